//===- TileHost.cpp - tile.partition and tile.launch ----------------------===//
//
// Part of warptile. The host half of the guarantee: partitions tile their
// buffer (T6) inside the grid (T2) with an injective layout (T13) of
// writable memory (T17), launches match their kernel (T10), pass a mutable
// buffer once by provenance (T5), and host ops run in program order (T16).
//
//===----------------------------------------------------------------------===//

#include "warptile/Dialect/Tile/IR/TileOps.h"

#include "Disjointness.h"
#include "PartitionMap.h"
#include "Provenance.h"
#include "TileShapes.h"
#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/IR/BuiltinOps.h"
#include "llvm/ADT/DenseSet.h"
#include "llvm/ADT/SetVector.h"
#include "llvm/Support/FormatVariadic.h"

using namespace mlir;
using namespace mlir::tile;

/// T16: the first op around `op` (up to the module) that may run it
/// concurrently with itself or out of program order: a parallel loop, a
/// gpu.launch body, a device function or a tile.kernel (whose body every
/// program runs at once; an unsafe one may call host functions), an op the
/// verifier does not know.
static Operation *concurrentAncestor(Operation *op) {
  for (Operation *p = op->getParentOp(); p; p = p->getParentOp()) {
    if (isa<ModuleOp>(p) || runsRegionsSequentially(p))
      continue;
    if (isa<FunctionOpInterface>(p) && !isa<KernelOp>(p) &&
        p->getName().getStringRef() != "gpu.func")
      continue;
    return p;
  }
  return nullptr;
}

/// T11 and T16: a host op stands outside the kernels, in host code that
/// runs in program order.
static LogicalResult verifyOnHost(Operation *op) {
  if (op->getParentOfType<KernelOp>())
    return op->emitOpError("T11: is a host op and stands outside a "
                           "tile.kernel");
  if (Operation *concurrent = concurrentAncestor(op))
    return op->emitOpError("T16: stands in '")
           << concurrent->getName()
           << "', whose regions may run concurrently or out of order; "
              "launches and partitions run in the host's program order";
  return success();
}

static bool isAsyncToken(Type type) {
  return type.getAbstractType().getName() == "gpu.async_token";
}

//===----------------------------------------------------------------------===//
// PartitionOp
//===----------------------------------------------------------------------===//

/// The number of blocks along each dimension; dynamic where the buffer is.
static SmallVector<int64_t> blockGrid(MemRefType buffer,
                                      ArrayRef<int64_t> block) {
  SmallVector<int64_t> grid;
  for (auto [size, tile] : llvm::zip(buffer.getShape(), block))
    grid.push_back(ShapedType::isDynamic(size)
                       ? ShapedType::kDynamic
                       : llvm::divideCeil(size, tile));
  return grid;
}

SmallVector<int64_t> PartitionOp::getGrid() {
  auto [block, element] = blockOf(getType());
  SmallVector<int64_t> grid = blockGrid(getBuffer().getType(), block);
  auto mapped = dyn_cast<MappedPartType>(getType());
  if (!mapped)
    return grid;
  // Static: T6 rejects dynamic buffers of mapped partitions and counts that
  // overflow.
  std::optional<int64_t> blocks = staticProduct(grid);
  if (!blocks)
    return {ShapedType::kDynamic};
  return {*blocks / mapped.getIterations()};
}

