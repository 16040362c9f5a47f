//===- RaceThreads.cpp - Races by running every thread of a block ---------===//
//
// Part of warptile. The per-thread engine of --warp-check-races (see
// RaceThreads.h). Each thread of one block runs the kernel: integer values
// that are functions of the thread and constants are computed with
// ThreadValues' semantics (IntegerOpSemantics); values of the block's
// uniform inputs (block ids, grid sizes, integer kernel arguments) are
// symbolic expressions, interned so that one expression has one value in the
// whole block; anything else (loaded data, floats) is opaque. A branch on a
// symbolic value splits the block into worlds, one per outcome, all threads
// taking the same one (at most kMaxWorlds). A branch on opaque data stops
// the engine. Each thread counts the block barriers and full-warp
// __syncwarps it passes; two accesses of one element by two threads, at
// least one a write and not both atomic, race when the threads passed the
// same number of barriers and are not ordered by a __syncwarp of their warp.
//
//===----------------------------------------------------------------------===//

#include "warptile/Analysis/RaceThreads.h"
#include "warptile/Analysis/Kernels.h"
#include "warptile/Analysis/ThreadValues.h"
#include "warptile/Analysis/Uniformity.h"

#include "mlir/Dialect/ControlFlow/IR/ControlFlowOps.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/LLVMIR/NVVMDialect.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Interfaces/CallInterfaces.h"
#include "mlir/Interfaces/DataLayoutInterfaces.h"
#include "mlir/Interfaces/FunctionInterfaces.h"

#include <map>

using namespace mlir;
using namespace mlir::warp;
using namespace mlir::warp::races;
using mlir::warptile::integerWidthOf;
using mlir::warptile::signExtendFrom;
using mlir::warptile::IntegerOpSemantics;

namespace {

/// Block-wide outcomes of symbolic branches explored, at most.
constexpr unsigned kMaxWorlds = 32;
/// Ops run over all threads and worlds, at most.
constexpr uint64_t kMaxSteps = uint64_t(1) << 23;
/// Pairs of events compared, at most.
constexpr uint64_t kMaxPairChecks = uint64_t(1) << 24;
/// Bytes one access may cover.
constexpr int64_t kMaxAccessBytes = 64;

/// A value at one thread.
struct Val {
  enum Kind : uint8_t { Opaque, Int, Sym, Ptr, PtrAny } kind = Opaque;
  uint64_t bits = 0;          ///< Int: the value; Ptr: the byte offset
  unsigned node = 0;          ///< Sym: the expression
  const void *base = nullptr; ///< Ptr, PtrAny: the buffer
  static Val integer(uint64_t v) {
    Val x;
    x.kind = Int;
    x.bits = v;
    return x;
  }
  static Val symbol(unsigned node) {
    Val x;
    x.kind = Sym;
    x.node = node;
    return x;
  }
  static Val pointer(const void *base, uint64_t offset, bool known = true) {
    Val x;
    x.kind = known ? Ptr : PtrAny;
    x.base = base;
    x.bits = offset;
    return x;
  }
};

/// What the engine does with one op, decided once per op.
struct OpInfo {
  enum Kind : uint8_t {
    Other,      ///< results opaque
    Integer,    ///< IntegerOpSemantics
    Leaf,       ///< a block index or grid size: a symbol
    Geometry,   ///< thread geometry read through an intrinsic
    MemAccess,  ///< a read or write of a buffer
    Barrier,    ///< a block barrier
    WarpSync,   ///< __syncwarp(mask)
    Unmodelled, ///< may synchronise in a way not modelled
    AddressOf,  ///< a global's address
    PtrCast,    ///< the operand's pointer
    Gep,        ///< getelementptr
    Select,     ///< a select of non-integers
    If,         ///< scf.if
    For,        ///< scf.for
    While,      ///< scf.while
    Region,     ///< scf.execute_region
    Branch,     ///< cf.br, llvm.br
    CondBranch, ///< cf.cond_br, llvm.cond_br
    Switch,     ///< cf.switch, llvm.switch
    Exit,       ///< the thread returns
    RegionEnd,  ///< scf.yield, scf.condition
    GiveUp,
  } kind = Other;
  std::optional<IntegerOpSemantics> sem;
  const Access *access = nullptr;
  races::Geometry geometry = races::Geometry::Tid;
  unsigned dim = 0;
  const void *global = nullptr;
  /// Gep: for each index, a dynamic operand (or none: the constant) and its
  /// scale in bytes.
  SmallVector<std::tuple<Value, int64_t, int64_t>, 2> gep;
  std::string why;
};

/// One access by one thread.
struct Event {
  unsigned thread;
  const Access *access;
  unsigned epoch, warpEpoch;
  int64_t lo, hi; ///< bytes, or [element id, id + 1) for memrefs
  unsigned world;
};

/// A symbolic expression of the block's uniform inputs.
struct Node {
  Operation *op = nullptr;                            ///< null: a leaf
  SmallVector<std::pair<bool, uint64_t>, 3> operands; ///< (is node, value)
};

/// The address an `llvm` load, store, atomicrmw or cmpxchg accesses (null
/// for any other op).
static Value llvmAccessAddress(Operation *op) {
  if (auto load = dyn_cast<LLVM::LoadOp>(op))
    return load.getAddr();
  if (auto store = dyn_cast<LLVM::StoreOp>(op))
    return store.getAddr();
  if (auto rmw = dyn_cast<LLVM::AtomicRMWOp>(op))
    return rmw.getPtr();
  if (auto cas = dyn_cast<LLVM::AtomicCmpXchgOp>(op))
    return cas.getPtr();
  return Value();
}

static std::string describeOp(Operation *op) {
  std::string out = op->getName().getStringRef().str();
  if (auto call = dyn_cast<LLVM::CallIntrinsicOp>(op))
    out += " " + call.getIntrin().str();
  std::string where;
  llvm::raw_string_ostream os(where);
  op->getLoc().print(os);
  return out + " at " + where;
}

/// Whether `op` may synchronise threads in a way the engine does not count:
/// a named or counted barrier, a barrier arrive, an inline `bar`/`barrier`.
static bool isOtherSync(Operation *op) {
  StringRef name = op->getName().getStringRef();
  if (auto call = dyn_cast<LLVM::CallIntrinsicOp>(op))
    name = call.getIntrin();
  if (auto as = dyn_cast<LLVM::InlineAsmOp>(op)) {
    StringRef text = as.getAsmString();
    return text.contains("bar.") || text.contains("barrier");
  }
  return (name.starts_with("nvvm.") || name.starts_with("llvm.nvvm.") ||
          name.starts_with("gpu.")) &&
         (name.contains("barrier") || name.contains("bar.") ||
          name.contains("bar_"));
}

} // namespace

