#!/usr/bin/env bash
# Every test: types, lint (import boundaries), a production build, unit and Worker tests (vitest), browser journeys (Playwright).
set -euo pipefail
cd "$(dirname "$0")/.."

# Types and lint read the sources only: they run beside the build and its checks.
npm run typecheck &
typecheck=$!
npm run lint &
lint=$!
npm run build
npm run deploy:check
# Each environment's check: the example (fake, well-formed values) passes, the committed production
# placeholders are refused with each one named.
npm run deploy:check -- --env example
node scripts/deploy-check-refuses-placeholders.mjs production
wait "$typecheck"
wait "$lint"
npx vitest run
npx playwright test
