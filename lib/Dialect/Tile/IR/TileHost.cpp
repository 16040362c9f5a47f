//===- TileHost.cpp - tile.partition and tile.launch ----------------------===//
//
// Part of warptile. The host half of the guarantee: partitions tile their
// buffer (T6) inside the grid (T2), launches match their kernel (T10) and
// pass a mutable buffer once (T5).
//
//===----------------------------------------------------------------------===//

#include "warptile/Dialect/Tile/IR/TileOps.h"

#include "PartitionMap.h"
#include "TileShapes.h"
#include "mlir/Interfaces/ViewLikeInterface.h"
#include "llvm/Support/FormatVariadic.h"

using namespace mlir;
using namespace mlir::tile;

/// T11: a host op stands outside the kernels.
static LogicalResult verifyOnHost(Operation *op) {
  if (op->getParentOfType<KernelOp>())
    return op->emitOpError("T11: is a host op and stands outside a "
                           "tile.kernel");
  return success();
}

//===----------------------------------------------------------------------===//
// PartitionOp
//===----------------------------------------------------------------------===//

/// The number of blocks along each dimension; dynamic where the buffer is.
static SmallVector<int64_t> blockGrid(MemRefType buffer,
                                      ArrayRef<int64_t> block) {
  SmallVector<int64_t> grid;
  for (auto [size, tile] : llvm::zip(buffer.getShape(), block))
    grid.push_back(ShapedType::isDynamic(size)
                       ? ShapedType::kDynamic
                       : llvm::divideCeil(size, tile));
  return grid;
}

SmallVector<int64_t> PartitionOp::getGrid() {
  auto [block, element] = blockOf(getType());
  SmallVector<int64_t> grid = blockGrid(getBuffer().getType(), block);
  auto mapped = dyn_cast<MappedPartType>(getType());
  if (!mapped)
    return grid;
  int64_t blocks = 1;
  for (int64_t n : grid)
    blocks *= n; // Static: T6 rejects dynamic buffers of mapped partitions.
  return {blocks / mapped.getIterations()};
}

LogicalResult PartitionOp::verify() {
  if (failed(verifyOnHost(*this)))
    return failure();
  MemRefType buffer = getBuffer().getType();
  auto [block, element] = blockOf(getType());
  if (buffer.getRank() != static_cast<int64_t>(block.size()) ||
      buffer.getElementType() != element)
    return emitOpError("T6: a partition has the rank and element type of "
                       "its buffer ")
           << buffer;
  for (auto [d, size, tile] : llvm::enumerate(buffer.getShape(), block)) {
    if (getMasked() || tile == 1)
      continue;
    if (ShapedType::isDynamic(size))
      return emitOpError("T6: dimension ")
             << d << " of the buffer is dynamic, so blocks of " << tile
             << " along it may not divide it; mark the partition `masked`";
    if (size % tile != 0)
      return emitOpError("T6: blocks of ")
             << tile << " do not divide dimension " << d << " (" << size
             << "); mark the partition `masked` to skip the tail";
  }
  auto mapped = dyn_cast<MappedPartType>(getType());
  if (!mapped)
    return success();

  if (!buffer.hasStaticShape())
    return emitOpError("T6: a mapped partition needs a statically shaped "
                       "buffer, so that its map is checked against the grid");
  int64_t blocks = 1;
  for (int64_t n : blockGrid(buffer, block))
    blocks *= n;
  int64_t iterations = mapped.getIterations();
  if (blocks % iterations != 0)
    return emitOpError("T6: the buffer has ")
           << blocks << " blocks, not a multiple of the " << iterations
           << " iterations of its mapped partition";
  // T2 inside the grid: with non-negative coefficients (checked by the
  // type), the last program's last iteration reaches the largest block.
  int64_t programs = blocks / iterations;
  std::string why;
  std::optional<LinearPartitionMap> map = linearize(mapped.getMap(), why);
  int64_t last = map->evaluate(programs - 1, iterations - 1, programs);
  if (last >= blocks)
    return emitOpError(llvm::formatv(
        "T2: with {0} programs, program {1} at iteration {2} owns block {3}, "
        "past the buffer's {4} blocks",
        programs, programs - 1, iterations - 1, last, blocks));
  return success();
}

//===----------------------------------------------------------------------===//
// LaunchOp
//===----------------------------------------------------------------------===//

/// The buffer a memref views: through casts, subviews and other views down
/// to an allocation or an argument. Two arguments with one root may overlap.
static Value rootBuffer(Value memref) {
  while (auto view = memref.getDefiningOp<ViewLikeOpInterface>())
    memref = view.getViewSource();
  return memref;
}

LogicalResult LaunchOp::verify() { return verifyOnHost(*this); }