bool races::isWarpSync(Operation *op) {
  if (isa<NVVM::SyncWarpOp>(op))
    return true;
  if (auto call = dyn_cast<LLVM::CallIntrinsicOp>(op))
    return call.getIntrin() == "llvm.nvvm.bar.warp.sync";
  if (auto as = dyn_cast<LLVM::InlineAsmOp>(op))
    return as.getAsmString().contains("bar.warp.sync");
  return false;
}

namespace {

class Engine {
public:
  Engine(Operation *kernel, ArrayRef<Access> accesses,
         std::array<int64_t, 3> dims, bool singleBlock)
      : kernel(kernel), dims(dims), singleBlock(singleBlock) {
    for (const Access &x : accesses)
      if (x.base || !x.failure.empty())
        accessOf[x.op] = &x;
    for (unsigned i = 0; i < accesses.size(); ++i)
      order[&accesses[i]] = i;
    threads = dims[0] * dims[1] * dims[2];
  }

  ThreadVerdicts run();

private:
  enum class Flow { Next, Exit, Fork, GiveUp };

  const OpInfo &info(Operation *op);
  Flow runRegion(Region &region, ArrayRef<Val> args,
                 SmallVectorImpl<Val> &yielded);
  Flow exec(Operation *op);
  Flow decide(const Val &cond, bool &taken, Operation *at);
  unsigned intern(Node node);
  Val value(Value v) {
    auto it = env.find(v);
    return it == env.end() ? Val() : it->second;
  }
  void record(Operation *op, const OpInfo &oi);
  const Access *resolve(Operation *op, const Access *x, const void *base);
  void undecide(const void *base, std::string why) {
    verdicts.why.try_emplace(base, std::move(why));
  }
  void compare();
  std::array<int64_t, 3> coords(unsigned t) const {
    return {t % dims[0], (t / dims[0]) % dims[1], t / (dims[0] * dims[1])};
  }

  Operation *kernel;
  std::array<int64_t, 3> dims;
  bool singleBlock;
  unsigned threads = 0;
  llvm::DenseMap<Operation *, const Access *> accessOf;
  llvm::DenseMap<const Access *, unsigned> order;
  llvm::DenseMap<Operation *, OpInfo> infos;
  /// Buffers a pointer may name: pointer arguments (false) and globals
  /// (true, an Operation *).
  llvm::DenseMap<const void *, bool> knownBases;
  std::map<std::pair<Operation *, const void *>, const Access *> resolvedOf;

  std::vector<Node> nodes;
  std::map<std::vector<uint64_t>, unsigned> nodeIds;

  // The world being run.
  llvm::DenseMap<unsigned, bool> world;
  unsigned worldId = 0;
  unsigned forkNode = 0;
  std::string giveUp;
  std::string approximation;
  uint64_t steps = 0;

  // The thread being run.
  unsigned thread = 0;
  unsigned epoch = 0, warpEpoch = 0;
  llvm::DenseMap<Value, Val> env;

