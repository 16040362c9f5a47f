//===- FunctionMemoTest.cpp - The verifier's memos follow the IR ----------===//
//
// Part of warptile. The warp verifier keeps what it derived from a function
// (is every op well formed, how uniform is each value) while the function
// is unchanged (FunctionMemo.h). These tests change the IR between two
// verifications, the way a pass does, and check that the second one
// answers for the IR as it is: a kept answer for the old IR would accept a
// warp.if whose condition now differs between lanes.
//
//===----------------------------------------------------------------------===//

#include "warptile/Registration/Registration.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/Diagnostics.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/IR/Verifier.h"
#include "mlir/Parser/Parser.h"

#include "gtest/gtest.h"

using namespace mlir;

namespace {

/// A kernel with one uniform warp.if on `%flag` and a lane-dependent i1
/// (`%odd`) beside it.
constexpr const char *kKernel = R"mlir(
gpu.module @m {
  gpu.func @k(%v: i32, %flag: i1) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    %odd = arith.trunci %li : i32 to i1
    %w2 = warp.if %w, %flag -> !warp.warp<all> {
    ^bb0(%d: !warp.warp<all>):
      %r = warp.reduce add %d, %v : !warp.warp<all>, i32
      warp.yield %d : !warp.warp<all>
    } else {
    ^bb0(%d: !warp.warp<all>):
      warp.yield %d : !warp.warp<all>
    }
    gpu.return
  }
}
)mlir";

class FunctionMemoTest : public ::testing::Test {
protected:
  FunctionMemoTest() {
    DialectRegistry registry;
    warptile::registerDialects(registry);
    context.appendDialectRegistry(registry);
    context.loadAllAvailableDialects();
    // Diagnostics are counted, not printed.
    handler = std::make_unique<ScopedDiagnosticHandler>(
        &context, [this](Diagnostic &diag) {
          if (diag.getSeverity() == DiagnosticSeverity::Error)
            lastError = diag.str();
          return success();
        });
  }

  /// The op named `name` in `module` (the first in program order).
  static Operation *find(ModuleOp module, StringRef name) {
    Operation *found = nullptr;
    module->walk([&](Operation *op) {
      if (!found && op->getName().getStringRef() == name)
        found = op;
    });
    return found;
  }

  /// The i1 value `%odd` (the trunci's result).
  static Value lanePredicate(ModuleOp module) {
    return find(module, "arith.trunci")->getResult(0);
  }

  MLIRContext context{MLIRContext::Threading::DISABLED};
  std::unique_ptr<ScopedDiagnosticHandler> handler;
  std::string lastError;
};

/// A kernel whose warp.if condition is computed from a kernel argument
/// (`%c`, uniform), with the lane's id beside it.
constexpr const char *kComputedCondition = R"mlir(
gpu.module @m {
  gpu.func @k(%v: i32) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    %c = arith.trunci %v : i32 to i1
    %w2 = warp.if %w, %c -> !warp.warp<all> {
    ^bb0(%d: !warp.warp<all>):
      %r = warp.reduce add %d, %v : !warp.warp<all>, i32
      warp.yield %d : !warp.warp<all>
    } else {
    ^bb0(%d: !warp.warp<all>):
      warp.yield %d : !warp.warp<all>
    }
    gpu.return
  }
}
)mlir";

TEST_F(FunctionMemoTest, ConditionMadeLaneDependentIsRejected) {
  OwningOpRef<ModuleOp> module =
      parseSourceString<ModuleOp>(kComputedCondition, &context);
  ASSERT_TRUE(module);
  ASSERT_TRUE(succeeded(verify(*module))) << lastError;
  // Verify the warp.if on its own too (the op verifier a pass runs).
  Operation *branch = find(*module, "warp.if");
  ASSERT_TRUE(succeeded(verify(branch)));
  // Now the same condition value is computed from the lane's id: the kept
  // analysis of the old function would still call it uniform.
  Operation *trunc = find(*module, "arith.trunci");
  trunc->setOperand(0, find(*module, "arith.index_cast")->getResult(0));
  EXPECT_TRUE(failed(verify(*module)));
  EXPECT_NE(lastError.find("W8"), std::string::npos) << lastError;
  lastError.clear();
  EXPECT_TRUE(failed(verify(branch)));
  EXPECT_NE(lastError.find("W8"), std::string::npos) << lastError;
}

TEST_F(FunctionMemoTest, RepeatedVerificationOfUnchangedIRAgrees) {
  OwningOpRef<ModuleOp> module = parseSourceString<ModuleOp>(kKernel, &context);
  ASSERT_TRUE(module);
  Operation *branch = find(*module, "warp.if");
  branch->setOperand(1, lanePredicate(*module));
  for (int i = 0; i < 3; ++i) {
    lastError.clear();
    EXPECT_TRUE(failed(verify(*module)));
    EXPECT_NE(lastError.find("W8"), std::string::npos) << lastError;
  }
  // Back to the kernel flag: accepted again.
  auto func = cast<gpu::GPUFuncOp>(find(*module, "gpu.func"));
  branch->setOperand(1, func.getArgument(1));
  for (int i = 0; i < 3; ++i)
    EXPECT_TRUE(succeeded(verify(*module))) << lastError;
}

TEST_F(FunctionMemoTest, FunctionMadeMalformedIsNotWalked) {
  // A function kept as walkable (every op well formed) that an edit makes
  // malformed: the walk must not read the malformed op, and verification
  // fails on it.
  OwningOpRef<ModuleOp> module = parseSourceString<ModuleOp>(kKernel, &context);
  ASSERT_TRUE(module);
  ASSERT_TRUE(succeeded(verify(*module))) << lastError;
  Operation *trunc = find(*module, "arith.trunci");
  // An i1 truncated to i32 is not a truncation.
  trunc->getResult(0).setType(IntegerType::get(&context, 64));
  EXPECT_TRUE(failed(verify(*module)));
}

} // namespace
