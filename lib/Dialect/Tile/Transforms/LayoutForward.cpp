//===- LayoutForward.cpp - Each op's layout from its operands' ------------===//
//
// Part of warptile. The forward step of --tile-assign-layouts: the layout
// of each op's tile results from its operands' (elementwise ops,
// reductions, shape ops, memory ops, tile.mma).
//
//===----------------------------------------------------------------------===//

#include "EpilogueLayouts.h"
#include "LayoutAssignment.h"

using namespace mlir;
using namespace mlir::tile;
using namespace mlir::tile::detail;

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

/// Stores, loads (a GEMM epilogue's in the accumulator's layout), iotas,
/// hand-written conversions and constants.
std::optional<Outcome>
LayoutAssignment::forwardMemoryOrConstant(Operation *op) {
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
  return std::nullopt;
}

/// tile.reduce, tile.arg_reduce and tile.scan.
std::optional<Outcome> LayoutAssignment::forwardReduction(Operation *op) {
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
  // argmax/argmin (both results in the slice of the source's layout) and
  // scans (the source's layout) need a blocked source: an accumulator's
  // fragment is not supported, convert it first.
  if (isa<ArgReduceOp, ScanOp>(op)) {
    auto source =
        dyn_cast_or_null<BlockedLayoutAttr>(layouts.lookup(op->getOperand(0)));
    if (!source)
      return fail(op, Outcome::Unsupported,
                  "'" + op->getName().getStringRef().str() +
                      "' of a tile that is not loaded or computed in a "
                      "blocked layout (an accumulator, a reduction or a "
                      "splat) is not supported by the lowering yet");
    if (auto scan = dyn_cast<ScanOp>(op)) {
      layouts[scan.getResult()] = source;
      return Outcome::Fits;
    }
    auto arg = cast<ArgReduceOp>(op);
    auto slice = SliceLayoutAttr::get(context, arg.getDim(), source);
    layouts[arg.getValue()] = slice;
    layouts[arg.getIndex()] = slice;
    return Outcome::Fits;
  }
  return std::nullopt;
}

/// tile.transpose, tile.reshape and tile.broadcast.
std::optional<Outcome> LayoutAssignment::forwardShape(Operation *op) {
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
  return std::nullopt;
}

/// arith and math ops applied per element.
std::optional<Outcome> LayoutAssignment::forwardElementwise(Operation *op) {
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
  return std::nullopt;
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

  if (std::optional<Outcome> outcome = forwardMemoryOrConstant(op))
    return *outcome;
  if (std::optional<Outcome> outcome = forwardReduction(op))
    return *outcome;
  if (std::optional<Outcome> outcome = forwardShape(op))
    return *outcome;
  if (std::optional<Outcome> outcome = forwardElementwise(op))
    return *outcome;
  return fail(op, Outcome::Unsupported,
              "'" + op->getName().getStringRef() +
                  "' on tile values is not supported by the lowering yet");
}
