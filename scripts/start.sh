#!/usr/bin/env bash
# Installs what the app needs, builds it and serves every demo venue: the sandbox origin on :4000 and
# the app Worker on :${PORT:-8787}, both in workerd with local KV and D1 state under .wrangler/state.
set -euo pipefail
cd "$(dirname "$0")/.."

if [ ! -d node_modules ] || [ package-lock.json -nt node_modules/.package-lock.json ]; then
  npm ci --no-audit --no-fund
fi
npm run build
exec node scripts/start.mjs
