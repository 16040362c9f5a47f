//===- TileOps.cpp - tile dialect device operations -----------------------===//
//
// Part of warptile. Verifiers of the ops inside a tile.kernel: where a
// program may write (T1) and read (T14), branded indices (T9), static bounds
// (T7) and scratch bounds (T15), sequential programs (T16), one logical
// thread (T18), the escape hatches (T8) and the shapes of tile values (T12).
// The host ops are in TileHost.cpp, the token rules (T3, T4) in
// TileTokens.cpp.
//
//===----------------------------------------------------------------------===//

#include "warptile/Dialect/Tile/IR/TileOps.h"
#include "warptile/Analysis/WellFormed.h"

#include "Provenance.h"
#include "TileShapes.h"

#include "mlir/Analysis/DataFlow/ConstantPropagationAnalysis.h"
#include "mlir/Analysis/DataFlow/DeadCodeAnalysis.h"
#include "mlir/Analysis/DataFlow/IntegerRangeAnalysis.h"
#include "mlir/Analysis/DataFlowFramework.h"
#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/IR/Builders.h"
#include "mlir/IR/IRMapping.h"
#include "mlir/IR/Matchers.h"
#include "mlir/IR/OwningOpRef.h"
#include "mlir/Interfaces/CallInterfaces.h"
#include "mlir/Interfaces/FunctionImplementation.h"
#include "mlir/Interfaces/LoopLikeInterface.h"

using namespace mlir;
using namespace mlir::tile;

#include "warptile/Dialect/Tile/IR/TileEnums.cpp.inc"

#define GET_OP_CLASSES
#include "warptile/Dialect/Tile/IR/TileOps.cpp.inc"

//===----------------------------------------------------------------------===//
// Helpers
//===----------------------------------------------------------------------===//

/// The kernel around a device op, or a T11 error at the op.
static FailureOr<KernelOp> requireKernel(Operation *op) {
  if (auto kernel = op->getParentOfType<KernelOp>())
    return kernel;
  return op->emitOpError("T11: stands inside a tile.kernel"), failure();
}

/// Whether `value` is a parameter of `kernel`.
static bool isKernelArgument(Value value, KernelOp kernel) {
  auto arg = dyn_cast<BlockArgument>(value);
  return arg && arg.getOwner() == &kernel.getBody().front();
}

/// T7: `tile` has the shape and element type of the partition `part`.
static LogicalResult verifyPartitionShape(Operation *op, Type tile,
                                          Type part) {
  auto [shape, element] = blockOf(part);
  auto tensor = cast<RankedTensorType>(tile);
  if (tensor.getShape() != shape || tensor.getElementType() != element)
    return op->emitOpError("T7: the tile ")
           << tile << " must have the partition's shape " << shapeString(shape)
           << " and element type " << element;
  return success();
}

//===----------------------------------------------------------------------===//
// KernelOp
//===----------------------------------------------------------------------===//

ParseResult KernelOp::parse(OpAsmParser &parser, OperationState &result) {
  auto buildType = [](Builder &builder, ArrayRef<Type> inputs,
                      ArrayRef<Type> results,
                      function_interface_impl::VariadicFlag, std::string &) {
    return builder.getFunctionType(inputs, results);
  };
  return function_interface_impl::parseFunctionOp(
      parser, result, /*allowVariadic=*/false,
      getFunctionTypeAttrName(result.name), buildType,
      getArgAttrsAttrName(result.name), getResAttrsAttrName(result.name));
}

void KernelOp::print(OpAsmPrinter &printer) {
  function_interface_impl::printFunctionOp(
      printer, *this, /*isVariadic=*/false, getFunctionTypeAttrName(),
      getArgAttrsAttrName(), getResAttrsAttrName());
}

/// The rank of the grid a parameter of type `type` gives: a partition's
/// rank, 1 for a mapped partition (its programs form a line), none else.
static std::optional<int64_t> gridRankOf(Type type) {
  if (auto part = dyn_cast<PartType>(type))
    return part.getRank();
  if (isa<MappedPartType>(type))
    return 1;
  return std::nullopt;
}

int64_t KernelOp::getGridRank() {
  for (Type type : getArgumentTypes())
    if (std::optional<int64_t> rank = gridRankOf(type))
      return *rank;
  return 0;
}

