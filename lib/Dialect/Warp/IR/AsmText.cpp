//===- AsmText.cpp - Inline PTX as the NVPTX backend emits it -------------===//
//
// Part of warptile. See AsmText.h.
//
//===----------------------------------------------------------------------===//

#include "warptile/Dialect/Warp/IR/AsmText.h"

#include "mlir/IR/BuiltinAttributes.h"
#include "mlir/IR/Matchers.h"

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

/// What LLVM prints for each operand of `llvm.inline_asm` `op` that is not
/// a register: the name of a symbol whose address it is, an integer
/// constant bound to an immediate constraint (`i`, `n`). Indexed by the
/// operand's number in the template (outputs first); empty where it is a
/// register or not known.
/// What an operand bound to an immediate constraint prints as when its
/// value is not known here (an address computed from a symbol, which LLVM
/// folds back to the symbol's name; a parameter of a function inlined
/// later): any instruction, so the text reads as every one W19 looks for,
/// guarded, with a barrier id that is not a literal (round 23: `$0` with
/// `inttoptr(ptrtoint(@exit))` printed `exit`).
static constexpr const char kUnknownText[] =
    "@%unknown exit; @%unknown bar.sync %unknown; call %unknown;";

static SmallVector<std::string> printedOperands(Operation *op) {
  SmallVector<std::string> printed;
  auto constraints = op->getAttrOfType<StringAttr>("constraints");
  SmallVector<StringRef> entries;
  if (constraints)
    constraints.getValue().split(entries, ',');
  SmallVector<int> indices = mlir::warp::asmTemplateOperands(op);
  unsigned number = 0;
  for (StringRef entry : entries) {
    entry = entry.trim();
    if (entry.empty() || entry.starts_with("~"))
      continue;
    int index = indices[number++];
    printed.emplace_back();
    if (index < 0 || static_cast<unsigned>(index) >= op->getNumOperands())
      continue;
    Value operand = op->getOperand(index);
    Operation *def = operand.getDefiningOp();
    if (def && def->getName().getStringRef() == "llvm.mlir.addressof") {
      if (auto symbol = def->getAttrOfType<FlatSymbolRefAttr>("global_name"))
        printed.back() = symbol.getValue().str();
      continue;
    }
    APInt value;
    bool immediate = entry.find_first_of("inX") != StringRef::npos;
    if (immediate && matchPattern(operand, m_ConstantInt(&value)))
      printed.back() = std::to_string(value.getSExtValue());
    else if (immediate)
      printed.back() = kUnknownText;
  }
  return printed;
}

SmallVector<int> mlir::warp::asmTemplateOperands(Operation *op) {
  SmallVector<int> indices;
  auto constraints = op->getAttrOfType<StringAttr>("constraints");
  if (!constraints)
    return indices;
  SmallVector<StringRef> entries;
  constraints.getValue().split(entries, ',');
  int next = 0;
  for (StringRef entry : entries) {
    entry = entry.trim();
    if (entry.empty() || entry.starts_with("~"))
      continue;
    // A direct output is a result; an indirect one (`=*m`) and an input
    // take the next operand.
    bool result = entry.starts_with("=") && !entry.starts_with("=*");
    indices.push_back(result ? -1 : next++);
  }
  return indices;
}

std::string mlir::warp::substituteAsmOperands(StringRef text, Operation *op) {
  SmallVector<std::string> printed = printedOperands(op);
  std::string out;
  out.reserve(text.size());
  for (size_t i = 0; i < text.size(); ++i) {
    if (text[i] != '$' || i + 1 >= text.size()) {
      out += text[i];
      continue;
    }
    // `$$` stays escaped; `$N`, `${N}` and `${N:m}` name operand N.
    if (text[i + 1] == '$') {
      out += "$$";
      ++i;
      continue;
    }
    size_t at = i + 1;
    bool braces = text[at] == '{';
    if (braces)
      ++at;
    size_t end = at;
    while (end < text.size() && isdigit(static_cast<unsigned char>(text[end])))
      ++end;
    unsigned number;
    if (end == at || text.slice(at, end).getAsInteger(10, number) ||
        number >= printed.size() || printed[number].empty()) {
      out += text[i];
      continue;
    }
    if (braces) {
      size_t close = text.find('}', end);
      if (close == StringRef::npos) {
        out += text[i];
        continue;
      }
      end = close + 1;
    }
    out += printed[number];
    i = end - 1;
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
  bool variants = text.getValue().contains("$(");
  // `${:comment}` prints PTX's comment marker (round 23: `exit${:comment}`
  // is `exit//`), `${:uid}` a number, `${:private}` the local prefix.
  bool specials = text.getValue().contains("${:");
  // An operand that is a symbol's address or an immediate prints as text:
  // `"$0;"` with the address of a global named `exit` is `exit;` (round
  // 22).
  bool symbols = false;
  if (name == "llvm.inline_asm" && op->getNumOperands() != 0 &&
      text.getValue().contains('$'))
    symbols = llvm::any_of(printedOperands(op), [](const std::string &each) {
      return !each.empty();
    });
  if (!variants && !specials && !symbols)
    return text.getValue();
  storage = variants ? selectFirstAsmVariant(text.getValue())
                     : text.getValue().str();
  if (specials) {
    for (auto [special, printed] :
         {std::pair<StringRef, StringRef>{"${:comment}", "//"},
          {"${:uid}", "0"},
          {"${:private}", "$L__"}}) {
      for (size_t at = storage.find(special.str()); at != std::string::npos;
           at = storage.find(special.str(), at + printed.size()))
        storage.replace(at, special.size(), printed.str());
    }
  }
  if (symbols)
    storage = substituteAsmOperands(storage, op);
  return StringRef(storage);
}
