//===- ClockMap.cpp - Persistent maps from threads to clocks --------------===//
//
// Part of warptile. See ClockMap.h.
//
//===----------------------------------------------------------------------===//

#include "ClockMap.h"

#include <algorithm>
#include <cstddef>
#include <cstdlib>
#include <cstring>
#include <new>

using namespace warptile::sim::detail;

namespace {
/// How many gids a node of `shift` covers, capped (a root of shift 30
/// covers them all).
uint64_t span(uint32_t shift) { return uint64_t(32) << shift; }
} // namespace

/// A leaf holds 32 clocks, an inner node 32 pointers: a leaf is
/// allocated without the room its union keeps for pointers.
size_t ClockMap::payload(uint32_t shift) {
  return shift ? sizeof(Node::kids) : sizeof(Node::clocks);
}

ClockMap::Node *ClockMap::make(uint32_t shift) {
  auto *n = static_cast<Node *>(
      std::malloc(offsetof(Node, kids) + payload(shift)));
  if (!n)
    throw std::bad_alloc();
  n->refs = 1;
  n->shift = shift;
  std::memset(n->kids, 0, payload(shift));
  return n;
}

void ClockMap::release(Node *n) {
  // Iterative over the chain of last references would be deeper than
  // needed: a trie of 32-bit gids is at most 7 levels deep.
  if (!n || --n->refs)
    return;
  if (n->shift)
    for (Node *k : n->kids)
      release(k);
  std::free(n);
}

ClockMap::Node *ClockMap::unique(Node *n) {
  if (n->refs == 1)
    return n;
  Node *c = make(n->shift);
  std::memcpy(c->kids, n->kids, payload(n->shift));
  if (c->shift)
    for (Node *k : c->kids)
      retain(k);
  --n->refs; // the holder's reference moves to the copy
  return c;
}

ClockMap::Node *ClockMap::lift(Node *n, uint32_t shift) {
  retain(n);
  while (n->shift < shift) {
    Node *up = make(n->shift + 5);
    up->kids[0] = n;
    n = up;
  }
  return n;
}

uint32_t ClockMap::get(uint32_t gid) const {
  const Node *n = root;
  if (!n || gid >= span(n->shift))
    return 0;
  while (n->shift) {
    n = n->kids[gid >> n->shift & 31];
    if (!n)
      return 0;
  }
  return n->clocks[gid & 31];
}

void ClockMap::raise(uint32_t gid, uint32_t clock) {
  if (!clock || get(gid) >= clock)
    return;
  if (!root)
    root = make(0);
  while (gid >= span(root->shift)) {
    Node *up = make(root->shift + 5);
    up->kids[0] = root;
    root = up;
  }
  root = unique(root);
  Node *n = root;
  while (n->shift) {
    Node *&k = n->kids[gid >> n->shift & 31];
    k = k ? unique(k) : make(n->shift - 5);
    n = k;
  }
  n->clocks[gid & 31] = clock;
}

void ClockMap::joinDense(uint32_t base, const uint32_t *clocks, uint32_t n) {
  for (uint32_t i = 0; i < n; ++i)
    raise(base + i, clocks[i]);
}

ClockMap::Node *ClockMap::joinNodes(Node *a, Node *b) {
  if (!b || a == b) {
    retain(a);
    return a;
  }
  if (!a) {
    retain(b);
    return b;
  }
  if (a->shift == 0) {
    bool aCovers = true, bCovers = true;
    for (unsigned i = 0; i < 32; ++i) {
      aCovers &= a->clocks[i] >= b->clocks[i];
      bCovers &= b->clocks[i] >= a->clocks[i];
    }
    Node *same = aCovers ? a : bCovers ? b : nullptr;
    if (same) {
      retain(same);
      return same;
    }
    Node *j = make(0);
    for (unsigned i = 0; i < 32; ++i)
      j->clocks[i] = std::max(a->clocks[i], b->clocks[i]);
    return j;
  }
  Node *kids[32];
  bool isA = true, isB = true;
  for (unsigned i = 0; i < 32; ++i) {
    kids[i] = joinNodes(a->kids[i], b->kids[i]);
    isA &= kids[i] == a->kids[i];
    isB &= kids[i] == b->kids[i];
  }
  if (isA || isB) {
    for (Node *k : kids)
      release(k);
    Node *same = isA ? a : b;
    retain(same);
    return same;
  }
  Node *j = make(a->shift);
  std::memcpy(j->kids, kids, sizeof kids);
  return j;
}

void ClockMap::join(const ClockMap &other) {
  if (!other.root || root == other.root)
    return;
  if (!root) {
    retain(other.root);
    root = other.root;
    return;
  }
  uint32_t shift = std::max(root->shift, other.root->shift);
  Node *a = lift(root, shift), *b = lift(other.root, shift);
  Node *j = joinNodes(a, b);
  release(a);
  release(b);
  release(root);
  root = j;
}
