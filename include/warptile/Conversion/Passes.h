//===- Passes.h - warptile conversion passes --------------------*- C++ -*-===//
//
// Part of warptile.
//
//===----------------------------------------------------------------------===//

#ifndef WARPTILE_CONVERSION_PASSES_H
#define WARPTILE_CONVERSION_PASSES_H

#include "mlir/Pass/Pass.h"
#include "warptile/Conversion/WarpToNVVM/WarpToNVVM.h"

namespace mlir {
namespace warptile {

#define GEN_PASS_DECL
#define GEN_PASS_REGISTRATION
#include "warptile/Conversion/Passes.h.inc"

} // namespace warptile
} // namespace mlir

#endif // WARPTILE_CONVERSION_PASSES_H
