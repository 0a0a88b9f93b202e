#!/usr/bin/env bash
# Applies new migrations to the sandbox origin's local D1 and keeps its data (origin:reset reseeds).
# Usage: bash origin/scripts/migrate.sh [persist-dir]   (default .wrangler/state)
set -euo pipefail

cd "$(dirname "$0")/../.."
export CI=true WRANGLER_SEND_METRICS=false
npx wrangler d1 migrations apply DB --local --persist-to "${1:-.wrangler/state}" -c origin/wrangler.jsonc
