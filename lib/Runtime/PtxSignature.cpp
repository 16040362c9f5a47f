//===- PtxSignature.cpp - The parameters of PTX kernels -------------------===//
//
// Part of warptile. Reads `.entry name(.param .u64 .ptr .align 1 p0, ...)`
// so that arguments can be checked against a kernel before a launch, where
// a mismatch would otherwise read garbage or fault.
//
//===----------------------------------------------------------------------===//

#include "warptile/Runtime/Runtime.h"

#include <cctype>
#include <sstream>

using namespace warptile::rt;

/// Bytes of a PTX scalar type such as `.u64` or `.f16`; 0 if not one.
static size_t typeBytes(const std::string &type) {
  if (type.size() < 3 || type[0] != '.')
    return 0;
  char kind = type[1];
  if (kind != 'u' && kind != 's' && kind != 'f' && kind != 'b')
    return 0;
  int bits = std::atoi(type.c_str() + 2);
  if (bits != 8 && bits != 16 && bits != 32 && bits != 64)
    return 0;
  return bits / 8;
}

static PtxParam parseParam(const std::string &text) {
  std::istringstream words(text);
  std::string word, last;
  PtxParam param;
  size_t element = 0;
  bool alignNext = false;
  while (words >> word) {
    // `.param .align 16 .b8 p[16]`: the parameter's own alignment comes
    // before its type; in `.param .u64 .ptr .global .align 1 p` it is the
    // pointee's.
    if (alignNext && param.type.empty())
      param.align = std::strtoull(word.c_str(), nullptr, 10);
    alignNext = word == ".align";
    if (size_t bytes = typeBytes(word)) {
      element = bytes;
      param.type = word;
    }
    last = word;
  }
  if (!param.align)
    param.align = element;
  size_t count = 1;
  size_t bracket = last.find('[');
  if (bracket != std::string::npos) {
    count = std::strtoull(last.c_str() + bracket + 1, nullptr, 10);
    param.type += last.substr(bracket);
  }
  param.bytes = element * count;
  return param;
}

std::vector<std::pair<std::string, std::vector<PtxParam>>>
warptile::rt::parsePtxEntries(const std::string &ptx) {
  std::vector<std::pair<std::string, std::vector<PtxParam>>> entries;
  size_t pos = 0;
  while ((pos = ptx.find(".entry", pos)) != std::string::npos) {
    pos += 6;
    size_t begin = pos;
    while (begin < ptx.size() && std::isspace(ptx[begin]))
      ++begin;
    size_t end = begin;
    while (end < ptx.size() && !std::isspace(ptx[end]) && ptx[end] != '(')
      ++end;
    std::string name = ptx.substr(begin, end - begin);
    std::vector<PtxParam> params;
    size_t open = ptx.find_first_not_of(" \t\r\n", end);
    if (open != std::string::npos && ptx[open] == '(') {
      size_t close = ptx.find(')', open);
      std::string list = ptx.substr(open + 1, close - open - 1);
      std::istringstream items(list);
      std::string item;
      while (std::getline(items, item, ','))
        if (item.find(".param") != std::string::npos)
          params.push_back(parseParam(item));
    }
    entries.emplace_back(name, std::move(params));
    pos = end;
  }
  return entries;
}
