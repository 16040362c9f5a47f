//===- Buffers.cpp - warp-run's kernel arguments --------------------------===//
//
// Part of warptile.
//
//===----------------------------------------------------------------------===//

#include "Buffers.h"
#include "Numbers.h"

#include "warptile/Runtime/Files.h"
#include "warptile/Runtime/HalfFloat.h"
#include "warptile/Runtime/Scalars.h"

#include <cmath>
#include <cstring>
#include <limits>
#include <random>
#include <sstream>

using namespace warptile;
using namespace warptile::run;

bool ElementType::parse(const std::string &name, ElementType &type) {
  // The scalar encoder's types (i1 is a scalar only: parseArgument
  // refuses it for a buffer).
  rt::ScalarType scalar;
  if (!rt::ScalarType::parse(name, scalar))
    return false;
  type = {scalar.name, scalar.bytes, scalar.isFloat, scalar.isSigned};
  return true;
}

rt::ScalarType ElementType::scalarType() const {
  return {name, static_cast<unsigned>(bytes), isFloat, isSigned};
}

std::string ElementType::npyDescr() const {
  // NumPy has no bfloat16: its bits are written as unsigned 16-bit
  // integers (what ml_dtypes' arrays .view(np.uint16) give).
  if (name == "bf16")
    return "<u2";
  std::string kind = isFloat ? "f" : isSigned ? "i" : "u";
  return (bytes == 1 ? "|" : "<") + kind + std::to_string(bytes);
}

std::string ElementType::range() const { return scalarType().range(); }

size_t Argument::count() const { return data.size() / type.bytes; }

double Argument::getReal(size_t i) const {
  const unsigned char *p = data.data() + i * type.bytes;
  if (type.bytes == 2) {
    uint16_t v;
    std::memcpy(&v, p, 2);
    return type.name == "bf16" ? rt::fromBFloat16Bits(v) : rt::fromHalfBits(v);
  }
  if (type.bytes == 4) {
    float v;
    std::memcpy(&v, p, 4);
    return v;
  }
  double v;
  std::memcpy(&v, p, 8);
  return v;
}

std::string Argument::format(size_t i) const {
  if (type.isFloat) {
    std::ostringstream text;
    text << getReal(i);
    return text.str();
  }
  // Little-endian bytes, sign-extended for signed types.
  uint64_t bits = 0;
  std::memcpy(&bits, data.data() + i * type.bytes, type.bytes);
  if (!type.isSigned)
    return std::to_string(bits);
  unsigned shift = 64 - 8 * static_cast<unsigned>(type.bytes);
  return std::to_string(static_cast<int64_t>(bits << shift) >> shift);
}

bool Argument::sameBits(size_t i, const Argument &other) const {
  return std::memcmp(data.data() + i * type.bytes,
                     other.data.data() + i * type.bytes, type.bytes) == 0;
}

namespace {
/// Stores the low bytes of `bits` (an integer modulo 2^bits) at element i.
void storeInteger(Argument &arg, size_t i, uint64_t bits) {
  std::memcpy(arg.data.data() + i * arg.type.bytes, &bits, arg.type.bytes);
}

void storeReal(Argument &arg, size_t i, double value) {
  unsigned char *p = arg.data.data() + i * arg.type.bytes;
  if (arg.type.bytes == 2) {
    uint16_t v = arg.type.name == "bf16" ? rt::toBFloat16Bits(value)
                                         : rt::toHalfBits(value);
    std::memcpy(p, &v, 2);
  } else if (arg.type.bytes == 4) {
    float v = static_cast<float>(value);
    std::memcpy(p, &v, 4);
  } else {
    std::memcpy(p, &value, 8);
  }
}

/// Encodes `text` as one element of `value`'s type at element 0 of `value`
/// (an Argument of one element) with the scalar encoder warp-run shares
/// with the Python package, or says why it does not fit.
rt::Status encode(const std::string &text, Argument &value) {
  const ElementType &type = value.type;
  rt::ScalarValue scalar = rt::ScalarValue::unreadable(text);
  bool negative;
  uint64_t magnitude;
  double real;
  if (type.name == "i1" && (text == "true" || text == "false"))
    scalar = rt::ScalarValue::fromBool(text == "true", text);
  else if (!type.isFloat && parseInteger(text, negative, magnitude))
    scalar = rt::ScalarValue::integer(negative, magnitude, text);
  else if (type.isFloat && parseReal(text, real))
    scalar = rt::ScalarValue::fromReal(real, text);
  rt::Result<std::vector<unsigned char>> bytes =
      rt::encodeScalar(type.scalarType(), scalar);
  if (!bytes)
    return bytes.getStatus();
  std::memcpy(value.data.data(), bytes->data(), bytes->size());
  return rt::Status::ok();
}
} // namespace

