//===- BranchOps.cpp - scf.if on tiles ------------------------------------===//
//
// Part of warptile. An `scf.if` whose branches compute tiles becomes an
// `scf.if` over the per-thread values: each tile result is the vector of
// the registers its layout gives the thread (tile-assign-layouts makes
// both branches yield it in the result's layout, converting where they
// differ), scalar results stay, token results go (the accesses they order
// are emitted in program order). The condition is scalar code, the same
// in every thread of the program (T18), so a branch that holds a barrier
// (a reduction across warps, a layout conversion, an mma's staging) is
// taken by the whole block or by none of it.
//
//===----------------------------------------------------------------------===//

#include "KernelLowering.h"

#include "mlir/Dialect/SCF/IR/SCF.h"
#include "warptile/Dialect/Tile/Transforms/Layouts.h"

using namespace mlir;
using namespace mlir::tile;

static bool isTile(Type type) { return isa<RankedTensorType>(type); }

/// Whether `op` (or an op nested in it) has a tile or token operand or
/// result: otherwise it is scalar code (ControlFlowOps.cpp clones it).
static bool touchesTiles(Operation *op) {
  auto tileOrToken = [](Type type) {
    return isTile(type) || isa<TokenType>(type);
  };
  return op
      ->walk([&](Operation *inner) {
        return llvm::any_of(inner->getOperandTypes(), tileOrToken) ||
                       llvm::any_of(inner->getResultTypes(), tileOrToken)
                   ? WalkResult::interrupt()
                   : WalkResult::advance();
      })
      .wasInterrupted();
}

namespace {

struct IfLowering : TileOpLowering<scf::IfOp> {
  FailureOr<bool> lower(scf::IfOp op, KernelLowering &l) const override {
    if (!touchesTiles(op))
      return false;
    SmallVector<Type> types;
    SmallVector<unsigned> kept;
    for (OpResult result : op.getResults()) {
      if (isa<TokenType>(result.getType()))
        continue;
      Type type = result.getType();
      if (auto tile = dyn_cast<RankedTensorType>(type))
        type = TileTypeConverter::perThreadType(tile, getLayout(result));
      else if (!type.isIntOrIndexOrFloat())
        return op.emitError("convert-tile-to-gpu: 'scf.if' yielding a ")
               << type << " is not supported by the lowering";
      types.push_back(type);
      kept.push_back(result.getResultNumber());
    }
    bool hasElse = !op.getElseRegion().empty();
    auto lowered = scf::IfOp::create(l.b, op.getLoc(), types,
                                     l.lookup(op.getCondition()), hasElse);
    Block *outer = l.getInsertionBlock();
    LogicalResult result = success();
    for (auto [from, to] : {std::pair{&op.getThenRegion(),
                                      &lowered.getThenRegion()},
                            std::pair{&op.getElseRegion(),
                                      &lowered.getElseRegion()}}) {
      if (from->empty())
        continue;
      Block *block = &to->front();
      if (!block->empty())
        block->getTerminator()->erase();
      l.setInsertionBlock(block);
      if (failed(result = l.lowerBlock(from->front())))
        break;
    }
    l.setInsertionBlock(outer);
    if (failed(result))
      return failure();
    for (auto [n, i] : llvm::enumerate(kept))
      l.map(op.getResult(i), lowered.getResult(n));
    return true;
  }
};

/// The end of a branch IfLowering built: the per-thread values of its
/// tiles (in the result's layout), its scalars.
struct IfYieldLowering : TileOpLowering<scf::YieldOp> {
  // Before the loops' yield (ControlFlowOps.cpp), which declines nothing.
  IfYieldLowering() : TileOpLowering<scf::YieldOp>(/*benefit=*/2) {}

  FailureOr<bool> lower(scf::YieldOp yield, KernelLowering &l) const override {
    auto branch = dyn_cast<scf::IfOp>(yield->getParentOp());
    if (!branch)
      return false;
    SmallVector<Value> operands;
    for (auto [operand, result] :
         llvm::zip(yield.getOperands(), branch.getResults())) {
      if (isa<TokenType>(operand.getType()))
        continue;
      // Layouts written by hand must agree with the result's.
      if (isTile(operand.getType()) &&
          getLayout(operand) != getLayout(result))
        return yield.emitError("convert-tile-to-gpu: 'scf.yield' of a "
                               "tile in another layout than its 'scf.if' "
                               "result's (")
               << getLayout(result)
               << "); tile-assign-layouts converts it, a hand-written "
                  "layout must be the result's";
      operands.push_back(l.lookup(operand));
    }
    scf::YieldOp::create(l.b, l.loc, operands);
    return true;
  }
};

} // namespace

void tile::populateTileBranchPatterns(TileLoweringPatternSet &patterns) {
  patterns.add<IfLowering, IfYieldLowering>();
}
