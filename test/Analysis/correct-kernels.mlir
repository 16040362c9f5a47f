// RUN: warp-opt %s --split-input-file --warp-check-convergence=warnings-as-errors --verify-diagnostics
// RUN: warp-opt %s --split-input-file --warp-raise --verify-diagnostics | FileCheck %s --check-prefix=RAISED
// --warp-raise types 15 of these kernels (the rest use masks or loops it
// does not raise yet, or, as @block_reduce, a whole-warp redux under a
// branch the verifier cannot show warp-uniform without a declared block:
// a wait W19 would reject while a raised warp is live), and every raised
// kernel passes the warp verifier:
// RAISED-COUNT-15: warp.entry : !warp.warp<all>
//
// Correct kernels that must pass clean (no error, no warning): reductions,
// scans, sorts, a histogram, a stencil, block reductions with barriers,
// branches that keep warps whole, uniform loops in scf and cf form, and a
// kernel in the LLVM dialect as --import-llvm produces it.

// -----

// Kernel: butterfly_sum
gpu.module @butterfly_sum {
  gpu.func @butterfly_sum(%x: memref<256xi32>, %y: memref<256xf32>, %n: index) kernel {
    %all = arith.constant -1 : i32
    %c0i = arith.constant 0 : i32
    %c1i = arith.constant 1 : i32
    %c2i = arith.constant 2 : i32
    %c4i = arith.constant 4 : i32
    %c8i = arith.constant 8 : i32
    %c16i = arith.constant 16 : i32
    %c31 = arith.constant 31 : i32
    %c32i = arith.constant 32 : i32
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %tid = nvvm.read.ptx.sreg.tid.x : i32
    %lane = nvvm.read.ptx.sreg.laneid : i32
    %t = arith.index_cast %tid : i32 to index
    %v = memref.load %y[%t] : memref<256xf32>
    %a = nvvm.shfl.sync bfly %all, %v, %c16i, %c31 : f32 -> f32
    %s = arith.addf %v, %a : f32
    %b = nvvm.shfl.sync bfly %all, %s, %c8i, %c31 : f32 -> f32
    %s2 = arith.addf %s, %b : f32
    memref.store %s2, %y[%t] : memref<256xf32>
    gpu.return
  }
}

// -----

// Kernel: shuffle_down_reduce
gpu.module @shuffle_down_reduce {
  gpu.func @shuffle_down_reduce(%x: memref<256xi32>, %y: memref<256xf32>, %n: index) kernel {
    %all = arith.constant -1 : i32
    %c0i = arith.constant 0 : i32
    %c1i = arith.constant 1 : i32
    %c2i = arith.constant 2 : i32
    %c4i = arith.constant 4 : i32
    %c8i = arith.constant 8 : i32
    %c16i = arith.constant 16 : i32
    %c31 = arith.constant 31 : i32
    %c32i = arith.constant 32 : i32
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %tid = nvvm.read.ptx.sreg.tid.x : i32
    %lane = nvvm.read.ptx.sreg.laneid : i32
    %t = arith.index_cast %tid : i32 to index
    %v = memref.load %x[%t] : memref<256xi32>
    %a = nvvm.shfl.sync down %all, %v, %c16i, %c31 : i32 -> i32
    %s = arith.addi %v, %a : i32
    %b = nvvm.shfl.sync down %all, %s, %c8i, %c31 : i32 -> i32
    %s2 = arith.addi %s, %b : i32
    memref.store %s2, %x[%t] : memref<256xi32>
    gpu.return
  }
}

// -----

