"""Lists every C++ string literal naming a chip ("sm_90", "sm_80a", ...)
outside include/warptile/Pipelines/Chips.h in the sources the tools,
libraries and Python bindings compile, TableGen files included (a pass option's default): the default chip is written once
(kDefaultChip). Comments do not count, nor does a chip inside a longer
string (a PTX text's ".target"). The benchmarks are not scanned: the
launch-overhead one carries a hand-written PTX text and matches its
".target sm_90" line. Prints one line per
literal and "N chip literals"."""
import pathlib
import re
import sys

root = pathlib.Path(sys.argv[1])
literal = re.compile(r'\\?"sm_[0-9]+[a-z]?\\?"')
count = 0
for folder in ["tools", "lib", "include", "python/src"]:
    for path in sorted((root / folder).rglob("*")):
        if path.suffix not in {".cpp", ".h", ".c", ".td"}:
            continue
        if path.as_posix().endswith("include/warptile/Pipelines/Chips.h"):
            continue
        for number, line in enumerate(path.read_text().splitlines(), 1):
            code = line.split("//", 1)[0]
            for match in literal.finditer(code):
                count += 1
                print(f"{path.relative_to(root)}:{number}: {match.group(0)}")
print(f"{count} chip literals")
