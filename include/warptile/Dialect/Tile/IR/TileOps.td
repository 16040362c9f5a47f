//===- TileOps.td - tile dialect operations ----------------*- tablegen -*-===//
//
// Part of warptile.
//
//===----------------------------------------------------------------------===//

#ifndef WARPTILE_DIALECT_TILE_IR_TILEOPS_TD
#define WARPTILE_DIALECT_TILE_IR_TILEOPS_TD

include "mlir/IR/BuiltinAttributeInterfaces.td"
include "mlir/IR/EnumAttr.td"
include "mlir/IR/OpBase.td"
include "mlir/IR/SymbolInterfaces.td"
include "mlir/Interfaces/CallInterfaces.td"
include "mlir/Interfaces/ControlFlowInterfaces.td"
include "mlir/Interfaces/FunctionInterfaces.td"
include "mlir/Interfaces/SideEffectInterfaces.td"
include "warptile/Dialect/Tile/IR/TileAttrs.td"
include "warptile/Dialect/Tile/IR/TileTypes.td"

class Tile_Op<string mnemonic, list<Trait> traits = []>
    : Op<Tile_Dialect, mnemonic, traits>;

def Tile_ReduceKind : I32EnumAttr<"ReduceKind", "a tile reduction", [
    I32EnumAttrCase<"add", 0>, I32EnumAttrCase<"mul", 1>,
    I32EnumAttrCase<"max", 2>, I32EnumAttrCase<"min", 3>,
    I32EnumAttrCase<"bit_and", 4, "and">, I32EnumAttrCase<"bit_or", 5, "or">,
    I32EnumAttrCase<"bit_xor", 6, "xor">]> {
  let cppNamespace = "::mlir::tile";
}

//===----------------------------------------------------------------------===//
// Kernels and programs
//===----------------------------------------------------------------------===//

def Tile_KernelOp : Tile_Op<"kernel", [
    AutomaticAllocationScope, FunctionOpInterface, IsolatedFromAbove,
    Symbol]> {
  let summary = "A grid of tile programs";
  let description = [{
    The body runs once per program of the grid, with single-threaded
    semantics. Parameters are views, partitions, mapped partitions and
    scalars, then one `!tile.token` that starts the program's chain of
    mutable accesses; the body ends with `tile.return` of the chain's last
    token. The grid is the grid of the partitions (T11), so a kernel has at
    least one. `attributes {unsafe}` admits the unchecked ops (T8) and gives
    up the data-race-freedom guarantee for that kernel.

    ```mlir
    tile.kernel @acc(%a: !tile.view<?xf32>, %c: !tile.part<256xf32>, %t0: !tile.token) {
      %old, %t1 = tile.load_mut %c, %t0 : !tile.part<256xf32> -> tensor<256xf32>
      %x = tile.load %a like %c : !tile.view<?xf32>, !tile.part<256xf32> -> tensor<256xf32>
      %new = arith.addf %old, %x : tensor<256xf32>
      %t2 = tile.store %new, %c, %t1 : tensor<256xf32>, !tile.part<256xf32>
      tile.return %t2 : !tile.token
    }
    ```
  }];
  let arguments = (ins SymbolNameAttr:$sym_name,
                       TypeAttrOf<FunctionType>:$function_type,
                       OptionalAttr<DictArrayAttr>:$arg_attrs,
                       OptionalAttr<DictArrayAttr>:$res_attrs,
                       UnitAttr:$unsafe);
  let regions = (region SizedRegion<1>:$body);
  let hasCustomAssemblyFormat = 1;
  let hasVerifier = 1;
  let hasRegionVerifier = 1;
  let extraClassDeclaration = [{
    ArrayRef<Type> getArgumentTypes() { return getFunctionType().getInputs(); }
    ArrayRef<Type> getResultTypes() { return getFunctionType().getResults(); }
    Region *getCallableRegion() { return &getBody(); }

    /// The rank of the program grid: the rank of the `!tile.part`
    /// parameters, or 1 for mapped partitions. 0 when there is none.
    int64_t getGridRank();
  }];
}

def Tile_ReturnOp : Tile_Op<"return", [
    Pure, HasParent<"KernelOp">, ReturnLike, Terminator]> {
  let summary = "Ends a tile program with the last token of its chain";
  let description = [{
    ```mlir
    tile.return %t : !tile.token
    ```
  }];
  let arguments = (ins Tile_TokenType:$token);
  let assemblyFormat = "$token attr-dict `:` qualified(type($token))";
}

