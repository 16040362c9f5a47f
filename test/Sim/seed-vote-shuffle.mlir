// Regression tests of two of the static map seed's silent wrong answers
// (issue 32): a vote that returned the opposite boolean, and shuffle
// directions encoded in the wrong order (a broadcast became a shift down).
// Each collective is checked twice: the PTX instruction it lowers to, and
// its results under the simulator. Expected values come from the PTX ISA's
// definitions of vote.sync and shfl.sync, worked by hand for the inputs
// below (lane l's value is 10 * l; p is `l mod 3 == 0`: lanes 0, 3, ..., 30).
//
// RUN: warp-ptx %s | FileCheck %s --check-prefix=PTX
// One `any` and three `all` on the whole warp: a swap of the two modes
// changes the counts.
// RUN: warp-ptx %s | grep -c "vote.sync.any.pred" | FileCheck %s --check-prefix=ANY
// RUN: warp-ptx %s | grep -c "vote.sync.all.pred" | FileCheck %s --check-prefix=ALL
// ANY: {{^}}1{{$}}
// ALL: {{^}}3{{$}}
// RUN: warp-run --sim %s --kernel votes --block 32 --arg i32[32] --arg i32[32] --arg i32[32] --arg i32[32] --arg i32[32] --arg i32[32] --arg i32[32] --arg i32[32] --arg i32[32] --arg i32[32] --print | FileCheck %s --check-prefix=VOTES
// RUN: warp-run --sim --sim-seed 5 %s --kernel votes --block 32 --arg i32[32] --arg i32[32] --arg i32[32] --arg i32[32] --arg i32[32] --arg i32[32] --arg i32[32] --arg i32[32] --arg i32[32] --arg i32[32] --print | FileCheck %s --check-prefix=VOTES
// RUN: warp-run --sim %s --kernel shuffles --block 32 --arg i32:3 --arg i32:11 --arg i32[32] --arg i32[32] --arg i32[32] --arg i32[32] --arg i32[32] --arg i32[32] --arg i32[32] --arg i32[32] --arg i32[32] --print | FileCheck %s --check-prefix=SHUFFLES
// RUN: warp-run --sim --sim-seed 5 %s --kernel shuffles --block 32 --arg i32:3 --arg i32:11 --arg i32[32] --arg i32[32] --arg i32[32] --arg i32[32] --arg i32[32] --arg i32[32] --arg i32[32] --arg i32[32] --arg i32[32] --print | FileCheck %s --check-prefix=SHUFFLES

// PTX-LABEL: .entry votes
// Whole warp: ballot, then any/all as their own vote modes on the full mask
// (not each other, not negated).
// PTX: vote.sync.ballot.b32 {{.*}}, -1;
// PTX: vote.sync.any.pred {{.*}}, -1;
// PTX: vote.sync.all.pred {{.*}}, -1;
// PTX-NOT: not.pred
// PTX-LABEL: .entry shuffles
// Each mode its own PTX variant; the clamp is 31 (idx, down, bfly) or 0
// (up) on a warp and (32 - 8) << 8 | c on a tile of 8 (6175 / 6144).
// PTX: shfl.sync.idx.b32 {{.*}}, 5, 31, -1;
// PTX: shfl.sync.up.b32 {{.*}}, 1, 0, -1;
// PTX: shfl.sync.down.b32 {{.*}}, 2, 31, -1;
// PTX: shfl.sync.bfly.b32 {{.*}}, 16, 31, -1;
// PTX: shfl.sync.up.b32 {{.*}}, 1, 6144, %r{{[0-9]+}};
// PTX: shfl.sync.down.b32 {{.*}}, 3, 6175, %r{{[0-9]+}};
// PTX: shfl.sync.idx.b32 {{.*}}, %r{{[0-9]+}}, 6175, %r{{[0-9]+}};
// PTX: shfl.sync.idx.b32 {{.*}}, %r{{[0-9]+}}, 6175, %r{{[0-9]+}};
// PTX: shfl.sync.bfly.b32 {{.*}}, 5, 6175, %r{{[0-9]+}};

