//===- Options.cpp - warp-run's options: the one table --------------------===//
//
// Part of warptile. Plain C++: the runtime-only build links it too.
//
//===----------------------------------------------------------------------===//

#include "Options.h"
#include "Numbers.h"

#include <climits>
#include <cmath>

using namespace warptile;
using namespace warptile::run;

const char *const warptile::run::kOverview =
    R"(warp-run: JIT-compile and launch one kernel

usage: warp-run FILE.{mlir,ptx,cubin} [options] [--arg SPEC]...
       warp-run --main FILE.mlir [--chip sm_XX] [--timeout SECONDS]
       warp-run --main FILE.mlir [options] --arg SPEC...  (@main's arguments)

A .mlir file of tile kernels runs a tile.kernel (--kernel, or its only
one) as tile.launch does: each partition parameter takes the buffer it
partitions, the grid comes from the partitions and the block from the
kernel's layouts (no --grid, --block or --smem). With --emit-lib, the
same run is compiled into a shared library for a machine without MLIR
(docs/AheadOfTime.md).

--arg SPEC, one per kernel parameter, in order:
  TYPE[N]=FILL  a device buffer of N (or AxB...) elements, FILL one of
                zeros ones iota random[:SEED] const:VALUE file:PATH.npy
                (default zeros; iota wraps around integer types)
  TYPE:VALUE    a scalar
  struct{FIELD,...}  a struct passed by value (the kernel's `T s`, clang's
                byval): each FIELD TYPE:VALUE, &I (the device address of
                buffer argument I) or {FIELD,...}, laid out as C does
  TYPE: f16 bf16 f32 f64 i8 i16 i32 i64 u8 u16 u32 u64, and i1 for scalars
        (0, 1, true, false); values must fit the type
  exactly (floats round to nearest even; bf16 .npy files hold uint16 bits)
  (integer types take whole numbers in range, decimal or 0x)

exit codes: 0 ok, 1 error, 2 results differ from --expect, 3 watchdog
timeout, 4 the simulator found bugs (--sim), 77 no CUDA driver or GPU
)";

namespace {
std::string quoted(const std::string &value) { return "'" + value + "'"; }

bool parseDim3(const std::string &text, rt::Dim3 &dim) {
  unsigned v[3] = {1, 1, 1};
  size_t n = 0, start = 0;
  for (;;) {
    size_t comma = text.find(',', start);
    uint64_t value;
    if (n == 3 ||
        !parseUnsigned(text.substr(start, comma - start), INT32_MAX, value) ||
        value == 0)
      return false;
    v[n++] = static_cast<unsigned>(value);
    if (comma == std::string::npos)
      break;
    start = comma + 1;
  }
  dim = {v[0], v[1], v[2]};
  return true;
}

rt::Status dim3(const std::string &v, rt::Dim3 &into, const char *flag) {
  if (!parseDim3(v, into))
    return rt::Status::invalid(
        std::string(flag) + " takes X[,Y[,Z]] of positive integers, not " +
        quoted(v) + " (each at most " + std::to_string(INT32_MAX) + ")");
  return rt::Status::ok();
}

rt::Status indexed(const std::string &v,
                   std::vector<std::pair<size_t, std::string>> &into,
                   const char *flag) {
  size_t eq = v.find('=');
  uint64_t index;
  if (eq == std::string::npos || eq + 1 == v.size() ||
      !parseUnsigned(v.substr(0, eq), INT32_MAX, index))
    return rt::Status::invalid(std::string(flag) +
                               " takes INDEX=FILE.npy, not " + quoted(v));
  into.emplace_back(static_cast<size_t>(index), v.substr(eq + 1));
  return rt::Status::ok();
}

rt::Status tolerance(const std::string &v, double &into, const char *flag) {
  if (!parseReal(v, into) || !std::isfinite(into) || into < 0)
    return rt::Status::invalid(std::string(flag) +
                               " takes a finite number >= 0, not " + quoted(v));
  return rt::Status::ok();
}

/// Stores a whole number from 0 to `max` into `into`; else the error
/// "<takes> from 0 to <max>, not '<v>'".
template <typename T>
rt::Status wholeNumber(const std::string &v, uint64_t max, T &into,
                       const char *takes) {
  uint64_t value;
  if (!parseUnsigned(v, max, value))
    return rt::Status::invalid(std::string(takes) + " from 0 to " +
                               std::to_string(max) + ", not " + quoted(v));
  into = static_cast<T>(value);
  return rt::Status::ok();
}

/// Stores a non-empty `v` into `into`; else the error `ifEmpty`.
rt::Status nonEmpty(const std::string &v, std::string &into,
                    const char *ifEmpty) {
  if (v.empty())
    return rt::Status::invalid(ifEmpty);
  into = v;
  return rt::Status::ok();
}

/// The `apply` of a flag: sets `member` of the options.
template <bool Options::*member>
rt::Status setFlag(Options &o, const std::string &) {
  o.*member = true;
  return rt::Status::ok();
}
} // namespace

