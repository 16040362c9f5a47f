//===- PtxScalarTest.cpp - prmt, dp4a/dp2a, rcp, cvt .tf32; wmma fragments ===//
//
// Part of warptile. Values worked out by hand from the PTX ISA's tables and
// pseudo-code (the lit tests compare whole buffers against Python's); and
// the wmma fragment distribution: every element of a C or D fragment held
// by exactly one lane, A and B twice in one lane, and a product through
// pack, multiply and unpack.
//
//===----------------------------------------------------------------------===//

#include "warptile/Sim/PtxScalar.h"
#include "warptile/Sim/WarpMatrix.h"

#include "gtest/gtest.h"

#include <cmath>
#include <cstring>
#include <limits>

using namespace warptile::sim;

namespace {

uint32_t bitsOf(float f) {
  uint32_t b;
  std::memcpy(&b, &f, 4);
  return b;
}

float floatOf(uint32_t b) {
  float f;
  std::memcpy(&f, &b, 4);
  return f;
}

TEST(PtxScalar, PrmtGeneric) {
  // Bytes {b, a} = {07 06 05 04, 03 02 01 00}: selector 0x7531 picks bytes
  // 1, 3, 5, 7 (low to high).
  EXPECT_EQ(prmt(0x03020100, 0x07060504, 0x7531, PrmtMode::Default),
            0x07050301u);
  // The msb of a nibble replicates the sign of the byte it picks: byte 0
  // is 0x80 (negative), byte 1 0x7f (positive).
  EXPECT_EQ(prmt(0x00007f80, 0, 0x9898, PrmtMode::Default), 0x00ff00ffu);
}

TEST(PtxScalar, PrmtModes) {
  uint32_t a = 0x33221100, b = 0x77665544;
  EXPECT_EQ(prmt(a, b, 1, PrmtMode::F4E), 0x44332211u);  // {4,3,2,1}
  EXPECT_EQ(prmt(a, b, 0, PrmtMode::B4E), 0x55667700u);  // {5,6,7,0}
  EXPECT_EQ(prmt(a, b, 2, PrmtMode::RC8), 0x22222222u);  // {2,2,2,2}
  EXPECT_EQ(prmt(a, b, 1, PrmtMode::ECL), 0x33221111u);  // {3,2,1,1}
  EXPECT_EQ(prmt(a, b, 2, PrmtMode::ECR), 0x22221100u);  // {2,2,1,0}
  EXPECT_EQ(prmt(a, b, 3, PrmtMode::RC16), 0x33223322u); // {3,2,3,2}
  // Only c[1:0] counts in the modes.
  EXPECT_EQ(prmt(a, b, 0xfffffffd, PrmtMode::F4E), 0x44332211u);
}

TEST(PtxScalar, Dp4aDp2a) {
  // Bytes 0xff: 255 unsigned, -1 signed; four products of 255 * 255.
  EXPECT_EQ(dp4a(0xffffffff, 0xffffffff, 0, false, false), 4u * 255 * 255);
  EXPECT_EQ(dp4a(0xffffffff, 0xffffffff, 0, true, true), 4u);
  EXPECT_EQ(dp4a(0xffffffff, 0x01010101, 10, true, false), 6u);
  // dp2a: halves of a (0xffff = -1 signed) with bytes 0-1 (.lo) or 2-3.
  EXPECT_EQ(dp2a(0x0002ffff, 0x04030201, 0, true, false, false),
            uint32_t(-1 * 1 + 2 * 2));
  EXPECT_EQ(dp2a(0x0002ffff, 0x04030201, 0, true, false, true),
            uint32_t(-1 * 3 + 2 * 4));
  EXPECT_EQ(dp2a(0x0002ffff, 0x04030201, 0, false, false, true),
            uint32_t(65535 * 3 + 2 * 4));
}

TEST(PtxScalar, RcpApproxFtz) {
  EXPECT_EQ(rcpApproxFtz(4.0f), 0.25f);
  EXPECT_EQ(bitsOf(rcpApproxFtz(0.0f)), bitsOf(INFINITY));
  EXPECT_EQ(bitsOf(rcpApproxFtz(-0.0f)), bitsOf(-INFINITY));
  EXPECT_EQ(bitsOf(rcpApproxFtz(floatOf(0x80000001))), bitsOf(-INFINITY));
  // 2^127's reciprocal, 2^-127, is subnormal: flushed.
  EXPECT_EQ(bitsOf(rcpApproxFtz(std::ldexp(1.0f, 127))), 0u);
  EXPECT_EQ(bitsOf(rcpApproxFtz(NAN)), 0x7fffffffu);
  EXPECT_EQ(rcpApproxFtz(0.5), 2.0);
}

TEST(PtxScalar, Tf32) {
  // 1 + 2^-11 is half way between 1 and 1 + 2^-10.
  uint32_t half = 0x3f801000;
  EXPECT_EQ(cvtTf32(floatOf(half), Tf32Rounding::RNA, false, false),
            0x3f802000u);
  EXPECT_EQ(cvtTf32(floatOf(half), Tf32Rounding::RN, false, false),
            0x3f800000u);
  EXPECT_EQ(cvtTf32(floatOf(0x3f803000), Tf32Rounding::RN, false, false),
            0x3f804000u);
  EXPECT_EQ(cvtTf32(floatOf(0x3f803fff), Tf32Rounding::RZ, false, false),
            0x3f802000u);
  // The largest f32 rounds up to infinity; .satfinite keeps tf32's largest.
  EXPECT_EQ(cvtTf32(floatOf(0x7f7fffff), Tf32Rounding::RNA, false, false),
            0x7f800000u);
  EXPECT_EQ(cvtTf32(floatOf(0x7f7fffff), Tf32Rounding::RNA, true, false),
            0x7f7fe000u);
  EXPECT_EQ(cvtTf32(-INFINITY, Tf32Rounding::RN, true, false), 0xff7fe000u);
  EXPECT_EQ(cvtTf32(NAN, Tf32Rounding::RZ, false, false), 0x7fffffffu);
  EXPECT_EQ(cvtTf32(-1.5f, Tf32Rounding::RN, false, true), 0u);
}

TEST(WarpMatrix, EveryElementOnce) {
  // C and D: each of the 256 elements in exactly one lane; A and B: in one
  // lane, registers 0-3 and again 4-7.
  unsigned seen[16][16] = {};
  for (unsigned lane = 0; lane < 32; ++lane)
    for (unsigned i = 0; i < 8; ++i) {
      MatrixCoord at = wmmaElement(lane, i);
      ASSERT_LT(at.row, 16u);
      ASSERT_LT(at.col, 16u);
      ++seen[at.row][at.col];
    }
  for (auto &row : seen)
    for (unsigned count : row)
      EXPECT_EQ(count, 1u);
  WmmaMatrix m;
  for (unsigned r = 0; r < 16; ++r)
    for (unsigned c = 0; c < 16; ++c)
      m.at[r][c] = r * 16 + c;
  WmmaShape a;
  uint32_t regs[8];
  wmmaPack(a, m, 5, regs);
  for (unsigned r = 0; r < 4; ++r)
    EXPECT_EQ(regs[r], regs[4 + r]);
  WmmaMatrix back;
  wmmaUnpack(a, regs, 5, back);
  for (unsigned i = 0; i < 8; ++i) {
    MatrixCoord at = wmmaElement(5, i);
    EXPECT_EQ(back.at[at.row][at.col], m.at[at.row][at.col]);
  }
}

TEST(WarpMatrix, F64EveryElementOnce) {
  // .m8n8k4 .f64: A (8x4) and B (4x8) one element per lane, C and D (8x8)
  // two, each element in exactly one lane; the encoding keeps the bit.
  const WmmaFrag frags[3] = {WmmaFrag::A, WmmaFrag::B, WmmaFrag::C};
  const unsigned rows[3] = {8, 4, 8}, cols[3] = {4, 8, 8};
  for (unsigned f = 0; f < 3; ++f) {
    unsigned seen[8][8] = {};
    for (unsigned lane = 0; lane < 32; ++lane)
      for (unsigned i = 0; i < wmmaF64Elements(frags[f]); ++i) {
        MatrixCoord at = wmmaF64Element(frags[f], lane, i);
        ASSERT_LT(at.row, rows[f]);
        ASSERT_LT(at.col, cols[f]);
        ++seen[at.row][at.col];
      }
    for (unsigned r = 0; r < rows[f]; ++r)
      for (unsigned c = 0; c < cols[f]; ++c)
        EXPECT_EQ(seen[r][c], 1u);
  }
  WmmaShape s;
  s.frag = WmmaFrag::B;
  s.f64 = true;
  s.col = true;
  WmmaShape back = WmmaShape::decode(s.encode());
  EXPECT_TRUE(back.f64 && back.col && back.frag == WmmaFrag::B);
  EXPECT_EQ(back.regs(), 2u);
}

TEST(WarpMatrix, F64FmaOrder) {
  // D[0][0] = fma(2^-53, 1, fma(2^-53, 1, 1)) = 1 (each fma a tie, to
  // even); adding the products first would give 1 + 2^-52.
  WmmaF64Matrix a, b, c, d;
  a.at[0][0] = a.at[0][1] = std::ldexp(1.0, -53);
  b.at[0][0] = b.at[1][0] = 1.0;
  c.at[0][0] = 1.0;
  a.at[1][3] = 3.0;
  b.at[3][1] = 0.5;
  c.at[1][1] = -1.0;
  wmmaF64Multiply(a, b, c, d);
  EXPECT_EQ(d.at[0][0], 1.0);
  EXPECT_EQ(d.at[1][1], 0.5); // 3 * 0.5 - 1
}

TEST(WarpMatrix, Multiply) {
  // A = 2 I, B[k][j] = j (f16), C = 1 (f32): D[i][j] = 2 j + 1.
  auto half = [](float v) { return uint32_t(floatToHalf(v)); };
  WmmaMatrix a, b, c, d;
  float one = 1.0f;
  for (unsigned i = 0; i < 16; ++i)
    for (unsigned j = 0; j < 16; ++j) {
      a.at[i][j] = half(i == j ? 2.0f : 0.0f);
      b.at[i][j] = half(float(j));
      std::memcpy(&c.at[i][j], &one, 4);
    }
  WmmaShape shape;
  shape.cF32 = shape.dF32 = true;
  wmmaMultiply(shape, a, b, c, d);
  for (unsigned i = 0; i < 16; ++i)
    for (unsigned j = 0; j < 16; ++j) {
      float v;
      std::memcpy(&v, &d.at[i][j], 4);
      EXPECT_EQ(v, 2.0f * j + 1.0f) << i << "," << j;
    }
  shape.dF32 = false;
  wmmaMultiply(shape, a, b, c, d);
  EXPECT_EQ(halfToFloat(uint16_t(d.at[3][15])), 31.0f);
}

} // namespace
