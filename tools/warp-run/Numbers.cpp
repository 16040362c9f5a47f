//===- Numbers.cpp - Exact number parsing for warp-run --------------------===//
//
// Part of warptile.
//
//===----------------------------------------------------------------------===//

#include "Numbers.h"

#include <cctype>
#include <cerrno>
#include <cmath>
#include <cstdlib>

using namespace warptile::run;

/// A magnitude written as digits (decimal or 0x), or as a real number that
/// happens to be whole. `negative` is set by a leading '-'.
static bool parseMagnitude(const std::string &text, bool &negative,
                           uint64_t &magnitude) {
  if (text.empty())
    return false;
  negative = text[0] == '-';
  size_t start = text[0] == '-' || text[0] == '+' ? 1 : 0;
  bool hex =
      text.compare(start, 2, "0x") == 0 || text.compare(start, 2, "0X") == 0;
  size_t digits = start + (hex ? 2 : 0);
  // strtoull accepts its own sign and spaces: insist on a digit here.
  if (digits < text.size() &&
      std::isxdigit(static_cast<unsigned char>(text[digits])) &&
      (hex || std::isdigit(static_cast<unsigned char>(text[digits])))) {
    errno = 0;
    char *end = nullptr;
    magnitude = std::strtoull(text.c_str() + digits, &end, hex ? 16 : 10);
    if (errno == 0 && *end == '\0')
      return true;
    if (errno != 0 || hex)
      return false; // Out of range, or hexadecimal with trailing text.
  }
  // 1e6, 2.0: exact only when whole and below 2^53.
  double real;
  if (!parseReal(text, real) || !std::isfinite(real) ||
      real != std::floor(real) || std::fabs(real) >= 9007199254740992.0)
    return false;
  magnitude = static_cast<uint64_t>(std::fabs(real));
  return true;
}

bool warptile::run::parseSigned(const std::string &text, int64_t min,
                                int64_t max, int64_t &value) {
  bool negative;
  uint64_t magnitude;
  if (!parseMagnitude(text, negative, magnitude))
    return false;
  if (negative) {
    // -2^63 is the one magnitude that int64_t holds only negated.
    if (magnitude > uint64_t(INT64_MAX) + 1)
      return false;
    value = magnitude == uint64_t(INT64_MAX) + 1
                ? INT64_MIN
                : -static_cast<int64_t>(magnitude);
  } else {
    if (magnitude > uint64_t(INT64_MAX))
      return false;
    value = static_cast<int64_t>(magnitude);
  }
  return value >= min && value <= max;
}

bool warptile::run::parseInteger(const std::string &text, bool &negative,
                                 uint64_t &magnitude) {
  return parseMagnitude(text, negative, magnitude);
}

bool warptile::run::parseUnsigned(const std::string &text, uint64_t max,
                                  uint64_t &value) {
  bool negative;
  if (!parseMagnitude(text, negative, value))
    return false;
  if (negative && value != 0)
    return false;
  return value <= max;
}

bool warptile::run::parseReal(const std::string &text, double &value) {
  if (text.empty() || std::isspace(static_cast<unsigned char>(text[0])))
    return false;
  errno = 0;
  char *end = nullptr;
  value = std::strtod(text.c_str(), &end);
  if (*end != '\0')
    return false;
  // ERANGE with an infinity: a finite number beyond a double's range.
  // (ERANGE with a tiny value is underflow: rounding, accepted.)
  return !(errno == ERANGE && std::isinf(value));
}