LogicalResult KernelOp::verify() {
  // T11: the signature.
  if (!getResultTypes().empty())
    return emitOpError("T11: a tile.kernel returns nothing; it writes its "
                       "partitions");
  ArrayRef<Type> inputs = getArgumentTypes();
  if (inputs.empty() || !isa<TokenType>(inputs.back()))
    return emitOpError("T11: the last parameter of a tile.kernel is its "
                       "!tile.token");
  int64_t gridRank = -1;
  for (auto [i, type] : llvm::enumerate(inputs.drop_back())) {
    if (isa<TokenType>(type))
      return emitOpError("T11: a tile.kernel has one !tile.token, the last "
                         "parameter; parameter ")
             << i << " is another";
    if (!isa<ViewType, PartType, MappedPartType>(type) &&
        !type.isIntOrIndexOrFloat())
      return emitOpError("T11: parameter ")
             << i << " has type " << type
             << "; a tile.kernel takes views, partitions, mapped partitions "
                "and scalars";
    std::optional<int64_t> rank = gridRankOf(type);
    if (!rank)
      continue;
    if (gridRank >= 0 && *rank != gridRank)
      return emitOpError("T11: parameter ")
             << i << " gives a " << *rank
             << "-dimensional grid, but an earlier partition gives a "
             << gridRank << "-dimensional one";
    gridRank = *rank;
  }
  if (gridRank < 0)
    return emitOpError("T11: a tile.kernel has at least one partition, "
                       "which gives its grid");
  return success();
}

namespace {
/// T1, T14, T15 and T16 for the ops of other dialects in a safe kernel.
/// Memory they touch is classified by provenance: the program's own
/// allocations (scratch, which no other program can reach), `constant`
/// globals (which nothing writes), and everything else (globals, memory of
/// unknown origin), which other programs may write. Scratch is accessed
/// only by ops whose indices are proven in bounds, and nothing runs
/// concurrently inside a program.
class ForeignEffects {
public:
  explicit ForeignEffects(KernelOp kernel) : kernel(kernel) {}

  LogicalResult verify() {
    // Pre-order: an op that runs its regions concurrently is reported
    // before the ops inside it.
    WalkResult result =
        kernel.getBody().walk<WalkOrder::PreOrder>([&](Operation *op) {
          return failed(verifyOp(op)) ? WalkResult::interrupt()
                                      : WalkResult::advance();
        });
    return failure(result.wasInterrupted());
  }

private:
  KernelOp kernel;
  llvm::DenseMap<Value, Provenance> provenances;
  std::unique_ptr<DataFlowSolver> solver;
  /// The kernel the range analysis runs on (T15): a copy without
  /// assertions, and the map from the kernel's values to the copy's.
  OwningOpRef<Operation *> unasserted;
  IRMapping toUnasserted;
  bool rangesHold = false;

  /// T15: removes from `root` what the range analysis would take on trust:
  /// overflow flags (`nsw`, `nuw`: a wrapped result is poison, so the
  /// analysis may assume none), `exact` (likewise for a remainder), and
  /// bounds and ranges written as attributes (`upper_bound`, `range`).
  static void dropAssertions(Operation *root) {
    root->walk([](Operation *op) {
      if (auto flags = dyn_cast<arith::ArithIntegerOverflowFlagsInterface>(op))
        op->setAttr(flags.getIntegerOverflowAttrName(),
                    arith::IntegerOverflowFlagsAttr::get(
                        op->getContext(), arith::IntegerOverflowFlags::none));
      for (StringRef name : {"isExact", "upper_bound", "range", "nonNeg"})
        op->removeAttr(name);
    });
  }

  const Provenance &provenanceOf(Value value) {
    auto [it, inserted] = provenances.try_emplace(value);
    if (inserted)
      it->second = computeProvenance(value);
    return it->second;
  }

  /// Memory only this program can reach: its own allocations.
  bool isProgramLocal(const Provenance &p) {
    return p.isKnown() && !p.roots.empty() &&
           llvm::all_of(p.roots, [](const BufferRoot &root) {
             return root.kind == BufferRoot::Kind::Allocation;
           });
  }

  /// Memory no program of the launch writes: scratch and constant globals.
  bool isUnshared(const Provenance &p) {
    return p.isKnown() && !p.roots.empty() &&
           llvm::all_of(p.roots, [](const BufferRoot &root) {
             return root.kind == BufferRoot::Kind::Allocation ||
                    root.isConstantGlobal();
           });
  }

