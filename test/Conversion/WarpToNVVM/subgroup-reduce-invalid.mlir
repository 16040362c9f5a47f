// RUN: warp-opt %s --split-input-file --convert-gpu-subgroup-reduce-to-shuffles --verify-diagnostics

// Test: a subgroup reduction no shuffle can carry is reported, not left for
// a generic legalization failure later.
gpu.module @m {
  gpu.func @wide_reduce(%v: i128) kernel {
    // expected-error @+1 {{convert-gpu-subgroup-reduce-to-shuffles: no shuffle lowering for 'i128'}}
    %r = gpu.subgroup_reduce add %v : (i128) -> i128
    gpu.return
  }
}
