//===- ReduceOps.cpp - tile.reduce ----------------------------------------===//
//
// Part of warptile. A reduction along a dimension runs in three steps, each
// only where the layout spreads that dimension: over the elements a thread
// holds, over the lanes of a warp (gpu.subgroup_reduce, which
// convert-gpu-subgroup-reduce-to-shuffles turns into shfl.sync.bfly), and
// over the warps of the block through shared memory. Every thread ends
// with the results of the rows it holds (a #tile.slice layout).
//
//===----------------------------------------------------------------------===//

#include "KernelLowering.h"
#include "CrossThread.h"
#include "RegisterMaps.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Vector/IR/VectorOps.h"
#include "warptile/Dialect/Tile/Transforms/Layouts.h"

using namespace mlir;
using namespace mlir::tile;

/// The vector combining kind of `kind` (max and min propagate NaN, as
/// `arith.maximumf`; integers are signed).
static vector::CombiningKind combiningKind(ReduceKind kind, bool isFloat) {
  switch (kind) {
  case ReduceKind::add:
    return vector::CombiningKind::ADD;
  case ReduceKind::mul:
    return vector::CombiningKind::MUL;
  case ReduceKind::max:
    return isFloat ? vector::CombiningKind::MAXIMUMF
                   : vector::CombiningKind::MAXSI;
  case ReduceKind::min:
    return isFloat ? vector::CombiningKind::MINIMUMF
                   : vector::CombiningKind::MINSI;
  case ReduceKind::bit_and:
    return vector::CombiningKind::AND;
  case ReduceKind::bit_or:
    return vector::CombiningKind::OR;
  case ReduceKind::bit_xor:
    return vector::CombiningKind::XOR;
  }
  llvm_unreachable("unknown reduction");
}

static Value combine(OpBuilder &b, Location loc, ReduceKind kind, Value lhs,
                     Value rhs) {
  return vector::makeArithReduction(
      b, loc, combiningKind(kind, isa<FloatType>(lhs.getType())), lhs, rhs);
}

/// The in-thread step of a reduction: folds each register `r` of the
/// per-thread vector `in` into partial result `outOf(r)` (of `count`) with
/// `kind`. A float sum or product folds in register order (the order fixes
/// its rounding); every exact kind (max and min, which `arith.maximumf`
/// and `arith.minimumf` make associative and commutative, NaN and signed
/// zeros included; integer arithmetic; bitwise) folds each result's
/// registers as a balanced tree, adjacent pairs first, so that its chain of
/// dependent instructions is log2(n) long instead of n - 1 (the online
/// softmax's row maximum is on its critical path: 16 registers a row, 4
/// steps instead of 15).
static SmallVector<Value> foldRegisters(OpBuilder &b, Location loc,
                                        ReduceKind kind, Value in,
                                        int64_t count,
                                        function_ref<int64_t(int64_t)> outOf) {
  auto type = cast<VectorType>(in.getType());
  bool ordered = isa<FloatType>(type.getElementType()) &&
                 (kind == ReduceKind::add || kind == ReduceKind::mul);
  SmallVector<Value> partial(count);
  SmallVector<SmallVector<Value>> pending(count);
  for (int64_t r = 0, e = type.getNumElements(); r < e; ++r) {
    int64_t out = outOf(r);
    Value element = vector::ExtractOp::create(b, loc, in, ArrayRef<int64_t>{r});
    if (!ordered)
      pending[out].push_back(element);
    else
      partial[out] =
          partial[out] ? combine(b, loc, kind, partial[out], element) : element;
  }
  if (ordered)
    return partial;
  for (auto [out, values] : llvm::enumerate(pending)) {
    while (values.size() > 1) {
      SmallVector<Value> next;
      for (size_t i = 0; i + 1 < values.size(); i += 2)
        next.push_back(combine(b, loc, kind, values[i], values[i + 1]));
      if (values.size() % 2)
        next.push_back(values.back());
      values = std::move(next);
    }
    if (!values.empty())
      partial[out] = values.front();
  }
  return partial;
}

