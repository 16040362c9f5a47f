// RUN: sh -c 'warp-run --sim --timeout 1 %s --arg i32[32] 2>&1; echo "exit $?"' | FileCheck %s
// A thread that waits for a flag nobody sets never yields to the
// scheduler: the watchdog ends the run with exit code 3, as on a GPU.
// CHECK: simulator: the kernel did not finish within 1 s (the watchdog stopped it)
// CHECK: exit 3
// Without --timeout, WARPTILE_TIMEOUT is the default (a sanitized test run
// sets it higher); --timeout wins over it; a bad value is refused first.
// RUN: env WARPTILE_TIMEOUT=1 sh -c 'warp-run --sim %s --arg i32[32] 2>&1; echo "exit $?"' | FileCheck %s
// RUN: env WARPTILE_TIMEOUT=600 sh -c 'warp-run --sim --timeout 1 %s --arg i32[32] 2>&1; echo "exit $?"' | FileCheck %s
// RUN: env WARPTILE_TIMEOUT=-1 sh -c 'warp-run --sim %s --arg i32[32] 2>&1; echo "exit $?"' | FileCheck %s --check-prefix=BAD
// BAD: warp-run: WARPTILE_TIMEOUT: the watchdog's timeout is a number of seconds in (0, 86400], not '-1'
// BAD: exit 1
gpu.module @kernels {
  gpu.func @spin(%flag: memref<32xi32>) kernel {
    %c0 = arith.constant 0 : index
    %zero = arith.constant 0 : i32
    scf.while : () -> () {
      %v = memref.atomic_rmw addi %zero, %flag[%c0] : (i32, memref<32xi32>) -> i32
      %wait = arith.cmpi eq, %v, %zero : i32
      scf.condition(%wait)
    } do {
      scf.yield
    }
    gpu.return
  }
}
