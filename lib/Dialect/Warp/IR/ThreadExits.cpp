//===- ThreadExits.cpp - Ops that end the threads running them ------------===//
//
// Part of warptile. See ThreadExits.h. Exits are recognised by name: the
// warp dialect links neither the NVVM nor the LLVM dialect.
//
//===----------------------------------------------------------------------===//

#include "warptile/Dialect/Warp/IR/ThreadExits.h"
#include "warptile/Analysis/Kernels.h"
#include "warptile/Analysis/UndefinedOps.h"
#include "warptile/Analysis/WellFormed.h"
#include "warptile/Dialect/Warp/IR/SymbolSnapshot.h"
#include "warptile/Dialect/Warp/IR/AsmText.h"
#include "warptile/Dialect/Warp/IR/FunctionReach.h"
#include "warptile/Dialect/Warp/IR/WarpOps.h"

#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/IR/BuiltinAttributes.h"
#include "mlir/IR/Matchers.h"
#include "mlir/Interfaces/CallInterfaces.h"
#include "mlir/Interfaces/FunctionInterfaces.h"

using namespace mlir;
using namespace mlir::warp;

/// Whether inline PTX `text` holds the instruction `word`: alone, or with
/// `.uni` (as `ret.uni` and `call.uni` are spelled), or, for a `family`,
/// with any qualifiers (`bar.sync`, `shfl.sync.idx.b32`).
static bool hasInstruction(StringRef text, StringRef word,
                           bool family = false) {
  auto isWordChar = [](char c) {
    return isalnum(static_cast<unsigned char>(c)) || c == '_' || c == '.' ||
           c == '%' || c == '$';
  };
  for (size_t at = text.find(word); at != StringRef::npos;
       at = text.find(word, at + 1)) {
    size_t end = at + word.size();
    if (text.substr(end).starts_with(".uni"))
      end += 4;
    bool startsWord = at == 0 || !isWordChar(text[at - 1]);
    bool endsWord = end >= text.size() || !isWordChar(text[end]) ||
                    (family && text[end] == '.');
    if (startsWord && endsWord)
      return true;
  }
  return false;
}

/// The instruction families that wait for other threads or are warp-wide,
/// one table for every spelling: NVVM ops (`nvvm.mbarrier.try_wait`), LLVM
/// intrinsics (`llvm.nvvm.barrier.cta.sync.aligned.all`) and inline PTX
/// (`setmaxnreg.inc.sync.aligned.u32`). Block and cluster barriers, the
/// warp collectives, the matrix ops (warp- or warpgroup-wide), mbarriers,
/// the register reallocation and tcgen05 (issue 27 rounds 18-20 each found
/// one spelling of one of these missed).
static constexpr StringLiteral kWaitingFamilies[] = {
    "bar",     "barrier",  "cluster",  "shfl",     "vote",
    "redux",   "match",    "elect",    "mma",      "wgmma",
    "wmma",    "ldmatrix", "stmatrix", "movmatrix", "mbarrier",
    "setmaxnreg", "setmaxregister", "tcgen05"};

/// Whether the dotted name of an NVVM op or intrinsic, after its prefix,
/// is a waiting one: its first component is a family of kWaitingFamilies,
/// alone or before a digit or `_` (`barrier0`), or any component is `sync`
/// or `aligned` (warp-wide by PTX's qualifiers). `cp.async.*`,
/// `fence.mbarrier.init` and `clusterlaunchcontrol.*` are not: they hold
/// no thread.
static bool isWaitingName(StringRef rest) {
  SmallVector<StringRef, 8> parts;
  rest.split(parts, '.');
  if (parts.empty())
    return false;
  StringRef first = parts.front();
  if (llvm::any_of(kWaitingFamilies, [&](StringRef family) {
        return first == family ||
               (first.starts_with(family) &&
                (isdigit(static_cast<unsigned char>(first[family.size()])) ||
                 first[family.size()] == '_'));
      }))
    return true;
  return llvm::any_of(parts, [](StringRef part) {
    return part == "sync" || part == "aligned";
  });
}

/// Whether the NVVM intrinsic `name` (`llvm.nvvm.*`) waits for other
/// threads or is a warp-wide collective.
static bool isWaitingIntrinsic(StringRef name) {
  return name.consume_front("llvm.nvvm.") && isWaitingName(name);
}