/// The last step of a reduction over several warps: the threads where
/// `writes` holds store their `partial` values at `slot(warpId, i)` of
/// `scratch`, a barrier, then every thread combines, in warp order, the
/// `warps` values of its line at `slot(first + w * pitch, i)`, where
/// `firstWarp` builds `first` after the barrier.
static void
combineWarps(KernelLowering &l, ReduceKind kind, MutableArrayRef<Value> partial,
             Value scratch, Value writes, function_ref<Value()> firstWarp,
             int64_t pitch,
             int64_t warps,
             function_ref<SmallVector<Value>(Value warp, int64_t i)> slot) {
  OpBuilder &b = l.b;
  Location loc = l.loc;
  auto write =
      scf::IfOp::create(b, loc, TypeRange{}, writes, /*withElseRegion=*/false);
  {
    OpBuilder::InsertionGuard guard(b);
    b.setInsertionPointToStart(write.thenBlock());
    for (auto [i, value] : llvm::enumerate(partial))
      memref::StoreOp::create(b, loc, value, scratch, slot(l.warpId(), i));
  }
  gpu::BarrierOp::create(b, loc);
  Value first = firstWarp();
  for (auto [i, value] : llvm::enumerate(partial)) {
    Value total;
    for (int64_t w = 0; w < warps; ++w) {
      Value warp = arith::AddIOp::create(b, loc, first, l.constant(w * pitch));
      Value part = memref::LoadOp::create(b, loc, scratch, slot(warp, i));
      total = total ? combine(b, loc, kind, total, part) : part;
    }
    value = total;
  }
}

static gpu::AllReduceOperation subgroupKind(ReduceKind kind, bool isFloat) {
  switch (kind) {
  case ReduceKind::add:
    return gpu::AllReduceOperation::ADD;
  case ReduceKind::mul:
    return gpu::AllReduceOperation::MUL;
  case ReduceKind::max:
    return isFloat ? gpu::AllReduceOperation::MAXIMUMF
                   : gpu::AllReduceOperation::MAXSI;
  case ReduceKind::min:
    return isFloat ? gpu::AllReduceOperation::MINIMUMF
                   : gpu::AllReduceOperation::MINSI;
  case ReduceKind::bit_and:
    return gpu::AllReduceOperation::AND;
  case ReduceKind::bit_or:
    return gpu::AllReduceOperation::OR;
  case ReduceKind::bit_xor:
    return gpu::AllReduceOperation::XOR;
  }
  llvm_unreachable("unknown reduction");
}

namespace {

struct ReduceLowering : TileOpLowering<ReduceOp> {
  FailureOr<bool> lower(ReduceOp op, KernelLowering &l) const override;
};

} // namespace

