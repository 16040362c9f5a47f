#!/usr/bin/env bash
# The main job: install what is missing, build, check the example kernels,
# and show the verifier catching cuda-samples #398.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/install-deps.sh
scripts/build.sh
opt=${BUILD_DIR:-build}/bin/warp-opt

echo
echo "== Example kernels: every one verifies"
for f in examples/warp/*.mlir; do
  "$opt" "$f" >/dev/null
  echo "  ok  $f"
done

echo
echo "== A real bug, caught: cuda-samples #398 (reduce7 with a 32-thread block)"
if "$opt" --mlir-print-op-on-diagnostic=false examples/bugs/reduce7_32_threads.mlir >/dev/null 2>/tmp/warptile-demo.err; then
  echo "demo: the bug was NOT caught" >&2
  exit 1
fi
sed 's/^/  /' /tmp/warptile-demo.err
echo
echo "demo: done (warp-opt rejected the bug with exit code 1, as it should)"
