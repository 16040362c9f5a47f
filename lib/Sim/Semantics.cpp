//===- Semantics.cpp - PTX warp collectives as plain functions ------------===//
//
// Part of warptile.
//
//===----------------------------------------------------------------------===//

#include "warptile/Sim/Semantics.h"

#include "warptile/Runtime/HalfFloat.h"

#include <cmath>

using namespace warptile::sim;

uint32_t warptile::sim::vote(VoteKind kind, uint32_t arrived, uint32_t preds) {
  uint32_t set = preds & arrived;
  switch (kind) {
  case VoteKind::Any:
    return set != 0;
  case VoteKind::All:
    return set == arrived;
  case VoteKind::Uni:
    return set == 0 || set == arrived;
  case VoteKind::Ballot:
    return set;
  }
  return 0;
}

uint32_t warptile::sim::matchAny(uint32_t arrived,
                                 const uint64_t values[kWarpSize],
                                 unsigned lane) {
  uint32_t mask = 0;
  for (unsigned i = 0; i < kWarpSize; ++i)
    if ((arrived >> i & 1) && values[i] == values[lane])
      mask |= 1u << i;
  return mask;
}

MatchAll warptile::sim::matchAll(uint32_t arrived,
                                 const uint64_t values[kWarpSize]) {
  int first = -1;
  for (unsigned i = 0; i < kWarpSize; ++i) {
    if (!(arrived >> i & 1))
      continue;
    if (first < 0)
      first = static_cast<int>(i);
    else if (values[i] != values[first])
      return {0, false};
  }
  return {arrived, true};
}


uint32_t warptile::sim::redux(ReduxKind kind, uint32_t arrived,
                              const uint32_t values[kWarpSize], bool abs,
                              bool nan) {
  bool any = false, sawNaN = false;
  uint32_t acc = 0;
  for (unsigned i = 0; i < kWarpSize; ++i) {
    if (!(arrived >> i & 1))
      continue;
    uint32_t v = values[i];
    if (!any) {
      any = true;
      if (kind == ReduxKind::FMin || kind == ReduxKind::FMax) {
        float f = rt::floatFromBits(v);
        if (std::isnan(f)) {
          sawNaN = true;
          acc = rt::bitsOfFloat(kind == ReduxKind::FMin ? INFINITY : -INFINITY);
          continue;
        }
        acc = rt::bitsOfFloat(abs ? std::fabs(f) : f);
      } else {
        acc = v;
      }
      continue;
    }
    switch (kind) {
    case ReduxKind::Add:
      acc += v;
      break;
    case ReduxKind::And:
      acc &= v;
      break;
    case ReduxKind::Or:
      acc |= v;
      break;
    case ReduxKind::Xor:
      acc ^= v;
      break;
    case ReduxKind::Max:
      acc = static_cast<int32_t>(v) > static_cast<int32_t>(acc) ? v : acc;
      break;
    case ReduxKind::Min:
      acc = static_cast<int32_t>(v) < static_cast<int32_t>(acc) ? v : acc;
      break;
    case ReduxKind::UMax:
      acc = v > acc ? v : acc;
      break;
    case ReduxKind::UMin:
      acc = v < acc ? v : acc;
      break;
    case ReduxKind::FMin:
    case ReduxKind::FMax: {
      float f = rt::floatFromBits(v);
      if (std::isnan(f)) {
        sawNaN = true;
        continue;
      }
      if (abs)
        f = std::fabs(f);
      float a = rt::floatFromBits(acc);
      // PTX ISA, redux.sync .f32 min/max: "+0.0 > -0.0" (std::fmin and
      // std::fmax may return either zero).
      bool takeF = kind == ReduxKind::FMin
                       ? (f < a || (f == a && std::signbit(f)))
                       : (f > a || (f == a && !std::signbit(f)));
      if (takeF)
        acc = rt::bitsOfFloat(f);
      break;
    }
    }
  }
  if ((kind == ReduxKind::FMin || kind == ReduxKind::FMax) && sawNaN) {
    // PTX min/max: NaN inputs are dropped unless .NaN asks to propagate;
    // all-NaN gives the canonical NaN.
    bool allNaN = true;
    for (unsigned i = 0; i < kWarpSize; ++i)
      if ((arrived >> i & 1) && !std::isnan(rt::floatFromBits(values[i])))
        allNaN = false;
    if (nan || allNaN)
      return 0x7fffffffu;
  }
  return acc;
}

bool warptile::sim::elect(uint32_t arrived, unsigned lane) {
  return arrived && static_cast<unsigned>(__builtin_ctz(arrived)) == lane;
}

std::string warptile::sim::formatLanes(uint32_t mask) {
  std::string out;
  for (unsigned i = 0; i < kWarpSize;) {
    if (!(mask >> i & 1)) {
      ++i;
      continue;
    }
    unsigned j = i;
    while (j + 1 < kWarpSize && (mask >> (j + 1) & 1))
      ++j;
    if (!out.empty())
      out += ", ";
    out += std::to_string(i);
    if (j > i)
      out += "-" + std::to_string(j);
    i = j + 1;
  }
  return out.empty() ? "none" : out;
}
