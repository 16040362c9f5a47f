//===- KernelLowering.cpp - One tile kernel to a gpu.func -----------------===//
//
// Part of warptile. The driver of one kernel's lowering: the gpu.func's
// signature (through the type converter), the program and thread ids, the
// checks every pattern relies on of a tile result's layout, and the
// dispatch of each op to the first pattern that lowers it.
//
//===----------------------------------------------------------------------===//

#include "KernelLowering.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "warptile/Dialect/Tile/Transforms/Layouts.h"

using namespace mlir;
using namespace mlir::tile;

/// More elements per thread than this would not stay in registers.
static constexpr int64_t kMaxRegistersPerTile = 256;

KernelLowering::KernelLowering(KernelOp kernel, gpu::GPUModuleOp module,
                               const TileLoweringPatternSet &patterns,
                               StringRef chip)
    : b(kernel.getContext()), loc(kernel.getLoc()), kernel(kernel),
      module(module), patterns(patterns), chip(chip.str()),
      types(kernel.getContext()) {
  auto warps = kernel->getAttrOfType<IntegerAttr>(kNumWarpsAttrName);
  numWarps = warps ? warps.getInt() : 0;
}

Value KernelLowering::constant(int64_t value) {
  return arith::ConstantIndexOp::create(b, loc, value);
}

VectorType KernelLowering::perThreadType(Value tile) const {
  return cast<VectorType>(types.convertType(tile));
}

const SmallVector<Value> *KernelLowering::blockCoords(Value index) const {
  auto it = iterationBlocks.find(index);
  return it == iterationBlocks.end() ? nullptr : &it->second;
}

void KernelLowering::setBlockCoords(Value index, SmallVector<Value> coords) {
  iterationBlocks[index] = std::move(coords);
}

KernelLowering::LoopScope KernelLowering::enterLoop() {
  LoopScope outer = loop;
  loop = LoopScope{/*inLoop=*/true, /*usesScratch=*/false};
  return outer;
}

bool KernelLowering::exitLoop(LoopScope outer) {
  bool usesScratch = loop.usesScratch;
  loop = outer;
  return usesScratch;
}

//===----------------------------------------------------------------------===//
// Thread coordinates
//===----------------------------------------------------------------------===//

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
  return splitId(*this, lane, layout, layout.getThreadsPerWarp());
}

SmallVector<Value> KernelLowering::warpCoords(BlockedLayoutAttr layout) {
  return splitId(*this, warp, layout, layout.getWarpsPerBlock());
}

/// The thread's position along each dimension of `layout`: `warp *
/// threadsPerWarp + lane`.
static SmallVector<Value> threadPositions(KernelLowering &l,
                                          BlockedLayoutAttr layout) {
  SmallVector<Value> lanes = l.laneCoords(layout),
                     warps = l.warpCoords(layout);
  SmallVector<Value> positions;
  for (int64_t d = 0; d < layout.getRank(); ++d)
    positions.push_back(arith::AddIOp::create(
        l.b, l.loc,
        arith::MulIOp::create(l.b, l.loc, warps[d],
                              l.constant(layout.getThreadsPerWarp()[d])),
        lanes[d]));
  return positions;
}

static bool replicatedAlong(BlockedLayoutAttr layout, ArrayRef<int64_t> shape,
                            int64_t d) {
  return distinctThreads(layout, shape, d) <
         layout.getThreadsPerWarp()[d] * layout.getWarpsPerBlock()[d];
}

SmallVector<Value> KernelLowering::threadOffsets(BlockedLayoutAttr layout,
                                                 ArrayRef<int64_t> shape) {
  SmallVector<Value> offsets = threadPositions(*this, layout);
  for (int64_t d = 0; d < layout.getRank(); ++d) {
    if (replicatedAlong(layout, shape, d))
      offsets[d] = arith::RemUIOp::create(
          b, loc, offsets[d], constant(distinctThreads(layout, shape, d)));
    offsets[d] = arith::MulIOp::create(
        b, loc, offsets[d], constant(layout.getSizePerThread()[d]));
  }
  return offsets;
}

Value KernelLowering::ownsElements(BlockedLayoutAttr layout,
                                   ArrayRef<int64_t> shape) {
  if (!isReplicated(layout, shape))
    return Value();
  SmallVector<Value> positions = threadPositions(*this, layout);
  Value owns;
  for (int64_t d = 0; d < layout.getRank(); ++d) {
    if (!replicatedAlong(layout, shape, d))
      continue;
    Value first = arith::CmpIOp::create(
        b, loc, arith::CmpIPredicate::ult, positions[d],
        constant(distinctThreads(layout, shape, d)));
    owns = owns ? arith::AndIOp::create(b, loc, owns, first) : first;
  }
  return owns;
}

//===----------------------------------------------------------------------===//
// Signature and ids
//===----------------------------------------------------------------------===//

