//===- MmaOps.cpp - tile.mma and the #tile.mma layout ---------------------===//
//
// Part of warptile. `tile.mma` on tensor cores: the blocked operand tiles
// of the loads are written to shared memory (a 16-byte-chunk XOR swizzle
// against bank conflicts), read back in the `#tile.dot_operand` fragments
// with `nvgpu.ldmatrix` (x4; `.trans` for a 16-bit B, which is stored
// K-major; scalar loads for a tf32 or i8 B, which ldmatrix cannot
// transpose) and multiplied with `mma.sync` (m16n8k16 for f16 and bf16,
// m16n8k8 for tf32, m16n8k32 for i8) into the `#tile.mma` accumulators.
// An accumulator tile goes back to a blocked layout (for the 16-byte
// stores of tile.store) through shared memory as well. A GEMM's K loop
// becomes a 3-stage cp.async pipeline that copies the operands straight
// to shared memory. The fragment maps are the PTX ISA's;
// docs/TileLowering.md writes them down.
//
//===----------------------------------------------------------------------===//

#include "KernelLowering.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/LLVMIR/NVVMDialect.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/NVGPU/IR/NVGPUDialect.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/UB/IR/UBOps.h"
#include "mlir/Dialect/Vector/IR/VectorOps.h"
#include "mlir/IR/Matchers.h"
#include "warptile/Conversion/Passes.h"
#include "warptile/Dialect/Tile/Transforms/Layouts.h"

using namespace mlir;
using namespace mlir::tile;

namespace mlir {
namespace tile {

/// A row-major 2-D tile in shared memory whose 16-byte chunks are
/// permuted within each row by an XOR with a function of the row.
struct SharedTile {
  Value memref;
  int64_t rows, cols;
  /// Elements per 16-byte chunk and chunks per row.
  int64_t chunkElems, chunks;
  /// The stage (leading index) of a multi-stage buffer; null for one tile.
  Value stage = Value();

  /// The memref indices of logical element (row, col).
  SmallVector<Value> indices(KernelLowering &l, Value row, Value col) const {
    SmallVector<Value> result;
    if (stage)
      result.push_back(stage);
    result.push_back(row);
    result.push_back(column(l, row, col));
    return result;
  }

  /// The XOR applied to the chunk index of row `row`: with 8 or more
  /// chunks (a multiple of 8) per row, `row % 8`; with 2 or 4, `(row / (8
  /// / chunks)) % chunks`; otherwise none. Eight consecutive rows then
  /// put a given logical chunk in eight different 16-byte bank groups (a
  /// 128-byte line holds 8 chunks), so the 8 row addresses of one
  /// ldmatrix matrix, and the column pairs of the accumulator stores, are
  /// conflict-free.
  Value swizzle(KernelLowering &l, Value row) const {
    OpBuilder &b = l.b;
    if (chunks % 8 == 0)
      return arith::RemUIOp::create(b, l.loc, row, l.constant(8));
    if (chunks == 2 || chunks == 4) {
      Value group =
          arith::DivUIOp::create(b, l.loc, row, l.constant(8 / chunks));
      return arith::RemUIOp::create(b, l.loc, group, l.constant(chunks));
    }
    return Value();
  }

  /// The physical column of logical element (row, col); `col` and the
  /// elements after it up to the end of its chunk stay together.
  Value column(KernelLowering &l, Value row, Value col) const {
    Value mask = swizzle(l, row);
    if (!mask)
      return col;
    OpBuilder &b = l.b;
    Value size = l.constant(chunkElems);
    Value chunk = arith::DivUIOp::create(b, l.loc, col, size);
    Value within = arith::RemUIOp::create(b, l.loc, col, size);
    Value moved = arith::XOrIOp::create(b, l.loc, chunk, mask);
    return arith::AddIOp::create(
        b, l.loc, arith::MulIOp::create(b, l.loc, moved, size), within);
  }
};

} // namespace tile
} // namespace mlir

/// Whether `chip` ("sm_90", "sm_90a", ...) has what tile.mma lowers to:
/// mma.sync m16n8k16 (f16, bf16), m16n8k8 (tf32), m16n8k32 (i8) and
/// cp.async are sm_80's; a chip not of the form sm_NN is left to the
/// pipeline's own check.
static bool hasMmaSync(StringRef chip) {
  std::optional<unsigned> version = warptile::smVersionOf(chip);
  return !version || *version >= 80;
}

static int64_t elementBytes(Type type) {
  return std::max<int64_t>(1, type.getIntOrFloatBitWidth() / 8);
}

/// A shared buffer's bytes, rounded up to the 16-byte boundary the next
/// one starts at.
static int64_t sharedSize(Value buffer) {
  auto type = cast<MemRefType>(buffer.getType());
  return llvm::alignTo(
      type.getNumElements() * elementBytes(type.getElementType()), 16);
}

int64_t KernelLowering::sharedBytes() {
  int64_t total = 0;
  for (BlockArgument buffer : func.getWorkgroupAttributions())
    total += sharedSize(buffer);
  return total;
}

int64_t KernelLowering::sharedPeak() {
  int64_t peak = sharedEnd;
  for (BlockArgument buffer : func.getWorkgroupAttributions())
    if (!sharedOffsets.count(buffer.getArgNumber()))
      peak += sharedSize(buffer);
  return peak;
}

