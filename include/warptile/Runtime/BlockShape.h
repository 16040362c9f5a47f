//===- BlockShape.h - The block a kernel declares, checked at launch -*- C++ -*-===//
//
// Part of warptile. The one check every launcher runs (warp-run on a GPU
// and under --sim, the Python package, the mgpu* library that ahead-of-time
// libraries and mlir-runner call): a kernel that declares its block shape
// is launched only with a block that fits it. The warp dialect's verifier
// takes a declared shape as a fact (whole warps, which lanes a warp holds),
// so a launch that breaks it is refused with the kernel, the declaration and
// the block it was given, instead of running with a warp its types do not
// describe. Plain C++17, no MLIR.
//
//===----------------------------------------------------------------------===//

#ifndef WARPTILE_RUNTIME_BLOCKSHAPE_H
#define WARPTILE_RUNTIME_BLOCKSHAPE_H

#include "warptile/Runtime/Runtime.h"

#include <map>
#include <string>

namespace warptile {
namespace rt {

/// A kernel's declared block: exactly `dims` (PTX `.reqntid`, from
/// `nvvm.reqntid`; `known_block_size` under --sim), or at most `dims` in
/// every dimension (PTX `.maxntid`, from `nvvm.maxntid` or upstream's
/// lowering of `known_block_size`).
struct DeclaredBlock {
  bool exact = false;
  Dim3 dims;
  /// What declared it, for the message (".reqntid", "known_block_size", ...).
  std::string source;
};

/// The `.reqntid` / `.maxntid` directives of each `.entry` of a PTX text;
/// kernels that declare neither are absent.
std::map<std::string, DeclaredBlock> parsePtxBlockShapes(const std::string &ptx);

/// Success when `block` fits `declared`; else ErrorKind::Invalid naming
/// `kernel`, the declared and the given block.
Status checkBlockShape(const std::string &kernel, const DeclaredBlock &declared,
                       Dim3 block);

} // namespace rt
} // namespace warptile

#endif // WARPTILE_RUNTIME_BLOCKSHAPE_H