/// Whether inline PTX `text` has an instruction qualified `qualifier`
/// (`.sync`, `.aligned`): after a word character, before a non-word
/// character or the next qualifier.
static bool hasQualifier(StringRef text, StringRef qualifier) {
  for (size_t at = text.find(qualifier); at != StringRef::npos;
       at = text.find(qualifier, at + 1)) {
    size_t end = at + qualifier.size();
    bool afterWord = at > 0 && (isalnum(static_cast<unsigned char>(
                                    text[at - 1])) ||
                                text[at - 1] == '_');
    bool endsWord = end >= text.size() ||
                    !(isalnum(static_cast<unsigned char>(text[end])) ||
                      text[end] == '_');
    if (afterWord && endsWord)
      return true;
  }
  return false;
}

/// The PTX instruction families (an opcode's first component) that touch
/// only the registers and memory of the thread running them: they neither
/// end it, branch, call, nor wait for other threads. Inline PTX is read
/// against this list, not against a list of the instructions that do those
/// things (issue 27 rounds 18-28 each found one more spelling of a wait or
/// an exit missing from such a list): an instruction of any other family,
/// one PTX adds later or a misspelt one ptxas would take as something
/// else, reads as an exit, a wait and a call. Lists the integer, float,
/// half, logic, comparison, data movement, conversion, memory, atomic,
/// fence, texture, surface and video instructions of the PTX ISA 9.0,
/// with `cp` (asynchronous copies: the thread issues them alone and waits
/// for its own), `griddepcontrol` (it waits for the other grid, never for
/// this one's threads) and `activemask` (it reads which lanes run).
static constexpr StringLiteral kLaneLocalFamilies[] = {
    // Integer and extended precision.
    "add", "sub", "mul", "mad", "mul24", "mad24", "sad", "div", "rem",
    "abs", "neg", "min", "max", "popc", "clz", "bfind", "fns", "brev",
    "bfe", "bfi", "bmsk", "szext", "dp4a", "dp2a", "addc", "subc", "madc",
    // Floating point.
    "testp", "copysign", "fma", "rcp", "sqrt", "rsqrt", "sin", "cos",
    "lg2", "ex2", "tanh",
    // Comparison, selection and logic.
    "set", "setp", "selp", "slct", "and", "or", "xor", "not", "cnot",
    "lop3", "shf", "shl", "shr",
    // Data movement and conversion.
    "mov", "prmt", "ld", "ldu", "st", "prefetch", "prefetchu",
    "applypriority", "discard", "createpolicy", "isspacep", "cvta", "cvt",
    "mapa", "getctarank", "cp", "tensormap", "multimem", "alloca",
    "stacksave", "stackrestore", "activemask",
    // Atomics and memory ordering.
    "atom", "red", "fence", "membar", "nanosleep", "pmevent",
    "griddepcontrol", "clusterlaunchcontrol",
    // Textures and surfaces.
    "tex", "tld4", "txq", "suld", "sust", "sured", "suq", "istypep",
    // Video.
    "vadd", "vsub", "vabsdiff", "vmin", "vmax", "vshl", "vshr", "vmad",
    "vset", "vadd2", "vsub2", "vavrg2", "vabsdiff2", "vmin2", "vmax2",
    "vset2", "vadd4", "vsub4", "vavrg4", "vabsdiff4", "vmin4", "vmax4",
    "vset4"};

/// The instruction families that end the thread running them, and those
/// that may leave the snippet (a branch, a call).
static constexpr StringLiteral kExitFamilies[] = {"exit", "trap", "brkpt",
                                                  "ret"};
static constexpr StringLiteral kLeavingFamilies[] = {"call", "bra", "brx"};

/// Whether the statement is an instruction the reader does not know to be
/// lane-local (kLaneLocalFamilies), nor an exit, a branch, a call or a
/// wait it reads as one: it reads as all of them. Declarations (`.reg`)
/// are not instructions.
static bool isUnknownInstruction(const AsmStatement &statement) {
  if (statement.opcode.starts_with("."))
    return false;
  if (llvm::is_contained(kLaneLocalFamilies, statement.family))
    return false;
  return !llvm::is_contained(kExitFamilies, statement.family) &&
         !llvm::is_contained(kLeavingFamilies, statement.family) &&
         !isWaitingName(statement.opcode);
}

/// The opcode of the first statement of inline PTX `text` (as
/// emittedAsmText reads it) that isUnknownInstruction reads as any;
/// std::nullopt when there is none.
static std::optional<StringRef> firstUnknownInstruction(StringRef text) {
  for (const AsmStatement &statement : asmStatements(text))
    if (isUnknownInstruction(statement))
      return statement.opcode;
  return std::nullopt;
}