def Tile_ProgramIdOp : Tile_Op<"program_id", [Pure]> {
  let summary = "The current program's coordinate along one grid dimension";
  let description = [{
    ```mlir
    %row = tile.program_id 0 : index
    ```
  }];
  let arguments = (ins I64Attr:$dim);
  let results = (outs Index:$result);
  let assemblyFormat = "$dim attr-dict `:` type($result)";
  let hasVerifier = 1;
}

def Tile_NumProgramsOp : Tile_Op<"num_programs", [Pure]> {
  let summary = "The number of programs along one grid dimension";
  let description = [{
    ```mlir
    %rows = tile.num_programs 0 : index
    ```
  }];
  let arguments = (ins I64Attr:$dim);
  let results = (outs Index:$result);
  let assemblyFormat = "$dim attr-dict `:` type($result)";
  let hasVerifier = 1;
}

//===----------------------------------------------------------------------===//
// Memory
//===----------------------------------------------------------------------===//

def Tile_LoadOp : Tile_Op<"load", [AttrSizedOperandSegments,
    DeclareOpInterfaceMethods<MemoryEffectsOpInterface>]> {
  let summary = "Reads a tile from a shared view";
  let description = [{
    Reads the tile at the given tile coordinates (element offset =
    coordinate × tile size along each dimension), or `like` a partition:
    the block of the view at the current program's block of that partition.
    Elements past the end of the view read `padding` (zero by default), so
    a coordinate outside the view (negative, or past its end) reads only
    padding, whether it is a constant or not (a constant one is not a
    verifier error, so that folding never makes a kernel invalid; the
    lowering warns about it). Reads need no token.

    ```mlir
    %a = tile.load %x[%i, %k] : !tile.view<?x?xf16> -> tensor<64x32xf16>
    %b = tile.load %y like %c : !tile.view<?xf32>, !tile.part<128xf32> -> tensor<128xf32>
    %r = tile.load %z[%i] {padding = 0xFF800000 : f32} : !tile.view<?xf32> -> tensor<1024xf32>
    ```
  }];
  let arguments = (ins Tile_ViewType:$view, Variadic<Index>:$indices,
                       Optional<Tile_PartType>:$like,
                       OptionalAttr<TypedAttrInterface>:$padding);
  let results = (outs Tile_Tensor:$result);
  let assemblyFormat = [{
    $view (`[` $indices^ `]`)? (`like` $like^)? attr-dict `:` qualified(type($view))
    (`,` qualified(type($like))^)? `->` type($result)
  }];
  let hasVerifier = 1;
}

def Tile_LoadMutOp : Tile_Op<"load_mut", [
    DeclareOpInterfaceMethods<MemoryEffectsOpInterface>]> {
  let summary = "Reads the program's own partition, in token order";
  let description = [{
    Reads the whole partition (for a mapped partition, the block of the
    given `!tile.index`), after the access that produced `token` and before
    the one that consumes the result token.

    ```mlir
    %v, %t1 = tile.load_mut %c, %t0 : !tile.part<128xf32> -> tensor<128xf32>
    %w, %t3 = tile.load_mut %d[%idx], %t2 : !tile.mapped_part<64x64xf32, affine_map<(d0, d1)[s0] -> (d0 * 2 + d1)>, 2> -> tensor<64x64xf32>
    ```
  }];
  let arguments = (ins AnyType:$part, Variadic<AnyType>:$indices,
                       Tile_TokenType:$token);
  let results = (outs Tile_Tensor:$result, Tile_TokenType:$out_token);
  let assemblyFormat = [{
    $part (`[` $indices^ `]`)? `,` $token attr-dict `:` qualified(type($part))
    (`[` type($indices)^ `]`)? `->` type($result)
  }];
  let hasVerifier = 1;
}

def Tile_StoreOp : Tile_Op<"store", [
    DeclareOpInterfaceMethods<MemoryEffectsOpInterface>]> {
  let summary = "Writes the program's own partition, in token order";
  let description = [{
    Writes a tile of the partition's shape to the program's partition (for a
    mapped partition, to the block of the given `!tile.index`). There is no
    destination index for a `!tile.part`: a store cannot reach another
    program's block (T1).

    ```mlir
    %t1 = tile.store %v, %c, %t0 : tensor<128xf32>, !tile.part<128xf32>
    ```
  }];
  let arguments = (ins Tile_Tensor:$value, AnyType:$part,
                       Variadic<AnyType>:$indices, Tile_TokenType:$token);
  let results = (outs Tile_TokenType:$out_token);
  let assemblyFormat = [{
    $value `,` $part (`[` $indices^ `]`)? `,` $token attr-dict `:`
    type($value) `,` qualified(type($part)) (`[` type($indices)^ `]`)?
  }];
  let hasVerifier = 1;
}

