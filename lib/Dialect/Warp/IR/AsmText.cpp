//===- AsmText.cpp - Inline PTX as the NVPTX backend emits it -------------===//
//
// Part of warptile. See AsmText.h.
//
//===----------------------------------------------------------------------===//

#include "warptile/Dialect/Warp/IR/AsmText.h"

#include "mlir/IR/BuiltinAttributes.h"

using namespace mlir;

std::string mlir::warp::selectFirstAsmVariant(StringRef text) {
  // LLVM's AsmPrinter: `$(` opens a group, `$|` starts the next variant,
  // `$)` closes it; a variant other than the first is skipped. Groups do
  // not nest.
  std::string out;
  out.reserve(text.size());
  bool inGroup = false, keep = true;
  for (size_t i = 0; i < text.size(); ++i) {
    char c = text[i];
    char next = i + 1 < text.size() ? text[i + 1] : '\0';
    if (c == '$' && next == '$') {
      if (keep)
        out += "$$";
      ++i;
      continue;
    }
    if (c == '$' && next == '(' && !inGroup) {
      inGroup = true;
      keep = true;
      ++i;
      continue;
    }
    if (c == '$' && next == '|' && inGroup) {
      keep = false;
      ++i;
      continue;
    }
    if (c == '$' && next == ')' && inGroup) {
      inGroup = false;
      keep = true;
      ++i;
      continue;
    }
    if (keep)
      out += c;
  }
  return out;
}

std::optional<StringRef> mlir::warp::emittedAsmText(Operation *op,
                                                    std::string &storage) {
  StringRef name = op->getName().getStringRef();
  if (name != "llvm.inline_asm" && name != "nvvm.inline_ptx")
    return std::nullopt;
  auto text = op->getAttrOfType<StringAttr>(
      name == "llvm.inline_asm" ? "asm_string" : "ptxCode");
  if (!text)
    return std::nullopt;
  if (!text.getValue().contains("$("))
    return text.getValue();
  storage = selectFirstAsmVariant(text.getValue());
  return StringRef(storage);
}
