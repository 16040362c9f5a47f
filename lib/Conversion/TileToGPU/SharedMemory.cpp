//===- SharedMemory.cpp - A tile kernel's shared-memory buffers -----------===//
//
// Part of warptile. Allocation, release and placement of the shared
// buffers of one lowered kernel (SharedMemory.h).
//
//===----------------------------------------------------------------------===//

#include "SharedMemory.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "warptile/Conversion/Passes.h"

using namespace mlir;
using namespace mlir::tile;

static int64_t elementBytes(Type type) {
  return std::max<int64_t>(1, type.getIntOrFloatBitWidth() / 8);
}

/// A shared buffer's bytes, rounded up to the 16-byte boundary the next
/// one starts at.
static int64_t sharedSize(Value buffer) {
  auto type = cast<MemRefType>(buffer.getType());
  return llvm::alignTo(
      type.getNumElements() * elementBytes(type.getElementType()), 16);
}

SharedMemoryAllocator::SharedMemoryAllocator(gpu::GPUFuncOp func,
                                             StringRef chip)
    : func(func), chip(chip.str()),
      maxBytes(warptile::maxSharedMemoryPerBlock(chip)) {}

int64_t SharedMemoryAllocator::bytes() const {
  int64_t total = 0;
  for (BlockArgument buffer : func.getWorkgroupAttributions())
    total += sharedSize(buffer);
  return total;
}

int64_t SharedMemoryAllocator::peak() const {
  int64_t result = end;
  for (BlockArgument buffer : func.getWorkgroupAttributions())
    if (!offsets.count(buffer.getArgNumber()))
      result += sharedSize(buffer);
  return result;
}

void SharedMemoryAllocator::release(ArrayRef<Value> buffers) {
  for (Value buffer : buffers) {
    auto arg = cast<BlockArgument>(buffer);
    int64_t begin = offsets.lookup(arg.getArgNumber());
    int64_t last = begin + sharedSize(buffer);
    if (reusableEnd == reusableBegin) {
      reusableBegin = begin;
      reusableEnd = last;
    } else if (begin <= reusableEnd && last >= reusableBegin) {
      reusableBegin = std::min(reusableBegin, begin);
      reusableEnd = std::max(reusableEnd, last);
    }
  }
}

FailureOr<Value> SharedMemoryAllocator::allocate(OpBuilder &b, Location loc,
                                                 Operation *op,
                                                 ArrayRef<int64_t> shape,
                                                 Type elementType) {
  auto type = MemRefType::get(
      shape, elementType, AffineMap(),
      gpu::AddressSpaceAttr::get(b.getContext(), gpu::AddressSpace::Workgroup));
  int64_t size = llvm::alignTo(
      type.getNumElements() * elementBytes(type.getElementType()), 16);
  // Within 48 KiB the buffers are static and apart. Past it they are
  // dynamic, and a buffer may start in memory released before (a finished
  // pipeline's stages) once every thread is done with it: one barrier.
  // Only memory at the end, so that the buffer overlaps nothing else.
  int64_t sum = bytes() + size;
  bool reuse = sum > warptile::kDefaultSharedMemoryPerBlock &&
               reusableEnd > reusableBegin && reusableEnd == end;
  int64_t offset = reuse ? reusableBegin : end;
  int64_t total = sum <= warptile::kDefaultSharedMemoryPerBlock
                      ? sum
                      : std::max(peak(), peak() - end + offset + size);
  if (total > maxBytes)
    return op->emitError("convert-tile-to-gpu: '")
           << op->getName() << "' needs " << total
           << " bytes of shared memory in the kernel, more than the "
           << maxBytes << " a block of " << chip << " gets (use smaller tiles)";
  if (reuse) {
    gpu::BarrierOp::create(b, loc);
    reusableBegin = reusableEnd = 0;
  }
  Value buffer = func.addWorkgroupAttribution(type, loc);
  offsets[cast<BlockArgument>(buffer).getArgNumber()] = offset;
  end = std::max(end, offset + size);
  // 16-byte vector accesses and ldmatrix row addresses need a 16-byte
  // aligned buffer (NVVM's default is the element's alignment).
  func.setWorkgroupAttributionAttr(func.getNumWorkgroupAttributions() - 1,
                                   LLVM::LLVMDialect::getAlignAttrName(),
                                   b.getI64IntegerAttr(16));
  return buffer;
}

Value SharedMemoryAllocator::allocateScratch(Location loc, MemRefType type) {
  return func.addWorkgroupAttribution(type, loc);
}

LogicalResult SharedMemoryAllocator::place(Operation *kernel,
                                           gpu::GPUModuleOp module) {
  if (bytes() <= warptile::kDefaultSharedMemoryPerBlock)
    return success();
  // Buffers not made by allocate (a reduction's scratch) go last.
  for (BlockArgument buffer : func.getWorkgroupAttributions()) {
    if (offsets.count(buffer.getArgNumber()))
      continue;
    auto type = cast<MemRefType>(buffer.getType());
    offsets[buffer.getArgNumber()] = end;
    end += llvm::alignTo(
        type.getNumElements() *
            std::max<int64_t>(1, type.getElementTypeBitWidth() / 8),
        16);
  }
  int64_t total = end;
  // The buffers' own checks keep within the limit; a reduction's scratch
  // buffer is not checked where it is made.
  if (total > maxBytes)
    return kernel->emitError("convert-tile-to-gpu: the kernel needs ")
           << total << " bytes of shared memory, more than the " << maxBytes
           << " a block of " << chip << " gets (use smaller tiles)";
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
  OpBuilder b(kernel->getContext());
  Location loc = kernel->getLoc();
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
    Value offset = arith::ConstantIndexOp::create(
        b, loc, offsets.lookup(buffer.getArgNumber()));
    Value view = memref::ViewOp::create(
        b, loc, cast<MemRefType>(buffer.getType()), base, offset, ValueRange{});
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
