//===- ComparisonWalkMemory.cpp - The input through memory ----------------===//
//
// Part of warptile. ComparisonWalk (ComparisonWalk.h) over memory: a write
// of a value computed from the input marks the objects its address may
// point into (MemoryObjects.h); every read of them in the functions
// linked to the input's by calls, and every copy of them, is computed from
// it (issue 27 rounds 43 to 47).
//
//===----------------------------------------------------------------------===//

#include "ComparisonWalk.h"

#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/IR/SymbolTable.h"
#include "mlir/Interfaces/CallInterfaces.h"
#include "mlir/Interfaces/ControlFlowInterfaces.h"
#include "mlir/Interfaces/FunctionInterfaces.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"

using namespace mlir;
using namespace mlir::warptile;
using namespace mlir::warptile::detail;
using llvm::APInt;
using llvm::ConstantRange;

/// The function `value` is in (or `op`).
static Operation *functionOf(Value value) {
  Region *region = value.getParentRegion();
  return region ? region->getParentOfType<FunctionOpInterface>() : nullptr;
}
static Operation *functionOf(Operation *op) {
  return op->getParentOfType<FunctionOpInterface>();
}

/// Whether a value of `type` is an address (or addresses) memory is read
/// or written through.
static bool isAddress(Type type) {
  if (auto vector = dyn_cast<VectorType>(type))
    type = vector.getElementType();
  return isa<LLVM::LLVMPointerType, BaseMemRefType>(type);
}

bool mlir::warptile::detail::callsIntrinsic(Operation *op) {
  auto call = dyn_cast<CallOpInterface>(op);
  auto callee =
      call ? dyn_cast_if_present<SymbolRefAttr>(call.getCallableForCallee())
           : SymbolRefAttr();
  return callee && callee.getLeafReference().getValue().starts_with("llvm.");
}

/// Ops LLVM does not read the memory effects of: inline assembly, and
/// calls (a callee LLVM sees is walked as the input's: followFunction),
/// but those of intrinsics.
static bool isOpaqueToMemory(Operation *op) {
  return (isa<CallOpInterface>(op) && !callsIntrinsic(op)) ||
         isa<LLVM::InlineAsmOp>(op) ||
         op->getName().getStringRef() == "nvvm.inline_ptx" ||
         op->hasTrait<OpTrait::HasRecursiveMemoryEffects>();
}

/// Whether the memory effects `op` declares are the ones it has: not a
/// call (an intrinsic's are its own, not the call op's).
static MemoryEffectOpInterface declaredEffects(Operation *op) {
  return isa<CallOpInterface>(op) ? MemoryEffectOpInterface()
                                  : dyn_cast<MemoryEffectOpInterface>(op);
}

std::optional<ComparisonWalk::Step>
ComparisonWalk::followWrite(OpOperand &use, unsigned depth) {
  Operation *user = use.getOwner();
  Value operand = use.get();
  SmallVector<Value> targets;
  if (auto effects = declaredEffects(user)) {
    SmallVector<MemoryEffects::EffectInstance> list;
    effects.getEffects(list);
    for (const MemoryEffects::EffectInstance &effect : list) {
      // The address the op reads or writes through, not what it writes
      // (the operand, not its value: `llvm.store %p, %p` writes %p:
      // round 46).
      OpOperand *address = effect.getEffectValue<OpOperand *>();
      if (address ? address == &use : effect.getValue() == operand)
        return std::nullopt;
      // A write that names no memory (gpu.printf) is not forwarded.
      if (isa<MemoryEffects::Write>(effect.getEffect()) && effect.getValue())
        targets.push_back(effect.getValue());
    }
    // The indices of a store to a memref (after the value and the memref)
    // place the write; any other operand is written (round 45: an index
    // stored to a memref<1xindex> is the value).
    StringRef name = user->getName().getStringRef();
    if (use.getOperandNumber() >= 2 &&
        llvm::is_contained({StringRef("memref.store"),
                            StringRef("affine.store"),
                            StringRef("vector.store"),
                            StringRef("memref.atomic_rmw")},
                           name))
      return std::nullopt;
  } else if (!isMemoryEffectFree(user) && !isOpaqueToMemory(user)) {
    // An op whose effects are not declared (llvm.intr.masked.store,
    // llvm.call_intrinsic "llvm.memmove..."): it may write what it is
    // given through each address it is given.
    for (Value other : user->getOperands())
      if (other != operand && isAddress(other.getType()))
        targets.push_back(other);
  }
  if (targets.empty())
    return std::nullopt;
  for (Value target : targets)
    noteWrite(target, depth);
  // What it gives back (an atomic's old value, cmpxchg's flag) is
  // computed from it too.
  for (Value result : user->getResults())
    if (!follow(result, depth))
      return Step::Unsafe;
  return Step::Read;
}

