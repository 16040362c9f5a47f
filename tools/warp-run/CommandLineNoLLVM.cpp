//===- CommandLineNoLLVM.cpp - warp-run's options without LLVM ------------===//
//
// Part of warptile. The runtime-only build (WARPTILE_RUNTIME_ONLY) has no
// llvm::cl: this small parser reads `--name VALUE`, `--name=VALUE` and
// flags, and hands every value to the table in Options.cpp, which the full
// build's llvm::cl front end (CommandLine.cpp) uses too.
//
//===----------------------------------------------------------------------===//

#include "Options.h"

#include <cstdio>
#include <cstdlib>
#include <cstring>

using namespace warptile;
using namespace warptile::run;

static void printHelp() {
  std::printf("OVERVIEW: %s\nOPTIONS:\n", kOverview);
  for (const OptionInfo &info : getOptionTable()) {
    std::string flag = std::string("--") + info.name;
    if (info.valueName)
      flag += std::string(" ") + info.valueName;
    std::printf("  %-24s %s\n", flag.c_str(), info.help);
  }
}

rt::Status warptile::run::parseCommandLine(int argc, char **argv,
                                           Options &options) {
  const std::vector<OptionInfo> &table = getOptionTable();
  std::vector<const OptionInfo *> seen;
  for (int i = 1; i < argc; ++i) {
    std::string arg = argv[i];
    if (arg == "--help") {
      printHelp();
      std::exit(0);
    }
    if (arg.size() < 2 || arg[0] != '-') {
      if (!options.input.empty())
        return rt::Status::invalid("one input file, not '" + options.input +
                                   "' and '" + arg + "'");
      options.input = arg;
      continue;
    }
    std::string name = arg.substr(arg[1] == '-' ? 2 : 1), value;
    size_t eq = name.find('=');
    bool inlineValue = eq != std::string::npos;
    if (inlineValue) {
      value = name.substr(eq + 1);
      name.resize(eq);
    }
    const OptionInfo *info = nullptr;
    for (const OptionInfo &candidate : table)
      if (name == candidate.name)
        info = &candidate;
    if (!info)
      return rt::Status::invalid("Unknown command line argument '" + arg +
                                 "'.  Try: 'warp-run --help'");
    if (!info->repeated) {
      for (const OptionInfo *earlier : seen)
        if (earlier == info)
          return rt::Status::invalid("--" + name + " may be given only once");
      seen.push_back(info);
    }
    if (!info->valueName && inlineValue)
      return rt::Status::invalid("--" + name + " takes no value");
    if (info->valueName && !inlineValue) {
      if (i + 1 >= argc)
        return rt::Status::invalid("--" + name + " needs a value");
      value = argv[++i];
    }
    if (rt::Status s = info->apply(options, value))
      return s;
  }
  if (options.input.empty())
    return rt::Status::invalid("no input file (see --help)");
  return rt::Status::ok();
}
