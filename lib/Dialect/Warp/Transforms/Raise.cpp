//===- Raise.cpp - The warp-raise pass ------------------------------------===//
//
// Part of warptile. Rewrites collectives that the checker proves safe into
// warp ops, and lane branches into warp.if, so untyped kernels become typed
// ones without changing what runs.
//
//===----------------------------------------------------------------------===//

#include "Checker.h"
#include "warptile/Dialect/Warp/IR/WarpOps.h"
#include "warptile/Dialect/Warp/Transforms/Passes.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/IR/Builders.h"

namespace mlir {
namespace warp {
#define GEN_PASS_DEF_WARPRAISEPASS
#include "warptile/Dialect/Warp/Transforms/Passes.h.inc"
} // namespace warp
} // namespace mlir

using namespace mlir;
using namespace mlir::warp;

namespace {

WarpType warpType(MLIRContext *ctx, uint64_t lanes) {
  return WarpType::get(ctx, LanesAttr::get(ctx, 32, lanes));
}

std::optional<ReduceKind> reduceKindOf(NVVM::ReduxKind kind) {
  switch (kind) {
  case NVVM::ReduxKind::ADD:
    return ReduceKind::Add;
  case NVVM::ReduxKind::MIN:
    return ReduceKind::Min;
  case NVVM::ReduxKind::MAX:
    return ReduceKind::Max;
  case NVVM::ReduxKind::AND:
    return ReduceKind::And;
  case NVVM::ReduxKind::OR:
    return ReduceKind::Or;
  case NVVM::ReduxKind::XOR:
    return ReduceKind::Xor;
  default:
    return std::nullopt; // unsigned and float kinds have no warp.reduce form
  }
}

std::optional<ReduceKind> reduceKindOf(gpu::AllReduceOperation kind) {
  switch (kind) {
  case gpu::AllReduceOperation::ADD:
    return ReduceKind::Add;
  case gpu::AllReduceOperation::MUL:
    return ReduceKind::Mul;
  case gpu::AllReduceOperation::MINSI:
  case gpu::AllReduceOperation::MINNUMF:
    return ReduceKind::Min;
  case gpu::AllReduceOperation::MAXSI:
  case gpu::AllReduceOperation::MAXNUMF:
    return ReduceKind::Max;
  case gpu::AllReduceOperation::AND:
    return ReduceKind::And;
  case gpu::AllReduceOperation::OR:
    return ReduceKind::Or;
  case gpu::AllReduceOperation::XOR:
    return ReduceKind::Xor;
  default:
    return std::nullopt;
  }
}

std::optional<ShuffleMode> modeOf(NVVM::ShflKind kind) {
  switch (kind) {
  case NVVM::ShflKind::bfly:
    return ShuffleMode::Xor;
  case NVVM::ShflKind::up:
    return ShuffleMode::Up;
  case NVVM::ShflKind::down:
    return ShuffleMode::Down;
  case NVVM::ShflKind::idx:
    return ShuffleMode::Idx;
  }
  return std::nullopt;
}

std::optional<ShuffleMode> modeOf(gpu::ShuffleMode mode) {
  switch (mode) {
  case gpu::ShuffleMode::XOR:
    return ShuffleMode::Xor;
  case gpu::ShuffleMode::UP:
    return ShuffleMode::Up;
  case gpu::ShuffleMode::DOWN:
    return ShuffleMode::Down;
  case gpu::ShuffleMode::IDX:
    return ShuffleMode::Idx;
  }
  return std::nullopt;
}

class Raiser {
public:
  Raiser(check::Checker &checker, ActiveLanes &active)
      : checker(checker), active(active) {}

