// RUN: warp-opt %s --split-input-file --warp-check-convergence=warnings-as-errors --verify-diagnostics
//
// Launch sizes that are one of a few values, computed through ops the
// checker evaluates by their folders (arith, math, index) or by LLVM's
// APInt/APFloat (the LLVM dialect): FewValues.cpp. Each is C5 where no
// value is a whole number of warps; the nearest legal program is accepted.

// A funnel shift: fshl(select(c, 3, 1), 0, 4) is 48 or 16 (round 57 h1).
module attributes {gpu.container_module} {
  func.func @main(%c: i1, %buf: memref<64xi32>) {
    %c1 = arith.constant 1 : index
    %a = arith.constant 3 : i32
    %b = arith.constant 1 : i32
    %x = arith.select %c, %a, %b : i32
    %z = arith.constant 0 : i32
    %four = arith.constant 4 : i32
    %u = llvm.intr.fshl(%x, %z, %four) : (i32, i32, i32) -> i32
    %n = arith.index_castui %u : i32 to index
    // expected-error @+1 {{C5: launches a kernel that declares no block size with a block x size never a multiple of 32}}
    gpu.launch_func @m::@k blocks in (%c1, %c1, %c1) threads in (%n, %c1, %c1) args(%buf : memref<64xi32>)
    return
  }
  gpu.module @m {
    gpu.func @k(%buf: memref<64xi32>) kernel {
      %lane = gpu.lane_id
      %v = arith.index_cast %lane : index to i32
      %c16 = arith.constant 16 : i32
      %c32 = arith.constant 32 : i32
      // expected-note @+1 {{a collective the launch runs}}
      %s, %ok = gpu.shuffle xor %v, %c16, %c32 : i32
      memref.store %s, %buf[%lane] : memref<64xi32>
      gpu.return
    }
  }
}

// -----

// fshr(select(c, 3, 1), 0, 28) is 48 or 16; fshr(x, 0, 28) rotates x's bits up by 4.
module attributes {gpu.container_module} {
  func.func @main(%c: i1, %buf: memref<64xi32>) {
    %c1 = arith.constant 1 : index
    %a = arith.constant 3 : i32
    %b = arith.constant 1 : i32
    %x = arith.select %c, %a, %b : i32
    %z = arith.constant 0 : i32
    %s = arith.constant 28 : i32
    %u = llvm.intr.fshr(%x, %z, %s) : (i32, i32, i32) -> i32
    %n = arith.index_castui %u : i32 to index
    // expected-error @+1 {{C5: launches a kernel that declares no block size with a block x size never a multiple of 32}}
    gpu.launch_func @m::@k blocks in (%c1, %c1, %c1) threads in (%n, %c1, %c1) args(%buf : memref<64xi32>)
    return
  }
  gpu.module @m {
    gpu.func @k(%buf: memref<64xi32>) kernel {
      %lane = gpu.lane_id
      %v = arith.index_cast %lane : index to i32
      %c16 = arith.constant 16 : i32
      %c32 = arith.constant 32 : i32
      // expected-note @+1 {{a collective the launch runs}}
      %s, %ok = gpu.shuffle xor %v, %c16, %c32 : i32
      memref.store %s, %buf[%lane] : memref<64xi32>
      gpu.return
    }
  }
}

// -----

// The nearest legal program: fshl(select(c, 4, 2), 0, 4) is 64 or 32.
module attributes {gpu.container_module} {
  func.func @main(%c: i1, %buf: memref<64xi32>) {
    %c1 = arith.constant 1 : index
    %a = arith.constant 4 : i32
    %b = arith.constant 2 : i32
    %x = arith.select %c, %a, %b : i32
    %z = arith.constant 0 : i32
    %four = arith.constant 4 : i32
    %u = llvm.intr.fshl(%x, %z, %four) : (i32, i32, i32) -> i32
    %n = arith.index_castui %u : i32 to index
    gpu.launch_func @m::@k blocks in (%c1, %c1, %c1) threads in (%n, %c1, %c1) args(%buf : memref<64xi32>)
    return
  }
  gpu.module @m {
    gpu.func @k(%buf: memref<64xi32>) kernel {
      %lane = gpu.lane_id
      %v = arith.index_cast %lane : index to i32
      %c16 = arith.constant 16 : i32
      %c32 = arith.constant 32 : i32
      // a whole-warp shuffle
      %s, %ok = gpu.shuffle xor %v, %c16, %c32 : i32
      memref.store %s, %buf[%lane] : memref<64xi32>
      gpu.return
    }
  }
}

