//===- GlobalPositions.cpp - Where a load lands in its global -------------===//
//
// Part of warptile. The bytes a load reads are located in the global its
// address comes from. For a memref, the layout of its view is read from
// the ops that make it, down to the global: a reinterpret_cast sets the
// offset and strides (from the buffer's start), a subview adds its offsets
// times the source's strides and multiplies its steps into them, a view
// sets a byte shift and a contiguous layout, casts keep them. For an LLVM
// pointer, each getelementptr adds its indices times the sizes of the
// types they step over. Each quantity is a range of bytes; one chosen
// value may be kept symbolic, as `constant + value * factor`, so that what
// its guards leave can be read (ValueFacts::conditionsLeave) against the
// global's bounds.
//
//===----------------------------------------------------------------------===//

#include "warptile/Analysis/GlobalPositions.h"
#include "warptile/Analysis/IntegerBits.h"

#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/IR/BuiltinAttributes.h"
#include "mlir/IR/BuiltinTypes.h"
#include "mlir/IR/Matchers.h"
#include "mlir/IR/SymbolTable.h"
#include "mlir/Interfaces/ControlFlowInterfaces.h"
#include "mlir/Interfaces/DataLayoutInterfaces.h"
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
  std::optional<Affine> times(int64_t value) const {
    return times(Affine{wide(value), wide(0)});
  }
};

/// The bytes of a scalar element type; 0 for any other.
int64_t bytesOf(Type type) {
  if (!type.isIntOrIndexOrFloat() || type.isIndex())
    return 0;
  return (type.getIntOrFloatBitWidth() + 7) / 8;
}

/// A memref view's byte offset and byte strides over its global of
/// `globalBytes` bytes.
struct Layout {
  Affine offset;
  SmallVector<Affine> strides;
  int64_t globalBytes = 0;
};

/// The bytes one load reads: from `offset`, `size` of them, in a global
/// of `globalBytes`.
struct Access {
  Affine offset;
  int64_t size = 0;
  int64_t globalBytes = 0;
  /// The byte stride of the innermost dimension (a gather's step).
  std::optional<int64_t> lastStride;
};

class LayoutReader {
public:
  LayoutReader(ValueFacts &facts, Value symbol,
               llvm::SetVector<Value> *operands)
      : facts(facts), x(symbol), operands(operands) {}

