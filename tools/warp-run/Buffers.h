//===- Buffers.h - warp-run's kernel arguments ------------------*- C++ -*-===//
//
// Part of warptile. Parses `--arg` specs into host buffers and scalars,
// fills them, and reads and writes NumPy .npy files.
//
//===----------------------------------------------------------------------===//

#ifndef WARPTILE_TOOLS_WARP_RUN_BUFFERS_H
#define WARPTILE_TOOLS_WARP_RUN_BUFFERS_H

#include <cstdint>
#include <string>
#include <vector>

namespace warptile {
namespace run {

/// An element type of a buffer or scalar argument.
struct ElementType {
  std::string name; ///< f32, f64, i8, i32, i64, u8, u32, u64
  size_t bytes = 0;
  bool isFloat = false, isSigned = false;
  /// NumPy's descr: "<f4", "|i1", ...
  std::string npyDescr() const;
  static bool parse(const std::string &name, ElementType &type);
};

/// One kernel argument: a device buffer (its host copy) or a scalar.
struct Argument {
  bool isBuffer = false;
  ElementType type;
  std::vector<int64_t> shape;     ///< buffers only
  std::vector<unsigned char> data; ///< host bytes: the buffer or the scalar
  std::string spec;                ///< as written, for messages

  size_t count() const;
  double get(size_t i) const;
  void set(size_t i, double value);
};

/// Parses `f32[1024]=iota`, `i32[4x8]=random:7`, `f32[16]=file:a.npy`,
/// `u32[32]` (zeros) or a scalar `f32:1.5`, filling buffers. Empty on
/// success, else what is wrong.
std::string parseArgument(const std::string &spec, Argument &arg);

/// Parses a whole string as a number; false for empty or trailing text.
bool parseNumber(const std::string &text, double &value);

/// Reads a C-ordered .npy file; empty on success, else what is wrong.
std::string readNpy(const std::string &path, ElementType &type,
                    std::vector<int64_t> &shape,
                    std::vector<unsigned char> &data);
/// Writes `arg` as .npy; empty on success.
std::string writeNpy(const std::string &path, const Argument &arg);

} // namespace run
} // namespace warptile

#endif // WARPTILE_TOOLS_WARP_RUN_BUFFERS_H
