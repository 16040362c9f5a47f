//===- InlineAsm.cpp - Inline PTX snippets: read and run ------------------===//
//
// Part of warptile. The reader and the one-thread interpreter of
// include/warptile/Ptx/InlineAsm.h. Each instruction's arithmetic follows
// its section of the PTX ISA ("Integer Arithmetic Instructions: bfind",
// "... bmsk", "Data Movement: prmt", ...), quoted where it is not the
// obvious C expression.
//
//===----------------------------------------------------------------------===//

#include "warptile/Ptx/InlineAsm.h"
#include "warptile/Ptx/Video.h"

#include <algorithm>
#include <cctype>
#include <cstring>
#include <map>

using namespace warptile::ptx;

AsmHooks::~AsmHooks() = default;

namespace {

std::string_view trim(std::string_view s) {
  while (!s.empty() && std::isspace(static_cast<unsigned char>(s.front())))
    s.remove_prefix(1);
  while (!s.empty() && std::isspace(static_cast<unsigned char>(s.back())))
    s.remove_suffix(1);
  return s;
}

std::vector<std::string_view> split(std::string_view s, char sep) {
  std::vector<std::string_view> parts;
  size_t start = 0;
  for (size_t i = 0; i <= s.size(); ++i)
    if (i == s.size() || s[i] == sep) {
      parts.push_back(s.substr(start, i - start));
      start = i + 1;
    }
  return parts;
}

/// Commas outside `{ }`.
std::vector<std::string_view> splitOperands(std::string_view s) {
  std::vector<std::string_view> parts;
  int depth = 0;
  size_t start = 0;
  for (size_t i = 0; i <= s.size(); ++i) {
    if (i < s.size() && s[i] == '{')
      ++depth;
    else if (i < s.size() && s[i] == '}')
      --depth;
    if (i == s.size() || (s[i] == ',' && depth == 0)) {
      std::string_view part = trim(s.substr(start, i - start));
      if (!part.empty() || i < s.size())
        parts.push_back(part);
      start = i + 1;
    }
  }
  return parts;
}

std::optional<AsmType> typeOf(std::string_view name) {
  if (name == "pred")
    return AsmType{AsmType::Pred, 1};
  if (name.size() < 2)
    return std::nullopt;
  AsmType::Kind kind;
  switch (name[0]) {
  case 'b':
    kind = AsmType::Bits;
    break;
  case 'u':
    kind = AsmType::Unsigned;
    break;
  case 's':
    kind = AsmType::Signed;
    break;
  case 'f':
    kind = AsmType::Float;
    break;
  default:
    return std::nullopt;
  }
  std::string_view width = name.substr(1);
  if (width == "8")
    return AsmType{kind, 8};
  if (width == "16")
    return AsmType{kind, 16};
  if (width == "32")
    return AsmType{kind, 32};
  if (width == "64")
    return AsmType{kind, 64};
  return std::nullopt;
}

bool parseInteger(std::string_view s, uint64_t &value) {
  bool negative = false;
  if (!s.empty() && s.front() == '-') {
    negative = true;
    s.remove_prefix(1);
  }
  if (!s.empty() && (s.back() == 'U' || s.back() == 'u'))
    s.remove_suffix(1);
  if (s.empty())
    return false;
  int base = 10;
  if (s.size() > 2 && s[0] == '0' && (s[1] == 'x' || s[1] == 'X')) {
    base = 16;
    s.remove_prefix(2);
  } else if (s.size() > 2 && s[0] == '0' && (s[1] == 'f' || s[1] == 'F' ||
                                             s[1] == 'd' || s[1] == 'D')) {
    // 0fXXXXXXXX / 0dXXXXXXXXXXXXXXXX: the bits of a float in hex.
    base = 16;
    s.remove_prefix(2);
  } else if (s.size() > 1 && s[0] == '0') {
    base = 8;
  }
  uint64_t v = 0;
  for (char c : s) {
    int digit;
    if (c >= '0' && c <= '9')
      digit = c - '0';
    else if (c >= 'a' && c <= 'f')
      digit = c - 'a' + 10;
    else if (c >= 'A' && c <= 'F')
      digit = c - 'A' + 10;
    else
      return false;
    if (digit >= base)
      return false;
    v = v * base + digit;
  }
  value = negative ? ~v + 1 : v;
  return true;
}

uint64_t widthMask(unsigned bits) {
  return bits >= 64 ? ~uint64_t(0) : (uint64_t(1) << bits) - 1;
}

int64_t signExtend(uint64_t v, unsigned bits) {
  if (bits >= 64)
    return static_cast<int64_t>(v);
  uint64_t sign = uint64_t(1) << (bits - 1);
  v &= widthMask(bits);
  return static_cast<int64_t>((v ^ sign) - sign);
}

/// The opcode of a statement as written ("shfl.sync.up.b32").
std::string_view opcodeText(std::string_view statement) {
  statement = trim(statement);
  if (!statement.empty() && statement.front() == '@') {
    size_t space = statement.find_first_of(" \t\n");
    statement = space == std::string_view::npos
                    ? std::string_view()
                    : trim(statement.substr(space));
  }
  return statement.substr(0, statement.find_first_of(" \t\n"));
}

class Reader {
public:
  Reader(std::string_view constraints, std::string &error) : error(error) {
    program = std::make_shared<AsmProgram>();
    readConstraints(constraints);
  }

  std::shared_ptr<const AsmProgram> read(std::string_view text);

private:
  bool fail(std::string_view statement, const std::string &why) {
    if (error.empty())
      error = why + " in '" + std::string(trim(statement)) + "'";
    return false;
  }
  void readConstraints(std::string_view constraints);
  bool readStatement(std::string_view statement);
  bool readDeclaration(std::string_view statement);
  bool readOperand(std::string_view statement, std::string_view text,
                   AsmOperand &operand);
  std::optional<unsigned> local(std::string_view name) {
    auto it = names.find(std::string(name));
    if (it == names.end())
      return std::nullopt;
    return it->second;
  }
  bool decode(std::string_view statement, std::vector<std::string_view> parts,
              AsmInstruction &inst);

