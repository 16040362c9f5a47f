// Block barriers as the PTX ISA has them (bar, barrier; exit): a warp
// arrives when its non-exited lanes have; the thread count is in whole
// warps ("the value must be a multiple of the warp size"); threads that
// exit release a barrier for all threads; bar.arrive counts without
// waiting (the ISA's producer/consumer). Expected buffers:
// Inputs/sync_expected.py.
//
// RUN: %python %S/Inputs/sync_expected.py exit_then_sync %t.exit.npy
// RUN: sh -c 'warp-run --sim %s --kernel exit_then_sync --block 64 --arg i32[64] --arg i32:40 --expect 0=%t.exit.npy 2>&1; echo "exit $?"' | FileCheck %s --check-prefix=EXIT
// RUN: sh -c 'warp-run --sim --sim-seed 4 %s --kernel exit_then_sync --block 64 --arg i32[64] --arg i32:40 --expect 0=%t.exit.npy 2>&1; echo "exit $?"' | FileCheck %s --check-prefix=EXIT
// RUN: %python %S/Inputs/sync_expected.py sync_1_64_short %t.short.npy
// RUN: sh -c 'warp-run --sim %s --kernel sync_1_64_short --block 48 --arg i32[48] --expect 0=%t.short.npy 2>&1; echo "exit $?"' | FileCheck %s --check-prefix=SHORT
// RUN: %python %S/Inputs/sync_expected.py red_popc_short %t.popc.npy
// RUN: sh -c 'warp-run --sim %s --kernel red_popc_short --block 48 --arg i32[48] --expect 0=%t.popc.npy 2>&1; echo "exit $?"' | FileCheck %s --check-prefix=POPC
// RUN: %python %S/Inputs/sync_expected.py producer_consumer %t.pc.npy
// RUN: sh -c 'warp-run --sim %s --kernel producer_consumer --block 64 --arg i32[96]=iota --arg i32[96] --expect 1=%t.pc.npy 2>&1; echo "exit $?"' | FileCheck %s --check-prefix=PC
// RUN: sh -c 'warp-run --sim --sim-seed 7 %s --kernel producer_consumer --block 64 --arg i32[96]=iota --arg i32[96] --expect 1=%t.pc.npy 2>&1; echo "exit $?"' | FileCheck %s --check-prefix=PC
// RUN: %python %S/Inputs/sync_expected.py warps_split %t.split.npy
// RUN: sh -c 'warp-run --sim %s --kernel warps_split --block 64 --arg i32[64] --expect 0=%t.split.npy 2>&1; echo "exit $?"' | FileCheck %s --check-prefix=SPLIT
// RUN: sh -c 'warp-run --sim %s --kernel odd_count --block 64 2>&1; echo "exit $?"' | FileCheck %s --check-prefix=ODD
// RUN: sh -c 'warp-run --sim %s --kernel counts_differ --block 64 2>&1; echo "exit $?"' | FileCheck %s --check-prefix=COUNTS
// RUN: sh -c 'warp-run --sim %s --kernel count_after_exit --block 64 2>&1; echo "exit $?"' | FileCheck %s --check-prefix=AFTER
// RUN: not warp-run --sim %s --kernel arrive_without_count 2>&1 | FileCheck %s --check-prefix=ASM
// RUN: sh -c 'warp-run --sim %s --kernel lanes_split --arg i32[32] 2>&1; echo "exit $?"' | FileCheck %s --check-prefix=LANES

