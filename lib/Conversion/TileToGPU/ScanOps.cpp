//===- ScanOps.cpp - tile.scan --------------------------------------------===//
//
// Part of warptile. An inclusive scan along `dim` of a blocked tile, as
// Triton's scan lowering does it. The layout gives each thread runs
// ("chunks") of `sizePerThread[dim]` consecutive elements of a line, one
// per repetition of the block's footprint along `dim`; a line's chunks of
// one repetition lie in consecutive lanes, then consecutive warps:
//
//  1. in the thread, each chunk scanned in order;
//  2. over the line's lanes, the chunk totals scanned with shfl.up
//     (Hillis-Steele): each lane gets the total of the lanes before it,
//     and the warp's total comes from the line's last lane (shfl.idx);
//  3. over the line's warps, through shared memory: the first lane of the
//     line in each warp writes the warp's total, one barrier, each thread
//     combines the totals of the warps before its own (and of all of them:
//     the repetition's total);
//  4. repetition by repetition, the totals of the earlier repetitions.
//
// An element is then carry (4) + warps before (3) + lanes before (2) +
// its chunk's scan (1). The values are combined in this tree, so float
// sums may round differently from a sequential sum.
//
//===----------------------------------------------------------------------===//

#include "CrossThread.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Vector/IR/VectorOps.h"
#include "warptile/Dialect/Tile/Transforms/Layouts.h"
#include <map>

using namespace mlir;
using namespace mlir::tile;

namespace {

struct ScanLowering : TileOpLowering<ScanOp> {
  FailureOr<bool> lower(ScanOp op, KernelLowering &l) const override;
};

/// One chunk: a thread's registers of one line and one repetition along
/// the scanned dimension, in order along it.
struct Chunk {
  SmallVector<int64_t> registers;
  /// Partial results: the lanes before this one, the warps before this
  /// one, and the whole repetition of the line (null: nothing).
  Value lanesBefore, warpsBefore, total;
};

/// Combines by `kind`, a null operand standing for nothing.
struct Combiner {
  OpBuilder &b;
  Location loc;
  ReduceKind kind;
  Value operator()(Value lhs, Value rhs) const {
    if (!lhs)
      return rhs;
    if (!rhs)
      return lhs;
    return combineElements(b, loc, kind, lhs, rhs);
  }
};

} // namespace

/// The identity of `kind` on `type`: -0.0 for a float sum (x + -0.0 is x,
/// -0.0 included), 1, the lowest and the highest value.
static Value identityOf(OpBuilder &b, Location loc, ReduceKind kind,
                        Type type) {
  if (auto f = dyn_cast<FloatType>(type)) {
    const llvm::fltSemantics &sem = f.getFloatSemantics();
    APFloat value = kind == ReduceKind::add   ? APFloat::getZero(sem, true)
                    : kind == ReduceKind::mul ? APFloat::getOne(sem)
                    : kind == ReduceKind::max ? APFloat::getInf(sem, true)
                                              : APFloat::getInf(sem);
    return arith::ConstantFloatOp::create(b, loc, f, value);
  }
  unsigned width = type.getIntOrFloatBitWidth();
  APInt value = kind == ReduceKind::add   ? APInt(width, 0)
                : kind == ReduceKind::mul ? APInt(width, 1)
                : kind == ReduceKind::max ? APInt::getSignedMinValue(width)
                                          : APInt::getSignedMaxValue(width);
  return arith::ConstantOp::create(b, loc, IntegerAttr::get(type, value));
}

/// Step 2: each chunk's lanes-before and the warp's total of the line.
static void scanLanes(KernelLowering &l, const LineThreads &line,
                      const Combiner &combine, Value identity,
                      MutableArrayRef<Chunk> chunks) {
  OpBuilder &b = l.b;
  Location loc = l.loc;
  auto atLeast = [&](int64_t n) -> Value {
    return arith::CmpIOp::create(b, loc, arith::CmpIPredicate::uge, line.lane,
                                 l.constant(n));
  };
  // The line's last lane, seen from this one.
  Value last = arith::AddIOp::create(
      b, loc, l.laneId(),
      arith::MulIOp::create(
          b, loc,
          arith::SubIOp::create(b, loc, l.constant(line.lanes - 1), line.lane),
          l.constant(line.lanePitch)));
  for (Chunk &chunk : chunks) {
    Value x = chunk.total;
    for (int64_t step = 1; step < line.lanes; step *= 2) {
      Value y = shuffleScalar(l, x, l.constant(step * line.lanePitch),
                              gpu::ShuffleMode::UP);
      x = arith::SelectOp::create(b, loc, atLeast(step), combine(y, x), x);
    }
    Value before = shuffleScalar(l, x, l.constant(line.lanePitch),
                                 gpu::ShuffleMode::UP);
    chunk.lanesBefore =
        arith::SelectOp::create(b, loc, atLeast(1), before, identity);
    chunk.total = shuffleScalar(l, x, last, gpu::ShuffleMode::IDX);
  }
}

