//===- HostEntry.cpp - Run a tile kernel or host function with buffers ----===//
//
// Part of warptile. See HostEntry.h: checks a caller's buffers and scalars
// against a tile.kernel's or host function's parameters and synthesizes
// @__warptile_entry, which moves them to the device, launches (tile.launch)
// or calls, and moves them back.
//
//===----------------------------------------------------------------------===//

#include "warptile/Pipelines/HostEntry.h"

#include "warptile/Dialect/Tile/IR/TileOps.h"
#include "warptile/Pipelines/KernelSignatures.h"
#include "warptile/Pipelines/Pipelines.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/IR/Builders.h"
#include "mlir/IR/IRMapping.h"
#include "mlir/IR/Verifier.h"
#include "mlir/Interfaces/CallInterfaces.h"
#include "mlir/Interfaces/FunctionInterfaces.h"
#include "mlir/Pass/PassManager.h"


using namespace mlir;
using namespace mlir::warptile;

bool mlir::warptile::hasTileKernels(ModuleOp module) {
  return !module.getOps<tile::KernelOp>().empty();
}

static std::string whyNotCallable(func::FuncOp func);

std::string mlir::warptile::whyMainNeedsMore(ModuleOp module) {
  auto main =
      dyn_cast_or_null<FunctionOpInterface>(module.lookupSymbol("main"));
  if (!main || main.isExternal())
    return "the module has no function @main to run";
  unsigned count = main.getNumArguments();
  if (count == 0)
    return "";
  if (auto func = dyn_cast<func::FuncOp>(main.getOperation()))
    if (std::string why = whyNotCallable(func); !why.empty())
      return "@main takes " + std::to_string(count) + " argument" +
             (count == 1 ? "" : "s") + " and " + why +
             ", so warp-run cannot call it";
  if (!isa<func::FuncOp>(main.getOperation()))
    return "@main takes arguments and is not a func.func; warp-run calls "
           "only a @main without parameters or a func.func taking memrefs "
           "and scalars";
  return "@main takes " + std::to_string(count) + " argument" +
         (count == 1 ? "" : "s") + "; give one --arg per parameter";
}

LogicalResult mlir::warptile::lowerTileKernels(ModuleOp module,
                                               StringRef chip) {
  if (!hasTileKernels(module))
    return success();
  PassManager pm(module.getContext());
  buildTileToGPUPipeline(pm, /*numWarps=*/0, /*dropHost=*/false, chip);
  return pm.run(module);
}

/// Why a host function cannot be called with buffers and scalars alone,
/// or "" when it can.
static std::string whyNotCallable(func::FuncOp func) {
  if (func.isDeclaration())
    return "is a declaration";
  if (func.getName() == kHostEntryName || func.getName() == kHostLaunchName)
    return "is a synthesized entry";
  if (func.getNumResults() != 0)
    return "returns values";
  for (auto [i, type] : llvm::enumerate(func.getArgumentTypes())) {
    std::string where = "parameter " + std::to_string(i) + " ";
    if (auto memref = dyn_cast<MemRefType>(type)) {
      if (!memref.getLayout().isIdentity())
        return where + "is a memref with a layout (buffers are row-major "
                       "and contiguous)";
      if (memref.getMemorySpace())
        return where + "is a memref in a memory space";
      continue;
    }
    if (type.isInteger(1))
      return where + "is an i1, which no argument spells";
    if (!type.isIntOrIndexOrFloat())
      return where + "is neither a ranked memref nor a number";
  }
  return "";
}

static bool takesBuffersAndScalars(func::FuncOp func) {
  return whyNotCallable(func).empty();
}

EntryTargets mlir::warptile::findEntryTargets(ModuleOp module) {
  EntryTargets targets;
  for (auto kernel : module.getOps<tile::KernelOp>())
    targets.tileKernels.push_back(kernel.getSymName().str());
  for (auto func : module.getOps<func::FuncOp>())
    if (takesBuffersAndScalars(func))
      targets.hostFunctions.push_back(func.getName().str());
  return targets;
}

