//===- Program.cpp - Run .mlir GPU kernels on the CPU simulator -----------===//
//
// Part of warptile. Lowers with buildWarpToNVVMPipeline, re-targets with
// buildHostModule, JIT-compiles with MLIR's ExecutionEngine (the runtime's
// entry points registered as symbols), and runs a kernel through runGrid
// with the arguments packed as the lowered kernel takes them (bare pointers
// or memref descriptors) in red-zoned copies of the caller's buffers.
//
//===----------------------------------------------------------------------===//

#include "warptile/Sim/Program.h"

#include "Lower.h"
#include "warptile/Analysis/Kernels.h"
#include "warptile/Conversion/Passes.h"
#include "warptile/HostRun/HostLibrary.h"
#include "warptile/Pipelines/HostEntry.h"
#include "warptile/Pipelines/KernelSignatures.h"
#include "warptile/Pipelines/Pipelines.h"
#include "warptile/Runtime/Arguments.h"
#include "warptile/Runtime/BlockShape.h"
#include "warptile/Registration/Registration.h"
#include "warptile/Registration/UpstreamCrashes.h"
#include "warptile/Sim/RuntimeABI.h"

#include "mlir/Conversion/MathToLLVM/MathToLLVM.h"
#include "mlir/Conversion/ReconcileUnrealizedCasts/ReconcileUnrealizedCasts.h"
#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/ExecutionEngine/ExecutionEngine.h"
#include "mlir/ExecutionEngine/OptUtils.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/Interfaces/DataLayoutInterfaces.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/Parser/Parser.h"
#include "mlir/Pass/PassManager.h"
#include "mlir/Support/FileUtilities.h"
#include "llvm/ExecutionEngine/Orc/Mangling.h"
#include "llvm/Support/SourceMgr.h"
#include "llvm/Support/TargetSelect.h"

#include <cstring>

using namespace mlir;
using namespace ::warptile::sim;

struct Program::Impl {
  // compileFile's own context, when it parsed the file itself.
  std::unique_ptr<MLIRContext> context;
  std::unique_ptr<ExecutionEngine> engine;
  std::vector<KernelInfo> kernels;
  /// Each kernel's symbol in the JIT-compiled module (renamed where two
  /// gpu.modules define kernels of the same name), by index in kernels.
  std::vector<std::string> symbols;
  std::vector<Site> sites;
  /// The JIT'd module's globals (__device__ and constant data the kernels
  /// address): memory they may reach besides the buffers.
  std::vector<Region> globals;
  /// The chip compiled for and the shared memory one of its blocks may use
  /// (static and dynamic): a launch past it fails, as on the GPU.
  std::string chip;
  uint64_t maxSharedBytes = 0;
};

Program::Program(std::unique_ptr<Impl> impl) : impl(std::move(impl)) {}
Program::~Program() = default;

const std::vector<KernelInfo> &Program::getKernels() const {
  return impl->kernels;
}

static unsigned scalarBytes(Type type) {
  if (type.isIndex())
    return 8;
  if (type.isIntOrFloat())
    return (type.getIntOrFloatBitWidth() + 7) / 8;
  return 0;
}

/// The scalar fields of `type` placed at `base` (a struct's elements at
/// their data-layout offsets, an array's elements one after another), as
/// (offset, bytes), in order.
static void flattenFields(DataLayout &layout, Type type, uint64_t base,
                          std::vector<std::pair<uint64_t, uint64_t>> &fields) {
  if (auto structType = dyn_cast<LLVM::LLVMStructType>(type)) {
    uint64_t offset = 0;
    for (Type element : structType.getBody()) {
      if (!structType.isPacked()) {
        uint64_t align = layout.getTypeABIAlignment(element);
        offset = (offset + align - 1) / align * align;
      }
      flattenFields(layout, element, base + offset, fields);
      offset += layout.getTypeSize(element).getFixedValue();
    }
    return;
  }
  if (auto array = dyn_cast<LLVM::LLVMArrayType>(type)) {
    uint64_t size = layout.getTypeSize(array.getElementType()).getFixedValue();
    for (unsigned i = 0; i < array.getNumElements(); ++i)
      flattenFields(layout, array.getElementType(), base + i * size, fields);
    return;
  }
  fields.push_back({base, layout.getTypeSize(type).getFixedValue()});
}

