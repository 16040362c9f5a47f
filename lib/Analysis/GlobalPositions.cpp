//===- GlobalPositions.cpp - Where a load lands in its global -------------===//
//
// Part of warptile. The layout of a view is read from the ops that make
// it, down to the global: a reinterpret_cast sets the offset and strides
// (from the global's start), a subview adds its offsets times the source's
// strides and multiplies its steps into them, casts keep them. Each
// quantity is a range; one chosen value may be kept symbolic, as
// `constant + value * factor`, so that what its guards leave can be read
// (ValueFacts::conditionsLeave) against the global's bounds.
//
//===----------------------------------------------------------------------===//

#include "warptile/Analysis/GlobalPositions.h"
#include "warptile/Analysis/IntegerBits.h"

#include "mlir/IR/BuiltinAttributes.h"
#include "mlir/IR/BuiltinTypes.h"
#include "mlir/Interfaces/ViewLikeInterface.h"
#include "llvm/ADT/SetVector.h"

using namespace mlir;
using namespace mlir::warptile;
using llvm::APInt;
using llvm::ConstantRange;

namespace {
/// Positions are computed in 128 bits: products of 64-bit values fit.
constexpr unsigned kWide = 128;

ConstantRange wide(int64_t value) {
  return ConstantRange(APInt(kWide, static_cast<uint64_t>(value), true));
}

bool isZero(const ConstantRange &range) {
  const APInt *single = range.getSingleElement();
  return single && single->isZero();
}

/// `constant + x * factor`, for the one value x kept symbolic.
struct Affine {
  ConstantRange constant = wide(0), factor = wide(0);

  Affine plus(const Affine &other) const {
    return {constant.add(other.constant), factor.add(other.factor)};
  }
  /// Std::nullopt where both sides hold x (x * x is not kept).
  std::optional<Affine> times(const Affine &other) const {
    if (!isZero(factor) && !isZero(other.factor))
      return std::nullopt;
    return Affine{constant.multiply(other.constant),
                  constant.multiply(other.factor)
                      .add(factor.multiply(other.constant))};
  }
};

/// A view's element offset and strides over its global of `count`
/// elements.
struct Layout {
  Affine offset;
  SmallVector<Affine> strides;
  int64_t count = 0;
};

class LayoutReader {
public:
  LayoutReader(ValueFacts &facts, Value symbol) : facts(facts), x(symbol) {}

  /// An index value: x itself, or its range (as a signed 64-bit value).
  std::optional<Affine> of(Value value) {
    if (value == x)
      return Affine{wide(0), wide(1)};
    std::optional<ConstantRange> range = facts.range(value);
    if (!range || range->getBitWidth() > kWide)
      return std::nullopt;
    return Affine{range->signExtend(kWide), wide(0)};
  }
  std::optional<Affine> of(OpFoldResult value) {
    if (auto attr = dyn_cast<Attribute>(value)) {
      auto integer = dyn_cast<IntegerAttr>(attr);
      if (!integer)
        return std::nullopt;
      return Affine{wide(integer.getInt()), wide(0)};
    }
    return of(cast<Value>(value));
  }

  std::optional<Layout> layoutOf(Value memref, unsigned depth = 0) {
    Operation *def = memref.getDefiningOp();
    if (!def || depth > 16)
      return std::nullopt;
    StringRef name = def->getName().getStringRef();
    if (name == "memref.get_global")
      return staticLayout(memref, memref);
    if ((name == "memref.cast" || name == "memref.memory_space_cast") &&
        def->getNumOperands() == 1)
      return layoutOf(def->getOperand(0), depth + 1);
    auto view = dyn_cast<OffsetSizeAndStrideOpInterface>(def);
    if (view && def->getNumOperands() >= 1 &&
        (name == "memref.reinterpret_cast" || name == "memref.subview")) {
      std::optional<Layout> source = layoutOf(def->getOperand(0), depth + 1);
      if (!source)
        return fallback(memref);
      Layout layout;
      layout.count = source->count;
      SmallVector<OpFoldResult> offsets = view.getMixedOffsets();
      SmallVector<OpFoldResult> strides = view.getMixedStrides();
      if (name == "memref.reinterpret_cast") {
        // From the start of the source's buffer: the source's own offset
        // is not added.
        std::optional<Affine> offset =
            offsets.size() == 1 ? of(offsets[0]) : std::nullopt;
        if (!offset)
          return fallback(memref);
        layout.offset = *offset;
        for (OpFoldResult stride : strides) {
          std::optional<Affine> value = of(stride);
          if (!value)
            return fallback(memref);
          layout.strides.push_back(*value);
        }
        return layout;
      }
      // A subview; a rank-reducing one is read from its type.
      auto result = dyn_cast<MemRefType>(memref.getType());
      if (!result || offsets.size() != source->strides.size() ||
          strides.size() != offsets.size() ||
          static_cast<size_t>(result.getRank()) != offsets.size())
        return fallback(memref);
      layout.offset = source->offset;
      for (auto [offset, step, stride] :
           llvm::zip(offsets, strides, source->strides)) {
        std::optional<Affine> start = of(offset), by = of(step);
        std::optional<Affine> moved = start ? start->times(stride)
                                            : std::nullopt;
        std::optional<Affine> scaled = by ? by->times(stride) : std::nullopt;
        if (!moved || !scaled)
          return fallback(memref);
        layout.offset = layout.offset.plus(*moved);
        layout.strides.push_back(*scaled);
      }
      return layout;
    }
    return fallback(memref);
  }

private:
  /// The static layout of `memref`'s type over the global its address
  /// comes from (expand_shape, collapse_shape and views read no further).
  std::optional<Layout> fallback(Value memref) {
    Value root = addressRoot(memref);
    Operation *def = root ? root.getDefiningOp() : nullptr;
    if (!def || def->getName().getStringRef() != "memref.get_global")
      return std::nullopt;
    return staticLayout(memref, root);
  }
  std::optional<Layout> staticLayout(Value memref, Value global) {
    auto type = dyn_cast<MemRefType>(memref.getType());
    auto globalType = dyn_cast<MemRefType>(global.getType());
    if (!type || !globalType || !globalType.hasStaticShape() ||
        !globalType.getLayout().isIdentity())
      return std::nullopt;
    auto [strides, offset] = type.getStridesAndOffset();
    if (ShapedType::isDynamic(offset) ||
        llvm::any_of(strides, ShapedType::isDynamic))
      return std::nullopt;
    Layout layout;
    layout.count = globalType.getNumElements();
    layout.offset = Affine{wide(offset), wide(0)};
    for (int64_t stride : strides)
      layout.strides.push_back(Affine{wide(stride), wide(0)});
    return layout;
  }

