//===- WarpDialect.cpp - The warp dialect ---------------------------------===//
//
// Part of warptile.
//
//===----------------------------------------------------------------------===//

#include "warptile/Dialect/Warp/IR/FunctionReach.h"
#include "warptile/Dialect/Warp/IR/WarpOps.h"

using namespace mlir;
using namespace mlir::warp;

#include "warptile/Dialect/Warp/IR/WarpOpsDialect.cpp.inc"

void WarpDialect::initialize() {
  addOperations<
#define GET_OP_LIST
#include "warptile/Dialect/Warp/IR/WarpOps.cpp.inc"
      >();
  // Callers and callees are read where the symbol table is verified.
  attachSymbolTableChecks(getContext());
  registerAttributes();
  registerTypes();
}
