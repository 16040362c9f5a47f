// RUN: warp-opt %s | FileCheck %s
// The legal neighbour of attack-round33-facts.mlir: divisions, shifts,
// element positions and flagged ops whose deciding operand is shown safe by
// its range, or is an input LLVM cannot see into (a kernel argument), decide
// a top-level exit while the warp is live. None may be poison, so each
// decision is uniform.

// a divisor and a shift amount that are kernel arguments: LLVM cannot prove either bad. (Each is an argument the other op's value is not computed from: since round 41 a value computed from the input and compared makes it unsafe.)
// CHECK-LABEL: gpu.func @opaque_divisor
gpu.module @opaque_divisor {
  gpu.func @opaque_divisor(%out: memref<32xi32>, %n: i32, %m: i32) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    %q = arith.divui %n, %m : i32
    %r = llvm.shl %q, %n : i32
    %z = arith.constant 0 : i32
    %c = arith.cmpi eq, %r, %z : i32
    scf.if %c {
      nvvm.exit
    }
    // CHECK: warp.reduce add
    %s = warp.reduce add %w, %li : !warp.warp<all>, i32
    memref.store %s, %out[%lane] : memref<32xi32>
    gpu.return
  }
}

// divisors shown nonzero by their ranges: ntid.y (1 in this block), m | 1, warpsize.
// CHECK-LABEL: gpu.func @ranged_divisor
gpu.module @ranged_divisor {
  gpu.func @ranged_divisor(%out: memref<32xi32>, %n: i32, %m: i32) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    %bd = nvvm.read.ptx.sreg.ntid.y : i32
    %one = llvm.mlir.constant(1 : i32) : i32
    %odd = llvm.or %m, %one : i32
    %ws = nvvm.read.ptx.sreg.warpsize : i32
    %a = llvm.udiv %n, %bd : i32
    %b = llvm.urem %a, %odd : i32
    %d = llvm.sdiv %b, %ws : i32
    %z = llvm.mlir.constant(0 : i32) : i32
    %c = llvm.icmp "eq" %d, %z : i32
    scf.if %c {
      nvvm.exit
    }
    // CHECK: warp.reduce add
    %s = warp.reduce add %w, %li : !warp.warp<all>, i32
    memref.store %s, %out[%lane] : memref<32xi32>
    gpu.return
  }
}

// shift amounts shown inside the width by their ranges: m & 31, and a chain of ten adds giving 20.
// CHECK-LABEL: gpu.func @ranged_shift
gpu.module @ranged_shift {
  gpu.func @ranged_shift(%out: memref<32xi32>, %n: i32, %m: i32) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    %k31 = llvm.mlir.constant(31 : i32) : i32
    %amt = llvm.and %m, %k31 : i32
    %q = llvm.shl %n, %amt : i32
    %k2 = llvm.mlir.constant(2 : i32) : i32
    %a0 = llvm.add %k2, %k2 : i32
    %a1 = llvm.add %a0, %k2 : i32
    %a2 = llvm.add %a1, %k2 : i32
    %a3 = llvm.add %a2, %k2 : i32
    %a4 = llvm.add %a3, %k2 : i32
    %a5 = llvm.add %a4, %k2 : i32
    %a6 = llvm.add %a5, %k2 : i32
    %a7 = llvm.add %a6, %k2 : i32
    %a8 = llvm.add %a7, %k2 : i32
    %r = llvm.intr.ushl.sat(%q, %a8) : (i32, i32) -> i32
    %z = llvm.mlir.constant(0 : i32) : i32
    %c = llvm.icmp "eq" %r, %z : i32
    scf.if %c {
      nvvm.exit
    }
    // CHECK: warp.reduce add
    %s = warp.reduce add %w, %li : !warp.warp<all>, i32
    memref.store %s, %out[%lane] : memref<32xi32>
    gpu.return
  }
}

// an element position shown inside its vector by its range (m & 3 of a vector of 4), and ctlz is_zero_poison of m | 1.
// CHECK-LABEL: gpu.func @ranged_position
gpu.module @ranged_position {
  gpu.func @ranged_position(%out: memref<32xi32>, %n: i32, %m: i32) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    %k3 = llvm.mlir.constant(3 : i32) : i32
    %p = llvm.and %m, %k3 : i32
    %v0 = llvm.mlir.constant(dense<[1, 2, 3, 4]> : vector<4xi32>) : vector<4xi32>
    %e = llvm.extractelement %v0[%p : i32] : vector<4xi32>
    %one = llvm.mlir.constant(1 : i32) : i32
    %odd = llvm.or %n, %one : i32
    %lz = "llvm.intr.ctlz"(%odd) <{is_zero_poison = true}> : (i32) -> i32
    %sum = llvm.add %e, %lz : i32
    %z = llvm.mlir.constant(0 : i32) : i32
    %c = llvm.icmp "eq" %sum, %z : i32
    scf.if %c {
      nvvm.exit
    }
    // CHECK: warp.reduce add
    %s = warp.reduce add %w, %li : !warp.warp<all>, i32
    memref.store %s, %out[%lane] : memref<32xi32>
    gpu.return
  }
}

