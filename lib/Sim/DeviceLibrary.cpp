//===- DeviceLibrary.cpp - vprintf, libdevice math, the symbol table ------===//
//
// Part of warptile. What CUDA's device library provides to a kernel, on the
// host: vprintf (what gpu.printf and CUDA's printf lower to) and the
// `__nv_*` math functions of libdevice that the GPU-to-NVVM lowering calls,
// mapped to the host's libm. The JIT resolves a lowered kernel's calls
// through runtimeSymbols(); a callee missing from it is refused before the
// run (lib/Sim/Lower.cpp), never guessed.
//
//===----------------------------------------------------------------------===//

#include "warptile/Sim/PtxScalar.h"
#include "warptile/Sim/RuntimeABI.h"

#include <cmath>
#include <cstdio>
#include <cstring>
#include <string>

namespace {

/// Reads the next argument of `size` bytes from vprintf's packed buffer,
/// which aligns each argument to its size.
template <typename T> T next(const char *args, size_t &offset) {
  offset = (offset + sizeof(T) - 1) & ~(sizeof(T) - 1);
  T value;
  std::memcpy(&value, args + offset, sizeof(T));
  offset += sizeof(T);
  return value;
}

float rsqrtf(float x) { return 1.0f / std::sqrt(x); }
double rsqrt(double x) { return 1.0 / std::sqrt(x); }
float tenToF(float x) { return std::pow(10.0f, x); }
double tenTo(double x) { return std::pow(10.0, x); }
float saturatef(float x) { return x < 0 ? 0 : x > 1 ? 1 : x; }

// libdevice's classification functions return an int, nonzero when true.
int isNaNF(float x) { return std::isnan(x); }
int isNaND(double x) { return std::isnan(x); }
int isInfF(float x) { return std::isinf(x); }
int isInfD(double x) { return std::isinf(x); }
int isFiniteF(float x) { return std::isfinite(x); }
int isFiniteD(double x) { return std::isfinite(x); }
// __nv_abs(INT_MIN) is INT_MIN (abs.s32 wraps), not C's undefined value.
int32_t absInt(int32_t x) {
  return x < 0 ? static_cast<int32_t>(0u - static_cast<uint32_t>(x)) : x;
}
// x^n as pow(x, n) in the precision of x (libdevice's __nv_powif and
// __nv_powi convert n and call __nv_powf and __nv_pow).
float powIntF(float x, int32_t n) { return ::powf(x, static_cast<float>(n)); }
double powIntD(double x, int32_t n) { return ::pow(x, static_cast<double>(n)); }
// The canonical NaN of single-precision results (lib/Sim/PtxArithmetic.cpp
// makes those of the other __nv_*f functions canonical at their calls).
float canonical(float x) {
  if (!std::isnan(x))
    return x;
  uint32_t bits = 0x7fffffffu;
  std::memcpy(&x, &bits, sizeof(x));
  return x;
}
void sinCosF(float x, float *s, float *c) {
  *s = canonical(::sinf(x));
  *c = canonical(::cosf(x));
}
void sinCosD(double x, double *s, double *c) {
  *s = ::sin(x);
  *c = ::cos(x);
}

} // namespace

