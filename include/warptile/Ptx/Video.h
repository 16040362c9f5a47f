//===- Video.h - shf and the SIMD video instructions ------------*- C++ -*-===//
//
// Part of warptile. The lane-local PTX instructions that clang's CUDA
// headers write as inline assembly for the funnel shifts (`__funnelshift_l`
// ... : `shf.{l,r}.{wrap,clamp}.b32`) and the SIMD video intrinsics
// (`__vadd4`, `__vabsdiffu4`, `__vcmpgtu2`, `__vsads4`, ...: `vadd2/4`,
// `vsub2/4`, `vavrg2/4`, `vabsdiff2/4`, `vmin2/4`, `vmax2/4`, `vset2/4`
// with `.sat` or the `.add` accumulate), decoded from their opcode's
// qualifiers and computed by the PTX ISA's pseudo-code. MLIR-free: the
// inline-PTX reader (InlineAsm.h) decodes and runs them with these.
//
//===----------------------------------------------------------------------===//

#ifndef WARPTILE_PTX_VIDEO_H
#define WARPTILE_PTX_VIDEO_H

#include <cstdint>
#include <optional>
#include <string_view>
#include <vector>

namespace warptile {
namespace ptx {

/// shf.{l,r}.{wrap,clamp}.b32 d, a, b, c: the 64-bit value b:a (b the high
/// word) shifted by c (wrap: c & 31; clamp: min(c, 32)); .l gives the high
/// 32 bits of the result, .r the low 32.
uint32_t funnelShift(uint32_t a, uint32_t b, uint32_t c, bool right,
                     bool clamp);

/// The mode of shf from its opcode's parts ("shf", "l", "wrap", "b32"):
/// bit 0 right, bit 1 clamp.
std::optional<unsigned> decodeFunnelShift(
    const std::vector<std::string_view> &parts);

/// A SIMD video instruction's mode (AsmInstruction::mode): what
/// decodeVideo reads from the opcode.
namespace video {
enum Op : unsigned { Add, Sub, Avrg, AbsDiff, Min, Max, Set };
constexpr unsigned kOpMask = 7;
constexpr unsigned kFour = 1u << 3;      ///< bytes (vop4), else half-words
constexpr unsigned kSat = 1u << 4;       ///< .sat
constexpr unsigned kAccumulate = 1u << 5; ///< .add
constexpr unsigned kCompareShift = 6;    ///< vset's AsmCompare, 3 bits
constexpr unsigned kSignedD = 1u << 9;   ///< .dtype is .s32
constexpr unsigned kSignedA = 1u << 10;  ///< .atype is .s32
constexpr unsigned kSignedB = 1u << 11;  ///< .btype is .s32
} // namespace video

/// The mode of a SIMD video instruction from its opcode's parts
/// ("vadd4", "s32", "s32", "s32", "sat"), or std::nullopt when it is not
/// one or has a qualifier this reader does not know. Only the default
/// lane mask and selectors (no `.b3210`/`.h10` operand suffixes).
std::optional<unsigned> decodeVideo(const std::vector<std::string_view> &parts);

/// The instruction of `mode` on a, b, c (PTX ISA, "SIMD Video
/// Instructions"): per byte (vop4) or half-word (vop2), a and b sign- or
/// zero-extended by their types, the operation at full precision, .sat
/// clamping to the destination type's element range; then the merge
/// (each element's low bits into d; all elements are in the default mask)
/// or, with .add, c plus the sum of the elements' results.
uint32_t simdVideo(unsigned mode, uint32_t a, uint32_t b, uint32_t c);

} // namespace ptx
} // namespace warptile

#endif // WARPTILE_PTX_VIDEO_H
