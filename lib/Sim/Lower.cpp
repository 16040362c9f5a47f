//===- Lower.cpp - NVVM-dialect kernels to host code ----------------------===//
//
// Part of warptile. The re-targeting step of the simulator: the NVVM
// dialect IR that would become PTX is moved into a host module where every
// GPU-only operation is a call into the block model (RuntimeABI.h):
//
// * special registers, shfl/vote/match/redux/elect/bar.warp.sync and block
//   barriers become calls; fences become calls that only record
//   happens-before for the race check (one OS thread runs every fiber, so
//   no access is ever reordered against another);
// * ldmatrix, mma.sync and cp.async (with commit/wait groups) become calls
//   with the lane's registers in a scratch array on its stack;
// * address spaces 1 (global), 3 (shared), 4 (constant) and 5 (local) map
//   to host memory: pointers lose their address space, and shared globals
//   become slots that the runtime maps into the block's shared memory by
//   the launched kernel's own layout (sharedLayoutOf; one copy per block);
// * each load, store and atomic is preceded by a check of its address
//   (buffer bounds, shared bounds, never-written shared memory, alignment,
//   state space, races), told the op's LLVM address space (taken before
//   pointers lose it), ordering and scope, and the alignment it needs;
// * vprintf and __assertfail call the simulator's; `__nv_*` libdevice
//   calls resolve to host math through runtimeSymbols().
//
// Whatever is not on these lists (inline PTX, an NVVM op or `llvm.nvvm.*`
// intrinsic without a model, a callee nobody defines) is refused here,
// naming the op and its location, so nothing is guessed at run time.
//
//===----------------------------------------------------------------------===//

#include "InlineAsm.h"
#include "Lower.h"
#include "MemoryIntrinsics.h"
#include "Poison.h"
#include "LowerSpecialRegisters.h"
#include "PtxArithmetic.h"
#include "SharedLoads.h"

#include "warptile/Analysis/Kernels.h"
#include "warptile/Analysis/ThreadMemory.h"
#include "warptile/Conversion/WarpToNVVM/WarpToNVVM.h"
#include "warptile/Sim/PtxScalar.h"
#include "warptile/Sim/RuntimeABI.h"
#include "warptile/Sim/Semantics.h"
#include "warptile/Sim/TensorCore.h"
#include "warptile/Sim/WarpMatrix.h"

#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/LLVMIR/NVVMDialect.h"
#include "mlir/IR/AttrTypeSubElements.h"
#include "mlir/IR/Builders.h"
#include "mlir/IR/SymbolTable.h"
#include "mlir/IR/Verifier.h"
#include "mlir/Interfaces/DataLayoutInterfaces.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/StringMap.h"
#include "llvm/ADT/StringSet.h"
#include "llvm/ADT/StringSwitch.h"

using namespace mlir;
using namespace ::warptile::sim;

auto ::warptile::sim::formatLocation(Location loc) -> std::string {
  std::string text;
  loc->walk([&](Location inner) {
    if (auto file = dyn_cast<FileLineColLoc>(inner)) {
      text = file.getFilename().str() + ":" + std::to_string(file.getLine()) +
             ":" + std::to_string(file.getColumn());
      return WalkResult::interrupt();
    }
    return WalkResult::advance();
  });
  return text;
}

/// The slot of each static shared global of `module` (its place among them,
/// in the module's order): what __wsim_shared takes, numbered once here
/// for the lowering (layoutShared) and every kernel's layout
/// (sharedLayoutOf). Dynamic shared memory (a zero-sized array) has none.
namespace warptile {
namespace sim {
uint64_t accessBytes(const mlir::DataLayout &layout, mlir::Type type) {
  if (auto vector = mlir::dyn_cast<mlir::VectorType>(type);
      vector && vector.getRank() == 1 && !vector.isScalable()) {
    uint64_t bits = vector.getNumElements() *
                    layout.getTypeSizeInBits(vector.getElementType())
                        .getFixedValue();
    return (bits + 7) / 8;
  }
  return layout.getTypeSize(type).getFixedValue();
}
} // namespace sim
} // namespace warptile

static llvm::StringMap<uint64_t> sharedSlotsOf(ModuleOp module) {
  llvm::StringMap<uint64_t> slots;
  for (auto global : module.getOps<LLVM::GlobalOp>()) {
    auto array = dyn_cast<LLVM::LLVMArrayType>(global.getGlobalType());
    if (global.getAddrSpace() == 3 && !(array && array.getNumElements() == 0))
      slots.try_emplace(global.getSymName(), slots.size());
  }
  return slots;
}

namespace {

class Rewriter {
public:
  Rewriter(ModuleOp module, HostModule &host, std::string &error)
      : module(module), host(host), error(error), b(module.getContext()),
        layout(module) {
    i1 = b.getI1Type();
    i32 = b.getI32Type();
    i64 = b.getI64Type();
    ptr = LLVM::LLVMPointerType::get(module.getContext());
  }

  bool run();

private:
  /// Records that the function holding `op` cannot be simulated, and
  /// removes `op` (its results become poison) so that the other kernels of
  /// the module still compile. A kernel that reaches such a function is
  /// refused before it runs (HostKernel::refusal).
  bool refuse(Operation *op, const std::string &what) {
    std::string message = "the simulator does not model " + what;
    std::string where = formatLocation(op->getLoc());
    if (!where.empty())
      message += " (at " + where + ")";
    auto func = op->getParentOfType<LLVM::LLVMFuncOp>();
    if (func)
      refusals.try_emplace(func.getName(), message);
    else if (error.empty())
      error = message;
    OpBuilder::InsertionGuard guard(b);
    b.setInsertionPoint(op);
    for (Value result : op->getResults())
      result.replaceAllUsesWith(
          LLVM::PoisonOp::create(b, op->getLoc(), result.getType()));
    op->erase();
    return error.empty();
  }

  uint32_t site(Operation *op, const std::string &name) {
    host.sites.push_back({name, formatLocation(op->getLoc()),
                          op->hasAttr(warp::kExactMemberMaskAttr)});
    return static_cast<uint32_t>(host.sites.size() - 1);
  }

  Value constI32(uint64_t v) {
    return LLVM::ConstantOp::create(b, loc, i32, static_cast<int64_t>(v));
  }
  Value constI64(uint64_t v) {
    return LLVM::ConstantOp::create(b, loc, i64, static_cast<int64_t>(v));
  }

  LLVM::LLVMFuncOp declare(StringRef name, Type result, ArrayRef<Type> args) {
    if (auto f = module.lookupSymbol<LLVM::LLVMFuncOp>(name))
      return f;
    OpBuilder::InsertionGuard guard(b);
    b.setInsertionPointToStart(module.getBody());
    auto f = LLVM::LLVMFuncOp::create(
        b, module.getLoc(), name,
        LLVM::LLVMFunctionType::get(
            result ? result : LLVM::LLVMVoidType::get(module.getContext()),
            args));
    // Collectives and barriers are convergent, as on the GPU: the JIT must
    // not merge the calls of two branches into one call after them (two
    // mma.sync ops in the two arms of a divergent branch never meet).
    static const llvm::StringSet<> convergent = {
        "__wsim_shfl",       "__wsim_vote",       "__wsim_match",
        "__wsim_redux",      "__wsim_elect",      "__wsim_warpsync",
        "__wsim_barrier",    "__wsim_ldmatrix",   "__wsim_mma",
        "__wsim_activemask", "__wsim_wmma_load",  "__wsim_wmma_mma",
        "__wsim_wmma_store"};
    if (convergent.contains(name))
      f.setConvergent(true);
    return f;
  }

  Value call(StringRef name, Type result, ValueRange args) {
    SmallVector<Type> types(args.getTypes());
    auto callee = declare(name, result, types);
    auto op = LLVM::CallOp::create(b, loc, callee, args);
    return result ? op.getResult() : Value();
  }

  /// A value's 32 bits as i32 (f32 bit-cast).
  Value bitsOf(Value v) {
    if (v.getType().isF32())
      return LLVM::BitcastOp::create(b, loc, i32, v);
    return v;
  }
  Value fromBits(Value bits, Type type) {
    if (type.isF32())
      return LLVM::BitcastOp::create(b, loc, type, bits);
    return bits;
  }
  /// An i32 as a narrower or wider integer (zero-extended).
  Value resize(Value v, Type type) {
    unsigned bits = type.getIntOrFloatBitWidth();
    if (bits < 32)
      return LLVM::TruncOp::create(b, loc, type, v);
    if (bits > 32)
      return LLVM::ZExtOp::create(b, loc, type, v);
    return v;
  }
  Value low32(Value v) { return LLVM::TruncOp::create(b, loc, i32, v); }
  Value bit32(Value v) {
    Value shifted = LLVM::LShrOp::create(b, loc, v, constI64(32));
    return LLVM::TruncOp::create(b, loc, i1, shifted);
  }
  Value pair(Type structType, Value first, Value second) {
    Value s = LLVM::PoisonOp::create(b, loc, structType);
    s = LLVM::InsertValueOp::create(b, loc, s, first, ArrayRef<int64_t>{0});
    return LLVM::InsertValueOp::create(b, loc, s, second, ArrayRef<int64_t>{1});
  }

  bool layoutShared();
  bool rewrite(Operation *op);
  bool rewriteNVVM(Operation *op);
  bool rewriteIntrinsic(LLVM::CallIntrinsicOp op);
  Value emitShuffle(Operation *op, ShuffleMode mode, StringRef modeName,
                    Value mask, Value value, Value offset, Value clamp,
                    Type resultType, bool withValid);
  Value emitVote(Operation *op, VoteKind kind, StringRef kindName, Value mask,
                 Value pred, Type resultType);
  Value emitBarrier(Operation *op, StringRef name, Value id, Value count,
                    uint32_t flags = 0);
  bool emitArriveAsm(LLVM::InlineAsmOp op);
  void emitExit(Operation *op);
  Value scratch(Operation *op, unsigned words);
  Value wordAt(Value base, unsigned index);
  Value emitLdMatrix(Operation *op, Value row, unsigned count, bool trans,
                     Type resultType);
  void emitCpAsync(Operation *op, StringRef name, Value dst, Value src,
                   unsigned bytes, Value srcBytes);
  Value emitMma(NVVM::MmaOp op, std::string &why);
  /// What became of an op offered to one of the rewrites below: not one
  /// of its ops, modelled (`result`, or nothing for an op without results,
  /// replaces it), or refused (and erased).
  enum class Outcome { NotMine, Done, Refused };
  /// The models of prmt, dp4a/dp2a, rcp.approx.ftz, cvt .tf32 and
  /// griddepcontrol, and of wmma, for the NVVM ops and for their
  /// `llvm.nvvm.*` intrinsics in imported IR.
  Outcome rewriteScalar(Operation *op, Value &result);
  Outcome rewriteWmma(Operation *op, Value &result);
  Outcome rewriteScalarIntrinsic(LLVM::CallIntrinsicOp op, Value &result);
  Outcome rewriteWmmaIntrinsic(LLVM::CallIntrinsicOp op, Value &result);
  Outcome refused(Operation *op, const std::string &what) {
    refuse(op, what);
    return Outcome::Refused;
  }
  Value emitWmmaLoad(Operation *op, Value ptr, Value stride, WmmaShape shape,
                     Type resultType);
  void emitWmmaStore(Operation *op, Value ptr, Value stride, WmmaShape shape,
                     ValueRange regs);
  Value emitWmmaMma(Operation *op, WmmaShape shape, ValueRange regs,
                    Type resultType);
  Value registersOf(Operation *op, ValueRange values, unsigned words);
  Value structOf(Value words, unsigned from, Type structType);
  /// The address `op` accesses memory at after the runtime's check.
  Value check(Operation *op, Value address, Type type, uint32_t flags);
  /// __wsim_access's flags (RuntimeABI.h) for `op`: `rw` (1 write, 2 read,
  /// 3 update), its ordering and scope, the state space its pointer had
  /// and the alignment its address needs.
  uint32_t accessFlags(Operation *op, uint32_t rw, Type type,
                       std::optional<uint64_t> declared,
                       LLVM::AtomicOrdering ordering,
                       std::optional<StringRef> scope);
  void emitFence(uint32_t order, bool blockScope);
  Value checkMasked(Operation *op, Value address, Value mask, Type vectorType,
                    uint32_t flags);

