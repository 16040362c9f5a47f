// Ops that change no register or memory: prefetch (global and generic,
// with an eviction priority), cp.async.bulk.prefetch.L2, pmevent (PTX ISA:
// hints and performance-monitor events); and %globaltimer_lo, the low 32
// bits of %globaltimer. Each thread runs past them and stores what it
// loaded (its index, by hand), and two reads of %globaltimer_lo do not go
// backwards (the simulator's timer counts reads: the second is larger).
// Before: each was refused ("does not model the NVVM op").
//
// RUN: warp-run --sim %s --kernel hints --arg i32[32]=iota --arg i32[32] --print | FileCheck %s
// CHECK: arg 1 i32[32]: 0 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16 17 18 19 20 21 22 23 24 25 26 27 28 29 30 31
// RUN: warp-run --sim %s --kernel timer --arg i32[32] --print | FileCheck %s --check-prefix=TIMER
// TIMER: arg 0 i32[32]: 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1

gpu.module @kernels {
  gpu.func @hints(%in: memref<32xi32>, %out: memref<32xi32>) kernel {
    %t = gpu.thread_id x
    %base = memref.extract_aligned_pointer_as_index %in : memref<32xi32> -> index
    %bi = arith.index_cast %base : index to i64
    %g = llvm.inttoptr %bi : i64 to !llvm.ptr<1>
    %p = llvm.addrspacecast %g : !llvm.ptr<1> to !llvm.ptr
    nvvm.prefetch level = L2, %g : !llvm.ptr<1>
    nvvm.prefetch level = L2, evict_priority = evict_last, %g : !llvm.ptr<1>
    nvvm.prefetch level = L1, %p : !llvm.ptr
    %n = arith.constant 128 : i32
    nvvm.cp.async.bulk.prefetch %g, %n : !llvm.ptr<1>
    nvvm.pmevent id = 3
    %v = memref.load %in[%t] : memref<32xi32>
    memref.store %v, %out[%t] : memref<32xi32>
    gpu.return
  }

  gpu.func @timer(%out: memref<32xi32>) kernel {
    %t = gpu.thread_id x
    %a = nvvm.read.ptx.sreg.globaltimer.lo : i32
    %b = nvvm.read.ptx.sreg.globaltimer.lo : i32
    %later = arith.cmpi ugt, %b, %a : i32
    %r = arith.extui %later : i1 to i32
    memref.store %r, %out[%t] : memref<32xi32>
    gpu.return
  }
}