/// T13: empty when `type`'s layout maps distinct in-bounds indices to
/// distinct elements; otherwise why that is not proven. Dimensions of size 1
/// do not count; the others, sorted by stride, must each step over the
/// whole reach of the smaller ones (mixed radix), which identity, padded and
/// transposed layouts do and stride 0, repeated strides and `floordiv`
/// layouts do not. A dynamic stride could be 0 at run time; without a
/// lowering to check it there, it is rejected.
static std::string whyNotInjective(MemRefType type) {
  if (type.getLayout().isIdentity())
    return {};
  SmallVector<int64_t> strides;
  int64_t offset;
  if (failed(type.getStridesAndOffset(strides, offset)))
    return "its layout is not strided";
  SmallVector<std::pair<uint64_t, int64_t>> dims; // (|stride|, size)
  for (auto [d, size, stride] : llvm::enumerate(type.getShape(), strides)) {
    if (size == 1)
      continue;
    if (ShapedType::isDynamic(stride))
      return llvm::formatv("the stride of dimension {0} is dynamic and could "
                           "be 0 at run time",
                           d)
          .str();
    dims.push_back({stride < 0 ? -static_cast<uint64_t>(stride)
                               : static_cast<uint64_t>(stride),
                    size});
  }
  llvm::stable_sort(dims, [](auto a, auto b) { return a.first < b.first; });
  // The largest offset the smaller dimensions reach.
  uint64_t reach = 0;
  for (auto [i, dim] : llvm::enumerate(dims)) {
    auto [stride, size] = dim;
    if (stride <= reach)
      return llvm::formatv("a stride of {0} does not step over the {1} "
                           "elements the smaller strides reach",
                           stride, reach + 1)
          .str();
    if (ShapedType::isDynamic(size)) {
      if (i + 1 != dims.size())
        return "a dynamic size under a larger stride may reach it";
      continue;
    }
    std::optional<uint64_t> span =
        llvm::checkedMulUnsigned(stride, static_cast<uint64_t>(size - 1));
    std::optional<uint64_t> next =
        span ? llvm::checkedAddUnsigned(reach, *span) : std::nullopt;
    if (!next || *next > static_cast<uint64_t>(INT64_MAX))
      return "its largest offset overflows 64 bits";
    reach = *next;
  }
  return {};
}

/// T13: the views a launched buffer may pass on the way to its memory stay
/// inside it. `memref.reinterpret_cast`, `memref.view` and views the
/// verifier does not know reinterpret memory with sizes and strides of
/// their own, so the buffer could reach past its allocation (into another
/// buffer of the launch).
static Operation *reinterpretingView(const Provenance &provenance) {
  for (Operation *view : provenance.views)
    if (!isa<memref::CastOp, memref::SubViewOp, memref::ExpandShapeOp,
             memref::CollapseShapeOp, memref::TransposeOp,
             memref::AssumeAlignmentOp>(view))
      return view;
  return nullptr;
}

/// T13 for a partitioned buffer: every memref type from the buffer down to
/// its roots has an injective layout (a memref.cast cannot hide a stride of
/// 0 behind an identity layout), and no view reinterprets memory.
static LogicalResult verifyPartitionedLayout(PartitionOp op,
                                             const Provenance &provenance) {
  if (Operation *view = reinterpretingView(provenance))
    return op.emitOpError("T13: the buffer comes through '")
           << view->getName()
           << "', which reinterprets memory: the partition's blocks could "
              "overlap or leave the allocation";
  SmallVector<MemRefType> types{op.getBuffer().getType()};
  for (Operation *view : provenance.views)
    for (Value v : llvm::concat<Value>(view->getOperands(), view->getResults()))
      if (auto type = dyn_cast<MemRefType>(v.getType()))
        types.push_back(type);
  for (const BufferRoot &root : provenance.roots)
    if (auto type = root.value ? dyn_cast<MemRefType>(root.value.getType())
                               : MemRefType())
      types.push_back(type);
  for (MemRefType type : types) {
    std::string why = whyNotInjective(type);
    if (!why.empty())
      return op.emitOpError("T13: the layout of ")
             << type << " may map two elements of the partitioned buffer to "
             << "one address (" << why << "), so two programs could write "
             << "one element";
  }
  return success();
}

