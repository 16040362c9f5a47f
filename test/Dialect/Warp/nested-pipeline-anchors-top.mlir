// RUN: warp-opt --no-implicit-module %s | FileCheck %s
// RUN: warp-opt --no-implicit-module %s --pass-pipeline='func.func(warp-verify-lanes)' -o /dev/null
// Issue 27, round 10, H2's nearest legal use: a function that is the
// top-level op has no sibling a nested pipeline could rewrite, so
// warp-verify-lanes (which warp-opt runs ahead of every pipeline) runs on it.
// CHECK: warp.reduce add
func.func private @h(%w: !warp.warp<all>, %v: i32) -> (!warp.warp<all>, i32) {
  %s = warp.reduce add %w, %v : !warp.warp<all>, i32
  return %w, %s : !warp.warp<all>, i32
}
