#!/usr/bin/env bash
# `npm test`: every check a change must pass, cheapest first. Checks that share nothing run side by
# side: each suite that needs a stack starts its own on free ports and a temporary DATA_DIR, and the
# browser tests mostly wait on pages, so on a 2-core machine they overlap well with the rest.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/ensure-chromium.sh
logs=$(mktemp -d /tmp/storycanvas-test.XXXXXX)
trap 'rm -rf "$logs"' EXIT

# side_by_side "name" "command" ["name" "command" …]: runs each command in the background, prints each
# one's output whole when it ends (so outputs never interleave) and fails if any of them failed.
side_by_side() {
  local -a names=() pids=()
  while [ "$#" -gt 0 ]; do
    local name=$1 command=$2
    shift 2
    bash -c 'started=$SECONDS; status=0; bash -c "$1" || status=$?; echo $((SECONDS - started)) >"$2.seconds"; exit "$status"' \
      _ "$command" "$logs/$name" >"$logs/$name.log" 2>&1 &
    names+=("$name")
    pids+=("$!")
  done
  local failed=()
  for index in "${!pids[@]}"; do
    local status=0
    wait "${pids[$index]}" || status=$?
    echo "== ${names[$index]} (exit $status, $(cat "$logs/${names[$index]}.seconds" 2>/dev/null || echo '?') s)"
    cat "$logs/${names[$index]}.log"
    if [ "$status" -ne 0 ]; then failed+=("${names[$index]}"); fi
  done
  if [ "${#failed[@]}" -gt 0 ]; then
    echo "Failed: ${failed[*]}" >&2
    return 1
  fi
}

# The build shares nothing with the static checks, so it runs beside them.
side_by_side \
  typecheck 'npm run -s typecheck' \
  lint 'npm run -s lint' \
  format 'npx prettier --check . --log-level warn' \
  build 'npx vite build --logLevel warn'
# The unit tests run alone, one worker a core: vitest's default leaves one core of two for other
# work, and beside the browser tests their tests that wait on a rendered component miss their time.
side_by_side unit 'npx vitest run --project unit --maxWorkers=100%'
# The suites that serve a build copy the one just made instead of building again.
export BUILT_DIST=dist
# On a PostgreSQL server the stack did not start, what depends on that server itself runs again:
# migrations, roles and row level security, the database's own functions and counters, and the sync
# tables' migration; the rest reads the same tables through the same gateway, so running it twice
# finds nothing new. The stack's own start and stop (stack-lifecycle) and the generated types
# (database-types) always start their own embedded PostgreSQL, whatever DATABASE_URL says, so they
# run once.
on_debian_postgres='rls- rpc- story-usage story-tables sync-migration'
side_by_side \
  e2e 'npx playwright test' \
  'integration-and-security' 'status=0
    echo "-- integration (embedded PostgreSQL)"; npx vitest run --project integration || status=1
    echo "-- security (an attacker'"'"'s suite on the real stack, Chromium included)"
    npx vitest run --project security || status=1
    echo "-- integration (Debian PostgreSQL via DATABASE_URL): the database-facing files"
    bash scripts/with-debian-postgres.sh npx vitest run --project integration '"$on_debian_postgres"' || status=1
    exit "$status"'
