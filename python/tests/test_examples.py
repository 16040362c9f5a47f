"""python/examples run: the tile example fully (it launches nothing), the
warp example on the CPU executor (test_gpu.py launches the same kernel on a
GPU)."""

import pathlib
import re

from helpers import run_python

EXAMPLES = pathlib.Path(__file__).resolve().parents[1] / "examples"


def test_tile_example():
    path = EXAMPLES / "tile_vector_add.py"
    run = run_python("__file__ = %r\n" % str(path) + path.read_text())
    assert run.returncode == 0, run.stderr
    assert "race rejected: T1 at line" in run.stdout
    assert "<warptile.Kernel tile vector_add(" in run.stdout


def test_warp_example_without_a_gpu(tmp_path):
    code = ("import sys; sys.argv = [%r]; __file__ = %r\n"
            % (str(EXAMPLES / "warp_butterfly.py"), str(EXAMPLES / "warp_butterfly.py"))
            + open(EXAMPLES / "warp_butterfly.py").read())
    run = run_python(code, env={"WARPTILE_LIBCUDA": str(tmp_path / "none.so")})
    assert run.returncode == 0, run.stderr
    lines = run.stdout.splitlines()
    assert len(lines) == 2
    assert re.fullmatch(r"PTX: [0-9]+ bytes, 5 shuffles", lines[0])
    assert lines[1] == "every lane holds 496.0 on sim"


def test_static_map_example():
    from warptile import _staticmap
    import os
    if not os.path.isfile(os.path.join(_staticmap.kernels_dir(),
                                       "staticmap_twin.mlir")):
        import pytest
        pytest.skip("the static map twin was not built")
    path = EXAMPLES / "static_map.py"
    run = run_python(path.read_text())
    assert run.returncode == 0, run.stderr
    assert re.fullmatch(r"[0-9]+ distinct keys of 4000 in [0-9]+ slots; "
                        r"find and contains agree with a dict\n", run.stdout)
