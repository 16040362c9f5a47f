//===- NoMlir.cpp - warp-run built without MLIR ---------------------------===//
//
// Part of warptile. The runtime-only build (WARPTILE_RUNTIME_ONLY) runs PTX
// and cubin files; .mlir input needs the full build.
//
//===----------------------------------------------------------------------===//

#include "Compile.h"

std::string warptile::run::checkChip(const std::string &) {
  return "--chip picks the target of a .mlir compile; this warp-run was "
         "built without MLIR (WARPTILE_RUNTIME_ONLY) and compiles nothing";
}

std::string warptile::run::compileMlir(const std::string &path,
                                       const std::string &, std::string &,
                                       SourceSignatures &) {
  return "'" + path +
         "': this warp-run was built without MLIR (WARPTILE_RUNTIME_ONLY); "
         "compile it to PTX with warp-ptx and run the .ptx";
}

std::string warptile::run::runMain(const std::string &path,
                                   const std::string &, const char *) {
  return "'" + path +
         "': --main needs the full build (this warp-run was built without "
         "MLIR); run the module with mlir-runner and "
         "libwarptile_cuda_runtime.so";
}
