//===- LaneSetTest.cpp - Tests of the warp lane-set algebra ---------------===//
//
// Part of warptile. LaneSet decides W9-W15 and C3, so its read closure is
// checked here against a brute-force model written from the hardware's
// definition (PTX `shfl.sync`'s segment/clamp rules, and "a reduction reads
// its whole group, a scan everything below the reader"), for every mask
// class, group width and offset on 32- and 64-lane warps.
//
//===----------------------------------------------------------------------===//

#include "warptile/Dialect/Warp/IR/LaneSet.h"

#include "gtest/gtest.h"

#include <cstdio>
#include <set>
#include <vector>

using namespace mlir::warp;

namespace {

//===----------------------------------------------------------------------===//
// Brute-force model
//===----------------------------------------------------------------------===//

/// The lanes that `lane` reads under `pattern`, following PTX's definition of
/// `shfl.sync` for a segment of `group` lanes (c = ((W - group) << 8) | clamp,
/// with clamp 0 for `up` and W - 1 otherwise) on a `width`-lane warp. A lane
/// whose source is out of range keeps its own value: it reads nothing.
std::vector<unsigned> modelReads(ReadPattern pattern, unsigned lane,
                                 unsigned group, unsigned offset,
                                 unsigned width) {
  const int laneBits = width - 1;
  const int segmask = ~(int(group) - 1) & laneBits;
  const int l = lane, b = offset;
  const int minLane = l & segmask;
  auto maxLane = [&](int clamp) { return minLane | (clamp & ~segmask); };
  std::vector<unsigned> reads;
  switch (pattern) {
  case ReadPattern::ShuffleIdx: {
    int j = minLane | (b & ~segmask);
    if (j <= maxLane(laneBits))
      reads.push_back(j);
    break;
  }
  case ReadPattern::ShuffleUp: {
    int j = l - b;
    if (j >= maxLane(0))
      reads.push_back(j);
    break;
  }
  case ReadPattern::ShuffleDown: {
    int j = l + b;
    if (j <= maxLane(laneBits))
      reads.push_back(j);
    break;
  }
  case ReadPattern::ShuffleXor: {
    int j = l ^ b;
    if (j <= maxLane(laneBits))
      reads.push_back(j);
    break;
  }
  case ReadPattern::Reduce:
    for (int src = minLane; src < minLane + int(group); ++src)
      reads.push_back(src);
    break;
  case ReadPattern::InclusiveScan:
    for (int src = minLane; src <= l; ++src)
      reads.push_back(src);
    break;
  case ReadPattern::ExclusiveScan:
    for (int src = minLane; src < l; ++src)
      reads.push_back(src);
    break;
  }
  return reads;
}

/// What checkReads must answer: the lowest active lane that reads an
/// inactive one, the lowest inactive lane it reads, and every inactive lane
/// any active lane reads.
std::optional<ReadViolation> modelCheck(uint64_t active, unsigned group,
                                        ReadPattern pattern, unsigned offset,
                                        unsigned width) {
  std::optional<ReadViolation> out;
  for (unsigned lane = 0; lane < width; ++lane) {
    if (!(active >> lane & 1))
      continue;
    for (unsigned src : modelReads(pattern, lane, group, offset, width)) {
      if (active >> src & 1)
        continue;
      if (!out)
        out = ReadViolation{lane, src, 0};
      out->inactiveRead |= uint64_t(1) << src;
    }
  }
  return out;
}

/// Masks of every shape the dialect spells, plus unions of aligned groups,
/// periodic patterns and pseudo-random masks.
std::vector<uint64_t> maskCorpus(unsigned width) {
  std::set<uint64_t> masks = {0, fullMask(width), evenMask(width),
                              evenMask(width) << 1};
  for (unsigned lo = 0; lo < width; ++lo)
    for (unsigned hi = lo + 1; hi <= width; hi += (width == 64 ? 3 : 1))
      masks.insert(rangeMask(lo, hi));
  for (unsigned n = 1; n <= width; ++n) {
    masks.insert(rangeMask(0, n));
    masks.insert(rangeMask(width - n, width));
  }
  // Unions of aligned groups of 4 and 8 lanes (every pattern of the first
  // eight groups, repeated across a 64-lane warp).
  for (unsigned size : {4u, 8u})
    for (unsigned pick = 0; pick < 256; ++pick) {
      uint64_t mask = 0;
      for (unsigned g = 0; g * size < width; ++g)
        if (pick >> (g % 8) & 1)
          mask |= rangeMask(g * size, (g + 1) * size);
      masks.insert(mask);
    }
  // Every k-th lane from each start.
  for (unsigned period = 2; period <= 9; ++period)
    for (unsigned start = 0; start < period; ++start) {
      uint64_t mask = 0;
      for (unsigned lane = start; lane < width; lane += period)
        mask |= uint64_t(1) << lane;
      masks.insert(mask);
    }
  uint64_t state = 0x9e3779b97f4a7c15ULL;
  for (int k = 0; k < 300; ++k) {
    state = state * 6364136223846793005ULL + 1442695040888963407ULL;
    uint64_t mask = state ^ (state >> 29);
    // Dense, sparse and balanced masks.
    if (k % 3 == 1)
      mask |= mask >> 7;
    if (k % 3 == 2)
      mask &= mask >> 5;
    masks.insert(mask & fullMask(width));
  }
  return {masks.begin(), masks.end()};
}

const char *patternName(ReadPattern pattern) {
  switch (pattern) {
  case ReadPattern::ShuffleIdx:
    return "shuffle idx";
  case ReadPattern::ShuffleUp:
    return "shuffle up";
  case ReadPattern::ShuffleDown:
    return "shuffle down";
  case ReadPattern::ShuffleXor:
    return "shuffle xor";
  case ReadPattern::Reduce:
    return "reduce";
  case ReadPattern::InclusiveScan:
    return "inclusive scan";
  case ReadPattern::ExclusiveScan:
    return "exclusive scan";
  }
  return "?";
}

std::string describe(const std::optional<ReadViolation> &v) {
  if (!v)
    return "closed";
  char buf[96];
  std::snprintf(buf, sizeof(buf), "lane %u reads %u, inactive read 0x%llx",
                v->reader, v->source,
                static_cast<unsigned long long>(v->inactiveRead));
  return buf;
}

//===----------------------------------------------------------------------===//
// Masks and spelling
//===----------------------------------------------------------------------===//

TEST(LaneSetTest, MaskConstructors) {
  EXPECT_EQ(fullMask(32), 0xffffffffULL);
  EXPECT_EQ(fullMask(64), ~uint64_t(0));
  EXPECT_EQ(fullMask(0), 0u);
  EXPECT_EQ(evenMask(32), 0x55555555ULL);
  EXPECT_EQ(evenMask(64), 0x5555555555555555ULL);
  EXPECT_EQ(rangeMask(0, 32), fullMask(32));
  EXPECT_EQ(rangeMask(16, 32), 0xffff0000ULL);
  EXPECT_EQ(rangeMask(60, 64), 0xf000000000000000ULL);
  EXPECT_EQ(rangeMask(5, 5), 0u);
}

TEST(LaneSetTest, IsContiguousMatchesBruteForce) {
  for (unsigned width : {32u, 64u})
    for (uint64_t mask : maskCorpus(width)) {
      // A run: the lanes between the lowest and highest set lane are all set.
      int first = -1, last = -1;
      for (unsigned lane = 0; lane < 64; ++lane)
        if (mask >> lane & 1) {
          if (first < 0)
            first = lane;
          last = lane;
        }
      bool run = first >= 0 && mask == rangeMask(first, last + 1);
      unsigned lo = 99, hi = 99;
      ASSERT_EQ(isContiguous(mask, lo, hi), run) << std::hex << mask;
      if (run) {
        EXPECT_EQ(lo, unsigned(first)) << std::hex << mask;
        EXPECT_EQ(hi, unsigned(last + 1)) << std::hex << mask;
      }
    }
}

TEST(LaneSetTest, SpellingPrefersTheShortestForm) {
  EXPECT_EQ(spellMask(fullMask(32), 32), "all");
  EXPECT_EQ(spellMask(fullMask(64), 64), "all");
  EXPECT_EQ(spellMask(fullMask(32), 64), "low(32)");
  EXPECT_EQ(spellMask(0x55555555, 32), "even");
  EXPECT_EQ(spellMask(0xaaaaaaaa, 32), "odd");
  EXPECT_EQ(spellMask(0x55555555, 64), "mask(0x0000000055555555)");
  EXPECT_EQ(spellMask(0xaaaaaaaaaaaaaaaaULL, 64), "odd");
  // A single lane is `lane(k)` even where low(1) or high(1) would do.
  EXPECT_EQ(spellMask(1, 32), "lane(0)");
  EXPECT_EQ(spellMask(0x80000000, 32), "lane(31)");
  EXPECT_EQ(spellMask(uint64_t(1) << 63, 64), "lane(63)");
  EXPECT_EQ(spellMask(0xffff, 32), "low(16)");
  EXPECT_EQ(spellMask(0xffff0000, 32), "high(16)");
  EXPECT_EQ(spellMask(0xffff0000, 64), "range(16, 32)");
  EXPECT_EQ(spellMask(0x0ff0, 32), "range(4, 12)");
  EXPECT_EQ(spellMask(0x5, 32), "mask(0x00000005)");
  EXPECT_EQ(spellMask(0, 32), "mask(0x00000000)");
  EXPECT_EQ(spellMask(0x8000000000000001ULL, 64), "mask(0x8000000000000001)");
}

/// Reads a spelling back; std::nullopt when it is not one spellMask writes.
std::optional<uint64_t> parseSpelling(const std::string &s, unsigned width) {
  unsigned a = 0, b = 0;
  unsigned long long hex = 0;
  // `%n` records how much matched: a form applies only if it matched all.
  auto matches = [&](const char *format, auto *...out) {
    int used = -1;
    std::sscanf(s.c_str(), format, out..., &used);
    return used == int(s.size());
  };
  if (s == "all")
    return fullMask(width);
  if (s == "even")
    return evenMask(width);
  if (s == "odd")
    return evenMask(width) << 1;
  if (matches("lane(%u)%n", &a) && a < width)
    return uint64_t(1) << a;
  if (matches("low(%u)%n", &a) && a <= width)
    return rangeMask(0, a);
  if (matches("high(%u)%n", &a) && a <= width)
    return rangeMask(width - a, width);
  if (matches("range(%u, %u)%n", &a, &b) && a < b && b <= width)
    return rangeMask(a, b);
  if (matches("mask(0x%llx)%n", &hex) && s.size() == 8 + width / 4)
    return hex;
  return std::nullopt;
}

TEST(LaneSetTest, SpellingRoundTripsAndIsCanonical) {
  for (unsigned width : {32u, 64u})
    for (uint64_t mask : maskCorpus(width)) {
      std::string spelled = spellMask(mask, width);
      std::optional<uint64_t> parsed = parseSpelling(spelled, width);
      ASSERT_TRUE(parsed) << spelled;
      EXPECT_EQ(*parsed, mask) << spelled;
      // A later form only when no earlier one applies.
      unsigned lo, hi;
      bool run = isContiguous(mask, lo, hi);
      bool single = mask && !(mask & (mask - 1));
      auto startsWith = [&](const char *form) {
        return spelled.rfind(form, 0) == 0;
      };
      if (startsWith("mask(")) {
        EXPECT_FALSE(run) << std::hex << mask;
      }
      if (startsWith("range(") || startsWith("low(") || startsWith("high(")) {
        EXPECT_FALSE(single || mask == fullMask(width)) << spelled;
      }
      if (startsWith("range(")) {
        EXPECT_TRUE(lo != 0 && hi != width) << spelled;
      }
    }
}

TEST(LaneSetTest, ListLanes) {
  EXPECT_EQ(listLanes(0), "");
  EXPECT_EQ(listLanes(0x1), "0");
  EXPECT_EQ(listLanes(0x3), "0-1");
  EXPECT_EQ(listLanes(0xffff000a), "1, 3, 16-31");
  EXPECT_EQ(listLanes(0xaaaaaaaa),
            "1, 3, 5, 7, 9, 11, 13, 15, 17, 19, 21, 23, 25, 27, 29, 31");
  EXPECT_EQ(listLanes(~uint64_t(0)), "0-63");
  EXPECT_EQ(listLanes(0x8000000000000001ULL), "0, 63");
  // Every list names exactly the mask's lanes, in increasing runs.
  for (uint64_t mask : maskCorpus(64)) {
    std::string list = listLanes(mask);
    uint64_t back = 0;
    int previous = -2; // the last lane listed; runs are at least 2 apart
    for (size_t pos = 0; pos < list.size();) {
      unsigned lo, hi;
      int used = 0;
      if (std::sscanf(list.c_str() + pos, "%u-%u%n", &lo, &hi, &used) != 2) {
        ASSERT_EQ(std::sscanf(list.c_str() + pos, "%u%n", &lo, &used), 1)
            << list;
        hi = lo;
      }
      ASSERT_GT(int(lo), previous + 1) << "runs not maximal: " << list;
      ASSERT_LE(lo, hi) << list;
      back |= rangeMask(lo, hi + 1);
      previous = hi;
      pos += used;
      if (pos < list.size()) {
        ASSERT_EQ(list.compare(pos, 2, ", "), 0) << list;
        pos += 2;
      }
    }
    EXPECT_EQ(back, mask) << list;
  }
}

TEST(LaneSetTest, UnionOfGroupsMatchesBruteForce) {
  for (unsigned width : {32u, 64u})
    for (unsigned group = 1; group <= width; group *= 2)
      for (uint64_t mask : maskCorpus(width)) {
        bool whole = true;
        for (unsigned lane = 0; lane < width; ++lane)
          if ((mask >> lane & 1) != (mask >> (lane & ~(group - 1)) & 1))
            whole = false;
        EXPECT_EQ(isUnionOfGroups(mask, group, width), whole)
            << "mask 0x" << std::hex << mask << std::dec << " group " << group
            << " width " << width;
      }
}

//===----------------------------------------------------------------------===//
// Read closure
//===----------------------------------------------------------------------===//

class ReadClosureTest : public ::testing::TestWithParam<unsigned> {};

/// Every collective, group width and offset in [0, group) (the verifier
/// rejects larger offsets before asking), on every mask of the corpus.
TEST_P(ReadClosureTest, MatchesBruteForce) {
  unsigned width = GetParam();
  std::vector<uint64_t> masks = maskCorpus(width);
  const ReadPattern patterns[] = {
      ReadPattern::ShuffleIdx,   ReadPattern::ShuffleUp,
      ReadPattern::ShuffleDown,  ReadPattern::ShuffleXor,
      ReadPattern::Reduce,       ReadPattern::InclusiveScan,
      ReadPattern::ExclusiveScan};
  unsigned checked = 0, violations = 0;
  for (ReadPattern pattern : patterns)
    for (unsigned group = 2; group <= width; group *= 2) {
      // Reduce and scan take no offset; checkReads gets 0.
      bool shuffle = pattern <= ReadPattern::ShuffleXor;
      for (unsigned offset = 0; offset < (shuffle ? group : 1); ++offset)
        for (uint64_t active : masks) {
          std::optional<ReadViolation> want =
              modelCheck(active, group, pattern, offset, width);
          std::optional<ReadViolation> got =
              checkReads(active, group, pattern, offset);
          ++checked;
          violations += want.has_value();
          ASSERT_EQ(describe(got), describe(want))
              << patternName(pattern) << " " << offset << ", group " << group
              << ", width " << width << ", active " << spellMask(active, width);
        }
    }
  // The corpus exercises both answers.
  EXPECT_GT(violations, checked / 10);
  EXPECT_LT(violations, checked);
}

INSTANTIATE_TEST_SUITE_P(Widths, ReadClosureTest, ::testing::Values(32, 64),
                         [](const auto &info) {
                           return "Width" + std::to_string(info.param);
                         });

/// The cases docs/Dialects/WarpRationale.md promises.
TEST(LaneSetTest, RationaleExamples) {
  uint64_t even = evenMask(32), odd = even << 1;
  for (unsigned m : {2u, 4u, 8u, 16u})
    EXPECT_FALSE(checkReads(even, 32, ReadPattern::ShuffleXor, m)) << m;
  std::optional<ReadViolation> xor1 =
      checkReads(even, 32, ReadPattern::ShuffleXor, 1);
  ASSERT_TRUE(xor1);
  EXPECT_EQ(xor1->reader, 0u);
  EXPECT_EQ(xor1->source, 1u);
  EXPECT_EQ(xor1->inactiveRead, odd);

  for (unsigned n = 1; n <= 32; ++n)
    for (unsigned d = 0; d < 32; ++d) {
      EXPECT_FALSE(checkReads(rangeMask(0, n), 32, ReadPattern::ShuffleUp, d));
      EXPECT_FALSE(
          checkReads(rangeMask(32 - n, 32), 32, ReadPattern::ShuffleDown, d));
      EXPECT_FALSE(
          checkReads(rangeMask(0, n), 32, ReadPattern::InclusiveScan, 0));
    }
  // down 1 on low(16): lane 15 reads lane 16.
  std::optional<ReadViolation> down =
      checkReads(rangeMask(0, 16), 32, ReadPattern::ShuffleDown, 1);
  ASSERT_TRUE(down);
  EXPECT_EQ(down->reader, 15u);
  EXPECT_EQ(down->source, 16u);
  EXPECT_EQ(down->inactiveRead, uint64_t(1) << 16);
  // A scan on high(16) reads the low half.
  std::optional<ReadViolation> scan =
      checkReads(rangeMask(16, 32), 32, ReadPattern::ExclusiveScan, 0);
  ASSERT_TRUE(scan);
  EXPECT_EQ(scan->reader, 16u);
  EXPECT_EQ(scan->source, 0u);
  EXPECT_EQ(scan->inactiveRead, rangeMask(0, 16));
  // broadcast k (shuffle idx k) is legal exactly when k is active.
  for (unsigned k = 0; k < 32; ++k)
    EXPECT_EQ(
        checkReads(0x00f0f00f, 32, ReadPattern::ShuffleIdx, k).has_value(),
        !(0x00f0f00f >> k & 1))
        << k;
  // !warp.tile<8, low(16)>: reduces lanes 0-7 and 8-15 while 16-31 are off.
  EXPECT_FALSE(checkReads(rangeMask(0, 16), 8, ReadPattern::Reduce, 0));
  EXPECT_TRUE(checkReads(rangeMask(0, 12), 8, ReadPattern::Reduce, 0));
  // 64-lane warps: the upper half is lanes 32-63.
  EXPECT_FALSE(checkReads(rangeMask(32, 64), 32, ReadPattern::Reduce, 0));
  std::optional<ReadViolation> wide =
      checkReads(rangeMask(0, 32), 64, ReadPattern::ShuffleXor, 32);
  // Offsets stay below the group; xor 32 in a 64-lane group reads lane 32.
  ASSERT_TRUE(wide);
  EXPECT_EQ(wide->source, 32u);
  EXPECT_EQ(wide->inactiveRead, rangeMask(32, 64));
}

} // namespace
