//===- ValueFacts.cpp - What LLVM may know of a value ---------------------===//
//
// Part of warptile. Ranges and known bits of integer values (constants at
// any depth, special registers, arithmetic of the llvm, arith and index
// dialects), the inputs LLVM cannot see into, and the values it may fold.
//
//===----------------------------------------------------------------------===//

#include "warptile/Analysis/ValueFacts.h"
#include "warptile/Analysis/Kernels.h"
#include "warptile/Analysis/Uniformity.h"

#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/IR/Matchers.h"
#include "mlir/IR/SymbolTable.h"
#include "mlir/Interfaces/CallInterfaces.h"
#include "mlir/Interfaces/FunctionInterfaces.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"
#include "llvm/ADT/DenseSet.h"
#include "llvm/ADT/StringMap.h"

using namespace mlir;
using namespace mlir::warptile;
using llvm::APInt;
using llvm::ConstantRange;
using llvm::KnownBits;

/// The width of a scalar integer (index: 64); 0 for any other type.
static unsigned scalarWidth(Type type) {
  if (auto integer = dyn_cast<IntegerType>(type))
    return integer.getWidth();
  return type.isIndex() ? 64 : 0;
}

namespace {
/// The integer arithmetic the facts follow, by name across the llvm, arith
/// and index dialects.
enum class Arith {
  None, Add, Sub, Mul, And, Or, Xor, Shl, LShr, AShr, UDiv, SDiv, URem,
  SRem, UMax, UMin, SMax, SMin, ZExt, SExt, Select, BitCount
};
} // namespace

static Arith arithOf(Operation *op) {
  static const llvm::StringMap<Arith> kNames = [] {
    llvm::StringMap<Arith> names;
    auto add = [&](Arith kind, std::initializer_list<StringRef> spelled) {
      for (StringRef name : spelled)
        names[name] = kind;
    };
    add(Arith::Add, {"llvm.add", "arith.addi", "index.add"});
    add(Arith::Sub, {"llvm.sub", "arith.subi", "index.sub"});
    add(Arith::Mul, {"llvm.mul", "arith.muli", "index.mul"});
    add(Arith::And, {"llvm.and", "arith.andi", "index.and"});
    add(Arith::Or, {"llvm.or", "arith.ori", "index.or"});
    add(Arith::Xor, {"llvm.xor", "arith.xori", "index.xor"});
    add(Arith::Shl, {"llvm.shl", "arith.shli", "index.shl"});
    add(Arith::LShr, {"llvm.lshr", "arith.shrui", "index.shru"});
    add(Arith::AShr, {"llvm.ashr", "arith.shrsi", "index.shrs"});
    add(Arith::UDiv, {"llvm.udiv", "arith.divui", "index.divu"});
    add(Arith::SDiv, {"llvm.sdiv", "arith.divsi", "index.divs"});
    add(Arith::URem, {"llvm.urem", "arith.remui", "index.remu"});
    add(Arith::SRem, {"llvm.srem", "arith.remsi", "index.rems"});
    add(Arith::UMax, {"llvm.intr.umax", "arith.maxui", "index.maxu"});
    add(Arith::UMin, {"llvm.intr.umin", "arith.minui", "index.minu"});
    add(Arith::SMax, {"llvm.intr.smax", "arith.maxsi", "index.maxs"});
    add(Arith::SMin, {"llvm.intr.smin", "arith.minsi", "index.mins"});
    // Extensions that are truncations when the result is narrower
    // (index_cast of an index to i32).
    add(Arith::ZExt, {"llvm.zext", "arith.extui", "arith.index_castui",
                      "index.castu", "llvm.trunc", "arith.trunci"});
    add(Arith::SExt, {"llvm.sext", "arith.extsi", "arith.index_cast",
                      "index.casts"});
    add(Arith::Select, {"llvm.select", "arith.select"});
    add(Arith::BitCount, {"llvm.intr.ctpop", "llvm.intr.ctlz",
                          "llvm.intr.cttz", "math.ctpop", "math.ctlz",
                          "math.cttz"});
    return names;
  }();
  auto it = kNames.find(op->getName().getStringRef());
  return it == kNames.end() ? Arith::None : it->second;
}

