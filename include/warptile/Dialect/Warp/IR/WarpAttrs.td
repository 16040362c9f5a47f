//===- WarpAttrs.td - warp dialect attributes and enums ----*- tablegen -*-===//
//
// Part of warptile.
//
//===----------------------------------------------------------------------===//

#ifndef WARPTILE_DIALECT_WARP_IR_WARPATTRS_TD
#define WARPTILE_DIALECT_WARP_IR_WARPATTRS_TD

include "warptile/Dialect/Warp/IR/WarpDialect.td"
include "mlir/IR/AttrTypeBase.td"
include "mlir/IR/EnumAttr.td"

class Warp_Attr<string name, string attrMnemonic, list<Trait> traits = []>
    : AttrDef<Warp_Dialect, name, traits> {
  let mnemonic = attrMnemonic;
}

def Warp_LanesAttr : Warp_Attr<"Lanes", "lanes"> {
  let summary = "A set of lanes of a warp (the active set of a warp type)";
  let description = [{
    A static set of lanes of a `width`-lane warp (32 by default, or 64), or
    `dyn`: decided at run time by a predicate. Named spellings are canonical
    views of a mask, so `range(0, 16)` and `low(16)` are the same attribute
    and print as `low(16)`.

    ```mlir
    #warp.lanes<all>            // every lane
    #warp.lanes<even>           // 0x55555555
    #warp.lanes<low(16)>        // lanes 0..15
    #warp.lanes<high(8)>        // lanes 24..31
    #warp.lanes<lane(0)>
    #warp.lanes<range(4, 12)>
    #warp.lanes<mask(0x0000f0f0)>
    #warp.lanes<dyn>
    #warp.lanes<odd, width = 64>
    ```
  }];
  let parameters = (ins "unsigned":$width, "bool":$dynamic, "uint64_t":$mask);
  let hasCustomAssemblyFormat = 1;
  let genVerifyDecl = 1;
  let builders = [
    AttrBuilder<(ins "unsigned":$width, "uint64_t":$mask), [{
      return $_get($_ctxt, width, false, mask);
    }]>,
  ];
  let extraClassDeclaration = [{
    /// The `dyn` set of a `width`-lane warp.
    static LanesAttr getDyn(::mlir::MLIRContext *ctx, unsigned width);
    /// Every lane of a `width`-lane warp.
    static LanesAttr getAll(::mlir::MLIRContext *ctx, unsigned width);
    bool isAll() const;
    bool contains(unsigned lane) const;
    /// The canonical spelling without width, e.g. `low(16)` or `dyn`.
    std::string spell() const;
    /// Prints the body `<spelling>[, width = N]` shared by attribute and types.
    void printBody(::mlir::AsmPrinter &printer) const;
    /// Parses the body `<spelling>[, width = N]`.
    static LanesAttr parseBody(::mlir::AsmParser &parser);
  }];
}

def Warp_ShuffleMode : I32EnumAttr<"ShuffleMode", "how a shuffle picks its source lane", [
    I32EnumAttrCase<"Idx", 0, "idx">,
    I32EnumAttrCase<"Up", 1, "up">,
    I32EnumAttrCase<"Down", 2, "down">,
    I32EnumAttrCase<"Xor", 3, "xor">]> {
  let cppNamespace = "::mlir::warp";
}

def Warp_ReduceKind : I32EnumAttr<"ReduceKind", "a reduction or scan combiner", [
    I32EnumAttrCase<"Add", 0, "add">,
    I32EnumAttrCase<"Mul", 1, "mul">,
    I32EnumAttrCase<"Min", 2, "min">,
    I32EnumAttrCase<"Max", 3, "max">,
    I32EnumAttrCase<"And", 4, "and">,
    I32EnumAttrCase<"Or", 5, "or">,
    I32EnumAttrCase<"Xor", 6, "xor">]> {
  let cppNamespace = "::mlir::warp";
}

def Warp_ScanMode : I32EnumAttr<"ScanMode", "whether a scan includes the lane's own value", [
    I32EnumAttrCase<"Inclusive", 0, "inclusive">,
    I32EnumAttrCase<"Exclusive", 1, "exclusive">]> {
  let cppNamespace = "::mlir::warp";
}

#endif // WARPTILE_DIALECT_WARP_IR_WARPATTRS_TD