LogicalResult PartitionOp::verify() {
  if (failed(verifyOnHost(*this)))
    return failure();
  MemRefType buffer = getBuffer().getType();
  auto [block, element] = blockOf(getType());
  if (buffer.getRank() != static_cast<int64_t>(block.size()) ||
      buffer.getElementType() != element)
    return emitOpError("T6: a partition has the rank and element type of "
                       "its buffer ")
           << buffer;
  if (!staticProduct(buffer.getShape()))
    return emitOpError("T6: the buffer's element count overflows 64 bits");
  for (auto [d, size, tile] : llvm::enumerate(buffer.getShape(), block)) {
    if (getMasked() || tile == 1)
      continue;
    if (ShapedType::isDynamic(size))
      return emitOpError("T6: dimension ")
             << d << " of the buffer is dynamic, so blocks of " << tile
             << " along it may not divide it; mark the partition `masked`";
    if (size % tile != 0)
      return emitOpError("T6: blocks of ")
             << tile << " do not divide dimension " << d << " (" << size
             << "); mark the partition `masked` to skip the tail";
  }

  Provenance provenance = computeProvenance(getBuffer());
  if (failed(verifyPartitionedLayout(*this, provenance)))
    return failure();
  for (const BufferRoot &root : provenance.roots)
    if (root.isConstantGlobal())
      return emitOpError("T17: partitions the constant global @")
             << cast<memref::GlobalOp>(root.global).getSymName()
             << ", which is read-only memory";

  auto mapped = dyn_cast<MappedPartType>(getType());
  if (!mapped)
    return success();

  if (!buffer.hasStaticShape())
    return emitOpError("T6: a mapped partition needs a statically shaped "
                       "buffer, so that its map is checked against the grid");
  std::optional<int64_t> counted = staticProduct(blockGrid(buffer, block));
  if (!counted)
    return emitOpError("T6: the buffer's block count overflows 64 bits");
  int64_t blocks = *counted;
  int64_t iterations = mapped.getIterations();
  if (blocks % iterations != 0)
    return emitOpError("T6: the buffer has ")
           << blocks << " blocks, not a multiple of the " << iterations
           << " iterations of its mapped partition";
  // T2 inside the grid: with non-negative coefficients (checked by the
  // type), the last program's last iteration reaches the largest block.
  int64_t programs = blocks / iterations;
  if (programs == 0)
    return success(); // An empty buffer: no program, no block.
  std::string why;
  std::optional<LinearPartitionMap> map = linearize(mapped.getMap(), why);
  if (!map) {
    // floordiv or mod (the type checked the rest): every block of this
    // grid, one by one.
    why = checkOnGrid(mapped.getMap(), programs, iterations, blocks);
    if (!why.empty())
      return emitOpError("T2: partition map ")
             << AffineMapAttr::get(mapped.getMap()) << " over " << iterations
             << " iteration" << (iterations == 1 ? "" : "s")
             << " is rejected on this buffer's grid: " << why;
    return success();
  }
  std::optional<int64_t> last =
      map->evaluate(programs - 1, iterations - 1, programs);
  if (!last)
    return emitOpError(llvm::formatv(
        "T2: with {0} programs, the block program {1} owns at iteration {2} "
        "overflows 64 bits",
        programs, programs - 1, iterations - 1));
  if (*last >= blocks)
    return emitOpError(llvm::formatv(
        "T2: with {0} programs, program {1} at iteration {2} owns block {3}, "
        "past the buffer's {4} blocks",
        programs, programs - 1, iterations - 1, *last, blocks));
  return success();
}

//===----------------------------------------------------------------------===//
// LaunchOp
//===----------------------------------------------------------------------===//

LogicalResult LaunchOp::verify() { return verifyOnHost(*this); }

/// One argument of a launch, as T5, T13 and T17 see it.
struct Passed {
  Provenance provenance;
  bool isMutable;
  bool isMemory;
  /// The buffer passed (a partition's buffer).
  Value memory;
};

/// How `arg` is passed to a launch: a buffer (shared), a partition's buffer
/// (mutable) or neither.
static Passed passedOf(Value arg) {
  if (isa<MemRefType>(arg.getType()))
    return {computeProvenance(arg), false, true, arg};
  if (auto partition = arg.getDefiningOp<PartitionOp>())
    return {computeProvenance(partition.getBuffer()), true, true,
            partition.getBuffer()};
  return {Provenance(), false, false, Value()};
}


