//===- UndefinedOps.cpp - Ops LLVM deletes the path to --------------------===//
//
// Part of warptile. See UndefinedOps.h.
//
//===----------------------------------------------------------------------===//

#include "warptile/Analysis/UndefinedOps.h"
#include "warptile/Analysis/IntegerBits.h"
#include "warptile/Analysis/Kernels.h"

#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/IR/Matchers.h"
#include "mlir/IR/SymbolTable.h"
#include "mlir/Interfaces/CallInterfaces.h"
#include "mlir/Interfaces/ControlFlowInterfaces.h"
#include "mlir/Interfaces/FunctionInterfaces.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"
#include "mlir/Interfaces/LoopLikeInterface.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/Support/KnownBits.h"

using namespace mlir;

/// The calling convention of a call or function: its `CConv`, C by
/// default.
static LLVM::cconv::CConv conventionOf(Operation *op) {
  if (auto cconv = op->getAttrOfType<LLVM::CConvAttr>("CConv"))
    return cconv.getCallingConv();
  return LLVM::cconv::CConv::C;
}

bool warptile::isUndefinedCall(Operation *call, Operation *callee) {
  return callee && (isKernelFunction(callee) ||
                    conventionOf(call) != conventionOf(callee));
}

Operation *warptile::calledFunction(CallOpInterface call,
                                    SymbolTableCollection *tables) {
  CallInterfaceCallable callee = call.getCallableForCallee();
  if (auto symbol = dyn_cast_if_present<SymbolRefAttr>(callee))
    return tables ? tables->lookupNearestSymbolFrom(call, symbol)
                  : SymbolTable::lookupNearestSymbolFrom(call, symbol);
  // A pointer to a function of the module: its address, through casts.
  Value pointer = dyn_cast_if_present<Value>(callee);
  for (unsigned hops = 0; pointer && hops < 16; ++hops) {
    Operation *def = pointer.getDefiningOp();
    if (auto address = dyn_cast_or_null<LLVM::AddressOfOp>(def)) {
      Operation *target =
          tables ? tables->lookupNearestSymbolFrom(address,
                                                   address.getGlobalNameAttr())
                 : SymbolTable::lookupNearestSymbolFrom(
                       address, address.getGlobalNameAttr());
      return isa_and_nonnull<FunctionOpInterface>(target) ? target : nullptr;
    }
    if (!isa_and_nonnull<LLVM::BitcastOp, LLVM::AddrSpaceCastOp>(def))
      return nullptr;
    pointer = def->getOperand(0);
  }
  return nullptr;
}

std::string warptile::callingConventionName(Operation *op) {
  return LLVM::cconv::stringifyCConv(conventionOf(op)).str();
}

