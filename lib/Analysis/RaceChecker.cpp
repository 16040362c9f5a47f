//===- RaceChecker.cpp - Data races in untyped GPU IR ---------------------===//
//
// Part of warptile. R1-R3 over the accesses RaceForms reads: for each pair of
// accesses to one buffer, at least one a write, the set
//   { (thread1, thread2) : thread1 != thread2, the elements overlap,
//     the guards hold at each, the ids are in range,
//     same block => same barrier epoch }
// as a Presburger set (mlir/Analysis/Presburger), asked for an integer
// point. Products of a thread-dependent value by a run-time size are not
// affine: each is a variable of its own, related across the two threads by
// a case split that every real solution satisfies (a1 = a2 and p1 = p2, or
// a1 > a2 and p1 - p2 >= S, ...), so an empty set proves the pair disjoint.
// A point found is a witness only after the index and guards are evaluated
// again exactly at it; a point that does not survive is an R3.
//
//===----------------------------------------------------------------------===//

#include "warptile/Analysis/RaceChecker.h"
#include "warptile/Analysis/LaneAnalysis.h"
#include "warptile/Analysis/RaceForms.h"
#include "warptile/Analysis/RaceThreads.h"
#include "warptile/Analysis/UndefinedOps.h"
#include "warptile/Analysis/UndefinedPaths.h"
#include "warptile/Analysis/Uniformity.h"

#include "mlir/Analysis/Presburger/IntegerRelation.h"
#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/LLVMIR/NVVMDialect.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/IR/Diagnostics.h"
#include "mlir/IR/Dominance.h"
#include "mlir/Interfaces/FunctionInterfaces.h"
#include "mlir/Interfaces/LoopLikeInterface.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"
#include "llvm/ADT/DenseSet.h"

#include <algorithm>
#include <map>

using namespace mlir;
using namespace mlir::warp;
using namespace mlir::warp::races;
namespace pb = mlir::presburger;

namespace {

/// The most Presburger sets one pair may take (cases of guards, products
/// and thread orders multiplied out).
constexpr unsigned kMaxCases = 4096;

/// One access of a pair: its thread's columns.
struct Side {
  const Access *access;
  unsigned thread; // 0 or 1
};

/// Two threads that collide, with the values of every term at each.
struct Witness {
  std::vector<int64_t> values[2];
};

enum class Verdict { Disjoint, Race, Undecided };

struct Outcome {
  Verdict verdict = Verdict::Disjoint;
  Witness witness;
  std::string why;
};

/// The problem for one pair of accesses.
class PairProblem {
public:
  PairProblem(FormReader &reader, const Access &a, const Access &b, bool self)
      : reader(reader), a(a), b(b), self(self) {}

  /// Asks for a whole group of pairs at once: the last index components
  /// of `a` and `b` lack their constants, and their difference (b's constant
  /// minus a's) ranges over [lo, hi]. solve() then only tells Disjoint from
  /// not (no witness).
  void setDelta(int64_t lo, int64_t hi) { delta = {lo, hi}; }

  Outcome solve();

private:
  /// A linear constraint over the columns, constant last.
  struct Row {
    SmallVector<int64_t, 16> coefs;
    bool equality;
  };
  using Conj = SmallVector<Row, 4>;

  void addTerms(unsigned form, unsigned thread);
  SmallVector<int64_t, 16> row(unsigned form, unsigned thread, int64_t scale = 1);
  SmallVector<int64_t, 16> diff(unsigned f1, unsigned t1, unsigned f2,
                                unsigned t2, int64_t constant = 0);
  Row ge(SmallVector<int64_t, 16> r) { return {std::move(r), false}; }
  Row eq(SmallVector<int64_t, 16> r) { return {std::move(r), true}; }
  void termFacts(unsigned term, unsigned thread, Conj &out);
  Conj constraintsOf(const SmallVector<Constraint, 2> &c, unsigned thread);

  std::optional<std::vector<int64_t>> sample(const Conj &rows,
                                             int64_t bound);
  bool evaluate(const std::vector<int64_t> &point, Witness &w);
  bool holds(unsigned form, unsigned thread, const Witness &w, int64_t &v);
  bool check(const Witness &w, bool sameBlock);
  bool exactWitness(const Conj &rows, const std::vector<int64_t> &point,
                    bool sameBlock, Witness &w);

  FormReader &reader;
  const Access &a, &b;
  bool self;
  /// Column of a term at each thread (uniform terms share one); -1: absent.
  std::map<unsigned, std::array<int, 2>> columns;
  unsigned numColumns = 0;
  SmallVector<unsigned, 8> tids[2], bids[2];
  std::optional<std::pair<int64_t, int64_t>> delta;
  int deltaColumn = -1;

public:
  bool overflow = false;
};

} // namespace

void PairProblem::addTerms(unsigned form, unsigned thread) {
  SmallVector<unsigned> found;
  llvm::DenseMap<unsigned, bool> seen;
  reader.termsOf(form, found, seen);
  for (unsigned t : found) {
    auto &cols = columns.try_emplace(t, std::array<int, 2>{-1, -1})
                     .first->second;
    if (reader.term(t).uniform) {
      if (cols[0] < 0)
        cols[0] = cols[1] = numColumns++;
    } else if (cols[thread] < 0) {
      cols[thread] = numColumns++;
    }
  }
}

SmallVector<int64_t, 16> PairProblem::row(unsigned form, unsigned thread,
                                          int64_t scale) {
  SmallVector<int64_t, 16> r(numColumns + 1, 0);
  const Form &f = reader.form(form);
  for (auto [t, c] : f.terms)
    r[columns.at(t)[thread]] += scale * c;
  r.back() += scale * f.constant;
  return r;
}

SmallVector<int64_t, 16> PairProblem::diff(unsigned f1, unsigned t1,
                                           unsigned f2, unsigned t2,
                                           int64_t constant) {
  SmallVector<int64_t, 16> r = row(f1, t1);
  SmallVector<int64_t, 16> s = row(f2, t2, -1);
  for (unsigned i = 0; i <= numColumns; ++i)
    r[i] += s[i];
  r.back() += constant;
  return r;
}

void PairProblem::termFacts(unsigned id, unsigned thread, Conj &out) {
  const Term &t = reader.term(id);
  int col = columns.at(id)[thread];
  auto unit = [&](int64_t c, int64_t k) {
    SmallVector<int64_t, 16> r(numColumns + 1, 0);
    r[col] = c;
    r.back() = k;
    return r;
  };
  switch (t.kind) {
  case Term::Tid:
  {
    out.push_back(ge(unit(1, 0)));
    SmallVector<int64_t, 16> r = row(reader.blockDimForm(t.dim), thread);
    r[col] -= 1;
    r.back() -= 1;
    out.push_back(ge(r));
    break;
  }
  case Term::Bid: {
    out.push_back(ge(unit(1, 0)));
    SmallVector<int64_t, 16> r = row(reader.gridDimForm(t.dim), thread);
    r[col] -= 1;
    r.back() -= 1;
    out.push_back(ge(r));
    break;
  }
  case Term::Bdim:
    // PTX: 1 <= ntid.x, ntid.y <= 1024, ntid.z <= 64.
    out.push_back(ge(unit(1, -1)));
    out.push_back(ge(unit(-1, t.dim == 2 ? 64 : 1024)));
    break;
  case Term::Gdim:
    out.push_back(ge(unit(1, -1)));
    out.push_back(ge(unit(-1, t.dim == 0 ? 2147483647 : 65535)));
    break;
  case Term::Iter: {
    out.push_back(ge(unit(1, 0)));
    if (t.ub) {
      if (reader.isPositive(t.step))
        out.push_back(ge(diff(*t.ub, thread, t.iv, thread, -1)));
    }
    break;
  }
  case Term::Div: {
    // c * q <= lhs <= c * q + c - 1
    SmallVector<int64_t, 16> r = row(t.lhs, thread);
    r[col] -= t.divisor;
    out.push_back(ge(r));
    SmallVector<int64_t, 16> s = row(t.lhs, thread, -1);
    s[col] += t.divisor;
    s.back() += t.divisor - 1;
    out.push_back(ge(s));
    break;
  }
  case Term::Prod:
    if (reader.isNonNegative(t.lhs) && reader.isPositive(t.rhs)) {
      out.push_back(ge(unit(1, 0)));
      SmallVector<int64_t, 16> r = row(t.lhs, thread, -1);
      r[col] += 1;
      out.push_back(ge(r)); // p >= lhs
    }
    if (t.upper) {
      SmallVector<int64_t, 16> r = row(*t.upper, thread);
      r[col] -= 1;
      out.push_back(ge(r));
    }
    break;
  case Term::UProd:
    if (reader.isPositive(t.lhs) && reader.isPositive(t.rhs)) {
      SmallVector<int64_t, 16> r = row(t.lhs, thread, -1);
      r[col] += 1;
      out.push_back(ge(r));
      SmallVector<int64_t, 16> s = row(t.rhs, thread, -1);
      s[col] += 1;
      out.push_back(ge(s));
    }
    break;
  case Term::Arg:
    break;
  }
}

