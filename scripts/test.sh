#!/usr/bin/env bash
# Every test: install what is missing, build, run the lit suite, and end with
# lit's counted summary plus one 'N passed, N failed' line.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/install-deps.sh
scripts/build.sh
build=${BUILD_DIR:-build}
log=$(mktemp)
status=0
cmake --build "$build" --target check-warptile 2>&1 | tee "$log" || status=$?
count() { sed -n "s/^ *$1 *: *\([0-9]*\).*/\1/p" "$log" | tail -1; }
passed=$(count Passed); failed=$(count Failed); unsupported=$(count Unsupported)
echo "lit: ${passed:-0} passed, ${failed:-0} failed, ${unsupported:-0} skipped"
rm -f "$log"
exit "$status"
