#!/usr/bin/env python3
"""Runs the race corpus (test/Races/corpus/, described in
test/Races/README.md) through the simulator or the static checker.

Each file starts with a header:

    // RACE-EXPECT: R1            (R2, "R1 R2" when either is right, or none)
    // RACE-LAUNCH: grid=X[,Y[,Z]] block=X[,Y[,Z]] [kernel=NAME] [smem=N] args=SPEC SPEC...
    // RACE-STATIC: R3-ok         (optional)

--mode sim: warp-run --sim under three seeds; a racy file (R1/R2) must exit
4 with a global-race or shared-race finding under every seed, a safe one
exit 0 with no finding.
--mode check: warp-opt --warp-check-races; a racy file must get an error
beginning with one of its expected kinds (`error: R1:`), or, with
RACE-STATIC: R3-ok, an R3 warning; a safe file must get no error, and an R3
warning only with RACE-STATIC: R3-ok. When warp-opt does not know the
option, prints "UNSUPPORTED: ..." and exits 0 (see --strict).

.cu files are compiled with --clang-cuda (the lit substitution
%clang-cuda) and imported with --mlir-translate first.

Prints one line per file, then "N files, M racy, K safe, F failures";
exit 1 on any failure.
"""
import argparse
import concurrent.futures
import os
import re
import shlex
import subprocess
import sys
import tempfile

SEEDS = [0, 1, 7]
RACE_KINDS = ("global-race", "shared-race")


class Spec:
    def __init__(self, path):
        self.path = path
        self.expect = None
        self.launch = None
        self.r3_ok = False
        with open(path) as f:
            head = [next(f, "") for _ in range(30)]
        for line in head:
            m = re.match(r"\s*//\s*RACE-EXPECT:\s*(.*)$", line)
            if m:
                kinds = m.group(1).split()
                if kinds == ["none"]:
                    self.expect = []
                elif kinds and all(k in ("R1", "R2") for k in kinds):
                    self.expect = kinds
                else:
                    raise ValueError("RACE-EXPECT must be R1, R2 (or both) "
                                     "or none, not '%s'" % m.group(1))
            m = re.match(r"\s*//\s*RACE-LAUNCH:\s*(.*)$", line)
            if m:
                self.launch = parse_launch(m.group(1))
            if re.match(r"\s*//\s*RACE-STATIC:\s*R3-ok\s*$", line):
                self.r3_ok = True
        if self.expect is None:
            raise ValueError("no '// RACE-EXPECT:' line in its first 30")
        if self.launch is None:
            raise ValueError("no '// RACE-LAUNCH:' line in its first 30")

    @property
    def racy(self):
        return bool(self.expect)


def parse_launch(text):
    launch = {"grid": "1", "block": "32", "kernel": None, "smem": None,
              "args": []}
    before, _, args = text.partition("args=")
    for word in before.split():
        key, eq, value = word.partition("=")
        if not eq or key not in ("grid", "block", "kernel", "smem"):
            raise ValueError("RACE-LAUNCH: unknown '%s' (grid= block= "
                             "kernel= smem= args=)" % word)
        launch[key] = value
    launch["args"] = args.split()
    return launch


def run(cmd, timeout=60):
    try:
        p = subprocess.run(cmd, capture_output=True, text=True,
                           timeout=timeout)
        return p.returncode, p.stdout + p.stderr
    except subprocess.TimeoutExpired:
        return None, "timed out after %d s" % timeout


def to_mlir(spec, opts, scratch):
    """The file itself, or a .cu file compiled and imported."""
    if not spec.path.endswith(".cu"):
        return spec.path, None
    if not opts.clang_cuda or not opts.mlir_translate:
        return None, ".cu file needs --clang-cuda and --mlir-translate"
    base = os.path.join(scratch, os.path.basename(spec.path))
    rc, out = run(shlex.split(opts.clang_cuda) + [spec.path, "-o",
                                                  base + ".ll"])
    if rc != 0:
        return None, "clang failed: " + out.strip()[-400:]
    rc, out = run([opts.mlir_translate, "--import-llvm", base + ".ll", "-o",
                   base + ".mlir"])
    if rc != 0:
        return None, "mlir-translate failed: " + out.strip()[-400:]
    return base + ".mlir", None


def findings(output):
    return re.findall(r"finding \(([\w-]+)\)", output)


