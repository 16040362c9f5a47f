//===- LayoutConversion.cpp - tile.convert_layout -------------------------===//
//
// Part of warptile. A layout conversion moves a tile's elements between
// threads through shared memory: every thread writes the elements its
// source layout gives it at their row-major place in a buffer of the
// tile, one barrier, then reads those its new (blocked) layout gives it,
// a run of `sizePerThread` along the contiguous dimension at a time.
// Accumulators (`#tile.mma`) go through MmaOps.cpp's swizzled staging.
//
//===----------------------------------------------------------------------===//

#include "KernelLowering.h"
#include "RegisterMaps.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Vector/IR/VectorOps.h"
#include "warptile/Dialect/Tile/Transforms/Layouts.h"

using namespace mlir;
using namespace mlir::tile;

namespace {

/// The row-major place of each run of a thread's registers in a blocked
/// layout, and the run's length.
struct Runs {
  int64_t width;
  SmallVector<Value> starts;
  /// Whether this thread writes them: null where every thread does, else
  /// the copy of a replicated layout that stores (ownsElements).
  Value owns;
};

Runs runsOf(KernelLowering &l, BlockedLayoutAttr layout,
            ArrayRef<int64_t> shape) {
  OpBuilder &b = l.b;
  Location loc = l.loc;
  int64_t rank = shape.size();
  Runs runs;
  // Registers along the contiguous dimension are consecutive when it is
  // the layout's fastest.
  runs.width = layout.getOrder()[0] == rank - 1
                   ? layout.getSizePerThread()[rank - 1]
                   : 1;
  SmallVector<SmallVector<int64_t>> registers = registerOffsets(layout, shape);
  SmallVector<Value> offsets = l.threadOffsets(layout, shape);
  runs.owns = l.ownsElements(layout, shape);
  // The thread's own first element's place, then each run's constant
  // distance from it.
  Value base = l.constant(0);
  int64_t stride = 1;
  SmallVector<int64_t> strides(rank);
  for (int64_t d = rank - 1; d >= 0; --d) {
    strides[d] = stride;
    base = arith::AddIOp::create(
        b, loc, base,
        arith::MulIOp::create(b, loc, offsets[d], l.constant(stride)));
    stride *= shape[d];
  }
  for (int64_t r = 0, e = registers.size(); r < e; r += runs.width) {
    int64_t distance = 0;
    for (int64_t d = 0; d < rank; ++d)
      distance += registers[r][d] * strides[d];
    runs.starts.push_back(
        arith::AddIOp::create(b, loc, base, l.constant(distance)));
  }
  return runs;
}

/// Every thread stores its runs of `in` (`runs.width` consecutive registers
/// each) at their row-major places in `buffer`; of a replicated layout's
/// copies only the owner, so that no two threads write one element.
void storeRuns(OpBuilder &b, Location loc, Value in, Value buffer,
               const Runs &runs, int64_t bytes) {
  OpBuilder::InsertionGuard guard(b);
  if (runs.owns)
    b.setInsertionPointToStart(
        scf::IfOp::create(b, loc, TypeRange{}, runs.owns, false).thenBlock());
  for (auto [i, start] : llvm::enumerate(runs.starts)) {
    int64_t r = i * runs.width;
    Value run = vector::ShuffleOp::create(
        b, loc, in, in, llvm::to_vector(llvm::seq<int64_t>(r, r + runs.width)));
    vector::StoreOp::create(
        b, loc, run, buffer, ValueRange{start},
        /*nontemporal=*/false,
        llvm::MaybeAlign(std::gcd<int64_t>(runs.width * bytes, 16)));
  }
}

struct ConvertLayoutLowering : TileOpLowering<ConvertLayoutOp> {
  FailureOr<bool> lower(ConvertLayoutOp op, KernelLowering &l) const override {
    OpBuilder &b = l.b;
    Location loc = l.loc;
    RankedTensorType type = op.getType();
    Attribute from = getLayout(op.getSource());
    auto to = dyn_cast<BlockedLayoutAttr>(op->getAttr(kLayoutAttrName));
    if (!to)
      return op.emitError("convert-tile-to-gpu: 'tile.convert_layout' to a "
                          "layout that is not a '#tile.blocked' one is not "
                          "supported by the lowering yet");
    if (from == to) {
      l.map(op.getResult(), l.lookup(op.getSource()));
      return true;
    }
    if (isa<MmaLayoutAttr>(from)) {
      FailureOr<Value> converted =
          convertMmaToBlocked(l, op, op.getSource(), to);
      if (failed(converted))
        return failure();
      l.map(op.getResult(), *converted);
      return true;
    }
    auto source = dyn_cast<BlockedLayoutAttr>(from);
    Type element = type.getElementType();
    if (!source || !element.isIntOrFloat() ||
        element.getIntOrFloatBitWidth() % 8 != 0)
      return op.emitError("convert-tile-to-gpu: 'tile.convert_layout' from ")
             << from << " of " << type
             << " is not supported by the lowering yet (a '#tile.blocked' "
                "or '#tile.mma' source of 8-, 16-, 32- or 64-bit elements "
                "is)";
    FailureOr<Value> buffer =
        l.getShared().allocate(b, loc, op, {type.getNumElements()}, element);
    if (failed(buffer))
      return failure();
    int64_t bytes = element.getIntOrFloatBitWidth() / 8;
    ArrayRef<int64_t> shape = type.getShape();
    // Every thread writes its runs.
    Value in = l.lookup(op.getSource());
    storeRuns(b, loc, in, *buffer, runsOf(l, source, shape), bytes);
    gpu::BarrierOp::create(b, loc);
    // Every thread reads those of its new layout.
    Runs reads = runsOf(l, to, shape);
    auto runType = VectorType::get({reads.width}, element);
    Value result;
    for (auto [i, start] : llvm::enumerate(reads.starts)) {
      Value run = vector::LoadOp::create(
          b, loc, runType, *buffer, ValueRange{start},
          /*nontemporal=*/false,
          llvm::MaybeAlign(std::gcd<int64_t>(reads.width * bytes, 16)));
      int64_t end = (i + 1) * reads.width;
      result = result ? vector::ShuffleOp::create(
                            b, loc, result, run,
                            llvm::to_vector(llvm::seq<int64_t>(0, end)))
                            .getResult()
                      : run;
    }
    // A loop's next iteration rewrites the buffer only after every thread
    // read it.
    if (l.inLoop())
      gpu::BarrierOp::create(b, loc);
    l.map(op.getResult(), result);
    return true;
  }
};

} // namespace

