//===- SemanticsTest.cpp - PTX warp collectives, one instruction each -----===//
//
// Part of warptile. Pins the simulator's arithmetic of shfl.sync (per mode,
// with the clamp and segment mask of the c operand), vote.sync, match.sync,
// redux.sync and elect.sync to the PTX ISA's definitions.
//
//===----------------------------------------------------------------------===//

#include "warptile/Sim/Semantics.h"

#include "gtest/gtest.h"

#include <cmath>
#include <cstring>

using namespace warptile::sim;

namespace {

/// The c operand CUDA's __shfl_*_sync builds for `width` lanes: segment
/// mask (32 - width) << 8, clamp 31 (0 for up). (MLIR's gpu.shuffle
/// lowering passes a plain clamp, width - 1, instead.)
uint32_t clampFor(unsigned width, bool up = false) {
  return (32 - width) << 8 | (up ? 0 : 31);
}

void expectSource(ShuffleMode mode, unsigned lane, uint32_t b, uint32_t c,
                  int lane2, bool valid) {
  ShuffleSource s = shuffleSource(mode, lane, b, c);
  EXPECT_EQ(s.lane, lane2) << "lane " << lane << " b " << b << " c " << c;
  EXPECT_EQ(s.valid, valid) << "lane " << lane << " b " << b << " c " << c;
}

TEST(ShuffleTest, BflyFullWarp) {
  expectSource(ShuffleMode::Bfly, 5, 16, 31, 21, true);
  expectSource(ShuffleMode::Bfly, 31, 1, 31, 30, true);
}

TEST(ShuffleTest, BflySegmentOf16StaysInItsHalf) {
  // maxLane = (5 & 16) | (31 & ~16) = 15: lane 21 is past it.
  expectSource(ShuffleMode::Bfly, 5, 16, clampFor(16), 5, false);
  expectSource(ShuffleMode::Bfly, 5, 8, clampFor(16), 13, true);
  expectSource(ShuffleMode::Bfly, 21, 8, clampFor(16), 29, true);
}

TEST(ShuffleTest, DownClampsAtTheSegmentEnd) {
  expectSource(ShuffleMode::Down, 3, 4, 31, 7, true);
  expectSource(ShuffleMode::Down, 30, 4, 31, 30, false);
  // Width 8: lane 13 may read up to lane 15.
  expectSource(ShuffleMode::Down, 13, 2, clampFor(8), 15, true);
  expectSource(ShuffleMode::Down, 13, 3, clampFor(8), 13, false);
}

TEST(ShuffleTest, DownWidth13UsesTheRawSegmentMask) {
  // Width 13 is not a power of two: c = 19 << 8 | 31, segmask 0b10011,
  // which PTX applies bit by bit.
  // Lane 14: maxLane = (14 & 19) | (31 & ~19) = 2 | 12 = 14.
  expectSource(ShuffleMode::Down, 14, 1, clampFor(13), 14, false);
  // Lane 1: maxLane = 1 | 12 = 13.
  expectSource(ShuffleMode::Down, 1, 12, clampFor(13), 13, true);
  expectSource(ShuffleMode::Down, 1, 13, clampFor(13), 1, false);
}

TEST(ShuffleTest, UpComparesSignedAgainstTheSegmentStart) {
  expectSource(ShuffleMode::Up, 0, 1, 0, 0, false);
  expectSource(ShuffleMode::Up, 5, 1, 0, 4, true);
  // Width 16: lane 17's segment starts at 16.
  expectSource(ShuffleMode::Up, 17, 2, clampFor(16, true), 17, false);
  expectSource(ShuffleMode::Up, 17, 1, clampFor(16, true), 16, true);
}

TEST(ShuffleTest, IdxIndexesWithinTheSegment) {
  expectSource(ShuffleMode::Idx, 7, 3, 31, 3, true);
  // Width 8 (segmask 24): lane 13 reads lane 8 + 2.
  expectSource(ShuffleMode::Idx, 13, 2, clampFor(8), 10, true);
  // Only b's low five bits count.
  expectSource(ShuffleMode::Idx, 0, 32 + 4, 31, 4, true);
}

TEST(ShuffleTest, PlainClampAsGpuShuffleLowersWidth13) {
  // gpu.shuffle xor 4 with width 13: c = 12. Lane 9 would read lane 13.
  expectSource(ShuffleMode::Bfly, 9, 4, 12, 9, false);
  expectSource(ShuffleMode::Bfly, 12, 4, 12, 8, true);
  expectSource(ShuffleMode::Bfly, 8, 4, 12, 12, true);
}

TEST(VoteTest, BallotCountsOnlyArrivedLanes) {
  // Lanes outside the mask (or exited) vote 0 even with a true predicate.
  EXPECT_EQ(vote(VoteKind::Ballot, 0x0000ffffu, 0xffffffffu), 0x0000ffffu);
  EXPECT_EQ(vote(VoteKind::Ballot, 0xffffffffu, 0x0000000fu), 0x0000000fu);
}

TEST(VoteTest, AnyAllUni) {
  EXPECT_EQ(vote(VoteKind::Any, 0xff, 0x100), 0u); // the true lane is out
  EXPECT_EQ(vote(VoteKind::Any, 0xff, 0x1), 1u);
  EXPECT_EQ(vote(VoteKind::All, 0xff, 0xff), 1u);
  EXPECT_EQ(vote(VoteKind::All, 0xff, 0x7f), 0u);
  EXPECT_EQ(vote(VoteKind::Uni, 0xff, 0), 1u);
  EXPECT_EQ(vote(VoteKind::Uni, 0xff, 0x10), 0u);
}

TEST(MatchTest, AnyAndAll) {
  uint64_t values[kWarpSize] = {};
  for (unsigned i = 0; i < kWarpSize; ++i)
    values[i] = i % 3;
  // Lanes 0-5 arrive: values 0 1 2 0 1 2.
  EXPECT_EQ(matchAny(0x3f, values, 0), 0x09u);
  EXPECT_EQ(matchAny(0x3f, values, 4), 0x12u);
  MatchAll differ = matchAll(0x3f, values);
  EXPECT_EQ(differ.mask, 0u);
  EXPECT_FALSE(differ.pred);
  MatchAll same = matchAll(0x9, values); // lanes 0 and 3: both 0
  EXPECT_EQ(same.mask, 0x9u);
  EXPECT_TRUE(same.pred);
}

uint32_t bits(float f) {
  uint32_t b;
  std::memcpy(&b, &f, 4);
  return b;
}

float real(uint32_t b) {
  float f;
  std::memcpy(&f, &b, 4);
  return f;
}

TEST(ReduxTest, EachIntegerKind) {
  uint32_t v[kWarpSize] = {};
  for (unsigned i = 0; i < kWarpSize; ++i)
    v[i] = i;
  v[2] = static_cast<uint32_t>(-5);
  uint32_t lanes = 0x0f; // values 0, 1, -5, 3
  EXPECT_EQ(redux(ReduxKind::Add, lanes, v), static_cast<uint32_t>(-1));
  EXPECT_EQ(redux(ReduxKind::Min, lanes, v), static_cast<uint32_t>(-5));
  EXPECT_EQ(redux(ReduxKind::Max, lanes, v), 3u);
  EXPECT_EQ(redux(ReduxKind::UMin, lanes, v), 0u);
  EXPECT_EQ(redux(ReduxKind::UMax, lanes, v), static_cast<uint32_t>(-5));
  EXPECT_EQ(redux(ReduxKind::And, 0xa, v), 1u & 3u);
  EXPECT_EQ(redux(ReduxKind::Or, 0xa, v), 1u | 3u);
  EXPECT_EQ(redux(ReduxKind::Xor, 0xe, v), 1u ^ static_cast<uint32_t>(-5) ^ 3u);
  // Only the arrived lanes count: lane 31 (31) is not in 0x0f.
  EXPECT_EQ(redux(ReduxKind::Add, 0x8000000fu, v), 30u);
}

TEST(ReduxTest, FloatMinMaxWithAbsAndNaN) {
  uint32_t v[kWarpSize] = {};
  v[0] = bits(2.0f);
  v[1] = bits(-7.0f);
  v[2] = bits(NAN);
  EXPECT_EQ(real(redux(ReduxKind::FMin, 0x3, v)), -7.0f);
  EXPECT_EQ(real(redux(ReduxKind::FMax, 0x3, v)), 2.0f);
  EXPECT_EQ(real(redux(ReduxKind::FMax, 0x3, v, /*abs=*/true)), 7.0f);
  // A NaN is ignored unless .NaN asks to propagate it.
  EXPECT_EQ(real(redux(ReduxKind::FMin, 0x7, v)), -7.0f);
  EXPECT_TRUE(std::isnan(real(redux(ReduxKind::FMin, 0x7, v, false, true))));
}

TEST(ElectTest, TheLowestArrivedLane) {
  EXPECT_TRUE(elect(0xf0, 4));
  EXPECT_FALSE(elect(0xf0, 5));
  EXPECT_FALSE(elect(0, 0));
}

TEST(FormatLanesTest, Ranges) {
  EXPECT_EQ(formatLanes(0), "none");
  EXPECT_EQ(formatLanes(0xff), "0-7");
  EXPECT_EQ(formatLanes(0x80000005u), "0, 2, 31");
}

} // namespace
