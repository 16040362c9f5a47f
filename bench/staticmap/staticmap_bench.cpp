//===- staticmap_bench.cpp - The static map's C++ API end to end ----------===//
//
// Part of warptile (issue 32). Builds maps of every asked configuration
// (tile, probing, load factor, --sim-seed) on the simulator or a CUDA
// device, inserts keys with duplicates inside the batch, and with --check
// compares insert's count, find and contains with std::unordered_map (the
// count is the number of distinct keys, a found value is one inserted for
// its key, absent keys give the empty value and false). Then times insert
// (the map cleared before each timed run) and find on device-resident
// batches: keys/s and GB/s (16 bytes a pair), a table on stdout and
// --json FILE. --dry-run: the fake CUDA driver (WARPTILE_LIBCUDA) runs
// nothing, so only the path end to end is checked, no answers or numbers.
//
// --style ours (or warp; the default): the warp-dialect kernels,
// staticmap_<probing>_g<G>.mlir in --kernels DIR (default: the source
// tree's examples/staticmap), lowered by warp-to-ptx for cuda. --style
// twin: the CUDA C++ twin's module at --kernels PATH.
//
//   staticmap-bench --backend sim --keys 2000 --tiles 1,4,32 --check
//   staticmap-bench --backend sim --style twin --kernels build/examples/\
//       staticmap/staticmap_twin.mlir --keys 2000 --tiles 1,4,32 --check
//
//===----------------------------------------------------------------------===//

#include "warptile/Pipelines/Chips.h"
#include "warptile/StaticMap/SimDevice.h"
#include "warptile/StaticMap/StaticMap.h"

#include <algorithm>
#include <chrono>
#include <cerrno>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <iostream>
#include <random>
#include <sstream>
#include <unordered_map>
#include <unordered_set>

using namespace warptile;
using namespace warptile::staticmap;

