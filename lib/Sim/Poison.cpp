//===- Poison.cpp - Tracking undefined shuffle results to their uses ------===//
//
// Part of warptile. A shuffle that reads a lane outside its member mask, an
// exited lane or one that does not execute it gets an undefined value (the
// simulator gives 0 and reports `shuffle-source`); so does a lane that
// executes a shuffle whose mask does not name it. What matters is where
// such a value goes: this pass follows it, as MemorySanitizer follows
// uninitialised bits, and reports (`poisoned-use`) where it is stored, used
// as an address, decides a branch or reaches a collective (a shuffle's
// value operand excepted: the shuffle carries the poison to its readers).
//
// The shadow of a value is an i32 poison origin: 0 when the value is
// defined, else 1 + the site of the shuffle it comes from. The runtime's
// shuffle returns the origin of its result (RuntimeABI.h); an op's result
// takes the largest origin of its operands (any non-zero one names a
// culprit), a select the shadow of the operand it picks (a kernel that
// selects the value away by the validity predicate is clean) joined with
// its condition's, an extractvalue the shadow of the field it reads, a
// load a clean shadow (memory has no shadow; storing a poisoned value is
// reported instead). Block arguments get shadow arguments that the branches
// pass. The static taint analysis below first finds the values that may
// depend on a shuffle (or an undefined value), so only those get shadows,
// and functions without either are not touched: such a kernel runs as
// before.
//
// Calls of functions the module defines do not carry shadows: a poisoned
// argument is reported at the call, a poisoned value at its return.
//
// The other sources are the values PTX leaves undefined that
// PtxArithmetic.cpp marks (a division by zero): their origins name the op.
// A vector value's shadow is a vector of origins, one per element, so that
// a masked tile tail whose padding elements are undefined but never stored
// (a masked store leaves them out) is clean.
//
//===----------------------------------------------------------------------===//

#include "Poison.h"

#include "Lower.h"

#include "warptile/Sim/RuntimeABI.h"

#include "mlir/IR/Builders.h"
#include "mlir/Interfaces/DataLayoutInterfaces.h"
#include "mlir/IR/RegionGraphTraits.h"
#include "mlir/Interfaces/ControlFlowInterfaces.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/DenseSet.h"
#include "llvm/ADT/MapVector.h"
#include "llvm/ADT/PostOrderIterator.h"
#include "llvm/ADT/StringSwitch.h"

using namespace mlir;
using namespace ::warptile::sim;

namespace {

/// What an extractvalue reads: the value inserted at exactly its position
/// by the insertvalues below it, or the aggregate where that chain stops
/// telling; null when the field was never written (an undef or poison
/// aggregate: not the kernel's use of a shuffle).
Value fieldSource(LLVM::ExtractValueOp extract) {
  Value aggregate = extract.getContainer();
  ArrayRef<int64_t> position = extract.getPosition();
  // A graph region lets the chain be a cycle: past 1024 links, the whole.
  unsigned links = 0;
  while (auto insert = aggregate.getDefiningOp<LLVM::InsertValueOp>()) {
    if (++links > 1024)
      return aggregate;
    ArrayRef<int64_t> at = insert.getPosition();
    if (at == position)
      return insert.getValue();
    size_t common = std::min(at.size(), position.size());
    if (at.take_front(common) == position.take_front(common))
      return aggregate; // overlapping fields: the whole
    aggregate = insert.getContainer();
  }
  if (aggregate.getDefiningOp<LLVM::PoisonOp>() ||
      aggregate.getDefiningOp<LLVM::UndefOp>())
    return Value();
  return aggregate;
}

/// How the runtime calls of the lowering treat their operands.
enum class Callee { Shuffle, Collective, Access, Runtime, Pure, Opaque };

Callee classify(LLVM::CallOp call, ModuleOp module) {
  std::optional<StringRef> name = call.getCallee();
  if (!name)
    return Callee::Opaque;
  if (name->starts_with("__wsim_"))
    return llvm::StringSwitch<Callee>(*name)
        .Case("__wsim_shfl", Callee::Shuffle)
        .Cases({"__wsim_vote", "__wsim_match", "__wsim_redux", "__wsim_elect",
                "__wsim_warpsync", "__wsim_barrier"},
               Callee::Collective)
        .Cases({"__wsim_access", "__wsim_access_masked", "__wsim_poisoned",
                "__wsim_poisoned_store"},
               Callee::Access)
        .Default(Callee::Runtime);
  auto f = module.lookupSymbol<LLVM::LLVMFuncOp>(*name);
  // Host math (`__nv_*` through libm, LLVM intrinsics) computes its result
  // from its operands alone.
  if (f && f.isExternal())
    return Callee::Pure;
  return Callee::Opaque;
}

class Instrumenter {
public:
  Instrumenter(LLVM::LLVMFuncOp func, ModuleOp module, std::vector<Site> &sites)
      : func(func), module(module), sites(sites), b(func.getContext()),
        layout(module) {
    i32 = b.getI32Type();
  }

