//===- Compiler.cpp - The Python package's view of a module ---------------===//
//
// Part of warptile.
//
//===----------------------------------------------------------------------===//

#include "Compiler.h"
#include "Errors.h"

#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/IR/Diagnostics.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/IR/Verifier.h"
#include "mlir/Interfaces/FunctionInterfaces.h"
#include "mlir/Parser/Parser.h"
#include "mlir/Pass/PassManager.h"
#include "mlir/Pass/PassRegistry.h"
#include "mlir/Support/FileUtilities.h"
#include "warptile/Analysis/ConvergenceChecker.h"
#include "warptile/Analysis/RaceChecker.h"
#include "warptile/Dialect/Tile/IR/TileOps.h"
#include "warptile/Dialect/Tile/Transforms/Layouts.h"
#include "warptile/HostRun/HostRun.h"
#include "warptile/Pipelines/HostEntry.h"
#include "warptile/Pipelines/KernelSignatures.h"
#include "warptile/Pipelines/Pipelines.h"
#include "warptile/Registration/Registration.h"
#include "warptile/Registration/UpstreamCrashes.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/SourceMgr.h"

#include <algorithm>
#include <map>
#include <mutex>

using namespace mlir;
using PyDiagnostic = ::warptile::python::Diagnostic;

namespace warptile {
namespace python {

/// A context with warptile's dialects, the source buffers its diagnostics
/// quote, and the lock every use takes. Threading is off: a module is small,
/// and a context per parse would otherwise start a thread pool each.
class Context {
public:
  Context() : context(registry(), MLIRContext::Threading::DISABLED) {}

  MLIRContext context;
  llvm::SourceMgr sourceMgr;
  std::mutex mutex;

private:
  static DialectRegistry registry() {
    DialectRegistry registry;
    mlir::warptile::registerDialects(registry);
    return registry;
  }
};

} // namespace python
} // namespace warptile

namespace {
/// The text a Collector renders into; a base class so that it exists before
/// the SourceMgrDiagnosticHandler that writes to it.
struct RenderBuffer {
  std::string text;
  llvm::raw_string_ostream os{text};
};

/// Collects every diagnostic reported while it lives: its parts for Python,
/// and the text warp-opt would print for it (SourceMgrDiagnosticHandler's
/// rendering, source line and caret included).
class Collector : private RenderBuffer, public SourceMgrDiagnosticHandler {
public:
  explicit Collector(::warptile::python::Context &context)
      : SourceMgrDiagnosticHandler(context.sourceMgr, &context.context,
                                   RenderBuffer::os) {
    setHandler([this](mlir::Diagnostic &diagnostic) {
      PyDiagnostic out = convert(diagnostic);
      size_t before = text.size();
      emitDiagnostic(diagnostic);
      out.text = text.substr(before);
      collected.push_back(std::move(out));
      return success();
    });
  }

  std::vector<PyDiagnostic> take() { return std::move(collected); }

  /// Throws the collected diagnostics as a DiagnosticFailure saying `what`.
  [[noreturn]] void fail(const std::string &what) {
    throw ::warptile::python::DiagnosticFailure(what, take());
  }

private:
  static const char *severityName(DiagnosticSeverity severity) {
    switch (severity) {
    case DiagnosticSeverity::Error:
      return "error";
    case DiagnosticSeverity::Warning:
      return "warning";
    case DiagnosticSeverity::Note:
      return "note";
    case DiagnosticSeverity::Remark:
      return "remark";
    }
    return "error";
  }

  static PyDiagnostic convert(mlir::Diagnostic &diagnostic) {
    PyDiagnostic out;
    out.severity = severityName(diagnostic.getSeverity());
    out.message = diagnostic.str();
    if (auto loc = diagnostic.getLocation()->findInstanceOf<FileLineColLoc>()) {
      out.file = loc.getFilename().str();
      out.line = loc.getLine();
      out.column = loc.getColumn();
    }
    for (mlir::Diagnostic &note : diagnostic.getNotes())
      out.notes.push_back(convert(note));
    return out;
  }

