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

using namespace mlir;
using namespace mlir::warp;

namespace {

std::optional<warptile::Uniformity> warpSources(Operation *op) {
  if (isa<BallotOp, AnyOp, AllOp, ReduceOp, BroadcastOp>(op))
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
