// An unsafe tile kernel that calls a host function: convert-tile-to-gpu
// moved the kernel into a GPU module, where the call no longer resolved
// (valid IR in, invalid IR out).
func.func private @host_helper(memref<1024xf32>)
tile.kernel @calls_host(%c: !tile.part<128xf32>, %t0: !tile.token) attributes {unsafe} {
  %a = memref.alloc() : memref<1024xf32>
  func.call @host_helper(%a) : (memref<1024xf32>) -> ()
  tile.return %t0 : !tile.token
}
