"""The .npy files of the test oracles, read and written without NumPy.

The oracles (scripts/isa-oracle.py, test/Sim/Inputs/*.py, the sweeps) run
under any python3, NumPy or not, and hand warp-run 1-D or n-D arrays of
integers or float bit patterns: version 1.0 files, little-endian, C order.
"""

import re
import struct


def write_npy(path, values, descr="<i4", shape=None):
    """Writes `values` (integers: signed values or unsigned bit patterns,
    taken modulo the element width) as an array of `descr` ('<i4', '<f8',
    ...) of `shape` (default: 1-D)."""
    size = int(re.fullmatch(r"[<|]?[a-z](\d+)", descr).group(1))
    shape = tuple(shape) if shape else (len(values),)
    dims = "%d," % shape[0] if len(shape) == 1 else \
        "".join("%d, " % d for d in shape)
    header = "{'descr': '%s', 'fortran_order': False, 'shape': (%s), }" % (
        descr, dims)
    # magic (6) + version (2) + header length (2) + header + '\n', padded
    # to a multiple of 64 bytes.
    header += " " * ((64 - (10 + len(header) + 1) % 64) % 64) + "\n"
    mask = (1 << (8 * size)) - 1
    data = b"".join((v & mask).to_bytes(size, "little") for v in values)
    with open(path, "wb") as f:
        f.write(b"\x93NUMPY\x01\x00" + struct.pack("<H", len(header)) +
                header.encode("latin1") + data)


def read_npy(path):
    """The elements of a little-endian .npy file, in order, as unsigned bit
    patterns."""
    with open(path, "rb") as f:
        raw = f.read()
    if raw[:6] != b"\x93NUMPY":
        raise ValueError("%s is not a .npy file" % path)
    if raw[6] == 1:
        hlen = struct.unpack("<H", raw[8:10])[0]
        start = 10 + hlen
    else:
        hlen = struct.unpack("<I", raw[8:12])[0]
        start = 12 + hlen
    header = raw[start - hlen:start].decode("latin1")
    size = int(re.search(r"'descr': '[<|]?[a-z](\d+)'", header).group(1))
    data = raw[start:]
    return [int.from_bytes(data[i:i + size], "little")
            for i in range(0, len(data), size)]
