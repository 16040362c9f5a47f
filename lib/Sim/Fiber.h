//===- Fiber.h - Stackful coroutines for simulated threads ------*- C++ -*-===//
//
// Part of warptile. Each simulated GPU thread is a fiber: its own stack and
// a saved stack pointer. On x86-64 the switch is six pushes, a stack swap
// and six pops (glibc's swapcontext makes a sigprocmask system call per
// switch, which would dominate a million-thread grid); elsewhere it falls
// back to ucontext.
//
//===----------------------------------------------------------------------===//

#ifndef WARPTILE_LIB_SIM_FIBER_H
#define WARPTILE_LIB_SIM_FIBER_H

#include <cstddef>

#if !defined(__x86_64__)
#include <ucontext.h>
#endif

namespace warptile {
namespace sim {

/// A saved execution context: a fiber's, or the scheduler's.
struct Context {
#if defined(__x86_64__)
  void *sp = nullptr;
#else
  ucontext_t uc;
#endif
};

/// Prepares `fiber` to run `entry(arg)` on the stack [stack, stack+bytes)
/// when it is first switched to. `entry` must never return.
void makeContext(Context &fiber, void *stack, size_t bytes,
                 void (*entry)(void *), void *arg);

/// Saves the running context into `from` and resumes `to`.
void switchContext(Context &from, Context &to);

} // namespace sim
} // namespace warptile

#endif // WARPTILE_LIB_SIM_FIBER_H