/// T16: whether the asynchronous work `start` begins ends before anything
/// could launch: every token of it, through the async ops that depend on
/// it, is awaited by a blocking `gpu.wait` in the same block, and no op
/// between `start` and the last of those waits launches or calls (or holds
/// one that does). Work whose token leaves the block, or is never awaited,
/// may still run during a later launch.
static bool joinedBeforeAnyLaunch(Operation *start) {
  // Work in a region that may run beside the code after it (async.execute,
  // an op the verifier does not know) is never joined for that code.
  if (concurrentAncestor(start))
    return false;
  Block *block = start->getBlock();
  Operation *lastWait = nullptr;
  SmallVector<Operation *> worklist{start};
  llvm::DenseSet<Operation *> seen;
  while (!worklist.empty()) {
    Operation *op = worklist.pop_back_val();
    if (!seen.insert(op).second)
      continue;
    for (Value result : op->getResults()) {
      if (!isAsyncToken(result.getType()))
        continue;
      if (result.use_empty())
        return false;
      for (Operation *user : result.getUsers()) {
        if (user->getBlock() != block)
          return false;
        if (user->getName().getStringRef() == "gpu.wait" &&
            user->getNumResults() == 0) {
          if (!lastWait || lastWait->isBeforeInBlock(user))
            lastWait = user;
          continue;
        }
        // Only a GPU op that depends on the token continues the work (its
        // own token is then followed); anything else (a select, a loop, a
        // call, a return) may pass on one token and drop another.
        auto next = dyn_cast<gpu::AsyncOpInterface>(user);
        if (!next || !next.getAsyncToken() ||
            !llvm::is_contained(next.getAsyncDependencies(), result))
          return false;
        worklist.push_back(user);
      }
    }
  }
  // A wait before the work it waits for (a graph region, such as a
  // module's top level, orders no op before another) joins nothing
  // (issue 27 round 53: the scan below ran past the block's end).
  if (lastWait && !start->isBeforeInBlock(lastWait))
    return false;
  for (Operation *op = start->getNextNode(); op && op != lastWait;
       op = op->getNextNode()) {
    WalkResult launches = op->walk([](Operation *inner) {
      return isa<LaunchOp, CallOpInterface>(inner) ? WalkResult::interrupt()
                                                   : WalkResult::advance();
    });
    if (launches.wasInterrupted())
      return false;
  }
  return true;
}

/// T16: whether the function around `op` (or `op`, a function) launches
/// or calls anything: a token it holds from outside matters only then.
/// Each function is walked once (`walked` keeps the answers).
static bool mayLaunchAround(Operation *op,
                            llvm::DenseMap<Operation *, bool> &walked) {
  Operation *function = isa<FunctionOpInterface>(op)
                            ? op
                            : op->getParentOfType<FunctionOpInterface>();
  if (!function)
    return true;
  auto [known, inserted] = walked.try_emplace(function, false);
  if (inserted)
    known->second =
        function
            ->walk([](Operation *inner) {
              return isa<LaunchOp, CallOpInterface>(inner)
                         ? WalkResult::interrupt()
                         : WalkResult::advance();
            })
            .wasInterrupted();
  return known->second;
}

namespace {
/// What the checks across calls need of a module, computed in one walk:
/// every op that names a function (a reference from a nested module
/// counts too) and every launch.
struct ModuleCalls {
  llvm::DenseMap<Operation *, SmallVector<Operation *>> references;
  SmallVector<LaunchOp> launches;
  /// The call sites of the functions that lead to a launch.
  CallSites callers;
  /// Functions whose callers were checked (T16), and the result.
  llvm::DenseMap<Operation *, bool> inOrder;
  /// For an argument of a function with call sites: the memory its callers
  /// pass there (one level), computed once.
  llvm::DenseMap<Value, Provenance> passedByCallers;

  /// The first op that starts asynchronous GPU work (it returns a
  /// `!gpu.async.token`), which may still run while a launch does.
  Operation *asyncWork = nullptr;

