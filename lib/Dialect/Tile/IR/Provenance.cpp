//===- Provenance.cpp - Where a memref's memory comes from ----------------===//
//
// Part of warptile.
//
// A memref names memory through a chain of ops: views, selects, the
// results and block arguments of control flow. Comparing SSA values (or
// only looking through views) loses the buffer at the first op that is not
// a view, and two names of one buffer then look like two buffers. This walk
// follows every op that forwards memory and stops at roots (allocations,
// function arguments, globals by symbol); an op it does not know ends the
// walk with "unknown", which every client reads as "may alias anything".
//
//===----------------------------------------------------------------------===//

#include "Provenance.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/SymbolTable.h"
#include "mlir/Interfaces/ControlFlowInterfaces.h"
#include "mlir/Interfaces/FunctionInterfaces.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"
#include "mlir/Interfaces/ViewLikeInterface.h"
#include "warptile/Analysis/WellFormed.h"
#include "warptile/Dialect/Tile/IR/TileOps.h"
#include "llvm/ADT/DenseSet.h"
#include "llvm/ADT/ScopeExit.h"
#include "llvm/ADT/SmallPtrSet.h"

using namespace mlir;
using namespace mlir::tile;

bool BufferRoot::isConstantGlobal() const {
  auto g = dyn_cast_or_null<memref::GlobalOp>(global);
  return g && g.getConstant();
}

bool Provenance::sharesRootWith(const Provenance &other) const {
  // Linear: roots can number the call sites of a function (T5 through
  // calls).
  llvm::DenseSet<std::pair<int, const void *>> mine;
  for (const BufferRoot &root : roots)
    mine.insert({static_cast<int>(root.kind), root.identity});
  return llvm::any_of(other.roots, [&](const BufferRoot &root) {
    return mine.contains({static_cast<int>(root.kind), root.identity});
  });
}

bool tile::runsRegionsSequentially(Operation *op) {
  // By name: interfaces do not say whether regions run concurrently
  // (scf.parallel and acc.parallel are RegionBranchOpInterfaces too).
  static constexpr llvm::StringLiteral sequential[] = {
      "scf.for",
      "scf.if",
      "scf.while",
      "scf.execute_region",
      "scf.index_switch",
      "affine.for",
      "affine.if",
      "memref.alloca_scope",
      "memref.generic_atomic_rmw"};
  return llvm::is_contained(sequential, op->getName().getStringRef());
}

/// Whether memory can travel in a value of type `type`: numbers, tensors,
/// vectors and tile tokens/indices carry none.
static bool mayCarryMemory(Type type) {
  // gpu.alloc's async dependencies order it after other GPU work; like the
  // tile token, an async token carries no memory.
  return !type.isIntOrIndexOrFloat() &&
         !isa<TensorType, VectorType, ComplexType, TokenType, TileIndexType,
              gpu::AsyncTokenType>(type);
}

/// The values that flow into the results and block arguments of a
/// sequential region op: its operands and its regions' terminator operands
/// (those that can hold memory; loop bounds and conditions cannot).
static void forwardedBy(Operation *op, SmallVectorImpl<Value> &into) {
  auto add = [&](ValueRange values) {
    for (Value v : values)
      if (mayCarryMemory(v.getType()))
        into.push_back(v);
  };
  add(op->getOperands());
  for (Region &region : op->getRegions())
    for (Block &block : region)
      if (!block.empty() && block.back().hasTrait<OpTrait::IsTerminator>())
        add(block.back().getOperands());
}

/// Whether `value` is an argument of the function around it: the one
/// place a number may describe memory (a memref descriptor's offset and
/// sizes, as the caller passed them).
static bool isFunctionArgument(Value value) {
  auto arg = dyn_cast<BlockArgument>(value);
  return arg && arg.getOwner()->isEntryBlock() &&
         isa<FunctionOpInterface>(arg.getOwner()->getParentOp());
}

