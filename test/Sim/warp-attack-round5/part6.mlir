// Issue 27, round 5 of the adversarial pass (part 6: X14-U19)
// (test/Dialect/Warp/attack-round5*.mlir):
// every verified program with a hand oracle, run under --sim. Expected values
// worked by hand from the PTX ISA (the attack list's oracles, written
// beside each program; v = 10 l + 1 on lane l, n = 3, flag = 1 unless
// a RUN line says otherwise; lanes outside a half store -1). The harness ran
// seeds 0, 1 and 7 with one output; each kernel runs here with one of them.
// The kernels run under `not` pass a half to a device function's
// parameter: the simulator reports the poison such a function returns to
// the other lanes at its return (shadows do not cross calls, docs/Sim.md;
// round 4, C02), so they run under `not` and check the values and that the
// only report is that one.
// RUN: warp-run --sim --sim-seed 0 %s --kernel x14 --block 32 --arg i32[32] --arg i32:3 --arg i1:1 --print 2>&1 | FileCheck %s --check-prefix=X14
// X14-NOT: finding
// X14: arg 0 i32[32]: 14976 14976 14976 14976 14976 14976 14976 14976 14976 14976 14976 14976 14976 14976 14976 14976 14976 14976 14976 14976 14976 14976 14976 14976 14976 14976 14976 14976 14976 14976 14976 14976{{$}}
// RUN: warp-run --sim --sim-seed 1 %s --kernel u05 --block 32 --arg i32[32] --arg i32:3 --arg i1:1 --print 2>&1 | FileCheck %s --check-prefix=U05
// U05-NOT: finding
// U05: arg 0 i32[32]: 4992 4992 4992 4992 4992 4992 4992 4992 4992 4992 4992 4992 4992 4992 4992 4992 4992 4992 4992 4992 4992 4992 4992 4992 4992 4992 4992 4992 4992 4992 4992 4992{{$}}
// RUN: warp-run --sim --sim-seed 7 %s --kernel u06 --block 32 --arg i32[32] --arg i32:3 --arg i1:1 --print 2>&1 | FileCheck %s --check-prefix=U06
// U06-NOT: finding
// U06: arg 0 i32[32]: 4992 4992 4992 4992 4992 4992 4992 4992 4992 4992 4992 4992 4992 4992 4992 4992 4992 4992 4992 4992 4992 4992 4992 4992 4992 4992 4992 4992 4992 4992 4992 4992{{$}}
// RUN: warp-run --sim --sim-seed 0 %s --kernel u09 --block 32 --arg i32[32] --arg i32:3 --arg i1:1 --print 2>&1 | FileCheck %s --check-prefix=U09
// U09-NOT: finding
// U09: arg 0 i32[32]: 9984 9984 9984 9984 9984 9984 9984 9984 9984 9984 9984 9984 9984 9984 9984 9984 9984 9984 9984 9984 9984 9984 9984 9984 9984 9984 9984 9984 9984 9984 9984 9984{{$}}
// RUN: warp-run --sim --sim-seed 1 %s --kernel u13 --block 32 --arg i32[32] --arg i32:3 --arg i1:1 --print 2>&1 | FileCheck %s --check-prefix=U13
// U13-NOT: finding
// U13: arg 0 i32[32]: 14976 14976 14976 14976 14976 14976 14976 14976 14976 14976 14976 14976 14976 14976 14976 14976 14976 14976 14976 14976 14976 14976 14976 14976 14976 14976 14976 14976 14976 14976 14976 14976{{$}}
// RUN: warp-run --sim --sim-seed 7 %s --kernel u16 --block 32 --arg i32[32] --arg i32:3 --arg i1:1 --print 2>&1 | FileCheck %s --check-prefix=U16
// U16-NOT: finding
// U16: arg 0 i32[32]: 4992 4992 4992 4992 4992 4992 4992 4992 4992 4992 4992 4992 4992 4992 4992 4992 4992 4992 4992 4992 4992 4992 4992 4992 4992 4992 4992 4992 4992 4992 4992 4992{{$}}
// RUN: warp-run --sim --sim-seed 0 %s --kernel u17 --block 32 --arg i32[32] --arg i32:3 --arg i1:1 --print 2>&1 | FileCheck %s --check-prefix=U17
// U17-NOT: finding
// U17: arg 0 i32[32]: 4992 4992 4992 4992 4992 4992 4992 4992 4992 4992 4992 4992 4992 4992 4992 4992 4992 4992 4992 4992 4992 4992 4992 4992 4992 4992 4992 4992 4992 4992 4992 4992{{$}}
// RUN: warp-run --sim --sim-seed 1 %s --kernel u18 --block 32 --arg i32[32] --arg i32:3 --arg i1:1 --print 2>&1 | FileCheck %s --check-prefix=U18
// U18-NOT: finding
// U18: arg 0 i32[32]: 9984 9984 9984 9984 9984 9984 9984 9984 9984 9984 9984 9984 9984 9984 9984 9984 9984 9984 9984 9984 9984 9984 9984 9984 9984 9984 9984 9984 9984 9984 9984 9984{{$}}
// RUN: warp-run --sim --sim-seed 7 %s --kernel u19 --block 32 --arg i32[32] --arg i32:3 --arg i1:1 --print 2>&1 | FileCheck %s --check-prefix=U19
// U19-NOT: finding
// U19: arg 0 i32[32]: 1227133513 0 0 1227133513 0 0 1227133513 0 0 1227133513 0 0 1227133513 0 0 1227133513 0 0 1227133513 0 0 1227133513 0 0 1227133513 0 0 1227133513 0 0 1227133513 0{{$}}