  std::shared_ptr<AsmProgram> program;
  std::map<std::string, unsigned> names;
  std::string &error;
};

void Reader::readConstraints(std::string_view constraints) {
  for (std::string_view part : split(constraints, ',')) {
    part = trim(part);
    if (part.empty() || part.front() == '~')
      continue; // a clobber
    AsmBinding binding;
    if (part.front() == '=') {
      binding.output = true;
      part.remove_prefix(1);
      if (!part.empty() && part.front() == '&')
        part.remove_prefix(1);
    }
    // An input tied to an output ("0") takes the output's register kind.
    if (!part.empty() && std::isdigit(static_cast<unsigned char>(part[0]))) {
      // Every digit: "10" ties to output 10, not 1 (round 19).
      unsigned tied = 0;
      for (char c : part) {
        if (!std::isdigit(static_cast<unsigned char>(c)))
          break;
        tied = tied * 10 + static_cast<unsigned>(c - '0');
      }
      binding.kind = tied < program->bindings.size()
                         ? program->bindings[tied].kind
                         : 'r';
      if (tied < program->bindings.size() && program->bindings[tied].output)
        binding.tiedTo = static_cast<int>(tied);
    } else if (!part.empty()) {
      binding.kind = part.front();
    }
    program->bindings.push_back(binding);
    program->numOutputs += binding.output;
    AsmType type{AsmType::Bits, 32};
    switch (binding.kind) {
    case 'l':
    case 'n':
      type = {AsmType::Bits, 64};
      break;
    case 'h':
      type = {AsmType::Bits, 16};
      break;
    case 'c':
      type = {AsmType::Bits, 8};
      break;
    case 'f':
      type = {AsmType::Float, 32};
      break;
    case 'd':
      type = {AsmType::Float, 64};
      break;
    default:
      break;
    }
    program->registers.push_back(type);
  }
}

std::shared_ptr<const AsmProgram> Reader::read(std::string_view text) {
  // `$$` is a literal `$`, `${N}` and `${N:modifier}` are `$N`; comments go.
  std::string clean;
  for (size_t i = 0; i < text.size(); ++i) {
    if (text.compare(i, 2, "//") == 0) {
      while (i < text.size() && text[i] != '\n')
        ++i;
      continue;
    }
    // A block comment (PTX takes C's) separates like a space.
    if (text.compare(i, 2, "/*") == 0) {
      size_t end = text.find("*/", i + 2);
      if (end == std::string_view::npos) {
        fail(text, "an unterminated comment");
        return nullptr;
      }
      clean += ' ';
      i = end + 1;
      continue;
    }
    if (text[i] == '$' && i + 1 < text.size() && text[i + 1] == '{') {
      size_t end = text.find('}', i);
      if (end == std::string_view::npos) {
        fail(text, "an unterminated operand reference");
        return nullptr;
      }
      std::string_view inner = text.substr(i + 2, end - i - 2);
      // A modifier changes what LLVM prints: `n` negates an immediate, `s`
      // prints (32 - imm) & 31, `l` a label (issue 27 round 30: `${0:n}`
      // of -1 printed the mask 1). Only `r` and `c`, which print an operand
      // as `$N` does, are read.
      if (size_t colon = inner.find(':');
          colon != std::string_view::npos && colon != 0) {
        std::string_view modifier = inner.substr(colon + 1);
        if (modifier != "r" && modifier != "c") {
          fail(text, "the operand modifier `:" + std::string(modifier) +
                         "`, whose printing the reader does not model");
          return nullptr;
        }
      }
      clean += '$';
      clean += std::string(inner.substr(0, inner.find(':')));
      i = end;
      continue;
    }
    if (text[i] == '$' && i + 1 < text.size() && text[i + 1] == '$') {
      clean += '$';
      ++i;
      continue;
    }
    clean += text[i];
  }
  // Scopes: `{` and `}` that open or close a statement. A register
  // declared in a scope is gone at its `}`: the name means the outer one
  // again (round 19: the inner `t` was read for the outer one, which
  // nothing writes).
  std::vector<std::map<std::string, unsigned>> outer;
  auto close = [&](std::string_view statement) {
    if (outer.empty())
      return fail(statement, "a `}` that closes no scope");
    names = std::move(outer.back());
    outer.pop_back();
    return true;
  };
  for (std::string_view statement : split(clean, ';')) {
    statement = trim(statement);
    while (!statement.empty() &&
           (statement.front() == '{' || statement.front() == '}')) {
      if (statement.front() == '{')
        outer.push_back(names);
      else if (!close(statement))
        return nullptr;
      statement = trim(statement.substr(1));
    }
    unsigned closes = 0;
    while (!statement.empty() && statement.back() == '}' &&
           statement.find('{') == std::string_view::npos) {
      ++closes;
      statement = trim(statement.substr(0, statement.size() - 1));
    }
    if (!statement.empty() && !readStatement(statement))
      return nullptr;
    for (; closes; --closes)
      if (!close(statement))
        return nullptr;
  }
  return program;
}

bool Reader::readDeclaration(std::string_view statement) {
  std::string_view rest = trim(statement.substr(4)); // after ".reg"
  size_t space = rest.find_first_of(" \t\n");
  if (rest.empty() || rest.front() != '.' || space == std::string_view::npos)
    return fail(statement, "a register declaration without a type");
  std::optional<AsmType> type = typeOf(rest.substr(1, space - 1));
  if (!type)
    return fail(statement, "a register type the reader does not know");
  for (std::string_view name : split(rest.substr(space), ',')) {
    name = trim(name);
    size_t angle = name.find('<');
    unsigned count = 1;
    std::string base(name);
    if (angle != std::string_view::npos) {
      uint64_t n = 0;
      if (name.back() != '>' ||
          !parseInteger(name.substr(angle + 1, name.size() - angle - 2), n) ||
          n == 0 || n > 1024)
        return fail(statement, "a register range the reader does not know");
      count = static_cast<unsigned>(n);
      base = std::string(name.substr(0, angle));
    }
    if (base.empty())
      return fail(statement, "a register declaration without a name");
    for (unsigned i = 0; i < count; ++i) {
      std::string full = angle == std::string_view::npos
                             ? base
                             : base + std::to_string(i);
      names[full] = static_cast<unsigned>(program->registers.size());
      program->registers.push_back(*type);
    }
  }
  return true;
}

bool Reader::readOperand(std::string_view statement, std::string_view text,
                         AsmOperand &operand) {
  text = trim(text);
  if (text.empty())
    return fail(statement, "an empty operand");
  if (text.front() == '!') {
    operand.negated = true;
    text = trim(text.substr(1));
    if (text.empty())
      return fail(statement, "an empty operand");
  }
  if (text.front() == '$') {
    uint64_t n = 0;
    if (!parseInteger(text.substr(1), n) || n >= program->bindings.size())
      return fail(statement, "an operand '" + std::string(text) +
                                 "' that the constraints do not bind");
    operand.kind = AsmOperand::Register;
    operand.reg = static_cast<unsigned>(n);
    return true;
  }
  if (text.front() == '%') {
    static const std::pair<const char *, AsmSreg> sregs[] = {
        {"%laneid", AsmSreg::LaneId},
        {"%warpid", AsmSreg::WarpId},
        {"%lanemask_eq", AsmSreg::LaneMaskEq},
        {"%lanemask_lt", AsmSreg::LaneMaskLt},
        {"%lanemask_le", AsmSreg::LaneMaskLe},
        {"%lanemask_gt", AsmSreg::LaneMaskGt},
        {"%lanemask_ge", AsmSreg::LaneMaskGe},
    };
    for (const auto &[name, sreg] : sregs)
      if (text == name) {
        operand.kind = AsmOperand::Special;
        operand.sreg = sreg;
        return true;
      }
    uint64_t n = 0;
    if (text.substr(0, 21) == "%reserved_smem_offset" &&
        (text.size() == 21 ||
         (text[21] == '_' && parseInteger(text.substr(22), n)))) {
      operand.kind = AsmOperand::Special;
      operand.sreg = AsmSreg::ReservedSmemOffset;
      if (program->notExecutable.empty())
        program->notExecutable = "the special register " + std::string(text);
      return true;
    }
    return fail(statement, "the special register " + std::string(text) +
                               ", which the reader does not know");
  }
  if (text.front() == '[') {
    // [reg], [reg+imm], [reg-imm]: an address.
    if (text.back() != ']')
      return fail(statement, "an unterminated address operand");
    std::string_view inner = trim(text.substr(1, text.size() - 2));
    size_t sign = inner.find_first_of("+-", 1);
    AsmOperand base;
    if (!readOperand(statement, inner.substr(0, sign), base) ||
        base.kind != AsmOperand::Register)
      return fail(statement, "an address that is not a register");
    operand.kind = AsmOperand::Address;
    operand.reg = base.reg;
    if (sign != std::string_view::npos) {
      uint64_t offset = 0;
      if (!parseInteger(trim(inner.substr(sign + 1)), offset))
        return fail(statement, "an address offset the reader does not know");
      operand.imm = inner[sign] == '-' ? ~offset + 1 : offset;
    }
    return true;
  }
  if (text.front() == '{') {
    if (text.back() != '}')
      return fail(statement, "an unterminated vector operand");
    operand.kind = AsmOperand::Vector;
    for (std::string_view element :
         split(text.substr(1, text.size() - 2), ',')) {
      AsmOperand inner;
      if (!readOperand(statement, element, inner))
        return false;
      if (inner.kind != AsmOperand::Register || inner.negated)
        return fail(statement, "a vector element that is not a register");
      operand.elements.push_back(inner.reg);
    }
    return true;
  }
  if (std::isdigit(static_cast<unsigned char>(text.front())) ||
      text.front() == '-') {
    if (!parseInteger(text, operand.imm))
      return fail(statement, "an immediate the reader does not know");
    operand.kind = AsmOperand::Immediate;
    return true;
  }
  if (text == "WARP_SZ") {
    // PTX's predefined identifier for the threads of a warp (PTX ISA,
    // "Predefined Identifiers"): 32 on every target. CUDA's cuda_fp16.hpp
    // and cuda_bf16.hpp read it for the width of their __half, __half2 and
    // __nv_bfloat16 shuffles.
    operand.kind = AsmOperand::Immediate;
    operand.imm = 32;
    return true;
  }
  if (std::optional<unsigned> reg = local(text)) {
    operand.kind = AsmOperand::Register;
    operand.reg = *reg;
    return true;
  }
  return fail(statement,
              "the undeclared register '" + std::string(text) + "'");
}

bool Reader::readStatement(std::string_view statement) {
  if (statement.substr(0, 4) == ".reg")
    return readDeclaration(statement);
  if (statement.front() == '.')
    return fail(statement, "a directive the reader does not know");
  AsmInstruction inst{};
  inst.text = std::string(statement);
  std::string_view rest = statement;
  if (rest.front() == '@') {
    size_t space = rest.find_first_of(" \t\n");
    if (space == std::string_view::npos)
      return fail(statement, "a guard without an instruction");
    AsmOperand guard;
    if (!readOperand(statement, rest.substr(1, space - 1), guard) ||
        guard.kind != AsmOperand::Register)
      return fail(statement, "a guard that is not a predicate register");
    inst.hasGuard = true;
    inst.guardNegated = guard.negated;
    inst.guard = guard.reg;
    rest = trim(rest.substr(space));
  }
  size_t space = rest.find_first_of(" \t\n");
  std::string_view opcode = rest.substr(0, space);
  std::string_view operands =
      space == std::string_view::npos ? std::string_view() : rest.substr(space);
  std::vector<std::string_view> ops = splitOperands(trim(operands));
  if (!ops.empty() && ops.back().empty())
    return fail(statement, "an empty operand");
  for (size_t i = 0; i < ops.size(); ++i) {
    std::string_view text = ops[i];
    AsmOperand operand;
    size_t bar = text.find('|');
    if (i == 0 && bar != std::string_view::npos) {
      AsmOperand predicate;
      if (!readOperand(statement, text.substr(bar + 1), predicate) ||
          predicate.kind != AsmOperand::Register)
        return fail(statement, "a `|p` output that is not a register");
      inst.predicateOut = predicate.reg;
      text = text.substr(0, bar);
    }
    if (!readOperand(statement, text, operand))
      return false;
    inst.operands.push_back(operand);
  }
  if (!decode(statement, split(opcode, '.'), inst))
    return false;
  program->instructions.push_back(std::move(inst));
  return true;
}

bool Reader::decode(std::string_view statement,
                    std::vector<std::string_view> parts,
                    AsmInstruction &inst) {
  std::string_view base = parts[0];
  auto unknown = [&] {
    return fail(statement, "the instruction '" +
                               std::string(opcodeText(statement)) +
                               "', which the reader does not know");
  };
  auto arity = [&](size_t n) {
    if (inst.operands.size() == n)
      return true;
    return fail(statement, "the wrong number of operands");
  };
  auto lastType = [&]() -> bool {
    std::optional<AsmType> type = typeOf(parts.back());
    if (!type)
      return false;
    inst.type = *type;
    return true;
  };
  // Pair outputs only where the ISA has them.
  if (inst.predicateOut != ~0u && base != "shfl" && base != "match" &&
      base != "setp")
    return unknown();
  if (base == "shfl") {
    if (parts.size() != 4 || parts[1] != "sync" || parts[3] != "b32")
      return unknown();
    if (parts[2] == "up")
      inst.mode = static_cast<unsigned>(ShuffleMode::Up);
    else if (parts[2] == "down")
      inst.mode = static_cast<unsigned>(ShuffleMode::Down);
    else if (parts[2] == "bfly")
      inst.mode = static_cast<unsigned>(ShuffleMode::Bfly);
    else if (parts[2] == "idx")
      inst.mode = static_cast<unsigned>(ShuffleMode::Idx);
    else
      return unknown();
    inst.opcode = AsmOpcode::Shfl;
    inst.type = {AsmType::Bits, 32};
    return arity(5);
  }
  if (base == "vote") {
    // vote.sync.ballot.b32, or the older order vote.ballot.sync.b32 that
    // CUB's radix-sort match still writes.
    if (parts.size() == 4 && parts[2] == "sync")
      std::swap(parts[1], parts[2]);
    if (parts.size() != 4 || parts[1] != "sync")
      return unknown();
    static const char *kinds[] = {"any", "all", "ballot", "uni"};
    unsigned k = 0;
    while (k < 4 && parts[2] != kinds[k])
      ++k;
    if (k == 4 || (k == 2) != (parts[3] == "b32") ||
        (k != 2 && parts[3] != "pred"))
      return unknown();
    inst.opcode = AsmOpcode::Vote;
    inst.mode = k;
    inst.type = k == 2 ? AsmType{AsmType::Bits, 32} : AsmType{AsmType::Pred, 1};
    return arity(3);
  }
  if (base == "match") {
    // match.any.sync.b32 / match.all.sync.b64.
    if (parts.size() != 4 || parts[2] != "sync" ||
        (parts[1] != "any" && parts[1] != "all") || !lastType() ||
        inst.type.kind != AsmType::Bits || inst.type.bits < 32)
      return unknown();
    inst.opcode = AsmOpcode::Match;
    inst.mode = parts[1] == "all";
    if (!inst.mode && inst.predicateOut != ~0u)
      return unknown();
    return arity(3);
  }
  if (base == "redux") {
    if (parts.size() != 4 || parts[1] != "sync" || !lastType() ||
        inst.type.bits != 32 || inst.type.kind == AsmType::Float)
      return unknown();
    // sim::ReduxKind's numbering: add 0, and 1, max 2, min 3, or 4,
    // umax 5, umin 6, xor 7.
    bool isSigned = inst.type.kind == AsmType::Signed;
    if (parts[2] == "add")
      inst.mode = 0;
    else if (parts[2] == "and" && inst.type.kind == AsmType::Bits)
      inst.mode = 1;
    else if (parts[2] == "or" && inst.type.kind == AsmType::Bits)
      inst.mode = 4;
    else if (parts[2] == "xor" && inst.type.kind == AsmType::Bits)
      inst.mode = 7;
    else if (parts[2] == "max" && inst.type.kind != AsmType::Bits)
      inst.mode = isSigned ? 2 : 5;
    else if (parts[2] == "min" && inst.type.kind != AsmType::Bits)
      inst.mode = isSigned ? 3 : 6;
    else
      return unknown();
    inst.opcode = AsmOpcode::Redux;
    return arity(3);
  }
  if (base == "bar") {
    if (parts.size() != 3 || parts[1] != "warp" || parts[2] != "sync")
      return unknown();
    inst.opcode = AsmOpcode::BarWarpSync;
    return arity(1);
  }
  if (base == "activemask") {
    if (parts.size() != 2 || parts[1] != "b32")
      return unknown();
    inst.opcode = AsmOpcode::ActiveMask;
    inst.type = {AsmType::Bits, 32};
    return arity(1);
  }
  if (base == "mov") {
    if (parts.size() != 2 || !lastType())
      return unknown();
    inst.opcode = AsmOpcode::Mov;
    return arity(2);
  }
  if (base == "cvt") {
    // Integer conversions only (cvt.u64.u32, cvt.s32.s8): the float ones
    // round, which this reader does not model.
    if (parts.size() != 3)
      return unknown();
    std::optional<AsmType> to = typeOf(parts[1]), from = typeOf(parts[2]);
    if (!to || !from || to->kind == AsmType::Float ||
        from->kind == AsmType::Float || to->kind == AsmType::Pred ||
        from->kind == AsmType::Pred)
      return unknown();
    inst.opcode = AsmOpcode::Cvt;
    inst.type = *to;
    inst.sourceType = *from;
    return arity(2);
  }
  if (base == "setp") {
    if (parts.size() != 3)
      return unknown();
    static const std::pair<const char *, AsmCompare> compares[] = {
        {"eq", AsmCompare::Eq}, {"ne", AsmCompare::Ne}, {"lt", AsmCompare::Lt},
        {"le", AsmCompare::Le}, {"gt", AsmCompare::Gt}, {"ge", AsmCompare::Ge},
        {"lo", AsmCompare::Lt}, {"ls", AsmCompare::Le}, {"hi", AsmCompare::Gt},
        {"hs", AsmCompare::Ge}};
    bool found = false;
    for (const auto &[name, compare] : compares)
      if (parts[1] == name) {
        inst.mode = static_cast<unsigned>(compare);
        found = true;
      }
    std::optional<AsmType> type = typeOf(parts[2]);
    if (!found || !type || type->kind == AsmType::Pred)
      return unknown();
    // lo/ls/hi/hs compare unsigned whatever the type says.
    if (parts[1].size() == 2 && (parts[1][0] == 'l' || parts[1][0] == 'h') &&
        (parts[1][1] == 'o' || parts[1][1] == 's' || parts[1][1] == 'i'))
      if (type->kind == AsmType::Signed)
        type->kind = AsmType::Unsigned;
    inst.opcode = AsmOpcode::Setp;
    inst.type = {AsmType::Pred, 1};
    inst.sourceType = *type;
    return arity(3);
  }
  if (base == "selp") {
    if (parts.size() != 2 || !lastType())
      return unknown();
    inst.opcode = AsmOpcode::Selp;
    return arity(4);
  }
  if (base == "bfind") {
    bool shiftamt = parts.size() == 3 && parts[1] == "shiftamt";
    if (parts.size() != (shiftamt ? 3u : 2u) || !lastType() ||
        (inst.type.kind != AsmType::Unsigned &&
         inst.type.kind != AsmType::Signed) ||
        inst.type.bits < 32)
      return unknown();
    inst.opcode = AsmOpcode::Bfind;
    inst.mode = shiftamt;
    return arity(2);
  }
  if (base == "ld" || base == "st") {
    // ld{.weak,.relaxed.scope,.acquire.scope,.volatile}{.space}{.nc}
    // {.v2,.v4}.type: the qualifiers CUDA's headers and CUB write.
    static const char *qualifiers[] = {
        "weak",   "relaxed", "acquire", "release", "volatile", "global",
        "shared", "local",   "const",   "param",   "nc",       "gpu",
        "sys",    "cta",     "ca",      "cg",      "cs",       "lu",
        "cv",     "wb",      "wt",      "v2",      "v4"};
    for (size_t i = 1; i + 1 < parts.size(); ++i) {
      bool known = false;
      for (const char *q : qualifiers)
        known |= parts[i] == q;
      if (!known)
        return unknown();
    }
    if (parts.size() < 2 || !lastType() || inst.type.kind == AsmType::Pred)
      return unknown();
    inst.opcode = base == "ld" ? AsmOpcode::Ld : AsmOpcode::St;
    for (size_t i = 1; i + 1 < parts.size(); ++i) {
      std::string_view q = parts[i];
      AsmInstruction::Access &a = inst.access;
      if (q == "global")
        a.space = 1;
      else if (q == "shared")
        a.space = 3;
      else if (q == "const")
        a.space = 4;
      else if (q == "local")
        a.space = 5;
      else if (q == "param")
        a.space = 101;
      else if (q == "relaxed")
        a.order = 1;
      else if (q == "acquire")
        a.order = 2;
      else if (q == "release")
        a.order = 3;
      else if (q == "volatile")
        a.order = 4;
      else if (q == "cta")
        a.scope = 1;
      else if (q == "gpu")
        a.scope = 2;
      else if (q == "sys")
        a.scope = 3;
      else if (q == "v2")
        a.width = 2;
      else if (q == "v4")
        a.width = 4;
      else if (q == "nc")
        a.nonCoherent = true;
    }
    if (inst.operands.size() != 2 ||
        inst.operands[base == "ld" ? 1 : 0].kind != AsmOperand::Address)
      return fail(statement, "an access without a [register] address");
    if (program->notExecutable.empty())
      program->notExecutable = "the memory access '" +
                               std::string(opcodeText(statement)) +
                               "' (the simulator checks accesses it lowers "
                               "itself, not ones in assembly)";
    return true;
  }
  if (base == "nanosleep") {
    if (parts.size() != 2 || parts[1] != "u32")
      return unknown();
    inst.opcode = AsmOpcode::Nanosleep;
    return arity(1);
  }
  if (base == "exit") {
    if (parts.size() != 1)
      return unknown();
    inst.opcode = AsmOpcode::Exit;
    return arity(0);
  }
  if (base == "cvta") {
    bool to = parts.size() == 4 && parts[1] == "to";
    if (parts.size() != (to ? 4u : 3u) || parts[to ? 2 : 1] != "shared" ||
        (parts.back() != "u64" && parts.back() != "u32") || !lastType())
      return unknown();
    inst.opcode = AsmOpcode::Cvta;
    if (program->notExecutable.empty())
      program->notExecutable = "'" + std::string(opcodeText(statement)) +
                               "' (a shared-memory address conversion)";
    return arity(2);
  }
  if (base == "bmsk") {
    if (parts.size() != 3 || parts[2] != "b32" ||
        (parts[1] != "clamp" && parts[1] != "wrap"))
      return unknown();
    inst.opcode = AsmOpcode::Bmsk;
    inst.type = {AsmType::Bits, 32};
    inst.mode = parts[1] == "clamp";
    return arity(3);
  }
  if (base == "prmt") {
    if (parts.size() < 2 || parts.size() > 3 || parts[1] != "b32")
      return unknown();
    static const char *modes[] = {"", "f4e", "b4e", "rc8", "ecl", "ecr", "rc16"};
    inst.mode = 0;
    if (parts.size() == 3) {
      unsigned m = 1;
      while (m < 7 && parts[2] != modes[m])
        ++m;
      if (m == 7)
        return unknown();
      inst.mode = m;
    }
    inst.opcode = AsmOpcode::Prmt;
    inst.type = {AsmType::Bits, 32};
    return arity(4);
  }
  if (base == "shf") {
    std::optional<unsigned> mode = decodeFunnelShift(parts);
    if (!mode)
      return unknown();
    inst.opcode = AsmOpcode::Shf;
    inst.type = {AsmType::Bits, 32};
    inst.mode = *mode;
    return arity(4);
  }
  if (base.size() > 1 && base[0] == 'v') {
    std::optional<unsigned> mode = decodeVideo(parts);
    if (!mode)
      return unknown();
    inst.opcode = AsmOpcode::Video;
    inst.type = {AsmType::Bits, 32};
    inst.mode = *mode;
    return arity(4);
  }
  // The arithmetic and logic ops: base.type, with .lo for mul and the
  // default rounding (.rn) accepted for float add/sub.
  static const std::pair<const char *, AsmOpcode> simple[] = {
      {"shr", AsmOpcode::Shr}, {"shl", AsmOpcode::Shl},   {"add", AsmOpcode::Add},
      {"sub", AsmOpcode::Sub}, {"min", AsmOpcode::Min},   {"max", AsmOpcode::Max},
      {"and", AsmOpcode::And}, {"or", AsmOpcode::Or},     {"xor", AsmOpcode::Xor},
      {"not", AsmOpcode::Not}, {"popc", AsmOpcode::Popc}, {"clz", AsmOpcode::Clz},
      {"brev", AsmOpcode::Brev}, {"mul", AsmOpcode::MulLo}};
  for (const auto &[name, opcode] : simple) {
    if (base != name)
      continue;
    size_t expected = 2;
    if (opcode == AsmOpcode::MulLo) {
      if (parts.size() != 3 || parts[1] != "lo")
        return unknown();
    } else if ((opcode == AsmOpcode::Add || opcode == AsmOpcode::Sub) &&
               parts.size() == 3 && parts[1] == "rn") {
      expected = 3;
    } else if (parts.size() != expected) {
      return unknown();
    }
    if (parts.size() != (opcode == AsmOpcode::MulLo ? 3u : expected) ||
        !lastType())
      return unknown();
    bool isFloat = inst.type.kind == AsmType::Float;
    bool floatOk = opcode == AsmOpcode::Add || opcode == AsmOpcode::Sub ||
                   opcode == AsmOpcode::Min || opcode == AsmOpcode::Max;
    if ((isFloat && (!floatOk || inst.type.bits < 32)) ||
        (parts.size() == 3 && opcode != AsmOpcode::MulLo && !isFloat))
      return unknown();
    bool logic = opcode == AsmOpcode::And || opcode == AsmOpcode::Or ||
                 opcode == AsmOpcode::Xor || opcode == AsmOpcode::Not;
    if (inst.type.kind == AsmType::Pred && !logic)
      return unknown();
    inst.opcode = opcode;
    bool unary = opcode == AsmOpcode::Not || opcode == AsmOpcode::Popc ||
                 opcode == AsmOpcode::Clz || opcode == AsmOpcode::Brev;
    return arity(unary ? 2 : 3);
  }
  return unknown();
}

} // namespace

