//===- warp-opt.cpp - The warptile optimizer driver -----------------------===//
//
// Part of warptile. `mlir-opt` with every upstream dialect, pass and
// extension, plus the warp and tile dialects, their lowering and
// `warp-to-ptx`. Only this tool uses the all-registration: the project's
// libraries register what they need (STYLE.md item 10), so embedders keep
// their own minimal registries.
//
//===----------------------------------------------------------------------===//

#include "mlir/IR/DialectRegistry.h"
#include "mlir/InitAllDialects.h"
#include "mlir/InitAllExtensions.h"
#include "mlir/InitAllPasses.h"
#include "mlir/Pass/PassManager.h"
#include "mlir/Support/FileUtilities.h"
#include "mlir/Tools/mlir-opt/MlirOptMain.h"
#include "warptile/Registration/UpstreamCrashes.h"
#include "llvm/Support/SourceMgr.h"
#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "warptile/Dialect/Tile/IR/TileOps.h"
#include "warptile/Dialect/Warp/IR/WarpOps.h"
#include "warptile/Dialect/Warp/Transforms/Passes.h"
#include "warptile/Registration/ErrorLimit.h"
#include "warptile/Registration/Registration.h"
#include "llvm/Config/llvm-config.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/ToolOutputFile.h"
#include "llvm/Support/raw_ostream.h"

#ifndef WARPTILE_VERSION
#error "WARPTILE_VERSION is set by tools/warp-opt/CMakeLists.txt"
#endif

/// `--version` names both versions: a bug report about a lowering needs the
/// MLIR it ran on as much as the warptile revision.
static void printVersion(llvm::raw_ostream &os) {
  os << "warptile version " << WARPTILE_VERSION << "\n"
     << "  built with MLIR " << LLVM_VERSION_STRING << "\n";
}

static llvm::cl::opt<unsigned> errorLimit(
    "error-limit",
    llvm::cl::desc("Stop reporting errors after this many (0: no limit; "
                   "--verify-diagnostics sees them all)"),
    llvm::cl::init(mlir::warptile::kDefaultErrorLimit));

/// Whether the command line asks MlirOptMain to check expected diagnostics,
/// which needs every one of them.
static bool verifiesDiagnostics(int argc, char **argv) {
  for (int i = 1; i < argc; ++i) {
    llvm::StringRef arg(argv[i]);
    if (arg.consume_front("--") || arg.consume_front("-"))
      if (arg.starts_with("verify-diagnostics"))
        return true;
  }
  return false;
}

static bool unlimited = false;

/// MlirOptMain makes its context, and the SourceMgrDiagnosticHandler on it,
/// out of reach; the first dialect the input loads (after that handler is
/// registered) puts the limit above it.
template <typename DialectT>
static void limitErrors(mlir::DialectRegistry &registry) {
  registry.addExtension(+[](mlir::MLIRContext *context, DialectT *) {
    if (!unlimited)
      mlir::warptile::installErrorLimit(*context, errorLimit, "warp-opt");
  });
}

int main(int argc, char **argv) {
  unlimited = verifiesDiagnostics(argc, argv);
  mlir::DialectRegistry registry;
  // Upstream first, like mlir-opt: any upstream IR (async, tensor, linalg...)
  // parses, and every pass the registry lists can run on what it parses.
  mlir::registerAllDialects(registry);
  mlir::registerAllExtensions(registry);
  mlir::registerAllPasses();
  mlir::warptile::registerDialects(registry);
  mlir::warptile::registerPasses();
  limitErrors<mlir::warp::WarpDialect>(registry);
  limitErrors<mlir::tile::TileDialect>(registry);
  limitErrors<mlir::gpu::GPUDialect>(registry);
  limitErrors<mlir::func::FuncDialect>(registry);
  limitErrors<mlir::arith::ArithDialect>(registry);
  limitErrors<mlir::LLVM::LLVMDialect>(registry);
  llvm::cl::AddExtraVersionPrinter(printVersion);
  auto [inputFilename, outputFilename] = mlir::registerAndParseCLIOptions(
      argc, argv, "warptile optimizer driver\n", registry);
  mlir::MlirOptMainConfig config =
      mlir::MlirOptMainConfig::createFromCLOptions();
  if (config.shouldShowDialects() || config.shouldListPasses())
    return mlir::asMainReturnCode(mlir::MlirOptMain(
        argc, argv, inputFilename, outputFilename, registry));
  // The lane-safety checks no op verifier can start (warp parameters no
  // warp op reaches, a kernel's warp parameter) run before any pass the
  // command line names, also when it names none.
  mlir::MlirOptMainConfig given = config;
  config.setPassPipelineSetupFn([given](mlir::PassManager &pm) {
    pm.addPass(mlir::warp::createWarpVerifyLanesPass());
    return given.setupPassPipeline(pm);
  });
  std::string error;
  std::unique_ptr<llvm::MemoryBuffer> input =
      mlir::openInputFile(inputFilename, &error);
  if (!input) {
    llvm::errs() << error << "\n";
    return 1;
  }
  // IR that MLIR 22.1's own verifier crashes on gets an error instead.
  if (mlir::warptile::mayCrashUpstream(input->getBuffer())) {
    llvm::SourceMgr check;
    check.AddNewSourceBuffer(llvm::MemoryBuffer::getMemBufferCopy(
                                 input->getBuffer(),
                                 input->getBufferIdentifier()),
                             llvm::SMLoc());
    mlir::MLIRContext context(registry);
    mlir::SourceMgrDiagnosticHandler handler(check, &context);
    if (mlir::failed(mlir::warptile::refuseUpstreamCrashes(check, &context)))
      return 1;
  }
  std::unique_ptr<llvm::ToolOutputFile> output =
      mlir::openOutputFile(outputFilename, &error);
  if (!output) {
    llvm::errs() << error << "\n";
    return 1;
  }
  if (mlir::failed(
          mlir::MlirOptMain(output->os(), std::move(input), registry, config)))
    return 1;
  output->keep();
  return 0;
}
