// Device-wide CUB 3 (CUDA 13's headers) in the families that
// cub_device.cu (Reduce, Scan, RadixSort, RunLengthEncode) leaves out, in
// more instantiations than test/Analysis/cuda/cub_device_algorithms.cu:
// the complexity benchmark's shapes cub_histogram, cub_select,
// cub_segmented_reduce, cub_segmented_sort and cub_device_wide (all of
// them in one module) of bench/complexity/generate.py. clang-22 compiles
// it for sm_90 and mlir-translate imports it as the project's CUDA tests
// do; test/Analysis/cuda/cub-device-wide.test checks the whole module
// clean. Defining CUB_FAMILY_<NAME> keeps only that family; with none
// defined, all are compiled. The host functions only instantiate kernels.
#if !defined(CUB_FAMILY_HISTOGRAM) && !defined(CUB_FAMILY_SELECT) &&          \
    !defined(CUB_FAMILY_SEGMENTED_REDUCE) &&                                   \
    !defined(CUB_FAMILY_SEGMENTED_SORT)
#define CUB_FAMILY_HISTOGRAM
#define CUB_FAMILY_SELECT
#define CUB_FAMILY_SEGMENTED_REDUCE
#define CUB_FAMILY_SEGMENTED_SORT
#endif

#include <cuda/std/cstdint>

#ifdef CUB_FAMILY_HISTOGRAM
#include <cub/device/device_histogram.cuh>
// HistogramEven over bytes and over floats, HistogramRange over ints (a
// binary search of the levels), MultiHistogramEven over RGBA pixels
// (4 channels, 3 of them counted).
void histogram_even(const unsigned char *in, int *bins, int n, void *tmp,
                    size_t bytes) {
  cub::DeviceHistogram::HistogramEven(tmp, bytes, in, bins, 17, 0, 256, n);
}
void histogram_even_float(const float *in, int *bins, int n, void *tmp,
                          size_t bytes) {
  cub::DeviceHistogram::HistogramEven(tmp, bytes, in, bins, 11, 0.0f, 1.0f,
                                      n);
}
void histogram_range(const int *in, int *bins, const int *levels, int n,
                     void *tmp, size_t bytes) {
  cub::DeviceHistogram::HistogramRange(tmp, bytes, in, bins, 9, levels, n);
}
void histogram_rgba(const unsigned char *pixels, int *bins[3], int n,
                    void *tmp, size_t bytes) {
  int levels[3] = {257, 257, 257};
  unsigned lower[3] = {0, 0, 0}, upper[3] = {256, 256, 256};
  cub::DeviceHistogram::MultiHistogramEven<4, 3>(tmp, bytes, pixels, bins,
                                                 levels, lower, upper, n);
}
#endif

#ifdef CUB_FAMILY_SELECT
#include <cub/device/device_partition.cuh>
#include <cub/device/device_select.cuh>
struct Odd {
  __host__ __device__ bool operator()(int x) const { return x & 1; }
};
// Select::If, ::Flagged, ::Unique, ::UniqueByKey, Partition::If.
void select_if(const int *in, int *out, int *n_out, int n, void *tmp,
               size_t bytes) {
  cub::DeviceSelect::If(tmp, bytes, in, out, n_out, n, Odd{});
}
void select_flagged(const int *in, const char *flags, int *out, int *n_out,
                    int n, void *tmp, size_t bytes) {
  cub::DeviceSelect::Flagged(tmp, bytes, in, flags, out, n_out, n);
}
void select_unique(const int *in, int *out, int *n_out, int n, void *tmp,
                   size_t bytes) {
  cub::DeviceSelect::Unique(tmp, bytes, in, out, n_out, n);
}
void select_unique_by_key(const int *keys, const float *values, int *keys_out,
                          float *values_out, int *n_out, int n, void *tmp,
                          size_t bytes) {
  cub::DeviceSelect::UniqueByKey(tmp, bytes, keys, values, keys_out,
                                 values_out, n_out, n);
}
void partition_if(const int *in, int *out, int *n_out, int n, void *tmp,
                  size_t bytes) {
  cub::DevicePartition::If(tmp, bytes, in, out, n_out, n, Odd{});
}
#endif

#ifdef CUB_FAMILY_SEGMENTED_REDUCE
#include <cub/device/device_segmented_reduce.cuh>
// Sum, Max over floats, ArgMin (key-value pairs).
void segmented_sum(const int *in, int *out, int segments, const int *begin,
                   const int *end, void *tmp, size_t bytes) {
  cub::DeviceSegmentedReduce::Sum(tmp, bytes, in, out, segments, begin, end);
}
void segmented_max(const float *in, float *out, int segments,
                   const int *begin, const int *end, void *tmp,
                   size_t bytes) {
  cub::DeviceSegmentedReduce::Max(tmp, bytes, in, out, segments, begin, end);
}
void segmented_argmin(const int *in, cub::KeyValuePair<int, int> *out,
                      int segments, const int *begin, const int *end,
                      void *tmp, size_t bytes) {
  cub::DeviceSegmentedReduce::ArgMin(tmp, bytes, in, out, segments, begin,
                                     end);
}
#endif

#ifdef CUB_FAMILY_SEGMENTED_SORT
#include <cub/device/device_segmented_radix_sort.cuh>
#include <cub/device/device_segmented_sort.cuh>
// SegmentedSort: keys, and key-value pairs (stable, descending);
// SegmentedRadixSort: keys, and key-value pairs.
void segmented_sort(const int *in, int *out, int n, int segments,
                    const int *begin, const int *end, void *tmp,
                    size_t bytes) {
  cub::DeviceSegmentedSort::SortKeys(tmp, bytes, in, out, n, segments, begin,
                                     end);
}
void segmented_sort_pairs(const unsigned *keys, unsigned *keys_out,
                          const int *values, int *values_out, int n,
                          int segments, const int *begin, const int *end,
                          void *tmp, size_t bytes) {
  cub::DeviceSegmentedSort::StableSortPairsDescending(
      tmp, bytes, keys, keys_out, values, values_out, n, segments, begin, end);
}
void segmented_radix_sort(const unsigned *in, unsigned *out, int n,
                          int segments, const int *begin, const int *end,
                          void *tmp, size_t bytes) {
  cub::DeviceSegmentedRadixSort::SortKeys(tmp, bytes, in, out, n, segments,
                                          begin, end);
}
void segmented_radix_sort_pairs(const float *keys, float *keys_out,
                                const int *values, int *values_out, int n,
                                int segments, const int *begin,
                                const int *end, void *tmp, size_t bytes) {
  cub::DeviceSegmentedRadixSort::SortPairs(tmp, bytes, keys, keys_out, values,
                                           values_out, n, segments, begin,
                                           end);
}
#endif
