//===- ThreadExits.cpp - Ops that end the threads running them ------------===//
//
// Part of warptile. See ThreadExits.h. Exits are recognised by name: the
// warp dialect links neither the NVVM nor the LLVM dialect.
//
//===----------------------------------------------------------------------===//

#include "warptile/Dialect/Warp/IR/ThreadExits.h"
#include "warptile/Dialect/Warp/IR/FunctionReach.h"

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

/// The text of inline PTX in either spelling: llvm.inline_asm's
/// `asm_string`, nvvm.inline_ptx's `ptxCode`.
static StringAttr inlinePtxText(Operation *op) {
  StringRef name = op->getName().getStringRef();
  if (name != "llvm.inline_asm" && name != "nvvm.inline_ptx")
    return {};
  return op->getAttrOfType<StringAttr>(
      name == "llvm.inline_asm" ? "asm_string" : "ptxCode");
}

bool ThreadExits::isThreadExit(Operation *op) {
  StringRef name = op->getName().getStringRef();
  // PTX `exit` and `trap` (llvm.trap lowers to `trap; exit;`).
  // cf.assert lowers to a call of __assertfail on the lanes where its
  // condition fails.
  // `unreachable` and a false `assume`: LLVM takes no thread to reach them
  // and removes the path (round 18, 19).
  if (name == "nvvm.exit" || name == "llvm.intr.trap" ||
      name == "llvm.intr.ubsantrap" || name == "cf.assert" ||
      name == "llvm.unreachable" || name == "ub.unreachable" ||
      name == "llvm.intr.assume")
    return true;
  if (name == "llvm.call_intrinsic") {
    auto intrin = op->getAttrOfType<StringAttr>("intrin");
    return intrin && (intrin.getValue() == "llvm.trap" ||
                      intrin.getValue() == "llvm.ubsantrap" ||
                      intrin.getValue() == "llvm.nvvm.exit");
  }
  // Inline PTX in either spelling: llvm.inline_asm's `asm_string`,
  // nvvm.inline_ptx's `ptxCode`.
  if (name == "llvm.inline_asm" || name == "nvvm.inline_ptx") {
    StringAttr text = inlinePtxText(op);
    if (!text)
      return false;
    // An instruction `exit`, `trap` or `ret` (`ret.uni`; in a kernel it
    // ends the thread) anywhere in the text, or a `call`: it may reach any
    // function of the module by its PTX name, one that exits included, as
    // an indirect call may (issue 27 round 12: `call leave, ();` into a
    // public function that exits lanes 16-31 verified). A `bra` may leave
    // the snippet for a label of the kernel (round 19).
    return llvm::any_of(
        ArrayRef<StringRef>{"exit", "trap", "ret", "call", "bra"},
        [&](StringRef word) { return hasInstruction(text.getValue(), word); });
  }
  // CUDA's assert() fails through __assertfail, which traps; a call to a
  // function named as the trap and exit intrinsics is one (the LLVM IR
  // translation emits the intrinsic).
  if (auto call = dyn_cast<CallOpInterface>(op))
    if (auto callee = llvm::dyn_cast_if_present<SymbolRefAttr>(
            call.getCallableForCallee()))
      return llvm::is_contained({StringRef("__assertfail"),
                                 StringRef("llvm.trap"),
                                 StringRef("llvm.ubsantrap"),
                                 StringRef("llvm.nvvm.exit")},
                                callee.getLeafReference().getValue());
  return false;
}

