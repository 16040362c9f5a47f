//===- InlineAsm.h - Inline PTX in simulated kernels ------------*- C++ -*-===//
//
// Part of warptile. The simulator's side of inline PTX: the lowering
// (InlineAsm.cpp) reads a snippet with warptile/Ptx/InlineAsm.h and turns
// the op into one call of __wsim_asm (RuntimeABI.h), which runs it with the
// same reader's interpreter in the simulated thread (InlineAsmRuntime.cpp),
// its collectives going to the block model like the NVVM ops' do.
//
//===----------------------------------------------------------------------===//

#ifndef WARPTILE_LIB_SIM_INLINEASM_H
#define WARPTILE_LIB_SIM_INLINEASM_H

#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/IR/Builders.h"

#include "Poison.h"

#include <string>
#include <vector>

namespace warptile {
namespace sim {

/// Replaces `op` by a call of __wsim_asm running its snippet, with `site`
/// for the findings of its collectives. Returns "" when done, else why the
/// snippet cannot run (the reader's message, naming the instruction); `op`
/// is then left as it was. The outputs the snippet may leave undefined
/// (AsmProgram::undefinedOutputs: an uninitialised register on the GPU)
/// join `undefined`, their origin `site`, so that a use of one is reported.
std::string lowerInlineAsm(mlir::LLVM::InlineAsmOp op, mlir::OpBuilder &b,
                           uint32_t site,
                           std::vector<UndefinedValue> &undefined);

/// Replaces a snippet that is one `ld` or `st` (CUB's `ld.global.nc.u32`,
/// the look-back's `ld.relaxed.gpu.v2.u32` and `st.relaxed.gpu.v2.u64`,
/// `ld.volatile.shared`, ...) by the LLVM loads and stores it stands for:
/// the address cast to the state space it names, the ordering and scope
/// its qualifiers give, so that the simulator checks and runs them as its
/// own accesses (state space, alignment, races). Returns false, leaving
/// `op` as it was, for any other snippet (lowerInlineAsm refuses those
/// with their reason).
bool lowerInlineAsmAccess(mlir::LLVM::InlineAsmOp op, mlir::OpBuilder &b);

/// Replaces the results of `op` by `outputs`: one value, or the fields of
/// the struct `op` returns when `isStruct`. Does nothing for no outputs.
void replaceInlineAsmResults(mlir::LLVM::InlineAsmOp op, bool isStruct,
                             mlir::ArrayRef<mlir::Value> outputs,
                             mlir::OpBuilder &b);

/// The outputs of `op` as it returns them: none (no result or imported IR's
/// unused !llvm.void), one value, or the fields of a struct. Returns whether
/// they come in a struct.
bool inlineAsmOutputTypes(mlir::LLVM::InlineAsmOp op,
                          llvm::SmallVectorImpl<mlir::Type> &types);

} // namespace sim
} // namespace warptile

#endif // WARPTILE_LIB_SIM_INLINEASM_H
