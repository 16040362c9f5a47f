#!/usr/bin/env bash
# The math sweep's NaN rules on more NaNs (test/Sim/Inputs/math_sweep.py
# --probe: both operand orders, negative and signaling NaNs), measured on a
# GPU. Two halves:
#   where MLIR is:   scripts/gpu-nan-probe.sh emit   (PTX to build/gpu-probe/ptx)
#   on the GPU:      scripts/gpu-nan-probe.sh run    (carry build/gpu-probe;
#                    builds the runtime-only warp-run as gpu-run.sh does,
#                    keeps the output buffers in $OUT/probe or
#                    build/gpu-probe/out)
# then, where MLIR is, `math_sweep.py build/bin --probe --compare DIR`
# compares the simulator with them bit for bit.
set -euo pipefail
cd "$(dirname "$0")/.."
dir=build/gpu-probe
case ${1:-} in
emit)
  rm -rf "$dir/ptx"
  python3 test/Sim/Inputs/math_sweep.py build/bin --probe --emit-ptx "$dir/ptx"
  ;;
run)
  [[ -d $dir/ptx ]] || { echo "gpu-nan-probe: no $dir/ptx; run 'emit' where MLIR is" >&2; exit 1; }
  generator=()
  command -v ninja >/dev/null && generator=(-G Ninja)
  cmake "${generator[@]}" -S . -B build-rt -DWARPTILE_RUNTIME_ONLY=ON \
    -DCMAKE_BUILD_TYPE=Release >/dev/null
  cmake --build build-rt -j "$(nproc)" --target warp-run >/dev/null
  command -v nvidia-smi >/dev/null &&
    nvidia-smi --query-gpu=name,driver_version --format=csv,noheader
  out=${OUT:-$dir}/probe
  mkdir -p "$out"
  python3 test/Sim/Inputs/math_sweep.py build-rt/bin --probe --gpu \
    --ptx-dir "$dir/ptx" --keep "$out" || true
  ;;
*)
  echo "usage: scripts/gpu-nan-probe.sh emit|run" >&2
  exit 2
  ;;
esac
