//===- RaceForms.h - Indices of a kernel as affine forms --------*- C++ -*-===//
//
// Part of warptile. What --warp-check-races reads from a kernel: each memory
// access's buffer and index as an affine form over terms (thread and block
// ids, block and grid sizes, kernel arguments, loop trip counters, and the
// products, quotients and remainders of those that are not affine), the
// guards that dominate it, and its barrier epoch. RaceChecker.cpp turns
// pairs of accesses into Presburger sets.
//
//===----------------------------------------------------------------------===//

#ifndef WARPTILE_ANALYSIS_RACEFORMS_H
#define WARPTILE_ANALYSIS_RACEFORMS_H

#include "mlir/IR/Operation.h"
#include "mlir/IR/Value.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/SmallVector.h"

#include <array>
#include <map>
#include <optional>
#include <string>

namespace mlir {
namespace warp {

class ActiveLanes;

namespace races {

/// One variable of the problem. Per-thread terms take one value at each of
/// the two threads of a pair; uniform ones one value for the launch.
struct Term {
  enum Kind {
    Tid,   ///< threadIdx.dim, in [0, blockDim.dim)
    Bid,   ///< blockIdx.dim, in [0, gridDim.dim)
    Bdim,  ///< blockDim.dim >= 1 (uniform)
    Gdim,  ///< gridDim.dim >= 1 (uniform)
    Arg,   ///< a kernel argument or a value of arguments alone (uniform)
    Iter,  ///< the trip counter k >= 0 of a loop: iv = lb + k * step
    Prod,  ///< lhs * rhs, lhs per-thread, rhs uniform: not affine
    UProd, ///< lhs * rhs, both uniform: a new uniform symbol
    Div,   ///< floor(lhs / divisor), divisor a positive constant
  } kind;
  unsigned dim = 0;
  Value value;             ///< Arg: the value; Iter: the induction variable
  unsigned lhs = 0, rhs = 0; ///< form ids
  int64_t divisor = 0;
  bool uniform = false;
  /// Iter: the loop's lower bound, step and (when read) upper bound forms,
  /// the step's sign (+1 counting up), and whether the upper bound is
  /// inclusive.
  unsigned lb = 0, step = 0;
  std::optional<unsigned> ub;
  /// Iter: the induction variable's form (lb + k * step).
  unsigned iv = 0;
  /// Prod of a lone thread or block index by a positive size S: the largest
  /// value, (blockDim or gridDim - 1) * S, as a form.
  std::optional<unsigned> upper;
  std::string name; ///< for messages
};

/// sum(coef * term) + constant; terms sorted by id.
struct Form {
  SmallVector<std::pair<unsigned, int64_t>, 4> terms;
  int64_t constant = 0;
  bool operator<(const Form &o) const {
    return std::tie(constant, terms) < std::tie(o.constant, o.terms);
  }
};

/// form >= 0 (or == 0).
struct Constraint {
  unsigned form;
  bool equality = false;
};
/// A guard in disjunctive normal form: one of the alternatives holds, each a
/// conjunction. An empty list of alternatives is false; {{}} is true.
using Guard = SmallVector<SmallVector<Constraint, 2>, 1>;

/// What an access touches: the buffer and the address space it is in.
enum class Space { Global, Shared };

/// One read or write of a buffer by a thread.
struct Access {
  Operation *op;
  bool write;
  /// An atomic (or volatile: PTX's ld/st.volatile are relaxed .sys
  /// accesses) access: it conflicts with plain accesses of the element, not
  /// with other atomic ones.
  bool atomic = false;
  /// The buffer: a kernel argument, a global (its op) or an attribution.
  const void *base = nullptr;
  Space space;
  std::string buffer;  ///< how messages name the buffer
  /// Index components: a memref's indices, or one byte offset for llvm
  /// pointers. Equal on all but the last, overlapping on the last within
  /// `size` elements (1 for memrefs, the access's bytes for pointers).
  SmallVector<unsigned, 2> index;
  int64_t size = 1;
  bool bytes = false;
  /// The guards that dominate it (a conjunction of DNFs).
  SmallVector<Guard, 2> guards;
  /// The barrier epoch as a form of trip counters, when known; otherwise
  /// why not.
  std::optional<unsigned> epoch;
  std::string epochWhy;
  /// Why the checker had to over-approximate (guards it could not read, an
  /// epoch it could not tell): a collision found is then an R3.
  SmallVector<std::string, 1> approximations;
  /// Why the access itself cannot be read (its buffer or its index); empty
  /// when it can.
  std::string failure;
};

/// Whether `arg` is a pointer argument of `kernel` passed by value
/// (`llvm.byval`: clang's struct and class parameters). Each thread has its
/// own copy of the pointee (LLVM LangRef: the callee gets a hidden copy;
/// PTX kernel parameters are read-only .param space, and NVPTX copies a
/// written one to the thread's local memory), so no other thread sees it.
bool isByValueArgument(Operation *kernel, Value arg);

/// Reads one kernel.
class FormReader {
public:
  FormReader(Operation *kernel, ActiveLanes &active);

  /// The kernel's reads and writes of global and shared memory (atomics
  /// marked `atomic`), in program order; `opaque` gets (op, why) for each op that
  /// may write memory the reader cannot follow (a call, a memcpy, ...).
  void collect(SmallVectorImpl<Access> &accesses,
               SmallVectorImpl<std::pair<Operation *, std::string>> &opaque);

