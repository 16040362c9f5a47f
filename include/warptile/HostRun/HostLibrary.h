//===- HostLibrary.h - Compile a module's host code ahead of time -*- C++ -*-===//
//
// Part of warptile. The ahead-of-time twin of runHostFunction: a module
// whose host functions launch kernels (a tile module with its
// @__warptile_entry/@__warptile_launch, a warp module's @main) is lowered
// the same way (kernels to PTX embedded in the host code, host code to
// LLVM) and written as a shared library, for a machine without MLIR:
//
//   std::string error = warptile::compileHostLibrary(module, "vadd.so",
//                                                    options);
//
// Its functions with `llvm.emit_c_interface` are exported as
// `_mlir_ciface_NAME` (memref arguments as pointers to descriptors), and
// nothing else: its other functions are hidden, so that a process's symbol
// of the same name (its main) does not take their place. The mgpu*
// functions stay undefined: the process provides them by loading
// libwarptile_cuda_runtime.so first (RTLD_GLOBAL), whose errors end the
// process with their message (exit 77 without a GPU). A failed launch
// check prints its message and aborts.
//
//===----------------------------------------------------------------------===//

#ifndef WARPTILE_HOSTRUN_HOSTLIBRARY_H
#define WARPTILE_HOSTRUN_HOSTLIBRARY_H

#include "warptile/Pipelines/Chips.h"
#include "mlir/IR/BuiltinOps.h"

#include <string>

namespace llvm {
class Module;
} // namespace llvm

namespace mlir {
namespace warptile {

/// Defines `__truncsfbf2` (float to bf16, rounded to nearest even) in
/// `llvmModule`, hidden, where its host code handles bf16 values: x86's
/// code generator calls it for `fptrunc float to bfloat` on a CPU without
/// AVX512-BF16, and libgcc has it only from GCC 13, so neither a library
/// linked by an older `cc` nor the JIT (which resolves it in the process)
/// would find it. The ahead-of-time library and both JITs (warp-run's
/// host code, the simulator's) define it.
void defineBFloatTruncation(llvm::Module &llvmModule);

struct HostLibraryOptions {
  std::string chip = std::string(mlir::warptile::kDefaultChip);
  /// The C compiler driver that links the object (found on PATH: cc, gcc,
  /// clang) when empty.
  std::string linker;
};

/// Lowers `module` in place and writes it to `path` as a shared library.
/// Empty on success, else why not: the lowering, the object code or the
/// link (with the linker's output).
std::string compileHostLibrary(ModuleOp module, StringRef path,
                               const HostLibraryOptions &options);

} // namespace warptile
} // namespace mlir

#endif // WARPTILE_HOSTRUN_HOSTLIBRARY_H
