//===- ActiveLanes.cpp - Which lanes execute an op ------------------------===//
//
// Part of warptile. Collects the branches an op is under whose condition is
// not block-uniform: enclosing scf.if/scf.for/scf.while, and in regions with
// several blocks the conditional branches its block is control dependent on
// (Ferrante, Ottenstein and Warren: the blocks on the post-dominator tree
// path from a successor up to the branch's immediate post-dominator, where
// the lanes reconverge). Each block keeps only its direct dependences and is
// summarised from the blocks those come from, so an early-return chain of n
// branches costs O(n), not O(n^2).
//
//===----------------------------------------------------------------------===//

#include "warptile/Analysis/LaneAnalysis.h"
#include "warptile/Analysis/RegionTrees.h"
#include "warptile/Analysis/WarpAlignment.h"
#include "warptile/Dialect/Warp/IR/LaneSet.h"

#include "mlir/Dialect/ControlFlow/IR/ControlFlowOps.h"
#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/IR/Matchers.h"
#include "mlir/Interfaces/ControlFlowInterfaces.h"
#include "mlir/Interfaces/FunctionInterfaces.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"
#include "llvm/ADT/DenseSet.h"

using namespace mlir;
using namespace mlir::warp;

ActiveLanes::ActiveLanes(const UniformityInfo &uniformity,
                         PostDominanceInfo *postDominance,
                         warptile::RegionTrees *shared)
    : uniformity(uniformity),
      ownTrees(shared ? nullptr
                      : std::make_unique<warptile::RegionTrees>(postDominance)),
      trees(shared ? *shared : *ownTrees) {}

ActiveLanes::~ActiveLanes() = default;

const std::optional<WarpLanes> &ActiveLanes::warpLanesOf(Value condition,
                                                         bool whenTrue) {
  auto [it, inserted] =
      conditionLanes.try_emplace(std::make_pair(condition, unsigned(whenTrue)));
  if (inserted)
    it->second = matchLanePredicateByWarp(condition, whenTrue);
  return it->second;
}

std::optional<uint64_t> ActiveLanes::lanesOf(Value condition,
                                             bool whenTrue) {
  if (const std::optional<WarpLanes> &byWarp = warpLanesOf(condition, whenTrue))
    return oneLaneSet(*byWarp);
  return std::nullopt;
}

/// The branch a structured op makes for the block `block` of one of its
/// regions, if its condition is not block-uniform.
static std::optional<BranchConstraint>
structuredConstraint(ActiveLanes &active, Operation *parent, Block *block) {
  auto make = [&](Value cond, Uniformity level, std::optional<WarpLanes> lanes,
                  unsigned edge = BranchConstraint::kUnknownEdge)
      -> std::optional<BranchConstraint> {
    if (level == Uniformity::Uniform)
      return std::nullopt;
    return BranchConstraint{parent, cond, level, lanes, edge,
                            edge != BranchConstraint::kUnknownEdge};
  };
  if (auto ifOp = dyn_cast<scf::IfOp>(parent)) {
    Value cond = ifOp.getCondition();
    bool inElse = block->getParent() == &ifOp.getElseRegion();
    return make(cond, active.uniformityOf(cond),
                active.warpLanesOf(cond, !inElse), inElse ? 1 : 0);
  }
  if (auto loop = dyn_cast<scf::WhileOp>(parent)) {
    Value cond = loop.getConditionOp().getCondition();
    return make(cond, active.uniformityOf(cond), std::nullopt);
  }
  // Other region branches (scf.for, scf.index_switch, ...): what they do
  // not forward into their regions decides how the regions run.
  SmallVector<Value> deciders = warptile::regionDeciders(parent);
  if (deciders.empty())
    return std::nullopt;
  Uniformity level = Uniformity::Uniform;
  for (Value decider : deciders)
    level = std::max(level, active.uniformityOf(decider));
  Value cond = deciders.back();
  if (auto loop = dyn_cast<scf::ForOp>(parent)) {
    cond = loop.getUpperBound();
    // From `base + lane` to a multiple of 32 in steps of 32k: every lane of
    // a warp runs the same trips (a grid-stride loop rounded to warps).
    if (level == Uniformity::Varying &&
        warptile::runsWarpAlignedTrips(
            loop, [&](Value value) -> std::optional<Uniformity> {
              return active.uniformityOf(value);
            }))
      level = Uniformity::WarpUniform;
  }
  return make(cond, level, std::nullopt);
}

