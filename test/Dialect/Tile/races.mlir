// RUN: warp-opt %s --split-input-file --verify-diagnostics
//
// Programs that would race or leave their memory if the verifier let them
// through, one group per way in (issue 21): overlapping layouts (T13),
// aliases the launch must see through (T5), reads of memory other programs
// write (T14), frees (T1), scratch out of bounds (T15), concurrency inside
// a program or around a launch (T16), read-only memory written (T17). Each
// is named after the rule that rejects it; the nearest legal programs are
// in races-legal.mlir.

tile.kernel @k(%v: !tile.view<?xf32>, %c: !tile.part<128xf32>, %t0: !tile.token) {
  tile.return %t0 : !tile.token
}

// Test: T13_stride_zero
func.func @T13_stride_zero(%b: memref<1024xf32, strided<[0]>>) {
  // expected-error @+1 {{T13: the layout of 'memref<1024xf32, strided<[0]>>' may map two elements of the partitioned buffer to one address (a stride of 0 does not step over the 1 elements the smaller strides reach)}}
  %p = tile.partition %b : memref<1024xf32, strided<[0]>> -> !tile.part<128xf32>
  return
}

// -----

// Test: T13_reinterpret_cast_stride_zero
func.func @T13_reinterpret_cast_stride_zero(%b: memref<1024xf32>) {
  %z = memref.reinterpret_cast %b to offset: [0], sizes: [1024], strides: [0]
      : memref<1024xf32> to memref<1024xf32, strided<[0]>>
  // expected-error @+1 {{T13: the buffer comes through 'memref.reinterpret_cast', which reinterprets memory}}
  %p = tile.partition %z : memref<1024xf32, strided<[0]>> -> !tile.part<128xf32>
  return
}

// -----

// Test: T13_strides_repeat_2d
func.func @T13_strides_repeat_2d(%b: memref<64x64xf32, strided<[1, 1]>>) {
  // expected-error @+1 {{T13: the layout of 'memref<64x64xf32, strided<[1, 1]>>' may map two elements}}
  %p = tile.partition %b : memref<64x64xf32, strided<[1, 1]>> -> !tile.part<8x8xf32>
  return
}

// -----

// Test: T13_rows_overlap
func.func @T13_rows_overlap(%b: memref<64x64xf32, strided<[32, 1]>>) {
  // expected-error @+1 {{(a stride of 32 does not step over the 64 elements the smaller strides reach)}}
  %p = tile.partition %b : memref<64x64xf32, strided<[32, 1]>> -> !tile.part<8x8xf32>
  return
}

// -----

// Test: T13_floordiv_layout
func.func @T13_floordiv_layout(%b: memref<1024xf32, affine_map<(d0) -> (d0 floordiv 2)>>) {
  // expected-error @+1 {{T13: the layout of 'memref<1024xf32, affine_map<(d0) -> (d0 floordiv 2)>>' may map two elements of the partitioned buffer to one address (its layout is not strided)}}
  %p = tile.partition %b : memref<1024xf32, affine_map<(d0) -> (d0 floordiv 2)>> -> !tile.part<128xf32>
  return
}

// -----

// Test: T13_dynamic_stride
func.func @T13_dynamic_stride(%b: memref<1024xf32, strided<[?], offset: ?>>) {
  // expected-error @+1 {{(the stride of dimension 0 is dynamic and could be 0 at run time)}}
  %p = tile.partition %b : memref<1024xf32, strided<[?], offset: ?>> -> !tile.part<128xf32>
  return
}

// -----

// A memref.cast asserts an identity layout; the stride under it is still
// the argument's, which may be 0.
// Test: T13_dynamic_stride_behind_cast
func.func @T13_dynamic_stride_behind_cast(%b: memref<1024xf32, strided<[?]>>) {
  %c = memref.cast %b : memref<1024xf32, strided<[?]>> to memref<1024xf32>
  // expected-error @+1 {{T13: the layout of 'memref<1024xf32, strided<[?]>>'}}
  %p = tile.partition %c : memref<1024xf32> -> !tile.part<128xf32>
  return
}

// -----

// Test: T13_dynamic_inner_size
func.func @T13_dynamic_inner_size(%b: memref<64x?xf32, strided<[64, 1]>>) {
  // expected-error @+1 {{(a dynamic size under a larger stride may reach it)}}
  %p = tile.partition %b masked : memref<64x?xf32, strided<[64, 1]>> -> !tile.part<8x8xf32>
  return
}

// -----

tile.kernel @k(%v: !tile.view<?xf32>, %c: !tile.part<128xf32>, %t0: !tile.token) {
  tile.return %t0 : !tile.token
}

// A view that reaches past its allocation could read another buffer of the
// launch while its programs write it.
// Test: T13_view_reinterprets
func.func @T13_view_reinterprets(%a: memref<4xf32>, %c: memref<1024xf32>) {
  %big = memref.reinterpret_cast %a to offset: [0], sizes: [1048576], strides: [1]
      : memref<4xf32> to memref<1048576xf32>
  %pc = tile.partition %c : memref<1024xf32> -> !tile.part<128xf32>
  // expected-error @+1 {{T13: argument 0 comes through 'memref.reinterpret_cast', which reinterprets memory and could reach past its allocation}}
  tile.launch @k(%big, %pc) : (memref<1048576xf32>, !tile.part<128xf32>)
  return
}

// -----

tile.kernel @k(%v: !tile.view<?xi8>, %c: !tile.part<128xi8>, %t0: !tile.token) {
  tile.return %t0 : !tile.token
}

// Test: T13_memref_view
func.func @T13_memref_view(%a: memref<2048xi8>) {
  %c0 = arith.constant 0 : index
  %c4 = arith.constant 4 : index
  %x = memref.view %a[%c0][] : memref<2048xi8> to memref<1024xi8>
  %y = memref.view %a[%c4][] : memref<2048xi8> to memref<1024xi8>
  // expected-error @+1 {{T13: the buffer comes through 'memref.view'}}
  %py = tile.partition %y : memref<1024xi8> -> !tile.part<128xi8>
  return
}

// -----

memref.global "private" @g : memref<1024xf32> = uninitialized
tile.kernel @k(%v: !tile.view<?xf32>, %c: !tile.part<128xf32>, %t0: !tile.token) {
  tile.return %t0 : !tile.token
}

