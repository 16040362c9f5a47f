//===- ControlFlowOps.cpp - Loops, persistent iterations, scalar code -----===//
//
// Part of warptile. The structure of a kernel: an `scf.for` becomes a loop
// over the per-thread values of the tiles it carries (tokens go), a
// persistent program's `tile.iter_indices` a loop over its blocks, and
// scalar code (index arithmetic, scalar loops, scratch) runs as it is in
// every thread, which T18 makes right.
//
//===----------------------------------------------------------------------===//

#include "KernelLowering.h"
#include "MmaLowering.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "warptile/Dialect/Tile/Transforms/Layouts.h"

using namespace mlir;
using namespace mlir::tile;

static bool isTile(Type type) { return isa<RankedTensorType>(type); }

namespace {

struct ForLowering : TileOpLowering<scf::ForOp> {
  FailureOr<bool> lower(scf::ForOp loop, KernelLowering &l) const override {
    // Tiles become their per-thread vectors, scalars stay, tokens go (the
    // accesses they order are emitted in program order).
    SmallVector<Value> inits;
    SmallVector<int64_t> kept;
    for (auto [i, init] : llvm::enumerate(loop.getInitArgs())) {
      if (isa<TokenType>(init.getType()))
        continue;
      Value lowered = l.lookupOrNull(init);
      if (!lowered)
        return loop.emitError("convert-tile-to-gpu: 'scf.for' carrying a ")
               << init.getType() << " is not supported by the lowering yet";
      inits.push_back(lowered);
      kept.push_back(i);
    }
    auto lowered = scf::ForOp::create(
        l.b, loop.getLoc(), l.lookup(loop.getLowerBound()),
        l.lookup(loop.getUpperBound()), l.lookup(loop.getStep()), inits);
    Block *body = lowered.getBody();
    if (!body->empty())
      body->getTerminator()->erase();
    l.map(loop.getInductionVar(), lowered.getInductionVar());
    for (auto [n, i] : llvm::enumerate(kept))
      l.map(loop.getRegionIterArgs()[i], lowered.getRegionIterArgs()[n]);

    Block *outer = l.getInsertionBlock();
    l.setInsertionBlock(body);
    KernelLowering::LoopScope outerScope = l.enterLoop();
    LogicalResult result = l.lowerBlock(*loop.getBody());
    l.setInsertionBlock(outer);
    bool usesScratch = l.exitLoop(outerScope);
    if (failed(result))
      return failure();
    // A tile.mma's barrier after its reads is redundant where another one
    // of the body separates them from the next iteration's writes.
    dropRedundantMmaBarriers(*body);
    // A cross-warp reduction in the body writes its scratch, a barrier,
    // then reads it; the next iteration writes it again. Some barrier must
    // lie between one iteration's reads and the next one's writes: any
    // barrier at the body's top level other than the reduction's own does
    // (it runs on every iteration, after the reads or before the next
    // writes), so a body with two or more (two reductions, a reduction and
    // an mma's staging) needs nothing more; a body with one (the
    // reduction's own) gets one more before its yield.
    if (usesScratch) {
      int64_t barriers = llvm::count_if(
          *body, [](Operation &op) { return isa<gpu::BarrierOp>(op); });
      if (barriers < 2) {
        OpBuilder::InsertionGuard guard(l.b);
        l.b.setInsertionPoint(body->getTerminator());
        gpu::BarrierOp::create(l.b, loop.getLoc());
      }
    }
    for (auto [n, i] : llvm::enumerate(kept))
      l.map(loop.getResult(i), lowered.getResult(n));
    return true;
  }
};

/// The end of a loop body ForLowering built.
struct YieldLowering : TileOpLowering<scf::YieldOp> {
  FailureOr<bool> lower(scf::YieldOp yield, KernelLowering &l) const override {
    SmallVector<Value> operands;
    auto loop = cast<scf::ForOp>(yield->getParentOp());
    for (auto [operand, arg] :
         llvm::zip(yield.getOperands(), loop.getRegionIterArgs())) {
      if (isa<TokenType>(operand.getType()))
        continue;
      operands.push_back(l.lookup(operand));
      // Layouts written by hand must keep a carried tile's layout.
      if (isTile(operand.getType()) && getLayout(operand) != getLayout(arg))
        return yield.emitError("convert-tile-to-gpu: 'scf.yield' of a "
                               "tile in another layout than the loop "
                               "carries (a layout conversion) is not "
                               "supported by the lowering yet");
    }
    scf::YieldOp::create(l.b, l.loc, operands);
    return true;
  }
};

/// `expr` over `dims` and `symbols` as index arithmetic (T2 makes the
/// values non-negative, so divisions are unsigned).
static Value expandAffine(KernelLowering &l, AffineExpr expr,
                          ArrayRef<Value> dims, ArrayRef<Value> symbols) {
  OpBuilder &b = l.b;
  Location loc = l.loc;
  if (auto dim = dyn_cast<AffineDimExpr>(expr))
    return dims[dim.getPosition()];
  if (auto symbol = dyn_cast<AffineSymbolExpr>(expr))
    return symbols[symbol.getPosition()];
  if (auto constant = dyn_cast<AffineConstantExpr>(expr))
    return l.constant(constant.getValue());
  auto binary = cast<AffineBinaryOpExpr>(expr);
  Value lhs = expandAffine(l, binary.getLHS(), dims, symbols);
  Value rhs = expandAffine(l, binary.getRHS(), dims, symbols);
  switch (expr.getKind()) {
  case AffineExprKind::Add:
    return arith::AddIOp::create(b, loc, lhs, rhs);
  case AffineExprKind::Mul:
    return arith::MulIOp::create(b, loc, lhs, rhs);
  case AffineExprKind::FloorDiv:
    return arith::DivUIOp::create(b, loc, lhs, rhs);
  case AffineExprKind::CeilDiv:
    return arith::CeilDivUIOp::create(b, loc, lhs, rhs);
  default:
    return arith::RemUIOp::create(b, loc, lhs, rhs);
  }
}

/// A persistent program's iterations over a mapped partition's blocks.
struct IterIndicesLowering : TileOpLowering<IterIndicesOp> {
  FailureOr<bool> lower(IterIndicesOp op, KernelLowering &l) const override {
    OpBuilder &b = l.b;
    Location loc = l.loc;
    Value part = op.getPart();
    auto type = cast<MappedPartType>(part.getType());
    // T11: a kernel with a mapped partition has a one-dimensional grid; T2:
    // its map is (program, iteration)[programs] -> block.
    AffineMap schedule = type.getMap();
    assert(l.programIds().size() == 1 && schedule.getNumDims() == 2 &&
           schedule.getNumSymbols() <= 1 && schedule.getNumResults() == 1 &&
           "verified by T2 and T11");
    SmallVector<Value> grid = l.blockGrid(part);
    // Program p's iteration i owns block map(p, i)[programs], a row-major
    // index into the grid of blocks; the iterations run in order.
    auto loop = scf::ForOp::create(
        b, loc, l.constant(0), l.constant(type.getIterations()), l.constant(1));
    Block &body = op.getBody().front();
    Block *outer = l.getInsertionBlock();
    l.setInsertionBlock(loop.getBody());
    b.setInsertionPoint(loop.getBody()->getTerminator());
    Value block = expandAffine(
        l, schedule.getResult(0), {l.programIds()[0], loop.getInductionVar()},
        l.gridSizes().take_front(schedule.getNumSymbols()));
    SmallVector<Value> coords(grid.size());
    for (int64_t d = grid.size() - 1; d >= 0; --d) {
      coords[d] =
          d == 0 ? block : arith::RemUIOp::create(b, loc, block, grid[d]);
      if (d > 0)
        block = arith::DivUIOp::create(b, loc, block, grid[d]);
    }
    l.setBlockCoords(body.getArgument(0), coords);
    for (auto [d, coord] : llvm::enumerate(coords))
      l.map(body.getArgument(1 + d), coord);
    // The body's ops go before the loop's terminator.
    Operation *terminator = loop.getBody()->getTerminator();
    terminator->remove();
    unsigned sharedBefore = l.getShared().count();
    LogicalResult result = success();
    for (Operation &inner : body.without_terminator())
      if (failed(result = l.lowerOp(&inner)))
        break;
    // A thread may still read iteration i's shared memory while another
    // writes it in iteration i + 1 (the pipeline's stages, the epilogue's
    // staging): one barrier ends an iteration that used any.
    Block *current = l.getInsertionBlock();
    b.setInsertionPointToEnd(current);
    if (succeeded(result) && l.getShared().count() != sharedBefore)
      gpu::BarrierOp::create(b, op.getLoc());
    current->push_back(terminator);
    l.setInsertionBlock(outer);
    l.clearBlockCoords(body.getArgument(0));
    if (failed(result))
      return failure();
    return true;
  }
};

/// Scratch starts zeroed. Each thread holds its own copy of a program's
/// scratch, and an element read before the program wrote it would be
/// whatever each thread's stack held: threads of one program could then
/// disagree on a trip count or an index (T18's premise). Static shapes
/// only (T15 bounds no access to dynamic-size scratch).
static void zeroScratch(Operation *root) {
  root->walk([](Operation *op) {
    if (!isa<memref::AllocaOp, memref::AllocOp>(op))
      return;
    auto type = cast<MemRefType>(op->getResult(0).getType());
    if (!type.hasStaticShape() || !type.getElementType().isIntOrIndexOrFloat())
      return;
    OpBuilder b(op->getContext());
    b.setInsertionPointAfter(op);
    Location loc = op->getLoc();
    Value memory = op->getResult(0);
    Value zero =
        arith::ConstantOp::create(b, loc, b.getZeroAttr(type.getElementType()));
    SmallVector<Value> lbs, ubs, steps;
    Value c0 = arith::ConstantIndexOp::create(b, loc, 0);
    Value c1 = arith::ConstantIndexOp::create(b, loc, 1);
    for (int64_t size : type.getShape()) {
      lbs.push_back(c0);
      ubs.push_back(arith::ConstantIndexOp::create(b, loc, size));
      steps.push_back(c1);
    }
    scf::buildLoopNest(b, loc, lbs, ubs, steps,
                       [&](OpBuilder &nested, Location at, ValueRange ivs) {
                         memref::StoreOp::create(nested, at, zero, memory, ivs);
                       });
  });
}

/// Scalar code (index arithmetic, constants, loops over scalars, scratch)
/// runs as it is in every thread; anything else touching tiles is not
/// supported (KernelLowering reports it).
struct ScalarLowering : TileLoweringPattern {
  ScalarLowering() : TileLoweringPattern(std::nullopt) {}

  FailureOr<bool> matchAndLower(Operation *op,
                                KernelLowering &l) const override {
    bool touchesTiles =
        llvm::any_of(op->getOperandTypes(), isTile) ||
        llvm::any_of(op->getResultTypes(), isTile) ||
        op->walk([](Operation *inner) {
            return llvm::any_of(inner->getOperandTypes(), isTile) ||
                           llvm::any_of(inner->getResultTypes(), isTile)
                       ? WalkResult::interrupt()
                       : WalkResult::advance();
          }).wasInterrupted();
    bool touchesTileTypes = llvm::any_of(op->getOperandTypes(), [](Type type) {
      return isa<TileDialect>(type.getDialect());
    });
    if (touchesTiles || touchesTileTypes || isa_and_nonnull<TileDialect>(op->getDialect()))
      return false;
    zeroScratch(l.clone(op));
    return true;
  }
};

} // namespace

void tile::populateTileControlFlowPatterns(TileLoweringPatternSet &patterns) {
  patterns
      .add<ForLowering, YieldLowering, IterIndicesLowering, ScalarLowering>();
}
