//===- PartitionMap.h - Injectivity of mapped partitions --------*- C++ -*-===//
//
// Part of warptile. The decision procedures behind T2: which maps
// (program, iteration)[programs] -> block give every program its own blocks,
// for every grid (linear maps) or on a known grid (maps with floordiv and
// mod, checked at tile.partition).
//
//===----------------------------------------------------------------------===//

#ifndef WARPTILE_LIB_DIALECT_TILE_IR_PARTITIONMAP_H
#define WARPTILE_LIB_DIALECT_TILE_IR_PARTITIONMAP_H

#include "mlir/IR/AffineMap.h"
#include "mlir/Support/LLVM.h"
#include <string>

namespace mlir {
namespace tile {

/// A map `(p, i)[P] -> k0 + k1*P + (a0 + a1*P)*p + (b0 + b1*P)*i`: the only
/// shape T2 accepts. Each coefficient is a constant plus a multiple of the
/// program count P.
struct LinearPartitionMap {
  int64_t constant[2] = {0, 0};
  int64_t program[2] = {0, 0};
  int64_t iteration[2] = {0, 0};

  /// The block that program `p` owns at iteration `i` in a grid of
  /// `programs` programs; nothing when it overflows 64 bits.
  std::optional<int64_t> evaluate(int64_t p, int64_t i, int64_t programs) const;
};

/// Reads `map` as a LinearPartitionMap; on failure `why` says what is not
/// linear (a floordiv, a product of two dims, ...).
std::optional<LinearPartitionMap> linearize(AffineMap map, std::string &why);

/// Empty when `map` gives every (p, i) with p < P and i < iterations its own
/// block for every P >= 1; otherwise the reason, with two colliding
/// iterations when a small grid shows them.
std::string checkInjective(const LinearPartitionMap &map, int64_t iterations);

/// The most blocks checkOnGrid enumerates.
inline constexpr int64_t kMaxGridCheckBlocks = int64_t(1) << 22;

/// Whether `map` has T2's form, (program, iteration)[programs] -> (block),
/// with floordiv, ceildiv or mod by positive constants in it (a grouped or
/// swizzled order): such a map is not shown injective for every grid but
/// on the grid of each `tile.partition` (checkOnGrid). False for a map
/// without those (`why` unchanged: linearize's reason stands), or with
/// `why` saying what is wrong with it.
bool isGridCheckable(AffineMap map, std::string &why);

/// Empty when, with `programs` programs, every (p, i) with p < programs and
/// i < iterations owns its own block in [0, blocks), and every part of the
/// map is non-negative on the way (the lowering divides unsigned);
/// otherwise the first (p, i) that is not. At most kMaxGridCheckBlocks
/// blocks.
std::string checkOnGrid(AffineMap map, int64_t programs, int64_t iterations,
                        int64_t blocks);

} // namespace tile
} // namespace mlir

#endif // WARPTILE_LIB_DIALECT_TILE_IR_PARTITIONMAP_H