// Two get_global of one symbol are one buffer.
// Test: T5_global_twice
func.func @T5_global_twice() {
  %a = memref.get_global @g : memref<1024xf32>
  %b = memref.get_global @g : memref<1024xf32>
  %pb = tile.partition %b : memref<1024xf32> -> !tile.part<128xf32>
  // expected-error @+1 {{T5: arguments 0 and 1 pass one buffer, mutably and shared; programs would race on it}}
  tile.launch @k(%a, %pb) : (memref<1024xf32>, !tile.part<128xf32>)
  return
}

// -----

tile.kernel @k(%v: !tile.view<?xf32>, %c: !tile.part<128xf32>, %t0: !tile.token) {
  tile.return %t0 : !tile.token
}

// Test: T5_alias_through_select
func.func @T5_alias_through_select(%x: memref<1024xf32>, %cond: i1) {
  %s = arith.select %cond, %x, %x : memref<1024xf32>
  %p = tile.partition %s : memref<1024xf32> -> !tile.part<128xf32>
  // expected-error @+1 {{T5: arguments 0 and 1 pass one buffer, mutably and shared}}
  tile.launch @k(%x, %p) : (memref<1024xf32>, !tile.part<128xf32>)
  return
}

// -----

tile.kernel @k(%v: !tile.view<?xf32>, %c: !tile.part<128xf32>, %t0: !tile.token) {
  tile.return %t0 : !tile.token
}

// Either side of a select may be the partitioned buffer.
// Test: T5_select_of_two
func.func @T5_select_of_two(%x: memref<1024xf32>, %y: memref<1024xf32>, %cond: i1) {
  %s = arith.select %cond, %x, %y : memref<1024xf32>
  %p = tile.partition %y : memref<1024xf32> -> !tile.part<128xf32>
  // expected-error @+1 {{T5: arguments 0 and 1 pass one buffer, mutably and shared}}
  tile.launch @k(%s, %p) : (memref<1024xf32>, !tile.part<128xf32>)
  return
}

// -----

tile.kernel @k(%v: !tile.view<?xf32>, %c: !tile.part<128xf32>, %t0: !tile.token) {
  tile.return %t0 : !tile.token
}

// Test: T5_alias_through_scf_if
func.func @T5_alias_through_scf_if(%x: memref<1024xf32>, %y: memref<1024xf32>, %cond: i1) {
  %r = scf.if %cond -> memref<1024xf32> {
    scf.yield %x : memref<1024xf32>
  } else {
    scf.yield %y : memref<1024xf32>
  }
  %p = tile.partition %r : memref<1024xf32> -> !tile.part<128xf32>
  // expected-error @+1 {{T5: arguments 0 and 1 pass one buffer, mutably and shared}}
  tile.launch @k(%x, %p) : (memref<1024xf32>, !tile.part<128xf32>)
  return
}

// -----

tile.kernel @k(%v: !tile.view<?xf32>, %c: !tile.part<128xf32>, %t0: !tile.token) {
  tile.return %t0 : !tile.token
}

// Test: T5_alias_through_cf_br
func.func @T5_alias_through_cf_br(%x: memref<1024xf32>) {
  cf.br ^next(%x : memref<1024xf32>)
^next(%y: memref<1024xf32>):
  %p = tile.partition %y : memref<1024xf32> -> !tile.part<128xf32>
  // expected-error @+1 {{T5: arguments 0 and 1 pass one buffer, mutably and shared}}
  tile.launch @k(%x, %p) : (memref<1024xf32>, !tile.part<128xf32>)
  return
}

// -----

tile.kernel @k(%v: !tile.view<?xf32>, %c: !tile.part<128xf32>, %t0: !tile.token) {
  tile.return %t0 : !tile.token
}

// Test: T5_alias_through_cond_br
func.func @T5_alias_through_cond_br(%x: memref<1024xf32>, %y: memref<1024xf32>, %cond: i1) {
  cf.cond_br %cond, ^next(%x : memref<1024xf32>), ^next(%y : memref<1024xf32>)
^next(%z: memref<1024xf32>):
  %p = tile.partition %z : memref<1024xf32> -> !tile.part<128xf32>
  // expected-error @+1 {{T5: arguments 0 and 1 pass one buffer, mutably and shared}}
  tile.launch @k(%y, %p) : (memref<1024xf32>, !tile.part<128xf32>)
  return
}

// -----

tile.kernel @k(%v: !tile.view<?xf32>, %c: !tile.part<128xf32>, %t0: !tile.token) {
  tile.return %t0 : !tile.token
}

// The iter_arg is %x in the first iteration and %y after it.
// Test: T5_alias_through_scf_for
func.func @T5_alias_through_scf_for(%x: memref<1024xf32>, %y: memref<1024xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %r = scf.for %i = %c0 to %c4 step %c1 iter_args(%cur = %x) -> memref<1024xf32> {
    %p = tile.partition %cur : memref<1024xf32> -> !tile.part<128xf32>
    // expected-error @+1 {{T5: arguments 0 and 1 pass one buffer, mutably and shared}}
    tile.launch @k(%y, %p) : (memref<1024xf32>, !tile.part<128xf32>)
    scf.yield %y : memref<1024xf32>
  }
  return
}

// -----

tile.kernel @k(%v: !tile.view<?xf32>, %c: !tile.part<128xf32>, %t0: !tile.token) {
  tile.return %t0 : !tile.token
}

func.func private @same(%m: memref<1024xf32>) -> memref<1024xf32> {
  return %m : memref<1024xf32>
}

// A call may return any memory, its argument included.
// Test: T5_alias_through_call
func.func @T5_alias_through_call(%x: memref<1024xf32>) {
  // expected-note @+1 {{provenance lost here}}
  %y = func.call @same(%x) : (memref<1024xf32>) -> memref<1024xf32>
  %p = tile.partition %y : memref<1024xf32> -> !tile.part<128xf32>
  // expected-error @+1 {{T5: the memory of argument 1 comes through 'func.call', which the verifier does not follow, so it may alias a buffer the launch writes}}
  tile.launch @k(%x, %p) : (memref<1024xf32>, !tile.part<128xf32>)
  return
}

// -----

tile.kernel @k(%v: !tile.view<?xf32>, %c: !tile.part<128xf32>, %t0: !tile.token) {
  tile.return %t0 : !tile.token
}

// A cast keeps its operand's memory.
// Test: T5_alias_through_unrealized_cast
func.func @T5_alias_through_unrealized_cast(%x: memref<1024xf32>) {
  %d = builtin.unrealized_conversion_cast %x : memref<1024xf32> to !llvm.struct<(ptr, ptr, i64)>
  %y = builtin.unrealized_conversion_cast %d : !llvm.struct<(ptr, ptr, i64)> to memref<1024xf32>
  %p = tile.partition %y : memref<1024xf32> -> !tile.part<128xf32>
  // expected-error @+1 {{T5: arguments 0 and 1 pass one buffer, mutably and shared}}
  tile.launch @k(%x, %p) : (memref<1024xf32>, !tile.part<128xf32>)
  return
}