namespace {
/// What a store's address is, as LLVM sees it after folding: undefined on
/// every path (null in the generic address space, undef or poison), on
/// some incoming edge of the store's own block (SimplifyCFG deletes that
/// edge: `passingValueIsAlwaysUndefined`), or neither.
enum class Invalid { No, OnEdge, Always };

/// The bits of the integer `value` known from constants through integer
/// arithmetic, casts and selects, as InstCombine computes them (round 58
/// h4: a shift by `lane | 32` or by `16 + 16` is by 32 or more).
static llvm::KnownBits knownBits(Value value, unsigned depth = 0) {
  unsigned width = warptile::integerBits(value.getType());
  llvm::KnownBits unknown(width);
  APInt constant;
  if (width == 0 || isa<ShapedType>(value.getType()))
    return unknown;
  if (matchPattern(value, m_ConstantInt(&constant)))
    return constant.getBitWidth() == width
               ? llvm::KnownBits::makeConstant(constant)
               : unknown;
  Operation *def = value.getDefiningOp();
  if (!def || depth > 8 || def->getNumResults() != 1)
    return unknown;
  StringRef name = def->getName().getStringRef();
  auto operand = [&](unsigned i) {
    llvm::KnownBits bits = knownBits(def->getOperand(i), depth + 1);
    return bits.getBitWidth() == width ? bits : unknown;
  };
  llvm::KnownBits result = unknown;
  unsigned count = def->getNumOperands();
  if (count == 1 && llvm::is_contained({StringRef("llvm.zext"),
                                        StringRef("arith.extui"),
                                        StringRef("arith.index_castui")},
                                       name))
    result = knownBits(def->getOperand(0), depth + 1).zextOrTrunc(width);
  else if (count == 1 && llvm::is_contained({StringRef("llvm.sext"),
                                             StringRef("arith.extsi"),
                                             StringRef("arith.index_cast")},
                                            name))
    result = knownBits(def->getOperand(0), depth + 1).sextOrTrunc(width);
  else if (count == 1 && (name == "llvm.trunc" || name == "arith.trunci"))
    result = knownBits(def->getOperand(0), depth + 1).trunc(width);
  else if (count == 3 && (name == "llvm.select" || name == "arith.select"))
    result = operand(1).intersectWith(operand(2));
  else if (count == 2) {
    llvm::KnownBits a = operand(0), b = operand(1);
    if (name == "llvm.and" || name == "arith.andi")
      result = a & b;
    else if (name == "llvm.or" || name == "arith.ori")
      result = a | b;
    else if (name == "llvm.xor" || name == "arith.xori")
      result = a ^ b;
    else if (name == "llvm.add" || name == "arith.addi")
      result = llvm::KnownBits::computeForAddSub(true, false, false, a, b);
    else if (name == "llvm.sub" || name == "arith.subi")
      result = llvm::KnownBits::computeForAddSub(false, false, false, a, b);
    else if (name == "llvm.mul" || name == "arith.muli")
      result = llvm::KnownBits::mul(a, b);
  }
  return result.hasConflict() ? unknown : result;
}

static bool isKnownZero(const llvm::KnownBits &bits) {
  return bits.getBitWidth() != 0 && bits.isZero();
}

/// Whether `value` (an integer, a float, a vector of them) is poison as
/// LLVM folds it: a constant poison or undef, a shift by its width or
/// more, a division by zero, and every value computed from one by the
/// arithmetic, casts and comparisons of the llvm, arith and vector
/// dialects (rounds 57 h3, 61 h1: through `sitofp`/`fcmp`, a vector
/// element); a select whose condition is poison or whose sides both are;
/// a block argument or a region result (`scf.if`, `scf.index_switch`)
/// that some edge passes poison to, which SimplifyCFG deletes with the
/// path (round 61 h1). Not a freeze.
static bool computePoison(Value value, unsigned depth, Block *useBlock,
                          llvm::DenseMap<Value, bool> &known);

/// Memoized: a value met again (a DAG) keeps its answer; one met again
/// while it is asked (a cycle through a loop's block argument) is not
/// poison on that edge.
static bool isPoisonValueImpl(Value value, unsigned depth, Block *useBlock,
                              llvm::DenseMap<Value, bool> &known) {
  if (depth > 8)
    return false;
  auto [it, inserted] = known.try_emplace(value, false);
  if (!inserted)
    return it->second;
  bool result = computePoison(value, depth, useBlock, known);
  known[value] = result;
  return result;
}

static bool computePoison(Value value, unsigned depth, Block *useBlock,
                          llvm::DenseMap<Value, bool> &known) {
  auto poison = [&](Value v) {
    return isPoisonValueImpl(v, depth + 1, useBlock, known);
  };
  if (auto arg = dyn_cast<BlockArgument>(value)) {
    Block *block = arg.getOwner();
    // SimplifyCFG deletes an edge that passes poison only to a use in the
    // block it enters (passingValueIsAlwaysUndefined): a guarded load's
    // `phi [load, in range], [undef, out of range]` read under the same
    // guard elsewhere is defined there (CUB's tails).
    if (block->isEntryBlock() || block != useBlock)
      return false;
    for (auto it = block->pred_begin(), e = block->pred_end(); it != e;
         ++it) {
      auto branch = dyn_cast<BranchOpInterface>((*it)->getTerminator());
      if (!branch)
        continue;
      SuccessorOperands operands =
          branch.getSuccessorOperands(it.getSuccessorIndex());
      unsigned n = arg.getArgNumber();
      if (n >= operands.getProducedOperandCount() && n < operands.size())
        if (Value incoming = operands[n]; incoming && poison(incoming))
          return true;
    }
    return false;
  }
  Operation *def = value.getDefiningOp();
  if (!def)
    return false;
  StringRef name = def->getName().getStringRef();
  if (isa<LLVM::UndefOp, LLVM::PoisonOp>(def) || name == "ub.poison")
    return true;
  // What a region yields on some path.
  if (name == "scf.if" || name == "scf.index_switch") {
    // Lowered, its results are its join block's arguments (above).
    if (def->getBlock() != useBlock)
      return false;
    unsigned index = cast<OpResult>(value).getResultNumber();
    for (Region &region : def->getRegions())
      for (Block &block : region) {
        if (block.empty())
          continue;
        Operation *yield = &block.back();
        if (yield->getName().getStringRef() == "scf.yield" &&
            index < yield->getNumOperands() && poison(yield->getOperand(index)))
          return true;
      }
    return false;
  }
  // A division by zero is undefined itself (round 56 h1: `udiv(lane, 0)`
  // as an index).
  if (llvm::is_contained({StringRef("llvm.udiv"), StringRef("llvm.sdiv"),
                          StringRef("llvm.urem"), StringRef("llvm.srem"),
                          StringRef("arith.divui"), StringRef("arith.divsi"),
                          StringRef("arith.remui"), StringRef("arith.remsi"),
                          StringRef("arith.ceildivui"),
                          StringRef("arith.ceildivsi"),
                          StringRef("arith.floordivsi")},
                         name) &&
      def->getNumOperands() == 2 && isKnownZero(knownBits(def->getOperand(1))))
    return true;
  // Integers and indices (round 58 h3: `index_cast (1 << 32)` as a
  // memref index), and vectors of them.
  unsigned width = warptile::integerBits(value.getType());
  if (width != 0 &&
      llvm::is_contained({StringRef("llvm.shl"), StringRef("llvm.lshr"),
                          StringRef("llvm.ashr"), StringRef("arith.shli"),
                          StringRef("arith.shrui"), StringRef("arith.shrsi")},
                         name) &&
      def->getNumOperands() == 2 &&
      knownBits(def->getOperand(1)).getMinValue().uge(width))
    return true;
  if (name == "llvm.freeze")
    return false;
  if ((name == "llvm.select" || name == "arith.select") &&
      def->getNumOperands() == 3)
    return poison(def->getOperand(0)) ||
           (poison(def->getOperand(1)) && poison(def->getOperand(2)));
  // Aggregates and vectors are poison here only when all of them is (a
  // constant, an element-wise op on such a value, a broadcast of a poison
  // scalar). An insertion makes a part defined: the container stays
  // poison where nothing was inserted, which an extraction of that
  // position reads (structs are built up from `llvm.mlir.poison`).
  if (auto extract = dyn_cast<LLVM::ExtractValueOp>(def)) {
    ArrayRef<int64_t> at = extract.getPosition();
    Value container = extract.getContainer();
    for (unsigned steps = 0; steps < 64; ++steps) {
      Operation *from = container.getDefiningOp();
      auto insert = dyn_cast_or_null<LLVM::InsertValueOp>(from);
      if (!insert)
        return poison(container);
      ArrayRef<int64_t> put = insert.getPosition();
      if (put == at)
        return poison(insert.getValue());
      // One position inside the other: part of the field is defined.
      size_t common = std::min(put.size(), at.size());
      if (put.take_front(common) == at.take_front(common))
        return false;
      container = insert.getContainer();
    }
    return false;
  }
  if (auto extract = dyn_cast<LLVM::ExtractElementOp>(def)) {
    if (poison(extract.getPosition()))
      return true;
    APInt at;
    if (!matchPattern(extract.getPosition(), m_ConstantInt(&at)))
      return poison(extract.getVector());
    Value vector = extract.getVector();
    for (unsigned steps = 0; steps < 64; ++steps) {
      auto insert = vector.getDefiningOp<LLVM::InsertElementOp>();
      if (!insert)
        return poison(vector);
      APInt put;
      if (!matchPattern(insert.getPosition(), m_ConstantInt(&put)))
        return false;
      if (put.getZExtValue() == at.getZExtValue())
        return poison(insert.getValue());
      vector = insert.getVector();
    }
    return false;
  }
  if (isa<LLVM::InsertValueOp, LLVM::InsertElementOp, LLVM::ShuffleVectorOp>(
          def) ||
      name == "vector.insert" || name == "vector.shuffle" ||
      name == "vector.insert_strided_slice" || name == "vector.from_elements")
    return false;
  // Arithmetic, casts and comparisons pass a poison operand on: `lane +
  // (1 << 32)`, `sext(1 << 32)` (round 57 h3), `fcmp(sitofp(x / 0))`.
  bool propagates =
      (name.starts_with("llvm.") || name.starts_with("arith.") ||
       name.starts_with("vector.")) &&
      def->getNumRegions() == 0 && def->getNumResults() == 1 &&
      def->getNumSuccessors() == 0 && isMemoryEffectFree(def);
  return propagates && llvm::any_of(def->getOperands(), poison);
}

/// `useBlock`: the block of the op that uses `value`, where a block
/// argument (or region result) poisoned along one edge counts.
static bool isPoisonValue(Value value, Block *useBlock = nullptr) {
  llvm::DenseMap<Value, bool> known;
  return isPoisonValueImpl(value, 0, useBlock, known);
}

/// Classifies addresses, following each value at most once and at most
/// kMaxSteps values in all (past them, not known to be invalid).
class AddressClassifier {
public:
  /// `readCallees`: whether a call's result may be read from the callee's
  /// body (not in an op verifier, which reads its own function only).
  explicit AddressClassifier(bool readCallees) : readCallees(readCallees) {}

