#!/bin/sh
# One static map round on the simulator, checked against the dict:
#   run_map.sh PYTHON WARP_RUN KERNELS.mlir TILE SEED DIR [gen options...]
# generates the inputs (staticmap_dict.py gen), runs insert, find and
# contains with warp-run --sim --sim-seed SEED on 2 blocks of 128 threads,
# and checks the answers (staticmap_dict.py check; --full in the options is
# passed to the check too). Stops at the first failing step.
set -e
py=$1 run=$2 kernels=$3 tile=$4 seed=$5 dir=$6
shift 6
here=$(dirname "$0")
full=
for a in "$@"; do [ "$a" = --full ] && full=--full; done
gen_opts=$(echo "$@" | sed 's/--full//')
set -- $("$py" "$here/staticmap_dict.py" gen "$dir" --tile "$tile" --seed "$seed" $gen_opts)
w=$1 nk=$2 nq=$3
sim="$run --sim --sim-seed $seed --timeout 120 $kernels --grid 2 --block 128"
$sim --kernel insert --arg "i64[$((2 * w))]=file:$dir/slots.npy" --arg "i64:$w" \
  --arg "i64[$nk]=file:$dir/keys.npy" --arg "i64[$nk]=file:$dir/values.npy" \
  --arg "i64:$nk" --arg i64:-1 --arg i64:-2 \
  --arg "i64[2]=file:$dir/counters.npy" \
  --out "0=$dir/slots_out.npy" --out "7=$dir/counters_out.npy"
$sim --kernel find --arg "i64[$((2 * w))]=file:$dir/slots_out.npy" --arg "i64:$w" \
  --arg "i64[$nq]=file:$dir/queries.npy" --arg "i64[$nq]" \
  --arg "i64:$nq" --arg i64:-1 --arg i64:-2 --out "3=$dir/found.npy"
$sim --kernel contains --arg "i64[$((2 * w))]=file:$dir/slots_out.npy" --arg "i64:$w" \
  --arg "i64[$nq]=file:$dir/queries.npy" --arg "i8[$nq]" \
  --arg "i64:$nq" --arg i64:-1 --arg i64:-2 --out "3=$dir/flags.npy"
"$py" "$here/staticmap_dict.py" check "$dir" $full
