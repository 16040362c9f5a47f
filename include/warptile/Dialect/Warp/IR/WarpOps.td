//===- WarpOps.td - warp dialect operations ----------------*- tablegen -*-===//
//
// Part of warptile.
//
//===----------------------------------------------------------------------===//

#ifndef WARPTILE_DIALECT_WARP_IR_WARPOPS_TD
#define WARPTILE_DIALECT_WARP_IR_WARPOPS_TD

include "warptile/Dialect/Warp/IR/WarpTypes.td"
include "warptile/Dialect/Warp/IR/WarpInterfaces.td"
include "mlir/Interfaces/ControlFlowInterfaces.td"
include "mlir/Interfaces/SideEffectInterfaces.td"

class Warp_Op<string mnemonic, list<Trait> traits = []>
    : Op<Warp_Dialect, mnemonic, traits>;

// The lanes a linear warp value owns. Ops that produce or consume a linear
// warp value (entry, diverge, merge, if) write this resource: it touches no
// memory, so loads and stores still move across them, but the ops are never
// dead-code-eliminated or CSE'd. Erasing an unused `warp.merge` would leave
// the halves of its diverge unconsumed (W4); merging two identical diverges
// would consume one warp twice (W3).
def Warp_LanesResource : Resource<"::mlir::warp::LanesResource">;
def Warp_OwnsLanes : MemoryEffects<[MemWrite<Warp_LanesResource>]>;

// Collectives read the lanes resource: unused ones still fold away (an op
// that only reads is trivially dead), but no pass may move one to code run
// by other lanes, which changes who takes part. With no effect at all,
// --control-flow-sink moved a whole-warp reduce into a lane-dependent
// scf.if (issue 27, round 8) and LICM could hoist one out of a loop.
class Warp_CollectiveOp<string mnemonic, list<Trait> traits = []>
    : Warp_Op<mnemonic, !listconcat(traits,
          [MemoryEffects<[MemRead<Warp_LanesResource>]>,
           Warp_CollectiveOpInterface])>;

def Warp_ScalarType : AnyTypeOf<[I32, I64, F32, F64]>;
def Warp_LaneMaskType : AnyTypeOf<[I32, I64]>;

//===----------------------------------------------------------------------===//
// Warp values: entry, divergence, reconvergence
//===----------------------------------------------------------------------===//

def Warp_EntryOp : Warp_Op<"entry", [Warp_OwnsLanes]> {
  let summary = "The converged warp at kernel entry";
  let description = [{
    Produces the handle of the full warp at the start of a kernel (rule W2):
    it stands at the top level of the entry block of a `gpu.func` kernel, and
    the kernel is launched with whole warps (checked against
    `known_block_size` when the kernel declares it).

    ```mlir
    gpu.func @k() kernel {
      %w = warp.entry : !warp.warp<all>
      gpu.return
    }
    ```
  }];
  let results = (outs Warp_WarpType:$warp);
  let assemblyFormat = "attr-dict `:` qualified(type($warp))";
  let hasVerifier = 1;
}

def Warp_DivergeOp : Warp_Op<"diverge", [Warp_OwnsLanes]> {
  let summary = "Split a warp by a static lane predicate (value form)";
  let description = [{
    Consumes `%w : !warp.warp<S>` and produces the two halves `S ∩ P` and
    `S \ P` for a static predicate `P` (rule W6). Both halves are linear: each
    must be consumed exactly once (W4), typically by a `warp.merge`.
    Collectives on a half run on that half's lanes only.

    ```mlir
    %e, %o = warp.diverge %w, even : !warp.warp<all> -> !warp.warp<even>, !warp.warp<odd>
    %lo, %hi = warp.diverge %w, low(16) : !warp.warp<all> -> !warp.warp<low(16)>, !warp.warp<high(16)>
    ```
  }];
  let arguments = (ins Warp_WarpType:$warp, Warp_LanesAttr:$predicate);
  let results = (outs Warp_WarpType:$taken, Warp_WarpType:$rest);
  let builders = [
    // The halves' types follow from the warp and the predicate (W6).
    OpBuilder<(ins "::mlir::Value":$warp, "LanesAttr":$predicate), [{
      auto halves = inferHalves(::llvm::cast<WarpType>(warp.getType()),
                                predicate);
      assert(succeeded(halves) && "W6: the predicate leaves a half empty");
      build($_builder, $_state, halves->first, halves->second, warp,
            predicate);
    }]>
  ];
  let extraClassDeclaration = [{
    /// The halves of `warp` by `predicate` (rule W6), or failure when one
    /// would be empty or the widths differ. The verifier and the builder
    /// share it.
    static ::mlir::FailureOr<std::pair<WarpType, WarpType>>
    inferHalves(WarpType warp, LanesAttr predicate);
  }];
  let hasCustomAssemblyFormat = 1;
  let hasVerifier = 1;
}