  std::vector<Event> events;
  /// Memref elements of each buffer, by index tuple.
  std::map<std::pair<const void *, SmallVector<int64_t, 2>>, int64_t>
      elementIds;
  std::vector<SmallVector<int64_t, 2>> elements;

  /// Why a world's conflicts are not confirmed (empty: they are).
  llvm::DenseMap<unsigned, std::string> notes;

  ThreadVerdicts verdicts;
  std::map<std::pair<const Access *, const Access *>, unsigned> found;
};

} // namespace

unsigned Engine::intern(Node node) {
  std::vector<uint64_t> key;
  key.push_back(reinterpret_cast<uintptr_t>(node.op));
  for (auto [isNode, v] : node.operands) {
    key.push_back(isNode);
    key.push_back(v);
  }
  auto [it, inserted] = nodeIds.try_emplace(std::move(key), nodes.size());
  if (inserted)
    nodes.push_back(std::move(node));
  return it->second;
}

const OpInfo &Engine::info(Operation *op) {
  auto [it, inserted] = infos.try_emplace(op);
  if (!inserted)
    return it->second;
  OpInfo oi;
  using K = OpInfo::Kind;
  if (auto found = accessOf.find(op); found != accessOf.end()) {
    oi.kind = K::MemAccess;
    oi.access = found->second;
  } else if (isa<scf::IfOp>(op)) {
    oi.kind = K::If;
  } else if (isa<scf::ForOp>(op)) {
    oi.kind = K::For;
  } else if (isa<scf::WhileOp>(op)) {
    oi.kind = K::While;
  } else if (isa<scf::ExecuteRegionOp>(op)) {
    oi.kind = K::Region;
  } else if (isa<scf::YieldOp, scf::ConditionOp>(op)) {
    oi.kind = K::RegionEnd;
  } else if (isa<gpu::ReturnOp, LLVM::ReturnOp, func::ReturnOp,
                 LLVM::UnreachableOp>(op) ||
             mlir::warptile::isExitOrTrap(op)) {
    // An exit or trap ends the thread where it stands, also where its
    // block goes on (`scf.if %p { nvvm.exit }`: issue 27 round 63b).
    oi.kind = K::Exit;
  } else if (isa<cf::BranchOp, LLVM::BrOp>(op)) {
    oi.kind = K::Branch;
  } else if (isa<cf::CondBranchOp, LLVM::CondBrOp>(op)) {
    oi.kind = K::CondBranch;
  } else if (isa<cf::SwitchOp, LLVM::SwitchOp>(op)) {
    oi.kind = K::Switch;
  } else if (isBlockBarrier(op)) {
    oi.kind = K::Barrier;
  } else if (isWarpSync(op) && !isa<LLVM::InlineAsmOp>(op) &&
             op->getNumOperands() == 1) {
    oi.kind = K::WarpSync;
  } else if (std::optional<std::pair<races::Geometry, unsigned>> g =
                 geometryOf(op)) {
    oi.geometry = g->first;
    oi.dim = g->second;
    bool leaf =
        g->first == races::Geometry::Bid || g->first == races::Geometry::Gdim;
    oi.kind = leaf                                    ? K::Leaf
              : g->first == races::Geometry::GlobalId ? K::Other
                                                      : K::Geometry;
  } else if (isOtherSync(op)) {
    oi.kind = K::Unmodelled;
    oi.why = "it synchronises through " + describeOp(op) +
             ", which the per-thread engine does not count";
  } else if ((oi.sem = IntegerOpSemantics::decode(op))) {
    oi.kind = K::Integer;
  } else if (auto address = dyn_cast<LLVM::AddressOfOp>(op)) {
    oi.kind = K::AddressOf;
    oi.global = SymbolTable::lookupNearestSymbolFrom(
        address, address.getGlobalNameAttr());
    if (!oi.global)
      oi.kind = K::Other;
    else
      knownBases[oi.global] = true;
  } else if (isa<LLVM::AddrSpaceCastOp, LLVM::BitcastOp>(op)) {
    oi.kind = K::PtrCast;
  } else if (auto gep = dyn_cast<LLVM::GEPOp>(op)) {
    oi.kind = K::Gep;
    DataLayout layout = DataLayout::closest(op);
    Type type = gep.getElemType();
    bool first = true;
    for (auto index : gep.getIndices()) {
      if (!first) {
        auto array = dyn_cast<LLVM::LLVMArrayType>(type);
        if (!array) {
          oi.kind = K::Other; // a struct field: the pointer is not followed
          break;
        }
        type = array.getElementType();
      }
      first = false;
      if (isScalableSized(type)) {
        oi.kind = K::Other; // no size known: the pointer is not followed
        break;
      }
      int64_t size = layout.getTypeSize(type);
      if (auto v = llvm::dyn_cast_if_present<Value>(index))
        oi.gep.push_back({v, 0, size});
      else
        oi.gep.push_back(
            {Value(), llvm::cast<IntegerAttr>(index).getInt(), size});
    }
  } else if (isa<arith::SelectOp, LLVM::SelectOp>(op)) {
    oi.kind = K::Select;
  } else if (isa<CallOpInterface>(op) && !isa<LLVM::CallIntrinsicOp>(op)) {
    std::string callee = "a function";
    if (auto symbol = dyn_cast_if_present<SymbolRefAttr>(
            cast<CallOpInterface>(op).getCallableForCallee()))
      callee = symbol.getLeafReference().str();
    if (!StringRef(callee).starts_with("__nv_")) {
      oi.kind = K::Unmodelled;
      oi.why = "it calls " + callee + ", which may hold a barrier";
    }
  } else if (op->getNumRegions() > 0 && !isa<memref::GenericAtomicRMWOp>(op)) {
    oi.kind = K::GiveUp;
    oi.why = "the per-thread engine does not follow the regions of " +
             describeOp(op);
  } else if (op->hasTrait<OpTrait::IsTerminator>()) {
    oi.kind = K::GiveUp;
    oi.why = "the per-thread engine does not follow " + describeOp(op);
  }
  it = infos.find(op);
  it->second = std::move(oi);
  return it->second;
}

