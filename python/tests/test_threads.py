"""The extension releases the GIL while it compiles: two threads compile
different modules at the same time and get what one thread gets."""

import threading
import time

import warptile as wt


def test_two_threads_compile_different_modules(examples):
    paths = [examples / "warp" / "butterfly_sum.mlir",
             examples / "gpu" / "vector_add.mlir"]
    expected = [wt.Module.parse_file(p).to_ptx() for p in paths]
    results = [[], []]
    errors = []
    start = threading.Barrier(2)

    def work(index):
        try:
            start.wait()
            for _ in range(5):
                module = wt.Module.parse_file(paths[index])
                results[index].append(module.to_ptx())
                module.check_convergence()
        except BaseException as error:  # reported below
            errors.append(error)

    threads = [threading.Thread(target=work, args=(i,)) for i in range(2)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert errors == []
    assert results == [[expected[0]] * 5, [expected[1]] * 5]


def test_one_module_from_two_threads(examples):
    # Derived modules share a context; its lock serializes them.
    module = wt.Module.parse_file(examples / "warp" / "butterfly_sum.mlir")
    expected = module.to_ptx(chip="sm_80")
    results = []

    def work():
        for _ in range(3):
            results.append(module.lower("convert-warp-to-nvvm").to_ptx(chip="sm_80"))

    threads = [threading.Thread(target=work) for _ in range(2)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert results == [expected] * 6


def test_gil_is_released_while_compiling(examples):
    # While one thread is inside to_ptx (in C++), Python code in another
    # thread keeps running: with the GIL held, `ticks` could not advance
    # between the compile's start and end.
    module = wt.Module.parse_file(examples / "gpu" / "vector_add.mlir")
    inside = threading.Event()
    done = threading.Event()
    ticks = []

    def ticker():
        inside.wait()
        while not done.is_set():
            ticks.append(time.perf_counter())
            time.sleep(0.0005)

    thread = threading.Thread(target=ticker)
    thread.start()
    try:
        for _ in range(20):
            begin = time.perf_counter()
            inside.set()
            module.to_ptx()
            end = time.perf_counter()
            if any(begin < t < end for t in ticks):
                break
    finally:
        done.set()
        thread.join()
    assert any(begin < t < end for t in ticks)