// ballot(p) on the warp: bits 0, 3, ..., 30 = 0x49249249.
// VOTES: arg 0 i32[32]: 1227133513 1227133513 1227133513 1227133513 1227133513 1227133513 1227133513 1227133513 1227133513 1227133513 1227133513 1227133513 1227133513 1227133513 1227133513 1227133513 1227133513 1227133513 1227133513 1227133513 1227133513 1227133513 1227133513 1227133513 1227133513 1227133513 1227133513 1227133513 1227133513 1227133513 1227133513 1227133513{{$}}
// any(p) = 1, all(p) = 0, all(true) = 1, all(false) = 0.
// VOTES: arg 1 i32[32]: 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1{{$}}
// VOTES: arg 2 i32[32]: 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0{{$}}
// VOTES: arg 3 i32[32]: 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1{{$}}
// VOTES: arg 4 i32[32]: 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0{{$}}
// Tiles of 8, tile-relative bits: group 0 has p on ranks 0, 3, 6 (73),
// group 1 (lanes 8-15) on lanes 9, 12, 15 = ranks 1, 4, 7 (146), group 2 on
// lanes 18, 21 = ranks 2, 5 (36), group 3 on 24, 27, 30 = ranks 0, 3, 6.
// VOTES: arg 5 i32[32]: 73 73 73 73 73 73 73 73 146 146 146 146 146 146 146 146 36 36 36 36 36 36 36 36 73 73 73 73 73 73 73 73{{$}}
// first_lane(p): the lowest of those ranks.
// VOTES: arg 6 i32[32]: 0 0 0 0 0 0 0 0 1 1 1 1 1 1 1 1 2 2 2 2 2 2 2 2 0 0 0 0 0 0 0 0{{$}}
// all(l >= 8) is false on group 0 only; any(l < 4) true on group 0 only.
// VOTES: arg 7 i32[32]: 0 0 0 0 0 0 0 0 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1{{$}}
// VOTES: arg 8 i32[32]: 1 1 1 1 1 1 1 1 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0{{$}}
// first_lane(false) = -1 everywhere.
// VOTES: arg 9 i32[32]: -1 -1 -1 -1 -1 -1 -1 -1 -1 -1 -1 -1 -1 -1 -1 -1 -1 -1 -1 -1 -1 -1 -1 -1 -1 -1 -1 -1 -1 -1 -1 -1{{$}}

// idx 5: every lane reads lane 5.
// SHUFFLES: arg 2 i32[32]: 50 50 50 50 50 50 50 50 50 50 50 50 50 50 50 50 50 50 50 50 50 50 50 50 50 50 50 50 50 50 50 50{{$}}
// up 1: lane l reads l - 1; lane 0 keeps its own.
// SHUFFLES: arg 3 i32[32]: 0 0 10 20 30 40 50 60 70 80 90 100 110 120 130 140 150 160 170 180 190 200 210 220 230 240 250 260 270 280 290 300{{$}}
// down 2: lane l reads l + 2; lanes 30 and 31 keep their own.
// SHUFFLES: arg 4 i32[32]: 20 30 40 50 60 70 80 90 100 110 120 130 140 150 160 170 180 190 200 210 220 230 240 250 260 270 280 290 300 310 300 310{{$}}
// xor 16: the halves swap.
// SHUFFLES: arg 5 i32[32]: 160 170 180 190 200 210 220 230 240 250 260 270 280 290 300 310 0 10 20 30 40 50 60 70 80 90 100 110 120 130 140 150{{$}}
// Tiles of 8. up 1: rank 0 keeps its own.
// SHUFFLES: arg 6 i32[32]: 0 0 10 20 30 40 50 60 80 80 90 100 110 120 130 140 160 160 170 180 190 200 210 220 240 240 250 260 270 280 290 300{{$}}
// down 3: ranks 5-7 keep their own.
// SHUFFLES: arg 7 i32[32]: 30 40 50 60 70 50 60 70 110 120 130 140 150 130 140 150 190 200 210 220 230 210 220 230 270 280 290 300 310 290 300 310{{$}}
// idx from the run-time rank 3: rank 3 of each group (lanes 3, 11, 19, 27).
// SHUFFLES: arg 8 i32[32]: 30 30 30 30 30 30 30 30 110 110 110 110 110 110 110 110 190 190 190 190 190 190 190 190 270 270 270 270 270 270 270 270{{$}}
// idx from the run-time rank 11: the ISA keeps its low 3 bits (rank 3).
// SHUFFLES: arg 9 i32[32]: 30 30 30 30 30 30 30 30 110 110 110 110 110 110 110 110 190 190 190 190 190 190 190 190 270 270 270 270 270 270 270 270{{$}}
// xor 5 inside each group.
// SHUFFLES: arg 10 i32[32]: 50 40 70 60 10 0 30 20 130 120 150 140 90 80 110 100 210 200 230 220 170 160 190 180 290 280 310 300 250 240 270 260{{$}}
// SHUFFLES-NOT: finding