// -----

// A saturating shift: sshl.sat(select(c, 3, 1), 4) is 48 or 16.
module attributes {gpu.container_module} {
  func.func @main(%c: i1, %buf: memref<64xi32>) {
    %c1 = arith.constant 1 : index
    %a = arith.constant 3 : i32
    %b = arith.constant 1 : i32
    %x = arith.select %c, %a, %b : i32
    %four = arith.constant 4 : i32
    %u = llvm.intr.sshl.sat(%x, %four) : (i32, i32) -> i32
    %n = arith.index_castui %u : i32 to index
    // expected-error @+1 {{C5: launches a kernel that declares no block size with a block x size never a multiple of 32}}
    gpu.launch_func @m::@k blocks in (%c1, %c1, %c1) threads in (%n, %c1, %c1) args(%buf : memref<64xi32>)
    return
  }
  gpu.module @m {
    gpu.func @k(%buf: memref<64xi32>) kernel {
      %lane = gpu.lane_id
      %v = arith.index_cast %lane : index to i32
      %c16 = arith.constant 16 : i32
      %c32 = arith.constant 32 : i32
      // expected-note @+1 {{a collective the launch runs}}
      %s, %ok = gpu.shuffle xor %v, %c16, %c32 : i32
      memref.store %s, %buf[%lane] : memref<64xi32>
      gpu.return
    }
  }
}

// -----

// A float round trip in arith: fptosi(sitofp(select(c, 3, 1)) * 16.0) is 48 or 16.
module attributes {gpu.container_module} {
  func.func @main(%c: i1, %buf: memref<64xi32>) {
    %c1 = arith.constant 1 : index
    %a = arith.constant 3 : i32
    %b = arith.constant 1 : i32
    %x = arith.select %c, %a, %b : i32
    %f = arith.sitofp %x : i32 to f32
    %sixteen = arith.constant 16.0 : f32
    %g = arith.mulf %f, %sixteen : f32
    %u = arith.fptosi %g : f32 to i32
    %n = arith.index_castui %u : i32 to index
    // expected-error @+1 {{C5: launches a kernel that declares no block size with a block x size never a multiple of 32}}
    gpu.launch_func @m::@k blocks in (%c1, %c1, %c1) threads in (%n, %c1, %c1) args(%buf : memref<64xi32>)
    return
  }
  gpu.module @m {
    gpu.func @k(%buf: memref<64xi32>) kernel {
      %lane = gpu.lane_id
      %v = arith.index_cast %lane : index to i32
      %c16 = arith.constant 16 : i32
      %c32 = arith.constant 32 : i32
      // expected-note @+1 {{a collective the launch runs}}
      %s, %ok = gpu.shuffle xor %v, %c16, %c32 : i32
      memref.store %s, %buf[%lane] : memref<64xi32>
      gpu.return
    }
  }
}

// -----

// The same round trip in the LLVM dialect, through f64 and back.
module attributes {gpu.container_module} {
  func.func @main(%c: i1, %buf: memref<64xi32>) {
    %c1 = arith.constant 1 : index
    %a = arith.constant 3 : i32
    %b = arith.constant 1 : i32
    %x = arith.select %c, %a, %b : i32
    %f = llvm.sitofp %x : i32 to f32
    %d = llvm.fpext %f : f32 to f64
    %sixteen = llvm.mlir.constant(16.0 : f64) : f64
    %g = llvm.fmul %d, %sixteen : f64
    %u = llvm.fptoui %g : f64 to i32
    %n = arith.index_castui %u : i32 to index
    // expected-error @+1 {{C5: launches a kernel that declares no block size with a block x size never a multiple of 32}}
    gpu.launch_func @m::@k blocks in (%c1, %c1, %c1) threads in (%n, %c1, %c1) args(%buf : memref<64xi32>)
    return
  }
  gpu.module @m {
    gpu.func @k(%buf: memref<64xi32>) kernel {
      %lane = gpu.lane_id
      %v = arith.index_cast %lane : index to i32
      %c16 = arith.constant 16 : i32
      %c32 = arith.constant 32 : i32
      // expected-note @+1 {{a collective the launch runs}}
      %s, %ok = gpu.shuffle xor %v, %c16, %c32 : i32
      memref.store %s, %buf[%lane] : memref<64xi32>
      gpu.return
    }
  }
}

// -----

