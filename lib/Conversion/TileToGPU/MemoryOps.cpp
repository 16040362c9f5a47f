//===- MemoryOps.cpp - tile.load, tile.load_mut, tile.store ---------------===//
//
// Part of warptile. A tile access becomes, per thread, one 16-byte vector
// access per `sizePerThread` chunk of the innermost dimension, so that a
// warp's lanes touch consecutive 16-byte pieces. A tile that may hang
// over the end of its buffer gets two paths under one uniform branch: the
// unmasked one for blocks entirely inside (every block but the tail), and
// a masked one (masked vector intrinsics) for the tail.
//
//===----------------------------------------------------------------------===//

#include "KernelLowering.h"
#include "RegisterMaps.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Vector/IR/VectorOps.h"
#include "mlir/IR/Matchers.h"
#include "llvm/Support/CheckedArithmetic.h"
#include "warptile/Dialect/Tile/Transforms/Layouts.h"

using namespace mlir;
using namespace mlir::tile;

namespace {

/// One tile-shaped access to a buffer argument.
struct TileAccess {
  const BufferArg *buffer;
  /// The coordinate of the tile's first element, per dimension.
  SmallVector<Value> tileStart;
  /// Dimensions along which the tile is inside the buffer whatever the
  /// program (no check emitted).
  SmallVector<bool> inBounds;
  /// Per dimension, where the tile's coordinate is a run-time tile index:
  /// that index (else null). The checks then compare the index, not the
  /// element offset, which could wrap around for a huge index.
  SmallVector<Value> tileIndex;
  ArrayRef<int64_t> shape;
  /// Blocked, mma or a slice of either (RegisterMaps.h).
  Attribute layout;
};

/// Emits the per-thread code of one access.
class AccessEmitter {
public:
  AccessEmitter(KernelLowering &lowering, const TileAccess &access)
      : lowering(lowering), b(lowering.b), loc(lowering.loc), access(access) {
    int64_t rank = access.shape.size();
    RegisterMap map = registerMap(lowering, access.layout, access.shape);
    // Elements a thread moves at once: its run along the innermost
    // dimension (a blocked layout's sizePerThread when that dimension is
    // its fastest, an accumulator fragment's pairs).
    width = map.width;
    owner = map.owner;
    unsigned bytes =
        std::max(1u, access.buffer->elementType.getIntOrFloatBitWidth() / 8);
    // A chunk starts at a multiple of `width` elements from the buffer's
    // start when every row does, i.e. the row length is a known multiple
    // of it (buffers are assumed 16-byte aligned, docs/TileLowering.md).
    // A row length only known at run time is checked with the tile's
    // bounds: the unmasked path is taken only where rows are aligned.
    int64_t rowLength = access.buffer->staticSizes[rank - 1];
    bool rowsAligned =
        rank == 1 || width == 1 ||
        (!ShapedType::isDynamic(rowLength) && rowLength % width == 0);
    checkRows = !rowsAligned && ShapedType::isDynamic(rowLength);
    unsigned aligned = std::gcd<int64_t>(width * bytes, 16);
    vectorAlignment = rowsAligned || checkRows ? aligned : bytes;
    maskedAlignment = rowsAligned ? aligned : bytes;
    registers = std::move(map.offsets);
    // The thread's first element and the row-major strides.
    for (int64_t d = 0; d < rank; ++d)
      base.push_back(
          arith::AddIOp::create(b, loc, access.tileStart[d], map.base[d]));
    strides.assign(rank, lowering.constant(1));
    for (int64_t d = rank - 2; d >= 0; --d)
      strides[d] = arith::MulIOp::create(b, loc, strides[d + 1],
                                         access.buffer->sizes[d + 1]);
  }

  /// Whether the whole tile is inside the buffer: a uniform `i1`, or null
  /// when it always is.
  Value fullTile();
  Value load(VectorType type, TypedAttr padding, bool masked);
  void store(Value perThread, bool masked);

private:
  int64_t numChunks() const { return registers.size() / width; }
  /// The coordinates of chunk `c`'s first element.
  SmallVector<Value> chunkCoords(int64_t c);
  /// The address of the element at `coords`.
  Value address(ArrayRef<Value> coords);
  /// The lanes of chunk `c` inside the buffer, as a `vector<width x i1>`.
  Value chunkMask(ArrayRef<Value> coords);