  std::vector<PyDiagnostic> collected;
};

/// The upstream and warptile passes, registered once per process (the
/// registry is global).
void registerPassesOnce() {
  static std::once_flag once;
  std::call_once(once, [] { mlir::warptile::registerPasses(); });
}

/// A kernel of the module: its op and the name Python knows it by (its
/// own, or module::kernel where two gpu.modules define that name).
struct NamedKernel {
  std::string name;
  Operation *op;
};

/// The module's kernels, gpu.func kernels first, then tile kernels.
std::vector<NamedKernel> namedKernels(ModuleOp module) {
  std::vector<NamedKernel> warp, tile;
  std::map<std::string, int> uses;
  module.walk([&](FunctionOpInterface func) {
    if (!mlir::warptile::isLaunchableKernel(func))
      return;
    bool isWarp = isa<gpu::GPUFuncOp>(func);
    (isWarp ? warp : tile).push_back({func.getName().str(), func});
    ++uses[func.getName().str()];
  });
  for (NamedKernel &kernel : warp)
    if (uses[kernel.name] > 1)
      if (auto parent = kernel.op->getParentOfType<gpu::GPUModuleOp>())
        kernel.name = parent.getName().str() + "::" + kernel.name;
  warp.insert(warp.end(), tile.begin(), tile.end());
  return warp;
}
} // namespace