static bool hasUnknownInstruction(StringRef text) {
  return firstUnknownInstruction(text).has_value();
}

std::optional<std::string> ThreadExits::unknownAsmInstruction(Operation *op) {
  std::string storage;
  if (std::optional<StringRef> text = emittedAsmText(op, storage))
    if (std::optional<StringRef> opcode = firstUnknownInstruction(*text))
      return opcode->str();
  return std::nullopt;
}

/// The name of the intrinsic `op` calls, as `llvm.call_intrinsic` or as a
/// call of the intrinsic's declaration; empty otherwise.
static StringRef intrinsicName(Operation *op) {
  if (op->getName().getStringRef() == "llvm.call_intrinsic") {
    auto intrin = op->getAttrOfType<StringAttr>("intrin");
    return intrin ? intrin.getValue() : StringRef();
  }
  if (auto call = dyn_cast<CallOpInterface>(op))
    if (auto callee = llvm::dyn_cast_if_present<SymbolRefAttr>(
            call.getCallableForCallee()))
      if (callee.getLeafReference().getValue().starts_with("llvm."))
        return callee.getLeafReference().getValue();
  return StringRef();
}


/// Whether `call` of the function `target` ends the caller's path: LLVM
/// takes every path after it as unreachable, whatever the body does, and
/// removes it. So it does for a function declared `noreturn` (LLVM's
/// `passthrough`, round 21); for a kernel (a call of a function with the
/// PTX kernel calling convention from device code is undefined, round 50);
/// and for a call whose calling convention is not its callee's (undefined:
/// LLVM's InstCombine makes both `unreachable`, issue 27 round 51).
static bool endsCallersPath(Operation *call, Operation *target) {
  if (warptile::isUndefinedCall(call, target))
    return true;
  auto passthrough =
      target ? target->getAttrOfType<ArrayAttr>("passthrough") : ArrayAttr();
  if (!passthrough)
    return false;
  return llvm::any_of(passthrough, [](Attribute entry) {
    if (auto pair = dyn_cast<ArrayAttr>(entry); pair && !pair.empty())
      entry = pair[0];
    auto name = dyn_cast<StringAttr>(entry);
    return name && name.getValue() == "noreturn";
  });
}

/// Whether every operand that picks a barrier or counts its threads in the
/// block barriers of inline PTX `text` (as emittedAsmText reads it, one
/// statement per line) is a literal or an operand of the op (`$N`, whose
/// uniformity is asked): a register the snippet computes (`mov.u32 t,
/// %laneid; shr.u32 t, t, 4; bar.sync t, 32;`) may differ between the
/// lanes (round 22). A `bar.red`'s destination and predicate are each
/// thread's own.
static bool hasLiteralBarrierOperands(StringRef text,
                                      SmallVectorImpl<unsigned> &referenced) {
  for (const AsmStatement &statement : asmStatements(text)) {
    // bar.warp.sync's mask: namesWholeWarp, the convergence checker.
    if ((statement.family != "bar" && statement.family != "barrier") ||
        statement.opcode.starts_with("bar.warp.sync"))
      continue;
    SmallVector<StringRef, 4> operands;
    statement.operands.split(operands, ',', -1, /*KeepEmpty=*/false);
    ArrayRef<StringRef> picks(operands);
    // A `bar.red`'s destination and predicate are each thread's own.
    SmallVector<StringRef, 6> parts;
    statement.opcode.split(parts, '.');
    if (llvm::is_contained(parts, "red") && picks.size() >= 2)
      picks = picks.drop_front().drop_back();
    for (StringRef operand : picks) {
      operand = operand.trim();
      int64_t literal;
      uint64_t unsignedLiteral;
      if (!operand.getAsInteger(0, literal) ||
          !operand.getAsInteger(0, unsignedLiteral))
        continue;
      StringRef number = operand;
      unsigned index;
      if (!number.consume_front("$") || number.getAsInteger(10, index))
        return false;
      referenced.push_back(index);
    }
  }
  // An operand is its value only if nothing else in the snippet names it:
  // a snippet may overwrite its own input register before the barrier
  // reads it (round 24: `mov.u32 $0, %laneid; shr.u32 $0, $0, 4; bar.sync
  // $0, 32;`). The references are counted in one pass (round 25: a
  // snippet of N barriers was read in N^2).
  if (referenced.empty())
    return true;
  llvm::SmallDenseMap<unsigned, size_t> mentions;
  for (size_t at = text.find('$'); at != StringRef::npos;
       at = text.find('$', at + 1)) {
    if (at + 1 < text.size() && text[at + 1] == '$') {
      ++at; // an escaped `$`
      continue;
    }
    StringRef digits = text.drop_front(at + 1).take_while(
        [](char c) { return isdigit(static_cast<unsigned char>(c)); });
    unsigned index;
    if (!digits.empty() && !digits.getAsInteger(10, index))
      ++mentions[index];
  }
  llvm::SmallDenseMap<unsigned, size_t> picked;
  for (unsigned index : referenced)
    ++picked[index];
  for (auto [index, count] : picked)
    if (mentions.lookup(index) > count)
      return false;
  return true;
}