// -----

tile.kernel @k(%v: !tile.view<?xf32>, %c: !tile.part<128xf32>, %t0: !tile.token) {
  tile.return %t0 : !tile.token
}

// A pointer made from an integer points anywhere.
// Test: T5_alias_through_inttoptr
func.func @T5_alias_through_inttoptr(%x: memref<1024xf32>, %addr: i64) {
  // expected-note @+1 {{provenance lost here}}
  %ptr = llvm.inttoptr %addr : i64 to !llvm.ptr
  %y = builtin.unrealized_conversion_cast %ptr : !llvm.ptr to memref<1024xf32>
  %p = tile.partition %y : memref<1024xf32> -> !tile.part<128xf32>
  // expected-error @+1 {{T5: the memory of argument 1 comes through 'llvm.inttoptr'}}
  tile.launch @k(%x, %p) : (memref<1024xf32>, !tile.part<128xf32>)
  return
}

// -----

tile.kernel @k(%v: !tile.view<?xf32>, %c: !tile.part<128xf32>, %t0: !tile.token) {
  tile.return %t0 : !tile.token
}

// An integer cast straight to a memref points anywhere too.
// Test: T5_memref_from_integer
func.func @T5_memref_from_integer(%x: memref<1024xf32>, %addr: i64) {
  // expected-note @+1 {{provenance lost here}}
  %y = builtin.unrealized_conversion_cast %addr : i64 to memref<1024xf32>
  %p = tile.partition %y : memref<1024xf32> -> !tile.part<128xf32>
  // expected-error @+1 {{T5: the memory of argument 1 comes through 'builtin.unrealized_conversion_cast'}}
  tile.launch @k(%x, %p) : (memref<1024xf32>, !tile.part<128xf32>)
  return
}

// -----

memref.global "private" @out : memref<1024xf32> = uninitialized

// The launch partitions @out; a program that reads it directly reads what
// other programs write.
// Test: T14_load_of_global
tile.kernel @T14_load_of_global(%c: !tile.part<128xf32>, %t0: !tile.token) {
  %c0 = arith.constant 0 : index
  %g = memref.get_global @out : memref<1024xf32>
  // expected-error @+1 {{T14: reads memory other programs may write (it was not allocated by the program); a safe tile.kernel reads and writes other memory only through tile ops (or mark the kernel unsafe)}}
  %x = memref.load %g[%c0] : memref<1024xf32>
  tile.return %t0 : !tile.token
}

// -----

// Test: T14_llvm_load_of_address
tile.kernel @T14_llvm_load_of_address(%c: !tile.part<128xf32>, %addr: i64, %t0: !tile.token) {
  // expected-note @+1 {{provenance lost here}}
  %p = llvm.inttoptr %addr : i64 to !llvm.ptr
  // expected-error @+1 {{T14: reads memory other programs may write (it comes through 'llvm.inttoptr', which the verifier does not follow)}}
  %x = llvm.load %p : !llvm.ptr -> f32
  tile.return %t0 : !tile.token
}

// -----

memref.global "private" @out : memref<4xf32> = uninitialized

// Test: T14_copy_from_global
tile.kernel @T14_copy_from_global(%c: !tile.part<128xf32>, %t0: !tile.token) {
  %g = memref.get_global @out : memref<4xf32>
  %s = memref.alloca() : memref<4xf32>
  // expected-error @+1 {{T14: reads memory other programs may write}}
  memref.copy %g, %s : memref<4xf32> to memref<4xf32>
  tile.return %t0 : !tile.token
}

// -----

memref.global "private" @out : memref<4xf32> = uninitialized

// Test: T1_dealloc_of_global
tile.kernel @T1_dealloc_of_global(%c: !tile.part<128xf32>, %t0: !tile.token) {
  %g = memref.get_global @out : memref<4xf32>
  // expected-error @+1 {{T1: frees memory; another program may be given it next, and a later access through another name of the buffer would race with that program (scratch lives until the program ends)}}
  memref.dealloc %g : memref<4xf32>
  tile.return %t0 : !tile.token
}

// -----

memref.global "private" @out : memref<4xf32> = uninitialized

// Test: T1_gpu_dealloc_of_global
tile.kernel @T1_gpu_dealloc_of_global(%c: !tile.part<128xf32>, %t0: !tile.token) {
  %g = memref.get_global @out : memref<4xf32>
  // expected-error @+1 {{T1: frees memory}}
  gpu.dealloc %g : memref<4xf32>
  tile.return %t0 : !tile.token
}

// -----

memref.global "private" @out : memref<4xf32> = uninitialized

// Test: T1_realloc_of_global
tile.kernel @T1_realloc_of_global(%c: !tile.part<128xf32>, %t0: !tile.token) {
  %g = memref.get_global @out : memref<4xf32>
  // expected-error @+1 {{T1: frees memory}}
  %r = memref.realloc %g : memref<4xf32> to memref<8xf32>
  tile.return %t0 : !tile.token
}

// -----

memref.global "private" @out : memref<4xf32> = uninitialized

// A cast and a region do not make a global the program's own.
// Test: T1_store_through_execute_region
tile.kernel @T1_store_through_execute_region(%c: !tile.part<128xf32>, %t0: !tile.token) {
  %c0 = arith.constant 0 : index
  %one = arith.constant 1.0 : f32
  %g = memref.get_global @out : memref<4xf32>
  %v = memref.cast %g : memref<4xf32> to memref<?xf32>
  %r = scf.execute_region -> memref<?xf32> {
    scf.yield %v : memref<?xf32>
  }
  // expected-error @+1 {{T1: writes memory that is not the program's own}}
  memref.store %one, %r[%c0] : memref<?xf32>
  tile.return %t0 : !tile.token
}

// -----

// After the free, another program's memref.alloc may return the same memory.
// Test: T1_use_after_free
tile.kernel @T1_use_after_free(%c: !tile.part<128xf32>, %t0: !tile.token) {
  %c0 = arith.constant 0 : index
  %one = arith.constant 1.0 : f32
  %s = memref.alloc() : memref<4xf32>
  // expected-error @+1 {{T1: frees memory}}
  memref.dealloc %s : memref<4xf32>
  memref.store %one, %s[%c0] : memref<4xf32>
  tile.return %t0 : !tile.token
}

// -----

