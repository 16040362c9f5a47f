#!/usr/bin/env python3
"""Writes the static map kernels examples/staticmap/staticmap_{linear,double}_g{G}.mlir.

One template, instantiated for the probing scheme and the tile size G in
{1, 2, 4, 8, 16, 32}. The algorithm is cuCollections' static_map (see
README.md beside this script and notes of issue 32's contract):

* slots: W = N * G pairs {u64 key, u64 value} (key of slot s at element 2s);
* h1 = fmix64(key), h2 = fmix64(key ^ 0x9e3779b97f4a7c15);
* lane rank r of a tile: first slot (h1 mod N) * G + r; the next window is
  `step` slots further (G for linear probing, ((h2 mod (N - 1)) + 1) * G for
  double hashing), modulo W; at most N windows per key.

  python3 examples/staticmap/generate.py            # rewrite the files
  python3 examples/staticmap/generate.py --check    # exit 1 if one is stale
"""

import argparse
import os
import sys

TILES = (1, 2, 4, 8, 16, 32)
PROBING = ("linear", "double")
BLOCK = 128


def signed64(value):
    value &= (1 << 64) - 1
    return value - (1 << 64) if value >> 63 else value


FMIX_M1 = signed64(0xFF51AFD7ED558CCD)
FMIX_M2 = signed64(0xC4CEB93FE53EC39B)
GOLDEN = signed64(0x9E3779B97F4A7C15)

SCALARS = "!warp.warp<all>, i64, i64, i64, i64, i1"


def fmix64(out, src, tag):
    """fmix64 (MurmurHash3's finaliser) of the i64 `src` into `out`."""
    return f"""\
          %{tag}a = arith.shrui {src}, %c33 : i64
          %{tag}b = arith.xori {src}, %{tag}a : i64
          %{tag}c = arith.muli %{tag}b, %fmix_m1 : i64
          %{tag}d = arith.shrui %{tag}c, %c33 : i64
          %{tag}e = arith.xori %{tag}c, %{tag}d : i64
          %{tag}f = arith.muli %{tag}e, %fmix_m2 : i64
          %{tag}g = arith.shrui %{tag}f, %c33 : i64
          {out} = arith.xori %{tag}f, %{tag}g : i64
"""


def prologue(g, probing):
    text = f"""\
    %w = warp.entry : !warp.warp<all>
    %c0 = arith.constant 0 : i64
    %c1 = arith.constant 1 : i64
    %c2 = arith.constant 2 : i64
    %c33 = arith.constant 33 : i64
    %c64 = arith.constant 64 : i128
    %cg = arith.constant {g} : i64
    %c0_i32 = arith.constant 0 : i32
    %true = arith.constant true
    %fmix_m1 = arith.constant {FMIX_M1} : i64
    %fmix_m2 = arith.constant {FMIX_M2} : i64
    %golden = arith.constant {GOLDEN} : i64
    // Thread t of the grid is lane t mod G of tile t / G.
    %bid = gpu.block_id x
    %bdim = gpu.block_dim x
    %gdim = gpu.grid_dim x
    %tid = gpu.thread_id x
    %first = arith.muli %bid, %bdim : index
    %gtid_index = arith.addi %first, %tid : index
    %gtid = arith.index_cast %gtid_index : index to i64
    %threads_index = arith.muli %gdim, %bdim : index
    %threads = arith.index_cast %threads_index : index to i64
    %tiles = arith.divui %threads, %cg : i64
    %tile_id = arith.divui %gtid, %cg : i64
    %rank = arith.remui %gtid, %cg : i64
    %rank_i32 = arith.trunci %rank : i64 to i32
    %windows = arith.divui %num_slots, %cg : i64
    %windows_m1 = arith.subi %windows, %c1 : i64
    %slots_base = memref.extract_aligned_pointer_as_index %slots : memref<?xi64> -> index
    %slots_addr = arith.index_cast %slots_base : index to i64
    %sp = llvm.inttoptr %slots_addr : i64 to !llvm.ptr
"""
    return text