void KernelLowering::releaseShared(ArrayRef<Value> buffers) {
  for (Value buffer : buffers) {
    auto arg = cast<BlockArgument>(buffer);
    int64_t begin = sharedOffsets.lookup(arg.getArgNumber());
    int64_t end = begin + sharedSize(buffer);
    if (reusableEnd == reusableBegin) {
      reusableBegin = begin;
      reusableEnd = end;
    } else if (begin <= reusableEnd && end >= reusableBegin) {
      reusableBegin = std::min(reusableBegin, begin);
      reusableEnd = std::max(reusableEnd, end);
    }
  }
}

FailureOr<Value> KernelLowering::allocateShared(Operation *op,
                                                ArrayRef<int64_t> shape,
                                                Type elementType) {
  auto type = MemRefType::get(
      shape, elementType, AffineMap(),
      gpu::AddressSpaceAttr::get(b.getContext(), gpu::AddressSpace::Workgroup));
  int64_t size = llvm::alignTo(
      type.getNumElements() * elementBytes(type.getElementType()), 16);
  // Within 48 KiB the buffers are static and apart. Past it they are
  // dynamic, and a buffer may start in memory released before (a finished
  // pipeline's stages) once every thread is done with it: one barrier.
  // Only memory at the end, so that the buffer overlaps nothing else.
  int64_t sum = sharedBytes() + size;
  bool reuse = sum > warptile::kDefaultSharedMemoryPerBlock &&
               reusableEnd > reusableBegin && reusableEnd == sharedEnd;
  int64_t offset = reuse ? reusableBegin : sharedEnd;
  int64_t total =
      sum <= warptile::kDefaultSharedMemoryPerBlock
          ? sum
          : std::max(sharedPeak(), sharedPeak() - sharedEnd + offset + size);
  if (total > maxSharedBytes)
    return op->emitError("convert-tile-to-gpu: '")
           << op->getName() << "' needs " << total
           << " bytes of shared memory in the kernel, more than the "
           << maxSharedBytes << " a block of " << chip
           << " gets (use smaller tiles)";
  if (reuse) {
    gpu::BarrierOp::create(b, loc);
    reusableBegin = reusableEnd = 0;
  }
  Value buffer = func.addWorkgroupAttribution(type, loc);
  sharedOffsets[cast<BlockArgument>(buffer).getArgNumber()] = offset;
  sharedEnd = std::max(sharedEnd, offset + size);
  // 16-byte vector accesses and ldmatrix row addresses need a 16-byte
  // aligned buffer (NVVM's default is the element's alignment).
  func.setWorkgroupAttributionAttr(func.getNumWorkgroupAttributions() - 1,
                                   LLVM::LLVMDialect::getAlignAttrName(),
                                   b.getI64IntegerAttr(16));
  return buffer;
}

static FailureOr<SharedTile> allocateTile(KernelLowering &l, Operation *op,
                                          RankedTensorType type) {
  FailureOr<Value> memref =
      l.allocateShared(op, type.getShape(), type.getElementType());
  if (failed(memref))
    return failure();
  SharedTile tile{*memref, type.getDimSize(0), type.getDimSize(1), 0, 0};
  tile.chunkElems = 16 / elementBytes(type.getElementType());
  tile.chunks = tile.cols / tile.chunkElems;
  return tile;
}

/// Writes a thread's registers of a 2-D tile with the blocked `layout` to
/// `tile`, one vector store per run of `sizePerThread` elements along the
/// columns (16 bytes for the default layouts of f16 and f32).
static void writeBlocked(KernelLowering &l, const SharedTile &tile,
                         Value perThread, ArrayRef<int64_t> shape,
                         BlockedLayoutAttr layout) {
  OpBuilder &b = l.b;
  Type element = cast<VectorType>(perThread.getType()).getElementType();
  int64_t width = layout.getOrder()[0] == 1 ? layout.getSizePerThread()[1] : 1;
  // A run must stay inside one 16-byte chunk for the swizzle to keep it
  // contiguous.
  if (tile.chunkElems % width != 0)
    width = 1;
  SmallVector<SmallVector<int64_t>> registers =
      KernelLowering::registerOffsets(layout, shape);
  SmallVector<Value> offsets = l.threadOffsets(layout);
  int64_t count = registers.size();
  for (int64_t r = 0; r < count; r += width) {
    Value row = arith::AddIOp::create(b, l.loc, offsets[0],
                                      l.constant(registers[r][0]));
    Value col = arith::AddIOp::create(b, l.loc, offsets[1],
                                      l.constant(registers[r][1]));
    Value run = vector::ShuffleOp::create(
        b, l.loc, perThread, perThread,
        llvm::to_vector(llvm::seq<int64_t>(r, r + width)));
    vector::StoreOp::create(
        b, l.loc, run, tile.memref, ValueRange{row, tile.column(l, row, col)},
        /*nontemporal=*/false, llvm::MaybeAlign(width * elementBytes(element)));
  }
}

