//===- WarpAlignment.cpp - Lane offsets from warp-aligned bases -----------===//
//
// Part of warptile. `base + lane < m` with `base` and `m` warp-uniform
// multiples of 32 holds on every lane of a warp or on none: the warp's lanes
// are 32 consecutive values starting at a multiple of 32, and `m` does not
// fall among them. The same holds for `>=`, and for `m > base + lane` and
// `m <= base + lane`; not for `<=` or `>` against the offset value (at
// `base == m` lane 0 alone is equal).
//
//===----------------------------------------------------------------------===//

#include "warptile/Analysis/WarpAlignment.h"
#include "warptile/Analysis/IntegerBits.h"
#include "warptile/Analysis/UniformityRules.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/LLVMIR/NVVMDialect.h"
#include "mlir/IR/Matchers.h"
#include "mlir/Interfaces/ControlFlowInterfaces.h"
#include "llvm/ADT/SmallPtrSet.h"

#include <map>

using namespace mlir;
using namespace mlir::warptile;

namespace {

/// Each rule looks through a few ops only; deeper expressions stay varying.
constexpr unsigned kMaxDepth = 8;

std::optional<int64_t> constantOf(Value value) {
  APInt bits;
  if (!matchPattern(value, m_ConstantInt(&bits)) ||
      bits.getSignificantBits() > 64)
    return std::nullopt;
  return bits.getSExtValue();
}

bool isWarpUniformLevel(Value value, UniformityLevelFn levelOf) {
  std::optional<Uniformity> level = levelOf(value);
  return !level || *level != Uniformity::Varying;
}

/// `blockDim.x`, in its gpu, nvvm and imported-intrinsic spellings.
bool isBlockDimX(Operation *op) { return blockDimDimension(op) == 0u; }

//===----------------------------------------------------------------------===//
// The linear thread index
//===----------------------------------------------------------------------===//

/// A polynomial in the block's geometry with integer coefficients: each
/// monomial is keyed by its exponents of tid.x, tid.y, tid.z, ntid.x,
/// ntid.y and ntid.z.
using Monomial = std::array<uint8_t, 6>;
using Polynomial = std::map<Monomial, int64_t>;
constexpr unsigned kMaxTerms = 8, kMaxDegree = 3;
constexpr int64_t kMaxCoefficient = int64_t(1) << 40;

/// The geometry a kernel's code is read under: the exact block it
/// declares puts its sizes in for ntid and drops the ids of dimensions of
/// size 1.
struct BlockGeometry {
  std::optional<std::array<int64_t, 3>> dims;
};

std::optional<Polynomial> constantPolynomial(int64_t c) {
  Polynomial p;
  if (c != 0)
    p[Monomial{}] = c;
  return p;
}

std::optional<Polynomial> atomPolynomial(unsigned atom,
                                         const BlockGeometry &geometry) {
  // atom: 0-2 the thread ids, 3-5 the block sizes.
  if (geometry.dims) {
    int64_t size = (*geometry.dims)[atom % 3];
    if (atom >= 3)
      return constantPolynomial(size);
    if (size == 1)
      return constantPolynomial(0);
  }
  Monomial m{};
  m[atom] = 1;
  return Polynomial{{m, 1}};
}

std::optional<Polynomial> addPolynomials(const Polynomial &a,
                                         const Polynomial &b, int64_t k) {
  Polynomial sum = a;
  for (auto [m, c] : b) {
    int64_t &at = sum[m];
    at += k * c;
    if (at == 0)
      sum.erase(m);
    else if (at > kMaxCoefficient || at < -kMaxCoefficient)
      return std::nullopt;
  }
  if (sum.size() > kMaxTerms)
    return std::nullopt;
  return sum;
}

std::optional<Polynomial> mulPolynomials(const Polynomial &a,
                                         const Polynomial &b) {
  Polynomial product;
  for (auto [ma, ca] : a)
    for (auto [mb, cb] : b) {
      Monomial m;
      unsigned degree = 0;
      for (unsigned i = 0; i < m.size(); ++i) {
        m[i] = ma[i] + mb[i];
        degree += m[i];
      }
      if (degree > kMaxDegree)
        return std::nullopt;
      if (std::abs(ca) > kMaxCoefficient / std::max<int64_t>(1, std::abs(cb)))
        return std::nullopt;
      int64_t &at = product[m];
      at += ca * cb;
      if (at > kMaxCoefficient || at < -kMaxCoefficient)
        return std::nullopt;
      if (at == 0)
        product.erase(m);
      if (product.size() > kMaxTerms)
        return std::nullopt;
    }
  return product;
}

/// `value` as a polynomial in the block's geometry, through add, sub, mul,
/// shl by a constant and `or disjoint`, all of `type` (the ring identities
/// hold modulo its 2^w, and w >= kIdBits keeps every id); casts only around
/// the ids and block sizes themselves.
std::optional<Polynomial> threadPolynomial(Value value, Type type,
                                           const BlockGeometry &geometry,
                                           unsigned depth) {
  if (depth > kMaxDepth)
    return std::nullopt;
  if (std::optional<int64_t> c = constantOf(value))
    return constantPolynomial(*c);
  Value leaf = stripIntegerCasts(value, kIdBits);
  if (Operation *def = leaf.getDefiningOp();
      def && integerBits(leaf.getType()) >= kIdBits) {
    if (std::optional<unsigned> dim = threadIdDimension(def))
      return atomPolynomial(*dim, geometry);
    if (std::optional<unsigned> dim = blockDimDimension(def))
      return atomPolynomial(3 + *dim, geometry);
  }
  Operation *def = value.getDefiningOp();
  if (!def || value.getType() != type || def->getNumOperands() != 2 ||
      def->getNumResults() != 1)
    return std::nullopt;
  bool add = isa<arith::AddIOp, LLVM::AddOp>(def);
  bool sub = isa<arith::SubIOp, LLVM::SubOp>(def);
  bool mul = isa<arith::MulIOp, LLVM::MulOp>(def);
  bool shl = isa<arith::ShLIOp, LLVM::ShlOp>(def);
  // `or` is an add only where LLVM says the sides share no bit.
  if (auto orOp = dyn_cast<LLVM::OrOp>(def))
    add = bool(orOp.getIsDisjoint());
  if (!add && !sub && !mul && !shl)
    return std::nullopt;
  std::optional<Polynomial> lhs =
      threadPolynomial(def->getOperand(0), type, geometry, depth + 1);
  if (!lhs)
    return std::nullopt;
  if (shl) {
    std::optional<int64_t> shift = constantOf(def->getOperand(1));
    if (!shift || *shift < 0 || *shift >= 32)
      return std::nullopt;
    return mulPolynomials(*lhs, *constantPolynomial(int64_t(1) << *shift));
  }
  std::optional<Polynomial> rhs =
      threadPolynomial(def->getOperand(1), type, geometry, depth + 1);
  if (!rhs)
    return std::nullopt;
  if (mul)
    return mulPolynomials(*lhs, *rhs);
  return addPolynomials(*lhs, *rhs, sub ? -1 : 1);
}

/// Whether `value` is the thread's linear index in its block, `tid.x +
/// ntid.x * (tid.y + ntid.y * tid.z)` (the order CUDA numbers threads in,
/// and forms warps from: 32 consecutive indices, the first a multiple of
/// 32), plus a constant multiple of 32; or its index in its plane, `tid.x +
/// ntid.x * tid.y`, where each plane holds whole warps. Spelled with the
/// sizes the kernel declares or with ntid. Either way `base + lane` with a
/// warp-uniform base, whatever the block's shape (round 61 h3: `(tid.y *
/// ntid.x + tid.x) >> 5` in a 16 x 4 block).
bool isLinearThreadIndex(Value value, bool rows) {
  Block *block = value.getParentBlock();
  Operation *at = block ? block->getParentOp() : nullptr;
  if (!at || integerBits(value.getType()) < kIdBits)
    return false;
  DeclaredBlock declared = declaredBlock(at);
  BlockGeometry geometry{declared.dims};
  std::optional<Polynomial> poly =
      threadPolynomial(value, value.getType(), geometry, 0);
  if (!poly)
    return false;
  // linear = tx + nx * ty + nx * ny * tz, read under the same geometry.
  auto atom = [&](unsigned i) { return *atomPolynomial(i, geometry); };
  Polynomial plane =
      *addPolynomials(atom(0), *mulPolynomials(atom(3), atom(1)), 1);
  std::optional<Polynomial> layer =
      mulPolynomials(*mulPolynomials(atom(3), atom(4)), atom(2));
  auto isAlignedConstant = [](const Polynomial &p) {
    return p.empty() || (p.size() == 1 && p.begin()->first == Monomial{} &&
                         p.begin()->second % 32 == 0);
  };
  std::optional<Polynomial> offPlane = addPolynomials(*poly, plane, -1);
  if (!offPlane)
    return false;
  if (std::optional<Polynomial> offLinear =
          addPolynomials(*offPlane, *layer, -1);
      offLinear && isAlignedConstant(*offLinear))
    return true;
  // The index within a plane: planes of whole warps (a declared nx * ny
  // that is a multiple of 32, or rows of whole warps where the block's
  // shape is taken as such).
  if (!isAlignedConstant(*offPlane))
    return false;
  if (declared.shapeOpen)
    return false;
  if (declared.dims)
    return ((*declared.dims)[0] * (*declared.dims)[1]) % 32 == 0 ||
           (*declared.dims)[2] == 1;
  return rows;
}

/// A multiple of 32 on every lane (its uniformity is asked separately).
bool isMultipleOf32(Value value, unsigned depth, bool rows) {
  if (depth > kMaxDepth)
    return false;
  // Truncations of at least kIdBits keep an aligned run of 32 values
  // aligned and on one side of the sign bit.
  value = stripIntegerCasts(value, kIdBits);
  if (std::optional<int64_t> c = constantOf(value))
    return *c % 32 == 0;
  Operation *def = value.getDefiningOp();
  if (!def)
    return false;
  // The checker's assumption: warps are rows of the block, so blockDim.x is
  // a multiple of 32 unless the kernel declares a block that is a single
  // row of another size.
  if (isBlockDimX(def)) {
    DeclaredBlock declared = declaredBlock(def);
    if (declared.shapeOpen)
      return false;
    std::optional<std::array<int64_t, 3>> &dims = declared.dims;
    return dims ? (*dims)[0] % 32 == 0 : rows;
  }
  if (def->getNumOperands() != 2)
    return false;
  Value lhs = def->getOperand(0), rhs = def->getOperand(1);
  if (isa<arith::MulIOp, LLVM::MulOp>(def))
    return isMultipleOf32(lhs, depth + 1, rows) ||
           isMultipleOf32(rhs, depth + 1, rows);
  if (isa<arith::AddIOp, LLVM::AddOp, arith::SubIOp, LLVM::SubOp>(def))
    return isMultipleOf32(lhs, depth + 1, rows) &&
           isMultipleOf32(rhs, depth + 1, rows);
  if (isa<arith::AndIOp, LLVM::AndOp>(def)) {
    std::optional<int64_t> mask = constantOf(rhs);
    if (!mask)
      mask = constantOf(lhs);
    return (mask && (*mask & 31) == 0) ||
           isMultipleOf32(lhs, depth + 1, rows) ||
           isMultipleOf32(rhs, depth + 1, rows);
  }
  if (isa<arith::ShLIOp, LLVM::ShlOp>(def)) {
    std::optional<int64_t> shift = constantOf(rhs);
    return (shift && *shift >= 5) || isMultipleOf32(lhs, depth + 1, rows);
  }
  return false;
}

bool isBasePlusLane(Value value, UniformityLevelFn levelOf, unsigned depth,
                    bool rows, Block *at);

/// Whether lanes at `at` have all run the same trips around the loop whose
/// header is `header` and whose back edge leaves `latch`: `at` is the
/// header, or a block of the loop (one that reaches the latch without
/// passing the header). Past a loop exit that lanes take on different
/// trips, a header argument `base + lane + 32k` has a different k on each
/// lane (issue 27 round 13), also where the exit leads back to the header
/// through a new start (an outer loop). A walk of at most kMaxLoopWalk
/// blocks; beyond it, no.
constexpr unsigned kMaxLoopWalk = 64;
bool isInLoopOf(Block *at, Block *header, Block *latch) {
  Block *from = header->getParent()->findAncestorBlockInRegion(*at);
  if (!from)
    return false;
  if (from == header || from == latch)
    return true;
  llvm::SmallPtrSet<Block *, 16> seen;
  SmallVector<Block *, 16> worklist{from};
  seen.insert(from);
  while (!worklist.empty()) {
    Block *block = worklist.pop_back_val();
    for (Block *successor : block->getSuccessors()) {
      if (successor == latch)
        return true;
      if (successor == header)
        continue;
      if (seen.size() >= kMaxLoopWalk)
        return false;
      if (seen.insert(successor).second)
        worklist.push_back(successor);
    }
  }
  return false;
}

/// A block argument that starts as `base + lane` and steps by a warp-uniform
/// multiple of 32 (a loop index in unstructured form: `i = phi(start, i +
/// step)`). Exactly those two edges: with two starts or two steps, a branch
/// that differs between lanes could choose a different base for each.
bool isSteppedBasePlusLane(BlockArgument arg, UniformityLevelFn levelOf,
                           unsigned depth, bool rows, Block *at) {
  Block *block = arg.getOwner();
  if (block->isEntryBlock())
    return false;
  unsigned starts = 0, steps = 0;
  Block *latch = nullptr;
  for (auto it = block->pred_begin(), e = block->pred_end(); it != e; ++it) {
    Operation *term = (*it)->getTerminator();
    unsigned index = it.getSuccessorIndex(), n = arg.getArgNumber();
    Value incoming;
    // Imported branches read without a SuccessorOperands, which uniques an
    // attribute per call (every header argument of every loop is asked).
    if (std::optional<OperandRange> plain =
            plainForwardedOperands(term, index)) {
      if (n < plain->size())
        incoming = (*plain)[n];
    } else if (auto branch = dyn_cast<BranchOpInterface>(term)) {
      incoming = branch.getSuccessorOperands(index)[n];
    } else {
      return false;
    }
    if (!incoming)
      return false;
    Operation *def = stripIntegerCasts(incoming, kIdBits).getDefiningOp();
    if (def && isa<arith::AddIOp, LLVM::AddOp>(def) &&
        llvm::is_contained(def->getOperands(), arg)) {
      Value step = def->getOperand(0) == arg ? def->getOperand(1)
                                             : def->getOperand(0);
      if (!isWarpUniformMultipleOf32(step, levelOf, rows))
        return false;
      latch = *it;
      ++steps;
      continue;
    }
    if (!isBasePlusLane(incoming, levelOf, depth + 1, rows, at))
      return false;
    ++starts;
  }
  if (starts != 1 || steps != 1)
    return false;
  // Where the base must be warp-uniform, only inside the loop.
  return !at || isInLoopOf(at, block, latch);
}

bool isBasePlusLane(Value value, UniformityLevelFn levelOf, unsigned depth,
                    bool rows, Block *at) {
  if (depth > kMaxDepth)
    return false;
  // Truncations of at least kIdBits keep an aligned run of 32 values
  // aligned and on one side of the sign bit.
  value = stripIntegerCasts(value, kIdBits);
  if (isLaneId(value))
    return true;
  if (isThreadIdX(value))
    return threadIdXAgreesWithLane(value, rows);
  if (isLinearThreadIndex(value, rows))
    return true;
  if (auto arg = dyn_cast<BlockArgument>(value)) {
    // A structured loop's index: lb + k * step.
    if (auto loop =
            dyn_cast<LoopLikeOpInterface>(arg.getOwner()->getParentOp())) {
      std::optional<SmallVector<Value>> ivs = loop.getLoopInductionVars();
      std::optional<SmallVector<OpFoldResult>> lbs = loop.getLoopLowerBounds();
      std::optional<SmallVector<OpFoldResult>> steps = loop.getLoopSteps();
      if (!ivs || !llvm::is_contained(*ivs, value))
        return false;
      if (!lbs || !steps || ivs->size() != 1)
        return false;
      auto lb = dyn_cast<Value>((*lbs)[0]);
      auto step = dyn_cast<Value>((*steps)[0]);
      return lb && step &&
             isBasePlusLane(lb, levelOf, depth + 1, rows, at) &&
             isWarpUniformMultipleOf32(step, levelOf, rows);
    }
    return isSteppedBasePlusLane(arg, levelOf, depth, rows, at);
  }
  Operation *def = value.getDefiningOp();
  if (!def)
    return false;
  if (isa<arith::AddIOp, LLVM::AddOp>(def)) {
    Value lhs = def->getOperand(0), rhs = def->getOperand(1);
    return (isBasePlusLane(lhs, levelOf, depth + 1, rows, at) &&
            isWarpUniformMultipleOf32(rhs, levelOf, rows)) ||
           (isBasePlusLane(rhs, levelOf, depth + 1, rows, at) &&
            isWarpUniformMultipleOf32(lhs, levelOf, rows));
  }
  return false;
}

} // namespace

