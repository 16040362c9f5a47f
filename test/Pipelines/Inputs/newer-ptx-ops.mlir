// Ops sm_90 has that need a newer PTX than +ptx80 (NVPTX aborted with
// "Cannot select"; found by test/Sim/sweep): the PTX version is raised.
gpu.module @m {
  gpu.func @tensormap_fence(%p: !llvm.ptr) kernel {
    %s = arith.constant 128 : i32
    nvvm.fence.proxy.acquire #nvvm.mem_scope<sys> %p, %s
    nvvm.fence.proxy.release #nvvm.mem_scope<gpu>
    gpu.return
  }
  gpu.func @sync_restrict() kernel {
    nvvm.fence.sync_restrict {order = #nvvm.mem_order<acquire>}
    gpu.return
  }
}
