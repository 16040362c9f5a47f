//===- InlineAsmAccess.cpp - ld/st in inline PTX as LLVM accesses ---------===//
//
// Part of warptile. A snippet that is one `ld` or `st` becomes the LLVM
// loads and stores it stands for, before the simulator's lowering checks
// every access (Lower.cpp): PTX ISA, "Data Movement and Conversion
// Instructions: ld/st":
//
// * the state space (.global, .shared, .const, .local; none: generic) is
//   the address's LLVM address space (an addrspacecast, which the
//   lowering's space check reads);
// * .relaxed.scope / .acquire.scope / .release.scope are atomic loads and
//   stores of that ordering (monotonic, acquire, release) and syncscope
//   (block, device, system); "ld.volatile has the same memory
//   synchronization semantics as ld.relaxed.sys" (st.volatile likewise):
//   a volatile access, which the lowering treats as relaxed;
// * .v2/.v4 access the elements at consecutive addresses, and need the
//   whole vector's alignment; LLVM has no atomic vectors, so a relaxed
//   vector is a volatile vector access (morally strong, as relaxed; its
//   scope is the system's, wider than .gpu, which one device cannot tell
//   apart); an acquire or release vector is refused;
// * .nc (the non-coherent read-only path) reads as a plain load;
// * a narrower type than its register (ld.u8 into a 32-bit register)
//   extends as the type says (.s: sign), st stores the low bits;
// * a snippet that moves the data through local registers around its one
//   ld or st with integer `cvt` and `mov` (CUB's one-byte ThreadLoad,
//   `{ .reg .u8 datum; ld.global.nc.u8 datum, [$1]; cvt.u16.u8 $0,
//   datum; }`, and ThreadStore, `{ .reg .u8 datum; cvt.u8.u16 datum, $1;
//   st.global.wb.u8 [$0], datum; }`) becomes the access with those
//   conversions as LLVM integer ops, computed as `ptx::execute` runs them
//   (each register a 64-bit word masked to its width; cvt reads its source
//   type, sign-extends a signed one, keeps the destination type's bits).
//
//===----------------------------------------------------------------------===//

#include "InlineAsm.h"

#include "warptile/Ptx/InlineAsm.h"

using namespace mlir;
using ::warptile::ptx::AsmInstruction;
using ::warptile::ptx::AsmOpcode;
using ::warptile::ptx::AsmOperand;
using ::warptile::ptx::AsmProgram;
using ::warptile::ptx::AsmType;

