// Device-wide CUB 3 (CUDA 13's headers), the shape `cub_device` of
// bench/complexity/generate.py: clang-22 compiles it for sm_90 and
// mlir-translate imports it as the project's CUDA tests do (12 kernels:
// DeviceReduce's single-tile and grid kernels, DeviceScan's init and
// decoupled look-back kernels, DeviceRadixSort's single-tile, histogram,
// exclusive-sum and onesweep kernels, DeviceRunLengthEncode's compact-init
// and reduce-by-key kernels; about 11k ops after import). The host
// functions only instantiate the kernels.
#include <cub/device/device_reduce.cuh>
#include <cub/device/device_scan.cuh>
#include <cub/device/device_radix_sort.cuh>
#include <cub/device/device_run_length_encode.cuh>

void reduce(const int *in, int *out, int n, void *tmp, size_t bytes) {
  cub::DeviceReduce::Sum(tmp, bytes, in, out, n);
}
void scan(const int *in, int *out, int n, void *tmp, size_t bytes) {
  cub::DeviceScan::InclusiveSum(tmp, bytes, in, out, n);
}
void sort(const unsigned *in, unsigned *out, int n, void *tmp, size_t bytes) {
  cub::DeviceRadixSort::SortKeys(tmp, bytes, in, out, n);
}
void rle(const int *in, int *u, int *c, int *nr, int n, void *tmp, size_t bytes) {
  cub::DeviceRunLengthEncode::Encode(tmp, bytes, in, u, c, nr, n);
}