PairProblem::Conj
PairProblem::constraintsOf(const SmallVector<Constraint, 2> &cs,
                           unsigned thread) {
  Conj out;
  for (const Constraint &c : cs)
    out.push_back({row(c.form, thread), c.equality});
  return out;
}

std::optional<std::vector<int64_t>> PairProblem::sample(const Conj &rows,
                                                        int64_t bound) {
  pb::IntegerPolyhedron poly(pb::PresburgerSpace::getSetSpace(numColumns));
  for (const Row &r : rows) {
    if (r.equality)
      poly.addEquality(r.coefs);
    else
      poly.addInequality(r.coefs);
  }
  if (bound > 0)
    for (unsigned c = 0; c < numColumns; ++c) {
      SmallVector<int64_t, 16> up(numColumns + 1, 0), down(numColumns + 1, 0);
      up[c] = -1;
      up.back() = bound;
      down[c] = 1;
      down.back() = bound;
      poly.addInequality(up);
      poly.addInequality(down);
    }
  std::optional<SmallVector<llvm::DynamicAPInt, 8>> point =
      poly.findIntegerSample();
  if (!point)
    return std::nullopt;
  std::vector<int64_t> out;
  for (const llvm::DynamicAPInt &v : *point) {
    if (v > llvm::DynamicAPInt(INT64_MAX / 4) ||
        v < llvm::DynamicAPInt(INT64_MIN / 4)) {
      overflow = true;
      return std::nullopt;
    }
    out.push_back(int64_t(v));
  }
  return out;
}

bool PairProblem::holds(unsigned form, unsigned thread, const Witness &w,
                        int64_t &v) {
  const Form &f = reader.form(form);
  __int128 sum = f.constant;
  for (auto [t, c] : f.terms)
    sum += __int128(c) * w.values[thread][t];
  if (sum > INT64_MAX / 4 || sum < INT64_MIN / 4)
    return false;
  v = int64_t(sum);
  return true;
}

/// Recomputes every term that is a function of others (products, quotients)
/// exactly from the point's free terms.
bool PairProblem::evaluate(const std::vector<int64_t> &point, Witness &w) {
  for (unsigned s = 0; s < 2; ++s)
    w.values[s].assign(reader.numTerms(), 0);
  for (auto &[t, cols] : columns) // std::map: terms in id order
    for (unsigned s = 0; s < 2; ++s) {
      int col = cols[s];
      if (col < 0)
        continue;
      const Term &term = reader.term(t);
      int64_t l, r;
      switch (term.kind) {
      case Term::Prod:
      case Term::UProd: {
        if (!holds(term.lhs, s, w, l) || !holds(term.rhs, s, w, r))
          return false;
        __int128 p = __int128(l) * r;
        if (p > INT64_MAX / 4 || p < INT64_MIN / 4)
          return false;
        w.values[s][t] = int64_t(p);
        break;
      }
      case Term::Div:
        if (!holds(term.lhs, s, w, l))
          return false;
        w.values[s][t] = l / term.divisor -
                         ((l % term.divisor) < 0 ? 1 : 0);
        break;
      default:
        w.values[s][t] = point[col];
      }
    }
  return true;
}

/// Whether the exact values of `w` satisfy everything the problem states.
bool PairProblem::check(const Witness &w, bool sameBlock) {
  auto geq = [&](unsigned form, unsigned s) {
    int64_t v;
    return holds(form, s, w, v) && v >= 0;
  };
  const Access *acc[2] = {&a, &b};
  for (auto &[t, cols] : columns)
    for (unsigned s = 0; s < 2; ++s) {
      if (cols[s] < 0)
        continue;
      const Term &term = reader.term(t);
      int64_t v = w.values[s][t], bound;
      switch (term.kind) {
      case Term::Tid:
        if (v < 0 || !holds(reader.blockDimForm(term.dim), s, w, bound) ||
            v >= bound)
          return false;
        break;
      case Term::Bid:
        if (v < 0 || !holds(reader.gridDimForm(term.dim), s, w, bound) ||
            v >= bound)
          return false;
        break;
      case Term::Bdim:
      case Term::Gdim:
        if (v < 1)
          return false;
        break;
      case Term::Iter: {
        if (v < 0)
          return false;
        int64_t iv, ub;
        if (term.ub && reader.isPositive(term.step) &&
            (!holds(term.iv, s, w, iv) || !holds(*term.ub, s, w, ub) ||
             iv >= ub))
          return false;
        break;
      }
      default:
        break;
      }
    }
  for (unsigned s = 0; s < 2; ++s)
    for (const Guard &g : acc[s]->guards) {
      bool any = false;
      for (const auto &alt : g) {
        bool all = true;
        for (const Constraint &c : alt) {
          int64_t v;
          if (!holds(c.form, s, w, v) || (c.equality ? v != 0 : v < 0))
            all = false;
        }
        any |= all;
      }
      if (!any)
        return false;
    }
  (void)geq;
  // The elements overlap.
  unsigned n = a.index.size();
  for (unsigned i = 0; i < n; ++i) {
    int64_t x, y;
    if (!holds(a.index[i], 0, w, x) || !holds(b.index[i], 1, w, y))
      return false;
    if (i + 1 < n ? x != y : (x - y > b.size - 1 || y - x > a.size - 1))
      return false;
  }
  // Distinct threads; same block => same epoch.
  bool differ = false, blocksDiffer = false;
  for (unsigned i = 0; i < tids[0].size(); ++i)
    differ |= w.values[0][tids[0][i]] != w.values[1][tids[1][i]];
  for (unsigned i = 0; i < bids[0].size(); ++i)
    blocksDiffer |= w.values[0][bids[0][i]] != w.values[1][bids[1][i]];
  if (!differ && !blocksDiffer)
    return false;
  if (blocksDiffer && a.space == Space::Shared)
    return false;
  if (!blocksDiffer && sameBlock) {
    if (!a.epoch || !b.epoch)
      return false;
    int64_t x, y;
    if (!holds(*a.epoch, 0, w, x) || !holds(*b.epoch, 1, w, y) || x != y)
      return false;
  }
  return true;
}