Engine::Flow Engine::decide(const Val &cond, bool &taken, Operation *at) {
  if (cond.kind == Val::Int) {
    taken = cond.bits & 1;
    return Flow::Next;
  }
  if (cond.kind == Val::Sym) {
    auto it = world.find(cond.node);
    if (it != world.end()) {
      taken = it->second;
      return Flow::Next;
    }
    forkNode = cond.node;
    return Flow::Fork;
  }
  giveUp = "a branch (" + describeOp(at) +
           ") depends on a value that is neither the thread's nor the "
           "block's (loaded data)";
  return Flow::GiveUp;
}

const Access *Engine::resolve(Operation *op, const Access *x,
                              const void *base) {
  auto [it, inserted] = resolvedOf.try_emplace({op, base}, nullptr);
  if (!inserted)
    return it->second;
  Access copy = *x;
  copy.failure.clear();
  copy.base = base;
  Region &body = kernel->getRegion(0);
  bool known = false;
  for (BlockArgument arg : body.getArguments())
    if (arg.getAsOpaquePointer() == base) {
      if (isByValueArgument(kernel, arg))
        return nullptr; // the thread's own copy of a by-value argument
      copy.space = Space::Global;
      copy.buffer = "argument " + std::to_string(arg.getArgNumber());
      known = true;
    }
  if (!known && knownBases.lookup(base))
    if (auto global = dyn_cast<LLVM::GlobalOp>(
            static_cast<Operation *>(const_cast<void *>(base)))) {
      unsigned space = global.getAddrSpace();
      if (space == 4 || space == 5 || global.getConstant())
        return nullptr; // constant or local memory
      copy.space = space == 3 ? Space::Shared : Space::Global;
      copy.buffer = "@" + global.getSymName().str();
      known = true;
    }
  if (!known)
    return nullptr;
  verdicts.resolved.push_back(std::move(copy));
  const Access *out = &verdicts.resolved.back();
  order[out] = order.lookup(x);
  verdicts.resolvedBases[op].push_back(base);
  return it->second = out;
}

void Engine::record(Operation *op, const OpInfo &oi) {
  const Access *x = oi.access;
  if (!x->base) {
    // A pointer the affine reader could not follow: the buffer it reaches
    // at this thread.
    Value address = llvmAccessAddress(op);
    Val p = address ? value(address) : Val();
    const Access *y = nullptr;
    if (p.kind == Val::Ptr && knownBases.contains(p.base))
      y = resolve(op, x, p.base);
    if (!y) {
      if (!(p.kind == Val::Ptr && knownBases.contains(p.base) &&
            resolvedOf.count({op, p.base})))
        verdicts.unfollowed.insert(op);
      return;
    }
    x = y;
  }
  bool eligible = x->space == Space::Shared || singleBlock;
  if (!eligible || verdicts.why.count(x->base))
    return;
  Event e{thread, x, epoch, warpEpoch, 0, 0, worldId};
  if (!x->bytes) {
    SmallVector<Value, 2> indices;
    if (auto load = dyn_cast<memref::LoadOp>(op))
      indices.append(load.getIndices().begin(), load.getIndices().end());
    else if (auto store = dyn_cast<memref::StoreOp>(op))
      indices.append(store.getIndices().begin(), store.getIndices().end());
    else if (auto rmw = dyn_cast<memref::AtomicRMWOp>(op))
      indices.append(rmw.getIndices().begin(), rmw.getIndices().end());
    else if (auto rmw = dyn_cast<memref::GenericAtomicRMWOp>(op))
      indices.append(rmw.getIndices().begin(), rmw.getIndices().end());
    else
      return undecide(x->base, "it accesses it through " + describeOp(op));
    SmallVector<int64_t, 2> tuple;
    for (Value index : indices) {
      Val v = value(index);
      if (v.kind != Val::Int)
        return undecide(x->base, "the index of " + describeOp(op) +
                                     " is not a function of the thread");
      tuple.push_back(signExtendFrom(v.bits, integerWidthOf(index.getType())));
    }
    auto [it, inserted] =
        elementIds.try_emplace({x->base, tuple}, elements.size());
    if (inserted)
      elements.push_back(tuple);
    e.lo = it->second;
    e.hi = e.lo + 1;
  } else {
    Value address = llvmAccessAddress(op);
    Val p = address ? value(address) : Val();
    if (p.kind != Val::Ptr || p.base != x->base)
      return undecide(x->base, "the address of " + describeOp(op) +
                                   " is not a function of the thread");
    if (x->size > kMaxAccessBytes)
      return undecide(x->base, "it accesses more than " +
                                   std::to_string(kMaxAccessBytes) +
                                   " bytes at once");
    e.lo = static_cast<int64_t>(p.bits);
    e.hi = e.lo + x->size;
  }
  events.push_back(e);
}