namespace {
/// A parameter of the target as the entry must supply it.
struct Param {
  enum Kind { Buffer, View, Part, Scalar } kind;
  Type type;                 ///< the parameter's own type
  Type element;              ///< a buffer's, view's or partition's
  SmallVector<int64_t> shape; ///< Buffer and View: sizes (maybe dynamic)
  unsigned rank = 0;
};

std::string typeName(Type type) {
  return getLaunchTypeName(type) == "index" ? "i64" : getLaunchTypeName(type);
}

std::string shapeText(ArrayRef<int64_t> shape) {
  std::string text;
  for (int64_t d : shape)
    text += (text.empty() ? "" : "x") +
            (ShapedType::isDynamic(d) ? std::string("?") : std::to_string(d));
  return text;
}

/// The reason `arg` does not fit `param`, or "".
std::string mismatch(const Param &param, const EntryArg &arg) {
  if (param.kind == Param::Scalar) {
    if (arg.isBuffer)
      return "is a scalar " + getLaunchTypeName(param.type) + ", not a buffer";
    if (arg.type != typeName(param.type))
      return "is " + getLaunchTypeName(param.type) + ", not " + arg.type;
    return "";
  }
  std::string what = param.kind == Param::Part ? "a partition of a buffer of "
                                               : "a buffer of ";
  if (!arg.isBuffer)
    return "is " + what + getLaunchTypeName(param.element) + ", not a scalar";
  if (arg.type != typeName(param.element))
    return "holds " + getLaunchTypeName(param.element) + ", not " + arg.type;
  if (arg.shape.size() != param.rank)
    return "has rank " + std::to_string(param.rank) + ", the buffer " +
           std::to_string(arg.shape.size());
  for (auto [want, have] : llvm::zip(param.shape, arg.shape))
    if (!ShapedType::isDynamic(want) && want != have)
      return "is " + shapeText(param.shape) + ", the buffer " +
             shapeText(arg.shape);
  return "";
}

/// The parameters of the target, or failure with `error`.
LogicalResult paramsOf(Operation *target, SmallVector<Param> &params) {
  if (auto kernel = dyn_cast<tile::KernelOp>(target)) {
    for (BlockArgument arg : kernel.getBody().getArguments()) {
      Type type = arg.getType();
      if (isa<tile::TokenType>(type))
        continue;
      if (auto view = dyn_cast<tile::ViewType>(type))
        params.push_back({Param::View, type, view.getElementType(),
                          SmallVector<int64_t>(view.getShape()),
                          unsigned(view.getRank())});
      else if (auto part = dyn_cast<tile::PartType>(type))
        params.push_back({Param::Part, type, part.getElementType(),
                          SmallVector<int64_t>(part.getShape().size(),
                                               ShapedType::kDynamic),
                          unsigned(part.getShape().size())});
      else if (auto mapped = dyn_cast<tile::MappedPartType>(type))
        params.push_back({Param::Part, type, mapped.getElementType(),
                          SmallVector<int64_t>(mapped.getShape().size(),
                                               ShapedType::kDynamic),
                          unsigned(mapped.getShape().size())});
      else
        params.push_back({Param::Scalar, type, Type(), {}, 0});
    }
    return success();
  }
  for (Type type : cast<func::FuncOp>(target).getArgumentTypes()) {
    if (auto memref = dyn_cast<MemRefType>(type))
      params.push_back({Param::Buffer, type, memref.getElementType(),
                        SmallVector<int64_t>(memref.getShape()),
                        unsigned(memref.getRank())});
    else
      params.push_back({Param::Scalar, type, Type(), {}, 0});
  }
  return success();
}

/// Names for a list: "a, b and c".
std::string listNames(const std::vector<std::string> &names) {
  std::string text;
  for (size_t i = 0; i < names.size(); ++i)
    text += (i == 0 ? "" : i + 1 == names.size() ? " and " : ", ") +
            ("@" + names[i]);
  return text.empty() ? "none" : text;
}
/// Device copies of the buffers among `values` (the entry's arguments),
/// which take their places; one blocking wait after the copies.
void copyToDevice(OpBuilder &b, Location loc, ArrayRef<Param> params,
                  MutableArrayRef<Value> values) {
  Type tokenType = gpu::AsyncTokenType::get(b.getContext());
  Value token =
      gpu::WaitOp::create(b, loc, tokenType, ValueRange()).getAsyncToken();
  for (auto [param, value] : llvm::zip(params, values)) {
    if (param.kind == Param::Scalar)
      continue;
    auto alloc = gpu::AllocOp::create(b, loc, value.getType(), tokenType,
                                      ValueRange{token}, ValueRange(),
                                      ValueRange(), /*hostShared=*/false);
    token = gpu::MemcpyOp::create(b, loc, tokenType,
                                  ValueRange{alloc.getAsyncToken()},
                                  alloc.getMemref(), value)
                .getAsyncToken();
    value = alloc.getMemref();
  }
  gpu::WaitOp::create(b, loc, Type(), ValueRange{token});
}

/// Every device buffer back to the caller's (`host`), then freed; one
/// blocking wait at the end.
void copyBackAndFree(OpBuilder &b, Location loc, ArrayRef<Param> params,
                     ValueRange host, ArrayRef<Value> device) {
  Type tokenType = gpu::AsyncTokenType::get(b.getContext());
  Value token =
      gpu::WaitOp::create(b, loc, tokenType, ValueRange()).getAsyncToken();
  for (auto [i, param] : llvm::enumerate(params)) {
    if (param.kind == Param::Scalar)
      continue;
    token = gpu::MemcpyOp::create(b, loc, tokenType, ValueRange{token},
                                  host[i], device[i])
                .getAsyncToken();
    token = gpu::DeallocOp::create(b, loc, tokenType, ValueRange{token},
                                   device[i])
                .getAsyncToken();
  }
  gpu::WaitOp::create(b, loc, Type(), ValueRange{token});
}

/// What the target is passed, from the scalars and device buffers
/// `values`: buffers and views cast to the parameter's type, partition
/// parameters partitioned (masked only where a block overhangs the buffer:
/// a buffer the blocks divide launches as an unmasked partition would).
SmallVector<Value> targetOperands(OpBuilder &b, Location loc,
                                  ArrayRef<Param> params,
                                  const std::vector<EntryArg> &args,
                                  ArrayRef<Value> values) {
  SmallVector<Value> operands;
  for (auto [param, arg, value] : llvm::zip(params, args, values)) {
    switch (param.kind) {
    case Param::Scalar:
      operands.push_back(value);
      break;
    case Param::Buffer:
    case Param::View: {
      auto type = MemRefType::get(param.shape, param.element);
      operands.push_back(value.getType() == type
                             ? value
                             : memref::CastOp::create(b, loc, type, value));
      break;
    }
    case Param::Part: {
      ArrayRef<int64_t> block =
          isa<tile::PartType>(param.type)
              ? cast<tile::PartType>(param.type).getShape()
              : cast<tile::MappedPartType>(param.type).getShape();
      bool overhang = false;
      for (auto [size, tile] : llvm::zip(arg.shape, block))
        overhang |= size % tile != 0;
      operands.push_back(tile::PartitionOp::create(
          b, loc, param.type, value, overhang ? b.getUnitAttr() : UnitAttr()));
      break;
    }
    }
  }
  return operands;
}
} // namespace

