//===- WarpInterfaces.td - warp dialect interfaces ---------*- tablegen -*-===//
//
// Part of warptile.
//
//===----------------------------------------------------------------------===//

#ifndef WARPTILE_DIALECT_WARP_IR_WARPINTERFACES_TD
#define WARPTILE_DIALECT_WARP_IR_WARPINTERFACES_TD

include "mlir/IR/OpBase.td"

def Warp_CollectiveOpInterface : OpInterface<"CollectiveOpInterface"> {
  let cppNamespace = "::mlir::warp";
  let description = [{
    An op executed by all lanes of a warp (or tile) handle together. It
    *borrows* the handle: the handle stays usable afterwards.
  }];
  let methods = [
    InterfaceMethod<"Returns the borrowed warp or tile handle.",
      "::mlir::Value", "getHandle", (ins), [{}], [{ return $_op.getWarp(); }]>,
  ];
  // W3-W5 for a handle that arrives as a function or loop argument.
  let verify = [{
    if (::mlir::failed(::mlir::warp::verifyParameterWalk($_op)))
      return ::mlir::failure();
    return ::mlir::warp::verifyForeignOwnership(
        $_op, ::mlir::cast<CollectiveOpInterface>($_op).getHandle());
  }];
}

#endif // WARPTILE_DIALECT_WARP_IR_WARPINTERFACES_TD
