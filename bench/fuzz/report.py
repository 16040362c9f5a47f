#!/usr/bin/env python3
"""Summarizes a warp-fuzz run (bench/fuzz/run.sh): executions, corpus, and
the findings grouped by their first line (sanitizer summary, warp-fuzz's
invalid-IR report, timeout, ...), each re-run alone to read it. Prints a
table and writes JSON.

Usage: bench/fuzz/report.py --work DIR --seconds N --fuzzer BIN --json OUT
"""
import argparse
import json
import os
import re
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))

# The line that names a finding, most specific first.
SIGNATURES = [re.compile(p) for p in (
    r"^warp-fuzz: .*",
    r"^SUMMARY: \w+Sanitizer: .*",
    r"^.*runtime error: .*",
    r"^.*Assertion .* failed.*",
    r"^LLVM ERROR: .*",
    r"^==\d+==ERROR: .*",
    r"^ERROR: libFuzzer: .*",
)]


def executions(log):
    """The number of executed inputs: the final stats when printed, else the
    last status line ('#N ...' or '#N: ...' in fork mode)."""
    stat = re.findall(r"^stat::number_of_executed_units:\s*(\d+)", log, re.M)
    if stat:
        return int(stat[-1])
    lines = re.findall(r"^#(\d+)[:\s]", log, re.M)
    return int(lines[-1]) if lines else 0


def signature(fuzzer, path, env):
    """Re-runs one finding and returns the line that names it."""
    try:
        proc = subprocess.run([fuzzer, path, "-timeout=30"], env=env,
                              capture_output=True, text=True, timeout=120,
                              errors="replace")
        out = proc.stdout + proc.stderr
    except subprocess.TimeoutExpired:
        return "hang (over 120 s when re-run)"
    for pattern in SIGNATURES:
        for line in out.splitlines():
            if pattern.match(line):
                # Addresses and pids differ between runs of one bug.
                line = re.sub(r"0x[0-9a-f]+", "0x?", line)
                return re.sub(r"==\d+==", "", line).strip()
    if os.path.basename(path).startswith("timeout-"):
        return "timeout (over 10 s)"
    if os.path.basename(path).startswith("oom-"):
        return "out of memory"
    return "no report when re-run (rc %d)" % proc.returncode


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--work", required=True)
    parser.add_argument("--seconds", type=int, required=True)
    parser.add_argument("--fuzzer", required=True)
    parser.add_argument("--json", required=True)
    args = parser.parse_args()
    with open(os.path.join(args.work, "fuzz.log"), errors="replace") as f:
        log = f.read()
    execs = executions(log)
    corpus = len(os.listdir(os.path.join(args.work, "corpus")))
    seeds = len(os.listdir(os.path.join(args.work, "seeds")))
    findings_dir = os.path.join(args.work, "findings")
    files = sorted(os.listdir(findings_dir))

    # scripts/sanitize-env.sh's options, without sourcing bash here.
    env = dict(os.environ)
    env["ASAN_OPTIONS"] = "allow_user_poisoning=0:abort_on_error=1:detect_leaks=1"
    env["LSAN_OPTIONS"] = "suppressions=%s" % os.path.join(
        ROOT, "scripts", "lsan.supp")
    env["UBSAN_OPTIONS"] = "print_stacktrace=1:abort_on_error=1:halt_on_error=1"
    groups = {}
    for name in files:
        sig = signature(args.fuzzer, os.path.join(findings_dir, name), env)
        groups.setdefault(sig, []).append(name)

    print("| seconds | executions | exec/s | seeds | corpus | findings | distinct |")
    print("|---|---|---|---|---|---|---|")
    print("| %d | %d | %d | %d | %d | %d | %d |" % (
        args.seconds, execs, execs // max(1, args.seconds), seeds, corpus,
        len(files), len(groups)))
    if groups:
        print("\n| inputs | example | first line |")
        print("|---|---|---|")
        for sig, names in sorted(groups.items(), key=lambda g: -len(g[1])):
            print("| %d | %s | %s |" % (len(names), names[0],
                                        sig.replace("|", "\\|")))
    with open(args.json, "w") as f:
        json.dump({"seconds": args.seconds, "executions": execs,
                   "seeds": seeds, "corpus": corpus,
                   "findings": len(files),
                   "distinct": [{"first_line": sig, "inputs": names}
                                for sig, names in groups.items()]},
                  f, indent=1)
        f.write("\n")
    print("\nwrote %s" % os.path.relpath(args.json))


if __name__ == "__main__":
    sys.exit(main())