/// Whether a barrier's operands that pick the barrier or count its threads
/// (not a `bar.red` predicate, which each thread brings) are shown
/// warp-uniform: a warp whose lanes name different barriers, or different
/// counts, splits across them (round 21: `nvvm.barrier id = select(lane <
/// 16, 1, 2)` at the top level).
static bool hasUniformBarrierOperands(Operation *op,
                                      ThreadExits::UniformityFn isUniform) {
  StringRef name = op->getName().getStringRef();
  SmallVector<Value, 2> picks;
  if (name == "nvvm.barrier") {
    auto segments = op->getAttrOfType<DenseI32ArrayAttr>("operandSegmentSizes");
    if (!segments || segments.size() < 2)
      return false;
    picks.append(op->operand_begin(),
                 op->operand_begin() + segments[0] + segments[1]);
  } else if (name.starts_with("nvvm.barrier") || name.starts_with("nvvm.bar.") ||
             name.starts_with("nvvm.cluster.")) {
    if (name == "nvvm.bar.warp.sync")
      return true; // its mask: namesWholeWarp, the convergence checker
    picks.append(op->operand_begin(), op->operand_end());
  } else if (StringRef callee = intrinsicName(op); !callee.empty()) {
    if (!callee.consume_front("llvm.nvvm.") ||
        !(callee.starts_with("barrier") || callee.starts_with("bar.")) ||
        callee.starts_with("bar.warp.sync"))
      return true;
    picks.append(op->operand_begin(), op->operand_end());
    // `barrier0.popc/and/or` and `barrier.cta.red.*`: the last operand is
    // each thread's predicate.
    if (!picks.empty() && (callee.contains("popc") || callee.contains(".and") ||
                           callee.contains(".or") || callee.contains("red")))
      picks.pop_back();
  } else if (std::string storage;
             std::optional<StringRef> text = emittedAsmText(op, storage)) {
    // The operands of its block barriers.
    SmallVector<unsigned, 4> referenced;
    if (!hasLiteralBarrierOperands(*text, referenced))
      return false;
    // The op's operands those references name: an llvm.inline_asm numbers
    // its direct outputs (results) first; any other spelling, all of them.
    if (name != "llvm.inline_asm") {
      if (!referenced.empty())
        picks.append(op->operand_begin(), op->operand_end());
    } else {
      SmallVector<int> operandOf = asmTemplateOperands(op);
      SmallVector<StringRef> constraintOf = asmTemplateConstraints(op);
      for (unsigned index : referenced) {
        if (index >= operandOf.size() || operandOf[index] < 0 ||
            static_cast<unsigned>(operandOf[index]) >= op->getNumOperands())
          return false;
        // An input tied to an output (`=r,0`) is the output's register,
        // which the snippet may write before the barrier reads it (round
        // 25).
        if (index < constraintOf.size() &&
            constraintOf[index].find_first_of("0123456789") != StringRef::npos)
          return false;
        picks.push_back(op->getOperand(operandOf[index]));
      }
    }
  } else {
    return true;
  }
  return llvm::all_of(picks, [&](Value value) {
    return isUniform && isUniform(op, value);
  });
}