namespace {
struct Args {
  std::string backend = "sim", kernels, style = "warp", json, label;
  std::vector<unsigned> tiles = {4};
  std::vector<std::string> probings = {"linear"};
  std::vector<double> loads = {0.5};
  std::vector<uint64_t> seeds = {0};
  uint64_t keys = 2000;
  unsigned runs = 1, grid = 0;
  bool check = false, dryRun = false, unique = false;
};

[[noreturn]] void usage(const std::string &why) {
  std::cerr << "staticmap-bench: " << why << "\n"
            << "usage: staticmap-bench --kernels PATH [--backend sim|cuda] "
               "[--style ours|warp|twin] [--tiles 1,2,4] [--probing "
               "linear,double] [--loads 0.5,0.8] [--seeds 1,2,3] [--keys N] "
               "[--runs R] [--grid B] [--unique] [--check] [--dry-run] [--json FILE] "
               "[--label TEXT]\n";
  std::exit(1);
}

std::vector<std::string> split(const std::string &text) {
  std::vector<std::string> parts;
  std::stringstream stream(text);
  std::string part;
  while (std::getline(stream, part, ','))
    parts.push_back(part);
  return parts;
}

uint64_t number(const std::string &text, const char *what) {
  char *end = nullptr;
  errno = 0;
  unsigned long long v = std::strtoull(text.c_str(), &end, 10);
  if (text.empty() || *end || errno || text[0] == '-')
    usage(std::string(what) + " '" + text + "': not a whole number");
  return v;
}

Args parse(int argc, char **argv) {
  Args a;
  for (int i = 1; i < argc; ++i) {
    std::string arg = argv[i];
    auto value = [&]() -> std::string {
      if (i + 1 >= argc)
        usage(arg + " needs a value");
      return argv[++i];
    };
    if (arg == "--backend")
      a.backend = value();
    else if (arg == "--kernels")
      a.kernels = value();
    else if (arg == "--style")
      a.style = value();
    else if (arg == "--json")
      a.json = value();
    else if (arg == "--label")
      a.label = value();
    else if (arg == "--tiles") {
      a.tiles.clear();
      for (auto &t : split(value()))
        a.tiles.push_back(static_cast<unsigned>(number(t, "--tiles")));
    } else if (arg == "--probing")
      a.probings = split(value());
    else if (arg == "--loads") {
      a.loads.clear();
      for (auto &l : split(value())) {
        char *end = nullptr;
        double d = std::strtod(l.c_str(), &end);
        if (*end || !(d > 0 && d <= 1))
          usage("--loads '" + l + "': expected a load factor in (0, 1]");
        a.loads.push_back(d);
      }
    } else if (arg == "--seeds") {
      a.seeds.clear();
      for (auto &s : split(value()))
        a.seeds.push_back(number(s, "--seeds"));
    } else if (arg == "--keys")
      a.keys = number(value(), "--keys");
    else if (arg == "--runs")
      a.runs = static_cast<unsigned>(std::max<uint64_t>(1, number(value(), "--runs")));
    else if (arg == "--grid")
      a.grid = static_cast<unsigned>(number(value(), "--grid"));
    else if (arg == "--check")
      a.check = true;
    else if (arg == "--unique")
      a.unique = true;
    else if (arg == "--dry-run")
      a.dryRun = true;
    else
      usage("unknown option '" + arg + "'");
  }
  if (a.style == "ours")
    a.style = "warp";
#ifdef WARPTILE_STATICMAP_WARP_KERNELS_DIR
  if (a.kernels.empty() && a.style == "warp")
    a.kernels = WARPTILE_STATICMAP_WARP_KERNELS_DIR;
#endif
  if (a.kernels.empty())
    usage("--kernels is required");
  if (a.backend != "sim" && a.backend != "cuda")
    usage("--backend '" + a.backend + "': expected sim or cuda");
  if (a.style != "twin" && a.style != "warp")
    usage("--style '" + a.style + "': expected ours (warp) or twin");
  if (a.dryRun && a.backend != "cuda")
    usage("--dry-run runs on the (fake) CUDA driver: --backend cuda");
  return a;
}

struct Row {
  std::string probing;
  unsigned tile;
  double load;
  uint64_t seed, keys, distinct, slots;
  double insertSeconds, findSeconds;
  bool checked;
};

/// splitmix64's finalizer: a bijection of 64-bit words.
uint64_t mix(uint64_t z) {
  z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
  z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
  return z ^ (z >> 31);
}

double seconds(std::chrono::steady_clock::time_point start) {
  return std::chrono::duration<double>(std::chrono::steady_clock::now() -
                                       start)
      .count();
}

int fail(const std::string &what, const rt::Status &status) {
  std::cerr << "staticmap-bench: " << what << ": " << status.getMessage()
            << "\n";
  return 1;
}
} // namespace

