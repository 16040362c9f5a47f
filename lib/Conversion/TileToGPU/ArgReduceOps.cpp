//===- ArgReduceOps.cpp - tile.arg_reduce ---------------------------------===//
//
// Part of warptile. argmax / argmin reduce (value, index) pairs in the
// three steps of tile.reduce (ReduceOps.cpp): over the elements a thread
// holds, over the lanes of the line (a butterfly of shuffles, one per
// half, each moving the value and the index), and over its warps through
// shared memory. The combiner keeps the larger (smaller) value and, on a
// tie, the smaller index; a NaN wins over every number and the first NaN
// over the others (NumPy's argmax). It is commutative, associative and
// idempotent, so the order of the steps does not change the result and a
// replicated layout's copies may take part.
//
//===----------------------------------------------------------------------===//

#include "CrossThread.h"
#include "warptile/Dialect/Tile/Transforms/Layouts.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Vector/IR/VectorOps.h"

using namespace mlir;
using namespace mlir::tile;

namespace {

/// A value and the index of its element along the reduced dimension.
struct Pair {
  Value value, index;
};

/// The winner of two pairs.
Pair combinePairs(OpBuilder &b, Location loc, bool isMax, Pair x, Pair y) {
  Value firstIndex =
      arith::CmpIOp::create(b, loc, arith::CmpIPredicate::slt, x.index, y.index);
  Value pickX;
  if (isa<FloatType>(x.value.getType())) {
    auto cmpf = [&](arith::CmpFPredicate p, Value u, Value v) -> Value {
      return arith::CmpFOp::create(b, loc, p, u, v);
    };
    Value xNaN = cmpf(arith::CmpFPredicate::UNO, x.value, x.value);
    Value yNaN = cmpf(arith::CmpFPredicate::UNO, y.value, y.value);
    // Ordered compares are false on a NaN: only numbers win by value.
    Value wins = cmpf(isMax ? arith::CmpFPredicate::OGT
                            : arith::CmpFPredicate::OLT,
                      x.value, y.value);
    Value ties = arith::AndIOp::create(
        b, loc, cmpf(arith::CmpFPredicate::OEQ, x.value, y.value), firstIndex);
    Value byValue = arith::OrIOp::create(b, loc, wins, ties);
    // x a NaN: x wins unless y is an earlier NaN; y a NaN, x a number: y.
    Value nanWins = arith::OrIOp::create(
        b, loc,
        arith::XOrIOp::create(b, loc, yNaN,
                              arith::ConstantIntOp::create(b, loc, 1, 1)),
        firstIndex);
    pickX = arith::SelectOp::create(
        b, loc, xNaN, nanWins,
        arith::SelectOp::create(b, loc, yNaN,
                                arith::ConstantIntOp::create(b, loc, 0, 1),
                                byValue));
  } else {
    Value wins = arith::CmpIOp::create(
        b, loc, isMax ? arith::CmpIPredicate::sgt : arith::CmpIPredicate::slt,
        x.value, y.value);
    Value ties = arith::AndIOp::create(
        b, loc,
        arith::CmpIOp::create(b, loc, arith::CmpIPredicate::eq, x.value,
                              y.value),
        firstIndex);
    pickX = arith::OrIOp::create(b, loc, wins, ties);
  }
  return {arith::SelectOp::create(b, loc, pickX, x.value, y.value),
          arith::SelectOp::create(b, loc, pickX, x.index, y.index)};
}

struct ArgReduceLowering : TileOpLowering<ArgReduceOp> {
  FailureOr<bool> lower(ArgReduceOp op, KernelLowering &l) const override;
};

} // namespace

