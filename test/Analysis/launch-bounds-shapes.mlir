// RUN: warp-opt %s --split-input-file --warp-check-convergence=warnings-as-errors --verify-diagnostics
//
// Issue 34, H4: a kernel that declares only a bound on its threads
// (`nvvm.maxntid`, as an attribute or clang's passthrough entry of
// `__launch_bounds__`) and reads tid.y/z may be launched with any shape
// whose product is the bound (PTX: .maxntid bounds the product), so the
// checker decides each such shape (docs/Convergence.md, Block sizes). An
// exact declaration (`nvvm.reqntid`) is used exactly.

// Bug: the passthrough form. The kernel's index `tid.y * 16 + tid.x` names
// a 16 x 6 block, which the bound admits, and there tid.x < 16 holds on all
// 32 lanes of each warp (in a 96 x 1 block it would be lanes 0-15).
llvm.func ptx_kernelcc @passthrough_x16(%p: !llvm.ptr) attributes {passthrough = [["nvvm.maxntid", "96"]]} {
  %c16 = llvm.mlir.constant(16 : i32) : i32
  %mask = llvm.mlir.constant(65535 : i32) : i32
  %c3 = llvm.mlir.constant(3 : i32) : i32
  %c31 = llvm.mlir.constant(31 : i32) : i32
  %c4 = llvm.mlir.constant(4 : i32) : i32
  %ty = nvvm.read.ptx.sreg.tid.y : i32
  %tx = nvvm.read.ptx.sreg.tid.x : i32
  %row = llvm.shl %ty, %c4 : i32
  %v = llvm.add %row, %tx : i32
  %low = llvm.icmp "ult" %tx, %c16 : i32
  // expected-note @+1 {{the threads diverge here}}
  llvm.cond_br %low, ^bb1, ^bb2
^bb1:
  // expected-error @+1 {{C2: in a 16x6x1 block (the declared bound 96 admits that shape), in warp 0, lane 16 executes shfl.sync idx but is not in its member mask low(16) (0x0000ffff)}}
  %s = nvvm.shfl.sync idx %mask, %v, %c3, %c31 : i32 -> i32
  llvm.store %s, %p : i32, !llvm.ptr
  llvm.br ^bb2
^bb2:
  llvm.return
}

// -----

// Bug: the attribute form, declared 3-D; the product (64) is the bound, so
// 16 x 4 is admitted and splits warp 0 between tid.y 0 and 1. The kernel
// names no shape in its index and is right in the shapes whose warps are
// rows (64 x 1, 32 x 2): C5, naming the shape where it is wrong (an error
// here under warnings-as-errors).
llvm.func ptx_kernelcc @attribute_y0(%p: !llvm.ptr) attributes {nvvm.maxntid = array<i32: 32, 2, 1>} {
  %c0 = llvm.mlir.constant(0 : i32) : i32
  %all = llvm.mlir.constant(-1 : i32) : i32
  %ty = nvvm.read.ptx.sreg.tid.y : i32
  %first = llvm.icmp "eq" %ty, %c0 : i32
  // expected-note @+1 {{the threads diverge here}}
  llvm.cond_br %first, ^bb1, ^bb2
^bb1:
  // expected-error @+1 {{C5: the kernel declares only a bound of 64 threads (nvvm.maxntid: PTX bounds the product of the block's dimensions), reads tid.y/z and names no shape in its own thread index, so it may run in a block whose warps span rows, where it is wrong (C1: in a 16x4x1 block (the declared bound 64 admits that shape), in warp 0, redux.sync names lanes 16-31 in its member mask all (0xffffffff), but only lanes 0-15 execute it); declare the block exactly (nvvm.reqntid) to have it decided}}
  %r = nvvm.redux.sync add %ty, %all : i32 -> i32
  llvm.store %r, %p : i32, !llvm.ptr
  llvm.br ^bb2
^bb2:
  llvm.return
}

// -----

// Bug: tid.z decides; 16 x 1 x 2 (bound 32; y is 1, the kernel never reads
// it) puts z = 0 and z = 1 in one warp. C5 as above.
llvm.func ptx_kernelcc @passthrough_z(%p: !llvm.ptr) attributes {passthrough = [["nvvm.maxntid", "32"]]} {
  %c0 = llvm.mlir.constant(0 : i32) : i32
  %all = llvm.mlir.constant(-1 : i32) : i32
  %tz = nvvm.read.ptx.sreg.tid.z : i32
  %first = llvm.icmp "eq" %tz, %c0 : i32
  // expected-note @+1 {{the threads diverge here}}
  llvm.cond_br %first, ^bb1, ^bb2
^bb1:
  // expected-error @+1 {{C5: the kernel declares only a bound of 32 threads}}
  %r = nvvm.redux.sync add %tz, %all : i32 -> i32
  llvm.store %r, %p : i32, !llvm.ptr
  llvm.br ^bb2
^bb2:
  llvm.return
}

