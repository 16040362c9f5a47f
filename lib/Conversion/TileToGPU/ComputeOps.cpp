//===- ComputeOps.cpp - Elementwise, constant, iota, broadcast ------------===//
//
// Part of warptile. The compute ops, which need no memory or
// communication: elementwise arith/math ops apply to the per-thread
// vectors, a splat constant is the same value in every register, an iota
// each register's coordinate, a broadcast of a reduction back along its
// dimension a register shuffle; reshapes, program ids, tokens and the
// kernel's return.
//
//===----------------------------------------------------------------------===//

#include "CrossThread.h"
#include "KernelLowering.h"
#include "RegisterMaps.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/Dialect/Vector/IR/VectorOps.h"
#include "mlir/IR/Matchers.h"
#include "warptile/Conversion/Passes.h"
#include "warptile/Dialect/Tile/Transforms/Layouts.h"

using namespace mlir;
using namespace mlir::tile;

static bool isTile(Type type) { return isa<RankedTensorType>(type); }

bool tile::isElementwiseTileOp(Operation *op) {
  Dialect *dialect = op->getDialect();
  return dialect && isa<arith::ArithDialect, math::MathDialect>(dialect) &&
         op->getNumRegions() == 0 && op->getNumResults() == 1 &&
         isTile(op->getResult(0).getType());
}

/// `math.tanh` of f32 with `afn` on a chip with tanh.approx.f32 (sm_75
/// and later): `llvm.tanh` with `afn`, one `tanh.approx.f32` per element
/// (PTX ISA: maximum relative error 2^-11), where math-to-nvvm's libdevice
/// tanhf takes an ex2 and a rcp; null otherwise (docs/TileLowering.md,
/// "Fast math").
static Value fastTanh(Operation *op, ArrayRef<Value> operands,
                      VectorType type, KernelLowering &l) {
  auto tanh = dyn_cast<math::TanhOp>(op);
  if (!tanh || !type.getElementType().isF32() ||
      !bitEnumContainsAll(tanh.getFastmath(), arith::FastMathFlags::afn))
    return {};
  std::optional<unsigned> version =
      warptile::smVersionOf(l.getShared().chipName());
  if (!version || *version < 75)
    return {};
  // llvm.tanh with afn: the NVPTX backend selects tanh.approx.f32 for it
  // from sm_75 (LLVM 22 has no llvm.nvvm.tanh.approx.f32 intrinsic any
  // more; it upgrades it to this).
  return LLVM::TanhOp::create(
      l.b, op->getLoc(), type, operands[0],
      LLVM::FastmathFlagsAttr::get(l.b.getContext(),
                                   LLVM::FastmathFlags::afn));
}

namespace {

/// An elementwise arith/math op: the same op on the per-thread vectors.
struct ElementwiseLowering : TileLoweringPattern {
  ElementwiseLowering() : TileLoweringPattern(std::nullopt) {}

