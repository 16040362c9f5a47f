//===- Layouts.cpp - Tile layout attributes and their queries -------------===//
//
// Part of warptile. The layouts a tile value may take (blocked, mma, slice),
// the default one for a shape and element type, and the questions the
// layout pass and the lowering ask of them (which threads hold an element,
// whether a layout covers or replicates a tile). tile-assign-layouts
// (AssignLayouts.cpp) decides which value gets which.
//
//===----------------------------------------------------------------------===//

#include "warptile/Dialect/Tile/Transforms/Layouts.h"

#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/IR/BuiltinTypes.h"
#include <numeric>

using namespace mlir;
using namespace mlir::tile;

Attribute tile::getLayout(Value value) {
  // A loop-carried tile has its initial value's layout (tile-assign-layouts
  // makes the initial value, the iteration argument, the yielded value and
  // the loop's result agree).
  if (auto arg = dyn_cast<BlockArgument>(value)) {
    auto loop = dyn_cast_or_null<scf::ForOp>(arg.getOwner()->getParentOp());
    if (!loop || arg.getArgNumber() == 0)
      return {};
    return getLayout(loop.getInitArgs()[arg.getArgNumber() - 1]);
  }
  if (auto loop = value.getDefiningOp<scf::ForOp>())
    return getLayout(
        loop.getInitArgs()[cast<OpResult>(value).getResultNumber()]);
  // An scf.if's result has its yielded values' layout (tile-assign-layouts
  // makes the two branches' agree).
  if (auto branch = value.getDefiningOp<scf::IfOp>())
    return getLayout(
        branch.thenYield().getOperand(cast<OpResult>(value).getResultNumber()));
  Operation *def = value.getDefiningOp();
  return def ? def->getAttr(kLayoutAttrName) : Attribute();
}

int64_t tile::getMmaInstrK(Type a, Type b, Type acc) {
  if (a != b)
    return 0;
  if (a.isF16() && (acc.isF32() || acc.isF16()))
    return 16;
  if (a.isBF16() && acc.isF32())
    return 16;
  if (a.isF32() && acc.isF32())
    return 8;
  if (a.isInteger(8) && acc.isInteger(32))
    return 32;
  return 0;
}

MmaLayoutAttr tile::getMmaLayout(MLIRContext *context, ArrayRef<int64_t> shape,
                                 int64_t numWarps, int64_t instrK) {
  if (shape.size() != 2)
    return {};
  // Warps go to M or N, one factor of two at a time, where the tile has
  // more instruction tiles left per warp (M first on a tie); N keeps 16
  // columns per warp, so that one ldmatrix.x4.trans feeds two mma.sync.
  int64_t wm = 1, wn = 1;
  for (int64_t w = numWarps; w > 1; w /= 2) {
    bool mFits = shape[0] % (16 * wm * 2) == 0;
    bool nFits = shape[1] % (16 * wn * 2) == 0;
    if (mFits && (!nFits || shape[0] / wm >= shape[1] / wn))
      wm *= 2;
    else if (nFits)
      wn *= 2;
    else
      return {};
  }
  if (shape[0] % (16 * wm) != 0 || shape[1] % (16 * wn) != 0)
    return {};
  return MmaLayoutAttr::get(context, {wm, wn}, {16, 8, instrK});
}

bool tile::isRegisterOperand(MmaLayoutAttr operand, MmaLayoutAttr mma,
                             Type element) {
  // f16 only: bf16 packs the same way but has no test of it yet.
  if (!operand || !mma || mma.getInstrShape()[2] != 16 || !element.isF16())
    return false;
  ArrayRef<int64_t> from = operand.getWarpsPerBlock(),
                    to = mma.getWarpsPerBlock();
  return from[1] == 1 && to[1] == 1 && from[0] == to[0] &&
         operand.getInstrShape()[0] == 16 && operand.getInstrShape()[1] == 8;
}

unsigned tile::elementBits(Type type) {
  if (type.isIndex())
    return 64;
  return std::max(8u, type.getIntOrFloatBitWidth());
}

