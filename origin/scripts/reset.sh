#!/usr/bin/env bash
# Returns the sandbox origin's local D1 to the demo seed.
# Usage: bash origin/scripts/reset.sh [persist-dir]   (default .wrangler/state; PUBLIC_URL sets base_url)
set -euo pipefail

cd "$(dirname "$0")/../.."
PERSIST_DIR="${1:-.wrangler/state}"
CONFIG=origin/wrangler.jsonc

export CI=true WRANGLER_SEND_METRICS=false

node origin/seed/build-seed.mjs
npx wrangler d1 migrations apply DB --local --persist-to "$PERSIST_DIR" -c "$CONFIG"
npx wrangler d1 execute DB --local --persist-to "$PERSIST_DIR" -c "$CONFIG" --file origin/seed/seed.sql \
  | sed '/^\[$/,$d' # drop the per-statement result dump
