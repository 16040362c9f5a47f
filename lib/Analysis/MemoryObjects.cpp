//===- MemoryObjects.cpp - Which objects an address may point into --------===//
//
// Part of warptile. A walk back from an address to what makes it: the
// objects it reaches are the ones it may point into; anything it cannot
// see through (a load, a call, an op with effects) may point anywhere.
//
//===----------------------------------------------------------------------===//

#include "warptile/Analysis/MemoryObjects.h"
#include "warptile/Analysis/Kernels.h"

#include "mlir/IR/BuiltinAttributes.h"
#include "mlir/IR/SymbolTable.h"
#include "mlir/Interfaces/CallInterfaces.h"
#include "mlir/Interfaces/FunctionInterfaces.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"
#include "mlir/Interfaces/ViewLikeInterface.h"
#include "llvm/ADT/DenseSet.h"

using namespace mlir;
using namespace mlir::warptile;

namespace {
/// One walk back from an address.
class ObjectWalk {
public:
  /// `partial`: every object the walk reaches, past what it cannot see
  /// through.
  ObjectWalk(Operation *symbolTable, Value address, bool partial = false)
      : symbolTable(symbolTable), partial(partial), work{address},
        visited{address} {}

  /// The objects, or std::nullopt where the address may point anywhere.
  std::optional<SmallVector<MemoryObject>> run();

private:
  void push(Value value) {
    if (visited.insert(value).second)
      work.push_back(value);
  }
  void add(MemoryObject object) {
    if (seen.insert(object).second)
      objects.push_back(object);
  }
  /// False where the value may point anywhere.
  bool stepArgument(BlockArgument argument);
  bool stepResult(OpResult result);
  /// Everything an op with regions passes on to its results or its
  /// regions' arguments: its operands and its regions' terminators'.
  void pushPassedOn(Operation *op);

  Operation *symbolTable;
  bool partial;
  SmallVector<Value> work;
  llvm::DenseSet<Value> visited;
  SmallVector<MemoryObject> objects;
  llvm::DenseSet<MemoryObject> seen;
};
} // namespace

std::optional<SmallVector<MemoryObject>> ObjectWalk::run() {
  while (!work.empty()) {
    if (visited.size() > 512)
      return partial ? std::optional(std::move(objects)) : std::nullopt;
    Value value = work.pop_back_val();
    bool known = isa<BlockArgument>(value)
                     ? stepArgument(cast<BlockArgument>(value))
                     : stepResult(cast<OpResult>(value));
    if (!known && !partial)
      return std::nullopt;
  }
  if (partial)
    return std::move(objects);
  // Only constants made it: an integer address LLVM may equal to another
  // made of the same constant.
  if (objects.empty())
    return std::nullopt;
  return std::move(objects);
}

void ObjectWalk::pushPassedOn(Operation *op) {
  for (Value operand : op->getOperands())
    push(operand);
  for (Region &region : op->getRegions())
    for (Block &block : region)
      if (!block.empty())
        for (Value operand : block.back().getOperands())
          push(operand);
}

bool ObjectWalk::stepArgument(BlockArgument argument) {
  Block *block = argument.getOwner();
  Operation *parent = block->getParentOp();
  auto function = dyn_cast_or_null<FunctionOpInterface>(parent);
  if (!function || !block->isEntryBlock()) {
    // A loop's or a branch target's argument: what reaches it.
    if (parent)
      pushPassedOn(parent);
    for (Block *predecessor : block->getPredecessors())
      for (Value operand : predecessor->getTerminator()->getOperands())
        push(operand);
    return true;
  }
  unsigned index = argument.getArgNumber();
  // A gpu.func attribution: an object of its own.
  if (index >= function.getNumArguments()) {
    add({argument, Attribute()});
    return true;
  }
  // A kernel's argument is an object of its own; a kernel the module also
  // calls (a function marked `gpu.kernel` LLVM inlines as any other) gets
  // its callers' arguments too (round 50).
  if (isKernelFunction(function))
    add({argument, Attribute()});
  // A function's parameter is the argument of each call LLVM may inline
  // it at; a function whose address is taken may be called with anything.
  if (!symbolTable)
    return false;
  std::optional<SymbolTable::UseRange> uses =
      SymbolTable::getSymbolUses(function, symbolTable);
  if (!uses)
    return false;
  bool called = false;
  for (const SymbolTable::SymbolUse &use : *uses) {
    auto call = dyn_cast<CallOpInterface>(use.getUser());
    auto callee = call ? dyn_cast<SymbolRefAttr>(call.getCallableForCallee())
                       : SymbolRefAttr();
    if (!callee || callee != use.getSymbolRef())
      return false;
    OperandRange arguments = call.getArgOperands();
    if (index >= arguments.size())
      return false;
    push(arguments[index]);
    called = true;
  }
  if (!called && !isKernelFunction(function))
    add({argument, Attribute()});
  return true;
}

