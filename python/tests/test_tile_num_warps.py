"""Module.with_num_warps: the warps of a module's tile kernels chosen from
Python (issue 28), checked on the CPU executor against NumPy."""

import numpy as np
import pytest

import warptile as wt

COLSUM = """
tile.kernel @colsum(%x: !tile.view<?x128xf32>, %y: !tile.part<4x128xf32>,
                    %t0: !tile.token) {
  %a = tile.load %x like %y : !tile.view<?x128xf32>, !tile.part<4x128xf32> -> tensor<4x128xf32>
  %s = tile.reduce add %a dim 0 : tensor<4x128xf32> -> tensor<1x128xf32>
  %b = tile.broadcast %s : tensor<1x128xf32> -> tensor<4x128xf32>
  %t1 = tile.store %b, %y, %t0 : tensor<4x128xf32>, !tile.part<4x128xf32>
  tile.return %t1 : !tile.token
}
"""


@pytest.mark.parametrize("warps", [1, 2, 4])
@pytest.mark.parametrize("seed", [0, 3])
def test_column_sum_over_chosen_warps(warps, seed):
    # A column sum across `warps` warps (4: the issue's [4, 1] layout).
    x = np.random.default_rng(seed).integers(-50, 50, (8, 128)).astype(
        np.float32)
    y = np.zeros_like(x)
    module = wt.Module.parse(COLSUM).with_num_warps(warps)
    assert f"tile.num_warps = {warps}" in str(module)
    kernel = module.kernel("colsum")
    kernel.sim_seed = seed
    kernel(x, y, backend="sim")
    np.testing.assert_array_equal(
        y, np.repeat(x.reshape(2, 4, 128).sum(1), 4, axis=0))


def test_num_warps_against_the_kernels_own():
    own = COLSUM.replace("%t0: !tile.token) {",
                         "%t0: !tile.token) attributes "
                         "{tile.num_warps = 2 : i64} {", 1)
    module = wt.Module.parse(own)
    assert "tile.num_warps = 2" in str(module.with_num_warps(2))
    with pytest.raises(wt.DiagnosticError,
                       match="the kernel's 'tile.num_warps' is 2, num_warps "
                             "asks for 4"):
        module.with_num_warps(4)
    with pytest.raises(wt.DiagnosticError,
                       match="num_warps is a power of two from 1 to 32, "
                             "not 3"):
        wt.Module.parse(COLSUM).with_num_warps(3)
