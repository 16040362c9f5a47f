//===- RuntimeABI.h - What simulated kernels call ---------------*- C++ -*-===//
//
// Part of warptile. The C entry points that the simulator's lowering
// (lib/Sim/Lower.cpp) calls in place of NVVM ops, intrinsics and the CUDA
// device library (vprintf, __assertfail, __nv_* math). `site` numbers the
// op in the Site table of the run, for findings. All of them act on the
// thread that runs now; collectives and barriers block it until they
// complete.
//
//===----------------------------------------------------------------------===//

#ifndef WARPTILE_SIM_RUNTIMEABI_H
#define WARPTILE_SIM_RUNTIMEABI_H

#include <cstdint>
#include <utility>
#include <vector>

namespace warptile {
namespace sim {

/// The special registers __wsim_sreg reads.
enum class SpecialRegister : uint32_t {
  TidX,
  TidY,
  TidZ,
  NTidX,
  NTidY,
  NTidZ,
  CtaIdX,
  CtaIdY,
  CtaIdZ,
  NCtaIdX,
  NCtaIdY,
  NCtaIdZ,
  LaneId,
  WarpSize,
  WarpId,
  NWarpId,
  LaneMaskEq,
  LaneMaskLe,
  LaneMaskLt,
  LaneMaskGe,
  LaneMaskGt,
  Clock,
  SmId,
  NSmId,
  GridId,
  // Clusters (sm_90): a launch without clusters is one CTA per cluster.
  ClusterIdX,
  ClusterIdY,
  ClusterIdZ,
  NClusterIdX,
  NClusterIdY,
  NClusterIdZ,
  ClusterCtaIdX,
  ClusterCtaIdY,
  ClusterCtaIdZ,
  ClusterNCtaIdX,
  ClusterNCtaIdY,
  ClusterNCtaIdZ,
  ClusterCtaRank,
  ClusterNCtaRank,
  IsExplicitCluster,
  // Shared memory sizes of the launch.
  DynamicSmemSize,
  TotalSmemSize,
  AggrSmemSize,
};

/// How a poisoned value (one computed from an undefined shuffle result) is
/// used, for __wsim_poisoned.
enum class PoisonUse : uint32_t {
  Store,      ///< stored to memory
  Address,    ///< the address of a load, store or atomic
  Branch,     ///< the condition of a branch or switch
  Collective, ///< an operand of a collective or barrier
  Call,       ///< an argument of a call the shadows do not follow
  Return,     ///< returned from a device function
  Other,      ///< an operand of any other op without results
};

/// What `__wsim_barrier`'s `op` holds besides the reduction (bits 0-7:
/// 0 none, 1 popc, 2 and, 3 or). bar.arrive: counts the warp's arrival and
/// goes on without waiting.
constexpr uint32_t BarrierArrive = 1u << 8;
/// barrier.sync without .aligned: the lanes of a warp may reach it from
/// different ops.
constexpr uint32_t BarrierUnaligned = 1u << 9;

/// The flags of __wsim_access: what the access does, its memory ordering,
/// the state space its instruction names and the alignment it needs.
namespace access {
constexpr uint32_t kWrite = 1, kRead = 2; ///< both: an atomic update
constexpr uint32_t kOrderShift = 2, kOrderMask = 7u << kOrderShift;
/// Memory orderings (bits 2-4): a plain access, or an atomic one.
enum Order : uint32_t {
  Plain = 0,
  Relaxed = 1, ///< LLVM monotonic/unordered: PTX .relaxed
  Acquire = 2,
  Release = 3,
  AcqRel = 4, ///< acq_rel, seq_cst
};
/// The state space (bits 5-7): the instruction's LLVM address space, 0
/// (generic) reaching any memory; 1 .global, 3 .shared, 4 .const, 5 .local.
constexpr uint32_t kSpaceShift = 5, kSpaceMask = 7u << kSpaceShift;
/// log2 of the alignment the address must have (bits 8-12).
constexpr uint32_t kAlignShift = 8, kAlignMask = 31u << kAlignShift;
/// The ordering is the CTA's (syncscope "block"), not the GPU's.
constexpr uint32_t kBlockScope = 1u << 13;
/// A load whose value the poison tracking follows (Poison.h): a read of
/// shared bytes no thread has written is not reported at the load; the
/// runtime sets __wsim_uninit to its origin (kUninitOrigin | 1 + site) and
/// `shared-uninit` is reported where the value is used.
constexpr uint32_t kDeferUninit = 1u << 14;
} // namespace access

/// The bit of a poison origin that says it is a read of uninitialised
/// shared memory (access::kDeferUninit), not an undefined shuffle result or
/// arithmetic: its uses are reported as `shared-uninit`.
constexpr uint32_t kUninitOrigin = 1u << 30;

/// Every entry point and host math function by the name the lowered
/// kernel calls it, for the JIT's symbol table.
const std::vector<std::pair<const char *, void *>> &runtimeSymbols();

} // namespace sim
} // namespace warptile

