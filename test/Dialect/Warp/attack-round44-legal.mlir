// RUN: warp-opt %s | FileCheck %s
// The legal neighbours of attack-round44.mlir: the input written to memory
// (by a store, a memcpy, a masked store, atomics, a helper) and a loop on a
// load of other memory, before a division by it that decides a top-level
// exit. LLVM forwards a write only to reads of the same object.

// the input copied from one alloca to another (memcpy), the loop on a third
// CHECK-LABEL: gpu.func @copied_elsewhere
gpu.module @copied_elsewhere {
  gpu.func @copied_elsewhere(%out: memref<32xi32>, %in: !llvm.ptr, %n: i32) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    %z = llvm.mlir.constant(0 : i32) : i32
    %one = llvm.mlir.constant(1 : i32) : i32
    %h100 = llvm.mlir.constant(100 : i32) : i32
    %a = llvm.alloca %one x i32 : (i32) -> !llvm.ptr
    %b = llvm.alloca %one x i32 : (i32) -> !llvm.ptr
    %c = llvm.alloca %one x i32 : (i32) -> !llvm.ptr
    llvm.store %z, %c : i32, !llvm.ptr
    llvm.store %n, %a : i32, !llvm.ptr
    %four = llvm.mlir.constant(4 : i64) : i64
    "llvm.intr.memcpy"(%b, %a, %four) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
    %x = llvm.load %c : !llvm.ptr -> i32
    scf.while : () -> () {
      %cw = llvm.icmp "ne" %x, %z : i32
      scf.condition(%cw)
    } do {
      llvm.store volatile %z, %b : i32, !llvm.ptr
      scf.yield
    }
    %s = llvm.udiv %h100, %n : i32
    %e = llvm.icmp "eq" %s, %z : i32
    scf.if %e {
      nvvm.exit
    }
    // CHECK: warp.reduce add
    %r = warp.reduce add %w, %li : !warp.warp<all>, i32
    memref.store %r, %out[%lane] : memref<32xi32>
    gpu.return
  }
}

// the input stored to the output buffer and added to it atomically, the loop on the input buffer
// CHECK-LABEL: gpu.func @stored_to_output
gpu.module @stored_to_output {
  gpu.func @stored_to_output(%out: memref<32xi32>, %in: !llvm.ptr, %n: i32) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    %z = llvm.mlir.constant(0 : i32) : i32
    %one = llvm.mlir.constant(1 : i32) : i32
    %h100 = llvm.mlir.constant(100 : i32) : i32
    %a = llvm.alloca %one x i32 : (i32) -> !llvm.ptr
    %b = llvm.alloca %one x i32 : (i32) -> !llvm.ptr
    %c = llvm.alloca %one x i32 : (i32) -> !llvm.ptr
    llvm.store %z, %c : i32, !llvm.ptr
    %nx = arith.index_cast %n : i32 to index
    memref.store %n, %out[%lane] : memref<32xi32>
    %old = llvm.atomicrmw add %a, %n monotonic : !llvm.ptr, i32
    %x = llvm.load %in : !llvm.ptr -> i32
    scf.while : () -> () {
      %cw = llvm.icmp "ne" %x, %z : i32
      scf.condition(%cw)
    } do {
      llvm.store volatile %z, %b : i32, !llvm.ptr
      scf.yield
    }
    %s = llvm.udiv %h100, %n : i32
    %e = llvm.icmp "eq" %s, %z : i32
    scf.if %e {
      nvvm.exit
    }
    // CHECK: warp.reduce add
    %r = warp.reduce add %w, %li : !warp.warp<all>, i32
    memref.store %r, %out[%lane] : memref<32xi32>
    gpu.return
  }
}

// the input written by a masked store and an atomic exchange into one alloca, the loop on another
// CHECK-LABEL: gpu.func @masked_store_elsewhere
gpu.module @masked_store_elsewhere {
  gpu.func @masked_store_elsewhere(%out: memref<32xi32>, %in: !llvm.ptr, %n: i32) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    %z = llvm.mlir.constant(0 : i32) : i32
    %one = llvm.mlir.constant(1 : i32) : i32
    %h100 = llvm.mlir.constant(100 : i32) : i32
    %a = llvm.alloca %one x i32 : (i32) -> !llvm.ptr
    %b = llvm.alloca %one x i32 : (i32) -> !llvm.ptr
    %c = llvm.alloca %one x i32 : (i32) -> !llvm.ptr
    llvm.store %z, %c : i32, !llvm.ptr
    %v = llvm.mlir.undef : vector<1xi32>
    %i0 = llvm.mlir.constant(0 : i32) : i32
    %vn = llvm.insertelement %n, %v[%i0 : i32] : vector<1xi32>
    %m = llvm.mlir.constant(dense<true> : vector<1xi1>) : vector<1xi1>
    llvm.intr.masked.store %vn, %a, %m {alignment = 4 : i32} : vector<1xi32>, vector<1xi1> into !llvm.ptr
    %old = llvm.atomicrmw xchg %a, %n monotonic : !llvm.ptr, i32
    %x = llvm.load %c : !llvm.ptr -> i32
    scf.while : () -> () {
      %cw = llvm.icmp "ne" %x, %z : i32
      scf.condition(%cw)
    } do {
      llvm.store volatile %z, %b : i32, !llvm.ptr
      scf.yield
    }
    %s = llvm.udiv %h100, %n : i32
    %e = llvm.icmp "eq" %s, %z : i32
    scf.if %e {
      nvvm.exit
    }
    // CHECK: warp.reduce add
    %r = warp.reduce add %w, %li : !warp.warp<all>, i32
    memref.store %r, %out[%lane] : memref<32xi32>
    gpu.return
  }
}

// a helper that stores its parameter through the address it is given, called with one alloca; the loop on another
// CHECK-LABEL: gpu.func @helper_stores_elsewhere
gpu.module @helper_stores_elsewhere {
  llvm.func @put(%v: i32, %p: !llvm.ptr) attributes {sym_visibility = "private"} {
    llvm.store %v, %p : i32, !llvm.ptr
    llvm.return
  }
  gpu.func @helper_stores_elsewhere(%out: memref<32xi32>, %in: !llvm.ptr, %n: i32) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    %z = llvm.mlir.constant(0 : i32) : i32
    %one = llvm.mlir.constant(1 : i32) : i32
    %h100 = llvm.mlir.constant(100 : i32) : i32
    %a = llvm.alloca %one x i32 : (i32) -> !llvm.ptr
    %b = llvm.alloca %one x i32 : (i32) -> !llvm.ptr
    %c = llvm.alloca %one x i32 : (i32) -> !llvm.ptr
    llvm.store %z, %c : i32, !llvm.ptr
    %e0 = llvm.icmp "eq" %li, %z : i32
    llvm.call @put(%n, %a) : (i32, !llvm.ptr) -> ()
    %p = llvm.select %e0, %b, %c : i1, !llvm.ptr
    %x = llvm.load %p : !llvm.ptr -> i32
    scf.while : () -> () {
      %cw = llvm.icmp "ne" %x, %z : i32
      scf.condition(%cw)
    } do {
      llvm.store volatile %z, %b : i32, !llvm.ptr
      scf.yield
    }
    %s = llvm.udiv %h100, %n : i32
    %e = llvm.icmp "eq" %s, %z : i32
    scf.if %e {
      nvvm.exit
    }
    // CHECK: warp.reduce add
    %r = warp.reduce add %w, %li : !warp.warp<all>, i32
    memref.store %r, %out[%lane] : memref<32xi32>
    gpu.return
  }
}
