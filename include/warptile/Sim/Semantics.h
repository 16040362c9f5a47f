//===- Semantics.h - PTX warp collectives as plain functions ----*- C++ -*-===//
//
// Part of warptile. What one completed warp collective computes, per the
// PTX ISA ("Parallel Synchronization and Communication Instructions" and
// shfl.sync), as pure functions over the lanes that took part. The
// simulator (Machine.cpp) calls them when a collective completes; the unit
// tests (unittests/Sim) pin them one instruction at a time. No MLIR.
//
//===----------------------------------------------------------------------===//

#ifndef WARPTILE_SIM_SEMANTICS_H
#define WARPTILE_SIM_SEMANTICS_H

#include <cstdint>
#include <string>

namespace warptile {
namespace sim {

constexpr unsigned kWarpSize = 32;

/// shfl.sync's modes, in the PTX encoding order (idx=0, up=1, down=2,
/// bfly=3).
enum class ShuffleMode : uint32_t { Idx = 0, Up = 1, Down = 2, Bfly = 3 };

/// The lane a shuffle reads and the validity predicate `p`.
struct ShuffleSource {
  int lane;   ///< j: the source lane (the reader itself when !valid)
  bool valid; ///< p: whether j was in range of the segment and clamp
};

/// PTX's source-lane computation for `lane` with source operand `b` and the
/// packed `c` operand (clamp in bits 0-4, segment mask in bits 8-12):
///   maxLane = (lane & segmask) | (c & ~segmask), minLane = lane & segmask;
///   up:   j = lane - b, p = j >= maxLane   (signed)
///   down: j = lane + b, p = j <= maxLane
///   bfly: j = lane ^ b, p = j <= maxLane
///   idx:  j = minLane | (b & ~segmask), p = j <= maxLane
/// and j = lane when !p.
ShuffleSource shuffleSource(ShuffleMode mode, unsigned lane, uint32_t b,
                            uint32_t c);

/// vote.sync's kinds.
enum class VoteKind : uint32_t { Any = 0, All = 1, Ballot = 2, Uni = 3 };

/// vote.sync over the lanes `arrived` (the non-exited lanes of the member
/// mask, all of which executed it) whose predicates are `preds`: ballot is
/// the predicates of the arrived lanes only (lanes outside the mask or
/// exited count 0); any/all/uni are 0 or 1.
uint32_t vote(VoteKind kind, uint32_t arrived, uint32_t preds);

/// match.sync.any for `lane`: the arrived lanes whose value equals its own.
uint32_t matchAny(uint32_t arrived, const uint64_t values[kWarpSize],
                  unsigned lane);

/// match.sync.all: the arrived lanes and true when all values are equal,
/// else 0 and false.
struct MatchAll {
  uint32_t mask;
  bool pred;
};
MatchAll matchAll(uint32_t arrived, const uint64_t values[kWarpSize]);

/// redux.sync's kinds, in NVVM's ReduxKind order. The float kinds take the
/// bits of an f32; `abs` and `nan` are their two modifiers.
enum class ReduxKind : uint32_t {
  Add = 0,
  And = 1,
  Max = 2,
  Min = 3,
  Or = 4,
  UMax = 5,
  UMin = 6,
  Xor = 7,
  FMin = 8,
  FMax = 9,
};

/// redux.sync over the arrived lanes' 32-bit `values` (add wraps; min/max
/// are signed, umin/umax unsigned; fmin/fmax as PTX's min.f32/max.f32: a
/// NaN operand is ignored unless `nan`, |x| with `abs`).
uint32_t redux(ReduxKind kind, uint32_t arrived,
               const uint32_t values[kWarpSize], bool abs = false,
               bool nan = false);

/// elect.sync: true for the lowest arrived lane only.
bool elect(uint32_t arrived, unsigned lane);

/// `mask` as lane ranges: "0-7, 16", or "none".
std::string formatLanes(uint32_t mask);

} // namespace sim
} // namespace warptile

#endif // WARPTILE_SIM_SEMANTICS_H
