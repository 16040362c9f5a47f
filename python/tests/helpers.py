"""Helpers the warptile Python tests share."""

import os
import subprocess
import sys


def launches(captured_err):
    """The launch lines the fake driver logged."""
    return [line for line in captured_err.splitlines()
            if line.startswith("fake-cuda: launch ")]


def run_python(code, env=None, timeout=120):
    """Runs `code` in a child Python with the same package and environment,
    changed by `env` (a value of None removes the variable); returns the
    completed process (stdout and stderr as text)."""
    child_env = dict(os.environ)
    for name, value in (env or {}).items():
        if value is None:
            child_env.pop(name, None)
        else:
            child_env[name] = value
    return subprocess.run([sys.executable, "-c", code], env=child_env,
                          capture_output=True, text=True, timeout=timeout)