LogicalResult KernelLowering::buildSignature() {
  SmallVector<Type> inputs;
  // For each kernel argument, how many function arguments it became.
  SmallVector<std::pair<BlockArgument, unsigned>> spans;
  for (BlockArgument arg : kernel.getBody().getArguments()) {
    unsigned before = inputs.size();
    if (failed(types.convertType(arg.getType(), inputs)))
      return kernel.emitError("convert-tile-to-gpu: a parameter of type ")
             << arg.getType() << " is not supported by the lowering yet";
    spans.push_back({arg, inputs.size() - before});
  }

  b.setInsertionPointToEnd(module.getBody());
  func = gpu::GPUFuncOp::create(b, loc, kernel.getSymName(),
                                b.getFunctionType(inputs, {}));
  func->setAttr(gpu::GPUDialect::getKernelFuncAttrName(), b.getUnitAttr());
  func.setKnownBlockSizeAttr(
      b.getDenseI32ArrayAttr({static_cast<int32_t>(32 * numWarps), 1, 1}));
  shared = std::make_unique<SharedMemoryAllocator>(func, chip);
  Block &entry = func.getBody().front();
  b.setInsertionPointToStart(&entry);

  unsigned next = 0;
  for (auto [arg, count] : spans) {
    Type type = arg.getType();
    auto takeSizes = [&](ArrayRef<int64_t> shape, bool allPassed,
                         Type elementType) {
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
      buffer.elementType = elementType;
      buffers[arg] = buffer;
    };
    if (auto view = dyn_cast<ViewType>(type))
      takeSizes(view.getShape(), /*allPassed=*/false, view.getElementType());
    else if (auto part = dyn_cast<PartType>(type))
      takeSizes(part.getShape(), /*allPassed=*/true, part.getElementType());
    else if (auto mapped = dyn_cast<MappedPartType>(type))
      takeSizes(mapped.getShape(), /*allPassed=*/true, mapped.getElementType());
    else if (count == 1)
      mapping.map(arg, entry.getArgument(next++));
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
      grid.push_back(arith::DivUIOp::create(b, loc, blocks,
                                            constant(mapped.getIterations())));
      break;
    }
    if (isa<PartType>(arg.getType())) {
      grid = blockGrid(arg);
      break;
    }
  }
  int64_t rank = grid.size();
  if (rank <= 3) {
    const gpu::Dimension dims[] = {gpu::Dimension::x, gpu::Dimension::y,
                                   gpu::Dimension::z};
    for (int64_t d = 0; d < rank; ++d)
      programs.push_back(gpu::BlockIdOp::create(b, loc, dims[d]));
  } else {
    // More dimensions than CUDA's grid: one linear block id x, row-major.
    Value rest = gpu::BlockIdOp::create(b, loc, gpu::Dimension::x);
    programs.resize(rank);
    for (int64_t d = rank - 1; d >= 0; --d) {
      programs[d] = arith::RemUIOp::create(b, loc, rest, grid[d]);
      rest = arith::DivUIOp::create(b, loc, rest, grid[d]);
    }
  }
  Value thread = gpu::ThreadIdOp::create(b, loc, gpu::Dimension::x);
  lane = arith::RemUIOp::create(b, loc, thread, constant(32));
  warp = arith::DivUIOp::create(b, loc, thread, constant(32));
}

SmallVector<Value> KernelLowering::blockGrid(Value part) {
  ArrayRef<int64_t> shape;
  if (auto plain = dyn_cast<PartType>(part.getType()))
    shape = plain.getShape();
  else
    shape = cast<MappedPartType>(part.getType()).getShape();
  SmallVector<Value> blocks;
  for (auto [size, block] : llvm::zip(buffers[part].sizes, shape))
    blocks.push_back(arith::CeilDivUIOp::create(b, loc, size, constant(block)));
  return blocks;
}

//===----------------------------------------------------------------------===//
// Driver
//===----------------------------------------------------------------------===//

/// Whether a blocked layout (written by hand) covers its tile in whole
/// footprints or replicates it a whole number of times (coversTile): a
/// partial one would leave elements to no thread.
static bool coversInFootprints(RankedTensorType type, Attribute layout) {
  BlockedLayoutAttr blockedOrParent = dyn_cast<BlockedLayoutAttr>(layout);
  SmallVector<int64_t> covered(type.getShape());
  if (auto slice = dyn_cast<SliceLayoutAttr>(layout)) {
    if (MmaLayoutAttr mma = slice.getMmaParent())
      return mmaSliceFits(slice, type.getShape());
    blockedOrParent = slice.getParent();
    if (covered.size() + 1 == static_cast<size_t>(slice.getParent().getRank()))
      covered.insert(covered.begin() + slice.getDim(), 1);
    if (slice.getDim() < static_cast<int64_t>(covered.size()))
      covered[slice.getDim()] = slice.getParent().getFootprint(slice.getDim());
  }
  if (!blockedOrParent)
    return true;
  return coversTile(blockedOrParent, covered);
}

