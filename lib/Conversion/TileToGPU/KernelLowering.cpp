//===- KernelLowering.cpp - One tile kernel to a gpu.func -----------------===//
//
// Part of warptile. The kernel's signature, program and thread ids, the
// register maps of the layouts, and the compute ops (elementwise, constant,
// iota, broadcast, reshape), which need no memory or communication.
//
//===----------------------------------------------------------------------===//

#include "KernelLowering.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/Vector/IR/VectorOps.h"
#include "warptile/Conversion/Passes.h"
#include "warptile/Dialect/Tile/Transforms/Layouts.h"
#include "llvm/ADT/TypeSwitch.h"

using namespace mlir;
using namespace mlir::tile;

/// More elements per thread than this would not stay in registers.
static constexpr int64_t kMaxRegistersPerTile = 256;

KernelLowering::KernelLowering(KernelOp kernel, gpu::GPUModuleOp module)
    : b(kernel.getContext()), loc(kernel.getLoc()), kernel(kernel),
      module(module) {
  auto warps = kernel->getAttrOfType<IntegerAttr>(kNumWarpsAttrName);
  numWarps = warps ? warps.getInt() : 0;
}

Value KernelLowering::constant(int64_t value) {
  return arith::ConstantIndexOp::create(b, loc, value);
}

VectorType KernelLowering::perThreadType(RankedTensorType type,
                                         Attribute layout) {
  int64_t registers = 1;
  if (auto blocked = dyn_cast<BlockedLayoutAttr>(layout)) {
    registers = blocked.getRegisterCount(type.getShape());
  } else if (auto mma = dyn_cast<MmaLayoutAttr>(layout)) {
    registers = mma.getRegisterCount(type.getShape());
  } else if (auto slice = dyn_cast<SliceLayoutAttr>(layout)) {
    BlockedLayoutAttr parent = slice.getParent();
    // Non-reduced dimensions of the tile, in parent order.
    ArrayRef<int64_t> shape = type.getShape();
    bool keeps = static_cast<int64_t>(shape.size()) == parent.getRank();
    for (int64_t d = 0, i = 0; d < parent.getRank(); ++d) {
      if (d == slice.getDim()) {
        i += keeps;
        continue;
      }
      registers *= (shape[i++] / parent.getFootprint(d)) *
                   parent.getSizePerThread()[d];
    }
  }
  return VectorType::get({registers}, type.getElementType());
}

SmallVector<SmallVector<int64_t>>
KernelLowering::registerOffsets(BlockedLayoutAttr layout,
                                ArrayRef<int64_t> shape) {
  int64_t rank = layout.getRank();
  SmallVector<int64_t> reps, spt(layout.getSizePerThread());
  for (int64_t d = 0; d < rank; ++d)
    reps.push_back(layout.getRepetitions(shape, d));
  // Row-major over (repetition coordinates..., in-thread coordinates...).
  SmallVector<int64_t> extents(reps);
  extents.append(spt);
  SmallVector<SmallVector<int64_t>> offsets;
  SmallVector<int64_t> index(2 * rank, 0);
  int64_t count = layout.getRegisterCount(shape);
  for (int64_t r = 0; r < count; ++r) {
    int64_t rest = r;
    for (int64_t i = 2 * rank - 1; i >= 0; --i) {
      index[i] = rest % extents[i];
      rest /= extents[i];
    }
    SmallVector<int64_t> coords;
    for (int64_t d = 0; d < rank; ++d)
      coords.push_back(index[d] * layout.getFootprint(d) + index[rank + d]);
    offsets.push_back(coords);
  }
  return offsets;
}

SmallVector<SmallVector<int64_t>>
KernelLowering::sliceRegisterOffsets(SliceLayoutAttr layout,
                                     ArrayRef<int64_t> parentShape) {
  BlockedLayoutAttr parent = layout.getParent();
  int64_t dim = layout.getDim();
  SmallVector<int64_t> shape(parentShape);
  shape[dim] = parent.getFootprint(dim);
  SmallVector<SmallVector<int64_t>> offsets;
  for (SmallVector<int64_t> &coords : registerOffsets(parent, shape))
    if (coords[dim] == 0)
      offsets.push_back(coords);
  return offsets;
}