/// `[lo, hi)` at `width` bits (hi may be 2^width: up to the maximum).
static ConstantRange interval(unsigned width, uint64_t lo, uint64_t hi) {
  APInt upper = width < 64 && hi >= (uint64_t(1) << width)
                    ? APInt::getZero(width)
                    : APInt(width, hi);
  return ConstantRange::getNonEmpty(APInt(width, lo), upper);
}

/// The range LLVM gives a special register (NVPTX's intrinsic ranges,
/// narrowed by the kernel's declared block as NVVMIntrRange and MLIR's
/// lowering of `known_block_size` do); std::nullopt for other ops.
static std::optional<ConstantRange> specialRegisterRange(Operation *op,
                                                         unsigned width) {
  StringRef name = op->getName().getStringRef();
  char dimName = 0;
  enum { None, Tid, Ntid, Ctaid, Nctaid, Lane, WarpSize } kind = None;
  if (name.consume_front("nvvm.read.ptx.sreg.")) {
    if (name == "warpsize")
      kind = WarpSize;
    else if (name == "laneid")
      kind = Lane;
    else if (name.size() >= 2 && name[name.size() - 2] == '.') {
      dimName = name.back();
      StringRef base = name.drop_back(2);
      kind = base == "tid"      ? Tid
             : base == "ntid"   ? Ntid
             : base == "ctaid"  ? Ctaid
             : base == "nctaid" ? Nctaid
                                : None;
    }
  } else if (auto tid = dyn_cast<gpu::ThreadIdOp>(op)) {
    kind = Tid;
    dimName = 'x' + static_cast<char>(tid.getDimension());
  } else if (auto dim = dyn_cast<gpu::BlockDimOp>(op)) {
    kind = Ntid;
    dimName = 'x' + static_cast<char>(dim.getDimension());
  } else if (auto id = dyn_cast<gpu::BlockIdOp>(op)) {
    kind = Ctaid;
    dimName = 'x' + static_cast<char>(id.getDimension());
  } else if (auto grid = dyn_cast<gpu::GridDimOp>(op)) {
    kind = Nctaid;
    dimName = 'x' + static_cast<char>(grid.getDimension());
  } else if (isa<gpu::LaneIdOp>(op)) {
    kind = Lane;
  }
  if (kind == None || (kind != Lane && kind != WarpSize &&
                       (dimName < 'x' || dimName > 'z')))
    return std::nullopt;
  unsigned dim = dimName - 'x';
  std::optional<ConstantRange> range;
  switch (kind) {
  case WarpSize:
    range = interval(width, 32, 33);
    break;
  case Lane:
    range = interval(width, 0, 32);
    break;
  case Tid:
  case Ntid: {
    DeclaredBlock declared = declaredBlock(op);
    int64_t most = dim == 2 ? 64 : 1024;
    if (declared.maxThreads)
      most = std::min(most, *declared.maxThreads);
    if (declared.dims) {
      int64_t size = (*declared.dims)[dim];
      range = kind == Tid ? interval(width, 0, size)
                          : interval(width, size, size + 1);
    } else {
      range = kind == Tid ? interval(width, 0, most)
                          : interval(width, 1, most + 1);
    }
    break;
  }
  case Ctaid:
    range = dim == 0 ? interval(width, 0, (uint64_t(1) << 31) - 1)
                     : interval(width, 0, 65535);
    break;
  case Nctaid:
    range = dim == 0 ? interval(width, 1, uint64_t(1) << 31)
                     : interval(width, 1, 65536);
    break;
  case None:
    break;
  }
  // gpu's `upper_bound` and NVVM's `range`, where given.
  if (auto bound = op->getAttrOfType<IntegerAttr>("upper_bound")) {
    uint64_t most = bound.getValue().getZExtValue();
    range = range->intersectWith(kind == Tid ? interval(width, 0, most)
                                             : interval(width, 1, most + 1));
  }
  if (auto given = op->getAttrOfType<LLVM::ConstantRangeAttr>("range"))
    if (given.getLower().getBitWidth() == width)
      range = range->intersectWith(
          ConstantRange(given.getLower(), given.getUpper()));
  return range;
}