namespace {

/// The pointer a snippet's `[base + imm]` names in state space `space`:
/// an integer base cast to a generic pointer, offset by `imm` bytes, then
/// cast to the space (0: generic).
Value accessPointer(OpBuilder &b, Location loc, Value base, int64_t imm,
                    unsigned space) {
  MLIRContext *context = b.getContext();
  auto generic = LLVM::LLVMPointerType::get(context);
  Value pointer = base;
  if (!isa<LLVM::LLVMPointerType>(pointer.getType()))
    pointer = LLVM::IntToPtrOp::create(b, loc, generic, pointer);
  if (imm)
    pointer = LLVM::GEPOp::create(
        b, loc, generic, b.getI8Type(), pointer,
        ArrayRef<LLVM::GEPArg>{static_cast<int32_t>(imm)});
  if (space != 0)
    pointer = LLVM::AddrSpaceCastOp::create(
        b, loc, LLVM::LLVMPointerType::get(context, space), pointer);
  return pointer;
}

/// A scalar ld or st with integer cvt/mov through local registers around
/// it (see the file comment). Registers are i64 words, masked to their
/// width as ptx::execute keeps them.
bool lowerAccessWithMoves(LLVM::InlineAsmOp op, const AsmProgram &program,
                          OpBuilder &b) {
  const std::vector<AsmInstruction> &insts = program.instructions;
  int accessAt = -1;
  for (auto [i, inst] : llvm::enumerate(insts)) {
    if (inst.hasGuard)
      return false;
    if (inst.opcode == AsmOpcode::Ld || inst.opcode == AsmOpcode::St) {
      if (accessAt >= 0)
        return false;
      accessAt = i;
      continue;
    }
    if (inst.opcode != AsmOpcode::Cvt && inst.opcode != AsmOpcode::Mov)
      return false;
    if (inst.type.kind == AsmType::Float || inst.type.kind == AsmType::Pred ||
        (inst.opcode == AsmOpcode::Cvt &&
         (inst.sourceType.kind == AsmType::Float ||
          inst.sourceType.kind == AsmType::Pred)))
      return false;
    if (inst.operands.size() != 2 ||
        inst.operands[0].kind != AsmOperand::Register ||
        inst.operands[0].negated ||
        (inst.operands[1].kind != AsmOperand::Register &&
         inst.operands[1].kind != AsmOperand::Immediate) ||
        inst.operands[1].negated)
      return false;
  }
  if (accessAt < 0)
    return false;
  const AsmInstruction &access = insts[accessAt];
  bool isLoad = access.opcode == AsmOpcode::Ld;
  // The conversions come after a load (from its register to the outputs)
  // or before a store (from the inputs to its register).
  if (isLoad ? accessAt != 0 : accessAt + 1 != int(insts.size()))
    return false;
  const AsmInstruction::Access &qual = access.access;
  if (qual.space == 101 || qual.width != 1 || qual.order != 0 ||
      access.type.kind == AsmType::Float || access.type.kind == AsmType::Pred)
    return false;
  unsigned numOutputs = program.numOutputs;
  unsigned numBindings = program.bindings.size();
  if (numBindings - numOutputs != op->getNumOperands())
    return false;
  SmallVector<Type> outputTypes;
  bool isStruct = warptile::sim::inlineAsmOutputTypes(op, outputTypes);
  if (outputTypes.size() != numOutputs || (!isLoad && numOutputs != 0))
    return false;
  for (Type t : outputTypes)
    if (!isa<IntegerType>(t) || t.getIntOrFloatBitWidth() > 64)
      return false;
  const AsmOperand &address = access.operands[isLoad ? 1 : 0];
  const AsmOperand &data = access.operands[isLoad ? 0 : 1];
  if (address.kind != AsmOperand::Address || address.reg < numOutputs ||
      address.reg >= numBindings || data.kind != AsmOperand::Register)
    return false;
  Value base = op->getOperand(address.reg - numOutputs);
  if (!isa<LLVM::LLVMPointerType>(base.getType()) &&
      !base.getType().isInteger(64))
    return false;

  // Every register read is written first (an integer input, the load, or
  // an earlier step), and the load's outputs are all written: checked
  // before any op is built.
  {
    SmallVector<bool> known(program.registers.size(), false);
    for (unsigned r = numOutputs; r < numBindings; ++r)
      known[r] = isa<IntegerType>(op->getOperand(r - numOutputs).getType());
    if (isLoad)
      known[data.reg] = true;
    for (auto [i, inst] : llvm::enumerate(insts)) {
      if (int(i) == accessAt)
        continue;
      const AsmOperand &src = inst.operands[1];
      if (src.kind == AsmOperand::Register && !known[src.reg])
        return false;
      known[inst.operands[0].reg] = true;
    }
    if (!isLoad && !known[data.reg])
      return false;
    for (unsigned r = 0; r < numOutputs; ++r)
      if (!known[r])
        return false;
  }

  Location loc = op->getLoc();
  b.setInsertionPoint(op);
  Type i64 = b.getI64Type();
  auto constant = [&](uint64_t v) -> Value {
    return LLVM::ConstantOp::create(b, loc, i64, static_cast<int64_t>(v));
  };
  auto mask = [&](Value v, unsigned bits) -> Value {
    if (bits >= 64)
      return v;
    return LLVM::AndOp::create(b, loc, v, constant((uint64_t(1) << bits) - 1));
  };
  auto signExtend = [&](Value v, unsigned bits) -> Value {
    if (bits >= 64)
      return v;
    Value shift = constant(64 - bits);
    return LLVM::AShrOp::create(b, loc, LLVM::ShlOp::create(b, loc, v, shift),
                                shift);
  };
  // The registers' words: unset until written (an input is set from its
  // operand).
  SmallVector<Value> regs(program.registers.size());
  for (unsigned r = numOutputs; r < numBindings; ++r) {
    Value v = op->getOperand(r - numOutputs);
    Type t = v.getType();
    if (!isa<IntegerType>(t) || t.getIntOrFloatBitWidth() > 64)
      continue; // the address, or a value no cvt/mov may read
    if (t.getIntOrFloatBitWidth() < 64)
      v = LLVM::ZExtOp::create(b, loc, i64, v);
    regs[r] = mask(v, program.registers[r].bits);
  }
  auto write = [&](unsigned reg, Value v) {
    regs[reg] = mask(v, program.registers[reg].bits);
  };
  auto read = [&](const AsmOperand &o, AsmType t) -> Value {
    Value v = o.kind == AsmOperand::Immediate ? constant(o.imm) : regs[o.reg];
    return v ? mask(v, t.bits) : Value();
  };
  auto step = [&](const AsmInstruction &inst) -> bool {
    bool cvt = inst.opcode == AsmOpcode::Cvt;
    Value v = read(inst.operands[1], cvt ? inst.sourceType : inst.type);
    if (!v)
      return false;
    if (cvt && inst.sourceType.kind == AsmType::Signed)
      v = signExtend(v, inst.sourceType.bits);
    write(inst.operands[0].reg, mask(v, inst.type.bits));
    return true;
  };

  unsigned bits = access.type.bits;
  Type element = b.getIntegerType(bits);
  Value pointer = accessPointer(b, loc, base, address.imm, qual.space);

  if (isLoad) {
    Value v = LLVM::LoadOp::create(b, loc, element, pointer, bits / 8);
    if (bits < 64)
      v = access.type.kind == AsmType::Signed
              ? Value(LLVM::SExtOp::create(b, loc, i64, v))
              : Value(LLVM::ZExtOp::create(b, loc, i64, v));
    write(data.reg, v);
    for (unsigned i = accessAt + 1; i < insts.size(); ++i)
      if (!step(insts[i]))
        return false;
    SmallVector<Value> outputs;
    for (auto [i, type] : llvm::enumerate(outputTypes)) {
      if (!regs[i])
        return false; // an output nothing writes
      Value o = regs[i];
      if (type.getIntOrFloatBitWidth() < 64)
        o = LLVM::TruncOp::create(b, loc, type, o);
      outputs.push_back(o);
    }
    if (outputs.empty())
      return false;
    warptile::sim::replaceInlineAsmResults(op, isStruct, outputs, b);
  } else {
    for (int i = 0; i < accessAt; ++i)
      if (!step(insts[i]))
        return false;
    Value v = read(data, access.type);
    if (!v)
      return false;
    if (bits < 64)
      v = LLVM::TruncOp::create(b, loc, element, v);
    LLVM::StoreOp::create(b, loc, v, pointer, bits / 8);
  }
  op->erase();
  return true;
}

} // namespace