/// The relaxation's point did not survive: fix the launch-uniform values
/// (sizes, arguments) to the point's, then to small ones, which makes every
/// product linear (p = S * a), and ask again exactly.
bool PairProblem::exactWitness(const Conj &rows,
                               const std::vector<int64_t> &point,
                               bool sameBlock, Witness &w) {
  SmallVector<unsigned> free; // uniform terms no other term computes
  for (auto &[t, cols] : columns) {
    Term::Kind kind = reader.term(t).kind;
    if (kind == Term::Bdim || kind == Term::Gdim || kind == Term::Arg)
      free.push_back(t);
  }
  if (free.size() > 4)
    return false;
  static const int64_t small[] = {1, 2, 3, 4, 5, 6, 8};
  constexpr unsigned numSmall = sizeof(small) / sizeof(small[0]);
  SmallVector<SmallVector<int64_t, 4>> candidates;
  SmallVector<int64_t, 4> own;
  for (unsigned t : free)
    own.push_back(std::max<int64_t>(point[columns.at(t)[0]], 1));
  candidates.push_back(own);
  unsigned combos = 1;
  for (unsigned i = 0; i < free.size(); ++i)
    combos *= numSmall;
  for (unsigned c = 0; c < combos && candidates.size() < 64; ++c) {
    SmallVector<int64_t, 4> values;
    for (unsigned i = 0, r = c; i < free.size(); ++i, r /= numSmall)
      values.push_back(small[r % numSmall]);
    candidates.push_back(values);
  }
  for (const auto &values : candidates) {
    // The uniform terms' values, free ones first, computed ones in order.
    Witness u;
    u.values[0].assign(reader.numTerms(), 0);
    for (unsigned i = 0; i < free.size(); ++i)
      u.values[0][free[i]] = values[i];
    bool ok = true;
    for (auto &[t, cols] : columns) {
      const Term &term = reader.term(t);
      int64_t l = 0, r = 0;
      if (term.kind == Term::UProd) {
        ok &= holds(term.lhs, 0, u, l) && holds(term.rhs, 0, u, r);
        u.values[0][t] = l * r;
      } else if (term.kind == Term::Div && term.uniform) {
        ok &= holds(term.lhs, 0, u, l);
        u.values[0][t] = l / term.divisor - ((l % term.divisor) < 0 ? 1 : 0);
      }
    }
    if (!ok)
      continue;
    Conj fixed = rows;
    for (auto &[t, cols] : columns) {
      const Term &term = reader.term(t);
      if (term.uniform) {
        SmallVector<int64_t, 16> r(numColumns + 1, 0);
        r[cols[0]] = 1;
        r.back() = -u.values[0][t];
        fixed.push_back(eq(r));
      } else if (term.kind == Term::Prod) {
        int64_t size;
        if (!holds(term.rhs, 0, u, size))
          ok = false;
        for (unsigned s = 0; s < 2 && ok; ++s) {
          if (cols[s] < 0)
            continue;
          SmallVector<int64_t, 16> r = row(term.lhs, s, -size);
          r[cols[s]] += 1;
          fixed.push_back(eq(r)); // p = size * lhs
        }
      }
    }
    if (!ok)
      continue;
    std::optional<std::vector<int64_t>> exact;
    for (int64_t bound : {16, 256, 0})
      if ((exact = sample(fixed, bound)))
        break;
    if (exact && evaluate(*exact, w) && check(w, sameBlock))
      return true;
  }
  return false;
}