std::shared_ptr<const AsmProgram>
warptile::ptx::parseInlineAsm(std::string_view text,
                              std::string_view constraints,
                              std::string &error) {
  error.clear();
  Reader reader(constraints, error);
  std::shared_ptr<const AsmProgram> program = reader.read(text);
  if (!program)
    return nullptr;
  // Every instruction's registers must hold what it writes: a predicate
  // where a predicate goes.
  for (const AsmInstruction &inst : program->instructions) {
    if (inst.hasGuard &&
        program->registers[inst.guard].kind != AsmType::Pred) {
      error = "a guard that is not a predicate register in '" + inst.text + "'";
      return nullptr;
    }
    if (!inst.operands.empty() &&
        inst.operands[0].kind != AsmOperand::Register &&
        !(inst.operands[0].kind == AsmOperand::Vector &&
          (inst.opcode == AsmOpcode::Mov || inst.opcode == AsmOpcode::Ld)) &&
        inst.opcode != AsmOpcode::BarWarpSync &&
        inst.opcode != AsmOpcode::St && inst.opcode != AsmOpcode::Nanosleep) {
      error = "a destination that is not a register in '" + inst.text + "'";
      return nullptr;
    }
  }
  return program;
}

bool warptile::ptx::isCollective(AsmOpcode opcode) {
  switch (opcode) {
  case AsmOpcode::Shfl:
  case AsmOpcode::Vote:
  case AsmOpcode::Match:
  case AsmOpcode::Redux:
  case AsmOpcode::BarWarpSync:
  case AsmOpcode::ActiveMask:
    return true;
  default:
    return false;
  }
}

