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

#include "MmaLowering.h"

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

/// Whether `chip` ("sm_90", "sm_90a", ...) has what tile.mma lowers to:
/// mma.sync m16n8k16 (f16, bf16), m16n8k8 (tf32), m16n8k32 (i8) and
/// cp.async are sm_80's; a chip not of the form sm_NN is left to the
/// pipeline's own check.
bool tile::hasMmaSync(StringRef chip) {
  std::optional<unsigned> version = warptile::smVersionOf(chip);
  return !version || *version >= 80;
}

static FailureOr<SharedTile> allocateTile(KernelLowering &l, Operation *op,
                                          RankedTensorType type) {
  FailureOr<Value> memref = l.getShared().allocate(
      l.b, l.loc, op, type.getShape(), type.getElementType());
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
  SmallVector<SmallVector<int64_t>> registers = registerOffsets(layout, shape);
  SmallVector<Value> offsets = l.threadOffsets(layout, shape);
  // Of a replicated layout's copies, one writes (KernelLowering::ownsElements).
  OpBuilder::InsertionGuard guard(b);
  if (Value owns = l.ownsElements(layout, shape))
    b.setInsertionPointToStart(
        scf::IfOp::create(b, l.loc, TypeRange{}, owns, false).thenBlock());
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
  return {arith::DivUIOp::create(l.b, l.loc, l.warpId(), wn),
          arith::RemUIOp::create(l.b, l.loc, l.warpId(), wn)};
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

namespace {

struct MmaLowering : TileOpLowering<MmaOp> {
  FailureOr<bool> lower(MmaOp op, KernelLowering &l) const override;
};

} // namespace

FailureOr<bool> MmaLowering::lower(MmaOp op, KernelLowering &l) const {
  OpBuilder &b = l.b;
  Location loc = l.loc;
  // The layouts may be written by hand (a kernel with tile.num_warps keeps
  // them): check everything the code below relies on.
  auto layout = dyn_cast<MmaLayoutAttr>(op->getAttr(kLayoutAttrName));
  RankedTensorType aType = op.getA().getType(), bType = op.getB().getType();
  int64_t m = aType.getDimSize(0), k = aType.getDimSize(1),
          n = bType.getDimSize(1);
  auto aLayout = dyn_cast_or_null<BlockedLayoutAttr>(getLayout(op.getA()));
  auto bLayout = dyn_cast_or_null<BlockedLayoutAttr>(getLayout(op.getB()));
  // An A in an accumulator layout whose registers are the A fragments
  // (MmaOperands.cpp).
  bool aInRegisters = isRegisterOperand(
      dyn_cast_or_null<MmaLayoutAttr>(getLayout(op.getA())), layout,
      aType.getElementType());
  if (!layout || getLayout(op.getAcc()) != layout ||
      !(aLayout || aInRegisters) || !bLayout)
    return op.emitError("convert-tile-to-gpu: 'tile.mma' lowers blocked "
                        "operands into an accumulator of its own '#tile.mma' "
                        "layout; these layouts are not supported");
  // Before sm_80 the backend cannot select the instructions (an abort).
  if (!hasMmaSync(l.getShared().chipName()))
    return op.emitError("convert-tile-to-gpu: 'tile.mma' lowers to "
                        "mma.sync and cp.async of sm_80 and later; the chip "
                        "is ")
           << l.getShared().chipName();
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

  // 1. The operands to shared memory, then one barrier. An A defined
  // before the loops around the mma (attention's Q) is written and read
  // into its fragments once, before the outermost of them; an A in the
  // accumulator layout of its fragments is not written at all.
  SmallVector<Value> aFragments;
  SharedTile sa{};
  if (aInRegisters) {
    aFragments = aFragmentsFromAccumulator(l, op);
  } else {
    Operation *loop = outermostLoopBelow(l, l.lookup(op.getA()));
    OpBuilder::InsertionGuard guard(b);
    if (loop)
      b.setInsertionPoint(loop);
    FailureOr<SharedTile> tile = allocateTile(l, op, aType);
    if (failed(tile))
      return failure();
    sa = *tile;
    writeBlocked(l, sa, l.lookup(op.getA()), aType.getShape(), aLayout);
    if (loop) {
      gpu::BarrierOp::create(b, loc);
      aFragments = aFragmentsFromShared(l, op, sa);
    }
  }
  FailureOr<SharedTile> sb = allocateTile(l, op, bType);
  if (failed(sb))
    return failure();
  writeBlocked(l, *sb, l.lookup(op.getB()), bType.getShape(), bLayout);
  auto staging = gpu::BarrierOp::create(b, loc);
  l.map(op.getResult(), multiplyFromShared(l, op, sa, *sb, aFragments));
  // The next mma (a loop's next iteration) rewrites the operand tiles only
  // after every warp has read them. The loop drops this barrier where
  // another one of its body lies between (ControlFlowOps.cpp,
  // dropRedundantMmaBarriers).
  if (l.inLoop()) {
    auto trailing = gpu::BarrierOp::create(b, loc);
    markMmaBarriers(staging, trailing);
  }
  return true;
}

/// The accumulators of a thread, `vector<4 tiles x f32>`, as the `tiles`
/// `vector<2x2>` of nvgpu.mma.sync (rows c0 c1 and c2 c3).
SmallVector<Value> MmaStepper::split(Value acc) const {
  OpBuilder &b = l.b;
  Location loc = l.loc;
  auto accTile = VectorType::get({2, 2}, accElement);
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
  return c;
}

/// split's inverse.
Value MmaStepper::join(ArrayRef<Value> c, Type accType) const {
  OpBuilder &b = l.b;
  Location loc = l.loc;
  SmallVector<Value> elements;
  for (Value tile : c)
    for (int64_t row = 0; row < 2; ++row)
      for (int64_t col = 0; col < 2; ++col)
        elements.push_back(vector::ExtractOp::create(
            b, loc, tile, ArrayRef<int64_t>{row, col}));
  return vector::FromElementsOp::create(b, loc, cast<VectorType>(accType),
                                        elements);
}

MmaStepper::MmaStepper(KernelLowering &l, MmaOp op) : l(l) {
  OpBuilder &b = l.b;
  Location loc = l.loc;
  auto layout = cast<MmaLayoutAttr>(op->getAttr(kLayoutAttrName));
  RankedTensorType aType = op.getA().getType(), bType = op.getB().getType();
  m = aType.getDimSize(0);
  k = aType.getDimSize(1);
  n = bType.getDimSize(1);
  element = aType.getElementType();
  accElement = op.getType().getElementType();
  // The instruction's K, the operand elements per 32-bit register and per
  // 16-byte ldmatrix row: m16n8k16 for 16-bit elements, m16n8k8 for tf32,
  // m16n8k32 for i8.
  instrK = layout.getInstrShape()[2];
  bytes = elementBytes(element);
  perRegister = 4 / bytes;
  int64_t rowElems = 16 / bytes;

  // Per instrK-wide step of K: the warp's A fragments (one ldmatrix.x4
  // per 16 rows) and B fragments (16-bit: one ldmatrix.x4.trans per 16
  // columns, two m16n8 tiles; else scalar shared loads per m16n8 tile),
  // then one mma.sync per accumulator tile.
  wm = layout.getWarpsPerBlock()[0];
  wn = layout.getWarpsPerBlock()[1];
  repM = m / (16 * wm);
  repN = n / (8 * wn);
  auto [warpM, warpN] = mmaWarp(l, layout);
  // Lane l gives the row address of matrix l / 8, row l % 8 of it.
  Value matrix = arith::DivUIOp::create(b, loc, l.laneId(), l.constant(8));
  Value matrixRow = arith::RemUIOp::create(b, loc, l.laneId(), l.constant(8));
  // Matrices 1 and 3 are the lower 8 rows (of A) or the upper 8 k (of B);
  // 2 and 3 the right 16 bytes of A's rows or the next 8-column tile of B.
  Value lowerHalf = arith::MulIOp::create(
      b, loc, arith::RemUIOp::create(b, loc, matrix, l.constant(2)),
      l.constant(8));
  Value rightHalf = arith::DivUIOp::create(b, loc, matrix, l.constant(2));
  laneRow = arith::AddIOp::create(b, loc, lowerHalf, matrixRow);
  aRowBase = arith::AddIOp::create(
      b, loc, arith::MulIOp::create(b, loc, warpM, l.constant(16)), laneRow);
  aColBase = arith::MulIOp::create(b, loc, rightHalf, l.constant(rowElems));
  // Ops created in sequence, not as arguments of one call (whose order of
  // evaluation C++ leaves to the compiler): the IR is the same whatever
  // built the lowering.
  Value warpCol = arith::MulIOp::create(b, loc, warpN, l.constant(8));
  if (bytes == 2) {
    Value nextTile =
        arith::MulIOp::create(b, loc, rightHalf, l.constant(8 * wn));
    bColBase = arith::AddIOp::create(b, loc, warpCol, nextTile);
  } else {
    // The fragment's own elements (the PTX ISA's B of m16n8k8 and
    // m16n8k32): column groupID, k rows p * threadID_in_group + (0 .. p-1)
    // (+ 4p for the second register).
    Value group = arith::DivUIOp::create(b, loc, l.laneId(), l.constant(4));
    Value inGroup = arith::RemUIOp::create(b, loc, l.laneId(), l.constant(4));
    bRowBase = arith::MulIOp::create(b, loc, inGroup, l.constant(perRegister));
    bColLane = arith::AddIOp::create(b, loc, warpCol, group);
  }
}

SmallVector<Value> MmaStepper::load(const SharedTile &sa, const SharedTile &sb,
                                    int64_t kk,
                                    ArrayRef<Value> aFragments) const {
  OpBuilder &b = l.b;
  Location loc = l.loc;
  // Only 1-D vectors and whole rows of 2-D ones: what the NVVM pipeline's
  // vector-to-LLVM patterns lower (no n-D shape_cast or strided slice).
  auto fragments = VectorType::get({4, perRegister}, element);
  auto bFragType = VectorType::get({2, perRegister}, element);
  SmallVector<Value> result;
  // Without .trans a lane receives 4 bytes of row lane / 4 of each
  // matrix, at byte 4 * (lane % 4): A's fragment register for 8-, 16-
  // and 32-bit elements alike (matrices 0..3 = a registers 0..3).
  for (int64_t im = 0; !aFragments.empty() && im < repM; ++im)
    result.push_back(aFragments[kk * repM + im]);
  for (int64_t im = 0; aFragments.empty() && im < repM; ++im) {
    Value row =
        arith::AddIOp::create(b, loc, aRowBase, l.constant(im * 16 * wm));
    Value col =
        arith::AddIOp::create(b, loc, aColBase, l.constant(kk * instrK));
    result.push_back(nvgpu::LdMatrixOp::create(
        b, loc, fragments, sa.memref, sa.indices(l, row, col),
        /*transpose=*/false, /*numTiles=*/4));
  }
  // B of tf32 and i8 (K x N in shared memory): ldmatrix has no .trans
  // for 32- or 8-bit elements on sm_80/sm_90 (.trans moves 16-bit
  // halves), so each lane reads its 2p elements itself.
  for (int64_t jn = 0; bytes != 2 && jn < repN; ++jn) {
    Value col =
        arith::AddIOp::create(b, loc, bColLane, l.constant(jn * 8 * wn));
    Value frag = ub::PoisonOp::create(b, loc, bFragType);
    for (int64_t r = 0; r < 2; ++r) {
      SmallVector<Value> values;
      for (int64_t e = 0; e < perRegister; ++e) {
        Value row = arith::AddIOp::create(
            b, loc, bRowBase,
            l.constant(kk * instrK + 4 * perRegister * r + e));
        values.push_back(
            memref::LoadOp::create(b, loc, sb.memref, sb.indices(l, row, col)));
      }
      Value reg = vector::FromElementsOp::create(
          b, loc, VectorType::get({perRegister}, element), values);
      frag = vector::InsertOp::create(b, loc, reg, frag, ArrayRef<int64_t>{r});
    }
    result.push_back(frag);
  }
  for (int64_t jp = 0; bytes == 2 && jp < repN / 2; ++jp) {
    Value row = arith::AddIOp::create(b, loc, laneRow, l.constant(kk * 16));
    Value col =
        arith::AddIOp::create(b, loc, bColBase, l.constant(2 * jp * 8 * wn));
    Value pair = nvgpu::LdMatrixOp::create(
        b, loc, fragments, sb.memref, sb.indices(l, row, col),
        /*transpose=*/true, /*numTiles=*/4);
    for (int64_t half = 0; half < 2; ++half) {
      Value frag = ub::PoisonOp::create(b, loc, bFragType);
      for (int64_t row = 0; row < 2; ++row)
        frag = vector::InsertOp::create(
            b, loc,
            vector::ExtractOp::create(b, loc, pair,
                                      ArrayRef<int64_t>{2 * half + row}),
            frag, ArrayRef<int64_t>{row});
      result.push_back(frag);
    }
  }
  return result;
}

SmallVector<Type> MmaStepper::fragmentTypes() const {
  SmallVector<Type> types(repM, VectorType::get({4, perRegister}, element));
  types.append(repN, VectorType::get({2, perRegister}, element));
  return types;
}

void MmaStepper::multiply(ArrayRef<Value> fragments,
                          MutableArrayRef<Value> c) const {
  OpBuilder &b = l.b;
  Location loc = l.loc;
  ArrayRef<Value> aFrag = fragments.take_front(repM);
  ArrayRef<Value> bFrag = fragments.drop_front(repM);
  for (int64_t im = 0; im < repM; ++im)
    for (int64_t jn = 0; jn < repN; ++jn) {
      Value &tile = c[im * repN + jn];
      // f32 operands are the tf32 form: their registers go to the tensor
      // core as they are (MLIR's tf32Enabled, Triton's tf32), which reads
      // the sign, the exponent and the top 10 mantissa bits.
      tile = element.isBF16()
                 ? mmaSyncBF16(l, aFrag[im], bFrag[jn], tile)
                 : nvgpu::MmaSyncOp::create(b, loc, aFrag[im], bFrag[jn], tile,
                                            ArrayRef<int64_t>{16, 8, instrK},
                                            /*tf32Enabled=*/element.isF32())
                       .getResult();
    }
}

Value tile::multiplyFromShared(KernelLowering &l, MmaOp op,
                               const SharedTile &sa, const SharedTile &sb,
                               ArrayRef<Value> aFragments) {
  MmaStepper stepper(l, op);
  Value acc = l.lookup(op.getAcc());
  SmallVector<Value> c = stepper.split(acc);
  for (int64_t kk = 0; kk < stepper.steps(); ++kk)
    stepper.multiply(stepper.load(sa, sb, kk, aFragments), c);
  return stepper.join(c, acc.getType());
}

FailureOr<Value> tile::convertMmaToBlocked(KernelLowering &l, Operation *op,
                                           Value tile, BlockedLayoutAttr to) {
  OpBuilder &b = l.b;
  Location loc = l.loc;
  auto layout = cast<MmaLayoutAttr>(getLayout(tile));
  auto type = cast<RankedTensorType>(tile.getType());
  ArrayRef<int64_t> shape = type.getShape();
  Type element = type.getElementType();
  // Pairs of 1, 2 or 4 bytes: an epilogue's truncf to bf16 or trunci to
  // i8 / i16 keeps the accumulator's layout as truncf to f16 does.
  bool pairs = element.isF32() || element.isF16() || element.isBF16() ||
               element.isInteger(32) || element.isInteger(16) ||
               element.isInteger(8);
  if (!fitsMmaLayout(layout, shape) || !pairs)
    return op->emitError("convert-tile-to-gpu: '")
           << op->getName() << "' of a " << type
           << " tile in an mma layout it does not divide into is not "
              "supported";
  FailureOr<SharedTile> shared = allocateTile(l, op, type);
  if (failed(shared))
    return failure();
  Value perThread = l.lookup(tile);
  int64_t bytes = elementBytes(type.getElementType());

  // Each thread writes its accumulator pairs (c0 c1 on row groupID, c2 c3
  // eight rows below: 8 bytes for f32 and i32, 4 for f16).
  int64_t wm = layout.getWarpsPerBlock()[0], wn = layout.getWarpsPerBlock()[1];
  int64_t repM = shape[0] / (16 * wm), repN = shape[1] / (8 * wn);
  auto [warpM, warpN] = mmaWarp(l, layout);
  Value group = arith::DivUIOp::create(b, loc, l.laneId(), l.constant(4));
  Value inGroup = arith::RemUIOp::create(b, loc, l.laneId(), l.constant(4));
  Value rowBase = arith::AddIOp::create(
      b, loc, arith::MulIOp::create(b, loc, warpM, l.constant(16)), group);
  Value warpCol = arith::MulIOp::create(b, loc, warpN, l.constant(8));
  Value pairCol = arith::MulIOp::create(b, loc, inGroup, l.constant(2));
  Value colBase = arith::AddIOp::create(b, loc, warpCol, pairCol);
  for (int64_t im = 0; im < repM; ++im)
    for (int64_t jn = 0; jn < repN; ++jn)
      for (int64_t half = 0; half < 2; ++half) {
        int64_t r = (im * repN + jn) * 4 + 2 * half;
        Value row = arith::AddIOp::create(b, loc, rowBase,
                                          l.constant(im * 16 * wm + 8 * half));
        Value col =
            arith::AddIOp::create(b, loc, colBase, l.constant(jn * 8 * wn));
        Value pair = vector::ShuffleOp::create(b, loc, perThread, perThread,
                                               ArrayRef<int64_t>{r, r + 1});
        vector::StoreOp::create(b, loc, pair, shared->memref,
                                ValueRange{row, shared->column(l, row, col)},
                                /*nontemporal=*/false,
                                llvm::MaybeAlign(2 * bytes));
      }
  gpu::BarrierOp::create(b, loc);

  // Each thread reads its blocked registers back, a run of sizePerThread
  // at a time.
  int64_t width = to.getOrder()[0] == 1 ? to.getSizePerThread()[1] : 1;
  if (shared->chunkElems % width != 0)
    width = 1;
  SmallVector<SmallVector<int64_t>> registers = registerOffsets(to, shape);
  SmallVector<Value> offsets = l.threadOffsets(to, shape);
  auto runType = VectorType::get({width}, type.getElementType());
  Value result;
  for (int64_t r = 0, e = registers.size(); r < e; r += width) {
    Value row =
        arith::AddIOp::create(b, loc, offsets[0], l.constant(registers[r][0]));
    Value col =
        arith::AddIOp::create(b, loc, offsets[1], l.constant(registers[r][1]));
    Value run = vector::LoadOp::create(
        b, loc, runType, shared->memref,
        ValueRange{row, shared->column(l, row, col)},
        /*nontemporal=*/false, llvm::MaybeAlign(width * bytes));
    result = result ? vector::ShuffleOp::create(
                          b, loc, result, run,
                          llvm::to_vector(llvm::seq<int64_t>(0, r + width)))
                          .getResult()
                    : run;
  }
  if (l.inLoop())
    gpu::BarrierOp::create(b, loc);
  return result;
}

void tile::populateTileMmaPatterns(TileLoweringPatternSet &patterns) {
  patterns.add<MmaLowering>();
  populateMmaPipelinePatterns(patterns);
}
