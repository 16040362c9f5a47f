//===- Disjointness.cpp - Whether two memrefs of a launch may overlap -----===//
//
// Part of warptile.
//
// Provenance alone says "may overlap" whenever two values share a root,
// which rejects safe programs: `x[0:1024]` read beside `x[1024:2048]`
// written, Jacobi's ping-pong buffers (a loop's iter_args are {x, y} and
// {y, x}), and `@step(x, y); @step(y, x)` (the union of the call sites
// passes both buffers to both parameters). The pairwise check here knows
// three facts more:
//
//  * Static subviews of one buffer with an identity layout whose index
//    boxes are disjoint along some dimension share no element (a subview
//    stays inside its source: assumption 2 of the rationale).
//  * Two values carried by one `scf.for`/`scf.while`/`affine.for` are
//    disjoint in every iteration if their initial values are and the
//    loop yields disjoint values for them, given that they were disjoint
//    in the iteration before (the loop may permute them).
//  * Two arguments of a function are disjoint in every call if every call
//    site in the module passes disjoint values there, given that the
//    caller's own arguments are disjoint (recursion that swaps them).
//
// The last two are a greatest fixpoint: a pair being decided is assumed
// disjoint. That is sound by induction on the execution: each step goes
// from a value to the values it was made from, earlier in time, down to
// roots (distinct allocations, globals and the arguments the caller
// outside the module passes, which the rationale trusts to be distinct).
//
//===----------------------------------------------------------------------===//

#include "Disjointness.h"

#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Interfaces/FunctionInterfaces.h"
#include "mlir/Interfaces/LoopLikeInterface.h"
#include "llvm/ADT/ScopeExit.h"
#include "llvm/Support/CheckedArithmetic.h"

using namespace mlir;
using namespace mlir::tile;

/// Views followed to their buffer at most: a graph region (a module's top
/// level) may make a cycle of casts, which had no end (issue 27 round 53).
static constexpr unsigned kMaxViewSteps = 256;

/// The buffer a view of it stays inside: the source through the views T13
/// lets a launched buffer pass (casts, subviews, reshapes, transposes) and
/// `memref.assume_alignment` (an identity view). Null past kMaxViewSteps.
static Value viewedBuffer(Value value) {
  for (unsigned steps = 0; Operation *def = value.getDefiningOp(); ++steps) {
    if (!isa<memref::CastOp, memref::SubViewOp, memref::ExpandShapeOp,
             memref::CollapseShapeOp, memref::TransposeOp,
             memref::AssumeAlignmentOp>(def))
      break;
    if (steps == kMaxViewSteps)
      return Value();
    value = def->getOperand(0);
  }
  return value;
}

namespace {
/// The elements of a buffer a static subview chain reaches, as a box of
/// its index space: per dimension, the first and last index.
struct Box {
  Value base;
  SmallVector<std::pair<int64_t, int64_t>> ranges;
  bool empty = false;
};
} // namespace

