// staticmap.cu - the CUDA C++ twin of the warp-dialect static map kernels.
//
// Part of warptile (issue 32). cuco::static_map's algorithm
// (NVIDIA/cuCollections, open_addressing_ref_impl.cuh and
// probing_scheme_impl.inl) written with cooperative groups, against the
// kernel ABI of docs in examples/staticmap/README.md (the shared contract):
//
// * slots: W = N*G pairs {u64 key; u64 value}, 16-byte aligned; N prime.
// * h1 = fmix64(key), h2 = fmix64(key ^ 0x9e3779b97f4a7c15).
// * a tile of G lanes probes window w (slots w*G .. w*G+G-1), lane r its
//   slot w*G + r; the first window is h1 mod N, the next w + step mod N
//   (linear: step 1; double: step (h2 mod (N-1)) + 1); at most N windows.
// * insert: any lane sees the key -> duplicate; else the lowest-ranked lane
//   seeing empty_key CASes its slot and broadcasts SUCCESS, DUPLICATE or
//   CONTINUE (re-read the same window). Success counts into counters[0];
//   a key that visits all N windows sets counters[1] = 1 (table full).
// * find/contains: any lane sees the key -> its value / 1; else any lane
//   sees empty_key -> absent; else the next window.
//
// Kernels: extern "C" insert_{linear,double}_g{G}, find_..., contains_...
// for G in 1, 2, 4, 8, 16, 32; 128-thread blocks, any grid (grid-stride
// over tiles).
//
// Compilers:
// * nvcc (sm_90, the GPU build): one `atom.relaxed.gpu.global.cas.b128` per
//   insert and `ld.relaxed.gpu.global` key reads, as inline PTX so that
//   the scope is PTX's `.gpu` exactly; -DSTATICMAP_CAS64 (or an arch below
//   sm_90) takes the 64-bit fallback: a key CAS, then a relaxed store of the
//   value, and find reloads a present key's value until it is written.
// * clang (the simulator's import path, %clang-cuda): the same algorithm
//   with clang's __scoped_atomic builtins (LLVM atomics the importer keeps;
//   clang's NVPTX target drops the scope and prints `.sys`).

#ifdef __clang__
// A 16-byte atomic is one atom.cas.b128 on sm_90; clang warns it is not
// lock-free on every target.
#pragma clang diagnostic ignored "-Watomic-alignment"
#endif

#include <cooperative_groups.h>
#include <stdint.h>

namespace cg = cooperative_groups;

