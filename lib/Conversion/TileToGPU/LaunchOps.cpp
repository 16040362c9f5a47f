//===- LaunchOps.cpp - tile.launch to gpu.launch_func ---------------------===//
//
// Part of warptile. A launch passes each buffer as its aligned pointer and
// sizes, with the grid of its partitions, after the run-time checks the
// kernel relies on: 16-byte aligned buffers, partitions that agree on the
// grid and views read `like` a partition at least as large as its buffer
// (T10's run-time half), and no partition's memory overlapping another
// buffer argument (T5's run-time half). A failed check ends the program
// with a message (cf.assert) before anything is launched.
//
//===----------------------------------------------------------------------===//

#include "KernelLowering.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/ControlFlow/IR/ControlFlowOps.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/SCF/IR/SCF.h"

using namespace mlir;
using namespace mlir::tile;

KernelABI KernelABI::of(KernelOp kernel) {
  KernelABI abi;
  DenseMap<Value, unsigned> index;
  for (BlockArgument arg : kernel.getBody().getArguments()) {
    if (isa<TokenType>(arg.getType()))
      continue;
    index[arg] = abi.params.size();
    if (auto view = dyn_cast<ViewType>(arg.getType()))
      abi.params.push_back({Param::View, SmallVector<int64_t>(view.getShape()),
                            view.getElementType()});
    else if (auto part = dyn_cast<PartType>(arg.getType()))
      abi.params.push_back({Param::Part, SmallVector<int64_t>(part.getShape()),
                            part.getElementType()});
    else if (auto mapped = dyn_cast<MappedPartType>(arg.getType()))
      abi.params.push_back({Param::Part,
                            SmallVector<int64_t>(mapped.getShape()),
                            mapped.getElementType(), mapped.getIterations()});
    else
      abi.params.push_back({Param::Scalar, {}, arg.getType()});
  }
  kernel.walk([&](LoadOp load) {
    if (Value like = load.getLike())
      abi.likes.push_back({index[load.getView()], index[like]});
  });
  return abi;
}

namespace {

/// Emits the checks and the launch of one tile.launch.
class LaunchLowering {
public:
  LaunchLowering(LaunchOp launch, const KernelABI &abi, gpu::GPUFuncOp func,
                 int64_t numWarps)
      : b(launch), loc(launch.getLoc()), launch(launch), abi(abi), func(func),
        numWarps(numWarps) {}

  LogicalResult run();

private:
  /// The kernel's operands: per buffer its pointer (checked 16-byte
  /// aligned) and sizes, the scalars as they are; records `buffers`.
  FailureOr<SmallVector<Value>> passArguments();
  /// T10's run-time half; returns the grid (per dimension).
  SmallVector<Value> checkGrids();
  /// T5's run-time half.
  void checkDisjoint();
  /// The launch's grid, its size along each dimension checked.
  gpu::KernelDim3 launchGrid(ArrayRef<Value> grid, Value one);

  Value constant(int64_t v) {
    return arith::ConstantIndexOp::create(b, loc, v);
  }
  void check(Value condition, const Twine &message) {
    cf::AssertOp::create(
        b, loc, condition,
        ("tile.launch @" + launch.getKernel() + ": " + message).str());
  }
  Value cmp(arith::CmpIPredicate predicate, Value lhs, Value rhs) {
    return arith::CmpIOp::create(b, loc, predicate, lhs, rhs);
  }

  OpBuilder b;
  Location loc;
  LaunchOp launch;
  const KernelABI &abi;
  gpu::GPUFuncOp func;
  int64_t numWarps;

  /// Per buffer argument: its sizes, first byte and end byte.
  struct Buffer {
    unsigned argument;
    SmallVector<Value> sizes;
    Value begin, end;
  };
  SmallVector<Buffer> buffers;
  /// Per buffer parameter, its index into `buffers`.
  DenseMap<unsigned, unsigned> bufferOf;
};

} // namespace