/// A reduction of an mma accumulator along its rows (dim 1: a row sum or
/// maximum, the online softmax's) or columns (dim 0), in its fragment
/// layout: the thread folds its registers of each row (column), the four
/// lanes of a quad (the eight groups) combine with shuffles, and the warps
/// along the reduced dimension through shared memory as the blocked
/// reduction's third step does. The result is the mma's slice: two rows
/// (columns) per repetition, replicated over the quad and those warps.
static FailureOr<bool> lowerMmaReduce(ReduceOp op, KernelLowering &l,
                                      MmaLayoutAttr source,
                                      SliceLayoutAttr slice) {
  OpBuilder &b = l.b;
  Location loc = l.loc;
  int64_t dim = op.getDim();
  if (slice.getMmaParent() != source || slice.getDim() != dim)
    return op.emitError("convert-tile-to-gpu: 'tile.reduce' of an mma "
                        "accumulator needs the '#tile.slice' layout of its "
                        "mma layout along its dimension");
  Type element = op.getType().getElementType();
  bool isFloat = isa<FloatType>(element);
  ReduceKind kind = op.getKind();
  ArrayRef<int64_t> shape = op.getSource().getType().getShape();
  int64_t count = mmaSliceRegisterCount(slice, op.getType().getShape());
  SmallVector<Value> partial =
      foldRegisters(b, loc, kind, l.lookup(op.getSource()), count,
                    [&](int64_t r) {
                      return mmaSliceRegisterOf(source, shape, dim, r);
                    });
  // A row's lanes are a quad (lane % 4); a column's the eight groups
  // (lane / 4), four lanes apart.
  uint32_t cluster = dim == 1 ? 4 : 8, stride = dim == 1 ? 1 : 4;
  for (Value &value : partial)
    value = gpu::SubgroupReduceOp::create(
        b, loc, value, subgroupKind(kind, isFloat), /*uniform=*/false, cluster,
        stride);
  int64_t wm = source.getWarpsPerBlock()[0], wn = source.getWarpsPerBlock()[1];
  int64_t warps = dim == 1 ? wn : wm;
  if (warps > 1) {
    // The lanes that write are the quad's first (rows) or the first
    // group (columns); each lane position off the reduced dimension has
    // its own slot: [warp][group or lane in the group][register].
    Value group = arith::DivUIOp::create(b, loc, l.laneId(), l.constant(4));
    Value inGroup = arith::RemUIOp::create(b, loc, l.laneId(), l.constant(4));
    Value laneSlot = dim == 1 ? group : inGroup;
    Value along = dim == 1 ? inGroup : group;
    int64_t slots = dim == 1 ? 8 : 4;
    auto scratchType = MemRefType::get(
        {l.getNumWarps(), slots, count}, element, AffineMap(),
        gpu::AddressSpaceAttr::get(b.getContext(),
                                   gpu::AddressSpace::Workgroup));
    Value scratch = l.getShared().allocateScratch(loc, scratchType);
    l.noteLoopScratch();
    Value writes = arith::CmpIOp::create(b, loc, arith::CmpIPredicate::eq,
                                         along, l.constant(0));
    // The warps of the thread's rows (same warpM) or columns (same warpN),
    // in warp order.
    auto firstWarp = [&]() -> Value {
      auto [warpM, warpN] = mmaWarpCoords(l, source);
      return dim == 1 ? arith::MulIOp::create(b, loc, warpM, l.constant(wn))
                            .getResult()
                      : warpN;
    };
    int64_t pitch = dim == 1 ? 1 : wn;
    combineWarps(l, kind, partial, scratch, writes, firstWarp, pitch, warps,
                 [&](Value warp, int64_t i) -> SmallVector<Value> {
                   return {warp, laneSlot, l.constant(i)};
                 });
  }
  l.map(op.getResult(),
        vector::FromElementsOp::create(
            b, loc, TileTypeConverter::perThreadType(op.getType(), slice),
            partial));
  return true;
}

