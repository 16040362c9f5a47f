//===- Options.h - warp-run's options: one table, two parsers ---*- C++ -*-===//
//
// Part of warptile. Each option's name, help, range and effect is written
// once, in the table of Options.cpp. The full build reads the command line
// with llvm::cl (CommandLine.cpp), like warp-opt and warp-ptx; the
// runtime-only build, which has no LLVM, with a small parser
// (CommandLineNoLLVM.cpp). Both hand every value to the table, so the two
// builds cannot disagree about what a value means or which are accepted.
//
//===----------------------------------------------------------------------===//

#ifndef WARPTILE_TOOLS_WARP_RUN_OPTIONS_H
#define WARPTILE_TOOLS_WARP_RUN_OPTIONS_H

#include "warptile/Runtime/Runtime.h"

#include <string>
#include <utility>
#include <vector>

namespace warptile {
namespace run {

/// The most launches --bench and --warmup take: a typo's extra zeros must
/// not run for hours.
constexpr unsigned kMaxLaunches = 1000000;

/// What the command line asks for.
struct Options {
  std::string input, kernel, chip, emitPtx, emitLib, json;
  rt::Dim3 grid{1, 1, 1}, block{32, 1, 1};
  unsigned smem = 0;
  /// --num-warps: the warps per block of every tile kernel (0: the
  /// kernel's own tile.num_warps, else chosen per kernel).
  unsigned numWarps = 0;
  /// --error-limit: the diagnostics shown per kind (0: all), as warp-opt's
  /// and warp-ptx's (mlir::warptile::kDefaultErrorLimit).
  unsigned errorLimit = 20;
  std::vector<std::string> args;
  /// --buffer: device buffers no parameter takes (a struct's `&I` fields
  /// point at them), numbered after the --arg ones.
  std::vector<std::string> buffers;
  std::vector<std::pair<size_t, std::string>> outs, expects;
  bool print = false, checkOnly = false, runMain = false, timings = false,
       ptxas = false;
  double rtol = 1e-5, atol = 1e-6, timeout = 10;
  /// Whether --timeout was given (--main passes it to the mgpu library).
  bool timeoutGiven = false;
  /// Whether --grid, --block or --smem was given (a tile kernel's launch
  /// derives them).
  bool launchGiven = false;
  unsigned bench = 0, warmup = 3;
  int device = 0;
  /// --sim: run on the CPU simulator; --sim-seed: its scheduling seed.
  bool sim = false;
  uint64_t simSeed = 0;
};

/// One option of the table.
struct OptionInfo {
  const char *name;      ///< without dashes: "smem"
  const char *valueName; ///< "BYTES"; nullptr for a flag
  const char *help;      ///< one line
  bool repeated;         ///< may be given more than once (--arg)
  /// Checks `value` (empty for a flag) and stores it into `options`, or
  /// returns the one-line error (ErrorKind::Invalid).
  rt::Status (*apply)(Options &options, const std::string &value);
};

/// Every option, in --help order.
const std::vector<OptionInfo> &getOptionTable();

/// The text --help shows above the options: usage, the argument syntax and
/// the exit codes.
extern const char *const kOverview;

/// Reads argv into `options` (the parser of this build), or returns the
/// one-line error. --help prints and exits 0.
rt::Status parseCommandLine(int argc, char **argv, Options &options);

} // namespace run
} // namespace warptile

#endif // WARPTILE_TOOLS_WARP_RUN_OPTIONS_H
