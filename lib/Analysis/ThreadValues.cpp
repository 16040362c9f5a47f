//===- ThreadValues.cpp - Values of each thread of a known block ----------===//
//
// Part of warptile. Evaluates integer arithmetic of thread ids, block sizes
// and constants at every thread of a block whose size the kernel declares.
// Values are kept zero-extended from their bit width; signed operations
// sign-extend first. Shifts past the width give what PTX's shifts give (0,
// or the sign for an arithmetic shift), since the threads that would see
// such a value do not reach the code that uses it in the lowerings checked
// here; a division by zero makes the value unknown.
//
//===----------------------------------------------------------------------===//

#include "warptile/Analysis/ThreadValues.h"
#include "warptile/Analysis/InlineAsmReading.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/LLVMIR/NVVMDialect.h"
#include "mlir/IR/BuiltinAttributes.h"
#include "mlir/IR/Matchers.h"
#include "llvm/ADT/DenseSet.h"

using namespace mlir;
using namespace mlir::warptile;

SmallVector<ThreadValues, 1> ThreadValues::forKernel(Operation *func,
                                                     bool *named) {
  SmallVector<ThreadValues, 1> shapes;
  // A gpu.launch body runs in the block its constant sizes give.
  SmallVector<std::array<int64_t, 3>> possible;
  if (isa<gpu::LaunchOp>(func)) {
    if (named)
      *named = false;
    if (std::optional<std::array<int64_t, 3>> dims = declaredBlock(func).dims)
      possible.push_back(*dims);
  } else {
    possible = possibleBlockShapes(func, named);
  }
  for (const std::array<int64_t, 3> &dims : possible) {
    std::optional<ThreadValues> shape = forShape(dims);
    if (!shape)
      return {};
    shapes.push_back(std::move(*shape));
  }
  return shapes;
}

std::optional<ThreadValues>
ThreadValues::forShape(std::array<int64_t, 3> dims) {
  // Each dimension is below 2^31, so the product of all three may overflow:
  // bound it factor by factor (2^30 x 2^30 x 16 must not become 0
  // threads).
  int64_t threads = 1;
  for (int64_t dim : dims) {
    if (dim < 1 || dim > kMaxThreads)
      return std::nullopt;
    threads *= dim;
    if (threads > kMaxThreads)
      return std::nullopt;
  }
  return ThreadValues(dims);
}

ThreadValues::ThreadValues(std::array<int64_t, 3> dims)
    : dims(dims), threads(dims[0] * dims[1] * dims[2]) {}

bool WarpAgreement::isWarpUniform(Value value) {
  Operation *def = value.getDefiningOp();
  if (!def || !integerWidthOf(value.getType()))
    return false;
  // Only an exact size: a bound (maxntid) allows smaller blocks, whose
  // warps are other runs of threads.
  std::optional<std::array<int64_t, 3>> dims = declaredBlock(def).dims;
  if (!dims)
    return false;
  auto [it, inserted] = shapes.try_emplace(*dims);
  if (inserted) {
    it->second = ThreadValues::forShape(*dims);
    if (it->second)
      it->second->setPoisonHasNoValue();
  }
  if (!it->second)
    return false;
  const SmallVector<uint64_t> *values = it->second->valuesOf(value);
  if (!values)
    return false;
  for (unsigned first = 0; first < values->size(); first += 32) {
    unsigned end = std::min<size_t>(first + 32, values->size());
    for (unsigned t = first + 1; t < end; ++t)
      if ((*values)[t] != (*values)[first])
        return false;
  }
  return true;
}

static uint64_t truncTo(uint64_t v, unsigned width) {
  return width >= 64 ? v : v & ((uint64_t(1) << width) - 1);
}

