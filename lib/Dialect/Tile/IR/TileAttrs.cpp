//===- TileAttrs.cpp - tile dialect attributes ----------------------------===//
//
// Part of warptile. The distributed layouts: their verifiers and the
// arithmetic the lowering reads off them.
//
//===----------------------------------------------------------------------===//

#include "warptile/Dialect/Tile/IR/TileDialect.h"

#include "mlir/IR/Builders.h"
#include "mlir/IR/DialectImplementation.h"
#include "llvm/ADT/TypeSwitch.h"

using namespace mlir;
using namespace mlir::tile;

#define GET_ATTRDEF_CLASSES
#include "warptile/Dialect/Tile/IR/TileAttrs.cpp.inc"

void TileDialect::registerAttributes() {
  addAttributes<
#define GET_ATTRDEF_LIST
#include "warptile/Dialect/Tile/IR/TileAttrs.cpp.inc"
      >();
}

static int64_t product(ArrayRef<int64_t> values) {
  int64_t result = 1;
  for (int64_t v : values)
    result *= v;
  return result;
}

LogicalResult
BlockedLayoutAttr::verify(function_ref<InFlightDiagnostic()> emitError,
                          ArrayRef<int64_t> sizePerThread,
                          ArrayRef<int64_t> threadsPerWarp,
                          ArrayRef<int64_t> warpsPerBlock,
                          ArrayRef<int64_t> order) {
  size_t rank = order.size();
  if (rank == 0 || sizePerThread.size() != rank ||
      threadsPerWarp.size() != rank || warpsPerBlock.size() != rank)
    return emitError() << "a blocked layout has one entry per dimension in "
                          "each of its four lists, and at least one";
  auto positive = [](int64_t v) { return v > 0 && v <= (1 << 20); };
  if (!llvm::all_of(sizePerThread, positive) ||
      !llvm::all_of(threadsPerWarp, positive) ||
      !llvm::all_of(warpsPerBlock, positive))
    return emitError() << "a blocked layout's sizes are positive";
  // A warp is 32 lanes on every chip the lowering targets; a block of more
  // than 32 warps (1024 threads) cannot be launched.
  if (product(threadsPerWarp) != 32)
    return emitError() << "threadsPerWarp multiplies to 32, the lanes of a "
                          "warp, not "
                       << product(threadsPerWarp);
  if (product(warpsPerBlock) > 32)
    return emitError() << "warpsPerBlock multiplies to at most 32";
  SmallVector<bool> seen(rank, false);
  for (int64_t d : order) {
    if (d < 0 || d >= static_cast<int64_t>(rank) || seen[d])
      return emitError() << "order is a permutation of the dimensions";
    seen[d] = true;
  }
  return success();
}

int64_t BlockedLayoutAttr::getNumWarps() const {
  return product(getWarpsPerBlock());
}

int64_t BlockedLayoutAttr::getFootprint(int64_t dim) const {
  return getSizePerThread()[dim] * getThreadsPerWarp()[dim] *
         getWarpsPerBlock()[dim];
}

int64_t BlockedLayoutAttr::getRepetitions(ArrayRef<int64_t> shape,
                                          int64_t dim) const {
  // A tile smaller than the footprint (a replicated layout) is covered
  // once.
  return std::max<int64_t>(1, shape[dim] / getFootprint(dim));
}

int64_t BlockedLayoutAttr::getRegisterCount(ArrayRef<int64_t> shape) const {
  int64_t count = 1;
  for (int64_t d = 0, e = getRank(); d < e; ++d)
    count *= getRepetitions(shape, d) * getSizePerThread()[d];
  return count;
}

LogicalResult
SliceLayoutAttr::verify(function_ref<InFlightDiagnostic()> emitError,
                        int64_t dim, Attribute parent) {
  int64_t rank;
  if (auto blocked = dyn_cast_or_null<BlockedLayoutAttr>(parent))
    rank = blocked.getRank();
  else if (isa_and_nonnull<MmaLayoutAttr>(parent))
    rank = 2;
  else
    return emitError()
           << "a slice layout's parent is a blocked or an mma layout";
  if (dim < 0 || dim >= rank)
    return emitError() << "a slice layout's dim is a dimension of its parent";
  return success();
}

Attribute SliceLayoutAttr::parse(AsmParser &parser, Type) {
  int64_t dim = 0;
  Attribute parent;
  if (parser.parseLess() || parser.parseKeyword("dim") || parser.parseEqual() ||
      parser.parseInteger(dim) || parser.parseComma() ||
      parser.parseKeyword("parent") || parser.parseEqual())
    return {};
  // `<...>` is a blocked layout's body; `#tile.mma<...>` (or
  // `#tile.blocked<...>`) a whole attribute.
  if (parser.parseCustomAttributeWithFallback(
          parent, Type(), [&](Attribute &result, Type type) {
            result = BlockedLayoutAttr::parse(parser, type);
            return success(static_cast<bool>(result));
          }))
    return {};
  if (parser.parseGreater())
    return {};
  return parser.getChecked<SliceLayoutAttr>(parser.getContext(), dim, parent);
}

void SliceLayoutAttr::print(AsmPrinter &printer) const {
  printer << "<dim = " << getDim() << ", parent = ";
  if (BlockedLayoutAttr blocked = getParent())
    printer.printStrippedAttrOrType(blocked);
  else
    printer.printAttribute(getParentLayout());
  printer << ">";
}

int64_t SliceLayoutAttr::getParentRank() const {
  if (BlockedLayoutAttr blocked = getParent())
    return blocked.getRank();
  return 2;
}

LogicalResult
MmaLayoutAttr::verify(function_ref<InFlightDiagnostic()> emitError,
                      ArrayRef<int64_t> warpsPerBlock,
                      ArrayRef<int64_t> instrShape) {
  if (warpsPerBlock.size() != 2 ||
      !llvm::all_of(warpsPerBlock, [](int64_t v) { return v > 0; }) ||
      product(warpsPerBlock) > 32)
    return emitError() << "an mma layout has two positive warpsPerBlock "
                          "(M, N) multiplying to at most 32";
  // The instruction shapes the lowering emits: m16n8k8 (tf32), m16n8k16
  // (f16, bf16), m16n8k32 (i8); the accumulator fragment is the same.
  if (instrShape.size() != 3 || instrShape[0] != 16 || instrShape[1] != 8 ||
      !llvm::is_contained({8, 16, 32}, instrShape[2]))
    return emitError() << "an mma layout's instrShape is [16, 8, K] with K "
                          "= 8, 16 or 32 (mma.sync m16n8k8, m16n8k16, "
                          "m16n8k32)";
  return success();
}

int64_t MmaLayoutAttr::getNumWarps() const {
  return product(getWarpsPerBlock());
}

int64_t MmaLayoutAttr::getFootprint(int64_t dim) const {
  return getInstrShape()[dim] * getWarpsPerBlock()[dim];
}

int64_t MmaLayoutAttr::getRegisterCount(ArrayRef<int64_t> shape) const {
  // Four accumulators per thread and 16 x 8 instruction tile.
  return (shape[0] / getFootprint(0)) * (shape[1] / getFootprint(1)) * 4;
}

LogicalResult
DotOperandLayoutAttr::verify(function_ref<InFlightDiagnostic()> emitError,
                             int64_t opIdx, MmaLayoutAttr parent) {
  if (opIdx != 0 && opIdx != 1)
    return emitError() << "a dot_operand layout's opIdx is 0 (A) or 1 (B)";
  if (!parent)
    return emitError() << "a dot_operand layout's parent is an mma layout";
  return success();
}
