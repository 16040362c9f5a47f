//===- Raise.cpp - The warp-raise pass ------------------------------------===//
//
// Part of warptile. Rewrites collectives that the checker proves safe into
// warp ops, and lane branches into warp.if, so untyped kernels become typed
// ones without changing what runs.
//
//===----------------------------------------------------------------------===//

#include "warptile/Analysis/ConvergenceChecker.h"
#include "warptile/Analysis/LaneAnalysis.h"
#include "warptile/Dialect/Warp/Utils/Encodings.h"
#include "warptile/Dialect/Warp/IR/FunctionReach.h"
#include "warptile/Dialect/Warp/IR/ThreadExits.h"
#include "warptile/Dialect/Warp/IR/WarpOps.h"
#include "warptile/Dialect/Warp/IR/WarpUniformityInterface.h"
#include "warptile/Dialect/Warp/Transforms/Passes.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/IR/Builders.h"
#include "mlir/IR/Matchers.h"

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
  return WarpType::get(ctx, LanesAttr::get(ctx, kWarpSize, lanes));
}

class Raiser {
public:
  explicit Raiser(ConvergenceChecker &checker) : checker(checker) {}

  void raiseKernel(gpu::GPUFuncOp func) {
    // Every answer of the checker is taken before the first rewrite: its
    // caches are keyed by ops and values, and an op or value created while
    // raising can reuse the address of one erased before it (the raise was
    // nondeterministic on ballot chains).
    candidates.clear();
    func.walk([&](Operation *op) {
      if (checker.isFlagged(op) || op->getNumResults() == 0)
        return;
      if (std::optional<uint64_t> mask = checker.staticMemberMask(op))
        candidates[op] = *mask;
    });
    Block &entry = func.getBody().front();
    MLIRContext *ctx = func.getContext();
    Value current;
    auto warp = [&]() -> Value {
      if (!current) {
        OpBuilder b(ctx);
        b.setInsertionPointToStart(&entry);
        current =
            EntryOp::create(b, func.getLoc(), warpType(ctx, fullMask(kWarpSize)));
      }
      return current;
    };
    for (Operation &op : llvm::make_early_inc_range(entry)) {
      if (auto ifOp = dyn_cast<scf::IfOp>(op)) {
        if (Value merged = raiseIf(ifOp, warp))
          current = merged;
        continue;
      }
      raiseCollective(&op, warp, fullMask(kWarpSize));
    }
  }

private:
  /// Whether `op` is a collective the checker did not flag whose member mask
  /// is exactly `lanes`: the candidates for a handle with those lanes.
  bool isCandidate(Operation *op, uint64_t lanes) {
    auto it = candidates.find(op);
    return it != candidates.end() && it->second == lanes;
  }

