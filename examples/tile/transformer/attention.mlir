// Attention forward (FlashAttention-2's online softmax, the Triton
// tutorial's fused attention): for one head, O = softmax(Q K^T * scale +
// causal mask) V, Q, K, V [T, D] in f16, O in f32; 64 rows of Q per
// program, K and V in blocks of 64 rows. K is passed transposed, Kt
// [D, T], since the dialect has no transpose op (Triton's twin loads K^T
// through strided pointers). Per block j of K/V (j <= the program's block
// i: the causal mask skips the blocks above the diagonal):
//   S   = Q . Kt[:, j] * scale * log2(e)  (tile.mma, f32)
//   S   = S + (col > row ? -inf : 0)      on the diagonal block only
//   m'  = max(m, rowmax(S))
//   P   = exp2(S - m'), a = exp2(m - m')  (= exp of the natural-log terms)
//   l   = l * a + rowsum(P)
//   acc = P . V[j] + acc * a              (tile.mma, P as f16)
// and O = acc / l at the end. 1024 tokens, D = 64, 4 warps. As in the
// Triton tutorial, the blocks below the diagonal run in one loop without
// the mask and the diagonal block after it with the mask. The loop is
// software-pipelined by hand: it carries the scores S_j of its block
// (computed one iteration ahead), K_{j+1} and V_j in registers; it
// computes S_{j+1} = Q . Kt[:, j + 1] first, so that those mma.sync do not
// wait for block j's softmax and run beside it, and loads K_{j+2} and
// V_{j+1} while it works, so that their global-memory latency hides
// behind a whole iteration (FlashAttention-3's intra-warpgroup overlap of
// the next block's Q . Kt with this block's softmax; Triton's software
// pipelining does the loads' part for its twin).
//
// Everything stays in the mma accumulator layout (docs/TileLowering.md,
// "Chained GEMMs (attention)"): S's layout has the 4 warps along M (16
// rows each, all 64 columns), so rowmax and rowsum are register folds and
// quad shuffles; P's registers, rounded to f16, are the A fragments of P
// . V as they are (no shared memory); Q is read into its A fragments once
// before the loop; only the K and V blocks go through shared memory
// (ldmatrix .trans). The causal mask's column-minus-row tile is built once
// before the loop.
// Fast math: exp2 with `afn` (ex2.approx.f32; arguments <= 0), S * scale
// - m' with `contract` (one fma.rn.f32, as Triton's `qk * qk_scale -
// m_ij`), the final division with `arcp, afn` (l >= 1). test/Sim/tile/transformer.test runs
// it against float64 NumPy.

