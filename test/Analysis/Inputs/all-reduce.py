#!/usr/bin/env python3
"""All-reduce kernels of a known block size, and broken copies of their
lowering.

  kernel N          a gpu.func of N threads with an and, an or, a xor and an
                    add all_reduce (two in a row share the workgroup buffer)
  break mask|clamp  reads upstream's lowering of such a kernel on stdin and
                    changes one constant of the first partial-warp shuffle:
                    `mask` turns the -1 its member mask is shifted from into
                    0x7fffffff (the mask then misses the warp's last active
                    lane); `clamp` turns the 1 subtracted from the active
                    width into 0 (the clamp then lets the last lane read one
                    lane past the mask), in the first partial-warp
                    shuffle with offset 8, the first whose reads cross it.
"""
import re
import sys


def kernel(n):
    return f"""module attributes {{gpu.container_module}} {{
  gpu.module @kernels {{
    gpu.func @reduce{n}(%in: memref<{n}xi32>, %out: memref<4x{n}xi32>) kernel
        attributes {{known_block_size = array<i32: {n}, 1, 1>}} {{
      %tid = gpu.thread_id x
      %v = memref.load %in[%tid] : memref<{n}xi32>
      %a = gpu.all_reduce and %v uniform {{}} : (i32) -> (i32)
      %o = gpu.all_reduce or %v uniform {{}} : (i32) -> (i32)
      %x = gpu.all_reduce xor %v uniform {{}} : (i32) -> (i32)
      %s = gpu.all_reduce add %v uniform {{}} : (i32) -> (i32)
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c2 = arith.constant 2 : index
      %c3 = arith.constant 3 : index
      memref.store %a, %out[%c0, %tid] : memref<4x{n}xi32>
      memref.store %o, %out[%c1, %tid] : memref<4x{n}xi32>
      memref.store %x, %out[%c2, %tid] : memref<4x{n}xi32>
      memref.store %s, %out[%c3, %tid] : memref<4x{n}xi32>
      gpu.return
    }}
  }}
}}"""


def define(lines, name):
    pattern = re.compile(r"^\s*" + re.escape(name) + r" = ")
    for i, line in enumerate(lines):
        if pattern.match(line):
            return i
    sys.exit(f"all-reduce.py: no definition of {name}")


def break_lowering(kind, text):
    lines = text.split("\n")
    # Shuffles that return their validity: the partial-warp path.
    partial = [i for i, l in enumerate(lines)
               if "nvvm.shfl.sync" in l and "return_value_and_is_valid" in l]
    operands = [re.search(r"bfly (%\w+), %\w+, (%\w+), (%\w+)", lines[i]).groups()
                for i in partial]
    if kind == "mask":
        mask = operands[0][0]
        shifted = re.search(r"llvm.lshr (%\w+), %\w+",
                            lines[define(lines, mask)]).group(1)
        i = define(lines, shifted)
        lines[i] = lines[i].replace("(-1 : i32)", "(2147483647 : i32)")
    else:
        clamp = next(c for _, offset, c in operands
                     if "(8 : i32)" in lines[define(lines, offset)])
        one = re.search(r"llvm.sub %\w+, (%\w+)",
                        lines[define(lines, clamp)]).group(1)
        i = define(lines, one)
        lines[i] = lines[i].replace("(1 : i32)", "(0 : i32)")
    return "\n".join(lines)


if __name__ == "__main__":
    if sys.argv[1] == "kernel":
        print(kernel(int(sys.argv[2])))
    else:
        print(break_lowering(sys.argv[2], sys.stdin.read()))
