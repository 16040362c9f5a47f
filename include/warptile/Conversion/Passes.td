//===- Passes.td - warptile conversion passes --------------*- tablegen -*-===//
//
// Part of warptile.
//
//===----------------------------------------------------------------------===//

#ifndef WARPTILE_CONVERSION_PASSES_TD
#define WARPTILE_CONVERSION_PASSES_TD

include "mlir/Pass/PassBase.td"

def ConvertWarpToNVVMPass : Pass<"convert-warp-to-nvvm"> {
  let summary = "Lower the warp dialect to NVVM collectives on exact member masks";
  let description = [{
    Erases warp values: each becomes the `i32` member mask of its active set,
    a constant for static sets (so it folds into the instruction) and, for a
    `dyn` sub-warp of `warp.if`, the `vote.sync.ballot` of its condition over
    the parent's mask. Collectives become `shfl.sync`, `vote.sync`,
    `match.sync` and `redux.sync` on that mask; a collective on a half of
    `warp.diverge` runs under `scf.if` on the half's lane predicate, since a
    lane outside a member mask must not execute the instruction.
    `warp.if` becomes `scf.if`. Warps passed through `scf.for`, `cf.br`,
    `cf.cond_br`, `cf.switch`, calls and the arguments of any function op
    (`func.func`, `gpu.func`, `llvm.func`) become the same masks; block
    arguments whose mask is static fold away.

    ```mlir
    // %x = warp.shuffle xor %e, %v, 2 : !warp.warp<even>, i32   becomes
    %x = scf.if %lane_is_even -> (i32) {
      %r = nvvm.shfl.sync bfly %c0x55555555, %v, %c2, %c31 : i32 -> i32
      scf.yield %r : i32
    } else { ... ub.poison ... }
    ```
  }];
  let dependentDialects = [
    "::mlir::arith::ArithDialect",
    "::mlir::NVVM::NVVMDialect",
    "::mlir::scf::SCFDialect",
    "::mlir::ub::UBDialect",
  ];
  let options = [
    Option<"chip", "chip", "std::string", /*default=*/"\"sm_90\"",
           "Target SM: redux.sync is used for 32-bit integer reductions from "
           "sm_80 on">,
  ];
}

#endif // WARPTILE_CONVERSION_PASSES_TD
