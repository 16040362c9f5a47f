// RUN: warp-run --sim %s --arg i32[128] --print | FileCheck %s
// ldmatrix as imported LLVM IR calls it (llvm.nvvm.ldmatrix.* intrinsics,
// no gpu.module): shared memory holds 32 rows of eight i16, element (r, c)
// = r * 8 + c, lane l gives the address of row l, and x4.trans hands lane
// l of matrix m (rows 8m-8m+7) the elements (2 * (l % 4), l / 4) and
// (2 * (l % 4) + 1, l / 4), low half first: out[4 * l + m].
// Lane 0: (0, 0) | (1, 0) << 16 = 0 | 8 << 16 = 524288 for matrix 0.
// CHECK: arg 0 i32[128]: 524288 4718656 8913024 13107392 1572880 5767248 9961616 14155984 2621472 6815840 11010208 15204576 3670064 7864432 12058800 16253168 589825 4784193 8978561 13172929 1638417 5832785 10027153 14221521 2687009 6881377 11075745 15270113 3735601 7929969 12124337 16318705 ...
module {
  llvm.mlir.global internal @rows() {addr_space = 3 : i32, alignment = 16 : i64} : !llvm.array<256 x i16>
  llvm.func ptx_kernelcc @ldmatrix_x4_trans(%out: !llvm.ptr) {
    %c0 = llvm.mlir.constant(0 : i32) : i32
    %c4 = llvm.mlir.constant(4 : i32) : i32
    %c8 = llvm.mlir.constant(8 : i32) : i32
    %iota = llvm.mlir.constant(dense<[0, 1, 2, 3, 4, 5, 6, 7]> : vector<8xi16>) : vector<8xi16>
    %poison = llvm.mlir.poison : vector<8xi16>
    %lane = nvvm.read.ptx.sreg.tid.x : i32
    %rows = llvm.mlir.addressof @rows : !llvm.ptr<3>
    %first = llvm.mul %lane, %c8 : i32
    %row = llvm.getelementptr %rows[%first] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i16
    %first16 = llvm.trunc %first : i32 to i16
    %one = llvm.insertelement %first16, %poison[%c0 : i32] : vector<8xi16>
    %splat = llvm.shufflevector %one, %poison [0, 0, 0, 0, 0, 0, 0, 0] : vector<8xi16>
    %values = llvm.add %splat, %iota : vector<8xi16>
    llvm.store %values, %row {alignment = 16 : i64} : vector<8xi16>, !llvm.ptr<3>
    llvm.call_intrinsic "llvm.nvvm.barrier.cta.sync.aligned.all"(%c0) : (i32) -> ()
    %r = llvm.call_intrinsic "llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16"(%row) : (!llvm.ptr<3>) -> !llvm.struct<(i32, i32, i32, i32)>
    %at = llvm.mul %lane, %c4 : i32
    %r0 = llvm.extractvalue %r[0] : !llvm.struct<(i32, i32, i32, i32)>
    %p0 = llvm.getelementptr %out[%at] : (!llvm.ptr, i32) -> !llvm.ptr, i32
    llvm.store %r0, %p0 : i32, !llvm.ptr
    %r1 = llvm.extractvalue %r[1] : !llvm.struct<(i32, i32, i32, i32)>
    %p1 = llvm.getelementptr %p0[1] : (!llvm.ptr) -> !llvm.ptr, i32
    llvm.store %r1, %p1 : i32, !llvm.ptr
    %r2 = llvm.extractvalue %r[2] : !llvm.struct<(i32, i32, i32, i32)>
    %p2 = llvm.getelementptr %p0[2] : (!llvm.ptr) -> !llvm.ptr, i32
    llvm.store %r2, %p2 : i32, !llvm.ptr
    %r3 = llvm.extractvalue %r[3] : !llvm.struct<(i32, i32, i32, i32)>
    %p3 = llvm.getelementptr %p0[3] : (!llvm.ptr) -> !llvm.ptr, i32
    llvm.store %r3, %p3 : i32, !llvm.ptr
    llvm.return
  }
}
