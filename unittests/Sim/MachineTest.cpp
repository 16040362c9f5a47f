//===- MachineTest.cpp - The block model, driven by C++ kernel bodies -----===//
//
// Part of warptile. Kernel bodies written in C++ call the runtime entry
// points the lowering would: block barriers and their counts, the warp
// rendezvous, deadlock and divergence findings, memory checks and the
// scheduling seeds.
//
//===----------------------------------------------------------------------===//

#include "Findings.h"
#include "warptile/Sim/Machine.h"
#include "warptile/Sim/RuntimeABI.h"
#include "warptile/Sim/Semantics.h"

#include "gtest/gtest.h"

#include <cstring>

using namespace warptile::sim;

namespace {

uint32_t tid() { return __wsim_sreg(uint32_t(SpecialRegister::TidX)); }
uint32_t laneId() { return __wsim_sreg(uint32_t(SpecialRegister::LaneId)); }

const std::vector<Site> kSites = {{"op.a", "test.mlir:1:1"},
                                  {"op.b", "test.mlir:2:1"},
                                  {"op.c", "test.mlir:3:1"}};

RunReport launch(KernelBody body, uint32_t threads, uint64_t seed = 0,
                 std::vector<Region> regions = {}, uint32_t smem = 0) {
  LaunchOptions options;
  options.block = {threads, 1, 1};
  options.seed = seed;
  options.dynamicSmem = smem;
  return runGrid(body, nullptr, options, kSites, regions);
}

uint32_t gOut[1024];

// Each thread writes its id, waits at the barrier, then reads its
// neighbour's: without the barrier the neighbour may not have written.
uint32_t gShared[256];
void neighbourBody(void **) {
  uint32_t t = tid();
  gShared[t] = t + 100;
  __wsim_barrier(0, 0, 0, 0, 0);
  gOut[t] = gShared[(t + 1) % 64];
}

TEST(MachineTest, BarrierOrdersEveryThreadOfTheBlock) {
  for (uint64_t seed : {0, 1, 2, 3}) {
    std::memset(gShared, 0, sizeof(gShared));
    RunReport r = launch(neighbourBody, 64, seed);
    EXPECT_EQ(r.exitCode(), 0) << all(r);
    for (uint32_t t = 0; t < 64; ++t)
      ASSERT_EQ(gOut[t], (t + 1) % 64 + 100) << "seed " << seed;
  }
}

// A counted barrier completes with its count: warp 0 alone syncs on
// barrier 1 (32 threads) while warp 1 never comes.
void countedBody(void **) {
  if (tid() < 32)
    gOut[tid()] = __wsim_barrier(1, 32, /*popc=*/1, tid() % 4 == 0, 0);
}

TEST(MachineTest, CountedBarrierAndItsPopcReduction) {
  RunReport r = launch(countedBody, 64);
  EXPECT_EQ(r.exitCode(), 0) << all(r);
  for (uint32_t t = 0; t < 32; ++t)
    EXPECT_EQ(gOut[t], 8u);
}

// Barrier reductions and/or.
void andOrBody(void **) {
  uint32_t a = __wsim_barrier(0, 0, 2, tid() != 5, 0);
  uint32_t o = __wsim_barrier(0, 0, 3, tid() == 5, 0);
  gOut[tid()] = a << 1 | o;
}

TEST(MachineTest, BarrierAndOrReductions) {
  RunReport r = launch(andOrBody, 40);
  EXPECT_EQ(r.exitCode(), 0) << all(r);
  EXPECT_EQ(gOut[0], 1u); // and false, or true
  EXPECT_EQ(gOut[39], 1u);
}

// Lanes 0-15 wait at a full-warp shuffle, lanes 16-31 at a barrier.
void deadlockBody(void **) {
  if (laneId() < 16)
    __wsim_shfl(3, 0xffffffffu, 1, 1, 31, 0, 0);
  else
    __wsim_barrier(0, 0, 0, 0, 1);
}

TEST(MachineTest, DeadlockSaysWhichLanesWaitWhere) {
  RunReport r = launch(deadlockBody, 32);
  EXPECT_EQ(r.exitCode(), 4);
  ASSERT_EQ(r.findings.size(), 1u) << all(r);
  EXPECT_TRUE(hasFinding(r, "deadlock",
                         "warp 0 lanes 0-15 wait at op.a at test.mlir:1:1 "
                         "(member mask 0xffffffff) for lanes 16-31"))
      << all(r);
  EXPECT_TRUE(hasFinding(r, "deadlock",
                         "warp 0 lanes 16-31 wait at barrier 0, op.b at "
                         "test.mlir:2:1 (for lanes 0-15 of its warp; 0 of 1 "
                         "warps arrived)"))
      << all(r);
}

// Threads 0-15 and 40-63 return before the barrier the others wait at:
// exited threads release it (PTX ISA, exit), and the rest exchange values.
void exitBeforeBarrierBody(void **) {
  uint32_t t = tid();
  if (t < 16 || t >= 40)
    return;
  gShared[t] = t + 100;
  __wsim_barrier(0, 0, 0, 0, 2);
  gOut[t] = gShared[t == 39 ? 16 : t + 1];
}

TEST(MachineTest, ExitedThreadsReleaseTheBarrier) {
  for (uint64_t seed : {0, 1, 2}) {
    RunReport r = launch(exitBeforeBarrierBody, 64, seed);
    EXPECT_EQ(r.exitCode(), 0) << all(r);
    for (uint32_t t = 16; t < 40; ++t)
      ASSERT_EQ(gOut[t], (t == 39 ? 16 : t + 1) + 100) << "seed " << seed;
  }
}

// A counted barrier is not released by exits: warp 1 returns, warp 0
// waits for 64 threads (two warps) forever.
void countedAfterExitBody(void **) {
  if (tid() >= 32)
    return;
  __wsim_barrier(1, 64, 0, 0, 0);
}

TEST(MachineTest, CountedBarrierWaitsForWarpsThatExited) {
  RunReport r = launch(countedAfterExitBody, 64);
  EXPECT_EQ(r.exitCode(), 4);
  EXPECT_TRUE(hasFinding(r, "deadlock",
                         "warp 0 lanes 0-31 wait at barrier 1, op.a at "
                         "test.mlir:1:1 (1 of 2 warps arrived); warp 1 lanes "
                         "0-31 have exited"))
      << all(r);
}

// Barrier counts are in warps: a 48-thread block (warps of 32 and 16)
// completes bar.sync 1, 64 (PTX ISA, bar).
void shortWarpCountedBody(void **) {
  uint32_t t = tid();
  gShared[t] = t + 100;
  __wsim_barrier(1, 64, 0, 0, 0);
  gOut[t] = gShared[47 - t];
}

TEST(MachineTest, CountedBarrierCountsWarps) {
  RunReport r = launch(shortWarpCountedBody, 48);
  EXPECT_EQ(r.exitCode(), 0) << all(r);
  for (uint32_t t = 0; t < 48; ++t)
    ASSERT_EQ(gOut[t], 147 - t);
}

// A thread count that is not a multiple of the warp size is undefined.
void oddCountBody(void **) { __wsim_barrier(1, 48, 0, 0, 1); }

TEST(MachineTest, BarrierCountNotAMultipleOfTheWarp) {
  RunReport r = launch(oddCountBody, 64);
  EXPECT_EQ(r.exitCode(), 4);
  EXPECT_TRUE(hasFinding(r, "barrier-count",
                         "thread count 48 of barrier 1 is not a multiple of "
                         "the warp size (32) [op.b"))
      << all(r);
}

// The lanes of one warp at two different .aligned barrier ops.
void twoBarriersBody(void **) {
  if (laneId() < 16)
    __wsim_barrier(0, 0, 0, 0, 0);
  else
    __wsim_barrier(0, 0, 0, 0, 1);
}

TEST(MachineTest, OneWarpAtDifferentBarrierOpsIsBarrierDivergence) {
  RunReport r = launch(twoBarriersBody, 32);
  EXPECT_EQ(r.exitCode(), 4);
  EXPECT_TRUE(hasFinding(r, "barrier-divergence",
                         "the lanes of warp 0 meet at barrier 0 from "
                         "different ops: lanes 0-15 at op.a at "
                         "test.mlir:1:1, lanes 16-31 at op.b"))
      << all(r);
}

// Different warps may meet at one barrier from different ops ("Different
// warps may execute different forms of the barrier instruction using the
// same barrier name and thread count"), and without .aligned the lanes of
// one warp may too.
void warpsAtTwoOpsBody(void **) {
  if (tid() < 32)
    __wsim_barrier(0, 0, 0, 0, 0);
  else
    __wsim_barrier(0, 0, 0, 0, 1);
  __wsim_barrier(2, 0, BarrierUnaligned, 0, laneId() % 2);
}

TEST(MachineTest, WarpsMayMeetFromDifferentOps) {
  RunReport r = launch(warpsAtTwoOpsBody, 64);
  EXPECT_EQ(r.exitCode(), 0) << all(r);
}

// Two warps wait at one barrier with different thread counts.
void twoCountsBody(void **) {
  __wsim_barrier(3, tid() < 32 ? 64 : 96, 0, 0, 0);
}

TEST(MachineTest, DifferentCountsAreBarrierDivergence) {
  RunReport r = launch(twoCountsBody, 64);
  EXPECT_EQ(r.exitCode(), 4);
  EXPECT_TRUE(hasFinding(r, "barrier-divergence",
                         "waits at barrier 3 for 96 threads, while others "
                         "wait there for 64"))
      << all(r);
}

// The PTX ISA's producer/consumer: warp 0 produces a value in shared
// memory and announces it with bar.arrive 1, 64; warp 1 waits for it with
// bar.sync 1, 64, reads it and announces that with bar.arrive 2, 64, which
// warp 0 waits for before it produces the next. Three rounds.
void producerConsumerBody(void **) {
  uint32_t l = laneId();
  for (uint32_t round = 0; round < 3; ++round) {
    if (tid() < 32) {
      if (round)
        __wsim_barrier(2, 64, 0, 0, 0); // the consumer has read
      gShared[l] = round * 32 + l + 1000;
      __wsim_barrier(1, 64, BarrierArrive, 0, 1);
    } else {
      __wsim_barrier(1, 64, 0, 0, 2); // the producer has written
      gOut[round * 32 + l] = gShared[l];
      __wsim_barrier(2, 64, BarrierArrive, 0, 1);
    }
  }
}

TEST(MachineTest, ProducerConsumerWithArrive) {
  for (uint64_t seed : {0, 1, 2, 3}) {
    std::memset(gOut, 0, sizeof(gOut));
    RunReport r = launch(producerConsumerBody, 64, seed);
    EXPECT_EQ(r.exitCode(), 0) << all(r);
    for (uint32_t i = 0; i < 96; ++i)
      ASSERT_EQ(gOut[i], i + 1000) << "seed " << seed;
  }
}

// bar.arrive twice on one barrier before it completes.
void arriveTwiceBody(void **) {
  if (tid() < 32) {
    __wsim_barrier(1, 96, BarrierArrive, 0, 0);
    __wsim_barrier(1, 96, BarrierArrive, 0, 0);
  } else {
    __wsim_barrier(1, 96, 0, 0, 1);
  }
}

TEST(MachineTest, ArrivingTwiceIsBarrierDivergence) {
  RunReport r = launch(arriveTwiceBody, 64);
  EXPECT_EQ(r.exitCode(), 4);
  EXPECT_TRUE(hasFinding(r, "barrier-divergence",
                         "warp 0 arrives at barrier 1 again before it "
                         "completes"))
      << all(r);
}

// bar.red mixed with bar.sync on one barrier.
void redWithSyncBody(void **) {
  __wsim_barrier(4, 0, tid() < 32 ? 1 : 0, 1, 0);
}

TEST(MachineTest, RedMixedWithSyncIsBarrierDivergence) {
  RunReport r = launch(redWithSyncBody, 64);
  EXPECT_EQ(r.exitCode(), 4);
  EXPECT_TRUE(hasFinding(r, "barrier-divergence",
                         "barrier 4 is used by bar.red and bar.sync"))
      << all(r);
}

// exit from a nested call ends the thread: odd lanes never write, and the
// full-mask collective and the barrier after it complete without them.
[[gnu::noinline]] void maybeExit(uint32_t t) {
  if (t % 2)
    __wsim_exit();
}

void exitBody(void **) {
  uint32_t t = tid();
  gOut[t] = 7;
  maybeExit(t);
  gOut[t] = __wsim_redux(uint32_t(ReduxKind::Add), 0xffffffffu, 1, 0);
  __wsim_barrier(0, 0, 0, 0, 1);
  gOut[64 + t] = t;
}

TEST(MachineTest, ExitEndsTheThread) {
  std::memset(gOut, 0, sizeof(gOut));
  RunReport r = launch(exitBody, 64);
  EXPECT_EQ(r.exitCode(), 0) << all(r);
  for (uint32_t t = 0; t < 64; ++t) {
    ASSERT_EQ(gOut[t], t % 2 ? 7u : 16u) << t;
    ASSERT_EQ(gOut[64 + t], t % 2 ? 0u : t) << t;
  }
}

// A butterfly sum over the warp through the rendezvous.
void butterflyBody(void **) {
  uint32_t v = laneId();
  for (uint32_t k = 16; k; k /= 2)
    v += static_cast<uint32_t>(__wsim_shfl(3, 0xffffffffu, v, k, 31, 0, 0));
  gOut[tid()] = v;
}

TEST(MachineTest, ButterflyUnderEverySeed) {
  for (uint64_t seed : {0, 1, 7, 42}) {
    RunReport r = launch(butterflyBody, 64, seed);
    EXPECT_EQ(r.exitCode(), 0) << all(r);
    for (uint32_t t = 0; t < 64; ++t)
      ASSERT_EQ(gOut[t], 496u) << "seed " << seed;
  }
}

// A partial warp (6 threads): activemask and a ballot over what exists.
void partialBody(void **) {
  gOut[tid()] = __wsim_activemask(0) ^
                __wsim_vote(uint32_t(VoteKind::Ballot), 0x3f, 1, 0);
}

TEST(MachineTest, PartialWarp) {
  RunReport r = launch(partialBody, 6);
  EXPECT_EQ(r.exitCode(), 0) << all(r);
  EXPECT_EQ(gOut[0], 0u); // both 0x3f
}

// activemask is the lanes that execute it together: the whole warp at
// entry, each half of a divergent branch apart, the lanes of a group that
// reaches it while the others wait at a collective.
void activeBody(void **) {
  uint32_t l = laneId();
  uint32_t entry = __wsim_activemask(0);
  uint32_t branch = l < 12 ? __wsim_activemask(1) : __wsim_activemask(2);
  uint32_t beside = 0;
  if (l < 16)
    __wsim_shfl(0, 0xffffffffu, l, 0, 31, 0, 0);
  else {
    beside = __wsim_activemask(0);
    __wsim_shfl(0, 0xffffffffu, l, 0, 31, 0, 0);
  }
  gOut[l] = entry;
  gOut[32 + l] = branch;
  gOut[64 + l] = beside;
}

TEST(MachineTest, ActiveMaskIsTheLanesThatRunTogether) {
  for (uint64_t seed : {0, 1, 2, 3}) {
    RunReport r = launch(activeBody, 32, seed);
    EXPECT_EQ(r.exitCode(), 0) << all(r);
    for (uint32_t l = 0; l < 32; ++l) {
      ASSERT_EQ(gOut[l], 0xffffffffu) << "seed " << seed;
      ASSERT_EQ(gOut[32 + l], l < 12 ? 0x00000fffu : 0xfffff000u)
          << "seed " << seed;
      ASSERT_EQ(gOut[64 + l], l < 16 ? 0u : 0xffff0000u) << "seed " << seed;
    }
  }
}

// A lane outside its own mask, and a shuffle from outside the mask.
void outsideBody(void **) {
  gOut[tid()] =
      static_cast<uint32_t>(__wsim_shfl(0, 0x0000ffffu, tid(), 20, 31, 0, 0));
}

TEST(MachineTest, MaskFindings) {
  RunReport r = launch(outsideBody, 32);
  EXPECT_EQ(r.exitCode(), 4);
  EXPECT_TRUE(hasFinding(r, "collective-mask",
                         "lane 16 executes shfl.sync but is not in its "
                         "member mask 0x0000ffff"))
      << all(r);
  EXPECT_TRUE(hasFinding(r, "shuffle-source",
                         "lane 0 reads lane 20, outside its member mask "
                         "0x0000ffff"))
      << all(r);
}

// Poison origins (RuntimeABI.h, bits 33-63 of a shuffle's result): lanes
// 8-15 read lanes 16-23, outside the mask, and get op.a's (site 0 + 1);
// at the second shuffle (op.b) lanes 0-7 read lanes 8-15's poisoned
// values and take op.a's origin on, while lanes 8-15 read outside the mask
// again and get op.b's.
constexpr uint32_t kDown = uint32_t(ShuffleMode::Down);
void poisonBody(void **) {
  uint32_t l = laneId();
  if (l >= 16)
    return;
  uint64_t r = __wsim_shfl(kDown, 0xffffu, l, 8, 31, 0, 0);
  auto origin = static_cast<uint32_t>(r >> 33);
  uint64_t r2 =
      __wsim_shfl(kDown, 0xffffu, static_cast<uint32_t>(r), 8, 31, 1, origin);
  auto origin2 = static_cast<uint32_t>(r2 >> 33);
  gOut[l] = origin | origin2 << 8;
  __wsim_poisoned(origin2, uint32_t(PoisonUse::Store), 2);
}

TEST(MachineTest, ShufflePoisonOrigins) {
  RunReport r = launch(poisonBody, 32);
  EXPECT_EQ(r.exitCode(), 4);
  for (uint32_t l = 0; l < 8; ++l)
    EXPECT_EQ(gOut[l], 1u << 8) << "lane " << l;
  for (uint32_t l = 8; l < 16; ++l)
    EXPECT_EQ(gOut[l], 1u | 2u << 8) << "lane " << l;
  // Every lane 0-15 stores a poisoned value: one finding at op.c.
  EXPECT_TRUE(hasFinding(r, "poisoned-use",
                         "stores a value computed from the undefined result "
                         "of op."))
      << all(r);
  EXPECT_TRUE(hasFinding(r, "poisoned-use",
                         "[op.c at test.mlir:3:1] (and 15 more times at this "
                         "op)"))
      << all(r);
}

// A defined read passes the source lane's origin on; a read the clamp
// makes invalid (lane 0 of up 1) keeps the lane's own value and origin; a
// lane outside its own mask gets its own value, poisoned by the shuffle.
void originBody(void **) {
  uint32_t l = laneId();
  uint64_t r = __wsim_shfl(uint32_t(ShuffleMode::Up), 0xffffffffu, l, 1, 0, 0,
                           l == 5 || l == 0 ? 9 : 0);
  uint64_t alone = __wsim_shfl(kDown, 0x1u, l, 0, 31, 1, 0);
  auto origin = static_cast<uint32_t>(r >> 33);
  auto originAlone = static_cast<uint32_t>(alone >> 33);
  gOut[l] = origin | originAlone << 8;
}

TEST(MachineTest, ShufflePoisonPassesOn) {
  RunReport r = launch(originBody, 32);
  EXPECT_EQ(gOut[0], 9u);           // invalid read: its own origin
  EXPECT_EQ(gOut[1], 9u | 2u << 8); // reads lane 0
  EXPECT_EQ(gOut[5], 0u | 2u << 8); // reads lane 4
  EXPECT_EQ(gOut[6], 9u | 2u << 8); // reads lane 5
  // Lanes 1-31 are outside op.b's mask: their own value, poisoned by it.
  EXPECT_TRUE(hasFinding(r, "collective-mask",
                         "executes shfl.sync but is not in its member mask "
                         "0x00000001"))
      << all(r);
}

// Global bounds against a region, shared bounds and never-written shared
// (and a global race: each thread writes the word its neighbour reads).
unsigned char gBuffer[kRedZone + 128 + kRedZone];
void memoryBody(void **) {
  unsigned char *base = gBuffer + kRedZone;
  __wsim_access(base + tid() * 4, 4, 2, 0);     // in bounds
  __wsim_access(base + tid() * 4 + 4, 4, 1, 1); // lane 31 writes past
  auto *shared = static_cast<unsigned char *>(__wsim_shared(0));
  if (tid() == 0)
    __wsim_access(shared, 4, 1, 0);
  __wsim_barrier(0, 0, 0, 0, 0);
  __wsim_access(shared + (tid() % 2) * 4, 4, 2, 2); // odd lanes: unwritten
  if (tid() == 3)
    __wsim_access(shared + 64, 4, 2, 0); // past the 64 bytes
}

TEST(MachineTest, MemoryFindings) {
  RunReport r =
      launch(memoryBody, 32, 0, {{"argument 0", gBuffer + kRedZone, 128}}, 64);
  EXPECT_EQ(r.exitCode(), 4);
  EXPECT_TRUE(hasFinding(r, "global-oob",
                         "thread (31,0,0) warp 0 lane 31: writes 4 bytes at "
                         "byte offset 128 of argument 0, outside its 128 "
                         "bytes [op.b at test.mlir:2:1]"))
      << all(r);
  EXPECT_TRUE(hasFinding(r, "shared-uninit",
                         "reads 4 bytes at shared memory offset 4 that no "
                         "thread of the block has written [op.c at "
                         "test.mlir:3:1] (and 15 more times at this op)"))
      << all(r);
  EXPECT_TRUE(hasFinding(r, "shared-oob",
                         "lane 3: reads 4 bytes at shared memory offset 64, "
                         "outside the block's 64 bytes"))
      << all(r);
  // Thread t reads the word thread t - 1 wrote, unordered (round robin runs
  // thread t - 1 to the barrier first): threads 1-31 race.
  EXPECT_TRUE(hasFinding(r, "global-race",
                         "thread (1,0,0) warp 0 lane 1: reads 4 bytes at byte "
                         "offset 4 of argument 0 that thread (0,0,0) (warp 0 "
                         "lane 0) wrote at op.b at test.mlir:2:1 with nothing "
                         "ordering them [op.a at test.mlir:1:1] (and 30 more "
                         "times at this op)"))
      << all(r);
  EXPECT_EQ(r.findings.size(), 4u) << all(r);
}

// Shared-memory races: thread 33 (warp 1) reads what thread 0 wrote with
// no barrier between; after the barrier the same read is ordered; lanes of
// one warp are ordered by a collective (bar.warp.sync).
void raceBody(void **) {
  auto *shared = static_cast<unsigned char *>(__wsim_shared(0));
  uint32_t t = tid();
  if (t == 0)
    __wsim_access(shared, 4, 1, 0);
  if (t == 33)
    __wsim_access(shared, 4, 2, 1); // races with thread 0's write
  __wsim_barrier(0, 0, 0, 0, 0);
  if (t == 40)
    __wsim_access(shared, 4, 2, 2); // ordered by the barrier
  if (t == 1)
    __wsim_access(shared + 8, 4, 1, 0);
  __wsim_warpsync(0xffffffffu, 0);
  if (t == 2)
    __wsim_access(shared + 8, 4, 2, 2); // ordered by the warp's sync
}

TEST(MachineTest, SharedRaces) {
  for (uint64_t seed : {0, 1, 2}) {
    RunReport r = launch(raceBody, 64, seed, {}, 64);
    EXPECT_EQ(r.exitCode(), 4) << all(r);
    // (When the read comes first, it also reads an unwritten word.)
    std::vector<Finding> races;
    for (const Finding &f : r.findings)
      if (f.kind == "shared-race")
        races.push_back(f);
    ASSERT_EQ(races.size(), 1u) << "seed " << seed << "\n" << all(r);
    const Finding &f = races[0];
    // Whichever of the two came second is reported, naming the first.
    bool readSecond =
        f.message.find("thread (33,0,0) warp 1 lane 1: reads 4 bytes at "
                       "shared memory offset 0 that thread (0,0,0) (warp 0 "
                       "lane 0) wrote at op.a") != std::string::npos;
    bool writeSecond =
        f.message.find("thread (0,0,0) warp 0 lane 0: writes 4 bytes at "
                       "shared memory offset 0 that thread (33,0,0) (warp 1 "
                       "lane 1) read at op.b") != std::string::npos;
    EXPECT_TRUE(readSecond || writeSecond) << f.message;
  }
}

// Special registers of a 3-D block: x, then y, then z make the lanes.
void registersBody(void **) {
  uint32_t x = __wsim_sreg(uint32_t(SpecialRegister::TidX));
  uint32_t y = __wsim_sreg(uint32_t(SpecialRegister::TidY));
  uint32_t z = __wsim_sreg(uint32_t(SpecialRegister::TidZ));
  uint32_t linear = x + 4 * (y + 4 * z);
  gOut[linear] = __wsim_sreg(uint32_t(SpecialRegister::WarpId)) << 8 |
                 __wsim_sreg(uint32_t(SpecialRegister::LaneId));
}

TEST(MachineTest, WarpsAreConsecutiveLinearThreads) {
  LaunchOptions options;
  options.block = {4, 4, 4};
  RunReport r = runGrid(registersBody, nullptr, options, kSites, {});
  EXPECT_EQ(r.exitCode(), 0) << all(r);
  for (uint32_t i = 0; i < 64; ++i)
    ASSERT_EQ(gOut[i], (i / 32) << 8 | (i % 32));
}

} // namespace

