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
# The unit and Worker tests run beside the journeys, on ports of their own: the journeys leave part of
# the two cores idle while pages load, and the Worker tests mostly wait on their servers (decision 065).
# Their report follows the journeys'.
vitest_log=$(mktemp)
npx vitest run > "$vitest_log" 2>&1 &
vitest=$!
trap 'kill "$vitest" 2>/dev/null || true; rm -f "$vitest_log"' EXIT
journeys=0
npx playwright test || journeys=$?
workers=0
wait "$vitest" || workers=$?
cat "$vitest_log"
if [ "$journeys" -ne 0 ] || [ "$workers" -ne 0 ]; then
  echo "failed: journeys exit $journeys, unit and Worker tests exit $workers" >&2
  exit 1
fi
