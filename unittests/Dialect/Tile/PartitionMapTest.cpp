//===- PartitionMapTest.cpp - Tests of T2's injectivity decision ----------===//
//
// Part of warptile. checkInjective decides, before any launch, that a map
// (p, i)[P] -> block gives every program its own blocks on every grid. Its
// decisions are cross-checked here against brute force (enumerate every
// program and iteration of grids of 1..64 programs and look for two that own
// one block) and against an exact per-grid criterion, over every map with
// small coefficients.
//
//===----------------------------------------------------------------------===//

#include "PartitionMap.h"

#include "mlir/IR/AffineExpr.h"
#include "mlir/IR/MLIRContext.h"
#include "llvm/Support/raw_ostream.h"

#include "gtest/gtest.h"

#include <cstdio>
#include <map>
#include <set>
#include <numeric>

using namespace mlir;
using namespace mlir::tile;

namespace {

LinearPartitionMap makeMap(std::array<int64_t, 2> constant,
                           std::array<int64_t, 2> program,
                           std::array<int64_t, 2> iteration) {
  LinearPartitionMap m;
  for (int d = 0; d < 2; ++d) {
    m.constant[d] = constant[d];
    m.program[d] = program[d];
    m.iteration[d] = iteration[d];
  }
  return m;
}

std::string describe(const LinearPartitionMap &m, int64_t iterations) {
  char buf[160];
  std::snprintf(buf, sizeof(buf),
                "(%lld + %lld*P) + (%lld + %lld*P)*p + (%lld + %lld*P)*i over "
                "%lld iterations",
                (long long)m.constant[0], (long long)m.constant[1],
                (long long)m.program[0], (long long)m.program[1],
                (long long)m.iteration[0], (long long)m.iteration[1],
                (long long)iterations);
  return buf;
}

/// Two (program, iteration) pairs that own one block on a grid.
struct Collision {
  int64_t programs, p0, i0, p1, i1, block;
};

/// Brute force on one grid: every program and iteration, the first two that
/// own one block.
std::optional<Collision> bruteOnGrid(const LinearPartitionMap &m,
                                     int64_t iterations, int64_t programs) {
  std::map<int64_t, std::pair<int64_t, int64_t>> owner;
  for (int64_t p = 0; p < programs; ++p)
    for (int64_t i = 0; i < iterations; ++i) {
      int64_t block = m.constant[0] + m.constant[1] * programs +
                      (m.program[0] + m.program[1] * programs) * p +
                      (m.iteration[0] + m.iteration[1] * programs) * i;
      auto [it, inserted] = owner.emplace(block, std::pair(p, i));
      if (!inserted)
        return Collision{programs, it->second.first, it->second.second, p, i,
                         block};
    }
  return std::nullopt;
}

/// Exact on one grid: alpha * p + beta * i is injective on [0, P) x [0, N)
/// iff alpha * dp + beta * di = 0 has no solution with |dp| < P, |di| < N
/// but the zero one; its smallest is (beta, -alpha) / gcd(alpha, beta).
bool injectiveOnGrid(const LinearPartitionMap &m, int64_t iterations,
                     int64_t programs) {
  int64_t alpha = m.program[0] + m.program[1] * programs;
  int64_t beta = m.iteration[0] + m.iteration[1] * programs;
  if (alpha == 0 && programs > 1)
    return false;
  if (beta == 0 && iterations > 1)
    return false;
  if (alpha == 0 || beta == 0)
    return true;
  int64_t g = std::gcd(alpha, beta);
  return beta / g >= programs || alpha / g >= iterations;
}

const char *kNotShown = "it is not shown injective for every number of "
                        "programs; write it blocked (p * N + i) or strided "
                        "(i * P + p)";

/// Parses "it is not injective: with P programs, program q at iteration j
/// and program p at iteration i both own block b".
std::optional<Collision> parseCollision(const std::string &why) {
  Collision c;
  long long v[6];
  int used = -1;
  std::sscanf(why.c_str(),
              "it is not injective: with %lld program%*[s], program %lld at "
              "iteration %lld and program %lld at iteration %lld both own "
              "block %lld%n",
              &v[0], &v[1], &v[2], &v[3], &v[4], &v[5], &used);
  if (used != int(why.size())) {
    // One program: "program" without the plural s.
    used = -1;
    std::sscanf(why.c_str(),
                "it is not injective: with %lld program, program %lld at "
                "iteration %lld and program %lld at iteration %lld both own "
                "block %lld%n",
                &v[0], &v[1], &v[2], &v[3], &v[4], &v[5], &used);
    if (used != int(why.size()) || v[0] != 1)
      return std::nullopt;
  }
  c = {v[0], v[1], v[2], v[3], v[4], v[5]};
  return c;
}

//===----------------------------------------------------------------------===//
// Cross-check against brute force
//===----------------------------------------------------------------------===//

TEST(PartitionMapTest, DecisionsAgreeWithBruteForce) {
  constexpr int64_t kBrutePrograms = 64, kExactPrograms = 4096;
  unsigned accepted = 0, collisions = 0, notShown = 0, notShownButInjective = 0;
  for (std::array<int64_t, 2> constant :
       {std::array<int64_t, 2>{0, 0}, std::array<int64_t, 2>{5, 2}})
    for (int64_t a0 = 0; a0 <= 3; ++a0)
      for (int64_t a1 = 0; a1 <= 3; ++a1)
        for (int64_t b0 = 0; b0 <= 4; ++b0)
          for (int64_t b1 = 0; b1 <= 3; ++b1)
            for (int64_t n : {1, 2, 3, 4, 5, 8}) {
              LinearPartitionMap m = makeMap(constant, {a0, a1}, {b0, b1});
              std::string where = describe(m, n);
              std::string why = checkInjective(m, n);
              // The first grid of up to kBrutePrograms programs with a
              // collision; the exact criterion agrees with brute force on
              // every grid (a map may collide on 2 programs and not on 3).
              std::optional<Collision> brute;
              for (int64_t programs = 1; programs <= kBrutePrograms;
                   ++programs) {
                std::optional<Collision> here = bruteOnGrid(m, n, programs);
                ASSERT_EQ(injectiveOnGrid(m, n, programs), !here)
                    << where << " on " << programs << " programs";
                if (here && !brute)
                  brute = here;
              }
              int64_t firstBad = 0;
              for (int64_t programs = 1; programs <= kExactPrograms; ++programs)
                if (!injectiveOnGrid(m, n, programs)) {
                  firstBad = programs;
                  break;
                }

              if (why.empty()) {
                // Accepted: no grid has a collision.
                ++accepted;
                EXPECT_EQ(firstBad, 0)
                    << where << " is accepted but collides on " << firstBad
                    << " programs";
                continue;
              }
              if (brute) {
                // Rejected with a collision: a real one, on the smallest grid
                // that has one.
                ++collisions;
                std::optional<Collision> got = parseCollision(why);
                ASSERT_TRUE(got) << where << ": " << why;
                EXPECT_EQ(got->programs, brute->programs)
                    << where << ": " << why;
                EXPECT_TRUE(got->p0 != got->p1 || got->i0 != got->i1) << why;
                for (auto [p, i] : {std::pair(got->p0, got->i0),
                                    std::pair(got->p1, got->i1)}) {
                  EXPECT_TRUE(p >= 0 && p < got->programs && i >= 0 && i < n)
                      << where << ": " << why;
                  EXPECT_EQ(m.evaluate(p, i, got->programs), got->block)
                      << where << ": " << why;
                }
                continue;
              }
              // Rejected without a collision on small grids: the map lies
              // outside the mixed-radix class T2 decides.
              ++notShown;
              EXPECT_EQ(why, kNotShown) << where;
              EXPECT_TRUE(firstBad == 0 || firstBad > kBrutePrograms) << where;
              notShownButInjective += firstBad == 0;
            }
  // Every kind of answer occurs.
  EXPECT_GT(accepted, 100u);
  EXPECT_GT(collisions, 100u);
  EXPECT_GT(notShown, 0u);
  // T2 decides the mixed-radix class only (TileRationale.md): e.g. 3p + 2i
  // over 2 iterations is injective on every grid but neither blocked nor
  // strided, so it is "not shown"; the count says how many such maps are.
  std::printf("accepted %u, collisions %u, not shown %u (of which injective "
              "on all grids up to %lld: %u)\n",
              accepted, collisions, notShown, (long long)kExactPrograms,
              notShownButInjective);
}

//===----------------------------------------------------------------------===//
// Named maps
//===----------------------------------------------------------------------===//

TEST(PartitionMapTest, AcceptsBlockedAndStridedSchedules) {
  for (int64_t n : {1, 2, 7, 64, 1000}) {
    // blocked: p * N + i
    EXPECT_EQ(checkInjective(makeMap({0, 0}, {n, 0}, {1, 0}), n), "") << n;
    // strided: i * P + p
    EXPECT_EQ(checkInjective(makeMap({0, 0}, {1, 0}, {0, 1}), n), "") << n;
    // spread out: 2 * (p * N + i) + 3, and i * (P + 1) + p + P
    EXPECT_EQ(checkInjective(makeMap({3, 0}, {2 * n, 0}, {2, 0}), n), "") << n;
    EXPECT_EQ(checkInjective(makeMap({0, 1}, {1, 0}, {1, 1}), n), "") << n;
    // p-major with a stride growing with the grid: p * N * P + i
    EXPECT_EQ(checkInjective(makeMap({0, 0}, {0, n}, {1, 0}), n), "") << n;
  }
  // One iteration: any map that separates the programs.
  EXPECT_EQ(checkInjective(makeMap({0, 0}, {1, 0}, {0, 0}), 1), "");
  EXPECT_EQ(checkInjective(makeMap({4, 0}, {0, 1}, {7, 7}), 1), "");
}

TEST(PartitionMapTest, RejectsCollisionsWithThePair) {
  // p + i: on 2 programs, program 0 at iteration 1 and program 1 at
  // iteration 0 both own block 1.
  EXPECT_EQ(checkInjective(makeMap({0, 0}, {1, 0}, {1, 0}), 4),
            "it is not injective: with 2 programs, program 0 at iteration 1 "
            "and program 1 at iteration 0 both own block 1");
  // Blocked for 2 iterations, run for 3.
  EXPECT_EQ(checkInjective(makeMap({0, 0}, {2, 0}, {1, 0}), 3),
            "it is not injective: with 2 programs, program 0 at iteration 2 "
            "and program 1 at iteration 0 both own block 2");
  // The iteration is ignored: one program collides with itself.
  EXPECT_EQ(checkInjective(makeMap({3, 0}, {1, 0}, {0, 0}), 2),
            "it is not injective: with 1 program, program 0 at iteration 0 "
            "and program 0 at iteration 1 both own block 3");
  // The program is ignored.
  EXPECT_EQ(checkInjective(makeMap({0, 0}, {0, 0}, {1, 0}), 1),
            "it is not injective: with 2 programs, program 0 at iteration 0 "
            "and program 1 at iteration 0 both own block 0");
}

TEST(PartitionMapTest, RejectsNegativeCoefficients) {
  // (P - 1) * p + i is injective for N = 1 but negative as written.
  for (LinearPartitionMap m :
       {makeMap({-1, 0}, {1, 0}, {0, 1}), makeMap({0, 0}, {-1, 1}, {0, 0}),
        makeMap({0, 0}, {1, 0}, {2, -1})})
    EXPECT_EQ(checkInjective(m, 1),
              "its coefficients must be non-negative, so that blocks start "
              "at 0 and grow with the program and the iteration");
}

TEST(PartitionMapTest, HugeCoefficientsDoNotWrap) {
  // p + 3 * 2^61 * i over 2 iterations: p-major needs alpha = 1 >= beta * 2,
  // which a wrapped beta * 2 = -2^62 would satisfy; the map collides on
  // 3 * 2^61 + 1 programs (program 3 * 2^61 at iteration 0, program 0 at
  // iteration 1).
  int64_t beta = int64_t(3) << 61;
  EXPECT_EQ(checkInjective(makeMap({0, 0}, {1, 0}, {beta, 0}), 2), kNotShown);
  // P * p + 3 * 2^61 * P * i: the same on the slope; and on 8 programs the
  // wrapped beta is 0, which would report a collision that does not exist.
  EXPECT_EQ(checkInjective(makeMap({0, 0}, {0, 1}, {0, beta}), 2), kNotShown);
  // p + 2^62 * i over 5 iterations: iterations 0 and 4 would wrap to one
  // block; the search must not report that pair.
  EXPECT_EQ(checkInjective(makeMap({0, 0}, {1, 0}, {int64_t(1) << 62, 0}), 5),
            kNotShown);
  // Large but representable coefficients still decide exactly.
  int64_t big = int64_t(1) << 40;
  EXPECT_EQ(checkInjective(makeMap({0, 0}, {big * 4, 0}, {big, 0}), 4), "");
  EXPECT_EQ(checkInjective(makeMap({0, 0}, {1, 0}, {0, big}), 1000), "");
}

//===----------------------------------------------------------------------===//
// Reading AffineMaps
//===----------------------------------------------------------------------===//

TEST(PartitionMapTest, Linearize) {
  MLIRContext ctx;
  AffineExpr p = getAffineDimExpr(0, &ctx), i = getAffineDimExpr(1, &ctx),
             progs = getAffineSymbolExpr(0, &ctx);
  auto read = [&](AffineExpr e, unsigned dims = 2, unsigned syms = 1) {
    std::string why;
    std::optional<LinearPartitionMap> m =
        linearize(AffineMap::get(dims, syms, e), why);
    EXPECT_EQ(m.has_value(), why.empty()) << why;
    return std::pair(m, why);
  };

  // i * P + p
  auto [strided, why1] = read(i * progs + p);
  ASSERT_TRUE(strided);
  EXPECT_EQ(describe(*strided, 1),
            describe(makeMap({0, 0}, {1, 0}, {0, 1}), 1));
  // (2 + P) * p + 3 * i + P + 5
  auto [mixed, why2] = read((progs + 2) * p + i * 3 + progs + 5);
  ASSERT_TRUE(mixed);
  EXPECT_EQ(describe(*mixed, 1), describe(makeMap({5, 1}, {2, 1}, {3, 0}), 1));
  // Evaluating the linear form agrees with MLIR's own folding of the map.
  AffineExpr expr = (progs + 2) * p + i * 3 + progs + 5;
  for (int64_t P = 1; P < 5; ++P)
    for (int64_t pp = 0; pp < P; ++pp)
      for (int64_t ii = 0; ii < 3; ++ii) {
        AffineExpr folded = expr.replaceDimsAndSymbols(
            {getAffineConstantExpr(pp, &ctx), getAffineConstantExpr(ii, &ctx)},
            {getAffineConstantExpr(P, &ctx)});
        ASSERT_TRUE(isa<AffineConstantExpr>(folded));
        EXPECT_EQ(mixed->evaluate(pp, ii, P),
                  cast<AffineConstantExpr>(folded).getValue());
      }

  EXPECT_EQ(read(p.floorDiv(2) + i).second, "it uses floordiv, ceildiv or mod");
  EXPECT_EQ(read(p % 4 + i).second, "it uses floordiv, ceildiv or mod");
  const char *product = "it multiplies the program, the iteration or the "
                        "program count with one another beyond (constant + "
                        "count) * var";
  EXPECT_EQ(read(p * i).second, product);
  EXPECT_EQ(read(p * progs * progs + i).second, product);
  const char *shape =
      "it must have the form (program, iteration)[programs] -> (block)";
  EXPECT_EQ(read(p, 1, 1).second, shape);
  EXPECT_EQ(read(p + i, 2, 2).second, shape);
  std::string why;
  EXPECT_FALSE(linearize(AffineMap::get(2, 1, {p, i}, &ctx), why));
  EXPECT_EQ(why, shape);
  // No symbol: the count never appears.
  auto [plain, why3] = read(p * 4 + i, 2, 0);
  ASSERT_TRUE(plain);
  EXPECT_EQ(describe(*plain, 1), describe(makeMap({0, 0}, {4, 0}, {1, 0}), 1));
}

} // namespace