const char *warptile::ptx::opcodeName(AsmOpcode opcode) {
  switch (opcode) {
  case AsmOpcode::Shfl:
    return "shfl.sync";
  case AsmOpcode::Vote:
    return "vote.sync";
  case AsmOpcode::Match:
    return "match.sync";
  case AsmOpcode::Redux:
    return "redux.sync";
  case AsmOpcode::BarWarpSync:
    return "bar.warp.sync";
  case AsmOpcode::ActiveMask:
    return "activemask";
  default:
    return "arithmetic";
  }
}

const AsmInstruction *AsmProgram::firstCollective() const {
  for (const AsmInstruction &inst : instructions)
    if (isCollective(inst.opcode))
      return &inst;
  return nullptr;
}

bool AsmProgram::accessesMemory() const {
  for (const AsmInstruction &inst : instructions)
    if (inst.opcode == AsmOpcode::Ld || inst.opcode == AsmOpcode::St)
      return true;
  return false;
}

bool AsmProgram::readsLane() const {
  for (const AsmInstruction &inst : instructions) {
    if (inst.opcode == AsmOpcode::Shfl || inst.opcode == AsmOpcode::Match ||
        inst.opcode == AsmOpcode::ActiveMask)
      return true;
    for (const AsmOperand &operand : inst.operands)
      if (operand.kind == AsmOperand::Special &&
          operand.sreg != AsmSreg::WarpId &&
          operand.sreg != AsmSreg::ReservedSmemOffset)
        return true;
  }
  return false;
}

