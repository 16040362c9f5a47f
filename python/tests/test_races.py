"""The simulator's race findings as Race objects: both threads, both
accesses, their ops and source lines (expected values by hand from the
kernels below)."""

import numpy as np
import pytest

import warptile as wt

i32 = np.int32

# Line numbers matter: the store of block 0 is on line 12, the load of
# block 1 on line 17 (1-based, counting from the first line of the text).
CROSS_BLOCK = """gpu.module @m {
  gpu.func @cross_block(%a: memref<2xi32>) kernel {
    %bid = gpu.block_id x
    %tid = gpu.thread_id x
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %lead = arith.cmpi eq, %tid, %c0 : index
    %b0 = arith.cmpi eq, %bid, %c0 : index
    %w = arith.andi %lead, %b0 : i1
    scf.if %w {
      %seven = arith.constant 7 : i32
      memref.store %seven, %a[%c0] : memref<2xi32>
    }
    %b1 = arith.cmpi eq, %bid, %c1 : index
    %r = arith.andi %lead, %b1 : i1
    scf.if %r {
      %v = memref.load %a[%c0] : memref<2xi32>
      memref.store %v, %a[%c1] : memref<2xi32>
    }
    gpu.return
  }
}
"""

# Every thread of one block writes its thread number to a shared word
# (line 7): threads write different values, nothing orders them.
SHARED_WORD = """gpu.module @m {
  gpu.func @shared_word(%out: memref<1xi32>)
      workgroup(%s: memref<1xi32, #gpu.address_space<workgroup>>) kernel {
    %tid = gpu.thread_id x
    %c0 = arith.constant 0 : index
    %v = arith.index_cast %tid : index to i32
    memref.store %v, %s[%c0] : memref<1xi32, #gpu.address_space<workgroup>>
    gpu.barrier
    %x = memref.load %s[%c0] : memref<1xi32, #gpu.address_space<workgroup>>
    memref.store %x, %out[%c0] : memref<1xi32>
    gpu.return
  }
}
"""


@pytest.mark.parametrize("seed", [0, 1, 7])
def test_cross_block_read_after_write(seed):
    k = wt.Module.parse(CROSS_BLOCK, name="cross.mlir").kernel("cross_block")
    k.sim_seed = seed
    with pytest.raises(wt.SimulationError) as caught:
        k(np.zeros(2, i32), grid=2, block=32, backend="sim")
    [race] = caught.value.races
    assert isinstance(race, wt.Race)
    assert race.kind == "global-race"
    # Block 0's thread 0 wrote a[0] (line 12); block 1's thread 0 read it
    # (line 17, the load), nothing ordering the two blocks.
    assert race.first.block == (0, 0, 0) and race.first.thread == (0, 0, 0)
    assert race.first.access == "wrote"
    assert (race.first.file, race.first.line) == ("cross.mlir", 12)
    assert race.second.block == (1, 0, 0) and race.second.thread == (0, 0, 0)
    assert race.second.access == "reads"
    assert (race.second.file, race.second.line) == ("cross.mlir", 17)
    assert race.buffer == "argument 0" and race.offset == 0


def test_shared_write_write_names_two_threads_of_the_block():
    k = wt.Module.parse(SHARED_WORD, name="word.mlir").kernel("shared_word")
    with pytest.raises(wt.SimulationError) as caught:
        k(np.zeros(1, i32), grid=1, block=4, backend="sim")
    races = caught.value.races
    assert races, caught.value.findings
    race = races[0]
    assert race.kind == "shared-race"
    assert race.buffer == "shared memory" and race.offset == 0
    assert race.first.block == race.second.block == (0, 0, 0)
    assert race.first.thread != race.second.thread
    assert {race.first.thread[0], race.second.thread[0]} <= {0, 1, 2, 3}
    assert race.first.line == race.second.line == 7


def test_other_findings_are_not_races():
    assert wt.SimulationError("k", [("global-oob", "block (0,0,0) thread "
                                     "(0,0,0) warp 0 lane 0: reads")],
                              "").races == []
