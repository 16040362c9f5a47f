//===- Uniformity.cpp - The one uniformity analysis -----------------------===//
//
// Part of warptile. A sparse forward data-flow analysis of how far values
// vary across a block's threads, with a companion analysis that adds control
// dependence: a value chosen by a branch (an scf.if result, a block argument
// of a conditional branch's successor, a loop's carried value when the trip
// count varies) is at least as varying as what decides the branch.
//
//===----------------------------------------------------------------------===//

#include "warptile/Analysis/Uniformity.h"
#include "warptile/Analysis/WarpAlignment.h"
#include "warptile/Analysis/InlineAsmReading.h"

#include "mlir/Analysis/DataFlow/ConstantPropagationAnalysis.h"
#include "mlir/Analysis/DataFlow/DeadCodeAnalysis.h"
#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/LLVMIR/NVVMDialect.h"
#include "mlir/IR/BuiltinAttributes.h"
#include "mlir/IR/Dominance.h"
#include "mlir/IR/Matchers.h"
#include "mlir/Interfaces/CallInterfaces.h"
#include "mlir/Interfaces/ControlFlowInterfaces.h"
#include "mlir/Interfaces/FunctionInterfaces.h"
#include "mlir/Interfaces/LoopLikeInterface.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"
#include "llvm/ADT/SetVector.h"
#include "llvm/ADT/StringMap.h"
#include "llvm/ADT/SmallBitVector.h"

using namespace mlir;
using namespace mlir::warptile;

void UniformityValue::print(raw_ostream &os) const {
  if (!level) {
    os << "<uninitialized>";
    return;
  }
  switch (*level) {
  case Uniformity::Uniform:
    os << "uniform";
    return;
  case Uniformity::WarpUniform:
    os << "warp-uniform";
    return;
  case Uniformity::Varying:
    os << "varying";
    return;
  }
}

//===----------------------------------------------------------------------===//
// Small helpers shared by the analyses
//===----------------------------------------------------------------------===//

Value mlir::warptile::stripIntegerCasts(Value value) {
  while (Operation *def = value.getDefiningOp()) {
    if (!isa<arith::IndexCastOp, arith::IndexCastUIOp, arith::ExtUIOp,
             arith::ExtSIOp, arith::TruncIOp, LLVM::ZExtOp, LLVM::SExtOp,
             LLVM::TruncOp>(def))
      break;
    value = def->getOperand(0);
  }
  return value;
}

bool mlir::warptile::isThreadIdX(Value value) {
  Operation *def = stripIntegerCasts(value).getDefiningOp();
  if (auto tid = dyn_cast_or_null<gpu::ThreadIdOp>(def))
    return tid.getDimension() == gpu::Dimension::x;
  return isa_and_nonnull<NVVM::ThreadIdXOp>(def);
}

bool mlir::warptile::isLaneId(Value value) {
  Operation *def = stripIntegerCasts(value).getDefiningOp();
  if (isa_and_nonnull<gpu::LaneIdOp, NVVM::LaneIdOp>(def))
    return true;
  if (auto call = dyn_cast_or_null<LLVM::CallIntrinsicOp>(def))
    return call.getIntrin() == "llvm.nvvm.read.ptx.sreg.laneid";
  if (auto assembly = dyn_cast_or_null<LLVM::InlineAsmOp>(def)) {
    // `mov.u32 $0, %laneid;` (cooperative groups, CUB), read by the one
    // inline-PTX reader.
    const ::warptile::ptx::AsmProgram *program = readInlineAsm(assembly);
    if (!program || program->instructions.size() != 1 ||
        program->numOutputs != 1 || assembly->getNumResults() != 1)
      return false;
    const ::warptile::ptx::AsmInstruction &inst = program->instructions[0];
    return inst.opcode == ::warptile::ptx::AsmOpcode::Mov &&
           inst.operands.size() == 2 && inst.operands[0].reg == 0 &&
           inst.operands[1].kind == ::warptile::ptx::AsmOperand::Special &&
           inst.operands[1].sreg == ::warptile::ptx::AsmSreg::LaneId;
  }
  return false;
}

const ::warptile::ptx::AsmProgram *
mlir::warptile::readInlineAsm(Operation *op, std::string *error) {
  auto assembly = dyn_cast_or_null<LLVM::InlineAsmOp>(op);
  if (!assembly)
    return nullptr;
  // Read once per (text, constraints): CUB repeats the same few snippets
  // thousands of times in a device-wide module. Per thread, since passes
  // may check functions in parallel.
  struct Entry {
    std::shared_ptr<const ::warptile::ptx::AsmProgram> program;
    std::string error;
  };
  thread_local llvm::StringMap<Entry> cache;
  StringRef text = assembly.getAsmString();
  StringRef constraints = assembly.getConstraints();
  std::string key = (text + "\x01" + constraints).str();
  auto [it, inserted] = cache.try_emplace(key);
  if (inserted) {
    it->second.program = ::warptile::ptx::parseInlineAsm(
        std::string_view(text.data(), text.size()),
        std::string_view(constraints.data(), constraints.size()),
        it->second.error);
    // The bindings must match the op: its operands are the inputs.
    if (it->second.program &&
        it->second.program->bindings.size() -
                it->second.program->numOutputs !=
            assembly->getNumOperands()) {
      it->second.program.reset();
      it->second.error = "constraints '" + constraints.str() + "' that bind " +
                         "a different number of operands than the op has";
    }
  }
  if (error)
    *error = it->second.error;
  return it->second.program.get();
}

