//===- Video.cpp - shf and the SIMD video instructions --------------------===//
//
// Part of warptile. Semantics from the PTX ISA (sections "shf" and "SIMD
// Video Instructions": vadd2/vsub2/vavrg2/vabsdiff2/vmin2/vmax2, the same
// with 4, vset2/vset4). The comments quote its pseudo-code.
//
//===----------------------------------------------------------------------===//

#include "warptile/Ptx/Video.h"

#include "warptile/Ptx/InlineAsm.h"

#include <algorithm>

using namespace warptile::ptx;

uint32_t warptile::ptx::funnelShift(uint32_t a, uint32_t b, uint32_t c,
                                    bool right, bool clamp) {
  // u32 n = (.mode == .clamp) ? min(c, 32) : c & 0x1f;
  // shf.l: d = (b << n) | (a >> (32-n)); shf.r: d = (b << (32-n)) | (a >> n)
  // (of the 64-bit b:a: the high word after a left shift, the low word
  // after a right one; n = 0 and n = 32 included).
  uint32_t n = clamp ? std::min<uint32_t>(c, 32) : c & 0x1f;
  uint64_t value = uint64_t(b) << 32 | a;
  if (right)
    return static_cast<uint32_t>(value >> n);
  return static_cast<uint32_t>((value << n) >> 32);
}

std::optional<unsigned>
warptile::ptx::decodeFunnelShift(const std::vector<std::string_view> &parts) {
  if (parts.size() != 4 || parts[0] != "shf" || parts[3] != "b32" ||
      (parts[1] != "l" && parts[1] != "r") ||
      (parts[2] != "wrap" && parts[2] != "clamp"))
    return std::nullopt;
  return (parts[1] == "r" ? 1u : 0u) | (parts[2] == "clamp" ? 2u : 0u);
}

std::optional<unsigned>
warptile::ptx::decodeVideo(const std::vector<std::string_view> &parts) {
  using namespace video;
  if (parts.empty() || parts[0].size() < 5)
    return std::nullopt;
  std::string_view name = parts[0];
  char width = name.back();
  if (width != '2' && width != '4')
    return std::nullopt;
  name.remove_suffix(1);
  static const std::pair<const char *, Op> ops[] = {
      {"vadd", Add},  {"vsub", Sub}, {"vavrg", Avrg}, {"vabsdiff", AbsDiff},
      {"vmin", Min},  {"vmax", Max}, {"vset", Set}};
  std::optional<Op> op;
  for (const auto &[text, o] : ops)
    if (name == text)
      op = o;
  if (!op)
    return std::nullopt;
  unsigned mode = *op | (width == '4' ? kFour : 0);
  // vop.dtype.atype.btype{.sat|.add}; vset.atype.btype.cmp{.add}.
  size_t types = *op == Set ? 2 : 3;
  if (parts.size() < 1 + types)
    return std::nullopt;
  const unsigned typeBits[3] = {kSignedD, kSignedA, kSignedB};
  for (size_t i = 0; i < types; ++i) {
    if (parts[1 + i] != "u32" && parts[1 + i] != "s32")
      return std::nullopt;
    if (parts[1 + i] == "s32")
      mode |= typeBits[i + (*op == Set ? 1 : 0)];
  }
  size_t next = 1 + types;
  if (*op == Set) {
    static const char *compares[] = {"eq", "ne", "lt", "le", "gt", "ge"};
    if (next >= parts.size())
      return std::nullopt;
    unsigned c = 0;
    while (c < 6 && parts[next] != compares[c])
      ++c;
    if (c == 6)
      return std::nullopt;
    mode |= c << kCompareShift;
    ++next;
  }
  if (next < parts.size()) {
    // "Saturation cannot be used with the secondary accumulate operation";
    // vset has no .sat.
    if (parts[next] == "add")
      mode |= kAccumulate;
    else if (parts[next] == "sat" && *op != Set)
      mode |= kSat;
    else
      return std::nullopt;
    ++next;
  }
  if (next != parts.size())
    return std::nullopt;
  return mode;
}

uint32_t warptile::ptx::simdVideo(unsigned mode, uint32_t a, uint32_t b,
                                  uint32_t c) {
  using namespace video;
  unsigned count = mode & kFour ? 4 : 2;
  unsigned bits = 32 / count;
  uint32_t elementMask = (uint32_t(1) << bits) - 1;
  // Va = extractAndSignExt( a, b, .asel, .atype ) with the default
  // selectors: element i of a (of b for Vb).
  auto element = [&](uint32_t v, unsigned i, bool isSigned) -> int64_t {
    uint32_t e = v >> (bits * i) & elementMask;
    if (isSigned && (e >> (bits - 1) & 1))
      return static_cast<int64_t>(e) - (int64_t(1) << bits);
    return e;
  };
  Op op = static_cast<Op>(mode & kOpMask);
  int64_t t[4] = {};
  for (unsigned i = 0; i < count; ++i) {
    int64_t va = element(a, i, mode & kSignedA);
    int64_t vb = element(b, i, mode & kSignedB);
    switch (op) {
    case Add:
      t[i] = va + vb;
      break;
    case Sub:
      t[i] = va - vb;
      break;
    case Avrg:
      // if ((Va + Vb) >= 0) t = (Va + Vb + 1) >> 1; else t = (Va + Vb) >> 1;
      // (an arithmetic shift: floor division by 2)
      t[i] = va + vb >= 0 ? (va + vb + 1) >> 1 : (va + vb) >> 1;
      break;
    case AbsDiff:
      t[i] = va > vb ? va - vb : vb - va;
      break;
    case Min:
      t[i] = std::min(va, vb);
      break;
    case Max:
      t[i] = std::max(va, vb);
      break;
    case Set: {
      bool r = false;
      switch (static_cast<AsmCompare>(mode >> kCompareShift & 7)) {
      case AsmCompare::Eq: r = va == vb; break;
      case AsmCompare::Ne: r = va != vb; break;
      case AsmCompare::Lt: r = va < vb; break;
      case AsmCompare::Le: r = va <= vb; break;
      case AsmCompare::Gt: r = va > vb; break;
      case AsmCompare::Ge: r = va >= vb; break;
      }
      t[i] = r;
      break;
    }
    }
    if (mode & kSat) {
      // .s32: CLAMP(t, S8_MAX, S8_MIN) (S16 for vop2); else U8/U16.
      int64_t lo = mode & kSignedD ? -(int64_t(1) << (bits - 1)) : 0;
      int64_t hi = mode & kSignedD ? (int64_t(1) << (bits - 1)) - 1
                                   : (int64_t(1) << bits) - 1;
      t[i] = std::clamp(t[i], lo, hi);
    }
  }
  // mask = extractMaskBits(.mask), every element by default.
  if (mode & kAccumulate) {
    // d = c; d += mask[i] ? t[i] : 0;
    uint32_t d = c;
    for (unsigned i = 0; i < count; ++i)
      d += static_cast<uint32_t>(t[i]);
    return d;
  }
  // d |= mask[i] ? t[i] : Vc[i]: each element's result in its place.
  uint32_t d = 0;
  for (unsigned i = 0; i < count; ++i)
    d |= (static_cast<uint32_t>(t[i]) & elementMask) << (bits * i);
  return d;
}