/// Splits `id` over the dimensions of `layout` in its order, each taking
/// `extents[d]` values.
static SmallVector<Value> splitId(KernelLowering &lowering, Value id,
                                  BlockedLayoutAttr layout,
                                  ArrayRef<int64_t> extents) {
  SmallVector<Value> coords(layout.getRank());
  OpBuilder &b = lowering.b;
  Value rest = id;
  for (int64_t d : layout.getOrder()) {
    if (extents[d] == 1) {
      coords[d] = lowering.constant(0);
      continue;
    }
    Value extent = lowering.constant(extents[d]);
    coords[d] = arith::RemUIOp::create(b, lowering.loc, rest, extent);
    rest = arith::DivUIOp::create(b, lowering.loc, rest, extent);
  }
  return coords;
}

SmallVector<Value> KernelLowering::laneCoords(BlockedLayoutAttr layout) {
  return splitId(*this, laneId, layout, layout.getThreadsPerWarp());
}

SmallVector<Value> KernelLowering::warpCoords(BlockedLayoutAttr layout) {
  return splitId(*this, warpId, layout, layout.getWarpsPerBlock());
}

SmallVector<Value> KernelLowering::threadOffsets(BlockedLayoutAttr layout) {
  SmallVector<Value> lanes = laneCoords(layout), warps = warpCoords(layout);
  SmallVector<Value> offsets;
  for (int64_t d = 0; d < layout.getRank(); ++d) {
    Value thread = arith::AddIOp::create(
        b, loc,
        arith::MulIOp::create(b, loc, warps[d],
                              constant(layout.getThreadsPerWarp()[d])),
        lanes[d]);
    offsets.push_back(arith::MulIOp::create(
        b, loc, thread, constant(layout.getSizePerThread()[d])));
  }
  return offsets;
}

//===----------------------------------------------------------------------===//
// Signature and ids
//===----------------------------------------------------------------------===//

LogicalResult KernelLowering::buildSignature() {
  MLIRContext *context = kernel.getContext();
  auto global = LLVM::LLVMPointerType::get(context, /*addressSpace=*/1);
  SmallVector<Type> inputs;
  // For each kernel argument, how many function arguments it became.
  SmallVector<std::pair<BlockArgument, unsigned>> spans;
  for (BlockArgument arg : kernel.getBody().getArguments()) {
    Type type = arg.getType();
    unsigned before = inputs.size();
    if (auto view = dyn_cast<ViewType>(type)) {
      inputs.push_back(global);
      for (int64_t size : view.getShape())
        if (ShapedType::isDynamic(size))
          inputs.push_back(b.getIndexType());
    } else if (auto part = dyn_cast<PartType>(type)) {
      inputs.push_back(global);
      inputs.append(part.getRank(), b.getIndexType());
    } else if (auto mapped = dyn_cast<MappedPartType>(type)) {
      // Like a plain partition: the pointer and the buffer's sizes.
      inputs.push_back(global);
      inputs.append(mapped.getShape().size(), b.getIndexType());
    } else if (!isa<TokenType>(type)) {
      if (!type.isIntOrIndexOrFloat())
        return kernel.emitError("convert-tile-to-gpu: a parameter of type ")
               << type << " is not supported by the lowering yet";
      inputs.push_back(type);
    }
    spans.push_back({arg, inputs.size() - before});
  }

  b.setInsertionPointToEnd(module.getBody());
  func = gpu::GPUFuncOp::create(b, loc, kernel.getSymName(),
                                b.getFunctionType(inputs, {}));
  func->setAttr(gpu::GPUDialect::getKernelFuncAttrName(), b.getUnitAttr());
  func.setKnownBlockSizeAttr(
      b.getDenseI32ArrayAttr({static_cast<int32_t>(32 * numWarps), 1, 1}));
  Block &entry = func.getBody().front();
  b.setInsertionPointToStart(&entry);

  unsigned next = 0;
  for (auto [arg, count] : spans) {
    Type type = arg.getType();
    auto takeSizes = [&](ArrayRef<int64_t> shape, bool allPassed) {
      BufferArg buffer;
      buffer.pointer = entry.getArgument(next++);
      for (int64_t size : shape) {
        if (allPassed || ShapedType::isDynamic(size)) {
          buffer.sizes.push_back(entry.getArgument(next++));
          buffer.staticSizes.push_back(ShapedType::kDynamic);
        } else {
          buffer.sizes.push_back(constant(size));
          buffer.staticSizes.push_back(size);
        }
      }
      return buffer;
    };
    if (auto view = dyn_cast<ViewType>(type)) {
      buffers[arg] = takeSizes(view.getShape(), /*allPassed=*/false);
      buffers[arg].elementType = view.getElementType();
    } else if (auto part = dyn_cast<PartType>(type)) {
      buffers[arg] = takeSizes(part.getShape(), /*allPassed=*/true);
      buffers[arg].elementType = part.getElementType();
    } else if (auto mapped = dyn_cast<MappedPartType>(type)) {
      buffers[arg] = takeSizes(mapped.getShape(), /*allPassed=*/true);
      buffers[arg].elementType = mapped.getElementType();
    } else if (count == 1) {
      mapping.map(arg, entry.getArgument(next++));
    }
  }
  return success();
}

