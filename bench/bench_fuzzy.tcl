# bench_fuzzy.tcl - make bench: the edit distances and Jaro-Winkler of long
# strings (issue 30, items 2 and 3), gpustr's plain SQL functions against
# RapidFuzz, on the same strings: pairs of 200, 2,000 and 20,000
# characters, ASCII (an alphabet of 30) and multibyte (ASCII letters with
# accented Latin and CJK characters), for
#
#   lev   levenshtein(a, b)         a and b unrelated: the whole band
#   levk  levenshtein(a, a2, k)     a2 a with n/50 random edits, k = n/25
#   osa   osa_distance(a, b)        unrelated
#   jw    jaro_winkler(a, b)        unrelated
#
# gpustr: the best of 5 of SELECT sum(f(a, b)) over R copies of the pair
# (R = 2,000, 100, 5 for the three lengths), per call; RapidFuzz
# (rapidfuzz.distance.Levenshtein.distance, with score_cutoff=k for levk,
# OSA.distance, JaroWinkler.similarity), the best of 5 of R calls in a
# Python loop, by the Python that GPUSTR_PEER_PYTHON names (by default
# /usr/bin/python3; skipped, with a message, where it has no rapidfuzz).
# Results must agree; the ratio is gpustr / RapidFuzz (below 1, gpustr is
# faster).
#
#   GPUSTR_EXT=.libs/gpustr GPUSTR_PEER_PYTHON=/path/to/python tclsh bench/bench_fuzzy.tcl
package require sqlite3

set ext [expr {[info exists env(GPUSTR_EXT)] ? $env(GPUSTR_EXT) : ".libs/gpustr"}]
set peer [expr {[info exists env(GPUSTR_PEER_PYTHON)] && $env(GPUSTR_PEER_PYTHON) ne ""
                ? $env(GPUSTR_PEER_PYTHON) : "/usr/bin/python3"}]
sqlite3 db :memory:
db enable_load_extension 1
db eval {SELECT load_extension($ext)}
puts "\nlong strings: gpustr's plain SQL functions (one thread) against RapidFuzz, peers by $peer"

expr {srand(30)}
set ALPHA(ascii) [split "abcdefghijklmnopqrstuvwxyz ABC" ""]
set ALPHA(multi) [concat [split "abcdefghijklmnop " ""] [split "éèüößçñå日本語中文字" ""]]
proc rand_str {n alpha} {
  set s ""
  for {set i 0} {$i < $n} {incr i} { append s [lindex $alpha [expr {int(rand() * [llength $alpha])}]] }
  return $s
}
proc edit_str {s e alpha} {
  for {set k 0} {$k < $e} {incr k} {
    set i [expr {int(rand() * [string length $s])}]
    set c [lindex $alpha [expr {int(rand() * [llength $alpha])}]]
    switch [expr {int(rand() * 3)}] {
      0 { set s [string replace $s $i $i $c] }
      1 { set s [string range $s 0 [expr {$i-1}]]$c[string range $s $i end] }
      2 { set s [string replace $s $i $i] }
    }
  }
  return $s
}

# The cases: name, length, kind, a, b, k, copies.
set cases {}
foreach n {200 2000 20000} R {2000 100 5} {
  foreach kind {ascii multi} {
    set a [rand_str $n $ALPHA($kind)]
    set b [rand_str $n $ALPHA($kind)]
    set a2 [edit_str $a [expr {$n / 50}] $ALPHA($kind)]
    lappend cases lev $n $kind $a $b -1 $R
    lappend cases levk $n $kind $a $a2 [expr {$n / 25}] $R
    lappend cases osa $n $kind $a $b -1 $R
    lappend cases jw $n $kind $a $b -1 $R
  }
}

# gpustr.
db eval {CREATE TABLE pair(a, b, k); CREATE TABLE rep(i)}
db eval {WITH RECURSIVE c(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM c WHERE i < 2000) INSERT INTO rep SELECT i FROM c}
set ours {}
foreach {name n kind a b k R} $cases {
  db eval {DELETE FROM pair; INSERT INTO pair VALUES ($a, $b, $k)}
  set call [dict get {lev {levenshtein(a, b)} levk {levenshtein(a, b, k)} osa {osa_distance(a, b)}
                      jw {jaro_winkler(a, b)}} $name]
  set sql "SELECT $call FROM pair"
  set one [db one $sql]
  set best {}
  for {set t 0} {$t < 5} {incr t} {
    set t0 [clock microseconds]
    db one "SELECT sum($call) FROM pair, rep WHERE rep.i <= $R"
    set ms [expr {([clock microseconds] - $t0) / 1000.0 / $R}]
    if {$best eq {} || $ms < $best} { set best $ms }
  }
  lappend ours [list $name $n $kind] [list $best $one]
}

# RapidFuzz.
set tmp [file join [expr {[info exists env(TMPDIR)] ? $env(TMPDIR) : "/tmp"}] gpustr-bench-fuzzy-[pid].txt]
set f [open $tmp w]
fconfigure $f -encoding utf-8
foreach {name n kind a b k R} $cases { puts $f [join [list $name $n $kind $k $R $a $b] \t] }
close $f
set script {
import sys, time
try:
    from rapidfuzz.distance import Levenshtein, OSA, JaroWinkler
except ImportError as e:
    print("skip %s" % e); sys.exit(0)
for line in open(sys.argv[1], encoding="utf-8"):
    name, n, kind, k, R, a, b = line.rstrip("\n").split("\t")
    k = int(k); R = int(R)
    if name == "lev": f = lambda: Levenshtein.distance(a, b)
    elif name == "levk": f = lambda: Levenshtein.distance(a, b, score_cutoff=k)
    elif name == "osa": f = lambda: OSA.distance(a, b)
    else: f = lambda: JaroWinkler.similarity(a, b)
    best = None
    for _ in range(5):
        t0 = time.perf_counter()
        for _ in range(R): r = f()
        ms = (time.perf_counter() - t0) * 1e3 / R
        best = ms if best is None or ms < best else best
    print("peer %s %s %s %r %r" % (name, n, kind, best, r), flush=True)
}
set peers {}
if {[catch {exec $peer -c $script $tmp} out]} {
  puts "  the peer failed ($peer): [lindex [split $out \n] 0]"
} elseif {[string match "skip *" $out]} {
  puts "  skipped RapidFuzz: $peer has no rapidfuzz ([string range $out 5 end])"
} else {
  foreach line [split $out \n] {
    if {[lindex $line 0] eq "peer"} { dict set peers [lrange $line 1 3] [lrange $line 4 5] }
  }
}
file delete $tmp

puts [format "  %-5s %6s %-6s %12s %12s %8s" case chars kind "gpustr ms" "rapidfuzz" ratio]
foreach {key v} $ours {
  lassign $key name n kind
  lassign $v ms one
  if {[dict exists $peers $key]} {
    lassign [dict get $peers $key] pms pone
    set agree [expr {$pone == $one ? "" : "  DIFFERENT: rapidfuzz $pone, gpustr $one"}]
    puts [format "  %-5s %6d %-6s %12.4f %12.4f %8.2f%s" $name $n $kind $ms $pms [expr {$ms / $pms}] $agree]
  } else {
    puts [format "  %-5s %6d %-6s %12.4f %12s" $name $n $kind $ms -]
  }
}
