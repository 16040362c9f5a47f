//===- LayoutAssignment.h - tile-assign-layouts internals -------*- C++ -*-===//
//
// Part of warptile. The private state of --tile-assign-layouts: one attempt
// at the layouts of a kernel, shared by AssignLayouts.cpp (the pass, run,
// apply), LayoutForward.cpp (each op's layout from its operands') and
// LayoutControlFlow.cpp (loops, scf.if, followers, the final checks).
//
//===----------------------------------------------------------------------===//

#ifndef WARPTILE_LIB_DIALECT_TILE_TRANSFORMS_LAYOUTASSIGNMENT_H
#define WARPTILE_LIB_DIALECT_TILE_TRANSFORMS_LAYOUTASSIGNMENT_H

#include "warptile/Dialect/Tile/IR/TileOps.h"
#include "warptile/Dialect/Tile/Transforms/Layouts.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/SmallVector.h"
#include <optional>
#include <string>
#include <tuple>

namespace mlir {
namespace tile {
namespace detail {

/// Why a choice of warps failed: a tile too small for it (a smaller
/// number may fit), or an op the lowering does not handle (none will).
enum class Outcome { Fits, TooSmall, Unsupported };

/// Which tiles may get a replicated layout (docs/TileLowering.md,
/// "Replicated layouts"): none (the first try, so that a kernel whose
/// tiles fit some number of warps keeps it), those too small even for one
/// warp, or any (a number of warps fixed by the kernel or an option).
enum class Replication { None, TooSmallForOneWarp, Any };

/// One attempt at the layouts of a kernel for a number of warps.
class LayoutAssignment {
public:
  LayoutAssignment(KernelOp kernel, int64_t numWarps,
                   Replication replication = Replication::None)
      : kernel(kernel), numWarps(numWarps), replication(replication),
        context(kernel.getContext()) {}

  /// Computes every layout; on failure, `where` and `message` say why.
  Outcome run();
  /// Writes the computed layouts on the ops.
  void apply();

  Operation *where = nullptr;
  std::string message;
  Outcome failure = Outcome::Fits;
  /// Tiles that got a default layout without replication.
  int64_t unreplicated = 0;

private:
  Outcome fail(Operation *op, Outcome outcome, const Twine &text) {
    where = op;
    message = text.str();
    failure = outcome;
    return outcome;
  }
  /// The default layout of `value`'s tile, or TooSmall.
  Outcome setDefault(Operation *op, Value value);
  Outcome forward(Operation *op);
  // forward()'s op families, tried in this order; each returns
  // std::nullopt for an op not of its family.
  std::optional<Outcome> forwardMemoryOrConstant(Operation *op);
  std::optional<Outcome> forwardReduction(Operation *op);
  std::optional<Outcome> forwardShape(Operation *op);
  std::optional<Outcome> forwardElementwise(Operation *op);
  Outcome forwardLoop(scf::ForOp loop);
  Outcome forwardIf(scf::IfOp branch);
  /// Each scf.if's yielded tiles in its result's layout (a conversion
  /// where one is not).
  Outcome checkIfs();
  Outcome forwardMma(MmaOp mma);
  Outcome resolveFollowers();
  /// Each layout written by hand on an op is the one computed for it.
  Outcome checkHandWritten();
  Outcome checkLoops();

  KernelOp kernel;
  int64_t numWarps;
  Replication replication;
  MLIRContext *context;
  /// Each tile value's layout; null for values that take their user's
  /// layout (splat constants, broadcast scalars, and arithmetic on only
  /// those), resolved last.
  DenseMap<Value, Attribute> layouts;
  SmallVector<Value> followers;
  /// The operand layouts of each tile.mma (`tile.operand_layouts`).
  DenseMap<Operation *, ArrayAttr> operandLayouts;
  SmallVector<scf::ForOp> loops;
  SmallVector<scf::IfOp> ifs;
  /// Operands that meet another layout at their user: (user, operand
  /// number, the user's layout), each converted by a tile.convert_layout.
  SmallVector<std::tuple<Operation *, unsigned, Attribute>> conversions;
};

inline bool isTile(Type type) { return isa<RankedTensorType>(type); }

inline bool hasTileOperandOrResult(Operation *op) {
  return llvm::any_of(op->getOperandTypes(), isTile) ||
         llvm::any_of(op->getResultTypes(), isTile);
}

/// Elementwise ops of `arith` and `math` on tiles, which the lowering
/// applies per thread.
inline bool isElementwise(Operation *op) {
  Dialect *dialect = op->getDialect();
  return dialect && isa<arith::ArithDialect, math::MathDialect>(dialect) &&
         op->getNumRegions() == 0 && op->getNumResults() == 1 &&
         !isa<arith::ConstantOp>(op) &&
         llvm::all_of(op->getOperandTypes(), isTile);
}

} // namespace detail
} // namespace tile
} // namespace mlir

#endif // WARPTILE_LIB_DIALECT_TILE_TRANSFORMS_LAYOUTASSIGNMENT_H
