//===- EdgewiseBlockArguments.h - Block arguments edge by edge --*- C++ -*-===//
//
// Part of warptile. MLIR's sparse forward analyses compute a block's
// arguments by joining what every live predecessor passes, and they redo the
// whole join each time one incoming edge becomes live or one incoming value
// changes (`AbstractSparseForwardDataFlowAnalysis::visitBlock`). A block with
// n predecessors that pass it values (thousands of lane branches to one exit
// that takes a value) then costs n^2. This wrapper joins each edge on its
// own instead, from the branch that takes it: the same fixed point, since the
// join is commutative and monotone, in work linear in the number of edges.
//
//===----------------------------------------------------------------------===//

#ifndef WARPTILE_ANALYSIS_EDGEWISEBLOCKARGUMENTS_H
#define WARPTILE_ANALYSIS_EDGEWISEBLOCKARGUMENTS_H

#include "mlir/Analysis/DataFlow/DeadCodeAnalysis.h"
#include "mlir/Analysis/DataFlow/SparseAnalysis.h"
#include "mlir/Analysis/DataFlowFramework.h"
#include "mlir/IR/Block.h"
#include "mlir/IR/Operation.h"
#include "mlir/Interfaces/ControlFlowInterfaces.h"

#include <optional>

namespace mlir {
namespace warptile {

/// `BaseT`, a sparse forward analysis over lattice `StateT`, with the
/// arguments of non-entry blocks computed edge by edge. The visit of a branch
/// (the program point after it) joins what it passes into each successor
/// whose edge is live, and depends on exactly that: the edge's liveness, the
/// successor's liveness and the passed values. The visit of such a block's
/// start, which upstream answers by re-joining all predecessors, does
/// nothing. Entry blocks (region and callable arguments) are left to `BaseT`.
template <typename StateT,
          typename BaseT = dataflow::SparseForwardDataFlowAnalysis<StateT>>
class EdgewiseBlockArguments : public BaseT {
public:
  using BaseT::BaseT;

  LogicalResult initialize(Operation *top) override {
    if (failed(BaseT::initialize(top)))
      return failure();
    // Subscribe every branch to its edges now, before they become live: an
    // edge found live later re-runs the branch, not the whole block.
    top->walk([&](Operation *op) {
      if (op->getNumSuccessors() != 0)
        visitBranch(op);
    });
    return success();
  }

  LogicalResult visit(ProgramPoint *point) override {
    if (point->isBlockStart()) {
      Block *block = point->getBlock();
      if (!block->isEntryBlock() && block->getNumArguments() != 0)
        return success();
      return BaseT::visit(point);
    }
    if (point->getPrevOp()->getNumSuccessors() != 0)
      visitBranch(point->getPrevOp());
    return BaseT::visit(point);
  }

private:
  /// What upstream's visitBlock does for one predecessor, done for each
  /// successor of `op`: join the forwarded values into the successor's
  /// arguments, or give the arguments the entry state where the values are
  /// unknown (a branch without BranchOpInterface, an operand the branch
  /// produces itself).
  void visitBranch(Operation *op) {
    ProgramPoint *point = this->getProgramPointAfter(op);
    Block *from = op->getBlock();
    auto branch = dyn_cast<BranchOpInterface>(op);
    for (unsigned i = 0, e = op->getNumSuccessors(); i < e; ++i) {
      Block *to = op->getSuccessor(i);
      if (to->getNumArguments() == 0)
        continue;
      const auto *edgeLive =
          this->template getOrCreateFor<dataflow::Executable>(
              point,
              this->template getLatticeAnchor<dataflow::CFGEdge>(from, to));
      const auto *blockLive =
          this->template getOrCreateFor<dataflow::Executable>(
              point, this->getProgramPointBefore(to));
      if (!edgeLive->isLive() || !blockLive->isLive())
        continue;
      std::optional<SuccessorOperands> operands;
      if (branch)
        operands = branch.getSuccessorOperands(i);
      for (BlockArgument argument : to->getArguments()) {
        StateT *lattice = this->getLatticeElement(argument);
        Value operand =
            operands ? (*operands)[argument.getArgNumber()] : Value();
        if (operand)
          this->join(lattice, *this->getLatticeElementFor(point, operand));
        else
          this->setToEntryState(lattice);
      }
    }
  }
};

} // namespace warptile
} // namespace mlir

#endif // WARPTILE_ANALYSIS_EDGEWISEBLOCKARGUMENTS_H