// Kernel: inclusive_scan
gpu.module @inclusive_scan {
  gpu.func @inclusive_scan(%x: memref<256xi32>, %y: memref<256xf32>, %n: index) kernel {
    %all = arith.constant -1 : i32
    %c0i = arith.constant 0 : i32
    %c1i = arith.constant 1 : i32
    %c2i = arith.constant 2 : i32
    %c4i = arith.constant 4 : i32
    %c8i = arith.constant 8 : i32
    %c16i = arith.constant 16 : i32
    %c31 = arith.constant 31 : i32
    %c32i = arith.constant 32 : i32
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %tid = nvvm.read.ptx.sreg.tid.x : i32
    %lane = nvvm.read.ptx.sreg.laneid : i32
    %t = arith.index_cast %tid : i32 to index
    %v = memref.load %x[%t] : memref<256xi32>
    %u1 = nvvm.shfl.sync up %all, %v, %c1i, %c0i : i32 -> i32
    %in1 = arith.cmpi uge, %lane, %c1i : i32
    %a1 = arith.addi %v, %u1 : i32
    %x1 = arith.select %in1, %a1, %v : i32
    %u2 = nvvm.shfl.sync up %all, %x1, %c2i, %c0i : i32 -> i32
    %in2 = arith.cmpi uge, %lane, %c2i : i32
    %a2 = arith.addi %x1, %u2 : i32
    %x2 = arith.select %in2, %a2, %x1 : i32
    memref.store %x2, %x[%t] : memref<256xi32>
    gpu.return
  }
}

// -----

// Kernel: block_reduce
gpu.module @block_reduce {
  gpu.func @block_reduce(%x: memref<256xi32>, %y: memref<256xf32>, %n: index) kernel {
    %all = arith.constant -1 : i32
    %c0i = arith.constant 0 : i32
    %c1i = arith.constant 1 : i32
    %c2i = arith.constant 2 : i32
    %c4i = arith.constant 4 : i32
    %c8i = arith.constant 8 : i32
    %c16i = arith.constant 16 : i32
    %c31 = arith.constant 31 : i32
    %c32i = arith.constant 32 : i32
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %tid = nvvm.read.ptx.sreg.tid.x : i32
    %lane = nvvm.read.ptx.sreg.laneid : i32
    %t = arith.index_cast %tid : i32 to index
    %smem = memref.alloca() : memref<8xi32, #gpu.address_space<workgroup>>
    %v = memref.load %x[%t] : memref<256xi32>
    %r = nvvm.redux.sync add %v, %all : i32 -> i32
    %warp = arith.divui %tid, %c32i : i32
    %w = arith.index_cast %warp : i32 to index
    %first = arith.cmpi eq, %lane, %c0i : i32
    scf.if %first {
      memref.store %r, %smem[%w] : memref<8xi32, #gpu.address_space<workgroup>>
    }
    gpu.barrier
    // Warp 0 finishes: a warp-uniform branch keeps each warp whole.
    %isWarp0 = arith.cmpi eq, %warp, %c0i : i32
    scf.if %isWarp0 {
      %c8 = arith.constant 8 : i32
      %has = arith.cmpi ult, %lane, %c8 : i32
      %l = arith.index_cast %lane : i32 to index
      %part = scf.if %has -> (i32) {
        %p = memref.load %smem[%l] : memref<8xi32, #gpu.address_space<workgroup>>
        scf.yield %p : i32
      } else {
        scf.yield %c0i : i32
      }
      %total = nvvm.redux.sync add %part, %all : i32 -> i32
      memref.store %total, %x[%c0] : memref<256xi32>
    }
    gpu.return
  }
}

// -----

// Kernel: histogram_match
gpu.module @histogram_match {
  gpu.func @histogram_match(%x: memref<256xi32>, %y: memref<256xf32>, %n: index) kernel {
    %all = arith.constant -1 : i32
    %c0i = arith.constant 0 : i32
    %c1i = arith.constant 1 : i32
    %c2i = arith.constant 2 : i32
    %c4i = arith.constant 4 : i32
    %c8i = arith.constant 8 : i32
    %c16i = arith.constant 16 : i32
    %c31 = arith.constant 31 : i32
    %c32i = arith.constant 32 : i32
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %tid = nvvm.read.ptx.sreg.tid.x : i32
    %lane = nvvm.read.ptx.sreg.laneid : i32
    %t = arith.index_cast %tid : i32 to index
    %v = memref.load %x[%t] : memref<256xi32>
    %peers = nvvm.match.sync any %all, %v : i32 -> i32
    memref.store %peers, %x[%t] : memref<256xi32>
    gpu.return
  }
}

