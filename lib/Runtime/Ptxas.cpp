//===- Ptxas.cpp - Assembling PTX ahead of the driver's JIT ---------------===//
//
// Part of warptile. Where the CUDA toolkit's ptxas is present, PTX can be
// assembled to a cubin before loading: the load then skips the driver's
// JIT, and ptxas's diagnostics name the PTX line.
//
//===----------------------------------------------------------------------===//

#include "warptile/Runtime/Files.h"
#include "warptile/Runtime/Runtime.h"

#include <cerrno>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <vector>
#include <sys/wait.h>
#include <unistd.h>

using namespace warptile::rt;

std::string warptile::rt::findPtxas() {
  if (const char *path = std::getenv("PATH")) {
    std::string dirs = path;
    size_t start = 0;
    while (start <= dirs.size()) {
      size_t end = dirs.find(':', start);
      if (end == std::string::npos)
        end = dirs.size();
      std::string candidate = dirs.substr(start, end - start) + "/ptxas";
      if (end > start && access(candidate.c_str(), X_OK) == 0)
        return candidate;
      start = end + 1;
    }
  }
  const char *cuda = std::getenv("CUDA_PATH");
  std::string fallback =
      std::string(cuda ? cuda : "/usr/local/cuda") + "/bin/ptxas";
  return access(fallback.c_str(), X_OK) == 0 ? fallback : std::string();
}

Result<std::string> warptile::rt::assembleWithPtxas(const std::string &ptx,
                                                    const std::string &chip) {
  std::string ptxas = findPtxas();
  if (ptxas.empty())
    return Status(ErrorKind::Invalid,
                  "no ptxas found (PATH, $CUDA_PATH/bin, /usr/local/cuda/bin)");
  const char *tmp = std::getenv("TMPDIR");
  std::string pattern = std::string(tmp && *tmp ? tmp : "/tmp") +
                        "/warptile-ptxas-XXXXXX";
  std::vector<char> dirBuffer(pattern.begin(), pattern.end());
  dirBuffer.push_back('\0');
  if (!mkdtemp(dirBuffer.data()))
    return Status(ErrorKind::Invalid, "cannot create a temporary directory " +
                                          pattern + ": " +
                                          std::strerror(errno));
  const char *dir = dirBuffer.data();
  std::string in = std::string(dir) + "/kernel.ptx";
  std::string out = std::string(dir) + "/kernel.cubin";
  std::string log = std::string(dir) + "/ptxas.log";
  if (Status s = writeFile(in, {ptx})) {
    std::remove(in.c_str());
    rmdir(dir);
    return s;
  }
  std::string command = "'" + ptxas + "' -arch=" + chip + " '" + in +
                        "' -o '" + out + "' > '" + log + "' 2>&1";
  int status = std::system(command.c_str());
  // ptxas wrote both files (or failed, and the log says why); a cubin
  // larger than 1 GiB is not one.
  Result<std::string> cubin = readFile(out, size_t(1) << 30);
  Result<std::string> messages = readFile(log, size_t(1) << 20);
  std::remove(in.c_str());
  std::remove(out.c_str());
  std::remove(log.c_str());
  rmdir(dir);
  if (status != 0 || !cubin || cubin->empty())
    return Status(
        ErrorKind::Invalid,
        "ptxas -arch=" + chip + " failed" +
            (!messages || messages->empty() ? "" : ":\n" + *messages));
  return std::move(*cubin);
}