bool ThreadExits::mayExitSomeLanes(Operation *op, UniformityFn isUniform) {
  // An assertion traps only the lanes where its condition fails; an
  // assumption removes the lanes where it fails.
  if (op->getName().getStringRef() == "cf.assert" ||
      op->getName().getStringRef() == "llvm.intr.assume")
    return op->getNumOperands() == 0 || !isUniform ||
           !isUniform(op, op->getOperand(0));
  StringRef name = op->getName().getStringRef();
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
  StringAttr text = inlinePtxText(op);
  return text && (text.getValue().contains('@') ||
                  text.getValue().contains("bra") ||
                  hasInstruction(text.getValue(), "call"));
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
  llvm::APInt mask;
  return matchPattern(op->getOperand(at), m_ConstantInt(&mask)) &&
         mask.trunc(32).isAllOnes();
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
  // Barriers and the warp-wide collectives of the gpu and nvgpu dialects
  // (each lowers to instructions that name the whole warp).
  if (name == "gpu.barrier" || name == "gpu.shuffle" ||
      name == "gpu.rotate" || name.starts_with("gpu.subgroup_") ||
      name.starts_with("nvgpu."))
    return name != "gpu.subgroup_id" && name != "gpu.subgroup_size" &&
           name != "nvgpu.rcp";
  if (name == "llvm.call_intrinsic") {
    auto intrin = op->getAttrOfType<StringAttr>("intrin");
    return intrin && isWaitingIntrinsic(intrin.getValue());
  }
  // A call of a declaration named as such an intrinsic is one.
  if (auto call = dyn_cast<CallOpInterface>(op))
    if (auto callee = llvm::dyn_cast_if_present<SymbolRefAttr>(
            call.getCallableForCallee()))
      return isWaitingIntrinsic(callee.getLeafReference().getValue());
  // Inline PTX holding a barrier or a warp collective.
  if (StringAttr text = inlinePtxText(op))
    return hasQualifier(text.getValue(), ".sync") ||
           hasQualifier(text.getValue(), ".aligned") ||
           llvm::any_of(kWaitingFamilies, [&](StringRef family) {
             return hasInstruction(text.getValue(), family, /*family=*/true);
           });
  return false;
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
  Operation *target = call.resolveCallable();
  // A symbol that names no function body of its own (an `llvm.mlir.ifunc`,
  // whose resolver picks the function at load time; an alias) may stand for
  // any function, one that exits included (issue 27 round 15, h3).
  if (target && !isa<FunctionOpInterface>(target))
    return callOp;
  auto callee = dyn_cast_or_null<FunctionOpInterface>(target);
  if (!callee || callee.isExternal())
    return nullptr;
  auto [it, inserted] = functions.try_emplace(callee, nullptr);
  if (!inserted)
    return it->second;
  Operation *found = nullptr;
  for (Block &block : callee.getFunctionBody()) {
    for (Operation &inner : block) {
      if (isThreadExit(&inner) || (found = findNested(&inner)))
        found = found ? found : &inner;
      if (found)
        break;
    }
    if (found)
      break;
  }
  functions[callee] = found;
  return found;
}

Operation *ThreadExits::findWaitInCallee(Operation *callOp) {
  auto call = dyn_cast<CallOpInterface>(callOp);
  if (!call || !readsOtherFunctions())
    return nullptr;
  auto callee =
      dyn_cast_or_null<FunctionOpInterface>(call.resolveCallable());
  if (!callee || callee.isExternal())
    return nullptr;
  auto [it, inserted] = waitingFunctions.try_emplace(callee, nullptr);
  if (!inserted)
    return it->second;
  Operation *found = nullptr;
  callee.getFunctionBody().walk([&](Operation *inner) {
    if (isThreadWait(inner) || findWaitInCallee(inner)) {
      found = inner;
      return WalkResult::interrupt();
    }
    return WalkResult::advance();
  });
  waitingFunctions[callee] = found;
  return found;
}

bool ThreadExits::underUniformControl(Operation *inner, Operation *ancestor,
                                      UniformityFn isUniform) {
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
    else if (auto loop = dyn_cast<scf::ForOp>(parent))
      uniform = isUniform(loop, loop.getLowerBound()) &&
                isUniform(loop, loop.getUpperBound()) &&
                isUniform(loop, loop.getStep());
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
