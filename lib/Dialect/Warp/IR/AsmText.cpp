//===- AsmText.cpp - Inline PTX as the NVPTX backend emits it -------------===//
//
// Part of warptile. See AsmText.h.
//
//===----------------------------------------------------------------------===//

#include "warptile/Dialect/Warp/IR/AsmText.h"
#include "warptile/Analysis/WellFormed.h"

#include "mlir/IR/SymbolTable.h"

#include "mlir/IR/BuiltinAttributes.h"
#include "mlir/IR/Matchers.h"
#include "llvm/ADT/StringSet.h"
#include "llvm/Support/raw_ostream.h"

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

/// What inline PTX reads as when it cannot be read: an operand that prints
/// as text whose value is not known here (an address computed from a
/// symbol, which LLVM folds back to the symbol's name: round 23, `$0` with
/// `inttoptr(ptrtoint(@exit))` printed `exit`), or a snippet that does not
/// stand alone as statements (round 24). Any instruction: the text reads
/// as every one W19 looks for, guarded, with a barrier id that is not a
/// literal.
static constexpr const char kUnknownText[] =
    "@%unknown exit; @%unknown bar.sync %unknown; call %unknown;";

/// Whether LLVM prints the address `addressof` takes of `symbol` by that
/// name: the symbol is a function or a global that no pass of LLVM's
/// replaces by another. An alias prints as its aliasee once GlobalOpt
/// resolves it (round 29: an alias named `add` of a global named `exit`
/// printed `exit`), an ifunc as its resolver's choice, and a constant
/// global whose address is not significant (`unnamed_addr`) may be merged
/// into another of the same value (ConstantMerge): each prints a name the
/// reader does not know.
static bool isPrintedByName(Operation *addressof, FlatSymbolRefAttr symbol) {
  Operation *target = SymbolTable::lookupNearestSymbolFrom(addressof, symbol);
  if (!target)
    return false;
  StringRef kind = target->getName().getStringRef();
  if (kind == "llvm.func")
    return true;
  if (kind != "llvm.mlir.global")
    return false;
  // `unnamed_addr` reads as its enum's number (0: none); any other
  // spelling is taken as mergeable.
  Attribute unnamed = target->getAttr("unnamed_addr");
  auto number = dyn_cast_or_null<IntegerAttr>(unnamed);
  bool mergeable = unnamed && !(number && number.getValue().isZero());
  return !(target->hasAttr("constant") && mergeable);
}

/// What LLVM prints for each operand of `llvm.inline_asm` `op` that is not
/// a register: the name of a symbol whose address it is, an integer
/// constant bound to a constraint that prints text, kUnknownText for any
/// other value bound to one. Indexed by the operand's number in the
/// template (outputs first); empty where it is a register or an address.
static SmallVector<std::string> printedOperands(Operation *op) {
  SmallVector<std::string> printed;
  SmallVector<int> indices = mlir::warp::asmTemplateOperands(op);
  for (auto [number, entry] :
       llvm::enumerate(mlir::warp::asmTemplateConstraints(op))) {
    int index = indices[number];
    printed.emplace_back();
    if (index < 0 || static_cast<unsigned>(index) >= op->getNumOperands())
      continue;
    // NVPTX's register classes (b c h r l q f d), memory (m) and a tie to
    // an output (a digit: the output's register, round 25) print as a
    // register or an address; any other code (`i`, `n`, `s` for a symbol,
    // `X`, an explicit `{reg}`) may print the operand as text.
    StringRef code = entry.ltrim("=+*&");
    bool register_ =
        !code.empty() && code.find_first_not_of("bchrlqfd0123456789") ==
                             StringRef::npos;
    if (register_)
      continue;
    Value operand = op->getOperand(index);
    Operation *def = operand.getDefiningOp();
    if (def && def->getName().getStringRef() == "llvm.mlir.addressof") {
      printed.back() = kUnknownText;
      if (auto symbol = def->getAttrOfType<FlatSymbolRefAttr>("global_name"))
        if (isPrintedByName(def, symbol))
          printed.back() = symbol.getValue().str();
      continue;
    }
    if (code == "m")
      continue; // an address in brackets
    if (std::optional<APInt> value = warptile::wellFormedConstantInt(operand))
      printed.back() = std::to_string(value->getSExtValue());
    else
      printed.back() = kUnknownText;
  }
  return printed;
}

