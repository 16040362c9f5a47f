//===- Chips.cpp - The target chips the NVPTX backend knows ---------------===//
//
// Part of warptile. A chip the backend does not know (sm_99, sm_1000) is
// only "not a recognized processor" to LLVM, which then ignores it and
// aborts later with "Cannot select": every entry point that takes a chip
// (warp-opt's warp-to-ptx, warp-ptx, warp-run) checks it here first, against
// the processor list of the NVPTX target itself, so the list never goes out
// of date.
//
//===----------------------------------------------------------------------===//

#include "warptile/Pipelines/Pipelines.h"

#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/StringMap.h"
#include "llvm/IR/LegacyPassManager.h"
#include "llvm/IR/LLVMContext.h"
#include "llvm/IR/Module.h"
#include "llvm/MC/MCSubtargetInfo.h"
#include "llvm/Support/raw_ostream.h"
#include "llvm/Target/TargetMachine.h"
#include "llvm/Target/TargetOptions.h"
#include "llvm/MC/TargetRegistry.h"
#include "llvm/Support/TargetSelect.h"
#include "llvm/TargetParser/Triple.h"

#include <memory>
#include <mutex>

using namespace mlir;

/// The NVPTX target's subtarget information for `chip` ("" for the target
/// itself), or null when this LLVM was built without NVPTX.
static std::unique_ptr<llvm::MCSubtargetInfo> subtargetInfo(StringRef chip) {
  // The registry knows a target only once it is initialized.
  static bool initialized = [] {
    LLVMInitializeNVPTXTargetInfo();
    LLVMInitializeNVPTXTargetMC();
    return true;
  }();
  (void)initialized;
  llvm::Triple triple("nvptx64-nvidia-cuda");
  std::string error;
  const llvm::Target *target = llvm::TargetRegistry::lookupTarget(triple, error);
  if (!target)
    return nullptr;
  return std::unique_ptr<llvm::MCSubtargetInfo>(
      target->createMCSubtargetInfo(triple, chip, ""));
}

/// The NVPTX backend's processors (sm_20 ... sm_121f), in numeric order;
/// empty when this LLVM was built without NVPTX.
static const std::vector<std::string> &nvptxChips() {
  static std::vector<std::string> chips = [] {
    std::vector<std::string> names;
    std::unique_ptr<llvm::MCSubtargetInfo> info = subtargetInfo("");
    if (!info)
      return names;
    for (const llvm::SubtargetSubTypeKV &cpu :
         info->getAllProcessorDescriptions())
      names.emplace_back(cpu.Key);
    // sm_20 < sm_90 < sm_90a < sm_100: by number, then suffix.
    // Names other than sm_NN (none today) sort first, by name.
    auto key = [](llvm::StringRef name) {
      if (!name.consume_front("sm_"))
        return std::make_pair(0u, name.str());
      unsigned number = 0;
      size_t length = std::min(name.find_if_not(llvm::isDigit), name.size());
      name.take_front(length).getAsInteger(10, number);
      return std::make_pair(number, name.drop_front(length).str());
    };
    llvm::sort(names, [&](const std::string &a, const std::string &b) {
      return key(a) < key(b);
    });
    return names;
  }();
  return chips;
}

llvm::Error warptile::checkNVPTXChip(StringRef chip) {
  const std::vector<std::string> &chips = nvptxChips();
  if (llvm::is_contained(chips, chip))
    return llvm::Error::success();
  if (chips.empty())
    return llvm::createStringError(
        "cannot compile for '" + chip +
        "': this LLVM was built without the NVPTX backend");
  return llvm::createStringError("unknown chip '" + chip +
                                 "'; the NVPTX backend knows " +
                                 llvm::join(chips, ", "));
}

/// The PTX version in a `ptxNN` feature name, 0 for other features.
static unsigned ptxVersionOf(StringRef feature) {
  unsigned version = 0;
  if (!feature.consume_front("ptx") || feature.getAsInteger(10, version))
    return 0;
  return version;
}

/// The oldest PTX version `chip` accepts (86 for PTX 8.6), 0 when unknown.
/// The backend computes it internally and aborts on an older one; asked for
/// no version, it uses that minimum, so an empty module compiled for the
/// chip says it in its `.version` line. Computed once per chip.
static unsigned minimumPTXVersion(StringRef chip) {
  static std::mutex mutex;
  static llvm::StringMap<unsigned> known;
  std::lock_guard<std::mutex> lock(mutex);
  if (auto it = known.find(chip); it != known.end())
    return it->second;
  unsigned &version = known[chip];
  LLVMInitializeNVPTXTarget();
  LLVMInitializeNVPTXTargetInfo();
  LLVMInitializeNVPTXTargetMC();
  LLVMInitializeNVPTXAsmPrinter();
  llvm::Triple triple("nvptx64-nvidia-cuda");
  std::string error;
  const llvm::Target *target = llvm::TargetRegistry::lookupTarget(triple, error);
  if (!target)
    return version;
  std::unique_ptr<llvm::TargetMachine> machine(target->createTargetMachine(
      triple, chip, "", llvm::TargetOptions(), std::nullopt));
  if (!machine)
    return version;
  llvm::LLVMContext context;
  llvm::Module module("ptx-version-probe", context);
  module.setTargetTriple(triple);
  module.setDataLayout(machine->createDataLayout());
  llvm::SmallString<256> ptx;
  llvm::raw_svector_ostream os(ptx);
  llvm::legacy::PassManager passes;
  if (machine->addPassesToEmitFile(passes, os, nullptr,
                                   llvm::CodeGenFileType::AssemblyFile))
    return version;
  passes.run(module);
  StringRef text = ptx.str();
  size_t at = text.find(".version ");
  if (at == StringRef::npos)
    return version;
  StringRef number = text.drop_front(at + 9).take_until(
      [](char c) { return c == '\n' || c == ' '; });
  auto [major, minor] = number.split('.');
  unsigned hi = 0, lo = 0;
  if (!major.getAsInteger(10, hi) && !minor.getAsInteger(10, lo))
    version = hi * 10 + lo;
  return version;
}

std::string warptile::ptxFeaturesFor(StringRef chip, StringRef features) {
  unsigned needed = minimumPTXVersion(chip);
  SmallVector<StringRef> parts;
  features.split(parts, ',', /*MaxSplit=*/-1, /*KeepEmpty=*/false);
  std::string result;
  for (StringRef part : parts) {
    // An older PTX version than the chip accepts would abort instruction
    // selection: the chip's own minimum takes its place.
    unsigned asked =
        part.starts_with("+") ? ptxVersionOf(part.drop_front()) : 0;
    if (asked && asked < needed)
      continue;
    if (!result.empty())
      result += ",";
    result += part.str();
  }
  return result;
}
