//===- TensorCore.cpp - PTX tensor-core instructions as functions ---------===//
//
// Part of warptile. The fragment tables of mma.sync and ldmatrix (PTX ISA
// "Matrix Fragments for mma.m16n8k8", "... mma.m16n8k16 with floating point
// type", "... mma.m16n8k32", "Warp-level matrix load instruction:
// ldmatrix") and the arithmetic of one mma.
//
//===----------------------------------------------------------------------===//

#include "warptile/Sim/TensorCore.h"

#include <cmath>
#include <cstring>

using namespace warptile::sim;

namespace {

unsigned bitsOf(MmaType type) {
  switch (type) {
  case MmaType::F16:
  case MmaType::BF16:
    return 16;
  case MmaType::S8:
  case MmaType::U8:
    return 8;
  case MmaType::TF32:
  case MmaType::F32:
  case MmaType::S32:
    return 32;
  }
  return 32;
}

/// Elements of A or B per 32-bit register.
unsigned perRegister(MmaType type) { return 32 / bitsOf(type); }

bool isInteger(MmaType type) {
  return type == MmaType::S8 || type == MmaType::U8 || type == MmaType::S32;
}

float bitsToFloat(uint32_t bits) {
  float f;
  std::memcpy(&f, &bits, sizeof(f));
  return f;
}

uint32_t floatToBits(float f) {
  uint32_t bits;
  std::memcpy(&bits, &f, sizeof(bits));
  return bits;
}

/// Element `e` (of `perRegister` in it) of a multiplicand register as f32.
float floatElement(MmaType type, uint32_t reg, unsigned e) {
  switch (type) {
  case MmaType::F16:
    return halfToFloat(static_cast<uint16_t>(reg >> (16 * e)));
  case MmaType::BF16:
    return bf16ToFloat(static_cast<uint16_t>(reg >> (16 * e)));
  case MmaType::TF32:
    // tf32 has f32's sign and exponent and 10 mantissa bits; a GPU reads
    // the high 19 bits of the register.
    return bitsToFloat(reg & 0xffffe000u);
  default:
    return bitsToFloat(reg);
  }
}

int64_t intElement(MmaType type, uint32_t reg, unsigned e) {
  uint8_t byte = static_cast<uint8_t>(reg >> (8 * e));
  return type == MmaType::S8 ? static_cast<int8_t>(byte) : byte;
}

} // namespace

const char *warptile::sim::mmaTypeName(MmaType type) {
  switch (type) {
  case MmaType::F16:
    return "f16";
  case MmaType::BF16:
    return "bf16";
  case MmaType::TF32:
    return "tf32";
  case MmaType::F32:
    return "f32";
  case MmaType::S8:
    return "s8";
  case MmaType::U8:
    return "u8";
  case MmaType::S32:
    return "s32";
  }
  return "?";
}

// k in bits 0-6, m in 7-11, n in 12-15, the types a, b, c, d in 3 bits
// each from bit 16, satfinite in bit 28.
uint32_t MmaShape::encode() const {
  return (k & 0x7f) | (m & 0x1f) << 7 | (n & 0xf) << 12 | uint32_t(a) << 16 |
         uint32_t(b) << 19 | uint32_t(c) << 22 | uint32_t(d) << 25 |
         uint32_t(satfinite) << 28;
}

MmaShape MmaShape::decode(uint32_t code) {
  MmaShape s;
  s.k = code & 0x7f;
  s.m = code >> 7 & 0x1f;
  s.n = code >> 12 & 0xf;
  s.a = static_cast<MmaType>(code >> 16 & 7);
  s.b = static_cast<MmaType>(code >> 19 & 7);
  s.c = static_cast<MmaType>(code >> 22 & 7);
  s.d = static_cast<MmaType>(code >> 25 & 7);
  s.satfinite = code >> 28 & 1;
  return s;
}

