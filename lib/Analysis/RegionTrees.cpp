//===- RegionTrees.cpp - Dominator trees of a region's CFG ----------------===//
//
// Part of warptile. Cooper, Harvey and Kennedy's iterative dominator
// algorithm ("A Simple, Fast Dominance Algorithm", 2001) on the blocks of
// one region, numbered once: the dominator tree from the entry, and the
// post-dominator tree from a virtual exit whose predecessors are the blocks
// without successors. Both trees are unique, so they are LLVM's: the
// dominator tree of the blocks the entry reaches (a block it does not reach
// has no node), and the post-dominator tree when every block reaches an
// exit. When some block does not (an infinite loop), LLVM adds roots in the
// loops by a rule of its own, and the tree is taken from LLVM's
// PostDominanceInfo.
//
//===----------------------------------------------------------------------===//

#include "warptile/Analysis/RegionTrees.h"

#include "mlir/IR/Dominance.h"
#include "mlir/IR/Operation.h"

using namespace mlir;
using namespace mlir::warptile;

/// A graph's edges out of each node, packed: node n's are
/// `edges[offsets[n] .. offsets[n + 1])`.
struct RegionTrees::Adjacency {
  std::vector<unsigned> offsets, edges;
  ArrayRef<unsigned> of(unsigned node) const {
    return ArrayRef<unsigned>(edges).slice(offsets[node],
                                           offsets[node + 1] - offsets[node]);
  }
  /// The reverse of `forward`, whose nodes are [0, size).
  static void reverse(const Adjacency &forward, unsigned size,
                      Adjacency &out) {
    out.offsets.assign(size + 1, 0);
    for (unsigned to : forward.edges)
      ++out.offsets[to + 1];
    for (unsigned n = 0; n < size; ++n)
      out.offsets[n + 1] += out.offsets[n];
    out.edges.resize(forward.edges.size());
    std::vector<unsigned> at(out.offsets.begin(), out.offsets.end() - 1);
    for (unsigned from = 0; from < size; ++from)
      for (unsigned to : forward.of(from))
        out.edges[at[to]++] = from;
  }
};

/// Immediate dominators of the nodes reached from `root` in the graph
/// `next` (the edges a depth-first search follows), whose reverse is
/// `previous`: `idom[root] == root`, -1 for a node not reached. Returns the
/// number of nodes reached.
unsigned RegionTrees::immediateDominators(unsigned size, unsigned root,
                                          const Adjacency &next,
                                          const Adjacency &previous,
                                          std::vector<int> &idom) {
  // Post-order numbers by an iterative depth-first search.
  std::vector<int> postorder(size, -1);
  std::vector<unsigned> order;
  order.reserve(size);
  std::vector<char> seen(size, 0);
  std::vector<std::pair<unsigned, unsigned>> stack;
  stack.reserve(size);
  stack.push_back({root, next.offsets[root]});
  seen[root] = 1;
  while (!stack.empty()) {
    auto &[node, edge] = stack.back();
    if (edge < next.offsets[node + 1]) {
      unsigned to = next.edges[edge++];
      if (!seen[to]) {
        seen[to] = 1;
        stack.push_back({to, next.offsets[to]});
      }
      continue;
    }
    postorder[node] = order.size();
    order.push_back(node);
    stack.pop_back();
  }
  idom.assign(size, -1);
  idom[root] = root;
  auto intersect = [&](int a, int b) {
    while (a != b) {
      while (postorder[a] < postorder[b])
        a = idom[a];
      while (postorder[b] < postorder[a])
        b = idom[b];
    }
    return a;
  };
  for (bool changed = true; changed;) {
    changed = false;
    // Reverse post-order, the root (last in post-order) skipped.
    for (size_t i = order.size() - 1; i-- > 0;) {
      unsigned node = order[i];
      int chosen = -1;
      for (unsigned from : previous.of(node)) {
        if (idom[from] == -1)
          continue; // not reached, or not processed yet
        chosen = chosen == -1 ? static_cast<int>(from)
                              : intersect(static_cast<int>(from), chosen);
      }
      if (chosen != idom[node]) {
        idom[node] = chosen;
        changed = true;
      }
    }
  }
  return order.size();
}

RegionTrees::RegionTrees(PostDominanceInfo *fallback) : fallback(fallback) {}

RegionTrees::~RegionTrees() = default;

unsigned RegionTrees::indexOf(Block *block) {
  auto it = indices.find(block);
  if (it != indices.end())
    return it->second;
  build(block->getParent());
  return indices.find(block)->second;
}

RegionTrees::PostDominator RegionTrees::postDominatorOf(Block *block) {
  const Node &node = nodes[indexOf(block)];
  PostDominator result;
  result.inTree = node.ipdom != kNoNode;
  if (node.ipdom >= 0)
    result.block = blocks[node.ipdom];
  return result;
}

bool RegionTrees::dominates(Block *a, Block *b) {
  if (a == b)
    return true;
  const Node &na = nodes[indexOf(a)];
  const Node &nb = nodes[indexOf(b)];
  if (nb.idom == kNoNode)
    return true; // b is not reached from the entry
  if (na.idom == kNoNode)
    return false;
  return na.enter <= nb.enter && nb.leave <= na.leave;
}

