//===- Numbers.h - Exact number parsing for warp-run ------------*- C++ -*-===//
//
// Part of warptile. Every number warp-run reads (option values, sizes,
// scalar and fill values, .npy shapes) is parsed here: the whole text, in
// range, converted exactly or refused. Casting a double into a narrower
// type is how `i32:3000000000` became -2147483648 and `--timeout 1e10` a
// watchdog that fired at once.
//
//===----------------------------------------------------------------------===//

#ifndef WARPTILE_TOOLS_WARP_RUN_NUMBERS_H
#define WARPTILE_TOOLS_WARP_RUN_NUMBERS_H

#include <cstdint>
#include <string>

namespace warptile {
namespace run {

/// All of `text` as an integer in [min, max]: decimal, 0x-hexadecimal, or
/// a decimal with an exponent whose value is a whole number below 2^53
/// (`1e6`). False for anything else: empty, trailing text, fractions, NaN,
/// out of range.
bool parseSigned(const std::string &text, int64_t min, int64_t max,
                 int64_t &value);
bool parseUnsigned(const std::string &text, uint64_t max, uint64_t &value);
/// All of `text` as an integer of any size below 2^64 in magnitude, as
/// sign and magnitude (the forms parseSigned takes), for a range check
/// elsewhere (rt::encodeScalar).
bool parseInteger(const std::string &text, bool &negative,
                  uint64_t &magnitude);

/// All of `text` as a double: false for empty or trailing text and for a
/// finite number too large for a double (1e400). NaN and infinities are
/// returned when written (`nan`, `inf`); callers that need a finite value
/// check.
bool parseReal(const std::string &text, double &value);

} // namespace run
} // namespace warptile

#endif // WARPTILE_TOOLS_WARP_RUN_NUMBERS_H