std::optional<uint64_t>
mlir::warptile::evaluateInlineAsmAtLane(Operation *op,
                                        ArrayRef<uint64_t> inputs,
                                        unsigned lane) {
  const ::warptile::ptx::AsmProgram *program = readInlineAsm(op);
  if (!program || program->numOutputs != 1 || op->getNumResults() != 1)
    return std::nullopt;
  return ::warptile::ptx::evaluateAtLane(
      *program, std::vector<uint64_t>(inputs.begin(), inputs.end()), lane);
}

bool mlir::warptile::isActiveMask(Value value) {
  Operation *def = stripIntegerCasts(value).getDefiningOp();
  if (auto call = dyn_cast_or_null<LLVM::CallIntrinsicOp>(def))
    return call.getIntrin() == "llvm.nvvm.activemask";
  if (def && def->getName().getStringRef() == "nvvm.activemask")
    return true;
  if (isa_and_nonnull<LLVM::InlineAsmOp>(def)) {
    const ::warptile::ptx::AsmProgram *program = readInlineAsm(def);
    return program && program->instructions.size() == 1 &&
           program->numOutputs == 1 && def->getNumResults() == 1 &&
           program->instructions[0].opcode ==
               ::warptile::ptx::AsmOpcode::ActiveMask &&
           program->instructions[0].operands[0].reg == 0;
  }
  return false;
}

std::optional<unsigned> mlir::warptile::fullActiveMaskEdge(Value condition) {
  Operation *def = condition.getDefiningOp();
  Value lhs, rhs;
  bool equal;
  if (auto cmp = dyn_cast_or_null<LLVM::ICmpOp>(def)) {
    if (cmp.getPredicate() != LLVM::ICmpPredicate::eq &&
        cmp.getPredicate() != LLVM::ICmpPredicate::ne)
      return std::nullopt;
    equal = cmp.getPredicate() == LLVM::ICmpPredicate::eq;
    lhs = cmp.getLhs();
    rhs = cmp.getRhs();
  } else if (auto cmp = dyn_cast_or_null<arith::CmpIOp>(def)) {
    if (cmp.getPredicate() != arith::CmpIPredicate::eq &&
        cmp.getPredicate() != arith::CmpIPredicate::ne)
      return std::nullopt;
    equal = cmp.getPredicate() == arith::CmpIPredicate::eq;
    lhs = cmp.getLhs();
    rhs = cmp.getRhs();
  } else {
    return std::nullopt;
  }
  if (!isActiveMask(lhs))
    std::swap(lhs, rhs);
  APInt bits;
  if (!isActiveMask(lhs) || !matchPattern(rhs, m_ConstantInt(&bits)) ||
      bits.getBitWidth() != 32 || !bits.isAllOnes())
    return std::nullopt;
  // Every lane that ran the activemask got the same value, and only in the
  // branch's own block is it sure that no lane left between the two.
  if (stripIntegerCasts(lhs).getDefiningOp()->getBlock() !=
      def->getBlock())
    return std::nullopt;
  return equal ? 0u : 1u;
}

/// The block size `func` declares: exactly (`known_block_size`,
/// `nvvm.reqntid`), or, with `takeMaxAsSize`, also the bound of
/// `nvvm.maxntid` taken as the size.
static std::optional<std::array<int64_t, 3>>
declaredBlockSize(Operation *func, bool takeMaxAsSize) {
  DenseI32ArrayAttr known;
  if (auto gpuFunc = dyn_cast<gpu::GPUFuncOp>(func))
    known = gpuFunc.getKnownBlockSizeAttr();
  SmallVector<StringRef, 3> names{"gpu.known_block_size", "nvvm.reqntid"};
  if (takeMaxAsSize)
    names.push_back("nvvm.maxntid");
  for (StringRef name : names)
    if (!known)
      known = func->getAttrOfType<DenseI32ArrayAttr>(name);
  SmallVector<int64_t, 3> sizes;
  if (known) {
    llvm::append_range(sizes, known.asArrayRef());
  } else if (auto passthrough =
                 func->getAttrOfType<ArrayAttr>("passthrough")) {
    // Imported CUDA: clang writes `"nvvm.maxntid"="256"` (or
    // "nvvm.reqntid") as a string function attribute, which
    // mlir-translate --import-llvm keeps in `passthrough` as a
    // [name, value] pair; the value is "x[,y[,z]]".
    for (StringRef name : ArrayRef(names).drop_front()) {
      for (Attribute entry : passthrough) {
        auto pair = dyn_cast<ArrayAttr>(entry);
        if (!pair || pair.size() != 2)
          continue;
        auto key = dyn_cast<StringAttr>(pair[0]);
        auto value = dyn_cast<StringAttr>(pair[1]);
        if (!key || !value || key.getValue() != name)
          continue;
        SmallVector<StringRef, 3> parts;
        value.getValue().split(parts, ',');
        for (StringRef part : parts) {
          int64_t dim = 0;
          if (part.trim().getAsInteger(10, dim))
            return std::nullopt;
          sizes.push_back(dim);
        }
        break;
      }
      if (!sizes.empty())
        break;
    }
  }
  if (sizes.empty() || sizes.size() > 3)
    return std::nullopt;
  std::array<int64_t, 3> dims{1, 1, 1};
  for (auto [i, dim] : llvm::enumerate(sizes)) {
    if (dim < 1)
      return std::nullopt;
    dims[i] = dim;
  }
  return dims;
}

std::optional<std::array<int64_t, 3>>
mlir::warptile::knownBlockSize(Operation *func) {
  // nvvm.maxntid (`__launch_bounds__(N)`) is an upper bound; the checker
  // takes it as the block size, as CUB's block primitives take their
  // BLOCK_DIM template argument (docs/Convergence.md, Assumptions).
  return declaredBlockSize(func, /*takeMaxAsSize=*/true);
}

