#!/usr/bin/env python3
"""Our tile kernels' PTX beside Triton's for the same kernels, no GPU needed.

Triton compiles ahead of time for sm_90 without a GPU or a driver
(shared/docs/GPU.md). This script compiles each tile example with
warp-ptx and its Triton twin (same tile shape, same warps per program,
16-byte aligned pointers, static sizes where ours are static), assembles
both with the CUDA toolkit's ptxas (-v) and prints, per kernel and
compiler: registers, spilled bytes, shared memory, and the instruction
classes that decide speed (global load/store width, shuffles, barriers,
redux, mma, ldmatrix, cp.async). It writes the table as JSON.

It is optional and not part of the test suite: Triton (a 286 MB wheel)
is installed into a venv under build/, never a dependency of the build:

    python3 -m venv build/peers-venv
    build/peers-venv/bin/pip install triton numpy
    build/peers-venv/bin/python bench/tile/peers-ptx/run.py

Options: --warp-ptx PATH (default build/bin/warp-ptx), --ptxas PATH,
--json PATH (default bench/tile/peers-ptx/results.json).
"""

import argparse
import datetime
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
import warnings

ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), "..", "..", ".."))

# Triton looks for a ptxas at import; ours assembles its PTX 9.0.
_PTXAS = shutil.which("ptxas") or "/usr/local/cuda/bin/ptxas"
os.environ.setdefault("TRITON_PTXAS_PATH", _PTXAS)
os.environ.setdefault("TRITON_PTXAS_BLACKWELL_PATH", _PTXAS)
os.environ.setdefault("TRITON_DEFAULT_FP_FUSION", "1")
warnings.filterwarnings("ignore")

import triton  # noqa: E402
import triton.language as tl  # noqa: E402
from triton.backends.compiler import GPUTarget  # noqa: E402
from triton.compiler import ASTSource  # noqa: E402


sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)),
                                ".."))
from triton_twins import (add_accumulate, layernorm, permute_heads,  # noqa
                          softmax, vector_add)
import triton_transformer_twins as tt  # noqa: E402


ALIGNED = [["tt.divisibility", 16]]

# name: (example file, Triton function, signature, constexprs, aligned
# argument indices[, options]); the warps are ours, read from our PTX.
# Options: "replace", exact text replacements applied to the example
# first (each must match); "warps", the warps for Triton when ours is
# refused by the lowering today (then only Triton's row has figures).
KERNELS = {
    "vector_add": ("vector_add.mlir", vector_add,
                   {"a": "*fp32", "b": "*fp32", "c": "*fp32", "n": "i32",
                    "BLOCK": "constexpr"},
                   {"BLOCK": 1024}, [0, 1, 2, 3]),
    "add_accumulate": ("add_accumulate.mlir", add_accumulate,
                       {"a": "*fp32", "b": "*fp32", "c": "*fp32",
                        "N": "constexpr", "BM": "constexpr", "BN": "constexpr"},
                       {"N": 512, "BM": 64, "BN": 128}, [0, 1, 2]),
    "softmax": ("softmax.mlir", softmax,
                {"x": "*fp32", "y": "*fp32", "N": "constexpr"},
                {"N": 1024}, [0, 1]),
    "layernorm": ("layernorm.mlir", layernorm,
                  {"x": "*fp32", "gamma": "*fp32", "beta": "*fp32",
                   "eps": "fp32", "y": "*fp32", "N": "constexpr",
                   "BLOCK": "constexpr"},
                  {"N": 768, "BLOCK": 1024}, [0, 1, 2, 4]),
    "permute_heads": ("permute_heads.mlir", permute_heads,
                      {"src": "*fp32", "dst": "*fp32", "H": "constexpr",
                       "S": "constexpr", "D": "constexpr", "BS": "constexpr"},
                      {"H": 8, "S": 256, "D": 64, "BS": 64}, [0, 1]),
    # Issue 33's softmax of 8192 floats per row (fastmath in ours).
    "softmax_8192": ("softmax.mlir", softmax,
                     {"x": "*fp32", "y": "*fp32", "N": "constexpr"},
                     {"N": 8192}, [0, 1], {"replace": [("1024", "8192")]}),
    # The transformer layer's kernels (examples/tile/transformer).
    "rotary": ("transformer/rotary.mlir", tt.rotary,
               {"x": "*fp32", "cos": "*fp32", "sin": "*fp32", "y": "*fp32",
                "H": "constexpr", "HALF": "constexpr", "BT": "constexpr"},
               {"H": 8, "HALF": 64, "BT": 16}, [0, 1, 2, 3]),
    "rmsnorm": ("transformer/rmsnorm.mlir", tt.rmsnorm,
                {"x": "*fp32", "gamma": "*fp32", "eps": "fp32", "y": "*fp32",
                 "M": "i32", "N": "constexpr", "R": "constexpr"},
                {"N": 4096, "R": 4}, [0, 1, 3], {"warps": 8}),
    "layernorm_rows": ("transformer/layernorm_rows.mlir", tt.layernorm_rows,
                       {"x": "*fp32", "gamma": "*fp32", "beta": "*fp32",
                        "eps": "fp32", "y": "*fp32", "M": "i32",
                        "N": "constexpr", "R": "constexpr"},
                       {"N": 1024, "R": 4}, [0, 1, 2, 4], {"warps": 8}),
    "linear_gelu": ("transformer/linear_gelu.mlir", tt.linear_gelu,
                    {"x": "*fp16", "w": "*fp16", "bias": "*fp32",
                     "y": "*fp16", "N": "constexpr", "K": "constexpr",
                     "BM": "constexpr", "BN": "constexpr", "BK": "constexpr"},
                    {"N": 1024, "K": 1024, "BM": 64, "BN": 64, "BK": 32},
                    [0, 1, 2, 3], {"warps": 4}),
    "attention": ("transformer/attention.mlir", tt.attention,
                  {"q": "*fp16", "kt": "*fp16", "v": "*fp16", "scale": "fp32",
                   "o": "*fp32", "T": "constexpr", "D": "constexpr",
                   "BM": "constexpr", "BN": "constexpr"},
                  {"T": 1024, "D": 64, "BM": 64, "BN": 64}, [0, 1, 2, 4],
                  {"warps": 4}),
}

