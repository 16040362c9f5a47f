//===- warp-ptx.cpp - Print the PTX of warptile kernels -------------------===//
//
// Part of warptile. `warp-ptx kernels.mlir` lowers a module of gpu.func
// kernels with `warp-to-ptx` (unless it already holds gpu.binary ops), or
// a module of tile kernels with `tile-to-ptx` (the kernels alone, without
// their host code), and prints the PTX of each GPU module: what
// ptxas, the driver's JIT or a reviewer reads.
//
//===----------------------------------------------------------------------===//

#include "warptile/Analysis/Kernels.h"
#include "warptile/Pipelines/Chips.h"
#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/Interfaces/FunctionInterfaces.h"
#include "mlir/Parser/Parser.h"
#include "mlir/Pass/PassManager.h"
#include "mlir/Support/FileUtilities.h"
#include "warptile/Dialect/Tile/IR/TileOps.h"
#include "warptile/Pipelines/Pipelines.h"
#include "warptile/Registration/ErrorLimit.h"
#include "warptile/Registration/Registration.h"
#include "warptile/Registration/UpstreamCrashes.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/InitLLVM.h"

#include <cstdlib>
#include "llvm/Support/Path.h"
#include "llvm/Support/SourceMgr.h"
#include "llvm/Support/ToolOutputFile.h"

using namespace mlir;
namespace cl = llvm::cl;

/// warp-ptx's own options: what --help lists. LLVM's and MLIR's (hundreds,
/// linked in with the backend) stay behind --help-hidden.
static cl::OptionCategory ptxCategory("warp-ptx options");

static cl::opt<std::string> inputFilename(cl::Positional,
                                          cl::desc("<input .mlir>"),
                                          cl::init("-"), cl::cat(ptxCategory));
static cl::opt<std::string> outputFilename(
    "o", cl::desc("Write the PTX here (default: standard output)"),
    cl::value_desc("file"), cl::init("-"), cl::cat(ptxCategory));
static cl::opt<std::string> outputDir(
    "output-dir",
    cl::desc("Write one <gpu module>.ptx per GPU module into this directory"),
    cl::value_desc("dir"), cl::cat(ptxCategory));
static cl::opt<std::string>
    chip("chip", cl::desc("Target SM, one the NVPTX backend knows"),
         cl::init(std::string(mlir::warptile::kDefaultChip)), cl::cat(ptxCategory));
static cl::opt<std::string> features("features", cl::desc("PTX features"),
                                     cl::init("+ptx80"), cl::cat(ptxCategory));
static cl::opt<int64_t> numWarps(
    "num-warps",
    cl::desc("Warps per block of every tile kernel (1, 2, 4, 8, 16 or 32; "
             "default: the kernel's tile.num_warps, else chosen per kernel)"),
    cl::init(0), cl::cat(ptxCategory));
static cl::opt<int> optLevel("O", cl::desc("LLVM optimization level"),
                             cl::init(3), cl::cat(ptxCategory));

static cl::opt<unsigned> errorLimit(
    "error-limit",
    cl::desc("Stop reporting errors after this many (0: no limit)"),
    cl::init(mlir::warptile::kDefaultErrorLimit), cl::cat(ptxCategory));

static int fail(const Twine &message) {
  llvm::errs() << "warp-ptx: " << message << "\n";
  return 1;
}

/// A failed lowering's exit code; where LLVM stopped inside it, the exit
/// skips LLVM's shutdown (llvmStoppedWhileLowering).
static int exitAfterFailure() {
  if (warptile::llvmStoppedWhileLowering()) {
    llvm::errs().flush();
    std::_Exit(1);
  }
  return 1;
}

int main(int argc, char **argv) {
  llvm::InitLLVM init(argc, argv);
  // Not HideUnrelatedOptions: that makes the rest ReallyHidden, out of
  // --help-hidden too.
  for (auto &[name, option] : cl::getRegisteredOptions()) {
    bool ours = llvm::any_of(option->Categories, [](cl::OptionCategory *c) {
      // --help and --version are LLVM's "Generic Options".
      return c == &ptxCategory || c->getName() == "Generic Options";
    });
    if (!ours && option->getOptionHiddenFlag() == cl::NotHidden)
      option->setHiddenFlag(cl::Hidden);
  }
  cl::ParseCommandLineOptions(argc, argv, "Print the PTX of warptile kernels\n");
  if (llvm::Error error = warptile::checkNVPTXChip(chip))
    return fail(llvm::toString(std::move(error)));

  DialectRegistry registry;
  warptile::registerDialects(registry);
  MLIRContext context(registry);

  std::string error;
  auto input = openInputFile(inputFilename, &error);
  if (!input)
    return fail(error);
  llvm::SourceMgr sourceMgr;
  sourceMgr.AddNewSourceBuffer(std::move(input), llvm::SMLoc());
  SourceMgrDiagnosticHandler diagnostics(sourceMgr, &context);
  warptile::installErrorLimit(context, errorLimit, "warp-ptx");
  if (failed(warptile::refuseUpstreamCrashes(sourceMgr, &context)))
    return 1;
  OwningOpRef<ModuleOp> module = parseSourceFile<ModuleOp>(sourceMgr, &context);
  if (!module)
    return 1;

  // A module whose gpu.funcs are all device functions (no `kernel`) would
  // give PTX without an entry, which nothing can launch: say why instead.
  bool kernels = !module->getOps<tile::KernelOp>().empty(), funcs = false;
  module->walk([&](FunctionOpInterface func) {
    funcs |= isa<gpu::GPUFuncOp>(func);
    kernels |= warptile::isKernelFunction(func);
  });
  if (funcs && !kernels)
    return fail("'" + inputFilename +
                "' has no kernel to compile: its gpu.funcs are device "
                "functions; mark the entry points `kernel` "
                "(gpu.func @name(...) kernel)");

  if (!module->getOps<tile::KernelOp>().empty()) {
    warptile::TileToPTXOptions tile;
    tile.chip = chip;
    tile.features = features;
    tile.optLevel = optLevel;
    tile.numWarps = numWarps;
    tile.format = "isa";
    tile.dropHost = true;
    PassManager pm(&context);
    warptile::buildTileToPTXPipeline(pm, tile);
    if (failed(pm.run(*module)))
      return exitAfterFailure();
  }

  warptile::WarpToPTXOptions options;
  options.chip = chip;
  options.features = features;
  options.optLevel = optLevel;
  auto ptx = warptile::compileToPTX(*module, options);
  if (failed(ptx))
    return exitAfterFailure();
  if (ptx->empty())
    return fail("'" + inputFilename +
                "' holds no GPU module to lower and no PTX object (gpu.binary "
                "built with format=isa)");

  if (!outputDir.empty()) {
    if (std::error_code ec = llvm::sys::fs::create_directories(outputDir))
      return fail("cannot create '" + outputDir + "': " + ec.message());
    for (auto &[name, text] : *ptx) {
      SmallString<128> path(outputDir);
      llvm::sys::path::append(path, name + ".ptx");
      auto file = openOutputFile(path, &error);
      if (!file)
        return fail(error);
      file->os() << text;
      file->keep();
    }
    return 0;
  }
  auto output = openOutputFile(outputFilename, &error);
  if (!output)
    return fail(error);
  for (auto &[name, text] : *ptx)
    output->os() << text;
  output->keep();
  return 0;
}