ActiveLanes::BlockInfo &ActiveLanes::infoOf(Block *block) {
  BlockInfo &info = blocks[block];
  if (info.built)
    return info;
  info.built = true;
  Region *region = block->getParent();
  if (!builtRegions.count(region)) {
    builtRegions[region] = true;
    buildRegion(region);
  }
  Operation *parent = block->getParentOp();
  if (parent && !isa<FunctionOpInterface, gpu::LaunchOp>(parent) &&
      !parent->hasTrait<OpTrait::IsIsolatedFromAbove>()) {
    if (std::optional<BranchConstraint> c =
            structuredConstraint(*this, parent, block))
      info.direct.push_back({*c, parent->getBlock()});
    info.enclosing = parent->getBlock();
  }
  return info;
}

/// Whether every lane in `successor` came in on the edge from `from`: that
/// is its one predecessor outside the blocks it dominates (a loop entered
/// straight from a branch has its own back edges: round 58 h5,
/// `cond_br %lane_cond, ^loop(%c0), ^done`).
static bool entersOnlyFrom(Block *successor, Block *from,
                           mlir::warptile::RegionTrees &trees) {
  unsigned fromEdges = 0;
  for (Block *pred : successor->getPredecessors()) {
    if (pred == from) {
      ++fromEdges;
      continue;
    }
    if (!trees.dominates(successor, pred))
      return false;
  }
  return fromEdges == 1;
}

void ActiveLanes::buildRegion(Region *region) {
  if (region->hasOneBlock() || region->empty())
    return;
  // The blocks that run whenever the region is entered: the entry block's
  // post-dominators (control dependent on the region's start).
  for (Block *block = trees.postDominatorOf(&region->front()).inTree
                          ? &region->front()
                          : nullptr;
       block; block = trees.postDominatorOf(block).block)
    blocks[block].runsOnEntry = true;
  for (Block &from : *region) {
    Operation *term = from.empty() ? nullptr : &from.back();
    if (!term || term->getNumSuccessors() < 2)
      continue;
    Value cond;
    Uniformity level = Uniformity::Uniform;
    for (Value decider : warptile::successorDeciders(term)) {
      if (!cond)
        cond = decider;
      level = std::max(level, uniformity.get(decider));
    }
    // A block-uniform branch constrains no lanes, but it is still recorded:
    // the blocks behind it inherit the branches its own block is under.
    // The lanes of a block-uniform branch's constraint are never read (it
    // constrains no lanes: summarise skips it), so they are not computed;
    // the others' are computed once read (withLanes).
    // Edge 0 is the true one only for a conditional branch (not an i1
    // switch, whose edge 0 is its default: round 62 h1).
    bool staticLanes = level != Uniformity::Uniform &&
                       ((warptile::isTrueFalseBranch(term) &&
                         term->getOperand(0) == cond &&
                         term->getSuccessor(0) != term->getSuccessor(1)) ||
                        isa<LLVM::SwitchOp, cf::SwitchOp>(term));

    // Where the lanes meet again: the branch's immediate post-dominator
    // (null: the virtual exit, or no node).
    Block *reconverge = trees.postDominatorOf(&from).block;
    // The edge every lane takes, if the condition is an activemask test:
    // asked once per branch, not per block behind it.
    std::optional<std::optional<unsigned>> fullEdge;
    llvm::SmallPtrSet<Block *, 4> seenSuccessors;
    for (unsigned i = 0, e = term->getNumSuccessors(); i < e; ++i) {
      Block *successor = term->getSuccessor(i);
      if (!seenSuccessors.insert(successor).second)
        continue;
      // The blocks that post-dominate this successor but not the branch:
      // every lane that took the edge reaches them, and only through it.
      for (Block *dependent = trees.postDominatorOf(successor).inTree
                                  ? successor
                                  : nullptr;
           dependent && dependent != reconverge;
           dependent = trees.postDominatorOf(dependent).block) {
        if (dependent == &from) {
          // Lanes that took this edge run the branch's own block again, on
          // the loop's later trips: as many as take it each time, so its
          // lanes are not known (round 59 h1: a one-block loop whose
          // lanes leave on different trips ran `shfl.sync` with a full
          // mask).
          if (level != Uniformity::Uniform)
            blocks[&from].direct.push_back(
                {BranchConstraint{term, cond, level, {}, i, false}, &from});
          break;
        }
        bool exclusive = entersOnlyFrom(successor, &from, trees) &&
                         trees.dominates(successor, dependent);
        // Its lanes are set once read (withLanes).
        BranchConstraint constraint{term, cond, level, {}, i, exclusive};
        if (exclusive && cond && warptile::isTrueFalseBranch(term)) {
          if (!fullEdge)
            fullEdge = warptile::fullActiveMaskEdge(cond, term);
          constraint.allLanesGuard = *fullEdge && **fullEdge == i;
        }
        // The lanes that take edge `i` (of those running the branch).
        BlockInfo &info = blocks[dependent];
        if (staticLanes)
          info.lanesPending.push_back(info.direct.size());
        info.direct.push_back({constraint, &from});
      }
    }
  }
}