std::vector<KernelInfo> Program::signatures(ModuleOp module) {
  std::vector<KernelInfo> kernels;
  // LLVM IR imported from CUDA C++, and llvm.func kernels written in a
  // gpu.module: they take pointers, whose element types the IR no longer
  // says (type stays empty).
  bool gpuModules = false;
  module.walk([&](gpu::GPUModuleOp) { gpuModules = true; });
  auto readLLVMKernel = [&](LLVM::LLVMFuncOp f, StringRef moduleName) {
    if (!mlir::warptile::isKernelFunction(f))
      return;
    KernelInfo info;
    info.name = f.getName().str();
    info.module = moduleName.str();
    DataLayout layout(module);
    for (auto [index, type] : llvm::enumerate(f.getArgumentTypes())) {
      KernelParam param;
      if (isa<LLVM::LLVMPointerType>(type)) {
        param.isBuffer = true;
        // A struct by value (`.param .align 16 .b8 p[16]`): a buffer
        // holding its bytes, which the kernel gets a copy of.
        if (auto byval = f.getArgAttrOfType<TypeAttr>(
                static_cast<unsigned>(index), "llvm.byval")) {
          param.byvalBytes = static_cast<unsigned>(
              layout.getTypeSize(byval.getValue()).getFixedValue());
          flattenFields(layout, byval.getValue(), 0, param.byvalFields);
          llvm::raw_string_ostream os(param.byvalType);
          os << byval.getValue();
        }
      } else {
        param.type = mlir::warptile::getLaunchTypeName(type);
        param.scalarBytes = scalarBytes(type);
      }
      info.params.push_back(param);
    }
    kernels.push_back(info);
  };
  if (!gpuModules)
    for (auto f : module.getOps<LLVM::LLVMFuncOp>())
      readLLVMKernel(f, "");
  module.walk([&](gpu::GPUModuleOp gpuModule) {
    for (auto f : gpuModule.getOps<LLVM::LLVMFuncOp>())
      readLLVMKernel(f, gpuModule.getName());
  });
  module.walk([&](gpu::GPUFuncOp func) {
    if (!func.isKernel())
      return;
    KernelInfo info;
    info.name = func.getName().str();
    if (auto gpuModule = func->getParentOfType<gpu::GPUModuleOp>())
      info.module = gpuModule.getName().str();
    // The launchers' one reader of kernel parameters (warp-run, Python).
    std::vector<::warptile::rt::SourceParam> source =
        mlir::warptile::getKernelParams(func);
    for (auto [type, read] : llvm::zip(func.getArgumentTypes(), source)) {
      KernelParam param;
      param.isBuffer = read.isBuffer;
      param.type = read.type;
      param.elements = read.elements;
      param.rank = read.rank < 0 ? 0 : static_cast<unsigned>(read.rank);
      if (!read.isBuffer)
        param.scalarBytes = scalarBytes(type);
      info.params.push_back(param);
    }
    kernels.push_back(info);
  });
  return kernels;
}

