//===- Compile.h - warp-run's .mlir front end -------------------*- C++ -*-===//
//
// Part of warptile.
//
//===----------------------------------------------------------------------===//

#ifndef WARPTILE_TOOLS_WARP_RUN_COMPILE_H
#define WARPTILE_TOOLS_WARP_RUN_COMPILE_H

#include "warptile/Runtime/Runtime.h"

#include <cstdint>
#include <map>
#include <string>
#include <vector>

namespace warptile {
namespace run {

/// Succeeds when .mlir files can be compiled for `chip` (--chip): the NVPTX
/// backend knows it. Else the one-line reason, naming the valid chips.
rt::Status checkChip(const std::string &chip);

/// A kernel parameter as the .mlir source declares it: what the PTX
/// signature (pointers and widths) cannot tell.
struct SourceParam {
  bool isBuffer = false;
  std::string type;      ///< element or scalar type: f32, i32, index, ...
  int64_t elements = -1; ///< a buffer's static element count; -1 if dynamic
};
using SourceSignatures = std::map<std::string, std::vector<SourceParam>>;

/// Lowers the kernels of the .mlir file `path` to PTX for `chip` with the
/// warp-to-ptx pipeline; diagnostics go to stderr. Fills `signatures` with
/// each gpu.func kernel's parameters and appends the PTX to `ptx`; else
/// returns the reason.
rt::Status compileMlir(const std::string &path, const std::string &chip,
                       std::string &ptx, SourceSignatures &signatures);

/// Lowers the host+device module `path` (with warp-to-ptx for `chip`) and
/// runs its @main on the execution engine over libwarptile_cuda_runtime.so.
/// Returns why it could not; driver errors end the process with warp-run's
/// exit codes (the runtime library reports them).
rt::Status runMain(const std::string &path, const std::string &chip,
                   const char *argv0);

} // namespace run
} // namespace warptile

#endif // WARPTILE_TOOLS_WARP_RUN_COMPILE_H
