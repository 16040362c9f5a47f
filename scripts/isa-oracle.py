#!/usr/bin/env python3
"""The ISA oracle: runs small kernels on `warp-run --sim` (or a GPU) and
judges the buffers, exit code and findings against the PTX ISA.

Usage: isa-oracle.py --warp-run PATH [--workdir DIR] [--jobs N]
                     [--filter REGEX] [--gpu] [--known-failures FILE]
                     [--runner-arg ARG]... [--list] [--verbose]
                     [--emit-ptx DIR | --ptx-dir DIR]

The cases and the ISA's rules live in test/Sim/isa/Inputs (isa_cases.py,
ptx_semantics.py): expected values are computed there from the ISA's
pseudo-code, never from a run. The kernels of one class share one .mlir
module (one parse, one file); every case is one warp-run process with
--out for each of its buffers.

Prints one line per case (PASS, FAIL with what differed, and with
--known-failures XFAIL for a listed failure and XPASS for a listed case
that now passes) and a summary `isa-oracle: N passed, N failed`.

--gpu runs the same kernels without --sim: findings are the simulator's,
so only the values are judged (cases whose value the ISA leaves undefined
check that the kernel runs); cases that an sm_90 GPU cannot run are
skipped.

--emit-ptx DIR (where MLIR is) compiles each class's module to
DIR/isa-CLASS.ptx with the warp-ptx beside --warp-run and runs nothing;
--ptx-dir DIR (on a GPU machine without MLIR, with --gpu) runs those PTX
files instead of the .mlir modules (scripts/gpu-bundle.sh and
scripts/gpu-run.sh do both). On a GPU this judges the ISA's readings in
ptx_semantics.py against the hardware itself.

Exit status: 0 when every case passes (or fails as listed), 1 otherwise,
77 when --gpu finds no GPU.
"""
import argparse
import concurrent.futures
import os
import re
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, os.path.join(ROOT, "test", "Sim", "isa", "Inputs"))
sys.dont_write_bytecode = True  # no __pycache__ in the source tree

import isa_cases  # noqa: E402
import npy_io  # noqa: E402
from npy_io import read_npy  # noqa: E402

NPY_CODES = {"i32": ("<i4", 4), "i64": ("<i8", 8), "f32": ("<f4", 4),
             "f64": ("<f8", 8)}
FINDING = re.compile(r"warp-run: finding \(([a-z-]+)\)")


def write_npy(path, ty, n, bits):
    npy_io.write_npy(path, bits, NPY_CODES[ty][0], (n,))


def show(bits, ty_bytes):
    if bits is None:
        return "undef"
    return "0x%0*x" % (2 * ty_bytes, bits)


def module_text(cases):
    return "gpu.module @kernels {\n%s\n}\n" % "\n".join(c.func for c in cases)


def run_case(case, module, workdir, runner, runner_args, gpu):
    """Runs one case; returns (ok, message)."""
    cmd = [runner] + ([] if gpu else ["--sim"]) + [
        module, "--kernel", case.kernel, "--block", str(case.block),
        "--grid", str(case.grid), "--timeout", "20"] + list(case.extra)
    outs = []
    for i, buf in enumerate(case.bufs):
        spec = "%s[%d]" % (buf.ty, buf.n)
        if buf.data is not None:
            path = os.path.join(workdir, "%s.in%d.npy" % (case.name, i))
            write_npy(path, buf.ty, buf.n, buf.data)
            spec += "=file:" + path
        cmd += ["--arg", spec]
        out = os.path.join(workdir, "%s.out%d.npy" % (case.name, i))
        if os.path.exists(out):
            os.remove(out)
        cmd += ["--out", "%d=%s" % (i, out)]
        outs.append(out)
    cmd += runner_args
    try:
        result = subprocess.run(cmd, capture_output=True, text=True,
                                timeout=120)
    except subprocess.TimeoutExpired:
        return False, "no answer in 120 s", ""
    log = result.stdout + result.stderr
    if result.returncode == 77 and gpu:
        return None, "no GPU", log
    problems = []
    code = result.returncode
    kinds = sorted(set(FINDING.findall(result.stderr)))
    undefined_values = case.exit == 4 and not case.outs and not case.check
    if code < 0:
        problems.append("crashed (signal %d)" % -code)
    elif gpu:
        if code != 0:
            problems.append("exit %d, expected 0" % code)
    else:
        if code != case.exit:
            problems.append("exit %d, expected %d" % (code, case.exit))
        if case.exit == 0 and kinds:
            problems.append("unexpected findings: %s" % ", ".join(kinds))
        for kind in case.findings:
            if kind == "*":
                if not kinds:
                    problems.append("no finding reported")
            elif kind not in kinds:
                problems.append("no %s finding (got: %s)" % (
                    kind, ", ".join(kinds) or "none"))
        if case.findings and "*" not in case.findings:
            extra = [k for k in kinds
                     if k not in case.findings + case.allow]
            if extra:
                problems.append("unexpected findings: %s" % ", ".join(extra))
    buffers = []
    for path in outs:
        try:
            buffers.append(read_npy(path))
        except (OSError, ValueError, AttributeError):
            buffers.append(None)
    if code >= 0 and not undefined_values:
        for index, expected in sorted(case.outs.items()):
            got = buffers[index]
            size = isa_cases_bytes(case.bufs[index].ty)
            if got is None:
                problems.append("buffer %d not written" % index)
                continue
            bad = [k for k, e in enumerate(expected)
                   if e is not None and got[k] != e]
            if bad:
                k = bad[0]
                problems.append(
                    "buffer %d: %d of %d elements differ; the first at [%d]: "
                    "got %s, expected %s" % (
                        index, len(bad), len(expected), k,
                        show(got[k], size), show(expected[k], size)))
        if case.check and all(b is not None for b in buffers):
            message = case.check(buffers)
            if message:
                problems.append(message)
    if not problems:
        return True, "", log
    return False, "; ".join(problems), log


