"""Call graphs for the checkers' scale test (call-graph-scale.test).

mutual N K: N device functions without collectives, each calling K others
(one strongly connected call graph), and a kernel calling the first.
unreachable N K: the same with a branch in each function to K calls and an
`unreachable`, and a kernel whose lanes below 16 call K of them and reach
an `unreachable`.
chain N: N helpers each calling the next, the last one returning; a
kernel calls the first under a lane branch and reaches an `unreachable`.
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


def chain(n, out):
    for i in range(n - 1):
        out.append(f"  llvm.func @f{i}() {{")
        out.append(f"    llvm.call @f{i + 1}() : () -> ()")
        out.append("    llvm.return")
        out.append("  }")
    out.append(f"  llvm.func @f{n - 1}() {{")
    out.append("    llvm.return")
    out.append("  }")
    kernel_tail(out, ["    llvm.call @f0() : () -> ()"])


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
    else:
        sys.exit(f"unknown kind {kind}")
    out.append("}")
    print("\n".join(out))


main()
