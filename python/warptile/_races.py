"""The simulator's race findings (global-race, shared-race) as objects: both
threads, both accesses and their ops and source locations, parsed from the
finding's message (lib/Sim/Races.cpp writes it; docs/Sim.md "Findings")."""

from __future__ import annotations

import re
from typing import NamedTuple, Optional, Tuple

Dim3 = Tuple[int, int, int]

_DIM = r"\((\d+),(\d+),(\d+)\)"
# "block (1,0,0) thread (0,0,0) warp 0 lane 0: "
_REPORTER = re.compile(r"block " + _DIM + r" thread " + _DIM +
                       r" warp \d+ lane \d+: ")
# "reads 4 bytes at byte offset 0 of argument 0 that ..." or
# "writes shared memory offset 4 that ..." (two plain writes).
_ACCESS = re.compile(
    r"(?P<mine>(?:atomically )?(?:reads|writes|updates)) "
    r"(?:(?P<bytes>\d+) bytes at )?"
    r"(?:byte offset (?P<goffset>\d+) of (?P<buffer>.+?)|"
    r"shared memory offset (?P<soffset>\d+)) that ")
# The other thread: within the reporter's block "thread (x,y,z) (warp w
# lane l)", else "block (x,y,z) thread (x,y,z) warp w lane l".
_OTHER = re.compile(r"(?:block " + _DIM + r" )?thread " + _DIM +
                    r" (?:\(warp \d+ lane \d+\)|warp \d+ lane \d+) ")
_THEIRS = re.compile(r"(?P<theirs>(?:atomically )?(?:read|wrote))"
                     r"(?: a different value to)? at ")
_TAIL = re.compile(r" with (?:nothing ordering them|no barrier in between)"
                   r" \[(?P<site>.*)\](?: \(and (?P<more>\d+) more times? at "
                   r"this op\))?$")
_SITE = re.compile(r"^(?P<op>.+?)(?: at (?P<file>.+):(?P<line>\d+):"
                   r"(?P<col>\d+))?$")


class RaceAccess(NamedTuple):
    """One side of a race: the thread (block and thread ids), what it did
    ("reads", "writes", "atomically updates", ...; the earlier side's verb
    is in the past tense) and the op with its source location (file, line
    and column are None when the op has none)."""

    block: Dim3
    thread: Dim3
    access: str
    op: str
    file: Optional[str]
    line: Optional[int]
    column: Optional[int]


class Race(NamedTuple):
    """A global-race or shared-race finding: the access that found it
    (``second``, the later one in the run), the earlier access it conflicts
    with (``first``), the memory (``buffer``: "argument N", a global's
    name, or "shared memory"; ``offset`` in bytes) and how many more times
    the same op raced (``more``)."""

    kind: str
    first: RaceAccess
    second: RaceAccess
    buffer: str
    offset: int
    more: int
    message: str


def _site(text: str) -> Tuple[str, Optional[str], Optional[int],
                              Optional[int]]:
    m = _SITE.match(text)
    if not m or not m.group("file"):
        return text, None, None, None
    return (m.group("op"), m.group("file"), int(m.group("line")),
            int(m.group("col")))


def parse_race(kind: str, message: str) -> Optional[Race]:
    """The Race a (kind, message) finding of the simulator describes; None
    for a finding of another kind or a message of another shape."""
    if kind not in ("global-race", "shared-race"):
        return None
    m = _REPORTER.match(message)
    if not m:
        return None
    block = tuple(int(g) for g in m.groups()[:3])
    thread = tuple(int(g) for g in m.groups()[3:])
    rest = message[m.end():]
    a = _ACCESS.match(rest)
    if not a:
        return None
    rest = rest[a.end():]
    o = _OTHER.match(rest)
    if not o:
        return None
    other_block = (tuple(int(g) for g in o.groups()[:3]) if o.group(1)
                   else block)
    other_thread = tuple(int(g) for g in o.groups()[3:])
    rest = rest[o.end():]
    t = _THEIRS.match(rest)
    if not t:
        return None
    rest = rest[t.end():]
    tail = _TAIL.search(rest)
    if not tail:
        return None
    first_op, first_file, first_line, first_col = _site(rest[:tail.start()])
    op, file, line, col = _site(tail.group("site"))
    shared = a.group("soffset") is not None
    return Race(
        kind=kind,
        first=RaceAccess(other_block, other_thread, t.group("theirs"),
                         first_op, first_file, first_line, first_col),
        second=RaceAccess(block, thread, a.group("mine"), op, file, line,
                          col),
        buffer="shared memory" if shared else a.group("buffer"),
        offset=int(a.group("soffset") if shared else a.group("goffset")),
        more=int(tail.group("more") or 0),
        message=message)