Outcome PairProblem::solve() {
  const Access *acc[2] = {&a, &b};
  bool shared = a.space == Space::Shared;
  // Columns: every term the two sides read, and every thread and block
  // index of the launch (two threads may differ in one the index ignores).
  for (unsigned s = 0; s < 2; ++s)
    for (unsigned d = 0; d < 3; ++d) {
      if (std::optional<unsigned> t = reader.threadIndexTerm(d))
        tids[s].push_back(*t);
      if (std::optional<unsigned> t = reader.blockIndexTerm(d))
        bids[s].push_back(*t);
    }
  for (unsigned s = 0; s < 2; ++s) {
    const Access *x = acc[s];
    for (unsigned f : x->index)
      addTerms(f, s);
    for (const Guard &g : x->guards)
      for (const auto &alt : g)
        for (const Constraint &c : alt)
          addTerms(c.form, s);
    if (x->epoch)
      addTerms(*x->epoch, s);
  }
  if (delta)
    deltaColumn = numColumns++;
  // Thread and block index terms, with the sizes they depend on.
  for (unsigned s = 0; s < 2; ++s) {
    for (unsigned t : tids[s]) {
      auto &cols =
          columns.try_emplace(t, std::array<int, 2>{-1, -1}).first->second;
      if (cols[s] < 0)
        cols[s] = numColumns++;
      addTerms(reader.blockDimForm(reader.term(t).dim), s);
    }
    for (unsigned t : bids[s]) {
      auto &cols =
          columns.try_emplace(t, std::array<int, 2>{-1, -1}).first->second;
      if (cols[s] < 0)
        cols[s] = numColumns++;
      addTerms(reader.gridDimForm(reader.term(t).dim), s);
    }
  }

  Conj base;
  for (auto &[t, cols] : columns)
    for (unsigned s = 0; s < 2; ++s)
      if (cols[s] >= 0 && (s == 0 || !reader.term(t).uniform))
        termFacts(t, s, base);
  // The elements overlap: equal in all but the last index, within the
  // access sizes in the last.
  unsigned n = a.index.size();
  for (unsigned i = 0; i + 1 < n; ++i)
    base.push_back(eq(diff(a.index[i], 0, b.index[i], 1)));
  base.push_back(ge(diff(b.index[n - 1], 1, a.index[n - 1], 0, b.size - 1)));
  base.push_back(ge(diff(a.index[n - 1], 0, b.index[n - 1], 1, a.size - 1)));
  if (delta) {
    // b - a gains d = (b's constant - a's), lo <= d <= hi.
    base[base.size() - 2].coefs[deltaColumn] = 1;
    base[base.size() - 1].coefs[deltaColumn] = -1;
    SmallVector<int64_t, 16> lo(numColumns + 1, 0), hi(numColumns + 1, 0);
    lo[deltaColumn] = 1;
    lo.back() = -delta->first;
    hi[deltaColumn] = -1;
    hi.back() = delta->second;
    base.push_back(ge(lo));
    base.push_back(ge(hi));
  }
  if (shared)
    for (unsigned i = 0; i < bids[0].size(); ++i) {
      SmallVector<int64_t, 16> r(numColumns + 1, 0);
      r[columns[bids[0][i]][0]] = 1;
      r[columns[bids[1][i]][1]] = -1;
      base.push_back(eq(r));
    }

  // The alternatives, multiplied out: guards, then products, then how the
  // threads differ.
  SmallVector<SmallVector<Conj, 4>, 8> choices;
  for (unsigned s = 0; s < 2; ++s)
    for (const Guard &g : acc[s]->guards) {
      SmallVector<Conj, 4> alts;
      for (const auto &alt : g)
        alts.push_back(constraintsOf(alt, s));
      choices.push_back(std::move(alts));
    }
  bool products = false;
  for (auto &[t, cols] : columns) {
    const Term &term = reader.term(t);
    if (term.kind != Term::Prod || cols[0] < 0 || cols[1] < 0)
      continue;
    products = true;
    SmallVector<int64_t, 16> p = diff(reader.constantForm(0), 0,
                                      reader.constantForm(0), 0);
    p[cols[0]] = 1;
    p[cols[1]] = -1; // p1 - p2
    SmallVector<int64_t, 16> lhs = diff(term.lhs, 0, term.lhs, 1); // a1 - a2
    SmallVector<int64_t, 16> size = row(term.rhs, 0);
    auto plus = [&](SmallVector<int64_t, 16> x, const SmallVector<int64_t, 16> &y,
                    int64_t k, int64_t c) {
      for (unsigned i = 0; i <= numColumns; ++i)
        x[i] += k * y[i];
      x.back() += c;
      return x;
    };
    auto neg = [&](SmallVector<int64_t, 16> x) {
      for (int64_t &v : x)
        v = -v;
      return x;
    };
    SmallVector<Conj, 4> alts;
    auto signCases = [&](int sign, Conj pre) {
      // sign of S; a1 = a2 => p1 = p2; a1 > a2 => (p1 - p2) * sign >= |S|.
      Conj same = pre;
      same.push_back(eq(lhs));
      same.push_back(eq(p));
      alts.push_back(same);
      Conj above = pre;
      above.push_back(ge(plus(lhs, lhs, 0, -1)));
      above.push_back(ge(sign > 0 ? plus(p, size, -1, 0)
                                  : plus(neg(p), size, 1, 0)));
      alts.push_back(above);
      Conj below = pre;
      below.push_back(ge(plus(neg(lhs), lhs, 0, -1)));
      below.push_back(ge(sign > 0 ? plus(neg(p), size, -1, 0)
                                  : plus(p, size, 1, 0)));
      alts.push_back(below);
    };
    if (reader.isPositive(term.rhs)) {
      signCases(1, {});
    } else {
      Conj zero{eq(size)};
      SmallVector<int64_t, 16> p1 = p, p2 = p;
      std::fill(p1.begin(), p1.end(), 0);
      std::fill(p2.begin(), p2.end(), 0);
      p1[cols[0]] = 1;
      p2[cols[1]] = 1;
      zero.push_back(eq(p1));
      zero.push_back(eq(p2));
      alts.push_back(zero);
      signCases(1, {ge(plus(size, size, 0, -1))});
      signCases(-1, {ge(plus(neg(size), size, 0, -1))});
    }
    choices.push_back(std::move(alts));
  }
  // Thread 1 before thread 2 in (bid z, y, x, tid z, y, x) order, or after
  // (a pair of one access with itself is symmetric: before suffices).
  SmallVector<std::pair<unsigned, unsigned>> order; // (term at 0, at 1)
  if (!shared)
    for (int i = bids[0].size() - 1; i >= 0; --i)
      order.push_back({bids[0][i], bids[1][i]});
  unsigned firstThread = order.size();
  for (int i = tids[0].size() - 1; i >= 0; --i)
    order.push_back({tids[0][i], tids[1][i]});
  SmallVector<Conj, 4> distinct;
  SmallVector<bool, 4> sameBlockCase;
  for (int dir = 0; dir < (self ? 1 : 2); ++dir)
    for (unsigned i = 0; i < order.size(); ++i) {
      Conj c;
      for (unsigned j = 0; j < i; ++j) {
        SmallVector<int64_t, 16> r(numColumns + 1, 0);
        r[columns[order[j].first][0]] = 1;
        r[columns[order[j].second][1]] = -1;
        c.push_back(eq(r));
      }
      SmallVector<int64_t, 16> r(numColumns + 1, 0);
      int sign = dir == 0 ? 1 : -1; // t2 - t1 - 1 >= 0, or t1 - t2 - 1
      r[columns[order[i].first][0]] = -sign;
      r[columns[order[i].second][1]] = sign;
      r.back() = -1;
      c.push_back(ge(r));
      // Equal blocks are in the prefix: block indices come first.
      bool sameBlock = shared || i >= firstThread;
      if (sameBlock && a.epoch && b.epoch)
        c.push_back(eq(diff(*a.epoch, 0, *b.epoch, 1)));
      distinct.push_back(std::move(c));
      sameBlockCase.push_back(sameBlock);
    }

  unsigned total = distinct.size();
  for (auto &alts : choices) {
    total *= std::max<size_t>(alts.size(), 1);
    if (total > kMaxCases) {
      Outcome out;
      out.verdict = Verdict::Undecided;
      out.why = "the guards and products split into more than " +
                std::to_string(kMaxCases) + " cases";
      return out;
    }
  }
  Outcome result;
  std::string unconfirmed;
  SmallVector<unsigned, 8> pick(choices.size(), 0);
  bool emptyChoice = llvm::any_of(choices, [](auto &alts) { return alts.empty(); });
  if (emptyChoice || distinct.empty())
    return result; // a guard that is false, or a single thread
  while (true) {
    for (unsigned d = 0; d < distinct.size(); ++d) {
      Conj rows = base;
      for (unsigned i = 0; i < choices.size(); ++i)
        rows.append(choices[i][pick[i]].begin(), choices[i][pick[i]].end());
      rows.append(distinct[d].begin(), distinct[d].end());
      std::optional<std::vector<int64_t>> point = sample(rows, 0);
      if (!point)
        continue;
      if (delta) {
        result.verdict = Verdict::Undecided;
        return result;
      }
      // Prefer a small witness.
      for (int64_t bound : {2, 4, 8, 16, 64, 256, 4096})
        if (std::optional<std::vector<int64_t>> small = sample(rows, bound)) {
          point = small;
          break;
        }
      Witness w;
      bool sameBlock = sameBlockCase[d];
      if ((evaluate(*point, w) && check(w, sameBlock)) ||
          (products && exactWitness(rows, *point, sameBlock, w))) {
        result.verdict = Verdict::Race;
        result.witness = std::move(w);
        // An approximation (a guard not read, an unknown epoch) makes the
        // point possibly unreal: then only an R3.
        SmallVector<std::string> approx(a.approximations);
        approx.append(b.approximations.begin(), b.approximations.end());
        if (sameBlock && (!a.epoch || !b.epoch))
          approx.push_back(!a.epoch ? a.epochWhy : b.epochWhy);
        if (!approx.empty()) {
          result.verdict = Verdict::Undecided;
          result.why = "it approximates " + approx.front();
        }
        return result;
      }
      if (sameBlock && (!a.epoch || !b.epoch))
        unconfirmed = "it cannot order the accesses by barriers: " +
                      (!a.epoch ? a.epochWhy : b.epochWhy);
      else if (unconfirmed.empty())
        unconfirmed = products ? "the index multiplies run-time values (not "
                                 "affine) and no collision was confirmed"
                               : "no collision was confirmed at the point "
                                 "the solver found";
    }
    unsigned i = 0;
    for (; i < choices.size(); ++i) {
      if (++pick[i] < choices[i].size())
        break;
      pick[i] = 0;
    }
    if (i == choices.size())
      break;
  }
  if (!unconfirmed.empty() || overflow) {
    result.verdict = Verdict::Undecided;
    result.why = unconfirmed.empty() ? "the numbers grow past 64 bits"
                                     : unconfirmed;
  }
  return result;
}

//===----------------------------------------------------------------------===//
// The checker
//===----------------------------------------------------------------------===//

struct RaceChecker::Impl {
  Impl(Operation *root, bool warningsAsErrors)
      : root(root), uniformity(root, {}, sharing(postDominance)),
        active(uniformity, &postDominance),
        warningsAsErrors(warningsAsErrors) {}

  /// The uniformity analysis and ActiveLanes build each region's
  /// post-dominator tree once, into one cache.
  static warptile::UniformityOptions sharing(PostDominanceInfo &trees) {
    warptile::UniformityOptions options;
    options.postDominance = &trees;
    return options;
  }

