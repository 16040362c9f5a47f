//===- AsyncRuntime.h - MLIR's async runtime ABI, on one thread -*- C++ -*-===//
//
// Part of warptile. The `mlirAsyncRuntime*` functions that the async
// dialect's lowering calls (convert-async-to-llvm), for host programs on
// the simulator: where MLIR's runtime runs each `async.execute` on a thread
// pool, this one runs it at once, on the calling thread, to its end or to
// an await of something not yet done (resumed when that completes). So a
// host program runs the same way every time, and its launches reach the
// simulator one at a time, like its streams (which complete at once).
//
//===----------------------------------------------------------------------===//

#ifndef WARPTILE_LIB_SIM_ASYNCRUNTIME_H
#define WARPTILE_LIB_SIM_ASYNCRUNTIME_H

#include <utility>
#include <vector>

namespace warptile {
namespace sim {

/// (name, address) of each function of the ABI, for the JIT.
std::vector<std::pair<const char *, void *>> asyncRuntimeSymbols();

/// The runtime's tokens, values and groups live while one is in scope (a
/// host run): they are freed with it, whatever the reference counts say.
class AsyncRuntimeScope {
public:
  AsyncRuntimeScope();
  ~AsyncRuntimeScope();
  AsyncRuntimeScope(const AsyncRuntimeScope &) = delete;
  AsyncRuntimeScope &operator=(const AsyncRuntimeScope &) = delete;

private:
  void *outer; ///< the scope this one is inside of, if any
};

} // namespace sim
} // namespace warptile

#endif // WARPTILE_LIB_SIM_ASYNCRUNTIME_H
