"""A run on the CPU executor that does not end: past ``timeout`` it raises
TimeoutError and the interpreter lives on (warp-run --sim ends with exit 3
instead: test/Sim/watchdog.mlir); Ctrl-C raises KeyboardInterrupt within a
fraction of a second. Each case runs in a child process, so that a
regression (the watchdog ending the process) is a failed assertion here."""

import signal
import subprocess
import sys
import time

from helpers import run_python

# A thread that waits for a flag nobody sets (test/Sim/watchdog.mlir's).
SPIN = """
import time, numpy as np, warptile as wt
m = wt.Module.parse('''
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
  gpu.func @set(%flag: memref<32xi32>) kernel {
    %c0 = arith.constant 0 : index
    %one = arith.constant 1 : i32
    memref.store %one, %flag[%c0] : memref<32xi32>
    gpu.return
  }
}''')
spin, set_flag = m.kernel("spin"), m.kernel("set")
"""

TIMEOUT = SPIN + """
flag = np.zeros(32, np.int32)
start = time.monotonic()
try:
    spin(flag, grid=2, block=64, timeout=0.5, backend="sim")
    print("no timeout")
except TimeoutError as e:
    print("timeout:", e)
print("elapsed below 3 s:", time.monotonic() - start < 3)
# The interpreter and the executor go on: the next runs work.
set_flag(flag, block=1, backend="sim")
spin(flag, block=32, timeout=5, backend="sim")
print("after:", flag[0])
"""


def test_timeout_raises_and_the_interpreter_lives():
    run = run_python(TIMEOUT, env={"WARPTILE_LIBCUDA": "/nonexistent.so"})
    assert run.returncode == 0, run.stderr
    assert run.stdout.splitlines() == [
        "timeout: kernel 'spin' on the CPU executor: the kernel did not "
        "finish within 0.5 s (the watchdog stopped it)",
        "elapsed below 3 s: True",
        "after: 1"]


INTERRUPT = SPIN + """
import sys
flag = np.zeros(32, np.int32)
print("running", flush=True)
try:
    spin(flag, timeout=60, backend="sim")
    print("finished")
except KeyboardInterrupt:
    print("interrupted at", time.monotonic(), flush=True)
set_flag(flag, block=1, backend="sim")
spin(flag, block=32, timeout=5, backend="sim")
print("after:", flag[0], flush=True)
"""


def test_ctrl_c_interrupts_a_run_within_a_fraction_of_a_second():
    child = subprocess.Popen(
        [sys.executable, "-c", INTERRUPT], stdout=subprocess.PIPE,
        stderr=subprocess.PIPE, text=True,
        env={**__import__("os").environ, "WARPTILE_LIBCUDA": "/nonexistent.so"})
    try:
        assert child.stdout.readline() == "running\n"
        time.sleep(1.0)  # the kernel is compiled and spinning by now
        sent = time.monotonic()
        child.send_signal(signal.SIGINT)
        out, err = child.communicate(timeout=30)
    finally:
        child.kill()
    assert child.returncode == 0, err
    lines = out.splitlines()
    assert lines[0].startswith("interrupted at "), (out, err)
    # CLOCK_MONOTONIC is system-wide: the child's reading is comparable.
    assert float(lines[0].split()[-1]) - sent < 0.5
    assert lines[1:] == ["after: 1"]
