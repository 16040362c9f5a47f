//===- KernelLowering.h - One tile kernel to a gpu.func ---------*- C++ -*-===//
//
// Part of warptile. The driver that lowers one tile.kernel into a gpu.func
// and the state its patterns share: the function, where each kernel
// argument went, the thread's and program's coordinates, the per-thread
// value of every tile value lowered so far, the type converter and the
// shared-memory allocator. The op families are patterns (Patterns.h); the
// launches of the lowered kernels are lowered in LaunchOps.cpp.
//
//===----------------------------------------------------------------------===//

#ifndef WARPTILE_LIB_CONVERSION_TILETOGPU_KERNELLOWERING_H
#define WARPTILE_LIB_CONVERSION_TILETOGPU_KERNELLOWERING_H

#include "Patterns.h"
#include "SharedMemory.h"
#include "TypeConverter.h"

#include "mlir/Dialect/GPU/IR/GPUDialect.h"
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

/// Lowers one tile kernel whose ops carry layouts (tile-assign-layouts)
/// into a gpu.func of `module`, op by op in program order through
/// `patterns`.
class KernelLowering {
public:
  KernelLowering(KernelOp kernel, gpu::GPUModuleOp module,
                 const TileLoweringPatternSet &patterns, StringRef chip);

  /// Builds the kernel; on an op it cannot lower, reports a located error
  /// naming it and fails (the half-built function is then erased).
  LogicalResult run();

  /// The lowered function and its dynamic shared memory (once run()).
  gpu::GPUFuncOp getFunc() const { return func; }
  int64_t dynamicSharedBytes() const { return shared->dynamicBytes(); }

  // What the patterns build with: the builder at the lowering's insertion
  // point and the location of the op being lowered.
  OpBuilder b;
  Location loc;

  int64_t getNumWarps() const { return numWarps; }
  const TileTypeConverter &getTypeConverter() const { return types; }
  SharedMemoryAllocator &getShared() { return *shared; }

  Value constant(int64_t value);
  /// The per-thread value of a value lowered before.
  Value lookup(Value value) const { return mapping.lookup(value); }
  Value lookupOrNull(Value value) const { return mapping.lookupOrNull(value); }
  void map(Value value, Value perThread) { mapping.map(value, perThread); }
  /// A copy of scalar code `op` at the insertion point, its operands (and
  /// the values its regions use from above) mapped, its results mapped.
  Operation *clone(Operation *op) { return b.clone(*op, mapping); }
  /// The per-thread type of the tile value `tile` (by its layout).
  VectorType perThreadType(Value tile) const;

  /// Where a view or partition argument of the kernel lives.
  const BufferArg &buffer(Value argument) const {
    return buffers.find(argument)->second;
  }
  /// The lane and warp ids.
  Value laneId() const { return lane; }
  Value warpId() const { return warp; }
  /// The program's coordinates and the grid, per grid dimension.
  ArrayRef<Value> programIds() const { return programs; }
  ArrayRef<Value> gridSizes() const { return grid; }
  /// The number of blocks along each dimension of partition `part`'s
  /// buffer, rounded up.
  SmallVector<Value> blockGrid(Value part);
  /// The block coordinates of a `!tile.index` of a `tile.iter_indices`
  /// being lowered, or null.
  const SmallVector<Value> *blockCoords(Value index) const;
  void setBlockCoords(Value index, SmallVector<Value> coords);
  void clearBlockCoords(Value index) { iterationBlocks.erase(index); }

  /// The thread's lane and warp coordinate along each dimension of
  /// `layout` (the lane and warp ids split over the dimensions in the
  /// layout's order).
  SmallVector<Value> laneCoords(BlockedLayoutAttr layout);
  SmallVector<Value> warpCoords(BlockedLayoutAttr layout);
  /// The coordinate of the thread's first element of a tile of `shape`
  /// along each dimension: `(warp * threadsPerWarp + lane) *
  /// sizePerThread`, the position taken modulo the distinct positions
  /// along a replicated dimension (its threads repeat the elements).
  SmallVector<Value> threadOffsets(BlockedLayoutAttr layout,
                                   ArrayRef<int64_t> shape);
  /// Whether this thread is the one that writes its elements of a tile of
  /// `shape` in a replicated `layout`: its position is below the distinct
  /// positions along every dimension (of a replicated element's copies,
  /// the one of the lowest thread id). Null where `layout` does not
  /// replicate (every thread writes).
  Value ownsElements(BlockedLayoutAttr layout, ArrayRef<int64_t> shape);