FailureOr<Value> tile::broadcastThroughShared(KernelLowering &l,
                                              BroadcastOp op,
                                              BlockedLayoutAttr from,
                                              Attribute to) {
  OpBuilder &b = l.b;
  Location loc = op.getLoc();
  auto sourceType = cast<RankedTensorType>(op.getSource().getType());
  RankedTensorType type = op.getType();
  Type element = type.getElementType();
  if (!element.isIntOrFloat() || element.getIntOrFloatBitWidth() % 8 != 0)
    return op.emitError("'tile.broadcast' of ")
           << sourceType
           << " whose elements are in other threads is not supported by the "
              "lowering yet (8-, 16-, 32- and 64-bit elements are)";
  FailureOr<Value> buffer = l.getShared().allocate(
      b, loc, op, {sourceType.getNumElements()}, element);
  if (failed(buffer))
    return failure();
  int64_t bytes = element.getIntOrFloatBitWidth() / 8;
  // Every thread writes its runs of the source at their row-major place.
  Value in = l.lookup(op.getSource());
  storeRuns(b, loc, in, *buffer, runsOf(l, from, sourceType.getShape()),
            bytes);
  gpu::BarrierOp::create(b, loc);
  // Every thread reads, for each of its result registers, the source
  // element at the same coordinates, NumPy-aligned at the last dimension,
  // 0 along the source's dimensions of size 1 (stride 0 there).
  ArrayRef<int64_t> shape = type.getShape();
  ArrayRef<int64_t> sourceShape = sourceType.getShape();
  int64_t rank = shape.size(), offset = rank - sourceShape.size();
  SmallVector<int64_t> strides(rank, 0);
  int64_t stride = 1;
  for (int64_t d = rank - 1; d >= offset; --d) {
    if (sourceShape[d - offset] != 1)
      strides[d] = stride;
    stride *= sourceShape[d - offset];
  }
  // The result's registers (a blocked layout's, or an mma accumulator's:
  // RegisterMaps.h).
  RegisterMap map = registerMap(l, to, shape);
  SmallVector<Value> &offsets = map.base;
  Value base = l.constant(0);
  for (int64_t d = 0; d < rank; ++d)
    if (strides[d])
      base = arith::AddIOp::create(
          b, loc, base,
          arith::MulIOp::create(b, loc, offsets[d], l.constant(strides[d])));
  // Runs along the contiguous dimension are consecutive in the source
  // unless it is the broadcast one (one element, repeated).
  int64_t width = map.width;
  int64_t loadWidth = strides[rank - 1] ? width : 1;
  auto loadType = VectorType::get({loadWidth}, element);
  auto runType = VectorType::get({width}, element);
  SmallVector<SmallVector<int64_t>> &registers = map.offsets;
  Value result;
  for (int64_t r = 0, e = registers.size(); r < e; r += width) {
    int64_t distance = 0;
    for (int64_t d = 0; d < rank; ++d)
      distance += registers[r][d] * strides[d];
    Value start = arith::AddIOp::create(b, loc, base, l.constant(distance));
    Value run = vector::LoadOp::create(
        b, loc, loadType, *buffer, ValueRange{start},
        /*nontemporal=*/false,
        llvm::MaybeAlign(std::gcd<int64_t>(loadWidth * bytes, 16)));
    // A scalar broadcast (GPU-to-NVVM lowers no stretching one).
    if (loadWidth != width)
      run = vector::BroadcastOp::create(
          b, loc, runType,
          vector::ExtractOp::create(b, loc, run, ArrayRef<int64_t>{0}));
    result = result ? vector::ShuffleOp::create(
                          b, loc, result, run,
                          llvm::to_vector(llvm::seq<int64_t>(0, r + width)))
                          .getResult()
                    : run;
  }
  // A loop's next iteration rewrites the buffer only after every thread
  // read it.
  if (l.inLoop())
    gpu::BarrierOp::create(b, loc);
  return result;
}

void tile::populateTileLayoutConversionPatterns(
    TileLoweringPatternSet &patterns) {
  patterns.add<ConvertLayoutLowering>();
}