  LogicalResult verifyOp(Operation *op) {
    if (isa_and_nonnull<TileDialect>(op->getDialect()))
      return success();
    // T16: a program is sequential; a region that may run concurrently
    // (scf.parallel, scf.forall, gpu.launch, ...) could race on scratch.
    if (op->getNumRegions() != 0 && !runsRegionsSequentially(op))
      return op->emitOpError("T16: may run its regions concurrently or in "
                             "an order the verifier does not know; a safe "
                             "tile program is sequential (or mark the "
                             "kernel unsafe)");
    if (failed(verifySingleThreaded(op)))
      return failure();
    if (op->hasTrait<OpTrait::HasRecursiveMemoryEffects>())
      return success(); // The nested ops are walked on their own.
    auto effects = dyn_cast<MemoryEffectOpInterface>(op);
    if (!effects)
      return op->emitOpError("T1: has unknown memory effects, so it may "
                             "write memory other programs use; a safe "
                             "tile.kernel writes only through tile.store (or "
                             "mark the kernel unsafe)");
    SmallVector<MemoryEffects::EffectInstance> instances;
    effects.getEffects(instances);
    // Writes first: an atomic on a global is reported as the write it is.
    std::stable_partition(
        instances.begin(), instances.end(), [](const auto &effect) {
          return !isa<MemoryEffects::Read>(effect.getEffect());
        });
    SmallVector<Value> accessed;
    for (const MemoryEffects::EffectInstance &effect : instances) {
      MemoryEffects::Effect *kind = effect.getEffect();
      if (isa<MemoryEffects::Allocate>(kind)) {
        if (failed(verifyPrivateSpace(op, effect.getValue())))
          return failure();
        continue;
      }
      bool reads = isa<MemoryEffects::Read>(kind);
      bool frees = isa<MemoryEffects::Free>(kind);
      Value target = effect.getValue();
      if (!target)
        return op->emitOpError(reads ? "T14: reads" : "T1: writes")
               << " a resource shared by every program; a safe tile.kernel "
                  "reads shared memory only through tile.load and writes "
                  "only through tile.store (or mark the kernel unsafe)";
      // A program frees nothing, its own scratch included: after a free,
      // another program may be given the same memory, and any other name of
      // the freed buffer (an alias, the source of a realloc) would then
      // reach into that program's memory.
      if (frees)
        return op->emitOpError("T1: frees memory; another program may be "
                               "given it next, and a later access through "
                               "another name of the buffer would race with "
                               "that program (scratch lives until the "
                               "program ends)");
      const Provenance &p = provenanceOf(target);
      if (reads && !isUnshared(p))
        return reportShared(op, p,
                            "T14: reads memory other programs may "
                            "write (");
      if (!reads && !isProgramLocal(p))
        return reportShared(op, p,
                            "T1: writes memory that is not the program's "
                            "own (");
      if (!llvm::is_contained(accessed, target))
        accessed.push_back(target);
    }
    if (accessed.empty())
      return success();
    return verifyBounds(op, accessed);
  }

  /// T18: a program has single-threaded semantics, and the lowering runs
  /// its scalar code in every thread of a block; a value that names the
  /// thread (or that each thread may choose on its own) would make threads
  /// of one program disagree: on a loop's trip count around a barrier, on a
  /// scratch index. So no op of a safe kernel reads the hardware's thread
  /// identity or geometry (every `gpu` op but the memory ones, the
  /// target dialects' special registers), turns a thread's own address into
  /// a number, leaves the kernel's checked code (calls, inline
  /// assembly, intrinsics by name), or yields an undefined value (poison,
  /// undef, freeze).
  LogicalResult verifySingleThreaded(Operation *op) {
    StringRef dialect = op->getName().getDialectNamespace();
    StringRef name = op->getName().getStringRef();
    static constexpr llvm::StringLiteral targetDialects[] = {
        "nvvm", "nvgpu", "rocdl", "amdgpu", "xevm", "spirv", "x86vector",
        "arm_sme", "arm_sve", "arm_neon", "amx"};
    // gpu ops that only allocate, free or copy memory: T1, T14 and T15
    // judge them by their effects.
    static constexpr llvm::StringLiteral gpuMemoryOps[] = {
        "gpu.alloc", "gpu.dealloc", "gpu.memcpy", "gpu.memset"};
    static constexpr llvm::StringLiteral undefinedValues[] = {
        "ub.poison", "llvm.mlir.poison", "llvm.mlir.undef", "llvm.freeze"};
    static constexpr llvm::StringLiteral outOfSight[] = {
        "llvm.inline_asm", "llvm.call_intrinsic", "llvm.call"};
    // Each thread has its own copy of scratch and its own stack: their
    // addresses differ between the threads of one program.
    static constexpr llvm::StringLiteral perThreadNumbers[] = {
        "memref.extract_aligned_pointer_as_index", "llvm.ptrtoint",
        "llvm.intr.stacksave"};
    StringRef why;
    if (llvm::is_contained(perThreadNumbers, name))
      why = "gives a number that differs between threads (an address of "
            "the thread's own scratch or stack)";
    else if (dialect == "gpu" && !llvm::is_contained(gpuMemoryOps, name))
      why = "reads or synchronizes the threads of a block";
    else if (llvm::is_contained(targetDialects, dialect))
      why = "is a target instruction that may read the thread's identity "
            "or act across threads";
    else if (llvm::is_contained(undefinedValues, name))
      why = "gives an undefined value, which each thread may choose on "
            "its own";
    else if (llvm::is_contained(outOfSight, name) ||
             (isa<CallOpInterface>(op) &&
              isa<MemoryEffectOpInterface>(op)))
      why = "runs code the verifier does not see, which may read the "
            "thread's identity";
    if (why.empty())
      return success();
    return op->emitOpError("T18: ")
           << why
           << "; a tile program is one logical thread that the lowering "
              "runs on every thread of a block (use tile.program_id, or "
              "mark the kernel unsafe)";
  }

