#!/usr/bin/env bash
# bench/ab_result_alloc.sh: bench_result_alloc.m with the package's
# uninitialised result arrays and without them (src/__gpu_axis_uninit__.oct
# moved aside: Octave's zeros), alternately, twice.  From the repository
# root after `make -C src`.
set -u
cd "$(dirname "$0")/.."
oct () { RA_TAG=$1 octave-cli --no-history --norc --eval "addpath ([pwd '/src'], [pwd '/inst']); run ('bench/bench_result_alloc.m')"; }
echo "| results made by | backend | sum (A, 2) ms | sum (A, 1) ms | gather 1 GiB ms |"
echo "|---|---|---:|---:|---:|"
for i in 1 2; do
  oct "__gpu_axis_uninit__"
  mv src/__gpu_axis_uninit__.oct src/__gpu_axis_uninit__.oct.off
  oct "builtin zeros"
  mv src/__gpu_axis_uninit__.oct.off src/__gpu_axis_uninit__.oct
done
