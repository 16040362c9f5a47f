//===- RaceForms.cpp - Indices of a kernel as affine forms ----------------===//
//
// Part of warptile. Reads a kernel's memory accesses for --warp-check-races:
// the buffer, the index as an affine form over terms (ids, sizes, arguments,
// loop trip counters; products, quotients and remainders that are not
// affine become terms of their own, related to their operands by the
// checker), the guards that dominate the access (from the control
// dependences ActiveLanes computes for the convergence checker), and the
// barrier epoch. Integer values are taken as their mathematical values: the
// index arithmetic is trusted not to wrap (docs/Races.md).
//
//===----------------------------------------------------------------------===//

#include "warptile/Analysis/RaceForms.h"
#include "warptile/Analysis/Kernels.h"
#include "warptile/Analysis/LaneAnalysis.h"
#include "warptile/Analysis/Uniformity.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/LLVMIR/NVVMDialect.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/IR/Matchers.h"
#include "mlir/IR/SymbolTable.h"
#include "mlir/Interfaces/ControlFlowInterfaces.h"
#include "mlir/Interfaces/DataLayoutInterfaces.h"
#include "mlir/Interfaces/FunctionInterfaces.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"
#include "llvm/ADT/DenseSet.h"
#include "llvm/ADT/PostOrderIterator.h"
#include "llvm/ADT/TypeSwitch.h"

using namespace mlir;
using namespace mlir::warp;
using namespace mlir::warp::races;

static const char *kDims = "xyz";

//===----------------------------------------------------------------------===//
// Thread geometry
//===----------------------------------------------------------------------===//

std::optional<std::pair<Geometry, unsigned>> races::geometryOf(Operation *op) {
  using G = Geometry;
  auto dimOf = [](gpu::Dimension d) { return static_cast<unsigned>(d); };
  if (auto o = dyn_cast<gpu::ThreadIdOp>(op))
    return std::pair{G::Tid, dimOf(o.getDimension())};
  if (auto o = dyn_cast<gpu::BlockIdOp>(op))
    return std::pair{G::Bid, dimOf(o.getDimension())};
  if (auto o = dyn_cast<gpu::BlockDimOp>(op))
    return std::pair{G::Bdim, dimOf(o.getDimension())};
  if (auto o = dyn_cast<gpu::GridDimOp>(op))
    return std::pair{G::Gdim, dimOf(o.getDimension())};
  if (auto o = dyn_cast<gpu::GlobalIdOp>(op))
    return std::pair{G::GlobalId, dimOf(o.getDimension())};
  if (isa<gpu::LaneIdOp, NVVM::LaneIdOp>(op))
    return std::pair{G::Lane, 0u};
  if (isa<gpu::SubgroupIdOp>(op))
    return std::pair{G::Warp, 0u};
  if (isa<NVVM::ThreadIdXOp>(op)) return std::pair{G::Tid, 0u};
  if (isa<NVVM::ThreadIdYOp>(op)) return std::pair{G::Tid, 1u};
  if (isa<NVVM::ThreadIdZOp>(op)) return std::pair{G::Tid, 2u};
  if (isa<NVVM::BlockIdXOp>(op)) return std::pair{G::Bid, 0u};
  if (isa<NVVM::BlockIdYOp>(op)) return std::pair{G::Bid, 1u};
  if (isa<NVVM::BlockIdZOp>(op)) return std::pair{G::Bid, 2u};
  if (isa<NVVM::BlockDimXOp>(op)) return std::pair{G::Bdim, 0u};
  if (isa<NVVM::BlockDimYOp>(op)) return std::pair{G::Bdim, 1u};
  if (isa<NVVM::BlockDimZOp>(op)) return std::pair{G::Bdim, 2u};
  if (isa<NVVM::GridDimXOp>(op)) return std::pair{G::Gdim, 0u};
  if (isa<NVVM::GridDimYOp>(op)) return std::pair{G::Gdim, 1u};
  if (isa<NVVM::GridDimZOp>(op)) return std::pair{G::Gdim, 2u};
  if (auto call = dyn_cast<LLVM::CallIntrinsicOp>(op)) {
    StringRef name = call.getIntrin();
    if (!name.consume_front("llvm.nvvm.read.ptx.sreg."))
      return std::nullopt;
    if (name == "laneid")
      return std::pair{G::Lane, 0u};
    static const std::pair<StringRef, G> prefixes[] = {
        {"tid.", G::Tid}, {"ctaid.", G::Bid}, {"ntid.", G::Bdim},
        {"nctaid.", G::Gdim}};
    for (auto [prefix, kind] : prefixes)
      if (name.consume_front(prefix) && name.size() == 1 &&
          StringRef("xyz").contains(name[0]))
        return std::pair{kind, unsigned(name[0] - 'x')};
  }
  return std::nullopt;
}

bool races::isBlockBarrier(Operation *op) {
  if (isa<gpu::BarrierOp, NVVM::Barrier0Op>(op))
    return true;
  if (auto barrier = dyn_cast<NVVM::BarrierOp>(op))
    return !barrier.getNumberOfThreads() &&
           (!barrier.getBarrierId() ||
            constantBits(barrier.getBarrierId()) == uint64_t(0));
  if (auto call = dyn_cast<LLVM::CallIntrinsicOp>(op)) {
    StringRef name = call.getIntrin();
    if (name == "llvm.nvvm.barrier0")
      return true;
    if (name.starts_with("llvm.nvvm.barrier.cta.sync") &&
        name.ends_with(".all") && call.getArgs().size() == 1)
      return constantBits(call.getArgs()[0]) == uint64_t(0);
  }
  return false;
}

/// Whether `op` holds a block barrier in its regions.
static bool holdsBarrier(Operation *op) {
  bool found = false;
  op->walk([&](Operation *inner) {
    if (inner != op && isBlockBarrier(inner)) {
      found = true;
      return WalkResult::interrupt();
    }
    return WalkResult::advance();
  });
  return found;
}

//===----------------------------------------------------------------------===//
// Forms and terms
//===----------------------------------------------------------------------===//

FormReader::FormReader(Operation *kernel, ActiveLanes &active)
    : kernel(kernel), active(active) {
  blockSize = warptile::knownBlockSize(kernel);
  kernel->walk([&](Operation *op) {
    std::optional<std::pair<Geometry, unsigned>> g = geometryOf(op);
    if (!g)
      return;
    switch (g->first) {
    case Geometry::Tid:
    case Geometry::Bdim:
      threadDims[g->second] = true;
      break;
    case Geometry::Bid:
    case Geometry::Gdim:
      blockDims[g->second] = true;
      break;
    case Geometry::GlobalId:
      threadDims[g->second] = blockDims[g->second] = true;
      break;
    case Geometry::Lane:
    case Geometry::Warp:
      threadDims[0] = true;
      break;
    }
  });
  // What is proven for which launches (docs/Races.md): a kernel that never
  // reads the y or z thread index is taken as launched with blocks of size 1
  // in it, and one that never reads a block index or grid size with a grid
  // of size 1 in that dimension (every block would repeat the work of the
  // first). blockDim.x is always a size of the launch: a kernel that ignores
  // the thread index still runs every thread of its block.
  threadDims[0] = true;
  for (unsigned d = 0; d < 3; ++d) {
    if (blockSize)
      bdimForms[d] = constantForm((*blockSize)[d]);
    else if (!threadDims[d])
      bdimForms[d] = constantForm(1);
    else
      bdimForms[d] = termForm(internTerm(
          {Term::Bdim, d, {}, 0, 0, 0, true, 0, 0, {}, 0, {},
           std::string("blockDim.") + kDims[d]}));
    if (!blockDims[d])
      gdimForms[d] = constantForm(1);
    else
      gdimForms[d] = termForm(internTerm(
          {Term::Gdim, d, {}, 0, 0, 0, true, 0, 0, {}, 0, {},
           std::string("gridDim.") + kDims[d]}));
  }
}