void KernelLowering::buildProgramIds() {
  // The grid is the first partition's: blocks of its buffer, rounded up
  // (a masked partition's tail block is a program too); a mapped
  // partition's is one-dimensional, its blocks divided by its iterations.
  for (BlockArgument arg : kernel.getBody().getArguments()) {
    if (auto mapped = dyn_cast<MappedPartType>(arg.getType())) {
      Value blocks = constant(1);
      for (Value count : blockGrid(arg))
        blocks = arith::MulIOp::create(b, loc, blocks, count);
      gridSizes.push_back(arith::DivUIOp::create(
          b, loc, blocks, constant(mapped.getIterations())));
      break;
    }
    if (isa<PartType>(arg.getType())) {
      gridSizes = blockGrid(arg);
      break;
    }
  }
  int64_t rank = gridSizes.size();
  if (rank <= 3) {
    const gpu::Dimension dims[] = {gpu::Dimension::x, gpu::Dimension::y,
                                   gpu::Dimension::z};
    for (int64_t d = 0; d < rank; ++d)
      programIds.push_back(gpu::BlockIdOp::create(b, loc, dims[d]));
  } else {
    // More dimensions than CUDA's grid: one linear block id x, row-major.
    Value rest = gpu::BlockIdOp::create(b, loc, gpu::Dimension::x);
    programIds.resize(rank);
    for (int64_t d = rank - 1; d >= 0; --d) {
      programIds[d] = arith::RemUIOp::create(b, loc, rest, gridSizes[d]);
      rest = arith::DivUIOp::create(b, loc, rest, gridSizes[d]);
    }
  }
  Value thread = gpu::ThreadIdOp::create(b, loc, gpu::Dimension::x);
  laneId = arith::RemUIOp::create(b, loc, thread, constant(32));
  warpId = arith::DivUIOp::create(b, loc, thread, constant(32));
}

SmallVector<Value> KernelLowering::blockGrid(Value part) {
  ArrayRef<int64_t> shape;
  if (auto plain = dyn_cast<PartType>(part.getType()))
    shape = plain.getShape();
  else
    shape = cast<MappedPartType>(part.getType()).getShape();
  SmallVector<Value> grid;
  for (auto [size, block] : llvm::zip(buffers[part].sizes, shape))
    grid.push_back(arith::CeilDivUIOp::create(b, loc, size, constant(block)));
  return grid;
}

//===----------------------------------------------------------------------===//
// Persistent iterations
//===----------------------------------------------------------------------===//

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

