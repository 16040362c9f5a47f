//===- AssignLayouts.cpp - The tile-assign-layouts pass -------------------===//
//
// Part of warptile. Chooses how each tile value of a kernel is spread over
// the threads of a block, and records it on the IR so that a user can read
// it and --convert-tile-to-gpu can lower each op by it.
//
//===----------------------------------------------------------------------===//

#include "EpilogueLayouts.h"
#include "LayoutAssignment.h"
#include "warptile/Dialect/Tile/Transforms/Layouts.h"
#include "warptile/Dialect/Tile/Transforms/Passes.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/IR/Matchers.h"
#include <numeric>

namespace mlir {
namespace tile {
#define GEN_PASS_DEF_TILEASSIGNLAYOUTSPASS
#include "warptile/Dialect/Tile/Transforms/Passes.h.inc"
} // namespace tile
} // namespace mlir

using namespace mlir;
using namespace mlir::tile;
using namespace mlir::tile::detail;

/// Why a hand-written blocked `layout` cannot lay out a tile of `shape`
/// over `numWarps` warps without replication; empty when it can.
static std::string unfitReason(BlockedLayoutAttr layout,
                               ArrayRef<int64_t> shape, int64_t numWarps) {
  if (layout.getRank() != static_cast<int64_t>(shape.size()))
    return "has " + std::to_string(layout.getRank()) +
           " dimensions, the tile " + std::to_string(shape.size());
  if (layout.getNumWarps() != numWarps)
    return "spreads over " + std::to_string(layout.getNumWarps()) +
           " warps, the kernel has " + std::to_string(numWarps);
  if (!coversTile(layout, shape))
    for (auto [d, size] : llvm::enumerate(shape))
      if (size % layout.getFootprint(d) != 0)
        return "covers " + std::to_string(layout.getFootprint(d)) +
               " elements of dimension " + std::to_string(d) +
               ", which neither divide its " + std::to_string(size) +
               " nor repeat it a whole number of times in whole "
               "'sizePerThread' runs (a partial layout)";
  return "";
}

Outcome LayoutAssignment::setDefault(Operation *op, Value value) {
  auto type = cast<RankedTensorType>(value.getType());
  // A layout written by hand on the op is respected where it fits.
  if (Attribute own = op->getAttr(kLayoutAttrName)) {
    auto blocked = dyn_cast<BlockedLayoutAttr>(own);
    if (!blocked)
      return fail(op, Outcome::Unsupported,
                  "the hand-written 'tile.layout' of '" +
                      op->getName().getStringRef() +
                      "' is not a '#tile.blocked' layout, the only kind "
                      "its tile can have");
    std::string reason = unfitReason(blocked, type.getShape(), numWarps);
    if (!reason.empty())
      return fail(op, Outcome::Unsupported,
                  "the hand-written 'tile.layout' of '" +
                      op->getName().getStringRef() + "' " + reason);
    layouts[value] = blocked;
    return Outcome::Fits;
  }
  unsigned bits = elementBits(type.getElementType());
  BlockedLayoutAttr layout =
      getDefaultLayout(context, type.getShape(), bits, numWarps);
  if (layout)
    ++unreplicated;
  else if (replication == Replication::Any ||
           (replication == Replication::TooSmallForOneWarp &&
            !getDefaultLayout(context, type.getShape(), bits, 1)))
    layout = getDefaultLayout(context, type.getShape(), bits, numWarps,
                              /*replicate=*/true);
  if (!layout) {
    std::string shape;
    llvm::raw_string_ostream os(shape);
    os << type;
    return fail(op, Outcome::TooSmall,
                "a tile of type " + shape + " is too small to give each of " +
                    Twine(numWarps * 32) +
                    " threads its own elements, and its thread positions "
                    "do not divide the threads (no replicated layout)");
  }
  layouts[value] = layout;
  return Outcome::Fits;
}

Outcome LayoutAssignment::run() {
  WalkResult result = kernel.getBody().walk<WalkOrder::PreOrder>(
      [&](Operation *op) {
        Outcome outcome = forward(op);
        if (outcome != Outcome::Fits)
          return WalkResult::interrupt();
        // Regions were judged with their op.
        return op->getNumRegions() ? WalkResult::skip()
                                   : WalkResult::advance();
      });
  if (result.wasInterrupted())
    return failure;
  if (Outcome outcome = resolveFollowers(); outcome != Outcome::Fits)
    return outcome;
  if (Outcome outcome = checkHandWritten(); outcome != Outcome::Fits)
    return outcome;
  if (Outcome outcome = checkIfs(); outcome != Outcome::Fits)
    return outcome;
  return checkLoops();
}