void ValueFacts::inputsOf(Value value, SmallVectorImpl<Value> &inputs) {
  if (auto arg = dyn_cast<BlockArgument>(value)) {
    Operation *parent = arg.getOwner()->getParentOp();
    if (parent && parent->getName().getStringRef() == "scf.for" &&
        arg.getArgNumber() == 0 && parent->getNumOperands() >= 3)
      llvm::append_range(inputs, parent->getOperands().take_front(3));
    return;
  }
  Operation *def = value.getDefiningOp();
  if (arithOf(def) != Arith::None)
    llvm::append_range(inputs, def->getOperands());
}

ValueFacts::Fact ValueFacts::compute(Value value, unsigned width) {
  Fact fact{ConstantRange(width, /*isFullSet=*/true), KnownBits(width)};
  auto exactly = [&](const APInt &v) {
    return Fact{ConstantRange(v), KnownBits::makeConstant(v)};
  };
  APInt literal;
  if (matchPattern(value, m_ConstantInt(&literal)))
    return exactly(literal.sextOrTrunc(width));
  if (std::optional<int64_t> known = knownConstant(value))
    return exactly(APInt(width, *known, /*isSigned=*/true,
                         /*implicitTrunc=*/true));
  auto factOf = [&](Value v) -> std::optional<Fact> {
    auto it = facts.find(v);
    if (it == facts.end() || it->second.range.getBitWidth() != width)
      return std::nullopt;
    return it->second;
  };
  bool haveRange = false;
  if (auto arg = dyn_cast<BlockArgument>(value)) {
    Operation *parent = arg.getOwner()->getParentOp();
    auto func = dyn_cast_or_null<FunctionOpInterface>(parent);
    if (func && arg.getOwner()->isEntryBlock() &&
        arg.getArgNumber() < func.getNumArguments())
      if (auto given = func.getArgAttrOfType<LLVM::ConstantRangeAttr>(
              arg.getArgNumber(), "llvm.range");
          given && given.getLower().getBitWidth() == width) {
        fact.range = ConstantRange(given.getLower(), given.getUpper());
        haveRange = true;
      }
    // An scf.for's induction variable stays in [lb, ub), as LLVM's
    // analyses of the lowered loop know.
    if (parent && parent->getName().getStringRef() == "scf.for" &&
        arg.getArgNumber() == 0) {
      std::optional<Fact> lb = factOf(parent->getOperand(0));
      std::optional<Fact> ub = factOf(parent->getOperand(1));
      if (lb && ub) {
        bool isUnsigned = parent->hasAttr("unsignedCmp");
        APInt lo = isUnsigned ? lb->range.getUnsignedMin()
                              : lb->range.getSignedMin();
        APInt hi = isUnsigned ? ub->range.getUnsignedMax()
                              : ub->range.getSignedMax();
        if (isUnsigned ? lo.ult(hi) : lo.slt(hi)) {
          fact.range = ConstantRange(lo, hi);
          haveRange = true;
        }
      }
    }
  } else if (Operation *def = value.getDefiningOp()) {
    if (std::optional<ConstantRange> special =
            specialRegisterRange(def, width)) {
      fact.range = *special;
      haveRange = true;
    } else if (Arith kind = arithOf(def); kind != Arith::None) {
      unsigned n = def->getNumOperands();
      auto operandFact = [&](unsigned i) -> std::optional<Fact> {
        return i < n ? factOf(def->getOperand(i)) : std::nullopt;
      };
      std::optional<Fact> lhs = operandFact(0), rhs = operandFact(1);
      const ConstantRange *l = lhs ? &lhs->range : nullptr;
      const ConstantRange *r = rhs ? &rhs->range : nullptr;
      const KnownBits *lb = lhs ? &lhs->bits : nullptr;
      const KnownBits *rb = rhs ? &rhs->bits : nullptr;
      bool binary = n == 2 && l && r;
      auto set = [&](ConstantRange range, KnownBits bits) {
        fact.range = std::move(range);
        fact.bits = std::move(bits);
        haveRange = true;
      };
      switch (kind) {
      case Arith::Add:
        if (binary) set(l->add(*r), KnownBits::add(*lb, *rb));
        break;
      case Arith::Sub:
        if (binary) set(l->sub(*r), KnownBits::sub(*lb, *rb));
        break;
      case Arith::Mul:
        if (binary) set(l->multiply(*r), KnownBits::mul(*lb, *rb));
        break;
      case Arith::And:
        if (binary) set(l->binaryAnd(*r), *lb & *rb);
        break;
      case Arith::Or:
        if (binary) set(l->binaryOr(*r), *lb | *rb);
        break;
      case Arith::Xor:
        if (binary) set(l->binaryXor(*r), *lb ^ *rb);
        break;
      case Arith::Shl:
        if (binary) set(l->shl(*r), KnownBits::shl(*lb, *rb));
        break;
      case Arith::LShr:
        if (binary) set(l->lshr(*r), KnownBits::lshr(*lb, *rb));
        break;
      case Arith::AShr:
        if (binary) set(l->ashr(*r), KnownBits::ashr(*lb, *rb));
        break;
      case Arith::UDiv:
        if (binary) set(l->udiv(*r), KnownBits::udiv(*lb, *rb));
        break;
      case Arith::SDiv:
        if (binary) set(l->sdiv(*r), KnownBits::sdiv(*lb, *rb));
        break;
      case Arith::URem:
        if (binary) set(l->urem(*r), KnownBits::urem(*lb, *rb));
        break;
      case Arith::SRem:
        if (binary) set(l->srem(*r), KnownBits::srem(*lb, *rb));
        break;
      case Arith::UMax:
        if (binary) set(l->umax(*r), KnownBits::umax(*lb, *rb));
        break;
      case Arith::UMin:
        if (binary) set(l->umin(*r), KnownBits::umin(*lb, *rb));
        break;
      case Arith::SMax:
        if (binary) set(l->smax(*r), KnownBits::smax(*lb, *rb));
        break;
      case Arith::SMin:
        if (binary) set(l->smin(*r), KnownBits::smin(*lb, *rb));
        break;
      case Arith::ZExt:
      case Arith::SExt: {
        // The operand has its own width: read its fact directly.
        auto it = n == 1 ? facts.find(def->getOperand(0)) : facts.end();
        if (it == facts.end())
          break;
        const Fact &from = it->second;
        unsigned fromWidth = from.range.getBitWidth();
        if (width < fromWidth)
          set(from.range.truncate(width), from.bits.trunc(width));
        else if (kind == Arith::ZExt)
          set(from.range.zeroExtend(width), from.bits.zext(width));
        else
          set(from.range.signExtend(width), from.bits.sext(width));
        break;
      }
      case Arith::Select: {
        std::optional<Fact> a = operandFact(1), b = operandFact(2);
        auto condition = n == 3 ? facts.find(def->getOperand(0)) : facts.end();
        if (condition != facts.end())
          if (const APInt *chosen = condition->second.range.getSingleElement()) {
            if (std::optional<Fact> pick = chosen->isZero() ? b : a)
              set(pick->range, pick->bits);
            break;
          }
        if (a && b)
          set(a->range.unionWith(b->range), a->bits.intersectWith(b->bits));
        break;
      }
      case Arith::BitCount:
        if (width >= 2 && width < 64)
          set(interval(width, 0, width + 1), KnownBits(width));
        break;
      case Arith::None:
        break;
      }
    }
  }
  if (!haveRange)
    return fact;
  // A poison result (a shift past the width) has an empty range or
  // conflicting bits: no fact then.
  if (fact.range.isEmptySet())
    fact.range = ConstantRange(width, /*isFullSet=*/true);
  if (fact.bits.hasConflict())
    fact.bits = KnownBits(width);
  // Each refines the other.
  ConstantRange narrowed = fact.range.intersectWith(
      ConstantRange::fromKnownBits(fact.bits, /*IsSigned=*/false));
  if (!narrowed.isEmptySet())
    fact.range = narrowed;
  KnownBits joined = fact.bits.unionWith(fact.range.toKnownBits());
  fact.bits = joined.hasConflict() ? fact.range.toKnownBits() : joined;
  return fact;
}