  /// `address` as used by an op in `useBlock`.
  Invalid classify(Value address, Block *useBlock) {
    if (!address || ++steps > kMaxSteps)
      return Invalid::No;
    auto key = std::make_pair(address, useBlock);
    if (auto it = known.find(key); it != known.end())
      return it->second;
    known[key] = Invalid::No; // a cycle is not known to be invalid
    Invalid result = compute(address, useBlock);
    known[key] = result;
    return result;
  }

private:
  static constexpr unsigned kMaxSteps = 64;

  Invalid always(Value value) {
    return classify(value, nullptr) == Invalid::Always ? Invalid::Always
                                                       : Invalid::No;
  }

  /// All of `values` always invalid: always; one of them, when they meet
  /// in `useBlock` (a phi there): on that edge.
  Invalid join(ArrayRef<Value> values, bool meetInUseBlock) {
    if (values.empty())
      return Invalid::No;
    bool all = true, any = false;
    for (Value value : values) {
      bool invalid = always(value) == Invalid::Always;
      all &= invalid;
      any |= invalid;
    }
    if (all)
      return Invalid::Always;
    return any && meetInUseBlock ? Invalid::OnEdge : Invalid::No;
  }

  /// Whether the integer `value` is zero as InstCombine folds it: a
  /// constant zero; `ptrtoint` of an address always null; `and`/`mul` with
  /// a zero, a shift or cast of a zero, `add`/`or`/`xor`/`sub` of zeros,
  /// `x ^ x` and `x - x`, a select or freeze of zeros (round 55:
  /// `inttoptr (ptrtoint null & 8)`).
  bool isConstantZero(Value value, unsigned depth = 0) {
    if (matchPattern(value, m_Zero()))
      return true;
    Operation *def = value.getDefiningOp();
    if (!def || depth > 8 || ++steps > kMaxSteps)
      return false;
    StringRef name = def->getName().getStringRef();
    auto zero = [&](unsigned i) {
      return i < def->getNumOperands() &&
             isConstantZero(def->getOperand(i), depth + 1);
    };
    if (auto toInt = dyn_cast<LLVM::PtrToIntOp>(def)) {
      auto pointer = dyn_cast<LLVM::LLVMPointerType>(toInt.getArg().getType());
      return pointer && pointer.getAddressSpace() == 0 &&
             isa_and_nonnull<LLVM::ZeroOp>(toInt.getArg().getDefiningOp());
    }
    if (llvm::is_contained({StringRef("llvm.and"), StringRef("arith.andi"),
                            StringRef("llvm.mul"), StringRef("arith.muli")},
                           name))
      return zero(0) || zero(1);
    if (llvm::is_contained({StringRef("llvm.shl"), StringRef("llvm.lshr"),
                            StringRef("llvm.ashr"), StringRef("arith.shli"),
                            StringRef("arith.shrui"), StringRef("arith.shrsi"),
                            StringRef("llvm.zext"), StringRef("llvm.sext"),
                            StringRef("llvm.trunc"), StringRef("arith.extui"),
                            StringRef("arith.extsi"), StringRef("arith.trunci"),
                            StringRef("llvm.freeze")},
                           name))
      return zero(0);
    if (llvm::is_contained({StringRef("llvm.xor"), StringRef("arith.xori"),
                            StringRef("llvm.sub"), StringRef("arith.subi")},
                           name) &&
        def->getNumOperands() == 2 &&
        def->getOperand(0) == def->getOperand(1))
      return true;
    if (llvm::is_contained({StringRef("llvm.add"), StringRef("arith.addi"),
                            StringRef("llvm.or"), StringRef("arith.ori"),
                            StringRef("llvm.xor"), StringRef("arith.xori"),
                            StringRef("llvm.sub"), StringRef("arith.subi")},
                           name))
      return zero(0) && zero(1);
    if (name == "llvm.select" || name == "arith.select")
      return zero(1) && zero(2);
    return false;
  }

