// RUN: warp-opt %s --split-input-file --verify-diagnostics
//
// Issue 28, holes 1 to 3. A tile program is one logical thread that the
// lowering runs on every thread of a block: an op that reads which thread
// runs it, acts across threads, runs unseen code or yields an undefined
// value (which each thread may choose on its own) would make the threads
// of one program disagree (T18). The scratch-bounds proof takes no
// assertion of the IR on trust (T15: overflow flags, bounds written on
// ops), and scratch lives in private memory (T15). The nearest legal
// programs are in threads-legal.mlir.

// The issue's example: "gpu.thread_id x upper_bound 4" proved a 4-element
// scratch index while the program runs on 32 threads and more.
// Test: T18_thread_id_upper_bound
tile.kernel @T18_thread_id_upper_bound(%c: !tile.part<128xf32>, %t0: !tile.token) {
  %one = arith.constant 1.0 : f32
  %s = memref.alloca() : memref<4xf32>
  // expected-error @+1 {{T18: reads or synchronizes the threads of a block; a tile program is one logical thread that the lowering runs on every thread of a block (use tile.program_id, or mark the kernel unsafe)}}
  %t = gpu.thread_id x upper_bound 4
  memref.store %one, %s[%t] : memref<4xf32>
  tile.return %t0 : !tile.token
}

// -----

// The issue's other example: a trip count that depends on the lane holds
// a cross-warp reduce, whose barrier then runs on some warps only.
// Test: T18_lane_dependent_loop
tile.kernel @T18_lane_dependent_loop(%v: !tile.view<?xf32>, %c: !tile.part<1x256xf32>, %t0: !tile.token) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %z = arith.constant dense<0.0> : tensor<1x256xf32>
  // expected-error @+1 {{T18: reads or synchronizes the threads of a block}}
  %l = gpu.lane_id
  %r = scf.for %i = %c0 to %l step %c1 iter_args(%acc = %z) -> tensor<1x256xf32> {
    %x = tile.load %v[%c0] : !tile.view<?xf32> -> tensor<256xf32>
    %m = tile.reduce max %x dim 0 : tensor<256xf32> -> tensor<f32>
    %b = tile.broadcast %m : tensor<f32> -> tensor<1x256xf32>
    scf.yield %b : tensor<1x256xf32>
  }
  %t1 = tile.store %r, %c, %t0 : tensor<1x256xf32>, !tile.part<1x256xf32>
  tile.return %t1 : !tile.token
}

// -----

// Test: T18_block_dim
tile.kernel @T18_block_dim(%c: !tile.part<128xf32>, %t0: !tile.token) {
  // expected-error @+1 {{T18: reads or synchronizes the threads of a block}}
  %n = gpu.block_dim x
  tile.return %t0 : !tile.token
}

// -----

// Which block runs which program is the lowering's choice; a program
// names itself with tile.program_id.
// Test: T18_block_id
tile.kernel @T18_block_id(%c: !tile.part<128xf32>, %t0: !tile.token) {
  // expected-error @+1 {{T18: reads or synchronizes the threads of a block}}
  %n = gpu.block_id x
  tile.return %t0 : !tile.token
}

// -----

// Test: T18_global_id
tile.kernel @T18_global_id(%c: !tile.part<128xf32>, %t0: !tile.token) {
  // expected-error @+1 {{T18: reads or synchronizes the threads of a block}}
  %n = gpu.global_id x
  tile.return %t0 : !tile.token
}

// -----

// Test: T18_subgroup_id
tile.kernel @T18_subgroup_id(%c: !tile.part<128xf32>, %t0: !tile.token) {
  // expected-error @+1 {{T18: reads or synchronizes the threads of a block}}
  %n = gpu.subgroup_id : index
  tile.return %t0 : !tile.token
}

// -----

// Test: T18_grid_dim
tile.kernel @T18_grid_dim(%c: !tile.part<128xf32>, %t0: !tile.token) {
  // expected-error @+1 {{T18: reads or synchronizes the threads of a block}}
  %n = gpu.grid_dim x
  tile.return %t0 : !tile.token
}

// -----

// Test: T18_barrier
tile.kernel @T18_barrier(%c: !tile.part<128xf32>, %t0: !tile.token) {
  // expected-error @+1 {{T18: reads or synchronizes the threads of a block}}
  gpu.barrier
  tile.return %t0 : !tile.token
}

// -----

