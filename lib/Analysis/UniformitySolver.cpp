//===- UniformitySolver.cpp - The uniformity analysis, solved by hand -----===//
//
// Part of warptile. The fixed point of the uniformity analysis, computed by
// one sparse worklist over SSA def-use edges, CFG edges, region successors
// and call edges, instead of MLIR's generic data-flow solver (which spent
// about 80% of the convergence checker's time on device-wide CUB in its
// program-point and dependency bookkeeping, and a fifth of it walking every
// symbol use for its dead-code analysis).
//
// It computes what the four MLIR analyses this file replaced computed
// together: liveness (MLIR's DeadCodeAnalysis: blocks and CFG edges reached
// from the root's entry, branches decided by constants, private callables
// live only when called), constants (SparseConstantPropagation: op folding,
// used only to decide branches), the level of every value (the sparse
// transfer functions below) and control dependence (a value chosen by a
// lane-dependent branch is as varying as the branch). All four are monotone
// joins, so any visiting order reaches the same least fixed point; the
// order here is the program's (a block's ops in sequence as it becomes
// live), which visits most definitions before their uses.
//
//===----------------------------------------------------------------------===//

#include "warptile/Analysis/RegionTrees.h"
#include "warptile/Analysis/ThreadMemory.h"
#include "warptile/Analysis/ThreadValues.h"
#include "warptile/Analysis/UndefinedValues.h"
#include "warptile/Analysis/Uniformity.h"
#include "warptile/Analysis/UniformityRules.h"
#include "warptile/Analysis/WarpAlignment.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/IR/Matchers.h"
#include "mlir/IR/SymbolTable.h"
#include "mlir/IR/TypeUtilities.h"
#include "mlir/Interfaces/CallInterfaces.h"
#include "mlir/Interfaces/ControlFlowInterfaces.h"
#include "mlir/Interfaces/FunctionInterfaces.h"
#include "mlir/Interfaces/LoopLikeInterface.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"
#include "llvm/ADT/DenseSet.h"
#include "llvm/ADT/SetVector.h"
#include "llvm/ADT/SmallBitVector.h"

using namespace mlir;
using namespace mlir::warptile;

namespace {

/// A value's constant: nothing known yet, a constant (with the dialect that
/// folded it, as MLIR's ConstantValue keeps), or unknown.
struct Constant {
  bool known = false; ///< false: uninitialized
  Attribute attr;     ///< null when known: not a constant
  Dialect *dialect = nullptr;
  bool operator==(const Constant &o) const {
    return known == o.known && attr == o.attr && dialect == o.dialect;
  }
};

/// What the solver knows of a value: both lattices and its bookkeeping, in
/// one map entry. Most visits read both lattices of each operand and join
/// both of each result, and every change queues the value and asks for its
/// subscribers: with one entry per value a single lookup serves them all
/// (two maps and two sets took four).
struct ValueState {
  Attribute attr;             ///< the constant; null when not a constant
  Dialect *dialect = nullptr; ///< the dialect that folded `attr`
  /// 1 + the index of the value's list in `subscriberLists`; 0: none.
  unsigned subscribers = 0;
  Uniformity level = Uniformity::Uniform;
  bool constantKnown = false; ///< false: the constant is uninitialized
  bool hasLevel = false;      ///< false: no level yet
  bool pending = false;       ///< in `pending`, its users not told yet
  Constant constant() const { return Constant{constantKnown, attr, dialect}; }
  std::optional<Uniformity> levelIfKnown() const {
    return hasLevel ? std::optional<Uniformity>(level) : std::nullopt;
  }
};

/// What a callable knows of its callers and exits.
struct CallableState {
  bool unknownCallers = false;
  llvm::SetVector<Operation *> callers;
  /// Live return-like exits that return values.
  llvm::SetVector<Operation *> returns;
  /// A live exit that is not return-like: callers cannot see its values.
  bool opaqueExit = false;
};

/// The value the terminator `term` passes for `arg` along its successor
/// `index`: std::nullopt when it is not a branch or produces the operand
/// itself (or passes none for it), a null Value when the operand is
/// absent. Imported branches are read without a SuccessorOperands.
std::optional<Value> incomingValue(Operation *term, unsigned index,
                                   BlockArgument arg) {
  unsigned n = arg.getArgNumber();
  if (std::optional<OperandRange> plain = plainForwardedOperands(term, index)) {
    if (n >= plain->size())
      return std::nullopt;
    return (*plain)[n];
  }
  auto branch = dyn_cast<BranchOpInterface>(term);
  if (!branch)
    return std::nullopt;
  SuccessorOperands operands = branch.getSuccessorOperands(index);
  if (n >= operands.size() || operands.isOperandProduced(n))
    return std::nullopt;
  return operands[n];
}

/// Whether every edge into `arg`'s block passes the same value for it: the
/// argument is then that value whichever way a lane came (LLVM's divergence
/// analysis exempts such phis), so no branch chooses it.
bool hasOneIncomingValue(BlockArgument arg) {
  Block *block = arg.getOwner();
  Value common;
  for (auto it = block->pred_begin(), e = block->pred_end(); it != e; ++it) {
    std::optional<Value> incoming =
        incomingValue((*it)->getTerminator(), it.getSuccessorIndex(), arg);
    if (!incoming || !*incoming || (common && *incoming != common))
      return false;
    common = *incoming;
  }
  return static_cast<bool>(common);
}


/// A terminator that leaves a region-branch op's region or a callable.
bool isRegionOrCallableReturn(Operation *op) {
  // The cheap tests first: this runs for every op.
  return !op->getNumSuccessors() && op->getBlock() &&
         &op->getBlock()->back() == op && op->getParentOp() &&
         isa<RegionBranchOpInterface, CallableOpInterface>(op->getParentOp());
}

class Solver {
public:
  Solver(Operation *root, UniformitySourceFn extra, UniformityOptions options)
      : root(root), extraSources(std::move(extra)),
        options(std::move(options)), ownTrees(this->options.postDominance) {
    undefinedMemory.setReadsOtherFunctions(this->options.readsOtherFunctions);
  }
  ~Solver() {
    // The copies use the scratch block's arguments: gone first.
    for (auto &entry : foldCopies)
      entry.second->destroy();
  }
  Solver(const Solver &) = delete;
  Solver &operator=(const Solver &) = delete;

  void run();
  std::optional<Uniformity> levelOf(Value value) const {
    auto it = states.find(value);
    if (it == states.end())
      return std::nullopt;
    return it->second.levelIfKnown();
  }

  llvm::DenseMap<Value, ValueState> states;
  /// Which globals a read may find undefined, per global (ThreadMemory.h).
  UndefinedMemory undefinedMemory;
  /// The blocks reached (UniformityInfo::isDeadCode reads them after run).
  llvm::DenseSet<Block *> live;

private:
  //===--------------------------------------------------------------------===//
  // Lattices
  //===--------------------------------------------------------------------===//

  /// The join of `level` into `state`'s level; whether it changed.
  static bool joinLevelInto(ValueState &state, Uniformity level) {
    if (state.hasLevel && level <= state.level)
      return false;
    state.hasLevel = true;
    state.level = level;
    return true;
  }
  /// The join of `c` into `state`'s constant; whether it changed.
  static bool joinConstantInto(ValueState &state, const Constant &c) {
    if (!c.known)
      return false;
    if (!state.constantKnown) {
      state.constantKnown = true;
      state.attr = c.attr;
      state.dialect = c.dialect;
      return true;
    }
    if (state.constant() == c || !state.attr)
      return false;
    state.attr = Attribute();
    state.dialect = nullptr;
    return true;
  }
  void joinLevel(Value value, Uniformity level) {
    ValueState &state = states[value];
    if (joinLevelInto(state, level))
      changed(value, state);
  }
  /// Whether `op` may make poison LLVM proves, or reads a float's bits.
  bool makesPoison(Operation *op);
  /// Which modules write memory through an address (ValueFacts).
  ModuleWrites moduleWrites;
  /// The integer `value` is known to hold, when it is a constant.
  std::optional<int64_t> constantInt(Value value) const {
    auto integer = dyn_cast_or_null<IntegerAttr>(constantOf(value).attr);
    if (!integer || integer.getValue().getSignificantBits() > 64)
      return std::nullopt;
    return integer.getValue().getSExtValue();
  }
  Constant constantOf(Value value) const {
    auto it = states.find(value);
    return it == states.end() ? Constant() : it->second.constant();
  }
  void joinConstant(Value value, Constant c) {
    if (!c.known)
      return;
    ValueState &state = states[value];
    if (joinConstantInto(state, c))
      changed(value, state);
  }
  void setConstantUnknown(Value value) {
    joinConstant(value, Constant{true, Attribute(), nullptr});
  }
  /// Both lattices of `value` joined with those of `from`.
  void joinFrom(Value to, Value from) {
    auto it = states.find(from);
    if (it == states.end())
      return;
    // Copied: the entry of `to` may be new and move the map's entries.
    ValueState source = it->second;
    if (!source.hasLevel && !source.constantKnown)
      return;
    ValueState &state = states[to];
    bool changedLevel = source.hasLevel && joinLevelInto(state, source.level);
    bool changedConstant = joinConstantInto(state, source.constant());
    if (changedLevel || changedConstant)
      changed(to, state);
  }
  /// The pessimistic state of a value at an entry whose inputs are unknown.
  void setToEntryState(Value value);

