//===- RegionTrees.h - Dominator trees of a region's CFG -------*- C++ -*-===//
//
// Part of warptile. The two questions the uniformity analysis and
// ActiveLanes ask of a region's control-flow graph: where the lanes that
// leave a branch different ways meet again (the branch's immediate
// post-dominator) and whether one block dominates another. The answers are
// exactly those of MLIR's PostDominanceInfo and DominanceInfo (LLVM's
// dominator trees); they are computed on index arrays with the iterative
// algorithm of Cooper, Harvey and Kennedy, which on device-wide CUB costs a
// third of building LLVM's trees (which took a sixth of the convergence
// checker's time: 22 dominator and post-dominator builds for 8 functions).
//
//===----------------------------------------------------------------------===//

#ifndef WARPTILE_ANALYSIS_REGIONTREES_H
#define WARPTILE_ANALYSIS_REGIONTREES_H

#include "mlir/IR/Block.h"
#include "mlir/IR/Region.h"
#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/DenseMap.h"

#include <memory>
#include <vector>

namespace mlir {
class PostDominanceInfo;
namespace warptile {

/// Dominator and post-dominator trees of the regions of an IR that is not
/// changed while this object lives, built per region on first use. Not
/// thread-safe: one per analysis.
class RegionTrees {
public:
  /// `fallback`, when given, is the LLVM post-dominator cache used for the
  /// regions whose post-dominator tree is not unique (some block reaches no
  /// exit: LLVM then picks extra roots in the infinite loops by its own
  /// rule, which this class takes from it rather than copies). It must
  /// outlive this object.
  explicit RegionTrees(PostDominanceInfo *fallback = nullptr);
  ~RegionTrees();
  RegionTrees(const RegionTrees &) = delete;
  RegionTrees &operator=(const RegionTrees &) = delete;

  /// A block's place in its region's post-dominator tree (as
  /// PostDominanceInfo::getNode(block) and that node's getIDom()).
  struct PostDominator {
    /// Whether the block has a node in the tree.
    bool inTree = false;
    /// Its immediate post-dominator; null when that is the tree's virtual
    /// root (the block is an exit, or lanes leaving it reach different
    /// exits) or when the block has no node.
    Block *block = nullptr;
  };
  PostDominator postDominatorOf(Block *block);

  /// Whether `a` dominates `b`, two blocks of one region, as
  /// DominanceInfo::dominates(a, b): a block dominates itself, a block no
  /// path from the entry reaches is dominated by every block and dominates
  /// none but such blocks.
  bool dominates(Block *a, Block *b);

private:
  struct Node {
    int ipdom = kNoNode;      ///< index, or kVirtual / kNoNode
    int idom = kNoNode;       ///< index in the dominator tree, or kNoNode
    unsigned enter = 0, leave = 0; ///< dominator-tree DFS interval
  };
  static constexpr int kNoNode = -2, kVirtual = -1;

  /// The index of `block`'s node, its region built first.
  unsigned indexOf(Block *block);
  void build(Region *region);
  struct Adjacency;
  static unsigned immediateDominators(unsigned size, unsigned root,
                                      const Adjacency &next,
                                      const Adjacency &previous,
                                      std::vector<int> &idom);
  void buildDominators(unsigned base, unsigned size,
                       const Adjacency &successors,
                       const Adjacency &predecessors);
  bool buildPostDominators(unsigned base, unsigned size,
                           const Adjacency &successors,
                           const Adjacency &predecessors);
  void copyPostDominators(unsigned base);

  PostDominanceInfo *fallback;
  std::unique_ptr<PostDominanceInfo> ownFallback;
  llvm::DenseMap<Block *, unsigned> indices;
  std::vector<Block *> blocks;
  std::vector<Node> nodes;
};

} // namespace warptile
} // namespace mlir

#endif // WARPTILE_ANALYSIS_REGIONTREES_H