  ModuleCalls(Operation *top, SymbolTableCollection &symbols) {
    llvm::DenseMap<Operation *, bool> launchingFunctions;
    top->walk([&](Operation *op) {
      if (auto launch = dyn_cast<LaunchOp>(op))
        launches.push_back(launch);
      if (!asyncWork && llvm::any_of(op->getResultTypes(), isAsyncToken) &&
          !joinedBeforeAnyLaunch(op))
        asyncWork = op;
      // A kernel launched on a stream of the caller's, and tokens that come
      // from outside (arguments of functions and regions), are work nothing
      // here joins.
      if (auto launch = dyn_cast<gpu::LaunchFuncOp>(op);
          !asyncWork && launch && launch.getAsyncObject())
        asyncWork = op;
      for (Region &region : op->getRegions())
        for (Block &block : region)
          if (!asyncWork &&
              llvm::any_of(block.getArgumentTypes(), isAsyncToken) &&
              mayLaunchAround(op, launchingFunctions))
            asyncWork = op;
      // A token made by anything but a GPU op (a cast of a handle an
      // external call returned) stands for work started out of sight.
      if (!asyncWork && !isa<gpu::AsyncOpInterface>(op) &&
          llvm::any_of(op->getResultTypes(), isAsyncToken))
        asyncWork = op;
      // Host GPU work in a region that runs beside the code after it
      // (async.execute): even a blocking copy there overlaps a launch.
      if (!asyncWork && op->getDialect() &&
          op->getDialect()->getNamespace() == "gpu")
        if (Operation *concurrent = concurrentAncestor(op))
          if (!isa<KernelOp>(concurrent) &&
              !isa<gpu::GPUFuncOp, gpu::LaunchOp, gpu::GPUModuleOp>(
                  concurrent))
            asyncWork = op;
      op->getAttrDictionary().walk([&](SymbolRefAttr ref) {
        Operation *target = symbols.lookupNearestSymbolFrom(op, ref);
        if (isa_and_nonnull<FunctionOpInterface>(target))
          references[target].push_back(op);
      });
    });
  }
};
} // namespace

/// T16 across calls: the function that holds `launch` is reached only by
/// direct calls standing in program order, and so are its callers. A
/// reference that is not a call (a function pointer) could run it anywhere.
/// Each function's callers are walked once per module.
static LogicalResult verifyCallersInOrder(LaunchOp launch,
                                          ModuleCalls &module) {
  auto function = launch->getParentOfType<FunctionOpInterface>();
  if (!function)
    return success();
  if (auto known = module.inOrder.find(function); known != module.inOrder.end())
    return success(known->second);
  llvm::SetVector<Operation *> functions;
  functions.insert(function);
  for (size_t i = 0; i < functions.size(); ++i) {
    Operation *callee = functions[i];
    auto uses = module.references.find(callee);
    if (uses == module.references.end())
      continue;
    StringRef name = cast<SymbolOpInterface>(callee).getName();
    for (Operation *user : uses->second) {
      auto reject = [&](const Twine &how, StringRef note) {
        module.inOrder[function] = false;
        InFlightDiagnostic diag = launch.emitOpError("T16: @")
                                  << name << ", which leads to this launch, "
                                  << how;
        diag.attachNote(user->getLoc()) << note;
        return diag;
      };
      if (!isa<CallOpInterface>(user))
        return reject("is referenced by '" + user->getName().getStringRef() +
                          "', not only called, so it may run out of program "
                          "order",
                      "referenced here");
      if (Operation *concurrent = concurrentAncestor(user))
        return reject("is called in '" + concurrent->getName().getStringRef() +
                          "', whose regions may run concurrently; launches "
                          "run in the host's program order",
                      "called here");
      auto &sites = module.callers[callee];
      if (!llvm::is_contained(sites, user))
        sites.push_back(cast<CallOpInterface>(user));
      if (auto caller = user->getParentOfType<FunctionOpInterface>())
        functions.insert(caller);
    }
  }
  module.inOrder[function] = true;
  return success();
}

