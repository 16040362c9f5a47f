// RUN: warp-opt %s | FileCheck %s
// RUN: warp-opt %s --gpu-async-region --canonicalize | FileCheck %s --check-prefix=PASS

// Test: warp-opt registers every upstream dialect and extension like mlir-opt,
// so a module using async, tensor and linalg ops parses and
// round-trips (before, `async` and `tensor` were unknown dialects).

// CHECK-LABEL: func.func @async_execute
// CHECK: async.execute
// CHECK: async.await
func.func @async_execute(%a: index) -> index {
  %token, %value = async.execute -> !async.value<index> {
    async.yield %a : index
  }
  %r = async.await %value : !async.value<index>
  return %r : index
}

// CHECK-LABEL: func.func @tensor_slice
// CHECK: tensor.extract_slice
func.func @tensor_slice(%t: tensor<8x8xf32>) -> tensor<4x4xf32> {
  %s = tensor.extract_slice %t[0, 0] [4, 4] [1, 1]
      : tensor<8x8xf32> to tensor<4x4xf32>
  return %s : tensor<4x4xf32>
}

// CHECK-LABEL: func.func @linalg_matmul
// CHECK: linalg.matmul
func.func @linalg_matmul(%a: tensor<4x4xf32>, %b: tensor<4x4xf32>,
                         %c: tensor<4x4xf32>) -> tensor<4x4xf32> {
  %r = linalg.matmul ins(%a, %b : tensor<4x4xf32>, tensor<4x4xf32>)
                     outs(%c : tensor<4x4xf32>) -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}

// PASS-LABEL: func.func @linalg_matmul
// PASS: linalg.matmul
