//===- Buffers.h - warp-run's kernel arguments ------------------*- C++ -*-===//
//
// Part of warptile. Parses `--arg` specs into host buffers and scalars,
// fills them, and reads and writes NumPy .npy files. Values are stored
// exactly or refused: a constant that does not fit its type, a fraction
// for an integer, a size that overflows are errors, never a conversion.
//
//===----------------------------------------------------------------------===//

#ifndef WARPTILE_TOOLS_WARP_RUN_BUFFERS_H
#define WARPTILE_TOOLS_WARP_RUN_BUFFERS_H

#include "warptile/Runtime/Runtime.h"
#include "warptile/Runtime/Scalars.h"

#include <cstdint>
#include <string>
#include <vector>

namespace warptile {
namespace run {

/// The largest buffer warp-run allocates (host and device), so that a typo
/// in a size is an error, not an allocation failure.
constexpr size_t kMaxBufferBytes = size_t(64) << 30;

/// An element type of a buffer or scalar argument.
struct ElementType {
  std::string name; ///< f32, f64, i8, i32, i64, u8, u32, u64
  size_t bytes = 0;
  bool isFloat = false, isSigned = false;
  /// NumPy's descr: "<f4", "|i1", ...
  std::string npyDescr() const;
  static bool parse(const std::string &name, ElementType &type);
  /// The same type as the scalar encoder (rt::encodeScalar) takes it.
  rt::ScalarType scalarType() const;
  /// "-128 to 127", "0 to 255", ...: an integer type's range, for messages.
  std::string range() const;
};

/// One kernel argument: a device buffer (its host copy) or a scalar.
struct Argument {
  bool isBuffer = false;
  ElementType type;
  std::vector<int64_t> shape;      ///< buffers only
  std::vector<unsigned char> data; ///< host bytes: the buffer or the scalar
  std::string spec;                ///< as written, for messages

  /// A struct passed by value (`struct{FIELD,...}`, StructArguments.cpp):
  /// not a buffer; `data` holds its bytes as the C ABI lays them out, and
  /// `fields` where each field is (a pointer field's address is written in
  /// once the buffer it names has one).
  bool isStruct = false;
  /// A --buffer: allocated on the device, not passed to the kernel.
  bool extra = false;
  size_t structAlign = 0;
  struct Field {
    size_t offset = 0, bytes = 0;
    int64_t pointsTo = -1; ///< `&I`: the buffer argument I's address
    std::string text;      ///< as written
    std::vector<unsigned char> value;
  };
  std::vector<Field> fields;

  size_t count() const;
  /// Element `i` as text: integers exactly, floats as iostreams print them.
  std::string format(size_t i) const;
  /// Element `i` of a float buffer.
  double getReal(size_t i) const;
  /// Whether element `i` has the same bytes in `other` (same type).
  bool sameBits(size_t i, const Argument &other) const;
};

/// Parses `f32[1024]=iota`, `i32[4x8]=random:7`, `f32[16]=file:a.npy`,
/// `u32[32]` (zeros) or a scalar `f32:1.5` into a filled argument, or says
/// what is wrong (ErrorKind::Invalid). Without `values` (--emit-lib: only
/// the types and shapes matter) a buffer's elements are neither allocated
/// nor filled, and its FILL is not read.
rt::Result<Argument> parseArgument(const std::string &spec, bool values = true);

/// Parses `struct{FIELD,...}` (FIELD: TYPE:VALUE, &I or {FIELD,...}) into a
/// struct argument laid out by the C ABI, or says what is wrong.
rt::Result<Argument> parseStructArgument(const std::string &spec);
/// Succeeds when every `&I` field of a struct argument names a buffer
/// argument.
rt::Status checkStructPointers(const std::vector<Argument> &args);
/// Writes `addresses[I]` into each `&I` field of `arg`.
void patchStructPointers(Argument &arg, const std::vector<uint64_t> &addresses);

/// Reads a C-ordered .npy file into a buffer argument (its type, shape and
/// data), or says what is wrong.
rt::Result<Argument> readNpy(const std::string &path);
/// Succeeds when `into`, read from the .npy file `path`, holds the element
/// type and count of `like`; else says what differs.
rt::Status checkLike(const std::string &path, const Argument &like,
                     const Argument &into);
/// Writes `arg` as .npy; success means the bytes are on disk.
rt::Status writeNpy(const std::string &path, const Argument &arg);

} // namespace run
} // namespace warptile

#endif // WARPTILE_TOOLS_WARP_RUN_BUFFERS_H