  ModuleOp module;
  HostModule &host;
  std::string &error;
  OpBuilder b;
  DataLayout layout;
  Location loc = UnknownLoc::get(module.getContext());
  Type i1, i32, i64, ptr;
  /// Each shared global's slot (layoutShared).
  llvm::StringMap<uint64_t> sharedOffset;
  /// The LLVM address space of each access's pointer, before every pointer
  /// becomes a host pointer.
  llvm::DenseMap<Operation *, unsigned> spaceOf;

  /// The loads that may read shared memory (SharedLoads.h): their
  /// uninitialised reads are reported at the value's uses.
  llvm::DenseSet<Operation *> deferUninit;
  /// The loads of globals whose contents are undefined (run()).
  llvm::DenseSet<Operation *> undefinedGlobalLoads;
  /// The origin __wsim_uninit gives `load`'s value (deferUninit).
  Value uninitOrigin(LLVM::LoadOp load);

public:
  /// The first unmodelled op of each function that holds one.
  llvm::StringMap<std::string> refusals;
  /// Every shuffle, for the poison tracking.
  std::vector<ShuffleValue> shuffles;
  /// The values of the deferUninit loads, and the outputs inline PTX may
  /// leave unset, with their origins.
  std::vector<UndefinedValue> uninitLoads;
};

Value Rewriter::uninitOrigin(LLVM::LoadOp load) {
  StringRef name = "__wsim_uninit";
  if (!module.lookupSymbol<LLVM::GlobalOp>(name)) {
    OpBuilder::InsertionGuard guard(b);
    b.setInsertionPointToStart(module.getBody());
    LLVM::GlobalOp::create(b, module.getLoc(), i32, /*isConstant=*/false,
                           LLVM::Linkage::External, name, Attribute());
  }
  Value address = LLVM::AddressOfOp::create(b, loc, ptr, name);
  Value origin = LLVM::LoadOp::create(b, loc, i32, address);
  LLVM::StoreOp::create(b, loc, constI32(0), address);
  return origin;
}

bool Rewriter::layoutShared() {
  // Each static shared global gets a slot (sharedSlotsOf); a launch's table
  // maps the slot to the offset where that kernel's own layout puts it
  // (sharedLayoutOf), as each kernel's block holds only the variables it
  // reaches. Dynamic shared memory starts after the kernel's static part.
  llvm::StringMap<uint64_t> slots = sharedSlotsOf(module);
  for (auto global : module.getOps<LLVM::GlobalOp>()) {
    if (global.getAddrSpace() != 3) {
      global.setAddrSpace(0);
      // Visible to the JIT's lookup, so that the program registers its
      // bytes as a buffer (a kernel's constant table, printf's strings):
      // a local symbol is not found, and every access to it would be
      // "far from every buffer". Names are unique in the host module.
      if (global.getLinkage() == LLVM::Linkage::Internal ||
          global.getLinkage() == LLVM::Linkage::Private) {
        // A definition without an initializer is LLVM's `undef` one; made
        // external as it is, it would become a declaration the JIT cannot
        // find.
        if (!global.getValueOrNull() &&
            global.getInitializerRegion().empty()) {
          OpBuilder::InsertionGuard guard(b);
          b.createBlock(&global.getInitializerRegion());
          Value undefined = LLVM::UndefOp::create(b, global.getLoc(),
                                                  global.getGlobalType());
          LLVM::ReturnOp::create(b, global.getLoc(), undefined);
        }
        global.setLinkage(LLVM::Linkage::External);
      }
      continue;
    }
    auto slot = slots.find(global.getSymName());
    sharedOffset[global.getSymName()] =
        slot == slots.end() ? kDynamicSharedSlot : slot->second;
  }
  return true;
}

/// A masked vector access (llvm.intr.masked.load/store, the tile
/// lowering's tails) checks only its enabled elements: the mask goes to the
/// runtime as bits. Null (refused) past 64 elements.
Value Rewriter::checkMasked(Operation *op, Value address, Value mask,
                            Type vectorType, uint32_t flags) {
  auto vector = dyn_cast<VectorType>(vectorType);
  if (!vector || vector.getRank() != 1 || vector.getNumElements() > 64 ||
      vector.isScalable()) {
    refuse(op, "a masked access of more than 64 elements");
    return Value();
  }
  unsigned lanes = vector.getNumElements();
  uint64_t elementBytes =
      layout.getTypeSize(vector.getElementType()).getFixedValue();
  Value bits = LLVM::BitcastOp::create(b, loc, b.getIntegerType(lanes), mask);
  if (lanes < 64)
    bits = LLVM::ZExtOp::create(b, loc, i64, bits);
  std::string name = op->getName().getStringRef().str();
  uint32_t id = site(op, name);
  flags |= std::min(spaceOf.lookup(op), 7u) << access::kSpaceShift;
  return call("__wsim_access_masked", ptr,
              {address, constI64(elementBytes), bits, constI32(flags),
               constI32(id)});
}

uint32_t Rewriter::accessFlags(Operation *op, uint32_t rw, Type type,
                               std::optional<uint64_t> declared,
                               LLVM::AtomicOrdering ordering,
                               std::optional<StringRef> scope) {
  using LLVM::AtomicOrdering;
  uint32_t order = access::Plain;
  switch (ordering) {
  case AtomicOrdering::not_atomic:
    break;
  case AtomicOrdering::unordered:
  case AtomicOrdering::monotonic:
    order = access::Relaxed;
    break;
  case AtomicOrdering::acquire:
    order = access::Acquire;
    break;
  case AtomicOrdering::release:
    order = access::Release;
    break;
  case AtomicOrdering::acq_rel:
  case AtomicOrdering::seq_cst:
    order = access::AcqRel;
    break;
  }
  // PTX needs the access size's natural alignment (a vector's whole
  // size); an LLVM op that declares less is split by NVPTX into accesses
  // that need only that much. Atomics are never split.
  uint64_t size = ::warptile::sim::accessBytes(layout, type);
  uint64_t natural = size ? uint64_t(1) << (63 - __builtin_clzll(size)) : 1;
  uint64_t need = natural;
  if (rw != 3 && order == access::Plain)
    need = std::min<uint64_t>(
        natural, declared && *declared ? *declared
                                       : layout.getTypeABIAlignment(type));
  uint32_t flags = rw | order << access::kOrderShift |
                   std::min(spaceOf.lookup(op), 7u) << access::kSpaceShift |
                   uint32_t(__builtin_ctzll(need)) << access::kAlignShift;
  if (scope && (*scope == "block" || *scope == "cta" || *scope == "workgroup"))
    flags |= access::kBlockScope;
  return flags;
}

void Rewriter::emitFence(uint32_t order, bool blockScope) {
  call("__wsim_fence", nullptr,
       {constI32(order << access::kOrderShift |
                 (blockScope ? access::kBlockScope : 0))});
}

Value Rewriter::check(Operation *op, Value address, Type type,
                      uint32_t flags) {
  uint64_t bytes = ::warptile::sim::accessBytes(layout, type);
  std::string name = op->getName().getStringRef().str();
  uint32_t id = site(op, name);
  return call("__wsim_access", ptr,
              {address, constI64(bytes), constI32(flags), constI32(id)});
}

Value Rewriter::emitShuffle(Operation *op, ShuffleMode mode, StringRef modeName,
                            Value mask, Value value, Value offset, Value clamp,
                            Type resultType, bool withValid) {
  std::string what = "nvvm.shfl.sync " + modeName.str();
  Type valueType = value.getType();
  // The origin operand (0: a defined value) is the poison tracking's
  // (Poison.h), which sets it where the value may be poisoned.
  Value r = call("__wsim_shfl", i64,
                 {constI32(static_cast<uint32_t>(mode)), mask, bitsOf(value),
                  offset, clamp, constI32(site(op, what)), constI32(0)});
  Value v = fromBits(low32(r), valueType);
  shuffles.push_back({r.getDefiningOp<LLVM::CallOp>(), v});
  return withValid ? pair(resultType, v, bit32(r)) : v;
}

Value Rewriter::emitVote(Operation *op, VoteKind kind, StringRef kindName,
                         Value mask, Value pred, Type resultType) {
  std::string what = "nvvm.vote.sync " + kindName.str();
  Value p = LLVM::ZExtOp::create(b, loc, i32, pred);
  Value r = call("__wsim_vote", i32,
                 {constI32(static_cast<uint32_t>(kind)), mask, p,
                  constI32(site(op, what))});
  return resultType == i1 ? Value(LLVM::TruncOp::create(b, loc, i1, r)) : r;
}

Value Rewriter::emitBarrier(Operation *op, StringRef name, Value id,
                            Value count, uint32_t flags) {
  return call("__wsim_barrier", i32,
              {id ? id : constI32(0), count ? count : constI32(0),
               constI32(flags), constI32(0), constI32(site(op, name.str()))});
}

/// `bar.arrive a, b;` as inline PTX: what convert-nvvm-to-llvm makes of
/// nvvm.barrier.arrive ("bar.arrive $0, $1;", "bar.arrive 0, $0;") and
/// what CUDA C++ writes for it (asm("bar.arrive %0, %1;" ...)). Operands are
/// `$N` or decimal constants; anything else is not this and stays refused.
bool Rewriter::emitArriveAsm(LLVM::InlineAsmOp op) {
  StringRef text = StringRef(op.getAsmString()).trim();
  // No result (imported IR gives it an unused !llvm.void one).
  if (!text.consume_back(";") || llvm::any_of(op->getResults(), [](Value r) {
        return !isa<LLVM::LLVMVoidType>(r.getType()) || !r.use_empty();
      }))
    return false;
  text = text.rtrim();
  StringRef mnemonic;
  std::tie(mnemonic, text) = text.split(' ');
  uint32_t flags = BarrierArrive;
  if (mnemonic == "barrier.arrive" || mnemonic == "barrier.cta.arrive")
    flags |= BarrierUnaligned;
  else if (mnemonic != "bar.arrive" && mnemonic != "bar.cta.arrive" &&
           mnemonic != "barrier.arrive.aligned" &&
           mnemonic != "barrier.cta.arrive.aligned")
    return false;
  SmallVector<StringRef> parts;
  text.split(parts, ',');
  if (parts.size() != 2)
    return false;
  Value operands[2];
  for (unsigned i = 0; i < 2; ++i) {
    StringRef part = parts[i].trim();
    unsigned index = 0;
    uint64_t constant = 0;
    if (part.consume_front("$")) {
      if (part.getAsInteger(10, index) || index >= op.getNumOperands() ||
          !op.getOperand(index).getType().isInteger(32))
        return false;
      operands[i] = op.getOperand(index);
    } else if (!part.getAsInteger(10, constant) && constant <= UINT32_MAX) {
      operands[i] = constI32(constant);
    } else {
      return false;
    }
  }
  emitBarrier(op, mnemonic, operands[0], operands[1], flags);
  op->erase();
  return true;
}

/// exit: the thread ends here, as if the kernel returned (also from a
/// device function); nothing after it runs.
void Rewriter::emitExit(Operation *) { call("__wsim_exit", nullptr, {}); }

/// `words` i32s in the entry block of the function holding `op` (on the
/// simulated thread's stack), for registers a runtime call reads or
/// writes.
Value Rewriter::scratch(Operation *op, unsigned words) {
  auto func = op->getParentOfType<LLVM::LLVMFuncOp>();
  OpBuilder::InsertionGuard guard(b);
  b.setInsertionPointToStart(&func.getBody().front());
  return LLVM::AllocaOp::create(b, loc, ptr, i32, constI64(words), 4);
}

Value Rewriter::wordAt(Value base, unsigned index) {
  return LLVM::GEPOp::create(
      b, loc, ptr, i32, base,
      ArrayRef<LLVM::GEPArg>{static_cast<int32_t>(index)});
}

/// ldmatrix.sync.aligned.m8n8.{x1,x2,x4}{.trans}.b16: the lane's row
/// address in, one i32 per matrix out (a struct of them for x2 and x4).
Value Rewriter::emitLdMatrix(Operation *op, Value row, unsigned count,
                             bool trans, Type resultType) {
  std::string what =
      "nvvm.ldmatrix x" + std::to_string(count) + (trans ? ".trans" : "");
  Value out = scratch(op, 4);
  call("__wsim_ldmatrix", nullptr,
       {row, constI32(count | uint32_t(trans) << 8), out,
        constI32(site(op, what))});
  if (count == 1)
    return LLVM::LoadOp::create(b, loc, i32, out);
  Value result = LLVM::PoisonOp::create(b, loc, resultType);
  for (unsigned i = 0; i < count; ++i) {
    Value reg = LLVM::LoadOp::create(b, loc, i32, wordAt(out, i));
    result =
        LLVM::InsertValueOp::create(b, loc, result, reg, ArrayRef<int64_t>{i});
  }
  return result;
}

void Rewriter::emitCpAsync(Operation *op, StringRef name, Value dst, Value src,
                           unsigned bytes, Value srcBytes) {
  call("__wsim_cp_async", nullptr,
       {dst, src, constI32(bytes), srcBytes ? srcBytes : constI32(bytes),
        constI32(site(op, name.str()))});
}

/// The PTX element type of an NVVM MMA type, if the simulator has it.
static std::optional<MmaType> mmaType(NVVM::MMATypes type) {
  switch (type) {
  case NVVM::MMATypes::f16:
    return MmaType::F16;
  case NVVM::MMATypes::bf16:
    return MmaType::BF16;
  case NVVM::MMATypes::tf32:
    return MmaType::TF32;
  case NVVM::MMATypes::f32:
    return MmaType::F32;
  case NVVM::MMATypes::s8:
    return MmaType::S8;
  case NVVM::MMATypes::u8:
    return MmaType::U8;
  case NVVM::MMATypes::s32:
    return MmaType::S32;
  default:
    return std::nullopt;
  }
}

/// mma.sync: every operand register is stored as 32 bits into a scratch
/// array, __wsim_mma computes the warp's D, and the lane's D registers are
/// read back into the result struct. Empty, with `why`, when the shape or
/// the types are not modelled.
Value Rewriter::emitMma(NVVM::MmaOp op, std::string &why) {
  auto multiplicand = [&](std::optional<NVVM::MMATypes> given,
                          ValueRange operands) -> std::optional<MmaType> {
    if (given)
      return mmaType(*given);
    if (operands.empty())
      return std::nullopt;
    Type type = operands.front().getType();
    if (auto vector = dyn_cast<VectorType>(type))
      type = vector.getElementType();
    if (auto inferred = NVVM::MmaOp::inferOperandMMAType(type, false))
      return mmaType(*inferred);
    return std::nullopt;
  };
  std::optional<MmaType> a =
      multiplicand(op.getMultiplicandAPtxType(), op.getOperandA());
  std::optional<MmaType> bType =
      multiplicand(op.getMultiplicandBPtxType(), op.getOperandB());
  std::optional<MmaType> c = mmaType(op.accumPtxType());
  std::optional<MmaType> d = mmaType(op.resultPtxType());
  if (!a || !bType || !c || !d) {
    why = "its element types";
    return Value();
  }
  MmaShape shape;
  shape.m = op.getShape().getM();
  shape.n = op.getShape().getN();
  shape.k = op.getShape().getK();
  shape.a = *a;
  shape.b = *bType;
  shape.c = *c;
  shape.d = *d;
  shape.satfinite =
      op.getIntOverflowBehavior() == NVVM::MMAIntOverflow::satfinite;
  why = shape.unsupported();
  if (why.empty() && (op.getLayoutA() != NVVM::MMALayout::row ||
                      op.getLayoutB() != NVVM::MMALayout::col))
    why = "layouts other than row.col";
  auto structType = dyn_cast<LLVM::LLVMStructType>(op.getType());
  auto is32 = [&](Type type) {
    return layout.getTypeSizeInBits(type).getFixedValue() == 32;
  };
  auto all32 = [&](ValueRange values, unsigned count) {
    return values.size() == count &&
           llvm::all_of(values.getTypes(), [&](Type t) { return is32(t); });
  };
  if (why.empty() &&
      (!all32(op.getOperandA(), shape.aRegs()) ||
       !all32(op.getOperandB(), shape.bRegs()) ||
       !all32(op.getOperandC(), shape.cRegs()) || !structType ||
       structType.getBody().size() != shape.dRegs() ||
       !llvm::all_of(structType.getBody(), [&](Type t) { return is32(t); })))
    why = "these operand registers";
  if (!why.empty())
    return Value();
  unsigned inputs = shape.aRegs() + shape.bRegs() + shape.cRegs();
  Value regs = scratch(op, inputs + shape.dRegs());
  unsigned index = 0;
  for (Value v : op->getOperands()) {
    Value bits =
        v.getType() == i32 ? v : LLVM::BitcastOp::create(b, loc, i32, v);
    LLVM::StoreOp::create(b, loc, bits, wordAt(regs, index++));
  }
  call("__wsim_mma", nullptr,
       {constI32(shape.encode()), regs,
        constI32(site(op, "nvvm.mma.sync " + shape.name()))});
  Value result = LLVM::PoisonOp::create(b, loc, structType);
  for (unsigned i = 0; i < shape.dRegs(); ++i) {
    Type type = structType.getBody()[i];
    Value reg = LLVM::LoadOp::create(b, loc, i32, wordAt(regs, inputs + i));
    if (type != i32)
      reg = LLVM::BitcastOp::create(b, loc, type, reg);
    result =
        LLVM::InsertValueOp::create(b, loc, result, reg, ArrayRef<int64_t>{i});
  }
  return result;
}

Rewriter::Outcome Rewriter::rewriteScalar(Operation *op, Value &result) {
  // The semantics are PtxScalar.cpp's, each with its PTX ISA section.
  auto signedType = [](NVVM::DotAccumulateType type) {
    return uint32_t(type == NVVM::DotAccumulateType::SIGNED);
  };
  if (auto prmt = dyn_cast<NVVM::PermuteOp>(op)) {
    // The one-register modes (rc8, ecl, ecr, rc16) read only `lo`.
    Value hi = prmt.getHi() ? prmt.getHi() : constI32(0);
    result = call("__wsim_prmt", i32,
                  {prmt.getLo(), hi, prmt.getSelector(),
                   constI32(static_cast<uint32_t>(prmt.getMode()))});
  } else if (auto dot = dyn_cast<NVVM::DotAccumulate4WayOp>(op)) {
    uint32_t kind = signedType(dot.getAType()) | signedType(dot.getBType()) << 1;
    result = call("__wsim_dp4a", i32,
                  {LLVM::BitcastOp::create(b, loc, i32, dot.getA()),
                   LLVM::BitcastOp::create(b, loc, i32, dot.getB()),
                   dot.getC(), constI32(kind)});
  } else if (auto dot = dyn_cast<NVVM::DotAccumulate2WayOp>(op)) {
    uint32_t kind = signedType(dot.getAType()) |
                    signedType(dot.getBType()) << 1 |
                    uint32_t(dot.getBHi()) << 2;
    result = call("__wsim_dp2a", i32,
                  {LLVM::BitcastOp::create(b, loc, i32, dot.getA()),
                   LLVM::BitcastOp::create(b, loc, i32, dot.getB()),
                   dot.getC(), constI32(kind)});
  } else if (auto rcp = dyn_cast<NVVM::RcpApproxFtzF32Op>(op)) {
    result = call("__wsim_rcp_approx_ftz_f32", rcp.getType(), {rcp.getArg()});
  } else if (auto cvt = dyn_cast<NVVM::ConvertFloatToTF32Op>(op)) {
    Tf32Rounding rounding;
    switch (cvt.getRnd()) {
    case NVVM::FPRoundingMode::RNA:
      rounding = Tf32Rounding::RNA;
      break;
    case NVVM::FPRoundingMode::RN:
      rounding = Tf32Rounding::RN;
      break;
    case NVVM::FPRoundingMode::RZ:
      rounding = Tf32Rounding::RZ;
      break;
    default:
      return refused(op, "nvvm.convert.float.to.tf32 with rounding '" +
                            NVVM::stringifyFPRoundingMode(cvt.getRnd()).str() +
                            "'");
    }
    uint32_t mode =
        static_cast<uint32_t>(rounding) |
        uint32_t(cvt.getSat() == NVVM::SaturationMode::SATFINITE) << 8 |
        uint32_t(cvt.getRelu()) << 9;
    result = call("__wsim_cvt_tf32", i32, {cvt.getSrc(), constI32(mode)});
  }
  // nvvm.griddepcontrol: PTX ISA, "Parallel Synchronization and
  // Communication Instructions: griddepcontrol": ".wait causes the
  // executing thread to wait until all prerequisite grids in flight have
  // completed"; ".launch_dependents signals that specific dependents the
  // runtime system designated to react to this instruction can be
  // scheduled as soon as all other CTAs in the grid issue the same
  // instruction or have completed". The simulator runs one launch at a
  // time, each to its end before the next begins: no grid is ever in
  // flight, and a dependent starts only after this grid anyway. Both are
  // no-ops.
  return Outcome::Done;
}

/// `values` (32 bits each, or f64 as two words, the low one first) stored
/// into `words` i32s of scratch memory.
Value Rewriter::registersOf(Operation *op, ValueRange values, unsigned words) {
  Value regs = scratch(op, words);
  unsigned index = 0;
  for (Value v : values) {
    if (v.getType().isF64()) {
      LLVM::StoreOp::create(b, loc, v, wordAt(regs, index), /*alignment=*/4);
      index += 2;
      continue;
    }
    Value bits =
        v.getType() == i32 ? v : LLVM::BitcastOp::create(b, loc, i32, v);
    LLVM::StoreOp::create(b, loc, bits, wordAt(regs, index++));
  }
  return regs;
}

/// The struct of registers `from`, `from + 1`, ... of `words` (an f64
/// member takes two).
Value Rewriter::structOf(Value words, unsigned from, Type structType) {
  auto type = cast<LLVM::LLVMStructType>(structType);
  Value result = LLVM::PoisonOp::create(b, loc, structType);
  unsigned index = from;
  for (auto [i, member] : llvm::enumerate(type.getBody())) {
    Value reg;
    if (member.isF64()) {
      reg = LLVM::LoadOp::create(b, loc, member, wordAt(words, index),
                                 /*alignment=*/4);
      index += 2;
    } else {
      reg = LLVM::LoadOp::create(b, loc, i32, wordAt(words, index++));
      if (member != i32)
        reg = LLVM::BitcastOp::create(b, loc, member, reg);
    }
    result = LLVM::InsertValueOp::create(b, loc, result, reg,
                                         ArrayRef<int64_t>{int64_t(i)});
  }
  return result;
}

Value Rewriter::emitWmmaLoad(Operation *op, Value ptr, Value stride,
                             WmmaShape shape, Type resultType) {
  Value out = scratch(op, 8);
  call("__wsim_wmma_load", nullptr,
       {ptr, stride, constI32(shape.encode()), out,
        constI32(site(op, "nvvm.wmma.load"))});
  if (resultType.isF64()) // .m8n8k4 .f64 A or B: one register, unwrapped
    return LLVM::LoadOp::create(b, loc, resultType, out, /*alignment=*/4);
  return structOf(out, 0, resultType);
}

void Rewriter::emitWmmaStore(Operation *op, Value ptr, Value stride,
                             WmmaShape shape, ValueRange regs) {
  Value words = registersOf(op, regs, 8);
  call("__wsim_wmma_store", nullptr,
       {ptr, stride, constI32(shape.encode()), words,
        constI32(site(op, "nvvm.wmma.store"))});
}

Value Rewriter::emitWmmaMma(Operation *op, WmmaShape shape, ValueRange regs,
                            Type resultType) {
  // A (8), B (8) and C registers in, D after them (.f64: A (2), B (2) and
  // C (4) words, D after them).
  Value words = registersOf(op, regs, 32);
  call("__wsim_wmma_mma", nullptr,
       {constI32(shape.encode()), words, constI32(site(op, "nvvm.wmma.mma"))});
  return structOf(words, shape.f64 ? 8 : regs.size(), resultType);
}

Rewriter::Outcome Rewriter::rewriteWmma(Operation *op, Value &result) {
  // The model (WarpMatrix.h): .m16n16k16 with .f16 multiplicands and .f16
  // or .f32 accumulators, every register 32 bits; .m8n8k4 with .f64
  // throughout (sm_80), every register an f64.
  auto is32 = [&](Type type) {
    return type.isIntOrFloat() || isa<VectorType>(type)
               ? layout.getTypeSizeInBits(type).getFixedValue() == 32
               : false;
  };
  auto isF64 = [](Type type) { return type.isF64(); };
  // `count` registers: 32-bit ones, or f64 ones for an .f64 shape (a lone
  // f64 as itself, as MLIR's lowering writes an .f64 A or B).
  auto registers = [&](Type type, unsigned count, bool f64) {
    if (f64 && count == 1 && type.isF64())
      return true;
    auto s = dyn_cast<LLVM::LLVMStructType>(type);
    return s && s.getBody().size() == count &&
           (f64 ? llvm::all_of(s.getBody(), isF64)
                : llvm::all_of(s.getBody(), is32));
  };
  auto words = [&](ValueRange values, unsigned count, bool f64) {
    return values.size() == count &&
           (f64 ? llvm::all_of(values.getTypes(), isF64)
                : llvm::all_of(values.getTypes(), is32));
  };
  auto describe = [](unsigned m, unsigned n, unsigned k, StringRef what) {
    return "m" + std::to_string(m) + "n" + std::to_string(n) + "k" +
           std::to_string(k) + " " + what.str();
  };
  auto square = [](unsigned m, unsigned n, unsigned k) {
    return m == 16 && n == 16 && k == 16;
  };
  // PTX ISA, wmma.load: ".m8n8k4 ... .f64" (A, B and C of an f64 matrix
  // multiply; "Double precision floating point type" requires sm_80).
  auto m8n8k4 = [](unsigned m, unsigned n, unsigned k) {
    return m == 8 && n == 8 && k == 4;
  };
  if (auto ld = dyn_cast<NVVM::WMMALoadOp>(op)) {
    WmmaShape shape;
    shape.frag = ld.getFrag() == NVVM::MMAFrag::a   ? WmmaFrag::A
                 : ld.getFrag() == NVVM::MMAFrag::b ? WmmaFrag::B
                                                    : WmmaFrag::C;
    shape.f64 = ld.getEltype() == NVVM::MMATypes::f64;
    shape.f32 = ld.getEltype() == NVVM::MMATypes::f32;
    shape.col = ld.getLayout() == NVVM::MMALayout::col;
    bool typeOk = ld.getEltype() == NVVM::MMATypes::f16 ||
                  (shape.f32 && shape.frag == WmmaFrag::C);
    bool shapeOk = shape.f64 ? m8n8k4(ld.getM(), ld.getN(), ld.getK())
                             : square(ld.getM(), ld.getN(), ld.getK()) &&
                                   typeOk;
    if (!shapeOk ||
        !registers(ld.getType(),
                   shape.f64 ? wmmaF64Elements(shape.frag) : shape.regs(),
                   shape.f64))
      return refused(op, "nvvm.wmma.load " +
                            describe(ld.getM(), ld.getN(), ld.getK(),
                                     NVVM::stringifyMMAFrag(ld.getFrag())) +
                            " ." + NVVM::stringifyMMATypes(ld.getEltype()).str() +
                            " (only m16n16k16 .f16, and .f32 C, and m8n8k4 "
                            ".f64 are modelled)");
    result = emitWmmaLoad(op, ld.getPtr(), ld.getStride(), shape, ld.getType());
  } else if (auto st = dyn_cast<NVVM::WMMAStoreOp>(op)) {
    WmmaShape shape;
    shape.frag = WmmaFrag::C;
    shape.f64 = st.getEltype() == NVVM::MMATypes::f64;
    shape.f32 = st.getEltype() == NVVM::MMATypes::f32;
    shape.col = st.getLayout() == NVVM::MMALayout::col;
    bool shapeOk =
        shape.f64 ? m8n8k4(st.getM(), st.getN(), st.getK())
                  : square(st.getM(), st.getN(), st.getK()) &&
                        (shape.f32 || st.getEltype() == NVVM::MMATypes::f16);
    if (!shapeOk ||
        !words(st.getArgs(), shape.f64 ? 2 : shape.regs(), shape.f64))
      return refused(op, "nvvm.wmma.store " +
                            describe(st.getM(), st.getN(), st.getK(), "d") +
                            " ." + NVVM::stringifyMMATypes(st.getEltype()).str() +
                            " (only m16n16k16 .f16 and .f32, and m8n8k4 .f64, "
                            "are modelled)");
    emitWmmaStore(op, st.getPtr(), st.getStride(), shape, st.getArgs());
  } else if (auto mma = dyn_cast<NVVM::WMMAMmaOp>(op)) {
    // eltypeA is the multiplicands' type, eltypeB the accumulators' (C and
    // D alike), as MLIR's GPU-to-NVVM lowering writes them.
    WmmaShape shape;
    shape.f64 = mma.getEltypeA() == NVVM::MMATypes::f64;
    shape.cF32 = shape.dF32 = mma.getEltypeB() == NVVM::MMATypes::f32;
    bool ok;
    if (shape.f64) {
      // A (one f64), B (one) and C (two) in, D (two) out.
      ok = m8n8k4(mma.getM(), mma.getN(), mma.getK()) &&
           mma.getEltypeB() == NVVM::MMATypes::f64 &&
           words(mma.getArgs(), 4, true) && registers(mma.getType(), 2, true);
    } else {
      unsigned cRegs = shape.cF32 ? 8 : 4;
      ok = square(mma.getM(), mma.getN(), mma.getK()) &&
           mma.getEltypeA() == NVVM::MMATypes::f16 &&
           (shape.cF32 || mma.getEltypeB() == NVVM::MMATypes::f16) &&
           words(mma.getArgs(), 16 + cRegs, false) &&
           registers(mma.getType(), cRegs, false);
    }
    if (!ok)
      return refused(op, "nvvm.wmma.mma " +
                            describe(mma.getM(), mma.getN(), mma.getK(), ".") +
                            NVVM::stringifyMMATypes(mma.getEltypeA()).str() +
                            " ." +
                            NVVM::stringifyMMATypes(mma.getEltypeB()).str() +
                            " (only m16n16k16 .f16 with .f16 or .f32 "
                            "accumulators, and m8n8k4 .f64, are modelled)");
    // The layouts need no work here: the loads put the logical matrices
    // into the fragments whatever the layout in memory.
    result = emitWmmaMma(op, shape, mma.getArgs(), mma.getType());
  }
  return Outcome::Done;
}

Rewriter::Outcome
Rewriter::rewriteScalarIntrinsic(LLVM::CallIntrinsicOp op, Value &result) {
  StringRef name = op.getIntrin();
  auto args = op.getArgs();
  auto bad = [&]() { return refused(op, "the intrinsic '" + name.str() + "'"); };
  if (StringRef mode = name; mode.consume_front("llvm.nvvm.prmt")) {
    // llvm.nvvm.prmt[.f4e|.b4e](a, b, c), llvm.nvvm.prmt.{rc8,ecl,ecr,rc16}(a, c)
    std::optional<PrmtMode> m = llvm::StringSwitch<std::optional<PrmtMode>>(mode)
                                    .Case("", PrmtMode::Default)
                                    .Case(".f4e", PrmtMode::F4E)
                                    .Case(".b4e", PrmtMode::B4E)
                                    .Case(".rc8", PrmtMode::RC8)
                                    .Case(".ecl", PrmtMode::ECL)
                                    .Case(".ecr", PrmtMode::ECR)
                                    .Case(".rc16", PrmtMode::RC16)
                                    .Default(std::nullopt);
    bool two = m && (*m == PrmtMode::Default || *m == PrmtMode::F4E ||
                     *m == PrmtMode::B4E);
    if (!m || args.size() != (two ? 3u : 2u))
      return bad();
    result = call("__wsim_prmt", i32,
                  {args[0], two ? args[1] : constI32(0), args.back(),
                   constI32(static_cast<uint32_t>(*m))});
    return Outcome::Done;
  }
  if (name == "llvm.nvvm.fns") {
    // __fns(mask, base, offset): fns.b32, the bit position of the
    // offset-th set bit of mask from base (PTX ISA, fns).
    if (args.size() != 3)
      return bad();
    result = call("__wsim_fns", i32, {args[0], args[1], args[2]});
    return Outcome::Done;
  }
  StringRef dot = name;
  bool four = dot.consume_front("llvm.nvvm.idp4a.");
  if (four || dot.consume_front("llvm.nvvm.idp2a.")) {
    // llvm.nvvm.idp4a.{s,u}.{s,u}(a, b, c), llvm.nvvm.idp2a.{s,u}.{s,u}(a,
    // b, i1 hi, c)
    auto [aType, bType] = dot.split('.');
    if (!(aType == "s" || aType == "u") || !(bType == "s" || bType == "u") ||
        args.size() != (four ? 3u : 4u))
      return bad();
    uint32_t kind = uint32_t(aType == "s") | uint32_t(bType == "s") << 1;
    if (four) {
      result = call("__wsim_dp4a", i32,
                    {args[0], args[1], args[2], constI32(kind)});
    } else {
      Value hi = LLVM::ZExtOp::create(b, loc, i32, args[2]);
      Value code = LLVM::OrOp::create(
          b, loc, constI32(kind),
          LLVM::ShlOp::create(b, loc, hi, constI32(2)));
      result = call("__wsim_dp2a", i32, {args[0], args[1], args[3], code});
    }
    return Outcome::Done;
  }
  if (name == "llvm.nvvm.rcp.approx.ftz.f" ||
      name == "llvm.nvvm.rcp.approx.ftz.d") {
    bool f64 = name.ends_with(".d");
    result = call(f64 ? "__wsim_rcp_approx_ftz_f64"
                      : "__wsim_rcp_approx_ftz_f32",
                  args[0].getType(), {args[0]});
    return Outcome::Done;
  }
  if (StringRef cvt = name; cvt.consume_front("llvm.nvvm.f2tf32.")) {
    // llvm.nvvm.f2tf32.{rna,rn,rz}[.relu][.satfinite]
    bool satfinite = cvt.consume_back(".satfinite");
    bool relu = cvt.consume_back(".relu");
    std::optional<Tf32Rounding> rounding =
        llvm::StringSwitch<std::optional<Tf32Rounding>>(cvt)
            .Case("rna", Tf32Rounding::RNA)
            .Case("rn", Tf32Rounding::RN)
            .Case("rz", Tf32Rounding::RZ)
            .Default(std::nullopt);
    if (!rounding || args.size() != 1)
      return bad();
    uint32_t mode = static_cast<uint32_t>(*rounding) |
                    uint32_t(satfinite) << 8 | uint32_t(relu) << 9;
    result = call("__wsim_cvt_tf32", i32, {args[0], constI32(mode)});
    return Outcome::Done;
  }
  return Outcome::NotMine;
}

Rewriter::Outcome
Rewriter::rewriteWmmaIntrinsic(LLVM::CallIntrinsicOp op, Value &result) {
  StringRef name = op.getIntrin();
  auto args = op.getArgs();
  StringRef rest = name;
  if (!rest.consume_front("llvm.nvvm.wmma."))
    return Outcome::NotMine;
  auto bad = [&]() {
    return refused(op, "the intrinsic '" + name.str() +
                          "' (only m16n16k16 .f16 with .f16 or .f32 "
                          "accumulators is modelled)");
  };
  if (!rest.consume_front("m16n16k16."))
    return bad();
  // Loads and stores are overloaded on the pointer: a .p0/.p1/.p3 suffix.
  if (size_t dot = rest.rfind('.'); dot != StringRef::npos &&
                                    rest.substr(dot + 1).starts_with("p") &&
                                    rest.substr(dot + 2).size() &&
                                    llvm::all_of(rest.substr(dot + 2),
                                                 llvm::isDigit))
    rest = rest.take_front(dot);
  SmallVector<StringRef> parts;
  rest.split(parts, '.');
  Type resultType = op.getNumResults() ? op.getResult(0).getType() : Type();
  auto type = [](StringRef t) -> std::optional<bool> {
    if (t == "f16")
      return false;
    if (t == "f32")
      return true;
    return std::nullopt;
  };
  // Without .stride, the matrix is packed: its leading dimension is 16.
  if (parts.size() >= 4 && (parts[0] == "load" || parts[0] == "store")) {
    // load.{a,b,c}.{row,col}[.stride].{f16,f32}(ptr[, stride]) and
    // store.d.{row,col}[.stride].{f16,f32}(ptr, regs...[, stride])
    bool load = parts[0] == "load";
    bool strided = parts.size() == 5 && parts[3] == "stride";
    std::optional<bool> f32 = type(parts.back());
    WmmaShape shape;
    shape.frag = parts[1] == "a"   ? WmmaFrag::A
                 : parts[1] == "b" ? WmmaFrag::B
                                   : WmmaFrag::C;
    shape.col = parts[2] == "col";
    bool fragOk = load ? (parts[1] == "a" || parts[1] == "b" || parts[1] == "c")
                       : parts[1] == "d";
    if (!f32 || !fragOk || (*f32 && shape.frag != WmmaFrag::C) ||
        !(parts[2] == "row" || parts[2] == "col") ||
        parts.size() != (strided ? 5u : 4u))
      return bad();
    shape.f32 = *f32;
    unsigned operands = 1 + (load ? 0 : shape.regs()) + (strided ? 1 : 0);
    if (args.size() != operands)
      return bad();
    Value stride = strided ? args.back() : constI32(16);
    if (load) {
      auto s = dyn_cast<LLVM::LLVMStructType>(resultType);
      if (!s || s.getBody().size() != shape.regs())
        return bad();
      result = emitWmmaLoad(op, args[0], stride, shape, resultType);
    } else {
      emitWmmaStore(op, args[0], stride, shape,
                    args.slice(1, shape.regs()));
    }
    return Outcome::Done;
  }
  if (parts.size() >= 5 && parts[0] == "mma") {
    // mma.{row,col}.{row,col}.{dtype}.{ctype}(a..., b..., c...)
    std::optional<bool> dF32 = type(parts[3]), cF32 = type(parts[4]);
    if (parts.size() != 5 || !dF32 || !cF32)
      return bad();
    WmmaShape shape;
    shape.dF32 = *dF32;
    shape.cF32 = *cF32;
    unsigned cRegs = *cF32 ? 8 : 4, dRegs = *dF32 ? 8 : 4;
    auto s = dyn_cast<LLVM::LLVMStructType>(resultType);
    if (args.size() != 16 + cRegs || !s || s.getBody().size() != dRegs)
      return bad();
    result = emitWmmaMma(op, shape, args, resultType);
    return Outcome::Done;
  }
  return bad();
}

/// The `llvm.nvvm.*` intrinsics that LLVM IR imported from CUDA C++
/// (clang, then mlir-translate --import-llvm) calls where the NVVM dialect
/// has no op for them.
bool Rewriter::rewriteIntrinsic(LLVM::CallIntrinsicOp op) {
  StringRef name = op.getIntrin();
  auto args = op.getArgs();
  Type resultType = op.getNumResults() ? op.getResult(0).getType() : Type();
  Value result;
  StringRef rest = name;
  if (rest.consume_front("llvm.nvvm.shfl.sync.")) {
    // llvm.nvvm.shfl.sync.{idx,up,down,bfly}.{i32,f32}[p]
    auto [modeName, type] = rest.split('.');
    std::optional<ShuffleMode> mode =
        llvm::StringSwitch<std::optional<ShuffleMode>>(modeName)
            .Case("idx", ShuffleMode::Idx)
            .Case("up", ShuffleMode::Up)
            .Case("down", ShuffleMode::Down)
            .Case("bfly", ShuffleMode::Bfly)
            .Default(std::nullopt);
    if (!mode || args.size() != 4)
      return refuse(op, "the intrinsic '" + name.str() + "'");
    result = emitShuffle(op, *mode, modeName, args[0], args[1], args[2],
                         args[3], resultType, type.ends_with("p"));
  } else if (rest.consume_front("llvm.nvvm.vote.") &&
             rest.consume_back(".sync")) {
    std::optional<VoteKind> kind =
        llvm::StringSwitch<std::optional<VoteKind>>(rest)
            .Case("any", VoteKind::Any)
            .Case("all", VoteKind::All)
            .Case("uni", VoteKind::Uni)
            .Case("ballot", VoteKind::Ballot)
            .Default(std::nullopt);
    if (!kind || args.size() != 2)
      return refuse(op, "the intrinsic '" + name.str() + "'");
    result = emitVote(op, *kind, rest, args[0], args[1], resultType);
  } else if (rest.consume_front("llvm.nvvm.redux.sync.")) {
    // llvm.nvvm.redux.sync.{add,min,max,umin,umax,and,or,xor}(value, mask)
    std::optional<ReduxKind> kind =
        llvm::StringSwitch<std::optional<ReduxKind>>(rest)
            .Case("add", ReduxKind::Add)
            .Case("min", ReduxKind::Min)
            .Case("max", ReduxKind::Max)
            .Case("umin", ReduxKind::UMin)
            .Case("umax", ReduxKind::UMax)
            .Case("and", ReduxKind::And)
            .Case("or", ReduxKind::Or)
            .Case("xor", ReduxKind::Xor)
            .Default(std::nullopt);
    if (!kind || args.size() != 2 || resultType != i32)
      return refuse(op, "the intrinsic '" + name.str() + "'");
    result = call("__wsim_redux", i32,
                  {constI32(static_cast<uint32_t>(*kind)), args[1], args[0],
                   constI32(site(op, "nvvm.redux.sync " + rest.str()))});
  } else if (rest.consume_front("llvm.nvvm.match.any.sync.")) {
    Value v = args[1];
    if (v.getType() != i64)
      v = LLVM::ZExtOp::create(b, loc, i64, v);
    result = low32(call(
        "__wsim_match", i64,
        {constI32(0), args[0], v, constI32(site(op, "nvvm.match.sync any"))}));
  } else if (name == "llvm.nvvm.match.all.sync.i32p" ||
             name == "llvm.nvvm.match.all.sync.i64p") {
    // __match_all_sync: {the mask when every lane of it holds the same
    // value, else 0; whether they do}, as nvvm.match.sync all.
    auto s = dyn_cast_or_null<LLVM::LLVMStructType>(resultType);
    if (args.size() != 2 || !s || s.getBody().size() != 2)
      return refuse(op, "the intrinsic '" + name.str() + "'");
    Value v = args[1];
    if (v.getType() != i64)
      v = LLVM::ZExtOp::create(b, loc, i64, v);
    Value r = call(
        "__wsim_match", i64,
        {constI32(1), args[0], v, constI32(site(op, "nvvm.match.sync all"))});
    result = pair(resultType, low32(r), bit32(r));
  } else if (name == "llvm.nvvm.barrier0") {
    emitBarrier(op, name, Value(), Value());
  } else if (StringRef red = name; red.consume_front("llvm.nvvm.barrier.cta.red.") ||
                                   red.consume_front("llvm.nvvm.barrier0.")) {
    // __syncthreads_count/and/or: barrier.cta.red.{popc,and,or}
    // [.aligned].{all,count}(id, [count,] pred), and the older
    // barrier0.{popc,and,or}(pred). PTX ISA, barrier: the reduction of the
    // predicate over the threads of the block is delivered to each of them
    // (popc: how many are true; and/or: as a predicate).
    bool older = name.starts_with("llvm.nvvm.barrier0.");
    uint32_t reduction = red.consume_front("popc") ? 1
                         : red.consume_front("and") ? 2
                         : red.consume_front("or")  ? 3
                                                    : 0;
    bool aligned = red.consume_front(".aligned");
    bool counted = red == ".count";
    if (!reduction || (older ? !red.empty() : !counted && red != ".all") ||
        args.size() != (older ? 1u : counted ? 3u : 2u))
      return refuse(op, "the intrinsic '" + name.str() + "'");
    Value pred = args.back();
    if (pred.getType() != i32)
      pred = LLVM::ZExtOp::create(b, loc, i32, pred);
    Value r = call("__wsim_barrier", i32,
                   {older ? constI32(0) : args[0],
                    counted ? args[1] : constI32(0),
                    constI32(reduction |
                             (older || aligned ? 0 : BarrierUnaligned)),
                    pred, constI32(site(op, name.str()))});
    if (resultType && resultType != i32)
      r = LLVM::TruncOp::create(b, loc, resultType, r);
    result = r;
  } else if (name == "llvm.nvvm.barrier.cta.sync.aligned.all" ||
             name == "llvm.nvvm.barrier.cta.sync.all") {
    emitBarrier(op, name, args.empty() ? Value() : args[0], Value(),
                name.contains(".aligned") ? 0 : BarrierUnaligned);
  } else if (name == "llvm.nvvm.barrier.cta.sync.aligned.count" ||
             name == "llvm.nvvm.barrier.cta.sync.count" ||
             name == "llvm.nvvm.barrier.cta.arrive.aligned.count" ||
             name == "llvm.nvvm.barrier.cta.arrive.count") {
    if (args.size() != 2)
      return refuse(op, "the intrinsic '" + name.str() + "'");
    emitBarrier(op, name, args[0], args[1],
                (name.contains(".aligned") ? 0 : BarrierUnaligned) |
                    (name.contains(".arrive.") ? BarrierArrive : 0));
  } else if (name == "llvm.nvvm.exit") {
    emitExit(op);
  } else if (name == "llvm.nvvm.bar.warp.sync") {
    call("__wsim_warpsync", nullptr, {args[0], constI32(site(op, name.str()))});
  } else if (name == "llvm.nvvm.activemask") {
    result =
        call("__wsim_activemask", i32, {constI32(site(op, "nvvm.activemask"))});
  } else if (StringRef shape = name;
             shape.consume_front("llvm.nvvm.ldmatrix.sync.aligned.m8n8.x")) {
    // llvm.nvvm.ldmatrix.sync.aligned.m8n8.x{1,2,4}[.trans].b16
    bool trans = shape.consume_back(".trans.b16");
    unsigned count = 0;
    if ((!trans && !shape.consume_back(".b16")) ||
        shape.getAsInteger(10, count) ||
        (count != 1 && count != 2 && count != 4) || args.size() != 1)
      return refuse(op, "the intrinsic '" + name.str() + "'");
    result = emitLdMatrix(op, args[0], count, trans, resultType);
  } else if (StringRef size = name;
             size.consume_front("llvm.nvvm.cp.async.ca.shared.global.") ||
             size.consume_front("llvm.nvvm.cp.async.cg.shared.global.")) {
    // llvm.nvvm.cp.async.{ca,cg}.shared.global.{4,8,16}[.s](dst, src[, n])
    bool withSrcSize = size.consume_back(".s");
    unsigned bytes = 0;
    if (size.getAsInteger(10, bytes) || args.size() != (withSrcSize ? 3u : 2u))
      return refuse(op, "the intrinsic '" + name.str() + "'");
    emitCpAsync(op, name, args[0], args[1], bytes,
                withSrcSize ? args[2] : Value());
  } else if (name == "llvm.nvvm.cp.async.commit.group") {
    call("__wsim_cp_async_commit", nullptr, {});
  } else if (name == "llvm.nvvm.cp.async.wait.group" && args.size() == 1) {
    call("__wsim_cp_async_wait", nullptr, {args[0]});
  } else if (name == "llvm.nvvm.cp.async.wait.all") {
    call("__wsim_cp_async_commit", nullptr, {});
    call("__wsim_cp_async_wait", nullptr, {constI32(0)});
  } else if (name.starts_with("llvm.nvvm.fence.proxy")) {
    // Orders the async proxy against the generic one: nothing to model.
  } else if (name.starts_with("llvm.nvvm.membar") ||
             name.starts_with("llvm.nvvm.fence")) {
    // membar and fence.sc/acq_rel order both ways (PTX ISA, "membar,
    // fence": "membar is a synonym for fence.sc"); .cta ones in the block.
    emitFence(access::AcqRel, name.contains(".cta"));
  } else if (name == "llvm.nvvm.is_explicit_cluster") {
    // %is_explicit_cluster, which has no NVVM op.
    result = resize(call("__wsim_sreg", i32,
                         {constI32(static_cast<uint32_t>(
                             SpecialRegister::IsExplicitCluster))}),
                    resultType);
  } else if (Outcome outcome = rewriteScalarIntrinsic(op, result);
             outcome != Outcome::NotMine) {
    if (outcome == Outcome::Refused)
      return error.empty();
  } else if (Outcome outcome = rewriteWmmaIntrinsic(op, result);
             outcome != Outcome::NotMine) {
    if (outcome == Outcome::Refused)
      return error.empty();
  } else if (name == "llvm.nvvm.griddepcontrol.wait" ||
             name == "llvm.nvvm.griddepcontrol.launch.dependents") {
    // No-ops, as nvvm.griddepcontrol (rewriteScalar).
  } else {
    return refuse(op, "the intrinsic '" + name.str() + "'");
  }
  if (resultType) {
    if (!result)
      return refuse(op, "the result of '" + name.str() + "'");
    op.getResult(0).replaceAllUsesWith(result);
  }
  op.erase();
  return true;
}

bool Rewriter::rewriteNVVM(Operation *op) {
  StringRef name = op->getName().getStringRef();
  Value result;
  if (std::optional<SpecialRegister> reg = specialRegisterOf(name)) {
    result = call("__wsim_sreg", i32, {constI32(static_cast<uint32_t>(*reg))});
    result = resize(result, op->getResult(0).getType());
  } else if (isa<NVVM::PermuteOp, NVVM::DotAccumulate4WayOp,
                 NVVM::DotAccumulate2WayOp, NVVM::RcpApproxFtzF32Op,
                 NVVM::ConvertFloatToTF32Op, NVVM::GriddepcontrolOp>(op)) {
    if (rewriteScalar(op, result) == Outcome::Refused)
      return error.empty();
  } else if (isa<NVVM::WMMALoadOp, NVVM::WMMAMmaOp, NVVM::WMMAStoreOp>(op)) {
    if (rewriteWmma(op, result) == Outcome::Refused)
      return error.empty();
  } else if (name == "nvvm.read.ptx.sreg.clock64" ||
             name == "nvvm.read.ptx.sreg.globaltimer") {
    result = call("__wsim_clock64", i64, {});
  } else if (name == "nvvm.read.ptx.sreg.globaltimer.lo") {
    // PTX ISA, "%globaltimer, %globaltimer_lo, %globaltimer_hi": "the lower
    // 32-bits of %globaltimer": of the same counter as %globaltimer.
    result = low32(call("__wsim_clock64", i64, {}));
  } else if (auto shfl = dyn_cast<NVVM::ShflOp>(op)) {
    ShuffleMode mode = ShuffleMode::Idx;
    switch (shfl.getKind()) {
    case NVVM::ShflKind::bfly:
      mode = ShuffleMode::Bfly;
      break;
    case NVVM::ShflKind::up:
      mode = ShuffleMode::Up;
      break;
    case NVVM::ShflKind::down:
      mode = ShuffleMode::Down;
      break;
    case NVVM::ShflKind::idx:
      mode = ShuffleMode::Idx;
      break;
    }
    result = emitShuffle(op, mode, NVVM::stringifyShflKind(shfl.getKind()),
                         shfl.getThreadMask(), shfl.getVal(), shfl.getOffset(),
                         shfl.getMaskAndClamp(), shfl.getType(),
                         shfl.getReturnValueAndIsValid().has_value());
  } else if (auto vote = dyn_cast<NVVM::VoteSyncOp>(op)) {
    VoteKind kind = VoteKind::Any;
    switch (vote.getKind()) {
    case NVVM::VoteSyncKind::any:
      kind = VoteKind::Any;
      break;
    case NVVM::VoteSyncKind::all:
      kind = VoteKind::All;
      break;
    case NVVM::VoteSyncKind::ballot:
      kind = VoteKind::Ballot;
      break;
    case NVVM::VoteSyncKind::uni:
      kind = VoteKind::Uni;
      break;
    }
    result = emitVote(op, kind, NVVM::stringifyVoteSyncKind(vote.getKind()),
                      vote.getMask(), vote.getPred(), vote.getType());
  } else if (auto match = dyn_cast<NVVM::MatchSyncOp>(op)) {
    bool all = match.getKind() == NVVM::MatchSyncKind::all;
    std::string what = std::string("nvvm.match.sync ") + (all ? "all" : "any");
    Value v = match.getVal();
    if (v.getType() != i64)
      v = LLVM::ZExtOp::create(b, loc, i64, v);
    Value r = call(
        "__wsim_match", i64,
        {constI32(all), match.getThreadMask(), v, constI32(site(op, what))});
    result = all ? pair(match.getType(), low32(r), bit32(r)) : low32(r);
  } else if (auto redux = dyn_cast<NVVM::ReduxOp>(op)) {
    static const llvm::StringMap<ReduxKind> kinds = {
        {"add", ReduxKind::Add},   {"and", ReduxKind::And},
        {"max", ReduxKind::Max},   {"min", ReduxKind::Min},
        {"or", ReduxKind::Or},     {"umax", ReduxKind::UMax},
        {"umin", ReduxKind::UMin}, {"xor", ReduxKind::Xor},
        {"fmin", ReduxKind::FMin}, {"fmax", ReduxKind::FMax},
    };
    StringRef kindName = NVVM::stringifyReduxKind(redux.getKind());
    auto kind = kinds.find(kindName);
    if (kind == kinds.end())
      return refuse(op, "nvvm.redux.sync " + kindName.str());
    uint32_t code = static_cast<uint32_t>(kind->second) |
                    uint32_t(redux.getAbs()) << 8 |
                    uint32_t(redux.getNan()) << 9;
    std::string what = "nvvm.redux.sync " + kindName.str();
    Type valueType = redux.getVal().getType();
    Value r = call("__wsim_redux", i32,
                   {constI32(code), redux.getMaskAndClamp(),
                    bitsOf(redux.getVal()), constI32(site(op, what))});
    result = fromBits(r, valueType);
  } else if (isa<NVVM::Barrier0Op>(op)) {
    emitBarrier(op, "nvvm.barrier0", Value(), Value());
  } else if (auto bar = dyn_cast<NVVM::BarrierOp>(op)) {
    Value id = bar.getBarrierId() ? bar.getBarrierId() : constI32(0);
    Value count =
        bar.getNumberOfThreads() ? bar.getNumberOfThreads() : constI32(0);
    uint32_t reduction = 0;
    if (auto red = bar.getReductionOp())
      reduction = *red == NVVM::BarrierReduction::POPC  ? 1
                  : *red == NVVM::BarrierReduction::AND ? 2
                                                        : 3;
    Value pred =
        bar.getReductionPredicate() ? bar.getReductionPredicate() : constI32(0);
    Value r = call("__wsim_barrier", i32,
                   {id, count, constI32(reduction), pred,
                    constI32(site(op, "nvvm.barrier"))});
    if (op->getNumResults())
      result = r;
  } else if (auto arrive = dyn_cast<NVVM::BarrierArriveOp>(op)) {
    emitBarrier(op, "nvvm.barrier.arrive", arrive.getBarrierId(),
                arrive.getNumberOfThreads(), BarrierArrive);
  } else if (isa<NVVM::Exit>(op)) {
    emitExit(op);
  } else if (auto sync = dyn_cast<NVVM::SyncWarpOp>(op)) {
    call("__wsim_warpsync", nullptr,
         {sync.getMask(), constI32(site(op, "nvvm.bar.warp.sync"))});
  } else if (auto elect = dyn_cast<NVVM::ElectSyncOp>(op)) {
    Value mask =
        elect.getMembermask() ? elect.getMembermask() : constI32(0xffffffffu);
    Value r = call("__wsim_elect", i32,
                   {mask, constI32(site(op, "nvvm.elect.sync"))});
    result = LLVM::TruncOp::create(b, loc, i1, r);
  } else if (auto ld = dyn_cast<NVVM::LdMatrixOp>(op)) {
    unsigned count = ld.getNum();
    if (ld.getShape().getM() != 8 || ld.getShape().getN() != 8 ||
        ld.getEltType() != NVVM::LdStMatrixEltType::B16 ||
        (count != 1 && count != 2 && count != 4))
      return refuse(op, "nvvm.ldmatrix other than .m8n8 .b16 x1/x2/x4");
    result = emitLdMatrix(op, ld.getPtr(), count,
                          ld.getLayout() == NVVM::MMALayout::col,
                          op->getResult(0).getType());
  } else if (auto mma = dyn_cast<NVVM::MmaOp>(op)) {
    std::string why;
    result = emitMma(mma, why);
    if (!result)
      return refuse(op, "nvvm.mma.sync with " + why);
  } else if (auto copy = dyn_cast<NVVM::CpAsyncOp>(op)) {
    emitCpAsync(op, name, copy.getDst(), copy.getSrc(), copy.getSize(),
                copy.getCpSize());
  } else if (isa<NVVM::CpAsyncCommitGroupOp>(op)) {
    call("__wsim_cp_async_commit", nullptr, {});
  } else if (auto wait = dyn_cast<NVVM::CpAsyncWaitGroupOp>(op)) {
    call("__wsim_cp_async_wait", nullptr, {constI32(wait.getN())});
  } else if (name == "nvvm.nanosleep" ||
             name.starts_with("nvvm.fence.proxy") ||
             isa<NVVM::PrefetchOp, NVVM::CpAsyncBulkPrefetchOp,
                 NVVM::PMEventOp>(op)) {
    // A sleep only takes time; a proxy fence orders the async proxy, which
    // the simulator does not have. PTX ISA, "prefetch, prefetchu": "Prefetch
    // line containing a generic address at a specified level of memory
    // hierarchy"; "cp.async.bulk.prefetch": "a hint to the system to
    // initiate the asynchronous prefetch of data ... into L2 cache";
    // "pmevent": "Trigger one or more Performance Monitor events". None
    // changes a register or memory: no caches, no counters here.
  } else if (name == "nvvm.memory.barrier" || name.starts_with("nvvm.fence.")) {
    // The fibers run one at a time, so no access is out of order; a fence
    // still creates happens-before for the race check (fence.sc and
    // fence.acq_rel: both ways). Its scope: .cta orders within the block.
    std::string text;
    if (Attribute scope = op->getAttr("scope")) {
      llvm::raw_string_ostream os(text);
      scope.print(os);
    }
    emitFence(access::AcqRel, StringRef(text).contains("cta"));
  } else {
    return refuse(op, "the NVVM op '" + name.str() + "'");
  }
  if (op->getNumResults()) {
    if (!result)
      return refuse(op, "the result of '" + name.str() + "'");
    op->getResult(0).replaceAllUsesWith(result);
  }
  op->erase();
  return true;
}

bool Rewriter::rewrite(Operation *op) {
  loc = op->getLoc();
  b.setInsertionPoint(op);
  if (isa_and_nonnull<NVVM::NVVMDialect>(op->getDialect()))
    return rewriteNVVM(op);
  // A memset, memcpy or memmove the simulator does not run
  // (MemoryIntrinsics.cpp) stops the kernel there with a trap naming why.
  if (StringRef why = refusalOf(op); !why.empty()) {
    call("__wsim_trap", nullptr,
         {constI32(site(op, op->getName().getStringRef().str() + " " +
                                why.str()))});
    op->erase();
    return true;
  }
  // A misaligned access is reported, then performed: a plain vector one
  // with the host's unaligned moves (an aligned SSE move would fault).
  auto unaligned = [&](Type type, LLVM::AtomicOrdering ordering) {
    return isa<VectorType>(type) &&
           ordering == LLVM::AtomicOrdering::not_atomic;
  };
  // PTX ISA, ld/st: "ld.volatile has the same memory synchronization
  // semantics as ld.relaxed.sys" (st.volatile as st.relaxed.sys), and
  // NVPTX selects ld/st.volatile for LLVM's volatile accesses: morally
  // strong, so a volatile flag races with nothing, and with fences it
  // makes the release/acquire patterns (`volatile int *flag` and
  // __threadfence()). The alignment rule stays a plain access's.
  auto strongIfVolatile = [](uint32_t flags, bool isVolatile) {
    if (isVolatile && !(flags & access::kOrderMask))
      flags |= uint32_t(access::Relaxed) << access::kOrderShift;
    return flags;
  };
  if (auto load = dyn_cast<LLVM::LoadOp>(op)) {
    bool defer = deferUninit.count(op);
    load.getAddrMutable().assign(check(
        op, load.getAddr(), load.getType(),
        strongIfVolatile(accessFlags(op, 2, load.getType(),
                                     load.getAlignment(), load.getOrdering(),
                                     load.getSyncscope()),
                         load.getVolatile_()) |
            (defer ? access::kDeferUninit : 0)));
    if (defer)
      uninitLoads.push_back({load.getResult(), uninitOrigin(load)});
    else if (undefinedGlobalLoads.count(op))
      uninitLoads.push_back(
          {load.getResult(),
           constI32(uint64_t(site(op, "llvm.load of a global whose "
                                      "initializer is undefined and that "
                                      "nothing writes")) +
                    1)});
    if (unaligned(load.getType(), load.getOrdering()))
      load.setAlignment(1);
  } else if (auto store = dyn_cast<LLVM::StoreOp>(op)) {
    Type type = store.getValue().getType();
    store.getAddrMutable().assign(
        check(op, store.getAddr(), type,
              strongIfVolatile(accessFlags(op, 1, type, store.getAlignment(),
                                           store.getOrdering(),
                                           store.getSyncscope()),
                               store.getVolatile_())));
    if (unaligned(type, store.getOrdering()))
      store.setAlignment(1);
  } else if (auto rmw = dyn_cast<LLVM::AtomicRMWOp>(op)) {
    Type type = rmw.getVal().getType();
    rmw.getPtrMutable().assign(
        check(op, rmw.getPtr(), type,
              accessFlags(op, 3, type, rmw.getAlignment(), rmw.getOrdering(),
                          rmw.getSyncscope())));
    // Reported if misaligned; performed as the host's naturally aligned
    // atomic (x86 does one on any address), not a library call.
    rmw.setAlignment(layout.getTypeSize(type).getFixedValue());
  } else if (auto cas = dyn_cast<LLVM::AtomicCmpXchgOp>(op)) {
    Type type = cas.getVal().getType();
    cas.getPtrMutable().assign(
        check(op, cas.getPtr(), type,
              accessFlags(op, 3, type, cas.getAlignment(),
                          cas.getSuccessOrdering(), cas.getSyncscope())));
    cas.setAlignment(layout.getTypeSize(type).getFixedValue());
  } else if (auto fenceOp = dyn_cast<LLVM::FenceOp>(op)) {
    // A fence is acquire, release or both (seq_cst: both).
    uint32_t flags =
        accessFlags(op, 0, i32, std::nullopt, fenceOp.getOrdering(),
                    fenceOp.getSyncscope());
    emitFence((flags & access::kOrderMask) >> access::kOrderShift,
              flags & access::kBlockScope);
    op->erase();
  } else if (auto load = dyn_cast<LLVM::MaskedLoadOp>(op)) {
    Value checked = checkMasked(op, load.getData(), load.getMask(),
                                load.getType(), 2);
    if (!checked)
      return false;
    load.getDataMutable().assign(checked);
  } else if (auto store = dyn_cast<LLVM::MaskedStoreOp>(op)) {
    Value checked = checkMasked(op, store.getData(), store.getMask(),
                                store.getValue().getType(), 1);
    if (!checked)
      return false;
    store.getDataMutable().assign(checked);
  } else if (auto cast = dyn_cast<LLVM::AddrSpaceCastOp>(op)) {
    // Every address space is host memory now.
    cast.getResult().replaceAllUsesWith(cast.getArg());
    op->erase();
  } else if (auto addr = dyn_cast<LLVM::AddressOfOp>(op)) {
    auto it = sharedOffset.find(addr.getGlobalName());
    if (it != sharedOffset.end()) {
      Value base = call("__wsim_shared", ptr, {constI64(it->second)});
      addr.getResult().replaceAllUsesWith(base);
      op->erase();
    }
  } else if (auto asm_ = dyn_cast<LLVM::InlineAsmOp>(op)) {
    // Dead: no side effects and no result read (cooperative groups'
    // thread_block reads %reserved_smem_offset_1 into a scratch pointer
    // that tiles of up to 32 lanes never use); running it changes nothing.
    if (!asm_.getHasSideEffects() && op->use_empty()) {
      op->erase();
      return true;
    }
    if (emitArriveAsm(asm_))
      return true;
    std::string text = asm_.getAsmString().str();
    std::string why = lowerInlineAsm(
        asm_, b, site(op, "inline asm '" + text + "'"), uninitLoads);
    if (why.empty())
      return true;
    return refuse(op, "inline assembly (PTX) '" + text + "': " + why);
  } else if (auto intr = dyn_cast<LLVM::CallIntrinsicOp>(op)) {
    if (intr.getIntrin().starts_with("llvm.nvvm."))
      return rewriteIntrinsic(intr);
  } else if (auto callOp = dyn_cast<LLVM::CallOp>(op);
             callOp && callOp.getCallee() &&
             callOp.getCallee()->starts_with("llvm.nvvm.")) {
    // A call of a declaration named as an NVVM intrinsic is the intrinsic
    // (LLVM's translation emits it): the host's backend cannot select one,
    // and the JIT aborted (round 19). Run as the intrinsic, or refused.
    auto intrinsic = LLVM::CallIntrinsicOp::create(
        b, loc, TypeRange(callOp.getResultTypes()),
        b.getStringAttr(*callOp.getCallee()), callOp.getArgOperands(),
        LLVM::FastmathFlagsAttr());
    callOp->replaceAllUsesWith(intrinsic->getResults());
    callOp->erase();
    b.setInsertionPoint(intrinsic);
    return rewriteIntrinsic(intrinsic);
  } else if (isa<LLVM::Trap, LLVM::UBSanTrap>(op)) {
    // ubsantrap is a trap with a code for the sanitizer (NVPTX: `trap;`).
    call("__wsim_trap", nullptr,
         {constI32(site(op, op->getName().getStringRef().str()))});
    op->erase();
  } else if (isa<LLVM::DebugTrap>(op)) {
    // PTX `brkpt` waits for a debugger; the host's backend made it a
    // SIGTRAP that killed the run (issue 27 round 22).
    return refuse(op, "llvm.intr.debugtrap (PTX brkpt, a breakpoint for a "
                      "debugger)");
  }
  return true;
}

bool Rewriter::run() {
  // memset, memcpy and memmove become byte loads and stores, checked as
  // the others are (MemoryIntrinsics.cpp).
  expandMemoryIntrinsics(module);
  // Inline PTX that is one ld or st becomes the LLVM access it stands for,
  // so that what follows checks it like the others (InlineAsmAccess.cpp).
  SmallVector<LLVM::InlineAsmOp> snippets;
  module.walk([&](LLVM::InlineAsmOp op) { snippets.push_back(op); });
  for (LLVM::InlineAsmOp op : snippets)
    (void)lowerInlineAsmAccess(op, b);
  deferUninit = loadsThatMayReadShared(module);
  // Loads of a module global whose contents are undefined and that nothing
  // writes (the verifier's rule, mlir::warptile::UndefinedMemory): LLVM
  // reads the undefined initializer, and on the GPU folds what uses it (a
  // kernel that branched on one was deleted; issue 27 round 18). Shared
  // memory has its shadow instead.
  {
    mlir::warptile::UndefinedMemory undefinedMemory;
    module.walk([&](LLVM::LoadOp load) {
      if (!deferUninit.count(load) && undefinedMemory.mayRead(load.getAddr()))
        undefinedGlobalLoads.insert(load);
    });
  }
  // The state space each access names, for the runtime's check.
  module.walk([&](Operation *op) {
    Value address;
    if (auto load = dyn_cast<LLVM::LoadOp>(op))
      address = load.getAddr();
    else if (auto store = dyn_cast<LLVM::StoreOp>(op))
      address = store.getAddr();
    else if (auto rmw = dyn_cast<LLVM::AtomicRMWOp>(op))
      address = rmw.getPtr();
    else if (auto cas = dyn_cast<LLVM::AtomicCmpXchgOp>(op))
      address = cas.getPtr();
    else if (auto load = dyn_cast<LLVM::MaskedLoadOp>(op))
      address = load.getData();
    else if (auto store = dyn_cast<LLVM::MaskedStoreOp>(op))
      address = store.getData();
    if (!address)
      return;
    if (auto type = dyn_cast<LLVM::LLVMPointerType>(address.getType()))
      if (unsigned space = type.getAddressSpace())
        spaceOf[op] = space;
  });
  // Pointers of every address space become host pointers.
  AttrTypeReplacer replacer;
  replacer.addReplacement(
      [](LLVM::LLVMPointerType type) -> std::optional<Type> {
        if (type.getAddressSpace() == 0)
          return std::nullopt;
        return LLVM::LLVMPointerType::get(type.getContext());
      });
  replacer.recursivelyReplaceElementsIn(module, /*replaceAttrs=*/true,
                                        /*replaceLocs=*/false,
                                        /*replaceTypes=*/true);
  if (!layoutShared())
    return false;
  SmallVector<Operation *> ops;
  module.walk([&](Operation *op) {
    if (op != module.getOperation())
      ops.push_back(op);
  });
  for (Operation *op : ops)
    if (!rewrite(op))
      return false;
  for (auto global :
       llvm::make_early_inc_range(module.getOps<LLVM::GlobalOp>()))
    if (sharedOffset.count(global.getSymName()))
      global.erase();

  // The device library: printf and assert go to the simulator's.
  SymbolTable symbols(module);
  for (auto [from, to] :
       {std::pair<StringRef, StringRef>{"vprintf", "__wsim_vprintf"},
        {"__assertfail", "__wsim_assertfail"}}) {
    if (auto f = module.lookupSymbol<LLVM::LLVMFuncOp>(from)) {
      if (failed(SymbolTable::replaceAllSymbolUses(
              f, StringAttr::get(module.getContext(), to), module))) {
        error = "cannot redirect the uses of @" + from.str();
        return false;
      }
      f.setSymName(to);
    }
  }
  // Every callee left must be defined, or be the runtime's or an LLVM
  // intrinsic that the host backend lowers.
  llvm::StringMap<bool> known;
  SmallVector<LLVM::LLVMFuncOp> unknown;
  for (auto &[symbol, address] : runtimeSymbols())
    known[symbol] = true;
  for (auto f : module.getOps<LLVM::LLVMFuncOp>()) {
    if (!f.isExternal() || f.getName().starts_with("llvm.") ||
        known.count(f.getName()))
      continue;
    unknown.push_back(f);
  }
  for (auto f : llvm::make_early_inc_range(module.getOps<LLVM::LLVMFuncOp>()))
    if (f.isExternal() && f.getName().starts_with("llvm.nvvm.") &&
        SymbolTable::symbolKnownUseEmpty(f, module))
      f.erase();
  for (auto f : unknown) {
    SmallVector<Operation *> users;
    if (auto uses = SymbolTable::getSymbolUses(f, module))
      for (const SymbolTable::SymbolUse &use : *uses)
        users.push_back(use.getUser());
    for (Operation *user : users)
      if (!refuse(user, "calls of @" + f.getName().str() +
                            " (no definition and no simulator model)"))
        return false;
    f.erase();
  }
  return error.empty();
}

} // namespace

