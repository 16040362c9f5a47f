//===- MmaPipeline.cpp - A GEMM's K loop as a cp.async pipeline -----------===//
//
// Part of warptile. An `scf.for` whose body is two loads feeding one
// tile.mma into the carried accumulator becomes a 3-stage cp.async
// pipeline that copies the operand tiles straight to shared memory (the
// stages swizzled as MmaOps.cpp's tiles are) and multiplies each step from
// there; other loops are left to the plain loop lowering.
//
//===----------------------------------------------------------------------===//

#include "MmaLowering.h"

#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/LLVMIR/NVVMDialect.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/IR/Matchers.h"
#include "warptile/Conversion/Passes.h"
#include "warptile/Dialect/Tile/Transforms/Layouts.h"

using namespace mlir;
using namespace mlir::tile;

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
      layout.getSizePerThread()[1] * elementBytes(type.getElementType()) != 16 ||
      isReplicated(layout, type.getShape()))
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
  const BufferArg &view = l.buffer(operand.load.getView());
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
      registerOffsets(operand.layout, shape);
  SmallVector<Value> offsets = l.threadOffsets(operand.layout, shape);
  for (int64_t r = 0, e = registers.size(); r < e; r += width) {
    Value row =
        arith::AddIOp::create(b, loc, offsets[0], l.constant(registers[r][0]));
    Value col =
        arith::AddIOp::create(b, loc, offsets[1], l.constant(registers[r][1]));
    Value globalRow = arith::AddIOp::create(b, loc, starts[0], row);
    Value globalCol = arith::AddIOp::create(b, loc, starts[1], col);
    Value rowInside = arith::CmpIOp::create(b, loc, arith::CmpIPredicate::ult,
                                            globalRow, view.sizes[0]);
    Value colInside = arith::CmpIOp::create(b, loc, arith::CmpIPredicate::ult,
                                            globalCol, view.sizes[1]);
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

namespace {

/// A GEMM's K loop as a cp.async pipeline: tried before the plain loop
/// lowering (ControlFlowOps.cpp), which takes the loops it does not.
struct PipelinedLoopLowering : TileOpLowering<scf::ForOp> {
  PipelinedLoopLowering() : TileOpLowering(/*benefit=*/2) {}
  FailureOr<bool> lower(scf::ForOp loop, KernelLowering &l) const override;
};

} // namespace

FailureOr<bool> PipelinedLoopLowering::lower(scf::ForOp loop,
                                             KernelLowering &l) const {
  OpBuilder &b = l.b;
  // The shape: one carried accumulator, a body of two loads feeding one
  // tile.mma (and nothing else), the mma's result yielded. Before sm_80
  // (no cp.async) lowerMma reports the mma.
  if (!hasMmaSync(l.getShared().chipName()) || loop.getNumRegionIterArgs() != 1)
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
  if (!isPipelinableLoad(loop, la, l.buffer(la.getView())) ||
      !isPipelinableLoad(loop, lb, l.buffer(lb.getView())))
    return false;
  // The stages and the epilogue's conversion must fit a block's shared
  // memory; else the loop goes through registers.
  int64_t bytes = elementBytes(element);
  int64_t stages =
      kStages * (aType.getNumElements() + bType.getNumElements()) * bytes;
  int64_t epilogue = mma.getType().getNumElements() * elementBytes(accElement);
  int64_t total = l.getShared().bytes() + stages + epilogue;
  // Past 48 KiB the epilogue reuses the stages (allocateShared).
  if (total > warptile::kDefaultSharedMemoryPerBlock)
    total = l.getShared().peak() + std::max(stages, epilogue);
  if (total > l.getShared().limit())
    return false;

  SmallVector<PipelinedOperand> operands;
  for (LoadOp load : {la, lb}) {
    RankedTensorType type = load.getType();
    FailureOr<Value> memref = l.getShared().allocate(
        b, l.loc, load, {kStages, type.getDimSize(0), type.getDimSize(1)},
        type.getElementType());
    if (failed(memref))
      return failure();
    SharedTile shared{*memref, type.getDimSize(0), type.getDimSize(1),
                      16 / bytes, type.getDimSize(1) / (16 / bytes)};
    operands.push_back(
        {load, type, cast<BlockedLayoutAttr>(getLayout(load)), shared});
  }

  Value lower = l.lookup(loop.getLowerBound());
  Value upper = l.lookup(loop.getUpperBound());
  Value step = l.lookup(loop.getStep());
  Location loc = l.loc = loop.getLoc();
  auto issueIf = [&](Value iv, Value stage) {
    Value valid =
        arith::CmpIOp::create(b, loc, arith::CmpIPredicate::slt, iv, upper);
    auto branch = scf::IfOp::create(b, loc, TypeRange{}, valid,
                                    /*withElseRegion=*/false);
    OpBuilder::InsertionGuard guard(b);
    b.setInsertionPointToStart(branch.thenBlock());
    for (const PipelinedOperand &operand : operands)
      issueCopies(l, loop, operand, iv, stage);
  };
  // Prologue: the first kStages - 1 steps, one commit group each.
  for (int64_t s = 0; s < kStages - 1; ++s) {
    Value iv = arith::AddIOp::create(
        b, loc, lower, arith::MulIOp::create(b, loc, step, l.constant(s)));
    issueIf(iv, l.constant(s));
    NVVM::CpAsyncCommitGroupOp::create(b, loc);
  }
  auto lowered = scf::ForOp::create(
      b, loc, lower, upper, step, ValueRange{l.lookup(loop.getInitArgs()[0])});
  Block *newBody = lowered.getBody();
  if (!newBody->empty())
    newBody->getTerminator()->erase();
  {
    OpBuilder::InsertionGuard guard(b);
    b.setInsertionPointToEnd(newBody);
    Value iv = lowered.getInductionVar();
    l.map(loop.getInductionVar(), iv);
    l.map(loop.getRegionIterArgs()[0], lowered.getRegionIterArgs()[0]);
    Value iteration = arith::DivUIOp::create(
        b, loc, arith::SubIOp::create(b, loc, iv, lower), step);
    // Step i's group is complete once at most kStages - 2 newer ones are
    // pending; the barrier makes every thread's copies visible.
    NVVM::CpAsyncWaitGroupOp::create(b, loc, kStages - 2);
    gpu::BarrierOp::create(b, loc);
    SharedTile sa = operands[0].shared, sb = operands[1].shared;
    sa.stage = sb.stage =
        arith::RemUIOp::create(b, loc, iteration, l.constant(kStages));
    Value next = multiplyFromShared(l, mma, sa, sb);
    // Step i + kStages - 1 into the stage step i - 1 read: every thread is
    // past this step's barrier, so past its reads of step i - 1.
    Value ahead = arith::AddIOp::create(
        b, loc, iv,
        arith::MulIOp::create(b, loc, step, l.constant(kStages - 1)));
    issueIf(ahead, arith::RemUIOp::create(
                       b, loc,
                       arith::AddIOp::create(b, loc, iteration,
                                             l.constant(kStages - 1)),
                       l.constant(kStages)));
    NVVM::CpAsyncCommitGroupOp::create(b, loc);
    scf::YieldOp::create(b, loc, next);
  }
  // No copy is left pending past the loop, and no thread reads the stages
  // after it: the next buffer (the epilogue's) may take their memory.
  NVVM::CpAsyncWaitGroupOp::create(b, loc, 0);
  l.getShared().release({operands[0].shared.memref, operands[1].shared.memref});
  l.map(loop.getResult(0), lowered.getResult(0));
  return true;
}

void tile::populateMmaPipelinePatterns(TileLoweringPatternSet &patterns) {
  patterns.add<PipelinedLoopLowering>();
}