std::unique_ptr<Program> Program::compile(ModuleOp source,
                                          const CompileOptions &options,
                                          std::string &error) {
  auto impl = std::make_unique<Impl>();
  impl->chip = options.chip;
  impl->maxSharedBytes = mlir::warptile::maxSharedMemoryPerBlock(options.chip);
  // The re-targeting builds LLVM types, whatever the input held.
  source.getContext()->loadDialect<LLVM::LLVMDialect>();
  OwningOpRef<ModuleOp> lowered(cast<ModuleOp>(source->clone()));
  // Tile kernels become gpu.funcs first (runEntry launches them as
  // tile.launch does; their lowered parameters are pointers and sizes).
  if (failed(mlir::warptile::lowerTileKernels(*lowered, options.chip))) {
    error = "the tile kernels do not lower";
    return nullptr;
  }
  // Inline gpu.launch bodies become kernels of gpu.modules of their own,
  // as upstream's pipeline outlines them (and as the host lowering does:
  // the same modules and names).
  if (failed(mlir::warptile::outlineGpuLaunches(*lowered))) {
    error = "the gpu.launch bodies cannot be outlined into kernels";
    return nullptr;
  }
  // The source signatures: what the caller's arguments must match.
  std::map<std::string, KernelInfo> infos;
  for (KernelInfo &info : signatures(*lowered))
    infos[info.module + "::" + info.name] = info;

  if (llvm::Error e = mlir::warptile::checkNVPTXChip(options.chip)) {
    error = llvm::toString(std::move(e));
    return nullptr;
  }
  PassManager pm(source.getContext());
  mlir::warptile::WarpToPTXOptions pipeline;
  pipeline.chip = options.chip;
  mlir::warptile::buildWarpToNVVMPipeline(pm, pipeline);
  // The PTX path's gpu-to-llvm also converts what the NVVM conversion leaves
  // inside the gpu.modules: the math ops libdevice does not cover (ctpop,
  // ctlz, cttz, absi, trunc...), with MLIR's ConvertToLLVM patterns of the
  // math dialect, which convert-math-to-llvm runs.
  pm.addNestedPass<gpu::GPUModuleOp>(createConvertMathToLLVMPass());
  pm.addNestedPass<gpu::GPUModuleOp>(createReconcileUnrealizedCastsPass());
  // What is left unlowered now fails here, at its op, with its name.
  pm.addNestedPass<gpu::GPUModuleOp>(
      mlir::warptile::createCheckLoweredToNVVMPass());
  bool gpuModules = false;
  lowered->walk([&](gpu::GPUModuleOp) { gpuModules = true; });
  // The kernels are all the simulator runs (the host code is lowered
  // apart, by the host run): the rest of the module does not go through
  // the device pipeline.
  // A module's top level is a graph region: its ops may use later ones'
  // results, so every reference is dropped before any is erased (issue 27
  // round 55a: a top-level alloc erased before the partition using it).
  if (gpuModules) {
    SmallVector<Operation *> rest;
    for (Operation &op : lowered->getBody()->getOperations())
      if (!isa<gpu::GPUModuleOp>(op))
        rest.push_back(&op);
    for (Operation *op : rest)
      op->dropAllReferences();
    for (Operation *op : rest) {
      op->dropAllUses();
      op->erase();
    }
  }
  // Imported LLVM IR is lowered already; only gpu.modules go through the
  // pipeline.
  if (gpuModules && failed(pm.run(*lowered))) {
    error = "the module does not lower to the NVVM dialect";
    return nullptr;
  }
  HostModule host;
  if (!buildHostModule(*lowered, host, error))
    return nullptr;
  if (host.kernels.empty()) {
    error = "the module holds no gpu.module kernels to run";
    return nullptr;
  }
  for (const HostKernel &k : host.kernels) {
    std::string key = k.module + "::" + k.kernel;
    KernelInfo info = infos.count(key) ? infos[key] : KernelInfo();
    info.name = k.kernel;
    info.module = k.module;
    info.staticSmem = k.declaredSmem;
    info.declaredSmem = k.declaredSmem;
    info.sharedOffsets = k.sharedOffsets;
    info.maxThreads = k.maxThreads;
    info.exactThreads = k.exactThreads;
    info.threadsSource = k.threadsSource;
    info.refusal = k.refusal;
    info.argBytes = k.argBytes;
    info.localBytes = k.localBytes;
    info.localUnbounded = k.localUnbounded;
    if (info.params.size() != k.argCount) {
      unsigned expanded = 0;
      for (const KernelParam &p : info.params)
        expanded += p.isBuffer ? 3 + 2 * p.rank : 1;
      if (expanded != k.argCount) {
        error = "kernel '" + k.name + "' takes " + std::to_string(k.argCount) +
                " lowered parameters, which its source signature does not "
                "explain";
        return nullptr;
      }
      info.descriptors = true;
    }
    impl->kernels.push_back(info);
    impl->symbols.push_back(k.name);
  }
  impl->sites = std::move(host.sites);

  llvm::InitializeNativeTarget();
  llvm::InitializeNativeTargetAsmPrinter();
  auto optimize = mlir::makeOptimizingTransformer(
      /*optLevel=*/2, /*sizeLevel=*/0, /*targetMachine=*/nullptr);
  // The JIT resolves what the code generator calls in the process, which
  // lacks __truncsfbf2 where libgcc is older than GCC 13 (and the CPU has
  // no AVX512-BF16): ptx-values.mlir failed on such a machine.
  auto transformer = [optimize](llvm::Module *llvmModule) {
    mlir::warptile::defineBFloatTruncation(*llvmModule);
    return optimize(llvmModule);
  };
  ExecutionEngineOptions engineOptions;
  engineOptions.transformer = transformer;
  engineOptions.enableGDBNotificationListener = false;
  engineOptions.enablePerfNotificationListener = false;
  auto engine = ExecutionEngine::create(*host.module, engineOptions);
  if (!engine) {
    error =
        "cannot JIT-compile the kernels: " + llvm::toString(engine.takeError());
    return nullptr;
  }
  (*engine)->registerSymbols([](llvm::orc::MangleAndInterner interner) {
    llvm::orc::SymbolMap map;
    for (auto &[name, address] : runtimeSymbols())
      map[interner(name)] = {llvm::orc::ExecutorAddr::fromPtr(address),
                             llvm::JITSymbolFlags::Exported};
    return map;
  });
  (*engine)->initialize();
  DataLayout layout(*host.module);
  for (auto global : host.module->getOps<LLVM::GlobalOp>()) {
    if (global.getAddrSpace() == 3)
      continue; // shared memory: offsets into the block's arena
    if (global.getSymName().starts_with("__wsim_"))
      continue; // the simulator's own (the time slice)
    auto address = (*engine)->lookup(global.getSymName());
    if (!address) {
      llvm::consumeError(address.takeError());
      continue;
    }
    impl->globals.push_back(
        {"global @" + global.getSymName().str(), *address,
         static_cast<size_t>(
             layout.getTypeSize(global.getGlobalType()).getFixedValue()),
         /*exact=*/true});
  }
  impl->engine = std::move(*engine);
  return std::unique_ptr<Program>(new Program(std::move(impl)));
}

