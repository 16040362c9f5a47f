//===- Checker.h - The convergence checker, shared by two passes -*- C++ -*-===//
//
// Part of warptile. Internal to lib/Dialect/Warp/Transforms: the checks of
// --warp-check-convergence (C1-C5), which --warp-raise also runs to know what
// it may raise.
//
//===----------------------------------------------------------------------===//

#ifndef WARPTILE_LIB_DIALECT_WARP_TRANSFORMS_CHECKER_H
#define WARPTILE_LIB_DIALECT_WARP_TRANSFORMS_CHECKER_H

#include "warptile/Analysis/LaneAnalysis.h"
#include "warptile/Dialect/Warp/IR/LaneSet.h"

#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/LLVMIR/NVVMDialect.h"
#include "mlir/IR/Matchers.h"
#include "llvm/ADT/DenseSet.h"
#include "llvm/ADT/StringSwitch.h"
#include "llvm/Support/MathExtras.h"

#include <cstdio>

namespace mlir {
namespace warp {
namespace check {

/// A member mask as far as the checker can follow it.
struct MemberMask {
  enum Kind { Static, ExactlyTheBranch, Unknown } kind;
  uint64_t lanes = 0;
};

/// How a shuffle reads other lanes, when its offset and clamp are constants.
struct Reads {
  ReadPattern pattern;
  unsigned offset;
  unsigned group;
};

inline std::optional<uint64_t> constant(Value value) {
  APInt bits;
  if (value && matchPattern(value, m_ConstantInt(&bits)))
    return bits.getZExtValue() & fullMask(32);
  return std::nullopt;
}

/// A mask for messages: `lane(0) (0x00000001)`.
inline std::string describe(uint64_t lanes) {
  char hex[16];
  std::snprintf(hex, sizeof(hex), "0x%08llx",
                static_cast<unsigned long long>(lanes));
  return spellMask(lanes, 32) + " (" + hex + ")";
}

class Checker {
public:
  /// `mode` says how findings are reported: errors and warnings as they
  /// are, every warning as an error, or everything as a warning (for
  /// --warp-raise, which leaves what it cannot prove in place).
  enum class Mode { Normal, WarningsAsErrors, AllAsWarnings };
  Checker(ActiveLanes &active, Mode mode) : active(active), mode(mode) {}

  /// Ops that got a finding.
  llvm::DenseSet<Operation *> flagged;

  void check(Operation *op) {
    std::optional<CollectiveView> view = viewOf(op);
    if (!view)
      return;
    switch (view->kind) {
    case CollectiveView::Barrier:
      return checkBarrier(op);
    case CollectiveView::Members:
      return checkMembers(op, view->fixedMask ? *view->fixedMask
                                              : resolve(view->mask,
                                                        active.constraintsOf(op)),
                          view->reads, *view);
    }
  }

  unsigned errors = 0;

  static std::optional<Reads> readsOf(NVVM::ShflKind kind, Value offsetValue,
                                      Value clampValue) {
    std::optional<uint64_t> offset = constant(offsetValue);
    std::optional<uint64_t> clamp = constant(clampValue);
    if (!offset || !clamp)
      return std::nullopt;
    unsigned group = 32 - ((*clamp >> 8) & 0x1f);
    if (!llvm::isPowerOf2_32(group))
      return std::nullopt;
    ReadPattern pattern = ReadPattern::ShuffleXor;
    switch (kind) {
    case NVVM::ShflKind::bfly:
      pattern = ReadPattern::ShuffleXor;
      break;
    case NVVM::ShflKind::up:
      pattern = ReadPattern::ShuffleUp;
      break;
    case NVVM::ShflKind::down:
      pattern = ReadPattern::ShuffleDown;
      break;
    case NVVM::ShflKind::idx:
      pattern = ReadPattern::ShuffleIdx;
      break;
    }
    return Reads{pattern, static_cast<unsigned>(*offset % group), group};
  }

  /// One description of a collective or barrier, whether it is an op
  /// (gpu, nvvm) or an intrinsic call left by `mlir-translate --import-llvm`.
  struct CollectiveView {
    enum Kind { Members, Barrier } kind;
    /// How messages name it, e.g. {"shfl.sync", "down"}; joined only for a
    /// diagnostic.
    StringRef base, detail;
    Value mask;                            ///< the member mask operand
    std::optional<MemberMask> fixedMask;   ///< gpu ops: members implied
    std::optional<Reads> reads;            ///< shuffles with constant operands
    Value ballotPredicate;                 ///< ballots: what they vote on
  };