namespace staticmap {

typedef unsigned long long u64;

#if !defined(STATICMAP_CAS64) && (!defined(__CUDA_ARCH__) || __CUDA_ARCH__ >= 900)
#define STATICMAP_CAS128 1
#else
#define STATICMAP_CAS128 0
#endif

__device__ __forceinline__ u64 fmix64(u64 k) {
  k ^= k >> 33;
  k *= 0xff51afd7ed558ccdULL;
  k ^= k >> 33;
  k *= 0xc4ceb93fe53ec39bULL;
  k ^= k >> 33;
  return k;
}

// Relaxed, device-scope memory operations.
__device__ __forceinline__ u64 load_relaxed(const u64 *p) {
#ifdef __clang__
  return __scoped_atomic_load_n(p, __ATOMIC_RELAXED, __MEMORY_SCOPE_DEVICE);
#else
  u64 v;
  asm volatile("ld.relaxed.gpu.global.b64 %0, [%1];"
               : "=l"(v) : "l"(p) : "memory");
  return v;
#endif
}

__device__ __forceinline__ void store_relaxed(u64 *p, u64 v) {
#ifdef __clang__
  __scoped_atomic_store_n(p, v, __ATOMIC_RELAXED, __MEMORY_SCOPE_DEVICE);
#else
  asm volatile("st.relaxed.gpu.global.b64 [%0], %1;" ::"l"(p), "l"(v)
               : "memory");
#endif
}

// Compare-and-swap of one 64-bit word; returns the old value.
__device__ __forceinline__ u64 cas64(u64 *p, u64 expected, u64 desired) {
#ifdef __clang__
  __scoped_atomic_compare_exchange_n(p, &expected, desired, false,
                                     __ATOMIC_RELAXED, __ATOMIC_RELAXED,
                                     __MEMORY_SCOPE_DEVICE);
  return expected;
#else
  u64 old;
  asm volatile("atom.relaxed.gpu.global.cas.b64 %0, [%1], %2, %3;"
               : "=l"(old) : "l"(p), "l"(expected), "l"(desired) : "memory");
  return old;
#endif
}

__device__ __forceinline__ void add_counter(u64 *p) {
#ifdef __clang__
  __scoped_atomic_fetch_add(p, 1ULL, __ATOMIC_RELAXED, __MEMORY_SCOPE_DEVICE);
#else
  asm volatile("red.relaxed.gpu.global.add.u64 [%0], 1;" ::"l"(p) : "memory");
#endif
}

#if STATICMAP_CAS128
// Compare-and-swap of the 16-byte pair at `p` (key at p[0], value at p[1]);
// returns the old key (and the old value in `old_value`).
__device__ __forceinline__ u64 cas128_key(u64 *p, u64 key_expected,
                                          u64 value_expected, u64 key,
                                          u64 value, u64 &old_value) {
#ifdef __clang__
  unsigned __int128 expected =
      ((unsigned __int128)value_expected << 64) | key_expected;
  unsigned __int128 desired = ((unsigned __int128)value << 64) | key;
  __scoped_atomic_compare_exchange_n((unsigned __int128 *)p, &expected,
                                     desired, false, __ATOMIC_RELAXED,
                                     __ATOMIC_RELAXED, __MEMORY_SCOPE_DEVICE);
  old_value = (u64)(expected >> 64);
  return (u64)expected;
#else
  u64 old_key;
  asm volatile("{\n\t.reg .b128 d, c, s;\n\t"
               "mov.b128 c, {%2, %3};\n\t"
               "mov.b128 s, {%4, %5};\n\t"
               "atom.relaxed.gpu.global.cas.b128 d, [%6], c, s;\n\t"
               "mov.b128 {%0, %1}, d;\n\t}"
               : "=l"(old_key), "=l"(old_value)
               : "l"(key_expected), "l"(value_expected), "l"(key),
                 "l"(value), "l"(p)
               : "memory");
  return old_key;
#endif
}
#endif

enum Status : int { CONTINUE = 0, SUCCESS = 1, DUPLICATE = 2 };

// One CAS attempt on the slot at `pair` (which read empty_key).
__device__ __forceinline__ int attempt_insert(u64 *pair, u64 key, u64 value,
                                              u64 empty_key, u64 empty_value) {
#if STATICMAP_CAS128
  u64 old_value;
  u64 old = cas128_key(pair, empty_key, empty_value, key, value, old_value);
#else
  u64 old = cas64(pair, empty_key, key);
  if (old == empty_key) {
    store_relaxed(pair + 1, value);
    return SUCCESS;
  }
#endif
  if (old == empty_key)
    return SUCCESS;
  return old == key ? DUPLICATE : CONTINUE;
}

struct Linear {
  static __device__ __forceinline__ u64 step(u64, u64) { return 1; }
};
struct Double {
  static __device__ __forceinline__ u64 step(u64 key, u64 windows) {
    return fmix64(key ^ 0x9e3779b97f4a7c15ULL) % (windows - 1) + 1;
  }
};

// The tiles of the grid and this thread's: tile t handles keys t, t + T, ...
template <int G> struct Tiles {
  cg::thread_block_tile<G> tile;
  u64 first, count;
  __device__ Tiles()
      : tile(cg::tiled_partition<G>(cg::this_thread_block())) {
    u64 thread = (u64)blockIdx.x * blockDim.x + threadIdx.x;
    first = thread / G;
    count = (u64)gridDim.x * blockDim.x / G;
  }
};

template <int G, typename Probe>
__device__ void insert(u64 *slots, u64 num_slots, const u64 *keys,
                       const u64 *values, u64 n, u64 empty_key,
                       u64 empty_value, u64 *counters) {
  Tiles<G> t;
  const unsigned rank = t.tile.thread_rank();
  const u64 windows = num_slots / G;
  for (u64 i = t.first; i < n; i += t.count) {
    const u64 key = keys[i], value = values[i];
    const u64 step = Probe::step(key, windows);
    u64 window = fmix64(key) % windows;
    u64 visited = 0;
    while (visited < windows) {
      u64 *pair = slots + 2 * (window * G + rank);
      const u64 seen = load_relaxed(pair);
      if (t.tile.any(seen == key))
        break; // duplicate
      const unsigned empty = t.tile.ballot(seen == empty_key);
      if (!empty) {
        window = (window + step) % windows;
        ++visited;
        continue;
      }
      const unsigned winner = __ffs(empty) - 1;
      int status = CONTINUE;
      if (rank == winner) {
        status = attempt_insert(pair, key, value, empty_key, empty_value);
        if (status == SUCCESS)
          add_counter(counters);
      }
      status = t.tile.shfl(status, winner);
      if (status != CONTINUE)
        break; // SUCCESS or DUPLICATE
      // CONTINUE: another tile took the slot; read the same window again.
    }
    if (visited == windows && rank == 0)
      store_relaxed(counters + 1, 1);
  }
}

// The value of `key` (empty_value when absent) and whether it is present.
template <int G, typename Probe>
__device__ __forceinline__ bool lookup(cg::thread_block_tile<G> &tile,
                                       const u64 *slots, u64 windows, u64 key,
                                       u64 empty_key, u64 empty_value,
                                       u64 &out) {
  const unsigned rank = tile.thread_rank();
  const u64 step = Probe::step(key, windows);
  u64 window = fmix64(key) % windows;
  for (u64 visited = 0; visited < windows; ++visited) {
    const u64 *pair = slots + 2 * (window * G + rank);
    const u64 seen = load_relaxed(pair);
    const unsigned found = tile.ballot(seen == key);
    if (found) {
      const unsigned owner = __ffs(found) - 1;
      u64 value = empty_value;
      if (rank == owner) {
        value = load_relaxed(pair + 1);
#if !STATICMAP_CAS128
        // The 64-bit fallback writes the value after the key.
        while (value == empty_value)
          value = load_relaxed(pair + 1);
#endif
      }
      out = tile.shfl(value, owner);
      return true;
    }
    if (tile.any(seen == empty_key))
      break;
    window = (window + step) % windows;
  }
  out = empty_value;
  return false;
}

template <int G, typename Probe>
__device__ void find(const u64 *slots, u64 num_slots, const u64 *keys,
                     u64 *out_values, u64 n, u64 empty_key, u64 empty_value) {
  Tiles<G> t;
  const u64 windows = num_slots / G;
  for (u64 i = t.first; i < n; i += t.count) {
    u64 value;
    lookup<G, Probe>(t.tile, slots, windows, keys[i], empty_key, empty_value,
                     value);
    if (t.tile.thread_rank() == 0)
      out_values[i] = value;
  }
}

template <int G, typename Probe>
__device__ void contains(const u64 *slots, u64 num_slots, const u64 *keys,
                         uint8_t *out_flags, u64 n, u64 empty_key,
                         u64 empty_value) {
  Tiles<G> t;
  const u64 windows = num_slots / G;
  for (u64 i = t.first; i < n; i += t.count) {
    u64 value;
    bool present = lookup<G, Probe>(t.tile, slots, windows, keys[i],
                                    empty_key, empty_value, value);
    if (t.tile.thread_rank() == 0)
      out_flags[i] = present ? 1 : 0;
  }
}

} // namespace staticmap

