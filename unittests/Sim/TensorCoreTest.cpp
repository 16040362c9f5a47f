//===- TensorCoreTest.cpp - ldmatrix, mma.sync and cp.async ---------------===//
//
// Part of warptile. The fragment layouts of mma.sync and ldmatrix pinned
// against the PTX ISA's tables (each table's row/column formula is written
// out here as the ISA states it, and every lane and element is compared),
// the arithmetic of one mma per type, and the block model's handling of
// the instructions: the warp rendezvous, shared-memory findings and the
// cp.async groups.
//
//===----------------------------------------------------------------------===//

#include "Findings.h"
#include "warptile/Sim/TensorCore.h"
#include "warptile/Sim/Machine.h"
#include "warptile/Sim/RuntimeABI.h"

#include "gtest/gtest.h"

#include <cmath>
#include <cstring>
#include <optional>
#include <vector>

using namespace warptile::sim;

namespace {

/// m16n8k`k`; B has A's type unless given.
MmaShape shapeOf(unsigned k, MmaType a, MmaType c, MmaType d,
                 std::optional<MmaType> b = std::nullopt) {
  MmaShape s;
  s.k = k;
  s.a = a;
  s.b = b.value_or(a);
  s.c = c;
  s.d = d;
  return s;
}

unsigned groupId(unsigned lane) { return lane >> 2; }
unsigned inGroup(unsigned lane) { return lane % 4; }

//===----------------------------------------------------------------------===//
// The fragment tables
//===----------------------------------------------------------------------===//

// "Matrix Fragments for mma.m16n8k16 with floating point type", .f16/.bf16:
//   row = groupID for ai where 0 <= i < 2 || 4 <= i < 6, else groupID + 8
//   col = threadID_in_group * 2 + (i & 0x1) (+ 8 for i >= 4)
//   B: row = threadID_in_group * 2 + (i & 0x1) (+ 8 for i >= 2), col groupID
TEST(TensorCoreTest, M16N8K16F16MatchesThePtxTable) {
  MmaShape s = shapeOf(16, MmaType::F16, MmaType::F32, MmaType::F32);
  EXPECT_EQ(s.aRegs(), 4u);
  EXPECT_EQ(s.bRegs(), 2u);
  EXPECT_EQ(s.cRegs(), 4u);
  for (unsigned lane = 0; lane < 32; ++lane) {
    for (unsigned i = 0; i < 8; ++i) {
      unsigned row =
          (i < 2 || (i >= 4 && i < 6)) ? groupId(lane) : groupId(lane) + 8;
      unsigned col = inGroup(lane) * 2 + (i & 1) + (i >= 4 ? 8 : 0);
      MatrixCoord at = mmaA(s, lane, i);
      ASSERT_EQ(at.row, row) << "lane " << lane << " a" << i;
      ASSERT_EQ(at.col, col) << "lane " << lane << " a" << i;
    }
    for (unsigned i = 0; i < 4; ++i) {
      unsigned row = inGroup(lane) * 2 + (i & 1) + (i >= 2 ? 8 : 0);
      MatrixCoord at = mmaB(s, lane, i);
      ASSERT_EQ(at.row, row) << "lane " << lane << " b" << i;
      ASSERT_EQ(at.col, groupId(lane)) << "lane " << lane << " b" << i;
    }
    // Accumulators: row = groupID for ci where i < 2, else groupID + 8;
    // col = threadID_in_group * 2 + (i & 0x1).
    for (unsigned i = 0; i < 4; ++i) {
      MatrixCoord at = mmaC(lane, i);
      ASSERT_EQ(at.row, i < 2 ? groupId(lane) : groupId(lane) + 8);
      ASSERT_EQ(at.col, inGroup(lane) * 2 + (i & 1));
    }
  }
  // Lane 5 (groupID 1, threadID_in_group 1), spelled out.
  EXPECT_EQ(mmaA(s, 5, 0).row, 1u);
  EXPECT_EQ(mmaA(s, 5, 0).col, 2u);
  EXPECT_EQ(mmaA(s, 5, 3).row, 9u);
  EXPECT_EQ(mmaA(s, 5, 3).col, 3u);
  EXPECT_EQ(mmaA(s, 5, 6).row, 9u);
  EXPECT_EQ(mmaA(s, 5, 6).col, 10u);
  EXPECT_EQ(mmaB(s, 5, 3).row, 11u);
  EXPECT_EQ(mmaB(s, 5, 3).col, 1u);
}

// "Matrix Fragments for mma.m16n8k8", .tf32:
//   A: row = groupID for a0 and a2, groupID + 8 for a1 and a3;
//      col = threadID_in_group for a0 and a1, + 4 for a2 and a3
//   B: row = threadID_in_group for b0, + 4 for b1; col = groupID
// and .f16: A row = groupID for a0, a1, + 8 for a2, a3;
//   col = threadID_in_group * 2 + (i & 0x1); B row = threadID_in_group * 2
//   + i.
TEST(TensorCoreTest, M16N8K8MatchesThePtxTable) {
  MmaShape tf32 = shapeOf(8, MmaType::TF32, MmaType::F32, MmaType::F32);
  MmaShape f16 = shapeOf(8, MmaType::F16, MmaType::F16, MmaType::F16);
  EXPECT_EQ(tf32.aRegs(), 4u);
  EXPECT_EQ(tf32.bRegs(), 2u);
  EXPECT_EQ(f16.aRegs(), 2u);
  EXPECT_EQ(f16.bRegs(), 1u);
  EXPECT_EQ(f16.cRegs(), 2u);
  for (unsigned lane = 0; lane < 32; ++lane) {
    for (unsigned i = 0; i < 4; ++i) {
      MatrixCoord at = mmaA(tf32, lane, i);
      ASSERT_EQ(at.row, (i == 0 || i == 2) ? groupId(lane) : groupId(lane) + 8);
      ASSERT_EQ(at.col, i < 2 ? inGroup(lane) : inGroup(lane) + 4);
      at = mmaA(f16, lane, i);
      ASSERT_EQ(at.row, i < 2 ? groupId(lane) : groupId(lane) + 8);
      ASSERT_EQ(at.col, inGroup(lane) * 2 + (i & 1));
    }
    for (unsigned i = 0; i < 2; ++i) {
      MatrixCoord at = mmaB(tf32, lane, i);
      ASSERT_EQ(at.row, i == 0 ? inGroup(lane) : inGroup(lane) + 4);
      ASSERT_EQ(at.col, groupId(lane));
      at = mmaB(f16, lane, i);
      ASSERT_EQ(at.row, inGroup(lane) * 2 + i);
      ASSERT_EQ(at.col, groupId(lane));
    }
  }
}

// "Matrix Fragments for mma.m16n8k32", .s8/.u8:
//   A: row = groupID for ai where 0 <= i < 4 || 8 <= i < 12, else + 8;
//      col = threadID_in_group * 4 + (i & 0x3) (+ 16 for i >= 8)
//   B: row = threadID_in_group * 4 + (i & 0x3) (+ 16 for i >= 4),
//      col = groupID
TEST(TensorCoreTest, M16N8K32S8MatchesThePtxTable) {
  MmaShape s = shapeOf(32, MmaType::S8, MmaType::S32, MmaType::S32);
  EXPECT_EQ(s.aRegs(), 4u);
  EXPECT_EQ(s.bRegs(), 2u);
  for (unsigned lane = 0; lane < 32; ++lane) {
    for (unsigned i = 0; i < 16; ++i) {
      MatrixCoord at = mmaA(s, lane, i);
      ASSERT_EQ(at.row, (i < 4 || (i >= 8 && i < 12)) ? groupId(lane)
                                                      : groupId(lane) + 8);
      ASSERT_EQ(at.col, inGroup(lane) * 4 + (i & 3) + (i >= 8 ? 16 : 0));
    }
    for (unsigned i = 0; i < 8; ++i) {
      MatrixCoord at = mmaB(s, lane, i);
      ASSERT_EQ(at.row, inGroup(lane) * 4 + (i & 3) + (i >= 4 ? 16 : 0));
      ASSERT_EQ(at.col, groupId(lane));
    }
  }
}

// Every element of A, B and C is held by exactly one lane, for every
// modelled shape.
TEST(TensorCoreTest, FragmentsCoverEachMatrixOnce) {
  for (MmaShape s : {shapeOf(16, MmaType::F16, MmaType::F32, MmaType::F32),
                     shapeOf(8, MmaType::F16, MmaType::F16, MmaType::F16),
                     shapeOf(16, MmaType::BF16, MmaType::F32, MmaType::F32),
                     shapeOf(8, MmaType::TF32, MmaType::F32, MmaType::F32),
                     shapeOf(4, MmaType::TF32, MmaType::F32, MmaType::F32),
                     shapeOf(32, MmaType::S8, MmaType::S32, MmaType::S32),
                     shapeOf(16, MmaType::U8, MmaType::S32, MmaType::S32)}) {
    ASSERT_EQ(s.unsupported(), "") << s.name();
    std::vector<int> a(s.m * s.k), b(s.k * s.n), c(s.m * s.n);
    unsigned aPer = s.m * s.k / 32, bPer = s.k * s.n / 32;
    for (unsigned lane = 0; lane < 32; ++lane) {
      for (unsigned i = 0; i < aPer; ++i) {
        MatrixCoord at = mmaA(s, lane, i);
        ASSERT_LT(at.row, s.m);
        ASSERT_LT(at.col, s.k);
        ++a[at.row * s.k + at.col];
      }
      for (unsigned i = 0; i < bPer; ++i) {
        MatrixCoord at = mmaB(s, lane, i);
        ASSERT_LT(at.row, s.k);
        ASSERT_LT(at.col, s.n);
        ++b[at.row * s.n + at.col];
      }
      for (unsigned i = 0; i < 4; ++i) {
        MatrixCoord at = mmaC(lane, i);
        ++c[at.row * s.n + at.col];
      }
    }
    for (int n : a)
      ASSERT_EQ(n, 1) << s.name();
    for (int n : b)
      ASSERT_EQ(n, 1) << s.name();
    for (int n : c)
      ASSERT_EQ(n, 1) << s.name();
  }
}

TEST(TensorCoreTest, UnsupportedShapesSayWhy) {
  EXPECT_EQ(shapeOf(16, MmaType::F16, MmaType::F32, MmaType::F16).unsupported(),
            "");
  EXPECT_NE(shapeOf(32, MmaType::F16, MmaType::F32, MmaType::F32).unsupported(),
            "");
  EXPECT_NE(
      shapeOf(16, MmaType::BF16, MmaType::F16, MmaType::F16).unsupported(), "");
  EXPECT_NE(shapeOf(8, MmaType::F16, MmaType::F32, MmaType::F32, MmaType::BF16)
                .unsupported(),
            "");
  MmaShape wide = shapeOf(4, MmaType::TF32, MmaType::F32, MmaType::F32);
  wide.m = 8;
  EXPECT_NE(wide.unsupported(), "");
  MmaShape round = MmaShape::decode(
      shapeOf(32, MmaType::U8, MmaType::S32, MmaType::S32, MmaType::S8)
          .encode());
  EXPECT_EQ(round.name(), "m16n8k32.s32.u8.s8.s32");
}

//===----------------------------------------------------------------------===//
// The arithmetic
//===----------------------------------------------------------------------===//

uint32_t pack16(uint16_t lo, uint16_t hi) { return lo | uint32_t(hi) << 16; }
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

/// Distributes whole matrices into the lanes' fragments per the tables.
void scatter(const MmaShape &s, const float *a, const float *b, const float *c,
             MmaFragments lanes[32]) {
  bool half = s.a == MmaType::F16;
  for (unsigned lane = 0; lane < 32; ++lane) {
    MmaFragments &f = lanes[lane];
    unsigned per = half ? 2 : 1;
    for (unsigned i = 0; i < s.aRegs() * per; ++i) {
      MatrixCoord at = mmaA(s, lane, i);
      float v = a[at.row * s.k + at.col];
      if (half)
        f.a[i / 2] |= uint32_t(floatToHalf(v)) << (16 * (i % 2));
      else
        f.a[i] = bitsOf(v);
    }
    for (unsigned i = 0; i < s.bRegs() * per; ++i) {
      MatrixCoord at = mmaB(s, lane, i);
      float v = b[at.row * s.n + at.col];
      if (half)
        f.b[i / 2] |= uint32_t(floatToHalf(v)) << (16 * (i % 2));
      else
        f.b[i] = bitsOf(v);
    }
    for (unsigned i = 0; i < 4; ++i) {
      MatrixCoord at = mmaC(lane, i);
      float v = c[at.row * s.n + at.col];
      if (s.c == MmaType::F16)
        f.c[i / 2] |= uint32_t(floatToHalf(v)) << (16 * (i % 2));
      else
        f.c[i] = bitsOf(v);
    }
  }
}

float dOf(const MmaShape &s, const MmaFragments lanes[32], unsigned row,
          unsigned col) {
  for (unsigned lane = 0; lane < 32; ++lane)
    for (unsigned i = 0; i < 4; ++i) {
      MatrixCoord at = mmaC(lane, i);
      if (at.row != row || at.col != col)
        continue;
      if (s.d == MmaType::F16)
        return halfToFloat(
            static_cast<uint16_t>(lanes[lane].d[i / 2] >> (16 * (i % 2))));
      return floatOf(lanes[lane].d[i]);
    }
  return NAN;
}

// A = iota (i * 16 + k), B selects column j's k = j and k = j + 8, C = 1000
// * row: each lane's D register shows which element it holds, and small
// integers are exact in f16.
TEST(TensorCoreTest, F16MmaComputesEveryLanesElement) {
  for (MmaType acc : {MmaType::F32, MmaType::F16}) {
    MmaShape s = shapeOf(16, MmaType::F16, acc, acc);
    float a[16 * 16], b[16 * 8], c[16 * 8];
    for (unsigned i = 0; i < 256; ++i)
      a[i] = static_cast<float>(i % 64) - 20;
    for (unsigned k = 0; k < 16; ++k)
      for (unsigned j = 0; j < 8; ++j)
        b[k * 8 + j] = (k == j) ? 1.0f : (k == j + 8) ? 2.0f : 0.0f;
    for (unsigned i = 0; i < 128; ++i)
      c[i] = static_cast<float>(i / 8);
    MmaFragments lanes[32];
    scatter(s, a, b, c, lanes);
    mma(s, lanes);
    for (unsigned row = 0; row < 16; ++row)
      for (unsigned col = 0; col < 8; ++col) {
        float want =
            a[row * 16 + col] + 2 * a[row * 16 + col + 8] + c[row * 8 + col];
        ASSERT_EQ(dOf(s, lanes, row, col), want)
            << mmaTypeName(acc) << " row " << row << " col " << col;
      }
    // Lane 6 (groupID 1, threadID_in_group 2) holds D[1][4], D[1][5],
    // D[9][4], D[9][5].
    EXPECT_EQ(dOf(s, lanes, 9, 5), a[9 * 16 + 5] + 2 * a[9 * 16 + 13] + 9);
  }
}

TEST(TensorCoreTest, Tf32DropsTheLowMantissaBits) {
  MmaShape s = shapeOf(8, MmaType::TF32, MmaType::F32, MmaType::F32);
  float a[16 * 8] = {}, b[8 * 8] = {}, c[16 * 8] = {};
  // 1 + 2^-20 is not a tf32 (10 mantissa bits): it reads as 1.
  a[0] = 1.0f + std::ldexp(1.0f, -20);
  a[1] = 1.5f;
  b[0] = 3.0f;
  b[8] = 2.0f;
  MmaFragments lanes[32];
  scatter(s, a, b, c, lanes);
  mma(s, lanes);
  EXPECT_EQ(dOf(s, lanes, 0, 0), 1.0f * 3 + 1.5f * 2);
}

TEST(TensorCoreTest, IntegerMmaSignsSaturatesAndWraps) {
  MmaShape s = shapeOf(32, MmaType::S8, MmaType::S32, MmaType::S32);
  // Lane 0 holds A[0][0..3] in a0 and B[0..3][0] in b0, and D[0][0] in d0.
  MmaFragments lanes[32];
  lanes[0].a[0] = 0x000000ff; // A[0][0] = -1 as s8, 255 as u8
  lanes[0].b[0] = 0x00000080; // B[0][0] = -128 as s8, 128 as u8
  lanes[0].c[0] = 5;
  mma(s, lanes);
  EXPECT_EQ(static_cast<int32_t>(lanes[0].d[0]), 128 + 5);
  s.a = MmaType::U8;
  mma(s, lanes);
  EXPECT_EQ(static_cast<int32_t>(lanes[0].d[0]), 255 * -128 + 5);
  s.b = MmaType::U8;
  lanes[0].c[0] = 0x7fffffff;
  mma(s, lanes);
  EXPECT_EQ(lanes[0].d[0], 0x7fffffffu + 255u * 128u); // wraps
  s.satfinite = true;
  mma(s, lanes);
  EXPECT_EQ(lanes[0].d[0], 0x7fffffffu); // clamps
}

TEST(TensorCoreTest, HalfConversionRoundsToNearestEven) {
  EXPECT_EQ(floatToHalf(1.0f), 0x3c00);
  EXPECT_EQ(floatToHalf(-2.0f), 0xc000);
  EXPECT_EQ(floatToHalf(65504.0f), 0x7bff);
  EXPECT_EQ(floatToHalf(65520.0f), 0x7c00); // the tie rounds to inf
  EXPECT_EQ(floatToHalf(std::ldexp(1.0f, -24)), 0x0001);
  EXPECT_EQ(floatToHalf(std::ldexp(1.0f, -25)), 0x0000); // tie to even
  EXPECT_EQ(floatToHalf(std::ldexp(3.0f, -26)), 0x0001);
  EXPECT_EQ(floatToHalf(1.0f + std::ldexp(1.0f, -11)), 0x3c00); // tie
  EXPECT_EQ(floatToHalf(1.0f + std::ldexp(3.0f, -11)), 0x3c02); // tie, up
  EXPECT_TRUE(std::isnan(halfToFloat(floatToHalf(NAN))));
  for (uint32_t h = 0; h < 0x7c00; ++h)
    ASSERT_EQ(floatToHalf(halfToFloat(static_cast<uint16_t>(h))), h);
  EXPECT_EQ(bf16ToFloat(0x3fc0), 1.5f);
}

// "ldmatrix fragment layout for one 8x8 Matrix with 16-bit elements": lane
// T receives row T / 4, elements 2 * (T % 4) and + 1; .trans loads the
// matrix in column-major format.
TEST(TensorCoreTest, LdmatrixFragments) {
  uint16_t rows[8][8];
  for (unsigned r = 0; r < 8; ++r)
    for (unsigned c = 0; c < 8; ++c)
      rows[r][c] = static_cast<uint16_t>(r * 8 + c);
  for (unsigned lane = 0; lane < 32; ++lane) {
    unsigned row = lane / 4, col = 2 * (lane % 4);
    EXPECT_EQ(ldmatrixFragment(rows, lane, false),
              pack16(row * 8 + col, row * 8 + col + 1));
    EXPECT_EQ(ldmatrixFragment(rows, lane, true),
              pack16(col * 8 + row, (col + 1) * 8 + row));
  }
}

//===----------------------------------------------------------------------===//
// Through the block model
//===----------------------------------------------------------------------===//

const std::vector<Site> kSites = {
    {"nvvm.ldmatrix", "tc.mlir:1:1"},
    {"nvvm.mma.sync", "tc.mlir:2:1"},
    {"nvvm.cp.async.shared.global", "tc.mlir:3:1"},
    {"llvm.load", "tc.mlir:4:1"}};

RunReport launch(KernelBody body, uint32_t threads, uint32_t smem,
                 uint64_t seed = 0, std::vector<Region> regions = {}) {
  LaunchOptions options;
  options.block = {threads, 1, 1};
  options.dynamicSmem = smem;
  options.seed = seed;
  return runGrid(body, nullptr, options, kSites, regions);
}

uint32_t tid() { return __wsim_sreg(uint32_t(SpecialRegister::TidX)); }

uint32_t gRegs[64][4];
uint32_t gShape;

// Four 8x8 matrices of 16-bit elements in shared memory, element (m, r, c)
// = m * 64 + r * 8 + c; lane l gives the address of row l % 8 of matrix
// l / 8 (rows are 16 bytes).
void ldmatrixBody(void **) {
  auto *shared = static_cast<uint16_t *>(__wsim_shared(0));
  uint32_t t = tid();
  for (unsigned i = 0; i < 8; ++i) {
    __wsim_access(shared + t * 8 + i, 2, 1, 3);
    shared[t * 8 + i] = static_cast<uint16_t>(t * 8 + i);
  }
  __wsim_barrier(0, 0, 0, 0, 3);
  __wsim_ldmatrix(shared + t * 8, gShape, gRegs[t], 0);
}

TEST(TensorCoreTest, LdmatrixThroughTheMachine) {
  for (uint32_t count : {1u, 2u, 4u})
    for (bool trans : {false, true})
      for (uint64_t seed : {0, 1}) {
        std::memset(gRegs, 0xee, sizeof(gRegs));
        gShape = count | uint32_t(trans) << 8;
        RunReport r = launch(ldmatrixBody, 32, 512, seed);
        ASSERT_EQ(r.exitCode(), 0) << all(r);
        for (unsigned lane = 0; lane < 32; ++lane)
          for (unsigned m = 0; m < 4; ++m) {
            unsigned row = lane / 4, col = 2 * (lane % 4);
            uint32_t want = m >= count ? 0xeeeeeeeeu
                            : trans    ? pack16(m * 64 + col * 8 + row,
                                                m * 64 + (col + 1) * 8 + row)
                                       : pack16(m * 64 + row * 8 + col,
                                                m * 64 + row * 8 + col + 1);
            ASSERT_EQ(gRegs[lane][m], want)
                << "x" << count << (trans ? ".trans" : "") << " lane " << lane
                << " matrix " << m;
          }
      }
}

// Row addresses of never-written, misaligned and out-of-bounds shared
// memory are findings at the ldmatrix, naming the lane that gave them.
void badLdmatrixBody(void **) {
  auto *shared = static_cast<unsigned char *>(__wsim_shared(0));
  uint32_t t = tid();
  unsigned char *row = shared + t * 16;
  if (t == 3)
    row = shared + 8; // misaligned
  if (t == 5)
    row = shared + 512; // past the 256 bytes
  __wsim_ldmatrix(row, 2, gRegs[t], 0);
}

TEST(TensorCoreTest, LdmatrixFindings) {
  RunReport r = launch(badLdmatrixBody, 32, 256);
  EXPECT_EQ(r.exitCode(), 4);
  EXPECT_TRUE(hasFinding(r, "misaligned",
                         "lane 3: gives ldmatrix the row address at shared "
                         "memory offset 8, which is not 16-byte aligned"))
      << all(r);
  EXPECT_TRUE(hasFinding(r, "shared-oob",
                         "lane 5: reads 16 bytes at shared memory offset 512, "
                         "outside the block's 256 bytes [nvvm.ldmatrix at "
                         "tc.mlir:1:1]"))
      << all(r);
  EXPECT_TRUE(hasFinding(r, "shared-uninit",
                         "lane 0: reads 16 bytes at shared memory offset 0 "
                         "that no thread of the block has written"))
      << all(r);
}

// An mma of a partial warp: lanes 16-31 do not exist.
void mmaBody(void **) {
  uint32_t regs[14] = {};
  __wsim_mma(gShape, regs, 1);
}

TEST(TensorCoreTest, MmaOfAPartialWarpIsAFinding) {
  gShape = shapeOf(16, MmaType::F16, MmaType::F32, MmaType::F32).encode();
  RunReport r = launch(mmaBody, 16, 0);
  EXPECT_EQ(r.exitCode(), 4);
  EXPECT_TRUE(hasFinding(r, "exited-in-mask",
                         "lanes 16-31 of the member mask 0xffffffff of "
                         "mma.sync exited (or do not exist) without "
                         "executing it; lanes 0-15 did [nvvm.mma.sync at "
                         "tc.mlir:2:1]"))
      << all(r);
}

// .aligned: lanes at two different mma.sync ops never meet.
void divergentMmaBody(void **) {
  uint32_t regs[14] = {};
  __wsim_mma(gShape, regs, tid() < 8 ? 1 : 0);
}

TEST(TensorCoreTest, DivergentMmaDeadlocks) {
  gShape = shapeOf(16, MmaType::F16, MmaType::F32, MmaType::F32).encode();
  RunReport r = launch(divergentMmaBody, 32, 0);
  EXPECT_EQ(r.exitCode(), 4);
  EXPECT_TRUE(hasFinding(r, "deadlock",
                         "warp 0 lanes 0-7 wait at nvvm.mma.sync at "
                         "tc.mlir:2:1 (member mask 0xffffffff) for lanes "
                         "8-31"))
      << all(r);
}

// The f16 mma of F16MmaComputesEveryLanesElement through the rendezvous.
float gA[256], gB[128], gC[128];
void fullMmaBody(void **) {
  MmaShape s = MmaShape::decode(gShape);
  MmaFragments mine[32];
  scatter(s, gA, gB, gC, mine);
  uint32_t t = tid(), regs[14];
  std::memcpy(regs, mine[t].a, 16);
  std::memcpy(regs + 4, mine[t].b, 8);
  std::memcpy(regs + 6, mine[t].c, 16);
  __wsim_mma(gShape, regs, 1);
  std::memcpy(gRegs[t], regs + 10, 16);
}

TEST(TensorCoreTest, MmaThroughTheMachine) {
  MmaShape s = shapeOf(16, MmaType::F16, MmaType::F32, MmaType::F32);
  gShape = s.encode();
  for (unsigned i = 0; i < 256; ++i)
    gA[i] = static_cast<float>(i % 16);
  for (unsigned i = 0; i < 128; ++i) {
    gB[i] = static_cast<float>(i % 3);
    gC[i] = static_cast<float>(i);
  }
  RunReport r = launch(fullMmaBody, 32, 0, 3);
  ASSERT_EQ(r.exitCode(), 0) << all(r);
  for (unsigned lane = 0; lane < 32; ++lane)
    for (unsigned i = 0; i < 4; ++i) {
      MatrixCoord at = mmaC(lane, i);
      float want = gC[at.row * 8 + at.col];
      for (unsigned k = 0; k < 16; ++k)
        want += gA[at.row * 16 + k] * gB[k * 8 + at.col];
      ASSERT_EQ(floatOf(gRegs[lane][i]), want) << lane << " " << i;
    }
}

// cp.async: 16 bytes per thread; wait.group 1 lands the first group only.
alignas(16) uint32_t gSource[64 + 2 * 1024];
uint32_t gSeen[64];
void cpAsyncBody(void **) {
  auto *shared = static_cast<uint32_t *>(__wsim_shared(0));
  uint32_t t = tid();
  const uint32_t *src = gSource + 1024;
  __wsim_cp_async(shared + 4 * t, src + 4 * t, 16, 16, 2);
  __wsim_cp_async_commit();
  // The second group reads 4 of its 16 bytes; the rest is zero-filled.
  __wsim_cp_async(shared + 32 + 4 * t, src + 32 + 4 * t, 16, 4, 2);
  __wsim_cp_async_commit();
  __wsim_cp_async_wait(1);
  __wsim_access(shared + 4 * t, 4, 2, 3);
  gSeen[t] = shared[4 * t];
  __wsim_cp_async_wait(0);
  for (unsigned i = 0; i < 4; ++i) {
    __wsim_access(shared + 32 + 4 * t + i, 4, 2, 3);
    gSeen[8 + 4 * t + i] = shared[32 + 4 * t + i];
  }
}

TEST(TensorCoreTest, CpAsyncLandsAtTheWaitThatCoversIt) {
  for (unsigned i = 0; i < 64; ++i)
    gSource[1024 + i] = 100 + i;
  RunReport r =
      launch(cpAsyncBody, 8, 256, 0, {{"argument 0", gSource + 1024, 256}});
  ASSERT_EQ(r.exitCode(), 0) << all(r);
  for (unsigned t = 0; t < 8; ++t) {
    EXPECT_EQ(gSeen[t], 100 + 4 * t);
    EXPECT_EQ(gSeen[8 + 4 * t], 132 + 4 * t);
    for (unsigned i = 1; i < 4; ++i)
      EXPECT_EQ(gSeen[8 + 4 * t + i], 0u);
  }
}

// Reading before the wait (a missing cp.async.wait.group), and one thread
// reading what another copies.
void unwaitedBody(void **) {
  auto *shared = static_cast<uint32_t *>(__wsim_shared(0));
  uint32_t t = tid();
  __wsim_cp_async(shared + 4 * t, gSource + 1024 + 4 * t, 16, 16, 2);
  __wsim_cp_async_commit();
  __wsim_cp_async_wait(1); // keeps the only group in flight
  __wsim_access(shared + 4 * t, 4, 2, 3);
}

TEST(TensorCoreTest, ReadingBeforeTheWaitIsAFinding) {
  RunReport r =
      launch(unwaitedBody, 4, 64, 0, {{"argument 0", gSource + 1024, 256}});
  EXPECT_EQ(r.exitCode(), 4);
  EXPECT_TRUE(hasFinding(r, "cp-async-unwaited",
                         "thread (0,0,0) warp 0 lane 0: reads 4 bytes at "
                         "shared memory offset 0 that a cp.async of thread "
                         "(0,0,0) [nvvm.cp.async.shared.global at "
                         "tc.mlir:3:1] still copies (no cp.async.wait.group "
                         "of that thread has covered it) [llvm.load at "
                         "tc.mlir:4:1] (and 3 more times at this op)"))
      << all(r);
  EXPECT_EQ(r.findings.size(), 1u) << all(r);
}

// Two copies in flight to the same bytes land in no defined order, and a
// plain store into bytes a copy still writes is overwritten when it lands.
void overlappingBody(void **) {
  auto *shared = static_cast<uint32_t *>(__wsim_shared(0));
  uint32_t t = tid();
  if (t == 1)
    __wsim_barrier(0, 0, 0, 0, 3); // thread 0 issues its copy first
  __wsim_cp_async(shared, gSource + 1024 + 4 * t, 16, 16, 2);
  if (t == 0)
    __wsim_barrier(0, 0, 0, 0, 3);
  if (t == 1)
    __wsim_access(shared + 3, 4, 1, 3);
  __wsim_cp_async_commit();
  __wsim_cp_async_wait(0);
}

TEST(TensorCoreTest, OverlappingCopiesAreFindings) {
  RunReport r =
      launch(overlappingBody, 2, 64, 0, {{"argument 0", gSource + 1024, 256}});
  EXPECT_EQ(r.exitCode(), 4);
  EXPECT_TRUE(hasFinding(r, "cp-async-unwaited",
                         "thread (1,0,0) warp 0 lane 1: cp.async writes 16 "
                         "bytes at shared memory offset 0 that a cp.async of "
                         "thread (0,0,0) [nvvm.cp.async.shared.global at "
                         "tc.mlir:3:1] still copies"))
      << all(r);
  EXPECT_TRUE(hasFinding(r, "cp-async-unwaited",
                         "thread (1,0,0) warp 0 lane 1: writes 4 bytes at "
                         "shared memory offset 12 that a cp.async of thread "
                         "(0,0,0) [nvvm.cp.async.shared.global at "
                         "tc.mlir:3:1] still copies"))
      << all(r);
}

void misalignedCopyBody(void **) {
  auto *shared = static_cast<unsigned char *>(__wsim_shared(0));
  if (tid() == 0)
    __wsim_cp_async(shared + 8, gSource + 1024, 16, 32, 2);
  __wsim_cp_async_wait(0);
}

TEST(TensorCoreTest, CpAsyncOperandFindings) {
  RunReport r = launch(misalignedCopyBody, 1, 64, 0,
                       {{"argument 0", gSource + 1024, 256}});
  EXPECT_EQ(r.exitCode(), 4);
  EXPECT_TRUE(hasFinding(r, "misaligned",
                         "cp.async of 16 bytes: the source and the shared "
                         "destination (offset 8) must be aligned to 16 bytes"))
      << all(r);
  EXPECT_TRUE(hasFinding(r, "cp-async-size",
                         "cp.async reads 32 source bytes (src-size) for a "
                         "copy of 16"))
      << all(r);
}

} // namespace
