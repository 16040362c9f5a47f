// Memory and barrier findings, printf and assert, through the whole
// lowering: each at the op's .mlir location, exit 4 (1 for an assertion,
// which fails the launch as on a GPU).
//
// RUN: sh -c 'warp-run --sim %s --kernel off_by_one --arg f32[32]=iota --arg f32[32] --print 2>&1; echo "exit $?"' | FileCheck %s --check-prefix=OOB
// RUN: sh -c 'warp-run --sim %s --kernel uninit_shared --arg f32[64] 2>&1; echo "exit $?"' | FileCheck %s --check-prefix=UNINIT
// RUN: sh -c 'warp-run --sim %s --kernel synced_shared --arg f32[64] --print 2>&1; echo "exit $?"' | FileCheck %s --check-prefix=SYNCED
// RUN: sh -c 'warp-run --sim %s --kernel divergent_shuffle --arg i32[32]=iota 2>&1; echo "exit $?"' | FileCheck %s --check-prefix=DEADLOCK
// RUN: sh -c 'warp-run --sim %s --kernel hello --block 4 --grid 2 2>&1; echo "exit $?"' | FileCheck %s --check-prefix=PRINTF
// RUN: sh -c 'warp-run --sim %s --kernel checked --arg i32[32]=iota 2>&1; echo "exit $?"' | FileCheck %s --check-prefix=ASSERT

gpu.module @kernels {
  // OOB: warp-run: finding (global-oob): block (0,0,0) thread (31,0,0) warp 0 lane 31: reads 4 bytes at byte offset 128 of argument 0, outside its 128 bytes [llvm.load at {{.*}}findings.mlir:[[@LINE+8]]:10]
  // The memrefs are dynamic: the simulator passes descriptors.
  // OOB: arg 1 f32[32]: 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16 17 18 19 20 21 22 23 24 25 26 27 28 29 30 31 0
  // OOB: exit 4
  gpu.func @off_by_one(%in: memref<?xf32>, %out: memref<?xf32>) kernel {
    %c1 = arith.constant 1 : index
    %t = gpu.thread_id x
    %next = arith.addi %t, %c1 : index
    %v = memref.load %in[%next] : memref<?xf32>
    memref.store %v, %out[%t] : memref<?xf32>
    gpu.return
  }

  // Lane t reads what lane t+1 wrote to shared memory with no barrier in
  // between: round robin runs lane t first, so the word is not written yet.
  // The value read is stored to the output: reported at that store (the
  // use), naming the load.
  // UNINIT: warp-run: finding (shared-uninit): block (0,0,0) thread (0,0,0) warp 0 lane 0: reads 4 bytes at shared memory offset 4 that no thread of the block has written (llvm.load at {{.*}}findings.mlir:[[@LINE+9]]:10) and stores a value computed from them [llvm.store at {{.*}}findings.mlir:[[@LINE+10]]:5] (and 31 more times at this op)
  // UNINIT: exit 4
  gpu.func @uninit_shared(%out: memref<64xf32>) workgroup(%buf: memref<33xf32, 3>) kernel {
    %c1 = arith.constant 1 : index
    %t = gpu.thread_id x
    %f = arith.index_cast %t : index to i32
    %x = arith.sitofp %f : i32 to f32
    memref.store %x, %buf[%t] : memref<33xf32, 3>
    %next = arith.addi %t, %c1 : index
    %v = memref.load %buf[%next] : memref<33xf32, 3>
    memref.store %v, %out[%t] : memref<64xf32>
    gpu.return
  }

  // The same with a barrier and the last word written: clean.
  // SYNCED-NOT: finding
  // SYNCED: arg 0 f32[64]: 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16 17 18 19 20 21 22 23 24 25 26 27 28 29 30 31 32 ...
  // SYNCED: exit 0
  gpu.func @synced_shared(%out: memref<64xf32>) workgroup(%buf: memref<33xf32, 3>) kernel {
    %c1 = arith.constant 1 : index
    %c32 = arith.constant 32 : index
    %t = gpu.thread_id x
    %f = arith.index_cast %t : index to i32
    %x = arith.sitofp %f : i32 to f32
    memref.store %x, %buf[%t] : memref<33xf32, 3>
    %last = arith.cmpi eq, %t, %c1 : index
    scf.if %last {
      %v32 = arith.constant 32.0 : f32
      memref.store %v32, %buf[%c32] : memref<33xf32, 3>
    }
    gpu.barrier
    %next = arith.addi %t, %c1 : index
    %v = memref.load %buf[%next] : memref<33xf32, 3>
    memref.store %v, %out[%t] : memref<64xf32>
    gpu.return
  }

  // Lanes 0-15 shuffle with the full mask; lanes 16-31 wait at a block
  // barrier that lanes 0-15 never reach.
  // DEADLOCK: warp-run: finding (deadlock): block (0,0,0): deadlock: no thread can go on; warp 0 lanes 16-31 wait at barrier 0, nvvm.barrier0 at {{.*}}findings.mlir:[[@LINE+13]]:7 (for lanes 0-15 of its warp; 0 of 1 warps arrived); warp 0 lanes 0-15 wait at nvvm.shfl.sync bfly at {{.*}}findings.mlir:[[@LINE+10]]:17 (member mask 0xffffffff) for lanes 16-31
  // DEADLOCK: exit 4
  gpu.func @divergent_shuffle(%x: memref<32xi32>) kernel {
    %c16 = arith.constant 16 : i32
    %w = arith.constant 32 : i32
    %lane = gpu.lane_id
    %l = arith.index_cast %lane : index to i32
    %low = arith.cmpi ult, %l, %c16 : i32
    scf.if %low {
      %v = memref.load %x[%lane] : memref<32xi32>
      %s, %ok = gpu.shuffle xor %v, %c16, %w : i32
      memref.store %s, %x[%lane] : memref<32xi32>
    } else {
      gpu.barrier
    }
    gpu.return
  }

  // PRINTF-DAG: block 0 thread 0 of 4: 1.5
  // PRINTF-DAG: block 1 thread 3 of 4: 1.5
  // PRINTF: exit 0
  gpu.func @hello() kernel {
    %t = gpu.thread_id x
    %b = gpu.block_id x
    %n = gpu.block_dim x
    %f = arith.constant 1.5 : f32
    gpu.printf "block %lld thread %lld of %lld: %g\n", %b, %t, %n, %f : index, index, index, f32
    gpu.return
  }

  // Every lane from 5 on fails the assertion and prints it, as on a GPU.
  // ASSERT: block: [0,0,0], thread: [5,0,0] Assertion `small lanes` failed.
  // ASSERT: block: [0,0,0], thread: [31,0,0] Assertion `small lanes` failed.
  // ASSERT: warp-run: simulated kernel 'checked': device-side assertion failed: small lanes
  // ASSERT: exit 1
  gpu.func @checked(%x: memref<32xi32>) kernel {
    %c5 = arith.constant 5 : i32
    %lane = gpu.lane_id
    %v = memref.load %x[%lane] : memref<32xi32>
    %ok = arith.cmpi ult, %v, %c5 : i32
    cf.assert %ok, "small lanes"
    gpu.return
  }
}
