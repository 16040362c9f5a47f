//===- ThreadValues.h - Values of each thread of a known block --*- C++ -*-===//
//
// Part of warptile. When a kernel declares its block size, the integer
// values computed from thread ids, block sizes and constants are known at
// every thread of the block. The checker uses them to decide member masks
// and branch conditions that are run-time values to the lane-set analysis,
// such as upstream's all-reduce lowering (`-1 >> (32 - activeWidth)` under
// `activeWidth < 32`), warp by warp.
//
//===----------------------------------------------------------------------===//

#ifndef WARPTILE_ANALYSIS_THREADVALUES_H
#define WARPTILE_ANALYSIS_THREADVALUES_H

#include "warptile/Analysis/Uniformity.h"

#include "mlir/IR/BuiltinTypes.h"
#include "mlir/IR/Operation.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/SmallVector.h"

#include <array>
#include <map>
#include <memory>
#include <optional>

namespace mlir {
namespace warptile {

/// The bit width of an integer or `index` (64) value as the thread
/// evaluators model it; 0 for any other type.
inline unsigned integerWidthOf(Type type) {
  if (type.isIndex())
    return 64;
  if (auto integer = dyn_cast<IntegerType>(type))
    return integer.getWidth();
  return 0;
}

/// `v`'s low `width` bits read as a two's complement number (`v` itself
/// for widths 0 and 64).
inline int64_t signExtendFrom(uint64_t v, unsigned width) {
  if (width == 0 || width >= 64)
    return static_cast<int64_t>(v);
  uint64_t sign = uint64_t(1) << (width - 1);
  return static_cast<int64_t>((v ^ sign) - sign);
}

/// The integer semantics of one op at one thread, decoded once: what
/// ThreadValues computes at every thread of a block, and what the race
/// checker's per-thread engine (RaceThreads.cpp) computes one thread at a
/// time. Values are zero-extended from their bit width; signed operations
/// sign-extend first.
class IntegerOpSemantics {
public:
  /// std::nullopt unless `op` is a constant, a thread-geometry read
  /// (thread id, block size, lane, warp), inline PTX of the lane, or
  /// integer arithmetic, comparison, select or cast the evaluator knows.
  static std::optional<IntegerOpSemantics> decode(Operation *op);

  /// The value at thread `thread` (linear, x fastest) of a block of `dims`
  /// from the operands' values; std::nullopt for a division by zero, the
  /// one signed overflow, or inline PTX the reader cannot run. With
  /// `poisonHasNoValue`, also for a poison value: a shift by the width or
  /// more, or a flag that does not hold (`add nsw` that overflows, `lshr
  /// exact` that drops a set bit; issue 27 round 64 h2: `1 << 33` was 0 at
  /// each thread, and W8 took a branch on it for warp-uniform, while LLVM
  /// folds the poison away). Without it a shift by the width or more gives
  /// what PTX's does (0, or the sign for `shr.s`) and flags are not read.
  std::optional<uint64_t> apply(ArrayRef<uint64_t> operands,
                                const std::array<int64_t, 3> &dims,
                                unsigned thread,
                                bool poisonHasNoValue = false) const;

  /// Whether the op reads no operand (a constant or a geometry read).
  bool isLeaf() const;

private:
  enum class Kind : uint8_t {
    Constant, ThreadId, BlockDim, Lane, Warp, InlineAsm, SExt, ZExt, Cmp,
    Select, Add, Sub, Mul, And, Or, Xor, Shl, LShr, AShr, UDiv, URem, SDiv,
    SRem
  };
  Operation *op = nullptr;
  Kind kind = Kind::Constant;
  unsigned width = 0;
  unsigned argWidth = 0; ///< the first operand's width
  unsigned predicate = 0, dim = 0;
  /// The op's poison-generating flags (nsw, nuw, exact, disjoint, nneg):
  /// where one does not hold, the value is poison, not a number.
  bool nsw = false, nuw = false, exact = false, disjoint = false,
       nneg = false;
  uint64_t constant = 0;
};

/// Integer values at each thread of a block of known size, for the values
/// that are functions of the thread and constants alone. Threads are
/// numbered linearly, x fastest; warps are 32 consecutive threads.
class ThreadValues {
public:
  /// The most threads a block may hold (CUDA's limit); larger declared
  /// sizes are not evaluated.
  static constexpr int64_t kMaxThreads = 1024;

  /// One per block shape `func` may be launched with (possibleBlockShapes:
  /// the declared size, or every shape of a bound's size when the kernel
  /// reads tid.y/z), or the block of a gpu.launch `func` with constant
  /// sizes; empty unless it declares a block of at most kMaxThreads.
  static SmallVector<ThreadValues, 1> forKernel(Operation *func,
                                               bool *named = nullptr);

  /// A block of `dims`; std::nullopt past kMaxThreads.
  static std::optional<ThreadValues> forShape(std::array<int64_t, 3> dims);

  unsigned numThreads() const { return threads; }

  /// Values that are poison at some thread are not known (see
  /// IntegerOpSemantics::apply); set before the first valuesOf.
  void setPoisonHasNoValue() { poisonHasNoValue = true; }
  const std::array<int64_t, 3> &shape() const { return dims; }

  /// The value of `value` at every thread (zero-extended from its width),
  /// or null when it is not a function of the thread and constants (a load,
  /// a kernel argument, an op the evaluator does not know). Computed once
  /// per value, without recursion.
  const SmallVector<uint64_t> *valuesOf(Value value);

private:
  explicit ThreadValues(std::array<int64_t, 3> dims);
  std::optional<SmallVector<uint64_t>> evaluate(Operation *op);
  /// A gpu.launch body's thread id or block size argument, at every
  /// thread; null for any other value.
  std::unique_ptr<SmallVector<uint64_t>> launchArgumentValues(Value value);

  std::array<int64_t, 3> dims;
  unsigned threads;
  bool poisonHasNoValue = false;
  /// Null for a value that is not a function of the thread. Boxed, so the
  /// vectors valuesOf hands out stay put while the map grows.
  llvm::DenseMap<Value, std::unique_ptr<SmallVector<uint64_t>>> cache;
};

/// Whether a value is the same on every lane of each warp, decided at every
/// thread of the block its kernel declares exactly (`tid.y >= 2` in a 16x4
/// block: warp 0 holds rows 0-1, warp 1 rows 2-3; `tid.x % 64 < 32`). The
/// thread values are kept per block shape.
class WarpAgreement {
public:
  bool isWarpUniform(Value value);

private:
  std::map<std::array<int64_t, 3>, std::optional<ThreadValues>> shapes;
};

} // namespace warptile
} // namespace mlir

#endif // WARPTILE_ANALYSIS_THREADVALUES_H
