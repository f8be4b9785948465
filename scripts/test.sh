#!/usr/bin/env bash
# `npm test`: every check a change must pass, cheapest first.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/ensure-chromium.sh
echo "== typecheck"; npm run -s typecheck
echo "== lint"; npm run -s lint
echo "== format"; npx prettier --check . --log-level warn
echo "== unit"; npx vitest run --project unit
echo "== integration (embedded PostgreSQL)"; npx vitest run --project integration
echo "== security (an attacker's suite on the real stack, Chromium included)"; npx vitest run --project security
echo "== integration (Debian PostgreSQL via DATABASE_URL)"; bash scripts/with-debian-postgres.sh npx vitest run --project integration
echo "== build"; npx vite build --logLevel warn
echo "== e2e"; npx playwright test
