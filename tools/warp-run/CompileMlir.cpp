//===- CompileMlir.cpp - warp-run's .mlir front end -----------------------===//
//
// Part of warptile. Built only with MLIR; a runtime-only build links
// NoMlir.cpp instead.
//
//===----------------------------------------------------------------------===//

#include "Compile.h"
#include "MlirInput.h"
#include "warptile/Pipelines/Chips.h"

#include <map>

#include "warptile/Dialect/Tile/Transforms/Layouts.h"
#include "warptile/Pipelines/KernelSignatures.h"
#include "warptile/Pipelines/Pipelines.h"
#include "warptile/Sim/Program.h"

using namespace mlir;
namespace sim = ::warptile::sim;

namespace warptile {
namespace run {

rt::Status checkChip(const std::string &chip) {
  if (llvm::Error error = mlir::warptile::checkNVPTXChip(chip))
    return rt::Status::invalid("--chip: " + llvm::toString(std::move(error)));
  return rt::Status::ok();
}

std::string defaultChip() { return std::string(mlir::warptile::kDefaultChip); }

static unsigned requestedNumWarps = 0;

void setNumWarps(unsigned numWarps) { requestedNumWarps = numWarps; }

static unsigned errorLimit = mlir::warptile::kDefaultErrorLimit;

void setErrorLimit(unsigned limit) { errorLimit = limit; }

MlirInput *parsedInput(const std::string &path, rt::Status &status) {
  static std::map<std::string,
                  std::pair<std::unique_ptr<MlirInput>, rt::Status>>
      parsed;
  auto [it, inserted] = parsed.try_emplace(path);
  auto &[input, error] = it->second;
  if (inserted) {
    input = std::make_unique<MlirInput>(errorLimit);
    error = input->parse(path);
    if (!error && requestedNumWarps &&
        failed(mlir::tile::setNumWarps(input->getModule(), requestedNumWarps,
                                       "--num-warps")))
      error = rt::Status::invalid("'" + path + "': --num-warps " +
                                  std::to_string(requestedNumWarps) +
                                  " does not apply");
    if (error)
      input.reset();
  }
  status = error;
  return input.get();
}

rt::Status compileMlir(const std::string &path, const std::string &chip,
                       std::string &ptx, rt::SourceSignatures &signatures) {
  rt::Status status;
  // Compiled again for the device's chip when it differs: lower a copy.
  OwningOpRef<ModuleOp> copy = parsedCopy(path, status);
  if (!copy)
    return status;
  ModuleOp module = *copy;
  signatures = mlir::warptile::getKernelSignatures(module);
  mlir::warptile::WarpToPTXOptions options;
  options.chip = chip;
  auto objects = mlir::warptile::compileToPTX(module, options);
  if (failed(objects))
    return rt::Status::invalid("'" + path + "' does not lower to PTX");
  if (objects->empty())
    return rt::Status::invalid("'" + path +
                               "' holds no gpu.module of kernels to run");
  for (auto &[name, text] : *objects)
    ptx += text;
  return rt::Status::ok();
}

} // namespace run
} // namespace warptile
