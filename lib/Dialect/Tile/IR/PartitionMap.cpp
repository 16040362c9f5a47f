//===- PartitionMap.cpp - Injectivity of mapped partitions ----------------===//
//
// Part of warptile.
//
// T2 must hold for every grid, because the kernel is verified before the
// launch decides how many programs there are. The map is read as a linear
// form in p and i whose coefficients may grow with P; it is injective on
// [0, P) x [0, N) for all P when one variable's stride covers the other's
// whole range (mixed radix): p-major, alpha >= beta * N, or i-major,
// beta >= alpha * P. That accepts the blocked (p * N + i) and strided
// (i * P + p) schedules and their spread-out variants. A map outside that
// class is rejected, with two colliding iterations when small grids show
// them.
//
//===----------------------------------------------------------------------===//

#include "PartitionMap.h"

#include "mlir/IR/AffineExpr.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/Support/CheckedArithmetic.h"
#include "llvm/Support/FormatVariadic.h"

using namespace mlir;
using namespace mlir::tile;

namespace {
/// A polynomial over {1, p, i} x {1, P}: terms[var][degree of P].
struct Poly {
  int64_t terms[3][2] = {{0, 0}, {0, 0}, {0, 0}};
  enum { One = 0, P = 1, I = 2 };
};
} // namespace

static std::optional<Poly> toPoly(AffineExpr expr, std::string &why) {
  Poly out;
  switch (expr.getKind()) {
  case AffineExprKind::Constant:
    out.terms[Poly::One][0] = cast<AffineConstantExpr>(expr).getValue();
    return out;
  case AffineExprKind::DimId:
    out.terms[cast<AffineDimExpr>(expr).getPosition() == 0 ? Poly::P
                                                           : Poly::I][0] = 1;
    return out;
  case AffineExprKind::SymbolId:
    out.terms[Poly::One][1] = 1;
    return out;
  case AffineExprKind::Add:
  case AffineExprKind::Mul: {
    auto bin = cast<AffineBinaryOpExpr>(expr);
    std::optional<Poly> l = toPoly(bin.getLHS(), why);
    std::optional<Poly> r = toPoly(bin.getRHS(), why);
    if (!l || !r)
      return std::nullopt;
    if (expr.getKind() == AffineExprKind::Add) {
      for (int v = 0; v < 3; ++v)
        for (int d = 0; d < 2; ++d)
          out.terms[v][d] = l->terms[v][d] + r->terms[v][d];
      return out;
    }
    for (int lv = 0; lv < 3; ++lv)
      for (int ld = 0; ld < 2; ++ld)
        for (int rv = 0; rv < 3; ++rv)
          for (int rd = 0; rd < 2; ++rd) {
            int64_t c = l->terms[lv][ld] * r->terms[rv][rd];
            if (c == 0)
              continue;
            if ((lv != Poly::One && rv != Poly::One) || ld + rd > 1) {
              why = "it multiplies the program, the iteration or the program "
                    "count with one another beyond (constant + count) * var";
              return std::nullopt;
            }
            out.terms[lv == Poly::One ? rv : lv][ld + rd] += c;
          }
    return out;
  }
  default:
    why = "it uses floordiv, ceildiv or mod";
    return std::nullopt;
  }
}

std::optional<LinearPartitionMap> tile::linearize(AffineMap map,
                                                  std::string &why) {
  if (map.getNumDims() != 2 || map.getNumSymbols() > 1 ||
      map.getNumResults() != 1) {
    why = "it must have the form (program, iteration)[programs] -> (block)";
    return std::nullopt;
  }
  std::optional<Poly> poly = toPoly(map.getResult(0), why);
  if (!poly)
    return std::nullopt;
  LinearPartitionMap out;
  for (int d = 0; d < 2; ++d) {
    out.constant[d] = poly->terms[Poly::One][d];
    out.program[d] = poly->terms[Poly::P][d];
    out.iteration[d] = poly->terms[Poly::I][d];
  }
  return out;
}

int64_t LinearPartitionMap::evaluate(int64_t p, int64_t i,
                                     int64_t programs) const {
  return constant[0] + constant[1] * programs +
         (program[0] + program[1] * programs) * p +
         (iteration[0] + iteration[1] * programs) * i;
}

