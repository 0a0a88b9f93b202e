#!/usr/bin/env bash
# Every test: types, a production build, unit and Worker tests (vitest), browser journeys (Playwright).
set -euo pipefail
cd "$(dirname "$0")/.."

npm run typecheck
npm run build
npm run deploy:check
npx vitest run
npx playwright test