int main(int argc, char **argv) {
  Args args = parse(argc, argv);
  std::vector<Row> rows;
  std::string deviceName;
  for (const std::string &probingText : args.probings) {
    rt::Result<Probing> probing = parseProbing(probingText);
    if (!probing)
      usage(probing.getStatus().getMessage());
    for (unsigned tile : args.tiles) {
      if (!isValidTile(tile))
        usage("--tiles " + std::to_string(tile) +
              ": expected 1, 2, 4, 8, 16 or 32");
      std::string path = args.style == "warp"
                             ? warpKernelFile(args.kernels, *probing, tile)
                             : args.kernels;
      Kernels kernels = args.style == "warp" ? warpKernels()
                                             : twinKernels(*probing, tile);
      // CUDA: one module per (probing, tile), loaded once.
      std::string ptx;
      rt::SourceSignatures source;
      bool haveSource = false;
      if (args.backend == "cuda") {
        if (path.size() > 5 && path.substr(path.size() - 5) == ".mlir") {
          if (rt::Status s = compileForCuda(
                  path, std::string(mlir::warptile::kDefaultChip), ptx, source))
            return fail("compiling " + path, s);
          haveSource = true;
        } else {
          std::ifstream in(path, std::ios::binary);
          if (!in)
            return fail(path, rt::Status::invalid("cannot read"));
          std::stringstream text;
          text << in.rdbuf();
          ptx = text.str();
        }
      }
      for (double load : args.loads)
        for (uint64_t seed : args.seeds) {
          Options options;
          // Keys: distinct keys are a bijection (splitmix64's finalizer)
          // of 0, 1, 2, ... offset by the seed, never the empty key; a
          // batch is n draws from a pool of about 3n/4 of them (duplicates
          // inside it), or the first n with --unique. Absent keys come
          // from past the pool.
          std::mt19937_64 rng(seed * 1000003 + tile * 31 + load * 1000);
          uint64_t n = args.keys;
          uint64_t poolSize =
              args.unique ? n : std::max<uint64_t>(1, n * 3 / 4);
          uint64_t base = rng();
          auto keyOf = [&](uint64_t i) {
            uint64_t k = mix(base + i);
            return k == options.emptyKey ? mix(base - 1) : k;
          };
          std::vector<uint64_t> keys(n), values(n), absent;
          for (uint64_t i = 0; i < n; ++i) {
            keys[i] = keyOf(args.unique ? i : rng() % poolSize);
            values[i] = rng() >> 1;
          }
          std::unordered_map<uint64_t, std::unordered_set<uint64_t>> oracle;
          uint64_t distinct = poolSize;
          if (args.check) {
            for (uint64_t i = 0; i < n; ++i)
              oracle[keys[i]].insert(values[i]);
            distinct = oracle.size();
            for (uint64_t i = 0; i < std::min<uint64_t>(n, 4096); ++i)
              absent.push_back(keyOf(poolSize + 1 + i));
          }
          options.tile = tile;
          options.probing = *probing;
          options.capacity = std::max<uint64_t>(
              1, static_cast<uint64_t>(std::ceil(distinct / load)));
          options.grid = args.grid;
          rt::Result<std::unique_ptr<Device>> device =
              args.backend == "sim"
                  ? openSimDevice(path, seed)
                  : openCudaDevice(ptx, haveSource ? &source : nullptr);
          if (!device)
            return fail(args.backend, device.getStatus());
          deviceName = (*device)->describe();
          auto map = StaticMap::create(std::move(*device), kernels, options);
          if (!map)
            return fail("creating the map", map.getStatus());
          StaticMap &m = **map;
          Row row{probingText, tile, load, seed, n, distinct, m.numSlots(),
                  0, 0, false};
          // Timed insert runs, each on a cleared map, after one untimed
          // insert and find (the first launch of a kernel loads it).
          if (rt::Status s = m.stage(keys.data(), values.data(), n))
            return fail("staging", s);
          if (rt::Result<uint64_t> warm = m.insertStaged(n); !warm)
            return fail("insert", warm.getStatus());
          if (rt::Status s = m.findStaged(n))
            return fail("find", s);
          uint64_t inserted = 0;
          for (unsigned r = 0; r < args.runs; ++r) {
            if (rt::Status s = m.clear())
              return fail("clear", s);
            auto start = std::chrono::steady_clock::now();
            rt::Result<uint64_t> got = m.insertStaged(n);
            double t = seconds(start);
            if (!got)
              return fail("insert", got.getStatus());
            inserted = *got;
            row.insertSeconds = r ? std::min(row.insertSeconds, t) : t;
          }
          for (unsigned r = 0; r < args.runs; ++r) {
            auto start = std::chrono::steady_clock::now();
            if (rt::Status s = m.findStaged(n))
              return fail("find", s);
            double t = seconds(start);
            row.findSeconds = r ? std::min(row.findSeconds, t) : t;
          }
          if (args.check && !args.dryRun) {
            std::string where = probingText + " g" + std::to_string(tile) +
                                " load " + std::to_string(load) + " seed " +
                                std::to_string(seed);
            if (inserted != distinct) {
              std::cerr << "staticmap-bench: MISMATCH " << where
                        << ": inserted " << inserted << ", distinct keys "
                        << distinct << "\n";
              return 2;
            }
            std::vector<uint64_t> query;
            for (auto &entry : oracle)
              query.push_back(entry.first);
            query.insert(query.end(), absent.begin(), absent.end());
            std::vector<uint64_t> found(query.size());
            std::vector<uint8_t> flags(query.size());
            if (rt::Status s = m.find(query.data(), query.size(), found.data()))
              return fail("find", s);
            if (rt::Status s =
                    m.contains(query.data(), query.size(), flags.data()))
              return fail("contains", s);
            for (size_t i = 0; i < query.size(); ++i) {
              auto it = oracle.find(query[i]);
              bool present = it != oracle.end();
              bool ok = present ? it->second.count(found[i]) && flags[i] == 1
                                : found[i] == options.emptyValue &&
                                      flags[i] == 0;
              if (!ok) {
                std::cerr << "staticmap-bench: MISMATCH " << where << ": key "
                          << query[i] << (present ? " (present)" : " (absent)")
                          << " found " << found[i] << ", contains "
                          << unsigned(flags[i]) << "\n";
                return 2;
              }
            }
            row.checked = true;
          }
          rows.push_back(row);
        }
    }
  }
  // The table.
  std::printf("static map on %s, %s kernels%s%s\n", deviceName.c_str(),
              args.style == "warp" ? "ours (warp dialect)" : "twin (CUDA C++)",
              args.label.empty() ? "" : ", ", args.label.c_str());
  std::printf("%-7s %4s %5s %5s %10s %9s %10s %12s %12s %9s %9s %s\n",
              "probing", "tile", "load", "seed", "keys", "distinct", "slots",
              "insert k/s", "find k/s", "ins GB/s", "find GB/s", "check");
  for (const Row &r : rows) {
    double ins = r.insertSeconds > 0 ? r.keys / r.insertSeconds : 0;
    double fnd = r.findSeconds > 0 ? r.keys / r.findSeconds : 0;
    std::printf("%-7s %4u %5.2f %5llu %10llu %9llu %10llu %12.0f %12.0f %9.3f "
                "%9.3f %s\n",
                r.probing.c_str(), r.tile, r.load,
                (unsigned long long)r.seed, (unsigned long long)r.keys,
                (unsigned long long)r.distinct, (unsigned long long)r.slots,
                ins / 1e3, fnd / 1e3, ins * 16 / 1e9, fnd * 16 / 1e9,
                args.dryRun ? "dry-run" : r.checked ? "ok" : "-");
  }
  if (!args.json.empty()) {
    std::ofstream out(args.json);
    if (!out)
      return fail(args.json, rt::Status::invalid("cannot write"));
    out << "{\n  \"device\": \"" << deviceName << "\",\n  \"kernels\": \""
        << (args.style == "warp" ? "ours" : "twin") << "\",\n  \"label\": \""
        << args.label << "\",\n  \"dry_run\": "
        << (args.dryRun ? "true" : "false") << ",\n  \"rows\": [\n";
    for (size_t i = 0; i < rows.size(); ++i) {
      const Row &r = rows[i];
      double ins = r.insertSeconds > 0 ? r.keys / r.insertSeconds : 0;
      double fnd = r.findSeconds > 0 ? r.keys / r.findSeconds : 0;
      out << "    {\"probing\": \"" << r.probing << "\", \"tile\": " << r.tile
          << ", \"load\": " << r.load << ", \"seed\": " << r.seed
          << ", \"keys\": " << r.keys << ", \"distinct\": " << r.distinct
          << ", \"slots\": " << r.slots
          << ", \"insert_keys_per_s\": " << ins
          << ", \"find_keys_per_s\": " << fnd
          << ", \"insert_gb_per_s\": " << ins * 16 / 1e9
          << ", \"find_gb_per_s\": " << fnd * 16 / 1e9
          << ", \"checked\": " << (r.checked ? "true" : "false") << "}"
          << (i + 1 < rows.size() ? "," : "") << "\n";
    }
    out << "  ]\n}\n";
  }
  return 0;
}
