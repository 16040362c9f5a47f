//===- StaticMapBindings.h - warptile.StaticMap's bindings ------*- C++ -*-===//
//
// Part of warptile. Registers _warptile._StaticMap (StaticMap.cpp).
//
//===----------------------------------------------------------------------===//

#ifndef WARPTILE_PYTHON_STATICMAPBINDINGS_H
#define WARPTILE_PYTHON_STATICMAPBINDINGS_H

#include <pybind11/pybind11.h>

namespace warptile {
namespace python {
void registerStaticMap(pybind11::module_ &m);
} // namespace python
} // namespace warptile

#endif // WARPTILE_PYTHON_STATICMAPBINDINGS_H