bool ThreadExits::isThreadExit(Operation *op) {
  StringRef name = op->getName().getStringRef();
  // PTX `exit` and `trap` (llvm.trap lowers to `trap; exit;`).
  // cf.assert lowers to a call of __assertfail on the lanes where its
  // condition fails.
  // `unreachable`, a false `assume`, a store to null, undef or poison and a
  // branch on undef or poison (round 60a h6):
  // LLVM takes no thread to reach them and removes the path (round 18, 19,
  // 52).
  // A breakpoint (`brkpt`: llvm.intr.debugtrap, nvvm.breakpoint) suspends
  // the lanes that reach it (round 27).
  if (name == "nvvm.exit" || name == "llvm.intr.trap" ||
      name == "llvm.intr.ubsantrap" || name == "llvm.intr.debugtrap" ||
      name == "nvvm.breakpoint" || name == "cf.assert" ||
      name == "llvm.unreachable" || name == "ub.unreachable" || warptile::isAssume(op) ||
      warptile::isUndefinedAccess(op, mlir::warp::readsOtherFunctions()) ||
      warptile::isUndefinedBranch(op))
    return true;
  if (StringRef intrin = intrinsicName(op); !intrin.empty())
    return intrin == "llvm.trap" || intrin == "llvm.ubsantrap" ||
           intrin == "llvm.debugtrap" || intrin == "llvm.nvvm.exit";
  // Inline PTX in either spelling: llvm.inline_asm's `asm_string`,
  // nvvm.inline_ptx's `ptxCode`.
  std::string storage;
  if (std::optional<StringRef> text = emittedAsmText(op, storage)) {
    // An instruction `exit`, `trap`, `brkpt` (the thread stops) or `ret` (`ret.uni`; in a kernel it
    // ends the thread) anywhere in the text, or a `call`: it may reach any
    // function of the module by its PTX name, one that exits included, as
    // an indirect call may (issue 27 round 12: `call leave, ();` into a
    // public function that exits lanes 16-31 verified). A `bra` may leave
    // the snippet for a label of the kernel (round 19), and so may a
    // `brx.idx` to one of a `.branchtargets` list (round 21).
    // An instruction the reader does not know reads as any (round 29).
    return llvm::any_of(
               ArrayRef<StringRef>{"exit", "trap", "brkpt", "ret", "call",
                                   "bra"},
               [&](StringRef word) { return hasInstruction(*text, word); }) ||
           hasInstruction(*text, "brx", /*family=*/true) ||
           hasUnknownInstruction(*text);
  }
  // CUDA's assert() fails through __assertfail, which traps.
  if (auto call = dyn_cast<CallOpInterface>(op))
    if (auto callee = llvm::dyn_cast_if_present<SymbolRefAttr>(
            call.getCallableForCallee()))
      return callee.getLeafReference().getValue() == "__assertfail";
  return false;
}

/// Whether inline PTX `text` (as emittedAsmText reads it: one statement per
/// line, `[@guard ]opcode operands;`) may take some of the lanes that run
/// it away from the others: a guarded exit or wait (`@p exit;`, `@p
/// bar.sync 0;`), or a branch or call, which may leave the snippet or run
/// anything. A guard on anything else splits no lane (round 25: CUB's
/// `shfl.sync.up.b32 r0|p, ...; @p add.s32 r0, r0, $1;` at the top level).
static bool splitsLanes(StringRef text) {
  for (const AsmStatement &statement : asmStatements(text)) {
    StringRef family = statement.family;
    if (llvm::is_contained(kLeavingFamilies, family) ||
        isUnknownInstruction(statement))
      return true;
    if (statement.guarded && (llvm::is_contained(kExitFamilies, family) ||
                              isWaitingName(statement.opcode)))
      return true;
  }
  return false;
}

bool ThreadExits::mayExitSomeLanes(Operation *op, UniformityFn isUniform) {
  // An assertion traps only the lanes where its condition fails; an
  // assumption removes the lanes where it fails.
  if (op->getName().getStringRef() == "cf.assert" || warptile::isAssume(op))
    return op->getNumOperands() == 0 || !isUniform ||
           !isUniform(op, op->getOperand(0));
  StringRef name = op->getName().getStringRef();
  // A barrier whose operands are not shown warp-uniform holds the lanes of
  // a warp at different barriers.
  if (isThreadWait(op) && !hasUniformBarrierOperands(op, isUniform))
    return true;
  // A wait in inline assembly, too: its own predicate holds some lanes
  // only (round 20: `@p bar.warp.sync -1;` at the top level).
  if ((name != "llvm.inline_asm" && name != "nvvm.inline_ptx") ||
      !(isThreadExit(op) || isThreadWait(op)))
    return false;
  // Inline assembly may guard its exit by a predicate (`@p exit;`, or
  // nvvm.inline_ptx's `predicate` operand, which it lowers to one) or
  // branch around it: only the lanes whose predicate holds leave.
  if (name == "nvvm.inline_ptx") {
    // The predicate is the last operand when present (its operand
    // segments: read-only, read-write, predicate).
    auto segments = op->getAttrOfType<DenseI32ArrayAttr>("operandSegmentSizes");
    if (!segments || segments.size() != 3 || segments[2] != 0)
      return true;
  }
  // A `call` is as an indirect call: which lanes the callee ends is not
  // known.
  std::string storage;
  std::optional<StringRef> text = emittedAsmText(op, storage);
  return text && splitsLanes(*text);
}

