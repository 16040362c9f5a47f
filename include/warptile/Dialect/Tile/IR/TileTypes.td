//===- TileTypes.td - tile dialect types -------------------*- tablegen -*-===//
//
// Part of warptile.
//
//===----------------------------------------------------------------------===//

#ifndef WARPTILE_DIALECT_TILE_IR_TILETYPES_TD
#define WARPTILE_DIALECT_TILE_IR_TILETYPES_TD

include "mlir/IR/AttrTypeBase.td"
include "mlir/IR/BuiltinTypeInterfaces.td"
include "warptile/Dialect/Tile/IR/TileDialect.td"

class Tile_Type<string name, string typeMnemonic, list<Trait> traits = []>
    : TypeDef<Tile_Dialect, name, traits> {
  let mnemonic = typeMnemonic;
}

def Tile_ViewType : Tile_Type<"View", "view"> {
  let summary = "A shared, read-only view of a tensor in global memory";
  let description = [{
    `!tile.view<?x1024xf16>` is a tensor every program of a kernel may read
    and none may write (T1). Dimensions are static or `?`. Reads through a
    view are unordered: they need no token and may be reordered freely.

    ```mlir
    %x = tile.load %a[%i, %k] : !tile.view<?x1024xf16> -> tensor<64x32xf16>
    ```
  }];
  let parameters = (ins ArrayRefParameter<"int64_t">:$shape,
                        "Type":$elementType);
  let hasCustomAssemblyFormat = 1;
  let genVerifyDecl = 1;
  let extraClassDeclaration = [{
    int64_t getRank() const { return getShape().size(); }
  }];
}

def Tile_PartType : Tile_Type<"Part", "part"> {
  let summary = "The program's exclusive partition of a mutable buffer";
  let description = [{
    `!tile.part<128x64xf32>` is the block of an output that the current
    program alone may read and write. The buffer is split into a grid of such
    blocks by `tile.partition` on the host, and program `(i, j)` owns block
    `(i, j)`, so the grid of a kernel is the grid of its partitions. A store
    into a partition takes no index: the partition is the destination.

    ```mlir
    %t1 = tile.store %v, %c, %t0 : tensor<128x64xf32>, !tile.part<128x64xf32>
    ```
  }];
  let parameters = (ins ArrayRefParameter<"int64_t">:$shape,
                        "Type":$elementType);
  let hasCustomAssemblyFormat = 1;
  let genVerifyDecl = 1;
  let extraClassDeclaration = [{
    int64_t getRank() const { return getShape().size(); }
  }];
}

def Tile_MappedPartType : Tile_Type<"MappedPart", "mapped_part"> {
  let summary = "A bounded, disjoint sequence of blocks owned by one program";
  let description = [{
    `!tile.mapped_part<64x64xf32, affine_map<(d0, d1)[s0] -> (d1 * s0 + d0)>, 4>`
    gives each program `p` (`d0`) the blocks `map(p, i)` for the iterations
    `i` (`d1`) in `[0, 4)`, where `s0` is the number of programs and the
    map's result is a block's row-major index in the buffer's grid of
    64x64 blocks. The map is checked injective for every number of programs
    (T2), so two programs never own one block: this one is the persistent
    "strided" schedule, `(d0, d1) -> (d0 * 4 + d1)` the "blocked" one.
    Accesses take the `!tile.index` of the partition's own iteration
    (`tile.iter_indices`, T9). A kernel with mapped partitions has a
    one-dimensional grid of `s0` programs.
  }];
  let parameters = (ins ArrayRefParameter<"int64_t">:$shape,
                        "Type":$elementType, "AffineMap":$map,
                        "int64_t":$iterations);
  let hasCustomAssemblyFormat = 1;
  let genVerifyDecl = 1;
  let extraClassDeclaration = [{
    int64_t getRank() const { return getShape().size(); }
  }];
}

def Tile_IndexType : Tile_Type<"TileIndex", "index"> {
  let summary = "The block of a mapped partition that an iteration owns";
  let description = [{
    `!tile.index` names one block of a `!tile.mapped_part`. Only
    `tile.iter_indices` produces it, for the partition it iterates, so an
    index cannot be computed, forged or taken from another partition (T9).
  }];
}

def Tile_TokenType : Tile_Type<"Token", "token"> {
  let summary = "Orders the accesses of one program to its partitions";
  let description = [{
    Every `tile.load_mut` and `tile.store` consumes a `!tile.token` and
    produces the next: the chain is the program's happens-before. Tokens are
    linear (T3); a token consumed twice forks the chain and the branches are
    joined with `tile.join`.
  }];
}

def Tile_AnyPart : AnyTypeOf<[Tile_PartType, Tile_MappedPartType],
                             "a tile partition">;
def Tile_Tensor : RankedTensorOf<[AnyType]>;

#endif // WARPTILE_DIALECT_TILE_IR_TILETYPES_TD
