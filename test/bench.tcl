# bench.tcl - make bench: gpustr against SQLite's own evaluation, in one run,
# on the same data.  Ratios, not absolute times, are the result (a timed
# test would be flaky; this is a benchmark).
#
#   GPUSTR_EXT=.libs/gpustr tclsh test/bench.tcl [rows]
#
# For each program:
#   N  SQLite evaluating the same expression     SELECT count(E) FROM t
#   S  a plain scan                              SELECT count(s) FROM t
#   W  SQLite's window machinery alone           count(s) OVER (whole partition)
#   R  gpu_udf_row                               SELECT count(gpu_udf_row(...)) FROM t
#   U  gpu_udf over a whole-partition ROWS frame
# and the targets of issue 3: R/N <= 1.5, U/(W+N-S) <= 1.0.  Then the cost of
# the Unicode tables: unicode_upper and title against upper, through R.
package require sqlite3

set nRow [expr {[llength $argv] ? [lindex $argv 0] : 1000000}]
set ext [expr {[info exists env(GPUSTR_EXT)] ? $env(GPUSTR_EXT) : ".libs/gpustr"}]
sqlite3 db :memory:
db enable_load_extension 1
db eval {SELECT load_extension($ext)}

puts "gpustr [db one {SELECT gpustr_version()}], SQLite [db one {SELECT sqlite_version()}],\
 backend [db one {SELECT json_extract(gpu_info(), '$.backend')}],\
 threads [db one {SELECT gpu_config('threads')}], $nRow rows"

db eval {
  CREATE TABLE t(s);
  WITH RECURSIVE c(i) AS (SELECT 1 UNION ALL SELECT i+1 FROM c WHERE i < $nRow)
  INSERT INTO t SELECT
    CASE i % 7
      WHEN 0 THEN NULL
      WHEN 1 THEN ''
      WHEN 2 THEN 'caf' || char(233) || ' ' || i
      ELSE printf('row %d %s', i, substr('abcdefghijklmnopqrstuvwxyz', i % 26, 1 + i % 17))
    END FROM c;
}
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

set WHOLE {ROWS BETWEEN UNBOUNDED PRECEDING AND UNBOUNDED FOLLOWING}
set programs [list \
  light  {upper(s)||s} \
  medium {CASE WHEN instr(s, 'a') > 0 THEN replace(substr(s, 2, 12), 'a', 'xy') ELSE trim(s, 'r ') || lower(s) END} \
]

set S [best {SELECT count(s) FROM t}]
set W [best "SELECT count(c) FROM (SELECT count(s) OVER ($WHOLE) AS c FROM t)"]
puts [format "S (scan) %.1f ms, W (window count) %.1f ms" $S $W]
foreach {name e} $programs {
  set q [string map {' ''} $e]
  set N [best "SELECT count($e) FROM t"]
  set R [best "SELECT count(gpu_udf_row('$q', s)) FROM t"]
  set U [best "SELECT count(v) FROM (SELECT gpu_udf('$q', s) OVER ($WHOLE) AS v FROM t)"]
  set base [expr {$W + $N - $S}]
  puts [format "%-7s N %.1f ms  R %.1f ms  U %.1f ms   R/N %.2f (target <= 1.5)   U/(W+N-S) %.2f (target <= 1.0)" \
    $name $N $R $U [expr {$R / $N}] [expr {$U / $base}]]
}
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

set st [db one {SELECT gpu_stats()}]
puts "strings allocated [db one {SELECT json_extract($st, '$.strings_allocated')}],\
 freed [db one {SELECT json_extract($st, '$.strings_freed')}]"
