// RUN: warp-opt %s -split-input-file -verify-diagnostics
// RUN: warp-opt %s -split-input-file -verify-diagnostics --mlir-disable-threading
//
// W17 and the private-call depth (docs/Dialects/Warp.md W17,
// docs/Dialects/WarpRationale.md): a private function's argument is as
// uniform as what every call site passes, asked up the callers through the
// helper itself and at most kMaxCallDepth = 8 private callers above it. A
// kernel argument passed down through 9 private functions (f1 .. f9, the
// last one bounding a warp loop by it) is uniform; through 10 it is taken as
// varying and the loop is W17. The symbol-table snapshot that shares the
// kernel's analysis between questions must not change this boundary (the
// helpers' own analyses depend on the depth and are never shared).

gpu.module @m {
  func.func private @f1(%x: !warp.warp<all>, %k: i32, %v: i32) -> !warp.warp<all> {
    %r = func.call @f2(%x, %k, %v) : (!warp.warp<all>, i32, i32) -> !warp.warp<all>
    return %r : !warp.warp<all>
  }
  func.func private @f2(%x: !warp.warp<all>, %k: i32, %v: i32) -> !warp.warp<all> {
    %r = func.call @f3(%x, %k, %v) : (!warp.warp<all>, i32, i32) -> !warp.warp<all>
    return %r : !warp.warp<all>
  }
  func.func private @f3(%x: !warp.warp<all>, %k: i32, %v: i32) -> !warp.warp<all> {
    %r = func.call @f4(%x, %k, %v) : (!warp.warp<all>, i32, i32) -> !warp.warp<all>
    return %r : !warp.warp<all>
  }
  func.func private @f4(%x: !warp.warp<all>, %k: i32, %v: i32) -> !warp.warp<all> {
    %r = func.call @f5(%x, %k, %v) : (!warp.warp<all>, i32, i32) -> !warp.warp<all>
    return %r : !warp.warp<all>
  }
  func.func private @f5(%x: !warp.warp<all>, %k: i32, %v: i32) -> !warp.warp<all> {
    %r = func.call @f6(%x, %k, %v) : (!warp.warp<all>, i32, i32) -> !warp.warp<all>
    return %r : !warp.warp<all>
  }
  func.func private @f6(%x: !warp.warp<all>, %k: i32, %v: i32) -> !warp.warp<all> {
    %r = func.call @f7(%x, %k, %v) : (!warp.warp<all>, i32, i32) -> !warp.warp<all>
    return %r : !warp.warp<all>
  }
  func.func private @f7(%x: !warp.warp<all>, %k: i32, %v: i32) -> !warp.warp<all> {
    %r = func.call @f8(%x, %k, %v) : (!warp.warp<all>, i32, i32) -> !warp.warp<all>
    return %r : !warp.warp<all>
  }
  func.func private @f8(%x: !warp.warp<all>, %k: i32, %v: i32) -> !warp.warp<all> {
    %r = func.call @f9(%x, %k, %v) : (!warp.warp<all>, i32, i32) -> !warp.warp<all>
    return %r : !warp.warp<all>
  }
  func.func private @f9(%x: !warp.warp<all>, %k: i32, %v: i32) -> !warp.warp<all> {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %ki = arith.index_cast %k : i32 to index
    %r = scf.for %i = %c0 to %ki step %c1 iter_args(%y = %x) -> (!warp.warp<all>) {
      %s = warp.shuffle xor %y, %v, 2 : !warp.warp<all>, i32
      scf.yield %y : !warp.warp<all>
    }
    return %r : !warp.warp<all>
  }
  gpu.func @k(%n: i32) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    %r = func.call @f1(%w, %n, %li) : (!warp.warp<all>, i32, i32) -> !warp.warp<all>
    gpu.return
  }
}

// -----

gpu.module @m {
  func.func private @f1(%x: !warp.warp<all>, %k: i32, %v: i32) -> !warp.warp<all> {
    %r = func.call @f2(%x, %k, %v) : (!warp.warp<all>, i32, i32) -> !warp.warp<all>
    return %r : !warp.warp<all>
  }
  func.func private @f2(%x: !warp.warp<all>, %k: i32, %v: i32) -> !warp.warp<all> {
    %r = func.call @f3(%x, %k, %v) : (!warp.warp<all>, i32, i32) -> !warp.warp<all>
    return %r : !warp.warp<all>
  }
  func.func private @f3(%x: !warp.warp<all>, %k: i32, %v: i32) -> !warp.warp<all> {
    %r = func.call @f4(%x, %k, %v) : (!warp.warp<all>, i32, i32) -> !warp.warp<all>
    return %r : !warp.warp<all>
  }
  func.func private @f4(%x: !warp.warp<all>, %k: i32, %v: i32) -> !warp.warp<all> {
    %r = func.call @f5(%x, %k, %v) : (!warp.warp<all>, i32, i32) -> !warp.warp<all>
    return %r : !warp.warp<all>
  }
  func.func private @f5(%x: !warp.warp<all>, %k: i32, %v: i32) -> !warp.warp<all> {
    %r = func.call @f6(%x, %k, %v) : (!warp.warp<all>, i32, i32) -> !warp.warp<all>
    return %r : !warp.warp<all>
  }
  func.func private @f6(%x: !warp.warp<all>, %k: i32, %v: i32) -> !warp.warp<all> {
    %r = func.call @f7(%x, %k, %v) : (!warp.warp<all>, i32, i32) -> !warp.warp<all>
    return %r : !warp.warp<all>
  }
  func.func private @f7(%x: !warp.warp<all>, %k: i32, %v: i32) -> !warp.warp<all> {
    %r = func.call @f8(%x, %k, %v) : (!warp.warp<all>, i32, i32) -> !warp.warp<all>
    return %r : !warp.warp<all>
  }
  func.func private @f8(%x: !warp.warp<all>, %k: i32, %v: i32) -> !warp.warp<all> {
    %r = func.call @f9(%x, %k, %v) : (!warp.warp<all>, i32, i32) -> !warp.warp<all>
    return %r : !warp.warp<all>
  }
  func.func private @f9(%x: !warp.warp<all>, %k: i32, %v: i32) -> !warp.warp<all> {
    %r = func.call @f10(%x, %k, %v) : (!warp.warp<all>, i32, i32) -> !warp.warp<all>
    return %r : !warp.warp<all>
  }
  func.func private @f10(%x: !warp.warp<all>, %k: i32, %v: i32) -> !warp.warp<all> {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %ki = arith.index_cast %k : i32 to index
    // expected-error @+1 {{W17: carries warp value '!warp.warp<all>' but its upper bound is not shown lane-uniform}}
    %r = scf.for %i = %c0 to %ki step %c1 iter_args(%y = %x) -> (!warp.warp<all>) {
      %s = warp.shuffle xor %y, %v, 2 : !warp.warp<all>, i32
      scf.yield %y : !warp.warp<all>
    }
    return %r : !warp.warp<all>
  }
  gpu.func @k(%n: i32) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    %r = func.call @f1(%w, %n, %li) : (!warp.warp<all>, i32, i32) -> !warp.warp<all>
    gpu.return
  }
}
