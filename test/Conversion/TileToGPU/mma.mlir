// RUN: warp-opt %s --split-input-file --convert-tile-to-gpu --canonicalize --cse | FileCheck %s --enable-var-scope
//
// tile.mma on tensor cores: where each fragment element comes from. The
// maps are the PTX ISA's (mma.m16n8k16 fragments, ldmatrix) as written
// down in docs/TileLowering.md; this pins them in the IR.

// A 64x64x32 product over 4 warps (#tile.mma<warpsPerBlock = [2, 2]>):
// warp w computes rows 16 * (w / 2) + 32 * im and columns 8 * (w % 2) +
// 16 * jn of C (im < 2, jn < 4).
// CHECK-LABEL: gpu.func @mma
// CHECK-SAME: workgroup(%[[SA:.*]] : memref<64x32xf16, #gpu.address_space<workgroup>> {llvm.align = 16 : i64}, %[[SB:.*]] : memref<32x64xf16, #gpu.address_space<workgroup>> {llvm.align = 16 : i64}, %[[SC:.*]] : memref<64x64xf32, #gpu.address_space<workgroup>> {llvm.align = 16 : i64})
// CHECK-SAME: known_block_size = array<i32: 128, 1, 1>
// CHECK: %[[LANE:.*]] = arith.remui %thread_id_x, %c32 : index
// CHECK: %[[WARP:.*]] = arith.divui %thread_id_x, %c32 : index
// CHECK-DAG: %[[TIG:.*]] = arith.remui %[[LANE]], %c4 : index
// CHECK-DAG: %[[GROUP:.*]] = arith.divui %[[LANE]], %c4 : index
// CHECK-DAG: %[[R8:.*]] = arith.remui %[[LANE]], %c8 : index
// CHECK-DAG: %[[Q:.*]] = arith.divui %[[LANE]], %c8 : index
//
// The operands are written to shared memory with the XOR swizzle of
// 16-byte chunks: A's rows are 4 chunks, chunk ^ ((row / 2) % 4); B's 8,
// chunk ^ (row % 8).
// CHECK: %[[AS1:.*]] = arith.divui %[[AW:.*]], %c2 : index
// CHECK: %[[AS:.*]] = arith.remui %[[AS1]], %c4 : index
// CHECK: %[[ACH:.*]] = arith.divui %[[AC:.*]], %c8 : index
// CHECK: %[[AIN:.*]] = arith.remui %[[AC]], %c8 : index
// CHECK: %[[AX:.*]] = arith.xori %[[ACH]], %[[AS]] : index
// CHECK: %[[AX8:.*]] = arith.muli %[[AX]], %c8 : index
// CHECK: %[[APC:.*]] = arith.addi %[[AX8]], %[[AIN]] : index
// CHECK: vector.store %{{.*}}, %[[SA]][%[[AW]], %[[APC]]] {alignment = 16 : i64} : memref<64x32xf16, #gpu.address_space<workgroup>>, vector<8xf16>
// CHECK: vector.store %{{.*}}, %[[SA]]
// CHECK: %[[BS:.*]] = arith.remui %[[BW:.*]], %c8 : index
// CHECK: %[[BCH:.*]] = arith.divui %{{.*}}, %c8 : index
// CHECK: arith.xori %[[BCH]], %[[BS]] : index
// CHECK: vector.store %{{.*}}, %[[SB]][%[[BW]], %{{.*}}] {alignment = 16 : i64} : memref<32x64xf16, #gpu.address_space<workgroup>>, vector<8xf16>
// CHECK: vector.store %{{.*}}, %[[SB]]
// CHECK: gpu.barrier
//
// Lane l addresses row l % 8 of matrix q = l / 8: matrices 1 and 3 are
// the lower 8 rows (A) or k 8..15 (B), 2 and 3 the right 8 columns (A) or
// the next 8-column tile of B (8 * wn = 16 columns on).
// CHECK: %[[WM:.*]] = arith.divui %[[WARP]], %c2 : index
// CHECK: %[[WN:.*]] = arith.remui %[[WARP]], %c2 : index
// CHECK: %[[QLO:.*]] = arith.remui %[[Q]], %c2 : index
// CHECK: %[[HALF:.*]] = arith.muli %[[QLO]], %c8 : index
// CHECK: %[[QHI:.*]] = arith.divui %[[Q]], %c2 : index
// CHECK: %[[LROW:.*]] = arith.addi %[[HALF]], %[[R8]] : index
// CHECK: %[[WM16:.*]] = arith.muli %[[WM]], %c16 : index
// CHECK: %[[AROW:.*]] = arith.addi %[[WM16]], %[[LROW]] : index
// CHECK: %[[ACOL:.*]] = arith.muli %[[QHI]], %c8 : index
// CHECK: %[[WN8:.*]] = arith.muli %[[WN]], %c8 : index
// CHECK: %[[NEXT:.*]] = arith.muli %[[QHI]], %c16 : index
// CHECK: %[[BCOL:.*]] = arith.addi %[[WN8]], %[[NEXT]] : index
//
// k = 0..15: A with ldmatrix.x4 at rows AROW and AROW + 32 (im = 1), B
// with ldmatrix.x4.trans (k rows LROW) at columns BCOL and BCOL + 32.
// CHECK: %[[A0:.*]] = nvgpu.ldmatrix %[[SA]][%[[AROW]], %{{.*}}] {numTiles = 4 : i32, transpose = false}
// CHECK: %[[AROW1:.*]] = arith.addi %[[AROW]], %c32 : index
// CHECK: %[[A1:.*]] = nvgpu.ldmatrix %[[SA]][%[[AROW1]], %{{.*}}] {numTiles = 4 : i32, transpose = false}
// CHECK: %[[LS:.*]] = arith.remui %[[LROW]], %c8 : index
// CHECK: %[[BCH0:.*]] = arith.divui %[[BCOL]], %c8 : index
// CHECK: arith.xori %[[BCH0]], %[[LS]] : index
// CHECK: %[[P0:.*]] = nvgpu.ldmatrix %[[SB]][%[[LROW]], %{{.*}}] {numTiles = 4 : i32, transpose = true}
// The pair's matrices 0, 1 are b0b1, b2b3 of n-tile 0; 2, 3 of n-tile 1.
// CHECK: %[[P0M0:.*]] = vector.extract %[[P0]][0] : vector<2xf16> from vector<4x2xf16>
// CHECK: %[[P0M1:.*]] = vector.extract %[[P0]][1] : vector<2xf16> from vector<4x2xf16>
// CHECK: %[[E0:.*]]:2 = vector.to_elements %[[P0M0]]
// CHECK: %[[E1:.*]]:2 = vector.to_elements %[[P0M1]]
// CHECK: %[[B0:.*]] = vector.from_elements %[[E0]]#0, %[[E0]]#1, %[[E1]]#0, %[[E1]]#1 : vector<2x2xf16>
// CHECK: vector.extract %[[P0]][2]
// CHECK: vector.extract %[[P0]][3]
// CHECK: %[[B1:.*]] = vector.from_elements
// CHECK: %[[BCOL1:.*]] = arith.addi %[[BCOL]], %c32 : index
// CHECK: %[[P1:.*]] = nvgpu.ldmatrix %[[SB]][%[[LROW]], %{{.*}}] {numTiles = 4 : i32, transpose = true}
// CHECK: %[[B2:.*]] = vector.from_elements
// CHECK: %[[B3:.*]] = vector.from_elements
// One mma.sync per accumulator tile, (im, jn) row-major.
// CHECK: %[[D0:.*]] = nvgpu.mma.sync(%[[A0]], %[[B0]], %[[Z:.*]]) {mmaShape = [16, 8, 16]} : (vector<4x2xf16>, vector<2x2xf16>, vector<2x2xf32>) -> vector<2x2xf32>
// CHECK-NEXT: %[[D1:.*]] = nvgpu.mma.sync(%[[A0]], %[[B1]], %[[Z]])
// CHECK-NEXT: %[[D2:.*]] = nvgpu.mma.sync(%[[A0]], %[[B2]], %[[Z]])
// CHECK-NEXT: %[[D3:.*]] = nvgpu.mma.sync(%[[A0]], %[[B3]], %[[Z]])
// CHECK-NEXT: %[[D4:.*]] = nvgpu.mma.sync(%[[A1]], %[[B0]], %[[Z]])
// CHECK-NEXT: %[[D5:.*]] = nvgpu.mma.sync(%[[A1]], %[[B1]], %[[Z]])
// CHECK-NEXT: %[[D6:.*]] = nvgpu.mma.sync(%[[A1]], %[[B2]], %[[Z]])
// CHECK-NEXT: %[[D7:.*]] = nvgpu.mma.sync(%[[A1]], %[[B3]], %[[Z]])
// k = 16..31: the same addresses 16 columns (A) and 16 k rows (B) on.
// CHECK: arith.addi %[[ACOL]], %c16 : index
// CHECK: %[[A2:.*]] = nvgpu.ldmatrix %[[SA]][%[[AROW]], %{{.*}}] {numTiles = 4 : i32, transpose = false}
// CHECK: %[[A3:.*]] = nvgpu.ldmatrix %[[SA]][%[[AROW1]], %{{.*}}] {numTiles = 4 : i32, transpose = false}
// CHECK: %[[LROW16:.*]] = arith.addi %[[LROW]], %c16 : index
// CHECK: nvgpu.ldmatrix %[[SB]][%[[LROW16]], %{{.*}}] {numTiles = 4 : i32, transpose = true}
// CHECK: nvgpu.ldmatrix %[[SB]][%[[LROW16]], %{{.*}}] {numTiles = 4 : i32, transpose = true}
// CHECK: nvgpu.mma.sync(%[[A2]], %{{.*}}, %[[D0]])
// CHECK-COUNT-3: nvgpu.mma.sync(%[[A2]]
// CHECK-NEXT: nvgpu.mma.sync(%[[A3]], %{{.*}}, %[[D4]])
// CHECK-COUNT-3: nvgpu.mma.sync(%[[A3]]
// CHECK-NOT: nvgpu.mma.sync
//
// Epilogue: register (im, jn, e) to row WM * 16 + lane / 4 + 8 * (e / 2)
// + 32 * im, column WN * 8 + 2 * (lane % 4) + 16 * jn, two at a time
// (8 bytes), with the swizzle of 64-float rows (chunk ^ (row % 8)).
// CHECK: %[[ER:.*]] = arith.addi %[[WM16]], %[[GROUP]] : index
// CHECK: %[[TIG2:.*]] = arith.muli %[[TIG]], %c2 : index
// CHECK: %[[EC:.*]] = arith.addi %[[WN8]], %[[TIG2]] : index
// CHECK: %[[C01:.*]] = vector.shuffle %[[ACC:.*]], %[[ACC]] [0, 1] : vector<32xf32>, vector<32xf32>
// CHECK: %[[ERS:.*]] = arith.remui %[[ER]], %c8 : index
// CHECK: %[[ECH:.*]] = arith.divui %[[EC]], %c4 : index
// CHECK: %[[EIN:.*]] = arith.remui %[[EC]], %c4 : index
// CHECK: %[[EX:.*]] = arith.xori %[[ECH]], %[[ERS]] : index
// CHECK: %[[EX4:.*]] = arith.muli %[[EX]], %c4 : index
// CHECK: %[[EPC:.*]] = arith.addi %[[EX4]], %[[EIN]] : index
// CHECK: vector.store %[[C01]], %[[SC]][%[[ER]], %[[EPC]]] {alignment = 8 : i64} : memref<64x64xf32, #gpu.address_space<workgroup>>, vector<2xf32>
// CHECK: %[[ER8:.*]] = arith.addi %[[ER]], %c8 : index
// CHECK: %[[C23:.*]] = vector.shuffle %[[ACC]], %[[ACC]] [2, 3]
// CHECK: vector.store %[[C23]], %[[SC]][%[[ER8]], %{{.*}}] {alignment = 8 : i64}
// CHECK: %[[EC16:.*]] = arith.addi %[[EC]], %c16 : index
// CHECK: vector.shuffle %[[ACC]], %[[ACC]] [4, 5]
// CHECK: vector.store %{{.*}}, %[[SC]][%[[ER]], %{{.*}}]
// CHECK-COUNT-13: vector.store %{{.*}}, %[[SC]]
// CHECK-NOT: vector.store
// CHECK: gpu.barrier
// Read back in the default blocked layout, 16 bytes per thread, and
// stored to C with st.global.v4 (unmasked path).
// CHECK-COUNT-8: vector.load %[[SC]]{{.*}} {alignment = 16 : i64} : memref<64x64xf32, #gpu.address_space<workgroup>>, vector<4xf32>
// CHECK: scf.if
// CHECK-COUNT-8: llvm.store %{{.*}}, %{{.*}} {alignment = 16 : i64} : vector<4xf32>, !llvm.ptr<1>
// CHECK: gpu.return
tile.kernel @mma(%a: !tile.view<64x32xf16>, %b: !tile.view<32x64xf16>,
                 %c: !tile.part<64x64xf32>, %t0: !tile.token) {
  %c0 = arith.constant 0 : index
  %x = tile.load %a[%c0, %c0] : !tile.view<64x32xf16> -> tensor<64x32xf16>
  %y = tile.load %b[%c0, %c0] : !tile.view<32x64xf16> -> tensor<32x64xf16>
  %z = tile.constant dense<0.0> : tensor<64x64xf32>
  %d = tile.mma %x, %y, %z : tensor<64x32xf16>, tensor<32x64xf16>, tensor<64x64xf32>
  %t1 = tile.store %d, %c, %t0 : tensor<64x64xf32>, !tile.part<64x64xf32>
  tile.return %t1 : !tile.token
}

