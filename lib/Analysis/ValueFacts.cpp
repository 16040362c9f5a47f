//===- ValueFacts.cpp - What LLVM may know of a value ---------------------===//
//
// Part of warptile. Ranges and known bits of integer values (constants at
// any depth, special registers, arithmetic of the llvm, arith and index
// dialects), the inputs LLVM cannot see into, and the values it may fold.
//
//===----------------------------------------------------------------------===//

#include "warptile/Analysis/ValueFacts.h"
#include "IntegerOps.h"
#include "warptile/Analysis/Kernels.h"
#include "warptile/Analysis/Uniformity.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/LLVMIR/NVVMDialect.h"
#include "mlir/IR/Matchers.h"
#include "mlir/IR/SymbolTable.h"
#include "mlir/Interfaces/CallInterfaces.h"
#include "mlir/Interfaces/ControlFlowInterfaces.h"
#include "mlir/Interfaces/FunctionInterfaces.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"
#include "llvm/ADT/DenseSet.h"
#include "llvm/ADT/StringMap.h"
#include "llvm/IR/InstrTypes.h"

#include <functional>

using namespace mlir;
using namespace mlir::warptile;
using llvm::APInt;
using llvm::ConstantRange;
using llvm::KnownBits;
using mlir::warptile::detail::Arith;
using mlir::warptile::detail::arithOf;
using mlir::warptile::detail::predicateOf;
using mlir::warptile::detail::scalarWidth;

/// The width of a scalar integer (index: 64); 0 for any other type.
unsigned mlir::warptile::detail::scalarWidth(Type type) {
  if (auto integer = dyn_cast<IntegerType>(type))
    return integer.getWidth();
  return type.isIndex() ? 64 : 0;
}

