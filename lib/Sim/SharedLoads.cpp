//===- SharedLoads.cpp - Loads that may read shared memory ----------------===//
//
// Part of warptile. CUB reads shared memory it never wrote on purpose and
// discards the value (the raking grid's padding, a warp scan's halo that
// lane 0 selects away, a merge sort's padding key): what PTX leaves
// undefined there is the value, not the read. So a load that may read
// shared memory gives its value a poison origin (Poison.cpp) and the
// finding waits for a use that matters. This file finds those loads: a
// forward fixed point over each function marks the values derived from a
// shared pointer (clang's code reaches `__shared__` variables through an
// addrspacecast to a generic pointer).
//
//===----------------------------------------------------------------------===//

#include "SharedLoads.h"

#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Interfaces/ControlFlowInterfaces.h"

using namespace mlir;

namespace {

bool isSharedPointer(Value v) {
  auto type = dyn_cast<LLVM::LLVMPointerType>(v.getType());
  return type && type.getAddressSpace() == 3;
}

/// Whether `op`'s result is derived from its operands as an address (so
/// from a shared pointer when one of them is).
bool carriesAddress(Operation *op) {
  return isa<LLVM::GEPOp, LLVM::AddrSpaceCastOp, LLVM::BitcastOp,
             LLVM::SelectOp, LLVM::IntToPtrOp, LLVM::PtrToIntOp, LLVM::AddOp,
             LLVM::SubOp, LLVM::OrOp, LLVM::AndOp, LLVM::XOrOp>(op);
}

void markFunction(LLVM::LLVMFuncOp func,
                  llvm::DenseSet<Operation *> &loads) {
  llvm::DenseSet<Value> derived;
  func.walk([&](Operation *op) {
    for (Value result : op->getResults())
      if (isSharedPointer(result))
        derived.insert(result);
  });
  for (Block &block : func.getBody())
    for (BlockArgument arg : block.getArguments())
      if (isSharedPointer(arg))
        derived.insert(arg);
  if (derived.empty())
    return;
  bool changed = true;
  while (changed) {
    changed = false;
    func.walk([&](Operation *op) {
      if (auto branch = dyn_cast<BranchOpInterface>(op)) {
        for (unsigned i = 0; i < op->getNumSuccessors(); ++i) {
          SuccessorOperands operands = branch.getSuccessorOperands(i);
          unsigned produced = operands.getProducedOperandCount();
          for (unsigned k = produced; k < operands.size(); ++k)
            if (derived.count(operands[k]))
              changed |= derived
                             .insert(op->getSuccessor(i)->getArgument(k))
                             .second;
        }
        return;
      }
      if (!carriesAddress(op) || op->getNumResults() != 1)
        return;
      if (auto select = dyn_cast<LLVM::SelectOp>(op)) {
        if (derived.count(select.getTrueValue()) ||
            derived.count(select.getFalseValue()))
          changed |= derived.insert(select.getResult()).second;
        return;
      }
      if (llvm::any_of(op->getOperands(),
                       [&](Value v) { return derived.count(v) != 0; }))
        changed |= derived.insert(op->getResult(0)).second;
    });
  }
  func.walk([&](LLVM::LoadOp load) {
    if (load.getOrdering() == LLVM::AtomicOrdering::not_atomic &&
        derived.count(load.getAddr()))
      loads.insert(load);
  });
}

} // namespace

llvm::DenseSet<Operation *>
warptile::sim::loadsThatMayReadShared(ModuleOp module) {
  llvm::DenseSet<Operation *> loads;
  for (auto func : module.getOps<LLVM::LLVMFuncOp>())
    markFunction(func, loads);
  return loads;
}
