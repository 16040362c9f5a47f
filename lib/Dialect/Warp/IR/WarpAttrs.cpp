//===- WarpAttrs.cpp - warp dialect attributes ----------------------------===//
//
// Part of warptile. Parsing, printing and verification of `#warp.lanes`,
// shared with the types and with the ops that take a lane predicate.
//
//===----------------------------------------------------------------------===//

#include "warptile/Dialect/Warp/IR/WarpDialect.h"

#include "mlir/IR/Builders.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/StringSwitch.h"
#include "llvm/ADT/TypeSwitch.h"

using namespace mlir;
using namespace mlir::warp;

#include "warptile/Dialect/Warp/IR/WarpEnums.cpp.inc"

#define GET_ATTRDEF_CLASSES
#include "warptile/Dialect/Warp/IR/WarpAttrs.cpp.inc"

static constexpr llvm::StringLiteral kSpellings =
    "all, even, odd, dyn, low(n), high(n), lane(k), range(a, b) or mask(0x...)";

//===----------------------------------------------------------------------===//
// LaneSpec
//===----------------------------------------------------------------------===//

FailureOr<LaneSpec> LaneSpec::parse(AsmParser &parser) {
  LaneSpec spec;
  spec.loc = parser.getCurrentLocation();
  StringRef keyword;
  if (parser.parseOptionalKeyword(&keyword))
    return parser.emitError(spec.loc, "W1: expected an active set: ")
           << kSpellings;
  std::optional<Kind> kind = llvm::StringSwitch<std::optional<Kind>>(keyword)
                                 .Case("all", Kind::All)
                                 .Case("even", Kind::Even)
                                 .Case("odd", Kind::Odd)
                                 .Case("dyn", Kind::Dyn)
                                 .Case("low", Kind::Low)
                                 .Case("high", Kind::High)
                                 .Case("lane", Kind::Lane)
                                 .Case("range", Kind::Range)
                                 .Case("mask", Kind::Mask)
                                 .Default(std::nullopt);
  if (!kind)
    return parser.emitError(spec.loc, "W1: unknown active set '")
           << keyword << "'; expected " << kSpellings;
  spec.kind = *kind;
  unsigned numArgs = llvm::StringSwitch<unsigned>(keyword)
                         .Cases({"low", "high", "lane", "mask"}, 1)
                         .Case("range", 2)
                         .Default(0);
  if (numArgs == 0)
    return spec;
  // Lane numbers and masks are unsigned; a minus sign is a W1 error rather
  // than a silent wrap to 2^64 - 1.
  auto parseLaneNumber = [&](uint64_t &value) -> ParseResult {
    llvm::SMLoc loc = parser.getCurrentLocation();
    APInt number;
    OptionalParseResult parsed = parser.parseOptionalInteger(number);
    if (!parsed.has_value())
      return parser.emitError(loc, "expected a lane number or mask");
    if (failed(*parsed))
      return failure();
    if (number.isNegative() || number.getActiveBits() > 64)
      return parser.emitError(loc, "W1: '")
             << keyword << "' takes a lane number or mask in [0, 2^64)";
    value = number.getZExtValue();
    return success();
  };
  if (parser.parseLParen() || parseLaneNumber(spec.a))
    return failure();
  if (numArgs == 2 && (parser.parseComma() || parseLaneNumber(spec.b)))
    return failure();
  if (parser.parseRParen())
    return failure();
  return spec;
}

FailureOr<LanesAttr> LaneSpec::resolve(AsmParser &parser,
                                       unsigned width) const {
  MLIRContext *ctx = parser.getContext();
  auto fail = [&]() { return parser.emitError(loc, "W1: "); };
  switch (kind) {
  case Kind::All:
    return LanesAttr::getAll(ctx, width);
  case Kind::Even:
    return LanesAttr::get(ctx, width, evenMask(width));
  case Kind::Odd:
    return LanesAttr::get(ctx, width, evenMask(width) << 1);
  case Kind::Dyn:
    return LanesAttr::getDyn(ctx, width);
  case Kind::Low:
  case Kind::High:
    if (a < 1 || a > width)
      return fail() << (kind == Kind::Low ? "low" : "high") << "(" << a
                    << ") needs 1 <= n <= " << width
                    << " (the warp width); an empty set is not an active set";
    return LanesAttr::get(ctx, width,
                          kind == Kind::Low ? rangeMask(0, a)
                                            : rangeMask(width - a, width));
  case Kind::Lane:
    if (a >= width)
      return fail() << "lane(" << a << ") is outside a " << width
                    << "-lane warp";
    return LanesAttr::get(ctx, width, uint64_t(1) << a);
  case Kind::Range:
    if (a >= b || b > width)
      return fail() << "range(" << a << ", " << b << ") needs a < b <= "
                    << width << "; an empty set is not an active set";
    return LanesAttr::get(ctx, width, rangeMask(a, b));
  case Kind::Mask:
    if (a == 0)
      return fail() << "mask(0x0) is empty; an active set holds at least one "
                       "lane";
    if (a & ~fullMask(width))
      return fail() << "mask(0x" << llvm::utohexstr(a)
                    << ") names lanes " << listLanes(a & ~fullMask(width))
                    << " outside a " << width << "-lane warp";
    return LanesAttr::get(ctx, width, a);
  }
  llvm_unreachable("covered switch");
}

