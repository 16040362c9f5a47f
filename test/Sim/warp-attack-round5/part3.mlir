// Issue 27, round 5 of the adversarial pass (part 3: M02-T05)
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
// RUN: warp-run --sim --sim-seed 0 %s --kernel m02 --block 32 --arg i32[32] --arg i32:3 --arg i1:1 --print 2>&1 | FileCheck %s --check-prefix=M02
// M02-NOT: finding
// M02: arg 0 i32[32]: -1431677611 7 -1431677611 7 -1431677611 7 -1431677611 7 -1431677611 7 -1431677611 7 -1431677611 7 -1431677611 7 7 -1431677611 7 -1431677611 7 -1431677611 7 -1431677611 7 -1431677611 7 -1431677611 7 -1431677611 7 -1431677611{{$}}
// RUN: warp-run --sim --sim-seed 1 %s --kernel m05 --block 32 --arg i32[32] --arg i32:3 --arg i1:1 --print 2>&1 | FileCheck %s --check-prefix=M05
// M05-NOT: finding
// M05: arg 0 i32[32]: 159744 159744 159744 159744 159744 159744 159744 159744 159744 159744 159744 159744 159744 159744 159744 159744 159744 159744 159744 159744 159744 159744 159744 159744 159744 159744 159744 159744 159744 159744 159744 159744{{$}}
// RUN: warp-run --sim --sim-seed 7 %s --kernel m06 --block 32 --arg i32[32] --arg i32:3 --arg i1:1 --print 2>&1 | FileCheck %s --check-prefix=M06
// M06-NOT: finding
// M06: arg 0 i32[32]: 41 -1 41 -1 41 -1 41 -1 41 -1 41 -1 41 -1 41 -1 201 -1 201 -1 201 -1 201 -1 201 -1 201 -1 201 -1 201 -1{{$}}
// RUN: warp-run --sim --sim-seed 0 %s --kernel m07 --block 32 --arg i32[32] --arg i32:3 --arg i1:1 --print 2>&1 | FileCheck %s --check-prefix=M07
// M07-NOT: finding
// M07: arg 0 i32[32]: 1090785345 -1227133514 -1227133514 136348168 -1227133514 -1227133514 1090785345 -1227133514 -1227133514 136348168 -1227133514 -1227133514 1090785345 -1227133514 -1227133514 136348168 -1227133514 -1227133514 1090785345 -1227133514 -1227133514 136348168 -1227133514 -1227133514 1090785345 -1227133514 -1227133514 136348168 -1227133514 -1227133514 1090785345 -1227133514{{$}}
// RUN: warp-run --sim --sim-seed 1 %s --kernel m10 --block 32 --arg i32[32] --arg i32:3 --arg i1:1 --print 2>&1 | FileCheck %s --check-prefix=M10
// M10-NOT: finding
// M10: arg 0 i32[32]: 1 311 311 311 311 311 311 311 311 311 311 311 311 311 311 311 311 311 311 311 311 311 311 311 311 311 311 311 311 311 311 311{{$}}
// RUN: warp-run --sim --sim-seed 7 %s --kernel t02 --block 32 --arg i32[32] --arg i32:3 --arg i1:1 --print 2>&1 | FileCheck %s --check-prefix=T02
// T02-NOT: finding
// T02: arg 0 i32[32]: -1 -1 -1 -1 -1 -1 -1 -1 -1 -1 -1 -1 -1 -1 -1 -1 211 211 211 211 211 211 211 211 291 291 291 291 291 291 291 291{{$}}
// RUN: warp-run --sim --sim-seed 0 %s --kernel t03 --block 32 --arg i32[32] --arg i32:3 --arg i1:1 --print 2>&1 | FileCheck %s --check-prefix=T03
// T03-NOT: finding
// T03: arg 0 i32[32]: -1 -1 -1 -1 -1 -1 -1 -1 81 91 101 81 91 101 111 121 -1 -1 -1 -1 -1 -1 -1 -1 241 251 261 241 251 261 271 281{{$}}
// RUN: warp-run --sim --sim-seed 1 %s --kernel t04 --block 32 --arg i32[32] --arg i32:3 --arg i1:1 --print 2>&1 | FileCheck %s --check-prefix=T04
// T04-NOT: finding
// T04: arg 0 i32[32]: 31 11 21 31 -1 -1 -1 -1 111 91 101 111 -1 -1 -1 -1 191 171 181 191 -1 -1 -1 -1 271 251 261 271 -1 -1 -1 -1{{$}}
// RUN: warp-run --sim --sim-seed 7 %s --kernel t05 --block 32 --arg i32[32] --arg i32:3 --arg i1:1 --print 2>&1 | FileCheck %s --check-prefix=T05
// T05-NOT: finding
// T05: arg 0 i32[32]: -1 -1 -1 -1 -1 -1 -1 -1 -1 -1 -1 -1 -1 -1 -1 -1 171 161 191 181 211 201 231 221 251 241 271 261 291 281 311 301{{$}}