  /// Operand `index` of every return-like terminator in `regions` (an
  /// scf.if's yields, a function's returns); false where a block is
  /// empty or a terminator has no such operand.
  static bool returnedValues(MutableArrayRef<Region> regions, unsigned index,
                             SmallVectorImpl<Value> &values) {
    for (Region &region : regions)
      for (Block &block : region) {
        if (block.empty())
          return false;
        Operation *terminator = &block.back();
        if (!terminator->hasTrait<OpTrait::ReturnLike>())
          continue;
        if (index >= terminator->getNumOperands())
          return false;
        values.push_back(terminator->getOperand(index));
      }
    return true;
  }

  /// Whether element `at` (every element, when not known) of the vector
  /// `vector` of pointers of type `type` is always invalid: through
  /// insertelement and shufflevector (by a constant index), an index past
  /// the end is poison.
  Invalid element(Value vector, std::optional<int64_t> at, Type type,
                  unsigned depth) {
    if (depth > 16 || ++steps > kMaxSteps)
      return Invalid::No;
    auto isGenericNull = [&] {
      auto pointer = dyn_cast<LLVM::LLVMPointerType>(type);
      return pointer && pointer.getAddressSpace() == 0;
    };
    // A fixed vector of one dimension only (a scalable vector's length is
    // not known: round 56a read its shuffle mask out of bounds).
    auto shaped = dyn_cast<VectorType>(vector.getType());
    if (!shaped || shaped.isScalable() || shaped.getRank() != 1)
      return Invalid::No;
    int64_t size = shaped.getDimSize(0);
    if (at && (*at < 0 || *at >= size))
      return Invalid::Always;
    Operation *def = vector.getDefiningOp();
    if (!def)
      return Invalid::No;
    if (isa<LLVM::UndefOp, LLVM::PoisonOp>(def) ||
        def->getName().getStringRef() == "ub.poison")
      return Invalid::Always;
    if (isa<LLVM::ZeroOp>(def))
      return isGenericNull() ? Invalid::Always : Invalid::No;
    if (auto insert = dyn_cast<LLVM::InsertElementOp>(def)) {
      APInt index;
      if (at && matchPattern(insert.getPosition(), m_ConstantInt(&index)))
        return index.getSExtValue() == *at
                   ? always(insert.getValue())
                   : element(insert.getVector(), at, type, depth + 1);
      // Not known which: both the inserted value and the rest.
      if (always(insert.getValue()) != Invalid::Always)
        return Invalid::No;
      return element(insert.getVector(), std::nullopt, type, depth + 1);
    }
    if (auto shuffle = dyn_cast<LLVM::ShuffleVectorOp>(def)) {
      ArrayRef<int32_t> mask = shuffle.getMask();
      auto first = dyn_cast<VectorType>(shuffle.getV1().getType());
      if (!first || first.isScalable() ||
          static_cast<int64_t>(mask.size()) != size)
        return Invalid::No;
      int64_t firstSize = first.getDimSize(0);
      auto source = [&](int32_t m) {
        if (m < 0)
          return Invalid::Always; // a poison lane of the mask
        return m < firstSize
                   ? element(shuffle.getV1(), m, type, depth + 1)
                   : element(shuffle.getV2(), m - firstSize, type, depth + 1);
      };
      if (at)
        return source(mask[*at]);
      for (int32_t m : mask)
        if (source(m) != Invalid::Always)
          return Invalid::No;
      return Invalid::Always;
    }
    return Invalid::No;
  }

