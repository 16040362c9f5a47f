// RUN: warp-opt %s --split-input-file --verify-diagnostics
//
// Issue 27 hole 1, the roots no warp op reaches. MLIR gives the warp dialect
// no hook in func.func or gpu.func, so these were walked by nobody:
// warp-verify-lanes, which warp-opt runs before any pass (and
// convert-warp-to-nvvm before it lowers, unreached-warps-lowering.test),
// walks them. The nearest legal programs are in unreached-warps-legal.mlir.

// Test: W2_kernel_parameter_no_warp_op (no warp op anywhere: the helper's
// declaration-free body only returns; the PTX would take the mask from the
// host)
gpu.module @m {
  func.func private @keep(%w: !warp.warp<all>) {
    return
  }
  // expected-error @+1 {{W2: kernel parameter #0 has warp type '!warp.warp<all>'; a kernel's warp comes from warp.entry, not from the host, which would choose its lanes}}
  gpu.func @W2_kernel_parameter_no_warp_op(%w: !warp.warp<all>) kernel {
    func.call @keep(%w) : (!warp.warp<all>) -> ()
    gpu.return
  }
}

// -----

// Test: W2_kernel_parameter_unused
gpu.module @m {
  // expected-error @+1 {{W2: kernel parameter #1 has warp type '!warp.warp<low(16)>'}}
  gpu.func @W2_kernel_parameter_unused(%v: i32, %w: !warp.warp<low(16)>) kernel {
    gpu.return
  }
}

// -----

// Test: W2_kernel_parameter_llvm_func (a kernel after the GPU lowering)
module {
  // expected-error @+1 {{W2: kernel parameter #0 has warp type '!warp.warp<all>'}}
  func.func @W2_kernel_parameter_llvm_func(%w: !warp.warp<all>) attributes {gpu.kernel} {
    return
  }
}

// -----

// Test: W3_uncalled_parameter_returned_twice (no caller, no warp op)
gpu.module @m {
  func.func @W3_uncalled_parameter_returned_twice(%w: !warp.warp<all>) -> (!warp.warp<all>, !warp.warp<all>) {
    // expected-error @+1 {{W3: takes warp value '!warp.warp<all>' twice; a warp value is consumed once}}
    return %w, %w : !warp.warp<all>, !warp.warp<all>
  }
}

// -----

// Test: W5_parameter_in_lane_dependent_if (the helper reduces, but only the
// lanes below 16 would run it)
gpu.module @m {
  func.func private @sum(%w: !warp.warp<all>, %v: i32) -> i32 {
    %r = warp.reduce add %w, %v : !warp.warp<all>, i32
    return %r : i32
  }
  func.func @W5_parameter_in_lane_dependent_if(%w: !warp.warp<all>, %v: i32) {
    %lane = nvvm.read.ptx.sreg.laneid : i32
    %c16 = arith.constant 16 : i32
    %low = arith.cmpi ult, %lane, %c16 : i32
    // expected-note @+1 {{the region is entered here}}
    scf.if %low {
      // expected-error @+1 {{W5: uses '!warp.warp<all>' inside a region it was not passed into}}
      %r = func.call @sum(%w, %v) : (!warp.warp<all>, i32) -> i32
    }
    return
  }
}

// -----

// Test: W17_parameter_carried_by_lane_dependent_loop
gpu.module @m {
  func.func private @sum(%w: !warp.warp<all>, %v: i32) -> (!warp.warp<all>, i32) {
    %r = warp.reduce add %w, %v : !warp.warp<all>, i32
    return %w, %r : !warp.warp<all>, i32
  }
  func.func @W17_parameter_carried_by_lane_dependent_loop(%w: !warp.warp<all>, %v: i32) -> !warp.warp<all> {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %lane = nvvm.read.ptx.sreg.laneid : i32
    %n = arith.index_cast %lane : i32 to index
    // expected-error @+1 {{W17: carries warp value '!warp.warp<all>' but its upper bound is not shown lane-uniform}}
    %r = scf.for %i = %c0 to %n step %c1 iter_args(%x = %w) -> (!warp.warp<all>) {
      %y, %s = func.call @sum(%x, %v) : (!warp.warp<all>, i32) -> (!warp.warp<all>, i32)
      scf.yield %y : !warp.warp<all>
    }
    return %r : !warp.warp<all>
  }
}

// -----

// Test: W18_forged_warp_to_declaration (no warp op ever uses it)
gpu.module @m {
  func.func private @external(!warp.warp<all>)
  gpu.func @W18_forged_warp_to_declaration() kernel {
    // expected-note @+1 {{made here}}
    %p = ub.poison : !warp.warp<all>
    // expected-error @+1 {{W18: uses '!warp.warp<all>' made by 'ub.poison'; warp values come only from warp.entry and the warp ops}}
    func.call @external(%p) : (!warp.warp<all>) -> ()
    gpu.return
  }
}

// -----

// Test: W18_declared_warp_to_declaration (a declaration could claim any
// lanes)
gpu.module @m {
  func.func private @make() -> !warp.warp<all>
  func.func private @external(!warp.warp<all>)
  gpu.func @W18_declared_warp_to_declaration() kernel {
    // expected-note @+1 {{made here}}
    %p = func.call @make() : () -> !warp.warp<all>
    // expected-error @+1 {{W18: uses '!warp.warp<all>' made by 'func.call'; warp values come only from warp.entry and the warp ops}}
    func.call @external(%p) : (!warp.warp<all>) -> ()
    gpu.return
  }
}

// -----

// Test: W18_uncalled_parameter_from_kernel_parameter_chain (a helper with no
// warp op hands the parameter to a second one; the kernel passes its own
// warp parameter, and no warp op is anywhere)
gpu.module @m {
  func.func private @inner(%w: !warp.warp<all>) {
    return
  }
  func.func private @outer(%w: !warp.warp<all>) {
    func.call @inner(%w) : (!warp.warp<all>) -> ()
    return
  }
  // expected-error @+1 {{W2: kernel parameter #0 has warp type '!warp.warp<all>'}}
  gpu.func @chain(%w: !warp.warp<all>) kernel {
    func.call @outer(%w) : (!warp.warp<all>) -> ()
    gpu.return
  }
}