// -----

// Legal neighbour of attribute_y0: an exact 32 x 2 block (reqntid) keeps
// each row a warp, so tid.y == 0 is warp 0 whole.
llvm.func ptx_kernelcc @exact_y0(%p: !llvm.ptr) attributes {nvvm.reqntid = array<i32: 32, 2, 1>} {
  %c0 = llvm.mlir.constant(0 : i32) : i32
  %all = llvm.mlir.constant(-1 : i32) : i32
  %ty = nvvm.read.ptx.sreg.tid.y : i32
  %first = llvm.icmp "eq" %ty, %c0 : i32
  llvm.cond_br %first, ^bb1, ^bb2
^bb1:
  %r = nvvm.redux.sync add %ty, %all : i32 -> i32
  llvm.store %r, %p : i32, !llvm.ptr
  llvm.br ^bb2
^bb2:
  llvm.return
}

// -----

// Legal neighbour of passthrough_x16 (passthrough exact form): reqntid
// "96,1,1" declares one row, where tid.x < 16 is lanes 0-15 of warp 0.
llvm.func ptx_kernelcc @exact_x16(%p: !llvm.ptr) attributes {passthrough = [["nvvm.reqntid", "96,1,1"]]} {
  %c16 = llvm.mlir.constant(16 : i32) : i32
  %mask = llvm.mlir.constant(65535 : i32) : i32
  %c3 = llvm.mlir.constant(3 : i32) : i32
  %c31 = llvm.mlir.constant(31 : i32) : i32
  %c4 = llvm.mlir.constant(4 : i32) : i32
  %ty = nvvm.read.ptx.sreg.tid.y : i32
  %tx = nvvm.read.ptx.sreg.tid.x : i32
  %row = llvm.shl %ty, %c4 : i32
  %v = llvm.add %row, %tx : i32
  %low = llvm.icmp "ult" %tx, %c16 : i32
  llvm.cond_br %low, ^bb1, ^bb2
^bb1:
  %s = nvvm.shfl.sync idx %mask, %v, %c3, %c31 : i32 -> i32
  llvm.store %s, %p : i32, !llvm.ptr
  llvm.br ^bb2
^bb2:
  llvm.return
}

// -----

// Legal neighbour under the bound: the linear thread index's lanes 0-15, in
// every shape of 96 (x-major: tid.x + ntid.x * (tid.y + ntid.y * tid.z)).
llvm.func ptx_kernelcc @bound_linear_x16(%p: !llvm.ptr) attributes {passthrough = [["nvvm.maxntid", "96"]]} {
  %c16 = llvm.mlir.constant(16 : i32) : i32
  %c32 = llvm.mlir.constant(32 : i32) : i32
  %mask = llvm.mlir.constant(65535 : i32) : i32
  %c3 = llvm.mlir.constant(3 : i32) : i32
  %c31 = llvm.mlir.constant(31 : i32) : i32
  %tz = nvvm.read.ptx.sreg.tid.z : i32
  %ty = nvvm.read.ptx.sreg.tid.y : i32
  %tx = nvvm.read.ptx.sreg.tid.x : i32
  %nx = nvvm.read.ptx.sreg.ntid.x : i32
  %ny = nvvm.read.ptx.sreg.ntid.y : i32
  %plane = llvm.mul %tz, %ny : i32
  %y = llvm.add %plane, %ty : i32
  %row = llvm.mul %y, %nx : i32
  %t = llvm.add %row, %tx : i32
  %lane = llvm.urem %t, %c32 : i32
  %low = llvm.icmp "ult" %lane, %c16 : i32
  llvm.cond_br %low, ^bb1, ^bb2
^bb1:
  %s = nvvm.shfl.sync idx %mask, %t, %c3, %c31 : i32 -> i32
  llvm.store %s, %p : i32, !llvm.ptr
  llvm.br ^bb2
^bb2:
  llvm.return
}

// -----

// Legal: the bound with a kernel that reads no tid.y/z is one row of 96.
llvm.func ptx_kernelcc @bound_one_row(%p: !llvm.ptr) attributes {passthrough = [["nvvm.maxntid", "96"]]} {
  %c16 = llvm.mlir.constant(16 : i32) : i32
  %mask = llvm.mlir.constant(65535 : i32) : i32
  %c3 = llvm.mlir.constant(3 : i32) : i32
  %c31 = llvm.mlir.constant(31 : i32) : i32
  %tx = nvvm.read.ptx.sreg.tid.x : i32
  %low = llvm.icmp "ult" %tx, %c16 : i32
  llvm.cond_br %low, ^bb1, ^bb2
^bb1:
  %s = nvvm.shfl.sync idx %mask, %tx, %c3, %c31 : i32 -> i32
  llvm.store %s, %p : i32, !llvm.ptr
  llvm.br ^bb2
^bb2:
  llvm.return
}