/// Step 3: combines the partial pairs of the line's warps through shared
/// memory, as tile.reduce does: the first lane of the line in each warp
/// writes, one barrier, every thread combines its line's warps in order.
static void combineWarps(KernelLowering &l, const LineThreads &line,
                         bool isMax, MutableArrayRef<Pair> partial) {
  OpBuilder &b = l.b;
  Location loc = l.loc;
  int64_t count = partial.size();
  SmallVector<int64_t> shape = {l.getNumWarps(), line.otherLanes, count};
  Value values = lineScratch(l, shape, partial[0].value.getType());
  Value indices = lineScratch(l, shape, partial[0].index.getType());
  Value writes = arith::CmpIOp::create(b, loc, arith::CmpIPredicate::eq,
                                       line.lane, l.constant(0));
  auto write =
      scf::IfOp::create(b, loc, TypeRange{}, writes, /*withElseRegion=*/false);
  {
    OpBuilder::InsertionGuard guard(b);
    b.setInsertionPointToStart(write.thenBlock());
    for (auto [i, pair] : llvm::enumerate(partial)) {
      SmallVector<Value> at = {l.warpId(), line.laneSlot, l.constant(i)};
      memref::StoreOp::create(b, loc, pair.value, values, at);
      memref::StoreOp::create(b, loc, pair.index, indices, at);
    }
  }
  gpu::BarrierOp::create(b, loc);
  for (auto [i, pair] : llvm::enumerate(partial)) {
    Pair total;
    for (int64_t w = 0; w < line.warps; ++w) {
      Value warp = arith::AddIOp::create(b, loc, line.firstWarp,
                                         l.constant(w * line.warpPitch));
      SmallVector<Value> at = {warp, line.laneSlot, l.constant(i)};
      Pair part = {memref::LoadOp::create(b, loc, values, at),
                   memref::LoadOp::create(b, loc, indices, at)};
      total = w ? combinePairs(b, loc, isMax, total, part) : part;
    }
    pair = total;
  }
}

FailureOr<bool> ArgReduceLowering::lower(ArgReduceOp op,
                                         KernelLowering &l) const {
  OpBuilder &b = l.b;
  Location loc = l.loc;
  auto slice = op->getAttrOfType<SliceLayoutAttr>(kLayoutAttrName);
  auto source = dyn_cast_or_null<BlockedLayoutAttr>(getLayout(op.getSource()));
  int64_t dim = op.getDim();
  if (!slice || !source || slice.getParent() != source ||
      slice.getDim() != dim)
    return op.emitError("convert-tile-to-gpu: 'tile.arg_reduce' needs a "
                        "'#tile.slice' layout along its dimension of its "
                        "source's blocked layout");
  bool isMax = op.getKind() == ReduceKind::max;
  Type indexType = op.getIndex().getType().getElementType();
  ArrayRef<int64_t> shape = op.getSource().getType().getShape();

  // 1. In the thread: each register's pair folds into the slice register
  // of the same coordinates off `dim`.
  SmallVector<SmallVector<int64_t>> outRegs =
      sliceRegisterOffsets(slice, shape);
  SmallVector<Pair> partial(outRegs.size());
  SmallVector<bool> seen(outRegs.size(), false);
  Value in = l.lookup(op.getSource());
  Value offset = l.threadOffsets(source, shape)[dim];
  for (auto [r, coords] : llvm::enumerate(registerOffsets(source, shape))) {
    SmallVector<int64_t> key(coords);
    key[dim] = 0;
    int64_t out = llvm::find(outRegs, key) - outRegs.begin();
    Value position =
        arith::AddIOp::create(b, loc, offset, l.constant(coords[dim]));
    Pair pair = {
        vector::ExtractOp::create(b, loc, in, ArrayRef<int64_t>{(int64_t)r}),
        arith::IndexCastOp::create(b, loc, indexType, position)};
    partial[out] =
        seen[out] ? combinePairs(b, loc, isMax, partial[out], pair) : pair;
    seen[out] = true;
  }

  // 2. Over the line's lanes: a butterfly, each step exchanging pairs with
  // the lane `step` places away along `dim`.
  LineThreads line = lineThreads(l, source, shape, dim);
  for (int64_t step = 1; step < line.lanes; step *= 2) {
    Value mask = l.constant(step * line.lanePitch);
    for (Pair &pair : partial) {
      Pair other = {
          shuffleScalar(l, pair.value, mask, gpu::ShuffleMode::XOR),
          shuffleScalar(l, pair.index, mask, gpu::ShuffleMode::XOR)};
      pair = combinePairs(b, loc, isMax, pair, other);
    }
  }

  // 3. Over the line's warps.
  if (line.warps > 1)
    combineWarps(l, line, isMax, partial);

  SmallVector<Value> values, indices;
  for (Pair &pair : partial) {
    values.push_back(pair.value);
    indices.push_back(pair.index);
  }
  l.map(op.getValue(),
        vector::FromElementsOp::create(
            b, loc,
            TileTypeConverter::perThreadType(op.getValue().getType(), slice),
            values));
  l.map(op.getIndex(),
        vector::FromElementsOp::create(
            b, loc,
            TileTypeConverter::perThreadType(op.getIndex().getType(), slice),
            indices));
  return true;
}

void tile::populateTileArgReducePatterns(TileLoweringPatternSet &patterns) {
  patterns.add<ArgReduceLowering>();
}
