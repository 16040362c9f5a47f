//===- Buffers.cpp - warp-run's kernel arguments --------------------------===//
//
// Part of warptile.
//
//===----------------------------------------------------------------------===//

#include "Buffers.h"

#include <cstring>
#include <fstream>
#include <random>
#include <sstream>

using namespace warptile::run;

/// The largest buffer warp-run allocates (host and device), so that a typo
/// in a size is an error, not an allocation failure.
static constexpr size_t kMaxBufferBytes = size_t(64) << 30;

bool ElementType::parse(const std::string &name, ElementType &type) {
  static const struct {
    const char *name;
    size_t bytes;
    bool isFloat, isSigned;
  } known[] = {{"f32", 4, true, true}, {"f64", 8, true, true},
               {"i8", 1, false, true},  {"i32", 4, false, true},
               {"i64", 8, false, true}, {"u8", 1, false, false},
               {"u32", 4, false, false}, {"u64", 8, false, false}};
  for (const auto &k : known)
    if (name == k.name) {
      type = {k.name, k.bytes, k.isFloat, k.isSigned};
      return true;
    }
  return false;
}

std::string ElementType::npyDescr() const {
  std::string kind = isFloat ? "f" : isSigned ? "i" : "u";
  return (bytes == 1 ? "|" : "<") + kind + std::to_string(bytes);
}

size_t Argument::count() const { return data.size() / type.bytes; }

double Argument::get(size_t i) const {
  const unsigned char *p = data.data() + i * type.bytes;
  auto load = [&](auto v) {
    std::memcpy(&v, p, sizeof(v));
    return static_cast<double>(v);
  };
  if (type.isFloat)
    return type.bytes == 4 ? load(float()) : load(double());
  switch (type.bytes) {
  case 1:
    return type.isSigned ? load(int8_t()) : load(uint8_t());
  case 4:
    return type.isSigned ? load(int32_t()) : load(uint32_t());
  default:
    return type.isSigned ? load(int64_t()) : load(uint64_t());
  }
}

void Argument::set(size_t i, double value) {
  unsigned char *p = data.data() + i * type.bytes;
  auto store = [&](auto v) { std::memcpy(p, &v, sizeof(v)); };
  if (type.isFloat)
    return type.bytes == 4 ? store(float(value)) : store(double(value));
  switch (type.bytes) {
  case 1:
    return type.isSigned ? store(int8_t(value)) : store(uint8_t(value));
  case 4:
    return type.isSigned ? store(int32_t(value)) : store(uint32_t(value));
  default:
    return type.isSigned ? store(int64_t(value)) : store(uint64_t(value));
  }
}

bool warptile::run::parseNumber(const std::string &text, double &value) {
  if (text.empty())
    return false;
  char *end = nullptr;
  value = std::strtod(text.c_str(), &end);
  return end && *end == '\0';
}

std::string warptile::run::parseArgument(const std::string &spec,
                                         Argument &arg) {
  arg.spec = spec;
  size_t bracket = spec.find('[');
  size_t colon = spec.find(':');
  if (bracket == std::string::npos) {
    // A scalar: TYPE:VALUE.
    double value;
    if (colon == std::string::npos ||
        !ElementType::parse(spec.substr(0, colon), arg.type) ||
        !parseNumber(spec.substr(colon + 1), value))
      return "'" + spec + "' is neither a buffer TYPE[N]=FILL nor a scalar "
             "TYPE:VALUE (types f32 f64 i8 i32 i64 u8 u32 u64)";
    arg.data.assign(arg.type.bytes, 0);
    arg.set(0, value);
    return {};
  }
  arg.isBuffer = true;
  size_t close = spec.find(']', bracket);
  if (close == std::string::npos ||
      !ElementType::parse(spec.substr(0, bracket), arg.type))
    return "'" + spec + "': a buffer is TYPE[N] or TYPE[AxB...] with TYPE one "
           "of f32 f64 i8 i32 i64 u8 u32 u64";
  std::istringstream dims(spec.substr(bracket + 1, close - bracket - 1));
  std::string dim;
  size_t count = 1;
  while (std::getline(dims, dim, 'x')) {
    double n;
    if (!parseNumber(dim, n) || n < 0 || n > double(kMaxBufferBytes) ||
        n != static_cast<int64_t>(n))
      return "'" + spec + "': '" + dim + "' is not a size";
    arg.shape.push_back(static_cast<int64_t>(n));
    count *= static_cast<size_t>(n);
    if (count * arg.type.bytes > kMaxBufferBytes)
      return "'" + spec + "' is larger than " +
             std::to_string(kMaxBufferBytes >> 30) + " GiB";
  }
  if (count == 0)
    return "'" + spec + "' has no elements; a kernel would get a null buffer";
  arg.data.assign(count * arg.type.bytes, 0);

  std::string fill = close + 1 < spec.size() && spec[close + 1] == '='
                         ? spec.substr(close + 2)
                         : close + 1 == spec.size() ? "zeros" : "";
  if (fill == "zeros")
    return {};
  if (fill == "ones" || fill == "iota") {
    for (size_t i = 0; i < count; ++i)
      arg.set(i, fill == "ones" ? 1.0 : double(i));
    return {};
  }
  if (fill.rfind("random", 0) == 0) {
    double seed = 0;
    if (fill.size() > 6 && (fill[6] != ':' || !parseNumber(fill.substr(7), seed)))
      return "'" + spec + "': random takes an integer seed, random:SEED";
    std::mt19937_64 rng(static_cast<uint64_t>(seed));
    std::uniform_real_distribution<double> real(0.0, 1.0);
    std::uniform_int_distribution<int> small(0, 99);
    for (size_t i = 0; i < count; ++i)
      arg.set(i, arg.type.isFloat ? real(rng) : small(rng));
    return {};
  }
  if (fill.rfind("const:", 0) == 0) {
    double value;
    if (!parseNumber(fill.substr(6), value))
      return "'" + spec + "': const takes a number, const:VALUE";
    for (size_t i = 0; i < count; ++i)
      arg.set(i, value);
    return {};
  }
  if (fill.rfind("file:", 0) == 0) {
    ElementType type;
    std::vector<int64_t> shape;
    std::vector<unsigned char> data;
    std::string path = fill.substr(5);
    if (std::string error = readNpy(path, type, shape, data); !error.empty())
      return error;
    if (type.name != arg.type.name || data.size() != arg.data.size())
      return "'" + spec + "': " + path + " holds " +
             std::to_string(data.size() / type.bytes) + " " + type.name +
             " elements, the buffer " + std::to_string(count) + " " +
             arg.type.name;
    arg.data = std::move(data);
    return {};
  }
  return "'" + spec + "': unknown fill '" + fill +
         "' (zeros, ones, iota, random[:SEED], const:VALUE, file:PATH.npy)";
}

