//===- Files.h - Whole-file reads and writes that report errors -*- C++ -*-===//
//
// Part of warptile. The one way the runtime and its tools read and write
// files: a directory, a device, a short read, a full disk or a write that
// fails at close is an error with a message, never an exception or a
// silently truncated file. Plain C++17, like the rest of lib/Runtime.
//
//===----------------------------------------------------------------------===//

#ifndef WARPTILE_RUNTIME_FILES_H
#define WARPTILE_RUNTIME_FILES_H

#include "warptile/Runtime/Runtime.h"

#include <initializer_list>
#include <string>
#include <string_view>

namespace warptile {
namespace rt {

/// The contents of `path`, a regular file or a pipe of at most `limit`
/// bytes. Directories and devices are refused (reading /dev/zero would
/// never end); every failure is ErrorKind::Invalid with a message that
/// names the file.
Result<std::string> readFile(const std::string &path, size_t limit);

/// Writes `parts`, in order, to `path` (created or truncated), then flushes
/// and closes it: success means the bytes reached the file. A full disk
/// (/dev/full), a read-only file (/proc/version) or a missing directory is
/// ErrorKind::Invalid, with the system's reason.
Status writeFile(const std::string &path,
                 std::initializer_list<std::string_view> parts);

} // namespace rt
} // namespace warptile

#endif // WARPTILE_RUNTIME_FILES_H