Arith mlir::warptile::detail::arithOf(Operation *op) {
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

/// The LLVM predicate of an arith.cmpi or llvm.icmp (which share LLVM's
/// order: eq, ne, slt, sle, sgt, sge, ult, ule, ugt, uge).
std::optional<llvm::CmpInst::Predicate>
mlir::warptile::detail::predicateOf(Operation *op) {
  unsigned p;
  if (auto cmp = dyn_cast<arith::CmpIOp>(op))
    p = static_cast<unsigned>(cmp.getPredicate());
  else if (auto icmp = dyn_cast<LLVM::ICmpOp>(op))
    p = static_cast<unsigned>(icmp.getPredicate());
  else
    return std::nullopt;
  static constexpr llvm::CmpInst::Predicate kPredicates[] = {
      llvm::CmpInst::ICMP_EQ,  llvm::CmpInst::ICMP_NE,
      llvm::CmpInst::ICMP_SLT, llvm::CmpInst::ICMP_SLE,
      llvm::CmpInst::ICMP_SGT, llvm::CmpInst::ICMP_SGE,
      llvm::CmpInst::ICMP_ULT, llvm::CmpInst::ICMP_ULE,
      llvm::CmpInst::ICMP_UGT, llvm::CmpInst::ICMP_UGE};
  if (p >= std::size(kPredicates))
    return std::nullopt;
  return kPredicates[p];
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
  // An id is below its bound, a size at most it (round 35: a block id's
  // bound was read as a size's, giving 1 for `upper_bound 1`).
  if (auto bound = op->getAttrOfType<IntegerAttr>("upper_bound")) {
    uint64_t most = bound.getValue().getZExtValue();
    bool isSize = kind == Ntid || kind == Nctaid;
    range = range->intersectWith(isSize ? interval(width, 1, most + 1)
                                        : interval(width, 0, most));
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
  Arith kind = arithOf(def);
  if (kind != Arith::None || predicateOf(def))
    llvm::append_range(inputs, def->getOperands());
  // A select reads the comparison deciding it (compute refines its arms).
  if (kind == Arith::Select && def->getNumOperands() == 3)
    if (Operation *cmp = def->getOperand(0).getDefiningOp();
        cmp && predicateOf(cmp))
      llvm::append_range(inputs, cmp->getOperands());
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
      std::optional<Fact> step = factOf(parent->getOperand(2));
      // Only for a step shown positive, whose last increment cannot wrap
      // past the bound (round 34: a computed step of -1 walked below lb;
      // a step of INT_MAX wrapped back under ub).
      if (lb && ub && step && step->range.getSignedMin().isStrictlyPositive()) {
        bool isUnsigned = parent->hasAttr("unsignedCmp");
        APInt lo = isUnsigned ? lb->range.getUnsignedMin()
                              : lb->range.getSignedMin();
        APInt hi = isUnsigned ? ub->range.getUnsignedMax()
                              : ub->range.getSignedMax();
        bool wraps = false;
        if (isUnsigned)
          (void)hi.uadd_ov(step->range.getUnsignedMax(), wraps);
        else
          (void)hi.sadd_ov(step->range.getSignedMax(), wraps);
        if (!wraps && (isUnsigned ? lo.ult(hi) : lo.slt(hi))) {
          fact.range = ConstantRange(lo, hi);
          haveRange = true;
        }
      }
    }
  } else if (Operation *def = value.getDefiningOp()) {
    std::optional<llvm::CmpInst::Predicate> predicate = predicateOf(def);
    if (std::optional<ConstantRange> special =
            specialRegisterRange(def, width)) {
      fact.range = *special;
      haveRange = true;
    } else if (predicate && width == 1 && def->getNumOperands() == 2) {
      // A comparison the operands' ranges decide (`a <u 0` is false, as
      // LLVM folds it: issue 27 round 47, a launch size
      // `select(a <u 0, 32, 48)`).
      auto lhs = facts.find(def->getOperand(0));
      auto rhs = facts.find(def->getOperand(1));
      if (lhs != facts.end() && rhs != facts.end() &&
          lhs->second.range.getBitWidth() == rhs->second.range.getBitWidth()) {
        const ConstantRange &l = lhs->second.range, &r = rhs->second.range;
        if (l.icmp(*predicate, r))
          return exactly(APInt(1, 1));
        if (l.icmp(llvm::CmpInst::getInversePredicate(*predicate), r))
          return exactly(APInt(1, 0));
      }
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
      // The same value twice: LLVM folds `m - m` and `m ^ m` to 0 (round
      // 37), and `m & m`, `m | m` to m.
      if (n == 2 && def->getOperand(0) == def->getOperand(1) && lhs) {
        if (kind == Arith::Sub || kind == Arith::Xor)
          return exactly(APInt::getZero(width));
        if (kind == Arith::And || kind == Arith::Or || kind == Arith::UMax ||
            kind == Arith::UMin || kind == Arith::SMax || kind == Arith::SMin)
          return *lhs;
        // `m % m` is 0 where it is defined (round 41).
        if (kind == Arith::URem || kind == Arith::SRem)
          return exactly(APInt::getZero(width));
      }
      // A value and its complement (`m ^ -1`): LLVM folds `m & ~m` to 0,
      // and `m | ~m`, `m ^ ~m`, `m + ~m` to -1 (round 41).
      if (n == 2 && lhs && rhs) {
        auto complementOf = [&](Value a, Value b) {
          Operation *op = b.getDefiningOp();
          if (!op || arithOf(op) != Arith::Xor || op->getNumOperands() != 2)
            return false;
          for (unsigned i = 0; i < 2; ++i) {
            APInt ones;
            if (op->getOperand(i) == a &&
                matchPattern(op->getOperand(1 - i), m_ConstantInt(&ones)) &&
                ones.isAllOnes())
              return true;
          }
          return false;
        };
        Value a = def->getOperand(0), b = def->getOperand(1);
        if (complementOf(a, b) || complementOf(b, a)) {
          if (kind == Arith::And)
            return exactly(APInt::getZero(width));
          if (kind == Arith::Or || kind == Arith::Xor || kind == Arith::Add)
            return exactly(APInt::getAllOnes(width));
        }
      }
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
        // An arm that is the value the condition compares with a
        // constant holds only the values for which the condition picks it
        // (`select(n == 0, 1, n)` is never 0).
        Operation *cmp = n == 3 ? def->getOperand(0).getDefiningOp() : nullptr;
        std::optional<llvm::CmpInst::Predicate> predicate =
            cmp ? predicateOf(cmp) : std::nullopt;
        if (predicate && cmp->getNumOperands() == 2)
          for (unsigned side = 0; side < 2; ++side) {
            Value compared = cmp->getOperand(side);
            std::optional<Fact> other = factOf(cmp->getOperand(1 - side));
            const APInt *constant =
                other ? other->range.getSingleElement() : nullptr;
            if (!constant || compared.getType() != value.getType())
              continue;
            ConstantRange region = ConstantRange::makeExactICmpRegion(
                side == 0 ? *predicate
                          : llvm::CmpInst::getSwappedPredicate(*predicate),
                *constant);
            if (a && def->getOperand(1) == compared)
              a->range = a->range.intersectWith(region);
            if (b && def->getOperand(2) == compared)
              b->range = b->range.intersectWith(region.inverse());
          }
        if (a && b)
          set(a->range.unionWith(b->range), a->bits.intersectWith(b->bits));
        break;
      }
      case Arith::BitCount: {
        // From the operand's known bits: ones it surely has, zeros it
        // surely leads or trails with.
        auto it = n >= 1 ? facts.find(def->getOperand(0)) : facts.end();
        if (it == facts.end() || it->second.bits.getBitWidth() != width ||
            width < 2 || width >= 64)
          break;
        const KnownBits &known = it->second.bits;
        StringRef opName = def->getName().getStringRef();
        unsigned lo, hi;
        if (opName.ends_with("ctpop")) {
          lo = known.One.popcount();
          hi = width - known.Zero.popcount();
        } else if (opName.ends_with("ctlz")) {
          lo = known.countMinLeadingZeros();
          hi = known.countMaxLeadingZeros();
        } else {
          lo = known.countMinTrailingZeros();
          hi = known.countMaxTrailingZeros();
        }
        set(interval(width, lo, hi + 1), KnownBits(width));
        break;
      }
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
  // At most kMaxWalk values a question: past them an input has no fact
  // (its range is full), so that a chain of n flagged ops, each asking of
  // the one before, costs n * kMaxWalk and not n^2 (round 34: 4000 ops
  // took seconds).
  constexpr size_t kMaxWalk = 1024;
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
            seen.size() < kMaxWalk && seen.insert(input).second) {
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

/// Where `address` comes from through address arithmetic and casts (a
/// GEP, a bitcast, an address space cast, memref casts and views): a block
/// argument, or the op that makes it; null past 64 steps.
Value mlir::warptile::addressRoot(Value address) {
  for (unsigned step = 0; step < 64; ++step) {
    Operation *def = address.getDefiningOp();
    if (!def || def->getNumOperands() == 0 ||
        !llvm::is_contained({StringRef("llvm.getelementptr"),
                             StringRef("llvm.bitcast"),
                             StringRef("llvm.addrspacecast"),
                             StringRef("llvm.inttoptr"),
                             StringRef("llvm.ptrtoint"),
                             StringRef("memref.cast"),
                             StringRef("memref.subview"),
                             StringRef("memref.reinterpret_cast"),
                             StringRef("memref.memory_space_cast"),
                             StringRef("memref.view"),
                             StringRef("memref.expand_shape"),
                             StringRef("memref.collapse_shape"),
                             StringRef("memref.transpose")},
                            def->getName().getStringRef()))
      return address;
    address = def->getOperand(0);
  }
  return Value();
}

/// The kernel `value` is an argument of (its entry block's, not an
/// attribution), or null.
static FunctionOpInterface kernelOfArgument(Value value) {
  auto arg = dyn_cast_or_null<BlockArgument>(value);
  if (!arg || !arg.getOwner()->isEntryBlock())
    return nullptr;
  auto func =
      dyn_cast_or_null<FunctionOpInterface>(arg.getOwner()->getParentOp());
  return func && arg.getArgNumber() < func.getNumArguments() &&
                 isKernelFunction(func)
             ? func
             : nullptr;
}

/// Whether `address` is a kernel's argument, or computed from one by
/// address arithmetic and casts.
static bool isKernelArgumentAddress(Value address) {
  return static_cast<bool>(kernelOfArgument(addressRoot(address)));
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
                      // Any write, whether or not it names its address
                      // (round 34: `llvm.call_intrinsic "llvm.memset..."`,
                      // `llvm.intr.masked.store`, `llvm.atomicrmw`), and
                      // any op whose effects are not known.
                      auto effects = dyn_cast<MemoryEffectOpInterface>(inner);
                      if (!effects)
                        return inner->hasTrait<
                                   OpTrait::HasRecursiveMemoryEffects>() ||
                                       isa<SymbolOpInterface>(inner) ||
                                       inner->hasTrait<OpTrait::IsTerminator>()
                                   ? WalkResult::advance()
                                   : WalkResult::interrupt();
                      SmallVector<MemoryEffects::EffectInstance, 4> list;
                      effects.getEffects(list);
                      for (const MemoryEffects::EffectInstance &e : list)
                        if (isa<MemoryEffects::Write>(e.getEffect()))
                          return WalkResult::interrupt();
                      return WalkResult::advance();
                    })
                    .wasInterrupted();
  cache.writes[table] = writes;
  return writes;
}

