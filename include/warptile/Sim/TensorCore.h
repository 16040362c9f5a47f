//===- TensorCore.h - PTX tensor-core instructions as functions -*- C++ -*-===//
//
// Part of warptile. What the warp-collective tensor-core instructions
// compute, per the PTX ISA ("Warp Level Matrix Multiply-Accumulate
// Instructions": the matrix fragment tables of mma.m16n8k8, m16n8k16,
// m16n8k32 and m16n8k4, and ldmatrix), as pure functions over the 32 lanes
// of a warp. The simulator (MatrixOps.cpp) calls them when an ldmatrix or
// mma.sync completes; the unit tests (unittests/Sim/TensorCoreTest.cpp) pin
// them against the tables. No MLIR.
//
//===----------------------------------------------------------------------===//

#ifndef WARPTILE_SIM_TENSORCORE_H
#define WARPTILE_SIM_TENSORCORE_H

#include <cstdint>
#include <string>

namespace warptile {
namespace sim {

/// The element types of mma.sync's operands that the simulator models.
enum class MmaType : uint8_t { F16, BF16, TF32, F32, S8, U8, S32 };

const char *mmaTypeName(MmaType type);

/// One mma.sync.aligned.mMnNkK.row.col.dtype.atype.btype.ctype: the shape,
/// the four element types and, for integer types, .satfinite (clamp D to
/// the s32 range instead of wrapping).
struct MmaShape {
  unsigned m = 16, n = 8, k = 16;
  MmaType a = MmaType::F16, b = MmaType::F16;
  MmaType c = MmaType::F32, d = MmaType::F32;
  bool satfinite = false;

  /// The shape as one 32-bit code (what the lowering passes to __wsim_mma)
  /// and back.
  uint32_t encode() const;
  static MmaShape decode(uint32_t code);

  /// Empty when the simulator models this shape and these types, else why
  /// not. Modelled: m16n8k8 and m16n8k16 with .f16 (.f16 or .f32
  /// accumulators) or .bf16 (.f32), m16n8k4 and m16n8k8 with .tf32 (.f32),
  /// m16n8k16 and m16n8k32 with .s8/.u8 (.s32).
  std::string unsupported() const;

  /// How many 32-bit registers each lane holds of A, B, C and D.
  unsigned aRegs() const;
  unsigned bRegs() const;
  unsigned cRegs() const;
  unsigned dRegs() const;
  /// "m16n8k16.f32.f16.f16.f32" (PTX's order: d, a, b, c).
  std::string name() const;
};

/// A row and column of a matrix.
struct MatrixCoord {
  unsigned row, col;
};

/// The element of A (M x K) that `lane` holds as element `i` (low to high)
/// of its A fragment, per the PTX ISA's fragment tables: with groupID =
/// lane >> 2, threadID_in_group = lane % 4 and p elements per register, the
/// element's register r = i / p holds row groupID (+ 8 for odd r), columns
/// threadID_in_group * p + i % p (+ 4p for r >= 2).
MatrixCoord mmaA(const MmaShape &shape, unsigned lane, unsigned i);
/// The element of B (K x N) that `lane` holds as element `i`: row
/// threadID_in_group * p + i % p + 4p * (i / p), column groupID.
MatrixCoord mmaB(const MmaShape &shape, unsigned lane, unsigned i);
/// The element of C or D (M x N) that `lane` holds as element `i` (0-3):
/// row groupID (+ 8 for i >= 2), column threadID_in_group * 2 + (i & 1).
MatrixCoord mmaC(unsigned lane, unsigned i);

/// Registers of one lane: A, B and C as given, D as returned.
struct MmaFragments {
  uint32_t a[4] = {}, b[2] = {}, c[4] = {}, d[4] = {};
};

/// D = A * B + C over the warp: `lanes[l]` holds lane l's A, B and C
/// registers (zeros for lanes that did not take part) and receives its D
/// registers. Floating point: each element is converted to f32 (.tf32 keeps
/// the 10 high mantissa bits of its .b32 register, the rest are dropped),
/// products are exact in f32, and D[i][j] = fma(A[i][k], B[k][j], ...) in
/// f32 from C[i][j] for k = 0, 1, ..., rounded to f16 at the end for an
/// .f16 D. A GPU's tensor cores accumulate with at least that precision in
/// an order of their own, so results can differ in the last ulp. Integers
/// are exact, then clamped (.satfinite) or wrapped to s32.
void mma(const MmaShape &shape, MmaFragments lanes[32]);

/// ldmatrix.sync.aligned.m8n8.b16: the register that `lane` receives from
/// one 8x8 matrix of 16-bit elements whose row r (as read from the row
/// address of lane 8 * matrix + r) is rows[r]: the two elements of row
/// lane / 4 at columns 2 * (lane % 4) and + 1 (the lower one in the low
/// half); with .trans the matrix is transposed: rows 2 * (lane % 4) and + 1
/// of column lane / 4.
uint32_t ldmatrixFragment(const uint16_t rows[8][8], unsigned lane, bool trans);

/// IEEE half and bfloat16 to and from f32 (round to nearest even).
float halfToFloat(uint16_t h);
uint16_t floatToHalf(float f);
float bf16ToFloat(uint16_t h);

} // namespace sim
} // namespace warptile

#endif // WARPTILE_SIM_TENSORCORE_H