LogicalResult KernelLowering::lowerIterIndices(IterIndicesOp op) {
  Value part = op.getPart();
  auto type = cast<MappedPartType>(part.getType());
  // T11: a kernel with a mapped partition has a one-dimensional grid; T2:
  // its map is (program, iteration)[programs] -> block.
  AffineMap schedule = type.getMap();
  assert(programIds.size() == 1 && schedule.getNumDims() == 2 &&
         schedule.getNumSymbols() <= 1 && schedule.getNumResults() == 1 &&
         "verified by T2 and T11");
  SmallVector<Value> grid = blockGrid(part);
  // Program p's iteration i owns block map(p, i)[programs], a row-major
  // index into the grid of blocks; the iterations run in order.
  auto loop = scf::ForOp::create(b, loc, constant(0),
                                 constant(type.getIterations()), constant(1));
  Block &body = op.getBody().front();
  Block *outer = current;
  current = loop.getBody();
  b.setInsertionPoint(loop.getBody()->getTerminator());
  Value block = expandAffine(
      *this, schedule.getResult(0), {programIds[0], loop.getInductionVar()},
      ArrayRef<Value>(gridSizes).take_front(schedule.getNumSymbols()));
  SmallVector<Value> coords(grid.size());
  for (int64_t d = grid.size() - 1; d >= 0; --d) {
    coords[d] = d == 0 ? block : arith::RemUIOp::create(b, loc, block, grid[d]);
    if (d > 0)
      block = arith::DivUIOp::create(b, loc, block, grid[d]);
  }
  blockCoords[body.getArgument(0)] = coords;
  for (auto [d, coord] : llvm::enumerate(coords))
    mapping.map(body.getArgument(1 + d), coord);
  // The body's ops go before the loop's terminator.
  Operation *terminator = loop.getBody()->getTerminator();
  terminator->remove();
  unsigned sharedBefore = func.getNumWorkgroupAttributions();
  LogicalResult result = success();
  for (Operation &inner : body.without_terminator())
    if (failed(result = lowerOp(&inner)))
      break;
  // A thread may still read iteration i's shared memory while another
  // writes it in iteration i + 1 (the pipeline's stages, the epilogue's
  // staging): one barrier ends an iteration that used any.
  b.setInsertionPointToEnd(current);
  if (succeeded(result) && func.getNumWorkgroupAttributions() != sharedBefore)
    gpu::BarrierOp::create(b, op.getLoc());
  current->push_back(terminator);
  current = outer;
  blockCoords.erase(body.getArgument(0));
  return result;
}

//===----------------------------------------------------------------------===//
// Compute ops
//===----------------------------------------------------------------------===//

static bool isTile(Type type) { return isa<RankedTensorType>(type); }

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
                         memref::StoreOp::create(nested, at, zero, memory,
                                                 ivs);
                       });
  });
}

LogicalResult KernelLowering::lowerElementwise(Operation *op) {
  auto type = cast<RankedTensorType>(op->getResult(0).getType());
  VectorType resultType = perThreadType(type, op->getAttr(kLayoutAttrName));
  SmallVector<Value> operands;
  for (Value operand : op->getOperands()) {
    operands.push_back(lookup(operand));
    // Layouts written by hand (a kernel with tile.num_warps) must agree;
    // a splat (the same value in every register) needs only as many
    // registers.
    Operation *def = operand.getDefiningOp();
    auto broadcast = dyn_cast_or_null<BroadcastOp>(def);
    bool splat = isa_and_nonnull<ConstantOp, arith::ConstantOp>(def) ||
                 (broadcast && !isTile(broadcast.getSource().getType()));
    bool agrees =
        splat ? cast<VectorType>(operands.back().getType()).getNumElements() ==
                    resultType.getNumElements()
              : getLayout(operand) == op->getAttr(kLayoutAttrName);
    if (!agrees)
      return op->emitError("convert-tile-to-gpu: '")
             << op->getName()
             << "' on tiles of different layouts (a layout conversion) is "
                "not supported by the lowering yet";
  }
  SmallVector<NamedAttribute> attrs;
  for (NamedAttribute attr : op->getAttrs())
    if (attr.getName() != kLayoutAttrName)
      attrs.push_back(attr);
  OperationState state(op->getLoc(), op->getName(), operands, {resultType},
                       attrs);
  map(op->getResult(0), b.create(state)->getResult(0));
  return success();
}

LogicalResult KernelLowering::lowerConstant(Operation *op) {
  // tile.constant, or the arith.constant canonicalize folds tile.constants
  // into: a splat is the same value in every register.
  auto dense = dyn_cast<DenseElementsAttr>(
      isa<ConstantOp>(op) ? Attribute(cast<ConstantOp>(op).getValue())
                          : Attribute(cast<arith::ConstantOp>(op).getValue()));
  if (!dense || !dense.isSplat())
    return op->emitError("convert-tile-to-gpu: '")
           << op->getName()
           << "' of a tile that is not a splat is not supported by the "
              "lowering yet";
  auto tileType = cast<RankedTensorType>(op->getResult(0).getType());
  VectorType type = perThreadType(tileType, op->getAttr(kLayoutAttrName));
  map(op->getResult(0),
      arith::ConstantOp::create(
          b, op->getLoc(), type,
          DenseElementsAttr::get(type, dense.getSplatValue<Attribute>())));
  return success();
}

