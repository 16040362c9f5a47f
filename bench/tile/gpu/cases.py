"""The tile kernels benchmarked on a GPU (issue 18's sizes), shared by
bundle.py (here, with MLIR: compiles them) and run.py (there: times them).

Each case is an example of examples/tile with its sizes changed by exact
text replacements (each must match, so an edited example fails loudly
rather than benchmarking something else), the warp-run --arg specs of the
run, and what the figure counts (bytes moved or flops).
"""

import os

ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), "..", "..",
                                    ".."))

# Row length of the row kernels; GEMM sizes.
ROWS = COLS = 8192


def _gemm(size, group, block, warps=None):
    """examples/tile/gemm_grouped.mlir at size^3: `block` x `block` blocks
    of C (64: 4 warps; 128: 8 warps, 64 KiB of dynamic shared memory)
    visited `group` block rows at a time (T2 checks the map on the grid).
    `warps` sets the kernel's tile.num_warps (128 x 128 with 4: CUTLASS's
    64 x 64 warp tiles, 128 accumulators per thread)."""
    k_tiles = size // 32
    row = size // block  # blocks per row of C
    span = group * row
    grouped = (f"affine_map<(p, i)[np] -> (((p floordiv {span}) * {group} + "
               f"p mod {group}) * {row} + (p mod {span}) floordiv {group})>")
    return {
        "example": "examples/tile/gemm_grouped.mlir",
        "replace": [
            ("affine_map<(p, i)[np] -> (((p floordiv 32) * 4 + p mod 4) * 8 + "
             "(p mod 32) floordiv 4)>", grouped),
            ("!tile.view<512x256xf16>", f"!tile.view<{size}x{size}xf16>"),
            ("!tile.view<256x512xf16>", f"!tile.view<{size}x{size}xf16>"),
            ("memref<512x256xf16>", f"memref<{size}x{size}xf16>"),
            ("memref<256x512xf16>", f"memref<{size}x{size}xf16>"),
            ("memref<512x512xf32>", f"memref<{size}x{size}xf32>"),
            ("arith.constant 8 : index  // 256 / 32",
             f"arith.constant {k_tiles} : index"),
        ] + ([] if block == 64 else [
            ("64x64xf32", f"{block}x{block}xf32"),
            ("64x32xf16", f"{block}x32xf16"),
            ("32x64xf16", f"32x{block}xf16"),
        ]) + ([] if warps is None else [
            ("%t0: !tile.token) {",
             "%t0: !tile.token) attributes {tile.num_warps = "
             f"{warps} : i64}} {{"),
        ]),
        "specs": [f"f16[{size}x{size}]", f"f16[{size}x{size}]",
                  f"f32[{size}x{size}]"],
        "inputs": [0, 1], "output": 2,
        "flops": 2 * size ** 3,
        "reference": "gemm",
        "group": group, "block": block,
    }


def cases(small=False):
    """name -> case. `small` shrinks every size (the fake-driver test)."""
    # Small keeps the row length: the row kernels are then the benchmark's
    # own (their row count is dynamic).
    n = 4096 if small else 1 << 28
    rows = 3 if small else ROWS
    cols = COLS
    result = {
        "vector_add": {
            "example": "examples/tile/vector_add.mlir", "replace": [],
            "specs": [f"f32[{n}]", f"f32[{n}]", f"f32[{n}]"],
            "inputs": [0, 1], "output": 2,
            "bytes": 3 * 4 * n, "reference": "vector_add",
        },
        "softmax": {
            "example": "examples/tile/softmax.mlir",
            "replace": [("1024", str(cols))],
            "specs": [f"f32[{rows}x{cols}]", f"f32[{rows}x{cols}]"],
            "inputs": [0], "output": 1,
            "bytes": 2 * 4 * rows * cols, "reference": "softmax",
        },
        "layernorm": {
            "example": "examples/tile/layernorm.mlir",
            "replace": [("768", str(cols))],
            "specs": [f"f32[{rows}x{cols}]", f"f32[{cols}]", f"f32[{cols}]",
                      "f32:1e-5", f"f32[{rows}x{cols}]"],
            "inputs": [0, 1, 2], "output": 4,
            "bytes": 2 * 4 * rows * cols, "reference": "layernorm",
        },
    }
    for size in ([256] if small else [4096, 8192]):
        for block in (64, 128):
            name = f"gemm_f16_{size}" + ("" if block == 64 else "_b128")
            result[name] = _gemm(size, 2 if small else 8, block)
        result[f"gemm_f16_{size}_b128w4"] = _gemm(size, 2 if small else 8,
                                                 128, warps=4)
    result.update(transformer_cases(small))
    return result


