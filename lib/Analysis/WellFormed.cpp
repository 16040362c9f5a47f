//===- WellFormed.cpp - Whether ops pass their own verifiers --------------===//
//
// Part of warptile. See WellFormed.h.
//
//===----------------------------------------------------------------------===//

#include "warptile/Analysis/WellFormed.h"

#include "mlir/IR/Diagnostics.h"
#include "mlir/IR/Matchers.h"
#include "mlir/IR/Operation.h"

using namespace mlir;

namespace {
/// Set while this thread runs an op's own verifier to learn whether the op
/// is well formed: its diagnostics are that verifier's to give, later, once.
thread_local unsigned quietDepth = 0;
constexpr unsigned kMaxDepth = 4;
} // namespace

bool warptile::inWellFormedCheck() { return quietDepth > 0; }

bool warptile::passesQuietly(MLIRContext *context,
                             llvm::function_ref<LogicalResult()> check) {
  ScopedDiagnosticHandler quiet(context, [](Diagnostic &) {
    return success(quietDepth > 0);
  });
  ++quietDepth;
  bool ok = succeeded(check());
  --quietDepth;
  return ok;
}

bool warptile::isWellFormed(Operation *op) {
  std::optional<RegisteredOperationName> name = op->getRegisteredInfo();
  if (!name)
    return false;
  // A verifier run here may check the ops it reads in turn; past a few
  // levels the op is taken as it is rather than recurse along a chain of
  // them (round 52: 4,000 chained partitions overflowed the stack).
  if (quietDepth >= kMaxDepth)
    return true;
  return passesQuietly(op->getContext(), [&] {
    return success(succeeded(name->verifyInvariants(op)) &&
                   succeeded(name->verifyRegionInvariants(op)));
  });
}

bool warptile::isWellFormedTree(
    Operation *root, llvm::function_ref<bool(Operation *)> checked) {
  return !root
              ->walk([&](Operation *op) {
                if (op->isRegistered() && checked(op) && !isWellFormed(op))
                  return WalkResult::interrupt();
                return WalkResult::advance();
              })
              .wasInterrupted();
}

std::optional<llvm::APInt> warptile::wellFormedConstantInt(Value value) {
  Operation *def = value.getDefiningOp();
  llvm::APInt constant;
  // Only a constant op is verified: verifying any other would run its
  // verifier, which may ask this of its own operands (round 52: a shuffle
  // whose offset is its own result recursed without end).
  if (!def || !def->hasTrait<OpTrait::ConstantLike>() || !isWellFormed(def) ||
      !matchPattern(value, m_ConstantInt(&constant)))
    return std::nullopt;
  return constant;
}
