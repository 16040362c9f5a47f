//===- MarkConvergent.cpp - Device functions are convergent ---------------===//
//
// Part of warptile. See MarkConvergent.h.
//
//===----------------------------------------------------------------------===//

#include "MarkConvergent.h"

#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Interfaces/FunctionInterfaces.h"

using namespace mlir;

namespace {
struct MarkConvergent
    : PassWrapper<MarkConvergent, OperationPass<gpu::GPUModuleOp>> {
  MLIR_DEFINE_EXPLICIT_INTERNAL_INLINE_TYPE_ID(MarkConvergent)

  StringRef getArgument() const override {
    return "warptile-mark-convergent";
  }
  StringRef getDescription() const override {
    return "Mark device functions and indirect calls convergent, as clang "
           "does for CUDA";
  }
  /// `op`'s `passthrough` without `speculatable`, which lets LLVM run a
  /// call of it where the program does not (hoisted out of the branch
  /// that makes it: round 32 hoisted a helper's ballot on lanes 0-15 to
  /// every lane), `convergent` or not.
  static void dropSpeculatable(Operation *op) {
    auto passthrough = op->getAttrOfType<ArrayAttr>("passthrough");
    if (!passthrough)
      return;
    SmallVector<Attribute> kept;
    for (Attribute entry : passthrough) {
      auto name = dyn_cast<StringAttr>(entry);
      if (auto pair = dyn_cast<ArrayAttr>(entry); pair && !pair.empty())
        name = dyn_cast<StringAttr>(pair[0]);
      if (!name || name.getValue() != "speculatable")
        kept.push_back(entry);
    }
    if (kept.size() != passthrough.size())
      op->setAttr("passthrough", ArrayAttr::get(op->getContext(), kept));
  }

  void runOnOperation() override {
    UnitAttr unit = UnitAttr::get(&getContext());
    getOperation().walk([&](Operation *op) {
      if (isa<FunctionOpInterface>(op))
        dropSpeculatable(op);
      if (auto func = dyn_cast<LLVM::LLVMFuncOp>(op))
        func.setConvergent(true);
      else if (isa<FunctionOpInterface>(op))
        // func.func and gpu.func: their lowering copies the attribute to
        // the llvm.func it makes, where it is the inherent one.
        op->setAttr("convergent", unit);
      else if (auto call = dyn_cast<LLVM::CallOp>(op);
               call && !call.getCallee())
        call.setConvergent(true);
    });
  }
};
} // namespace

std::unique_ptr<Pass> mlir::warptile::createMarkConvergentPass() {
  return std::make_unique<MarkConvergent>();
}
