//===- TypeConverter.cpp - Tiles with layouts to per-thread values --------===//
//
// Part of warptile. The per-thread types of tile values and kernel
// parameters, and the register maps of the blocked and slice layouts
// (docs/TileLowering.md, "Layouts").
//
//===----------------------------------------------------------------------===//

#include "TypeConverter.h"

#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "warptile/Dialect/Tile/Transforms/Layouts.h"

using namespace mlir;
using namespace mlir::tile;

TileTypeConverter::TileTypeConverter(MLIRContext *context) {
  // Scalars stay (added first: tried last).
  addConversion([](Type type) -> std::optional<Type> {
    if (type.isIntOrIndexOrFloat())
      return type;
    return std::nullopt;
  });
  auto global = LLVM::LLVMPointerType::get(context, /*addressSpace=*/1);
  auto index = IndexType::get(context);
  // A view: its pointer and its dynamic sizes.
  addConversion(
      [=](ViewType view,
          SmallVectorImpl<Type> &results) -> std::optional<LogicalResult> {
        results.push_back(global);
        for (int64_t size : view.getShape())
          if (ShapedType::isDynamic(size))
            results.push_back(index);
        return success();
      });
  // A partition, plain or mapped: its pointer and all the buffer's sizes
  // (whether it is masked, and the buffer's size, are the host's).
  addConversion(
      [=](PartType part,
          SmallVectorImpl<Type> &results) -> std::optional<LogicalResult> {
        results.push_back(global);
        results.append(part.getRank(), index);
        return success();
      });
  addConversion(
      [=](MappedPartType mapped,
          SmallVectorImpl<Type> &results) -> std::optional<LogicalResult> {
        results.push_back(global);
        results.append(mapped.getShape().size(), index);
        return success();
      });
  // Tokens order accesses; the lowering emits them in program order.
  addConversion(
      [](TokenType, SmallVectorImpl<Type> &) -> std::optional<LogicalResult> {
        return success();
      });
  // A tile: the registers its layout gives a thread.
  addConversion([](Value value) -> std::optional<Type> {
    auto type = dyn_cast<RankedTensorType>(value.getType());
    if (!type)
      return std::nullopt;
    Attribute layout = getLayout(value);
    if (!isa_and_nonnull<BlockedLayoutAttr, SliceLayoutAttr, MmaLayoutAttr>(
            layout))
      return Type();
    return perThreadType(type, layout);
  });
}

VectorType TileTypeConverter::perThreadType(RankedTensorType type,
                                            Attribute layout) {
  int64_t registers = 1;
  if (auto blocked = dyn_cast<BlockedLayoutAttr>(layout)) {
    registers = blocked.getRegisterCount(type.getShape());
  } else if (auto mma = dyn_cast<MmaLayoutAttr>(layout)) {
    registers = mma.getRegisterCount(type.getShape());
  } else if (auto slice = dyn_cast<SliceLayoutAttr>(layout);
             slice && slice.getMmaParent()) {
    registers = mmaSliceRegisterCount(slice, type.getShape());
  } else if (auto slice = dyn_cast<SliceLayoutAttr>(layout)) {
    BlockedLayoutAttr parent = slice.getParent();
    // Non-reduced dimensions of the tile, in parent order.
    ArrayRef<int64_t> shape = type.getShape();
    bool keeps = static_cast<int64_t>(shape.size()) == parent.getRank();
    for (int64_t d = 0, i = 0; d < parent.getRank(); ++d) {
      if (d == slice.getDim()) {
        i += keeps;
        continue;
      }
      SmallVector<int64_t> one(parent.getRank(), 1);
      one[d] = shape[i++];
      registers *= parent.getRepetitions(one, d) * parent.getSizePerThread()[d];
    }
  }
  return VectorType::get({registers}, type.getElementType());
}

SmallVector<SmallVector<int64_t>>
tile::registerOffsets(BlockedLayoutAttr layout, ArrayRef<int64_t> shape) {
  int64_t rank = layout.getRank();
  SmallVector<int64_t> reps, spt(layout.getSizePerThread());
  for (int64_t d = 0; d < rank; ++d)
    reps.push_back(layout.getRepetitions(shape, d));
  // Row-major over (repetition coordinates..., in-thread coordinates...).
  SmallVector<int64_t> extents(reps);
  extents.append(spt);
  SmallVector<SmallVector<int64_t>> offsets;
  SmallVector<int64_t> index(2 * rank, 0);
  int64_t count = layout.getRegisterCount(shape);
  for (int64_t r = 0; r < count; ++r) {
    int64_t rest = r;
    for (int64_t i = 2 * rank - 1; i >= 0; --i) {
      index[i] = rest % extents[i];
      rest /= extents[i];
    }
    SmallVector<int64_t> coords;
    for (int64_t d = 0; d < rank; ++d)
      coords.push_back(index[d] * layout.getFootprint(d) + index[rank + d]);
    offsets.push_back(coords);
  }
  return offsets;
}

SmallVector<SmallVector<int64_t>>
tile::sliceRegisterOffsets(SliceLayoutAttr layout,
                           ArrayRef<int64_t> parentShape) {
  BlockedLayoutAttr parent = layout.getParent();
  int64_t dim = layout.getDim();
  SmallVector<int64_t> shape(parentShape);
  shape[dim] = parent.getFootprint(dim);
  SmallVector<SmallVector<int64_t>> offsets;
  for (SmallVector<int64_t> &coords : registerOffsets(parent, shape))
    if (coords[dim] == 0)
      offsets.push_back(coords);
  return offsets;
}
