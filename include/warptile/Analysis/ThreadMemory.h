//===- ThreadMemory.h - Whose memory an address names -----------*- C++ -*-===//
//
// Part of warptile. The uniformity analysis's rule for memory reads: a read
// is as uniform as its address only when the address names memory every
// thread sees alike. Each thread's `.local` memory sits at the same generic
// addresses, so an address's bits being the same on every lane says nothing
// about the memory it names.
//
//===----------------------------------------------------------------------===//

#ifndef WARPTILE_ANALYSIS_THREADMEMORY_H
#define WARPTILE_ANALYSIS_THREADMEMORY_H

#include "mlir/IR/Types.h"
#include "mlir/IR/Value.h"
#include "llvm/ADT/DenseMap.h"

namespace mlir {
namespace warptile {

/// Whether a value of `type` addresses memory of each thread's own (PTX
/// `.local`: an `!llvm.ptr<5>`, a memref in gpu's private space or NVVM's
/// space 5): whatever its bits, each thread reads and writes its own memory
/// through it, so the value is varying as an address.
bool isPerThreadAddress(Type type);

/// Whether `address` (an LLVM pointer or a memref that a memory read
/// reads through) is shown to name memory that every thread sees alike.
/// Each thread's `.local` memory sits at the same generic addresses, so a
/// local address laundered through an integer, a shuffle or memory has
/// the same bits on every lane and still names each lane's own memory: a
/// read through an address not shown shared varies (issue 27 rounds
/// 15-17).
bool isSharedMemoryAddress(Value address);

/// Which memory a read may find undefined: a global (or a workgroup
/// attribution) whose initial contents are undefined in part (no
/// initializer outside an external declaration, undef or poison in its
/// initializer, memref's `uninitialized`) and that nothing in its module
/// may write: a constant one, or one of the module's own whose address is
/// only ever read through. LLVM replaces such a load by the undefined
/// initializer (GlobalOpt), and a branch on it is undefined behaviour:
/// `__shared__ int s;` read and never written deleted the whole kernel,
/// warp collective included, while every lane "read the same cell". Keeps
/// its answer per global; the IR must not change while one is alive.
class UndefinedMemory {
public:
  /// Whether a read through `address` may read undefined contents.
  bool mayRead(Value address);

  /// Whether the uses of a global in other functions may be read (not in
  /// an op verifier, whose function's siblings other threads may be
  /// rewriting: there a global of the module's own is taken as written
  /// elsewhere, and the symbol table's check asks again; issue 27 round
  /// 54).
  void setReadsOtherFunctions(bool reads) { readsOtherFunctions = reads; }

private:
  bool globalMayBeUndefined(Operation *global);
  llvm::DenseMap<Operation *, bool> globals;
  bool readsOtherFunctions = true;
};

} // namespace warptile
} // namespace mlir

#endif // WARPTILE_ANALYSIS_THREADMEMORY_H
