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
// x^n as libdevice's __nv_powif and __nv_powi compute it: square and
// multiply over the bits of |n| (each product rounded: mul.rn), then 1/r
// for a negative n (div.rn). Bit-exact with libdevice (an H200 agrees on
// every row of the math sweep): (-1e20f)^-2 is 1/inf = 0, not pow's
// subnormal 1e-40.
template <typename T> T powInt(T x, int32_t n) {
  uint32_t e = n < 0 ? 0u - static_cast<uint32_t>(n) : static_cast<uint32_t>(n);
  T r = 1;
  for (;;) {
    if (e & 1)
      r = r * x;
    e >>= 1;
    if (e == 0)
      return n < 0 ? T(1) / r : r;
    x = x * x;
  }
}
float powIntF(float x, int32_t n) { return powInt<float>(x, n); }
double powIntD(double x, int32_t n) { return powInt<double>(x, n); }

// The fast (`afn`) single-precision functions as libdevice writes them,
// with its approximate instructions (sin/cos/lg2/ex2.approx.f32,
// div.approx.f32) replaced by the host's correctly rounded or nearly so
// functions, which lie within the error bounds the PTX ISA gives those
// instructions (9.7.3.18-21); the surrounding arithmetic and constants are
// libdevice's, so the special cases come out as on the GPU: __nv_fast_powf
// is ex2(y * lg2(x)), NaN for (0, -0) or a negative x (measured on an
// H200), where pow gives 1 or a value.
constexpr float kLog2E = 0x1.715476p+0f;    // libdevice's __nv_fast_expf
constexpr float kLn2 = 0x1.62e43p-1f;       // __nv_fast_logf
constexpr float kLog10Of2 = 0x1.344136p-2f; // __nv_fast_log10f
float fastExpF(float x) { return ::exp2f(x * kLog2E); }
float fastLogF(float x) { return kLn2 * ::log2f(x); }
float fastLog10F(float x) { return kLog10Of2 * ::log2f(x); }
float fastTanF(float x) { return ::sinf(x) / ::cosf(x); }
float fastPowF(float x, float y) { return ::exp2f(y * ::log2f(x)); }

// Double-precision NaNs of libdevice's functions, measured on an H200
// (libdevice computes them with its own arithmetic, glibc with another):
// an invalid argument of acos or log10 gives 0xfff8000000000000 (glibc
// 0x7ff8000000000000), of asin or atanh a NaN with the sign of x (glibc:
// always positive, or always negative); erf of a NaN gives
// 0x7fffffffe0000000 (libdevice goes through single precision); fmod and
// pow of two NaNs give the second one's, quieted, as add.f64 does (glibc
// the first).
double nanBits(uint64_t bits) {
  double d;
  std::memcpy(&d, &bits, sizeof(d));
  return d;
}
constexpr uint64_t kNegativeNaN = 0xfff8000000000000ull;
constexpr uint64_t kPositiveNaN = 0x7ff8000000000000ull;
double invalid(double x, double r, bool signOfX) {
  if (!std::isnan(r) || std::isnan(x))
    return r;
  return nanBits(signOfX && !std::signbit(x) ? kPositiveNaN : kNegativeNaN);
}
double acosD(double x) { return invalid(x, ::acos(x), false); }
double log10D(double x) { return invalid(x, ::log10(x), false); }
double asinD(double x) { return invalid(x, ::asin(x), true); }
double atanhD(double x) { return invalid(x, ::atanh(x), true); }
double erfD(double x) {
  return std::isnan(x) ? nanBits(0x7fffffffe0000000ull) : ::erf(x);
}
double secondNaN(double x, double y, double r) {
  if (!std::isnan(x) || !std::isnan(y))
    return r;
  uint64_t bits;
  std::memcpy(&bits, &y, sizeof(bits));
  return nanBits(bits | 0x0008000000000000ull);
}
double fmodD(double x, double y) { return secondNaN(x, y, ::fmod(x, y)); }
double powD(double x, double y) { return secondNaN(x, y, ::pow(x, y)); }
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
      ENTRY(__wsim_poisoned_store),
      ENTRY(__wsim_prmt),
      ENTRY(__wsim_fns),
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
      ENTRY(__wsim_uninit),
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
      // The fast (approximate, `afn`) variants: libdevice's formulas over
      // the host's functions (fastExpF above).
      F(fast_sinf, ::sinf),
      F(fast_cosf, ::cosf),
      F(fast_tanf, fastTanF),
      F(fast_expf, fastExpF),
      F(fast_logf, fastLogF),
      F(fast_log2f, ::log2f),
      F(fast_log10f, fastLog10F),
      F_2(fast_powf, fastPowF),
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
      D(log10, log10D),
      D(log1p, ::log1p),
      D(sin, ::sin),
      D(cos, ::cos),
      D(tan, ::tan),
      D(asin, asinD),
      D(acos, acosD),
      D(atan, ::atan),
      D(sinh, ::sinh),
      D(cosh, ::cosh),
      D(tanh, ::tanh),
      D(asinh, ::asinh),
      D(acosh, ::acosh),
      D(atanh, atanhD),
      D(fabs, ::fabs),
      D(floor, ::floor),
      D(ceil, ::ceil),
      D(trunc, ::trunc),
      D(round, ::round),
      D(rint, ::rint),
      D(erf, erfD),
      D(erfc, ::erfc),
      D(cbrt, ::cbrt),
      D_2(pow, powD),
      D_2(atan2, ::atan2),
      D_2(fmod, fmodD),
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
