//===- HalfFloat.h - f16 and bf16 bits from and to numbers ------*- C++ -*-===//
//
// Part of warptile. Conversions for kernel arguments of 16-bit float types
// (warp-run's --arg, the Python package's scalars): IEEE binary16 and
// bfloat16, rounding to nearest even once from the exact value (what a
// GPU's cvt.rn does); NaN stays NaN, values past the largest finite one
// become infinity. Also the float bit casts both MLIR-free libraries use.
//
//===----------------------------------------------------------------------===//

#ifndef WARPTILE_RUNTIME_HALFFLOAT_H
#define WARPTILE_RUNTIME_HALFFLOAT_H

#include <cstdint>
#include <cstring>

namespace warptile {
namespace rt {

uint16_t toHalfBits(double value);
uint16_t toBFloat16Bits(double value);
float fromHalfBits(uint16_t bits);
float fromBFloat16Bits(uint16_t bits);

/// The float whose IEEE bits are `bits`, and a float's bits: the bit casts
/// of the conversions above and of the simulator's float semantics.
inline float floatFromBits(uint32_t bits) {
  float value;
  std::memcpy(&value, &bits, sizeof value);
  return value;
}
inline uint32_t bitsOfFloat(float value) {
  uint32_t bits;
  std::memcpy(&bits, &value, sizeof bits);
  return bits;
}

} // namespace rt
} // namespace warptile

#endif // WARPTILE_RUNTIME_HALFFLOAT_H
