//===- WarpOps.cpp - warp dialect operations ------------------------------===//
//
// Part of warptile. Parsers, printers and verifiers of the warp ops: the
// structural rules (W2, W6-W8, W14, W16) and the safety rule for collectives
// (W9-W13, W15). Ownership (W3-W5) lives in WarpOwnership.cpp.
//
//===----------------------------------------------------------------------===//

#include "warptile/Dialect/Warp/IR/WarpOps.h"
#include "warptile/Analysis/Kernels.h"
#include "warptile/Analysis/WellFormed.h"
#include "warptile/Dialect/Warp/IR/SymbolSnapshot.h"

#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/IR/Builders.h"
#include "mlir/IR/Matchers.h"
#include "mlir/IR/OpImplementation.h"
#include "llvm/Support/CheckedArithmetic.h"

using namespace mlir;
using namespace mlir::warp;

#include "warptile/Dialect/Warp/IR/WarpInterfaces.cpp.inc"

//===----------------------------------------------------------------------===//
// custom<Offset>: a shuffle offset is an integer literal or an i32 value.
//===----------------------------------------------------------------------===//

static ParseResult
parseOffset(OpAsmParser &parser,
            std::optional<OpAsmParser::UnresolvedOperand> &offset,
            IntegerAttr &staticOffset) {
  OpAsmParser::UnresolvedOperand operand;
  OptionalParseResult parsed = parser.parseOptionalOperand(operand);
  if (parsed.has_value()) {
    if (failed(*parsed))
      return failure();
    offset = operand;
    return success();
  }
  llvm::SMLoc loc = parser.getCurrentLocation();
  int64_t value;
  if (parser.parseInteger(value))
    return failure();
  if (value < 0 || value > 63)
    return parser.emitError(loc, "W9: a shuffle offset lies in [0, 64), not ")
           << value;
  staticOffset = parser.getBuilder().getI32IntegerAttr(value);
  return success();
}

static void printOffset(OpAsmPrinter &printer, Operation *, Value offset,
                        IntegerAttr staticOffset) {
  if (offset)
    printer << offset;
  else
    printer << staticOffset.getInt();
}

#define GET_OP_CLASSES
#include "warptile/Dialect/Warp/IR/WarpOps.cpp.inc"

namespace {
/// The traits of an op, its generated invariants (OpInvariants) among them,
/// in order: what MLIR's verifier checks of it before its `verify()`.
template <typename ConcreteOp, template <typename> class... Traits>
LogicalResult verifyTraitsOf(Operation *op, Op<ConcreteOp, Traits...> *) {
  return op_definition_impl::verifyTraits<Traits<ConcreteOp>...>(op);
}

template <typename... Ops>
bool anyDeclaredStructure(Operation *op, bool &known) {
  bool ok = false;
  (void)((isa<Ops>(op)
              ? (known = true,
                 ok = succeeded(
                     verifyTraitsOf(op, static_cast<Ops *>(nullptr))),
                 true)
              : false) ||
         ...);
  return ok;
}
} // namespace

bool mlir::warp::hasDeclaredStructure(Operation *op) {
  bool known = false;
  bool ok = warptile::passesQuietly(op->getContext(), [&] {
    return success(anyDeclaredStructure<
#define GET_OP_LIST
#include "warptile/Dialect/Warp/IR/WarpOps.cpp.inc"
                   >(op, known));
  });
  return known && ok;
}

//===----------------------------------------------------------------------===//
// Helpers
//===----------------------------------------------------------------------===//

static WarpType warpTypeOf(LanesAttr lanes) {
  return WarpType::get(lanes.getContext(), lanes);
}

static LogicalResult verifyForeignOperands(Operation *op) {
  // One read of the IR: the symbol tables' snapshots are compared once.
  VerifySession session;
  if (failed(verifyParameterWalk(op)))
    return failure();
  for (Value operand : op->getOperands())
    if (failed(verifyForeignOwnership(op, operand)))
      return failure();
  return success();
}

