#!/usr/bin/env bash
# `npm test`: every check a change must pass, cheapest first.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/ensure-chromium.sh
echo "== typecheck"; npm run -s typecheck
echo "== lint"; npm run -s lint
echo "== unit"; npx vitest run --project unit
echo "== build"; npx vite build --logLevel warn
echo "== e2e"; npx playwright test