  LogicalResult reportShared(Operation *op, const Provenance &p,
                             StringRef rule) {
    InFlightDiagnostic diag = op->emitOpError(rule);
    if (!p.isKnown())
      diag << "it comes through '" << p.unknownAt->getName()
           << "', which the verifier does not follow";
    else
      diag << "it was not allocated by the program";
    diag << "); a safe tile.kernel reads and writes other memory only "
            "through tile ops (or mark the kernel unsafe)";
    if (!p.isKnown())
      diag.attachNote(p.unknownAt->getLoc()) << "provenance lost here";
    return diag;
  }

  /// T15: scratch is the program's private memory. The lowering gives
  /// each thread its own copy on the stack (`.local`); an allocation typed
  /// for another memory space would be reached through that space's
  /// instructions (`.shared`, `.global`), which do not address a stack, and
  /// workgroup memory would be one buffer for the whole block anyway.
  LogicalResult verifyPrivateSpace(Operation *op, Value allocated) {
    auto type = allocated ? dyn_cast<BaseMemRefType>(allocated.getType())
                          : BaseMemRefType();
    if (!type)
      return success();
    Attribute space = type.getMemorySpace();
    if (!space)
      return success();
    if (auto gpuSpace = dyn_cast<gpu::AddressSpaceAttr>(space);
        gpuSpace && gpuSpace.getValue() == gpu::AddressSpace::Private)
      return success();
    if (auto number = dyn_cast<IntegerAttr>(space);
        number && number.getInt() == 0)
      return success();
    return op->emitOpError("T15: allocates scratch in memory space ")
           << space
           << "; a program's scratch is private to it (no memory space, or "
              "#gpu.address_space<private>)";
  }

  /// T15: a global read in a kernel is in memory every thread reads as
  /// initialized: the default, global or constant space (workgroup and
  /// private globals are per block or per thread, and uninitialized).
  LogicalResult verifyGlobalSpace(Operation *op, memref::GlobalOp global) {
    Attribute space = global.getType().getMemorySpace();
    if (!space)
      return success();
    if (auto gpuSpace = dyn_cast<gpu::AddressSpaceAttr>(space);
        gpuSpace && gpuSpace.getValue() == gpu::AddressSpace::Global)
      return success();
    if (auto number = dyn_cast<IntegerAttr>(space);
        number && llvm::is_contained({0, 1, 4}, number.getInt()))
      return success();
    return op->emitOpError("T15: reads the global @")
           << global.getSymName() << " in memory space " << space
           << "; a kernel reads constant globals in the default, global or "
              "constant space";
  }

  /// T15: `memref` is used as allocated: not through a view (whose
  /// offsets are not checked here), with the type of every allocation or
  /// global it may be, so that its static sizes are the memory's.
  LogicalResult verifyAsAllocated(Operation *op, Value memref) {
    const Provenance &p = provenanceOf(memref);
    auto type = dyn_cast<MemRefType>(memref.getType());
    if (!p.views.empty())
      return op->emitOpError("T15: accesses scratch through '")
             << p.views.front()->getName()
             << "'; the verifier bounds accesses to an allocation or "
                "constant global used as allocated";
    for (const BufferRoot &root : p.roots) {
      if (auto global = dyn_cast_or_null<memref::GlobalOp>(root.global))
        if (failed(verifyGlobalSpace(op, global)))
          return failure();
      if (root.inherited)
        continue;
      Type rootType = root.value
                          ? root.value.getType()
                          : Type(cast<memref::GlobalOp>(root.global).getType());
      if (!type || rootType != type)
        return op->emitOpError("T15: accesses memory of type ")
               << rootType << " as " << memref.getType();
    }
    return success();
  }

  /// The range analysis takes a loop's induction variable to stay in
  /// [lb, ub): true only if `iv + step` never wraps past the bound, which
  /// the loop's own semantics do not promise. Checked for every loop of the
  /// kernel (signed, positive steps); otherwise no range is trusted.
  bool loopsDoNotWrap() {
    auto rangeOf = [&](OpFoldResult bound) -> std::optional<ConstantIntRanges> {
      if (auto attr = dyn_cast<Attribute>(bound)) {
        auto integer = dyn_cast<IntegerAttr>(attr);
        if (!integer)
          return std::nullopt;
        return ConstantIntRanges::constant(integer.getValue());
      }
      auto *lattice = solver->lookupState<dataflow::IntegerValueRangeLattice>(
          cast<Value>(bound));
      if (!lattice || lattice->getValue().isUninitialized())
        return std::nullopt;
      return lattice->getValue().getValue();
    };
    WalkResult result = unasserted->walk([&](LoopLikeOpInterface loop) {
      if (auto forOp = dyn_cast<scf::ForOp>(loop.getOperation());
          forOp && forOp.getUnsignedCmp())
        return WalkResult::interrupt();
      std::optional<SmallVector<OpFoldResult>> uppers =
          loop.getLoopUpperBounds();
      std::optional<SmallVector<OpFoldResult>> steps = loop.getLoopSteps();
      if (!uppers || !steps)
        return loop.getLoopInductionVars() &&
                       !loop.getLoopInductionVars()->empty()
                   ? WalkResult::interrupt()
                   : WalkResult::advance();
      for (auto [upper, step] : llvm::zip(*uppers, *steps)) {
        std::optional<ConstantIntRanges> ub = rangeOf(upper),
                                         st = rangeOf(step);
        if (!ub || !st || st->smin().isNonPositive())
          return WalkResult::interrupt();
        bool overflow = false;
        (void)ub->smax().sadd_ov(st->smax(), overflow);
        if (overflow)
          return WalkResult::interrupt();
      }
      return WalkResult::advance();
    });
    return !result.wasInterrupted();
  }

