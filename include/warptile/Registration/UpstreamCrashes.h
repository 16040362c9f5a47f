//===- UpstreamCrashes.h - IR that crashes MLIR's own verifier --*- C++ -*-===//
//
// Part of warptile.
//
//===----------------------------------------------------------------------===//

#ifndef WARPTILE_REGISTRATION_UPSTREAMCRASHES_H
#define WARPTILE_REGISTRATION_UPSTREAMCRASHES_H

#include "mlir/Support/LLVM.h"

namespace llvm {
class SourceMgr;
} // namespace llvm

namespace mlir {
class MLIRContext;

namespace warptile {

/// Fails, with an error where it is, on IR in `sourceMgr`'s main buffer
/// that MLIR 22.1's own parser or verifier crashes on, which every tool
/// would otherwise hand to them: a dense array of `index`
/// (llvm/llvm-project#179045), and an `llvm.mlir.ifunc` whose resolver
/// names no symbol (a segfault in IFuncOp::verifySymbolUses). Stock
/// mlir-opt-22 crashes on both. Buffers without either cost a text
/// search. The diagnostics go to `context`'s handlers.
LogicalResult refuseUpstreamCrashes(llvm::SourceMgr &sourceMgr,
                                    MLIRContext *context);

/// Whether `text` spells an op or attribute refuseUpstreamCrashes reads
/// (a cheap test, for a caller that would make a context only to ask).
bool mayCrashUpstream(StringRef text);

} // namespace warptile
} // namespace mlir

#endif // WARPTILE_REGISTRATION_UPSTREAMCRASHES_H
