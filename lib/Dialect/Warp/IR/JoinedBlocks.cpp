//===- JoinedBlocks.cpp - Blocks every lane of a block reaches ------------===//
//
// Part of warptile. See JoinedBlocks.h. Each question is a graph search over
// the region's blocks, asked only for a warp used outside its own block.
//
//===----------------------------------------------------------------------===//

#include "warptile/Dialect/Warp/IR/JoinedBlocks.h"

#include "mlir/IR/Operation.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/SmallPtrSet.h"

using namespace mlir;
using namespace mlir::warp;

bool JoinedBlocks::reaches(Block *from, function_ref<bool(Block *)> stop,
                           ArrayRef<Block *> avoid) {
  llvm::SmallPtrSet<Block *, 16> seen(avoid.begin(), avoid.end());
  SmallVector<Block *> worklist(from->getSuccessors());
  while (!worklist.empty()) {
    Block *block = worklist.pop_back_val();
    if (llvm::is_contained(avoid, block) || !seen.insert(block).second)
      continue;
    if (stop(block))
      return true;
    llvm::append_range(worklist, block->getSuccessors());
  }
  return false;
}

/// A block whose terminator has no successor hands control out of the
/// region (a return, or the end of the thread). A block without a
/// terminator ends the region too: nothing is known of where it goes.
static bool leavesRegion(Block *block) {
  return block->empty() || block->getNumSuccessors() == 0;
}

bool JoinedBlocks::isJoined(Block *block) {
  if (block == home || block->getParent() != home->getParent())
    return false;
  if (auto it = joined.find(block); it != joined.end())
    return it->second;
  bool ok =
      !leavesRegion(home) && !reaches(home, leavesRegion, {block}) &&
      !reaches(home, [&](Block *b) { return b == home; }, {block}) &&
      !reaches(block, [&](Block *b) { return b == block; }, {home});
  joined[block] = ok;
  return ok;
}

bool JoinedBlocks::runsBefore(Operation *a, Operation *b) {
  Block *first = a->getBlock(), *second = b->getBlock();
  if (first == second)
    return a->isBeforeInBlock(b);
  if (first == home)
    return true;
  if (second == home)
    return false;
  // `second` comes first when the home block reaches it without `first`.
  return !reaches(home, [&](Block *x) { return x == second; }, {first, home});
}

SmallVector<Block *> JoinedBlocks::before(Block *block) {
  SmallVector<Block *> blocks;
  llvm::SmallPtrSet<Block *, 16> seen{home, block};
  SmallVector<Block *> worklist(home->getSuccessors());
  while (!worklist.empty()) {
    Block *next = worklist.pop_back_val();
    if (!seen.insert(next).second)
      continue;
    blocks.push_back(next);
    llvm::append_range(worklist, next->getSuccessors());
  }
  return blocks;
}