/// The lanes that take edge `edge` (0: true) of a branch on `condition`
/// when it is a lane test joined with a warp-uniform one, where the edge
/// is taken by the lane test's lanes or by none: `lanes && uniform` on its
/// true edge, `lanes || uniform` on its false edge (round 58 h5: clang
/// folds `if (tid < 16) for (i < n)` into `br (tid < 16 & n > 0)`). A
/// collective behind it runs on those lanes or does not run.
std::optional<WarpLanes> ActiveLanes::lanesOrNone(Value condition,
                                                  unsigned edge) {
  Operation *def = condition.getDefiningOp();
  if (!def || edge > 1)
    return std::nullopt;
  StringRef name = def->getName().getStringRef();
  // The two conditions: `a & b`, `a | b`, or clang's `select(a, b, false)`
  // and `select(a, true, b)` for `a && b` and `a || b` (round 59 h2).
  Value a, b;
  bool isAnd = false, isOr = false;
  if (def->getNumOperands() == 2) {
    isAnd = name == "llvm.and" || name == "arith.andi";
    isOr = name == "llvm.or" || name == "arith.ori";
    a = def->getOperand(0);
    b = def->getOperand(1);
  } else if (def->getNumOperands() == 3 &&
             (name == "llvm.select" || name == "arith.select") &&
             def->getOperand(0).getType().isInteger(1)) {
    a = def->getOperand(0);
    if (matchPattern(def->getOperand(2), m_Zero())) {
      isAnd = true;
      b = def->getOperand(1);
    } else if (matchPattern(def->getOperand(1), m_One())) {
      isOr = true;
      b = def->getOperand(2);
    }
  }
  if (!(edge == 0 ? isAnd : isOr))
    return std::nullopt;
  for (auto [lane, other] : {std::pair(a, b), std::pair(b, a)}) {
    if (uniformity.get(other) == Uniformity::Varying)
      continue;
    if (const std::optional<WarpLanes> &lanes = warpLanesOf(lane, edge == 0))
      return lanes;
  }
  return std::nullopt;
}