LogicalResult LaunchOp::verifySymbolUses(SymbolTableCollection &symbols) {
  auto kernel =
      symbols.lookupNearestSymbolFrom<KernelOp>(*this, getKernelAttr());
  if (!kernel)
    return emitOpError("T10: @") << getKernel() << " is not a tile.kernel";
  ArrayRef<Type> params = kernel.getArgumentTypes();
  if (params.empty() || !isa<TokenType>(params.back()))
    return emitOpError("T10: @") << getKernel() << " has no token parameter";
  params = params.drop_back();
  if (getArgs().size() != params.size())
    return emitOpError("T10: @")
           << getKernel() << " takes " << params.size()
           << " arguments (its token is not passed), " << getArgs().size()
           << " given";

  struct Passed {
    Value root;
    bool isMutable;
  };
  SmallVector<Passed> passed;
  SmallVector<int64_t> grid;
  int64_t gridArg = -1;
  for (auto [i, param, arg] : llvm::enumerate(params, getArgs())) {
    Type type = arg.getType();
    if (auto view = dyn_cast<ViewType>(param)) {
      auto buffer = dyn_cast<MemRefType>(type);
      bool ok = buffer && buffer.getRank() == view.getRank() &&
                buffer.getElementType() == view.getElementType();
      for (int64_t d = 0; ok && d < view.getRank(); ++d) {
        int64_t want = view.getShape()[d], have = buffer.getDimSize(d);
        ok = ShapedType::isDynamic(want) || have == want;
      }
      if (!ok)
        return emitOpError("T10: argument ")
               << i << " of type " << type << " does not fit the view "
               << param;
      passed.push_back({rootBuffer(arg), false});
      continue;
    }
    if (isa<PartType, MappedPartType>(param)) {
      auto partition = arg.getDefiningOp<PartitionOp>();
      if (type != param || !partition)
        return emitOpError("T10: argument ")
               << i << " must be a tile.partition result of type " << param;
      SmallVector<int64_t> argGrid = partition.getGrid();
      if (gridArg < 0) {
        grid = argGrid, gridArg = i;
      } else {
        bool same = grid.size() == argGrid.size();
        for (size_t d = 0; same && d < grid.size(); ++d)
          same = ShapedType::isDynamic(grid[d]) ||
                 ShapedType::isDynamic(argGrid[d]) || grid[d] == argGrid[d];
        if (!same)
          return emitOpError("T10: argument ")
                 << i << " has a grid of " << shapeString(argGrid)
                 << " programs, argument " << gridArg << " one of "
                 << shapeString(grid);
      }
      passed.push_back({rootBuffer(partition.getBuffer()), true});
      continue;
    }
    if (type != param)
      return emitOpError("T10: argument ")
             << i << " has type " << type << ", the kernel takes " << param;
    passed.push_back({Value(), false});
  }

  // T10: a view the kernel reads `like` a partition covers the partitioned
  // buffer; otherwise the last programs would silently read padding.
  Block &entry = kernel.getBody().front();
  WalkResult covered = kernel.walk([&](LoadOp load) {
    auto view = dyn_cast<BlockArgument>(load.getView());
    auto like = dyn_cast_or_null<BlockArgument>(load.getLike());
    if (!view || !like || view.getOwner() != &entry ||
        like.getOwner() != &entry)
      return WalkResult::advance();
    unsigned v = view.getArgNumber(), p = like.getArgNumber();
    auto viewBuffer = dyn_cast<MemRefType>(getArgs()[v].getType());
    auto partition = getArgs()[p].getDefiningOp<PartitionOp>();
    if (!viewBuffer || !partition)
      return WalkResult::advance();
    MemRefType partBuffer = partition.getBuffer().getType();
    for (int64_t d = 0; d < viewBuffer.getRank(); ++d) {
      int64_t have = viewBuffer.getDimSize(d), need = partBuffer.getDimSize(d);
      if (ShapedType::isDynamic(have) || ShapedType::isDynamic(need) ||
          have >= need)
        continue;
      InFlightDiagnostic diag =
          emitOpError("T10: argument ")
          << v << " (" << viewBuffer << ") is read like the partition of "
          << "argument " << p << " (" << partBuffer << ") but is smaller "
          << "along dimension " << d << " (" << have << " < " << need
          << "); the last programs would read padding";
      diag.attachNote(load.getLoc()) << "read here";
      return WalkResult::interrupt();
    }
    return WalkResult::advance();
  });
  if (covered.wasInterrupted())
    return failure();

  // T5: a buffer passed mutably is passed once.
  for (size_t j = 0; j < passed.size(); ++j)
    for (size_t i = 0; i < j; ++i) {
      if (!passed[i].root || passed[i].root != passed[j].root ||
          (!passed[i].isMutable && !passed[j].isMutable))
        continue;
      return emitOpError("T5: arguments ")
             << i << " and " << j << " pass one buffer, "
             << (passed[i].isMutable && passed[j].isMutable
                     ? "mutably twice"
                     : "mutably and shared")
             << "; programs would race on it";
    }
  return success();
}