void LayoutAssignment::apply() {
  // Loop-carried tiles (iteration arguments, loop results) have their
  // initial value's layout, an scf.if's results their then-branch's
  // yielded value's (getLayout), written on no op of their own.
  for (auto [value, layout] : layouts)
    if (Operation *def = value.getDefiningOp();
        def && !isa<scf::ForOp, scf::IfOp>(def))
      def->setAttr(kLayoutAttrName, layout);
  for (auto [op, operands] : operandLayouts)
    op->setAttr(kOperandLayoutsAttrName, operands);
  // One conversion per value, layout and block, before its first user
  // there (users come in program order).
  DenseMap<std::tuple<Value, Attribute, Block *>, Value> converted;
  for (auto [user, number, layout] : conversions) {
    Value source = user->getOperand(number);
    Value &conversion = converted[{source, layout, user->getBlock()}];
    if (!conversion) {
      OpBuilder b(user);
      auto convert = ConvertLayoutOp::create(b, user->getLoc(),
                                             source.getType(), source);
      convert->setAttr(kLayoutAttrName, layout);
      conversion = convert.getResult();
    }
    user->setOperand(number, conversion);
  }
  kernel->setAttr(kNumWarpsAttrName,
                  IntegerAttr::get(IntegerType::get(context, 64), numWarps));
}

/// The most f32 accumulators a thread holds with 4 warps before a GEMM
/// takes 8 (a 64 x 64 block: 32; 128 x 64: 64; 128 x 128: 128).
static constexpr int64_t kMaxAccumulatorsPerThread = 64;

/// The warps a layout spreads over (0 for none).
static int64_t warpsOf(Attribute layout) {
  if (auto blocked = dyn_cast<BlockedLayoutAttr>(layout))
    return blocked.getNumWarps();
  if (auto slice = dyn_cast<SliceLayoutAttr>(layout))
    return slice.getMmaParent() ? slice.getMmaParent().getNumWarps()
                                : slice.getParent().getNumWarps();
  if (auto mma = dyn_cast<MmaLayoutAttr>(layout))
    return mma.getNumWarps();
  return 0;
}

bool tile::isFullyLaidOut(KernelOp kernel) {
  if (!kernel->hasAttr(kNumWarpsAttrName))
    return false;
  return !kernel.getBody()
              .walk([](Operation *op) {
                if (isa<scf::ForOp, scf::IfOp>(op))
                  return WalkResult::advance();
                for (Type type : op->getResultTypes())
                  if (isa<RankedTensorType>(type) &&
                      !op->hasAttr(kLayoutAttrName))
                    return WalkResult::interrupt();
                return WalkResult::advance();
              })
              .wasInterrupted();
}

LogicalResult tile::setNumWarps(ModuleOp module, int64_t numWarps,
                                StringRef option) {
  bool failed = false;
  for (KernelOp kernel : module.getOps<KernelOp>()) {
    if (numWarps <= 0 || numWarps > 32 || !llvm::isPowerOf2_64(numWarps)) {
      kernel.emitError() << option << " is a power of two from 1 to 32, not "
                         << numWarps;
      return failure();
    }
    auto own = kernel->getAttrOfType<IntegerAttr>(kNumWarpsAttrName);
    if (own && own.getInt() != numWarps) {
      kernel.emitError("the kernel's '")
          << kNumWarpsAttrName << "' is " << own.getInt() << ", " << option
          << " asks for " << numWarps << " (drop one of them)";
      failed = true;
      continue;
    }
    kernel->setAttr(kNumWarpsAttrName,
                    IntegerAttr::get(IntegerType::get(module.getContext(), 64),
                                     numWarps));
  }
  return failure(failed);
}

