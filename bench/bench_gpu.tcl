# bench_gpu.tcl - make bench, GPU half: the GPU engine against SQLite's own
# evaluation and the CPU engine, in one run on the same data.  Prints that
# it is skipped where there is no GPU.
#
#   GPUSTR_EXT=.libs/gpustr tclsh bench/bench_gpu.tcl ["100000 1000000 10000000"]
#
# For each size and program (light, medium, heavy):
#   N    SQLite evaluating the expression           SELECT count(E) FROM t
#   C    gpu_map on the CPU engine, every row in one batch, not overlapped
#   G    the same on the GPU engine
#        (until issue 27, C and G were gpu_udf over a whole-partition ROWS
#        frame under the removed setting window_batch: the same one batch)
#   MC   gpu_map on the CPU engine           SELECT count(value) FROM gpu_map(E, 'SELECT s FROM t')
#   MG   gpu_map on the GPU engine (batches of batch_rows rows, computed on
#        the GPU while the next is fetched)
#   K    the kernel alone (gpu_stats ms_kernel), and its GB/s of string bytes
#        read and written, next to a device-to-device copy (tools/gpu_bandwidth)
#   copies to and from the device (ms_to_device, ms_from_device) next to a
#        plain pinned copy
# and NVRTC compile time cold and from the disk cache.
package require sqlite3

set sizes [expr {[llength $argv] ? [lindex $argv 0] : {100000 1000000 10000000}}]
set ext [expr {[info exists env(GPUSTR_EXT)] ? $env(GPUSTR_EXT) : ".libs/gpustr"}]
set builddir [expr {[info exists env(GPUSTR_BUILDDIR)] ? $env(GPUSTR_BUILDDIR) : "."}]
sqlite3 db :memory:
db enable_load_extension 1
db eval {SELECT load_extension($ext)}
if {[db one {SELECT json_extract(gpu_info(), '$.device') IS NULL}]} {
  puts "bench_gpu: skipped: no GPU ([db one {SELECT json_extract(gpu_info(), '$.why')}])"
  exit 0
}
set info [db one {SELECT gpu_info()}]
puts "bench_gpu: [db one {SELECT json_extract($info, '$.device.name')}],\
 compute capability [db one {SELECT json_extract($info, '$.device.compute_capability')}],\
 driver [db one {SELECT json_extract($info, '$.driver.version')}],\
 NVRTC [db one {SELECT json_extract($info, '$.nvrtc.version')}], CPU threads [db one {SELECT gpu_config('threads')}]"

set bw [exec [file join $builddir tools gpu_bandwidth] 256]
regexp {d2d_gbps=([0-9.]+) h2d_gbps=([0-9.]+) d2h_gbps=([0-9.]+)} $bw -> D2D H2D D2H
puts "yardsticks: device-to-device copy $D2D GB/s (read+write), pinned host-to-device $H2D GB/s, device-to-host $D2H GB/s"

proc stat {key} { db one "SELECT json_extract(gpu_stats(), '\$.$key')" }
proc ms {sql} {
  set t0 [clock microseconds]
  db eval $sql
  expr {([clock microseconds] - $t0) / 1000.0}
}
# Best of three, in milliseconds; the gpu_stats of the best run in ::last.
proc best {sql} {
  set best ""
  for {set k 0} {$k < 3} {incr k} {
    db eval {SELECT gpu_stats('reset')}
    set t [ms $sql]
    if {$best eq "" || $t < $best} {
      set best $t
      set ::last [db one {SELECT gpu_stats()}]
    }
  }
  return $best
}
proc last {key} { db one {SELECT json_extract($::last, '$.' || $key)} }

source [file join [file dirname [info script]] data.tcl]
set programs [list \
  light  {upper(s)||s} \
  medium {CASE WHEN instr(s, 'a') > 0 THEN replace(substr(s, 2, 12), 'a', 'xy') ELSE trim(s, 'r ') || lower(s) END} \
  heavy  {replace(replace(replace(upper(s), 'A', 'aa'), 'B', 'bb'), 'C', 'cc') || CASE WHEN length(s) > 14 THEN substr(s, 3, 5) WHEN instr(s, 'x') > 0 THEN lower(s) WHEN s LIKE '%1%' THEN trim(s) || printf('%08d', length(s)) ELSE quote(s) END} \
]

