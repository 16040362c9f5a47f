# Sourced by scripts/test.sh --sanitize and the fuzzing scripts: how the
# sanitized build is configured and the options its binaries run with.
#
# Debian's LLVM/MLIR libraries are not instrumented, so:
# * allow_user_poisoning=0: LLVM headers compiled into our code poison and
#   unpoison allocator memory that the uninstrumented library code never
#   unpoisons, which would read as false use-after-poison reports;
# * assertions are on in our code and in the LLVM/MLIR header code it
#   inlines (no -DNDEBUG): an unchecked cast<> or front() on an empty list
#   reads garbage out of valid memory, which ASan cannot see. Layouts still
#   match the libraries: those depend on LLVM_ENABLE_ABI_BREAKING_CHECKS,
#   which the installed headers fix.
# abort_on_error makes every report a crash, which `not` (lit) does not
# accept as an ordinary failing exit.

# The runtimes ship with libclang-rt-22-dev; lld keeps the links of the
# static MLIR libraries short.
configure_sanitized() {
  local build=$1
  [[ -f $build/build.ninja ]] && return 0
  cmake -G Ninja -S . -B "$build" -DCMAKE_BUILD_TYPE=Release \
    -DCMAKE_C_COMPILER=clang-22 -DCMAKE_CXX_COMPILER=clang++-22 \
    -DCMAKE_CXX_FLAGS_RELEASE="-O1 -gline-tables-only" \
    -DCMAKE_C_FLAGS_RELEASE="-O1 -gline-tables-only" \
    -DLLVM_USE_LINKER=lld \
    -DWARPTILE_SANITIZE=ON -DWARPTILE_FUZZ=ON \
    -DPython3_EXECUTABLE=/usr/bin/python3
}

# Options already in the environment come last and so win. Sourced from the
# repository root ($PWD). scripts/lsan.supp says which leaks are not ours.
export ASAN_OPTIONS=allow_user_poisoning=0:abort_on_error=1:detect_leaks=1${ASAN_OPTIONS:+:$ASAN_OPTIONS}
export LSAN_OPTIONS=suppressions=$PWD/scripts/lsan.supp:print_suppressions=0${LSAN_OPTIONS:+:$LSAN_OPTIONS}
export UBSAN_OPTIONS=print_stacktrace=1:abort_on_error=1:halt_on_error=1${UBSAN_OPTIONS:+:$UBSAN_OPTIONS}
export ASAN_SYMBOLIZER_PATH=${ASAN_SYMBOLIZER_PATH:-/usr/lib/llvm-22/bin/llvm-symbolizer}