/// Parses `%w, <condition or lane spelling>` for diverge and if; returns the
/// spelling when the second operand is not an SSA value.
static ParseResult
parseWarpAndCondition(OpAsmParser &parser,
                      OpAsmParser::UnresolvedOperand &warp,
                      std::optional<OpAsmParser::UnresolvedOperand> &condition,
                      std::optional<LaneSpec> &spec) {
  if (parser.parseOperand(warp) || parser.parseComma())
    return failure();
  OpAsmParser::UnresolvedOperand operand;
  OptionalParseResult parsed = parser.parseOptionalOperand(operand);
  if (parsed.has_value()) {
    if (failed(*parsed))
      return failure();
    condition = operand;
    return success();
  }
  FailureOr<LaneSpec> parsedSpec = LaneSpec::parse(parser);
  if (failed(parsedSpec))
    return failure();
  spec = *parsedSpec;
  return success();
}

//===----------------------------------------------------------------------===//
// EntryOp (W2)
//===----------------------------------------------------------------------===//

std::optional<std::string> mlir::warp::partialWarpViolation(gpu::GPUFuncOp func,
                                                            unsigned width) {
  std::string message;
  llvm::raw_string_ostream os(message);
  // Every declaration of the block's size (attributes and imported
  // `passthrough` entries, the PTX's .reqntid): the exact ones must agree,
  // and each must make whole warps.
  SmallVector<warptile::BlockDeclaration> declared =
      warptile::blockDeclarations(func, /*exact=*/true);
  std::optional<SmallVector<int64_t, 3>> dims;
  StringRef dimsName;
  std::string dimsSpelled;
  for (const warptile::BlockDeclaration &declaration : declared) {
    if (!declaration.dims) {
      os << "W2: the kernel's " << declaration.source
         << " does not read as x[,y[,z]]";
      return message;
    }
    StringRef name = declaration.source;
    const SmallVector<int64_t, 3> &sizes = *declaration.dims;
    const std::string &spelled = declaration.spelled;
    SmallVector<int64_t, 3> these = sizes;
    these.resize(3, 1);
    if (dims && *dims != these) {
      os << "W2: the kernel declares two block sizes, " << dimsName << " ("
         << (*dims)[0] << ", " << (*dims)[1] << ", " << (*dims)[2] << ") and "
         << name << " (" << these[0] << ", " << these[1] << ", " << these[2]
         << "); no launch meets both";
      return message;
    }
    dims = these;
    dimsName = name;
    dimsSpelled = spelled;
  }
  if (dims) {
    // Checked: three 2^31 - 1 dimensions do not fit in 64 bits.
    int64_t threads = 1;
    for (int64_t dim : *dims) {
      if (dim <= 0) {
        os << "W2: the kernel's " << dimsName << " " << dimsSpelled
           << " has a dimension that is not positive, so no block runs";
        return message;
      }
      std::optional<int64_t> product = llvm::checkedMul<int64_t>(threads, dim);
      if (!product) {
        os << "W2: the kernel's " << dimsName << " " << dimsSpelled
           << " holds more threads than fit in 64 bits";
        return message;
      }
      threads = *product;
    }
    if (threads % width != 0) {
      os << "W2: the kernel's " << dimsName << " holds " << threads
         << " threads, not a multiple of " << width
         << ": its last warp is partial, so it is not "
         << warpTypeOf(LanesAttr::getAll(func.getContext(), width));
      return message;
    }
  }
  // nvvm.maxntid bounds the product only: below a warp, no warp is full.
  SmallVector<SmallVector<int64_t, 3>> maxima;
  for (warptile::BlockDeclaration &bound :
       warptile::blockDeclarations(func, /*exact=*/false)) {
    if (!bound.dims) {
      os << "W2: the kernel's " << bound.source << " does not read as "
         << "x[,y[,z]]";
      return message;
    }
    maxima.push_back(std::move(*bound.dims));
  }
  for (const SmallVector<int64_t, 3> &max : maxima) {
    int64_t threads = 1;
    for (int64_t dim : max)
      threads = dim <= 0 ? 0 : std::min<int64_t>(threads * dim, 1 << 30);
    if (threads < width) {
      os << "W2: the kernel's nvvm.maxntid allows at most " << threads
         << " threads, fewer than " << width << ": no warp is full, so it is "
         << "not " << warpTypeOf(LanesAttr::getAll(func.getContext(), width));
      return message;
    }
    // A bound that is not whole warps admits the launch of its own size,
    // whose last warp is partial (issue 27 round 46: `nvvm.maxntid = 48`
    // and a 48-thread launch).
    if (!dims && threads % width != 0) {
      os << "W2: the kernel's nvvm.maxntid allows " << threads
         << " threads, not a multiple of " << width
         << ": a launch of that many has a partial last warp, so it is not "
         << warpTypeOf(LanesAttr::getAll(func.getContext(), width))
         << " (declare known_block_size)";
      return message;
    }
    if (dims && (*dims)[0] * (*dims)[1] * (*dims)[2] > threads) {
      os << "W2: the kernel's " << dimsName << " holds more threads than its "
         << "nvvm.maxntid allows (" << threads << "); no launch meets both";
      return message;
    }
  }
  return std::nullopt;
}

