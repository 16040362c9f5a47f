//===- KernelSignatures.h - Kernel parameters from the source ---*- C++ -*-===//
//
// Part of warptile. What a launcher checks arguments against beyond the PTX
// signature: each gpu.func kernel's memref element types, static sizes and
// scalar types (warp-run and the Python package).
//
//===----------------------------------------------------------------------===//

#ifndef WARPTILE_PIPELINES_KERNELSIGNATURES_H
#define WARPTILE_PIPELINES_KERNELSIGNATURES_H

#include "mlir/IR/BuiltinOps.h"
#include "warptile/Runtime/Arguments.h"

#include <string>

namespace mlir {
namespace warptile {

/// The launcher's name of a scalar or element type: i32 for a signless or
/// signed 32-bit integer, u32 for an unsigned one, f32, index, ...
std::string getLaunchTypeName(Type type);

/// Whether `op` is a kernel a launcher runs: a `gpu.func` marked `kernel`
/// or a `tile.kernel`.
bool isLaunchableKernel(Operation *op);

/// The one reader of a kernel's parameters as a launch passes them: a
/// `gpu.func` kernel's memrefs (element type, rank, static element count)
/// and scalars, or a `tile.kernel`'s views and partitions (buffers of
/// their element type) and scalars, its token left out.
std::vector<::warptile::rt::SourceParam> getKernelParams(Operation *kernel);

/// The parameters of every `gpu.func` kernel of `module`, by kernel name
/// (a name two gpu.modules define: the last one's).
::warptile::rt::SourceSignatures getKernelSignatures(ModuleOp module);

} // namespace warptile
} // namespace mlir

#endif // WARPTILE_PIPELINES_KERNELSIGNATURES_H
