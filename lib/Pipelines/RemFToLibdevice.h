//===- RemFToLibdevice.h - arith.remf to __nv_fmodf -------------*- C++ -*-===//
//
// Part of warptile. MLIR 22's device pipeline runs arith-to-llvm before
// convert-gpu-to-nvvm: arith.remf becomes llvm.frem, which
// convert-gpu-to-nvvm then marks illegal (its own arith.remf ->
// __nv_fmodf pattern never sees the op), so any kernel with a float
// remainder failed with "failed to legalize operation 'llvm.frem'". This
// pass, run on each gpu.module before arith-to-llvm, calls libdevice's
// exact fmod instead: __nv_fmodf (f32; f16 and bf16 through f32, exact
// since fmod's result is representable in its operands' type) and
// __nv_fmod (f64), element by element for vectors.
//
//===----------------------------------------------------------------------===//

#ifndef WARPTILE_LIB_PIPELINES_REMFTOLIBDEVICE_H
#define WARPTILE_LIB_PIPELINES_REMFTOLIBDEVICE_H

#include "mlir/Pass/Pass.h"

#include <memory>

namespace mlir {
namespace warptile {

/// On a gpu.module: each arith.remf becomes calls of __nv_fmodf/__nv_fmod.
std::unique_ptr<Pass> createRemFToLibdevicePass();

} // namespace warptile
} // namespace mlir

#endif // WARPTILE_LIB_PIPELINES_REMFTOLIBDEVICE_H
