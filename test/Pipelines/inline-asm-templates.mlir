// Inline assembly templates that LLVM's AsmPrinter stops the process on
// (report_fatal_error: "LLVM ERROR: Bad $ operand number", "Nested
// variants found", an abort, exit 134) get an error at the op from the
// pipeline's check instead (issue 27 round 22). Every one is reported,
// and the well-formed escapes around them go through.
//
// RUN: not warp-ptx %s 2>&1 | FileCheck %s
// RUN: sed -n '/^\/\/ GOOD-BEGIN/,/^\/\/ GOOD-END/p' %s > %t.good.mlir
// RUN: warp-ptx %t.good.mlir | FileCheck %s --check-prefix=GOOD

// CHECK-NOT: LLVM ERROR
// CHECK-DAG: :[[@LINE+10]]:5: error: inline assembly template '$' has a `$` that is not `$$`, an operand or a variant mark, on which LLVM's backend stops
// CHECK-DAG: :[[@LINE+10]]:5: error: inline assembly template '${' has a `$` that is not
// CHECK-DAG: :[[@LINE+10]]:5: error: inline assembly template '${0' has an unterminated `${N}`
// CHECK-DAG: :[[@LINE+10]]:5: error: inline assembly template '${:' has an unterminated `${:...}`
// CHECK-DAG: :[[@LINE+10]]:5: error: inline assembly template '${:foo}' has the unknown special operand `${:foo}`
// CHECK-DAG: :[[@LINE+10]]:5: error: inline assembly template '$(e$(x$)it$)' has a variant group `$(` inside another
// CHECK-DAG: :[[@LINE+10]]:5: error: inline assembly template 'mov.u32 $0, $1;' has a reference to operand $1 of an op with 1 operand
gpu.module @bad {
  gpu.func @k() kernel {
    %c = arith.constant 1 : i32
    llvm.inline_asm has_side_effects "$", "" : () -> ()
    llvm.inline_asm has_side_effects "${", "" : () -> ()
    llvm.inline_asm has_side_effects "${0", "r" %c : (i32) -> ()
    llvm.inline_asm has_side_effects "${:", "" : () -> ()
    llvm.inline_asm has_side_effects "${:foo}", "" : () -> ()
    llvm.inline_asm has_side_effects "$(e$(x$)it$)", "" : () -> ()
    llvm.inline_asm has_side_effects "mov.u32 $0, $1;", "r" %c : (i32) -> ()
    %m = llvm.inline_asm has_side_effects "mov.u32 $0, 1;", "=m" : () -> i32
    // CHECK-DAG: :[[@LINE-1]]:10: error: inline assembly constraint '=m' is a memory output bound to a value; write it indirect (`=*m`, with the address as an operand): LLVM's backend stops on it
    gpu.return
  }
}

// GOOD-BEGIN
// GOOD: .entry k(
// GOOD: add.u32 %r{{[0-9]+}}, %r{{[0-9]+}}, 1; // $ {{[0-9]+}}
// GOOD: mov.u32 %r{{[0-9]+}}, %r{{[0-9]+}};
gpu.module @good {
  gpu.func @k(%out: !llvm.ptr<1>) kernel {
    %c = arith.constant 1 : i32
    %a = llvm.inline_asm has_side_effects "add.u32 ${0}, ${1}, 1; // $$ ${:uid}", "=r,r" %c : (i32) -> i32
    %b = llvm.inline_asm has_side_effects "$(mov.u32 $0, $1;$|exit;$)", "=r,r" %a : (i32) -> i32
    llvm.store %b, %out : i32, !llvm.ptr<1>
    gpu.return
  }
}
// GOOD-END
