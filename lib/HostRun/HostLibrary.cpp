//===- HostLibrary.cpp - Compile a module's host code ahead of time -------===//
//
// Part of warptile. See HostLibrary.h: the lowering runHostFunction JITs,
// written instead as an object for the host and linked into a shared
// library by the system's C compiler driver.
//
//===----------------------------------------------------------------------===//

#include "warptile/HostRun/HostLibrary.h"

#include "warptile/HostRun/HostRun.h"

#include "warptile/Pipelines/Pipelines.h"

#include "mlir/Pass/PassManager.h"
#include "mlir/Target/LLVMIR/Export.h"
#include "llvm/ADT/ScopeExit.h"
#include "llvm/IR/IRBuilder.h"
#include "llvm/IR/InstIterator.h"
#include "llvm/IR/LegacyPassManager.h"
#include "llvm/IR/Module.h"
#include "llvm/MC/TargetRegistry.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Program.h"
#include "llvm/Support/TargetSelect.h"
#include "llvm/Target/TargetMachine.h"
#include "llvm/TargetParser/Host.h"

using namespace mlir;

/// Leaves only the C interfaces (`_mlir_ciface_*`) visible outside the
/// library. Every other definition (the entries, the module's host
/// functions: a tile module's @main) is hidden and called directly: exported,
/// it would be interposed by a symbol of the same name that the process
/// already has (the program's own `main`, the entry of another such library
/// loaded globally), which the library would then call in its place.
static void hideAllButInterfaces(llvm::Module &llvmModule) {
  for (llvm::GlobalValue &value : llvmModule.global_values()) {
    if (value.isDeclaration() || value.hasLocalLinkage() ||
        value.hasAppendingLinkage() ||
        value.getName().starts_with("_mlir_ciface_"))
      continue;
    value.setVisibility(llvm::GlobalValue::HiddenVisibility);
    value.setDSOLocal(true);
  }
}

void mlir::warptile::defineBFloatTruncation(llvm::Module &llvmModule) {
  const char *name = "__truncsfbf2";
  auto isBFloat = [](llvm::Type *type) { return type->isBFloatTy(); };
  bool usesBFloat = false;
  for (llvm::Function &function : llvmModule) {
    usesBFloat |= llvm::any_of(function.getFunctionType()->params(), isBFloat);
    for (llvm::Instruction &inst : llvm::instructions(function))
      usesBFloat |= isBFloat(inst.getType());
  }
  if (!usesBFloat || llvmModule.getFunction(name))
    return;
  llvm::LLVMContext &context = llvmModule.getContext();
  llvm::Type *i32 = llvm::Type::getInt32Ty(context);
  auto *function = llvm::Function::Create(
      llvm::FunctionType::get(llvm::Type::getBFloatTy(context),
                              {llvm::Type::getFloatTy(context)}, false),
      llvm::GlobalValue::ExternalLinkage, name, llvmModule);
  function->setVisibility(llvm::GlobalValue::HiddenVisibility);
  function->setDSOLocal(true);
  llvm::IRBuilder<> b(llvm::BasicBlock::Create(context, "", function));
  llvm::Value *bits = b.CreateBitCast(function->getArg(0), i32);
  llvm::Value *high = b.CreateLShr(bits, 16);
  // A NaN stays one (quiet, its sign and top payload bits kept); any other
  // value rounds to nearest, ties to even.
  llvm::Value *isNaN =
      b.CreateICmpUGT(b.CreateAnd(bits, 0x7fffffff), b.getInt32(0x7f800000));
  llvm::Value *quiet = b.CreateOr(high, 0x40);
  llvm::Value *rounded = b.CreateLShr(
      b.CreateAdd(bits, b.CreateAdd(b.CreateAnd(high, 1), b.getInt32(0x7fff))),
      16);
  llvm::Value *result =
      b.CreateTrunc(b.CreateSelect(isNaN, quiet, rounded), b.getInt16Ty());
  b.CreateRet(b.CreateBitCast(result, llvm::Type::getBFloatTy(context)));
}