// -----

// Kernel: stencil_with_barrier
gpu.module @stencil_with_barrier {
  gpu.func @stencil_with_barrier(%x: memref<256xi32>, %y: memref<256xf32>, %n: index) kernel {
    %all = arith.constant -1 : i32
    %c0i = arith.constant 0 : i32
    %c1i = arith.constant 1 : i32
    %c2i = arith.constant 2 : i32
    %c4i = arith.constant 4 : i32
    %c8i = arith.constant 8 : i32
    %c16i = arith.constant 16 : i32
    %c31 = arith.constant 31 : i32
    %c32i = arith.constant 32 : i32
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %tid = nvvm.read.ptx.sreg.tid.x : i32
    %lane = nvvm.read.ptx.sreg.laneid : i32
    %t = arith.index_cast %tid : i32 to index
    %smem = memref.alloca() : memref<256xf32, #gpu.address_space<workgroup>>
    %v = memref.load %y[%t] : memref<256xf32>
    memref.store %v, %smem[%t] : memref<256xf32, #gpu.address_space<workgroup>>
    gpu.barrier
    %c255 = arith.constant 255 : index
    %inner = arith.cmpi ult, %t, %c255 : index
    scf.if %inner {
      %tn = arith.addi %t, %c1 : index
      %r = memref.load %smem[%tn] : memref<256xf32, #gpu.address_space<workgroup>>
      %s = arith.addf %v, %r : f32
      memref.store %s, %y[%t] : memref<256xf32>
    }
    gpu.return
  }
}

// -----

// Kernel: bitonic_steps
gpu.module @bitonic_steps {
  gpu.func @bitonic_steps(%x: memref<256xi32>, %y: memref<256xf32>, %n: index) kernel {
    %all = arith.constant -1 : i32
    %c0i = arith.constant 0 : i32
    %c1i = arith.constant 1 : i32
    %c2i = arith.constant 2 : i32
    %c4i = arith.constant 4 : i32
    %c8i = arith.constant 8 : i32
    %c16i = arith.constant 16 : i32
    %c31 = arith.constant 31 : i32
    %c32i = arith.constant 32 : i32
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %tid = nvvm.read.ptx.sreg.tid.x : i32
    %lane = nvvm.read.ptx.sreg.laneid : i32
    %t = arith.index_cast %tid : i32 to index
    %v = memref.load %x[%t] : memref<256xi32>
    %p2_1 = nvvm.shfl.sync bfly %all, %v, %c1i, %c31 : i32 -> i32
    %m2_1 = arith.minsi %v, %p2_1 : i32
    %M2_1 = arith.maxsi %v, %p2_1 : i32
    %lo2_1 = arith.andi %lane, %c1i : i32
    %isLo2_1 = arith.cmpi eq, %lo2_1, %c0i : i32
    %x2_1 = arith.select %isLo2_1, %m2_1, %M2_1 : i32
    %p4_2 = nvvm.shfl.sync bfly %all, %x2_1, %c2i, %c31 : i32 -> i32
    %m4_2 = arith.minsi %x2_1, %p4_2 : i32
    %M4_2 = arith.maxsi %x2_1, %p4_2 : i32
    %lo4_2 = arith.andi %lane, %c2i : i32
    %isLo4_2 = arith.cmpi eq, %lo4_2, %c0i : i32
    %x4_2 = arith.select %isLo4_2, %m4_2, %M4_2 : i32
    %p4_1 = nvvm.shfl.sync bfly %all, %x4_2, %c1i, %c31 : i32 -> i32
    %m4_1 = arith.minsi %x4_2, %p4_1 : i32
    %M4_1 = arith.maxsi %x4_2, %p4_1 : i32
    %lo4_1 = arith.andi %lane, %c1i : i32
    %isLo4_1 = arith.cmpi eq, %lo4_1, %c0i : i32
    %x4_1 = arith.select %isLo4_1, %m4_1, %M4_1 : i32
    memref.store %x4_1, %x[%t] : memref<256xi32>
    gpu.return
  }
}

