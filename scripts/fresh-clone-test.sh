#!/usr/bin/env bash
# The first run on a new machine, as CI does it: a fresh clone of this repository into a temporary folder
# (so every cache folder starts empty: devnet/.devnet-data, node_modules/.cache, Vite's, the builds), then
# `npm install && npm test`; prints how long each took. The clone is removed afterwards (KEEP=1 keeps it).
#
#   bash scripts/fresh-clone-test.sh [REF]   # REF: what to check out (default: this checkout's HEAD commit)
#   BUSY=1 bash scripts/fresh-clone-test.sh  # with a CPU-bound process running beside it the whole time
#
# Only committed work is tested. Needs Chromium at /usr/bin/chromium (or AIRLOCK_CHROMIUM), as `npm test` does.
set -euo pipefail

repo="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
ref="${1:-$(git -C "$repo" rev-parse HEAD)}"
work="$(mktemp -d "${TMPDIR:-/tmp}/airlock-fresh-clone-XXXXXX")"
busy_pid=""

cleanup() {
  if [[ -n "$busy_pid" ]]; then kill "$busy_pid" 2>/dev/null || true; fi
  if [[ "${KEEP:-}" == "1" ]]; then echo "fresh clone kept in $work/airlock"; else rm -rf "$work"; fi
}
trap cleanup EXIT

load() { cut -d' ' -f1 /proc/loadavg 2>/dev/null || echo '?'; }

if [[ "${BUSY:-}" == "1" ]]; then
  node -e 'for (;;) {}' &
  busy_pid=$!
  echo "a busy-loop process is running beside the test (pid $busy_pid)"
fi

t0=$(date +%s)
echo "fresh clone of $(git -C "$repo" rev-parse --short "$ref") into $work/airlock (load $(load))"
git clone --quiet --no-hardlinks "$repo" "$work/airlock"
cd "$work/airlock"
git checkout --quiet --detach "$ref"

t1=$(date +%s)
npm install --no-audit --no-fund
t2=$(date +%s)
status=0
npm test || status=$?
t3=$(date +%s)

echo "fresh clone: npm install $((t2 - t1)) s, npm test $((t3 - t2)) s, total $((t3 - t0)) s; load at the end $(load); npm test exit code $status"
exit "$status"