// Maps with floordiv and mod are checked on one grid (checkOnGrid, at
// tile.partition): its decision agrees with MLIR's own folding of the map
// for every grid of a family of grouped and swizzled maps, and Triton's
// grouped order is accepted wherever its groups divide the rows.
TEST(PartitionMapTest, GridCheckAgreesWithFolding) {
  MLIRContext ctx;
  AffineExpr p = getAffineDimExpr(0, &ctx), i = getAffineDimExpr(1, &ctx),
             progs = getAffineSymbolExpr(0, &ctx);
  std::vector<AffineExpr> family;
  // Divisors from 2 (MLIR folds a division by 1 away).
  for (int64_t a = 2; a <= 5; ++a)
    for (int64_t b = 1; b <= 3; ++b) {
      AffineExpr q = i * progs + p;
      family.push_back((q % a) * b + q.floorDiv(a));
      family.push_back(q.floorDiv(a) * a + q % a);
      family.push_back((p % a) * 3 + p.floorDiv(a) + i * b);
      family.push_back(q.ceilDiv(a) + q % b);
      family.push_back((q.floorDiv(a * b) * b + q % b) * a +
                       (q % (a * b)).floorDiv(b));
    }
  int accepted = 0, rejected = 0;
  for (AffineExpr expr : family) {
    AffineMap map = AffineMap::get(2, 1, expr);
    std::string why;
    ASSERT_TRUE(isGridCheckable(map, why)) << why;
    for (int64_t programs = 1; programs <= 6; ++programs)
      for (int64_t iterations = 1; iterations <= 3; ++iterations) {
        int64_t blocks = programs * iterations;
        std::set<int64_t> seen;
        bool fits = true;
        for (int64_t pp = 0; pp < programs; ++pp)
          for (int64_t ii = 0; ii < iterations; ++ii) {
            AffineExpr folded = expr.replaceDimsAndSymbols(
                {getAffineConstantExpr(pp, &ctx),
                 getAffineConstantExpr(ii, &ctx)},
                {getAffineConstantExpr(programs, &ctx)});
            int64_t block = cast<AffineConstantExpr>(folded).getValue();
            fits &= block >= 0 && block < blocks && seen.insert(block).second;
          }
        std::string result = checkOnGrid(map, programs, iterations, blocks);
        std::string text;
        llvm::raw_string_ostream os(text);
        map.print(os);
        EXPECT_EQ(result.empty(), fits)
            << "map " << text << " with "
            << programs << " programs, " << iterations
            << " iterations: " << result;
        (fits ? accepted : rejected)++;
      }
  }
  // The family holds both kinds, so neither answer is vacuous.
  EXPECT_GT(accepted, 100);
  EXPECT_GT(rejected, 100);

  // Triton's grouped order: G block rows at a time, column by column, on
  // an R x C grid of blocks with G dividing R.
  for (int64_t rows : {4, 8, 16})
    for (int64_t cols : {1, 3, 8})
      for (int64_t group : {1, 2, 4}) {
        AffineExpr grouped =
            (p.floorDiv(group * cols) * group + p % group) * cols +
            (p % (group * cols)).floorDiv(group);
        EXPECT_EQ(checkOnGrid(AffineMap::get(2, 1, grouped), rows * cols, 1,
                              rows * cols),
                  "");
      }
  // One block too few is seen.
  EXPECT_NE(checkOnGrid(AffineMap::get(2, 1, p % 7), 8, 1, 8), "");
}