// -----

// Kernel: broadcast_lane0
gpu.module @broadcast_lane0 {
  gpu.func @broadcast_lane0(%x: memref<256xi32>, %y: memref<256xf32>, %n: index) kernel {
    %all = arith.constant -1 : i32
    %c0i = arith.constant 0 : i32
    %c1i = arith.constant 1 : i32
    %c2i = arith.constant 2 : i32
    %c4i = arith.constant 4 : i32
    %c8i = arith.constant 8 : i32
    %c16i = arith.constant 16 : i32
    %c31 = arith.constant 31 : i32
    %c32i = arith.constant 32 : i32
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %tid = nvvm.read.ptx.sreg.tid.x : i32
    %lane = nvvm.read.ptx.sreg.laneid : i32
    %t = arith.index_cast %tid : i32 to index
    %v = memref.load %y[%t] : memref<256xf32>
    %b = nvvm.shfl.sync idx %all, %v, %c0i, %c31 : f32 -> f32
    memref.store %b, %y[%t] : memref<256xf32>
    gpu.return
  }
}

// -----

// Kernel: ballot_count
gpu.module @ballot_count {
  gpu.func @ballot_count(%x: memref<256xi32>, %y: memref<256xf32>, %n: index) kernel {
    %all = arith.constant -1 : i32
    %c0i = arith.constant 0 : i32
    %c1i = arith.constant 1 : i32
    %c2i = arith.constant 2 : i32
    %c4i = arith.constant 4 : i32
    %c8i = arith.constant 8 : i32
    %c16i = arith.constant 16 : i32
    %c31 = arith.constant 31 : i32
    %c32i = arith.constant 32 : i32
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %tid = nvvm.read.ptx.sreg.tid.x : i32
    %lane = nvvm.read.ptx.sreg.laneid : i32
    %t = arith.index_cast %tid : i32 to index
    %v = memref.load %x[%t] : memref<256xi32>
    %pos = arith.cmpi sgt, %v, %c0i : i32
    %b = nvvm.vote.sync ballot %all, %pos -> i32
    %cnt = math.ctpop %b : i32
    memref.store %cnt, %x[%t] : memref<256xi32>
    gpu.return
  }
}

// -----

// Kernel: whole_warps_branch
gpu.module @whole_warps_branch {
  gpu.func @whole_warps_branch(%x: memref<256xi32>, %y: memref<256xf32>, %n: index) kernel {
    %all = arith.constant -1 : i32
    %c0i = arith.constant 0 : i32
    %c1i = arith.constant 1 : i32
    %c2i = arith.constant 2 : i32
    %c4i = arith.constant 4 : i32
    %c8i = arith.constant 8 : i32
    %c16i = arith.constant 16 : i32
    %c31 = arith.constant 31 : i32
    %c32i = arith.constant 32 : i32
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %tid = nvvm.read.ptx.sreg.tid.x : i32
    %lane = nvvm.read.ptx.sreg.laneid : i32
    %t = arith.index_cast %tid : i32 to index
    // tid < 64 splits no warp: each is all in or all out.
    %c64 = arith.constant 64 : i32
    %head = arith.cmpi ult, %tid, %c64 : i32
    scf.if %head {
      %v = memref.load %x[%t] : memref<256xi32>
      %r = nvvm.redux.sync max %v, %all : i32 -> i32
      memref.store %r, %x[%t] : memref<256xi32>
    }
    gpu.return
  }
}