/// Whether a raw NVVM collective names the whole warp: its member mask
/// (the first operand, a redux's second) is the full constant, or absent
/// (`elect.sync`). Under a lane branch it then waits for lanes that are not
/// there. A mask computed at run time (`activemask`, a ballot: the lanes
/// that are there) or a partial constant is the convergence checker's to
/// check (C1-C5); `--warp-raise` leaves such shuffles under the branch
/// whose lanes they name.
static bool namesWholeWarp(Operation *op) {
  unsigned at = op->getName().getStringRef() == "nvvm.redux.sync" ? 1 : 0;
  if (op->getNumOperands() <= at)
    return true;
  std::optional<llvm::APInt> mask =
      warptile::wellFormedConstantInt(op->getOperand(at));
  return mask && mask->trunc(32).isAllOnes();
}

bool ThreadExits::isThreadWait(Operation *op) {
  StringRef name = op->getName().getStringRef();
  if (llvm::is_contained({StringRef("nvvm.shfl.sync"),
                          StringRef("nvvm.vote.sync"),
                          StringRef("nvvm.redux.sync"),
                          StringRef("nvvm.match.sync"),
                          StringRef("nvvm.bar.warp.sync"),
                          StringRef("nvvm.elect.sync")},
                         name))
    return namesWholeWarp(op);
  // The other NVVM ops by family, not one by one (round 20:
  // `nvvm.mma.sp.sync`, `nvvm.mbarrier.*`, `nvvm.setmaxregister` were
  // missed).
  StringRef nvvm = name;
  if (nvvm.consume_front("nvvm.") && !nvvm.starts_with("read.ptx.sreg.") &&
      isWaitingName(nvvm))
    return true;
  // A gpu.shuffle (gpu.rotate) of a width below 32 lowers to `shfl.sync`
  // whose member mask is lanes 0 to width - 1 (`-1 >> (32 - width)`): a
  // raw collective with a partial mask, whose mask is the convergence
  // checker's (C1), as the nvvm ops' above (round 60a h4: a width-16
  // shuffle under `lane < 16` was W19).
  if (name == "gpu.shuffle" || name == "gpu.rotate") {
    std::optional<llvm::APInt> width;
    if (name == "gpu.shuffle" && op->getNumOperands() == 3)
      width = warptile::wellFormedConstantInt(op->getOperand(2));
    else if (auto attr = op->getAttrOfType<IntegerAttr>("width"))
      width = attr.getValue();
    if (width && width->getActiveBits() <= 6 && width->getZExtValue() < 32)
      return false;
  }
  // Barriers and the warp-wide collectives of the gpu and nvgpu dialects
  // (each lowers to instructions that name the whole warp).
  if (name == "gpu.barrier" || name == "gpu.shuffle" ||
      name == "gpu.rotate" || name == "gpu.all_reduce" ||
      name.starts_with("gpu.subgroup_") ||
      name.starts_with("nvgpu."))
    return name != "gpu.subgroup_id" && name != "gpu.subgroup_size" &&
           name != "nvgpu.rcp";
  // The intrinsic called by name or through its declaration.
  if (StringRef intrin = intrinsicName(op); !intrin.empty())
    return isWaitingIntrinsic(intrin);
  // Inline PTX holding a barrier or a warp collective.
  std::string storage;
  if (std::optional<StringRef> text = emittedAsmText(op, storage))
    return hasQualifier(*text, ".sync") || hasQualifier(*text, ".aligned") ||
           llvm::any_of(kWaitingFamilies, [&](StringRef family) {
             return hasInstruction(*text, family, /*family=*/true);
           }) ||
           hasUnknownInstruction(*text);
  return false;
}

