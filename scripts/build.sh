#!/usr/bin/env bash
# Configures (once) and builds warptile into ${BUILD_DIR:-build}.
set -euo pipefail
cd "$(dirname "$0")/.."
# ccache keys on paths relative to the checkout, so a fresh clone in
# another folder (CI) reuses what an earlier build compiled.
export CCACHE_BASEDIR=${CCACHE_BASEDIR:-$PWD} CCACHE_NOHASHDIR=${CCACHE_NOHASHDIR:-1}
build=${BUILD_DIR:-build}
if [[ ! -f $build/build.ninja ]]; then
  cmake -G Ninja -S . -B "$build" -DCMAKE_BUILD_TYPE=Release \
    -DCMAKE_C_COMPILER=gcc -DCMAKE_CXX_COMPILER=g++ \
    -DPython3_EXECUTABLE=/usr/bin/python3
fi
cmake --build "$build" --target warp-opt warp-ptx warp-run "$@"
