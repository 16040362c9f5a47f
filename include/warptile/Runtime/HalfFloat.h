//===- HalfFloat.h - f16 and bf16 bits from and to numbers ------*- C++ -*-===//
//
// Part of warptile. Conversions for kernel arguments of 16-bit float types
// (warp-run's --arg, the Python package's scalars): IEEE binary16 and
// bfloat16, rounding to nearest even once from the exact value (what a
// GPU's cvt.rn does); NaN stays NaN, values past the largest finite one
// become infinity.
//
//===----------------------------------------------------------------------===//

#ifndef WARPTILE_RUNTIME_HALFFLOAT_H
#define WARPTILE_RUNTIME_HALFFLOAT_H

#include <cstdint>

namespace warptile {
namespace rt {

uint16_t toHalfBits(double value);
uint16_t toBFloat16Bits(double value);
float fromHalfBits(uint16_t bits);
float fromBFloat16Bits(uint16_t bits);

} // namespace rt
} // namespace warptile

#endif // WARPTILE_RUNTIME_HALFFLOAT_H