DeclaredBlock mlir::warptile::declaredBlock(Operation *op) {
  DeclaredBlock declared;
  // Code in a gpu.launch body runs in the block it launches: its sizes are
  // what the launch passes, when they are constants.
  for (Operation *parent = op; parent; parent = parent->getParentOp()) {
    if (auto launch = dyn_cast<gpu::LaunchOp>(parent)) {
      std::array<int64_t, 3> dims;
      bool constant = true;
      std::array<Value, 3> sizes{launch.getBlockSizeX(), launch.getBlockSizeY(),
                                 launch.getBlockSizeZ()};
      for (auto [i, size] : llvm::enumerate(sizes)) {
        APInt bits;
        constant &= matchPattern(size, m_ConstantInt(&bits)) &&
                    bits.getSignificantBits() <= 32 && bits.getSExtValue() > 0;
        if (constant)
          dims[i] = bits.getSExtValue();
      }
      if (constant)
        declared.dims = dims;
      return declared;
    }
    if (isa<FunctionOpInterface>(parent)) {
      // Exact sizes only: PTX's .maxntid bounds the product of the
      // dimensions, so a (64, 2, 1) bound admits a 48 x 2 block whose
      // second warp holds two rows.
      declared.dims = declaredBlockSize(parent, /*takeMaxAsSize=*/false);
      if (auto max = parent->getAttrOfType<DenseI32ArrayAttr>("nvvm.maxntid");
          max && max.size() >= 1 && max.size() <= 3) {
        int64_t threads = 1;
        for (int32_t dim : max.asArrayRef())
          threads = dim < 1 ? 0 : std::min<int64_t>(threads * dim, 1 << 30);
        if (threads >= 1)
          declared.maxThreads = threads;
      }
      return declared;
    }
  }
  return declared;
}

bool mlir::warptile::threadIdXAgreesWithLane(Value value, bool assumeWarpRows) {
  Block *block = value.getParentBlock();
  Operation *at = block ? block->getParentOp() : nullptr;
  if (!at)
    return assumeWarpRows;
  DeclaredBlock declared = declaredBlock(at);
  if (!declared.dims)
    return assumeWarpRows;
  const std::array<int64_t, 3> &dims = *declared.dims;
  return dims[0] % 32 == 0 || dims[1] * dims[2] == 1;
}

bool mlir::warptile::threadIdXWarpIndexIsUniform(Operation *op,
                                                 bool assumeWarpRows) {
  DeclaredBlock declared = declaredBlock(op);
  // tid.x below 32 everywhere: every `tid.x / 32k` is 0.
  if (declared.maxThreads && *declared.maxThreads <= 32)
    return true;
  if (!declared.dims)
    return assumeWarpRows;
  const std::array<int64_t, 3> &dims = *declared.dims;
  return dims[0] % 32 == 0 || dims[1] * dims[2] == 1 || dims[0] <= 32;
}

SmallVector<Value> mlir::warptile::successorDeciders(Operation *terminator) {
  llvm::SmallBitVector forwarded(terminator->getNumOperands());
  auto markForwarded = [&](OperandRange range) {
    if (!range.empty())
      forwarded.set(range.getBeginOperandIndex(),
                    range.getBeginOperandIndex() + range.size());
  };
  if (auto branch = dyn_cast<BranchOpInterface>(terminator)) {
    for (unsigned i = 0, e = terminator->getNumSuccessors(); i < e; ++i)
      markForwarded(branch.getSuccessorOperands(i).getForwardedOperands());
  } else if (auto term =
                 dyn_cast<RegionBranchTerminatorOpInterface>(terminator)) {
    SmallVector<Attribute> noConstants(terminator->getNumOperands());
    SmallVector<RegionSuccessor> successors;
    term.getSuccessorRegions(noConstants, successors);
    for (RegionSuccessor &successor : successors)
      markForwarded(term.getSuccessorOperands(successor));
  }
  SmallVector<Value> deciders;
  for (OpOperand &operand : terminator->getOpOperands())
    if (!forwarded.test(operand.getOperandNumber()))
      deciders.push_back(operand.get());
  return deciders;
}

SmallVector<Value> mlir::warptile::regionDeciders(Operation *op) {
  auto branch = dyn_cast<RegionBranchOpInterface>(op);
  if (!branch)
    return {};
  llvm::SmallBitVector forwarded(op->getNumOperands());
  SmallVector<RegionSuccessor> successors;
  branch.getSuccessorRegions(RegionBranchPoint::parent(), successors);
  for (RegionSuccessor &successor : successors) {
    OperandRange range = branch.getEntrySuccessorOperands(successor);
    if (!range.empty())
      forwarded.set(range.getBeginOperandIndex(),
                    range.getBeginOperandIndex() + range.size());
  }
  SmallVector<Value> deciders;
  for (OpOperand &operand : op->getOpOperands())
    if (!forwarded.test(operand.getOperandNumber()))
      deciders.push_back(operand.get());
  return deciders;
}

//===----------------------------------------------------------------------===//
// Sources: the ops whose results have a level of their own
//===----------------------------------------------------------------------===//