void ComparisonWalk::noteWrite(Value target, unsigned depth) {
  if (!objects) {
    Operation *function = functionOf(value);
    symbolTable = SymbolTable::getNearestSymbolTable(
        function ? function->getParentOp() : at);
    objects.emplace(symbolTable);
  }
  std::optional<ArrayRef<MemoryObject>> into = objects->of(target);
  bool grew = false;
  if (!into) {
    grew = !writtenAnywhere;
    writtenAnywhere = true;
  } else {
    for (const MemoryObject &object : *into)
      grew |= written.insert(object).second;
  }
  if (!grew)
    return;
  writeDepth = readsStale ? std::min(writeDepth, depth) : depth;
  readsStale = true;
}

bool ComparisonWalk::mayReadWritten(Value address) {
  if (writtenAnywhere)
    return true;
  std::optional<ArrayRef<MemoryObject>> from = objects->of(address);
  // An address the objects of which are not known may be any.
  return !from || llvm::any_of(*from, [&](const MemoryObject &object) {
    return written.contains(object);
  });
}

SmallVector<Operation *> ComparisonWalk::functionsLinked() {
  Operation *start = functionOf(value);
  if (!start)
    start = functionOf(at);
  if (!start || !symbolTable)
    return start ? SmallVector<Operation *>{start} : SmallVector<Operation *>{};
  // The call graph of the symbol table, both ways.
  llvm::DenseMap<Operation *, SmallVector<Operation *>> linked;
  for (Operation &function : symbolTable->getRegion(0).getOps()) {
    if (!isa<FunctionOpInterface>(function))
      continue;
    function.walk([&](CallOpInterface call) {
      Operation *callee = call.resolveCallable();
      if (!callee || callee == &function)
        return;
      linked[&function].push_back(callee);
      linked[callee].push_back(&function);
    });
  }
  SmallVector<Operation *> functions{start};
  llvm::DenseSet<Operation *> seen{start};
  for (size_t i = 0; i < functions.size(); ++i)
    for (Operation *next : linked.lookup(functions[i]))
      if (seen.insert(next).second)
        functions.push_back(next);
  return functions;
}

bool ComparisonWalk::followRead(Operation *op) {
  if (isOpaqueToMemory(op))
    return true;
  bool reads = false;
  SmallVector<Value> targets;
  if (auto effects = declaredEffects(op)) {
    SmallVector<MemoryEffects::EffectInstance> list;
    effects.getEffects(list);
    for (const MemoryEffects::EffectInstance &effect : list) {
      Value address = effect.getValue();
      if (!address)
        continue;
      if (isa<MemoryEffects::Read>(effect.getEffect()))
        reads |= mayReadWritten(address);
      if (isa<MemoryEffects::Write>(effect.getEffect()))
        targets.push_back(address);
    }
  } else if (!isMemoryEffectFree(op)) {
    for (Value operand : op->getOperands())
      if (isAddress(operand.getType())) {
        reads |= mayReadWritten(operand);
        targets.push_back(operand);
      }
  }
  if (!reads)
    return true;
  for (Value result : op->getResults())
    if (!follow(result, writeDepth))
      return false;
  // A copy (memcpy, memref.copy) writes what it reads.
  for (Value target : targets)
    noteWrite(target, writeDepth);
  return true;
}

bool ComparisonWalk::followReadsOfWritten() {
  readsStale = false;
  if (functions.empty())
    functions = functionsLinked();
  for (Operation *function : functions) {
    bool ok = !function
                   ->walk([&](Operation *op) {
                     return followRead(op) ? WalkResult::advance()
                                           : WalkResult::interrupt();
                   })
                   .wasInterrupted();
    if (!ok)
      return false;
  }
  return true;
}
