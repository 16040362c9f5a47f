# -*- Python -*-
# lit configuration for the warptile googletest unit tests (unittests/): lit
# runs every `*Tests` executable under the build's unittests/ folder and
# counts each googletest test as one lit test.

import os

import lit.formats

config.name = "WARPTILE-Unit"
config.suffixes = []  # the tests are executables, found by the format

config.test_exec_root = os.path.join(config.warptile_obj_root, "unittests")
config.test_source_root = config.test_exec_root

# "." is the build-mode subfolder of single-configuration generators.
config.test_format = lit.formats.GoogleTest(".", "Tests")
