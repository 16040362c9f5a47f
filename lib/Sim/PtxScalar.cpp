//===- PtxScalar.cpp - prmt, dp4a/dp2a, rcp.approx.ftz, cvt .tf32 ---------===//
//
// Part of warptile. Per-thread PTX instructions that LLVM IR has no
// counterpart of, each as the PTX ISA defines it (the section is quoted
// beside each rule), and the C entries the simulated kernels call.
//
//===----------------------------------------------------------------------===//

#include "warptile/Sim/PtxScalar.h"

#include <cmath>
#include <cstring>

using namespace warptile::sim;

uint32_t warptile::sim::prmt(uint32_t a, uint32_t b, uint32_t c,
                             PrmtMode mode) {
  // PTX ISA, "Data Movement and Conversion Instructions: prmt":
  //   tmp64 = (b<<32) | a;  // create 8 byte source
  //   if ( ! mode ) {
  //      ctl[0] = (c >>  0) & 0xf;
  //      ctl[1] = (c >>  4) & 0xf; ...
  // "The bytes in the two source registers are numbered from 0 to 7: {b, a}
  // = {{b7, b6, b5, b4}, {b3, b2, b1, b0}}. For each byte in the target
  // register, a 4-bit selection value is defined. The 3 lsbs of the
  // selection value specify which of the 8 source bytes should be moved
  // into the target position. The msb defines if the byte value should be
  // copied, or if the sign (msb of the byte) should be replicated over all
  // 8 bits of the target position (sign extend of the byte value) ... Note
  // that the sign extension is only performed as part of generic form."
  // "The more specialized form of the permute control uses the two lsb's
  // of operand c ... to control the byte extraction": the mode tables
  // below (d.b3 d.b2 d.b1 d.b0 for c[1:0] = 0, 1, 2, 3).
  uint64_t pool = uint64_t(b) << 32 | a;
  auto byteAt = [&](unsigned i) { return uint32_t(pool >> (8 * i)) & 0xff; };
  if (mode == PrmtMode::Default) {
    uint32_t d = 0;
    for (unsigned i = 0; i < 4; ++i) {
      unsigned control = c >> (4 * i) & 0xf;
      uint32_t byte = byteAt(control & 7);
      if (control & 8)
        byte = byte & 0x80 ? 0xff : 0;
      d |= byte << (8 * i);
    }
    return d;
  }
  static const uint8_t tables[6][4][4] = {
      // .f4e: forward 4 extract
      {{3, 2, 1, 0}, {4, 3, 2, 1}, {5, 4, 3, 2}, {6, 5, 4, 3}},
      // .b4e: backward 4 extract
      {{5, 6, 7, 0}, {6, 7, 0, 1}, {7, 0, 1, 2}, {0, 1, 2, 3}},
      // .rc8: replicate 8
      {{0, 0, 0, 0}, {1, 1, 1, 1}, {2, 2, 2, 2}, {3, 3, 3, 3}},
      // .ecl: edge clamp left
      {{3, 2, 1, 0}, {3, 2, 1, 1}, {3, 2, 2, 2}, {3, 3, 3, 3}},
      // .ecr: edge clamp right
      {{0, 0, 0, 0}, {1, 1, 1, 0}, {2, 2, 1, 0}, {3, 2, 1, 0}},
      // .rc16: replicate 16
      {{1, 0, 1, 0}, {3, 2, 3, 2}, {1, 0, 1, 0}, {3, 2, 3, 2}},
  };
  const uint8_t *row = tables[static_cast<unsigned>(mode) - 1][c & 3];
  return byteAt(row[0]) << 24 | byteAt(row[1]) << 16 | byteAt(row[2]) << 8 |
         byteAt(row[3]);
}

uint32_t warptile::sim::dp4a(uint32_t a, uint32_t b, uint32_t c, bool aSigned,
                             bool bSigned) {
  // PTX ISA, "Integer Arithmetic Instructions: dp4a":
  //   d = c;
  //   // Extract 4 bytes from a 32bit input and sign or zero extend
  //   // based on input type.
  //   Va = extractAndSignOrZeroExt_4(a, .atype);
  //   Vb = extractAndSignOrZeroExt_4(b, .btype);
  //   for (i = 0; i < 4; ++i) { d += Va[i] * Vb[i]; }
  // 32-bit arithmetic: the sum wraps (the bits are the same for .u32 and
  // .s32 results).
  auto element = [](uint32_t v, unsigned i, bool sign) {
    uint32_t byte = v >> (8 * i) & 0xff;
    return sign ? uint32_t(int32_t(int8_t(byte))) : byte;
  };
  uint32_t d = c;
  for (unsigned i = 0; i < 4; ++i)
    d += element(a, i, aSigned) * element(b, i, bSigned);
  return d;
}