/// The box of `value` in the buffer below its casts, alignment assumptions
/// and rank-preserving static subviews, if that buffer has an identity
/// layout (distinct indices, distinct elements), static sizes past the
/// first dimension, and the box lies inside it.
static std::optional<Box> boxOf(Value value) {
  SmallVector<memref::SubViewOp> subviews;
  for (unsigned steps = 0; Operation *def = value.getDefiningOp(); ++steps) {
    if (steps == kMaxViewSteps)
      return std::nullopt;
    if (auto subview = dyn_cast<memref::SubViewOp>(def)) {
      if (subview.getSourceType().getRank() != subview.getType().getRank() ||
          !subview.getOffsets().empty() || !subview.getSizes().empty() ||
          !subview.getStrides().empty())
        return std::nullopt;
      subviews.push_back(subview);
    } else if (!isa<memref::CastOp, memref::AssumeAlignmentOp>(def)) {
      break;
    }
    value = def->getOperand(0);
  }
  auto type = dyn_cast<MemRefType>(value.getType());
  if (!type || !type.getLayout().isIdentity())
    return std::nullopt;
  int64_t rank = type.getRank();
  // Per dimension: the first index, the step and the count.
  SmallVector<int64_t> first(rank, 0), step(rank, 1);
  SmallVector<int64_t> count(type.getShape());
  for (memref::SubViewOp subview : llvm::reverse(subviews)) {
    if (subview.getType().getRank() != rank)
      return std::nullopt;
    for (int64_t d = 0; d < rank; ++d) {
      std::optional<int64_t> offset =
          llvm::checkedMul(subview.getStaticOffsets()[d], step[d]);
      std::optional<int64_t> start =
          offset ? llvm::checkedAdd(first[d], *offset) : std::nullopt;
      std::optional<int64_t> stride =
          llvm::checkedMul(step[d], subview.getStaticStrides()[d]);
      if (!start || !stride || *stride <= 0)
        return std::nullopt;
      first[d] = *start, step[d] = *stride;
      count[d] = subview.getStaticSizes()[d];
    }
  }
  Box box{value, {}, false};
  for (int64_t d = 0; d < rank; ++d) {
    if (count[d] == 0)
      box.empty = true;
    int64_t last = INT64_MAX;
    if (!ShapedType::isDynamic(count[d])) {
      std::optional<int64_t> span = llvm::checkedMul(count[d] - 1, step[d]);
      std::optional<int64_t> end =
          span ? llvm::checkedAdd(first[d], *span) : std::nullopt;
      if (!end)
        return std::nullopt;
      last = *end;
    }
    // Inside the buffer: an index past a row's end would be the next
    // row's (MLIR checks a subview's static bounds only against a static
    // source, and a cast can make the source dynamic). Past the last row
    // is past the buffer, which a subview does not reach (assumption 2).
    int64_t size = type.getDimSize(d);
    if (first[d] < 0 || (d > 0 && ShapedType::isDynamic(size)) ||
        (!ShapedType::isDynamic(size) && !box.empty && last >= size))
      return std::nullopt;
    box.ranges.push_back({first[d], last});
  }
  return box;
}

/// Whether two boxes of one buffer share no index.
static bool disjointBoxes(const Box &a, const Box &b) {
  if (a.empty || b.empty)
    return true;
  for (auto [ra, rb] : llvm::zip(a.ranges, b.ranges))
    if (ra.second < rb.first || rb.second < ra.first)
      return true;
  return false;
}

static std::pair<Value, Value> ordered(Value a, Value b) {
  return a.getAsOpaquePointer() < b.getAsOpaquePointer() ? std::pair(a, b)
                                                         : std::pair(b, a);
}

/// The loops whose iter_args are carried in program order.
static bool isSequentialLoop(Operation *op) {
  return isa<scf::ForOp, scf::WhileOp>(op) ||
         (op->getName().getStringRef() == "affine.for" &&
          isa<LoopLikeOpInterface>(op));
}

bool OverlapCheck::mayOverlap(Value a, Value b) {
  // Each step down a chain of loops or calls is a frame: past kMaxDepth
  // the pair may overlap (round 53: 14,000 chained loops, and two loops of
  // a module's top level forwarding each other's results, overflowed the
  // stack before the budget ran out).
  if (--budget < 0 || depth >= kMaxDepth) {
    stopped = true;
    return true;
  }
  if (a == b)
    return true;
  std::optional<Box> boxA = boxOf(a), boxB = boxOf(b);
  if (boxA && boxB && boxA->base == boxB->base)
    return !disjointBoxes(*boxA, *boxB);
  Value baseA = viewedBuffer(a), baseB = viewedBuffer(b);
  if (!baseA || !baseB) {
    stopped = true;
    return true;
  }
  if (baseA == baseB)
    return true;
  std::pair<Value, Value> key = ordered(baseA, baseB);
  if (overlapping.contains(key))
    return true;
  if (assumed.contains(key) || disjoint.contains(key))
    return false;
  ++depth;
  llvm::scope_exit leave([&] { --depth; });
  bool result;
  auto argA = dyn_cast<BlockArgument>(baseA);
  auto argB = dyn_cast<BlockArgument>(baseB);
  auto resultA = dyn_cast<OpResult>(baseA);
  auto resultB = dyn_cast<OpResult>(baseB);
  if (argA && argB && argA.getOwner() == argB.getOwner() &&
      argA.getOwner()->isEntryBlock() &&
      isa<FunctionOpInterface>(argA.getOwner()->getParentOp())) {
    result = argumentsOverlap(argA, argB);
  } else if (argA && argB && argA.getOwner() == argB.getOwner() &&
             isSequentialLoop(argA.getOwner()->getParentOp())) {
    result = carriedOverlap(argA, argB);
  } else if (resultA && resultB && resultA.getOwner() == resultB.getOwner() &&
             isSequentialLoop(resultA.getOwner())) {
    // After the loop: the values of its last iteration, or its initial
    // values when it ran none.
    Operation *loop = resultA.getOwner();
    unsigned i = resultA.getResultNumber(), j = resultB.getResultNumber();
    if (auto whileOp = dyn_cast<scf::WhileOp>(loop)) {
      OperandRange out = whileOp.getConditionOp().getArgs();
      result = mayOverlap(out[i], out[j]);
    } else {
      auto like = cast<LoopLikeOpInterface>(loop);
      OpOperand *initA = like.getTiedLoopInit(resultA);
      OpOperand *initB = like.getTiedLoopInit(resultB);
      auto yielded = like.getYieldedValuesMutable();
      result = !initA || !initB || !yielded ||
               mayOverlap(initA->get(), initB->get()) ||
               mayOverlap((*yielded)[i].get(), (*yielded)[j].get());
    }
  } else {
    result = overlapOfRoots(computeProvenance(baseA), computeProvenance(baseB));
  }
  if (result)
    overlapping.insert(key);
  else if (assumed.empty())
    disjoint.insert(key);
  return result;
}

