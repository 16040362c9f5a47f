//===- Compile.h - warp-run's .mlir front end -------------------*- C++ -*-===//
//
// Part of warptile.
//
//===----------------------------------------------------------------------===//

#ifndef WARPTILE_TOOLS_WARP_RUN_COMPILE_H
#define WARPTILE_TOOLS_WARP_RUN_COMPILE_H

#include "warptile/Runtime/Arguments.h"
#include "warptile/Runtime/Runtime.h"

#include <string>

namespace warptile {
namespace run {

/// Succeeds when .mlir files can be compiled for `chip` (--chip): the NVPTX
/// backend knows it. Else the one-line reason, naming the valid chips.
rt::Status checkChip(const std::string &chip);

/// Lowers the kernels of the .mlir file `path` to PTX for `chip` with the
/// warp-to-ptx pipeline; diagnostics go to stderr. Fills `signatures` with
/// each gpu.func kernel's parameters and appends the PTX to `ptx`; else
/// returns the reason.
rt::Status compileMlir(const std::string &path, const std::string &chip,
                       std::string &ptx, rt::SourceSignatures &signatures);

/// Lowers the host+device module `path` (with warp-to-ptx for `chip`) and
/// runs its @main on the execution engine over libwarptile_cuda_runtime.so.
/// Returns why it could not; driver errors end the process with warp-run's
/// exit codes (the runtime library reports them).
rt::Status runMain(const std::string &path, const std::string &chip,
                   const char *argv0);

} // namespace run
} // namespace warptile

#endif // WARPTILE_TOOLS_WARP_RUN_COMPILE_H
