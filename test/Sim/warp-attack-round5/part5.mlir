// Issue 27, round 5 of the adversarial pass (part 5: T20-X11)
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
// RUN: warp-run --sim --sim-seed 0 %s --kernel t20 --block 32 --arg i32[32] --arg i32:3 --arg i1:1 --print 2>&1 | FileCheck %s --check-prefix=T20
// T20-NOT: finding
// T20: arg 0 i32[32]: 4993 4994 4995 4996 4997 4998 4999 5000 5001 5002 5003 5004 5005 5006 5007 5008 5009 5010 5011 5012 5013 5014 5015 5016 5017 5018 5019 5020 5021 5022 5023 5024{{$}}
// RUN: warp-run --sim --sim-seed 1 %s --kernel t23 --block 32 --arg i32[32] --arg i32:3 --arg i1:1 --print 2>&1 | FileCheck %s --check-prefix=T23
// T23-NOT: finding
// T23: arg 0 i32[32]: 288 288 288 288 288 288 288 288 928 928 928 928 928 928 928 928 -1 -1 -1 -1 -1 -1 -1 -1 -1 -1 -1 -1 -1 -1 -1 -1{{$}}
// RUN: warp-run --sim --sim-seed 7 %s --kernel t25 --block 32 --arg i32[32] --arg i32:3 --arg i1:1 --print 2>&1 | FileCheck %s --check-prefix=T25
// T25-NOT: finding
// T25: arg 0 i32[32]: -1 -1 -1 -1 -1 -1 -1 -1 -1 -1 -1 -1 -1 -1 -1 -1 191 201 211 221 231 241 251 261 271 281 291 301 311 161 171 181{{$}}
// RUN: warp-run --sim --sim-seed 0 %s --kernel k04 --block 32 --arg i32[32] --arg i32:3 --arg i1:1 --print 2>&1 | FileCheck %s --check-prefix=K04
// K04-NOT: finding
// K04: arg 0 i32[32]: 4992 4992 4992 4992 4992 4992 4992 4992 4992 4992 4992 4992 4992 4992 4992 4992 4992 4992 4992 4992 4992 4992 4992 4992 4992 4992 4992 4992 4992 4992 4992 4992{{$}}
// RUN: warp-run --sim --sim-seed 1 %s --kernel k12 --block 8,4 --arg i32[32] --arg i32:3 --arg i1:1 --print 2>&1 | FileCheck %s --check-prefix=K12
// K12-NOT: finding
// K12: arg 0 i32[32]: 4992 4992 4992 4992 4992 4992 4992 4992 4992 4992 4992 4992 4992 4992 4992 4992 4992 4992 4992 4992 4992 4992 4992 4992 4992 4992 4992 4992 4992 4992 4992 4992{{$}}
// RUN: warp-run --sim --sim-seed 7 %s --kernel x04 --block 32 --arg i32[32] --arg i32:3 --arg i1:1 --print 2>&1 | FileCheck %s --check-prefix=X04
// X04-NOT: finding
// X04: arg 0 i32[32]: 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0{{$}}
// RUN: warp-run --sim --sim-seed 0 %s --kernel x07 --block 32 --arg i32[32] --arg i32:3 --arg i1:1 --print 2>&1 | FileCheck %s --check-prefix=X07
// X07-NOT: finding
// X07: arg 0 i32[32]: 4992 4992 4992 4992 4992 4992 4992 4992 4992 4992 4992 4992 4992 4992 4992 4992 4992 4992 4992 4992 4992 4992 4992 4992 4992 4992 4992 4992 4992 4992 4992 4992{{$}}
// RUN: warp-run --sim --sim-seed 1 %s --kernel x08 --block 32 --arg i32[32] --arg i32:3 --arg i1:1 --print 2>&1 | FileCheck %s --check-prefix=X08
// X08-NOT: finding
// X08: arg 0 i32[32]: 4992 4992 4992 4992 4992 4992 4992 4992 4992 4992 4992 4992 4992 4992 4992 4992 4992 4992 4992 4992 4992 4992 4992 4992 4992 4992 4992 4992 4992 4992 4992 4992{{$}}
// RUN: warp-run --sim --sim-seed 7 %s --kernel x11 --block 32 --arg i32[32] --arg i32:3 --arg i1:1 --print 2>&1 | FileCheck %s --check-prefix=X11
// X11-NOT: finding
// X11: arg 0 i32[32]: 4992 0 4992 0 4992 0 4992 0 4992 0 4992 0 4992 0 4992 0 4992 0 4992 0 4992 0 4992 0 4992 0 4992 0 4992 0 4992 0{{$}}