/// The function body a direct call of a defined function reaches, null
/// otherwise.
static Operation *definedCallee(CallOpInterface call) {
  auto callee =
      dyn_cast_or_null<FunctionOpInterface>(resolveCallee(call));
  return callee && !callee.isExternal() ? callee.getOperation() : nullptr;
}

Operation *ThreadExits::findInCallee(Operation *callOp) {
  auto call = dyn_cast<CallOpInterface>(callOp);
  if (!call)
    return nullptr;
  // An indirect call (a function pointer, func.call_indirect) may reach any
  // function whose address is taken, one that exits included: it may end
  // some lanes (which function runs may even differ per lane).
  if (isa<Value>(call.getCallableForCallee()))
    return callOp;
  // An op verifier reads its own function only; the symbol table's check
  // reads the callee (FunctionReach.h).
  if (!readsOtherFunctions())
    return nullptr;
  Operation *target = resolveCallee(call);
  // A symbol that names no function body of its own (an `llvm.mlir.ifunc`,
  // whose resolver picks the function at load time; an alias) may stand for
  // any function, one that exits included (issue 27 round 15, h3).
  if ((target && !isa<FunctionOpInterface>(target)) ||
      endsCallersPath(call, target))
    return callOp;
  Operation *callee = definedCallee(call);
  return callee ? search(callee, Search::Exits) : nullptr;
}

Operation *ThreadExits::findWaitInCallee(Operation *callOp) {
  auto call = dyn_cast<CallOpInterface>(callOp);
  if (!call || !readsOtherFunctions())
    return nullptr;
  Operation *callee = definedCallee(call);
  return callee ? search(callee, Search::Waits) : nullptr;
}

void ThreadExits::scan(Operation *func, Search kind,
                       SmallVectorImpl<Item> &items) {
  func->walk<WalkOrder::PreOrder>([&](Operation *inner) {
    if (inner == func)
      return WalkResult::advance();
    // An exit at the top level of the body ends every lane that called
    // the function; one nested in a region, or a wait there, may end or
    // hold only some of them.
    bool nested = inner->getParentOp() != func;
    // Even at the top level: a barrier whose id or count may differ
    // between the lanes, guarded inline PTX (round 22: a helper's
    // `nvvm.barrier id = select(lane < 16, 1, 2)` called by every lane).
    bool hit =
        kind == Search::Waits
            ? isThreadWait(inner)
            : isThreadExit(inner) || (nested && isThreadWait(inner)) ||
                  mayExitSomeLanes(inner, calleeUniformity
                                              ? UniformityFn(calleeUniformity)
                                              : UniformityFn());
    auto call = dyn_cast<CallOpInterface>(inner);
    if (!hit && call && kind == Search::Exits) {
      Operation *target = resolveCallee(call);
      hit = isa<Value>(call.getCallableForCallee()) ||
            (target && !isa<FunctionOpInterface>(target)) ||
            endsCallersPath(call, target);
    }
    if (hit) {
      items.push_back({inner, nullptr, kind});
      return WalkResult::interrupt();
    }
    if (Operation *callee = call ? definedCallee(call) : nullptr) {
      items.push_back({inner, callee, kind});
      if (kind == Search::Exits && nested)
        items.push_back({inner, callee, Search::Waits});
    }
    return WalkResult::advance();
  });
}

