//===- HalfFloat.cpp - f16 and bf16 bits from and to numbers --------------===//
//
// Part of warptile. See HalfFloat.h.
//
//===----------------------------------------------------------------------===//

#include "warptile/Runtime/HalfFloat.h"

#include <cmath>

using namespace warptile;

/// IEEE binary16 and bfloat16 from and to float, rounding to nearest even
/// (what a GPU's cvt.rn does); NaN stays NaN.
float rt::fromHalfBits(uint16_t h) {
  uint32_t sign = uint32_t(h & 0x8000) << 16, exponent = (h >> 10) & 0x1f,
           mantissa = h & 0x3ff, bits;
  if (exponent == 0x1f) {
    bits = sign | 0x7f800000 | (mantissa << 13);
  } else if (exponent != 0) {
    bits = sign | ((exponent + 112) << 23) | (mantissa << 13);
  } else {
    float v = std::ldexp(static_cast<float>(mantissa), -24);
    return sign ? -v : v;
  }
  return floatFromBits(bits);
}

static uint16_t floatToHalf(float value) {
  uint32_t bits = rt::bitsOfFloat(value);
  uint16_t sign = static_cast<uint16_t>((bits >> 16) & 0x8000);
  float magnitude = std::fabs(value);
  if (std::isnan(value))
    return sign | 0x7e00;
  if (magnitude >= 65520.0f) // rounds to infinity
    return sign | 0x7c00;
  if (magnitude < 6.103515625e-05f) { // subnormal: multiples of 2^-24
    float units = std::nearbyint(magnitude * 16777216.0f);
    return sign | static_cast<uint16_t>(units);
  }
  uint32_t exponent = ((bits >> 23) & 0xff) - 112, mantissa = bits & 0x7fffff;
  uint32_t half = (exponent << 10) | (mantissa >> 13);
  uint32_t rest = mantissa & 0x1fff;
  if (rest > 0x1000 || (rest == 0x1000 && (half & 1)))
    ++half; // may carry into the exponent, which is right
  return sign | static_cast<uint16_t>(half);
}

float rt::fromBFloat16Bits(uint16_t b) {
  return floatFromBits(uint32_t(b) << 16);
}

static uint16_t floatToBf16(float value) {
  uint32_t bits = rt::bitsOfFloat(value);
  if (std::isnan(value))
    return static_cast<uint16_t>((bits >> 16) | 0x40);
  bits += 0x7fff + ((bits >> 16) & 1);
  return static_cast<uint16_t>(bits >> 16);
}


/// `value` as a float rounded to odd: rounding that float to 16 bits is
/// then the one rounding of `value` (float keeps 13 more bits).
static float roundedToOdd(double value) {
  float f = static_cast<float>(value);
  if (std::isfinite(f) && static_cast<double>(f) != value) {
    if (std::fabs(static_cast<double>(f)) > std::fabs(value))
      f = std::nextafter(f, 0.0f);
    f = rt::floatFromBits(rt::bitsOfFloat(f) | 1);
  }
  return f;
}

uint16_t rt::toHalfBits(double value) {
  return floatToHalf(roundedToOdd(value));
}

uint16_t rt::toBFloat16Bits(double value) {
  return floatToBf16(roundedToOdd(value));
}
