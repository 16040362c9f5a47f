//===- InlineAsm.h - Inline PTX snippets: read and run ----------*- C++ -*-===//
//
// Part of warptile. The one reader of the PTX that CUDA C++ writes as inline
// assembly (`llvm.inline_asm` after import): CUDA's own headers and CUB
// issue their shuffles, votes and lane masks this way (`shfl.sync.down.b32
// $0, $1, $2, $3, $4;`, CUB's fused `{ .reg .pred p; shfl.sync.up.b32
// r0|p, ...; @p add.s32 r0, r0, $4; ... }`, `mov.u32 $0, %laneid;`,
// `bfind.shiftamt.u32 $0, $1;`). The convergence checker (lib/Analysis)
// reads the collectives in a snippet with their operand bindings; the
// simulator (lib/Sim) runs the snippet with `execute`, its collectives
// going to the block model through AsmHooks. MLIR-free, so both layers and
// the unit tests use the same reading.
//
// What is read: a sequence of statements separated by `;`, optionally in
// `{ }` scopes, with `.reg .type name[, name | name<N>]` declarations,
// `@p` / `@!p` guards, operands `$N` (the bindings: outputs first, then
// inputs, as LLVM numbers them), local registers, immediates (decimal,
// hex, `0f`/`0d` float bits), special registers (%laneid, %warpid,
// %lanemask_*), `{a, b}` vectors (mov.b64's split and pack), `d|p` pairs
// and `!p` negated predicates. Instructions: shfl.sync (all modes),
// vote.sync, match.sync, redux.sync, bar.warp.sync, activemask, mov, cvt
// (integer), setp, selp, bfind, bmsk, shr, shl, prmt, add, sub, min, max,
// and, or, xor, not, popc, clz, brev, mul.lo, nanosleep, exit, shf and
// the SIMD video instructions (Video.h: clang's __funnelshift_* and
// __v* intrinsics, lane-local); ld, st,
// cvta.shared and %reserved_smem_offset_N are read but not run. Anything else is refused with
// its text: a reader that guesses would turn an unknown instruction into a
// silent pass.
//
//===----------------------------------------------------------------------===//

#ifndef WARPTILE_PTX_INLINEASM_H
#define WARPTILE_PTX_INLINEASM_H

#include "warptile/Ptx/Shuffle.h"

#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace warptile {
namespace ptx {

/// A register's type: its width in bits and how it is read.
struct AsmType {
  enum Kind : uint8_t { Bits, Unsigned, Signed, Float, Pred } kind = Bits;
  uint8_t bits = 32;
};

/// The special registers a snippet may read.
enum class AsmSreg : uint8_t {
  LaneId,
  WarpId,
  LaneMaskEq,
  LaneMaskLt,
  LaneMaskLe,
  LaneMaskGt,
  LaneMaskGe,
  /// %reserved_smem_offset_<N>: the offset of shared memory the driver
  /// reserves (cooperative groups' block-wide scratch); the same in every
  /// thread of a block. Read, not run (AsmProgram::notExecutable).
  ReservedSmemOffset,
};

/// A source or destination of an instruction.
struct AsmOperand {
  enum Kind : uint8_t { Register, Immediate, Special, Vector, Address } kind =
      Register;
  /// Register: its slot (bindings first: slot N is `$N`).
  unsigned reg = 0;
  bool negated = false; ///< `!p`
  uint64_t imm = 0; ///< Immediate: the value; Address: the offset
  AsmSreg sreg = AsmSreg::LaneId;
  std::vector<unsigned> elements; ///< Vector: the registers, low first
};

/// What an instruction does.
enum class AsmOpcode : uint8_t {
  Shfl,
  Vote,
  Match,
  Redux,
  BarWarpSync,
  ActiveMask,
  Mov,
  Cvt,
  Setp,
  Selp,
  Bfind,
  Bmsk,
  Shr,
  Shl,
  Prmt,
  Add,
  Sub,
  MulLo,
  Min,
  Max,
  And,
  Or,
  Xor,
  Not,
  Popc,
  Clz,
  Brev,
  /// cvta.shared.u64 / cvta.to.shared.u64: a shared-window address to a
  /// generic one and back. Read, not run (AsmProgram::notExecutable).
  Cvta,
  /// ld / st with their state space and ordering qualifiers (CUB's
  /// `ld.global.nc`, `ld.relaxed.gpu.v2.u32`, `st.relaxed.gpu`): read, so
  /// that the checker knows they are no collectives, but not run: a memory
  /// access in a snippet would skip the simulator's checks.
  Ld,
  St,
  /// nanosleep (a hint: nothing to run) and exit (the thread ends).
  Nanosleep,
  Exit,
  /// shf.{l,r}.{wrap,clamp}.b32 (mode: Video.h's decodeFunnelShift).
  Shf,
  /// The SIMD video instructions vadd2/4 ... vset2/4 (mode: Video.h).
  Video,
};

/// One decoded instruction.
struct AsmInstruction {
  AsmOpcode opcode;
  AsmType type;       ///< the instruction's type suffix
  AsmType sourceType; ///< cvt's source type; setp's compared type
  /// The mode: ShuffleMode for shfl; vote: 0 any, 1 all, 2 ballot, 3 uni
  /// (sim::VoteKind's order); match: 0 any, 1 all; redux: sim::ReduxKind;
  /// bfind: 1 with .shiftamt; bmsk: 1 with .clamp; setp: the comparison
  /// (AsmCompare); prmt: sim::PrmtMode.
  unsigned mode = 0;
  bool hasGuard = false, guardNegated = false;
  unsigned guard = 0; ///< the guarding predicate's register
  /// Destination first (its `|p` second for shfl and match, as a register
  /// or ~0u when absent), then the sources.
  std::vector<AsmOperand> operands;
  unsigned predicateOut = ~0u;
  std::string text; ///< as written, for messages
  /// ld/st: what the qualifiers say.
  struct Access {
    /// The state space as NVPTX numbers it: 0 generic, 1 global,
    /// 3 shared, 4 const, 5 local; 101 .param (no LLVM space).
    unsigned space = 0;
    /// 0 weak (none), 1 relaxed, 2 acquire, 3 release, 4 volatile.
    unsigned order = 0;
    /// 0 none, 1 cta, 2 gpu, 3 sys.
    unsigned scope = 0;
    unsigned width = 1; ///< .v2, .v4
    bool nonCoherent = false; ///< .nc
  } access;
};

/// setp's comparisons.
enum class AsmCompare : uint8_t { Eq, Ne, Lt, Le, Gt, Ge };

/// The side of a binding in the constraint string.
struct AsmBinding {
  bool output = false;
  char kind = 'r'; ///< r, l, h, f, d, n, ... (the constraint letter)
  /// An input tied to an output ("0"): the output's slot; -1 otherwise.
  int tiedTo = -1;
  /// Whether LLVM prints the bound value as an immediate (`n`, `i`): an
  /// integer signed, as its AsmPrinter writes an int64 (an i1 `true` is
  /// `-1`), not zero-extended as a register holds it.
  bool isImmediate() const { return kind == 'n' || kind == 'i'; }
};

/// A decoded snippet.
struct AsmProgram {
  std::vector<AsmBinding> bindings; ///< slots 0..bindings.size()-1
  unsigned numOutputs = 0;
  std::vector<AsmType> registers;   ///< every slot's type (bindings too)
  std::vector<AsmInstruction> instructions;
  /// What `execute` cannot run although the reader knows what it means
  /// (the address of reserved shared memory): empty when it runs.
  std::string notExecutable;

