#!/usr/bin/env bash
# On a GPU machine without MLIR: builds lib/Runtime and warp-run alone
# (WARPTILE_RUNTIME_ONLY), runs the execution cases on the PTX of
# scripts/gpu-bundle.sh, then the ISA oracle's cases on the GPU
# (scripts/isa-oracle.py --gpu: the values the PTX ISA defines, as
# ptx_semantics.py computes them, against the hardware; its log is
# build-rt/isa-oracle-gpu.log), the math sweep's kernels against its
# independent values (their buffers kept in build-rt/math-gpu, for
# `math_sweep.py BINDIR --compare` against the simulator where MLIR is),
# then the launch-overhead benchmark, which
# writes bench/launch-overhead/results.json, then the tile kernels against
# PyTorch, Triton and cuBLAS (bench/tile/gpu/run.py: writes
# bench/tile/gpu/results.json and a table in bench/RESULTS.md).
# Usage: scripts/gpu-run.sh [BUNDLE]
set -euo pipefail
cd "$(dirname "$0")/.."
bundle=${1:-build/gpu-bundle}
if [[ ! -d $bundle/ptx ]]; then
  echo "gpu-run: no PTX bundle at $bundle/ptx; run scripts/gpu-bundle.sh where MLIR is and carry $bundle here" >&2
  exit 1
fi
generator=()
command -v ninja >/dev/null && generator=(-G Ninja)
cmake "${generator[@]}" -S . -B build-rt -DWARPTILE_RUNTIME_ONLY=ON \
  -DCMAKE_BUILD_TYPE=Release >/dev/null
cmake --build build-rt -j "$(nproc)" >/dev/null
command -v nvidia-smi >/dev/null &&
  nvidia-smi --query-gpu=name,driver_version,clocks.max.sm --format=csv,noheader
echo "== Execution cases"
status=0
python3 scripts/run-execution-cases.py --runner build-rt/bin/warp-run \
  --ptx-dir "$bundle/ptx" || status=$?
[[ $status == 77 ]] && exit 77
if [[ -d $bundle/isa ]]; then
  echo "== ISA oracle on the GPU"
  python3 scripts/isa-oracle.py --gpu --warp-run build-rt/bin/warp-run \
    --ptx-dir "$bundle/isa" --workdir build-rt/isa-work --jobs 8 --verbose \
    > build-rt/isa-oracle-gpu.log 2>&1 || status=$?
  grep -v '^PASS ' build-rt/isa-oracle-gpu.log || true
fi
if [[ -d $bundle/math ]]; then
  echo "== Math sweep on the GPU"
  python3 test/Sim/Inputs/math_sweep.py build-rt/bin --gpu \
    --ptx-dir "$bundle/math" --keep build-rt/math-gpu || status=$?
fi
if [[ -d $bundle/math-probe ]]; then
  echo "== NaN probe on the GPU (buffers in build-rt/math-probe-gpu)"
  python3 test/Sim/Inputs/math_sweep.py build-rt/bin --probe --gpu \
    --ptx-dir "$bundle/math-probe" --keep build-rt/math-probe-gpu || true  # measuring, not a gate
fi
echo "== Launch overhead"
build-rt/bin/warptile-launch-overhead --json bench/launch-overhead/results.json ||
  status=$?
if [[ -f $bundle/tile/manifest.json ]]; then
  echo "== Tile kernels against PyTorch, Triton and cuBLAS"
  python3 bench/tile/gpu/run.py --bundle "$bundle/tile" \
    --runtime build-rt/lib/libwarptile_cuda_runtime.so || status=$?
fi
exit "$status"