bool warptile::sim::lowerInlineAsmAccess(LLVM::InlineAsmOp op, OpBuilder &b) {
  std::string error;
  std::shared_ptr<const AsmProgram> program = ::warptile::ptx::parseInlineAsm(
      std::string_view(op.getAsmString().data(), op.getAsmString().size()),
      std::string_view(op.getConstraints().data(), op.getConstraints().size()),
      error);
  if (!program)
    return false;
  if (program->instructions.size() != 1)
    return lowerAccessWithMoves(op, *program, b);
  const AsmInstruction &inst = program->instructions.front();
  bool isLoad = inst.opcode == AsmOpcode::Ld;
  if ((!isLoad && inst.opcode != AsmOpcode::St) || inst.hasGuard)
    return false;
  const AsmInstruction::Access &access = inst.access;
  if (access.space == 101 || inst.type.kind == AsmType::Pred)
    return false;
  if (access.width > 1 && (access.order == 2 || access.order == 3))
    return false;
  unsigned numInputs = program->bindings.size() - program->numOutputs;
  if (numInputs != op->getNumOperands())
    return false;

  // The outputs as the op gives them: one value or a struct of them.
  SmallVector<Type> outputTypes;
  bool isStruct = inlineAsmOutputTypes(op, outputTypes);
  if (outputTypes.size() != program->numOutputs)
    return false;

  // The address: a bound 64-bit input (`l`), a pointer or an i64, plus the
  // offset.
  const AsmOperand &address = inst.operands[isLoad ? 1 : 0];
  if (address.kind != AsmOperand::Address ||
      address.reg < program->numOutputs ||
      address.reg >= program->bindings.size())
    return false;
  Value base = op->getOperand(address.reg - program->numOutputs);
  if (!isa<LLVM::LLVMPointerType>(base.getType()) &&
      !base.getType().isInteger(64))
    return false;

  // The data: registers bound to the op (outputs for ld, inputs or
  // immediates for st), one per element.
  const AsmOperand &data = inst.operands[isLoad ? 0 : 1];
  SmallVector<unsigned> regs;
  if (data.kind == AsmOperand::Vector)
    regs.assign(data.elements.begin(), data.elements.end());
  else if (data.kind == AsmOperand::Register)
    regs.push_back(data.reg);
  else
    return false;
  if (regs.size() != access.width)
    return false;
  for (unsigned reg : regs) {
    bool bound = isLoad ? reg < program->numOutputs
                        : reg >= program->numOutputs &&
                              reg < program->bindings.size();
    if (!bound)
      return false;
    Type type = isLoad ? outputTypes[reg]
                       : op->getOperand(reg - program->numOutputs).getType();
    if (!type.isIntOrFloat() || type.getIntOrFloatBitWidth() > 64)
      return false;
  }

  Location loc = op->getLoc();
  b.setInsertionPoint(op);
  unsigned bits = inst.type.bits;
  Type element = inst.type.kind == AsmType::Float
                     ? (bits == 64   ? Type(b.getF64Type())
                        : bits == 32 ? Type(b.getF32Type())
                                     : Type(b.getF16Type()))
                     : Type(b.getIntegerType(bits));
  Type accessType = access.width > 1
                        ? Type(VectorType::get({int64_t(access.width)}, element))
                        : element;
  unsigned bytes = bits / 8 * access.width;
  Value pointer = accessPointer(b, loc, base, address.imm, access.space);

  bool isVolatile = access.order == 4 || (access.order == 1 && access.width > 1);
  LLVM::AtomicOrdering ordering = LLVM::AtomicOrdering::not_atomic;
  if (access.width == 1) {
    if (access.order == 1)
      ordering = LLVM::AtomicOrdering::monotonic;
    else if (access.order == 2)
      ordering = LLVM::AtomicOrdering::acquire;
    else if (access.order == 3)
      ordering = LLVM::AtomicOrdering::release;
  }
  // ld.acquire/st.release exist only as loads/stores respectively.
  if ((isLoad && ordering == LLVM::AtomicOrdering::release) ||
      (!isLoad && ordering == LLVM::AtomicOrdering::acquire))
    return false;
  StringRef scope = access.scope == 1   ? "block"
                    : access.scope == 2 ? "device"
                                        : "";

  // Bits of register `reg` in the access's element type, and back.
  auto toElement = [&](Value v) -> Value {
    Type type = v.getType();
    if (isa<FloatType>(type))
      v = LLVM::BitcastOp::create(
          b, loc, b.getIntegerType(type.getIntOrFloatBitWidth()), v);
    unsigned have = v.getType().getIntOrFloatBitWidth();
    if (have > bits)
      v = LLVM::TruncOp::create(b, loc, b.getIntegerType(bits), v);
    else if (have < bits)
      v = LLVM::ZExtOp::create(b, loc, b.getIntegerType(bits), v);
    if (isa<FloatType>(element))
      v = LLVM::BitcastOp::create(b, loc, element, v);
    return v;
  };
  auto fromElement = [&](Value v, Type type) -> Value {
    if (isa<FloatType>(element))
      v = LLVM::BitcastOp::create(b, loc, b.getIntegerType(bits), v);
    unsigned want = type.getIntOrFloatBitWidth();
    if (want > bits)
      v = inst.type.kind == AsmType::Signed
              ? Value(LLVM::SExtOp::create(b, loc, b.getIntegerType(want), v))
              : Value(LLVM::ZExtOp::create(b, loc, b.getIntegerType(want), v));
    else if (want < bits)
      v = LLVM::TruncOp::create(b, loc, b.getIntegerType(want), v);
    if (isa<FloatType>(type))
      v = LLVM::BitcastOp::create(b, loc, type, v);
    return v;
  };

  if (isLoad) {
    auto load = LLVM::LoadOp::create(b, loc, accessType, pointer, bytes,
                                     isVolatile, /*isNonTemporal=*/false,
                                     /*isInvariant=*/false,
                                     /*isInvariantGroup=*/false, ordering,
                                     scope.empty() || ordering ==
                                             LLVM::AtomicOrdering::not_atomic
                                         ? StringRef()
                                         : scope);
    SmallVector<Value> outputs(outputTypes.size());
    for (auto [i, reg] : llvm::enumerate(regs)) {
      Value v = load.getResult();
      if (access.width > 1)
        v = LLVM::ExtractElementOp::create(
            b, loc, v,
            LLVM::ConstantOp::create(b, loc, b.getI32Type(),
                                     static_cast<int64_t>(i)));
      outputs[reg] = fromElement(v, outputTypes[reg]);
    }
    for (Value v : outputs)
      if (!v)
        return false; // an output no element writes: not this form
    warptile::sim::replaceInlineAsmResults(op, isStruct, outputs, b);
  } else {
    if (!outputTypes.empty())
      return false;
    Value value;
    if (access.width > 1) {
      value = LLVM::PoisonOp::create(b, loc, accessType);
      for (auto [i, reg] : llvm::enumerate(regs))
        value = LLVM::InsertElementOp::create(
            b, loc, value,
            toElement(op->getOperand(reg - program->numOutputs)),
            LLVM::ConstantOp::create(b, loc, b.getI32Type(),
                                     static_cast<int64_t>(i)));
    } else {
      value = toElement(op->getOperand(regs[0] - program->numOutputs));
    }
    LLVM::StoreOp::create(b, loc, value, pointer, bytes, isVolatile,
                          /*isNonTemporal=*/false, /*isInvariantGroup=*/false,
                          ordering,
                          scope.empty() ||
                                  ordering == LLVM::AtomicOrdering::not_atomic
                              ? StringRef()
                              : scope);
  }
  op->erase();
  return true;
}
