//===- Chips.h - The default target chip ------------------------*- C++ -*-===//
//
// Part of warptile. The chip an entry point targets when none is given
// (warp-ptx, warp-run, the Python package, every pipeline): one definition beside the chip
// table (lib/Pipelines/Chips.cpp), which checks any other chip against the
// NVPTX backend's processor list. The pipelines' `chip` option and the
// default arguments of the host entry, the simulator and the host runner
// read it too. Plain C++17 with no LLVM or MLIR header, so that the
// runtime-only warp-run (WARPTILE_RUNTIME_ONLY, no LLVM at all) names the
// same chip; `std::string(kDefaultChip)` and `StringRef chip =
// kDefaultChip` both take it.
//
//===----------------------------------------------------------------------===//

#ifndef WARPTILE_PIPELINES_CHIPS_H
#define WARPTILE_PIPELINES_CHIPS_H

// It stays in mlir::warptile although it uses no MLIR: a `::warptile`
// name here would make `warptile::` ambiguous in every file that says
// `using namespace mlir;`.
namespace mlir {
namespace warptile {

/// The H100 (sm_90, PTX 8.0): MLIR's own default, sm_50, is one CUDA 13's
/// ptxas rejects.
inline constexpr char kDefaultChip[] = "sm_90";

} // namespace warptile
} // namespace mlir

#endif // WARPTILE_PIPELINES_CHIPS_H