def emit_ptx(by_class, args):
    """Compiles each class's module (the GPU's cases only) to PTX."""
    warp_ptx = os.path.join(os.path.dirname(args.warp_run), "warp-ptx")
    os.makedirs(args.emit_ptx, exist_ok=True)
    status = 0
    for cls, group in sorted(by_class.items()):
        group = [c for c in group if c.gpu]
        if not group:
            continue
        source = os.path.join(args.workdir, "isa-%s.mlir" % cls)
        with open(source, "w") as f:
            f.write(module_text(group))
        target = os.path.join(args.emit_ptx, "isa-%s.ptx" % cls)
        result = subprocess.run([warp_ptx, source, "-o", target],
                                capture_output=True, text=True)
        if result.returncode != 0:
            print("isa-oracle: warp-ptx failed on class %s:\n%s" % (
                cls, result.stderr.strip()))
            status = 1
        else:
            print("isa-oracle: %s (%d kernels)" % (target, len(group)))
    return status


def isa_cases_bytes(ty):
    return NPY_CODES[ty][1]


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--warp-run", required=True)
    parser.add_argument("--workdir", default="isa-oracle.out")
    parser.add_argument("--jobs", type=int, default=os.cpu_count() or 1)
    parser.add_argument("--filter", default="")
    parser.add_argument("--gpu", action="store_true")
    parser.add_argument("--known-failures")
    parser.add_argument("--runner-arg", action="append", default=[])
    parser.add_argument("--list", action="store_true")
    parser.add_argument("--verbose", action="store_true")
    parser.add_argument("--emit-ptx", metavar="DIR")
    parser.add_argument("--ptx-dir", metavar="DIR")
    args = parser.parse_args()
    if args.emit_ptx and args.ptx_dir:
        parser.error("--emit-ptx and --ptx-dir exclude each other")

    cases = [c for c in isa_cases.CASES
             if re.search(args.filter, c.name) or re.search(args.filter, c.cls)]
    if args.gpu:
        cases = [c for c in cases if c.gpu]
    if args.list:
        for c in cases:
            print("%-12s %s%s" % (c.cls, c.name,
                                  "  [%s]" % c.note if c.note else ""))
        return 0
    known = set()
    if args.known_failures:
        for line in open(args.known_failures):
            line = line.split("#", 1)[0].strip()
            if line:
                known.add(line)
        unknown = known - {c.name for c in isa_cases.CASES}
        if unknown:
            print("isa-oracle: %s lists cases that do not exist: %s" % (
                args.known_failures, ", ".join(sorted(unknown))))
            return 1

    os.makedirs(args.workdir, exist_ok=True)
    modules = {}
    by_class = {}
    for c in cases:
        by_class.setdefault(c.cls, []).append(c)
    if args.emit_ptx:
        return emit_ptx(by_class, args)
    for cls, group in by_class.items():
        if args.ptx_dir:
            path = os.path.join(args.ptx_dir, "isa-%s.ptx" % cls)
            if not os.path.exists(path):
                print("isa-oracle: no %s; run --emit-ptx where MLIR is "
                      "(scripts/gpu-bundle.sh)" % path)
                return 1
        else:
            path = os.path.join(args.workdir, "isa-%s.mlir" % cls)
            with open(path, "w") as f:
                f.write(module_text(group))
        for c in group:
            modules[c.name] = path

    with concurrent.futures.ThreadPoolExecutor(max_workers=args.jobs) as pool:
        futures = [pool.submit(run_case, c, modules[c.name], args.workdir,
                               args.warp_run, args.runner_arg, args.gpu)
                   for c in cases]
        results = [f.result() for f in futures]

    passed = failed = xfail = xpass = 0
    for case, (ok, message, log) in zip(cases, results):
        if ok is None:
            print("isa-oracle: %s" % message)
            return 77
        listed = case.name in known
        if ok and not listed:
            passed += 1
            print("PASS   %-12s %s" % (case.cls, case.name))
        elif ok:
            xpass += 1
            print("XPASS  %-12s %s (passes now: remove it from %s)" % (
                case.cls, case.name, os.path.basename(args.known_failures)))
        elif listed:
            xfail += 1
            print("XFAIL  %-12s %s: %s" % (case.cls, case.name, message))
        else:
            failed += 1
            print("FAIL   %-12s %s: %s" % (case.cls, case.name, message))
        if not ok and case.note and (args.verbose or not listed):
            print("       note: %s" % case.note)
        if args.verbose and not ok:
            for line in log.splitlines()[:8]:
                print("       | " + line)
    summary = "isa-oracle: %d passed, %d failed" % (passed + xpass,
                                                    failed + xfail)
    if args.known_failures:
        summary += " (%d known failures, %d unexpected failures, %d " \
            "unexpected passes)" % (xfail, failed, xpass)
    print(summary)
    if args.known_failures:
        return 1 if failed or xpass else 0
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