bool AsmProgram::onlyWarpUniformCollectives() const {
  if (readsLane())
    return false;
  bool any = false;
  for (const AsmInstruction &inst : instructions) {
    if (inst.opcode == AsmOpcode::Vote || inst.opcode == AsmOpcode::Redux)
      any = true;
    for (const AsmOperand &operand : inst.operands)
      if (operand.kind == AsmOperand::Special &&
          operand.sreg == AsmSreg::WarpId)
        any = true;
  }
  return any;
}

std::vector<bool> AsmProgram::undefinedOutputs() const {
  // Which registers may hold an undefined value: all but the inputs and
  // the outputs tied to one, until an instruction writes them from
  // defined sources. A guarded write keeps what was there where its guard
  // fails, so it defines a register only if it was defined already.
  std::vector<bool> undefined(registers.size(), true);
  for (size_t i = 0; i < bindings.size() && i < undefined.size(); ++i) {
    if (!bindings[i].output)
      undefined[i] = false;
    if (bindings[i].tiedTo >= 0 &&
        static_cast<size_t>(bindings[i].tiedTo) < undefined.size())
      undefined[bindings[i].tiedTo] = false;
  }
  auto isUndefined = [&](unsigned reg) {
    return reg >= undefined.size() || undefined[reg];
  };
  auto readsUndefined = [&](const AsmOperand &operand) {
    switch (operand.kind) {
    case AsmOperand::Register:
    case AsmOperand::Address:
      return isUndefined(operand.reg);
    case AsmOperand::Vector:
      return std::any_of(operand.elements.begin(), operand.elements.end(),
                         isUndefined);
    default:
      return false;
    }
  };
  auto write = [&](unsigned reg, bool tainted, bool guarded) {
    if (reg < undefined.size())
      undefined[reg] = tainted || (guarded && undefined[reg]);
  };
  for (const AsmInstruction &inst : instructions) {
    // The instructions without a destination read every operand.
    bool writes = !inst.operands.empty() && inst.opcode != AsmOpcode::St &&
                  inst.opcode != AsmOpcode::BarWarpSync &&
                  inst.opcode != AsmOpcode::Nanosleep &&
                  inst.opcode != AsmOpcode::Exit;
    bool tainted = inst.hasGuard && isUndefined(inst.guard);
    for (size_t i = writes ? 1 : 0; i < inst.operands.size(); ++i)
      tainted |= readsUndefined(inst.operands[i]);
    if (writes) {
      const AsmOperand &destination = inst.operands[0];
      if (destination.kind == AsmOperand::Register)
        write(destination.reg, tainted, inst.hasGuard);
      for (unsigned reg : destination.elements)
        write(reg, tainted, inst.hasGuard);
    }
    if (inst.predicateOut != ~0u)
      write(inst.predicateOut, tainted, inst.hasGuard);
  }
  std::vector<bool> outputs;
  for (size_t i = 0; i < bindings.size(); ++i)
    if (bindings[i].output)
      outputs.push_back(isUndefined(static_cast<unsigned>(i)));
  return outputs;
}

