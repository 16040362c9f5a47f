//===- LaneAnalysis.h - Which lanes execute an op ---------------*- C++ -*-===//
//
// Part of warptile. Analyses of plain upstream GPU IR (gpu, nvvm, scf, cf,
// llvm) that was never typed: the static lane sets of branch conditions, and
// the branches (with the lanes they let through) that an op runs under. The
// convergence checker reports from them.
//
//===----------------------------------------------------------------------===//

#ifndef WARPTILE_ANALYSIS_LANEANALYSIS_H
#define WARPTILE_ANALYSIS_LANEANALYSIS_H

#include "warptile/Analysis/Uniformity.h"

#include "mlir/IR/Operation.h"
#include "mlir/IR/Value.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/DenseSet.h"
#include "llvm/ADT/STLFunctionalExtras.h"
#include "llvm/ADT/SmallVector.h"
#include <array>
#include <memory>

#include <optional>
#include <unordered_map>

namespace mlir {
namespace warptile {
class RegionTrees;
} // namespace warptile
namespace warp {

using warptile::Uniformity;
using warptile::UniformityInfo;

/// The low 64 bits of an integer constant, or std::nullopt when `value` is
/// not a constant or does not fit in 64 bits (an i128 mask is no mask).
std::optional<uint64_t> constantBits(Value value);

/// The lanes where `predicate` holds when it is a function of the lane alone
/// (`lane < 16`, `(tid & 1) == 0`, `tid % 4 == 3`): the same set in every
/// warp. std::nullopt otherwise.
std::optional<uint64_t> evaluateLanePredicate(Value predicate);

/// The value of `value` at each lane of a warp when it is a function of the
/// lane alone (a cooperative group's mask, `0xffff << (lane & ~15)`);
/// std::nullopt otherwise.
std::optional<std::array<uint64_t, 32>> evaluateAtLanes(Value value);

/// The static set of lanes of a 32-lane warp where `predicate` holds (or,
/// with `whenTrue` false, where it does not), the same set in every warp
/// that has any: predicates of the lane (`lane < 16`, `(tid & 1) == 0`,
/// `tid % 4 == 3`, `lane == 0`), and `tid < C` where the warps agree (`tid
/// < 16`: lanes 0-15 of warp 0, and no other warp; its negation holds on
/// lanes 16-31 of warp 0 and every lane of the others, which is no one set
/// in a block of more than one warp). std::nullopt when the set depends on
/// run-time values or differs between warps.
std::optional<uint64_t> matchLanePredicate(Value predicate,
                                           bool whenTrue = true);

/// Whether `source`, at every lane, is a lane set in that lane's `mask`
/// (where the mask is not zero): the lane itself, or the lowest or highest
/// set bit of the mask, as clang writes a group's leader (`__ffs(m) - 1`
/// as `bfind.shiftamt(brev(m))`, `31 - __clz(m)`, `cttz(m)`).
bool isLaneOfMask(Value source, Value mask);

/// The lanes of each warp of a block: one mask that holds in every warp,
/// or one per warp of the block's first row, warp w starting at x index
/// 32 w (kWarpsPerRow of them; a warp the block does not have holds none).
using WarpLanes = SmallVector<uint64_t, 1>;
constexpr unsigned kWarpsPerRow = 1024 / 32;

/// matchLanePredicate warp by warp: also the sides of thread bounds that
/// differ between warps (`tid.x >= 32`: no lane of warp 0, every lane of
/// the others), whose conjunction with another bound may be one set
/// (`tid.x >= 32 && tid.x < 48`: lanes 0-15 of warp 1).
std::optional<WarpLanes> matchLanePredicateByWarp(Value predicate,
                                                  bool whenTrue = true);

/// The lanes, warp by warp, where `holds` is true of `value` (a function
/// of the lane, or of threadIdx.x evaluated as matchLanePredicateByWarp
/// does); std::nullopt where the value is not known at every lane.
std::optional<WarpLanes>
lanesWhereByWarp(Value value, llvm::function_ref<bool(int64_t)> holds);

/// The lanes every warp with any of `lanes` runs, where they agree (0 where
/// no warp has one); std::nullopt where two warps differ.
std::optional<uint64_t> oneLaneSet(ArrayRef<uint64_t> lanes);

/// One branch an op is under: the op that branches, and the lanes of a warp
/// that reach the op through it (std::nullopt when only known at run time).
struct BranchConstraint {
  Operation *branch;
  Value condition;
  Uniformity level;              ///< the condition's uniformity
  /// The static lanes, warp by warp, that take the edge (of those running
  /// the branch's block).
  std::optional<WarpLanes> lanes;
  /// The way taken: the successor index of a terminator, the region index
  /// of an scf.if (0 then, 1 else); kUnknownEdge for loops and the like.
  unsigned edge = kUnknownEdge;
  /// Every thread that reaches the op through this branch took `edge`, and
  /// no thread reaches it another way from the branch (the edge's target
  /// has the branch as its only predecessor and dominates the op's block).
  bool onlyThroughEdge = false;
  /// The edge where `activemask() == 0xffffffff` holds
  /// (warptile::fullActiveMaskEdge), reached only through it: every lane
  /// of the warp executes the op, whatever the branches before said.
  bool allLanesGuard = false;
  static constexpr unsigned kUnknownEdge = ~0u;
  /// Whether this is the true (edge 0) or false (edge 1) side of a
  /// conditional branch on `condition` (warptile::isTrueFalseBranch: not
  /// an i1 switch, whose edge 0 is its default; not a loop).
  bool isTrueOrFalseEdge() const {
    return condition && edge <= 1 && warptile::isTrueFalseBranch(branch) &&
           branch->getOperand(0) == condition;
  }
};

/// What the branches an op runs under say about the lanes executing it.
struct LaneContext {
  /// Some branch that is not block-uniform reaches the op.
  bool underControlFlow = false;
  /// The lanes of a warp that execute the op if every branch reaching it is
  /// static or warp-uniform; std::nullopt when a lane-varying branch with a
  /// run-time lane set reaches it. A warp-uniform branch keeps every lane
  /// together.
  std::optional<uint64_t> lanes;
  /// The innermost such branch, and the innermost lane-varying one (for the
  /// notes of a finding).
  std::optional<BranchConstraint> innermost, innermostVarying;
};

/// The lanes of a warp that execute an op: the enclosing branches whose
/// conditions are not block-uniform, structured (scf.if, scf.for, scf.while)
/// and unstructured (the conditional branches an op's block is control
/// dependent on, from the post-dominator tree). Each block is summarised
/// once from the blocks it depends on, so asking for every op is linear in
/// the size of the control-dependence graph, and nothing recurses.
class ActiveLanes {
public:
  /// `trees`, when given, are the dominator trees the uniformity analysis
  /// filled (UniformityOptions::trees): they are not built again. Without
  /// them, `postDominance` is the fallback of this object's own trees
  /// (RegionTrees). Both must outlive this object.
  explicit ActiveLanes(const UniformityInfo &uniformity,
                       PostDominanceInfo *postDominance = nullptr,
                       warptile::RegionTrees *trees = nullptr);
  ~ActiveLanes();