  Operation *root;
  PostDominanceInfo postDominance;
  warptile::UniformityInfo uniformity;
  ActiveLanes active;
  /// The ops a thread makes the program undefined by reaching, with one
  /// ValueFacts for the run.
  warptile::UndefinedPaths undefinedPaths;
  bool warningsAsErrors;
  unsigned errors = 0;

  InFlightDiagnostic warn(Operation *op) {
    if (warningsAsErrors) {
      ++errors;
      return op->emitError();
    }
    return op->emitWarning();
  }

  void checkKernel(Operation *kernel);
  void checkUndefinedPaths(Operation *kernel);
  std::string describe(FormReader &reader, const Access &x, unsigned s,
                       const Witness &w);
};

/// `(b=(x,y,z), t=(x,y,z))` of one thread of a witness.
static std::string threadOf(FormReader &reader, const Witness &w, unsigned s) {
  int64_t b[3] = {0, 0, 0}, t[3] = {0, 0, 0};
  for (unsigned d = 0; d < 3; ++d) {
    if (std::optional<unsigned> id = reader.blockIndexTerm(d))
      b[d] = w.values[s][*id];
    if (std::optional<unsigned> id = reader.threadIndexTerm(d))
      t[d] = w.values[s][*id];
  }
  return "(b=(" + std::to_string(b[0]) + "," + std::to_string(b[1]) + "," +
         std::to_string(b[2]) + "), t=(" + std::to_string(t[0]) + "," +
         std::to_string(t[1]) + "," + std::to_string(t[2]) + "))";
}

static int64_t valueOf(FormReader &reader, unsigned form, const Witness &w,
                       unsigned s) {
  const Form &f = reader.form(form);
  int64_t v = f.constant;
  for (auto [t, c] : f.terms)
    v += c * w.values[s][t];
  return v;
}

/// Whether a witness's two threads are lanes of one warp of one block.
static bool sameWarp(FormReader &reader, const Witness &w) {
  int64_t linear[2] = {0, 0};
  for (unsigned s = 0; s < 2; ++s) {
    int64_t scale = 1;
    for (unsigned d = 0; d < 3; ++d) {
      int64_t t = 0;
      if (std::optional<unsigned> id = reader.threadIndexTerm(d))
        t = w.values[s][*id];
      linear[s] += t * scale;
      scale *= valueOf(reader, reader.blockDimForm(d), w, s);
    }
  }
  for (unsigned d = 0; d < 3; ++d)
    if (std::optional<unsigned> id = reader.blockIndexTerm(d))
      if (w.values[0][*id] != w.values[1][*id])
        return false;
  return linear[0] / 32 == linear[1] / 32;
}

static std::string locationOf(Operation *op) {
  std::string where;
  llvm::raw_string_ostream os(where);
  op->getLoc().print(os);
  return where;
}

/// The element a witness's first thread touches: `5`, `(1, 2)` for a
/// memref of rank 2, or `5` (byte offset 20 / 4) for pointers.
static std::string elementOf(FormReader &reader, const Access &x,
                             const Witness &w, unsigned s) {
  std::string out;
  if (x.bytes) {
    int64_t offset = valueOf(reader, x.index[0], w, s);
    if (offset % x.size == 0)
      return std::to_string(offset / x.size);
    return "at byte " + std::to_string(offset);
  }
  if (x.index.size() == 1)
    return std::to_string(valueOf(reader, x.index[0], w, s));
  out = "(";
  for (unsigned i = 0; i < x.index.size(); ++i)
    out += (i ? ", " : "") + std::to_string(valueOf(reader, x.index[i], w, s));
  return out + ")";
}

/// The launch a witness needs: sizes and the arguments the index reads.
static std::string launchOf(FormReader &reader, const Witness &w) {
  std::string out;
  auto size = [&](unsigned form) {
    return std::to_string(valueOf(reader, form, w, 0));
  };
  out = " (launch: blockDim=(" + size(reader.blockDimForm(0)) + "," +
        size(reader.blockDimForm(1)) + "," + size(reader.blockDimForm(2)) +
        "), gridDim=(" + size(reader.gridDimForm(0)) + "," +
        size(reader.gridDimForm(1)) + "," + size(reader.gridDimForm(2)) + ")";
  for (unsigned t = 0; t < reader.numTerms(); ++t) {
    const Term &term = reader.term(t);
    if (term.kind == Term::Arg && isa<BlockArgument>(term.value))
      out += ", " + term.name + "=" + std::to_string(w.values[0][t]);
  }
  return out + ")";
}

/// Whether `op` may order memory accesses in a way the checker does not
/// model: a fence (llvm.fence, __threadfence's membar/fence intrinsics, an
/// nvvm fence op, inline `fence`/`membar` PTX), a barrier the engines do
/// not count, or an atomic access with
/// acquire or release semantics (a flag protocol's half; memref's atomics,
/// which lower to acq_rel ones, included). Relaxed atomics
/// and volatile accesses order nothing by themselves (PTX ISA, "Memory
/// Consistency Model"), so they are not counted.
static bool mayHoldSync(CallOpInterface call, unsigned depth);
static bool isUnmodelledSync(Operation *op, unsigned depth = 0) {
  auto ordered = [](LLVM::AtomicOrdering o) {
    return o == LLVM::AtomicOrdering::acquire ||
           o == LLVM::AtomicOrdering::release ||
           o == LLVM::AtomicOrdering::acq_rel ||
           o == LLVM::AtomicOrdering::seq_cst;
  };
  // memref's atomics carry no ordering of their own and lower to acq_rel
  // llvm.atomicrmw / cmpxchg (--finalize-memref-to-llvm).
  if (isa<LLVM::FenceOp, memref::AtomicRMWOp, memref::GenericAtomicRMWOp>(op))
    return true;
  if (auto load = dyn_cast<LLVM::LoadOp>(op))
    return ordered(load.getOrdering());
  if (auto store = dyn_cast<LLVM::StoreOp>(op))
    return ordered(store.getOrdering());
  if (auto rmw = dyn_cast<LLVM::AtomicRMWOp>(op))
    return ordered(rmw.getOrdering());
  if (auto cas = dyn_cast<LLVM::AtomicCmpXchgOp>(op))
    return ordered(cas.getSuccessOrdering()) ||
           ordered(cas.getFailureOrdering());
  // A barrier the engines do not count (a named barrier, one with a thread
  // count, bar.arrive, or one spelled in inline PTX) may order the pair:
  // the ISA's producer/consumer pattern (bar.arrive, bar.sync) orders a
  // write before a read without a block barrier (issue 27 round 37).
  if (isa<NVVM::BarrierOp, NVVM::BarrierArriveOp>(op))
    return !races::isBlockBarrier(op);
  if (auto call = dyn_cast<LLVM::CallIntrinsicOp>(op)) {
    StringRef name = call.getIntrin();
    return name.starts_with("llvm.nvvm.membar") ||
           name.starts_with("llvm.nvvm.fence") ||
           (name.starts_with("llvm.nvvm.barrier") &&
            !races::isBlockBarrier(op));
  }
  if (auto as = dyn_cast<LLVM::InlineAsmOp>(op)) {
    StringRef text = as.getAsmString();
    return text.contains("fence") || text.contains("membar") ||
           text.contains(".acquire") || text.contains(".release") ||
           text.contains("bar.") || text.contains("barrier.");
  }
  // A call of a function that may synchronise (a barrier, a fence, an
  // ordered atomic, through the functions it calls): the engines do not
  // follow callees, so a `__syncthreads()` in a helper orders the pair
  // as far as they know only maybe (issue 27 round 46). A declaration
  // may too, but for libdevice, vprintf and the allocator.
  if (auto call = dyn_cast<CallOpInterface>(op)) {
    auto symbol =
        dyn_cast_if_present<SymbolRefAttr>(call.getCallableForCallee());
    if (!symbol)
      return true;
    StringRef callee = symbol.getLeafReference().getValue();
    if (callee.starts_with("__nv_") || callee.starts_with("llvm.") ||
        llvm::is_contained({StringRef("vprintf"), StringRef("malloc"),
                            StringRef("free")},
                           callee))
      return false;
    return mayHoldSync(call, depth);
  }
  StringRef name = op->getName().getStringRef();
  return name.starts_with("nvvm.") &&
         (name.contains("fence") || name.contains("membar"));
}