// The source of a realloc is freed; storing through it afterwards is the
// same use after free.
// Test: T1_use_after_realloc
tile.kernel @T1_use_after_realloc(%c: !tile.part<128xf32>, %t0: !tile.token) {
  %c0 = arith.constant 0 : index
  %one = arith.constant 1.0 : f32
  %s = memref.alloc() : memref<4xf32>
  // expected-error @+1 {{T1: frees memory}}
  %r = memref.realloc %s : memref<4xf32> to memref<8xf32>
  memref.store %one, %s[%c0] : memref<4xf32>
  tile.return %t0 : !tile.token
}

// -----

// Test: T1_gpu_dealloc_of_scratch
tile.kernel @T1_gpu_dealloc_of_scratch(%c: !tile.part<128xf32>, %t0: !tile.token) {
  %c0 = arith.constant 0 : index
  %one = arith.constant 1.0 : f32
  %s = gpu.alloc () : memref<4xf32>
  // expected-error @+1 {{T1: frees memory}}
  gpu.dealloc %s : memref<4xf32>
  memref.store %one, %s[%c0] : memref<4xf32>
  tile.return %t0 : !tile.token
}

// -----

// Test: T15_scratch_constant_out_of_bounds
tile.kernel @T15_scratch_constant_out_of_bounds(%c: !tile.part<128xf32>, %t0: !tile.token) {
  %c4096 = arith.constant 4096 : index
  %one = arith.constant 1.0 : f32
  %s = memref.alloca() : memref<4xf32>
  // expected-error @+1 {{T15: index 0 is not proven inside [0, 4) (it is 4096) of 'memref<4xf32>'}}
  memref.store %one, %s[%c4096] : memref<4xf32>
  tile.return %t0 : !tile.token
}

// -----

// Test: T15_scratch_negative_index
tile.kernel @T15_scratch_negative_index(%c: !tile.part<128xf32>, %t0: !tile.token) {
  %m1 = arith.constant -1 : index
  %s = memref.alloca() : memref<4xf32>
  // expected-error @+1 {{T15: index 0 is not proven inside [0, 4) (it is -1)}}
  %x = memref.load %s[%m1] : memref<4xf32>
  tile.return %t0 : !tile.token
}

// -----

// Test: T15_scratch_at_program_id
tile.kernel @T15_scratch_at_program_id(%c: !tile.part<128xf32>, %t0: !tile.token) {
  %i = tile.program_id 0 : index
  %one = arith.constant 1.0 : f32
  %s = memref.alloca() : memref<4xf32>
  // expected-error @+1 {{T15: index 0 is not proven inside [0, 4) of 'memref<4xf32>'}}
  memref.store %one, %s[%i] : memref<4xf32>
  tile.return %t0 : !tile.token
}

// -----

// The loop runs one index too far.
// Test: T15_scratch_loop_past_end
tile.kernel @T15_scratch_loop_past_end(%c: !tile.part<128xf32>, %t0: !tile.token) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c5 = arith.constant 5 : index
  %one = arith.constant 1.0 : f32
  %s = memref.alloca() : memref<4xf32>
  scf.for %i = %c0 to %c5 step %c1 {
    // expected-error @+1 {{T15: index 0 is not proven inside [0, 4)}}
    memref.store %one, %s[%i] : memref<4xf32>
  }
  tile.return %t0 : !tile.token
}

// -----

// 1 + (2^63 - 1) wraps to -2^63, which is below the bound, so the loop
// goes on at a negative index; integer ranges assume it ends.
// Test: T15_loop_step_wraps
tile.kernel @T15_loop_step_wraps(%c: !tile.part<128xf32>, %t0: !tile.token) {
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %big = arith.constant 9223372036854775807 : index
  %one = arith.constant 1.0 : f32
  %s = memref.alloca() : memref<4xf32>
  scf.for %i = %c1 to %c4 step %big {
    // expected-error @+1 {{T15: index 0 is not proven inside [0, 4)}}
    memref.store %one, %s[%i] : memref<4xf32>
  }
  tile.return %t0 : !tile.token
}

// -----

// Test: T15_unsigned_loop
tile.kernel @T15_unsigned_loop(%c: !tile.part<128xf32>, %t0: !tile.token) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %m1 = arith.constant -1 : index
  %one = arith.constant 1.0 : f32
  %s = memref.alloca() : memref<4xf32>
  scf.for unsigned %i = %c0 to %m1 step %c1 {
    // expected-error @+1 {{T15: index 0 is not proven inside [0, 4)}}
    memref.store %one, %s[%i] : memref<4xf32>
  }
  tile.return %t0 : !tile.token
}

// -----

// The scope frees its allocas on exit; the buffer it returns dangles.
// Test: T1_alloca_scope_escape
tile.kernel @T1_alloca_scope_escape(%c: !tile.part<128xf32>, %t0: !tile.token) {
  %c0 = arith.constant 0 : index
  %one = arith.constant 1.0 : f32
  // expected-note @+1 {{provenance lost here}}
  %m = memref.alloca_scope -> memref<4xf32> {
    %s = memref.alloca() : memref<4xf32>
    memref.alloca_scope.return %s : memref<4xf32>
  }
  // expected-error @+1 {{T1: writes memory that is not the program's own (it comes through 'memref.alloca_scope'}}
  memref.store %one, %m[%c0] : memref<4xf32>
  tile.return %t0 : !tile.token
}

// -----

memref.global "private" constant @table : memref<4xf32> = dense<[1.0, 2.0, 3.0, 4.0]>

// Test: T15_constant_global_out_of_bounds
tile.kernel @T15_constant_global_out_of_bounds(%c: !tile.part<128xf32>, %t0: !tile.token) {
  %big = arith.constant 1000000 : index
  %t = memref.get_global @table : memref<4xf32>
  // expected-error @+1 {{T15: index 0 is not proven inside [0, 4) (it is 1000000)}}
  %x = memref.load %t[%big] : memref<4xf32>
  tile.return %t0 : !tile.token
}

// -----

// Test: T15_scratch_through_subview
tile.kernel @T15_scratch_through_subview(%c: !tile.part<128xf32>, %off: index, %t0: !tile.token) {
  %c0 = arith.constant 0 : index
  %one = arith.constant 1.0 : f32
  %s = memref.alloca() : memref<4xf32>
  %v = memref.subview %s[%off] [2] [1] : memref<4xf32> to memref<2xf32, strided<[1], offset: ?>>
  // expected-error @+1 {{T15: accesses scratch through 'memref.subview'}}
  memref.store %one, %v[%c0] : memref<2xf32, strided<[1], offset: ?>>
  tile.return %t0 : !tile.token
}