def Tile_IterIndicesOp : Tile_Op<"iter_indices", [
    SingleBlock, RecursiveMemoryEffects]> {
  let summary = "Runs the body once per block of a mapped partition";
  let description = [{
    The body runs for the iterations `i = 0 .. iterations-1` in order, with
    the branded `!tile.index` of block `map(program, i)`, that block's
    coordinates in the buffer's grid of blocks (one `index` per dimension)
    and the token carried from the previous iteration. It yields the token
    the next iteration starts from; the result is the last one.

    ```mlir
    %t1 = tile.iter_indices %c, %t0 : !tile.mapped_part<64x64xf32, affine_map<(d0, d1)[s0] -> (d1 * s0 + d0)>, 4> {
    ^bb0(%idx: !tile.index, %m: index, %n: index, %t: !tile.token):
      %z = tile.constant dense<0.0> : tensor<64x64xf32>
      %t2 = tile.store %z, %c[%idx], %t : tensor<64x64xf32>, !tile.mapped_part<64x64xf32, affine_map<(d0, d1)[s0] -> (d1 * s0 + d0)>, 4>[!tile.index]
      tile.yield %t2 : !tile.token
    }
    ```
  }];
  let arguments = (ins Tile_MappedPartType:$part, Tile_TokenType:$token);
  let results = (outs Tile_TokenType:$out_token);
  let regions = (region SizedRegion<1>:$body);
  let assemblyFormat = "$part `,` $token attr-dict `:` qualified(type($part)) $body";
  let hasRegionVerifier = 1;
}

def Tile_YieldOp : Tile_Op<"yield", [
    Pure, HasParent<"IterIndicesOp">, ReturnLike, Terminator]> {
  let summary = "Ends one iteration of `tile.iter_indices` with its token";
  let description = [{
    ```mlir
    tile.yield %t : !tile.token
    ```
  }];
  let arguments = (ins Tile_TokenType:$token);
  let assemblyFormat = "$token attr-dict `:` qualified(type($token))";
}

def Tile_JoinOp : Tile_Op<"join", [Pure]> {
  let summary = "Joins the branches of a forked token chain";
  let description = [{
    The result is ordered after every operand: an access that consumes it
    happens after the accesses of all the joined branches.

    ```mlir
    %t = tile.join %ta, %tb
    ```
  }];
  let arguments = (ins Variadic<Tile_TokenType>:$tokens);
  let results = (outs Tile_TokenType:$result);
  let assemblyFormat = "$tokens attr-dict";
  let hasVerifier = 1;
}

//===----------------------------------------------------------------------===//
// Tile values
//===----------------------------------------------------------------------===//

def Tile_ConstantOp : Tile_Op<"constant", [ConstantLike, Pure,
    AllTypesMatch<["value", "result"]>]> {
  let summary = "A constant tile";
  let description = [{
    ```mlir
    %z = tile.constant dense<0.0> : tensor<64x64xf32>
    ```
  }];
  let arguments = (ins ElementsAttr:$value);
  let results = (outs Tile_Tensor:$result);
  // The value's type is the result's (a dense constant is always static).
  let assemblyFormat = "attr-dict $value";
  let hasFolder = 1;
  let hasVerifier = 1;
}

def Tile_IotaOp : Tile_Op<"iota", [Pure]> {
  let summary = "The tile 0, 1, ..., n-1";
  let description = [{
    A one-dimensional integer or `index` tile holding each element's
    position; with `arith` comparisons it builds masks.

    ```mlir
    %i = tile.iota : tensor<128xi32>
    ```
  }];
  let results = (outs Tile_Tensor:$result);
  let assemblyFormat = "attr-dict `:` type($result)";
  let hasVerifier = 1;
}