// The nearest legal program: a round trip through 2.0 gives 32 or 64.
module attributes {gpu.container_module} {
  func.func @main(%c: i1, %buf: memref<64xi32>) {
    %c1 = arith.constant 1 : index
    %a = arith.constant 16 : i32
    %b = arith.constant 32 : i32
    %x = arith.select %c, %a, %b : i32
    %f = arith.sitofp %x : i32 to f32
    %two = arith.constant 2.0 : f32
    %g = arith.mulf %f, %two : f32
    %u = arith.fptosi %g : f32 to i32
    %n = arith.index_castui %u : i32 to index
    gpu.launch_func @m::@k blocks in (%c1, %c1, %c1) threads in (%n, %c1, %c1) args(%buf : memref<64xi32>)
    return
  }
  gpu.module @m {
    gpu.func @k(%buf: memref<64xi32>) kernel {
      %lane = gpu.lane_id
      %v = arith.index_cast %lane : index to i32
      %c16 = arith.constant 16 : i32
      %c32 = arith.constant 32 : i32
      // a whole-warp shuffle
      %s, %ok = gpu.shuffle xor %v, %c16, %c32 : i32
      memref.store %s, %buf[%lane] : memref<64xi32>
      gpu.return
    }
  }
}

// -----

// ctpop(select(c, 0xffff, 0x3)) is 16 or 2; math.absi of -48 or -16.
module attributes {gpu.container_module} {
  func.func @main(%c: i1, %buf: memref<64xi32>) {
    %c1 = arith.constant 1 : index
    %a = arith.constant 65535 : i32
    %b = arith.constant 3 : i32
    %x = arith.select %c, %a, %b : i32
    %p = llvm.intr.ctpop(%x) : (i32) -> i32
    %m48 = arith.constant -48 : i32
    %y = arith.select %c, %m48, %p : i32
    %u = math.absi %y : i32
    %n = arith.index_castui %u : i32 to index
    // expected-error @+1 {{C5: launches a kernel that declares no block size with a block x size never a multiple of 32}}
    gpu.launch_func @m::@k blocks in (%c1, %c1, %c1) threads in (%n, %c1, %c1) args(%buf : memref<64xi32>)
    return
  }
  gpu.module @m {
    gpu.func @k(%buf: memref<64xi32>) kernel {
      %lane = gpu.lane_id
      %v = arith.index_cast %lane : index to i32
      %c16 = arith.constant 16 : i32
      %c32 = arith.constant 32 : i32
      // expected-note @+1 {{a collective the launch runs}}
      %s, %ok = gpu.shuffle xor %v, %c16, %c32 : i32
      memref.store %s, %buf[%lane] : memref<64xi32>
      gpu.return
    }
  }
}

// -----

// An `nsw` add that wraps is poison, not a value: select(c, 0x7ffffff0,
// 16) + 16 is not evaluated, and the size is taken as the host's.
module attributes {gpu.container_module} {
  func.func @main(%c: i1, %buf: memref<64xi32>) {
    %c1 = arith.constant 1 : index
    %a = arith.constant 2147483632 : i32
    %b = arith.constant 16 : i32
    %x = arith.select %c, %a, %b : i32
    %u = arith.addi %x, %b overflow<nsw> : i32
    %n = arith.index_castui %u : i32 to index
    gpu.launch_func @m::@k blocks in (%c1, %c1, %c1) threads in (%n, %c1, %c1) args(%buf : memref<64xi32>)
    return
  }
  gpu.module @m {
    gpu.func @k(%buf: memref<64xi32>) kernel {
      %lane = gpu.lane_id
      %v = arith.index_cast %lane : index to i32
      %c16 = arith.constant 16 : i32
      %c32 = arith.constant 32 : i32
      // a whole-warp shuffle
      %s, %ok = gpu.shuffle xor %v, %c16, %c32 : i32
      memref.store %s, %buf[%lane] : memref<64xi32>
      gpu.return
    }
  }
}

// -----

