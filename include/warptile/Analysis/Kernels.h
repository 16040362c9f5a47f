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
#include <string>

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

/// Whether `op` ends the thread that runs it: `nvvm.exit`, `llvm.intr.trap`
/// or their imported intrinsic calls (`llvm.nvvm.exit`, `llvm.trap`); not
/// inline PTX, whose `exit;` is read from its text.
bool isExitOrTrap(Operation *op);

/// The `passthrough` entries named `name` (`nvvm.reqntid`, `nvvm.maxntid`)
/// of a function imported from LLVM IR, where clang's `__launch_bounds__`
/// and `reqntid` land as `"x[,y[,z]]"` strings (the PTX gets them as
/// `.reqntid`/`.maxntid`): one entry per occurrence, in order, each its
/// dimensions, or std::nullopt for a value that does not read as that.
llvm::SmallVector<std::optional<llvm::SmallVector<int64_t, 3>>>
passthroughBlockSizes(Operation *func, llvm::StringRef name);

/// One block-size declaration of a kernel: where it comes from
/// (`known_block_size`, `gpu.known_block_size`, `nvvm.reqntid`,
/// `nvvm.maxntid`, or `passthrough nvvm.reqntid`/`maxntid`), its
/// dimensions (std::nullopt for a passthrough value that does not read),
/// and its spelling in messages.
struct BlockDeclaration {
  llvm::StringRef source;
  std::optional<llvm::SmallVector<int64_t, 3>> dims;
  std::string spelled;
};

/// Every exact declaration of `func`'s block (`exact`: known_block_size,
/// gpu.known_block_size, nvvm.reqntid, as attributes and passthrough
/// entries) or every bound (nvvm.maxntid, both ways), in that order: the
/// one list W2 and the uniformity analysis read.
llvm::SmallVector<BlockDeclaration> blockDeclarations(Operation *func,
                                                     bool exact);

} // namespace warptile
} // namespace mlir

#endif // WARPTILE_ANALYSIS_KERNELS_H