std::optional<unsigned> FormReader::threadIndexTerm(unsigned d) {
  const Form &size = forms[bdimForms[d]];
  if (size.terms.empty() && size.constant == 1)
    return std::nullopt;
  Term t{Term::Tid,    d, {},           0, 0, 0, false, 0, 0,
         std::nullopt, 0, std::nullopt, {}};
  t.name = std::string("threadIdx.") + kDims[d];
  return internTerm(std::move(t));
}

std::optional<unsigned> FormReader::blockIndexTerm(unsigned d) {
  const Form &size = forms[gdimForms[d]];
  if (size.terms.empty() && size.constant == 1)
    return std::nullopt;
  Term t{Term::Bid,    d, {},           0, 0, 0, false, 0, 0,
         std::nullopt, 0, std::nullopt, {}};
  t.name = std::string("blockIdx.") + kDims[d];
  return internTerm(std::move(t));
}

unsigned FormReader::internForm(Form form) {
  auto [it, inserted] = formIds.try_emplace(form, forms.size());
  if (inserted)
    forms.push_back(std::move(form));
  return it->second;
}

unsigned FormReader::internTerm(Term term) {
  auto key = std::make_tuple(int(term.kind), term.dim, term.lhs, term.rhs,
                             term.divisor, term.value.getAsOpaquePointer());
  auto [it, inserted] = termIds.try_emplace(key, terms.size());
  if (inserted)
    terms.push_back(std::move(term));
  return it->second;
}

unsigned FormReader::constantForm(int64_t c) {
  Form f;
  f.constant = c;
  return internForm(std::move(f));
}

unsigned FormReader::termForm(unsigned term) {
  Form f;
  f.terms.push_back({term, 1});
  return internForm(std::move(f));
}

unsigned FormReader::addForms(unsigned a, unsigned b, int64_t scaleB) {
  const Form &fa = forms[a], &fb = forms[b];
  Form out;
  out.constant = fa.constant + scaleB * fb.constant;
  auto ia = fa.terms.begin(), ib = fb.terms.begin();
  while (ia != fa.terms.end() || ib != fb.terms.end()) {
    if (ib == fb.terms.end() ||
        (ia != fa.terms.end() && ia->first < ib->first)) {
      out.terms.push_back(*ia++);
    } else if (ia == fa.terms.end() || ib->first < ia->first) {
      out.terms.push_back({ib->first, ib->second * scaleB});
      ++ib;
    } else {
      int64_t c = ia->second + scaleB * ib->second;
      if (c != 0)
        out.terms.push_back({ia->first, c});
      ++ia, ++ib;
    }
  }
  return internForm(std::move(out));
}

unsigned FormReader::scaleForm(unsigned a, int64_t s) {
  return addForms(constantForm(0), a, s);
}

static bool isUniformForm(const Form &f, const std::vector<Term> &terms) {
  return llvm::all_of(f.terms,
                      [&](auto &t) { return terms[t.first].uniform; });
}

bool FormReader::isNonNegative(unsigned id) const {
  const Form &f = forms[id];
  if (f.constant < 0)
    return false;
  for (auto [t, c] : f.terms) {
    if (c < 0)
      return false;
    const Term &term = terms[t];
    switch (term.kind) {
    case Term::Tid: case Term::Bid: case Term::Bdim: case Term::Gdim:
    case Term::Iter:
      break;
    case Term::Prod: case Term::UProd:
      if (!isNonNegative(term.lhs) || !isNonNegative(term.rhs))
        return false;
      break;
    case Term::Div:
      if (!isNonNegative(term.lhs))
        return false;
      break;
    case Term::Arg:
      return false;
    }
    // An Iter's value is the trip count, not the induction variable.
  }
  return true;
}

bool FormReader::isPositive(unsigned id) const {
  const Form &f = forms[id];
  if (!isNonNegative(id))
    return false;
  if (f.constant > 0)
    return true;
  for (auto [t, c] : f.terms) {
    const Term &term = terms[t];
    if (term.kind == Term::Bdim || term.kind == Term::Gdim ||
        (term.kind == Term::UProd && isPositive(term.lhs) &&
         isPositive(term.rhs)))
      return true;
  }
  return false;
}

void FormReader::termsOf(unsigned form, SmallVectorImpl<unsigned> &into,
                         llvm::DenseMap<unsigned, bool> &seen) const {
  SmallVector<unsigned> stack{form};
  while (!stack.empty()) {
    unsigned f = stack.pop_back_val();
    for (auto [t, c] : forms[f].terms) {
      if (!seen.try_emplace(t, true).second)
        continue;
      into.push_back(t);
      const Term &term = terms[t];
      switch (term.kind) {
      case Term::Prod: case Term::UProd:
        stack.push_back(term.lhs);
        stack.push_back(term.rhs);
        if (term.upper)
          stack.push_back(*term.upper);
        break;
      case Term::Div:
        stack.push_back(term.lhs);
        break;
      case Term::Iter:
        stack.push_back(term.lb);
        stack.push_back(term.step);
        if (term.ub)
          stack.push_back(*term.ub);
        break;
      case Term::Tid:
        stack.push_back(bdimForms[term.dim]);
        break;
      case Term::Bid:
        stack.push_back(gdimForms[term.dim]);
        break;
      default:
        break;
      }
    }
  }
}

std::optional<unsigned> FormReader::product(unsigned a, unsigned b,
                                            std::string &why) {
  const Form &fa = forms[a], &fb = forms[b];
  if (fa.terms.empty())
    return scaleForm(b, fa.constant);
  if (fb.terms.empty())
    return scaleForm(a, fb.constant);
  bool ua = isUniformForm(fa, terms), ub = isUniformForm(fb, terms);
  if (ua && ub) {
    Term t{Term::UProd,
           0,
           {},
           std::min(a, b),
           std::max(a, b),
           0,
           true,
           0,
           0,
           std::nullopt,
           0,
           std::nullopt,
           {}};
    t.name = "(" + std::to_string(t.lhs) + "*" + std::to_string(t.rhs) + ")";
    return termForm(internTerm(std::move(t)));
  }
  if (!ua && !ub) {
    why = "it multiplies two thread-dependent values";
    return std::nullopt;
  }
  if (ua)
    std::swap(a, b);
  Term t{Term::Prod,   0, {},           a, b, 0, false, 0, 0,
         std::nullopt, 0, std::nullopt, {}};
  // A lone index times a positive size: the bound that makes
  // `blockIdx * blockDim + threadIdx < gridDim * blockDim` provable.
  const Form &index = forms[a];
  if (isPositive(b) && index.constant == 0 && index.terms.size() == 1 &&
      index.terms[0].second == 1) {
    const Term &x = terms[index.terms[0].first];
    std::optional<unsigned> size;
    if (x.kind == Term::Bid)
      size = gdimForms[x.dim];
    else if (x.kind == Term::Tid)
      size = bdimForms[x.dim];
    if (size) {
      std::string ignored;
      if (std::optional<unsigned> whole = product(*size, b, ignored))
        t.upper = addForms(*whole, b, -1);
    }
  }
  return termForm(internTerm(std::move(t)));
}