/// Step 3: each chunk's warps-before and the repetition's total.
static void scanWarps(KernelLowering &l, const LineThreads &line,
                      const Combiner &combine, Value identity,
                      MutableArrayRef<Chunk> chunks) {
  OpBuilder &b = l.b;
  Location loc = l.loc;
  int64_t count = chunks.size();
  Value scratch = lineScratch(l, {l.getNumWarps(), line.otherLanes, count},
                              identity.getType());
  Value writes = arith::CmpIOp::create(b, loc, arith::CmpIPredicate::eq,
                                       line.lane, l.constant(0));
  auto write =
      scf::IfOp::create(b, loc, TypeRange{}, writes, /*withElseRegion=*/false);
  {
    OpBuilder::InsertionGuard guard(b);
    b.setInsertionPointToStart(write.thenBlock());
    for (auto [i, chunk] : llvm::enumerate(chunks))
      memref::StoreOp::create(
          b, loc, chunk.total, scratch,
          ValueRange{l.warpId(), line.laneSlot, l.constant(i)});
  }
  gpu::BarrierOp::create(b, loc);
  for (auto [i, chunk] : llvm::enumerate(chunks)) {
    Value before, total;
    for (int64_t w = 0; w < line.warps; ++w) {
      Value warp = arith::AddIOp::create(b, loc, line.firstWarp,
                                         l.constant(w * line.warpPitch));
      Value part = memref::LoadOp::create(
          b, loc, scratch, ValueRange{warp, line.laneSlot, l.constant(i)});
      total = combine(total, part);
      if (w == line.warps - 1)
        continue;
      // Warps before this one: w < line.warp.
      Value earlier = arith::CmpIOp::create(
          b, loc, arith::CmpIPredicate::ult, l.constant(w), line.warp);
      before = combine(before, arith::SelectOp::create(b, loc, earlier, part,
                                                       identity));
    }
    chunk.warpsBefore = before;
    chunk.total = total;
  }
}

FailureOr<bool> ScanLowering::lower(ScanOp op, KernelLowering &l) const {
  OpBuilder &b = l.b;
  Location loc = l.loc;
  auto layout = op->getAttrOfType<BlockedLayoutAttr>(kLayoutAttrName);
  if (!layout || getLayout(op.getSource()) != layout)
    return op.emitError("convert-tile-to-gpu: 'tile.scan' needs its source's "
                        "blocked layout");
  int64_t dim = op.getDim();
  ArrayRef<int64_t> shape = op.getType().getShape();
  Combiner combine{b, loc, op.getKind()};
  Type element = op.getType().getElementType();
  Value identity = identityOf(b, loc, op.getKind(), element);

  // The thread's chunks, keyed by (coordinates off `dim`, repetition),
  // and its lines: the chunks of one key off `dim`, by repetition.
  int64_t footprint = layout.getFootprint(dim);
  std::map<SmallVector<int64_t>, int64_t> chunkOf;
  std::map<SmallVector<int64_t>, SmallVector<int64_t>> lines;
  SmallVector<Chunk> chunks;
  for (auto [r, coords] : llvm::enumerate(registerOffsets(layout, shape))) {
    SmallVector<int64_t> key(coords);
    key[dim] = coords[dim] / footprint;
    auto [it, added] = chunkOf.try_emplace(key, chunks.size());
    if (added) {
      chunks.emplace_back();
      SmallVector<int64_t> off(coords);
      off[dim] = 0;
      lines[off].push_back(it->second);
    }
    chunks[it->second].registers.push_back(r);
  }

  // 1. In the thread.
  Value in = l.lookup(op.getSource());
  int64_t registers = cast<VectorType>(in.getType()).getNumElements();
  SmallVector<Value> out(registers);
  for (Chunk &chunk : chunks) {
    Value running;
    for (int64_t r : chunk.registers) {
      running = combine(running,
                        vector::ExtractOp::create(b, loc, in,
                                                  ArrayRef<int64_t>{r}));
      out[r] = running;
    }
    chunk.total = running;
  }
  // 2. and 3. Over the lanes, then the warps, of the line.
  LineThreads line = lineThreads(l, layout, shape, dim);
  if (line.lanes > 1)
    scanLanes(l, line, combine, identity, chunks);
  if (line.warps > 1)
    scanWarps(l, line, combine, identity, chunks);
  // 4. Repetition by repetition (registerOffsets numbers repetitions in
  // order, so a line's chunks come in order).
  for (auto &entry : lines) {
    Value carry;
    for (int64_t c : entry.second) {
      Chunk &chunk = chunks[c];
      Value prefix =
          combine(combine(carry, chunk.warpsBefore), chunk.lanesBefore);
      if (prefix)
        for (int64_t r : chunk.registers)
          out[r] = combine(prefix, out[r]);
      carry = combine(carry, chunk.total);
    }
  }
  l.map(op.getResult(),
        vector::FromElementsOp::create(b, loc, cast<VectorType>(in.getType()),
                                       out));
  return true;
}

void tile::populateTileScanPatterns(TileLoweringPatternSet &patterns) {
  patterns.add<ScanLowering>();
}