  FailureOr<bool> matchAndLower(Operation *op,
                                KernelLowering &l) const override {
    if (!isElementwiseTileOp(op))
      return false;
    auto type = cast<RankedTensorType>(op->getResult(0).getType());
    VectorType resultType =
        TileTypeConverter::perThreadType(type, op->getAttr(kLayoutAttrName));
    SmallVector<Value> operands;
    for (Value operand : op->getOperands()) {
      operands.push_back(l.lookup(operand));
      // Layouts written by hand (a kernel with tile.num_warps) must agree;
      // a splat (the same value in every register) needs only as many
      // registers.
      Operation *def = operand.getDefiningOp();
      auto broadcast = dyn_cast_or_null<BroadcastOp>(def);
      DenseElementsAttr dense;
      bool splat = (matchPattern(operand, m_Constant(&dense)) &&
                    dense.isSplat()) ||
                   (broadcast && !isTile(broadcast.getSource().getType()));
      bool agrees =
          splat
              ? cast<VectorType>(operands.back().getType()).getNumElements() ==
                    resultType.getNumElements()
              : getLayout(operand) == op->getAttr(kLayoutAttrName);
      if (!agrees)
        return op->emitError("convert-tile-to-gpu: '")
               << op->getName()
               << "' on tiles of different layouts (a layout conversion) is "
                  "not supported by the lowering yet";
    }
    if (Value fast = fastTanh(op, operands, resultType, l)) {
      l.map(op->getResult(0), fast);
      return true;
    }
    SmallVector<NamedAttribute> attrs;
    for (NamedAttribute attr : op->getAttrs())
      if (attr.getName() != kLayoutAttrName)
        attrs.push_back(attr);
    OperationState state(op->getLoc(), op->getName(), operands, {resultType},
                         attrs);
    l.map(op->getResult(0), l.b.create(state)->getResult(0));
    return true;
  }
};

/// A `tile.constant` or `arith.constant` of a tile type (what
/// canonicalize folds tile.constants into): a splat is the same value in
/// every register, any other dense value a table (ConstantTables.cpp).
static FailureOr<bool> lowerConstant(Operation *op, DenseElementsAttr dense,
                                     KernelLowering &l) {
  if (!dense)
    return op->emitError("convert-tile-to-gpu: '")
           << op->getName()
           << "' of a tile whose value is not dense elements is not "
              "supported by the lowering";
  auto tileType = cast<RankedTensorType>(op->getResult(0).getType());
  Attribute layout = op->getAttr(kLayoutAttrName);
  if (!dense.isSplat()) {
    FailureOr<Value> table = lowerConstantTable(l, op, dense, layout);
    if (failed(table))
      return failure();
    l.map(op->getResult(0), *table);
    return true;
  }
  VectorType type = TileTypeConverter::perThreadType(tileType, layout);
  l.map(op->getResult(0),
        arith::ConstantOp::create(
            l.b, op->getLoc(), type,
            DenseElementsAttr::get(type, dense.getSplatValue<Attribute>())));
  return true;
}

struct TileConstantLowering : TileOpLowering<ConstantOp> {
  FailureOr<bool> lower(ConstantOp op, KernelLowering &l) const override {
    return lowerConstant(op, dyn_cast<DenseElementsAttr>(op.getValue()), l);
  }
};

struct ArithConstantLowering : TileOpLowering<arith::ConstantOp> {
  FailureOr<bool> lower(arith::ConstantOp op,
                        KernelLowering &l) const override {
    // A scalar constant is scalar code (ControlFlowOps.cpp).
    if (!isTile(op.getType()))
      return false;
    return lowerConstant(op, dyn_cast<DenseElementsAttr>(op.getValue()), l);
  }
};

/// Each register's coordinate along the (one) dimension.
struct IotaLowering : TileOpLowering<IotaOp> {
  FailureOr<bool> lower(IotaOp op, KernelLowering &l) const override {
    auto layout = cast<BlockedLayoutAttr>(op->getAttr(kLayoutAttrName));
    RankedTensorType type = op.getType();
    Value offset = l.threadOffsets(layout, type.getShape())[0];
    SmallVector<Value> elements;
    for (ArrayRef<int64_t> coords : registerOffsets(layout, type.getShape())) {
      Value position = arith::AddIOp::create(l.b, op.getLoc(), offset,
                                             l.constant(coords[0]));
      if (!type.getElementType().isIndex())
        position = arith::IndexCastOp::create(l.b, op.getLoc(),
                                              type.getElementType(), position);
      elements.push_back(position);
    }
    l.map(op.getResult(),
          vector::FromElementsOp::create(
              l.b, op.getLoc(), TileTypeConverter::perThreadType(type, layout),
              elements));
    return true;
  }
};

/// Thread `thread`'s own coordinates in a tile of `shape` with `layout`
/// (KernelLowering::threadOffsets, in integers): its position along each
/// dimension, taken modulo the distinct positions where the layout
/// replicates, times its elements per thread.
static SmallVector<int64_t> threadCoords(BlockedLayoutAttr layout,
                                        ArrayRef<int64_t> shape,
                                        int64_t thread) {
  int64_t rank = layout.getRank();
  SmallVector<int64_t> coords(rank, 0);
  ArrayRef<int64_t> lanes = layout.getThreadsPerWarp(),
                    warps = layout.getWarpsPerBlock();
  int64_t lane = thread % 32, warp = thread / 32;
  for (int64_t d = 0; d < rank; ++d) {
    int64_t laneAt = lane / strideInOrder(lanes, layout.getOrder(), d) %
                     lanes[d];
    int64_t warpAt = warp / strideInOrder(warps, layout.getOrder(), d) %
                     warps[d];
    int64_t position = (warpAt * lanes[d] + laneAt) %
                       distinctThreads(layout, shape, d);
    coords[d] = position * layout.getSizePerThread()[d];
  }
  return coords;
}

/// Where every thread already holds the source elements of its result
/// registers, each in the same register of every thread, the source
/// register each result register of a broadcast of a blocked tile takes;
/// empty otherwise. A gamma row of 1024 floats over a 4 x 1024 block of 8
/// warps is one: each thread's four columns are the same in both
/// (docs/TileLowering.md, "Broadcasts whose elements are in other
/// threads"). Checked thread by thread (at most 1024 threads times the
/// registers): no condition on the two layouts' parameters to get wrong.
static SmallVector<int64_t> registerBroadcast(BlockedLayoutAttr from,
                                              ArrayRef<int64_t> sourceShape,
                                              BlockedLayoutAttr to,
                                              ArrayRef<int64_t> shape) {
  int64_t rank = shape.size();
  int64_t offset = rank - static_cast<int64_t>(sourceShape.size());
  int64_t threads = 32 * to.getNumWarps();
  if (offset < 0 || from.getRank() != rank - offset ||
      to.getRank() != rank || 32 * from.getNumWarps() != threads)
    return {};
  SmallVector<SmallVector<int64_t>> sourceRegs =
      registerOffsets(from, sourceShape);
  SmallVector<SmallVector<int64_t>> resultRegs = registerOffsets(to, shape);
  // Per thread, where each source element sits (row-major index ->
  // register).
  SmallVector<int64_t> indices(resultRegs.size(), -1);
  DenseMap<int64_t, int64_t> held;
  for (int64_t t = 0; t < threads; ++t) {
    SmallVector<int64_t> sourceBase = threadCoords(from, sourceShape, t);
    SmallVector<int64_t> base = threadCoords(to, shape, t);
    held.clear();
    for (auto [s, regOffsets] : llvm::enumerate(sourceRegs)) {
      int64_t flat = 0;
      for (int64_t d = 0, e = sourceShape.size(); d < e; ++d)
        flat = flat * sourceShape[d] + sourceBase[d] + regOffsets[d];
      held.try_emplace(flat, s);
    }
    for (auto [r, regOffsets] : llvm::enumerate(resultRegs)) {
      // The source element at the same coordinates: NumPy-aligned at the
      // last dimension, 0 along the source's size-1 dimensions.
      int64_t flat = 0;
      for (int64_t d = offset; d < rank; ++d) {
        int64_t size = sourceShape[d - offset];
        flat = flat * size + (size == 1 ? 0 : base[d] + regOffsets[d]);
      }
      auto it = held.find(flat);
      if (it == held.end() || (indices[r] >= 0 && indices[r] != it->second))
        return {};
      indices[r] = it->second;
    }
  }
  return indices;
}

struct BroadcastLowering : TileOpLowering<BroadcastOp> {
  FailureOr<bool> lower(BroadcastOp op, KernelLowering &l) const override {
    Attribute layout = op->getAttr(kLayoutAttrName);
    VectorType type = TileTypeConverter::perThreadType(op.getType(), layout);
    Value source = op.getSource();
    if (!isTile(source.getType())) {
      l.map(op.getResult(), vector::BroadcastOp::create(l.b, op.getLoc(), type,
                                                        l.lookup(source)));
      return true;
    }
    Attribute sourceLayout = getLayout(source);
    if (auto from = dyn_cast_or_null<BlockedLayoutAttr>(sourceLayout)) {
      auto sourceType = cast<RankedTensorType>(source.getType());
      if (moveUnitDims(from, sourceType.getShape(),
                       op.getType().getShape()) != layout) {
        // A row or column over other rows or columns: its elements are
        // in other threads.
        if (!isa<BlockedLayoutAttr, MmaLayoutAttr>(layout) ||
            (isa<MmaLayoutAttr>(layout) &&
             !fitsMmaLayout(cast<MmaLayoutAttr>(layout),
                            op.getType().getShape())))
          return op.emitError("'tile.broadcast' of a tile whose elements "
                              "are in other threads into a ")
                 << layout
                 << " layout is not supported by the lowering yet (into a "
                    "'#tile.blocked' or a '#tile.mma' one it fits is)";
        auto to = dyn_cast<BlockedLayoutAttr>(layout);
        SmallVector<int64_t> indices =
            to ? registerBroadcast(from, sourceType.getShape(), to,
                                   op.getType().getShape())
               : SmallVector<int64_t>();
        if (!indices.empty()) {
          Value perThread = l.lookup(source);
          if (cast<VectorType>(perThread.getType()).getNumElements() == 1)
            l.map(op.getResult(),
                  vector::BroadcastOp::create(
                      l.b, op.getLoc(), type,
                      vector::ExtractOp::create(l.b, op.getLoc(), perThread,
                                                ArrayRef<int64_t>{0})));
          else
            l.map(op.getResult(),
                  vector::ShuffleOp::create(l.b, op.getLoc(), perThread,
                                            perThread, indices));
          return true;
        }
        FailureOr<Value> staged = broadcastThroughShared(l, op, from, layout);
        if (failed(staged))
          return failure();
        l.map(op.getResult(), *staged);
        return true;
      }
    }
    auto slice = dyn_cast_or_null<SliceLayoutAttr>(sourceLayout);
    if (slice && slice.getMmaParent()) {
      // A row statistic or a bias over an accumulator: each mma register
      // takes the slice register of its row (column).
      auto mma = dyn_cast<MmaLayoutAttr>(layout);
      if (mma != slice.getMmaParent())
        return op.emitError("convert-tile-to-gpu: 'tile.broadcast' of a "
                            "slice of an mma layout into another layout "
                            "than its parent is not supported by the "
                            "lowering yet");
      ArrayRef<int64_t> shape = op.getType().getShape();
      SmallVector<int64_t> indices;
      for (int64_t r = 0, e = type.getNumElements(); r < e; ++r)
        indices.push_back(mmaSliceRegisterOf(mma, shape, slice.getDim(), r));
      Value perThread = l.lookup(source);
      l.map(op.getResult(), vector::ShuffleOp::create(
                                l.b, op.getLoc(), perThread, perThread, indices));
      return true;
    }
    if (!slice) {
      // Tile-assign-layouts gave the result the source's elements per
      // thread (new dimensions of size 1), or the splat it follows.
      l.map(op.getResult(), l.lookup(source));
      return true;
    }
    // Back along the reduced dimension: each register takes the slice's
    // register of the same coordinates, the reduced one excepted.
    auto blocked = cast<BlockedLayoutAttr>(layout);
    ArrayRef<int64_t> shape = op.getType().getShape();
    SmallVector<SmallVector<int64_t>> sliceRegs =
        sliceRegisterOffsets(slice, shape);
    SmallVector<int64_t> indices;
    for (SmallVector<int64_t> coords : registerOffsets(blocked, shape)) {
      coords[slice.getDim()] = 0;
      indices.push_back(llvm::find(sliceRegs, coords) - sliceRegs.begin());
    }
    Value perThread = l.lookup(source);
    if (sliceRegs.size() == 1) {
      Value element = vector::ExtractOp::create(l.b, op.getLoc(), perThread,
                                                ArrayRef<int64_t>{0});
      l.map(op.getResult(),
            vector::BroadcastOp::create(l.b, op.getLoc(), type, element));
      return true;
    }
    l.map(op.getResult(), vector::ShuffleOp::create(l.b, op.getLoc(), perThread,
                                                    perThread, indices));
    return true;
  }
};

struct ReshapeLowering : TileOpLowering<ReshapeOp> {
  FailureOr<bool> lower(ReshapeOp op, KernelLowering &l) const override {
    // Tile-assign-layouts only admits reshapes that keep each element in
    // its register.
    l.map(op.getResult(), l.lookup(op.getSource()));
    return true;
  }
};

struct ProgramIdLowering : TileOpLowering<ProgramIdOp> {
  FailureOr<bool> lower(ProgramIdOp op, KernelLowering &l) const override {
    l.map(op.getResult(), l.programIds()[op.getDim()]);
    return true;
  }
};

struct NumProgramsLowering : TileOpLowering<NumProgramsOp> {
  FailureOr<bool> lower(NumProgramsOp op, KernelLowering &l) const override {
    l.map(op.getResult(), l.gridSizes()[op.getDim()]);
    return true;
  }
};

/// Tokens ordered the accesses; the lowering emits them in program order,
/// and every thread reads and writes a partition's elements through one
/// layout, so no thread sees another's access.
struct JoinLowering : TileOpLowering<JoinOp> {
  FailureOr<bool> lower(JoinOp, KernelLowering &) const override {
    return true;
  }
};

struct ReturnLowering : TileOpLowering<ReturnOp> {
  FailureOr<bool> lower(ReturnOp, KernelLowering &l) const override {
    gpu::ReturnOp::create(l.b, l.loc);
    return true;
  }
};

} // namespace

void tile::populateTileComputePatterns(TileLoweringPatternSet &patterns) {
  patterns
      .add<ElementwiseLowering, TileConstantLowering, ArithConstantLowering,
           IotaLowering, BroadcastLowering, ReshapeLowering, ProgramIdLowering,
           NumProgramsLowering, JoinLowering, ReturnLowering>();
}
