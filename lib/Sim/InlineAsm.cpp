//===- InlineAsm.cpp - Inline PTX in simulated kernels: the lowering ------===//
//
// Part of warptile. An `llvm.inline_asm` op becomes
//
//   slots = alloca [registers x i64]     (in the function's entry block)
//   store each input's bits to slots[numOutputs + i]
//   __wsim_asm(program, slots, site)     (convergent: it may hold collectives)
//   load each output's bits from slots[i]
//
// where `program` is the snippet as warptile/Ptx/InlineAsm.h read it, kept
// alive for the process (one copy per distinct text and constraints) and
// passed as an address. The runtime (InlineAsmRuntime.cpp) interprets it.
//
//===----------------------------------------------------------------------===//

#include "InlineAsm.h"

#include "warptile/Ptx/InlineAsm.h"

#include <map>
#include <memory>
#include <mutex>

using namespace mlir;

namespace {

/// Each distinct snippet read once and kept for the life of the process:
/// the JIT-compiled kernels hold its address.
std::shared_ptr<const ::warptile::ptx::AsmProgram>
internProgram(StringRef text, StringRef constraints, std::string &error) {
  static std::mutex mutex;
  static std::map<std::string,
                  std::pair<std::shared_ptr<const ::warptile::ptx::AsmProgram>,
                            std::string>>
      programs;
  std::lock_guard<std::mutex> lock(mutex);
  std::string key = (text + "\x01" + constraints).str();
  auto [it, inserted] = programs.try_emplace(key);
  if (inserted)
    it->second.first = ::warptile::ptx::parseInlineAsm(
        std::string_view(text.data(), text.size()),
        std::string_view(constraints.data(), constraints.size()),
        it->second.second);
  error = it->second.second;
  return it->second.first;
}

} // namespace

bool warptile::sim::inlineAsmOutputTypes(LLVM::InlineAsmOp op,
                                         SmallVectorImpl<Type> &types) {
  Type resultType = op->getNumResults() ? op->getResult(0).getType() : Type();
  if (!resultType || isa<LLVM::LLVMVoidType>(resultType))
    return false;
  if (auto structType = dyn_cast<LLVM::LLVMStructType>(resultType)) {
    llvm::append_range(types, structType.getBody());
    return true;
  }
  types.push_back(resultType);
  return false;
}

