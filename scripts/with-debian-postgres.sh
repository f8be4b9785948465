#!/usr/bin/env bash
# Runs a command against a throwaway Debian PostgreSQL cluster, passing it as DATABASE_URL, so
# the integration suite also proves the stack works on a server it did not start itself.
set -euo pipefail
if ! ls /usr/lib/postgresql/*/bin/initdb >/dev/null 2>&1; then
  if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null; then
    echo "Installing Debian's postgresql package for the DATABASE_URL test run…"
    apt-get update -qq
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq postgresql >/dev/null
  else
    echo "The DATABASE_URL test run needs Debian's 'postgresql' package: run 'sudo apt-get install postgresql'." >&2
    exit 1
  fi
fi
bin=$(ls -d /usr/lib/postgresql/*/bin | sort -V | tail -n 1)
cluster=$(mktemp -d /tmp/storycanvas-debian-pg.XXXXXX)
chmod 755 "$cluster"
port=$(node -e "const s=require('net').createServer().listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})")
password=$(node -e "console.log(require('crypto').randomBytes(12).toString('hex'))")
run_as_postgres() { if [ "$(id -u)" = "0" ]; then runuser -u postgres -- "$@"; else "$@"; fi; }
if [ "$(id -u)" = "0" ]; then chown postgres "$cluster"; fi
echo "$password" > "$cluster/pwfile"
run_as_postgres "$bin/initdb" -D "$cluster/data" -U postgres --pwfile="$cluster/pwfile" -A scram-sha-256 >/dev/null
run_as_postgres "$bin/pg_ctl" -D "$cluster/data" -o "-p $port -k $cluster -c listen_addresses=127.0.0.1" -l "$cluster/log" -w start >/dev/null
cleanup() {
  run_as_postgres "$bin/pg_ctl" -D "$cluster/data" -m immediate stop >/dev/null 2>&1 || true
  rm -rf "$cluster"
}
trap cleanup EXIT
# The command's own status is the script's: the cleanup trap must not turn a failure into success.
status=0
DATABASE_URL="postgres://postgres:${password}@127.0.0.1:${port}/postgres" "$@" || status=$?
exit "$status"