// -----

// Test: T15_scratch_dynamic_size
tile.kernel @T15_scratch_dynamic_size(%c: !tile.part<128xf32>, %n: index, %t0: !tile.token) {
  %c0 = arith.constant 0 : index
  %one = arith.constant 1.0 : f32
  %s = memref.alloca(%n) : memref<?xf32>
  // expected-error @+1 {{T15: index 0 is not proven inside the dynamic dimension 0 (it is 0) of 'memref<?xf32>'}}
  memref.store %one, %s[%c0] : memref<?xf32>
  tile.return %t0 : !tile.token
}

// -----

// Test: T15_scratch_vector_store
tile.kernel @T15_scratch_vector_store(%c: !tile.part<128xf32>, %t0: !tile.token) {
  %c2 = arith.constant 2 : index
  %v = arith.constant dense<1.0> : vector<4xf32>
  %s = memref.alloca() : memref<4xf32>
  // expected-error @+1 {{T15: accesses scratch or a constant global in a way the verifier cannot bound}}
  vector.store %v, %s[%c2] : memref<4xf32>, vector<4xf32>
  tile.return %t0 : !tile.token
}

// -----

// Test: T16_scf_parallel_in_kernel
tile.kernel @T16_scf_parallel_in_kernel(%c: !tile.part<128xf32>, %t0: !tile.token) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  %one = arith.constant 1.0 : f32
  %s = memref.alloca() : memref<4xf32>
  // expected-error @+1 {{T16: may run its regions concurrently or in an order the verifier does not know; a safe tile program is sequential (or mark the kernel unsafe)}}
  scf.parallel (%i) = (%c0) to (%c8) step (%c1) {
    memref.store %one, %s[%c0] : memref<4xf32>
    scf.reduce
  }
  tile.return %t0 : !tile.token
}

// -----

// Test: T16_scf_forall_in_kernel
tile.kernel @T16_scf_forall_in_kernel(%c: !tile.part<128xf32>, %t0: !tile.token) {
  %c0 = arith.constant 0 : index
  %one = arith.constant 1.0 : f32
  %s = memref.alloca() : memref<4xf32>
  // expected-error @+1 {{T16: may run its regions concurrently}}
  scf.forall (%i) in (8) {
    memref.store %one, %s[%c0] : memref<4xf32>
  }
  tile.return %t0 : !tile.token
}

// -----

// Test: T16_gpu_launch_in_kernel
tile.kernel @T16_gpu_launch_in_kernel(%c: !tile.part<128xf32>, %t0: !tile.token) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c32 = arith.constant 32 : index
  %one = arith.constant 1.0 : f32
  %s = memref.alloca() : memref<4xf32>
  // expected-error @+1 {{T16: may run its regions concurrently}}
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %c1, %gy = %c1, %gz = %c1)
             threads(%tx, %ty, %tz) in (%sx = %c32, %sy = %c1, %sz = %c1) {
    memref.store %one, %s[%c0] : memref<4xf32>
    gpu.terminator
  }
  tile.return %t0 : !tile.token
}

// -----

tile.kernel @k(%v: !tile.view<?xf32>, %c: !tile.part<128xf32>, %t0: !tile.token) {
  tile.return %t0 : !tile.token
}

// Two iterations launch on one buffer at once.
// Test: T16_launch_in_scf_parallel
func.func @T16_launch_in_scf_parallel(%a: memref<1024xf32>, %c: memref<1024xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  scf.parallel (%i) = (%c0) to (%c2) step (%c1) {
    // expected-error @+1 {{T16: stands in 'scf.parallel', whose regions may run concurrently or out of order; launches and partitions run in the host's program order}}
    %pc = tile.partition %c : memref<1024xf32> -> !tile.part<128xf32>
    scf.reduce
  }
  return
}

// -----

tile.kernel @k(%v: !tile.view<?xf32>, %c: !tile.part<128xf32>, %t0: !tile.token) {
  tile.return %t0 : !tile.token
}

// Test: T16_launch_in_scf_forall
func.func @T16_launch_in_scf_forall(%a: memref<1024xf32>, %c: memref<1024xf32>) {
  %pc = tile.partition %c : memref<1024xf32> -> !tile.part<128xf32>
  scf.forall (%i) in (2) {
    // expected-error @+1 {{T16: stands in 'scf.forall'}}
    tile.launch @k(%a, %pc) : (memref<1024xf32>, !tile.part<128xf32>)
  }
  return
}

// -----

tile.kernel @k(%v: !tile.view<?xf32>, %c: !tile.part<128xf32>, %t0: !tile.token) {
  tile.return %t0 : !tile.token
}

// Test: T16_launch_in_gpu_launch
func.func @T16_launch_in_gpu_launch(%a: memref<1024xf32>, %c: memref<1024xf32>) {
  %c1 = arith.constant 1 : index
  %pc = tile.partition %c : memref<1024xf32> -> !tile.part<128xf32>
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %c1, %gy = %c1, %gz = %c1)
             threads(%tx, %ty, %tz) in (%sx = %c1, %sy = %c1, %sz = %c1) {
    // expected-error @+1 {{T16: stands in 'gpu.launch'}}
    tile.launch @k(%a, %pc) : (memref<1024xf32>, !tile.part<128xf32>)
    gpu.terminator
  }
  return
}

// -----

tile.kernel @k(%v: !tile.view<?xf32>, %c: !tile.part<128xf32>, %t0: !tile.token) {
  tile.return %t0 : !tile.token
}

gpu.module @device {
  // Test: T16_launch_in_gpu_func
  gpu.func @T16_launch_in_gpu_func(%a: memref<1024xf32>, %c: memref<1024xf32>) kernel {
    // expected-error @+1 {{T16: stands in 'gpu.func'}}
    %pc = tile.partition %c : memref<1024xf32> -> !tile.part<128xf32>
    gpu.return
  }
}

// -----

memref.global "private" @buf : memref<1024xf32> = uninitialized
tile.kernel @k(%v: !tile.view<?xf32>, %c: !tile.part<128xf32>, %t0: !tile.token) {
  tile.return %t0 : !tile.token
}

func.func @launch_on_global(%a: memref<1024xf32>) {
  %g = memref.get_global @buf : memref<1024xf32>
  %pc = tile.partition %g : memref<1024xf32> -> !tile.part<128xf32>
  // expected-error @+1 {{T16: @launch_on_global, which leads to this launch, is called in 'scf.parallel', whose regions may run concurrently; launches run in the host's program order}}
  tile.launch @k(%a, %pc) : (memref<1024xf32>, !tile.part<128xf32>)
  return
}