/// T5 across calls: distinct arguments of a host function are trusted to be
/// distinct buffers only where the module cannot see the caller. For a
/// function called in the module, an argument root stands also for
/// whatever its callers pass there, so the memory the calls pass is added
/// to `provenance` (transitively, as a union over all call sites: sound,
/// and linear in the calls).
static void addCallerProvenance(Provenance &provenance, ModuleCalls &module) {
  llvm::DenseSet<std::pair<int, const void *>> known;
  auto key = [](const BufferRoot &root) {
    return std::pair(static_cast<int>(root.kind), root.identity);
  };
  for (const BufferRoot &root : provenance.roots)
    known.insert(key(root));
  for (size_t r = 0; r < provenance.roots.size(); ++r) {
    const BufferRoot root = provenance.roots[r];
    if (root.kind != BufferRoot::Kind::Argument)
      continue;
    auto arg = cast<BlockArgument>(root.value);
    auto sites = module.callers.find(arg.getOwner()->getParentOp());
    if (sites == module.callers.end())
      continue;
    auto [it, inserted] = module.passedByCallers.try_emplace(arg);
    Provenance &passed = it->second;
    if (inserted) {
      for (CallOpInterface call : sites->second) {
        OperandRange operands = call.getArgOperands();
        if (arg.getArgNumber() >= operands.size()) {
          if (passed.isKnown())
            passed.unknownAt = call;
          continue;
        }
        Provenance one = computeProvenance(operands[arg.getArgNumber()]);
        if (passed.isKnown() && !one.isKnown())
          passed.unknownAt = one.unknownAt;
        llvm::append_range(passed.roots, one.roots);
        llvm::append_range(passed.views, one.views);
      }
    }
    if (provenance.isKnown() && !passed.isKnown())
      provenance.unknownAt = passed.unknownAt;
    for (const BufferRoot &more : passed.roots)
      if (known.insert(key(more)).second)
        provenance.roots.push_back(more);
    llvm::append_range(provenance.views, passed.views);
  }
}

/// T13: no launched buffer reaches past its allocation. T5: a buffer passed
/// mutably is passed once, by provenance; memory whose provenance is
/// unknown may be any buffer of the launch. T17 again, for what callers
/// pass: a partitioned buffer is not a constant global.
static LogicalResult verifyDisjoint(LaunchOp launch, ArrayRef<Passed> passed,
                                    OverlapCheck &overlap, bool throughCalls) {
  StringRef how = throughCalls ? " (through the callers of the launching "
                                 "function)"
                               : "";
  for (auto [i, arg] : llvm::enumerate(passed)) {
    if (!arg.isMemory)
      continue;
    if (Operation *view = reinterpretingView(arg.provenance))
      return launch.emitOpError("T13: argument ")
             << i << " comes through '" << view->getName()
             << "', which reinterprets memory and could reach past its "
                "allocation into another buffer of the launch"
             << how;
    if (!arg.provenance.isKnown()) {
      InFlightDiagnostic diag =
          launch.emitOpError("T5: the memory of argument ")
          << i << " comes through '" << arg.provenance.unknownAt->getName()
          << "', which the verifier does not follow, so it may alias a "
             "buffer the launch writes"
          << how;
      diag.attachNote(arg.provenance.unknownAt->getLoc())
          << "provenance lost here";
      return diag;
    }
    if (arg.isMutable)
      for (const BufferRoot &root : arg.provenance.roots)
        if (root.isConstantGlobal())
          return launch.emitOpError("T17: argument ")
                 << i << " partitions the constant global @"
                 << cast<memref::GlobalOp>(root.global).getSymName()
                 << ", which is read-only memory" << how;
  }
  for (size_t j = 0; j < passed.size(); ++j)
    for (size_t i = 0; i < j; ++i) {
      if (!passed[i].isMemory || !passed[j].isMemory ||
          (!passed[i].isMutable && !passed[j].isMutable) ||
          !passed[i].provenance.sharesRootWith(passed[j].provenance))
        continue;
      // A shared root: disjoint static subviews, buffers a loop or a
      // recursion only permutes, and what each call site passes may still
      // keep the two apart (Disjointness.cpp).
      if (!overlap.mayOverlap(passed[i].memory, passed[j].memory))
        continue;
      return launch.emitOpError("T5: arguments ")
             << i << " and " << j
             << (overlap.gaveUp() ? " may pass one buffer, " : " pass one buffer, ")
             << (passed[i].isMutable && passed[j].isMutable
                     ? "mutably twice"
                     : "mutably and shared")
             << how << "; programs would race on it"
             << (overlap.gaveUp()
                     ? " (the check gave up: the chain of loops, calls or "
                       "views that makes them is too long or cyclic to "
                       "follow)"
                     : "");
    }
  return success();
}

