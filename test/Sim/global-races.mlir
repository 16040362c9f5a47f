// Races in global memory (global-race): two accesses to one byte of a
// buffer, at least one a plain write, that nothing orders. Within a block
// a barrier orders its threads; across blocks nothing does but
// release/acquire (release-acquire.mlir), whatever order the blocks run in.
//
// RUN: sh -c 'warp-run --sim %s --kernel within_block --block 64 --arg i32[2] 2>&1; echo "exit $?"' | FileCheck %s --check-prefix=WITHIN
// RUN: sh -c 'warp-run --sim --sim-seed 7 %s --kernel within_block --block 64 --arg i32[2] 2>&1; echo "exit $?"' | FileCheck %s --check-prefix=WITHIN-SEED
// RUN: sh -c 'warp-run --sim %s --kernel within_block_synced --block 64 --arg i32[2] --print 2>&1; echo "exit $?"' | FileCheck %s --check-prefix=SYNCED
// RUN: sh -c 'warp-run --sim --sim-seed 7 %s --kernel within_block_synced --block 64 --arg i32[2] --print 2>&1; echo "exit $?"' | FileCheck %s --check-prefix=SYNCED
// RUN: sh -c 'warp-run --sim %s --kernel between_blocks --grid 2 --block 32 --arg i32[2] 2>&1; echo "exit $?"' | FileCheck %s --check-prefix=BETWEEN
// RUN: sh -c 'warp-run --sim --sim-seed 1 %s --kernel between_blocks --grid 2 --block 32 --arg i32[2] 2>&1; echo "exit $?"' | FileCheck %s --check-prefix=BETWEEN
// RUN: sh -c 'warp-run --sim --sim-seed 7 %s --kernel between_blocks --grid 2 --block 32 --arg i32[2] 2>&1; echo "exit $?"' | FileCheck %s --check-prefix=BETWEEN
// RUN: sh -c 'warp-run --sim %s --kernel write_write --grid 2 --block 1 --arg i32[1] 2>&1; echo "exit $?"' | FileCheck %s --check-prefix=WW
// RUN: sh -c 'warp-run --sim %s --kernel same_value --grid 2 --block 32 --arg i32[1] --print 2>&1; echo "exit $?"' | FileCheck %s --check-prefix=SAME
// RUN: sh -c 'warp-run --sim %s --kernel grid_stride --grid 3 --block 32 --arg f32[1000]=iota --arg f32[1000]=const:1 --arg f32[1000] --arg i32:1000 --print 2>&1; echo "exit $?"' | FileCheck %s --check-prefix=STRIDE
// RUN: sh -c 'warp-run --sim --sim-seed 7 %s --kernel grid_stride --grid 3 --block 32 --arg f32[1000]=iota --arg f32[1000]=const:1 --arg f32[1000] --arg i32:1000 --print 2>&1; echo "exit $?"' | FileCheck %s --check-prefix=STRIDE
// RUN: sh -c 'warp-run --sim %s --kernel neighbours --grid 2 --block 32 --arg i32[64] --print 2>&1; echo "exit $?"' | FileCheck %s --check-prefix=NEIGHBOURS