func.func @caller(%a: memref<1024xf32>) {
  func.call @launch_on_global(%a) : (memref<1024xf32>) -> ()
  return
}

// The launch is in program order in its function, but the function's
// caller's caller runs it twice at once.
// Test: T16_launch_called_concurrently
func.func @T16_launch_called_concurrently(%a: memref<1024xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  scf.parallel (%i) = (%c0) to (%c2) step (%c1) {
    // expected-note @+1 {{called here}}
    func.call @launch_on_global(%a) : (memref<1024xf32>) -> ()
    scf.reduce
  }
  return
}

// -----

tile.kernel @k(%v: !tile.view<?xf32>, %c: !tile.part<128xf32>, %t0: !tile.token) {
  tile.return %t0 : !tile.token
}
memref.global "private" @buf : memref<1024xf32> = uninitialized

func.func @launch_on_global(%a: memref<1024xf32>) {
  %g = memref.get_global @buf : memref<1024xf32>
  %pc = tile.partition %g : memref<1024xf32> -> !tile.part<128xf32>
  // expected-error @+1 {{T16: @launch_on_global, which leads to this launch, is called in 'tile.kernel', whose regions may run concurrently}}
  tile.launch @k(%a, %pc) : (memref<1024xf32>, !tile.part<128xf32>)
  return
}

// An unsafe kernel may call host code, but every program runs the call:
// the launches inside would run at once on @buf.
// Test: T16_launch_from_unsafe_kernel
tile.kernel @T16_launch_from_unsafe_kernel(%c: !tile.part<128xf32>, %t0: !tile.token) attributes {unsafe} {
  %a = memref.alloc() : memref<1024xf32>
  // expected-note @+1 {{called here}}
  func.call @launch_on_global(%a) : (memref<1024xf32>) -> ()
  tile.return %t0 : !tile.token
}

// -----

tile.kernel @k(%v: !tile.view<?xf32>, %c: !tile.part<128xf32>, %t0: !tile.token) {
  tile.return %t0 : !tile.token
}

func.func @launches(%a: memref<1024xf32>, %c: memref<1024xf32>) {
  %pc = tile.partition %c : memref<1024xf32> -> !tile.part<128xf32>
  // expected-error @+1 {{T16: @launches, which leads to this launch, is referenced by 'func.constant', not only called}}
  tile.launch @k(%a, %pc) : (memref<1024xf32>, !tile.part<128xf32>)
  return
}

// Test: T16_launching_function_as_value
func.func @T16_launching_function_as_value() {
  // expected-note @+1 {{referenced here}}
  %f = func.constant @launches : (memref<1024xf32>, memref<1024xf32>) -> ()
  return
}

// -----

memref.global "private" constant @table : memref<1024xf32> = dense<0.0>

// Test: T17_partition_of_constant_global
func.func @T17_partition_of_constant_global() {
  %t = memref.get_global @table : memref<1024xf32>
  // expected-error @+1 {{T17: partitions the constant global @table, which is read-only memory}}
  %p = tile.partition %t : memref<1024xf32> -> !tile.part<128xf32>
  return
}

// -----

memref.global "private" constant @table : memref<1024xf32> = dense<0.0>
memref.global "private" @buf : memref<1024xf32> = uninitialized

// Test: T17_constant_global_through_select
func.func @T17_constant_global_through_select(%cond: i1) {
  %t = memref.get_global @table : memref<1024xf32>
  %b = memref.get_global @buf : memref<1024xf32>
  %s = arith.select %cond, %b, %t : memref<1024xf32>
  %sub = memref.subview %s[0] [512] [1] : memref<1024xf32> to memref<512xf32>
  // expected-error @+1 {{T17: partitions the constant global @table}}
  %p = tile.partition %sub : memref<512xf32> -> !tile.part<128xf32>
  return
}

// -----

tile.kernel @two(%c: !tile.part<128xf32>, %d: !tile.part<1xf32>, %t0: !tile.token) {
  tile.return %t0 : !tile.token
}

// %d may have fewer than 8 rows at run time; program 7 would then write
// past it.
// Test: T10_dynamic_grid_unmasked
func.func @T10_dynamic_grid_unmasked(%c: memref<1024xf32>, %d: memref<?xf32>) {
  %pc = tile.partition %c : memref<1024xf32> -> !tile.part<128xf32>
  %pd = tile.partition %d : memref<?xf32> -> !tile.part<1xf32>
  // expected-error @+1 {{T10: the partitions' grids are equal only if their dynamic sizes agree at run time; argument 0 is not `masked`}}
  tile.launch @two(%pc, %pd) : (!tile.part<128xf32>, !tile.part<1xf32>)
  return
}

// -----

tile.kernel @k(%v: !tile.view<?xf32>, %c: !tile.part<128xf32>, %t0: !tile.token) {
  tile.return %t0 : !tile.token
}

!D = !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>

// Descriptors built from one pointer are one buffer.
// Test: T5_alias_through_descriptor
llvm.func @T5_alias_through_descriptor(%p: !llvm.ptr, %n: i64, %one: i64) {
  %0 = llvm.mlir.poison : !D
  %1 = llvm.insertvalue %p, %0[0] : !D
  %2 = llvm.insertvalue %p, %1[1] : !D
  %3 = llvm.insertvalue %n, %2[2] : !D
  %a = builtin.unrealized_conversion_cast %3 : !D to memref<1024xf32>
  %4 = llvm.insertvalue %p, %0[1] : !D
  %5 = llvm.insertvalue %p, %4[0] : !D
  %c = builtin.unrealized_conversion_cast %5 : !D to memref<1024xf32>
  %pc = tile.partition %c : memref<1024xf32> -> !tile.part<128xf32>
  // expected-error @+1 {{T5: arguments 0 and 1 pass one buffer, mutably and shared}}
  tile.launch @k(%a, %pc) : (memref<1024xf32>, !tile.part<128xf32>)
  llvm.return
}

// -----

tile.kernel @k(%v: !tile.view<?xf32>, %c: !tile.part<128xf32>, %t0: !tile.token) {
  tile.return %t0 : !tile.token
}

!D = !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>

