//===- LayoutControlFlow.cpp - Loops, branches, followers -----------------===//
//
// Part of warptile. --tile-assign-layouts on control flow: scf.for and
// scf.if, the followers (values that take their users' layout), and the
// checks run after every layout is known.
//
//===----------------------------------------------------------------------===//

#include "EpilogueLayouts.h"
#include "LayoutAssignment.h"

using namespace mlir;
using namespace mlir::tile;
using namespace mlir::tile::detail;

Outcome LayoutAssignment::forwardLoop(scf::ForOp loop) {
  // Iteration arguments take their initial value's layout; one whose
  // initial value is a splat (no layout yet) takes the yielded value's.
  for (auto [arg, init] :
       llvm::zip(loop.getRegionIterArgs(), loop.getInitArgs()))
    if (isTile(arg.getType()))
      if (Attribute layout = layouts.lookup(init))
        layouts[arg] = layout;
  for (Operation &inner : loop.getBody()->without_terminator())
    if (Outcome outcome = forward(&inner); outcome != Outcome::Fits)
      return outcome;
  auto yield = cast<scf::YieldOp>(loop.getBody()->getTerminator());
  for (auto [i, arg] : llvm::enumerate(loop.getRegionIterArgs())) {
    if (!isTile(arg.getType()))
      continue;
    Attribute yielded = layouts.lookup(yield.getOperand(i));
    Attribute carried = layouts.lookup(arg);
    if (!yielded || (carried && carried != yielded))
      return fail(loop, Outcome::Unsupported,
                  "'scf.for' carrying a tile whose yielded value has "
                  "another layout than its initial value (a layout "
                  "conversion) is not supported by the lowering yet");
    if (!carried) {
      // A splat initial value (no layout of its own) takes the yielded
      // value's; the body's users of the iteration argument must have
      // read it in that layout: elementwise ops whose result has it, or
      // tile.mma's accumulator.
      for (OpOperand &use : arg.getUses()) {
        Operation *user = use.getOwner();
        auto mma = dyn_cast<MmaOp>(user);
        // Or yielded by an scf.if whose result has the layout.
        auto branch = dyn_cast<scf::IfOp>(user->getParentOp());
        bool agrees =
            mma ? mma.getAcc() == arg && mma.getA() != arg &&
                      mma.getB() != arg &&
                      layouts.lookup(mma.getResult()) == yielded
            : branch && isa<scf::YieldOp>(user)
                ? layouts.lookup(branch.getResult(use.getOperandNumber())) ==
                      yielded
                : isElementwise(user) &&
                      layouts.lookup(user->getResult(0)) == yielded;
        if (!agrees)
          return fail(loop, Outcome::Unsupported,
                      "'scf.for' carrying a splat tile used other than by "
                      "elementwise ops or as a 'tile.mma' accumulator in "
                      "the yielded value's layout is not supported by the "
                      "lowering yet");
      }
      layouts[arg] = yielded;
    }
    layouts[loop.getResult(i)] = yielded;
  }
  loops.push_back(loop);
  return Outcome::Fits;
}

/// Where two layouts meet (a branch's yields, an elementwise op's
/// operands): the first blocked one, into which a blocked or mma tile
/// converts (tile.convert_layout); null where neither converts.
static Attribute meetingLayout(Attribute a, Attribute b) {
  if (!a || !b || a == b)
    return a ? a : b;
  Attribute to = isa<BlockedLayoutAttr>(a) ? a : b;
  Attribute from = to == a ? b : a;
  if (!isa<BlockedLayoutAttr>(to) ||
      !isa<BlockedLayoutAttr, MmaLayoutAttr>(from))
    return {};
  return to;
}

Outcome LayoutAssignment::forwardIf(scf::IfOp branch) {
  for (Region &region : branch->getRegions())
    for (Block &block : region)
      for (Operation &inner : block.without_terminator())
        if (Outcome outcome = forward(&inner); outcome != Outcome::Fits)
          return outcome;
  // A tile result takes the layout its yielded values meet in; one that
  // only yields splats (no layout yet) takes its users' (a follower),
  // and the splats then take its own (resolveFollowers).
  for (OpResult result : branch.getResults()) {
    if (!isTile(result.getType()))
      continue;
    unsigned i = result.getResultNumber();
    Attribute then = layouts.lookup(branch.thenYield().getOperand(i));
    Attribute other = layouts.lookup(branch.elseYield().getOperand(i));
    Attribute layout = meetingLayout(then, other);
    if ((then || other) && !layout)
      return fail(branch, Outcome::Unsupported,
                  "'scf.if' yielding tiles whose layouts meet only through "
                  "a conversion from a '#tile.slice' layout or into a "
                  "'#tile.mma' one, which the lowering does not support "
                  "yet");
    if (layout)
      layouts[result] = layout;
    else
      followers.push_back(result);
  }
  ifs.push_back(branch);
  return Outcome::Fits;
}

