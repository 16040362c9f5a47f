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
#include "mlir/Interfaces/CallInterfaces.h"
#include "mlir/Interfaces/FunctionInterfaces.h"

using namespace mlir;
using namespace mlir::warp;

/// Whether inline PTX `text` holds the instruction `word` (alone, or with
/// `.uni`, as `ret.uni` and `call.uni` are spelled).
static bool hasInstruction(StringRef text, StringRef word) {
  auto isWordChar = [](char c) {
    return isalnum(static_cast<unsigned char>(c)) || c == '_' || c == '.' ||
           c == '%';
  };
  for (size_t at = text.find(word); at != StringRef::npos;
       at = text.find(word, at + 1)) {
    size_t end = at + word.size();
    if (text.substr(end).starts_with(".uni"))
      end += 4;
    bool startsWord = at == 0 || !isWordChar(text[at - 1]);
    bool endsWord = end >= text.size() || !isWordChar(text[end]);
    if (startsWord && endsWord)
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
  if (name == "nvvm.exit" || name == "llvm.intr.trap" ||
      name == "llvm.intr.ubsantrap" || name == "cf.assert" ||
      name == "llvm.unreachable")
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
    // public function that exits lanes 16-31 verified).
    return llvm::any_of(
        ArrayRef<StringRef>{"exit", "trap", "ret", "call"},
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
  // An assertion traps only the lanes where its condition fails.
  if (op->getName().getStringRef() == "cf.assert")
    return op->getNumOperands() == 0 || !isUniform ||
           !isUniform(op, op->getOperand(0));
  StringRef name = op->getName().getStringRef();
  if ((name != "llvm.inline_asm" && name != "nvvm.inline_ptx") ||
      !isThreadExit(op))
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

bool ThreadExits::isThreadWait(Operation *op) {
  StringRef name = op->getName().getStringRef();
  if (name == "gpu.barrier" || name == "nvvm.barrier0" ||
      name == "nvvm.barrier" || name == "nvvm.bar.warp.sync")
    return true;
  if (name == "llvm.call_intrinsic") {
    auto intrin = op->getAttrOfType<StringAttr>("intrin");
    return intrin && (intrin.getValue() == "llvm.nvvm.barrier0" ||
                      intrin.getValue().starts_with("llvm.nvvm.barrier.") ||
                      intrin.getValue() == "llvm.nvvm.bar.warp.sync");
  }
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

Operation *ThreadExits::findNested(Operation *op, UniformityFn isUniform) {
  if (Operation *inCallee = findInCallee(op))
    return inCallee;
  Operation *found = nullptr;
  for (Region &region : op->getRegions()) {
    region.walk([&](Operation *inner) {
      bool stops = isThreadExit(inner) || isThreadWait(inner);
      bool together = isUniform && stops &&
                      !mayExitSomeLanes(inner, isUniform) &&
                      underUniformControl(inner, op, isUniform);
      if ((stops && !together) || findInCallee(inner)) {
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