gpu.module @kernels {
  // `if (tid >= n) return; __syncthreads();` then each thread reads its
  // neighbour's word: the returned threads do not hold the barrier up.
  // EXIT-NOT: finding
  // EXIT: warp-run: 1 result match
  // EXIT: exit 0
  gpu.func @exit_then_sync(%out: memref<64xi32>, %n: i32) workgroup(%buf: memref<64xi32, 3>) kernel {
    %c1 = arith.constant 1 : i32
    %c100 = arith.constant 100 : i32
    %tid = nvvm.read.ptx.sreg.tid.x : i32
    %inside = arith.cmpi ult, %tid, %n : i32
    cf.cond_br %inside, ^work, ^done
  ^work:
    %t = arith.index_cast %tid : i32 to index
    %v = arith.addi %tid, %c100 : i32
    memref.store %v, %buf[%t] : memref<64xi32, 3>
    gpu.barrier
    %next = arith.addi %tid, %c1 : i32
    %wrapped = arith.remui %next, %n : i32
    %w = arith.index_cast %wrapped : i32 to index
    %r = memref.load %buf[%w] : memref<64xi32, 3>
    memref.store %r, %out[%t] : memref<64xi32>
    gpu.return
  ^done:
    gpu.return
  }

  // 48 threads (warps of 32 and 16) complete bar.sync 1, 64.
  // SHORT-NOT: finding
  // SHORT: warp-run: 1 result match
  // SHORT: exit 0
  gpu.func @sync_1_64_short(%out: memref<48xi32>) workgroup(%buf: memref<48xi32, 3>) kernel {
    %c1 = arith.constant 1 : i32
    %c48 = arith.constant 48 : i32
    %c64 = arith.constant 64 : i32
    %c100 = arith.constant 100 : i32
    %tid = nvvm.read.ptx.sreg.tid.x : i32
    %t = arith.index_cast %tid : i32 to index
    %v = arith.addi %tid, %c100 : i32
    memref.store %v, %buf[%t] : memref<48xi32, 3>
    nvvm.barrier id = %c1 number_of_threads = %c64
    %next = arith.addi %tid, %c1 : i32
    %wrapped = arith.remui %next, %c48 : i32
    %w = arith.index_cast %wrapped : i32 to index
    %r = memref.load %buf[%w] : memref<48xi32, 3>
    memref.store %r, %out[%t] : memref<48xi32>
    gpu.return
  }

  // bar.red.popc over a 48-thread block.
  // POPC-NOT: finding
  // POPC: warp-run: 1 result match
  // POPC: exit 0
  gpu.func @red_popc_short(%out: memref<48xi32>) kernel {
    %c2 = arith.constant 2 : i32
    %tid = nvvm.read.ptx.sreg.tid.x : i32
    %odd = arith.remui %tid, %c2 : i32
    %count = nvvm.barrier #nvvm.reduction<popc> %odd -> i32
    %t = arith.index_cast %tid : i32 to index
    memref.store %count, %out[%t] : memref<48xi32>
    gpu.return
  }

  // The PTX ISA's producer/consumer, three rounds: warp 0 writes in[] * 2
  // to shared memory and announces it (bar.arrive 1, 64), warp 1 waits for
  // it (bar.sync 1, 64), copies it out and announces that (bar.arrive 2,
  // 64), which warp 0 waits for (bar.sync 2, 64) before the next round.
  // PC-NOT: finding
  // PC: warp-run: 1 result match
  // PC: exit 0
  gpu.func @producer_consumer(%in: memref<96xi32>, %out: memref<96xi32>) workgroup(%buf: memref<32xi32, 3>) kernel {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c3 = arith.constant 3 : index
    %c32 = arith.constant 32 : index
    %one = arith.constant 1 : i32
    %two = arith.constant 2 : i32
    %c32i = arith.constant 32 : i32
    %c64 = arith.constant 64 : i32
    %tid = nvvm.read.ptx.sreg.tid.x : i32
    %lane = nvvm.read.ptx.sreg.laneid : i32
    %l = arith.index_cast %lane : i32 to index
    %producer = arith.cmpi ult, %tid, %c32i : i32
    scf.for %round = %c0 to %c3 step %c1 {
      %base = arith.muli %round, %c32 : index
      %i = arith.addi %base, %l : index
      scf.if %producer {
        %later = arith.cmpi ugt, %round, %c0 : index
        scf.if %later {
          nvvm.barrier id = %two number_of_threads = %c64
        }
        %x = memref.load %in[%i] : memref<96xi32>
        %y = arith.muli %x, %two : i32
        memref.store %y, %buf[%l] : memref<32xi32, 3>
        nvvm.barrier.arrive id = %one number_of_threads = %c64
      } else {
        nvvm.barrier id = %one number_of_threads = %c64
        %y = memref.load %buf[%l] : memref<32xi32, 3>
        memref.store %y, %out[%i] : memref<96xi32>
        nvvm.barrier.arrive id = %two number_of_threads = %c64
      }
    }
    gpu.return
  }

  // Warp 0 and warp 1 reach barrier 0 from two different ops ("Different
  // warps may execute different forms of the barrier{.cta} instruction
  // using the same barrier name and thread count").
  // SPLIT-NOT: finding
  // SPLIT: warp-run: 1 result match
  // SPLIT: exit 0
  gpu.func @warps_split(%out: memref<64xi32>) workgroup(%buf: memref<64xi32, 3>) kernel {
    %c0 = arith.constant 0 : i32
    %c32 = arith.constant 32 : i32
    %c63 = arith.constant 63 : i32
    %tid = nvvm.read.ptx.sreg.tid.x : i32
    %t = arith.index_cast %tid : i32 to index
    memref.store %tid, %buf[%t] : memref<64xi32, 3>
    %first = arith.cmpi ult, %tid, %c32 : i32
    scf.if %first {
      gpu.barrier
    } else {
      nvvm.barrier id = %c0
    }
    %other = arith.subi %c63, %tid : i32
    %o = arith.index_cast %other : i32 to index
    %r = memref.load %buf[%o] : memref<64xi32, 3>
    memref.store %r, %out[%t] : memref<64xi32>
    gpu.return
  }

  // ODD: warp-run: finding (barrier-count): block (0,0,0) thread (0,0,0) warp 0 lane 0: thread count 48 of barrier 1 is not a multiple of the warp size (32) [nvvm.barrier at {{.*}}barriers.mlir:[[@LINE+5]]:5] (and 63 more times at this op)
  // ODD: exit 4
  gpu.func @odd_count() kernel {
    %c1 = arith.constant 1 : i32
    %c48 = arith.constant 48 : i32
    nvvm.barrier id = %c1 number_of_threads = %c48
    gpu.return
  }

  // Warp 0 waits at barrier 1 for 64 threads, warp 1 for 96.
  // COUNTS: warp-run: finding (barrier-divergence): block (0,0,0) thread (32,0,0) warp 1 lane 0: waits at barrier 1 for 96 threads, while others wait there for 64 (nvvm.barrier at {{.*}}barriers.mlir:[[@LINE+10]]:5) [nvvm.barrier at {{.*}}barriers.mlir:[[@LINE+10]]:5]
  // COUNTS: exit 4
  gpu.func @counts_differ() kernel {
    %c1 = arith.constant 1 : i32
    %c32 = arith.constant 32 : i32
    %c64 = arith.constant 64 : i32
    %c96 = arith.constant 96 : i32
    %tid = nvvm.read.ptx.sreg.tid.x : i32
    %first = arith.cmpi ult, %tid, %c32 : i32
    %count = arith.select %first, %c64, %c96 : i32
    nvvm.barrier id = %c1 number_of_threads = %count
    gpu.return
  }

  // Warp 1 returns; warp 0 waits for 64 threads at barrier 1: a counted
  // barrier is not released by exits.
  // AFTER: warp-run: finding (deadlock): block (0,0,0): deadlock: no thread can go on; warp 0 lanes 0-31 wait at barrier 1, nvvm.barrier at {{.*}}barriers.mlir:[[@LINE+10]]:5 (1 of 2 warps arrived); warp 1 lanes 0-31 have exited
  // AFTER: exit 4
  gpu.func @count_after_exit() kernel {
    %c1 = arith.constant 1 : i32
    %c32 = arith.constant 32 : i32
    %c64 = arith.constant 64 : i32
    %tid = nvvm.read.ptx.sreg.tid.x : i32
    %first = arith.cmpi ult, %tid, %c32 : i32
    cf.cond_br %first, ^wait, ^done
  ^wait:
    nvvm.barrier id = %c1 number_of_threads = %c64
    gpu.return
  ^done:
    gpu.return
  }

  // The lanes of one warp at two different bar.sync ops (bar.sync is
  // .aligned: the warp executes one instruction).
  // LANES: warp-run: finding (barrier-divergence): block (0,0,0) thread (0,0,0) warp 0 lane 0: the lanes of warp 0 meet at barrier 0 from different ops: lanes 0-15 at nvvm.barrier0 at {{.*}}barriers.mlir:[[@LINE+11]]:7, lanes 16-31 at nvvm.barrier at {{.*}}barriers.mlir:[[@LINE+14]]:7
  // LANES: exit 4
  gpu.func @lanes_split(%out: memref<32xi32>) kernel {
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %c2 = arith.constant 2 : i32
    %c16 = arith.constant 16 : i32
    %lane = nvvm.read.ptx.sreg.laneid : i32
    %l = arith.index_cast %lane : i32 to index
    %low = arith.cmpi ult, %lane, %c16 : i32
    scf.if %low {
      gpu.barrier
      memref.store %c1, %out[%l] : memref<32xi32>
    } else {
      nvvm.barrier id = %c0
      memref.store %c2, %out[%l] : memref<32xi32>
    }
    gpu.return
  }

  // Inline PTX that is bar.arrive with both operands is modelled; any other
  // (here without its thread count) is refused, not guessed.
  // ASM: warp-run: simulated kernel 'arrive_without_count': the simulator does not model inline assembly (PTX) 'bar.arrive $0;': the instruction 'bar.arrive', which the reader does not know in 'bar.arrive $0' (at {{.*}}barriers.mlir:[[@LINE+3]]:5)
  gpu.func @arrive_without_count() kernel {
    %c1 = arith.constant 1 : i32
    llvm.inline_asm has_side_effects "bar.arrive $0;", "r" %c1 : (i32) -> ()
    gpu.return
  }
}