// Test: T18_shuffle
tile.kernel @T18_shuffle(%c: !tile.part<128xf32>, %t0: !tile.token) {
  %one = arith.constant 1.0 : f32
  %c1 = arith.constant 1 : i32
  %c32 = arith.constant 32 : i32
  // expected-error @+1 {{T18: reads or synchronizes the threads of a block}}
  %s, %ok = gpu.shuffle xor %one, %c1, %c32 : f32
  tile.return %t0 : !tile.token
}

// -----

// Printing runs once per thread, not once per program.
// Test: T18_printf
tile.kernel @T18_printf(%c: !tile.part<128xf32>, %t0: !tile.token) {
  // expected-error @+1 {{T18: reads or synchronizes the threads of a block}}
  gpu.printf "once?\n"
  tile.return %t0 : !tile.token
}

// -----

// Test: T18_nvvm_tid
tile.kernel @T18_nvvm_tid(%c: !tile.part<128xf32>, %t0: !tile.token) {
  // expected-error @+1 {{T18: is a target instruction that may read the thread's identity or act across threads}}
  %t = nvvm.read.ptx.sreg.tid.x range <i32, 0, 4> : i32
  tile.return %t0 : !tile.token
}

// -----

// Test: T18_nvvm_laneid
tile.kernel @T18_nvvm_laneid(%c: !tile.part<128xf32>, %t0: !tile.token) {
  // expected-error @+1 {{T18: is a target instruction}}
  %t = nvvm.read.ptx.sreg.laneid : i32
  tile.return %t0 : !tile.token
}

// -----

// Test: T18_nvvm_barrier
tile.kernel @T18_nvvm_barrier(%c: !tile.part<128xf32>, %t0: !tile.token) {
  // expected-error @+1 {{T18: is a target instruction}}
  nvvm.barrier0
  tile.return %t0 : !tile.token
}

// -----

// Test: T18_rocdl_workitem
tile.kernel @T18_rocdl_workitem(%c: !tile.part<128xf32>, %t0: !tile.token) {
  // expected-error @+1 {{T18: is a target instruction}}
  %t = rocdl.workitem.id.x : i32
  tile.return %t0 : !tile.token
}

// -----

// Test: T18_inline_asm
tile.kernel @T18_inline_asm(%c: !tile.part<128xf32>, %t0: !tile.token) {
  // expected-error @+1 {{T18: runs code the verifier does not see, which may read the thread's identity}}
  %t = llvm.inline_asm "mov.u32 $0, %tid.x;", "=r" : () -> i32
  tile.return %t0 : !tile.token
}

// -----

// Test: T18_call_intrinsic
tile.kernel @T18_call_intrinsic(%c: !tile.part<128xf32>, %t0: !tile.token) {
  // expected-error @+1 {{T18: runs code the verifier does not see}}
  %t = llvm.call_intrinsic "llvm.nvvm.read.ptx.sreg.tid.x"() : () -> i32
  tile.return %t0 : !tile.token
}

// -----

// A call that declares no memory effects still runs code the verifier
// does not check.
llvm.func @tid() -> i32 attributes {memory_effects = #llvm.memory_effects<other = none, argMem = none, inaccessibleMem = none, errnoMem = none, targetMem0 = none, targetMem1 = none>}

// Test: T18_llvm_call_without_effects
tile.kernel @T18_llvm_call_without_effects(%c: !tile.part<128xf32>, %t0: !tile.token) {
  // expected-error @+1 {{T18: runs code the verifier does not see}}
  %t = llvm.call @tid() : () -> i32
  tile.return %t0 : !tile.token
}

// -----

// Test: T18_poison_trip_count
tile.kernel @T18_poison_trip_count(%c: !tile.part<128xf32>, %t0: !tile.token) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  // expected-error @+1 {{T18: gives an undefined value, which each thread may choose on its own}}
  %n = ub.poison : index
  scf.for %i = %c0 to %n step %c1 {
  }
  tile.return %t0 : !tile.token
}

// -----

// Test: T18_llvm_undef
tile.kernel @T18_llvm_undef(%c: !tile.part<128xf32>, %t0: !tile.token) {
  // expected-error @+1 {{T18: gives an undefined value}}
  %u = llvm.mlir.undef : i64
  tile.return %t0 : !tile.token
}

// -----

// Test: T18_llvm_freeze
tile.kernel @T18_llvm_freeze(%c: !tile.part<128xf32>, %t0: !tile.token) {
  %x = arith.constant 1 : i64
  // expected-error @+1 {{T18: gives an undefined value}}
  %u = llvm.freeze %x : i64
  tile.return %t0 : !tile.token
}