/// The warp's coordinates in an mma layout's warp grid (row-major).
static std::pair<Value, Value> mmaWarp(KernelLowering &l,
                                       MmaLayoutAttr layout) {
  Value wn = l.constant(layout.getWarpsPerBlock()[1]);
  return {arith::DivUIOp::create(l.b, l.loc, l.warpId, wn),
          arith::RemUIOp::create(l.b, l.loc, l.warpId, wn)};
}

bool tile::fitsMmaLayout(MmaLayoutAttr layout, ArrayRef<int64_t> shape) {
  return shape.size() == 2 && shape[0] % layout.getFootprint(0) == 0 &&
         shape[1] % (2 * layout.getFootprint(1)) == 0;
}

/// One m16n8k16 bf16 mma.sync as `nvvm.mma.sync` (MLIR 22's nvgpu.mma.sync
/// deduces no PTX type for bf16): the fragments' pairs as i32 registers,
/// the accumulators as four f32, the same fragment layout as f16.
static Value mmaSyncBF16(KernelLowering &l, Value a, Value b, Value c) {
  OpBuilder &builder = l.b;
  Location loc = l.loc;
  Type i32 = builder.getI32Type(), f32 = builder.getF32Type();
  auto registers = [&](Value fragment, int64_t rows) {
    SmallVector<Value> values;
    for (int64_t row = 0; row < rows; ++row)
      values.push_back(LLVM::BitcastOp::create(
          builder, loc, i32,
          vector::ExtractOp::create(builder, loc, fragment,
                                    ArrayRef<int64_t>{row})));
    return values;
  };
  SmallVector<Value> accumulators;
  for (int64_t row = 0; row < 2; ++row)
    for (int64_t col = 0; col < 2; ++col)
      accumulators.push_back(vector::ExtractOp::create(
          builder, loc, c, ArrayRef<int64_t>{row, col}));
  auto resultType = LLVM::LLVMStructType::getLiteral(builder.getContext(),
                                                     {f32, f32, f32, f32});
  Value d = NVVM::MmaOp::create(
      builder, loc, resultType, registers(a, 4), registers(b, 2), accumulators,
      ArrayRef<int64_t>{16, 8, 16}, std::nullopt, std::nullopt,
      std::array<NVVM::MMATypes, 2>{NVVM::MMATypes::bf16, NVVM::MMATypes::bf16},
      std::array<NVVM::MMALayout, 2>{NVVM::MMALayout::row,
                                     NVVM::MMALayout::col});
  Value tile = ub::PoisonOp::create(builder, loc, c.getType());
  for (int64_t e = 0; e < 4; ++e)
    tile = vector::InsertOp::create(
        builder, loc, LLVM::ExtractValueOp::create(builder, loc, d, e), tile,
        ArrayRef<int64_t>{e / 2, e % 2});
  return tile;
}

LogicalResult KernelLowering::lowerMma(MmaOp op) {
  // The layouts may be written by hand (a kernel with tile.num_warps keeps
  // them): check everything the code below relies on.
  auto layout = dyn_cast<MmaLayoutAttr>(op->getAttr(kLayoutAttrName));
  RankedTensorType aType = op.getA().getType(), bType = op.getB().getType();
  int64_t m = aType.getDimSize(0), k = aType.getDimSize(1),
          n = bType.getDimSize(1);
  auto aLayout = dyn_cast_or_null<BlockedLayoutAttr>(getLayout(op.getA()));
  auto bLayout = dyn_cast_or_null<BlockedLayoutAttr>(getLayout(op.getB()));
  if (!layout || getLayout(op.getAcc()) != layout || !aLayout || !bLayout)
    return op.emitError("convert-tile-to-gpu: 'tile.mma' lowers blocked "
                        "operands into an accumulator of its own '#tile.mma' "
                        "layout; these layouts are not supported");
  // Before sm_80 the backend cannot select the instructions (an abort).
  if (!hasMmaSync(chip))
    return op.emitError("convert-tile-to-gpu: 'tile.mma' lowers to "
                        "mma.sync and cp.async of sm_80 and later; the chip "
                        "is ")
           << chip;
  int64_t instrK = getMmaInstrK(aType.getElementType(), bType.getElementType(),
                                op.getType().getElementType());
  if (instrK == 0)
    return op.emitError("convert-tile-to-gpu: 'tile.mma' lowers f16 x f16 "
                        "into f32 or f16, bf16 x bf16 and f32 x f32 (tf32) "
                        "into f32, i8 x i8 into i32 only");
  if (layout.getInstrShape()[2] != instrK)
    return op.emitError("convert-tile-to-gpu: 'tile.mma' of ")
           << aType.getElementType() << " operands multiplies with mma.sync "
           << "m16n8k" << instrK << "; its layout's instrShape is [16, 8, "
           << layout.getInstrShape()[2] << "]";
  if (k % instrK != 0 || !fitsMmaLayout(layout, op.getType().getShape()))
    return op.emitError("convert-tile-to-gpu: 'tile.mma' of shape ")
           << m << "x" << n << "x" << k << " does not divide into the "
           << "layout's 16x16x" << instrK << " pieces per warp";

  // 1. The operands to shared memory, then one barrier.
  FailureOr<SharedTile> sa = allocateTile(*this, op, aType);
  if (failed(sa))
    return failure();
  FailureOr<SharedTile> sb = allocateTile(*this, op, bType);
  if (failed(sb))
    return failure();
  writeBlocked(*this, *sa, lookup(op.getA()), aType.getShape(), aLayout);
  writeBlocked(*this, *sb, lookup(op.getB()), bType.getShape(), bLayout);
  gpu::BarrierOp::create(b, loc);
  map(op.getResult(), multiplyFromShared(op, *sa, *sb));
  // The next mma (a loop's next iteration) rewrites the operand tiles only
  // after every warp has read them.
  if (inLoop)
    gpu::BarrierOp::create(b, loc);
  return success();
}