/// `tid.x / 32k`, `tid.x >> (5 + k)`, `tid.x & ~31`: the same on every lane of
/// a warp, since warps are 32 consecutive threads along x (blocks whose x
/// size is a multiple of 32).
static bool isWarpIndexOfThread(Operation *op, bool assumeWarpRows) {
  // A warp may span two rows of the block (of 48 threads along x and 2
  // rows, warp 1 holds x = 32..47 of row 0 and x = 0..15 of row 1): only a
  // block shape known to keep each warp in one aligned run of x says no.
  if (op->getNumOperands() != 2 ||
      !isa<arith::DivUIOp, arith::DivSIOp, LLVM::UDivOp, LLVM::SDivOp,
           arith::ShRUIOp, arith::ShRSIOp, LLVM::LShrOp, LLVM::AShrOp,
           arith::AndIOp, LLVM::AndOp>(op) ||
      !isThreadIdX(op->getOperand(0)) ||
      !threadIdXWarpIndexIsUniform(op, assumeWarpRows))
    return false;
  APInt bits;
  if (!matchPattern(op->getOperand(1), m_ConstantInt(&bits)) ||
      bits.getSignificantBits() > 64)
    return false;
  int64_t c = bits.getSExtValue();
  if (isa<arith::DivUIOp, arith::DivSIOp, LLVM::UDivOp, LLVM::SDivOp>(op))
    return c > 0 && c % 32 == 0;
  if (isa<arith::ShRUIOp, arith::ShRSIOp, LLVM::LShrOp, LLVM::AShrOp>(op))
    return c >= 5;
  return (c & 31) == 0;
}

/// Whether `mask` is the constant full-warp member mask. A vote or a
/// reduction agrees across its member mask, and only a mask of every lane
/// is known to be all the lanes that run it (`1 << lane` is legal PTX and
/// makes each lane vote alone); a partial warp running a full mask is
/// undefined behaviour the convergence checker reports.
static bool isFullMemberMask(Value mask) {
  APInt bits;
  return matchPattern(mask, m_ConstantInt(&bits)) && bits.getBitWidth() >= 32 &&
         bits.trunc(32).isAllOnes();
}

/// Whether a one-instruction snippet's vote or redux names every lane as
/// its member mask (its last operand: an immediate, or a bound input that
/// is the constant), as isFullMemberMask asks of the NVVM ops; a snippet
/// of %warpid alone has no mask and is warp-uniform.
static bool hasFullAsmMemberMask(Operation *op,
                                 const ::warptile::ptx::AsmProgram &program) {
  using ::warptile::ptx::AsmOpcode;
  using ::warptile::ptx::AsmOperand;
  const auto &inst = program.instructions.front();
  if (inst.opcode != AsmOpcode::Vote && inst.opcode != AsmOpcode::Redux)
    return true;
  if (inst.operands.empty())
    return false;
  const AsmOperand &mask = inst.operands.back();
  if (mask.kind == AsmOperand::Immediate)
    return (mask.imm & 0xffffffffu) == 0xffffffffu;
  if (mask.kind != AsmOperand::Register || mask.reg < program.numOutputs ||
      mask.reg >= program.bindings.size())
    return false;
  unsigned input = mask.reg - program.numOutputs;
  return input < op->getNumOperands() &&
         isFullMemberMask(op->getOperand(input));
}

/// Intrinsic calls, as `mlir-translate --import-llvm` leaves NVVM intrinsics
/// it has no op for.
static std::optional<Uniformity> intrinsicLevel(LLVM::CallIntrinsicOp call) {
  StringRef name = call.getIntrin();
  if (!name.consume_front("llvm.nvvm."))
    return std::nullopt;
  // vote.sync(mask, pred), redux.sync(value, mask).
  if (name.starts_with("vote.") && call.getNumOperands() >= 1)
    return isFullMemberMask(call.getOperand(0)) ? Uniformity::WarpUniform
                                                : Uniformity::Varying;
  if (name.starts_with("redux.sync") && call.getNumOperands() >= 2)
    return isFullMemberMask(call.getOperand(1)) ? Uniformity::WarpUniform
                                                : Uniformity::Varying;
  if (name.starts_with("read.ptx.sreg.warpid"))
    return Uniformity::WarpUniform;
  // bar.red (`__syncthreads_count/and/or`): "the result is delivered to
  // every thread of the CTA" (PTX ISA, barrier{.cta}.red), so it is the same
  // in the whole block.
  if (name.starts_with("barrier.cta.red") || name.starts_with("barrier.red") ||
      name.starts_with("barrier0.popc") || name.starts_with("barrier0.and") ||
      name.starts_with("barrier0.or"))
    return Uniformity::Uniform;
  if (name.starts_with("read.ptx.sreg.ctaid") ||
      name.starts_with("read.ptx.sreg.ntid") ||
      name.starts_with("read.ptx.sreg.nctaid"))
    return Uniformity::Uniform;
  if (name.starts_with("shfl.") || name.starts_with("match.") ||
      name.starts_with("activemask") || name.starts_with("read.ptx.sreg") ||
      name.starts_with("vote.") || name.starts_with("redux.") ||
      name.starts_with("ldmatrix") || name.starts_with("mma.") ||
      name.starts_with("wmma."))
    return Uniformity::Varying;
  // An NVVM intrinsic of no operands reads some per-thread state.
  if (call.getNumOperands() == 0)
    return Uniformity::Varying;
  return std::nullopt;
}

/// The ops of no operands whose result is the same on every thread: the
/// only such sources (any other op without operands is taken as varying:
/// a special register, a clock, inline assembly).
static bool isUniformNullary(Operation *op) {
  if (op->hasTrait<OpTrait::ConstantLike>() ||
      isa<LLVM::UndefOp, LLVM::PoisonOp, LLVM::ZeroOp, LLVM::AddressOfOp,
          gpu::BlockIdOp, gpu::BlockDimOp, gpu::GridDimOp, gpu::ClusterIdOp,
          gpu::ClusterDimOp, gpu::NumSubgroupsOp, gpu::SubgroupSizeOp,
          NVVM::BlockIdXOp, NVVM::BlockIdYOp, NVVM::BlockIdZOp,
          NVVM::BlockDimXOp, NVVM::BlockDimYOp, NVVM::BlockDimZOp,
          NVVM::GridDimXOp, NVVM::GridDimYOp, NVVM::GridDimZOp,
          NVVM::WarpSizeOp, NVVM::ClusterIdXOp, NVVM::ClusterIdYOp,
          NVVM::ClusterIdZOp>(op))
    return true;
  // ub.poison and memref.get_global (a global's address), by name: the
  // analysis links neither dialect.
  StringRef name = op->getName().getStringRef();
  return name == "ub.poison" || name == "memref.get_global";
}