  ValueFacts &facts;
  Value x;
};

/// The index-typed operands a load's position is computed from: its
/// indices and the dynamic offsets and strides of its views.
void positionOperands(Operation *load, llvm::SetVector<Value> &operands) {
  for (Value index : load->getOperands().drop_front())
    operands.insert(index);
  Value memref = load->getOperand(0);
  for (unsigned depth = 0; depth < 16; ++depth) {
    Operation *def = memref.getDefiningOp();
    if (!def || def->getNumOperands() == 0)
      return;
    for (Value operand : def->getOperands().drop_front())
      if (operand.getType().isIndex())
        operands.insert(operand);
    memref = def->getOperand(0);
    if (!isa<MemRefType>(memref.getType()))
      return;
  }
}
} // namespace

std::pair<Value, bool> mlir::warptile::inputOfIndex(Value value) {
  Operation *cast = value.getDefiningOp();
  if (!cast || cast->getNumOperands() != 1)
    return {value, true};
  StringRef name = cast->getName().getStringRef();
  if (name == "arith.index_cast" || name == "arith.extsi")
    return {cast->getOperand(0), true};
  if (name == "arith.index_castui" || name == "arith.extui")
    return {cast->getOperand(0), false};
  return {value, true};
}

bool mlir::warptile::loadsPastGlobal(Operation *load, ValueFacts &facts) {
  if (load->getName().getStringRef() != "memref.load" ||
      load->getNumOperands() == 0)
    return false;
  ValueRange indices = load->getOperands().drop_front();
  // The element read, with `x` kept symbolic (none: every value at its
  // range).
  auto element = [&](Value x) -> std::optional<std::pair<Affine, int64_t>> {
    LayoutReader reader(facts, x);
    std::optional<Layout> layout = reader.layoutOf(load->getOperand(0));
    if (!layout || layout->strides.size() != indices.size())
      return std::nullopt;
    Affine position = layout->offset;
    for (auto [index, stride] : llvm::zip(indices, layout->strides)) {
      std::optional<Affine> value = reader.of(index);
      std::optional<Affine> term = value ? value->times(stride) : std::nullopt;
      if (!term)
        return std::nullopt;
      position = position.plus(*term);
    }
    return std::make_pair(position, layout->count);
  };
  auto outside = [](const ConstantRange &position, int64_t count) {
    return position.isEmptySet() ||
           position.getSignedMin().sge(APInt(kWide, count)) ||
           position.getSignedMax().isNegative();
  };
  std::optional<std::pair<Affine, int64_t>> fixed = element(Value());
  if (!fixed)
    return false;
  if (outside(fixed->first.constant, fixed->second))
    return true;
  // One input at a time (the others at their ranges): what its guards
  // leave, widened as its cast widens it, must reach inside.
  llvm::SetVector<Value> operands;
  positionOperands(load, operands);
  unsigned asked = 0;
  for (Value operand : operands) {
    auto [input, isSigned] = inputOfIndex(operand);
    unsigned width = integerBits(input.getType());
    if (!width || isa<ShapedType>(input.getType()) || !facts.isOpaque(input))
      continue;
    if (++asked > 8)
      break;
    std::optional<std::pair<Affine, int64_t>> symbolic = element(operand);
    if (!symbolic)
      continue;
    auto [position, count] = *symbolic;
    auto reachesInside = [&, position = position,
                          count = count](const ConstantRange &values) {
      ConstantRange index = width > 64    ? values.truncate(64)
                            : width == 64 ? values
                            : isSigned    ? values.signExtend(64)
                                          : values.zeroExtend(64);
      ConstantRange at = position.constant.add(
          index.signExtend(kWide).multiply(position.factor));
      return !outside(at, count);
    };
    if (!facts.conditionsLeave(input, load, reachesInside))
      return true;
  }
  return false;
}
