//===- SharedLoads.h - Loads that may read shared memory --------*- C++ -*-===//
//
// Part of warptile. Internal to lib/Sim: which loads of a module may read
// shared memory, so that the lowering defers their `shared-uninit` report
// to the uses of the value (access::kDeferUninit, Poison.h).
//
//===----------------------------------------------------------------------===//

#ifndef WARPTILE_LIB_SIM_SHAREDLOADS_H
#define WARPTILE_LIB_SIM_SHAREDLOADS_H

#include "mlir/IR/BuiltinOps.h"
#include "llvm/ADT/DenseSet.h"

namespace warptile {
namespace sim {

/// The non-atomic `llvm.load`s (volatile ones included: CUB's warp scan
/// reads its halo with ld.volatile) of `module` whose
/// address may come from a shared pointer (a value of `!llvm.ptr<3>`)
/// through address arithmetic, casts (addrspacecast to generic included),
/// selects and block arguments. Loads through pointers from anywhere else
/// (arguments, loaded pointers, calls) are not in it: their uninitialised
/// shared reads are still reported at the load. Run before the lowering
/// makes every pointer a host pointer.
llvm::DenseSet<mlir::Operation *> loadsThatMayReadShared(mlir::ModuleOp module);

} // namespace sim
} // namespace warptile

#endif // WARPTILE_LIB_SIM_SHAREDLOADS_H