def check_sim(spec, mlir, opts):
    launch = spec.launch
    cmd = [os.path.join(opts.tool_dir, "warp-run"), "--sim", mlir,
           "--grid", launch["grid"], "--block", launch["block"]]
    if launch["kernel"]:
        cmd += ["--kernel", launch["kernel"]]
    if launch["smem"]:
        cmd += ["--smem", launch["smem"]]
    for a in launch["args"]:
        cmd += ["--arg", a]
    seen = []
    for seed in SEEDS:
        rc, out = run(cmd + ["--sim-seed", str(seed)])
        kinds = findings(out)
        races = [k for k in kinds if k in RACE_KINDS]
        if spec.racy:
            if rc != 4 or not races:
                return False, "seed %d: expected a race (exit 4), got exit " \
                    "%s, findings %s: %s" % (seed, rc, kinds or "none",
                                             out.strip()[-300:])
            seen.append(races[0])
        elif rc != 0 or kinds:
            return False, "seed %d: expected a clean run, got exit %s: %s" % (
                seed, rc, out.strip()[-400:])
    if spec.racy:
        return True, "race under seeds %s (%s)" % (
            ",".join(map(str, SEEDS)), ", ".join(sorted(set(seen))))
    return True, "clean under seeds %s" % ",".join(map(str, SEEDS))


def check_static(spec, mlir, opts):
    rc, out = run([os.path.join(opts.tool_dir, "warp-opt"),
                   "--warp-check-races", mlir, "-o", os.devnull])
    errors = re.findall(r"error: (R\d):", out)
    r3 = re.findall(r"warning: R3:", out)
    crashed = rc is None or rc < 0 or "Stack dump" in out
    if crashed:
        return False, "warp-opt crashed or hung: " + out.strip()[-400:]
    if spec.racy:
        hit = [k for k in errors if k in spec.expect]
        if hit:
            return True, "%s reported" % hit[0]
        if errors:
            return False, "expected %s, got %s" % (
                "/".join(spec.expect), ", ".join(sorted(set(errors))))
        if r3 and spec.r3_ok:
            return True, "R3 (RACE-STATIC: R3-ok)"
        if r3:
            return False, "only an R3 warning for a racy kernel"
        return False, "passed silently (exit %s)" % rc
    if errors or rc != 0:
        return False, "false error (exit %s): %s" % (rc, out.strip()[-400:])
    if r3 and not spec.r3_ok:
        return False, "R3 warning on a safe kernel without RACE-STATIC: R3-ok"
    return True, "proved" if not r3 else "R3 (RACE-STATIC: R3-ok)"


def check_one(path, opts, scratch):
    try:
        spec = Spec(path)
    except (ValueError, OSError) as e:
        return None, False, "bad header: %s" % e
    mlir, why = to_mlir(spec, opts, scratch)
    if mlir is None:
        return spec, False, why
    ok, why = (check_sim if opts.mode == "sim" else check_static)(spec, mlir,
                                                                  opts)
    return spec, ok, why


def supports_races(tool_dir):
    rc, out = run([os.path.join(tool_dir, "warp-opt"), "--help"])
    return "warp-check-races" in out


def main():
    parser = argparse.ArgumentParser(
        description=__doc__.splitlines()[0],
        formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--mode", choices=["sim", "check"], required=True)
    parser.add_argument("--tool-dir", required=True,
                        help="the directory of warp-run and warp-opt")
    parser.add_argument("--clang-cuda", help="the command compiling a .cu "
                        "file to LLVM IR (lit's %%clang-cuda)")
    parser.add_argument("--mlir-translate")
    parser.add_argument("--strict", action="store_true",
                        help="check mode: fail (not UNSUPPORTED) when "
                        "warp-opt lacks --warp-check-races")
    parser.add_argument("-j", "--jobs", type=int,
                        default=min(2, os.cpu_count() or 1))
    parser.add_argument("files", nargs="+")
    opts = parser.parse_args()

    files = []
    for f in opts.files:
        if os.path.isdir(f):
            files += sorted(os.path.join(f, n) for n in os.listdir(f)
                            if n.endswith((".mlir", ".cu")))
        else:
            files.append(f)

    if opts.mode == "check" and not supports_races(opts.tool_dir):
        if opts.strict:
            print("FAIL: warp-opt does not know --warp-check-races")
            return 1
        print("UNSUPPORTED: warp-opt does not know --warp-check-races; "
              "%d files not checked" % len(files))
        return 0

    with tempfile.TemporaryDirectory() as scratch:
        with concurrent.futures.ThreadPoolExecutor(opts.jobs) as pool:
            results = list(pool.map(lambda f: check_one(f, opts, scratch),
                                    files))
    racy = safe = failures = 0
    for path, (spec, ok, why) in zip(files, results):
        name = os.path.basename(path)
        if spec:
            racy += spec.racy
            safe += not spec.racy
            expect = "/".join(spec.expect) if spec.racy else "none"
        else:
            expect = "?"
        failures += not ok
        print("%s: %s [%s] %s" % ("PASS" if ok else "FAIL", name, expect, why))
    print("%d files, %d racy, %d safe, %d failures" % (len(files), racy, safe,
                                                       failures))
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