  /// Users of `value` and what subscribed to it see the change, once the
  /// current visit is done (a visit often changes both lattices of a value).
  void changed(Value value, ValueState &state) {
    if (!std::exchange(state.pending, true))
      pending.push_back(value);
  }
  void flushChanges() {
    for (size_t i = 0; i < pending.size(); ++i)
      notify(pending[i]);
    pending.clear();
  }
  void notify(Value value) {
    // No visit runs here: the entry stays where it is.
    ValueState &state = states.find(value)->second;
    state.pending = false;
    for (Operation *user : value.getUsers()) {
      // An op in a block not reached yet is visited when it is.
      Block *block = user->getBlock();
      if (!block || isLiveCached(block))
        enqueue(user);
      if (isControl(user))
        enqueueControl(user);
    }
    if (state.subscribers)
      for (auto [op, control] : subscriberLists[state.subscribers - 1])
        control ? enqueueControl(op) : enqueue(op);
  }
  /// The level of `value` as a rule that looks past an op's operands reads
  /// it: `op` is visited again when it changes.
  std::optional<Uniformity> subscribe(Operation *op, Value value,
                                      bool control) {
    ValueState &state = states[value];
    if (!state.subscribers) {
      subscriberLists.emplace_back();
      state.subscribers = subscriberLists.size();
    }
    auto &list = subscriberLists[state.subscribers - 1];
    if (list.empty() || list.back() != std::make_pair(op, control))
      list.push_back({op, control});
    return state.levelIfKnown();
  }

  //===--------------------------------------------------------------------===//
  // Liveness
  //===--------------------------------------------------------------------===//

  bool isLive(Block *block) const { return live.contains(block); }
  /// isLive, remembering the last live block asked: the users of a value
  /// are mostly in one block (blocks never stop being live).
  bool isLiveCached(Block *block) {
    if (block == lastLive)
      return true;
    if (!live.contains(block))
      return false;
    lastLive = block;
    return true;
  }
  void markLive(Block *block);
  void markEntryBlocksLive(Operation *op) {
    for (Region &region : op->getRegions())
      if (!region.empty())
        markLive(&region.front());
  }
  void markEdgeLive(Block *from, Block *to) {
    markLive(to);
    liveEdges.insert({from, to});
  }
  /// The constants of `op`'s operands into `values`; false while one is not
  /// known yet.
  bool operandConstants(Operation *op,
                        SmallVectorImpl<Attribute> &values) const {
    values.clear();
    values.reserve(op->getNumOperands());
    for (Value operand : op->getOperands()) {
      Constant c = constantOf(operand);
      if (!c.known)
        return false;
      values.push_back(c.attr);
    }
    return true;
  }

  //===--------------------------------------------------------------------===//
  // Visits
  //===--------------------------------------------------------------------===//

  void enqueue(Operation *op) {
    if (queued.insert(op).second)
      worklist.push_back({op, false});
  }
  void enqueueControl(Operation *op) {
    if (queuedControl.insert(op).second)
      worklist.push_back({op, true});
  }

  void visit(Operation *op);
  void visitEntryBlock(Block *block);
  void visitBranch(Operation *op);
  void visitCall(CallOpInterface call);
  void pushCallResults(Operation *call);
  void visitCallableExit(Operation *op, CallableOpInterface callable);
  void visitRegionBranchEntry(RegionBranchOpInterface branch);
  void visitRegionExit(Operation *op, RegionBranchOpInterface branch);
  void pushRegionSuccessor(RegionBranchOpInterface branch,
                           const RegionSuccessor &successor,
                           std::optional<OperandRange> operands);
  void visitNonControlFlowArguments(Operation *op, ValueRange arguments);
  /// What visit reads of an op's operands for foldConstants and transfer.
  struct OperandStates {
    /// Every operand's constant, when all are known (constantsKnown).
    SmallVector<Attribute, 8> constants;
    bool constantsKnown = true;
    /// The join of the operands' known levels; none when none is known.
    std::optional<Uniformity> level;
  };
  void foldConstants(Operation *op, const OperandStates &operands);
  /// What the visits ask of an op that its name alone decides, asked once
  /// per name (most ops visited are of a few names): whether it is a call,
  /// one of aggregateLevel's ops, a comparison or inline PTX, its
  /// uniformitySource when the name decides it (uniformitySourceReadsOp),
  /// and its MemoryEffectOpInterface model (OpInterface's lookup, which
  /// searches the name's interface map on every cast).
  struct NameInfo {
    bool isCall = false;
    bool aggregate = false;
    bool comparison = false;
    bool inlineAsm = false;
    bool readsOp = false;
    bool recursiveEffects = false;
    std::optional<Uniformity> source;
    MemoryEffectOpInterface::Concept *effects = nullptr;
  };
  NameInfo nameInfo(Operation *op);
  /// uniformitySource, from `info` where the name decides it.
  std::optional<Uniformity> sourceOf(Operation *op, const NameInfo &info) {
    if (info.readsOp)
      return uniformitySource(op, options.assumeWarpRows);
    return info.source;
  }
  /// `operandLevel`: the join of the operands' known levels.
  void transfer(Operation *op, const NameInfo &info,
                std::optional<Uniformity> operandLevel);
  std::optional<Uniformity> aggregateLevel(Operation *op, bool &handled);
  void transferExternalCall(Operation *call);
  /// The state of `callable`, its callers' visibility decided on first use.
  CallableState &callableState(Operation *callable);
  /// Whether all uses of the symbols of `table` are visible
  /// (walkSymbolTables' `allSymUsesVisible` when it reaches the table).
  bool usesAreVisible(Operation *table);
  /// The callable a call reaches inside the root, when the call can be
  /// followed (MLIR's DeadCodeAnalysis' rule); null otherwise.
  Operation *resolveInScope(CallOpInterface call);

  //===--------------------------------------------------------------------===//
  // Control dependence
  //===--------------------------------------------------------------------===//

  bool isControl(Operation *op);
  void visitControl(Operation *op);
  const SmallVector<Value> &decidersOf(Operation *op);
  SmallVector<Value> targetsOf(Operation *op,
                               Uniformity level = Uniformity::Varying);
  void appendChosenArguments(Block *block, SmallVectorImpl<Value> &out);
  void appendArgumentsChosenFrom(Block *block, Block *from,
                                 const llvm::SetVector<Block *> &reached,
                                 SmallVectorImpl<Value> &out);
  SmallVector<Value> branchTargets(Operation *op, Uniformity level);
  SmallVector<Value> coarseTargets(Operation *op, Uniformity level);
  void appendExitResults(Operation *term, SmallVectorImpl<Value> &out);
  bool hasJoinedValues(Region *region);
  /// The results of `block`'s ops used outside `block` (in another block of
  /// its region, or nowhere in it), in op order: the only values of a block
  /// that a walk from a branch may find chosen (a value used only in its own
  /// block is used where it is defined). Gathered for a whole region at
  /// once, by hasJoinedValues.
  ArrayRef<Value> escapingValues(Block *block) {
    auto it = escaping.find(block);
    return it == escaping.end() ? ArrayRef<Value>() : ArrayRef<Value>(it->second);
  }

  Operation *root;
  UniformitySourceFn extraSources;
  UniformityOptions options;

  llvm::DenseMap<OperationName, NameInfo> names;
  Block *lastLive = nullptr;
  llvm::DenseSet<std::pair<Block *, Block *>> liveEdges;
  llvm::DenseMap<Operation *, CallableState> callables;
  /// Calls whose results cannot be followed into their callee.
  llvm::DenseSet<Operation *> opaqueCalls;
  /// What re-reads a value past an op's operands (subscribe), indexed from
  /// its ValueState.
  std::vector<SmallVector<std::pair<Operation *, bool>, 2>> subscriberLists;
  SymbolTableCollection symbolTables;
  llvm::DenseMap<Operation *, bool> visibleUses;
  /// Comparisons decided thread by thread (WarpAgreement), once each.
  warptile::WarpAgreement agreement;
  llvm::DenseMap<Operation *, bool> agreesInWarps;
  /// Per symbol table, the symbols used other than by a call.
  llvm::DenseMap<Operation *, llvm::DenseSet<Operation *>> usedOtherwise;
  /// A symbol table's uses could not be collected: no callable's callers
  /// are known.
  bool everythingUnknown = false;

  /// A FIFO queue: the entries from `worklistHead` on are queued (a vector
  /// read from its front, cheaper per entry than a std::deque; the read
  /// part is dropped once it is most of it).
  std::vector<std::pair<Operation *, bool>> worklist;
  size_t worklistHead = 0;
  /// Values changed by the current visit (each once: ValueState::pending).
  SmallVector<Value, 8> pending;
  llvm::DenseSet<Operation *> queued, queuedControl;

  // Control dependence's memory.
  llvm::DenseMap<Operation *, std::optional<SmallVector<Value>>> deciders;
  llvm::DenseMap<Operation *, bool> controlOps;
  /// Dominator trees, when options.trees gives none.
  RegionTrees ownTrees;
  llvm::DenseMap<Operation *, SmallVector<Value>> branchTargetCache;
  /// A region's second exit (region or callable return), null with fewer.
  llvm::DenseMap<Region *, Operation *> secondExit;
  llvm::DenseMap<Region *, bool> regionHasJoins;
  llvm::DenseMap<Block *, SmallVector<Value, 2>> escaping;
  /// Blocks walked from a region's lane-dependent branches, and the most
  /// they may walk before the region turns coarse.
  struct RegionWalk {
    size_t walked = 0;
    size_t budget = 0;
  };
  llvm::DenseMap<Region *, RegionWalk> blocksWalked;
  /// Regions past their walk budget, with the level their joined values
  /// were given.
  llvm::DenseMap<Region *, Uniformity> coarseLevel;
  /// hasOneIncomingValue's answers: a block with many predecessors is the
  /// successor of many branches, and each asks.
  llvm::DenseMap<Value, bool> oneIncoming;
  /// foldConstants' detached copies take their operands from here.
  Block scratch;
  llvm::DenseMap<Type, SmallVector<BlockArgument, 2>> scratchArguments;
  /// The detached copies, one per op name and number of results, each
  /// reset to the op folded (copyForFold) instead of created and destroyed
  /// per fold.
  llvm::DenseMap<std::pair<OperationName, unsigned>, Operation *> foldCopies;
  Operation *copyForFold(Operation *op, ValueRange operands);
};

} // namespace

