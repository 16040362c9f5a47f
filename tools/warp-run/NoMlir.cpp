//===- NoMlir.cpp - warp-run built without MLIR ---------------------------===//
//
// Part of warptile. The runtime-only build (WARPTILE_RUNTIME_ONLY) runs PTX
// and cubin files; .mlir input needs the full build.
//
//===----------------------------------------------------------------------===//

#include "Compile.h"

#include "warptile/Pipelines/Chips.h"

using namespace warptile;

rt::Status warptile::run::checkChip(const std::string &) {
  return rt::Status::invalid(
      "--chip picks the target of a .mlir compile; this warp-run was "
      "built without MLIR (WARPTILE_RUNTIME_ONLY) and compiles nothing");
}

rt::Status warptile::run::compileMlir(const std::string &path,
                                      const std::string &, std::string &,
                                      rt::SourceSignatures &) {
  return rt::Status::invalid(
      "'" + path +
      "': this warp-run was built without MLIR (WARPTILE_RUNTIME_ONLY); "
      "compile it to PTX with warp-ptx and run the .ptx");
}

rt::Status warptile::run::runMain(const std::string &path, const std::string &,
                                  const char *) {
  return rt::Status::invalid(
      "'" + path +
      "': --main needs the full build (this warp-run was built without "
      "MLIR); run the module with mlir-runner and "
      "libwarptile_cuda_runtime.so");
}

// Nothing here compiles .mlir, where the number of warps applies.
// No .mlir is compiled here; a chip is named only in messages, the same
// one the full build defaults to.
std::string warptile::run::defaultChip() {
  return mlir::warptile::kDefaultChip;
}
void warptile::run::setNumWarps(unsigned) {}
void warptile::run::setErrorLimit(unsigned) {}

void warptile::run::SimSessionDeleter::operator()(SimSession *) const {}

rt::Status warptile::run::compileForSim(const std::string &path,
                                        const std::string &, SimHandle &,
                                        KernelEntries &, rt::SourceSignatures &) {
  return rt::Status::invalid(
      "'" + path +
      "': --sim needs the full build (this warp-run was built without "
      "MLIR, and the simulator compiles .mlir kernels)");
}

rt::Status warptile::run::runOnSim(SimSession &, const std::string &,
                                   std::vector<Argument> &, const SimLaunch &,
                                   size_t &) {
  return rt::Status::invalid("--sim needs the full build");
}

rt::Status warptile::run::runMainOnSim(const std::string &path,
                                       const std::string &, uint64_t, double,
                                       size_t &) {
  return rt::Status::invalid("'" + path + "': --main --sim needs the full "
                             "build");
}

rt::Status warptile::run::holdsTileKernels(const std::string &,
                                           bool &holds) {
  holds = false;
  return rt::Status::ok();
}

rt::Status warptile::run::namesHostFunction(const std::string &,
                                            const std::string &, bool &names) {
  names = false;
  return rt::Status::ok();
}

rt::Status warptile::run::compileEntry(const std::string &path,
                                       std::string &, std::vector<Argument> &,
                                       const std::string &,
                                       const std::string &) {
  return rt::Status::invalid("'" + path + "': --emit-lib needs the full "
                             "build (this warp-run was built without MLIR)");
}

rt::Status warptile::run::runEntry(const std::string &path, std::string &,
                                   std::vector<Argument> &, const EntryRun &,
                                   size_t &) {
  return rt::Status::invalid("'" + path + "': --main with --arg needs the "
                             "full build (this warp-run was built without "
                             "MLIR)");
}
