//===- Arguments.cpp - Kernel arguments checked against a kernel ----------===//
//
// Part of warptile.
//
//===----------------------------------------------------------------------===//

#include "warptile/Runtime/Arguments.h"

using namespace warptile;
using namespace warptile::rt;

namespace {
/// The PTX signature's check: the count, and each argument's size (a buffer
/// is an 8-byte pointer).
Status checkPtx(const std::string &kernel, const std::vector<PtxParam> &params,
                const std::vector<ArgumentInfo> &args, const std::string &given,
                ArgumentProblem &problem) {
  if (params.size() != args.size()) {
    problem = ArgumentProblem::Count;
    return Status::invalid(
        "kernel '" + kernel + "' takes " + std::to_string(params.size()) +
        " parameter" + (params.size() == 1 ? "" : "s") + ", " +
        std::to_string(args.size()) + " " + given + " given");
  }
  for (size_t i = 0; i < args.size(); ++i) {
    size_t want = params[i].bytes;
    size_t have = args[i].isBuffer ? 8 : args[i].bytes;
    if (want == have)
      continue;
    problem = ArgumentProblem::Type;
    return Status::invalid(
        "argument " + std::to_string(i) + " ('" + args[i].spec + "') is " +
        (args[i].isBuffer ? "a buffer (an 8-byte pointer)"
                          : "a " + std::to_string(have) + "-byte scalar") +
        ", but parameter " + std::to_string(i) + " of '" + kernel + "' is " +
        params[i].type + " (" + std::to_string(want) + " bytes)");
  }
  return Status::ok();
}

/// The source's check: each buffer holds the kernel's element type and at
/// least its static element count (a smaller one would be read and written
/// out of bounds), each scalar has the parameter's type.
Status checkSource(const std::string &kernel,
                   const std::vector<SourceParam> &source,
                   const std::vector<ArgumentInfo> &args,
                   ArgumentProblem &problem) {
  if (source.size() != args.size())
    return Status::ok();
  for (size_t i = 0; i < args.size(); ++i) {
    const SourceParam &param = source[i];
    const ArgumentInfo &arg = args[i];
    std::string where = "argument " + std::to_string(i) + " ('" + arg.spec +
                        "'): parameter " + std::to_string(i) + " of '" +
                        kernel + "' ";
    std::string want = param.type == "index" ? "i64" : param.type;
    problem = ArgumentProblem::Type;
    if (arg.isBuffer != param.isBuffer)
      return Status::invalid(where +
                             (param.isBuffer ? "is a memref" : "is a scalar"));
    if (arg.type != want)
      return Status::invalid(where + "holds " + param.type + ", not " +
                             arg.type);
    problem = ArgumentProblem::Size;
    if (arg.isBuffer && param.elements >= 0 &&
        static_cast<int64_t>(arg.elements) < param.elements)
      return Status::invalid(where + "is a memref of " +
                             std::to_string(param.elements) + " elements; " +
                             std::to_string(arg.elements) +
                             " would be accessed out of bounds");
  }
  problem = ArgumentProblem::None;
  return Status::ok();
}
} // namespace

Status rt::checkArguments(const std::string &kernel,
                          const std::vector<PtxParam> &params,
                          const std::vector<SourceParam> *source,
                          const std::vector<ArgumentInfo> &args,
                          const std::string &given, ArgumentProblem *problem) {
  ArgumentProblem found = ArgumentProblem::None;
  Status status = Status::ok();
  // The source's types come first: its messages speak MLIR (i1, memref),
  // the PTX signature's only sizes.
  if (source && source->size() == args.size())
    status = checkSource(kernel, *source, args, found);
  if (!status)
    status = checkPtx(kernel, params, args, given, found);
  if (!status && source)
    status = checkSource(kernel, *source, args, found);
  if (problem)
    *problem = status ? found : ArgumentProblem::None;
  return status;
}
