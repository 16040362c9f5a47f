// RUN: warp-opt %s --warp-check-races -split-input-file -verify-diagnostics

// An atomic access is exempt only against other atomic accesses: against a
// plain read or write of the same element by another thread, with nothing
// ordering them, it is a conflict (PTX ISA, "Data races": two conflicting
// accesses race unless both are morally strong).

gpu.module @atomic_then_plain_read {
  // Every thread adds to out[0]; thread 0 of each block then reads it. The
  // barrier orders its own block's adds, not another block's.
  gpu.func @k(%out: memref<1xi32>, %seen: memref<?xi32>) kernel {
    %bid = gpu.block_id x
    %tid = gpu.thread_id x
    %c0 = arith.constant 0 : index
    %one = arith.constant 1 : i32
    // expected-error @+1 {{R2: a thread reads an element another thread writes with no barrier between; thread (b=(0,0,0), t=(0,0,0)) reads and thread (b=(1,0,0), t=(0,0,0)) writes atomically element 0 of argument 0}}
    %old = memref.atomic_rmw addi %one, %out[%c0] : (i32, memref<1xi32>) -> i32
    gpu.barrier
    %lead = arith.cmpi eq, %tid, %c0 : index
    scf.if %lead {
      // expected-note @+1 {{the read}}
      %v = memref.load %out[%c0] : memref<1xi32>
      memref.store %v, %seen[%bid] : memref<?xi32>
    }
    gpu.return
  }
}

// -----

gpu.module @plain_write_then_atomic {
  // Thread 0 resets out[0] with a plain store while every thread adds to it
  // atomically, in one barrier epoch: thread 0's reset meets thread 1's add.
  gpu.func @k(%out: memref<1xi32>) kernel {
    %tid = gpu.thread_id x
    %c0 = arith.constant 0 : index
    %zero = arith.constant 0 : i32
    %one = arith.constant 1 : i32
    %lead = arith.cmpi eq, %tid, %c0 : index
    scf.if %lead {
      // expected-error @+1 {{R1: two threads write one element; threads (b=(0,0,0), t=(0,0,0)) and (b=(0,0,0), t=(1,0,0)) both write element 0 of argument 0 (launch: blockDim=(2,1,1), gridDim=(1,1,1)); an atomic write does not order a plain access of the same element}}
      memref.store %zero, %out[%c0] : memref<1xi32>
    }
    // expected-note @+1 {{the other write}}
    %old = memref.atomic_rmw addi %one, %out[%c0] : (i32, memref<1xi32>) -> i32
    gpu.return
  }
}

// -----

// The same in shared memory, in one barrier epoch: thread 0 reads the
// counter the others are still adding to.
gpu.module @shared_atomic_plain {
  gpu.func @k(%out: memref<?xi32>) workgroup(%sh: memref<1xi32, #gpu.address_space<workgroup>>) kernel {
    %bid = gpu.block_id x
    %tid = gpu.thread_id x
    %c0 = arith.constant 0 : index
    %one = arith.constant 1 : i32
    // expected-error @+1 {{R2: a thread reads an element another thread writes with no barrier between}}
    %old = memref.atomic_rmw addi %one, %sh[%c0] : (i32, memref<1xi32, #gpu.address_space<workgroup>>) -> i32
    %lead = arith.cmpi eq, %tid, %c0 : index
    scf.if %lead {
      // expected-note @+1 {{the read}}
      %v = memref.load %sh[%c0] : memref<1xi32, #gpu.address_space<workgroup>>
      memref.store %v, %out[%bid] : memref<?xi32>
    }
    gpu.return
  }
}

// -----

// The nearest legal programs: atomics on both sides.
gpu.module @atomics_both_sides {
  gpu.func @k(%out: memref<1xi32>, %seen: memref<?xi32>) kernel {
    %bid = gpu.block_id x
    %tid = gpu.thread_id x
    %c0 = arith.constant 0 : index
    %zero = arith.constant 0 : i32
    %one = arith.constant 1 : i32
    %old = memref.atomic_rmw addi %one, %out[%c0] : (i32, memref<1xi32>) -> i32
    gpu.barrier
    %lead = arith.cmpi eq, %tid, %c0 : index
    scf.if %lead {
      %v = memref.atomic_rmw addi %zero, %out[%c0] : (i32, memref<1xi32>) -> i32
      memref.store %v, %seen[%bid] : memref<?xi32>
    }
    gpu.return
  }
  // The shared counter read only after the barrier that ends the adds.
  gpu.func @shared(%out: memref<?xi32>) workgroup(%sh: memref<1xi32, #gpu.address_space<workgroup>>) kernel {
    %bid = gpu.block_id x
    %tid = gpu.thread_id x
    %c0 = arith.constant 0 : index
    %one = arith.constant 1 : i32
    %old = memref.atomic_rmw addi %one, %sh[%c0] : (i32, memref<1xi32, #gpu.address_space<workgroup>>) -> i32
    gpu.barrier
    %lead = arith.cmpi eq, %tid, %c0 : index
    scf.if %lead {
      %v = memref.load %sh[%c0] : memref<1xi32, #gpu.address_space<workgroup>>
      memref.store %v, %out[%bid] : memref<?xi32>
    }
    gpu.return
  }
}

// -----

// LLVM dialect: an atomic store and a plain load conflict; two atomic
// (or volatile) accesses do not.
module {
  llvm.func ptx_kernelcc @atomic_store_plain_load(%p: !llvm.ptr<1>, %q: !llvm.ptr<1>) {
    %one = llvm.mlir.constant(1 : i32) : i32
    %b = nvvm.read.ptx.sreg.ctaid.x : i32
    %z = llvm.mlir.constant(0 : i32) : i32
    %first = llvm.icmp "eq" %b, %z : i32
    llvm.cond_br %first, ^w, ^r
  ^w:
    // expected-error @+1 {{R2: a thread reads an element another thread writes with no barrier between}}
    llvm.store %one, %p atomic monotonic {alignment = 4 : i64} : i32, !llvm.ptr<1>
    llvm.br ^e
  ^r:
    // expected-note @+1 {{the read}}
    %v = llvm.load %p {alignment = 4 : i64} : !llvm.ptr<1> -> i32
    llvm.br ^e
  ^e:
    llvm.return
  }
  llvm.func ptx_kernelcc @atomic_both(%p: !llvm.ptr<1>) {
    %one = llvm.mlir.constant(1 : i32) : i32
    %b = nvvm.read.ptx.sreg.ctaid.x : i32
    %z = llvm.mlir.constant(0 : i32) : i32
    %first = llvm.icmp "eq" %b, %z : i32
    llvm.cond_br %first, ^w, ^r
  ^w:
    llvm.store %one, %p atomic monotonic {alignment = 4 : i64} : i32, !llvm.ptr<1>
    llvm.br ^e
  ^r:
    %v = llvm.load %p atomic monotonic {alignment = 4 : i64} : !llvm.ptr<1> -> i32
    %w = llvm.atomicrmw add %p, %one monotonic : !llvm.ptr<1>, i32
    %v2 = llvm.load volatile %p {alignment = 4 : i64} : !llvm.ptr<1> -> i32
    llvm.br ^e
  ^e:
    llvm.return
  }
}