std::optional<unsigned> FormReader::divide(unsigned a, int64_t c,
                                           bool remainder, std::string &why) {
  if (c <= 0) {
    why = "it divides by a constant that is not positive";
    return std::nullopt;
  }
  const Form &f = forms[a];
  // Exact division of every coefficient.
  auto divisible = [&](const Form &g) {
    if (g.constant % c)
      return false;
    for (auto [t, k] : g.terms)
      if (k % c)
        return false;
    return true;
  };
  if (divisible(f)) {
    if (remainder)
      return constantForm(0);
    Form q;
    q.constant = f.constant / c;
    for (auto [t, k] : f.terms)
      q.terms.push_back({t, k / c});
    return internForm(std::move(q));
  }
  if (f.terms.empty()) {
    int64_t v = f.constant, qv = v / c - ((v % c) < 0 ? 1 : 0);
    return constantForm(remainder ? v - qv * c : qv);
  }
  Term t{Term::Div,    0, {},           a, 0, c, isUniformForm(f, terms), 0, 0,
         std::nullopt, 0, std::nullopt, {}};
  unsigned q = termForm(internTerm(std::move(t)));
  if (!remainder)
    return q;
  return addForms(a, q, -c);
}

//===----------------------------------------------------------------------===//
// Reading values
//===----------------------------------------------------------------------===//

std::optional<unsigned> FormReader::formOf(Value value, std::string &why) {
  if (auto it = valueForms.find(value); it != valueForms.end()) {
    if (!it->second)
      why = valueWhy.lookup(value);
    return it->second;
  }
  // A chain of ops deeper than the reader recurses (round 58a: 20,000
  // `llvm.add`s overflowed the stack) is not read.
  if (formDepth >= kMaxFormDepth) {
    why = "it is computed through more ops in a chain than the checker reads";
    return std::nullopt;
  }
  // A cycle through this value (an induction it cannot read) is a failure.
  valueForms[value] = std::nullopt;
  valueWhy[value] = "its value depends on itself through a loop";
  ++formDepth;
  std::optional<unsigned> result = computeForm(value, why);
  --formDepth;
  valueForms[value] = result;
  if (!result)
    valueWhy[value] = why;
  return result;
}

static int64_t constantOf(const APInt &bits) {
  return bits.getBitWidth() == 1 ? int64_t(bits.getZExtValue())
                                 : bits.getSExtValue();
}

