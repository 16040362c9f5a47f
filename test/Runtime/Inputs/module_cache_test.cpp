//===- module_cache_test.cpp - The runtime's module cache, tested ---------===//
//
// Part of warptile. Run against the fake driver: two large images that
// differ in one byte the cache's sampled hash does not read must still get
// two modules (the hit is confirmed by comparing whole images), and loading
// either again must be a hit. Prints what it saw; FileCheck checks it.
//
//===----------------------------------------------------------------------===//

#include "warptile/Runtime/Runtime.h"

#include <cstdio>

using namespace warptile::rt;

int main() {
  auto opened = Runtime::open();
  if (!opened) {
    std::printf("open failed: %s\n", opened.getStatus().getMessage().c_str());
    return 1;
  }
  Runtime &rt = **opened;
  std::string base = ".visible .entry k(.param .u64 p)\n{\n\tret;\n}\n//";
  std::string a = base + std::string(200000, 'a');
  std::string b = a;
  b[base.size() + 100001] = 'b'; // between the sampled words
  auto ma = rt.loadModule(a, ImageKind::Ptx);
  auto mb = rt.loadModule(b, ImageKind::Ptx);
  auto ma2 = rt.loadModule(a, ImageKind::Ptx);
  auto mb2 = rt.loadModule(b, ImageKind::Ptx);
  auto cubin = rt.loadModule(a, ImageKind::Cubin);
  if (!ma || !mb || !ma2 || !mb2 || !cubin) {
    std::printf("load failed\n");
    return 1;
  }
  std::printf("distinct images, distinct modules: %s\n",
              *ma != *mb ? "yes" : "no");
  std::printf("same image, same module: %s %s\n", *ma == *ma2 ? "yes" : "no",
              *mb == *mb2 ? "yes" : "no");
  std::printf("same bytes as another kind, another module: %s\n",
              *cubin != *ma ? "yes" : "no");
  std::printf("cache: %u hits, %u misses\n", rt.getCacheStats().hits,
              rt.getCacheStats().misses);
  return 0;
}
