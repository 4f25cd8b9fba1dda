#!/usr/bin/env bash
# One call on a lent GPU machine: build, the GPU test files, the GPU
# benchmarks, then `make check` with backend=gpu for the time that is left.
# A GPU session has about 15 minutes of device time in all, so this is one
# command (docs/performance.md, "On a GPU", has the figures it gave):
#
#   mkdir -p .git/info && ../shared/device/pack.sh
#   cp tools/device/* .device/
#   device run, carry [".device"], timeout_s 590:  TOTAL=565 bash .device/gpu_session.sh
#
# Knobs (seconds): TESTSECS (0 skips the test files), BGSECS (bench_gpu.tcl),
# XSECS (gpu_extra.tcl), TOTAL (the whole; make check gets what is left).
# Logs to $OUT: test.log, bench_gpu.log, extra.log, makecheck.log.
set -uo pipefail
DEV_LABEL=session DEV_TOTAL=565 DEV_BUILD_TAIL=30
. "$(dirname "$0")"/device_env.sh
( cd "$B" && make tools/gpu_bandwidth >/dev/null 2>&1 )
if [ "${TESTSECS:-170}" -gt 0 ]; then
  GPUCHECK_SECONDS=${TESTSECS:-170} bash "$here"/gpu-check.sh test test/gpu.test test/join.test \
    test/regex.test test/fuzzy.test test/map.test test/nomem.test 2>&1 | tail -40
  cp "$OUT"/check.log "$OUT"/test.log 2>/dev/null; say "test files done"
fi
( cd "$B" && GPUSTR_EXT=$B/.libs/gpustr GPUSTR_BUILDDIR=$B timeout ${BGSECS:-110} \
    tclsh "$here"/linebuf.tcl bench/bench_gpu.tcl "${BGSIZES:-1000000 10000000}" ) >"$OUT"/bench_gpu.log 2>&1
say "bench_gpu rc=$?"; tail -40 "$OUT"/bench_gpu.log
( cd "$B" && GPUSTR_EXT=$B/.libs/gpustr SRCDIR=$B XSIZES="${XSIZES:-1000000}" JSETS="${JSETS:-2000 20000}" \
    timeout ${XSECS:-120} tclsh "$here"/linebuf.tcl "$here"/gpu_extra.tcl ) >"$OUT"/extra.log 2>&1
say "extra rc=$?"; cat "$OUT"/extra.log
L=$(left)
if [ "$L" -gt 30 ]; then
  say "make check with backend=gpu, ${L}s"
  ( cd "$B" && GPUSTR_BACKEND=gpu timeout "$L" make check ) >"$OUT"/makecheck.log 2>&1; say "check rc=$?"
  grep -E 'passed, [0-9]+ failed|FAIL|^!|^  ' "$OUT"/makecheck.log | tail -40
fi
