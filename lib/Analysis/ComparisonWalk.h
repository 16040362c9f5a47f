//===- ComparisonWalk.h - The uses of an input LLVM may read ----*- C++ -*-===//
//
// Part of warptile. Private to GuardCells.cpp and the two files of the
// walk: ComparisonWalk.cpp follows the input through values (ops,
// regions, calls, returns) and reads its comparisons;
// ComparisonWalkMemory.cpp follows it through memory (the objects it is
// written to, the reads and copies of them).
//
//===----------------------------------------------------------------------===//

#ifndef WARPTILE_LIB_ANALYSIS_COMPARISONWALK_H
#define WARPTILE_LIB_ANALYSIS_COMPARISONWALK_H

#include "IntegerOps.h"
#include "warptile/Analysis/MemoryObjects.h"
#include "warptile/Analysis/ValueFacts.h"

#include "mlir/IR/Operation.h"
#include "llvm/ADT/DenseSet.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/IR/ConstantRange.h"

#include <optional>

namespace mlir {
namespace warptile {
namespace detail {

/// Whether `op` calls an LLVM intrinsic through a declaration
/// (`llvm.func @llvm.memcpy.p0.p0.i64`): MLIR translates it to the
/// intrinsic, whose effects LLVM knows (issue 27 round 47).
bool callsIntrinsic(Operation *op);

/// The uses of an input `value` that tell LLVM something of it where `at`
/// runs. Every value computed from it is followed, whatever the other
/// operands are: an op's results (but inline assembly's), what regions
/// yield of it, a callee's parameter, what a function returns to its
/// calls, and what reads of the memory it is written to read. LLVM
/// simplifies such values by means without end (`fshl(n, m, 0)`,
/// `n + (m & ~m)`, `(n | m) == 0`, a product by an odd factor, the same op
/// in two dialects: rounds 35 to 41), so only the input itself, and the
/// values equal to it on every path, are compared by regions: with
/// constants (the region of values for which each holds) and with values
/// not constant (the regions LLVM may read from them). Any other use that
/// compares or decides shows nothing.
class ComparisonWalk {
public:
  ComparisonWalk(ValueFacts &facts, Value value, Operation *at,
                 Operation *ignore)
      : facts(facts), value(value), at(at), ignore(ignore),
        width(scalarWidth(value.getType())), work{{value, 0}}, slice{value},
        aliases{value} {}

  /// False where nothing is shown: a value computed from the input
  /// decides control or is compared, other than the input itself, or a
  /// bound is met.
  bool run();

  SmallVector<std::pair<Operation *, llvm::ConstantRange>> regions;
  SmallVector<SmallVector<llvm::ConstantRange>> relations;

private:
  /// What one rule made of a use: read, or nothing shown.
  enum class Step { Read, Unsafe };

  /// A value LLVM may compute when it compiles (a constant, bswap(0), a
  /// load of a constant global: round 35) is one to it.
  bool known(Value v) { return facts.exact(v) || facts.mayFold(v); }
  /// Adds a value computed from the input; false past the bound.
  bool follow(Value result, unsigned depth) {
    if (!slice.insert(result).second)
      return true;
    if (depth >= 32 || slice.size() > 1024)
      return false;
    work.push_back({result, depth + 1});
    return true;
  }

  Step followYield(OpOperand &use, unsigned depth);
  /// A value a function returns: the results of its calls.
  Step followReturn(OpOperand &use, unsigned depth);
  /// Notes that a value computed from the input is written to the memory
  /// `target` points into (any memory, where its objects are not known).
  void noteWrite(Value target, unsigned depth);
  /// Whether a read through `address` may read such memory.
  bool mayReadWritten(Value address);
  /// Adds what every read of such memory reads, where LLVM may see the
  /// write (the functions the input's function calls or is called from),
  /// and notes the copies such reads make (memcpy, memref.copy); false
  /// past the bound.
  bool followReadsOfWritten();
  /// A write of `use`, a value computed from the input, to memory; none
  /// where the op does not write it (it is an address, or an index).
  std::optional<Step> followWrite(OpOperand &use, unsigned depth);
  /// Reads and copies of the memory written from the input by `op`.
  bool followRead(Operation *op);
  /// The functions LLVM may see a write in with the input: those the
  /// input's function is linked to by calls, either way.
  SmallVector<Operation *> functionsLinked();
  Step readComparison(OpOperand &use, Value current,
                      llvm::CmpInst::Predicate predicate);
  Step followFunction(OpOperand &use, unsigned depth);

  ValueFacts &facts;
  Value value;
  Operation *at, *ignore;
  unsigned width;
  SmallVector<std::pair<Value, unsigned>> work;
  /// The input and the values computed from it.
  llvm::DenseSet<Value> slice;
  /// The values equal to the input on every path: it, and what regions
  /// yield only it into. Their comparisons are the input's.
  llvm::DenseSet<Value> aliases;
  /// The memory values computed from the input are written to (LLVM
  /// forwards a store to the loads of the same object: mem2reg, GVN,
  /// memcpy forwarding; rounds 43 and 44), built at the first write.
  std::optional<MemoryObjects> objects;
  Operation *symbolTable = nullptr;
  llvm::DenseSet<MemoryObject> written;
  bool writtenAnywhere = false;
  /// Whether a write was noted since the reads were last followed, and
  /// the depth of the first.
  bool readsStale = false;
  unsigned writeDepth = 0;
  /// functionsLinked, once asked.
  SmallVector<Operation *> functions;
};
} // namespace detail
} // namespace warptile
} // namespace mlir

#endif // WARPTILE_LIB_ANALYSIS_COMPARISONWALK_H
