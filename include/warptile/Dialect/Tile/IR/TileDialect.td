//===- TileDialect.td - The tile dialect -------------------*- tablegen -*-===//
//
// Part of warptile.
//
//===----------------------------------------------------------------------===//

#ifndef WARPTILE_DIALECT_TILE_IR_TILEDIALECT_TD
#define WARPTILE_DIALECT_TILE_IR_TILEDIALECT_TD

include "mlir/IR/DialectBase.td"

def Tile_Dialect : Dialect {
  let name = "tile";
  let cppNamespace = "::mlir::tile";
  let summary = "Tile programs whose mutable outputs are disjoint partitions";
  let description = [{
    A `tile.kernel` is a grid of *tile programs*. Each program runs with
    single-threaded semantics over immutable tile values (statically shaped
    `tensor`s, computed with `arith`/`math` and the ops below), reads shared
    data through read-only `!tile.view`s, and writes only through its own
    partition of each output (`!tile.part`, or a bounded sequence of them,
    `!tile.mapped_part`). Every access to a partition consumes a
    `!tile.token` and produces the next one, so the accesses of one program
    to one partition are ordered. On the host, `tile.partition` splits a
    buffer into the partitions of a grid and `tile.launch` checks that no
    buffer is passed mutably twice. A kernel that passes the verifier
    without `unsafe` is free of data races between its programs, under the
    assumptions that docs/Dialects/TileRationale.md names with the argument.

    ```mlir
    tile.kernel @vadd(%a: !tile.view<?xf32>, %b: !tile.view<?xf32>,
                      %c: !tile.part<1024xf32>, %t0: !tile.token) {
      %x = tile.load %a like %c : !tile.view<?xf32>, !tile.part<1024xf32> -> tensor<1024xf32>
      %y = tile.load %b like %c : !tile.view<?xf32>, !tile.part<1024xf32> -> tensor<1024xf32>
      %s = arith.addf %x, %y : tensor<1024xf32>
      %t1 = tile.store %s, %c, %t0 : tensor<1024xf32>, !tile.part<1024xf32>
      tile.return %t1 : !tile.token
    }
    func.func @main(%a: memref<?xf32>, %b: memref<?xf32>, %c: memref<?xf32>) {
      %pc = tile.partition %c masked : memref<?xf32> -> !tile.part<1024xf32>
      tile.launch @vadd(%a, %b, %pc) : (memref<?xf32>, memref<?xf32>, !tile.part<1024xf32>)
      return
    }
    ```

    ### Rules

    Every verifier message starts with the ID of the rule it enforces, and
    `test/Dialect/Tile/invalid.mlir` (with `races.mlir`, `overflow.mlir`,
    `threads.mlir` and `disjoint.mlir`)
    has a case named after each.

    | ID  | rule |
    |-----|------|
    | T1  | A program writes only through its own partition: `tile.store` and `tile.load_mut` act on a `!tile.part` or `!tile.mapped_part` argument of the enclosing `tile.kernel`. A `!tile.view` is shared and read-only. A store into a `!tile.part` takes no index: the partition is the destination. No other op of a safe kernel writes memory that is not the program's own allocation by provenance (a global, memory reached through a call or an integer, a `memref.realloc` of either), frees memory (its own scratch included: another program may be given it next), or has unknown memory effects (a call). |
    | T2  | A mapped partition's map is injective: `(p, i)[P] -> (linear tile)` is linear in the program `p` and the iteration `i` with non-negative coefficients (constants or multiples of the program count `P`), and no two `(p, i)` of any grid reach one tile. At `tile.partition` the map stays inside the buffer's tile grid. A map with `floordiv`, `ceildiv` or `mod` by positive constants (a grouped order) is checked at each `tile.partition` instead, on that buffer's grid (at most 2^22 blocks): every `(p, i)` owns its own tile inside the grid and every part of the map stays non-negative. |
    | T3  | Tokens are linear: a token comes from the kernel's token argument or a tile op, is used only by tile ops in its own region, and is consumed. A token consumed twice forks the chain; every fork is joined (`tile.join`) before the kernel or iteration ends with one token. |
    | T4  | The accesses to one partition form one chain: of two accesses to the same partition where one is a store, one is ordered before the other by tokens. |
    | T5  | No aliasing at a launch: a buffer passed mutably (as a partition) is not passed again, mutably or shared. Buffers are compared by provenance: the function arguments, allocations and globals (by symbol) a memref may come from, followed through views, `arith.select`, `unrealized_conversion_cast`, LLVM memref descriptors built from arguments, the results and block arguments of `scf` control flow and `cf` branches. Memory whose provenance is lost (a call, `llvm.inttoptr`, a number cast to memory, a buffer escaping the `memref.alloca_scope` that freed it) may alias anything and is rejected. Where the launching function is called in the module, its arguments also stand for what every caller passes there, judged call site by call site (transitively). Values that share a root are still kept apart where that is proven: static subviews of one identity-layout buffer whose index boxes are disjoint (`x[0:1024]` read, `x[1024:2048]` written), buffers a `scf.for`/`scf.while`/`affine.for` only permutes (ping-pong: disjoint initial values, disjoint yields), and arguments every call site passes disjoint values for (`@step(x, y); @step(y, x)`, recursion that swaps its arguments). |
    | T6  | A partition's shape divides every static dimension of its buffer, or the partition is `masked` (the grid rounds up and the tail's out-of-range elements are neither written nor read); a dynamic dimension needs `masked` unless the tile is 1 wide there. A mapped partition's tile count is a multiple of its iterations. |
    | T7  | Static bounds: tile coordinates are one per dimension (a coordinate outside the view, constant or not, is masked and reads padding); a load `like` a partition, a `tile.load_mut` and a `tile.store` have the partition's shape and element type. |
    | T8  | `tile.unchecked_load` and `tile.unchecked_store` appear only in a kernel marked `unsafe`. |
    | T9  | Branded indices: an access to a `!tile.mapped_part` takes exactly the `!tile.index` produced by an enclosing `tile.iter_indices` over that same partition; nothing else produces one. |
    | T10 | A `tile.launch` matches its kernel: one argument per non-token parameter, a buffer for a view (same rank and element type, equal static sizes), a `tile.partition` result of the same type for a partition, the same type for a scalar; all partitions of a launch give the same grid, and where a dimension is dynamic in one of them (so that equality is not known statically) every partition of the launch is `masked`; a view the kernel reads `like` a partition is not smaller than the partitioned buffer. |
    | T11 | A `tile.kernel` takes views, partitions, mapped partitions and scalars, then exactly one `!tile.token`, and returns nothing; it has at least one partition and all of them give grids of one rank; `tile.program_id`/`tile.num_programs` name a dimension of that grid; device ops stand inside a kernel and host ops outside. |
    | T12 | Tile values are statically shaped tensors whose element count fits in 64 bits, and the compute ops keep their shapes consistent (`tile.broadcast`, `tile.reshape`, `tile.reduce`, `tile.arg_reduce`, `tile.scan`, `tile.transpose`, `tile.mma`, `tile.iota`; `tile.convert_layout` keeps the type). |
    | T13 | Injective layouts that stay inside their memory: a partitioned buffer, and every memref type on the way to its roots, has a layout proven to map distinct elements to distinct addresses (identity, or static strides where each steps over the reach of the smaller ones; a dynamic stride or a non-strided layout is rejected), and a buffer a launch passes reaches its roots only through `memref.cast`, `subview`, `expand_shape`, `collapse_shape`, `transpose` and `assume_alignment` (not `reinterpret_cast` or `view`, which can overlap or leave the allocation). |
    | T14 | A safe kernel reads memory other programs may write only through `tile.load` and `tile.load_mut`: an op of another dialect reads only the program's own allocations and `constant` globals, by provenance. |
    | T15 | Scratch bounds: an op of another dialect accesses the program's own memory or a constant global only as `memref.load`, `memref.store`, `memref.atomic_rmw`, `memref.generic_atomic_rmw` (every index proven in `[0, size)` by constants, loop bounds and integer ranges, trusted only when no loop of the kernel can step past its bound by wrapping around; the proof ignores what the IR asserts: overflow flags `nsw`/`nuw`, `exact`, and bounds written on ops) or `memref.copy` between buffers of one static shape, on the allocation or global itself (not through a view). Scratch is private: an allocation in a safe kernel has no memory space or `#gpu.address_space<private>` (not workgroup, global or a number), and a constant global it reads is in the default, global or constant space. |
    | T16 | Program order: a safe kernel contains no op whose regions may run concurrently or in an unknown order (`scf.parallel`, `scf.forall`, `gpu.launch`, ...: only `scf.for/if/while/execute_region/index_switch`, `affine.for/if`, `memref.alloca_scope` and `memref.generic_atomic_rmw` hold regions); `tile.partition` and `tile.launch` stand in host code that runs in program order, and a function that launches is only called directly, from such code (not from a `tile.kernel`, whose programs would all call it); a module with tile launches starts no asynchronous GPU work (no op returns a `!gpu.async.token`), which could run during a launch. |
    | T17 | Read-only memory is not partitioned: no root of a partitioned buffer is a `constant` `memref.global`. |
    | T18 | A program is one logical thread: a safe kernel holds no op that reads which thread runs it or acts across threads (every `gpu` op but `gpu.alloc`, `dealloc`, `memcpy` and `memset`: `gpu.thread_id`, `lane_id`, `block_id`, `block_dim`, `barrier`, `shuffle`, `printf`...; the ops of target dialects such as `nvvm` and `rocdl`), turns an address of the thread's own scratch or stack into a number (`memref.extract_aligned_pointer_as_index`, `llvm.ptrtoint`, `llvm.intr.stacksave`), runs code the verifier does not see (`llvm.call`, `llvm.call_intrinsic`, `llvm.inline_asm`), or gives an undefined value that each thread may choose on its own (`ub.poison`, `llvm.mlir.poison`, `llvm.mlir.undef`, `llvm.freeze`). A program names itself with `tile.program_id`. |
    | T19 | Combining kinds fit their elements: the bitwise `tile.reduce` kinds `and`, `or` and `xor` take integer tiles only; `tile.arg_reduce` pairs a value tile of the source's type with an index tile of a signless integer type wide enough for every index along the reduced dimension (`i32` or `i64`); `tile.scan` takes `add`, `mul`, `max` or `min`, not the bitwise kinds. |

    Every size and index computation of these rules is checked: a count,
    coordinate, block number or offset that overflows 64 bits is rejected
    under the rule whose check it is, never wrapped.
  }];
  let dependentDialects = ["::mlir::arith::ArithDialect"];
  let useDefaultTypePrinterParser = 1;
  let useDefaultAttributePrinterParser = 1;
  let extraClassDeclaration = [{
    void registerTypes();
    void registerAttributes();
  }];
}

#endif // WARPTILE_DIALECT_TILE_IR_TILEDIALECT_TD