# Instruction classes counted in the PTX text (static counts).
CLASSES = [
    ("ld.v4", r"\bld\.global(?:\.[a-z]+)*\.v4\."),
    ("ld.v2", r"\bld\.global(?:\.[a-z]+)*\.v2\."),
    ("ld.scalar", r"\bld\.global(?:\.(?!v[24]\b)[a-z0-9]+)*\.[busf]\d+\s"),
    ("st.v4", r"\bst\.global(?:\.[a-z]+)*\.v4\."),
    ("st.scalar", r"\bst\.global(?:\.(?!v[24]\b)[a-z0-9]+)*\.[busf]\d+\s"),
    ("shfl", r"\bshfl\.sync"),
    ("bar", r"\bbar(?:rier)?\.sync\b|\bbar\.sync\b"),
    ("redux", r"\bredux\.sync"),
    ("mma", r"\bmma\.sync|\bwgmma\.mma_async"),
    ("ldmatrix", r"\bldmatrix"),
    ("cp.async", r"\bcp\.async\.(?:ca|cg|bulk)"),
    ("div.rn", r"\bdiv\.rn\.f32"),
    ("div.approx", r"\bdiv\.(?:approx|full)(?:\.ftz)?\.f32"),
    ("rcp.approx", r"\brcp\.approx(?:\.ftz)?\.f32"),
    ("ex2.approx", r"\bex2\.approx(?:\.ftz)?\.f32"),
]


def count_classes(ptx):
    body = "\n".join(line.split("//")[0] for line in ptx.splitlines())
    return {name: len(re.findall(pattern, body)) for name, pattern in CLASSES}


def ptxas_info(ptxas, ptx, kernel, tmp):
    path = os.path.join(tmp, kernel + ".ptx")
    with open(path, "w") as f:
        f.write(ptx)
    # Triton targets sm_90a for capability 9.0; each PTX names its target.
    target = re.search(r"^\.target\s+(sm_\w+)", ptx, re.M)
    arch = target.group(1) if target else "sm_90"
    run = subprocess.run([ptxas, "-v", f"-arch={arch}", path, "-o",
                          os.path.join(tmp, kernel + ".cubin")],
                         capture_output=True, text=True)
    if run.returncode != 0:
        raise RuntimeError(f"ptxas failed on {kernel}: {run.stderr.strip()}")
    text = run.stderr

    def number(pattern):
        m = re.search(pattern, text)
        return int(m.group(1)) if m else 0

    return {"sass": sass_slots(os.path.join(tmp, kernel + ".cubin")),
            "registers": number(r"Used (\d+) registers"),
            "spill_bytes": number(r"(\d+) bytes spill stores")
            + number(r"(\d+) bytes spill loads"),
            "smem_bytes": number(r"(\d+) bytes smem"),
            "stack_bytes": number(r"(\d+) bytes stack frame")}