/// A memref descriptor built field by field (`llvm.insertvalue` chains, as
/// func-to-llvm makes them from a function's arguments): the pointers it
/// holds are followed; its numbers (offset, sizes, strides) must be the
/// function's arguments, since computed ones reinterpret memory as
/// `memref.reinterpret_cast` does; and a pointer field left as the
/// poison/undef/zero it started from points nowhere known.
static Operation *followDescriptor(LLVM::InsertValueOp top,
                                   SmallVectorImpl<Value> &worklist) {
  llvm::SmallDenseSet<int64_t> inserted;
  // Op verifiers run before dominance is checked, so a chain may come back
  // to itself (`%5 = llvm.insertvalue %q, %5[1]`): that is no descriptor.
  llvm::SmallPtrSet<Operation *, 8> chain;
  Value current = top.getResult();
  while (auto insert = current.getDefiningOp<LLVM::InsertValueOp>()) {
    if (!chain.insert(insert).second)
      return insert;
    Value field = insert.getValue();
    if (mayCarryMemory(field.getType()))
      worklist.push_back(field);
    else if (!isFunctionArgument(field))
      return insert;
    if (insert.getPosition().size() == 1)
      inserted.insert(insert.getPosition().front());
    current = insert.getContainer();
  }
  Operation *base = current.getDefiningOp();
  if (!isa_and_nonnull<LLVM::PoisonOp, LLVM::UndefOp, LLVM::ZeroOp>(base)) {
    worklist.push_back(current);
    return nullptr;
  }
  auto structType = dyn_cast<LLVM::LLVMStructType>(current.getType());
  if (!structType)
    return base;
  auto isNumbers = [](Type type) {
    if (auto array = dyn_cast<LLVM::LLVMArrayType>(type))
      type = array.getElementType();
    return type.isIntOrIndexOrFloat();
  };
  for (auto [i, element] : llvm::enumerate(structType.getBody()))
    if (!inserted.contains(i) && !isNumbers(element))
      return base;
  return nullptr;
}