/// The comparison predicates of arith.cmpi and llvm.icmp, which share an
/// order.
static bool compare(unsigned predicate, uint64_t a, uint64_t b,
                    unsigned width) {
  int64_t sa = signExtendFrom(a, width), sb = signExtendFrom(b, width);
  switch (predicate) {
  case 0: return a == b;
  case 1: return a != b;
  case 2: return sa < sb;
  case 3: return sa <= sb;
  case 4: return sa > sb;
  case 5: return sa >= sb;
  case 6: return a < b;
  case 7: return a <= b;
  case 8: return a > b;
  case 9: return a >= b;
  }
  return false;
}

std::optional<IntegerOpSemantics> IntegerOpSemantics::decode(Operation *op) {
  if (op->getNumResults() != 1)
    return std::nullopt;
  IntegerOpSemantics sem;
  sem.op = op;
  Value result = op->getResult(0);
  sem.width = integerWidthOf(result.getType());
  if (sem.width == 0 || sem.width > 64)
    return std::nullopt;
  if (op->getNumOperands() > 0)
    sem.argWidth = integerWidthOf(op->getOperand(0).getType());

  if (auto flags = dyn_cast<LLVM::IntegerOverflowFlagsInterface>(op)) {
    sem.nsw = flags.hasNoSignedWrap();
    sem.nuw = flags.hasNoUnsignedWrap();
  } else if (auto flags =
                 dyn_cast<arith::ArithIntegerOverflowFlagsInterface>(op)) {
    sem.nsw = flags.hasNoSignedWrap();
    sem.nuw = flags.hasNoUnsignedWrap();
  }
  auto unitFlag = [&](StringRef name) {
    std::optional<Attribute> flag = op->getInherentAttr(name);
    if (!flag || !*flag)
      return false;
    if (auto value = dyn_cast<BoolAttr>(*flag))
      return value.getValue();
    return true;
  };
  sem.exact = unitFlag("isExact");
  sem.disjoint = unitFlag("isDisjoint");
  sem.nneg = unitFlag("nonNeg");

  APInt constant;
  if (matchPattern(result, m_ConstantInt(&constant))) {
    if (constant.getBitWidth() > 64)
      return std::nullopt;
    sem.kind = Kind::Constant;
    sem.constant = truncTo(constant.getZExtValue(), sem.width);
    return sem;
  }
  // Thread geometry.
  auto geometry = [&](Kind kind, unsigned dim) {
    sem.kind = kind;
    sem.dim = dim;
    return std::optional(sem);
  };
  if (auto tid = dyn_cast<gpu::ThreadIdOp>(op))
    return geometry(Kind::ThreadId, static_cast<unsigned>(tid.getDimension()));
  if (auto dim = dyn_cast<gpu::BlockDimOp>(op))
    return geometry(Kind::BlockDim, static_cast<unsigned>(dim.getDimension()));
  if (isa<NVVM::ThreadIdXOp>(op))
    return geometry(Kind::ThreadId, 0);
  if (isa<NVVM::ThreadIdYOp>(op))
    return geometry(Kind::ThreadId, 1);
  if (isa<NVVM::ThreadIdZOp>(op))
    return geometry(Kind::ThreadId, 2);
  if (isa<NVVM::BlockDimXOp>(op))
    return geometry(Kind::BlockDim, 0);
  if (isa<NVVM::BlockDimYOp>(op))
    return geometry(Kind::BlockDim, 1);
  if (isa<NVVM::BlockDimZOp>(op))
    return geometry(Kind::BlockDim, 2);
  if (isa<gpu::LaneIdOp, NVVM::LaneIdOp>(op))
    return geometry(Kind::Lane, 0);
  if (isa<gpu::SubgroupIdOp>(op))
    return geometry(Kind::Warp, 0);

  // Inline PTX of the lane (CUB's `mov.u32 $0, %laneid;`, bmsk, shr): the
  // reader's interpreter at each thread's lane.
  unsigned n = op->getNumOperands();
  if (isa<LLVM::InlineAsmOp>(op)) {
    const ::warptile::ptx::AsmProgram *program =
        mlir::warptile::readInlineAsm(op);
    if (!program || program->firstCollective() || program->numOutputs != 1 ||
        program->hasUndefinedOutput())
      return std::nullopt;
    sem.kind = Kind::InlineAsm;
    return sem;
  }
  auto is = [&](Kind kind, unsigned operands) {
    sem.kind = kind;
    return n == operands ? std::optional(sem) : std::nullopt;
  };
  // Casts.
  if (isa<arith::ExtSIOp, LLVM::SExtOp, arith::IndexCastOp>(op))
    return is(Kind::SExt, 1);
  if (isa<arith::ExtUIOp, LLVM::ZExtOp, arith::TruncIOp, LLVM::TruncOp,
          arith::IndexCastUIOp>(op))
    return is(Kind::ZExt, 1);
  // Comparisons and selects.
  if (auto cmp = dyn_cast<arith::CmpIOp>(op)) {
    sem.predicate = static_cast<unsigned>(cmp.getPredicate());
    return is(Kind::Cmp, 2);
  }
  if (auto cmp = dyn_cast<LLVM::ICmpOp>(op)) {
    sem.predicate = static_cast<unsigned>(cmp.getPredicate());
    return is(Kind::Cmp, 2);
  }
  if (isa<arith::SelectOp, LLVM::SelectOp>(op))
    return is(Kind::Select, 3);
  if (isa<arith::AddIOp, LLVM::AddOp>(op))
    return is(Kind::Add, 2);
  if (isa<arith::SubIOp, LLVM::SubOp>(op))
    return is(Kind::Sub, 2);
  if (isa<arith::MulIOp, LLVM::MulOp>(op))
    return is(Kind::Mul, 2);
  if (isa<arith::AndIOp, LLVM::AndOp>(op))
    return is(Kind::And, 2);
  if (isa<arith::OrIOp, LLVM::OrOp>(op))
    return is(Kind::Or, 2);
  if (isa<arith::XOrIOp, LLVM::XOrOp>(op))
    return is(Kind::Xor, 2);
  if (isa<arith::ShLIOp, LLVM::ShlOp>(op))
    return is(Kind::Shl, 2);
  if (isa<arith::ShRUIOp, LLVM::LShrOp>(op))
    return is(Kind::LShr, 2);
  if (isa<arith::ShRSIOp, LLVM::AShrOp>(op))
    return is(Kind::AShr, 2);
  if (isa<arith::DivUIOp, LLVM::UDivOp>(op))
    return is(Kind::UDiv, 2);
  if (isa<arith::RemUIOp, LLVM::URemOp>(op))
    return is(Kind::URem, 2);
  if (isa<arith::DivSIOp, LLVM::SDivOp>(op))
    return is(Kind::SDiv, 2);
  if (isa<arith::RemSIOp, LLVM::SRemOp>(op))
    return is(Kind::SRem, 2);
  return std::nullopt;
}