FailureOr<SmallVector<Value>> LaunchLowering::passArguments() {
  SmallVector<Value> operands;
  auto global = LLVM::LLVMPointerType::get(b.getContext(), 1);
  for (auto [i, param] : llvm::enumerate(abi.params)) {
    Value arg = launch.getArgs()[i];
    if (param.kind == KernelABI::Param::Scalar) {
      operands.push_back(arg);
      continue;
    }
    Value memory = arg;
    if (param.kind == KernelABI::Param::Part)
      memory = arg.getDefiningOp<PartitionOp>().getBuffer();
    auto type = cast<MemRefType>(memory.getType());
    // The kernel takes a pointer to row-major contiguous elements: an
    // identity layout, or a strided one whose strides are row-major (a
    // subview `x[1024:2048]`, rows of a matrix), which starts `offset`
    // elements past its allocation's aligned pointer.
    if (!type.getLayout().isIdentity() &&
        !type.areTrailingDimsContiguous(type.getRank()))
      return launch.emitError("convert-tile-to-gpu: argument #")
             << i << " of type " << type
             << " is not a row-major contiguous buffer; the lowering does "
                "not support other layouts yet";
    Buffer buffer{static_cast<unsigned>(i), {}, {}, {}};
    unsigned elementBytes = std::max(1u, type.getElementTypeBitWidth() / 8);
    Value address =
        memref::ExtractAlignedPointerAsIndexOp::create(b, loc, memory);
    if (!type.getLayout().isIdentity()) {
      Value offset =
          memref::ExtractStridedMetadataOp::create(b, loc, memory).getOffset();
      address = arith::AddIOp::create(
          b, loc, address,
          arith::MulIOp::create(b, loc, offset, constant(elementBytes)));
    }
    Value count = constant(1);
    for (int64_t d = 0; d < type.getRank(); ++d) {
      Value size = memref::DimOp::create(b, loc, memory, d);
      buffer.sizes.push_back(size);
      count = arith::MulIOp::create(b, loc, count, size);
    }
    buffer.begin = address;
    buffer.end = arith::AddIOp::create(
        b, loc, address,
        arith::MulIOp::create(b, loc, count, constant(elementBytes)));
    // The kernel's unmasked path moves 16-byte vectors.
    Value misaligned = arith::RemUIOp::create(b, loc, address, constant(16));
    check(cmp(arith::CmpIPredicate::eq, misaligned, constant(0)),
          "argument #" + Twine(i) +
              " is not 16-byte aligned (the kernel's vector accesses need it)");
    Value asInteger =
        arith::IndexCastOp::create(b, loc, b.getI64Type(), address);
    Value pointer = LLVM::IntToPtrOp::create(b, loc, global, asInteger);
    operands.push_back(pointer);
    // The kernel takes a view's dynamic sizes and all of a partition's.
    for (auto [d, size] : llvm::enumerate(buffer.sizes))
      if (param.kind == KernelABI::Param::Part ||
          ShapedType::isDynamic(param.shape[d]))
        operands.push_back(size);
    bufferOf[i] = buffers.size();
    buffers.push_back(std::move(buffer));
  }
  return operands;
}

SmallVector<Value> LaunchLowering::checkGrids() {
  // T10's run-time half: one grid for all partitions, and views read
  // `like` a partition at least as large as its buffer.
  SmallVector<Value> grid;
  unsigned first = 0;
  for (auto [i, param] : llvm::enumerate(abi.params)) {
    if (param.kind != KernelABI::Param::Part)
      continue;
    SmallVector<Value> sizes;
    for (auto [d, block] : llvm::enumerate(param.shape))
      sizes.push_back(arith::CeilDivUIOp::create(
          b, loc, buffers[bufferOf[i]].sizes[d], constant(block)));
    if (param.iterations) {
      // A mapped partition (its buffer static, T6): one dimension of
      // programs, each taking `iterations` blocks.
      Value blocks = constant(1);
      for (Value size : sizes)
        blocks = arith::MulIOp::create(b, loc, blocks, size);
      sizes = {
          arith::DivUIOp::create(b, loc, blocks, constant(param.iterations))};
    }
    assert((grid.empty() || sizes.size() == grid.size()) &&
           "T11: the partitions give grids of one rank");
    if (grid.empty()) {
      grid = sizes;
      first = i;
      continue;
    }
    for (auto [d, size] : llvm::enumerate(sizes))
      check(cmp(arith::CmpIPredicate::eq, size, grid[d]),
            "partitions #" + Twine(first) + " and #" + Twine(i) +
                " give different grids along dimension " + Twine(d) + " (T10)");
  }
  for (auto [view, part] : abi.likes)
    for (auto [d, size] : llvm::enumerate(buffers[bufferOf[view]].sizes))
      check(cmp(arith::CmpIPredicate::uge, size,
                buffers[bufferOf[part]].sizes[d]),
            "view #" + Twine(view) +
                " is smaller than the buffer of "
                "partition #" +
                Twine(part) + " along dimension " + Twine(d) + " (T10)");
  return grid;
}

