#!/usr/bin/env bash
# The install a self-hoster runs: a clean clone of this commit with its build, `npm ci --omit=dev`,
# then `NODE_ENV=production npm start`, which must answer /api/health-check and serve the app. A
# package the server needs at run time left in devDependencies fails it here. Reuses npm's cache.
set -euo pipefail
cd "$(dirname "$0")/.."
if [ ! -f dist/index.html ]; then
  echo "No build in dist/: run 'npm run build' first." >&2
  exit 1
fi
work=$(mktemp -d /tmp/storycanvas-production.XXXXXX)
# As root, PostgreSQL runs as its own OS user, which must reach the binaries and the data in here.
chmod 755 "$work"
server=""
cleanup() {
  if [ -n "$server" ] && kill -0 "$server" 2>/dev/null; then
    kill -TERM -- "-$server" 2>/dev/null || true
    for _ in $(seq 1 30); do kill -0 "$server" 2>/dev/null || break; sleep 1; done
    kill -KILL -- "-$server" 2>/dev/null || true
  fi
  rm -rf "$work"
}
trap cleanup EXIT

git clone --quiet --no-checkout . "$work/app"
git -C "$work/app" checkout --quiet "$(git rev-parse HEAD)"
cp -a dist "$work/app/dist"
started=$(date +%s)
(cd "$work/app" && npm ci --omit=dev --prefer-offline --no-audit --no-fund --loglevel=error)
echo "production install: $(($(date +%s) - started)) s"

port=$(node -e "const s=require('net').createServer().listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})")
url="http://127.0.0.1:$port"
(cd "$work/app" && NODE_ENV=production PORT="$port" DATA_DIR="$work/data" exec setsid npm start) \
  >"$work/server.log" 2>&1 &
server=$!

for _ in $(seq 1 180); do
  if curl -fsS -o /dev/null "$url/api/health-check" 2>/dev/null; then break; fi
  if ! kill -0 "$server" 2>/dev/null; then
    echo "The production install did not start:" >&2
    cat "$work/server.log" >&2
    exit 1
  fi
  sleep 1
done
fail() {
  echo "$1" >&2
  cat "$work/server.log" >&2
  exit 1
}
curl -fsS "$url/api/health-check" >/dev/null || fail "/api/health-check did not answer 200."
# Saved first: grep -q stops reading at its match, and curl, still writing a page bigger than the
# pipe, would then fail the pipeline with "Failed writing body".
curl -fsS -o "$work/home.html" "$url/" || fail "The home page was not served."
grep -q '<div id="root"' "$work/home.html" || fail "The home page was not the app's."
echo "production install: started in $(($(date +%s) - started)) s, /api/health-check and / answered"
