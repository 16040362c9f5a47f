"""Call graphs for the checkers' scale test (call-graph-scale.test).

mutual N K: N device functions without collectives, each calling K others
(one strongly connected call graph), and a kernel calling the first.
unreachable N K: the same with a branch in each function to K calls and an
`unreachable`, and a kernel whose lanes below 16 call K of them and reach
an `unreachable`.
chain N: N helpers each calling the next, the last one returning; a
kernel calls the first under a lane branch and reaches an `unreachable`.
quietchain N: N helpers each calling the next inside regions, doing
nothing else, called from an endless loop in a mustprogress kernel.
quietfan N: N helpers each calling the next two and the first (round 58a:
exponential in the no-progress question), from the same loop.
collectivechain N: N helpers each calling the next under a lane branch,
the last one running a barrier.
addchain N: a kernel whose store index is a chain of N adds.
"""
import sys


def mutual(n, k, out):
    for i in range(n):
        out.append(f"  llvm.func @f{i}(%x: i32) {{")
        for j in range(k):
            out.append(f"    llvm.call @f{(i * 7 + j * 13 + 1) % n}(%x) : (i32) -> ()")
        out.append("    llvm.return")
        out.append("  }")
    out.append("  llvm.func @k(%x: i32) attributes {nvvm.kernel} {")
    out.append("    llvm.call @f0(%x) : (i32) -> ()")
    out.append("    llvm.return")
    out.append("  }")


def unreachable(n, k, out):
    for i in range(n):
        out.append(f'  llvm.func @f{i}(%x: i32) attributes {{passthrough = ["mustprogress"]}} {{')
        out.append("    %c = llvm.mlir.constant(1 : i32) : i32")
        out.append('    %b = llvm.icmp "eq" %x, %c : i32')
        out.append("    llvm.cond_br %b, ^a, ^u")
        out.append("  ^a:")
        for j in range(k):
            out.append(f"    llvm.call @f{(i * 7 + j * 13 + 1) % n}(%x) : (i32) -> ()")
        out.append("    llvm.return")
        out.append("  ^u:")
        for j in range(k):
            out.append(f"    llvm.call @f{(i * 11 + j * 5 + 3) % n}(%x) : (i32) -> ()")
        out.append("    llvm.unreachable")
        out.append("  }")
    kernel_tail(out, [f"    llvm.call @f{j % n}(%t) : (i32) -> ()" for j in range(k)])


def helper_chain(n, out):
    for i in range(n - 1):
        out.append(f"  llvm.func @f{i}() {{")
        out.append(f"    llvm.call @f{i + 1}() : () -> ()")
        out.append("    llvm.return")
        out.append("  }")
    out.append(f"  llvm.func @f{n - 1}() {{")
    out.append("    llvm.return")
    out.append("  }")


def chain(n, out):
    helper_chain(n, out)
    kernel_tail(out, ["    llvm.call @f0() : () -> ()"])



def endless_loop_kernel(out):
    out.append('  llvm.func @k(%out: !llvm.ptr<1>, %n: i32) attributes {nvvm.kernel, nvvm.reqntid = array<i32: 32, 1, 1>, passthrough = ["mustprogress"]} {')
    out.append("    %lane = nvvm.read.ptx.sreg.laneid : i32")
    out.append("    %c16 = llvm.mlir.constant(16 : i32) : i32")
    out.append('    %hi = llvm.icmp "uge" %lane, %c16 : i32')
    out.append("    llvm.cond_br %hi, ^dead, ^ok")
    out.append("  ^dead:")
    out.append("    llvm.br ^loop")
    out.append("  ^loop:")
    out.append("    llvm.call @f0() : () -> ()")
    out.append("    llvm.br ^loop")
    out.append("  ^ok:")
    out.append("    llvm.return")
    out.append("  }")


def quietchain(n, out):
    helper_chain(n, out)
    endless_loop_kernel(out)


def quietfan(n, out):
    for i in range(n):
        out.append(f"  llvm.func @f{i}() {{")
        for j in (i + 1, i + 2):
            if j < n:
                out.append(f"    llvm.call @f{j}() : () -> ()")
        out.append("    llvm.call @f0() : () -> ()")
        out.append("    llvm.return")
        out.append("  }")
    endless_loop_kernel(out)


def collectivechain(n, out):
    for i in range(n - 1):
        out.append(f"  llvm.func @f{i}() {{")
        out.append("    %l = nvvm.read.ptx.sreg.laneid : i32")
        out.append("    %c = llvm.mlir.constant(16 : i32) : i32")
        out.append('    %p = llvm.icmp "ult" %l, %c : i32')
        out.append("    llvm.cond_br %p, ^a, ^b")
        out.append("  ^a:")
        out.append(f"    llvm.call @f{i + 1}() : () -> ()")
        out.append("    llvm.br ^b")
        out.append("  ^b:")
        out.append("    llvm.return")
        out.append("  }")
    out.append(f"  llvm.func @f{n - 1}() {{")
    out.append("    nvvm.barrier0")
    out.append("    llvm.return")
    out.append("  }")
    out.append("  llvm.func @k() attributes {nvvm.kernel, nvvm.reqntid = array<i32: 32, 1, 1>} {")
    out.append("    llvm.call @f0() : () -> ()")
    out.append("    llvm.return")
    out.append("  }")


def addchain(n, out):
    out.append("  llvm.func @k(%out: !llvm.ptr<1>) attributes {nvvm.kernel, nvvm.reqntid = array<i32: 32, 1, 1>} {")
    out.append("    %lane = nvvm.read.ptx.sreg.laneid : i32")
    out.append("    %one = llvm.mlir.constant(1 : i32) : i32")
    out.append("    %v0 = llvm.add %lane, %one : i32")
    for i in range(n):
        out.append(f"    %v{i + 1} = llvm.add %v{i}, %one : i32")
    out.append(f"    %q = llvm.getelementptr %out[%v{n}] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i32")
    out.append("    llvm.store %lane, %q : i32, !llvm.ptr<1>")
    out.append("    llvm.return")
    out.append("  }")

def kernel_tail(out, calls):
    out.append("  llvm.func @k(%p: !llvm.ptr<1>, %x: i32) attributes {nvvm.kernel, nvvm.reqntid = array<i32: 32, 1, 1>} {")
    out.append("    %m = llvm.mlir.constant(-1 : i32) : i32")
    out.append("    %c16 = llvm.mlir.constant(16 : i32) : i32")
    out.append("    %t = nvvm.read.ptx.sreg.laneid : i32")
    out.append('    %b = llvm.icmp "ult" %t, %c16 : i32')
    out.append("    llvm.cond_br %b, ^x, ^y")
    out.append("  ^x:")
    out.extend(calls)
    out.append("    llvm.unreachable")
    out.append("  ^y:")
    out.append("    %s = nvvm.shfl.sync bfly %m, %x, %c16, %m : i32 -> i32")
    out.append("    llvm.store %s, %p : i32, !llvm.ptr<1>")
    out.append("    llvm.return")
    out.append("  }")


def main():
    kind = sys.argv[1]
    out = ["gpu.module @m {"]
    if kind == "mutual":
        mutual(int(sys.argv[2]), int(sys.argv[3]), out)
    elif kind == "unreachable":
        unreachable(int(sys.argv[2]), int(sys.argv[3]), out)
    elif kind == "chain":
        chain(int(sys.argv[2]), out)
    elif kind in ("quietchain", "quietfan", "collectivechain", "addchain"):
        globals()[kind](int(sys.argv[2]), out)
    else:
        sys.exit(f"unknown kind {kind}")
    out.append("}")
    print("\n".join(out))


main()
