//===- AssignLayouts.cpp - The tile-assign-layouts pass -------------------===//
//
// Part of warptile. Chooses how each tile value of a kernel is spread over
// the threads of a block, and records it on the IR so that a user can read
// it and --convert-tile-to-gpu can lower each op by it.
//
//===----------------------------------------------------------------------===//

#include "EpilogueLayouts.h"
#include "warptile/Dialect/Tile/Transforms/Layouts.h"
#include "warptile/Dialect/Tile/Transforms/Passes.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/IR/Matchers.h"
#include <numeric>

namespace mlir {
namespace tile {
#define GEN_PASS_DEF_TILEASSIGNLAYOUTSPASS
#include "warptile/Dialect/Tile/Transforms/Passes.h.inc"
} // namespace tile
} // namespace mlir

using namespace mlir;
using namespace mlir::tile;


namespace {

/// Why a choice of warps failed: a tile too small for it (a smaller
/// number may fit), or an op the lowering does not handle (none will).
enum class Outcome { Fits, TooSmall, Unsupported };

/// Which tiles may get a replicated layout (docs/TileLowering.md,
/// "Replicated layouts"): none (the first try, so that a kernel whose
/// tiles fit some number of warps keeps it), those too small even for one
/// warp, or any (a number of warps fixed by the kernel or an option).
enum class Replication { None, TooSmallForOneWarp, Any };

/// One attempt at the layouts of a kernel for a number of warps.
class LayoutAssignment {
public:
  LayoutAssignment(KernelOp kernel, int64_t numWarps,
                   Replication replication = Replication::None)
      : kernel(kernel), numWarps(numWarps), replication(replication),
        context(kernel.getContext()) {}

  /// Computes every layout; on failure, `where` and `message` say why.
  Outcome run();
  /// Writes the computed layouts on the ops.
  void apply();

  Operation *where = nullptr;
  std::string message;
  Outcome failure = Outcome::Fits;
  /// Tiles that got a default layout without replication.
  int64_t unreplicated = 0;

private:
  Outcome fail(Operation *op, Outcome outcome, const Twine &text) {
    where = op;
    message = text.str();
    failure = outcome;
    return outcome;
  }
  /// The default layout of `value`'s tile, or TooSmall.
  Outcome setDefault(Operation *op, Value value);
  Outcome forward(Operation *op);
  Outcome forwardLoop(scf::ForOp loop);
  Outcome forwardIf(scf::IfOp branch);
  /// Each scf.if's yielded tiles in its result's layout (a conversion
  /// where one is not).
  Outcome checkIfs();
  Outcome forwardMma(MmaOp mma);
  Outcome resolveFollowers();
  /// Each layout written by hand on an op is the one computed for it.
  Outcome checkHandWritten();
  Outcome checkLoops();

  KernelOp kernel;
  int64_t numWarps;
  Replication replication;
  MLIRContext *context;
  /// Each tile value's layout; null for values that take their user's
  /// layout (splat constants, broadcast scalars, and arithmetic on only
  /// those), resolved last.
  DenseMap<Value, Attribute> layouts;
  SmallVector<Value> followers;
  /// The operand layouts of each tile.mma (`tile.operand_layouts`).
  DenseMap<Operation *, ArrayAttr> operandLayouts;
  SmallVector<scf::ForOp> loops;
  SmallVector<scf::IfOp> ifs;
  /// Operands that meet another layout at their user: (user, operand
  /// number, the user's layout), each converted by a tile.convert_layout.
  SmallVector<std::tuple<Operation *, unsigned, Attribute>> conversions;
};

} // namespace

static bool isTile(Type type) { return isa<RankedTensorType>(type); }

static bool hasTileOperandOrResult(Operation *op) {
  return llvm::any_of(op->getOperandTypes(), isTile) ||
         llvm::any_of(op->getResultTypes(), isTile);
}

