// Inline PTX that is one ld or st (what device-wide CUB writes: the
// ld.global.nc of its loads, the decoupled look-back's ld.relaxed.gpu.v2 and
// st.relaxed.gpu.v2, volatile and acquire forms) runs as the LLVM access
// it stands for, so the simulator checks it like its own (state space,
// alignment); and __syncthreads_count/and/or as clang-22 calls them
// (llvm.nvvm.barrier.cta.red.*). Expected buffers: Inputs/asm_access_expected.py
// (from the PTX ISA's definitions, by hand in Python).
//
// RUN: %python %S/Inputs/asm_access_expected.py accesses %t.acc.npy
// RUN: sh -c 'for seed in 0 3; do warp-run --sim --sim-seed $seed %s --kernel accesses --block 64 --arg i32[128]=iota --arg i32[128] --expect 1=%t.acc.npy 2>&1; echo "exit $?"; done' | FileCheck %s --check-prefix=ACC
// RUN: %python %S/Inputs/asm_access_expected.py bar_red %t.red.npy
// RUN: sh -c 'for seed in 0 5; do warp-run --sim --sim-seed $seed %s --kernel bar_red --block 96 --arg i32[288] --expect 0=%t.red.npy 2>&1; echo "exit $?"; done' | FileCheck %s --check-prefix=RED
// RUN: %python %S/Inputs/asm_access_expected.py widths_input %t.win.npy
// RUN: %python %S/Inputs/asm_access_expected.py widths %t.wout.npy %t.win.npy
// RUN: sh -c 'warp-run --sim %s --kernel widths --block 32 --arg i32[128]=file:%t.win.npy --arg i32[128] --expect 1=%t.wout.npy 2>&1; echo "exit $?"' | FileCheck %s --check-prefix=WIDTHS
// RUN: sh -c 'warp-run --sim %s --kernel misaligned_vector --block 32 --arg i32[96]=iota --arg i32[64] 2>&1; echo "exit $?"' | FileCheck %s --check-prefix=ALIGN
// RUN: sh -c 'warp-run --sim %s --kernel shared_on_global --block 32 --arg i32[32]=iota --arg i32[32] 2>&1; echo "exit $?"' | FileCheck %s --check-prefix=SPACE
// RUN: sh -c 'warp-run --sim %s --kernel asm_with_two_loads --block 32 --arg i32[32]=iota --arg i32[32] 2>&1; echo "exit $?"' | FileCheck %s --check-prefix=TWO

