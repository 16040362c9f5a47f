//===- WarpUniformity.cpp - Values equal on every lane of a warp ----------===//
//
// Part of warptile. A conservative test used by rule W17: a loop that carries
// a warp value must run the same trips on every lane, and a branch that
// carries one must send every lane the same way. Anything not shown uniform
// here is treated as lane-dependent.
//
//===----------------------------------------------------------------------===//

#include "warptile/Dialect/Warp/IR/WarpOps.h"
#include "warptile/Dialect/Warp/IR/Uniformity.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/Index/IR/IndexDialect.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/LLVMIR/NVVMDialect.h"
#include "mlir/IR/Matchers.h"
#include "mlir/Interfaces/CallInterfaces.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Interfaces/ControlFlowInterfaces.h"
#include "llvm/ADT/SmallBitVector.h"
#include "llvm/ADT/SmallPtrSet.h"

using namespace mlir;
using namespace mlir::warp;

Value mlir::warp::stripIntegerCasts(Value value) {
  while (Operation *def = value.getDefiningOp()) {
    if (!isa<arith::IndexCastOp, arith::IndexCastUIOp, arith::ExtUIOp,
             arith::ExtSIOp, arith::TruncIOp, LLVM::ZExtOp, LLVM::SExtOp,
             LLVM::TruncOp>(def))
      break;
    value = def->getOperand(0);
  }
  return value;
}

bool mlir::warp::isThreadIdX(Value value) {
  Operation *def = stripIntegerCasts(value).getDefiningOp();
  if (auto tid = dyn_cast_or_null<gpu::ThreadIdOp>(def))
    return tid.getDimension() == gpu::Dimension::x;
  return isa_and_nonnull<NVVM::ThreadIdXOp>(def);
}

/// `tid.x / 32k`, `tid.x >> (5 + k)`, `tid.x & ~31`: the same on every lane of
/// a warp, since warps are 32 consecutive threads along x (blocks whose x
/// size is a multiple of 32).
static bool isWarpIndexOfThread(Operation *op) {
  if (op->getNumOperands() != 2 ||
      !isa<arith::DivUIOp, arith::DivSIOp, LLVM::UDivOp, LLVM::SDivOp,
           arith::ShRUIOp, arith::ShRSIOp, LLVM::LShrOp, LLVM::AShrOp,
           arith::AndIOp, LLVM::AndOp>(op) ||
      !isThreadIdX(op->getOperand(0)))
    return false;
  APInt bits;
  if (!matchPattern(op->getOperand(1), m_ConstantInt(&bits)))
    return false;
  int64_t c = bits.getSExtValue();
  if (isa<arith::DivUIOp, arith::DivSIOp, LLVM::UDivOp, LLVM::SDivOp>(op))
    return c > 0 && c % 32 == 0;
  if (isa<arith::ShRUIOp, arith::ShRSIOp, LLVM::LShrOp, LLVM::AShrOp>(op))
    return c >= 5;
  if (isa<arith::AndIOp, LLVM::AndOp>(op))
    return (c & 31) == 0;
  return false;
}

/// Intrinsic calls, as `mlir-translate --import-llvm` leaves NVVM intrinsics
/// it has no op for.
static std::optional<Uniformity> intrinsicLevel(StringRef name) {
  if (!name.consume_front("llvm.nvvm."))
    return std::nullopt;
  if (name.starts_with("vote.") || name.starts_with("redux.sync") ||
      name.starts_with("read.ptx.sreg.warpid"))
    return Uniformity::WarpUniform;
  if (name.starts_with("read.ptx.sreg.ctaid") ||
      name.starts_with("read.ptx.sreg.ntid") ||
      name.starts_with("read.ptx.sreg.nctaid"))
    return Uniformity::Uniform;
  if (name.starts_with("shfl.") || name.starts_with("match.") ||
      name.starts_with("activemask") || name.starts_with("read.ptx.sreg"))
    return Uniformity::Varying;
  return std::nullopt;
}

