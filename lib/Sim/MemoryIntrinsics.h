//===- MemoryIntrinsics.h - memset, memcpy and memmove as byte accesses ---===//
//
// Part of warptile. Internal to lib/Sim.
//
//===----------------------------------------------------------------------===//

#ifndef WARPTILE_LIB_SIM_MEMORYINTRINSICS_H
#define WARPTILE_LIB_SIM_MEMORYINTRINSICS_H

#include "mlir/IR/BuiltinOps.h"

#include <cstdint>

namespace warptile {
namespace sim {

/// The most bytes a memset, memcpy or memmove may touch under the
/// simulator, which checks each one (16 MiB).
constexpr uint64_t kMaxCheckedBytes = uint64_t(1) << 24;

/// Replaces every memset, memcpy and memmove in the function bodies of
/// `module` (`llvm.intr.memset`/`memcpy`/`memmove` and their `.inline`
/// forms, and `llvm.call_intrinsic` of `llvm.memset.*`, `llvm.memcpy.*`,
/// `llvm.memmove.*`) by a loop of byte loads and stores, which the
/// lowering then checks as any other access, when the length is at most
/// kMaxCheckedBytes and a memcpy's ranges do not overlap; the op stays,
/// marked with why (refusalOf), on the other paths (round 35: 2^62 bytes
/// of a 16-byte buffer ran for ever; an overlapping memcpy, undefined in
/// LLVM, was copied forward). Run before the lowering.
void expandMemoryIntrinsics(mlir::ModuleOp module);

/// Why the simulator does not run `op`, an op expandMemoryIntrinsics left
/// on a path of its own (the lowering makes it a trap naming it and
/// this); empty for any other op.
llvm::StringRef refusalOf(mlir::Operation *op);

} // namespace sim
} // namespace warptile

#endif // WARPTILE_LIB_SIM_MEMORYINTRINSICS_H