def start_window(probing):
    """The first slot of the lane and the window step for `%key`."""
    text = fmix64("%h1", "%key", "m")
    text += """\
          %h1w = arith.remui %h1, %windows : i64
          %h1s = arith.muli %h1w, %cg : i64
          %init = arith.addi %h1s, %rank : i64
"""
    if probing == "linear":
        text += "          scf.yield %init, %cg : i64, i64\n"
    else:
        text += "          %key2 = arith.xori %key, %golden : i64\n"
        text += fmix64("%h2", "%key2", "n")
        text += """\
          %h2w = arith.remui %h2, %windows_m1 : i64
          %h2s = arith.addi %h2w, %c1 : i64
          %dstep = arith.muli %h2s, %cg : i64
          scf.yield %init, %dstep : i64, i64
"""
    return text


def loop_head(g, probing):
    """The per-tile probing loop, shared by the three kernels: the warp runs
    it while any of its tiles has a key (a vote on the whole warp, so the
    loop is lane-uniform, W17); each tile carries its key index, its slot,
    the step, the windows visited and whether its key is new."""
    return f"""\
    %wf, %r:5 = scf.while (%w0 = %w, %idx0 = %tile_id, %cur0 = %c0, %step0 = %c0, %i0 = %c0, %fresh0 = %true) : ({SCALARS}) -> ({SCALARS}) {{
      %more = arith.cmpi ult, %idx0, %n : i64
      %go = warp.any %w0, %more : !warp.warp<all>
      scf.condition(%go) %w0, %idx0, %cur0, %step0, %i0, %fresh0 : {SCALARS}
    }} do {{
    ^bb0(%w1: !warp.warp<all>, %idx: i64, %cur_in: i64, %step_in: i64, %i: i64, %fresh: i1):
      %live = arith.cmpi ult, %idx, %n : i64
      %key = scf.if %live -> (i64) {{
        %ix = arith.index_cast %idx : i64 to index
        %k = memref.load %keys[%ix] : memref<?xi64>
        scf.yield %k : i64
      }} else {{
        scf.yield %empty_key : i64
      }}
      %start = arith.andi %live, %fresh : i1
      %cur, %step = scf.if %start -> (i64, i64) {{
{start_window(probing)}      }} else {{
        scf.yield %cur_in, %step_in : i64, i64
      }}
      %t = warp.tile %w1, {g} : !warp.warp<all> -> !warp.tile<{g}>
      // Each lane reads the key of its slot of the window.
      %key_off = arith.muli %cur, %c2 : i64
      %key_ptr = llvm.getelementptr %sp[%key_off] : (!llvm.ptr, i64) -> !llvm.ptr, i64
      %seen = scf.if %live -> (i64) {{
        %s = llvm.load %key_ptr atomic syncscope("device") monotonic {{alignment = 8 : i64}} : !llvm.ptr -> i64
        scf.yield %s : i64
      }} else {{
        scf.yield %empty_key : i64
      }}
      %is_key = arith.cmpi eq, %seen, %key : i64
      %is_empty = arith.cmpi eq, %seen, %empty_key : i64
      %mine_key = arith.andi %live, %is_key : i1
      %mine_empty = arith.andi %live, %is_empty : i1
"""


def loop_tail(advance, done):
    """Next window, or the next key: `advance` and `done` are i1 values the
    whole tile agrees on."""
    return f"""\
      %i_next = arith.addi %i, %c1 : i64
      %i_adv = arith.select {advance}, %i_next, %i : i64
      %exhausted = arith.cmpi eq, %i_adv, %windows : i64
      %full = arith.andi {advance}, %exhausted : i1
      %moved = arith.addi %cur, %step : i64
      %wrapped = arith.remui %moved, %num_slots : i64
      %cur_next = arith.select {advance}, %wrapped, %cur : i64
      %finished = arith.ori {done}, %full : i1
      %idx_next = arith.addi %idx, %tiles : i64
      %idx_out = arith.select %finished, %idx_next, %idx : i64
      %i_out = arith.select %finished, %c0, %i_adv : i64
"""


YIELD = ("      scf.yield %w1, %idx_out, %cur_next, %step, %i_out, %finished : "
         + SCALARS + "\n    }\n    gpu.return\n  }\n")