  KernelLowering &lowering;
  OpBuilder &b;
  Location loc;
  const TileAccess &access;
  int64_t width;
  /// The alignment of a chunk on the unmasked path, and on the masked one
  /// (which also runs where rows are not aligned).
  unsigned vectorAlignment, maskedAlignment;
  bool checkRows = false;
  /// Where a slice gives each element to several threads, the one that
  /// stores it.
  Value owner;
  SmallVector<SmallVector<int64_t>> registers;
  SmallVector<Value> base, strides;
};

} // namespace

Value AccessEmitter::fullTile() {
  Value full;
  for (auto [d, size] : llvm::enumerate(access.shape)) {
    if (access.inBounds[d])
      continue;
    // start + size <= extent, without wrapping: size <= extent and
    // start <= extent - size (unsigned, so a negative start fails too);
    // for a tile index, index <= (extent - size) / size.
    Value extent = access.buffer->sizes[d];
    Value tileSize = lowering.constant(size);
    Value fits = arith::CmpIOp::create(b, loc, arith::CmpIPredicate::ule,
                                       tileSize, extent);
    Value room = arith::SubIOp::create(b, loc, extent, tileSize);
    Value start = access.tileStart[d];
    if (Value index = access.tileIndex[d]) {
      room = arith::DivUIOp::create(b, loc, room, tileSize);
      start = index;
    }
    Value starts =
        arith::CmpIOp::create(b, loc, arith::CmpIPredicate::ule, start, room);
    Value inside = arith::AndIOp::create(b, loc, fits, starts);
    full = full ? arith::AndIOp::create(b, loc, full, inside) : inside;
  }
  if (checkRows) {
    // Rows whose length is a multiple of the chunk keep every chunk
    // 16-byte aligned.
    Value rowLength = access.buffer->sizes[access.shape.size() - 1];
    Value rest =
        arith::RemUIOp::create(b, loc, rowLength, lowering.constant(width));
    Value aligned = arith::CmpIOp::create(b, loc, arith::CmpIPredicate::eq,
                                          rest, lowering.constant(0));
    full = full ? arith::AndIOp::create(b, loc, full, aligned) : aligned;
  }
  return full;
}

SmallVector<Value> AccessEmitter::chunkCoords(int64_t c) {
  SmallVector<Value> coords;
  for (auto [d, offset] : llvm::enumerate(registers[c * width]))
    coords.push_back(offset ? arith::AddIOp::create(b, loc, base[d],
                                                    lowering.constant(offset))
                                  .getResult()
                            : base[d]);
  return coords;
}

Value AccessEmitter::address(ArrayRef<Value> coords) {
  Value linear;
  for (auto [coord, stride] : llvm::zip(coords, strides)) {
    Value term = arith::MulIOp::create(b, loc, coord, stride);
    linear = linear ? arith::AddIOp::create(b, loc, linear, term) : term;
  }
  Value offset = arith::IndexCastOp::create(b, loc, b.getI64Type(), linear);
  return LLVM::GEPOp::create(b, loc, access.buffer->pointer.getType(),
                             access.buffer->elementType, access.buffer->pointer,
                             ValueRange{offset});
}