  /// Lowers `op` (or the ops of `source`) at the end of the insertion
  /// block, through the first pattern that applies.
  LogicalResult lowerOp(Operation *op);
  LogicalResult lowerBlock(Block &source);
  Block *getInsertionBlock() const { return current; }
  void setInsertionBlock(Block *block) { current = block; }

  /// The loop being lowered: whether there is one, and whether its body
  /// holds a cross-warp reduction whose shared scratch the next iteration
  /// rewrites (the loop's lowering then separates them by a barrier).
  struct LoopScope {
    bool inLoop = false;
    bool usesScratch = false;
  };
  bool inLoop() const { return loop.inLoop; }
  void noteLoopScratch() { loop.usesScratch |= loop.inLoop; }
  /// Enters a loop's body; returns the outer scope for exitLoop.
  LoopScope enterLoop();
  /// Leaves it: whether its body used scratch.
  bool exitLoop(LoopScope outer);

private:
  LogicalResult buildSignature();
  void buildProgramIds();
  /// Checks what every pattern relies on of `op`'s tile results' layouts
  /// (hand-written ones too): a known kind, whole footprints, the
  /// kernel's warps, registers.
  LogicalResult checkResultLayouts(Operation *op);

  KernelOp kernel;
  gpu::GPUModuleOp module;
  const TileLoweringPatternSet &patterns;
  std::string chip;
  TileTypeConverter types;
  int64_t numWarps;
  gpu::GPUFuncOp func;
  std::unique_ptr<SharedMemoryAllocator> shared;
  IRMapping mapping;
  DenseMap<Value, BufferArg> buffers;
  DenseMap<Value, SmallVector<Value>> iterationBlocks;
  Value lane, warp;
  SmallVector<Value> programs, grid;
  LoopScope loop;
  /// Where the next op's code goes.
  Block *current = nullptr;
};

/// Whether `op` is an elementwise `arith`/`math` op on tiles (as
/// tile-assign-layouts reads them).
bool isElementwiseTileOp(Operation *op);

/// Whether the mma `layout` covers a tile of `shape` in whole 16 x 16
/// pieces per warp (two m16n8 tiles, one ldmatrix.x4.trans of B).
bool fitsMmaLayout(MmaLayoutAttr layout, ArrayRef<int64_t> shape);

/// The per-thread value of `tile` (whose layout is `#tile.mma`) in the
/// blocked layout `to`, through shared memory (MmaOps.cpp); failure once
/// reported at `op`.
FailureOr<Value> convertMmaToBlocked(KernelLowering &lowering, Operation *op,
                                     Value tile, BlockedLayoutAttr to);

/// The per-thread value of `op`'s result (layout `to`: blocked, or an
/// mma layout the result fits) broadcast from its source (layout `from`)
/// whose elements are in other threads: staged through shared memory
/// (LayoutConversion.cpp); failure once reported at `op`.
FailureOr<Value> broadcastThroughShared(KernelLowering &lowering,
                                        tile::BroadcastOp op,
                                        BlockedLayoutAttr from, Attribute to);

/// The per-thread value (of `type`) of a whole tile of `shape` in
/// `layout` (blocked, mma or a slice of either) read from `buffer`, a
/// row-major buffer of exactly that shape: one vector load per run of a
/// thread's registers, no bounds checks (MemoryOps.cpp).
Value loadWholeTile(KernelLowering &lowering, const BufferArg &buffer,
                    ArrayRef<int64_t> shape, Attribute layout, VectorType type);

/// A non-splat dense constant's per-thread value in `layout`: each thread
/// loads its own elements from a read-only table of the constant in
/// global memory (ConstantTables.cpp); failure once reported at `op`.
FailureOr<Value> lowerConstantTable(KernelLowering &lowering, Operation *op,
                                    DenseElementsAttr value,
                                    Attribute layout);

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