LogicalResult EntryOp::verify() {
  WarpType type = getWarp().getType();
  if (!type.getLanes().isAll())
    return emitOpError("W2: the warp at kernel entry is fully active: "
                       "expected ")
           << warpTypeOf(LanesAttr::getAll(getContext(), type.getWidth()))
           << ", not " << type;
  auto func = dyn_cast<gpu::GPUFuncOp>((*this)->getParentOp());
  if (!func || !func.isKernel() ||
      (*this)->getBlock() != &func.getBody().front())
    return emitOpError(
        "W2: stands at the top level of the entry block of a gpu.func "
        "kernel, the one place where every lane of a warp is known to be "
        "converged");
  if (std::optional<std::string> violation =
          partialWarpViolation(func, type.getWidth()))
    return emitOpError() << *violation;
  // A kernel that makes its warp takes none from the host.
  for (BlockArgument arg : func.getArguments())
    if (isa<WarpType>(arg.getType()))
      return func.emitOpError()
             << "W2: kernel parameter #" << arg.getArgNumber()
             << " has warp type " << arg.getType()
             << "; a kernel's warp comes from warp.entry, not from the host, "
                "which would choose its lanes";
  return verifyOwnership(getWarp());
}

//===----------------------------------------------------------------------===//
// DivergeOp (W6)
//===----------------------------------------------------------------------===//

ParseResult DivergeOp::parse(OpAsmParser &parser, OperationState &result) {
  OpAsmParser::UnresolvedOperand warp;
  std::optional<OpAsmParser::UnresolvedOperand> condition;
  std::optional<LaneSpec> spec;
  llvm::SMLoc predLoc;
  Type warpType, takenType, restType;
  if (parseWarpAndCondition(parser, warp, condition, spec))
    return failure();
  if (condition)
    return parser.emitError(parser.getNameLoc(),
                            "W6: warp.diverge splits by a static lane "
                            "predicate; branch on an i1 with warp.if");
  if (parser.parseOptionalAttrDict(result.attributes) || parser.parseColon())
    return failure();
  llvm::SMLoc typeLoc = parser.getCurrentLocation();
  if (parser.parseType(warpType) || parser.parseArrow() ||
      parser.parseType(takenType) || parser.parseComma() ||
      parser.parseType(restType))
    return failure();
  auto parent = dyn_cast<WarpType>(warpType);
  if (!parent)
    return parser.emitError(typeLoc, "expected a !warp.warp type, not ")
           << warpType;
  FailureOr<LanesAttr> predicate = spec->resolve(parser, parent.getWidth());
  if (failed(predicate))
    return failure();
  result.addAttribute(getPredicateAttrName(result.name), *predicate);
  result.addTypes({takenType, restType});
  return parser.resolveOperand(warp, warpType, result.operands);
}

void DivergeOp::print(OpAsmPrinter &printer) {
  printer << " " << getWarp() << ", " << getPredicate().spell();
  printer.printOptionalAttrDict((*this)->getAttrs(), {getPredicateAttrName()});
  printer << " : " << getWarp().getType() << " -> " << getTaken().getType()
          << ", " << getRest().getType();
}

FailureOr<std::pair<WarpType, WarpType>>
DivergeOp::inferHalves(WarpType warp, LanesAttr pred) {
  LanesAttr parent = warp.getLanes();
  MLIRContext *ctx = warp.getContext();
  unsigned width = parent.getWidth();
  if (pred.getDynamic() || pred.getWidth() != width)
    return failure();
  if (parent.getDynamic()) {
    WarpType dyn = warpTypeOf(LanesAttr::getDyn(ctx, width));
    return std::make_pair(dyn, dyn);
  }
  uint64_t takenMask = parent.getMask() & pred.getMask();
  uint64_t restMask = parent.getMask() & ~pred.getMask();
  if (!takenMask || !restMask)
    return failure();
  return std::make_pair(warpTypeOf(LanesAttr::get(ctx, width, takenMask)),
                        warpTypeOf(LanesAttr::get(ctx, width, restMask)));
}