//===----------------------------------------------------------------------===//
// Entry states
//===----------------------------------------------------------------------===//

void Solver::setToEntryState(Value value) {
  setConstantUnknown(value);
  Uniformity level = Uniformity::Varying;
  if (auto arg = dyn_cast<BlockArgument>(value)) {
    Operation *owner = arg.getOwner()->getParentOp();
    // Kernel arguments are the same for every thread of the launch; a
    // gpu.func's private attributions are memory of each thread's own.
    if (owner && arg.getOwner()->isEntryBlock() &&
        isa<FunctionOpInterface>(owner)) {
      auto gpuFunc = dyn_cast<gpu::GPUFuncOp>(owner);
      bool isPrivate =
          gpuFunc && llvm::is_contained(gpuFunc.getPrivateAttributions(), arg);
      isPrivate |= isPerThreadAddress(arg.getType());
      if (isKernelFunction(owner) && !isPrivate)
        level = Uniformity::Uniform;
      else if (!isKernelFunction(owner) && !isPrivate && options.argumentLevel)
        if (std::optional<Uniformity> known = options.argumentLevel(arg))
          level = *known;
    }
    // gpu.launch's body: block ids and sizes are uniform, thread ids not.
    if (auto launch = dyn_cast_or_null<gpu::LaunchOp>(owner);
        launch && arg.getOwner() == &launch.getBody().front()) {
      gpu::KernelDim3 tids = launch.getThreadIds();
      if (arg != tids.x && arg != tids.y && arg != tids.z)
        level = Uniformity::Uniform;
    }
  }
  joinLevel(value, level);
}

//===----------------------------------------------------------------------===//
// Liveness and the visits
//===----------------------------------------------------------------------===//

void Solver::markLive(Block *block) {
  if (!live.insert(block).second)
    return;
  if (block->isEntryBlock() && block->getNumArguments() != 0)
    visitEntryBlock(block);
  for (Operation &op : *block)
    enqueue(&op);
}

void Solver::visitEntryBlock(Block *block) {
  Region *region = block->getParent();
  Operation *owner = region->getParentOp();
  // The root's own arguments were set to their entry state by run().
  if (owner == root)
    return;
  if (auto callable = dyn_cast<CallableOpInterface>(owner);
      callable && callable.getCallableRegion() == region) {
    CallableState &state = callableState(owner);
    if (state.unknownCallers) {
      for (Value arg : block->getArguments())
        setToEntryState(arg);
      return;
    }
    for (Operation *caller : state.callers)
      for (auto [operand, arg] :
           llvm::zip(cast<CallOpInterface>(caller).getArgOperands(),
                     block->getArguments()))
        joinFrom(arg, operand);
    return;
  }
  // A region-branch op's regions receive what its successors pass.
  if (isa<RegionBranchOpInterface>(owner))
    return;
  // Any other op's region: its arguments are not control flow.
  for (Value arg : block->getArguments())
    setConstantUnknown(arg);
  visitNonControlFlowArguments(owner, block->getArguments());
}

void Solver::visit(Operation *op) {
  Block *block = op->getBlock();
  if (block && !isLiveCached(block))
    return;

  // Liveness: what this op makes reachable.
  NameInfo info = nameInfo(op);
  CallOpInterface call =
      info.isCall ? cast<CallOpInterface>(op) : CallOpInterface();
  if (call)
    visitCall(call);
  bool regionBranch = false;
  if (op->getNumRegions() != 0) {
    if (auto branch = dyn_cast<RegionBranchOpInterface>(op)) {
      regionBranch = true;
      visitRegionBranchEntry(branch);
    } else if (isa<CallableOpInterface>(op)) {
      CallableState &state = callableState(op);
      if (state.unknownCallers || !state.callers.empty())
        markEntryBlocksLive(op);
    } else {
      markEntryBlocksLive(op);
    }
  }
  if (isRegionOrCallableReturn(op)) {
    if (auto branch = dyn_cast<RegionBranchOpInterface>(op->getParentOp()))
      visitRegionExit(op, branch);
    else if (auto callable = dyn_cast<CallableOpInterface>(op->getParentOp()))
      visitCallableExit(op, callable);
  }
  if (op->getNumSuccessors() != 0)
    visitBranch(op);

  // Values: the results.
  if (op->getNumResults() == 0 || regionBranch)
    return;
  if (call) {
    auto callable =
        dyn_cast_if_present<CallableOpInterface>(call.resolveCallable());
    if (callable && !callable.getCallableRegion()) {
      transferExternalCall(op);
      return;
    }
    pushCallResults(op);
    return;
  }
  // Each operand's entry read once for both lattices: its constant for the
  // fold, its level for the transfer (the fold changes only the results'
  // constants, so the levels read before it are those the transfer sees).
  OperandStates operands;
  for (Value operand : op->getOperands()) {
    auto it = states.find(operand);
    if (it == states.end()) {
      operands.constantsKnown = false;
      continue;
    }
    const ValueState &state = it->second;
    if (!state.constantKnown)
      operands.constantsKnown = false;
    else if (operands.constantsKnown)
      operands.constants.push_back(state.attr);
    if (state.hasLevel)
      operands.level =
          operands.level ? std::max(*operands.level, state.level) : state.level;
  }
  foldConstants(op, operands);
  transfer(op, info, operands.level);
}

void Solver::visitBranch(Operation *op) {
  Block *from = op->getBlock();
  auto branch = dyn_cast<BranchOpInterface>(op);
  if (branch) {
    SmallVector<Attribute, 4> values;
    if (!operandConstants(op, values))
      return;
    if (Block *only = branch.getSuccessorForOperands(values)) {
      markEdgeLive(from, only);
    } else {
      for (Block *successor : op->getSuccessors())
        markEdgeLive(from, successor);
    }
  } else {
    for (Block *successor : op->getSuccessors())
      markEdgeLive(from, successor);
  }
  // The arguments of each successor reached: joined edge by edge.
  for (unsigned i = 0, e = op->getNumSuccessors(); i < e; ++i) {
    Block *to = op->getSuccessor(i);
    if (to->getNumArguments() == 0 || !liveEdges.contains({from, to}))
      continue;
    if (std::optional<OperandRange> plain = plainForwardedOperands(op, i);
        plain && plain->size() == to->getNumArguments()) {
      for (auto [arg, operand] : llvm::zip(to->getArguments(), *plain))
        joinFrom(arg, operand);
      continue;
    }
    std::optional<SuccessorOperands> operands;
    if (branch)
      operands = branch.getSuccessorOperands(i);
    for (BlockArgument arg : to->getArguments()) {
      Value operand = operands ? (*operands)[arg.getArgNumber()] : Value();
      if (operand)
        joinFrom(arg, operand);
      else
        setToEntryState(arg);
    }
  }
}

Operation *Solver::resolveInScope(CallOpInterface call) {
  Operation *callee = call.resolveCallableInTable(&symbolTables);
  if (!isa_and_nonnull<SymbolOpInterface>(callee) || !root->isAncestor(callee))
    return nullptr;
  auto callable = dyn_cast<CallableOpInterface>(callee);
  if (callable && !callable.getCallableRegion())
    return nullptr;
  return callee;
}

void Solver::visitCall(CallOpInterface call) {
  Operation *callee = resolveInScope(call);
  if (!callee) {
    if (opaqueCalls.insert(call).second)
      enqueue(call);
    return;
  }
  CallableState &state = callableState(callee);
  if (state.callers.insert(call)) {
    // The callee runs now; the results see its exits.
    if (!callee->getBlock() || isLive(callee->getBlock()))
      enqueue(callee);
    enqueue(call);
  }
  auto callable = dyn_cast<CallableOpInterface>(callee);
  Region *body = callable ? callable.getCallableRegion() : nullptr;
  if (!body || body->empty() || state.unknownCallers ||
      !isLive(&body->front()))
    return;
  for (auto [operand, arg] :
       llvm::zip(call.getArgOperands(), body->front().getArguments()))
    joinFrom(arg, operand);
}

void Solver::pushCallResults(Operation *call) {
  Operation *callee = resolveInScope(cast<CallOpInterface>(call));
  if (!callee || opaqueCalls.contains(call)) {
    for (Value result : call->getResults())
      setToEntryState(result);
    return;
  }
  auto it = callables.find(callee);
  if (it == callables.end())
    return;
  if (it->second.opaqueExit) {
    for (Value result : call->getResults())
      setToEntryState(result);
    return;
  }
  for (Operation *exit : it->second.returns)
    for (auto [operand, result] :
         llvm::zip(exit->getOperands(), call->getResults()))
      joinFrom(result, operand);
}