static bool mayHoldSync(CallOpInterface call, unsigned depth) {
  auto callee = dyn_cast_or_null<FunctionOpInterface>(call.resolveCallable());
  if (!callee || callee.isExternal() || depth >= 8)
    return true;
  return callee
      ->walk([&](Operation *inner) {
        return isa<gpu::BarrierOp, NVVM::Barrier0Op>(inner) ||
                       races::isBlockBarrier(inner) ||
                       isUnmodelledSync(inner, depth + 1)
                   ? WalkResult::interrupt()
                   : WalkResult::advance();
      })
      .wasInterrupted();
}

/// Whether `value` is the same on every thread of every block of a launch
/// of `kernel`: computed without memory from constants and the kernel's
/// arguments only.
static bool isGridUniform(Value value, Operation *kernel) {
  SmallVector<Value> work{value};
  llvm::DenseSet<Value> seen;
  while (!work.empty()) {
    Value v = work.pop_back_val();
    if (!seen.insert(v).second)
      continue;
    if (seen.size() > 256)
      return false;
    if (auto argument = dyn_cast<BlockArgument>(v)) {
      Block *owner = argument.getOwner();
      if (owner->isEntryBlock() && owner->getParentOp() == kernel)
        continue;
      return false;
    }
    Operation *def = v.getDefiningOp();
    if (def->hasTrait<OpTrait::ConstantLike>())
      continue;
    if (!def->isRegistered() || def->getNumOperands() == 0 ||
        def->getNumRegions() != 0 || !isMemoryEffectFree(def))
      return false;
    work.append(def->operand_begin(), def->operand_end());
  }
  return true;
}

/// An op that a thread makes the program undefined by reaching (a store to
/// null, an `unreachable`, an assume the checker cannot show true, ...), in
/// the kernel or a function it calls: LLVM deletes the path to it and folds
/// the thread tests that lead there (`if (tid != 0) unreachable; if (tid ==
/// 0) out[0] = lane` stores on every thread: issue 27 round 54 h7). The
/// checker reads the guards as written, so such a kernel is never passed:
/// R3 at the op.
void RaceChecker::Impl::checkUndefinedPaths(Operation *kernel) {
  SmallVector<Operation *> functions{kernel};
  llvm::DenseSet<Operation *> visited{kernel};
  while (!functions.empty()) {
    Operation *function = functions.pop_back_val();
    warptile::UndefinedScope scope{
        [&](Value condition) {
          return function == kernel && isGridUniform(condition, kernel);
        }};
    function->walk([&](Operation *op) {
      if (auto call = dyn_cast<CallOpInterface>(op))
        if (auto callee = dyn_cast_if_present<FunctionOpInterface>(
                warptile::calledFunction(call));
            callee && !callee.isExternal() && visited.size() < 64 &&
            visited.insert(callee).second)
          functions.push_back(callee);
      std::optional<warptile::UndefinedFinding> finding =
          undefinedPaths.find(op, scope);
      if (!finding)
        return;
      InFlightDiagnostic diag = warn(op);
      diag << "R3: cannot decide whether the kernel races: ";
      warptile::UndefinedPaths::describe(diag, op, *finding, "threads");
      diag << ": LLVM deletes the path to it and folds the thread tests "
              "that lead there, which the race checker does not follow";
    });
  }
}

