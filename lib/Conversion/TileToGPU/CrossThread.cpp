//===- CrossThread.cpp - Threads that share a line of a tile --------------===//
//
// Part of warptile.
//
//===----------------------------------------------------------------------===//

#include "CrossThread.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "warptile/Dialect/Tile/Transforms/Layouts.h"

using namespace mlir;
using namespace mlir::tile;

int64_t tile::strideInOrder(ArrayRef<int64_t> extents,
                            ArrayRef<int64_t> order, int64_t dim) {
  int64_t stride = 1;
  for (int64_t d : order) {
    if (d == dim)
      break;
    stride *= extents[d];
  }
  return stride;
}

LineThreads tile::lineThreads(KernelLowering &l, BlockedLayoutAttr layout,
                              ArrayRef<int64_t> shape, int64_t dim) {
  OpBuilder &b = l.b;
  Location loc = l.loc;
  LineThreads line;
  // A replicated layout repeats the line's distinct positions in further
  // lanes (then warps): only the first `distinct` count.
  int64_t distinct = distinctThreads(layout, shape, dim);
  line.lanes = std::min(layout.getThreadsPerWarp()[dim], distinct);
  line.warps = std::min(layout.getWarpsPerBlock()[dim],
                        std::max<int64_t>(1, distinct / line.lanes));
  line.lanePitch =
      strideInOrder(layout.getThreadsPerWarp(), layout.getOrder(), dim);
  line.warpPitch =
      strideInOrder(layout.getWarpsPerBlock(), layout.getOrder(), dim);
  SmallVector<Value> laneCoord = l.laneCoords(layout);
  SmallVector<Value> warpCoord = l.warpCoords(layout);
  line.lane = laneCoord[dim];
  if (line.lanes < layout.getThreadsPerWarp()[dim])
    line.lane =
        arith::RemUIOp::create(b, loc, line.lane, l.constant(line.lanes));
  line.warp = warpCoord[dim];
  if (line.warps < layout.getWarpsPerBlock()[dim])
    line.warp =
        arith::RemUIOp::create(b, loc, line.warp, l.constant(line.warps));
  line.firstWarp = arith::SubIOp::create(
      b, loc, l.warpId(),
      arith::MulIOp::create(b, loc, warpCoord[dim],
                            l.constant(line.warpPitch)));
  line.laneSlot = l.constant(0);
  for (int64_t d : layout.getOrder()) {
    int64_t extent = layout.getThreadsPerWarp()[d];
    if (d == dim || extent == 1)
      continue;
    line.laneSlot = arith::AddIOp::create(
        b, loc, line.laneSlot,
        arith::MulIOp::create(b, loc, laneCoord[d],
                              l.constant(line.otherLanes)));
    line.otherLanes *= extent;
  }
  return line;
}

Value tile::shuffleScalar(KernelLowering &l, Value value, Value lane,
                          gpu::ShuffleMode mode) {
  OpBuilder &b = l.b;
  Location loc = l.loc;
  Type type = value.getType();
  unsigned bits = type.getIntOrFloatBitWidth();
  Value moved = value;
  Type i32 = b.getI32Type();
  if (bits < 32) {
    if (isa<FloatType>(type))
      moved = arith::BitcastOp::create(b, loc, b.getIntegerType(bits), moved);
    moved = arith::ExtUIOp::create(b, loc, i32, moved);
  }
  Value offset = arith::IndexCastOp::create(b, loc, i32, lane);
  Value width = arith::ConstantIntOp::create(b, loc, 32, 32);
  moved = gpu::ShuffleOp::create(b, loc, moved, offset, width, mode)
              .getShuffleResult();
  if (bits < 32) {
    moved = arith::TruncIOp::create(b, loc, b.getIntegerType(bits), moved);
    if (isa<FloatType>(type))
      moved = arith::BitcastOp::create(b, loc, type, moved);
  }
  return moved;
}

Value tile::lineScratch(KernelLowering &l, ArrayRef<int64_t> shape,
                        Type element) {
  auto type = MemRefType::get(
      shape, element, AffineMap(),
      gpu::AddressSpaceAttr::get(l.b.getContext(),
                                 gpu::AddressSpace::Workgroup));
  Value scratch = l.getShared().allocateScratch(l.loc, type);
  // Inside a loop, the previous iteration's reads of this scratch must end
  // before this iteration's writes (the loop's lowering adds a barrier).
  l.noteLoopScratch();
  return scratch;
}
