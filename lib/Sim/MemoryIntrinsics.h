//===- MemoryIntrinsics.h - memset, memcpy and memmove as byte accesses ---===//
//
// Part of warptile. Internal to lib/Sim.
//
//===----------------------------------------------------------------------===//

#ifndef WARPTILE_LIB_SIM_MEMORYINTRINSICS_H
#define WARPTILE_LIB_SIM_MEMORYINTRINSICS_H

#include "mlir/IR/BuiltinOps.h"

namespace warptile {
namespace sim {

/// Replaces every memset, memcpy and memmove in the function bodies of
/// `module` (`llvm.intr.memset`/`memcpy`/`memmove` and their `.inline`
/// forms, and `llvm.call_intrinsic` of `llvm.memset.*`, `llvm.memcpy.*`,
/// `llvm.memmove.*`) by a loop of byte loads and stores, which the
/// lowering then checks as any other access. Run before it.
void expandMemoryIntrinsics(mlir::ModuleOp module);

} // namespace sim
} // namespace warptile

#endif // WARPTILE_LIB_SIM_MEMORYINTRINSICS_H