bool IntegerOpSemantics::isLeaf() const {
  switch (kind) {
  case Kind::Constant:
  case Kind::ThreadId:
  case Kind::BlockDim:
  case Kind::Lane:
  case Kind::Warp:
    return true;
  default:
    return false;
  }
}

std::optional<uint64_t>
IntegerOpSemantics::apply(ArrayRef<uint64_t> a,
                          const std::array<int64_t, 3> &dims, unsigned t,
                          bool poisonHasNoValue) const {
  // Without poisonHasNoValue the flags are not read.
  bool nsw = this->nsw && poisonHasNoValue;
  bool nuw = this->nuw && poisonHasNoValue;
  bool exact = this->exact && poisonHasNoValue;
  bool disjoint = this->disjoint && poisonHasNoValue;
  bool nneg = this->nneg && poisonHasNoValue;
  auto s = [&](unsigned i) { return signExtendFrom(a[i], width); };
  auto out = [&](uint64_t v) { return std::optional(truncTo(v, width)); };
  switch (kind) {
  case Kind::Constant:
    return constant;
  case Kind::ThreadId:
    if (dim == 0)
      return out(t % dims[0]);
    if (dim == 1)
      return out((t / dims[0]) % dims[1]);
    return out(t / (dims[0] * dims[1]));
  case Kind::BlockDim:
    return out(dims[dim]);
  case Kind::Lane:
    return out(t % 32);
  case Kind::Warp:
    return out(t / 32);
  case Kind::InlineAsm: {
    std::optional<uint64_t> v =
        mlir::warptile::evaluateInlineAsmAtLane(op, a, t % 32);
    if (!v)
      return std::nullopt;
    return out(*v);
  }
  case Kind::SExt:
    return out(static_cast<uint64_t>(signExtendFrom(a[0], argWidth)));
  case Kind::ZExt:
    if (width < argWidth) { // a truncation
      if ((nuw && truncTo(a[0], width) != a[0]) ||
          (nsw && signExtendFrom(a[0], argWidth) !=
                      signExtendFrom(truncTo(a[0], width), width)))
        return std::nullopt;
    } else if (nneg && signExtendFrom(a[0], argWidth) < 0) {
      return std::nullopt;
    }
    return out(a[0]);
  case Kind::Cmp:
    return out(compare(predicate, a[0], a[1], argWidth));
  case Kind::Select:
    return out(a[0] & 1 ? a[1] : a[2]);
  case Kind::Add:
  case Kind::Sub:
  case Kind::Mul: {
    // Exactly, in 128 bits: the flags ask whether the result fits.
    __int128 ss = kind == Kind::Add   ? __int128(s(0)) + s(1)
                  : kind == Kind::Sub ? __int128(s(0)) - s(1)
                                      : __int128(s(0)) * s(1);
    unsigned __int128 uu =
        kind == Kind::Add   ? (unsigned __int128)a[0] + a[1]
        : kind == Kind::Sub ? (unsigned __int128)a[0] - a[1]
                            : (unsigned __int128)a[0] * a[1];
    uint64_t bits = truncTo(static_cast<uint64_t>(uu), width);
    if (nsw && ss != signExtendFrom(bits, width))
      return std::nullopt;
    if (nuw && (kind == Kind::Sub ? a[0] < a[1] : uu != bits))
      return std::nullopt;
    return out(bits);
  }
  case Kind::And:
    return out(a[0] & a[1]);
  case Kind::Or:
    if (disjoint && (a[0] & a[1]))
      return std::nullopt;
    return out(a[0] | a[1]);
  case Kind::Xor:
    return out(a[0] ^ a[1]);
  case Kind::Shl: {
    if (a[1] >= width)
      return poisonHasNoValue ? std::nullopt : out(0); // poison
    uint64_t bits = truncTo(a[0] << a[1], width);
    if ((nuw && (bits >> a[1]) != a[0]) ||
        (nsw && (signExtendFrom(bits, width) >> a[1]) != s(0)))
      return std::nullopt;
    return out(bits);
  }
  case Kind::LShr:
  case Kind::AShr: {
    if (a[1] >= width) { // poison; PTX's shr gives 0 or the sign
      if (poisonHasNoValue)
        return std::nullopt;
      return out(kind == Kind::LShr
                     ? 0
                     : static_cast<uint64_t>(s(0) >> (width - 1)));
    }
    if (exact && (a[0] & ((uint64_t(1) << a[1]) - 1)))
      return std::nullopt;
    if (kind == Kind::LShr)
      return out(a[0] >> a[1]);
    return out(static_cast<uint64_t>(s(0) >> a[1]));
  }
  case Kind::UDiv:
  case Kind::URem:
  case Kind::SDiv:
  case Kind::SRem:
    break;
  }
  if (a[1] == 0 ||
      (s(1) == -1 && s(0) == signExtendFrom(uint64_t(1) << (width - 1), width)))
    return std::nullopt; // division by zero, or the one signed overflow
  if (kind == Kind::UDiv) {
    if (exact && a[0] % a[1])
      return std::nullopt;
    return out(a[0] / a[1]);
  }
  if (kind == Kind::URem)
    return out(a[0] % a[1]);
  if (kind == Kind::SDiv) {
    if (exact && s(0) % s(1))
      return std::nullopt;
    return out(static_cast<uint64_t>(s(0) / s(1)));
  }
  return out(static_cast<uint64_t>(s(0) % s(1)));
}