LogicalResult DivergeOp::verify() {
  WarpType warp = getWarp().getType();
  LanesAttr parent = warp.getLanes();
  LanesAttr pred = getPredicate();
  if (pred.getDynamic())
    return emitOpError("W6: splits by a static lane predicate, not dyn; "
                       "branch on an i1 with warp.if");
  if (pred.getWidth() != parent.getWidth())
    return emitOpError("W6: the predicate is for a ")
           << pred.getWidth() << "-lane warp, the warp has "
           << parent.getWidth();
  FailureOr<std::pair<WarpType, WarpType>> halves = inferHalves(warp, pred);
  if (failed(halves)) {
    bool takenEmpty = !(parent.getMask() & pred.getMask());
    return emitOpError("W6: splitting ")
           << warp << " by " << pred.spell() << " leaves the "
           << (takenEmpty ? "first" : "second")
           << " half empty; every lane is on one side";
  }
  auto [taken, rest] = *halves;
  if (getTaken().getType() != taken || getRest().getType() != rest)
    return emitOpError("W6: the halves of ")
           << warp << " by " << pred.spell() << " are " << taken << " and "
           << rest << ", not " << getTaken().getType() << " and "
           << getRest().getType();
  return verifyForeignOperands(*this);
}

//===----------------------------------------------------------------------===//
// MergeOp (W7)
//===----------------------------------------------------------------------===//

LogicalResult MergeOp::verify() {
  LanesAttr lhs = getLhs().getType().getLanes();
  LanesAttr rhs = getRhs().getType().getLanes();
  LanesAttr res = getWarp().getType().getLanes();
  if (lhs.getWidth() != rhs.getWidth() || lhs.getWidth() != res.getWidth())
    return emitOpError("W7: merges halves of one warp; widths ")
           << lhs.getWidth() << ", " << rhs.getWidth() << " and "
           << res.getWidth() << " differ";
  if (lhs.getDynamic() || rhs.getDynamic() || res.getDynamic()) {
    // Complementarity of run-time sets is known only by construction.
    auto diverge = getLhs().getDefiningOp<DivergeOp>();
    // A diverge later in the text may run first and is not verified yet.
    if (diverge && !warptile::isWellFormed(diverge))
      return success(); // its own verifier reports it
    if (!diverge || getRhs().getDefiningOp() != diverge ||
        getLhs() != diverge.getTaken() || getRhs() != diverge.getRest())
      return emitOpError(
          "W7: dyn halves are complements only as the two results of one "
          "warp.diverge, in order");
    if (diverge.getWarp().getType() != getWarp().getType())
      return emitOpError("W7: merging the halves of ")
             << diverge.getWarp().getType() << " gives it back, not "
             << getWarp().getType();
  } else {
    uint64_t overlap = lhs.getMask() & rhs.getMask();
    if (overlap)
      return emitOpError("W7: the halves overlap on lanes ")
             << listLanes(overlap) << "; only disjoint halves merge";
    uint64_t joined = lhs.getMask() | rhs.getMask();
    if (joined != res.getMask())
      return emitOpError("W7: the halves join to ")
             << warpTypeOf(LanesAttr::get(getContext(), lhs.getWidth(),
                                          joined))
             << ", not " << getWarp().getType();
  }
  return verifyForeignOperands(*this);
}

//===----------------------------------------------------------------------===//
// IfOp (W8)
//===----------------------------------------------------------------------===//