rt::Result<Argument> warptile::run::parseArgument(const std::string &spec,
                                                  bool values) {
  if (spec.rfind("struct{", 0) == 0)
    return parseStructArgument(spec);
  Argument arg;
  arg.spec = spec;
  size_t bracket = spec.find('[');
  size_t colon = spec.find(':');
  if (bracket == std::string::npos) {
    // A scalar: TYPE:VALUE.
    if (colon == std::string::npos ||
        !ElementType::parse(spec.substr(0, colon), arg.type))
      return rt::Status::invalid(
          "'" + spec +
          "' is neither a buffer TYPE[N]=FILL nor a scalar "
          "TYPE:VALUE (types f16 bf16 f32 f64 i1 i8 i16 i32 i64 u8 u16 u32 "
          "u64)");
    arg.data.assign(arg.type.bytes, 0);
    if (rt::Status s = encode(spec.substr(colon + 1), arg))
      return s.withContext("'" + spec + "': ");
    return arg;
  }
  arg.isBuffer = true;
  size_t close = spec.find(']', bracket);
  if (close == std::string::npos ||
      !ElementType::parse(spec.substr(0, bracket), arg.type) ||
      arg.type.name == "i1")
    return rt::Status::invalid("'" + spec +
                               "': a buffer is TYPE[N] or TYPE[AxB...] with "
                               "TYPE one of f16 bf16 f32 f64 i8 i16 i32 i64 "
                               "u8 u16 u32 u64 (i1 is a scalar: i1:true)");
  // Every 'x'-separated dimension is a whole number: `f32[]` and `f32[32x]`
  // are mistakes, not 1 and 32 elements.
  std::string dims = spec.substr(bracket + 1, close - bracket - 1);
  size_t count = 1;
  for (size_t start = 0;;) {
    size_t end = dims.find('x', start);
    std::string dim = dims.substr(start, end - start);
    uint64_t n;
    if (!parseUnsigned(dim, kMaxBufferBytes, n))
      return rt::Status::invalid("'" + spec + "': '" + dim + "' is not a size");
    arg.shape.push_back(static_cast<int64_t>(n));
    // Checked: the product of the dimensions must not wrap around.
    if (n != 0 && count > kMaxBufferBytes / arg.type.bytes / n)
      return rt::Status::invalid("'" + spec + "' is larger than " +
                                 std::to_string(kMaxBufferBytes >> 30) +
                                 " GiB");
    count *= static_cast<size_t>(n);
    if (end == std::string::npos)
      break;
    start = end + 1;
  }
  if (count == 0)
    return rt::Status::invalid(
        "'" + spec + "' has no elements; a kernel would get a null buffer");
  if (!values)
    return arg;
  arg.data.assign(count * arg.type.bytes, 0);

  std::string fill = close + 1 < spec.size() && spec[close + 1] == '='
                         ? spec.substr(close + 2)
                         : close + 1 == spec.size() ? "zeros" : "";
  if (fill == "zeros")
    return arg;
  if (fill == "ones" || fill == "iota") {
    // iota wraps around integer types (u8: 0..255, 0, 1, ...), as NumPy's
    // arange(n).astype(t) does.
    for (size_t i = 0; i < count; ++i) {
      uint64_t value = fill == "ones" ? 1 : i;
      if (arg.type.isFloat)
        storeReal(arg, i, static_cast<double>(value));
      else
        storeInteger(arg, i, value);
    }
    return arg;
  }
  if (fill.rfind("random", 0) == 0) {
    uint64_t seed = 0;
    if (fill.size() > 6 && (fill[6] != ':' ||
                            !parseUnsigned(fill.substr(7), UINT64_MAX, seed)))
      return rt::Status::invalid(
          "'" + spec + "': random takes an integer seed, random:SEED");
    std::mt19937_64 rng(seed);
    std::uniform_real_distribution<double> real(0.0, 1.0);
    std::uniform_int_distribution<int> small(0, 99);
    for (size_t i = 0; i < count; ++i) {
      if (arg.type.isFloat)
        storeReal(arg, i, real(rng));
      else
        storeInteger(arg, i, static_cast<uint64_t>(small(rng)));
    }
    return arg;
  }
  if (fill.rfind("const:", 0) == 0) {
    Argument one;
    one.type = arg.type;
    one.data.assign(arg.type.bytes, 0);
    if (rt::Status s = encode(fill.substr(6), one))
      return s.withContext("'" + spec + "': const: ");
    for (size_t i = 0; i < count; ++i)
      std::memcpy(arg.data.data() + i * arg.type.bytes, one.data.data(),
                  arg.type.bytes);
    return arg;
  }
  if (fill.rfind("file:", 0) == 0) {
    std::string path = fill.substr(5);
    rt::Result<Argument> file = readNpy(path);
    if (!file)
      return file.getStatus();
    if (rt::Status s = checkLike(path, arg, *file))
      return s.withContext("'" + spec + "': ");
    arg.data = std::move(file->data);
    return arg;
  }
  return rt::Status::invalid(
      "'" + spec + "': unknown fill '" + fill +
      "' (zeros, ones, iota, random[:SEED], const:VALUE, file:PATH.npy)");
}