void LaunchLowering::checkDisjoint() {
  // T5's run-time half: no partition's bytes overlap another buffer's.
  for (const Buffer &part : buffers) {
    if (abi.params[part.argument].kind != KernelABI::Param::Part)
      continue;
    for (const Buffer &other : buffers) {
      if (&other == &part)
        continue;
      Value apart = arith::OrIOp::create(
          b, loc, cmp(arith::CmpIPredicate::ule, part.end, other.begin),
          cmp(arith::CmpIPredicate::ule, other.end, part.begin));
      check(apart, "the buffer of partition #" + Twine(part.argument) +
                       " overlaps argument #" + Twine(other.argument) +
                       " (T5)");
    }
  }
}

gpu::KernelDim3 LaunchLowering::launchGrid(ArrayRef<Value> grid, Value one) {
  // The grid: x, y, z for up to three dimensions, else one linear x (the
  // kernel splits it). CUDA's limits: x < 2^31, y and z < 2^16.
  gpu::KernelDim3 blocks{one, one, one};
  if (grid.size() <= 3) {
    Value *dims[] = {&blocks.x, &blocks.y, &blocks.z};
    for (auto [d, size] : llvm::enumerate(grid)) {
      *dims[d] = size;
      int64_t limit = d == 0 ? (int64_t(1) << 31) - 1 : 65535;
      check(cmp(arith::CmpIPredicate::ule, size, constant(limit)),
            "the grid has more than " + Twine(limit) +
                " programs along dimension " + Twine(d));
    }
  } else {
    Value total = one;
    Value limit = constant((int64_t(1) << 31) - 1);
    for (Value size : grid) {
      // total * size <= limit, without forming an overflowing product.
      Value room = arith::DivUIOp::create(
          b, loc, limit, arith::MaxUIOp::create(b, loc, total, one));
      check(cmp(arith::CmpIPredicate::ule, size, room),
            "the grid has more than 2^31 - 1 programs");
      total = arith::MulIOp::create(b, loc, total, size);
    }
    blocks.x = total;
  }
  return blocks;
}

LogicalResult LaunchLowering::run() {
  FailureOr<SmallVector<Value>> operands = passArguments();
  if (failed(operands))
    return failure();
  SmallVector<Value> grid = checkGrids();
  checkDisjoint();
  Value one = constant(1);
  gpu::KernelDim3 blocks = launchGrid(grid, one);
  gpu::KernelDim3 threads{constant(32 * numWarps), one, one};

  // An empty buffer has no programs; CUDA rejects a launch of none.
  Value any = cmp(
      arith::CmpIPredicate::ne,
      arith::MulIOp::create(b, loc, blocks.x,
                            arith::MulIOp::create(b, loc, blocks.y, blocks.z)),
      constant(0));
  auto nonEmpty = scf::IfOp::create(b, loc, TypeRange{}, any,
                                    /*withElseRegion=*/false);
  b.setInsertionPointToStart(nonEmpty.thenBlock());
  // A kernel past 48 KiB of shared memory has it all dynamic; the runtime
  // opts the kernel in to that much.
  Value dynamicShared;
  if (abi.dynamicSharedBytes)
    dynamicShared = arith::ConstantIntOp::create(b, loc, b.getI32Type(),
                                                 abi.dynamicSharedBytes);
  gpu::LaunchFuncOp::create(b, loc, func, blocks, threads, dynamicShared,
                            *operands);
  launch.erase();
  return success();
}

LogicalResult tile::lowerLaunch(LaunchOp launch, const KernelABI &abi,
                                gpu::GPUFuncOp func, int64_t numWarps) {
  return LaunchLowering(launch, abi, func, numWarps).run();
}