// Spinning: a thread that waits for a flag set by another lane of its warp
// (or by a later block of the grid) yields at its spin point and lets the
// setter run, under every seed (independent thread scheduling). Each poll
// counts, as the lowered kernel's atomics and volatile loads do.
volatile uint32_t gFlag;
void poll() {
  ++__wsim_polls;
  __wsim_yield(0);
}
void laneSpinBody(void **) {
  if (laneId() == 0) {
    while (gFlag == 0)
      poll();
    gOut[0] = gFlag;
  } else if (laneId() == 1) {
    gFlag = 9;
  }
}

TEST(MachineTest, SpinningLaneYieldsToTheLaneItWaitsFor) {
  for (uint64_t seed : {0, 1, 7}) {
    gFlag = 0;
    gOut[0] = 0;
    RunReport r = launch(laneSpinBody, 32, seed);
    EXPECT_EQ(r.exitCode(), 0) << all(r);
    EXPECT_EQ(gOut[0], 9u) << "seed " << seed;
  }
}

void blockSpinBody(void **) {
  uint32_t block = __wsim_sreg(uint32_t(SpecialRegister::CtaIdX));
  if (block == 0) {
    while (gFlag == 0)
      poll();
    gOut[tid()] = gFlag + tid();
  } else if (tid() == 5) {
    gFlag = 100;
  }
}

