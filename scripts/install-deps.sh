#!/usr/bin/env bash
# Installs what warptile needs from Debian 12's packages, skipping what is
# already there. Safe to run repeatedly. The CUDA toolkit is optional and is
# never installed here: ptxas, its headers (for clang-22's CUDA front end in
# the imported-IR tests) and the driver are detected when present.
# libclang-rt-22-dev holds clang-22's sanitizer and libFuzzer runtimes
# (scripts/test.sh --sanitize, scripts/fuzz.sh). The Python package builds
# against Debian's /usr/bin/python3 with apt's pybind11, NumPy and pytest.
set -euo pipefail

packages=(
  cmake ninja-build g++ ccache
  llvm-22-dev llvm-22-tools libmlir-22-dev mlir-22-tools lld-22
  clang-22 libclang-rt-22-dev
  libgtest-dev
  python3 python3-dev pybind11-dev python3-numpy python3-pytest
)

missing=()
for pkg in "${packages[@]}"; do
  dpkg-query -W -f='${Status}' "$pkg" 2>/dev/null | grep -q "install ok installed" ||
    missing+=("$pkg")
done
if ((${#missing[@]} == 0)); then
  echo "install-deps: all ${#packages[@]} packages present"
  exit 0
fi

sudo=()
if [[ $(id -u) -ne 0 ]]; then
  command -v sudo >/dev/null || {
    echo "install-deps: need root or sudo to install: ${missing[*]}" >&2
    exit 1
  }
  sudo=(sudo)
fi
echo "install-deps: installing ${missing[*]}"
"${sudo[@]}" apt-get update -qq
DEBIAN_FRONTEND=noninteractive "${sudo[@]}" apt-get install -y -qq --no-install-recommends "${missing[@]}"