def insert_kernel(g, probing):
    return f"""\
  // Inserts each (keys[i], values[i]) not already present; counters[0]
  // counts the pairs inserted, counters[1] becomes 1 if a key found no
  // free slot in its N windows (the table is full).
  gpu.func @insert(%slots: memref<?xi64>, %num_slots: i64, %keys: memref<?xi64>, %values: memref<?xi64>, %n: i64, %empty_key: i64, %empty_value: i64, %counters: memref<?xi64>) kernel
      attributes {{known_block_size = array<i32: {BLOCK}, 1, 1>}} {{
{prologue(g, probing)}\
    %counters_base = memref.extract_aligned_pointer_as_index %counters : memref<?xi64> -> index
    %counters_addr = arith.index_cast %counters_base : index to i64
    %inserted_ptr = llvm.inttoptr %counters_addr : i64 to !llvm.ptr
    %full_ptr = llvm.getelementptr %inserted_ptr[1] : (!llvm.ptr) -> !llvm.ptr, i64
    %ek128 = arith.extui %empty_key : i64 to i128
    %ev128 = arith.extui %empty_value : i64 to i128
    %ev_hi = arith.shli %ev128, %c64 : i128
    %expected = arith.ori %ek128, %ev_hi : i128
{loop_head(g, probing)}\
      // Stop at a duplicate; else the lowest lane with an empty slot wins.
      %dup = warp.any %t, %mine_key : !warp.tile<{g}>
      %winner = warp.first_lane %t, %mine_empty : !warp.tile<{g}>
      %has_empty = arith.cmpi sge, %winner, %c0_i32 : i32
      %no_dup = arith.xori %dup, %true : i1
      %try = arith.andi %has_empty, %no_dup : i1
      %is_winner = arith.cmpi eq, %rank_i32, %winner : i32
      %cas_here = arith.andi %try, %is_winner : i1
      // 0: inserted, 1: the key is there (another tile won), 2: lost the
      // slot to another key (read the window again).
      %status_mine = scf.if %cas_here -> (i32) {{
        %ix = arith.index_cast %idx : i64 to index
        %value = memref.load %values[%ix] : memref<?xi64>
        %k128 = arith.extui %key : i64 to i128
        %v128 = arith.extui %value : i64 to i128
        %v_hi = arith.shli %v128, %c64 : i128
        %desired = arith.ori %k128, %v_hi : i128
        %res = llvm.cmpxchg %key_ptr, %expected, %desired syncscope("device") acq_rel monotonic : !llvm.ptr, i128
        %old = llvm.extractvalue %res[0] : !llvm.struct<(i128, i1)>
        %ok = llvm.extractvalue %res[1] : !llvm.struct<(i128, i1)>
        %old_key = arith.trunci %old : i128 to i64
        %same = arith.cmpi eq, %old_key, %key : i64
        scf.if %ok {{
          %prev = llvm.atomicrmw add %inserted_ptr, %c1 syncscope("device") monotonic : !llvm.ptr, i64
        }}
        %c1_i32 = arith.constant 1 : i32
        %c2_i32 = arith.constant 2 : i32
        %lost = arith.select %same, %c1_i32, %c2_i32 : i32
        %status = arith.select %ok, %c0_i32, %lost : i32
        scf.yield %status : i32
      }} else {{
        scf.yield %c0_i32 : i32
      }}
      %source = arith.select %has_empty, %winner, %c0_i32 : i32
      %status = warp.shuffle idx %t, %status_mine, %source : !warp.tile<{g}>, i32
      %c2_st = arith.constant 2 : i32
      %retry = arith.cmpi eq, %status, %c2_st : i32
      %no_retry = arith.xori %retry, %true : i1
      %settled = arith.andi %try, %no_retry : i1
      %no_empty = arith.xori %has_empty, %true : i1
      %live_no_dup = arith.andi %live, %no_dup : i1
      %advance = arith.andi %live_no_dup, %no_empty : i1
      %dup_or_settled = arith.ori %dup, %settled : i1
{loop_tail("%advance", "%dup_or_settled")}\
      %lead = arith.cmpi eq, %rank, %c0 : i64
      %report = arith.andi %full, %lead : i1
      scf.if %report {{
        llvm.store %c1, %full_ptr atomic syncscope("device") monotonic {{alignment = 8 : i64}} : i64, !llvm.ptr
      }}
{YIELD}"""


