//===- TileTypes.cpp - tile dialect types ---------------------------------===//
//
// Part of warptile.
//
//===----------------------------------------------------------------------===//

#include "warptile/Dialect/Tile/IR/TileDialect.h"

#include "PartitionMap.h"
#include "TileShapes.h"
#include "mlir/IR/Builders.h"
#include "mlir/IR/BuiltinTypes.h"
#include "llvm/ADT/TypeSwitch.h"

using namespace mlir;
using namespace mlir::tile;

#define GET_TYPEDEF_CLASSES
#include "warptile/Dialect/Tile/IR/TileOpsTypes.cpp.inc"

void TileDialect::registerTypes() {
  addTypes<
#define GET_TYPEDEF_LIST
#include "warptile/Dialect/Tile/IR/TileOpsTypes.cpp.inc"
      >();
}

//===----------------------------------------------------------------------===//
// Shapes
//===----------------------------------------------------------------------===//

/// Parses `<128x?xf32` (the opening bracket included) into a shape and an
/// element type.
static ParseResult parseShapeAndElement(AsmParser &parser,
                                        SmallVectorImpl<int64_t> &shape,
                                        Type &elementType) {
  return failure(parser.parseLess() ||
                 parser.parseDimensionList(shape, /*allowDynamic=*/true,
                                           /*withTrailingX=*/true) ||
                 parser.parseType(elementType));
}

static void printShapeAndElement(AsmPrinter &printer, ArrayRef<int64_t> shape,
                                 Type elementType) {
  printer << "<";
  printer.printDimensionList(shape);
  printer << "x" << elementType;
}

/// `<shape x element>`: the whole syntax of a view and of a partition.
template <typename ShapedTileType>
static Type parseShapedTileType(AsmParser &parser) {
  llvm::SMLoc loc = parser.getCurrentLocation();
  SmallVector<int64_t> shape;
  Type elementType;
  if (parseShapeAndElement(parser, shape, elementType) ||
      parser.parseGreater())
    return {};
  return ShapedTileType::getChecked([&] { return parser.emitError(loc); },
                                    parser.getContext(), shape, elementType);
}

/// Tiles hold numbers: integers, floats or `index`.
static LogicalResult verifyElement(function_ref<InFlightDiagnostic()> emitError,
                                   Type elementType) {
  if (!elementType.isIntOrIndexOrFloat())
    return emitError() << "T12: element type " << elementType
                       << " is not an integer, float or index type";
  return success();
}

/// A partition's block is static, positive and at least one-dimensional.
static LogicalResult
verifyBlockShape(function_ref<InFlightDiagnostic()> emitError,
                 ArrayRef<int64_t> shape, Type elementType) {
  if (shape.empty())
    return emitError() << "T12: a partition has at least one dimension";
  for (int64_t dim : shape)
    if (ShapedType::isDynamic(dim) || dim <= 0)
      return emitError() << "T12: a partition's block has a static, positive "
                            "shape";
  if (!staticProduct(shape))
    return emitError() << "T12: a partition's block has more elements than "
                          "64 bits count";
  return verifyElement(emitError, elementType);
}

//===----------------------------------------------------------------------===//
// ViewType
//===----------------------------------------------------------------------===//

Type ViewType::parse(AsmParser &parser) {
  return parseShapedTileType<ViewType>(parser);
}

void ViewType::print(AsmPrinter &printer) const {
  printShapeAndElement(printer, getShape(), getElementType());
  printer << ">";
}

LogicalResult ViewType::verify(function_ref<InFlightDiagnostic()> emitError,
                               ArrayRef<int64_t> shape, Type elementType) {
  if (shape.empty())
    return emitError() << "T12: a view has at least one dimension";
  for (int64_t dim : shape)
    if (!ShapedType::isDynamic(dim) && dim <= 0)
      return emitError() << "T12: a view's static sizes are positive";
  if (!staticProduct(shape))
    return emitError() << "T12: a view's static sizes multiply to more "
                          "elements than 64 bits count";
  return verifyElement(emitError, elementType);
}

//===----------------------------------------------------------------------===//
// PartType
//===----------------------------------------------------------------------===//

Type PartType::parse(AsmParser &parser) {
  return parseShapedTileType<PartType>(parser);
}

void PartType::print(AsmPrinter &printer) const {
  printShapeAndElement(printer, getShape(), getElementType());
  printer << ">";
}

LogicalResult PartType::verify(function_ref<InFlightDiagnostic()> emitError,
                               ArrayRef<int64_t> shape, Type elementType) {
  return verifyBlockShape(emitError, shape, elementType);
}

//===----------------------------------------------------------------------===//
// MappedPartType
//===----------------------------------------------------------------------===//

Type MappedPartType::parse(AsmParser &parser) {
  llvm::SMLoc loc = parser.getCurrentLocation();
  SmallVector<int64_t> shape;
  Type elementType;
  AffineMapAttr map;
  int64_t iterations = 0;
  if (parseShapeAndElement(parser, shape, elementType) ||
      parser.parseComma() || parser.parseAttribute(map) ||
      parser.parseComma() || parser.parseInteger(iterations) ||
      parser.parseGreater())
    return {};
  return MappedPartType::getChecked([&] { return parser.emitError(loc); },
                                    parser.getContext(), shape, elementType,
                                    map.getValue(), iterations);
}

void MappedPartType::print(AsmPrinter &printer) const {
  printShapeAndElement(printer, getShape(), getElementType());
  printer << ", " << AffineMapAttr::get(getMap()) << ", " << getIterations()
          << ">";
}

LogicalResult
MappedPartType::verify(function_ref<InFlightDiagnostic()> emitError,
                       ArrayRef<int64_t> shape, Type elementType, AffineMap map,
                       int64_t iterations) {
  if (failed(verifyBlockShape(emitError, shape, elementType)))
    return failure();
  if (iterations < 1)
    return emitError() << "T2: a mapped partition has at least one iteration";
  std::string why;
  std::optional<LinearPartitionMap> linear = linearize(map, why);
  if (linear)
    why = checkInjective(*linear, iterations);
  // A map with floordiv or mod (a grouped order) is checked on the grid of
  // each tile.partition instead, where the number of programs is known.
  else if (isGridCheckable(map, why))
    why.clear();
  if (!why.empty())
    return emitError() << "T2: partition map " << AffineMapAttr::get(map) << " over " << iterations
                       << " iteration" << (iterations == 1 ? "" : "s")
                       << " is rejected: " << why;
  return success();
}
