// MLIR 22.1's parser crashes on a dense array of index
// (llvm/llvm-project#179045); warp-fuzz leaves such inputs to upstream.
func.func @f() attributes {a = array<index>} { return }
