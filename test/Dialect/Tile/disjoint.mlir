// RUN: warp-opt %s --split-input-file --verify-diagnostics
//
// Issue 28's gaps, attacked: T5 now keeps apart disjoint static subviews,
// buffers a loop or a recursion only permutes, and what each call site
// passes (Disjointness.cpp). Each program here shares memory between a
// partition and another argument of a launch, through a near miss of one
// of those facts, and is rejected. The legal neighbours are in
// disjoint-legal.mlir and test/Sim/tile/ping-pong.mlir.

tile.kernel @step(%x: !tile.view<?xf32>, %y: !tile.part<1024xf32>, %t0: !tile.token) {
  tile.return %t0 : !tile.token
}

// Overlapping static subviews: [0, 1024) and [1000, 2024).
// Test: T5_subviews_overlap
func.func @T5_subviews_overlap(%x: memref<4096xf32>) {
  %a = memref.subview %x[0] [1024] [1] : memref<4096xf32> to memref<1024xf32>
  %b = memref.subview %x[1000] [1024] [1] : memref<4096xf32> to memref<1024xf32, strided<[1], offset: 1000>>
  %pb = tile.partition %b : memref<1024xf32, strided<[1], offset: 1000>> -> !tile.part<1024xf32>
  // expected-error @+1 {{T5: arguments 0 and 1 pass one buffer, mutably and shared; programs would race on it}}
  tile.launch @step(%a, %pb) : (memref<1024xf32>, !tile.part<1024xf32>)
  return
}

// -----

tile.kernel @step(%x: !tile.view<?xf32>, %y: !tile.part<1024xf32>, %t0: !tile.token) {
  tile.return %t0 : !tile.token
}

// One element in common: [0, 1024] read, [1024, 2048) written.
// Test: T5_subviews_touch
func.func @T5_subviews_touch(%x: memref<4096xf32>) {
  %a = memref.subview %x[0] [1025] [1] : memref<4096xf32> to memref<1025xf32>
  %b = memref.subview %x[1024] [1024] [1] : memref<4096xf32> to memref<1024xf32, strided<[1], offset: 1024>>
  %pb = tile.partition %b : memref<1024xf32, strided<[1], offset: 1024>> -> !tile.part<1024xf32>
  // expected-error @+1 {{T5: arguments 0 and 1 pass one buffer, mutably and shared}}
  tile.launch @step(%a, %pb) : (memref<1025xf32>, !tile.part<1024xf32>)
  return
}

// -----

tile.kernel @step(%x: !tile.view<?xf32>, %y: !tile.part<1024xf32>, %t0: !tile.token) {
  tile.return %t0 : !tile.token
}

// A strided read view: every other element of [0, 2048) meets [1024, 2048).
// Test: T5_strided_subview_reaches
func.func @T5_strided_subview_reaches(%x: memref<4096xf32>) {
  %a = memref.subview %x[0] [1024] [2] : memref<4096xf32> to memref<1024xf32, strided<[2]>>
  %b = memref.subview %x[1024] [1024] [1] : memref<4096xf32> to memref<1024xf32, strided<[1], offset: 1024>>
  %pb = tile.partition %b : memref<1024xf32, strided<[1], offset: 1024>> -> !tile.part<1024xf32>
  // expected-error @+1 {{T5: arguments 0 and 1 pass one buffer, mutably and shared}}
  tile.launch @step(%a, %pb) : (memref<1024xf32, strided<[2]>>, !tile.part<1024xf32>)
  return
}

// -----

tile.kernel @step(%x: !tile.view<?xf32>, %y: !tile.part<1024xf32>, %t0: !tile.token) {
  tile.return %t0 : !tile.token
}

