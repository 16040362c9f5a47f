//===- SimDevice.h - The static map's kernels on the CPU simulator -*- C++ -*-//
//
// Part of warptile. A staticmap::Device whose memory is host memory and
// whose launches run on lib/Sim (sim::Program), with a --sim-seed
// schedule. Needs MLIR (WarptileStaticMapSim).
//
//===----------------------------------------------------------------------===//

#ifndef WARPTILE_STATICMAP_SIMDEVICE_H
#define WARPTILE_STATICMAP_SIMDEVICE_H

#include "warptile/StaticMap/StaticMap.h"

namespace warptile {
namespace staticmap {

/// Compiles the .mlir module at `path` (the warp kernels, or the CUDA twin
/// imported from clang's LLVM IR) for the simulator. `seed` picks the
/// schedule (0: round robin); `maxGrid` bounds a launch's blocks. A run
/// with findings or a trap is an error with their messages.
rt::Result<std::unique_ptr<Device>> openSimDevice(const std::string &path,
                                                  uint64_t seed = 0,
                                                  unsigned maxGrid = 4);

/// The PTX of the .mlir module at `path` (warp-to-ptx for `chip`) and its
/// kernels' source signatures, for openCudaDevice: how the warp-dialect
/// kernels run on a GPU.
rt::Status compileForCuda(const std::string &path, const std::string &chip,
                          std::string &ptx, rt::SourceSignatures &source);

} // namespace staticmap
} // namespace warptile

#endif // WARPTILE_STATICMAP_SIMDEVICE_H
