// RUN: warp-opt %s --split-input-file --convert-tile-to-gpu --canonicalize --cse | FileCheck %s --enable-var-scope
//
// The per-thread code of each op family, read off the layouts of
// --tile-assign-layouts. What matters for correctness is pinned here:
// which thread owns which element, the tile-inside test that picks the
// unmasked path, and the tail mask.

// A 1-D block of 1024 floats over 8 warps: thread t holds elements
// 4t .. 4t+3 of the block, loaded and stored as one 16-byte vector.
// CHECK-LABEL: gpu.func @vadd
// CHECK-SAME: (%[[A:.*]]: !llvm.ptr<1>, %[[N:.*]]: index, %[[C:.*]]: !llvm.ptr<1>, %[[CN:.*]]: index)
// CHECK-SAME: kernel attributes {known_block_size = array<i32: 256, 1, 1>}
// CHECK-DAG: %[[LANES:.*]] = arith.constant dense<[0, 1, 2, 3]> : vector<4xi32>
// CHECK: %[[PID:.*]] = gpu.block_id x
// CHECK: %[[TID:.*]] = gpu.thread_id x
// CHECK: %[[LANE:.*]] = arith.remui %[[TID]], %c32
// CHECK: %[[WARP:.*]] = arith.divui %[[TID]], %c32
// The block starts at element 1024 * program.
// CHECK: %[[START:.*]] = arith.muli %[[PID]], %c1024
// CHECK: %[[LANE0:.*]] = arith.remui %[[LANE]], %c32
// CHECK: %[[WARP0:.*]] = arith.remui %[[WARP]], %c8
// Thread (warp, lane) starts at (warp * 32 + lane) * 4 in the block.
// CHECK: %[[W32:.*]] = arith.muli %[[WARP0]], %c32
// CHECK: %[[T:.*]] = arith.addi %[[W32]], %[[LANE0]]
// CHECK: %[[T4:.*]] = arith.muli %[[T]], %c4
// CHECK: %[[ELEM:.*]] = arith.addi %[[START]], %[[T4]]
// The whole block is inside a's n elements: 1024 <= n and start <= n - 1024.
// CHECK: %[[FITS:.*]] = arith.cmpi uge, %[[N]], %c1024
// CHECK: %[[ROOM:.*]] = arith.subi %[[N]], %c1024
// CHECK: %[[STARTS:.*]] = arith.cmpi ule, %[[START]], %[[ROOM]]
// CHECK: %[[FULL:.*]] = arith.andi %[[FITS]], %[[STARTS]]
// CHECK: %[[X:.*]] = scf.if %[[FULL]] -> (vector<4xf32>) {
// CHECK:   %[[OFF:.*]] = arith.index_cast %[[ELEM]] : index to i64
// CHECK:   %[[P:.*]] = llvm.getelementptr %[[A]][%[[OFF]]] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
// CHECK:   %[[V:.*]] = llvm.load %[[P]] {alignment = 16 : i64} : !llvm.ptr<1> -> vector<4xf32>
// CHECK:   scf.yield %[[V]]
// CHECK: } else {
// The tail: min(4, n - elem) lanes of the vector when elem < n, else none;
// the others read the padding (1.0 here).
// CHECK:   %[[IN:.*]] = arith.cmpi ult, %[[ELEM]], %[[N]]
// CHECK:   %[[LEFT:.*]] = arith.subi %[[N]], %[[ELEM]]
// CHECK:   %[[MIN:.*]] = arith.minui %[[LEFT]], %c4
// CHECK:   %[[COUNT:.*]] = arith.select %[[IN]], %[[MIN]], %c0
// CHECK:   %[[COUNT32:.*]] = arith.index_cast %[[COUNT]] : index to i32
// CHECK:   %[[COUNTS:.*]] = vector.broadcast %[[COUNT32]] : i32 to vector<4xi32>
// CHECK:   %[[MASK:.*]] = arith.cmpi ugt, %[[COUNTS]], %[[LANES]] : vector<4xi32>
// CHECK:   llvm.intr.masked.load %{{.*}}, %[[MASK]], %{{.*}} {alignment = 16 : i32} : (!llvm.ptr<1>, vector<4xi1>, vector<4xf32>) -> vector<4xf32>
// CHECK: }
// CHECK: %[[Y:.*]] = arith.addf %[[X]], %[[X]] : vector<4xf32>
// The store checks the partitioned buffer's size the same way.
// CHECK: arith.cmpi uge, %[[CN]], %c1024
// CHECK: scf.if
// CHECK:   llvm.store %[[Y]], %{{.*}} {alignment = 16 : i64} : vector<4xf32>, !llvm.ptr<1>
// CHECK: } else {
// CHECK:   llvm.intr.masked.store %[[Y]], %{{.*}}, %{{.*}} {alignment = 16 : i32} : vector<4xf32>, vector<4xi1> into !llvm.ptr<1>
// CHECK: }
// CHECK: gpu.return
tile.kernel @vadd(%a: !tile.view<?xf32>, %c: !tile.part<1024xf32>, %t0: !tile.token) {
  %x = tile.load %a like %c {padding = 1.0 : f32} : !tile.view<?xf32>, !tile.part<1024xf32> -> tensor<1024xf32>
  %y = arith.addf %x, %x : tensor<1024xf32>
  %t1 = tile.store %y, %c, %t0 : tensor<1024xf32>, !tile.part<1024xf32>
  tile.return %t1 : !tile.token
}

