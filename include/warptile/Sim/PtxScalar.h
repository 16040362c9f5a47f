//===- PtxScalar.h - PTX per-thread instructions as functions ---*- C++ -*-===//
//
// Part of warptile. What the PTX instructions without an LLVM IR
// counterpart compute, per thread, as pure functions: prmt, dp4a, dp2a,
// rcp.approx.ftz and cvt to .tf32. The simulator's lowering calls them
// through the __wsim_* entries below (lib/Sim/PtxScalar.cpp); each rule
// quotes its section of the PTX ISA there. No MLIR.
//
//===----------------------------------------------------------------------===//

#ifndef WARPTILE_SIM_PTXSCALAR_H
#define WARPTILE_SIM_PTXSCALAR_H

#include <cstdint>

namespace warptile {
namespace sim {

/// prmt's modes, numbered as the NVVM dialect's PermuteMode.
enum class PrmtMode : uint32_t { Default, F4E, B4E, RC8, ECL, ECR, RC16 };

/// prmt.b32{.mode} d, a, b, c.
uint32_t prmt(uint32_t a, uint32_t b, uint32_t c, PrmtMode mode);

/// dp4a.atype.btype d, a, b, c (the four bytes of a and b, sign- or
/// zero-extended, multiplied pairwise and added to c, modulo 2^32).
uint32_t dp4a(uint32_t a, uint32_t b, uint32_t c, bool aSigned, bool bSigned);

/// dp2a.mode.atype.btype d, a, b, c (the two halves of a with bytes 0-1
/// of b for .lo, 2-3 for .hi).
uint32_t dp2a(uint32_t a, uint32_t b, uint32_t c, bool aSigned, bool bSigned,
              bool hi);

/// rcp.approx.ftz.f32 and .f64.
float rcpApproxFtz(float x);
double rcpApproxFtz(double x);

/// cvt.frnd{.relu}{.satfinite}.tf32.f32's rounding modes.
enum class Tf32Rounding : uint32_t { RNA, RN, RZ };

/// cvt to .tf32: the f32's bits with the 13 low mantissa bits rounded away
/// (the reading docs/Sim.md gives of the implementation-defined layout).
uint32_t cvtTf32(float x, Tf32Rounding rounding, bool satfinite, bool relu);

} // namespace sim
} // namespace warptile

extern "C" {
/// prmt: `mode` is a PrmtMode.
uint32_t __wsim_prmt(uint32_t a, uint32_t b, uint32_t c, uint32_t mode);
/// fns.b32 d, mask, base, offset (0xffffffff where there is none).
uint32_t __wsim_fns(uint32_t mask, uint32_t base, uint32_t offset);
/// dp4a / dp2a: `kind` = a signed | b signed << 1 (| hi << 2 for dp2a).
uint32_t __wsim_dp4a(uint32_t a, uint32_t b, uint32_t c, uint32_t kind);
uint32_t __wsim_dp2a(uint32_t a, uint32_t b, uint32_t c, uint32_t kind);
float __wsim_rcp_approx_ftz_f32(float x);
double __wsim_rcp_approx_ftz_f64(double x);
/// `mode` = Tf32Rounding | satfinite << 8 | relu << 9.
uint32_t __wsim_cvt_tf32(float x, uint32_t mode);
}

#endif // WARPTILE_SIM_PTXSCALAR_H
