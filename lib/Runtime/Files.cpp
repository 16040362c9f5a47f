//===- Files.cpp - Whole-file reads and writes that report errors ---------===//
//
// Part of warptile. POSIX calls rather than iostreams: a filebuf throws
// std::ios_failure when read() fails (a directory named x.ptx) and hides
// write errors until a close nobody checks.
//
//===----------------------------------------------------------------------===//

#include "warptile/Runtime/Files.h"

#include <cerrno>
#include <cstring>
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

using namespace warptile::rt;

namespace {
Status failure(const std::string &what, const std::string &path,
               int error = errno) {
  return Status(ErrorKind::Invalid,
                what + " '" + path + "': " + std::strerror(error));
}

/// Closes a descriptor on every path out of a function.
struct Descriptor {
  int fd;
  ~Descriptor() {
    if (fd >= 0)
      ::close(fd);
  }
  /// Closes now and reports whether the close succeeded (NFS and full
  /// disks report write errors here).
  bool close() {
    int result = ::close(fd);
    fd = -1;
    return result == 0;
  }
};
} // namespace

Result<std::string> warptile::rt::readFile(const std::string &path,
                                           size_t limit) {
  Descriptor file{::open(path.c_str(), O_RDONLY | O_CLOEXEC)};
  if (file.fd < 0)
    return failure("cannot open", path);
  struct stat info;
  if (::fstat(file.fd, &info) != 0)
    return failure("cannot read", path);
  if (S_ISDIR(info.st_mode))
    return Status(ErrorKind::Invalid,
                  "cannot read '" + path + "': it is a directory");
  if (!S_ISREG(info.st_mode) && !S_ISFIFO(info.st_mode))
    return Status(ErrorKind::Invalid,
                  "cannot read '" + path + "': not a regular file or a pipe");
  std::string contents;
  if (S_ISREG(info.st_mode) && static_cast<uint64_t>(info.st_size) <= limit)
    contents.reserve(static_cast<size_t>(info.st_size));
  char buffer[1 << 16];
  for (;;) {
    ssize_t got = ::read(file.fd, buffer, sizeof(buffer));
    if (got < 0 && errno == EINTR)
      continue;
    if (got < 0)
      return failure("cannot read", path);
    if (got == 0)
      return contents;
    if (contents.size() + static_cast<size_t>(got) > limit)
      return Status(ErrorKind::Invalid, "cannot read '" + path +
                                            "': it is larger than " +
                                            std::to_string(limit) + " bytes");
    contents.append(buffer, static_cast<size_t>(got));
  }
}

Status warptile::rt::writeFile(const std::string &path,
                               std::initializer_list<std::string_view> parts) {
  Descriptor file{
      ::open(path.c_str(), O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0666)};
  if (file.fd < 0)
    return failure("cannot write", path);
  for (std::string_view part : parts) {
    const char *next = part.data();
    size_t left = part.size();
    while (left > 0) {
      ssize_t written = ::write(file.fd, next, left);
      if (written < 0 && errno == EINTR)
        continue;
      if (written <= 0)
        return failure("cannot write", path, written < 0 ? errno : EIO);
      next += written;
      left -= static_cast<size_t>(written);
    }
  }
  if (!file.close())
    return failure("cannot write", path);
  return Status::ok();
}
