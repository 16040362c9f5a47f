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
#include "mlir/Dialect/UB/IR/UBOps.h"
#include "mlir/IR/Matchers.h"
#include "warptile/Conversion/Passes.h"
#include "warptile/Dialect/Tile/Transforms/Layouts.h"
#include <optional>

using namespace mlir;
using namespace mlir::tile;

/// Stages of the pipeline: Triton's default for GEMM, or one more where
/// it is free.
static constexpr int64_t kMinStages = 3, kMaxStages = 4;
/// Registers per thread that the accumulators and two k-steps of operand
/// fragments may take for the fragments to be carried across k-tiles.
static constexpr int64_t kCrossTileBudget = 96;

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

namespace {
/// A thread's cp.async copies of one operand's tile, what does not change
/// along the loop computed once before it: per copy its element offset in
/// the buffer at the induction variable 0 (0 where it lies outside along
/// a dimension the induction variable does not index), whether it lies
/// inside along those dimensions, its index along the induction
/// variable's dimensions within the tile, and its element offset within a
/// stage. In the loop a copy is then one add to a uniform offset.
struct OperandCopies {
  const PipelinedOperand *operand;
  /// Per dimension: indexed by the induction variable.
  SmallVector<bool> byIv;
  /// Every dimension the induction variable indexes has a static size
  /// that is a multiple of the tile's: a copy is inside there exactly
  /// when its tile is (one uniform compare).
  bool uniform = true;
  SmallVector<Value> offsets, inside, dst;
  SmallVector<SmallVector<Value>> local;
};
} // namespace

/// The loop-invariant part of `operand`'s copies (see OperandCopies):
/// each thread its 16-byte runs of the blocked layout.
static OperandCopies prepareCopies(KernelLowering &l, scf::ForOp loop,
                                   const PipelinedOperand &operand) {
  OpBuilder &b = l.b;
  Location loc = l.loc;
  const BufferArg &view = l.buffer(operand.load.getView());
  ArrayRef<int64_t> shape = operand.type.getShape();
  int64_t width = operand.layout.getSizePerThread()[1];
  OperandCopies copies;
  copies.operand = &operand;
  // The first elements of the tile along the dimensions the induction
  // variable does not index, and whether the tile starts inside there.
  SmallVector<Value> starts;
  Value tileInside;
  for (auto [d, index] : llvm::enumerate(operand.load.getIndices())) {
    bool byIv = index == loop.getInductionVar();
    copies.byIv.push_back(byIv);
    if (byIv) {
      starts.push_back(Value());
      copies.uniform &= !ShapedType::isDynamic(view.staticSizes[d]) &&
                        view.staticSizes[d] % shape[d] == 0;
      continue;
    }
    Value value = l.lookup(index);
    starts.push_back(
        arith::MulIOp::create(b, loc, value, l.constant(shape[d])));
    Value tiles =
        arith::CeilDivUIOp::create(b, loc, view.sizes[d], l.constant(shape[d]));
    Value in =
        arith::CmpIOp::create(b, loc, arith::CmpIPredicate::ult, value, tiles);
    tileInside = tileInside ? arith::AndIOp::create(b, loc, tileInside, in)
                            : in;
  }
  SmallVector<SmallVector<int64_t>> registers =
      registerOffsets(operand.layout, shape);
  SmallVector<Value> offsets = l.threadOffsets(operand.layout, shape);
  for (int64_t r = 0, e = registers.size(); r < e; r += width) {
    Value row =
        arith::AddIOp::create(b, loc, offsets[0], l.constant(registers[r][0]));
    Value col =
        arith::AddIOp::create(b, loc, offsets[1], l.constant(registers[r][1]));
    // Along the induction variable's dimensions the index within the
    // tile; along the others the index in the buffer, checked here. The
    // runs start at multiples of `width`, which divides the row length
    // (isPipelinableLoad): a run inside is inside whole.
    Value inside = tileInside;
    SmallVector<Value> global, local;
    for (auto [d, index] : llvm::enumerate(SmallVector<Value>{row, col})) {
      if (copies.byIv[d]) {
        global.push_back(index);
        local.push_back(index);
        continue;
      }
      Value at = arith::AddIOp::create(b, loc, starts[d], index);
      global.push_back(at);
      local.push_back(Value());
      Value in = arith::CmpIOp::create(b, loc, arith::CmpIPredicate::ult, at,
                                       view.sizes[d]);
      inside = inside ? arith::AndIOp::create(b, loc, inside, in)
                      : in;
    }
    if (!inside)
      inside = arith::ConstantIntOp::create(b, loc, 1, 1);
    Value linear = arith::AddIOp::create(
        b, loc, arith::MulIOp::create(b, loc, global[0], view.sizes[1]),
        global[1]);
    // Outside, the copy reads nothing; its address stays in the buffer.
    copies.offsets.push_back(
        arith::SelectOp::create(b, loc, inside, linear, l.constant(0)));
    copies.inside.push_back(inside);
    copies.local.push_back(local);
    copies.dst.push_back(arith::AddIOp::create(
        b, loc, arith::MulIOp::create(b, loc, row, l.constant(shape[1])),
        operand.shared.column(l, row, col)));
  }
  return copies;
}

