//===- UndefinedOps.h - Ops LLVM deletes the path to ------------*- C++ -*-===//
//
// Part of warptile. Ops whose execution is undefined, so that LLVM takes
// no thread to reach them: it replaces them with `unreachable` and deletes
// the branches that lead there (SimplifyCFG, InstCombine). A lane branch
// around one vanishes, and a collective the branch guarded runs on every
// lane. The warp verifier (W19) counts them as exits; the convergence
// checker reports them (C5); warp-ptx refuses the calls.
//
//===----------------------------------------------------------------------===//

#ifndef WARPTILE_ANALYSIS_UNDEFINEDOPS_H
#define WARPTILE_ANALYSIS_UNDEFINEDOPS_H

#include "mlir/IR/SymbolTable.h"
#include "mlir/IR/Value.h"
#include "llvm/ADT/DenseMap.h"

#include <string>

namespace mlir {
class CallOpInterface;
class Operation;
class SymbolTableCollection;

namespace warptile {

/// Whether a call `call` of the function `callee` is undefined in device
/// code: `callee` is a kernel (isKernelFunction), or its calling convention
/// is not the call's (each one's `CConv`, the property of `llvm.call` and
/// `llvm.func` or the attribute the lowering carries onto them, C by
/// default). Issue 27 rounds 50 and 51.
bool isUndefinedCall(Operation *call, Operation *callee);

/// The function `call` calls: its callee by name, or through a pointer
/// that is the address of a function of the module (`llvm.mlir.addressof`,
/// through casts: LLVM resolves such a call and judges it as a direct one,
/// round 53); null when neither.
Operation *calledFunction(CallOpInterface call,
                          SymbolTableCollection *tables = nullptr);

/// The calling convention's name of `op` (a call or a function), as
/// isUndefinedCall reads it: "ccc", "fastcc", "ptx_kernelcc", ...
std::string callingConventionName(Operation *op);

/// Whether `op` is a non-volatile `llvm.store` (or an `llvm.load` whose
/// value is used, or a memref or vector access at a poison index: round
/// 58 h3) whose address is undefined
/// as LLVM folds it: null in the generic address space, undef or poison
/// (spelled as a constant, `inttoptr 0`, a frozen undef, an extracted
/// inserted null), through GEPs and bitcasts, both sides of a select, every
/// value a loop, `scf.if` or `scf.execute_region` yields, every value a
/// function returns (`readCallees`: not in an op verifier, which reads its
/// own function only); or one that is so along one edge into the store's
/// own block (a block argument, an `scf.if` result in that block), which
/// SimplifyCFG deletes (rounds 52, 53).
bool isUndefinedAccess(Operation *op, bool readCallees);

/// Whether `op` is a conditional branch (`llvm.cond_br`, `cf.cond_br`, a
/// switch, `scf.if`, `scf.index_switch`, `scf.condition`) on a value that
/// is poison or undef as LLVM folds it (isPoisonValue: a constant, a
/// shift by its width or more, a division by zero, and what they flow
/// into): LangRef makes such a branch undefined, and SimplifyCFG deletes
/// the path to it (round 60b h2: `if (v / (n & 0) == 0)` under a lane
/// test let LLVM fold the other lane test).
bool isUndefinedBranch(Operation *op);

/// Whether the access isUndefinedAccess judges reads (`llvm.load`,
/// `memref.load`, `vector.load`) rather than writes.
bool isLoadAccess(Operation *op);

/// Whether `op` is an `llvm.unreachable` or `ub.unreachable` that a thread
/// may reach: nothing before it in its block may end the thread or not
/// return (`__builtin_unreachable()`, not the `unreachable` after a call of
/// `__assertfail`). LLVM deletes the path to it (round 53).
bool isReachedUnreachable(Operation *op);

/// Whether calling the function `function` is undefined: its body begins
/// with an `unreachable` a thread reaches (isReachedUnreachable).
bool isAlwaysUndefinedFunction(Operation *function);

/// Whether the function `function` carries the LLVM attribute `name`
/// ("willreturn", "mustprogress", ...): as MLIR's own attribute where it
/// has one (`will_return`), or among its `passthrough` attributes, alone
/// or as the key of a key-value pair.
bool hasFunctionAttribute(Operation *function, StringRef name);

/// isReachedUnreachable and isAlwaysUndefinedFunction for many ops: keeps
/// what it learnt of each function, and resolves calls in one
/// SymbolTableCollection (one per analysis run; asking each op afresh was
/// quadratic in the functions, round 56a).
class UnreachableOracle {
public:
  bool isReached(Operation *op);
  bool isAlwaysUndefinedFunction(Operation *function);
  SymbolTableCollection &symbolTables() { return tables; }

private:
  bool mayNotReturn(Operation *op, unsigned depth);
  bool neverReturns(Operation *function, unsigned depth);

  SymbolTableCollection tables;
  llvm::DenseMap<Operation *, bool> answers;
};

/// Whether `op` is an `llvm.assume` in any spelling: the op, the intrinsic
/// by name (`llvm.call_intrinsic`), a call of its declaration.
bool isAssume(Operation *op);

/// The condition `op`, an assume (isAssume), assumes; null for any other
/// op.
Value assumedCondition(Operation *op);

/// Whether `op` is an assume (isAssume) of a constant false, undef or
/// poison condition.
bool isFalseAssume(Operation *op);

} // namespace warptile
} // namespace mlir

#endif // WARPTILE_ANALYSIS_UNDEFINEDOPS_H
