//===- EpilogueLayouts.cpp - Layouts of a GEMM epilogue's operands --------===//
//
// Part of warptile. See EpilogueLayouts.h; docs/TileLowering.md, "GEMM
// epilogues in the accumulator's layout".
//
//===----------------------------------------------------------------------===//

#include "EpilogueLayouts.h"
#include "warptile/Dialect/Tile/Transforms/Layouts.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/Dialect/SCF/IR/SCF.h"

using namespace mlir;
using namespace mlir::tile;

/// The dimension of a 2-D `shape` along which broadcasting a tile of
/// `source` repeats it (NumPy-aligned at the last dimension): 0 for a row
/// ([N] or [1, N]), 1 for a column ([M, 1]); -1 otherwise.
static int64_t repeatedDim(ArrayRef<int64_t> source, ArrayRef<int64_t> shape) {
  if (shape.size() != 2)
    return -1;
  if (source.size() == 1 && source[0] == shape[1])
    return 0;
  if (source.size() == 2 && source[0] == 1 && source[1] == shape[1])
    return 0;
  if (source.size() == 2 && source[1] == 1 && source[0] == shape[0])
    return 1;
  return -1;
}

/// Whether `use` is a tile.mma's accumulator, directly or as the initial
/// value of a loop that carries it as one.
static bool isMmaAccumulatorInit(OpOperand &use) {
  if (auto mma = dyn_cast<MmaOp>(use.getOwner()))
    return &use == &mma.getAccMutable();
  auto loop = dyn_cast<scf::ForOp>(use.getOwner());
  if (!loop || use.getOperandNumber() < loop.getNumControlOperands())
    return false;
  BlockArgument arg = loop.getTiedLoopRegionIterArg(&use);
  return llvm::any_of(arg.getUsers(), [&](Operation *user) {
    auto mma = dyn_cast<MmaOp>(user);
    return mma && mma.getAcc() == arg;
  });
}

bool tile::defersLayoutToUsers(Value value) {
  if (value.use_empty())
    return false;
  bool inits = llvm::all_of(value.getUses(), isMmaAccumulatorInit);
  bool broadcasts = llvm::all_of(value.getUsers(), [&](Operation *user) {
    auto broadcast = dyn_cast<BroadcastOp>(user);
    return broadcast &&
           repeatedDim(cast<RankedTensorType>(value.getType()).getShape(),
                       broadcast.getType().getShape()) >= 0;
  });
  return inits || broadcasts;
}

MmaLayoutAttr
tile::mmaLayoutOfElementwiseUse(Value value,
                                function_ref<Attribute(Value)> layoutOf) {
  MmaLayoutAttr found;
  for (Operation *user : value.getUsers()) {
    Dialect *dialect = user->getDialect();
    if (!dialect || !isa<arith::ArithDialect, math::MathDialect>(dialect) ||
        user->getNumResults() != 1 || user->getNumRegions() != 0)
      return {};
    for (Value operand : user->getOperands())
      if (operand != value)
        if (auto mma = dyn_cast_or_null<MmaLayoutAttr>(layoutOf(operand)))
          found = mma;
  }
  return found;
}

SliceLayoutAttr tile::sliceForMmaBroadcast(Value value, BroadcastOp broadcast,
                                           Attribute result) {
  auto mma = dyn_cast_or_null<MmaLayoutAttr>(result);
  if (!mma)
    return {};
  ArrayRef<int64_t> shape = broadcast.getType().getShape();
  int64_t dim = repeatedDim(
      cast<RankedTensorType>(value.getType()).getShape(), shape);
  if (dim < 0 || shape[1 - dim] % mma.getFootprint(1 - dim) != 0)
    return {};
  return SliceLayoutAttr::get(value.getContext(), dim, mma);
}

MmaLayoutAttr tile::broadcastOfMmaSlice(SliceLayoutAttr slice,
                                        ArrayRef<int64_t> sourceShape,
                                        ArrayRef<int64_t> shape) {
  MmaLayoutAttr mma = slice.getMmaParent();
  if (!mma || repeatedDim(sourceShape, shape) != slice.getDim())
    return {};
  return mma;
}

/// Whether `value` reaches an f16 A operand of a tile.mma through
/// elementwise arith and math ops and the iteration arguments of scf.for
/// loops (a value yielded continues as the loop's region argument and its
/// result: attention's loop carries the scores of its next block).
static bool reachesMmaOperandA(Value value) {
  SmallVector<Value> work = {value};
  DenseSet<Value> seen;
  while (!work.empty()) {
    Value current = work.pop_back_val();
    if (!seen.insert(current).second)
      continue;
    for (OpOperand &use : current.getUses()) {
      Operation *user = use.getOwner();
      if (auto mma = dyn_cast<MmaOp>(user)) {
        if (&use == &mma.getAMutable() &&
            mma.getA().getType().getElementType().isF16())
          return true;
        continue;
      }
      if (auto yield = dyn_cast<scf::YieldOp>(user)) {
        if (auto loop = dyn_cast<scf::ForOp>(yield->getParentOp())) {
          work.push_back(loop.getRegionIterArgs()[use.getOperandNumber()]);
          work.push_back(loop.getResult(use.getOperandNumber()));
        }
        continue;
      }
      if (auto loop = dyn_cast<scf::ForOp>(user)) {
        if (use.getOperandNumber() >= loop.getNumControlOperands()) {
          work.push_back(loop.getTiedLoopRegionIterArg(&use));
          work.push_back(loop.getTiedLoopResult(&use));
        }
        continue;
      }
      Dialect *dialect = user->getDialect();
      if (dialect && isa<arith::ArithDialect, math::MathDialect>(dialect) &&
          user->getNumResults() == 1 && user->getNumRegions() == 0 &&
          isa<RankedTensorType>(user->getResult(0).getType()))
        work.push_back(user->getResult(0));
    }
  }
  return false;
}

MmaLayoutAttr tile::chainedMmaLayout(MmaOp mma, int64_t instrK,
                                     int64_t numWarps,
                                     function_ref<Attribute(Value)> layoutOf) {
  ArrayRef<int64_t> shape = mma.getType().getShape();
  if (shape[0] % (16 * numWarps) != 0 || shape[1] % 16 != 0)
    return {};
  auto layout = MmaLayoutAttr::get(mma.getContext(), {numWarps, 1},
                                   {16, 8, instrK});
  auto operand = dyn_cast_or_null<MmaLayoutAttr>(layoutOf(mma.getA()));
  if (isRegisterOperand(operand, layout,
                        mma.getA().getType().getElementType()) ||
      reachesMmaOperandA(mma.getResult()))
    return layout;
  return {};
}