/// The layout of the static shared globals `kernel` (and what it calls)
/// reaches, in the order it reaches them, each aligned: each one's offset
/// by slot (sharedSlotsOf; ~0 for those it never reaches) and the bytes in
/// all, what ptxas counts against the 48 KiB limit and what the kernel's
/// block holds.
static void sharedLayoutOf(ModuleOp module, LLVM::LLVMFuncOp kernel,
                           HostKernel &info) {
  DataLayout layout(module);
  llvm::StringMap<uint64_t> slots = sharedSlotsOf(module);
  info.sharedOffsets.assign(slots.size(), ~uint64_t(0));
  llvm::StringSet<> seenFuncs, seenGlobals;
  SmallVector<LLVM::LLVMFuncOp> work{kernel};
  seenFuncs.insert(kernel.getName());
  uint64_t bytes = 0;
  while (!work.empty()) {
    LLVM::LLVMFuncOp f = work.pop_back_val();
    f.walk([&](Operation *op) {
      if (auto addr = dyn_cast<LLVM::AddressOfOp>(op)) {
        auto global = dyn_cast_or_null<LLVM::GlobalOp>(
            SymbolTable::lookupSymbolIn(module, addr.getGlobalNameAttr()));
        if (!global || global.getAddrSpace() != 3 ||
            !slots.count(global.getSymName()) ||
            !seenGlobals.insert(global.getSymName()).second)
          return;
        Type type = global.getGlobalType();
        uint64_t align = std::max<uint64_t>(
            global.getAlignment().value_or(layout.getTypeABIAlignment(type)),
            1);
        bytes = (bytes + align - 1) / align * align;
        info.sharedOffsets[slots[global.getSymName()]] = bytes;
        bytes += layout.getTypeSize(type).getFixedValue();
      } else if (auto call = dyn_cast<LLVM::CallOp>(op)) {
        if (auto callee = call.getCallee())
          if (auto g = module.lookupSymbol<LLVM::LLVMFuncOp>(*callee))
            if (seenFuncs.insert(g.getName()).second)
              work.push_back(g);
      }
    });
  }
  info.declaredSmem = static_cast<uint32_t>(std::min<uint64_t>(bytes, UINT32_MAX));
}

