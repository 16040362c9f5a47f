//===- Uniformity.cpp - The one uniformity analysis -----------------------===//
//
// Part of warptile. The pieces of the uniformity analysis that look at one
// op: the ops whose results have a level of their own (thread and lane ids,
// geometry, collectives, inline PTX), the deciders of branches, declared
// block sizes. UniformitySolver.cpp solves the whole analysis with them;
// ThreadMemory.cpp says whose memory a read reads, UndefinedValues.cpp
// which values are not one value.
//
//===----------------------------------------------------------------------===//

#include "warptile/Analysis/Uniformity.h"
#include "warptile/Analysis/UndefinedValues.h"
#include "warptile/Analysis/IntegerBits.h"
#include "warptile/Analysis/UniformityRules.h"
#include "warptile/Analysis/WarpAlignment.h"
#include "warptile/Analysis/InlineAsmReading.h"
#include "warptile/Analysis/Kernels.h"
#include "warptile/Analysis/ValueFacts.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/LLVMIR/NVVMDialect.h"
#include "mlir/IR/BuiltinAttributes.h"
#include "mlir/IR/Dominance.h"
#include "mlir/IR/Matchers.h"
#include "mlir/IR/TypeUtilities.h"
#include "mlir/Interfaces/CallInterfaces.h"
#include "mlir/Interfaces/ControlFlowInterfaces.h"
#include "mlir/Interfaces/FunctionInterfaces.h"
#include "mlir/Interfaces/LoopLikeInterface.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"
#include "llvm/ADT/SetVector.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/SmallBitVector.h"

using namespace mlir;
using namespace mlir::warptile;

//===----------------------------------------------------------------------===//
// Small helpers shared by the analyses
//===----------------------------------------------------------------------===//

Value mlir::warptile::stripIntegerCasts(Value value, unsigned minBits) {
  while (Operation *def = value.getDefiningOp()) {
    if (!isa<arith::IndexCastOp, arith::IndexCastUIOp, arith::ExtUIOp,
             arith::ExtSIOp, arith::TruncIOp, LLVM::ZExtOp, LLVM::SExtOp,
             LLVM::TruncOp>(def))
      break;
    // Below `minBits` a cast may change the value (a truncation wraps it,
    // an extension of a narrowed value may make it negative).
    if (integerBits(def->getOperand(0).getType()) < minBits ||
        integerBits(value.getType()) < minBits)
      break;
    value = def->getOperand(0);
  }
  return value;
}

/// The fewest bits a lane id's own type may have to hold every lane as a
/// non-negative value (issue 27 round 13: `nvvm.read.ptx.sreg.laneid : i5`
/// is negative on lanes 16-31, as the simulator and the PTX's truncation
/// agree); thread ids need kIdBits.
constexpr unsigned kLaneBits = 6;

bool mlir::warptile::isThreadIdX(Value value) {
  value = stripIntegerCasts(value, kIdBits);
  // A reader declared narrower than the ids wraps them.
  if (integerBits(value.getType()) < kIdBits)
    return false;
  Operation *def = value.getDefiningOp();
  if (auto tid = dyn_cast_or_null<gpu::ThreadIdOp>(def))
    return tid.getDimension() == gpu::Dimension::x;
  return isa_and_nonnull<NVVM::ThreadIdXOp>(def);
}

/// The dimension an imported `llvm.nvvm.read.ptx.sreg.<name>.{x,y,z}`
/// intrinsic reads, for `name`.
static std::optional<unsigned> sregDimension(Operation *op, StringRef name) {
  auto call = dyn_cast<LLVM::CallIntrinsicOp>(op);
  if (!call)
    return std::nullopt;
  StringRef intrin = call.getIntrin();
  if (!intrin.consume_front("llvm.nvvm.read.ptx.sreg.") ||
      !intrin.consume_front(name) || !intrin.consume_front(".") ||
      intrin.size() != 1 || intrin[0] < 'x' || intrin[0] > 'z')
    return std::nullopt;
  return unsigned(intrin[0] - 'x');
}

std::optional<unsigned> mlir::warptile::threadIdDimension(Operation *op) {
  if (auto tid = dyn_cast<gpu::ThreadIdOp>(op))
    return static_cast<unsigned>(tid.getDimension());
  if (isa<NVVM::ThreadIdXOp>(op))
    return 0;
  if (isa<NVVM::ThreadIdYOp>(op))
    return 1;
  if (isa<NVVM::ThreadIdZOp>(op))
    return 2;
  return sregDimension(op, "tid");
}

