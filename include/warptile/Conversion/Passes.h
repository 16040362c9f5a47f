//===- Passes.h - warptile conversion passes --------------------*- C++ -*-===//
//
// Part of warptile.
//
//===----------------------------------------------------------------------===//

#ifndef WARPTILE_CONVERSION_PASSES_H
#define WARPTILE_CONVERSION_PASSES_H

#include "mlir/Pass/Pass.h"
#include "warptile/Conversion/WarpToNVVM/WarpToNVVM.h"
#include "warptile/Pipelines/Chips.h"
#include "llvm/ADT/StringExtras.h"

#include <optional>

namespace mlir {
namespace warptile {

#define GEN_PASS_DECL
#define GEN_PASS_REGISTRATION
#include "warptile/Conversion/Passes.h.inc"

/// The SM number of a chip named like `sm_90`, `sm_90a` or `sm_100f` (90,
/// 90, 100); nothing for a name not of that form. What the conversions
/// decide instruction availability and limits by.
inline std::optional<unsigned> smVersionOf(llvm::StringRef chip) {
  unsigned version;
  if (!chip.consume_front("sm_") ||
      chip.take_while(llvm::isDigit).getAsInteger(10, version))
    return std::nullopt;
  return version;
}

/// The shared memory a block gets without opting in: static `.shared`
/// (ptxas refuses more) and dynamic shared memory up to this need no
/// `cuFuncSetAttribute`.
constexpr int64_t kDefaultSharedMemoryPerBlock = 48 * 1024;

/// The most shared memory (static and dynamic together, bytes) one block
/// may use on `chip` ("sm_90", "sm_80", "sm_90a", ...) once the kernel
/// opts in: the CUDA programming guide's "maximum amount of shared memory
/// per thread block" (227 KiB on sm_90 and sm_100, 163 KiB on sm_80 and
/// sm_87, 99 KiB on sm_86, sm_89 and sm_120, 96 KiB on sm_70, 64 KiB on
/// sm_75); kDefaultSharedMemoryPerBlock for a chip it does not list.
int64_t maxSharedMemoryPerBlock(llvm::StringRef chip);

} // namespace warptile
} // namespace mlir

#endif // WARPTILE_CONVERSION_PASSES_H
