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
// them. Every sum and product is checked: a coefficient or a block number
// that overflows 64 bits rejects the map rather than wrapping into a proof.
//
//===----------------------------------------------------------------------===//

#include "PartitionMap.h"

#include "mlir/IR/AffineExpr.h"
#include "llvm/Support/CheckedArithmetic.h"
#include "llvm/Support/FormatVariadic.h"

#include <unordered_map>
#include <vector>

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
    auto overflows = [&] {
      why = "a coefficient overflows 64 bits";
      return std::nullopt;
    };
    if (expr.getKind() == AffineExprKind::Add) {
      for (int v = 0; v < 3; ++v)
        for (int d = 0; d < 2; ++d) {
          std::optional<int64_t> sum =
              llvm::checkedAdd(l->terms[v][d], r->terms[v][d]);
          if (!sum)
            return overflows();
          out.terms[v][d] = *sum;
        }
      return out;
    }
    for (int lv = 0; lv < 3; ++lv)
      for (int ld = 0; ld < 2; ++ld)
        for (int rv = 0; rv < 3; ++rv)
          for (int rd = 0; rd < 2; ++rd) {
            std::optional<int64_t> c =
                llvm::checkedMul(l->terms[lv][ld], r->terms[rv][rd]);
            if (!c)
              return overflows();
            if (*c == 0)
              continue;
            if ((lv != Poly::One && rv != Poly::One) || ld + rd > 1) {
              why = "it multiplies the program, the iteration or the program "
                    "count with one another beyond (constant + count) * var";
              return std::nullopt;
            }
            int64_t &term = out.terms[lv == Poly::One ? rv : lv][ld + rd];
            std::optional<int64_t> sum = llvm::checkedAdd(term, *c);
            if (!sum)
              return overflows();
            term = *sum;
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

/// `a + b * c`, or nothing on overflow.
static std::optional<int64_t> mulAdd(std::optional<int64_t> a,
                                     std::optional<int64_t> b,
                                     std::optional<int64_t> c) {
  if (!a || !b || !c)
    return std::nullopt;
  std::optional<int64_t> product = llvm::checkedMul(*b, *c);
  return product ? llvm::checkedAdd(*a, *product) : std::nullopt;
}

std::optional<int64_t> LinearPartitionMap::evaluate(int64_t p, int64_t i,
                                                    int64_t programs) const {
  std::optional<int64_t> base = mulAdd(constant[0], constant[1], programs);
  std::optional<int64_t> alpha = mulAdd(program[0], program[1], programs);
  std::optional<int64_t> beta = mulAdd(iteration[0], iteration[1], programs);
  return mulAdd(mulAdd(base, alpha, p), beta, i);
}

/// Looks for two iterations that own one block on grids of up to 64
/// programs.
static std::string findCollision(const LinearPartitionMap &m,
                                 int64_t iterations) {
  int64_t n = std::min<int64_t>(iterations, 64);
  for (int64_t programs = 1; programs <= 64; ++programs) {
    // Any int64 is a block, INT64_MAX included: DenseMap reserves two keys
    // for itself, so an ordinary hash map.
    std::unordered_map<int64_t, std::pair<int64_t, int64_t>> owner;
    for (int64_t p = 0; p < programs; ++p)
      for (int64_t i = 0; i < n; ++i) {
        std::optional<int64_t> block = m.evaluate(p, i, programs);
        if (!block)
          continue; // Past 64 bits; the rule rejects the map anyway.
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
  // The coefficients are non-negative, so sums are compared as "either is
  // positive" and the products with N are checked: one that overflows is
  // larger than any coefficient, which decides the comparison.
  // One iteration: only the programs must differ.
  bool injective = n == 1 ? a0 >= 1 || a1 >= 1 : false;
  if (n > 1 && (b0 >= 1 || b1 >= 1)) {
    // p-major: alpha(P) - beta(P) * N = (a0 - b0 N) + (a1 - b1 N) P >= 0
    // for every P >= 1.
    std::optional<int64_t> b0n = llvm::checkedMul(b0, n);
    std::optional<int64_t> b1n = llvm::checkedMul(b1, n);
    bool pMajor = false;
    if (b0n && b1n) {
      // Differences of two numbers in [0, INT64_MAX] fit.
      int64_t base = a0 - *b0n, slope = a1 - *b1n;
      pMajor = slope >= 0 && (base >= 0 || slope >= -base);
    }
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

static bool checkableExpr(AffineExpr expr, std::string &why) {
  auto bin = dyn_cast<AffineBinaryOpExpr>(expr);
  if (!bin)
    return true;
  switch (expr.getKind()) {
  case AffineExprKind::FloorDiv:
  case AffineExprKind::CeilDiv:
  case AffineExprKind::Mod: {
    auto divisor = dyn_cast<AffineConstantExpr>(bin.getRHS());
    if (!divisor || divisor.getValue() <= 0) {
      why = "it divides by something other than a positive constant";
      return false;
    }
    break;
  }
  default:
    break;
  }
  return checkableExpr(bin.getLHS(), why) && checkableExpr(bin.getRHS(), why);
}

bool tile::isGridCheckable(AffineMap map, std::string &why) {
  bool divides = false;
  for (AffineExpr result : map.getResults())
    result.walk([&](AffineExpr e) {
      divides |= e.getKind() == AffineExprKind::FloorDiv ||
                 e.getKind() == AffineExprKind::CeilDiv ||
                 e.getKind() == AffineExprKind::Mod;
    });
  // Without a division the map is linear or rejected for what linearize
  // says (a product of variables, an overflowing coefficient).
  if (!divides)
    return false;
  if (map.getNumDims() != 2 || map.getNumSymbols() > 1 ||
      map.getNumResults() != 1) {
    why = "it must have the form (program, iteration)[programs] -> (block)";
    return false;
  }
  return checkableExpr(map.getResult(0), why);
}

/// `expr` at (p, i)[programs]; nothing when a part of it is negative or
/// overflows 64 bits (so signed and unsigned division agree on the rest).
static std::optional<int64_t> evaluateExpr(AffineExpr expr, int64_t p,
                                           int64_t i, int64_t programs) {
  switch (expr.getKind()) {
  case AffineExprKind::Constant: {
    int64_t value = cast<AffineConstantExpr>(expr).getValue();
    return value < 0 ? std::nullopt : std::optional<int64_t>(value);
  }
  case AffineExprKind::DimId:
    return cast<AffineDimExpr>(expr).getPosition() == 0 ? p : i;
  case AffineExprKind::SymbolId:
    return programs;
  default:
    break;
  }
  auto bin = cast<AffineBinaryOpExpr>(expr);
  std::optional<int64_t> l = evaluateExpr(bin.getLHS(), p, i, programs);
  std::optional<int64_t> r = evaluateExpr(bin.getRHS(), p, i, programs);
  if (!l || !r)
    return std::nullopt;
  switch (expr.getKind()) {
  case AffineExprKind::Add:
    return llvm::checkedAdd(*l, *r);
  case AffineExprKind::Mul:
    return llvm::checkedMul(*l, *r);
  case AffineExprKind::FloorDiv:
    return *l / *r;
  case AffineExprKind::CeilDiv:
    return *l / *r + (*l % *r != 0);
  default:
    return *l % *r;
  }
}

std::string tile::checkOnGrid(AffineMap map, int64_t programs,
                              int64_t iterations, int64_t blocks) {
  if (blocks > kMaxGridCheckBlocks)
    return llvm::formatv("its {0} blocks are more than the {1} a map with "
                         "floordiv or mod is checked on; write it blocked or "
                         "strided",
                         blocks, kMaxGridCheckBlocks)
        .str();
  // Which (p, i) owns each block; -1 while none does.
  std::vector<int64_t> owner(blocks, -1);
  for (int64_t p = 0; p < programs; ++p)
    for (int64_t i = 0; i < iterations; ++i) {
      std::optional<int64_t> block =
          evaluateExpr(map.getResult(0), p, i, programs);
      if (!block)
        return llvm::formatv("with {0} programs, program {1} at iteration "
                             "{2}: a part of the map is negative or "
                             "overflows 64 bits",
                             programs, p, i)
            .str();
      if (*block >= blocks)
        return llvm::formatv("with {0} programs, program {1} at iteration "
                             "{2} owns block {3}, past the buffer's {4} "
                             "blocks",
                             programs, p, i, *block, blocks)
            .str();
      int64_t &first = owner[*block];
      if (first >= 0)
        return llvm::formatv("it is not injective: with {0} programs, "
                             "program {1} at iteration {2} and program {3} "
                             "at iteration {4} both own block {5}",
                             programs, first / iterations, first % iterations,
                             p, i, *block)
            .str();
      first = p * iterations + i;
    }
  return {};
}