FailureOr<bool> ReduceLowering::lower(ReduceOp op, KernelLowering &l) const {
  OpBuilder &b = l.b;
  Location loc = l.loc;
  auto slice = op->getAttrOfType<SliceLayoutAttr>(kLayoutAttrName);
  if (auto mma = dyn_cast_or_null<MmaLayoutAttr>(getLayout(op.getSource())))
    if (slice)
      return lowerMmaReduce(op, l, mma, slice);
  auto source = dyn_cast_or_null<BlockedLayoutAttr>(getLayout(op.getSource()));
  if (!slice || !source || slice.getParent() != source)
    return op.emitError("convert-tile-to-gpu: 'tile.reduce' needs a "
                        "'#tile.slice' layout of its source's blocked layout");
  int64_t dim = op.getDim();
  if (slice.getDim() != dim)
    return op.emitError("convert-tile-to-gpu: 'tile.reduce' along dimension ")
           << dim << " has a slice layout of dimension " << slice.getDim();
  Type element = op.getType().getElementType();
  if (!element.isIntOrFloat())
    return op.emitError("convert-tile-to-gpu: 'tile.reduce' of ")
           << element << " is not supported by the lowering yet";
  bool isFloat = isa<FloatType>(element);
  ReduceKind kind = op.getKind();
  ArrayRef<int64_t> shape = op.getSource().getType().getShape();

  // 1. In the thread: the registers that differ only along `dim` fold into
  // the slice's register of the same coordinates (foldRegisters: in
  // register order, or a tree where the order cannot change the result).
  SmallVector<SmallVector<int64_t>> outRegs =
      sliceRegisterOffsets(slice, shape);
  SmallVector<SmallVector<int64_t>> coords = registerOffsets(source, shape);
  SmallVector<Value> partial = foldRegisters(
      b, loc, kind, l.lookup(op.getSource()), outRegs.size(), [&](int64_t r) {
        SmallVector<int64_t> key(coords[r]);
        key[dim] = 0;
        return llvm::find(outRegs, key) - outRegs.begin();
      });

  // 2. Over the lanes that share the thread's rows: a cluster of
  // threadsPerWarp[dim] lanes, lanePitch apart; where the layout
  // replicates along `dim`, of its distinct positions only (the next
  // cluster holds copies of the same elements: counted once).
  int64_t distinct = distinctThreads(source, shape, dim);
  int64_t lanes = std::min(source.getThreadsPerWarp()[dim], distinct);
  if (lanes > 1) {
    int64_t lanePitch =
        strideInOrder(source.getThreadsPerWarp(), source.getOrder(), dim);
    for (Value &value : partial) {
      if (lanes == 32)
        value = gpu::SubgroupReduceOp::create(
            b, loc, value, subgroupKind(kind, isFloat), /*uniform=*/false);
      else
        value = gpu::SubgroupReduceOp::create(
            b, loc, value, subgroupKind(kind, isFloat), /*uniform=*/false,
            static_cast<uint32_t>(lanes), static_cast<uint32_t>(lanePitch));
    }
  }

  // 3. Over the warps that share them, through shared memory: the lanes
  // whose coordinate along `dim` is 0 write their warp's results, one
  // barrier, then every thread combines the warps of its rows in warp order
  // (so every thread computes the same bits). The lanes of a warp that
  // write hold different positions of the other dimensions (a column sum
  // with lanes along the rows: all 32), so each has its own slot: the
  // scratch is [warp][lane position off `dim`][register], and a reader takes
  // the slot of its own lane position in each warp of its rows, whose warp
  // coordinates differ from its own along `dim` only.
  int64_t warps = std::min(source.getWarpsPerBlock()[dim],
                           std::max<int64_t>(1, distinct / lanes));
  if (warps > 1) {
    int64_t count = partial.size();
    SmallVector<Value> laneCoord = l.laneCoords(source);
    SmallVector<Value> warpCoord = l.warpCoords(source);
    // The lane's position along the other dimensions, numbered 0 ..
    // otherLanes - 1 in the layout's order.
    int64_t otherLanes = 1;
    Value laneSlot = l.constant(0);
    for (int64_t d : source.getOrder()) {
      int64_t extent = source.getThreadsPerWarp()[d];
      if (d == dim || extent == 1)
        continue;
      laneSlot = arith::AddIOp::create(
          b, loc, laneSlot,
          arith::MulIOp::create(b, loc, laneCoord[d], l.constant(otherLanes)));
      otherLanes *= extent;
    }
    SmallVector<int64_t> scratchShape = {l.getNumWarps(), count};
    if (otherLanes > 1)
      scratchShape = {l.getNumWarps(), otherLanes, count};
    auto scratchType =
        MemRefType::get(scratchShape, element, AffineMap(),
                        gpu::AddressSpaceAttr::get(
                            b.getContext(), gpu::AddressSpace::Workgroup));
    Value scratch = l.getShared().allocateScratch(loc, scratchType);
    auto slot = [&](Value warp, int64_t i) -> SmallVector<Value> {
      if (otherLanes > 1)
        return {warp, laneSlot, l.constant(i)};
      return {warp, l.constant(i)};
    };
    // Inside a loop, the previous iteration's reads of this scratch must
    // end before this iteration's writes (lowerFor ends such a loop's body
    // with a barrier).
    l.noteLoopScratch();
    Value writes = arith::CmpIOp::create(b, loc, arith::CmpIPredicate::eq,
                                         laneCoord[dim], l.constant(0));
    // The warp of this thread's rows whose coordinate along `dim` is 0.
    int64_t warpPitch =
        strideInOrder(source.getWarpsPerBlock(), source.getOrder(), dim);
    auto firstWarp = [&]() -> Value {
      return arith::SubIOp::create(
          b, loc, l.warpId(),
          arith::MulIOp::create(b, loc, warpCoord[dim],
                                l.constant(warpPitch)));
    };
    combineWarps(l, kind, partial, scratch, writes, firstWarp, warpPitch,
                 warps, slot);
  }

  l.map(op.getResult(),
        vector::FromElementsOp::create(
            b, loc, TileTypeConverter::perThreadType(op.getType(), slice),
            partial));
  return true;
}

void tile::populateTileReducePatterns(TileLoweringPatternSet &patterns) {
  patterns.add<ReduceLowering>();
}

Value tile::combineElements(OpBuilder &b, Location loc, ReduceKind kind,
                            Value lhs, Value rhs) {
  return combine(b, loc, kind, lhs, rhs);
}