gpu.module @kernels {
  // x14 (exit-uniform) - an exit three levels deep under uniform conditions inside a warp-carrying loop (never taken)
  gpu.func @x14(%out: memref<32xi32>, %n: i32, %flag: i1) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %z = arith.constant 0 : i32
    %one = arith.constant 1 : i32
    %ten = arith.constant 10 : i32
    %minus = arith.constant -1 : i32
    %odd = arith.trunci %li : i32 to i1
    %v0 = arith.muli %li, %ten : i32
    %v = arith.addi %v0, %one : i32
    %ni = arith.index_cast %n : i32 to index

    %r:2 = scf.for %i = %c0 to %ni step %c1 iter_args(%x = %w, %a = %z) -> (!warp.warp<all>, i32) {
      scf.if %flag {
        %k = arith.index_cast %i : index to i32
        %big = arith.cmpi ugt, %k, %n : i32
        scf.if %big { nvvm.exit }
      }
      %s = warp.reduce add %x, %v : !warp.warp<all>, i32
      %a2 = arith.addi %a, %s : i32
      scf.yield %x, %a2 : !warp.warp<all>, i32
    }
    %res = arith.addi %r#1, %z : i32
    memref.store %res, %out[%lane] : memref<32xi32>
    gpu.return
  }
  // u05 (W17) - blockDim.x / 32 as bound
  gpu.func @u05(%out: memref<32xi32>, %n: i32, %flag: i1) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %z = arith.constant 0 : i32
    %one = arith.constant 1 : i32
    %ten = arith.constant 10 : i32
    %minus = arith.constant -1 : i32
    %odd = arith.trunci %li : i32 to i1
    %v0 = arith.muli %li, %ten : i32
    %v = arith.addi %v0, %one : i32
    %ni = arith.index_cast %n : i32 to index

    %bd = gpu.block_dim x
    %c32 = arith.constant 32 : index
    %gq = arith.divui %bd, %c32 : index
    %g = arith.index_cast %gq : index to i32
    %bi = arith.index_cast %g : i32 to index
    %r:2 = scf.for %i = %c0 to %bi step %c1 iter_args(%x = %w, %a = %z) -> (!warp.warp<all>, i32) {
      %s = warp.reduce add %x, %v : !warp.warp<all>, i32
      %a2 = arith.addi %a, %s : i32
      scf.yield %x, %a2 : !warp.warp<all>, i32
    }
    %res = arith.addi %r#1, %z : i32
    memref.store %res, %out[%lane] : memref<32xi32>
    gpu.return
  }
  // u06 (asm-warpid) - %warpid read by inline asm (warp-uniform)
  gpu.func @u06(%out: memref<32xi32>, %n: i32, %flag: i1) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %z = arith.constant 0 : i32
    %one = arith.constant 1 : i32
    %ten = arith.constant 10 : i32
    %minus = arith.constant -1 : i32
    %odd = arith.trunci %li : i32 to i1
    %v0 = arith.muli %li, %ten : i32
    %v = arith.addi %v0, %one : i32
    %ni = arith.index_cast %n : i32 to index

    %wid = llvm.inline_asm "mov.u32 $0, %warpid;", "=r" : () -> i32
    %g0 = arith.muli %wid, %z : i32
    %g = arith.addi %g0, %one : i32
    %bi = arith.index_cast %g : i32 to index
    %r:2 = scf.for %i = %c0 to %bi step %c1 iter_args(%x = %w, %a = %z) -> (!warp.warp<all>, i32) {
      %s = warp.reduce add %x, %v : !warp.warp<all>, i32
      %a2 = arith.addi %a, %s : i32
      scf.yield %x, %a2 : !warp.warp<all>, i32
    }
    %res = arith.addi %r#1, %z : i32
    memref.store %res, %out[%lane] : memref<32xi32>
    gpu.return
  }
  // u09 (asm-vote) - a full-mask vote.sync ballot in inline asm (0xaaaaaaaa & 3 = 2 trips)
  gpu.func @u09(%out: memref<32xi32>, %n: i32, %flag: i1) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %z = arith.constant 0 : i32
    %one = arith.constant 1 : i32
    %ten = arith.constant 10 : i32
    %minus = arith.constant -1 : i32
    %odd = arith.trunci %li : i32 to i1
    %v0 = arith.muli %li, %ten : i32
    %v = arith.addi %v0, %one : i32
    %ni = arith.index_cast %n : i32 to index

    %b = llvm.inline_asm "vote.sync.ballot.b32 $0, $1, 0xffffffff;", "=r,b" %odd : (i1) -> i32
    %c3i = arith.constant 3 : i32
    %g = arith.andi %b, %c3i : i32
    %bi = arith.index_cast %g : i32 to index
    %r:2 = scf.for %i = %c0 to %bi step %c1 iter_args(%x = %w, %a = %z) -> (!warp.warp<all>, i32) {
      %s = warp.reduce add %x, %v : !warp.warp<all>, i32
      %a2 = arith.addi %a, %s : i32
      scf.yield %x, %a2 : !warp.warp<all>, i32
    }
    %res = arith.addi %r#1, %z : i32
    memref.store %res, %out[%lane] : memref<32xi32>
    gpu.return
  }
  // u13 (shared-bcast) - lane 0 writes a kernel argument to workgroup memory, a barrier, every lane loads it: a uniform bound
  gpu.func @u13(%out: memref<32xi32>, %n: i32, %flag: i1) workgroup(%sh : memref<1xi32, #gpu.address_space<workgroup>>) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %z = arith.constant 0 : i32
    %one = arith.constant 1 : i32
    %ten = arith.constant 10 : i32
    %minus = arith.constant -1 : i32
    %odd = arith.trunci %li : i32 to i1
    %v0 = arith.muli %li, %ten : i32
    %v = arith.addi %v0, %one : i32
    %ni = arith.index_cast %n : i32 to index

    %is0 = arith.cmpi eq, %li, %z : i32
    scf.if %is0 { memref.store %n, %sh[%c0] : memref<1xi32, #gpu.address_space<workgroup>> }
    gpu.barrier
    %g = memref.load %sh[%c0] : memref<1xi32, #gpu.address_space<workgroup>>
    %bi = arith.index_cast %g : i32 to index
    %r:2 = scf.for %i = %c0 to %bi step %c1 iter_args(%x = %w, %a = %z) -> (!warp.warp<all>, i32) {
      %s = warp.reduce add %x, %v : !warp.warp<all>, i32
      %a2 = arith.addi %a, %s : i32
      scf.yield %x, %a2 : !warp.warp<all>, i32
    }
    %res = arith.addi %r#1, %z : i32
    memref.store %res, %out[%lane] : memref<32xi32>
    gpu.return
  }
  // u16 (tid-shift) - tid.x >> 5 under a declared 32-thread block
  gpu.func @u16(%out: memref<32xi32>, %n: i32, %flag: i1) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %z = arith.constant 0 : i32
    %one = arith.constant 1 : i32
    %ten = arith.constant 10 : i32
    %minus = arith.constant -1 : i32
    %odd = arith.trunci %li : i32 to i1
    %v0 = arith.muli %li, %ten : i32
    %v = arith.addi %v0, %one : i32
    %ni = arith.index_cast %n : i32 to index

    %tx = gpu.thread_id x
    %c5 = arith.constant 5 : index
    %q = arith.shrui %tx, %c5 : index
    %q1 = arith.addi %q, %c1 : index
    %g = arith.index_cast %q1 : index to i32
    %bi = arith.index_cast %g : i32 to index
    %r:2 = scf.for %i = %c0 to %bi step %c1 iter_args(%x = %w, %a = %z) -> (!warp.warp<all>, i32) {
      %s = warp.reduce add %x, %v : !warp.warp<all>, i32
      %a2 = arith.addi %a, %s : i32
      scf.yield %x, %a2 : !warp.warp<all>, i32
    }
    %res = arith.addi %r#1, %z : i32
    memref.store %res, %out[%lane] : memref<32xi32>
    gpu.return
  }
  // u17 (nctaid) - nctaid.x (one block: 1 trip)
  gpu.func @u17(%out: memref<32xi32>, %n: i32, %flag: i1) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %z = arith.constant 0 : i32
    %one = arith.constant 1 : i32
    %ten = arith.constant 10 : i32
    %minus = arith.constant -1 : i32
    %odd = arith.trunci %li : i32 to i1
    %v0 = arith.muli %li, %ten : i32
    %v = arith.addi %v0, %one : i32
    %ni = arith.index_cast %n : i32 to index

    %g = nvvm.read.ptx.sreg.nctaid.x : i32
    %bi = arith.index_cast %g : i32 to index
    %r:2 = scf.for %i = %c0 to %bi step %c1 iter_args(%x = %w, %a = %z) -> (!warp.warp<all>, i32) {
      %s = warp.reduce add %x, %v : !warp.warp<all>, i32
      %a2 = arith.addi %a, %s : i32
      scf.yield %x, %a2 : !warp.warp<all>, i32
    }
    %res = arith.addi %r#1, %z : i32
    memref.store %res, %out[%lane] : memref<32xi32>
    gpu.return
  }
  // u18 (global) - a load of a constant global (address space 1) through llvm.mlir.addressof
  llvm.mlir.global constant @u18_g(2 : i32) {addr_space = 1 : i32} : i32
  gpu.func @u18(%out: memref<32xi32>, %n: i32, %flag: i1) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %z = arith.constant 0 : i32
    %one = arith.constant 1 : i32
    %ten = arith.constant 10 : i32
    %minus = arith.constant -1 : i32
    %odd = arith.trunci %li : i32 to i1
    %v0 = arith.muli %li, %ten : i32
    %v = arith.addi %v0, %one : i32
    %ni = arith.index_cast %n : i32 to index

    %p = llvm.mlir.addressof @u18_g : !llvm.ptr<1>
    %g = llvm.load %p : !llvm.ptr<1> -> i32
    %bi = arith.index_cast %g : i32 to index
    %r:2 = scf.for %i = %c0 to %bi step %c1 iter_args(%x = %w, %a = %z) -> (!warp.warp<all>, i32) {
      %s = warp.reduce add %x, %v : !warp.warp<all>, i32
      %a2 = arith.addi %a, %s : i32
      scf.yield %x, %a2 : !warp.warp<all>, i32
    }
    %res = arith.addi %r#1, %z : i32
    memref.store %res, %out[%lane] : memref<32xi32>
    gpu.return
  }
  // u19 (dyn-vote-bound) - votes on the dyn sub-warps of a lane-dependent warp.if bound loops carrying them (1 trip / 0 trips)
  gpu.func @u19(%out: memref<32xi32>, %n: i32, %flag: i1) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %z = arith.constant 0 : i32
    %one = arith.constant 1 : i32
    %ten = arith.constant 10 : i32
    %minus = arith.constant -1 : i32
    %odd = arith.trunci %li : i32 to i1
    %v0 = arith.muli %li, %ten : i32
    %v = arith.addi %v0, %one : i32
    %ni = arith.index_cast %n : i32 to index

    %c3 = arith.constant 3 : i32
    %m3 = arith.remui %li, %c3 : i32
    %p = arith.cmpi eq, %m3, %z : i32
    %t = arith.constant true
    %c20 = arith.constant 20 : i32
    %big = arith.cmpi ugt, %li, %c20 : i32
    %w2, %x = warp.if %w, %p -> (!warp.warp<all>, i32) {
    ^bb0(%a: !warp.warp<dyn>):
      %any = warp.any %a, %big : !warp.warp<dyn>
      %ai = arith.extui %any : i1 to i32
      %bi = arith.index_cast %ai : i32 to index
      %r:2 = scf.for %i = %c0 to %bi step %c1 iter_args(%y = %a, %acc = %z) -> (!warp.warp<dyn>, i32) {
        %b = warp.ballot %y, %t : !warp.warp<dyn> -> i32
        %acc2 = arith.addi %acc, %b : i32
        scf.yield %y, %acc2 : !warp.warp<dyn>, i32
      }
      warp.yield %r#0, %r#1 : !warp.warp<dyn>, i32
    } else {
    ^bb0(%f: !warp.warp<dyn>):
      %c40 = arith.constant 40 : i32
      %huge = arith.cmpi ugt, %li, %c40 : i32
      %any = warp.any %f, %huge : !warp.warp<dyn>
      %ai = arith.extui %any : i1 to i32
      %bi = arith.index_cast %ai : i32 to index
      %r:2 = scf.for %i = %c0 to %bi step %c1 iter_args(%y = %f, %acc = %z) -> (!warp.warp<dyn>, i32) {
        %b = warp.ballot %y, %t : !warp.warp<dyn> -> i32
        %acc2 = arith.addi %acc, %b : i32
        scf.yield %y, %acc2 : !warp.warp<dyn>, i32
      }
      warp.yield %r#0, %r#1 : !warp.warp<dyn>, i32
    }
    %res = arith.addi %x, %z : i32
    memref.store %res, %out[%lane] : memref<32xi32>
    gpu.return
  }
}
