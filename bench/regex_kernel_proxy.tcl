# regex_kernel_proxy.tcl - the GPU's regex kernels run as host C on the fake
# device (test/fakecuda/), one row after another on one core: their
# gpu_stats() ms_kernel counts the work a row's kernel code does, a proxy
# for the GPU's time where no GPU is lent (docs/performance.md, "On the
# GPU: the DFA tables").  2x10^5 rows of bench_bulk.tcl's names and
# addresses (ASCII), the three calls of issue 30 with groups or spans,
# best of three; the sums show that two builds computed the same.
#
#   tclsh bench/regex_kernel_proxy.tcl [builddir]     (default: .)
#
# It re-runs itself with the fake device's environment.
set dir [file normalize [expr {[llength $argv] ? [lindex $argv 0] : "."}]]
if {![info exists env(GPUSTR_LIBCUDA)]} {
  set fk [file join $dir test fakecuda .libs]
  set cache [file join [pwd] proxy-kernel-cache-[pid]]
  catch {exec env GPUSTR_LIBCUDA=$fk/libfakecuda.so GPUSTR_LIBNVRTC=$fk/libfakenvrtc.so \
           GPUSTR_LIBNVJITLINK=$fk/libfakenvrtc.so GPUSTR_CACHE_DIR=$cache FAKECUDA_MEM=1073741824 \
           FAKENVRTC_CC=cc [info nameofexecutable] [info script] $dir >@stdout 2>@stderr} err
  file delete -force $cache
  if {$err ne ""} { puts $err }
  exit
}
package require sqlite3
sqlite3 db :memory:
db enable_load_extension 1
db eval {SELECT load_extension($dir || '/.libs/gpustr')}
db eval {
  CREATE TABLE t(id INTEGER PRIMARY KEY, s TEXT);
  WITH RECURSIVE c(i) AS (SELECT 1 UNION ALL SELECT i+1 FROM c WHERE i < 200000)
  INSERT INTO t(s) SELECT
    substr('Anna  Bruno Carla David Elena Franz Greta Hanno Ida   Jonas ', 1 + (i % 10) * 6, 6) ||
    substr('Meyer Smith Klein Braun Wolf  Roth  Vogel Huber ', 1 + (i * 7 % 8) * 6, 6) ||
    (i % 997) || ' ' ||
    substr('Main St    Oak Avenue Hill Road  Lake Drive Park Lane  ', 1 + (i * 3 % 5) * 11, 11) ||
    substr('Berlin Munich Hamburg Cologne Bremen ', 1 + (i % 5) * 8, 7) FROM c;
}
# The GPU engine, the lean kernel only (no quick image first).
db eval {SELECT gpu_config('backend', 'gpu'), gpu_config('gpu_quick', 0)}
foreach p {
  {regexp_replace(s, '(\w+) (\w+) (\d+)', '$2, $1 #$3')}
  {regexp_capture(s, '(\w+) (\d+)', 2)}
  {regexp_substr(s, '[a-z]+ \d+')}
} {
  set q "SELECT sum(length(value)) FROM gpu_map('[string map {' ''} $p]', 'SELECT s FROM t')"
  set sum [db one $q]
  set best 1e9
  foreach r {1 2 3} {
    db eval {SELECT gpu_stats('reset')}
    db one $q
    set k [db one {SELECT json_extract(gpu_stats(), '$.ms_kernel')}]
    if {$k < $best} { set best $k }
  }
  puts [format "%-56s kernel as host C %7.1f ms  sum %s" $p $best $sum]
}