std::optional<ValueFacts::Fact> ValueFacts::fact(Value root) {
  if (!scalarWidth(root.getType()))
    return std::nullopt;
  if (auto it = facts.find(root); it != facts.end())
    return it->second;
  // Operands first, without recursion: a chain of any depth is followed
  // (round 33: a chain of 10 adds passed a depth limit of 8).
  SmallVector<std::pair<Value, bool>> stack{{root, false}};
  llvm::DenseSet<Value> seen{root};
  SmallVector<Value, 4> inputs;
  while (!stack.empty()) {
    Value value = stack.back().first;
    if (!stack.back().second) {
      stack.back().second = true;
      inputs.clear();
      inputsOf(value, inputs);
      bool pushed = false;
      for (Value input : inputs)
        if (scalarWidth(input.getType()) && !facts.count(input) &&
            seen.insert(input).second) {
          stack.push_back({input, false});
          pushed = true;
        }
      if (pushed)
        continue;
    }
    stack.pop_back();
    Fact computed = compute(value, scalarWidth(value.getType()));
    facts.try_emplace(value, std::move(computed));
  }
  return facts.find(root)->second;
}

std::optional<ConstantRange> ValueFacts::range(Value value) {
  std::optional<Fact> found = fact(value);
  return found ? std::optional(found->range) : std::nullopt;
}

