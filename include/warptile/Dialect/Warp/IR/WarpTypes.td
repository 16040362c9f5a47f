//===- WarpTypes.td - warp dialect types -------------------*- tablegen -*-===//
//
// Part of warptile.
//
//===----------------------------------------------------------------------===//

#ifndef WARPTILE_DIALECT_WARP_IR_WARPTYPES_TD
#define WARPTILE_DIALECT_WARP_IR_WARPTYPES_TD

include "warptile/Dialect/Warp/IR/WarpAttrs.td"

class Warp_Type<string name, string typeMnemonic, list<Trait> traits = []>
    : TypeDef<Warp_Dialect, name, traits> {
  let mnemonic = typeMnemonic;
}

def Warp_WarpType : Warp_Type<"Warp", "warp"> {
  let summary = "a warp whose executing lanes are known (!warp.warp)";
  let description = [{
    `!warp.warp<S>` says that exactly the lanes in `S` (a `#warp.lanes`
    spelling) are executing at this point, converged. It has no run-time
    representation: the lowering erases it. Width 32 unless `width = 64`.

    ```mlir
    !warp.warp<all>
    !warp.warp<even>
    !warp.warp<low(16)>
    !warp.warp<dyn>
    !warp.warp<all, width = 64>
    ```
  }];
  let parameters = (ins "LanesAttr":$lanes);
  let hasCustomAssemblyFormat = 1;
  let extraClassDeclaration = [{
    unsigned getWidth() const { return getLanes().getWidth(); }
    bool isDynamic() const { return getLanes().getDynamic(); }
    uint64_t getMask() const { return getLanes().getMask(); }
  }];
}

def Warp_TileType : Warp_Type<"Tile", "tile"> {
  let summary = "fully active groups of lanes of a warp (!warp.tile)";
  let description = [{
    `!warp.tile<N>` partitions the active lanes of a warp into aligned groups
    of `N` lanes (1, 2, 4, 8, 16, 32, or 64 on a 64-lane warp), each fully
    active. Collectives on a tile stay inside each group. The active set of
    the warp follows the size when it is not `all`.

    ```mlir
    !warp.tile<8>                 // 4 groups of 8 lanes of a full warp
    !warp.tile<8, low(16)>        // 2 groups: lanes 0-7 and 8-15
    !warp.tile<16, all, width = 64>
    ```
  }];
  let parameters = (ins "unsigned":$size, "LanesAttr":$lanes);
  let hasCustomAssemblyFormat = 1;
  let genVerifyDecl = 1;
  let extraClassDeclaration = [{
    unsigned getWidth() const { return getLanes().getWidth(); }
  }];
}

def Warp_HandleType : AnyTypeOf<[Warp_WarpType, Warp_TileType],
    "a warp or tile handle">;

#endif // WARPTILE_DIALECT_WARP_IR_WARPTYPES_TD