def sass_slots(cubin):
    """SASS instructions in the cubin's kernel code: the `.text.<kernel>`
    sections' bytes / 16 (sm_70 and later encode each in 16 bytes; the
    trailing BRA-to-self and NOP padding are counted). No cuobjdump or
    nvdisasm is needed."""
    import struct
    with open(cubin, "rb") as f:
        data = f.read()
    if data[:4] != b"\x7fELF" or data[4] != 2:
        return 0
    shoff, = struct.unpack_from("<Q", data, 0x28)
    shentsize, shnum, shstrndx = struct.unpack_from("<HHH", data, 0x3A)
    sections = [struct.unpack_from("<IIQQQQ", data, shoff + i * shentsize)
                for i in range(shnum)]
    names = sections[shstrndx][4]
    total = 0
    for name, _type, _flags, _addr, _offset, size in sections:
        end = data.index(b"\0", names + name)
        if data[names + name:end].startswith(b".text."):
            total += size
    return total // 16


def ours(warp_ptx, name, file, replace=()):
    """Our PTX and warps, or (None, the located refusal) when the lowering
    refuses the kernel today."""
    path = os.path.join(ROOT, "examples", "tile", file)
    if replace:
        with open(path) as f:
            text = f.read()
        for old, new in replace:
            if old not in text:
                raise RuntimeError(f"{file}: no {old!r} to replace")
            text = text.replace(old, new)
        path = os.path.join(tempfile.mkdtemp(), os.path.basename(file))
        with open(path, "w") as f:
            f.write(text)
    run = subprocess.run([warp_ptx, path], capture_output=True, text=True)
    if run.returncode != 0:
        located = re.search(r"[\w.]+\.mlir:\d+:\d+: error: [^\n]*", run.stderr)
        if run.returncode == 1 and located:
            return None, located.group(0)
        raise RuntimeError(f"warp-ptx failed on {file}: {run.stderr.strip()}")
    ptx = run.stdout
    m = re.search(r"\.(?:maxntid|reqntid)\s+(\d+)", ptx)
    threads = int(m.group(1)) if m else 128
    return ptx, threads // 32


def theirs(name, warps):
    _, fn, signature, constexprs, aligned = KERNELS[name][:5]
    attrs = {(i,): ALIGNED for i in aligned}
    source = ASTSource(fn=fn, signature=signature, constexprs=constexprs,
                       attrs=attrs)
    compiled = triton.compile(source, target=GPUTarget("cuda", 90, 32),
                              options=dict(num_warps=warps, ptx_version=90))
    return compiled.asm["ptx"]


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--warp-ptx",
                        default=os.path.join(ROOT, "build", "bin", "warp-ptx"))
    parser.add_argument("--ptxas", default=_PTXAS)
    parser.add_argument("--json", default=os.path.join(
        os.path.dirname(os.path.abspath(__file__)), "results.json"))
    args = parser.parse_args()

    rows = []
    with tempfile.TemporaryDirectory() as tmp:
        for name, (file, *rest) in KERNELS.items():
            options = rest[4] if len(rest) > 4 else {}
            ptx, warps = ours(args.warp_ptx, name, file,
                              options.get("replace", ()))
            if ptx is None:
                print(f"{name}: warptile refused today: {warps}")
                rows.append({"kernel": name, "compiler": "warptile",
                             "refused": warps})
                warps = options["warps"]
            pairs = ([("warptile", ptx)] if ptx else []) + \
                [("triton", theirs(name, warps))]
            for compiler, text in pairs:
                row = {"kernel": name, "compiler": compiler, "warps": warps}
                row.update(ptxas_info(args.ptxas, text, f"{name}_{compiler}",
                                      tmp))
                row.update(count_classes(text))
                rows.append(row)

    columns = ["kernel", "compiler", "warps", "sass", "registers",
               "spill_bytes", "smem_bytes"] + [name for name, _ in CLASSES]
    widths = [max(len(c), 14 if c == "kernel" else 0) for c in columns]
    print("  ".join(c.rjust(w) for c, w in zip(columns, widths)))
    for row in rows:
        if "refused" in row:
            print(f"{row['kernel']:>14}  warptile  refused today")
            continue
        print("  ".join(str(row[c]).rjust(w) for c, w in zip(columns, widths)))
    result = {
        "date": datetime.date.today().isoformat(),
        "target": "sm_90",
        "triton": triton.__version__,
        "ptxas": subprocess.run([args.ptxas, "--version"], capture_output=True,
                                text=True).stdout.strip().splitlines()[-1],
        "note": "static instruction counts in the PTX; sass: the cubin's "
                ".text bytes / 16; registers, spills and shared memory from "
                "ptxas -v; the same tile shape and warps; a warptile row "
                "with 'refused' is a kernel the lowering refuses today",
        "rows": rows,
    }
    with open(args.json, "w") as f:
        json.dump(result, f, indent=1)
        f.write("\n")
    print(f"wrote {args.json}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