Outcome LayoutAssignment::checkIfs() {
  for (scf::IfOp branch : ifs)
    for (OpResult result : branch.getResults()) {
      if (!isTile(result.getType()))
        continue;
      Attribute layout = layouts.lookup(result);
      for (scf::YieldOp yield : {branch.thenYield(), branch.elseYield()}) {
        unsigned i = result.getResultNumber();
        Attribute own = layouts.lookup(yield.getOperand(i));
        if (own == layout)
          continue;
        // The result's layout first: meetingLayout keeps its first
        // argument when both are blocked, and the yield converts into the
        // result's (a transposed tile yielded beside a loaded one).
        if (meetingLayout(layout, own) != layout)
          return fail(branch, Outcome::Unsupported,
                      "'scf.if' yielding a tile whose layout converts into "
                      "its result's only from a '#tile.slice' layout or "
                      "into a '#tile.mma' one, which the lowering does not "
                      "support yet");
        conversions.push_back({yield, i, layout});
      }
    }
  return Outcome::Fits;
}

Outcome LayoutAssignment::checkLoops() {
  for (scf::ForOp loop : loops)
    for (auto [init, result] :
         llvm::zip(loop.getInitArgs(), loop.getResults()))
      if (isTile(init.getType()) &&
          layouts.lookup(init) != layouts.lookup(result))
        return fail(loop, Outcome::Unsupported,
                    "'scf.for' carrying a tile whose initial value has "
                    "another layout than its yielded value (a layout "
                    "conversion) is not supported by the lowering yet");
  return Outcome::Fits;
}

Outcome LayoutAssignment::resolveFollowers() {
  // Users come after their operands, so walking backwards resolves a
  // follower's users before it.
  for (Value value : llvm::reverse(followers)) {
    Attribute layout;
    if (Operation *def = value.getDefiningOp())
      if (Attribute own = def->getAttr(kLayoutAttrName)) {
        // Checked with the other hand-written layouts (checkHandWritten).
        layouts[value] = own;
        continue;
      }
    for (OpOperand &use : value.getUses()) {
      Operation *user = use.getOwner();
      if (user->getNumResults() == 1 && isElementwise(user))
        layout = layouts.lookup(user->getResult(0));
      // The initial value of a loop-carried tile, a tile.mma accumulator.
      if (auto loop = dyn_cast<scf::ForOp>(user))
        if (use.getOperandNumber() >= loop.getNumControlOperands())
          layout = layouts.lookup(
              loop.getResult(use.getOperandNumber() -
                             loop.getNumControlOperands()));
      if (auto mma = dyn_cast<MmaOp>(user))
        if (mma.getAcc() == value)
          layout = layouts.lookup(mma.getResult());
      // A splat an scf.if yields: the if's result's.
      if (auto branch = dyn_cast<scf::IfOp>(user->getParentOp());
          branch && isa<scf::YieldOp>(user))
        layout = layouts.lookup(branch.getResult(use.getOperandNumber()));
      // A bias loaded to be broadcast over an accumulator: the
      // accumulator's slice.
      if (auto broadcast = dyn_cast<BroadcastOp>(user))
        layout = sliceForMmaBroadcast(value, broadcast,
                                      layouts.lookup(broadcast.getResult()));
      if (layout)
        break;
    }
    if (layout) {
      layouts[value] = layout;
      continue;
    }
    Outcome outcome = setDefault(value.getDefiningOp(), value);
    if (outcome != Outcome::Fits)
      return outcome;
  }
  return Outcome::Fits;
}

Outcome LayoutAssignment::checkHandWritten() {
  for (auto [value, layout] : layouts) {
    Operation *def = value.getDefiningOp();
    if (!def || isa<scf::ForOp, scf::IfOp>(def))
      continue;
    Attribute own = def->getAttr(kLayoutAttrName);
    if (own && own != layout) {
      std::string text;
      llvm::raw_string_ostream os(text);
      os << "the hand-written 'tile.layout' " << own << " of '"
         << def->getName() << "' is not " << layout
         << ", the layout its operands give it (a layout conversion is not "
            "supported by the lowering yet)";
      return fail(def, Outcome::Unsupported, text);
    }
  }
  return Outcome::Fits;
}