ParseResult IfOp::parse(OpAsmParser &parser, OperationState &result) {
  OpAsmParser::UnresolvedOperand warp;
  std::optional<OpAsmParser::UnresolvedOperand> condition;
  std::optional<LaneSpec> spec;
  if (parseWarpAndCondition(parser, warp, condition, spec))
    return failure();
  llvm::SMLoc typesLoc = parser.getCurrentLocation();
  if (parser.parseArrowTypeList(result.types))
    return failure();
  // `-> ()` parses as an empty list: the reconverged warp is still required.
  if (result.types.empty())
    return parser.emitError(typesLoc, "W8: the first result of warp.if is "
                                      "the reconverged !warp.warp; the result "
                                      "list is empty");
  auto parent = dyn_cast<WarpType>(result.types.front());
  if (!parent)
    return parser.emitError(typesLoc, "W8: the first result of warp.if is "
                                      "the reconverged !warp.warp, not ")
           << result.types.front();
  if (parser.resolveOperand(warp, parent, result.operands))
    return failure();
  if (condition) {
    if (parser.resolveOperand(*condition, parser.getBuilder().getI1Type(),
                              result.operands))
      return failure();
  } else {
    FailureOr<LanesAttr> predicate = spec->resolve(parser, parent.getWidth());
    if (failed(predicate))
      return failure();
    result.addAttribute(getPredicateAttrName(result.name), *predicate);
  }
  Region *thenRegion = result.addRegion();
  Region *elseRegion = result.addRegion();
  if (parser.parseRegion(*thenRegion))
    return failure();
  if (succeeded(parser.parseOptionalKeyword("else")) &&
      parser.parseRegion(*elseRegion))
    return failure();
  return parser.parseOptionalAttrDict(result.attributes);
}

void IfOp::print(OpAsmPrinter &printer) {
  printer << " " << getWarp() << ", ";
  if (getCondition())
    printer << getCondition();
  else
    printer << getPredicateAttr().spell();
  printer << " -> ";
  if (getNumResults() == 1)
    printer << getMerged().getType();
  else
    printer << "(" << getResultTypes() << ")";
  printer << " ";
  printer.printRegion(getThenRegion(), /*printEntryBlockArgs=*/true);
  if (!getElseRegion().empty()) {
    printer << " else ";
    printer.printRegion(getElseRegion(), /*printEntryBlockArgs=*/true);
  }
  printer.printOptionalAttrDict((*this)->getAttrs(), {getPredicateAttrName()});
}

bool IfOp::isUniformBranch() {
  WarpType parent = getWarp().getType();
  Region &then = getThenRegion();
  return getCondition() && !parent.isDynamic() && !then.empty() &&
         then.front().getNumArguments() == 1 &&
         then.front().getArgument(0).getType() == parent;
}

std::pair<LanesAttr, LanesAttr> IfOp::getBranchLanes() {
  LanesAttr parent = getWarp().getType().getLanes();
  unsigned width = parent.getWidth();
  if (isUniformBranch())
    return {parent, parent};
  if (getCondition() || parent.getDynamic())
    return {LanesAttr::getDyn(getContext(), width),
            LanesAttr::getDyn(getContext(), width)};
  uint64_t pred = getPredicateAttr().getMask();
  // An empty set is no LanesAttr (W1); a side without lanes is null.
  auto side = [&](uint64_t mask) {
    return mask ? LanesAttr::get(getContext(), width, mask) : LanesAttr();
  };
  return {side(parent.getMask() & pred), side(parent.getMask() & ~pred)};
}