  /// Whether `index` is proven in [0, size).
  bool inBounds(Value index, int64_t size) {
    if (std::optional<APInt> constant = warptile::wellFormedConstantInt(index))
      return !constant->isNegative() && constant->slt(size);
    if (!solver) {
      // The analysis runs on a copy without the IR's own assertions
      // (overflow flags, bounds written on ops): those are promises the
      // program makes, not facts the verifier has checked, and with them
      // `INT64_MAX + (p mod 4)` under `nsw` is "exactly" INT64_MAX.
      unasserted = OwningOpRef<Operation *>(kernel->clone(toUnasserted));
      dropAssertions(unasserted.get());
      solver = std::make_unique<DataFlowSolver>();
      solver->load<dataflow::DeadCodeAnalysis>();
      solver->load<dataflow::SparseConstantPropagation>();
      solver->load<dataflow::IntegerRangeAnalysis>();
      rangesHold = succeeded(solver->initializeAndRun(unasserted.get())) &&
                   loopsDoNotWrap();
    }
    if (!rangesHold)
      return false;
    auto *lattice = solver->lookupState<dataflow::IntegerValueRangeLattice>(
        toUnasserted.lookupOrDefault(index));
    if (!lattice || lattice->getValue().isUninitialized())
      return false;
    const ConstantIntRanges &range = lattice->getValue().getValue();
    return !range.smin().isNegative() && range.smax().slt(size);
  }

  LogicalResult verifyBounds(Operation *op, ArrayRef<Value> accessed) {
    Value memref;
    ValueRange indices;
    if (auto load = dyn_cast<memref::LoadOp>(op))
      memref = load.getMemref(), indices = load.getIndices();
    else if (auto store = dyn_cast<memref::StoreOp>(op))
      memref = store.getMemref(), indices = store.getIndices();
    else if (auto rmw = dyn_cast<memref::AtomicRMWOp>(op))
      memref = rmw.getMemref(), indices = rmw.getIndices();
    else if (auto rmw = dyn_cast<memref::GenericAtomicRMWOp>(op))
      memref = rmw.getMemref(), indices = rmw.getIndices();
    else if (auto copy = dyn_cast<memref::CopyOp>(op)) {
      // Whole buffers of one static shape.
      auto from = dyn_cast<MemRefType>(copy.getSource().getType());
      auto to = dyn_cast<MemRefType>(copy.getTarget().getType());
      if (!from || !to || !from.hasStaticShape() ||
          from.getShape() != to.getShape())
        return op->emitOpError("T15: copies between buffers not both of one "
                               "static shape");
      return failure(failed(verifyAsAllocated(op, copy.getSource())) ||
                     failed(verifyAsAllocated(op, copy.getTarget())));
    }
    if (!memref || accessed.size() != 1 || accessed.front() != memref)
      return op->emitOpError("T15: accesses scratch or a constant global in "
                             "a way the verifier cannot bound; use "
                             "memref.load, memref.store or memref.atomic_rmw "
                             "(or mark the kernel unsafe)");
    if (failed(verifyAsAllocated(op, memref)))
      return failure();
    auto type = cast<MemRefType>(memref.getType());
    for (auto [d, index] : llvm::enumerate(indices)) {
      int64_t size = type.getDimSize(d);
      if (ShapedType::isDynamic(size) || !inBounds(index, size)) {
        InFlightDiagnostic diag = op->emitOpError("T15: index ")
                                  << d << " is not proven inside ";
        if (ShapedType::isDynamic(size))
          diag << "the dynamic dimension " << d;
        else
          diag << "[0, " << size << ")";
        if (std::optional<APInt> constant =
                warptile::wellFormedConstantInt(index))
          diag << " (it is " << constant->getSExtValue() << ")";
        return diag << " of " << type
                    << "; scratch and constant globals are indexed in "
                       "bounds (constants, loop bounds, arith ranges)";
      }
    }
    return success();
  }
};
} // namespace

LogicalResult KernelOp::verifyRegions() {
  // Region verifiers run before the generic empty-block check.
  Block &body = getBody().front();
  if (body.empty() || !isa<ReturnOp>(body.back()))
    return emitOpError("T3: a tile.kernel ends with tile.return of the last "
                       "token of its chain");
  if (!getUnsafe() && failed(ForeignEffects(*this).verify()))
    return failure();
  return verifyTokenOrder(*this);
}

//===----------------------------------------------------------------------===//
// ProgramIdOp, NumProgramsOp
//===----------------------------------------------------------------------===//

