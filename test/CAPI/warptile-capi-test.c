/*===- warptile-capi-test.c - The C API, driven from plain C ----------------===*\
|*                                                                            *|
|* Part of warptile. Compiled as C (not C++): the dialect handles, a verifier *|
|* error reported through MLIR's C diagnostics, the convergence checker's     *|
|* findings as values, and warptile's passes run from a pipeline string and   *|
|* from their generated constructors.                                         *|
|*                                                                            *|
\*===----------------------------------------------------------------------===*/

// RUN: warptile-capi-test 2>&1 | FileCheck %s

#include "mlir-c/Diagnostics.h"
#include "mlir-c/IR.h"
#include "mlir-c/Pass.h"
#include "mlir-c/Support.h"
#include "warptile-c/Checker.h"
#include "warptile-c/Dialects.h"
#include "warptile-c/Passes.h"

#include <stdio.h>
#include <stdlib.h>

#ifdef __cplusplus
#error "this test checks that the C API headers are C: compile it as C"
#endif

static void printToStdout(MlirStringRef text, void *userData) {
  (void)userData;
  fwrite(text.data, 1, text.length, stdout);
}

static MlirLogicalResult printDiagnostic(MlirDiagnostic diagnostic,
                                         void *userData) {
  (void)userData;
  printf("diagnostic: ");
  mlirDiagnosticPrint(diagnostic, printToStdout, NULL);
  printf("\n");
  return mlirLogicalResultSuccess();
}

static void printFinding(MlirWarpFinding finding, void *userData) {
  int *count = (int *)userData;
  ++*count;
  printf("finding %d: rule %.*s, %s, %d note(s): %.*s\n  at ", *count,
         (int)finding.rule.length, finding.rule.data,
         finding.isError ? "error" : "warning", (int)finding.numNotes,
         (int)finding.message.length, finding.message.data);
  mlirLocationPrint(finding.location, printToStdout, NULL);
  printf("\n");
}

/* Untyped upstream IR: a full-warp shuffle under a branch that only lanes
   0-15 take (C1), the checker's test case here. */
static const char *const kHalfWarpShuffle =
    "gpu.module @kernels {\n"
    "  gpu.func @half(%v: f32) kernel {\n"
    "    %lane = gpu.lane_id\n"
    "    %c16 = arith.constant 16 : index\n"
    "    %low = arith.cmpi ult, %lane, %c16 : index\n"
    "    scf.if %low {\n"
    "      %c1 = arith.constant 1 : i32\n"
    "      %c32 = arith.constant 32 : i32\n"
    "      %r, %ok = gpu.shuffle xor %v, %c1, %c32 : f32\n"
    "    }\n"
    "    gpu.return\n"
    "  }\n"
    "}\n";

static MlirContext createContext(void) {
  MlirDialectRegistry registry = mlirDialectRegistryCreate();
  mlirWarptileRegisterDialects(registry);
  MlirContext context = mlirContextCreateWithRegistry(registry, false);
  mlirDialectRegistryDestroy(registry);
  mlirContextAttachDiagnosticHandler(context, printDiagnostic, NULL, NULL);
  return context;
}

static MlirModule parse(MlirContext context, const char *source) {
  return mlirModuleCreateParse(context, mlirStringRefCreateFromCString(source));
}

/* The handles name their dialects and load them into a bare context. */
static void testHandles(void) {
  printf("== handles\n");
  MlirContext context = mlirContextCreate();
  MlirDialectHandle handles[] = {mlirGetDialectHandle__warp__(),
                                 mlirGetDialectHandle__tile__()};
  for (int i = 0; i < 2; ++i) {
    MlirStringRef name = mlirDialectHandleGetNamespace(handles[i]);
    MlirDialect dialect = mlirDialectHandleLoadDialect(handles[i], context);
    MlirStringRef loaded = mlirDialectGetNamespace(dialect);
    printf("handle %.*s loads %.*s\n", (int)name.length, name.data,
           (int)loaded.length, loaded.data);
  }
  mlirContextDestroy(context);
}
// CHECK-LABEL: == handles
// CHECK: handle warp loads warp
// CHECK: handle tile loads tile

/* A typed kernel that breaks W9 does not parse; the verifier's message
   reaches the C diagnostic handler. */
static void testVerifierError(void) {
  printf("== verifier\n");
  MlirContext context = createContext();
  MlirModule module = parse(
      context,
      "gpu.module @kernels {\n"
      "  gpu.func @bad(%v: f32) kernel {\n"
      "    %w = warp.entry : !warp.warp<all>\n"
      "    %l0, %rest = warp.diverge %w, lane(0) : !warp.warp<all> -> "
      "!warp.warp<lane(0)>, !warp.warp<high(31)>\n"
      "    %s = warp.shuffle down %l0, %v, 16 : !warp.warp<lane(0)>, f32\n"
      "    %m = warp.merge %l0, %rest : !warp.warp<lane(0)>, "
      "!warp.warp<high(31)> -> !warp.warp<all>\n"
      "    gpu.return\n"
      "  }\n"
      "}\n");
  printf("parsed: %s\n", mlirModuleIsNull(module) ? "no" : "yes");
  mlirContextDestroy(context);
}
// CHECK-LABEL: == verifier
// CHECK: diagnostic: 'warp.shuffle' op W9: shuffle down 16 on '!warp.warp<lane(0)>' reads inactive lanes 16
// CHECK: parsed: no