void RegionTrees::build(Region *region) {
  unsigned base = nodes.size();
  unsigned size = 0;
  for (Block &block : *region) {
    indices[&block] = base + size++;
    blocks.push_back(&block);
  }
  nodes.resize(base + size);
  // The successors, numbered from 0 within the region, and the virtual exit
  // `size` (no edges here: buildPostDominators adds its own).
  Adjacency successors, predecessors;
  successors.offsets.reserve(size + 2);
  successors.offsets.push_back(0);
  for (unsigned i = 0; i < size; ++i) {
    for (Block *successor : blocks[base + i]->getSuccessors())
      successors.edges.push_back(indices.find(successor)->second - base);
    successors.offsets.push_back(successors.edges.size());
  }
  successors.offsets.push_back(successors.edges.size());
  Adjacency::reverse(successors, size + 1, predecessors);
  buildDominators(base, size, successors, predecessors);
  if (!buildPostDominators(base, size, successors, predecessors))
    copyPostDominators(base);
}

void RegionTrees::buildDominators(unsigned base, unsigned size,
                                  const Adjacency &successors,
                                  const Adjacency &predecessors) {
  std::vector<int> idom;
  immediateDominators(size + 1, 0, successors, predecessors, idom);
  // The tree's depth-first intervals: `a` dominates `b` when b's interval
  // lies in a's. Children packed by parent.
  Adjacency children;
  children.offsets.assign(size + 1, 0);
  for (unsigned i = 1; i < size; ++i)
    if (idom[i] >= 0)
      ++children.offsets[idom[i] + 1];
  for (unsigned n = 0; n < size; ++n)
    children.offsets[n + 1] += children.offsets[n];
  children.edges.resize(children.offsets[size]);
  std::vector<unsigned> at(children.offsets.begin(),
                           children.offsets.end() - 1);
  for (unsigned i = 1; i < size; ++i)
    if (idom[i] >= 0)
      children.edges[at[idom[i]]++] = i;
  for (unsigned i = 0; i < size; ++i)
    nodes[base + i].idom = idom[i] >= 0 ? base + idom[i] : kNoNode;
  unsigned clock = 0;
  std::vector<std::pair<unsigned, unsigned>> stack{{0, children.offsets[0]}};
  nodes[base].enter = clock++;
  while (!stack.empty()) {
    auto &[node, edge] = stack.back();
    if (edge < children.offsets[node + 1]) {
      unsigned next = children.edges[edge++];
      nodes[base + next].enter = clock++;
      stack.push_back({next, children.offsets[next]});
      continue;
    }
    nodes[base + node].leave = clock++;
    stack.pop_back();
  }
}

bool RegionTrees::buildPostDominators(unsigned base, unsigned size,
                                      const Adjacency &successors,
                                      const Adjacency &predecessors) {
  // The reverse graph with the virtual exit `size`: the search follows
  // predecessors from it (to the blocks without successors first), and a
  // block's predecessors there are its successors (the exit's for an exit).
  unsigned exit = size;
  Adjacency up, down;
  up.offsets.reserve(size + 2);
  up.offsets.push_back(0);
  down.offsets.reserve(size + 2);
  down.offsets.push_back(0);
  for (unsigned i = 0; i < size; ++i) {
    ArrayRef<unsigned> out = successors.of(i);
    if (out.empty())
      down.edges.push_back(exit);
    else
      down.edges.insert(down.edges.end(), out.begin(), out.end());
    down.offsets.push_back(down.edges.size());
    ArrayRef<unsigned> in = predecessors.of(i);
    up.edges.insert(up.edges.end(), in.begin(), in.end());
    up.offsets.push_back(up.edges.size());
  }
  for (unsigned i = 0; i < size; ++i)
    if (successors.of(i).empty())
      up.edges.push_back(i);
  up.offsets.push_back(up.edges.size());
  down.offsets.push_back(down.edges.size());
  std::vector<int> ipdom;
  if (immediateDominators(size + 1, exit, up, down, ipdom) != size + 1)
    return false;
  for (unsigned i = 0; i < size; ++i)
    nodes[base + i].ipdom =
        ipdom[i] == static_cast<int>(exit) ? kVirtual : base + ipdom[i];
  return true;
}

void RegionTrees::copyPostDominators(unsigned base) {
  if (!fallback) {
    if (!ownFallback)
      ownFallback = std::make_unique<PostDominanceInfo>();
    fallback = ownFallback.get();
  }
  for (unsigned i = 0, e = nodes.size() - base; i < e; ++i) {
    DominanceInfoNode *node = fallback->getNode(blocks[base + i]);
    if (!node) {
      nodes[base + i].ipdom = kNoNode;
      continue;
    }
    DominanceInfoNode *idom = node->getIDom();
    Block *at = idom ? idom->getBlock() : nullptr;
    nodes[base + i].ipdom = at ? static_cast<int>(indices.find(at)->second)
                               : kVirtual;
  }
}