  /// An integer value: x itself, or its range (as a signed value).
  std::optional<Affine> of(Value value) {
    if (operands)
      operands->insert(value);
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

  /// The bytes `load` reads.
  std::optional<Access> accessOf(Operation *load) {
    StringRef name = load->getName().getStringRef();
    if (name == "llvm.load") {
      std::optional<std::pair<Affine, int64_t>> address =
          addressOf(load->getOperand(0));
      int64_t size = address ? typeBytes(load, load->getResult(0).getType())
                             : 0;
      if (!address || size <= 0)
        return std::nullopt;
      return Access{address->first, size, address->second};
    }
    // memref.load, vector.load, vector.maskedload: a memref and indices.
    auto memref = dyn_cast<MemRefType>(load->getOperand(0).getType());
    if (!memref || load->getNumResults() != 1)
      return std::nullopt;
    int64_t element = bytesOf(memref.getElementType());
    std::optional<Layout> layout = layoutOf(load->getOperand(0));
    unsigned rank = memref.getRank();
    if (!element || !layout || layout->strides.size() != rank ||
        load->getNumOperands() < 1 + rank)
      return std::nullopt;
    Affine position = layout->offset;
    for (unsigned dim = 0; dim < rank; ++dim) {
      std::optional<Affine> index = of(load->getOperand(1 + dim));
      std::optional<Affine> term =
          index ? index->times(layout->strides[dim]) : std::nullopt;
      if (!term)
        return std::nullopt;
      position = position.plus(*term);
    }
    int64_t size = element;
    std::optional<int64_t> lastStride;
    if (rank != 0)
      if (const APInt *stride =
              layout->strides.back().constant.getSingleElement();
          stride && isZero(layout->strides.back().factor))
        lastStride = stride->getSExtValue();
    // A gather reads one element per lane, at its offset (the caller
    // adds them).
    if (name == "vector.gather")
      return Access{position, size, layout->globalBytes, lastStride};
    // A vector load reads its elements along the innermost dimension.
    if (auto vector = dyn_cast<VectorType>(load->getResult(0).getType())) {
      if (vector.isScalable() || vector.getRank() != 1 || rank == 0)
        return std::nullopt;
      const APInt *stride = layout->strides.back().constant.getSingleElement();
      if (!stride || !isZero(layout->strides.back().factor) ||
          stride->getSExtValue() != element)
        return std::nullopt;
      size = element * vector.getDimSize(0);
    }
    return Access{position, size, layout->globalBytes, lastStride};
  }

private:
  int64_t typeBytes(Operation *at, Type type) {
    if (!DataLayoutTypeInterface::classof(type) &&
        !type.isIntOrIndexOrFloat() && !isa<VectorType>(type))
      return 0;
    llvm::TypeSize size = DataLayout::closest(at).getTypeSize(type);
    return size.isScalable() ? 0 : static_cast<int64_t>(size.getFixedValue());
  }

  /// An LLVM pointer into a global: its byte offset (getelementptrs over
  /// casts) and the global's bytes.
  std::optional<std::pair<Affine, int64_t>> addressOf(Value address,
                                                      unsigned depth = 0) {
    Operation *def = address.getDefiningOp();
    if (!def || depth > 16)
      return std::nullopt;
    if (auto addressOf = dyn_cast<LLVM::AddressOfOp>(def)) {
      auto global = dyn_cast_or_null<LLVM::GlobalOp>(
          SymbolTable::lookupNearestSymbolFrom(def,
                                               addressOf.getGlobalNameAttr()));
      int64_t bytes = global ? typeBytes(def, global.getType()) : 0;
      // A declaration may be defined larger elsewhere (an `extern
      // __shared__` array is one of 0 elements): only definitions.
      bool defined = global &&
                     (global.getValueOrNull() ||
                      !global.getInitializerRegion().empty() ||
                      global.getLinkage() == LLVM::Linkage::Internal ||
                      global.getLinkage() == LLVM::Linkage::Private);
      if (!defined || bytes <= 0)
        return std::nullopt;
      return std::make_pair(Affine{}, bytes);
    }
    if (isa<LLVM::AddrSpaceCastOp, LLVM::BitcastOp>(def))
      return addressOf(def->getOperand(0), depth + 1);
    if (isa<LLVM::IntToPtrOp>(def))
      return integerAddressOf(def->getOperand(0), depth + 1);
    // One of several addresses (a select's, a region's yields: round 40):
    // a load is outside only where it is outside from each, so the union
    // of their offsets in the largest of their globals.
    SmallVector<Value> choices;
    if (isa<LLVM::SelectOp>(def)) {
      choices = {def->getOperand(1), def->getOperand(2)};
    } else if (auto branch = dyn_cast<RegionBranchOpInterface>(def)) {
      RegionSuccessor parent(def, def->getResults());
      branch.getPredecessorValues(
          parent, cast<OpResult>(address).getResultNumber(), choices);
    }
    if (!choices.empty()) {
      std::optional<std::pair<Affine, int64_t>> all;
      for (Value choice : choices) {
        std::optional<std::pair<Affine, int64_t>> one =
            addressOf(choice, depth + 1);
        if (!one || (all && one->first.factor != all->first.factor))
          return std::nullopt;
        if (!all) {
          all = one;
          continue;
        }
        all->first.constant = all->first.constant.unionWith(one->first.constant);
        all->second = std::max(all->second, one->second);
      }
      return all;
    }
    auto gep = dyn_cast<LLVM::GEPOp>(def);
    if (!gep)
      return std::nullopt;
    std::optional<std::pair<Affine, int64_t>> base =
        addressOf(gep.getBase(), depth + 1);
    if (!base)
      return std::nullopt;
    Affine offset = base->first;
    Type type = gep.getElemType();
    bool first = true;
    for (auto index : gep.getIndices()) {
      std::optional<Affine> value;
      std::optional<int64_t> constant;
      if (auto attr = dyn_cast<IntegerAttr>(index)) {
        constant = attr.getValue().getSExtValue();
        value = Affine{wide(*constant), wide(0)};
      } else {
        value = of(cast<Value>(index));
      }
      if (!value)
        return std::nullopt;
      // The first index steps over whole elements; the others into them.
      Type stepped = type;
      if (!first) {
        if (auto array = dyn_cast<LLVM::LLVMArrayType>(type)) {
          stepped = array.getElementType();
        } else if (auto vector = dyn_cast<VectorType>(type)) {
          stepped = vector.getElementType();
        } else if (auto structure = dyn_cast<LLVM::LLVMStructType>(type)) {
          if (!constant || *constant < 0 ||
              *constant >= static_cast<int64_t>(structure.getBody().size()))
            return std::nullopt;
          std::optional<int64_t> field = fieldOffset(def, structure, *constant);
          if (!field)
            return std::nullopt;
          offset = offset.plus(Affine{wide(*field), wide(0)});
          type = structure.getBody()[*constant];
          continue;
        } else {
          return std::nullopt;
        }
      }
      int64_t bytes = typeBytes(def, stepped);
      std::optional<Affine> term = bytes > 0 ? value->times(bytes)
                                             : std::nullopt;
      if (!term)
        return std::nullopt;
      offset = offset.plus(*term);
      type = stepped;
      first = false;
    }
    return std::make_pair(offset, base->second);
  }

  /// An address as an integer (round 40: `inttoptr(index_cast(
  /// extract_aligned_pointer_as_index(@tab)) + 24)`): a pointer's, a
  /// memref buffer's start, through casts, plus or minus integers.
  std::optional<std::pair<Affine, int64_t>> integerAddressOf(Value value,
                                                             unsigned depth) {
    Operation *def = value.getDefiningOp();
    if (!def || depth > 16)
      return std::nullopt;
    StringRef name = def->getName().getStringRef();
    if (isa<LLVM::PtrToIntOp>(def))
      return addressOf(def->getOperand(0), depth + 1);
    if (name == "memref.extract_aligned_pointer_as_index") {
      std::optional<Layout> layout = layoutOf(def->getOperand(0));
      if (!layout)
        return std::nullopt;
      return std::make_pair(Affine{}, layout->globalBytes);
    }
    if (def->getNumOperands() == 1 &&
        llvm::is_contained({StringRef("arith.index_cast"),
                            StringRef("arith.index_castui"),
                            StringRef("llvm.zext"), StringRef("llvm.sext"),
                            StringRef("arith.extui"), StringRef("arith.extsi")},
                           name))
      return integerAddressOf(def->getOperand(0), depth + 1);
    bool add = name == "llvm.add" || name == "arith.addi";
    bool sub = name == "llvm.sub" || name == "arith.subi";
    if ((!add && !sub) || def->getNumOperands() != 2)
      return std::nullopt;
    for (unsigned side = 0; side < (add ? 2u : 1u); ++side) {
      std::optional<std::pair<Affine, int64_t>> base =
          integerAddressOf(def->getOperand(side), depth + 1);
      std::optional<Affine> other = base ? of(def->getOperand(1 - side))
                                         : std::nullopt;
      if (other && sub)
        other = other->times(-1);
      if (other)
        return std::make_pair(base->first.plus(*other), base->second);
    }
    return std::nullopt;
  }

  /// The byte offset of field `index` of `structure`, as LLVM lays it out.
  std::optional<int64_t> fieldOffset(Operation *at,
                                     LLVM::LLVMStructType structure,
                                     int64_t index) {
    DataLayout layout = DataLayout::closest(at);
    int64_t offset = 0;
    for (int64_t i = 0; i <= index; ++i) {
      Type field = structure.getBody()[i];
      int64_t align =
          structure.isPacked() ? 1 : layout.getTypeABIAlignment(field);
      if (align <= 0)
        return std::nullopt;
      offset = (offset + align - 1) / align * align;
      if (i == index)
        return offset;
      int64_t bytes = typeBytes(at, field);
      if (bytes <= 0)
        return std::nullopt;
      offset += bytes;
    }
    return std::nullopt;
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
    auto type = dyn_cast<MemRefType>(memref.getType());
    if (!type)
      return std::nullopt;
    int64_t element = bytesOf(type.getElementType());
    // memref.view: a byte shift into a buffer of bytes, then the result's
    // contiguous layout (its dynamic sizes are operands).
    if (name == "memref.view" && def->getNumOperands() >= 2 && element) {
      std::optional<Layout> source = layoutOf(def->getOperand(0), depth + 1);
      std::optional<Affine> shift = of(def->getOperand(1));
      if (!source || !shift || source->strides.size() != 1)
        return std::nullopt;
      Layout layout;
      layout.globalBytes = source->globalBytes;
      layout.offset = source->offset.plus(*shift);
      unsigned nextSize = 2;
      SmallVector<Affine> sizes;
      for (int64_t size : type.getShape()) {
        if (!ShapedType::isDynamic(size)) {
          sizes.push_back(Affine{wide(size), wide(0)});
          continue;
        }
        std::optional<Affine> value =
            nextSize < def->getNumOperands() ? of(def->getOperand(nextSize++))
                                             : std::nullopt;
        if (!value)
          return std::nullopt;
        sizes.push_back(*value);
      }
      Affine stride{wide(element), wide(0)};
      layout.strides.resize(sizes.size());
      for (size_t i = sizes.size(); i-- > 0;) {
        layout.strides[i] = stride;
        std::optional<Affine> next = stride.times(sizes[i]);
        if (!next)
          return std::nullopt;
        stride = *next;
      }
      return layout;
    }
    auto view = dyn_cast<OffsetSizeAndStrideOpInterface>(def);
    if (view && def->getNumOperands() >= 1 && element &&
        (name == "memref.reinterpret_cast" || name == "memref.subview")) {
      std::optional<Layout> source = layoutOf(def->getOperand(0), depth + 1);
      if (!source)
        return fallback(memref);
      Layout layout;
      layout.globalBytes = source->globalBytes;
      SmallVector<OpFoldResult> offsets = view.getMixedOffsets();
      SmallVector<OpFoldResult> strides = view.getMixedStrides();
      if (name == "memref.reinterpret_cast") {
        // From the start of the source's buffer: the source's own offset
        // is not added.
        std::optional<Affine> offset =
            offsets.size() == 1 ? of(offsets[0]) : std::nullopt;
        std::optional<Affine> bytes =
            offset ? offset->times(element) : std::nullopt;
        if (!bytes)
          return fallback(memref);
        layout.offset = *bytes;
        for (OpFoldResult stride : strides) {
          std::optional<Affine> value = of(stride);
          std::optional<Affine> scaled =
              value ? value->times(element) : std::nullopt;
          if (!scaled)
            return fallback(memref);
          layout.strides.push_back(*scaled);
        }
        return layout;
      }
      // A subview; a rank-reducing one is read from its type.
      if (offsets.size() != source->strides.size() ||
          strides.size() != offsets.size() ||
          static_cast<size_t>(type.getRank()) != offsets.size())
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

  /// The static layout of `memref`'s type over the global its address
  /// comes from (expand_shape, collapse_shape and views read no further).
  std::optional<Layout> fallback(Value memref) {
    Value root = addressRoot(memref);
    Operation *def = root ? root.getDefiningOp() : nullptr;
    if (!def || def->getName().getStringRef() != "memref.get_global")
      return std::nullopt;
    // Through a memref.view the type's layout is not over the global's
    // elements: not read.
    for (Value at = memref; at != root;) {
      Operation *op = at.getDefiningOp();
      if (!op || op->getName().getStringRef() == "memref.view")
        return std::nullopt;
      at = op->getOperand(0);
    }
    return staticLayout(memref, root);
  }
  std::optional<Layout> staticLayout(Value memref, Value global) {
    auto type = dyn_cast<MemRefType>(memref.getType());
    auto globalType = dyn_cast<MemRefType>(global.getType());
    if (!type || !globalType || !globalType.hasStaticShape() ||
        !globalType.getLayout().isIdentity() ||
        globalType.getElementType() != type.getElementType())
      return std::nullopt;
    int64_t element = bytesOf(type.getElementType());
    auto [strides, offset] = type.getStridesAndOffset();
    if (!element || ShapedType::isDynamic(offset) ||
        llvm::any_of(strides, ShapedType::isDynamic))
      return std::nullopt;
    Layout layout;
    layout.globalBytes = globalType.getNumElements() * element;
    layout.offset = Affine{wide(offset * element), wide(0)};
    for (int64_t stride : strides)
      layout.strides.push_back(Affine{wide(stride * element), wide(0)});
    return layout;
  }

  ValueFacts &facts;
  Value x;
  llvm::SetVector<Value> *operands;
};
} // namespace

std::pair<Value, bool> mlir::warptile::inputOfIndex(Value value) {
  Operation *cast = value.getDefiningOp();
  if (!cast || cast->getNumOperands() != 1)
    return {value, true};
  StringRef name = cast->getName().getStringRef();
  if (name == "arith.index_cast" || name == "arith.extsi" ||
      name == "llvm.sext")
    return {cast->getOperand(0), true};
  if (name == "arith.index_castui" || name == "arith.extui" ||
      name == "llvm.zext")
    return {cast->getOperand(0), false};
  return {value, true};
}

bool mlir::warptile::loadsPastGlobal(Operation *load, ValueFacts &facts) {
  StringRef name = load->getName().getStringRef();
  if (load->getNumOperands() == 0 ||
      !llvm::is_contained({StringRef("memref.load"), StringRef("vector.load"),
                           StringRef("vector.maskedload"),
                           StringRef("vector.gather"), StringRef("llvm.load")},
                          name))
    return false;
  // A masked load (or gather) reads only where its mask is set: read when
  // it is set everywhere (a constant true mask), as LLVM reads it.
  bool gather = name == "vector.gather";
  SmallVector<int64_t> lanes{0};
  if (name == "vector.maskedload" || gather) {
    auto rank = dyn_cast<MemRefType>(load->getOperand(0).getType());
    unsigned maskAt = rank ? 1 + rank.getRank() + (gather ? 1 : 0) : 0;
    if (!rank || load->getNumOperands() <= maskAt)
      return false;
    DenseElementsAttr bits;
    if (!matchPattern(load->getOperand(maskAt), m_Constant(&bits)) ||
        !bits.isSplat() || !bits.getSplatValue<bool>())
      return false;
    // A gather's offsets, when constant (round 40: [6, 6] of 4 elements).
    if (gather) {
      DenseIntElementsAttr offsets;
      if (!matchPattern(load->getOperand(maskAt - 1), m_Constant(&offsets)))
        return false;
      lanes.clear();
      for (const APInt &offset : offsets.getValues<APInt>())
        lanes.push_back(offset.getSExtValue());
    }
  }
  // With every value at its range; and the values the position is computed
  // from.
  llvm::SetVector<Value> operands;
  std::optional<Access> fixed =
      LayoutReader(facts, Value(), &operands).accessOf(load);
  if (!fixed)
    return false;
  auto outside = [](const ConstantRange &offset, int64_t size,
                    int64_t globalBytes) {
    return offset.isEmptySet() ||
           offset.getSignedMin().sgt(APInt(kWide, globalBytes - size, true)) ||
           offset.getSignedMax().isNegative();
  };
  if (gather && !fixed->lastStride)
    return false;
  for (int64_t lane : lanes) {
    ConstantRange at = fixed->offset.constant;
    if (gather)
      at = at.add(wide(lane).multiply(wide(*fixed->lastStride)));
    if (outside(at, fixed->size, fixed->globalBytes))
      return true;
  }
  if (gather)
    return false;
  // A value LLVM computes when it compiles but ValueFacts does not
  // (`fptosi 6.0`, a load of a constant global: issue 27 round 39) may be
  // any position to it: LLVM may prove the load past the end.
  for (Value operand : operands)
    if (facts.mayFold(operand) && !facts.exact(operand))
      return true;
  // One input at a time (the others at their ranges): what its guards
  // leave, widened as its cast widens it, must reach inside.
  unsigned asked = 0;
  for (Value operand : operands) {
    auto [input, isSigned] = inputOfIndex(operand);
    unsigned width = integerBits(input.getType());
    if (!width || isa<ShapedType>(input.getType()) || !facts.isOpaque(input))
      continue;
    if (++asked > 8)
      break;
    std::optional<Access> symbolic =
        LayoutReader(facts, operand, nullptr).accessOf(load);
    if (!symbolic)
      continue;
    unsigned operandWidth = integerBits(operand.getType());
    if (!operandWidth)
      continue;
    Access access = *symbolic;
    auto reachesInside = [&, access](const ConstantRange &values) {
      ConstantRange widened = width > operandWidth ? values.truncate(operandWidth)
                              : width == operandWidth ? values
                              : isSigned ? values.signExtend(operandWidth)
                                         : values.zeroExtend(operandWidth);
      ConstantRange at = access.offset.constant.add(
          widened.signExtend(kWide).multiply(access.offset.factor));
      return !outside(at, access.size, access.globalBytes);
    };
    if (!facts.conditionsLeave(input, load, reachesInside))
      return true;
  }
  return false;
}