void Solver::visitCallableExit(Operation *op, CallableOpInterface callable) {
  if (op->getNumOperands() == 0)
    return;
  CallableState &state = callableState(callable);
  bool added = op->hasTrait<OpTrait::ReturnLike>()
                   ? state.returns.insert(op)
                   : !std::exchange(state.opaqueExit, true);
  if (added)
    for (Operation *caller : state.callers)
      enqueue(caller);
  // The values it returns reach every caller.
  if (op->hasTrait<OpTrait::ReturnLike>() && !state.opaqueExit)
    for (Operation *caller : state.callers)
      if (!opaqueCalls.contains(caller))
        for (auto [operand, result] :
             llvm::zip(op->getOperands(), caller->getResults()))
          joinFrom(result, operand);
}

void Solver::visitRegionBranchEntry(RegionBranchOpInterface branch) {
  SmallVector<Attribute, 4> values;
  if (!operandConstants(branch, values))
    return;
  SmallVector<RegionSuccessor> successors;
  branch.getEntrySuccessorRegions(values, successors);
  for (const RegionSuccessor &successor : successors) {
    if (Region *region = successor.getSuccessor())
      markLive(&region->front());
    pushRegionSuccessor(branch, successor,
                        branch.getEntrySuccessorOperands(successor));
  }
}

void Solver::visitRegionExit(Operation *op, RegionBranchOpInterface branch) {
  SmallVector<Attribute, 4> values;
  if (!operandConstants(op, values))
    return;
  SmallVector<RegionSuccessor> successors;
  auto terminator = dyn_cast<RegionBranchTerminatorOpInterface>(op);
  if (terminator)
    terminator.getSuccessorRegions(values, successors);
  else
    branch.getSuccessorRegions(*op->getParentRegion(), successors);
  for (const RegionSuccessor &successor : successors) {
    if (Region *region = successor.getSuccessor())
      markLive(&region->front());
    std::optional<OperandRange> operands;
    if (terminator)
      operands = terminator.getSuccessorOperands(successor);
    pushRegionSuccessor(branch, successor, operands);
  }
}

void Solver::pushRegionSuccessor(RegionBranchOpInterface branch,
                                 const RegionSuccessor &successor,
                                 std::optional<OperandRange> operands) {
  ValueRange targets =
      successor.isParent()
          ? ValueRange(branch->getResults())
          : ValueRange(successor.getSuccessor()->front().getArguments());
  if (!operands) {
    for (Value target : targets)
      setToEntryState(target);
    return;
  }
  ValueRange inputs = successor.getSuccessorInputs();
  unsigned firstIndex = 0;
  if (inputs.size() != targets.size()) {
    if (!inputs.empty())
      firstIndex = successor.isParent()
                       ? cast<OpResult>(inputs.front()).getResultNumber()
                       : cast<BlockArgument>(inputs.front()).getArgNumber();
    // Constants: what no edge passes is unknown (an induction variable).
    for (Value target : targets.take_front(firstIndex))
      setConstantUnknown(target);
    for (Value target : targets.drop_front(firstIndex + inputs.size()))
      setConstantUnknown(target);
    visitNonControlFlowArguments(branch, targets);
  }
  for (auto [target, operand] :
       llvm::zip(targets.drop_front(firstIndex), *operands))
    joinFrom(target, operand);
}

void Solver::visitNonControlFlowArguments(Operation *op, ValueRange arguments) {
  // A loop's induction variable is `lb + k * step` on trip k: the same on
  // every lane that runs trip k when the bounds it starts from are. Any
  // other argument of such a region (as MLIR's analysis handed them all to
  // this rule, loop-carried values included) varies.
  auto loop = dyn_cast<LoopLikeOpInterface>(op);
  std::optional<SmallVector<Value>> ivs =
      loop ? loop.getLoopInductionVars() : std::nullopt;
  std::optional<SmallVector<OpFoldResult>> lbs =
      loop ? loop.getLoopLowerBounds() : std::nullopt;
  std::optional<SmallVector<OpFoldResult>> steps =
      loop ? loop.getLoopSteps() : std::nullopt;
  for (Value value : arguments) {
    std::optional<Uniformity> level = Uniformity::Varying;
    if (ivs && lbs && steps) {
      auto it = llvm::find(*ivs, value);
      if (it != ivs->end()) {
        size_t i = it - ivs->begin();
        level = Uniformity::Uniform;
        for (OpFoldResult bound : {(*lbs)[i], (*steps)[i]})
          if (auto boundValue = dyn_cast<Value>(bound))
            if (std::optional<Uniformity> known =
                    subscribe(op, boundValue, /*control=*/false))
              level = std::max(*level, *known);
      }
    }
    joinLevel(value, *level);
  }
}

/// Whether `op` reads the bits of a floating-point value (a bitcast from a
/// float type) or a NaN's sign (copysign): a value the same on every lane
/// up to its NaN's payload and sign (a warp reduction's butterfly combines
/// two NaNs in either order, and PTX's `add.f64` keeps the second
/// operand's: rounds 26, 27) is not the same in those. Comparisons read
/// neither.
static bool readsFloatBits(Operation *op) {
  StringRef name = op->getName().getStringRef();
  if (name == "math.copysign" || name == "llvm.intr.copysign")
    return true;
  if ((name != "arith.bitcast" && name != "llvm.bitcast" &&
       name != "vector.bitcast" && name != "complex.bitcast") ||
      op->getNumOperands() != 1)
    return false;
  return isa<FloatType>(getElementTypeOrSelf(op->getOperand(0).getType()));
}

/// Whether `op` may make poison LLVM proves (UndefinedValues.h), or reads a
/// float's bits.
bool Solver::makesPoison(Operation *op) {
  auto constant = [&](Value v) { return constantInt(v); };
  return mayMakePoison(op, constant, &moduleWrites) || readsFloatBits(op);
}

/// Whether `op` reads or makes a floating-point value (or a vector or
/// tensor of them).
static bool computesFloat(Operation *op) {
  auto isFloat = [](Type type) {
    return isa<FloatType>(getElementTypeOrSelf(type));
  };
  return llvm::any_of(op->getOperandTypes(), isFloat) ||
         llvm::any_of(op->getResultTypes(), isFloat);
}

void Solver::foldConstants(Operation *op, const OperandStates &operands) {
  // As MLIR's SparseConstantPropagation: no folding of ops with regions (an
  // in-place fold there is not a simulation), and nothing until every
  // operand is known. Terminators with successors do not fold (their
  // constants decide edges: visitBranch).
  // Nor of floating-point arithmetic: MLIR's folders compute it on the
  // host (libm, APFloat), where NaN bits, math functions and fast-math
  // flags may differ from the device's (`atan2(0, 0)` folds to NaN, the
  // device gives 0), and a branch decided by such a fold would make code
  // that runs "dead" (issue 27 round 18). Float literals stay constants.
  if (op->getNumRegions() != 0 || op->getNumSuccessors() != 0 ||
      (!op->hasTrait<OpTrait::ConstantLike>() && computesFloat(op))) {
    for (Value result : op->getResults())
      setConstantUnknown(result);
    return;
  }
  if (!operands.constantsKnown)
    return;
  ArrayRef<Attribute> values = operands.constants;
  // A signed division or remainder of the minimum integer by -1 is
  // undefined to LLVM (MLIR folds `remsi` of it to 0), and so is a
  // division by 0: no constant (round 19).
  if (isa<arith::DivSIOp, arith::RemSIOp, arith::CeilDivSIOp,
          arith::FloorDivSIOp, arith::DivUIOp, arith::RemUIOp,
          arith::CeilDivUIOp>(op) &&
      values.size() == 2) {
    auto lhs = dyn_cast_or_null<IntegerAttr>(values[0]);
    auto rhs = dyn_cast_or_null<IntegerAttr>(values[1]);
    if (rhs && (rhs.getValue().isZero() ||
                (rhs.getValue().isAllOnes() && lhs &&
                 lhs.getValue().isMinSignedValue() &&
                 !isa<arith::DivUIOp, arith::RemUIOp, arith::CeilDivUIOp>(
                     op)))) {
      for (Value result : op->getResults())
        setConstantUnknown(result);
      return;
    }
  }
  // The analysed IR is only read: verifiers run this analysis on a
  // function while other threads verify (and analyse) its callers and
  // callees, and a fold may rewrite its op in place, which would race with
  // them. A fold rewrites in place where some operand is not a constant: a
  // commutative op moves its constant operands after the others (the
  // attributes passed decide which are constants), a folder forwards an
  // operand's producer. With every operand a constant attribute the op is
  // folded as it is (the common case: constants feeding arithmetic, where
  // a fold returns an attribute); otherwise a detached copy whose operands
  // are arguments of a scratch block is folded, and a folded operand is
  // mapped back to the op's.
  SmallVector<OpFoldResult, 8> folded;
  if (llvm::all_of(values, [](Attribute a) { return bool(a); })) {
    if (failed(op->fold(values, folded)) || folded.empty() ||
        !llvm::all_of(folded, [](OpFoldResult f) {
          return bool(dyn_cast_if_present<Attribute>(f));
        })) {
      for (Value result : op->getResults())
        setConstantUnknown(result);
      return;
    }
    for (auto [result, fold] : llvm::zip(op->getResults(), folded))
      joinConstant(result,
                   Constant{true, cast<Attribute>(fold), op->getDialect()});
    return;
  }
  // With no constant operand and no operand repeated, a fold has nothing to
  // compute a constant from (it may forward an operand or its producer's,
  // which are not constants either): skip the copy.
  bool anyConstant = llvm::any_of(values, [](Attribute a) { return bool(a); });
  bool repeated = false;
  for (unsigned i = 0, e = op->getNumOperands(); i < e && !repeated; ++i)
    for (unsigned j = 0; j < i && !repeated; ++j)
      repeated = op->getOperand(i) == op->getOperand(j);
  // Nor is there for the most common ops of imported code, whose folders
  // are known: inline PTX has none, and a GEP's forwards its base (`gep
  // %p[0]`) or moves constant indices into the op, so with a base that is
  // not a constant no fold of a copy gives one (7k of the 25k copies on
  // all device-wide CUB families, each a costly in-place fold).
  if ((!anyConstant && !repeated) || isa<LLVM::InlineAsmOp>(op) ||
      (isa<LLVM::GEPOp>(op) && !values[0])) {
    for (Value result : op->getResults())
      setConstantUnknown(result);
    return;
  }
  // The copy's operands: one scratch argument per operand, the k-th
  // operand of a type taking the k-th argument of that type (distinct
  // arguments, as fresh ones would be), from a pool kept for the whole
  // solve instead of a block built and destroyed per fold.
  SmallVector<Value, 8> arguments;
  llvm::SmallDenseMap<Type, unsigned, 4> taken;
  for (Value operand : op->getOperands()) {
    Type type = operand.getType();
    unsigned k = taken[type]++;
    SmallVector<BlockArgument, 2> &pool = scratchArguments[type];
    if (pool.size() <= k)
      pool.push_back(scratch.addArgument(type, root->getLoc()));
    arguments.push_back(pool[k]);
  }
  Operation *copy = copyForFold(op, arguments);
  if (failed(copy->fold(values, folded)) || folded.empty()) {
    // Failed, or folded in place (the copy changed, not a constant).
    for (Value result : op->getResults())
      setConstantUnknown(result);
    return;
  }
  for (OpFoldResult &fold : folded) {
    auto value = dyn_cast_if_present<Value>(fold);
    if (!value)
      continue;
    auto arg = dyn_cast<BlockArgument>(value);
    const Value *at = arg && arg.getOwner() == &scratch
                          ? llvm::find(arguments, value)
                          : arguments.end();
    fold = at != arguments.end()
               ? OpFoldResult(op->getOperand(at - arguments.begin()))
               : OpFoldResult();
  }
  for (auto [result, fold] : llvm::zip(op->getResults(), folded)) {
    if (auto attr = dyn_cast_if_present<Attribute>(fold)) {
      joinConstant(result, Constant{true, attr, op->getDialect()});
    } else if (auto value = dyn_cast_if_present<Value>(fold)) {
      subscribe(op, value, /*control=*/false);
      joinConstant(result, constantOf(value));
    } else {
      setConstantUnknown(result);
    }
  }
}

