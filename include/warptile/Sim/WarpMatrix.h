//===- WarpMatrix.h - wmma fragments as functions ---------------*- C++ -*-===//
//
// Part of warptile. The simulator's model of PTX's warp-level matrix
// instructions wmma.load, wmma.mma and wmma.store (PTX ISA "Warp Level
// Matrix Multiply-Accumulate Instructions: wmma"): .m16n16k16 with .f16
// multiplicands and .f16 or .f32 accumulators, and .m8n8k4 with .f64
// throughout (sm_80), .row and .col layouts.
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
// registers.
//
// .m8n8k4 .f64 (A 8x4, B 4x8, C and D 8x8; every register .f64, held as
// two 32-bit words, the low one first): the simulator gives each lane the
// elements that mma.sync.aligned.m8n8k4 .f64 gives it in the ISA's
// fragment tables ("Matrix Fragments for mma.m8n8k4 with .f64 floating
// point type"), with groupID = lane >> 2 and threadID_in_group = lane % 4:
// A's one element at (groupID, threadID_in_group), B's one at
// (threadID_in_group, groupID), and C's or D's two at (groupID,
// 2 threadID_in_group + i). No MLIR.
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
  bool f64 = false;  ///< .m8n8k4 with .f64 elements (load, store and mma)

  uint32_t encode() const {
    return static_cast<uint32_t>(frag) | uint32_t(f32) << 4 |
           uint32_t(col) << 5 | uint32_t(cF32) << 6 | uint32_t(dF32) << 7 |
           uint32_t(f64) << 8;
  }
  static WmmaShape decode(uint32_t code) {
    WmmaShape s;
    s.frag = static_cast<WmmaFrag>(code & 0xf);
    s.f32 = code >> 4 & 1;
    s.col = code >> 5 & 1;
    s.cF32 = code >> 6 & 1;
    s.dF32 = code >> 7 & 1;
    s.f64 = code >> 8 & 1;
    return s;
  }
  /// 32-bit registers of a load/store fragment: 8 for A and B, 4 for an
  /// .f16 C or D, 8 for an .f32 one; .f64: 2 for A and B (one .f64), 4 for
  /// C or D (two).
  unsigned regs() const {
    if (f64)
      return frag == WmmaFrag::C ? 4 : 2;
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

/// .m8n8k4 .f64: the element of A (8x4), B (4x8) or C/D (8x8) that `lane`
/// holds as its element `i` (0 for A and B, 0-1 for C and D).
inline MatrixCoord wmmaF64Element(WmmaFrag frag, unsigned lane, unsigned i) {
  unsigned group = lane >> 2, thread = lane % 4;
  switch (frag) {
  case WmmaFrag::A:
    return {group, thread};
  case WmmaFrag::B:
    return {thread, group};
  case WmmaFrag::C:
    break;
  }
  return {group, 2 * thread + i};
}

/// Elements each lane holds of an .m8n8k4 .f64 fragment: 1 of A or B, 2 of
/// C or D.
inline unsigned wmmaF64Elements(WmmaFrag frag) {
  return frag == WmmaFrag::C ? 2 : 1;
}

/// A whole .m8n8k4 .f64 fragment set of one warp, as 8x8 (A uses columns
/// 0-3, B rows 0-3).
struct WmmaF64Matrix {
  double at[8][8] = {};
};

/// D = A * B + C (8x8x4, .f64): D[i][j] = fma(A[i][3], B[3][j], fma(...,
/// fma(A[i][0], B[0][j], C[i][j]))), each fma rounded to nearest even in
/// f64 (the default .rn), k = 0 first.
void wmmaF64Multiply(const WmmaF64Matrix &a, const WmmaF64Matrix &b,
                     const WmmaF64Matrix &c, WmmaF64Matrix &d);

} // namespace sim
} // namespace warptile

#endif // WARPTILE_SIM_WARPMATRIX_H