Value AccessEmitter::chunkMask(ArrayRef<Value> coords) {
  int64_t rank = coords.size();
  // Elements of the chunk inside the buffer: none when an outer
  // coordinate is past its extent, else min(width, extent - coord) along
  // the innermost dimension (0 once past it). A tile index must first
  // start its tile inside (index < ceil(extent / size)): then its element
  // offsets are below extent + size and cannot have wrapped.
  Value outerInside;
  for (auto [d, index] : llvm::enumerate(access.tileIndex)) {
    if (!index)
      continue;
    Value tiles = arith::CeilDivUIOp::create(
        b, loc, access.buffer->sizes[d], lowering.constant(access.shape[d]));
    Value inside =
        arith::CmpIOp::create(b, loc, arith::CmpIPredicate::ult, index, tiles);
    outerInside = outerInside
                      ? arith::AndIOp::create(b, loc, outerInside, inside)
                      : inside;
  }
  for (int64_t d = 0; d < rank - 1; ++d) {
    Value inside = arith::CmpIOp::create(b, loc, arith::CmpIPredicate::ult,
                                         coords[d], access.buffer->sizes[d]);
    outerInside = outerInside
                      ? arith::AndIOp::create(b, loc, outerInside, inside)
                      : inside;
  }
  Value extent = access.buffer->sizes[rank - 1];
  Value zero = lowering.constant(0);
  Value before = arith::CmpIOp::create(b, loc, arith::CmpIPredicate::ult,
                                       coords[rank - 1], extent);
  Value left = arith::SubIOp::create(b, loc, extent, coords[rank - 1]);
  Value count = arith::MinUIOp::create(b, loc, left, lowering.constant(width));
  count = arith::SelectOp::create(b, loc, before, count, zero);
  if (outerInside)
    count = arith::SelectOp::create(b, loc, outerInside, count, zero);
  // In i32: a vector of `index` leaves casts that NVVM's pipeline does
  // not reconcile, and count <= width fits.
  auto laneVector = VectorType::get({width}, b.getI32Type());
  SmallVector<int32_t> steps =
      llvm::to_vector(llvm::seq<int32_t>(0, static_cast<int32_t>(width)));
  Value lanes = arith::ConstantOp::create(
      b, loc, laneVector,
      DenseElementsAttr::get(laneVector, ArrayRef<int32_t>(steps)));
  count = arith::IndexCastOp::create(b, loc, b.getI32Type(), count);
  Value counts = vector::BroadcastOp::create(b, loc, laneVector, count);
  return arith::CmpIOp::create(b, loc, arith::CmpIPredicate::ult, lanes,
                               counts);
}

Value AccessEmitter::load(VectorType type, TypedAttr padding, bool masked) {
  auto chunkType = VectorType::get({width}, type.getElementType());
  Value passThrough;
  if (masked)
    passThrough = arith::ConstantOp::create(
        b, loc, chunkType, DenseElementsAttr::get(chunkType, padding));
  Value result;
  for (int64_t c = 0; c < numChunks(); ++c) {
    SmallVector<Value> coords = chunkCoords(c);
    Value pointer = address(coords);
    Value chunk =
        masked
            ? LLVM::MaskedLoadOp::create(b, loc, chunkType, pointer,
                                         chunkMask(coords), passThrough,
                                         maskedAlignment)
                  .getResult()
            : LLVM::LoadOp::create(b, loc, chunkType, pointer, vectorAlignment)
                  .getResult();
    if (!result) {
      result = chunk;
      continue;
    }
    // Appends the chunk (a shuffle, which LLVM lowers directly).
    SmallVector<int64_t> all =
        llvm::to_vector(llvm::seq<int64_t>(0, (c + 1) * width));
    result = vector::ShuffleOp::create(b, loc, result, chunk, all);
  }
  return result;
}

void AccessEmitter::store(Value perThread, bool masked) {
  // A replicated element is stored by one thread only (else every replica
  // writes the same bytes: a race by the rules of the memory model).
  OpBuilder::InsertionGuard guard(b);
  if (owner) {
    auto owns = scf::IfOp::create(b, loc, TypeRange{}, owner,
                                  /*withElseRegion=*/false);
    b.setInsertionPointToStart(owns.thenBlock());
  }
  for (int64_t c = 0; c < numChunks(); ++c) {
    SmallVector<Value> coords = chunkCoords(c);
    Value chunk = perThread;
    if (numChunks() > 1)
      chunk = vector::ShuffleOp::create(
          b, loc, perThread, perThread,
          llvm::to_vector(llvm::seq<int64_t>(c * width, (c + 1) * width)));
    Value pointer = address(coords);
    if (masked)
      LLVM::MaskedStoreOp::create(b, loc, chunk, pointer, chunkMask(coords),
                                  maskedAlignment);
    else
      LLVM::StoreOp::create(b, loc, chunk, pointer, vectorAlignment);
  }
}

/// Whether `access` is in a blocked layout whose threads hold copies of
/// one element (the owner of each stores it: RegisterMap::owner).
static bool replicatedAccess(const TileAccess &access) {
  auto blocked = dyn_cast<BlockedLayoutAttr>(access.layout);
  return blocked && isReplicated(blocked, access.shape);
}