/// Issues the cp.async copies of `copies`' operand for the iteration
/// whose induction variable is `iv` into stage `stage`: `src-size` 16
/// bytes inside the buffer, 0 outside (zero fill, nothing read).
static void issueCopies(KernelLowering &l, const OperandCopies &copies,
                        Value iv, Value stage) {
  OpBuilder &b = l.b;
  Location loc = l.loc;
  const PipelinedOperand &operand = *copies.operand;
  const BufferArg &view = l.buffer(operand.load.getView());
  ArrayRef<int64_t> shape = operand.type.getShape();
  Type element = operand.type.getElementType();
  int64_t bytes = elementBytes(element);
  int64_t width = operand.layout.getSizePerThread()[1];
  // Uniform: whether the tile along the induction variable's dimensions
  // starts inside, the elements left there, and the offset of the tile
  // (0 outside, so that every address stays in the buffer).
  Value ivInside, delta = l.constant(0);
  SmallVector<Value> left(2);
  for (int64_t d = 0; d < 2; ++d) {
    if (!copies.byIv[d])
      continue;
    Value start = arith::MulIOp::create(b, loc, iv, l.constant(shape[d]));
    Value in = arith::CmpIOp::create(b, loc, arith::CmpIPredicate::ult, start,
                                     view.sizes[d]);
    ivInside =
        ivInside ? arith::AndIOp::create(b, loc, ivInside, in) : in;
    left[d] = arith::SubIOp::create(b, loc, view.sizes[d], start);
    Value stride = d == 0 ? view.sizes[1] : l.constant(1);
    delta = arith::AddIOp::create(b, loc, delta,
                                  arith::MulIOp::create(b, loc, start, stride));
  }
  if (ivInside)
    delta = arith::SelectOp::create(b, loc, ivInside, delta, l.constant(0));
  Value base = memref::ExtractAlignedPointerAsIndexOp::create(
      b, loc, operand.shared.memref);
  base = LLVM::IntToPtrOp::create(
      b, loc, LLVM::LLVMPointerType::get(b.getContext(), 3),
      ValueRange{arith::IndexCastOp::create(b, loc, b.getI64Type(), base)});
  Value stageOffset =
      arith::MulIOp::create(b, loc, stage, l.constant(shape[0] * shape[1]));
  Value full = arith::ConstantIntOp::create(b, loc, width * bytes, 32);
  Value none = arith::ConstantIntOp::create(b, loc, 0, 32);
  for (auto [c, offset] : llvm::enumerate(copies.offsets)) {
    Value inside = copies.inside[c];
    if (ivInside)
      inside = arith::AndIOp::create(b, loc, inside, ivInside);
    // A size along the induction variable that is not a multiple of the
    // tile's: the last tile's copies past the end read nothing.
    for (int64_t d = 0; !copies.uniform && d < 2; ++d)
      if (copies.byIv[d])
        inside = arith::AndIOp::create(
            b, loc, inside,
            arith::CmpIOp::create(b, loc, arith::CmpIPredicate::slt,
                                  copies.local[c][d], left[d]));
    Value linear = arith::AddIOp::create(b, loc, offset, delta);
    if (!copies.uniform)
      linear = arith::SelectOp::create(b, loc, inside, linear, l.constant(0));
    Value src = LLVM::GEPOp::create(
        b, loc, view.pointer.getType(), element, view.pointer,
        ValueRange{arith::IndexCastOp::create(b, loc, b.getI64Type(), linear)});
    Value local = arith::AddIOp::create(b, loc, stageOffset, copies.dst[c]);
    Value dst = LLVM::GEPOp::create(
        b, loc, base.getType(), element, base,
        ValueRange{arith::IndexCastOp::create(b, loc, b.getI64Type(), local)});
    NVVM::CpAsyncOp::create(
        b, loc, dst, src, b.getI32IntegerAttr(16),
        NVVM::LoadCacheModifierKindAttr::get(b.getContext(),
                                             NVVM::LoadCacheModifierKind::CG),
        arith::SelectOp::create(b, loc, inside, full, none));
  }
}