// A dynamic offset is no static box.
// Test: T5_subview_dynamic_offset
func.func @T5_subview_dynamic_offset(%x: memref<4096xf32>, %o: index) {
  %a = memref.subview %x[%o] [1024] [1] : memref<4096xf32> to memref<1024xf32, strided<[1], offset: ?>>
  %b = memref.subview %x[2048] [1024] [1] : memref<4096xf32> to memref<1024xf32, strided<[1], offset: 2048>>
  %pb = tile.partition %b : memref<1024xf32, strided<[1], offset: 2048>> -> !tile.part<1024xf32>
  // expected-error @+1 {{T5: arguments 0 and 1 pass one buffer, mutably and shared}}
  tile.launch @step(%a, %pb) : (memref<1024xf32, strided<[1], offset: ?>>, !tile.part<1024xf32>)
  return
}

// -----

tile.kernel @step(%x: !tile.view<?xf32>, %y: !tile.part<1024xf32>, %t0: !tile.token) {
  tile.return %t0 : !tile.token
}

// A read view of stride 0 repeats element 0, which the partition writes.
// Test: T5_subview_stride_zero
func.func @T5_subview_stride_zero(%x: memref<4096xf32>) {
  %a = memref.subview %x[0] [1024] [0] : memref<4096xf32> to memref<1024xf32, strided<[0]>>
  %b = memref.subview %x[0] [1024] [1] : memref<4096xf32> to memref<1024xf32>
  %pb = tile.partition %b : memref<1024xf32> -> !tile.part<1024xf32>
  // expected-error @+1 {{T5: arguments 0 and 1 pass one buffer, mutably and shared}}
  tile.launch @step(%a, %pb) : (memref<1024xf32, strided<[0]>>, !tile.part<1024xf32>)
  return
}

// -----

tile.kernel @step2(%x: !tile.view<?x?xf32>, %y: !tile.part<16x64xf32>, %t0: !tile.token) {
  tile.return %t0 : !tile.token
}

// 2-D boxes that overlap in both dimensions (rows 16-31, columns 32-63).
// Test: T5_boxes_overlap_2d
func.func @T5_boxes_overlap_2d(%x: memref<64x128xf32>) {
  %a = memref.subview %x[0, 0] [32, 64] [1, 1] : memref<64x128xf32> to memref<32x64xf32, strided<[128, 1]>>
  %b = memref.subview %x[16, 32] [32, 64] [1, 1] : memref<64x128xf32> to memref<32x64xf32, strided<[128, 1], offset: 2080>>
  %pb = tile.partition %b : memref<32x64xf32, strided<[128, 1], offset: 2080>> -> !tile.part<16x64xf32>
  // expected-error @+1 {{T5: arguments 0 and 1 pass one buffer, mutably and shared}}
  tile.launch @step2(%a, %pb) : (memref<32x64xf32, strided<[128, 1]>>, !tile.part<16x64xf32>)
  return
}

// -----

tile.kernel @step2(%x: !tile.view<?x?xf32>, %y: !tile.part<16x64xf32>, %t0: !tile.token) {
  tile.return %t0 : !tile.token
}

// A box past the end of a row of a dynamic buffer is not a box of its
// own: column 64 of row 0 may be row 1 of a 64-wide buffer. The boxes are
// compared only on a static subview chain of an identity layout; a
// rank-reducing subview is no box either.
// Test: T5_rank_reducing_subview
func.func @T5_rank_reducing_subview(%x: memref<64x128xf32>) {
  %a = memref.subview %x[0, 0] [1, 128] [1, 1] : memref<64x128xf32> to memref<128xf32>
  %a2 = memref.expand_shape %a [[0, 1]] output_shape [1, 128] : memref<128xf32> into memref<1x128xf32>
  %b = memref.subview %x[16, 0] [16, 64] [1, 1] : memref<64x128xf32> to memref<16x64xf32, strided<[128, 1], offset: 2048>>
  %pb = tile.partition %b : memref<16x64xf32, strided<[128, 1], offset: 2048>> -> !tile.part<16x64xf32>
  // expected-error @+1 {{T5: arguments 0 and 1 pass one buffer, mutably and shared}}
  tile.launch @step2(%a2, %pb) : (memref<1x128xf32>, !tile.part<16x64xf32>)
  return
}

// -----

