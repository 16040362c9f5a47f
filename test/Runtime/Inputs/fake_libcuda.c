/*===- fake_libcuda.c - A CUDA driver without a GPU, for tests -----------===*
 *
 * Part of warptile. Exports the driver entry points lib/Runtime uses, with
 * host memory behind "device" pointers and launches that run nothing, so
 * that warp-run's whole path (JIT errors, argument upload, launch, the
 * watchdog, read-back, .npy output, comparison) is tested on machines
 * without a GPU. Loaded through WARPTILE_LIBCUDA. Knobs, all environment:
 *   FAKE_CUDA_DEVICES=0   cuInit fails with CUDA_ERROR_NO_DEVICE
 *   FAKE_CUDA_OOM=1       cuMemAlloc fails with CUDA_ERROR_OUT_OF_MEMORY
 *   FAKE_CUDA_REPORT=1    prints a line to stderr for each module loaded
 *   FAKE_CUDA_LAUNCH_FAILS=1  cuLaunchKernel fails with
 *                         CUDA_ERROR_LAUNCH_FAILED
 *   FAKE_CUDA_STREAM_LOG=1  prints a line to stderr when a stream is
 *                         created or destroyed and for each launch on it
 *   FAKE_CUDA_LAUNCH_LOG=1  prints a line to stderr for each launch: the
 *                         kernel, grid, block and shared memory (the Python
 *                         tests count launches with it), and for each
 *                         cuFuncSetAttribute
 *   FAKE_CUDA_PARAM_LOG=1  prints, for each launch, each kernel parameter
 *                         as its PTX .entry declares it: "ptr 0x..." for a
 *                         .ptr, else its value in decimal (the tests check
 *                         what reaches cuLaunchKernel: pointers, memref
 *                         descriptors, scalars)
 *   FAKE_CUDA_MAX_SMEM=N  the most dynamic shared memory cuFuncSetAttribute
 *                         allows (default 232448, sm_90's 227 KiB); past
 *                         it CUDA_ERROR_INVALID_VALUE
 * As the real driver, a launch with more than 48 KiB of dynamic shared
 * memory fails with CUDA_ERROR_INVALID_VALUE unless the function was
 * opted in to that much (CU_FUNC_ATTRIBUTE_MAX_DYNAMIC_SHARED_SIZE_BYTES).
 * An image containing FAKE_JIT_ERROR fails to JIT with a log; a kernel
 * whose name contains "hang" never finishes.
 *
 *===----------------------------------------------------------------------===*/

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef int CUresult;
enum {
  OK = 0, INVALID_VALUE = 1, OOM = 2, NO_DEVICE = 100, INVALID_PTX = 218,
  NOT_FOUND = 500, NOT_READY = 600, LAUNCH_FAILED = 719
};

static int hanging;

static const char *name_of(CUresult r) {
  switch (r) {
  case INVALID_VALUE: return "CUDA_ERROR_INVALID_VALUE";
  case OOM: return "CUDA_ERROR_OUT_OF_MEMORY";
  case NO_DEVICE: return "CUDA_ERROR_NO_DEVICE";
  case INVALID_PTX: return "CUDA_ERROR_INVALID_PTX";
  case NOT_FOUND: return "CUDA_ERROR_NOT_FOUND";
  case NOT_READY: return "CUDA_ERROR_NOT_READY";
  case LAUNCH_FAILED: return "CUDA_ERROR_LAUNCH_FAILED";
  default: return 0;
  }
}

CUresult cuGetErrorName(CUresult r, const char **s) {
  *s = name_of(r);
  return *s ? OK : 1;
}
CUresult cuGetErrorString(CUresult r, const char **s) {
  *s = r == OOM ? "out of memory"
       : r == INVALID_PTX ? "a PTX JIT compilation failed"
       : r == INVALID_VALUE ? "invalid argument" : 0;
  return *s ? OK : 1;
}
CUresult cuInit(unsigned flags) {
  const char *devices = getenv("FAKE_CUDA_DEVICES");
  return devices && !strcmp(devices, "0") ? NO_DEVICE : OK;
}
CUresult cuDeviceGetCount(int *n) { *n = 1; return OK; }
CUresult cuDeviceGet(int *d, int ordinal) { *d = ordinal; return OK; }
CUresult cuDeviceGetName(char *name, int len, int d) {
  strncpy(name, "Fake CUDA device", len);
  return OK;
}
CUresult cuDeviceGetAttribute(int *v, int attr, int d) {
  *v = attr == 75 ? 9 : 0;
  return OK;
}
CUresult cuDevicePrimaryCtxRetain(void **ctx, int d) { *ctx = (void *)1; return OK; }
CUresult cuDevicePrimaryCtxRelease_v2(int d) { return OK; }
CUresult cuCtxSetCurrent(void *ctx) { return OK; }

