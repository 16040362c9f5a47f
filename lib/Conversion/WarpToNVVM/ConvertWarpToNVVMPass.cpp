//===- ConvertWarpToNVVMPass.cpp - The convert-warp-to-nvvm pass ----------===//
//
// Part of warptile.
//
//===----------------------------------------------------------------------===//

#include "mlir/Conversion/LLVMCommon/TypeConverter.h"
#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/ControlFlow/Transforms/StructuralTypeConversions.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/Func/Transforms/FuncConversions.h"
#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/LLVMIR/NVVMDialect.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/SCF/Transforms/Patterns.h"
#include "mlir/Dialect/UB/IR/UBOps.h"
#include "mlir/Transforms/DialectConversion.h"
#include "warptile/Conversion/Passes.h"
#include "warptile/Dialect/Warp/IR/FunctionReach.h"
#include "warptile/Dialect/Warp/IR/WarpOps.h"

namespace mlir {
namespace warptile {
#define GEN_PASS_DEF_CONVERTWARPTONVVMPASS
#include "warptile/Conversion/Passes.h.inc"
} // namespace warptile
} // namespace mlir

using namespace mlir;
using namespace mlir::warp;

namespace {

bool hasWideWarp(Type type) {
  if (auto warp = dyn_cast<WarpType>(type))
    return warp.getWidth() != 32;
  if (auto tile = dyn_cast<TileType>(type))
    return tile.getWidth() != 32;
  return false;
}

/// A warp kernel's `known_block_size` is a fact W2 and the uniformity
/// analysis rely on (whole warps; which threads a warp holds), but upstream
/// lowers it to `.maxntid`, which admits any smaller block, partial warps
/// included. Such a kernel declares it as `nvvm.reqntid` (`.reqntid`, which
/// the driver and every runner hold a launch to exactly), keeping the value
/// as the discardable `gpu.known_block_size` for the index lowering's
/// ranges. PTX forbids `.maxntid` beside `.reqntid`, and the verifier has
/// checked that a `nvvm.maxntid` allows the declared block.
static void requireVerifiedBlockSizes(Operation *root) {
  root->walk([](gpu::GPUFuncOp func) {
    // The property, or the discardable `gpu.known_block_size` that W2
    // reads as well (upstream's lowering ignores the latter on a gpu.func:
    // the PTX declared no block at all; round 18).
    DenseI32ArrayAttr known = func.getKnownBlockSizeAttr();
    if (!known)
      known = func->getAttrOfType<DenseI32ArrayAttr>(
          gpu::GPUDialect::KnownBlockSizeAttrHelper::getNameStr());
    if (!func.isKernel() || !known)
      return;
    WalkResult entry =
        func.walk([](EntryOp) { return WalkResult::interrupt(); });
    if (!entry.wasInterrupted())
      return;
    func.removeKnownBlockSizeAttr();
    func->setAttr(gpu::GPUDialect::KnownBlockSizeAttrHelper::getNameStr(),
                  known);
    func->setAttr(NVVM::NVVMDialect::getReqntidAttrName(), known);
    func->removeAttr(NVVM::NVVMDialect::getMaxntidAttrName());
  });
}

struct ConvertWarpToNVVMPass
    : warptile::impl::ConvertWarpToNVVMPassBase<ConvertWarpToNVVMPass> {
  using Base::Base;

  void runOnOperation() override {
    Operation *root = getOperation();
    MLIRContext *ctx = &getContext();
    if (failed(warp::checkSymbolTableAnchor(root, getArgument())))
      return signalPassFailure();
    std::optional<unsigned> sm = warptile::smVersionOf(chip);
    if (!sm) {
      root->emitError() << "convert-warp-to-nvvm: chip '" << chip
                        << "' is not of the form sm_NN";
      return signalPassFailure();
    }

    // The lane-safety checks no op verifier starts (a kernel's warp
    // parameter, a warp parameter no warp op reaches): whatever tool or
    // pipeline got here, nothing is lowered that they reject.
    if (failed(warp::verifyUnreachedWarps(root)))
      return signalPassFailure();

    // NVIDIA warps have 32 lanes; 64-lane wavefronts need another target.
    // Function and block arguments count too: a 64-lane parameter has no
    // conversion either.
    WalkResult wide = root->walk([&](Operation *op) {
      auto reject = [&](Type type) {
        op->emitError("convert-warp-to-nvvm: NVVM warps have 32 lanes; ")
            << type << " has no NVVM lowering";
        return WalkResult::interrupt();
      };
      for (Type type : llvm::concat<const Type>(op->getOperandTypes(),
                                                op->getResultTypes()))
        if (hasWideWarp(type))
          return reject(type);
      for (Region &region : op->getRegions())
        for (Block &block : region)
          for (Type type : block.getArgumentTypes())
            if (hasWideWarp(type))
              return reject(type);
      return WalkResult::advance();
    });
    if (wide.wasInterrupted())
      return signalPassFailure();

    requireVerifiedBlockSizes(root);

    // Decide the guards on the warp IR, before any of it is rewritten.
    WarpExactness exactness;
    llvm::DenseMap<Operation *, bool> guards;
    root->walk([&](Operation *op) {
      if (auto collective = dyn_cast<CollectiveOpInterface>(op))
        guards[op] = !exactness.isExact(collective.getHandle());
      else if (auto ifOp = dyn_cast<IfOp>(op))
        guards[op] = !exactness.isExact(ifOp.getWarp());
    });

    TypeConverter converter;
    converter.addConversion([](Type type) { return type; });
    populateWarpToNVVMTypeConversion(converter);

    ConversionTarget target(*ctx);
    target.addIllegalDialect<WarpDialect>();
    target.addLegalDialect<arith::ArithDialect, NVVM::NVVMDialect,
                           scf::SCFDialect, ub::UBDialect>();
    target.markUnknownOpDynamicallyLegal([&](Operation *op) {
      // Any function op (func.func, gpu.func, llvm.func, ...): its
      // signature type is op-specific, so ask for the argument and result
      // types through the interface. Those are the entry block's arguments;
      // the other blocks' arguments are converted by the patterns of the
      // branches that reach them (cf.br, cf.cond_br, cf.switch), so they do
      // not decide whether the function itself is legal.
      if (auto func = dyn_cast<FunctionOpInterface>(op))
        return converter.isLegal(func.getArgumentTypes()) &&
               converter.isLegal(func.getResultTypes());
      return converter.isLegal(op);
    });

    RewritePatternSet patterns(ctx);
    WarpToNVVMOptions options{*sm};
    populateWarpDivergenceToNVVMPatterns(converter, patterns, guards);
    populateWarpCollectivesToNVVMPatterns(converter, patterns, guards,
                                          options);
    // Warps threaded through loops, branches, calls and function arguments.
    populateAnyFunctionOpInterfaceTypeConversionPattern(patterns, converter);
    populateCallOpTypeConversionPattern(patterns, converter);
    populateReturnOpTypeConversionPattern(patterns, converter);
    cf::populateCFStructuralTypeConversionsAndLegality(converter, patterns,
                                                       target);
    scf::populateSCFStructuralTypeConversionsAndLegality(converter, patterns,
                                                         target);

    // The collectives this pass makes run on the exact lanes of a warp
    // type: every lane of their member mask executes them. Marked so the
    // simulator can report one whose mask names a lane that exited (PTX
    // lets a .sync collective go on without exited lanes, so that is not
    // undefined there, but it breaks the type's promise: a verifier hole).
    // A discardable attribute: no PTX changes.
    auto isCollective = [](Operation *op) {
      return isa<NVVM::ShflOp, NVVM::VoteSyncOp, NVVM::ReduxOp,
                 NVVM::MatchSyncOp>(op);
    };
    llvm::DenseSet<Operation *> before;
    root->walk([&](Operation *op) {
      if (isCollective(op))
        before.insert(op);
    });
    if (failed(applyPartialConversion(root, target, std::move(patterns))))
      return signalPassFailure();
    root->walk([&](Operation *op) {
      if (isCollective(op) && !before.contains(op))
        op->setAttr(kExactMemberMaskAttr, UnitAttr::get(ctx));
    });
  }
};

} // namespace