  /// The summary for the block `op` is in.
  const LaneContext &contextOf(Operation *op);


  /// matchLanePredicateByWarp, computed once per condition and side.
  const std::optional<WarpLanes> &warpLanesOf(Value condition,
                                              bool whenTrue = true);
  /// matchLanePredicate: the one set of every warp's lanes.
  std::optional<uint64_t> lanesOf(Value condition, bool whenTrue = true);

  /// The lanes taking edge `edge` of a branch on a lane test joined with
  /// a warp-uniform condition: those lanes, or none (see ActiveLanes.cpp).
  std::optional<WarpLanes> lanesOrNone(Value condition, unsigned edge);
  Uniformity uniformityOf(Value value) const { return uniformity.get(value); }

  /// A branch a block depends on, and the block whose own branches then
  /// apply too (the branch's block, or the block of a structured op).
  struct Dependence {
    BranchConstraint constraint;
    Block *from;
  };
  /// The branches `block` depends on directly.
  ArrayRef<Dependence> dependencesOf(Block *block) {
    return withLanes(infoOf(block)).direct;
  }
  /// The block of the op whose region holds `block` (null at a function's
  /// top level): its branches apply to `block` too.
  Block *enclosingOf(Block *block) { return infoOf(block).enclosing; }
  /// The branch edges every thread running `block` has taken (on some
  /// earlier trip, in a loop): those of the structured ops around it, and
  /// of the branches it is reached only through, with the edges taken
  /// before them; where it is reached several ways (a join, a loop
  /// header), the edges every way takes. Control dependence is a
  /// disjunction, so the edges of one way alone do not hold (issue 27
  /// round 62). In no particular order, without duplicates.
  ArrayRef<const BranchConstraint *> takenEdges(Block *block);