/// T11: `dim` names a dimension of the kernel's grid.
static LogicalResult verifyGridDim(Operation *op, int64_t dim) {
  FailureOr<KernelOp> kernel = requireKernel(op);
  if (failed(kernel))
    return failure();
  int64_t rank = kernel->getGridRank();
  if (dim < 0 || dim >= rank)
    return op->emitOpError("T11: dimension ")
           << dim << " is outside the " << rank << "-dimensional grid of @"
           << kernel->getSymName();
  return success();
}

LogicalResult ProgramIdOp::verify() { return verifyGridDim(*this, getDim()); }
LogicalResult NumProgramsOp::verify() {
  return verifyGridDim(*this, getDim());
}

//===----------------------------------------------------------------------===//
// LoadOp
//===----------------------------------------------------------------------===//

LogicalResult LoadOp::verify() {
  if (failed(requireKernel(*this)) ||
      failed(verifyStaticTile(*this, getType(), "the tile")))
    return failure();
  ViewType view = getView().getType();
  RankedTensorType tile = getType();
  if (tile.getElementType() != view.getElementType())
    return emitOpError("T7: the tile's element type ")
           << tile.getElementType() << " differs from the view's "
           << view.getElementType();
  if (tile.getRank() != view.getRank())
    return emitOpError("T7: a ")
           << tile.getRank() << "-dimensional tile from a " << view.getRank()
           << "-dimensional view";
  if (auto padding = getPaddingAttr())
    if (padding.getType() != view.getElementType())
      return emitOpError("T12: the padding ")
             << padding << " is not of the element type "
             << view.getElementType();

  if (Value like = getLike()) {
    if (!getIndices().empty())
      return emitOpError("T7: a load `like` a partition takes no "
                         "coordinates");
    return verifyPartitionShape(
        *this,
        RankedTensorType::get(tile.getShape(),
                              cast<PartType>(like.getType()).getElementType()),
        like.getType());
  }
  if (static_cast<int64_t>(getIndices().size()) != view.getRank())
    return emitOpError("T7: ")
           << getIndices().size() << " tile coordinates for a "
           << view.getRank() << "-dimensional view";
  // A coordinate outside the view (negative, past a static end, or
  // starting the tile past 64 bits) is masked at run time and reads only
  // padding, whether it is a constant or not: the verifier does not reject
  // a constant one, since folding `0 - 1` into `-1` must never turn a
  // verified kernel into an invalid one. convert-tile-to-gpu warns where a
  // constant coordinate is outside.
  return success();
}

void LoadOp::getEffects(
    SmallVectorImpl<SideEffects::EffectInstance<MemoryEffects::Effect>>
        &effects) {
  effects.emplace_back(MemoryEffects::Read::get(), &getViewMutable());
}

//===----------------------------------------------------------------------===//
// LoadMutOp, StoreOp
//===----------------------------------------------------------------------===//

/// T1 and T9 for a token-ordered access to `part` at `indices`.
static LogicalResult verifyPartitionAccess(Operation *op, Value part,
                                           ValueRange indices, bool writes) {
  FailureOr<KernelOp> kernel = requireKernel(op);
  if (failed(kernel))
    return failure();
  Type type = part.getType();
  if (isa<ViewType>(type))
    return op->emitOpError("T1: ")
           << (writes ? "writes" : "reads in token order")
           << " a !tile.view, which every program shares read-only; a "
              "program writes only through its own !tile.part";
  if (!isa<PartType, MappedPartType>(type))
    return op->emitOpError("T1: accesses ")
           << type << "; a program writes only through its own !tile.part";
  if (!isKernelArgument(part, *kernel))
    return op->emitOpError("T1: the partition must be a parameter of the "
                           "enclosing tile.kernel");

  if (isa<PartType>(type)) {
    if (!indices.empty())
      return op->emitOpError("T1: an access to a !tile.part takes no index: "
                             "the partition is the program's own block (")
             << indices.size() << " given)";
    return success();
  }
  // T9: the branded index of this partition's own iteration.
  if (indices.size() != 1 || !isa<TileIndexType>(indices.front().getType()))
    return op->emitOpError("T9: an access to a !tile.mapped_part takes one "
                           "!tile.index from tile.iter_indices");
  auto arg = dyn_cast<BlockArgument>(indices.front());
  auto iter = arg ? dyn_cast<IterIndicesOp>(arg.getOwner()->getParentOp())
                  : IterIndicesOp();
  if (!iter || arg.getArgNumber() != 0 || iter.getPart() != part ||
      !iter->isProperAncestor(op))
    return op->emitOpError("T9: the !tile.index must be the one an enclosing "
                           "tile.iter_indices produces for this partition");
  return success();
}

LogicalResult LoadMutOp::verify() {
  if (failed(verifyPartitionAccess(*this, getPart(), getIndices(),
                                   /*writes=*/false)) ||
      failed(verifyStaticTile(*this, getResult().getType(), "the tile")))
    return failure();
  return verifyPartitionShape(*this, getResult().getType(),
                              getPart().getType());
}