std::optional<unsigned> mlir::warptile::blockDimDimension(Operation *op) {
  if (auto dim = dyn_cast<gpu::BlockDimOp>(op))
    return static_cast<unsigned>(dim.getDimension());
  if (isa<NVVM::BlockDimXOp>(op))
    return 0;
  if (isa<NVVM::BlockDimYOp>(op))
    return 1;
  if (isa<NVVM::BlockDimZOp>(op))
    return 2;
  return sregDimension(op, "ntid");
}

bool mlir::warptile::isLaneId(Value value) {
  value = stripIntegerCasts(value, kIdBits);
  if (integerBits(value.getType()) < kLaneBits)
    return false;
  Operation *def = value.getDefiningOp();
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
  // thousands of times in a device-wide module. Keyed by the two uniqued
  // string attributes (no string built per query), with the texts kept to
  // check a hit: an attribute's address may be reused by another context.
  // Per thread, since passes may check functions in parallel.
  struct Entry {
    std::shared_ptr<const ::warptile::ptx::AsmProgram> program;
    std::string error, text, constraints;
    unsigned numOperands = 0;
  };
  thread_local llvm::DenseMap<std::pair<const void *, const void *>, Entry>
      cache;
  StringAttr textAttr = assembly.getAsmStringAttr();
  StringAttr constraintsAttr = assembly.getConstraintsAttr();
  StringRef text = textAttr.getValue();
  StringRef constraints = constraintsAttr.getValue();
  auto [it, inserted] = cache.try_emplace(
      {textAttr.getAsOpaquePointer(), constraintsAttr.getAsOpaquePointer()});
  if (!inserted && (it->second.text != text ||
                    it->second.constraints != constraints ||
                    it->second.numOperands != assembly->getNumOperands())) {
    it->second = Entry();
    inserted = true;
  }
  if (inserted) {
    it->second.text = text.str();
    it->second.constraints = constraints.str();
    it->second.numOperands = assembly->getNumOperands();
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

bool mlir::warptile::isTrueFalseBranch(Operation *op) {
  if (!op || op->getNumOperands() == 0)
    return false;
  StringRef name = op->getName().getStringRef();
  if (name != "llvm.cond_br" && name != "cf.cond_br" && name != "scf.if")
    return false;
  return op->getOperand(0).getType().isInteger(1);
}

std::optional<unsigned> mlir::warptile::fullActiveMaskEdge(Value condition,
                                                           Operation *branch) {
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
  // branch's own block is it sure that no lane left between the two (round
  // 62 h3: a test computed in the entry block and branched on after `if
  // (tid < 16)` sent lanes away). Only a conditional branch's first edge is
  // its true one (an i1 switch's first is its default).
  Operation *mask = stripIntegerCasts(lhs).getDefiningOp();
  if (!branch || !isTrueFalseBranch(branch) ||
      branch->getName().getStringRef() == "scf.if" ||
      mask->getBlock() != branch->getBlock())
    return std::nullopt;
  // Nor may a lane end between them, in a call or inline PTX (round 62b
  // h3: the test taken before a call that exits lanes 16-31).
  for (Operation *at = mask->getNextNode(); at && at != branch;
       at = at->getNextNode())
    if (isa<CallOpInterface, LLVM::InlineAsmOp, NVVM::Exit>(at) ||
        at->getNumRegions() != 0)
      return std::nullopt;
  return equal ? 0u : 1u;
}

/// The block size kernel `func` declares: exactly (`known_block_size`,
/// `gpu.known_block_size`, `nvvm.reqntid`, as attributes or as imported
/// `passthrough` entries), or, with `takeMaxAsSize` and no exact one, the
/// bound of `nvvm.maxntid` taken as the size. Declarations that disagree
/// (or one that does not read) declare nothing; so does a function that is
/// not a kernel: no launch checks a device function's own declaration, and
/// its callers may run it in any block (issue 27 round 11).
static std::optional<std::array<int64_t, 3>>
declaredBlockSize(Operation *func, bool takeMaxAsSize) {
  if (!isKernelFunction(func))
    return std::nullopt;
  SmallVector<BlockDeclaration> declared =
      blockDeclarations(func, /*exact=*/true);
  if (declared.empty() && takeMaxAsSize)
    declared = blockDeclarations(func, /*exact=*/false);
  std::optional<std::array<int64_t, 3>> dims;
  for (const BlockDeclaration &declaration : declared) {
    const std::optional<SmallVector<int64_t, 3>> &sizes = declaration.dims;
    if (!sizes || sizes->empty() || sizes->size() > 3)
      return std::nullopt;
    std::array<int64_t, 3> these{1, 1, 1};
    for (auto [i, dim] : llvm::enumerate(*sizes)) {
      if (dim < 1)
        return std::nullopt;
      these[i] = dim;
    }
    if (dims && *dims != these)
      return std::nullopt;
    dims = these;
  }
  return dims;
}

/// Which of the y and z geometry of its block `func` reads (tid.y/z,
/// ntid.y/z): bit 1 for y, bit 2 for z. A kernel that reads neither cannot
/// tell one shape of its size from another but by tid.x; one that reads y
/// only is written for blocks of one plane.
static thread_local BlockShapeMemo *currentShapeMemo = nullptr;

BlockShapeMemoScope::BlockShapeMemoScope(BlockShapeMemo &memo)
    : previous(currentShapeMemo) {
  currentShapeMemo = &memo;
}
BlockShapeMemoScope::~BlockShapeMemoScope() { currentShapeMemo = previous; }

static unsigned walkRowsOrLayers(Operation *func);
static unsigned readsRowsOrLayers(Operation *func) {
  if (!currentShapeMemo)
    return walkRowsOrLayers(func);
  auto [it, inserted] = currentShapeMemo->reads.try_emplace(func, 0);
  if (inserted)
    it->second = walkRowsOrLayers(func);
  return it->second;
}

static unsigned walkRowsOrLayers(Operation *func) {
  unsigned reads = 0;
  auto bit = [](gpu::Dimension d) {
    return d == gpu::Dimension::y ? 2u : d == gpu::Dimension::z ? 4u : 0u;
  };
  auto read = [&](Operation *op) {
    // Only nvvm's and gpu's ops read the geometry: most ops are llvm's.
    if (!isa_and_present<NVVM::NVVMDialect, gpu::GPUDialect>(op->getDialect()))
      return;
    if (isa<NVVM::ThreadIdYOp, NVVM::BlockDimYOp>(op))
      reads |= 2;
    else if (isa<NVVM::ThreadIdZOp, NVVM::BlockDimZOp>(op))
      reads |= 4;
    else if (auto tid = dyn_cast<gpu::ThreadIdOp>(op))
      reads |= bit(tid.getDimension());
    else if (auto dim = dyn_cast<gpu::BlockDimOp>(op))
      reads |= bit(dim.getDimension());
  };
  // Every op nested in `func` and `func` itself, until both bits are found:
  // a plain loop over the nested regions, cheaper per op than Operation::walk
  // (it runs over every kernel the checker meets).
  SmallVector<Operation *, 8> worklist{func};
  while (!worklist.empty() && reads != 6) {
    Operation *op = worklist.pop_back_val();
    read(op);
    for (Region &region : op->getRegions())
      for (Block &block : region)
        for (Operation &inner : block) {
          if (inner.getNumRegions() != 0) {
            worklist.push_back(&inner);
            continue;
          }
          read(&inner);
        }
  }
  return reads;
}

/// A kernel that declares only a bound (`nvvm.maxntid`, no exact size) and
/// reads tid.y/z or ntid.y/z: PTX bounds only the product of the launch's
/// dimensions, so any shape of that many threads may run it.
static bool hasOpenShape(Operation *func) {
  // Which dimensions it reads first: kept per kernel while the convergence
  // checker runs (BlockShapeMemo), and most kernels read x alone.
  if (!isKernelFunction(func) || readsRowsOrLayers(func) == 0)
    return false;
  return !declaredBlockSize(func, false) && declaredBlockSize(func, true);
}

std::optional<std::array<int64_t, 3>>
mlir::warptile::knownBlockSize(Operation *func) {
  // nvvm.maxntid (`__launch_bounds__(N)`) is an upper bound; the checker
  // takes it as the number of threads, as CUB's block primitives take their
  // BLOCK_DIM template argument (docs/Convergence.md, Assumptions). Its
  // shape is known only when the kernel cannot tell one from another (it
  // reads no tid.y/z, ntid.y/z); otherwise possibleBlockShapes lists them.
  if (hasOpenShape(func))
    return std::nullopt;
  return declaredBlockSize(func, /*takeMaxAsSize=*/true);
}

namespace {
/// `c + x * tid.x + y * tid.y + z * tid.z` with constant coefficients.
struct ThreadLinearForm {
  int64_t c = 0, x = 0, y = 0, z = 0;
};
} // namespace

/// The linear form of `value` in the thread ids, through casts, add, sub,
/// disjoint or, and multiplication or left shift by a constant; std::nullopt
/// for anything else. Memoized in `cache`.
static std::optional<ThreadLinearForm>
threadLinearForm(Value value,
                 llvm::DenseMap<Value, std::optional<ThreadLinearForm>> &cache,
                 unsigned depth = 0) {
  value = stripIntegerCasts(value);
  if (auto it = cache.find(value); it != cache.end())
    return it->second;
  std::optional<ThreadLinearForm> form;
  APInt bits;
  Operation *def = value.getDefiningOp();
  auto small = [](int64_t v) { return v > -(1 << 20) && v < (1 << 20); };
  if (matchPattern(value, m_ConstantInt(&bits)) &&
      bits.getSignificantBits() <= 32) {
    form = ThreadLinearForm{bits.getSExtValue()};
  } else if (def && depth < 16) {
    if (std::optional<unsigned> dim = threadIdDimension(def)) {
      form = ThreadLinearForm{};
      (*dim == 0 ? form->x : *dim == 1 ? form->y : form->z) = 1;
    } else if (def->getNumOperands() == 2 &&
               isa<arith::AddIOp, LLVM::AddOp, arith::SubIOp, LLVM::SubOp,
                   arith::MulIOp, LLVM::MulOp, arith::ShLIOp, LLVM::ShlOp,
                   LLVM::OrOp, arith::OrIOp>(def)) {
      std::optional<ThreadLinearForm> a = threadLinearForm(
          def->getOperand(0), cache, depth + 1);
      std::optional<ThreadLinearForm> b = threadLinearForm(
          def->getOperand(1), cache, depth + 1);
      bool sub = isa<arith::SubIOp, LLVM::SubOp>(def);
      bool mul = isa<arith::MulIOp, LLVM::MulOp>(def);
      bool shl = isa<arith::ShLIOp, LLVM::ShlOp>(def);
      auto isConst = [](const ThreadLinearForm &f) {
        return f.x == 0 && f.y == 0 && f.z == 0;
      };
      auto scale = [&](ThreadLinearForm f, int64_t k) {
        return ThreadLinearForm{f.c * k, f.x * k, f.y * k, f.z * k};
      };
      if (a && b) {
        if (mul && isConst(*b) && small(b->c))
          form = scale(*a, b->c);
        else if (mul && isConst(*a) && small(a->c))
          form = scale(*b, a->c);
        else if (shl && isConst(*b) && b->c >= 0 && b->c < 20)
          form = scale(*a, int64_t(1) << b->c);
        else if (!mul && !shl) {
          // `or` is an add only when disjoint (clang's `or disjoint` of a
          // shifted row and a column): taken as one when a side is a
          // multiple of the other's range, which the caller's use (a
          // coefficient of tid.x of 1) makes a linear index anyway.
          int64_t k = sub ? -1 : 1;
          form = ThreadLinearForm{a->c + k * b->c, a->x + k * b->x,
                                  a->y + k * b->y, a->z + k * b->z};
        }
      }
    }
  }
  if (form && !(small(form->c) && small(form->x) && small(form->y) &&
                small(form->z)))
    form = std::nullopt;
  cache[value] = form;
  return form;
}

/// The row and plane strides a kernel's own linear thread index names:
/// `tid.x + X * tid.y + XY * tid.z` with constant X (XY), as CUB's
/// RowMajorTid(BLOCK_DIM_X, BLOCK_DIM_Y, ...) and `threadIdx.y * 16 +
/// threadIdx.x` spell the block shape they are written for. Zero where the
/// kernel names none, or names several.
static std::pair<int64_t, int64_t> namedStrides(Operation *func) {
  llvm::DenseMap<Value, std::optional<ThreadLinearForm>> cache;
  int64_t row = 0, plane = 0;
  bool rowConflict = false, planeConflict = false;
  func->walk([&](Operation *op) {
    if (op->getNumResults() != 1 ||
        !isa<arith::AddIOp, LLVM::AddOp, LLVM::OrOp, arith::OrIOp>(op))
      return;
    std::optional<ThreadLinearForm> form =
        threadLinearForm(op->getResult(0), cache);
    if (!form || form->x != 1)
      return;
    auto note = [](int64_t stride, int64_t &at, bool &conflict) {
      if (stride <= 0)
        return;
      if (at && at != stride)
        conflict = true;
      at = stride;
    };
    note(form->y, row, rowConflict);
    note(form->z, plane, planeConflict);
  });
  return {rowConflict ? 0 : row, planeConflict ? 0 : plane};
}

SmallVector<std::array<int64_t, 3>>
mlir::warptile::possibleBlockShapes(Operation *func, bool *named) {
  SmallVector<std::array<int64_t, 3>> shapes;
  if (named)
    *named = false;
  if (!hasOpenShape(func)) {
    if (std::optional<std::array<int64_t, 3>> dims = knownBlockSize(func))
      shapes.push_back(*dims);
    return shapes;
  }
  std::array<int64_t, 3> bound = *declaredBlockSize(func, true);
  int64_t threads = 1;
  for (int64_t dim : bound) {
    threads *= dim;
    if (threads > kMaxShapeThreads)
      return shapes;
  }
  // Every (x, y, z) with x * y * z = threads, the one row first; when the
  // kernel's own linear index names its row (plane) stride, only the shapes
  // of that x (x * y) size: the kernel is written for them.
  // A dimension the kernel never reads is taken as 1.
  auto [row, plane] = namedStrides(func);
  unsigned reads = readsRowsOrLayers(func);
  int64_t maxY = reads & 2 ? threads : 1, maxZ = reads & 4 ? threads : 1;
  SmallVector<std::array<int64_t, 3>> ofNamed;
  for (int64_t z = 1; z <= maxZ; ++z) {
    if (threads % z)
      continue;
    for (int64_t y = 1; y <= std::min(maxY, threads / z); ++y) {
      if ((threads / z) % y)
        continue;
      int64_t x = threads / z / y;
      shapes.push_back({x, y, z});
      if ((!row || x == row) && (!plane || x * y == plane))
        ofNamed.push_back({x, y, z});
    }
  }
  if ((row || plane) && !ofNamed.empty()) {
    if (named)
      *named = true;
    return ofNamed;
  }
  return shapes;
}

/// What gpu.launch or function `scope` declares about its block: for a
/// launch, its block sizes when they are constants.
static DeclaredBlock declaredBlockOf(Operation *scope) {
  DeclaredBlock declared;
  if (auto launch = dyn_cast<gpu::LaunchOp>(scope)) {
    std::array<int64_t, 3> dims;
    bool constant = true;
    std::array<Value, 3> sizes{launch.getBlockSizeX(), launch.getBlockSizeY(),
                               launch.getBlockSizeZ()};
    // Constants at any depth (`24 + 24`, a select of constants: issue 27
    // round 39), as the outlined kernel's known_block_size has them once
    // canonicalised.
    // The facts are built only for a size that is not a constant op
    // (declaredBlock is asked for every thread id the solver meets).
    std::optional<ValueFacts> facts;
    for (auto [i, size] : llvm::enumerate(sizes)) {
      std::optional<APInt> bits;
      APInt literal;
      if (!constant)
        break;
      if (matchPattern(size, m_ConstantInt(&literal))) {
        bits = literal;
      } else {
        if (!facts)
          facts.emplace(noKnownConstants);
        bits = facts->exact(size);
      }
      constant &= bits && bits->getSignificantBits() <= 32 &&
                  bits->getSExtValue() > 0;
      if (constant)
        dims[i] = bits->getSExtValue();
    }
    if (constant)
      declared.dims = dims;
    return declared;
  }
  // A device function's own declarations bind no launch: nothing.
  if (!isKernelFunction(scope))
    return declared;
  // Exact sizes only: PTX's .maxntid bounds the product of the
  // dimensions, so a (64, 2, 1) bound admits a 48 x 2 block whose
  // second warp holds two rows.
  declared.dims = declaredBlockSize(scope, /*takeMaxAsSize=*/false);
  declared.shapeOpen = hasOpenShape(scope);
  if (auto max = scope->getAttrOfType<DenseI32ArrayAttr>("nvvm.maxntid");
      max && max.size() >= 1 && max.size() <= 3) {
    int64_t threads = 1;
    for (int32_t dim : max.asArrayRef())
      threads = dim < 1 ? 0 : std::min<int64_t>(threads * dim, 1 << 30);
    if (threads >= 1)
      declared.maxThreads = threads;
  }
  return declared;
}

DeclaredBlock mlir::warptile::declaredBlock(Operation *op) {
  // Code in a gpu.launch body runs in the block it launches; code in a
  // function, in the block its kernel declares.
  for (Operation *scope = op; scope; scope = scope->getParentOp()) {
    if (!isa<gpu::LaunchOp, FunctionOpInterface>(scope))
      continue;
    // Kept per scope while the checker runs: the solver asks
    // threadIdXAgreesWithLane for every thread id it meets, and each
    // answer re-read the kernel's attributes and passthrough entries.
    if (!currentShapeMemo)
      return declaredBlockOf(scope);
    auto [it, inserted] = currentShapeMemo->declared.try_emplace(scope);
    if (inserted)
      it->second = declaredBlockOf(scope);
    return it->second;
  }
  return DeclaredBlock();
}

bool mlir::warptile::threadIdXAgreesWithLane(Value value, bool assumeWarpRows) {
  Block *block = value.getParentBlock();
  Operation *at = block ? block->getParentOp() : nullptr;
  if (!at)
    return assumeWarpRows;
  DeclaredBlock declared = declaredBlock(at);
  if (declared.shapeOpen)
    return false;
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
  if (declared.shapeOpen)
    return false;
  if (!declared.dims)
    return assumeWarpRows;
  const std::array<int64_t, 3> &dims = *declared.dims;
  return dims[0] % 32 == 0 || dims[1] * dims[2] == 1 || dims[0] <= 32;
}

std::optional<OperandRange>
mlir::warptile::plainForwardedOperands(Operation *terminator, unsigned i) {
  if (auto br = dyn_cast<LLVM::BrOp>(terminator))
    return br.getDestOperands();
  if (auto condBr = dyn_cast<LLVM::CondBrOp>(terminator))
    return i == 0 ? condBr.getTrueDestOperands()
                  : condBr.getFalseDestOperands();
  return std::nullopt;
}

SmallVector<Value> mlir::warptile::successorDeciders(Operation *terminator) {
  llvm::SmallBitVector forwarded(terminator->getNumOperands());
  auto markForwarded = [&](OperandRange range) {
    if (!range.empty())
      forwarded.set(range.getBeginOperandIndex(),
                    range.getBeginOperandIndex() + range.size());
  };
  if (auto branch = dyn_cast<BranchOpInterface>(terminator)) {
    for (unsigned i = 0, e = terminator->getNumSuccessors(); i < e; ++i) {
      if (std::optional<OperandRange> plain =
              plainForwardedOperands(terminator, i))
        markForwarded(*plain);
      else
        markForwarded(branch.getSuccessorOperands(i).getForwardedOperands());
    }
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
  // `exact` says no set bit is shifted (divided) out: poison on every lane
  // but those whose low bits are 0, and LLVM rewrites `(tid >> 5 exact) ==
  // 0` as `tid == 0` (round 19).
  if (hasExactFlag(op))
    return false;
  APInt bits;
  if (!matchPattern(op->getOperand(1), m_ConstantInt(&bits)) ||
      bits.getSignificantBits() > 64)
    return false;
  int64_t c = bits.getSExtValue();
  if (isa<arith::DivUIOp, arith::DivSIOp, LLVM::UDivOp, LLVM::SDivOp>(op))
    return c > 0 && c % 32 == 0;
  if (isa<arith::ShRUIOp, arith::ShRSIOp, LLVM::LShrOp, LLVM::AShrOp>(op))
    return c >= 5 && c < integerBits(op->getResult(0).getType());
  return (c & 31) == 0;
}

/// `tid.y` and `tid.z` in a block that declares its size (exactly:
/// known_block_size, reqntid, a gpu.launch's constants) whose rows (planes)
/// hold whole warps: a warp is 32 consecutive threads in x-major order, so
/// when 32 divides x (x * y) every lane of a warp has the same y (z). In a
/// 16 x 2 block lanes 0-15 are y = 0 and lanes 16-31 y = 1.
static bool isWarpUniformThreadIdYZ(Operation *op) {
  unsigned dim = 0;
  if (auto tid = dyn_cast<gpu::ThreadIdOp>(op))
    dim = tid.getDimension() == gpu::Dimension::y   ? 1
          : tid.getDimension() == gpu::Dimension::z ? 2
                                                     : 0;
  else if (isa<NVVM::ThreadIdYOp>(op))
    dim = 1;
  else if (isa<NVVM::ThreadIdZOp>(op))
    dim = 2;
  if (dim == 0)
    return false;
  DeclaredBlock declared = declaredBlock(op);
  if (!declared.dims)
    return false;
  const std::array<int64_t, 3> &dims = *declared.dims;
  int64_t below = dim == 1 ? dims[0] : dims[0] * dims[1];
  return below % 32 == 0;
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

/// The NVVM ops whose results each thread computes from its own operands
/// alone: conversions, dot products, byte permutes, approximations and
/// address or descriptor arithmetic.
static bool isPerThreadNvvmArithmetic(Operation *op) {
  return isa<NVVM::ConvertBF16x2ToF8x2Op, NVVM::ConvertF16x2ToF8x2Op,
             NVVM::ConvertF32x2ToBF16x2Op, NVVM::ConvertF32x2ToF16x2Op,
             NVVM::ConvertF32x2ToF4x2Op, NVVM::ConvertF32x2ToF6x2Op,
             NVVM::ConvertF32x2ToF8x2Op, NVVM::ConvertF32x4ToF4x4Op,
             NVVM::ConvertF32x4ToF6x4Op, NVVM::ConvertF32x4ToF8x4Op,
             NVVM::ConvertF4x2ToF16x2Op, NVVM::ConvertF6x2ToF16x2Op,
             NVVM::ConvertF8x2ToBF16x2Op, NVVM::ConvertF8x2ToF16x2Op,
             NVVM::ConvertFloatToTF32Op, NVVM::DotAccumulate2WayOp,
             NVVM::DotAccumulate4WayOp, NVVM::PermuteOp,
             NVVM::RcpApproxFtzF32Op, NVVM::MapaOp,
             NVVM::Tcgen05MmaSmemDescOp>(op);
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
  // With a thread count (`.count`) a phase completes once that many have
  // arrived, and each phase's threads get their own result (round 60a h2:
  // a count of 32 in a 64-thread block gives each warp its own popc). An
  // `.aligned` barrier is arrived at by whole warps: the same on a warp.
  if (name.starts_with("barrier.cta.red") || name.starts_with("barrier.red") ||
      name.starts_with("barrier0.popc") || name.starts_with("barrier0.and") ||
      name.starts_with("barrier0.or")) {
    if (!name.ends_with(".count"))
      return Uniformity::Uniform;
    return name.contains(".aligned") ? Uniformity::WarpUniform
                                     : Uniformity::Varying;
  }
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
  if (isUndefinedValue(op))
    return false;
  if (op->hasTrait<OpTrait::ConstantLike>() ||
      isa<LLVM::ZeroOp, LLVM::AddressOfOp,
          gpu::BlockIdOp, gpu::BlockDimOp, gpu::GridDimOp, gpu::ClusterIdOp,
          gpu::ClusterDimOp, gpu::NumSubgroupsOp, gpu::SubgroupSizeOp,
          NVVM::BlockIdXOp, NVVM::BlockIdYOp, NVVM::BlockIdZOp,
          NVVM::BlockDimXOp, NVVM::BlockDimYOp, NVVM::BlockDimZOp,
          NVVM::GridDimXOp, NVVM::GridDimYOp, NVVM::GridDimZOp,
          NVVM::WarpSizeOp, NVVM::ClusterIdXOp, NVVM::ClusterIdYOp,
          NVVM::ClusterIdZOp>(op))
    return true;
  // memref.get_global (a global's address), by name: the analysis links
  // no memref dialect.
  return op->getName().getStringRef() == "memref.get_global";
}

bool mlir::warptile::uniformitySourceReadsOp(Operation *op) {
  // Every rule of uniformitySource below that looks at more than the op's
  // name is for one of these ops; the others only test the name (isa,
  // traits, the name's spelling). A thread id reads its dimension and the
  // block its function declares (isWarpUniformThreadIdYZ): `gpu.thread_id
  // y` is warp-uniform in a 32 x 2 kernel, `gpu.thread_id x` beside it is
  // not, and nvvm's tid.y differs between two kernels (issue 27 round 12:
  // kept per name, a tid.y read first made the kernel's tid.x uniform).
  return isa<LLVM::CallIntrinsicOp, LLVM::InlineAsmOp, gpu::SubgroupReduceOp,
             gpu::ThreadIdOp, NVVM::ThreadIdXOp, NVVM::ThreadIdYOp,
             NVVM::ThreadIdZOp,
             NVVM::BarrierOp, NVVM::VoteSyncOp, NVVM::ReduxOp, arith::DivUIOp,
             arith::DivSIOp, LLVM::UDivOp, LLVM::SDivOp, arith::ShRUIOp,
             arith::ShRSIOp, LLVM::LShrOp, LLVM::AShrOp, arith::AndIOp,
             LLVM::AndOp>(op);
}

std::optional<Uniformity>
mlir::warptile::uniformitySource(Operation *op, bool assumeWarpRows) {
  // A rule that reads more of an op than its name (attributes, operands)
  // must name the op in uniformitySourceReadsOp: the solver keeps the
  // answer per name for every other op.
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
  // What the reader does not know is varying, and so is an output the
  // snippet leaves unset or computes from a register it never set (an
  // uninitialised register: round 18).
  if (isa<LLVM::InlineAsmOp>(op)) {
    const ::warptile::ptx::AsmProgram *program = readInlineAsm(op);
    if (!program || program->readsLane() || program->accessesMemory() ||
        program->hasUndefinedOutput())
      return Uniformity::Varying;
    if (program->onlyWarpUniformCollectives())
      return program->instructions.size() == 1 &&
                     hasFullAsmMemberMask(op, *program)
                 ? Uniformity::WarpUniform
                 : Uniformity::Varying;
    return std::nullopt;
  }
  // An undefined value is not one value: LLVM may give each use (and each
  // lane: an uninitialised register) a different one, so a branch on it
  // sends lanes different ways. The aggregates built over an undefined
  // container are the solver's (Solver::aggregateLevel).
  if (isUndefinedValue(op))
    return Uniformity::Varying;
  if (isUniformNullary(op))
    return Uniformity::Uniform;
  // A clustered reduction gives each cluster of lanes its own result: as
  // uniform as what it reduces. Only a cluster of the 32 consecutive lanes
  // is the whole warp (round 60a h1: `cluster(size = 32, stride = 2)`
  // combines lane l with l ^ 2, ^ 4, ..., ^ 32, and ^ 32 is l itself in
  // PTX's five lane bits: even and odd lanes get different sums).
  if (auto reduce = dyn_cast<gpu::SubgroupReduceOp>(op))
    if (std::optional<uint32_t> size = reduce.getClusterSize();
        size && (*size < 32 || reduce.getClusterStride() != 1))
      return std::nullopt;
  // nvvm.barrier with a reduction (bar.red): delivered to every thread;
  // with a thread count, to the threads of its phase, whole warps (it
  // lowers to the `.aligned.count` form).
  if (auto barrier = dyn_cast<NVVM::BarrierOp>(op);
      barrier && op->getNumResults() == 1)
    return barrier.getNumberOfThreads() ? Uniformity::WarpUniform
                                        : Uniformity::Uniform;
  // The same within a warp: its index, and what a whole warp agrees on.
  if (isa<gpu::SubgroupIdOp, NVVM::WarpIdOp, gpu::SubgroupReduceOp>(op))
    return Uniformity::WarpUniform;
  if (auto vote = dyn_cast<NVVM::VoteSyncOp>(op))
    return isFullMemberMask(vote.getMask()) ? Uniformity::WarpUniform
                                            : Uniformity::Varying;
  if (auto redux = dyn_cast<NVVM::ReduxOp>(op))
    return isFullMemberMask(redux.getMaskAndClamp()) ? Uniformity::WarpUniform
                                                     : Uniformity::Varying;
  if (isWarpIndexOfThread(op, assumeWarpRows) || isWarpUniformThreadIdYZ(op))
    return Uniformity::WarpUniform;
  if (isa<gpu::ThreadIdOp, gpu::LaneIdOp, gpu::GlobalIdOp, NVVM::ThreadIdXOp,
          NVVM::ThreadIdYOp, NVVM::ThreadIdZOp, NVVM::LaneIdOp, NVVM::SmIdOp,
          gpu::ShuffleOp, gpu::RotateOp>(op))
    return Uniformity::Varying;
  // Matrix fragments are spread over the lanes.
  if (op->getName().getStringRef().starts_with("gpu.subgroup_mma_"))
    return Uniformity::Varying;
  // The NVVM and NVGPU ops that compute are mostly warp-wide: matrix
  // fragments (mma, mma.sp, wgmma, ldmatrix, tcgen05.ld), elect.sync (true
  // on one lane), shuffles, match, mbarrier states. Varying unless listed
  // as per-thread arithmetic of their operands (round 18: nvgpu.ldmatrix
  // and nvvm.elect.sync with a uniform mask were taken as uniform).
  if (op->getNumResults() != 0 && isa_and_nonnull<NVVM::NVVMDialect>(op->getDialect()))
    return isPerThreadNvvmArithmetic(op) ? std::nullopt
                                         : std::optional(Uniformity::Varying);
  StringRef name = op->getName().getStringRef();
  if (op->getNumResults() != 0 && name.starts_with("nvgpu.") &&
      name != "nvgpu.rcp")
    return Uniformity::Varying;
  return std::nullopt;
}

