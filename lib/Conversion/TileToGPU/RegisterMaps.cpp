//===- RegisterMaps.cpp - Which element each register holds ---------------===//
//
// Part of warptile. The register maps of the blocked, mma and slice
// layouts (docs/TileLowering.md, "Layouts"; the mma fragment is the PTX
// ISA's C/D fragment of mma.m16n8k16) as the memory accesses read them.
//
//===----------------------------------------------------------------------===//

#include "RegisterMaps.h"
#include "TypeConverter.h"

#include "mlir/Dialect/Arith/IR/Arith.h"

using namespace mlir;
using namespace mlir::tile;

std::pair<Value, Value> tile::mmaWarpCoords(KernelLowering &l,
                                            MmaLayoutAttr layout) {
  Value wn = l.constant(layout.getWarpsPerBlock()[1]);
  Value warpM = arith::DivUIOp::create(l.b, l.loc, l.warpId(), wn);
  Value warpN = arith::RemUIOp::create(l.b, l.loc, l.warpId(), wn);
  return {warpM, warpN};
}

SmallVector<SmallVector<int64_t>>
tile::mmaRegisterOffsets(MmaLayoutAttr layout, ArrayRef<int64_t> shape) {
  int64_t wm = layout.getWarpsPerBlock()[0], wn = layout.getWarpsPerBlock()[1];
  int64_t repM = shape[0] / (16 * wm), repN = shape[1] / (8 * wn);
  SmallVector<SmallVector<int64_t>> offsets;
  for (int64_t im = 0; im < repM; ++im)
    for (int64_t jn = 0; jn < repN; ++jn)
      for (int64_t r = 0; r < 4; ++r)
        offsets.push_back(
            {im * 16 * wm + 8 * (r / 2), jn * 8 * wn + r % 2});
  return offsets;
}

int64_t tile::mmaSliceRegisterOf(MmaLayoutAttr layout, ArrayRef<int64_t> shape,
                                 int64_t dim, int64_t r) {
  int64_t repN = shape[1] / (8 * layout.getWarpsPerBlock()[1]);
  int64_t piece = r / 4, im = piece / repN, jn = piece % repN, e = r % 4;
  // Along the rows (dim 1 reduced): register 2 * im + h; along the
  // columns (dim 0 reduced): 2 * jn + (e % 2).
  return dim == 1 ? 2 * im + e / 2 : 2 * jn + e % 2;
}

/// The extent of an mma slice's tile along its kept dimension.
static int64_t keptExtent(SliceLayoutAttr layout, ArrayRef<int64_t> shape) {
  return shape.size() == 2 ? shape[1 - layout.getDim()] : shape[0];
}

int64_t tile::mmaSliceRegisterCount(SliceLayoutAttr layout,
                                    ArrayRef<int64_t> shape) {
  MmaLayoutAttr parent = layout.getMmaParent();
  int64_t kept = 1 - layout.getDim();
  return 2 * (keptExtent(layout, shape) / parent.getFootprint(kept));
}

bool tile::mmaSliceFits(SliceLayoutAttr layout, ArrayRef<int64_t> shape) {
  MmaLayoutAttr parent = layout.getMmaParent();
  int64_t dim = layout.getDim();
  if (shape.empty() || shape.size() > 2 ||
      (shape.size() == 2 && shape[dim] != 1))
    return false;
  int64_t extent = keptExtent(layout, shape);
  return extent > 0 && extent % parent.getFootprint(1 - dim) == 0;
}

/// The largest of `width` and 1 whose runs of registers are consecutive
/// along the last dimension, each starting at a multiple of it.
static int64_t runWidth(ArrayRef<SmallVector<int64_t>> offsets,
                        int64_t width) {
  if (width <= 1 || offsets.size() % width != 0)
    return 1;
  for (size_t c = 0; c < offsets.size(); c += width) {
    ArrayRef<int64_t> first = offsets[c];
    if (first.back() % width != 0)
      return 1;
    for (int64_t i = 1; i < width; ++i) {
      SmallVector<int64_t> want(first);
      want.back() += i;
      if (ArrayRef<int64_t>(offsets[c + i]) != ArrayRef<int64_t>(want))
        return 1;
    }
  }
  return width;
}

static Value allOf(KernelLowering &l, ArrayRef<Value> conditions) {
  Value all;
  for (Value condition : conditions)
    all = all ? arith::AndIOp::create(l.b, l.loc, all, condition).getResult()
              : condition;
  return all;
}

static Value isZero(KernelLowering &l, Value value) {
  return arith::CmpIOp::create(l.b, l.loc, arith::CmpIPredicate::eq, value,
                               l.constant(0));
}

