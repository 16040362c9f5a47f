#!/usr/bin/env python3
"""The static map's benchmarks (issue 32), over staticmap-bench.

  bench.py sim [--json FILE]
      The simulator's throughput on the CI-sized case: 2000 keys (duplicates
      inside the batch) at load 0.8, every tile size, both probing schemes,
      checked against std::unordered_map; keys/s of insert and find (how
      fast the simulator is, not a GPU), ours (the warp-dialect kernels)
      beside the CUDA C++ twin (when the build has it).

  bench.py gpu [--dry-run] [--keys N] [--json FILE]
      The GPU run: 10^8 unique u64 pairs at loads 0.5 and 0.8, insert (the
      map cleared before each timed run) and find on device-resident
      batches, ours (the warp-dialect kernels, examples/staticmap/
      staticmap_<probing>_g<G>.mlir, lowered by warp-to-ptx) beside the
      CUDA C++ twin (nvcc's PTX of examples/staticmap/staticmap.cu when
      nvcc is there, else clang's), G keys/s and GB/s (16 bytes a pair),
      ours / twin, and the anchor: NVIDIA's published H100 figures for
      cuco::static_map (insert 87.5 GB/s, find 134.6 GB/s). --dry-run runs
      the same path on the fake CUDA driver (test/Runtime/Inputs/
      fake_libcuda.c) with a few keys: no numbers, CI-runnable.
"""

import argparse
import json
import os
import pathlib
import shutil
import subprocess
import sys
import tempfile

ROOT = pathlib.Path(__file__).resolve().parents[2]
ANCHOR = {"insert": 87.5, "find": 134.6}  # GB/s, cuco on an H100


def build_dir(args):
    return pathlib.Path(args.build or os.environ.get("WARPTILE_BUILD",
                                                     ROOT / "build"))


def run_bench(build, argv, env=None):
    exe = build / "bin" / "staticmap-bench"
    with tempfile.TemporaryDirectory() as tmp:
        out = pathlib.Path(tmp) / "r.json"
        proc = subprocess.run([str(exe)] + argv + ["--json", str(out)],
                              env=env, capture_output=True, text=True)
        if proc.returncode != 0:
            sys.stderr.write(proc.stdout + proc.stderr)
            raise SystemExit(f"bench.py: staticmap-bench failed "
                             f"(exit {proc.returncode}): {' '.join(argv)}")
        return json.loads(out.read_text()), proc.stdout


def sim(args):
    build = build_dir(args)
    twin = build / "examples" / "staticmap" / "staticmap_twin.mlir"
    common = ["--backend", "sim", "--keys", str(args.keys),
              "--tiles", args.tiles, "--probing", "linear,double",
              "--loads", "0.8", "--seeds", "1", "--runs", str(args.runs),
              "--check", "--label", "simulator, CI-sized case"]
    results = {}
    results["ours"], table = run_bench(
        build, common + ["--style", "ours", "--kernels",
                         str(ROOT / "examples" / "staticmap")])
    sys.stdout.write(table)
    if twin.exists():
        results["twin"], table = run_bench(
            build, common + ["--style", "twin", "--kernels", str(twin)])
        sys.stdout.write(table)
    twin_rows = {(r["probing"], r["tile"]): r
                 for r in results.get("twin", {}).get("rows", [])}
    print(f"\nsimulator keys/s, {args.keys} keys at load 0.8 (seed 1)")
    print(f"{'probing':8}{'tile':>5}{'ours ins':>11}{'twin ins':>11}"
          f"{'ours find':>11}{'twin find':>11}")
    rows = []
    for o in results["ours"]["rows"]:
        t = twin_rows.get((o["probing"], o["tile"]))
        row = {"probing": o["probing"], "tile": o["tile"],
               "ours_insert_keys_per_s": o["insert_keys_per_s"],
               "ours_find_keys_per_s": o["find_keys_per_s"],
               "twin_insert_keys_per_s": t and t["insert_keys_per_s"],
               "twin_find_keys_per_s": t and t["find_keys_per_s"]}
        rows.append(row)
        fmt = lambda v: f"{v:11.0f}" if v is not None else f"{'-':>11}"
        print(f"{o['probing']:8}{o['tile']:5}"
              f"{fmt(row['ours_insert_keys_per_s'])}"
              f"{fmt(row['twin_insert_keys_per_s'])}"
              f"{fmt(row['ours_find_keys_per_s'])}"
              f"{fmt(row['twin_find_keys_per_s'])}")
    if args.json:
        pathlib.Path(args.json).write_text(json.dumps(
            {"device": results["ours"]["device"], "keys": args.keys,
             "load": 0.8, "rows": rows, "ours": results["ours"],
             "twin": results.get("twin")}, indent=1) + "\n")


def twin_ptx(build, tmp, dry_run):
    """nvcc's PTX of the twin (sm_90, the .gpu-scoped atomics), else the
    build's clang PTX."""
    nvcc = shutil.which("nvcc") or "/usr/local/cuda/bin/nvcc"
    if not dry_run and os.path.exists(nvcc):
        out = pathlib.Path(tmp) / "staticmap_twin_nvcc.ptx"
        subprocess.run([nvcc, "-arch=sm_90", "-O3", "-ptx",
                        str(ROOT / "examples" / "staticmap" / "staticmap.cu"),
                        "-o", str(out)], check=True)
        return out, "nvcc"
    return build / "examples" / "staticmap" / "staticmap_twin.ptx", "clang"