std::string warptile::sim::lowerInlineAsm(LLVM::InlineAsmOp op, OpBuilder &b,
                                          uint32_t site,
                                          std::vector<UndefinedValue> &undefined) {
  std::string error;
  std::shared_ptr<const ::warptile::ptx::AsmProgram> program =
      internProgram(op.getAsmString(), op.getConstraints(), error);
  if (!program)
    return error;
  if (!program->notExecutable.empty())
    return program->notExecutable + ", which the simulator does not model";
  unsigned inputs = program->bindings.size() - program->numOutputs;
  if (inputs != op->getNumOperands())
    return "constraints that bind " + std::to_string(inputs) +
           " inputs for an op with " + std::to_string(op->getNumOperands());
  // The outputs: one value, a struct of them, or none (imported IR gives a
  // snippet without outputs an unused !llvm.void result).
  SmallVector<Type> outputTypes;
  bool isStruct = inlineAsmOutputTypes(op, outputTypes);
  if (outputTypes.size() != program->numOutputs)
    return "constraints that bind " + std::to_string(program->numOutputs) +
           " outputs for an op with " + std::to_string(outputTypes.size());
  auto bitsOf = [&](Type type) -> unsigned {
    if (type.isIntOrFloat())
      return type.getIntOrFloatBitWidth();
    return 0;
  };
  for (Type type : outputTypes)
    if (!bitsOf(type) || bitsOf(type) > 64)
      return "an output that is not a scalar of at most 64 bits";
  for (Value input : op->getOperands())
    if (!bitsOf(input.getType()) || bitsOf(input.getType()) > 64)
      return "an input that is not a scalar of at most 64 bits";

  MLIRContext *context = op->getContext();
  Location loc = op->getLoc();
  Type i32 = b.getI32Type(), i64 = b.getI64Type();
  auto ptr = LLVM::LLVMPointerType::get(context);
  auto func = op->getParentOfType<LLVM::LLVMFuncOp>();
  auto module = op->getParentOfType<ModuleOp>();
  if (!func || !module)
    return "inline assembly outside a function";

  OpBuilder::InsertionGuard guard(b);
  Value slots;
  {
    OpBuilder::InsertionGuard entry(b);
    b.setInsertionPointToStart(&func.getBody().front());
    Value count = LLVM::ConstantOp::create(
        b, loc, i32, static_cast<int64_t>(program->registers.size()));
    slots = LLVM::AllocaOp::create(b, loc, ptr, i64, count, 8);
  }
  b.setInsertionPoint(op);
  auto slotAt = [&](unsigned index) -> Value {
    return LLVM::GEPOp::create(b, loc, ptr, i64, slots,
                               ArrayRef<LLVM::GEPArg>{static_cast<int32_t>(index)});
  };
  for (auto [i, input] : llvm::enumerate(op->getOperands())) {
    Type type = input.getType();
    unsigned bits = bitsOf(type);
    Value v = input;
    if (isa<FloatType>(type))
      v = LLVM::BitcastOp::create(b, loc, b.getIntegerType(bits), v);
    // An immediate is its signed value (AsmBinding::isImmediate; issue 27
    // round 29: `bar.warp.sync $0;` with `n` true is the full mask).
    unsigned slot = program->numOutputs + i;
    bool immediate = slot < program->bindings.size() &&
                     program->bindings[slot].isImmediate() &&
                     isa<IntegerType>(type);
    if (bits < 64)
      v = immediate ? LLVM::SExtOp::create(b, loc, i64, v).getResult()
                    : LLVM::ZExtOp::create(b, loc, i64, v).getResult();
    LLVM::StoreOp::create(b, loc, v, slotAt(slot));
  }
  auto callee = module.lookupSymbol<LLVM::LLVMFuncOp>("__wsim_asm");
  if (!callee) {
    OpBuilder::InsertionGuard top(b);
    b.setInsertionPointToStart(module.getBody());
    callee = LLVM::LLVMFuncOp::create(
        b, module.getLoc(), "__wsim_asm",
        LLVM::LLVMFunctionType::get(LLVM::LLVMVoidType::get(context),
                                    {ptr, ptr, i32}));
    // Convergent, as the collectives inside: the JIT must not merge the
    // calls of two branches into one after them.
    callee.setConvergent(true);
  }
  Value address = LLVM::ConstantOp::create(
      b, loc, i64, static_cast<int64_t>(reinterpret_cast<uintptr_t>(
                       program.get())));
  Value programPtr = LLVM::IntToPtrOp::create(b, loc, ptr, address);
  Value siteValue =
      LLVM::ConstantOp::create(b, loc, i32, static_cast<int64_t>(site));
  LLVM::CallOp::create(b, loc, callee, ValueRange{programPtr, slots, siteValue});
  SmallVector<Value> outputs;
  std::vector<bool> unset = program->undefinedOutputs();
  for (auto [i, type] : llvm::enumerate(outputTypes)) {
    unsigned bits = bitsOf(type);
    Value v = LLVM::LoadOp::create(b, loc, i64, slotAt(i));
    if (bits < 64)
      v = LLVM::TruncOp::create(b, loc, b.getIntegerType(bits), v);
    if (isa<FloatType>(type))
      v = LLVM::BitcastOp::create(b, loc, type, v);
    outputs.push_back(v);
    if (i < unset.size() && unset[i])
      undefined.push_back(
          {v, LLVM::ConstantOp::create(b, loc, i32,
                                       static_cast<int64_t>(site) + 1)});
  }
  replaceInlineAsmResults(op, isStruct, outputs, b);
  op->erase();
  return "";
}

void warptile::sim::replaceInlineAsmResults(LLVM::InlineAsmOp op,
                                            bool isStruct,
                                            ArrayRef<Value> outputs,
                                            OpBuilder &b) {
  if (outputs.empty())
    return;
  if (!isStruct) {
    op->getResult(0).replaceAllUsesWith(outputs[0]);
    return;
  }
  Location loc = op.getLoc();
  Value s = LLVM::PoisonOp::create(b, loc, op->getResult(0).getType());
  for (auto [i, v] : llvm::enumerate(outputs))
    s = LLVM::InsertValueOp::create(b, loc, s, v,
                                    ArrayRef<int64_t>{int64_t(i)});
  op->getResult(0).replaceAllUsesWith(s);
}