std::string MmaShape::unsupported() const {
  if (m != 16 || n != 8)
    return "shape m" + std::to_string(m) + "n" + std::to_string(n) + "k" +
           std::to_string(k) + " (only m16n8kK is modelled)";
  auto types = [&](bool ok) {
    return ok ? std::string()
              : "the types " + std::string(mmaTypeName(a)) + " x " +
                    mmaTypeName(b) + " + " + mmaTypeName(c) + " -> " +
                    mmaTypeName(d) + " with k" + std::to_string(k);
  };
  switch (a) {
  case MmaType::F16:
    return types(b == MmaType::F16 && (k == 8 || k == 16) &&
                 (c == MmaType::F16 || c == MmaType::F32) &&
                 (d == MmaType::F16 || d == MmaType::F32));
  case MmaType::BF16:
    return types(b == MmaType::BF16 && (k == 8 || k == 16) &&
                 c == MmaType::F32 && d == MmaType::F32);
  case MmaType::TF32:
    return types(b == MmaType::TF32 && (k == 4 || k == 8) &&
                 c == MmaType::F32 && d == MmaType::F32);
  case MmaType::S8:
  case MmaType::U8:
    return types((b == MmaType::S8 || b == MmaType::U8) &&
                 (k == 16 || k == 32) && c == MmaType::S32 &&
                 d == MmaType::S32);
  default:
    return types(false);
  }
}

unsigned MmaShape::aRegs() const { return m * k / (32 * perRegister(a)); }
unsigned MmaShape::bRegs() const { return k * n / (32 * perRegister(b)); }
unsigned MmaShape::cRegs() const { return c == MmaType::F16 ? 2 : 4; }
unsigned MmaShape::dRegs() const { return d == MmaType::F16 ? 2 : 4; }

std::string MmaShape::name() const {
  return "m" + std::to_string(m) + "n" + std::to_string(n) + "k" +
         std::to_string(k) + "." + mmaTypeName(d) + "." + mmaTypeName(a) + "." +
         mmaTypeName(b) + "." + mmaTypeName(c) +
         (satfinite ? ".satfinite" : "");
}

MatrixCoord warptile::sim::mmaA(const MmaShape &shape, unsigned lane,
                                unsigned i) {
  unsigned p = perRegister(shape.a);
  unsigned group = lane >> 2, inGroup = lane % 4;
  unsigned r = i / p, e = i % p;
  return {group + 8 * (r & 1), inGroup * p + e + (r >> 1) * 4 * p};
}

MatrixCoord warptile::sim::mmaB(const MmaShape &shape, unsigned lane,
                                unsigned i) {
  unsigned p = perRegister(shape.b);
  unsigned group = lane >> 2, inGroup = lane % 4;
  unsigned r = i / p, e = i % p;
  return {inGroup * p + e + r * 4 * p, group};
}

MatrixCoord warptile::sim::mmaC(unsigned lane, unsigned i) {
  return {(lane >> 2) + 8 * (i >> 1), (lane % 4) * 2 + (i & 1)};
}

void warptile::sim::mma(const MmaShape &shape, MmaFragments lanes[32]) {
  // Gather the whole matrices from the lanes' fragments.
  constexpr unsigned kMaxK = 32;
  unsigned pa = perRegister(shape.a), pb = perRegister(shape.b);
  bool integer = isInteger(shape.a);
  float af[16][kMaxK] = {}, bf[kMaxK][8] = {}, cf[16][8] = {};
  int64_t ai[16][kMaxK] = {}, bi[kMaxK][8] = {}, ci[16][8] = {};
  for (unsigned l = 0; l < 32; ++l) {
    const MmaFragments &f = lanes[l];
    for (unsigned i = 0; i < shape.aRegs() * pa; ++i) {
      MatrixCoord at = mmaA(shape, l, i);
      if (integer)
        ai[at.row][at.col] = intElement(shape.a, f.a[i / pa], i % pa);
      else
        af[at.row][at.col] = floatElement(shape.a, f.a[i / pa], i % pa);
    }
    for (unsigned i = 0; i < shape.bRegs() * pb; ++i) {
      MatrixCoord at = mmaB(shape, l, i);
      if (integer)
        bi[at.row][at.col] = intElement(shape.b, f.b[i / pb], i % pb);
      else
        bf[at.row][at.col] = floatElement(shape.b, f.b[i / pb], i % pb);
    }
    for (unsigned i = 0; i < 4; ++i) {
      MatrixCoord at = mmaC(l, i);
      if (integer)
        ci[at.row][at.col] = static_cast<int32_t>(f.c[i]);
      else if (shape.c == MmaType::F16)
        cf[at.row][at.col] =
            halfToFloat(static_cast<uint16_t>(f.c[i / 2] >> (16 * (i % 2))));
      else
        cf[at.row][at.col] = bitsToFloat(f.c[i]);
    }
  }
  // Multiply, accumulate and scatter D back.
  for (unsigned l = 0; l < 32; ++l) {
    MmaFragments &f = lanes[l];
    std::memset(f.d, 0, sizeof(f.d));
    for (unsigned i = 0; i < 4; ++i) {
      MatrixCoord at = mmaC(l, i);
      if (integer) {
        int64_t sum = ci[at.row][at.col];
        for (unsigned k = 0; k < shape.k; ++k)
          sum += ai[at.row][k] * bi[k][at.col];
        if (shape.satfinite)
          sum = sum > INT32_MAX ? INT32_MAX : sum < INT32_MIN ? INT32_MIN : sum;
        f.d[i] = static_cast<uint32_t>(sum);
        continue;
      }
      float sum = cf[at.row][at.col];
      for (unsigned k = 0; k < shape.k; ++k)
        sum = std::fma(af[at.row][k], bf[k][at.col], sum);
      if (shape.d == MmaType::F16)
        f.d[i / 2] |= uint32_t(floatToHalf(sum)) << (16 * (i % 2));
      else
        f.d[i] = floatToBits(sum);
    }
  }
}