/// T16 and T5/T13/T17 across calls, for every launch of the module at
/// once: the first launch of the module runs them, so that the module is
/// walked once, not once per launch, and reports at the launches.
static LogicalResult verifyAcrossCalls(LaunchOp self,
                                       SymbolTableCollection &symbols) {
  Operation *top = self;
  while (Operation *parent = top->getParentOp())
    top = parent;
  LaunchOp first;
  top->walk([&](LaunchOp launch) {
    first = launch;
    return WalkResult::interrupt();
  });
  if (first != self)
    return success();
  ModuleCalls module(top, symbols);
  // Without a lowering that orders them, asynchronous GPU work could write
  // or read a launch's buffers while its programs run.
  if (module.asyncWork) {
    InFlightDiagnostic diag =
        self.emitOpError("T16: the module starts asynchronous GPU work ('")
        << module.asyncWork->getName()
        << "' returns, takes or runs on a !gpu.async.token or stream), which "
           "may still run during a tile.launch; tile launches run in the "
           "host's program order";
    diag.attachNote(module.asyncWork->getLoc()) << "asynchronous work here";
    return diag;
  }
  bool ok = true;
  for (LaunchOp launch : module.launches) {
    if (failed(verifyCallersInOrder(launch, module))) {
      ok = false;
      continue;
    }
    auto function = launch->getParentOfType<FunctionOpInterface>();
    if (!function || !module.callers.count(function))
      continue;
    SmallVector<Passed> passed;
    for (Value arg : launch.getArgs()) {
      passed.push_back(passedOf(arg));
      if (passed.back().isMemory)
        addCallerProvenance(passed.back().provenance, module);
    }
    OverlapCheck overlap(&module.callers, [&](Provenance &provenance) {
      addCallerProvenance(provenance, module);
    });
    ok &= succeeded(
        verifyDisjoint(launch, passed, overlap, /*throughCalls=*/true));
  }
  return success(ok);
}

