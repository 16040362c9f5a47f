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

std::optional<ThreadValues> ThreadValues::forKernel(Operation *func) {
  std::optional<std::array<int64_t, 3>> dims = knownBlockSize(func);
  if (!dims)
    return std::nullopt;
  // Each dimension is below 2^31, so the product of all three may overflow:
  // bound it factor by factor (2^30 x 2^30 x 16 must not become 0 threads).
  int64_t threads = 1;
  for (int64_t dim : *dims) {
    if (dim > kMaxThreads)
      return std::nullopt;
    threads *= dim;
    if (threads > kMaxThreads)
      return std::nullopt;
  }
  return ThreadValues(*dims);
}

ThreadValues::ThreadValues(std::array<int64_t, 3> dims)
    : dims(dims), threads(dims[0] * dims[1] * dims[2]) {}

static unsigned widthOf(Type type) {
  if (type.isIndex())
    return 64;
  if (auto integer = dyn_cast<IntegerType>(type))
    return integer.getWidth();
  return 0;
}

static uint64_t truncTo(uint64_t v, unsigned width) {
  return width >= 64 ? v : v & ((uint64_t(1) << width) - 1);
}

static int64_t signedOf(uint64_t v, unsigned width) {
  if (width >= 64)
    return static_cast<int64_t>(v);
  uint64_t sign = uint64_t(1) << (width - 1);
  return static_cast<int64_t>((v ^ sign) - sign);
}