namespace {

/// A GEMM's K loop as a cp.async pipeline: tried before the plain loop
/// lowering (ControlFlowOps.cpp), which takes the loops it does not.
struct PipelinedLoopLowering : TileOpLowering<scf::ForOp> {
  PipelinedLoopLowering() : TileOpLowering(/*benefit=*/2) {}
  FailureOr<bool> lower(scf::ForOp loop, KernelLowering &l) const override;
};

/// A loop the pipeline takes: its tile.mma, the two loads feeding it, and
/// the number of stages.
struct PipelineShape {
  MmaOp mma;
  LoadOp la, lb;
  int64_t stages;
};

/// The steps of one loop's pipeline, emitted in the order lower() calls
/// them: the prologue, then the new loop's body.
struct PipelineSteps {
  KernelLowering &l;
  OpBuilder &b;
  Location loc;
  Value lower, upper, step;
  int64_t stages;
  ArrayRef<PipelinedOperand> operands;
  ArrayRef<OperandCopies> copies;
  MmaStepper &stepper;
  bool crossTile;

  void issueIf(Value iv, Value stage);
  std::pair<SharedTile, SharedTile> stageOf(Value stage);
  SmallVector<Value> prologue();
  void body(scf::ForOp loop, scf::ForOp lowered);
};

} // namespace

/// Whether `loop` has the pipeline's shape and its stages fit shared
/// memory; std::nullopt where the loop is left to the plain lowering.
static std::optional<PipelineShape> matchPipeline(scf::ForOp loop,
                                                  KernelLowering &l) {
  // The shape: one carried accumulator, a body of two loads feeding one
  // tile.mma (and nothing else), the mma's result yielded. Before sm_80
  // (no cp.async) lowerMma reports the mma.
  if (!hasMmaSync(l.getShared().chipName()) || loop.getNumRegionIterArgs() != 1)
    return std::nullopt;
  Block *body = loop.getBody();
  SmallVector<Operation *> ops;
  for (Operation &op : body->without_terminator())
    ops.push_back(&op);
  if (ops.size() != 3)
    return std::nullopt;
  auto mma = dyn_cast<MmaOp>(ops[2]);
  auto yield = cast<scf::YieldOp>(body->getTerminator());
  if (!mma || yield.getOperand(0) != mma.getResult() ||
      mma.getAcc() != loop.getRegionIterArgs()[0])
    return std::nullopt;
  auto la = mma.getA().getDefiningOp<LoadOp>();
  auto lb = mma.getB().getDefiningOp<LoadOp>();
  if (!la || !lb || la == lb || la->getBlock() != body ||
      lb->getBlock() != body)
    return std::nullopt;
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
    return std::nullopt;
  if (!isPipelinableLoad(loop, la, l.buffer(la.getView())) ||
      !isPipelinableLoad(loop, lb, l.buffer(lb.getView())))
    return std::nullopt;
  // The stages and the epilogue's conversion must fit a block's shared
  // memory; else the loop goes through registers. A fourth stage where it
  // costs the block no shared memory (the epilogue's tile, which reuses
  // the stages past 48 KiB, is as large).
  int64_t bytes = elementBytes(element);
  int64_t stageBytes =
      (aType.getNumElements() + bType.getNumElements()) * bytes;
  int64_t epilogue = mma.getType().getNumElements() * elementBytes(accElement);
  auto sharedBytes = [&](int64_t stages) {
    int64_t total = l.getShared().bytes() + stages * stageBytes + epilogue;
    // Past 48 KiB the epilogue reuses the stages (allocateShared).
    if (total > warptile::kDefaultSharedMemoryPerBlock)
      total = l.getShared().peak() + std::max(stages * stageBytes, epilogue);
    return total;
  };
  int64_t stages = kMinStages;
  if (sharedBytes(stages) > l.getShared().limit())
    return std::nullopt;
  if (sharedBytes(kMaxStages) <= sharedBytes(stages))
    stages = kMaxStages;
  return PipelineShape{mma, la, lb, stages};
}

