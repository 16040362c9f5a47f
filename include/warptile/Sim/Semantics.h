//===- Semantics.h - PTX warp collectives as plain functions ----*- C++ -*-===//
//
// Part of warptile. What one completed warp collective computes, per the
// PTX ISA ("Parallel Synchronization and Communication Instructions" and
// shfl.sync), as pure functions over the lanes that took part. The
// simulator (Collectives.cpp) calls them when a collective completes; the unit
// tests (unittests/Sim) pin them one instruction at a time. No MLIR.
//
//===----------------------------------------------------------------------===//

#ifndef WARPTILE_SIM_SEMANTICS_H
#define WARPTILE_SIM_SEMANTICS_H

#include "warptile/Ptx/Shuffle.h"

#include <cstdint>
#include <string>

namespace warptile {
namespace sim {

constexpr unsigned kWarpSize = 32;

// The shuffle rule is shared with the convergence checker.
using ptx::ShuffleMode;
using ptx::ShuffleSource;
using ptx::shuffleSource;

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