/// Loads `access` into a tile of `type`: unmasked where it is inside the
/// buffer, else under a uniform branch between the unmasked path and the
/// masked one (`padding` where outside).
static Value emitLoad(KernelLowering &lowering, const TileAccess &access,
                      VectorType type, TypedAttr padding) {
  AccessEmitter emitter(lowering, access);
  Value full = emitter.fullTile();
  if (!full)
    return emitter.load(type, padding, /*masked=*/false);
  auto branch = scf::IfOp::create(lowering.b, lowering.loc, type, full,
                                  /*withElseRegion=*/true);
  OpBuilder::InsertionGuard guard(lowering.b);
  lowering.b.setInsertionPointToStart(branch.thenBlock());
  scf::YieldOp::create(lowering.b, lowering.loc,
                       emitter.load(type, padding, /*masked=*/false));
  lowering.b.setInsertionPointToStart(branch.elseBlock());
  scf::YieldOp::create(lowering.b, lowering.loc,
                       emitter.load(type, padding, /*masked=*/true));
  return branch.getResult(0);
}

static void emitStore(KernelLowering &lowering, const TileAccess &access,
                      Value perThread) {
  AccessEmitter emitter(lowering, access);
  Value full = emitter.fullTile();
  if (!full)
    return emitter.store(perThread, /*masked=*/false);
  auto branch = scf::IfOp::create(lowering.b, lowering.loc, TypeRange{}, full,
                                  /*withElseRegion=*/true);
  OpBuilder::InsertionGuard guard(lowering.b);
  lowering.b.setInsertionPointToStart(branch.thenBlock());
  emitter.store(perThread, /*masked=*/false);
  lowering.b.setInsertionPointToStart(branch.elseBlock());
  emitter.store(perThread, /*masked=*/true);
}

Value tile::loadWholeTile(KernelLowering &lowering, const BufferArg &buffer,
                          ArrayRef<int64_t> shape, Attribute layout,
                          VectorType type) {
  int64_t rank = shape.size();
  TileAccess access{&buffer,
                    SmallVector<Value>(rank, lowering.constant(0)),
                    SmallVector<bool>(rank, true),
                    SmallVector<Value>(rank, Value()),
                    shape,
                    layout};
  return emitLoad(lowering, access, type,
                  lowering.b.getZeroAttr(type.getElementType()));
}

/// The access of a partition's own block (`blocks`, its coordinates in the
/// grid of blocks) times the block, checked at run time along dimensions of
/// more than one element (the buffer's size, and so whether the partition
/// is masked, is the host's).
static TileAccess partitionAccess(KernelLowering &lowering, Value part,
                                  ArrayRef<Value> blocks,
                                  ArrayRef<int64_t> shape,
                                  Attribute layout) {
  TileAccess access{&lowering.buffer(part), {}, {}, {}, shape, layout};
  for (auto [d, size] : llvm::enumerate(shape)) {
    access.tileStart.push_back(arith::MulIOp::create(
        lowering.b, lowering.loc, blocks[d], lowering.constant(size)));
    access.inBounds.push_back(size == 1);
    access.tileIndex.push_back(Value());
  }
  return access;
}

static LogicalResult checkMemoryElement(Operation *op, Type type) {
  if (type.isIntOrFloat() && type.getIntOrFloatBitWidth() % 8 == 0)
    return success();
  return op->emitError("convert-tile-to-gpu: '")
         << op->getName() << "' of " << type
         << " elements is not supported by the lowering yet";
}

/// The layout `op` accesses `tile` in: blocked, an accumulator's mma
/// layout, or a slice of either (whose replicated elements each have one
/// storing thread, RegisterMaps.h).
static Attribute accessLayoutOf(Operation *op, Value tile) {
  Attribute layout = getLayout(tile);
  if (!isa_and_nonnull<BlockedLayoutAttr, MmaLayoutAttr, SliceLayoutAttr>(
          layout)) {
    op->emitError("convert-tile-to-gpu: '")
        << op->getName()
        << "' of a tile without a blocked, mma or slice layout is not "
           "supported by the lowering";
    return {};
  }
  return layout;
}

