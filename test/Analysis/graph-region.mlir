// RUN: warp-opt %s --warp-check-convergence --verify-diagnostics -o /dev/null
// RUN: warp-opt %s --warp-raise --verify-diagnostics -o /dev/null
//
// A module body is a graph region: a ballot may name its own result as its
// member mask, or two ballots each other's. The verifier accepts that; the
// checker and the raise followed the mask chain by recursion and never
// returned. A cycle is a mask nothing can resolve: C5.

module {
  %p = llvm.mlir.constant(true) : i1
  // expected-warning @+1 {{C5: the member mask of vote.sync ballot is a run-time value the checker cannot follow}}
  %b = nvvm.vote.sync ballot %b, %p -> i32
  // expected-warning @+1 {{C5: the member mask of vote.sync ballot is a run-time value the checker cannot follow}}
  %c = nvvm.vote.sync ballot %d, %p -> i32
  // expected-warning @+1 {{C5: the member mask of vote.sync ballot is a run-time value the checker cannot follow}}
  %d = nvvm.vote.sync ballot %c, %p -> i32
}