Engine::Flow Engine::exec(Operation *op) {
  if (++steps > kMaxSteps) {
    giveUp = "running every thread of the block takes more than " +
             std::to_string(kMaxSteps) + " steps";
    return Flow::GiveUp;
  }
  const OpInfo &oi = info(op);
  using K = OpInfo::Kind;
  auto opaqueResults = [&] {
    for (Value r : op->getResults())
      env[r] = Val();
  };
  switch (oi.kind) {
  case K::Integer: {
    SmallVector<uint64_t, 3> ints;
    bool symbolic = false;
    for (Value operand : op->getOperands()) {
      Val v = value(operand);
      if (v.kind == Val::Int) {
        ints.push_back(v.bits);
      } else if (v.kind == Val::Sym) {
        symbolic = true;
        ints.push_back(0);
      } else {
        env[op->getResult(0)] = Val();
        return Flow::Next;
      }
    }
    if (!symbolic) {
      std::optional<uint64_t> r = oi.sem->apply(ints, dims, thread);
      env[op->getResult(0)] = r ? Val::integer(*r) : Val();
      return Flow::Next;
    }
    // A function of the block's inputs: an expression of its own.
    Node node;
    node.op = op;
    for (Value operand : op->getOperands()) {
      Val v = value(operand);
      node.operands.push_back(v.kind == Val::Sym
                                  ? std::pair<bool, uint64_t>{true, v.node}
                                  : std::pair<bool, uint64_t>{false, v.bits});
    }
    env[op->getResult(0)] = Val::symbol(intern(std::move(node)));
    return Flow::Next;
  }
  case K::Geometry: {
    std::array<int64_t, 3> c = coords(thread);
    uint64_t v = 0;
    switch (oi.geometry) {
    case races::Geometry::Tid:
      v = c[oi.dim];
      break;
    case races::Geometry::Bdim:
      v = dims[oi.dim];
      break;
    case races::Geometry::Lane:
      v = thread % 32;
      break;
    case races::Geometry::Warp:
      v = thread / 32;
      break;
    default:
      break;
    }
    env[op->getResult(0)] = Val::integer(v);
    return Flow::Next;
  }
  case K::Leaf: {
    Node node;
    node.operands.push_back(
        {false, static_cast<uint64_t>(oi.geometry) * 3 + oi.dim});
    env[op->getResult(0)] = Val::symbol(intern(std::move(node)));
    return Flow::Next;
  }
  case K::MemAccess:
    record(op, oi);
    opaqueResults();
    return Flow::Next;
  case K::Barrier:
    ++epoch;
    return Flow::Next;
  case K::WarpSync: {
    Val mask = value(op->getOperand(0));
    if (mask.kind == Val::Int && (mask.bits & 0xffffffffu) == 0xffffffffu)
      ++warpEpoch;
    else if (approximation.empty())
      approximation = "it synchronises through " + describeOp(op) +
                      " with a mask other than the full warp's";
    return Flow::Next;
  }
  case K::Unmodelled:
    if (approximation.empty())
      approximation = oi.why;
    opaqueResults();
    return Flow::Next;
  case K::AddressOf:
    env[op->getResult(0)] = Val::pointer(oi.global, 0);
    return Flow::Next;
  case K::PtrCast: {
    Val v = value(op->getOperand(0));
    env[op->getResult(0)] =
        v.kind == Val::Ptr || v.kind == Val::PtrAny ? v : Val();
    return Flow::Next;
  }
  case K::Gep: {
    auto gep = cast<LLVM::GEPOp>(op);
    Val p = value(gep.getBase());
    if (p.kind != Val::Ptr && p.kind != Val::PtrAny) {
      env[op->getResult(0)] = Val();
      return Flow::Next;
    }
    bool known = p.kind == Val::Ptr;
    int64_t offset = static_cast<int64_t>(p.bits);
    for (auto &[index, constant, size] : oi.gep) {
      int64_t i = constant;
      if (index) {
        Val v = value(index);
        if (v.kind != Val::Int) {
          known = false;
          break;
        }
        i = signExtendFrom(v.bits, integerWidthOf(index.getType()));
      }
      offset += i * size;
    }
    env[op->getResult(0)] =
        Val::pointer(p.base, static_cast<uint64_t>(offset), known);
    return Flow::Next;
  }
  case K::Select: {
    Val c = value(op->getOperand(0));
    if (c.kind == Val::Int) {
      env[op->getResult(0)] = value(op->getOperand(c.bits & 1 ? 1 : 2));
      return Flow::Next;
    }
    if (c.kind == Val::Sym) {
      bool taken = false;
      Flow f = decide(c, taken, op);
      if (f != Flow::Next)
        return f;
      env[op->getResult(0)] = value(op->getOperand(taken ? 1 : 2));
      return Flow::Next;
    }
    env[op->getResult(0)] = Val();
    return Flow::Next;
  }
  case K::If: {
    auto ifOp = cast<scf::IfOp>(op);
    bool taken = false;
    Flow f = decide(value(ifOp.getCondition()), taken, op);
    if (f != Flow::Next)
      return f;
    Region &region = taken ? ifOp.getThenRegion() : ifOp.getElseRegion();
    SmallVector<Val, 2> yielded;
    if (!region.empty()) {
      f = runRegion(region, {}, yielded);
      if (f != Flow::Next)
        return f;
    }
    for (auto [r, v] : llvm::zip(op->getResults(), yielded))
      env[r] = v;
    return Flow::Next;
  }
  case K::For: {
    auto forOp = cast<scf::ForOp>(op);
    Val lb = value(forOp.getLowerBound()), ub = value(forOp.getUpperBound()),
        step = value(forOp.getStep());
    if (lb.kind != Val::Int || ub.kind != Val::Int || step.kind != Val::Int) {
      giveUp = "the bounds of " + describeOp(op) +
               " are not functions of the thread";
      return Flow::GiveUp;
    }
    unsigned width = integerWidthOf(forOp.getInductionVar().getType());
    bool isUnsigned = forOp.getUnsignedCmp();
    SmallVector<Val, 4> args;
    args.push_back(lb);
    for (Value init : forOp.getInitArgs())
      args.push_back(value(init));
    auto less = [&](uint64_t a, uint64_t b) {
      return isUnsigned ? a < b : signExtendFrom(a, width) < signExtendFrom(b, width);
    };
    while (less(args[0].bits, ub.bits)) {
      SmallVector<Val, 4> yielded;
      Flow f = runRegion(forOp.getRegion(), args, yielded);
      if (f != Flow::Next)
        return f;
      uint64_t next = args[0].bits + step.bits;
      if (width < 64)
        next &= (uint64_t(1) << width) - 1;
      args.resize(1);
      args[0] = Val::integer(next);
      args.append(yielded.begin(), yielded.end());
      if (++steps > kMaxSteps) {
        giveUp = "running every thread of the block takes more than " +
                 std::to_string(kMaxSteps) + " steps";
        return Flow::GiveUp;
      }
    }
    for (unsigned i = 0; i < op->getNumResults(); ++i)
      env[op->getResult(i)] = args[i + 1];
    return Flow::Next;
  }
  case K::While: {
    auto whileOp = cast<scf::WhileOp>(op);
    SmallVector<Val, 4> args;
    for (Value init : whileOp.getInits())
      args.push_back(value(init));
    while (true) {
      SmallVector<Val, 4> cond;
      Flow f = runRegion(whileOp.getBefore(), args, cond);
      if (f != Flow::Next)
        return f;
      bool taken = false;
      f = decide(cond[0], taken, whileOp.getConditionOp());
      if (f != Flow::Next)
        return f;
      SmallVector<Val, 4> passed(cond.begin() + 1, cond.end());
      if (!taken) {
        for (auto [r, v] : llvm::zip(op->getResults(), passed))
          env[r] = v;
        return Flow::Next;
      }
      args.clear();
      f = runRegion(whileOp.getAfter(), passed, args);
      if (f != Flow::Next)
        return f;
    }
  }
  case K::Region: {
    SmallVector<Val, 2> yielded;
    Flow f = runRegion(op->getRegion(0), {}, yielded);
    if (f != Flow::Next)
      return f;
    for (auto [r, v] : llvm::zip(op->getResults(), yielded))
      env[r] = v;
    return Flow::Next;
  }
  case K::GiveUp:
    giveUp = oi.why;
    return Flow::GiveUp;
  case K::Other:
    opaqueResults();
    return Flow::Next;
  case K::Exit:
    return Flow::Exit; // an exit op inside a block
  case K::Branch:
  case K::CondBranch:
  case K::Switch:
  case K::RegionEnd:
    break; // handled by runRegion
  }
  return Flow::Next;
}

