//===- launch_overhead.cpp - Host cost of launching tiny kernels ----------===//
//
// Part of warptile. Measures, through lib/Runtime, the host time per launch
// of an empty kernel for N = 1, 10, 100, 1000 launches:
//   sync   launch + wait, one at a time
//   async  launches enqueued back to back on one stream (enqueue cost)
//   graph  the N launches captured once, then one graph replay + wait
// and the JIT cache: a hit (the same PTX again) and a miss (new PTX).
// Prints a table and writes JSON (--json FILE). Needs a GPU; exits 77
// without one.
//
//===----------------------------------------------------------------------===//

#include "warptile/Runtime/Runtime.h"

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstring>
#include <fstream>
#include <string>
#include <vector>

using namespace warptile::rt;
using Clock = std::chrono::steady_clock;

static const char *emptyKernel = R"(
.version 8.0
.target sm_90
.address_size 64
.visible .entry empty(.param .u64 empty_param_0)
{
	ret;
}
)";

static double microseconds(Clock::duration d) {
  return std::chrono::duration<double, std::micro>(d).count();
}

static double median(std::vector<double> v) {
  std::sort(v.begin(), v.end());
  return v[v.size() / 2];
}

static int fail(const Status &s) {
  std::fprintf(stderr, "launch_overhead: %s\n", s.getMessage().c_str());
  return exitCode(s);
}

int main(int argc, char **argv) {
  std::string json;
  int repeats = 21;
  for (int i = 1; i < argc; ++i) {
    if (!std::strcmp(argv[i], "--json") && i + 1 < argc)
      json = argv[++i];
    else if (!std::strcmp(argv[i], "--repeats") && i + 1 < argc)
      repeats = std::max(1, std::atoi(argv[++i]));
    else {
      std::fprintf(stderr, "usage: launch_overhead [--repeats R] [--json FILE]\n");
      return 1;
    }
  }
  auto opened = Runtime::open();
  if (!opened)
    return fail(opened.getStatus());
  Runtime &rt = **opened;
  std::string ptx = emptyKernel;
  if (rt.getChip() != "sm_90") // JIT for the device that is here.
    ptx.replace(ptx.find("sm_90"), 5, rt.getChip());
  auto kernel = rt.loadKernel(ptx, ImageKind::Ptx, "empty");
  if (!kernel)
    return fail(kernel.getStatus());
  auto stream = rt.createStream();
  if (!stream)
    return fail(stream.getStatus());
  DevicePtr dummy = 0;
  void *params[] = {&dummy};
  Dim3 one{1, 1, 1};
  auto launch = [&] { return rt.launch(*kernel, one, one, 0, *stream, params); };
  const double timeout = 30;

  struct Row {
    int n;
    double syncUs, asyncUs, graphUs;
  };
  std::vector<Row> rows;
  for (int n : {1, 10, 100, 1000}) {
    std::vector<double> sync, async, graph;
    // Warm up the stream and the launch path.
    for (int i = 0; i < 10; ++i)
      if (Status s = launch())
        return fail(s);
    if (Status s = rt.synchronize(*stream, timeout))
      return fail(s);
    for (int r = 0; r < repeats; ++r) {
      Clock::time_point t0 = Clock::now();
      for (int i = 0; i < n; ++i) {
        if (Status s = launch())
          return fail(s);
        if (Status s = rt.synchronize(*stream, timeout))
          return fail(s);
      }
      sync.push_back(microseconds(Clock::now() - t0) / n);

      t0 = Clock::now();
      for (int i = 0; i < n; ++i)
        if (Status s = launch())
          return fail(s);
      async.push_back(microseconds(Clock::now() - t0) / n);
      if (Status s = rt.synchronize(*stream, timeout))
        return fail(s);
    }
    auto captured = rt.capture(*stream, [&]() -> Status {
      for (int i = 0; i < n; ++i)
        if (Status s = launch())
          return s;
      return Status::ok();
    });
    if (!captured)
      return fail(captured.getStatus());
    for (int r = 0; r < repeats + 1; ++r) {
      Clock::time_point t0 = Clock::now();
      if (Status s = rt.launchGraph(*captured, *stream))
        return fail(s);
      if (Status s = rt.synchronize(*stream, timeout))
        return fail(s);
      if (r > 0) // the first replay uploads the graph
        graph.push_back(microseconds(Clock::now() - t0) / n);
    }
    rows.push_back({n, median(sync), median(async), median(graph)});
  }

  // The JIT cache: a hit is a sampled hash and one comparison of the
  // image; a miss JITs. `large` is 100 KB of PTX, a big GEMM's size.
  auto timeLoad = [&](const std::string &image, std::vector<double> &into) {
    Clock::time_point t0 = Clock::now();
    auto loaded = rt.loadKernel(image, ImageKind::Ptx, "empty");
    into.push_back(microseconds(Clock::now() - t0));
    return loaded.getStatus();
  };
  std::string large = ptx + "\n//" + std::string(100 * 1024, 'x') + "\n";
  std::vector<double> hits, misses, largeHits, largeMiss;
  if (Status s = timeLoad(large, largeMiss))
    return fail(s);
  for (int r = 0; r < repeats; ++r) {
    std::string fresh = ptx + "\n// variant " + std::to_string(r) + "\n";
    if (Status s = timeLoad(ptx, hits))
      return fail(s);
    if (Status s = timeLoad(fresh, misses))
      return fail(s);
    if (Status s = timeLoad(large, largeHits))
      return fail(s);
  }

  std::printf("device: %s (%s), median of %d repeats, host microseconds "
              "per kernel\n",
              rt.getDeviceName().c_str(), rt.getChip().c_str(), repeats);
  std::printf("%6s %14s %14s %14s\n", "N", "sync+wait", "async enqueue",
              "graph replay");
  for (const Row &row : rows)
    std::printf("%6d %14.2f %14.2f %14.3f\n", row.n, row.syncUs, row.asyncUs,
                row.graphUs);
  std::printf("JIT cache hit: %.2f us (100 KB PTX: %.2f us), miss (JIT of "
              "the empty kernel): %.1f us\n",
              median(hits), median(largeHits), median(misses));
  std::printf("JIT cache: %u hits, %u misses\n", rt.getCacheStats().hits,
              rt.getCacheStats().misses);
  if (!json.empty()) {
    std::ofstream out(json);
    out << "{\n  \"device\": \"" << rt.getDeviceName() << "\",\n  \"chip\": \""
        << rt.getChip() << "\",\n  \"repeats\": " << repeats
        << ",\n  \"per_kernel_us\": [\n";
    for (size_t i = 0; i < rows.size(); ++i)
      out << "    {\"n\": " << rows[i].n << ", \"sync\": " << rows[i].syncUs
          << ", \"async\": " << rows[i].asyncUs << ", \"graph\": "
          << rows[i].graphUs << "}" << (i + 1 < rows.size() ? "," : "")
          << "\n";
    out << "  ],\n  \"jit_cache_hit_us\": " << median(hits)
        << ",\n  \"jit_cache_hit_100kb_us\": " << median(largeHits)
        << ",\n  \"jit_miss_us\": " << median(misses) << "\n}\n";
    if (!out) {
      std::fprintf(stderr, "launch_overhead: cannot write '%s'\n",
                   json.c_str());
      return 1;
    }
  }
  return 0;
}