std::optional<unsigned> FormReader::computeForm(Value value, std::string &why) {
  if (!value.getType().isIntOrIndex()) {
    why = "it is not an integer";
    return std::nullopt;
  }
  APInt bits;
  if (matchPattern(value, m_ConstantInt(&bits))) {
    if (bits.getSignificantBits() > 63) {
      why = "a constant does not fit in 64 bits";
      return std::nullopt;
    }
    return constantForm(constantOf(bits));
  }
  if (auto arg = dyn_cast<BlockArgument>(value)) {
    Block *owner = arg.getOwner();
    Operation *parent = owner->getParentOp();
    if (parent == kernel && owner->isEntryBlock()) {
      Term t{Term::Arg,    0, value,        0, 0, 0, true, 0, 0,
             std::nullopt, 0, std::nullopt, {}};
      t.name = "argument " + std::to_string(arg.getArgNumber());
      return termForm(internTerm(std::move(t)));
    }
    if (auto loop = dyn_cast<scf::ForOp>(parent);
        loop && value == loop.getInductionVar()) {
      std::optional<unsigned> lb = formOf(loop.getLowerBound(), why);
      std::optional<unsigned> step =
          lb ? formOf(loop.getStep(), why) : std::nullopt;
      if (!lb || !step)
        return std::nullopt;
      std::string ignored;
      std::optional<unsigned> ub = formOf(loop.getUpperBound(), ignored);
      Term t{Term::Iter, 0, value,        0, 0, 0, false, *lb, *step,
             ub,         0, std::nullopt, {}};
      t.name = "trip";
      unsigned k = internTerm(std::move(t));
      std::optional<unsigned> scaled = product(termForm(k), *step, why);
      if (!scaled)
        return std::nullopt;
      unsigned iv = addForms(*lb, *scaled);
      terms[k].iv = iv;
      return iv;
    }
    if (!owner->isEntryBlock())
      return inductionForm(arg, why);
    why = "it is a block argument the checker cannot follow";
    return std::nullopt;
  }
  Operation *op = value.getDefiningOp();
  if (std::optional<std::pair<Geometry, unsigned>> g = geometryOf(op)) {
    unsigned d = g->second;
    auto tid = [&](unsigned dim) {
      std::optional<unsigned> t = threadIndexTerm(dim);
      return t ? termForm(*t) : constantForm(0);
    };
    auto bid = [&](unsigned dim) {
      std::optional<unsigned> t = blockIndexTerm(dim);
      return t ? termForm(*t) : constantForm(0);
    };
    // The linear thread id, x fastest.
    auto linear = [&]() -> std::optional<unsigned> {
      std::optional<unsigned> yz =
          product(bdimForms[1], tid(2), why); // ty + bdim.y * tz
      if (!yz)
        return std::nullopt;
      std::optional<unsigned> row = product(addForms(tid(1), *yz), bdimForms[0], why);
      if (!row)
        return std::nullopt;
      return addForms(tid(0), *row);
    };
    switch (g->first) {
    case Geometry::Tid:
      return tid(d);
    case Geometry::Bid:
      return bid(d);
    case Geometry::Bdim:
      return bdimForms[d];
    case Geometry::Gdim:
      return gdimForms[d];
    case Geometry::GlobalId: {
      std::optional<unsigned> base = product(bid(d), bdimForms[d], why);
      return base ? std::optional(addForms(*base, tid(d))) : std::nullopt;
    }
    case Geometry::Lane:
    case Geometry::Warp: {
      std::optional<unsigned> l = linear();
      if (!l)
        return std::nullopt;
      return divide(*l, 32, g->first == Geometry::Lane, why);
    }
    }
  }

  auto operand = [&](unsigned i) { return formOf(op->getOperand(i), why); };
  auto constantOperand = [&](unsigned i) -> std::optional<int64_t> {
    APInt c;
    if (op->getNumOperands() > i &&
        matchPattern(op->getOperand(i), m_ConstantInt(&c)) &&
        c.getSignificantBits() <= 63)
      return constantOf(c);
    return std::nullopt;
  };
  StringRef name = op->getName().getStringRef();
  // Casts keep the value (no wrap: trusted).
  if (isa<arith::IndexCastOp, arith::IndexCastUIOp, arith::ExtSIOp,
          arith::ExtUIOp, arith::TruncIOp, LLVM::SExtOp, LLVM::ZExtOp,
          LLVM::TruncOp>(op))
    return operand(0);
  if (isa<arith::AddIOp, LLVM::AddOp>(op)) {
    std::optional<unsigned> a = operand(0), b = a ? operand(1) : std::nullopt;
    return b ? std::optional(addForms(*a, *b)) : std::nullopt;
  }
  if (isa<arith::SubIOp, LLVM::SubOp>(op)) {
    std::optional<unsigned> a = operand(0), b = a ? operand(1) : std::nullopt;
    return b ? std::optional(addForms(*a, *b, -1)) : std::nullopt;
  }
  if (isa<arith::MulIOp, LLVM::MulOp>(op)) {
    std::optional<unsigned> a = operand(0), b = a ? operand(1) : std::nullopt;
    return b ? product(*a, *b, why) : std::nullopt;
  }
  if (isa<arith::ShLIOp, LLVM::ShlOp>(op)) {
    std::optional<int64_t> s = constantOperand(1);
    if (!s || *s < 0 || *s > 40) {
      why = "it shifts by a run-time amount";
      return std::nullopt;
    }
    std::optional<unsigned> a = operand(0);
    return a ? std::optional(scaleForm(*a, int64_t(1) << *s)) : std::nullopt;
  }
  bool unsignedDiv = isa<arith::DivUIOp, LLVM::UDivOp, arith::ShRUIOp,
                         LLVM::LShrOp>(op);
  bool signedDiv = isa<arith::DivSIOp, LLVM::SDivOp, arith::ShRSIOp,
                       LLVM::AShrOp>(op);
  bool unsignedRem = isa<arith::RemUIOp, LLVM::URemOp>(op);
  bool signedRem = isa<arith::RemSIOp, LLVM::SRemOp>(op);
  if (unsignedDiv || signedDiv || unsignedRem || signedRem) {
    std::optional<int64_t> c = constantOperand(1);
    bool shift = isa<arith::ShRUIOp, LLVM::LShrOp, arith::ShRSIOp,
                     LLVM::AShrOp>(op);
    if (c && shift)
      c = (*c >= 0 && *c <= 40) ? std::optional(int64_t(1) << *c)
                                : std::nullopt;
    if (!c) {
      why = "it divides by a run-time value";
      return std::nullopt;
    }
    std::optional<unsigned> a = operand(0);
    if (!a)
      return std::nullopt;
    // Signed division rounds toward zero: floor only for values >= 0. An
    // arithmetic shift is a floor.
    if ((signedDiv && !isa<arith::ShRSIOp, LLVM::AShrOp>(op)) || signedRem)
      if (!isNonNegative(*a)) {
        why = "a signed division of a value that may be negative";
        return std::nullopt;
      }
    return divide(*a, *c, unsignedRem || signedRem, why);
  }
  if (isa<arith::AndIOp, LLVM::AndOp>(op)) {
    for (unsigned i = 0; i < 2; ++i) {
      std::optional<int64_t> c = constantOperand(i);
      if (c && *c > 0 && llvm::isPowerOf2_64(uint64_t(*c) + 1)) {
        std::optional<unsigned> a = operand(1 - i);
        return a ? divide(*a, *c + 1, /*remainder=*/true, why) : std::nullopt;
      }
    }
    why = "it masks with a value other than 2^k - 1";
    return std::nullopt;
  }
  if (isa<arith::OrIOp, LLVM::OrOp>(op)) {
    // `a | c` with a a multiple of 2^k > c: an add.
    for (unsigned i = 0; i < 2; ++i) {
      std::optional<int64_t> c = constantOperand(i);
      if (!c || *c < 0)
        continue;
      std::optional<unsigned> a = operand(1 - i);
      if (!a)
        return std::nullopt;
      int64_t g = 0;
      const Form &f = forms[*a];
      g = f.constant;
      for (auto [t, k] : f.terms)
        g = std::gcd(g, k);
      g = std::abs(g);
      int64_t pow = g == 0 ? 0 : (g & -g);
      if (pow > *c)
        return addForms(*a, constantForm(*c));
    }
    why = "it is a bitwise or the checker cannot read as an add";
    return std::nullopt;
  }
  (void)name;
  if (isa<LLVM::LoadOp, memref::LoadOp>(op)) {
    why = "it is loaded from memory (data-dependent)";
    return std::nullopt;
  }
  if (isa<arith::SelectOp, LLVM::SelectOp>(op)) {
    why = "it selects between values";
    return std::nullopt;
  }
  // A pure op of launch-uniform values (sizes, arguments): a symbol of its
  // own, equal at every thread of the launch.
  if (isMemoryEffectFree(op) && op->getNumRegions() == 0 &&
      op->getNumResults() == 1 && op->getNumOperands() > 0) {
    bool uniform = true;
    for (Value in : op->getOperands()) {
      std::string ignored;
      std::optional<unsigned> f = formOf(in, ignored);
      if (!f) {
        uniform = false;
        break;
      }
      for (auto [t, c] : forms[*f].terms)
        if (!terms[t].uniform)
          uniform = false;
    }
    if (uniform) {
      Term t{Term::Arg,    0, value,        0, 0, 0, true, 0, 0,
             std::nullopt, 0, std::nullopt, {}};
      t.name = op->getName().getStringRef().str();
      return termForm(internTerm(std::move(t)));
    }
  }
  why = "it is computed by " + op->getName().getStringRef().str() +
        ", which the checker does not read as an affine index";
  return std::nullopt;
}

/// `arg` of a loop header whose incoming values are one value from outside
/// and `arg + step` on the back edges (what clang's loops carry): lb + k *
/// step with a trip counter k >= 0.
std::optional<unsigned> FormReader::inductionForm(BlockArgument arg,
                                                  std::string &why) {
  Block *block = arg.getOwner();
  Value init;
  Value step;
  for (auto it = block->pred_begin(); it != block->pred_end(); ++it) {
    Block *pred = *it;
    auto branch = dyn_cast<BranchOpInterface>(pred->getTerminator());
    if (!branch) {
      why = "a loop variable reached from a terminator the checker cannot read";
      return std::nullopt;
    }
    for (unsigned s = 0; s < branch->getNumSuccessors(); ++s) {
      if (branch->getSuccessor(s) != block)
        continue;
      Value in = branch.getSuccessorOperands(s)[arg.getArgNumber()];
      if (!in) {
        why = "a block argument without a forwarded value";
        return std::nullopt;
      }
      Operation *def = in.getDefiningOp();
      Value other;
      if (def && isa<arith::AddIOp, LLVM::AddOp>(def)) {
        if (def->getOperand(0) == arg)
          other = def->getOperand(1);
        else if (def->getOperand(1) == arg)
          other = def->getOperand(0);
      }
      if (other) {
        if (step && step != other) {
          why = "a loop variable with two different steps";
          return std::nullopt;
        }
        step = other;
      } else {
        if (init && init != in) {
          why = "a block argument with several incoming values (a phi the "
                "checker cannot read as a loop variable)";
          return std::nullopt;
        }
        init = in;
      }
    }
  }
  if (!init || !step) {
    why = "a block argument that is not a loop variable";
    return std::nullopt;
  }
  std::optional<unsigned> lb = formOf(init, why);
  std::optional<unsigned> s = lb ? formOf(step, why) : std::nullopt;
  if (!lb || !s)
    return std::nullopt;
  if (!isUniformForm(forms[*s], terms)) {
    why = "a loop variable whose step differs between threads";
    return std::nullopt;
  }
  Term t{Term::Iter,   0, arg,          0, 0, 0, false, *lb, *s,
         std::nullopt, 0, std::nullopt, {}};
  t.name = "trip";
  unsigned k = internTerm(std::move(t));
  std::optional<unsigned> scaled = product(termForm(k), *s, why);
  if (!scaled)
    return std::nullopt;
  unsigned iv = addForms(*lb, *scaled);
  terms[k].iv = iv;
  return iv;
}

