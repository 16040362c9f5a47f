//===- Encodings.h - One place for each collective encoding -----*- C++ -*-===//
//
// Part of warptile. The mappings between the warp dialect's collective kinds
// and those of upstream gpu/nvvm, and the encoding of shfl.sync's `c`
// operand, written once for the verifier, the checker, the raise and the
// lowering. Header-only: it uses the dialects' enums, not their libraries.
//
//===----------------------------------------------------------------------===//

#ifndef WARPTILE_DIALECT_WARP_UTILS_ENCODINGS_H
#define WARPTILE_DIALECT_WARP_UTILS_ENCODINGS_H

#include "warptile/Dialect/Warp/IR/LaneSet.h"
#include "warptile/Dialect/Warp/IR/WarpOps.h"

#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/LLVMIR/NVVMDialect.h"

#include <optional>

namespace mlir {
namespace warp {

/// The shfl.sync mode (PTX: idx = 0, up = 1, down = 2, bfly = 3) of a warp
/// shuffle, and back.
inline NVVM::ShflKind nvvmShflKindOf(ShuffleMode mode) {
  switch (mode) {
  case ShuffleMode::Idx:
    return NVVM::ShflKind::idx;
  case ShuffleMode::Up:
    return NVVM::ShflKind::up;
  case ShuffleMode::Down:
    return NVVM::ShflKind::down;
  case ShuffleMode::Xor:
    return NVVM::ShflKind::bfly;
  }
  llvm_unreachable("unknown shuffle mode");
}

inline ShuffleMode shuffleModeOf(NVVM::ShflKind kind) {
  switch (kind) {
  case NVVM::ShflKind::idx:
    return ShuffleMode::Idx;
  case NVVM::ShflKind::up:
    return ShuffleMode::Up;
  case NVVM::ShflKind::down:
    return ShuffleMode::Down;
  case NVVM::ShflKind::bfly:
    return ShuffleMode::Xor;
  }
  llvm_unreachable("unknown shfl.sync kind");
}

inline ShuffleMode shuffleModeOf(gpu::ShuffleMode mode) {
  switch (mode) {
  case gpu::ShuffleMode::IDX:
    return ShuffleMode::Idx;
  case gpu::ShuffleMode::UP:
    return ShuffleMode::Up;
  case gpu::ShuffleMode::DOWN:
    return ShuffleMode::Down;
  case gpu::ShuffleMode::XOR:
    return ShuffleMode::Xor;
  }
  llvm_unreachable("unknown gpu.shuffle mode");
}

/// The redux.sync kind of a 32-bit integer warp reduction, and back (the
/// unsigned and float kinds of redux.sync have no warp.reduce form).
inline std::optional<NVVM::ReduxKind> nvvmReduxKindOf(ReduceKind kind) {
  switch (kind) {
  case ReduceKind::Add:
    return NVVM::ReduxKind::ADD;
  case ReduceKind::Min:
    return NVVM::ReduxKind::MIN;
  case ReduceKind::Max:
    return NVVM::ReduxKind::MAX;
  case ReduceKind::And:
    return NVVM::ReduxKind::AND;
  case ReduceKind::Or:
    return NVVM::ReduxKind::OR;
  case ReduceKind::Xor:
    return NVVM::ReduxKind::XOR;
  default:
    return std::nullopt;
  }
}

inline std::optional<ReduceKind> reduceKindOf(NVVM::ReduxKind kind) {
  switch (kind) {
  case NVVM::ReduxKind::ADD:
    return ReduceKind::Add;
  case NVVM::ReduxKind::MIN:
    return ReduceKind::Min;
  case NVVM::ReduxKind::MAX:
    return ReduceKind::Max;
  case NVVM::ReduxKind::AND:
    return ReduceKind::And;
  case NVVM::ReduxKind::OR:
    return ReduceKind::Or;
  case NVVM::ReduxKind::XOR:
    return ReduceKind::Xor;
  default:
    return std::nullopt;
  }
}

inline std::optional<ReduceKind> reduceKindOf(gpu::AllReduceOperation kind) {
  switch (kind) {
  case gpu::AllReduceOperation::ADD:
    return ReduceKind::Add;
  case gpu::AllReduceOperation::MUL:
    return ReduceKind::Mul;
  case gpu::AllReduceOperation::MINSI:
  case gpu::AllReduceOperation::MINNUMF:
    return ReduceKind::Min;
  case gpu::AllReduceOperation::MAXSI:
  case gpu::AllReduceOperation::MAXNUMF:
    return ReduceKind::Max;
  case gpu::AllReduceOperation::AND:
    return ReduceKind::And;
  case gpu::AllReduceOperation::OR:
    return ReduceKind::Or;
  case gpu::AllReduceOperation::XOR:
    return ReduceKind::Xor;
  default:
    return std::nullopt;
  }
}

/// shfl.sync's `c` operand for a shuffle that stays within aligned groups of
/// `group` lanes: the segment mask `32 - group` in bits 8-12 and, except for
/// `up`, the clamp lane 31 in bits 0-4.
inline int64_t shflClampOperand(NVVM::ShflKind kind, unsigned group) {
  int64_t segment = int64_t(kWarpSize - group) << 8;
  return kind == NVVM::ShflKind::up ? segment : segment | 0x1f;
}

/// The group of lanes a shfl.sync `c` operand keeps a shuffle within, or
/// std::nullopt when its segment mask is not a power-of-two group.
inline std::optional<unsigned> shflGroupOf(uint64_t c) {
  unsigned group = kWarpSize - ((c >> 8) & 0x1f);
  if (!llvm::isPowerOf2_32(group))
    return std::nullopt;
  return group;
}

} // namespace warp
} // namespace mlir

#endif // WARPTILE_DIALECT_WARP_UTILS_ENCODINGS_H
