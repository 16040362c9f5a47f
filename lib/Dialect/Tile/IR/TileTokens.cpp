//===- TileTokens.cpp - Linear tokens and ordered accesses (T3, T4) -------===//
//
// Part of warptile.
//
// A program's accesses to its partitions are ordered by the token graph:
// an access happens after every access whose token reaches its own. T3
// makes that graph a single chain with joined forks, living in one block
// (the kernel body or one iteration's body), so it is a DAG in program
// order that ends at the terminator. T4 then asks, for each access, which
// earlier accesses to the same partition reach its token; one that does
// not and where either side writes is an unordered conflict.
//
//===----------------------------------------------------------------------===//

#include "warptile/Dialect/Tile/IR/TileOps.h"

#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/SetVector.h"
#include "llvm/ADT/TypeSwitch.h"

using namespace mlir;
using namespace mlir::tile;

/// The ops that may consume a token.
static bool consumesTokens(Operation *op) {
  return isa<LoadMutOp, StoreOp, JoinOp, IterIndicesOp, YieldOp, ReturnOp>(op);
}

/// T3 for one token value.
static LogicalResult verifyLinear(Value token) {
  Operation *where = token.getDefiningOp();
  if (!where)
    where = token.getParentBlock()->getParentOp();
  // A body's token argument is always used: every other token of the body
  // descends from it, and the terminator takes one.
  if (token.use_empty())
    return where->emitOpError("T3: this token is never consumed: every "
                              "branch of a forked chain is joined "
                              "(tile.join) before the program ends");
  for (Operation *user : token.getUsers()) {
    if (!consumesTokens(user))
      return user->emitOpError("T3: a !tile.token is used only by tile "
                               "accesses, tile.join, tile.iter_indices and "
                               "the terminators that end a chain");
    if (user->getBlock() != token.getParentBlock()) {
      InFlightDiagnostic diag =
          user->emitOpError("T3: uses a token of another region; a chain "
                            "enters a tile.iter_indices only as its operand");
      diag.attachNote(where->getLoc()) << "the token is defined here";
      return diag;
    }
  }
  return success();
}

namespace {
/// Walks the token graph in program order, tracking for each token the
/// accesses ordered before it.
class OrderChecker {
public:
  LogicalResult run(KernelOp kernel) {
    Block &body = kernel.getBody().front();
    before[body.getArguments().back()] = {};
    return walk(body);
  }

private:
  using AccessSet = llvm::SmallSetVector<Operation *, 8>;

  LogicalResult walk(Block &block) {
    for (Operation &op : block) {
      LogicalResult result =
          llvm::TypeSwitch<Operation *, LogicalResult>(&op)
              .Case<LoadMutOp>([&](LoadMutOp load) {
                return access(load, load.getPart(), load.getToken(),
                              load.getOutToken(), /*writes=*/false);
              })
              .Case<StoreOp>([&](StoreOp store) {
                return access(store, store.getPart(), store.getToken(),
                              store.getOutToken(), /*writes=*/true);
              })
              .Case<JoinOp>([&](JoinOp join) {
                AccessSet &out = before[join.getResult()];
                for (Value token : join.getTokens())
                  out.insert_range(before[token]);
                return success();
              })
              .Case<IterIndicesOp>([&](IterIndicesOp iter) {
                Block &inner = iter.getBody().front();
                before[inner.getArguments().back()] = before[iter.getToken()];
                if (failed(walk(inner)))
                  return failure();
                auto yield = cast<YieldOp>(inner.getTerminator());
                before[iter.getOutToken()] = before[yield.getToken()];
                return success();
              })
              .Default([](Operation *) { return success(); });
      if (failed(result))
        return failure();
    }
    return success();
  }

  /// T4: `op` accesses `part` after the accesses ordered before `in`.
  LogicalResult access(Operation *op, Value part, Value in, Value out,
                       bool writes) {
    const AccessSet &ordered = before[in];
    for (auto [earlier, earlierWrites] : accesses[part]) {
      if ((!writes && !earlierWrites) || ordered.contains(earlier))
        continue;
      InFlightDiagnostic diag =
          op->emitOpError("T4: ")
          << (writes ? "writes" : "reads")
          << " the partition unordered with an earlier "
          << (earlierWrites ? "write" : "read")
          << "; chain it after that access's token";
      diag.attachNote(earlier->getLoc()) << "the unordered access";
      return diag;
    }
    AccessSet next = ordered;
    next.insert(op);
    before[out] = std::move(next);
    accesses[part].push_back({op, writes});
    return success();
  }

  llvm::DenseMap<Value, AccessSet> before;
  llvm::DenseMap<Value, SmallVector<std::pair<Operation *, bool>>> accesses;
};
} // namespace

LogicalResult tile::verifyTokenOrder(KernelOp kernel) {
  // T3 first: T4's walk assumes one block-local DAG per body.
  WalkResult linear = kernel.walk([](Operation *op) {
    for (Region &region : op->getRegions())
      for (Block &block : region)
        for (BlockArgument arg : block.getArguments())
          if (isa<TokenType>(arg.getType()) && failed(verifyLinear(arg)))
            return WalkResult::interrupt();
    for (Value result : op->getResults())
      if (isa<TokenType>(result.getType()) && failed(verifyLinear(result)))
        return WalkResult::interrupt();
    return WalkResult::advance();
  });
  if (linear.wasInterrupted())
    return failure();
  return OrderChecker().run(kernel);
}
