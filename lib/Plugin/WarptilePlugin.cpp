//===- WarptilePlugin.cpp - warptile as a plugin of the stock mlir-opt ----===//
//
// Part of warptile. libWarptilePlugin.so adds the warp and tile dialects and
// warptile's passes to an `mlir-opt` that links the shared libMLIR.so, such
// as Debian's mlir-opt-22:
//   mlir-opt-22 --load-dialect-plugin=libWarptilePlugin.so \
//               --load-pass-plugin=libWarptilePlugin.so \
//               --pass-pipeline='builtin.module(warp-check-convergence)' k.mlir
// The library links libMLIR.so and nothing of MLIR statically: a second copy
// of MLIR's registries and TypeIDs in the process would split them in two.
//
//===----------------------------------------------------------------------===//

#include "mlir/IR/DialectRegistry.h"
#include "mlir/Tools/Plugins/DialectPlugin.h"
#include "mlir/Tools/Plugins/PassPlugin.h"
#include "warptile/Analysis/WarpUniformity.h"
#include "warptile/Conversion/Passes.h"
#include "warptile/Dialect/Tile/IR/TileOps.h"
#include "warptile/Dialect/Warp/IR/WarpOps.h"
#include "warptile/Dialect/Warp/Transforms/Passes.h"
#include "warptile/Pipelines/Pipelines.h"
#include "llvm/Config/llvm-config.h"

using namespace mlir;

/// What `--load-pass-plugin` registers: the conversions, the checker and
/// raising, and the `warp-to-ptx` pipeline.
static void registerWarptilePluginPasses() {
  warptile::registerWarptilePasses();
  warp::registerWarpTransformsPasses();
  warptile::registerWarpPipelines();
}

/// The dialect plugin's entry point, called by `--load-dialect-plugin`. The
/// host's registry already holds the upstream dialects (mlir-opt registers
/// them all); warp's rule W17 needs the uniformity interface the registry
/// attaches. The passes come too, as in upstream's standalone plugin, so one
/// flag suffices for dialects and passes alike.
extern "C" LLVM_ATTRIBUTE_WEAK DialectPluginLibraryInfo
mlirGetDialectPluginInfo() {
  return {MLIR_PLUGIN_API_VERSION, "Warptile", LLVM_VERSION_STRING,
          [](DialectRegistry *registry) {
            registry->insert<warp::WarpDialect, tile::TileDialect>();
            warp::registerUniformityInterface(*registry);
            registerWarptilePluginPasses();
          }};
}

/// The pass plugin's entry point, called by `--load-pass-plugin`.
extern "C" LLVM_ATTRIBUTE_WEAK PassPluginLibraryInfo mlirGetPassPluginInfo() {
  return {MLIR_PLUGIN_API_VERSION, "WarptilePasses", LLVM_VERSION_STRING,
          registerWarptilePluginPasses};
}
