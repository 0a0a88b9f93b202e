#!/usr/bin/env bash
# Development: the sandbox origin on :4000 and the app under Vite with hot reload (the Worker still runs in workerd).
set -euo pipefail
cd "$(dirname "$0")/.."

[ -d node_modules ] || npm ci --no-audit --no-fund
node -e "import('./scripts/worker-options.mjs').then((s) => s.localSecrets())"
[ -d .wrangler/state/v3/d1 ] || npm run origin:reset
# Each demo venue's webhook secret in the app's local KV, as the origin signs with them.
node scripts/put-webhook-secrets.mjs .wrangler/state
# The origin posts its order webhooks to the app under Vite.
npx wrangler dev -c origin/wrangler.jsonc --port 4000 --ip 127.0.0.1 --persist-to .wrangler/state \
  --var "ORDER_WEBHOOK_URL:http://127.0.0.1:${PORT:-8787}/api/hooks/order-progress" \
  --show-interactive-dev-session=false >/dev/null 2>&1 &
origin=$!
trap 'kill -- -$origin 2>/dev/null || kill $origin 2>/dev/null' EXIT
echo "Open http://lumiere.localhost:${PORT:-8787}/en (also halles, comptoir, club, ferme)"
npx vite dev --port "${PORT:-8787}" --strictPort