//===----------------------------------------------------------------------===//
// .npy files (format version 1.0 and 2.0, C order, little endian)
//===----------------------------------------------------------------------===//

rt::Result<Argument> warptile::run::readNpy(const std::string &path) {
  Argument array;
  array.isBuffer = true;
  ElementType &type = array.type;
  std::vector<int64_t> &shape = array.shape;
  // The largest buffer, a header of at most 1 MiB and the preamble.
  rt::Result<std::string> file =
      rt::readFile(path, kMaxBufferBytes + (size_t(1) << 20) + 12);
  if (!file)
    return file.getStatus();
  const std::string &bytes = *file;
  auto invalid = [&](const std::string &what) {
    return rt::Status::invalid("'" + path + "'" + what);
  };
  if (bytes.size() < 10 || std::memcmp(bytes.data(), "\x93NUMPY", 6) != 0)
    return invalid(" is not a .npy file");
  size_t headerBytes = 0, start = 0;
  auto byte = [&](size_t i) {
    return static_cast<size_t>(static_cast<unsigned char>(bytes[i]));
  };
  if (bytes[6] == 1) {
    headerBytes = byte(8) | (byte(9) << 8);
    start = 10;
  } else {
    if (bytes.size() < 12)
      return invalid(": truncated header");
    headerBytes =
        byte(8) | (byte(9) << 8) | (byte(10) << 16) | (byte(11) << 24);
    start = 12;
  }
  if (headerBytes > (1u << 20))
    return invalid(": header too long");
  if (bytes.size() - start < headerBytes)
    return invalid(": truncated header");
  std::string header = bytes.substr(start, headerBytes);
  auto field = [&](const std::string &key) {
    size_t at = header.find("'" + key + "'");
    size_t colon = at == std::string::npos ? at : header.find(':', at);
    return colon == std::string::npos ? std::string()
                                      : header.substr(colon + 1);
  };
  std::string descr = field("descr");
  descr = descr.substr(descr.find('\'') + 1);
  descr = descr.substr(0, descr.find('\''));
  if (field("fortran_order").find("False") != 0 &&
      field("fortran_order").find(" False") != 0)
    return invalid(": only C-ordered arrays are read");
  // bf16 has no NumPy type: its files hold the bits as '<u2', which reads
  // as u16 here; checkLike lets a u16 file fill or check a bf16 buffer.
  static const char *names[] = {"f16", "f32", "f64", "i8",  "i16", "i32",
                                "i64", "u8",  "u16", "u32", "u64"};
  // '<' little endian, '|' not applicable (one byte), '=' native.
  bool known = false;
  for (const char *name : names) {
    ElementType t;
    ElementType::parse(name, t);
    if (descr.size() > 1 && std::strchr("<|=", descr[0]) &&
        descr.substr(1) == t.npyDescr().substr(1)) {
      type = t;
      known = true;
    }
  }
  if (!known)
    return invalid(": element type '" + descr + "' is not supported");
  std::string dims = field("shape");
  dims = dims.substr(dims.find('(') + 1);
  dims = dims.substr(0, dims.find(')'));
  rt::Status badShape = invalid(": bad shape (" + dims + ")");
  // Each dimension is a whole number ("32.9" is not read as 32); a
  // trailing comma (one dimension) leaves an empty last item.
  size_t count = 1;
  shape.clear();
  for (size_t from = 0; from <= dims.size();) {
    size_t comma = dims.find(',', from);
    std::string dim = dims.substr(from, comma - from);
    dim.erase(0, dim.find_first_not_of(' '));
    dim.erase(dim.find_last_not_of(' ') + 1);
    bool last = comma == std::string::npos;
    if (!(dim.empty() && (last || shape.empty()))) {
      uint64_t n;
      if (dim.find_first_not_of("0123456789") != std::string::npos ||
          !parseUnsigned(dim, kMaxBufferBytes, n))
        return badShape;
      if (n != 0 && count > kMaxBufferBytes / type.bytes / n)
        return badShape;
      shape.push_back(static_cast<int64_t>(n));
      count *= static_cast<size_t>(n);
    } else if (!last) {
      return badShape; // An empty dimension before a comma: "(,4)".
    }
    if (last)
      break;
    from = comma + 1;
  }
  size_t offset = start + headerBytes, want = count * type.bytes;
  size_t available = bytes.size() - offset;
  if (available < want)
    return invalid(": truncated data (" + std::to_string(available) + " of " +
                   std::to_string(want) + " bytes)");
  if (available > want)
    return invalid(": " + std::to_string(available - want) +
                   " bytes after the data of shape (" + dims + ")");
  array.data.assign(bytes.begin() + offset, bytes.end());
  return array;
}