// -----

// Kernel: uniform_branch_barrier
gpu.module @uniform_branch_barrier {
  gpu.func @uniform_branch_barrier(%x: memref<256xi32>, %y: memref<256xf32>, %n: index) kernel {
    %all = arith.constant -1 : i32
    %c0i = arith.constant 0 : i32
    %c1i = arith.constant 1 : i32
    %c2i = arith.constant 2 : i32
    %c4i = arith.constant 4 : i32
    %c8i = arith.constant 8 : i32
    %c16i = arith.constant 16 : i32
    %c31 = arith.constant 31 : i32
    %c32i = arith.constant 32 : i32
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %tid = nvvm.read.ptx.sreg.tid.x : i32
    %lane = nvvm.read.ptx.sreg.laneid : i32
    %t = arith.index_cast %tid : i32 to index
    %bid = nvvm.read.ptx.sreg.ctaid.x : i32
    %firstBlock = arith.cmpi eq, %bid, %c0i : i32
    scf.if %firstBlock {
      gpu.barrier
    }
    gpu.return
  }
}

// -----

// Kernel: uniform_loop
gpu.module @uniform_loop {
  gpu.func @uniform_loop(%x: memref<256xi32>, %y: memref<256xf32>, %n: index) kernel {
    %all = arith.constant -1 : i32
    %c0i = arith.constant 0 : i32
    %c1i = arith.constant 1 : i32
    %c2i = arith.constant 2 : i32
    %c4i = arith.constant 4 : i32
    %c8i = arith.constant 8 : i32
    %c16i = arith.constant 16 : i32
    %c31 = arith.constant 31 : i32
    %c32i = arith.constant 32 : i32
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %tid = nvvm.read.ptx.sreg.tid.x : i32
    %lane = nvvm.read.ptx.sreg.laneid : i32
    %t = arith.index_cast %tid : i32 to index
    %v0 = memref.load %y[%t] : memref<256xf32>
    %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %v0) -> (f32) {
      %s = nvvm.shfl.sync bfly %all, %acc, %c1i, %c31 : f32 -> f32
      %a = arith.addf %acc, %s : f32
      gpu.barrier
      scf.yield %a : f32
    }
    memref.store %r, %y[%t] : memref<256xf32>
    gpu.return
  }
}

// -----

// Kernel: prefix_lanes_scan
gpu.module @prefix_lanes_scan {
  gpu.func @prefix_lanes_scan(%x: memref<256xi32>, %y: memref<256xf32>, %n: index) kernel {
    %all = arith.constant -1 : i32
    %c0i = arith.constant 0 : i32
    %c1i = arith.constant 1 : i32
    %c2i = arith.constant 2 : i32
    %c4i = arith.constant 4 : i32
    %c8i = arith.constant 8 : i32
    %c16i = arith.constant 16 : i32
    %c31 = arith.constant 31 : i32
    %c32i = arith.constant 32 : i32
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %tid = nvvm.read.ptx.sreg.tid.x : i32
    %lane = nvvm.read.ptx.sreg.laneid : i32
    %t = arith.index_cast %tid : i32 to index
    %c8 = arith.constant 8 : i32
    %top = arith.cmpi ult, %lane, %c8 : i32
    %mask = nvvm.vote.sync ballot %all, %top -> i32
    scf.if %top {
      %v = memref.load %x[%t] : memref<256xi32>
      %u = nvvm.shfl.sync up %mask, %v, %c1i, %c0i : i32 -> i32
      memref.store %u, %x[%t] : memref<256xi32>
    }
    gpu.return
  }
}

// -----