#define STATICMAP_KERNELS(PROBE, TYPE, G)                                      \
  extern "C" __global__ void __launch_bounds__(128)                            \
      insert_##PROBE##_g##G(unsigned long long *slots,                         \
                            unsigned long long num_slots,                      \
                            const unsigned long long *keys,                    \
                            const unsigned long long *values,                  \
                            unsigned long long n,                              \
                            unsigned long long empty_key,                      \
                            unsigned long long empty_value,                    \
                            unsigned long long *counters) {                    \
    staticmap::insert<G, staticmap::TYPE>(slots, num_slots, keys, values, n,   \
                                          empty_key, empty_value, counters);   \
  }                                                                            \
  extern "C" __global__ void __launch_bounds__(128)                            \
      find_##PROBE##_g##G(const unsigned long long *slots,                     \
                          unsigned long long num_slots,                        \
                          const unsigned long long *keys,                      \
                          unsigned long long *out_values,                      \
                          unsigned long long n, unsigned long long empty_key,  \
                          unsigned long long empty_value) {                    \
    staticmap::find<G, staticmap::TYPE>(slots, num_slots, keys, out_values,    \
                                        n, empty_key, empty_value);            \
  }                                                                            \
  extern "C" __global__ void __launch_bounds__(128)                            \
      contains_##PROBE##_g##G(const unsigned long long *slots,                 \
                              unsigned long long num_slots,                    \
                              const unsigned long long *keys,                  \
                              unsigned char *out_flags, unsigned long long n,  \
                              unsigned long long empty_key,                    \
                              unsigned long long empty_value) {                \
    staticmap::contains<G, staticmap::TYPE>(slots, num_slots, keys,            \
                                            out_flags, n, empty_key,           \
                                            empty_value);                      \
  }

#define STATICMAP_ALL_TILES(PROBE, TYPE)                                       \
  STATICMAP_KERNELS(PROBE, TYPE, 1)                                            \
  STATICMAP_KERNELS(PROBE, TYPE, 2)                                            \
  STATICMAP_KERNELS(PROBE, TYPE, 4)                                            \
  STATICMAP_KERNELS(PROBE, TYPE, 8)                                            \
  STATICMAP_KERNELS(PROBE, TYPE, 16)                                           \
  STATICMAP_KERNELS(PROBE, TYPE, 32)

STATICMAP_ALL_TILES(linear, Linear)
STATICMAP_ALL_TILES(double, Double)
