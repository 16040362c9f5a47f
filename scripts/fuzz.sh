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
flags=(-max_len=16384 -timeout=10
       -seed="${WARPTILE_FUZZ_SEED:-0}"
       -dict=tools/warp-fuzz/warp.dict
       -rss_limit_mb=4096 -print_final_stats=1
       -artifact_prefix="$work/findings/")
((keep_going)) && flags+=(-fork=1 -ignore_crashes=1 -ignore_timeouts=1
                          -ignore_ooms=1)

# confirm_timeouts: a timeout (or a unit that libFuzzer reports slow, over
# 10 s) is a finding only if its input is slow again
# when run alone. -timeout measures wall time, which a stall of the machine
# (swap, a busy neighbour) spends too: CI once stopped at a timeout whose
# input takes well under a second. Each timeout input runs twice more with
# the same limit; one that finishes both times is set aside in stalls/ with
# its times, not counted. A crash, a leak or an invalid output always
# counts.
confirm_timeouts() {
  local input slow begin
  for input in "$work"/findings/timeout-* "$work"/findings/slow-unit-*; do
    [[ -e $input ]] || continue
    slow=0
    for _ in 1 2; do
      begin=$(date +%s%N)
      if ! "$build/bin/warp-fuzz" -timeout=10 -rss_limit_mb=4096 "$input" \
           >>"$work/fuzz.log" 2>&1; then
        slow=1
        break
      fi
      echo "fuzz: $(basename "$input") ran alone in $((($(date +%s%N) - begin) / 1000000)) ms" >&2
    done
    if ((!slow)); then
      echo "fuzz: $(basename "$input") finished within the limit when run alone: a stall of the machine, not a hang (kept in $work/stalls/)" >&2
      mkdir -p "$work/stalls"
      mv "$input" "$work/stalls/"
    fi
  done
}

# Runs until SECONDS are spent. A run that stopped at a stall goes on from
# the corpus it grew, for the time left (at most 3 stalls).
status=0
start=$SECONDS
execs=0
stalls=0
: >"$work/fuzz.log"
while (( (left = seconds - (SECONDS - start)) > 0 )); do
  run_status=0
  "$build/bin/warp-fuzz" "${flags[@]}" -max_total_time="$left" \
    "$work/corpus" "$seeds" >"$work/run.log" 2>&1 || run_status=$?
  cat "$work/run.log" >>"$work/fuzz.log"
  # Executions: the final stats, or the last status line ('#N: ...' in
  # fork mode, '#N\t...' else).
  ran=$(sed -n 's/^stat::number_of_executed_units: *\([0-9]*\).*/\1/p' "$work/run.log" | tail -1)
  [[ -n $ran ]] || ran=$(sed -n 's/^#\([0-9][0-9]*\)[:	 ].*/\1/p' "$work/run.log" | tail -1)
  execs=$((execs + ${ran:-0}))
  confirm_timeouts
  if ((run_status != 0 && !keep_going)) && grep -q 'libFuzzer: timeout' "$work/run.log" &&
     [[ -z $(find "$work/findings" -type f) ]] && ((++stalls < 3)); then
    continue
  fi
  status=$run_status
  if ((status != 0)); then
    grep -m1 -E '^(==[0-9]+==ERROR|warp-fuzz:|.*runtime error:|SUMMARY:|ERROR: libFuzzer)' \
      "$work/run.log" >&2 || tail -20 "$work/run.log" >&2
  fi
  break
done
rm -f "$work/run.log"
findings=$(find "$work/findings" -type f | wc -l)
# Each finding's input, so that the log alone reproduces it:
# base64 -d > input; build-san/bin/warp-fuzz input.
for input in "$work"/findings/*; do
  [[ -e $input ]] || continue
  echo "fuzz: finding $(basename "$input"), base64:" >&2
  base64 -w 120 "$input" >&2
done
set_aside=
((stalls > 0)) && set_aside=", $stalls stalls set aside"
echo "fuzz: ${execs} executions in $((SECONDS - start)) s, ${findings} findings${set_aside} (rc ${status}; log ${work}/fuzz.log)"
if ((findings > 0 || (status != 0 && !keep_going))); then
  exit 1
fi
exit 0