// An offset computed on the host moves the buffer anywhere, as
// memref.reinterpret_cast does; a pointer field never set points nowhere.
// Test: T5_descriptor_with_computed_offset
func.func @T5_descriptor_with_computed_offset(%a: memref<1024xf32>, %p: !llvm.ptr, %n: i64) {
  %0 = llvm.mlir.poison : !D
  %1 = llvm.insertvalue %p, %0[0] : !D
  %2 = llvm.insertvalue %p, %1[1] : !D
  %off = llvm.add %n, %n : i64
  // expected-note @+1 {{provenance lost here}}
  %3 = llvm.insertvalue %off, %2[2] : !D
  %c = builtin.unrealized_conversion_cast %3 : !D to memref<1024xf32>
  %pc = tile.partition %c : memref<1024xf32> -> !tile.part<128xf32>
  // expected-error @+1 {{T5: the memory of argument 1 comes through 'llvm.insertvalue'}}
  tile.launch @k(%a, %pc) : (memref<1024xf32>, !tile.part<128xf32>)
  return
}

// -----

tile.kernel @k(%v: !tile.view<?xf32>, %c: !tile.part<128xf32>, %t0: !tile.token) {
  tile.return %t0 : !tile.token
}

!D = !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>

// Test: T5_descriptor_pointer_unset
func.func @T5_descriptor_pointer_unset(%a: memref<1024xf32>, %p: !llvm.ptr) {
  // expected-note @+1 {{provenance lost here}}
  %0 = llvm.mlir.poison : !D
  %1 = llvm.insertvalue %p, %0[1] : !D
  %c = builtin.unrealized_conversion_cast %1 : !D to memref<1024xf32>
  %pc = tile.partition %c : memref<1024xf32> -> !tile.part<128xf32>
  // expected-error @+1 {{T5: the memory of argument 1 comes through 'llvm.mlir.poison'}}
  tile.launch @k(%a, %pc) : (memref<1024xf32>, !tile.part<128xf32>)
  return
}

// -----

tile.kernel @k(%v: !tile.view<?xf32>, %c: !tile.part<128xf32>, %t0: !tile.token) {
  tile.return %t0 : !tile.token
}

// Distinct arguments are trusted to be distinct buffers only where the
// caller is not in the module; here it is, and passes one buffer twice.
func.func private @launch(%a: memref<1024xf32>, %c: memref<1024xf32>) {
  %pc = tile.partition %c : memref<1024xf32> -> !tile.part<128xf32>
  // expected-error @+1 {{T5: arguments 0 and 1 pass one buffer, mutably and shared (through the callers of the launching function); programs would race on it}}
  tile.launch @k(%a, %pc) : (memref<1024xf32>, !tile.part<128xf32>)
  return
}

func.func private @middle(%x: memref<1024xf32>, %y: memref<1024xf32>) {
  func.call @launch(%x, %y) : (memref<1024xf32>, memref<1024xf32>) -> ()
  return
}

// Test: T5_same_buffer_through_calls
func.func @T5_same_buffer_through_calls(%b: memref<1024xf32>, %other: memref<1024xf32>) {
  func.call @middle(%other, %b) : (memref<1024xf32>, memref<1024xf32>) -> ()
  func.call @middle(%b, %b) : (memref<1024xf32>, memref<1024xf32>) -> ()
  return
}

// -----

memref.global "private" constant @table : memref<1024xf32> = dense<0.0>
tile.kernel @k(%v: !tile.view<?xf32>, %c: !tile.part<128xf32>, %t0: !tile.token) {
  tile.return %t0 : !tile.token
}

func.func private @launch(%a: memref<1024xf32>, %c: memref<1024xf32>) {
  %pc = tile.partition %c : memref<1024xf32> -> !tile.part<128xf32>
  // expected-error @+1 {{T17: argument 1 partitions the constant global @table, which is read-only memory (through the callers of the launching function)}}
  tile.launch @k(%a, %pc) : (memref<1024xf32>, !tile.part<128xf32>)
  return
}

// Test: T17_constant_global_through_call
func.func @T17_constant_global_through_call(%a: memref<1024xf32>) {
  %t = memref.get_global @table : memref<1024xf32>
  func.call @launch(%a, %t) : (memref<1024xf32>, memref<1024xf32>) -> ()
  return
}

// -----

tile.kernel @k(%v: !tile.view<?xf32>, %c: !tile.part<128xf32>, %t0: !tile.token) {
  tile.return %t0 : !tile.token
}

// The copy into %c may still be running when the programs write it.
// Test: T16_async_gpu_work
func.func @T16_async_gpu_work(%a: memref<1024xf32>, %c: memref<1024xf32>, %src: memref<1024xf32>) {
  // expected-note @+1 {{asynchronous work here}}
  %t = gpu.wait async
  %copied = gpu.memcpy async [%t] %c, %src : memref<1024xf32>, memref<1024xf32>
  %pc = tile.partition %c : memref<1024xf32> -> !tile.part<128xf32>
  // expected-error @+1 {{T16: the module starts asynchronous GPU work ('gpu.wait' returns, takes or runs on a !gpu.async.token or stream), which may still run during a tile.launch}}
  tile.launch @k(%a, %pc) : (memref<1024xf32>, !tile.part<128xf32>)
  return
}

// -----

tile.kernel @k(%v: !tile.view<?xf32>, %c: !tile.part<128xf32>, %t0: !tile.token) {
  tile.return %t0 : !tile.token
}

// The copy's token reaches a blocking gpu.wait in its block, but the launch
// stands between the copy and that wait.
// Test: T16_async_gpu_work_joined_after_launch
func.func @T16_async_gpu_work_joined_after_launch(%a: memref<1024xf32>, %c: memref<1024xf32>, %src: memref<1024xf32>) {
  // expected-note @+1 {{asynchronous work here}}
  %t = gpu.wait async
  %copied = gpu.memcpy async [%t] %c, %src : memref<1024xf32>, memref<1024xf32>
  %pc = tile.partition %c : memref<1024xf32> -> !tile.part<128xf32>
  // expected-error @+1 {{T16: the module starts asynchronous GPU work}}
  tile.launch @k(%a, %pc) : (memref<1024xf32>, !tile.part<128xf32>)
  gpu.wait [%copied]
  return
}

// -----

tile.kernel @k(%v: !tile.view<?xf32>, %c: !tile.part<128xf32>, %t0: !tile.token) {
  tile.return %t0 : !tile.token
}

// A token that leaves its block (here: returned) may be awaited after a
// launch elsewhere.
// Test: T16_async_gpu_work_escapes
func.func @T16_async_gpu_work_escapes(%c: memref<1024xf32>, %src: memref<1024xf32>) -> !gpu.async.token {
  // expected-note @+1 {{asynchronous work here}}
  %t = gpu.wait async
  %copied = gpu.memcpy async [%t] %c, %src : memref<1024xf32>, memref<1024xf32>
  return %copied : !gpu.async.token
}