bool ValueFacts::isOpaque(Value value) {
  if (auto arg = dyn_cast<BlockArgument>(value)) {
    FunctionOpInterface kernel = kernelOfArgument(value);
    return kernel && !kernel.getArgAttr(arg.getArgNumber(), "llvm.range");
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

/// Whether `load` reads a global LLVM may take as constant: one declared
/// constant, or private to the module (GlobalOpt makes one nothing writes
/// constant), whose initializer LLVM folds into the load (round 34:
/// `fptosi(load @big)` of a constant 1e20).
static bool readsFoldableGlobal(Operation *load) {
  StringRef name = load->getName().getStringRef();
  if ((name != "llvm.load" && name != "memref.load") ||
      load->getNumOperands() == 0)
    return false;
  Value root = addressRoot(load->getOperand(0));
  Operation *def = root ? root.getDefiningOp() : nullptr;
  if (!def)
    return false;
  StringRef defName = def->getName().getStringRef();
  if (defName != "llvm.mlir.addressof" && defName != "memref.get_global")
    return false;
  auto symbol = def->getAttrOfType<FlatSymbolRefAttr>("global_name");
  if (!symbol)
    symbol = def->getAttrOfType<FlatSymbolRefAttr>("name");
  Operation *global =
      symbol ? SymbolTable::lookupNearestSymbolFrom(def, symbol) : nullptr;
  if (!global)
    return false;
  if (global->hasAttr("constant"))
    return true;
  if (auto llvmGlobal = dyn_cast<LLVM::GlobalOp>(global))
    return llvmGlobal.getLinkage() == LLVM::Linkage::Internal ||
           llvmGlobal.getLinkage() == LLVM::Linkage::Private;
  auto symbolOp = dyn_cast<SymbolOpInterface>(global);
  return symbolOp && !symbolOp.isPublic();
}

/// Whether LLVM may compute the results of `op`, an op with regions (a
/// loop LLVM's scalar evolution computes the exit value of, round 40: an
/// scf.for from 0 to 7 yielding its induction variable): it has no memory
/// effects, and its operands and every value its regions use from outside
/// may fold. Nested 32 deep at most (past it, yes: toward poison).
bool ValueFacts::regionFolds(Operation *op) {
  if (!isMemoryEffectFree(op))
    return false;
  if (regionFoldDepth >= 32)
    return true;
  ++regionFoldDepth;
  bool folds = llvm::all_of(op->getOperands(),
                            [&](Value operand) { return mayFold(operand); });
  op->walk([&](Operation *inner) {
    if (!folds)
      return WalkResult::interrupt();
    for (Value operand : inner->getOperands())
      if (!op->isAncestor(operand.getParentRegion()->getParentOp()) &&
          !mayFold(operand)) {
        folds = false;
        return WalkResult::interrupt();
      }
    return WalkResult::advance();
  });
  --regionFoldDepth;
  return folds;
}

bool ValueFacts::mayFold(Value value) {
  // Operands first, without recursion; a value is pushed once. Past 1024
  // values a question, the answer is yes (the cost stays linear per
  // question; the answer errs toward poison).
  if (auto it = folds.find(value); it != folds.end())
    return it->second;
  SmallVector<std::pair<Value, bool>> stack{{value, false}};
  llvm::DenseSet<Value> seen{value};
  while (!stack.empty()) {
    if (seen.size() > 1024)
      return true;
    Value current = stack.back().first;
    Operation *def = current.getDefiningOp();
    bool foldedLoad = def && readsFoldableGlobal(def);
    bool foldedRegion = def && def->getNumRegions() != 0 && regionFolds(def);
    bool leaf = matchPattern(current, m_Constant()) ||
                (scalarWidth(current.getType()) && exact(current)) || !def ||
                foldedLoad || def->getNumRegions() != 0 ||
                def->getNumOperands() == 0 || !isMemoryEffectFree(def);
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
      result = foldedLoad || foldedRegion ||
               matchPattern(current, m_Constant()) ||
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
