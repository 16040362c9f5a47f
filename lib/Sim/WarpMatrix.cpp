//===- WarpMatrix.cpp - wmma.load, wmma.mma and wmma.store ----------------===//
//
// Part of warptile. The warp-level matrix instructions of PTX (ISA "Warp
// Level Matrix Multiply-Accumulate Instructions: wmma") as collectives of
// the block model: the fragment distribution (WarpMatrix.h), the warp's
// side of each instruction, and their C entries.
//
//===----------------------------------------------------------------------===//

#include "MachineImpl.h"
#include "warptile/Sim/WarpMatrix.h"

#include <cmath>
#include <cstring>

using namespace warptile::sim;
using namespace warptile::sim::detail;

void warptile::sim::wmmaPack(const WmmaShape &shape, const WmmaMatrix &matrix,
                             unsigned lane, uint32_t *regs) {
  uint32_t elements[8];
  for (unsigned i = 0; i < 8; ++i) {
    MatrixCoord at = wmmaElement(lane, i);
    elements[i] = matrix.at[at.row][at.col];
  }
  if (shape.frag == WmmaFrag::C && shape.f32) {
    std::memcpy(regs, elements, sizeof(elements));
    return;
  }
  for (unsigned r = 0; r < 4; ++r)
    regs[r] = (elements[2 * r] & 0xffff) | elements[2 * r + 1] << 16;
  if (shape.frag != WmmaFrag::C)
    for (unsigned r = 0; r < 4; ++r)
      regs[4 + r] = regs[r];
}

void warptile::sim::wmmaUnpack(const WmmaShape &shape, const uint32_t *regs,
                               unsigned lane, WmmaMatrix &matrix) {
  for (unsigned i = 0; i < 8; ++i) {
    MatrixCoord at = wmmaElement(lane, i);
    matrix.at[at.row][at.col] =
        shape.frag == WmmaFrag::C && shape.f32
            ? regs[i]
            : regs[i / 2] >> (16 * (i % 2)) & 0xffff;
  }
}

void warptile::sim::wmmaMultiply(const WmmaShape &shape, const WmmaMatrix &a,
                                 const WmmaMatrix &b, const WmmaMatrix &c,
                                 WmmaMatrix &d) {
  // PTX ISA, wmma.mma: "Perform a matrix multiply-and-accumulate operation
  // D = A*B+C"; for .f16 and .f32 accumulators the order and intermediate
  // precision are the tensor cores' own: the simulator's is mma.sync's
  // (docs/Sim.md).
  auto half = [](uint32_t bits) {
    return halfToFloat(static_cast<uint16_t>(bits));
  };
  for (unsigned i = 0; i < 16; ++i)
    for (unsigned j = 0; j < 16; ++j) {
      float sum;
      if (shape.cF32)
        std::memcpy(&sum, &c.at[i][j], 4);
      else
        sum = half(c.at[i][j]);
      for (unsigned k = 0; k < 16; ++k)
        sum = std::fma(half(a.at[i][k]), half(b.at[k][j]), sum);
      if (shape.dF32)
        std::memcpy(&d.at[i][j], &sum, 4);
      else
        d.at[i][j] = floatToHalf(sum);
    }
}

void warptile::sim::wmmaF64Multiply(const WmmaF64Matrix &a,
                                    const WmmaF64Matrix &b,
                                    const WmmaF64Matrix &c, WmmaF64Matrix &d) {
  // PTX ISA, wmma.mma: "Perform a matrix multiply-and-accumulate operation
  // D = A*B+C"; its double-precision form (.m8n8k4, .f64 throughout,
  // sm_80) takes an optional rounding modifier, which MLIR's nvvm.wmma.mma
  // does not carry: round to nearest even. The ISA gives no order for the
  // four products: the simulator fma's them in f64 in order k = 0, 1, 2,
  // 3, from C, each fma rounded to nearest even (docs/Sim.md; marked for
  // the GPU comparison in gpu-agrees.test).
  for (unsigned i = 0; i < 8; ++i)
    for (unsigned j = 0; j < 8; ++j) {
      double sum = c.at[i][j];
      for (unsigned k = 0; k < 4; ++k)
        sum = std::fma(a.at[i][k], b.at[k][j], sum);
      d.at[i][j] = sum;
    }
}

