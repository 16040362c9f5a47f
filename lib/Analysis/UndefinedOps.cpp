//===- UndefinedOps.cpp - Ops LLVM deletes the path to --------------------===//
//
// Part of warptile. See UndefinedOps.h.
//
//===----------------------------------------------------------------------===//

#include "warptile/Analysis/UndefinedOps.h"
#include "warptile/Analysis/Kernels.h"

#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/IR/Matchers.h"
#include "mlir/Interfaces/CallInterfaces.h"
#include "mlir/Interfaces/ControlFlowInterfaces.h"
#include "llvm/ADT/DenseSet.h"

using namespace mlir;

/// The calling convention of a call or function: its `CConv`, C by
/// default.
static LLVM::cconv::CConv conventionOf(Operation *op) {
  if (auto cconv = op->getAttrOfType<LLVM::CConvAttr>("CConv"))
    return cconv.getCallingConv();
  return LLVM::cconv::CConv::C;
}

bool warptile::isUndefinedCall(Operation *call, Operation *callee) {
  return callee && (isKernelFunction(callee) ||
                    conventionOf(call) != conventionOf(callee));
}

std::string warptile::callingConventionName(Operation *op) {
  return LLVM::cconv::stringifyCConv(conventionOf(op)).str();
}

/// Whether `address` may be null in the generic address space, undef or
/// poison along some path: its sources through address arithmetic, casts,
/// selects, scf.if results and block arguments (64 steps at most; past
/// them, not known to be).
static bool mayBeInvalidAddress(Value address) {
  SmallVector<Value> work{address};
  llvm::DenseSet<Value> seen{address};
  auto push = [&](Value v) {
    if (v && seen.size() < 64 && seen.insert(v).second)
      work.push_back(v);
  };
  while (!work.empty()) {
    Value v = work.pop_back_val();
    if (auto arg = dyn_cast<BlockArgument>(v)) {
      Block *block = arg.getOwner();
      for (auto it = block->pred_begin(); it != block->pred_end(); ++it) {
        auto branch = dyn_cast<BranchOpInterface>((*it)->getTerminator());
        if (!branch)
          continue;
        for (unsigned s = 0; s < branch->getNumSuccessors(); ++s)
          if (branch->getSuccessor(s) == block) {
            SuccessorOperands operands = branch.getSuccessorOperands(s);
            if (arg.getArgNumber() < operands.size())
              push(operands[arg.getArgNumber()]);
          }
      }
      continue;
    }
    Operation *def = v.getDefiningOp();
    if (isa<LLVM::UndefOp, LLVM::PoisonOp>(def))
      return true;
    if (auto zero = dyn_cast<LLVM::ZeroOp>(def)) {
      auto type = dyn_cast<LLVM::LLVMPointerType>(zero.getType());
      if (type && type.getAddressSpace() == 0)
        return true;
      continue;
    }
    if (isa<LLVM::GEPOp, LLVM::BitcastOp>(def)) {
      push(def->getOperand(0));
      continue;
    }
    if (isa<LLVM::SelectOp>(def) ||
        def->getName().getStringRef() == "arith.select") {
      if (def->getNumOperands() == 3) {
        push(def->getOperand(1));
        push(def->getOperand(2));
      }
      continue;
    }
    if (def->getName().getStringRef() == "scf.if") {
      unsigned index = cast<OpResult>(v).getResultNumber();
      for (Region &region : def->getRegions())
        if (!region.empty() && !region.front().empty()) {
          Operation *yield = region.front().getTerminator();
          if (yield && index < yield->getNumOperands())
            push(yield->getOperand(index));
        }
    }
  }
  return false;
}

bool warptile::isUndefinedStore(Operation *op) {
  auto store = dyn_cast<LLVM::StoreOp>(op);
  if (!store || store.getVolatile_())
    return false;
  // Null is a valid address outside the generic space (round 52: LLVM
  // keeps the path of a store to null in spaces 1 and 3); undef and
  // poison are not, in any.
  return mayBeInvalidAddress(store.getAddr());
}

bool warptile::isFalseAssume(Operation *op) {
  StringRef name = op->getName().getStringRef();
  Value condition;
  if (name == "llvm.intr.assume" && op->getNumOperands() >= 1) {
    condition = op->getOperand(0);
  } else if (name == "llvm.call_intrinsic") {
    auto intrin = op->getAttrOfType<StringAttr>("intrin");
    if (intrin && intrin.getValue() == "llvm.assume" &&
        op->getNumOperands() >= 1)
      condition = op->getOperand(0);
  } else if (auto call = dyn_cast<CallOpInterface>(op)) {
    auto callee =
        dyn_cast_if_present<SymbolRefAttr>(call.getCallableForCallee());
    if (callee && callee.getLeafReference().getValue() == "llvm.assume" &&
        !call.getArgOperands().empty())
      condition = call.getArgOperands().front();
  }
  if (!condition)
    return false;
  Operation *def = condition.getDefiningOp();
  if (isa_and_nonnull<LLVM::UndefOp, LLVM::PoisonOp>(def))
    return true;
  return matchPattern(condition, m_Zero());
}
