//===- CudaToolkit.cpp - Where MLIR's NVVM target finds libdevice ---------===//
//
// Part of warptile. MLIR's NVVM serialization links libdevice (the __nv_*
// math functions that math.exp, math.rsqrt and friends lower to) from the
// CUDA toolkit it finds through CUDA_ROOT, CUDA_HOME or CUDA_PATH, or else
// the toolkit CMake found when MLIR was built. Debian's MLIR was built
// without one, so with none of the variables set the PTX keeps calls to
// undefined __nv_* functions, which ptxas and the driver JIT reject. The
// pipelines point CUDA_PATH at the toolkit this machine has.
//
//===----------------------------------------------------------------------===//

#include "warptile/Pipelines/Pipelines.h"
#include "warptile/Runtime/Runtime.h"

#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"

#include <cstdlib>
#include <mutex>

void mlir::warptile::useCUDAToolkitForLibdevice() {
  static std::once_flag once;
  std::call_once(once, [] {
    for (const char *variable : {"CUDA_ROOT", "CUDA_HOME", "CUDA_PATH"})
      if (std::getenv(variable))
        return; // The user's choice, as MLIR reads it.
    // The toolkit of the ptxas on PATH, else /usr/local/cuda.
    llvm::SmallString<256> toolkit(::warptile::rt::findPtxas());
    if (!toolkit.empty()) {
      llvm::sys::path::remove_filename(toolkit); // .../bin
      llvm::sys::path::remove_filename(toolkit); // the toolkit
    } else {
      toolkit = "/usr/local/cuda";
    }
    llvm::SmallString<256> libdevice(toolkit);
    llvm::sys::path::append(libdevice, "nvvm", "libdevice",
                            "libdevice.10.bc");
    if (llvm::sys::fs::exists(libdevice))
      setenv("CUDA_PATH", toolkit.c_str(), /*overwrite=*/0);
  });
}
