#!/usr/bin/env bash
# Applies new migrations to the sandbox origin's local D1 and keeps its data (origin:reset reseeds).
# A state kept from before the customer tables gets the demo accounts (only while it has none).
# Usage: bash origin/scripts/migrate.sh [persist-dir]   (default .wrangler/state)
set -euo pipefail

cd "$(dirname "$0")/../.."
PERSIST_DIR="${1:-.wrangler/state}"
CONFIG=origin/wrangler.jsonc
export CI=true WRANGLER_SEND_METRICS=false
npx wrangler d1 migrations apply DB --local --persist-to "$PERSIST_DIR" -c "$CONFIG"
node origin/seed/build-seed.mjs
npx wrangler d1 execute DB --local --persist-to "$PERSIST_DIR" -c "$CONFIG" --file origin/seed/demo-accounts.sql \
  | sed '/^\[$/,$d' # drop the per-statement result dump
