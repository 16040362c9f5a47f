//===- Findings.h - Looking up a run's findings in the Sim unit tests -----===//
//
// Part of warptile.
//
//===----------------------------------------------------------------------===//

#ifndef WARPTILE_UNITTESTS_SIM_FINDINGS_H
#define WARPTILE_UNITTESTS_SIM_FINDINGS_H

#include "warptile/Sim/Machine.h"

#include <string>

namespace warptile {
namespace sim {

/// Whether `r` has a finding of `kind` whose message contains `text`.
inline bool hasFinding(const RunReport &r, const std::string &kind,
                       const std::string &text) {
  for (const Finding &f : r.findings)
    if (f.kind == kind && f.message.find(text) != std::string::npos)
      return true;
  return false;
}

/// Every finding of `r`, a line each (for failure messages).
inline std::string all(const RunReport &r) {
  std::string text;
  for (const Finding &f : r.findings)
    text += f.kind + ": " + f.message + "\n";
  return text;
}

} // namespace sim
} // namespace warptile

#endif // WARPTILE_UNITTESTS_SIM_FINDINGS_H
