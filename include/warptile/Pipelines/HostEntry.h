//===- HostEntry.h - Run a tile kernel or host function with buffers -*- C++ -*-===//
//
// Part of warptile. A caller with buffers in host memory (warp-run's --arg,
// a NumPy array) runs a `tile.kernel` or a host function of a module
// through one synthesized function, `@__warptile_entry`:
//
//   func.func @__warptile_entry(%h0: memref<1000xf32>, ..., %s: f32)
//       attributes {llvm.emit_c_interface} {
//     // gpu.alloc + gpu.memcpy of every buffer to the device
//     // a tile.kernel: tile.partition (masked where blocks overhang) of each
//     //   partition argument, then tile.launch, whose lowering derives the
//     //   grid from the partitions and checks T5/T10 at run time;
//     // a host function: func.call with the device buffers
//     // gpu.memcpy of every buffer back, gpu.dealloc
//   }
//
// The module is then lowered as a whole (tile-to-gpu where it has tile
// kernels, warp-to-ptx) and `_mlir_ciface___warptile_entry` is called with
// EntryArguments' packed arguments, on the simulator's or the CUDA
// runtime's mgpu* functions alike.
//
// For callers that hold device buffers already (a benchmark, a library
// compiled ahead of time), EntryKind::Launch synthesizes
// `@__warptile_launch` instead: the same partitions and launch on the
// caller's device buffers, repeated as often as its trailing `index`
// argument says, on one stream, with one wait at the end
// (streamLaunches, after the tile kernels are lowered). A host function is
// inlined there rather than called, so that its launches are the entry's.
//
//===----------------------------------------------------------------------===//

#ifndef WARPTILE_PIPELINES_HOSTENTRY_H
#define WARPTILE_PIPELINES_HOSTENTRY_H

#include "warptile/Pipelines/Chips.h"
#include "mlir/IR/BuiltinOps.h"

#include <cstdint>
#include <string>
#include <vector>

namespace mlir {
namespace warptile {

/// The name of the synthesized function and of its C interface.
inline constexpr const char *kHostEntryName = "__warptile_entry";
inline constexpr const char *kHostEntryInterface =
    "_mlir_ciface___warptile_entry";
inline constexpr const char *kHostLaunchName = "__warptile_launch";
inline constexpr const char *kHostLaunchInterface =
    "_mlir_ciface___warptile_launch";

/// Which function addHostEntry synthesizes.
enum class EntryKind {
  /// @__warptile_entry: host buffers, copied to the device and back.
  Copy,
  /// @__warptile_launch: device buffers and a trailing `index` count of
  /// launches; nothing is copied. A host function's body (one block) is
  /// inlined into the loop of launches.
  Launch,
};

/// One argument as the caller has it.
struct EntryArg {
  bool isBuffer = false;
  /// The element type of a buffer or the type of a scalar, spelled as
  /// warp-run spells them (getLaunchTypeName: f32, f16, bf16, i32, ...).
  std::string type;
  std::vector<int64_t> shape; ///< a buffer's, row-major
  std::string spec;           ///< how the caller wrote it, for messages
  /// The caller's bytes (a buffer's elements, row-major, or the scalar's),
  /// for running; unused when the entry is only compiled.
  void *data = nullptr;
};

/// What a module offers to run with buffers: its tile kernels and the host
/// functions (func.func with a body, not the entry) that take only memrefs
/// and scalars.
struct EntryTargets {
  std::vector<std::string> tileKernels;
  std::vector<std::string> hostFunctions;
};
EntryTargets findEntryTargets(ModuleOp module);

/// Whether `module` holds tile kernels (and so needs buildTileToGPUPipeline
/// before the warp pipeline).
bool hasTileKernels(ModuleOp module);

/// Why @main of `module` cannot be run without arguments (`warp-run
/// --main`): it is missing, or takes arguments (then runEntry with them).
/// Empty when it can.
std::string whyMainNeedsMore(ModuleOp module);

/// Lowers the tile kernels of `module` and their launches in place
/// (buildTileToGPUPipeline for `chip`, host kept); success at once without
/// them.
LogicalResult lowerTileKernels(ModuleOp module, StringRef chip = kDefaultChip);

/// Adds @__warptile_entry for `target` (a tile.kernel or a host function;
/// empty: the module's only tile kernel) and `args`, after checking that
/// the arguments fit its parameters: their count, buffer or scalar, element
/// type, rank and static sizes. Failure with `error` saying what does not
/// fit (the module is then unchanged), or with diagnostics reported when
/// the entry does not verify (a partition the arguments cannot make).
/// `target` is set to the name chosen. Both kinds may be added to one
/// module.
LogicalResult addHostEntry(ModuleOp module, std::string &target,
                           const std::vector<EntryArg> &args,
                           std::string &error,
                           EntryKind kind = EntryKind::Copy);

/// Puts the launches of @__warptile_launch (lowered by lowerTileKernels
/// into synchronous gpu.launch_func ops, each on a stream of its own that
/// it waits for) on one stream created at its start and waited for at its
/// end, so repeated launches queue back to back. Success at once without
/// the function; failure, with a diagnostic, where it holds other gpu ops
/// or calls a function that does (whose launches it cannot queue).
LogicalResult streamLaunches(ModuleOp module);

/// addHostEntry for each of `kinds` (same target, same arguments), then
/// lowerTileKernels and streamLaunches: the module ready for
/// runHostFunction or compileHostLibrary. Failure with `error` naming the
/// step (the lowering's diagnostics go to the context's handler).
LogicalResult prepareEntries(ModuleOp module, std::string &target,
                             const std::vector<EntryArg> &args,
                             ArrayRef<EntryKind> kinds, std::string &error,
                             StringRef chip = kDefaultChip);

/// The arguments of _mlir_ciface___warptile_entry in ExecutionEngine's
/// packed form: a buffer is a pointer to its memref descriptor (allocated
/// and aligned pointer, offset 0, sizes, row-major strides), a scalar a
/// pointer to its bytes. The pointed-to storage lives as long as this.
class EntryArguments {
public:
  EntryArguments() = default;
  /// Every argument's `data`, in order.
  explicit EntryArguments(const std::vector<EntryArg> &args);
  void addBuffer(void *data, const std::vector<int64_t> &shape);
  void addScalar(void *bytes);
  /// For ExecutionEngine::invokePacked. Valid until the next add.
  llvm::SmallVector<void *> &packed();

private:
  // Each buffer's descriptor and the pointer to it that is passed.
  std::vector<std::vector<int64_t>> descriptors;
  std::vector<void *> descriptorPointers;
  std::vector<std::pair<bool, size_t>> order; // (buffer?, index)
  std::vector<void *> scalars;
  llvm::SmallVector<void *> pointers;
};

} // namespace warptile
} // namespace mlir

#endif // WARPTILE_PIPELINES_HOSTENTRY_H
