//===- SharedMemory.h - A tile kernel's shared-memory buffers ---*- C++ -*-===//
//
// Part of warptile. The shared-memory allocator of one lowered kernel:
// buffers are workgroup attributions of its gpu.func, 16-byte aligned and
// apart while the kernel stays within the 48 KiB of static shared memory;
// past it they become views of dynamic shared memory, where a buffer may
// take memory released before (a finished pipeline's stages).
//
//===----------------------------------------------------------------------===//

#ifndef WARPTILE_LIB_CONVERSION_TILETOGPU_SHAREDMEMORY_H
#define WARPTILE_LIB_CONVERSION_TILETOGPU_SHAREDMEMORY_H

#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/IR/Builders.h"

namespace mlir {
namespace tile {

class SharedMemoryAllocator {
public:
  SharedMemoryAllocator(gpu::GPUFuncOp func, StringRef chip);

  /// A new buffer of `shape` and `elementType` (a workgroup attribution
  /// until place()), built at `b`'s insertion point; failure, reported at
  /// `op`, when the kernel's shared memory would pass the chip's limit.
  FailureOr<Value> allocate(OpBuilder &b, Location loc, Operation *op,
                            ArrayRef<int64_t> shape, Type elementType);
  /// A scratch buffer (a cross-warp reduction's) of `type`, unchecked
  /// where it is made; place() checks the total.
  Value allocateScratch(Location loc, MemRefType type);
  /// Marks `buffers` (of allocate) as read by no thread from here on but
  /// the ones that already started: the next buffer of a kernel past 48
  /// KiB may take their memory, after a barrier (allocate).
  void release(ArrayRef<Value> buffers);
  /// The bytes of the kernel's shared buffers so far, each starting at a
  /// 16-byte boundary: what they take as static shared memory, apart.
  int64_t bytes() const;
  /// What they take as dynamic shared memory, where a buffer may reuse
  /// released memory (the end of the last one).
  int64_t peak() const;
  /// How many buffers the kernel has so far.
  unsigned count() const { return func.getNumWorkgroupAttributions(); }
  /// Past 48 KiB, moves the buffers from workgroup attributions (static
  /// `.shared`, which ptxas caps at 48 KiB) to views of dynamic shared
  /// memory at 16-byte aligned offsets (declared in `module`), and sets
  /// dynamicBytes(); failure, at `kernel`, past the chip's limit.
  LogicalResult place(Operation *kernel, gpu::GPUModuleOp module);

  /// The most shared memory one block of the chip may use.
  int64_t limit() const { return maxBytes; }
  StringRef chipName() const { return chip; }
  /// The dynamic shared memory a launch of the kernel passes: 0 while its
  /// buffers fit the 48 KiB of static shared memory, else their bytes.
  int64_t dynamicBytes() const { return dynamicSharedBytes; }

private:
  /// Mutable: an op handle's accessors are not const.
  mutable gpu::GPUFuncOp func;
  std::string chip;
  int64_t maxBytes;
  int64_t dynamicSharedBytes = 0;
  /// Each allocate buffer's offset in dynamic shared memory (by block
  /// argument number), the end of the last, and the released memory
  /// [reusableBegin, reusableEnd) the next one may take.
  DenseMap<unsigned, int64_t> offsets;
  int64_t end = 0, reusableBegin = 0, reusableEnd = 0;
};

} // namespace tile
} // namespace mlir

#endif // WARPTILE_LIB_CONVERSION_TILETOGPU_SHAREDMEMORY_H