  void run(ArrayRef<ShuffleValue> shuffles, ArrayRef<UndefinedValue> undefined);

private:
  bool resultsFollow(Operation *op);
  void analyse();
  void addShadowArguments();
  void instrument(Operation *op);
  void passShadows(Block &block);

  Value shadowOf(Value v) const { return shadow.lookup(v); }
  /// The shadow type of a value of `type`: a vector of i32 for a vector,
  /// else i32.
  Type shadowType(Type type) const {
    auto vector = dyn_cast<VectorType>(type);
    if (vector && vector.getRank() == 1 && !vector.isScalable())
      return VectorType::get(vector.getShape(), i32);
    return i32;
  }
  Value zero(Location loc, Type type = Type()) {
    if (auto vector = dyn_cast_or_null<VectorType>(type))
      return LLVM::ConstantOp::create(
          b, loc, type, SplatElementsAttr::get(vector, b.getI32IntegerAttr(0)));
    return LLVM::ConstantOp::create(b, loc, i32, static_cast<int64_t>(0));
  }
  /// `s` as a shadow of type `type`: a vector's elements reduce to their
  /// largest origin, a scalar is splat.
  Value shaped(Location loc, Value s, Type type);
  /// The largest of `shadows` (null ones are clean), as a shadow of type
  /// `type` (i32 by default).
  Value join(Location loc, ArrayRef<Value> shadows, Type type = Type());
  uint32_t site(Operation *op) {
    sites.push_back(
        {op->getName().getStringRef().str(), formatLocation(op->getLoc())});
    return static_cast<uint32_t>(sites.size() - 1);
  }
  void report(Operation *op, Value origin, PoisonUse use, uint32_t siteId);
  /// A store's value: __wsim_poisoned_store, which lets a value read from
  /// uninitialised shared memory stay uninitialised in shared memory.
  void reportStore(LLVM::StoreOp store);
  void report(Operation *op, Value operand, PoisonUse use) {
    if (Value s = shadowOf(operand))
      report(op, s, use, site(op));
  }