/// The comparison predicates of arith.cmpi and llvm.icmp, which share an
/// order.
static bool compare(unsigned predicate, uint64_t a, uint64_t b,
                    unsigned width) {
  int64_t sa = signedOf(a, width), sb = signedOf(b, width);
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

std::optional<SmallVector<uint64_t>> ThreadValues::evaluate(Operation *op) {
  if (op->getNumResults() != 1)
    return std::nullopt;
  Value result = op->getResult(0);
  unsigned width = widthOf(result.getType());
  if (width == 0 || width > 64)
    return std::nullopt;
  SmallVector<uint64_t> out(threads);
  auto each = [&](auto fn) {
    for (unsigned t = 0; t < threads; ++t)
      out[t] = truncTo(fn(t), width);
    return std::optional(out);
  };
  auto coordinate = [&](unsigned t, unsigned dim) -> uint64_t {
    if (dim == 0)
      return t % dims[0];
    if (dim == 1)
      return (t / dims[0]) % dims[1];
    return t / (dims[0] * dims[1]);
  };

  APInt constant;
  if (matchPattern(result, m_ConstantInt(&constant))) {
    if (constant.getBitWidth() > 64)
      return std::nullopt;
    uint64_t c = constant.getZExtValue();
    return each([&](unsigned) { return c; });
  }
  // Thread geometry.
  std::optional<unsigned> tidDim, ntidDim;
  if (auto tid = dyn_cast<gpu::ThreadIdOp>(op))
    tidDim = static_cast<unsigned>(tid.getDimension());
  else if (auto dim = dyn_cast<gpu::BlockDimOp>(op))
    ntidDim = static_cast<unsigned>(dim.getDimension());
  else if (isa<NVVM::ThreadIdXOp>(op))
    tidDim = 0;
  else if (isa<NVVM::ThreadIdYOp>(op))
    tidDim = 1;
  else if (isa<NVVM::ThreadIdZOp>(op))
    tidDim = 2;
  else if (isa<NVVM::BlockDimXOp>(op))
    ntidDim = 0;
  else if (isa<NVVM::BlockDimYOp>(op))
    ntidDim = 1;
  else if (isa<NVVM::BlockDimZOp>(op))
    ntidDim = 2;
  if (tidDim)
    return each([&](unsigned t) { return coordinate(t, *tidDim); });
  if (ntidDim)
    return each([&](unsigned) { return uint64_t(dims[*ntidDim]); });
  if (isa<gpu::LaneIdOp, NVVM::LaneIdOp>(op))
    return each([&](unsigned t) { return uint64_t(t % 32); });
  if (isa<gpu::SubgroupIdOp>(op))
    return each([&](unsigned t) { return uint64_t(t / 32); });

  SmallVector<const SmallVector<uint64_t> *> args;
  SmallVector<unsigned> argWidths;
  for (Value operand : op->getOperands()) {
    auto it = cache.find(operand);
    if (it == cache.end() || !it->second)
      return std::nullopt;
    args.push_back(it->second.get());
    argWidths.push_back(widthOf(operand.getType()));
  }
  auto arg = [&](unsigned i, unsigned t) { return (*args[i])[t]; };

  // Inline PTX of the lane (CUB's `mov.u32 $0, %laneid;`, bmsk, shr): the
  // reader's interpreter at each thread's lane.
  if (isa<LLVM::InlineAsmOp>(op)) {
    SmallVector<uint64_t> inputs(args.size());
    for (unsigned t = 0; t < threads; ++t) {
      for (unsigned i = 0; i < args.size(); ++i)
        inputs[i] = arg(i, t);
      std::optional<uint64_t> v =
          mlir::warptile::evaluateInlineAsmAtLane(op, inputs, t % 32);
      if (!v)
        return std::nullopt;
      out[t] = truncTo(*v, width);
    }
    return out;
  }

  // Casts.
  if (isa<arith::ExtSIOp, LLVM::SExtOp, arith::IndexCastOp>(op) &&
      args.size() == 1)
    return each([&](unsigned t) {
      return static_cast<uint64_t>(signedOf(arg(0, t), argWidths[0]));
    });
  if (isa<arith::ExtUIOp, LLVM::ZExtOp, arith::TruncIOp, LLVM::TruncOp,
          arith::IndexCastUIOp>(op) &&
      args.size() == 1)
    return each([&](unsigned t) { return arg(0, t); });

  // Comparisons and selects.
  std::optional<unsigned> predicate;
  if (auto cmp = dyn_cast<arith::CmpIOp>(op))
    predicate = static_cast<unsigned>(cmp.getPredicate());
  else if (auto cmp = dyn_cast<LLVM::ICmpOp>(op))
    predicate = static_cast<unsigned>(cmp.getPredicate());
  if (predicate && args.size() == 2)
    return each([&](unsigned t) -> uint64_t {
      return compare(*predicate, arg(0, t), arg(1, t), argWidths[0]);
    });
  if (isa<arith::SelectOp, LLVM::SelectOp>(op) && args.size() == 3)
    return each([&](unsigned t) { return arg(0, t) & 1 ? arg(1, t) : arg(2, t); });

  if (args.size() != 2)
    return std::nullopt;
  auto s = [&](unsigned i, unsigned t) { return signedOf(arg(i, t), width); };
  if (isa<arith::AddIOp, LLVM::AddOp>(op))
    return each([&](unsigned t) { return arg(0, t) + arg(1, t); });
  if (isa<arith::SubIOp, LLVM::SubOp>(op))
    return each([&](unsigned t) { return arg(0, t) - arg(1, t); });
  if (isa<arith::MulIOp, LLVM::MulOp>(op))
    return each([&](unsigned t) { return arg(0, t) * arg(1, t); });
  if (isa<arith::AndIOp, LLVM::AndOp>(op))
    return each([&](unsigned t) { return arg(0, t) & arg(1, t); });
  if (isa<arith::OrIOp, LLVM::OrOp>(op))
    return each([&](unsigned t) { return arg(0, t) | arg(1, t); });
  if (isa<arith::XOrIOp, LLVM::XOrOp>(op))
    return each([&](unsigned t) { return arg(0, t) ^ arg(1, t); });
  if (isa<arith::ShLIOp, LLVM::ShlOp>(op))
    return each([&](unsigned t) -> uint64_t {
      return arg(1, t) >= width ? 0 : arg(0, t) << arg(1, t);
    });
  if (isa<arith::ShRUIOp, LLVM::LShrOp>(op))
    return each([&](unsigned t) -> uint64_t {
      return arg(1, t) >= width ? 0 : arg(0, t) >> arg(1, t);
    });
  if (isa<arith::ShRSIOp, LLVM::AShrOp>(op))
    return each([&](unsigned t) -> uint64_t {
      uint64_t shift = std::min<uint64_t>(arg(1, t), width - 1);
      return static_cast<uint64_t>(s(0, t) >> shift);
    });
  bool divides = isa<arith::DivUIOp, LLVM::UDivOp, arith::DivSIOp, LLVM::SDivOp,
                     arith::RemUIOp, LLVM::URemOp, arith::RemSIOp,
                     LLVM::SRemOp>(op);
  if (!divides)
    return std::nullopt;
  for (unsigned t = 0; t < threads; ++t)
    if (arg(1, t) == 0 ||
        (s(1, t) == -1 && s(0, t) == signedOf(uint64_t(1) << (width - 1), width)))
      return std::nullopt; // division by zero, or the one signed overflow
  if (isa<arith::DivUIOp, LLVM::UDivOp>(op))
    return each([&](unsigned t) { return arg(0, t) / arg(1, t); });
  if (isa<arith::RemUIOp, LLVM::URemOp>(op))
    return each([&](unsigned t) { return arg(0, t) % arg(1, t); });
  if (isa<arith::DivSIOp, LLVM::SDivOp>(op))
    return each([&](unsigned t) { return static_cast<uint64_t>(s(0, t) / s(1, t)); });
  return each([&](unsigned t) { return static_cast<uint64_t>(s(0, t) % s(1, t)); });
}

/// Ops whose result `evaluate` computes from its operands: only their
/// operands are followed, so the walk stays inside integer arithmetic of the
/// thread and never wanders through loads and addresses.
static bool isEvaluable(Operation *op) {
  if (isa<LLVM::InlineAsmOp>(op)) {
    const ::warptile::ptx::AsmProgram *program =
        mlir::warptile::readInlineAsm(op);
    return program && !program->firstCollective() &&
           program->numOutputs == 1 && op->getNumResults() == 1;
  }
  return op->hasTrait<OpTrait::ConstantLike>() ||
         isa<gpu::ThreadIdOp, gpu::BlockDimOp, gpu::LaneIdOp, gpu::SubgroupIdOp,
             NVVM::ThreadIdXOp, NVVM::ThreadIdYOp, NVVM::ThreadIdZOp,
             NVVM::BlockDimXOp, NVVM::BlockDimYOp, NVVM::BlockDimZOp,
             NVVM::LaneIdOp, arith::ExtSIOp, arith::ExtUIOp, arith::TruncIOp,
             arith::IndexCastOp, arith::IndexCastUIOp, LLVM::SExtOp,
             LLVM::ZExtOp, LLVM::TruncOp, arith::CmpIOp, LLVM::ICmpOp,
             arith::SelectOp, LLVM::SelectOp, arith::AddIOp, LLVM::AddOp,
             arith::SubIOp, LLVM::SubOp, arith::MulIOp, LLVM::MulOp,
             arith::AndIOp, LLVM::AndOp, arith::OrIOp, LLVM::OrOp,
             arith::XOrIOp, LLVM::XOrOp, arith::ShLIOp, LLVM::ShlOp,
             arith::ShRUIOp, LLVM::LShrOp, arith::ShRSIOp, LLVM::AShrOp,
             arith::DivUIOp, LLVM::UDivOp, arith::DivSIOp, LLVM::SDivOp,
             arith::RemUIOp, LLVM::URemOp, arith::RemSIOp, LLVM::SRemOp>(op);
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
    if (!def || !isEvaluable(def)) {
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
