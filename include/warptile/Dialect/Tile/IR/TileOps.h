//===- TileOps.h - tile dialect operations ----------------------*- C++ -*-===//
//
// Part of warptile.
//
//===----------------------------------------------------------------------===//

#ifndef WARPTILE_DIALECT_TILE_IR_TILEOPS_H
#define WARPTILE_DIALECT_TILE_IR_TILEOPS_H

#include "mlir/Bytecode/BytecodeOpInterface.h"
#include "mlir/IR/BuiltinTypes.h"
#include "mlir/IR/OpDefinition.h"
#include "mlir/IR/OpImplementation.h"
#include "mlir/IR/SymbolTable.h"
#include "mlir/Interfaces/CallInterfaces.h"
#include "mlir/Interfaces/ControlFlowInterfaces.h"
#include "mlir/Interfaces/FunctionInterfaces.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"
#include "warptile/Dialect/Tile/IR/TileDialect.h"

#include "warptile/Dialect/Tile/IR/TileEnums.h.inc"

#define GET_OP_CLASSES
#include "warptile/Dialect/Tile/IR/TileOps.h.inc"

namespace mlir {
namespace tile {

/// Checks T3 and T4 for a kernel whose ops have been verified: tokens are
/// linear and joined, and the accesses to each partition are ordered.
LogicalResult verifyTokenOrder(KernelOp kernel);

} // namespace tile
} // namespace mlir

#endif // WARPTILE_DIALECT_TILE_IR_TILEOPS_H