Engine::Flow Engine::runRegion(Region &region, ArrayRef<Val> args,
                               SmallVectorImpl<Val> &yielded) {
  Block *block = &region.front();
  SmallVector<Val, 4> blockArgs(args.begin(), args.end());
  while (true) {
    for (auto [arg, v] : llvm::zip(block->getArguments(), blockArgs))
      env[arg] = v;
    for (Operation &op : block->without_terminator()) {
      Flow f = exec(&op);
      if (f != Flow::Next)
        return f;
    }
    Operation *term = block->getTerminator();
    if (++steps > kMaxSteps) {
      giveUp = "running every thread of the block takes more than " +
               std::to_string(kMaxSteps) + " steps";
      return Flow::GiveUp;
    }
    const OpInfo &oi = info(term);
    using K = OpInfo::Kind;
    unsigned successor = 0;
    switch (oi.kind) {
    case K::RegionEnd:
      for (Value v : term->getOperands())
        yielded.push_back(value(v));
      return Flow::Next;
    case K::Exit:
      return Flow::Exit;
    case K::Branch:
      break;
    case K::CondBranch: {
      bool taken = false;
      Flow f = decide(value(term->getOperand(0)), taken, term);
      if (f != Flow::Next)
        return f;
      successor = taken ? 0 : 1;
      break;
    }
    case K::Switch: {
      Val flag = value(term->getOperand(0));
      if (flag.kind != Val::Int) {
        giveUp = "the per-thread engine switches only on values of the "
                 "thread (" +
                 describeOp(term) + ")";
        return Flow::GiveUp;
      }
      unsigned width = integerWidthOf(term->getOperand(0).getType());
      int64_t key = signExtendFrom(flag.bits, width);
      SmallVector<int64_t> cases;
      if (auto sw = dyn_cast<cf::SwitchOp>(term)) {
        if (auto values = sw.getCaseValues())
          for (const APInt &c : *values)
            cases.push_back(c.getSExtValue());
      } else if (auto sw = dyn_cast<LLVM::SwitchOp>(term)) {
        if (auto values = sw.getCaseValues())
          for (const APInt &c : *values)
            cases.push_back(c.getSExtValue());
      }
      // Successor 0 is the default destination, then the cases in order.
      for (unsigned i = 0; i < cases.size(); ++i)
        if (cases[i] == key) {
          successor = i + 1;
          break;
        }
      break;
    }
    default:
      giveUp = oi.why.empty()
                   ? "the per-thread engine does not follow " + describeOp(term)
                   : oi.why;
      return Flow::GiveUp;
    }
    auto branch = cast<BranchOpInterface>(term);
    SuccessorOperands operands = branch.getSuccessorOperands(successor);
    Block *next = term->getSuccessor(successor);
    blockArgs.clear();
    for (unsigned i = 0; i < next->getNumArguments(); ++i) {
      Value v = operands[i];
      blockArgs.push_back(v ? value(v) : Val());
    }
    block = next;
  }
}