bool mlir::warptile::isWarpUniformMultipleOf32(Value value,
                                               UniformityLevelFn levelOf,
                                               bool assumeWarpRows) {
  return isWarpUniformLevel(value, levelOf) &&
         isMultipleOf32(value, 0, assumeWarpRows);
}

bool mlir::warptile::isWarpBasePlusLane(Value value, UniformityLevelFn levelOf,
                                        bool assumeWarpRows, Block *at) {
  return isBasePlusLane(value, levelOf, 0, assumeWarpRows, at);
}

bool mlir::warptile::isMultipleOf32PlusLane(Value value) {
  // Every value taken as warp-uniform: only the alignment is asked.
  // Only the alignment: `base + lane + 32k` is aligned whatever each lane's
  // k, so no block bounds where it is read.
  return isBasePlusLane(
      value, [](Value) -> std::optional<Uniformity> { return std::nullopt; }, 0,
      /*rows=*/true, /*at=*/nullptr);
}

bool mlir::warptile::isWarpAlignedComparison(Operation *cmp,
                                             UniformityLevelFn levelOf,
                                             bool assumeWarpRows) {
  // llvm.icmp spells its predicates as arith.cmpi does.
  std::optional<arith::CmpIPredicate> predicate;
  if (auto icmp = dyn_cast<arith::CmpIOp>(cmp))
    predicate = icmp.getPredicate();
  else if (auto icmp = dyn_cast<LLVM::ICmpOp>(cmp))
    predicate = arith::symbolizeCmpIPredicate(
        LLVM::stringifyICmpPredicate(icmp.getPredicate()));
  if (!predicate)
    return false;
  // Which operand holds `base + lane` for the comparison to be uniform:
  // 0 for `x < m` and `x >= m`, 1 for `m > x` and `m <= x`.
  std::optional<unsigned> offsetSide;
  switch (*predicate) {
  case arith::CmpIPredicate::ult:
  case arith::CmpIPredicate::slt:
  case arith::CmpIPredicate::uge:
  case arith::CmpIPredicate::sge:
    offsetSide = 0;
    break;
  case arith::CmpIPredicate::ugt:
  case arith::CmpIPredicate::sgt:
  case arith::CmpIPredicate::ule:
  case arith::CmpIPredicate::sle:
    offsetSide = 1;
    break;
  default:
    break;
  }
  if (!offsetSide)
    return false;
  if (isWarpBasePlusLane(cmp->getOperand(*offsetSide), levelOf,
                         assumeWarpRows, cmp->getBlock()) &&
      isWarpUniformMultipleOf32(cmp->getOperand(1 - *offsetSide), levelOf,
                                assumeWarpRows))
    return true;
  // `x > 32k - 1` is `x >= 32k` (clang's spelling of `x >= 32`; round 62b
  // h2), and `x <= 32k - 1` is `x < 32k`: the offset on the other side, the
  // bound a constant one below a multiple of 32 (an aligned run of 32 never
  // straddles the sign bit, and a bound at the type's maximum is not one).
  unsigned other = 1 - *offsetSide;
  std::optional<int64_t> c = constantOf(cmp->getOperand(*offsetSide));
  Type type = cmp->getOperand(0).getType();
  unsigned width = type.isIndex() ? 64 : integerBits(type);
  if (!c || width < kIdBits || *c < 0 ||
      *c + 1 >= (int64_t(1) << (std::min(width, 41u) - 1)) ||
      (*c + 1) % 32 != 0)
    return false;
  return isWarpBasePlusLane(cmp->getOperand(other), levelOf, assumeWarpRows,
                            cmp->getBlock());
}

