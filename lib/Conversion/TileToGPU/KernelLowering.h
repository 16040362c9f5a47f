//===- KernelLowering.h - One tile kernel to a gpu.func ---------*- C++ -*-===//
//
// Part of warptile. The state of lowering one tile.kernel: the new
// gpu.func, where each kernel argument went, the thread's coordinates, and
// the per-thread value of every tile value. The op families are lowered
// in KernelLowering.cpp (compute), MemoryOps.cpp and ReduceOps.cpp; the
// launches of the lowered kernels in LaunchOps.cpp.
//
//===----------------------------------------------------------------------===//

#ifndef WARPTILE_LIB_CONVERSION_TILETOGPU_KERNELLOWERING_H
#define WARPTILE_LIB_CONVERSION_TILETOGPU_KERNELLOWERING_H

#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/IR/Builders.h"
#include "mlir/IR/IRMapping.h"
#include "warptile/Dialect/Tile/IR/TileOps.h"

namespace mlir {
namespace tile {

/// Where a view or partition argument of the kernel lives: its global
/// pointer and the sizes of the (row-major, contiguous) buffer, as `index`
/// values (constants where the type knows them).
struct BufferArg {
  Value pointer;
  SmallVector<Value> sizes;
  /// Sizes the type knows; ShapedType::kDynamic where passed.
  SmallVector<int64_t> staticSizes;
  Type elementType;
};

struct SharedTile;

/// Lowers one tile kernel whose ops carry layouts (tile-assign-layouts)
/// into a gpu.func of `module`.
class KernelLowering {
public:
  KernelLowering(KernelOp kernel, gpu::GPUModuleOp module);

  /// Builds the kernel; on an op it cannot lower, reports a located error
  /// naming it and fails (the half-built function is then erased).
  LogicalResult run();

  // Shared with the op families.
  OpBuilder b;
  Location loc;
  int64_t numWarps;
  gpu::GPUFuncOp func;

  Value constant(int64_t value);
  /// The per-thread value of a tile value lowered before.
  Value lookup(Value tile) { return mapping.lookup(tile); }
  void map(Value tile, Value perThread) { mapping.map(tile, perThread); }

  /// The per-thread type of a tile of `type` with `layout`.
  static VectorType perThreadType(RankedTensorType type, Attribute layout);

  /// For each register of a thread (in the layout's order), the element's
  /// coordinate along each dimension minus the thread's own offset
  /// (threadOffsets): repetitions of the block's footprint plus the
  /// position within the thread's `sizePerThread` elements.
  static SmallVector<SmallVector<int64_t>>
  registerOffsets(BlockedLayoutAttr layout, ArrayRef<int64_t> shape);
  /// The registers of a slice layout's tile: those of the parent whose
  /// coordinate along the reduced dimension is the thread's first, given
  /// in parent coordinates. `parentShape` is the reduced tile's shape.
  static SmallVector<SmallVector<int64_t>>
  sliceRegisterOffsets(SliceLayoutAttr layout, ArrayRef<int64_t> parentShape);

  /// The thread's lane and warp coordinate along each dimension of
  /// `layout` (the lane and warp ids split over the dimensions in the
  /// layout's order).
  SmallVector<Value> laneCoords(BlockedLayoutAttr layout);
  SmallVector<Value> warpCoords(BlockedLayoutAttr layout);
  /// The coordinate of the thread's first element along each dimension:
  /// `(warp * threadsPerWarp + lane) * sizePerThread`.
  SmallVector<Value> threadOffsets(BlockedLayoutAttr layout);

  Value laneId, warpId;
  /// The program's coordinates and the grid, per grid dimension.
  SmallVector<Value> programIds, gridSizes;
  DenseMap<Value, BufferArg> buffers;
  /// Per `!tile.index` of a `tile.iter_indices` being lowered: its block's
  /// coordinates in the buffer's grid of blocks.
  DenseMap<Value, SmallVector<Value>> blockCoords;

  // Op families (MemoryOps.cpp, ReduceOps.cpp).
  LogicalResult lowerLoad(LoadOp op);
  LogicalResult lowerLoadMut(LoadMutOp op);
  LogicalResult lowerStore(StoreOp op);
  LogicalResult lowerReduce(ReduceOp op);
  LogicalResult lowerMma(MmaOp op);
  /// The accumulators of `op` after multiplying its operands as stored in
  /// `sa` and `sb` (ldmatrix, mma.sync; MmaOps.cpp).
  Value multiplyFromShared(MmaOp op, const SharedTile &sa,
                           const SharedTile &sb);
  /// Lowers `loop` as a cp.async pipeline when it is a GEMM's K loop
  /// (MmaOps.cpp); false, with nothing emitted, when it is not one.
  FailureOr<bool> lowerPipelinedLoop(scf::ForOp loop);

