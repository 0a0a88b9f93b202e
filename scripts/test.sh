#!/usr/bin/env bash
# Every test: types, lint (import boundaries), a production build, unit and Worker tests (vitest), browser journeys (Playwright).
set -euo pipefail
cd "$(dirname "$0")/.."

npm run typecheck
npm run lint
npm run build
npm run deploy:check
npx vitest run
npx playwright test
