#!/usr/bin/env python3
"""Writes kernels whose analysis would recurse as deep as the kernel is long.

  ballot-chain N    N ballots, each the member mask of the next
  early-returns N   N lane branches to an early return (N + 2 blocks)
  returns-then-loop N  N lane branches, each to its own return, then a loop
                    with a block argument (what those branches may choose)
  shared-exit N     N lane branches to one exit that takes a value (a block
                    with N + 1 predecessors passing it arguments)
  nested-ifs N      N scf.if on lane predicates, nested N deep

Every one is valid and correct: the checker must report nothing (and the
ballot chain's masks must resolve to the full warp).
"""
import sys


def ballot_chain(n):
    lines = ["gpu.module @m {",
             "  gpu.func @ballot_chain(%v: i32) kernel {",
             "    %m0 = arith.constant -1 : i32",
             "    %t = arith.constant true"]
    for i in range(n):
        lines.append(f"    %m{i + 1} = nvvm.vote.sync ballot %m{i}, %t -> i32")
    lines.append(f"    %r = nvvm.shfl.sync bfly %m{n}, %v, %m0, %m0 : i32 -> i32")
    lines += ["    gpu.return", "  }", "}"]
    return "\n".join(lines)


def lane_branch_chain(name, n, own_returns, leave="^exit"):
    """N lane branches leaving to `leave` (or, with own_returns, each to its
    own return: then no two share a post-dominator, and each one's reach is
    every later block); the chain goes on at ^b{n}."""
    lines = ["gpu.module @m {",
             f"  gpu.func @{name}(%v: i32) kernel {{",
             "    %lane = gpu.lane_id",
             "    %c31 = arith.constant 31 : index",
             "    %rest = arith.constant 2147483647 : i32",
             "    %c0 = arith.constant 0 : i32",
             "    %clamp = arith.constant 31 : i32",
             "    cf.br ^b0"]
    for i in range(n):
        # Lane 31 leaves at the first of them.
        target = f"^r{i}" if own_returns else leave
        lines += [f"  ^b{i}:",
                  f"    %p{i} = arith.cmpi eq, %lane, %c31 : index",
                  f"    cf.cond_br %p{i}, {target}, ^b{i + 1}"]
        if own_returns:
            lines += [f"  ^r{i}:", "    gpu.return"]
    return lines


def early_returns(n):
    # The shuffle at the end names exactly lanes 0-30, the lanes that reach
    # it.
    lines = lane_branch_chain("early_returns", n, own_returns=False)
    lines += [f"  ^b{n}:",
              "    %r = nvvm.shfl.sync idx %rest, %v, %c0, %clamp : i32 -> i32",
              "    cf.br ^exit",
              "  ^exit:", "    gpu.return", "  }", "}"]
    return "\n".join(lines)


def returns_then_loop(n):
    lines = lane_branch_chain("returns_then_loop", n, own_returns=True)
    lines += [f"  ^b{n}:", "    cf.br ^loop(%c0 : i32)",
              "  ^loop(%x: i32):", "    %y = arith.addi %x, %v : i32",
              "    %q = arith.cmpi eq, %y, %v : i32",
              "    cf.cond_br %q, ^loop(%y : i32), ^end",
              "  ^end:", "    gpu.return", "  }", "}"]
    return "\n".join(lines)


def shared_exit(n):
    # Every lane reaches ^exit, so the full-warp shuffle there is correct;
    # its operand is what the lane's path passed.
    lines = lane_branch_chain("shared_exit", n, own_returns=False,
                              leave="^exit(%v : i32)")
    lines += [f"  ^b{n}:", "    cf.br ^exit(%c0 : i32)",
              "  ^exit(%x: i32):", "    %all = arith.constant -1 : i32",
              "    %r = nvvm.shfl.sync bfly %all, %x, %c0, %clamp : i32 -> i32",
              "    gpu.return", "  }", "}"]
    return "\n".join(lines)


def nested_ifs(n):
    lines = ["gpu.module @m {",
             "  gpu.func @nested_ifs(%n: index, %v: i32) kernel {",
             "    %c0 = arith.constant 0 : index"]
    for i in range(n):
        lines += [f"    %p{i} = arith.cmpi ne, %n, %c0 : index",
                  f"    scf.if %p{i} {{"]
    lines.append("    gpu.barrier")
    lines += ["    }"] * n
    lines += ["    gpu.return", "  }", "}"]
    return "\n".join(lines)


if __name__ == "__main__":
    shape, size = sys.argv[1], int(sys.argv[2])
    print({"ballot-chain": ballot_chain, "early-returns": early_returns,
           "returns-then-loop": returns_then_loop,
           "shared-exit": shared_exit,
           "nested-ifs": nested_ifs}[shape](size))