// -----

// The K loop: the accumulators are the loop's vector<32xf32> iteration
// argument (starting from the splat zero); each step writes the operands,
// a barrier, the mma.sync, and a second barrier before the next step
// rewrites shared memory. Elementwise ops on the accumulators keep its
// layout (one mulf on the 32 registers).
// CHECK-LABEL: gpu.func @loop
// CHECK: %[[ZERO:.*]] = arith.constant dense<0.000000e+00> : vector<32xf32>
// CHECK: %[[ACC:.*]] = scf.for %[[K:.*]] = %c0 to %{{.*}} step %c1 iter_args(%[[SUM:.*]] = %[[ZERO]]) -> (vector<32xf32>)
// CHECK: vector.store
// CHECK: gpu.barrier
// CHECK-COUNT-8: nvgpu.mma.sync
// CHECK: %[[NEW:.*]] = vector.from_elements {{.*}} : vector<32xf32>
// CHECK-NEXT: gpu.barrier
// CHECK-NEXT: scf.yield %[[NEW]] : vector<32xf32>
// CHECK: arith.mulf %[[ACC]], %{{.*}} : vector<32xf32>
// CHECK: gpu.barrier
tile.kernel @loop(%a: !tile.view<?x?xf16>, %b: !tile.view<?x?xf16>,
                  %c: !tile.part<64x64xf32>, %n: index, %t0: !tile.token) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %m = tile.program_id 0 : index
  %j = tile.program_id 1 : index
  %zero = tile.constant dense<0.0> : tensor<64x64xf32>
  %half = tile.constant dense<0.5> : tensor<64x64xf32>
  %acc = scf.for %k = %c0 to %n step %c1 iter_args(%sum = %zero) -> (tensor<64x64xf32>) {
    %x = tile.load %a[%m, %k] : !tile.view<?x?xf16> -> tensor<64x16xf16>
    %y = tile.load %b[%k, %j] : !tile.view<?x?xf16> -> tensor<16x64xf16>
    %next = tile.mma %x, %y, %sum : tensor<64x16xf16>, tensor<16x64xf16>, tensor<64x64xf32>
    scf.yield %next : tensor<64x64xf32>
  }
  %scaled = arith.mulf %acc, %half : tensor<64x64xf32>
  %t1 = tile.store %scaled, %c, %t0 : tensor<64x64xf32>, !tile.part<64x64xf32>
  tile.return %t1 : !tile.token
}