# NVRTC: a program no cache has seen, then the same from the disk cache in
# another process.
set cache [file join [pwd] bench-gpu-cache]
file delete -force $cache
db eval {SELECT gpu_config('backend', 'gpu'), gpu_config('cache_dir', $cache)}
set P "s -> upper(s) || '[clock microseconds]'"
db eval {SELECT gpu_stats('reset')}
db eval {SELECT value FROM gpu_map($P, 'SELECT ''x''')}
set cold [stat ms_compile]
set child [file join [pwd] bench-gpu-child.tcl]
set f [open $child w]
puts $f [list set P $P]
puts $f [list set cache $cache]
puts $f [list set ext $ext]
puts $f {
  package require sqlite3
  sqlite3 db :memory:
  db enable_load_extension 1
  db eval {SELECT load_extension($ext)}
  db eval {SELECT gpu_config('backend', 'gpu'), gpu_config('cache_dir', $cache)}
  db eval {SELECT value FROM gpu_map($P, 'SELECT ''x''')}
  puts [db one {SELECT json_extract(gpu_stats(), '$.ms_compile') || ' ' || json_extract(gpu_stats(), '$.cache_hits_disk')}]
}
close $f
lassign [exec [info nameofexecutable] $child] warm hits
file delete -force $cache $child
puts [format "NVRTC compile: cold %.1f ms (target < 300), from the disk cache %.2f ms (target < 3; disk hits %s)" $cold $warm $hits]
db eval {SELECT gpu_config('cache_dir', '')}

foreach n $sizes {
  bench_make_table $n
  set bytes [db one {SELECT sum(length(CAST(s AS BLOB))) FROM t}]
  puts "\n$n rows, $bytes bytes of text"
  foreach {name e} $programs {
    set q [string map {' ''} $e]
    set N [best "SELECT count($e) FROM t"]
    set batch [db one {SELECT gpu_config('batch_rows')}]
    db eval {SELECT gpu_config('backend', 'cpu'), gpu_config('batch_rows', $n), gpu_config('map_overlap', 0)}
    set C [best "SELECT count(value) FROM gpu_map('$q', 'SELECT s FROM t')"]
    db eval {SELECT gpu_config('backend', 'gpu')}
    # The first run compiles; best-of-three keeps a warm one.
    set G [best "SELECT count(value) FROM gpu_map('$q', 'SELECT s FROM t')"]
    set K [last ms_kernel]
    set out [db one "SELECT sum(length(CAST(value AS BLOB))) FROM gpu_map('$q', 'SELECT s FROM t')"]
    db eval {SELECT gpu_config('batch_rows', $batch), gpu_config('map_overlap', 1)}
    set gbps [expr {$K > 0 ? ($bytes + $out) / ($K * 1e6) : 0}]
    set toDev [last ms_to_device]
    set fromDev [last ms_from_device]
    set bTo [last bytes_to_device]
    set bFrom [last bytes_from_device]
    puts [format "%-7s N %8.1f ms  C %8.1f ms  G %8.1f ms   C/N %.2f  G/N %.2f  G/C %.2f" \
      $name $N $C $G [expr {$C / $N}] [expr {$G / $N}] [expr {$G / $C}]]
    set MG [best "SELECT count(value) FROM gpu_map('$q', 'SELECT s FROM t')"]
    set MGk [last ms_kernel]
    set MGb [last gpu_batches]
    db eval {SELECT gpu_config('backend', 'cpu')}
    set MC [best "SELECT count(value) FROM gpu_map('$q', 'SELECT s FROM t')"]
    db eval {SELECT gpu_config('backend', 'gpu')}
    puts [format "        gpu_map: MC %8.1f ms  MG %8.1f ms (kernel %.1f ms, %s GPU batches)   MC/N %.2f  MG/N %.2f" \
      $MC $MG $MGk $MGb [expr {$MC / $N}] [expr {$MG / $N}]]
    puts [format "        kernel %.2f ms, %.1f GB/s of string bytes read+written (%.0f%% of the d2d copy);\
 to device %.2f ms (%.1f GB/s, pinned copy %s), from device %.2f ms (%.1f GB/s, pinned copy %s); overflows %s/%s" \
      $K $gbps [expr {100.0 * $gbps / $D2D}] \
      $toDev [expr {$toDev > 0 ? $bTo / ($toDev * 1e6) : 0}] $H2D \
      $fromDev [expr {$fromDev > 0 ? $bFrom / ($fromDev * 1e6) : 0}] $D2H \
      [last arena_overflows] [last output_overflows]]
  }
}
set st [db one {SELECT gpu_stats()}]
puts "strings allocated [db one {SELECT json_extract($st, '$.strings_allocated')}],\
 freed [db one {SELECT json_extract($st, '$.strings_freed')}]"