namespace warptile {
namespace python {

struct Module::Impl {
  std::shared_ptr<Context> context;
  OwningOpRef<ModuleOp> module;
};

Module::Module(std::unique_ptr<Impl> impl) : impl(std::move(impl)) {}

Module::~Module() {
  // The op belongs to the context: destroy it under the context's lock.
  std::lock_guard<std::mutex> lock(impl->context->mutex);
  impl->module = nullptr;
}

static std::shared_ptr<Module>
parseBuffer(std::unique_ptr<llvm::MemoryBuffer> buffer) {
  auto context = std::make_shared<Context>();
  std::lock_guard<std::mutex> lock(context->mutex);
  std::string name = buffer->getBufferIdentifier().str();
  context->sourceMgr.AddNewSourceBuffer(std::move(buffer), llvm::SMLoc());
  Collector collector(*context);
  OwningOpRef<ModuleOp> module;
  // IR that crashes MLIR 22.1's own parser or verifier is refused first.
  if (succeeded(mlir::warptile::refuseUpstreamCrashes(context->sourceMgr,
                                                      &context->context)))
    module = parseSourceFile<ModuleOp>(context->sourceMgr,
                                       ParserConfig(&context->context));
  if (!module)
    collector.fail("'" + name + "' does not parse or verify");
  auto impl = std::make_unique<Module::Impl>();
  impl->context = context;
  impl->module = std::move(module);
  return std::shared_ptr<Module>(new Module(std::move(impl)));
}

std::shared_ptr<Module> Module::parse(const std::string &text,
                                      const std::string &name) {
  return parseBuffer(llvm::MemoryBuffer::getMemBufferCopy(text, name));
}

std::shared_ptr<Module> Module::parseFile(const std::string &path) {
  std::string error;
  auto buffer = openInputFile(path, &error);
  if (!buffer)
    throw FileFailure(error);
  return parseBuffer(std::move(buffer));
}

void Module::verify() {
  std::lock_guard<std::mutex> lock(impl->context->mutex);
  Collector collector(*impl->context);
  if (failed(mlir::verify(*impl->module)))
    collector.fail("the module does not verify");
}

std::vector<Diagnostic> Module::checkConvergence(bool warningsAsErrors) {
  std::lock_guard<std::mutex> lock(impl->context->mutex);
  Collector collector(*impl->context);
  mlir::warp::ConvergenceChecker checker(
      *impl->module, warningsAsErrors ? mlir::warp::CheckMode::WarningsAsErrors
                                      : mlir::warp::CheckMode::Normal);
  checker.run();
  return collector.take();
}

std::vector<Diagnostic> Module::checkRaces(bool warningsAsErrors) {
  std::lock_guard<std::mutex> lock(impl->context->mutex);
  Collector collector(*impl->context);
  mlir::warp::RaceChecker checker(*impl->module, warningsAsErrors);
  checker.run();
  return collector.take();
}

std::shared_ptr<Module> Module::lower(const std::string &pipeline) {
  registerPassesOnce();
  std::lock_guard<std::mutex> lock(impl->context->mutex);
  // The pass manager is anchored on builtin.module: an anchored pipeline
  // gives its inner passes (else they would run on nested modules only).
  llvm::StringRef text = llvm::StringRef(pipeline).trim();
  if (text.consume_front("builtin.module(") && !text.consume_back(")"))
    throw std::invalid_argument("pipeline '" + pipeline +
                                "': 'builtin.module(' without its ')'");
  PassManager pm(&impl->context->context);
  std::string error;
  llvm::raw_string_ostream errorStream(error);
  if (failed(parsePassPipeline(text, pm, errorStream)))
    throw std::invalid_argument("pipeline '" + pipeline + "': " + error);
  OwningOpRef<ModuleOp> copy = impl->module->clone();
  Collector collector(*impl->context);
  if (failed(pm.run(*copy)))
    collector.fail("pipeline '" + pipeline + "' failed");
  auto result = std::make_unique<Impl>();
  result->context = impl->context;
  result->module = std::move(copy);
  return std::shared_ptr<Module>(new Module(std::move(result)));
}

std::shared_ptr<Module> Module::withNumWarps(int64_t numWarps) {
  std::lock_guard<std::mutex> lock(impl->context->mutex);
  OwningOpRef<ModuleOp> copy = impl->module->clone();
  Collector collector(*impl->context);
  if (failed(mlir::tile::setNumWarps(*copy, numWarps, "num_warps")))
    collector.fail("num_warps=" + std::to_string(numWarps) +
                   " does not apply");
  auto result = std::make_unique<Impl>();
  result->context = impl->context;
  result->module = std::move(copy);
  return std::shared_ptr<Module>(new Module(std::move(result)));
}

std::vector<std::pair<std::string, std::string>>
Module::toPtxObjects(const std::string &chip) {
  if (llvm::Error error = mlir::warptile::checkNVPTXChip(chip))
    throw std::invalid_argument("chip: " + llvm::toString(std::move(error)));
  std::lock_guard<std::mutex> lock(impl->context->mutex);
  OwningOpRef<ModuleOp> copy = impl->module->clone();
  Collector collector(*impl->context);
  // Tile kernels first go through the tile lowering, the kernels alone,
  // as warp-ptx compiles them.
  if (!copy->getOps<tile::KernelOp>().empty()) {
    registerPassesOnce();
    mlir::warptile::TileToPTXOptions tile;
    tile.chip = chip;
    tile.format = "isa";
    tile.dropHost = true;
    PassManager pm(&impl->context->context);
    mlir::warptile::buildTileToPTXPipeline(pm, tile);
    if (failed(pm.run(*copy)))
      collector.fail("the tile kernels do not lower to PTX");
  }
  mlir::warptile::WarpToPTXOptions options;
  options.chip = chip;
  auto objects = mlir::warptile::compileToPTX(*copy, options);
  if (failed(objects))
    collector.fail("the module does not lower to PTX");
  if (objects->empty())
    throw std::invalid_argument(
        "the module holds no gpu.module of kernels to lower to PTX (tile "
        "kernels go through the tile lowering: lower(\"tile-to-ptx\"))");
  return {objects->begin(), objects->end()};
}

std::string Module::toPtx(const std::string &chip) {
  std::string ptx;
  for (auto &[name, text] : toPtxObjects(chip))
    ptx += text;
  return ptx;
}

std::string Module::str() {
  std::lock_guard<std::mutex> lock(impl->context->mutex);
  std::string text;
  llvm::raw_string_ostream os(text);
  impl->module->print(os);
  return text;
}

std::vector<std::string> Module::kernelNames() {
  std::lock_guard<std::mutex> lock(impl->context->mutex);
  std::vector<std::string> names;
  for (const NamedKernel &kernel : namedKernels(*impl->module))
    names.push_back(kernel.name);
  return names;
}

namespace {
/// The kernel Python names `name` in `module`: its own name where one
/// gpu.module alone defines it, else module::kernel. An unknown name
/// throws std::out_of_range, an ambiguous one std::invalid_argument; both
/// list the names there are.
Operation *findKernel(ModuleOp module, const std::string &name) {
  std::vector<NamedKernel> kernels = namedKernels(module);
  std::string list, same;
  for (const NamedKernel &kernel : kernels) {
    if (kernel.name == name)
      return kernel.op;
    list += (list.empty() ? "" : ", ") + kernel.name;
    size_t colons = kernel.name.rfind("::");
    if (colons != std::string::npos && kernel.name.substr(colons + 2) == name)
      same += (same.empty() ? "" : ", ") + kernel.name;
  }
  if (!same.empty())
    throw std::invalid_argument(
        "kernel '" + name + "' is defined in several gpu.modules (" + same +
        "); name one as module::kernel");
  throw std::out_of_range("no kernel '" + name + "' in the module (it has: " +
                          (list.empty() ? "none" : list) + ")");
}
} // namespace

KernelInfo Module::kernel(const std::string &name) {
  std::lock_guard<std::mutex> lock(impl->context->mutex);
  Operation *op = findKernel(*impl->module, name);
  KernelInfo info;
  info.name = name;
  info.kind = isa<gpu::GPUFuncOp>(op) ? "warp" : "tile";
  std::vector<rt::SourceParam> source = mlir::warptile::getKernelParams(op);
  size_t next = 0;
  for (Type type : cast<FunctionOpInterface>(op).getArgumentTypes()) {
    if (isa<tile::TokenType>(type))
      continue; // a tile kernel's token is not passed
    Param param;
    llvm::raw_string_ostream os(param.type);
    os << type;
    if (next < source.size())
      param.source = source[next++];
    info.params.push_back(std::move(param));
  }
  return info;
}

/// A tile kernel's parameters as a launch takes them (its token is not
/// passed): a view or partition is a buffer of its element type (any size
/// here; the host entry checks shapes), a scalar its type.
static void tileParams(tile::KernelOp kernel, CompiledKernel &compiled) {
  compiled.sourceParams = mlir::warptile::getKernelParams(kernel);
  for (BlockArgument arg : kernel.getBody().getArguments()) {
    Type type = arg.getType();
    if (isa<tile::TokenType>(type))
      continue;
    const rt::SourceParam &param =
        compiled.sourceParams[compiled.partitions.size()];
    unsigned bytes = param.isBuffer || type.isIndex() ? 8
                     : type.isIntOrFloat()
                         ? (type.getIntOrFloatBitWidth() + 7) / 8
                         : 0; // no launch passes it: refused by the check
    compiled.partitions.push_back(
        isa<tile::PartType, tile::MappedPartType>(type));
    compiled.ptxParams.push_back(
        {param.isBuffer ? std::string("a pointer") : param.type, bytes});
  }
}

CompiledKernel Module::compile(const std::string &name,
                               const std::string &chip, bool tilePtx) {
  KernelInfo info = kernel(name);
  if (info.kind != "warp") {
    CompiledKernel compiled;
    compiled.isTile = true;
    compiled.name = name;
    compiled.chip = chip;
    // The PTX of the module's tile kernels, as to_ptx gives it (a launch
    // runs through the host entry, which compiles its own).
    if (tilePtx)
      compiled.ptx = toPtx(chip);
    std::lock_guard<std::mutex> lock(impl->context->mutex);
    tileParams(cast<tile::KernelOp>(impl->module->lookupSymbol(name)),
               compiled);
    return compiled;
  }
  CompiledKernel compiled;
  compiled.name = name;
  compiled.chip = chip;
  // The PTX of the kernel's own gpu.module (module::kernel names one of
  // several that define the name); the driver looks the entry up by its
  // own name.
  size_t colons = name.rfind("::");
  std::string entryName =
      colons == std::string::npos ? name : name.substr(colons + 2);
  std::string moduleName =
      colons == std::string::npos ? "" : name.substr(0, colons);
  for (auto &[object, text] : toPtxObjects(chip))
    if (moduleName.empty() || object == moduleName)
      compiled.ptx += text;
  for (auto &[entry, params] : rt::parsePtxEntries(compiled.ptx))
    if (entry == entryName)
      compiled.ptxParams = params;
  for (const Param &param : info.params)
    compiled.sourceParams.push_back(param.source);
  return compiled;
}

SimProgram::~SimProgram() {
  // The JIT'd kernels were lowered in the module's context: release them
  // under its lock, before the context may go.
  std::lock_guard<std::mutex> lock(context->mutex);
  program.reset();
}

std::shared_ptr<SimProgram> Module::compileForSim(const std::string &chip) {
  if (llvm::Error error = mlir::warptile::checkNVPTXChip(chip))
    throw std::invalid_argument("chip: " + llvm::toString(std::move(error)));
  std::lock_guard<std::mutex> lock(impl->context->mutex);
  Collector collector(*impl->context);
  sim::CompileOptions options;
  options.chip = chip;
  std::string error;
  auto result = std::make_shared<SimProgram>();
  result->context = impl->context;
  result->program = sim::Program::compile(*impl->module, options, error);
  if (!result->program)
    collector.fail("the CPU executor cannot compile the module: " + error);
  return result;
}

sim::RunResult
Module::runEntryOnSim(const std::string &target,
                      const std::vector<mlir::warptile::EntryArg> &args,
                      double timeout, uint64_t seed) {
  std::lock_guard<std::mutex> lock(impl->context->mutex);
  Collector collector(*impl->context);
  sim::Program::MainOptions options;
  options.seed = seed;
  options.timeoutSeconds = timeout;
  std::string error, name = target;
  sim::RunResult result =
      sim::Program::runEntry(*impl->module, name, args, options, error);
  if (!error.empty() && !result.trapped) {
    std::vector<PyDiagnostic> diagnostics = collector.take();
    if (diagnostics.empty())
      throw std::invalid_argument(error);
    throw DiagnosticFailure(error, std::move(diagnostics));
  }
  return result;
}

std::string
Module::runEntryOnCuda(const std::string &target,
                       const std::vector<mlir::warptile::EntryArg> &args,
                       const std::string &chip, int &exitCode) {
  std::lock_guard<std::mutex> lock(impl->context->mutex);
  Collector collector(*impl->context);
  OwningOpRef<ModuleOp> host(cast<ModuleOp>(impl->module->clone()));
  std::string error, name = target;
  if (failed(mlir::warptile::prepareEntries(
          *host, name, args, {mlir::warptile::EntryKind::Copy}, error,
          chip))) {
    std::vector<PyDiagnostic> diagnostics = collector.take();
    if (diagnostics.empty())
      throw std::invalid_argument(error);
    throw DiagnosticFailure(error, std::move(diagnostics));
  }
  mlir::warptile::EntryArguments packed(args);
  std::string runtime = mlir::warptile::findCudaRuntimeLibrary();
  if (runtime.empty())
    throw std::runtime_error("cannot find libwarptile_cuda_runtime.so beside "
                             "the warptile package");
  mlir::warptile::HostRunOptions options;
  options.chip = chip;
  options.sharedLibraries = {runtime};
  options.catchRuntimeErrors = true;
  exitCode = 0;
  options.runtimeExitCode = &exitCode;
  return mlir::warptile::runHostFunction(
      *host, mlir::warptile::kHostEntryInterface, packed.packed(), options);
}

} // namespace python
} // namespace warptile
