//===- Passes.td - warp dialect passes ---------------------*- tablegen -*-===//
//
// Part of warptile.
//
//===----------------------------------------------------------------------===//

#ifndef WARPTILE_DIALECT_WARP_TRANSFORMS_PASSES_TD
#define WARPTILE_DIALECT_WARP_TRANSFORMS_PASSES_TD

include "mlir/Pass/PassBase.td"

def WarpCheckConvergencePass : Pass<"warp-check-convergence"> {
  let summary = "Find warp collectives and barriers that not every lane they "
                "need reaches, in IR that was never typed";
  let description = [{
    Analyses plain `gpu`/`nvvm` code under `scf`, `cf` and `llvm` control
    flow (including LLVM IR imported with `mlir-translate --import-llvm`) and
    reports, at the op:

    | ID | finding |
    |----|---------|
    | C1 | a collective's member mask names lanes that do not (or may not) execute it: they took the other side of a lane-dependent branch |
    | C2 | lanes execute a collective without being in its member mask |
    | C3 | a shuffle reads a lane outside its member mask (e.g. `shfl.down` by 16 from lane 0 with mask 1) |
    | C4 | a block barrier under control flow that not every thread of the block takes; for a barrier with a thread count (`bar.sync id, n`, which warp-specialized kernels let some warps skip), control flow that splits a warp |
    | C5 | (warning) the checker cannot decide: a run-time member mask it cannot follow, reads it cannot bound, or a call under lane-dependent control flow to a function that runs collectives |

    Each diagnostic has a note at the branch where the lanes diverge. Errors
    make the pass fail; warnings do not, unless `warnings-as-errors`.

    Lane sets are derived from branch conditions of the lane (`lane < 16`,
    `(tid & 1) == 0`, `tid < C`, `lane == 0`); a member mask is a constant, a
    `ballot` of such a predicate, or a `ballot` of the branch's own
    condition.

    It follows calls into callees and parameters back to callers, so it runs
    on a symbol table (a module, a `gpu.module`) or on the top-level op;
    nested on a function anchor (`llvm.func(...)`, `any(...)`), whose siblings
    a nested pipeline rewrites on other threads, it fails with an error at
    that op.

    ```mlir
    %lane0 = arith.cmpi ult, %tid, %c1 : i32
    %mask = nvvm.vote.sync ballot %all, %lane0 -> i32
    scf.if %lane0 {
      // error: C3: shfl.sync down 16 with member mask lane(0) reads lane 16
      %r = nvvm.shfl.sync down %mask, %v, %c16, %c31 : f32 -> f32
    }
    ```
  }];
  let options = [
    Option<"warningsAsErrors", "warnings-as-errors", "bool",
           /*default=*/"false",
           "Treat the cases the checker cannot decide (C5) as errors">,
  ];
}

def WarpVerifyLanesPass : Pass<"warp-verify-lanes"> {
  let summary = "The lane-safety checks no op verifier can start: warp "
                "parameters no warp op reaches, warps foreign ops make";
  let description = [{
    MLIR verifies an op from its own verifier, and the `warp` dialect has no
    hook in `func.func`, `gpu.func` or another dialect's op. The ownership
    walk (W2-W5, W17-W19) therefore starts at warp ops; this pass starts it
    where no warp op does:

    * a kernel parameter of warp type is W2 even when no warp op uses it
      (the lowering would take its member mask from the host);
    * a device function's warp parameter that no warp op and no verified
      caller reaches is walked from its definition (W3-W5, W17-W19), and
      followed back through its call sites (W2, W18);
    * a warp value another dialect's op makes (or a declaration returns, or
      an op makes for its region) that only foreign ops use is W18.

    Every tool runs it first: `warp-opt` before the pipeline it is given,
    and `convert-warp-to-nvvm` (so `warp-ptx`, `warp-run`, Python, the C API
    and the ahead-of-time path) before it lowers.

    It reads a function's callers and callees, so it runs on a symbol table
    (a module, a `gpu.module`) or on the top-level op; nested on anything
    else (a `func.func`, `gpu.func` or `any(...)` anchor, whose siblings a
    nested pipeline rewrites on other threads) it fails with an error at
    that op.

    ```mlir
    // error: W2: kernel parameter #0 has warp type !warp.warp<all>
    gpu.func @k(%w: !warp.warp<all>) kernel {
      func.call @helper(%w) : (!warp.warp<all>) -> ()
      gpu.return
    }
    ```
  }];
}