SmallVector<StringRef> mlir::warp::asmTemplateConstraints(Operation *op) {
  SmallVector<StringRef> codes;
  auto constraints = op->getAttrOfType<StringAttr>("constraints");
  if (!constraints)
    return codes;
  SmallVector<StringRef> entries;
  constraints.getValue().split(entries, ',');
  for (StringRef entry : entries) {
    entry = entry.trim();
    if (!entry.empty() && !entry.starts_with("~"))
      codes.push_back(entry);
  }
  return codes;
}

SmallVector<int> mlir::warp::asmTemplateOperands(Operation *op) {
  SmallVector<int> indices;
  int next = 0;
  for (StringRef entry : asmTemplateConstraints(op)) {
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

/// Whether `name` (after its `%`) is one of the virtual registers the NVPTX
/// backend names itself (`%r5`, `%rd2`, `%p1`, `%f3`, ..., and the stack
/// pointers `%SP`, `%SPL`).
static bool isBackendRegister(StringRef name) {
  // The stack pointers the backend keeps for local memory (round 30).
  if (name == "SP" || name == "SPL")
    return true;
  StringRef digits = name.ltrim("abcdefghijklmnopqrstuvwxyz");
  StringRef prefix = name.drop_back(digits.size());
  return !digits.empty() &&
         llvm::all_of(digits,
                      [](char c) { return isdigit(static_cast<unsigned char>(c)); }) &&
         llvm::is_contained({"r", "rd", "rs", "p", "f", "fd", "h", "hh", "rq"},
                            prefix);
}

std::optional<std::string> mlir::warp::readAsmStatements(StringRef text,
                                                         std::string *why) {
  auto fail = [&](const Twine &reason) -> std::optional<std::string> {
    if (why)
      *why = reason.str();
    return std::nullopt;
  };
  // Comments go; a block comment separates like a space.
  std::string clean;
  clean.reserve(text.size());
  for (size_t i = 0; i < text.size(); ++i) {
    // A string (`.pragma "/*";`) holds what would read as a comment or a
    // statement here but is none to ptxas (round 25).
    if (text[i] == '"')
      return fail("a string, whose text the reader does not separate from "
                  "the statements");
    // ptxas takes a lone backslash before an opcode as nothing (round 27:
    // `@q` then a backslash then `exit;` is a guarded exit).
    if (text[i] == '\\')
      return fail("a `\\`, which ptxas reads as nothing before an opcode");
    if (text.substr(i).starts_with("//")) {
      while (i < text.size() && text[i] != '\n')
        ++i;
      clean += '\n';
      continue;
    }
    if (text.substr(i).starts_with("/*")) {
      size_t end = text.find("*/", i + 2);
      if (end == StringRef::npos)
        return fail("a `/*` it does not close, which comments out the PTX "
                    "after it");
      clean += ' ';
      i = end + 1;
      continue;
    }
    if (text.substr(i).starts_with("*/"))
      return fail("a `*/` that closes a comment opened before it");
    if (text[i] == '$' && i + 1 < text.size()) {
      char next = text[i + 1];
      if (next == '$') { // an escaped `$`
        clean += "$$";
        ++i;
        continue;
      }
      // A variant marker outside a group: LLVM prints `$)` as `}` and
      // `$|` as `|` there (round 25: a `$)` closed a scope unseen).
      if (next == '(' || next == '|' || next == ')')
        return fail("a variant marker `$" + Twine(next) +
                    "` outside a variant group");
      // `${N}` and `${N:modifier}` name operand N, as `$N` does.
      if (next == '{') {
        size_t end = text.find('}', i);
        if (end == StringRef::npos)
          return fail("a `${` it does not close");
        StringRef inner = text.slice(i + 2, end);
        clean += '$';
        clean += inner.take_until([](char c) { return c == ':'; }).str();
        i = end;
        continue;
      }
    }
    clean += text[i];
  }

  auto isSpace = [](char c) { return isspace(static_cast<unsigned char>(c)); };
  auto isIdentifierChar = [](char c) {
    return isalnum(static_cast<unsigned char>(c)) || c == '_' || c == '$' ||
           c == '%';
  };
  SmallVector<StringRef> statements;
  StringRef(clean).split(statements, ';');
  // The registers each scope the snippet opened declares, innermost last:
  // a register of the backend's own name (`%r2`) is the snippet's only
  // where a scope of its declares it (round 25: `{ .reg .b32 %r2; } mov.b32
  // %r2, ...` writes the backend's).
  std::vector<llvm::StringSet<>> scopes;
  auto openScope = [&] { scopes.emplace_back(); };
  auto closeScope = [&] {
    if (scopes.empty())
      return false;
    scopes.pop_back();
    return true;
  };
  auto declared = [&](StringRef name) {
    return llvm::any_of(scopes, [&](const llvm::StringSet<> &scope) {
      return scope.contains(name);
    });
  };
  std::string out;
  for (auto [index, statement] : llvm::enumerate(statements)) {
    statement = statement.trim();
    // Scopes: `{` and `}` that open or close a statement, and labels
    // (`L1:`, `$L__x :`) before it, in any order (`L1: { bar.sync 0; }`,
    // `DONE: }`). Scopes must balance within the snippet: one left open
    // would take the backend's code after the snippet into it.
    for (bool again = true; again;) {
      again = false;
      while (!statement.empty() &&
             (statement.front() == '{' || statement.front() == '}')) {
        if (statement.front() == '{')
          openScope();
        else if (!closeScope())
          return fail("a `}` that closes a scope opened before it");
        statement = statement.drop_front().ltrim();
      }
      StringRef name = statement.take_while(isIdentifierChar);
      StringRef after = statement.drop_front(name.size()).ltrim();
      if (!name.empty() && after.starts_with(":")) {
        statement = after.drop_front().ltrim();
        again = true;
      }
    }
    // Braces that close scopes after the statement, applied once it is read.
    unsigned closes = 0;
    while (!statement.empty() && statement.back() == '}' &&
           !statement.contains('{')) {
      ++closes;
      statement = statement.drop_back().rtrim();
    }
    if (!statement.empty() && index + 1 == statements.size())
      return fail("a statement without its `;`, which the PTX after it "
                  "completes");
    std::string line;
    if (!statement.empty()) {
      // A guard, which PTX lets whitespace split (`@ ! p`): written `@!p`.
      if (statement.consume_front("@")) {
        statement = statement.ltrim();
        line += '@';
        if (statement.consume_front("!")) {
          statement = statement.ltrim();
          line += '!';
        }
        StringRef predicate = statement.take_while(isIdentifierChar);
        line += predicate.str() + " ";
        statement = statement.drop_front(predicate.size()).ltrim();
        if (predicate.empty() || statement.empty())
          return fail("a guard without an instruction, which guards the "
                      "instruction after it");
      }
      // The opcode with its qualifiers, which PTX lets whitespace separate
      // (`bar .sync 0;`, `fence.proxy.tensormap::generic.release.gpu
      // .sync .aligned`).
      // An opcode ends at the first character no opcode or qualifier
      // holds, which ptxas lets follow it unspaced (round 28:
      // `bar.sync$0, 32;`).
      auto isOpcodeChar = [](char c) {
        return isalnum(static_cast<unsigned char>(c)) || c == '.' ||
               c == '_' || c == ':';
      };
      StringRef opcode = statement.take_while(isOpcodeChar);
      if (opcode.empty())
        opcode = statement.take_until(isSpace);
      line += opcode.str();
      statement = statement.drop_front(opcode.size()).ltrim();
      while (statement.starts_with(".")) {
        StringRef qualifier = statement.take_while(isOpcodeChar);
        line += qualifier.str();
        statement = statement.drop_front(qualifier.size()).ltrim();
      }
      // Directives: only declarations, which end at their `;`. Others
      // (`.loc 1 1 1`, `.file`) end at their line, so the statement read
      // up to the `;` holds the next one unseen (round 26: `.loc 1 1 1\n
      // @q exit;`).
      if (StringRef(line).starts_with(".")) {
        StringRef first = StringRef(line).drop_front().take_until(
            [](char c) { return c == '.'; });
        if (!llvm::is_contained({StringRef("reg"), StringRef("local"),
                                 StringRef("shared"), StringRef("param"),
                                 StringRef("branchtargets"),
                                 StringRef("calltargets"),
                                 StringRef("callprototype")},
                                first))
          return fail("the directive `." + first +
                      "`, which the reader does not read");
      }
      // Registers declared in a scope of the snippet's: `.reg .b32 %a,
      // %b;`, `%r<4>` for %r0..%r3. (One declared outside any would
      // declare the backend's again, which ptxas refuses.)
      bool declaration = StringRef(line).starts_with(".reg");
      if (declaration && !scopes.empty()) {
        SmallVector<StringRef> names;
        statement.split(names, ',');
        for (StringRef each : names) {
          each = each.trim();
          unsigned count;
          if (size_t open = each.find('<'); open != StringRef::npos &&
              each.ends_with(">") &&
              !each.slice(open + 1, each.size() - 1).getAsInteger(10, count)) {
            for (unsigned k = 0; k < count && k < 4096; ++k)
              scopes.back().insert((each.take_front(open) + Twine(k)).str());
            continue;
          }
          scopes.back().insert(each);
        }
      }
      // The operands, on one line.
      if (!statement.empty()) {
        line += ' ';
        for (char c : statement)
          line += isSpace(c) ? ' ' : c;
      }
      // A register of the backend's own (`%r2`) that no open scope of the
      // snippet declares is one the compiled code around it uses: writing
      // it changes a value the verifier reasoned about (round 24: a
      // member mask).
      if (!declaration)
        for (size_t at = line.find('%'); at != std::string::npos;
             at = line.find('%', at + 1)) {
          StringRef name = StringRef(line).drop_front(at + 1).take_while(
              [](char c) {
                return isalnum(static_cast<unsigned char>(c)) || c == '_';
              });
          if (isBackendRegister(name) && !declared(("%" + name).str()))
            return fail("`%" + name +
                        "`, a register of the compiled code around it that "
                        "no scope of the snippet declares");
        }
      out += line + ";\n";
    }
    for (; closes; --closes)
      if (!closeScope())
        return fail("a `}` that closes a scope opened before it");
  }
  if (!scopes.empty())
    return fail("a `{` it does not close, which takes the PTX after it into "
                "its scope");
  return out;
}

/// `nvvm.inline_ptx`'s text as the template of the `llvm.inline_asm` it
/// lowers to: every `%` becomes a `$`, as MLIR's PTX builder writes it
/// (round 25: `%(ex%|nop%)it;` is the variant group that prints `exit;`),
/// and its operand placeholders (`{$r0}`, `{$w0}`, `{$rw0}`) operand
/// references. With results or read-write operands the builder numbers
/// the outputs first, and `%0` may name either (round 26: `{$rw0}` and
/// `%0` were one register): then every reference reads as a register no
/// barrier or mask may take as uniform (`%ref`); without, `{$rN}` is `$N`.
static std::string inlinePtxAsTemplate(Operation *op, StringRef text) {
  auto segments = op->getAttrOfType<DenseI32ArrayAttr>("operandSegmentSizes");
  bool writes = op->getNumResults() != 0 || !segments ||
                segments.size() < 2 || segments[1] != 0;
  auto isDigit = [](char c) { return isdigit(static_cast<unsigned char>(c)); };
  std::string out;
  out.reserve(text.size());
  for (size_t i = 0; i < text.size(); ++i) {
    if (text.substr(i).starts_with("{$")) {
      StringRef rest = text.drop_front(i + 2);
      StringRef kind = rest.take_while([](char c) { return c == 'r' || c == 'w'; });
      StringRef digits = rest.drop_front(kind.size()).take_while(isDigit);
      if (!kind.empty() && !digits.empty() &&
          rest.drop_front(kind.size() + digits.size()).starts_with("}")) {
        out += !writes ? "$" + digits.str()
               : kind == "r" ? std::string("%in")
                             : std::string("%out");
        i += 2 + kind.size() + digits.size();
        continue;
      }
    }
    if (text[i] == '%' && writes && i + 1 < text.size() && isDigit(text[i + 1])) {
      out += "%ref";
      while (i + 1 < text.size() && isDigit(text[i + 1]))
        ++i;
      continue;
    }
    out += text[i] == '%' ? '$' : text[i];
  }
  return out;
}

/// The text NVPTX prints for inline PTX `op` before it is read as
/// statements: its first variants, its special operands and the operands
/// that print as text substituted. std::nullopt for any other op, one
/// without its text, or one in the Intel dialect (`intel`, set).
static std::optional<std::string> printedAsmText(Operation *op, bool &intel) {
  intel = false;
  StringRef name = op->getName().getStringRef();
  if (name != "llvm.inline_asm" && name != "nvvm.inline_ptx")
    return std::nullopt;
  auto text = op->getAttrOfType<StringAttr>(
      name == "llvm.inline_asm" ? "asm_string" : "ptxCode");
  if (!text)
    return std::nullopt;
  // The Intel dialect makes LLVM print the second variant of each group
  // and a `.intel_syntax` line ptxas rejects: not read. (Read by its
  // spelling: this library links no LLVM dialect.)
  // (AT&T is 0 where the property prints as an integer: round 27 found
  // every `asm_dialect = 0 : i64` read as Intel.)
  if (Attribute dialect = op->getAttr("asm_dialect")) {
    std::string spelled;
    llvm::raw_string_ostream(spelled) << dialect;
    auto number = dyn_cast<IntegerAttr>(dialect);
    if (number ? !number.getValue().isZero()
               : !StringRef(spelled).contains("att")) {
      intel = true;
      return std::nullopt;
    }
  }
  // LLVM prints a template up to its first NUL (round 26: `@q\00;` printed
  // a dangling `@q`).
  StringRef template_ = text.getValue().take_until([](char c) { return c == 0; });
  std::string printed = name == "nvvm.inline_ptx"
                            ? inlinePtxAsTemplate(op, template_)
                            : template_.str();
  if (StringRef(printed).contains("$("))
    printed = mlir::warp::selectFirstAsmVariant(printed);
  // `${:comment}` prints PTX's comment marker (round 23: `exit${:comment}`
  // is `exit//`), `${:uid}` a number, `${:private}` the local prefix.
  if (StringRef(printed).contains("${:")) {
    for (auto [special, spelling] :
         {std::pair<StringRef, StringRef>{"${:comment}", "//"},
          {"${:uid}", "0"},
          {"${:private}", "$L__"}}) {
      for (size_t at = printed.find(special.str()); at != std::string::npos;
           at = printed.find(special.str(), at + spelling.size()))
        printed.replace(at, special.size(), spelling.str());
    }
  }
  // An operand that is a symbol's address or an immediate prints as text:
  // `"$0;"` with the address of a global named `exit` is `exit;` (round
  // 22).
  if (name == "llvm.inline_asm" && op->getNumOperands() != 0 &&
      StringRef(printed).contains('$'))
    printed = mlir::warp::substituteAsmOperands(printed, op);
  return printed;
}

SmallVector<mlir::warp::AsmStatement>
mlir::warp::asmStatements(StringRef text) {
  SmallVector<AsmStatement> statements;
  SmallVector<StringRef, 8> lines;
  text.split(lines, '\n', -1, /*KeepEmpty=*/false);
  for (StringRef line : lines) {
    bool guarded = line.starts_with("@");
    if (guarded)
      line = line.drop_until([](char c) { return c == ' '; }).ltrim();
    StringRef opcode =
        line.take_until([](char c) { return c == ' ' || c == ';'; });
    statements.push_back(
        {guarded, opcode, opcode.take_until([](char c) { return c == '.'; }),
         line.drop_front(opcode.size()).trim().rtrim(";").rtrim()});
  }
  return statements;
}

/// The input of `op` that a statement of `statements` (as readAsmStatements
/// reads them) writes, as the template names it (`$1`, `%in`), or empty.
/// NVPTX gives an input the register of its value, which the compiled code
/// around the snippet goes on using (round 27: a snippet writing its input
/// `$0`, bound to the constant -1, rewrote the member mask of the warp's
/// next reduction). A tied input (`0`) is its output's register.
static std::string writtenInput(Operation *op, StringRef statements) {
  // An input is tied to an output (its register) only where its
  // constraint is the output's number alone (`0`); one that also names a
  // class (`r0`, round 30) may keep its own register.
  SmallVector<bool> isInput;
  if (op->getName().getStringRef() == "llvm.inline_asm")
    for (StringRef code : mlir::warp::asmTemplateConstraints(op))
      isInput.push_back(!code.starts_with("=") &&
                        code.find_first_not_of("0123456789") !=
                            StringRef::npos);
  bool inlinePtx = op->getName().getStringRef() == "nvvm.inline_ptx";
  auto names = [&](StringRef token) {
    // `%ref`: nvvm.inline_ptx's `%N` with outputs, which may name an input
    // as well as an output (round 30: `mov.u32 %1, 3;` wrote the register
    // of the read-only input `%1`).
    if (token == "%in" || token == "%ref")
      return true;
    unsigned index;
    if (!token.consume_front("$") || token.getAsInteger(10, index))
      return false;
    // nvvm.inline_ptx without outputs: every reference is an input.
    return inlinePtx || (index < isInput.size() && isInput[index]);
  };
  // Instructions whose first operand they read, not write.
  static constexpr StringLiteral kReadFirst[] = {
      "bar", "barrier", "nanosleep", "brx", "bra", "call", "ret", "exit",
      "trap", "brkpt", "pmevent", "st", "red", "prefetch", "prefetchu"};
  for (const mlir::warp::AsmStatement &statement :
       mlir::warp::asmStatements(statements)) {
    StringRef opcode = statement.opcode, family = statement.family;
    // A `bar.red` writes its first operand (round 28).
    bool reduces = (family == "bar" || family == "barrier") &&
                   opcode.contains(".red");
    if (opcode.starts_with(".") ||
        (llvm::is_contained(kReadFirst, family) && !reduces))
      continue;
    // The first operand, up to the first comma outside braces: a
    // register, `d|p`, a vector `{a, b}`, or both (round 30: `tex`'s
    // `{r, g, b, a}|p` writes its residency predicate `p`).
    StringRef rest = statement.operands;
    size_t end = 0;
    for (int depth = 0; end < rest.size(); ++end) {
      char c = rest[end];
      if (c == '{')
        ++depth;
      else if (c == '}')
        --depth;
      else if (c == ',' && depth <= 0)
        break;
    }
    StringRef first = rest.take_front(end);
    std::string spaced = first.str();
    for (char &c : spaced)
      if (c == '|' || c == '{' || c == '}')
        c = ',';
    SmallVector<StringRef, 4> tokens;
    StringRef(spaced).split(tokens, ',');
    // A video instruction's destination selector (`$0.h0`, `$0.b1`) writes
    // part of the register `$0` (round 32).
    for (StringRef token : tokens) {
      StringRef reference =
          token.trim().take_until([](char c) { return c == '.'; });
      if (names(reference))
        return reference.str();
    }
  }
  return "";
}

std::optional<StringRef> mlir::warp::emittedAsmText(Operation *op,
                                                    std::string &storage) {
  bool intel;
  std::optional<std::string> printed = printedAsmText(op, intel);
  if (!printed && !intel)
    return std::nullopt;
  // Read into one statement per line, or, when the snippet does not stand
  // alone as PTX statements (round 24), as any instruction.
  std::optional<std::string> statements =
      printed ? readAsmStatements(*printed) : std::nullopt;
  if (statements && !writtenInput(op, *statements).empty())
    statements = std::nullopt;
  storage = statements ? std::move(*statements) : std::string(kUnknownText);
  return StringRef(storage);
}

std::optional<std::string> mlir::warp::asmUnreadableReason(Operation *op) {
  bool intel;
  std::optional<std::string> printed = printedAsmText(op, intel);
  if (intel)
    return std::string("it is in the Intel dialect, which NVPTX does not "
                       "print as PTX");
  std::string why;
  // An operand whose printed text is not known reads as any instruction
  // on purpose; the statements around it are not the reason.
  if (!printed || printed->find(kUnknownText) != std::string::npos)
    return std::nullopt;
  if (std::optional<std::string> statements =
          readAsmStatements(*printed, &why)) {
    std::string written = writtenInput(op, *statements);
    if (written.empty())
      return std::nullopt;
    return "it writes its input `" + written +
           "`, whose register the compiled code around it goes on using";
  }
  return "it holds " + why;
}
