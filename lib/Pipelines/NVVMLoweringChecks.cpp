//===- NVVMLoweringChecks.cpp - Before and after convert-gpu-to-nvvm ------===//
//
// Part of warptile. See NVVMLoweringChecks.h.
//
//===----------------------------------------------------------------------===//

#include "NVVMLoweringChecks.h"
#include "warptile/Pipelines/Pipelines.h"

#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "llvm/ADT/STLExtras.h"

using namespace mlir;

namespace {

/// The kinds MLIR 22.1's WMMA-to-NVVM lowering (createScalarOp in
/// GPUToNVVM/WmmaOpsToNvvm.cpp) builds for `element`: found by running
/// each kind through `mlir-opt --convert-gpu-to-nvvm` and warp-run. The
/// others abort (subf, negatef, extf and the integer kinds reach an
/// llvm_unreachable; maxf and minf on f16 build an f32 NaN constant for
/// f16 registers and crash after "FloatAttr does not match expected type
/// of the constant").
bool lowerable(gpu::MMAElementwiseOp kind, Type element) {
  switch (kind) {
  case gpu::MMAElementwiseOp::ADDF:
  case gpu::MMAElementwiseOp::MULF:
  case gpu::MMAElementwiseOp::DIVF:
    return true;
  case gpu::MMAElementwiseOp::MAXF:
  case gpu::MMAElementwiseOp::MINF:
    return element.isF32();
  default:
    return false;
  }
}

struct CheckMmaElementwise
    : PassWrapper<CheckMmaElementwise, OperationPass<gpu::GPUModuleOp>> {
  MLIR_DEFINE_EXPLICIT_INTERNAL_INLINE_TYPE_ID(CheckMmaElementwise)

  StringRef getArgument() const override {
    return "warptile-check-mma-elementwise";
  }
  void runOnOperation() override {
    bool refused = false;
    getOperation().walk([&](gpu::SubgroupMmaElementwiseOp op) {
      Type element =
          cast<gpu::MMAMatrixType>(op.getType()).getElementType();
      if (lowerable(op.getOpType(), element))
        return;
      op.emitError() << "gpu.subgroup_mma_elementwise "
                     << gpu::stringifyMMAElementwiseOp(op.getOpType())
                     << " on " << element
                     << " has no lowering to NVVM in MLIR 22 (its WMMA "
                        "lowering has addf, mulf and divf, and maxf and "
                        "minf on f32, only, and aborts on the rest)";
      refused = true;
    });
    if (refused)
      signalPassFailure();
  }
};

struct CheckLoweredToNVVM
    : PassWrapper<CheckLoweredToNVVM, OperationPass<gpu::GPUModuleOp>> {
  MLIR_DEFINE_EXPLICIT_INTERNAL_INLINE_TYPE_ID(CheckLoweredToNVVM)

  StringRef getArgument() const override {
    return "warptile-check-lowered-to-nvvm";
  }
  void runOnOperation() override {
    // The dialects the kernels are written in, which the pipeline lowers
    // away: none of them translates to LLVM IR.
    static constexpr llvm::StringLiteral inputs[] = {
        "affine", "arith", "cf", "func", "gpu", "index",
        "math",   "memref", "scf", "vector"};
    // The first such op: the others are usually its neighbours.
    WalkResult result = getOperation().walk([&](Operation *op) {
      if (op == getOperation() ||
          !llvm::is_contained(inputs, op->getName().getDialectNamespace()))
        return WalkResult::advance();
      InFlightDiagnostic error = op->emitError();
      error << "'" << op->getName()
            << "' is not lowered by MLIR's GPU-to-NVVM pipeline";
      if (op->getName().getDialectNamespace() == "vector")
        error << "; vector code over 2-D WMMA fragments needs "
                 "convert-vector-to-gpu first, which warp-run does not run "
                 "(docs/Sim.md \"Host programs\")";
      return WalkResult::interrupt();
    });
    if (result.wasInterrupted())
      signalPassFailure();
  }
};

} // namespace

std::unique_ptr<Pass> mlir::warptile::createCheckLoweredToNVVMPass() {
  return std::make_unique<CheckLoweredToNVVM>();
}

std::unique_ptr<Pass> mlir::warptile::createCheckMmaElementwisePass() {
  return std::make_unique<CheckMmaElementwise>();
}
