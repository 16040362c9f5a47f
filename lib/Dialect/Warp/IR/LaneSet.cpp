//===- LaneSet.cpp - Static sets of warp lanes ----------------------------===//
//
// Part of warptile. See LaneSet.h.
//
//===----------------------------------------------------------------------===//

#include "warptile/Dialect/Warp/IR/LaneSet.h"

#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/bit.h"

using namespace mlir::warp;

bool mlir::warp::isContiguous(uint64_t mask, unsigned &lo, unsigned &hi) {
  if (mask == 0)
    return false;
  lo = llvm::countr_zero(mask);
  uint64_t shifted = mask >> lo;
  if ((shifted & (shifted + 1)) != 0)
    return false;
  hi = lo + llvm::popcount(mask);
  return true;
}

std::string mlir::warp::spellMask(uint64_t mask, unsigned width) {
  if (mask == fullMask(width))
    return "all";
  if (mask == evenMask(width))
    return "even";
  if (mask == (evenMask(width) << 1))
    return "odd";
  if (llvm::popcount(mask) == 1)
    return "lane(" + std::to_string(llvm::countr_zero(mask)) + ")";
  unsigned lo, hi;
  if (isContiguous(mask, lo, hi)) {
    if (lo == 0)
      return "low(" + std::to_string(hi) + ")";
    if (hi == width)
      return "high(" + std::to_string(width - lo) + ")";
    return "range(" + std::to_string(lo) + ", " + std::to_string(hi) + ")";
  }
  return "mask(0x" +
         llvm::utohexstr(mask, /*LowerCase=*/true, width == 64 ? 16 : 8) + ")";
}

std::string mlir::warp::listLanes(uint64_t mask) {
  std::string out;
  for (unsigned lane = 0; lane < 64;) {
    if (!(mask >> lane & 1)) {
      ++lane;
      continue;
    }
    unsigned end = lane;
    while (end + 1 < 64 && (mask >> (end + 1) & 1))
      ++end;
    if (!out.empty())
      out += ", ";
    out += std::to_string(lane);
    if (end > lane)
      out += "-" + std::to_string(end);
    lane = end + 1;
  }
  return out;
}

std::optional<ReadViolation> mlir::warp::checkReads(uint64_t active,
                                                    unsigned group,
                                                    ReadPattern pattern,
                                                    unsigned offset) {
  std::optional<ReadViolation> result;
  auto read = [&](unsigned reader, unsigned source) {
    if (active >> source & 1)
      return;
    if (!result)
      result = ReadViolation{reader, source, 0};
    result->inactiveRead |= uint64_t(1) << source;
  };
  for (unsigned lane = 0; lane < 64; ++lane) {
    if (!(active >> lane & 1))
      continue;
    unsigned base = lane & ~(group - 1);
    unsigned pos = lane - base;
    switch (pattern) {
    case ReadPattern::ShuffleIdx:
      read(lane, base + offset % group);
      break;
    case ReadPattern::ShuffleUp:
      // Lanes whose source falls below the group keep their own value.
      if (pos >= offset)
        read(lane, lane - offset);
      break;
    case ReadPattern::ShuffleDown:
      if (pos + offset < group)
        read(lane, lane + offset);
      break;
    case ReadPattern::ShuffleXor:
      read(lane, base + ((pos ^ offset) & (group - 1)));
      break;
    case ReadPattern::Reduce:
      for (unsigned src = base; src < base + group; ++src)
        read(lane, src);
      break;
    case ReadPattern::InclusiveScan:
    case ReadPattern::ExclusiveScan:
      // A scan reads every lane at or below the reader within its group.
      for (unsigned src = base; src < lane; ++src)
        read(lane, src);
      break;
    }
  }
  return result;
}

bool mlir::warp::isUnionOfGroups(uint64_t active, unsigned group,
                                 unsigned width) {
  uint64_t groupMask = fullMask(group);
  for (unsigned base = 0; base < width; base += group) {
    uint64_t bits = (active >> base) & groupMask;
    if (bits != 0 && bits != groupMask)
      return false;
  }
  return true;
}
