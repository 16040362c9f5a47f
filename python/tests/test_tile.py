"""Tile kernels launched from Python: the grid from the partitions, as
tile.launch computes it, on the CPU executor; every example against NumPy,
the partitioned arrays returned, and the argument and launch errors."""

import numpy as np
import pytest

import warptile as wt

f32, f16 = np.float32, np.float16
rng = np.random.default_rng(19)


def rand(*shape):
    return rng.standard_normal(shape).astype(f32)


def tile(examples, name):
    return wt.load(examples / "tile" / f"{name}.mlir")


@pytest.mark.parametrize("n", [1, 1000, 1024, 4097])
def test_vector_add_any_length(examples, n):
    # n = 1000, 4097: a masked tail block; 1024: one full block.
    a, b, c = rand(n), rand(n), np.zeros(n, f32)
    out = tile(examples, "vector_add")(a, b, c, backend="sim")
    assert out is c
    np.testing.assert_array_equal(c, a + b)


def test_add_accumulate_reads_and_writes_its_partition(examples):
    a, b, c = rand(4096, 512), rand(4096, 512), rand(4096, 512)
    expected = c + (a + b)
    tile(examples, "add_accumulate")(a, b, c, backend="sim")
    np.testing.assert_allclose(c, expected, rtol=1e-6)


@pytest.mark.parametrize("rows", [1, 7, 64])
@pytest.mark.parametrize("seed", [0, 3])
def test_softmax_rows(examples, rows, seed):
    x = rand(rows, 1024) * 20
    y = np.zeros_like(x)
    k = tile(examples, "softmax")
    k.sim_seed = seed
    k(x, y, backend="sim")
    e = np.exp(x - x.max(axis=1, keepdims=True))
    np.testing.assert_allclose(y, e / e.sum(axis=1, keepdims=True),
                               rtol=2e-5, atol=1e-7)


def test_layernorm_with_a_scalar(examples):
    x, gamma, beta = rand(5, 768) * 3 + 1, rand(768), rand(768)
    y = np.zeros_like(x)
    tile(examples, "layernorm")(x, gamma, beta, 1e-5, y, backend="sim")
    mean = x.mean(axis=1, keepdims=True)
    var = ((x - mean) ** 2).mean(axis=1, keepdims=True)
    np.testing.assert_allclose(y, (x - mean) / np.sqrt(var + 1e-5) * gamma
                               + beta, rtol=2e-5, atol=2e-5)


def test_permute_heads(examples):
    src = rand(4, 8, 256, 64)
    dst = np.zeros((4, 256, 8, 64), f32)
    tile(examples, "permute_heads")(src, dst, backend="sim")
    np.testing.assert_array_equal(dst, src.transpose(0, 2, 1, 3))


def test_read_only_inputs_keep_their_contents(examples):
    a, b = rand(100), rand(100)
    a_before = a.copy()
    a.flags.writeable = False
    c = np.zeros(100, f32)
    tile(examples, "vector_add")(a, b, c, backend="sim")
    np.testing.assert_array_equal(a, a_before)
    np.testing.assert_array_equal(c, a_before + b)


def test_argument_mistakes_are_refused_before_anything_runs(examples):
    vadd = tile(examples, "vector_add")
    a, b, c = rand(100), rand(100), np.zeros(100, f32)
    with pytest.raises(ValueError, match="arguments 0 and 2 share memory"):
        vadd(a, b, a, backend="sim")
    with pytest.raises(ValueError, match="grid comes from its partitions"):
        vadd(a, b, c, grid=4, backend="sim")
    with pytest.raises(TypeError, match="holds f32, not i32"):
        vadd(a.astype(np.int32), b, c, backend="sim")
    with pytest.raises(TypeError, match="takes 3 parameters"):
        vadd(a, b, backend="sim")
    with pytest.raises(ValueError, match="not C-contiguous"):
        vadd(rand(200)[::2], b, c, backend="sim")
    with pytest.raises(ValueError, match=r"parameter 0 of tile kernel "
                       r"@softmax is \?x1024, the buffer 7x512"):
        tile(examples, "softmax")(rand(7, 512), rand(7, 1024), backend="sim")
    with pytest.raises(ValueError, match="wt.bench times a GPU"):
        wt.bench(vadd, a, b, c, backend="sim")
    assert (c == 0).all()


def test_a_failed_launch_check_raises_and_writes_nothing(examples):
    # A view shorter than the partitioned buffer: the launch's run-time
    # T10 check stops it (the interpreter goes on).
    c = np.zeros(1000, f32)
    with pytest.raises(wt.SimulationError, match=r"view #0 is smaller than "
                       r"the buffer of partition #2 along dimension 0 \(T10\)"):
        tile(examples, "vector_add")(rand(500), rand(1000), c, backend="sim")
    assert (c == 0).all()


@pytest.mark.parametrize("name, m, k, n", [
    # 16 programs of 4 blocks each.
    ("gemm_persistent", 512, 256, 512),
    # 8 warps, the epilogue in the pipeline's shared memory (64 KiB,
    # dynamic).
    ("gemm_128", 256, 128, 256),
])
def test_gemm_matches_numpy(examples, name, m, k, n):
    # Small integers in f16 make every product and sum exact in f32,
    # whatever the order.
    a = rng.integers(-4, 5, (m, k)).astype(f16)
    b = rng.integers(-4, 5, (k, n)).astype(f16)
    c = np.full((m, n), np.nan, f32)
    tile(examples, name)(a, b, c, backend="sim")
    np.testing.assert_array_equal(
        c, a.astype(np.float64) @ b.astype(np.float64))