def WarpCheckRacesPass : Pass<"warp-check-races"> {
  let summary = "Prove that distinct threads never write one element of a "
                "global or shared buffer, in IR that was never typed";
  let description = [{
    Analyses the kernels of plain `gpu`/`nvvm`/`memref` code under `scf`,
    `cf` and `llvm` control flow (including CUDA C++ imported with
    `mlir-translate --import-llvm`) and reports, at the store:

    | ID | finding |
    |----|---------|
    | R1 | two distinct threads of the launch may write one element of a global buffer (of the block, for shared memory), with a witness: both threads' block and thread ids, the element, and a launch that shows it |
    | R2 | a thread may read an element that another thread writes with no barrier between them (shared memory: the same block; global memory: the same block without a barrier, or two blocks) |
    | R3 | (warning) the checker cannot decide: an index that is not affine or is loaded from memory, a pointer it cannot follow to its buffer, a callee, a barrier order it cannot count |

    Each index is an affine form of the thread and block ids, the sizes,
    the kernel arguments and loop trip counters, under the guards that
    dominate the access; the pair condition is a Presburger set whose
    emptiness proves the accesses disjoint. Atomics are exempt. Errors make
    the pass fail; warnings do not, unless `warnings-as-errors`.
    docs/Races.md says what is proven and what is trusted.

    ```mlir
    %i = arith.addi %base, %tid : index   // base = blockIdx.x * blockDim.x
    %in = arith.cmpi ult, %i, %n : index
    scf.if %in {
      memref.store %v, %out[%i] : memref<?xf32>   // proven: one thread each
    }
    memref.store %v, %out[%c0] : memref<?xf32>
    // error: R1: two threads write one element; threads (b=(0,0,0),
    //   t=(0,0,0)) and (b=(0,0,0), t=(1,0,0)) both write element 0 of ...
    ```
  }];
  let options = [
    Option<"warningsAsErrors", "warnings-as-errors", "bool",
           /*default=*/"false",
           "Treat the cases the checker cannot decide (R3) as errors">,
  ];
}

def WarpRaisePass : Pass<"warp-raise"> {
  let summary = "Raise collectives proven safe in untyped GPU code to typed "
                "warp ops";
  let description = [{
    The gradual path from plain `gpu`/`nvvm` kernels to the `warp` dialect.
    In each `gpu.func` kernel it rewrites, without changing what runs:

    * collectives at the top level of the entry block whose member mask is
      the whole warp (`shfl.sync`, `vote.sync`, `redux.sync`, `match.sync`,
      `gpu.shuffle` of width 32, `gpu.subgroup_reduce`) into `warp` ops on a
      `warp.entry` value, through a `warp.tile` when the shuffle's clamp makes
      groups of fewer than 32 lanes;
    * an `scf.if` without results whose condition is a function of the lane
      alone (`lane < 16`, `(tid & 1) == 0`) into `warp.if` on that static
      set, and the collectives directly in it whose member mask is that set
      into `warp` ops on the branch's sub-warp.

    Everything `--warp-check-convergence` flags stays as it is, with its
    finding as a warning; what the rules above do not cover stays too. The
    result passes the `warp` verifier, so from then on the types check it.
    Like the checker it runs on a symbol table or the top-level op, not
    nested on functions.

    ```mlir
    // nvvm.shfl.sync bfly %c-1, %v, %c16, %c31 : f32 -> f32   becomes
    %w = warp.entry : !warp.warp<all>
    %r = warp.shuffle xor %w, %v, 16 : !warp.warp<all>, f32
    ```
  }];
  let dependentDialects = ["::mlir::warp::WarpDialect"];
}

#endif // WARPTILE_DIALECT_WARP_TRANSFORMS_PASSES_TD