extern "C" int32_t __wsim_vprintf(const char *format, const char *args) {
  std::string out;
  size_t offset = 0;
  for (const char *p = format; *p;) {
    if (*p != '%') {
      out += *p++;
      continue;
    }
    if (p[1] == '%') {
      out += '%';
      p += 2;
      continue;
    }
    // One conversion: flags, width, precision, length, conversion.
    const char *start = p++;
    while (*p && std::strchr("-+ #0123456789.*", *p))
      ++p;
    bool wide = false;
    while (*p && std::strchr("hlLqjzt", *p)) {
      if (std::strchr("lLqjzt", *p))
        wide = true;
      ++p;
    }
    if (!*p)
      break;
    char conversion = *p++;
    std::string spec(start, p);
    char buffer[512];
    buffer[0] = 0;
    switch (conversion) {
    case 'd':
    case 'i':
    case 'u':
    case 'o':
    case 'x':
    case 'X':
    case 'c':
      if (wide)
        std::snprintf(buffer, sizeof(buffer), spec.c_str(),
                      next<long long>(args, offset));
      else
        std::snprintf(buffer, sizeof(buffer), spec.c_str(),
                      next<int>(args, offset));
      break;
    case 'f':
    case 'F':
    case 'e':
    case 'E':
    case 'g':
    case 'G':
    case 'a':
    case 'A': {
      // Floats arrive promoted to double; an `L` would be wrong here.
      std::string plain;
      for (char ch : spec)
        if (ch != 'L')
          plain += ch;
      std::snprintf(buffer, sizeof(buffer), plain.c_str(),
                    next<double>(args, offset));
      break;
    }
    case 's': {
      const char *text = next<const char *>(args, offset);
      std::snprintf(buffer, sizeof(buffer), spec.c_str(),
                    text ? text : "(null)");
      break;
    }
    case 'p':
      std::snprintf(buffer, sizeof(buffer), spec.c_str(),
                    next<void *>(args, offset));
      break;
    default:
      out += spec; // unknown conversions print as written, as CUDA does
      continue;
    }
    out += buffer;
  }
  std::fwrite(out.data(), 1, out.size(), stdout);
  return static_cast<int32_t>(out.size());
}

