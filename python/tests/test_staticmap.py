"""wt.StaticMap on the CPU simulator against a Python dict (issue 32).

The kernels are the default, the warp-dialect kernels
(examples/staticmap/staticmap_<probing>_g<G>.mlir), and the CUDA C++ twin
(examples/staticmap/staticmap.cu) as clang imports it (the build's
staticmap-twin target; those tests are skipped without it). Each batch has
duplicate keys inside it: insert's count must be the number of distinct
keys, a found value one of those inserted for its key, and absent keys
give the empty value and False. The simulator's --sim-seed schedules
(seed=) interleave the tiles' compare-and-swaps differently.
"""

import os

import numpy as np
import pytest

import warptile as wt
from warptile import _staticmap

TWIN = os.path.join(_staticmap.kernels_dir(), "staticmap_twin.mlir")
needs_twin = pytest.mark.skipif(
    not os.path.isfile(TWIN),
    reason="the static map twin was not built (needs clang and CUDA headers)")
# Both kernel sets; "warp" is what wt.StaticMap runs by default.
KERNELS = ["warp", pytest.param("twin", marks=needs_twin)]


def batch(rng, n, pool_size):
    """n keys drawn from a pool of pool_size distinct keys (duplicates
    inside the batch), values, the dict oracle, and absent keys."""
    pool = np.unique(rng.integers(0, 2**63, size=pool_size * 2,
                                  dtype=np.uint64))[:pool_size]
    rng.shuffle(pool)
    keys = pool[rng.integers(0, len(pool), size=n)]
    values = rng.integers(0, 2**63, size=n, dtype=np.uint64)
    oracle = {}
    for k, v in zip(keys.tolist(), values.tolist()):
        oracle.setdefault(k, set()).add(v)
    absent = rng.integers(0, 2**63, size=n // 2, dtype=np.uint64)
    absent = absent[~np.isin(absent, pool)]
    return keys, values, oracle, absent


def check(m, keys, values, oracle, absent):
    inserted = m.insert(keys, values)
    assert inserted == len(oracle)
    assert m.size == len(oracle)
    present = np.array(sorted(oracle), dtype=np.uint64)
    query = np.concatenate([present, absent])
    found = m.find(query)
    flags = m.contains(query)
    assert found.dtype == m.value_dtype and flags.dtype == np.bool_
    for k, v, f in zip(query.tolist(), found.tolist(), flags.tolist()):
        if k in oracle:
            assert v in oracle[k] and f, (k, v, f)
        else:
            assert v == m.empty_value & (2**64 - 1) and not f, (k, v, f)
    # A second insert of the same keys adds none.
    assert m.insert(keys, values) == 0


def test_warp_kernels_are_the_default():
    m = wt.StaticMap(64, tile=8, probing="double")
    assert m.kernel_set == "warp"
    assert os.path.basename(m.kernels) == "staticmap_double_g8.mlir"
    assert os.path.dirname(m.kernels) == _staticmap.warp_kernels_dir()
    assert "kernels='warp'" in repr(m)


@pytest.mark.parametrize("kernels", KERNELS)
@pytest.mark.parametrize("probing", ["linear", "double"])
@pytest.mark.parametrize("tile", [1, 2, 4, 8, 16, 32])
def test_every_tile(tile, probing, kernels):
    rng = np.random.default_rng(tile * 7 + (probing == "double"))
    keys, values, oracle, absent = batch(rng, 300, 200)
    m = wt.StaticMap(int(len(oracle) / 0.8) + 1, tile=tile, probing=probing,
                     backend="sim", seed=1, kernels=kernels)
    assert m.num_slots % tile == 0 and m.num_slots >= len(oracle) / 0.8
    check(m, keys, values, oracle, absent)


@pytest.mark.parametrize("kernels", KERNELS)
@pytest.mark.parametrize("seed", [1, 2, 3])
@pytest.mark.parametrize("load", [0.5, 0.8, 0.95])
@pytest.mark.parametrize("probing", ["linear", "double"])
def test_load_factors_and_schedules(load, probing, seed, kernels):
    rng = np.random.default_rng(seed * 100 + int(load * 100))
    keys, values, oracle, absent = batch(rng, 400, 260)
    m = wt.StaticMap(int(np.ceil(len(oracle) / load)), tile=4,
                     probing=probing, backend="sim", seed=seed,
                     kernels=kernels)
    check(m, keys, values, oracle, absent)


@pytest.mark.parametrize("probing", ["linear", "double"])
@pytest.mark.parametrize("tile", [1, 2, 4, 8, 16, 32])
def test_smallest_table(tile, probing):
    # The warp kernels assume N >= 3 windows (double hashing's step is
    # h2 mod (N-1) + 1) and num_slots = N * G: a capacity of 1 still makes
    # 3 windows of G slots, which take exactly 3 * G keys; one more is a
    # full table, never a hang.
    m = wt.StaticMap(1, tile=tile, probing=probing, backend="sim", seed=2)
    assert m.num_slots == 3 * tile
    keys = np.arange(1, 3 * tile + 1, dtype=np.uint64) * 0x9E3779B97F4A7C15
    assert m.insert(keys, keys + 1) == 3 * tile
    assert (m.find(keys) == keys + 1).all()
    with pytest.raises(wt.TableFullError, match="static map full"):
        m.insert(np.array([12345], np.uint64), np.array([1], np.uint64))
    assert m.size == 3 * tile and not m.contains(
        np.array([12345], np.uint64)).any()


def test_int64_and_custom_sentinels():
    rng = np.random.default_rng(5)
    keys = rng.integers(-2**40, 2**40, size=200, dtype=np.int64)
    values = rng.integers(-2**40, 2**40, size=200, dtype=np.int64)
    m = wt.StaticMap(400, tile=8, probing="double", key_dtype=np.int64,
                     value_dtype=np.int64, empty_key=2**62,
                     empty_value=-2**63, backend="sim", seed=2)
    oracle = {}
    for k, v in zip(keys.tolist(), values.tolist()):
        oracle.setdefault(k, set()).add(v)
    assert m.insert(keys, values) == len(oracle)
    found = m.find(np.concatenate([keys, np.array([7 * 2**41], np.int64)]))
    assert found.dtype == np.int64
    assert all(v in oracle[k] for k, v in zip(keys.tolist(), found.tolist()))
    assert found[-1] == -2**63


def test_clear_and_full_table():
    m = wt.StaticMap(5, tile=1, backend="sim")
    assert m.num_slots == 5  # the smallest prime >= 5
    keys = np.arange(1, 6, dtype=np.uint64)
    assert m.insert(keys, keys * 10) == 5
    with pytest.raises(wt.TableFullError, match="static map full"):
        m.insert(np.array([99], np.uint64), np.array([1], np.uint64))
    assert m.contains(keys).all()
    m.clear()
    assert m.size == 0 and not m.contains(keys).any()
    assert m.insert(keys[:2], keys[:2]) == 2


def test_bad_input():
    m = wt.StaticMap(64, tile=2, backend="sim")
    u = np.arange(1, 5, dtype=np.uint64)
    with pytest.raises(ValueError, match="key 2 is the empty-key sentinel"):
        m.insert(np.array([1, 2, 2**64 - 1, 4], np.uint64), u)
    with pytest.raises(ValueError, match="value 0 is the empty-value"):
        m.insert(u, np.array([2**64 - 1, 1, 2, 3], np.uint64))
    with pytest.raises(ValueError, match="empty-key sentinel"):
        m.find(np.array([2**64 - 1], np.uint64))
    with pytest.raises(ValueError, match="differ in length: 4 keys, 3"):
        m.insert(u, u[:3])
    with pytest.raises(TypeError, match="expected uint64 elements, got int32"):
        m.insert(u.astype(np.int32), u)
    with pytest.raises(TypeError, match="expected uint64"):
        m.contains(u.astype(np.float64))
    with pytest.raises(ValueError, match="1-D"):
        m.find(u.reshape(2, 2))
    with pytest.raises(TypeError, match="keys: expected an array of uint64 "
                       r"\(read through the buffer protocol\), got list"):
        m.insert([1, 2], u[:2])
    with pytest.raises(TypeError, match="expected uint64 elements, got >u8"):
        m.find(u.astype(">u8"))
    # Nothing was inserted by the refused calls.
    assert m.size == 0 and not m.contains(u).any()
    with pytest.raises(ValueError, match="tile 3"):
        wt.StaticMap(64, tile=3)
    with pytest.raises(ValueError, match="probing 'cuckoo'"):
        wt.StaticMap(64, probing="cuckoo")
    with pytest.raises(ValueError, match="backend 'tpu'"):
        wt.StaticMap(64, backend="tpu")
    with pytest.raises(ValueError, match="capacity 0"):
        wt.StaticMap(0)
    with pytest.raises(TypeError, match="64-bit keys"):
        wt.StaticMap(64, key_dtype=np.uint32)
    with pytest.raises(ValueError, match="empty_key -1: not a uint64"):
        wt.StaticMap(64, empty_key=-1)
    with pytest.raises(FileNotFoundError, match="nowhere.mlir"):
        wt.StaticMap(64, kernels="nowhere.mlir")


def test_non_contiguous_and_empty():
    m = wt.StaticMap(64, tile=4, backend="sim")
    keys = np.arange(1, 21, dtype=np.uint64)[::2]
    assert m.insert(keys, keys + 1) == 10
    assert (m.find(keys) == keys + 1).all()
    empty = np.array([], np.uint64)
    assert m.insert(empty, empty) == 0
    assert m.find(empty).shape == (0,)


def test_kernel_abi_checked():
    # A module without the ABI's kernels is refused when the map is made.
    with pytest.raises(ValueError, match="'insert'"):
        wt.StaticMap(64, kernels=os.path.join(
            os.path.dirname(os.path.abspath(__file__)), "..", "..",
            "examples", "warp", "butterfly_sum.mlir"))
    with pytest.raises(ValueError, match="insert_linear_g4"):
        wt.StaticMap(64, kernels=os.path.join(
            os.path.dirname(os.path.abspath(__file__)), "..", "..",
            "examples", "warp", "butterfly_sum.mlir"),
            kernel_names=("insert_linear_g4", "find_linear_g4",
                          "contains_linear_g4"))
    with pytest.raises(FileNotFoundError, match="kernels= is 'warp', 'twin'"):
        wt.StaticMap(64, kernels="wrap")


def test_cuda_runs_the_warp_kernels(fake_cuda, capfd, monkeypatch):
    # backend="cuda" lowers the warp kernels with warp-to-ptx and passes
    # each memref as MLIR's descriptor (5 PTX parameters): insert takes 24
    # parameters, find and contains 19 (the fake driver runs nothing).
    monkeypatch.setenv("FAKE_CUDA_PARAM_LOG", "1")
    m = wt.StaticMap(100, tile=4, probing="double", backend="cuda")
    assert m.kernel_set == "warp" and m.kernels.endswith(".mlir")
    assert m.device.startswith("cuda:")
    keys = np.arange(1, 11, dtype=np.uint64)
    m.insert(keys, keys)
    m.find(keys)
    m.contains(keys)
    err = capfd.readouterr().err
    launches = [b.split("\n") for b in err.split("fake-cuda: launch ")[1:]]
    names = [b[0].split()[0] for b in launches]
    assert names == ["insert", "find", "contains"], err
    counts = [sum(line.startswith("fake-cuda: param ") for line in b)
              for b in launches]
    assert counts == [24, 19, 19], err
    # num_slots (parameter 5): 100 / 4 = 25 windows, the prime 29: 116.
    assert "fake-cuda: param 5 116" in launches[0]
    assert "fake-cuda: param 5 116" in launches[1]
