// RUN: warp-opt %s -split-input-file -verify-diagnostics -o /dev/null

// A module's top level is a graph region: values may use each other in a
// cycle and an op may use a value defined after it. The launch checks
// followed such cycles without end (issue 27 round 53).

// Two loops whose conditions forward each other's results: T5 cannot
// follow the cycle and says it gave up.
tile.kernel @step(%x: !tile.part<1024xf32>, %y: !tile.part<1024xf32>, %t0: !tile.token) {
  tile.return %t0 : !tile.token
}
%buf = memref.alloc() : memref<1024xf32>
%c = arith.constant true
%r:2 = scf.while (%a = %buf, %b = %buf) : (memref<1024xf32>, memref<1024xf32>) -> (memref<1024xf32>, memref<1024xf32>) {
  scf.condition(%c) %s#0, %s#1 : memref<1024xf32>, memref<1024xf32>
} do {
^bb0(%x: memref<1024xf32>, %y: memref<1024xf32>):
  scf.yield %x, %y : memref<1024xf32>, memref<1024xf32>
}
%s:2 = scf.while (%a = %buf, %b = %buf) : (memref<1024xf32>, memref<1024xf32>) -> (memref<1024xf32>, memref<1024xf32>) {
  scf.condition(%c) %r#0, %r#1 : memref<1024xf32>, memref<1024xf32>
} do {
^bb0(%x: memref<1024xf32>, %y: memref<1024xf32>):
  scf.yield %x, %y : memref<1024xf32>, memref<1024xf32>
}
%p0 = tile.partition %r#0 : memref<1024xf32> -> !tile.part<1024xf32>
%p1 = tile.partition %r#1 : memref<1024xf32> -> !tile.part<1024xf32>
// expected-error @+1 {{T5: arguments 0 and 1 may pass one buffer, mutably twice; programs would race on it (the check gave up}}
tile.launch @step(%p0, %p1) : (!tile.part<1024xf32>, !tile.part<1024xf32>)

// -----

// A blocking wait before the token it waits for: it joins nothing, so
// the work may run during the launch (T16). The scan for launches between
// the work and its wait ran past the end of the block.
tile.kernel @step(%x: !tile.part<1024xf32>, %t0: !tile.token) {
  tile.return %t0 : !tile.token
}
func.func @host(%buf: memref<1024xf32>) {
  %p = tile.partition %buf : memref<1024xf32> -> !tile.part<1024xf32>
  // expected-error @+1 {{T16: the module starts asynchronous GPU work}}
  tile.launch @step(%p) : (!tile.part<1024xf32>)
  return
}
gpu.wait [%t]
// expected-note @+1 {{asynchronous work here}}
%t = gpu.wait async

// -----

// Two casts of each other, passed to a launching function: the view
// chain has no end (it looped forever); the call passing one buffer
// twice is the race.
tile.kernel @step(%x: !tile.part<1024xf32>, %y: !tile.view<?xf32>, %t0: !tile.token) {
  tile.return %t0 : !tile.token
}
func.func @host(%a: memref<1024xf32>, %b: memref<1024xf32>) {
  %p = tile.partition %a : memref<1024xf32> -> !tile.part<1024xf32>
  // expected-error @+1 {{T5: arguments 0 and 1}}
  tile.launch @step(%p, %b) : (!tile.part<1024xf32>, memref<1024xf32>)
  return
}
%buf = memref.alloc() : memref<1024xf32>
%y = memref.cast %z : memref<1024xf32> to memref<1024xf32>
%z = memref.cast %y : memref<1024xf32> to memref<1024xf32>
func.call @host(%y, %z) : (memref<1024xf32>, memref<1024xf32>) -> ()
func.call @host(%buf, %buf) : (memref<1024xf32>, memref<1024xf32>) -> ()