def Warp_MergeOp : Warp_Op<"merge", [Warp_OwnsLanes]> {
  let summary = "Rejoin two complementary halves of a warp";
  let description = [{
    Consumes two disjoint halves whose union is the result type (rule W7).
    `dyn` halves can be merged only as the two results of one
    `warp.diverge`, where complementarity holds by construction.

    ```mlir
    %m = warp.merge %e, %o : !warp.warp<even>, !warp.warp<odd> -> !warp.warp<all>
    ```
  }];
  let arguments = (ins Warp_WarpType:$lhs, Warp_WarpType:$rhs);
  let results = (outs Warp_WarpType:$warp);
  let assemblyFormat = [{
    $lhs `,` $rhs attr-dict `:` qualified(type($lhs)) `,` qualified(type($rhs))
    `->` qualified(type($warp))
  }];
  let hasVerifier = 1;
}

def Warp_IfOp : Warp_Op<"if", [Warp_OwnsLanes,
                                RecursiveMemoryEffects]> {
  let summary = "Branch a warp on a lane predicate (region form)";
  let description = [{
    Consumes `%w : !warp.warp<S>`. Lanes where the condition holds run the
    `then` region with the sub-warp as its block argument, the others the
    `else` region; both reconverge after the op, which returns the parent
    warp and any per-lane values the regions yield (rule W8).

    The condition is either an `i1` (the sub-warps are `dyn`) or a static
    lane predicate (the sub-warps are `S ∩ P` and `S \ P`). An `i1` that the
    uniformity analysis shows the same on every lane (a kernel argument, a
    vote on the whole warp) sends every lane of `S` the same way: both
    regions may then take the static `S` itself, so collectives that read
    every lane (`reduce`, `shuffle`) stay legal there. A sub-warp exists
    only inside its region: outer warp values cannot be used there (W5).
    The `else` region may be omitted when the op returns only the warp.

    ```mlir
    %w2, %x = warp.if %w, %pred -> (!warp.warp<all>, i32) {
    ^bb0(%t: !warp.warp<dyn>):
      %b = warp.ballot %t, %p : !warp.warp<dyn> -> i32
      warp.yield %t, %b : !warp.warp<dyn>, i32
    } else {
    ^bb0(%f: !warp.warp<dyn>):
      warp.yield %f, %c0 : !warp.warp<dyn>, i32
    }
    %w3 = warp.if %w2, low(16) -> !warp.warp<all> {
    ^bb0(%lo: !warp.warp<low(16)>):
      %s = warp.scan inclusive add %lo, %v : !warp.warp<low(16)>, i32
      warp.yield %lo : !warp.warp<low(16)>
    }
    ```
  }];
  let arguments = (ins Warp_WarpType:$warp, Optional<I1>:$condition,
                       OptionalAttr<Warp_LanesAttr>:$predicate);
  let results = (outs Warp_WarpType:$merged, Variadic<AnyType>:$values);
  let regions = (region SizedRegion<1>:$thenRegion, AnyRegion:$elseRegion);
  let hasCustomAssemblyFormat = 1;
  let hasRegionVerifier = 1;
  let extraClassDeclaration = [{
    /// The active sets of the two sub-warps, in region order. A side the
    /// static predicate leaves without lanes is a null attribute: W8 allows
    /// that only for the else side of a warp.if without an else region.
    std::pair<LanesAttr, LanesAttr> getBranchLanes();
    /// Whether the regions take the parent's static set: an `i1` condition
    /// that W8 requires to be shown lane-uniform.
    bool isUniformBranch();
  }];
}