std::optional<Uniformity>
mlir::warptile::uniformitySource(Operation *op, bool assumeWarpRows) {
  if (auto call = dyn_cast<LLVM::CallIntrinsicOp>(op)) {
    if (std::optional<Uniformity> level = intrinsicLevel(call))
      return level;
    // Other intrinsics compute from their operands unless they touch memory.
    return isMemoryEffectFree(op) ? std::nullopt
                                  : std::optional(Uniformity::Varying);
  }
  // Inline PTX: as varying as what it reads. A snippet that reads the lane
  // (%laneid, %lanemask_*, a shuffle, match, activemask) varies; a lone
  // vote or redux gives every lane of the warp the same result, as
  // %warpid does; pure arithmetic follows its operands (visitOperation).
  // What the reader does not know is varying.
  if (isa<LLVM::InlineAsmOp>(op)) {
    const ::warptile::ptx::AsmProgram *program = readInlineAsm(op);
    if (!program || program->readsLane() || program->accessesMemory())
      return Uniformity::Varying;
    if (program->onlyWarpUniformCollectives())
      return program->instructions.size() == 1 &&
                     hasFullAsmMemberMask(op, *program)
                 ? Uniformity::WarpUniform
                 : Uniformity::Varying;
    return std::nullopt;
  }
  if (isUniformNullary(op))
    return Uniformity::Uniform;
  // A clustered reduction gives each cluster of lanes its own result: as
  // uniform as what it reduces.
  if (auto reduce = dyn_cast<gpu::SubgroupReduceOp>(op))
    if (std::optional<uint32_t> size = reduce.getClusterSize();
        size && *size < 32)
      return std::nullopt;
  // nvvm.barrier with a reduction (bar.red): delivered to every thread.
  if (isa<NVVM::BarrierOp>(op) && op->getNumResults() == 1)
    return Uniformity::Uniform;
  // The same within a warp: its index, and what a whole warp agrees on.
  if (isa<gpu::SubgroupIdOp, NVVM::WarpIdOp, gpu::SubgroupReduceOp>(op))
    return Uniformity::WarpUniform;
  if (auto vote = dyn_cast<NVVM::VoteSyncOp>(op))
    return isFullMemberMask(vote.getMask()) ? Uniformity::WarpUniform
                                            : Uniformity::Varying;
  if (auto redux = dyn_cast<NVVM::ReduxOp>(op))
    return isFullMemberMask(redux.getMaskAndClamp()) ? Uniformity::WarpUniform
                                                     : Uniformity::Varying;
  if (isWarpIndexOfThread(op, assumeWarpRows))
    return Uniformity::WarpUniform;
  if (isa<gpu::ThreadIdOp, gpu::LaneIdOp, gpu::GlobalIdOp, NVVM::ThreadIdXOp,
          NVVM::ThreadIdYOp, NVVM::ThreadIdZOp, NVVM::LaneIdOp, NVVM::SmIdOp,
          gpu::ShuffleOp, NVVM::ShflOp, NVVM::MatchSyncOp, NVVM::MmaOp,
          NVVM::LdMatrixOp, NVVM::WMMALoadOp, NVVM::WMMAMmaOp>(op))
    return Uniformity::Varying;
  // Matrix fragments are spread over the lanes.
  if (op->getName().getStringRef().starts_with("gpu.subgroup_mma_"))
    return Uniformity::Varying;
  return std::nullopt;
}

//===----------------------------------------------------------------------===//
// UniformityAnalysis
//===----------------------------------------------------------------------===//

LogicalResult UniformityAnalysis::visitOperation(
    Operation *op, ArrayRef<const UniformityLattice *> operands,
    ArrayRef<UniformityLattice *> results) {
  // `base + lane < m` for warp-uniform multiples of 32 `base` and `m`: every
  // lane of a warp answers alike, although `base + lane` varies.
  if (isa<arith::CmpIOp, LLVM::ICmpOp>(op) &&
      isWarpAlignedComparison(
          op,
          [&](Value value) { return levelAt(getProgramPointAfter(op), value); },
          options.assumeWarpRows)) {
    propagateIfChanged(results[0], results[0]->join(Uniformity::WarpUniform));
    return success();
  }
  std::optional<Uniformity> source =
      uniformitySource(op, options.assumeWarpRows);
  if (!source && extraSources)
    source = extraSources(op);
  // Ops that write memory or whose effects are unknown (atomics, calls the
  // analysis does not follow, allocations private to a thread) vary; ops
  // with regions that are not region branches are not followed.
  if (!source && (op->getNumRegions() != 0 || isa<CallOpInterface>(op)))
    source = Uniformity::Varying;
  // Inline PTX that uniformitySource left to its operands is arithmetic the
  // reader knows: it touches no memory, whatever `sideeffect` says.
  bool pureAsm = !source && isa<LLVM::InlineAsmOp>(op);
  if (!source && !pureAsm) {
    auto effects = dyn_cast<MemoryEffectOpInterface>(op);
    if (!effects && !isMemoryEffectFree(op))
      source = Uniformity::Varying;
    else if (effects && !effects.onlyHasEffect<MemoryEffects::Read>() &&
             !isMemoryEffectFree(op))
      source = Uniformity::Varying;
  }
  UniformityValue level = source ? UniformityValue(*source) : UniformityValue();
  if (!source)
    for (const UniformityLattice *operand : operands)
      level = UniformityValue::join(level, operand->getValue());
  // An op with no operands and no level of its own reads some state of its
  // own (a special register, a clock): the uniform ones are listed in
  // isUniformNullary.
  if (level.isUninitialized() && operands.empty())
    level = Uniformity::Varying;
  if (level.isUninitialized())
    return success();
  for (UniformityLattice *result : results)
    propagateIfChanged(result, result->join(level));
  return success();
}

