# bench.tcl - make bench: gpustr against SQLite's own evaluation, in one run,
# on the same data.  Ratios, not absolute times, are the result (a timed
# test would be flaky; this is a benchmark).
#
#   GPUSTR_EXT=.libs/gpustr tclsh bench/bench.tcl [rows]
#   make bench BENCH_ROWS=10000000
#
# For each program:
#   N  SQLite evaluating the same expression     SELECT count(E) FROM t
#   S  a plain scan                              SELECT count(s) FROM t
#   W  SQLite's window machinery alone           count(s) OVER (ROWS CURRENT ROW)
#   Wt the same, returning a string for each row max(s) OVER (ROWS CURRENT ROW)
#      (SQLite's own cost of passing a TEXT result per row out of a window;
#      U pays it, W does not)
#   R  gpu_udf_row                               SELECT count(gpu_udf_row(...)) FROM t
#   U  gpu_udf, one row at a time                gpu_udf(...) OVER (ROWS CURRENT ROW)
#   M  gpu_map over the query SELECT s FROM t    SELECT count(value) FROM gpu_map(...)
# and the target of issue 3: R/N <= 1.5; U/(W+N-S) and U/(Wt+N-S), the
# window form against SQLite's window machinery.  (Until issue 27, U was
# gpu_udf batching a whole-partition frame under the removed setting
# window_batch, with the target U/(W+N-S) <= 1.0; M is the batch form now.)
# Then the cost of the Unicode tables: unicode_upper and title against
# upper, through R.
#
# Then gpu_map's overlap of fetch and compute (issue 5), with the CPU
# engine on one thread so that fetch (this thread) and compute (the
# background thread) can each have a core:
#   F  fetch alone: gpu_map with the trivial program s -> s, which fetches,
#      batches and returns the same rows as strings
#   C  compute alone: the CPU engine's time (gpu_stats' ms_kernel) in gpu_map
#      run with map_overlap 0, where nothing else runs while it computes
#   Q  gpu_map with map_overlap 0: fetch, compute, return, one after the other
#   O  gpu_map overlapped (map_overlap 1)
# and the target O / max(F, C) <= 1.15.
#
# Last, the GPU kernels of the programs (and of levenshtein): NVRTC's
# compile from program text to a loadable image, cold (an empty kernel
# cache but for the runtime object, which the first compile of all makes;
# best of three, each a program no cache has seen) and cached, and what
# each kernel costs the device (gpu_explain(p, 'resources')), and the same
# for the quick image that runs until the lean kernel is compiled
# (gpu_explain(p, 'quick'), the call library cached): this needs NVRTC
# and nvJitLink, not a GPU.
package require sqlite3

set nRow [expr {[llength $argv] ? [lindex $argv 0] : 1000000}]
set ext [expr {[info exists env(GPUSTR_EXT)] ? $env(GPUSTR_EXT) : ".libs/gpustr"}]
sqlite3 db :memory:
db enable_load_extension 1
db eval {SELECT load_extension($ext)}
set nThread [db one {SELECT gpu_config('threads')}]
puts "gpustr [db one {SELECT gpustr_version()}], SQLite [db one {SELECT sqlite_version()}],\
 backend [db one {SELECT json_extract(gpu_info(), '$.backend')}],\
 threads $nThread, $nRow rows"

source [file join [file dirname [info script]] data.tcl]
bench_make_table $nRow
puts "data: [db one {SELECT sum(length(s)) FROM t}] characters"

# Best of three, in milliseconds.
proc best {sql} {
  set best ""
  for {set k 0} {$k < 3} {incr k} {
    set t0 [clock microseconds]
    db eval $sql
    set ms [expr {([clock microseconds] - $t0) / 1000.0}]
    if {$best eq "" || $ms < $best} { set best $ms }
  }
  return $best
}

# Best of three of the CPU engine's own time (gpu_stats' ms_kernel), in ms.
proc best_kernel {sql} {
  set best ""
  for {set k 0} {$k < 3} {incr k} {
    db eval {SELECT gpu_stats('reset')}
    db eval $sql
    set ms [db one {SELECT json_extract(gpu_stats(), '$.ms_kernel')}]
    if {$best eq "" || $ms < $best} { set best $ms }
  }
  return $best
}