std::unique_ptr<Program> Program::compileFile(const std::string &path,
                                              const CompileOptions &options,
                                              std::string &error) {
  DialectRegistry registry;
  mlir::warptile::registerDialects(registry);
  auto context = std::make_unique<MLIRContext>(registry);
  llvm::SourceMgr sourceMgr;
  SourceMgrDiagnosticHandler diagnostics(sourceMgr, context.get());
  auto input = openInputFile(path, &error);
  if (!input)
    return nullptr;
  sourceMgr.AddNewSourceBuffer(std::move(input), llvm::SMLoc());
  if (failed(mlir::warptile::refuseUpstreamCrashes(sourceMgr, context.get()))) {
    error = "'" + path + "' does not parse or verify";
    return nullptr;
  }
  OwningOpRef<ModuleOp> module =
      parseSourceFile<ModuleOp>(sourceMgr, context.get());
  if (!module) {
    error = "'" + path + "' does not parse or verify";
    return nullptr;
  }
  auto program = compile(*module, options, error);
  if (program)
    program->impl->context = std::move(context);
  return program;
}

namespace {
/// A caller's buffer copied into memory with kRedZone bytes on each side,
/// so that near out-of-bounds accesses land in memory the checks know.
struct Guarded {
  std::vector<unsigned char> storage;
  void *data() { return storage.data() + kRedZone; }
};
} // namespace