/// Elementwise ops of `arith` and `math` on tiles, which the lowering
/// applies per thread.
static bool isElementwise(Operation *op) {
  Dialect *dialect = op->getDialect();
  return dialect && isa<arith::ArithDialect, math::MathDialect>(dialect) &&
         op->getNumRegions() == 0 && op->getNumResults() == 1 &&
         !isa<arith::ConstantOp>(op) &&
         llvm::all_of(op->getOperandTypes(), isTile);
}

/// Why a hand-written blocked `layout` cannot lay out a tile of `shape`
/// over `numWarps` warps without replication; empty when it can.
static std::string unfitReason(BlockedLayoutAttr layout,
                               ArrayRef<int64_t> shape, int64_t numWarps) {
  if (layout.getRank() != static_cast<int64_t>(shape.size()))
    return "has " + std::to_string(layout.getRank()) +
           " dimensions, the tile " + std::to_string(shape.size());
  if (layout.getNumWarps() != numWarps)
    return "spreads over " + std::to_string(layout.getNumWarps()) +
           " warps, the kernel has " + std::to_string(numWarps);
  if (!coversTile(layout, shape))
    for (auto [d, size] : llvm::enumerate(shape))
      if (size % layout.getFootprint(d) != 0)
        return "covers " + std::to_string(layout.getFootprint(d)) +
               " elements of dimension " + std::to_string(d) +
               ", which neither divide its " + std::to_string(size) +
               " nor repeat it a whole number of times in whole "
               "'sizePerThread' runs (a partial layout)";
  return "";
}

Outcome LayoutAssignment::setDefault(Operation *op, Value value) {
  auto type = cast<RankedTensorType>(value.getType());
  // A layout written by hand on the op is respected where it fits.
  if (Attribute own = op->getAttr(kLayoutAttrName)) {
    auto blocked = dyn_cast<BlockedLayoutAttr>(own);
    if (!blocked)
      return fail(op, Outcome::Unsupported,
                  "the hand-written 'tile.layout' of '" +
                      op->getName().getStringRef() +
                      "' is not a '#tile.blocked' layout, the only kind "
                      "its tile can have");
    std::string reason = unfitReason(blocked, type.getShape(), numWarps);
    if (!reason.empty())
      return fail(op, Outcome::Unsupported,
                  "the hand-written 'tile.layout' of '" +
                      op->getName().getStringRef() + "' " + reason);
    layouts[value] = blocked;
    return Outcome::Fits;
  }
  unsigned bits = elementBits(type.getElementType());
  BlockedLayoutAttr layout =
      getDefaultLayout(context, type.getShape(), bits, numWarps);
  if (layout)
    ++unreplicated;
  else if (replication == Replication::Any ||
           (replication == Replication::TooSmallForOneWarp &&
            !getDefaultLayout(context, type.getShape(), bits, 1)))
    layout = getDefaultLayout(context, type.getShape(), bits, numWarps,
                              /*replicate=*/true);
  if (!layout) {
    std::string shape;
    llvm::raw_string_ostream os(shape);
    os << type;
    return fail(op, Outcome::TooSmall,
                "a tile of type " + shape + " is too small to give each of " +
                    Twine(numWarps * 32) +
                    " threads its own elements, and its thread positions "
                    "do not divide the threads (no replicated layout)");
  }
  layouts[value] = layout;
  return Outcome::Fits;
}

/// Whether broadcasting a tile of `sourceShape` with layout `slice` to
/// `shape` repeats it exactly along the reduced dimension, so that the
/// result has the slice's parent layout: NumPy aligns the source at the
/// last dimension, and each source dimension must land on the parent
/// dimension it came from, with the reduced one of size 1 (or dropped).
static bool isBroadcastAlongSlice(SliceLayoutAttr slice,
                                  ArrayRef<int64_t> sourceShape,
                                  ArrayRef<int64_t> shape) {
  BlockedLayoutAttr parent = slice.getParent();
  if (!parent)
    return false;
  int64_t rank = parent.getRank(), reduced = slice.getDim();
  int64_t sourceRank = sourceShape.size();
  if (static_cast<int64_t>(shape.size()) != rank)
    return false;
  // The parent dimension of each source dimension.
  SmallVector<int64_t> parentDims;
  for (int64_t d = 0; d < rank; ++d)
    if (sourceRank == rank || d != reduced)
      parentDims.push_back(d);
  if (static_cast<int64_t>(parentDims.size()) != sourceRank)
    return false;
  for (int64_t i = 0; i < sourceRank; ++i) {
    int64_t resultDim = i + rank - sourceRank, parentDim = parentDims[i];
    if (resultDim != parentDim)
      return false;
    if (parentDim == reduced ? sourceShape[i] != 1
                             : sourceShape[i] != shape[resultDim])
      return false;
  }
  // The parent layout must cover the broadcast dimension evenly.
  return coversTile(parent, shape);
}

