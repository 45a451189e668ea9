#!/usr/bin/env bash
# tests/test_scan (C) on the final build: the plan's layouts, the engines against loops
set -u
O=${1:-/tmp/o}; mkdir -p "$O"
tar -xJf call/build.tar.xz
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader
for be in cpu cuda; do
  echo "-- test_scan $be"
  LD_LIBRARY_PATH="$PWD/src:${LD_LIBRARY_PATH:-}" timeout -s KILL 200 call/test_scan $be 2>&1 | tail -4
done