  void raiseKernel(gpu::GPUFuncOp func) {
    Block &entry = func.getBody().front();
    MLIRContext *ctx = func.getContext();
    Value current;
    auto warp = [&]() -> Value {
      if (!current) {
        OpBuilder b(ctx);
        b.setInsertionPointToStart(&entry);
        current = EntryOp::create(b, func.getLoc(), warpType(ctx, fullMask(32)));
      }
      return current;
    };
    for (Operation &op : llvm::make_early_inc_range(entry)) {
      if (auto ifOp = dyn_cast<scf::IfOp>(op)) {
        if (Value merged = raiseIf(ifOp, warp))
          current = merged;
        continue;
      }
      raiseCollective(&op, warp, fullMask(32));
    }
  }

private:
  /// The member mask of a collective, when it is statically `lanes`.
  bool maskIs(Operation *op, const check::Checker::CollectiveView &view,
              uint64_t lanes) {
    check::MemberMask mask =
        view.fixedMask ? *view.fixedMask
                       : checker.resolve(view.mask, active.constraintsOf(op));
    return mask.kind == check::MemberMask::Static && mask.lanes == lanes;
  }

  /// Whether `op` is a collective the checker did not flag whose member mask
  /// is exactly `lanes`: the candidates for a handle with those lanes.
  bool isCandidate(Operation *op, uint64_t lanes) {
    if (checker.flagged.contains(op) || op->getNumResults() == 0)
      return false;
    std::optional<check::Checker::CollectiveView> view =
        check::Checker::viewOf(op);
    return view && view->kind == check::Checker::CollectiveView::Members &&
           maskIs(op, *view, lanes);
  }

  /// Rewrites one collective whose handle would have `lanes`; `handle`
  /// creates (or returns) the warp value. Returns whether it did.
  bool raiseCollective(Operation *op, function_ref<Value()> handle,
                       uint64_t lanes) {
    if (!isCandidate(op, lanes))
      return false;
    std::optional<check::Checker::CollectiveView> view =
        check::Checker::viewOf(op);
    OpBuilder b(op);
    Location loc = op->getLoc();
    MLIRContext *ctx = op->getContext();
    Value result;
    if (auto shfl = dyn_cast<NVVM::ShflOp>(op)) {
      std::optional<uint64_t> clamp = check::constant(shfl.getMaskAndClamp());
      if (!clamp || shfl.getReturnValueAndIsValid())
        return false;
      unsigned group = 32 - ((*clamp >> 8) & 0x1f);
      if (!llvm::isPowerOf2_32(group) || group < 2 ||
          (group < 32 && !isUnionOfGroups(lanes, group, 32)))
        return false;
      // Without constant reads the shuffle may read any lane of its group
      // (W15): only whole groups may do that.
      if (!view->reads && lanes != fullMask(32))
        return false;
      Value h = handle();
      if (group < 32)
        h = TileOp::create(b, loc,
                           TileType::get(ctx, group, LanesAttr::get(ctx, 32, lanes)),
                           h, b.getI32IntegerAttr(group));
      result = shuffle(b, loc, *modeOf(shfl.getKind()), h, shfl.getVal(),
                       shfl.getOffset());
    } else if (auto vote = dyn_cast<NVVM::VoteSyncOp>(op)) {
      Value h = handle();
      switch (vote.getKind()) {
      case NVVM::VoteSyncKind::ballot:
        result = BallotOp::create(b, loc, b.getI32Type(), h, vote.getPred());
        break;
      case NVVM::VoteSyncKind::any:
        result = AnyOp::create(b, loc, b.getI1Type(), h, vote.getPred());
        break;
      case NVVM::VoteSyncKind::all:
        result = AllOp::create(b, loc, b.getI1Type(), h, vote.getPred());
        break;
      default:
        return false;
      }
    } else if (auto redux = dyn_cast<NVVM::ReduxOp>(op)) {
      std::optional<ReduceKind> kind = reduceKindOf(redux.getKind());
      if (!kind || !redux.getType().isInteger(32) || lanes != fullMask(32))
        return false;
      result = ReduceOp::create(b, loc, redux.getType(), *kind, handle(),
                                redux.getVal());
    } else if (auto match = dyn_cast<NVVM::MatchSyncOp>(op)) {
      if (match.getKind() != NVVM::MatchSyncKind::any ||
          !match.getType().isInteger(32))
        return false;
      result = MatchAnyOp::create(b, loc, b.getI32Type(), handle(),
                                  match.getVal());
    } else if (auto shuffle = dyn_cast<gpu::ShuffleOp>(op)) {
      // The `valid` result has no warp form; on a whole warp of width 32 it
      // is true except for up/down past the edge.
      if (!shuffle.getValid().use_empty() || lanes != fullMask(32))
        return false;
      result = this->shuffle(b, loc, *modeOf(shuffle.getMode()), handle(),
                             shuffle.getValue(), shuffle.getOffset());
    } else if (auto reduce = dyn_cast<gpu::SubgroupReduceOp>(op)) {
      std::optional<ReduceKind> kind = reduceKindOf(reduce.getOp());
      Type type = reduce.getType();
      if (!kind || reduce.getClusterSize() || lanes != fullMask(32) ||
          !(type.isInteger(32) || type.isInteger(64) || type.isF32() ||
            type.isF64()))
        return false;
      result = ReduceOp::create(b, loc, type, *kind, handle(),
                                reduce.getValue());
    }
    if (!result)
      return false;
    op->getResult(0).replaceAllUsesWith(result);
    op->erase();
    return true;
  }

