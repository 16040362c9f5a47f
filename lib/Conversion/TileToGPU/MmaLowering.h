//===- MmaLowering.h - Shared pieces of the tile.mma lowering ---*- C++ -*-===//
//
// Part of warptile. What the tile.mma pattern (MmaOps.cpp) and the
// pipelined K loop (MmaPipeline.cpp) share: the swizzled shared-memory
// tiles of the operands and the multiplication from them.
//
//===----------------------------------------------------------------------===//

#ifndef WARPTILE_LIB_CONVERSION_TILETOGPU_MMALOWERING_H
#define WARPTILE_LIB_CONVERSION_TILETOGPU_MMALOWERING_H

#include "KernelLowering.h"

#include "mlir/Dialect/Arith/IR/Arith.h"

namespace mlir {
namespace tile {

/// A row-major 2-D tile in shared memory whose 16-byte chunks are
/// permuted within each row by an XOR with a function of the row.
struct SharedTile {
  Value memref;
  int64_t rows, cols;
  /// Elements per 16-byte chunk and chunks per row.
  int64_t chunkElems, chunks;
  /// The stage (leading index) of a multi-stage buffer; null for one tile.
  Value stage = Value();

  /// The memref indices of logical element (row, col).
  SmallVector<Value> indices(KernelLowering &l, Value row, Value col) const {
    SmallVector<Value> result;
    if (stage)
      result.push_back(stage);
    result.push_back(row);
    result.push_back(column(l, row, col));
    return result;
  }

  /// The XOR applied to the chunk index of row `row`: with 8 or more
  /// chunks (a multiple of 8) per row, `row % 8`; with 2 or 4, `(row / (8
  /// / chunks)) % chunks`; otherwise none. Eight consecutive rows then
  /// put a given logical chunk in eight different 16-byte bank groups (a
  /// 128-byte line holds 8 chunks), so the 8 row addresses of one
  /// ldmatrix matrix, and the column pairs of the accumulator stores, are
  /// conflict-free.
  Value swizzle(KernelLowering &l, Value row) const {
    OpBuilder &b = l.b;
    if (chunks % 8 == 0)
      return arith::RemUIOp::create(b, l.loc, row, l.constant(8));
    if (chunks == 2 || chunks == 4) {
      Value group =
          arith::DivUIOp::create(b, l.loc, row, l.constant(8 / chunks));
      return arith::RemUIOp::create(b, l.loc, group, l.constant(chunks));
    }
    return Value();
  }

  /// The physical column of logical element (row, col); `col` and the
  /// elements after it up to the end of its chunk stay together.
  Value column(KernelLowering &l, Value row, Value col) const {
    Value mask = swizzle(l, row);
    if (!mask)
      return col;
    OpBuilder &b = l.b;
    Value size = l.constant(chunkElems);
    Value chunk = arith::DivUIOp::create(b, l.loc, col, size);
    Value within = arith::RemUIOp::create(b, l.loc, col, size);
    Value moved = arith::XOrIOp::create(b, l.loc, chunk, mask);
    return arith::AddIOp::create(
        b, l.loc, arith::MulIOp::create(b, l.loc, moved, size), within);
  }
};

/// Whether `chip` ("sm_90", "sm_90a", ...) has what tile.mma lowers to:
/// mma.sync m16n8k16 (f16, bf16), m16n8k8 (tf32), m16n8k32 (i8) and
/// cp.async are sm_80's; a chip not of the form sm_NN is left to the
/// pipeline's own check.
bool hasMmaSync(StringRef chip);

inline int64_t elementBytes(Type type) {
  return std::max<int64_t>(1, type.getIntOrFloatBitWidth() / 8);
}

/// A warp's side of `op`'s multiplication from shared memory, one
/// instrK-wide step of K at a time: the operand fragments of a step
/// (ldmatrix, or scalar loads for a tf32 or i8 B) and the mma.sync of
/// them into the accumulator tiles. The lane arithmetic is built once, at
/// construction, so that a pipelined loop can load step kk + 1's
/// fragments (of the same or the next stage) before multiplying step kk's.
class MmaStepper {
public:
  MmaStepper(KernelLowering &l, MmaOp op);