def Tile_BroadcastOp : Tile_Op<"broadcast", [Pure]> {
  let summary = "Repeats a scalar or a tile along dimensions of size 1";
  let description = [{
    NumPy rules: the shapes align at the last dimension, the source may have
    fewer dimensions, and each source dimension is 1 or equal to the
    result's.

    ```mlir
    %row = tile.broadcast %m : tensor<128x1xf32> -> tensor<128x64xf32>
    %all = tile.broadcast %s : f32 -> tensor<128xf32>
    ```
  }];
  let arguments = (ins AnyType:$source);
  let results = (outs Tile_Tensor:$result);
  let assemblyFormat = "$source attr-dict `:` type($source) `->` type($result)";
  let hasVerifier = 1;
}

def Tile_ReshapeOp : Tile_Op<"reshape", [Pure]> {
  let summary = "Reinterprets a tile's elements in another shape";
  let description = [{
    Row-major order is kept; the element count and type do not change.

    ```mlir
    %r = tile.reshape %x : tensor<1024xf32> -> tensor<1x1024xf32>
    ```
  }];
  let arguments = (ins Tile_Tensor:$source);
  let results = (outs Tile_Tensor:$result);
  let assemblyFormat = "$source attr-dict `:` type($source) `->` type($result)";
  let hasVerifier = 1;
}

def Tile_ConvertLayoutOp : Tile_Op<"convert_layout", [Pure]> {
  let summary = "Moves a tile's elements to the threads of another layout";
  let description = [{
    The same tile (T12: the type does not change), held by the threads as
    the op's `tile.layout` says rather than as its source's layout does.
    `tile-assign-layouts` inserts one where layouts meet: an elementwise op
    whose operands come in different layouts (an `arith.extf` of an f16
    load, 8 elements per thread, added to an f32 load, 4 per thread)
    converts the operands that differ to its first operand's layout. Written
    by hand without a `tile.layout`, it converts to the tile's default
    layout. The lowering goes through shared memory: every thread writes
    its elements, one barrier, every thread reads those of its new layout
    (docs/TileLowering.md).

    ```mlir
    %h = tile.load %a like %c : !tile.view<?xf16>, !tile.part<1024xf16>
        -> tensor<1024xf16>
    %w = arith.extf %h : tensor<1024xf16> to tensor<1024xf32>
    %x = tile.convert_layout %w {tile.layout = #tile.blocked<
        sizePerThread = [4], threadsPerWarp = [32], warpsPerBlock = [8],
        order = [0]>} : tensor<1024xf32> -> tensor<1024xf32>
    ```
  }];
  let arguments = (ins Tile_Tensor:$source);
  let results = (outs Tile_Tensor:$result);
  let assemblyFormat = "$source attr-dict `:` type($source) `->` type($result)";
  let hasVerifier = 1;
}

def Tile_ReduceOp : Tile_Op<"reduce", [Pure]> {
  let summary = "Reduces a tile along one dimension";
  let description = [{
    The result drops the dimension, or keeps it with size 1 (handy before a
    `tile.broadcast`), as its type says.

    Kinds: `add`, `mul`, `max`, `min` (floats: `max`/`min` propagate NaN as
    `arith.maximumf`; integers: signed), and the bitwise `and`, `or`, `xor`
    on integer tiles only (T19).

    ```mlir
    %m = tile.reduce max %x dim 1 : tensor<128x64xf32> -> tensor<128x1xf32>
    %s = tile.reduce add %x dim 0 : tensor<1024xf32> -> tensor<f32>
    %f = tile.reduce or %flags dim 1 : tensor<4x256xi32> -> tensor<4x1xi32>
    ```
  }];
  let arguments = (ins Tile_ReduceKind:$kind, Tile_Tensor:$source,
                       I64Attr:$dim);
  let results = (outs Tile_Tensor:$result);
  let assemblyFormat = [{
    $kind $source `dim` $dim attr-dict `:` type($source) `->` type($result)
  }];
  let hasVerifier = 1;
}

