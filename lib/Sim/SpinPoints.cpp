//===- SpinPoints.cpp - Preemption points of the lowered kernels ----------===//
//
// Part of warptile. A GPU thread that spins on a flag another thread sets
// must let that thread run: since sm_70 the GPU "can yield execution at a
// per-thread granularity ... to allow one thread to wait for data to be
// produced by another" (CUDA Programming Guide, "Independent Thread
// Scheduling"). A fiber only gives the CPU up when it calls the block
// model, so a spin loop on a flag would run forever.
//
// Every cycle of a function's control flow enters a block through a
// retreating edge of a depth-first walk from its entry (a loop back-edge).
// Before such a block's first op the kernel spends one unit of the running
// thread's time slice, and before every atomic and every volatile or
// atomic load (what a spin polls) 16: a process-global counter
// (__wsim_budget) that the scheduler refills before it resumes a thread;
// when it reaches 0 the thread calls __wsim_yield and the others run. The
// polls also count in __wsim_polls: a thread that yields after polling
// may wait for another (Device.cpp lets more blocks in for it). A
// loop that runs without spinning pays a load, a subtraction, a store and
// a predicted branch per iteration; straight-line code without atomics
// pays nothing.
//
//===----------------------------------------------------------------------===//

#include "Lower.h"

#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/IR/Builders.h"
#include "llvm/ADT/DenseSet.h"
#include "llvm/ADT/SetVector.h"

using namespace mlir;

namespace {

/// The blocks of `body` that a retreating edge of a depth-first walk from
/// its entry enters: every cycle has one.
llvm::SetVector<Block *> loopHeaders(Region &body) {
  llvm::SetVector<Block *> headers;
  if (body.empty())
    return headers;
  llvm::DenseSet<Block *> visited, onPath;
  SmallVector<std::pair<Block *, unsigned>> stack;
  Block *entry = &body.front();
  stack.push_back({entry, 0});
  visited.insert(entry);
  onPath.insert(entry);
  while (!stack.empty()) {
    auto &[block, next] = stack.back();
    Operation *terminator = block->getTerminator();
    if (!terminator || next >= terminator->getNumSuccessors()) {
      onPath.erase(block);
      stack.pop_back();
      continue;
    }
    Block *succ = terminator->getSuccessor(next++);
    if (onPath.contains(succ)) {
      headers.insert(succ);
      continue;
    }
    if (visited.insert(succ).second) {
      onPath.insert(succ);
      stack.push_back({succ, 0});
    }
  }
  return headers;
}

bool isSpinRead(Operation *op) {
  if (isa<LLVM::AtomicRMWOp, LLVM::AtomicCmpXchgOp>(op))
    return true;
  auto load = dyn_cast<LLVM::LoadOp>(op);
  return load && (load.getVolatile_() ||
                  load.getOrdering() != LLVM::AtomicOrdering::not_atomic);
}

/// Where the spin point of `op` goes: before the address check that the
/// lowering put in front of it (`__wsim_access`, whose result `op` uses as
/// its address), not between the two. The check performs the access's
/// race check and its release/acquire synchronisation; a thread that
/// yielded after it would load a value another thread stored (and
/// released) meanwhile without acquiring it: a false race.
Operation *accessCheckOf(Operation *op) {
  if (op->getNumOperands() == 0)
    return op;
  // The address is the first operand of loads, atomicrmw and cmpxchg.
  auto call = op->getOperand(0).getDefiningOp<LLVM::CallOp>();
  if (!call || call->getBlock() != op->getBlock())
    return op;
  auto callee = call.getCallee();
  if (!callee || !callee->starts_with("__wsim_access"))
    return op;
  return call;
}

} // namespace

void warptile::sim::instrumentSpinPoints(ModuleOp module,
                                         std::vector<Site> &sites) {
  MLIRContext *context = module.getContext();
  OpBuilder b(context);
  Type i32 = b.getI32Type(), i64 = b.getI64Type();
  auto ptr = LLVM::LLVMPointerType::get(context);
  Location moduleLoc = module.getLoc();

  struct Point {
    Operation *before;
    std::string what;
    bool poll; // an atomic or volatile load: counts in __wsim_polls
  };
  std::vector<std::pair<LLVM::LLVMFuncOp, std::vector<Point>>> work;
  for (auto f : module.getOps<LLVM::LLVMFuncOp>()) {
    if (f.isExternal())
      continue;
    std::vector<Point> points;
    for (Block *header : loopHeaders(f.getBody()))
      points.push_back({&header->front(), "loop back-edge", false});
    f.walk([&](Operation *op) {
      if (isSpinRead(op))
        points.push_back({accessCheckOf(op), op->getName().getStringRef().str(),
                          true});
    });
    if (!points.empty())
      work.push_back({f, std::move(points)});
  }
  if (work.empty())
    return;

  b.setInsertionPointToStart(module.getBody());
  for (StringRef name : {"__wsim_budget", "__wsim_polls"})
    LLVM::GlobalOp::create(b, moduleLoc, i64, /*isConstant=*/false,
                           LLVM::Linkage::External, name, Attribute());
  auto yield = LLVM::LLVMFuncOp::create(
      b, moduleLoc, "__wsim_yield",
      LLVM::LLVMFunctionType::get(LLVM::LLVMVoidType::get(context), {i32}));

  for (auto &[f, points] : work) {
    for (const Point &point : points) {
      Location loc = point.before->getLoc();
      sites.push_back({point.what, formatLocation(loc)});
      auto site = static_cast<int64_t>(sites.size() - 1);
      Block *head = point.before->getBlock();
      Block *rest = head->splitBlock(point.before);
      auto *spent = new Block();
      spent->insertAfter(head);
      b.setInsertionPointToEnd(head);
      Value one = LLVM::ConstantOp::create(b, loc, i64, int64_t(1));
      // A poll costs kPollCost (MachineImpl.h) of the slice.
      Value cost =
          point.poll ? Value(LLVM::ConstantOp::create(b, loc, i64, int64_t(16)))
                     : one;
      if (point.poll) {
        Value polls = LLVM::AddressOfOp::create(b, loc, ptr, "__wsim_polls");
        Value count = LLVM::LoadOp::create(b, loc, i64, polls);
        Value more = LLVM::AddOp::create(b, loc, count, one);
        LLVM::StoreOp::create(b, loc, more, polls);
      }
      Value address = LLVM::AddressOfOp::create(b, loc, ptr, "__wsim_budget");
      Value budget = LLVM::LoadOp::create(b, loc, i64, address);
      Value left = LLVM::SubOp::create(b, loc, budget, cost);
      LLVM::StoreOp::create(b, loc, left, address);
      Value zero = LLVM::ConstantOp::create(b, loc, i64, int64_t(0));
      Value out =
          LLVM::ICmpOp::create(b, loc, LLVM::ICmpPredicate::sle, left, zero);
      auto branch = LLVM::CondBrOp::create(b, loc, out, spent, ValueRange(),
                                           rest, ValueRange());
      // The slice runs out once in a thousand passes (kTimeSlice).
      branch.setBranchWeightsAttr(b.getDenseI32ArrayAttr({1, 1023}));
      b.setInsertionPointToEnd(spent);
      Value id = LLVM::ConstantOp::create(b, loc, i32, site);
      LLVM::CallOp::create(b, loc, yield, ValueRange{id});
      LLVM::BrOp::create(b, loc, ValueRange(), rest);
    }
  }
}
