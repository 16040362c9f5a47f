//===- WarpMatrix.h - wmma fragments as functions ---------------*- C++ -*-===//
//
// Part of warptile. The simulator's model of PTX's warp-level matrix
// instructions wmma.load, wmma.mma and wmma.store (PTX ISA "Warp Level
// Matrix Multiply-Accumulate Instructions: wmma"): .m16n16k16 with .f16
// multiplicands and .f16 or .f32 accumulators, .row and .col layouts.
//
// "The distribution of fragments loaded by the threads in a warp is
// unspecified and is target architecture dependent, and hence the identity
// of the fragment within the matrix is also unspecified" (PTX ISA, wmma
// "Matrix Fragments for WMMA"). The simulator's distribution: the 16x16
// matrix in row-major order (A as M x K, B as K x N, C and D as M x N,
// whatever the layout in memory), lane l holding its elements 8l to 8l+7
// (row l / 2, columns 8 (l % 2) to 8 (l % 2) + 7). An A or B fragment is
// eight .f16x2 registers: the lane's eight elements in registers 0-3 (the
// lower element in the low half) and again in 4-7, as a GPU also holds
// each element twice; a C or D fragment is four .f16x2 or eight .f32
// registers. No MLIR.
//
//===----------------------------------------------------------------------===//

#ifndef WARPTILE_SIM_WARPMATRIX_H
#define WARPTILE_SIM_WARPMATRIX_H

#include "warptile/Sim/TensorCore.h"

#include <cstdint>

namespace warptile {
namespace sim {

/// Which matrix a wmma.load or wmma.store fragment is of (C and D alike).
enum class WmmaFrag : uint32_t { A, B, C };

/// One wmma.load/store (frag, element type, layout) or wmma.mma (the C and
/// D types) as a 32-bit code.
struct WmmaShape {
  WmmaFrag frag = WmmaFrag::A;
  bool f32 = false;  ///< load/store: .f32 elements (C and D only)
  bool col = false;  ///< load/store: .col layout
  bool cF32 = false; ///< mma: C is .f32
  bool dF32 = false; ///< mma: D is .f32

  uint32_t encode() const {
    return static_cast<uint32_t>(frag) | uint32_t(f32) << 4 |
           uint32_t(col) << 5 | uint32_t(cF32) << 6 | uint32_t(dF32) << 7;
  }
  static WmmaShape decode(uint32_t code) {
    WmmaShape s;
    s.frag = static_cast<WmmaFrag>(code & 0xf);
    s.f32 = code >> 4 & 1;
    s.col = code >> 5 & 1;
    s.cF32 = code >> 6 & 1;
    s.dF32 = code >> 7 & 1;
    return s;
  }
  /// 32-bit registers of a load/store fragment: 8 for A and B, 4 for an
  /// .f16 C or D, 8 for an .f32 one.
  unsigned regs() const {
    return frag == WmmaFrag::C && !f32 ? 4 : 8;
  }
};

/// The element of the 16x16 matrix that `lane` holds as its element `i`
/// (0-7).
inline MatrixCoord wmmaElement(unsigned lane, unsigned i) {
  unsigned e = 8 * lane + i;
  return {e / 16, e % 16};
}

/// A whole 16x16 fragment set of one warp: element (r, c) as 32 bits (an
/// f16 in the low half, or an f32).
struct WmmaMatrix {
  uint32_t at[16][16] = {};
};

/// The registers of `lane` for `matrix` (shape.regs() of them).
void wmmaPack(const WmmaShape &shape, const WmmaMatrix &matrix, unsigned lane,
              uint32_t *regs);
/// The elements that `lane`'s registers hold, into `matrix`.
void wmmaUnpack(const WmmaShape &shape, const uint32_t *regs, unsigned lane,
                WmmaMatrix &matrix);

/// D = A * B + C (16x16x16) with .f16 A and B: each element converted to
/// f32, D[i][j] = fma(A[i][k], B[k][j], ...) in f32 from C[i][j] for k = 0,
/// 1, ..., rounded to f16 (nearest even) for an .f16 D, as mma.sync
/// (docs/Sim.md).
void wmmaMultiply(const WmmaShape &shape, const WmmaMatrix &a,
                  const WmmaMatrix &b, const WmmaMatrix &c, WmmaMatrix &d);

} // namespace sim
} // namespace warptile

#endif // WARPTILE_SIM_WARPMATRIX_H