LogicalResult mlir::warptile::addHostEntry(ModuleOp module,
                                           std::string &target,
                                           const std::vector<EntryArg> &args,
                                           std::string &error,
                                           EntryKind kind) {
  EntryTargets targets = findEntryTargets(module);
  if (target.empty()) {
    if (targets.tileKernels.size() != 1) {
      error = targets.tileKernels.empty()
                  ? "the module has no tile.kernel to launch"
                  : "the module has " +
                        std::to_string(targets.tileKernels.size()) +
                        " tile kernels (" + listNames(targets.tileKernels) +
                        "); pick one";
      return failure();
    }
    target = targets.tileKernels.front();
  }
  Operation *op = module.lookupSymbol(target);
  bool isKernel = op && isa<tile::KernelOp>(op);
  auto func = dyn_cast_or_null<func::FuncOp>(op);
  if (func && !isKernel && !takesBuffersAndScalars(func)) {
    error = "function @" + target + " " + whyNotCallable(func) +
            "; it cannot be called with buffers and scalars";
    return failure();
  }
  if (!isKernel && !func) {
    error = "no tile kernel or host function @" + target +
            " to run with buffers (tile kernels: " +
            listNames(targets.tileKernels) +
            "; host functions taking memrefs and scalars: " +
            listNames(targets.hostFunctions) + ")";
    return failure();
  }
  bool copies = kind == EntryKind::Copy;
  const char *entryName = copies ? kHostEntryName : kHostLaunchName;
  if (module.lookupSymbol(entryName)) {
    error = std::string("the module already defines @") + entryName;
    return failure();
  }

  SmallVector<Param> params;
  if (failed(paramsOf(op, params)))
    return failure();
  std::string what = (isKernel ? "tile kernel @" : "function @") + target;
  if (params.size() != args.size()) {
    error = what + " takes " + std::to_string(params.size()) + " argument" +
            (params.size() == 1 ? "" : "s") +
            (isKernel ? " (its token is not passed), " : ", ") +
            std::to_string(args.size()) + " given";
    return failure();
  }
  for (auto [i, param, arg] : llvm::enumerate(params, args)) {
    std::string why = mismatch(param, arg);
    if (!why.empty()) {
      error = "argument " + std::to_string(i) +
              (arg.spec.empty() ? "" : " ('" + arg.spec + "')") +
              ": parameter " + std::to_string(i) + " of " + what + " " + why;
      return failure();
    }
  }

  // The entry's ops carry the target's location: a diagnostic of the
  // partitions or launch points at the kernel they are made for.
  Location loc = op->getLoc();
  MLIRContext *context = module.getContext();
  context->loadDialect<arith::ArithDialect, func::FuncDialect,
                       gpu::GPUDialect, LLVM::LLVMDialect,
                       memref::MemRefDialect, scf::SCFDialect>();
  OpBuilder b = OpBuilder::atBlockEnd(module.getBody());
  SmallVector<Type> entryTypes;
  for (auto [param, arg] : llvm::zip(params, args))
    entryTypes.push_back(param.kind == Param::Scalar
                             ? param.type
                             : MemRefType::get(arg.shape, param.element));
  if (!copies)
    entryTypes.push_back(b.getIndexType()); // how many launches
  auto entry = func::FuncOp::create(b, loc, entryName,
                                    b.getFunctionType(entryTypes, {}));
  entry->setAttr(LLVM::LLVMDialect::getEmitCWrapperAttrName(),
                 UnitAttr::get(context));
  Block *body = entry.addEntryBlock();
  b.setInsertionPointToStart(body);

  // Device copies of every buffer, or the caller's device buffers: the
  // entry's arguments with the buffers replaced.
  SmallVector<Value> device(body->getArguments().take_front(params.size()));
  if (copies) {
    copyToDevice(b, loc, params, device);
  } else {
    // for %i = 0 to %count: the partitions and the launch.
    Value zero = arith::ConstantIndexOp::create(b, loc, 0);
    Value one = arith::ConstantIndexOp::create(b, loc, 1);
    auto loop = scf::ForOp::create(b, loc, zero, body->getArguments().back(),
                                   one);
    b.setInsertionPointToStart(loop.getBody());
  }
  SmallVector<Value> operands = targetOperands(b, loc, params, args, device);
  if (isKernel) {
    tile::LaunchOp::create(b, loc, FlatSymbolRefAttr::get(context, target),
                           operands);
  } else if (copies) {
    func::CallOp::create(b, loc, func, operands);
  } else {
    // Inlined, not called: the function's launches become the entry's own,
    // which streamLaunches queues on its one stream.
    if (!func.getBody().hasOneBlock()) {
      entry.erase();
      error = what + " has " + std::to_string(func.getBlocks().size()) +
              " blocks; @" + kHostLaunchName +
              " inlines it into its loop of launches, which takes one";
      return failure();
    }
    IRMapping mapping;
    mapping.map(func.getArguments(), operands);
    for (Operation &inner : func.getBody().front().without_terminator())
      b.clone(inner, mapping);
  }

  b.setInsertionPointToEnd(body);
  if (copies)
    copyBackAndFree(b, loc, params, body->getArguments(), device);
  func::ReturnOp::create(b, loc);

  if (failed(verify(entry))) {
    entry.erase();
    error = "the arguments do not make the partitions " + what + " needs";
    return failure();
  }
  return success();
}