/// A kernel's by-value struct parameter (`ptr byval(T) align A`, CUDA's
/// `.param .align A .b8 p[sizeof T]`): CUDA's parameter array points at the
/// struct's bytes, not at a pointer to them. The parameter becomes T itself
/// (the launch copies sizeof T bytes, as cuLaunchKernel does), and the
/// kernel reads a copy of it in its own A-aligned stack slot, as the
/// pointer it had.
static void passStructsByValue(LLVM::LLVMFuncOp f) {
  if (f.isExternal())
    return;
  Block &entry = f.getBody().front();
  SmallVector<Type> inputs(f.getFunctionType().getParams());
  bool changed = false;
  for (unsigned i = 0; i < f.getNumArguments(); ++i) {
    auto byval = f.getArgAttrOfType<TypeAttr>(i, "llvm.byval");
    if (!byval)
      continue;
    Type type = byval.getValue();
    uint64_t align = 1;
    if (auto a = f.getArgAttrOfType<IntegerAttr>(i, "llvm.align"))
      align = std::max<uint64_t>(1, a.getInt());
    OpBuilder b(f.getContext());
    b.setInsertionPointToStart(&entry);
    Location loc = f.getLoc();
    BlockArgument arg = entry.getArgument(i);
    Value one = LLVM::ConstantOp::create(b, loc, b.getI64Type(),
                                         b.getI64IntegerAttr(1));
    Value slot = LLVM::AllocaOp::create(
        b, loc, LLVM::LLVMPointerType::get(f.getContext()), type, one,
        static_cast<unsigned>(align));
    arg.replaceAllUsesWith(slot);
    arg.setType(type);
    LLVM::StoreOp::create(b, loc, arg, slot, static_cast<unsigned>(align));
    inputs[i] = type;
    f.setArgAttrs(i, ArrayRef<NamedAttribute>{});
    changed = true;
  }
  if (changed)
    f.setFunctionType(LLVM::LLVMFunctionType::get(
        f.getFunctionType().getReturnType(), inputs,
        f.getFunctionType().isVarArg()));
}

