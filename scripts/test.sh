#!/usr/bin/env bash
# Every test: install what is missing, build, run the lit suite and the
# Python package's pytest suite, and end with a 'pytest: N passed, N failed,
# N skipped' line and lit's 'lit: N passed, N failed, N skipped' line (last).
#
# --sanitize: the same suite on a separate build (${SAN_BUILD_DIR:-build-san})
# made by clang-22 with AddressSanitizer and UBSan (scripts/sanitize-env.sh),
# which also builds the libFuzzer target warp-fuzz.
set -euo pipefail
cd "$(dirname "$0")/.."
# ccache keys on paths relative to the checkout, so a fresh clone in
# another folder (CI) reuses what an earlier build compiled.
export CCACHE_BASEDIR=${CCACHE_BASEDIR:-$PWD} CCACHE_NOHASHDIR=${CCACHE_NOHASHDIR:-1}
sanitize=0
for arg in "$@"; do
  case $arg in
  --sanitize) sanitize=1 ;;
  *) echo "usage: scripts/test.sh [--sanitize]" >&2; exit 1 ;;
  esac
done
scripts/install-deps.sh
if ((sanitize)); then
  build=${SAN_BUILD_DIR:-build-san}
  # shellcheck source=sanitize-env.sh
  source scripts/sanitize-env.sh
  configure_sanitized "$build"
  BUILD_DIR=$build scripts/build.sh warp-fuzz
else
  build=${BUILD_DIR:-build}
  scripts/build.sh
fi
log=$(mktemp)
status=0
cmake --build "$build" --target check-warptile 2>&1 | tee "$log" || status=$?
count() { sed -n "s/^ *$1 *: *\([0-9]*\).*/\1/p" "$log" | tail -1; }
passed=$(count Passed); failed=$(count Failed); unsupported=$(count Unsupported)
# The Python package's tests (python/tests), where it is configured (not in
# the sanitized build: an instrumented extension cannot load into Python).
if grep -q '^build check-warptile-python' "$build/build.ninja" 2>/dev/null; then
  pylog=$(mktemp)
  cmake --build "$build" --target check-warptile-python 2>&1 | tee "$pylog" ||
    status=1
  # pytest's last line: "N passed, N failed, N skipped, N errors in T s".
  summary=$(grep -E '[0-9]+ (passed|failed|skipped|error)' "$pylog" | tail -1 || true)
  pycount() { grep -Eo "[0-9]+ $1" <<<"$summary" | cut -d' ' -f1 || true; }
  pypassed=$(pycount passed); pyfailed=$(pycount failed)
  pyerrors=$(pycount error); pyskipped=$(pycount skipped)
  echo "pytest: ${pypassed:-0} passed, $((${pyfailed:-0} + ${pyerrors:-0})) failed, ${pyskipped:-0} skipped"
  rm -f "$pylog"
fi
label=lit; ((sanitize)) && label="lit (asan+ubsan)"
echo "$label: ${passed:-0} passed, ${failed:-0} failed, ${unsupported:-0} skipped"
rm -f "$log"
exit "$status"
