//===- IntegerBits.h - The bit width of an integer or index type ---------===//
//
// Part of warptile.
//
//===----------------------------------------------------------------------===//

#ifndef WARPTILE_ANALYSIS_INTEGERBITS_H
#define WARPTILE_ANALYSIS_INTEGERBITS_H

#include "mlir/IR/BuiltinTypes.h"
#include "mlir/IR/TypeUtilities.h"

namespace mlir::warptile {

/// The bits of an integer (or index: 64) type, or of a shaped type's
/// integer elements; 0 for any other type.
inline unsigned integerBits(Type type) {
  // Scalars first: getElementTypeOrSelf asks every type for its ShapedType
  // interface, and the lane evaluator asks for the bits of each value.
  if (auto integer = dyn_cast<IntegerType>(type))
    return integer.getWidth();
  type = getElementTypeOrSelf(type);
  if (isa<IndexType>(type))
    return IndexType::kInternalStorageBitWidth;
  if (auto integer = dyn_cast<IntegerType>(type))
    return integer.getWidth();
  return 0;
}

} // namespace mlir::warptile

#endif // WARPTILE_ANALYSIS_INTEGERBITS_H