Value KernelLowering::multiplyFromShared(MmaOp op, const SharedTile &sa,
                                         const SharedTile &sb) {
  auto layout = cast<MmaLayoutAttr>(op->getAttr(kLayoutAttrName));
  RankedTensorType aType = op.getA().getType(), bType = op.getB().getType();
  int64_t m = aType.getDimSize(0), k = aType.getDimSize(1),
          n = bType.getDimSize(1);
  Type element = aType.getElementType();
  Type accElement = op.getType().getElementType();
  // The instruction's K, the operand elements per 32-bit register and per
  // 16-byte ldmatrix row: m16n8k16 for 16-bit elements, m16n8k8 for tf32,
  // m16n8k32 for i8.
  int64_t instrK = layout.getInstrShape()[2];
  int64_t bytes = elementBytes(element);
  int64_t perRegister = 4 / bytes, rowElems = 16 / bytes;

  // 2. Per instrK-wide step of K: the warp's A fragments (one ldmatrix.x4
  // per 16 rows) and B fragments (16-bit: one ldmatrix.x4.trans per 16
  // columns, two m16n8 tiles; else scalar shared loads per m16n8 tile),
  // then one mma.sync per accumulator tile.
  int64_t wm = layout.getWarpsPerBlock()[0], wn = layout.getWarpsPerBlock()[1];
  int64_t repM = m / (16 * wm), repN = n / (8 * wn);
  auto [warpM, warpN] = mmaWarp(*this, layout);
  // Lane l gives the row address of matrix l / 8, row l % 8 of it.
  Value matrix = arith::DivUIOp::create(b, loc, laneId, constant(8));
  Value matrixRow = arith::RemUIOp::create(b, loc, laneId, constant(8));
  // Matrices 1 and 3 are the lower 8 rows (of A) or the upper 8 k (of B);
  // 2 and 3 the right 16 bytes of A's rows or the next 8-column tile of B.
  Value lowerHalf = arith::MulIOp::create(
      b, loc, arith::RemUIOp::create(b, loc, matrix, constant(2)), constant(8));
  Value rightHalf = arith::DivUIOp::create(b, loc, matrix, constant(2));
  Value laneRow = arith::AddIOp::create(b, loc, lowerHalf, matrixRow);
  Value aRowBase = arith::AddIOp::create(
      b, loc, arith::MulIOp::create(b, loc, warpM, constant(16)), laneRow);
  Value aColBase = arith::MulIOp::create(b, loc, rightHalf, constant(rowElems));
  // Ops created in sequence, not as arguments of one call (whose order of
  // evaluation C++ leaves to the compiler): the IR is the same whatever
  // built the lowering.
  Value warpCol = arith::MulIOp::create(b, loc, warpN, constant(8));
  Value bColBase, bRowBase, bColLane;
  if (bytes == 2) {
    Value nextTile = arith::MulIOp::create(b, loc, rightHalf, constant(8 * wn));
    bColBase = arith::AddIOp::create(b, loc, warpCol, nextTile);
  } else {
    // The fragment's own elements (the PTX ISA's B of m16n8k8 and
    // m16n8k32): column groupID, k rows p * threadID_in_group + (0 .. p-1)
    // (+ 4p for the second register).
    Value group = arith::DivUIOp::create(b, loc, laneId, constant(4));
    Value inGroup = arith::RemUIOp::create(b, loc, laneId, constant(4));
    bRowBase = arith::MulIOp::create(b, loc, inGroup, constant(perRegister));
    bColLane = arith::AddIOp::create(b, loc, warpCol, group);
  }

  // Only 1-D vectors and whole rows of 2-D ones: what the NVVM pipeline's
  // vector-to-LLVM patterns lower (no n-D shape_cast or strided slice).
  auto fragments = VectorType::get({4, perRegister}, element);
  auto bFragType = VectorType::get({2, perRegister}, element);
  auto accTile = VectorType::get({2, 2}, accElement);
  Value acc = lookup(op.getAcc());
  SmallVector<Value> c;
  for (int64_t t = 0; t < repM * repN; ++t) {
    Value tile = ub::PoisonOp::create(b, loc, accTile);
    for (int64_t row = 0; row < 2; ++row) {
      Value pair = vector::ShuffleOp::create(
          b, loc, acc, acc,
          ArrayRef<int64_t>{4 * t + 2 * row, 4 * t + 2 * row + 1});
      tile =
          vector::InsertOp::create(b, loc, pair, tile, ArrayRef<int64_t>{row});
    }
    c.push_back(tile);
  }

  for (int64_t kk = 0; kk < k / instrK; ++kk) {
    SmallVector<Value> aFrag, bFrag;
    // Without .trans a lane receives 4 bytes of row lane / 4 of each
    // matrix, at byte 4 * (lane % 4): A's fragment register for 8-, 16-
    // and 32-bit elements alike (matrices 0..3 = a registers 0..3).
    for (int64_t im = 0; im < repM; ++im) {
      Value row =
          arith::AddIOp::create(b, loc, aRowBase, constant(im * 16 * wm));
      Value col =
          arith::AddIOp::create(b, loc, aColBase, constant(kk * instrK));
      aFrag.push_back(nvgpu::LdMatrixOp::create(
          b, loc, fragments, sa.memref, sa.indices(*this, row, col),
          /*transpose=*/false, /*numTiles=*/4));
    }
    // B of tf32 and i8 (K x N in shared memory): ldmatrix has no .trans
    // for 32- or 8-bit elements on sm_80/sm_90 (.trans moves 16-bit
    // halves), so each lane reads its 2p elements itself.
    for (int64_t jn = 0; bytes != 2 && jn < repN; ++jn) {
      Value col =
          arith::AddIOp::create(b, loc, bColLane, constant(jn * 8 * wn));
      Value frag = ub::PoisonOp::create(b, loc, bFragType);
      for (int64_t r = 0; r < 2; ++r) {
        SmallVector<Value> values;
        for (int64_t e = 0; e < perRegister; ++e) {
          Value row = arith::AddIOp::create(
              b, loc, bRowBase,
              constant(kk * instrK + 4 * perRegister * r + e));
          values.push_back(memref::LoadOp::create(b, loc, sb.memref,
                                                  sb.indices(*this, row, col)));
        }
        Value reg = vector::FromElementsOp::create(
            b, loc, VectorType::get({perRegister}, element), values);
        frag =
            vector::InsertOp::create(b, loc, reg, frag, ArrayRef<int64_t>{r});
      }
      bFrag.push_back(frag);
    }
    for (int64_t jp = 0; bytes == 2 && jp < repN / 2; ++jp) {
      Value row = arith::AddIOp::create(b, loc, laneRow, constant(kk * 16));
      Value col =
          arith::AddIOp::create(b, loc, bColBase, constant(2 * jp * 8 * wn));
      Value pair = nvgpu::LdMatrixOp::create(
          b, loc, fragments, sb.memref, sb.indices(*this, row, col),
          /*transpose=*/true, /*numTiles=*/4);
      for (int64_t half = 0; half < 2; ++half) {
        Value frag = ub::PoisonOp::create(b, loc, bFragType);
        for (int64_t row = 0; row < 2; ++row)
          frag = vector::InsertOp::create(
              b, loc,
              vector::ExtractOp::create(b, loc, pair,
                                        ArrayRef<int64_t>{2 * half + row}),
              frag, ArrayRef<int64_t>{row});
        bFrag.push_back(frag);
      }
    }
    for (int64_t im = 0; im < repM; ++im)
      for (int64_t jn = 0; jn < repN; ++jn) {
        Value &tile = c[im * repN + jn];
        // f32 operands are the tf32 form: their registers go to the
        // tensor core as they are (MLIR's tf32Enabled, Triton's tf32),
        // which reads the sign, the exponent and the top 10 mantissa bits.
        tile =
            element.isBF16()
                ? mmaSyncBF16(*this, aFrag[im], bFrag[jn], tile)
                : nvgpu::MmaSyncOp::create(b, loc, aFrag[im], bFrag[jn], tile,
                                           ArrayRef<int64_t>{16, 8, instrK},
                                           /*tf32Enabled=*/element.isF32())
                      .getResult();
      }
  }
  SmallVector<Value> elements;
  for (Value tile : c)
    for (int64_t row = 0; row < 2; ++row)
      for (int64_t col = 0; col < 2; ++col)
        elements.push_back(vector::ExtractOp::create(
            b, loc, tile, ArrayRef<int64_t>{row, col}));
  return vector::FromElementsOp::create(b, loc, cast<VectorType>(acc.getType()),
                                        elements);
}