  LLVM::LLVMFuncOp func;
  ModuleOp module;
  std::vector<Site> &sites;
  OpBuilder b;
  DataLayout layout;
  Type i32;
  /// Seeds: each shuffle's value, with its call.
  llvm::DenseMap<Value, LLVM::CallOp> seeds;
  /// Seeds: each undefined value, with its origin.
  llvm::DenseMap<Value, Value> undefinedOrigins;
  /// Values that may depend on a shuffle's result.
  llvm::DenseSet<Value> tainted;
  llvm::DenseMap<Value, Value> shadow;
  /// For each block, the original arguments whose shadows it takes as
  /// extra arguments at its end, in order.
  llvm::DenseMap<Block *, SmallVector<unsigned>> shadowArguments;
};

/// Whether an op's results depend on its operands' values (so inherit their
/// poison). Loads, atomics and calls the shadows do not follow start clean.
bool Instrumenter::resultsFollow(Operation *op) {
  if (isa<LLVM::LoadOp, LLVM::AtomicRMWOp, LLVM::AtomicCmpXchgOp>(op))
    return false;
  // A freeze picks one fixed value for an undefined one (LangRef: "an
  // arbitrary, but fixed, value"): what it returns is defined, as a
  // warp.if's frozen condition is (issue 27 round 60a h3).
  if (isa<LLVM::FreezeOp>(op))
    return false;
  // A checked access returns its address (or scratch): the address's
  // poison goes on to the load or store that uses it.
  if (auto call = dyn_cast<LLVM::CallOp>(op))
    return classify(call, module) == Callee::Pure ||
           classify(call, module) == Callee::Access;
  return true;
}

void Instrumenter::analyse() {
  for (auto &[value, call] : seeds)
    tainted.insert(value);
  for (auto &[value, origin] : undefinedOrigins)
    tainted.insert(value);
  // A forward fixed point over the function (loops carry taint through
  // their block arguments).
  bool changed = true;
  while (changed) {
    changed = false;
    auto taint = [&](Value v) { changed |= tainted.insert(v).second; };
    func.walk([&](Operation *op) {
      if (auto branch = dyn_cast<BranchOpInterface>(op)) {
        for (unsigned i = 0; i < op->getNumSuccessors(); ++i) {
          SuccessorOperands operands = branch.getSuccessorOperands(i);
          Block *successor = op->getSuccessor(i);
          unsigned produced = operands.getProducedOperandCount();
          for (unsigned k = produced; k < operands.size(); ++k)
            if (tainted.count(operands[k]))
              taint(successor->getArgument(k));
        }
        return;
      }
      if (op->getNumResults() == 0 || !resultsFollow(op))
        return;
      if (auto extract = dyn_cast<LLVM::ExtractValueOp>(op)) {
        Value source = fieldSource(extract);
        if (source && tainted.count(source))
          taint(extract.getResult());
        return;
      }
      if (llvm::any_of(op->getOperands(),
                       [&](Value v) { return tainted.count(v) != 0; }))
        for (Value result : op->getResults())
          taint(result);
    });
  }
}

void Instrumenter::addShadowArguments() {
  for (Block &block : func.getBody()) {
    if (block.isEntryBlock())
      continue;
    unsigned count = block.getNumArguments();
    for (unsigned k = 0; k < count; ++k) {
      BlockArgument arg = block.getArgument(k);
      if (!tainted.count(arg))
        continue;
      shadow[arg] = block.addArgument(shadowType(arg.getType()), arg.getLoc());
      shadowArguments[&block].push_back(k);
    }
  }
}

Value Instrumenter::shaped(Location loc, Value s, Type type) {
  if (!s || s.getType() == type)
    return s;
  if (isa<VectorType>(s.getType()))
    s = LLVM::vector_reduce_umax::create(b, loc, i32, s);
  auto vector = dyn_cast<VectorType>(type);
  if (!vector)
    return s;
  Value undef = LLVM::PoisonOp::create(b, loc, type);
  Value first = LLVM::InsertElementOp::create(
      b, loc, undef, s,
      LLVM::ConstantOp::create(b, loc, i32, static_cast<int64_t>(0)));
  return LLVM::ShuffleVectorOp::create(
      b, loc, first, undef, SmallVector<int32_t>(vector.getNumElements(), 0));
}

Value Instrumenter::join(Location loc, ArrayRef<Value> shadows, Type type) {
  if (!type)
    type = i32;
  Value joined;
  for (Value s : shadows) {
    if (!s)
      continue;
    s = shaped(loc, s, type);
    joined = joined ? LLVM::UMaxOp::create(b, loc, joined, s).getResult() : s;
  }
  return joined;
}

void Instrumenter::report(Operation *op, Value origin, PoisonUse use,
                          uint32_t siteId) {
  // No shadow (e.g. a compare-and-swap whose operands are all clean: join
  // gives none): nothing to report.
  if (!origin)
    return;
  OpBuilder::InsertionGuard guard(b);
  b.setInsertionPoint(op);
  Location loc = op->getLoc();
  origin = shaped(loc, origin, i32);
  auto callee = module.lookupSymbol<LLVM::LLVMFuncOp>("__wsim_poisoned");
  if (!callee) {
    OpBuilder::InsertionGuard moduleGuard(b);
    b.setInsertionPointToStart(module.getBody());
    callee = LLVM::LLVMFuncOp::create(
        b, module.getLoc(), "__wsim_poisoned",
        LLVM::LLVMFunctionType::get(LLVM::LLVMVoidType::get(b.getContext()),
                                    {i32, i32, i32}));
  }
  Value useCode =
      LLVM::ConstantOp::create(b, loc, i32, static_cast<int64_t>(use));
  Value siteCode =
      LLVM::ConstantOp::create(b, loc, i32, static_cast<int64_t>(siteId));
  LLVM::CallOp::create(b, loc, callee, ValueRange{origin, useCode, siteCode});
}

void Instrumenter::reportStore(LLVM::StoreOp store) {
  Value origin = shadowOf(store.getValue());
  if (!origin)
    return;
  OpBuilder::InsertionGuard guard(b);
  Operation *op = store.getOperation();
  b.setInsertionPoint(op);
  Location loc = op->getLoc();
  origin = shaped(loc, origin, i32);
  Type i64 = b.getI64Type();
  auto ptr = LLVM::LLVMPointerType::get(b.getContext());
  auto callee = module.lookupSymbol<LLVM::LLVMFuncOp>("__wsim_poisoned_store");
  if (!callee) {
    OpBuilder::InsertionGuard moduleGuard(b);
    b.setInsertionPointToStart(module.getBody());
    callee = LLVM::LLVMFuncOp::create(
        b, module.getLoc(), "__wsim_poisoned_store",
        LLVM::LLVMFunctionType::get(LLVM::LLVMVoidType::get(b.getContext()),
                                    {i32, i32, ptr, i64}));
  }
  uint64_t bytes = accessBytes(layout, store.getValue().getType());
  Value siteCode =
      LLVM::ConstantOp::create(b, loc, i32, static_cast<int64_t>(site(op)));
  Value size = LLVM::ConstantOp::create(b, loc, i64, static_cast<int64_t>(bytes));
  LLVM::CallOp::create(b, loc, callee,
                       ValueRange{origin, siteCode, store.getAddr(), size});
}

void Instrumenter::instrument(Operation *op) {
  Location loc = op->getLoc();
  // The uses that matter.
  if (auto store = dyn_cast<LLVM::StoreOp>(op)) {
    reportStore(store);
    report(op, store.getAddr(), PoisonUse::Address);
  } else if (auto store = dyn_cast<LLVM::MaskedStoreOp>(op)) {
    // Only the enabled elements are stored.
    if (Value s = shadowOf(store.getValue())) {
      b.setInsertionPoint(op);
      Value mask = store.getMask();
      if (isa<VectorType>(s.getType()) && isa<VectorType>(mask.getType()))
        s = LLVM::SelectOp::create(b, loc, mask, s, zero(loc, s.getType()));
      report(op, s, PoisonUse::Store, site(op));
    }
    b.setInsertionPoint(op);
    if (Value s =
            join(loc, {shadowOf(store.getData()), shadowOf(store.getMask())}))
      report(op, s, PoisonUse::Address, site(op));
  } else if (auto load = dyn_cast<LLVM::LoadOp>(op)) {
    report(op, load.getAddr(), PoisonUse::Address);
  } else if (auto rmw = dyn_cast<LLVM::AtomicRMWOp>(op)) {
    report(op, rmw.getVal(), PoisonUse::Store);
    report(op, rmw.getPtr(), PoisonUse::Address);
  } else if (auto cas = dyn_cast<LLVM::AtomicCmpXchgOp>(op)) {
    b.setInsertionPoint(op);
    report(op, join(loc, {shadowOf(cas.getCmp()), shadowOf(cas.getVal())}),
           PoisonUse::Store, site(op));
    report(op, cas.getPtr(), PoisonUse::Address);
  } else if (auto condBr = dyn_cast<LLVM::CondBrOp>(op)) {
    report(op, condBr.getCondition(), PoisonUse::Branch);
  } else if (auto sw = dyn_cast<LLVM::SwitchOp>(op)) {
    report(op, sw.getValue(), PoisonUse::Branch);
  } else if (auto call = dyn_cast<LLVM::CallOp>(op)) {
    Callee kind = classify(call, module);
    if (kind == Callee::Shuffle || kind == Callee::Collective) {
      // The collective's own site (its last operand but the shuffle's
      // origin) names it. A shuffle carries its value's poison to the lanes
      // that read it, where their uses are reported; what decides which
      // lanes meet (mask, offset, clamp), and every operand of the other
      // collectives, whose results are not tracked, is reported here.
      unsigned siteOperand =
          call.getNumOperands() - 1 - (kind == Callee::Shuffle ? 1 : 0);
      SmallVector<Value> shadows;
      for (unsigned k = 0; k < siteOperand; ++k)
        if (kind != Callee::Shuffle || k != 2)
          shadows.push_back(shadowOf(call.getOperand(k)));
      b.setInsertionPoint(op);
      if (Value s = join(loc, shadows)) {
        auto siteConst =
            call.getOperand(siteOperand).getDefiningOp<LLVM::ConstantOp>();
        auto siteAttr = siteConst ? dyn_cast<IntegerAttr>(siteConst.getValue())
                                  : IntegerAttr();
        report(op, s, PoisonUse::Collective,
               siteAttr ? static_cast<uint32_t>(siteAttr.getInt()) : site(op));
      }
      if (kind == Callee::Shuffle)
        if (Value s = shadowOf(call.getOperand(2)))
          call->setOperand(siteOperand + 1, shaped(loc, s, i32));
    } else if (kind == Callee::Runtime || kind == Callee::Opaque) {
      SmallVector<Value> shadows;
      for (Value operand : call.getOperands())
        shadows.push_back(shadowOf(operand));
      b.setInsertionPoint(op);
      if (Value s = join(loc, shadows))
        report(op, s, PoisonUse::Call, site(op));
    }
  } else if (isa<LLVM::ReturnOp>(op)) {
    if (op->getNumOperands())
      report(op, op->getOperand(0), PoisonUse::Return);
  } else if (op->getNumResults() == 0 && !isa<BranchOpInterface>(op)) {
    SmallVector<Value> shadows;
    for (Value operand : op->getOperands())
      shadows.push_back(shadowOf(operand));
    b.setInsertionPoint(op);
    if (Value s = join(loc, shadows))
      report(op, s, PoisonUse::Other, site(op));
  }

  // The shadows of its results.
  if (op->getNumResults() == 0 || llvm::none_of(op->getResults(), [&](Value r) {
        return tainted.count(r) != 0;
      }))
    return;
  b.setInsertionPointAfter(op);
  Value s;
  Type type = shadowType(op->getResult(0).getType());
  if (auto it = seeds.find(op->getResult(0)); it != seeds.end()) {
    // Bits 33-63 of the runtime's result.
    Value carrier = it->second.getResult();
    Type i64 = carrier.getType();
    Value shifted = LLVM::LShrOp::create(
        b, loc, carrier,
        LLVM::ConstantOp::create(b, loc, i64, static_cast<int64_t>(33)));
    s = LLVM::TruncOp::create(b, loc, i32, shifted);
  } else if (auto extract = dyn_cast<LLVM::ExtractValueOp>(op)) {
    if (Value source = fieldSource(extract))
      s = shaped(loc, shadowOf(source), type);
  } else if (isa<LLVM::AndOp, LLVM::OrOp>(op) &&
             op->getResult(0).getType().isInteger(1)) {
    // A boolean `and` with a defined false (an `or` with a defined true)
    // is defined whatever the other operand: clang's code for `valid &&
    // compare(key, ...)` discards the comparison of a padding key so.
    bool isAnd = isa<LLVM::AndOp>(op);
    Value lhs = op->getOperand(0), rhs = op->getOperand(1);
    Value absorbing = LLVM::ConstantOp::create(
        b, loc, lhs.getType(), b.getIntegerAttr(lhs.getType(), isAnd ? 0 : 1));
    auto keep = [&](Value own, Value other) -> Value {
      Value s = shadowOf(own);
      if (!s)
        return Value();
      s = shaped(loc, s, i32);
      // `other` decides the result when it is defined and absorbing.
      Value decides = LLVM::ICmpOp::create(b, loc, LLVM::ICmpPredicate::eq,
                                           other, absorbing);
      if (Value os = shadowOf(other))
        decides = LLVM::AndOp::create(
            b, loc, decides,
            LLVM::ICmpOp::create(b, loc, LLVM::ICmpPredicate::eq,
                                 shaped(loc, os, i32), zero(loc)));
      return LLVM::SelectOp::create(b, loc, decides, zero(loc), s);
    };
    s = join(loc, {keep(lhs, rhs), keep(rhs, lhs)}, type);
  } else if (auto select = dyn_cast<LLVM::SelectOp>(op)) {
    Value whenTrue = shaped(loc, shadowOf(select.getTrueValue()), type);
    Value whenFalse = shaped(loc, shadowOf(select.getFalseValue()), type);
    Value picked;
    if (whenTrue || whenFalse)
      picked = LLVM::SelectOp::create(b, loc, select.getCondition(),
                                      whenTrue ? whenTrue : zero(loc, type),
                                      whenFalse ? whenFalse : zero(loc, type));
    s = join(loc, {shadowOf(select.getCondition()), picked}, type);
  } else if (auto element = dyn_cast<LLVM::ExtractElementOp>(op);
             element &&
             isa<VectorType>(shadowType(element.getVector().getType())) &&
             shadowOf(element.getVector())) {
    // The element's own origin.
    Value picked = LLVM::ExtractElementOp::create(
        b, loc,
        shaped(loc, shadowOf(element.getVector()),
               shadowType(element.getVector().getType())),
        element.getPosition());
    s = join(loc, {picked, shadowOf(element.getPosition())}, type);
  } else if (auto insert = dyn_cast<LLVM::InsertElementOp>(op);
             insert && isa<VectorType>(type)) {
    Value into = shadowOf(insert.getVector());
    Value value = shadowOf(insert.getValue());
    Value inserted = LLVM::InsertElementOp::create(
        b, loc, into ? shaped(loc, into, type) : zero(loc, type),
        value ? shaped(loc, value, i32) : zero(loc), insert.getPosition());
    s = join(loc, {inserted, shadowOf(insert.getPosition())}, type);
  } else if (auto shuffle = dyn_cast<LLVM::ShuffleVectorOp>(op);
             shuffle && isa<VectorType>(type)) {
    Type sourceType = shadowType(shuffle.getV1().getType());
    auto sourceShadow = [&](Value v) {
      Value sv = shadowOf(v);
      return sv ? shaped(loc, sv, sourceType) : zero(loc, sourceType);
    };
    s = isa<VectorType>(sourceType)
            ? LLVM::ShuffleVectorOp::create(
                  b, loc, sourceShadow(shuffle.getV1()),
                  sourceShadow(shuffle.getV2()), shuffle.getMask())
                  .getResult()
            : join(loc, {shadowOf(shuffle.getV1()), shadowOf(shuffle.getV2())},
                   type);
  } else {
    SmallVector<Value> shadows;
    for (Value operand : op->getOperands())
      shadows.push_back(shadowOf(operand));
    s = join(loc, shadows, type);
  }
  // An undefined value: its own origin, besides its operands'.
  if (auto it = undefinedOrigins.find(op->getResult(0));
      it != undefinedOrigins.end())
    s = join(loc, {s, it->second}, type);
  if (s)
    for (Value result : op->getResults())
      if (tainted.count(result))
        shadow[result] = s;
}

/// Appends the shadows of the values a branch passes to the shadow
/// arguments of its successors.
void Instrumenter::passShadows(Block &block) {
  if (block.empty())
    return;
  auto branch = dyn_cast<BranchOpInterface>(block.getTerminator());
  if (!branch)
    return;
  Operation *op = branch.getOperation();
  for (unsigned i = 0; i < op->getNumSuccessors(); ++i) {
    auto it = shadowArguments.find(op->getSuccessor(i));
    if (it == shadowArguments.end())
      continue;
    SuccessorOperands operands = branch.getSuccessorOperands(i);
    SmallVector<Value> passed;
    b.setInsertionPoint(op);
    for (unsigned k : it->second) {
      Type type = shadowType(operands[k].getType());
      Value s = shaped(op->getLoc(), shadowOf(operands[k]), type);
      passed.push_back(s ? s : zero(op->getLoc(), type));
    }
    operands.append(passed);
  }
}

void Instrumenter::run(ArrayRef<ShuffleValue> shuffles,
                       ArrayRef<UndefinedValue> undefined) {
  for (const ShuffleValue &shuffle : shuffles)
    seeds[shuffle.value] = shuffle.call;
  for (const UndefinedValue &value : undefined)
    undefinedOrigins[value.value] = value.origin;
  analyse();
  addShadowArguments();
  // Reverse post-order visits a value's definition before its uses (phis
  // aside, which are the shadow arguments made above).
  mlir::Region &body = func.getBody();
  llvm::ReversePostOrderTraversal<Block *> order(&body.front());
  for (Block *block : order)
    for (Operation &op : llvm::make_early_inc_range(*block))
      instrument(&op);
  for (Block &block : body)
    passShadows(block);
}

} // namespace

