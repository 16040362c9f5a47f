//===- PtxRequirements.h - Which chip and PTX version an op needs -*- C++ -*-===//
//
// Part of warptile. Some NVVM ops (and 128-bit cmpxchg) need a newer chip
// or PTX version than warp-to-ptx's defaults; the NVPTX backend aborts
// ("Cannot select") or fails ("unsupported cmpxchg") on them without a
// location. The pipeline checks the lowered kernels first: it raises the
// PTX version (the `+ptxNN` feature) to what they need, and refuses an op
// the chip cannot have with an error at its location.
//
//===----------------------------------------------------------------------===//

#ifndef WARPTILE_LIB_PIPELINES_PTXREQUIREMENTS_H
#define WARPTILE_LIB_PIPELINES_PTXREQUIREMENTS_H

#include "mlir/IR/BuiltinOps.h"
#include "mlir/Support/LLVM.h"

#include <string>

namespace mlir {
namespace warptile {

/// Whether `module` (before lowering) holds an op that may need a newer
/// chip or PTX version than the defaults: ops of the NVVM and LLVM
/// dialects written by hand, and generic atomics (a cmpxchg loop). Cheap;
/// when false, checkPTXRequirements has nothing to find.
bool mayNeedNewerPTX(ModuleOp module);

/// Checks the NVVM-dialect kernels of `lowered` against `chip`: the PTX
/// version they need (86 for PTX 8.6; 0 when nothing needs one), or
/// failure after an error at each op the chip cannot have.
FailureOr<unsigned> checkPTXRequirements(ModuleOp lowered, StringRef chip);

/// `features` with its `+ptxNN` raised to at least `version` (no change
/// for 0).
std::string withPTXVersion(StringRef features, unsigned version);

} // namespace warptile
} // namespace mlir

#endif // WARPTILE_LIB_PIPELINES_PTXREQUIREMENTS_H