//===----------------------------------------------------------------------===//
// LanesAttr
//===----------------------------------------------------------------------===//

LanesAttr LanesAttr::getDyn(MLIRContext *ctx, unsigned width) {
  return get(ctx, width, true, 0);
}

LanesAttr LanesAttr::getAll(MLIRContext *ctx, unsigned width) {
  return get(ctx, width, false, fullMask(width));
}

bool LanesAttr::isAll() const {
  return !getDynamic() && getMask() == fullMask(getWidth());
}

bool LanesAttr::contains(unsigned lane) const {
  return !getDynamic() && lane < 64 && (getMask() >> lane & 1);
}

std::string LanesAttr::spell() const {
  return getDynamic() ? "dyn" : spellMask(getMask(), getWidth());
}

void LanesAttr::printBody(AsmPrinter &printer) const {
  printer << spell();
  if (getWidth() != 32)
    printer << ", width = " << getWidth();
}

LanesAttr LanesAttr::parseBody(AsmParser &parser) {
  FailureOr<LaneSpec> spec = LaneSpec::parse(parser);
  if (failed(spec))
    return {};
  unsigned width = 32;
  if (succeeded(parser.parseOptionalComma())) {
    llvm::SMLoc widthLoc = parser.getCurrentLocation();
    if (parser.parseKeyword("width") || parser.parseEqual() ||
        parser.parseInteger(width))
      return {};
    if (width != 32 && width != 64) {
      parser.emitError(widthLoc, "W1: a warp has 32 or 64 lanes, not ")
          << width;
      return {};
    }
  }
  FailureOr<LanesAttr> lanes = spec->resolve(parser, width);
  return succeeded(lanes) ? *lanes : LanesAttr();
}

Attribute LanesAttr::parse(AsmParser &parser, Type) {
  if (parser.parseLess())
    return {};
  LanesAttr lanes = parseBody(parser);
  if (!lanes || parser.parseGreater())
    return {};
  return lanes;
}

void LanesAttr::print(AsmPrinter &printer) const {
  printer << "<";
  printBody(printer);
  printer << ">";
}

LogicalResult LanesAttr::verify(function_ref<InFlightDiagnostic()> emitError,
                                unsigned width, bool dynamic, uint64_t mask) {
  if (width != 32 && width != 64)
    return emitError() << "W1: a warp has 32 or 64 lanes, not " << width;
  if (dynamic) {
    if (mask != 0)
      return emitError() << "W1: a dyn set carries no static mask";
    return success();
  }
  if (mask == 0)
    return emitError() << "W1: an active set holds at least one lane";
  if (mask & ~fullMask(width))
    return emitError() << "W1: lanes " << listLanes(mask & ~fullMask(width))
                       << " are outside a " << width << "-lane warp";
  return success();
}

void WarpDialect::registerAttributes() {
  addAttributes<
#define GET_ATTRDEF_LIST
#include "warptile/Dialect/Warp/IR/WarpAttrs.cpp.inc"
      >();
}

//===----------------------------------------------------------------------===//
// Dialect hooks
//===----------------------------------------------------------------------===//

HandleInfo mlir::warp::getHandleInfo(Type handleType) {
  return llvm::TypeSwitch<Type, HandleInfo>(handleType)
      .Case<WarpType>([](WarpType t) {
        return HandleInfo{t.getLanes(), t.getWidth()};
      })
      .Case<TileType>([](TileType t) {
        return HandleInfo{t.getLanes(), t.getSize()};
      });
}