def lookup_kernel(g, probing, name):
    find = name == "find"
    out_type = "memref<?xi64>" if find else "memref<?xi8>"
    out_name = "out_values" if find else "out_flags"
    doc = ("  // out_values[i] = the value of keys[i], or empty_value where it is\n"
           "  // absent.\n") if find else \
          "  // out_flags[i] = 1 where keys[i] is present, else 0.\n"
    text = f"""\
{doc}  gpu.func @{name}(%slots: memref<?xi64>, %num_slots: i64, %keys: memref<?xi64>, %{out_name}: {out_type}, %n: i64, %empty_key: i64, %empty_value: i64) kernel
      attributes {{known_block_size = array<i32: {BLOCK}, 1, 1>}} {{
{prologue(g, probing)}\
{loop_head(g, probing)}\
      // Found on the lowest lane holding the key; absent once a window
      // holds an empty slot.
      %holder = warp.first_lane %t, %mine_key : !warp.tile<{g}>
      %found = arith.cmpi sge, %holder, %c0_i32 : i32
      %empty_seen = warp.any %t, %mine_empty : !warp.tile<{g}>
"""
    if find:
        text += f"""\
      %is_holder = arith.cmpi eq, %rank_i32, %holder : i32
      %value_mine = scf.if %is_holder -> (i64) {{
        %value_ptr = llvm.getelementptr %key_ptr[1] : (!llvm.ptr) -> !llvm.ptr, i64
        %v = llvm.load %value_ptr atomic syncscope("device") monotonic {{alignment = 8 : i64}} : !llvm.ptr -> i64
        scf.yield %v : i64
      }} else {{
        scf.yield %empty_value : i64
      }}
      %source = arith.select %found, %holder, %c0_i32 : i32
      %value = warp.shuffle idx %t, %value_mine, %source : !warp.tile<{g}>, i64
"""
    text += f"""\
      %not_found = arith.xori %found, %true : i1
      %no_empty = arith.xori %empty_seen, %true : i1
      %live_not_found = arith.andi %live, %not_found : i1
      %advance = arith.andi %live_not_found, %no_empty : i1
      %answered = arith.ori %found, %empty_seen : i1
{loop_tail("%advance", "%answered")}\
      %lead = arith.cmpi eq, %rank, %c0 : i64
      %write = arith.andi %finished, %lead : i1
      scf.if %write {{
        %ox = arith.index_cast %idx : i64 to index
"""
    if find:
        text += f"""\
        %answer = arith.select %found, %value, %empty_value : i64
        memref.store %answer, %{out_name}[%ox] : memref<?xi64>
"""
    else:
        text += f"""\
        %flag = arith.extui %found : i1 to i8
        memref.store %flag, %{out_name}[%ox] : memref<?xi8>
"""
    text += "      }\n"
    return text + YIELD


def module(g, probing):
    return f"""\
// Generated by examples/staticmap/generate.py ({probing} probing, tiles of
// {g} lane{'s' if g > 1 else ''}); do not edit: change the script and run it. How the
// kernels work: examples/staticmap/README.md.
gpu.module @staticmap {{
{insert_kernel(g, probing)}
{lookup_kernel(g, probing, "find")}
{lookup_kernel(g, probing, "contains")}}}
"""


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--check", action="store_true",
                        help="compare with the files instead of writing")
    parser.add_argument("--dir", default=os.path.dirname(os.path.abspath(__file__)))
    args = parser.parse_args()
    stale = []
    for probing in PROBING:
        for g in TILES:
            path = os.path.join(args.dir, f"staticmap_{probing}_g{g}.mlir")
            text = module(g, probing)
            if args.check:
                try:
                    with open(path) as f:
                        current = f.read()
                except OSError:
                    current = None
                if current != text:
                    stale.append(path)
            else:
                with open(path, "w") as f:
                    f.write(text)
    for path in stale:
        print(f"stale: {path} (run examples/staticmap/generate.py)")
    if args.check and not stale:
        print(f"current: {len(TILES) * len(PROBING)} files")
    return 1 if stale else 0


if __name__ == "__main__":
    sys.exit(main())
