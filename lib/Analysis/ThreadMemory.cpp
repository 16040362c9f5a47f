//===- ThreadMemory.cpp - Whose memory an address names ------------------===//
//
// Part of warptile. Traces the address of a memory read back to memory
// every thread shares (a kernel's pointer arguments, shared and global
// globals, workgroup attributions, read-only parameter and constant memory
// holding such addresses), or gives up: what it cannot show shared may be
// a thread's own `.local` memory (issue 27 rounds 14-17).
//
//===----------------------------------------------------------------------===//

#include "warptile/Analysis/ThreadMemory.h"
#include "warptile/Analysis/Kernels.h"
#include "warptile/Analysis/UndefinedValues.h"

#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/LLVMIR/NVVMDialect.h"
#include "mlir/IR/BuiltinTypes.h"
#include "mlir/IR/SymbolTable.h"
#include "mlir/Interfaces/FunctionInterfaces.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"
#include "mlir/Interfaces/ViewLikeInterface.h"

using namespace mlir;
using namespace mlir::warptile;

bool mlir::warptile::isPerThreadAddress(Type type) {
  constexpr unsigned local =
      static_cast<unsigned>(NVVM::NVVMMemorySpace::Local);
  // A vector of such pointers holds per-thread addresses too (round 15,
  // h2: cast into `vector<1x!llvm.ptr<5>>` and back).
  if (auto vector = dyn_cast<VectorType>(type))
    type = vector.getElementType();
  if (auto pointer = dyn_cast<LLVM::LLVMPointerType>(type))
    return pointer.getAddressSpace() == local;
  auto memref = dyn_cast<BaseMemRefType>(type);
  if (!memref)
    return false;
  Attribute space = memref.getMemorySpace();
  if (auto gpuSpace = dyn_cast_or_null<gpu::AddressSpaceAttr>(space))
    return gpuSpace.getValue() == gpu::AddressSpace::Private;
  if (auto number = dyn_cast_or_null<IntegerAttr>(space))
    return number.getValue() == local;
  return false;
}

/// Whether `value` (a pointer, possibly through GEPs and casts) is ever
/// written through, passed on, or has its bits taken: anything but a load
/// from it. At most `budget` uses are read; more count as written.
static bool mayBeWrittenThrough(Value value, unsigned &budget) {
  for (OpOperand &use : value.getUses()) {
    if (budget == 0)
      return true;
    --budget;
    Operation *user = use.getOwner();
    if (auto load = dyn_cast<LLVM::LoadOp>(user);
        load && load.getAddr() == value)
      continue;
    if (isa<LLVM::GEPOp, LLVM::AddrSpaceCastOp>(user) &&
        user->getOperand(0) == value) {
      if (mayBeWrittenThrough(user->getResult(0), budget))
        return true;
      continue;
    }
    return true;
  }
  return false;
}

/// Whether `arg` is an argument of a kernel's entry block: a parameter the
/// host passes, or a gpu.func's attribution.
static bool isKernelEntryArgument(BlockArgument arg) {
  Operation *owner = arg.getOwner()->getParentOp();
  return arg.getOwner()->isEntryBlock() && owner && isKernelFunction(owner);
}

/// Whether `arg` is a parameter of a kernel marked `llvm.byval` that the
/// kernel only reads: CUDA's parameter space, which the host writes. A
/// kernel that writes its by-value parameter writes a copy of its own
/// (round 17, h3), whatever the lowering makes of it.
static bool isReadOnlyByValueParameter(BlockArgument arg) {
  auto func =
      dyn_cast_or_null<FunctionOpInterface>(arg.getOwner()->getParentOp());
  if (!func || !isKernelEntryArgument(arg) ||
      !func.getArgAttr(arg.getArgNumber(), "llvm.byval"))
    return false;
  unsigned budget = 1024;
  return !mayBeWrittenThrough(arg, budget);
}

/// The global `addressOf` names, when it is an `llvm.mlir.global` that
/// every thread shares (neither `.local` nor `thread_local`); null for one
/// of a thread's own, an alias, an ifunc, a function.
static LLVM::GlobalOp sharedGlobal(LLVM::AddressOfOp addressOf) {
  auto global = dyn_cast_or_null<LLVM::GlobalOp>(
      SymbolTable::lookupNearestSymbolFrom(addressOf,
                                           addressOf.getGlobalNameAttr()));
  if (!global || global.getThreadLocal_() ||
      global.getAddrSpace() ==
          static_cast<unsigned>(NVVM::NVVMMemorySpace::Local))
    return nullptr;
  return global;
}