  Invalid compute(Value v, Block *useBlock) {
    if (auto arg = dyn_cast<BlockArgument>(v)) {
      Block *block = arg.getOwner();
      if (block->isEntryBlock())
        return Invalid::No;
      SmallVector<Value> incoming;
      for (auto it = block->pred_begin(); it != block->pred_end(); ++it) {
        auto branch = dyn_cast<BranchOpInterface>((*it)->getTerminator());
        if (!branch)
          return Invalid::No;
        for (unsigned s = 0; s < branch->getNumSuccessors(); ++s)
          if (branch->getSuccessor(s) == block) {
            SuccessorOperands operands = branch.getSuccessorOperands(s);
            if (arg.getArgNumber() >= operands.size() ||
                !operands[arg.getArgNumber()])
              return Invalid::No;
            incoming.push_back(operands[arg.getArgNumber()]);
          }
      }
      return join(incoming, block == useBlock);
    }
    Operation *def = v.getDefiningOp();
    StringRef name = def->getName().getStringRef();
    if (isa<LLVM::UndefOp, LLVM::PoisonOp>(def) || name == "ub.poison")
      return Invalid::Always;
    auto isGenericNull = [&](Type type) {
      auto pointer = dyn_cast<LLVM::LLVMPointerType>(type);
      return pointer && pointer.getAddressSpace() == 0;
    };
    // Null is a valid address outside the generic space (round 52: LLVM
    // keeps the path of a store to null in spaces 1 and 3).
    if (isa<LLVM::ZeroOp>(def))
      return isGenericNull(v.getType()) ? Invalid::Always : Invalid::No;
    // `inttoptr 0` folds to null (round 53), and `inttoptr (ptrtoint p)`
    // to p (round 54).
    if (isa<LLVM::IntToPtrOp>(def)) {
      Value integer = def->getOperand(0);
      if (isPoisonValue(integer))
        return Invalid::Always;
      if (auto toInt = integer.getDefiningOp<LLVM::PtrToIntOp>();
          toInt && toInt.getArg().getType() == v.getType())
        return always(toInt.getArg());
      return isGenericNull(v.getType()) && isConstantZero(integer)
                 ? Invalid::Always
                 : Invalid::No;
    }
    // Intrinsics that give their pointer operand back (`ptrmask` keeps a
    // null null whatever the mask).
    if (name == "llvm.intr.launder.invariant.group" ||
        name == "llvm.intr.strip.invariant.group" ||
        name == "llvm.intr.ptrmask")
      return def->getNumOperands() >= 1 ? always(def->getOperand(0))
                                        : Invalid::No;
    // An element of a vector of pointers that are null, undef or poison
    // (rounds 54, 55).
    if (auto extract = dyn_cast<LLVM::ExtractElementOp>(def)) {
      APInt index;
      std::optional<int64_t> at;
      if (matchPattern(extract.getPosition(), m_ConstantInt(&index)))
        at = index.getSExtValue();
      return element(extract.getVector(), at, v.getType(), 0);
    }
    // InstCombine replaces a frozen undef or poison with a constant, null
    // for a pointer; a frozen null is null.
    if (isa<LLVM::FreezeOp>(def))
      return always(def->getOperand(0));
    // Address arithmetic on null (LLVM looks through GEPs and bitcasts to
    // the store), in the store's block or not.
    // A GEP whose index is poison (a shift by the width, a division by
    // zero) is poison (round 56 h1).
    if (auto gep = dyn_cast<LLVM::GEPOp>(def))
      if (llvm::any_of(gep.getDynamicIndices(),
                       [](Value index) { return isPoisonValue(index); }))
        return Invalid::Always;
    if (isa<LLVM::GEPOp, LLVM::BitcastOp>(def))
      return classify(def->getOperand(0),
                      def->getBlock() == useBlock ? useBlock : nullptr);
    // A select makes no edge: only both sides invalid make it invalid (a
    // null optional pointer tested before the store is fine, round 53).
    if ((isa<LLVM::SelectOp>(def) || name == "arith.select") &&
        def->getNumOperands() == 3)
      return join({def->getOperand(1), def->getOperand(2)},
                  /*meetInUseBlock=*/false);
    if (auto extract = dyn_cast<LLVM::ExtractValueOp>(def)) {
      // The value an insertvalue put at the same position.
      Value container = extract.getContainer();
      for (unsigned hops = 0; hops < 16; ++hops) {
        auto insert = container.getDefiningOp<LLVM::InsertValueOp>();
        if (!insert) {
          // A field of a null, undef or poison aggregate (round 55).
          Operation *whole = container.getDefiningOp();
          if (isa_and_nonnull<LLVM::UndefOp, LLVM::PoisonOp>(whole))
            return Invalid::Always;
          if (isa_and_nonnull<LLVM::ZeroOp>(whole))
            return isGenericNull(v.getType()) ? Invalid::Always : Invalid::No;
          return Invalid::No;
        }
        if (insert.getPosition() == extract.getPosition())
          return always(insert.getValue());
        container = insert.getContainer();
      }
      return Invalid::No;
    }
    // The region ops whose results are what their regions yield: lowered,
    // a phi after the op (scf.if: in the op's block, so an edge).
    if (name == "scf.if" || name == "scf.execute_region" ||
        name == "scf.index_switch") {
      SmallVector<Value> yielded;
      if (!returnedValues(def->getRegions(),
                          cast<OpResult>(v).getResultNumber(), yielded))
        return Invalid::No;
      return join(yielded, def->getBlock() == useBlock);
    }
    if (name == "scf.for" && def->getNumRegions() == 1) {
      // Its initial value (no iteration) and what each iteration yields.
      auto loop = cast<LoopLikeOpInterface>(def);
      auto result = cast<OpResult>(v);
      OpOperand *init = loop.getTiedLoopInit(result);
      auto yielded = loop.getYieldedValuesMutable();
      if (!init || !yielded || result.getResultNumber() >= yielded->size())
        return Invalid::No;
      // An iteration that yields its own iter_arg passes the initial value
      // on.
      Value next = (*yielded)[result.getResultNumber()].get();
      SmallVector<Value, 2> values{init->get()};
      if (next != loop.getRegionIterArgs()[result.getResultNumber()])
        values.push_back(next);
      return join(values, /*meetInUseBlock=*/false);
    }
    // A call of a function of this module that returns null on every path
    // (inlined, the store's address is null).
    if (auto call = dyn_cast<CallOpInterface>(def); call && readCallees) {
      auto callee =
          dyn_cast_if_present<FunctionOpInterface>(call.resolveCallable());
      if (!callee || callee.isExternal() || !isa<OpResult>(v))
        return Invalid::No;
      SmallVector<Value> returned;
      if (!returnedValues(callee->getRegions(),
                          cast<OpResult>(v).getResultNumber(), returned))
        return Invalid::No;
      return join(returned, /*meetInUseBlock=*/false);
    }
    return Invalid::No;
  }

