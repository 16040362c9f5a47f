//===- Fiber.cpp - Stackful coroutines for simulated threads --------------===//
//
// Part of warptile.
//
//===----------------------------------------------------------------------===//

#include "Fiber.h"

#include <cstdint>

using namespace warptile::sim;

#if defined(__x86_64__)
// wsim_switch(void **saveSp, void *newSp): pushes the System V callee-saved
// registers, swaps stacks, pops the other context's. wsim_start is where a
// new fiber's first switch returns to: r12 holds the argument, r13 the
// entry function.
asm(R"(
  .text
  .p2align 4
  .globl wsim_switch
  .hidden wsim_switch
  .type wsim_switch,@function
wsim_switch:
  pushq %rbp
  pushq %rbx
  pushq %r12
  pushq %r13
  pushq %r14
  pushq %r15
  movq %rsp, (%rdi)
  movq %rsi, %rsp
  popq %r15
  popq %r14
  popq %r13
  popq %r12
  popq %rbx
  popq %rbp
  ret
  .size wsim_switch, .-wsim_switch

  .p2align 4
  .globl wsim_start
  .hidden wsim_start
  .type wsim_start,@function
wsim_start:
  movq %r12, %rdi
  callq *%r13
  ud2
  .size wsim_start, .-wsim_start
)");

extern "C" void wsim_switch(void **saveSp, void *newSp);
extern "C" void wsim_start();

void warptile::sim::makeContext(Context &fiber, void *stack, size_t bytes,
                                void (*entry)(void *), void *arg) {
  auto top = (reinterpret_cast<uintptr_t>(stack) + bytes) & ~uintptr_t(15);
  // Six registers and the return address; wsim_start's call then finds the
  // stack 16-byte aligned, as the ABI wants at a call.
  auto *sp = reinterpret_cast<void **>(top - 72);
  sp[0] = nullptr;                               // r15
  sp[1] = nullptr;                               // r14
  sp[2] = reinterpret_cast<void *>(entry);       // r13
  sp[3] = arg;                                   // r12
  sp[4] = nullptr;                               // rbx
  sp[5] = nullptr;                               // rbp
  sp[6] = reinterpret_cast<void *>(&wsim_start); // return address
  fiber.sp = sp;
}

void warptile::sim::switchContext(Context &from, Context &to) {
  wsim_switch(&from.sp, to.sp);
}

#else

void warptile::sim::makeContext(Context &fiber, void *stack, size_t bytes,
                                void (*entry)(void *), void *arg) {
  getcontext(&fiber.uc);
  fiber.uc.uc_stack.ss_sp = stack;
  fiber.uc.uc_stack.ss_size = bytes;
  fiber.uc.uc_link = nullptr;
  // POSIX says int arguments; glibc passes whole registers on its 64-bit
  // targets, so one argument carries the pointer (this path is untested on
  // x86-64, which uses the switch above).
  auto bits = reinterpret_cast<uintptr_t>(arg);
  makecontext(&fiber.uc, reinterpret_cast<void (*)()>(entry), 1, bits);
}

void warptile::sim::switchContext(Context &from, Context &to) {
  swapcontext(&from.uc, &to.uc);
}

#endif