// -----

// A K loop whose loads feed only its tile.mma, with rows that keep every
// 16-byte run aligned (static lengths of 256 and 512 halves), becomes a
// 3-stage cp.async pipeline: the stages are the leading dimension of the
// operand buffers; steps 0 and 1 are issued before the loop (each under a
// uniform `iv < ub`, one commit group each), then step 0 waited for
// (all but the newest group), one barrier, and step 0's first k-step of
// fragments loaded (where the loop runs). The loop carries the
// accumulators, the stage it reads (counted, not divided: i % 3) and the
// fragments: it issues step i + 2 into the stage step i - 1 read (stage
// - 1 mod 3), loads k-step 1 while multiplying k-step 0 (2 x 4 tiles of a
// 32x32 warp tile), then waits for step i + 1, synchronizes once and
// loads step i + 1's first k-step (stage + 1 mod 3) while multiplying
// k-step 1.
// CHECK-LABEL: gpu.func @pipelined
// CHECK-SAME: workgroup(%[[SA:.*]] : memref<3x64x32xf16, #gpu.address_space<workgroup>> {llvm.align = 16 : i64}, %[[SB:.*]] : memref<3x32x64xf16, #gpu.address_space<workgroup>> {llvm.align = 16 : i64}
// CHECK: scf.if
// CHECK-COUNT-4: nvvm.cp.async.shared.global %{{.*}}, %{{.*}}, 16, cache = cg, %{{.*}} : !llvm.ptr<3>, !llvm.ptr<1>, i32
// CHECK: nvvm.cp.async.commit.group
// CHECK: scf.if
// CHECK-COUNT-4: nvvm.cp.async.shared.global
// CHECK: nvvm.cp.async.commit.group
// CHECK-NEXT: nvvm.cp.async.wait.group 1
// CHECK-NEXT: gpu.barrier
// CHECK-NEXT: %[[FIRST:.*]]:6 = scf.if %{{.*}} -> (vector<4x2xf16>, vector<4x2xf16>, vector<2x2xf16>, vector<2x2xf16>, vector<2x2xf16>, vector<2x2xf16>)
// CHECK: nvgpu.ldmatrix %[[SA]][%c0, %{{.*}}, %{{.*}}] {numTiles = 4 : i32, transpose = false}
// CHECK: scf.for %[[IV:.*]] = %c0 to %{{.*}} step %c1 iter_args(%{{.*}} = %{{.*}}, %[[STAGE:.*]] = %c0, %{{.*}} = %[[FIRST]]#0, {{.*}}) -> (vector<32xf32>, index, vector<4x2xf16>, vector<4x2xf16>, vector<2x2xf16>, vector<2x2xf16>, vector<2x2xf16>, vector<2x2xf16>)
// CHECK: %[[WRAP:.*]] = arith.cmpi eq, %[[STAGE]], %c2 : index
// CHECK: %[[PLUS:.*]] = arith.addi %[[STAGE]], %c1 : index
// CHECK: %[[NEXT:.*]] = arith.select %[[WRAP]], %c0, %[[PLUS]] : index
// CHECK: %[[AHEAD:.*]] = arith.addi %[[IV]], %c2 : index
// CHECK: arith.cmpi slt, %[[AHEAD]], %{{.*}} : index
// CHECK: scf.if
// CHECK-COUNT-4: nvvm.cp.async.shared.global
// CHECK: nvvm.cp.async.commit.group
// CHECK: nvgpu.ldmatrix %[[SA]][%[[STAGE]], %{{.*}}, %{{.*}}] {numTiles = 4 : i32, transpose = false}
// CHECK: nvgpu.ldmatrix %[[SB]][%[[STAGE]], %{{.*}}, %{{.*}}] {numTiles = 4 : i32, transpose = true}
// CHECK-COUNT-8: nvgpu.mma.sync
// CHECK-NOT: nvgpu.mma.sync
// CHECK: nvvm.cp.async.wait.group 1
// CHECK-NEXT: gpu.barrier
// CHECK: %[[READ:.*]] = arith.select %{{.*}}, %[[NEXT]], %[[STAGE]] : index
// CHECK: nvgpu.ldmatrix %[[SA]][%[[READ]], %{{.*}}, %{{.*}}] {numTiles = 4 : i32, transpose = false}
// CHECK: nvgpu.ldmatrix %[[SB]][%[[READ]], %{{.*}}, %{{.*}}] {numTiles = 4 : i32, transpose = true}
// CHECK-COUNT-8: nvgpu.mma.sync
// CHECK-NOT: nvgpu.mma.sync
// CHECK: scf.yield %{{.*}}, %[[NEXT]], %{{.*}}
// CHECK: nvvm.cp.async.wait.group 0
tile.kernel @pipelined(%a: !tile.view<?x256xf16>, %b: !tile.view<256x512xf16>,
                       %c: !tile.part<64x64xf32>, %n: index, %t0: !tile.token) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %m = tile.program_id 0 : index
  %j = tile.program_id 1 : index
  %zero = tile.constant dense<0.0> : tensor<64x64xf32>
  %acc = scf.for %k = %c0 to %n step %c1 iter_args(%sum = %zero) -> (tensor<64x64xf32>) {
    %x = tile.load %a[%m, %k] : !tile.view<?x256xf16> -> tensor<64x32xf16>
    %y = tile.load %b[%k, %j] : !tile.view<256x512xf16> -> tensor<32x64xf16>
    %next = tile.mma %x, %y, %sum : tensor<64x32xf16>, tensor<32x64xf16>, tensor<64x64xf32>
    scf.yield %next : tensor<64x64xf32>
  }
  %t1 = tile.store %acc, %c, %t0 : tensor<64x64xf32>, !tile.part<64x64xf32>
  tile.return %t1 : !tile.token
}

