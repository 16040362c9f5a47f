"""Diagnostics and checker findings as Python objects."""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import List, Optional

_RULE = re.compile(r"^(?:'[^']*' op )?([A-Z][0-9]+):")


@dataclass
class Diagnostic:
    """One diagnostic of the compiler, as ``warp-opt`` reports it.

    ``file``, ``line`` and ``column`` locate it in the source (empty and 0
    where the location is not a file position); ``notes`` are the notes
    attached to it; ``str()`` gives ``warp-opt``'s text, source line and
    caret included.
    """

    severity: str
    message: str
    file: str = ""
    line: int = 0
    column: int = 0
    notes: List["Diagnostic"] = field(default_factory=list)
    text: str = ""

    @property
    def rule(self) -> Optional[str]:
        """The ID of the rule the message cites (``"W9"``, ``"C3"``), if any."""
        match = _RULE.match(self.message)
        return match.group(1) if match else None

    def __str__(self) -> str:
        if self.text:
            return self.text.rstrip("\n")
        where = f"{self.file}:{self.line}:{self.column}: " if self.file else ""
        lines = [f"{where}{self.severity}: {self.message}"]
        lines += [str(note) for note in self.notes]
        return "\n".join(lines)


@dataclass
class Finding(Diagnostic):
    """A finding of the convergence checker (rules C1-C5) or of the race
    checker (R1-R3).

    ``rule`` is the rule's ID; ``severity`` is ``"error"`` or ``"warning"``
    (C5 and R3, unless ``warnings_as_errors``); the notes point at the
    branch where the lanes diverged, or at the other access of a race.
    """

    @classmethod
    def from_diagnostic(cls, diagnostic: Diagnostic) -> "Finding":
        """The finding a checker diagnostic reports."""
        return cls(diagnostic.severity, diagnostic.message, diagnostic.file,
                   diagnostic.line, diagnostic.column, diagnostic.notes,
                   diagnostic.text)


class DiagnosticError(Exception):
    """Parsing, verifying or lowering failed; ``diagnostics`` says why.

    ``str()`` of the exception reads like ``warp-opt``'s output: every
    diagnostic with its location, source line and notes.
    """

    def __init__(self, summary: str, diagnostics: List[Diagnostic]):
        super().__init__(summary)
        self.summary = summary
        self.diagnostics = list(diagnostics)

    def __str__(self) -> str:
        if not self.diagnostics:
            return self.summary
        return "\n".join(str(d) for d in self.diagnostics)