// -----

// Nested regions are walked: a thread id inside a loop inside a branch.
// Test: T18_thread_id_nested
tile.kernel @T18_thread_id_nested(%c: !tile.part<128xf32>, %t0: !tile.token) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %p = tile.program_id 0 : index
  %even = arith.cmpi eq, %p, %c0 : index
  scf.if %even {
    affine.for %i = 0 to 4 {
      // expected-error @+1 {{T18: reads or synchronizes the threads of a block}}
      %t = gpu.thread_id y
    }
  }
  tile.return %t0 : !tile.token
}

// -----

// Hole 2, the issue's example: with `nsw` the analysis reads
// INT64_MAX + (p mod 4) as exactly INT64_MAX, so the index below looked
// like 0; it is p mod 4, past a 1-element scratch.
// Test: T15_nsw_not_trusted
tile.kernel @T15_nsw_not_trusted(%c: !tile.part<128xf32>, %t0: !tile.token) {
  %max = arith.constant 9223372036854775807 : index
  %c4 = arith.constant 4 : index
  %one = arith.constant 1.0 : f32
  %s = memref.alloca() : memref<1xf32>
  %p = tile.program_id 0 : index
  %r = arith.remui %p, %c4 : index
  %a = arith.addi %max, %r overflow<nsw> : index
  %i = arith.subi %a, %max overflow<nsw> : index
  // expected-error @+1 {{T15: index 0 is not proven inside [0, 1) of 'memref<1xf32>'}}
  memref.store %one, %s[%i] : memref<1xf32>
  tile.return %t0 : !tile.token
}

// -----

// `nuw` on a subtraction that wraps (0 - 1 is -1 for program 0).
// Test: T15_nuw_not_trusted
tile.kernel @T15_nuw_not_trusted(%c: !tile.part<128xf32>, %t0: !tile.token) {
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %one = arith.constant 1.0 : f32
  %s = memref.alloca() : memref<4xf32>
  %p = tile.program_id 0 : index
  %r = arith.remui %p, %c4 : index
  %i = arith.subi %r, %c1 overflow<nuw> : index
  // expected-error @+1 {{T15: index 0 is not proven inside [0, 4) of 'memref<4xf32>'}}
  memref.store %one, %s[%i] : memref<4xf32>
  tile.return %t0 : !tile.token
}

// -----

// `nsw` on a product that wraps: (p mod 4) * 2^62 + 1 over i64.
// Test: T15_mul_nsw_not_trusted
tile.kernel @T15_mul_nsw_not_trusted(%c: !tile.part<128xf32>, %t0: !tile.token) {
  %big = arith.constant 4611686018427387904 : i64
  %c4 = arith.constant 4 : i64
  %c1 = arith.constant 1 : i64
  %one = arith.constant 1.0 : f32
  %s = memref.alloca() : memref<2xf32>
  %p = tile.program_id 0 : index
  %pi = arith.index_cast %p : index to i64
  %r = arith.remui %pi, %c4 : i64
  %m = arith.muli %r, %big overflow<nsw, nuw> : i64
  %q = arith.shrui %m, %big : i64
  %w = arith.addi %m, %c1 overflow<nsw> : i64
  %d = arith.divui %w, %big : i64
  %i = arith.index_cast %d : i64 to index
  // expected-error @+1 {{T15: index 0 is not proven inside [0, 2) of 'memref<2xf32>'}}
  memref.store %one, %s[%i] : memref<2xf32>
  tile.return %t0 : !tile.token
}

// -----

// `nsw` on a shift.
// Test: T15_shl_nsw_not_trusted
tile.kernel @T15_shl_nsw_not_trusted(%c: !tile.part<128xf32>, %t0: !tile.token) {
  %c62 = arith.constant 62 : i64
  %c4 = arith.constant 4 : i64
  %one = arith.constant 1.0 : f32
  %s = memref.alloca() : memref<4xf32>
  %p = tile.program_id 0 : index
  %pi = arith.index_cast %p : index to i64
  %r = arith.remui %pi, %c4 : i64
  %m = arith.shli %r, %c62 overflow<nsw> : i64
  %i = arith.index_cast %m : i64 to index
  // expected-error @+1 {{T15: index 0 is not proven inside [0, 4) of 'memref<4xf32>'}}
  memref.store %one, %s[%i] : memref<4xf32>
  tile.return %t0 : !tile.token
}

// -----