static int64_t warpsOf(Attribute layout, int64_t otherwise) {
  if (auto blocked = dyn_cast<BlockedLayoutAttr>(layout))
    return blocked.getNumWarps();
  if (auto slice = dyn_cast<SliceLayoutAttr>(layout))
    return slice.getMmaParent() ? slice.getMmaParent().getNumWarps()
                                : slice.getParent().getNumWarps();
  if (auto mma = dyn_cast<MmaLayoutAttr>(layout))
    return mma.getNumWarps();
  return otherwise;
}

LogicalResult KernelLowering::checkResultLayouts(Operation *op) {
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
    // computes on them element by element (and the splat they start from,
    // the broadcasts into it, the loads of an epilogue's operands).
    if (isa<MmaLayoutAttr>(layout) &&
        !(isa<MmaOp, ConstantOp, scf::ForOp, scf::IfOp, BroadcastOp, LoadOp,
              LoadMutOp>(
              op) ||
          isElementwiseTileOp(op)))
      return op->emitError("convert-tile-to-gpu: '")
             << op->getName()
             << "' with a '#tile.mma' layout is not supported by the "
                "lowering yet";
    if (auto mma = dyn_cast<MmaLayoutAttr>(layout))
      if (!fitsMmaLayout(mma, type.getShape()))
        return op->emitError("convert-tile-to-gpu: the '#tile.mma' layout of '")
               << op->getName() << "' does not divide its " << type
               << " into 16x16 pieces per warp";
    if (!coversInFootprints(type, layout))
      return op->emitError("convert-tile-to-gpu: the layout of '")
             << op->getName() << "' does not cover its " << type
             << " in whole footprints or whole replicas (a partial "
                "layout is not supported)";
    int64_t layoutWarps = warpsOf(layout, numWarps);
    if (layoutWarps != numWarps)
      return op->emitError("convert-tile-to-gpu: the layout of '")
             << op->getName() << "' spreads over " << layoutWarps
             << " warps, the kernel has " << numWarps;
    int64_t registers =
        TileTypeConverter::perThreadType(type, layout).getNumElements();
    if (registers > kMaxRegistersPerTile)
      return op->emitError("convert-tile-to-gpu: '")
             << op->getName() << "' gives each thread " << registers
             << " elements of one tile, more than the " << kMaxRegistersPerTile
             << " that stay in registers (use more warps or smaller tiles)";
  }
  return success();
}

LogicalResult KernelLowering::lowerOp(Operation *op) {
  b.setInsertionPointToEnd(current);
  loc = op->getLoc();
  if (failed(checkResultLayouts(op)))
    return failure();
  for (const TileLoweringPattern *pattern : patterns.patternsFor(op)) {
    FailureOr<bool> lowered = pattern->matchAndLower(op, *this);
    if (failed(lowered))
      return failure();
    if (*lowered)
      return success();
    b.setInsertionPointToEnd(current);
  }
  return op->emitError("convert-tile-to-gpu: '")
         << op->getName() << "' is not supported by the lowering yet";
}

LogicalResult KernelLowering::lowerBlock(Block &source) {
  for (Operation &op : source)
    if (failed(lowerOp(&op)))
      return failure();
  return success();
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
      failed(shared->place(kernel, module))) {
    func.erase();
    return failure();
  }
  return success();
}

//===----------------------------------------------------------------------===//
// Pattern sets
//===----------------------------------------------------------------------===//

void TileLoweringPatternSet::insert(
    std::unique_ptr<TileLoweringPattern> pattern) {
  if (!pattern->getRoot()) {
    anyOp.push_back(std::move(pattern));
    return;
  }
  auto &list = rooted[*pattern->getRoot()];
  auto at = llvm::find_if(list, [&](const auto &other) {
    return other->getBenefit() < pattern->getBenefit();
  });
  list.insert(at, std::move(pattern));
}

SmallVector<const TileLoweringPattern *>
TileLoweringPatternSet::patternsFor(Operation *op) const {
  SmallVector<const TileLoweringPattern *> result;
  auto it = rooted.find(op->getName().getStringRef());
  if (it != rooted.end())
    for (const auto &pattern : it->second)
      result.push_back(pattern.get());
  for (const auto &pattern : anyOp)
    result.push_back(pattern.get());
  return result;
}

void tile::populateTileToGPUPatterns(TileLoweringPatternSet &patterns) {
  populateTileComputePatterns(patterns);
  populateTileMemoryPatterns(patterns);
  populateTileReducePatterns(patterns);
  populateTileArgReducePatterns(patterns);
  populateTileScanPatterns(patterns);
  populateTileTransposePatterns(patterns);
  populateTileMmaPatterns(patterns);
  populateTileLayoutConversionPatterns(patterns);
  populateTileControlFlowPatterns(patterns);
  populateTileBranchPatterns(patterns);
}
