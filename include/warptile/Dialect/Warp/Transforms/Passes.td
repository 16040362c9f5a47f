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
    | C4 | a block barrier under control flow that not every thread of the block takes |
    | C5 | (warning) the checker cannot decide: a run-time member mask it cannot follow, or reads it cannot bound |

    Each diagnostic has a note at the branch where the lanes diverge. Errors
    make the pass fail; warnings do not, unless `warnings-as-errors`.

    Lane sets are derived from branch conditions of the lane (`lane < 16`,
    `(tid & 1) == 0`, `tid < C`, `lane == 0`); a member mask is a constant, a
    `ballot` of such a predicate, or a `ballot` of the branch's own
    condition.

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

#endif // WARPTILE_DIALECT_WARP_TRANSFORMS_PASSES_TD