/// The lanes, warp by warp, that a switch on a value of the lane sends to
/// `dest` (issue 27 round 63b h3: `switch (tid & 3)` whose cases each
/// shuffle among their own lanes): those whose value names a case going
/// there, or for the default, names no case.
static std::optional<WarpLanes> switchLanes(Operation *term, Block *dest) {
  Value flag;
  Block *fallback = nullptr;
  std::optional<DenseIntElementsAttr> values;
  SmallVector<Block *> targets;
  if (auto sw = dyn_cast<LLVM::SwitchOp>(term)) {
    flag = sw.getValue();
    fallback = sw.getDefaultDestination();
    values = sw.getCaseValues();
    targets.append(sw.getCaseDestinations().begin(),
                   sw.getCaseDestinations().end());
  } else if (auto sw = dyn_cast<cf::SwitchOp>(term)) {
    flag = sw.getFlag();
    fallback = sw.getDefaultDestination();
    values = sw.getCaseValues();
    targets.append(sw.getCaseDestinations().begin(),
                   sw.getCaseDestinations().end());
  } else {
    return std::nullopt;
  }
  unsigned width = flag.getType().getIntOrFloatBitWidth();
  if (width == 0 || width > 64)
    return std::nullopt;
  uint64_t bits = width == 64 ? ~uint64_t(0) : (uint64_t(1) << width) - 1;
  SmallVector<std::pair<uint64_t, Block *>> cases;
  if (values)
    for (auto [value, target] : llvm::zip(values->getValues<APInt>(), targets))
      cases.push_back({value.getZExtValue() & bits, target});
  return lanesWhereByWarp(flag, [&](int64_t at) {
    uint64_t key = uint64_t(at) & bits;
    for (auto [value, target] : cases)
      if (value == key)
        return target == dest;
    return fallback == dest;
  });
}

ActiveLanes::BlockInfo &ActiveLanes::withLanes(BlockInfo &info) {
  for (unsigned index : info.lanesPending) {
    BranchConstraint &c = info.direct[index].constraint;
    if (isa<LLVM::SwitchOp, cf::SwitchOp>(c.branch)) {
      c.lanes = switchLanes(c.branch, c.branch->getSuccessor(c.edge));
      continue;
    }
    if (const std::optional<WarpLanes> &taken =
            warpLanesOf(c.condition, c.edge == 0))
      c.lanes = taken;
    else
      c.lanes = lanesOrNone(c.condition, c.edge);
  }
  info.lanesPending.clear();
  return info;
}

/// The blocks `info`'s block inherits branches from: those its direct
/// branches are in (not one behind an all-lanes guard's edge unless
/// `pastGuards`), and the block of its region's parent op.
SmallVector<Block *, 4>
ActiveLanes::dependencies(const BlockInfo &info, bool pastGuards) {
  SmallVector<Block *, 4> deps;
  for (const Dependence &d : info.direct)
    if (d.from && (pastGuards || !d.constraint.allLanesGuard))
      deps.push_back(d.from);
  if (info.enclosing)
    deps.push_back(info.enclosing);
  return deps;
}

const LaneContext &ActiveLanes::summarise(Block *root) {
  // A block runs on the lanes its direct branches let through and that run
  // the blocks those branches are in. The blocks of a cycle (branches in
  // loops) depend on each other and so run on the same lanes: each
  // strongly connected component is summarised at once, from all its
  // members' branches and what they inherit from outside it (round 60b h1:
  // a block finished while a block it depended on was still open kept a
  // summary without that block's branches, for every later question).
  // Tarjan's algorithm with an explicit stack; components come out
  // dependencies first.
  if (infoOf(root).summarised)
    return infoOf(root).context;
  struct Frame {
    Block *block;
    SmallVector<Block *, 4> deps;
    unsigned next = 0;
  };
  llvm::DenseMap<Block *, unsigned> index, low;
  SmallVector<Block *> open;
  llvm::DenseSet<Block *> isOpen;
  SmallVector<Frame> frames;
  auto enter = [&](Block *block) {
    unsigned n = index.size();
    index[block] = low[block] = n;
    open.push_back(block);
    isOpen.insert(block);
    BlockInfo &info = infoOf(block);
    frames.push_back(Frame{block, dependencies(info)});
  };
  enter(root);
  while (!frames.empty()) {
    Frame &frame = frames.back();
    if (frame.next < frame.deps.size()) {
      Block *dep = frame.deps[frame.next++];
      if (infoOf(dep).summarised)
        continue;
      if (!index.count(dep)) {
        enter(dep);
      } else if (isOpen.contains(dep)) {
        low[frame.block] = std::min(low[frame.block], index[dep]);
      }
      continue;
    }
    Block *block = frame.block;
    frames.pop_back();
    if (!frames.empty())
      low[frames.back().block] =
          std::min(low[frames.back().block], low[block]);
    if (low[block] != index[block])
      continue;
    SmallVector<Block *, 4> component;
    Block *member;
    do {
      member = open.pop_back_val();
      isOpen.erase(member);
      component.push_back(member);
    } while (member != block);
    summariseComponent(component);
  }
  return infoOf(root).context;
}