const KernelInfo *Program::findKernel(const std::string &kernel,
                                     std::string &error) const {
  size_t colons = kernel.find("::");
  std::vector<const KernelInfo *> found;
  for (const KernelInfo &k : impl->kernels)
    if (colons == std::string::npos
            ? k.name == kernel
            : k.module == kernel.substr(0, colons) &&
                  k.name == kernel.substr(colons + 2))
      found.push_back(&k);
  if (found.size() == 1)
    return found.front();
  if (found.empty()) {
    error = "no kernel '" + kernel + "'";
    return nullptr;
  }
  error = "kernel '" + kernel + "' is defined in " +
          std::to_string(found.size()) + " gpu.modules (";
  for (size_t i = 0; i < found.size(); ++i)
    error += (i ? ", @" : "@") + found[i]->module;
  error += "); name it as module::" + kernel;
  return nullptr;
}

RunResult Program::checkLaunch(const KernelInfo *&info,
                               const std::string &kernel,
                               const LaunchOptions &launch) const {
  RunResult result;
  auto fail = [&](const std::string &why) {
    result.trapped = true;
    result.error = why;
    return result;
  };
  std::string missing;
  info = findKernel(kernel, missing);
  if (!info)
    return fail(missing);
  if (!info->refusal.empty())
    return fail(info->refusal);
  // The check every launcher runs (warptile/Runtime/BlockShape.h).
  const Dim3 &m = info->maxThreads;
  if (m.x) {
    ::warptile::rt::DeclaredBlock declared{info->exactThreads, {m.x, m.y, m.z},
                               info->threadsSource};
    if (::warptile::rt::Status s = ::warptile::rt::checkBlockShape(
            kernel, declared,
            {launch.block.x, launch.block.y, launch.block.z}))
      return fail(s.getMessage());
  }
  if (launch.block.count() > 1024)
    return fail("a block has at most 1024 threads, not " +
                std::to_string(launch.block.count()));
  if (launch.block.z > 64)
    return fail("a block's z extent is at most 64");
  if (launch.grid.y > 65535 || launch.grid.z > 65535)
    return fail("a grid's y and z extents are at most 65535");
  // Static shared memory: at most 48 KiB on every chip (CUDA C++
  // Programming Guide, "Shared Memory": "Kernels relying on shared memory
  // allocations over 48 KB per block ... must use dynamic shared memory";
  // ptxas refuses a kernel that declares more: "uses too much shared
  // data"). More is dynamic shared memory the launch opts in to.
  constexpr uint32_t kStaticSmemLimit = 48 * 1024;
  if (info->declaredSmem > kStaticSmemLimit)
    return fail("kernel '" + kernel + "' declares " +
                std::to_string(info->declaredSmem) +
                " bytes of static shared memory, more than the " +
                std::to_string(kStaticSmemLimit) +
                " (48 KiB) a kernel may declare statically; a larger block "
                "takes dynamic shared memory");
  // The block's shared memory as Machine lays it out: the static part,
  // then the dynamic part at a 16-byte boundary. The GPU refuses a launch
  // past the chip's opt-in limit (and, below it, the runtime opts in).
  uint64_t shared =
      ((uint64_t(info->staticSmem) + 15) & ~uint64_t(15)) + launch.dynamicSmem;
  // CUDA Programming Guide, "Technical Specifications": at most 512 KiB
  // of local memory per thread.
  if (!info->localUnbounded && info->localBytes > kMaxLocalBytes)
    return fail("a thread needs " + std::to_string(info->localBytes) +
                " bytes of local memory, more than the " +
                std::to_string(kMaxLocalBytes) + " (512 KiB) it may have");
  if (shared > impl->maxSharedBytes)
    return fail("a block needs " + std::to_string(shared) +
                " bytes of shared memory (" + std::to_string(info->staticSmem) +
                " static, " + std::to_string(launch.dynamicSmem) +
                " dynamic), more than the " +
                std::to_string(impl->maxSharedBytes) + " a block of " +
                impl->chip + " gets");
  return result;
}

