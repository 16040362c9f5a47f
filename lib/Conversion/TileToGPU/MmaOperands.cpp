//===- MmaOperands.cpp - A fragments of tile.mma kept in registers --------===//
//
// Part of warptile. The A operand of a tile.mma that does not go through
// shared memory on every multiplication: a tile computed in an accumulator
// layout whose registers already are the A fragments (attention's P =
// exp(S - m) of S = Q . Kt, on to P . V), and a tile defined before the
// loop that holds the mma, whose fragments are read from shared memory
// once, before the loop (attention's Q). docs/TileLowering.md, "Chained
// GEMMs (attention)".
//
//===----------------------------------------------------------------------===//

#include "MmaLowering.h"

#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/NVGPU/IR/NVGPUDialect.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/UB/IR/UBOps.h"
#include "mlir/Dialect/Vector/IR/VectorOps.h"
#include "warptile/Dialect/Tile/Transforms/Layouts.h"

using namespace mlir;
using namespace mlir::tile;

SmallVector<Value> tile::aFragmentsFromAccumulator(KernelLowering &l,
                                                   MmaOp op) {
  OpBuilder &b = l.b;
  Location loc = l.loc;
  auto layout = cast<MmaLayoutAttr>(op->getAttr(kLayoutAttrName));
  RankedTensorType aType = op.getA().getType();
  int64_t m = aType.getDimSize(0), k = aType.getDimSize(1);
  int64_t repM = m / (16 * layout.getWarpsPerBlock()[0]);
  // The operand's 8-column accumulator tiles per row of tiles (warps
  // along M only: every warp holds all K columns of its rows).
  int64_t tilesN = k / 8;
  Value perThread = l.lookup(op.getA());
  auto fragment = VectorType::get({4, 2}, aType.getElementType());
  SmallVector<Value> fragments;
  // PTX ISA, "Matrix Fragments for mma.m16n8k16": A's register pair i of
  // the step kk is (row groupID + 8 (i % 2), columns 16 kk + 8 (i / 2) +
  // 2 threadID_in_group + (0, 1)); the accumulator tile jn's pairs (c0 c1,
  // c2 c3) are (rows groupID, groupID + 8; columns 8 jn + 2
  // threadID_in_group + (0, 1)). So pair i is tile 2 kk + i / 2's pair i
  // % 2: registers 4 (im tilesN + 2 kk) + 0 .. 7 in order.
  for (int64_t kk = 0; kk < k / 16; ++kk)
    for (int64_t im = 0; im < repM; ++im) {
      int64_t first = 4 * (im * tilesN + 2 * kk);
      Value frag = ub::PoisonOp::create(b, loc, fragment);
      for (int64_t pair = 0; pair < 4; ++pair) {
        Value elements = vector::ShuffleOp::create(
            b, loc, perThread, perThread,
            ArrayRef<int64_t>{first + 2 * pair, first + 2 * pair + 1});
        frag = vector::InsertOp::create(b, loc, elements, frag,
                                        ArrayRef<int64_t>{pair});
      }
      fragments.push_back(frag);
    }
  return fragments;
}

SmallVector<Value> tile::aFragmentsFromShared(KernelLowering &l, MmaOp op,
                                              const SharedTile &sa) {
  OpBuilder &b = l.b;
  Location loc = l.loc;
  auto layout = cast<MmaLayoutAttr>(op->getAttr(kLayoutAttrName));
  RankedTensorType aType = op.getA().getType();
  int64_t m = aType.getDimSize(0), k = aType.getDimSize(1);
  int64_t instrK = layout.getInstrShape()[2];
  int64_t bytes = elementBytes(aType.getElementType());
  int64_t perRegister = 4 / bytes, rowElems = 16 / bytes;
  int64_t wm = layout.getWarpsPerBlock()[0], wn = layout.getWarpsPerBlock()[1];
  int64_t repM = m / (16 * wm);
  // The same ldmatrix.x4 (no .trans) as multiplyFromShared: lane l gives
  // row l % 8 of matrix l / 8; matrices 1 and 3 are the lower 8 rows, 2
  // and 3 the right 16 bytes of the rows.
  Value warpM =
      arith::DivUIOp::create(b, loc, l.warpId(), l.constant(wn));
  Value matrix = arith::DivUIOp::create(b, loc, l.laneId(), l.constant(8));
  Value matrixRow = arith::RemUIOp::create(b, loc, l.laneId(), l.constant(8));
  Value lowerHalf = arith::MulIOp::create(
      b, loc, arith::RemUIOp::create(b, loc, matrix, l.constant(2)),
      l.constant(8));
  Value rightHalf = arith::DivUIOp::create(b, loc, matrix, l.constant(2));
  Value laneRow = arith::AddIOp::create(b, loc, lowerHalf, matrixRow);
  Value rowBase = arith::AddIOp::create(
      b, loc, arith::MulIOp::create(b, loc, warpM, l.constant(16)), laneRow);
  Value colBase =
      arith::MulIOp::create(b, loc, rightHalf, l.constant(rowElems));
  auto fragment = VectorType::get({4, perRegister}, aType.getElementType());
  SmallVector<Value> fragments;
  for (int64_t kk = 0; kk < k / instrK; ++kk)
    for (int64_t im = 0; im < repM; ++im) {
      Value row =
          arith::AddIOp::create(b, loc, rowBase, l.constant(im * 16 * wm));
      Value col =
          arith::AddIOp::create(b, loc, colBase, l.constant(kk * instrK));
      fragments.push_back(nvgpu::LdMatrixOp::create(
          b, loc, fragment, sa.memref, sa.indices(l, row, col),
          /*transpose=*/false, /*numTiles=*/4));
    }
  return fragments;
}

Operation *tile::outermostLoopBelow(KernelLowering &l, Value value) {
  Block *home = value.getParentBlock();
  Block *block = l.getInsertionBlock();
  Operation *outermost = nullptr;
  while (block && block != home) {
    auto loop = dyn_cast_or_null<scf::ForOp>(block->getParentOp());
    if (!loop)
      return nullptr;
    outermost = loop;
    block = loop->getBlock();
  }
  return block == home ? outermost : nullptr;
}

static constexpr StringLiteral kStagingMark = "tile.mma_staging";
static constexpr StringLiteral kTrailingMark = "tile.mma_trailing";

void tile::markMmaBarriers(Operation *staging, Operation *trailing) {
  // A pair shares an id: the staging barrier's address, unique while both
  // live.
  auto id = IntegerAttr::get(IntegerType::get(staging->getContext(), 64),
                             reinterpret_cast<intptr_t>(staging));
  staging->setAttr(kStagingMark, id);
  trailing->setAttr(kTrailingMark, id);
}

void tile::dropRedundantMmaBarriers(Block &body) {
  SmallVector<Operation *> barriers;
  for (Operation &op : body)
    if (isa<gpu::BarrierOp>(op))
      barriers.push_back(&op);
  for (Operation *trailing : barriers) {
    Attribute id = trailing->getAttr(kTrailingMark);
    if (!id)
      continue;
    bool separated = llvm::any_of(barriers, [&](Operation *other) {
      return other != trailing && !other->hasAttr(kTrailingMark) &&
             other->getAttr(kStagingMark) != id;
    });
    if (separated)
      trailing->erase();
    else
      trailing->removeAttr(kTrailingMark);
  }
  for (Operation &op : body)
    if (isa<gpu::BarrierOp>(op))
      op.removeAttr(kStagingMark);
}