/// Writes `llvmModule` as a position-independent object for this machine.
static std::string writeObject(llvm::Module &llvmModule, StringRef path) {
  llvm::InitializeNativeTarget();
  llvm::InitializeNativeTargetAsmPrinter();
  llvm::Triple triple(llvm::sys::getProcessTriple());
  std::string error;
  const llvm::Target *target =
      llvm::TargetRegistry::lookupTarget(triple, error);
  if (!target)
    return "no code generator for " + triple.str() + ": " + error;
  std::unique_ptr<llvm::TargetMachine> machine(target->createTargetMachine(
      triple, "generic", "", llvm::TargetOptions(), llvm::Reloc::PIC_));
  if (!machine)
    return "cannot create a target machine for " + triple.str();
  llvmModule.setTargetTriple(triple);
  llvmModule.setDataLayout(machine->createDataLayout());
  std::error_code ec;
  llvm::raw_fd_ostream os(path, ec, llvm::sys::fs::OF_None);
  if (ec)
    return "cannot write '" + path.str() + "': " + ec.message();
  llvm::legacy::PassManager passes;
  if (machine->addPassesToEmitFile(passes, os, nullptr,
                                   llvm::CodeGenFileType::ObjectFile))
    return "the code generator cannot write objects for " + triple.str();
  passes.run(llvmModule);
  os.close();
  if (os.has_error())
    return "cannot write '" + path.str() + "': " + os.error().message();
  return "";
}

/// Links `object` into the shared library `path` with the C compiler
/// driver; its output goes into the error.
static std::string link(StringRef object, StringRef path,
                        const std::string &linker) {
  std::string driver = linker;
  if (driver.empty())
    for (const char *name : {"cc", "gcc", "clang"})
      if (llvm::ErrorOr<std::string> found =
              llvm::sys::findProgramByName(name)) {
        driver = *found;
        break;
      }
  if (driver.empty())
    return "no C compiler driver (cc, gcc or clang) on PATH to link the "
           "library with";
  SmallString<128> log;
  if (std::error_code ec =
          llvm::sys::fs::createTemporaryFile("warptile-link", "log", log))
    return "cannot create a temporary file: " + ec.message();
  llvm::scope_exit removeLog([&] { llvm::sys::fs::remove(log); });
  SmallVector<StringRef> argv = {driver, "-shared", "-o", path, object};
  std::optional<StringRef> redirects[] = {std::nullopt, StringRef(log),
                                          StringRef(log)};
  std::string message;
  int rc = llvm::sys::ExecuteAndWait(driver, argv, std::nullopt, redirects,
                                     /*SecondsToWait=*/120, 0, &message);
  if (rc == 0)
    return "";
  std::string output;
  if (auto text = llvm::MemoryBuffer::getFile(log))
    output = (*text)->getBuffer().trim().str();
  return "linking '" + path.str() + "' with " + driver + " failed" +
         (message.empty() ? "" : " (" + message + ")") +
         (output.empty() ? "" : ":\n" + output);
}

std::string warptile::compileHostLibrary(ModuleOp module, StringRef path,
                                         const HostLibraryOptions &options) {
  // The object is written without LLVM's pass pipeline, and so without
  // the coroutine passes the async dialect's lowering needs.
  if (usesAsyncDialect(module))
    return "the module uses the async dialect, whose coroutines a library "
           "is not compiled for; run it with warp-run --main instead";
  if (std::string failed = lowerHostModule(module, options.chip);
      !failed.empty())
    return failed;

  llvm::LLVMContext llvmContext;
  std::unique_ptr<llvm::Module> llvmModule =
      translateModuleToLLVMIR(module, llvmContext, "warptile-host");
  if (!llvmModule)
    return "the lowered module does not translate to LLVM IR";
  hideAllButInterfaces(*llvmModule);
  defineBFloatTruncation(*llvmModule);
  SmallString<128> object;
  if (std::error_code ec =
          llvm::sys::fs::createTemporaryFile("warptile-host", "o", object))
    return "cannot create a temporary file: " + ec.message();
  llvm::scope_exit removeObject([&] { llvm::sys::fs::remove(object); });
  std::string error = writeObject(*llvmModule, object);
  if (error.empty())
    error = link(object, path, options.linker);
  return error;
}