def transformer_cases(small=False):
    """The transformer layer's kernels (examples/tile/transformer). Those
    the lowering refuses today are bundled as `refused` with the located
    message (bundle.py) and not timed; they need no change here once they
    lower. Targets (issue 33, H100): attention >= Triton's tutorial kernel;
    the others >= Triton."""
    tokens = 64 if small else 32768  # rotary: 8 heads of 128
    rows = 3 if small else ROWS
    size = 128 if small else 4096  # linear_gelu: M = N = K
    seq = 128 if small else 4096  # attention: one head of 64
    return {
        "rotary": {
            "example": "examples/tile/transformer/rotary.mlir",
            "replace": [("4096", str(tokens))],
            "specs": [f"f32[{tokens}x8x2x64]", f"f32[{tokens}x1x1x64]",
                      f"f32[{tokens}x1x1x64]", f"f32[{tokens}x8x2x64]"],
            "inputs": [0, 1, 2], "output": 3,
            "bytes": 4 * (2 * tokens * 1024 + 2 * tokens * 64),
            "reference": "rotary",
        },
        "rmsnorm": {
            "example": "examples/tile/transformer/rmsnorm.mlir",
            "replace": [],
            "specs": [f"f32[{rows}x4096]", "f32[4096]", "f32:1e-6",
                      f"f32[{rows}x4096]"],
            "inputs": [0, 1], "output": 3,
            "bytes": 2 * 4 * rows * 4096, "reference": "rmsnorm",
        },
        "layernorm_rows": {
            "example": "examples/tile/transformer/layernorm_rows.mlir",
            "replace": [],
            "specs": [f"f32[{rows}x1024]", "f32[1024]", "f32[1024]",
                      "f32:1e-5", f"f32[{rows}x1024]"],
            "inputs": [0, 1, 2], "output": 4,
            "bytes": 2 * 4 * rows * 1024, "reference": "layernorm_rows",
        },
        "linear_gelu": {
            "example": "examples/tile/transformer/linear_gelu.mlir",
            "replace": [("1024x1024", f"{size}x{size}"),
                        ("1024xf32", f"{size}xf32"),
                        ("arith.constant 32 : index  // 1024 / 32",
                         f"arith.constant {size // 32} : index")],
            "specs": [f"f16[{size}x{size}]", f"f16[{size}x{size}]",
                      f"f32[{size}]", f"f16[{size}x{size}]"],
            "inputs": [0, 1, 2], "output": 3,
            "flops": 2 * size ** 3, "reference": "linear_gelu",
        },
        "attention": {
            "example": "examples/tile/transformer/attention.mlir",
            "replace": [("1024", str(seq))],
            "specs": [f"f16[{seq}x64]", f"f16[64x{seq}]", f"f16[{seq}x64]",
                      "f32:0.125", f"f32[{seq}x64]"],
            "inputs": [0, 1, 2], "output": 4,
            # Causal: half of Q K^T and of P V, 2 flops per multiply-add.
            "flops": 2 * seq * seq * 64, "reference": "attention",
        },
    }


def kernel_text(case):
    """The example with the case's sizes."""
    with open(os.path.join(ROOT, case["example"])) as f:
        text = f.read()
    for old, new in case["replace"]:
        if old not in text:
            raise ValueError(f"{case['example']} no longer holds '{old}'")
        text = text.replace(old, new)
    return text
