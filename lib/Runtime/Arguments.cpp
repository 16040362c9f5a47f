//===- Arguments.cpp - Kernel arguments checked against a kernel ----------===//
//
// Part of warptile.
//
//===----------------------------------------------------------------------===//

#include "warptile/Runtime/Arguments.h"

#include <algorithm>

using namespace warptile;
using namespace warptile::rt;

bool rt::isByValueParam(const PtxParam &param) {
  return param.type.find('[') != std::string::npos;
}

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
    if (isByValueParam(params[i])) {
      // A struct by value takes its bytes: a struct argument's, or a
      // buffer's whole contents (which the launch passes by value too).
      have = args[i].isBuffer ? args[i].bytes * args[i].elements : have;
      if (want == have)
        continue;
      problem = ArgumentProblem::Type;
      return Status::invalid(
          "argument " + std::to_string(i) + " ('" + args[i].spec + "') has " +
          std::to_string(have) + " bytes, but parameter " + std::to_string(i) +
          " of '" + kernel + "' is a struct passed by value (" +
          params[i].type + ", " + std::to_string(want) + " bytes)");
    }
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

bool rt::takesDescriptors(const std::vector<PtxParam> &params,
                          const std::vector<SourceParam> &source) {
  if (params.size() == source.size())
    return false;
  size_t expanded = 0;
  for (const SourceParam &param : source) {
    if (param.isBuffer && param.rank < 0)
      return false;
    expanded += param.isBuffer ? 3 + 2 * static_cast<size_t>(param.rank) : 1;
  }
  return expanded == params.size();
}

std::vector<uint64_t> rt::descriptorWords(uint64_t address,
                                          const std::vector<int64_t> &shape,
                                          int64_t rank) {
  std::vector<int64_t> sizes = shape;
  if (static_cast<int64_t>(sizes.size()) != rank) {
    int64_t count = 1;
    for (int64_t d : shape)
      count *= d;
    sizes.assign(static_cast<size_t>(std::max<int64_t>(rank, 0)), 1);
    if (!sizes.empty())
      sizes.front() = count;
  }
  std::vector<int64_t> strides(sizes.size(), 1);
  for (size_t d = sizes.size(); d-- > 1;)
    strides[d - 1] = strides[d] * sizes[d];
  std::vector<uint64_t> words = {address, address, 0};
  for (int64_t v : sizes)
    words.push_back(static_cast<uint64_t>(v));
  for (int64_t v : strides)
    words.push_back(static_cast<uint64_t>(v));
  return words;
}

PackedParameters rt::packParameters(const std::vector<PtxParam> &params,
                                    const std::vector<SourceParam> *source,
                                    const std::vector<LaunchValue> &values) {
  PackedParameters packed;
  bool descriptors = source && source->size() == values.size() &&
                     takesDescriptors(params, *source);
  // Every word first: `pointers` point into `words`, which must not move.
  std::vector<size_t> first;
  for (size_t i = 0; i < values.size(); ++i) {
    first.push_back(packed.words.size());
    if (!values[i].isBuffer)
      continue;
    if (!descriptors) {
      packed.words.push_back(values[i].address);
      continue;
    }
    for (uint64_t word : descriptorWords(values[i].address, values[i].shape,
                                         (*source)[i].rank))
      packed.words.push_back(word);
  }
  for (size_t i = 0; i < values.size(); ++i) {
    if (!values[i].isBuffer) {
      packed.pointers.push_back(const_cast<void *>(values[i].scalar));
      continue;
    }
    size_t end = i + 1 < values.size() ? first[i + 1] : packed.words.size();
    for (size_t w = first[i]; w < end; ++w)
      packed.pointers.push_back(&packed.words[w]);
  }
  return packed;
}

namespace {
/// The check of a kernel that takes descriptors: a buffer's rank is its
/// memref's (or the memref has rank 1: the buffer's elements in a row),
/// each scalar has its PTX parameter's size.
Status checkDescriptors(const std::string &kernel,
                        const std::vector<PtxParam> &params,
                        const std::vector<SourceParam> &source,
                        const std::vector<ArgumentInfo> &args,
                        ArgumentProblem &problem) {
  size_t cursor = 0;
  for (size_t i = 0; i < args.size(); ++i) {
    const SourceParam &param = source[i];
    const ArgumentInfo &arg = args[i];
    if (param.isBuffer) {
      cursor += 3 + 2 * static_cast<size_t>(param.rank);
      if (param.rank != 1 &&
          static_cast<int64_t>(arg.shape.size()) != param.rank) {
        problem = ArgumentProblem::Size;
        return Status::invalid(
            "argument " + std::to_string(i) + " ('" + arg.spec +
            "'): parameter " + std::to_string(i) + " of '" + kernel +
            "' is a memref of rank " + std::to_string(param.rank) +
            ", passed as a descriptor of the buffer's shape, which has rank " +
            std::to_string(arg.shape.size()));
      }
      continue;
    }
    if (params[cursor].bytes != arg.bytes) {
      problem = ArgumentProblem::Type;
      return Status::invalid(
          "argument " + std::to_string(i) + " ('" + arg.spec + "') is a " +
          std::to_string(arg.bytes) + "-byte scalar, but parameter " +
          std::to_string(i) + " of '" + kernel + "' is " +
          params[cursor].type + " (" + std::to_string(params[cursor].bytes) +
          " bytes)");
    }
    ++cursor;
  }
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
  if (source && source->size() != params.size() &&
      takesDescriptors(params, *source)) {
    // The source's parameters are the launch's: the PTX has a descriptor
    // (several parameters) for each memref.
    if (source->size() != args.size()) {
      found = ArgumentProblem::Count;
      status = Status::invalid(
          "kernel '" + kernel + "' takes " + std::to_string(source->size()) +
          " parameter" + (source->size() == 1 ? "" : "s") + ", " +
          std::to_string(args.size()) + " " + given + " given");
    }
    if (!status)
      status = checkSource(kernel, *source, args, found);
    if (!status)
      status = checkDescriptors(kernel, params, *source, args, found);
  } else {
    // The source's types come first: its messages speak MLIR (i1, memref),
    // the PTX signature's only sizes.
    if (source && source->size() == args.size())
      status = checkSource(kernel, *source, args, found);
    if (!status)
      status = checkPtx(kernel, params, args, given, found);
    if (!status && source)
      status = checkSource(kernel, *source, args, found);
  }
  if (problem)
    *problem = status ? found : ArgumentProblem::None;
  return status;
}
