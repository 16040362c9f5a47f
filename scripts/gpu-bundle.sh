#!/usr/bin/env bash
# Here (with MLIR): compiles the PTX that a GPU machine without MLIR runs
# into build/gpu-bundle/ptx, one file per kernel file of the execution
# cases, and the tile benchmark's kernels into build/gpu-bundle/tile (each
# run compiled ahead of time by warp-run --emit-lib: bench/tile/gpu), and
# the ISA oracle's kernels into build/gpu-bundle/isa (one PTX file per
# class of scripts/isa-oracle.py, so the GPU itself judges the ISA's
# readings that the simulator is tested against) and the math sweep's
# kernels into build/gpu-bundle/math (test/Sim/Inputs/math_sweep.py).
# Carry build/gpu-bundle there and run scripts/gpu-run.sh.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/build.sh >/dev/null
bundle=${BUILD_DIR:-build}/gpu-bundle
mkdir -p "$bundle/ptx"
grep -v '^#' test/Runtime/Inputs/execution-cases.txt | cut -d';' -f1 | sort -u |
while read -r file; do
  [[ -z $file ]] && continue
  "${BUILD_DIR:-build}/bin/warp-ptx" "$file" -o "$bundle/ptx/$(basename "$file" .mlir).ptx"
  echo "  $file -> $bundle/ptx/$(basename "$file" .mlir).ptx"
done
python3 bench/tile/gpu/bundle.py --out "$bundle/tile" \
  --bin "${BUILD_DIR:-build}/bin"
python3 scripts/isa-oracle.py --warp-run "${BUILD_DIR:-build}/bin/warp-run" \
  --workdir "$bundle/isa-sources" --emit-ptx "$bundle/isa"
python3 test/Sim/Inputs/math_sweep.py "${BUILD_DIR:-build}/bin" \
  --emit-ptx "$bundle/math"
# The NaN probe (math_sweep.py --probe, scripts/gpu-nan-probe.sh).
python3 test/Sim/Inputs/math_sweep.py "${BUILD_DIR:-build}/bin" --probe \
  --emit-ptx "$bundle/math-probe"
