// A host function that writes its scalars of every type into a buffer, as
// f64s, for test/Runtime/emit-lib-scalars.test: what a library of
// warp-run --emit-lib receives from a C caller.

func.func @main(%out: memref<8xf64>, %a: i8, %b: i32, %c: i64, %d: f16,
                %e: bf16, %f: f32, %g: f64, %h: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  %c5 = arith.constant 5 : index
  %c6 = arith.constant 6 : index
  %c7 = arith.constant 7 : index
  %va = arith.sitofp %a : i8 to f64
  memref.store %va, %out[%c0] : memref<8xf64>
  %vb = arith.sitofp %b : i32 to f64
  memref.store %vb, %out[%c1] : memref<8xf64>
  %vc = arith.sitofp %c : i64 to f64
  memref.store %vc, %out[%c2] : memref<8xf64>
  %vd = arith.extf %d : f16 to f64
  memref.store %vd, %out[%c3] : memref<8xf64>
  %ve = arith.extf %e : bf16 to f64
  memref.store %ve, %out[%c4] : memref<8xf64>
  %vf = arith.extf %f : f32 to f64
  memref.store %vf, %out[%c5] : memref<8xf64>
  memref.store %g, %out[%c6] : memref<8xf64>
  %hi = arith.index_cast %h : index to i64
  %vh = arith.sitofp %hi : i64 to f64
  memref.store %vh, %out[%c7] : memref<8xf64>
  return
}
