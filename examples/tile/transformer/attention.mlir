// Attention forward (FlashAttention-2's online softmax, the Triton
// tutorial's fused attention): for one head, O = softmax(Q K^T * scale +
// causal mask) V, Q, K, V [T, D] in f16, O in f32; 64 rows of Q per
// program, K and V in blocks of 64 rows. K is passed transposed, Kt
// [D, T], since the dialect has no transpose op (Triton's twin loads K^T
// through strided pointers). Per block j of K/V (j <= the program's block
// i: the causal mask skips the blocks above the diagonal):
//   S   = Q . Kt[:, j] * scale            (tile.mma, f32)
//   S   = S + (col > row ? -inf : 0)      on the diagonal block
//   m'  = max(m, rowmax(S))
//   P   = exp(S - m'), a = exp(m - m')
//   l   = l * a + rowsum(P)
//   acc = acc * a + P . V[j]              (tile.mma, P as f16)
// and O = acc / l at the end. 1024 tokens, D = 64, 4 warps.
// The softmax runs in a blocked layout: S is converted from the mma
// layout once per block (tile.convert_layout), P . V is a fresh
// accumulator converted likewise and added to acc * a; the causal mask
// compares row and column indices (64-element iotas: replicated layouts,
// broadcast over the block through shared memory), as the Triton
// tutorial's `offs_m[:, None] >= start_n + offs_n[None, :]`.
// Fast math: exp with `afn` (arguments <= 0), the final division with
// `arcp, afn` (l >= 1). test/Sim/tile/transformer.test runs it against
// float64 NumPy.

tile.kernel @attention(%q: !tile.view<1024x64xf16>, %kt: !tile.view<64x1024xf16>,
                       %v: !tile.view<1024x64xf16>, %scale: f32,
                       %o: !tile.part<64x64xf32>, %t0: !tile.token) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c64 = arith.constant 64 : index
  %i = tile.program_id 0 : index
  %blocks = arith.addi %i, %c1 : index
  %qt = tile.load %q like %o : !tile.view<1024x64xf16>, !tile.part<64x64xf32> -> tensor<64x64xf16>
  %zero = tile.constant dense<0.0> : tensor<64x64xf32>
  %zacc = tile.constant dense<0.0> : tensor<64x64xf32>
  %ninf = tile.constant dense<0xFF800000> : tensor<64x1xf32>
  %zrow = tile.constant dense<0.0> : tensor<64x1xf32>
  %scales = tile.broadcast %scale : f32 -> tensor<64x64xf32>
  %iota = tile.iota : tensor<64xi32>
  %i64 = arith.muli %i, %c64 : index
  %i32 = arith.index_cast %i64 : index to i32
  %rowoff = tile.broadcast %i32 : i32 -> tensor<64xi32>
  %rows = arith.addi %iota, %rowoff : tensor<64xi32>
  %rows2 = tile.reshape %rows : tensor<64xi32> -> tensor<64x1xi32>
  %rowb = tile.broadcast %rows2 : tensor<64x1xi32> -> tensor<64x64xi32>
  %minf = tile.constant dense<0xFF800000> : tensor<64x64xf32>
  %res:3 = scf.for %j = %c0 to %blocks step %c1
      iter_args(%acc = %zero, %m = %ninf, %l = %zrow)
      -> (tensor<64x64xf32>, tensor<64x1xf32>, tensor<64x1xf32>) {
    %kb = tile.load %kt[%c0, %j] : !tile.view<64x1024xf16> -> tensor<64x64xf16>
    %s0 = tile.mma %qt, %kb, %zacc : tensor<64x64xf16>, tensor<64x64xf16>, tensor<64x64xf32>
    %sb = tile.convert_layout %s0 : tensor<64x64xf32> -> tensor<64x64xf32>
    %s1 = arith.mulf %sb, %scales : tensor<64x64xf32>
    %j64 = arith.muli %j, %c64 : index
    %j32 = arith.index_cast %j64 : index to i32
    %coloff = tile.broadcast %j32 : i32 -> tensor<64xi32>
    %cols = arith.addi %iota, %coloff : tensor<64xi32>
    %colb = tile.broadcast %cols : tensor<64xi32> -> tensor<64x64xi32>
    %above = arith.cmpi sgt, %colb, %rowb : tensor<64x64xi32>
    %s = arith.select %above, %minf, %s1 : tensor<64x64xi1>, tensor<64x64xf32>
    %rmax = tile.reduce max %s dim 1 : tensor<64x64xf32> -> tensor<64x1xf32>
    %mn = arith.maximumf %m, %rmax : tensor<64x1xf32>
    %mnb = tile.broadcast %mn : tensor<64x1xf32> -> tensor<64x64xf32>
    %sd = arith.subf %s, %mnb : tensor<64x64xf32>
    %p = math.exp %sd fastmath<afn> : tensor<64x64xf32>
    %md = arith.subf %m, %mn : tensor<64x1xf32>
    %alpha = math.exp %md fastmath<afn> : tensor<64x1xf32>
    %psum = tile.reduce add %p dim 1 : tensor<64x64xf32> -> tensor<64x1xf32>
    %la = arith.mulf %l, %alpha : tensor<64x1xf32>
    %ln = arith.addf %la, %psum : tensor<64x1xf32>
    %alphab = tile.broadcast %alpha : tensor<64x1xf32> -> tensor<64x64xf32>
    %accs = arith.mulf %acc, %alphab : tensor<64x64xf32>
    %p16 = arith.truncf %p : tensor<64x64xf32> to tensor<64x64xf16>
    %vb = tile.load %v[%j, %c0] : !tile.view<1024x64xf16> -> tensor<64x64xf16>
    %pv = tile.mma %p16, %vb, %zacc : tensor<64x64xf16>, tensor<64x64xf16>, tensor<64x64xf32>
    %pvb = tile.convert_layout %pv : tensor<64x64xf32> -> tensor<64x64xf32>
    %accn = arith.addf %accs, %pvb : tensor<64x64xf32>
    scf.yield %accn, %mn, %ln : tensor<64x64xf32>, tensor<64x1xf32>, tensor<64x1xf32>
  }
  %lb = tile.broadcast %res#2 : tensor<64x1xf32> -> tensor<64x64xf32>
  %out = arith.divf %res#0, %lb fastmath<arcp,afn> : tensor<64x64xf32>
  %t1 = tile.store %out, %o, %t0 : tensor<64x64xf32>, !tile.part<64x64xf32>
  tile.return %t1 : !tile.token
}

func.func @main(%q: memref<1024x64xf16>, %kt: memref<64x1024xf16>,
                %v: memref<1024x64xf16>, %o: memref<1024x64xf32>) {
  %scale = arith.constant 0.125 : f32  // 1 / sqrt(64)
  %po = tile.partition %o : memref<1024x64xf32> -> !tile.part<64x64xf32>
  tile.launch @attention(%q, %kt, %v, %scale, %po)
      : (memref<1024x64xf16>, memref<64x1024xf16>, memref<1024x64xf16>, f32, !tile.part<64x64xf32>)
  return
}
