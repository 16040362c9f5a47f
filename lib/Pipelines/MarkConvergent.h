//===- MarkConvergent.h - Device functions are convergent ------*- C++ -*-===//
//
// Part of warptile. LLVM may move a call across the branches around it
// (sink it into the one branch that uses its result, hoist it out of an
// arm) when the call is not `convergent` and its attributes say it is
// pure (`memory(none)`, `nounwind`, `willreturn`, or `speculatable`). A
// function that runs a warp collective or a barrier then runs on other
// lanes than the program says (issue 27 round 32: a helper's full-mask
// redux.sync sunk into `lane < 16`). Clang marks every CUDA device
// function `convergent` and lets LLVM's FunctionAttrs drop it where no
// convergent operation is reached; MLIR's lowering marks none. This pass
// does what clang does, before the lowering, which carries the attribute
// to the `llvm.func`s.
//
//===----------------------------------------------------------------------===//

#ifndef WARPTILE_LIB_PIPELINES_MARKCONVERGENT_H
#define WARPTILE_LIB_PIPELINES_MARKCONVERGENT_H

#include "mlir/Pass/Pass.h"

#include <memory>

namespace mlir {
namespace warptile {

/// On a gpu.module: marks every function (`gpu.func`, `func.func`,
/// `llvm.func`, bodies and declarations) and every indirect `llvm.call`
/// `convergent`, and drops `speculatable` from the functions' `passthrough`
/// (LLVM hoists a speculatable call out of its branch, convergent or not).
std::unique_ptr<Pass> createMarkConvergentPass();

} // namespace warptile
} // namespace mlir

#endif // WARPTILE_LIB_PIPELINES_MARKCONVERGENT_H