//===----------------------------------------------------------------------===//
// Lane families
//===----------------------------------------------------------------------===//

/// More pieces than this: the lanes are not known.
static constexpr unsigned kMaxPieces = 8;

ActiveLanes::LaneFamily ActiveLanes::LaneFamily::all() {
  LaneFamily family;
  family.pieces.push_back(WarpLanes{fullMask(kWarpSize)});
  return family;
}

void ActiveLanes::LaneFamily::unite(const LaneFamily &other) {
  if (unknown)
    return;
  if (other.unknown) {
    *this = LaneFamily{true, {}};
    return;
  }
  for (const WarpLanes &piece : other.pieces)
    if (!llvm::is_contained(pieces, piece))
      pieces.push_back(piece);
  if (pieces.size() > kMaxPieces) {
    *this = LaneFamily{true, {}};
    return;
  }
  llvm::sort(pieces);
}

/// The lanes of both, warp by warp; one mask where every warp's is the
/// same, so that equal pieces compare equal.
static WarpLanes bothLanes(const WarpLanes &a, const WarpLanes &b) {
  if (a.size() == 1 && b.size() == 1)
    return WarpLanes{a.front() & b.front()};
  WarpLanes both(kWarpsPerRow);
  for (unsigned w = 0; w < kWarpsPerRow; ++w)
    both[w] = a[a.size() == 1 ? 0 : w] & b[b.size() == 1 ? 0 : w];
  if (llvm::all_equal(both))
    both.resize(1);
  return both;
}

ActiveLanes::LaneFamily
ActiveLanes::LaneFamily::intersect(const LaneFamily &other) const {
  // A block no lane runs stays so, whatever the other side.
  if ((!unknown && pieces.empty()) || (!other.unknown && other.pieces.empty()))
    return LaneFamily{};
  if (unknown || other.unknown)
    return LaneFamily{true, {}};
  LaneFamily narrowed;
  for (const WarpLanes &a : pieces)
    for (const WarpLanes &b : other.pieces) {
      LaneFamily one;
      WarpLanes both = bothLanes(a, b);
      if (llvm::any_of(both, [](uint64_t lanes) { return lanes != 0; }))
        one.pieces.push_back(std::move(both));
      narrowed.unite(one);
    }
  return narrowed;
}

ActiveLanes::LaneFamily
ActiveLanes::LaneFamily::either(const LaneFamily &a, const LaneFamily &b) {
  if (a.unknown || b.unknown || a.pieces.size() > 1 || b.pieces.size() > 1)
    return LaneFamily{true, {}};
  if (a.pieces.empty())
    return b;
  if (b.pieces.empty())
    return a;
  const WarpLanes &x = a.pieces.front(), &y = b.pieces.front();
  WarpLanes any(kWarpsPerRow);
  for (unsigned w = 0; w < kWarpsPerRow; ++w)
    any[w] = x[x.size() == 1 ? 0 : w] | y[y.size() == 1 ? 0 : w];
  if (llvm::all_equal(any))
    any.resize(1);
  LaneFamily family;
  family.pieces.push_back(std::move(any));
  return family;
}

