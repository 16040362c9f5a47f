#!/usr/bin/env bash
# Runs the libFuzzer target warp-fuzz (tools/warp-fuzz) for SECONDS on the
# seed corpus (every test and example, split at `// -----`), building the
# sanitized build (${SAN_BUILD_DIR:-build-san}) first if needed.
#
#   scripts/fuzz.sh SECONDS [WORK-DIR] [--keep-going]
#
# Without --keep-going the run stops at the first finding and fails (CI's
# smoke run); with it, libFuzzer's fork mode records every finding and goes
# on (bench/fuzz/run.sh). WORK-DIR (default: $build/fuzz) receives corpus/
# (what the run found interesting), findings/ (crash-*, timeout-*, ...) and
# fuzz.log. The last line is a counted summary.
set -euo pipefail
cd "$(dirname "$0")/.."
usage() { echo "usage: scripts/fuzz.sh SECONDS [WORK-DIR] [--keep-going]" >&2; exit 1; }
keep_going=0
args=()
for arg in "$@"; do
  case $arg in
  --keep-going) keep_going=1 ;;
  -*) usage ;;
  *) args+=("$arg") ;;
  esac
done
((${#args[@]} >= 1 && ${#args[@]} <= 2)) || usage
seconds=${args[0]}
[[ $seconds =~ ^[0-9]+$ ]] || usage
build=${SAN_BUILD_DIR:-build-san}
work=${args[1]:-$build/fuzz}

# shellcheck source=sanitize-env.sh
source scripts/sanitize-env.sh
if [[ ! -x $build/bin/warp-fuzz ]]; then
  scripts/install-deps.sh
  configure_sanitized "$build"
  BUILD_DIR=$build scripts/build.sh warp-fuzz
fi
mkdir -p "$work/corpus" "$work/findings"
seeds=$work/seeds
rm -rf "$seeds"
/usr/bin/python3 tools/warp-fuzz/make-corpus.py "$seeds"

# -max_len covers the largest seed; -timeout: no single input may take 10 s
# (a hang is a finding); -rss_limit_mb: a blow-up in memory is one too;
# -dict: the words of the dialects, for mutations that make sense.
# -seed: WARPTILE_FUZZ_SEED (CI fixes one, so that its run reproduces);
# 0, the default, lets libFuzzer pick.
flags=(-max_total_time="$seconds" -max_len=16384 -timeout=10
       -seed="${WARPTILE_FUZZ_SEED:-0}"
       -dict=tools/warp-fuzz/warp.dict
       -rss_limit_mb=4096 -print_final_stats=1
       -artifact_prefix="$work/findings/")
((keep_going)) && flags+=(-fork=1 -ignore_crashes=1 -ignore_timeouts=1
                          -ignore_ooms=1)
status=0
start=$SECONDS
"$build/bin/warp-fuzz" "${flags[@]}" "$work/corpus" "$seeds" \
  >"$work/fuzz.log" 2>&1 || status=$?

# Executions: the last status line ('#N: ...' in fork mode, '#N\t...' else)
# or the final stats.
execs=$(sed -n 's/^stat::number_of_executed_units: *\([0-9]*\).*/\1/p' "$work/fuzz.log" | tail -1)
[[ -n $execs ]] || execs=$(sed -n 's/^#\([0-9][0-9]*\)[:	 ].*/\1/p' "$work/fuzz.log" | tail -1)
findings=$(find "$work/findings" -type f | wc -l)
if ((status != 0)); then
  grep -m1 -E '^(==[0-9]+==ERROR|warp-fuzz:|.*runtime error:|SUMMARY:|ERROR: libFuzzer)' \
    "$work/fuzz.log" >&2 || tail -20 "$work/fuzz.log" >&2
fi
echo "fuzz: ${execs:-0} executions in $((SECONDS - start)) s, ${findings} findings (rc ${status}; log ${work}/fuzz.log)"
if ((findings > 0 || (status != 0 && !keep_going))); then
  exit 1
fi
exit 0