LogicalResult tile::assignLayouts(KernelOp kernel, int64_t numWarps) {
  // A number of warps written on the kernel is kept: the pass option may
  // not contradict it.
  if (Attribute attr = kernel->getAttr(kNumWarpsAttrName)) {
    auto own = dyn_cast<IntegerAttr>(attr);
    int64_t warps = own ? own.getInt() : 0;
    if (warps <= 0 || warps > 32 || !llvm::isPowerOf2_64(warps))
      return kernel.emitError("'")
             << kNumWarpsAttrName
             << "' is a power of two from 1 to 32 (an i64), not " << attr;
    if (numWarps && numWarps != warps)
      return kernel.emitError("the kernel's '")
             << kNumWarpsAttrName << "' is " << warps
             << ", the num-warps option asks for " << numWarps
             << " (drop one of them)";
    numWarps = warps;
  }
  // Layouts written by hand fix the number of warps too; they must agree.
  WalkResult handWritten = kernel.getBody().walk([&](Operation *op) {
    Attribute layout = op->getAttr(kLayoutAttrName);
    if (!layout)
      return WalkResult::advance();
    int64_t warps = warpsOf(layout);
    if (warps == 0) {
      op->emitError("'") << kLayoutAttrName << "' is a tile layout, not "
                         << layout;
      return WalkResult::interrupt();
    }
    if (numWarps && warps != numWarps) {
      op->emitError("the hand-written '")
          << kLayoutAttrName << "' spreads over " << warps
          << " warps, the kernel has " << numWarps;
      return WalkResult::interrupt();
    }
    numWarps = warps;
    return WalkResult::advance();
  });
  if (handWritten.wasInterrupted())
    return failure();
  // A kernel laid out whole by hand is left as it is (the lowering checks
  // each op's layout against its operands).
  if (isFullyLaidOut(kernel))
    return success();
  SmallVector<int64_t> candidates;
  // The largest accumulator tile of the kernel's tile.mma ops.
  int64_t largestAcc = 0;
  kernel.getBody().walk([&](MmaOp mma) {
    largestAcc = std::max(largestAcc, mma.getType().getNumElements());
  });
  if (numWarps)
    candidates.push_back(numWarps);
  else if (largestAcc > kMaxAccumulatorsPerThread * 4 * 32)
    // A 128 x 128 block: 4 warps would hold 128 accumulators per thread
    // (each warp 64 x 64), 8 hold 64 (each warp 32 x 64, Triton's [4, 2]
    // for the same block), which leaves registers for the fragments.
    candidates = {8, 4, 2, 1};
  else if (largestAcc)
    // Triton's default for GEMM: 4 warps, each a 32 x 32 piece of a 64 x
    // 64 block (two ldmatrix of A and two of B feed eight mma.sync per
    // step of K, where 8 warps of 16 x 32 need three for four).
    candidates = {4, 8, 2, 1};
  else
    candidates = {8, 4, 2, 1};
  // First without replication; then replicating the tiles too small for
  // one warp (a 64-float bias beside a 64 x 64 GEMM block keeps the
  // GEMM's 4 warps); then, where the kernel fixes its warps, any tile too
  // small for them. A kernel whose every tile is replicated runs on one
  // warp (the fewest copies).
  SmallVector<Replication> tries = {Replication::None,
                                    Replication::TooSmallForOneWarp};
  if (numWarps)
    tries.push_back(Replication::Any);
  std::optional<LayoutAssignment> last;
  for (Replication replication : tries) {
    for (int64_t warps : candidates) {
      last.emplace(kernel, warps, replication);
      Outcome outcome = last->run();
      if (outcome == Outcome::Fits) {
        if (replication != Replication::None && last->unreplicated == 0 &&
            !numWarps && warps != 1) {
          last.emplace(kernel, 1, replication);
          if (last->run() != Outcome::Fits)
            last.emplace(kernel, warps, replication), last->run();
        }
        last->apply();
        return success();
      }
      if (outcome == Outcome::Unsupported)
        break;
    }
    if (last->failure == Outcome::Unsupported)
      break;
  }
  return last->where->emitError(last->message);
}

namespace {
struct TileAssignLayoutsPass
    : tile::impl::TileAssignLayoutsPassBase<TileAssignLayoutsPass> {
  using Base::Base;
  void runOnOperation() override {
    if (numWarps != 0 &&
        (numWarps < 0 || numWarps > 32 || !llvm::isPowerOf2_64(numWarps))) {
      getOperation().emitError("tile-assign-layouts: num-warps is 0 or a "
                               "power of two up to 32, not ")
          << static_cast<int64_t>(numWarps);
      return signalPassFailure();
    }
    for (auto kernel : getOperation().getOps<KernelOp>())
      if (failed(assignLayouts(kernel, numWarps)))
        signalPassFailure();
  }
};
} // namespace