FailureOr<Value> KernelLowering::convertMmaToBlocked(Operation *op, Value tile,
                                                     BlockedLayoutAttr to) {
  auto layout = cast<MmaLayoutAttr>(getLayout(tile));
  auto type = cast<RankedTensorType>(tile.getType());
  ArrayRef<int64_t> shape = type.getShape();
  Type element = type.getElementType();
  if (!fitsMmaLayout(layout, shape) ||
      !(element.isF32() || element.isInteger(32) || element.isF16()))
    return op->emitError("convert-tile-to-gpu: '")
           << op->getName() << "' of a " << type
           << " tile in an mma layout it does not divide into is not "
              "supported";
  FailureOr<SharedTile> shared = allocateTile(*this, op, type);
  if (failed(shared))
    return failure();
  Value perThread = lookup(tile);
  int64_t bytes = elementBytes(type.getElementType());

  // Each thread writes its accumulator pairs (c0 c1 on row groupID, c2 c3
  // eight rows below: 8 bytes for f32 and i32, 4 for f16).
  int64_t wm = layout.getWarpsPerBlock()[0], wn = layout.getWarpsPerBlock()[1];
  int64_t repM = shape[0] / (16 * wm), repN = shape[1] / (8 * wn);
  auto [warpM, warpN] = mmaWarp(*this, layout);
  Value group = arith::DivUIOp::create(b, loc, laneId, constant(4));
  Value inGroup = arith::RemUIOp::create(b, loc, laneId, constant(4));
  Value rowBase = arith::AddIOp::create(
      b, loc, arith::MulIOp::create(b, loc, warpM, constant(16)), group);
  Value warpCol = arith::MulIOp::create(b, loc, warpN, constant(8));
  Value pairCol = arith::MulIOp::create(b, loc, inGroup, constant(2));
  Value colBase = arith::AddIOp::create(b, loc, warpCol, pairCol);
  for (int64_t im = 0; im < repM; ++im)
    for (int64_t jn = 0; jn < repN; ++jn)
      for (int64_t half = 0; half < 2; ++half) {
        int64_t r = (im * repN + jn) * 4 + 2 * half;
        Value row = arith::AddIOp::create(b, loc, rowBase,
                                          constant(im * 16 * wm + 8 * half));
        Value col =
            arith::AddIOp::create(b, loc, colBase, constant(jn * 8 * wn));
        Value pair = vector::ShuffleOp::create(b, loc, perThread, perThread,
                                               ArrayRef<int64_t>{r, r + 1});
        vector::StoreOp::create(
            b, loc, pair, shared->memref,
            ValueRange{row, shared->column(*this, row, col)},
            /*nontemporal=*/false, llvm::MaybeAlign(2 * bytes));
      }
  gpu::BarrierOp::create(b, loc);

  // Each thread reads its blocked registers back, a run of sizePerThread
  // at a time.
  int64_t width = to.getOrder()[0] == 1 ? to.getSizePerThread()[1] : 1;
  if (shared->chunkElems % width != 0)
    width = 1;
  SmallVector<SmallVector<int64_t>> registers = registerOffsets(to, shape);
  SmallVector<Value> offsets = threadOffsets(to);
  auto runType = VectorType::get({width}, type.getElementType());
  Value result;
  for (int64_t r = 0, e = registers.size(); r < e; r += width) {
    Value row =
        arith::AddIOp::create(b, loc, offsets[0], constant(registers[r][0]));
    Value col =
        arith::AddIOp::create(b, loc, offsets[1], constant(registers[r][1]));
    Value run = vector::LoadOp::create(
        b, loc, runType, shared->memref,
        ValueRange{row, shared->column(*this, row, col)},
        /*nontemporal=*/false, llvm::MaybeAlign(width * bytes));
    result = result ? vector::ShuffleOp::create(
                          b, loc, result, run,
                          llvm::to_vector(llvm::seq<int64_t>(0, r + width)))
                          .getResult()
                    : run;
  }
  if (inLoop)
    gpu::BarrierOp::create(b, loc);
  return result;
}

