//===- Scalars.cpp - A scalar argument as a kernel parameter --------------===//
//
// Part of warptile.
//
//===----------------------------------------------------------------------===//

#include "warptile/Runtime/Scalars.h"
#include "warptile/Runtime/HalfFloat.h"

#include <cmath>
#include <cstring>

using namespace warptile;
using namespace warptile::rt;

bool ScalarType::parse(const std::string &name, ScalarType &type) {
  static const struct {
    const char *name;
    unsigned bytes;
    bool isFloat, isSigned;
  } known[] = {{"f16", 2, true, true},   {"bf16", 2, true, true},
               {"f32", 4, true, true},   {"f64", 8, true, true},
               {"i8", 1, false, true},   {"i16", 2, false, true},
               {"i32", 4, false, true},  {"i64", 8, false, true},
               {"u8", 1, false, false},  {"u16", 2, false, false},
               {"u32", 4, false, false}, {"u64", 8, false, false},
               // One byte holding 0 or 1 (PTX's .u8 parameter).
               {"i1", 1, false, false}};
  for (const auto &k : known)
    if (name == k.name) {
      type = {k.name, k.bytes, k.isFloat, k.isSigned};
      return true;
    }
  return false;
}

/// The largest value of an unsigned integer of `bytes` bytes.
static uint64_t unsignedMax(unsigned bytes) {
  return bytes == 8 ? UINT64_MAX : (uint64_t(1) << (8 * bytes)) - 1;
}

std::string ScalarType::range() const {
  if (name == "i1")
    return "0 to 1";
  if (!isSigned)
    return "0 to " + std::to_string(unsignedMax(bytes));
  int64_t max = static_cast<int64_t>(unsignedMax(bytes) >> 1);
  return std::to_string(-max - 1) + " to " + std::to_string(max);
}

ScalarValue ScalarValue::integer(bool negative, uint64_t magnitude,
                                 std::string text, bool beyond64) {
  ScalarValue value;
  value.kind = Kind::Integer;
  value.negative = negative && (magnitude != 0 || beyond64);
  value.magnitude = magnitude;
  value.beyond64 = beyond64;
  value.text = std::move(text);
  return value;
}

ScalarValue ScalarValue::fromReal(double real, std::string text) {
  ScalarValue value;
  value.kind = Kind::Real;
  value.real = real;
  value.text = std::move(text);
  return value;
}

ScalarValue ScalarValue::fromBool(bool truth, std::string text) {
  ScalarValue value;
  value.kind = Kind::Bool;
  value.truth = truth;
  value.text = std::move(text);
  return value;
}

ScalarValue ScalarValue::unreadable(std::string text) {
  ScalarValue value;
  value.text = std::move(text);
  return value;
}

/// Whether the integer `value` lies in `type`'s range; `bits` is then its
/// two's complement (modulo 2^64).
static bool integerFits(const ScalarType &type, const ScalarValue &value,
                        uint64_t &bits) {
  if (value.beyond64)
    return false;
  uint64_t max = type.name == "i1" ? 1 : unsignedMax(type.bytes);
  if (type.isSigned) {
    uint64_t positiveMax = max >> 1;
    if (value.negative ? value.magnitude > positiveMax + 1
                       : value.magnitude > positiveMax)
      return false;
  } else if (value.negative || value.magnitude > max) {
    return false;
  }
  bits = value.negative ? ~value.magnitude + 1 : value.magnitude;
  return true;
}

Result<std::vector<unsigned char>>
warptile::rt::encodeScalar(const ScalarType &type, const ScalarValue &value,
                           TruthSpelling truth) {
  std::vector<unsigned char> bytes(type.bytes, 0);
  const std::string quoted = "'" + value.text + "'";
  if (type.isFloat) {
    double real;
    if (value.kind == ScalarValue::Kind::Real)
      real = value.real;
    else if (value.kind == ScalarValue::Kind::Integer && !value.beyond64)
      real = value.negative ? -static_cast<double>(value.magnitude)
                            : static_cast<double>(value.magnitude);
    else if (value.kind == ScalarValue::Kind::Integer)
      return Status::invalid(quoted + " is beyond the range of " + type.name);
    else
      return Status::invalid(quoted + " is not a number within the range of " +
                             type.name);
    // A finite value that rounds to infinity in the type does not fit.
    double back;
    if (type.bytes == 2) {
      uint16_t half = type.name == "bf16" ? toBFloat16Bits(real)
                                          : toHalfBits(real);
      back = type.name == "bf16" ? fromBFloat16Bits(half) : fromHalfBits(half);
      std::memcpy(bytes.data(), &half, 2);
    } else if (type.bytes == 4) {
      float narrow = static_cast<float>(real);
      back = narrow;
      std::memcpy(bytes.data(), &narrow, 4);
    } else {
      back = real;
      std::memcpy(bytes.data(), &real, 8);
    }
    if (std::isfinite(real) && std::isinf(back))
      return Status::invalid(quoted + " is beyond the range of " + type.name);
    return bytes;
  }

  uint64_t bits = 0;
  bool fits = false;
  if (value.kind == ScalarValue::Kind::Bool) {
    fits = type.name == "i1";
    bits = value.truth;
  } else if (value.kind == ScalarValue::Kind::Integer) {
    fits = integerFits(type, value, bits);
  }
  if (!fits && type.name == "i1")
    return Status::invalid(quoted + " is not an i1 (0, 1, " +
                           (truth == TruthSpelling::Python ? "True or False"
                                                           : "true or false") +
                           ")");
  if (!fits)
    return Status::invalid(quoted + " is not " +
                           (type.isSigned ? "an " : "a ") + type.name +
                           " (whole numbers from " + type.range() + ")");
  // Little-endian: the low bytes are the value.
  std::memcpy(bytes.data(), &bits, type.bytes);
  return bytes;
}
