// RUN: warp-opt %s --split-input-file --allow-unregistered-dialect -o /dev/null
// RUN: warp-opt %s --split-input-file --allow-unregistered-dialect --warp-check-convergence -o /dev/null
// RUN: warp-opt %s --split-input-file --allow-unregistered-dialect --warp-check-races -o /dev/null
// RUN: warp-opt %s --split-input-file --allow-unregistered-dialect --warp-raise -o /dev/null
//
// Values in a cycle, which a graph region allows (a module's top level;
// the region of an op no dialect registers, whose dominance MLIR does not
// verify): the verifiers' and checkers' chain walks (GEPs, casts, views,
// insert/extract chains) followed them without end (issue 27 round 55a:
// hangs with unbounded memory). Each walk is bounded now; every mode ends.
// The cycle at a module's top level is graph-region-top-cycle.test (not a
// .mlir: MLIR 22.1's canonicalizer, which the fuzzer runs on every seed,
// crashes on it upstream).

// -----

gpu.module @m {
  gpu.func @k(%q: !llvm.ptr<1>, %v: i32) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    "foo.region"() ({
      %g = llvm.getelementptr %g2[1] : (!llvm.ptr<1>) -> !llvm.ptr<1>, i32
      %g2 = llvm.getelementptr %g[1] : (!llvm.ptr<1>) -> !llvm.ptr<1>, i32
      llvm.store %v, %g : i32, !llvm.ptr<1>
      "foo.end"() : () -> ()
    }) : () -> ()
    gpu.return
  }
}

// -----

gpu.module @m {
  gpu.func @k(%flag: i1, %v: i32) kernel {
    %w = warp.entry : !warp.warp<all>
    %m = warp.if %w, %flag -> !warp.warp<all> {
    ^bb0(%t: !warp.warp<all>):
      warp.yield %t : !warp.warp<all>
    } else {
    ^bb0(%f: !warp.warp<all>):
      warp.yield %f : !warp.warp<all>
    }
    "foo.region"() ({
      %s1 = llvm.insertvalue %v, %s2[0] : !llvm.struct<(i32, i32)>
      %s2 = llvm.insertvalue %v, %s1[1] : !llvm.struct<(i32, i32)>
      "foo.end"() : () -> ()
    }) : () -> ()
    gpu.return
  }
}

// -----

gpu.module @m {
  gpu.func @k(%flag: i1, %v: i32) kernel {
    %w = warp.entry : !warp.warp<all>
    %m = warp.if %w, %flag -> !warp.warp<all> {
    ^bb0(%t: !warp.warp<all>):
      warp.yield %t : !warp.warp<all>
    } else {
    ^bb0(%f: !warp.warp<all>):
      warp.yield %f : !warp.warp<all>
    }
    "foo.region"() ({
      %a = memref.cast %b : memref<4xi32> to memref<?xi32>
      %b = memref.cast %a : memref<?xi32> to memref<4xi32>
      %c0 = arith.constant 0 : index
      %l = memref.load %b[%c0] : memref<4xi32>
      "foo.end"() : () -> ()
    }) : () -> ()
    gpu.return
  }
}

// -----

gpu.module @m {
  llvm.func @h(%x: i32) -> i32 {
    llvm.return %x : i32
  }
  gpu.func @k(%q: !llvm.ptr<1>, %p: memref<64xi32>, %v: i32, %i: index, %flag: i1) kernel {
    %t = gpu.thread_id x
    %ti = arith.index_cast %t : index to i32
    %c0 = arith.constant 0 : index
    %true = arith.constant true
    %w = warp.entry : !warp.warp<all>
    %wm = warp.if %w, %flag -> !warp.warp<all> {
    ^bb0(%tt: !warp.warp<all>):
      warp.yield %tt : !warp.warp<all>
    } else {
    ^bb0(%f: !warp.warp<all>):
      warp.yield %f : !warp.warp<all>
    }
    "foo.region"() ({
      %c0i = llvm.mlir.constant(0 : i32) : i32
      %vec = llvm.insertelement %v, %vec[%c0i : i32] : vector<2xi32>
      %e = llvm.extractelement %vec[%c0i : i32] : vector<2xi32>
      "foo.end"() : () -> ()
    }) : () -> ()
    gpu.return
  }
}