  /// Rewrites one collective whose handle would have `lanes`; `handle`
  /// creates (or returns) the warp value. Returns whether it did.
  bool raiseCollective(Operation *op, function_ref<Value()> handle,
                       uint64_t lanes) {
    if (!isCandidate(op, lanes))
      return false;
    OpBuilder b(op);
    Location loc = op->getLoc();
    Value result;
    if (auto shfl = dyn_cast<NVVM::ShflOp>(op)) {
      std::optional<uint64_t> clamp = constantBits(shfl.getMaskAndClamp());
      if (!clamp || shfl.getReturnValueAndIsValid())
        return false;
      std::optional<unsigned> group = shflGroupOf(*clamp);
      if (!group || *group < 2 ||
          (*group < kWarpSize && !isUnionOfGroups(lanes, *group, kWarpSize)))
        return false;
      // Only the clamp lane of a whole-group shuffle (bits 0-4; PTX ignores
      // all but those and the segment mask) reads what warp.shuffle reads:
      // another one makes the lanes past it keep their own value.
      if ((*clamp & 0x1f1f) !=
          static_cast<uint64_t>(shflClampOperand(shfl.getKind(), *group)))
        return false;
      // Without constant reads the shuffle may read any lane of its group
      // (W15): only whole groups may do that.
      if (!ConvergenceChecker::hasConstantReads(op) &&
          lanes != fullMask(kWarpSize))
        return false;
      if (!isRaisableOffset(shfl.getOffset(), *group))
        return false;
      // A run-time butterfly mask on a sub-warp segment: PTX clamps only the
      // upper bound, so a mask bit at or above the group (16 on groups of 8)
      // sends the upper lanes of a segment pair to the lower segment, which
      // no tile shuffle expresses (its run-time xor stays in the group).
      if (shfl.getKind() == NVVM::ShflKind::bfly && *group < kWarpSize &&
          !constantBits(shfl.getOffset()))
        return false;
      Value h = handle();
      if (*group < kWarpSize)
        h = TileOp::create(b, loc, h, *group);
      result = shuffle(b, loc, shuffleModeOf(shfl.getKind()), h, shfl.getVal(),
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
      if (!kind || !redux.getType().isInteger(32) ||
          lanes != fullMask(kWarpSize))
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
      if (!shuffle.getValid().use_empty() || lanes != fullMask(kWarpSize) ||
          !isRaisableOffset(shuffle.getOffset(), kWarpSize))
        return false;
      result = this->shuffle(b, loc, shuffleModeOf(shuffle.getMode()), handle(),
                             shuffle.getValue(), shuffle.getOffset());
    } else if (auto reduce = dyn_cast<gpu::SubgroupReduceOp>(op)) {
      std::optional<ReduceKind> kind = reduceKindOf(reduce.getOp());
      Type type = reduce.getType();
      if (!kind || reduce.getClusterSize() || lanes != fullMask(kWarpSize) ||
          !(type.isInteger(32) || type.isInteger(64) || type.isF32() ||
            type.isF64()))
        return false;
      result = ReduceOp::create(b, loc, type, *kind, handle(),
                                reduce.getValue());
    }
    if (!result)
      return false;
    op->getResult(0).replaceAllUsesWith(result);
    candidates.erase(op);
    op->erase();
    return true;
  }

  /// A constant offset is raised only when it lies inside the shuffle's
  /// group, where warp.shuffle and the untyped op read the same lane; a
  /// run-time offset is raised as it is (W15 then applies).
  static bool isRaisableOffset(Value offset, unsigned group) {
    APInt bits;
    if (!matchPattern(offset, m_ConstantInt(&bits)))
      return true;
    return bits.getActiveBits() <= 32 && bits.getZExtValue() < group;
  }

  Value shuffle(OpBuilder &b, Location loc, ShuffleMode mode, Value handle,
                Value value, Value offset) {
    std::optional<uint64_t> constantOffset = constantBits(offset);
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
    uint64_t rest = ~*taken & fullMask(kWarpSize);
    bool hasElse = !ifOp.getElseRegion().empty();
    if (*taken == 0 || (hasElse && rest == 0) || *taken == fullMask(kWarpSize))
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
    auto raised = IfOp::create(b, loc, parent.getType(), TypeRange{}, parent,
                               /*condition=*/Value(),
                               LanesAttr::get(ctx, kWarpSize, *taken));
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
    move(ifOp.getThenRegion(), raised.getThenRegion(), *taken);
    if (hasElse)
      move(ifOp.getElseRegion(), raised.getElseRegion(), rest);
    ifOp.erase();
    return raised.getMerged();
  }

  ConvergenceChecker &checker;
  /// The kernel's collectives the checker did not flag, with their static
  /// member masks (raiseKernel; entries leave with their ops).
  llvm::DenseMap<Operation *, uint64_t> candidates;
};

/// Whether some threads of `func` may end inside a branch, a loop or a
/// callee (or in a block other than the entry) while others go on: a warp
/// raised at entry would be live across that exit, which W19 rejects, so
/// such a kernel is left as it is. W19's reading: an exit only under
/// scf.if/for/while whose conditions and bounds are warp-uniform ends every
/// lane of the warp together, as one at the top level does, and the
/// uniformity comes from the same dialect interface the verifier asks.
static bool mayEndSomeThreads(gpu::GPUFuncOp func) {
  warp::ThreadExits exits;
  std::unique_ptr<warp::WarpUniformityQuery> query;
  bool solved = false;
  auto isUniform = [&](Operation *user, Value value) {
    if (!solved) {
      solved = true;
      auto *dialect = func->getContext()->getLoadedDialect<warp::WarpDialect>();
      if (auto *interface =
              dialect ? dialect->getRegisteredInterface<
                            warp::WarpUniformityInterface>()
                      : nullptr)
        query = interface->analyze(func);
    }
    return query && query->isWarpUniform(value, user);
  };
  for (Block &block : func.getBody())
    for (Operation &op : block) {
      if (warp::ThreadExits::mayExitSomeLanes(&op, isUniform))
        return true;
      if (warp::ThreadExits::isThreadExit(&op)) {
        if (&block != &func.getBody().front())
          return true;
        continue;
      }
      // Waits too (W19): a raised warp may be live across a raw wait
      // under a lane branch (the fuzzer found `gpu.rotate` there), which
      // the verifier would reject in the raised kernel.
      if (exits.findNested(&op, isUniform))
        return true;
    }
  return false;
}

struct WarpRaisePass : warp::impl::WarpRaisePassBase<WarpRaisePass> {
  using Base::Base;
  void runOnOperation() override {
    // The checker below and the uniformity query read callers and callees.
    if (failed(warp::checkSymbolTableAnchor(getOperation(), getArgument())))
      return signalPassFailure();
    // Findings become warnings: what cannot be proven stays as it is.
    ConvergenceChecker checker(getOperation(), CheckMode::AllAsWarnings);
    checker.run();
    Raiser raiser(checker);
    getOperation()->walk([&](gpu::GPUFuncOp func) {
      // A kernel whose blocks end in a partial warp has no fully active
      // warp at entry (W2): nothing in it is raised.
      if (func.isKernel() && !func.getBody().empty() &&
          !partialWarpViolation(func, kWarpSize) && !mayEndSomeThreads(func))
        raiser.raiseKernel(func);
    });
  }
};

} // namespace