//===----------------------------------------------------------------------===//
// Guards
//===----------------------------------------------------------------------===//

static Guard conjunction(const Guard &a, const Guard &b) {
  Guard out;
  for (const auto &x : a)
    for (const auto &y : b) {
      SmallVector<Constraint, 2> both(x);
      both.append(y.begin(), y.end());
      out.push_back(std::move(both));
    }
  return out;
}

static Guard disjunction(const Guard &a, const Guard &b) {
  Guard out(a);
  out.append(b.begin(), b.end());
  return out;
}

Guard FormReader::guardOf(Value condition, bool taken, std::string &why,
                          int depth) {
  Guard truth{{}};
  if (depth > 8) {
    why = "a condition nested too deeply";
    return truth;
  }
  APInt bits;
  if (matchPattern(condition, m_ConstantInt(&bits)))
    return (bits.isZero() != taken) ? truth : Guard{};
  Operation *op = condition.getDefiningOp();
  if (!op) {
    why = "a condition that is a block argument";
    return truth;
  }
  if (isa<arith::XOrIOp, LLVM::XOrOp>(op)) {
    for (unsigned i = 0; i < 2; ++i)
      if (matchPattern(op->getOperand(i), m_One()))
        return guardOf(op->getOperand(1 - i), !taken, why, depth + 1);
  }
  bool isAnd = isa<arith::AndIOp, LLVM::AndOp>(op);
  bool isOr = isa<arith::OrIOp, LLVM::OrOp>(op);
  if ((isAnd || isOr) && condition.getType().isInteger(1)) {
    std::string w1, w2;
    Guard a = guardOf(op->getOperand(0), taken, w1, depth + 1);
    Guard b = guardOf(op->getOperand(1), taken, w2, depth + 1);
    bool conj = isAnd == taken;
    if (!w1.empty() || !w2.empty()) {
      why = !w1.empty() ? w1 : w2;
      // Half of a conjunction still holds; half of a disjunction does not.
      if (!conj)
        return truth;
      return conjunction(w1.empty() ? a : truth, w2.empty() ? b : truth);
    }
    Guard out = conj ? conjunction(a, b) : disjunction(a, b);
    if (out.size() > 16) {
      why = "a condition with too many cases";
      return truth;
    }
    return out;
  }
  std::optional<unsigned> predicate;
  if (auto cmp = dyn_cast<arith::CmpIOp>(op))
    predicate = static_cast<unsigned>(cmp.getPredicate());
  else if (auto cmp = dyn_cast<LLVM::ICmpOp>(op))
    predicate = static_cast<unsigned>(cmp.getPredicate());
  if (!predicate) {
    why = "a condition computed by " + op->getName().getStringRef().str();
    return truth;
  }
  std::optional<unsigned> l = formOf(op->getOperand(0), why);
  std::optional<unsigned> r = l ? formOf(op->getOperand(1), why) : std::nullopt;
  if (!r) {
    why = "a condition on a value that " + why;
    return truth;
  }
  // eq ne slt sle sgt sge ult ule ugt uge; the untaken edge negates.
  static const unsigned negated[] = {1, 0, 5, 4, 3, 2, 9, 8, 7, 6};
  unsigned p = taken ? *predicate : negated[*predicate];
  unsigned lr = addForms(*l, *r, -1), rl = addForms(*r, *l, -1);
  SmallVector<Constraint, 2> extra;
  if (p >= 6) // unsigned: both sides are non-negative values
    extra = {{*l, false}, {*r, false}};
  auto with = [&](SmallVector<Constraint, 2> cs) {
    cs.append(extra.begin(), extra.end());
    return cs;
  };
  int64_t m1 = -1;
  switch (p) {
  case 0:
    return Guard{with({{lr, true}})};
  case 1:
    return Guard{with({{addForms(lr, constantForm(m1)), false}}),
                 with({{addForms(rl, constantForm(m1)), false}})};
  case 2: case 6: // l < r
    return Guard{with({{addForms(rl, constantForm(m1)), false}})};
  case 3: case 7: // l <= r
    return Guard{with({{rl, false}})};
  case 4: case 8: // l > r
    return Guard{with({{addForms(lr, constantForm(m1)), false}})};
  default: // l >= r
    return Guard{with({{lr, false}})};
  }
}

void FormReader::addGuards(Operation *op, Access &access) {
  // The edges every thread running `op` has taken: a join's ways hold only
  // what they share (ActiveLanes::takenEdges).
  for (const BranchConstraint *c : active.takenEdges(op->getBlock())) {
    if (isa<scf::ForOp, scf::IndexSwitchOp>(c->branch))
      continue; // the trip counter carries the bounds; switches below
    // Edge 0 is the true one only for a conditional branch (round 62 h2:
    // an i1 switch's edge 0 is its default).
    if (!c->isTrueOrFalseEdge()) {
      access.approximations.push_back(
          "a branch it cannot read (" +
          c->branch->getName().getStringRef().str() + ")");
      continue;
    }
    std::string why;
    Guard g = guardOf(c->condition, c->edge == 0, why);
    if (!why.empty())
      access.approximations.push_back("a guard on " + why);
    access.guards.push_back(std::move(g));
  }
  // ActiveLanes records no constraint for an scf.if whose condition is
  // block-uniform (it splits no lanes), but for two threads of different
  // blocks (`if (blockIdx.x == 0)`) or a launch argument it is a guard all
  // the same. Structured regions nest: every enclosing one holds.
  for (Block *block = op->getBlock(); block;
       block = active.enclosingOf(block)) {
    auto ifOp = dyn_cast_or_null<scf::IfOp>(block->getParentOp());
    if (!ifOp)
      continue;
    bool recorded = llvm::any_of(
        active.dependencesOf(block), [&](const ActiveLanes::Dependence &d) {
          return d.constraint.branch == ifOp.getOperation();
        });
    if (recorded)
      continue;
    bool inThen = block->getParent() == &ifOp.getThenRegion();
    std::string why;
    Guard g = guardOf(ifOp.getCondition(), inThen, why);
    if (!why.empty())
      access.approximations.push_back("a guard on " + why);
    access.guards.push_back(std::move(g));
  }
  addExitGuards(op, access);
  // An access in a case of an scf.index_switch runs where the flag is the
  // case's value, and in its default where it is none of them (issue 27
  // round 63b h4: a store in `case 0` of a switch on the thread id was a
  // race of threads 1 and 2).
  for (Operation *at = op->getParentOp(); at && at != kernel;
       at = at->getParentOp()) {
    auto sw = dyn_cast<scf::IndexSwitchOp>(at);
    if (!sw)
      continue;
    std::string why;
    std::optional<unsigned> flag = formOf(sw.getArg(), why);
    if (!flag) {
      access.approximations.push_back("a switch on a value that " + why);
      continue;
    }
    auto isCase = [&](int64_t value) {
      return SmallVector<Constraint, 2>{
          {addForms(*flag, constantForm(-value)), true}};
    };
    Guard g;
    ArrayRef<int64_t> cases = sw.getCases();
    for (unsigned i = 0; i < cases.size(); ++i)
      if (sw.getCaseRegions()[i].isAncestor(op->getParentRegion()))
        g.push_back(isCase(cases[i]));
    if (g.empty()) {
      // The default: below or above each case's value.
      g.push_back({});
      for (int64_t value : cases) {
        Guard other{{{addForms(constantForm(value - 1), *flag, -1), false}},
                    {{addForms(*flag, constantForm(-value - 1)), false}}};
        g = conjunction(g, other);
        if (g.size() > 16)
          break;
      }
      if (g.size() > 16) {
        access.approximations.push_back(
            "the default of a switch with too many cases");
        continue;
      }
    }
    access.guards.push_back(std::move(g));
  }
  // An access in the body of an scf.for runs only where the loop runs at
  // least once, lb < ub (the trip counter carries the bounds only when the
  // index reads it): `for (k = 0; k < t % 2; ++k) s[10] = ...` is not run
  // by even threads.
  for (Operation *at = op->getParentOp(); at && at != kernel;
       at = at->getParentOp()) {
    auto forOp = dyn_cast<scf::ForOp>(at);
    if (!forOp)
      continue;
    std::string why;
    std::optional<unsigned> lb = formOf(forOp.getLowerBound(), why);
    std::optional<unsigned> ub = formOf(forOp.getUpperBound(), why);
    std::optional<unsigned> step = formOf(forOp.getStep(), why);
    if (!lb || !ub || !step || !isPositive(*step)) {
      access.approximations.push_back("a loop bound it cannot read (" + why +
                                      ")");
      continue;
    }
    Guard g;
    g.push_back({Constraint{addForms(addForms(*ub, *lb, -1), constantForm(-1)),
                            false}});
    access.guards.push_back(std::move(g));
  }
}