const std::vector<std::pair<const char *, void *>> &
warptile::sim::runtimeSymbols() {
  using F1 = float (*)(float);
  using F2 = float (*)(float, float);
  using F3 = float (*)(float, float, float);
  using D1 = double (*)(double);
  using D2 = double (*)(double, double);
  using D3 = double (*)(double, double, double);
#define ENTRY(name)                                                            \
  { #name, reinterpret_cast < void *>(&name) }
#define F(name, fn)                                                            \
  { "__nv_" #name, reinterpret_cast<void *>(static_cast<F1>(fn)) }
#define F_2(name, fn)                                                          \
  { "__nv_" #name, reinterpret_cast<void *>(static_cast<F2>(fn)) }
#define D(name, fn)                                                            \
  { "__nv_" #name, reinterpret_cast<void *>(static_cast<D1>(fn)) }
#define D_2(name, fn)                                                          \
  { "__nv_" #name, reinterpret_cast<void *>(static_cast<D2>(fn)) }
  static const std::vector<std::pair<const char *, void *>> symbols = {
      ENTRY(__wsim_sreg),
      ENTRY(__wsim_clock64),
      ENTRY(__wsim_shfl),
      ENTRY(__wsim_vote),
      ENTRY(__wsim_match),
      ENTRY(__wsim_redux),
      ENTRY(__wsim_elect),
      ENTRY(__wsim_activemask),
      ENTRY(__wsim_warpsync),
      ENTRY(__wsim_asm),
      ENTRY(__wsim_barrier),
      ENTRY(__wsim_exit),
      ENTRY(__wsim_shared),
      ENTRY(__wsim_access),
      ENTRY(__wsim_fence),
      ENTRY(__wsim_access_masked),
      ENTRY(__wsim_vprintf),
      ENTRY(__wsim_assertfail),
      ENTRY(__wsim_trap),
      ENTRY(__wsim_ldmatrix),
      ENTRY(__wsim_mma),
      ENTRY(__wsim_cp_async),
      ENTRY(__wsim_cp_async_commit),
      ENTRY(__wsim_cp_async_wait),
      ENTRY(__wsim_poisoned),
      ENTRY(__wsim_prmt),
      ENTRY(__wsim_dp4a),
      ENTRY(__wsim_dp2a),
      ENTRY(__wsim_rcp_approx_ftz_f32),
      ENTRY(__wsim_rcp_approx_ftz_f64),
      ENTRY(__wsim_cvt_tf32),
      ENTRY(__wsim_wmma_load),
      ENTRY(__wsim_wmma_mma),
      ENTRY(__wsim_wmma_store),
      ENTRY(__wsim_yield),
      ENTRY(__wsim_budget),
      ENTRY(__wsim_polls),
      F(sqrtf, ::sqrtf),
      F(rsqrtf, rsqrtf),
      F(expf, ::expf),
      F(exp2f, ::exp2f),
      F(exp10f, tenToF),
      F(expm1f, ::expm1f),
      F(logf, ::logf),
      F(log2f, ::log2f),
      F(log10f, ::log10f),
      F(log1pf, ::log1pf),
      F(sinf, ::sinf),
      F(cosf, ::cosf),
      F(tanf, ::tanf),
      F(asinf, ::asinf),
      F(acosf, ::acosf),
      F(atanf, ::atanf),
      F(sinhf, ::sinhf),
      F(coshf, ::coshf),
      F(tanhf, ::tanhf),
      F(asinhf, ::asinhf),
      F(acoshf, ::acoshf),
      F(atanhf, ::atanhf),
      F(fabsf, ::fabsf),
      F(floorf, ::floorf),
      F(ceilf, ::ceilf),
      F(truncf, ::truncf),
      F(roundf, ::roundf),
      F(rintf, ::rintf),
      F(erff, ::erff),
      F(erfcf, ::erfcf),
      F(cbrtf, ::cbrtf),
      F(saturatef, saturatef),
      F(nearbyintf, ::nearbyintf),
      F_2(powf, ::powf),
      F_2(atan2f, ::atan2f),
      F_2(fmodf, ::fmodf),
      F_2(fmaxf, ::fmaxf),
      F_2(fminf, ::fminf),
      F_2(hypotf, ::hypotf),
      F_2(copysignf, ::copysignf),
      {"__nv_fmaf", reinterpret_cast<void *>(static_cast<F3>(::fmaf))},
      // The fast (approximate, `afn`) variants: libm's values, closer to the
      // exact ones than the GPU's approximations.
      F(fast_sinf, ::sinf),
      F(fast_cosf, ::cosf),
      F(fast_tanf, ::tanf),
      F(fast_expf, ::expf),
      F(fast_logf, ::logf),
      F(fast_log2f, ::log2f),
      F(fast_log10f, ::log10f),
      F_2(fast_powf, ::powf),
      {"__nv_fast_sincosf", reinterpret_cast<void *>(&sinCosF)},
      {"__nv_sincosf", reinterpret_cast<void *>(&sinCosF)},
      {"__nv_sincos", reinterpret_cast<void *>(&sinCosD)},
      {"__nv_powif", reinterpret_cast<void *>(&powIntF)},
      {"__nv_powi", reinterpret_cast<void *>(&powIntD)},
      {"__nv_isnanf", reinterpret_cast<void *>(&isNaNF)},
      {"__nv_isnand", reinterpret_cast<void *>(&isNaND)},
      {"__nv_isinff", reinterpret_cast<void *>(&isInfF)},
      {"__nv_isinfd", reinterpret_cast<void *>(&isInfD)},
      {"__nv_finitef", reinterpret_cast<void *>(&isFiniteF)},
      {"__nv_isfinited", reinterpret_cast<void *>(&isFiniteD)},
      {"__nv_abs", reinterpret_cast<void *>(&absInt)},
      D(sqrt, ::sqrt),
      D(rsqrt, rsqrt),
      D(exp, ::exp),
      D(exp2, ::exp2),
      D(exp10, tenTo),
      D(expm1, ::expm1),
      D(log, ::log),
      D(log2, ::log2),
      D(log10, ::log10),
      D(log1p, ::log1p),
      D(sin, ::sin),
      D(cos, ::cos),
      D(tan, ::tan),
      D(asin, ::asin),
      D(acos, ::acos),
      D(atan, ::atan),
      D(sinh, ::sinh),
      D(cosh, ::cosh),
      D(tanh, ::tanh),
      D(asinh, ::asinh),
      D(acosh, ::acosh),
      D(atanh, ::atanh),
      D(fabs, ::fabs),
      D(floor, ::floor),
      D(ceil, ::ceil),
      D(trunc, ::trunc),
      D(round, ::round),
      D(rint, ::rint),
      D(erf, ::erf),
      D(erfc, ::erfc),
      D(cbrt, ::cbrt),
      D_2(pow, ::pow),
      D_2(atan2, ::atan2),
      D_2(fmod, ::fmod),
      D_2(fmax, ::fmax),
      D_2(fmin, ::fmin),
      D_2(hypot, ::hypot),
      D_2(copysign, ::copysign),
      {"__nv_fma", reinterpret_cast<void *>(static_cast<D3>(::fma))},
  };
#undef ENTRY
#undef F
#undef F_2
#undef D
#undef D_2
  return symbols;
}
