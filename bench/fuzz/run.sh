#!/usr/bin/env bash
# The 30-minute fuzz run of issue 15: warp-fuzz (tools/warp-fuzz) on the
# seed corpus in libFuzzer's fork mode, which goes on after a finding, then
# a report of executions and distinct findings (bench/fuzz/results.json and
# a table on stdout). Needs clang-22 and libclang-rt-22-dev (install-deps).
#
#   bench/fuzz/run.sh [SECONDS]     (default 1800)
#
# The work directory (corpus, findings, log) is ${SAN_BUILD_DIR:-build-san}/
# fuzz-bench; each finding's input stays there for reproduction with
# `build-san/bin/warp-fuzz FILE`.
set -euo pipefail
cd "$(dirname "$0")/../.."
seconds=${1:-1800}
work=${SAN_BUILD_DIR:-build-san}/fuzz-bench
rm -rf "$work"
status=0
scripts/fuzz.sh "$seconds" "$work" --keep-going || status=$?
/usr/bin/python3 bench/fuzz/report.py --work "$work" --seconds "$seconds" \
  --fuzzer "${SAN_BUILD_DIR:-build-san}/bin/warp-fuzz" \
  --json bench/fuzz/results.json
exit "$status"