RunResult Program::prepare(const std::string &kernel, void **params,
                           const LaunchOptions &launch,
                           const std::vector<Region> &regions,
                           GridLaunch &out) {
  const KernelInfo *info;
  RunResult checked = checkLaunch(info, kernel, launch);
  if (checked.trapped)
    return checked;
  auto entry = impl->engine->lookupPacked(
      impl->symbols[static_cast<size_t>(info - impl->kernels.data())]);
  if (!entry) {
    checked.trapped = true;
    checked.error = "cannot find the JIT-compiled kernel '" + kernel +
                    "': " + llvm::toString(entry.takeError());
    return checked;
  }
  out.launch = launch;
  out.launch.staticSmem = info->staticSmem;
  out.launch.sharedSlots = &info->sharedOffsets;
  out.launch.localBytes =
      info->localUnbounded ? kMaxLocalBytes : info->localBytes;
  out.regions = regions;
  out.regions.insert(out.regions.end(), impl->globals.begin(),
                     impl->globals.end());
  // The packed wrapper takes the parameter array exactly as CUDA does.
  out.body = *entry;
  out.params = params;
  out.sites = &impl->sites;
  return checked;
}

RunResult Program::launch(const std::string &kernel, void **params,
                          const LaunchOptions &launch,
                          const std::vector<Region> &regions) {
  GridLaunch grid;
  RunResult checked = prepare(kernel, params, launch, regions, grid);
  if (checked.trapped)
    return checked;
  return runGrids({grid}).front();
}

/// Empty when the fields of a struct argument are where the kernel's
/// struct type has its scalar fields; else what differs.
static std::string checkStructFields(const Arg &arg, const KernelParam &param) {
  const auto &want = param.byvalFields;
  auto describe = [](std::pair<uint64_t, uint64_t> field) {
    return std::to_string(field.second) + " bytes at offset " +
           std::to_string(field.first);
  };
  for (size_t f = 0; f < std::max(arg.fields.size(), want.size()); ++f) {
    if (f < arg.fields.size() && f < want.size() &&
        arg.fields[f].first == want[f].first &&
        arg.fields[f].second == want[f].second)
      continue;
    std::string given = f < arg.fields.size()
                            ? "field " + std::to_string(f) + " is " +
                                  describe(arg.fields[f])
                            : "it has " + std::to_string(arg.fields.size()) +
                                  " fields";
    std::string wanted = f < want.size()
                             ? "field " + std::to_string(f) + " is " +
                                   describe(want[f])
                             : "it has " + std::to_string(want.size()) +
                                   " fields";
    return "the struct's " + given + ", but in the kernel's " +
           param.byvalType + " " + wanted;
  }
  return "";
}

