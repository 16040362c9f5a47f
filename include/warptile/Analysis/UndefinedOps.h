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

#include <string>

namespace mlir {
class Operation;
class Value;

namespace warptile {

/// Whether a call `call` of the function `callee` is undefined in device
/// code: `callee` is a kernel (isKernelFunction), or its calling convention
/// is not the call's (each one's `CConv`, the property of `llvm.call` and
/// `llvm.func` or the attribute the lowering carries onto them, C by
/// default). Issue 27 rounds 50 and 51.
bool isUndefinedCall(Operation *call, Operation *callee);

/// The calling convention's name of `op` (a call or a function), as
/// isUndefinedCall reads it: "ccc", "fastcc", "ptx_kernelcc", ...
std::string callingConventionName(Operation *op);

/// Whether `op` is a non-volatile `llvm.store` whose address may be null
/// in the generic address space, undef or poison: through GEPs, casts,
/// selects, scf.if results and block arguments, any of them (LLVM deletes
/// the path along which it is; round 52).
bool isUndefinedStore(Operation *op);

/// Whether `op` is an `llvm.assume` in any spelling (the op, the intrinsic
/// by name, a call of its declaration) of a constant false, undef or
/// poison condition.
bool isFalseAssume(Operation *op);

} // namespace warptile
} // namespace mlir

#endif // WARPTILE_ANALYSIS_UNDEFINEDOPS_H