/// Whether `func`, or a function it calls, holds gpu ops. `seen` holds
/// the functions already asked about (false for them: a call cycle ends).
static bool usesGpu(FunctionOpInterface func, SymbolTableCollection &symbols,
                    DenseSet<Operation *> &seen) {
  if (!seen.insert(func).second)
    return false;
  WalkResult walk = func.walk([&](Operation *op) {
    if (isa_and_nonnull<gpu::GPUDialect>(op->getDialect()))
      return WalkResult::interrupt();
    auto call = dyn_cast<CallOpInterface>(op);
    auto callee = call ? dyn_cast_or_null<FunctionOpInterface>(
                             call.resolveCallableInTable(&symbols))
                       : FunctionOpInterface();
    return callee && usesGpu(callee, symbols, seen) ? WalkResult::interrupt()
                                                    : WalkResult::advance();
  });
  return walk.wasInterrupted();
}

LogicalResult mlir::warptile::streamLaunches(ModuleOp module) {
  auto entry = module.lookupSymbol<func::FuncOp>(kHostLaunchName);
  if (!entry || entry.isExternal())
    return success();
  MLIRContext *context = module.getContext();
  SmallVector<gpu::LaunchFuncOp> launches;
  WalkResult walk = entry.walk([&](gpu::AsyncOpInterface op) {
    auto launch = dyn_cast<gpu::LaunchFuncOp>(op.getOperation());
    if (!launch || launch.getAsyncToken() ||
        !launch.getAsyncDependencies().empty()) {
      op->emitError("@")
          << kHostLaunchName << " holds '" << op->getName()
          << "' beside the synchronous launches tile.launch lowers to; it "
             "cannot queue it";
      return WalkResult::interrupt();
    }
    launches.push_back(launch);
    return WalkResult::advance();
  });
  if (walk.wasInterrupted())
    return failure();
  // A function the entry calls would launch on streams of its own.
  SymbolTableCollection symbols;
  DenseSet<Operation *> seen;
  WalkResult calls = entry.walk([&](CallOpInterface call) {
    auto callee = dyn_cast_or_null<FunctionOpInterface>(
        call.resolveCallableInTable(&symbols));
    if (!callee || !usesGpu(callee, symbols, seen))
      return WalkResult::advance();
    call->emitError("@")
        << kHostLaunchName << " calls @" << callee.getName()
        << ", which runs gpu ops; its launches cannot be queued on the "
           "entry's stream";
    return WalkResult::interrupt();
  });
  if (calls.wasInterrupted())
    return failure();

  // One stream: MLIR's gpu-to-llvm runs a launch with one dependency on
  // that dependency's stream, so every launch after `gpu.wait async` (a
  // new stream) queues on it, in program order, loops included.
  Block &body = entry.getBody().front();
  Location loc = entry.getLoc();
  Type tokenType = gpu::AsyncTokenType::get(context);
  OpBuilder b = OpBuilder::atBlockBegin(&body);
  Value stream =
      gpu::WaitOp::create(b, loc, tokenType, ValueRange()).getAsyncToken();
  for (gpu::LaunchFuncOp launch : launches) {
    b.setInsertionPoint(launch);
    std::optional<gpu::KernelDim3> cluster;
    if (launch.hasClusterSize())
      cluster = launch.getClusterSizeOperandValues();
    auto queued = gpu::LaunchFuncOp::create(
        b, launch.getLoc(), launch.getKernel(),
        launch.getGridSizeOperandValues(), launch.getBlockSizeOperandValues(),
        launch.getDynamicSharedMemorySize(), launch.getKernelOperands(),
        tokenType, ValueRange{stream}, cluster);
    queued->setDiscardableAttrs(launch->getDiscardableAttrDictionary());
    launch.erase();
  }
  // The end waits for the stream itself. In the gpu dialect's terms the
  // first token is complete at once (the canonicalizer drops `gpu.wait`
  // on it), and the launches' tokens do not leave their blocks; so the
  // stream is synchronized and destroyed by the runtime functions
  // gpu-to-llvm calls for a `gpu.wait`, on the token's lowered value.
  b.setInsertionPoint(body.getTerminator());
  auto pointer = LLVM::LLVMPointerType::get(context);
  Value handle =
      UnrealizedConversionCastOp::create(b, loc, pointer, stream).getResult(0);
  OpBuilder top = OpBuilder::atBlockEnd(module.getBody());
  for (const char *name : {"mgpuStreamSynchronize", "mgpuStreamDestroy"}) {
    auto callee = module.lookupSymbol<LLVM::LLVMFuncOp>(name);
    if (!callee)
      callee = LLVM::LLVMFuncOp::create(
          top, loc, name,
          LLVM::LLVMFunctionType::get(LLVM::LLVMVoidType::get(context),
                                      {pointer}));
    LLVM::CallOp::create(b, loc, callee, ValueRange{handle});
  }
  return success();
}

