//===- Simulate.cpp - warp-run --sim: kernels on the CPU simulator --------===//
//
// Part of warptile. Adapts warp-run's arguments to lib/Sim's Program API.
// Built only with MLIR; NoMlir.cpp refuses --sim otherwise.
//
//===----------------------------------------------------------------------===//

#include "Compile.h"
#include "MlirInput.h"

#include "warptile/Sim/Program.h"

#include <algorithm>
#include <map>
#include <iostream>

namespace warptile {
namespace run {

struct SimSession {
  std::unique_ptr<sim::Program> program;
};

void SimSessionDeleter::operator()(SimSession *session) const {
  delete session;
}

rt::Status compileForSim(const std::string &path, const std::string &chip,
                         SimHandle &session, KernelEntries &entries,
                         rt::SourceSignatures &signatures) {
  sim::CompileOptions options;
  options.chip = chip;
  rt::Status status;
  MlirInput *input = parsedInput(path, status);
  if (!input)
    return status;
  std::string error;
  auto program = sim::Program::compile(input->getModule(), options, error);
  if (!program)
    return rt::Status::invalid("'" + path + "': " + error);
  // A kernel is named as its module names it, or module::kernel where
  // two gpu.modules define that name (each module is a namespace).
  std::map<std::string, int> uses;
  for (const sim::KernelInfo &kernel : program->getKernels())
    ++uses[kernel.name];
  for (const sim::KernelInfo &kernel : program->getKernels()) {
    std::string name = uses[kernel.name] > 1
                           ? kernel.module + "::" + kernel.name
                           : kernel.name;
    std::vector<rt::PtxParam> params;
    std::vector<rt::SourceParam> &source = signatures[name];
    for (const sim::KernelParam &p : kernel.params) {
      // As the kernel takes it: a buffer is a pointer whatever its memref
      // (the simulator builds a descriptor when the kernel wants one).
      // A struct by value (imported IR's `ptr byval(T)`) is PTX's byte
      // array of its size.
      if (p.byvalBytes)
        params.push_back(
            {".b8[" + std::to_string(p.byvalBytes) + "]", p.byvalBytes});
      else
        params.push_back({p.isBuffer ? "a pointer" : p.type,
                          p.isBuffer ? size_t(8) : size_t(p.scalarBytes)});
      source.push_back({p.isBuffer, p.type, p.elements,
                        p.isBuffer ? int64_t(p.rank) : int64_t(-1)});
    }
    // Imported LLVM IR does not say what its pointers point to: those
    // kernels are checked by parameter count and size only.
    if (std::any_of(kernel.params.begin(), kernel.params.end(),
                    [](const sim::KernelParam &p) { return p.type.empty(); }))
      signatures.erase(name);
    entries.emplace_back(name, std::move(params));
  }
  session.reset(new SimSession{std::move(program)});
  return rt::Status::ok();
}

rt::Status runOnSim(SimSession &session, const std::string &kernel,
                    std::vector<Argument> &args, const SimLaunch &launch,
                    size_t &findings) {
  std::vector<sim::Arg> simArgs;
  for (Argument &arg : args) {
    // A struct goes as the simulator takes a by-value parameter: its bytes,
    // with its fields' places (checked against the kernel's struct type)
    // and the buffers its `&I` fields point at (filled in at the launch).
    sim::Arg simArg{arg.data.data(), arg.data.size(),
                    arg.isBuffer || arg.isStruct, arg.shape};
    simArg.isStruct = arg.isStruct;
    simArg.extra = arg.extra;
    for (const Argument::Field &field : arg.fields) {
      simArg.fields.push_back({field.offset, field.bytes});
      if (field.pointsTo >= 0)
        simArg.pointers.push_back(
            {field.offset, static_cast<size_t>(field.pointsTo)});
    }
    simArgs.push_back(std::move(simArg));
  }
  sim::LaunchOptions options;
  options.grid = {launch.grid.x, launch.grid.y, launch.grid.z};
  options.block = {launch.block.x, launch.block.y, launch.block.z};
  options.dynamicSmem = launch.smem;
  options.seed = launch.seed;
  options.timeoutSeconds = launch.timeout;
  sim::RunResult result = session.program->run(kernel, simArgs, options);
  for (const sim::Finding &finding : result.findings)
    std::cerr << "warp-run: finding (" << finding.kind
              << "): " << finding.message << "\n";
  findings = result.findings.size();
  if (result.trapped)
    return rt::Status::invalid("simulated kernel '" + kernel +
                               "': " + result.error);
  return rt::Status::ok();
}

/// A host run's outcome: one that started and failed (a launch check, a
/// trapped kernel) says so itself; an error before it names the file.
static rt::Status hostRunStatus(const std::string &path,
                                const sim::RunResult &result,
                                const std::string &error, size_t &findings) {
  if (result.trapped)
    return rt::Status::invalid(result.error);
  if (!error.empty())
    return rt::Status::invalid("'" + path + "': " + error);
  findings = result.findings.size();
  return rt::Status::ok();
}

rt::Status runMainOnSim(const std::string &path, const std::string &chip,
                        uint64_t seed, double timeout, size_t &findings) {
  rt::Status status;
  MlirInput *input = parsedInput(path, status);
  if (!input)
    return status;
  sim::Program::MainOptions options;
  options.compile.chip = chip;
  options.seed = seed;
  options.timeoutSeconds = timeout;
  options.sharedLibraries = {WARPTILE_RUNNER_UTILS, WARPTILE_C_RUNNER_UTILS};
  std::string error;
  sim::RunResult result =
      sim::Program::runMain(input->getModule(), options, error);
  return hostRunStatus(path, result, error, findings);
}

rt::Status runEntryOnSim(const std::string &path, std::string &target,
                         std::vector<Argument> &args, const EntryRun &run,
                         size_t &findings) {
  rt::Status status;
  MlirInput *input = parsedInput(path, status);
  if (!input)
    return status;
  std::vector<mlir::warptile::EntryArg> buffers = entryArgs(args);
  sim::Program::MainOptions options;
  options.compile.chip = run.chip;
  options.seed = run.seed;
  options.timeoutSeconds = run.timeout;
  options.sharedLibraries = {WARPTILE_RUNNER_UTILS, WARPTILE_C_RUNNER_UTILS};
  std::string error;
  sim::RunResult result = sim::Program::runEntry(input->getModule(), target,
                                                 buffers, options, error);
  return hostRunStatus(path, result, error, findings);
}

} // namespace run
} // namespace warptile
