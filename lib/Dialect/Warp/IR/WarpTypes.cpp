//===- WarpTypes.cpp - warp dialect types ---------------------------------===//
//
// Part of warptile.
//
//===----------------------------------------------------------------------===//

#include "warptile/Dialect/Warp/IR/WarpDialect.h"

#include "mlir/IR/Builders.h"
#include "llvm/ADT/TypeSwitch.h"
#include "llvm/Support/MathExtras.h"

using namespace mlir;
using namespace mlir::warp;

#define GET_TYPEDEF_CLASSES
#include "warptile/Dialect/Warp/IR/WarpOpsTypes.cpp.inc"

void WarpDialect::registerTypes() {
  addTypes<
#define GET_TYPEDEF_LIST
#include "warptile/Dialect/Warp/IR/WarpOpsTypes.cpp.inc"
      >();
}

Type WarpType::parse(AsmParser &parser) {
  if (parser.parseLess())
    return {};
  LanesAttr lanes = LanesAttr::parseBody(parser);
  if (!lanes || parser.parseGreater())
    return {};
  return WarpType::get(parser.getContext(), lanes);
}

void WarpType::print(AsmPrinter &printer) const {
  printer << "<";
  getLanes().printBody(printer);
  printer << ">";
}

Type TileType::parse(AsmParser &parser) {
  llvm::SMLoc loc = parser.getCurrentLocation();
  unsigned size = 0;
  if (parser.parseLess() || parser.parseInteger(size))
    return {};
  LanesAttr lanes = LanesAttr::getAll(parser.getContext(), 32);
  if (succeeded(parser.parseOptionalComma())) {
    lanes = LanesAttr::parseBody(parser);
    if (!lanes)
      return {};
  }
  if (parser.parseGreater())
    return {};
  return TileType::getChecked([&] { return parser.emitError(loc); },
                              parser.getContext(), size, lanes);
}

void TileType::print(AsmPrinter &printer) const {
  printer << "<" << getSize();
  if (!(getLanes().isAll() && getWidth() == 32)) {
    printer << ", ";
    getLanes().printBody(printer);
  }
  printer << ">";
}

LogicalResult TileType::verify(function_ref<InFlightDiagnostic()> emitError,
                               unsigned size, LanesAttr lanes) {
  unsigned width = lanes.getWidth();
  if (size < 1 || size > width || !llvm::isPowerOf2_32(size))
    return emitError() << "W14: a tile groups a power of two of lanes in [1, "
                       << width << "], not " << size;
  if (lanes.getDynamic())
    return emitError() << "W14: a tile needs a static active set, not dyn";
  if (!isUnionOfGroups(lanes.getMask(), size, width))
    return emitError() << "W14: active set " << lanes.spell()
                       << " is not a union of whole aligned groups of "
                       << size << " lanes";
  return success();
}