TEST(MachineTest, SpinningBlockLetsTheNextBlockIn) {
  for (uint64_t seed : {0, 3}) {
    gFlag = 0;
    LaunchOptions options;
    options.grid = {3, 1, 1};
    options.block = {64, 1, 1};
    options.seed = seed;
    RunReport r = runGrid(blockSpinBody, nullptr, options, kSites, {});
    EXPECT_EQ(r.exitCode(), 0) << all(r);
    EXPECT_EQ(r.threadsRun, 3u * 64);
    for (uint32_t t = 0; t < 64; ++t)
      ASSERT_EQ(gOut[t], 100 + t) << "seed " << seed;
  }
}

// Two launches that are not ordered run together; ordered, the second
// starts when the first has finished (it sees the first's writes).
void incrementBody(void **params) {
  auto *counter = static_cast<uint32_t *>(params[0]);
  __atomic_fetch_add(counter, 1, __ATOMIC_SEQ_CST);
  while (__atomic_load_n(counter, __ATOMIC_SEQ_CST) < 2)
    poll();
}

uint32_t gOrdered;
void firstBody(void **) { gOrdered = 1; }
void secondBody(void **) { gOut[tid()] = gOrdered; }

TEST(MachineTest, UnorderedLaunchesAreResidentTogether) {
  uint32_t counter = 0;
  void *slot = &counter;
  std::vector<GridLaunch> grids(2);
  for (GridLaunch &g : grids) {
    g.body = incrementBody;
    g.params = &slot;
    g.launch.block = {1, 1, 1};
    g.sites = &kSites;
    g.regions = {{"counter", &counter, 4, true}};
  }
  std::vector<RunReport> r = runGrids(grids);
  ASSERT_EQ(r.size(), 2u);
  EXPECT_EQ(r[0].exitCode(), 0) << all(r[0]);
  EXPECT_EQ(r[1].exitCode(), 0) << all(r[1]);
  EXPECT_EQ(counter, 2u);

  gOrdered = 0;
  std::vector<GridLaunch> ordered(2);
  ordered[0].body = firstBody;
  ordered[1].body = secondBody;
  ordered[1].after = {0};
  for (GridLaunch &g : ordered) {
    g.launch.block = {32, 1, 1};
    g.sites = &kSites;
  }
  r = runGrids(ordered);
  EXPECT_EQ(r[1].exitCode(), 0) << all(r[1]);
  for (uint32_t t = 0; t < 32; ++t)
    ASSERT_EQ(gOut[t], 1u);
}
