//===- WarpUniformity.cpp - The analysis behind rule W17 ------------------===//
//
// Part of warptile. Implements the warp dialect's WarpUniformityInterface
// with the one uniformity analysis, adding what the warp collectives give:
// votes, reductions and broadcasts agree across the lanes of their handle,
// which are the lanes running there.
//
//===----------------------------------------------------------------------===//

#include "warptile/Analysis/WarpUniformity.h"
#include "warptile/Analysis/Uniformity.h"
#include "warptile/Dialect/Warp/IR/WarpOps.h"
#include "warptile/Dialect/Warp/IR/WarpUniformityInterface.h"

#include "mlir/IR/DialectRegistry.h"
#include "mlir/Interfaces/FunctionInterfaces.h"

using namespace mlir;
using namespace mlir::warp;

namespace {

/// Whether the lanes of `op`'s handle are all the lanes that run `op`, so
/// that its result, the same on every lane of the handle, is the same on
/// every lane that can see it. Not so for a diverged half at the level of
/// the diverge (the other half runs the op too and gets an undefined value),
/// nor for a `warp.tile` (each group computes its own result). The lanes
/// that run an op are the whole warp outside any `warp.if`, and the lanes
/// of the innermost `warp.if` region's block argument inside one.
static bool handleSpansRunningLanes(Operation *op) {
  Value handle = cast<CollectiveOpInterface>(op).getHandle();
  auto type = dyn_cast<WarpType>(handle.getType());
  if (!type)
    return false;
  for (Operation *parent = op->getParentOp(); parent;
       parent = parent->getParentOp()) {
    if (isa<IfOp>(parent)) {
      Region *region = op->getParentRegion();
      while (region->getParentOp() != parent)
        region = region->getParentOp()->getParentRegion();
      if (region->empty() || region->front().getNumArguments() == 0)
        return false;
      Value running = region->front().getArgument(0);
      return handle == running ||
             (!type.isDynamic() && running.getType() == type);
    }
    if (isa<FunctionOpInterface>(parent))
      break;
  }
  return !type.isDynamic() && type.getLanes().isAll();
}

std::optional<warptile::Uniformity> warpSources(Operation *op) {
  if (isa<BallotOp, AnyOp, AllOp, ReduceOp, BroadcastOp>(op) &&
      handleSpansRunningLanes(op))
    return warptile::Uniformity::WarpUniform;
  if (isa_and_nonnull<WarpDialect>(op->getDialect()))
    return warptile::Uniformity::Varying;
  return std::nullopt;
}

class Query : public WarpUniformityQuery {
public:
  explicit Query(Operation *scope) : info(scope, warpSources) {}
  bool isWarpUniform(Value value) override {
    return info.isWarpUniform(value);
  }
  Value firstLaneDependentDecider(Operation *branch) override {
    for (Value decider : warptile::successorDeciders(branch))
      if (!info.isWarpUniform(decider))
        return decider;
    return Value();
  }

private:
  warptile::UniformityInfo info;
};

class Interface : public WarpUniformityInterface {
public:
  using WarpUniformityInterface::WarpUniformityInterface;
  std::unique_ptr<WarpUniformityQuery>
  analyze(Operation *scope) const override {
    return std::make_unique<Query>(scope);
  }
};

} // namespace

void mlir::warp::registerUniformityInterface(DialectRegistry &registry) {
  registry.addExtension(+[](MLIRContext *, WarpDialect *dialect) {
    dialect->addInterfaces<Interface>();
  });
}