//===----------------------------------------------------------------------===//
// The K loop as a cp.async pipeline
//===----------------------------------------------------------------------===//

/// Stages of the pipeline (Triton's default for GEMM).
static constexpr int64_t kStages = 3;

namespace {
/// One operand of a pipelined loop: its load, shape and layout.
struct PipelinedOperand {
  mutable LoadOp load;
  RankedTensorType type;
  BlockedLayoutAttr layout;
  SharedTile shared;
};
} // namespace

/// Whether `load` (in `loop`) can be copied with 16-byte cp.async: tile
/// indices that are the induction variable or defined outside the loop,
/// zero padding, 16-byte runs of a 2-D tile whose rows keep them aligned.
static bool isPipelinableLoad(scf::ForOp loop, LoadOp load,
                              const BufferArg &view) {
  if (load.getLike() || !load.getResult().hasOneUse())
    return false;
  if (TypedAttr padding = load.getPaddingAttr())
    if (!matchPattern(padding, m_AnyZeroFloat()))
      return false;
  for (Value index : load.getIndices())
    if (index != loop.getInductionVar() &&
        loop->isAncestor(index.getParentRegion()->getParentOp()))
      return false;
  auto layout = dyn_cast_or_null<BlockedLayoutAttr>(getLayout(load));
  RankedTensorType type = load.getType();
  if (!layout || type.getRank() != 2 || layout.getOrder()[0] != 1 ||
      layout.getSizePerThread()[1] * elementBytes(type.getElementType()) != 16)
    return false;
  int64_t rowLength = view.staticSizes[1];
  return !ShapedType::isDynamic(rowLength) &&
         rowLength % layout.getSizePerThread()[1] == 0;
}