  /// The per-thread value of `tile` (whose layout is `#tile.mma`) in the
  /// blocked layout `to`, through shared memory (MmaOps.cpp); failure once
  /// reported at `op`.
  FailureOr<Value> convertMmaToBlocked(Operation *op, Value tile,
                                       BlockedLayoutAttr to);
  /// A new shared-memory buffer of `shape` and `elementType` (a workgroup
  /// attribution of the kernel until placeSharedMemory); failure, reported
  /// at `op`, when the kernel's shared memory would pass `maxSharedBytes`.
  FailureOr<Value> allocateShared(Operation *op, ArrayRef<int64_t> shape,
                                  Type elementType);
  /// The bytes of the kernel's shared buffers so far, each starting at a
  /// 16-byte boundary: what they take as static shared memory, apart.
  int64_t sharedBytes();
  /// What they take as dynamic shared memory, where a buffer may reuse
  /// released memory (the end of the last one).
  int64_t sharedPeak();
  /// Marks `buffers` (of allocateShared) as read by no thread from here on
  /// but the ones that already started: the next buffer of a kernel past
  /// 48 KiB may take their memory, after a barrier (allocateShared).
  void releaseShared(ArrayRef<Value> buffers);
  /// The target chip and the most shared memory one of its blocks may use
  /// (maxSharedMemoryPerBlock).
  std::string chip = "sm_90";
  int64_t maxSharedBytes = 48 * 1024;
  /// The dynamic shared memory a launch of the kernel passes: 0 while its
  /// buffers fit the 48 KiB of static shared memory, else their bytes
  /// (placeSharedMemory).
  int64_t dynamicSharedBytes = 0;
  /// Each allocateShared buffer's offset in dynamic shared memory (by
  /// block argument number), the end of the last, and the released memory
  /// [reusableBegin, reusableEnd) the next one may take.
  DenseMap<unsigned, int64_t> sharedOffsets;
  int64_t sharedEnd = 0, reusableBegin = 0, reusableEnd = 0;
  /// Whether the op being lowered runs inside a loop of the kernel.
  bool inLoop = false;
  /// Whether the body of the innermost `scf.for` being lowered holds a
  /// cross-warp reduction of its own (its shared scratch is rewritten by
  /// the next iteration: lowerFor then makes sure a barrier separates them).
  bool loopUsesScratch = false;

private:
  LogicalResult buildSignature();
  /// Past 48 KiB, moves the kernel's shared buffers from workgroup
  /// attributions (static `.shared`, which ptxas caps at 48 KiB) to views
  /// of dynamic shared memory at 16-byte aligned offsets, and sets
  /// dynamicSharedBytes; failure, at the kernel, past `maxSharedBytes`.
  LogicalResult placeSharedMemory();
  void buildProgramIds();
  /// The number of blocks along each dimension of partition `part`'s
  /// buffer, rounded up.
  SmallVector<Value> blockGrid(Value part);
  LogicalResult lowerOp(Operation *op);
  LogicalResult lowerBlock(Block &source);
  LogicalResult lowerFor(scf::ForOp loop);
  /// A persistent program's iterations over a mapped partition's blocks.
  LogicalResult lowerIterIndices(IterIndicesOp op);
  /// Where the next op's code goes.
  Block *current = nullptr;
  LogicalResult lowerElementwise(Operation *op);
  /// A splat `tile.constant` or `arith.constant` of a tile type.
  LogicalResult lowerConstant(Operation *op);
  LogicalResult lowerBroadcast(BroadcastOp op);
  LogicalResult lowerIota(IotaOp op);

  KernelOp kernel;
  gpu::GPUModuleOp module;
  IRMapping mapping;
};

/// Whether the mma `layout` covers a tile of `shape` in whole 16 x 16
/// pieces per warp (two m16n8 tiles, one ldmatrix.x4.trans of B).
bool fitsMmaLayout(MmaLayoutAttr layout, ArrayRef<int64_t> shape);

/// What a launch of a kernel passes: its non-token parameters in order,
/// and the views it reads `like` a partition (as parameter indices).
struct KernelABI {
  struct Param {
    enum Kind { View, Part, Scalar } kind;
    SmallVector<int64_t> shape;
    Type type;
    /// A mapped partition's iterations per program (0 for a plain one):
    /// its grid is one-dimensional, the buffer's blocks divided by them.
    int64_t iterations = 0;
  };
  SmallVector<Param> params;
  SmallVector<std::pair<unsigned, unsigned>> likes;
  /// The dynamic shared memory a launch passes (KernelLowering's
  /// dynamicSharedBytes; 0 for a kernel within 48 KiB).
  int64_t dynamicSharedBytes = 0;

  static KernelABI of(KernelOp kernel);
};

/// Replaces `launch` by the run-time checks and the gpu.launch_func of
/// `func`, the lowered kernel (`numWarps` warps per block).
LogicalResult lowerLaunch(LaunchOp launch, const KernelABI &abi,
                          gpu::GPUFuncOp func, int64_t numWarps);

} // namespace tile
} // namespace mlir

#endif // WARPTILE_LIB_CONVERSION_TILETOGPU_KERNELLOWERING_H