LogicalResult IfOp::verifyRegions() {
  WarpType parent = getWarp().getType();
  if (static_cast<bool>(getCondition()) == static_cast<bool>(getPredicate()))
    return emitOpError("W8: branches on either an i1 condition or a static "
                       "lane predicate");
  if (getMerged().getType() != parent)
    return emitOpError("W8: reconverges to the warp it branched, ")
           << parent << ", not " << getMerged().getType();
  if (LanesAttr pred = getPredicateAttr()) {
    if (pred.getDynamic() || pred.getWidth() != parent.getWidth())
      return emitOpError("W8: the predicate is a static set of a ")
             << parent.getWidth() << "-lane warp";
    if (!parent.isDynamic()) {
      uint64_t taken = parent.getMask() & pred.getMask();
      uint64_t rest = parent.getMask() & ~pred.getMask();
      if (!taken || (!rest && !getElseRegion().empty()))
        return emitOpError("W8: branching ")
               << parent << " on " << pred.spell() << " leaves the "
               << (taken ? "else" : "then") << " region no lanes";
    }
  }
  if (getElseRegion().empty() && getNumResults() != 1)
    return emitOpError("W8: without an else region the other lanes return "
                       "nothing, so warp.if returns only the warp");
  // A sub-warp comes back only as the first result, merged into the
  // parent. A warp or tile among the others would be a half that nothing
  // walks (its ownership) or guards (its collectives ran on every lane;
  // issue 27 round 22, with `dyn` halves yielded there).
  for (OpResult extra : llvm::drop_begin(getResults()))
    if (isa<WarpType, TileType>(extra.getType()))
      return emitOpError("W8: result #")
             << extra.getResultNumber() << " is " << extra.getType()
             << "; a warp.if returns its sub-warps only through its first "
                "result, the merged parent";
  if (isUniformBranch() && !isShownLaneUniform(*this, getCondition())) {
    InFlightDiagnostic diag =
        emitOpError("W8: the regions take the parent's set ")
        << parent
        << ", but the condition is not shown lane-uniform, so only some of "
           "its lanes may enter a region; take !warp.warp<dyn>";
    if (Operation *def = getCondition().getDefiningOp())
      diag.attachNote(def->getLoc()) << "the condition is computed here";
    return diag;
  }

  auto [thenLanes, elseLanes] = getBranchLanes();
  auto verifyBranch = [&](Region &region, LanesAttr lanes,
                          StringRef name) -> LogicalResult {
    WarpType expected = warpTypeOf(lanes);
    Block &block = region.front();
    if (block.getNumArguments() != 1 || block.getArgument(0).getType() !=
                                            expected)
      return emitOpError("W8: the ")
             << name << " region takes its sub-warp " << expected
             << " as its only argument";
    // Region verifiers run before the generic empty-block check.
    auto yield =
        block.empty() ? YieldOp() : dyn_cast<YieldOp>(block.back());
    if (!yield)
      return emitOpError("W8: the ") << name << " region ends in warp.yield";
    TypeRange yielded = yield.getValues().getTypes();
    if (yielded.empty() || yielded.front() != expected)
      return yield.emitOpError("W8: yields the region's sub-warp ")
             << expected << " first";
    if (yielded.drop_front() != getValues().getTypes())
      return yield.emitOpError("W8: yields values of types (")
             << yielded.drop_front() << "), the warp.if returns ("
             << getValues().getTypes() << ")";
    return success();
  };
  if (failed(verifyBranch(getThenRegion(), thenLanes, "then")))
    return failure();
  if (!getElseRegion().empty() &&
      failed(verifyBranch(getElseRegion(), elseLanes, "else")))
    return failure();
  return verifyForeignOperands(*this);
}

//===----------------------------------------------------------------------===//
// TileOp (W14)
//===----------------------------------------------------------------------===//

LogicalResult TileOp::verify() {
  LanesAttr lanes = getWarp().getType().getLanes();
  int64_t size = getSize();
  if (lanes.getDynamic())
    return emitOpError("W14: tiles a warp whose active set is static, not ")
           << getWarp().getType();
  if (size < 1 || size > lanes.getWidth() || !llvm::isPowerOf2_64(size))
    return emitOpError("W14: a tile groups a power of two of lanes in [1, ")
           << lanes.getWidth() << "], not " << size;
  if (!isUnionOfGroups(lanes.getMask(), size, lanes.getWidth()))
    return emitOpError("W14: ")
           << getWarp().getType() << " is not a union of whole aligned groups "
           << "of " << size << " lanes, so some group would be partial";
  TileType expected = TileType::get(getContext(), size, lanes);
  if (getTile().getType() != expected)
    return emitOpError("W14: tiling ")
           << getWarp().getType() << " by " << size << " gives " << expected
           << ", not " << getTile().getType();
  return verifyForeignOperands(*this);
}

//===----------------------------------------------------------------------===//
// Collectives (W9-W13, W15, W16)
//===----------------------------------------------------------------------===//

