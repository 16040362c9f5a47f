#!/usr/bin/env bash
# On a GPU machine without MLIR, after scripts/gpu-run.sh built build-rt:
# profiles tile cases of the bundle (ours, and the Triton / cuBLAS peers
# of bench/tile/gpu/run.py) with Nsight Compute, one launch each, and
# writes their SASS (ours assembled from the bundle's PTX by ptxas, the
# Triton twins' from Triton's cache) beside the report.
# Usage: scripts/gpu-profile.sh [BUNDLE] [CASES] [OUTDIR]
#   CASES: comma-separated case names (default: the transformer kernels
#   and one GEMM); OUTDIR: default build-rt/profile.
set -euo pipefail
cd "$(dirname "$0")/.."
bundle=${1:-build/gpu-bundle}
cases=${2:-attention,linear_gelu,gemm_f16_4096_b128}
out=${3:-build-rt/profile}
mkdir -p "$out"
for tool in ncu ptxas cuobjdump; do
  command -v "$tool" >/dev/null || { echo "gpu-profile: no $tool" >&2; exit 1; }
done
sections=()
for s in SpeedOfLight Occupancy LaunchStats WarpStateStats \
         ComputeWorkloadAnalysis MemoryWorkloadAnalysis SchedulerStats \
         InstructionStats; do
  sections+=(--section "$s")
done
ncu --profile-from-start off "${sections[@]}" \
  python3 bench/tile/gpu/run.py --bundle "$bundle/tile" \
  --runtime build-rt/lib/libwarptile_cuda_runtime.so --only "$cases" \
  --profile > "$out/ncu.txt" 2>&1 || echo "gpu-profile: ncu exited $?"
IFS=, read -ra names <<<"$cases"
for name in "${names[@]}"; do
  ptxas -arch=sm_90 -v "$bundle/tile/$name.ptx" -o "$out/$name.cubin" \
    > "$out/$name.ptxas.txt" 2>&1 || true
  cuobjdump -sass "$out/$name.cubin" > "$out/warptile-$name.sass" || true
done
find "${TRITON_CACHE_DIR:-$HOME/.triton/cache}" -name '*.cubin' 2>/dev/null |
while read -r cubin; do
  cuobjdump -sass "$cubin" > "$out/triton-$(basename "$cubin" .cubin).sass" || true
done
echo "gpu-profile: wrote $out"
