// RUN: warp-opt %s --convert-tile-to-gpu=drop-host --verify-diagnostics -o /dev/null
//
// drop-host removes the host tile code; an op that stays may not use what
// it computes (it was left with a null operand: issue 27 round 56a).

tile.kernel @step(%x: !tile.part<1024xf32>, %t0: !tile.token) {
  tile.return %t0 : !tile.token
}
%b = memref.alloc() : memref<1024xf32>
// expected-note @+1 {{the host op}}
%p0 = tile.partition %b : memref<1024xf32> -> !tile.part<1024xf32>
tile.launch @step(%p0) : (!tile.part<1024xf32>)
// expected-error @+1 {{uses a value of host tile code that drop-host removes}}
%c = builtin.unrealized_conversion_cast %p0 : !tile.part<1024xf32> to i64
