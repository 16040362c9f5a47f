//===- Passes.h - tile dialect passes ---------------------------*- C++ -*-===//
//
// Part of warptile.
//
//===----------------------------------------------------------------------===//

#ifndef WARPTILE_DIALECT_TILE_TRANSFORMS_PASSES_H
#define WARPTILE_DIALECT_TILE_TRANSFORMS_PASSES_H

#include "mlir/Pass/Pass.h"

namespace mlir {
namespace tile {

#define GEN_PASS_DECL
#define GEN_PASS_REGISTRATION
#include "warptile/Dialect/Tile/Transforms/Passes.h.inc"

} // namespace tile
} // namespace mlir

#endif // WARPTILE_DIALECT_TILE_TRANSFORMS_PASSES_H