LogicalResult KernelLowering::lowerIota(IotaOp op) {
  auto layout = cast<BlockedLayoutAttr>(op->getAttr(kLayoutAttrName));
  RankedTensorType type = op.getType();
  Value offset = threadOffsets(layout)[0];
  SmallVector<Value> elements;
  for (ArrayRef<int64_t> coords :
       registerOffsets(layout, type.getShape())) {
    Value position =
        arith::AddIOp::create(b, op.getLoc(), offset, constant(coords[0]));
    if (!type.getElementType().isIndex())
      position = arith::IndexCastOp::create(b, op.getLoc(),
                                            type.getElementType(), position);
    elements.push_back(position);
  }
  map(op.getResult(),
      vector::FromElementsOp::create(b, op.getLoc(),
                                     perThreadType(type, layout), elements));
  return success();
}

LogicalResult KernelLowering::lowerBroadcast(BroadcastOp op) {
  Attribute layout = op->getAttr(kLayoutAttrName);
  VectorType type = perThreadType(op.getType(), layout);
  Value source = op.getSource();
  if (!isTile(source.getType())) {
    map(op.getResult(),
        vector::BroadcastOp::create(b, op.getLoc(), type, lookup(source)));
    return success();
  }
  auto slice = dyn_cast_or_null<SliceLayoutAttr>(getLayout(source));
  if (!slice) {
    // Tile-assign-layouts gave the result the source's elements per thread
    // (new dimensions of size 1), or the splat it follows.
    map(op.getResult(), lookup(source));
    return success();
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
  Value perThread = lookup(source);
  if (sliceRegs.size() == 1) {
    Value element = vector::ExtractOp::create(b, op.getLoc(), perThread,
                                              ArrayRef<int64_t>{0});
    map(op.getResult(),
        vector::BroadcastOp::create(b, op.getLoc(), type, element));
    return success();
  }
  map(op.getResult(), vector::ShuffleOp::create(b, op.getLoc(), perThread,
                                                perThread, indices));
  return success();
}

//===----------------------------------------------------------------------===//
// Driver
//===----------------------------------------------------------------------===//

/// Elementwise `arith`/`math` ops on tiles (as tile-assign-layouts reads
/// them).
static bool isElementwise(Operation *op) {
  Dialect *dialect = op->getDialect();
  return dialect && isa<arith::ArithDialect, math::MathDialect>(dialect) &&
         op->getNumRegions() == 0 && op->getNumResults() == 1 &&
         isTile(op->getResult(0).getType());
}

LogicalResult KernelLowering::lowerFor(scf::ForOp loop) {
  // A GEMM's K loop becomes a cp.async pipeline (MmaOps.cpp).
  FailureOr<bool> pipelined = lowerPipelinedLoop(loop);
  if (failed(pipelined))
    return failure();
  if (*pipelined)
    return success();

  // Tiles become their per-thread vectors, scalars stay, tokens go (the
  // accesses they order are emitted in program order).
  SmallVector<Value> inits;
  SmallVector<int64_t> kept;
  for (auto [i, init] : llvm::enumerate(loop.getInitArgs())) {
    if (isa<TokenType>(init.getType()))
      continue;
    Value lowered = mapping.lookupOrNull(init);
    if (!lowered)
      return loop.emitError("convert-tile-to-gpu: 'scf.for' carrying a ")
             << init.getType() << " is not supported by the lowering yet";
    inits.push_back(lowered);
    kept.push_back(i);
  }
  auto lowered = scf::ForOp::create(
      b, loop.getLoc(), mapping.lookup(loop.getLowerBound()),
      mapping.lookup(loop.getUpperBound()), mapping.lookup(loop.getStep()),
      inits);
  Block *body = lowered.getBody();
  if (!body->empty())
    body->getTerminator()->erase();
  mapping.map(loop.getInductionVar(), lowered.getInductionVar());
  for (auto [n, i] : llvm::enumerate(kept))
    mapping.map(loop.getRegionIterArgs()[i], lowered.getRegionIterArgs()[n]);

  Block *outer = current;
  bool wasInLoop = inLoop, outerUsesScratch = loopUsesScratch;
  current = body;
  inLoop = true;
  loopUsesScratch = false;
  LogicalResult result = lowerBlock(*loop.getBody());
  current = outer;
  inLoop = wasInLoop;
  bool usesScratch = loopUsesScratch;
  loopUsesScratch = outerUsesScratch;
  if (failed(result))
    return failure();
  // A cross-warp reduction in the body writes its scratch, a barrier, then
  // reads it; the next iteration writes it again. Some barrier must lie
  // between one iteration's reads and the next one's writes: any barrier
  // at the body's top level other than the reduction's own does (it runs
  // on every iteration, after the reads or before the next writes), so a
  // body with two or more (two reductions, a reduction and an mma's
  // staging) needs nothing more; a body with one (the reduction's own)
  // gets one more before its yield.
  if (usesScratch) {
    int64_t barriers = llvm::count_if(*body, [](Operation &op) {
      return isa<gpu::BarrierOp>(op);
    });
    if (barriers < 2) {
      Operation *yield = body->getTerminator();
      OpBuilder::InsertionGuard guard(b);
      b.setInsertionPoint(yield);
      gpu::BarrierOp::create(b, loop.getLoc());
    }
  }
  for (auto [n, i] : llvm::enumerate(kept))
    mapping.map(loop.getResult(i), lowered.getResult(n));
  return success();
}

LogicalResult KernelLowering::lowerBlock(Block &source) {
  for (Operation &op : source)
    if (failed(lowerOp(&op)))
      return failure();
  return success();
}

LogicalResult KernelLowering::lowerOp(Operation *op) {
  b.setInsertionPointToEnd(current);
  loc = op->getLoc();
  // Every tile result needs a layout this lowering knows.
  for (Value result : op->getResults()) {
    auto type = dyn_cast<RankedTensorType>(result.getType());
    if (!type)
      continue;
    Attribute layout = getLayout(result);
    if (!isa_and_nonnull<BlockedLayoutAttr, SliceLayoutAttr, MmaLayoutAttr>(
            layout))
      return op->emitError("convert-tile-to-gpu: '")
             << op->getName() << "' has no '" << kLayoutAttrName
             << "' layout for its tile result";
    // An accumulator layout belongs to tile.mma's results and what
    // computes on them element by element (and the splat they start from).
    if (isa<MmaLayoutAttr>(layout) &&
        !(isa<MmaOp, ConstantOp, scf::ForOp>(op) || isElementwise(op)))
      return op->emitError("convert-tile-to-gpu: '")
             << op->getName()
             << "' with a '#tile.mma' layout is not supported by the "
                "lowering yet";
    if (auto mma = dyn_cast<MmaLayoutAttr>(layout))
      if (!fitsMmaLayout(mma, type.getShape()))
        return op->emitError("convert-tile-to-gpu: the '#tile.mma' layout of '")
               << op->getName() << "' does not divide its " << type
               << " into 16x16 pieces per warp";
    // A blocked layout (written by hand) covers its tile in whole
    // footprints: a replicated or partial one would leave elements to no
    // thread or to several.
    BlockedLayoutAttr blockedOrParent = dyn_cast<BlockedLayoutAttr>(layout);
    SmallVector<int64_t> covered(type.getShape());
    if (auto slice = dyn_cast<SliceLayoutAttr>(layout)) {
      blockedOrParent = slice.getParent();
      if (covered.size() + 1 == static_cast<size_t>(slice.getParent().getRank()))
        covered.insert(covered.begin() + slice.getDim(), 1);
      if (slice.getDim() < static_cast<int64_t>(covered.size()))
        covered[slice.getDim()] = slice.getParent().getFootprint(slice.getDim());
    }
    if (blockedOrParent) {
      bool fits = static_cast<int64_t>(covered.size()) ==
                  blockedOrParent.getRank();
      for (auto [d, size] : llvm::enumerate(covered))
        fits = fits && size % blockedOrParent.getFootprint(d) == 0;
      if (!fits)
        return op->emitError("convert-tile-to-gpu: the layout of '")
               << op->getName() << "' does not cover its " << type
               << " in whole footprints (a replicated or partial layout "
                  "is not supported by the lowering yet)";
    }
    int64_t layoutWarps = numWarps;
    if (auto blocked = dyn_cast<BlockedLayoutAttr>(layout))
      layoutWarps = blocked.getNumWarps();
    if (auto slice = dyn_cast<SliceLayoutAttr>(layout))
      layoutWarps = slice.getParent().getNumWarps();
    if (auto mma = dyn_cast<MmaLayoutAttr>(layout))
      layoutWarps = mma.getNumWarps();
    if (layoutWarps != numWarps)
      return op->emitError("convert-tile-to-gpu: the layout of '")
             << op->getName() << "' spreads over " << layoutWarps
             << " warps, the kernel has " << numWarps;
    int64_t registers = perThreadType(type, layout).getNumElements();
    if (registers > kMaxRegistersPerTile)
      return op->emitError("convert-tile-to-gpu: '")
             << op->getName() << "' gives each thread " << registers
             << " elements of one tile, more than the "
             << kMaxRegistersPerTile
             << " that stay in registers (use more warps or smaller tiles)";
  }

  return TypeSwitch<Operation *, LogicalResult>(op)
      .Case([&](LoadOp load) { return lowerLoad(load); })
      .Case([&](LoadMutOp load) { return lowerLoadMut(load); })
      .Case([&](StoreOp store) { return lowerStore(store); })
      .Case([&](ReduceOp reduce) { return lowerReduce(reduce); })
      .Case([&](MmaOp mma) { return lowerMma(mma); })
      .Case([&](scf::ForOp loop) { return lowerFor(loop); })
      .Case([&](IterIndicesOp iterate) { return lowerIterIndices(iterate); })
      .Case([&](scf::YieldOp yield) -> LogicalResult {
        // The end of a loop body lowerFor built.
        SmallVector<Value> operands;
        auto loop = cast<scf::ForOp>(yield->getParentOp());
        for (auto [operand, arg] :
             llvm::zip(yield.getOperands(), loop.getRegionIterArgs())) {
          if (isa<TokenType>(operand.getType()))
            continue;
          operands.push_back(lookup(operand));
          // Layouts written by hand must keep a carried tile's layout.
          if (isTile(operand.getType()) &&
              getLayout(operand) != getLayout(arg))
            return yield.emitError("convert-tile-to-gpu: 'scf.yield' of a "
                                   "tile in another layout than the loop "
                                   "carries (a layout conversion) is not "
                                   "supported by the lowering yet");
        }
        scf::YieldOp::create(b, loc, operands);
        return success();
      })
      .Case([&](ConstantOp constant) { return lowerConstant(constant); })
      .Case([&](arith::ConstantOp constant) -> LogicalResult {
        if (isTile(constant.getType()))
          return lowerConstant(constant);
        b.clone(*constant, mapping);
        return success();
      })
      .Case([&](IotaOp iota) { return lowerIota(iota); })
      .Case([&](BroadcastOp broadcast) { return lowerBroadcast(broadcast); })
      .Case([&](ReshapeOp reshape) {
        // Tile-assign-layouts only admits reshapes that keep each element
        // in its register.
        map(reshape.getResult(), lookup(reshape.getSource()));
        return success();
      })
      .Case([&](ProgramIdOp id) {
        map(id.getResult(), programIds[id.getDim()]);
        return success();
      })
      .Case([&](NumProgramsOp num) {
        map(num.getResult(), gridSizes[num.getDim()]);
        return success();
      })
      // Tokens ordered the accesses; the lowering emits them in program
      // order, and every thread reads and writes a partition's elements
      // through one layout, so no thread sees another's access.
      .Case([&](JoinOp) { return success(); })
      .Case([&](ReturnOp) {
        gpu::ReturnOp::create(b, loc);
        return success();
      })
      .Default([&](Operation *op) -> LogicalResult {
        if (isElementwise(op))
          return lowerElementwise(op);
        bool touchesTiles =
            llvm::any_of(op->getOperandTypes(), isTile) ||
            llvm::any_of(op->getResultTypes(), isTile) ||
            op->walk([](Operation *inner) {
                return llvm::any_of(inner->getOperandTypes(), isTile) ||
                               llvm::any_of(inner->getResultTypes(), isTile)
                           ? WalkResult::interrupt()
                           : WalkResult::advance();
              }).wasInterrupted();
        bool touchesTileTypes = llvm::any_of(
            op->getOperandTypes(), [](Type type) {
              return isa<TileDialect>(type.getDialect());
            });
        if (touchesTiles || touchesTileTypes ||
            isa<TileDialect>(op->getDialect()))
          return op->emitError("convert-tile-to-gpu: '")
                 << op->getName() << "' is not supported by the lowering yet";
        // Scalar code (index arithmetic, constants) runs as it is in every
        // thread.
        zeroScratch(b.clone(*op, mapping));
        return success();
      });
}

LogicalResult KernelLowering::run() {
  if (numWarps <= 0 || numWarps > 32)
    return kernel.emitError("convert-tile-to-gpu: the kernel has no valid '")
           << kNumWarpsAttrName << "'";
  if (failed(buildSignature()))
    return failure();
  buildProgramIds();
  current = &func.getBody().back();
  if (failed(lowerBlock(kernel.getBody().front())) ||
      failed(placeSharedMemory())) {
    func.erase();
    return failure();
  }
  return success();
}

LogicalResult KernelLowering::placeSharedMemory() {
  if (sharedBytes() <= warptile::kDefaultSharedMemoryPerBlock)
    return success();
  // Buffers not made by allocateShared (a reduction's scratch) go last.
  for (BlockArgument buffer : func.getWorkgroupAttributions()) {
    if (sharedOffsets.count(buffer.getArgNumber()))
      continue;
    auto type = cast<MemRefType>(buffer.getType());
    sharedOffsets[buffer.getArgNumber()] = sharedEnd;
    sharedEnd += llvm::alignTo(
        type.getNumElements() *
            std::max<int64_t>(1, type.getElementTypeBitWidth() / 8),
        16);
  }
  int64_t total = sharedEnd;
  // The buffers' own checks keep within the limit; a reduction's scratch
  // buffer is not checked where it is made.
  if (total > maxSharedBytes)
    return kernel.emitError("convert-tile-to-gpu: the kernel needs ")
           << total << " bytes of shared memory, more than the "
           << maxSharedBytes << " a block of " << chip
           << " gets (use smaller tiles)";
  // Each buffer becomes a view of dynamic shared memory at the next
  // 16-byte boundary (vector accesses, ldmatrix rows and cp.async
  // destinations need 16-byte alignment; the dynamic shared memory itself
  // is 16-byte aligned in NVVM), made at the top of the kernel, which
  // dominates every use.
  // The module declares the dynamic shared memory as `.extern .shared
  // .align 16 .b8 __tile_dynamic_shared[]`, as CUDA C++'s `extern
  // __shared__` is: convert-gpu-to-nvvm lowers gpu.dynamic_shared_memory
  // to a zero-sized shared global of 16-byte alignment it finds in the
  // module, and would otherwise make an internal one, which NVPTX prints
  // as a one-byte static variable (ptxas: "1 bytes smem") that the kernel
  // then reads past.
  OpBuilder::InsertionGuard guard(b);
  StringRef name = "__tile_dynamic_shared";
  if (!module.lookupSymbol(name)) {
    b.setInsertionPointToStart(module.getBody());
    LLVM::GlobalOp::create(b, loc, LLVM::LLVMArrayType::get(b.getI8Type(), 0),
                           /*isConstant=*/false, LLVM::Linkage::External, name,
                           Attribute(),
                           /*alignment=*/16, /*addrSpace=*/3);
  }
  Block &entry = func.getBody().front();
  b.setInsertionPointToStart(&entry);
  auto workgroup =
      gpu::AddressSpaceAttr::get(b.getContext(), gpu::AddressSpace::Workgroup);
  Value base = gpu::DynamicSharedMemoryOp::create(
      b, loc,
      MemRefType::get({ShapedType::kDynamic}, b.getI8Type(), AffineMap(),
                      workgroup));
  for (BlockArgument buffer : func.getWorkgroupAttributions()) {
    Value view = memref::ViewOp::create(
        b, loc, cast<MemRefType>(buffer.getType()), base,
        constant(sharedOffsets.lookup(buffer.getArgNumber())), ValueRange{});
    buffer.replaceAllUsesWith(view);
  }
  // Then the attributions go: their block arguments and their count.
  unsigned first = func.getFirstWorkgroupAttributionIndex();
  entry.eraseArguments(first, func.getNumWorkgroupAttributions());
  func->setAttr(gpu::GPUFuncOp::getNumWorkgroupAttributionsAttrName(),
                b.getI64IntegerAttr(0));
  func.removeWorkgroupAttribAttrsAttr();
  dynamicSharedBytes = total;
  return success();
}
