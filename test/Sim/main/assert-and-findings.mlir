// RUN: sh -c 'warp-run --main --sim %s 2>&1; echo "exit $?"' | FileCheck %s
// A kernel whose launch reads past its gpu.alloc buffer is reported with
// the allocation's name, and the run goes on; the next kernel asserts,
// which fails the launch and ends the run with exit 1, as on a GPU.
// CHECK: warp-run: finding (global-oob): block (0,0,0) thread (3,0,0) warp 0 lane 3: reads 4 bytes at byte offset 12 of gpu.alloc #0 (12 bytes), outside its 12 bytes
// CHECK: block: [0,0,0], thread: [2,0,0] Assertion `lane two` failed.
// CHECK: warp-run: simulated kernel 'kernels::check': device-side assertion failed: lane two
// CHECK: exit 1

module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @past(%buf: memref<?xi32>) kernel {
      %t = gpu.thread_id x
      %v = memref.load %buf[%t] : memref<?xi32>
      %c1 = arith.constant 1 : i32
      %w = arith.addi %v, %c1 : i32
      memref.store %w, %buf[%t] : memref<?xi32>
      gpu.return
    }
    gpu.func @check() kernel {
      %t = gpu.thread_id x
      %c2 = arith.constant 2 : index
      %ok = arith.cmpi ne, %t, %c2 : index
      cf.assert %ok, "lane two"
      gpu.return
    }
  }

  func.func @main() {
    %c1 = arith.constant 1 : index
    %c3 = arith.constant 3 : index
    %c4 = arith.constant 4 : index
    %t0 = gpu.wait async
    %dev, %t1 = gpu.alloc async [%t0] (%c3) : memref<?xi32>
    %t2 = gpu.launch_func async [%t1] @kernels::@past blocks in (%c1, %c1, %c1) threads in (%c4, %c1, %c1) args(%dev : memref<?xi32>)
    %t3 = gpu.launch_func async [%t2] @kernels::@check blocks in (%c1, %c1, %c1) threads in (%c4, %c1, %c1)
    gpu.wait [%t3]
    return
  }
}