CUresult cuModuleLoadDataEx(void **module, const void *image, unsigned n,
                            int *options, void **values) {
  const char *text = image;
  if (!memcmp(text, "\x7f" "ELF", 4)) {
    /* A cubin: the fake cannot read ELF, so it has every kernel. */
    *module = strdup("cubin: every kernel");
    if (getenv("FAKE_CUDA_REPORT"))
      fprintf(stderr, "fake-cuda: module loaded (cubin)\n");
    return OK;
  }
  if (strstr(text, "FAKE_JIT_ERROR")) {
    for (unsigned i = 0; i < n; ++i)
      if (options[i] == 5)
        strcpy(values[i], "ptxas fatal   : fake JIT error in line 3");
    return INVALID_PTX;
  }
  *module = strdup(text);
  if (getenv("FAKE_CUDA_REPORT"))
    fprintf(stderr, "fake-cuda: module loaded\n");
  return OK;
}
CUresult cuModuleUnload(void *module) { free(module); return OK; }
CUresult cuModuleGetFunction(void **f, void *module, const char *name) {
  const char *at = strstr(module, name);
  if (!at && strcmp(module, "cubin: every kernel"))
    return NOT_FOUND;
  /* The function is its name, then its .entry's parameter list (for
   * FAKE_CUDA_PARAM_LOG; empty for a cubin). */
  const char *list = "", *end = list;
  size_t length = strlen(name);
  for (const char *e = strstr(module, ".entry "); e; e = strstr(e + 1, ".entry ")) {
    const char *n = e + 7;
    while (*n == ' ')
      ++n;
    if (!strncmp(n, name, length) && (n[length] == '(' || n[length] == ' ' ||
                                      n[length] == '\n')) {
      list = strchr(n, '(');
      end = list ? strchr(list, ')') : NULL;
      if (!list || !end)
        list = end = "";
      break;
    }
  }
  size_t params = (size_t)(end - list);
  char *function = malloc(length + params + 2);
  memcpy(function, name, length + 1);
  memcpy(function + length + 1, list, params);
  function[length + 1 + params] = 0;
  *f = function;
  return OK;
}

/* Prints each parameter of a launch of `f` as its .entry declares it. An
 * aggregate (`.param .align 16 .b8 p[16]`) is copied, as the driver does,
 * into a parameter space where each parameter starts at a multiple of its
 * alignment (its `.align`, else its size), and printed from there with its
 * offset and bytes. */
static void log_params(const char *f, void **params) {
  const char *list = f + strlen(f) + 1;
  unsigned index = 0;
  static unsigned char space[4096];
  unsigned offset = 0;
  for (const char *p = strstr(list, ".param"); p; p = strstr(p + 1, ".param")) {
    const char *next = strstr(p + 1, ".param");
    size_t span = next ? (size_t)(next - p) : strlen(p);
    char item[256];
    snprintf(item, sizeof item, "%.*s", (int)(span < 255 ? span : 255), p);
    unsigned bits = 0;
    const char *type = 0;
    for (const char *t = item; (t = strchr(t, '.')); ++t)
      if (strchr("usbf", t[1]) && t[2] >= '1' && t[2] <= '9') {
        bits = (unsigned)atoi(t + 2);
        type = t;
        break;
      }
    /* The parameter's own .align precedes its type (after .ptr it is the
     * pointee's). */
    const char *align_at = strstr(item, ".align");
    unsigned count = 1, size = bits / 8, align = size ? size : 1;
    const char *bracket = strchr(item, '[');
    if (bracket)
      count = (unsigned)atoi(bracket + 1);
    if (align_at && type && align_at < type)
      align = (unsigned)atoi(align_at + 6);
    if (align == 0)
      align = 1;
    offset = (offset + align - 1) / align * align;
    if (bracket && size * count <= sizeof space - offset) {
      memcpy(space + offset, params[index], size * count);
      fprintf(stderr, "fake-cuda: param %u at offset %u (align %u):", index,
              offset, align);
      for (unsigned b = 0; b < size * count; ++b)
        fprintf(stderr, " %02x", space[offset + b]);
      fprintf(stderr, "\n");
      offset += size * count;
      ++index;
      continue;
    }
    offset += size * count;
    unsigned long long value = 0;
    if (bits >= 8 && bits <= 64)
      memcpy(&value, params[index], bits / 8);
    if (strstr(item, ".ptr"))
      fprintf(stderr, "fake-cuda: param %u ptr 0x%llx\n", index, value);
    else
      fprintf(stderr, "fake-cuda: param %u %llu\n", index, value);
    ++index;
  }
}

CUresult cuMemAlloc_v2(unsigned long long *p, size_t bytes) {
  if (getenv("FAKE_CUDA_OOM"))
    return OOM;
  *p = (unsigned long long)(size_t)malloc(bytes);
  return OK;
}
CUresult cuMemFree_v2(unsigned long long p) { free((void *)(size_t)p); return OK; }
CUresult cuMemcpyHtoD_v2(unsigned long long d, const void *s, size_t n) {
  memcpy((void *)(size_t)d, s, n);
  return OK;
}
CUresult cuMemcpyDtoH_v2(void *d, unsigned long long s, size_t n) {
  memcpy(d, (void *)(size_t)s, n);
  return OK;
}