/// Whether a tile.load_mut of `op`'s partition reads it in another layout
/// than `layout`, the one the store writes it in (a tile transposed in
/// place): a thread then writes elements another thread reads, and the
/// threads must meet between the read and the write.
static bool readInOtherLayout(StoreOp op, Attribute layout) {
  auto kernel = op->getParentOfType<KernelOp>();
  if (!kernel)
    return false;
  WalkResult found = kernel.walk([&](LoadMutOp read) {
    if (read.getPart() == op.getPart() && getLayout(read.getResult()) != layout)
      return WalkResult::interrupt();
    return WalkResult::advance();
  });
  return found.wasInterrupted();
}

namespace {

struct LoadLowering : TileOpLowering<LoadOp> {
  FailureOr<bool> lower(LoadOp op, KernelLowering &l) const override {
    OpBuilder &b = l.b;
    Location loc = l.loc;
    RankedTensorType type = op.getType();
    if (failed(checkMemoryElement(op, type.getElementType())))
      return failure();
    Attribute layout = accessLayoutOf(op, op.getResult());
    if (!layout)
      return failure();
    const BufferArg &view = l.buffer(op.getView());
    ArrayRef<int64_t> shape = type.getShape();
    TileAccess access{&view, {}, {}, {}, shape, layout};
    if (op.getLike()) {
      // The view's block at the program's block of the partition. Along a
      // dimension the tile divides (size 1, or a static extent it divides)
      // there is no tail: the launch makes sure the view is not smaller than
      // the partitioned buffer (T10, its run-time half for dynamic sizes).
      for (auto [d, size] : llvm::enumerate(shape)) {
        access.tileStart.push_back(
            arith::MulIOp::create(b, loc, l.programIds()[d], l.constant(size)));
        int64_t extent = view.staticSizes[d];
        access.inBounds.push_back(
            size == 1 ||
            (!ShapedType::isDynamic(extent) && extent % size == 0));
        access.tileIndex.push_back(Value());
      }
    } else {
      for (auto [d, index] : llvm::enumerate(op.getIndices())) {
        int64_t extent = view.staticSizes[d];
        APInt coordinate;
        Value mapped;
        if (matchPattern(index, m_ConstantInt(&coordinate))) {
          std::optional<int64_t> start =
              coordinate.isNegative()
                  ? std::nullopt
                  : llvm::checkedMul(coordinate.getSExtValue(), shape[d]);
          if (start && (ShapedType::isDynamic(extent) || *start < extent)) {
            access.tileStart.push_back(l.constant(*start));
            access.inBounds.push_back(!ShapedType::isDynamic(extent) &&
                                      *start + shape[d] <= extent);
            access.tileIndex.push_back(Value());
            continue;
          }
          // Outside the view (negative, past its static end, or past 64
          // bits): legal, and masked like a run-time coordinate, so the
          // tile is all padding.
          op.emitWarning("tile coordinate ")
              << coordinate.getSExtValue() << " along dimension " << d
              << " starts the tile outside the view; the load reads only "
                 "its padding";
          mapped = l.constant(coordinate.getSExtValue());
        }
        // A run-time tile index: checked, and masked where it is outside
        // (T7's run-time half).
        if (!mapped)
          mapped = l.lookup(index);
        access.tileStart.push_back(
            arith::MulIOp::create(b, loc, mapped, l.constant(shape[d])));
        access.inBounds.push_back(false);
        access.tileIndex.push_back(mapped);
      }
    }
    TypedAttr padding = op.getPaddingAttr();
    if (!padding)
      padding = b.getZeroAttr(type.getElementType());
    l.map(op.getResult(),
          emitLoad(l, access, TileTypeConverter::perThreadType(type, layout),
                   padding));
    return true;
  }
};

} // namespace

/// The access of `op` (a `tile.load_mut` or `tile.store`) to its
/// partition `part` with the tile `tile`; failure once the reason is
/// reported.
/// The block `op` accesses in `part`: the program's for a plain partition,
/// the iteration's (its `!tile.index`, `indices`) for a mapped one.
static FailureOr<SmallVector<Value>> ownBlock(KernelLowering &lowering,
                                              Operation *op, Value part,
                                              ValueRange indices) {
  if (isa<PartType>(part.getType()))
    return SmallVector<Value>(lowering.programIds());
  const SmallVector<Value> *coords =
      indices.size() == 1 ? lowering.blockCoords(indices[0]) : nullptr;
  if (!coords)
    return op->emitError("convert-tile-to-gpu: '")
           << op->getName()
           << "' on a mapped partition outside its 'tile.iter_indices' is "
              "not supported by the lowering yet";
  return *coords;
}