bool AsmProgram::hasUndefinedOutput() const {
  std::vector<bool> outputs = undefinedOutputs();
  return std::find(outputs.begin(), outputs.end(), true) != outputs.end();
}

//===----------------------------------------------------------------------===//
// The interpreter
//===----------------------------------------------------------------------===//

namespace {

class Runner {
public:
  Runner(const AsmProgram &program, uint64_t *slots, AsmHooks *hooks,
         unsigned lane)
      : program(program), slots(slots), hooks(hooks), lane(lane) {}

  /// False when it meets what a lane-only evaluation cannot do.
  bool run();

private:
  uint64_t read(const AsmOperand &operand, AsmType type);
  void write(unsigned reg, uint64_t value) {
    slots[reg] = value & widthMask(program.registers[reg].bits);
  }
  uint32_t sreg(AsmSreg which);
  bool step(const AsmInstruction &inst);

  const AsmProgram &program;
  uint64_t *slots;
  AsmHooks *hooks; ///< null: evaluate at `lane` without collectives
  unsigned lane;
  bool stuck = false;
};

uint32_t Runner::sreg(AsmSreg which) {
  uint32_t l = hooks ? hooks->laneId() : lane;
  switch (which) {
  case AsmSreg::LaneId:
    return l;
  case AsmSreg::WarpId:
    if (!hooks) {
      stuck = true;
      return 0;
    }
    return hooks->warpId();
  case AsmSreg::LaneMaskEq:
    return uint32_t(1) << l;
  case AsmSreg::LaneMaskLt:
    return (uint32_t(1) << l) - 1;
  case AsmSreg::LaneMaskLe:
    return l == 31 ? ~uint32_t(0) : (uint32_t(2) << l) - 1;
  case AsmSreg::LaneMaskGt:
    return l == 31 ? 0 : ~((uint32_t(2) << l) - 1);
  case AsmSreg::LaneMaskGe:
    return ~((uint32_t(1) << l) - 1);
  case AsmSreg::ReservedSmemOffset:
    stuck = true;
    return 0;
  }
  return 0;
}

uint64_t Runner::read(const AsmOperand &operand, AsmType type) {
  uint64_t v = 0;
  switch (operand.kind) {
  case AsmOperand::Register:
    v = slots[operand.reg];
    break;
  case AsmOperand::Immediate:
    v = operand.imm;
    break;
  case AsmOperand::Special:
    v = sreg(operand.sreg);
    break;
  case AsmOperand::Address:
    stuck = true;
    break;
  case AsmOperand::Vector: {
    // {lo, hi}: the elements packed, low first.
    unsigned shift = 0;
    for (unsigned reg : operand.elements) {
      v |= (slots[reg] & widthMask(program.registers[reg].bits)) << shift;
      shift += program.registers[reg].bits;
    }
    break;
  }
  }
  if (operand.negated)
    v = !(v & 1);
  return v & widthMask(type.bits);
}

double asDouble(uint64_t bits, AsmType type) {
  if (type.bits == 32) {
    float f;
    uint32_t b = static_cast<uint32_t>(bits);
    std::memcpy(&f, &b, 4);
    return f;
  }
  double d;
  std::memcpy(&d, &bits, 8);
  return d;
}

uint64_t fromDouble(double value, AsmType type) {
  if (type.bits == 32) {
    float f = static_cast<float>(value);
    uint32_t b;
    std::memcpy(&b, &f, 4);
    return b;
  }
  uint64_t b;
  std::memcpy(&b, &value, 8);
  return b;
}

bool Runner::step(const AsmInstruction &inst) {
  if (inst.hasGuard) {
    bool p = slots[inst.guard] & 1;
    if (p == inst.guardNegated)
      return true;
  }
  const std::vector<AsmOperand> &ops = inst.operands;
  AsmType t = inst.type;
  AsmType u32{AsmType::Unsigned, 32};
  unsigned w = t.bits;
  auto src = [&](unsigned i) { return read(ops[i], t); };
  auto dst = [&](uint64_t v) { write(ops[0].reg, v & widthMask(w)); };
  if (isCollective(inst.opcode) && !hooks)
    return false;
  switch (inst.opcode) {
  case AsmOpcode::Shfl: {
    uint32_t value = 0;
    ShuffleSource source = hooks->shuffle(
        static_cast<ShuffleMode>(inst.mode), read(ops[4], u32),
        read(ops[1], u32), read(ops[2], u32), read(ops[3], u32), value);
    write(ops[0].reg, value);
    if (inst.predicateOut != ~0u)
      write(inst.predicateOut, source.valid);
    return true;
  }
  case AsmOpcode::Vote: {
    bool pred = read(ops[1], AsmType{AsmType::Pred, 1}) & 1;
    write(ops[0].reg, hooks->vote(inst.mode, read(ops[2], u32), pred));
    return true;
  }
  case AsmOpcode::Match: {
    bool pred = false;
    uint32_t mask = hooks->match(inst.mode, read(ops[2], u32), src(1), pred);
    write(ops[0].reg, mask);
    if (inst.predicateOut != ~0u)
      write(inst.predicateOut, pred);
    return true;
  }
  case AsmOpcode::Redux:
    write(ops[0].reg,
          hooks->redux(inst.mode, read(ops[2], u32), read(ops[1], u32)));
    return true;
  case AsmOpcode::BarWarpSync:
    hooks->warpSync(read(ops[0], u32));
    return true;
  case AsmOpcode::ActiveMask:
    write(ops[0].reg, hooks->activeMask());
    return true;
  case AsmOpcode::Mov: {
    uint64_t v = src(1);
    if (ops[0].kind == AsmOperand::Vector) {
      // mov.b64 {lo, hi}, a: the halves of a, low first.
      for (unsigned reg : ops[0].elements) {
        write(reg, v);
        v >>= program.registers[reg].bits;
      }
      return true;
    }
    dst(v);
    return true;
  }
  case AsmOpcode::Cvt: {
    uint64_t v = read(ops[1], inst.sourceType);
    if (inst.sourceType.kind == AsmType::Signed)
      v = static_cast<uint64_t>(signExtend(v, inst.sourceType.bits));
    dst(v);
    return true;
  }
  case AsmOpcode::Setp: {
    AsmType s = inst.sourceType;
    uint64_t a = read(ops[1], s), b = read(ops[2], s);
    AsmCompare c = static_cast<AsmCompare>(inst.mode);
    bool r = false;
    if (s.kind == AsmType::Float) {
      double x = asDouble(a, s), y = asDouble(b, s);
      switch (c) {
      case AsmCompare::Eq: r = x == y; break;
      case AsmCompare::Ne: r = x != y && x == x && y == y; break;
      case AsmCompare::Lt: r = x < y; break;
      case AsmCompare::Le: r = x <= y; break;
      case AsmCompare::Gt: r = x > y; break;
      case AsmCompare::Ge: r = x >= y; break;
      }
    } else if (s.kind == AsmType::Signed) {
      int64_t x = signExtend(a, s.bits), y = signExtend(b, s.bits);
      switch (c) {
      case AsmCompare::Eq: r = x == y; break;
      case AsmCompare::Ne: r = x != y; break;
      case AsmCompare::Lt: r = x < y; break;
      case AsmCompare::Le: r = x <= y; break;
      case AsmCompare::Gt: r = x > y; break;
      case AsmCompare::Ge: r = x >= y; break;
      }
    } else {
      switch (c) {
      case AsmCompare::Eq: r = a == b; break;
      case AsmCompare::Ne: r = a != b; break;
      case AsmCompare::Lt: r = a < b; break;
      case AsmCompare::Le: r = a <= b; break;
      case AsmCompare::Gt: r = a > b; break;
      case AsmCompare::Ge: r = a >= b; break;
      }
    }
    write(ops[0].reg, r);
    if (inst.predicateOut != ~0u)
      write(inst.predicateOut, !r);
    return true;
  }
  case AsmOpcode::Selp: {
    bool p = read(ops[3], AsmType{AsmType::Pred, 1}) & 1;
    dst(p ? src(1) : src(2));
    return true;
  }
  case AsmOpcode::Bfind: {
    // "bfind: Find the bit position of the most significant non-sign bit
    // ... returns 0xffffffff if no non-sign bit is found. ... .shiftamt:
    // returns the shift amount needed to left-shift the found bit into
    // the most-significant bit position."
    uint64_t a = src(1);
    if (t.kind == AsmType::Signed && (a >> (w - 1) & 1))
      a = ~a & widthMask(w);
    int pos = -1;
    for (int i = static_cast<int>(w) - 1; i >= 0; --i)
      if (a >> i & 1) {
        pos = i;
        break;
      }
    uint32_t d = pos < 0 ? 0xffffffffu
                 : inst.mode ? static_cast<uint32_t>(w - 1 - pos)
                             : static_cast<uint32_t>(pos);
    write(ops[0].reg, d);
    return true;
  }
  case AsmOpcode::Bmsk: {
    // The ISA's pseudo-code for bmsk.mode.b32 d, a, b:
    //   a1 = a & 0x1f; mask0 = (~0) << a1; b1 = b & 0x1f; sum = a1 + b1;
    //   mask1 = (~0) << sum; overflow = sum >= 32;
    //   .clamp: a >= 32 -> mask0 = 0, overflow; b >= 32 -> overflow
    //   if (overflow) mask1 = 0; else if (b1 == 0) mask1 = ~0;
    //   d = mask0 & ~mask1;
    uint32_t a = static_cast<uint32_t>(src(1)),
             b = static_cast<uint32_t>(src(2));
    uint32_t a1 = a & 0x1f, b1 = b & 0x1f, sum = a1 + b1;
    uint32_t mask0 = ~uint32_t(0) << a1;
    uint32_t mask1 = sum >= 32 ? 0 : ~uint32_t(0) << sum;
    bool overflow = sum >= 32;
    if (inst.mode) {
      if (a >= 32) {
        mask0 = 0;
        overflow = true;
      }
      if (b >= 32)
        overflow = true;
    }
    if (overflow)
      mask1 = 0;
    else if (b1 == 0)
      mask1 = ~uint32_t(0);
    dst(mask0 & ~mask1);
    return true;
  }
  case AsmOpcode::Shr:
  case AsmOpcode::Shl: {
    // "Shift amounts greater than the register width N are clamped to N";
    // the amount is always .u32.
    uint64_t a = src(1);
    uint32_t b = static_cast<uint32_t>(read(ops[2], u32));
    unsigned n = b > w ? w : b;
    uint64_t r;
    if (inst.opcode == AsmOpcode::Shl)
      r = n >= 64 ? 0 : a << n;
    else if (t.kind == AsmType::Signed)
      r = static_cast<uint64_t>(signExtend(a, w) >> (n >= 64 ? 63 : n));
    else
      r = n >= 64 ? 0 : a >> n;
    dst(n >= w && t.kind != AsmType::Signed ? 0 : r);
    return true;
  }
  case AsmOpcode::Prmt: {
    // prmt.b32{.mode} d, a, b, c: bytes {b, a} are b7..b0; in the
    // generic form each selector nibble picks a byte, its bit 3 replicates
    // the byte's sign.
    uint64_t bytes = (read(ops[2], u32) << 32) | read(ops[1], u32);
    uint32_t c = static_cast<uint32_t>(read(ops[3], u32));
    uint32_t d = 0;
    auto byteAt = [&](unsigned i) {
      return static_cast<uint32_t>(bytes >> (8 * (i & 7)) & 0xff);
    };
    if (inst.mode == 0) {
      for (unsigned i = 0; i < 4; ++i) {
        uint32_t sel = c >> (4 * i) & 0xf;
        uint32_t byte = byteAt(sel & 7);
        if (sel & 8)
          byte = (byte & 0x80) ? 0xff : 0;
        d |= byte << (8 * i);
      }
    } else {
      // The ISA's tables for the modes: d.b3 d.b2 d.b1 d.b0 for c[1:0] =
      // 0..3 (the same tables as lib/Sim/PtxScalar.cpp's prmt).
      static const uint8_t tables[6][4][4] = {
          {{3, 2, 1, 0}, {4, 3, 2, 1}, {5, 4, 3, 2}, {6, 5, 4, 3}}, // f4e
          {{5, 6, 7, 0}, {6, 7, 0, 1}, {7, 0, 1, 2}, {0, 1, 2, 3}}, // b4e
          {{0, 0, 0, 0}, {1, 1, 1, 1}, {2, 2, 2, 2}, {3, 3, 3, 3}}, // rc8
          {{3, 2, 1, 0}, {3, 2, 1, 1}, {3, 2, 2, 2}, {3, 3, 3, 3}}, // ecl
          {{0, 0, 0, 0}, {1, 1, 1, 0}, {2, 2, 1, 0}, {3, 2, 1, 0}}, // ecr
          {{1, 0, 1, 0}, {3, 2, 3, 2}, {1, 0, 1, 0}, {3, 2, 3, 2}}, // rc16
      };
      const uint8_t *row = tables[inst.mode - 1][c & 3];
      d = byteAt(row[0]) << 24 | byteAt(row[1]) << 16 | byteAt(row[2]) << 8 |
          byteAt(row[3]);
    }
    dst(d);
    return true;
  }
  case AsmOpcode::Add:
  case AsmOpcode::Sub:
  case AsmOpcode::Min:
  case AsmOpcode::Max: {
    uint64_t a = src(1), b = src(2);
    if (t.kind == AsmType::Float) {
      double x = asDouble(a, t), y = asDouble(b, t), r = 0;
      switch (inst.opcode) {
      case AsmOpcode::Add:
        r = t.bits == 32 ? double(float(x) + float(y)) : x + y;
        break;
      case AsmOpcode::Sub:
        r = t.bits == 32 ? double(float(x) - float(y)) : x - y;
        break;
      case AsmOpcode::Min: // a NaN operand gives the other
        r = x != x ? y : y != y ? x : (x < y ? x : y);
        break;
      default:
        r = x != x ? y : y != y ? x : (x > y ? x : y);
        break;
      }
      dst(fromDouble(r, t));
      return true;
    }
    if (inst.opcode == AsmOpcode::Add)
      dst(a + b);
    else if (inst.opcode == AsmOpcode::Sub)
      dst(a - b);
    else if (t.kind == AsmType::Signed) {
      int64_t x = signExtend(a, w), y = signExtend(b, w);
      bool takeA = inst.opcode == AsmOpcode::Min ? x < y : x > y;
      dst(takeA ? a : b);
    } else {
      bool takeA = inst.opcode == AsmOpcode::Min ? a < b : a > b;
      dst(takeA ? a : b);
    }
    return true;
  }
  case AsmOpcode::MulLo:
    dst(src(1) * src(2));
    return true;
  case AsmOpcode::And:
    dst(src(1) & src(2));
    return true;
  case AsmOpcode::Or:
    dst(src(1) | src(2));
    return true;
  case AsmOpcode::Xor:
    dst(src(1) ^ src(2));
    return true;
  case AsmOpcode::Not:
    dst(~src(1));
    return true;
  case AsmOpcode::Popc:
    write(ops[0].reg, __builtin_popcountll(src(1)));
    return true;
  case AsmOpcode::Clz: {
    uint64_t a = src(1);
    write(ops[0].reg, a ? __builtin_clzll(a) - (64 - w) : w);
    return true;
  }
  case AsmOpcode::Cvta:
  case AsmOpcode::Ld:
  case AsmOpcode::St:
    stuck = true;
    return false;
  case AsmOpcode::Nanosleep:
    return true;
  case AsmOpcode::Exit:
    if (!hooks)
      return false;
    hooks->exitThread();
    return true;
  case AsmOpcode::Shf:
    dst(funnelShift(static_cast<uint32_t>(read(ops[1], u32)),
                    static_cast<uint32_t>(read(ops[2], u32)),
                    static_cast<uint32_t>(read(ops[3], u32)), inst.mode & 1,
                    inst.mode & 2));
    return true;
  case AsmOpcode::Video:
    dst(simdVideo(inst.mode, static_cast<uint32_t>(read(ops[1], u32)),
                  static_cast<uint32_t>(read(ops[2], u32)),
                  static_cast<uint32_t>(read(ops[3], u32))));
    return true;
  case AsmOpcode::Brev: {
    uint64_t a = src(1), r = 0;
    for (unsigned i = 0; i < w; ++i)
      r |= (a >> i & 1) << (w - 1 - i);
    dst(r);
    return true;
  }
  }
  return false;
}

bool Runner::run() {
  for (const AsmInstruction &inst : program.instructions)
    if (!step(inst) || stuck)
      return false;
  return true;
}

} // namespace

void warptile::ptx::execute(const AsmProgram &program, uint64_t *slots,
                            AsmHooks &hooks) {
  // The lowering refuses a program with notExecutable set.
  Runner(program, slots, &hooks, 0).run();
}

std::optional<uint64_t>
warptile::ptx::evaluateAtLane(const AsmProgram &program,
                              const std::vector<uint64_t> &inputs,
                              unsigned lane) {
  if (program.numOutputs == 0 ||
      inputs.size() + program.numOutputs != program.bindings.size())
    return std::nullopt;
  std::vector<uint64_t> slots(program.registers.size(), 0);
  for (size_t i = 0; i < inputs.size(); ++i)
    slots[program.numOutputs + i] =
        inputs[i] & widthMask(program.registers[program.numOutputs + i].bits);
  if (!Runner(program, slots.data(), nullptr, lane).run())
    return std::nullopt;
  return slots[0];
}
