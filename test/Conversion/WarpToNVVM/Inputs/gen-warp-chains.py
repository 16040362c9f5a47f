#!/usr/bin/env python3
"""Writes large warp kernels for the lowering's complexity tests.

    gen-warp-chains.py SHAPE N

SHAPE is one of:
  pairs     N diverge/merge pairs one after another on the entry warp, then
            a ballot (its warp's exactness depends on all N pairs);
  halvings  N times: split the even half in two and merge the parts back
            into the even half, a ballot on each; every merge is exact only
            by the running-lanes rule, which reads both parts' history;
  branches  the warp passed through N blocks by cf.br, then a ballot.
Every kernel verifies; each collective's exactness is known statically.
"""

import sys


def kernel(name, args, body):
    lines = ["gpu.module @m {",
             "  gpu.func @%s(%s) kernel {" % (name, args)]
    lines += ["    " + line for line in body]
    lines += ["    gpu.return", "  }", "}"]
    return "\n".join(lines)


def pairs(n):
    body = ["%w0 = warp.entry : !warp.warp<all>"]
    for i in range(n):
        body += [
            "%%a%d, %%b%d = warp.diverge %%w%d, low(16) : !warp.warp<all> -> "
            "!warp.warp<low(16)>, !warp.warp<high(16)>" % (i, i, i),
            "%%w%d = warp.merge %%a%d, %%b%d : !warp.warp<low(16)>, "
            "!warp.warp<high(16)> -> !warp.warp<all>" % (i + 1, i, i),
        ]
    body.append("%%v = warp.ballot %%w%d, %%p : !warp.warp<all> -> i32" % n)
    return kernel("pairs", "%p: i1", body)


def halvings(n):
    body = [
        "%w = warp.entry : !warp.warp<all>",
        "%e0, %o = warp.diverge %w, even : !warp.warp<all> -> "
        "!warp.warp<even>, !warp.warp<odd>",
    ]
    lo, hi = "!warp.warp<mask(0x5555)>", "!warp.warp<mask(0x55550000)>"
    for i in range(n):
        body += [
            "%%l%d, %%h%d = warp.diverge %%e%d, low(16) : !warp.warp<even> -> "
            "%s, %s" % (i, i, i, lo, hi),
            "%%e%d = warp.merge %%l%d, %%h%d : %s, %s -> !warp.warp<even>" %
            (i + 1, i, i, lo, hi),
            "%%v%d = warp.ballot %%e%d, %%p : !warp.warp<even> -> i32" %
            (i, i + 1),
        ]
    body.append("%%m = warp.merge %%e%d, %%o : !warp.warp<even>, "
                "!warp.warp<odd> -> !warp.warp<all>" % n)
    return kernel("halvings", "%p: i1", body)


def branches(n):
    body = ["%w0 = warp.entry : !warp.warp<all>",
            "cf.br ^bb1(%w0 : !warp.warp<all>)"]
    for i in range(1, n + 1):
        body += [
            "^bb%d(%%w%d: !warp.warp<all>):" % (i, i),
            "cf.br ^bb%d(%%w%d : !warp.warp<all>)" % (i + 1, i),
        ]
    body += ["^bb%d(%%last: !warp.warp<all>):" % (n + 1),
             "%v = warp.ballot %last, %p : !warp.warp<all> -> i32"]
    return kernel("branches", "%p: i1", body)


def main():
    shapes = {"pairs": pairs, "halvings": halvings, "branches": branches}
    if len(sys.argv) != 3 or sys.argv[1] not in shapes:
        sys.exit("usage: gen-warp-chains.py {%s} N" % "|".join(shapes))
    print(shapes[sys.argv[1]](int(sys.argv[2])))


if __name__ == "__main__":
    main()