void ::warptile::sim::instrumentPoison(ModuleOp module,
                                       ArrayRef<ShuffleValue> shuffles,
                                       ArrayRef<UndefinedValue> undefined,
                                       std::vector<Site> &sites) {
  llvm::MapVector<Operation *, std::pair<SmallVector<ShuffleValue>,
                                         SmallVector<UndefinedValue>>>
      byFunction;
  for (const ShuffleValue &shuffle : shuffles)
    if (auto f = shuffle.call->getParentOfType<LLVM::LLVMFuncOp>())
      byFunction[f].first.push_back(shuffle);
  for (const UndefinedValue &value : undefined)
    if (auto f = Value(value.origin)
                     .getParentRegion()
                     ->getParentOfType<LLVM::LLVMFuncOp>())
      byFunction[f].second.push_back(value);
  for (auto &[f, inFunction] : byFunction)
    Instrumenter(cast<LLVM::LLVMFuncOp>(f), module, sites)
        .run(inFunction.first, inFunction.second);
}

void ::warptile::sim::undefinedPoisonValues(
    ModuleOp module, std::vector<Site> &sites,
    std::vector<UndefinedValue> &undefined) {
  SmallVector<LLVM::PoisonOp> poisons;
  module.walk([&](LLVM::PoisonOp op) {
    // Scalars only: aggregates and vectors built from a poison base with
    // insertvalue/insertelement are the lowering's, and fields never
    // written are never read (fieldSource).
    if (isa<IntegerType, FloatType>(op.getType()) && !op->use_empty())
      poisons.push_back(op);
  });
  OpBuilder b(module.getContext());
  for (LLVM::PoisonOp op : poisons) {
    b.setInsertionPoint(op);
    Location loc = op.getLoc();
    Type type = op.getType();
    Value zero = LLVM::ConstantOp::create(b, loc, type, b.getZeroAttr(type));
    sites.push_back({"llvm.mlir.poison (the value a guarded collective or "
                     "warp.if leaves to lanes outside its half)",
                     formatLocation(loc)});
    Value origin = LLVM::ConstantOp::create(
        b, loc, b.getI32Type(),
        b.getI32IntegerAttr(static_cast<int32_t>(sites.size())));
    op.replaceAllUsesWith(zero);
    op.erase();
    undefined.push_back({zero, origin});
  }
}