/// Issues the cp.async copies of `operand`'s tile for the iteration whose
/// induction variable is `iv` into stage `stage`: each thread its 16-byte
/// runs of the blocked layout, `src-size` the bytes inside the buffer
/// (zero fill past the end; a run wholly outside reads nothing).
static void issueCopies(KernelLowering &l, scf::ForOp loop,
                        const PipelinedOperand &operand, Value iv,
                        Value stage) {
  OpBuilder &b = l.b;
  Location loc = l.loc;
  const BufferArg &view = l.buffers[operand.load.getView()];
  ArrayRef<int64_t> shape = operand.type.getShape();
  Type element = operand.type.getElementType();
  int64_t bytes = elementBytes(element);
  int64_t width = operand.layout.getSizePerThread()[1];
  // Tile indices, their first elements, and whether they start inside.
  SmallVector<Value> starts;
  Value tileInside;
  for (auto [d, index] : llvm::enumerate(operand.load.getIndices())) {
    Value value = index == loop.getInductionVar() ? iv : l.lookup(index);
    starts.push_back(
        arith::MulIOp::create(b, loc, value, l.constant(shape[d])));
    Value tiles =
        arith::CeilDivUIOp::create(b, loc, view.sizes[d], l.constant(shape[d]));
    Value inside =
        arith::CmpIOp::create(b, loc, arith::CmpIPredicate::ult, value, tiles);
    tileInside =
        tileInside ? arith::AndIOp::create(b, loc, tileInside, inside) : inside;
  }
  // The shared buffer as a pointer (cp.async takes one).
  Value base = memref::ExtractAlignedPointerAsIndexOp::create(
      b, loc, operand.shared.memref);
  base = LLVM::IntToPtrOp::create(
      b, loc, LLVM::LLVMPointerType::get(b.getContext(), 3),
      ValueRange{arith::IndexCastOp::create(b, loc, b.getI64Type(), base)});
  Value stageOffset =
      arith::MulIOp::create(b, loc, stage, l.constant(shape[0] * shape[1]));
  SmallVector<SmallVector<int64_t>> registers =
      KernelLowering::registerOffsets(operand.layout, shape);
  SmallVector<Value> offsets = l.threadOffsets(operand.layout);
  for (int64_t r = 0, e = registers.size(); r < e; r += width) {
    Value row =
        arith::AddIOp::create(b, loc, offsets[0], l.constant(registers[r][0]));
    Value col =
        arith::AddIOp::create(b, loc, offsets[1], l.constant(registers[r][1]));
    Value globalRow = arith::AddIOp::create(b, loc, starts[0], row);
    Value globalCol = arith::AddIOp::create(b, loc, starts[1], col);
    Value rowInside = arith::CmpIOp::create(
        b, loc, arith::CmpIPredicate::ult, globalRow, view.sizes[0]);
    Value colInside = arith::CmpIOp::create(
        b, loc, arith::CmpIPredicate::ult, globalCol, view.sizes[1]);
    Value inside = arith::AndIOp::create(
        b, loc, tileInside,
        arith::AndIOp::create(b, loc, rowInside, colInside));
    Value left = arith::MinUIOp::create(
        b, loc, arith::SubIOp::create(b, loc, view.sizes[1], globalCol),
        l.constant(width));
    Value count = arith::SelectOp::create(b, loc, inside, left, l.constant(0));
    Value srcBytes = arith::IndexCastOp::create(
        b, loc, b.getI32Type(),
        arith::MulIOp::create(b, loc, count, l.constant(bytes)));
    // Outside the buffer the source is its first element (not read).
    Value linear = arith::AddIOp::create(
        b, loc, arith::MulIOp::create(b, loc, globalRow, view.sizes[1]),
        globalCol);
    linear = arith::SelectOp::create(b, loc, inside, linear, l.constant(0));
    Value src = LLVM::GEPOp::create(
        b, loc, view.pointer.getType(), element, view.pointer,
        ValueRange{arith::IndexCastOp::create(b, loc, b.getI64Type(), linear)});
    Value local = arith::AddIOp::create(
        b, loc, stageOffset,
        arith::AddIOp::create(
            b, loc, arith::MulIOp::create(b, loc, row, l.constant(shape[1])),
            operand.shared.column(l, row, col)));
    Value dst = LLVM::GEPOp::create(
        b, loc, base.getType(), element, base,
        ValueRange{arith::IndexCastOp::create(b, loc, b.getI64Type(), local)});
    NVVM::CpAsyncOp::create(
        b, loc, dst, src, b.getI32IntegerAttr(16),
        NVVM::LoadCacheModifierKindAttr::get(b.getContext(),
                                             NVVM::LoadCacheModifierKind::CG),
        srcBytes);
  }
}