const std::vector<OptionInfo> &warptile::run::getOptionTable() {
  using O = Options;
  using S = const std::string &;
  static const std::vector<OptionInfo> table = {
      {"kernel", "NAME", "kernel to launch (default: the file's only kernel)",
       false,
       [](O &o, S v) {
         return nonEmpty(v, o.kernel, "--kernel needs a name");
       }},
      {"grid", "X[,Y[,Z]]", "blocks (default 1)", false,
       [](O &o, S v) {
         o.launchGiven = true;
         return dim3(v, o.grid, "--grid");
       }},
      {"block", "X[,Y[,Z]]", "threads per block (default 32)", false,
       [](O &o, S v) {
         o.launchGiven = true;
         return dim3(v, o.block, "--block");
       }},
      {"smem", "BYTES", "dynamic shared memory (default 0)", false,
       [](O &o, S v) {
         o.launchGiven = true;
         return wholeNumber(v, UINT32_MAX, o.smem, "--smem takes a byte count");
       }},
      {"arg", "SPEC", "one per kernel parameter, in order (see above)", true,
       [](O &o, S v) { return o.args.push_back(v), rt::Status::ok(); }},
      {"buffer", "TYPE[N]=FILL",
       "a device buffer that no parameter takes, for a struct's &I field to "
       "point at; numbered after the --arg arguments (for &I, --out, "
       "--expect)",
       true, [](O &o, S v) { return o.buffers.push_back(v), rt::Status::ok(); }},
      {"print", nullptr, "print every buffer after the run", false,
       setFlag<&O::print>},
      {"out", "I=FILE.npy", "write buffer argument I (0-based) after the run",
       true, [](O &o, S v) { return indexed(v, o.outs, "--out"); }},
      {"expect", "I=FILE.npy",
       "compare buffer argument I with FILE.npy (same type and size)", true,
       [](O &o, S v) { return indexed(v, o.expects, "--expect"); }},
      {"rtol", "R", "relative float tolerance of --expect (default 1e-5)",
       false, [](O &o, S v) { return tolerance(v, o.rtol, "--rtol"); }},
      {"atol", "A", "absolute float tolerance of --expect (default 1e-6)",
       false, [](O &o, S v) { return tolerance(v, o.atol, "--atol"); }},
      {"bench", "N",
       "time N launches (at most 1000000) after --warmup: median, min, max "
       "and achieved bandwidth",
       false,
       [](O &o, S v) {
         return wholeNumber(v, kMaxLaunches, o.bench, "--bench takes a count");
       }},
      {"warmup", "W", "untimed launches before --bench (default 3)", false,
       [](O &o, S v) {
         return wholeNumber(v, kMaxLaunches, o.warmup,
                            "--warmup takes a count");
       }},
      {"json", "FILE", "write the --bench result as JSON", false,
       [](O &o, S v) {
         return nonEmpty(v, o.json, "--json needs a file name");
       }},
      {"timeout", "SECONDS",
       "watchdog: the longest wait for a kernel, in (0, 86400] (default 10)",
       false,
       [](O &o, S v) {
         rt::Result<double> seconds = rt::parseTimeout(v);
         if (!seconds)
           return seconds.getStatus().withContext("--timeout: ");
         o.timeout = *seconds;
         o.timeoutGiven = true;
         return rt::Status::ok();
       }},
      {"device", "N", "the CUDA device to run on (default 0)", false,
       [](O &o, S v) {
         return wholeNumber(v, INT_MAX, o.device,
                            "--device takes a device ordinal");
       }},
      {"chip", "sm_XX",
       ".mlir target, one the NVPTX backend knows (default: the device's, "
       "else sm_90)",
       false,
       [](O &o, S v) {
         return nonEmpty(v, o.chip, "--chip needs a chip, e.g. sm_90");
       }},
      {"num-warps", "N",
       "tile kernels (.mlir): warps per block, 1 2 4 8 16 or 32 (default: "
       "the kernel's tile.num_warps, else chosen per kernel)",
       false,
       [](O &o, S v) {
         if (rt::Status s = wholeNumber(v, 32, o.numWarps,
                                        "--num-warps takes 1 2 4 8 16 or 32"))
           return s;
         if (o.numWarps == 0 || (o.numWarps & (o.numWarps - 1)) != 0)
           return rt::Status::invalid("--num-warps takes 1 2 4 8 16 or 32, "
                                      "not " + quoted(v));
         return rt::Status::ok();
       }},
      {"emit-ptx", "FILE", ".mlir: also write the PTX that runs", false,
       [](O &o, S v) {
         return nonEmpty(v, o.emitPtx, "--emit-ptx needs a file name");
       }},
      {"emit-lib", "FILE.so",
       "tile kernel or host function (.mlir): compile the run ahead of time "
       "into a shared library instead (the --arg values are not used, their "
       "types and shapes are)",
       false,
       [](O &o, S v) {
         return nonEmpty(v, o.emitLib, "--emit-lib needs a file name");
       }},
      {"check-only", nullptr,
       "check the arguments against the kernel, launch nothing", false,
       setFlag<&O::checkOnly>},
      {"ptxas", nullptr,
       "assemble the PTX with the toolkit's ptxas for the device and load "
       "the cubin (no driver JIT)",
       false, setFlag<&O::ptxas>},
      {"timings", nullptr,
       "print the time of each phase: compile, driver start, module load, "
       "first launch + wait",
       false, setFlag<&O::timings>},
      {"sim", nullptr,
       "run the .mlir kernel on the CPU simulator with PTX's warp rules "
       "instead of a GPU; bugs it finds exit 4",
       false, setFlag<&O::sim>},
      {"error-limit", "N",
       "stop reporting errors (and warnings) after N of each, as warp-opt "
       "and warp-ptx do (0: no limit; default 20)",
       false,
       [](O &o, S v) {
         return wholeNumber(v, UINT32_MAX, o.errorLimit,
                            "--error-limit takes a count");
       }},
      {"sim-seed", "N",
       "--sim: 0 (default) schedules threads round robin, N shuffles them "
       "between synchronisation points",
       false,
       [](O &o, S v) {
         return wholeNumber(v, UINT32_MAX, o.simSeed,
                            "--sim-seed takes a seed");
       }},
      {"main", nullptr,
       "run FILE.mlir's host function @main (gpu.launch_func, gpu.alloc, "
       "printMemref*) on the execution engine, mlir-runner style",
       false, setFlag<&O::runMain>},
  };
  return table;
}