// Without a flag the add is a value: select(c, 0x7fffffe0, 0) + 16 is
// 0x7ffffff0 or 16.
module attributes {gpu.container_module} {
  func.func @main(%c: i1, %buf: memref<64xi32>) {
    %c1 = arith.constant 1 : index
    %a = arith.constant 2147483616 : i32
    %b = arith.constant 0 : i32
    %x = arith.select %c, %a, %b : i32
    %sixteen = arith.constant 16 : i32
    %u = arith.addi %x, %sixteen : i32
    %n = arith.index_castui %u : i32 to index
    // expected-error @+1 {{C5: launches a kernel that declares no block size with a block x size never a multiple of 32}}
    gpu.launch_func @m::@k blocks in (%c1, %c1, %c1) threads in (%n, %c1, %c1) args(%buf : memref<64xi32>)
    return
  }
  gpu.module @m {
    gpu.func @k(%buf: memref<64xi32>) kernel {
      %lane = gpu.lane_id
      %v = arith.index_cast %lane : index to i32
      %c16 = arith.constant 16 : i32
      %c32 = arith.constant 32 : i32
      // expected-note @+1 {{a collective the launch runs}}
      %s, %ok = gpu.shuffle xor %v, %c16, %c32 : i32
      memref.store %s, %buf[%lane] : memref<64xi32>
      gpu.return
    }
  }
}

// -----

// Round 58 h1: some of the values are whole warps and some are not:
// select(n == 0, 96, 48) is 48 on some launches (the constant 48 is C5).
module attributes {gpu.container_module} {
  func.func @main(%n: index, %buf: memref<128xi32>) {
    %c1 = arith.constant 1 : index
    %c0 = arith.constant 0 : index
    %c = arith.cmpi eq, %n, %c0 : index
    %a = arith.constant 96 : index
    %bb = arith.constant 48 : index
    %b = arith.select %c, %a, %bb : index
    // expected-error @+1 {{C5: launches a kernel that declares no block size with a block x size that may be 48 (one of its few values), not a multiple of 32}}
    gpu.launch_func @m::@k blocks in (%c1, %c1, %c1) threads in (%b, %c1, %c1) args(%buf : memref<128xi32>)
    return
  }
  gpu.module @m {
    gpu.func @k(%buf: memref<128xi32>) kernel {
      %lane = gpu.lane_id
      %v = arith.index_cast %lane : index to i32
      %c1 = arith.constant 16 : i32
      %c32 = arith.constant 32 : i32
      // expected-note @+1 {{a collective the launch runs}}
      %s, %ok = gpu.shuffle xor %v, %c1, %c32 : i32
      %tid = gpu.thread_id x
      memref.store %s, %buf[%tid] : memref<128xi32>
      gpu.return
    }
  }
}

// -----

// The same in a gpu.launch.
module attributes {gpu.container_module} {
  func.func @main(%n: index, %buf: memref<128xi32>) {
    %c1 = arith.constant 1 : index
    %c0 = arith.constant 0 : index
    %c = arith.cmpi eq, %n, %c0 : index
    %c96 = arith.constant 96 : index
    %c48 = arith.constant 48 : index
    %b = arith.select %c, %c96, %c48 : index
    // expected-error @+1 {{C5: the launch's block x size may be 48 (one of its few values), not a multiple of 32}}
    gpu.launch blocks(%bx, %by, %bz) in (%gx = %c1, %gy = %c1, %gz = %c1)
               threads(%tx, %ty, %tz) in (%sx = %b, %sy = %c1, %sz = %c1) {
      %t = arith.index_cast %tx : index to i32
      %m = arith.constant -1 : i32
      %c16i = arith.constant 16 : i32
      %c31 = arith.constant 31 : i32
      // expected-note @+1 {{a collective the launch runs}}
      %s = nvvm.shfl.sync bfly %m, %t, %c16i, %c31 : i32 -> i32
      memref.store %s, %buf[%tx] : memref<128xi32>
      gpu.terminator
    }
    return
  }
}

// -----

// The nearest legal program: select(n == 0, 96, 64), both whole warps.
module attributes {gpu.container_module} {
  func.func @main(%n: index, %buf: memref<128xi32>) {
    %c1 = arith.constant 1 : index
    %c0 = arith.constant 0 : index
    %c = arith.cmpi eq, %n, %c0 : index
    %c96 = arith.constant 96 : index
    %c64 = arith.constant 64 : index
    %b = arith.select %c, %c96, %c64 : index
    gpu.launch blocks(%bx, %by, %bz) in (%gx = %c1, %gy = %c1, %gz = %c1)
               threads(%tx, %ty, %tz) in (%sx = %b, %sy = %c1, %sz = %c1) {
      %t = arith.index_cast %tx : index to i32
      %m = arith.constant -1 : i32
      %c16i = arith.constant 16 : i32
      %c31 = arith.constant 31 : i32
      %s = nvvm.shfl.sync bfly %m, %t, %c16i, %c31 : i32 -> i32
      memref.store %s, %buf[%tx] : memref<128xi32>
      gpu.terminator
    }
    return
  }
}
