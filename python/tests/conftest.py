"""Shared fixtures of the warptile Python tests.

The tests run against the fake CUDA driver (test/Runtime/Inputs/
fake_libcuda.c: host memory, launches that compute nothing) so that the
CUDA path is tested on every machine; WARPTILE_FAKE_CUDA names it (the
check-warptile-python target sets it). It is selected here, before any test
opens the runtime. test_gpu.py runs on a real GPU in a child process.
"""

import os
import pathlib
import pytest

ROOT = pathlib.Path(__file__).resolve().parents[2]
EXAMPLES = pathlib.Path(os.environ.get("WARPTILE_EXAMPLES", ROOT / "examples"))


def _fake_driver():
    path = os.environ.get("WARPTILE_FAKE_CUDA")
    if path:
        return path
    # Beside the package in a build tree: build/python_packages/warptile.
    import warptile
    build = pathlib.Path(warptile.__file__).resolve().parents[2]
    candidate = build / "test" / "Runtime" / "libwarptile-fake-cuda.so"
    return str(candidate) if candidate.exists() else None


FAKE_CUDA = _fake_driver()
if FAKE_CUDA:
    # The real driver is only for test_gpu.py's child process.
    os.environ["REAL_WARPTILE_LIBCUDA"] = os.environ.get("WARPTILE_LIBCUDA", "")
    os.environ["WARPTILE_LIBCUDA"] = FAKE_CUDA


@pytest.fixture
def examples():
    """The repository's examples/ directory."""
    return EXAMPLES


@pytest.fixture
def fake_cuda(monkeypatch):
    """The fake driver, logging each launch to stderr; returns a function
    that counts the launches logged in captured stderr."""
    if not FAKE_CUDA:
        pytest.skip("the fake CUDA driver is not built (set WARPTILE_FAKE_CUDA)")
    monkeypatch.setenv("FAKE_CUDA_LAUNCH_LOG", "1")
    return FAKE_CUDA


def pytest_configure(config):
    config.addinivalue_line(
        "markers", "gpu: needs a CUDA GPU (skipped without one)")
