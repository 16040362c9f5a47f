//===- FunctionReach.cpp - Which functions the warp verifier reads --------===//
//
// Part of warptile. See FunctionReach.h.
//
//===----------------------------------------------------------------------===//

#include "warptile/Dialect/Warp/IR/FunctionReach.h"
#include "warptile/Analysis/Kernels.h"
#include "warptile/Dialect/Warp/IR/SymbolSnapshot.h"
#include "warptile/Dialect/Warp/IR/WarpOps.h"

#include "mlir/IR/SymbolTable.h"
#include "mlir/Interfaces/CallInterfaces.h"
#include "mlir/Interfaces/FunctionInterfaces.h"

using namespace mlir;
using namespace mlir::warp;

namespace {
thread_local FunctionReach currentReach = FunctionReach::Unset;
} // namespace

FunctionReachScope::FunctionReachScope(FunctionReach reach)
    : saved(currentReach) {
  if (currentReach == FunctionReach::Unset)
    currentReach = reach;
}

FunctionReachScope::~FunctionReachScope() { currentReach = saved; }

bool mlir::warp::readsOtherFunctions() {
  return currentReach != FunctionReach::OwnFunction;
}

LogicalResult mlir::warp::checkSymbolTableAnchor(Operation *op,
                                                StringRef pass) {
  if (!op->getParentOp() || op->hasTrait<OpTrait::SymbolTable>())
    return success();
  return op->emitOpError()
         << "'" << pass
         << "' runs on a symbol table (a module or gpu.module), not nested on "
            "its functions: it reads a function's callers and callees, which "
            "a nested pipeline rewrites on other threads";
}

/// Whether an op verifier in `func` assumed something of another function:
/// a device function's parameters and arguments come from its callers, a
/// call reaches a callee, and a global of the module's own is taken as
/// written elsewhere (its uses in other functions are not read: round 54).
/// Any symbol `func` names may be one of those.
static bool assumesOtherFunctions(FunctionOpInterface func) {
  if (!warptile::isKernelFunction(func))
    return true;
  WalkResult calls = func->walk([](CallOpInterface) {
    return WalkResult::interrupt();
  });
  if (calls.wasInterrupted())
    return true;
  std::optional<SymbolTable::UseRange> uses =
      SymbolTable::getSymbolUses(&func.getFunctionBody());
  return !uses || !uses->empty();
}

/// The first warp op of `func` in program order: the one whose symbol-table
/// check verifies the whole function again, so it is done once.
///
/// A function nested in `func` (inside a symbol table in its body, such as a
/// `builtin.module`) is another function: its ops are not `func`'s, neither
/// for choosing the first warp op nor for verifying again. Counting them made
/// a nested function's warp op `func`'s first, and `func` was then never
/// verified with the table's reach (issue 27 round 10, H1).
static bool isNestedFunction(Operation *op, Operation *func) {
  return op != func && isa<FunctionOpInterface>(op);
}

static Operation *firstWarpOp(Operation *func) {
  Operation *first = nullptr;
  func->walk<WalkOrder::PreOrder>([&](Operation *op) {
    if (isNestedFunction(op, func))
      return WalkResult::skip();
    if (op == func || !isa_and_nonnull<WarpDialect>(op->getDialect()))
      return WalkResult::advance();
    first = op;
    return WalkResult::interrupt();
  });
  return first;
}

/// Verifies again, reading callers and callees, every warp op of the
/// function that holds `op` when `op` is its first warp op and an op
/// verifier there assumed something of another function. In MLIR's order:
/// each op's invariants on the way in, its region invariants on the way out.
static LogicalResult verifyWithTable(Operation *op) {
  auto func = op->getParentOfType<FunctionOpInterface>();
  if (!func || firstWarpOp(func) != op || !assumesOtherFunctions(func))
    return success();
  FunctionReachScope reach(FunctionReach::SymbolTable);
  // The IR does not change while the table is verified: its snapshot is
  // compared once for the whole function.
  VerifySession session;
  auto isWarpOp = [](Operation *inner) {
    return isa_and_nonnull<WarpDialect>(inner->getDialect());
  };
  WalkResult result = func->walk<WalkOrder::PreOrder>([&](Operation *inner) {
    if (isNestedFunction(inner, func))
      return WalkResult::skip();
    if (!isWarpOp(inner))
      return WalkResult::advance();
    std::optional<RegisteredOperationName> name = inner->getRegisteredInfo();
    return failed(name->verifyInvariants(inner)) ? WalkResult::interrupt()
                                                 : WalkResult::advance();
  });
  if (result.wasInterrupted())
    return failure();
  result = func->walk<WalkOrder::PostOrder>([&](Operation *inner) {
    if (!isWarpOp(inner) || inner->getNumRegions() == 0 ||
        inner->getParentOfType<FunctionOpInterface>() != func)
      return WalkResult::advance();
    std::optional<RegisteredOperationName> name = inner->getRegisteredInfo();
    return failed(name->verifyRegionInvariants(inner))
               ? WalkResult::interrupt()
               : WalkResult::advance();
  });
  return failure(result.wasInterrupted());
}

namespace {
template <typename ConcreteOp>
struct SymbolTableCheck
    : public SymbolUserOpInterface::ExternalModel<SymbolTableCheck<ConcreteOp>,
                                                  ConcreteOp> {
  LogicalResult verifySymbolUses(Operation *op,
                                 SymbolTableCollection &) const {
    return verifyWithTable(op);
  }
};

template <typename... Ops>
void attachToAll(MLIRContext *context) {
  (Ops::template attachInterface<SymbolTableCheck<Ops>>(*context), ...);
}
} // namespace

void mlir::warp::attachSymbolTableChecks(MLIRContext *context) {
  attachToAll<
#define GET_OP_LIST
#include "warptile/Dialect/Warp/IR/WarpOps.cpp.inc"
      >(context);
}