Operation *Solver::copyForFold(Operation *op, ValueRange operands) {
  auto [it, inserted] =
      foldCopies.try_emplace({op->getName(), op->getNumResults()}, nullptr);
  if (inserted) {
    it->second = Operation::create(
        op->getLoc(), op->getName(), op->getResultTypes(), operands,
        op->getRawDictionaryAttrs(), op->getPropertiesStorage(),
        /*successors=*/{}, /*numRegions=*/0);
    return it->second;
  }
  // What Operation::create would have made of `op`: whatever a fold of the
  // last op (in place) changed of the copy is set again, and the copy has
  // no successors, regions, block or other state a fold reads.
  Operation *copy = it->second;
  copy->setLoc(op->getLoc());
  for (auto [result, type] :
       llvm::zip(copy->getResults(), op->getResultTypes()))
    result.setType(type);
  copy->setOperands(operands);
  copy->setDiscardableAttrs(op->getRawDictionaryAttrs());
  copy->copyProperties(op->getPropertiesStorage());
  return copy;
}

/// How many fields coversEveryField looks at before it gives up (and the
/// aggregate is taken to vary): an insert chain is walked from each of its
/// inserts, so a huge struct must not make that quadratic.
static constexpr unsigned kCoverBudget = 4096;
/// The links of an insert or extract chain followed: a graph region (a
/// module's top level, an unregistered op's region) lets a chain be a
/// cycle (issue 27 round 55a), and past this the chain is not read.
static constexpr unsigned kChainLinks = 1024;

/// Whether the positions `set` (of insertvalue ops) cover every field of
/// `type` below `prefix`: a position that is a prefix of `prefix` sets all
/// of it; a struct or array is covered when each element is.
static bool coversEveryField(Type type, SmallVectorImpl<int64_t> &prefix,
                             ArrayRef<ArrayRef<int64_t>> set,
                             unsigned &budget) {
  if (budget == 0)
    return false;
  --budget;
  for (ArrayRef<int64_t> at : set)
    if (at.size() <= prefix.size() &&
        ArrayRef<int64_t>(prefix).take_front(at.size()) == at)
      return true;
  auto cover = [&](Type element, int64_t index) {
    prefix.push_back(index);
    bool covered = coversEveryField(element, prefix, set, budget);
    prefix.pop_back();
    return covered;
  };
  if (auto structType = dyn_cast<LLVM::LLVMStructType>(type)) {
    ArrayRef<Type> body = structType.getBody();
    for (size_t i = 0; i < body.size(); ++i)
      if (!cover(body[i], i))
        return false;
    return true;
  }
  if (auto array = dyn_cast<LLVM::LLVMArrayType>(type)) {
    for (uint64_t i = 0; i < array.getNumElements(); ++i)
      if (!cover(array.getElementType(), i))
        return false;
    return true;
  }
  return false;
}

/// Aggregates over an undefined container (isUndefinedValue): the
/// lowering of a memref descriptor or a struct starts from
/// `llvm.mlir.poison` and inserts every field, so an insert does not take
/// its container's level when the container is undefined, and an extract
/// takes the level of the value inserted at its position, or varies when
/// the chain reaches the undefined container without setting it. `handled`
/// is false for the ops this does not decide.
std::optional<Uniformity> Solver::aggregateLevel(Operation *op,
                                                 bool &handled) {
  handled = true;
  // The highest level of `values`, each subscribed for `op`.
  auto joinSubscribed = [&](Operation *op, ArrayRef<Value> values) {
    std::optional<Uniformity> level;
    for (Value value : values)
      if (std::optional<Uniformity> known = subscribe(op, value, false))
        level = level ? std::max(*level, *known) : *known;
    return level;
  };
  auto undefined = [](Value v) {
    Operation *def = v.getDefiningOp();
    return def && isUndefinedValue(def);
  };
  if (auto insert = dyn_cast<LLVM::InsertValueOp>(op)) {
    // The chain of inserts back to its container: over an undefined one,
    // the aggregate is as uniform as the values set when they cover every
    // field, and varies while a field is still undefined (an op that reads
    // the whole aggregate, a shufflevector, a select, a cast, would pass an
    // undefined field on: round 15, h4). Extracts look through the chain.
    SmallVector<ArrayRef<int64_t>> set;
    SmallVector<Value> values;
    Value cur = insert.getResult();
    unsigned links = 0;
    while (auto link = cur.getDefiningOp<LLVM::InsertValueOp>()) {
      if (++links > kChainLinks)
        return Uniformity::Varying;
      set.push_back(link.getPosition());
      values.push_back(link.getValue());
      cur = link.getContainer();
    }
    if (undefined(cur)) {
      SmallVector<int64_t> prefix;
      unsigned budget = kCoverBudget;
      if (!coversEveryField(insert.getType(), prefix, set, budget))
        return Uniformity::Varying;
      return joinSubscribed(op, values);
    }
  } else if (auto insert = dyn_cast<LLVM::InsertElementOp>(op)) {
    // The same for a vector: every element set at a constant position.
    auto type = dyn_cast<VectorType>(insert.getType());
    llvm::SmallBitVector set(type && !type.isScalable() ? type.getNumElements()
                                                         : 0);
    SmallVector<Value> values;
    Value cur = insert.getResult();
    bool constantPositions = true;
    unsigned links = 0;
    while (auto link = cur.getDefiningOp<LLVM::InsertElementOp>()) {
      if (++links > kChainLinks)
        return Uniformity::Varying;
      APInt at;
      // Wide positions (an i128 of 2^64) compared as they are.
      if (matchPattern(link.getPosition(), m_ConstantInt(&at)) &&
          at.ult(set.size()))
        set.set(at.getZExtValue());
      else
        constantPositions = false;
      values.push_back(link.getValue());
      values.push_back(link.getPosition());
      cur = link.getVector();
    }
    if (undefined(cur)) {
      if (!constantPositions || set.empty() || !set.all())
        return Uniformity::Varying;
      return joinSubscribed(op, values);
    }
  } else if (auto extract = dyn_cast<LLVM::ExtractValueOp>(op)) {
    // Walk back to the insert that set the position read: extracts of
    // extracts compose, inserts of other fields are skipped, an insert of
    // a part of what is read joins it and the walk goes on for the rest.
    SmallVector<int64_t> pos(extract.getPosition());
    Value cur = extract.getContainer();
    std::optional<Uniformity> parts;
    SmallVector<ArrayRef<int64_t>> partPositions;
    auto join = [&](std::optional<Uniformity> level) {
      return level && parts ? std::max(*level, *parts) : level ? level : parts;
    };
    for (unsigned links = 0;; ++links) {
      if (links > kChainLinks)
        return Uniformity::Varying;
      if (auto outer = cur.getDefiningOp<LLVM::ExtractValueOp>()) {
        SmallVector<int64_t> composed(outer.getPosition());
        composed.append(pos);
        pos = std::move(composed);
        cur = outer.getContainer();
        continue;
      }
      auto insert = cur.getDefiningOp<LLVM::InsertValueOp>();
      if (!insert)
        break;
      ArrayRef<int64_t> at = insert.getPosition();
      size_t common = std::min(at.size(), pos.size());
      if (at.take_front(common) == ArrayRef<int64_t>(pos).take_front(common)) {
        std::optional<Uniformity> set = subscribe(op, insert.getValue(), false);
        if (at.size() <= pos.size()) // the inserted value holds it
          return join(set);
        parts = join(set); // a part of what is read
        partPositions.push_back(at.drop_front(pos.size()));
      }
      cur = insert.getContainer();
    }
    // Read where nothing was set, or where the parts set leave a field
    // undefined (round 16, h6).
    if (undefined(cur)) {
      SmallVector<int64_t> prefix;
      unsigned budget = kCoverBudget;
      if (!parts || !coversEveryField(extract.getType(), prefix,
                                      partPositions, budget))
        return Uniformity::Varying;
      return parts;
    }
    return join(subscribe(op, cur, false));
  } else if (auto extract = dyn_cast<LLVM::ExtractElementOp>(op)) {
    APInt index;
    if (matchPattern(extract.getPosition(), m_ConstantInt(&index))) {
      Value cur = extract.getVector();
      unsigned links = 0;
      while (auto insert = cur.getDefiningOp<LLVM::InsertElementOp>()) {
        if (++links > kChainLinks)
          return Uniformity::Varying;
        APInt at;
        if (!matchPattern(insert.getPosition(), m_ConstantInt(&at)))
          break;
        if (APInt::isSameValue(at, index))
          return subscribe(op, insert.getValue(), false);
        cur = insert.getVector();
      }
      if (undefined(cur))
        return Uniformity::Varying;
    }
  }
  handled = false;
  return std::nullopt;
}