set ROW {ROWS CURRENT ROW}
set programs [list \
  light  {upper(s)||s} \
  medium {CASE WHEN instr(s, 'a') > 0 THEN replace(substr(s, 2, 12), 'a', 'xy') ELSE trim(s, 'r ') || lower(s) END} \
  heavy  {replace(replace(replace(upper(s), 'A', 'aa'), 'B', 'bb'), 'C', 'cc') || CASE WHEN length(s) > 14 THEN substr(s, 3, 5) WHEN instr(s, 'x') > 0 THEN lower(s) WHEN s LIKE '%1%' THEN trim(s) || printf('%08d', length(s)) ELSE quote(s) END} \
]

set S [best {SELECT count(s) FROM t}]
set W [best "SELECT count(c) FROM (SELECT count(s) OVER ($ROW) AS c FROM t)"]
set Wt [best "SELECT count(c) FROM (SELECT max(s) OVER ($ROW) AS c FROM t)"]
puts [format "S (scan) %.1f ms, W (window count) %.1f ms, Wt (window max, text) %.1f ms" $S $W $Wt]
foreach {name e} $programs {
  set q [string map {' ''} $e]
  set N [best "SELECT count($e) FROM t"]
  set R [best "SELECT count(gpu_udf_row('$q', s)) FROM t"]
  set U [best "SELECT count(v) FROM (SELECT gpu_udf('$q', s) OVER ($ROW) AS v FROM t)"]
  set M [best "SELECT count(value) FROM gpu_map('$q', 'SELECT s FROM t')"]
  set base [expr {$W + $N - $S}]
  puts [format "%-7s N %.1f ms  R %.1f ms  U %.1f ms  M %.1f ms   R/N %.2f (target <= 1.5)   U/(W+N-S) %.2f   U/(Wt+N-S) %.2f   M/N %.2f" \
    $name $N $R $U $M [expr {$R / $N}] [expr {$U / $base}] [expr {$U / ($Wt + $N - $S)}] [expr {$M / $N}]]
}

# SQLite keeps every argument of a window function, the program text
# included, in each row of the window's temporary table, which spills to a
# temporary file once it outgrows the page cache: U grows with the length
# of the program's text.  Shown by the light program padded with blanks to
# the medium one's length (the same compute).
set light [lindex $programs 1]
set pad [format "%-*s" [string length [lindex $programs 3]] $light]
set Up [best "SELECT count(v) FROM (SELECT gpu_udf('$pad', s) OVER ($ROW) AS v FROM t)"]
puts [format "light, its text padded to %d bytes: U %.1f ms" [string length $pad] $Up]

# gpu_map's overlap of fetch and compute, the CPU engine on one thread.
set batch [db one {SELECT gpu_config('batch_rows')}]
db eval {SELECT gpu_config('threads', 1)}
set F [best "SELECT count(value) FROM gpu_map('s -> s', 'SELECT s FROM t')"]
puts [format "overlap, threads 1, batches of %d rows: F (fetch alone) %.1f ms" $batch $F]
foreach {name e} $programs {
  set q [string map {' ''} $e]
  set sql "SELECT count(value) FROM gpu_map('$q', 'SELECT s FROM t')"
  db eval {SELECT gpu_config('map_overlap', 0)}
  set C [best_kernel $sql]
  set Q [best $sql]
  db eval {SELECT gpu_config('map_overlap', 1)}
  set O [best $sql]
  set big [expr {$F > $C ? $F : $C}]
  puts [format "%-7s C (compute alone) %.1f ms  Q (one after the other) %.1f ms  O (overlapped) %.1f ms   O/max(F,C) %.2f (target <= 1.15)   O/Q %.2f" \
    $name $C $Q $O [expr {$O / $big}] [expr {$O / $Q}]]
}
db eval {SELECT gpu_config('threads', $nThread)}

# The cost of the Unicode tables (issue 7): unicode_upper against upper on
# the same rows, on t (mostly ASCII, which takes the ASCII path) and on u
# (every row Greek, Cyrillic and German, which takes the tables).
db eval {
  CREATE TABLE u(s);
  INSERT INTO u SELECT CASE WHEN s IS NULL OR s = '' THEN s ELSE
    substr('Straße ΟΔΟΣ Москва ǆemal ', 1 + rowid % 7, 8) || rowid END FROM t;
}
foreach {tbl what} {t "mostly ASCII" u "non-ASCII"} {
  set Rs {}
  foreach f {upper unicode_upper title} {
    lappend Rs [best "SELECT count(gpu_udf_row('${f}(s)', s)) FROM $tbl"]
  }
  lassign $Rs up uup ti
  puts [format "%-12s R: upper %.1f ms  unicode_upper %.1f ms (x%.2f)  title %.1f ms (x%.2f)" \
    $what $up $uup [expr {$uup / $up}] $ti [expr {$ti / $up}]]
}

# The GPU kernels: compile times and resources.
if {![db one {SELECT json_extract(gpu_info(), '$.nvrtc.found')}]} {
  puts "GPU kernels: skipped: no NVRTC ([db one {SELECT json_extract(gpu_info(), '$.nvrtc.why')}])"
} else {
  set cache [file join [pwd] bench-kernel-cache-[pid]]
  file delete -force $cache
  db eval {SELECT gpu_config('cache_dir', $cache)}
  proc explain_ms {P} {
    set t0 [clock microseconds]
    set R [db one {SELECT gpu_explain($P, 'resources')}]
    list [expr {([clock microseconds] - $t0) / 1000.0}] $R
  }
  # printf's kernel is linked with the runtime's cold half (where
  # nvJitLink is), which this first compile makes, once per machine.
  lassign [explain_ms {s -> printf('%d', s)}] first R
  puts [format "GPU kernels (%s): the first compile, %s, %.0f ms" \
    [db one {SELECT json_extract($R, '$.arch')}] \
    [expr {[db one {SELECT json_extract($R, '$.compile')}] eq "split"
           ? "the runtime object's included" : "whole"}] $first]
  # The call library of the quick images (where nvJitLink is), compiled
  # once per machine: this first call makes it.
  set quick [db one {SELECT json_extract(gpu_info(), '$.nvjitlink.found')}]
  if {$quick} {
    set Q [db one {SELECT gpu_explain('s -> s', 'quick')}]
    puts [format "GPU kernels: the call library of the quick images, compiled once per machine, %.0f ms" \
      [db one {SELECT json_extract($Q, '$.library_ms')}]]
  }
  foreach {name e} [concat $programs [list levenshtein {levenshtein(s, 'kitten')}]] {
    # Cold: the same program with k blanks after it, which no cache has seen.
    set cold ""
    for {set k 1} {$k <= 3} {incr k} {
      lassign [explain_ms "s -> $e[string repeat { } $k]"] ms R
      set ms [db one {SELECT json_extract($R, '$.compile_ms')}]
      if {$cold eq "" || $ms < $cold} { set cold $ms }
    }
    lassign [explain_ms "s -> $e "] warm R
    set f {}
    foreach key {registers local_bytes spill_bytes shared_bytes occupancy compile room room_unknown} {
      lappend f [db one {SELECT json_extract($R, '$.' || $key)}]
    }
    lassign $f reg stack spill shared occ how room why
    if {$how eq "split"} {
      append how ", runtime object spills [db one {SELECT json_extract($R, '$.runtime_spill_bytes')}] bytes"
    }
    puts [format "%-11s compile cold %.0f ms, cached %.1f ms (%s);\
 %s registers, %s bytes stack, %s bytes spilled, %s bytes shared, occupancy %s; room %s" \
      $name $cold $warm $how $reg $stack $spill $shared $occ [expr {$room ne "" ? $room : "unknown: $why"}]]
    # The quick image, which runs until the lean kernel is compiled: its
    # cold compile (best of three, as above), the call library cached.
    if {$quick} {
      set qcold ""
      for {set k 1} {$k <= 3} {incr k} {
        set P "s -> $e[string repeat { } [expr {3 + $k}]]"
        set Q [db one {SELECT gpu_explain($P, 'quick')}]
        set ms [db one {SELECT json_extract($Q, '$.compile_ms')}]
        if {$qcold eq "" || $ms < $qcold} { set qcold $ms }
      }
      set q {}
      foreach key {registers local_bytes spill_bytes occupancy} { lappend q [db one {SELECT json_extract($Q, '$.' || $key)}] }
      puts [format "%-11s quick image: compile cold %.0f ms; %s registers, %s bytes stack, %s bytes spilled, occupancy %s" \
        "" $qcold {*}$q]
    }
  }
  db eval {SELECT gpu_config('cache_dir', '')}
  file delete -force $cache
}

set st [db one {SELECT gpu_stats()}]
puts "strings allocated [db one {SELECT json_extract($st, '$.strings_allocated')}],\
 freed [db one {SELECT json_extract($st, '$.strings_freed')}]"