TF32_GEMM = """
tile.kernel @gemm_tf32(%a: !tile.view<64x4xf32>, %b: !tile.view<4x64xf32>,
                       %c: !tile.part<64x64xf32>, %t0: !tile.token) {
  %c0 = arith.constant 0 : index
  %x = tile.load %a[%c0, %c0] : !tile.view<64x4xf32> -> tensor<64x4xf32>
  %y = tile.load %b[%c0, %c0] : !tile.view<4x64xf32> -> tensor<4x64xf32>
  %z = tile.constant dense<0.0> : tensor<64x64xf32>
  %d = tile.mma %x, %y, %z : tensor<64x4xf32>, tensor<4x64xf32>, tensor<64x64xf32>
  %t1 = tile.store %d, %c, %t0 : tensor<64x64xf32>, !tile.part<64x64xf32>
  tile.return %t1 : !tile.token
}
"""


def test_unsupported_kernels_raise_located_diagnostics(tmp_path):
    # tf32 mma.sync m16n8k8 needs K to be a multiple of 8.
    path = tmp_path / "gemm_tf32.mlir"
    path.write_text(TF32_GEMM)
    gemm = wt.load(path)
    a, b = np.zeros((64, 4), f32), np.zeros((4, 64), f32)
    with pytest.raises(wt.DiagnosticError) as error:
        gemm(a, b, np.zeros((64, 64), f32), backend="sim")
    first = error.value.diagnostics[0]
    assert "K = 4, not a multiple of 8" in first.message
    assert "tf32" in first.message and "not supported" in first.message
    assert first.file.endswith("gemm_tf32.mlir") and first.line == 8


def test_cuda_backend_launches_the_partition_grid(examples, fake_cuda, capfd):
    # The fake driver computes nothing, so the buffers come back as they
    # went; its log shows the launch tile.launch derived: 4097 elements in
    # blocks of 1024 (masked) is 5 programs of 8 warps.
    from helpers import launches
    a, b = rand(4097), rand(4097)
    c = np.full(4097, 7, f32)
    out = tile(examples, "vector_add")(a, b, c, backend="cuda")
    assert out is c and (c == 7).all()
    assert launches(capfd.readouterr().err) == [
        "fake-cuda: launch vector_add grid 5,1,1 block 256,1,1 smem 0"]
    # A failed launch check raises, launches nothing, and the next call runs.
    with pytest.raises(RuntimeError, match=r"view #0 is smaller .* \(T10\)"):
        tile(examples, "vector_add")(rand(100), b, c, backend="cuda")
    assert launches(capfd.readouterr().err) == []
    tile(examples, "softmax")(rand(3, 1024), np.zeros((3, 1024), f32),
                              backend="cuda")
    assert launches(capfd.readouterr().err) == [
        "fake-cuda: launch softmax grid 3,1,1 block 256,1,1 smem 0"]
    # The persistent GEMM: 64 blocks of C, 4 per program, so 16 programs
    # of 4 warps (its 40 KiB of shared memory is static, not launch smem).
    tile(examples, "gemm_persistent")(
        np.zeros((512, 256), f16), np.zeros((256, 512), f16),
        np.zeros((512, 512), f32), backend="cuda")
    assert launches(capfd.readouterr().err) == [
        "fake-cuda: launch gemm grid 16,1,1 block 128,1,1 smem 0"]
    # 128x128 blocks: 8 warps and 64 KiB of dynamic shared memory, which
    # the launch passes (the fake driver, like the real one, refuses it
    # unless the runtime opted the kernel in first).
    tile(examples, "gemm_128")(
        np.zeros((256, 128), f16), np.zeros((128, 256), f16),
        np.zeros((256, 256), f32), backend="cuda")
    assert launches(capfd.readouterr().err) == [
        "fake-cuda: launch gemm_128 grid 2,2,1 block 256,1,1 smem 65536"]


def test_cuda_errors_do_not_end_the_interpreter(examples):
    # Without a driver, the mgpu* runtime's error comes back as an
    # exception, every time, and the interpreter goes on.
    from helpers import run_python
    code = f"""
import numpy as np, warptile as wt
vadd = wt.load({str(examples / "tile" / "vector_add.mlir")!r})
a = np.ones(100, np.float32)
for _ in range(2):
    try:
        vadd(a, a.copy(), np.zeros(100, np.float32), backend="cuda")
    except RuntimeError as error:
        print("raised:", error)
print("alive")
"""
    run = run_python(code, env={"WARPTILE_LIBCUDA": "/nonexistent/libcuda.so"})
    assert run.returncode == 0, run.stderr
    assert run.stdout.count("raised: tile kernel 'vector_add': no CUDA GPU") == 2
    assert run.stdout.endswith("alive\n")


def test_index_scalars_and_read_only_outputs(tmp_path):
    # An index parameter takes a Python int (as i64); a read-only array for
    # a partition (an output) is refused instead of left unwritten.
    path = tmp_path / "copy.mlir"
    path.write_text("""
tile.kernel @copy(%a: !tile.view<?xf32>, %n: index, %c: !tile.part<256xf32>,
                  %t0: !tile.token) {
  %x = tile.load %a like %c : !tile.view<?xf32>, !tile.part<256xf32> -> tensor<256xf32>
  %t1 = tile.store %x, %c, %t0 : tensor<256xf32>, !tile.part<256xf32>
  tile.return %t1 : !tile.token
}
""")
    k = wt.load(path)
    a = rand(300)
    c = k(a, 7, np.zeros(300, f32), backend="sim")
    np.testing.assert_array_equal(c, a)
    frozen = np.zeros(300, f32)
    frozen.flags.writeable = False
    with pytest.raises(ValueError, match="argument 2 is a read-only array, "
                       "but parameter 2 of 'copy' is a partition"):
        k(a, 7, frozen, backend="sim")
