//===- Lower.h - NVVM-dialect kernels to host code -------------*- C++ -*-===//
//
// Part of warptile.
//
//===----------------------------------------------------------------------===//

#ifndef WARPTILE_LIB_SIM_LOWER_H
#define WARPTILE_LIB_SIM_LOWER_H

#include "warptile/Sim/Machine.h"

#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/OwningOpRef.h"

#include <optional>
#include <string>
#include <vector>

namespace mlir {
class DataLayout;
class Type;
} // namespace mlir

namespace warptile {
namespace sim {

/// The bytes a load or store of `type` touches: LLVM's store size, which
/// for a vector of a length that is not a power of two is less than the
/// data layout's padded size (`vector<3xi32>`: 12 bytes, not 16).
uint64_t accessBytes(const mlir::DataLayout &layout, mlir::Type type);

/// A kernel function of the host module.
struct HostKernel {
  std::string name;   ///< its symbol in the host module
  std::string module; ///< the gpu.module it came from ("" for imported IR)
  std::string kernel; ///< its name in that gpu.module
  unsigned argCount = 0; ///< parameters of the lowered llvm.func
  std::vector<uint32_t> argBytes; ///< the size of each of them
  /// Local memory per thread (LocalMemory.cpp); unbounded: a dynamic-size
  /// alloca or recursion.
  uint64_t localBytes = 0;
  bool localUnbounded = false;
  Dim3 maxThreads{0, 0, 0};
  /// Whether the block must be exactly maxThreads (nvvm.reqntid,
  /// gpu.known_block_size), and which attribute says so.
  bool exactThreads = false;
  std::string threadsSource;
  /// Bytes of the static shared globals it (and what it calls) reaches:
  /// what ptxas counts against the 48 KiB limit, and its block's static
  /// shared memory.
  uint32_t declaredSmem = 0;
  /// Where its layout puts each shared global, by slot (RuntimeABI.h's
  /// __wsim_shared); ~0 for the globals it never reaches.
  std::vector<uint64_t> sharedOffsets;
  /// Why it cannot run: the first op it reaches that the simulator does
  /// not model (empty when it can).
  std::string refusal;
};

/// What buildHostModule makes.
struct HostModule {
  mlir::OwningOpRef<mlir::ModuleOp> module;
  std::vector<Site> sites;
  std::vector<HostKernel> kernels;
};

/// Moves the kernels of `lowered`'s gpu.modules (output of
/// buildWarpToNVVMPipeline) into a fresh host module (each gpu.module is a
/// namespace of its own, as on the GPU: a symbol that another module
/// defines too is renamed, kernels included, and HostKernel says where
/// each kernel came from): NVVM ops and
/// intrinsics become calls of RuntimeABI.h's entry points, every pointer
/// moves to address space 0, shared globals become slots that each
/// launch maps to its kernel's own layout (HostKernel::sharedOffsets), loads and stores are checked, vprintf and
/// __assertfail go to the simulator's. An op, intrinsic or callee it does
/// not model makes the kernels that reach it refused (HostKernel::refusal,
/// naming it), not the module.
bool buildHostModule(mlir::ModuleOp lowered, HostModule &host,
                     std::string &error);

/// Makes the kernels of the host module preemptible (SpinPoints.cpp):
/// every loop back-edge, atomic and volatile or atomic load spends the
/// running thread's time slice and yields when it is spent. The spin
/// points are added to `sites`.
void instrumentSpinPoints(mlir::ModuleOp module, std::vector<Site> &sites);

/// The bytes of local memory one thread of `kernel` needs (LocalMemory.cpp):
/// its constant-size allocas and those of its deepest chain of callees;
/// nullopt when unbounded (a dynamic-size alloca, recursion).
std::optional<uint64_t> localMemoryBytes(mlir::ModuleOp module,
                                         llvm::StringRef kernel);

/// "file:line:col" of the first file location in `loc`, else "".
std::string formatLocation(mlir::Location loc);

} // namespace sim
} // namespace warptile

#endif // WARPTILE_LIB_SIM_LOWER_H