BlockedLayoutAttr tile::getDefaultLayout(MLIRContext *context,
                                         ArrayRef<int64_t> shape,
                                         unsigned bits, int64_t numWarps,
                                         bool replicate) {
  int64_t rank = shape.size();
  if (rank == 0)
    return {};
  SmallVector<int64_t> spt(rank, 1), tpw(rank, 1), wpb(rank, 1), order;
  for (int64_t d = rank - 1; d >= 0; --d)
    order.push_back(d);
  // 16 bytes per thread along the contiguous dimension: one ld.global.v4
  // of f32, v8 of f16. Powers of two only, so they divide the lanes.
  int64_t vector = std::max<int64_t>(1, 128 / bits);
  spt[rank - 1] = std::gcd(vector, shape[rank - 1]);
  // Lanes, then warps, fastest dimension first; gcd with a power of two is
  // the largest power of two dividing both.
  int64_t lanes = 32, warps = numWarps;
  for (int64_t d : order) {
    tpw[d] = std::gcd(lanes, shape[d] / spt[d]);
    lanes /= tpw[d];
  }
  for (int64_t d : order) {
    wpb[d] = std::gcd(warps, shape[d] / (spt[d] * tpw[d]));
    warps /= wpb[d];
  }
  if (lanes != 1 || warps != 1) {
    if (!replicate)
      return {};
    // Replicated: the lanes and warps left over repeat the elements of
    // the fastest dimension whose positions are covered exactly (so that
    // its positions divide its threads).
    // A dimension of size 1 takes them only when no other can (a reshape
    // may drop it).
    auto exactAt = [&](bool unitToo) {
      return llvm::find_if(order, [&](int64_t d) {
        return (unitToo || shape[d] > 1) &&
               shape[d] / spt[d] == tpw[d] * wpb[d];
      });
    };
    auto exact = exactAt(false);
    if (exact == order.end())
      exact = exactAt(true);
    if (exact == order.end())
      return {};
    tpw[*exact] *= lanes;
    wpb[*exact] *= warps;
  }
  return BlockedLayoutAttr::get(context, spt, tpw, wpb, order);
}

int64_t tile::distinctThreads(BlockedLayoutAttr layout,
                              ArrayRef<int64_t> shape, int64_t dim) {
  int64_t threads =
      layout.getThreadsPerWarp()[dim] * layout.getWarpsPerBlock()[dim];
  return std::min(threads, shape[dim] / layout.getSizePerThread()[dim]);
}

bool tile::isReplicated(BlockedLayoutAttr layout, ArrayRef<int64_t> shape) {
  for (int64_t d = 0, e = shape.size(); d < e; ++d)
    if (distinctThreads(layout, shape, d) <
        layout.getThreadsPerWarp()[d] * layout.getWarpsPerBlock()[d])
      return true;
  return false;
}

bool tile::coversTile(BlockedLayoutAttr layout, ArrayRef<int64_t> shape) {
  if (layout.getRank() != static_cast<int64_t>(shape.size()))
    return false;
  for (auto [d, size] : llvm::enumerate(shape)) {
    int64_t spt = layout.getSizePerThread()[d];
    int64_t threads =
        layout.getThreadsPerWarp()[d] * layout.getWarpsPerBlock()[d];
    if (size % spt != 0)
      return false;
    int64_t positions = size / spt;
    if (positions % threads != 0 && threads % positions != 0)
      return false;
  }
  return true;
}

BlockedLayoutAttr tile::moveUnitDims(BlockedLayoutAttr source,
                                     ArrayRef<int64_t> sourceShape,
                                     ArrayRef<int64_t> shape) {
  SmallVector<int64_t> from, to, unitFrom, unitTo;
  for (auto [d, size] : llvm::enumerate(sourceShape)) {
    if (size != 1)
      from.push_back(d);
    else if (source.getThreadsPerWarp()[d] != 1 ||
             source.getWarpsPerBlock()[d] != 1)
      // Threads along a dimension of size 1 hold copies (a replicated
      // layout): they move to a dimension of size 1 of the result.
      unitFrom.push_back(d);
  }
  for (auto [d, size] : llvm::enumerate(shape))
    (size != 1 ? to : unitTo).push_back(d);
  if (from.size() != to.size() || unitFrom.size() > unitTo.size())
    return {};
  unitTo.resize(unitFrom.size());
  from.append(unitFrom);
  to.append(unitTo);
  int64_t rank = shape.size();
  SmallVector<int64_t> spt(rank, 1), tpw(rank, 1), wpb(rank, 1);
  DenseMap<int64_t, int64_t> toOf;
  for (auto [f, t] : llvm::zip(from, to)) {
    if (sourceShape[f] != shape[t])
      return {};
    toOf[f] = t;
    spt[t] = source.getSizePerThread()[f];
    tpw[t] = source.getThreadsPerWarp()[f];
    wpb[t] = source.getWarpsPerBlock()[f];
  }
  // The non-unit dimensions keep their relative speed; unit ones, where
  // nothing is spread, come last.
  SmallVector<int64_t> order;
  for (int64_t d : source.getOrder())
    if (toOf.count(d))
      order.push_back(toOf[d]);
  for (int64_t d = 0; d < rank; ++d)
    if (shape[d] == 1 && !llvm::is_contained(order, d))
      order.push_back(d);
  // Threads spread where the source had a non-unit dimension whose lanes
  // were all in one order would keep that order; mixing the unit ones in
  // changes no element's thread.
  return BlockedLayoutAttr::get(source.getContext(), spt, tpw, wpb, order);
}

BlockedLayoutAttr tile::transposeLayout(BlockedLayoutAttr layout) {
  auto swap = [](ArrayRef<int64_t> v) {
    return SmallVector<int64_t>{v[1], v[0]};
  };
  SmallVector<int64_t> order;
  for (int64_t d : layout.getOrder())
    order.push_back(1 - d);
  return BlockedLayoutAttr::get(layout.getContext(),
                                swap(layout.getSizePerThread()),
                                swap(layout.getThreadsPerWarp()),
                                swap(layout.getWarpsPerBlock()), order);
}
