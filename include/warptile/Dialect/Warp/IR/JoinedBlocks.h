//===- JoinedBlocks.h - Blocks every lane of a block reaches ----*- C++ -*-===//
//
// Part of warptile. Rule W5 keeps a warp value's uses in its own block, where
// every lane that defined it runs them. One kind of other block is as good:
// a block that every lane running the home block reaches exactly once before
// it runs the home block again. `--canonicalize` makes such uses when it
// inlines a multi-block `scf.execute_region` into a function body: the rest
// of the home block moves to the region's join block. This helper says which
// blocks those are and in which order the lanes run them.
//
//===----------------------------------------------------------------------===//

#ifndef WARPTILE_DIALECT_WARP_IR_JOINEDBLOCKS_H
#define WARPTILE_DIALECT_WARP_IR_JOINEDBLOCKS_H

#include "mlir/IR/Block.h"
#include "mlir/IR/Dominance.h"
#include "mlir/Support/LLVM.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/DenseSet.h"

#include <optional>

namespace mlir {
namespace warp {

/// The blocks joined to a home block, in the home block's region.
class JoinedBlocks {
public:
  /// `postDominance` covers the home block's region; the walk shares one
  /// per function between the warp values it checks.
  JoinedBlocks(Block *home, PostDominanceInfo &postDominance)
      : home(home), postDominance(postDominance) {}

  /// Whether `block` (another block of the home block's region) is joined:
  /// it post-dominates the home block (no path from the home block leaves
  /// the region without passing it; a block that no exit post-dominates,
  /// such as one in an endless loop, is not), no path from the home block
  /// comes back to it without passing `block`, and no path from `block`
  /// comes back to `block` without passing the home block. Every lane that runs the home block then runs
  /// `block` once, and runs it before it runs the home block again; lanes
  /// that take different paths in between meet there.
  bool isJoined(Block *block);

  /// Whether top-level op `a` runs before top-level op `b`; each is in the
  /// home block or a joined block. Joined blocks run in one order: of two,
  /// the one that post-dominates the other runs second.
  bool runsBefore(Operation *a, Operation *b);

  /// The blocks that some lanes may run after the home block and before the
  /// joined block `block`: those reached from the home block without
  /// passing `block` (nor the home block again).
  SmallVector<Block *> before(Block *block);

private:
  /// Whether a path from the successors of `from` reaches `target` without
  /// passing `avoid`.
  static bool reaches(Block *from, Block *target, Block *avoid);
  /// The blocks of the region that lie on a cycle that avoids the home
  /// block (Tarjan's strongly connected components of the region without
  /// it), computed once.
  const DenseSet<Block *> &cyclesWithoutHome();

  Block *home;
  PostDominanceInfo &postDominance;
  std::optional<bool> homeOnCycle;
  std::optional<DenseSet<Block *>> cyclic;
  DenseMap<Block *, bool> joined;
};

} // namespace warp
} // namespace mlir

#endif // WARPTILE_DIALECT_WARP_IR_JOINEDBLOCKS_H