  /// The first collective (shfl, vote, match, redux, bar.warp.sync,
  /// activemask), or null.
  const AsmInstruction *firstCollective() const;
  /// Whether it loads or stores memory (ld, st).
  bool accessesMemory() const;
  /// Whether it reads the lane's identity (%laneid, %lanemask_*) or a
  /// value that differs between lanes (shfl, match, activemask).
  bool readsLane() const;
  /// Whether every collective in it is a vote or redux (results the same
  /// on the lanes of a warp) and nothing else reads the lane.
  bool onlyWarpUniformCollectives() const;
  /// Per output, whether its value may be undefined: not set on every run
  /// (no unguarded instruction writes it), or computed from a register that
  /// is not (a local or an output read before it is written, a guard that
  /// is). Such a value is an uninitialised register, which may differ
  /// between threads (an empty template with an `=r` output, issue 27
  /// round 18). An output tied to an input is set on entry.
  std::vector<bool> undefinedOutputs() const;
  /// Whether some output may be undefined (undefinedOutputs).
  bool hasUndefinedOutput() const;
};

/// Reads `text` (the asm string) with its LLVM constraint string. Returns
/// null and sets `error` (naming the statement it stopped at) when the
/// snippet holds anything this reader does not know.
std::shared_ptr<const AsmProgram> parseInlineAsm(std::string_view text,
                                                 std::string_view constraints,
                                                 std::string &error);

/// Whether `collective` is one of the warp collectives (shfl, vote,
/// match, redux, bar.warp.sync, activemask).
bool isCollective(AsmOpcode opcode);

/// The name of an instruction for messages ("shfl.sync").
const char *opcodeName(AsmOpcode opcode);

/// What a run of a snippet asks of the thread that runs it.
class AsmHooks {
public:
  virtual ~AsmHooks();
  /// shfl.sync: the value and the validity predicate.
  virtual ShuffleSource shuffle(ShuffleMode mode, uint32_t mask, uint32_t a,
                                uint32_t b, uint32_t c, uint32_t &value) = 0;
  virtual uint32_t vote(unsigned kind, uint32_t mask, bool pred) = 0;
  /// match.sync: the mask; `pred` for .all.
  virtual uint32_t match(unsigned kind, uint32_t mask, uint64_t value,
                         bool &pred) = 0;
  virtual uint32_t redux(unsigned kind, uint32_t mask, uint32_t value) = 0;
  virtual void warpSync(uint32_t mask) = 0;
  virtual uint32_t activeMask() = 0;
  virtual uint32_t laneId() = 0;
  virtual uint32_t warpId() = 0;
  /// exit: does not return.
  virtual void exitThread() = 0;
};

/// Runs `program` for one thread: `slots` holds one 64-bit word per
/// binding (inputs set by the caller, outputs read after) and room for the
/// locals (`program.registers.size()` words in all).
void execute(const AsmProgram &program, uint64_t *slots, AsmHooks &hooks);

/// A per-lane evaluation without collectives: the value of output 0 at
/// `lane` given the inputs, or std::nullopt when the snippet holds a
/// collective or reads %warpid. For the checker's lane-by-lane masks.
std::optional<uint64_t> evaluateAtLane(const AsmProgram &program,
                                       const std::vector<uint64_t> &inputs,
                                       unsigned lane);

} // namespace ptx
} // namespace warptile

#endif // WARPTILE_PTX_INLINEASM_H