// flags that some runs break but none always does: n + 1 nsw, m * 4 nuw, ctaid.y + 32 nsw; the signed division of an argument k by -1 (LLVM cannot prove it the minimum integer; k, not n, since round 41: n's sum is compared).
// CHECK-LABEL: gpu.func @flags_may_overflow
gpu.module @flags_may_overflow {
  gpu.func @flags_may_overflow(%out: memref<32xi32>, %n: i32, %m: i32, %k: i32) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    %one = llvm.mlir.constant(1 : i32) : i32
    %a = llvm.add %n, %one overflow<nsw> : i32
    %k4 = llvm.mlir.constant(4 : i32) : i32
    %b = llvm.mul %m, %k4 overflow<nuw> : i32
    %cy = nvvm.read.ptx.sreg.ctaid.y : i32
    %k32 = llvm.mlir.constant(32 : i32) : i32
    %e = llvm.add %cy, %k32 overflow<nsw> : i32
    %ab = llvm.add %a, %b : i32
    %abe = llvm.add %ab, %e : i32
    %mone = llvm.mlir.constant(-1 : i32) : i32
    %nn = llvm.sdiv %k, %mone : i32
    %sum = llvm.add %abe, %nn : i32
    %z = llvm.mlir.constant(0 : i32) : i32
    %c = llvm.icmp "eq" %sum, %z : i32
    scf.if %c {
      nvvm.exit
    }
    // CHECK: warp.reduce add
    %s = warp.reduce add %w, %li : !warp.warp<all>, i32
    memref.store %s, %out[%lane] : memref<32xi32>
    gpu.return
  }
}

// a shift by an scf.for induction variable in [0, 8 + 8 / ntid.x) (the
// bound divided by a block dimension) decides an exit in the loop.
// CHECK-LABEL: gpu.func @loop_shift
gpu.module @loop_shift {
  gpu.func @loop_shift(%out: memref<32xi32>, %n: i32, %m: i32) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    %c0 = arith.constant 0 : index
    %c8 = arith.constant 8 : index
    %c1 = arith.constant 1 : index
    %bdx = gpu.block_dim x
    %ub = arith.divui %c8, %bdx : index
    %ub8 = arith.addi %ub, %c8 : index
    scf.for %i = %c0 to %ub8 step %c1 {
      %ii = arith.index_cast %i : index to i32
      %y = arith.shrui %n, %ii : i32
      %z = arith.constant 0 : i32
      %c = arith.cmpi eq, %y, %z : i32
      scf.if %c {
        nvvm.exit
      }
    }
    // CHECK: warp.reduce add
    %s = warp.reduce add %w, %li : !warp.warp<all>, i32
    memref.store %s, %out[%lane] : memref<32xi32>
    gpu.return
  }
}

// Inputs under branches on themselves: a division by m where m == 0 is
// false, and a shift by m where m < 32 holds (each region leaves LLVM only
// safe values). (Since round 41 a value computed from m that decides a
// branch before the shift, as `n / m == 0` did here, makes m unsafe for
// it: the walk no longer tells which such comparisons LLVM can use; so
// the shift shifts a constant, not n, and the remainder by n is of a
// constant, not m.) A comparison of n not enclosing the remainder by n
// (n >= 100) cuts n's values into cells that each still hold a nonzero one.
// CHECK-LABEL: gpu.func @guarded_inputs
gpu.module @guarded_inputs {
  gpu.func @guarded_inputs(%out: memref<32xi32>, %n: i32, %m: i32) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    %z = arith.constant 0 : i32
    %k32 = arith.constant 32 : i32
    %k100 = arith.constant 100 : i32
    %zero = arith.cmpi eq, %m, %z : i32
    scf.if %zero {
    } else {
      %q = arith.divui %n, %m : i32
      memref.store %q, %out[%lane] : memref<32xi32>
    }
    %small = arith.cmpi ult, %m, %k32 : i32
    scf.if %small {
      %q = arith.shli %k100, %m : i32
      %c = arith.cmpi eq, %q, %z : i32
      scf.if %c {
        nvvm.exit
      }
    }
    %big = arith.cmpi uge, %n, %k100 : i32
    %r = arith.remui %k100, %n : i32
    %c2 = arith.cmpi eq, %r, %z : i32
    %c3 = arith.andi %c2, %big : i1
    scf.if %c3 {
      nvvm.exit
    }
    // CHECK: warp.reduce add
    %s = warp.reduce add %w, %li : !warp.warp<all>, i32
    memref.store %s, %out[%lane] : memref<32xi32>
    gpu.return
  }
}