std::optional<SmallVector<uint64_t>> ThreadValues::evaluate(Operation *op) {
  std::optional<IntegerOpSemantics> sem = IntegerOpSemantics::decode(op);
  if (!sem)
    return std::nullopt;
  SmallVector<const SmallVector<uint64_t> *> args;
  for (Value operand : op->getOperands()) {
    auto it = cache.find(operand);
    if (it == cache.end() || !it->second)
      return std::nullopt;
    args.push_back(it->second.get());
  }
  SmallVector<uint64_t> out(threads);
  SmallVector<uint64_t, 3> at(args.size());
  for (unsigned t = 0; t < threads; ++t) {
    for (unsigned i = 0; i < args.size(); ++i)
      at[i] = (*args[i])[t];
    std::optional<uint64_t> v = sem->apply(at, dims, t, poisonHasNoValue);
    if (!v)
      return std::nullopt;
    out[t] = *v;
  }
  return out;
}

/// Ops whose result `evaluate` computes from its operands: only their
/// operands are followed, so the walk stays inside integer arithmetic of the
/// thread and never wanders through loads and addresses.
static bool isEvaluable(Operation *op) {
  return IntegerOpSemantics::decode(op).has_value();
}

std::unique_ptr<SmallVector<uint64_t>>
ThreadValues::launchArgumentValues(Value value) {
  auto argument = dyn_cast<BlockArgument>(value);
  auto launch = argument ? dyn_cast_or_null<gpu::LaunchOp>(
                               argument.getOwner()->getParentOp())
                         : nullptr;
  if (!launch || argument.getOwner() != &launch.getBody().front())
    return nullptr;
  gpu::KernelDim3 ids = launch.getThreadIds(),
                  dimArgs = launch.getBlockSize();
  std::array<Value, 3> threadIds{ids.x, ids.y, ids.z},
      blockDims{dimArgs.x, dimArgs.y, dimArgs.z};
  auto values = std::make_unique<SmallVector<uint64_t>>();
  for (unsigned dim = 0; dim < 3; ++dim) {
    if (value != threadIds[dim] && value != blockDims[dim])
      continue;
    for (unsigned t = 0; t < threads; ++t) {
      uint64_t v = dims[dim];
      if (value == threadIds[dim])
        v = dim == 0   ? t % dims[0]
            : dim == 1 ? (t / dims[0]) % dims[1]
                       : t / (dims[0] * dims[1]);
      values->push_back(v);
    }
    return values;
  }
  return nullptr;
}

