//===- Patterns.h - Lowering patterns of tile ops ---------------*- C++ -*-===//
//
// Part of warptile. Each op family of a tile kernel lowers through its own
// patterns, registered by a populate function: elementwise and other
// compute ops (ComputeOps.cpp), memory accesses (MemoryOps.cpp),
// reductions (ReduceOps.cpp), tile.mma and its pipelined K loops
// (MmaOps.cpp, MmaPipeline.cpp), and the structure (loops, persistent
// iterations, scalar code: ControlFlowOps.cpp). KernelLowering drives
// them over a kernel in program order.
//
// These are MLIR's conversion patterns in shape (a root op, a benefit,
// per-thread values of the operands through the type converter) but run
// by KernelLowering rather than the dialect conversion driver: a tile
// value's layout is an attribute of its defining op, not of its type,
// and a pattern may consume a whole loop (the cp.async pipeline).
//
//===----------------------------------------------------------------------===//

#ifndef WARPTILE_LIB_CONVERSION_TILETOGPU_PATTERNS_H
#define WARPTILE_LIB_CONVERSION_TILETOGPU_PATTERNS_H

#include "mlir/IR/Operation.h"
#include "llvm/ADT/StringMap.h"
#include <memory>

namespace mlir {
namespace tile {

class KernelLowering;

/// Lowers one kind of op (or, without a root, any op it accepts).
class TileLoweringPattern {
public:
  TileLoweringPattern(std::optional<StringRef> root, unsigned benefit = 1)
      : root(root ? std::optional<std::string>(root->str()) : std::nullopt),
        benefit(benefit) {}
  virtual ~TileLoweringPattern() = default;

  /// Emits `op`'s per-thread code at the lowering's insertion point: true
  /// once lowered, false when the pattern does not apply (nothing
  /// emitted), failure once a located error is reported.
  virtual FailureOr<bool> matchAndLower(Operation *op,
                                        KernelLowering &lowering) const = 0;

  const std::optional<std::string> &getRoot() const { return root; }
  unsigned getBenefit() const { return benefit; }

private:
  std::optional<std::string> root;
  unsigned benefit;
};

/// A pattern rooted at ops of class `OpTy`.
template <typename OpTy> class TileOpLowering : public TileLoweringPattern {
public:
  explicit TileOpLowering(unsigned benefit = 1)
      : TileLoweringPattern(OpTy::getOperationName(), benefit) {}

  FailureOr<bool> matchAndLower(Operation *op,
                                KernelLowering &lowering) const final {
    return lower(cast<OpTy>(op), lowering);
  }
  virtual FailureOr<bool> lower(OpTy op, KernelLowering &lowering) const = 0;
};

/// The patterns of a lowering, by root op name (highest benefit first),
/// then those without a root in the order added.
class TileLoweringPatternSet {
public:
  template <typename... Ts> TileLoweringPatternSet &add() {
    (insert(std::make_unique<Ts>()), ...);
    return *this;
  }
  void insert(std::unique_ptr<TileLoweringPattern> pattern);

  /// The patterns that may lower `op`, in the order to try them.
  SmallVector<const TileLoweringPattern *> patternsFor(Operation *op) const;

private:
  llvm::StringMap<SmallVector<std::unique_ptr<TileLoweringPattern>>> rooted;
  SmallVector<std::unique_ptr<TileLoweringPattern>> anyOp;
};

/// Elementwise arith/math ops, constants, iota, broadcast, reshape,
/// program ids, tokens and the kernel's return (ComputeOps.cpp).
void populateTileComputePatterns(TileLoweringPatternSet &patterns);
/// tile.load, tile.load_mut, tile.store (MemoryOps.cpp).
void populateTileMemoryPatterns(TileLoweringPatternSet &patterns);
/// tile.reduce (ReduceOps.cpp).
void populateTileReducePatterns(TileLoweringPatternSet &patterns);
/// tile.arg_reduce (ArgReduceOps.cpp).
void populateTileArgReducePatterns(TileLoweringPatternSet &patterns);
/// tile.scan (ScanOps.cpp) and tile.transpose (TransposeOps.cpp).
void populateTileScanPatterns(TileLoweringPatternSet &patterns);
void populateTileTransposePatterns(TileLoweringPatternSet &patterns);
/// tile.mma, and a GEMM's K loop as a cp.async pipeline (MmaOps.cpp,
/// MmaPipeline.cpp).
void populateTileMmaPatterns(TileLoweringPatternSet &patterns);
/// tile.convert_layout, through shared memory (LayoutConversion.cpp).
void populateTileLayoutConversionPatterns(TileLoweringPatternSet &patterns);
/// scf.for, scf.yield, tile.iter_indices, and scalar code, which runs as
/// it is in every thread (ControlFlowOps.cpp).
void populateTileControlFlowPatterns(TileLoweringPatternSet &patterns);

/// scf.if on tiles: per-thread results (BranchOps.cpp).
void populateTileBranchPatterns(TileLoweringPatternSet &patterns);

/// All of the above.
void populateTileToGPUPatterns(TileLoweringPatternSet &patterns);

} // namespace tile
} // namespace mlir

#endif // WARPTILE_LIB_CONVERSION_TILETOGPU_PATTERNS_H
