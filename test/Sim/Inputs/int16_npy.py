"""i16 and u16 .npy files for test/Sim/int16-arguments.mlir, and the
expected sum computed by NumPy (wrapping modulo 2^16, as arith.addi on
i16 does). Usage: int16_npy.py PREFIX"""
import sys

import numpy as np

prefix = sys.argv[1]
a = np.array([-32768, -1, 0, 1, 32767, -1234, 77, 300], dtype=np.int16)
b = np.array([65535, 1, 32768, 65534, 1, 1234, 0, 40000], dtype=np.uint16)
np.save(prefix + '.a.npy', a)
np.save(prefix + '.b.npy', b.view(np.int16))
np.save(prefix + '.u16.npy', b)
np.save(prefix + '.sum.npy', (a.view(np.uint16) + b).view(np.int16))
np.save(prefix + '.bad.npy', (a.view(np.uint16) + b + 1).view(np.int16))
np.save(prefix + '.i32.npy', a.astype(np.int32))
