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
#include "llvm/MC/MCSubtargetInfo.h"
#include "llvm/MC/TargetRegistry.h"
#include "llvm/Support/TargetSelect.h"
#include "llvm/TargetParser/Triple.h"

#include <memory>

using namespace mlir;

/// The NVPTX backend's processors (sm_20 ... sm_121f), in numeric order;
/// empty when this LLVM was built without NVPTX.
static const std::vector<std::string> &nvptxChips() {
  static std::vector<std::string> chips = [] {
    // The registry knows a target only once it is initialized.
    LLVMInitializeNVPTXTargetInfo();
    LLVMInitializeNVPTXTargetMC();
    std::vector<std::string> names;
    llvm::Triple triple("nvptx64-nvidia-cuda");
    std::string error;
    const llvm::Target *target =
        llvm::TargetRegistry::lookupTarget(triple, error);
    if (!target)
      return names;
    std::unique_ptr<llvm::MCSubtargetInfo> info(
        target->createMCSubtargetInfo(triple, "", ""));
    if (!info)
      return names;
    for (const llvm::SubtargetSubTypeKV &cpu :
         info->getAllProcessorDescriptions())
      names.emplace_back(cpu.Key);
    // sm_20 < sm_90 < sm_90a < sm_100: by number, then suffix.
    auto key = [](llvm::StringRef name) {
      llvm::StringRef digits = name.drop_front(3);
      unsigned number = 0;
      size_t length = digits.find_if_not(llvm::isDigit);
      digits.take_front(length).getAsInteger(10, number);
      return std::make_pair(number, digits.drop_front(length).str());
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