/// The instruction's operand types as the messages name them.
static std::string mmaTypesName(MmaOp mma) {
  Type a = mma.getA().getType().getElementType();
  if (a.isF32())
    return "tf32";
  if (a.isInteger(8))
    return "i8";
  return a.isBF16() ? "bf16" : "f16";
}

Outcome LayoutAssignment::forwardMma(MmaOp mma) {
  // Every pair T12 admits has an instruction; the check guards IR built
  // without the verifier.
  int64_t instrK = getMmaInstrK(mma.getA().getType().getElementType(),
                                mma.getB().getType().getElementType(),
                                mma.getAcc().getType().getElementType());
  if (instrK == 0)
    return fail(mma, Outcome::Unsupported,
                "'tile.mma' lowers f16 x f16 into f32 or f16, bf16 x bf16 "
                "and f32 x f32 (tf32) into f32, i8 x i8 into i32 only");
  ArrayRef<int64_t> shape = mma.getType().getShape();
  int64_t k = mma.getA().getType().getDimSize(1);
  if (k % instrK != 0)
    return fail(mma, Outcome::Unsupported,
                "'tile.mma' with K = " + Twine(k) + ", not a multiple of " +
                    Twine(instrK) + " (mma.sync m16n8k" + Twine(instrK) +
                    " for " + mmaTypesName(mma) +
                    "), is not supported by the lowering");
  // Chained GEMMs (attention's P . V on S = Q . Kt) keep the warps
  // along M, so that P is A of the next mma in registers.
  MmaLayoutAttr layout = chainedMmaLayout(
      mma, instrK, numWarps, [&](Value v) { return layouts.lookup(v); });
  if (!layout)
    layout = getMmaLayout(context, shape, numWarps, instrK);
  if (!layout)
    return fail(mma, Outcome::TooSmall,
                "'tile.mma' with a " + Twine(shape[0]) + "x" +
                    Twine(shape[1]) +
                    " result does not split over " + Twine(numWarps) +
                    " warps in 16x16 pieces (M and N must be multiples of "
                    "16 per warp) and is not supported by the lowering");
  for (OpOperand *operand : {&mma.getAMutable(), &mma.getBMutable()}) {
    Attribute computed = layouts.lookup(operand->get());
    if (isa_and_nonnull<BlockedLayoutAttr>(computed))
      continue;
    // An operand computed without a layout of its own (a compare of iotas,
    // a select of splats: a follower) takes the default blocked layout when
    // followers resolve (no user gives it another): the lowering stages
    // every blocked operand through shared memory for ldmatrix anyway.
    if (!computed && llvm::is_contained(followers, operand->get()))
      continue;
    // An A computed in an accumulator layout whose registers are this
    // mma's A fragment stays in registers (the lowering repacks them); an
    // operand in any other mma layout goes to its default blocked layout
    // through shared memory.
    auto accumulator = dyn_cast_or_null<MmaLayoutAttr>(computed);
    if (operand == &mma.getAMutable() &&
        isRegisterOperand(accumulator, layout,
                          mma.getA().getType().getElementType()))
      continue;
    auto type = cast<RankedTensorType>(operand->get().getType());
    BlockedLayoutAttr blocked =
        accumulator ? getDefaultLayout(context, type.getShape(),
                                       elementBits(type.getElementType()),
                                       numWarps)
                    : BlockedLayoutAttr();
    if (blocked) {
      conversions.push_back({mma, operand->getOperandNumber(), blocked});
      continue;
    }
    return fail(mma, Outcome::Unsupported,
                "'tile.mma' of an operand that is not a loaded or computed "
                "tile with a blocked layout is not supported by the "
                "lowering yet");
  }
  Attribute acc = layouts.lookup(mma.getAcc());
  bool pendingLoopArg =
      !acc && isa<BlockArgument>(mma.getAcc()) &&
      isa_and_nonnull<scf::ForOp>(
          mma.getAcc().getParentBlock()->getParentOp());
  if (acc ? acc != layout
          : !pendingLoopArg &&
                !llvm::is_contained(followers, mma.getAcc()))
    return fail(mma, Outcome::Unsupported,
                "'tile.mma' whose accumulator is not in the mma layout "
                "(a layout conversion) is not supported by the lowering yet");
  layouts[mma.getResult()] = layout;
  ++unreplicated;
  operandLayouts[mma] = ArrayAttr::get(
      context, {DotOperandLayoutAttr::get(context, 0, layout),
                DotOperandLayoutAttr::get(context, 1, layout)});
  return Outcome::Fits;
}

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
        if (meetingLayout(own, layout) != layout)
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

