//===- TransposeOps.cpp - tile.transpose ----------------------------------===//
//
// Part of warptile. tile-assign-layouts gives a transpose's result its
// source's blocked layout with the two dimensions swapped, so every thread
// already holds the elements it must: only their register order changes
// (registers are numbered row-major over the tile's dimensions), one
// vector.shuffle of the thread's registers. Where the transposed layout
// meets another, the layout pass converts through shared memory
// (LayoutConversion.cpp).
//
//===----------------------------------------------------------------------===//

#include "KernelLowering.h"

#include "mlir/Dialect/Vector/IR/VectorOps.h"
#include "warptile/Dialect/Tile/Transforms/Layouts.h"

using namespace mlir;
using namespace mlir::tile;

namespace {

struct TransposeLowering : TileOpLowering<TransposeOp> {
  FailureOr<bool> lower(TransposeOp op, KernelLowering &l) const override {
    auto source =
        dyn_cast_or_null<BlockedLayoutAttr>(getLayout(op.getSource()));
    auto result = op->getAttrOfType<BlockedLayoutAttr>(kLayoutAttrName);
    if (!source || !result || result != transposeLayout(source))
      return op.emitError("convert-tile-to-gpu: 'tile.transpose' needs the "
                          "blocked layout of its source with the dimensions "
                          "swapped");
    ArrayRef<int64_t> shape = op.getSource().getType().getShape();
    SmallVector<SmallVector<int64_t>> from = registerOffsets(source, shape);
    SmallVector<int64_t> order;
    for (ArrayRef<int64_t> coords :
         registerOffsets(result, op.getType().getShape())) {
      SmallVector<int64_t> swapped = {coords[1], coords[0]};
      auto it = llvm::find(from, swapped);
      if (it == from.end())
        return op.emitError("convert-tile-to-gpu: 'tile.transpose': a "
                            "register of the result has no source register");
      order.push_back(it - from.begin());
    }
    Value in = l.lookup(op.getSource());
    l.map(op.getResult(),
          vector::ShuffleOp::create(l.b, l.loc, in, in, order));
    return true;
  }
};

} // namespace

void tile::populateTileTransposePatterns(TileLoweringPatternSet &patterns) {
  patterns.add<TransposeLowering>();
}
