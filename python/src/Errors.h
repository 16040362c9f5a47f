//===- Errors.h - C++ exceptions the bindings translate ---------*- C++ -*-===//
//
// Part of warptile. Thrown where the GIL may be released; Bindings.cpp
// turns them into Python exceptions once it is held again.
//
//===----------------------------------------------------------------------===//

#ifndef WARPTILE_PYTHON_ERRORS_H
#define WARPTILE_PYTHON_ERRORS_H

#include <stdexcept>

namespace warptile {
namespace python {

/// A driver error (RuntimeError), with the runtime's message.
struct CudaFailure : std::runtime_error {
  using std::runtime_error::runtime_error;
};

/// The watchdog stopped waiting for a kernel (TimeoutError).
struct TimeoutFailure : std::runtime_error {
  using std::runtime_error::runtime_error;
};

/// A file that cannot be read (OSError).
struct FileFailure : std::runtime_error {
  using std::runtime_error::runtime_error;
};

} // namespace python
} // namespace warptile

#endif // WARPTILE_PYTHON_ERRORS_H