tile.kernel @step(%x: !tile.view<?xf32>, %y: !tile.part<1024xf32>, %t0: !tile.token) {
  tile.return %t0 : !tile.token
}

// A box whose end overflows 64 bits.
// Test: T5_box_overflows
func.func @T5_box_overflows(%x: memref<?xf32>) {
  %a = memref.subview %x[9223372036854775000] [1024] [1] : memref<?xf32> to memref<1024xf32, strided<[1], offset: 9223372036854775000>>
  %b = memref.subview %x[0] [1024] [1] : memref<?xf32> to memref<1024xf32>
  %pb = tile.partition %b : memref<1024xf32> -> !tile.part<1024xf32>
  // expected-error @+1 {{T5: arguments 0 and 1 pass one buffer, mutably and shared}}
  tile.launch @step(%a, %pb) : (memref<1024xf32, strided<[1], offset: 9223372036854775000>>, !tile.part<1024xf32>)
  return
}

// -----

tile.kernel @step(%x: !tile.view<?xf32>, %y: !tile.part<1024xf32>, %t0: !tile.token) {
  tile.return %t0 : !tile.token
}

// memref.assume_alignment is an identity view: the same buffer twice.
// Test: T5_assume_alignment_same_buffer
func.func @T5_assume_alignment_same_buffer(%x: memref<4096xf32>) {
  %a = memref.assume_alignment %x, 16 : memref<4096xf32>
  %px = tile.partition %x : memref<4096xf32> -> !tile.part<1024xf32>
  // expected-error @+1 {{T5: arguments 0 and 1 pass one buffer, mutably and shared}}
  tile.launch @step(%a, %px) : (memref<4096xf32>, !tile.part<1024xf32>)
  return
}

// -----

tile.kernel @step(%x: !tile.view<?xf32>, %y: !tile.part<1024xf32>, %t0: !tile.token) {
  tile.return %t0 : !tile.token
}

// The loop does not permute its buffers: from the second iteration on
// both are %y.
// Test: T5_loop_yields_one_buffer_twice
func.func @T5_loop_yields_one_buffer_twice(%x: memref<4096xf32>, %y: memref<4096xf32>, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r:2 = scf.for %i = %c0 to %n step %c1 iter_args(%a = %x, %b = %y) -> (memref<4096xf32>, memref<4096xf32>) {
    %pb = tile.partition %b : memref<4096xf32> -> !tile.part<1024xf32>
    // expected-error @+1 {{T5: arguments 0 and 1 pass one buffer, mutably and shared}}
    tile.launch @step(%a, %pb) : (memref<4096xf32>, !tile.part<1024xf32>)
    scf.yield %b, %b : memref<4096xf32>, memref<4096xf32>
  }
  return
}

// -----

tile.kernel @step(%x: !tile.view<?xf32>, %y: !tile.part<1024xf32>, %t0: !tile.token) {
  tile.return %t0 : !tile.token
}

// Swapped, but started on one buffer.
// Test: T5_loop_starts_on_one_buffer
func.func @T5_loop_starts_on_one_buffer(%x: memref<4096xf32>, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r:2 = scf.for %i = %c0 to %n step %c1 iter_args(%a = %x, %b = %x) -> (memref<4096xf32>, memref<4096xf32>) {
    %pb = tile.partition %b : memref<4096xf32> -> !tile.part<1024xf32>
    // expected-error @+1 {{T5: arguments 0 and 1 pass one buffer, mutably and shared}}
    tile.launch @step(%a, %pb) : (memref<4096xf32>, !tile.part<1024xf32>)
    scf.yield %b, %a : memref<4096xf32>, memref<4096xf32>
  }
  return
}

// -----

tile.kernel @step(%x: !tile.view<?xf32>, %y: !tile.part<1024xf32>, %t0: !tile.token) {
  tile.return %t0 : !tile.token
}

