"""Inputs and independent expectations for tensor-core.test.

  tensor_core.py inputs DIR          writes the input buffers (.npy) to DIR
  tensor_core.py check KIND OUT DIR  compares the buffer OUT (.npy) that a
                                     kernel of Inputs/tensor-core.mlir wrote
                                     with numpy's result; exit 1 if it differs

Fragments are laid out and read back with the PTX ISA's formulas ("Matrix
Fragments for mma.m16n8k16 with floating point type", "... mma.m16n8k8",
"... mma.m16n8k32", ldmatrix), written here from the ISA's text, not from
the simulator. The matrices hold small integers, so every product and sum
is exact in f16, tf32 and f32, whatever order a tensor core adds in.
"""

import os
import sys

import numpy as np

LANES = range(32)


def group(lane):
    return lane >> 2  # groupID


def in_group(lane):
    return lane % 4  # threadID_in_group


def c_coords(lane):
    """C/D elements c0-c3 of a lane: row groupID for c0, c1, + 8 for c2,
    c3; column threadID_in_group * 2 + (i & 1)."""
    g, t = group(lane), in_group(lane)
    return [(g + 8 * (i >= 2), 2 * t + (i & 1)) for i in range(4)]


def f16_a_coords(lane):
    """m16n8k16 .f16/.bf16 A: row groupID for 0 <= i < 2 or 4 <= i < 6,
    else + 8; column threadID_in_group * 2 + (i & 1) (+ 8 for i >= 4)."""
    g, t = group(lane), in_group(lane)
    return [(g if (i < 2 or 4 <= i < 6) else g + 8,
             2 * t + (i & 1) + 8 * (i >= 4)) for i in range(8)]


def f16_b_coords(lane):
    """m16n8k16 .f16/.bf16 B: row threadID_in_group * 2 + (i & 1) (+ 8 for
    i >= 2), column groupID."""
    g, t = group(lane), in_group(lane)
    return [(2 * t + (i & 1) + 8 * (i >= 2), g) for i in range(4)]


def bf16(matrix):
    """bf16 bit patterns: the high half of each f32 (exact here)."""
    return (matrix.astype(np.float32).view(np.uint32) >> 16).astype(np.uint16)


def tf32_a_coords(lane):
    """m16n8k8 .tf32 A: row groupID for a0, a2 (+ 8 for a1, a3); column
    threadID_in_group for a0, a1 (+ 4 for a2, a3)."""
    g, t = group(lane), in_group(lane)
    return [(g + 8 * (i % 2), t + 4 * (i >= 2)) for i in range(4)]


def tf32_b_coords(lane):
    """m16n8k8 .tf32 B: row threadID_in_group (+ 4 for b1), column
    groupID."""
    g, t = group(lane), in_group(lane)
    return [(t + 4 * i, g) for i in range(2)]


def s8_a_coords(lane):
    """m16n8k32 .s8 A: row groupID for 0 <= i < 4 or 8 <= i < 12, else +
    8; column threadID_in_group * 4 + (i & 3) (+ 16 for i >= 8)."""
    g, t = group(lane), in_group(lane)
    return [(g if (i < 4 or 8 <= i < 12) else g + 8,
             4 * t + (i & 3) + 16 * (i >= 8)) for i in range(16)]


def s8_b_coords(lane):
    """m16n8k32 .s8 B: row threadID_in_group * 4 + (i & 3) (+ 16 for
    i >= 4), column groupID."""
    g, t = group(lane), in_group(lane)
    return [(4 * t + (i & 3) + 16 * (i >= 4), g) for i in range(8)]


def scatter(matrix, coords, dtype):
    """Per lane, the elements at `coords(lane)`, as raw bytes (int8)."""
    values = [matrix[r, c] for lane in LANES for (r, c) in coords(lane)]
    return np.array(values, dtype=dtype).view(np.int8)


def gather(raw, coords, dtype, shape):
    values = raw.view(dtype)
    matrix = np.full(shape, np.nan if dtype != np.int32 else -1, dtype)
    k = 0
    for lane in LANES:
        for (r, c) in coords(lane):
            matrix[r, c] = values[k]
            k += 1
    return matrix


def matrices(folder):
    rng = np.random.default_rng(2024)
    return {
        "a16": rng.integers(-8, 9, (16, 16)).astype(np.float32),
        "b16": rng.integers(-8, 9, (16, 8)).astype(np.float32),
        "c16": rng.integers(-100, 101, (16, 8)).astype(np.float32),
        "a_tf32": rng.integers(-8, 9, (16, 8)).astype(np.float32),
        "b_tf32": rng.integers(-8, 9, (8, 8)).astype(np.float32),
        "c_tf32": rng.integers(-100, 101, (16, 8)).astype(np.float32),
        "a_s8": rng.integers(-128, 128, (16, 32)),
        "b_s8": rng.integers(-128, 128, (32, 8)),
        "c_s8": rng.integers(-10**6, 10**6, (16, 8)),
        "a_bf16": rng.integers(-8, 9, (16, 16)).astype(np.float32),
        "b_bf16": rng.integers(-8, 9, (16, 8)).astype(np.float32),
        "c_bf16": rng.integers(-100, 101, (16, 8)).astype(np.float32),
    }


