//===- PtxArithmetic.h - LLVM arithmetic with PTX's results ----*- C++ -*-===//
//
// Part of warptile.
//
//===----------------------------------------------------------------------===//

#ifndef WARPTILE_LIB_SIM_PTXARITHMETIC_H
#define WARPTILE_LIB_SIM_PTXARITHMETIC_H

#include "Poison.h"

#include "warptile/Sim/Machine.h"

#include "mlir/IR/BuiltinOps.h"

#include <vector>

namespace warptile {
namespace sim {

/// Rewrites the LLVM-dialect arithmetic of the host module `module` so that
/// the host computes what the PTX instructions NVPTX selects for it compute
/// (where LLVM's semantics leave poison or x86 traps):
///
/// * shl/lshr/ashr by the bit width or more clamp the amount (0, 0, the
///   sign fill), as shl/shr do;
/// * fptosi/fptoui saturate and give NaN cvt's value, as cvt.rzi does;
/// * f32 results of arithmetic that are NaN are the canonical NaN
///   0x7fffffff;
/// * sdiv/udiv/srem/urem by zero, and sdiv/srem of the minimum integer by
///   -1, never trap: the divisor is replaced by 1, the result is a fixed
///   value, and the result is undefined (appended to `undefined`, with its
///   origin: the site, added to `sites`, of the division that made it).
void rewritePtxArithmetic(mlir::ModuleOp module, std::vector<Site> &sites,
                          std::vector<UndefinedValue> &undefined);

} // namespace sim
} // namespace warptile

#endif // WARPTILE_LIB_SIM_PTXARITHMETIC_H