//===----------------------------------------------------------------------===//
// .npy files (format version 1.0 and 2.0, C order, little endian)
//===----------------------------------------------------------------------===//

std::string warptile::run::readNpy(const std::string &path, ElementType &type,
                                   std::vector<int64_t> &shape,
                                   std::vector<unsigned char> &data) {
  std::ifstream in(path, std::ios::binary);
  if (!in)
    return "cannot open '" + path + "'";
  char magic[8];
  if (!in.read(magic, 8) || std::memcmp(magic, "\x93NUMPY", 6) != 0)
    return "'" + path + "' is not a .npy file";
  size_t headerBytes = 0;
  unsigned char len[4] = {0};
  if (magic[6] == 1) {
    in.read(reinterpret_cast<char *>(len), 2);
    headerBytes = len[0] | (len[1] << 8);
  } else {
    in.read(reinterpret_cast<char *>(len), 4);
    headerBytes = len[0] | (len[1] << 8) | (len[2] << 16) |
                  (size_t(len[3]) << 24);
  }
  if (headerBytes > (1u << 20))
    return "'" + path + "': header too long";
  std::string header(headerBytes, '\0');
  if (!in.read(header.data(), headerBytes))
    return "'" + path + "': truncated header";
  auto field = [&](const std::string &key) {
    size_t at = header.find("'" + key + "'");
    return at == std::string::npos ? std::string()
                                   : header.substr(header.find(':', at) + 1);
  };
  std::string descr = field("descr");
  descr = descr.substr(descr.find('\'') + 1);
  descr = descr.substr(0, descr.find('\''));
  if (field("fortran_order").find("False") != 0 &&
      field("fortran_order").find(" False") != 0)
    return "'" + path + "': only C-ordered arrays are read";
  static const char *names[] = {"f32", "f64", "i8", "i32",
                                "i64", "u8",  "u32", "u64"};
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
    return "'" + path + "': element type '" + descr + "' is not supported";
  std::string dims = field("shape");
  dims = dims.substr(dims.find('(') + 1);
  dims = dims.substr(0, dims.find(')'));
  std::istringstream list(dims);
  std::string dim;
  size_t count = 1;
  shape.clear();
  while (std::getline(list, dim, ','))
    if (dim.find_first_of("0123456789") != std::string::npos) {
      char *end = nullptr;
      long long n = std::strtoll(dim.c_str(), &end, 10);
      if (n < 0 || n > (long long)kMaxBufferBytes)
        return "'" + path + "': bad shape (" + dims + ")";
      shape.push_back(n);
      count *= static_cast<size_t>(n);
      if (count * type.bytes > kMaxBufferBytes)
        return "'" + path + "': bad shape (" + dims + ")";
    }
  // The data must be in the file: check before allocating.
  std::streampos here = in.tellg();
  in.seekg(0, std::ios::end);
  size_t available = static_cast<size_t>(in.tellg() - here);
  in.seekg(here);
  if (available < count * type.bytes)
    return "'" + path + "': truncated data (" + std::to_string(available) +
           " of " + std::to_string(count * type.bytes) + " bytes)";
  data.assign(count * type.bytes, 0);
  if (!in.read(reinterpret_cast<char *>(data.data()), data.size()))
    return "'" + path + "': truncated data";
  return {};
}

std::string warptile::run::writeNpy(const std::string &path,
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
  std::ofstream out(path, std::ios::binary);
  if (!out)
    return "cannot write '" + path + "'";
  out.write("\x93NUMPY\x01\x00", 8);
  unsigned char len[2] = {static_cast<unsigned char>(header.size() & 0xff),
                          static_cast<unsigned char>(header.size() >> 8)};
  out.write(reinterpret_cast<char *>(len), 2);
  out << header;
  out.write(reinterpret_cast<const char *>(arg.data.data()), arg.data.size());
  return out ? std::string() : "cannot write '" + path + "'";
}
