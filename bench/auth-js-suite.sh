#!/usr/bin/env bash
# Runs Supabase's own auth-js test suite (GoTrueClient.test.ts, GoTrueApi.test.ts) against the
# local stack with the suite's reference configuration (test/supabase/config.toml: anonymous
# sign-ins on, minimum password length 6, manual linking off, confirmations off, 1 s mail
# frequency) and prints passed/failed/skipped by describe block.
#
#   bench/auth-js-suite.sh <auth-js checkout> [port]
#
# <auth-js checkout> is packages/core/auth-js of supabase/supabase-js at the tag matching
# node_modules/@supabase/auth-js (e.g. `git archive v2.109.0 packages/core/auth-js`); this script
# fetches no source. Its jest dev dependencies are installed from npm into a temporary folder
# unless AUTHJS_DEPS names a folder that already has them.
# The suite signs its API keys with RS256 from a generated signing_keys.json; the stack verifies
# HS256 with its JWT secret, so the copy's test/lib/clients.ts signs the same claims with HS256
# and the suite's JWT secret, which is seeded as the stack's secret. No assertion is changed.
set -euo pipefail

checkout=$(cd "${1:?usage: bench/auth-js-suite.sh <auth-js checkout> [port]}" && pwd)
port=${2:-4313}
repo=$(cd "$(dirname "$0")/.." && pwd)
work=$(mktemp -d)
# embedded-postgres runs initdb as another user when started as root.
chmod 755 "$work"
stack_pid=
cleanup() {
  if [ -n "$stack_pid" ]; then
    kill "$stack_pid" 2>/dev/null || true
    wait "$stack_pid" 2>/dev/null || true
  fi
  rm -rf "$work"
}
trap cleanup EXIT

secret='super-secret-jwt-token-with-at-least-32-characters-long'
cp -r "$checkout/src" "$checkout/test" "$checkout/tsconfig.json" "$checkout/tsconfig.test.json" "$work/"

deps=${AUTHJS_DEPS:-$work/deps}
if [ ! -d "$deps/node_modules/jest" ]; then
  mkdir -p "$deps"
  echo '{"name":"auth-js-suite-deps","private":true}' >"$deps/package.json"
  (cd "$deps" && npm install --silent --no-audit --no-fund --ignore-scripts \
    tslib@2.8.1 jest@30.4.2 ts-jest@29.4.9 @types/jest@30.0.0 @types/node@20.19.9 \
    typescript@5.8.3 jsonwebtoken@9.0.2 @types/jsonwebtoken@8.5.9 @faker-js/faker@9.9.0 \
    prettier@3.6.2 jest-mock-server@0.1.0)
fi
ln -s "$deps/node_modules" "$work/node_modules"

node - "$work/test/lib/clients.ts" "$port" <<'EOF'
const fs = require('fs');
const [file, port] = process.argv.slice(2);
let text = fs.readFileSync(file, 'utf8');
const start = text.indexOf('// Load RSA private key');
const end = text.indexOf('export const authClient = ');
if (start < 0 || end < 0) throw new Error('clients.ts no longer has the RS256 key block this runner replaces');
const keys = `const sign = (claims: object) => jwt.sign(claims, GOTRUE_JWT_SECRET, { algorithm: 'HS256' })
export const SUPABASE_PUBLISHABLE_KEY = sign({ iss: 'supabase-demo', role: 'anon', exp: 1983812996, iat: 1768925145 })
export const SUPABASE_SECRET_KEY = sign({ iss: 'supabase-demo', role: 'service_role', exp: 1983812996, iat: 1768925145 })
const AUTH_ADMIN_JWT = sign({ sub: '1234567890', role: 'supabase_admin' })
void crypto, fs, path

`;
text = text.slice(0, start) + keys + text.slice(end);
text = text.replace('http://127.0.0.1:54321/auth/v1', `http://127.0.0.1:${port}/auth/v1`);
fs.writeFileSync(file, text);
EOF

cat >"$work/jest.config.js" <<'EOF'
module.exports = {
  preset: 'ts-jest',
  testEnvironment: 'node',
  transform: { '^.+\\.tsx?$': ['ts-jest', { tsconfig: '<rootDir>/tsconfig.test.json', diagnostics: false }] },
  testMatch: ['<rootDir>/test/GoTrueClient.test.ts', '<rootDir>/test/GoTrueApi.test.ts'],
  silent: true,
  forceExit: true,
}
EOF

mkdir -p "$work/data"
printf '{"jwtSecret":"%s","dbPassword":"%s"}\n' "$secret" "$(node -e 'console.log(require("crypto").randomBytes(18).toString("base64url"))')" >"$work/data/secrets.json"
chmod 600 "$work/data/secrets.json"

(
  cd "$repo"
  PORT=$port DATA_DIR="$work/data" BUILD_PWA=never SITE_URL=http://127.0.0.1:3000 \
    AUTH_ADDITIONAL_REDIRECT_URLS='https://127.0.0.1:3000,http://localhost:5173' \
    AUTH_AUTOCONFIRM=true AUTH_ANONYMOUS_USERS=true AUTH_MANUAL_LINKING=false \
    AUTH_PASSWORD_MIN_LENGTH=6 AUTH_EMAIL_MAX_FREQUENCY=1 AUTH_SECURE_PASSWORD_CHANGE_WINDOW=86400 \
    AUTH_RATE_LIMIT_IP=100000 AUTH_RATE_LIMIT_EMAIL=100000 \
    exec node --import tsx server/main.ts
) >"$work/stack.log" 2>&1 &
stack_pid=$!
for _ in $(seq 1 120); do
  curl -sf "http://127.0.0.1:$port/auth/v1/health" >/dev/null 2>&1 && break
  if ! kill -0 "$stack_pid" 2>/dev/null; then
    cat "$work/stack.log" >&2
    exit 1
  fi
  sleep 1
done

(cd "$work" && npx jest --json --outputFile="$work/result.json" >"$work/jest.log" 2>&1) || true
[ -s "$work/result.json" ] || { cat "$work/jest.log" >&2; exit 1; }

node - "$work/result.json" <<'EOF'
const result = require(process.argv[2]);
const families = new Map();
for (const file of result.testResults) {
  for (const test of file.assertionResults) {
    const family = test.ancestorTitles.join(' › ') || '(top level)';
    const row = families.get(family) ?? { passed: 0, failed: 0, skipped: 0, failing: [] };
    if (test.status === 'passed') row.passed++;
    else if (test.status === 'failed') {
      row.failed++;
      row.failing.push(test.title);
    } else row.skipped++;
    families.set(family, row);
  }
}
for (const [family, row] of families) {
  console.log(`${family}: ${row.passed} passed, ${row.failed} failed, ${row.skipped} skipped`);
  for (const title of row.failing) console.log(`    FAIL ${title}`);
}
console.log(
  `total: ${result.numPassedTests} passed, ${result.numFailedTests} failed, ${result.numPendingTests + result.numTodoTests} skipped of ${result.numTotalTests}`,
);
EOF