void LoadMutOp::getEffects(
    SmallVectorImpl<SideEffects::EffectInstance<MemoryEffects::Effect>>
        &effects) {
  effects.emplace_back(MemoryEffects::Read::get(), &getPartMutable());
}

LogicalResult StoreOp::verify() {
  if (failed(verifyPartitionAccess(*this, getPart(), getIndices(),
                                   /*writes=*/true)) ||
      failed(verifyStaticTile(*this, getValue().getType(), "the tile")))
    return failure();
  return verifyPartitionShape(*this, getValue().getType(),
                              getPart().getType());
}

void StoreOp::getEffects(
    SmallVectorImpl<SideEffects::EffectInstance<MemoryEffects::Effect>>
        &effects) {
  effects.emplace_back(MemoryEffects::Write::get(), &getPartMutable());
}

//===----------------------------------------------------------------------===//
// IterIndicesOp, JoinOp
//===----------------------------------------------------------------------===//

LogicalResult IterIndicesOp::verifyRegions() {
  FailureOr<KernelOp> kernel = requireKernel(*this);
  if (failed(kernel))
    return failure();
  if (!isKernelArgument(getPart(), *kernel))
    return emitOpError("T1: the partition must be a parameter of the "
                       "enclosing tile.kernel");
  MappedPartType part = getPart().getType();
  Block &body = getBody().front();
  if (body.empty() || !isa<YieldOp>(body.back()))
    return emitOpError("T3: an iteration ends with tile.yield of the last "
                       "token of its chain");
  TypeRange args = body.getArgumentTypes();
  bool ok = static_cast<int64_t>(args.size()) == part.getRank() + 2 &&
            isa<TileIndexType>(args.front()) && isa<TokenType>(args.back()) &&
            llvm::all_of(args.drop_front().drop_back(),
                         [](Type t) { return t.isIndex(); });
  if (!ok)
    return emitOpError("T9: the body takes (!tile.index, ")
           << part.getRank() << " block coordinate"
           << (part.getRank() == 1 ? "" : "s") << " of type index, "
           << "!tile.token)";
  return success();
}

LogicalResult JoinOp::verify() {
  if (getTokens().size() < 2)
    return emitOpError("T3: joins at least two tokens");
  return success();
}

//===----------------------------------------------------------------------===//
// Tile values
//===----------------------------------------------------------------------===//

OpFoldResult ConstantOp::fold(FoldAdaptor) { return getValue(); }

LogicalResult ConstantOp::verify() {
  return verifyStaticTile(*this, getType(), "the tile");
}

LogicalResult IotaOp::verify() {
  RankedTensorType type = getType();
  if (failed(verifyStaticTile(*this, type, "the tile")))
    return failure();
  if (type.getRank() != 1 || !type.getElementType().isIntOrIndex())
    return emitOpError("T12: iota makes a one-dimensional integer or index "
                       "tile, not ")
           << type;
  return success();
}

LogicalResult BroadcastOp::verify() {
  RankedTensorType result = getType();
  if (failed(verifyStaticTile(*this, result, "the result")))
    return failure();
  Type source = getSource().getType();
  if (source == result.getElementType())
    return success();
  auto tensor = dyn_cast<RankedTensorType>(source);
  if (!tensor || tensor.getElementType() != result.getElementType())
    return emitOpError("T12: broadcasts a scalar of type ")
           << result.getElementType() << " or a tile of it, not " << source;
  if (failed(verifyStaticTile(*this, tensor, "the source")))
    return failure();
  if (tensor.getRank() > result.getRank())
    return emitOpError("T12: cannot broadcast ")
           << source << " to fewer dimensions";
  int64_t offset = result.getRank() - tensor.getRank();
  for (int64_t d = 0; d < tensor.getRank(); ++d) {
    int64_t from = tensor.getDimSize(d), to = result.getDimSize(d + offset);
    if (from != 1 && from != to)
      return emitOpError("T12: dimension ")
             << d << " of the source has size " << from << ", neither 1 nor "
             << to;
  }
  return success();
}

LogicalResult ReshapeOp::verify() {
  RankedTensorType source = getSource().getType(), result = getType();
  if (failed(verifyStaticTile(*this, source, "the source")) ||
      failed(verifyStaticTile(*this, result, "the result")))
    return failure();
  // Both counts fit in 64 bits (verifyStaticTile).
  int64_t from = *staticProduct(source.getShape()),
          to = *staticProduct(result.getShape());
  if (source.getElementType() != result.getElementType() || from != to)
    return emitOpError("T12: a reshape keeps the element type and count; ")
           << source << " has " << from << ", " << result << " has " << to;
  return success();
}

LogicalResult ConvertLayoutOp::verify() {
  // T12: a layout conversion moves elements between threads; the tile,
  // its shape and its element type stay.
  if (getSource().getType() != getType())
    return emitOpError("T12: a layout conversion keeps the tile's type; ")
           << getSource().getType() << " is not " << getType();
  return success();
}

