#!/usr/bin/env python3
"""Every target the CMake package exports (the export file CMake writes into
the build tree, what `cmake --install` copies) is named in README.md.

Usage: readme_targets.py BUILD_DIR README"""
import glob
import os
import re
import sys

build, readme = sys.argv[1], sys.argv[2]
files = glob.glob(os.path.join(build, "CMakeFiles", "Export", "*",
                               "WarptileTargets.cmake"))
if not files:
    sys.exit("no WarptileTargets.cmake under %s/CMakeFiles/Export" % build)
names = sorted(set(re.findall(r"add_library\((\w+)", open(files[0]).read())))
text = open(readme, encoding="utf-8").read()
missing = [n for n in names if "`%s`" % n not in text]
print("%d exported targets" % len(names))
for name in missing:
    print("README.md does not name %s" % name)
sys.exit(1 if missing else 0)