void FormReader::addExitGuards(Operation *op, Access &access) {
  // Threads that ran an exit are gone: an access after `scf.if %p {
  // nvvm.exit }` runs only where !p (issue 27 round 63b: `if (tid != 0)
  // exit; out[0] = tid` was a race of threads 1 and 2).
  for (Operation *at = op; at && at != kernel; at = at->getParentOp()) {
    Block *block = at->getBlock();
    if (!block)
      break;
    auto [it, inserted] = exitingIfs.try_emplace(block);
    if (inserted)
      for (Operation &candidate : *block)
        if (auto ifOp = dyn_cast<scf::IfOp>(candidate))
          for (bool inThen : {true, false}) {
            Region &region =
                inThen ? ifOp.getThenRegion() : ifOp.getElseRegion();
            if (!region.empty() &&
                llvm::any_of(region.front(), [](Operation &inner) {
                  return mlir::warptile::isExitOrTrap(&inner);
                }))
              it->second.push_back({ifOp, inThen});
          }
    for (auto [ifOp, inThen] : it->second) {
      if (!ifOp->isBeforeInBlock(at))
        continue;
      std::string why;
      Guard g = guardOf(cast<scf::IfOp>(ifOp).getCondition(), !inThen, why);
      if (!why.empty())
        access.approximations.push_back("an exit on " + why);
      access.guards.push_back(std::move(g));
    }
  }
}

//===----------------------------------------------------------------------===//
// Barrier epochs
//===----------------------------------------------------------------------===//

bool FormReader::parentHoldsBarrier(Operation *op) {
  auto [it, inserted] = holdsCache.try_emplace(op, false);
  if (inserted)
    it->second = holdsBarrier(op);
  return it->second;
}

std::optional<int64_t> FormReader::barriersBefore(Operation *at) {
  Block *block = at->getBlock();
  auto [it, inserted] = barrierPrefix.try_emplace(block);
  if (inserted) {
    // One pass over the block: the count before each op, -1 once an op
    // holding a nested barrier has passed.
    int64_t count = 0;
    for (Operation &op : *block) {
      it->second[&op] = count;
      if (count < 0)
        continue;
      if (isBlockBarrier(&op))
        ++count;
      else if (holdsBarrier(&op))
        count = -1;
    }
  }
  int64_t count = it->second.lookup(at);
  if (count < 0)
    return std::nullopt;
  return count;
}

std::optional<unsigned> FormReader::epochOf(Operation *op, std::string &why) {
  unsigned epoch = constantForm(0);
  Operation *at = op;
  while (true) {
    Block *block = at->getBlock();
    Operation *parent = block->getParentOp();
    bool top = parent == kernel || isa<gpu::LaunchOp>(parent);
    if (top && !block->getParent()->hasOneBlock()) {
      // Unstructured control flow: barriers counted along every path.
      if (!epochsComputed) {
        epochsComputed = true;
        Region &region = *block->getParent();
        llvm::ReversePostOrderTraversal<Region *> rpo(&region);
        llvm::DenseMap<Block *, std::optional<int64_t>> exits;
        bool consistent = true;
        for (Block *b : rpo) {
          std::optional<int64_t> entry;
          bool first = true, known = true;
          for (Block *pred : b->getPredecessors()) {
            auto it = exits.find(pred);
            if (it == exits.end())
              continue; // a back edge: checked below
            if (!it->second || (!first && entry != it->second))
              known = false;
            entry = it->second;
            first = false;
          }
          if (b->isEntryBlock())
            entry = 0;
          if (!known)
            entry = std::nullopt;
          blockEpochs[b] = entry;
          std::optional<int64_t> exit = entry;
          for (Operation &inner : *b) {
            if (isBlockBarrier(&inner)) {
              if (exit)
                ++*exit;
            } else if (holdsBarrier(&inner)) {
              exit = std::nullopt;
            }
          }
          exits[b] = exit;
        }
        // A back edge must bring the count it left with.
        for (Block *b : rpo)
          for (Block *pred : b->getPredecessors())
            if (exits.lookup(pred) != blockEpochs.lookup(b))
              consistent = false;
        if (!consistent)
          for (auto &entry : blockEpochs)
            entry.second = std::nullopt;
      }
      std::optional<int64_t> entry = blockEpochs.lookup(block);
      if (!entry) {
        why = "barriers in a loop or on only some paths before it";
        return std::nullopt;
      }
      std::optional<int64_t> before = barriersBefore(at);
      if (!before) {
        why = "a barrier inside a branch or loop before it";
        return std::nullopt;
      }
      return addForms(epoch, constantForm(*entry + *before));
    }
    std::optional<int64_t> count = barriersBefore(at);
    if (!count) {
      why = "a barrier inside a branch or loop before it";
      return std::nullopt;
    }
    epoch = addForms(epoch, constantForm(*count));
    if (top)
      return epoch;
    if (!block->getParent()->hasOneBlock()) {
      why = "barriers in a nested control-flow region";
      if (parentHoldsBarrier(parent))
        return std::nullopt;
    }
    if (auto loop = dyn_cast<scf::ForOp>(parent)) {
      // The terminator is no barrier: the count before it is the body's.
      std::optional<int64_t> perTrip = barriersBefore(&block->back());
      if (!perTrip) {
        why = "a loop whose barriers are nested in branches or loops";
        return std::nullopt;
      }
      if (*perTrip) {
        std::string ignored;
        if (!formOf(loop.getInductionVar(), ignored)) {
          why = "a loop with barriers whose trips it cannot count";
          return std::nullopt;
        }
        auto key = std::make_tuple(int(Term::Iter), 0u, 0u, 0u, int64_t(0),
                                   Value(loop.getInductionVar())
                                       .getAsOpaquePointer());
        unsigned k = termIds.at(key);
        epoch = addForms(epoch, scaleForm(termForm(k), *perTrip));
      }
    } else if (!isa<scf::IfOp>(parent) && parentHoldsBarrier(parent)) {
      why = "barriers in a " + parent->getName().getStringRef().str();
      return std::nullopt;
    }
    at = parent;
  }
}

