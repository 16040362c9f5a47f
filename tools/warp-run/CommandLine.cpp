//===- CommandLine.cpp - warp-run's options read with llvm::cl ------------===//
//
// Part of warptile. The full build reads the command line with llvm::cl,
// like warp-opt and warp-ptx (--help, --opt=value, unknown-option
// diagnostics); the options themselves, their help and their checks come
// from the table in Options.cpp. Built only with LLVM; the runtime-only
// build links CommandLineNoLLVM.cpp instead.
//
//===----------------------------------------------------------------------===//

#include "Options.h"

#include "llvm/Support/CommandLine.h"

#include <memory>

using namespace warptile;
using namespace warptile::run;
namespace cl = llvm::cl;

rt::Status warptile::run::parseCommandLine(int argc, char **argv,
                                           Options &options) {
  static cl::OptionCategory category("warp-run options");
  static cl::opt<std::string> input(
      cl::Positional, cl::desc("<FILE.{mlir,ptx,cubin}>"), cl::cat(category));
  // One cl option per table entry; they must outlive the parse, and the
  // parser's registry keeps pointers to them, so they are never destroyed.
  struct Registered {
    const OptionInfo *info;
    cl::Option *option;
  };
  static std::vector<Registered> *registered = [] {
    auto *all = new std::vector<Registered>;
    for (const OptionInfo &info : getOptionTable()) {
      llvm::StringRef name(info.name);
      cl::Option *option;
      if (!info.valueName)
        option =
            new cl::opt<bool>(name, cl::desc(info.help), cl::cat(category));
      else if (info.repeated)
        option = new cl::list<std::string>(
            name, cl::desc(info.help),
            cl::value_desc(llvm::StringRef(info.valueName)), cl::cat(category));
      else
        option = new cl::opt<std::string>(
            name, cl::desc(info.help),
            cl::value_desc(llvm::StringRef(info.valueName)), cl::cat(category));
      all->push_back({&info, option});
    }
    return all;
  }();
  cl::HideUnrelatedOptions(category);
  cl::ParseCommandLineOptions(argc, argv, kOverview);

  for (const Registered &r : *registered) {
    if (!r.option->getNumOccurrences())
      continue;
    std::vector<std::string> values;
    if (!r.info->valueName)
      values.emplace_back();
    else if (r.info->repeated)
      values = *static_cast<cl::list<std::string> *>(r.option);
    else
      values.push_back(*static_cast<cl::opt<std::string> *>(r.option));
    for (const std::string &value : values)
      if (rt::Status s = r.info->apply(options, value))
        return s;
  }
  options.input = input;
  if (options.input.empty())
    return rt::Status::invalid("no input file (see --help)");
  return rt::Status::ok();
}
