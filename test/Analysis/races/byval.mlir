// RUN: warp-opt %s --warp-check-races --mlir-print-op-on-diagnostic=false -verify-diagnostics -o /dev/null
//
// A kernel parameter passed by value (`ptr byval(T)`: clang's struct and
// class parameters, CUB's GridEvenShare, ScanTileState, functors) is the
// thread's own copy: PTX kernel parameters live in the read-only .param
// space, and NVPTX copies one the kernel writes to the thread's local
// memory (LLVM LangRef, byval: the callee gets a hidden copy). Writes to
// it are private, like an alloca's, for both engines. CUB's
// DeviceReduceKernel stores `blockIdx.x << 12` into its GridEvenShare
// (GridEvenShare::BlockInit) from every thread; that was an R1 between two
// blocks' threads.

module {
  // GridEvenShare::BlockInit: every thread writes the block's offsets into
  // its copy, reads them back and writes its own element.
  llvm.func ptx_kernelcc @block_init(%out: !llvm.ptr {llvm.noalias},
      %share: !llvm.ptr {llvm.byval = !llvm.struct<(i32, i32, i32)>, llvm.align = 4 : i64})
      attributes {nvvm.reqntid = array<i32: 256>} {
    %c4 = llvm.mlir.constant(4 : i64) : i64
    %c8 = llvm.mlir.constant(8 : i64) : i64
    %c12 = llvm.mlir.constant(12 : i32) : i32
    %c256 = llvm.mlir.constant(256 : i32) : i32
    %bid = nvvm.read.ptx.sreg.ctaid.x : i32
    %tid = nvvm.read.ptx.sreg.tid.x : i32
    %off = llvm.shl %bid, %c12 : i32
    %f1 = llvm.getelementptr inbounds %share[%c4] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    llvm.store %off, %f1 : i32, !llvm.ptr
    %f2 = llvm.getelementptr inbounds %share[%c8] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    llvm.store %bid, %f2 : i32, !llvm.ptr
    %back = llvm.load %f1 : !llvm.ptr -> i32
    %b = llvm.mul %bid, %c256 : i32
    %i = llvm.add %b, %tid : i32
    %p = llvm.getelementptr inbounds %out[%i] : (!llvm.ptr, i32) -> !llvm.ptr, i32
    llvm.store %back, %p : i32, !llvm.ptr
    llvm.return
  }

  // The nearest racy program: the same stores through a pointer argument
  // that is not by value (every thread's pointer names one buffer).
  llvm.func ptx_kernelcc @block_init_shared_struct(%out: !llvm.ptr {llvm.noalias},
      %share: !llvm.ptr {llvm.noalias}) {
    %c4 = llvm.mlir.constant(4 : i64) : i64
    %c12 = llvm.mlir.constant(12 : i32) : i32
    %bid = nvvm.read.ptx.sreg.ctaid.x : i32
    %off = llvm.shl %bid, %c12 : i32
    %f1 = llvm.getelementptr inbounds %share[%c4] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    // expected-error @+1 {{R1: two threads write one element; threads (b=(0,0,0), t=(1,0,0)) and (b=(1,0,0), t=(0,0,0)) both write element 1 of argument 1}}
    llvm.store %off, %f1 : i32, !llvm.ptr
    llvm.return
  }

  // A by-value copy does not hide a race elsewhere: the value read from it
  // is stored by every thread to one element of a global buffer.
  llvm.func ptx_kernelcc @byval_then_all_write(%out: !llvm.ptr {llvm.noalias},
      %share: !llvm.ptr {llvm.byval = !llvm.struct<(i32, i32)>, llvm.align = 4 : i64}) {
    %bid = nvvm.read.ptx.sreg.ctaid.x : i32
    llvm.store %bid, %share : i32, !llvm.ptr
    %v = llvm.load %share : !llvm.ptr -> i32
    // expected-error @+1 {{R1: two threads write one element; threads (b=(0,0,0), t=(1,0,0)) and (b=(1,0,0), t=(0,0,0)) both write element 0 of argument 0}}
    llvm.store %v, %out : i32, !llvm.ptr
    llvm.return
  }

  // The per-thread engine (a declared block size, a pointer the affine
  // engine cannot follow: a select between two fields): lanes of the copy
  // are the thread's own.
  llvm.func ptx_kernelcc @select_field(%out: !llvm.ptr {llvm.noalias},
      %share: !llvm.ptr {llvm.byval = !llvm.struct<(i32, i32)>, llvm.align = 4 : i64})
      attributes {nvvm.reqntid = array<i32: 64>} {
    %c1 = llvm.mlir.constant(1 : i32) : i32
    %c0 = llvm.mlir.constant(0 : i32) : i32
    %c4 = llvm.mlir.constant(4 : i64) : i64
    %tid = nvvm.read.ptx.sreg.tid.x : i32
    %odd = llvm.and %tid, %c1 : i32
    %isodd = llvm.icmp "ne" %odd, %c0 : i32
    %f1 = llvm.getelementptr inbounds %share[%c4] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    %p = llvm.select %isodd, %f1, %share : i1, !llvm.ptr
    llvm.store %tid, %p : i32, !llvm.ptr
    llvm.return
  }

  // Its racy neighbour: the same select into a buffer every thread shares.
  llvm.func ptx_kernelcc @select_field_shared(%out: !llvm.ptr {llvm.noalias},
      %share: !llvm.ptr {llvm.noalias})
      attributes {nvvm.reqntid = array<i32: 64>} {
    %c1 = llvm.mlir.constant(1 : i32) : i32
    %c0 = llvm.mlir.constant(0 : i32) : i32
    %c4 = llvm.mlir.constant(4 : i64) : i64
    %tid = nvvm.read.ptx.sreg.tid.x : i32
    %odd = llvm.and %tid, %c1 : i32
    %isodd = llvm.icmp "ne" %odd, %c0 : i32
    %f1 = llvm.getelementptr inbounds %share[%c4] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    %p = llvm.select %isodd, %f1, %share : i1, !llvm.ptr
    // expected-error @+1 {{R1: two threads write one element; threads (b=(0,0,0), t=(2,0,0)) and (b=(0,0,0), t=(0,0,0)) both write element 0 of argument 1 (launch: blockDim=(64,1,1), gridDim=(1,1,1))}}
    llvm.store %tid, %p : i32, !llvm.ptr
    llvm.return
  }
}
