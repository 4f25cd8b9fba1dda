# bench_join.tcl - make bench: gpu_join, all pairs of two sets (issue 19),
# against the cross join and against other tools, in one run, on the same
# strings: two sets of 2,000 non-NULL strings of the bench table
# (bench/data.tcl), 4 x 10^6 pairs, for
#
#   lev  Levenshtein distance <= 3      levenshtein(a, b, 3) <= 3
#                                       (levenshtein(a, b) where the bounded
#                                       form is not in this build)
#   jw   Jaro-Winkler similarity > 0.9  jaro_winkler(a, b) > 0.9 (where the
#                                       build has it)
#   dl   Damerau-Levenshtein <= 3       damerau_levenshtein(a, b) <= 3
#   ratio, partial, tsort, tset         fuzz_ratio(a, b) > 80,
#        RapidFuzz's scores             fuzz_partial_ratio(a, b) > 90,
#                                       fuzz_token_sort_ratio(a, b) > 80,
#                                       fuzz_token_set_ratio(a, b) > 80
#
# and prints, for each, the milliseconds and the matches of
#
#   J1   gpu_join on the CPU engine, 1 thread
#   JN   gpu_join on the CPU engine, all threads (gpu_config('threads'))
#   X    SQLite's cross join through gpu_udf_row, WHERE ... <= 3
#   and the peers, run by bench/join_peers.py with the Python that
#   GPUSTR_PEER_PYTHON names (skipped, with a message, where it is not set
#   or a tool is missing): sqlean's fuzzy functions in SQLite's cross join,
#   DuckDB's cross join (threads 1 and default), RapidFuzz's process.cdist
#   with a score cutoff (workers 1 and -1).
#
# The ratios X/J1, X/JN and each peer/JN follow.  Matches must agree where
# the definitions do (every tool here counts characters as code points).
#
#   GPUSTR_EXT=.libs/gpustr tclsh bench/bench_join.tcl [n]     (n per set)
package require sqlite3

set nSet [expr {[llength $argv] ? [lindex $argv 0] : 2000}]
set ext [expr {[info exists env(GPUSTR_EXT)] ? $env(GPUSTR_EXT) : ".libs/gpustr"}]
sqlite3 db :memory:
db enable_load_extension 1
db eval {SELECT load_extension($ext)}
db eval {SELECT gpu_config('backend', 'cpu')}
set nThread [db one {SELECT gpu_config('threads')}]

source [file join [file dirname [info script]] data.tcl]
bench_make_table [expr {3*$nSet}]
db eval {
  CREATE TABLE l(id INTEGER PRIMARY KEY, s);
  CREATE TABLE r(id INTEGER PRIMARY KEY, s);
  INSERT INTO l(s) SELECT s FROM t WHERE s IS NOT NULL LIMIT $nSet;
  INSERT INTO r(s) SELECT s FROM t WHERE s IS NOT NULL LIMIT $nSet OFFSET $nSet;
}
puts "gpu_join: [db one {SELECT count(*) FROM l}] x [db one {SELECT count(*) FROM r}] strings\
 of the bench table, CPU engine, threads $nThread"

proc have {prog} { expr {![catch {db one "SELECT gpu_udf_row('$prog', 'a', 'b')"}]} }
set cases {}
if {[have {(a, b) -> levenshtein(a, b, 3)}]} {
  lappend cases lev 3 {levenshtein(a, b, 3)} {<= 3}
} else {
  puts "  (levenshtein(a, b, 3) is not in this build: levenshtein(a, b))"
  lappend cases lev 3 {levenshtein(a, b)} {<= 3}
}
if {[have {(a, b) -> jaro_winkler(a, b)}]} {
  lappend cases jw 0.9 {jaro_winkler(a, b)} {> 0.9}
} else {
  puts "  skipped jw: jaro_winkler(a, b) is not in this build"
}