std::optional<uint64_t> ActiveLanes::LaneFamily::lanes() const {
  if (unknown)
    return std::nullopt;
  // Warp by warp, at most one piece may have lanes there (an execution runs
  // it or not); then every warp that runs the block must agree.
  WarpLanes byWarp(kWarpsPerRow, 0);
  for (unsigned w = 0; w < kWarpsPerRow; ++w)
    for (const WarpLanes &piece : pieces) {
      uint64_t lanes = piece[piece.size() == 1 ? 0 : w];
      if (!lanes)
        continue;
      if (byWarp[w] && byWarp[w] != lanes)
        return std::nullopt;
      byWarp[w] = lanes;
    }
  return oneLaneSet(byWarp);
}

ActiveLanes::LaneFamily ActiveLanes::familyOf(Block *block) {
  BlockInfo &info = withLanes(infoOf(block));
  // A warp-uniform edge keeps each warp whole, but which warps take it is
  // known warp by warp where it is a thread bound (`tid.x >= 32`: the
  // warps after the first), and narrows the bounds inside it (`tid.x < 48`
  // within it is lanes 0-15 of warp 1 alone).
  auto edgeLanes = [](const BranchConstraint &c) {
    if (c.level == Uniformity::Uniform ||
        (c.level == Uniformity::WarpUniform && !c.lanes))
      return LaneFamily::all();
    if (!c.lanes)
      return LaneFamily{true, {}};
    LaneFamily family;
    if (llvm::any_of(*c.lanes, [](uint64_t lanes) { return lanes != 0; }))
      family.pieces.push_back(*c.lanes);
    return family;
  };
  // The region's entry lanes: the enclosing op's, narrowed by the branch
  // the op makes for this region (scf.if's condition; a loop's).
  LaneFamily entry = info.enclosing ? infoOf(info.enclosing).family
                                    : LaneFamily::all();
  // Control dependence is a disjunction: the block runs on the lanes that
  // take any one of the edges it depends on, each from the lanes running
  // that edge's block (round 61 h2, round 62: `if (u) goto D` under
  // `tid < 24` and under `tid >= 8` runs D on either set, not on their
  // intersection; a loop header runs on the lanes each latch sends back).
  // Several edges of one branch (the cases of a switch that all lead to
  // the block) are one way in: the lanes of one run of the branch that
  // take any of them (issue 27 round 63b h3: after `switch (tid & 3)`
  // whose four cases meet again, every lane runs the join).
  LaneFamily reached;
  bool branched = false;
  SmallVector<std::pair<const Dependence *, LaneFamily>, 2> ways;
  for (const Dependence &d : info.direct) {
    const BranchConstraint &c = d.constraint;
    if (info.enclosing && d.from == info.enclosing) {
      entry = entry.intersect(edgeLanes(c));
      continue;
    }
    branched = true;
    // Behind an `activemask() == 0xffffffff` edge every lane of the warp
    // runs, whatever the branches before the guard let through.
    if (c.allLanesGuard) {
      reached.unite(LaneFamily::all());
      continue;
    }
    auto way = llvm::find_if(ways, [&](const auto &w) {
      return w.first->from == d.from &&
             w.first->constraint.branch == c.branch;
    });
    if (way == ways.end())
      ways.push_back({&d, edgeLanes(c)});
    else
      way->second = LaneFamily::either(way->second, edgeLanes(c));
  }
  for (auto &[d, lanes] : ways)
    reached.unite(infoOf(d->from).family.intersect(lanes));
  if (!branched || info.runsOnEntry)
    reached.unite(LaneFamily::all());
  return entry.intersect(reached);
}

