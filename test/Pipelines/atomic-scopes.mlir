// Regression test of the static map seed's third silent wrong answer
// (issue 32): a device scope spelled `.device`, which PTX does not have
// (its scopes are .cta, .cluster, .gpu and .sys), broke every atomic.
// Upstream ops carry the scope: llvm.cmpxchg / llvm.load / llvm.store with
// syncscope("block" | "device" | none) must reach PTX as .cta, .gpu and
// .sys, on compare-and-swap of 32, 64 and 128 bits and on relaxed, acquire
// and release loads and stores; ptxas accepts the result for sm_90
// (atomic-scopes-ptxas.test) and the simulator runs it. Expected values are
// worked by hand: lane l swaps 0 for l + 1 (i32), 100 + l (i64) and the pair
// (l, 1000 + l) (i128), then stores the sum of what it loads back,
// (100 + l) + (l + 1) = 101 + 2l, and reads that back (acquire, system
// scope) into its i32 word.
//
// RUN: warp-ptx %s | FileCheck %s --check-prefix=PTX
// RUN: warp-run --sim %s --block 32 --arg i32[32] --arg i64[32] --arg i64[64] --arg i64[32] --print | FileCheck %s --check-prefix=SIM
// RUN: warp-run --sim --sim-seed 4 %s --block 32 --arg i32[32] --arg i64[32] --arg i64[64] --arg i64[32] --print | FileCheck %s --check-prefix=SIM

// PTX: .version 8.3
// PTX: .target sm_90
// PTX-NOT: .device
// PTX: atom.acq_rel.cta.global.cas.b32
// PTX: atom.acq_rel.gpu.global.cas.b64
// PTX: atom.acq_rel.gpu.global.cas.b128
// PTX: ld.acquire.gpu.global.b64
// PTX: ld.relaxed.cta.global.b32
// PTX: st.release.sys.global.b64
// PTX: st.relaxed.gpu.global.b32
// PTX: ld.acquire.sys.global.b64
// PTX: st.relaxed.cta.global.b32
// PTX-NOT: .device

// SIM: arg 0 i32[32]: 101 103 105 107 109 111 113 115 117 119 121 123 125 127 129 131 133 135 137 139 141 143 145 147 149 151 153 155 157 159 161 163{{$}}
// SIM: arg 1 i64[32]: 100 101 102 103 104 105 106 107 108 109 110 111 112 113 114 115 116 117 118 119 120 121 122 123 124 125 126 127 128 129 130 131{{$}}
// SIM: arg 2 i64[64]: 0 1000 1 1001 2 1002 3 1003 4 1004 5 1005 6 1006 7 1007 8 1008 9 1009 10 1010 11 1011 12 1012 13 1013 14 1014 15 1015
// SIM: arg 3 i64[32]: 101 103 105 107 109 111 113 115 117 119 121 123 125 127 129 131 133 135 137 139 141 143 145 147 149 151 153 155 157 159 161 163{{$}}
// SIM-NOT: finding
gpu.module @kernels {
  gpu.func @scopes(%a: memref<32xi32>, %b: memref<32xi64>, %c: memref<64xi64>, %f: memref<32xi64>) kernel
      attributes {known_block_size = array<i32: 32, 1, 1>} {
    %lane = gpu.lane_id
    %l = arith.index_cast %lane : index to i64
    %l32 = arith.index_cast %lane : index to i32
    %two = arith.constant 2 : i64
    %pa = memref.extract_aligned_pointer_as_index %a : memref<32xi32> -> index
    %pb = memref.extract_aligned_pointer_as_index %b : memref<32xi64> -> index
    %pc = memref.extract_aligned_pointer_as_index %c : memref<64xi64> -> index
    %pf = memref.extract_aligned_pointer_as_index %f : memref<32xi64> -> index
    %ia = arith.index_cast %pa : index to i64
    %ib = arith.index_cast %pb : index to i64
    %ic = arith.index_cast %pc : index to i64
    %if = arith.index_cast %pf : index to i64
    %a0 = llvm.inttoptr %ia : i64 to !llvm.ptr
    %b0 = llvm.inttoptr %ib : i64 to !llvm.ptr
    %c0p = llvm.inttoptr %ic : i64 to !llvm.ptr
    %f0 = llvm.inttoptr %if : i64 to !llvm.ptr
    %ap = llvm.getelementptr %a0[%l] : (!llvm.ptr, i64) -> !llvm.ptr, i32
    %bp = llvm.getelementptr %b0[%l] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %l2 = arith.muli %l, %two : i64
    %cp = llvm.getelementptr %c0p[%l2] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %fp = llvm.getelementptr %f0[%l] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %z32 = arith.constant 0 : i32
    %z64 = arith.constant 0 : i64
    %z128 = arith.constant 0 : i128
    %one32 = arith.constant 1 : i32
    %n32 = arith.addi %l32, %one32 : i32
    %r1 = llvm.cmpxchg %ap, %z32, %n32 syncscope("block") acq_rel monotonic : !llvm.ptr, i32
    %h = arith.constant 100 : i64
    %n64 = arith.addi %l, %h : i64
    %r2 = llvm.cmpxchg %bp, %z64, %n64 syncscope("device") acq_rel monotonic : !llvm.ptr, i64
    %k = arith.extui %l : i64 to i128
    %th = arith.constant 1000 : i64
    %v = arith.addi %l, %th : i64
    %v128 = arith.extui %v : i64 to i128
    %s64 = arith.constant 64 : i128
    %vhi = arith.shli %v128, %s64 : i128
    %pair = arith.ori %k, %vhi : i128
    %r3 = llvm.cmpxchg %cp, %z128, %pair syncscope("device") acq_rel monotonic : !llvm.ptr, i128
    %x = llvm.load %bp atomic syncscope("device") acquire {alignment = 8 : i64} : !llvm.ptr -> i64
    %y = llvm.load %ap atomic syncscope("block") monotonic {alignment = 4 : i64} : !llvm.ptr -> i32
    %ye = arith.extui %y : i32 to i64
    %xy = arith.addi %x, %ye : i64
    llvm.store %xy, %fp atomic release {alignment = 8 : i64} : i64, !llvm.ptr
    llvm.store %n32, %ap atomic syncscope("device") monotonic {alignment = 4 : i64} : i32, !llvm.ptr
    %z = llvm.load %fp atomic acquire {alignment = 8 : i64} : !llvm.ptr -> i64
    %zi = arith.trunci %z : i64 to i32
    llvm.store %zi, %ap atomic syncscope("block") monotonic {alignment = 4 : i64} : i32, !llvm.ptr
    gpu.return
  }
}