/// Whether `global`'s initializer region makes only values that hold no
/// per-thread address: constants and the addresses of globals every thread
/// shares (round 17, h1: a constant global holding a `.local` global's
/// generic address).
static bool initializerHoldsSharedAddresses(LLVM::GlobalOp global) {
  Region &init = global.getInitializerRegion();
  WalkResult result = init.walk([&](Operation *op) {
    if (auto addressOf = dyn_cast<LLVM::AddressOfOp>(op))
      return sharedGlobal(addressOf) ? WalkResult::advance()
                                     : WalkResult::interrupt();
    if (isa<LLVM::ConstantOp, LLVM::ZeroOp, LLVM::UndefOp, LLVM::PoisonOp,
            LLVM::GEPOp, LLVM::AddrSpaceCastOp, LLVM::InsertValueOp,
            LLVM::ReturnOp>(op))
      return WalkResult::advance();
    return WalkResult::interrupt();
  });
  return !result.wasInterrupted();
}

/// Whether `address` (an LLVM pointer or a memref) is shown to name memory
/// that every thread sees alike, not the thread's own `.local` memory. A
/// pointer is followed back through GEP bases, address-space casts and
/// selects to a kernel argument (the host's pointers), the address of a
/// global neither `.local` nor `thread_local`, a pointer typed in the
/// global, shared or constant space, or a pointer read (whole or as a
/// field of a struct read) from memory no thread writes: a kernel's
/// by-value parameters it only reads, or constant memory whose initializer
/// holds only shared addresses. A memref is followed through views and
/// casts to a kernel argument, a workgroup attribution or a shared global.
/// Anything else (a pointer made from an integer or the null pointer, read
/// from writable memory, carried through a block argument, returned by a
/// call, a memref made from a pointer) may be a local address with the
/// same bits on every lane (issue 27 rounds 15-17). With `readOnly`, only
/// memory that no thread writes counts.
static bool isSharedAddress(Value address, bool readOnly, unsigned depth) {
  if (depth > 16)
    return false;
  // A graph region lets a chain of views be a cycle (issue 27 round 55a).
  for (unsigned steps = 0;; ++steps) {
    if (steps > 1024)
      return false;
    if (isPerThreadAddress(address.getType()))
      return false;
    if (auto pointer = dyn_cast<LLVM::LLVMPointerType>(address.getType())) {
      unsigned space = pointer.getAddressSpace();
      if (space == static_cast<unsigned>(NVVM::NVVMMemorySpace::Local))
        return false;
      if (!readOnly &&
          (space == static_cast<unsigned>(NVVM::NVVMMemorySpace::Global) ||
           space == static_cast<unsigned>(NVVM::NVVMMemorySpace::Shared) ||
           space ==
               static_cast<unsigned>(NVVM::NVVMMemorySpace::SharedCluster)))
        return true;
    }
    Operation *def = address.getDefiningOp();
    if (!def) {
      auto arg = cast<BlockArgument>(address);
      if (readOnly)
        return isReadOnlyByValueParameter(arg);
      if (!isKernelEntryArgument(arg))
        return false;
      auto gpuFunc = dyn_cast<gpu::GPUFuncOp>(arg.getOwner()->getParentOp());
      return !gpuFunc ||
             !llvm::is_contained(gpuFunc.getPrivateAttributions(), arg);
    }
    if (auto gep = dyn_cast<LLVM::GEPOp>(def)) {
      address = gep.getBase();
    } else if (auto cast = dyn_cast<LLVM::AddrSpaceCastOp>(def)) {
      address = cast.getArg();
    } else if (auto select = dyn_cast<LLVM::SelectOp>(def)) {
      return isSharedAddress(select.getTrueValue(), readOnly, depth + 1) &&
             isSharedAddress(select.getFalseValue(), readOnly, depth + 1);
    } else if (auto addressOf = dyn_cast<LLVM::AddressOfOp>(def)) {
      LLVM::GlobalOp global = sharedGlobal(addressOf);
      if (!global)
        return false;
      if (!readOnly)
        return true;
      bool constant =
          global.getConstant() ||
          global.getAddrSpace() ==
              static_cast<unsigned>(NVVM::NVVMMemorySpace::Constant);
      return constant && initializerHoldsSharedAddresses(global);
    } else if (auto load = dyn_cast<LLVM::LoadOp>(def)) {
      // A pointer read from memory no thread writes is the host's.
      return !readOnly && isSharedAddress(load.getAddr(), true, depth + 1);
    } else if (auto extract = dyn_cast<LLVM::ExtractValueOp>(def)) {
      // A field of a struct read whole, as such a pointer; a field of a
      // struct the kernel takes by value, as a kernel argument (round 17,
      // g1).
      Value container = extract.getContainer();
      if (auto arg = dyn_cast<BlockArgument>(container))
        return !readOnly && isKernelEntryArgument(arg);
      auto load = container.getDefiningOp<LLVM::LoadOp>();
      return !readOnly && load &&
             isSharedAddress(load.getAddr(), true, depth + 1);
    } else if (auto view = dyn_cast<ViewLikeOpInterface>(def)) {
      address = view.getViewSource();
    } else if (def->getName().getStringRef() == "memref.get_global" ||
               def->getName().getStringRef() == "memref.memory_space_cast" ||
               def->getName().getStringRef() == "memref.cast") {
      // By name: the analysis links no memref dialect. A get_global's
      // private space was refused above (isPerThreadAddress).
      if (def->getNumOperands() == 0)
        return !readOnly;
      address = def->getOperand(0);
    } else {
      return false;
    }
  }
}