bool ::warptile::sim::buildHostModule(ModuleOp lowered, HostModule &host,
                                      std::string &error) {
  MLIRContext *context = lowered.getContext();
  OpBuilder b(context);
  host.module = ModuleOp::create(b, lowered.getLoc());
  ModuleOp target = *host.module;
  llvm::StringMap<bool> names;
  // Host symbol -> (gpu.module, kernel name in it).
  llvm::StringMap<std::pair<std::string, std::string>> origins;
  bool ok = true;
  lowered.walk([&](gpu::GPUModuleOp gpuModule) {
    // Each gpu.module is a namespace (a launch names module::kernel, and
    // outlining names two modules' kernels alike): a symbol that another
    // module also defines (a kernel, printf's format strings) is renamed
    // in the host module; the kernels keep their origin.
    SymbolTable table(gpuModule);
    llvm::SmallPtrSet<Operation *, 4> shared; // declarations already there
    for (Operation &op :
         llvm::make_early_inc_range(gpuModule.getBody()->getOperations())) {
      auto symbol = dyn_cast<SymbolOpInterface>(&op);
      if (!symbol)
        continue;
      bool kernel = mlir::warptile::isKernelFunction(&op);
      std::pair<std::string, std::string> origin = {
          gpuModule.getName().str(), symbol.getName().str()};
      if (names.try_emplace(symbol.getName(), true).second) {
        if (kernel)
          origins[symbol.getName()] = origin;
        continue;
      }
      if (auto func = dyn_cast<LLVM::LLVMFuncOp>(&op);
          func && func.isExternal()) {
        shared.insert(&op); // the same external (vprintf): declared once
        continue;
      }
      std::string fresh;
      for (unsigned i = 1;; ++i) {
        fresh = (gpuModule.getName() + "_" + symbol.getName() + "_" +
                 std::to_string(i))
                    .str();
        if (!names.count(fresh) && !table.lookup(fresh))
          break;
      }
      if (failed(table.rename(&op, StringAttr::get(context, fresh)))) {
        error = "cannot rename @" + symbol.getName().str();
        ok = false;
        return WalkResult::interrupt();
      }
      names.try_emplace(fresh, true);
      if (kernel)
        origins[fresh] = origin;
    }
    for (Operation &op : gpuModule.getBody()->getOperations())
      if (!shared.count(&op))
        target.getBody()->push_back(op.clone());
    return WalkResult::advance();
  });
  if (!ok)
    return false;
  if (names.empty()) {
    // No gpu.module: LLVM IR imported from CUDA C++ (mlir-translate
    // --import-llvm), whose functions are the device code already.
    for (Operation &op : lowered.getBody()->getOperations())
      if (!isa<LLVM::ModuleFlagsOp>(op))
        target.getBody()->push_back(op.clone());
  }
  for (auto f : target.getOps<LLVM::LLVMFuncOp>()) {
    bool kernel = mlir::warptile::isKernelFunction(f);
    // An imported exact block declaration (a `passthrough` nvvm.reqntid
    // string, the PTX's .reqntid), read before the host's copy drops it.
    // An imported nvvm.maxntid (`__launch_bounds__`) is not enforced here:
    // PTX bounds only its product, and the per-dimension check below is
    // for known_block_size, which upstream lowers to .maxntid.
    auto exactFromImport =
        mlir::warptile::passthroughBlockSizes(f, "nvvm.reqntid");
    f.setCConv(LLVM::cconv::CConv::C);
    // The NVPTX target of imported code means nothing to the host's.
    for (StringRef attr :
         {"target_cpu", "target_features", "tune_cpu", "passthrough"})
      f->removeAttr(attr);
    HostKernel info;
    info.name = info.kernel = f.getName().str();
    if (auto origin = origins.find(info.name); origin != origins.end())
      std::tie(info.module, info.kernel) = origin->second;
    if (kernel)
      passStructsByValue(f);
    info.argCount = f.getNumArguments();
    if (kernel)
      sharedLayoutOf(target, f, info);
    // The block it declares, exact first: known_block_size (which
    // upstream lowers to a mere nvvm.maxntid) and nvvm.reqntid; then
    // nvvm.maxntid, at most. An imported reqntid first, attributes after.
    for (const std::optional<SmallVector<int64_t, 3>> &d : exactFromImport)
      if (d && !d->empty()) {
        info.maxThreads = {uint32_t((*d)[0]),
                           d->size() > 1 ? uint32_t((*d)[1]) : 1u,
                           d->size() > 2 ? uint32_t((*d)[2]) : 1u};
        info.exactThreads = true;
        info.threadsSource = "nvvm.reqntid";
      }
    for (StringRef attr :
         {"nvvm.maxntid", "gpu.known_block_size", "nvvm.reqntid"})
      if (auto dims = f->getAttrOfType<DenseI32ArrayAttr>(attr)) {
        ArrayRef<int32_t> d = dims.asArrayRef();
        info.maxThreads = {d.size() > 0 ? uint32_t(d[0]) : 1u,
                           d.size() > 1 ? uint32_t(d[1]) : 1u,
                           d.size() > 2 ? uint32_t(d[2]) : 1u};
        info.exactThreads = attr != "nvvm.maxntid";
        info.threadsSource =
            attr == "gpu.known_block_size" ? "known_block_size" : attr.str();
      }
    // Device attributes mean nothing on the host.
    SmallVector<StringAttr> drop;
    for (NamedAttribute attr : f->getDiscardableAttrs())
      if (attr.getName().strref().starts_with("nvvm.") ||
          attr.getName().strref().starts_with("gpu.") ||
          attr.getName().strref().starts_with("rocdl."))
        drop.push_back(attr.getName());
    for (StringAttr name : drop)
      f->removeAttr(name);
    if (kernel) {
      f.setLinkage(LLVM::Linkage::External);
      host.kernels.push_back(info);
    }
  }
  Rewriter rewriter(target, host, error);
  if (!rewriter.run())
    return false;
  std::vector<UndefinedValue> undefined = rewriter.uninitLoads;
  rewritePtxArithmetic(target, host.sites, undefined);
  undefinedPoisonValues(target, host.sites, undefined);
  instrumentPoison(target, rewriter.shuffles, undefined, host.sites);
  instrumentSpinPoints(target, host.sites);
  // A kernel is refused when it reaches a function with an unmodelled op.
  llvm::StringMap<SmallVector<std::string>> callees;
  for (auto f : target.getOps<LLVM::LLVMFuncOp>())
    f.walk([&](LLVM::CallOp call) {
      if (auto callee = call.getCallee())
        callees[f.getName()].push_back(callee->str());
    });
  for (HostKernel &kernel : host.kernels) {
    SmallVector<std::string> work = {kernel.name};
    llvm::StringMap<bool> visited;
    while (!work.empty() && kernel.refusal.empty()) {
      std::string name = work.pop_back_val();
      if (!visited.try_emplace(name, true).second)
        continue;
      if (auto it = rewriter.refusals.find(name); it != rewriter.refusals.end())
        kernel.refusal = it->second;
      for (const std::string &callee : callees[name])
        work.push_back(callee);
    }
  }
  DataLayout layout(target);
  for (HostKernel &kernel : host.kernels) {
    std::optional<uint64_t> local = localMemoryBytes(target, kernel.name);
    kernel.localBytes = local.value_or(0);
    kernel.localUnbounded = !local;
    if (auto f = target.lookupSymbol<LLVM::LLVMFuncOp>(kernel.name))
      for (Type type : f.getArgumentTypes())
        kernel.argBytes.push_back(
            static_cast<uint32_t>(layout.getTypeSize(type).getFixedValue()));
  }
  if (failed(mlir::verify(target))) {
    error = "the simulator's host module does not verify (a simulator bug)";
    return false;
  }
  return true;
}
