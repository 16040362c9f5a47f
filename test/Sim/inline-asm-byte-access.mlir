// Inline PTX that moves one scalar ld or st through local registers with
// integer cvt/mov (CUB's one-byte ThreadLoad and ThreadStore, which
// DeviceHistogram's sweep kernel reads its samples with) runs as the LLVM
// access with the conversions, checked like the simulator's own accesses.
// Expected values from the PTX ISA by hand (Python below): ld.u8 then
// cvt.u16.u8 is the byte zero-extended; ld.s8 then cvt.s32.s8 is the byte
// sign-extended; cvt.u8.u16 then st.u8 stores the low byte.
//
// RUN: %python -c "import numpy as np; x = ((np.arange(32) * 37 + 200) %% 256).astype(np.uint8); np.save('%t.in.npy', x); np.save('%t.words.npy', np.stack([x.astype(np.int32), x.view(np.int8).astype(np.int32)], 1).reshape(-1)); np.save('%t.bytes.npy', ((0x1234 + np.arange(32) * 0x101) & 0xff).astype(np.uint8))"
// RUN: sh -c 'for seed in 0 3; do warp-run --sim --sim-seed $seed %s --kernel bytes --block 32 --arg u8[32]=file:%t.in.npy --arg i32[64] --arg u8[32] --expect 1=%t.words.npy --expect 2=%t.bytes.npy 2>&1; echo "exit $?"; done' | FileCheck %s --check-prefix=BYTES
// RUN: sh -c 'warp-run --sim %s --kernel load_then_add --block 32 --arg u8[32]=file:%t.in.npy --arg i32[32] 2>&1; echo "exit $?"' | FileCheck %s --check-prefix=ADD
// RUN: sh -c 'warp-run --sim %s --kernel store_race --block 32 --arg u8[32] 2>&1; echo "exit $?"' | FileCheck %s --check-prefix=RACE

module {
  // BYTES-NOT: finding
  // BYTES: warp-run: 2 results match
  // BYTES: exit 0
  // BYTES-NOT: finding
  // BYTES: warp-run: 2 results match
  // BYTES: exit 0
  llvm.func @bytes(%in: !llvm.ptr, %out: !llvm.ptr, %bytes: !llvm.ptr) attributes {nvvm.kernel} {
    %tid = nvvm.read.ptx.sreg.tid.x : i32
    %two = llvm.mlir.constant(2 : i32) : i32
    %one = llvm.mlir.constant(1 : i32) : i32
    %base = llvm.mlir.constant(4660 : i16) : i16
    %step = llvm.mlir.constant(257 : i16) : i16
    %p = llvm.getelementptr %in[%tid] : (!llvm.ptr, i32) -> !llvm.ptr, i8
    // CUB's ThreadLoad<LOAD_LDG> of an unsigned char.
    %u = llvm.inline_asm has_side_effects "{   .reg .u8 datum;    ld.global.nc.u8 datum, [$1];    cvt.u16.u8 $0, datum;}", "=h,l" %p : (!llvm.ptr) -> i16
    // A signed byte into a 32-bit register.
    %s = llvm.inline_asm has_side_effects "{ .reg .s8 d; ld.global.s8 d, [$1]; cvt.s32.s8 $0, d; }", "=r,l" %p : (!llvm.ptr) -> i32
    %u32 = llvm.zext %u : i16 to i32
    %t2 = llvm.mul %tid, %two : i32
    %t21 = llvm.add %t2, %one : i32
    %o0 = llvm.getelementptr %out[%t2] : (!llvm.ptr, i32) -> !llvm.ptr, i32
    %o1 = llvm.getelementptr %out[%t21] : (!llvm.ptr, i32) -> !llvm.ptr, i32
    llvm.store %u32, %o0 : i32, !llvm.ptr
    llvm.store %s, %o1 : i32, !llvm.ptr
    // CUB's ThreadStore<STORE_WB> of an unsigned char: 0x1234 + 0x101 tid.
    %t16 = llvm.trunc %tid : i32 to i16
    %m = llvm.mul %t16, %step : i16
    %v = llvm.add %m, %base : i16
    %q = llvm.getelementptr %bytes[%tid] : (!llvm.ptr, i32) -> !llvm.ptr, i8
    llvm.inline_asm has_side_effects "{   .reg .u8 datum;   cvt.u8.u16 datum, $1;   st.global.wb.u8 [$0], datum;}", "l,h" %q, %v : (!llvm.ptr, i16) -> ()
    llvm.return
  }

  // Arithmetic beside the access is not a move: refused by name.
  // ADD: the simulator does not model inline assembly (PTX) '{ .reg .u8 d; ld.global.u8 d, [$1]; add.u32 $0, d, 1; }': the memory access 'ld.global.u8'
  // ADD: exit 1
  llvm.func @load_then_add(%in: !llvm.ptr, %out: !llvm.ptr) attributes {nvvm.kernel} {
    %tid = nvvm.read.ptx.sreg.tid.x : i32
    %p = llvm.getelementptr %in[%tid] : (!llvm.ptr, i32) -> !llvm.ptr, i8
    %a = llvm.inline_asm has_side_effects "{ .reg .u8 d; ld.global.u8 d, [$1]; add.u32 $0, d, 1; }", "=r,l" %p : (!llvm.ptr) -> i32
    %o = llvm.getelementptr %out[%tid] : (!llvm.ptr, i32) -> !llvm.ptr, i32
    llvm.store %a, %o : i32, !llvm.ptr
    llvm.return
  }

  // The lowered store is checked as the simulator's own: every thread
  // storing byte 0 is a race.
  // RACE: global-race
  // RACE: exit 4
  llvm.func @store_race(%bytes: !llvm.ptr) attributes {nvvm.kernel} {
    %tid = nvvm.read.ptx.sreg.tid.x : i32
    %t16 = llvm.trunc %tid : i32 to i16
    llvm.inline_asm has_side_effects "{ .reg .u8 datum; cvt.u8.u16 datum, $1; st.global.u8 [$0], datum; }", "l,h" %bytes, %t16 : (!llvm.ptr, i16) -> ()
    llvm.return
  }
}
