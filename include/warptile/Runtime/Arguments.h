//===- Arguments.h - Kernel arguments checked against a kernel --*- C++ -*-===//
//
// Part of warptile. The one check of a launch's arguments against the
// kernel's parameters, before anything runs: warp-run's --arg values and the
// Python package's arrays and scalars get the same rules and the same
// messages. Plain C++17, like the rest of lib/Runtime.
//
//===----------------------------------------------------------------------===//

#ifndef WARPTILE_RUNTIME_ARGUMENTS_H
#define WARPTILE_RUNTIME_ARGUMENTS_H

#include "warptile/Runtime/Runtime.h"

#include <cstdint>
#include <map>
#include <string>
#include <vector>

namespace warptile {
namespace rt {

/// A kernel parameter as the .mlir source declares it: what the PTX
/// signature (pointers and widths) cannot tell.
struct SourceParam {
  bool isBuffer = false;
  std::string type;      ///< element or scalar type: f32, i32, index, ...
  int64_t elements = -1; ///< a buffer's static element count; -1 if dynamic
};
/// Each kernel's source parameters, by kernel name.
using SourceSignatures = std::map<std::string, std::vector<SourceParam>>;

/// One argument of a launch as the checks see it.
struct ArgumentInfo {
  bool isBuffer = false;
  std::string type;    ///< element or scalar type: f32, i32, u8, ...
  size_t bytes = 0;    ///< a scalar's size (a buffer is an 8-byte pointer)
  size_t elements = 0; ///< a buffer's element count
  std::string spec;    ///< how the argument was written, for messages
};

/// Which rule a launch's arguments broke: the Python package raises
/// TypeError for the first two and ValueError for the last.
enum class ArgumentProblem { None, Count, Type, Size };

/// Checks `args` against the PTX parameters `params` of `kernel` (count and
/// sizes) and, when `source` is given, against its source parameters too
/// (buffer or scalar, element type, a buffer's static element count).
/// `given` names what the caller passes ("--arg"), in the count's message.
/// Returns ErrorKind::Invalid with warp-run's messages, and sets `problem`.
Status checkArguments(const std::string &kernel,
                      const std::vector<PtxParam> &params,
                      const std::vector<SourceParam> *source,
                      const std::vector<ArgumentInfo> &args,
                      const std::string &given,
                      ArgumentProblem *problem = nullptr);

} // namespace rt
} // namespace warptile

#endif // WARPTILE_RUNTIME_ARGUMENTS_H