Solver::NameInfo Solver::nameInfo(Operation *op) {
  auto [it, inserted] = names.try_emplace(op->getName());
  if (!inserted)
    return it->second;
  NameInfo info;
  info.isCall = isa<CallOpInterface>(op);
  info.aggregate = isa<LLVM::InsertValueOp, LLVM::InsertElementOp,
                       LLVM::ExtractValueOp, LLVM::ExtractElementOp>(op);
  info.comparison = isa<arith::CmpIOp, LLVM::ICmpOp>(op);
  info.inlineAsm = isa<LLVM::InlineAsmOp>(op);
  info.readsOp = uniformitySourceReadsOp(op);
  if (!info.readsOp)
    info.source = uniformitySource(op, options.assumeWarpRows);
  info.recursiveEffects = op->hasTrait<OpTrait::HasRecursiveMemoryEffects>();
  // OpInterface::getInterfaceFor's lookup, once.
  OperationName name = op->getName();
  if (std::optional<RegisteredOperationName> registered =
          name.getRegisteredInfo()) {
    info.effects = registered->getInterface<MemoryEffectOpInterface>();
    if (!info.effects)
      info.effects = registered->getDialect()
                         .getRegisteredInterfaceForOp<MemoryEffectOpInterface>(
                             name);
  } else if (Dialect *dialect = name.getDialect()) {
    info.effects =
        dialect->getRegisteredInterfaceForOp<MemoryEffectOpInterface>(name);
  }
  it->second = info;
  return info;
}

void Solver::transfer(Operation *op, const NameInfo &info,
                      std::optional<Uniformity> operandLevel) {
  bool handled = false;
  std::optional<Uniformity> aggregate;
  if (info.aggregate)
    aggregate = aggregateLevel(op, handled);
  if (handled) {
    // The rules at the end of transfer hold for aggregates too: a field
    // that is a .local pointer (round 16, h4), an element past the vector.
    if (aggregate && *aggregate != Uniformity::Varying &&
        makesPoison(op))
      aggregate = Uniformity::Varying;
    if (aggregate)
      for (Value result : op->getResults())
        joinLevel(result, isPerThreadAddress(result.getType())
                              ? Uniformity::Varying
                              : *aggregate);
    return;
  }
  // `base + lane < m` for warp-uniform multiples of 32 `base` and `m`: every
  // lane of a warp answers alike, although `base + lane` varies.
  if (info.comparison &&
      isWarpAlignedComparison(
          op,
          [&](Value value) { return subscribe(op, value, false); },
          options.assumeWarpRows)) {
    joinLevel(op->getResult(0), Uniformity::WarpUniform);
    return;
  }
  // `(base + lane) >> 5` and its kin: the warp's index, alike on its lanes.
  if (isWarpAlignedQuotient(
          op, [&](Value value) { return subscribe(op, value, false); },
          options.assumeWarpRows)) {
    joinLevel(op->getResult(0), Uniformity::WarpUniform);
    return;
  }
  // Any comparison of values of the thread in a kernel that declares its
  // block exactly, decided at every thread: each warp answers alike
  // (`tid.y >= 2` in a 16x4 block, `tid.x % 64 < 32`; issue 27 round 63
  // h1, h2).
  if (info.comparison && llvm::any_of(op->getOperands(), [&](Value operand) {
        return subscribe(op, operand, false) == Uniformity::Varying;
      })) {
    auto [it, inserted] = agreesInWarps.try_emplace(op, false);
    if (inserted)
      it->second = agreement.isWarpUniform(op->getResult(0));
    if (it->second) {
      joinLevel(op->getResult(0), Uniformity::WarpUniform);
      return;
    }
  }
  std::optional<Uniformity> source = sourceOf(op, info);
  if (!source && extraSources)
    source = extraSources(op);
  // Ops that write memory or whose effects are unknown (atomics, calls the
  // analysis does not follow, allocations private to a thread) vary; ops
  // with regions that are not region branches are not followed.
  if (!source && op->getNumRegions() != 0)
    source = Uniformity::Varying;
  // Inline PTX that uniformitySource left to its operands is arithmetic the
  // reader knows: it touches no memory, whatever `sideeffect` says.
  bool pureAsm = !source && info.inlineAsm;
  if (!source && !pureAsm) {
    // An op (without regions, here) that only reads memory or touches none
    // follows its operands (isMemoryEffectFree's and onlyHasEffect's
    // answers, from one list of effects).
    if (info.effects) {
      MemoryEffectOpInterface effects(op, info.effects);
      SmallVector<MemoryEffects::EffectInstance, 4> list;
      effects.getEffects(list);
      if (!llvm::all_of(list, [](const MemoryEffects::EffectInstance &e) {
            return isa<MemoryEffects::Read>(e.getEffect());
          }))
        source = Uniformity::Varying;
      // A read through an address not shown to be memory that every
      // thread shares may read each thread's own .local memory at the
      // same bits (issue 27 rounds 14-17): any read op, llvm.load,
      // memref.load, vector.load and gather alike.
      // So does a read of memory whose contents may be undefined (a
      // global with an undefined initializer nothing writes: LLVM reads
      // its initializer).
      else if (llvm::any_of(list, [&](const MemoryEffects::EffectInstance &e) {
                 Value at = e.getValue();
                 return at &&
                        isa<LLVM::LLVMPointerType, BaseMemRefType>(
                            at.getType()) &&
                        (!isSharedMemoryAddress(at) ||
                         undefinedMemory.mayRead(at));
               }))
        source = Uniformity::Varying;
    } else if (!info.recursiveEffects) {
      source = Uniformity::Varying;
    }
  }
  std::optional<Uniformity> level = source ? source : operandLevel;
  // An op with no operands and no level of its own reads some state of its
  // own (a special register, a clock): the uniform ones are listed in
  // isUniformNullary.
  if (!level && op->getNumOperands() == 0)
    level = Uniformity::Varying;
  if (!level)
    return;
  // An address of per-thread memory (a private global's, one cast or
  // computed into PTX's .local space) names each thread's own memory
  // whatever its bits: what is read through it varies (issue 27 round 14),
  // and so does what is read through an address not shown to be shared
  // (rounds 15, 16). A poison position makes poison, whatever the operands.
  if (*level != Uniformity::Varying &&
      makesPoison(op))
    level = Uniformity::Varying;
  for (Value result : op->getResults())
    joinLevel(result, isPerThreadAddress(result.getType())
                          ? Uniformity::Varying
                          : *level);
}

void Solver::transferExternalCall(Operation *call) {
  std::optional<Uniformity> source =
      uniformitySource(call, options.assumeWarpRows);
  if (!source && extraSources)
    source = extraSources(call);
  for (Value result : call->getResults()) {
    setConstantUnknown(result);
    joinLevel(result, source.value_or(Uniformity::Varying));
  }
}

bool Solver::usesAreVisible(Operation *table) {
  // SymbolTable::walkSymbolTables' `allSymUsesVisible` for a table: what it
  // inherits (true at a root without a parent, or below an op that is not a
  // symbol table; a table's own value below it), or the table is private or
  // no symbol.
  auto [it, inserted] = visibleUses.try_emplace(table, false);
  if (!inserted)
    return it->second;
  bool inherited;
  if (table == root) {
    inherited = !root->getBlock();
  } else {
    Operation *parent = table->getParentOp();
    inherited = !parent->hasTrait<OpTrait::SymbolTable>() ||
                usesAreVisible(parent);
  }
  auto symbol = dyn_cast<SymbolOpInterface>(table);
  bool visible = inherited || !symbol || symbol.isPrivate();
  visibleUses[table] = visible;
  return visible;
}