  /// Steps of K in the operand tiles.
  int64_t steps() const { return k / instrK; }
  /// The fragments of step `kk` from `sa` and `sb` (their stages): A's
  /// repM, then B's repN. With `aFragments` (multiplyFromShared's), A's
  /// are taken from them and `sa` is not read.
  SmallVector<Value> load(const SharedTile &sa, const SharedTile &sb,
                          int64_t kk, ArrayRef<Value> aFragments = {}) const;
  /// 32-bit registers per thread of the accumulator tiles and of one
  /// step's fragments.
  int64_t accumulatorRegisters() const {
    return repM * repN * 4 * elementBytes(accElement) / 4;
  }
  int64_t fragmentRegisters() const { return repM * 4 + repN * 2; }
  /// The types of load's fragments.
  SmallVector<Type> fragmentTypes() const;
  /// The accumulator tiles (`vector<2x2>` each) of a thread's
  /// accumulators, and back.
  SmallVector<Value> split(Value acc) const;
  Value join(ArrayRef<Value> tiles, Type accType) const;
  /// One step's mma.sync of `fragments` (from load) into `tiles`.
  void multiply(ArrayRef<Value> fragments, MutableArrayRef<Value> tiles) const;

private:
  KernelLowering &l;
  Type element, accElement;
  int64_t m, n, k, instrK, bytes, perRegister, wm, wn, repM, repN;
  Value laneRow, aRowBase, aColBase, bColBase, bRowBase, bColLane;
};

/// The accumulators of `op` after multiplying its operands as stored in
/// `sa` and `sb` (ldmatrix, mma.sync). With `aFragments` (one per step of
/// K and 16-row piece, `kk * repM + im`), A comes from those registers
/// and `sa` is not read.
Value multiplyFromShared(KernelLowering &l, MmaOp op, const SharedTile &sa,
                         const SharedTile &sb,
                         ArrayRef<Value> aFragments = {});

/// The A fragments of `op` (as multiplyFromShared takes them) repacked
/// from its A operand's registers, a 16-bit tile in an accumulator layout
/// for which isRegisterOperand holds (MmaOperands.cpp).
SmallVector<Value> aFragmentsFromAccumulator(KernelLowering &l, MmaOp op);

/// The A fragments of `op` read with ldmatrix from `sa` (written and
/// behind a barrier).
SmallVector<Value> aFragmentsFromShared(KernelLowering &l, MmaOp op,
                                        const SharedTile &sa);

/// The outermost lowered scf.for between the insertion point and the
/// block that defines `value`, when only scf.for ops lie between them;
/// else null.
Operation *outermostLoopBelow(KernelLowering &l, Value value);

/// Marks the barrier after a tile.mma's operand stores (`staging`) and
/// the one after its reads in a loop (`trailing`) as a pair, for
/// dropRedundantMmaBarriers (MmaOperands.cpp).
void markMmaBarriers(Operation *staging, Operation *trailing);

/// Erases, in a lowered loop `body`, each marked trailing barrier of a
/// tile.mma when another barrier at the body's top level, neither a
/// trailing one nor its own staging one, separates its reads from the next
/// iteration's writes of its shared tiles (every such barrier does: the
/// mma's writes, staging barrier and reads are adjacent, so any other
/// barrier lies after its reads or before its next writes); then clears
/// the marks.
void dropRedundantMmaBarriers(Block &body);

/// Adds the cp.async pipeline of a GEMM's K loop (MmaPipeline.cpp).
void populateMmaPipelinePatterns(TileLoweringPatternSet &patterns);

} // namespace tile
} // namespace mlir

#endif // WARPTILE_LIB_CONVERSION_TILETOGPU_MMALOWERING_H
