//===- GlobalPositions.h - Where a load lands in its global ----*- C++ -*-===//
//
// Part of warptile. A `memref.load` through views (subview,
// reinterpret_cast, casts) of a static global reads the element its layout
// names: the view's offset plus each index times its stride. Offsets and
// strides may be run-time values LLVM computes (`3 + 3`) or inputs their
// guards fix (`if (n != 6) exit;`): a load LLVM proves past the global is
// undefined behaviour it deletes (issue 27, rounds 36 and 38).
//
//===----------------------------------------------------------------------===//

#ifndef WARPTILE_ANALYSIS_GLOBALPOSITIONS_H
#define WARPTILE_ANALYSIS_GLOBALPOSITIONS_H

#include "warptile/Analysis/ValueFacts.h"

#include "mlir/IR/Operation.h"
#include "mlir/IR/Value.h"

namespace mlir {
namespace warptile {

/// An index-typed `value` as the input it widens (an `arith.index_cast`,
/// `index_castui`, `extui` or `extsi` of it), with whether the widening
/// extends its sign; `value` itself (signed) when it is no such cast.
std::pair<Value, bool> inputOfIndex(Value value);

/// Whether `load` (a `memref.load`) reads past the end, or before the
/// start, of the static global its views reach, on every run LLVM may
/// know of: with each offset, stride and index at its range, or with one
/// of them an input whose guards leave it only values that do.
bool loadsPastGlobal(Operation *load, ValueFacts &facts);

} // namespace warptile
} // namespace mlir

#endif // WARPTILE_ANALYSIS_GLOBALPOSITIONS_H