// -----

// An 8x32 block over 2 warps: a warp holds 4 rows of 8 lanes, each lane 4
// floats of a row. Along the rows: 4 elements in the thread, then a
// cluster of the 8 lanes of the row (stride 1). Along the columns: a
// cluster of the 4 lanes of a column (stride 8), then the 2 warps through
// shared memory: lane-row 0 of each warp writes, each of its 8 lanes (8
// different column groups) its own slot [warp][column group][register], a
// barrier, and every thread combines warp 0's and warp 1's values of its
// own column group in that order.
// CHECK-LABEL: gpu.func @rows_and_columns
// CHECK-SAME: workgroup(%[[SMEM:.*]] : memref<2x8x4xf32, #gpu.address_space<workgroup>>)
// CHECK-SAME: known_block_size = array<i32: 64, 1, 1>
// CHECK: %[[TID:.*]] = gpu.thread_id x
// CHECK: %[[LANE:.*]] = arith.remui %[[TID]], %c32
// CHECK: %[[WARP:.*]] = arith.divui %[[TID]], %c32
// Lane l is column group l % 8 of row (l / 8) % 4.
// CHECK: %[[COLGROUP:.*]] = arith.remui %[[LANE]], %c8
// CHECK: %[[LROW0:.*]] = arith.divui %[[LANE]], %c8
// CHECK: %[[LROW:.*]] = arith.remui %[[LROW0]], %c4
// CHECK: %[[WROW:.*]] = arith.remui %[[WARP]], %c2
// CHECK: %[[X:.*]] = scf.if
// CHECK: %[[E0:.*]] = vector.extract %[[X]][0]
// CHECK: %[[E1:.*]] = vector.extract %[[X]][1]
// CHECK: %[[S01:.*]] = arith.addf %[[E0]], %[[E1]]
// CHECK: %[[E2:.*]] = vector.extract %[[X]][2]
// CHECK: %[[S012:.*]] = arith.addf %[[S01]], %[[E2]]
// CHECK: %[[E3:.*]] = vector.extract %[[X]][3]
// CHECK: %[[S:.*]] = arith.addf %[[S012]], %[[E3]]
// CHECK: gpu.subgroup_reduce add %[[S]] cluster(size = 8) : (f32) -> f32
// CHECK: %[[M0:.*]] = gpu.subgroup_reduce maximumf %[[E0]] cluster(size = 4, stride = 8)
// CHECK: %[[M1:.*]] = gpu.subgroup_reduce maximumf %[[E1]] cluster(size = 4, stride = 8)
// CHECK: %[[M2:.*]] = gpu.subgroup_reduce maximumf %[[E2]] cluster(size = 4, stride = 8)
// CHECK: %[[M3:.*]] = gpu.subgroup_reduce maximumf %[[E3]] cluster(size = 4, stride = 8)
// CHECK: %[[WRITER:.*]] = arith.cmpi eq, %[[LROW]], %c0
// CHECK: scf.if %[[WRITER]] {
// CHECK:   memref.store %[[M0]], %[[SMEM]][%[[WARP]], %[[COLGROUP]], %c0]
// CHECK:   memref.store %[[M3]], %[[SMEM]][%[[WARP]], %[[COLGROUP]], %c3]
// CHECK: }
// CHECK: gpu.barrier
// CHECK: %[[FIRST:.*]] = arith.subi %[[WARP]], %[[WROW]]
// CHECK: %[[P0:.*]] = memref.load %[[SMEM]][%[[FIRST]], %[[COLGROUP]], %c0]
// CHECK: %[[SECOND:.*]] = arith.addi %[[FIRST]], %c1
// CHECK: %[[P1:.*]] = memref.load %[[SMEM]][%[[SECOND]], %[[COLGROUP]], %c0]
// CHECK: %[[C0:.*]] = arith.maximumf %[[P0]], %[[P1]]
// CHECK: %[[C1:.*]] = arith.maximumf
// CHECK: %[[C2:.*]] = arith.maximumf
// CHECK: %[[C3:.*]] = arith.maximumf
// The column maxima go back to every row without moving between threads.
// CHECK: %[[COLS:.*]] = vector.from_elements %[[C0]], %[[C1]], %[[C2]], %[[C3]] : vector<4xf32>
// CHECK: arith.subf %[[X]], %[[COLS]] : vector<4xf32>
tile.kernel @rows_and_columns(%a: !tile.view<?x32xf32>, %c: !tile.part<8x32xf32>, %r: !tile.part<8x1xf32>, %t0: !tile.token) {
  %x = tile.load %a like %c : !tile.view<?x32xf32>, !tile.part<8x32xf32> -> tensor<8x32xf32>
  %rows = tile.reduce add %x dim 1 : tensor<8x32xf32> -> tensor<8x1xf32>
  %cols = tile.reduce max %x dim 0 : tensor<8x32xf32> -> tensor<1x32xf32>
  %cb = tile.broadcast %cols : tensor<1x32xf32> -> tensor<8x32xf32>
  %y = arith.subf %x, %cb : tensor<8x32xf32>
  %t1 = tile.store %y, %c, %t0 : tensor<8x32xf32>, !tile.part<8x32xf32>
  tile.return %t1 : !tile.token
}

