// 48 private helpers whose warp loops are bounded by a parameter: each
// helper's W17 check analyses the kernel that calls it, while other threads
// verify the other helpers and the kernel (parallel-verify.test).
gpu.module @m {
  func.func private @h0(%x: !warp.warp<all>, %k: i32, %v: i32) -> (!warp.warp<all>, i32) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %z = arith.constant 0 : i32
    %ki = arith.index_cast %k : i32 to index
    %r:2 = scf.for %i = %c0 to %ki step %c1 iter_args(%y = %x, %a = %z) -> (!warp.warp<all>, i32) {
      %s = warp.reduce add %y, %v : !warp.warp<all>, i32
      %a2 = arith.addi %a, %s : i32
      scf.yield %y, %a2 : !warp.warp<all>, i32
    }
    return %r#0, %r#1 : !warp.warp<all>, i32
  }
  func.func private @h1(%x: !warp.warp<all>, %k: i32, %v: i32) -> (!warp.warp<all>, i32) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %z = arith.constant 0 : i32
    %ki = arith.index_cast %k : i32 to index
    %r:2 = scf.for %i = %c0 to %ki step %c1 iter_args(%y = %x, %a = %z) -> (!warp.warp<all>, i32) {
      %s = warp.reduce add %y, %v : !warp.warp<all>, i32
      %a2 = arith.addi %a, %s : i32
      scf.yield %y, %a2 : !warp.warp<all>, i32
    }
    return %r#0, %r#1 : !warp.warp<all>, i32
  }
  func.func private @h2(%x: !warp.warp<all>, %k: i32, %v: i32) -> (!warp.warp<all>, i32) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %z = arith.constant 0 : i32
    %ki = arith.index_cast %k : i32 to index
    %r:2 = scf.for %i = %c0 to %ki step %c1 iter_args(%y = %x, %a = %z) -> (!warp.warp<all>, i32) {
      %s = warp.reduce add %y, %v : !warp.warp<all>, i32
      %a2 = arith.addi %a, %s : i32
      scf.yield %y, %a2 : !warp.warp<all>, i32
    }
    return %r#0, %r#1 : !warp.warp<all>, i32
  }
  func.func private @h3(%x: !warp.warp<all>, %k: i32, %v: i32) -> (!warp.warp<all>, i32) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %z = arith.constant 0 : i32
    %ki = arith.index_cast %k : i32 to index
    %r:2 = scf.for %i = %c0 to %ki step %c1 iter_args(%y = %x, %a = %z) -> (!warp.warp<all>, i32) {
      %s = warp.reduce add %y, %v : !warp.warp<all>, i32
      %a2 = arith.addi %a, %s : i32
      scf.yield %y, %a2 : !warp.warp<all>, i32
    }
    return %r#0, %r#1 : !warp.warp<all>, i32
  }
  func.func private @h4(%x: !warp.warp<all>, %k: i32, %v: i32) -> (!warp.warp<all>, i32) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %z = arith.constant 0 : i32
    %ki = arith.index_cast %k : i32 to index
    %r:2 = scf.for %i = %c0 to %ki step %c1 iter_args(%y = %x, %a = %z) -> (!warp.warp<all>, i32) {
      %s = warp.reduce add %y, %v : !warp.warp<all>, i32
      %a2 = arith.addi %a, %s : i32
      scf.yield %y, %a2 : !warp.warp<all>, i32
    }
    return %r#0, %r#1 : !warp.warp<all>, i32
  }
  func.func private @h5(%x: !warp.warp<all>, %k: i32, %v: i32) -> (!warp.warp<all>, i32) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %z = arith.constant 0 : i32
    %ki = arith.index_cast %k : i32 to index
    %r:2 = scf.for %i = %c0 to %ki step %c1 iter_args(%y = %x, %a = %z) -> (!warp.warp<all>, i32) {
      %s = warp.reduce add %y, %v : !warp.warp<all>, i32
      %a2 = arith.addi %a, %s : i32
      scf.yield %y, %a2 : !warp.warp<all>, i32
    }
    return %r#0, %r#1 : !warp.warp<all>, i32
  }
  func.func private @h6(%x: !warp.warp<all>, %k: i32, %v: i32) -> (!warp.warp<all>, i32) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %z = arith.constant 0 : i32
    %ki = arith.index_cast %k : i32 to index
    %r:2 = scf.for %i = %c0 to %ki step %c1 iter_args(%y = %x, %a = %z) -> (!warp.warp<all>, i32) {
      %s = warp.reduce add %y, %v : !warp.warp<all>, i32
      %a2 = arith.addi %a, %s : i32
      scf.yield %y, %a2 : !warp.warp<all>, i32
    }
    return %r#0, %r#1 : !warp.warp<all>, i32
  }
  func.func private @h7(%x: !warp.warp<all>, %k: i32, %v: i32) -> (!warp.warp<all>, i32) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %z = arith.constant 0 : i32
    %ki = arith.index_cast %k : i32 to index
    %r:2 = scf.for %i = %c0 to %ki step %c1 iter_args(%y = %x, %a = %z) -> (!warp.warp<all>, i32) {
      %s = warp.reduce add %y, %v : !warp.warp<all>, i32
      %a2 = arith.addi %a, %s : i32
      scf.yield %y, %a2 : !warp.warp<all>, i32
    }
    return %r#0, %r#1 : !warp.warp<all>, i32
  }
  func.func private @h8(%x: !warp.warp<all>, %k: i32, %v: i32) -> (!warp.warp<all>, i32) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %z = arith.constant 0 : i32
    %ki = arith.index_cast %k : i32 to index
    %r:2 = scf.for %i = %c0 to %ki step %c1 iter_args(%y = %x, %a = %z) -> (!warp.warp<all>, i32) {
      %s = warp.reduce add %y, %v : !warp.warp<all>, i32
      %a2 = arith.addi %a, %s : i32
      scf.yield %y, %a2 : !warp.warp<all>, i32
    }
    return %r#0, %r#1 : !warp.warp<all>, i32
  }
  func.func private @h9(%x: !warp.warp<all>, %k: i32, %v: i32) -> (!warp.warp<all>, i32) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %z = arith.constant 0 : i32
    %ki = arith.index_cast %k : i32 to index
    %r:2 = scf.for %i = %c0 to %ki step %c1 iter_args(%y = %x, %a = %z) -> (!warp.warp<all>, i32) {
      %s = warp.reduce add %y, %v : !warp.warp<all>, i32
      %a2 = arith.addi %a, %s : i32
      scf.yield %y, %a2 : !warp.warp<all>, i32
    }
    return %r#0, %r#1 : !warp.warp<all>, i32
  }
  func.func private @h10(%x: !warp.warp<all>, %k: i32, %v: i32) -> (!warp.warp<all>, i32) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %z = arith.constant 0 : i32
    %ki = arith.index_cast %k : i32 to index
    %r:2 = scf.for %i = %c0 to %ki step %c1 iter_args(%y = %x, %a = %z) -> (!warp.warp<all>, i32) {
      %s = warp.reduce add %y, %v : !warp.warp<all>, i32
      %a2 = arith.addi %a, %s : i32
      scf.yield %y, %a2 : !warp.warp<all>, i32
    }
    return %r#0, %r#1 : !warp.warp<all>, i32
  }
  func.func private @h11(%x: !warp.warp<all>, %k: i32, %v: i32) -> (!warp.warp<all>, i32) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %z = arith.constant 0 : i32
    %ki = arith.index_cast %k : i32 to index
    %r:2 = scf.for %i = %c0 to %ki step %c1 iter_args(%y = %x, %a = %z) -> (!warp.warp<all>, i32) {
      %s = warp.reduce add %y, %v : !warp.warp<all>, i32
      %a2 = arith.addi %a, %s : i32
      scf.yield %y, %a2 : !warp.warp<all>, i32
    }
    return %r#0, %r#1 : !warp.warp<all>, i32
  }
  func.func private @h12(%x: !warp.warp<all>, %k: i32, %v: i32) -> (!warp.warp<all>, i32) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %z = arith.constant 0 : i32
    %ki = arith.index_cast %k : i32 to index
    %r:2 = scf.for %i = %c0 to %ki step %c1 iter_args(%y = %x, %a = %z) -> (!warp.warp<all>, i32) {
      %s = warp.reduce add %y, %v : !warp.warp<all>, i32
      %a2 = arith.addi %a, %s : i32
      scf.yield %y, %a2 : !warp.warp<all>, i32
    }
    return %r#0, %r#1 : !warp.warp<all>, i32
  }
  func.func private @h13(%x: !warp.warp<all>, %k: i32, %v: i32) -> (!warp.warp<all>, i32) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %z = arith.constant 0 : i32
    %ki = arith.index_cast %k : i32 to index
    %r:2 = scf.for %i = %c0 to %ki step %c1 iter_args(%y = %x, %a = %z) -> (!warp.warp<all>, i32) {
      %s = warp.reduce add %y, %v : !warp.warp<all>, i32
      %a2 = arith.addi %a, %s : i32
      scf.yield %y, %a2 : !warp.warp<all>, i32
    }
    return %r#0, %r#1 : !warp.warp<all>, i32
  }
  func.func private @h14(%x: !warp.warp<all>, %k: i32, %v: i32) -> (!warp.warp<all>, i32) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %z = arith.constant 0 : i32
    %ki = arith.index_cast %k : i32 to index
    %r:2 = scf.for %i = %c0 to %ki step %c1 iter_args(%y = %x, %a = %z) -> (!warp.warp<all>, i32) {
      %s = warp.reduce add %y, %v : !warp.warp<all>, i32
      %a2 = arith.addi %a, %s : i32
      scf.yield %y, %a2 : !warp.warp<all>, i32
    }
    return %r#0, %r#1 : !warp.warp<all>, i32
  }
  func.func private @h15(%x: !warp.warp<all>, %k: i32, %v: i32) -> (!warp.warp<all>, i32) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %z = arith.constant 0 : i32
    %ki = arith.index_cast %k : i32 to index
    %r:2 = scf.for %i = %c0 to %ki step %c1 iter_args(%y = %x, %a = %z) -> (!warp.warp<all>, i32) {
      %s = warp.reduce add %y, %v : !warp.warp<all>, i32
      %a2 = arith.addi %a, %s : i32
      scf.yield %y, %a2 : !warp.warp<all>, i32
    }
    return %r#0, %r#1 : !warp.warp<all>, i32
  }
  func.func private @h16(%x: !warp.warp<all>, %k: i32, %v: i32) -> (!warp.warp<all>, i32) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %z = arith.constant 0 : i32
    %ki = arith.index_cast %k : i32 to index
    %r:2 = scf.for %i = %c0 to %ki step %c1 iter_args(%y = %x, %a = %z) -> (!warp.warp<all>, i32) {
      %s = warp.reduce add %y, %v : !warp.warp<all>, i32
      %a2 = arith.addi %a, %s : i32
      scf.yield %y, %a2 : !warp.warp<all>, i32
    }
    return %r#0, %r#1 : !warp.warp<all>, i32
  }
  func.func private @h17(%x: !warp.warp<all>, %k: i32, %v: i32) -> (!warp.warp<all>, i32) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %z = arith.constant 0 : i32
    %ki = arith.index_cast %k : i32 to index
    %r:2 = scf.for %i = %c0 to %ki step %c1 iter_args(%y = %x, %a = %z) -> (!warp.warp<all>, i32) {
      %s = warp.reduce add %y, %v : !warp.warp<all>, i32
      %a2 = arith.addi %a, %s : i32
      scf.yield %y, %a2 : !warp.warp<all>, i32
    }
    return %r#0, %r#1 : !warp.warp<all>, i32
  }
  func.func private @h18(%x: !warp.warp<all>, %k: i32, %v: i32) -> (!warp.warp<all>, i32) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %z = arith.constant 0 : i32
    %ki = arith.index_cast %k : i32 to index
    %r:2 = scf.for %i = %c0 to %ki step %c1 iter_args(%y = %x, %a = %z) -> (!warp.warp<all>, i32) {
      %s = warp.reduce add %y, %v : !warp.warp<all>, i32
      %a2 = arith.addi %a, %s : i32
      scf.yield %y, %a2 : !warp.warp<all>, i32
    }
    return %r#0, %r#1 : !warp.warp<all>, i32
  }
  func.func private @h19(%x: !warp.warp<all>, %k: i32, %v: i32) -> (!warp.warp<all>, i32) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %z = arith.constant 0 : i32
    %ki = arith.index_cast %k : i32 to index
    %r:2 = scf.for %i = %c0 to %ki step %c1 iter_args(%y = %x, %a = %z) -> (!warp.warp<all>, i32) {
      %s = warp.reduce add %y, %v : !warp.warp<all>, i32
      %a2 = arith.addi %a, %s : i32
      scf.yield %y, %a2 : !warp.warp<all>, i32
    }
    return %r#0, %r#1 : !warp.warp<all>, i32
  }
  func.func private @h20(%x: !warp.warp<all>, %k: i32, %v: i32) -> (!warp.warp<all>, i32) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %z = arith.constant 0 : i32
    %ki = arith.index_cast %k : i32 to index
    %r:2 = scf.for %i = %c0 to %ki step %c1 iter_args(%y = %x, %a = %z) -> (!warp.warp<all>, i32) {
      %s = warp.reduce add %y, %v : !warp.warp<all>, i32
      %a2 = arith.addi %a, %s : i32
      scf.yield %y, %a2 : !warp.warp<all>, i32
    }
    return %r#0, %r#1 : !warp.warp<all>, i32
  }
  func.func private @h21(%x: !warp.warp<all>, %k: i32, %v: i32) -> (!warp.warp<all>, i32) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %z = arith.constant 0 : i32
    %ki = arith.index_cast %k : i32 to index
    %r:2 = scf.for %i = %c0 to %ki step %c1 iter_args(%y = %x, %a = %z) -> (!warp.warp<all>, i32) {
      %s = warp.reduce add %y, %v : !warp.warp<all>, i32
      %a2 = arith.addi %a, %s : i32
      scf.yield %y, %a2 : !warp.warp<all>, i32
    }
    return %r#0, %r#1 : !warp.warp<all>, i32
  }
  func.func private @h22(%x: !warp.warp<all>, %k: i32, %v: i32) -> (!warp.warp<all>, i32) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %z = arith.constant 0 : i32
    %ki = arith.index_cast %k : i32 to index
    %r:2 = scf.for %i = %c0 to %ki step %c1 iter_args(%y = %x, %a = %z) -> (!warp.warp<all>, i32) {
      %s = warp.reduce add %y, %v : !warp.warp<all>, i32
      %a2 = arith.addi %a, %s : i32
      scf.yield %y, %a2 : !warp.warp<all>, i32
    }
    return %r#0, %r#1 : !warp.warp<all>, i32
  }
  func.func private @h23(%x: !warp.warp<all>, %k: i32, %v: i32) -> (!warp.warp<all>, i32) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %z = arith.constant 0 : i32
    %ki = arith.index_cast %k : i32 to index
    %r:2 = scf.for %i = %c0 to %ki step %c1 iter_args(%y = %x, %a = %z) -> (!warp.warp<all>, i32) {
      %s = warp.reduce add %y, %v : !warp.warp<all>, i32
      %a2 = arith.addi %a, %s : i32
      scf.yield %y, %a2 : !warp.warp<all>, i32
    }
    return %r#0, %r#1 : !warp.warp<all>, i32
  }
  func.func private @h24(%x: !warp.warp<all>, %k: i32, %v: i32) -> (!warp.warp<all>, i32) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %z = arith.constant 0 : i32
    %ki = arith.index_cast %k : i32 to index
    %r:2 = scf.for %i = %c0 to %ki step %c1 iter_args(%y = %x, %a = %z) -> (!warp.warp<all>, i32) {
      %s = warp.reduce add %y, %v : !warp.warp<all>, i32
      %a2 = arith.addi %a, %s : i32
      scf.yield %y, %a2 : !warp.warp<all>, i32
    }
    return %r#0, %r#1 : !warp.warp<all>, i32
  }
  func.func private @h25(%x: !warp.warp<all>, %k: i32, %v: i32) -> (!warp.warp<all>, i32) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %z = arith.constant 0 : i32
    %ki = arith.index_cast %k : i32 to index
    %r:2 = scf.for %i = %c0 to %ki step %c1 iter_args(%y = %x, %a = %z) -> (!warp.warp<all>, i32) {
      %s = warp.reduce add %y, %v : !warp.warp<all>, i32
      %a2 = arith.addi %a, %s : i32
      scf.yield %y, %a2 : !warp.warp<all>, i32
    }
    return %r#0, %r#1 : !warp.warp<all>, i32
  }
  func.func private @h26(%x: !warp.warp<all>, %k: i32, %v: i32) -> (!warp.warp<all>, i32) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %z = arith.constant 0 : i32
    %ki = arith.index_cast %k : i32 to index
    %r:2 = scf.for %i = %c0 to %ki step %c1 iter_args(%y = %x, %a = %z) -> (!warp.warp<all>, i32) {
      %s = warp.reduce add %y, %v : !warp.warp<all>, i32
      %a2 = arith.addi %a, %s : i32
      scf.yield %y, %a2 : !warp.warp<all>, i32
    }
    return %r#0, %r#1 : !warp.warp<all>, i32
  }
  func.func private @h27(%x: !warp.warp<all>, %k: i32, %v: i32) -> (!warp.warp<all>, i32) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %z = arith.constant 0 : i32
    %ki = arith.index_cast %k : i32 to index
    %r:2 = scf.for %i = %c0 to %ki step %c1 iter_args(%y = %x, %a = %z) -> (!warp.warp<all>, i32) {
      %s = warp.reduce add %y, %v : !warp.warp<all>, i32
      %a2 = arith.addi %a, %s : i32
      scf.yield %y, %a2 : !warp.warp<all>, i32
    }
    return %r#0, %r#1 : !warp.warp<all>, i32
  }
  func.func private @h28(%x: !warp.warp<all>, %k: i32, %v: i32) -> (!warp.warp<all>, i32) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %z = arith.constant 0 : i32
    %ki = arith.index_cast %k : i32 to index
    %r:2 = scf.for %i = %c0 to %ki step %c1 iter_args(%y = %x, %a = %z) -> (!warp.warp<all>, i32) {
      %s = warp.reduce add %y, %v : !warp.warp<all>, i32
      %a2 = arith.addi %a, %s : i32
      scf.yield %y, %a2 : !warp.warp<all>, i32
    }
    return %r#0, %r#1 : !warp.warp<all>, i32
  }
  func.func private @h29(%x: !warp.warp<all>, %k: i32, %v: i32) -> (!warp.warp<all>, i32) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %z = arith.constant 0 : i32
    %ki = arith.index_cast %k : i32 to index
    %r:2 = scf.for %i = %c0 to %ki step %c1 iter_args(%y = %x, %a = %z) -> (!warp.warp<all>, i32) {
      %s = warp.reduce add %y, %v : !warp.warp<all>, i32
      %a2 = arith.addi %a, %s : i32
      scf.yield %y, %a2 : !warp.warp<all>, i32
    }
    return %r#0, %r#1 : !warp.warp<all>, i32
  }
  func.func private @h30(%x: !warp.warp<all>, %k: i32, %v: i32) -> (!warp.warp<all>, i32) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %z = arith.constant 0 : i32
    %ki = arith.index_cast %k : i32 to index
    %r:2 = scf.for %i = %c0 to %ki step %c1 iter_args(%y = %x, %a = %z) -> (!warp.warp<all>, i32) {
      %s = warp.reduce add %y, %v : !warp.warp<all>, i32
      %a2 = arith.addi %a, %s : i32
      scf.yield %y, %a2 : !warp.warp<all>, i32
    }
    return %r#0, %r#1 : !warp.warp<all>, i32
  }
  func.func private @h31(%x: !warp.warp<all>, %k: i32, %v: i32) -> (!warp.warp<all>, i32) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %z = arith.constant 0 : i32
    %ki = arith.index_cast %k : i32 to index
    %r:2 = scf.for %i = %c0 to %ki step %c1 iter_args(%y = %x, %a = %z) -> (!warp.warp<all>, i32) {
      %s = warp.reduce add %y, %v : !warp.warp<all>, i32
      %a2 = arith.addi %a, %s : i32
      scf.yield %y, %a2 : !warp.warp<all>, i32
    }
    return %r#0, %r#1 : !warp.warp<all>, i32
  }
  func.func private @h32(%x: !warp.warp<all>, %k: i32, %v: i32) -> (!warp.warp<all>, i32) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %z = arith.constant 0 : i32
    %ki = arith.index_cast %k : i32 to index
    %r:2 = scf.for %i = %c0 to %ki step %c1 iter_args(%y = %x, %a = %z) -> (!warp.warp<all>, i32) {
      %s = warp.reduce add %y, %v : !warp.warp<all>, i32
      %a2 = arith.addi %a, %s : i32
      scf.yield %y, %a2 : !warp.warp<all>, i32
    }
    return %r#0, %r#1 : !warp.warp<all>, i32
  }
  func.func private @h33(%x: !warp.warp<all>, %k: i32, %v: i32) -> (!warp.warp<all>, i32) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %z = arith.constant 0 : i32
    %ki = arith.index_cast %k : i32 to index
    %r:2 = scf.for %i = %c0 to %ki step %c1 iter_args(%y = %x, %a = %z) -> (!warp.warp<all>, i32) {
      %s = warp.reduce add %y, %v : !warp.warp<all>, i32
      %a2 = arith.addi %a, %s : i32
      scf.yield %y, %a2 : !warp.warp<all>, i32
    }
    return %r#0, %r#1 : !warp.warp<all>, i32
  }
  func.func private @h34(%x: !warp.warp<all>, %k: i32, %v: i32) -> (!warp.warp<all>, i32) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %z = arith.constant 0 : i32
    %ki = arith.index_cast %k : i32 to index
    %r:2 = scf.for %i = %c0 to %ki step %c1 iter_args(%y = %x, %a = %z) -> (!warp.warp<all>, i32) {
      %s = warp.reduce add %y, %v : !warp.warp<all>, i32
      %a2 = arith.addi %a, %s : i32
      scf.yield %y, %a2 : !warp.warp<all>, i32
    }
    return %r#0, %r#1 : !warp.warp<all>, i32
  }
  func.func private @h35(%x: !warp.warp<all>, %k: i32, %v: i32) -> (!warp.warp<all>, i32) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %z = arith.constant 0 : i32
    %ki = arith.index_cast %k : i32 to index
    %r:2 = scf.for %i = %c0 to %ki step %c1 iter_args(%y = %x, %a = %z) -> (!warp.warp<all>, i32) {
      %s = warp.reduce add %y, %v : !warp.warp<all>, i32
      %a2 = arith.addi %a, %s : i32
      scf.yield %y, %a2 : !warp.warp<all>, i32
    }
    return %r#0, %r#1 : !warp.warp<all>, i32
  }
  func.func private @h36(%x: !warp.warp<all>, %k: i32, %v: i32) -> (!warp.warp<all>, i32) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %z = arith.constant 0 : i32
    %ki = arith.index_cast %k : i32 to index
    %r:2 = scf.for %i = %c0 to %ki step %c1 iter_args(%y = %x, %a = %z) -> (!warp.warp<all>, i32) {
      %s = warp.reduce add %y, %v : !warp.warp<all>, i32
      %a2 = arith.addi %a, %s : i32
      scf.yield %y, %a2 : !warp.warp<all>, i32
    }
    return %r#0, %r#1 : !warp.warp<all>, i32
  }
  func.func private @h37(%x: !warp.warp<all>, %k: i32, %v: i32) -> (!warp.warp<all>, i32) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %z = arith.constant 0 : i32
    %ki = arith.index_cast %k : i32 to index
    %r:2 = scf.for %i = %c0 to %ki step %c1 iter_args(%y = %x, %a = %z) -> (!warp.warp<all>, i32) {
      %s = warp.reduce add %y, %v : !warp.warp<all>, i32
      %a2 = arith.addi %a, %s : i32
      scf.yield %y, %a2 : !warp.warp<all>, i32
    }
    return %r#0, %r#1 : !warp.warp<all>, i32
  }
  func.func private @h38(%x: !warp.warp<all>, %k: i32, %v: i32) -> (!warp.warp<all>, i32) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %z = arith.constant 0 : i32
    %ki = arith.index_cast %k : i32 to index
    %r:2 = scf.for %i = %c0 to %ki step %c1 iter_args(%y = %x, %a = %z) -> (!warp.warp<all>, i32) {
      %s = warp.reduce add %y, %v : !warp.warp<all>, i32
      %a2 = arith.addi %a, %s : i32
      scf.yield %y, %a2 : !warp.warp<all>, i32
    }
    return %r#0, %r#1 : !warp.warp<all>, i32
  }
  func.func private @h39(%x: !warp.warp<all>, %k: i32, %v: i32) -> (!warp.warp<all>, i32) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %z = arith.constant 0 : i32
    %ki = arith.index_cast %k : i32 to index
    %r:2 = scf.for %i = %c0 to %ki step %c1 iter_args(%y = %x, %a = %z) -> (!warp.warp<all>, i32) {
      %s = warp.reduce add %y, %v : !warp.warp<all>, i32
      %a2 = arith.addi %a, %s : i32
      scf.yield %y, %a2 : !warp.warp<all>, i32
    }
    return %r#0, %r#1 : !warp.warp<all>, i32
  }
  func.func private @h40(%x: !warp.warp<all>, %k: i32, %v: i32) -> (!warp.warp<all>, i32) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %z = arith.constant 0 : i32
    %ki = arith.index_cast %k : i32 to index
    %r:2 = scf.for %i = %c0 to %ki step %c1 iter_args(%y = %x, %a = %z) -> (!warp.warp<all>, i32) {
      %s = warp.reduce add %y, %v : !warp.warp<all>, i32
      %a2 = arith.addi %a, %s : i32
      scf.yield %y, %a2 : !warp.warp<all>, i32
    }
    return %r#0, %r#1 : !warp.warp<all>, i32
  }
  func.func private @h41(%x: !warp.warp<all>, %k: i32, %v: i32) -> (!warp.warp<all>, i32) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %z = arith.constant 0 : i32
    %ki = arith.index_cast %k : i32 to index
    %r:2 = scf.for %i = %c0 to %ki step %c1 iter_args(%y = %x, %a = %z) -> (!warp.warp<all>, i32) {
      %s = warp.reduce add %y, %v : !warp.warp<all>, i32
      %a2 = arith.addi %a, %s : i32
      scf.yield %y, %a2 : !warp.warp<all>, i32
    }
    return %r#0, %r#1 : !warp.warp<all>, i32
  }
  func.func private @h42(%x: !warp.warp<all>, %k: i32, %v: i32) -> (!warp.warp<all>, i32) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %z = arith.constant 0 : i32
    %ki = arith.index_cast %k : i32 to index
    %r:2 = scf.for %i = %c0 to %ki step %c1 iter_args(%y = %x, %a = %z) -> (!warp.warp<all>, i32) {
      %s = warp.reduce add %y, %v : !warp.warp<all>, i32
      %a2 = arith.addi %a, %s : i32
      scf.yield %y, %a2 : !warp.warp<all>, i32
    }
    return %r#0, %r#1 : !warp.warp<all>, i32
  }
  func.func private @h43(%x: !warp.warp<all>, %k: i32, %v: i32) -> (!warp.warp<all>, i32) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %z = arith.constant 0 : i32
    %ki = arith.index_cast %k : i32 to index
    %r:2 = scf.for %i = %c0 to %ki step %c1 iter_args(%y = %x, %a = %z) -> (!warp.warp<all>, i32) {
      %s = warp.reduce add %y, %v : !warp.warp<all>, i32
      %a2 = arith.addi %a, %s : i32
      scf.yield %y, %a2 : !warp.warp<all>, i32
    }
    return %r#0, %r#1 : !warp.warp<all>, i32
  }
  func.func private @h44(%x: !warp.warp<all>, %k: i32, %v: i32) -> (!warp.warp<all>, i32) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %z = arith.constant 0 : i32
    %ki = arith.index_cast %k : i32 to index
    %r:2 = scf.for %i = %c0 to %ki step %c1 iter_args(%y = %x, %a = %z) -> (!warp.warp<all>, i32) {
      %s = warp.reduce add %y, %v : !warp.warp<all>, i32
      %a2 = arith.addi %a, %s : i32
      scf.yield %y, %a2 : !warp.warp<all>, i32
    }
    return %r#0, %r#1 : !warp.warp<all>, i32
  }
  func.func private @h45(%x: !warp.warp<all>, %k: i32, %v: i32) -> (!warp.warp<all>, i32) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %z = arith.constant 0 : i32
    %ki = arith.index_cast %k : i32 to index
    %r:2 = scf.for %i = %c0 to %ki step %c1 iter_args(%y = %x, %a = %z) -> (!warp.warp<all>, i32) {
      %s = warp.reduce add %y, %v : !warp.warp<all>, i32
      %a2 = arith.addi %a, %s : i32
      scf.yield %y, %a2 : !warp.warp<all>, i32
    }
    return %r#0, %r#1 : !warp.warp<all>, i32
  }
  func.func private @h46(%x: !warp.warp<all>, %k: i32, %v: i32) -> (!warp.warp<all>, i32) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %z = arith.constant 0 : i32
    %ki = arith.index_cast %k : i32 to index
    %r:2 = scf.for %i = %c0 to %ki step %c1 iter_args(%y = %x, %a = %z) -> (!warp.warp<all>, i32) {
      %s = warp.reduce add %y, %v : !warp.warp<all>, i32
      %a2 = arith.addi %a, %s : i32
      scf.yield %y, %a2 : !warp.warp<all>, i32
    }
    return %r#0, %r#1 : !warp.warp<all>, i32
  }
  func.func private @h47(%x: !warp.warp<all>, %k: i32, %v: i32) -> (!warp.warp<all>, i32) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %z = arith.constant 0 : i32
    %ki = arith.index_cast %k : i32 to index
    %r:2 = scf.for %i = %c0 to %ki step %c1 iter_args(%y = %x, %a = %z) -> (!warp.warp<all>, i32) {
      %s = warp.reduce add %y, %v : !warp.warp<all>, i32
      %a2 = arith.addi %a, %s : i32
      scf.yield %y, %a2 : !warp.warp<all>, i32
    }
    return %r#0, %r#1 : !warp.warp<all>, i32
  }
  gpu.func @k(%out: memref<32xi32>, %n: i32) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %w = warp.entry : !warp.warp<all>
    %lane = gpu.lane_id
    %li = arith.index_cast %lane : index to i32
    %c7 = arith.constant 7 : i32
    %c1i = arith.constant 1 : i32
    %m0 = arith.muli %c7, %n : i32
    %k0 = arith.andi %c1i, %m0 : i32
    %v0 = arith.addi %c7, %li : i32
    %w0, %s0 = func.call @h0(%w, %k0, %v0) : (!warp.warp<all>, i32, i32) -> (!warp.warp<all>, i32)
    %m1 = arith.muli %c7, %n : i32
    %k1 = arith.andi %c1i, %m1 : i32
    %v1 = arith.addi %c7, %s0 : i32
    %w1, %s1 = func.call @h1(%w0, %k1, %v1) : (!warp.warp<all>, i32, i32) -> (!warp.warp<all>, i32)
    %m2 = arith.muli %c7, %n : i32
    %k2 = arith.andi %c1i, %m2 : i32
    %v2 = arith.addi %c7, %s1 : i32
    %w2, %s2 = func.call @h2(%w1, %k2, %v2) : (!warp.warp<all>, i32, i32) -> (!warp.warp<all>, i32)
    %m3 = arith.muli %c7, %n : i32
    %k3 = arith.andi %c1i, %m3 : i32
    %v3 = arith.addi %c7, %s2 : i32
    %w3, %s3 = func.call @h3(%w2, %k3, %v3) : (!warp.warp<all>, i32, i32) -> (!warp.warp<all>, i32)
    %m4 = arith.muli %c7, %n : i32
    %k4 = arith.andi %c1i, %m4 : i32
    %v4 = arith.addi %c7, %s3 : i32
    %w4, %s4 = func.call @h4(%w3, %k4, %v4) : (!warp.warp<all>, i32, i32) -> (!warp.warp<all>, i32)
    %m5 = arith.muli %c7, %n : i32
    %k5 = arith.andi %c1i, %m5 : i32
    %v5 = arith.addi %c7, %s4 : i32
    %w5, %s5 = func.call @h5(%w4, %k5, %v5) : (!warp.warp<all>, i32, i32) -> (!warp.warp<all>, i32)
    %m6 = arith.muli %c7, %n : i32
    %k6 = arith.andi %c1i, %m6 : i32
    %v6 = arith.addi %c7, %s5 : i32
    %w6, %s6 = func.call @h6(%w5, %k6, %v6) : (!warp.warp<all>, i32, i32) -> (!warp.warp<all>, i32)
    %m7 = arith.muli %c7, %n : i32
    %k7 = arith.andi %c1i, %m7 : i32
    %v7 = arith.addi %c7, %s6 : i32
    %w7, %s7 = func.call @h7(%w6, %k7, %v7) : (!warp.warp<all>, i32, i32) -> (!warp.warp<all>, i32)
    %m8 = arith.muli %c7, %n : i32
    %k8 = arith.andi %c1i, %m8 : i32
    %v8 = arith.addi %c7, %s7 : i32
    %w8, %s8 = func.call @h8(%w7, %k8, %v8) : (!warp.warp<all>, i32, i32) -> (!warp.warp<all>, i32)
    %m9 = arith.muli %c7, %n : i32
    %k9 = arith.andi %c1i, %m9 : i32
    %v9 = arith.addi %c7, %s8 : i32
    %w9, %s9 = func.call @h9(%w8, %k9, %v9) : (!warp.warp<all>, i32, i32) -> (!warp.warp<all>, i32)
    %m10 = arith.muli %c7, %n : i32
    %k10 = arith.andi %c1i, %m10 : i32
    %v10 = arith.addi %c7, %s9 : i32
    %w10, %s10 = func.call @h10(%w9, %k10, %v10) : (!warp.warp<all>, i32, i32) -> (!warp.warp<all>, i32)
    %m11 = arith.muli %c7, %n : i32
    %k11 = arith.andi %c1i, %m11 : i32
    %v11 = arith.addi %c7, %s10 : i32
    %w11, %s11 = func.call @h11(%w10, %k11, %v11) : (!warp.warp<all>, i32, i32) -> (!warp.warp<all>, i32)
    %m12 = arith.muli %c7, %n : i32
    %k12 = arith.andi %c1i, %m12 : i32
    %v12 = arith.addi %c7, %s11 : i32
    %w12, %s12 = func.call @h12(%w11, %k12, %v12) : (!warp.warp<all>, i32, i32) -> (!warp.warp<all>, i32)
    %m13 = arith.muli %c7, %n : i32
    %k13 = arith.andi %c1i, %m13 : i32
    %v13 = arith.addi %c7, %s12 : i32
    %w13, %s13 = func.call @h13(%w12, %k13, %v13) : (!warp.warp<all>, i32, i32) -> (!warp.warp<all>, i32)
    %m14 = arith.muli %c7, %n : i32
    %k14 = arith.andi %c1i, %m14 : i32
    %v14 = arith.addi %c7, %s13 : i32
    %w14, %s14 = func.call @h14(%w13, %k14, %v14) : (!warp.warp<all>, i32, i32) -> (!warp.warp<all>, i32)
    %m15 = arith.muli %c7, %n : i32
    %k15 = arith.andi %c1i, %m15 : i32
    %v15 = arith.addi %c7, %s14 : i32
    %w15, %s15 = func.call @h15(%w14, %k15, %v15) : (!warp.warp<all>, i32, i32) -> (!warp.warp<all>, i32)
    %m16 = arith.muli %c7, %n : i32
    %k16 = arith.andi %c1i, %m16 : i32
    %v16 = arith.addi %c7, %s15 : i32
    %w16, %s16 = func.call @h16(%w15, %k16, %v16) : (!warp.warp<all>, i32, i32) -> (!warp.warp<all>, i32)
    %m17 = arith.muli %c7, %n : i32
    %k17 = arith.andi %c1i, %m17 : i32
    %v17 = arith.addi %c7, %s16 : i32
    %w17, %s17 = func.call @h17(%w16, %k17, %v17) : (!warp.warp<all>, i32, i32) -> (!warp.warp<all>, i32)
    %m18 = arith.muli %c7, %n : i32
    %k18 = arith.andi %c1i, %m18 : i32
    %v18 = arith.addi %c7, %s17 : i32
    %w18, %s18 = func.call @h18(%w17, %k18, %v18) : (!warp.warp<all>, i32, i32) -> (!warp.warp<all>, i32)
    %m19 = arith.muli %c7, %n : i32
    %k19 = arith.andi %c1i, %m19 : i32
    %v19 = arith.addi %c7, %s18 : i32
    %w19, %s19 = func.call @h19(%w18, %k19, %v19) : (!warp.warp<all>, i32, i32) -> (!warp.warp<all>, i32)
    %m20 = arith.muli %c7, %n : i32
    %k20 = arith.andi %c1i, %m20 : i32
    %v20 = arith.addi %c7, %s19 : i32
    %w20, %s20 = func.call @h20(%w19, %k20, %v20) : (!warp.warp<all>, i32, i32) -> (!warp.warp<all>, i32)
    %m21 = arith.muli %c7, %n : i32
    %k21 = arith.andi %c1i, %m21 : i32
    %v21 = arith.addi %c7, %s20 : i32
    %w21, %s21 = func.call @h21(%w20, %k21, %v21) : (!warp.warp<all>, i32, i32) -> (!warp.warp<all>, i32)
    %m22 = arith.muli %c7, %n : i32
    %k22 = arith.andi %c1i, %m22 : i32
    %v22 = arith.addi %c7, %s21 : i32
    %w22, %s22 = func.call @h22(%w21, %k22, %v22) : (!warp.warp<all>, i32, i32) -> (!warp.warp<all>, i32)
    %m23 = arith.muli %c7, %n : i32
    %k23 = arith.andi %c1i, %m23 : i32
    %v23 = arith.addi %c7, %s22 : i32
    %w23, %s23 = func.call @h23(%w22, %k23, %v23) : (!warp.warp<all>, i32, i32) -> (!warp.warp<all>, i32)
    %m24 = arith.muli %c7, %n : i32
    %k24 = arith.andi %c1i, %m24 : i32
    %v24 = arith.addi %c7, %s23 : i32
    %w24, %s24 = func.call @h24(%w23, %k24, %v24) : (!warp.warp<all>, i32, i32) -> (!warp.warp<all>, i32)
    %m25 = arith.muli %c7, %n : i32
    %k25 = arith.andi %c1i, %m25 : i32
    %v25 = arith.addi %c7, %s24 : i32
    %w25, %s25 = func.call @h25(%w24, %k25, %v25) : (!warp.warp<all>, i32, i32) -> (!warp.warp<all>, i32)
    %m26 = arith.muli %c7, %n : i32
    %k26 = arith.andi %c1i, %m26 : i32
    %v26 = arith.addi %c7, %s25 : i32
    %w26, %s26 = func.call @h26(%w25, %k26, %v26) : (!warp.warp<all>, i32, i32) -> (!warp.warp<all>, i32)
    %m27 = arith.muli %c7, %n : i32
    %k27 = arith.andi %c1i, %m27 : i32
    %v27 = arith.addi %c7, %s26 : i32
    %w27, %s27 = func.call @h27(%w26, %k27, %v27) : (!warp.warp<all>, i32, i32) -> (!warp.warp<all>, i32)
    %m28 = arith.muli %c7, %n : i32
    %k28 = arith.andi %c1i, %m28 : i32
    %v28 = arith.addi %c7, %s27 : i32
    %w28, %s28 = func.call @h28(%w27, %k28, %v28) : (!warp.warp<all>, i32, i32) -> (!warp.warp<all>, i32)
    %m29 = arith.muli %c7, %n : i32
    %k29 = arith.andi %c1i, %m29 : i32
    %v29 = arith.addi %c7, %s28 : i32
    %w29, %s29 = func.call @h29(%w28, %k29, %v29) : (!warp.warp<all>, i32, i32) -> (!warp.warp<all>, i32)
    %m30 = arith.muli %c7, %n : i32
    %k30 = arith.andi %c1i, %m30 : i32
    %v30 = arith.addi %c7, %s29 : i32
    %w30, %s30 = func.call @h30(%w29, %k30, %v30) : (!warp.warp<all>, i32, i32) -> (!warp.warp<all>, i32)
    %m31 = arith.muli %c7, %n : i32
    %k31 = arith.andi %c1i, %m31 : i32
    %v31 = arith.addi %c7, %s30 : i32
    %w31, %s31 = func.call @h31(%w30, %k31, %v31) : (!warp.warp<all>, i32, i32) -> (!warp.warp<all>, i32)
    %m32 = arith.muli %c7, %n : i32
    %k32 = arith.andi %c1i, %m32 : i32
    %v32 = arith.addi %c7, %s31 : i32
    %w32, %s32 = func.call @h32(%w31, %k32, %v32) : (!warp.warp<all>, i32, i32) -> (!warp.warp<all>, i32)
    %m33 = arith.muli %c7, %n : i32
    %k33 = arith.andi %c1i, %m33 : i32
    %v33 = arith.addi %c7, %s32 : i32
    %w33, %s33 = func.call @h33(%w32, %k33, %v33) : (!warp.warp<all>, i32, i32) -> (!warp.warp<all>, i32)
    %m34 = arith.muli %c7, %n : i32
    %k34 = arith.andi %c1i, %m34 : i32
    %v34 = arith.addi %c7, %s33 : i32
    %w34, %s34 = func.call @h34(%w33, %k34, %v34) : (!warp.warp<all>, i32, i32) -> (!warp.warp<all>, i32)
    %m35 = arith.muli %c7, %n : i32
    %k35 = arith.andi %c1i, %m35 : i32
    %v35 = arith.addi %c7, %s34 : i32
    %w35, %s35 = func.call @h35(%w34, %k35, %v35) : (!warp.warp<all>, i32, i32) -> (!warp.warp<all>, i32)
    %m36 = arith.muli %c7, %n : i32
    %k36 = arith.andi %c1i, %m36 : i32
    %v36 = arith.addi %c7, %s35 : i32
    %w36, %s36 = func.call @h36(%w35, %k36, %v36) : (!warp.warp<all>, i32, i32) -> (!warp.warp<all>, i32)
    %m37 = arith.muli %c7, %n : i32
    %k37 = arith.andi %c1i, %m37 : i32
    %v37 = arith.addi %c7, %s36 : i32
    %w37, %s37 = func.call @h37(%w36, %k37, %v37) : (!warp.warp<all>, i32, i32) -> (!warp.warp<all>, i32)
    %m38 = arith.muli %c7, %n : i32
    %k38 = arith.andi %c1i, %m38 : i32
    %v38 = arith.addi %c7, %s37 : i32
    %w38, %s38 = func.call @h38(%w37, %k38, %v38) : (!warp.warp<all>, i32, i32) -> (!warp.warp<all>, i32)
    %m39 = arith.muli %c7, %n : i32
    %k39 = arith.andi %c1i, %m39 : i32
    %v39 = arith.addi %c7, %s38 : i32
    %w39, %s39 = func.call @h39(%w38, %k39, %v39) : (!warp.warp<all>, i32, i32) -> (!warp.warp<all>, i32)
    %m40 = arith.muli %c7, %n : i32
    %k40 = arith.andi %c1i, %m40 : i32
    %v40 = arith.addi %c7, %s39 : i32
    %w40, %s40 = func.call @h40(%w39, %k40, %v40) : (!warp.warp<all>, i32, i32) -> (!warp.warp<all>, i32)
    %m41 = arith.muli %c7, %n : i32
    %k41 = arith.andi %c1i, %m41 : i32
    %v41 = arith.addi %c7, %s40 : i32
    %w41, %s41 = func.call @h41(%w40, %k41, %v41) : (!warp.warp<all>, i32, i32) -> (!warp.warp<all>, i32)
    %m42 = arith.muli %c7, %n : i32
    %k42 = arith.andi %c1i, %m42 : i32
    %v42 = arith.addi %c7, %s41 : i32
    %w42, %s42 = func.call @h42(%w41, %k42, %v42) : (!warp.warp<all>, i32, i32) -> (!warp.warp<all>, i32)
    %m43 = arith.muli %c7, %n : i32
    %k43 = arith.andi %c1i, %m43 : i32
    %v43 = arith.addi %c7, %s42 : i32
    %w43, %s43 = func.call @h43(%w42, %k43, %v43) : (!warp.warp<all>, i32, i32) -> (!warp.warp<all>, i32)
    %m44 = arith.muli %c7, %n : i32
    %k44 = arith.andi %c1i, %m44 : i32
    %v44 = arith.addi %c7, %s43 : i32
    %w44, %s44 = func.call @h44(%w43, %k44, %v44) : (!warp.warp<all>, i32, i32) -> (!warp.warp<all>, i32)
    %m45 = arith.muli %c7, %n : i32
    %k45 = arith.andi %c1i, %m45 : i32
    %v45 = arith.addi %c7, %s44 : i32
    %w45, %s45 = func.call @h45(%w44, %k45, %v45) : (!warp.warp<all>, i32, i32) -> (!warp.warp<all>, i32)
    %m46 = arith.muli %c7, %n : i32
    %k46 = arith.andi %c1i, %m46 : i32
    %v46 = arith.addi %c7, %s45 : i32
    %w46, %s46 = func.call @h46(%w45, %k46, %v46) : (!warp.warp<all>, i32, i32) -> (!warp.warp<all>, i32)
    %m47 = arith.muli %c7, %n : i32
    %k47 = arith.andi %c1i, %m47 : i32
    %v47 = arith.addi %c7, %s46 : i32
    %w47, %s47 = func.call @h47(%w46, %k47, %v47) : (!warp.warp<all>, i32, i32) -> (!warp.warp<all>, i32)
    memref.store %s47, %out[%lane] : memref<32xi32>
    gpu.return
  }
}
