//===- WarpUniformity.h - The analysis behind rule W17 ----------*- C++ -*-===//
//
// Part of warptile.
//
//===----------------------------------------------------------------------===//

#ifndef WARPTILE_ANALYSIS_WARPUNIFORMITY_H
#define WARPTILE_ANALYSIS_WARPUNIFORMITY_H

namespace mlir {
class DialectRegistry;
namespace warp {

/// Gives the warp dialect the project's uniformity analysis (with the warp
/// collectives' own levels) as its WarpUniformityInterface, so W17 and
/// --warp-check-convergence answer alike. warptile::registerDialects calls
/// it; an embedder that registers the warp dialect by hand should too.
void registerUniformityInterface(DialectRegistry &registry);

} // namespace warp
} // namespace mlir

#endif // WARPTILE_ANALYSIS_WARPUNIFORMITY_H