void ActiveLanes::summariseComponent(ArrayRef<Block *> component) {
  llvm::SmallPtrSet<Block *, 4> members(component.begin(), component.end());
  // Each member's family, grown from nothing to a fixed point with a
  // worklist: families only grow (unite and intersect are monotone), and a
  // family of more than kMaxPieces pieces is unknown, so each member
  // changes a bounded number of times. Those depending on a member that
  // changed are computed again.
  llvm::DenseMap<Block *, SmallVector<Block *, 2>> dependents;
  for (Block *block : component) {
    infoOf(block).family = LaneFamily{};
    for (Block *dep : dependencies(infoOf(block)))
      if (members.contains(dep))
        dependents[dep].push_back(block);
  }
  SmallVector<Block *> worklist(component.begin(), component.end());
  llvm::SmallPtrSet<Block *, 8> queued(component.begin(), component.end());
  while (!worklist.empty()) {
    Block *block = worklist.pop_back_val();
    queued.erase(block);
    LaneFamily family = familyOf(block);
    BlockInfo &info = infoOf(block);
    if (family == info.family)
      continue;
    info.family = std::move(family);
    for (Block *dependent : dependents.lookup(block))
      if (queued.insert(dependent).second)
        worklist.push_back(dependent);
  }
  // Whether a branch that is not block-uniform reaches the members: their
  // own, or what they inherit from outside.
  bool underControlFlow = false;
  for (Block *block : component) {
    BlockInfo &info = infoOf(block);
    for (const Dependence &d : info.direct)
      if (d.constraint.allLanesGuard ||
          d.constraint.level != Uniformity::Uniform)
        underControlFlow = true;
    for (Block *dep : dependencies(info))
      if (!members.contains(dep))
        underControlFlow |= infoOf(dep).context.underControlFlow;
  }
  // The branches named in a finding's notes: a block's own first, then its
  // component's, then what it inherits.
  for (Block *block : component) {
    LaneContext context;
    const LaneFamily &family = infoOf(block).family;
    context.lanes = family.lanes();
    context.underControlFlow = underControlFlow;
    auto note = [&](const std::optional<BranchConstraint> &c, bool varying) {
      if (c && !context.innermost)
        context.innermost = c;
      if (c && varying && !context.innermostVarying)
        context.innermostVarying = c;
    };
    SmallVector<Block *, 4> order{block};
    for (Block *other : component)
      if (other != block)
        order.push_back(other);
    for (Block *from : order)
      for (const Dependence &d : infoOf(from).direct)
        if (d.constraint.allLanesGuard ||
            d.constraint.level != Uniformity::Uniform)
          note(d.constraint, !d.constraint.allLanesGuard &&
                                 d.constraint.level == Uniformity::Varying);
    for (Block *from : order) {
      BlockInfo &info = infoOf(from);
      for (Block *dep : dependencies(info, /*pastGuards=*/false))
        if (!members.contains(dep)) {
          const LaneContext &inherited = infoOf(dep).context;
          if (!context.innermost)
            context.innermost = inherited.innermost;
          if (!context.innermostVarying)
            context.innermostVarying = inherited.innermostVarying;
        }
    }
    BlockInfo &done = infoOf(block);
    done.context = std::move(context);
    done.summarised = true;
  }
}

const LaneContext &ActiveLanes::contextOf(Operation *op) {
  static const LaneContext topLevel{false, fullMask(kWarpSize), {}, {}};
  if (!op->getBlock())
    return topLevel;
  return summarise(op->getBlock());
}

