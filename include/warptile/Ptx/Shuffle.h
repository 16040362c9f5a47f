//===- Shuffle.h - The PTX shfl.sync source-lane rule -----------*- C++ -*-===//
//
// Part of warptile. Which lane a `shfl.sync` reads, as the PTX ISA defines
// it ("Parallel Synchronization and Communication Instructions: shfl.sync").
// The one copy of the rule: the convergence checker (lib/Analysis) asks it
// which lanes a shuffle reads, the simulator (lib/Sim) which value a lane
// receives. Header-only and MLIR-free so that both layers can use it.
//
//===----------------------------------------------------------------------===//

#ifndef WARPTILE_PTX_SHUFFLE_H
#define WARPTILE_PTX_SHUFFLE_H

#include <cstdint>

namespace warptile {
namespace ptx {

/// shfl.sync's modes, in the PTX encoding order (idx=0, up=1, down=2,
/// bfly=3).
enum class ShuffleMode : uint32_t { Idx = 0, Up = 1, Down = 2, Bfly = 3 };

/// The lane a shuffle reads and the validity predicate `p`.
struct ShuffleSource {
  int lane;   ///< j: the source lane (the reader itself when !valid)
  bool valid; ///< p: whether j was in range of the segment and clamp
};

/// PTX's source-lane computation for `lane` with source operand `b` and the
/// packed `c` operand (clamp in bits 0-4, segment mask in bits 8-12). The
/// ISA's pseudo-code:
///
///   lane[4:0] = [Thread].laneid; bval[4:0] = b[4:0];
///   cval[4:0] = c[4:0]; segmask[4:0] = c[12:8];
///   maxLane = (lane[4:0] & segmask[4:0]) | (cval[4:0] & ~segmask[4:0]);
///   minLane = (lane[4:0] & segmask[4:0]);
///   up:   j = lane - bval; pval = (j >= maxLane);
///   down: j = lane + bval; pval = (j <= maxLane);
///   bfly: j = lane ^ bval; pval = (j <= maxLane);
///   idx:  j = minLane | (bval[4:0] & ~segmask[4:0]); pval = (j <= maxLane);
///   if (!pval) j = lane;  // copy from own lane
///
/// A valid j is always within 0-31 (maxLane is).
inline ShuffleSource shuffleSource(ShuffleMode mode, unsigned lane, uint32_t b,
                                   uint32_t c) {
  int self = static_cast<int>(lane & 31);
  int bval = static_cast<int>(b & 31);
  int cval = static_cast<int>(c & 31);
  int segmask = static_cast<int>((c >> 8) & 31);
  int maxLane = (self & segmask) | (cval & ~segmask & 31);
  int minLane = self & segmask;
  int j = self;
  bool p = false;
  switch (mode) {
  case ShuffleMode::Up:
    j = self - bval;
    p = j >= maxLane;
    break;
  case ShuffleMode::Down:
    j = self + bval;
    p = j <= maxLane;
    break;
  case ShuffleMode::Bfly:
    j = self ^ bval;
    p = j <= maxLane;
    break;
  case ShuffleMode::Idx:
    j = minLane | (bval & ~segmask & 31);
    p = j <= maxLane;
    break;
  }
  if (!p)
    j = self;
  return {j, p};
}

} // namespace ptx
} // namespace warptile

#endif // WARPTILE_PTX_SHUFFLE_H