// Hole 3: scratch typed for another memory space is reached through that
// space's instructions, which do not address a thread's stack.
// Test: T15_alloca_workgroup
tile.kernel @T15_alloca_workgroup(%c: !tile.part<128xf32>, %t0: !tile.token) {
  // expected-error @+1 {{T15: allocates scratch in memory space #gpu.address_space<workgroup>; a program's scratch is private to it (no memory space, or #gpu.address_space<private>)}}
  %s = memref.alloca() : memref<4xf32, #gpu.address_space<workgroup>>
  tile.return %t0 : !tile.token
}

// -----

// Test: T15_alloca_global
tile.kernel @T15_alloca_global(%c: !tile.part<128xf32>, %t0: !tile.token) {
  // expected-error @+1 {{T15: allocates scratch in memory space #gpu.address_space<global>}}
  %s = memref.alloca() : memref<4xf32, #gpu.address_space<global>>
  tile.return %t0 : !tile.token
}

// -----

// Test: T15_alloca_numbered_space
tile.kernel @T15_alloca_numbered_space(%c: !tile.part<128xf32>, %t0: !tile.token) {
  // expected-error @+1 {{T15: allocates scratch in memory space 3 : i64}}
  %s = memref.alloca() : memref<4xf32, 3>
  tile.return %t0 : !tile.token
}

// -----

// Test: T15_alloc_workgroup
tile.kernel @T15_alloc_workgroup(%c: !tile.part<128xf32>, %t0: !tile.token) {
  // expected-error @+1 {{T15: allocates scratch in memory space #gpu.address_space<workgroup>}}
  %s = memref.alloc() : memref<4xf32, #gpu.address_space<workgroup>>
  tile.return %t0 : !tile.token
}

// -----

// Shared memory has no initializer on a GPU: a constant global there
// reads as uninitialized.
memref.global "private" constant @shared_table : memref<4xf32, #gpu.address_space<workgroup>> = dense<[1.0, 2.0, 3.0, 4.0]>

// Test: T15_constant_global_in_workgroup
tile.kernel @T15_constant_global_in_workgroup(%c: !tile.part<128xf32>, %t0: !tile.token) {
  %c0 = arith.constant 0 : index
  %t = memref.get_global @shared_table : memref<4xf32, #gpu.address_space<workgroup>>
  // expected-error @+1 {{T15: reads the global @shared_table in memory space #gpu.address_space<workgroup>; a kernel reads constant globals in the default, global or constant space}}
  %x = memref.load %t[%c0] : memref<4xf32, #gpu.address_space<workgroup>>
  tile.return %t0 : !tile.token
}

// -----

// Each thread has its own copy of scratch: its address differs from
// thread to thread, and a trip count made from it would too.
// Test: T18_scratch_address
tile.kernel @T18_scratch_address(%c: !tile.part<128xf32>, %t0: !tile.token) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  %s = memref.alloca() : memref<4xf32>
  // expected-error @+1 {{T18: gives a number that differs between threads (an address of the thread's own scratch or stack)}}
  %a = memref.extract_aligned_pointer_as_index %s : memref<4xf32> -> index
  %n = arith.remui %a, %c8 : index
  scf.for %i = %c0 to %n step %c1 {
  }
  tile.return %t0 : !tile.token
}

// -----

// Test: T18_stack_pointer
tile.kernel @T18_stack_pointer(%c: !tile.part<128xf32>, %t0: !tile.token) {
  // expected-error @+1 {{T18: gives a number that differs between threads}}
  %p = llvm.intr.stacksave : !llvm.ptr
  tile.return %t0 : !tile.token
}

// -----

// A clock read through an intrinsic by name.
// Test: T18_clock
tile.kernel @T18_clock(%c: !tile.part<128xf32>, %t0: !tile.token) {
  // expected-error @+1 {{T18: runs code the verifier does not see}}
  %t = llvm.call_intrinsic "llvm.readcyclecounter"() : () -> i64
  tile.return %t0 : !tile.token
}

// -----

// Test: T18_ptrtoint
tile.kernel @T18_ptrtoint(%c: !tile.part<128xf32>, %t0: !tile.token) {
  %one = llvm.mlir.constant(1 : i64) : i64
  %p = llvm.alloca %one x f32 : (i64) -> !llvm.ptr
  // expected-error @+1 {{T18: gives a number that differs between threads}}
  %a = llvm.ptrtoint %p : !llvm.ptr to i64
  tile.return %t0 : !tile.token
}
