//===- Scalars.h - A scalar argument as a kernel parameter ------*- C++ -*-===//
//
// Part of warptile. The one encoder of a scalar argument into a kernel
// parameter's bytes, with the one set of range messages in MLIR types:
// warp-run's `--arg TYPE:VALUE` (and its buffer fills) and the Python
// package's numbers both end here. Plain C++17, like the rest of
// lib/Runtime.
//
//===----------------------------------------------------------------------===//

#ifndef WARPTILE_RUNTIME_SCALARS_H
#define WARPTILE_RUNTIME_SCALARS_H

#include "warptile/Runtime/Runtime.h"

#include <cstdint>
#include <string>
#include <vector>

namespace warptile {
namespace rt {

/// A scalar parameter type: i1, i8, i16, i32, i64 (signed), u8, u16, u32,
/// u64 (unsigned), f16, bf16, f32, f64.
struct ScalarType {
  std::string name;
  unsigned bytes = 0;
  bool isFloat = false, isSigned = false;

  /// The type called `name`; false for any other name (`index` is the
  /// caller's to map to i64).
  static bool parse(const std::string &name, ScalarType &type);
  /// An integer type's range for messages: "-128 to 127", "0 to 1".
  std::string range() const;
};

/// A scalar as its caller read it, before it meets a parameter type. An
/// integer is kept as sign and magnitude, so that every 64-bit value of
/// either signedness (and the fact that one is larger) survives until the
/// range check.
struct ScalarValue {
  enum class Kind { Integer, Real, Bool, Unreadable };
  Kind kind = Kind::Unreadable;
  bool negative = false;    ///< Integer: below zero
  uint64_t magnitude = 0;   ///< Integer: |value|, when below 2^64
  bool beyond64 = false;    ///< Integer: |value| >= 2^64
  double real = 0;          ///< Real
  bool truth = false;       ///< Bool
  std::string text;         ///< as written, quoted in messages

  static ScalarValue integer(bool negative, uint64_t magnitude,
                             std::string text, bool beyond64 = false);
  static ScalarValue fromReal(double real, std::string text);
  static ScalarValue fromBool(bool truth, std::string text);
  /// Text that is no number at all: the message names the type.
  static ScalarValue unreadable(std::string text);
};

/// How an i1's message names its truth values: "true or false" for
/// warp-run, "True or False" for Python.
enum class TruthSpelling { Lower, Python };

/// `value` as a parameter of `type`, little-endian, `type.bytes` bytes: an
/// integer exactly or refused; a real rounded to nearest even (f16, bf16
/// and f32) and refused when finite but beyond the type's range; an i1
/// from a truth value or 0 or 1. ErrorKind::Invalid otherwise, naming the
/// value as written and the type:
///   '2' is not an i1 (0, 1, true or false)
///   '300' is not an i8 (whole numbers from -128 to 127)
///   '1e39' is beyond the range of f32
///   'x' is not a number within the range of f16
Result<std::vector<unsigned char>>
encodeScalar(const ScalarType &type, const ScalarValue &value,
             TruthSpelling truth = TruthSpelling::Lower);

} // namespace rt
} // namespace warptile

#endif // WARPTILE_RUNTIME_SCALARS_H
