//===- LocalMemory.cpp - A kernel's local memory per thread ---------------===//
//
// Part of warptile. A GPU thread's local memory (its stack frames: the
// kernel's `memref.alloca`/`llvm.alloca` arrays, spills) may reach the
// chip's limit, 512 KiB per thread (CUDA Programming Guide, "Technical
// Specifications": maximum amount of local memory per thread). The
// simulator's fibers get 64 KiB for the simulator's own frames plus what
// the kernel needs: the constant-size allocas of the kernel and, the
// deepest, of the functions it calls. A dynamic-size alloca or a recursive
// call makes the need unbounded: the fiber then reserves the chip's limit.
//
//===----------------------------------------------------------------------===//

#include "Lower.h"

#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/IR/Matchers.h"
#include "mlir/IR/SymbolTable.h"
#include "mlir/Interfaces/DataLayoutInterfaces.h"
#include "llvm/ADT/StringMap.h"

using namespace mlir;

namespace {

class Frames {
public:
  explicit Frames(ModuleOp module) : module(module), layout(module) {}

  /// The bytes `f` and its deepest chain of callees allocate; nullopt when
  /// unbounded.
  std::optional<uint64_t> of(LLVM::LLVMFuncOp f) {
    auto it = known.find(f.getName());
    if (it != known.end())
      return it->second;
    if (!active.try_emplace(f.getName(), true).second)
      return std::nullopt; // recursion
    std::optional<uint64_t> bytes = uint64_t(0), deepest = uint64_t(0);
    f.walk([&](Operation *op) {
      if (!bytes)
        return;
      if (auto alloca = dyn_cast<LLVM::AllocaOp>(op)) {
        APInt count;
        if (!matchPattern(alloca.getArraySize(), m_ConstantInt(&count))) {
          bytes = std::nullopt;
          return;
        }
        uint64_t align =
            std::max<uint64_t>(alloca.getAlignment().value_or(1), 1);
        uint64_t size =
            layout.getTypeSize(alloca.getElemType()).getFixedValue() *
            count.getZExtValue();
        *bytes = (*bytes + align - 1) / align * align + size;
      } else if (auto call = dyn_cast<LLVM::CallOp>(op)) {
        auto callee = call.getCallee();
        if (!callee)
          return;
        auto target = module.lookupSymbol<LLVM::LLVMFuncOp>(*callee);
        if (!target || target.isExternal())
          return;
        std::optional<uint64_t> inner = of(target);
        if (!inner)
          bytes = std::nullopt;
        else
          *deepest = std::max(*deepest, *inner);
      }
    });
    active.erase(f.getName());
    std::optional<uint64_t> total;
    if (bytes)
      total = *bytes + *deepest;
    known[f.getName()] = total;
    return total;
  }

private:
  ModuleOp module;
  DataLayout layout;
  llvm::StringMap<std::optional<uint64_t>> known;
  llvm::StringMap<bool> active;
};

} // namespace

std::optional<uint64_t> warptile::sim::localMemoryBytes(ModuleOp module,
                                                        StringRef kernel) {
  auto f = module.lookupSymbol<LLVM::LLVMFuncOp>(kernel);
  if (!f)
    return uint64_t(0);
  return Frames(module).of(f);
}