/// The safety rule: a collective on `handle` that reads lanes by `pattern`
/// (with a constant `offset`, or std::nullopt when the offset is a run-time
/// value) is legal iff every lane it reads is active.
static LogicalResult verifyReads(Operation *op, Value handle,
                                 ReadPattern pattern,
                                 std::optional<uint64_t> offset,
                                 StringRef rule, const Twine &what) {
  HandleInfo info = getHandleInfo(handle.getType());
  if (info.lanes.getDynamic())
    return op->emitOpError()
           << "W13: " << what << " reads other lanes, and on " << handle.getType()
           << " nothing shows they are active; only ballot, any, all and "
              "match_any are legal on dyn (branch on a static predicate, or "
              "use a fully active warp)";
  uint64_t active = info.lanes.getMask();
  unsigned width = info.lanes.getWidth();
  if (!offset) {
    if (isUnionOfGroups(active, info.group, width))
      return success();
    uint64_t missing = 0;
    for (unsigned base = 0; base < width; base += info.group) {
      uint64_t group = rangeMask(base, base + info.group);
      if (active & group)
        missing |= group & ~active;
    }
    return op->emitOpError()
           << "W15: " << what << " with a run-time offset may read any lane "
           << "of its " << info.group << "-lane group, and lanes "
           << listLanes(missing) << " are inactive in " << handle.getType();
  }
  if (*offset >= info.group)
    return op->emitOpError() << rule << ": " << what << " reaches outside "
                             << "its " << info.group << "-lane group";
  std::optional<ReadViolation> violation =
      checkReads(active, info.group, pattern, *offset);
  if (!violation)
    return success();
  return op->emitOpError()
         << rule << ": " << what << " on " << handle.getType()
         << " reads inactive lanes " << listLanes(violation->inactiveRead)
         << " (lane " << violation->reader << " reads lane "
         << violation->source << "); every lane a collective reads must be "
         << "active";
}

static LogicalResult verifyLaneMask(Operation *op, Value handle, Type mask) {
  unsigned width = getHandleInfo(handle.getType()).lanes.getWidth();
  if (mask.getIntOrFloatBitWidth() != width)
    return op->emitOpError("W16: a lane mask of a ")
           << width << "-lane warp is i" << width << ", not " << mask;
  return success();
}

std::optional<uint64_t> ShuffleOp::getConstantOffset() {
  if (std::optional<uint32_t> attr = getStaticOffset())
    return *attr;
  // An offset operand that is a constant inside the group is read as that
  // constant (W9's exact pattern). Any other constant operand is what it
  // would be as a run-time value (W15): folding `0 - 1` into `-1` must never
  // turn a verified op into an invalid one. PTX reads the low 5 bits of the
  // offset, the ISA keeps up/down/idx inside the segment, and the lowering
  // keeps a run-time xor inside the group.
  std::optional<APInt> value =
      getOffset() ? warptile::wellFormedConstantInt(getOffset()) : std::nullopt;
  if (value && value->ult(getHandleInfo(getWarp().getType()).group))
    return value->getZExtValue();
  return std::nullopt;
}

LogicalResult ShuffleOp::verify() {
  if (static_cast<bool>(getOffset()) == getStaticOffset().has_value())
    return emitOpError("W9: takes either a constant offset or an i32 value");
  ReadPattern pattern = readPatternOf(getMode());
  std::optional<uint64_t> offset = getConstantOffset();
  std::string what = "shuffle " + stringifyShuffleMode(getMode()).str();
  if (offset)
    what += " " + std::to_string(*offset);
  return verifyReads(*this, getWarp(), pattern, offset, "W9", what);
}

LogicalResult BallotOp::verify() {
  return verifyLaneMask(*this, getWarp(), getResult().getType());
}

LogicalResult MatchAnyOp::verify() {
  return verifyLaneMask(*this, getWarp(), getResult().getType());
}

static LogicalResult verifyCombiner(Operation *op, ReduceKind kind,
                                    Type type) {
  bool bitwise = kind == ReduceKind::And || kind == ReduceKind::Or ||
                 kind == ReduceKind::Xor;
  if (bitwise && !type.isInteger())
    return op->emitOpError("W16: '")
           << stringifyReduceKind(kind) << "' combines integers, not "
           << type;
  return success();
}

LogicalResult ReduceOp::verify() {
  if (failed(verifyCombiner(*this, getKind(), getValue().getType())))
    return failure();
  return verifyReads(*this, getWarp(), ReadPattern::Reduce, 0, "W10",
                     "reduce " + stringifyReduceKind(getKind()));
}

LogicalResult ScanOp::verify() {
  if (failed(verifyCombiner(*this, getKind(), getValue().getType())))
    return failure();
  bool inclusive = getMode() == ScanMode::Inclusive;
  return verifyReads(*this, getWarp(),
                     inclusive ? ReadPattern::InclusiveScan
                               : ReadPattern::ExclusiveScan,
                     0, "W11",
                     stringifyScanMode(getMode()) + " scan " +
                         stringifyReduceKind(getKind()));
}

LogicalResult BroadcastOp::verify() {
  return verifyReads(*this, getWarp(), ReadPattern::ShuffleIdx, getLane(),
                     "W12",
                     "broadcast from lane " + std::to_string(getLane()));
}
