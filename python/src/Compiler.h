//===- Compiler.h - The Python package's view of a module -------*- C++ -*-===//
//
// Part of warptile. Parsing, verifying, checking and lowering a module for
// the bindings, with every diagnostic collected (never printed) so that
// Python can raise it. No pybind11 here: Bindings.cpp converts.
//
//===----------------------------------------------------------------------===//

#ifndef WARPTILE_PYTHON_COMPILER_H
#define WARPTILE_PYTHON_COMPILER_H

#include "warptile/Runtime/Arguments.h"
#include "warptile/Runtime/Runtime.h"
#include "warptile/Sim/Program.h"

#include <memory>
#include <stdexcept>
#include <string>
#include <vector>

namespace warptile {
namespace python {

/// One diagnostic as Python sees it. `text` is what warp-opt prints for it
/// (location, severity, message, the source line and a caret, its notes).
struct Diagnostic {
  std::string severity; ///< error, warning, note or remark
  std::string message, file;
  unsigned line = 0, column = 0;
  std::vector<Diagnostic> notes;
  std::string text;
};

/// Thrown with the diagnostics of a failed parse, verification or pass
/// pipeline; Bindings.cpp turns it into warptile.DiagnosticError.
class DiagnosticFailure : public std::runtime_error {
public:
  DiagnosticFailure(std::string what, std::vector<Diagnostic> diagnostics)
      : std::runtime_error(std::move(what)),
        diagnostics(std::move(diagnostics)) {}
  std::vector<Diagnostic> diagnostics;
};

/// A kernel parameter as Python shows it.
struct Param {
  std::string type; ///< the MLIR type as written: memref<32xf32>, i32, ...
  rt::SourceParam source;
};

/// A kernel of a module: a gpu.func kernel or a tile.kernel.
struct KernelInfo {
  std::string name, kind; ///< kind: "warp" (a gpu.func kernel) or "tile"
  std::vector<Param> params;
};

/// What a launch needs: the PTX of the kernel's module and the kernel's
/// parameters as PTX and as the source declares them.
struct CompiledKernel {
  /// A tile kernel has no PTX of its own here: it runs through a host
  /// entry (runEntryOnSim), which launches it over its partitions.
  bool isTile = false;
  /// A tile kernel's parameters that are partitions (its outputs).
  std::vector<bool> partitions;
  std::string name, chip, ptx;
  std::vector<rt::PtxParam> ptxParams;
  std::vector<rt::SourceParam> sourceParams;
};

class Context;

/// A module's kernels compiled for the CPU executor (lib/Sim), kept with
/// the context they were compiled in.
struct SimProgram {
  std::shared_ptr<Context> context;
  std::unique_ptr<sim::Program> program;
  ~SimProgram();
};

/// A parsed, verified module and the context it lives in. Modules derived
/// from one (lower(), raiseToWarp()) share its context; every method locks
/// it, so modules of one context may be used from several threads, and
/// modules of different contexts run in parallel. Call without the GIL.
class Module {
public:
  /// Parses `text`, named `name` in diagnostics, and verifies it.
  static std::shared_ptr<Module> parse(const std::string &text,
                                       const std::string &name);
  /// Reads and parses `path`; a file that cannot be read throws
  /// FileFailure with the reason.
  static std::shared_ptr<Module> parseFile(const std::string &path);
  ~Module();

  /// Verifies the module again (after an embedder changed nothing, this
  /// succeeds); throws DiagnosticFailure.
  void verify();
  /// The findings of the convergence checker (C1-C5), errors and warnings;
  /// C5 warnings become errors with `warningsAsErrors`.
  std::vector<Diagnostic> checkConvergence(bool warningsAsErrors);
  /// The findings of the race checker (R1-R3); R3 warnings become errors
  /// with `warningsAsErrors`.
  std::vector<Diagnostic> checkRaces(bool warningsAsErrors);
  /// A copy of the module after `pipeline` (a pass pipeline as warp-opt's
  /// --pass-pipeline takes it, with or without `builtin.module(...)`).
  /// A pipeline that does not parse throws std::invalid_argument.
  std::shared_ptr<Module> lower(const std::string &pipeline);
  /// A copy of the module whose tile kernels have `numWarps` warps per
  /// block (tile.num_warps); a kernel with another number of its own, or
  /// a number that is not a power of two up to 32, throws
  /// DiagnosticFailure.
  std::shared_ptr<Module> withNumWarps(int64_t numWarps);
  /// The PTX of every GPU module, concatenated (warp-to-ptx for `chip`;
  /// tile kernels through the tile lowering first, as warp-ptx).
  std::string toPtx(const std::string &chip);
  /// The same, each GPU module's apart: (module name, PTX).
  std::vector<std::pair<std::string, std::string>>
  toPtxObjects(const std::string &chip);
  /// The module as warp-opt prints it.
  std::string str();
  /// The names of the module's kernels, gpu.func kernels first.
  std::vector<std::string> kernelNames();
  /// The kernel `name`; std::out_of_range when there is none.
  KernelInfo kernel(const std::string &name);
  /// `name` compiled for `chip`, with its parameters; a tile kernel's PTX
  /// (the module's tile kernels, as toPtx lowers them) only with
  /// `tilePtx` (a launch runs through the host entry and needs none).
  CompiledKernel compile(const std::string &name, const std::string &chip,
                         bool tilePtx = true);
  /// The module's kernels compiled for the CPU executor, assuming `chip`;
  /// throws DiagnosticFailure when the lowering or the JIT fails.
  std::shared_ptr<SimProgram> compileForSim(const std::string &chip);
  /// Runs the tile kernel or host function `target` with `args` on the CPU
  /// executor through a host entry (sim::Program::runEntry): the grid comes
  /// from the partitions. Arguments that do not fit throw
  /// std::invalid_argument; diagnostics of the lowering throw
  /// DiagnosticFailure. Call without the GIL.
  /// The same through libwarptile_cuda_runtime.so on the CUDA device: an
  /// empty string on success, else the error, with the runtime's exit
  /// code (77 no GPU, 3 watchdog) in `exitCode`. Call without the GIL.
  std::string runEntryOnCuda(const std::string &target,
                             const std::vector<mlir::warptile::EntryArg> &args,
                             const std::string &chip, int &exitCode);
  sim::RunResult runEntryOnSim(const std::string &target,
                               const std::vector<mlir::warptile::EntryArg> &args,
                               double timeout, uint64_t seed);

  struct Impl;
  explicit Module(std::unique_ptr<Impl> impl);

private:
  std::unique_ptr<Impl> impl;
};

} // namespace python
} // namespace warptile

#endif // WARPTILE_PYTHON_COMPILER_H
