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
  /// A memref's rank (-1 when not known: a tile view, an imported pointer).
  int64_t rank = -1;
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
  std::vector<int64_t> shape; ///< a buffer's shape (its memref descriptor)
};

/// Whether a PTX kernel parameter is an array of bytes (`.param .align A
/// .b8 p[N]`): a struct passed by value, whose N bytes the launch copies
/// from what its parameter-array entry points at.
bool isByValueParam(const PtxParam &param);

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

/// Whether the kernel with PTX parameters `params` and source parameters
/// `source` takes memref descriptors (MLIR's: allocated and aligned
/// pointers, offset, sizes, strides, one PTX parameter each) rather than
/// bare pointers: a module with a dynamic memref (`memref<?xf32>`) passes
/// every memref of its kernels that way (README, "From warp IR to PTX").
bool takesDescriptors(const std::vector<PtxParam> &params,
                      const std::vector<SourceParam> &source);

/// The descriptor of a dense row-major buffer at `address` with `shape`
/// for a memref of rank `rank`, as 8-byte words: address, address, 0,
/// sizes, strides. A buffer of another rank passes to a rank-1 memref as
/// its element count; any other rank mismatch is refused (the check
/// reports it first).
std::vector<uint64_t> descriptorWords(uint64_t address,
                                      const std::vector<int64_t> &shape,
                                      int64_t rank);

/// One argument of a launch as packParameters takes it: a buffer's device
/// address (and its shape) or a scalar's bytes.
struct LaunchValue {
  bool isBuffer = false;
  uint64_t address = 0;
  std::vector<int64_t> shape;
  const void *scalar = nullptr;
};

/// cuLaunchKernel's parameter array for `values` (checked by
/// checkArguments): a pointer per buffer, or a descriptor's words when the
/// kernel takes descriptors, and each scalar's bytes. `pointers` point
/// into `words` and the values' scalars, which must outlive them.
struct PackedParameters {
  std::vector<uint64_t> words;
  std::vector<void *> pointers;
};
PackedParameters packParameters(const std::vector<PtxParam> &params,
                                const std::vector<SourceParam> *source,
                                const std::vector<LaunchValue> &values);

} // namespace rt
} // namespace warptile

#endif // WARPTILE_RUNTIME_ARGUMENTS_H
