//===- TileShapes.h - Shapes shared by the tile verifiers -------*- C++ -*-===//
//
// Part of warptile.
//
//===----------------------------------------------------------------------===//

#ifndef WARPTILE_LIB_DIALECT_TILE_IR_TILESHAPES_H
#define WARPTILE_LIB_DIALECT_TILE_IR_TILESHAPES_H

#include "mlir/IR/BuiltinTypes.h"
#include "mlir/IR/Operation.h"
#include "warptile/Dialect/Tile/IR/TileDialect.h"
#include "llvm/Support/CheckedArithmetic.h"
#include "llvm/Support/raw_ostream.h"

namespace mlir {
namespace tile {

/// `128x?x4`, as shapes print inside types.
inline std::string shapeString(ArrayRef<int64_t> shape) {
  std::string out;
  llvm::raw_string_ostream os(out);
  llvm::interleave(
      shape, os,
      [&](int64_t d) {
        if (ShapedType::isDynamic(d))
          os << "?";
        else
          os << d;
      },
      "x");
  return out;
}

/// The block shape and element type of a `!tile.part` or `!tile.mapped_part`.
inline std::pair<ArrayRef<int64_t>, Type> blockOf(Type part) {
  if (auto p = dyn_cast<PartType>(part))
    return {p.getShape(), p.getElementType()};
  auto m = cast<MappedPartType>(part);
  return {m.getShape(), m.getElementType()};
}

/// The product of the static sizes in `shape` (dynamic ones are skipped),
/// or nothing when it does not fit in 64 bits: every size and index
/// computation of the verifiers is checked, so that a wrapped count never
/// proves anything.
inline std::optional<int64_t> staticProduct(ArrayRef<int64_t> shape) {
  int64_t product = 1;
  for (int64_t d : shape) {
    if (ShapedType::isDynamic(d))
      continue;
    std::optional<int64_t> next = llvm::checkedMul(product, d);
    if (!next)
      return std::nullopt;
    product = *next;
  }
  return product;
}

/// T12: a tile value is a statically shaped tensor whose element count
/// fits in 64 bits (a wrapped count would let a reshape or a lowering size
/// it as something else).
inline LogicalResult verifyStaticTile(Operation *op, Type type,
                                      StringRef what) {
  auto tensor = cast<RankedTensorType>(type);
  if (!tensor.hasStaticShape())
    return op->emitOpError("T12: ")
           << what << " " << type << " is not statically shaped";
  if (!staticProduct(tensor.getShape()))
    return op->emitOpError("T12: ")
           << what << " " << type << " has more elements than 64 bits count";
  return success();
}

} // namespace tile
} // namespace mlir

#endif // WARPTILE_LIB_DIALECT_TILE_IR_TILESHAPES_H