namespace {

/// What a lane brings to a wmma op: the matrix's address and stride (load,
/// store) and its registers.
struct WmmaRequest {
  const void *ptr;
  uint32_t stride;
  uint32_t *regs;
};

const WmmaRequest &requestOf(const Thread &t) {
  return *reinterpret_cast<const WmmaRequest *>(t.value);
}

} // namespace

void Machine::completeWmma(uint32_t warp, Coll coll, uint32_t sub,
                           uint32_t group, uint32_t site) {
  WmmaShape shape = WmmaShape::decode(sub);
  const Thread &first = lane(warp, __builtin_ctz(group));
  const WmmaRequest &key = requestOf(first);
  if (coll == Coll::WmmaMma && shape.f64) {
    // .m8n8k4 .f64: the lane's registers (32-bit words) A (2), B (2), C
    // (4), then D (4).
    WmmaF64Matrix m[3], d;
    const WmmaFrag frags[3] = {WmmaFrag::A, WmmaFrag::B, WmmaFrag::C};
    const unsigned offsets[3] = {0, 2, 4};
    for (uint32_t rest = group; rest; rest &= rest - 1) {
      const Thread &o = lane(warp, __builtin_ctz(rest));
      const uint32_t *regs = requestOf(o).regs;
      for (unsigned f = 0; f < 3; ++f)
        for (unsigned i = 0; i < wmmaF64Elements(frags[f]); ++i) {
          MatrixCoord at = wmmaF64Element(frags[f], o.lane, i);
          std::memcpy(&m[f].at[at.row][at.col], regs + offsets[f] + 2 * i, 8);
        }
    }
    wmmaF64Multiply(m[0], m[1], m[2], d);
    for (uint32_t rest = group; rest; rest &= rest - 1) {
      Thread &o = lane(warp, __builtin_ctz(rest));
      for (unsigned i = 0; i < 2; ++i) {
        MatrixCoord at = wmmaF64Element(WmmaFrag::C, o.lane, i);
        std::memcpy(requestOf(o).regs + 8 + 2 * i, &d.at[at.row][at.col], 8);
      }
      wake(o);
    }
    return;
  }
  if (coll == Coll::WmmaMma) {
    // The lane's registers: A (8), B (8), C, then D.
    WmmaShape aShape, bShape, cShape, dShape;
    bShape.frag = WmmaFrag::B;
    cShape.frag = dShape.frag = WmmaFrag::C;
    cShape.f32 = shape.cF32;
    dShape.f32 = shape.dF32;
    // A lane that did not take part (exited-in-mask, reported) gives zeros.
    WmmaMatrix a, b, c, d;
    for (uint32_t rest = group; rest; rest &= rest - 1) {
      const Thread &o = lane(warp, __builtin_ctz(rest));
      const uint32_t *regs = requestOf(o).regs;
      wmmaUnpack(aShape, regs, o.lane, a);
      wmmaUnpack(bShape, regs + 8, o.lane, b);
      wmmaUnpack(cShape, regs + 16, o.lane, c);
    }
    wmmaMultiply(shape, a, b, c, d);
    for (uint32_t rest = group; rest; rest &= rest - 1) {
      Thread &o = lane(warp, __builtin_ctz(rest));
      wmmaPack(dShape, d, o.lane, requestOf(o).regs + 16 + cShape.regs());
      wake(o);
    }
    return;
  }
  // PTX ISA, wmma.load / wmma.store: "The behavior of wmma.load is
  // undefined if all threads do not use the same qualifiers and the same
  // values of p and stride, or if any thread in the warp has exited." The
  // first lane's address and stride are used, and the others' reported.
  for (uint32_t rest = group; rest; rest &= rest - 1) {
    const Thread &o = lane(warp, __builtin_ctz(rest));
    const WmmaRequest &r = requestOf(o);
    if (r.ptr != key.ptr || r.stride != key.stride) {
      long long offset = static_cast<long long>(
          reinterpret_cast<intptr_t>(r.ptr) -
          reinterpret_cast<intptr_t>(key.ptr));
      report("wmma-operands", site, o,
             "lane " + std::to_string(o.lane) + " gives " + collName(coll) +
                 " the address " + std::to_string(offset) +
                 " bytes from lane " + std::to_string(first.lane) +
                 "'s and the stride " + std::to_string(r.stride) +
                 " (lane " + std::to_string(first.lane) + ": " +
                 std::to_string(key.stride) +
                 "); undefined: every lane must give the same (lane " +
                 std::to_string(first.lane) + "'s are used)");
      break;
    }
  }
  // Element (r, c) of the matrix: row-major at p + (r * stride + c), or
  // column-major at p + (c * stride + r), in elements.
  unsigned bytes = shape.f64                               ? 8
                   : shape.frag == WmmaFrag::C && shape.f32 ? 4
                                                            : 2;
  auto address = [&](MatrixCoord at) {
    uint64_t index = shape.col ? uint64_t(at.col) * key.stride + at.row
                               : uint64_t(at.row) * key.stride + at.col;
    return static_cast<char *>(const_cast<void *>(key.ptr)) + index * bytes;
  };
  bool load = coll == Coll::WmmaLoad;
  if (shape.f64) {
    // .m8n8k4 .f64: element i of the lane is its registers 2i and 2i + 1
    // (read or written by that lane).
    for (uint32_t rest = group; rest; rest &= rest - 1) {
      Thread &o = lane(warp, __builtin_ctz(rest));
      uint32_t *regs = requestOf(o).regs;
      for (unsigned i = 0; i < wmmaF64Elements(shape.frag); ++i) {
        char *p = address(wmmaF64Element(shape.frag, o.lane, i));
        if (!access(o, p, 8, load ? 2 : 1, site)) {
          if (load)
            std::memset(regs + 2 * i, 0, 8); // not performed (reads 0)
          continue;
        }
        if (load)
          std::memcpy(regs + 2 * i, p, 8);
        else
          std::memcpy(p, regs + 2 * i, 8);
      }
    }
    for (uint32_t rest = group; rest; rest &= rest - 1)
      wake(lane(warp, __builtin_ctz(rest)));
    return;
  }
  // Each element is read or written by the lane that holds it (the race
  // check sees who).
  for (uint32_t rest = group; rest; rest &= rest - 1) {
    Thread &o = lane(warp, __builtin_ctz(rest));
    WmmaMatrix matrix;
    if (!load)
      wmmaUnpack(shape, requestOf(o).regs, o.lane, matrix);
    for (unsigned i = 0; i < 8; ++i) {
      MatrixCoord at = wmmaElement(o.lane, i);
      char *p = address(at);
      if (!access(o, p, bytes, load ? 2 : 1, site))
        continue; // far from every buffer: not performed (reads 0)
      if (load)
        std::memcpy(&matrix.at[at.row][at.col], p, bytes);
      else
        std::memcpy(p, &matrix.at[at.row][at.col], bytes);
    }
    if (load) {
      // An A or B fragment holds its elements twice: the lane's own.
      wmmaPack(shape, matrix, o.lane, requestOf(o).regs);
    }
  }
  for (uint32_t rest = group; rest; rest &= rest - 1)
    wake(lane(warp, __builtin_ctz(rest)));
}

extern "C" {

void __wsim_wmma_load(const void *ptr, uint32_t stride, uint32_t shape,
                      uint32_t *out, uint32_t site) {
  WmmaRequest request{ptr, stride, out};
  gMachine->collective(Coll::WmmaLoad, shape, ~0u,
                       reinterpret_cast<uintptr_t>(&request), 0, 0, site);
}

void __wsim_wmma_mma(uint32_t shape, uint32_t *regs, uint32_t site) {
  WmmaRequest request{nullptr, 0, regs};
  gMachine->collective(Coll::WmmaMma, shape, ~0u,
                       reinterpret_cast<uintptr_t>(&request), 0, 0, site);
}

void __wsim_wmma_store(void *ptr, uint32_t stride, uint32_t shape,
                       const uint32_t *regs, uint32_t site) {
  WmmaRequest request{ptr, stride, const_cast<uint32_t *>(regs)};
  gMachine->collective(Coll::WmmaStore, shape, ~0u,
                       reinterpret_cast<uintptr_t>(&request), 0, 0, site);
}
}