  const Term &term(unsigned id) const { return terms[id]; }
  unsigned numTerms() const { return terms.size(); }
  const Form &form(unsigned id) const { return forms[id]; }
  unsigned numForms() const { return forms.size(); }

  /// Whether every value of the form is >= 0 / >= 1 by its terms alone.
  bool isNonNegative(unsigned form) const;
  bool isPositive(unsigned form) const;
  /// The per-thread terms a form reaches through its terms' operands (for
  /// building a problem); appended without duplicates to `into`.
  void termsOf(unsigned form, SmallVectorImpl<unsigned> &into,
               llvm::DenseMap<unsigned, bool> &seen) const;

  /// The form of the sizes: blockDim.d / gridDim.d (a constant when
  /// declared, or 1 when the kernel never reads that dimension).
  unsigned blockDimForm(unsigned d) const { return bdimForms[d]; }
  unsigned gridDimForm(unsigned d) const { return gdimForms[d]; }
  /// Whether the kernel reads dimension d of the thread / block index.
  bool threadDimVaries(unsigned d) const { return threadDims[d]; }
  bool blockDimVaries(unsigned d) const { return blockDims[d]; }

  /// The thread / block index term of a dimension; std::nullopt when the
  /// launch has size 1 in it.
  std::optional<unsigned> threadIndexTerm(unsigned d);
  std::optional<unsigned> blockIndexTerm(unsigned d);

  unsigned constantForm(int64_t c);
  unsigned addForms(unsigned a, unsigned b, int64_t scaleB = 1);
  unsigned scaleForm(unsigned a, int64_t s);

private:
  /// The form of an integer value, or why not.
  std::optional<unsigned> formOf(Value value, std::string &why);
  std::optional<unsigned> computeForm(Value value, std::string &why);
  std::optional<unsigned> inductionForm(BlockArgument arg, std::string &why);
  Guard guardOf(Value condition, bool taken, std::string &why, int depth = 0);
  void addGuards(Operation *op, Access &access);
  std::optional<unsigned> epochOf(Operation *op, std::string &why);
  /// The block-wide barriers before `at` in its block; std::nullopt when an
  /// op before it holds one nested in a region. Computed once per block.
  std::optional<int64_t> barriersBefore(Operation *at);
  /// Whether an op holds a barrier in its regions, computed once per op.
  bool parentHoldsBarrier(Operation *op);
  bool readPointer(Value ptr, Access &access, std::string &why);
  bool readMemref(Value memref, ValueRange indices, Access &access,
                  std::string &why);

  unsigned internForm(Form form);
  unsigned termForm(unsigned term);
  unsigned internTerm(Term term);
  std::optional<unsigned> product(unsigned a, unsigned b, std::string &why);
  std::optional<unsigned> divide(unsigned a, int64_t c, bool remainder,
                                 std::string &why);

  Operation *kernel;
  ActiveLanes &active;
  std::optional<std::array<int64_t, 3>> blockSize;
  std::array<bool, 3> threadDims{}, blockDims{};
  std::array<unsigned, 3> bdimForms{}, gdimForms{};
  std::vector<Term> terms;
  std::vector<Form> forms;
  std::map<Form, unsigned> formIds;
  std::map<std::tuple<int, unsigned, unsigned, unsigned, int64_t, void *>,
           unsigned>
      termIds;
  llvm::DenseMap<Value, std::optional<unsigned>> valueForms;
  /// How deep formOf recurses now, and how deep it may.
  unsigned formDepth = 0;
  static constexpr unsigned kMaxFormDepth = 256;
  llvm::DenseMap<Value, std::string> valueWhy;
  /// Barrier counts at block entry for kernels with unstructured control
  /// flow (std::nullopt: the paths disagree or a loop holds a barrier).
  llvm::DenseMap<Block *, std::optional<int64_t>> blockEpochs;
  bool epochsComputed = false;
  llvm::DenseMap<Block *, llvm::DenseMap<Operation *, int64_t>> barrierPrefix;
  llvm::DenseMap<Operation *, bool> holdsCache;
  /// The scf.if ops of each block with an exit or trap at the top of a
  /// region, each with whether it is in the then region (exitsBefore).
  llvm::DenseMap<Block *, SmallVector<std::pair<Operation *, bool>, 1>>
      exitingIfs;
  /// The guards of the exits that run before `op` in its block and those
  /// around it: threads that took one are gone.
  void addExitGuards(Operation *op, Access &access);
};

/// A value of the launch's geometry an op reads.
enum class Geometry { Tid, Bid, Bdim, Gdim, Lane, Warp, GlobalId };

/// The geometry value (and dimension) an op reads: gpu and nvvm ops, or an
/// imported `llvm.nvvm.read.ptx.sreg.*` intrinsic.
std::optional<std::pair<Geometry, unsigned>> geometryOf(Operation *op);

/// Whether `op` is a block-wide barrier (gpu.barrier, nvvm.barrier0,
/// bar.sync 0 without a count, and their imported intrinsics).
bool isBlockBarrier(Operation *op);

/// Whether `type` holds a scalable vector, whose size is not known.
bool isScalableSized(Type type);

} // namespace races
} // namespace warp
} // namespace mlir

#endif // WARPTILE_ANALYSIS_RACEFORMS_H
