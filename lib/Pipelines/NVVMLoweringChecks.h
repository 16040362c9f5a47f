//===- NVVMLoweringChecks.h - Before and after convert-gpu-to-nvvm -*- C++ -*-===//
//
// Part of warptile. Checks around MLIR 22.1's GPU-to-NVVM lowering of
// the kernels, so that an input it cannot take gets an error at the op
// instead of an abort or a failure without the op's name:
// * before: its lowering of gpu.subgroup_mma_elementwise (convert-gpu-to-
//   nvvm's WMMA patterns) handles addf, mulf and divf, and maxf and minf
//   on f32, only; any other kind (subf, negatef, extf, the integer kinds)
//   reaches an llvm_unreachable, and maxf/minf on f16 crash;
// * before: a symbol whose name PTX cannot spell (`@"a b"`), on which the
//   NVPTX backend stops the process;
// * before: a kernel that returns a value, or a call of a kernel (PTX
//   has neither; LLVM emits what ptxas rejects, or deletes the call's
//   path as undefined);
// * around: an atomic on memory of the thread's own (an alloca, a private
//   attribution), for which LLVM's NVPTX backend emits an `atom.local`
//   that ptxas rejects where it keeps it (issue 27 round 44);
// * after: an op of an input dialect (vector, memref, arith, ...) that no
//   pass lowered, e.g. the vector.transfer_read, vector.contract and
//   vector.transpose of upstream's WMMA tests written as vector code
//   (they run convert-vector-to-gpu first, docs/Sim.md "Host programs"),
//   would only fail the translation to LLVM IR at an unrealized cast.
//
//===----------------------------------------------------------------------===//

#ifndef WARPTILE_LIB_PIPELINES_NVVMLOWERINGCHECKS_H
#define WARPTILE_LIB_PIPELINES_NVVMLOWERINGCHECKS_H

#include "mlir/IR/Location.h"
#include "mlir/Pass/Pass.h"
#include "llvm/ADT/SmallVector.h"

#include <string>
#include <utility>

#include <memory>

namespace mlir {
namespace warptile {

/// On a gpu.module: fails after an error at each
/// gpu.subgroup_mma_elementwise whose kind MLIR's NVVM lowering lacks.
std::unique_ptr<Pass> createCheckMmaElementwisePass();

/// On a gpu.module: fails after an error at each inline assembly whose
/// template LLVM's AsmPrinter stops the process on (a `$` that is no
/// escape, an operand past the last, a nested variant group; issue 27
/// round 22: warp-ptx aborted on `"$"`).
std::unique_ptr<Pass> createCheckInlineAsmPass();

/// On a gpu.module: fails after an error at each symbol (global, function,
/// kernel) whose name holds a character a PTX name cannot, on which LLVM's
/// NVPTX backend stops the process (issue 27 round 31: `@"a b"`).
std::unique_ptr<Pass> createCheckSymbolNamesPass();

/// On a gpu.module: fails after an error at each kernel that returns a
/// value (a PTX .entry returns nothing: ptxas rejects what LLVM emits) and
/// at each call of a kernel (undefined: LLVM deletes the caller's path;
/// issue 27 round 50).
std::unique_ptr<Pass> createCheckKernelCallsPass();

/// On any op: fails after an error at each op MLIR's translation or
/// LLVM's NVPTX backend stops the process on: a side-effecting op directly
/// in a gpu.module's body, a scalable vector, a `memref.dim` of a constant
/// index outside its rank (issue 27 round 56a).
std::unique_ptr<Pass> createCheckTranslatablePass();

/// The atomics (llvm.atomicrmw, llvm.cmpxchg, memref.atomic_rmw,
/// memref.generic_atomic_rmw) of the gpu.modules under `root` whose
/// address points only into memory of the thread's own: their locations
/// and names, before the lowering erases them.
SmallVector<std::pair<Location, std::string>> localAtomics(Operation *root);
/// After the lowering: where the PTX of a gpu.binary under `root` holds an
/// atomic on .local memory (LLVM keeps one it could not turn into plain
/// accesses), an error at each of `candidates` (or at `root`), and
/// failure.
LogicalResult
refuseLocalAtomics(Operation *root,
                   ArrayRef<std::pair<Location, std::string>> candidates);
// createCheckLoweredToNVVMPass: warptile/Pipelines/Pipelines.h (the
// simulator runs it after its own last lowering step).

} // namespace warptile
} // namespace mlir

#endif // WARPTILE_LIB_PIPELINES_NVVMLOWERINGCHECKS_H