FailureOr<bool> KernelLowering::lowerPipelinedLoop(scf::ForOp loop) {
  // The shape: one carried accumulator, a body of two loads feeding one
  // tile.mma (and nothing else), the mma's result yielded. Before sm_80
  // (no cp.async) lowerMma reports the mma.
  if (!hasMmaSync(chip) || loop.getNumRegionIterArgs() != 1)
    return false;
  Block *body = loop.getBody();
  SmallVector<Operation *> ops;
  for (Operation &op : body->without_terminator())
    ops.push_back(&op);
  if (ops.size() != 3)
    return false;
  auto mma = dyn_cast<MmaOp>(ops[2]);
  auto yield = cast<scf::YieldOp>(body->getTerminator());
  if (!mma || yield.getOperand(0) != mma.getResult() ||
      mma.getAcc() != loop.getRegionIterArgs()[0])
    return false;
  auto la = mma.getA().getDefiningOp<LoadOp>();
  auto lb = mma.getB().getDefiningOp<LoadOp>();
  if (!la || !lb || la == lb || la->getBlock() != body ||
      lb->getBlock() != body)
    return false;
  auto layout = dyn_cast_or_null<MmaLayoutAttr>(mma->getAttr(kLayoutAttrName));
  RankedTensorType aType = la.getType(), bType = lb.getType();
  Type element = aType.getElementType();
  Type accElement = mma.getType().getElementType();
  // What lowerMma would reject is reported there (the loop then goes
  // through registers and reaches it).
  int64_t instrK = getMmaInstrK(element, bType.getElementType(), accElement);
  if (!layout || getLayout(mma.getAcc()) != layout || instrK == 0 ||
      layout.getInstrShape()[2] != instrK ||
      aType.getDimSize(1) % instrK != 0 ||
      !fitsMmaLayout(layout, mma.getType().getShape()))
    return false;
  if (!isPipelinableLoad(loop, la, buffers[la.getView()]) ||
      !isPipelinableLoad(loop, lb, buffers[lb.getView()]))
    return false;
  // The stages and the epilogue's conversion must fit a block's shared
  // memory; else the loop goes through registers.
  int64_t bytes = elementBytes(element);
  int64_t stages =
      kStages * (aType.getNumElements() + bType.getNumElements()) * bytes;
  int64_t epilogue =
      mma.getType().getNumElements() * elementBytes(accElement);
  int64_t total = sharedBytes() + stages + epilogue;
  // Past 48 KiB the epilogue reuses the stages (allocateShared).
  if (total > warptile::kDefaultSharedMemoryPerBlock)
    total = sharedPeak() + std::max(stages, epilogue);
  if (total > maxSharedBytes)
    return false;

  SmallVector<PipelinedOperand> operands;
  for (LoadOp load : {la, lb}) {
    RankedTensorType type = load.getType();
    FailureOr<Value> memref =
        allocateShared(load, {kStages, type.getDimSize(0), type.getDimSize(1)},
                       type.getElementType());
    if (failed(memref))
      return failure();
    SharedTile shared{*memref, type.getDimSize(0), type.getDimSize(1),
                      16 / bytes, type.getDimSize(1) / (16 / bytes)};
    operands.push_back(
        {load, type, cast<BlockedLayoutAttr>(getLayout(load)), shared});
  }

  Value lower = mapping.lookup(loop.getLowerBound());
  Value upper = mapping.lookup(loop.getUpperBound());
  Value step = mapping.lookup(loop.getStep());
  loc = loop.getLoc();
  auto issueIf = [&](Value iv, Value stage) {
    Value valid =
        arith::CmpIOp::create(b, loc, arith::CmpIPredicate::slt, iv, upper);
    auto branch = scf::IfOp::create(b, loc, TypeRange{}, valid,
                                    /*withElseRegion=*/false);
    OpBuilder::InsertionGuard guard(b);
    b.setInsertionPointToStart(branch.thenBlock());
    for (const PipelinedOperand &operand : operands)
      issueCopies(*this, loop, operand, iv, stage);
  };
  // Prologue: the first kStages - 1 steps, one commit group each.
  for (int64_t s = 0; s < kStages - 1; ++s) {
    Value iv = arith::AddIOp::create(
        b, loc, lower, arith::MulIOp::create(b, loc, step, constant(s)));
    issueIf(iv, constant(s));
    NVVM::CpAsyncCommitGroupOp::create(b, loc);
  }
  auto lowered = scf::ForOp::create(b, loc, lower, upper, step,
                                    ValueRange{lookup(loop.getInitArgs()[0])});
  Block *newBody = lowered.getBody();
  if (!newBody->empty())
    newBody->getTerminator()->erase();
  {
    OpBuilder::InsertionGuard guard(b);
    b.setInsertionPointToEnd(newBody);
    Value iv = lowered.getInductionVar();
    mapping.map(loop.getInductionVar(), iv);
    mapping.map(loop.getRegionIterArgs()[0], lowered.getRegionIterArgs()[0]);
    Value iteration = arith::DivUIOp::create(
        b, loc, arith::SubIOp::create(b, loc, iv, lower), step);
    // Step i's group is complete once at most kStages - 2 newer ones are
    // pending; the barrier makes every thread's copies visible.
    NVVM::CpAsyncWaitGroupOp::create(b, loc, kStages - 2);
    gpu::BarrierOp::create(b, loc);
    SharedTile sa = operands[0].shared, sb = operands[1].shared;
    sa.stage = sb.stage =
        arith::RemUIOp::create(b, loc, iteration, constant(kStages));
    Value next = multiplyFromShared(mma, sa, sb);
    // Step i + kStages - 1 into the stage step i - 1 read: every thread is
    // past this step's barrier, so past its reads of step i - 1.
    Value ahead = arith::AddIOp::create(
        b, loc, iv, arith::MulIOp::create(b, loc, step, constant(kStages - 1)));
    issueIf(ahead,
            arith::RemUIOp::create(
                b, loc,
                arith::AddIOp::create(b, loc, iteration, constant(kStages - 1)),
                constant(kStages)));
    NVVM::CpAsyncCommitGroupOp::create(b, loc);
    scf::YieldOp::create(b, loc, next);
  }
  // No copy is left pending past the loop, and no thread reads the stages
  // after it: the next buffer (the epilogue's) may take their memory.
  NVVM::CpAsyncWaitGroupOp::create(b, loc, 0);
  releaseShared({operands[0].shared.memref, operands[1].shared.memref});
  mapping.map(loop.getResult(0), lowered.getResult(0));
  return true;
}
