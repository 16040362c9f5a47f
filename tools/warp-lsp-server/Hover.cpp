//===- Hover.cpp - What warp-lsp-server's hovers say ----------------------===//
//
// Part of warptile.
//
//===----------------------------------------------------------------------===//

#include "Hover.h"

#include "warptile/Dialect/Warp/IR/LaneSet.h"
#include "warptile/Dialect/Warp/IR/WarpDialect.h"
#include "mlir/IR/OperationSupport.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/Support/raw_ostream.h"

#include <bitset>
#include <regex>

using namespace mlir;
using namespace mlir::warptile::lsp;

namespace {
struct OpDoc {
  const char *name, *summary, *rules;
};
struct TypeDoc {
  const char *name, *summary;
};
struct RuleDoc {
  const char *id, *text;
};
#include "HoverDocs.inc"

const OpDoc *findOp(llvm::StringRef name) {
  for (const OpDoc &doc : kOpDocs)
    if (name == doc.name)
      return &doc;
  return nullptr;
}

const char *findRule(llvm::StringRef id) {
  for (const RuleDoc &doc : kRuleDocs)
    if (id == doc.id)
      return doc.text;
  return nullptr;
}

/// `!dialect.mnemonic` of a type of the warp or tile dialect, as the
/// documentation names it ("warp.warp", "tile.part").
const char *findTypeSummary(Type type) {
  std::string text;
  llvm::raw_string_ostream os(text);
  type.print(os);
  llvm::StringRef name(text);
  if (!name.consume_front("!"))
    return nullptr;
  name = name.take_until([](char c) { return c == '<'; });
  for (const TypeDoc &doc : kTypeDocs)
    if (name == doc.name)
      return doc.summary;
  return nullptr;
}

/// "lanes 0-15 (16 of 32)", "lane 3 (1 of 32)", "lanes 0, 2, 4-7 (6 of 32)".
std::string laneWords(uint64_t mask, unsigned width) {
  unsigned count = std::bitset<64>(mask).count();
  return std::string(count == 1 ? "lane " : "lanes ") +
         warp::listLanes(mask) + " (" + std::to_string(count) + " of " +
         std::to_string(width) + ")";
}
} // namespace

std::vector<std::string>
mlir::warptile::lsp::rulesInMessage(llvm::StringRef message) {
  static const std::regex rule("\\b([WTC][0-9]+):");
  std::vector<std::string> rules;
  std::string text = message.str();
  for (std::sregex_iterator it(text.begin(), text.end(), rule), end;
       it != end; ++it)
    if (!llvm::is_contained(rules, (*it)[1].str()))
      rules.push_back((*it)[1].str());
  return rules;
}

std::string mlir::warptile::lsp::describeLanes(Type type) {
  if (auto warpType = dyn_cast<warp::WarpType>(type)) {
    if (warpType.isDynamic())
      return "lanes known only at run time (`dyn`: the lanes a branch on a "
             "run-time condition took) of a " +
             std::to_string(warpType.getWidth()) + "-lane warp";
    return laneWords(warpType.getMask(), warpType.getWidth());
  }
  if (auto tileType = dyn_cast<warp::TileType>(type)) {
    warp::LanesAttr lanes = tileType.getLanes();
    if (lanes.getDynamic())
      return "groups of " + std::to_string(tileType.getSize()) +
             " lanes of a run-time lane set";
    unsigned groups =
        std::bitset<64>(lanes.getMask()).count() / tileType.getSize();
    return laneWords(lanes.getMask(), lanes.getWidth()) + " in " +
           std::to_string(groups) + (groups == 1 ? " group" : " groups") +
           " of " + std::to_string(tileType.getSize());
  }
  return "";
}

std::string mlir::warptile::lsp::describeValue(llvm::StringRef name,
                                               Type type) {
  std::string text;
  llvm::raw_string_ostream os(text);
  os << "`" << name << "`: `" << type << "`";
  std::string lanes = describeLanes(type);
  if (!lanes.empty())
    os << "\n\n" << lanes;
  if (const char *summary = findTypeSummary(type))
    os << "\n\n_" << summary << "_";
  return text;
}

std::string
mlir::warptile::lsp::describeOp(Operation *op,
                                const std::vector<std::string> &messages) {
  std::string text;
  llvm::raw_string_ostream os(text);
  llvm::StringRef name = op->getName().getStringRef();
  const OpDoc *doc = findOp(name);
  os << "**`" << name << "`**";
  if (doc && *doc->summary)
    os << ": " << doc->summary;
  os << "\n";

  // The rules the op's documentation cites, then those its diagnostics
  // name.
  std::vector<std::string> rules;
  if (doc) {
    llvm::SmallVector<llvm::StringRef> cited;
    llvm::StringRef(doc->rules).split(cited, ' ', -1, /*KeepEmpty=*/false);
    for (llvm::StringRef rule : cited)
      rules.push_back(rule.str());
  }
  for (const std::string &message : messages)
    for (const std::string &rule : rulesInMessage(message))
      if (!llvm::is_contained(rules, rule))
        rules.push_back(rule);
  if (!rules.empty()) {
    os << "\nRules:\n";
    for (const std::string &rule : rules) {
      os << "* **" << rule << "**";
      if (const char *ruleText = findRule(rule))
        os << ": " << ruleText;
      os << "\n";
    }
  }
  if (!messages.empty()) {
    os << "\nReported here:\n";
    for (const std::string &message : messages)
      os << "* " << message << "\n";
  }

  // The generic form, without regions; printed as parsed (the op may not
  // verify, so the custom printer is not trusted with it).
  os << "\nGeneric form:\n\n```mlir\n";
  op->print(os, OpPrintingFlags()
                    .printGenericOpForm()
                    .elideLargeElementsAttrs()
                    .skipRegions()
                    .assumeVerified());
  os << "\n```\n";
  return text;
}
