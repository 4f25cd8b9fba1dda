# device_env.sh - sourced by gpu_session.sh and gpu_goals.sh on a lent GPU
# machine: the clock (left: seconds of TOTAL left, TOTAL defaulting to
# DEV_TOTAL), $OUT, say (a line with DEV_LABEL and the seconds so far),
# $here (this folder), the build (gpu-check.sh, its last DEV_BUILD_TAIL
# lines shown), $B (the build tree) and the carried Tcl on the path.
T0=$(date +%s); left() { echo $(( ${TOTAL:-$DEV_TOTAL} - ($(date +%s) - T0) )); }
OUT=${OUT:-/tmp/out}; export OUT; mkdir -p "$OUT"
say() { echo "[$DEV_LABEL $(( $(date +%s) - T0 ))s] $*"; }
here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
bash "$here"/gpu-check.sh build 2>&1 | tail -"$DEV_BUILD_TAIL"; say "build rc=${PIPESTATUS[0]}"
R=/tmp/debroot; B=$(ls -d /tmp/build/*/)
# The carried Tcl has tclsh8.6 but no tclsh (gpu-check.sh's test mode calls tclsh).
ln -sf tclsh8.6 $R/usr/bin/tclsh
export PATH=$R/usr/bin:$PATH LD_LIBRARY_PATH=$R/usr/lib/x86_64-linux-gnu \
  TCL_LIBRARY=$R/usr/share/tcltk/tcl8.6 TCLLIBPATH=$R/usr/lib/tcltk GPUSTR_CACHE_DIR=/tmp/gpustr-cache