  Value shuffle(OpBuilder &b, Location loc, ShuffleMode mode, Value handle,
                Value value, Value offset) {
    std::optional<uint64_t> constantOffset = check::constant(offset);
    return ShuffleOp::create(
        b, loc, value.getType(), mode, handle, value,
        constantOffset ? Value() : offset,
        constantOffset ? b.getI32IntegerAttr(*constantOffset) : IntegerAttr());
  }

  /// `scf.if` on a lane predicate with collectives on exactly its lanes
  /// becomes `warp.if`; returns the reconverged warp, or null.
  Value raiseIf(scf::IfOp ifOp, function_ref<Value()> warp) {
    std::optional<uint64_t> taken = evaluateLanePredicate(ifOp.getCondition());
    if (ifOp.getNumResults() != 0 || !taken)
      return {};
    uint64_t rest = ~*taken & fullMask(32);
    bool hasElse = !ifOp.getElseRegion().empty();
    if (*taken == 0 || (hasElse && rest == 0) || *taken == fullMask(32))
      return {};
    // Worth raising only if something in it will be typed.
    auto raisable = [&](Region &region, uint64_t lanes) {
      return !region.empty() &&
             llvm::any_of(region.front(), [&](Operation &op) {
               return isCandidate(&op, lanes);
             });
    };
    if (!raisable(ifOp.getThenRegion(), *taken) &&
        !raisable(ifOp.getElseRegion(), rest))
      return {};

    MLIRContext *ctx = ifOp.getContext();
    Location loc = ifOp.getLoc();
    Value parent = warp();
    OpBuilder b(ifOp);
    OperationState state(loc, IfOp::getOperationName());
    state.addOperands(parent);
    state.addAttribute("predicate", LanesAttr::get(ctx, 32, *taken));
    state.addTypes(parent.getType());
    state.addRegion();
    state.addRegion();
    Operation *raised = b.create(state);

    auto move = [&](Region &from, Region &to, uint64_t lanes) {
      to.takeBody(from);
      Block &block = to.front();
      Value sub = block.addArgument(warpType(ctx, lanes), loc);
      Operation *yield = block.getTerminator();
      OpBuilder yb(yield);
      YieldOp::create(yb, yield->getLoc(), ValueRange{sub});
      yield->erase();
      for (Operation &op : llvm::make_early_inc_range(block))
        raiseCollective(&op, [sub] { return sub; }, lanes);
    };
    move(ifOp.getThenRegion(), raised->getRegion(0), *taken);
    if (hasElse)
      move(ifOp.getElseRegion(), raised->getRegion(1), rest);
    ifOp.erase();
    return raised->getResult(0);
  }

  check::Checker &checker;
  ActiveLanes &active;
};

struct WarpRaisePass : warp::impl::WarpRaisePassBase<WarpRaisePass> {
  using Base::Base;
  void runOnOperation() override {
    LaneUniformity uniformity(getOperation());
    ActiveLanes active(uniformity);
    // Findings become warnings: what cannot be proven stays as it is.
    check::Checker checker(active, check::Checker::Mode::AllAsWarnings);
    getOperation()->walk([&](Operation *op) { checker.check(op); });
    Raiser raiser(checker, active);
    getOperation()->walk([&](gpu::GPUFuncOp func) {
      if (func.isKernel() && !func.getBody().empty())
        raiser.raiseKernel(func);
    });
  }
};

} // namespace