//===----------------------------------------------------------------------===//
// Buffers
//===----------------------------------------------------------------------===//

/// The address space a memref's memory space names: 3 shared, 5 private
/// (not shared between threads), otherwise global.
static std::optional<Space> spaceOfMemref(MemRefType type) {
  Attribute space = type.getMemorySpace();
  if (auto gpuSpace = dyn_cast_or_null<gpu::AddressSpaceAttr>(space)) {
    if (gpuSpace.getValue() == gpu::AddressSpace::Workgroup)
      return Space::Shared;
    if (gpuSpace.getValue() == gpu::AddressSpace::Private)
      return std::nullopt;
  }
  if (auto number = dyn_cast_or_null<IntegerAttr>(space)) {
    if (number.getInt() == 3)
      return Space::Shared;
    if (number.getInt() == 5)
      return std::nullopt;
  }
  return Space::Global;
}

bool FormReader::readMemref(Value memref, ValueRange indices, Access &access,
                            std::string &why) {
  auto type = dyn_cast<MemRefType>(memref.getType());
  // A graph region lets casts be a cycle (issue 27 round 55a).
  unsigned casts = 0;
  while (auto cast = memref.getDefiningOp<memref::CastOp>()) {
    if (++casts > 1024) {
      why = "its memref is a chain of more than 1024 casts";
      return false;
    }
    memref = cast.getSource();
  }
  std::optional<Space> space = type ? spaceOfMemref(type) : std::nullopt;
  if (!space) {
    access.base = nullptr; // private memory: no other thread sees it
    return true;
  }
  access.space = *space;
  if (auto arg = dyn_cast<BlockArgument>(memref)) {
    auto func = dyn_cast<gpu::GPUFuncOp>(arg.getOwner()->getParentOp());
    if (arg.getOwner()->getParentOp() != kernel || !arg.getOwner()->isEntryBlock()) {
      why = "it accesses a memref the checker cannot follow to its buffer";
      return false;
    }
    if (func && llvm::is_contained(func.getPrivateAttributions(), arg)) {
      access.base = nullptr;
      return true;
    }
    if (func && llvm::is_contained(func.getWorkgroupAttributions(), arg)) {
      access.space = Space::Shared;
      access.buffer = "workgroup buffer " +
                      std::to_string(arg.getArgNumber() - func.getNumArguments());
    } else {
      access.buffer = "argument " + std::to_string(arg.getArgNumber());
    }
    access.base = arg.getAsOpaquePointer();
  } else if (auto global = memref.getDefiningOp<memref::GetGlobalOp>()) {
    Operation *symbol =
        SymbolTable::lookupNearestSymbolFrom(global, global.getNameAttr());
    access.base = symbol ? (const void *)symbol
                         : global.getNameAttr().getAsOpaquePointer();
    access.buffer = "@" + global.getName().str();
  } else if (memref.getDefiningOp<memref::AllocaOp>()) {
    access.base = nullptr;
    return true;
  } else {
    why = "it accesses a memref the checker cannot follow to its buffer";
    return false;
  }
  for (Value index : indices) {
    std::optional<unsigned> f = formOf(index, why);
    if (!f) {
      why = "the index is not affine: " + why;
      return false;
    }
    access.index.push_back(*f);
  }
  if (access.index.empty())
    access.index.push_back(constantForm(0));
  return true;
}

bool races::isByValueArgument(Operation *kernel, Value value) {
  auto arg = dyn_cast<BlockArgument>(value);
  auto func = dyn_cast_or_null<FunctionOpInterface>(kernel);
  if (!arg || !func || arg.getOwner()->getParentOp() != kernel ||
      !arg.getOwner()->isEntryBlock() ||
      !isa<LLVM::LLVMPointerType>(arg.getType()))
    return false;
  return static_cast<bool>(func.getArgAttr(
      arg.getArgNumber(), LLVM::LLVMDialect::getByValAttrName()));
}

bool mlir::warp::races::isScalableSized(Type type) {
  if (auto vector = dyn_cast<VectorType>(type))
    return vector.isScalable();
  if (auto array = dyn_cast<LLVM::LLVMArrayType>(type))
    return isScalableSized(array.getElementType());
  if (auto record = dyn_cast<LLVM::LLVMStructType>(type))
    return !record.isOpaque() &&
           llvm::any_of(record.getBody(),
                        [](Type field) { return isScalableSized(field); });
  return false;
}

bool FormReader::readPointer(Value ptr, Access &access, std::string &why) {
  DataLayout layout = DataLayout::closest(access.op);
  unsigned offset = constantForm(0);
  std::string indexWhy;
  // A graph region lets a chain of GEPs be a cycle (issue 27 round 55a).
  for (unsigned steps = 0;; ++steps) {
    if (steps > 1024) {
      why = "its address is a chain of more than 1024 GEPs and casts";
      return false;
    }
    Operation *def = ptr.getDefiningOp();
    if (auto gep = dyn_cast_or_null<LLVM::GEPOp>(def)) {
      Type type = gep.getElemType();
      bool first = true;
      for (auto index : gep.getIndices()) {
        if (!first) {
          if (auto array = dyn_cast<LLVM::LLVMArrayType>(type)) {
            type = array.getElementType();
          } else {
            if (indexWhy.empty())
              indexWhy = "it indexes into a struct";
            break;
          }
        }
        first = false;
        std::optional<unsigned> f;
        if (auto v = llvm::dyn_cast_if_present<Value>(index)) {
          std::string w;
          f = formOf(v, w);
          if (!f) {
            if (indexWhy.empty())
              indexWhy = "the index is not affine: " + w;
            f = constantForm(0);
          }
        } else {
          f = constantForm(llvm::cast<IntegerAttr>(index).getInt());
        }
        // A scalable vector's size is not known (round 56a: LLVM's
        // TypeSize stops the program on it).
        if (isScalableSized(type)) {
          why = "it indexes a scalable vector type, whose size is not known";
          return false;
        }
        int64_t size = layout.getTypeSize(type);
        offset = addForms(offset, scaleForm(*f, size));
      }
      ptr = gep.getBase();
      continue;
    }
    if (auto cast = dyn_cast_or_null<LLVM::AddrSpaceCastOp>(def)) {
      ptr = cast.getArg();
      continue;
    }
    break;
  }
  access.index.push_back(offset);
  access.bytes = true;
  if (isByValueArgument(kernel, ptr)) {
    access.base = nullptr; // the thread's own copy of a by-value argument
    return true;
  }
  if (auto arg = dyn_cast<BlockArgument>(ptr)) {
    if (arg.getOwner()->getParentOp() == kernel &&
        arg.getOwner()->isEntryBlock()) {
      // Pointer arguments point to global memory (trusted, as CUDA passes
      // them), and two arguments do not alias.
      access.base = arg.getAsOpaquePointer();
      access.space = Space::Global;
      access.buffer = "argument " + std::to_string(arg.getArgNumber());
      why = indexWhy;
      return indexWhy.empty();
    }
  }
  if (auto address = ptr.getDefiningOp<LLVM::AddressOfOp>()) {
    auto global = dyn_cast_or_null<LLVM::GlobalOp>(
        SymbolTable::lookupNearestSymbolFrom(address, address.getGlobalNameAttr()));
    if (!global) {
      why = "it accesses a symbol that is not a global variable";
      return false;
    }
    unsigned space = global.getAddrSpace();
    if (space == 4 || space == 5 || global.getConstant()) {
      access.base = nullptr; // constant or local memory
      return true;
    }
    access.base = global.getOperation();
    access.space = space == 3 ? Space::Shared : Space::Global;
    access.buffer = "@" + global.getSymName().str();
    why = indexWhy;
    return indexWhy.empty();
  }
  if (ptr.getDefiningOp<LLVM::AllocaOp>()) {
    access.base = nullptr;
    return true;
  }
  why = "it accesses memory through a pointer the checker cannot follow to "
        "its buffer";
  return false;
}