bool OverlapCheck::overlapOfRoots(const Provenance &a, const Provenance &b) {
  if (!a.isKnown() || !b.isKnown())
    return true;
  for (const BufferRoot &ra : a.roots)
    for (const BufferRoot &rb : b.roots) {
      if (ra == rb)
        return true;
      bool argumentsOfOneFunction =
          ra.kind == BufferRoot::Kind::Argument &&
          rb.kind == BufferRoot::Kind::Argument &&
          cast<BlockArgument>(ra.value).getOwner() ==
              cast<BlockArgument>(rb.value).getOwner();
      if (argumentsOfOneFunction) {
        if (mayOverlap(ra.value, rb.value))
          return true;
        continue;
      }
      if (!expand || (ra.kind != BufferRoot::Kind::Argument &&
                      rb.kind != BufferRoot::Kind::Argument))
        continue;
      // Roots of different functions: what every caller may pass there.
      Provenance ea, eb;
      ea.roots.push_back(ra);
      eb.roots.push_back(rb);
      expand(ea);
      expand(eb);
      if (!ea.isKnown() || !eb.isKnown() || ea.sharesRootWith(eb))
        return true;
    }
  return false;
}

bool OverlapCheck::argumentsOverlap(BlockArgument a, BlockArgument b) {
  if (!callers)
    return false; // The caller outside the module is trusted.
  auto sites = callers->find(a.getOwner()->getParentOp());
  if (sites == callers->end())
    return false;
  std::pair<Value, Value> key = ordered(a, b);
  assumed.insert(key);
  bool result = false;
  for (CallOpInterface call : sites->second) {
    OperandRange operands = call.getArgOperands();
    if (a.getArgNumber() >= operands.size() ||
        b.getArgNumber() >= operands.size() ||
        mayOverlap(operands[a.getArgNumber()], operands[b.getArgNumber()])) {
      result = true;
      break;
    }
  }
  assumed.erase(key);
  return result;
}

bool OverlapCheck::carriedOverlap(BlockArgument a, BlockArgument b) {
  Operation *loop = a.getOwner()->getParentOp();
  std::pair<Value, Value> key = ordered(a, b);
  bool result;
  if (auto whileOp = dyn_cast<scf::WhileOp>(loop);
      whileOp && a.getOwner() == whileOp.getAfterBody()) {
    // The after region receives what the condition forwards.
    OperandRange forwarded = whileOp.getConditionOp().getArgs();
    result = mayOverlap(forwarded[a.getArgNumber()],
                        forwarded[b.getArgNumber()]);
    return result;
  }
  auto like = cast<LoopLikeOpInterface>(loop);
  OpOperand *initA = like.getTiedLoopInit(a), *initB = like.getTiedLoopInit(b);
  OpOperand *yieldA = like.getTiedLoopYieldedValue(a);
  OpOperand *yieldB = like.getTiedLoopYieldedValue(b);
  if (!initA || !initB || !yieldA || !yieldB)
    return overlapOfRoots(computeProvenance(a), computeProvenance(b));
  if (mayOverlap(initA->get(), initB->get()))
    return true;
  assumed.insert(key);
  result = mayOverlap(yieldA->get(), yieldB->get());
  assumed.erase(key);
  return result;
}