LogicalResult ReduceOp::verify() {
  RankedTensorType source = getSource().getType(), result = getType();
  if (failed(verifyStaticTile(*this, source, "the source")))
    return failure();
  int64_t dim = getDim();
  if (dim < 0 || dim >= source.getRank())
    return emitOpError("T12: dimension ")
           << dim << " is outside the " << source.getRank()
           << "-dimensional source";
  SmallVector<int64_t> dropped(source.getShape()), kept(source.getShape());
  dropped.erase(dropped.begin() + dim);
  kept[dim] = 1;
  if (result.getElementType() != source.getElementType() ||
      (result.getShape() != ArrayRef(dropped) &&
       result.getShape() != ArrayRef(kept)))
    return emitOpError("T12: reducing dimension ")
           << dim << " of " << source << " gives "
           << RankedTensorType::get(dropped, source.getElementType()) << " or "
           << RankedTensorType::get(kept, source.getElementType()) << ", not "
           << result;
  ReduceKind kind = getKind();
  bool bitwise = kind == ReduceKind::bit_and || kind == ReduceKind::bit_or ||
                 kind == ReduceKind::bit_xor;
  if (bitwise && !isa<IntegerType>(source.getElementType()))
    return emitOpError("T19: the bitwise reduction '")
           << stringifyReduceKind(kind) << "' needs integer elements, not "
           << source.getElementType();
  return success();
}

LogicalResult MmaOp::verify() {
  RankedTensorType a = getA().getType(), b = getB().getType(),
                   acc = getAcc().getType();
  for (auto [type, name] : {std::pair(a, "a"), {b, "b"}, {acc, "acc"}})
    if (failed(verifyStaticTile(*this, type, name)))
      return failure();
  if (a.getRank() != 2 || b.getRank() != 2 || acc.getRank() != 2)
    return emitOpError("T12: mma multiplies two-dimensional tiles");
  int64_t m = a.getDimSize(0), k = a.getDimSize(1), n = b.getDimSize(1);
  if (b.getDimSize(0) != k || acc.getDimSize(0) != m || acc.getDimSize(1) != n)
    return emitOpError("T12: shapes ")
           << shapeString(a.getShape()) << " x " << shapeString(b.getShape())
           << " + " << shapeString(acc.getShape())
           << " do not form MxK x KxN + MxN";
  Type ea = a.getElementType(), eb = b.getElementType(),
       ec = acc.getElementType();
  bool ok = ea == eb && ((ea.isF16() && (ec.isF32() || ec.isF16())) ||
                         (ea.isBF16() && ec.isF32()) ||
                         (ea.isF32() && ec.isF32()) ||
                         (ea.isInteger(8) && ec.isInteger(32)));
  if (!ok)
    return emitOpError("T12: no tensor-core form multiplies ")
           << ea << " by " << eb << " into " << ec;
  return success();
}

//===----------------------------------------------------------------------===//
// Unchecked ops
//===----------------------------------------------------------------------===//

/// T8 and the operand shape of an unchecked access to `memory`.
static LogicalResult verifyUnchecked(Operation *op, Value memory,
                                     ValueRange offsets, Type tile) {
  FailureOr<KernelOp> kernel = requireKernel(op);
  if (failed(kernel))
    return failure();
  if (!kernel->getUnsafe())
    return op->emitOpError("T8: is allowed only in a kernel marked unsafe; @")
           << kernel->getSymName() << " is not";
  if (!isKernelArgument(memory, *kernel) ||
      !isa<ViewType, PartType>(memory.getType()))
    return op->emitOpError("T8: accesses a view or partition parameter of "
                           "the kernel");
  auto view = dyn_cast<ViewType>(memory.getType());
  auto [shape, element] =
      view ? std::pair(view.getShape(), view.getElementType())
           : blockOf(memory.getType());
  int64_t rank = shape.size();
  auto tensor = cast<RankedTensorType>(tile);
  if (static_cast<int64_t>(offsets.size()) != rank ||
      tensor.getRank() != rank || tensor.getElementType() != element)
    return op->emitOpError("T7: takes one element offset per dimension and "
                           "a tile of the same rank and element type");
  return verifyStaticTile(op, tile, "the tile");
}

LogicalResult UncheckedLoadOp::verify() {
  return verifyUnchecked(*this, getSource(), getOffsets(), getType());
}

void UncheckedLoadOp::getEffects(
    SmallVectorImpl<SideEffects::EffectInstance<MemoryEffects::Effect>>
        &effects) {
  effects.emplace_back(MemoryEffects::Read::get(), &getSourceMutable());
}

LogicalResult UncheckedStoreOp::verify() {
  return verifyUnchecked(*this, getDest(), getOffsets(),
                         getValue().getType());
}

void UncheckedStoreOp::getEffects(
    SmallVectorImpl<SideEffects::EffectInstance<MemoryEffects::Effect>>
        &effects) {
  effects.emplace_back(MemoryEffects::Write::get(), &getDestMutable());
}
