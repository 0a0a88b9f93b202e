#!/usr/bin/env bash
# From a fresh clone: installs the npm packages and Debian's Chromium, then runs every test.
set -euo pipefail
cd "$(dirname "$0")/.."

npm ci --no-audit --no-fund
# The browser the benchmarks measure in, and its headless shell, which the journeys run in.
if ! command -v chromium >/dev/null 2>&1 || ! command -v chromium-headless-shell >/dev/null 2>&1; then
  if [ "$(id -u)" = 0 ]; then apt-get update -qq && apt-get install -y -qq chromium chromium-headless-shell >/dev/null
  else sudo apt-get update -qq && sudo apt-get install -y -qq chromium chromium-headless-shell >/dev/null; fi
fi
npm test
