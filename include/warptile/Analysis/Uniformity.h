//===- Uniformity.h - What is the same on every lane ------------*- C++ -*-===//
//
// Part of warptile. The one uniformity analysis of the project, a sparse
// worklist solver of its own (UniformitySolver.cpp): the warp verifier (rule W17) and the
// convergence checker (C1-C5) both ask it, so they cannot disagree about a
// value. It knows no warptile dialect: the warp verifier adds what its own
// collectives give through a source hook.
//
//===----------------------------------------------------------------------===//

#ifndef WARPTILE_ANALYSIS_UNIFORMITY_H
#define WARPTILE_ANALYSIS_UNIFORMITY_H

#include "warptile/Analysis/Kernels.h"

#include "mlir/IR/Operation.h"
#include "llvm/ADT/DenseMap.h"
#include "mlir/IR/Value.h"

#include <array>
#include <functional>
#include <memory>
#include <optional>

namespace mlir {
class PostDominanceInfo;
namespace warptile {
class RegionTrees;

/// How far a value varies across the threads of a block. Ordered: the join of
/// two levels is the larger.
enum class Uniformity {
  Uniform = 0,     ///< the same for every thread of the block
  WarpUniform = 1, ///< the same within a warp (a warp index, a ballot)
  Varying = 2,     ///< may differ between the lanes of a warp
};

/// The level an op gives its results by itself, std::nullopt when they
/// follow the operands.
using UniformitySourceFn = std::function<std::optional<Uniformity>(Operation *)>;

/// The level of a non-kernel function's entry argument, when the caller of
/// the analysis knows it (from every call site of a private function);
/// std::nullopt: varying.
using ArgumentLevelFn = std::function<std::optional<Uniformity>(BlockArgument)>;

/// What the analysis may assume beyond what the IR says.
struct UniformityOptions {
  /// Whether a kernel that declares no block size is taken to have warps
  /// that are rows of its block (`tid.x / 32` warp-uniform): the convergence
  /// checker's assumption about CUDA code. The warp verifier (W17) assumes
  /// only what a kernel declares (known_block_size, nvvm.reqntid,
  /// nvvm.maxntid, a gpu.launch's constant sizes).
  bool assumeWarpRows = true;
  /// Extra levels for the entry arguments of non-kernel functions.
  ArgumentLevelFn argumentLevel;
  /// Whether the analysis may read functions beside the root (the uses of
  /// a global of the module's own): not in an op verifier (FunctionReach.h
  /// in the warp dialect), which another thread's rewriting of them races.
  bool readsOtherFunctions = true;
  /// An LLVM post-dominator cache the analysis's own RegionTrees fall back
  /// to (for the regions where a block reaches no exit), for a caller that
  /// shares it with ActiveLanes. It must outlive the analysis and be used by
  /// one thread.
  PostDominanceInfo *postDominance = nullptr;
  /// Dominator trees the analysis uses (and fills) instead of its own, for
  /// a caller that asks the same of them afterwards (ActiveLanes). Same
  /// lifetime and thread as postDominance; when given, postDominance is
  /// not used (the trees hold their own fallback).
  RegionTrees *trees = nullptr;
};

/// The uniformity of every value under a root op (a module or a function),
/// solved once (UniformitySolver.cpp): liveness from the root's entry with
/// branches on constants decided, constants, the level of every value from
/// its sources and operands, and control dependence, to one fixed point.
/// Interprocedural within the root: a private callable's arguments join what
/// its calls pass, a call's results what its callee returns.
class UniformityInfo {
public:
  explicit UniformityInfo(Operation *root, UniformitySourceFn extra = {},
                          UniformityOptions options = {});
  ~UniformityInfo();
  UniformityInfo(const UniformityInfo &) = delete;
  UniformityInfo &operator=(const UniformityInfo &) = delete;
  /// Values the analysis did not reach (dead code, other roots) are Varying.
  Uniformity get(Value value) const;
  /// Whether `op` is in code no thread runs: a block the analysis never
  /// reached (a branch on a constant never takes it), or nested in one,
  /// in a region it did enter.
  bool isDeadCode(Operation *op) const;
  /// Uniform or WarpUniform: every lane of a warp sees the same value.
  bool isWarpUniform(Value value) const {
    return get(value) != Uniformity::Varying;
  }

private:
  struct Impl;
  std::unique_ptr<Impl> impl;
};

/// The level an op gives its results on its own (thread and lane ids vary;
/// block and grid geometry, constants and `tid.x / 32` do not; ballots and
/// reductions are warp-uniform), for gpu and nvvm ops and the NVVM
/// intrinsic calls `mlir-translate --import-llvm` leaves; std::nullopt when
/// the results follow the operands.
std::optional<Uniformity> uniformitySource(Operation *op,
                                           bool assumeWarpRows = true);

/// The operands of a terminator that decide which successor runs: those it
/// does not forward to a successor (a cf.cond_br's condition, not the values
/// it passes along; scf.condition's condition).
SmallVector<Value> successorDeciders(Operation *terminator);

/// The operands of a region-branch op that decide how its regions run: those
/// it does not forward into a region (scf.if's condition, scf.for's bounds).
SmallVector<Value> regionDeciders(Operation *op);

/// `value` with integer casts (index casts, extensions, truncations, in arith
/// and llvm) peeled off where both sides have at least `minBits` bits. At 32
/// (the default) they keep every value the analyses look for (the 32-bit
/// active mask, constants of up to 32 bits); at kIdBits they keep the thread
/// and lane ids (below 2^10, so non-negative even as signed 11-bit values),
/// and only the ids' readers pass that. A cast to or from fewer bits stops
/// the peeling: `trunc` of the lane to i5 is negative on lanes 16-31, so
/// `slt 0` on it, or `sext` of it compared with 32, splits the warp, and
/// `sext(trunc tid.x to i6) / 32` differs between x = 32 and x = 33 (issue
/// 27 round 12: all of them were taken as warp-uniform).
Value stripIntegerCasts(Value value, unsigned minBits = 32);

/// The fewest bits that keep every thread and lane id as the same signed
/// and unsigned value: ids are below 2^10.
constexpr unsigned kIdBits = 11;

/// Whether `value` is `threadIdx.x` (gpu.thread_id x or %tid.x), looking
/// through integer casts.
bool isThreadIdX(Value value);

/// The dimension (0, 1, 2 for x, y, z) of the thread id `op` reads
/// (gpu.thread_id, nvvm's %tid ops, their imported intrinsics); std::nullopt
/// for any other op.
std::optional<unsigned> threadIdDimension(Operation *op);

/// The same for the block size `op` reads (gpu.block_dim, %ntid).
std::optional<unsigned> blockDimDimension(Operation *op);

/// Whether `value` is the lane id: gpu.lane_id, %laneid (op or imported
/// intrinsic), or the `mov.u32 $0, %laneid;` inline assembly that CUDA's
/// headers (cooperative groups) use, looking through integer casts.
bool isLaneId(Value value);

/// Whether `value` is the result of `activemask` (the NVVM op, the
/// imported intrinsic, or `activemask.b32 $0;` as inline PTX).
bool isActiveMask(Value value);

/// Whether `op` branches two ways on an i1 whose first successor (or
/// region) is taken where it is true: llvm.cond_br, cf.cond_br, scf.if. An
/// i1 `switch` has two successors too, but its first is the default (round
/// 62 h1).
bool isTrueFalseBranch(Operation *op);

/// For a branch condition `activemask() == 0xffffffff` (or `!=`), and a
/// conditional branch on it in the activemask's own block: the successor
/// index on which every lane of the warp executes (they all ran the
/// activemask, all saw every lane, all take that edge); std::nullopt for
/// any other condition or branch.
std::optional<unsigned> fullActiveMaskEdge(Value condition, Operation *branch);

/// The block size a kernel declares: `known_block_size` of a gpu.func,
/// `gpu.known_block_size`/`nvvm.reqntid`/`nvvm.maxntid` of a lowered
/// function, or clang's `"nvvm.reqntid"`/`"nvvm.maxntid"` function
/// attributes that `--import-llvm` keeps in `passthrough`
/// (`__launch_bounds__(N)`; a maxntid is taken as the size: the
/// convergence checker's assumption, never the warp verifier's, which reads
/// declaredBlock); std::nullopt when it declares none or an unusable one (a
/// dimension below 1).
std::optional<std::array<int64_t, 3>> knownBlockSize(Operation *func);

/// The most threads possibleBlockShapes enumerates shapes for (CUDA's
/// limit on a block).
constexpr int64_t kMaxShapeThreads = 1024;

/// The block shapes kernel `func` may be launched with: the exact size it
/// declares, or, with only a bound (`nvvm.maxntid`), its knownBlockSize when
/// the kernel reads no tid.y/z, ntid.y/z, and otherwise every (x, y, z)
/// whose product is the bound (y or z 1 where the kernel never reads it) (PTX bounds only the product: a
/// `__launch_bounds__(96)` kernel may run as 16 x 6), narrowed to the x
/// (x * y) size the kernel's own linear thread index names when it has one
/// (`threadIdx.y * 16 + threadIdx.x`, CUB's RowMajorTid with its BLOCK_DIM
/// template arguments), which sets `*named`. Empty when nothing usable is
/// declared.
SmallVector<std::array<int64_t, 3>> possibleBlockShapes(Operation *func,
                                                        bool *named = nullptr);

/// What the code around `op` declares about its block: the exact size
/// (`known_block_size`, `gpu.known_block_size`, `nvvm.reqntid` of the
/// enclosing function, or the constant block sizes of the enclosing
/// gpu.launch), and a bound on its number of threads (`nvvm.maxntid`, whose
/// dimensions PTX bounds only as a product).
struct DeclaredBlock {
  std::optional<std::array<int64_t, 3>> dims;
  std::optional<int64_t> maxThreads;
  /// A kernel that declares only a bound and reads tid.y/z or ntid.y/z: its
  /// shape is open (possibleBlockShapes), so neither whole-warp rows nor
  /// any one shape may be assumed.
  bool shapeOpen = false;
};

/// Which kernels read tid.y/z, ntid.y/z (declaredBlock's `shapeOpen`),
/// kept per kernel instead of walked again at every question while a
/// BlockShapeMemoScope over it is alive on this thread. An analysis that
/// keeps one must not see its functions change.
struct BlockShapeMemo {
  llvm::DenseMap<Operation *, unsigned> reads;
  /// declaredBlock's answers per kernel or gpu.launch: the solver asks
  /// threadIdXAgreesWithLane for every thread id it meets, and each answer
  /// re-reads the function's attributes (passthrough entries included).
  llvm::DenseMap<Operation *, DeclaredBlock> declared;
};
class BlockShapeMemoScope {
public:
  explicit BlockShapeMemoScope(BlockShapeMemo &memo);
  ~BlockShapeMemoScope();
  BlockShapeMemoScope(const BlockShapeMemoScope &) = delete;
  BlockShapeMemoScope &operator=(const BlockShapeMemoScope &) = delete;

private:
  BlockShapeMemo *previous;
};

/// What the code around `op` declares about its block (DeclaredBlock), kept
/// per kernel or gpu.launch in the BlockShapeMemo in scope.
DeclaredBlock declaredBlock(Operation *op);

/// Whether `tid.x` agrees with the lane id in its low five bits, and a
/// warp's threads share one row, in the code holding `value`: when the
/// block's x size is a multiple of 32 or it has a single row (with 16 x 2
/// threads, lane 16 is tid.x 0 of row 1). A block that declares nothing is
/// taken as rows of whole warps only under `assumeWarpRows`.
bool threadIdXAgreesWithLane(Value value, bool assumeWarpRows = true);

/// Whether `tid.x / 32k` is the same on every lane of a warp in the code
/// holding `op`: as threadIdXAgreesWithLane, or when tid.x stays below 32
/// (an x size of at most 32, or at most 32 threads in all).
bool threadIdXWarpIndexIsUniform(Operation *op, bool assumeWarpRows = true);

} // namespace warptile
} // namespace mlir

#endif // WARPTILE_ANALYSIS_UNIFORMITY_H
