//===- JoinedBlocks.cpp - Blocks every lane of a block reaches ------------===//
//
// Part of warptile. See JoinedBlocks.h. Asked only for a warp used outside
// its own block: one post-dominator tree per function (shared), one search
// for cycles per home block, so a function with many such uses is checked
// in time linear in its blocks per warp value, not quadratic.
//
//===----------------------------------------------------------------------===//

#include "warptile/Dialect/Warp/IR/JoinedBlocks.h"

#include "mlir/IR/Operation.h"
#include "mlir/IR/Region.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/SmallPtrSet.h"

using namespace mlir;
using namespace mlir::warp;

bool JoinedBlocks::reaches(Block *from, Block *target, Block *avoid) {
  llvm::SmallPtrSet<Block *, 16> seen;
  if (avoid)
    seen.insert(avoid);
  SmallVector<Block *> worklist(from->getSuccessors());
  while (!worklist.empty()) {
    Block *block = worklist.pop_back_val();
    if (block == target)
      return true;
    if (!seen.insert(block).second)
      continue;
    llvm::append_range(worklist, block->getSuccessors());
  }
  return false;
}

const DenseSet<Block *> &JoinedBlocks::cyclesWithoutHome() {
  if (cyclic)
    return *cyclic;
  cyclic.emplace();
  // Tarjan's algorithm, iterative: `frames` holds each block being visited
  // with the index of its next successor.
  DenseMap<Block *, unsigned> index, low;
  SmallVector<Block *> stack;
  llvm::SmallPtrSet<Block *, 16> onStack;
  SmallVector<std::pair<Block *, unsigned>> frames;
  unsigned next = 0;
  for (Block &root : *home->getParent()) {
    if (&root == home || index.count(&root))
      continue;
    frames.push_back({&root, 0});
    index[&root] = low[&root] = next++;
    stack.push_back(&root);
    onStack.insert(&root);
    while (!frames.empty()) {
      auto &[block, succ] = frames.back();
      if (succ < block->getNumSuccessors()) {
        Block *to = block->getSuccessor(succ++);
        if (to == home)
          continue;
        if (!index.count(to)) {
          index[to] = low[to] = next++;
          stack.push_back(to);
          onStack.insert(to);
          frames.push_back({to, 0});
        } else if (onStack.contains(to)) {
          low[block] = std::min(low[block], index[to]);
        }
        continue;
      }
      Block *done = block;
      frames.pop_back();
      if (!frames.empty())
        low[frames.back().first] = std::min(low[frames.back().first], low[done]);
      if (low[done] != index[done])
        continue;
      // `done` roots a component: it is a cycle when it has more than one
      // block, or one block that branches to itself.
      SmallVector<Block *> component;
      Block *member;
      do {
        member = stack.pop_back_val();
        onStack.erase(member);
        component.push_back(member);
      } while (member != done);
      if (component.size() > 1 ||
          llvm::is_contained(done->getSuccessors(), done))
        cyclic->insert(component.begin(), component.end());
    }
  }
  return *cyclic;
}

bool JoinedBlocks::isJoined(Block *block) {
  if (block == home || block->getParent() != home->getParent())
    return false;
  if (auto it = joined.find(block); it != joined.end())
    return it->second;
  if (!homeOnCycle)
    homeOnCycle = reaches(home, home, nullptr);
  bool ok = postDominance.properlyPostDominates(block, home) &&
            !(*homeOnCycle && reaches(home, home, block)) &&
            !cyclesWithoutHome().contains(block);
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
  return postDominance.properlyPostDominates(second, first);
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