  bool readCallees;
  unsigned steps = 0;
  llvm::DenseMap<std::pair<Value, Block *>, Invalid> known;
};
} // namespace

/// The address `op` certainly writes, as LLVM turns it into a plain store:
/// a non-volatile `llvm.store`; `llvm.intr.memset`, `memcpy` or `memmove`
/// of 1, 2, 4 or 8 bytes (InstCombine makes them one store); a
/// `llvm.intr.masked.store` whose mask is all ones. Null otherwise.
static Value storedAddress(Operation *op) {
  if (auto store = dyn_cast<LLVM::StoreOp>(op))
    return store.getVolatile_() ? Value() : store.getAddr();
  StringRef name = op->getName().getStringRef();
  if (name == "llvm.intr.memset" || name == "llvm.intr.memcpy" ||
      name == "llvm.intr.memmove") {
    auto isVolatile = op->getAttrOfType<BoolAttr>("isVolatile");
    APInt length;
    if (op->getNumOperands() < 3 || !isVolatile || isVolatile.getValue() ||
        !matchPattern(op->getOperand(2), m_ConstantInt(&length)) ||
        !llvm::is_contained({1, 2, 4, 8}, length.getZExtValue()))
      return Value();
    return op->getOperand(0);
  }
  if (name == "llvm.intr.masked.store" && op->getNumOperands() == 3) {
    // The mask as `llvm.mlir.constant` or `arith.constant` (round 55).
    DenseIntElementsAttr bits;
    if (!matchPattern(op->getOperand(2), m_Constant(&bits)) || !llvm::all_of(bits.getValues<APInt>(),
                               [](const APInt &bit) { return bit.isOne(); }))
      return Value();
    return op->getOperand(1);
  }
  return Value();
}

