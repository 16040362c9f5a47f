//===- WarpDialect.h - The warp dialect -------------------------*- C++ -*-===//
//
// Part of warptile. The dialect, its attributes and its types.
//
//===----------------------------------------------------------------------===//

#ifndef WARPTILE_DIALECT_WARP_IR_WARPDIALECT_H
#define WARPTILE_DIALECT_WARP_IR_WARPDIALECT_H

#include "mlir/IR/Attributes.h"
#include "mlir/IR/BuiltinAttributes.h"
#include "mlir/IR/Dialect.h"
#include "mlir/IR/DialectImplementation.h"
#include "mlir/IR/Types.h"
#include "warptile/Dialect/Warp/IR/LaneSet.h"

#include "warptile/Dialect/Warp/IR/WarpOpsDialect.h.inc"
#include "warptile/Dialect/Warp/IR/WarpEnums.h.inc"

#define GET_ATTRDEF_CLASSES
#include "warptile/Dialect/Warp/IR/WarpAttrs.h.inc"

#define GET_TYPEDEF_CLASSES
#include "warptile/Dialect/Warp/IR/WarpOpsTypes.h.inc"

namespace mlir {
namespace warp {

/// An active-set spelling before the warp width is known, as written after
/// `warp.diverge %w,` or `warp.if %w,`: `even`, `low(16)`, `mask(0x..)`, ...
struct LaneSpec {
  enum class Kind { All, Even, Odd, Dyn, Low, High, Lane, Range, Mask };
  Kind kind = Kind::All;
  uint64_t a = 0, b = 0;
  llvm::SMLoc loc;

  /// Parses a spelling; reports a parse error at the keyword when unknown.
  static FailureOr<LaneSpec> parse(AsmParser &parser);
  /// Resolves the spelling for a `width`-lane warp, reporting W1 violations
  /// at the spelling's location.
  FailureOr<LanesAttr> resolve(AsmParser &parser, unsigned width) const;
};

/// What a collective needs to know about its handle: the active lanes and
/// the size of the groups it stays within (the width for a whole warp).
struct HandleInfo {
  LanesAttr lanes;
  unsigned group;
};
HandleInfo getHandleInfo(Type handleType);

} // namespace warp
} // namespace mlir

#endif // WARPTILE_DIALECT_WARP_IR_WARPDIALECT_H