func.func @launch(%a: memref<1024xf32>, %c: memref<1024xf32>) {
  %pc = tile.partition %c : memref<1024xf32> -> !tile.part<128xf32>
  // expected-error @+1 {{T16: the module starts asynchronous GPU work}}
  tile.launch @k(%a, %pc) : (memref<1024xf32>, !tile.part<128xf32>)
  return
}

// -----

tile.kernel @k(%v: !tile.view<?xf32>, %c: !tile.part<128xf32>, %t0: !tile.token) {
  tile.return %t0 : !tile.token
}

// Asynchronous work that ends in a blocking gpu.wait of its block before
// anything launches is over when the launch runs: what warp-run's and
// Python's entry function does around a launch (allocate and copy in,
// wait; launch; copy out, free, wait). No error.
func.func @T16_async_gpu_work_joined_before_launch(%a: memref<1024xf32>, %src: memref<1024xf32>) {
  %t0 = gpu.wait async
  %c, %t1 = gpu.alloc async [%t0] () : memref<1024xf32>
  %t2 = gpu.memcpy async [%t1] %c, %src : memref<1024xf32>, memref<1024xf32>
  gpu.wait [%t2]
  %pc = tile.partition %c : memref<1024xf32> -> !tile.part<128xf32>
  tile.launch @k(%a, %pc) : (memref<1024xf32>, !tile.part<128xf32>)
  %t3 = gpu.wait async
  %t4 = gpu.memcpy async [%t3] %src, %c : memref<1024xf32>, memref<1024xf32>
  %t5 = gpu.dealloc async [%t4] %c : memref<1024xf32>
  gpu.wait [%t5]
  return
}

// -----

tile.kernel @k(%v: !tile.view<?xf32>, %c: !tile.part<128xf32>, %t0: !tile.token) {
  tile.return %t0 : !tile.token
}

// Only one of the two copies is awaited: a select passes one token on and
// drops the other.
// Test: T16_async_gpu_work_select_drops_a_token
func.func @T16_async_gpu_work_select_drops_a_token(%a: memref<1024xf32>, %c: memref<1024xf32>, %src: memref<1024xf32>, %p: i1) {
  // expected-note @+1 {{asynchronous work here}}
  %t0 = gpu.wait async
  %t1 = gpu.memcpy async [%t0] %c, %src : memref<1024xf32>, memref<1024xf32>
  %t2 = gpu.memcpy async [%t0] %a, %src : memref<1024xf32>, memref<1024xf32>
  %t = arith.select %p, %t1, %t2 : !gpu.async.token
  gpu.wait [%t]
  %pc = tile.partition %c : memref<1024xf32> -> !tile.part<128xf32>
  // expected-error @+1 {{T16: the module starts asynchronous GPU work}}
  tile.launch @k(%a, %pc) : (memref<1024xf32>, !tile.part<128xf32>)
  return
}

// -----

tile.kernel @k(%v: !tile.view<?xf32>, %c: !tile.part<128xf32>, %t0: !tile.token) {
  tile.return %t0 : !tile.token
}

// Joined inside an async.execute, which itself runs beside the launch.
// Test: T16_async_gpu_work_in_async_execute
func.func @T16_async_gpu_work_in_async_execute(%a: memref<1024xf32>, %c: memref<1024xf32>, %src: memref<1024xf32>) {
  %done = async.execute {
    // expected-note @+1 {{asynchronous work here}}
    %t0 = gpu.wait async
    %t1 = gpu.memcpy async [%t0] %c, %src : memref<1024xf32>, memref<1024xf32>
    gpu.wait [%t1]
    async.yield
  }
  %pc = tile.partition %c : memref<1024xf32> -> !tile.part<128xf32>
  // expected-error @+1 {{T16: the module starts asynchronous GPU work}}
  tile.launch @k(%a, %pc) : (memref<1024xf32>, !tile.part<128xf32>)
  async.await %done : !async.token
  return
}

// -----

tile.kernel @k(%v: !tile.view<?xf32>, %c: !tile.part<128xf32>, %t0: !tile.token) {
  tile.return %t0 : !tile.token
}

// A token from the caller stands for work started outside: awaiting it
// after the launch is too late.
// Test: T16_async_token_argument
// expected-note @+1 {{asynchronous work here}}
func.func @T16_async_token_argument(%a: memref<1024xf32>, %c: memref<1024xf32>, %t: !gpu.async.token) {
  %pc = tile.partition %c : memref<1024xf32> -> !tile.part<128xf32>
  // expected-error @+1 {{T16: the module starts asynchronous GPU work}}
  tile.launch @k(%a, %pc) : (memref<1024xf32>, !tile.part<128xf32>)
  gpu.wait [%t]
  return
}

// -----

tile.kernel @k(%v: !tile.view<?xf32>, %c: !tile.part<128xf32>, %t0: !tile.token) {
  tile.return %t0 : !tile.token
}

// A blocking copy, but in a region that runs beside the launch.
// Test: T16_blocking_gpu_work_in_async_execute
func.func @T16_blocking_gpu_work_in_async_execute(%a: memref<1024xf32>, %c: memref<1024xf32>, %src: memref<1024xf32>) {
  %done = async.execute {
    // expected-note @+1 {{asynchronous work here}}
    gpu.memcpy %c, %src : memref<1024xf32>, memref<1024xf32>
    async.yield
  }
  %pc = tile.partition %c : memref<1024xf32> -> !tile.part<128xf32>
  // expected-error @+1 {{T16: the module starts asynchronous GPU work}}
  tile.launch @k(%a, %pc) : (memref<1024xf32>, !tile.part<128xf32>)
  async.await %done : !async.token
  return
}

// -----

tile.kernel @k(%v: !tile.view<?xf32>, %c: !tile.part<128xf32>, %t0: !tile.token) {
  tile.return %t0 : !tile.token
}

func.func private @start_copy(memref<1024xf32>) -> i64

// A token made from an external function's handle: work started out of
// sight, before the launch.
// Test: T16_async_token_from_a_cast
func.func @T16_async_token_from_a_cast(%a: memref<1024xf32>, %c: memref<1024xf32>) {
  %h = func.call @start_copy(%c) : (memref<1024xf32>) -> i64
  %pc = tile.partition %c : memref<1024xf32> -> !tile.part<128xf32>
  // expected-error @+1 {{T16: the module starts asynchronous GPU work}}
  tile.launch @k(%a, %pc) : (memref<1024xf32>, !tile.part<128xf32>)
  // expected-note @+1 {{asynchronous work here}}
  %t = builtin.unrealized_conversion_cast %h : i64 to !gpu.async.token
  gpu.wait [%t]
  return
}