void RaceChecker::Impl::checkKernel(Operation *kernel) {
  FormReader reader(kernel, active);
  SmallVector<Access, 0> accesses;
  SmallVector<std::pair<Operation *, std::string>> opaque;
  reader.collect(accesses, opaque);
  // Program order (pre-order) of the kernel's ops, and the synchronisation
  // the checker does not model, by position.
  llvm::DenseMap<Operation *, unsigned> position;
  std::vector<std::pair<unsigned, Operation *>> syncs;
  kernel->walk<WalkOrder::PreOrder>([&](Operation *op) {
    unsigned at = position.size();
    position[op] = at;
    if (isUnmodelledSync(op))
      syncs.push_back({at, op});
  });
  // The first such op strictly between two accesses in program order: the
  // pair may be ordered by it (a fence and a flag between a producer's write
  // and a consumer's read), which the checker cannot tell.
  auto syncBetween = [&](Operation *a, Operation *b) -> Operation * {
    unsigned pa = position.lookup(a), pb = position.lookup(b);
    if (pa > pb)
      std::swap(pa, pb);
    auto it = std::upper_bound(
        syncs.begin(), syncs.end(), std::make_pair(pa, (Operation *)nullptr),
        [](const auto &l, const auto &r) { return l.first < r.first; });
    if (it != syncs.end() && it->first < pb)
      return it->second;
    return nullptr;
  };
  // Whether an op may run more than once in a thread: inside a loop op, or
  // in a block of a CFG cycle (at any level).
  llvm::DenseMap<Block *, bool> cyclic;
  auto blockInCycle = [&](Block *block) {
    auto [it, inserted] = cyclic.try_emplace(block, false);
    if (!inserted)
      return it->second;
    SmallVector<Block *> stack(block->getSuccessors().begin(),
                               block->getSuccessors().end());
    llvm::DenseSet<Block *> seen;
    bool found = false;
    while (!stack.empty() && !found) {
      Block *b = stack.pop_back_val();
      if (b == block)
        found = true;
      else if (seen.insert(b).second)
        stack.append(b->getSuccessors().begin(), b->getSuccessors().end());
    }
    return cyclic[block] = found;
  };
  auto inCycle = [&](Operation *op) {
    for (Operation *at = op; at && at != kernel; at = at->getParentOp()) {
      if (at != op && isa<LoopLikeOpInterface>(at))
        return true;
      if (at->getBlock() && blockInCycle(at->getBlock()))
        return true;
    }
    return false;
  };
  for (auto &[op, why] : opaque)
    warn(op) << "R3: cannot decide whether this op races because " << why;
  checkUndefinedPaths(kernel);

  // R3s that the per-thread engine may still decide (kernels that declare
  // their block size): held back, by buffer, until it has run.
  bool declared = warptile::knownBlockSize(kernel).has_value();
  struct Deferred {
    Operation *op;
    const void *base;
    std::string message;
  };
  std::vector<Deferred> deferred;
  auto defer = [&](Operation *op, const void *base, std::string message) {
    if (declared)
      deferred.push_back({op, base, std::move(message)});
    else
      warn(op) << message;
  };
  // Ops with a finding already emitted.
  llvm::DenseSet<Operation *> reported;
  // A __syncwarp of the kernel, if any.
  Operation *warpSync = nullptr;
  kernel->walk([&](Operation *op) {
    if (!warpSync && isWarpSync(op))
      warpSync = op;
  });

  // Accesses by buffer; the ones the reader could not follow.
  std::map<const void *, SmallVector<const Access *>> byBase;
  // An atomic access conflicts only with plain ones: what each buffer (and
  // the kernel, for accesses the reader could not follow to a buffer) has
  // of plain accesses, plain writes and writes of any kind.
  bool anyWrite = false, anyPlain = false, anyPlainWrite = false;
  llvm::DenseSet<const void *> written, plain, plainWritten;
  for (const Access &x : accesses) {
    anyWrite |= x.write;
    anyPlain |= !x.atomic;
    anyPlainWrite |= x.write && !x.atomic;
    if (!x.base)
      continue;
    if (x.write)
      written.insert(x.base);
    if (!x.atomic)
      plain.insert(x.base);
    if (x.write && !x.atomic)
      plainWritten.insert(x.base);
  }
  for (const Access &x : accesses) {
    if (!x.failure.empty()) {
      // An atomic one matters only against plain accesses (writes, for an
      // atomic read) of its buffer.
      bool conflicts =
          !x.atomic ? (x.write || (x.base ? written.contains(x.base) : anyWrite))
          : x.write ? (x.base ? plain.contains(x.base) : anyPlain)
                    : (x.base ? plainWritten.contains(x.base) : anyPlainWrite);
      if (!conflicts)
        continue;
      if (x.write)
        defer(x.op, x.base,
              std::string("R3: cannot decide whether this ") +
                  (x.atomic ? "atomic access" : "store") + " races because " +
                  x.failure);
      else
        defer(x.op, x.base,
              "R3: cannot decide whether this load reads an element "
              "another thread writes because " +
                  x.failure);
      continue;
    }
    byBase[x.base].push_back(&x);
  }

  // Pairs with the same question share the answer.
  std::map<std::string, Outcome> cache;
  auto keyOf = [&](const Access &x) {
    std::string k = std::to_string(x.size) + (x.write ? "w" : "r") +
                    (x.atomic ? "a" : "") +
                    (x.space == Space::Shared ? "s" : "g") + ":";
    for (unsigned f : x.index)
      k += std::to_string(f) + ",";
    k += "|";
    for (const Guard &g : x.guards) {
      for (const auto &alt : g) {
        for (const Constraint &c : alt)
          k += std::to_string(c.form) + (c.equality ? "=" : ">");
        k += "/";
      }
      k += ";";
    }
    k += "|" + (x.epoch ? std::to_string(*x.epoch) : "?" + x.epochWhy);
    for (const std::string &s : x.approximations)
      k += "|" + s;
    return k;
  };
  llvm::DenseSet<Operation *> flagged;
  for (auto &[base, list] : byBase) {
    SmallVector<std::string> keys;
    auto run = [&](const Access &x0, const Access &y0, bool self) -> Outcome {
      // One op that no thread runs twice, with an epoch the checker cannot
      // count: under the trusted assumption that every barrier is reached
      // by all threads of the block (C4), two threads of a block run it
      // after the same barriers, in one epoch. Its pair with itself is then
      // exact.
      Access same;
      const Access *px = &x0, *py = &y0;
      if (self && x0.op == y0.op && !x0.epoch && !inCycle(x0.op)) {
        same = x0;
        same.epoch = reader.constantForm(0);
        same.epochWhy.clear();
        px = py = &same;
      }
      const Access &x = *px, &y = *py;
      std::string key = keyOf(x) + "#" + keyOf(y) + (self ? "#s" : "#p");
      auto it = cache.find(key);
      if (it != cache.end())
        return it->second;
      PairProblem problem(reader, x, y, self);
      Outcome out = problem.solve();
      cache[key] = out;
      return out;
    };
    auto report = [&](const Access &x, const Access &y, const Outcome &out,
                      bool readWrite) {
      // x: the first thread's access; y: the second's. Reported at the
      // write, with a note at the other access.
      const Access &at = readWrite ? y : x;
      if (!flagged.insert(at.op).second)
        return;
      Operation *sync =
          out.verdict == Verdict::Undecided ? nullptr : syncBetween(x.op, y.op);
      if (sync) {
        std::string where;
        llvm::raw_string_ostream os(where);
        sync->getLoc().print(os);
        warn(at.op) << "R3: cannot decide whether this "
                    << (readWrite ? "store races with a load" : "store races")
                    << " because the two accesses may be ordered by "
                    << sync->getName().getStringRef() << " at " << where
                    << ", which the checker does not model (fences, "
                       "release/acquire, flag protocols, and barriers it does "
                       "not count or a callee holds)";
        reported.insert(at.op);
        return;
      }
      // The affine engine does not count __syncwarps: two lanes of one warp
      // of one block may be ordered by one, which only the per-thread engine
      // tells.
      if (out.verdict == Verdict::Race && warpSync &&
          sameWarp(reader, out.witness)) {
        defer(at.op, at.base,
              std::string("R3: cannot decide whether this ") +
                  (readWrite ? "store races with a load" : "store races") +
                  " because threads " + threadOf(reader, out.witness, 0) +
                  " and " + threadOf(reader, out.witness, 1) +
                  " are lanes of one warp, which the __syncwarp at " +
                  locationOf(warpSync) + " may order");
        return;
      }
      if (out.verdict == Verdict::Undecided) {
        defer(at.op, at.base,
              std::string("R3: cannot decide whether this ") +
                  (readWrite ? "store races with a load" : "store races") +
                  " because " + out.why);
        return;
      }
      reported.insert(at.op);
      ++errors;
      std::string t1 = threadOf(reader, out.witness, 0);
      std::string t2 = threadOf(reader, out.witness, 1);
      InFlightDiagnostic diag = at.op->emitError();
      if (!readWrite)
        diag << "R1: two threads write one element; threads " << t1 << " and "
             << t2 << " both write element " << elementOf(reader, x, out.witness, 0)
             << " of " << x.buffer << launchOf(reader, out.witness);
      else
        diag << "R2: a thread reads an element another thread writes with no "
                "barrier between; thread "
             << t1 << (x.atomic ? " reads atomically" : " reads") << " and thread "
             << t2 << (y.atomic ? " writes atomically" : " writes") << " element "
             << elementOf(reader, x, out.witness, 0) << " of " << x.buffer
             << launchOf(reader, out.witness);
      if (!readWrite && (x.atomic || y.atomic))
        diag << "; an atomic write does not order a plain access of the "
                "same element";
      if (readWrite && (x.atomic || y.atomic))
        diag << "; an atomic access does not order a plain access of the "
                "same element";
      if (x.op != y.op)
        diag.attachNote(readWrite ? x.op->getLoc() : y.op->getLoc())
            << (readWrite ? "the read" : "the other write");
    };
    // Accesses whose last index differs only by a constant (unrolled code:
    // out[base + 0], out[base + 1], ...) form a group; a pair of groups is
    // asked once with the constants' difference as a variable, and only a
    // pair of groups that may collide is asked access by access.
    struct Group {
      Access shape; // the last index without its constant
      SmallVector<std::pair<const Access *, int64_t>> members;
    };
    std::vector<Group> groups;
    std::map<std::string, unsigned> groupOf;
    for (const Access *x : list) {
      Access shape = *x;
      int64_t c = reader.form(x->index.back()).constant;
      shape.index.back() =
          reader.addForms(x->index.back(), reader.constantForm(-c));
      std::string key = keyOf(shape);
      auto [it, inserted] = groupOf.try_emplace(key, groups.size());
      if (inserted)
        groups.push_back({shape, {}});
      groups[it->second].members.push_back({x, c});
    }
    SmallVector<std::pair<unsigned, unsigned>> collideList;
    auto range = [](const Group &g) {
      int64_t lo = INT64_MAX, hi = INT64_MIN;
      for (auto &m : g.members)
        lo = std::min(lo, m.second), hi = std::max(hi, m.second);
      return std::pair{lo, hi};
    };
    for (unsigned gi = 0; gi < groups.size(); ++gi)
      for (unsigned gj = 0; gj < groups.size(); ++gj) {
        Group &g = groups[gi], &h = groups[gj];
        // (write, write) pairs once; (read, write) pairs with the read first.
        if (!h.shape.write || (g.shape.write && gj < gi))
          continue;
        // Atomic accesses do not race with each other, only with plain ones.
        if (g.shape.atomic && h.shape.atomic)
          continue;
        auto [glo, ghi] = range(g);
        auto [hlo, hhi] = range(h);
        bool groupsDisjoint = false;
        if (g.members.size() > 1 || h.members.size() > 1) {
          PairProblem problem(reader, g.shape, h.shape, false);
          problem.setDelta(hlo - ghi, hhi - glo);
          groupsDisjoint = problem.solve().verdict == Verdict::Disjoint;
        }
        if (groupsDisjoint)
          continue;
        collideList.push_back({gi, gj});
      }
    // Writes with writes, then reads with writes, group pair by group pair
    // (program order within each group).
    for (bool readWrite : {false, true})
      for (auto [gi, gj] : collideList) {
        const Group &g = groups[gi], &h = groups[gj];
        if (g.shape.write == readWrite)
          continue;
        for (unsigned i = 0; i < g.members.size(); ++i)
          for (unsigned j = gi == gj && !readWrite ? i : 0;
               j < h.members.size(); ++j) {
            const Access *x = g.members[i].first, *y = h.members[j].first;
            if (readWrite ? flagged.contains(y->op)
                          : flagged.contains(x->op) && flagged.contains(y->op))
              continue;
            Outcome out = run(*x, *y, x == y);
            if (out.verdict != Verdict::Disjoint)
              report(*x, *y, out, readWrite);
          }
      }
  }
  if (deferred.empty())
    return;

  // The per-thread engine, for the buffers the affine one left undecided.
  bool singleBlock = true;
  for (unsigned d = 0; d < 3; ++d) {
    const Form &g = reader.form(reader.gridDimForm(d));
    singleBlock &= g.terms.empty() && g.constant == 1;
  }
  ThreadVerdicts threads = checkByThreads(kernel, accesses, singleBlock);
  // The buffers the engine decides in place of the affine engine's R3s: an
  // R3 of a buffer it decided, or of an access whose pointer only it could
  // follow (every buffer it reaches decided).
  llvm::DenseSet<const void *> pending;
  llvm::DenseSet<Operation *> settled;
  bool completed = !threads.why.count(nullptr);
  for (const Deferred &d : deferred) {
    if (d.base) {
      if (threads.decided.contains(d.base)) {
        pending.insert(d.base);
        settled.insert(d.op);
      }
      continue;
    }
    if (!completed || threads.unfollowed.contains(d.op))
      continue;
    auto bases = threads.resolvedBases.lookup(d.op);
    if (!llvm::all_of(
            bases, [&](const void *b) { return threads.decided.contains(b); }))
      continue;
    pending.insert(bases.begin(), bases.end());
    settled.insert(d.op);
  }
  auto coords = [](const std::array<int64_t, 3> &t) {
    return "(b=(0,0,0), t=(" + std::to_string(t[0]) + "," +
           std::to_string(t[1]) + "," + std::to_string(t[2]) + "))";
  };
  for (const ThreadConflict &c : threads.conflicts) {
    const Access &x = *c.first, &y = *c.second;
    if (!pending.contains(x.base))
      continue;
    bool readWrite = !x.write;
    const Access &at = readWrite ? y : x;
    // One finding per op; the affine engine's errors stand.
    if (!reported.insert(at.op).second)
      continue;
    std::string element;
    if (x.bytes) {
      element = c.element[0] % x.size == 0
                    ? std::to_string(c.element[0] / x.size)
                    : "at byte " + std::to_string(c.element[0]);
    } else if (c.element.size() == 1) {
      element = std::to_string(c.element[0]);
    } else {
      element = "(";
      for (unsigned i = 0; i < c.element.size(); ++i)
        element += (i ? ", " : "") + std::to_string(c.element[i]);
      element += ")";
    }
    std::string t1 = coords(c.threads[0]), t2 = coords(c.threads[1]);
    const std::array<int64_t, 3> &b = threads.blockDim;
    std::string launch = " (launch: blockDim=(" + std::to_string(b[0]) + "," +
                         std::to_string(b[1]) + "," + std::to_string(b[2]) +
                         "), gridDim=(1,1,1))";
    std::string what = readWrite ? "store races with a load" : "store races";
    if (Operation *sync = syncBetween(x.op, y.op)) {
      std::string where;
      llvm::raw_string_ostream os(where);
      sync->getLoc().print(os);
      warn(at.op) << "R3: cannot decide whether this " << what
                  << " because the two accesses may be ordered by "
                  << sync->getName().getStringRef() << " at " << where
                  << ", which the checker does not model (fences, "
                     "release/acquire, flag protocols, and barriers it does "
                     "not count or a callee holds)";
      continue;
    }
    if (!c.uncertain.empty()) {
      warn(at.op) << "R3: cannot decide whether this " << what << " because "
                  << c.uncertain << " (threads " << t1 << " and " << t2
                  << ", element " << element << " of " << x.buffer << ")";
      continue;
    }
    ++errors;
    InFlightDiagnostic diag = at.op->emitError();
    if (!readWrite)
      diag << "R1: two threads write one element; threads " << t1 << " and "
           << t2 << " both write element " << element << " of " << x.buffer
           << launch;
    else
      diag << "R2: a thread reads an element another thread writes with no "
              "barrier between; thread "
           << t1 << (x.atomic ? " reads atomically" : " reads")
           << " and thread " << t2
           << (y.atomic ? " writes atomically" : " writes") << " element "
           << element << " of " << x.buffer << launch;
    if (x.atomic || y.atomic)
      diag << "; an atomic access does not order a plain access of the "
              "same element";
    if (x.op != y.op)
      diag.attachNote(readWrite ? x.op->getLoc() : y.op->getLoc())
          << (readWrite ? "the read" : "the other write");
  }
  // What neither engine decided.
  for (const Deferred &d : deferred) {
    if (settled.contains(d.op))
      continue;
    auto why = threads.why.find(d.base);
    if (why == threads.why.end())
      why = threads.why.find(nullptr);
    InFlightDiagnostic diag = warn(d.op);
    diag << d.message;
    if (why != threads.why.end())
      diag << " (per-thread check: " << why->second << ")";
    else if (!d.base)
      diag << " (per-thread check: the access is not followed to its "
              "buffer either)";
    else if (!threads.decided.contains(d.base))
      diag << " (per-thread check: the buffer is global and the launch may "
              "have several blocks)";
  }
}

RaceChecker::RaceChecker(Operation *root, bool warningsAsErrors)
    : impl(std::make_unique<Impl>(root, warningsAsErrors)) {}

RaceChecker::~RaceChecker() = default;

unsigned RaceChecker::run() {
  SmallVector<Operation *> kernels;
  impl->root->walk([&](FunctionOpInterface func) {
    if (warptile::isKernelFunction(func) && !func.isExternal())
      kernels.push_back(func);
  });
  for (Operation *kernel : kernels)
    impl->checkKernel(kernel);
  // Kernels still inside a host function are not read: say so.
  impl->root->walk([&](gpu::LaunchOp launch) {
    bool writes = false;
    launch.getBody().walk([&](Operation *op) {
      if (isa<memref::StoreOp, LLVM::StoreOp>(op))
        writes = true;
    });
    if (writes)
      impl->warn(launch) << "R3: cannot decide whether this gpu.launch races "
                            "because the checker reads kernels only: outline "
                            "it first (--gpu-kernel-outlining)";
  });
  return impl->errors;
}
