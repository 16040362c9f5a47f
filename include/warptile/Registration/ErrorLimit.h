//===- ErrorLimit.h - Stop reporting after N errors -------------*- C++ -*-===//
//
// Part of warptile.
//
//===----------------------------------------------------------------------===//

#ifndef WARPTILE_REGISTRATION_ERRORLIMIT_H
#define WARPTILE_REGISTRATION_ERRORLIMIT_H

#include "llvm/ADT/StringRef.h"

namespace mlir {
class MLIRContext;

namespace warptile {

/// The default of the tools' `--error-limit` (clang's `-ferror-limit`).
constexpr unsigned kDefaultErrorLimit = 20;

/// Registers a diagnostic handler on `context`, above the handlers already
/// there (a SourceMgrDiagnosticHandler), that lets the first `limit` errors
/// and the first `limit` warnings (with their notes, and every remark)
/// through and drops the rest; `limit` 0 lets everything through. At the
/// first dropped one it turns off the op printed with each diagnostic
/// (`see current operation`), whose numbering of the whole function made a
/// run with thousands of errors quadratic. When the context is destroyed it
/// prints "<tool>: N more errors [and M more warnings] not shown
/// (--error-limit=0 shows all)" if any were dropped. The caller's exit
/// status is unchanged (the run already failed at the first error). A
/// second call on the same context does nothing.
void installErrorLimit(MLIRContext &context, unsigned limit,
                       llvm::StringRef tool);

} // namespace warptile
} // namespace mlir

#endif // WARPTILE_REGISTRATION_ERRORLIMIT_H