CallableState &Solver::callableState(Operation *callable) {
  auto [it, inserted] = callables.try_emplace(callable);
  if (!inserted)
    return it->second;
  // MLIR's DeadCodeAnalysis: a public callable of a symbol table, or a
  // nested one whose uses are not all visible, may be called from anywhere;
  // so may one whose symbol is used other than by a call (its address
  // taken). Asked for each callable when the analysis first meets it, and
  // the uses of a table walked only for a callable that could be private
  // to it.
  bool unknown = false;
  Operation *table = callable->getParentOp();
  auto symbol = dyn_cast<SymbolOpInterface>(callable);
  auto asCallable = dyn_cast<CallableOpInterface>(callable);
  if (table && table->hasTrait<OpTrait::SymbolTable>() && symbol &&
      asCallable && asCallable.getCallableRegion() &&
      table->isProperAncestor(callable) &&
      callable->getBlock() == &table->getRegion(0).front() &&
      (table == root || root->isProperAncestor(table))) {
    bool visible = usesAreVisible(table);
    if (symbol.isPublic() || (!visible && symbol.isNested())) {
      unknown = true;
    } else {
      auto [uses, fresh] = usedOtherwise.try_emplace(table);
      if (fresh) {
        std::optional<SymbolTable::UseRange> all =
            SymbolTable::getSymbolUses(&table->getRegion(0));
        if (!all) {
          everythingUnknown = true;
        } else {
          for (const SymbolTable::SymbolUse &use : *all) {
            if (isa<CallOpInterface>(use.getUser()))
              continue;
            if (Operation *named =
                    symbolTables.lookupSymbolIn(root, use.getSymbolRef()))
              uses->second.insert(named);
          }
        }
      }
      unknown = everythingUnknown || uses->second.contains(callable);
    }
  } else if (everythingUnknown && isa<CallableOpInterface>(callable)) {
    unknown = true;
  }
  // The map may have grown meanwhile.
  CallableState &state = callables[callable];
  state.unknownCallers = unknown;
  return state;
}

void Solver::run() {
  // Most values get both lattices and most ops are queued: sized once,
  // the maps are not rehashed as they grow.
  size_t values = 0, ops = 0;
  root->walk([&](Operation *op) {
    ++ops;
    values += op->getNumResults();
    for (Region &region : op->getRegions())
      for (Block &block : region)
        values += block.getNumArguments();
  });
  states.reserve(values);
  queued.reserve(ops);
  // The root's regions run; their arguments are entries.
  for (Region &region : root->getRegions()) {
    if (region.empty())
      continue;
    for (Value arg : region.front().getArguments())
      setToEntryState(arg);
    markLive(&region.front());
  }
  if (!root->getBlock())
    enqueue(root);
  flushChanges();
  while (worklistHead != worklist.size()) {
    auto [op, control] = worklist[worklistHead++];
    if (worklistHead >= 4096 && 2 * worklistHead >= worklist.size()) {
      worklist.erase(worklist.begin(), worklist.begin() + worklistHead);
      worklistHead = 0;
    }
    if (control) {
      queuedControl.erase(op);
      visitControl(op);
    } else {
      queued.erase(op);
      visit(op);
    }
    flushChanges();
  }
}

//===----------------------------------------------------------------------===//
// Control dependence
//===----------------------------------------------------------------------===//
//
// Joins the level of what decides a branch into the values the branch
// chooses between: successor block arguments of a multi-way terminator, and
// the results and region arguments of a region-branch op (scf.if results,
// loop-carried values and loop results when the trip count varies). The
// transfer functions join the values that flow in; this joins the choice.
// It runs for every such op, reached or not (as it did as an MLIR analysis).

const SmallVector<Value> &Solver::decidersOf(Operation *op) {
  std::optional<SmallVector<Value>> &cached = deciders[op];
  if (!cached) {
    if (op->getNumSuccessors() > 1 ||
        (isa<RegionBranchTerminatorOpInterface>(op) && op->getParentOp() &&
         isa<RegionBranchOpInterface>(op->getParentOp())))
      cached = successorDeciders(op);
    else
      cached = regionDeciders(op);
  }
  return *cached;
}

bool Solver::isControl(Operation *op) {
  // Only multi-way branches, region ops and their terminators choose.
  if (op->getNumSuccessors() < 2 && op->getNumRegions() == 0 &&
      (!op->getBlock() || &op->getBlock()->back() != op))
    return false;
  auto [it, inserted] = controlOps.try_emplace(op, false);
  if (!inserted)
    return it->second;
  bool control = false;
  if (op->getNumSuccessors() > 1 || op->getNumRegions() != 0 ||
      isa<RegionBranchTerminatorOpInterface>(op))
    control = !decidersOf(op).empty() &&
              (op->getNumSuccessors() >= 2 || !targetsOf(op).empty());
  controlOps[op] = control;
  return control;
}

void Solver::visitControl(Operation *op) {
  std::optional<Uniformity> level;
  for (Value decider : decidersOf(op))
    if (std::optional<Uniformity> known = levelOf(decider))
      level = level ? std::max(*level, *known) : *known;
  if (!level || *level == Uniformity::Uniform)
    return;
  // A loop from `base + lane` to a multiple of 32 in steps of 32k runs the
  // same trips on every lane of a warp.
  if (auto loop = dyn_cast<LoopLikeOpInterface>(op);
      loop && *level == Uniformity::Varying &&
      runsWarpAlignedTrips(
          loop,
          [&](Value value) { return subscribe(op, value, /*control=*/true); },
          options.assumeWarpRows))
    level = Uniformity::WarpUniform;
  for (Value target : targetsOf(op, *level))
    joinLevel(target, *level);
}

void Solver::appendChosenArguments(Block *block, SmallVectorImpl<Value> &out) {
  for (BlockArgument arg : block->getArguments()) {
    auto [it, inserted] = oneIncoming.try_emplace(arg, false);
    if (inserted)
      it->second = hasOneIncomingValue(arg);
    if (!it->second)
      out.push_back(arg);
  }
}

/// The arguments of `block` that the branch ending `from` chooses: those
/// whose incoming values differ between the edges that lanes leaving `from`
/// may take into `block` (from `from` itself or a block in `reached`, what
/// they reach before they reconverge). An edge from elsewhere is taken by
/// lanes that never passed this branch, so another branch decides it:
/// device-wide CUB's reduce-by-key joins a `threadIdx.x == 0` store, which
/// passes the block aggregate on both of its edges, with the other tiles'
/// path, which passes a different uniform value on a branch on the tile
/// index.
void Solver::appendArgumentsChosenFrom(Block *block, Block *from,
                                       const llvm::SetVector<Block *> &reached,
                                       SmallVectorImpl<Value> &out) {
  for (BlockArgument arg : block->getArguments()) {
    auto [it, inserted] = oneIncoming.try_emplace(arg, false);
    if (inserted)
      it->second = hasOneIncomingValue(arg);
    if (it->second)
      continue;
    Value common;
    bool chosen = false;
    for (auto pred = block->pred_begin(), e = block->pred_end();
         pred != e && !chosen; ++pred) {
      if (*pred != from && !reached.contains(*pred))
        continue;
      std::optional<Value> incoming = incomingValue(
          (*pred)->getTerminator(), pred.getSuccessorIndex(), arg);
      if (!incoming) {
        chosen = true;
        break;
      }
      chosen = !*incoming || (common && *incoming != common);
      common = *incoming;
    }
    if (chosen || !common)
      out.push_back(arg);
  }
}

