//===- MlirInput.h - A .mlir file parsed for warp-run -----------*- C++ -*-===//
//
// Part of warptile. What --main and the kernel JIT share: warptile's
// dialects, the file parsed and verified, and diagnostics reported against
// the file for as long as the module lives (the lowering reports too).
// Built only with MLIR.
//
//===----------------------------------------------------------------------===//

#ifndef WARPTILE_TOOLS_WARP_RUN_MLIRINPUT_H
#define WARPTILE_TOOLS_WARP_RUN_MLIRINPUT_H

#include "mlir/Dialect/Async/IR/Async.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/Parser/Parser.h"
#include "mlir/Support/FileUtilities.h"
#include "Buffers.h"
#include "warptile/Pipelines/HostEntry.h"
#include "warptile/Registration/ErrorLimit.h"
#include "warptile/Registration/Registration.h"
#include "warptile/Registration/UpstreamCrashes.h"
#include "warptile/Runtime/Runtime.h"
#include "llvm/Support/SourceMgr.h"

#include <memory>

namespace warptile {
namespace run {

class MlirInput {
public:
  explicit MlirInput(unsigned errorLimit)
      : context(registry()), diagnostics(sourceMgr, &context) {
    mlir::warptile::installErrorLimit(context, errorLimit, "warp-run");
  }

  /// Parses and verifies `path`, or says why not (the parser's
  /// diagnostics have gone to stderr).
  rt::Status parse(const std::string &path) {
    std::string error;
    auto input = mlir::openInputFile(path, &error);
    if (!input)
      return rt::Status::invalid(error);
    sourceMgr.AddNewSourceBuffer(std::move(input), llvm::SMLoc());
    if (mlir::failed(
            mlir::warptile::refuseUpstreamCrashes(sourceMgr, &context)))
      return rt::Status::invalid("'" + path + "' does not parse or verify");
    module = mlir::parseSourceFile<mlir::ModuleOp>(sourceMgr, &context);
    if (!module)
      return rt::Status::invalid("'" + path + "' does not parse or verify");
    return rt::Status::ok();
  }

  mlir::ModuleOp getModule() { return *module; }
  /// A copy of the module, for a caller that lowers it.
  mlir::OwningOpRef<mlir::ModuleOp> cloneModule() {
    return mlir::cast<mlir::ModuleOp>((*module)->clone());
  }
  mlir::MLIRContext &getContext() { return context; }

private:
  static mlir::DialectRegistry registry() {
    mlir::DialectRegistry registry;
    mlir::warptile::registerDialects(registry);
    // Host programs as MLIR's CUDA integration tests write them may run
    // async.execute regions (lowered with the host code, HostLowering.cpp).
    registry.insert<mlir::async::AsyncDialect>();
    return registry;
  }

  mlir::MLIRContext context;
  llvm::SourceMgr sourceMgr;
  mlir::SourceMgrDiagnosticHandler diagnostics;
  mlir::OwningOpRef<mlir::ModuleOp> module;
};

/// `path` parsed and verified once per process: warp-run reads one file,
/// and deciding what it holds (holdsTileKernels) and running it share the
/// parse. Null, with `status` saying why, when it does not parse (its
/// diagnostics were reported once).
MlirInput *parsedInput(const std::string &path, rt::Status &status);

/// A copy of parsedInput(path)'s module, for a caller that lowers it; null
/// with `status` set when the file does not parse.
inline mlir::OwningOpRef<mlir::ModuleOp> parsedCopy(const std::string &path,
                                                    rt::Status &status) {
  MlirInput *input = parsedInput(path, status);
  return input ? input->cloneModule() : nullptr;
}

/// warp-run's arguments as a host entry takes them (their bytes stay in
/// `args`).
inline std::vector<mlir::warptile::EntryArg>
entryArgs(std::vector<Argument> &args) {
  std::vector<mlir::warptile::EntryArg> result;
  for (Argument &arg : args)
    result.push_back({arg.isBuffer, arg.type.name, arg.shape, arg.spec,
                      arg.data.data()});
  return result;
}

} // namespace run
} // namespace warptile

#endif // WARPTILE_TOOLS_WARP_RUN_MLIRINPUT_H
