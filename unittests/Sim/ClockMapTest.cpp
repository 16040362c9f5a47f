//===- ClockMapTest.cpp - The race check's persistent clock maps ----------===//
//
// Part of warptile. ClockMap (lib/Sim/ClockMap.h) against a plain std::map
// under random raises and joins: every version must keep its own contents
// (a map copied before a change does not see it), and a join takes the
// larger clock of each thread.
//
//===----------------------------------------------------------------------===//

#include "../../lib/Sim/ClockMap.h"

#include "gtest/gtest.h"

#include <algorithm>
#include <map>
#include <random>
#include <vector>

using warptile::sim::detail::ClockMap;

namespace {

using Oracle = std::map<uint32_t, uint32_t>;

void raise(Oracle &o, uint32_t gid, uint32_t clock) {
  if (clock)
    o[gid] = std::max(o[gid], clock);
}

void expectSame(const ClockMap &m, const Oracle &o) {
  Oracle seen;
  m.forEach([&](uint32_t gid, uint32_t clock) { seen[gid] = clock; });
  Oracle nonzero;
  for (auto [gid, clock] : o)
    if (clock)
      nonzero[gid] = clock;
  EXPECT_EQ(seen, nonzero);
  for (auto [gid, clock] : nonzero)
    EXPECT_EQ(m.get(gid), clock) << "gid " << gid;
}

TEST(ClockMap, EmptyKnowsNothing) {
  ClockMap m;
  EXPECT_TRUE(m.empty());
  EXPECT_EQ(m.get(0), 0u);
  EXPECT_EQ(m.get(0xffffffffu), 0u);
  m.raise(7, 0); // a zero clock adds nothing
  EXPECT_TRUE(m.empty());
}

TEST(ClockMap, RaiseKeepsTheLargerClock) {
  ClockMap m;
  m.raise(5, 3);
  m.raise(5, 2);
  EXPECT_EQ(m.get(5), 3u);
  m.raise(5, 9);
  EXPECT_EQ(m.get(5), 9u);
  EXPECT_EQ(m.get(4), 0u);
  m.raise(0xfffffffeu, 1); // the largest gids grow the root
  EXPECT_EQ(m.get(0xfffffffeu), 1u);
  EXPECT_EQ(m.get(5), 9u);
}

TEST(ClockMap, CopiesAreIndependentVersions) {
  ClockMap a;
  for (uint32_t g = 0; g < 100; ++g)
    a.raise(g * 37, g + 1);
  ClockMap b = a;
  b.raise(37, 1000);
  b.raise(5000000, 4);
  EXPECT_EQ(a.get(37), 2u);
  EXPECT_EQ(a.get(5000000), 0u);
  EXPECT_EQ(b.get(37), 1000u);
  EXPECT_EQ(b.get(5000000), 4u);
  a.join(b);
  EXPECT_EQ(a.get(37), 1000u);
  EXPECT_EQ(b.get(74), 3u);
}

TEST(ClockMap, RandomAgainstStdMap) {
  std::mt19937 rng(12345);
  std::vector<ClockMap> maps(8);
  std::vector<Oracle> oracles(8);
  // Gids from a few ranges: dense (one block), strided, anywhere.
  auto gid = [&]() -> uint32_t {
    switch (rng() % 3) {
    case 0:
      return rng() % 256;
    case 1:
      return (rng() % 4096) * 256 + 7;
    default:
      return rng();
    }
  };
  for (int step = 0; step < 20000; ++step) {
    unsigned i = rng() % maps.size(), j = rng() % maps.size();
    switch (rng() % 4) {
    case 0:
    case 1: {
      uint32_t g = gid(), c = rng() % 50;
      maps[i].raise(g, c);
      raise(oracles[i], g, c);
      break;
    }
    case 2:
      maps[i].join(maps[j]);
      for (auto [g, c] : Oracle(oracles[j]))
        raise(oracles[i], g, c);
      break;
    default:
      if (rng() % 8 == 0) {
        maps[i].clear();
        oracles[i].clear();
      } else {
        maps[i] = maps[j];
        oracles[i] = oracles[j];
      }
      break;
    }
    if (step % 997 == 0)
      for (unsigned k = 0; k < maps.size(); ++k)
        expectSame(maps[k], oracles[k]);
  }
  for (unsigned k = 0; k < maps.size(); ++k)
    expectSame(maps[k], oracles[k]);
}

TEST(ClockMap, JoinDense) {
  uint32_t clocks[40];
  for (uint32_t i = 0; i < 40; ++i)
    clocks[i] = i % 3;
  ClockMap m;
  m.raise(1000 + 5, 7);
  m.joinDense(1000, clocks, 40);
  Oracle o;
  for (uint32_t i = 0; i < 40; ++i)
    raise(o, 1000 + i, i % 3);
  raise(o, 1005, 7);
  expectSame(m, o);
}

} // namespace
