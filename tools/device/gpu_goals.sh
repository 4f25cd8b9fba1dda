#!/usr/bin/env bash
# One call on a lent GPU machine for what issues 28 and 30 still need a GPU
# to measure: build, gpu_goals.tcl (the GPU regex kernels, a new program's
# first statement, gpu_udf_row), bench_bulk.tcl at 10^7 rows (bulk in with
# the pages decoded, results out: CPU engine and GPU), gpu_extra.tcl's
# gpu_join at 20,000 x 20,000, then the GPU test files for the time left:
#
#   mkdir -p .git/info && ../shared/device/pack.sh
#   cp tools/device/* .device/
#   device run, carry [".device"], timeout_s 590:  TOTAL=560 bash .device/gpu_goals.sh
#
# Logs to $OUT: goals.log, bulk.log, join.log, test.log.
set -uo pipefail
DEV_LABEL=goals DEV_TOTAL=560 DEV_BUILD_TAIL=20
. "$(dirname "$0")"/device_env.sh
( cd "$B" && GPUSTR_EXT=$B/.libs/gpustr SRCDIR=$B timeout ${GOALSECS:-150} \
    tclsh "$here"/linebuf.tcl "$here"/gpu_goals.tcl ) >"$OUT"/goals.log 2>&1
say "goals rc=$?"; cat "$OUT"/goals.log
( cd /tmp && GPUSTR_EXT=$B/.libs/gpustr timeout ${BULKSECS:-170} \
    tclsh "$here"/linebuf.tcl $B/bench/bench_bulk.tcl "${BULKROWS:-10000000}" ) >"$OUT"/bulk.log 2>&1
say "bulk rc=$?"; cat "$OUT"/bulk.log
( cd "$B" && GPUSTR_EXT=$B/.libs/gpustr SRCDIR=$B XSIZES="" JSETS="${JSETS:-20000}" \
    timeout ${JOINSECS:-60} tclsh "$here"/linebuf.tcl "$here"/gpu_extra.tcl ) >"$OUT"/join.log 2>&1
say "join rc=$?"; grep -E "^join|strings" "$OUT"/join.log
L=$(left)
if [ "$L" -gt 40 ]; then
  GPUCHECK_SECONDS=$((L - 10)) bash "$here"/gpu-check.sh test test/map.test test/regex.test test/gpu.test \
    test/join.test 2>&1 | tail -20
  cp "$OUT"/check.log "$OUT"/test.log 2>/dev/null; say "test files done"
fi