bool mlir::warptile::hasExactFlag(Operation *op) {
  if (auto exact = dyn_cast<LLVM::ExactFlagInterface>(op);
      exact && exact.getIsExact())
    return true;
  std::optional<Attribute> exact = op->getInherentAttr("isExact");
  return exact && *exact;
}

bool mlir::warptile::isWarpAlignedQuotient(Operation *op,
                                           UniformityLevelFn levelOf,
                                           bool assumeWarpRows) {
  if (op->getNumOperands() != 2 || op->getNumResults() != 1 ||
      !op->getResult(0).getType().isIntOrIndex())
    return false;
  if (hasExactFlag(op))
    return false;
  Value x = op->getOperand(0);
  std::optional<int64_t> c = constantOf(op->getOperand(1));
  bool drops = false;
  if (isa<arith::DivUIOp, LLVM::UDivOp>(op)) {
    drops = c && *c > 0 && *c % 32 == 0;
  } else if (isa<arith::ShRUIOp, arith::ShRSIOp, LLVM::LShrOp, LLVM::AShrOp>(
                 op)) {
    // An index is at least 32 bits wide wherever it is lowered.
    Type type = op->getResult(0).getType();
    unsigned width = type.isIndex() ? 32 : type.getIntOrFloatBitWidth();
    drops = c && *c >= 5 && *c < int64_t(width);
  } else if (isa<arith::AndIOp, LLVM::AndOp>(op)) {
    if (!c) {
      x = op->getOperand(1);
      c = constantOf(op->getOperand(0));
    }
    drops = c && (*c & 31) == 0;
  }
  return drops && isBasePlusLane(x, levelOf, 0, assumeWarpRows, op->getBlock());
}

bool mlir::warptile::runsWarpAlignedTrips(LoopLikeOpInterface loop,
                                          UniformityLevelFn levelOf,
                                          bool assumeWarpRows) {
  std::optional<SmallVector<OpFoldResult>> lbs = loop.getLoopLowerBounds();
  std::optional<SmallVector<OpFoldResult>> ubs = loop.getLoopUpperBounds();
  std::optional<SmallVector<OpFoldResult>> steps = loop.getLoopSteps();
  if (!lbs || !ubs || !steps || lbs->size() != 1)
    return false;
  auto lb = dyn_cast<Value>((*lbs)[0]);
  auto ub = dyn_cast<Value>((*ubs)[0]);
  auto step = dyn_cast<Value>((*steps)[0]);
  if (!lb || !ub || !step)
    return false;
  return isBasePlusLane(lb, levelOf, 1, assumeWarpRows,
                        loop->getBlock()) &&
         isWarpUniformMultipleOf32(ub, levelOf, assumeWarpRows) &&
         isWarpUniformMultipleOf32(step, levelOf, assumeWarpRows);
}