def inputs(folder):
    m = matrices(folder)

    def save(name, array):
        np.save(os.path.join(folder, name + ".npy"), array)

    save("a16", m["a16"].reshape(-1))
    save("b16", m["b16"].reshape(-1))
    save("c_f32", scatter(m["c16"], c_coords, np.float32))
    save("c_f16", scatter(m["c16"], c_coords, np.float16))
    save("a_tf32", scatter(m["a_tf32"], tf32_a_coords, np.float32))
    save("b_tf32", scatter(m["b_tf32"], tf32_b_coords, np.float32))
    save("c_tf32", scatter(m["c_tf32"], c_coords, np.float32))
    save("a_s8", scatter(m["a_s8"], s8_a_coords, np.int8))
    save("b_s8", scatter(m["b_s8"], s8_b_coords, np.int8))
    save("c_s8", scatter(m["c_s8"], c_coords, np.int32))
    save("a_bf16", scatter(bf16(m["a_bf16"]), f16_a_coords, np.uint16))
    save("b_bf16", scatter(bf16(m["b_bf16"]), f16_b_coords, np.uint16))
    save("c_bf16", scatter(m["c_bf16"], c_coords, np.float32))
    save("cp_in", np.arange(1, 257, dtype=np.float32))


def ldmatrix_probe():
    """Each lane's registers from the PTX ISA's ldmatrix rules: lanes
    8i-8i+7 give the rows of matrix i; lane l receives row l / 4, elements
    2 * (l % 4) and + 1 (in that order); .trans transposes each matrix.
    Rows hold r * 8 + c, lane r gives row r."""
    rows = np.arange(256, dtype=np.uint16).reshape(32, 8)

    def registers(count, trans):
        out = []
        for lane in LANES:
            g, c = lane // 4, 2 * (lane % 4)
            for i in range(count):
                m = rows[8 * i:8 * i + 8]
                m = m.T if trans else m
                out += [m[g, c], m[g, c + 1]]
        return out

    values = registers(1, False) + registers(2, True) + registers(4, False)
    return np.array(values, dtype=np.uint16).view(np.int8)


def check(kind, got, folder):
    """(what the kernel wrote, what it should have written) as arrays."""
    m = matrices(folder)
    if kind == "mma_f16":
        want = m["a16"] @ m["b16"] + m["c16"]
        return gather(got, c_coords, np.float32, (16, 8)), want
    if kind == "mma_f16_acc":
        want = (m["a16"] @ m["b16"] + m["c16"]).astype(np.float16)
        return gather(got, c_coords, np.float16, (16, 8)), want
    if kind == "mma_tf32":
        want = m["a_tf32"] @ m["b_tf32"] + m["c_tf32"]
        return gather(got, c_coords, np.float32, (16, 8)), want
    if kind == "mma_s8":
        want = (m["a_s8"] @ m["b_s8"] + m["c_s8"]).astype(np.int32)
        return gather(got, c_coords, np.int32, (16, 8)), want
    if kind == "mma_bf16":
        want = m["a_bf16"] @ m["b_bf16"] + m["c_bf16"]
        return gather(got, c_coords, np.float32, (16, 8)), want
    if kind == "cp_async_small":
        want = np.arange(128, dtype=np.float32)  # iota
        want[1::4] = 0
        return got, want
    if kind == "ldmatrix":
        return got, ldmatrix_probe()
    if kind.startswith("cp_async:"):
        valid = int(kind.split(":")[1])
        want = np.arange(1, 257, dtype=np.float32)
        want[128:].reshape(32, 4)[:, valid:] = 0
        return got, want
    raise SystemExit("unknown kind " + kind)


def main():
    if sys.argv[1] == "inputs":
        inputs(sys.argv[2])
        return
    kind, out, folder = sys.argv[2:5]
    got, want = check(kind, np.load(out), folder)
    got, want = got.reshape(-1), want.reshape(-1)
    if got.shape != want.shape or not np.array_equal(got, want):
        bad = np.nonzero(got != want)[0] if got.shape == want.shape else []
        print("%s: %d of %d elements differ; first: %s" %
              (kind, len(bad), want.size,
               ", ".join("[%d] %s != %s" % (i, got[i], want[i])
                         for i in bad[:4])))
        sys.exit(1)
    print("%s: all %d elements as expected" % (kind, want.size))


if __name__ == "__main__":
    main()