void FormReader::collect(
    SmallVectorImpl<Access> &accesses,
    SmallVectorImpl<std::pair<Operation *, std::string>> &opaque) {
  kernel->walk([&](Operation *op) {
    Access access;
    access.op = op;
    std::string why;
    bool read = false, known = true;
    if (isa<LLVM::LoadOp, LLVM::StoreOp, LLVM::AtomicRMWOp,
            LLVM::AtomicCmpXchgOp>(op) &&
        (llvm::any_of(op->getOperandTypes(), isScalableSized) ||
         llvm::any_of(op->getResultTypes(), isScalableSized))) {
      opaque.push_back({op, "it accesses a scalable vector, whose size the "
                            "checker cannot know"});
      return;
    }
    if (auto store = dyn_cast<memref::StoreOp>(op)) {
      access.write = true;
      known = readMemref(store.getMemRef(), store.getIndices(), access, why);
      read = true;
    } else if (auto load = dyn_cast<memref::LoadOp>(op)) {
      access.write = false;
      known = readMemref(load.getMemRef(), load.getIndices(), access, why);
      read = true;
    } else if (auto store = dyn_cast<LLVM::StoreOp>(op)) {
      access.atomic = store.getOrdering() != LLVM::AtomicOrdering::not_atomic ||
                      store.getVolatile_();
      access.write = true;
      access.size = DataLayout::closest(op).getTypeSize(
          store.getValue().getType());
      known = readPointer(store.getAddr(), access, why);
      read = true;
    } else if (auto load = dyn_cast<LLVM::LoadOp>(op)) {
      access.atomic = load.getOrdering() != LLVM::AtomicOrdering::not_atomic ||
                      load.getVolatile_();
      access.write = false;
      access.size = DataLayout::closest(op).getTypeSize(load.getType());
      known = readPointer(load.getAddr(), access, why);
      read = true;
    } else if (auto rmw = dyn_cast<memref::AtomicRMWOp>(op)) {
      access.atomic = access.write = true;
      known = readMemref(rmw.getMemref(), rmw.getIndices(), access, why);
      read = true;
    } else if (auto rmw = dyn_cast<memref::GenericAtomicRMWOp>(op)) {
      access.atomic = access.write = true;
      known = readMemref(rmw.getMemref(), rmw.getIndices(), access, why);
      read = true;
    } else if (auto rmw = dyn_cast<LLVM::AtomicRMWOp>(op)) {
      access.atomic = access.write = true;
      access.size =
          DataLayout::closest(op).getTypeSize(rmw.getVal().getType());
      known = readPointer(rmw.getPtr(), access, why);
      read = true;
    } else if (auto cas = dyn_cast<LLVM::AtomicCmpXchgOp>(op)) {
      access.atomic = access.write = true;
      access.size =
          DataLayout::closest(op).getTypeSize(cas.getCmp().getType());
      known = readPointer(cas.getPtr(), access, why);
      read = true;
    } else if (isa<LLVM::MemcpyOp, LLVM::MemmoveOp, LLVM::MemsetOp,
                   LLVM::MemcpyInlineOp, LLVM::MemsetInlineOp>(op)) {
      opaque.push_back({op, "a " + op->getName().getStringRef().str() +
                                " writes memory the checker does not "
                                "follow"});
      return;
    } else if (auto call = dyn_cast<CallOpInterface>(op)) {
      bool pointers = llvm::any_of(op->getOperandTypes(), [](Type t) {
        return isa<LLVM::LLVMPointerType, MemRefType>(t);
      });
      std::string callee = "a function";
      if (auto symbol = dyn_cast_if_present<SymbolRefAttr>(
              call.getCallableForCallee()))
        callee = symbol.getLeafReference().str();
      // libdevice's math (__nv_expf, ...) takes values and writes nothing.
      if (!pointers && StringRef(callee).starts_with("__nv_"))
        return;
      opaque.push_back({op, "it calls " + callee +
                                ", and the checker does not follow accesses "
                                "into callees"});
      return;
    } else {
      // Any other op that writes through a memref or pointer operand (a
      // vector store, cp.async, memref.copy): not read, so undecided. So is
      // one whose effects are not declared and that takes an address
      // (`llvm.intr.masked.store`, `llvm.call_intrinsic "llvm.memset..."`:
      // round 34), and a declared write that names no address of an op
      // that takes one.
      bool takesAddress = llvm::any_of(op->getOperandTypes(), [](Type t) {
        return isa<LLVM::LLVMPointerType, MemRefType>(t);
      });
      auto undecided = [&](bool declared) {
        std::string name = op->getName().getStringRef().str();
        if (auto intrinsic = dyn_cast<LLVM::CallIntrinsicOp>(op))
          name += " \"" + intrinsic.getIntrin().str() + "\"";
        opaque.push_back({op, std::string(declared ? "it writes" : "it may write") +
                                  " memory through " + name +
                                  ", which the checker does not read"});
      };
      auto effects = dyn_cast<MemoryEffectOpInterface>(op);
      if (!effects) {
        if (takesAddress &&
            !op->hasTrait<OpTrait::HasRecursiveMemoryEffects>())
          undecided(/*declared=*/false);
        return;
      }
      SmallVector<MemoryEffects::EffectInstance> list;
      effects.getEffects(list);
      for (const MemoryEffects::EffectInstance &e : list)
        if (isa<MemoryEffects::Write>(e.getEffect()) &&
            (e.getValue() ? isa<LLVM::LLVMPointerType, MemRefType>(
                                e.getValue().getType())
                          : takesAddress)) {
          undecided(/*declared=*/true);
          return;
        }
    }
    if (!read)
      return;
    if (!known) {
      access.failure = why;
      accesses.push_back(std::move(access));
      return;
    }
    if (!access.base)
      return; // private, local or constant memory
    addGuards(op, access);
    access.epoch = epochOf(op, access.epochWhy);
    accesses.push_back(std::move(access));
  });
}