void Engine::compare() {
  // Accesses of one byte (or memref element) of a buffer between the same
  // barriers (only those may race), in one world.
  std::map<std::tuple<unsigned, const void *, int64_t, unsigned>,
           SmallVector<unsigned, 4>>
      buckets;
  for (unsigned i = 0; i < events.size(); ++i) {
    const Event &e = events[i];
    if (verdicts.why.count(e.access->base))
      continue;
    for (int64_t b = e.lo; b < e.hi; ++b)
      buckets[{e.world, e.access->base, b, e.epoch}].push_back(i);
  }
  uint64_t checks = 0;
  for (auto &[key, list] : buckets) {
    for (unsigned wi : list) {
      const Event &w = events[wi];
      if (!w.access->write)
        continue;
      for (unsigned ei : list) {
        const Event &e = events[ei];
        if (e.thread == w.thread || (e.access->write && ei < wi))
          continue;
        if (++checks > kMaxPairChecks) {
          verdicts.why[nullptr] = "comparing the threads' accesses takes "
                                  "more than " +
                                  std::to_string(kMaxPairChecks) + " steps";
          return;
        }
        if (e.access->atomic && w.access->atomic)
          continue;
        if (e.epoch != w.epoch)
          continue;
        if (e.thread / 32 == w.thread / 32 && e.warpEpoch != w.warpEpoch)
          continue;
        // First: the read (R2), or the earlier write in program order (R1).
        const Event *first = &e, *second = &w;
        if (e.access->write && order.lookup(w.access) < order.lookup(e.access))
          std::swap(first, second);
        auto pairKey = std::make_pair(first->access, second->access);
        const std::string &note = notes[first->world];
        auto [it, inserted] = found.try_emplace(pairKey, 0);
        // Keep the first conflict of a pair, unless a confirmed one comes
        // after an unconfirmed one.
        if (!inserted &&
            (verdicts.conflicts[it->second].uncertain.empty() || !note.empty()))
          continue;
        ThreadConflict c;
        c.uncertain = note;
        c.first = first->access;
        c.second = second->access;
        c.threads[0] = coords(first->thread);
        c.threads[1] = coords(second->thread);
        if (first->access->bytes)
          c.element = {first->lo};
        else
          c.element = elements[first->lo];
        if (!inserted) {
          verdicts.conflicts[it->second] = std::move(c);
          continue;
        }
        verdicts.conflicts.push_back(std::move(c));
        it->second = verdicts.conflicts.size() - 1;
      }
    }
  }
}