std::optional<Uniformity> UniformityAnalysis::levelAt(ProgramPoint *point,
                                                     Value value) {
  const UniformityValue &known = getLatticeElementFor(point, value)->getValue();
  if (known.isUninitialized())
    return std::nullopt;
  return known.getLevel();
}

void UniformityAnalysis::visitExternalCall(
    CallOpInterface call, ArrayRef<const UniformityLattice *>,
    ArrayRef<UniformityLattice *> results) {
  std::optional<Uniformity> source =
      uniformitySource(call, options.assumeWarpRows);
  if (!source && extraSources)
    source = extraSources(call);
  for (UniformityLattice *result : results)
    propagateIfChanged(result,
                       result->join(source.value_or(Uniformity::Varying)));
}

void UniformityAnalysis::visitNonControlFlowArguments(
    Operation *op, const RegionSuccessor &successor,
    ArrayRef<UniformityLattice *> arguments, unsigned firstIndex) {
  // A loop's induction variable is `lb + k * step` on trip k: the same on
  // every lane that runs trip k when the bounds it starts from are.
  auto loop = dyn_cast<LoopLikeOpInterface>(op);
  std::optional<SmallVector<Value>> ivs =
      loop ? loop.getLoopInductionVars() : std::nullopt;
  std::optional<SmallVector<OpFoldResult>> lbs =
      loop ? loop.getLoopLowerBounds() : std::nullopt;
  std::optional<SmallVector<OpFoldResult>> steps =
      loop ? loop.getLoopSteps() : std::nullopt;
  for (UniformityLattice *argument : arguments) {
    Value value = argument->getAnchor();
    UniformityValue level = Uniformity::Varying;
    if (ivs && lbs && steps) {
      auto it = llvm::find(*ivs, value);
      if (it != ivs->end()) {
        size_t i = it - ivs->begin();
        level = Uniformity::Uniform;
        for (OpFoldResult bound : {(*lbs)[i], (*steps)[i]})
          if (auto boundValue = dyn_cast<Value>(bound))
            level = UniformityValue::join(
                level, getLatticeElementFor(getProgramPointAfter(op),
                                            boundValue)
                           ->getValue());
      }
    }
    if (!level.isUninitialized())
      propagateIfChanged(argument, argument->join(level));
  }
  (void)successor;
  (void)firstIndex;
}

void UniformityAnalysis::setToEntryState(UniformityLattice *lattice) {
  Uniformity level = Uniformity::Varying;
  if (auto arg = dyn_cast<BlockArgument>(lattice->getAnchor())) {
    Operation *owner = arg.getOwner()->getParentOp();
    // Kernel arguments are the same for every thread of the launch; a
    // gpu.func's private attributions are memory of each thread's own.
    if (arg.getOwner()->isEntryBlock() && isa<FunctionOpInterface>(owner)) {
      auto gpuFunc = dyn_cast<gpu::GPUFuncOp>(owner);
      bool isPrivate =
          gpuFunc && llvm::is_contained(gpuFunc.getPrivateAttributions(), arg);
      if (isKernelFunction(owner) && !isPrivate)
        level = Uniformity::Uniform;
      else if (!isKernelFunction(owner) && !isPrivate && options.argumentLevel)
        if (std::optional<Uniformity> known = options.argumentLevel(arg))
          level = *known;
    }
    // gpu.launch's body: block ids and sizes are uniform, thread ids not.
    if (auto launch = dyn_cast<gpu::LaunchOp>(owner);
        launch && arg.getOwner() == &launch.getBody().front()) {
      gpu::KernelDim3 tids = launch.getThreadIds();
      if (arg != tids.x && arg != tids.y && arg != tids.z)
        level = Uniformity::Uniform;
    }
  }
  propagateIfChanged(lattice, lattice->join(level));
}

//===----------------------------------------------------------------------===//
// Control dependence
//===----------------------------------------------------------------------===//

namespace {

/// Joins the level of what decides a branch into the values the branch
/// chooses between: successor block arguments of a multi-way terminator, and
/// the results and region arguments of a region-branch op (scf.if results,
/// loop-carried values and loop results when the trip count varies). The
/// sparse analysis joins the values that flow in; this joins the choice.
/// Whether every edge into `arg`'s block passes the same value for it: the
/// argument is then that value whichever way a lane came (LLVM's divergence
/// analysis exempts such phis), so no branch chooses it.
static bool hasOneIncomingValue(BlockArgument arg) {
  Block *block = arg.getOwner();
  Value common;
  for (auto it = block->pred_begin(), e = block->pred_end(); it != e; ++it) {
    auto branch = dyn_cast<BranchOpInterface>((*it)->getTerminator());
    if (!branch)
      return false;
    Value incoming;
    SuccessorOperands operands =
        branch.getSuccessorOperands(it.getSuccessorIndex());
    if (arg.getArgNumber() >= operands.size() ||
        operands.isOperandProduced(arg.getArgNumber()))
      return false;
    incoming = operands[arg.getArgNumber()];
    if (!incoming || (common && incoming != common))
      return false;
    common = incoming;
  }
  return static_cast<bool>(common);
}


class UniformityControlAnalysis : public DataFlowAnalysis {
public:
  UniformityControlAnalysis(DataFlowSolver &solver, bool assumeWarpRows)
      : DataFlowAnalysis(solver), assumeWarpRows(assumeWarpRows) {}