# Damerau-Levenshtein and RapidFuzz's scores (runtime/gs_scores.h).
foreach {name k expr cmp} {
  dl      3  {damerau_levenshtein(a, b)}    {<= 3}
  ratio   80 {fuzz_ratio(a, b)}             {> 80}
  partial 90 {fuzz_partial_ratio(a, b)}     {> 90}
  tsort   80 {fuzz_token_sort_ratio(a, b)}  {> 80}
  tset    80 {fuzz_token_set_ratio(a, b)}   {> 80}
} {
  if {[have "(a, b) -> $expr"]} {
    lappend cases $name $k $expr $cmp
  } else {
    puts "  skipped $name: $expr is not in this build"
  }
}

proc timed {sql} {
  set t0 [clock microseconds]
  set n [db one $sql]
  list [expr {([clock microseconds] - $t0)/1000.0}] $n
}

# The peers: one run of join_peers.py over the same strings.
set peers {}
if {![info exists env(GPUSTR_PEER_PYTHON)] || $env(GPUSTR_PEER_PYTHON) eq ""} {
  puts "  skipped the peers: GPUSTR_PEER_PYTHON names no Python (docs/performance.md)"
} elseif {![file executable $env(GPUSTR_PEER_PYTHON)]} {
  puts "  skipped the peers: GPUSTR_PEER_PYTHON ($env(GPUSTR_PEER_PYTHON)) is not executable"
} else {
  set json [db one {
    SELECT json_object('left', (SELECT json_group_array(s) FROM (SELECT s FROM l ORDER BY id)),
                       'right', (SELECT json_group_array(s) FROM (SELECT s FROM r ORDER BY id)))
  }]
  set jc {}
  foreach {name k expr cmp} $cases { lappend jc "\[\"$name\", $k\]" }
  set json "[string range $json 0 end-1], \"cases\": \[[join $jc ,]\]\}"
  set tmp [file join [expr {[info exists env(TMPDIR)] ? $env(TMPDIR) : "/tmp"}] gpustr-join-[pid].json]
  set f [open $tmp w]
  fconfigure $f -encoding utf-8
  puts $f $json
  close $f
  if {[catch {exec $env(GPUSTR_PEER_PYTHON) [file join [file dirname [info script]] join_peers.py] $tmp 2>@1} out]} {
    puts "  the peers failed: $out"
  }
  file delete $tmp
  foreach line [split $out \n] {
    if {[regexp {^peer (\S+) (\S+) (\S+) (\S+)$} $line -> tool pc ms n]} {
      lappend peers $pc $tool $ms $n
    } elseif {$line ne ""} {
      puts "  $line"
    }
  }
}

foreach {name k expr cmp} $cases {
  set prog "(a, b) -> let d = $expr; CASE WHEN d $cmp THEN d END"
  set pq [string map {' ''} $prog]
  set J {}
  foreach th [list 1 $nThread] {
    dict set J $th [timed "SELECT count(*) FROM gpu_join('$pq', 'SELECT id, s FROM l',
                             'SELECT id, s FROM r', 'engine=cpu, threads=$th')"]
  }
  set X [timed "SELECT count(*) FROM l, r WHERE gpu_udf_row('(a, b) -> [string map {' ''} $expr]', l.s, r.s) $cmp"]
  set jN [lindex [dict get $J $nThread] 0]
  puts [format "  %-4s %-38s %10.1f ms %8d matches" $name "J1  gpu_join, 1 thread" {*}[dict get $J 1]]
  puts [format "  %-4s %-38s %10.1f ms %8d matches" $name "JN  gpu_join, $nThread threads" {*}[dict get $J $nThread]]
  puts [format "  %-4s %-38s %10.1f ms %8d matches" $name "X   cross join, gpu_udf_row" {*}$X]
  foreach {pc tool ms n} $peers {
    if {$pc ne $name} continue
    puts [format "  %-4s %-38s %10.1f ms %8d matches   %5.2f x JN" $name $tool $ms $n [expr {$ms/$jN}]]
  }
  puts [format "  %-4s X/J1 %.2f   X/JN %.2f   J1/JN %.2f" $name \
    [expr {[lindex $X 0]/[lindex [dict get $J 1] 0]}] [expr {[lindex $X 0]/$jN}] \
    [expr {[lindex [dict get $J 1] 0]/$jN}]]
}