static FailureOr<TileAccess> ownPartitionAccess(KernelLowering &lowering,
                                                Operation *op, Value part,
                                                ValueRange indices,
                                                Value tile) {
  FailureOr<SmallVector<Value>> blocks = ownBlock(lowering, op, part, indices);
  if (failed(blocks))
    return failure();
  auto type = cast<RankedTensorType>(tile.getType());
  if (failed(checkMemoryElement(op, type.getElementType())))
    return failure();
  Attribute layout = accessLayoutOf(op, tile);
  if (!layout)
    return failure();
  return partitionAccess(lowering, part, *blocks, type.getShape(), layout);
}

namespace {

struct LoadMutLowering : TileOpLowering<LoadMutOp> {
  FailureOr<bool> lower(LoadMutOp op, KernelLowering &l) const override {
    RankedTensorType type = op.getResult().getType();
    FailureOr<TileAccess> access = ownPartitionAccess(
        l, op, op.getPart(), op.getIndices(), op.getResult());
    if (failed(access))
      return failure();
    // Elements outside a masked partition are never stored back; zero.
    l.map(op.getResult(),
          emitLoad(l, *access,
                   TileTypeConverter::perThreadType(type, access->layout),
                   l.b.getZeroAttr(type.getElementType())));
    // In an accumulator's fragment layout (C of C += A.B), a slice or a
    // replicated blocked layout, the thread that stores an element back may
    // not be the one that read it here (the store stages an accumulator to
    // a blocked layout; of a slice's or a replicated layout's copies one
    // stores): every read ends before any such write.
    if (!isa<BlockedLayoutAttr>(access->layout) || replicatedAccess(*access))
      gpu::BarrierOp::create(l.b, l.loc);
    return true;
  }
};

struct StoreLowering : TileOpLowering<StoreOp> {
  FailureOr<bool> lower(StoreOp op, KernelLowering &l) const override {
    Value value = op.getValue();
    if (isa_and_nonnull<MmaLayoutAttr>(getLayout(value))) {
      // Accumulators: through shared memory to the default blocked layout,
      // whose stores are 16 bytes per thread and masked at the tail.
      FailureOr<SmallVector<Value>> blocks =
          ownBlock(l, op, op.getPart(), op.getIndices());
      if (failed(blocks))
        return failure();
      auto type = cast<RankedTensorType>(value.getType());
      if (failed(checkMemoryElement(op, type.getElementType())))
        return failure();
      BlockedLayoutAttr layout = getDefaultLayout(
          l.b.getContext(), type.getShape(),
          type.getElementType().getIntOrFloatBitWidth(), l.getNumWarps(),
          /*replicate=*/true);
      if (!layout)
        return op->emitError("convert-tile-to-gpu: 'tile.store' of an mma "
                             "accumulator tile too small for a blocked layout "
                             "over the kernel's warps is not supported by the "
                             "lowering yet");
      FailureOr<Value> blocked = convertMmaToBlocked(l, op, value, layout);
      if (failed(blocked))
        return failure();
      emitStore(
          l, partitionAccess(l, op.getPart(), *blocks, type.getShape(), layout),
          *blocked);
      return true;
    }
    FailureOr<TileAccess> access =
        ownPartitionAccess(l, op, op.getPart(), op.getIndices(), value);
    if (failed(access))
      return failure();
    // Stored in another layout than a tile.load_mut read it (a tile
    // transposed in place): every read of the block ends before the first
    // write. (Tokens are not carried by scf.for, T3, and the iterations of
    // tile.iter_indices access other blocks, so only the accesses of one
    // block in one iteration meet.)
    if (readInOtherLayout(op, access->layout))
      gpu::BarrierOp::create(l.b, l.loc);
    emitStore(l, *access, l.lookup(value));
    // In a loop, a later tile.load_mut of the block by another copy of a
    // replicated layout reads after the owner's store.
    if (l.inLoop() && replicatedAccess(*access))
      gpu::BarrierOp::create(l.b, l.loc);
    return true;
  }
};

} // namespace

void tile::populateTileMemoryPatterns(TileLoweringPatternSet &patterns) {
  patterns.add<LoadLowering, LoadMutLowering, StoreLowering>();
}
