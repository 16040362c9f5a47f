//===- NVVMLoweringChecks.cpp - Before and after convert-gpu-to-nvvm ------===//
//
// Part of warptile. See NVVMLoweringChecks.h.
//
//===----------------------------------------------------------------------===//

#include "NVVMLoweringChecks.h"
#include "warptile/Analysis/Kernels.h"
#include "warptile/Analysis/MemoryObjects.h"
#include "warptile/Analysis/UndefinedOps.h"
#include "warptile/Pipelines/Pipelines.h"

#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/IR/Matchers.h"
#include "mlir/IR/SymbolTable.h"
#include "mlir/Interfaces/CallInterfaces.h"
#include "mlir/Interfaces/FunctionInterfaces.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/Support/Regex.h"

using namespace mlir;

namespace {

/// The kinds MLIR 22.1's WMMA-to-NVVM lowering (createScalarOp in
/// GPUToNVVM/WmmaOpsToNvvm.cpp) builds for `element`: found by running
/// each kind through `mlir-opt --convert-gpu-to-nvvm` and warp-run. The
/// others abort (subf, negatef, extf and the integer kinds reach an
/// llvm_unreachable; maxf and minf on f16 build an f32 NaN constant for
/// f16 registers and crash after "FloatAttr does not match expected type
/// of the constant").
bool lowerable(gpu::MMAElementwiseOp kind, Type element) {
  switch (kind) {
  case gpu::MMAElementwiseOp::ADDF:
  case gpu::MMAElementwiseOp::MULF:
  case gpu::MMAElementwiseOp::DIVF:
    return true;
  case gpu::MMAElementwiseOp::MAXF:
  case gpu::MMAElementwiseOp::MINF:
    return element.isF32();
  default:
    return false;
  }
}

struct CheckMmaElementwise
    : PassWrapper<CheckMmaElementwise, OperationPass<gpu::GPUModuleOp>> {
  MLIR_DEFINE_EXPLICIT_INTERNAL_INLINE_TYPE_ID(CheckMmaElementwise)

  StringRef getArgument() const override {
    return "warptile-check-mma-elementwise";
  }
  void runOnOperation() override {
    bool refused = false;
    getOperation().walk([&](gpu::SubgroupMmaElementwiseOp op) {
      Type element =
          cast<gpu::MMAMatrixType>(op.getType()).getElementType();
      if (lowerable(op.getOpType(), element))
        return;
      op.emitError() << "gpu.subgroup_mma_elementwise "
                     << gpu::stringifyMMAElementwiseOp(op.getOpType())
                     << " on " << element
                     << " has no lowering to NVVM in MLIR 22 (its WMMA "
                        "lowering has addf, mulf and divf, and maxf and "
                        "minf on f32, only, and aborts on the rest)";
      refused = true;
    });
    if (refused)
      signalPassFailure();
  }
};

/// Why LLVM 22's AsmPrinter (EmitInlineAsmStr) would stop the process on
/// the inline assembly template `text` of an op with `numOperands`
/// operands (outputs and inputs; unknown when std::nullopt), or nothing.
/// It reports these with report_fatal_error, an abort: a nested `$(`, a
/// `$` not followed by `$`, `(`, `|`, `)`, an operand number or `{`, an
/// unterminated or malformed `${..}`, an unknown `${:name}`, an operand
/// number past the last operand.
static std::optional<std::string>
inlineAsmTemplateError(StringRef text, std::optional<unsigned> numOperands) {
  bool inVariant = false;
  for (size_t i = 0; i < text.size(); ++i) {
    if (text[i] != '$')
      continue;
    ++i;
    char c = i < text.size() ? text[i] : '\0';
    if (c == '$' || c == '|')
      continue;
    if (c == '(') {
      if (inVariant)
        return std::string("a variant group `$(` inside another");
      inVariant = true;
      continue;
    }
    if (c == ')') {
      inVariant = false;
      continue;
    }
    bool braces = c == '{';
    if (braces)
      ++i;
    if (braces && i < text.size() && text[i] == ':') {
      size_t end = text.find('}', i);
      if (end == StringRef::npos)
        return std::string("an unterminated `${:...}`");
      StringRef special = text.slice(i + 1, end);
      if (special != "uid" && special != "comment" && special != "private")
        return "the unknown special operand `${:" + special.str() + "}`";
      i = end;
      continue;
    }
    size_t start = i;
    while (i < text.size() && isdigit(static_cast<unsigned char>(text[i])))
      ++i;
    unsigned number;
    if (text.slice(start, i).getAsInteger(10, number))
      return std::string("a `$` that is not `$$`, an operand or a variant "
                         "mark");
    if (numOperands && number >= *numOperands)
      return "a reference to operand $" + std::to_string(number) +
             " of an op with " + std::to_string(*numOperands) +
             (*numOperands == 1 ? " operand" : " operands");
    if (braces) {
      if (i < text.size() && text[i] == ':') {
        ++i;
        if (i >= text.size())
          return std::string("a `${N:` without its modifier");
        ++i;
      }
      if (i >= text.size() || text[i] != '}')
        return std::string("an unterminated `${N}`");
    } else {
      --i; // the loop's ++i reads the character after the number
    }
  }
  return std::nullopt;
}

struct CheckInlineAsm
    : PassWrapper<CheckInlineAsm, OperationPass<gpu::GPUModuleOp>> {
  MLIR_DEFINE_EXPLICIT_INTERNAL_INLINE_TYPE_ID(CheckInlineAsm)

  StringRef getArgument() const override {
    return "warptile-check-inline-asm";
  }
  void runOnOperation() override {
    bool refused = false;
    getOperation().walk([&](Operation *op) {
      StringRef name = op->getName().getStringRef();
      std::optional<unsigned> numOperands;
      StringAttr text;
      if (auto assembly = dyn_cast<LLVM::InlineAsmOp>(op)) {
        text = assembly.getAsmStringAttr();
        // Outputs and inputs: the constraints that are not clobbers.
        SmallVector<StringRef> constraints;
        assembly.getConstraints().split(constraints, ',');
        numOperands = llvm::count_if(constraints, [](StringRef constraint) {
          return !constraint.trim().empty() &&
                 !constraint.trim().starts_with("~");
        });
      } else if (name == "nvvm.inline_ptx") {
        text = op->getAttrOfType<StringAttr>("ptxCode");
      }
      if (!text)
        return;
      // A memory constraint (`m`, `o`) whose operand is a value, not an
      // address (`=m` without `*`): LLVM's instruction selection crashes
      // on it (issue 27 round 56a).
      if (auto assembly = dyn_cast<LLVM::InlineAsmOp>(op)) {
        SmallVector<StringRef> constraints;
        assembly.getConstraints().split(constraints, ',');
        for (StringRef constraint : constraints) {
          StringRef code = constraint.trim();
          if (code.starts_with("~"))
            continue;
          bool output = code.consume_front("=");
          code.consume_front("&");
          if (code.starts_with("*"))
            continue;
          if (output && (code.contains('m') || code.contains('o'))) {
            op->emitError() << "inline assembly constraint '"
                            << constraint.trim()
                            << "' is a memory output bound to a value; "
                               "write it indirect (`=*m`, with the address "
                               "as an operand): LLVM's backend stops on it";
            refused = true;
            return;
          }
        }
      }
      if (std::optional<std::string> why =
              inlineAsmTemplateError(text.getValue(), numOperands)) {
        op->emitError() << "inline assembly template '" << text.getValue()
                        << "' has " << *why
                        << ", on which LLVM's backend stops (its template "
                           "escapes are `$$`, `$N`, `${N}`, `${N:m}`, "
                           "`${:uid}` and the variant marks `$(`, `$|`, `$)`)";
        refused = true;
      }
    });
    if (refused)
      signalPassFailure();
  }
};

/// The first character of `name` that LLVM's NVPTX backend cannot write
/// in a PTX name: it writes letters, digits, `_` and `$` as they are, and
/// `.` and `@` too (renaming them in internal symbols), and stops the
/// process on any other ("Symbol name with unsupported characters"),
/// since PTX has no quoted names.
static std::optional<char> unsupportedNameCharacter(StringRef name) {
  for (char c : name)
    if (!isalnum(static_cast<unsigned char>(c)) && c != '_' && c != '$' &&
        c != '.' && c != '@')
      return c;
  return std::nullopt;
}

struct CheckSymbolNames
    : PassWrapper<CheckSymbolNames, OperationPass<gpu::GPUModuleOp>> {
  MLIR_DEFINE_EXPLICIT_INTERNAL_INLINE_TYPE_ID(CheckSymbolNames)

  StringRef getArgument() const override {
    return "warptile-check-symbol-names";
  }
  void runOnOperation() override {
    bool refused = false;
    for (Operation &op : getOperation().getBody()->getOperations()) {
      auto name = op.getAttrOfType<StringAttr>(
          SymbolTable::getSymbolAttrName());
      if (!name)
        continue;
      if (std::optional<char> bad = unsupportedNameCharacter(name.getValue())) {
        op.emitError() << "symbol name '" << name.getValue() << "' holds '"
                       << *bad
                       << "', which a PTX name cannot (letters, digits, `_`, "
                          "`$`; LLVM's NVPTX backend stops on it)";
        refused = true;
      }
    }
    if (refused)
      signalPassFailure();
  }
};

/// What PTX allows of a kernel (an `.entry`): it returns nothing, and no
/// device code calls it (a kernel starts only through a launch). LLVM's
/// NVPTX backend emits a return value for `.entry` that ptxas rejects, and
/// takes a call of a PTX-kernel-convention function as undefined (the
/// caller's path is deleted; issue 27 round 50), as it does a call whose
/// calling convention is not its callee's (round 51).
struct CheckKernelCalls
    : PassWrapper<CheckKernelCalls, OperationPass<gpu::GPUModuleOp>> {
  MLIR_DEFINE_EXPLICIT_INTERNAL_INLINE_TYPE_ID(CheckKernelCalls)

  StringRef getArgument() const override {
    return "warptile-check-kernel-calls";
  }
  void runOnOperation() override {
    bool refused = false;
    SymbolTableCollection symbols;
    getOperation().walk([&](Operation *op) {
      if (auto func = dyn_cast<FunctionOpInterface>(op);
          func && warptile::isKernelFunction(func) &&
          !func.getResultTypes().empty()) {
        func.emitError() << "kernel '"
                         << SymbolTable::getSymbolName(func).getValue()
                         << "' returns a value: a PTX kernel (.entry) "
                            "returns nothing; return results through memory";
        refused = true;
      }
      auto call = dyn_cast<CallOpInterface>(op);
      // By name, or through a function's address (round 53).
      Operation *target = call ? warptile::calledFunction(call) : nullptr;
      auto callee =
          isa_and_nonnull<SymbolOpInterface>(target)
              ? SymbolRefAttr::get(op->getContext(),
                                   cast<SymbolOpInterface>(target).getName())
              : SymbolRefAttr();
      if (!callee)
        target = nullptr;
      if (target && warptile::isKernelFunction(target)) {
        InFlightDiagnostic diag =
            op->emitError()
            << "calls kernel " << callee
            << ": device code cannot call a PTX kernel (.entry), only launch "
               "it; LLVM takes the call as undefined and deletes the path "
               "that reaches it";
        diag.attachNote(target->getLoc()) << "the kernel";
        refused = true;
      } else if (warptile::isUndefinedCall(op, target)) {
        InFlightDiagnostic diag =
            op->emitError()
            << "calls " << callee << " with the "
            << warptile::callingConventionName(op)
            << " calling convention, but it is defined with "
            << warptile::callingConventionName(target)
            << ": undefined; LLVM deletes the path that reaches the call";
        diag.attachNote(target->getLoc()) << "the callee";
        refused = true;
      }
    });
    if (refused)
      signalPassFailure();
  }
};

/// What MLIR's translation to LLVM IR and LLVM's NVPTX backend stop the
/// process on (issue 27 round 56a), refused with an error at the op:
/// an op with side effects directly in a gpu.module's body (the
/// translation builds it with no block to put it in), a scalable vector
/// (NVPTX has none; SelectionDAG aborts), and a `memref.dim` of a constant
/// index outside its memref's rank (MLIR 22.1's canonicalizer crashes on
/// it).
struct CheckTranslatable
    : PassWrapper<CheckTranslatable, OperationPass<>> {
  MLIR_DEFINE_EXPLICIT_INTERNAL_INLINE_TYPE_ID(CheckTranslatable)

  StringRef getArgument() const override {
    return "warptile-check-translatable";
  }
  static bool isScalable(Type type) {
    auto vector = dyn_cast<VectorType>(type);
    return vector && vector.isScalable();
  }
  /// A float type PTX has no instructions or library calls for.
  static bool isUnsupportedFloat(Type type) {
    Type element = getElementTypeOrSelf(type);
    return isa<Float128Type, Float80Type>(element);
  }
  void runOnOperation() override {
    bool refused = false;
    Operation *root = getOperation();
    root->walk([&](gpu::GPUModuleOp module) {
      for (Operation &op : module.getBody()->getOperations())
        if (!isa<SymbolOpInterface>(op) &&
            !op.hasTrait<OpTrait::IsTerminator>() &&
            !isMemoryEffectFree(&op)) {
          op.emitError() << "'" << op.getName()
                         << "' at the top level of a gpu.module: only "
                            "functions, globals and other symbols belong "
                            "there (it has side effects and no function to "
                            "run in)";
          refused = true;
        }
    });
    root->walk([&](Operation *op) {
      if (op == root)
        return WalkResult::advance();
      if (llvm::any_of(op->getResultTypes(), isScalable) ||
          llvm::any_of(op->getOperandTypes(), isScalable)) {
        op->emitError() << "'" << op->getName()
                        << "' uses a scalable vector, which PTX has none of "
                           "(LLVM's NVPTX backend stops on it)";
        refused = true;
        return WalkResult::skip();
      }
      if (llvm::any_of(op->getResultTypes(), isUnsupportedFloat) ||
          llvm::any_of(op->getOperandTypes(), isUnsupportedFloat)) {
        op->emitError() << "'" << op->getName()
                        << "' computes in f128 or f80, which PTX has no "
                           "instructions for (LLVM's NVPTX backend stops on "
                           "it)";
        refused = true;
        return WalkResult::skip();
      }
      // powi by a run-time exponent: NVPTX selects no instruction for it.
      if (op->getName().getStringRef() == "llvm.intr.powi" &&
          op->getNumOperands() == 2 &&
          !matchPattern(op->getOperand(1), m_Constant())) {
        op->emitError() << "'llvm.intr.powi' with a run-time exponent, "
                           "which LLVM's NVPTX backend cannot select (use "
                           "`math.powf` or a constant exponent)";
        refused = true;
      }
      if (auto dim = dyn_cast<memref::DimOp>(op)) {
        std::optional<int64_t> index = dim.getConstantIndex();
        auto type = dyn_cast<MemRefType>(dim.getSource().getType());
        if (index && type && (*index < 0 || *index >= type.getRank())) {
          dim.emitError() << "'memref.dim' of dimension " << *index
                          << " of a memref of rank " << type.getRank()
                          << " (MLIR 22.1's canonicalizer crashes on it)";
          refused = true;
        }
      }
      return WalkResult::advance();
    });
    if (refused)
      signalPassFailure();
  }
};

struct CheckLoweredToNVVM
    : PassWrapper<CheckLoweredToNVVM, OperationPass<gpu::GPUModuleOp>> {
  MLIR_DEFINE_EXPLICIT_INTERNAL_INLINE_TYPE_ID(CheckLoweredToNVVM)

  StringRef getArgument() const override {
    return "warptile-check-lowered-to-nvvm";
  }
  void runOnOperation() override {
    // The dialects the kernels are written in, which the pipeline lowers
    // away: none of them translates to LLVM IR.
    static constexpr llvm::StringLiteral inputs[] = {
        "affine", "arith", "cf", "func", "gpu", "index",
        "math",   "memref", "scf", "vector"};
    // The first such op: the others are usually its neighbours.
    WalkResult result = getOperation().walk([&](Operation *op) {
      if (op == getOperation() ||
          !llvm::is_contained(inputs, op->getName().getDialectNamespace()))
        return WalkResult::advance();
      InFlightDiagnostic error = op->emitError();
      error << "'" << op->getName()
            << "' is not lowered by MLIR's GPU-to-NVVM pipeline";
      if (op->getName().getDialectNamespace() == "vector")
        error << "; vector code over 2-D WMMA fragments needs "
                 "convert-vector-to-gpu first, which warp-run does not run "
                 "(docs/Sim.md \"Host programs\")";
      return WalkResult::interrupt();
    });
    if (result.wasInterrupted())
      signalPassFailure();
  }
};

/// Whether `object` is memory of each thread's own: an alloca, or a
/// gpu.func private attribution.
bool isThreadLocal(const warptile::MemoryObject &object) {
  Value value = object.first;
  if (!value)
    return false;
  if (Operation *def = value.getDefiningOp())
    return isa<LLVM::AllocaOp>(def) ||
           def->getName().getStringRef() == "memref.alloca";
  auto argument = cast<BlockArgument>(value);
  auto function =
      dyn_cast<gpu::GPUFuncOp>(argument.getOwner()->getParentOp());
  return function && argument.getOwner()->isEntryBlock() &&
         llvm::is_contained(function.getPrivateAttributions(), argument);
}

} // namespace