std::optional<KnownBits> ValueFacts::bits(Value value) {
  std::optional<Fact> found = fact(value);
  return found ? std::optional(found->bits) : std::nullopt;
}

std::optional<APInt> ValueFacts::exact(Value value) {
  std::optional<Fact> found = fact(value);
  if (!found)
    return std::nullopt;
  if (const APInt *single = found->range.getSingleElement())
    return *single;
  return std::nullopt;
}

/// Whether `address` is a kernel's argument, or computed from one by
/// address arithmetic and casts.
static bool isKernelArgumentAddress(Value address) {
  for (unsigned step = 0; step < 64; ++step) {
    if (auto arg = dyn_cast<BlockArgument>(address)) {
      auto func =
          dyn_cast_or_null<FunctionOpInterface>(arg.getOwner()->getParentOp());
      return func && arg.getOwner()->isEntryBlock() &&
             arg.getArgNumber() < func.getNumArguments() &&
             isKernelFunction(func);
    }
    Operation *def = address.getDefiningOp();
    if (!def || def->getNumOperands() == 0)
      return false;
    StringRef name = def->getName().getStringRef();
    if (!llvm::is_contained({StringRef("llvm.getelementptr"),
                             StringRef("llvm.bitcast"),
                             StringRef("llvm.addrspacecast"),
                             StringRef("memref.cast"),
                             StringRef("memref.subview"),
                             StringRef("memref.reinterpret_cast"),
                             StringRef("memref.memory_space_cast")},
                            name))
      return false;
    address = def->getOperand(0);
  }
  return false;
}