  LogicalResult initialize(Operation *top) override {
    top->walk([&](Operation *op) {
      if (decidersOf(op).empty() ||
          (op->getNumSuccessors() < 2 && targetsOf(op).empty()))
        return;
      (void)visit(getProgramPointAfter(op));
    });
    return success();
  }

  LogicalResult visit(ProgramPoint *point) override {
    Operation *op = point->getPrevOp();
    UniformityValue level;
    for (Value decider : decidersOf(op))
      level = UniformityValue::join(
          level, getOrCreateFor<UniformityLattice>(point, decider)->getValue());
    if (level.isUninitialized() || level.getLevel() == Uniformity::Uniform)
      return success();
    // A loop from `base + lane` to a multiple of 32 in steps of 32k runs the
    // same trips on every lane of a warp.
    if (auto loop = dyn_cast<LoopLikeOpInterface>(op);
        loop && level.getLevel() == Uniformity::Varying &&
        runsWarpAlignedTrips(
            loop,
            [&](Value value) -> std::optional<Uniformity> {
              const UniformityValue &known =
                  getOrCreateFor<UniformityLattice>(point, value)->getValue();
              if (known.isUninitialized())
                return std::nullopt;
              return known.getLevel();
            },
            assumeWarpRows))
      level = Uniformity::WarpUniform;
    for (Value target : targetsOf(op, level.getLevel())) {
      UniformityLattice *lattice = getOrCreate<UniformityLattice>(target);
      propagateIfChanged(lattice, lattice->join(level));
    }
    return success();
  }

private:
  bool assumeWarpRows;
  PostDominanceInfo postDominance;
  DenseMap<Operation *, SmallVector<Value>> branchTargetCache;
  DenseMap<Region *, bool> regionHasJoins;
  DenseMap<Region *, size_t> blocksWalked;
  /// Regions past their walk budget, with the level their joined values
  /// were given.
  DenseMap<Region *, Uniformity> coarseLevel;
  /// hasOneIncomingValue's answers: a block with many predecessors is the
  /// successor of many branches, and each asks.
  DenseMap<Value, bool> oneIncoming;

  /// The arguments of `block` a branch may choose: all but those with one
  /// incoming value.
  void appendChosenArguments(Block *block, SmallVectorImpl<Value> &out) {
    for (BlockArgument arg : block->getArguments()) {
      auto [it, inserted] = oneIncoming.try_emplace(arg, false);
      if (inserted)
        it->second = hasOneIncomingValue(arg);
      if (!it->second)
        out.push_back(arg);
    }
  }