def gpu(args):
    build = build_dir(args)
    env = dict(os.environ)
    keys, runs = args.keys, args.runs
    if args.dry_run:
        env["WARPTILE_LIBCUDA"] = args.fake_driver or str(
            build / "test" / "Runtime" / "libwarptile-fake-cuda.so")
        keys, runs = min(keys, 4096), 1
    ours_dir = ROOT / "examples" / "staticmap"
    have_ours = all((ours_dir / f"staticmap_{p}_g{g}.mlir").exists()
                    for p in ("linear", "double") for g in (1, 2, 4, 8, 16, 32))
    common = ["--backend", "cuda", "--keys", str(keys), "--unique",
              "--tiles", args.tiles, "--probing", args.probing,
              "--loads", "0.5,0.8", "--runs", str(runs)]
    if args.dry_run:
        common.append("--dry-run")
    results = {}
    with tempfile.TemporaryDirectory() as tmp:
        ptx, compiler = twin_ptx(build, tmp, args.dry_run)
        results["twin"], _ = run_bench(
            build, common + ["--style", "twin", "--kernels", str(ptx),
                             "--label",
                             f"CUDA C++ twin ({compiler})"], env)
    if have_ours:
        results["ours"], _ = run_bench(
            build, common + ["--style", "ours", "--kernels", str(ours_dir),
                             "--label", "warp dialect"], env)
    device = results["twin"]["device"]
    print(f"static map, {keys} unique u64 pairs, on {device}"
          + (" (dry run: the fake driver runs nothing; no numbers)"
             if args.dry_run else ""))
    if not have_ours:
        print("ours: the warp-dialect kernels (examples/staticmap/"
              "staticmap_<probing>_g<G>.mlir) are not there; twin only")
    else:
        print(f"ours: {results['ours']['label']} ({len(results['ours']['rows'])}"
              f" maps run), twin: {results['twin']['label']} "
              f"({len(results['twin']['rows'])} maps run)")
    print(f"{'probing':8}{'tile':>5}{'load':>6}  {'op':7}"
          f"{'ours G/s':>10}{'ours GB/s':>10}{'twin G/s':>10}"
          f"{'twin GB/s':>10}{'ours/twin':>10}{'cuco H100':>10}")
    rows = []
    ours_rows = {(r["probing"], r["tile"], r["load"]): r
                 for r in results.get("ours", {}).get("rows", [])}
    for t in results["twin"]["rows"]:
        o = ours_rows.get((t["probing"], t["tile"], t["load"]))
        for op in ("insert", "find"):
            # A dry run's times are the fake driver's (nothing ran).
            real = not args.dry_run
            tk = t[f"{op}_keys_per_s"] / 1e9 if real else None
            tg = t[f"{op}_gb_per_s"] if real else None
            ok = o[f"{op}_keys_per_s"] / 1e9 if o and real else None
            og = o[f"{op}_gb_per_s"] if o and real else None
            ratio = og / tg if og is not None and tg else None
            fmt = lambda v: f"{v:10.3f}" if v is not None else f"{'-':>10}"
            print(f"{t['probing']:8}{t['tile']:5}{t['load']:6.2f}  {op:7}"
                  f"{fmt(ok)}{fmt(og)}{fmt(tk)}{fmt(tg)}{fmt(ratio)}"
                  f"{ANCHOR[op]:10.1f}")
            rows.append({"probing": t["probing"], "tile": t["tile"],
                         "load": t["load"], "op": op,
                         "ours_gkeys_per_s": ok, "ours_gb_per_s": og,
                         "twin_gkeys_per_s": tk, "twin_gb_per_s": tg,
                         "ours_over_twin": ratio,
                         "cuco_h100_gb_per_s": ANCHOR[op]})
    if args.json:
        pathlib.Path(args.json).write_text(json.dumps(
            {"device": device, "keys": keys, "dry_run": args.dry_run,
             "ours_maps": len(results.get("ours", {}).get("rows", [])),
             "twin_maps": len(results["twin"]["rows"]),
             "rows": rows}, indent=1) + "\n")


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--build", help="the build directory (default "
                        "$WARPTILE_BUILD or build/)")
    sub = parser.add_subparsers(dest="mode", required=True)
    s = sub.add_parser("sim")
    s.add_argument("--keys", type=int, default=2000)
    s.add_argument("--runs", type=int, default=3)
    s.add_argument("--tiles", default="1,2,4,8,16,32")
    s.add_argument("--json")
    g = sub.add_parser("gpu")
    g.add_argument("--keys", type=int, default=10**8)
    g.add_argument("--runs", type=int, default=5)
    g.add_argument("--tiles", default="1,2,4,8,16,32")
    g.add_argument("--probing", default="linear,double")
    g.add_argument("--dry-run", action="store_true")
    g.add_argument("--fake-driver")
    g.add_argument("--json")
    args = parser.parse_args()
    (sim if args.mode == "sim" else gpu)(args)


if __name__ == "__main__":
    main()