ThreadVerdicts Engine::run() {
  verdicts.blockDim = dims;
  Region &body = kernel->getRegion(0);
  if (body.empty()) {
    verdicts.why[nullptr] = "the kernel has no body";
    return std::move(verdicts);
  }
  // The kernel's arguments: pointers to their buffers, integers symbols.
  SmallVector<Val, 8> args;
  for (BlockArgument arg : body.getArguments()) {
    if (isa<LLVM::LLVMPointerType>(arg.getType())) {
      args.push_back(Val::pointer(arg.getAsOpaquePointer(), 0));
      knownBases[arg.getAsOpaquePointer()] = false;
    } else if (integerWidthOf(arg.getType())) {
      Node node;
      node.operands.push_back({false, 100 + arg.getArgNumber()});
      args.push_back(Val::symbol(intern(std::move(node))));
    } else {
      args.push_back(Val());
    }
  }
  // Worlds: the outcomes of symbolic branches, explored depth first.
  SmallVector<llvm::DenseMap<unsigned, bool>> pending;
  pending.emplace_back();
  unsigned worlds = 0;
  while (!pending.empty()) {
    world = pending.pop_back_val();
    if (++worlds > kMaxWorlds) {
      verdicts.why[nullptr] = "the block's paths depend on more than " +
                              std::to_string(kMaxWorlds) +
                              " outcomes of branches on run-time values";
      return std::move(verdicts);
    }
    worldId = worlds - 1;
    approximation.clear();
    size_t firstEvent = events.size();
    bool forked = false;
    for (thread = 0; thread < threads && !forked; ++thread) {
      env.clear();
      epoch = warpEpoch = 0;
      SmallVector<Val, 2> ignored;
      Flow f = runRegion(body, args, ignored);
      if (f == Flow::GiveUp) {
        verdicts.why[nullptr] = giveUp;
        return std::move(verdicts);
      }
      if (f == Flow::Fork) {
        for (bool outcome : {false, true}) {
          llvm::DenseMap<unsigned, bool> next = world;
          next[forkNode] = outcome;
          pending.push_back(std::move(next));
        }
        events.resize(firstEvent);
        forked = true;
      }
    }
    if (forked)
      continue;
    std::string note;
    if (!approximation.empty())
      note = approximation;
    else if (!world.empty())
      note = "the two threads collide only in a block that takes " +
             std::to_string(world.size()) +
             " branch(es) on run-time values (block ids, grid sizes, "
             "arguments) one way, which the checker could not confirm";
    notes[worldId] = note;
  }
  compare();
  auto decide = [&](const Access *x) {
    if (x->base && (x->space == Space::Shared || singleBlock) &&
        !verdicts.why.count(x->base) && !verdicts.why.count(nullptr))
      verdicts.decided.insert(x->base);
  };
  for (auto &[op, x] : accessOf)
    decide(x);
  for (const Access &x : verdicts.resolved)
    decide(&x);
  return std::move(verdicts);
}

ThreadVerdicts races::checkByThreads(Operation *kernel,
                                     ArrayRef<Access> accesses,
                                     bool singleBlock) {
  std::optional<std::array<int64_t, 3>> dims =
      mlir::warptile::knownBlockSize(kernel);
  ThreadVerdicts none;
  if (!dims) {
    none.why[nullptr] = "the kernel declares no block size";
    return none;
  }
  int64_t threads = 1;
  for (int64_t d : *dims) {
    if (d < 1 || d > mlir::warptile::ThreadValues::kMaxThreads) {
      none.why[nullptr] = "its declared block is larger than 1024 threads";
      return none;
    }
    threads *= d;
    if (threads > mlir::warptile::ThreadValues::kMaxThreads) {
      none.why[nullptr] = "its declared block is larger than 1024 threads";
      return none;
    }
  }
  Engine engine(kernel, accesses, *dims, singleBlock);
  return engine.run();
}