module {
  // Thread 0 writes word 0; thread 33 (warp 1) copies it to word 1 with no
  // barrier between.
  // WITHIN: warp-run: finding (global-race): block (0,0,0) thread (33,0,0) warp 1 lane 1: reads 4 bytes at byte offset 0 of argument 0 that thread (0,0,0) (warp 0 lane 0) wrote at llvm.store at {{.*}}global-races.mlir:[[@LINE+17]]:5 with nothing ordering them [llvm.load at {{.*}}global-races.mlir:[[@LINE+23]]:10]
  // WITHIN-NOT: finding
  // WITHIN: exit 4
  // WITHIN-SEED: finding (global-race):
  // WITHIN-SEED-DAG: global-races.mlir:[[@LINE+13]]:5
  // WITHIN-SEED-DAG: global-races.mlir:[[@LINE+18]]:10
  // WITHIN-SEED: exit 4
  llvm.func ptx_kernelcc @within_block(%buf: !llvm.ptr) {
    %c0 = llvm.mlir.constant(0 : i32) : i32
    %c33 = llvm.mlir.constant(33 : i32) : i32
    %seven = llvm.mlir.constant(7 : i32) : i32
    %g = llvm.addrspacecast %buf : !llvm.ptr to !llvm.ptr<1>
    %g1 = llvm.getelementptr %g[1] : (!llvm.ptr<1>) -> !llvm.ptr<1>, i32
    %t = nvvm.read.ptx.sreg.tid.x : i32
    %first = llvm.icmp "eq" %t, %c0 : i32
    llvm.cond_br %first, ^write, ^other
  ^write:
    llvm.store %seven, %g : i32, !llvm.ptr<1>
    llvm.br ^done
  ^other:
    %reader = llvm.icmp "eq" %t, %c33 : i32
    llvm.cond_br %reader, ^read, ^done
  ^read:
    %v = llvm.load %g : !llvm.ptr<1> -> i32
    llvm.store %v, %g1 : i32, !llvm.ptr<1>
    llvm.br ^done
  ^done:
    llvm.return
  }

  // The same with __syncthreads between: 7 7.
  // SYNCED-NOT: finding
  // SYNCED: arg 0 i32[2]: 7 7
  // SYNCED: exit 0
  llvm.func ptx_kernelcc @within_block_synced(%buf: !llvm.ptr) {
    %c0 = llvm.mlir.constant(0 : i32) : i32
    %c33 = llvm.mlir.constant(33 : i32) : i32
    %seven = llvm.mlir.constant(7 : i32) : i32
    %g = llvm.addrspacecast %buf : !llvm.ptr to !llvm.ptr<1>
    %g1 = llvm.getelementptr %g[1] : (!llvm.ptr<1>) -> !llvm.ptr<1>, i32
    %t = nvvm.read.ptx.sreg.tid.x : i32
    %first = llvm.icmp "eq" %t, %c0 : i32
    llvm.cond_br %first, ^write, ^sync
  ^write:
    llvm.store %seven, %g : i32, !llvm.ptr<1>
    llvm.br ^sync
  ^sync:
    llvm.call_intrinsic "llvm.nvvm.barrier.cta.sync.aligned.all"(%c0) : (i32) -> ()
    %reader = llvm.icmp "eq" %t, %c33 : i32
    llvm.cond_br %reader, ^read, ^done
  ^read:
    %v = llvm.load %g : !llvm.ptr<1> -> i32
    llvm.store %v, %g1 : i32, !llvm.ptr<1>
    llvm.br ^done
  ^done:
    llvm.return
  }

  // Thread 0 of block 0 writes word 0 before a barrier of its block;
  // thread 0 of block 1 reads it after its own: another block's barrier
  // orders nothing.
  // BETWEEN: warp-run: finding (global-race): block (1,0,0) thread (0,0,0) warp 0 lane 0: reads 4 bytes at byte offset 0 of argument 0 that block (0,0,0) thread (0,0,0) warp 0 lane 0 wrote at llvm.store at {{.*}}global-races.mlir:[[@LINE+16]]:5 with nothing ordering them [llvm.load at {{.*}}global-races.mlir:[[@LINE+24]]:10]
  // BETWEEN-NOT: finding
  // BETWEEN: exit 4
  llvm.func ptx_kernelcc @between_blocks(%buf: !llvm.ptr) {
    %c0 = llvm.mlir.constant(0 : i32) : i32
    %c1 = llvm.mlir.constant(1 : i32) : i32
    %seven = llvm.mlir.constant(7 : i32) : i32
    %g = llvm.addrspacecast %buf : !llvm.ptr to !llvm.ptr<1>
    %g1 = llvm.getelementptr %g[1] : (!llvm.ptr<1>) -> !llvm.ptr<1>, i32
    %t = nvvm.read.ptx.sreg.tid.x : i32
    %b = nvvm.read.ptx.sreg.ctaid.x : i32
    %first = llvm.icmp "eq" %t, %c0 : i32
    %b0 = llvm.icmp "eq" %b, %c0 : i32
    %writer = llvm.and %first, %b0 : i1
    llvm.cond_br %writer, ^write, ^sync
  ^write:
    llvm.store %seven, %g : i32, !llvm.ptr<1>
    llvm.br ^sync
  ^sync:
    llvm.call_intrinsic "llvm.nvvm.barrier.cta.sync.aligned.all"(%c0) : (i32) -> ()
    %b1 = llvm.icmp "eq" %b, %c1 : i32
    %reader = llvm.and %first, %b1 : i1
    llvm.cond_br %reader, ^read, ^done
  ^read:
    %v = llvm.load %g : !llvm.ptr<1> -> i32
    llvm.store %v, %g1 : i32, !llvm.ptr<1>
    llvm.br ^done
  ^done:
    llvm.return
  }

  // Each block's thread writes its block index to word 0: different
  // values, reported at the end of the launch.
  // WW: warp-run: finding (global-race): block (1,0,0) thread (0,0,0) warp 0 lane 0: writes byte offset 0 of argument 0 that block (0,0,0) thread (0,0,0) warp 0 lane 0 wrote a different value to at llvm.store at {{.*}}global-races.mlir:[[@LINE+6]]:5 with nothing ordering them [llvm.store at {{.*}}global-races.mlir:[[@LINE+6]]:5]
  // WW-NOT: finding
  // WW: exit 4
  llvm.func ptx_kernelcc @write_write(%buf: !llvm.ptr) {
    %b = nvvm.read.ptx.sreg.ctaid.x : i32
    %g = llvm.addrspacecast %buf : !llvm.ptr to !llvm.ptr<1>
    llvm.store %b, %g : i32, !llvm.ptr<1>
    llvm.return
  }

  // Every thread of both blocks writes 1 to word 0: the same value, a
  // benign pair, not reported.
  // SAME-NOT: finding
  // SAME: arg 0 i32[1]: 1
  // SAME: exit 0
  llvm.func ptx_kernelcc @same_value(%buf: !llvm.ptr) {
    %one = llvm.mlir.constant(1 : i32) : i32
    %g = llvm.addrspacecast %buf : !llvm.ptr to !llvm.ptr<1>
    llvm.store %one, %g : i32, !llvm.ptr<1>
    llvm.return
  }

  // c[i] = a[i] + b[i] for i = global id, id + 96, ... < n: every element
  // has one writer. a = iota, b = 1: c[i] = i + 1.
  // STRIDE-NOT: finding
  // STRIDE: arg 2 f32[1000]: 1 2 3 4 5 6 7 8
  // STRIDE-NOT: finding
  // STRIDE: exit 0
  llvm.func ptx_kernelcc @grid_stride(%a: !llvm.ptr, %b: !llvm.ptr, %c: !llvm.ptr, %n: i32) {
    %t = nvvm.read.ptx.sreg.tid.x : i32
    %bid = nvvm.read.ptx.sreg.ctaid.x : i32
    %bdim = nvvm.read.ptx.sreg.ntid.x : i32
    %gdim = nvvm.read.ptx.sreg.nctaid.x : i32
    %base = llvm.mul %bid, %bdim : i32
    %id = llvm.add %base, %t : i32
    %stride = llvm.mul %bdim, %gdim : i32
    %ga = llvm.addrspacecast %a : !llvm.ptr to !llvm.ptr<1>
    %gb = llvm.addrspacecast %b : !llvm.ptr to !llvm.ptr<1>
    %gc = llvm.addrspacecast %c : !llvm.ptr to !llvm.ptr<1>
    llvm.br ^loop(%id : i32)
  ^loop(%i: i32):
    %more = llvm.icmp "slt" %i, %n : i32
    llvm.cond_br %more, ^body, ^done
  ^body:
    %pa = llvm.getelementptr %ga[%i] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
    %pb = llvm.getelementptr %gb[%i] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
    %pc = llvm.getelementptr %gc[%i] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
    %x = llvm.load %pa : !llvm.ptr<1> -> f32
    %y = llvm.load %pb : !llvm.ptr<1> -> f32
    %s = llvm.fadd %x, %y : f32
    llvm.store %s, %pc : f32, !llvm.ptr<1>
    %next = llvm.add %i, %stride : i32
    llvm.br ^loop(%next : i32)
  ^done:
    llvm.return
  }

  // Neighbouring threads write neighbouring 2-byte halves of one 4-byte
  // word (i16 element t of 64): different bytes do not conflict. Element
  // i holds i.
  // NEIGHBOURS-NOT: finding
  // NEIGHBOURS: arg 0 i32[64]: 65536 196610 327684
  // NEIGHBOURS: exit 0
  llvm.func ptx_kernelcc @neighbours(%buf: !llvm.ptr) {
    %t = nvvm.read.ptx.sreg.tid.x : i32
    %bid = nvvm.read.ptx.sreg.ctaid.x : i32
    %bdim = nvvm.read.ptx.sreg.ntid.x : i32
    %base = llvm.mul %bid, %bdim : i32
    %id = llvm.add %base, %t : i32
    %g = llvm.addrspacecast %buf : !llvm.ptr to !llvm.ptr<1>
    %p = llvm.getelementptr %g[%id] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i16
    %v = llvm.trunc %id : i32 to i16
    llvm.store %v, %p : i16, !llvm.ptr<1>
    llvm.return
  }
}