Provenance tile::computeProvenance(Value memref) {
  Provenance out;
  llvm::DenseSet<Value> seen;
  // Values reached through an allocation's operands come after the
  // allocation in the worklist and are marked inherited.
  llvm::DenseSet<Value> inherited;
  SmallVector<Value> worklist{memref};
  auto unknown = [&](Operation *at) {
    if (!out.unknownAt)
      out.unknownAt = at;
  };
  while (!worklist.empty()) {
    Value value = worklist.pop_back_val();
    if (!seen.insert(value).second)
      continue;
    // Memory made from a number (an address in an integer) points anywhere.
    if (!mayCarryMemory(value.getType())) {
      unknown(value.getDefiningOp() ? value.getDefiningOp()
                                    : value.getParentBlock()->getParentOp());
      continue;
    }
    SmallVector<Value> next;
    bool isInherited = inherited.contains(value);
    size_t rootsBefore = out.roots.size(), pending = worklist.size();
    llvm::scope_exit done([&] {
      if (!isInherited)
        return;
      for (size_t r = rootsBefore; r < out.roots.size(); ++r)
        out.roots[r].inherited = true;
      for (size_t w = pending; w < worklist.size(); ++w)
        inherited.insert(worklist[w]);
    });

    if (auto arg = dyn_cast<BlockArgument>(value)) {
      Block *block = arg.getOwner();
      Operation *parent = block->getParentOp();
      if (block->isEntryBlock()) {
        if (isa<FunctionOpInterface>(parent)) {
          out.roots.push_back(
              {BufferRoot::Kind::Argument, value.getAsOpaquePointer(), value});
          continue;
        }
        if (!runsRegionsSequentially(parent)) {
          unknown(parent);
          continue;
        }
        forwardedBy(parent, next);
      } else {
        // A block of a CFG region: the operands its predecessors pass.
        for (auto it = block->pred_begin(); it != block->pred_end(); ++it) {
          Operation *term = (*it)->getTerminator();
          auto branch = dyn_cast<BranchOpInterface>(term);
          // An op verifier may run before the branch's own (a block later
          // in the text runs first): one that fails it is not read.
          if (!branch || !warptile::isWellFormed(term)) {
            unknown(term);
            continue;
          }
          for (unsigned s = 0; s < term->getNumSuccessors(); ++s) {
            if (term->getSuccessor(s) != block)
              continue;
            // Null where the branch produces the operand itself.
            Value passed = branch.getSuccessorOperands(s)[arg.getArgNumber()];
            if (!passed)
              unknown(term);
            else
              next.push_back(passed);
          }
        }
      }
      worklist.append(next);
      continue;
    }

    Operation *def = value.getDefiningOp();
    // Likewise a defining op that fails its own verifier (a memref.cast
    // without its operand, in a block later in the text, round 51). The
    // tile and warp ops are not verified here: their verifiers compute
    // provenance in turn (round 52: a partition of a cast of itself
    // recursed without end), and the walk reads none of their structure.
    StringRef dialect = def->getName().getDialectNamespace();
    if (def->isRegistered() && dialect != "tile" && dialect != "warp" &&
        !warptile::isWellFormed(def)) {
      unknown(def);
      continue;
    }
    if (auto global = dyn_cast<memref::GetGlobalOp>(def)) {
      Operation *symbol =
          SymbolTable::lookupNearestSymbolFrom(def, global.getNameAttr());
      if (!symbol) {
        unknown(def);
        continue;
      }
      out.roots.push_back({BufferRoot::Kind::Global, symbol, Value(), symbol});
      continue;
    }
    if (auto view = dyn_cast<ViewLikeOpInterface>(def)) {
      out.views.push_back(def);
      worklist.push_back(view.getViewSource());
      continue;
    }
    if (auto select = dyn_cast<arith::SelectOp>(def)) {
      worklist.push_back(select.getTrueValue());
      worklist.push_back(select.getFalseValue());
      continue;
    }
    if (auto insert = dyn_cast<LLVM::InsertValueOp>(def)) {
      if (Operation *lost = followDescriptor(insert, worklist))
        unknown(lost);
      continue;
    }
    // A cast between type systems (a memref and its LLVM descriptor) keeps
    // the memory of its operands; one from an integer is caught above.
    if (auto cast = dyn_cast<UnrealizedConversionCastOp>(def)) {
      if (!llvm::all_of(cast.getInputs().getTypes(), mayCarryMemory))
        unknown(def);
      else
        worklist.append(cast.getInputs().begin(), cast.getInputs().end());
      continue;
    }
    auto effects = dyn_cast<MemoryEffectOpInterface>(def);
    if (effects &&
        effects.getEffectOnValue<MemoryEffects::Allocate>(value).has_value()) {
      out.roots.push_back(
          {BufferRoot::Kind::Allocation, value.getAsOpaquePointer(), value});
      // memref.realloc and the like: the new buffer carries the old one's
      // memory, so it keeps the old roots (ownership is not laundered).
      for (Value operand : def->getOperands()) {
        if (!mayCarryMemory(operand.getType()))
          continue; // A dynamic size.
        worklist.push_back(operand);
        inherited.insert(operand);
      }
      continue;
    }
    if (runsRegionsSequentially(def)) {
      forwardedBy(def, next);
      // memref.alloca_scope frees its allocas on exit: a buffer it returns
      // that was made inside it is dangling.
      if (isa<memref::AllocaScopeOp>(def))
        for (Value v : next)
          if (def->isAncestor(v.getParentBlock()->getParentOp()))
            unknown(def);
      worklist.append(next);
      continue;
    }
    // A call, a pointer from an integer (llvm.inttoptr), any op not known to
    // forward memory in a way followed above.
    unknown(def);
  }
  return out;
}
