//===- TileDialect.h - The tile dialect -------------------------*- C++ -*-===//
//
// Part of warptile. The dialect and its types.
//
//===----------------------------------------------------------------------===//

#ifndef WARPTILE_DIALECT_TILE_IR_TILEDIALECT_H
#define WARPTILE_DIALECT_TILE_IR_TILEDIALECT_H

#include "mlir/IR/AffineMap.h"
#include "mlir/IR/Dialect.h"
#include "mlir/IR/DialectImplementation.h"
#include "mlir/IR/Types.h"

#include "warptile/Dialect/Tile/IR/TileOpsDialect.h.inc"

#define GET_TYPEDEF_CLASSES
#include "warptile/Dialect/Tile/IR/TileOpsTypes.h.inc"

#define GET_ATTRDEF_CLASSES
#include "warptile/Dialect/Tile/IR/TileAttrs.h.inc"

#endif // WARPTILE_DIALECT_TILE_IR_TILEDIALECT_H