tile.kernel @attention(%q: !tile.view<1024x64xf16>, %kt: !tile.view<64x1024xf16>,
                       %v: !tile.view<1024x64xf16>, %scale: f32,
                       %o: !tile.part<64x64xf32>, %t0: !tile.token) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c64 = arith.constant 64 : index
  %log2e = arith.constant 1.44269504088896 : f32
  %i = tile.program_id 0 : index
  %qt = tile.load %q like %o : !tile.view<1024x64xf16>, !tile.part<64x64xf32> -> tensor<64x64xf16>
  %zero = tile.constant dense<0.0> : tensor<64x64xf32>
  %ninf = tile.constant dense<0xFF800000> : tensor<64x1xf32>
  %zrow = tile.constant dense<0.0> : tensor<64x1xf32>
  %scale2 = arith.mulf %scale, %log2e : f32
  %scales = tile.broadcast %scale2 : f32 -> tensor<64x64xf32>
  // The diagonal block's mask: column index - row index > 0.
  %iota = tile.iota : tensor<64xi32>
  %rows2 = tile.reshape %iota : tensor<64xi32> -> tensor<64x1xi32>
  %rowb = tile.broadcast %rows2 : tensor<64x1xi32> -> tensor<64x64xi32>
  %colb = tile.broadcast %iota : tensor<64xi32> -> tensor<64x64xi32>
  %minf = tile.constant dense<0xFF800000> : tensor<64x64xf32>
  // The blocks below the diagonal, software-pipelined by hand: the loop
  // carries the scores of its block, S_j = Q . Kt[:, j], computed by the
  // iteration before (by the prologue for j = 0), K_{j+1} and V_j. It
  // computes S_{j+1} first, so that those mma.sync are independent of
  // block j's softmax and run beside it (nothing between them is a
  // barrier: the row statistics are quad shuffles), then loads K_{j+2}
  // and V_{j+1} into registers, a whole iteration ahead of their use. The
  // block indices are clamped to the diagonal block i (the last
  // iterations load a block again instead of one past it); the last
  // iteration's S_{j+1} is the diagonal block's.
  %k0 = tile.load %kt[%c0, %c0] : !tile.view<64x1024xf16> -> tensor<64x64xf16>
  %v0 = tile.load %v[%c0, %c0] : !tile.view<1024x64xf16> -> tensor<64x64xf16>
  %sfirst = tile.mma %qt, %k0, %zero : tensor<64x64xf16>, tensor<64x64xf16>, tensor<64x64xf32>
  %b1 = arith.minui %c1, %i : index
  %k1 = tile.load %kt[%c0, %b1] : !tile.view<64x1024xf16> -> tensor<64x64xf16>
  %res:6 = scf.for %j = %c0 to %i step %c1
      iter_args(%acc = %zero, %m = %ninf, %l = %zrow, %sj = %sfirst, %kb = %k1, %vb = %v0)
      -> (tensor<64x64xf32>, tensor<64x1xf32>, tensor<64x1xf32>, tensor<64x64xf32>, tensor<64x64xf16>, tensor<64x64xf16>) {
    %jn = arith.addi %j, %c1 : index
    %j2 = arith.addi %j, %c2 : index
    %jnn = arith.minui %j2, %i : index
    %snext = tile.mma %qt, %kb, %zero : tensor<64x64xf16>, tensor<64x64xf16>, tensor<64x64xf32>
    %kn = tile.load %kt[%c0, %jnn] : !tile.view<64x1024xf16> -> tensor<64x64xf16>
    %vn = tile.load %v[%jn, %c0] : !tile.view<1024x64xf16> -> tensor<64x64xf16>
    %s = arith.mulf %sj, %scales fastmath<contract> : tensor<64x64xf32>
    %rmax = tile.reduce max %s dim 1 : tensor<64x64xf32> -> tensor<64x1xf32>
    %mn = arith.maximumf %m, %rmax : tensor<64x1xf32>
    %mnb = tile.broadcast %mn : tensor<64x1xf32> -> tensor<64x64xf32>
    %sd = arith.subf %s, %mnb fastmath<contract> : tensor<64x64xf32>
    %p = math.exp2 %sd fastmath<afn> : tensor<64x64xf32>
    %md = arith.subf %m, %mn : tensor<64x1xf32>
    %alpha = math.exp2 %md fastmath<afn> : tensor<64x1xf32>
    %psum = tile.reduce add %p dim 1 : tensor<64x64xf32> -> tensor<64x1xf32>
    %la = arith.mulf %l, %alpha : tensor<64x1xf32>
    %ln = arith.addf %la, %psum : tensor<64x1xf32>
    %alphab = tile.broadcast %alpha : tensor<64x1xf32> -> tensor<64x64xf32>
    %accs = arith.mulf %acc, %alphab : tensor<64x64xf32>
    %p16 = arith.truncf %p : tensor<64x64xf32> to tensor<64x64xf16>
    %accn = tile.mma %p16, %vb, %accs : tensor<64x64xf16>, tensor<64x64xf16>, tensor<64x64xf32>
    scf.yield %accn, %mn, %ln, %snext, %kn, %vn : tensor<64x64xf32>, tensor<64x1xf32>, tensor<64x1xf32>, tensor<64x64xf32>, tensor<64x64xf16>, tensor<64x64xf16>
  }
  // The diagonal block, j = i, masked.
  %s1 = arith.mulf %res#3, %scales fastmath<contract> : tensor<64x64xf32>
  %above = arith.cmpi sgt, %colb, %rowb : tensor<64x64xi32>
  %s = arith.select %above, %minf, %s1 : tensor<64x64xi1>, tensor<64x64xf32>
  %rmax = tile.reduce max %s dim 1 : tensor<64x64xf32> -> tensor<64x1xf32>
  %mn = arith.maximumf %res#1, %rmax : tensor<64x1xf32>
  %mnb = tile.broadcast %mn : tensor<64x1xf32> -> tensor<64x64xf32>
  %sd = arith.subf %s, %mnb fastmath<contract> : tensor<64x64xf32>
  %p = math.exp2 %sd fastmath<afn> : tensor<64x64xf32>
  %md = arith.subf %res#1, %mn : tensor<64x1xf32>
  %alpha = math.exp2 %md fastmath<afn> : tensor<64x1xf32>
  %psum = tile.reduce add %p dim 1 : tensor<64x64xf32> -> tensor<64x1xf32>
  %la = arith.mulf %res#2, %alpha : tensor<64x1xf32>
  %ln = arith.addf %la, %psum : tensor<64x1xf32>
  %alphab = tile.broadcast %alpha : tensor<64x1xf32> -> tensor<64x64xf32>
  %accs = arith.mulf %res#0, %alphab : tensor<64x64xf32>
  %p16 = arith.truncf %p : tensor<64x64xf32> to tensor<64x64xf16>
  %accn = tile.mma %p16, %res#5, %accs : tensor<64x64xf16>, tensor<64x64xf16>, tensor<64x64xf32>
  %lb = tile.broadcast %ln : tensor<64x1xf32> -> tensor<64x64xf32>
  %out = arith.divf %accn, %lb fastmath<arcp,afn> : tensor<64x64xf32>
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
