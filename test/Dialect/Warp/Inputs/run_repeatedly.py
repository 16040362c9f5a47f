#!/usr/bin/env python3
"""Runs a command N times: fails (naming the run) when a run exits with an
error or a signal, or prints other than the first run did.

Usage: run_repeatedly.py N -- command [args...]"""
import subprocess
import sys


def main():
    n = int(sys.argv[1])
    assert sys.argv[2] == "--", "usage: run_repeatedly.py N -- command..."
    command = sys.argv[3:]
    first = None
    for i in range(n):
        proc = subprocess.run(command, capture_output=True)
        if proc.returncode != 0:
            sys.stderr.write(proc.stderr.decode(errors="replace")[-4000:])
            sys.exit(f"run {i + 1} of {n} exited with {proc.returncode}")
        if first is None:
            first = proc.stdout
        elif proc.stdout != first:
            sys.exit(f"run {i + 1} of {n} printed other than run 1")
    sys.stdout.buffer.write(first)


if __name__ == "__main__":
    main()
