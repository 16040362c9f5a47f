gpu.module @m {
  gpu.func @k(%v: i32) kernel {
    %w = warp.entry : !warp.warp<all>
    %r = warp.if %w, lane(0) -> !warp.warp<all> {
    ^bb0(%l: !warp.warp<lane(0)>):
    } else {
    ^bb0(%h: !warp.warp<high(31)>):
      warp.yield %h : !warp.warp<high(31)>
    }
    gpu.return
  }
}
