//===- StructArguments.cpp - warp-run's by-value struct arguments ---------===//
//
// Part of warptile. A kernel that takes a struct by value (CUDA C++'s
// `Kernel(ScanTileState s)`, clang's `ptr byval(T) align A`, PTX's `.param
// .align A .b8 p[N]`) gets its N bytes copied into the launch. warp-run
// spells such an argument `struct{FIELD,...}`: each FIELD a scalar
// `TYPE:VALUE`, `&I` (the device address of buffer argument I, 8 bytes, as
// a struct holding a pointer to device memory needs), or a nested
// `{FIELD,...}`. The fields are laid out by the C ABI that CUDA's device
// code follows (the NVPTX data layout): each at the next multiple of its
// alignment (a scalar's size; a pointer's 8; a nested struct's largest
// field's), the whole padded to a multiple of its alignment. The simulator
// checks the field offsets against the kernel's struct type as well.
//
//===----------------------------------------------------------------------===//

#include "Buffers.h"
#include "Numbers.h"

#include <algorithm>

using namespace warptile;
using namespace warptile::run;

namespace {
/// A recursive-descent reader of one `{...}` with the cursor in `pos`.
class StructReader {
public:
  StructReader(const std::string &spec, Argument &arg) : spec(spec), arg(arg) {}

  /// Reads `{FIELD,...}` at pos into arg (fields placed from `base`),
  /// setting the struct's size and alignment.
  rt::Status read(size_t &size, size_t &align, unsigned depth = 0) {
    if (pos >= spec.size() || spec[pos] != '{')
      return error("expected '{'");
    // Recursion bounded (a spec of a million '{' is an error, not a stack
    // overflow); C structs nest far less.
    if (depth == kMaxDepth)
      return error("structs nested deeper than " + std::to_string(kMaxDepth));
    ++pos;
    size = 0;
    align = 1;
    if (pos < spec.size() && spec[pos] == '}')
      return error("a struct has at least one field");
    for (;;) {
      size_t fieldSize = 0, fieldAlign = 1;
      if (pos < spec.size() && spec[pos] == '{') {
        // A nested struct: its fields are placed relative to its start,
        // which is known once its alignment is: read it, then shift.
        size_t first = arg.fields.size();
        if (rt::Status s = read(fieldSize, fieldAlign, depth + 1))
          return s;
        size_t offset = roundUp(size, fieldAlign);
        for (size_t f = first; f < arg.fields.size(); ++f)
          arg.fields[f].offset += offset;
        size = offset + fieldSize;
      } else {
        size_t end = spec.find_first_of(",}", pos);
        if (end == std::string::npos)
          return error("a field without its closing '}'");
        std::string text = spec.substr(pos, end - pos);
        Argument::Field field;
        field.text = text;
        if (!text.empty() && text[0] == '&') {
          uint64_t index;
          if (!parseUnsigned(text.substr(1), UINT32_MAX, index))
            return error("'" + text +
                         "' is not &I (the address of buffer argument I)");
          field.pointsTo = static_cast<int64_t>(index);
          fieldSize = fieldAlign = 8;
          field.bytes = 8;
          field.value.assign(8, 0);
        } else {
          rt::Result<Argument> scalar = parseArgument(text);
          if (!scalar || scalar->isBuffer || scalar->isStruct)
            return error(
                "'" + text +
                "' is not a field: TYPE:VALUE (a scalar), &I (the address of "
                "buffer argument I) or {FIELD,...}" +
                (scalar ? "" : ": " + scalar.getStatus().getMessage()));
          fieldSize = fieldAlign = scalar->type.bytes;
          field.bytes = fieldSize;
          field.value = scalar->data;
        }
        field.offset = roundUp(size, fieldAlign);
        size = field.offset + fieldSize;
        arg.fields.push_back(std::move(field));
        pos = end;
      }
      align = std::max(align, fieldAlign);
      if (pos < spec.size() && spec[pos] == ',') {
        ++pos;
        continue;
      }
      if (pos < spec.size() && spec[pos] == '}') {
        ++pos;
        size = roundUp(size, align);
        return rt::Status::ok();
      }
      return error("expected ',' or '}'");
    }
  }

  size_t pos = 0;
  static constexpr unsigned kMaxDepth = 32;

private:
  static size_t roundUp(size_t n, size_t align) {
    return (n + align - 1) / align * align;
  }
  rt::Status error(const std::string &what) const {
    return rt::Status::invalid(
        "'" + spec + "': " + what + " at character " + std::to_string(pos) +
        " (a struct by value is struct{FIELD,...}, each FIELD TYPE:VALUE, "
        "&I or {FIELD,...})");
  }

  const std::string &spec;
  Argument &arg;
};
} // namespace

rt::Result<Argument> warptile::run::parseStructArgument(const std::string &spec) {
  Argument arg;
  arg.spec = spec;
  arg.isStruct = true;
  ElementType::parse("u8", arg.type);
  StructReader reader(spec, arg);
  reader.pos = std::string("struct").size();
  size_t size = 0, align = 1;
  if (rt::Status s = reader.read(size, align))
    return s;
  if (reader.pos != spec.size())
    return rt::Status::invalid("'" + spec + "': text after the struct's '}'");
  arg.structAlign = align;
  arg.data.assign(size, 0);
  for (const Argument::Field &field : arg.fields)
    std::copy(field.value.begin(), field.value.end(),
              arg.data.begin() + static_cast<std::ptrdiff_t>(field.offset));
  arg.shape = {static_cast<int64_t>(size)};
  return arg;
}

rt::Status warptile::run::checkStructPointers(const std::vector<Argument> &args) {
  for (size_t i = 0; i < args.size(); ++i)
    for (const Argument::Field &field : args[i].fields) {
      if (field.pointsTo < 0)
        continue;
      auto target = static_cast<size_t>(field.pointsTo);
      if (target >= args.size() || !args[target].isBuffer)
        return rt::Status::invalid(
            "argument " + std::to_string(i) + " ('" + args[i].spec +
            "'): field " + field.text + " names argument " +
            std::to_string(target) + ", which is not a buffer" +
            (target >= args.size() ? " (there are " +
                                         std::to_string(args.size()) +
                                         " arguments)"
                                   : ""));
    }
  return rt::Status::ok();
}

void warptile::run::patchStructPointers(
    Argument &arg, const std::vector<uint64_t> &addresses) {
  for (const Argument::Field &field : arg.fields)
    if (field.pointsTo >= 0) {
      uint64_t address = addresses[static_cast<size_t>(field.pointsTo)];
      std::copy(reinterpret_cast<const unsigned char *>(&address),
                reinterpret_cast<const unsigned char *>(&address) + 8,
                arg.data.begin() + static_cast<std::ptrdiff_t>(field.offset));
    }
}