std::optional<Uniformity> mlir::warp::uniformitySource(Operation *op) {
  if (auto call = dyn_cast<LLVM::CallIntrinsicOp>(op))
    return intrinsicLevel(call.getIntrin());
  if (op->hasTrait<OpTrait::ConstantLike>() ||
      isa<gpu::BlockIdOp, gpu::BlockDimOp, gpu::GridDimOp, gpu::ClusterIdOp,
          gpu::ClusterDimOp, gpu::NumSubgroupsOp, gpu::SubgroupSizeOp,
          NVVM::BlockIdXOp, NVVM::BlockIdYOp, NVVM::BlockIdZOp,
          NVVM::BlockDimXOp, NVVM::BlockDimYOp, NVVM::BlockDimZOp,
          NVVM::GridDimXOp, NVVM::GridDimYOp, NVVM::GridDimZOp,
          NVVM::WarpSizeOp, NVVM::ClusterIdXOp, NVVM::ClusterIdYOp,
          NVVM::ClusterIdZOp>(op))
    return Uniformity::Uniform;
  // The same within a warp: its index, and what a whole warp agrees on.
  if (isa<gpu::SubgroupIdOp, NVVM::WarpIdOp, gpu::SubgroupReduceOp,
          NVVM::VoteSyncOp, NVVM::ReduxOp>(op))
    return Uniformity::WarpUniform;
  if (isWarpIndexOfThread(op))
    return Uniformity::WarpUniform;
  if (isa<gpu::ThreadIdOp, gpu::LaneIdOp, gpu::GlobalIdOp, NVVM::ThreadIdXOp,
          NVVM::ThreadIdYOp, NVVM::ThreadIdZOp, NVVM::LaneIdOp, NVVM::SmIdOp,
          gpu::ShuffleOp, NVVM::ShflOp, NVVM::MatchSyncOp,
          CallOpInterface>(op))
    return Uniformity::Varying;
  return std::nullopt;
}

/// Pure arithmetic: uniform when its operands are. Ops such as
/// `gpu.thread_id` are pure too but read the lane, so only these dialects
/// qualify.
static bool isLaneIndependentArith(Operation *op) {
  return isa<arith::ArithDialect, math::MathDialect, index::IndexDialect>(
             op->getDialect()) &&
         op->getNumRegions() == 0 && isMemoryEffectFree(op);
}

static bool isUniform(Value value, llvm::SmallPtrSetImpl<Value> &visiting) {
  if (!visiting.insert(value).second)
    return false; // a cycle through block arguments: not shown uniform
  if (auto arg = dyn_cast<BlockArgument>(value)) {
    Operation *owner = arg.getOwner()->getParentOp();
    // Kernel arguments are the same for every thread of the launch.
    if (auto func = dyn_cast<gpu::GPUFuncOp>(owner))
      return func.isKernel() && arg.getOwner()->isEntryBlock();
    // The induction variable of a loop with uniform bounds.
    if (auto loop = dyn_cast<scf::ForOp>(owner))
      return arg == loop.getInductionVar() &&
             isUniform(loop.getLowerBound(), visiting) &&
             isUniform(loop.getUpperBound(), visiting) &&
             isUniform(loop.getStep(), visiting);
    return false;
  }
  Operation *def = value.getDefiningOp();
  if (std::optional<Uniformity> source = uniformitySource(def))
    return *source != Uniformity::Varying;
  if (!isLaneIndependentArith(def))
    return false;
  return llvm::all_of(def->getOperands(),
                      [&](Value operand) { return isUniform(operand, visiting); });
}

SmallVector<Value> mlir::warp::successorDeciders(Operation *terminator) {
  llvm::SmallBitVector forwarded(terminator->getNumOperands());
  if (auto branch = dyn_cast<BranchOpInterface>(terminator))
    for (unsigned i = 0, e = terminator->getNumSuccessors(); i < e; ++i) {
      OperandRange range = branch.getSuccessorOperands(i).getForwardedOperands();
      if (!range.empty())
        forwarded.set(range.getBeginOperandIndex(),
                      range.getBeginOperandIndex() + range.size());
    }
  SmallVector<Value> deciders;
  for (OpOperand &operand : terminator->getOpOperands())
    if (!forwarded.test(operand.getOperandNumber()))
      deciders.push_back(operand.get());
  return deciders;
}

bool mlir::warp::isWarpUniform(Value value) {
  llvm::SmallPtrSet<Value, 16> visiting;
  return isUniform(value, visiting);
}