const SmallVector<uint64_t> *ThreadValues::valuesOf(Value root) {
  // Post-order over the operands with an explicit stack; a value on the
  // stack again (a cycle in a graph region) is unknown.
  SmallVector<std::pair<Value, bool>> stack{{root, false}};
  llvm::DenseSet<Value> onStack;
  while (!stack.empty()) {
    auto [value, expanded] = stack.pop_back_val();
    if (cache.count(value)) {
      onStack.erase(value);
      continue;
    }
    Operation *def = value.getDefiningOp();
    if (!def) {
      cache[value] = launchArgumentValues(value);
      continue;
    }
    if (!isEvaluable(def)) {
      cache[value] = nullptr;
      continue;
    }
    if (!expanded) {
      onStack.insert(value);
      stack.push_back({value, true});
      for (Value operand : def->getOperands()) {
        if (onStack.contains(operand))
          cache[value] = nullptr;
        else if (!cache.count(operand))
          stack.push_back({operand, false});
      }
      continue;
    }
    onStack.erase(value);
    std::optional<SmallVector<uint64_t>> values = evaluate(def);
    cache[value] = values ? std::make_unique<SmallVector<uint64_t>>(
                                std::move(*values))
                          : nullptr;
  }
  return cache.find(root)->second.get();
}