SmallVector<std::pair<Location, std::string>>
mlir::warptile::localAtomics(Operation *root) {
  SmallVector<std::pair<Location, std::string>> found;
  root->walk([&](gpu::GPUModuleOp module) {
    warptile::MemoryObjects objects(module);
    module.walk([&](Operation *op) {
      StringRef name = op->getName().getStringRef();
      unsigned index;
      if (name == "llvm.atomicrmw" || name == "llvm.cmpxchg" ||
          name == "memref.generic_atomic_rmw")
        index = 0;
      else if (name == "memref.atomic_rmw")
        index = 1;
      else
        return;
      if (op->getNumOperands() <= index)
        return;
      std::optional<ArrayRef<warptile::MemoryObject>> into =
          objects.of(op->getOperand(index));
      if (into && llvm::all_of(*into, isThreadLocal))
        found.push_back({op->getLoc(), name.str()});
    });
  });
  return found;
}

LogicalResult mlir::warptile::refuseLocalAtomics(
    Operation *root,
    ArrayRef<std::pair<Location, std::string>> candidates) {
  bool local = false;
  root->walk([&](gpu::BinaryOp binary) {
    for (Attribute attr : binary.getObjects())
      if (auto object = dyn_cast<gpu::ObjectAttr>(attr))
        local |= llvm::Regex("(atom|red)(\\.[a-z0-9]+)*\\.local\\.")
                     .match(object.getObject().getValue());
  });
  if (!local)
    return success();
  for (const auto &[loc, name] : candidates)
    emitError(loc) << "'" << name
                   << "' op atomically updates memory of the thread's own (an "
                      "alloca or a private attribution), which PTX has no "
                      "atomic for: ptxas rejects the 'atom.local' LLVM emits; "
                      "no other thread sees that memory, so a plain load and "
                      "store do the same";
  if (candidates.empty())
    emitError(root->getLoc())
        << "LLVM emitted an atomic on .local memory, which ptxas rejects: "
           "an atomic on memory of the thread's own";
  return failure();
}

std::unique_ptr<Pass> mlir::warptile::createCheckInlineAsmPass() {
  return std::make_unique<CheckInlineAsm>();
}

std::unique_ptr<Pass> mlir::warptile::createCheckSymbolNamesPass() {
  return std::make_unique<CheckSymbolNames>();
}

std::unique_ptr<Pass> mlir::warptile::createCheckTranslatablePass() {
  return std::make_unique<CheckTranslatable>();
}

std::unique_ptr<Pass> mlir::warptile::createCheckKernelCallsPass() {
  return std::make_unique<CheckKernelCalls>();
}

std::unique_ptr<Pass> mlir::warptile::createCheckLoweredToNVVMPass() {
  return std::make_unique<CheckLoweredToNVVM>();
}

std::unique_ptr<Pass> mlir::warptile::createCheckMmaElementwisePass() {
  return std::make_unique<CheckMmaElementwise>();
}