/// What a multi-way branch chooses in unstructured control flow. Lanes that
/// take different successors meet again at the branch's immediate
/// post-dominator (or never, when their paths end in different exits), and
/// on their way at any block that paths from two successors reach: a block
/// argument there holds whatever the lane's own path brought, so it is as
/// varying as the branch even when each incoming value is uniform
/// (`cf.br ^join(%c1)` on one side, `cf.br ^join(%c2)` on the other). A
/// value defined inside the region and used past it (a loop whose exit
/// depends on the lane) holds whatever the lane's last trip computed.
/// Computed once per branch, and only for branches found lane-dependent.
SmallVector<Value> Solver::branchTargets(Operation *op, Uniformity level) {
  Block *from = op->getBlock();
  Region *region = from->getParent();
  if (coarseLevel.contains(region))
    return coarseTargets(op, level);
  auto [it, inserted] = branchTargetCache.try_emplace(op);
  if (!inserted)
    return it->second;
  SmallVector<Value> targets;
  // Most regions have nothing a walk could find (a chain of early returns:
  // no join block with arguments, no value used outside its block), and
  // walking each branch's region there would be quadratic.
  if (!hasJoinedValues(region)) {
    for (Block *successor : op->getSuccessors())
      appendChosenArguments(successor, targets);
    // Lanes may still leave through different exits of the region, each
    // returning its own values (see below): with two exits or more, what
    // the region returns is chosen.
    auto [exit, inserted] = secondExit.try_emplace(region, nullptr);
    if (inserted) {
      unsigned exits = 0;
      for (Block &block : *region)
        if (!block.empty() && isRegionOrCallableReturn(&block.back()) &&
            ++exits == 2)
          exit->second = &block.back();
    }
    if (Operation *term = exit->second)
      appendExitResults(term, targets);
    branchTargetCache[op] = targets;
    return targets;
  }
  RegionTrees &trees = options.trees ? *options.trees : ownTrees;
  Block *join = trees.postDominatorOf(from).block;
  // The blocks lanes may reach before they reconverge, and the join; and
  // how many of the branch's successors reach each.
  llvm::SetVector<Block *> reached;
  llvm::DenseMap<Block *, unsigned> successorsReaching;
  // Many lane-dependent branches whose reach is long would make this
  // quadratic: past a budget linear in the region's size, the region
  // switches to choosing every joined value at once (coarser, as sound).
  // The budget is kept with the count: a region's block list has no stored
  // size (iplist::size walks it), and each branch's walk asked it again.
  auto [walk, first] = blocksWalked.try_emplace(region);
  if (first)
    walk->second.budget = 64 * region->getBlocks().size() + 4096;
  size_t &walked = walk->second.walked;
  size_t budget = walk->second.budget;
  llvm::SmallPtrSet<Block *, 4> walkedFrom;
  for (Block *start : op->getSuccessors()) {
    if (!walkedFrom.insert(start).second)
      continue;
    llvm::SmallPtrSet<Block *, 16> mine{start};
    SmallVector<Block *> worklist{start};
    while (!worklist.empty()) {
      if (++walked > budget) {
        branchTargetCache.erase(op);
        coarseLevel[region] = Uniformity::Uniform;
        return coarseTargets(op, level);
      }
      Block *block = worklist.pop_back_val();
      reached.insert(block);
      if (block == join)
        continue;
      for (Block *successor : block->getSuccessors())
        if (mine.insert(successor).second)
          worklist.push_back(successor);
    }
    for (Block *block : mine)
      ++successorsReaching[block];
  }
  // A block lanes reach from one successor only holds what that side's
  // own paths bring: its arguments are not chosen by this branch (round 58
  // h5: `cond_br %lane_cond, ^loop(%c0), ^done`, whose loop passes `%i + 1`
  // back to itself, chose the counter). A join is reached from two
  // successors, or twice from the branch itself.
  auto isJoin = [&](Block *block) {
    return successorsReaching.lookup(block) >= 2 ||
           llvm::count(op->getSuccessors(), block) >= 2;
  };
  for (Block *successor : op->getSuccessors())
    if (isJoin(successor))
      appendArgumentsChosenFrom(successor, from, reached, targets);
  // Lanes leave on different trips only where they may come back to the
  // branch before they reconverge: the branch is in a loop it may leave.
  bool looping = reached.contains(from);
  for (Block *block : reached) {
    if (!block->hasNoPredecessors() && !block->getSinglePredecessor() &&
        !llvm::is_contained(op->getSuccessors(), block) && isJoin(block))
      appendArgumentsChosenFrom(block, from, reached, targets);
    if (block == join)
      continue;
    auto usedPast = [&](Value value) {
      return llvm::any_of(value.getUsers(), [&](Operation *user) {
        Block *at = region->findAncestorBlockInRegion(*user->getBlock());
        return !at || at == join || !reached.contains(at);
      });
    };
    // A loop header's arguments too (issue 27 round 13): a counter carried
    // by `^hdr(%k)` is the same on every lane of a trip, yet lanes that
    // leave on different trips hold different values of it past the loop.
    // An argument with one incoming value is that value (defined before).
    // Only where lanes may come back to the branch (`looping`).
    for (BlockArgument arg : looping ? block->getArguments()
                                     : Block::BlockArgListType()) {
      auto [known, inserted] = oneIncoming.try_emplace(arg, false);
      if (inserted)
        known->second = hasOneIncomingValue(arg);
      if (!known->second && usedPast(arg))
        targets.push_back(arg);
    }
    for (Value result : escapingValues(block))
      if (usedPast(result))
        targets.push_back(result);
  }
  // Lanes that never meet again in the region (no join: its paths end in
  // different exits, or leave one exit on different trips of a loop) leave
  // it apart: what the region returns is chosen (issue 27 round 13:
  // `cf.cond_br %lane_cond, ^a, ^b` with `scf.yield %true` in ^a and
  // `scf.yield %false` in ^b).
  if (!join)
    for (Block *block : reached)
      if (!block->empty() && isRegionOrCallableReturn(&block->back()))
        appendExitResults(&block->back(), targets);
  // The join's arguments that an edge from the reach sets to a value
  // computed there (`cf.cond_br %c, ^hdr(..), ^exit(%k)` in a loop: lanes
  // leave on different trips), even when that is their one incoming value.
  // Read from the reached blocks' edges (the walk's own cost), not from the
  // join's predecessors (a shared exit has one per branch).
  if (looping && join && reached.contains(join) &&
      join->getNumArguments() != 0)
    for (Block *block : reached) {
      if (block == join || block->empty())
        continue;
      Operation *term = &block->back();
      for (auto [i, successor] : llvm::enumerate(term->getSuccessors())) {
        if (successor != join)
          continue;
        for (BlockArgument arg : join->getArguments()) {
          std::optional<Value> incoming = incomingValue(term, i, arg);
          Block *at = incoming && *incoming
                          ? region->findAncestorBlockInRegion(
                                *incoming->getParentBlock())
                          : nullptr;
          if (at && at != join && reached.contains(at))
            targets.push_back(arg);
        }
      }
    }
  branchTargetCache[op] = targets;
  return targets;
}

/// The values an exit `term` (isRegionOrCallableReturn) of a region hands
/// back: its region-branch op's results, or the results of the callable's
/// calls.
void Solver::appendExitResults(Operation *term, SmallVectorImpl<Value> &out) {
  Operation *parent = term->getParentOp();
  if (isa<RegionBranchOpInterface>(parent)) {
    llvm::append_range(out, parent->getResults());
    return;
  }
  if (isa<CallableOpInterface>(parent))
    for (Operation *caller : callableState(parent).callers)
      llvm::append_range(out, caller->getResults());
}

/// The coarse form of branchTargets: a branch's successor arguments, and
/// every joined value of its region (hasJoinedValues' kind), the latter
/// only when `level` raises what the region's values were given before, so
/// each region's values are visited at most once per level.
SmallVector<Value> Solver::coarseTargets(Operation *op, Uniformity level) {
  SmallVector<Value> targets;
  for (Block *successor : op->getSuccessors())
    appendChosenArguments(successor, targets);
  Region *region = op->getBlock()->getParent();
  Uniformity &given = coarseLevel[region];
  if (std::max(given, level) == given)
    return targets;
  given = level;
  hasJoinedValues(region); // gathers the escaping values
  for (Block &block : *region) {
    // What the region returns, as branchTargets does without a join.
    if (!block.empty() && isRegionOrCallableReturn(&block.back()))
      appendExitResults(&block.back(), targets);
    if (block.hasNoPredecessors())
      continue;
    if (!block.getSinglePredecessor())
      appendChosenArguments(&block, targets);
    llvm::append_range(targets, escapingValues(&block));
  }
  return targets;
}

/// Whether `region` has a block argument of a block with several
/// predecessors, or a value used outside the block that defines it: what a
/// lane-dependent branch's region may choose.
bool Solver::hasJoinedValues(Region *region) {
  auto [it, inserted] = regionHasJoins.try_emplace(region, false);
  if (!inserted)
    return it->second;
  bool found = false;
  for (Block &block : *region) {
    SmallVector<Value, 2> out;
    for (Operation &inner : block)
      for (Value result : inner.getResults())
        if (llvm::any_of(result.getUsers(), [&](Operation *user) {
              // Most users are in the block itself: no ancestor walk.
              return user->getBlock() != &block &&
                     region->findAncestorBlockInRegion(*user->getBlock()) !=
                         &block;
            }))
          out.push_back(result);
    // A block no branch leads to (the entry) is in no branch's region.
    if (!block.hasNoPredecessors())
      found |= !out.empty() ||
               (block.getNumArguments() != 0 && !block.getSinglePredecessor());
    if (!out.empty())
      escaping[&block] = std::move(out);
  }
  regionHasJoins[region] = found;
  return found;
}

SmallVector<Value> Solver::targetsOf(Operation *op, Uniformity level) {
  SmallVector<Value> targets;
  if (op->getNumSuccessors() > 1)
    return branchTargets(op, level);
  Operation *branch = op;
  if (isa<RegionBranchTerminatorOpInterface>(op))
    branch = op->getParentOp();
  if (!branch || !isa<RegionBranchOpInterface>(branch))
    return targets;
  // Everything the region-branch op chooses: its results and the arguments
  // its regions receive by control flow (not a loop's induction variable,
  // which the transfer functions compute).
  llvm::append_range(targets, branch->getResults());
  auto loop = dyn_cast<LoopLikeOpInterface>(branch);
  std::optional<SmallVector<Value>> ivs =
      loop ? loop.getLoopInductionVars() : std::nullopt;
  for (Region &region : branch->getRegions())
    if (!region.empty())
      for (BlockArgument arg : region.front().getArguments())
        if (!ivs || !llvm::is_contained(*ivs, arg))
          targets.push_back(arg);
  return targets;
}

//===----------------------------------------------------------------------===//
// UniformityInfo
//===----------------------------------------------------------------------===//

struct UniformityInfo::Impl {
  llvm::DenseMap<Value, ValueState> states;
  llvm::DenseSet<Block *> live;
};

UniformityInfo::UniformityInfo(Operation *root, UniformitySourceFn extra,
                               UniformityOptions options)
    : impl(std::make_unique<Impl>()) {
  Solver solver(root, std::move(extra), std::move(options));
  solver.run();
  impl->states = std::move(solver.states);
  impl->live = std::move(solver.live);
}

bool UniformityInfo::isDeadCode(Operation *op) const {
  // Dead: in a block, or under an op in a block, that the analysis never
  // reached although it entered the block's region (a branch on a
  // constant never takes it).
  for (Block *block = op->getBlock(); block;) {
    Block *entry = &block->getParent()->front();
    if (block != entry && impl->live.contains(entry) &&
        !impl->live.contains(block))
      return true;
    Operation *parent = block->getParentOp();
    block = parent ? parent->getBlock() : nullptr;
  }
  return false;
}

UniformityInfo::~UniformityInfo() = default;

Uniformity UniformityInfo::get(Value value) const {
  auto it = impl->states.find(value);
  if (it == impl->states.end())
    return Uniformity::Varying;
  return it->second.levelIfKnown().value_or(Uniformity::Varying);
}
