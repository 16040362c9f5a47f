//===- TileToPTX.cpp - The tile-to-ptx pipeline ---------------------------===//
//
// Part of warptile. Tile kernels to PTX: layouts, per-thread code, then the
// warp-to-ptx pipeline (subgroup reductions to shuffles, MLIR's GPU-to-NVVM
// pipeline) for the same target.
//
//===----------------------------------------------------------------------===//

#include "mlir/Pass/PassManager.h"
#include "mlir/Transforms/Passes.h"
#include "warptile/Conversion/Passes.h"
#include "warptile/Dialect/Tile/Transforms/Passes.h"
#include "warptile/Pipelines/Pipelines.h"

using namespace mlir;

void warptile::buildTileToGPUPipeline(OpPassManager &pm, int64_t numWarps,
                                      bool dropHost, StringRef chip) {
  tile::TileAssignLayoutsPassOptions layouts;
  layouts.numWarps = numWarps;
  pm.addPass(tile::createTileAssignLayoutsPass(layouts));
  ConvertTileToGPUPassOptions lowering;
  lowering.numWarps = numWarps;
  lowering.dropHost = dropHost;
  lowering.chip = chip.str();
  pm.addPass(createConvertTileToGPUPass(lowering));
  // Index arithmetic shared by the accesses of a kernel folds once.
  pm.addPass(createCanonicalizerPass());
  pm.addPass(createCSEPass());
}

void warptile::buildTileToPTXPipeline(OpPassManager &pm,
                                      const TileToPTXOptions &options) {
  buildTileToGPUPipeline(pm, options.numWarps, options.dropHost, options.chip);

  WarpToPTXOptions target;
  target.chip = options.chip;
  target.features = options.features;
  target.optLevel = options.optLevel;
  target.format = options.format;
  buildWarpToPTXPipeline(pm, target);
}