module {
  // ACC-NOT: finding
  // ACC: warp-run: 1 result match
  // ACC: exit 0
  // ACC-NOT: finding
  // ACC: warp-run: 1 result match
  // ACC: exit 0
  llvm.func @accesses(%in: !llvm.ptr, %out: !llvm.ptr) attributes {nvvm.kernel} {
    %tid = nvvm.read.ptx.sreg.tid.x : i32
    %two = llvm.mlir.constant(2 : i32) : i32
    %even = llvm.mlir.constant(-2 : i32) : i32
    %p = llvm.getelementptr %in[%tid] : (!llvm.ptr, i32) -> !llvm.ptr, i32
    // in[tid], read-only path.
    %a = llvm.inline_asm has_side_effects "ld.global.nc.u32 $0, [$1];", "=r,l" %p : (!llvm.ptr) -> i32
    // in[tid & ~1], in[(tid & ~1) + 1]: a relaxed pair, 8-byte aligned.
    %e = llvm.and %tid, %even : i32
    %q = llvm.getelementptr %in[%e] : (!llvm.ptr, i32) -> !llvm.ptr, i32
    %v = llvm.inline_asm has_side_effects "ld.relaxed.gpu.v2.u32 {$0, $1}, [$2];", "=r,=r,l" %q : (!llvm.ptr) -> !llvm.struct<(i32, i32)>
    %x = llvm.extractvalue %v[0] : !llvm.struct<(i32, i32)>
    %y = llvm.extractvalue %v[1] : !llvm.struct<(i32, i32)>
    // in[tid + 64] with an offset in the address, acquire; volatile too.
    %c = llvm.inline_asm has_side_effects "ld.acquire.gpu.global.u32 $0, [$1+256];", "=r,l" %p : (!llvm.ptr) -> i32
    %d = llvm.inline_asm has_side_effects "ld.volatile.u32 $0, [$1];", "=r,l" %p : (!llvm.ptr) -> i32
    // out[2 tid] = a + x + c, out[2 tid + 1] = 2 y + d: a relaxed pair.
    %ax = llvm.add %a, %x : i32
    %s0 = llvm.add %ax, %c : i32
    %y2 = llvm.mul %y, %two : i32
    %s1 = llvm.add %y2, %d : i32
    %t2 = llvm.mul %tid, %two : i32
    %o = llvm.getelementptr %out[%t2] : (!llvm.ptr, i32) -> !llvm.ptr, i32
    llvm.inline_asm has_side_effects "st.relaxed.gpu.global.v2.u32 [$0], {$1, $2};", "l,r,r" %o, %s0, %s1 : (!llvm.ptr, i32, i32) -> ()
    llvm.return
  }

  // __syncthreads_count(tid % 3 == 0), __syncthreads_and(tid < 96),
  // __syncthreads_or(tid == 95) as clang-22 emits them; each thread
  // writes the three results: out[3 tid + k].
  // RED-NOT: finding
  // RED: warp-run: 1 result match
  // RED: exit 0
  // RED-NOT: finding
  // RED: warp-run: 1 result match
  // RED: exit 0
  llvm.func @bar_red(%out: !llvm.ptr) attributes {nvvm.kernel} {
    %tid = nvvm.read.ptx.sreg.tid.x : i32
    %c0 = llvm.mlir.constant(0 : i32) : i32
    %c1 = llvm.mlir.constant(1 : i32) : i32
    %c2 = llvm.mlir.constant(2 : i32) : i32
    %c3 = llvm.mlir.constant(3 : i32) : i32
    %c95 = llvm.mlir.constant(95 : i32) : i32
    %c96 = llvm.mlir.constant(96 : i32) : i32
    %m = llvm.urem %tid, %c3 : i32
    %p0 = llvm.icmp "eq" %m, %c0 : i32
    %n = llvm.call_intrinsic "llvm.nvvm.barrier.cta.red.popc.aligned.all"(%c0, %p0) : (i32, i1) -> i32
    %p1 = llvm.icmp "ult" %tid, %c96 : i32
    %all = llvm.call_intrinsic "llvm.nvvm.barrier.cta.red.and.aligned.all"(%c0, %p1) : (i32, i1) -> i1
    %p2 = llvm.icmp "eq" %tid, %c95 : i32
    %any = llvm.call_intrinsic "llvm.nvvm.barrier.cta.red.or.all"(%c0, %p2) : (i32, i1) -> i1
    %all32 = llvm.zext %all : i1 to i32
    %any32 = llvm.zext %any : i1 to i32
    %base = llvm.mul %tid, %c3 : i32
    %i1 = llvm.add %base, %c1 : i32
    %i2 = llvm.add %base, %c2 : i32
    %q0 = llvm.getelementptr %out[%base] : (!llvm.ptr, i32) -> !llvm.ptr, i32
    %q1 = llvm.getelementptr %out[%i1] : (!llvm.ptr, i32) -> !llvm.ptr, i32
    %q2 = llvm.getelementptr %out[%i2] : (!llvm.ptr, i32) -> !llvm.ptr, i32
    llvm.store %n, %q0 : i32, !llvm.ptr
    llvm.store %all32, %q1 : i32, !llvm.ptr
    llvm.store %any32, %q2 : i32, !llvm.ptr
    llvm.return
  }

  // Widths: a .v4 load and store, a .s8 load into a 32-bit register
  // (sign-extended), an .f32 load into a float register, a .u8 store of a
  // 32-bit register's low byte at an offset.
  // WIDTHS-NOT: finding
  // WIDTHS: warp-run: 1 result match
  // WIDTHS: exit 0
  llvm.func @widths(%in: !llvm.ptr, %out: !llvm.ptr) attributes {nvvm.kernel} {
    %tid = nvvm.read.ptx.sreg.tid.x : i32
    %c4 = llvm.mlir.constant(4 : i32) : i32
    %t4 = llvm.mul %tid, %c4 : i32
    %p = llvm.getelementptr %in[%t4] : (!llvm.ptr, i32) -> !llvm.ptr, i32
    %v = llvm.inline_asm has_side_effects "ld.global.v4.u32 {$0, $1, $2, $3}, [$4];", "=r,=r,=r,=r,l" %p : (!llvm.ptr) -> !llvm.struct<(i32, i32, i32, i32)>
    %a = llvm.extractvalue %v[3] : !llvm.struct<(i32, i32, i32, i32)>
    %s8 = llvm.inline_asm has_side_effects "ld.global.s8 $0, [$1+3];", "=r,l" %p : (!llvm.ptr) -> i32
    %f = llvm.inline_asm has_side_effects "ld.global.f32 $0, [$1+8];", "=f,l" %p : (!llvm.ptr) -> f32
    %fi = llvm.fptosi %f : f32 to i32
    %q = llvm.getelementptr %out[%t4] : (!llvm.ptr, i32) -> !llvm.ptr, i32
    llvm.inline_asm has_side_effects "st.global.v4.u32 [$0], {$1, $2, $3, $4};", "l,r,r,r,r" %q, %a, %s8, %fi, %tid : (!llvm.ptr, i32, i32, i32, i32) -> ()
    llvm.inline_asm has_side_effects "st.global.u8 [$0+1], $1;", "l,r" %q, %a : (!llvm.ptr, i32) -> ()
    llvm.return
  }

  // A .v2.u32 access needs 8-byte alignment (PTX ISA, ld: "the address
  // must be naturally aligned to a multiple of the access size"); odd
  // elements are 4 bytes off.
  // ALIGN: warp-run: finding (misaligned)
  // ALIGN: exit 4
  llvm.func @misaligned_vector(%in: !llvm.ptr, %out: !llvm.ptr) attributes {nvvm.kernel} {
    %tid = nvvm.read.ptx.sreg.tid.x : i32
    %two = llvm.mlir.constant(2 : i32) : i32
    %one = llvm.mlir.constant(1 : i32) : i32
    %t2 = llvm.mul %tid, %two : i32
    %odd = llvm.add %t2, %one : i32
    %q = llvm.getelementptr %in[%odd] : (!llvm.ptr, i32) -> !llvm.ptr, i32
    %v = llvm.inline_asm has_side_effects "ld.global.v2.u32 {$0, $1}, [$2];", "=r,=r,l" %q : (!llvm.ptr) -> !llvm.struct<(i32, i32)>
    %x = llvm.extractvalue %v[0] : !llvm.struct<(i32, i32)>
    %o = llvm.getelementptr %out[%tid] : (!llvm.ptr, i32) -> !llvm.ptr, i32
    llvm.store %x, %o : i32, !llvm.ptr
    llvm.return
  }

  // ld.shared on the address of a global buffer: the state space the
  // instruction names does not hold the address.
  // SPACE: warp-run: finding (state-space)
  // SPACE: exit 4
  llvm.func @shared_on_global(%in: !llvm.ptr, %out: !llvm.ptr) attributes {nvvm.kernel} {
    %tid = nvvm.read.ptx.sreg.tid.x : i32
    %p = llvm.getelementptr %in[%tid] : (!llvm.ptr, i32) -> !llvm.ptr, i32
    %a = llvm.inline_asm has_side_effects "ld.shared.u32 $0, [$1];", "=r,l" %p : (!llvm.ptr) -> i32
    %o = llvm.getelementptr %out[%tid] : (!llvm.ptr, i32) -> !llvm.ptr, i32
    llvm.store %a, %o : i32, !llvm.ptr
    llvm.return
  }

  // A snippet of two accesses is not one LLVM access: refused, named.
  // TWO: the simulator does not model inline assembly (PTX) '{ ld.global.u32 $0, [$1]; ld.global.u32 $0, [$1+4]; }': the memory access 'ld.global.u32'
  // TWO: exit 1
  llvm.func @asm_with_two_loads(%in: !llvm.ptr, %out: !llvm.ptr) attributes {nvvm.kernel} {
    %tid = nvvm.read.ptx.sreg.tid.x : i32
    %p = llvm.getelementptr %in[%tid] : (!llvm.ptr, i32) -> !llvm.ptr, i32
    %a = llvm.inline_asm has_side_effects "{ ld.global.u32 $0, [$1]; ld.global.u32 $0, [$1+4]; }", "=r,l" %p : (!llvm.ptr) -> i32
    %o = llvm.getelementptr %out[%tid] : (!llvm.ptr, i32) -> !llvm.ptr, i32
    llvm.store %a, %o : i32, !llvm.ptr
    llvm.return
  }
}
