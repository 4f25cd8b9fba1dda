# gpu_extra.tcl - on a lent GPU (tools/device/gpu_session.sh): levenshtein,
# regexp_like and the other regexp_* (issue 30: the DFA tables), gpu_join and gpu_chunk_rows, GPU against the CPU engine.
# The NVRTC log of one kernel goes to the output too: gpu_explain(p,
# 'resources') gave no registers on the H100 on 2026-11-25 (see why).
package require sqlite3
set ext $env(GPUSTR_EXT)
sqlite3 db :memory:
db enable_load_extension 1
db eval {SELECT load_extension($ext)}
source [file join $env(SRCDIR) bench data.tcl]
# Resources without the kernel cache, and ptxas's own report of the same kernel.
db eval {SELECT gpu_config('cache_dir', '')}
puts "resources, no cache: [db one {SELECT gpu_explain('s -> levenshtein(s, ''kitten'')', 'resources')}]"
db eval {SELECT gpu_config('cache_dir', $env(GPUSTR_CACHE_DIR))}
# C and G: gpu_map with every row in one batch, not overlapped (before issue
# 27, gpu_udf over a whole-partition frame under the removed window_batch).
proc one_batch {on} {
  global n
  if {$on} {
    db eval {SELECT gpu_config('batch_rows', $n), gpu_config('map_overlap', 0)}
  } else {
    db eval {SELECT gpu_config('batch_rows', 65536), gpu_config('map_overlap', 1)}
  }
}
source [file join [file dirname [info script]] timing.tcl]
proc split_ {} { format "gather %.1f to %.1f kernel %.1f from %.1f return %.1f compile %.1f chunks %s batches %s cpu_rows %s" \
  [L ms_gather] [L ms_to_device] [L ms_kernel] [L ms_from_device] [L ms_return] [L ms_compile] [L gpu_chunks] [L gpu_batches] [L gpu_cpu_rows] }
foreach n $env(XSIZES) {
  db transaction { bench_make_table $n }
  puts "\n== $n rows"
  foreach {name e} {
    levenshtein {levenshtein(s, 'kitten')}
    lev3 {levenshtein(s, 'kitten', 3)}
    regex1 {regexp_like(s, 'caf. 1\d*7')}
    regex2 {regexp_like(s, '(abc|mno|xyz)[a-f]+|q\d')}
    regex3 {regexp_like(s, '^row \d+ [a-z]{4,9}$')}
    rereplace {regexp_replace(s, '(\w+) (\w+) (\d+)', '$2, $1 #$3')}
    resubstr {regexp_substr(s, '[a-z]+ \d+')}
    recapture {regexp_capture(s, '(\w+) (\d+)', 2)}
    recount {regexp_count(s, '\w+')}
    medium {CASE WHEN instr(s, 'a') > 0 THEN replace(substr(s, 2, 12), 'a', 'xy') ELSE trim(s, 'r ') || lower(s) END}
  } {
    if {[catch {
      set q [string map {' ''} $e]
      set N [best "SELECT count($e) FROM t"]
      one_batch 1
      db eval {SELECT gpu_config('backend', 'cpu')}
      set C [best "SELECT count(value) FROM gpu_map('$q', 'SELECT s FROM t')"]
      db eval {SELECT gpu_config('backend', 'gpu')}
      set r1 [db eval "SELECT count(value), sum(length(value)) FROM gpu_map('$q', 'SELECT s FROM t')"]
      set G [best "SELECT count(value) FROM gpu_map('$q', 'SELECT s FROM t')"]
      set sp [split_]
      one_batch 0
      set r0 [db eval "SELECT count(v), sum(length(v)) FROM (SELECT $e AS v FROM t)"]
      set MG [best "SELECT count(value) FROM gpu_map('$q', 'SELECT s FROM t')"]
      set msp [split_]
      puts [format "%-11s N %7.1f  C(cpu,all) %7.1f  G %7.1f  MG %7.1f  same=%s" $name $N $C $G $MG [expr {$r0 eq $r1}]]
      puts "            G: $sp"
      puts "            MG: $msp"
      puts "            res: [db one "SELECT gpu_explain('s -> $q', 'resources')"]"
    } err]} { puts "$name ERROR $err" }
  }
  # chunk rows 0 vs 16384 (and 65536) on medium via gpu_map, in one batch and overlapped
  set e {CASE WHEN instr(s, 'a') > 0 THEN replace(substr(s, 2, 12), 'a', 'xy') ELSE trim(s, 'r ') || lower(s) END}
  set q [string map {' ''} $e]
  foreach cr {0 16384 65536} {
    if {[catch {
      db eval "SELECT gpu_config('gpu_chunk_rows', $cr)"
      one_batch 1
      set G [best "SELECT count(value) FROM gpu_map('$q', 'SELECT s FROM t')"]
      set gs [split_]
      one_batch 0
      set MG [best "SELECT count(value) FROM gpu_map('$q', 'SELECT s FROM t')"]
      puts [format "chunk_rows %6d: G %7.1f MG %7.1f | G %s" $cr $G $MG $gs]
    } err]} { puts "chunk $cr ERROR $err" }
  }
  db eval {SELECT gpu_config('gpu_chunk_rows', 16384)}
}
# gpu_join, 2000x2000 and 20000x20000
foreach nSet $env(JSETS) {
  set ::reps [expr {$nSet > 5000 ? 1 : 3}]
  db transaction {
    bench_make_table [expr {3*$nSet}]
    db eval {DROP TABLE IF EXISTS l; DROP TABLE IF EXISTS r;
      CREATE TABLE l(id INTEGER PRIMARY KEY, s); CREATE TABLE r(id INTEGER PRIMARY KEY, s);
      INSERT INTO l(s) SELECT s FROM t WHERE s IS NOT NULL LIMIT $nSet;
      INSERT INTO r(s) SELECT s FROM t WHERE s IS NOT NULL LIMIT $nSet OFFSET $nSet;}
  }
  foreach {name prog} {
    lev {(a, b) -> let d = levenshtein(a, b, 3); CASE WHEN d <= 3 THEN d END}
    jw {(a, b) -> let d = jaro_winkler(a, b); CASE WHEN d > 0.9 THEN d END}
  } {
    set pq [string map {' ''} $prog]
    foreach eng {gpu cpu} {
      if {$eng eq "cpu" && $nSet > 5000} continue
      if {[catch {
        set t [best "SELECT count(*), sum(l), sum(r) FROM gpu_join('$pq', 'SELECT id, s FROM l', 'SELECT id, s FROM r', 'engine=$eng')"]
        set res [db eval "SELECT count(*), sum(l), sum(r), sum(value) FROM gpu_join('$pq', 'SELECT id, s FROM l', 'SELECT id, s FROM r', 'engine=$eng')"]
        puts [format "join %dx%d %-3s %s: %8.1f ms  result %s  | %s" $nSet $nSet $name $eng $t $res [split_]]
      } err]} { puts "join $name $eng ERROR $err" }
    }
  }
}
set st [db one {SELECT gpu_stats()}]
puts "strings allocated [db one {SELECT json_extract($st, '$.strings_allocated')}] freed [db one {SELECT json_extract($st, '$.strings_freed')}]"