gpu.module @kernels {
  // m02 (cross-merge) - a diagonal merge (even low quarter + odd high quarter): the ballot of true on it must be its own mask
  gpu.func @m02(%out: memref<32xi32>, %n: i32, %flag: i1) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
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

    %e, %o = warp.diverge %w, even : !warp.warp<all> -> !warp.warp<even>, !warp.warp<odd>
    %el, %eh = warp.diverge %e, low(16) : !warp.warp<even> -> !warp.warp<mask(0x5555)>, !warp.warp<mask(0x55550000)>
    %ol, %oh = warp.diverge %o, low(16) : !warp.warp<odd> -> !warp.warp<mask(0xaaaa)>, !warp.warp<mask(0xaaaa0000)>

    %x = warp.merge %el, %oh : !warp.warp<mask(0x5555)>, !warp.warp<mask(0xaaaa0000)> -> !warp.warp<mask(0xaaaa5555)>
    %t = arith.constant true
    %b = warp.ballot %x, %t : !warp.warp<mask(0xaaaa5555)> -> i32
    %y = warp.merge %eh, %ol : !warp.warp<mask(0x55550000)>, !warp.warp<mask(0xaaaa)> -> !warp.warp<mask(0x5555aaaa)>
    %m = warp.merge %x, %y : !warp.warp<mask(0xaaaa5555)>, !warp.warp<mask(0x5555aaaa)> -> !warp.warp<all>
    %c7 = arith.constant 7 : i32
    %c16 = arith.constant 16 : i32
    %lo = arith.cmpi ult, %li, %c16 : i32
    %in = arith.xori %lo, %odd : i1
    %res = arith.select %in, %b, %c7 : i32
    memref.store %res, %out[%lane] : memref<32xi32>
    gpu.return
  }
  // m05 (cross-entry) - halves of two entries merged crosswise (both are every lane at the top level)
  gpu.func @m05(%out: memref<32xi32>, %n: i32, %flag: i1) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
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

    %w2 = warp.entry : !warp.warp<all>
    %e1, %o1 = warp.diverge %w, even : !warp.warp<all> -> !warp.warp<even>, !warp.warp<odd>
    %e2, %o2 = warp.diverge %w2, even : !warp.warp<all> -> !warp.warp<even>, !warp.warp<odd>
    %a = warp.merge %e1, %o2 : !warp.warp<even>, !warp.warp<odd> -> !warp.warp<all>
    %b = warp.merge %e2, %o1 : !warp.warp<even>, !warp.warp<odd> -> !warp.warp<all>
    %ra = warp.reduce add %a, %v : !warp.warp<all>, i32
    %res = warp.reduce add %b, %ra : !warp.warp<all>, i32
    memref.store %res, %out[%lane] : memref<32xi32>
    gpu.return
  }
  // m06 (if-on-half) - a static warp.if on an even half: broadcasts from lane 4 and lane 20 in its quarters
  gpu.func @m06(%out: memref<32xi32>, %n: i32, %flag: i1) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
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

    %e, %o = warp.diverge %w, even : !warp.warp<all> -> !warp.warp<even>, !warp.warp<odd>
    %e2, %x = warp.if %e, low(16) -> (!warp.warp<even>, i32) {
    ^bb0(%t: !warp.warp<mask(0x5555)>):
      %b = warp.broadcast %t, %v, 4 : !warp.warp<mask(0x5555)>, i32
      warp.yield %t, %b : !warp.warp<mask(0x5555)>, i32
    } else {
    ^bb0(%f: !warp.warp<mask(0x55550000)>):
      %b = warp.broadcast %f, %v, 20 : !warp.warp<mask(0x55550000)>, i32
      warp.yield %f, %b : !warp.warp<mask(0x55550000)>, i32
    }
    %m = warp.merge %o, %e2 : !warp.warp<odd>, !warp.warp<even> -> !warp.warp<all>
    %res = arith.select %odd, %minus, %x : i32
    memref.store %res, %out[%lane] : memref<32xi32>
    gpu.return
  }
  // m07 (nested-dyn-if) - a static-predicate warp.if nested in a dyn region: ballots of true name the lanes of each innermost region
  gpu.func @m07(%out: memref<32xi32>, %n: i32, %flag: i1) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
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
    %w2, %x = warp.if %w, %p -> (!warp.warp<all>, i32) {
    ^bb0(%a: !warp.warp<dyn>):
      %a2, %y = warp.if %a, even -> (!warp.warp<dyn>, i32) {
      ^bb0(%aa: !warp.warp<dyn>):
        %b = warp.ballot %aa, %t : !warp.warp<dyn> -> i32
        warp.yield %aa, %b : !warp.warp<dyn>, i32
      } else {
      ^bb0(%ab: !warp.warp<dyn>):
        %b = warp.ballot %ab, %t : !warp.warp<dyn> -> i32
        warp.yield %ab, %b : !warp.warp<dyn>, i32
      }
      warp.yield %a2, %y : !warp.warp<dyn>, i32
    } else {
    ^bb0(%f: !warp.warp<dyn>):
      %b = warp.ballot %f, %t : !warp.warp<dyn> -> i32
      warp.yield %f, %b : !warp.warp<dyn>, i32
    }
    %res = arith.addi %x, %z : i32
    memref.store %res, %out[%lane] : memref<32xi32>
    gpu.return
  }
  // m10 (lane-half) - a one-lane half scans alone; its 31-lane complement broadcasts from lane 31
  gpu.func @m10(%out: memref<32xi32>, %n: i32, %flag: i1) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
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

    %l0, %rest = warp.diverge %w, lane(0) : !warp.warp<all> -> !warp.warp<lane(0)>, !warp.warp<mask(0xfffffffe)>
    %s = warp.scan inclusive add %l0, %v : !warp.warp<lane(0)>, i32
    %b = warp.broadcast %rest, %v, 31 : !warp.warp<mask(0xfffffffe)>, i32
    %m = warp.merge %l0, %rest : !warp.warp<lane(0)>, !warp.warp<mask(0xfffffffe)> -> !warp.warp<all>
    %c0i = arith.constant 0 : i32
    %is0 = arith.cmpi eq, %li, %c0i : i32
    %res = arith.select %is0, %s, %b : i32
    memref.store %res, %out[%lane] : memref<32xi32>
    gpu.return
  }
  // t02 (tile-idx-neg) - run-time idx -3 on a tile of 8 over high(16): the ISA takes b & 7 = 5 in the group
  gpu.func @t02(%out: memref<32xi32>, %n: i32, %flag: i1) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
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

    %lo, %hi = warp.diverge %w, high(16) : !warp.warp<all> -> !warp.warp<high(16)>, !warp.warp<low(16)>
    %t = warp.tile %lo, 8 : !warp.warp<high(16)> -> !warp.tile<8, high(16)>
    %k = arith.subi %z, %one : i32
    %kk = arith.muli %k, %n : i32
    %s = warp.shuffle idx %t, %v, %kk : !warp.tile<8, high(16)>, i32
    %m = warp.merge %lo, %hi : !warp.warp<high(16)>, !warp.warp<low(16)> -> !warp.warp<all>
    %c16 = arith.constant 16 : i32
    %in = arith.cmpi uge, %li, %c16 : i32
    %res = arith.select %in, %s, %minus : i32
    memref.store %res, %out[%lane] : memref<32xi32>
    gpu.return
  }
  // t03 (tile-up-rt) - run-time up n = 3 on a tile of 8 over mask(0xff00ff00)
  gpu.func @t03(%out: memref<32xi32>, %n: i32, %flag: i1) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
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

    %lo, %hi = warp.diverge %w, mask(0xff00ff00) : !warp.warp<all> -> !warp.warp<mask(0xff00ff00)>, !warp.warp<mask(0x00ff00ff)>
    %t = warp.tile %lo, 8 : !warp.warp<mask(0xff00ff00)> -> !warp.tile<8, mask(0xff00ff00)>
    %s = warp.shuffle up %t, %v, %n : !warp.tile<8, mask(0xff00ff00)>, i32
    %m = warp.merge %lo, %hi : !warp.warp<mask(0xff00ff00)>, !warp.warp<mask(0x00ff00ff)> -> !warp.warp<all>
    %c8 = arith.constant 8 : i32
    %b8 = arith.andi %li, %c8 : i32
    %in = arith.cmpi ne, %b8, %z : i32
    %res = arith.select %in, %s, %minus : i32
    memref.store %res, %out[%lane] : memref<32xi32>
    gpu.return
  }
  // t04 (tile-down-rt) - run-time down n = 3 on a tile of 4 over mask(0x0f0f0f0f): only a group first lane reads
  gpu.func @t04(%out: memref<32xi32>, %n: i32, %flag: i1) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
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

    %lo, %hi = warp.diverge %w, mask(0x0f0f0f0f) : !warp.warp<all> -> !warp.warp<mask(0x0f0f0f0f)>, !warp.warp<mask(0xf0f0f0f0)>
    %t = warp.tile %lo, 4 : !warp.warp<mask(0x0f0f0f0f)> -> !warp.tile<4, mask(0x0f0f0f0f)>
    %s = warp.shuffle down %t, %v, %n : !warp.tile<4, mask(0x0f0f0f0f)>, i32
    %m = warp.merge %lo, %hi : !warp.warp<mask(0x0f0f0f0f)>, !warp.warp<mask(0xf0f0f0f0)> -> !warp.warp<all>
    %c4 = arith.constant 4 : i32
    %b4 = arith.andi %li, %c4 : i32
    %in = arith.cmpi eq, %b4, %z : i32
    %res = arith.select %in, %s, %minus : i32
    memref.store %res, %out[%lane] : memref<32xi32>
    gpu.return
  }
  // t05 (tile-xor-rt) - run-time xor 9 on a tile of 8 over high(16): masked to 1 (W15 model)
  gpu.func @t05(%out: memref<32xi32>, %n: i32, %flag: i1) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
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

    %lo, %hi = warp.diverge %w, high(16) : !warp.warp<all> -> !warp.warp<high(16)>, !warp.warp<low(16)>
    %t = warp.tile %lo, 8 : !warp.warp<high(16)> -> !warp.tile<8, high(16)>
    %c3 = arith.constant 3 : i32
    %k = arith.muli %n, %c3 : i32
    %s = warp.shuffle xor %t, %v, %k : !warp.tile<8, high(16)>, i32
    %m = warp.merge %lo, %hi : !warp.warp<high(16)>, !warp.warp<low(16)> -> !warp.warp<all>
    %c16 = arith.constant 16 : i32
    %in = arith.cmpi uge, %li, %c16 : i32
    %res = arith.select %in, %s, %minus : i32
    memref.store %res, %out[%lane] : memref<32xi32>
    gpu.return
  }
}
