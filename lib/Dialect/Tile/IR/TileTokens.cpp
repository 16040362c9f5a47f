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
#include "llvm/ADT/DenseSet.h"
#include "llvm/ADT/SmallPtrSet.h"
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
/// Walks the accesses in program order. Per partition it keeps the last
/// write and the reads since: a read must come after that write, a write
/// after it and after those reads. Every earlier conflicting access is then
/// ordered before the new one by transitivity (each kept write was itself
/// checked after everything before it), so one or a few reachability
/// queries per access decide T4 where comparing against every earlier
/// access was quadratic.
class OrderChecker {
public:
  LogicalResult run(KernelOp kernel) {
    Block &body = kernel.getBody().front();
    position[body.getArguments().back()] = 0;
    return walk(body);
  }

private:
  struct Access {
    Operation *op;
    Value out;
  };
  struct PartState {
    std::optional<Access> write;
    /// The reads since `write`, in program order.
    SmallVector<Access> reads;
    /// Tokens known to be ordered after `write`.
    llvm::DenseSet<Value> afterWrite;
  };

  LogicalResult walk(Block &block) {
    for (Operation &op : block) {
      unsigned here = ++clock;
      LogicalResult result =
          llvm::TypeSwitch<Operation *, LogicalResult>(&op)
              .Case<LoadMutOp>([&](LoadMutOp load) {
                position[load.getOutToken()] = here;
                return access(load, load.getPart(), load.getToken(),
                              load.getOutToken(), /*writes=*/false);
              })
              .Case<StoreOp>([&](StoreOp store) {
                position[store.getOutToken()] = here;
                return access(store, store.getPart(), store.getToken(),
                              store.getOutToken(), /*writes=*/true);
              })
              .Case<JoinOp>([&](JoinOp join) {
                position[join.getResult()] = here;
                return success();
              })
              .Case<IterIndicesOp>([&](IterIndicesOp iter) {
                Block &inner = iter.getBody().front();
                position[inner.getArguments().back()] = here;
                if (failed(walk(inner)))
                  return failure();
                // The loop's token comes after everything in its body.
                position[iter.getOutToken()] = ++clock;
                return success();
              })
              .Default([](Operation *) { return success(); });
      if (failed(result))
        return failure();
    }
    return success();
  }

  /// The token flowing into `token`: what the defining op (or, for a body's
  /// token argument, the loop) consumed.
  void predecessors(Value token, SmallVectorImpl<Value> &out) {
    if (auto arg = dyn_cast<BlockArgument>(token)) {
      if (auto iter = dyn_cast<IterIndicesOp>(arg.getOwner()->getParentOp()))
        out.push_back(iter.getToken());
      return;
    }
    llvm::TypeSwitch<Operation *>(token.getDefiningOp())
        .Case<LoadMutOp, StoreOp>(
            [&](auto accessOp) { out.push_back(accessOp.getToken()); })
        .Case<JoinOp>([&](JoinOp join) { llvm::append_range(out, join.getTokens()); })
        .Case<IterIndicesOp>([&](IterIndicesOp iter) {
          out.push_back(
              cast<YieldOp>(iter.getBody().front().getTerminator()).getToken());
        });
  }

  /// Walks back along the token graph from `token`, never past program
  /// position `floor` (tokens only flow forward, so the walk visits at most
  /// the tokens defined since), calling `visit` on each token; `visit`
  /// returns true to stop the walk.
  void walkBack(Value token, unsigned floor,
                llvm::function_ref<bool(Value)> visit) {
    llvm::SmallPtrSet<void *, 16> seen;
    SmallVector<Value> stack{token};
    while (!stack.empty()) {
      Value v = stack.pop_back_val();
      auto it = position.find(v);
      if (it == position.end() || it->second < floor ||
          !seen.insert(v.getAsOpaquePointer()).second)
        continue;
      if (visit(v))
        return;
      predecessors(v, stack);
    }
  }

  /// Whether the partition's last write is ordered before `token`. Tokens
  /// already known to follow it end the walk early, so a run of reads after
  /// one write costs each read only the distance to the previous one.
  bool afterWrite(PartState &state, Value token) {
    bool found = false;
    walkBack(token, position.lookup(state.write->out), [&](Value v) {
      return found = state.afterWrite.contains(v);
    });
    return found;
  }

  LogicalResult unordered(Operation *op, bool writes, Operation *earlier,
                          bool earlierWrites) {
    InFlightDiagnostic diag = op->emitOpError("T4: ")
                              << (writes ? "writes" : "reads")
                              << " the partition unordered with an earlier "
                              << (earlierWrites ? "write" : "read")
                              << "; chain it after that access's token";
    diag.attachNote(earlier->getLoc()) << "the unordered access";
    return diag;
  }

  /// T4: `op` accesses `part` after the accesses ordered before `in`.
  LogicalResult access(Operation *op, Value part, Value in, Value out,
                       bool writes) {
    PartState &state = parts[part];
    if (!writes) {
      if (state.write) {
        if (!afterWrite(state, in))
          return unordered(op, writes, state.write->op, /*earlierWrites=*/true);
        state.afterWrite.insert(in);
        state.afterWrite.insert(out);
      }
      state.reads.push_back({op, out});
      return success();
    }
    if (state.reads.empty()) {
      // Nothing read since the last write: only that write must come first.
      if (state.write && !afterWrite(state, in))
        return unordered(op, writes, state.write->op, /*earlierWrites=*/true);
    } else {
      // Every read since the last write must come first (each of them came
      // after that write). One walk back finds them all.
      llvm::SmallPtrSet<void *, 8> pending;
      unsigned floor = ~0u;
      for (const Access &read : state.reads) {
        pending.insert(read.out.getAsOpaquePointer());
        floor = std::min(floor, position.lookup(read.out));
      }
      walkBack(in, floor, [&](Value v) {
        pending.erase(v.getAsOpaquePointer());
        return pending.empty();
      });
      for (const Access &read : state.reads)
        if (pending.contains(read.out.getAsOpaquePointer()))
          return unordered(op, writes, read.op, /*earlierWrites=*/false);
    }
    state.write = Access{op, out};
    state.reads.clear();
    state.afterWrite.clear();
    state.afterWrite.insert(out);
    return success();
  }

  /// Program order of each token's definition.
  llvm::DenseMap<Value, unsigned> position;
  llvm::DenseMap<Value, PartState> parts;
  unsigned clock = 0;
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
