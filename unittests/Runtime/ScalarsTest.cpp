//===- ScalarsTest.cpp - The shared scalar argument encoder ---------------===//
//
// Part of warptile. rt::encodeScalar is what warp-run's `--arg TYPE:VALUE`
// and the Python package's numbers become kernel parameters through. The
// expected bytes are written by hand from the types' definitions (two's
// complement, little-endian; IEEE 754 binary16/binary32 and bfloat16
// encodings of the values), not read from the encoder.
//
//===----------------------------------------------------------------------===//

#include "warptile/Runtime/Scalars.h"

#include <gtest/gtest.h>

#include <cstdint>
#include <limits>
#include <string>
#include <vector>

using namespace warptile::rt;

namespace {
using Bytes = std::vector<unsigned char>;

ScalarType type(const std::string &name) {
  ScalarType t;
  EXPECT_TRUE(ScalarType::parse(name, t)) << name;
  return t;
}

ScalarValue integer(int64_t v, const std::string &text) {
  uint64_t magnitude = v < 0 ? ~static_cast<uint64_t>(v) + 1
                             : static_cast<uint64_t>(v);
  return ScalarValue::integer(v < 0, magnitude, text);
}

Bytes encoded(const std::string &name, const ScalarValue &value) {
  Result<Bytes> bytes = encodeScalar(type(name), value);
  EXPECT_TRUE(bytes) << bytes.getStatus().getMessage();
  return bytes ? *bytes : Bytes();
}

std::string refused(const std::string &name, const ScalarValue &value,
                    TruthSpelling truth = TruthSpelling::Lower) {
  Result<Bytes> bytes = encodeScalar(type(name), value, truth);
  EXPECT_FALSE(bytes) << name << " took '" << value.text << "'";
  if (bytes)
    return "";
  EXPECT_EQ(bytes.getStatus().getKind(), ErrorKind::Invalid);
  return bytes.getStatus().getMessage();
}

TEST(Scalars, I1FromTruthValuesAndZeroOrOne) {
  EXPECT_EQ(encoded("i1", ScalarValue::fromBool(true, "true")), Bytes{1});
  EXPECT_EQ(encoded("i1", ScalarValue::fromBool(false, "false")), Bytes{0});
  EXPECT_EQ(encoded("i1", integer(1, "1")), Bytes{1});
  EXPECT_EQ(encoded("i1", integer(0, "0")), Bytes{0});
  // -0 is 0.
  EXPECT_EQ(encoded("i1", ScalarValue::integer(true, 0, "-0")), Bytes{0});
}

TEST(Scalars, I1RefusesEverythingElse) {
  EXPECT_EQ(refused("i1", integer(2, "2")),
            "'2' is not an i1 (0, 1, true or false)");
  EXPECT_EQ(refused("i1", integer(-1, "-1")),
            "'-1' is not an i1 (0, 1, true or false)");
  EXPECT_EQ(refused("i1", integer(2, "2"), TruthSpelling::Python),
            "'2' is not an i1 (0, 1, True or False)");
  EXPECT_EQ(refused("i1", ScalarValue::unreadable("yes")),
            "'yes' is not an i1 (0, 1, true or false)");
  EXPECT_EQ(refused("i1", ScalarValue::fromReal(1.0, "1.0")),
            "'1.0' is not an i1 (0, 1, true or false)");
}

TEST(Scalars, TruthValuesAreOnlyI1) {
  EXPECT_EQ(refused("i32", ScalarValue::fromBool(true, "true")),
            "'true' is not an i32 (whole numbers from -2147483648 to "
            "2147483647)");
}

TEST(Scalars, IntegersAtTheirBounds) {
  EXPECT_EQ(encoded("i8", integer(-128, "-128")), Bytes{0x80});
  EXPECT_EQ(encoded("i8", integer(127, "127")), Bytes{0x7f});
  EXPECT_EQ(encoded("u8", integer(255, "255")), Bytes{0xff});
  EXPECT_EQ(encoded("i16", integer(-2, "-2")), (Bytes{0xfe, 0xff}));
  EXPECT_EQ(encoded("u16", integer(65535, "65535")), (Bytes{0xff, 0xff}));
  EXPECT_EQ(encoded("i32", integer(-2147483648LL, "-2147483648")),
            (Bytes{0x00, 0x00, 0x00, 0x80}));
  EXPECT_EQ(encoded("u32", integer(0x12345678, "0x12345678")),
            (Bytes{0x78, 0x56, 0x34, 0x12}));
  EXPECT_EQ(encoded("i64", ScalarValue::integer(true, uint64_t(1) << 63,
                                                "-9223372036854775808")),
            (Bytes{0, 0, 0, 0, 0, 0, 0, 0x80}));
  EXPECT_EQ(encoded("u64", ScalarValue::integer(false, UINT64_MAX,
                                                "18446744073709551615")),
            (Bytes{0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff}));
}

TEST(Scalars, OutOfRangeIntegersNameTheMlirType) {
  EXPECT_EQ(refused("i8", integer(128, "128")),
            "'128' is not an i8 (whole numbers from -128 to 127)");
  EXPECT_EQ(refused("i8", integer(-129, "-129")),
            "'-129' is not an i8 (whole numbers from -128 to 127)");
  EXPECT_EQ(refused("u8", integer(256, "256")),
            "'256' is not a u8 (whole numbers from 0 to 255)");
  EXPECT_EQ(refused("u16", integer(-1, "-1")),
            "'-1' is not a u16 (whole numbers from 0 to 65535)");
  EXPECT_EQ(refused("i16", integer(32768, "32768")),
            "'32768' is not an i16 (whole numbers from -32768 to 32767)");
  EXPECT_EQ(refused("i32", integer(3000000000LL, "3000000000")),
            "'3000000000' is not an i32 (whole numbers from -2147483648 to "
            "2147483647)");
  EXPECT_EQ(refused("i64", ScalarValue::integer(false, uint64_t(1) << 63,
                                                "9223372036854775808")),
            "'9223372036854775808' is not an i64 (whole numbers from "
            "-9223372036854775808 to 9223372036854775807)");
  EXPECT_EQ(refused("u64", ScalarValue::integer(false, 0,
                                                "18446744073709551616",
                                                /*beyond64=*/true)),
            "'18446744073709551616' is not a u64 (whole numbers from 0 to "
            "18446744073709551615)");
  EXPECT_EQ(refused("u32", ScalarValue::unreadable("1.5")),
            "'1.5' is not a u32 (whole numbers from 0 to 4294967295)");
}

TEST(Scalars, FloatsRoundToNearestEvenOrAreBeyondRange) {
  // 1.0: binary16 0x3c00, bfloat16 0x3f80, binary32 0x3f800000.
  EXPECT_EQ(encoded("f16", ScalarValue::fromReal(1.0, "1")),
            (Bytes{0x00, 0x3c}));
  EXPECT_EQ(encoded("bf16", ScalarValue::fromReal(1.0, "1")),
            (Bytes{0x80, 0x3f}));
  EXPECT_EQ(encoded("f32", ScalarValue::fromReal(1.0, "1")),
            (Bytes{0x00, 0x00, 0x80, 0x3f}));
  // An integer converts: -2 is binary64 0xc000000000000000.
  EXPECT_EQ(encoded("f64", integer(-2, "-2")),
            (Bytes{0, 0, 0, 0, 0, 0, 0, 0xc0}));
  // 65504 is the largest binary16 (0x7bff); 65520 rounds to infinity.
  EXPECT_EQ(encoded("f16", ScalarValue::fromReal(65504, "65504")),
            (Bytes{0xff, 0x7b}));
  EXPECT_EQ(refused("f16", ScalarValue::fromReal(65520, "65520")),
            "'65520' is beyond the range of f16");
  EXPECT_EQ(refused("f32", ScalarValue::fromReal(1e39, "1e39")),
            "'1e39' is beyond the range of f32");
  EXPECT_EQ(refused("bf16", ScalarValue::fromReal(1e39, "1e39")),
            "'1e39' is beyond the range of bf16");
  EXPECT_EQ(refused("f64", ScalarValue::integer(false, 0, "2**2000",
                                                /*beyond64=*/true)),
            "'2**2000' is beyond the range of f64");
  EXPECT_EQ(refused("f32", ScalarValue::unreadable("one")),
            "'one' is not a number within the range of f32");
  // Infinity written as such is kept (a caller may mean it).
  EXPECT_EQ(encoded("f32", ScalarValue::fromReal(
                               std::numeric_limits<double>::infinity(), "inf")),
            (Bytes{0x00, 0x00, 0x80, 0x7f}));
}

TEST(Scalars, TypeNames) {
  ScalarType t;
  EXPECT_FALSE(ScalarType::parse("index", t));
  EXPECT_FALSE(ScalarType::parse("f8", t));
  EXPECT_EQ(type("u16").range(), "0 to 65535");
  EXPECT_EQ(type("i1").range(), "0 to 1");
}
} // namespace