/// The address `op` certainly reads or writes: storedAddress, or a
/// non-volatile `llvm.load` whose value is used (InstCombine deletes an
/// unused one before SimplifyCFG would see it).
static Value accessedAddress(Operation *op) {
  if (auto load = dyn_cast<LLVM::LoadOp>(op))
    return load.getVolatile_() || load->use_empty() ? Value()
                                                    : load.getAddr();
  return storedAddress(op);
}

/// Whether `op` is a memref or vector access (`memref.load`/`store`,
/// `vector.load`/`store`) at an index that is poison: lowered, its address
/// is a GEP by that index (round 58 h3: `memref.store` at `1 << 32`).
bool warptile::isUndefinedBranch(Operation *op) {
  StringRef name = op->getName().getStringRef();
  Value decider;
  if (llvm::is_contained({StringRef("llvm.cond_br"), StringRef("cf.cond_br"),
                          StringRef("llvm.switch"), StringRef("cf.switch"),
                          StringRef("scf.if"), StringRef("scf.index_switch"),
                          StringRef("scf.condition")},
                         name) &&
      op->getNumOperands() != 0)
    decider = op->getOperand(0);
  return decider && getElementTypeOrSelf(decider.getType()).isIntOrIndex() &&
         isPoisonValue(decider, op->getBlock());
}

bool warptile::isLoadAccess(Operation *op) {
  return isa<LLVM::LoadOp>(op) ||
         llvm::is_contained({StringRef("memref.load"), StringRef("vector.load")},
                            op->getName().getStringRef());
}

static bool hasPoisonIndex(Operation *op) {
  StringRef name = op->getName().getStringRef();
  unsigned first;
  if (name == "memref.store" || name == "vector.store")
    first = 2;
  else if (!isa<LLVM::LoadOp>(op) && warptile::isLoadAccess(op) && !op->use_empty())
    first = 1;
  else
    return false;
  return op->getNumOperands() > first &&
         llvm::any_of(op->getOperands().drop_front(first), [&](Value index) {
           return isPoisonValue(index, op->getBlock());
         });
}

bool warptile::isUndefinedAccess(Operation *op, bool readCallees) {
  if (hasPoisonIndex(op))
    return true;
  Value address = accessedAddress(op);
  // Undef and poison are invalid addresses in any space, null only in the
  // generic one.
  return address && AddressClassifier(readCallees).classify(
                        address, op->getBlock()) != Invalid::No;
}

/// Whether an op certainly ends the thread or never returns, so that an
/// `unreachable` after it is not reached: an exit, a trap or a breakpoint;
/// inline assembly with side effects (`asm("trap;")`: the checker cannot
/// read it); a call of a declaration that does not say `willreturn` (such
/// as `__assertfail`; libdevice's `__nv_*` return: warp-ptx links them and
/// LLVM inlines them, round 56 h4); a call of a function every return of
/// which follows such an op in its block (clang's `[[noreturn]]` helpers),
/// through any number of calls. Everything else returns, as LLVM may show
/// it does: a function with a return that nothing blocks (LLVM inlines it:
/// round 54 h1, through a chain of five calls: round 55 h1), a trap under
/// a condition or `cf.assert` (LLVM folds the condition: round 55 h2), an
/// op with regions.
bool warptile::UnreachableOracle::mayNotReturn(Operation *op, unsigned depth) {
  if (!op->isRegistered())
    return true;
  StringRef name = op->getName().getStringRef();
  if (name == "nvvm.exit" || name == "nvvm.breakpoint" ||
      name == "nvvm.inline_ptx" || name == "llvm.intr.trap" ||
      name == "llvm.intr.ubsantrap" || name == "llvm.intr.debugtrap")
    return true;
  if (auto assembly = dyn_cast<LLVM::InlineAsmOp>(op))
    return assembly.getHasSideEffects();
  auto isTrapIntrinsic = [](StringRef intrinsic) {
    return intrinsic == "llvm.trap" || intrinsic == "llvm.ubsantrap" ||
           intrinsic == "llvm.debugtrap" || intrinsic == "llvm.nvvm.exit";
  };
  if (name == "llvm.call_intrinsic") {
    auto intrin = op->getAttrOfType<StringAttr>("intrin");
    return intrin && isTrapIntrinsic(intrin.getValue());
  }
  auto call = dyn_cast<CallOpInterface>(op);
  if (!call)
    return false;
  auto symbol =
      dyn_cast_if_present<SymbolRefAttr>(call.getCallableForCallee());
  if (symbol && symbol.getLeafReference().getValue().starts_with("llvm."))
    return isTrapIntrinsic(symbol.getLeafReference().getValue());
  auto callee = dyn_cast_if_present<FunctionOpInterface>(
      warptile::calledFunction(call, &tables));
  // An indirect call of something unknown, or a declaration that does not
  // say it returns.
  if (!callee || callee.isExternal())
    return !(callee && (hasFunctionAttribute(callee, "willreturn") ||
                        cast<SymbolOpInterface>(callee.getOperation())
                            .getName()
                            .starts_with("__nv_")));
  return neverReturns(callee, depth + 1);
}

