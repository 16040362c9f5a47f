//===- BlockShape.cpp - The block a kernel declares, checked at launch ----===//
//
// Part of warptile.
//
//===----------------------------------------------------------------------===//

#include "warptile/Runtime/BlockShape.h"

#include <cctype>
#include <cstdlib>

using namespace warptile::rt;

static std::string text(Dim3 d) {
  return "(" + std::to_string(d.x) + "," + std::to_string(d.y) + "," +
         std::to_string(d.z) + ")";
}

/// `.reqntid 32, 2, 1` (1 to 3 extents) at `pos`, just after the directive.
static Dim3 parseExtents(const std::string &ptx, size_t pos) {
  unsigned values[3] = {1, 1, 1};
  for (unsigned i = 0; i < 3; ++i) {
    while (pos < ptx.size() && (ptx[pos] == ' ' || ptx[pos] == '\t'))
      ++pos;
    if (pos >= ptx.size() || !std::isdigit(static_cast<unsigned char>(ptx[pos])))
      break;
    char *end = nullptr;
    values[i] = static_cast<unsigned>(std::strtoul(ptx.c_str() + pos, &end, 10));
    pos = end - ptx.c_str();
    while (pos < ptx.size() && (ptx[pos] == ' ' || ptx[pos] == '\t'))
      ++pos;
    if (pos >= ptx.size() || ptx[pos] != ',')
      break;
    ++pos;
  }
  return {values[0], values[1], values[2]};
}

std::map<std::string, DeclaredBlock>
warptile::rt::parsePtxBlockShapes(const std::string &ptx) {
  std::map<std::string, DeclaredBlock> shapes;
  size_t pos = 0;
  while ((pos = ptx.find(".entry", pos)) != std::string::npos) {
    pos += 6;
    size_t begin = ptx.find_first_not_of(" \t\r\n", pos);
    if (begin == std::string::npos)
      break;
    size_t end = begin;
    while (end < ptx.size() && !std::isspace(static_cast<unsigned char>(ptx[end])) &&
           ptx[end] != '(')
      ++end;
    std::string name = ptx.substr(begin, end - begin);
    // The performance directives stand between the parameter list and the
    // body's `{`.
    size_t close = ptx.find(')', end);
    size_t body = close == std::string::npos ? std::string::npos
                                             : ptx.find('{', close);
    if (body == std::string::npos)
      break;
    std::string between = ptx.substr(close, body - close);
    for (const char *directive : {".reqntid", ".maxntid"}) {
      size_t at = between.find(directive);
      if (at == std::string::npos)
        continue;
      DeclaredBlock declared;
      declared.exact = std::string(directive) == ".reqntid";
      declared.dims = parseExtents(between, at + 8);
      declared.source = directive;
      shapes[name] = declared;
    }
    pos = body;
  }
  return shapes;
}

Status warptile::rt::checkBlockShape(const std::string &kernel,
                                     const DeclaredBlock &declared,
                                     Dim3 block) {
  const Dim3 &d = declared.dims;
  bool fits = declared.exact
                  ? block.x == d.x && block.y == d.y && block.z == d.z
                  : block.x <= d.x && block.y <= d.y && block.z <= d.z;
  if (fits)
    return Status::ok();
  return Status::invalid(
      "kernel '" + kernel + "' declares a block of " +
      (declared.exact ? "exactly " : "at most ") + text(d) + " threads (" +
      declared.source + "), but the launch gives " + text(block) +
      "; the warp types and the uniformity analysis take the declared "
      "shape as a fact");
}