// A yield chosen at run time may give both iter_args one buffer.
// Test: T5_loop_yield_selected
func.func @T5_loop_yield_selected(%x: memref<4096xf32>, %y: memref<4096xf32>, %n: index, %c: i1) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r:2 = scf.for %i = %c0 to %n step %c1 iter_args(%a = %x, %b = %y) -> (memref<4096xf32>, memref<4096xf32>) {
    %pb = tile.partition %b : memref<4096xf32> -> !tile.part<1024xf32>
    // expected-error @+1 {{T5: arguments 0 and 1 pass one buffer, mutably and shared}}
    tile.launch @step(%a, %pb) : (memref<4096xf32>, !tile.part<1024xf32>)
    %s = arith.select %c, %a, %b : memref<4096xf32>
    scf.yield %s, %a : memref<4096xf32>, memref<4096xf32>
  }
  return
}

// -----

tile.kernel @step(%x: !tile.view<?xf32>, %y: !tile.part<1024xf32>, %t0: !tile.token) {
  tile.return %t0 : !tile.token
}

// A three-buffer loop whose rotation lets two iter_args meet.
// Test: T5_loop_three_buffers_collide
func.func @T5_loop_three_buffers_collide(%x: memref<4096xf32>, %y: memref<4096xf32>, %z: memref<4096xf32>, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r:3 = scf.for %i = %c0 to %n step %c1 iter_args(%a = %x, %b = %y, %d = %z) -> (memref<4096xf32>, memref<4096xf32>, memref<4096xf32>) {
    %pb = tile.partition %b : memref<4096xf32> -> !tile.part<1024xf32>
    // expected-error @+1 {{T5: arguments 0 and 1 pass one buffer, mutably and shared}}
    tile.launch @step(%a, %pb) : (memref<4096xf32>, !tile.part<1024xf32>)
    scf.yield %d, %d, %a : memref<4096xf32>, memref<4096xf32>, memref<4096xf32>
  }
  return
}

// -----

tile.kernel @step(%x: !tile.view<?xf32>, %y: !tile.part<1024xf32>, %t0: !tile.token) {
  tile.return %t0 : !tile.token
}

