// RUN: warp-opt %s --split-input-file | FileCheck %s
// RUN: warp-opt %s --split-input-file --canonicalize --cse | warp-opt --split-input-file | FileCheck %s
// Issue 27, round 15: the nearest legal programs of attack-round15.mlir,
// which verify (and still do after --canonicalize --cse).

// -----

// A pointer read from the kernel's by-value parameters (how CUDA passes a
// struct by value: `llvm.byval`, parameter space, which no thread writes):
// the host cannot put a thread's local address there, so a load through it
// is at a uniform address. (Read from a plain pointer argument, global
// memory that a thread may have written a local address to, it varies:
// attack-round16.mlir.)
// CHECK-LABEL: gpu.func @param_pointer
gpu.module @m {
  gpu.func @param_pointer(%out: memref<32xi32>, %params: !llvm.ptr {llvm.byval = !llvm.struct<(i32, ptr)>}) kernel
      attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    %field = llvm.getelementptr %params[1] : (!llvm.ptr) -> !llvm.ptr, !llvm.ptr
    %q = llvm.load %field : !llvm.ptr -> !llvm.ptr
    %n = llvm.load %q : !llvm.ptr -> i32
    %c16 = arith.constant 16 : i32
    %p = arith.cmpi ult, %n, %c16 : i32
    scf.if %p {
      %r = warp.shuffle idx %w, %li, 20 : !warp.warp<all>, i32
      memref.store %r, %out[%lane] : memref<32xi32>
    }
    gpu.return
  }
}

// -----

// A vector whose every element an insert sets, and a struct whose every
// field (the nested array's elements one by one) is set: as uniform as the
// values set, whole or extracted.
// CHECK-LABEL: gpu.func @full_aggregates
gpu.module @m {
  gpu.func @full_aggregates(%out: memref<32xi32>, %a: i32, %b: i32) kernel
      attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    %u = llvm.mlir.undef : vector<2xi32>
    %c0 = llvm.mlir.constant(0 : i64) : i64
    %c1 = llvm.mlir.constant(1 : i64) : i64
    %v0 = llvm.insertelement %a, %u[%c0 : i64] : vector<2xi32>
    %v1 = llvm.insertelement %b, %v0[%c1 : i64] : vector<2xi32>
    %sh = llvm.shufflevector %v1, %v1 [1, 0] : vector<2xi32>
    %e = llvm.extractelement %sh[%c0 : i64] : vector<2xi32>
    %s0 = llvm.mlir.undef : !llvm.struct<(i32, array<2 x i32>)>
    %s1 = llvm.insertvalue %a, %s0[0] : !llvm.struct<(i32, array<2 x i32>)>
    %s2 = llvm.insertvalue %b, %s1[1, 0] : !llvm.struct<(i32, array<2 x i32>)>
    %s3 = llvm.insertvalue %a, %s2[1, 1] : !llvm.struct<(i32, array<2 x i32>)>
    %f = llvm.extractvalue %s3[1, 1] : !llvm.struct<(i32, array<2 x i32>)>
    %sum = arith.addi %e, %f : i32
    %c16 = arith.constant 16 : i32
    %p = arith.cmpi ult, %sum, %c16 : i32
    scf.if %p {
      %r = warp.reduce add %w, %li : !warp.warp<all>, i32
      memref.store %r, %out[%lane] : memref<32xi32>
    }
    gpu.return
  }
}

// -----

// A device pointer kept in constant memory (`__constant__`): the device
// cannot write it, so the host put it there (round 16, g1).
// CHECK-LABEL: gpu.func @constant_pointer
gpu.module @m {
  llvm.mlir.global internal constant @table(#llvm.zero) {addr_space = 4 : i32} : !llvm.ptr
  gpu.func @constant_pointer(%out: memref<32xi32>) kernel
      attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    %t = llvm.mlir.addressof @table : !llvm.ptr<4>
    %q = llvm.load %t : !llvm.ptr<4> -> !llvm.ptr
    %n = llvm.load %q : !llvm.ptr -> i32
    %c16 = arith.constant 16 : i32
    %p = arith.cmpi ult, %n, %c16 : i32
    scf.if %p {
      %r = warp.shuffle idx %w, %li, 20 : !warp.warp<all>, i32
      memref.store %r, %out[%lane] : memref<32xi32>
    }
    gpu.return
  }
}

// -----

// A pointer field of a struct the kernel takes by value (round 17, g1): the
// host's pointer, so a load through it is at a uniform address.
// CHECK-LABEL: gpu.func @struct_argument_pointer
gpu.module @m {
  gpu.func @struct_argument_pointer(%out: memref<32xi32>, %s: !llvm.struct<(ptr, i32)>) kernel
      attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    %q = llvm.extractvalue %s[0] : !llvm.struct<(ptr, i32)>
    %n = llvm.load %q : !llvm.ptr -> i32
    %c16 = arith.constant 16 : i32
    %p = arith.cmpi ult, %n, %c16 : i32
    scf.if %p {
      %r = warp.shuffle idx %w, %li, 20 : !warp.warp<all>, i32
      memref.store %r, %out[%lane] : memref<32xi32>
    }
    gpu.return
  }
}
