//===- ConstantTables.cpp - Non-splat dense constants of tiles ------------===//
//
// Part of warptile. A splat constant is one value in every register
// (ComputeOps.cpp). A constant whose elements differ gives each thread
// elements that depend on where its layout puts the thread, a run-time
// value (lane and warp ids), so no `arith.constant` per register can hold
// them unless every thread held every element. The constant becomes a
// read-only table in global memory (an internal `llvm.mlir.global
// constant` of the gpu.module, 16-byte aligned, row-major), and each
// thread loads its own elements from it exactly as a `tile.load` of a
// buffer of the tile's shape would (MemoryOps.cpp: one vector load per
// run of registers, in any layout: blocked, replicated, mma, slices).
//
// Why global memory and not `.const`: the threads of a warp read
// different elements, which the constant cache serializes (one address
// per cycle), while global loads of consecutive 16-byte pieces are one
// transaction through L1. A table costs one cached load per run, paid
// where the constant is defined; a kernel that wants it hoisted out of a
// loop defines it before the loop.
//
//===----------------------------------------------------------------------===//

#include "KernelLowering.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"

using namespace mlir;
using namespace mlir::tile;

/// The element type a table stores `element` as: an integer in whole
/// bytes (`i1` as `i8`: a memory element is a whole number of bytes),
/// `index` as `i64`.
static Type storageType(Type element) {
  MLIRContext *context = element.getContext();
  if (element.isIndex())
    return IntegerType::get(context, 64);
  if (auto integer = dyn_cast<IntegerType>(element))
    return IntegerType::get(context, llvm::alignTo(integer.getWidth(), 8));
  return element;
}

/// The global holding `value` flattened in row-major order, made once per
/// distinct value in `module`.
static LLVM::GlobalOp tableFor(gpu::GPUModuleOp module, Location loc,
                               DenseElementsAttr value, Type storage) {
  auto flatType = RankedTensorType::get({value.getNumElements()}, storage);
  DenseElementsAttr flat;
  if (storage == value.getElementType())
    flat = value.reshape(flatType);
  else
    flat = value.mapValues(storage, [&](const APInt &element) {
      return element.zextOrTrunc(storage.getIntOrFloatBitWidth());
    }).reshape(flatType);
  auto arrayType = LLVM::LLVMArrayType::get(storage, value.getNumElements());
  for (auto global : module.getOps<LLVM::GlobalOp>())
    if (global.getConstant() && global.getAddrSpace() == 1 &&
        global.getGlobalType() == arrayType && global.getValueOrNull() == flat)
      return global;
  std::string name = "__tile_constant";
  for (unsigned i = 0; module.lookupSymbol(name); ++i)
    name = "__tile_constant_" + std::to_string(i);
  OpBuilder b(module.getContext());
  b.setInsertionPointToStart(module.getBody());
  return LLVM::GlobalOp::create(b, loc, arrayType, /*isConstant=*/true,
                                LLVM::Linkage::Internal, name, flat,
                                /*alignment=*/16, /*addrSpace=*/1);
}

FailureOr<Value> tile::lowerConstantTable(KernelLowering &l, Operation *op,
                                          DenseElementsAttr value,
                                          Attribute layout) {
  auto tileType = cast<RankedTensorType>(op->getResult(0).getType());
  Type element = tileType.getElementType();
  Type storage = storageType(element);
  if (!storage.isIntOrFloat() || storage.getIntOrFloatBitWidth() % 8 != 0)
    return op->emitError("convert-tile-to-gpu: '")
           << op->getName() << "' of " << element
           << " elements that are not a splat is not supported by the "
              "lowering (a table holds elements of whole bytes)";
  auto module = l.getFunc()->getParentOfType<gpu::GPUModuleOp>();
  LLVM::GlobalOp global = tableFor(module, op->getLoc(), value, storage);
  BufferArg table;
  table.pointer = LLVM::AddressOfOp::create(l.b, op->getLoc(), global);
  for (int64_t size : tileType.getShape())
    table.sizes.push_back(l.constant(size));
  table.staticSizes = llvm::to_vector(tileType.getShape());
  table.elementType = storage;
  VectorType type = TileTypeConverter::perThreadType(tileType, layout);
  Value loaded = loadWholeTile(
      l, table, tileType.getShape(), layout,
      VectorType::get(type.getShape(), storage));
  if (element != storage && !element.isIndex())
    return arith::TruncIOp::create(l.b, op->getLoc(), type, loaded)
        .getResult();
  if (element.isIndex())
    return arith::IndexCastOp::create(l.b, op->getLoc(), type, loaded)
        .getResult();
  return loaded;
}