// -----

// Tile coordinates from program ids: the tile-inside test compares the
// index (not index * 128, which could wrap) with (extent - 128) / 128, and the
// masked path first asks that the tile start inside, index < ceil(extent / 128).
// A row length the kernel cannot see is checked to keep rows 16-byte
// aligned before the unmasked path.
// CHECK-LABEL: gpu.func @indexed
// CHECK-SAME: (%[[A:.*]]: !llvm.ptr<1>, %[[ROWS:.*]]: index, %[[COLS:.*]]: index, %[[C:.*]]: !llvm.ptr<1>
// CHECK: %[[I:.*]] = gpu.block_id x
// CHECK: %[[J:.*]] = gpu.block_id y
// CHECK: %[[ROOM:.*]] = arith.subi %[[COLS]], %c128
// CHECK: %[[LAST:.*]] = arith.divui %[[ROOM]], %c128
// CHECK: %[[STARTS:.*]] = arith.cmpi ule, %[[J]], %[[LAST]]
// CHECK: %[[REM:.*]] = arith.remui %[[COLS]], %c4
// CHECK: %[[ALIGNED:.*]] = arith.cmpi eq, %[[REM]], %c0
// CHECK: scf.if %{{.*}} -> (vector<4xf32>) {
// CHECK:   llvm.load %{{.*}} {alignment = 16 : i64} : !llvm.ptr<1> -> vector<4xf32>
// CHECK: } else {
// CHECK:   %[[TILES:.*]] = arith.ceildivui %[[COLS]], %c128
// CHECK:   arith.cmpi ult, %[[J]], %[[TILES]]
// Rows may not be aligned here: the masked path claims element alignment.
// CHECK:   llvm.intr.masked.load %{{.*}} {alignment = 4 : i32}
tile.kernel @indexed(%a: !tile.view<?x?xf32>, %c: !tile.part<1x128xf32>, %t0: !tile.token) {
  %i = tile.program_id 0 : index
  %j = tile.program_id 1 : index
  %x = tile.load %a[%i, %j] : !tile.view<?x?xf32> -> tensor<1x128xf32>
  %t1 = tile.store %x, %c, %t0 : tensor<1x128xf32>, !tile.part<1x128xf32>
  tile.return %t1 : !tile.token
}