  /// Whether `block` runs whenever its region is entered (it
  /// post-dominates the region's entry block), on the region's entry lanes,
  /// besides on those its branches send to it.
  bool runsOnEntry(Block *block) { return infoOf(block).runsOnEntry; }

private:
  /// The lanes that may run a block together, as the pieces whose union
  /// they are, each piece warp by warp: each execution runs the union of
  /// some of the pieces (each piece all or nothing in a warp, as
  /// warp-uniform conditions decide), so a warp's lanes are known exactly
  /// where at most one piece has lanes in it; `unknown` where a branch with
  /// run-time lanes reaches the block, or too many pieces would.
  struct LaneFamily {
    bool unknown = false;
    SmallVector<WarpLanes, 2> pieces;
    static LaneFamily all();
    bool operator==(const LaneFamily &other) const {
      return unknown == other.unknown && pieces == other.pieces;
    }
    /// The pieces of both (an execution runs some of either's).
    void unite(const LaneFamily &other);
    /// Each piece narrowed to the lanes of `other`'s pieces.
    LaneFamily intersect(const LaneFamily &other) const;
    /// The lanes of either in one execution, for families of at most one
    /// piece each (two edges of one branch); unknown otherwise.
    static LaneFamily either(const LaneFamily &a, const LaneFamily &b);
    /// The one set of lanes every warp that runs the block runs it on.
    std::optional<uint64_t> lanes() const;
  };

  struct BlockInfo {
    SmallVector<Dependence, 2> direct;
    /// The entries of `direct` whose static lanes are not computed yet
    /// (withLanes): most blocks' lanes are never read, and matching a
    /// condition as a lane predicate is most of the cost of building.
    SmallVector<unsigned, 1> lanesPending;
    Block *enclosing = nullptr; ///< the block of the region's parent op
    /// Runs whenever its region is entered (it post-dominates the region's
    /// entry block): on the region's entry lanes, besides its branches'.
    bool runsOnEntry = false;
    LaneFamily family;
    bool built = false;
    bool summarised = false;
    LaneContext context;
  };

  BlockInfo &infoOf(Block *block);
  /// The blocks `info`'s block inherits branches from.
  static SmallVector<Block *, 4> dependencies(const BlockInfo &info,
                                              bool pastGuards = true);
  /// `info`, with the lanes of its direct branches computed.
  BlockInfo &withLanes(BlockInfo &info);
  void buildRegion(Region *region);
  const LaneContext &summarise(Block *block);
  /// Summarises the blocks of one strongly connected component of the
  /// dependence graph, whose dependencies outside it are summarised.
  void summariseComponent(ArrayRef<Block *> component);
  /// The family of `block` from its branches and the current families of
  /// the blocks they are in.
  LaneFamily familyOf(Block *block);

  const UniformityInfo &uniformity;
  std::unique_ptr<warptile::RegionTrees> ownTrees;
  warptile::RegionTrees &trees;
  /// Stable references: summaries are filled while other blocks are added.
  std::unordered_map<Block *, BlockInfo> blocks;
  llvm::DenseMap<Region *, bool> builtRegions;
  llvm::DenseMap<std::pair<Value, unsigned>, std::optional<WarpLanes>>
      conditionLanes;
  /// takenEdges' answers, and the blocks it is computing (a cycle back to
  /// one of them knows no edge).
  llvm::DenseMap<Block *, SmallVector<const BranchConstraint *, 4>> taken;
  llvm::DenseSet<Block *> takingNow;
};

} // namespace warp
} // namespace mlir

#endif // WARPTILE_ANALYSIS_LANEANALYSIS_H