/// Whether `a` and `b` always hold the same value: the same value, or
/// results of the same side-effect-free op (same name, attributes and
/// result) on such operands (clang computes `threadIdx.x == 0` again on
/// each way into a join).
static bool sameValue(Value a, Value b, unsigned depth = 0) {
  if (a == b)
    return true;
  if (depth > 4 || a.getType() != b.getType())
    return false;
  auto ra = dyn_cast<OpResult>(a), rb = dyn_cast<OpResult>(b);
  if (!ra || !rb || ra.getResultNumber() != rb.getResultNumber())
    return false;
  Operation *x = ra.getOwner(), *y = rb.getOwner();
  // Arithmetic (arith, index, llvm's own ops), gpu's ids and sizes (its
  // ops without operands), and NVVM's reads of a register fixed for the
  // launch (not the clock, %warpid or the active mask); never a collective
  // (which reads other lanes) or any other dialect's op.
  StringRef name = x->getName().getStringRef();
  StringRef dialect = x->getName().getDialectNamespace();
  if (dialect == "gpu" && x->getNumOperands() != 0)
    return false;
  if (!llvm::is_contained({StringRef("arith"), StringRef("index"),
                           StringRef("llvm"), StringRef("gpu"),
                           StringRef("nvvm")},
                          dialect))
    return false;
  if (name.consume_front("nvvm.")) {
    if (!name.consume_front("read.ptx.sreg."))
      return false;
    static constexpr StringLiteral kFixed[] = {
        "tid.", "ntid.", "ctaid.", "nctaid.", "laneid", "lanemask",
        "cluster", "nclusterid.", "warpsize"};
    if (llvm::none_of(kFixed, [&](StringLiteral fixed) {
          return name.starts_with(fixed);
        }))
      return false;
  }
  if (isa<LLVM::InlineAsmOp, LLVM::CallIntrinsicOp, LLVM::CallOp>(x))
    return false;
  if (x->getName() != y->getName() || x->getNumRegions() != 0 ||
      x->getRawDictionaryAttrs() != y->getRawDictionaryAttrs() ||
      x->getPropertiesAsAttribute() != y->getPropertiesAsAttribute() ||
      x->getNumOperands() != y->getNumOperands() || !isMemoryEffectFree(x))
    return false;
  for (auto [p, q] : llvm::zip(x->getOperands(), y->getOperands()))
    if (!sameValue(p, q, depth + 1))
      return false;
  return true;
}

/// Whether two recorded branch edges say the same: the same constraint, or
/// the same edge (true or false) of two-way branches on the same value.
static bool sameEdge(const BranchConstraint *a, const BranchConstraint *b) {
  if (a == b)
    return true;
  return a->isTrueOrFalseEdge() && b->isTrueOrFalseEdge() &&
         a->edge == b->edge &&
         sameValue(a->condition, b->condition);
}

ArrayRef<const BranchConstraint *> ActiveLanes::takenEdges(Block *block) {
  if (auto it = taken.find(block); it != taken.end())
    return it->second;
  // A cycle back to a block being computed: nothing is known on that way
  // (fewer edges is the safe side; a loop header still has its entry's).
  if (!takingNow.insert(block).second)
    return {};
  SmallVector<const BranchConstraint *, 4> edges;
  auto add = [&](ArrayRef<const BranchConstraint *> more) {
    for (const BranchConstraint *c : more)
      if (!llvm::is_contained(edges, c))
        edges.push_back(c);
  };
  BlockInfo &info = withLanes(infoOf(block));
  Block *enclosing = info.enclosing;
  if (enclosing)
    add(takenEdges(enclosing));
  // The ways in: the branches reached only through (every thread took
  // them), or else each other edge.
  SmallVector<const Dependence *, 2> others;
  bool through = false;
  for (const Dependence &d : info.direct) {
    const BranchConstraint &c = d.constraint;
    if (enclosing && d.from == enclosing) {
      if (c.onlyThroughEdge)
        add(&c);
      continue;
    }
    if (!c.onlyThroughEdge) {
      others.push_back(&d);
      continue;
    }
    through = true;
    add(&c);
    add(takenEdges(d.from));
  }
  // Reached several ways and by none alone: what every way takes. The
  // region's entry (a block that post-dominates it) takes none beyond the
  // enclosing ones.
  if (!through && !others.empty() && !info.runsOnEntry) {
    SmallVector<const BranchConstraint *, 4> common;
    bool first = true;
    for (const Dependence *d : others) {
      SmallVector<const BranchConstraint *, 4> way{&d->constraint};
      for (const BranchConstraint *c : takenEdges(d->from))
        way.push_back(c);
      if (first)
        common = way;
      else
        llvm::erase_if(common, [&](const BranchConstraint *c) {
          return llvm::none_of(way, [&](const BranchConstraint *w) {
            return sameEdge(c, w);
          });
        });
      first = false;
    }
    add(common);
  }
  takingNow.erase(block);
  return taken[block] = std::move(edges);
}