Operation *ThreadExits::search(Operation *root, Search kind) {
  Node start{root, kind};
  if (auto it = decided.find(start); it != decided.end())
    return it->second;
  // Tarjan's strongly connected components over (function, search),
  // without recursion: the functions that call each other are decided
  // together, once all they call is (round 21: a memo that took a
  // function still being searched for one without a wait let a caller of
  // its partner in recursion pass).
  struct Info {
    SmallVector<Item, 4> items;
    unsigned index, low;
    bool onStack = true;
  };
  llvm::DenseMap<Node, unsigned> ids;
  SmallVector<Info> infos;
  SmallVector<Node> components;
  SmallVector<std::pair<Node, size_t>> path;
  auto visit = [&](Node node) {
    unsigned id = infos.size();
    ids[node] = id;
    infos.emplace_back();
    infos[id].index = infos[id].low = id;
    scan(node.first, node.second, infos[id].items);
    components.push_back(node);
    path.push_back({node, 0});
  };
  visit(start);
  while (!path.empty()) {
    unsigned me = ids[path.back().first];
    if (path.back().second < infos[me].items.size()) {
      Item item = infos[me].items[path.back().second++];
      if (!item.callee)
        continue;
      Node target{item.callee, item.search};
      if (decided.count(target))
        continue;
      auto it = ids.find(target);
      if (it == ids.end())
        visit(target);
      else if (infos[it->second].onStack)
        infos[me].low = std::min(infos[me].low, infos[it->second].index);
      continue;
    }
    Node node = path.pop_back_val().first;
    if (!path.empty()) {
      unsigned parent = ids[path.back().first];
      infos[parent].low = std::min(infos[parent].low, infos[me].low);
    }
    if (infos[me].low != infos[me].index)
      continue;
    SmallVector<Node> members;
    Node member;
    do {
      member = components.pop_back_val();
      infos[ids[member]].onStack = false;
      members.push_back(member);
      decided[member] = nullptr;
    } while (member != node);
    // A member finds what its own body holds, or what a function it calls
    // finds: outside the component that is decided; inside, it is what
    // the other members have found so far, until nothing changes.
    for (bool changed = true; changed;) {
      changed = false;
      for (Node each : members) {
        if (decided[each])
          continue;
        for (const Item &item : infos[ids[each]].items) {
          Operation *found =
              item.callee ? decided.lookup({item.callee, item.search})
                          : item.op;
          if (found) {
            decided[each] = found;
            changed = true;
            break;
          }
        }
      }
    }
  }
  return decided.lookup(start);
}

bool ThreadExits::underUniformControl(
    Operation *inner, Operation *ancestor, UniformityFn isUniform,
    function_ref<bool(Operation *loop)> sameTrips) {
  Operation *child = inner;
  for (Operation *parent = inner->getParentOp(); parent;
       child = parent, parent = parent->getParentOp()) {
    bool uniform = false;
    // Every lane that runs an scf.execute_region runs its entry block once
    // (no block branches back to an entry block).
    if (auto region = dyn_cast<scf::ExecuteRegionOp>(parent))
      uniform = child->getBlock() == &region.getRegion().front();
    else if (auto branch = dyn_cast<scf::IfOp>(parent))
      uniform = isUniform(branch, branch.getCondition());
    // A warp.if on the whole warp whose regions take its set branches on a
    // warp-uniform condition (W8): the warp runs a region whole, as under
    // scf.if (issue 27 round 63 h3). On a part of the warp (the low half of
    // a warp.diverge) only that part enters, however uniform the
    // condition (round 65 h1, h2: an exit, a barrier or a full-warp
    // shuffle there ran on lanes 0-15 alone).
    else if (auto branch = dyn_cast<mlir::warp::IfOp>(parent)) {
      auto whole = dyn_cast<mlir::warp::WarpType>(branch.getWarp().getType());
      uniform = whole && whole.getLanes().isAll() &&
                branch.isUniformBranch() &&
                isUniform(branch, branch.getCondition());
    }
    else if (auto loop = dyn_cast<scf::ForOp>(parent))
      uniform = (isUniform(loop, loop.getLowerBound()) &&
                 isUniform(loop, loop.getUpperBound()) &&
                 isUniform(loop, loop.getStep())) ||
                (sameTrips && sameTrips(loop));
    else if (auto loop = dyn_cast<scf::WhileOp>(parent))
      uniform = isUniform(loop, loop.getConditionOp().getCondition());
    if (!uniform)
      return false;
    if (parent == ancestor)
      return true;
  }
  return false;
}

Operation *ThreadExits::findNested(Operation *op, UniformityFn isUniform,
                                   bool withWaits) {
  if (Operation *inCallee = findInCallee(op))
    return inCallee;
  Operation *found = nullptr;
  for (Region &region : op->getRegions()) {
    region.walk([&](Operation *inner) {
      bool stops =
          isThreadExit(inner) || (withWaits && isThreadWait(inner));
      // Asked only of an op that stops lanes: the walk up to `op` costs the
      // nesting depth, which over every op of a deep nest was cubic.
      auto uniformHere = [&] {
        return isUniform && underUniformControl(inner, op, isUniform);
      };
      bool together =
          stops && uniformHere() && !mayExitSomeLanes(inner, isUniform);
      // A callee's waits matter where only some lanes call it (round 19:
      // a helper's barrier called under a lane branch deadlocked).
      if ((stops && !together) || findInCallee(inner) ||
          (withWaits && findWaitInCallee(inner) && !uniformHere())) {
        found = inner;
        return WalkResult::interrupt();
      }
      return WalkResult::advance();
    });
    if (found)
      break;
  }
  return found;
}
