//===- TileCombineOps.cpp - arg_reduce, scan, transpose verifiers ---------===//
//
// Part of warptile. The shapes (T12) and combining kinds (T19) of the ops
// that combine or move a tile's elements along a dimension beside
// tile.reduce: tile.arg_reduce (argmax/argmin), tile.scan (cumsum and its
// kin) and tile.transpose. They are pure ops on values; their lowering
// (lib/Conversion/TileToGPU) moves elements only between the threads of
// one program.
//
//===----------------------------------------------------------------------===//

#include "warptile/Dialect/Tile/IR/TileOps.h"

#include "TileShapes.h"

using namespace mlir;
using namespace mlir::tile;

/// T12: `dim` names a dimension of `source`.
static LogicalResult verifyDim(Operation *op, RankedTensorType source,
                               int64_t dim) {
  if (dim < 0 || dim >= source.getRank())
    return op->emitOpError("T12: dimension ")
           << dim << " is outside the " << source.getRank()
           << "-dimensional source";
  return success();
}

/// T12: `result` is `source` reduced along `dim` (the dimension dropped or
/// kept with size 1), of element type `element`.
static LogicalResult verifyReducedShape(Operation *op, RankedTensorType source,
                                        int64_t dim, RankedTensorType result,
                                        Type element, StringRef what) {
  SmallVector<int64_t> dropped(source.getShape()), kept(source.getShape());
  dropped.erase(dropped.begin() + dim);
  kept[dim] = 1;
  if (result.getElementType() != element ||
      (result.getShape() != ArrayRef(dropped) &&
       result.getShape() != ArrayRef(kept)))
    return op->emitOpError("T12: the ")
           << what << " of reducing dimension " << dim << " of " << source
           << " is " << RankedTensorType::get(dropped, element) << " or "
           << RankedTensorType::get(kept, element) << ", not " << result;
  return success();
}

static bool isBitwise(ReduceKind kind) {
  return kind == ReduceKind::bit_and || kind == ReduceKind::bit_or ||
         kind == ReduceKind::bit_xor;
}

LogicalResult ArgReduceOp::verify() {
  RankedTensorType source = getSource().getType();
  if (failed(verifyStaticTile(*this, source, "the source")) ||
      failed(verifyDim(*this, source, getDim())))
    return failure();
  ReduceKind kind = getKind();
  if (kind != ReduceKind::max && kind != ReduceKind::min)
    return emitOpError("T19: 'tile.arg_reduce' finds a 'max' or a 'min', not "
                       "'")
           << stringifyReduceKind(kind) << "'";
  Type element = source.getElementType();
  if (!isa<FloatType, IntegerType>(element))
    return emitOpError("T19: 'tile.arg_reduce' compares integers or floats, "
                       "not ")
           << element;
  RankedTensorType index = getIndex().getType();
  auto indexType = dyn_cast<IntegerType>(index.getElementType());
  if (!indexType || !indexType.isSignless() ||
      (indexType.getWidth() != 32 && indexType.getWidth() != 64))
    return emitOpError("T19: the index tile's elements are i32 or i64, not ")
           << index.getElementType();
  if (indexType.getWidth() == 32 && source.getDimSize(getDim()) > INT32_MAX)
    return emitOpError("T19: dimension ")
           << getDim() << " has " << source.getDimSize(getDim())
           << " elements, more than an i32 index counts";
  if (failed(verifyReducedShape(*this, source, getDim(), getValue().getType(),
                                element, "value")) ||
      failed(verifyReducedShape(*this, source, getDim(), index,
                                index.getElementType(), "index")))
    return failure();
  if (getValue().getType().getShape() != index.getShape())
    return emitOpError("T12: the value ")
           << getValue().getType() << " and the index " << index
           << " have different shapes";
  return success();
}

LogicalResult ScanOp::verify() {
  RankedTensorType source = getSource().getType();
  if (failed(verifyStaticTile(*this, source, "the source")) ||
      failed(verifyDim(*this, source, getDim())))
    return failure();
  if (isBitwise(getKind()))
    return emitOpError("T19: 'tile.scan' combines by 'add', 'mul', 'max' or "
                       "'min', not '")
           << stringifyReduceKind(getKind()) << "'";
  Type element = source.getElementType();
  if (!isa<FloatType, IntegerType>(element))
    return emitOpError("T19: 'tile.scan' combines integers or floats, not ")
           << element;
  return success();
}

LogicalResult TransposeOp::verify() {
  RankedTensorType source = getSource().getType(), result = getType();
  if (failed(verifyStaticTile(*this, source, "the source")) ||
      failed(verifyStaticTile(*this, result, "the result")))
    return failure();
  if (source.getRank() != 2)
    return emitOpError("T12: 'tile.transpose' swaps the dimensions of a "
                       "2-dimensional tile, not of ")
           << source;
  auto want = RankedTensorType::get(
      {source.getDimSize(1), source.getDimSize(0)}, source.getElementType());
  if (result != want)
    return emitOpError("T12: transposing ")
           << source << " gives " << want << ", not " << result;
  return success();
}
