# -*- Python -*-
# lit configuration for the warptile regression tests.

import glob
import os
import shlex

import lit.formats
from lit.llvm import llvm_config

config.name = "WARPTILE"
config.test_format = lit.formats.ShTest(not llvm_config.use_lit_shell)
config.suffixes = [".mlir", ".cu", ".test", ".c"]
config.test_source_root = os.path.dirname(__file__)
config.test_exec_root = os.path.join(config.warptile_obj_root, "test")
config.excludes = ["CMakeLists.txt", "lit.cfg.py", "lit.site.cfg.py", "Inputs"]

# Variables captured in a CHECK-LABEL block stay in that block.
config.environment["FILECHECK_OPTS"] = "--enable-var-scope"

llvm_config.with_system_environment(["HOME", "INCLUDE", "LIB", "TMP", "TEMP"])
llvm_config.use_default_substitutions()
# Debian keeps `not` and `count` in the LLVM tools dir, off the default PATH.
llvm_config.with_environment("PATH", config.llvm_tools_dir, append_path=True)

tool_dirs = [config.warptile_tools_dir, config.llvm_tools_dir]
llvm_config.add_tool_substitutions(["warp-opt", "warp-ptx", "warp-run",
                                    "warp-lsp-server", "warptile-capi-test",
                                    "staticmap-bench",
                                    "warptile-param-align-test"],
                                   tool_dirs)
# The libFuzzer target exists only in -DWARPTILE_FUZZ=ON builds.
if os.path.exists(os.path.join(config.warptile_tools_dir, "warp-fuzz")):
    config.available_features.add("warp-fuzz")
    llvm_config.add_tool_substitutions(["warp-fuzz"], tool_dirs)
config.substitutions.append(("%python", config.python_executable))
config.substitutions.append(
    ("%normalize-ptx", "%s %s" % (config.python_executable, os.path.join(
        config.warptile_src_root, "scripts", "ptx-normalize.py"))))
config.substitutions.append(
    ("%examples", os.path.join(config.warptile_src_root, "examples")))
config.substitutions.append(
    ("%bench", os.path.join(config.warptile_src_root, "bench")))

config.substitutions.append(
    ("%mlir-translate", os.path.join(config.llvm_tools_dir, "mlir-translate")))

# CUDA compiled by clang into LLVM IR, for the imported-IR checks: needs
# Debian's clang-22 and the CUDA toolkit's headers.
cuda_path = os.environ.get("CUDA_PATH", "/usr/local/cuda")
clang = os.path.join(config.llvm_tools_dir, "clang")
if os.path.exists(clang) and os.path.exists(
        os.path.join(cuda_path, "include", "cuda_runtime.h")):
    config.available_features.add("clang-cuda")
    # CUDA 13 keeps libcu++ (which cooperative_groups.h includes) in
    # include/cccl.
    cccl = os.path.join(cuda_path, "include", "cccl")
    config.substitutions.append(("%clang-cuda", " ".join([
        clang, "-x cuda --cuda-device-only --cuda-gpu-arch=sm_90",
        "--cuda-path=" + cuda_path, "-O2 -emit-llvm -S",
        "-Wno-unknown-cuda-version"] +
        (["-isystem " + cccl] if os.path.isdir(cccl) else []))))

# MLIR's NVVM target links libdevice (math.exp, math.rsqrt, ...) from the
# toolkit it finds through CUDA_ROOT/CUDA_HOME/CUDA_PATH; without one the
# PTX calls __nv_* functions that ptxas cannot resolve.
for variable in ["CUDA_ROOT", "CUDA_HOME", "CUDA_PATH"]:
    if variable in os.environ:
        config.environment[variable] = os.environ[variable]
if not any(v in os.environ for v in ["CUDA_ROOT", "CUDA_HOME", "CUDA_PATH"]):
    config.environment["CUDA_PATH"] = cuda_path

# Optional CUDA tools: PTX assembly checks run where ptxas exists.
if config.ptxas and not config.ptxas.endswith("-NOTFOUND"):
    config.available_features.add("ptxas")
    config.substitutions.append(("%ptxas", config.ptxas))

config.substitutions.append(("%warptile_bin", config.warptile_tools_dir))

# The package and its consumer (test/Embed): this build's cmake and the
# arguments that configure a consumer like this build.
config.substitutions.append(("%cmake", shlex.quote(config.cmake_command)))
config.substitutions.append(("%embed-cmake-args", " ".join(
    shlex.quote(arg) for arg in config.embed_cmake_args)))
config.substitutions.append(("%warptile_obj_root", config.warptile_obj_root))
if config.warptile_instrumented:
    config.available_features.add("instrumented")
    # ASan and UBSan make the simulator's runtime several times slower: the
    # default watchdog (10 s) is for uninstrumented runs. Tests that expect
    # the watchdog pass --timeout themselves.
    config.environment["WARPTILE_TIMEOUT"] = "120"

# The Python package, where this build has it (python/CMakeLists.txt: it
# needs Python headers and pybind11, and is off in sanitized builds).
if glob.glob(os.path.join(config.warptile_obj_root, "python_packages",
                          "warptile", "_warptile*.so")):
    config.available_features.add("python-package")

# Debian's own mlir-opt with libWarptilePlugin.so (test/Plugin).
if config.warptile_build_plugin:
    config.available_features.add("plugin")
config.substitutions.append(
    ("%stock-mlir-opt", os.path.join(config.llvm_tools_dir, "mlir-opt")))
config.substitutions.append(("%warptile-plugin", os.path.join(
    config.warptile_obj_root, "lib", "libWarptilePlugin.so")))

# Debian's mlir-runner with our mgpu* runtime and MLIR's runner utilities.
config.substitutions.append(
    ("%mlir-runner", os.path.join(config.llvm_tools_dir, "mlir-runner")))
config.substitutions.append(("%warptile-cuda-runtime", os.path.join(
    config.warptile_obj_root, "lib", "libwarptile_cuda_runtime.so")))
config.substitutions.append(("%runner-utils", os.path.join(
    os.path.dirname(config.llvm_tools_dir), "lib",
    "libmlir_runner_utils.so")))

# warp-run against a driver that needs no GPU (test/Runtime/Inputs).
config.substitutions.append(("%fake-cuda", os.path.join(
    config.warptile_obj_root, "test", "Runtime",
    "libwarptile-fake-cuda.so")))


def has_cuda_device():
    """Whether a CUDA driver loads and reports a device: execution tests
    (REQUIRES: cuda-driver) run only then."""
    import ctypes
    try:
        cuda = ctypes.CDLL("libcuda.so.1")
        count = ctypes.c_int(0)
        return (cuda.cuInit(0) == 0 and
                cuda.cuDeviceGetCount(ctypes.byref(count)) == 0 and
                count.value > 0)
    except OSError:
        return False


if has_cuda_device():
    config.available_features.add("cuda-driver")