bool mlir::warptile::isSharedMemoryAddress(Value address) {
  return isSharedAddress(address, /*readOnly=*/false, 0);
}

//===----------------------------------------------------------------------===//
// Memory whose contents are undefined
//===----------------------------------------------------------------------===//

/// Whether every use of `address` (through GEPs, address-space casts and
/// views) only reads through it, as far as `budget` uses; a use that may
/// write, or hands the address on (a call, a store of the address, an
/// integer cast), or more uses than the budget, count as a write.
static bool onlyReadThrough(Value address, unsigned &budget) {
  for (OpOperand &use : address.getUses()) {
    if (budget == 0)
      return false;
    --budget;
    Operation *user = use.getOwner();
    if (isa<LLVM::GEPOp, LLVM::AddrSpaceCastOp>(user) &&
        use.getOperandNumber() == 0) {
      if (!onlyReadThrough(user->getResult(0), budget))
        return false;
      continue;
    }
    if (auto view = dyn_cast<ViewLikeOpInterface>(user);
        view && view.getViewSource() == address) {
      for (Value result : user->getResults())
        if (!onlyReadThrough(result, budget))
          return false;
      continue;
    }
    if (user->getName().getStringRef() == "memref.cast" ||
        user->getName().getStringRef() == "memref.memory_space_cast") {
      if (!onlyReadThrough(user->getResult(0), budget))
        return false;
      continue;
    }
    auto effects = dyn_cast<MemoryEffectOpInterface>(user);
    if (!effects)
      return false;
    SmallVector<MemoryEffects::EffectInstance, 4> list;
    effects.getEffects(list);
    // The address is an operand of an op that only reads memory, and it is
    // not the value stored (a store's value operand is no read effect's).
    bool readsIt = !list.empty() &&
                   llvm::all_of(list, [](const MemoryEffects::EffectInstance
                                             &e) {
                     return isa<MemoryEffects::Read>(e.getEffect());
                   }) &&
                   llvm::any_of(list, [&](const MemoryEffects::EffectInstance
                                              &e) {
                     return e.getValue() == address;
                   });
    if (!readsIt)
      return false;
  }
  return true;
}

/// Whether the initial contents of `global` (an llvm.mlir.global or a
/// memref.global) are undefined in part: LLVM gives a definition without
/// an initializer `undef` (an external declaration has none to read), and
/// memref's `uninitialized` and a private declaration are the same.
static bool initialContentsUndefined(Operation *global) {
  if (auto llvmGlobal = dyn_cast<LLVM::GlobalOp>(global)) {
    if (Attribute value = llvmGlobal.getValueOrNull())
      return isa<LLVM::UndefAttr, LLVM::PoisonAttr>(value);
    Region &init = llvmGlobal.getInitializerRegion();
    if (init.empty()) {
      LLVM::Linkage linkage = llvmGlobal.getLinkage();
      return linkage != LLVM::Linkage::External &&
             linkage != LLVM::Linkage::ExternWeak;
    }
    // Undefined values, or poison made by a constant position or amount
    // (round 19: `shl 1, 40`, an element past its vector).
    auto none = [](Value) { return std::optional<int64_t>(); };
    return init
        .walk([&](Operation *op) {
          return isUndefinedValue(op) || mayMakePoison(op, none)
                     ? WalkResult::interrupt()
                     : WalkResult::advance();
        })
        .wasInterrupted();
  }
  // memref.global by name: the analysis links no memref dialect. One
  // without an initial value is a declaration, which a private symbol
  // lowers to a global LLVM takes as undefined (issue 27 round 33: its
  // load decided an exit); a public one is defined elsewhere.
  Attribute initial = global->getAttr("initial_value");
  if (!initial) {
    auto symbol = dyn_cast<SymbolOpInterface>(global);
    return symbol && !symbol.isPublic();
  }
  return isa<UnitAttr>(initial);
}

