//===- Chips.h - The default target chip ------------------------*- C++ -*-===//
//
// Part of warptile. The chip an entry point targets when none is given
// (warp-ptx, warp-run, the Python package, every pipeline): one definition beside the chip
// table (lib/Pipelines/Chips.cpp), which checks any other chip against the
// NVPTX backend's processor list. The pipelines' `chip` option and the
// default arguments of the host entry, the simulator and the host runner
// read it too.
//
//===----------------------------------------------------------------------===//

#ifndef WARPTILE_PIPELINES_CHIPS_H
#define WARPTILE_PIPELINES_CHIPS_H

#include "llvm/ADT/StringRef.h"

namespace mlir {
namespace warptile {

/// The H100 (sm_90, PTX 8.0): MLIR's own default, sm_50, is one CUDA 13's
/// ptxas rejects.
inline constexpr llvm::StringLiteral kDefaultChip("sm_90");

} // namespace warptile
} // namespace mlir

#endif // WARPTILE_PIPELINES_CHIPS_H