  /// The arguments of `block` that the branch ending `from` chooses: those
  /// whose incoming values differ between the edges that lanes leaving
  /// `from` may take into `block` (from `from` itself or a block in
  /// `reached`, what they reach before they reconverge). An edge from
  /// elsewhere is taken by lanes that never passed this branch, so another
  /// branch decides it: device-wide CUB's reduce-by-key joins a
  /// `threadIdx.x == 0` store, which passes the block aggregate on both of
  /// its edges, with the other tiles' path, which passes a different
  /// uniform value on a branch on the tile index.
  void appendArgumentsChosenFrom(Block *block, Block *from,
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
        auto branch = dyn_cast<BranchOpInterface>((*pred)->getTerminator());
        if (!branch) {
          chosen = true;
          break;
        }
        SuccessorOperands operands =
            branch.getSuccessorOperands(pred.getSuccessorIndex());
        if (arg.getArgNumber() >= operands.size() ||
            operands.isOperandProduced(arg.getArgNumber())) {
          chosen = true;
          break;
        }
        Value incoming = operands[arg.getArgNumber()];
        chosen = !incoming || (common && incoming != common);
        common = incoming;
      }
      if (chosen || !common)
        out.push_back(arg);
    }
  }

  /// What a multi-way branch chooses in unstructured control flow. Lanes
  /// that take different successors meet again at the branch's immediate
  /// post-dominator (or never, when their paths end in different exits), and
  /// on their way at any block that paths from two successors reach: a
  /// block argument there holds whatever the lane's own path brought, so it
  /// is as varying as the branch even when each incoming value is uniform
  /// (`cf.br ^join(%c1)` on one side, `cf.br ^join(%c2)` on the other). A
  /// value defined inside the region and used past it (a loop whose exit
  /// depends on the lane) holds whatever the lane's last trip computed.
  /// Computed once per branch, and only for branches found lane-dependent.
  SmallVector<Value> branchTargets(Operation *op, Uniformity level) {
    Block *from = op->getBlock();
    Region *region = from->getParent();
    if (auto coarse = coarseLevel.find(region); coarse != coarseLevel.end())
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
      it = branchTargetCache.find(op);
      it->second = targets;
      return targets;
    }
    Block *join = nullptr;
    if (DominanceInfoNode *node = postDominance.getNode(from))
      if (DominanceInfoNode *idom = node->getIDom())
        join = idom->getBlock();
    // The blocks lanes may reach before they reconverge, and the join.
    llvm::SetVector<Block *> reached;
    SmallVector<Block *> worklist;
    for (Block *successor : op->getSuccessors())
      if (reached.insert(successor))
        worklist.push_back(successor);
    // Many lane-dependent branches whose reach is long would make this
    // quadratic: past a budget linear in the region's size, the region
    // switches to choosing every joined value at once (coarser, as sound).
    size_t &walked = blocksWalked[region];
    size_t budget = 64 * region->getBlocks().size() + 4096;
    while (!worklist.empty()) {
      if (++walked > budget) {
        branchTargetCache.erase(op);
        coarseLevel[region] = Uniformity::Uniform;
        return coarseTargets(op, level);
      }
      Block *block = worklist.pop_back_val();
      if (block == join)
        continue;
      for (Block *successor : block->getSuccessors())
        if (reached.insert(successor))
          worklist.push_back(successor);
    }
    for (Block *successor : op->getSuccessors())
      appendArgumentsChosenFrom(successor, from, reached, targets);
    for (Block *block : reached) {
      if (!block->hasNoPredecessors() && !block->getSinglePredecessor() &&
          !llvm::is_contained(op->getSuccessors(), block))
        appendArgumentsChosenFrom(block, from, reached, targets);
      if (block == join)
        continue;
      for (Operation &inner : *block)
        for (Value result : inner.getResults())
          if (llvm::any_of(result.getUsers(), [&](Operation *user) {
                Block *at = region->findAncestorBlockInRegion(*user->getBlock());
                return !at || at == join || !reached.contains(at);
              }))
            targets.push_back(result);
    }
    it = branchTargetCache.find(op);
    it->second = targets;
    return targets;
  }

  /// The coarse form of branchTargets: a branch's successor arguments, and
  /// every joined value of its region (hasJoinedValues' kind), the latter
  /// only when `level` raises what the region's values were given before,
  /// so each region's values are visited at most once per level.
  SmallVector<Value> coarseTargets(Operation *op, Uniformity level) {
    SmallVector<Value> targets;
    for (Block *successor : op->getSuccessors())
      appendChosenArguments(successor, targets);
    Region *region = op->getBlock()->getParent();
    Uniformity &given = coarseLevel[region];
    if (UniformityValue::join(given, level).getLevel() == given)
      return targets;
    given = level;
    for (Block &block : *region) {
      if (block.hasNoPredecessors())
        continue;
      if (!block.getSinglePredecessor())
        appendChosenArguments(&block, targets);
      for (Operation &inner : block)
        for (Value result : inner.getResults())
          if (llvm::any_of(result.getUsers(), [&](Operation *user) {
                return region->findAncestorBlockInRegion(*user->getBlock()) !=
                       &block;
              }))
            targets.push_back(result);
    }
    return targets;
  }

  /// Whether `region` has a block argument of a block with several
  /// predecessors, or a value used outside the block that defines it:
  /// what a lane-dependent branch's region may choose.
  bool hasJoinedValues(Region *region) {
    auto [it, inserted] = regionHasJoins.try_emplace(region, false);
    if (!inserted)
      return it->second;
    bool found = false;
    for (Block &block : *region) {
      // A block no branch leads to (the entry) is in no branch's region.
      if (block.hasNoPredecessors())
        continue;
      if (block.getNumArguments() != 0 && !block.getSinglePredecessor())
        found = true;
      for (Operation &inner : block)
        for (Value result : inner.getResults())
          for (Operation *user : result.getUsers())
            found |= region->findAncestorBlockInRegion(*user->getBlock()) !=
                     &block;
      if (found)
        break;
    }
    regionHasJoins[region] = found;
    return found;
  }

  static SmallVector<Value> decidersOf(Operation *op) {
    if (op->getNumSuccessors() > 1 ||
        (isa<RegionBranchTerminatorOpInterface>(op) &&
         op->getParentOp() && isa<RegionBranchOpInterface>(op->getParentOp())))
      return successorDeciders(op);
    return regionDeciders(op);
  }

  SmallVector<Value> targetsOf(Operation *op,
                               Uniformity level = Uniformity::Varying) {
    SmallVector<Value> targets;
    if (op->getNumSuccessors() > 1)
      return branchTargets(op, level);
    Operation *branch = op;
    if (isa<RegionBranchTerminatorOpInterface>(op))
      branch = op->getParentOp();
    if (!branch || !isa<RegionBranchOpInterface>(branch))
      return targets;
    // Everything the region-branch op chooses: its results and the
    // arguments its regions receive by control flow (not a loop's
    // induction variable, which the sparse analysis computes).
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
};

/// MLIR's constant propagation, with block arguments joined edge by edge like
/// the uniformity analysis: upstream's re-joins every predecessor of a block
/// each time one of its edges becomes live.
class EdgewiseConstantPropagation
    : public EdgewiseBlockArguments<dataflow::Lattice<dataflow::ConstantValue>,
                                    dataflow::SparseConstantPropagation> {
public:
  using EdgewiseBlockArguments::EdgewiseBlockArguments;
};

} // namespace

UniformityInfo::UniformityInfo(Operation *root, UniformitySourceFn extra,
                               UniformityOptions options) {
  bool assumeWarpRows = options.assumeWarpRows;
  solver.load<dataflow::DeadCodeAnalysis>();
  solver.load<EdgewiseConstantPropagation>();
  solver.load<UniformityAnalysis>(std::move(extra), std::move(options));
  solver.load<UniformityControlAnalysis>(assumeWarpRows);
  (void)solver.initializeAndRun(root);
}

Uniformity UniformityInfo::get(Value value) const {
  const UniformityLattice *lattice =
      solver.lookupState<UniformityLattice>(value);
  if (!lattice || lattice->getValue().isUninitialized())
    return Uniformity::Varying;
  return lattice->getValue().getLevel();
}
