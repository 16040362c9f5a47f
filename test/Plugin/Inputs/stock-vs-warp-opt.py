#!/usr/bin/env python3
"""Runs each input through warp-opt and through the stock mlir-opt with
libWarptilePlugin.so, with the same pass pipeline, and checks that both give
the same exit status, the same output and the same diagnostics.

usage: stock-vs-warp-opt.py WARP_OPT MLIR_OPT PLUGIN [--pipeline P]
                            [--expect-failure] FILE...
Prints one 'same: FILE (exit N)' line per input and a count; exits 1 on the
first difference (printing it) or on an unexpected exit status."""

import argparse
import difflib
import os
import re
import subprocess
import sys

# The one field that differs between two runs of the same pipeline.
TIMING = re.compile(r"LLVMIRToISATimeInMs = \d+")


def run(command):
    result = subprocess.run(command, capture_output=True, text=True)
    return (result.returncode, TIMING.sub("LLVMIRToISATimeInMs = N",
                                          result.stdout), result.stderr)


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("warp_opt")
    parser.add_argument("mlir_opt")
    parser.add_argument("plugin")
    parser.add_argument("--pipeline")
    parser.add_argument("--expect-failure", action="store_true")
    parser.add_argument("files", nargs="+")
    args = parser.parse_args()

    options = ["--pass-pipeline=" + args.pipeline] if args.pipeline else []
    stock = [args.mlir_opt, "--load-dialect-plugin=" + args.plugin,
             "--load-pass-plugin=" + args.plugin]
    for path in args.files:
        name = os.path.basename(path)
        reference = run([args.warp_opt, path] + options)
        candidate = run(stock + [path] + options)
        for what, ref, got in zip(("exit status", "output", "diagnostics"),
                                  reference, candidate):
            if ref != got:
                print("differs: %s (%s)" % (name, what))
                if isinstance(ref, str):
                    sys.stdout.writelines(difflib.unified_diff(
                        ref.splitlines(True), got.splitlines(True),
                        "warp-opt", "mlir-opt + plugin"))
                else:
                    print("warp-opt: %d, mlir-opt + plugin: %d" % (ref, got))
                sys.stdout.write(candidate[2])
                return 1
        if (reference[0] != 0) != args.expect_failure:
            print("unexpected exit %d: %s" % (reference[0], name))
            sys.stdout.write(reference[2])
            return 1
        print("same: %s (exit %d)" % (name, reference[0]))
    print("%d files, all the same" % len(args.files))
    return 0


if __name__ == "__main__":
    sys.exit(main())