def Tile_ArgReduceOp : Tile_Op<"arg_reduce", [Pure]> {
  let summary = "The extreme of a tile along one dimension and its index";
  let description = [{
    A reduction of (value, index) pairs: `max` gives each row's maximum
    and the index along `dim` of its first occurrence (NumPy's `argmax`),
    `min` the minimum and its first index (`argmin`). Ties go to the
    smallest index. Floats follow NumPy: a NaN is larger (for `max`) or
    smaller (for `min`) than every number, so a row with a NaN gives NaN
    and the index of its first NaN. Integers compare signed (as
    `arith.maxsi`: an `i1` true is -1, so `max` finds the first false). The results
    drop `dim` or keep it with size 1, as their types say (T12); the
    index type is `i32` or `i64` (T19).

    Triton writes argmax as a `tt.reduce` of two operands with a combiner
    region; here the combiner is fixed by the kind (no region to verify or
    lower), as `tile.reduce`'s are.

    ```mlir
    %m, %i = tile.arg_reduce max %x dim 1
        : tensor<4x256xf32> -> tensor<4x1xf32>, tensor<4x1xi32>
    ```
  }];
  let arguments = (ins Tile_ReduceKind:$kind, Tile_Tensor:$source,
                       I64Attr:$dim);
  let results = (outs Tile_Tensor:$value, Tile_Tensor:$index);
  let assemblyFormat = [{
    $kind $source `dim` $dim attr-dict `:` type($source) `->` type($value)
    `,` type($index)
  }];
  let hasVerifier = 1;
}

def Tile_ScanOp : Tile_Op<"scan", [Pure, AllTypesMatch<["source", "result"]>]> {
  let summary = "Inclusive scan (cumulative sum, product, max, min) of a tile";
  let description = [{
    Element `i` along `dim` of the result combines elements `0..i` of the
    source along `dim` (NumPy's `cumsum`, `cumprod`,
    `maximum.accumulate`, `minimum.accumulate`; Triton's `tl.cumsum`).
    Kinds `add`, `mul`, `max`, `min` (T19; floats: `max`/`min` propagate
    NaN, integers compare signed and wrap on overflow). The result has the
    source's type. Float sums are combined in a tree (in the thread, then
    across lanes and warps), so they may round differently from a
    sequential sum.

    ```mlir
    %c = tile.scan add %x dim 1 : tensor<4x256xf32>
    ```
  }];
  let arguments = (ins Tile_ReduceKind:$kind, Tile_Tensor:$source,
                       I64Attr:$dim);
  let results = (outs Tile_Tensor:$result);
  let assemblyFormat = [{
    $kind $source `dim` $dim attr-dict `:` type($source)
  }];
  let hasVerifier = 1;
}

def Tile_TransposeOp : Tile_Op<"transpose", [Pure]> {
  let summary = "Swaps the two dimensions of a 2-D tile";
  let description = [{
    `result[j, i] = source[i, j]`: the source is MxN, the result NxM of the
    same element type (T12).

    The lowering moves no data: the result's layout is the source's with
    its dimensions swapped (`tile-assign-layouts`), so each thread keeps
    its elements and only their register order changes. Where that layout
    meets another (an elementwise op with a tile in the default layout),
    the layout pass converts through shared memory as for any other
    meeting layouts (`tile.convert_layout`).

    ```mlir
    %t = tile.transpose %x : tensor<64x128xf32> -> tensor<128x64xf32>
    ```
  }];
  let arguments = (ins Tile_Tensor:$source);
  let results = (outs Tile_Tensor:$result);
  let assemblyFormat = "$source attr-dict `:` type($source) `->` type($result)";
  let hasVerifier = 1;
}

def Tile_MmaOp : Tile_Op<"mma", [Pure, AllTypesMatch<["acc", "result"]>]> {
  let summary = "Matrix multiply-accumulate of tiles: acc + a × b";
  let description = [{
    `a` is MxK, `b` KxN, `acc` and the result MxN. Operand types pair as the
    tensor cores do: f16×f16 and bf16×bf16 into f32 (or f16 for f16),
    f32×f32 (tf32) into f32, i8×i8 into i32.

    The lowering (`convert-tile-to-gpu`, docs/TileLowering.md) runs each
    pair on `mma.sync`: f16 and bf16 as m16n8k16, f32 as m16n8k8 `.tf32`
    (the tensor core reads each f32's sign, exponent and top 10 mantissa
    bits: the low 13 bits are dropped, not rounded, as MLIR's
    `nvgpu.mma.sync {tf32Enabled}` and Triton's `tf32` precision do), i8 as
    m16n8k32 `.s8` (signed) with `.satfinite` accumulation (a sum past the
    i32 range clamps). K must be a multiple of the instruction's K (8, 16
    or 32) and M and N split into 16 x 16 pieces per warp.

    ```mlir
    %d = tile.mma %a, %b, %c : tensor<64x32xf16>, tensor<32x64xf16>, tensor<64x64xf32>
    ```
  }];
  let arguments = (ins Tile_Tensor:$a, Tile_Tensor:$b, Tile_Tensor:$acc);
  let results = (outs Tile_Tensor:$result);
  let assemblyFormat = [{
    $a `,` $b `,` $acc attr-dict `:` type($a) `,` type($b) `,` type($acc)
  }];
  let hasVerifier = 1;
}

//===----------------------------------------------------------------------===//
// Escape hatches
//===----------------------------------------------------------------------===//

def Tile_UncheckedLoadOp : Tile_Op<"unchecked_load", [
    DeclareOpInterfaceMethods<MemoryEffectsOpInterface>]> {
  let summary = "Reads a tile at element offsets, without checks or order";
  let description = [{
    Only in an `unsafe` kernel (T8). Reads any view or partition argument
    at the given element offsets, unordered with the token chain.

    ```mlir
    %x = tile.unchecked_load %c[%off] : !tile.part<128xf32> -> tensor<128xf32>
    ```
  }];
  let arguments = (ins AnyType:$source, Variadic<Index>:$offsets);
  let results = (outs Tile_Tensor:$result);
  let assemblyFormat = [{
    $source `[` $offsets `]` attr-dict `:` qualified(type($source)) `->` type($result)
  }];
  let hasVerifier = 1;
}

def Tile_UncheckedStoreOp : Tile_Op<"unchecked_store", [
    DeclareOpInterfaceMethods<MemoryEffectsOpInterface>]> {
  let summary = "Writes a tile at element offsets, without checks or order";
  let description = [{
    Only in an `unsafe` kernel (T8). Writes any view or partition argument at
    the given element offsets: the author, not the verifier, answers for
    races (scatters, histograms written with care).

    ```mlir
    tile.unchecked_store %v, %out[%off] : tensor<128xf32>, !tile.view<?xf32>
    ```
  }];
  let arguments = (ins Tile_Tensor:$value, AnyType:$dest,
                       Variadic<Index>:$offsets);
  let assemblyFormat = [{
    $value `,` $dest `[` $offsets `]` attr-dict `:` type($value) `,` qualified(type($dest))
  }];
  let hasVerifier = 1;
}

//===----------------------------------------------------------------------===//
// Host side
//===----------------------------------------------------------------------===//

def Tile_PartitionOp : Tile_Op<"partition", [Pure]> {
  let summary = "Splits a buffer into the partitions of a grid";
  let description = [{
    The result stands for the whole buffer split into blocks of the result
    type's shape; its grid is the number of blocks along each dimension
    (for a mapped partition, the number of blocks divided by its
    iterations, one-dimensional). The shape divides the buffer, or the
    partition is `masked` and the grid rounds up (T6).

    ```mlir
    %pc = tile.partition %c : memref<4096x512xf32> -> !tile.part<128x64xf32>
    %pv = tile.partition %v masked : memref<?xf32> -> !tile.part<1024xf32>
    ```
  }];
  let arguments = (ins AnyMemRef:$buffer, UnitAttr:$masked);
  let results = (outs Tile_AnyPart:$result);
  let assemblyFormat = [{
    $buffer (`masked` $masked^)? attr-dict `:` type($buffer) `->` type($result)
  }];
  let hasVerifier = 1;
  let extraClassDeclaration = [{
    /// The number of programs along each grid dimension, `ShapedType::kDynamic`
    /// where a dynamic buffer size leaves it to run time.
    SmallVector<int64_t> getGrid();
  }];
}

def Tile_LaunchOp : Tile_Op<"launch", [
    DeclareOpInterfaceMethods<SymbolUserOpInterface>]> {
  let summary = "Launches a tile kernel over the grid of its partitions";
  let description = [{
    Buffers go to view parameters, `tile.partition` results to partition
    parameters, scalars to scalars; the token parameter is not passed. The
    grid is the partitions' grid, which all of them share (T10), and a
    buffer passed mutably is passed only once (T5).

    ```mlir
    tile.launch @vadd(%a, %b, %pc) : (memref<?xf32>, memref<?xf32>, !tile.part<1024xf32>)
    ```
  }];
  let arguments = (ins FlatSymbolRefAttr:$kernel, Variadic<AnyType>:$args);
  let assemblyFormat = [{
    $kernel `(` $args `)` attr-dict `:` `(` type($args) `)`
  }];
  let hasVerifier = 1;
}

#endif // WARPTILE_DIALECT_TILE_IR_TILEOPS_TD
