#!/usr/bin/env bash
# Every test: types, lint (import boundaries), a production build and its deploy checks, unit, component
# and Worker tests (vitest), browser journeys (Playwright).
set -euo pipefail
cd "$(dirname "$0")/.."

# The Worker tests and the journeys serve the build.
npm run build

# The Worker tests wait more than they work: for a slow venue they inject, for a memo to lapse (their two
# cores some two thirds idle, decision 080). What needs only the sources or the build runs beside them,
# at the lowest priority, so that it takes that idle time and never the cores a Worker test's read needs
# (decision 061). Each one's output is shown once it is done.
logs=$(mktemp -d)
names=()
pids=()
beside() {
  local name=$1
  shift
  # A process group of its own, so that a run stopped early stops it whole.
  setsid nice -n 19 "$@" >"$logs/$name" 2>&1 &
  names+=("$name")
  pids+=("$!")
}
stop_beside() {
  for pid in "${pids[@]}"; do kill -- "-$pid" 2>/dev/null || true; done
  rm -rf "$logs"
}
trap stop_beside EXIT

beside typecheck npm run typecheck
beside lint npm run lint
# Each environment's check: the local build, the example (fake, well-formed values) passes, the committed
# production placeholders are refused with each one named.
beside deploy-checks bash -c 'npm run deploy:check && npm run deploy:check -- --env example && node scripts/deploy-check-refuses-placeholders.mjs production'
beside unit-and-components npx vitest run --project unit --project components

failed=()
npx vitest run --project worker || failed+=(worker)
for index in "${!pids[@]}"; do
  name=${names[$index]}
  status=0
  wait "${pids[$index]}" || status=$?
  echo
  echo "── ${name} ──"
  cat "$logs/$name"
  [ "$status" -eq 0 ] || failed+=("$name")
done
pids=()
if [ "${#failed[@]}" -gt 0 ]; then
  echo "failed: ${failed[*]}" >&2
  exit 1
fi

npx playwright test