/// A slice of a blocked layout: the parent's registers at the reduced
/// dimension's first coordinate, owned by the threads whose lane and warp
/// coordinates along it are 0.
static RegisterMap blockedSliceMap(KernelLowering &l, SliceLayoutAttr slice,
                                   ArrayRef<int64_t> shape) {
  BlockedLayoutAttr parent = slice.getParent();
  int64_t dim = slice.getDim();
  bool keeps = static_cast<int64_t>(shape.size()) == parent.getRank();
  SmallVector<int64_t> parentShape(shape);
  if (!keeps)
    parentShape.insert(parentShape.begin() + dim, 1);
  RegisterMap map;
  map.offsets = sliceRegisterOffsets(slice, parentShape);
  // The parent's threads along the reduced dimension all hold the
  // statistic; replication is asked of the kept dimensions only (the
  // reduced one taken as the parent's whole footprint).
  SmallVector<int64_t> covered(parentShape);
  covered[dim] = parent.getFootprint(dim);
  map.base = l.threadOffsets(parent, covered);
  map.base[dim] = l.constant(0);
  SmallVector<Value> owns;
  if (Value replica = l.ownsElements(parent, covered))
    owns.push_back(replica);
  if (parent.getThreadsPerWarp()[dim] > 1)
    owns.push_back(isZero(l, l.laneCoords(parent)[dim]));
  if (parent.getWarpsPerBlock()[dim] > 1)
    owns.push_back(isZero(l, l.warpCoords(parent)[dim]));
  map.owner = allOf(l, owns);
  if (!keeps) {
    for (SmallVector<int64_t> &coords : map.offsets)
      coords.erase(coords.begin() + dim);
    map.base.erase(map.base.begin() + dim);
  }
  int64_t last = parent.getRank() - 1;
  map.width = runWidth(map.offsets, parent.getOrder()[0] == last && dim != last
                                        ? parent.getSizePerThread()[last]
                                        : 1);
  return map;
}

/// A slice of an mma layout: the rows (dim 1 reduced) or the columns
/// (dim 0) of the thread's fragment, owned by the first lane of each
/// quad (rows) or the lanes of the first group (columns) in the first
/// warp along the reduced dimension.
static RegisterMap mmaSliceMap(KernelLowering &l, SliceLayoutAttr slice,
                               ArrayRef<int64_t> shape) {
  MmaLayoutAttr parent = slice.getMmaParent();
  int64_t dim = slice.getDim();
  int64_t wm = parent.getWarpsPerBlock()[0], wn = parent.getWarpsPerBlock()[1];
  auto [warpM, warpN] = mmaWarpCoords(l, parent);
  Value group = arith::DivUIOp::create(l.b, l.loc, l.laneId(), l.constant(4));
  Value inGroup =
      arith::RemUIOp::create(l.b, l.loc, l.laneId(), l.constant(4));
  RegisterMap map;
  int64_t count = mmaSliceRegisterCount(slice, shape);
  Value base;
  SmallVector<Value> owns;
  for (int64_t r = 0; r < count; ++r)
    map.offsets.push_back(
        {dim == 1 ? (r / 2) * 16 * wm + 8 * (r % 2) : (r / 2) * 8 * wn + r % 2});
  if (dim == 1) {
    base = arith::AddIOp::create(
        l.b, l.loc, arith::MulIOp::create(l.b, l.loc, warpM, l.constant(16)),
        group);
    owns.push_back(isZero(l, inGroup));
    if (wn > 1)
      owns.push_back(isZero(l, warpN));
  } else {
    base = arith::AddIOp::create(
        l.b, l.loc, arith::MulIOp::create(l.b, l.loc, warpN, l.constant(8)),
        arith::MulIOp::create(l.b, l.loc, inGroup, l.constant(2)));
    owns.push_back(isZero(l, group));
    if (wm > 1)
      owns.push_back(isZero(l, warpM));
  }
  map.owner = allOf(l, owns);
  map.base = {base};
  if (shape.size() == 2) {
    // The reduced dimension is kept with size 1, at coordinate 0.
    for (SmallVector<int64_t> &coords : map.offsets)
      coords.insert(coords.begin() + dim, 0);
    map.base.insert(map.base.begin() + dim, l.constant(0));
  }
  map.width = runWidth(map.offsets, 2);
  return map;
}

RegisterMap tile::registerMap(KernelLowering &l, Attribute layout,
                              ArrayRef<int64_t> shape) {
  RegisterMap map;
  if (auto blocked = dyn_cast<BlockedLayoutAttr>(layout)) {
    map.offsets = registerOffsets(blocked, shape);
    map.base = l.threadOffsets(blocked, shape);
    // Of a replicated layout's copies of an element, the one of the lowest
    // thread id stores it (KernelLowering::ownsElements).
    map.owner = l.ownsElements(blocked, shape);
    int64_t last = blocked.getRank() - 1;
    map.width = blocked.getOrder()[0] == last
                    ? blocked.getSizePerThread()[last]
                    : 1;
    return map;
  }
  if (auto mma = dyn_cast<MmaLayoutAttr>(layout)) {
    auto [warpM, warpN] = mmaWarpCoords(l, mma);
    Value group =
        arith::DivUIOp::create(l.b, l.loc, l.laneId(), l.constant(4));
    Value inGroup =
        arith::RemUIOp::create(l.b, l.loc, l.laneId(), l.constant(4));
    map.base = {
        arith::AddIOp::create(
            l.b, l.loc,
            arith::MulIOp::create(l.b, l.loc, warpM, l.constant(16)), group),
        arith::AddIOp::create(
            l.b, l.loc, arith::MulIOp::create(l.b, l.loc, warpN, l.constant(8)),
            arith::MulIOp::create(l.b, l.loc, inGroup, l.constant(2)))};
    map.offsets = mmaRegisterOffsets(mma, shape);
    map.width = 2;
    return map;
  }
  if (auto slice = dyn_cast<SliceLayoutAttr>(layout))
    return slice.getMmaParent() ? mmaSliceMap(l, slice, shape)
                                : blockedSliceMap(l, slice, shape);
  return map;
}