/// Every operand's copies of step `iv` into `stage`, where `iv` is in the
/// loop.
void PipelineSteps::issueIf(Value iv, Value stage) {
  Value valid =
      arith::CmpIOp::create(b, loc, arith::CmpIPredicate::slt, iv, upper);
  auto branch = scf::IfOp::create(b, loc, TypeRange{}, valid,
                                  /*withElseRegion=*/false);
  OpBuilder::InsertionGuard guard(b);
  b.setInsertionPointToStart(branch.thenBlock());
  for (const OperandCopies &copy : copies)
    issueCopies(l, copy, iv, stage);
}

/// A's and B's shared tiles at `stage`.
std::pair<SharedTile, SharedTile> PipelineSteps::stageOf(Value stage) {
  SharedTile sa = operands[0].shared, sb = operands[1].shared;
  sa.stage = sb.stage = stage;
  return std::make_pair(sa, sb);
}

/// The copies before the loop; returns step 0's fragments where they are
/// carried across k-tiles (crossTile), else none.
SmallVector<Value> PipelineSteps::prologue() {
  // Prologue: the first stages - 1 steps, one commit group each; then
  // step 0's group complete (at most stages - 2 newer ones pending), a
  // barrier for every thread's copies, and the fragments of its first
  // k-step (of a loop that runs: else stage 0 was never written).
  for (int64_t s = 0; s < stages - 1; ++s) {
    Value iv = arith::AddIOp::create(
        b, loc, lower, arith::MulIOp::create(b, loc, step, l.constant(s)));
    issueIf(iv, l.constant(s));
    NVVM::CpAsyncCommitGroupOp::create(b, loc);
  }
  SmallVector<Value> first;
  if (crossTile) {
    NVVM::CpAsyncWaitGroupOp::create(b, loc, stages - 2);
    gpu::BarrierOp::create(b, loc);
    Value runs =
        arith::CmpIOp::create(b, loc, arith::CmpIPredicate::slt, lower, upper);
    auto frame = scf::IfOp::create(b, loc, stepper.fragmentTypes(), runs,
                                   /*withElseRegion=*/true);
    OpBuilder::InsertionGuard guard(b);
    b.setInsertionPointToStart(frame.thenBlock());
    auto [sa, sb] = stageOf(l.constant(0));
    scf::YieldOp::create(b, loc, stepper.load(sa, sb, 0));
    b.setInsertionPointToStart(frame.elseBlock());
    SmallVector<Value> poison;
    for (Type type : stepper.fragmentTypes())
      poison.push_back(ub::PoisonOp::create(b, loc, type));
    scf::YieldOp::create(b, loc, poison);
    llvm::append_range(first, frame.getResults());
  }
  return first;
}