/* Untyped upstream IR with a shuffle under a lane branch: the checker's
   findings come back as values with their rule and location. */
static void testChecker(void) {
  printf("== checker\n");
  MlirContext context = createContext();
  MlirModule module = parse(context, kHalfWarpShuffle);
  if (mlirModuleIsNull(module)) {
    printf("parse failed\n");
    exit(1);
  }
  MlirOperation op = mlirModuleGetOperation(module);
  int count = 0;
  intptr_t errors = mlirWarpCheckConvergence(op, false, printFinding, &count);
  printf("errors: %d, findings: %d\n", (int)errors, count);
  /* Counting only, and the findings did not reach the context's handler. */
  printf("errors again: %d\n", (int)mlirWarpCheckConvergence(op, false, NULL,
                                                              NULL));
  mlirModuleDestroy(module);
  mlirContextDestroy(context);
}
// CHECK-LABEL: == checker
// CHECK-NOT: diagnostic:
// CHECK: finding 1: rule C1, error, 2 note(s): C1: gpu.shuffle names lanes 16-31 in its member mask all (0xffffffff), but they do not execute it (only lanes 0-15 do)
// CHECK-NEXT: at loc("-":9:17)
// CHECK-NEXT: errors: 1, findings: 1
// CHECK-NEXT: errors again: 1

/* The race checker: every thread of the block writes x[0] (line 5). */
static void testRaceChecker(void) {
  printf("== races\n");
  MlirContext context = createContext();
  MlirModule module = parse(
      context,
      "gpu.module @kernels {\n"
      "  gpu.func @all_zero(%x: memref<?xf32>, %v: f32) kernel {\n"
      "    %c0 = arith.constant 0 : index\n"
      "    %t = gpu.thread_id x\n"
      "    memref.store %v, %x[%c0] : memref<?xf32>\n"
      "    gpu.return\n"
      "  }\n"
      "}\n");
  if (mlirModuleIsNull(module)) {
    printf("parse failed\n");
    exit(1);
  }
  int count = 0;
  intptr_t errors = mlirWarpCheckRaces(mlirModuleGetOperation(module), false,
                                       printFinding, &count);
  printf("errors: %d, findings: %d\n", (int)errors, count);
  mlirModuleDestroy(module);
  mlirContextDestroy(context);
}
// CHECK-LABEL: == races
// CHECK-NOT: diagnostic:
// CHECK: finding 1: rule R1, error, 1 note(s): R1: two threads write one element; threads {{.*}} both write element 0 of argument 0
// CHECK-NEXT: at loc("-":5:5)
// CHECK-NEXT: errors: 1, findings: 1

/* The passes: a pipeline string with warptile's names, and the generated
   constructor of the checker, which fails the pass manager's run. */
static void testPasses(void) {
  printf("== passes\n");
  mlirWarptileRegisterPasses();
  MlirContext context = createContext();
  MlirModule module = parse(
      context,
      "gpu.module @kernels {\n"
      "  gpu.func @sum(%v: f32) kernel {\n"
      "    %w = warp.entry : !warp.warp<all>\n"
      "    %s = warp.reduce add %w, %v : !warp.warp<all>, f32\n"
      "    gpu.return\n"
      "  }\n"
      "}\n");
  MlirPassManager pm = mlirPassManagerCreate(context);
  MlirLogicalResult parsed = mlirParsePassPipeline(
      mlirPassManagerGetAsOpPassManager(pm),
      mlirStringRefCreateFromCString("builtin.module(convert-warp-to-nvvm)"),
      printToStdout, NULL);
  printf("pipeline parsed: %s\n",
         mlirLogicalResultIsSuccess(parsed) ? "yes" : "no");
  MlirLogicalResult ran =
      mlirPassManagerRunOnOp(pm, mlirModuleGetOperation(module));
  printf("lowered: %s\n", mlirLogicalResultIsSuccess(ran) ? "yes" : "no");
  mlirOperationPrint(mlirModuleGetOperation(module), printToStdout, NULL);
  printf("\n");
  mlirPassManagerDestroy(pm);
  mlirModuleDestroy(module);

  MlirModule racy = parse(context, kHalfWarpShuffle);
  pm = mlirPassManagerCreate(context);
  mlirPassManagerAddOwnedPass(
      pm, mlirCreateWarpTransformsWarpCheckConvergencePass());
  ran = mlirPassManagerRunOnOp(pm, mlirModuleGetOperation(racy));
  printf("checked: %s\n", mlirLogicalResultIsSuccess(ran) ? "yes" : "no");
  mlirPassManagerDestroy(pm);
  mlirModuleDestroy(racy);
  mlirContextDestroy(context);
}
// CHECK-LABEL: == passes
// CHECK: pipeline parsed: yes
// CHECK: lowered: yes
// CHECK: gpu.func @sum
// CHECK-NOT: warp.
// CHECK-COUNT-5: nvvm.shfl.sync bfly
// CHECK: diagnostic: C1: gpu.shuffle names lanes 16-31
// CHECK: checked: no

int main(void) {
  testHandles();
  testVerifierError();
  testChecker();
  testRaceChecker();
  testPasses();
  return 0;
}
