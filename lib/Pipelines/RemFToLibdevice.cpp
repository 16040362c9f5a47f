//===- RemFToLibdevice.cpp - arith.remf to __nv_fmodf ---------------------===//
//
// Part of warptile. See RemFToLibdevice.h.
//
//===----------------------------------------------------------------------===//

#include "RemFToLibdevice.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/UB/IR/UBOps.h"
#include "mlir/Dialect/Vector/IR/VectorOps.h"
#include "mlir/IR/Builders.h"
#include "mlir/IR/SymbolTable.h"

using namespace mlir;

namespace {

struct RemFToLibdevicePass
    : PassWrapper<RemFToLibdevicePass, OperationPass<gpu::GPUModuleOp>> {
  MLIR_DEFINE_EXPLICIT_INTERNAL_INLINE_TYPE_ID(RemFToLibdevicePass)

  StringRef getArgument() const final { return "warptile-remf-to-libdevice"; }
  StringRef getDescription() const final {
    return "arith.remf -> libdevice __nv_fmodf / __nv_fmod calls";
  }
  void getDependentDialects(DialectRegistry &registry) const override {
    registry.insert<LLVM::LLVMDialect, vector::VectorDialect, ub::UBDialect>();
  }

  /// The declaration of `name` : (t, t) -> t in the module.
  LLVM::LLVMFuncOp declare(StringRef name, Type type) {
    gpu::GPUModuleOp module = getOperation();
    if (auto func = module.lookupSymbol<LLVM::LLVMFuncOp>(name))
      return func;
    OpBuilder b = OpBuilder::atBlockBegin(module.getBody());
    return LLVM::LLVMFuncOp::create(
        b, module.getLoc(), name,
        LLVM::LLVMFunctionType::get(type, {type, type}));
  }

  /// fmod of two scalars of a float type.
  Value scalar(OpBuilder &b, Location loc, Value x, Value y) {
    Type type = x.getType();
    bool narrow = type.getIntOrFloatBitWidth() < 32;
    bool wide = type.isF64();
    Type callType = wide ? type : b.getF32Type();
    if (narrow) {
      x = arith::ExtFOp::create(b, loc, callType, x);
      y = arith::ExtFOp::create(b, loc, callType, y);
    }
    LLVM::LLVMFuncOp callee =
        declare(wide ? "__nv_fmod" : "__nv_fmodf", callType);
    Value r = LLVM::CallOp::create(b, loc, callee, ValueRange{x, y})
                  .getResult();
    if (narrow)
      r = arith::TruncFOp::create(b, loc, type, r);
    return r;
  }

  void runOnOperation() override {
    SmallVector<arith::RemFOp> ops;
    getOperation().walk([&](arith::RemFOp op) { ops.push_back(op); });
    for (arith::RemFOp op : ops) {
      OpBuilder b(op);
      Location loc = op.getLoc();
      Type type = op.getType();
      auto vec = dyn_cast<VectorType>(type);
      if (!vec) {
        op.replaceAllUsesWith(scalar(b, loc, op.getLhs(), op.getRhs()));
        op.erase();
        continue;
      }
      if (vec.isScalable()) {
        op.emitError("arith.remf of a scalable vector is not supported");
        return signalPassFailure();
      }
      // Element by element over the flattened vector.
      int64_t n = vec.getNumElements();
      auto flat = VectorType::get({n}, vec.getElementType());
      Value x = vector::ShapeCastOp::create(b, loc, flat, op.getLhs());
      Value y = vector::ShapeCastOp::create(b, loc, flat, op.getRhs());
      Value r = ub::PoisonOp::create(b, loc, flat);
      for (int64_t i = 0; i < n; ++i) {
        Value xi = vector::ExtractOp::create(b, loc, x, i);
        Value yi = vector::ExtractOp::create(b, loc, y, i);
        r = vector::InsertOp::create(b, loc, scalar(b, loc, xi, yi), r, i);
      }
      op.replaceAllUsesWith(vector::ShapeCastOp::create(b, loc, vec, r)
                                .getResult());
      op.erase();
    }
  }
};

} // namespace

std::unique_ptr<Pass> mlir::warptile::createRemFToLibdevicePass() {
  return std::make_unique<RemFToLibdevicePass>();
}