def Warp_YieldOp : Warp_Op<"yield", [Pure, Terminator, ReturnLike,
                                     HasParent<"IfOp">]> {
  let summary = "Return a region's sub-warp and values from `warp.if`";
  let description = [{
    Terminates a `warp.if` region. The first operand is the region's own
    sub-warp (consumed), the rest are the per-lane values returned (W8).

    ```mlir
    warp.yield %t, %x : !warp.warp<dyn>, i32
    ```
  }];
  let arguments = (ins Variadic<AnyType>:$values);
  let assemblyFormat = "attr-dict ($values^ `:` type($values))?";
}

//===----------------------------------------------------------------------===//
// Cooperative tiles
//===----------------------------------------------------------------------===//

def Warp_TileOp : Warp_Op<"tile", [NoMemoryEffect]> {
  let summary = "Partition a warp into fully active groups of lanes";
  let description = [{
    Borrows a warp and views it as aligned groups of `size` lanes (1, 2, 4,
    ..., the warp's width); the collectives on the result stay inside each
    group (rule W14) and synchronise only that group: they lower with the
    group's exact member mask, `((1 << size) - 1) << (lane & ~(size - 1))`,
    as cooperative groups' `thread_block_tile` does. The warp's active set
    must be a union of whole groups. The tile is a borrow of the warp: it
    cannot be used once the warp is consumed (W3).

    ```mlir
    %t = warp.tile %w, 8 : !warp.warp<all> -> !warp.tile<8>
    %s = warp.reduce add %t, %v : !warp.tile<8>, f32   // sum of each group of 8
    ```
  }];
  let arguments = (ins Warp_WarpType:$warp, I32Attr:$size);
  let results = (outs Warp_TileType:$tile);
  let builders = [
    // The tile's type follows from the warp and the group size (W14).
    OpBuilder<(ins "::mlir::Value":$warp, "unsigned":$size), [{
      auto warpType = ::llvm::cast<WarpType>(warp.getType());
      build($_builder, $_state,
            TileType::get($_builder.getContext(), size, warpType.getLanes()),
            warp, $_builder.getI32IntegerAttr(size));
    }]>
  ];
  let assemblyFormat = [{
    $warp `,` $size attr-dict `:` qualified(type($warp)) `->` qualified(type($tile))
  }];
  let hasVerifier = 1;
}

//===----------------------------------------------------------------------===//
// Collectives
//===----------------------------------------------------------------------===//

def Warp_ShuffleOp : Warp_CollectiveOp<"shuffle",
    [AllTypesMatch<["value", "result"]>]> {
  let summary = "Read a value from another lane";
  let description = [{
    Each active lane reads `value` from a source lane of its group: `idx k`
    reads lane `k`, `up d` lane `l - d`, `down d` lane `l + d`, `xor m` lane
    `l ^ m`. With `up`/`down` a lane whose source falls outside the group
    keeps its own value. The offset is a constant or an `i32` value. A
    run-time offset is read as PTX's `shfl.sync` reads its operand, by its
    low 5 bits (`up 35` is `up 3`, `down -1` is `down 31`); on a tile of
    group g a run-time `xor` mask and `idx` lane are taken modulo g (the
    source stays in the lane's own group). A static offset outside
    `[0, group)` is rejected (W9). An `i32` operand that is a constant
    inside the group is checked as that constant; any other constant
    (`-1`, `40`) is read as the run-time value it stands for, so that
    folding `0 - 1` never turns a verified shuffle into an invalid one.

    Legal iff every lane read is active (W9): on `even`, `xor 2` is legal and
    `xor 1` is not; on `low(16)`, `up 1` is legal and `down 1` is not (lane
    15 would read lane 16). A non-constant offset needs a fully active group
    (W15); on `dyn` no shuffle is legal (W13).

    ```mlir
    %a = warp.shuffle xor %w, %v, 16 : !warp.warp<all>, f32
    %b = warp.shuffle xor %e, %v, 2 : !warp.warp<even>, i32
    %c = warp.shuffle idx %w, %v, %src : !warp.warp<all>, i64
    ```
  }];
  let arguments = (ins Warp_ShuffleMode:$mode, Warp_HandleType:$warp,
                       Warp_ScalarType:$value, Optional<I32>:$offset,
                       OptionalAttr<I32Attr>:$static_offset);
  let results = (outs Warp_ScalarType:$result);
  let assemblyFormat = [{
    $mode $warp `,` $value `,` custom<Offset>($offset, $static_offset) attr-dict
    `:` type($warp) `,` type($value)
  }];
  let hasVerifier = 1;
  let extraClassDeclaration = [{
    /// The offset when it is a compile-time constant (attribute or constant op).
    std::optional<uint64_t> getConstantOffset();
  }];
}

def Warp_BallotOp : Warp_CollectiveOp<"ballot"> {
  let summary = "Collect a predicate of every active lane into a mask";
  let description = [{
    Bit `l` of the result is the predicate of active lane `l` (0 for
    inactive lanes). On a tile the mask covers the caller's group, as in
    cooperative groups: bit `i` is lane `i` of the group. It reads only active
    lanes, so it is legal on every set, `dyn` included (W13). The mask has
    one bit per lane (W16).

    ```mlir
    %m = warp.ballot %w, %p : !warp.warp<dyn> -> i32
    ```
  }];
  let arguments = (ins Warp_HandleType:$warp, I1:$predicate);
  let results = (outs Warp_LaneMaskType:$result);
  let assemblyFormat = [{
    $warp `,` $predicate attr-dict `:` type($warp) `->` type($result)
  }];
  let hasVerifier = 1;
}

def Warp_AnyOp : Warp_CollectiveOp<"any"> {
  let summary = "Whether the predicate holds on any active lane";
  let description = [{
    On a tile, whether it holds on any lane of the caller's group. Legal on
    every set, `dyn` included (W13).

    ```mlir
    %b = warp.any %w, %p : !warp.warp<all>
    ```
  }];
  let arguments = (ins Warp_HandleType:$warp, I1:$predicate);
  let results = (outs I1:$result);
  let assemblyFormat = "$warp `,` $predicate attr-dict `:` type($warp)";
}

def Warp_AllOp : Warp_CollectiveOp<"all"> {
  let summary = "Whether the predicate holds on every active lane";
  let description = [{
    On a tile, whether it holds on every lane of the caller's group. Legal
    on every set, `dyn` included (W13).

    ```mlir
    %b = warp.all %w, %p : !warp.warp<dyn>
    ```
  }];
  let arguments = (ins Warp_HandleType:$warp, I1:$predicate);
  let results = (outs I1:$result);
  let assemblyFormat = "$warp `,` $predicate attr-dict `:` type($warp)";
}

def Warp_FirstLaneOp : Warp_CollectiveOp<"first_lane"> {
  let summary = "Elect the lowest-ranked active lane where a predicate holds";
  let description = [{
    Every active lane receives the position, in its group, of the lowest
    active lane of the group whose predicate holds, or -1 when it holds on
    none: `ffs(ballot) - 1` on the group's bits. On a warp the position is
    the lane id; on a tile it is the rank in the caller's group (bit `i` of
    the group's ballot is lane `i` of the group), as cooperative groups
    number a `thread_block_tile`. It reads only active lanes, so it is
    legal on every set, `dyn` included (W13). The result is the same on
    every lane of a group: it can choose the lane of a `warp.shuffle idx`
    (on a tile every group is fully active, W14, so a run-time source is
    legal there, W15) or the lane that acts alone.

    ```mlir
    // The lowest lane of each group of 4 that saw an empty slot, then the
    // value that lane holds.
    %t = warp.tile %w, 4 : !warp.warp<all> -> !warp.tile<4>
    %r = warp.first_lane %t, %empty : !warp.tile<4>
    %v = warp.shuffle idx %t, %x, %r : !warp.tile<4>, i64
    ```
  }];
  let arguments = (ins Warp_HandleType:$warp, I1:$predicate);
  let results = (outs I32:$result);
  let assemblyFormat = "$warp `,` $predicate attr-dict `:` type($warp)";
}

def Warp_MatchAnyOp : Warp_CollectiveOp<"match_any"> {
  let summary = "The mask of active lanes holding the same value";
  let description = [{
    Each active lane gets the mask of active lanes whose `value` equals its
    own (on a tile, the lanes of its group, bit `i` for lane `i` of the
    group). Legal on every set, `dyn` included (W13); one bit per lane (W16).

    ```mlir
    %m = warp.match_any %w, %key : !warp.warp<all>, i32 -> i32
    ```
  }];
  let arguments = (ins Warp_HandleType:$warp, Warp_LaneMaskType:$value);
  let results = (outs Warp_LaneMaskType:$result);
  let assemblyFormat = [{
    $warp `,` $value attr-dict `:` type($warp) `,` type($value) `->` type($result)
  }];
  let hasVerifier = 1;
}

def Warp_ReduceOp : Warp_CollectiveOp<"reduce",
    [AllTypesMatch<["value", "result"]>]> {
  let summary = "Combine a value over every lane of the group";
  let description = [{
    Every lane receives the combination of `value` over its group (the warp,
    or a tile's group). It reads every lane of the group, so the group must
    be fully active (W10). `min`/`max` are signed on integers; `and`, `or`,
    `xor` take integers only.

    ```mlir
    %s = warp.reduce add %w, %v : !warp.warp<all>, f32
    %t8 = warp.tile %w, 8 : !warp.warp<all> -> !warp.tile<8>
    %m = warp.reduce max %t8, %i : !warp.tile<8>, i32
    ```
  }];
  let arguments = (ins Warp_ReduceKind:$kind, Warp_HandleType:$warp,
                       Warp_ScalarType:$value);
  let results = (outs Warp_ScalarType:$result);
  let assemblyFormat = [{
    $kind $warp `,` $value attr-dict `:` type($warp) `,` type($value)
  }];
  let hasVerifier = 1;
}

def Warp_ScanOp : Warp_CollectiveOp<"scan",
    [AllTypesMatch<["value", "result"]>]> {
  let summary = "Prefix combination over the lanes of the group";
  let description = [{
    Lane `l` receives the combination of `value` over the lanes of its group
    up to `l` (`inclusive`) or before `l` (`exclusive`; the first lane gets
    the combiner's identity). It reads every lane below the reader, so the
    active set must be a prefix of each group (W11): legal on `low(16)`, not
    on `high(16)`.

    ```mlir
    %p = warp.scan inclusive add %w, %v : !warp.warp<all>, i32
    %q = warp.scan exclusive add %lo, %v : !warp.warp<low(16)>, i32
    ```
  }];
  let arguments = (ins Warp_ScanMode:$mode, Warp_ReduceKind:$kind,
                       Warp_HandleType:$warp, Warp_ScalarType:$value);
  let results = (outs Warp_ScalarType:$result);
  let assemblyFormat = [{
    $mode $kind $warp `,` $value attr-dict `:` type($warp) `,` type($value)
  }];
  let hasVerifier = 1;
}

def Warp_BroadcastOp : Warp_CollectiveOp<"broadcast",
    [AllTypesMatch<["value", "result"]>]> {
  let summary = "Every lane reads one lane's value";
  let description = [{
    Each active lane receives `value` from lane `lane` of its group, which
    must be active (W12).

    ```mlir
    %b = warp.broadcast %w, %v, 0 : !warp.warp<all>, f32
    %c = warp.broadcast %e, %v, 4 : !warp.warp<even>, i32
    ```
  }];
  let arguments = (ins Warp_HandleType:$warp, Warp_ScalarType:$value,
                       I32Attr:$lane);
  let results = (outs Warp_ScalarType:$result);
  let assemblyFormat = [{
    $warp `,` $value `,` $lane attr-dict `:` type($warp) `,` type($value)
  }];
  let hasVerifier = 1;
}

#endif // WARPTILE_DIALECT_WARP_IR_WARPOPS_TD