bool ObjectWalk::stepResult(OpResult result) {
  Operation *def = result.getOwner();
  StringRef name = def->getName().getStringRef();
  if (llvm::is_contained({StringRef("llvm.alloca"), StringRef("memref.alloca"),
                          StringRef("memref.alloc"), StringRef("gpu.alloc")},
                         name)) {
    add({result, Attribute()});
    return true;
  }
  if (name == "llvm.mlir.addressof" || name == "memref.get_global") {
    auto symbol = def->getAttrOfType<FlatSymbolRefAttr>("global_name");
    if (!symbol)
      symbol = def->getAttrOfType<FlatSymbolRefAttr>("name");
    if (!symbol)
      return false;
    // An alias is the address its body returns (round 45: LLVM resolves a
    // private `llvm.mlir.alias @GA` of @G and forwards a store to @G to a
    // load of @GA).
    Operation *target = SymbolTable::lookupNearestSymbolFrom(def, symbol);
    if (target && target->getName().getStringRef() == "llvm.mlir.alias") {
      pushPassedOn(target);
      return true;
    }
    add({Value(), symbol});
    return true;
  }
  // Constants make no object (an address only they make is unknown).
  if (def->hasTrait<OpTrait::ConstantLike>() ||
      llvm::is_contained({StringRef("llvm.mlir.constant"),
                          StringRef("llvm.mlir.zero"),
                          StringRef("llvm.mlir.undef"),
                          StringRef("llvm.mlir.poison"),
                          StringRef("ub.poison")},
                         name))
    return true;
  // An address into its base: a GEP's indices and a view's offsets move
  // it within the object.
  if (name == "llvm.getelementptr") {
    push(def->getOperand(0));
    return true;
  }
  if (auto view = dyn_cast<ViewLikeOpInterface>(def)) {
    push(view.getViewSource());
    return true;
  }
  // A call may return any address; LLVM sees through none it does not
  // inline, and an inlined one returns what its body computes.
  if (isa<CallOpInterface>(def))
    return false;
  if (def->getNumRegions() != 0) {
    pushPassedOn(def);
    return true;
  }
  // Ops LLVM computes without memory: address arithmetic, casts, integer
  // round trips, selects, vectors and structs of addresses, freeze,
  // ptrmask, the invariant-group intrinsics.
  if (isMemoryEffectFree(def) ||
      llvm::is_contained({StringRef("llvm.freeze"),
                          StringRef("llvm.intr.ptrmask"),
                          StringRef("llvm.intr.launder.invariant.group"),
                          StringRef("llvm.intr.strip.invariant.group")},
                         name)) {
    for (Value operand : def->getOperands())
      push(operand);
    return true;
  }
  return false;
}

void MemoryObjects::findEquated() {
  if (!symbolTable)
    return;
  // Every object an operand of a comparison reaches (integer or float:
  // LLVM reads `fcmp une (sitofp (p - q)), 0.0` back as `p == q`), past
  // what the walk cannot see through (`p + (load & 0)`), and every object
  // whose address becomes an integer (`assume(!trunc(umin(p ^ q, 1)))`
  // compares nothing: issue 27 round 49).
  symbolTable->walk([&](Operation *op) {
    StringRef name = op->getName().getStringRef();
    bool compares =
        llvm::is_contained({StringRef("llvm.icmp"), StringRef("arith.cmpi"),
                            StringRef("index.cmp"), StringRef("llvm.fcmp"),
                            StringRef("arith.cmpf")},
                           name);
    bool exposes =
        llvm::is_contained({StringRef("llvm.ptrtoint"),
                            StringRef("memref.extract_aligned_pointer_as_index"),
                            StringRef("memref.extract_strided_metadata")},
                           name);
    if (!compares && !exposes)
      return;
    for (Value operand : op->getOperands())
      if (std::optional<SmallVector<MemoryObject>> objects =
              ObjectWalk(symbolTable, operand, /*partial=*/true).run())
        equated.insert(objects->begin(), objects->end());
  });
}

std::optional<ArrayRef<MemoryObject>> MemoryObjects::of(Value address) {
  if (!equatedFound) {
    equatedFound = true;
    findEquated();
  }
  auto found = cache.find(address);
  if (found == cache.end()) {
    std::optional<SmallVector<MemoryObject>> objects =
        ObjectWalk(symbolTable, address).run();
    // An object an address of which is compared may be another object
    // LLVM equates it with where the comparison holds (GVN replaces one
    // address by the other: issue 27 round 48, `if (p != @G) exit;` then
    // a store to @G forwarded to a load of p).
    if (objects && llvm::any_of(*objects, [&](const MemoryObject &object) {
          return equated.contains(object);
        }))
      objects = std::nullopt;
    found = cache.try_emplace(address, std::move(objects)).first;
  }
  if (!found->second)
    return std::nullopt;
  return ArrayRef<MemoryObject>(*found->second);
}
