#!/usr/bin/env bash
# The main job: install what is missing, build, compile the example kernels
# to PTX (and cubin where ptxas is), show the verifier catching
# cuda-samples #398, verify the tile examples, show the index-swap race
# of the cuTile paper rejected, and run the warp and tile examples: on the
# GPU, or on the CPU simulator (warp-run --sim) with a real bug caught at
# run time.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/install-deps.sh
scripts/build.sh
opt=${BUILD_DIR:-build}/bin/warp-opt
err=$(mktemp)
trap 'rm -f "$err"' EXIT

# Shows the verifier's error for a bug example; the demo fails if it passes.
show_rejected() {
  if "$opt" --mlir-print-op-on-diagnostic=false "$1" >/dev/null 2>"$err"; then
    echo "demo: $1 was NOT rejected" >&2
    exit 1
  fi
  sed 's/^/  /' "$err"
}

echo
echo "== Example kernels: verify, lower to PTX (sm_90), assemble with ptxas if present"
ptxdir=${BUILD_DIR:-build}/ptx
mkdir -p "$ptxdir"
ptxas=$(command -v ptxas || true)
[[ -z $ptxas && -x /usr/local/cuda/bin/ptxas ]] && ptxas=/usr/local/cuda/bin/ptxas
# to_ptx FILE WHAT PATTERN: FILE's PTX into $ptxdir, assembled where ptxas
# is; prints "ptx N WHAT[, ptxas ok]" with N the lines matching PATTERN.
to_ptx() {
  local name
  name=$(basename "$1" .mlir)
  "${BUILD_DIR:-build}/bin/warp-ptx" "$1" -o "$ptxdir/$name.ptx" || return
  local status
  status="ptx $(grep -cE "$3" "$ptxdir/$name.ptx") $2"
  if [[ -n $ptxas ]]; then
    "$ptxas" -arch=sm_90 "$ptxdir/$name.ptx" -o "$ptxdir/$name.cubin"
    status="$status, ptxas ok"
  fi
  echo "$status"
}
for f in examples/warp/*.mlir; do
  "$opt" "$f" >/dev/null
  printf '  ok  %-42s %s\n' "$f" "$(to_ptx "$f" collectives 'shfl|vote|redux|match')"
done
echo
echo "== The typed diverge/merge kernel in PTX: each half's shuffle has its exact mask"
grep -E 'shfl|redux' "$ptxdir/diverge_merge_reduce.ptx" | sed 's/^[[:space:]]*/  /'

echo
echo "== A real bug, caught: cuda-samples #398 (reduce7 with a 32-thread block)"
show_rejected examples/bugs/reduce7_32_threads.mlir
echo
echo "== Tile kernels: every example verifies (partitions, tokens, T1-T17) and"
echo "   lowers to PTX (tile-to-ptx; the persistent GEMM included)"
for f in examples/tile/*.mlir; do
  "$opt" "$f" >/dev/null
  # Every example lowers; a failure ends the demo.
  if status=$(to_ptx "$f" "16-byte accesses" 'ld.global.v4|st.global.v4' 2>"$err"); then
    printf '  ok  %-40s %s\n' "$f" "$status"
  else
    cat "$err" >&2
    exit 1
  fi
done
echo
echo "== A transformer layer's kernels (examples/tile/transformer): all verify"
echo "   and lower (test/Sim/tile/transformer.test runs them against NumPy)"
for f in examples/tile/transformer/*.mlir; do
  "$opt" "$f" >/dev/null
  if status=$(to_ptx "$f" "16-byte accesses" 'ld.global.v4|st.global.v4' 2>"$err"); then
    printf '  ok       %-45s %s\n' "$f" "$status"
  else
    printf '  refused  %-45s %s\n' "$f" "$(grep -m1 -o 'error: .*' "$err" | cut -c1-70)"
  fi
done
echo
echo "== A data race, made inexpressible: the cuTile paper's index-swap store"
show_rejected examples/bugs/permute_heads_swapped_store.mlir
echo
echo "== On the GPU: warp-run JIT-compiles each example and runs it (iota input)"
run=${BUILD_DIR:-build}/bin/warp-run
set +e
"$run" examples/warp/butterfly_sum.mlir --arg 'f32[32]=iota' --arg 'f32[32]' --print 2>"$err"
rc=$?
set -e
if [[ $rc == 77 ]]; then
  sed 's/^/  /' "$err"
  echo "  (no CUDA GPU here: the examples run on the CPU simulator instead)"
  echo
  echo "== Without a GPU: warp-run --sim runs each example with PTX's warp rules"
  "$run" --sim examples/warp/butterfly_sum.mlir --arg 'f32[32]=iota' --arg 'f32[32]' --print
  "$run" --sim examples/warp/diverge_merge_reduce.mlir --arg 'i32[32]=iota' --arg 'i32[32]' --print
  "$run" --sim examples/warp/inclusive_scan.mlir --arg 'i32[32]=iota' --arg 'i32[32]' --print
  "$run" --sim examples/warp/ballot.mlir --arg 'i32[32]' --print
  "$run" --sim examples/warp/tile8_reduce.mlir --arg 'f32[32]=iota' --arg 'f32[32]' --print
  echo
  echo "== Tile kernels on the simulator, launched as tile.launch does (the grid from the partition)"
  "$run" --sim examples/tile/vector_add.mlir --arg 'f32[1000]=iota' --arg 'f32[1000]=ones' --arg 'f32[1000]' --print
  "$run" --sim examples/tile/softmax.mlir --arg 'f32[7x1024]=random:1' --arg 'f32[7x1024]' --print
  echo
  echo "== A real bug, caught at run time: TVM #17307 in untyped gpu/nvvm IR (exit 4)"
  bugs=$(mktemp -d)
  python3 test/Sim/Inputs/split-modules.py test/Analysis/real-bugs.mlir "$bugs"
  set +e
  "$run" --sim "$bugs/tvm_17307.mlir" --arg 'f32[32]=iota' >/dev/null 2>"$err"
  rc=$?
  set -e
  rm -rf "$bugs"
  sed 's/^/  /' "$err"
  if [[ $rc != 4 ]]; then
    echo "demo: the simulator did NOT report TVM #17307 (exit $rc)" >&2
    exit 1
  fi
elif [[ $rc != 0 ]]; then
  cat "$err" >&2
  exit 1
else
  "$run" examples/warp/diverge_merge_reduce.mlir --arg 'i32[32]=iota' --arg 'i32[32]' --print
  "$run" examples/warp/inclusive_scan.mlir --arg 'i32[32]=iota' --arg 'i32[32]' --print
  "$run" examples/warp/ballot.mlir --arg 'i32[32]' --print
  "$run" examples/warp/tile8_reduce.mlir --arg 'f32[32]=iota' --arg 'f32[32]' --print
  "$run" examples/tile/vector_add.mlir --arg 'f32[1000]=iota' --arg 'f32[1000]=ones' --arg 'f32[1000]' --print
  "$run" examples/tile/softmax.mlir --arg 'f32[7x1024]=random:1' --arg 'f32[7x1024]' --print
fi
echo
echo "demo: done (PTX in $ptxdir; warp-opt rejected both bugs with exit code 1, as it should)"