CUresult cuMemcpyAsync(unsigned long long d, unsigned long long s, size_t n,
                       void *stream) {
  memcpy((void *)(size_t)d, (void *)(size_t)s, n);
  return OK;
}
CUresult cuMemsetD32Async(unsigned long long d, unsigned v, size_t n, void *s) {
  unsigned *p = (unsigned *)(size_t)d;
  for (size_t i = 0; i < n; ++i)
    p[i] = v;
  return OK;
}
CUresult cuMemsetD16Async(unsigned long long d, unsigned short v, size_t n,
                          void *s) {
  unsigned short *p = (unsigned short *)(size_t)d;
  for (size_t i = 0; i < n; ++i)
    p[i] = v;
  return OK;
}
CUresult cuMemAllocManaged(unsigned long long *p, size_t bytes, unsigned f) {
  return cuMemAlloc_v2(p, bytes);
}
CUresult cuMemHostRegister_v2(void *p, size_t n, unsigned f) { return OK; }
CUresult cuMemHostUnregister(void *p) { return OK; }

/* Streams are numbered from 2 in the order they are created. */
static long streams_created;
static void stream_log(const char *what, void *s) {
  if (getenv("FAKE_CUDA_STREAM_LOG"))
    fprintf(stderr, "fake-cuda: stream %ld %s\n", (long)s, what);
}
CUresult cuStreamCreate(void **s, unsigned flags) {
  *s = (void *)(2 + streams_created++);
  stream_log("created", *s);
  return OK;
}
CUresult cuStreamDestroy_v2(void *s) {
  stream_log("destroyed", s);
  return OK;
}
CUresult cuStreamQuery(void *s) { return hanging ? NOT_READY : OK; }
/* The dynamic shared memory each function is opted in to (a few). */
static struct { void *f; int bytes; } opt_ins[64];
static int opt_in_count;

static int opted_in(void *f) {
  for (int i = 0; i < opt_in_count; ++i)
    if (opt_ins[i].f == f)
      return opt_ins[i].bytes;
  return 48 * 1024;
}

CUresult cuFuncSetAttribute(void *f, int attr, int value) {
  const char *max = getenv("FAKE_CUDA_MAX_SMEM");
  if (getenv("FAKE_CUDA_LAUNCH_LOG"))
    fprintf(stderr, "fake-cuda: set attribute %d of %s to %d\n", attr,
            (const char *)f, value);
  if (attr != 8) /* CU_FUNC_ATTRIBUTE_MAX_DYNAMIC_SHARED_SIZE_BYTES */
    return OK;
  if (value < 0 || value > (max ? atoi(max) : 232448))
    return INVALID_VALUE;
  for (int i = 0; i < opt_in_count; ++i)
    if (opt_ins[i].f == f) {
      opt_ins[i].bytes = value;
      return OK;
    }
  if (opt_in_count == 64)
    return INVALID_VALUE;
  opt_ins[opt_in_count].f = f;
  opt_ins[opt_in_count++].bytes = value;
  return OK;
}

CUresult cuLaunchKernel(void *f, unsigned gx, unsigned gy, unsigned gz,
                        unsigned bx, unsigned by, unsigned bz, unsigned smem,
                        void *stream, void **params, void **extra) {
  if (getenv("FAKE_CUDA_LAUNCH_FAILS"))
    return LAUNCH_FAILED;
  if ((int)smem > opted_in(f))
    return INVALID_VALUE;
  if (getenv("FAKE_CUDA_LAUNCH_LOG"))
    fprintf(stderr, "fake-cuda: launch %s grid %u,%u,%u block %u,%u,%u smem %u\n",
            (const char *)f, gx, gy, gz, bx, by, bz, smem);
  stream_log("launches", stream);
  if (getenv("FAKE_CUDA_PARAM_LOG"))
    log_params(f, params);
  if (strstr(f, "hang"))
    hanging = 1;
  return OK;
}

CUresult cuEventCreate(void **e, unsigned flags) { *e = (void *)3; return OK; }
CUresult cuEventDestroy_v2(void *e) { return OK; }
CUresult cuEventRecord(void *e, void *s) { return OK; }
CUresult cuEventSynchronize(void *e) { return OK; }
CUresult cuEventQuery(void *e) { return hanging ? NOT_READY : OK; }
CUresult cuStreamWaitEvent(void *s, void *e, unsigned f) { return OK; }
CUresult cuEventElapsedTime_v2(float *ms, void *a, void *b) { *ms = 0.5f; return OK; }

CUresult cuStreamBeginCapture_v2(void *s, int mode) { return OK; }
CUresult cuStreamEndCapture(void *s, void **g) { *g = (void *)4; return OK; }
CUresult cuGraphInstantiateWithFlags(void **e, void *g, unsigned long long f) {
  *e = (void *)5;
  return OK;
}
CUresult cuGraphLaunch(void *e, void *s) { return OK; }
CUresult cuGraphDestroy(void *g) { return OK; }
CUresult cuGraphExecDestroy(void *e) { return OK; }