bool ValueFacts::moduleWritesMemory(Operation *op) {
  Operation *table = SymbolTable::getNearestSymbolTable(op);
  if (!table)
    return true;
  ModuleWrites &cache = modules ? *modules : ownModules;
  if (auto it = cache.writes.find(table); it != cache.writes.end())
    return it->second;
  bool writes = table
                    ->walk([](Operation *inner) {
                      auto effects = dyn_cast<MemoryEffectOpInterface>(inner);
                      if (!effects)
                        return WalkResult::advance();
                      SmallVector<MemoryEffects::EffectInstance, 4> list;
                      effects.getEffects(list);
                      for (const MemoryEffects::EffectInstance &e : list)
                        if (isa<MemoryEffects::Write>(e.getEffect()) &&
                            e.getValue())
                          return WalkResult::interrupt();
                      return WalkResult::advance();
                    })
                    .wasInterrupted();
  cache.writes[table] = writes;
  return writes;
}

bool ValueFacts::isOpaque(Value value) {
  if (auto arg = dyn_cast<BlockArgument>(value)) {
    Block *block = arg.getOwner();
    auto func = dyn_cast_or_null<FunctionOpInterface>(block->getParentOp());
    return func && block->isEntryBlock() &&
           arg.getArgNumber() < func.getNumArguments() &&
           isKernelFunction(func) &&
           !func.getArgAttr(arg.getArgNumber(), "llvm.range");
  }
  Operation *def = value.getDefiningOp();
  if (!def)
    return false;
  StringRef name = def->getName().getStringRef();
  if (isa<LLVM::InlineAsmOp, LLVM::AtomicRMWOp, LLVM::AtomicCmpXchgOp>(def) ||
      llvm::is_contained({StringRef("nvvm.inline_ptx"),
                          StringRef("memref.atomic_rmw"),
                          StringRef("memref.generic_atomic_rmw")},
                         name))
    return true;
  if (auto call = dyn_cast<CallOpInterface>(def)) {
    // A function declared outside the module, whose body LLVM never sees;
    // not an intrinsic or a libdevice function, which LLVM folds.
    auto callee = dyn_cast<SymbolRefAttr>(call.getCallableForCallee());
    if (!callee)
      return false;
    StringRef calleeName = callee.getLeafReference().getValue();
    if (calleeName.starts_with("llvm.") || calleeName.starts_with("__nv_"))
      return false;
    auto func = dyn_cast_or_null<FunctionOpInterface>(call.resolveCallable());
    return func && func.isExternal() && func.getNumResults() == 1 &&
           !func.getResultAttr(0, "llvm.range");
  }
  if ((name == "llvm.load" || name == "memref.load") &&
      def->getNumOperands() >= 1)
    return isKernelArgumentAddress(def->getOperand(0)) &&
           !moduleWritesMemory(def);
  return false;
}

bool ValueFacts::mayFold(Value value) {
  // Operands first, without recursion; a value is pushed once.
  if (auto it = folds.find(value); it != folds.end())
    return it->second;
  SmallVector<std::pair<Value, bool>> stack{{value, false}};
  llvm::DenseSet<Value> seen{value};
  while (!stack.empty()) {
    Value current = stack.back().first;
    Operation *def = current.getDefiningOp();
    bool leaf = matchPattern(current, m_Constant()) ||
                (scalarWidth(current.getType()) && exact(current)) || !def ||
                def->getNumRegions() != 0 || def->getNumOperands() == 0 ||
                !isMemoryEffectFree(def);
    if (!leaf && !stack.back().second) {
      stack.back().second = true;
      bool pushed = false;
      for (Value operand : def->getOperands())
        if (!folds.count(operand) && seen.insert(operand).second) {
          stack.push_back({operand, false});
          pushed = true;
        }
      if (pushed)
        continue;
    }
    stack.pop_back();
    bool result;
    if (leaf)
      result = matchPattern(current, m_Constant()) ||
               (scalarWidth(current.getType()) && exact(current));
    else
      result = llvm::all_of(def->getOperands(), [&](Value operand) {
        auto it = folds.find(operand);
        // An operand still open is on a cycle (a graph region): not folded.
        return it != folds.end() && it->second;
      });
    folds[current] = result;
  }
  return folds.lookup(value);
}