LogicalResult LaunchOp::verifySymbolUses(SymbolTableCollection &symbols) {
  auto kernel =
      symbols.lookupNearestSymbolFrom<KernelOp>(*this, getKernelAttr());
  if (!kernel)
    return emitOpError("T10: @") << getKernel() << " is not a tile.kernel";
  ArrayRef<Type> params = kernel.getArgumentTypes();
  if (params.empty() || !isa<TokenType>(params.back()))
    return emitOpError("T10: @") << getKernel() << " has no token parameter";
  params = params.drop_back();
  if (getArgs().size() != params.size())
    return emitOpError("T10: @")
           << getKernel() << " takes " << params.size()
           << " arguments (its token is not passed), " << getArgs().size()
           << " given";

  SmallVector<Passed> passed;
  SmallVector<int64_t> grid;
  int64_t gridArg = -1;
  // T10: with two partitions whose grids are not equal statically, every
  // partition must be masked, so that a program past one buffer's grid
  // writes nothing there.
  bool gridsStaticallyEqual = true;
  SmallVector<std::pair<int64_t, PartitionOp>> partitions;
  for (auto [i, param, arg] : llvm::enumerate(params, getArgs())) {
    Type type = arg.getType();
    if (auto view = dyn_cast<ViewType>(param)) {
      auto buffer = dyn_cast<MemRefType>(type);
      bool ok = buffer && buffer.getRank() == view.getRank() &&
                buffer.getElementType() == view.getElementType();
      for (int64_t d = 0; ok && d < view.getRank(); ++d) {
        int64_t want = view.getShape()[d], have = buffer.getDimSize(d);
        ok = ShapedType::isDynamic(want) || have == want;
      }
      if (!ok)
        return emitOpError("T10: argument ")
               << i << " of type " << type << " does not fit the view "
               << param;
      passed.push_back(passedOf(arg));
      continue;
    }
    if (isa<PartType, MappedPartType>(param)) {
      auto partition = arg.getDefiningOp<PartitionOp>();
      if (type != param || !partition)
        return emitOpError("T10: argument ")
               << i << " must be a tile.partition result of type " << param;
      SmallVector<int64_t> argGrid = partition.getGrid();
      partitions.push_back({i, partition});
      if (gridArg < 0) {
        grid = argGrid, gridArg = i;
      } else {
        bool same = grid.size() == argGrid.size();
        for (size_t d = 0; same && d < grid.size(); ++d) {
          bool dynamic = ShapedType::isDynamic(grid[d]) ||
                         ShapedType::isDynamic(argGrid[d]);
          gridsStaticallyEqual &= !dynamic;
          same = dynamic || grid[d] == argGrid[d];
        }
        if (!same)
          return emitOpError("T10: argument ")
                 << i << " has a grid of " << shapeString(argGrid)
                 << " programs, argument " << gridArg << " one of "
                 << shapeString(grid);
      }
      passed.push_back(passedOf(arg));
      continue;
    }
    if (type != param)
      return emitOpError("T10: argument ")
             << i << " has type " << type << ", the kernel takes " << param;
    passed.push_back(passedOf(arg));
  }
  if (!gridsStaticallyEqual)
    for (auto [i, partition] : partitions)
      if (!partition.getMasked())
        return emitOpError("T10: the partitions' grids are equal only if "
                           "their dynamic sizes agree at run time; argument ")
               << i << " is not `masked`, so programs past its buffer's grid "
               << "would write outside it";

  // T10: a view the kernel reads `like` a partition covers the partitioned
  // buffer; otherwise the last programs would silently read padding.
  Block &entry = kernel.getBody().front();
  WalkResult covered = kernel.walk([&](LoadOp load) {
    auto view = dyn_cast<BlockArgument>(load.getView());
    auto like = dyn_cast_or_null<BlockArgument>(load.getLike());
    if (!view || !like || view.getOwner() != &entry ||
        like.getOwner() != &entry)
      return WalkResult::advance();
    unsigned v = view.getArgNumber(), p = like.getArgNumber();
    auto viewBuffer = dyn_cast<MemRefType>(getArgs()[v].getType());
    auto partition = getArgs()[p].getDefiningOp<PartitionOp>();
    if (!viewBuffer || !partition)
      return WalkResult::advance();
    MemRefType partBuffer = partition.getBuffer().getType();
    for (int64_t d = 0; d < viewBuffer.getRank(); ++d) {
      int64_t have = viewBuffer.getDimSize(d), need = partBuffer.getDimSize(d);
      if (ShapedType::isDynamic(have) || ShapedType::isDynamic(need) ||
          have >= need)
        continue;
      InFlightDiagnostic diag =
          emitOpError("T10: argument ")
          << v << " (" << viewBuffer << ") is read like the partition of "
          << "argument " << p << " (" << partBuffer << ") but is smaller "
          << "along dimension " << d << " (" << have << " < " << need
          << "); the last programs would read padding";
      diag.attachNote(load.getLoc()) << "read here";
      return WalkResult::interrupt();
    }
    return WalkResult::advance();
  });
  if (covered.wasInterrupted())
    return failure();

  OverlapCheck overlap;
  if (failed(verifyDisjoint(*this, passed, overlap, /*throughCalls=*/false)))
    return failure();

  return verifyAcrossCalls(*this, symbols);
}
