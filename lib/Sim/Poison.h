//===- Poison.h - Undefined shuffle results to their uses -----*- C++ -*-===//
//
// Part of warptile.
//
//===----------------------------------------------------------------------===//

#ifndef WARPTILE_LIB_SIM_POISON_H
#define WARPTILE_LIB_SIM_POISON_H

#include "warptile/Sim/Machine.h"

#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/IR/BuiltinOps.h"

#include <vector>

namespace warptile {
namespace sim {

/// A shuffle of the host module: its call of __wsim_shfl and the value the
/// kernel reads from it (the call's low 32 bits as the shuffled type).
struct ShuffleValue {
  mlir::LLVM::CallOp call;
  mlir::Value value;
};

/// A value the kernel computed that PTX leaves undefined (an integer
/// division by zero, PtxArithmetic.h), with its poison origin: an i32 (for
/// a vector value, a vector of them, one per element) that is 0 where the
/// value is defined, else 1 + the site of the op that made it undefined.
struct UndefinedValue {
  mlir::Value value;
  mlir::Value origin;
};

/// Gives every value of the functions holding `shuffles` or `undefined` values
/// that may depend on one a shadow: an i32 poison origin (0: defined, else 1 +
/// the site of the shuffle whose undefined read it comes from, as __wsim_shfl
/// returns it in bits 33-63, or of the op that made an `undefined` value; a
/// vector value has a vector of them, one per element, so a masked store
/// reports only its enabled elements). A result's shadow is that of the
/// operands it is computed from (a select's, that of the operand it picks; a
/// load's is clean); block arguments get shadow arguments. Where such a value
/// is stored, used as an address, decides a branch, or goes to a collective, a
/// call or a return, a call of __wsim_poisoned reports it if it is poisoned; a
/// shuffle passes its value's shadow on to the lanes that read it instead (its
/// mask, offset and clamp are reported). Functions without shuffles or
/// undefined values are left as they are.
void instrumentPoison(mlir::ModuleOp module,
                      llvm::ArrayRef<ShuffleValue> shuffles,
                      llvm::ArrayRef<UndefinedValue> undefined,
                      std::vector<Site> &sites);

/// Replaces every scalar `llvm.mlir.poison` the kernels use by 0, recorded
/// in `undefined` as an undefined value whose origin names it: the warp
/// lowering gives poison to the lanes outside a diverged half (a guarded
/// collective's result, a guarded `warp.if`'s), and a lane that stores or
/// otherwise uses it reads a value the GPU leaves undefined. Run before
/// instrumentPoison.
void undefinedPoisonValues(mlir::ModuleOp module, std::vector<Site> &sites,
                           std::vector<UndefinedValue> &undefined);

} // namespace sim
} // namespace warptile

#endif // WARPTILE_LIB_SIM_POISON_H
