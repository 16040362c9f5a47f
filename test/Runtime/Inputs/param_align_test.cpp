//===- param_align_test.cpp - A 16-byte-aligned struct parameter ----------===//
//
// Part of warptile's tests (test/Runtime/param-align16.test). Launches
// `fill(u32 tag, Span s)` (Inputs/param_align16.cu: Span is alignas(16),
// {u64 *out; u32 n, step}) with CUDA's parameter array, params[1] pointing
// at the struct's 16 bytes:
//
//   param-align-test sim FILE.mlir   on the simulator (sim::Program::launch,
//                                    the path gpu.launch_func and mgpu take);
//                                    prints out[0..n]
//   param-align-test cuda FILE.ptx   through lib/Runtime (parsePtxEntries,
//                                    packParameters, launch) on the driver
//                                    WARPTILE_LIBCUDA names (the fake one logs
//                                    the parameter space it builds)
//
//===----------------------------------------------------------------------===//

#include "warptile/Runtime/Arguments.h"
#include "warptile/Runtime/Files.h"
#include "warptile/Runtime/Runtime.h"
#include "warptile/Sim/Program.h"

#include <cstdio>
#include <cstring>
#include <string>

using namespace warptile;

namespace {
struct alignas(16) Span {
  unsigned long long *out;
  unsigned int n, step;
};
} // namespace

int main(int argc, char **argv) {
  if (argc != 3) {
    std::fprintf(stderr, "usage: param-align-test sim|cuda FILE\n");
    return 1;
  }
  std::string mode = argv[1], path = argv[2];
  unsigned long long out[9] = {0};
  const unsigned n = 8;
  // The struct's bytes at an address that is 8 modulo 16: a launcher must
  // copy them, not rely on the caller's alignment.
  alignas(16) unsigned char storage[48];
  Span span{out, n, 3};
  std::memcpy(storage + 8, &span, sizeof span);
  unsigned tag = 100;
  void *params[] = {&tag, storage + 8};

  if (mode == "sim") {
    std::string error;
    auto program = sim::Program::compileFile(path, {}, error);
    if (!program) {
      std::fprintf(stderr, "param-align-test: %s\n", error.c_str());
      return 1;
    }
    for (const sim::KernelInfo &k : program->getKernels())
      if (k.name == "fill") {
        std::printf("sim: fill takes");
        for (uint32_t bytes : k.argBytes)
          std::printf(" %u", bytes);
        std::printf(" bytes\n");
      }
    sim::LaunchOptions launch;
    launch.grid = {1, 1, 1};
    launch.block = {32, 1, 1};
    std::vector<sim::Region> regions = {{"out", out, sizeof out}};
    sim::RunResult result = program->launch("fill", params, launch, regions);
    for (const sim::Finding &f : result.findings)
      std::printf("finding (%s): %s\n", f.kind.c_str(), f.message.c_str());
    if (result.trapped) {
      std::printf("trapped: %s\n", result.error.c_str());
      return 1;
    }
  } else if (mode == "cuda") {
    rt::Result<std::string> ptx = rt::readFile(path, 1 << 20);
    if (!ptx) {
      std::fprintf(stderr, "param-align-test: %s\n",
                   ptx.getStatus().getMessage().c_str());
      return 1;
    }
    auto entries = rt::parsePtxEntries(*ptx);
    if (entries.size() != 1 || entries[0].second.size() != 2) {
      std::fprintf(stderr, "param-align-test: expected fill(2 params)\n");
      return 1;
    }
    for (const rt::PtxParam &p : entries[0].second)
      std::printf("ptx: %s, %zu bytes, align %zu\n", p.type.c_str(), p.bytes,
                  p.align);
    auto runtime = rt::Runtime::open();
    if (!runtime) {
      std::fprintf(stderr, "param-align-test: %s\n",
                   rt::describe(runtime.getStatus()).c_str());
      return rt::exitCode(runtime.getStatus());
    }
    rt::Result<rt::Kernel> kernel =
        (*runtime)->loadKernel(*ptx, rt::ImageKind::Ptx, "fill");
    if (!kernel) {
      std::fprintf(stderr, "param-align-test: %s\n",
                   kernel.getStatus().getMessage().c_str());
      return 1;
    }
    // The runtime's one packer: scalars (a struct is one of its size)
    // point at their bytes.
    std::vector<rt::LaunchValue> values(2);
    values[0].scalar = &tag;
    values[1].scalar = storage + 8;
    rt::PackedParameters packed =
        rt::packParameters(entries[0].second, nullptr, values);
    if (rt::Status s = (*runtime)->launch(*kernel, {1, 1, 1}, {32, 1, 1}, 0,
                                          nullptr, packed.pointers.data()))
      return std::fprintf(stderr, "param-align-test: %s\n",
                          s.getMessage().c_str()),
             1;
    if (rt::Status s = (*runtime)->synchronize(nullptr, 10))
      return std::fprintf(stderr, "param-align-test: %s\n",
                          s.getMessage().c_str()),
             1;
    return 0;
  } else {
    std::fprintf(stderr, "param-align-test: unknown mode '%s'\n",
                 mode.c_str());
    return 1;
  }
  for (unsigned i = 0; i <= n; ++i)
    std::printf("out[%u] = %llu\n", i, out[i]);
  return 0;
}