/// __wsim_shared's slot of dynamic shared memory (gpu.dynamic_shared_memory,
/// `extern __shared__` arrays).
constexpr uint64_t kDynamicSharedSlot = ~uint64_t(0);

extern "C" {
uint32_t __wsim_sreg(uint32_t which);
uint64_t __wsim_clock64();
/// Value bits in 0-31, the validity predicate in bit 32, and the result's
/// poison origin in bits 33-63: 0 when the value is defined, else 1 + the
/// site of the shuffle whose undefined read it comes from. `origin` is the
/// same for `value` (0 where the kernel is not instrumented).
uint64_t __wsim_shfl(uint32_t mode, uint32_t mask, uint32_t value, uint32_t b,
                     uint32_t c, uint32_t site, uint32_t origin);
uint32_t __wsim_vote(uint32_t kind, uint32_t mask, uint32_t pred,
                     uint32_t site);
/// kind 0 any, 1 all. The mask in bits 0-31, match.all's predicate in 32.
uint64_t __wsim_match(uint32_t kind, uint32_t mask, uint64_t value,
                      uint32_t site);
/// kind: ReduxKind | abs << 8 | nan << 9.
uint32_t __wsim_redux(uint32_t kind, uint32_t mask, uint32_t value,
                      uint32_t site);
uint32_t __wsim_elect(uint32_t mask, uint32_t site);
/// activemask: the lanes of the warp that execute it together (docs/Sim.md).
uint32_t __wsim_activemask(uint32_t site);
void __wsim_warpsync(uint32_t mask, uint32_t site);
/// Runs an inline PTX snippet (a warptile::ptx::AsmProgram) in the calling
/// thread over its register `slots` (lib/Sim/InlineAsm.h).
void __wsim_asm(const void *program, uint64_t *slots, uint32_t site);
/// bar.sync / bar.red / bar.arrive on barrier `id`: `count` threads (a
/// multiple of 32) or, 0, every non-exited thread of the block. `op`: the
/// reduction in bits 0-7 (0 none, 1 popc, 2 and, 3 or, over `pred`, whose
/// result is returned) and BarrierOp flags.
uint32_t __wsim_barrier(uint32_t id, uint32_t count, uint32_t op, uint32_t pred,
                        uint32_t site);
/// exit (nvvm.exit, llvm.nvvm.exit): ends the thread, as a return from the
/// kernel would.
[[noreturn]] void __wsim_exit();
/// The address of the shared global in `slot` (the lowering numbers the
/// module's static shared globals) in this block's shared memory, where the
/// launched kernel's own layout puts it (LaunchOptions::sharedSlots);
/// kDynamicSharedSlot: the start of the dynamic shared memory. A launch
/// without a table (a hand-written body) takes the slot as a byte offset.
void *__wsim_shared(uint64_t slot);
/// Checks an access of `bytes` at `address`; flags: access::kWrite,
/// kRead (both: an atomic update), its ordering, state space and alignment.
/// Returns where to perform it: `address`, or scratch memory when it lies
/// far from all memory the kernel may reach (reported as global-oob).
const void *__wsim_access(const void *address, uint64_t bytes, uint32_t flags,
                          uint32_t site);
/// The same for a masked vector access: element i (of `elementBytes`) is
/// accessed when bit i of `mask` is set.
const void *__wsim_access_masked(const void *address, uint64_t elementBytes,
                                 uint64_t mask, uint32_t flags, uint32_t site);
/// A fence: `flags` holds an access::Order (Acquire, Release, AcqRel) and
/// access::kBlockScope.
void __wsim_fence(uint32_t flags);
int32_t __wsim_vprintf(const char *format, const char *args);
void __wsim_assertfail(const char *message, const char *file, uint32_t line,
                       const char *function, uint64_t charSize);
void __wsim_trap(uint32_t site);
/// ldmatrix.sync.aligned.m8n8.{x1,x2,x4}{.trans}.b16, warp-collective:
/// `shape` = the number of matrices (1, 2, 4) | trans << 8; `row` is this
/// lane's row address (lanes 8i to 8i+7 give the rows of matrix i); the
/// lane's registers, one per matrix, are written to `out`.
void __wsim_ldmatrix(const void *row, uint32_t shape, uint32_t *out,
                     uint32_t site);
/// mma.sync.aligned, warp-collective: `shape` is an MmaShape code
/// (TensorCore.h); `regs` holds the lane's A, B and C registers in that
/// order, and receives its D registers after them.
void __wsim_mma(uint32_t shape, uint32_t *regs, uint32_t site);
/// cp.async.{ca,cg}.shared.global: starts copying `bytes` (4, 8 or 16)
/// bytes to shared `dst`, the first `srcBytes` of them from global `src`
/// and zeros after (src-size). They reach shared memory at the
/// cp.async.wait.group that covers them (docs/Sim.md).
void __wsim_cp_async(void *dst, const void *src, uint32_t bytes,
                     uint32_t srcBytes, uint32_t site);
/// cp.async.commit.group: this thread's uncommitted copies become a group.
void __wsim_cp_async_commit();
/// cp.async.wait.group N: this thread's committed groups but the N most
/// recent complete.
void __wsim_cp_async_wait(uint32_t groups);
/// wmma.load.{a,b,c}.sync.aligned.m16n16k16 (warp-collective): `shape` is
/// a WmmaShape code (WarpMatrix.h); the lane's fragment registers are
/// written to `out`. `stride` is in elements.
void __wsim_wmma_load(const void *ptr, uint32_t stride, uint32_t shape,
                      uint32_t *out, uint32_t site);
/// wmma.mma.sync.aligned.m16n16k16: `regs` holds the lane's A, B and C
/// registers in that order, and receives its D registers after them.
void __wsim_wmma_mma(uint32_t shape, uint32_t *regs, uint32_t site);
/// wmma.store.d.sync.aligned.m16n16k16: the lane's D registers in `regs`.
void __wsim_wmma_store(void *ptr, uint32_t stride, uint32_t shape,
                       const uint32_t *regs, uint32_t site);
/// Reports a poisoned-use finding at `site` when `origin` (as
/// __wsim_shfl's) is not 0; `use` is a PoisonUse.
void __wsim_poisoned(uint32_t origin, uint32_t use, uint32_t site);
/// The same for a plain store of `bytes` at `address`: a value read from
/// uninitialised shared memory (kUninitOrigin) stored to shared memory
/// makes those bytes uninitialised instead of being reported.
void __wsim_poisoned_store(uint32_t origin, uint32_t site, const void *address,
                           uint64_t bytes);
/// The running thread's time slice: the lowered kernel decrements it at
/// every spin point (a loop back-edge, an atomic, a volatile load) and
/// calls __wsim_yield when it reaches 0.
extern int64_t __wsim_budget;
/// The poison origin of the last access::kDeferUninit load (0: every byte
/// it read was written); the lowered kernel reads it after the check and
/// resets it.
extern uint32_t __wsim_uninit;
/// Polls (atomics, volatile and atomic loads) of the running thread since
/// it was resumed: a thread that yields after polling may spin on a flag.
extern int64_t __wsim_polls;
/// Preempts the running thread at spin point `site`: it stays runnable,
/// the others run first (independent thread scheduling is starvation-free).
void __wsim_yield(uint32_t site);
}

#endif // WARPTILE_SIM_RUNTIMEABI_H