// -----

// tf32 (f32 operands, mma.sync m16n8k8): A's 16-byte ldmatrix rows are 4
// floats, so matrices 2 and 3 start 4 columns on (QHI * 4), and a lane's
// 4 bytes of row lane / 4 at column lane % 4 are A's fragment register
// (vector<4x1xf32>: a0..a3). B stays K x N in shared memory and each lane
// reads b0, b1 at k rows lane % 4 and lane % 4 + 4, column WN * 8 + lane
// / 4 (+ 16 per n-tile); the registers go to mma.sync as they are
// (tf32Enabled).
// CHECK-LABEL: gpu.func @mma_tf32
// CHECK-SAME: workgroup(%[[SA:.*]] : memref<64x8xf32, #gpu.address_space<workgroup>> {llvm.align = 16 : i64}, %[[SB:.*]] : memref<8x64xf32, #gpu.address_space<workgroup>> {llvm.align = 16 : i64}
// CHECK: %[[LANE:.*]] = arith.remui %thread_id_x, %c32 : index
// CHECK: %[[WARP:.*]] = arith.divui %thread_id_x, %c32 : index
// CHECK: gpu.barrier
// CHECK: %[[WN:.*]] = arith.remui %[[WARP]], %c2 : index
// CHECK: %[[Q:.*]] = arith.divui %[[LANE]], %c8 : index
// CHECK: %[[QHI:.*]] = arith.divui %[[Q]], %c2 : index
// CHECK: %[[WM16:.*]] = arith.muli %{{.*}}, %c16 : index
// CHECK: %[[AROW:.*]] = arith.addi %[[WM16]], %{{.*}} : index
// CHECK: %[[ACOL:.*]] = arith.muli %[[QHI]], %c4 : index
// CHECK: %[[WN8:.*]] = arith.muli %[[WN]], %c8 : index
// CHECK: %[[GROUP:.*]] = arith.divui %[[LANE]], %c4 : index
// CHECK: %[[TIG:.*]] = arith.remui %[[LANE]], %c4 : index
// CHECK: %[[BCOL:.*]] = arith.addi %[[WN8]], %[[GROUP]] : index
// CHECK: %[[ACH:.*]] = arith.divui %[[ACOL]], %c4 : index
// CHECK: %[[A0:.*]] = nvgpu.ldmatrix %[[SA]][%[[AROW]], %{{.*}}] {numTiles = 4 : i32, transpose = false} : memref<64x8xf32, #gpu.address_space<workgroup>> -> vector<4x1xf32>
// CHECK: nvgpu.ldmatrix %[[SA]]
// CHECK: %[[BCH:.*]] = arith.divui %[[BCOL]], %c4 : index
// CHECK: %[[BIN:.*]] = arith.remui %[[BCOL]], %c4 : index
// CHECK: %[[BX:.*]] = arith.xori %[[BCH]], %{{.*}} : index
// CHECK: %[[BX4:.*]] = arith.muli %[[BX]], %c4 : index
// CHECK: %[[BPC:.*]] = arith.addi %[[BX4]], %[[BIN]] : index
// CHECK: %[[B00:.*]] = memref.load %[[SB]][%[[TIG]], %[[BPC]]] : memref<8x64xf32, #gpu.address_space<workgroup>>
// CHECK: %[[K4:.*]] = arith.addi %[[TIG]], %c4 : index
// CHECK: %[[B01:.*]] = memref.load %[[SB]][%[[K4]], %{{.*}}]
// CHECK: %[[B0:.*]] = vector.from_elements %[[B00]], %[[B01]] : vector<2x1xf32>
// CHECK: arith.addi %[[BCOL]], %c16 : index
// CHECK: memref.load %[[SB]][%[[TIG]], %{{.*}}]
// CHECK: memref.load %[[SB]][%[[K4]], %{{.*}}]
// CHECK: %[[B1:.*]] = vector.from_elements
// CHECK-COUNT-4: memref.load %[[SB]]
// CHECK-NOT: memref.load
// CHECK: nvgpu.mma.sync(%[[A0]], %[[B0]], %{{.*}}) {mmaShape = [16, 8, 8], tf32Enabled} : (vector<4x1xf32>, vector<2x1xf32>, vector<2x2xf32>) -> vector<2x2xf32>
// CHECK-NEXT: nvgpu.mma.sync(%[[A0]], %[[B1]], %{{.*}}) {mmaShape = [16, 8, 8], tf32Enabled}
// CHECK-COUNT-6: nvgpu.mma.sync
// CHECK-NOT: nvgpu.mma.sync
tile.kernel @mma_tf32(%a: !tile.view<64x8xf32>, %b: !tile.view<8x64xf32>,
                      %c: !tile.part<64x64xf32>, %t0: !tile.token) attributes {tile.num_warps = 4 : i64} {
  %c0 = arith.constant 0 : index
  %x = tile.load %a[%c0, %c0] {tile.layout = #tile.blocked<sizePerThread = [1, 4], threadsPerWarp = [16, 2], warpsPerBlock = [4, 1], order = [1, 0]>} : !tile.view<64x8xf32> -> tensor<64x8xf32>
  %y = tile.load %b[%c0, %c0] {tile.layout = #tile.blocked<sizePerThread = [1, 4], threadsPerWarp = [2, 16], warpsPerBlock = [4, 1], order = [1, 0]>} : !tile.view<8x64xf32> -> tensor<8x64xf32>
  %z = tile.constant {tile.layout = #tile.mma<warpsPerBlock = [2, 2], instrShape = [16, 8, 8]>} dense<0.0> : tensor<64x64xf32>
  %d = tile.mma %x, %y, %z {tile.layout = #tile.mma<warpsPerBlock = [2, 2], instrShape = [16, 8, 8]>} : tensor<64x8xf32>, tensor<8x64xf32>, tensor<64x64xf32>
  %t1 = tile.store %d, %c, %t0 {tile.layout = #tile.blocked<sizePerThread = [1, 4], threadsPerWarp = [2, 16], warpsPerBlock = [4, 1], order = [1, 0]>} : tensor<64x64xf32>, !tile.part<64x64xf32>
  tile.return %t1 : !tile.token
}

// -----

// i8 (mma.sync m16n8k32): A's 16-byte ldmatrix rows are 16 bytes of k, so
// matrices 2 and 3 start 16 columns on (QHI * 16) and a lane's 4 bytes of
// row lane / 4 are 4 consecutive k (vector<4x4xi8>: a0..a3). Each lane
// reads B's 8 bytes itself: k rows 4 * (lane % 4) + 0..3 (b0) and + 16..19
// (b1), one column; they form vector<2x4xi8>.
// CHECK-LABEL: gpu.func @mma_i8
// CHECK-SAME: workgroup(%[[SA:.*]] : memref<64x32xi8, #gpu.address_space<workgroup>> {llvm.align = 16 : i64}, %[[SB:.*]] : memref<32x64xi8, #gpu.address_space<workgroup>> {llvm.align = 16 : i64}
// CHECK: gpu.barrier
// CHECK: %[[WM16:.*]] = arith.muli %{{.*}}, %c16 : index
// CHECK: %[[AROW:.*]] = arith.addi %[[WM16]], %{{.*}} : index
// CHECK: %[[ACOL:.*]] = arith.muli %{{.*}}, %c16 : index
// CHECK: %[[KB:.*]] = arith.muli %{{.*}}, %c4 : index
// CHECK: %[[BCOL:.*]] = arith.addi %{{.*}}, %{{.*}} : index
// CHECK: arith.divui %[[ACOL]], %c16 : index
// CHECK: %[[A0:.*]] = nvgpu.ldmatrix %[[SA]][%[[AROW]], %{{.*}}] {numTiles = 4 : i32, transpose = false} : memref<64x32xi8, #gpu.address_space<workgroup>> -> vector<4x4xi8>
// CHECK: nvgpu.ldmatrix %[[SA]]
// CHECK: arith.divui %[[BCOL]], %c16 : index
// CHECK: %[[E0:.*]] = memref.load %[[SB]][%[[KB]], %{{.*}}] : memref<32x64xi8, #gpu.address_space<workgroup>>
// CHECK: %[[K1:.*]] = arith.addi %[[KB]], %c1 : index
// CHECK: %[[E1:.*]] = memref.load %[[SB]][%[[K1]], %{{.*}}]
// CHECK: %[[K2:.*]] = arith.addi %[[KB]], %c2 : index
// CHECK: %[[E2:.*]] = memref.load %[[SB]][%[[K2]], %{{.*}}]
// CHECK: %[[K3:.*]] = arith.addi %[[KB]], %c3 : index
// CHECK: %[[E3:.*]] = memref.load %[[SB]][%[[K3]], %{{.*}}]
// CHECK: %[[K16:.*]] = arith.addi %[[KB]], %c16 : index
// CHECK: %[[E4:.*]] = memref.load %[[SB]][%[[K16]], %{{.*}}]
// CHECK: %[[K17:.*]] = arith.addi %[[KB]], %c17 : index
// CHECK: %[[E5:.*]] = memref.load %[[SB]][%[[K17]], %{{.*}}]
// CHECK: %[[K18:.*]] = arith.addi %[[KB]], %c18 : index
// CHECK: %[[E6:.*]] = memref.load %[[SB]][%[[K18]], %{{.*}}]
// CHECK: %[[K19:.*]] = arith.addi %[[KB]], %c19 : index
// CHECK: %[[E7:.*]] = memref.load %[[SB]][%[[K19]], %{{.*}}]
// CHECK: %[[B0:.*]] = vector.from_elements %[[E0]], %[[E1]], %[[E2]], %[[E3]], %[[E4]], %[[E5]], %[[E6]], %[[E7]] : vector<2x4xi8>
// CHECK: arith.addi %[[BCOL]], %c16 : index
// CHECK-COUNT-24: memref.load %[[SB]]
// CHECK-NOT: memref.load
// CHECK: nvgpu.mma.sync(%[[A0]], %[[B0]], %{{.*}}) {mmaShape = [16, 8, 32]} : (vector<4x4xi8>, vector<2x4xi8>, vector<2x2xi32>) -> vector<2x2xi32>
// CHECK-COUNT-7: nvgpu.mma.sync
// CHECK-NOT: nvgpu.mma.sync
// The epilogue's pairs are 8 bytes, as for f32.
// CHECK: vector.store %{{.*}} {alignment = 8 : i64} : memref<64x64xi32, #gpu.address_space<workgroup>>, vector<2xi32>
tile.kernel @mma_i8(%a: !tile.view<64x32xi8>, %b: !tile.view<32x64xi8>,
                    %c: !tile.part<64x64xi32>, %t0: !tile.token) attributes {tile.num_warps = 4 : i64} {
  %c0 = arith.constant 0 : index
  %x = tile.load %a[%c0, %c0] {tile.layout = #tile.blocked<sizePerThread = [1, 16], threadsPerWarp = [16, 2], warpsPerBlock = [4, 1], order = [1, 0]>} : !tile.view<64x32xi8> -> tensor<64x32xi8>
  %y = tile.load %b[%c0, %c0] {tile.layout = #tile.blocked<sizePerThread = [1, 16], threadsPerWarp = [8, 4], warpsPerBlock = [4, 1], order = [1, 0]>} : !tile.view<32x64xi8> -> tensor<32x64xi8>
  %z = tile.constant {tile.layout = #tile.mma<warpsPerBlock = [2, 2], instrShape = [16, 8, 32]>} dense<0> : tensor<64x64xi32>
  %d = tile.mma %x, %y, %z {tile.layout = #tile.mma<warpsPerBlock = [2, 2], instrShape = [16, 8, 32]>} : tensor<64x32xi8>, tensor<32x64xi8>, tensor<64x64xi32>
  %t1 = tile.store %d, %c, %t0 {tile.layout = #tile.blocked<sizePerThread = [1, 4], threadsPerWarp = [2, 16], warpsPerBlock = [4, 1], order = [1, 0]>} : tensor<64x64xi32>, !tile.part<64x64xi32>
  tile.return %t1 : !tile.token
}

// -----

// f16 accumulators: the mma.sync's C and D are vector<2x2xf16> (the PTX
// ISA's c0c1, c2c3 in one register each, the elements' places as f32's);
// the epilogue writes each pair as 4 bytes and reads 16-byte runs of 8
// halves back.
// CHECK-LABEL: gpu.func @mma_f16acc
// CHECK: nvgpu.ldmatrix %{{.*}} {numTiles = 4 : i32, transpose = true}
// CHECK: nvgpu.mma.sync(%{{.*}}, %{{.*}}, %{{.*}}) {mmaShape = [16, 8, 16]} : (vector<4x2xf16>, vector<2x2xf16>, vector<2x2xf16>) -> vector<2x2xf16>
// CHECK-COUNT-7: nvgpu.mma.sync
// CHECK-NOT: nvgpu.mma.sync
// CHECK-COUNT-16: vector.store %{{.*}} {alignment = 4 : i64} : memref<64x64xf16, #gpu.address_space<workgroup>>, vector<2xf16>
// CHECK: gpu.barrier
// CHECK-COUNT-4: vector.load %{{.*}} {alignment = 16 : i64} : memref<64x64xf16, #gpu.address_space<workgroup>>, vector<8xf16>
tile.kernel @mma_f16acc(%a: !tile.view<64x16xf16>, %b: !tile.view<16x64xf16>,
                        %c: !tile.part<64x64xf16>, %t0: !tile.token) attributes {tile.num_warps = 4 : i64} {
  %c0 = arith.constant 0 : index
  %x = tile.load %a[%c0, %c0] {tile.layout = #tile.blocked<sizePerThread = [1, 8], threadsPerWarp = [16, 2], warpsPerBlock = [4, 1], order = [1, 0]>} : !tile.view<64x16xf16> -> tensor<64x16xf16>
  %y = tile.load %b[%c0, %c0] {tile.layout = #tile.blocked<sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerBlock = [4, 1], order = [1, 0]>} : !tile.view<16x64xf16> -> tensor<16x64xf16>
  %z = tile.constant {tile.layout = #tile.mma<warpsPerBlock = [2, 2], instrShape = [16, 8, 16]>} dense<0.0> : tensor<64x64xf16>
  %d = tile.mma %x, %y, %z {tile.layout = #tile.mma<warpsPerBlock = [2, 2], instrShape = [16, 8, 16]>} : tensor<64x16xf16>, tensor<16x64xf16>, tensor<64x64xf16>
  %t1 = tile.store %d, %c, %t0 {tile.layout = #tile.blocked<sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerBlock = [4, 1], order = [1, 0]>} : tensor<64x64xf16>, !tile.part<64x64xf16>
  tile.return %t1 : !tile.token
}
