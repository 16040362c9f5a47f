//===- Registration.h - What warptile's tools register ----------*- C++ -*-===//
//
// Part of warptile.
//
//===----------------------------------------------------------------------===//

#ifndef WARPTILE_REGISTRATION_REGISTRATION_H
#define WARPTILE_REGISTRATION_REGISTRATION_H

namespace mlir {
class DialectRegistry;

namespace warptile {

/// The upstream dialects a GPU compiler needs (func, arith, math, scf, cf,
/// memref, vector, index, ub, gpu, nvvm, llvm), the tensor and linalg
/// dialects tile programs are written beside, the warp and tile dialects,
/// and the interfaces that lower them to LLVM and serialize them to PTX.
/// Every tool (warp-opt adds the rest of upstream on top), the Python
/// module, the C API and the LSP server register this one list, so a file
/// one of them parses parses in all.
void registerDialects(DialectRegistry &registry);

/// The upstream passes GPU pipelines are built from, warptile's passes, and
/// the `warp-to-ptx` pipeline.
void registerPasses();

} // namespace warptile
} // namespace mlir

#endif // WARPTILE_REGISTRATION_REGISTRATION_H