/// The body of `lowered` (the pipelined `loop`): iteration i multiplies
/// step i from its stage and copies step i + stages - 1.
void PipelineSteps::body(scf::ForOp loop, scf::ForOp lowered) {
  Block *newBody = lowered.getBody();
  if (!newBody->empty())
    newBody->getTerminator()->erase();
  OpBuilder::InsertionGuard guard(b);
  b.setInsertionPointToEnd(newBody);
  Value iv = lowered.getInductionVar();
  l.map(loop.getInductionVar(), iv);
  Value acc = lowered.getRegionIterArgs()[0];
  l.map(loop.getRegionIterArgs()[0], acc);
  Value stage = lowered.getRegionIterArgs()[1];
  SmallVector<Value> fragments(lowered.getRegionIterArgs().drop_front(2));
  Value last = l.constant(stages - 1);
  Value isLast =
      arith::CmpIOp::create(b, loc, arith::CmpIPredicate::eq, stage, last);
  Value following = arith::SelectOp::create(
      b, loc, isLast, l.constant(0),
      arith::AddIOp::create(b, loc, stage, l.constant(1)));
  // Step i + stages - 1 goes to stage (i - 1) mod stages.
  Value isFirst = arith::CmpIOp::create(b, loc, arith::CmpIPredicate::eq,
                                        stage, l.constant(0));
  Value previous = arith::SelectOp::create(
      b, loc, isFirst, last,
      arith::SubIOp::create(b, loc, stage, l.constant(1)));
  SmallVector<Value> tiles = stepper.split(acc);
  Value ahead = arith::AddIOp::create(
      b, loc, iv,
      arith::MulIOp::create(b, loc, step, l.constant(stages - 1)));
  if (!crossTile) {
    // Step i's group is complete once at most stages - 2 newer ones
    // are pending; the barrier makes every thread's copies visible.
    NVVM::CpAsyncWaitGroupOp::create(b, loc, stages - 2);
    gpu::BarrierOp::create(b, loc);
    auto [sa, sb] = stageOf(stage);
    fragments = stepper.load(sa, sb, 0);
  }
  // A k-tile's k-steps, each multiplying the fragments loaded one step
  // earlier (CUTLASS's warp-level double buffering). Across k-tiles the
  // last step loads the next k-tile's first, after the one barrier per
  // k-tile; else the first step loads its own after that barrier.
  for (int64_t kk = 0, steps = stepper.steps(); kk < steps; ++kk) {
    if (kk == 0 && crossTile) {
      // Step i + stages - 1 into the stage step i - 1 was read from:
      // every thread read it before the barrier of iteration i - 1.
      issueIf(ahead, previous);
      NVVM::CpAsyncCommitGroupOp::create(b, loc);
    }
    SmallVector<Value> next;
    if (kk + 1 < steps) {
      auto [sa, sb] = stageOf(stage);
      next = stepper.load(sa, sb, kk + 1);
    } else if (crossTile) {
      // Step i + 1's group is complete once at most stages - 2 newer
      // ones are pending; the barrier makes every thread's copies
      // visible (and ends every thread's reads of step i - 1's stage
      // before iteration i + 1 copies into it). The last iteration
      // reads its own stage again (no copy of a step past the loop).
      NVVM::CpAsyncWaitGroupOp::create(b, loc, stages - 2);
      gpu::BarrierOp::create(b, loc);
      Value more = arith::CmpIOp::create(
          b, loc, arith::CmpIPredicate::slt,
          arith::AddIOp::create(b, loc, iv, step), upper);
      auto [sa, sb] =
          stageOf(arith::SelectOp::create(b, loc, more, following, stage));
      next = stepper.load(sa, sb, 0);
    }
    stepper.multiply(fragments, tiles);
    fragments = std::move(next);
  }
  if (!crossTile) {
    // Step i + stages - 1 into the stage step i - 1 was read from:
    // every thread is past this step's barrier, so past those reads.
    issueIf(ahead, previous);
    NVVM::CpAsyncCommitGroupOp::create(b, loc);
  }
  SmallVector<Value> results{stepper.join(tiles, acc.getType()), following};
  llvm::append_range(results, fragments);
  scf::YieldOp::create(b, loc, results);
}

FailureOr<bool> PipelinedLoopLowering::lower(scf::ForOp loop,
                                             KernelLowering &l) const {
  OpBuilder &b = l.b;
  std::optional<PipelineShape> shape = matchPipeline(loop, l);
  if (!shape)
    return false;
  int64_t stages = shape->stages;
  int64_t bytes = elementBytes(shape->la.getType().getElementType());

  SmallVector<PipelinedOperand> operands;
  for (LoadOp load : {shape->la, shape->lb}) {
    RankedTensorType type = load.getType();
    FailureOr<Value> memref = l.getShared().allocate(
        b, l.loc, load, {stages, type.getDimSize(0), type.getDimSize(1)},
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
  SmallVector<OperandCopies, 2> copies;
  for (const PipelinedOperand &operand : operands)
    copies.push_back(prepareCopies(l, loop, operand));
  MmaStepper stepper(l, shape->mma);
  // Carrying a step's fragments across the barrier keeps two steps of
  // them live beside the accumulators: done where that fits the budget
  // (a 128x128 tile of 8 warps would pass 128 registers and halve the
  // blocks per SM; ptxas then still overlaps the steps within a k-tile).
  bool crossTile =
      stepper.accumulatorRegisters() + 2 * stepper.fragmentRegisters() <=
      kCrossTileBudget;
  PipelineSteps steps{l,      b,        loc,    lower,   upper,    step,
                      stages, operands, copies, stepper, crossTile};
  SmallVector<Value> first = steps.prologue();
  // Carried: the accumulators, the stage iteration i reads (i mod
  // stages, counted rather than divided) and step 0's fragments.
  SmallVector<Value> inits{l.lookup(loop.getInitArgs()[0]), l.constant(0)};
  llvm::append_range(inits, first);
  auto lowered = scf::ForOp::create(b, loc, lower, upper, step, inits);
  steps.body(loop, lowered);
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
