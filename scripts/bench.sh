#!/usr/bin/env bash
# `npm run bench`: every benchmark in bench/, one after another, each printing its figures.
# The replay benchmark needs a running stack, so one is started on a throwaway data directory.
set -euo pipefail
cd "$(dirname "$0")/.."
run() { echo; echo "== $1"; node --import tsx "bench/$1.ts"; }

run procedural-pictures
run story-generation
run safety-gate
run offline-write-latency
run stack-cold-start
run stack-rest-load
run bundle-size
echo; echo "== offline-cold-start"; node --import tsx bench/offline-cold-start.ts --dist .tmp/bench-bundle-dist
echo; echo "== lighthouse"; node --import tsx bench/lighthouse.ts --dist .tmp/bench-bundle-dist

data_dir="$(mktemp -d)"
PORT=0 DATA_DIR="$data_dir" BUILD_PWA=never node --import tsx server/main.ts > "$data_dir/stack.log" 2>&1 &
stack_pid=$!
trap 'kill "$stack_pid" 2>/dev/null; wait "$stack_pid" 2>/dev/null; rm -rf "$data_dir"' EXIT
for _ in $(seq 1 120); do [ -f "$data_dir/stack.json" ] && break; sleep 1; done
[ -f "$data_dir/stack.json" ] || { echo "the local stack did not start:"; cat "$data_dir/stack.log"; exit 1; }
echo; echo "== offline-replay"; STACK_JSON="$data_dir/stack.json" node --import tsx bench/offline-replay.ts