uint32_t warptile::sim::ldmatrixFragment(const uint16_t rows[8][8],
                                         unsigned lane, bool trans) {
  unsigned group = lane / 4, pairStart = 2 * (lane % 4);
  uint16_t lo, hi;
  if (trans) {
    lo = rows[pairStart][group];
    hi = rows[pairStart + 1][group];
  } else {
    lo = rows[group][pairStart];
    hi = rows[group][pairStart + 1];
  }
  return uint32_t(lo) | uint32_t(hi) << 16;
}

float warptile::sim::halfToFloat(uint16_t h) {
  uint32_t sign = uint32_t(h & 0x8000) << 16;
  uint32_t exponent = h >> 10 & 0x1f, mantissa = h & 0x3ff;
  if (exponent == 0) {
    float magnitude = std::ldexp(static_cast<float>(mantissa), -24);
    return sign ? -magnitude : magnitude;
  }
  if (exponent == 31)
    return bitsToFloat(sign | 0x7f800000u | mantissa << 13);
  return bitsToFloat(sign | (exponent + 112) << 23 | mantissa << 13);
}

uint16_t warptile::sim::floatToHalf(float f) {
  uint32_t x = floatToBits(f);
  uint32_t sign = x >> 16 & 0x8000;
  uint32_t exponent = x >> 23 & 0xff, mantissa = x & 0x7fffff;
  if (exponent == 0xff) // inf stays inf, NaN stays a (quiet) NaN
    return static_cast<uint16_t>(sign | 0x7c00 |
                                 (mantissa ? 0x200 | mantissa >> 13 : 0));
  int e = static_cast<int>(exponent) - 127 + 15;
  if (e >= 31)
    return static_cast<uint16_t>(sign | 0x7c00);
  if (e <= 0) {
    // A subnormal half (or zero): h * 2^-24 with h = 1.m * 2^(e + 9).
    if (e < -10)
      return static_cast<uint16_t>(sign);
    uint32_t full = mantissa | 0x800000;
    unsigned shift = static_cast<unsigned>(14 - e);
    uint32_t h = full >> shift, rest = full & ((1u << shift) - 1),
             half = 1u << (shift - 1);
    if (rest > half || (rest == half && (h & 1)))
      ++h;
    return static_cast<uint16_t>(sign | h);
  }
  uint32_t h = static_cast<uint32_t>(e) << 10 | mantissa >> 13;
  uint32_t rest = mantissa & 0x1fff;
  if (rest > 0x1000 || (rest == 0x1000 && (h & 1)))
    ++h; // a carry into the exponent rounds up to the next binade or inf
  return static_cast<uint16_t>(sign | h);
}

float warptile::sim::bf16ToFloat(uint16_t h) {
  return bitsToFloat(uint32_t(h) << 16);
}