  static std::optional<CollectiveView> viewOf(Operation *op) {
    using K = CollectiveView::Kind;
    if (isa<gpu::BarrierOp, NVVM::Barrier0Op, NVVM::BarrierOp>(op))
      return CollectiveView{K::Barrier, "barrier", "", {}, {}, {}, {}};
    if (auto shfl = dyn_cast<NVVM::ShflOp>(op))
      return CollectiveView{
          K::Members, "shfl.sync", stringifyShflKind(shfl.getKind()),
          shfl.getThreadMask(), std::nullopt,
          readsOf(shfl.getKind(), shfl.getOffset(), shfl.getMaskAndClamp()),
          {}};
    if (auto vote = dyn_cast<NVVM::VoteSyncOp>(op))
      return CollectiveView{
          K::Members, "vote.sync", stringifyVoteSyncKind(vote.getKind()),
          vote.getMask(), std::nullopt, std::nullopt,
          vote.getKind() == NVVM::VoteSyncKind::ballot ? vote.getPred()
                                                       : Value()};
    if (auto redux = dyn_cast<NVVM::ReduxOp>(op))
      return CollectiveView{K::Members, "redux.sync", "", redux.getMaskAndClamp(),
                            std::nullopt, std::nullopt, {}};
    if (auto match = dyn_cast<NVVM::MatchSyncOp>(op))
      return CollectiveView{K::Members, "match.sync", "", match.getThreadMask(),
                            std::nullopt, std::nullopt, {}};
    if (auto shuffle = dyn_cast<gpu::ShuffleOp>(op)) {
      // gpu.shuffle's members are lanes [0, width).
      std::optional<uint64_t> width = constant(shuffle.getWidth());
      MemberMask mask{MemberMask::Unknown};
      if (width && *width >= 1 && *width <= 32)
        mask = {MemberMask::Static, fullMask(*width)};
      return CollectiveView{K::Members, "gpu.shuffle", "", {}, mask, std::nullopt,
                            {}};
    }
    if (isa<gpu::SubgroupReduceOp>(op))
      return CollectiveView{K::Members, "gpu.subgroup_reduce", "", {},
                            MemberMask{MemberMask::Static, fullMask(32)},
                            std::nullopt, {}};
    if (auto call = dyn_cast<LLVM::CallIntrinsicOp>(op))
      return viewOfIntrinsic(call);
    return std::nullopt;
  }

  static std::optional<CollectiveView>
  viewOfIntrinsic(LLVM::CallIntrinsicOp call) {
    using K = CollectiveView::Kind;
    StringRef name = call.getIntrin();
    if (!name.consume_front("llvm.nvvm."))
      return std::nullopt;
    ValueRange args = call.getArgs();
    if (name.starts_with("barrier"))
      return CollectiveView{K::Barrier, "barrier", "", {}, {}, {}, {}};
    if (name.consume_front("shfl.sync.") && args.size() == 4) {
      std::optional<NVVM::ShflKind> kind =
          llvm::StringSwitch<std::optional<NVVM::ShflKind>>(
              name.take_until([](char c) { return c == '.'; }))
              .Case("bfly", NVVM::ShflKind::bfly)
              .Case("up", NVVM::ShflKind::up)
              .Case("down", NVVM::ShflKind::down)
              .Case("idx", NVVM::ShflKind::idx)
              .Default(std::nullopt);
      if (!kind)
        return std::nullopt;
      return CollectiveView{K::Members, "shfl.sync", stringifyShflKind(*kind),
                            args[0], std::nullopt,
                            readsOf(*kind, args[2], args[3]), {}};
    }
    if (name.consume_front("vote.") && args.size() == 2) {
      StringRef kind = name.take_until([](char c) { return c == '.'; });
      return CollectiveView{K::Members, "vote.sync", kind, args[0],
                            std::nullopt, std::nullopt,
                            kind == "ballot" ? args[1] : Value()};
    }
    if (name.starts_with("redux.sync") && args.size() == 2)
      return CollectiveView{K::Members, "redux.sync", "", args[1], std::nullopt,
                            std::nullopt, {}};
    if (name.starts_with("match.") && args.size() == 2)
      return CollectiveView{K::Members, "match.sync", "", args[0], std::nullopt,
                            std::nullopt, {}};
    return std::nullopt;
  }

