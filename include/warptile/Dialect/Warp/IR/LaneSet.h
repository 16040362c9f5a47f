//===- LaneSet.h - Static sets of warp lanes --------------------------*- C++ -*-===//
//
// Part of warptile. The set algebra behind `#warp.lanes`: which lanes of a
// warp are active, and which lanes a collective reads. It has no MLIR
// dependencies so the safety rule can be reasoned about (and tested) alone.
//
//===----------------------------------------------------------------------===//

#ifndef WARPTILE_DIALECT_WARP_IR_LANESET_H
#define WARPTILE_DIALECT_WARP_IR_LANESET_H

#include <cstdint>
#include <optional>
#include <string>

namespace mlir {
namespace warp {

/// The lanes of an NVIDIA warp, the width every PTX collective works on.
constexpr unsigned kWarpSize = 32;

/// Returns the mask with the low `width` bits set (width is 32 or 64).
inline uint64_t fullMask(unsigned width) {
  return width >= 64 ? ~uint64_t(0) : ((uint64_t(1) << width) - 1);
}

/// Returns the mask of lanes [lo, hi).
inline uint64_t rangeMask(unsigned lo, unsigned hi) {
  return fullMask(hi) & ~fullMask(lo);
}

/// Returns the mask of the even lanes of a `width`-lane warp.
inline uint64_t evenMask(unsigned width) {
  return 0x5555555555555555ULL & fullMask(width);
}

/// Whether `mask` is one run of lanes [lo, hi); sets `lo` and `hi` if so.
bool isContiguous(uint64_t mask, unsigned &lo, unsigned &hi);

/// Renders a mask in the canonical spelling used by `#warp.lanes` and
/// `!warp.warp`: `all`, `even`, `odd`, `lane(k)`, `low(n)`, `high(n)`,
/// `range(a, b)` or `mask(0x...)`, in that order of preference.
std::string spellMask(uint64_t mask, unsigned width);

/// Renders a mask as a lane list for diagnostics, e.g. `1, 3, 16-31`.
std::string listLanes(uint64_t mask);

/// How a collective reads other lanes. `Group` is the number of consecutive
/// lanes a collective stays within (the warp width, or a `warp.tile` size).
enum class ReadPattern { ShuffleIdx, ShuffleUp, ShuffleDown, ShuffleXor,
                         Reduce, InclusiveScan, ExclusiveScan };

/// The first lane of `active` that reads an inactive lane under `pattern`
/// with constant `offset`, and the full set of inactive lanes read.
struct ReadViolation {
  unsigned reader;     ///< an active lane that reads an inactive one
  unsigned source;     ///< the inactive lane it reads
  uint64_t inactiveRead; ///< every inactive lane read by any active lane
};

/// Checks the safety rule for a static active set: every lane read by an
/// active lane must be active. Returns std::nullopt when the rule holds.
std::optional<ReadViolation> checkReads(uint64_t active, unsigned group,
                                        ReadPattern pattern, unsigned offset);

/// True if every group of `group` aligned lanes is either fully active or
/// fully inactive in `active`.
bool isUnionOfGroups(uint64_t active, unsigned group, unsigned width);

} // namespace warp
} // namespace mlir

#endif // WARPTILE_DIALECT_WARP_IR_LANESET_H
