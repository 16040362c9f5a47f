#!/usr/bin/env bash
# A new user's Python, as CI checks it: a fresh virtual environment
# (Debian's /usr/bin/python3, or WARPTILE_VENV_PYTHON), `pip install .`
# with the newest NumPy pip finds (2.x), then the README's Python snippet
# and every python/examples script, on the CPU executor (no GPU: the
# driver is pointed nowhere). The wheel is built by scikit-build-core in
# build-pip (kept, so a second run is incremental) through ccache, whose
# paths are relative to the checkout (CCACHE_BASEDIR), so a fresh clone
# reuses what an earlier run compiled. Ends with one summary line.
set -euo pipefail
cd "$(dirname "$0")/.."
export CCACHE_BASEDIR=${CCACHE_BASEDIR:-$PWD} CCACHE_NOHASHDIR=${CCACHE_NOHASHDIR:-1}
# The compiler named as scripts/build.sh names it: ccache hashes the
# compiler's name, so /usr/bin/x86_64-linux-gnu-g++ (what CMake picks by
# itself) would miss every object the CMake build compiled.
export CC=${CC:-gcc} CXX=${CXX:-g++}
export CMAKE_BUILD_PARALLEL_LEVEL=${CMAKE_BUILD_PARALLEL_LEVEL:-$(nproc)}
python=${WARPTILE_VENV_PYTHON:-/usr/bin/python3}
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT
venv=$scratch/venv

"$python" -m venv "$venv"
"$venv/bin/pip" install -q --upgrade pip
"$venv/bin/pip" install -q --upgrade numpy
"$venv/bin/pip" install -q .
numpy=$("$venv/bin/python" -c 'import numpy; print(numpy.__version__)')
[[ $numpy == 2.* ]] || { echo "python venv: NumPy $numpy, not 2.x"; exit 1; }

# The README's first ```python block (section "Python"), run from the
# checkout (its paths are relative to it; python/ holds the sources, so
# `import warptile` finds the installed package).
awk '/^```python$/ {on = 1; next} on && /^```$/ {exit} on' README.md \
  > "$scratch/readme.py"
[[ -s $scratch/readme.py ]] || { echo "python venv: no Python snippet in README.md"; exit 1; }
export WARPTILE_LIBCUDA=$scratch/no-libcuda.so
ran=0
for script in "$scratch/readme.py" python/examples/*.py; do
  echo "== $script"
  timeout 600 "$venv/bin/python" "$script"
  ran=$((ran + 1))
done
version=$("$venv/bin/python" -c 'import warptile; print(warptile.__version__)')
echo "python venv: warptile $version, NumPy $numpy, $ran scripts ran on the CPU executor"