uint32_t warptile::sim::dp2a(uint32_t a, uint32_t b, uint32_t c, bool aSigned,
                             bool bSigned, bool hi) {
  // PTX ISA, "Integer Arithmetic Instructions: dp2a":
  //   d = c;
  //   // Extract two 16-bit values from a 32-bit input and sign or zero
  //   // extend based on input type.
  //   Va = extractAndSignOrZeroExt_2(a, .atype);
  //   // Extract four 8-bit values from a 32-bit input and sign or zer
  //   // extend based on input type.
  //   Vb = extractAndSignOrZeroExt_4(b, .btype);
  //   b_select = (.mode == .lo) ? 0 : 2;
  //   for (i = 0; i < 2; ++i) { d += Va[i] * Vb[b_select + i]; }
  uint32_t d = c;
  for (unsigned i = 0; i < 2; ++i) {
    uint32_t half = a >> (16 * i) & 0xffff;
    uint32_t va = aSigned ? uint32_t(int32_t(int16_t(half))) : half;
    uint32_t byte = b >> (8 * ((hi ? 2 : 0) + i)) & 0xff;
    uint32_t vb = bSigned ? uint32_t(int32_t(int8_t(byte))) : byte;
    d += va * vb;
  }
  return d;
}

float warptile::sim::rcpApproxFtz(float x) {
  // PTX ISA, "Floating Point Instructions: rcp.approx.ftz.f32":
  // "rcp.approx.f32 implements a fast approximation to reciprocal. The
  // maximum ulp error is 1 across the full range of inputs." ".ftz:
  // flushes subnormal inputs and results to sign-preserving zero."
  // Input -Inf -> -0.0, -0.0 -> -Inf, +0.0 -> +Inf, +Inf -> +0.0, NaN ->
  // NaN. The simulator computes the IEEE reciprocal (round to nearest),
  // one of the values within the ISA's 1 ulp; the GPU's approximation may
  // give its neighbour (docs/Sim.md, checked in test/Sim/gpu-agrees.test).
  if (std::isnan(x)) {
    // A NaN result is the canonical NaN 0x7fffffff (the reading of
    // docs/Sim.md, marked for the GPU comparison).
    const uint32_t canonical = 0x7fffffffu;
    float nan;
    std::memcpy(&nan, &canonical, 4);
    return nan;
  }
  if (std::fpclassify(x) == FP_SUBNORMAL)
    x = std::copysign(0.0f, x);
  float r = 1.0f / x;
  if (std::fpclassify(r) == FP_SUBNORMAL)
    r = std::copysign(0.0f, r);
  return r;
}

double warptile::sim::rcpApproxFtz(double x) {
  // PTX ISA, "Floating Point Instructions: rcp.approx.ftz.f64": "computes a
  // fast, gross approximation to the reciprocal as follows: extract the
  // most-significant 32 bits of .f64 operand a in 1.11.20 IEEE
  // floating-point format (i.e., ignore the least-significant 32 bits of
  // a), compute an approximate .f64 reciprocal of this value using the
  // most-significant 32 bits of the result ..., and store the result in
  // the most-significant 32 bits of destination d, and zero the least
  // significant 32 bits of d." Subnormal inputs and results flush to
  // sign-preserving zero. The reciprocal of the truncated input is the
  // IEEE one, truncated to its high 32 bits: the GPU's approximation may
  // differ in the last of those bits (docs/Sim.md).
  auto high = [](double v) {
    uint64_t bits;
    std::memcpy(&bits, &v, 8);
    bits &= ~uint64_t(0xffffffff);
    std::memcpy(&v, &bits, 8);
    return v;
  };
  x = high(x); // a NaN whose payload is in the low word is an infinity
  if (std::isnan(x)) {
    // The canonical NaN's high word, as the result's (docs/Sim.md).
    const uint64_t canonical = uint64_t(0x7fffffffu) << 32;
    double nan;
    std::memcpy(&nan, &canonical, 8);
    return nan;
  }
  if (std::fpclassify(x) == FP_SUBNORMAL)
    x = std::copysign(0.0, x);
  double r = 1.0 / x;
  if (std::fpclassify(r) == FP_SUBNORMAL)
    r = std::copysign(0.0, r);
  return high(r);
}