/// LinearPartitionMap::evaluate, or std::nullopt when the block overflows
/// int64 (a wrapped block would show collisions that do not exist).
static std::optional<int64_t> evaluateChecked(const LinearPartitionMap &m,
                                              int64_t p, int64_t i,
                                              int64_t programs) {
  auto term = [&](const int64_t coeff[2],
                  int64_t var) -> std::optional<int64_t> {
    if (std::optional<int64_t> c =
            llvm::checkedMulAdd(coeff[1], programs, coeff[0]))
      return llvm::checkedMul(*c, var);
    return std::nullopt;
  };
  std::optional<int64_t> c = term(m.constant, 1), a = term(m.program, p),
                         b = term(m.iteration, i);
  if (!c || !a || !b)
    return std::nullopt;
  if (std::optional<int64_t> ab = llvm::checkedAdd(*a, *b))
    return llvm::checkedAdd(*c, *ab);
  return std::nullopt;
}

/// Looks for two iterations that own one block on grids of up to 64
/// programs.
static std::string findCollision(const LinearPartitionMap &m,
                                 int64_t iterations) {
  int64_t n = std::min<int64_t>(iterations, 64);
  for (int64_t programs = 1; programs <= 64; ++programs) {
    llvm::DenseMap<int64_t, std::pair<int64_t, int64_t>> owner;
    for (int64_t p = 0; p < programs; ++p)
      for (int64_t i = 0; i < n; ++i) {
        std::optional<int64_t> block = evaluateChecked(m, p, i, programs);
        if (!block)
          return {};
        auto [it, inserted] = owner.try_emplace(*block, p, i);
        if (inserted)
          continue;
        auto [q, j] = it->second;
        return llvm::formatv("with {0} program{1}, program {2} at iteration "
                             "{3} and program {4} at iteration {5} both own "
                             "block {6}",
                             programs, programs == 1 ? "" : "s", q, j, p, i,
                             it->first)
            .str();
      }
  }
  return {};
}

std::string tile::checkInjective(const LinearPartitionMap &m,
                                 int64_t iterations) {
  for (int d = 0; d < 2; ++d)
    if (m.constant[d] < 0 || m.program[d] < 0 || m.iteration[d] < 0)
      return "its coefficients must be non-negative, so that blocks start "
             "at 0 and grow with the program and the iteration";
  auto [a0, a1] = std::pair(m.program[0], m.program[1]);
  auto [b0, b1] = std::pair(m.iteration[0], m.iteration[1]);
  int64_t n = iterations;
  // One iteration: only the programs must differ.
  bool injective = n == 1 ? a0 >= 1 || a1 >= 1 : false;
  if (n > 1 && (b0 >= 1 || b1 >= 1)) {
    // p-major: alpha(P) >= beta(P) * N for every P >= 1, i.e. the slope
    // a1 - b1 * N and the value at P = 1 are non-negative. Coefficients so
    // large that this overflows int64 are not shown injective: a wrapped
    // product would accept maps that collide.
    auto minusTimesN = [n](int64_t a, int64_t b) -> std::optional<int64_t> {
      if (std::optional<int64_t> bn = llvm::checkedMul(b, n))
        return a - *bn; // cannot overflow: a >= 0, bn >= 0
      return std::nullopt;
    };
    std::optional<int64_t> slope = minusTimesN(a1, b1);
    std::optional<int64_t> start = minusTimesN(a0, b0);
    std::optional<int64_t> atOne =
        slope && start ? llvm::checkedAdd(*start, *slope) : std::nullopt;
    bool pMajor = slope && atOne && *slope >= 0 && *atOne >= 0;
    // i-major: beta(P) >= alpha * P for every P >= 1 (alpha constant).
    bool iMajor = a1 == 0 && a0 >= 1 && b1 >= a0;
    injective = pMajor || iMajor;
  }
  if (injective)
    return {};
  std::string collision = findCollision(m, iterations);
  if (!collision.empty())
    return "it is not injective: " + collision;
  return "it is not shown injective for every number of programs; write it "
         "blocked (p * N + i) or strided (i * P + p)";
}