// Kernel: group16_clamp
gpu.module @group16_clamp {
  gpu.func @group16_clamp(%x: memref<256xi32>, %y: memref<256xf32>, %n: index) kernel {
    %all = arith.constant -1 : i32
    %c0i = arith.constant 0 : i32
    %c1i = arith.constant 1 : i32
    %c2i = arith.constant 2 : i32
    %c4i = arith.constant 4 : i32
    %c8i = arith.constant 8 : i32
    %c16i = arith.constant 16 : i32
    %c31 = arith.constant 31 : i32
    %c32i = arith.constant 32 : i32
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %tid = nvvm.read.ptx.sreg.tid.x : i32
    %lane = nvvm.read.ptx.sreg.laneid : i32
    %t = arith.index_cast %tid : i32 to index
    %clamp16 = arith.constant 4127 : i32
    %v = memref.load %y[%t] : memref<256xf32>
    %s = nvvm.shfl.sync down %all, %v, %c8i, %clamp16 : f32 -> f32
    memref.store %s, %y[%t] : memref<256xf32>
    gpu.return
  }
}

// -----

// Kernel: vote_any_all
gpu.module @vote_any_all {
  gpu.func @vote_any_all(%x: memref<256xi32>, %y: memref<256xf32>, %n: index) kernel {
    %all = arith.constant -1 : i32
    %c0i = arith.constant 0 : i32
    %c1i = arith.constant 1 : i32
    %c2i = arith.constant 2 : i32
    %c4i = arith.constant 4 : i32
    %c8i = arith.constant 8 : i32
    %c16i = arith.constant 16 : i32
    %c31 = arith.constant 31 : i32
    %c32i = arith.constant 32 : i32
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %tid = nvvm.read.ptx.sreg.tid.x : i32
    %lane = nvvm.read.ptx.sreg.laneid : i32
    %t = arith.index_cast %tid : i32 to index
    %v = memref.load %x[%t] : memref<256xi32>
    %neg = arith.cmpi slt, %v, %c0i : i32
    %any = nvvm.vote.sync any %all, %neg -> i1
    %every = nvvm.vote.sync all %all, %neg -> i1
    %both = arith.andi %any, %every : i1
    %e = arith.extui %both : i1 to i32
    memref.store %e, %x[%t] : memref<256xi32>
    gpu.return
  }
}

// -----

// Kernel: gpu_dialect_collectives
gpu.module @gpu_dialect_collectives {
  gpu.func @gpu_dialect_collectives(%x: memref<256xi32>, %y: memref<256xf32>, %n: index) kernel {
    %all = arith.constant -1 : i32
    %c0i = arith.constant 0 : i32
    %c1i = arith.constant 1 : i32
    %c2i = arith.constant 2 : i32
    %c4i = arith.constant 4 : i32
    %c8i = arith.constant 8 : i32
    %c16i = arith.constant 16 : i32
    %c31 = arith.constant 31 : i32
    %c32i = arith.constant 32 : i32
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %tid = nvvm.read.ptx.sreg.tid.x : i32
    %lane = nvvm.read.ptx.sreg.laneid : i32
    %t = arith.index_cast %tid : i32 to index
    %v = memref.load %y[%t] : memref<256xf32>
    %s, %ok = gpu.shuffle xor %v, %c16i, %c32i : f32
    %r = gpu.subgroup_reduce add %s : (f32) -> f32
    memref.store %r, %y[%t] : memref<256xf32>
    gpu.return
  }
}

// -----

// Kernel: ballot_then_vote
gpu.module @ballot_then_vote {
  gpu.func @ballot_then_vote(%x: memref<256xi32>, %y: memref<256xf32>, %n: index) kernel {
    %all = arith.constant -1 : i32
    %c0i = arith.constant 0 : i32
    %c1i = arith.constant 1 : i32
    %c2i = arith.constant 2 : i32
    %c4i = arith.constant 4 : i32
    %c8i = arith.constant 8 : i32
    %c16i = arith.constant 16 : i32
    %c31 = arith.constant 31 : i32
    %c32i = arith.constant 32 : i32
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %tid = nvvm.read.ptx.sreg.tid.x : i32
    %lane = nvvm.read.ptx.sreg.laneid : i32
    %t = arith.index_cast %tid : i32 to index
    %v = memref.load %x[%t] : memref<256xi32>
    %odd = arith.cmpi slt, %v, %c0i : i32
    %members = nvvm.vote.sync ballot %all, %odd -> i32
    scf.if %odd {
      %true = arith.constant true
      %b = nvvm.vote.sync ballot %members, %true -> i32
      memref.store %b, %x[%t] : memref<256xi32>
    }
    gpu.return
  }
}