RunResult Program::run(const std::string &kernel, const std::vector<Arg> &args,
                       const LaunchOptions &launch) {
  const KernelInfo *info;
  RunResult result = checkLaunch(info, kernel, launch);
  if (result.trapped)
    return result;
  auto fail = [&](const std::string &why) {
    result.trapped = true;
    result.error = why;
    return result;
  };
  size_t passed = static_cast<size_t>(std::count_if(
      args.begin(), args.end(), [](const Arg &a) { return !a.extra; }));
  for (size_t i = passed; i < args.size(); ++i)
    if (!args[i].extra || !args[i].isBuffer)
      return fail("argument " + std::to_string(i) +
                  ": the buffers no parameter takes come after the parameters");
  if (info->params.size() != passed)
    return fail("kernel '" + kernel + "' takes " +
                std::to_string(info->params.size()) + " parameters, " +
                std::to_string(passed) + " given");

  std::vector<Guarded> guarded(args.size());
  std::vector<Region> regions;
  // Lowered parameters: one 8-byte slot per pointer, offset, size and
  // stride, or the scalar's own bytes.
  std::vector<uint64_t> slots;
  std::vector<std::pair<bool, size_t>> order; // (slot?, index)
  for (size_t i = 0; i < args.size(); ++i) {
    const Arg &arg = args[i];
    if (arg.extra) {
      Guarded &g = guarded[i];
      g.storage.assign(arg.bytes + 2 * kRedZone, 0);
      std::memcpy(g.data(), arg.data, arg.bytes);
      regions.push_back({"buffer " + std::to_string(i), g.data(), arg.bytes});
      continue;
    }
    const KernelParam &param = info->params[i];
    if (arg.isBuffer != param.isBuffer)
      return fail("argument " + std::to_string(i) + " must be " +
                  (param.isBuffer ? "a buffer" : "a scalar"));
    if (!arg.isBuffer) {
      if (arg.bytes != param.scalarBytes)
        return fail("argument " + std::to_string(i) + " has " +
                    std::to_string(arg.bytes) + " bytes, the parameter " +
                    std::to_string(param.scalarBytes));
      order.push_back({false, i});
      continue;
    }
    if (param.byvalBytes) {
      // The kernel takes the struct's bytes (copied, as cuLaunchKernel
      // copies them), not a pointer.
      if (arg.bytes != param.byvalBytes)
        return fail("argument " + std::to_string(i) + " has " +
                    std::to_string(arg.bytes) + " bytes, the struct it "
                    "passes by value " + std::to_string(param.byvalBytes));
      if (arg.isStruct && !param.byvalFields.empty())
        if (std::string why = checkStructFields(arg, param); !why.empty())
          return fail("argument " + std::to_string(i) + ": " + why);
      order.push_back({false, i});
      continue;
    }
    if (arg.isStruct)
      return fail("argument " + std::to_string(i) +
                  " is a struct passed by value, but parameter " +
                  std::to_string(i) + " of '" + kernel + "' is a pointer");
    Guarded &g = guarded[i];
    g.storage.assign(arg.bytes + 2 * kRedZone, 0);
    if (arg.bytes)
      std::memcpy(g.data(), arg.data, arg.bytes);
    regions.push_back({"argument " + std::to_string(i), g.data(), arg.bytes});
    auto pointer = reinterpret_cast<uint64_t>(g.data());
    if (!info->descriptors) {
      order.push_back({true, slots.size()});
      slots.push_back(pointer);
      continue;
    }
    // A buffer of another rank passes only to a rank-1 memref (as its
    // element count); the words are the runtime's, as on the GPU.
    if (arg.shape.size() != param.rank && param.rank != 1)
      return fail("argument " + std::to_string(i) + " has rank " +
                  std::to_string(arg.shape.size()) + ", the memref " +
                  std::to_string(param.rank));
    for (uint64_t word : rt::descriptorWords(
             pointer, arg.shape, static_cast<int64_t>(param.rank))) {
      order.push_back({true, slots.size()});
      slots.push_back(word);
    }
  }
  // A struct's pointer fields: the address of the buffer each names, as
  // the kernel sees it (in a copy: the caller's bytes stay as given).
  std::vector<std::vector<unsigned char>> patched(args.size());
  for (size_t i = 0; i < args.size(); ++i) {
    if (args[i].pointers.empty())
      continue;
    patched[i].assign(static_cast<unsigned char *>(args[i].data),
                      static_cast<unsigned char *>(args[i].data) +
                          args[i].bytes);
    for (auto [offset, target] : args[i].pointers) {
      if (target >= args.size() || !args[target].isBuffer ||
          (!args[target].extra && info->params[target].byvalBytes) ||
          offset + 8 > args[i].bytes)
        return fail("argument " + std::to_string(i) +
                    ": a pointer field names argument " +
                    std::to_string(target) + ", which is not a buffer");
      auto address = reinterpret_cast<uint64_t>(guarded[target].data());
      std::memcpy(patched[i].data() + offset, &address, 8);
    }
  }
  std::vector<void *> params;
  for (auto [isSlot, index] : order)
    params.push_back(isSlot ? static_cast<void *>(&slots[index])
                     : patched[index].empty()
                         ? args[index].data
                         : static_cast<void *>(patched[index].data()));

  result = this->launch(kernel, params.data(), launch, regions);
  for (size_t i = 0; i < args.size(); ++i)
    if (args[i].isBuffer && args[i].bytes &&
        (args[i].extra || !info->params[i].byvalBytes))
      std::memcpy(args[i].data, guarded[i].data(), args[i].bytes);
  return result;
}