LogicalResult mlir::warptile::prepareEntries(ModuleOp module,
                                             std::string &target,
                                             const std::vector<EntryArg> &args,
                                             ArrayRef<EntryKind> kinds,
                                             std::string &error,
                                             StringRef chip) {
  for (EntryKind kind : kinds)
    if (failed(addHostEntry(module, target, args, error, kind)))
      return failure();
  if (failed(lowerTileKernels(module, chip))) {
    error = "the tile kernels do not lower";
    return failure();
  }
  if (failed(streamLaunches(module))) {
    error = std::string("the launches of @") + kHostLaunchName +
            " cannot be queued on one stream";
    return failure();
  }
  return success();
}

EntryArguments::EntryArguments(const std::vector<EntryArg> &args) {
  for (const EntryArg &arg : args)
    if (arg.isBuffer)
      addBuffer(arg.data, arg.shape);
    else
      addScalar(arg.data);
}

void EntryArguments::addBuffer(void *data, const std::vector<int64_t> &shape) {
  auto pointer = static_cast<int64_t>(reinterpret_cast<intptr_t>(data));
  std::vector<int64_t> descriptor = {pointer, pointer, 0};
  descriptor.insert(descriptor.end(), shape.begin(), shape.end());
  std::vector<int64_t> strides(shape.size(), 1);
  for (size_t d = shape.size(); d-- > 1;)
    strides[d - 1] = strides[d] * shape[d];
  descriptor.insert(descriptor.end(), strides.begin(), strides.end());
  order.push_back({true, descriptors.size()});
  descriptors.push_back(std::move(descriptor));
}

void EntryArguments::addScalar(void *bytes) {
  order.push_back({false, scalars.size()});
  scalars.push_back(bytes);
}

llvm::SmallVector<void *> &EntryArguments::packed() {
  descriptorPointers.clear();
  for (std::vector<int64_t> &descriptor : descriptors)
    descriptorPointers.push_back(descriptor.data());
  pointers.clear();
  for (auto [isBuffer, index] : order)
    pointers.push_back(isBuffer ? static_cast<void *>(&descriptorPointers[index])
                                : scalars[index]);
  return pointers;
}
