//===- WarpDialect.td - The warp dialect -------------------*- tablegen -*-===//
//
// Part of warptile.
//
//===----------------------------------------------------------------------===//

#ifndef WARPTILE_DIALECT_WARP_IR_WARPDIALECT_TD
#define WARPTILE_DIALECT_WARP_IR_WARPDIALECT_TD

include "mlir/IR/DialectBase.td"

def Warp_Dialect : Dialect {
  let name = "warp";
  let cppNamespace = "::mlir::warp";
  let summary = "Warp-level SIMT code whose types carry the set of active lanes";
  let description = [{
    The `warp` dialect types warp-level code by the set of lanes that are
    executing. A value of type `!warp.warp<S>` is a zero-sized capability:
    "exactly the lanes in `S` of this warp are here, converged". Collectives
    (shuffles, votes, reductions, scans) borrow such a value, and the verifier
    rejects every collective that would read a lane outside `S` — the bug of
    cuda-samples #398 and its relatives becomes a compile-time error.

    ```mlir
    gpu.func @k(%v: i32) kernel {
      %w = warp.entry : !warp.warp<all>
      %e, %o = warp.diverge %w, even : !warp.warp<all> -> !warp.warp<even>, !warp.warp<odd>
      %x = warp.shuffle xor %e, %v, 2 : !warp.warp<even>, i32   // reads even lanes only
      %m = warp.merge %e, %o : !warp.warp<even>, !warp.warp<odd> -> !warp.warp<all>
      %s = warp.reduce add %m, %x : !warp.warp<all>, i32
      gpu.return
    }
    ```

    Warp values are *linear*: `warp.diverge`, `warp.merge`, `warp.if`,
    `warp.yield` and any op outside this dialect consume them; collectives and
    `warp.tile` borrow them. See docs/Dialects/WarpRationale.md for why each
    rule is there and why the set is sound.

    ### Rules

    Every verifier message starts with the ID of the rule it enforces, and
    `test/Dialect/Warp/invalid.mlir` has a case named after each.

    | ID  | rule |
    |-----|------|
    | W1  | An active set is well formed: width 32 or 64, not empty, every lane below the width, parameters in range (`low(n)`/`high(n)`: 1 ≤ n ≤ width; `lane(k)`: k < width; `range(a, b)`: a < b ≤ width; `mask(m)`: m ≠ 0 within the width). |
    | W2  | `warp.entry` stands at the top level of the entry block of a `gpu.func` kernel and produces `all`. Every block size the kernel declares (`known_block_size`, `gpu.known_block_size`, `nvvm.reqntid`, as attributes or as imported `passthrough` entries) agrees with the others, is positive and holds whole warps; `nvvm.maxntid` allows at least a warp and no fewer threads than the exact size. A kernel's warp comes only from `warp.entry`: a kernel with a warp op rejects any warp- or tile-typed parameter, and a kernel's warp or tile parameter passed to a call is rejected at the call (the host would choose its lanes). Tiles are walked as warps are (W18, W5, W17). |
    | W3  | No use after move: a consumed warp value is not used again, and not consumed twice. |
    | W4  | Linearity: a half produced by `warp.diverge`, and every warp value inside a region (a `warp.if` branch, a loop body), is consumed exactly once — merged, yielded or passed on. |
    | W5  | Scope: a warp value is used only in the block that defines it, or in a block joined to it (one that every lane running that block reaches exactly once before running it again; what `--canonicalize` makes of a multi-block `scf.execute_region`). It enters a nested region or another block only as an operand of the op that owns it (`warp.if`, `scf.for`/`scf.while` inits, successor operands), with one exception: a collective may borrow it inside `scf.if` regions whose conditions (`scf.for` bounds, `scf.while` conditions) are all shown lane-uniform, and in an `scf.execute_region`'s entry block (every lane of the warp runs there). |
    | W6  | `warp.diverge` splits by a static predicate of the warp's width into two non-empty halves typed `S ∩ P` and `S \ P` (both `dyn` when `S` is). |
    | W7  | `warp.merge` joins complements: disjoint halves whose union is the result; `dyn` halves only as the two results of one `warp.diverge`. |
    | W8  | `warp.if`: the regions receive the sub-warps `S ∩ P` / `S \ P` (`dyn` for an `i1` condition, or the static `S` itself for an `i1` shown lane-uniform), each yields its own sub-warp first and then values of the op's extra result types, none of which is a warp or a tile; the first result is the parent warp. |
    | W9  | A shuffle reads only active lanes: for every active lane, its source lane is active or (for `up`/`down`) outside the group, where the lane keeps its own value. A static offset lies in `[0, group)`; a constant operand outside it is read as the run-time value it stands for (W15). |
    | W10 | `warp.reduce` reads every lane of its group, so every group holding an active lane is fully active. |
    | W11 | `warp.scan` reads every lane at or below the reader in its group, so the active set is a prefix of each group. |
    | W12 | `warp.broadcast` reads the given lane of each group, which is active. |
    | W13 | On a `dyn` set only collectives that read the active lanes by construction are legal: `ballot`, `any`, `all`, `first_lane`, `match_any`. |
    | W14 | `warp.tile` groups are a power of two in `[1, width]` (a group of 1 is a lane on its own: its collectives read only the lane itself), the active set is a union of whole aligned groups, and tile values are used only by collectives in the block of the tile. |
    | W15 | A shuffle whose offset or source lane is not a constant may read any lane of its group, so every group holding an active lane is fully active. |
    | W16 | Value types fit the op: a lane mask result (`ballot`, `match_any`) has as many bits as the warp has lanes; `and`, `or`, `xor` combine integers. |
    | W17 | A warp value moves into another region or block only where every lane it names goes: through `warp.if`, an `scf.for` whose bounds are lane-uniform, an `scf.while` whose `scf.condition` is lane-uniform (a vote on the carried warp), or a branch whose successor choice is lane-uniform (decided by the project's one uniformity analysis, the one `--warp-check-convergence` uses, assuming no block shape the kernel does not declare; a private function's argument is as uniform as what every call site passes, through at most 8 nested private calls, beyond which it is varying). A call moves it into the callee's parameter, walked from there. |
    | W18 | Warp values are made only by `warp.entry` and the warp ops, and carried only by loops, branches and calls: one produced by another dialect's op (`ub.poison`, `builtin.unrealized_conversion_cast`), passed by a caller that made it so, or handed to a region by an op other than `warp.if`, `scf.for` and `scf.while` is not a warp. |
    | W19 | No op that may end some of a warp's lanes runs while the warp is live: between a warp value's definition (for `warp.entry`, the kernel's first op: it claims every lane) and its last use in its block, no region or callee holds `nvvm.exit`, a trap (`llvm.intr.trap`, `llvm.intr.ubsantrap`, `llvm.trap`, a call of a function named so), `exit`/`trap`/`ret` inline assembly, `__assertfail` or `cf.assert`, and no indirect call runs (it may reach any function whose address is taken; so may a `call` in inline assembly), except an exit reached only through `scf.if`/`scf.for`/`scf.while` whose conditions and bounds are warp-uniform (it ends every lane of the warp together); inline assembly whose exit is guarded (`@p exit;`, a branch, `brx.idx`), a `cf.assert` or an `llvm.assume` (op, intrinsic or declaration) on a condition not shown warp-uniform, and a barrier whose id or thread count is not shown warp-uniform count even at the top level; a call of a function declared `noreturn`, or of a kernel (undefined from device code: LLVM deletes the path to it; `warp-ptx` refuses it), is an exit, and inline assembly is read as NVPTX emits it (the first variant of each `$(a$|b$)` group, operands that print as text substituted) and as PTX statements (guard, opcode with its qualifiers, operands); an instruction whose family is not on the list of those that touch only the running thread's registers and memory (integer, float, logic, comparison, data movement, conversion, memory, atomic, fence, texture, surface and video instructions, asynchronous copies) reads as an exit, a wait and a call (round 29); a snippet that does not stand alone as statements (a statement without its `;`, an open comment or scope, a string, a directive other than a declaration or target list, a backend register no scope of it declares) reads as every exit and wait (rounds 24-26); a guarded exit or wait, a branch or a call in it splits the lanes. `llvm.unreachable` is an exit, and so is a non-volatile store (`llvm.store`; a `memset`/`memcpy`/`memmove` of 1, 2, 4 or 8 bytes; a masked store whose mask is all ones) whose address is, as LLVM folds it, null in the generic space, undef or poison (`inttoptr 0`, a frozen poison, every side of a select, what a loop or function yields; a null on one edge into the store's own block) (LLVM deletes the path to it: rounds 52, 53), and so are waits under a lane branch (block barriers, cluster ops, raw collectives naming the whole warp, the `gpu`/`nvgpu` collectives, barrier or collective inline PTX, a callee holding one called under a lane branch or from a block only some lanes run): the lanes held there and the lanes that go on to the warp's next collective wait for each other (issue 27 rounds 18, 19). |
  }];
  let useDefaultTypePrinterParser = 1;
  let useDefaultAttributePrinterParser = 1;
  let extraClassDeclaration = [{
    void registerAttributes();
    void registerTypes();
  }];
}

#endif // WARPTILE_DIALECT_WARP_IR_WARPDIALECT_TD
