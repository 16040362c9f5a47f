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
#include "mlir/Support/LLVM.h"
#include "llvm/ADT/DenseMap.h"

namespace mlir {
namespace warp {

/// The blocks joined to a home block, in the home block's region.
class JoinedBlocks {
public:
  explicit JoinedBlocks(Block *home) : home(home) {}

  /// Whether `block` (another block of the home block's region) is joined:
  /// no path from the home block leaves the region (a block whose
  /// terminator has no successor) or comes back to the home block without
  /// passing `block`, and no path from `block` comes back to it without
  /// passing the home block. Every lane that runs the home block then runs
  /// `block` once, and runs it before it runs the home block again; lanes
  /// that take different paths in between meet there.
  bool isJoined(Block *block);

  /// Whether top-level op `a` runs before top-level op `b`; each is in the
  /// home block or a joined block. Joined blocks run in one order: the one
  /// that no path from the home block reaches without passing the other
  /// runs second.
  bool runsBefore(Operation *a, Operation *b);

  /// The blocks that some lanes may run after the home block and before the
  /// joined block `block`: those reached from the home block without
  /// passing `block` (nor the home block again).
  SmallVector<Block *> before(Block *block);

private:
  /// Whether a path from the successors of `from` reaches a block for which
  /// `stop` holds without passing `avoid`.
  static bool reaches(Block *from, function_ref<bool(Block *)> stop,
                      ArrayRef<Block *> avoid);

  Block *home;
  DenseMap<Block *, bool> joined;
};

} // namespace warp
} // namespace mlir

#endif // WARPTILE_DIALECT_WARP_IR_JOINEDBLOCKS_H