uint32_t warptile::sim::cvtTf32(float x, Tf32Rounding rounding, bool satfinite,
                                bool relu) {
  // PTX ISA, "Data Movement and Conversion Instructions: cvt":
  //   cvt.rna{.satfinite}.tf32.f32          d, a;
  //   cvt.frnd2{.satfinite}{.relu}.tf32.f32 d, a;   .frnd2 = { .rn, .rz }
  // .rna rounds the mantissa to nearest with ties away from zero, .rn to
  // nearest with ties to even, .rz towards zero; .satfinite makes an
  // infinite or out-of-range result the format's largest finite value of
  // the same sign (a NaN stays NaN); .relu clamps negative results to
  // zero. tf32 keeps f32's 8 exponent bits and 10 mantissa bits, and the
  // ISA leaves its layout in the .b32 register implementation-defined: the
  // simulator's reading (docs/Sim.md, marked for the GPU comparison) is the
  // f32 with its 13 low mantissa bits rounded away and zero, and the
  // canonical NaN 0x7fffffff for a NaN.
  uint32_t bits;
  std::memcpy(&bits, &x, 4);
  if (std::isnan(x))
    return 0x7fffffffu; // canonical NaN
  uint32_t sign = bits & 0x80000000u, magnitude = bits & 0x7fffffffu;
  if (relu && sign)
    return 0; // negative values (and -0) clamp to +0
  if (!std::isinf(x)) {
    const uint32_t dropped = 0x1fff; // 13 low mantissa bits
    uint32_t rest = magnitude & dropped;
    magnitude &= ~dropped;
    switch (rounding) {
    case Tf32Rounding::RNA:
      if (rest >= 0x1000)
        magnitude += 0x2000;
      break;
    case Tf32Rounding::RN:
      if (rest > 0x1000 || (rest == 0x1000 && (magnitude & 0x2000)))
        magnitude += 0x2000;
      break;
    case Tf32Rounding::RZ:
      break;
    }
    // A carry out of the mantissa raises the exponent; past the largest
    // exponent it is infinity (0x7f800000).
  }
  if (satfinite && magnitude >= 0x7f800000u)
    magnitude = 0x7f7fe000u; // tf32's MAX_NORM
  return sign | magnitude;
}

extern "C" {

uint32_t __wsim_prmt(uint32_t a, uint32_t b, uint32_t c, uint32_t mode) {
  return prmt(a, b, c, static_cast<PrmtMode>(mode));
}

uint32_t __wsim_fns(uint32_t mask, uint32_t base, uint32_t offset) {
  // PTX ISA, fns: from bit `base`, step up (offset > 0) or down (offset <
  // 0) to the |offset|-th set bit; offset 0 asks whether bit `base` is
  // set. A base above 31 is undefined; it finds nothing here.
  if (base > 31)
    return 0xffffffffu;
  int32_t n = static_cast<int32_t>(offset);
  if (n == 0)
    return (mask >> base & 1) ? base : 0xffffffffu;
  int64_t count = (n > 0 ? int64_t(n) : -int64_t(n)) - 1;
  for (int pos = static_cast<int>(base); pos >= 0 && pos < 32;
       pos += n > 0 ? 1 : -1)
    if (mask >> pos & 1) {
      if (count == 0)
        return static_cast<uint32_t>(pos);
      --count;
    }
  return 0xffffffffu;
}

uint32_t __wsim_dp4a(uint32_t a, uint32_t b, uint32_t c, uint32_t kind) {
  return dp4a(a, b, c, kind & 1, kind >> 1 & 1);
}

uint32_t __wsim_dp2a(uint32_t a, uint32_t b, uint32_t c, uint32_t kind) {
  return dp2a(a, b, c, kind & 1, kind >> 1 & 1, kind >> 2 & 1);
}

float __wsim_rcp_approx_ftz_f32(float x) { return rcpApproxFtz(x); }

double __wsim_rcp_approx_ftz_f64(double x) { return rcpApproxFtz(x); }

uint32_t __wsim_cvt_tf32(float x, uint32_t mode) {
  return cvtTf32(x, static_cast<Tf32Rounding>(mode & 0xff), mode >> 8 & 1,
                 mode >> 9 & 1);
}
}