// After the loop: its results are the last iteration's, which are one
// buffer from the second iteration on.
// Test: T5_loop_results_one_buffer
func.func @T5_loop_results_one_buffer(%x: memref<4096xf32>, %y: memref<4096xf32>, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r:2 = scf.for %i = %c0 to %n step %c1 iter_args(%a = %x, %b = %y) -> (memref<4096xf32>, memref<4096xf32>) {
    scf.yield %b, %b : memref<4096xf32>, memref<4096xf32>
  }
  %pb = tile.partition %r#1 : memref<4096xf32> -> !tile.part<1024xf32>
  // expected-error @+1 {{T5: arguments 0 and 1 pass one buffer, mutably and shared}}
  tile.launch @step(%r#0, %pb) : (memref<4096xf32>, !tile.part<1024xf32>)
  return
}

// -----

tile.kernel @step(%x: !tile.view<?xf32>, %y: !tile.part<1024xf32>, %t0: !tile.token) {
  tile.return %t0 : !tile.token
}

// scf.while whose body gives both buffers the same one.
// Test: T5_while_one_buffer
func.func @T5_while_one_buffer(%x: memref<4096xf32>, %y: memref<4096xf32>, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r:3 = scf.while (%a = %x, %b = %y, %i = %c0) : (memref<4096xf32>, memref<4096xf32>, index) -> (memref<4096xf32>, memref<4096xf32>, index) {
    %go = arith.cmpi slt, %i, %n : index
    scf.condition(%go) %a, %b, %i : memref<4096xf32>, memref<4096xf32>, index
  } do {
  ^bb0(%a2: memref<4096xf32>, %b2: memref<4096xf32>, %i2: index):
    %pb = tile.partition %b2 : memref<4096xf32> -> !tile.part<1024xf32>
    // expected-error @+1 {{T5: arguments 0 and 1 pass one buffer, mutably and shared}}
    tile.launch @step(%a2, %pb) : (memref<4096xf32>, !tile.part<1024xf32>)
    %next = arith.addi %i2, %c1 : index
    scf.yield %a2, %a2, %next : memref<4096xf32>, memref<4096xf32>, index
  }
  return
}

// -----

tile.kernel @step(%x: !tile.view<?xf32>, %y: !tile.part<1024xf32>, %t0: !tile.token) {
  tile.return %t0 : !tile.token
}

// The condition forwards one buffer twice into the after region.
// Test: T5_while_condition_duplicates
func.func @T5_while_condition_duplicates(%x: memref<4096xf32>, %y: memref<4096xf32>, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r:3 = scf.while (%a = %x, %b = %y, %i = %c0) : (memref<4096xf32>, memref<4096xf32>, index) -> (memref<4096xf32>, memref<4096xf32>, index) {
    %go = arith.cmpi slt, %i, %n : index
    scf.condition(%go) %b, %b, %i : memref<4096xf32>, memref<4096xf32>, index
  } do {
  ^bb0(%a2: memref<4096xf32>, %b2: memref<4096xf32>, %i2: index):
    %pb = tile.partition %b2 : memref<4096xf32> -> !tile.part<1024xf32>
    // expected-error @+1 {{T5: arguments 0 and 1 pass one buffer, mutably and shared}}
    tile.launch @step(%a2, %pb) : (memref<4096xf32>, !tile.part<1024xf32>)
    %next = arith.addi %i2, %c1 : index
    scf.yield %b2, %a2, %next : memref<4096xf32>, memref<4096xf32>, index
  }
  return
}

// -----

tile.kernel @step(%x: !tile.view<?xf32>, %y: !tile.part<1024xf32>, %t0: !tile.token) {
  tile.return %t0 : !tile.token
}

func.func @step_on(%x: memref<4096xf32>, %y: memref<4096xf32>) {
  %py = tile.partition %y : memref<4096xf32> -> !tile.part<1024xf32>
  // expected-error @+1 {{T5: arguments 0 and 1 pass one buffer, mutably and shared (through the callers of the launching function); programs would race on it}}
  tile.launch @step(%x, %py) : (memref<4096xf32>, !tile.part<1024xf32>)
  return
}

// Per call site: the first call is fine, the second passes %x twice.
// Test: T5_second_call_site_aliases
func.func @T5_second_call_site_aliases(%x: memref<4096xf32>, %y: memref<4096xf32>) {
  func.call @step_on(%x, %y) : (memref<4096xf32>, memref<4096xf32>) -> ()
  func.call @step_on(%x, %x) : (memref<4096xf32>, memref<4096xf32>) -> ()
  return
}

// -----

tile.kernel @step(%x: !tile.view<?xf32>, %y: !tile.part<1024xf32>, %t0: !tile.token) {
  tile.return %t0 : !tile.token
}

func.func @step_on(%x: memref<4096xf32>, %y: memref<4096xf32>) {
  %py = tile.partition %y : memref<4096xf32> -> !tile.part<1024xf32>
  // expected-error @+1 {{T5: arguments 0 and 1 pass one buffer, mutably and shared (through the callers of the launching function)}}
  tile.launch @step(%x, %py) : (memref<4096xf32>, !tile.part<1024xf32>)
  return
}

memref.global "private" @g : memref<4096xf32>

// Two get_global of one global are one buffer.
// Test: T5_call_site_global_twice
func.func @T5_call_site_global_twice() {
  %a = memref.get_global @g : memref<4096xf32>
  %b = memref.get_global @g : memref<4096xf32>
  func.call @step_on(%a, %b) : (memref<4096xf32>, memref<4096xf32>) -> ()
  return
}

// -----

tile.kernel @step(%x: !tile.view<?xf32>, %y: !tile.part<1024xf32>, %t0: !tile.token) {
  tile.return %t0 : !tile.token
}

func.func @step_on(%x: memref<4096xf32, strided<[1], offset: ?>>, %y: memref<4096xf32, strided<[1], offset: ?>>) {
  %py = tile.partition %y : memref<4096xf32, strided<[1], offset: ?>> -> !tile.part<1024xf32>
  // expected-error @+1 {{T5: arguments 0 and 1 pass one buffer, mutably and shared (through the callers of the launching function)}}
  tile.launch @step(%x, %py) : (memref<4096xf32, strided<[1], offset: ?>>, !tile.part<1024xf32>)
  return
}

// Overlapping subviews passed at one call site: [0, 4096) and
// [2048, 6144).
// Test: T5_call_site_subviews_overlap
func.func @T5_call_site_subviews_overlap(%x: memref<8192xf32>) {
  %a = memref.subview %x[0] [4096] [1] : memref<8192xf32> to memref<4096xf32, strided<[1]>>
  %b = memref.subview %x[2048] [4096] [1] : memref<8192xf32> to memref<4096xf32, strided<[1], offset: 2048>>
  %ac = memref.cast %a : memref<4096xf32, strided<[1]>> to memref<4096xf32, strided<[1], offset: ?>>
  %bc = memref.cast %b : memref<4096xf32, strided<[1], offset: 2048>> to memref<4096xf32, strided<[1], offset: ?>>
  func.call @step_on(%ac, %bc) : (memref<4096xf32, strided<[1], offset: ?>>, memref<4096xf32, strided<[1], offset: ?>>) -> ()
  return
}

// -----

tile.kernel @step(%x: !tile.view<?xf32>, %y: !tile.part<1024xf32>, %t0: !tile.token) {
  tile.return %t0 : !tile.token
}

// Recursion that passes one buffer twice at its next level.
// Test: T5_recursion_duplicates
func.func @rec(%x: memref<4096xf32>, %y: memref<4096xf32>, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %more = arith.cmpi sgt, %n, %c0 : index
  scf.if %more {
    %py = tile.partition %y : memref<4096xf32> -> !tile.part<1024xf32>
    // expected-error @+1 {{T5: arguments 0 and 1 pass one buffer, mutably and shared (through the callers of the launching function)}}
    tile.launch @step(%x, %py) : (memref<4096xf32>, !tile.part<1024xf32>)
    %m = arith.subi %n, %c1 : index
    func.call @rec(%y, %y, %m) : (memref<4096xf32>, memref<4096xf32>, index) -> ()
  }
  return
}

// -----

tile.kernel @step(%x: !tile.view<?xf32>, %y: !tile.part<1024xf32>, %t0: !tile.token) {
  tile.return %t0 : !tile.token
}

// Mutual recursion: @a swaps into @b, and @b passes its first buffer
// twice back into @a.
// Test: T5_mutual_recursion_duplicates
func.func @a(%x: memref<4096xf32>, %y: memref<4096xf32>, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %more = arith.cmpi sgt, %n, %c0 : index
  scf.if %more {
    %py = tile.partition %y : memref<4096xf32> -> !tile.part<1024xf32>
    // expected-error @+1 {{T5: arguments 0 and 1 pass one buffer, mutably and shared (through the callers of the launching function)}}
    tile.launch @step(%x, %py) : (memref<4096xf32>, !tile.part<1024xf32>)
    %m = arith.subi %n, %c1 : index
    func.call @b(%y, %x, %m) : (memref<4096xf32>, memref<4096xf32>, index) -> ()
  }
  return
}

func.func @b(%x: memref<4096xf32>, %y: memref<4096xf32>, %n: index) {
  func.call @a(%x, %x, %n) : (memref<4096xf32>, memref<4096xf32>, index) -> ()
  return
}

// -----

tile.kernel @step(%x: !tile.view<?xf32>, %y: !tile.part<1024xf32>, %t0: !tile.token) {
  tile.return %t0 : !tile.token
}

// A recursion that shifts its buffers into a subview of one of them.
// Test: T5_recursion_into_subview
func.func @rec(%x: memref<4096xf32>, %y: memref<4096xf32>, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %more = arith.cmpi sgt, %n, %c0 : index
  scf.if %more {
    %py = tile.partition %y : memref<4096xf32> -> !tile.part<1024xf32>
    // expected-error @+1 {{T5: arguments 0 and 1 pass one buffer, mutably and shared (through the callers of the launching function)}}
    tile.launch @step(%x, %py) : (memref<4096xf32>, !tile.part<1024xf32>)
    %m = arith.subi %n, %c1 : index
    %yc = memref.cast %y : memref<4096xf32> to memref<?xf32>
    %ys = memref.cast %yc : memref<?xf32> to memref<4096xf32>
    func.call @rec(%y, %ys, %m) : (memref<4096xf32>, memref<4096xf32>, index) -> ()
  }
  return
}

// -----

tile.kernel @step(%x: !tile.view<?xf32>, %y: !tile.part<1024xf32>, %t0: !tile.token) {
  tile.return %t0 : !tile.token
}

// A loop nested in a recursion: the loop swaps, the recursion duplicates.
// Test: T5_loop_in_recursion
func.func @rec(%x: memref<4096xf32>, %y: memref<4096xf32>, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %r:2 = scf.for %i = %c0 to %c2 step %c1 iter_args(%a = %x, %b = %y) -> (memref<4096xf32>, memref<4096xf32>) {
    %pb = tile.partition %b : memref<4096xf32> -> !tile.part<1024xf32>
    // expected-error @+1 {{T5: arguments 0 and 1 pass one buffer, mutably and shared (through the callers of the launching function)}}
    tile.launch @step(%a, %pb) : (memref<4096xf32>, !tile.part<1024xf32>)
    scf.yield %b, %a : memref<4096xf32>, memref<4096xf32>
  }
  %more = arith.cmpi sgt, %n, %c0 : index
  scf.if %more {
    %m = arith.subi %n, %c1 : index
    func.call @rec(%r#0, %r#0, %m) : (memref<4096xf32>, memref<4096xf32>, index) -> ()
  }
  return
}

// -----

tile.kernel @step2(%x: !tile.view<?x?xf32>, %y: !tile.part<16x64xf32>, %t0: !tile.token) {
  tile.return %t0 : !tile.token
}

// Columns 64-127 of a row only 100 wide reach into the next row, which
// the read view covers: the cast hides the row length from the subview's
// own bounds check.
// Test: T5_box_past_the_row
func.func @T5_box_past_the_row(%x: memref<64x100xf32>) {
  %d = memref.cast %x : memref<64x100xf32> to memref<64x?xf32>
  %b = memref.subview %d[0, 64] [16, 64] [1, 1] : memref<64x?xf32> to memref<16x64xf32, strided<[?, 1], offset: 64>>
  %a = memref.subview %x[0, 0] [32, 64] [1, 1] : memref<64x100xf32> to memref<32x64xf32, strided<[100, 1]>>
  %pa = tile.partition %a : memref<32x64xf32, strided<[100, 1]>> -> !tile.part<16x64xf32>
  // expected-error @+1 {{T5: arguments 0 and 1 pass one buffer, mutably and shared}}
  tile.launch @step2(%b, %pa) : (memref<16x64xf32, strided<[?, 1], offset: 64>>, !tile.part<16x64xf32>)
  return
}

// -----

tile.kernel @step(%x: !tile.view<?xf32>, %y: !tile.part<1024xf32>, %t0: !tile.token) {
  tile.return %t0 : !tile.token
}

// The loop swaps its buffers, but the launch reads the initial buffer
// itself, which %b is every other iteration.
// Test: T5_loop_init_beside_iter_arg
func.func @T5_loop_init_beside_iter_arg(%x: memref<4096xf32>, %y: memref<4096xf32>, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r:2 = scf.for %i = %c0 to %n step %c1 iter_args(%a = %x, %b = %y) -> (memref<4096xf32>, memref<4096xf32>) {
    %pb = tile.partition %b : memref<4096xf32> -> !tile.part<1024xf32>
    // expected-error @+1 {{T5: arguments 0 and 1 pass one buffer, mutably and shared}}
    tile.launch @step(%x, %pb) : (memref<4096xf32>, !tile.part<1024xf32>)
    scf.yield %b, %a : memref<4096xf32>, memref<4096xf32>
  }
  return
}