// -----

// Kernel: low_half_exact_mask
gpu.module @low_half_exact_mask {
  gpu.func @low_half_exact_mask(%x: memref<256xi32>, %y: memref<256xf32>, %n: index) kernel {
    %all = arith.constant -1 : i32
    %c0i = arith.constant 0 : i32
    %c1i = arith.constant 1 : i32
    %c2i = arith.constant 2 : i32
    %c4i = arith.constant 4 : i32
    %c8i = arith.constant 8 : i32
    %c16i = arith.constant 16 : i32
    %c31 = arith.constant 31 : i32
    %c32i = arith.constant 32 : i32
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %tid = nvvm.read.ptx.sreg.tid.x : i32
    %lane = nvvm.read.ptx.sreg.laneid : i32
    %t = arith.index_cast %tid : i32 to index
    %low = arith.cmpi ult, %lane, %c16i : i32
    %half = arith.constant 65535 : i32
    scf.if %low {
      %v = memref.load %x[%t] : memref<256xi32>
      %u = nvvm.shfl.sync up %half, %v, %c4i, %c0i : i32 -> i32
      memref.store %u, %x[%t] : memref<256xi32>
    }
    gpu.return
  }
}

// -----

// Kernel: even_lanes_xor2
gpu.module @even_lanes_xor2 {
  gpu.func @even_lanes_xor2(%x: memref<256xi32>, %y: memref<256xf32>, %n: index) kernel {
    %all = arith.constant -1 : i32
    %c0i = arith.constant 0 : i32
    %c1i = arith.constant 1 : i32
    %c2i = arith.constant 2 : i32
    %c4i = arith.constant 4 : i32
    %c8i = arith.constant 8 : i32
    %c16i = arith.constant 16 : i32
    %c31 = arith.constant 31 : i32
    %c32i = arith.constant 32 : i32
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %tid = nvvm.read.ptx.sreg.tid.x : i32
    %lane = nvvm.read.ptx.sreg.laneid : i32
    %t = arith.index_cast %tid : i32 to index
    %par = arith.andi %tid, %c1i : i32
    %even = arith.cmpi eq, %par, %c0i : i32
    %evens = arith.constant 1431655765 : i32
    scf.if %even {
      %v = memref.load %x[%t] : memref<256xi32>
      %p = nvvm.shfl.sync bfly %evens, %v, %c2i, %c31 : i32 -> i32
      memref.store %p, %x[%t] : memref<256xi32>
    }
    gpu.return
  }
}

// -----

// Kernel: redux_min_max
gpu.module @redux_min_max {
  gpu.func @redux_min_max(%x: memref<256xi32>, %y: memref<256xf32>, %n: index) kernel {
    %all = arith.constant -1 : i32
    %c0i = arith.constant 0 : i32
    %c1i = arith.constant 1 : i32
    %c2i = arith.constant 2 : i32
    %c4i = arith.constant 4 : i32
    %c8i = arith.constant 8 : i32
    %c16i = arith.constant 16 : i32
    %c31 = arith.constant 31 : i32
    %c32i = arith.constant 32 : i32
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %tid = nvvm.read.ptx.sreg.tid.x : i32
    %lane = nvvm.read.ptx.sreg.laneid : i32
    %t = arith.index_cast %tid : i32 to index
    %v = memref.load %x[%t] : memref<256xi32>
    %mn = nvvm.redux.sync min %v, %all : i32 -> i32
    %mx = nvvm.redux.sync max %v, %all : i32 -> i32
    %d = arith.subi %mx, %mn : i32
    memref.store %d, %x[%t] : memref<256xi32>
    gpu.return
  }
}

