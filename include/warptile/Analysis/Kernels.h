//===- Kernels.h - Which functions are kernels ------------------*- C++ -*-===//
//
// Part of warptile. The one answer to "is this function a kernel" for
// every layer that asks (the warp verifier, the uniformity and race
// analyses, the simulator, warp-ptx, the language server): the forms a
// kernel takes from the source to PTX.
//
//===----------------------------------------------------------------------===//

#ifndef WARPTILE_ANALYSIS_KERNELS_H
#define WARPTILE_ANALYSIS_KERNELS_H

#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/StringRef.h"

#include <cstdint>
#include <optional>

namespace mlir {
class Operation;

namespace warptile {

/// Whether `func` is a kernel: a `gpu.func` marked `kernel`, an `llvm.func`
/// with the PTX kernel calling convention (`llvm.cconv = #llvm.cconv<
/// ptx_kernel>`, what LLVM IR imported from CUDA C++ carries), or any
/// function marked `gpu.kernel` or `nvvm.kernel` (what the GPU-to-NVVM
/// lowering leaves on `llvm.func`). A `tile.kernel` is a grid of programs,
/// not a function, and is not one here (see isLaunchableKernel).
bool isKernelFunction(Operation *func);

/// The `passthrough` entries named `name` (`nvvm.reqntid`, `nvvm.maxntid`)
/// of a function imported from LLVM IR, where clang's `__launch_bounds__`
/// and `reqntid` land as `"x[,y[,z]]"` strings (the PTX gets them as
/// `.reqntid`/`.maxntid`): one entry per occurrence, in order, each its
/// dimensions, or std::nullopt for a value that does not read as that.
llvm::SmallVector<std::optional<llvm::SmallVector<int64_t, 3>>>
passthroughBlockSizes(Operation *func, llvm::StringRef name);

} // namespace warptile
} // namespace mlir

#endif // WARPTILE_ANALYSIS_KERNELS_H