bool warptile::hasFunctionAttribute(Operation *function, StringRef name) {
  if (!function)
    return false;
  if (name == "willreturn" && function->hasAttr("will_return"))
    return true;
  auto passthrough = function->getAttrOfType<ArrayAttr>("passthrough");
  return passthrough && llvm::any_of(passthrough, [&](Attribute entry) {
           if (auto pair = dyn_cast<ArrayAttr>(entry); pair && !pair.empty())
             entry = pair[0];
           auto key = dyn_cast<StringAttr>(entry);
           return key && key.getValue() == name;
         });
}

/// Whether every return of `function` follows, in its block, an op that
/// may not return. A function being asked (recursion), or one deeper than
/// 256 calls (the stack), returns.
bool warptile::UnreachableOracle::neverReturns(Operation *function, unsigned depth) {
  auto [it, inserted] = answers.try_emplace(function, false);
  if (!inserted || depth > 256)
    return it->second;
  bool blocked = true;
  for (Block &block : function->getRegion(0)) {
    if (block.empty())
      continue;
    Operation *terminator = &block.back();
    if (!terminator->hasTrait<OpTrait::ReturnLike>())
      continue;
    bool stopped = false;
    for (Operation *before = terminator->getPrevNode(); before && !stopped;
         before = before->getPrevNode())
      stopped = mayNotReturn(before, depth);
    if (!stopped) {
      blocked = false;
      break;
    }
  }
  return answers[function] = blocked;
}

bool warptile::UnreachableOracle::isReached(Operation *op) {
  StringRef name = op->getName().getStringRef();
  if (name != "llvm.unreachable" && name != "ub.unreachable")
    return false;
  for (Operation *before = op->getPrevNode(); before;
       before = before->getPrevNode())
    if (mayNotReturn(before, 0))
      return false;
  return true;
}

bool warptile::UnreachableOracle::isAlwaysUndefinedFunction(Operation *function) {
  auto func = dyn_cast_if_present<FunctionOpInterface>(function);
  if (!func || func.isExternal())
    return false;
  Block &entry = func.getFunctionBody().front();
  return !entry.empty() && isReached(&entry.back());
}

bool warptile::isReachedUnreachable(Operation *op) {
  return UnreachableOracle().isReached(op);
}

bool warptile::isAlwaysUndefinedFunction(Operation *function) {
  return UnreachableOracle().isAlwaysUndefinedFunction(function);
}

bool warptile::isAssume(Operation *op) {
  StringRef name = op->getName().getStringRef();
  if (name == "llvm.intr.assume")
    return true;
  if (name == "llvm.call_intrinsic") {
    auto intrin = op->getAttrOfType<StringAttr>("intrin");
    return intrin && intrin.getValue() == "llvm.assume";
  }
  auto call = dyn_cast<CallOpInterface>(op);
  auto callee = call ? dyn_cast_if_present<SymbolRefAttr>(
                           call.getCallableForCallee())
                     : SymbolRefAttr();
  return callee && callee.getLeafReference().getValue() == "llvm.assume";
}

Value warptile::assumedCondition(Operation *op) {
  if (!isAssume(op) || op->getNumOperands() == 0)
    return Value();
  // The condition is the first operand in every spelling (a call's
  // arguments come first, its operand bundles after).
  return op->getOperand(0);
}

bool warptile::isFalseAssume(Operation *op) {
  Value condition = assumedCondition(op);
  if (!condition)
    return false;
  Operation *def = condition.getDefiningOp();
  if (isa_and_nonnull<LLVM::UndefOp, LLVM::PoisonOp>(def) ||
      (def && def->getName().getStringRef() == "ub.poison"))
    return true;
  return matchPattern(condition, m_Zero());
}