Outcome LayoutAssignment::forward(Operation *op) {
  if (auto loop = dyn_cast<scf::ForOp>(op))
    return forwardLoop(loop);
  if (auto mma = dyn_cast<MmaOp>(op))
    return forwardMma(mma);
  if (auto branch = dyn_cast<scf::IfOp>(op))
    return forwardIf(branch);
  // A persistent program's iterations: the body's tiles are laid out as
  // they would be at the top of the kernel (each iteration starts anew).
  if (auto iterate = dyn_cast<IterIndicesOp>(op)) {
    for (Operation &inner : iterate.getBody().front().without_terminator())
      if (Outcome outcome = forward(&inner); outcome != Outcome::Fits)
        return outcome;
    return Outcome::Fits;
  }
  if (!hasTileOperandOrResult(op))
    return op->walk([&](Operation *inner) {
                   if (inner != op && hasTileOperandOrResult(inner))
                     return WalkResult::interrupt();
                   return WalkResult::advance();
                 }).wasInterrupted()
               ? fail(op, Outcome::Unsupported,
                      "'" + op->getName().getStringRef() +
                          "' holds tile values in its regions, which the "
                          "lowering does not support yet")
               : Outcome::Fits;

  if (isa<StoreOp>(op))
    return Outcome::Fits;
  // A GEMM epilogue's C or bias: loaded in the accumulator's layout or its
  // slice (EpilogueLayouts.h).
  if (isa<LoadOp, LoadMutOp>(op) && !op->hasAttr(kLayoutAttrName)) {
    Value loaded = op->getResult(0);
    if (MmaLayoutAttr mma = mmaLayoutOfElementwiseUse(
            loaded, [&](Value v) { return layouts.lookup(v); })) {
      layouts[loaded] = mma;
      return Outcome::Fits;
    }
    if (defersLayoutToUsers(loaded)) {
      followers.push_back(loaded);
      return Outcome::Fits;
    }
  }
  // A conversion written by hand converts to its own layout, or the
  // default one.
  if (isa<LoadOp, LoadMutOp, IotaOp, ConvertLayoutOp>(op))
    return setDefault(op, op->getResult(0));
  // A tile.constant, or the arith.constant canonicalize folds tile
  // constants into (a builtin tensor, so folding applies).
  if (isa<ConstantOp, arith::ConstantOp>(op)) {
    auto dense = dyn_cast<DenseElementsAttr>(
        isa<ConstantOp>(op) ? Attribute(cast<ConstantOp>(op).getValue())
                            : Attribute(cast<arith::ConstantOp>(op).getValue()));
    // Any dense value takes its user's layout: a splat is one value in
    // every register, another a table each thread loads its own elements
    // from (in any layout).
    if (!dense)
      return fail(op, Outcome::Unsupported,
                  "'" + op->getName().getStringRef() +
                      "' whose value is not dense elements is not supported "
                      "by the lowering");
    followers.push_back(op->getResult(0));
    return Outcome::Fits;
  }
  if (auto reduce = dyn_cast<ReduceOp>(op)) {
    Attribute source = layouts.lookup(reduce.getSource());
    // A row (column) statistic of an accumulator stays in its fragment.
    if (auto mma = dyn_cast_or_null<MmaLayoutAttr>(source)) {
      layouts[reduce.getResult()] =
          SliceLayoutAttr::get(context, reduce.getDim(), mma);
      return Outcome::Fits;
    }
    auto parent = dyn_cast_or_null<BlockedLayoutAttr>(source);
    if (!parent)
      return fail(op, Outcome::Unsupported,
                  "'tile.reduce' of a tile that is itself a reduction or "
                  "a splat is not supported by the lowering yet");
    layouts[reduce.getResult()] =
        SliceLayoutAttr::get(context, reduce.getDim(), parent);
    return Outcome::Fits;
  }
  // argmax/argmin: both results in the slice of a blocked source (an
  // accumulator's fragment is not supported: convert it first).
  if (auto arg = dyn_cast<ArgReduceOp>(op)) {
    auto parent =
        dyn_cast_or_null<BlockedLayoutAttr>(layouts.lookup(arg.getSource()));
    if (!parent)
      return fail(op, Outcome::Unsupported,
                  "'tile.arg_reduce' of a tile that is not loaded or computed "
                  "in a blocked layout (an accumulator, a reduction or a "
                  "splat) is not supported by the lowering yet");
    auto slice = SliceLayoutAttr::get(context, arg.getDim(), parent);
    layouts[arg.getValue()] = slice;
    layouts[arg.getIndex()] = slice;
    return Outcome::Fits;
  }
  // A scan keeps its source's blocked layout.
  if (auto scan = dyn_cast<ScanOp>(op)) {
    auto source =
        dyn_cast_or_null<BlockedLayoutAttr>(layouts.lookup(scan.getSource()));
    if (!source)
      return fail(op, Outcome::Unsupported,
                  "'tile.scan' of a tile that is not loaded or computed in a "
                  "blocked layout (an accumulator, a reduction or a splat) "
                  "is not supported by the lowering yet");
    layouts[scan.getResult()] = source;
    return Outcome::Fits;
  }
  // A transpose is free: the source's layout with its dimensions swapped.
  if (auto transpose = dyn_cast<TransposeOp>(op)) {
    auto source = dyn_cast_or_null<BlockedLayoutAttr>(
        layouts.lookup(transpose.getSource()));
    if (!source)
      return fail(op, Outcome::Unsupported,
                  "'tile.transpose' of a tile that is not loaded or computed "
                  "in a blocked layout (an accumulator, a reduction or a "
                  "splat) is not supported by the lowering yet");
    layouts[transpose.getResult()] = transposeLayout(source);
    return Outcome::Fits;
  }
  if (auto reshape = dyn_cast<ReshapeOp>(op)) {
    auto source = dyn_cast_or_null<BlockedLayoutAttr>(
        layouts.lookup(reshape.getSource()));
    BlockedLayoutAttr layout;
    if (source)
      layout = moveUnitDims(source, reshape.getSource().getType().getShape(),
                            reshape.getType().getShape());
    if (!layout)
      return fail(op, Outcome::Unsupported,
                  "'tile.reshape' other than adding, removing or moving "
                  "dimensions of size 1 of a loaded or computed tile is not "
                  "supported by the lowering yet");
    layouts[reshape.getResult()] = layout;
    return Outcome::Fits;
  }
  if (auto broadcast = dyn_cast<BroadcastOp>(op)) {
    auto sourceType = dyn_cast<RankedTensorType>(broadcast.getSource().getType());
    ArrayRef<int64_t> shape = broadcast.getType().getShape();
    if (!sourceType) {
      followers.push_back(broadcast.getResult());
      return Outcome::Fits;
    }
    Attribute source = layouts.lookup(broadcast.getSource());
    // Back along a reduced dimension: the parent layout, no data moves.
    if (auto slice = dyn_cast_or_null<SliceLayoutAttr>(source)) {
      if (MmaLayoutAttr mma =
              broadcastOfMmaSlice(slice, sourceType.getShape(), shape)) {
        layouts[broadcast.getResult()] = mma;
        return Outcome::Fits;
      }
      if (isBroadcastAlongSlice(slice, sourceType.getShape(), shape)) {
        layouts[broadcast.getResult()] = slice.getParent();
        return Outcome::Fits;
      }
    } else if (auto blocked = dyn_cast_or_null<BlockedLayoutAttr>(source)) {
      // New leading dimensions of size 1: the same elements per thread.
      if (BlockedLayoutAttr layout =
              moveUnitDims(blocked, sourceType.getShape(), shape)) {
        layouts[broadcast.getResult()] = layout;
        return Outcome::Fits;
      }
      // A row or column repeated over other dimensions: the lowering
      // stages the source through shared memory and every thread reads
      // the elements its result layout gives it, so the result takes its
      // user's layout (no second conversion) like a splat.
      followers.push_back(broadcast.getResult());
      return Outcome::Fits;
    } else if (!source) {
      followers.push_back(broadcast.getResult());
      return Outcome::Fits;
    }
    return fail(op, Outcome::Unsupported,
                "'tile.broadcast' that needs a tile's elements in other "
                "threads (a layout conversion) is not supported by the "
                "lowering yet");
  }
  if (isElementwise(op)) {
    // Operands in different layouts meet in the first blocked one (a
    // loaded or computed tile's); the others get a tile.convert_layout
    // (apply).
    Attribute layout;
    for (Value operand : op->getOperands())
      if (Attribute operandLayout = layouts.lookup(operand))
        if (!layout || (!isa<BlockedLayoutAttr>(layout) &&
                        isa<BlockedLayoutAttr>(operandLayout)))
          layout = operandLayout;
    for (OpOperand &operand : op->getOpOperands()) {
      Attribute operandLayout = layouts.lookup(operand.get());
      if (!operandLayout || operandLayout == layout)
        continue;
      if (!isa<BlockedLayoutAttr>(layout) ||
          !isa<BlockedLayoutAttr, MmaLayoutAttr>(operandLayout))
        return fail(op, Outcome::Unsupported,
                    "'" + op->getName().getStringRef() +
                        "' on tiles of different layouts needs a layout "
                        "conversion from a '#tile.slice' layout or between "
                        "two '#tile.mma' ones, which the lowering does not "
                        "support yet");
      conversions.push_back({op, operand.getOperandNumber(), layout});
    }
    if (layout)
      layouts[op->getResult(0)] = layout;
    else
      followers.push_back(op->getResult(0));
    return Outcome::Fits;
  }
  return fail(op, Outcome::Unsupported,
              "'" + op->getName().getStringRef() +
                  "' on tile values is not supported by the lowering yet");
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

Outcome LayoutAssignment::run() {
  WalkResult result = kernel.getBody().walk<WalkOrder::PreOrder>(
      [&](Operation *op) {
        Outcome outcome = forward(op);
        if (outcome != Outcome::Fits)
          return WalkResult::interrupt();
        // Regions were judged with their op.
        return op->getNumRegions() ? WalkResult::skip()
                                   : WalkResult::advance();
      });
  if (result.wasInterrupted())
    return failure;
  if (Outcome outcome = resolveFollowers(); outcome != Outcome::Fits)
    return outcome;
  if (Outcome outcome = checkHandWritten(); outcome != Outcome::Fits)
    return outcome;
  if (Outcome outcome = checkIfs(); outcome != Outcome::Fits)
    return outcome;
  return checkLoops();
}

void LayoutAssignment::apply() {
  // Loop-carried tiles (iteration arguments, loop results) have their
  // initial value's layout, an scf.if's results their then-branch's
  // yielded value's (getLayout), written on no op of their own.
  for (auto [value, layout] : layouts)
    if (Operation *def = value.getDefiningOp();
        def && !isa<scf::ForOp, scf::IfOp>(def))
      def->setAttr(kLayoutAttrName, layout);
  for (auto [op, operands] : operandLayouts)
    op->setAttr(kOperandLayoutsAttrName, operands);
  // One conversion per value, layout and block, before its first user
  // there (users come in program order).
  DenseMap<std::tuple<Value, Attribute, Block *>, Value> converted;
  for (auto [user, number, layout] : conversions) {
    Value source = user->getOperand(number);
    Value &conversion = converted[{source, layout, user->getBlock()}];
    if (!conversion) {
      OpBuilder b(user);
      auto convert = ConvertLayoutOp::create(b, user->getLoc(),
                                             source.getType(), source);
      convert->setAttr(kLayoutAttrName, layout);
      conversion = convert.getResult();
    }
    user->setOperand(number, conversion);
  }
  kernel->setAttr(kNumWarpsAttrName,
                  IntegerAttr::get(IntegerType::get(context, 64), numWarps));
}

/// The most f32 accumulators a thread holds with 4 warps before a GEMM
/// takes 8 (a 64 x 64 block: 32; 128 x 64: 64; 128 x 128: 128).
static constexpr int64_t kMaxAccumulatorsPerThread = 64;

/// The warps a layout spreads over (0 for none).
static int64_t warpsOf(Attribute layout) {
  if (auto blocked = dyn_cast<BlockedLayoutAttr>(layout))
    return blocked.getNumWarps();
  if (auto slice = dyn_cast<SliceLayoutAttr>(layout))
    return slice.getMmaParent() ? slice.getMmaParent().getNumWarps()
                                : slice.getParent().getNumWarps();
  if (auto mma = dyn_cast<MmaLayoutAttr>(layout))
    return mma.getNumWarps();
  return 0;
}

bool tile::isFullyLaidOut(KernelOp kernel) {
  if (!kernel->hasAttr(kNumWarpsAttrName))
    return false;
  return !kernel.getBody()
              .walk([](Operation *op) {
                if (isa<scf::ForOp, scf::IfOp>(op))
                  return WalkResult::advance();
                for (Type type : op->getResultTypes())
                  if (isa<RankedTensorType>(type) &&
                      !op->hasAttr(kLayoutAttrName))
                    return WalkResult::interrupt();
                return WalkResult::advance();
              })
              .wasInterrupted();
}

LogicalResult tile::setNumWarps(ModuleOp module, int64_t numWarps,
                                StringRef option) {
  bool failed = false;
  for (KernelOp kernel : module.getOps<KernelOp>()) {
    if (numWarps <= 0 || numWarps > 32 || !llvm::isPowerOf2_64(numWarps)) {
      kernel.emitError() << option << " is a power of two from 1 to 32, not "
                         << numWarps;
      return failure();
    }
    auto own = kernel->getAttrOfType<IntegerAttr>(kNumWarpsAttrName);
    if (own && own.getInt() != numWarps) {
      kernel.emitError("the kernel's '")
          << kNumWarpsAttrName << "' is " << own.getInt() << ", " << option
          << " asks for " << numWarps << " (drop one of them)";
      failed = true;
      continue;
    }
    kernel->setAttr(kNumWarpsAttrName,
                    IntegerAttr::get(IntegerType::get(module.getContext(), 64),
                                     numWarps));
  }
  return failure(failed);
}

LogicalResult tile::assignLayouts(KernelOp kernel, int64_t numWarps) {
  // A number of warps written on the kernel is kept: the pass option may
  // not contradict it.
  if (Attribute attr = kernel->getAttr(kNumWarpsAttrName)) {
    auto own = dyn_cast<IntegerAttr>(attr);
    int64_t warps = own ? own.getInt() : 0;
    if (warps <= 0 || warps > 32 || !llvm::isPowerOf2_64(warps))
      return kernel.emitError("'")
             << kNumWarpsAttrName
             << "' is a power of two from 1 to 32 (an i64), not " << attr;
    if (numWarps && numWarps != warps)
      return kernel.emitError("the kernel's '")
             << kNumWarpsAttrName << "' is " << warps
             << ", the num-warps option asks for " << numWarps
             << " (drop one of them)";
    numWarps = warps;
  }
  // Layouts written by hand fix the number of warps too; they must agree.
  WalkResult handWritten = kernel.getBody().walk([&](Operation *op) {
    Attribute layout = op->getAttr(kLayoutAttrName);
    if (!layout)
      return WalkResult::advance();
    int64_t warps = warpsOf(layout);
    if (warps == 0) {
      op->emitError("'") << kLayoutAttrName << "' is a tile layout, not "
                         << layout;
      return WalkResult::interrupt();
    }
    if (numWarps && warps != numWarps) {
      op->emitError("the hand-written '")
          << kLayoutAttrName << "' spreads over " << warps
          << " warps, the kernel has " << numWarps;
      return WalkResult::interrupt();
    }
    numWarps = warps;
    return WalkResult::advance();
  });
  if (handWritten.wasInterrupted())
    return failure();
  // A kernel laid out whole by hand is left as it is (the lowering checks
  // each op's layout against its operands).
  if (isFullyLaidOut(kernel))
    return success();
  SmallVector<int64_t> candidates;
  // The largest accumulator tile of the kernel's tile.mma ops.
  int64_t largestAcc = 0;
  kernel.getBody().walk([&](MmaOp mma) {
    largestAcc = std::max(largestAcc, mma.getType().getNumElements());
  });
  if (numWarps)
    candidates.push_back(numWarps);
  else if (largestAcc > kMaxAccumulatorsPerThread * 4 * 32)
    // A 128 x 128 block: 4 warps would hold 128 accumulators per thread
    // (each warp 64 x 64), 8 hold 64 (each warp 32 x 64, Triton's [4, 2]
    // for the same block), which leaves registers for the fragments.
    candidates = {8, 4, 2, 1};
  else if (largestAcc)
    // Triton's default for GEMM: 4 warps, each a 32 x 32 piece of a 64 x
    // 64 block (two ldmatrix of A and two of B feed eight mma.sync per
    // step of K, where 8 warps of 16 x 32 need three for four).
    candidates = {4, 8, 2, 1};
  else
    candidates = {8, 4, 2, 1};
  // First without replication; then replicating the tiles too small for
  // one warp (a 64-float bias beside a 64 x 64 GEMM block keeps the
  // GEMM's 4 warps); then, where the kernel fixes its warps, any tile too
  // small for them. A kernel whose every tile is replicated runs on one
  // warp (the fewest copies).
  SmallVector<Replication> tries = {Replication::None,
                                    Replication::TooSmallForOneWarp};
  if (numWarps)
    tries.push_back(Replication::Any);
  std::optional<LayoutAssignment> last;
  for (Replication replication : tries) {
    for (int64_t warps : candidates) {
      last.emplace(kernel, warps, replication);
      Outcome outcome = last->run();
      if (outcome == Outcome::Fits) {
        if (replication != Replication::None && last->unreplicated == 0 &&
            !numWarps && warps != 1) {
          last.emplace(kernel, 1, replication);
          if (last->run() != Outcome::Fits)
            last.emplace(kernel, warps, replication), last->run();
        }
        last->apply();
        return success();
      }
      if (outcome == Outcome::Unsupported)
        break;
    }
    if (last->failure == Outcome::Unsupported)
      break;
  }
  return last->where->emitError(last->message);
}

namespace {
struct TileAssignLayoutsPass
    : tile::impl::TileAssignLayoutsPassBase<TileAssignLayoutsPass> {
  using Base::Base;
  void runOnOperation() override {
    if (numWarps != 0 &&
        (numWarps < 0 || numWarps > 32 || !llvm::isPowerOf2_64(numWarps))) {
      getOperation().emitError("tile-assign-layouts: num-warps is 0 or a "
                               "power of two up to 32, not ")
          << static_cast<int64_t>(numWarps);
      return signalPassFailure();
    }
    for (auto kernel : getOperation().getOps<KernelOp>())
      if (failed(assignLayouts(kernel, numWarps)))
        signalPassFailure();
  }
};
} // namespace