gpu.module @kernels {
  // t20 (tile32) - reduce and scan on a tile of 32
  gpu.func @t20(%out: memref<32xi32>, %n: i32, %flag: i1) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
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

    %t = warp.tile %w, 32 : !warp.warp<all> -> !warp.tile<32>
    %a = warp.reduce add %t, %v : !warp.tile<32>, i32
    %s = warp.scan inclusive add %t, %one : !warp.tile<32>, i32
    %res = arith.addi %a, %s : i32
    memref.store %res, %out[%lane] : memref<32xi32>
    gpu.return
  }
  // t23 (tile-in-region) - a tile of 8 inside a low(16) region: group sums, then down 7 at the group edge (keeps its own)
  gpu.func @t23(%out: memref<32xi32>, %n: i32, %flag: i1) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
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

    %w2, %x = warp.if %w, low(16) -> (!warp.warp<all>, i32) {
    ^bb0(%a: !warp.warp<low(16)>):
      %t = warp.tile %a, 8 : !warp.warp<low(16)> -> !warp.tile<8, low(16)>
      %s = warp.reduce add %t, %v : !warp.tile<8, low(16)>, i32
      %q = warp.shuffle down %t, %s, 7 : !warp.tile<8, low(16)>, i32
      warp.yield %a, %q : !warp.warp<low(16)>, i32
    } else {
    ^bb0(%f: !warp.warp<high(16)>):
      warp.yield %f, %minus : !warp.warp<high(16)>, i32
    }
    %res = arith.addi %x, %z : i32
    memref.store %res, %out[%lane] : memref<32xi32>
    gpu.return
  }
  // t25 (tile-idx-rt-region) - run-time lane-dependent idx (3 + l, up to 34) on a tile of 16 in a high(16) region: b & 15 within the group
  gpu.func @t25(%out: memref<32xi32>, %n: i32, %flag: i1) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
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

    %w2, %x = warp.if %w, high(16) -> (!warp.warp<all>, i32) {
    ^bb0(%a: !warp.warp<high(16)>):
      %t = warp.tile %a, 16 : !warp.warp<high(16)> -> !warp.tile<16, high(16)>
      %k = arith.addi %n, %li : i32
      %s = warp.shuffle idx %t, %v, %k : !warp.tile<16, high(16)>, i32
      warp.yield %a, %s : !warp.warp<high(16)>, i32
    } else {
    ^bb0(%f: !warp.warp<low(16)>):
      warp.yield %f, %minus : !warp.warp<low(16)>, i32
    }
    %res = arith.addi %x, %z : i32
    memref.store %res, %out[%lane] : memref<32xi32>
    gpu.return
  }
  // k04 (maxntid) - only nvvm.maxntid 32 (a bound, not a shape): run with 32 threads
  gpu.func @k04(%out: memref<32xi32>, %n: i32, %flag: i1) kernel attributes {nvvm.maxntid = array<i32: 32, 1, 1>} {
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

    %r = warp.reduce add %w, %v : !warp.warp<all>, i32
    %res = arith.addi %r, %z : i32
    memref.store %res, %out[%lane] : memref<32xi32>
    gpu.return
  }
  // k12 (decl-agree) - three agreeing declarations of an 8 x 4 block (one whole warp of 4 rows)
  gpu.func @k12(%out: memref<32xi32>, %n: i32, %flag: i1) kernel attributes {nvvm.reqntid = array<i32: 8, 4, 1>, gpu.known_block_size = array<i32: 8, 4, 1>, nvvm.maxntid = array<i32: 8, 4, 1>} {
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
    %lx_ = gpu.thread_id x
    %ly_ = gpu.thread_id y
    %bdx_ = gpu.block_dim x
    %lyx_ = arith.muli %ly_, %bdx_ : index
    %lin = arith.addi %lyx_, %lx_ : index

    %r = warp.reduce add %w, %v : !warp.warp<all>, i32
    %res = arith.addi %r, %z : i32
    memref.store %res, %out[%lin] : memref<32xi32>
    gpu.return
  }
  // x04 (W19) - unguarded exit after a PTX comment at the top level (every lane leaves)
  gpu.func @x04(%out: memref<32xi32>, %n: i32, %flag: i1) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
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

    llvm.inline_asm has_side_effects "/* x */ exit;", "" : () -> ()
    %res = warp.reduce add %w, %v : !warp.warp<all>, i32
    memref.store %res, %out[%lane] : memref<32xi32>
    gpu.return
  }
  // x07 (cf-assert) - cf.assert on a constant true at the top level
  gpu.func @x07(%out: memref<32xi32>, %n: i32, %flag: i1) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
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

    %t = arith.constant true
    cf.assert %t, "never"
    %res = warp.reduce add %w, %v : !warp.warp<all>, i32
    memref.store %res, %out[%lane] : memref<32xi32>
    gpu.return
  }
  // x08 (cf-assert) - cf.assert on a vote on the live warp (warp-uniform)
  gpu.func @x08(%out: memref<32xi32>, %n: i32, %flag: i1) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
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

    %c99 = arith.constant 99 : i32
    %lt = arith.cmpi ult, %li, %c99 : i32
    %a = warp.all %w, %lt : !warp.warp<all>
    cf.assert %a, "all below 99"
    %res = warp.reduce add %w, %v : !warp.warp<all>, i32
    memref.store %res, %out[%lane] : memref<32xi32>
    gpu.return
  }
  // x11 (early-return) - a lane-dependent early gpu.return after the warp last use
  gpu.func @x11(%out: memref<32xi32>, %n: i32, %flag: i1) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
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

    %r = warp.reduce add %w, %v : !warp.warp<all>, i32
    cf.cond_br %odd, ^ret, ^cont
  ^ret:
    gpu.return
  ^cont:
    %res = arith.addi %r, %z : i32
    memref.store %res, %out[%lane] : memref<32xi32>
    gpu.return
  }
}