gpu.module @kernels {
  gpu.func @votes(%ballot: memref<32xi32>, %any: memref<32xi32>, %all: memref<32xi32>,
                  %all_true: memref<32xi32>, %all_false: memref<32xi32>,
                  %t_ballot: memref<32xi32>, %t_first: memref<32xi32>,
                  %t_all: memref<32xi32>, %t_any: memref<32xi32>, %t_none: memref<32xi32>) kernel
      attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %l = arith.index_cast %lane : index to i32
    %c0 = arith.constant 0 : i32
    %c3 = arith.constant 3 : i32
    %c4 = arith.constant 4 : i32
    %c8 = arith.constant 8 : i32
    %c32 = arith.constant 32 : i32
    %rem = arith.remui %l, %c3 : i32
    %p = arith.cmpi eq, %rem, %c0 : i32
    %yes = arith.cmpi ult, %l, %c32 : i32
    %no = arith.cmpi uge, %l, %c32 : i32
    %ge8 = arith.cmpi uge, %l, %c8 : i32
    %lt4 = arith.cmpi ult, %l, %c4 : i32
    %b = warp.ballot %w, %p : !warp.warp<all> -> i32
    %a = warp.any %w, %p : !warp.warp<all>
    %e = warp.all %w, %p : !warp.warp<all>
    %et = warp.all %w, %yes : !warp.warp<all>
    %af = warp.all %w, %no : !warp.warp<all>
    %t = warp.tile %w, 8 : !warp.warp<all> -> !warp.tile<8>
    %tb = warp.ballot %t, %p : !warp.tile<8> -> i32
    %tf = warp.first_lane %t, %p : !warp.tile<8>
    %te = warp.all %t, %ge8 : !warp.tile<8>
    %ta = warp.any %t, %lt4 : !warp.tile<8>
    %tn = warp.first_lane %t, %no : !warp.tile<8>
    %ai = arith.extui %a : i1 to i32
    %ei = arith.extui %e : i1 to i32
    %eti = arith.extui %et : i1 to i32
    %afi = arith.extui %af : i1 to i32
    %tei = arith.extui %te : i1 to i32
    %tai = arith.extui %ta : i1 to i32
    memref.store %b, %ballot[%lane] : memref<32xi32>
    memref.store %ai, %any[%lane] : memref<32xi32>
    memref.store %ei, %all[%lane] : memref<32xi32>
    memref.store %eti, %all_true[%lane] : memref<32xi32>
    memref.store %afi, %all_false[%lane] : memref<32xi32>
    memref.store %tb, %t_ballot[%lane] : memref<32xi32>
    memref.store %tf, %t_first[%lane] : memref<32xi32>
    memref.store %tei, %t_all[%lane] : memref<32xi32>
    memref.store %tai, %t_any[%lane] : memref<32xi32>
    memref.store %tn, %t_none[%lane] : memref<32xi32>
    gpu.return
  }

  gpu.func @shuffles(%r: i32, %r11: i32, %idx: memref<32xi32>, %up: memref<32xi32>,
                     %down: memref<32xi32>, %bfly: memref<32xi32>, %t_up: memref<32xi32>,
                     %t_down: memref<32xi32>, %t_idx: memref<32xi32>, %t_idx11: memref<32xi32>,
                     %t_bfly: memref<32xi32>) kernel
      attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %l = arith.index_cast %lane : index to i32
    %c10 = arith.constant 10 : i32
    %v = arith.muli %l, %c10 : i32
    %a = warp.shuffle idx %w, %v, 5 : !warp.warp<all>, i32
    %b = warp.shuffle up %w, %v, 1 : !warp.warp<all>, i32
    %c = warp.shuffle down %w, %v, 2 : !warp.warp<all>, i32
    %d = warp.shuffle xor %w, %v, 16 : !warp.warp<all>, i32
    %t = warp.tile %w, 8 : !warp.warp<all> -> !warp.tile<8>
    %e = warp.shuffle up %t, %v, 1 : !warp.tile<8>, i32
    %f = warp.shuffle down %t, %v, 3 : !warp.tile<8>, i32
    %g = warp.shuffle idx %t, %v, %r : !warp.tile<8>, i32
    %h = warp.shuffle idx %t, %v, %r11 : !warp.tile<8>, i32
    %i = warp.shuffle xor %t, %v, 5 : !warp.tile<8>, i32
    memref.store %a, %idx[%lane] : memref<32xi32>
    memref.store %b, %up[%lane] : memref<32xi32>
    memref.store %c, %down[%lane] : memref<32xi32>
    memref.store %d, %bfly[%lane] : memref<32xi32>
    memref.store %e, %t_up[%lane] : memref<32xi32>
    memref.store %f, %t_down[%lane] : memref<32xi32>
    memref.store %g, %t_idx[%lane] : memref<32xi32>
    memref.store %h, %t_idx11[%lane] : memref<32xi32>
    memref.store %i, %t_bfly[%lane] : memref<32xi32>
    gpu.return
  }
}