  /// What a member mask value is: a constant, the ballot of a lane
  /// predicate, or the ballot of the very condition the op is under.
  MemberMask resolve(Value mask, ArrayRef<BranchConstraint> constraints) {
    if (std::optional<uint64_t> bits = constant(mask))
      return {MemberMask::Static, *bits};
    Operation *ballot = mask.getDefiningOp();
    std::optional<CollectiveView> view =
        ballot ? viewOf(ballot) : std::nullopt;
    if (!view || !view->ballotPredicate)
      return {MemberMask::Unknown};
    Value ballotPred = view->ballotPredicate;
    // A ballot of a static lane predicate by a static set of voters is a
    // static mask; a ballot of the op's own branch condition is exactly the
    // lanes that took the branch.
    std::optional<uint64_t> pred = active.lanesOf(ballotPred);
    SmallVector<BranchConstraint> atBallot = active.constraintsOf(ballot);
    std::optional<uint64_t> voters = active.staticLanes(atBallot);
    MemberMask parent = resolve(view->mask, atBallot);
    if (pred && voters && parent.kind == MemberMask::Static)
      return {MemberMask::Static, *pred & *voters & parent.lanes};
    for (const BranchConstraint &c : constraints)
      if (c.condition == ballotPred)
        return {MemberMask::ExactlyTheBranch};
    return {MemberMask::Unknown};
  }

private:
  void checkMembers(Operation *op, MemberMask mask, std::optional<Reads> reads,
                    const CollectiveView &view) {
    auto what = [&] {
      return view.detail.empty() ? view.base.str()
                                 : (view.base + " " + view.detail).str();
    };
    SmallVector<BranchConstraint> constraints = active.constraintsOf(op);
    std::optional<uint64_t> executing = active.staticLanes(constraints);
    switch (mask.kind) {
    case MemberMask::Static: {
      std::string spelled = describe(mask.lanes);
      if (mask.lanes == 0) {
        error(op, constraints) << "C1: " << what() << " has an empty member mask";
        return;
      }
      if (!executing) {
        error(op, constraints)
            << "C1: " << what() << " runs under lane-dependent control flow, "
            << "so the lanes of its member mask " << spelled
            << " may not all execute it";
        return;
      }
      if (uint64_t absent = mask.lanes & ~*executing) {
        error(op, constraints)
            << "C1: " << what() << " names lanes " << listLanes(absent)
            << " in its member mask " << spelled
            << ", but they do not execute it (only lanes "
            << listLanes(*executing) << " do)";
        return;
      }
      if (uint64_t outside = *executing & ~mask.lanes) {
        error(op, constraints)
            << "C2: lanes " << listLanes(outside) << " execute " << what()
            << " but are not in its member mask " << spelled;
        return;
      }
      if (!reads)
        return;
      if (std::optional<ReadViolation> v = checkReads(
              mask.lanes, reads->group, reads->pattern, reads->offset))
        error(op, constraints)
            << "C3: " << what() << " " << reads->offset << " with member mask "
            << spelled << " reads lanes " << listLanes(v->inactiveRead)
            << " outside the mask (lane " << v->reader << " reads lane "
            << v->source << ")";
      return;
    }
    case MemberMask::ExactlyTheBranch:
      if (reads && reads->pattern != ReadPattern::ShuffleIdx)
        warning(op, constraints)
            << "C5: " << what() << " reads lanes relative to a member mask "
            << "known only at run time (the ballot of its branch); nothing "
               "shows every lane it reads is in the mask";
      return;
    case MemberMask::Unknown:
      warning(op, constraints)
          << "C5: the member mask of " << what()
          << " is a run-time value the checker cannot follow";
      return;
    }
  }

  void checkBarrier(Operation *op) {
    SmallVector<BranchConstraint> constraints = active.constraintsOf(op);
    if (constraints.empty())
      return;
    flagged.insert(op);
    InFlightDiagnostic diag =
        (mode == Mode::AllAsWarnings ? op->emitWarning() : op->emitError())
        << "C4: block barrier under control flow that not every thread of "
           "the block takes; the threads that branch around it never arrive";
    attachBranch(diag, constraints, /*laneVaryingOnly=*/false);
    if (mode != Mode::AllAsWarnings)
      ++errors;
  }

  InFlightDiagnostic error(Operation *op,
                           ArrayRef<BranchConstraint> constraints) {
    flagged.insert(op);
    if (mode == Mode::AllAsWarnings) {
      InFlightDiagnostic diag = op->emitWarning();
      attachBranch(diag, constraints, /*laneVaryingOnly=*/true);
      return diag;
    }
    ++errors;
    InFlightDiagnostic diag = op->emitError();
    attachBranch(diag, constraints, /*laneVaryingOnly=*/true);
    return diag;
  }

  InFlightDiagnostic warning(Operation *op,
                             ArrayRef<BranchConstraint> constraints) {
    if (mode == Mode::WarningsAsErrors)
      return error(op, constraints);
    flagged.insert(op);
    InFlightDiagnostic diag = op->emitWarning();
    attachBranch(diag, constraints, /*laneVaryingOnly=*/true);
    return diag;
  }

  static void attachBranch(InFlightDiagnostic &diag,
                           ArrayRef<BranchConstraint> constraints,
                           bool laneVaryingOnly) {
    for (const BranchConstraint &c : constraints) {
      if (laneVaryingOnly && c.level != Uniformity::Varying)
        continue;
      Diagnostic &note = diag.attachNote(c.branch->getLoc());
      note << "the threads diverge here";
      if (c.lanes && *c.lanes != fullMask(32))
        note << "; in a warp, only lanes " << listLanes(*c.lanes)
             << " take this path";
      else if (c.level == Uniformity::WarpUniform)
        note << "; the condition differs between the warps of a block";
      else
        note << "; the condition depends on the lane";
      return;
    }
  }

  ActiveLanes &active;
  Mode mode;
};

} // namespace check
} // namespace warp
} // namespace mlir

#endif // WARPTILE_LIB_DIALECT_WARP_TRANSFORMS_CHECKER_H