bool UndefinedMemory::globalMayBeUndefined(Operation *global) {
  auto [it, inserted] = globals.try_emplace(global, false);
  if (!inserted)
    return it->second;
  if (!initialContentsUndefined(global))
    return false;
  // A constant's contents are its initializer's, wherever it is read
  // (LLVM folds such loads whatever the linkage).
  bool constant = global->hasAttr("constant") ||
                  (isa<LLVM::GlobalOp>(global) &&
                   cast<LLVM::GlobalOp>(global).getAddrSpace() ==
                       static_cast<unsigned>(NVVM::NVVMMemorySpace::Constant));
  if (!constant) {
    // Others only where no one else may write them: the host writes
    // visible globals (cudaMemcpyToSymbol), the module its own.
    auto symbol = cast<SymbolOpInterface>(global);
    auto llvmGlobal = dyn_cast<LLVM::GlobalOp>(global);
    bool own = llvmGlobal
                   ? llvmGlobal.getLinkage() == LLVM::Linkage::Internal ||
                         llvmGlobal.getLinkage() == LLVM::Linkage::Private
                   : symbol.isPrivate();
    if (!own || !readsOtherFunctions)
      return false;
    Operation *table = SymbolTable::getNearestSymbolTable(global);
    std::optional<SymbolTable::UseRange> uses =
        table ? SymbolTable::getSymbolUses(global, table) : std::nullopt;
    if (!uses)
      return false;
    unsigned budget = 4096;
    for (const SymbolTable::SymbolUse &use : *uses) {
      Operation *user = use.getUser();
      bool address = isa<LLVM::AddressOfOp>(user) ||
                     user->getName().getStringRef() == "memref.get_global";
      if (!address || user->getNumResults() != 1 ||
          !onlyReadThrough(user->getResult(0), budget))
        return false;
    }
  }
  globals[global] = true;
  return true;
}

bool UndefinedMemory::mayRead(Value address) {
  SmallVector<Value, 4> worklist{address};
  for (unsigned steps = 0; !worklist.empty() && steps < 64; ++steps) {
    Value at = worklist.pop_back_val();
    if (auto arg = dyn_cast<BlockArgument>(at)) {
      // A workgroup attribution is a module-own shared global without an
      // initializer once lowered.
      auto func = dyn_cast_or_null<gpu::GPUFuncOp>(arg.getOwner()->getParentOp());
      if (func && arg.getOwner()->isEntryBlock() &&
          llvm::is_contained(func.getWorkgroupAttributions(), arg)) {
        unsigned budget = 4096;
        if (onlyReadThrough(arg, budget))
          return true;
      }
      continue;
    }
    Operation *def = at.getDefiningOp();
    if (isa<LLVM::GEPOp, LLVM::AddrSpaceCastOp>(def)) {
      worklist.push_back(def->getOperand(0));
    } else if (auto select = dyn_cast<LLVM::SelectOp>(def)) {
      worklist.push_back(select.getTrueValue());
      worklist.push_back(select.getFalseValue());
    } else if (auto view = dyn_cast<ViewLikeOpInterface>(def)) {
      worklist.push_back(view.getViewSource());
    } else if (def->getName().getStringRef() == "memref.cast" ||
               def->getName().getStringRef() == "memref.memory_space_cast") {
      worklist.push_back(def->getOperand(0));
    } else if (isa<LLVM::AddressOfOp>(def) ||
               def->getName().getStringRef() == "memref.get_global") {
      auto name = def->getAttrOfType<FlatSymbolRefAttr>(
          isa<LLVM::AddressOfOp>(def) ? "global_name" : "name");
      Operation *global =
          name ? SymbolTable::lookupNearestSymbolFrom(def, name) : nullptr;
      if (global && isa<SymbolOpInterface>(global) &&
          globalMayBeUndefined(global))
        return true;
    }
  }
  // A trace too long to follow may end at such a global (round 19: 70
  // GEPs in a row).
  return !worklist.empty();
}