// -----

// Kernel: cfg_uniform_loop
gpu.module @cfg_uniform_loop {
  gpu.func @cfg_uniform_loop(%y: memref<256xf32>, %n: i32) kernel {
    %all = arith.constant -1 : i32
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %c31 = arith.constant 31 : i32
    %tid = nvvm.read.ptx.sreg.tid.x : i32
    %t = arith.index_cast %tid : i32 to index
    %v0 = memref.load %y[%t] : memref<256xf32>
    cf.br ^head(%c0, %v0 : i32, f32)
  ^head(%i: i32, %acc: f32):
    %more = arith.cmpi slt, %i, %n : i32
    cf.cond_br %more, ^body, ^exit
  ^body:
    %s = nvvm.shfl.sync bfly %all, %acc, %c1, %c31 : f32 -> f32
    %a = arith.addf %acc, %s : f32
    gpu.barrier
    %next = arith.addi %i, %c1 : i32
    cf.br ^head(%next, %a : i32, f32)
  ^exit:
    memref.store %acc, %y[%t] : memref<256xf32>
    gpu.return
  }
}

// -----

// Kernel: llvm_dialect_kernel
module {
  llvm.func @llvm_dialect_kernel(%p: !llvm.ptr<1>, %n: i32) attributes {nvvm.kernel} {
    %all = llvm.mlir.constant(-1 : i32) : i32
    %c16 = llvm.mlir.constant(16 : i32) : i32
    %c31 = llvm.mlir.constant(31 : i32) : i32
    %c0 = llvm.mlir.constant(0 : i32) : i32
    %tid = nvvm.read.ptx.sreg.tid.x : i32
    %bid = nvvm.read.ptx.sreg.ctaid.x : i32
    %g = llvm.getelementptr %p[%tid] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
    %v = llvm.load %g : !llvm.ptr<1> -> f32
    %s = nvvm.shfl.sync bfly %all, %v, %c16, %c31 : f32 -> f32
    %first = llvm.icmp "eq" %bid, %c0 : i32
    llvm.cond_br %first, ^store, ^done
  ^store:
    llvm.store %s, %g : f32, !llvm.ptr<1>
    nvvm.barrier0
    llvm.br ^done
  ^done:
    llvm.return
  }
}

// -----

// Kernel: cfg_forwarded_lane_value. The latch forwards a lane-dependent
// value to the exit; only its condition decides the branch, so the loop
// counter stays uniform and the ballot in the body is not divergent.
gpu.module @cfg_forwarded_lane_value {
  gpu.func @cfg_forwarded_lane_value(%out: memref<256xi32>, %trips: i32) kernel {
    %all = arith.constant -1 : i32
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %tid = nvvm.read.ptx.sreg.tid.x : i32
    cf.br ^loop(%c0, %c0 : i32, i32)
  ^loop(%it: i32, %acc: i32):
    cf.br ^body
  ^body:
    %odd = arith.andi %it, %c1 : i32
    %p = arith.cmpi ne, %odd, %c0 : i32
    %b = nvvm.vote.sync ballot %all, %p -> i32
    %sum = arith.addi %acc, %b : i32
    cf.br ^latch
  ^latch:
    %next = arith.addi %it, %c1 : i32
    %done = arith.cmpi eq, %next, %trips : i32
    cf.cond_br %done, ^exit(%tid, %sum : i32, i32), ^loop(%next, %sum : i32, i32)
  ^exit(%t: i32, %total: i32):
    %i = arith.index_cast %t : i32 to index
    memref.store %total, %out[%i] : memref<256xi32>
    gpu.return
  }
}