rt::Status warptile::run::checkLike(const std::string &path,
                                    const Argument &like,
                                    const Argument &into) {
  // bf16's files hold its bits as uint16 (NumPy has no bf16).
  bool bitsOfBf16 = into.type.name == "u16" && like.type.name == "bf16";
  if ((into.type.name != like.type.name && !bitsOfBf16) ||
      into.count() != like.count())
    return rt::Status::invalid(path + " holds " + std::to_string(into.count()) +
                               " " + into.type.name + " elements, the buffer " +
                               std::to_string(like.count()) + " " +
                               like.type.name);
  // A buffer given a shape (f32[2x768]) takes or compares only a file of
  // that shape; a flat one, any shape of its size.
  auto text = [](const std::vector<int64_t> &shape) {
    std::string out;
    for (int64_t d : shape)
      out += (out.empty() ? "" : "x") + std::to_string(d);
    return out;
  };
  if (like.shape.size() > 1 && into.shape != like.shape)
    return rt::Status::invalid(path + " has shape " + text(into.shape) +
                               ", the buffer " + text(like.shape));
  return rt::Status::ok();
}

rt::Status warptile::run::writeNpy(const std::string &path,
                                   const Argument &arg) {
  std::string shape = "(";
  for (int64_t d : arg.shape)
    shape += std::to_string(d) + (arg.shape.size() == 1 ? "," : ", ");
  if (arg.shape.size() > 1)
    shape.resize(shape.size() - 2);
  shape += ")";
  std::string header = "{'descr': '" + arg.type.npyDescr() +
                       "', 'fortran_order': False, 'shape': " + shape + ", }";
  // Pad so that the data starts on a 64-byte boundary, newline last.
  size_t total = 10 + header.size() + 1;
  header.append((64 - total % 64) % 64, ' ');
  header.push_back('\n');
  char preamble[10] = {'\x93', 'N', 'U', 'M', 'P', 'Y', 1, 0,
                       static_cast<char>(header.size() & 0xff),
                       static_cast<char>(header.size() >> 8)};
  return rt::writeFile(
      path, {std::string_view(preamble, sizeof(preamble)), header,
             std::string_view(reinterpret_cast<const char *>(arg.data.data()),
                              arg.data.size())});
}
