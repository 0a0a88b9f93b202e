#!/usr/bin/env bash
# Lighthouse (mobile, simulated throttling) on a running app, N runs, one line each; median by eye.
#   bash bench/lighthouse.sh [url=http://lumiere.localhost:8787/en] [runs=5]
# Uses Debian's Chromium and fetches Lighthouse 12.8 from the npm registry on first use.
set -euo pipefail
url="${1:-http://lumiere.localhost:8787/en}"
runs="${2:-5}"
out="$(mktemp -d)"
for i in $(seq "$runs"); do
  CHROME_PATH=/usr/bin/chromium npx --yes lighthouse@12.8.2 "$url" --quiet --output=json --output-path="$out/$i.json" \
    --chrome-flags="--headless=new --no-sandbox --disable-gpu --no-first-run --disable-background-networking --disable-component-update --disable-sync" >/dev/null 2>&1
  node -e '
    const r = require(process.argv[1]); const a = r.audits
    const score = (k) => Math.round(r.categories[k].score * 100)
    console.log(`performance ${score("performance")}  accessibility ${score("accessibility")}  best-practices ${score("best-practices")}  seo ${score("seo")}  | FCP ${a["first-contentful-paint"].displayValue}  LCP ${a["largest-contentful-paint"].displayValue}  TBT ${a["total-blocking-time"].displayValue}  CLS ${a["cumulative-layout-shift"].displayValue}`)
  ' "$out/$i.json"
done
