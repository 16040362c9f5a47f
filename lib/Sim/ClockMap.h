//===- ClockMap.h - Persistent maps from threads to clocks ------*- C++ -*-===//
//
// Part of warptile. The race check's knowledge of other threads' clocks
// (HappensBefore.cpp) as a persistent map: a 32-ary trie over grid-wide
// thread numbers whose nodes are shared between maps and copied only on
// the path a change takes. So copying a map (a release snapshots what its
// thread knows), acquiring one (a thread that knew nothing takes the
// released map itself) and joining two versions of one map (an atomic
// update continues the release sequence it read from) cost the nodes
// that differ, not the number of threads known: many blocks updating one
// address with acq_rel atomics are linear in the updates, where copying a
// vector clock at each was quadratic.
//
// One OS thread runs the simulator, so the reference counts are plain
// integers.
//
//===----------------------------------------------------------------------===//

#ifndef WARPTILE_LIB_SIM_CLOCKMAP_H
#define WARPTILE_LIB_SIM_CLOCKMAP_H

#include <cstddef>
#include <cstdint>

namespace warptile {
namespace sim {
namespace detail {

/// Grid-wide thread number -> clock; absent threads have clock 0. The
/// join of two maps takes the larger clock of each thread.
class ClockMap {
public:
  ClockMap() = default;
  ClockMap(const ClockMap &other) : root(other.root) { retain(root); }
  ClockMap(ClockMap &&other) noexcept : root(other.root) {
    other.root = nullptr;
  }
  ClockMap &operator=(const ClockMap &other) {
    retain(other.root);
    release(root);
    root = other.root;
    return *this;
  }
  ClockMap &operator=(ClockMap &&other) noexcept {
    if (this != &other) {
      release(root);
      root = other.root;
      other.root = nullptr;
    }
    return *this;
  }
  ~ClockMap() { release(root); }

  bool empty() const { return !root; }
  void clear() {
    release(root);
    root = nullptr;
  }
  /// The clock of `gid` (0 if absent).
  uint32_t get(uint32_t gid) const;
  /// Raises the clock of `gid` to at least `clock`.
  void raise(uint32_t gid, uint32_t clock);
  /// Raises every clock to at least the other map's.
  void join(const ClockMap &other);
  /// Raises the clocks of gids base .. base + n - 1 to at least clocks[i].
  void joinDense(uint32_t base, const uint32_t *clocks, uint32_t n);
  /// Calls f(gid, clock) for every non-zero clock, in gid order.
  template <typename F> void forEach(F f) const {
    if (root)
      visit(root, 0, f);
  }
  bool sameAs(const ClockMap &other) const { return root == other.root; }

private:
  struct Node {
    uint32_t refs = 1;
    /// log2 of the gids one slot covers: 0 in a leaf (a clock per slot),
    /// 5, 10, ... in inner nodes (a child per slot).
    uint32_t shift = 0;
    union {
      Node *kids[32];
      uint32_t clocks[32];
    };
  };
  static void retain(Node *n) {
    if (n)
      ++n->refs;
  }
  static void release(Node *n);
  static Node *make(uint32_t shift);
  static size_t payload(uint32_t shift);
  /// `n` itself if only this path holds it, else a copy (a reference to
  /// `n` moves to the copy's holder).
  static Node *unique(Node *n);
  /// `n` (a new reference) under new roots up to `shift`.
  static Node *lift(Node *n, uint32_t shift);
  /// The join of a and b (same shift), a new reference; a or b itself
  /// when it already covers the other.
  static Node *joinNodes(Node *a, Node *b);
  template <typename F> static void visit(const Node *n, uint32_t base, F &f) {
    for (uint32_t i = 0; i < 32; ++i) {
      uint32_t gid = base + (i << n->shift);
      if (n->shift == 0) {
        if (n->clocks[i])
          f(gid, n->clocks[i]);
      } else if (n->kids[i]) {
        visit(n->kids[i], gid, f);
      }
    }
  }

  Node *root = nullptr;
};

} // namespace detail
} // namespace sim
} // namespace warptile

#endif // WARPTILE_LIB_SIM_CLOCKMAP_H
