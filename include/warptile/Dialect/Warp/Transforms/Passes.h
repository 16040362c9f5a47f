//===- Passes.h - warp dialect passes ---------------------------*- C++ -*-===//
//
// Part of warptile.
//
//===----------------------------------------------------------------------===//

#ifndef WARPTILE_DIALECT_WARP_TRANSFORMS_PASSES_H
#define WARPTILE_DIALECT_WARP_TRANSFORMS_PASSES_H

#include "mlir/Pass/Pass.h"

namespace mlir {
namespace warp {

#define GEN_PASS_DECL
#define GEN_PASS_REGISTRATION
#include "warptile/Dialect/Warp/Transforms/Passes.h.inc"

} // namespace warp
} // namespace mlir

#endif // WARPTILE_DIALECT_WARP_TRANSFORMS_PASSES_H
