//===- Compile.h - warp-run's .mlir front end -------------------*- C++ -*-===//
//
// Part of warptile.
//
//===----------------------------------------------------------------------===//

#ifndef WARPTILE_TOOLS_WARP_RUN_COMPILE_H
#define WARPTILE_TOOLS_WARP_RUN_COMPILE_H

#include <string>

namespace warptile {
namespace run {

/// Whether this warp-run was built with MLIR (it can JIT .mlir files).
bool canCompileMlir();

/// Lowers the kernels of the .mlir file `path` to PTX for `chip` with the
/// warp-to-ptx pipeline; diagnostics go to stderr. Empty on success, else
/// the reason.
std::string compileMlir(const std::string &path, const std::string &chip,
                        std::string &ptx);

} // namespace run
} // namespace warptile

#endif // WARPTILE_TOOLS_WARP_RUN_COMPILE_H
