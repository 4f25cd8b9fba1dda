# gpu_fault.tcl - a kernel fault, and the process after it; gpu.test runs
# this in a process of its own (a fault may take the GPU from the whole
# process), on the fake device twice and on a real GPU once.
#
# It needs a debug build (gpu_debug_fault(n): the next n launches trap on
# the device, as a kernel with a bug would).  It prints "mode: recovered"
# where the context was reset and the next batch ran on the GPU again, or
# "mode: lost" where the platform could not make a new context (the fake
# device under FAKECUDA_FAULT_STICKS=1; some virtualised GPUs): then
# backend gpu fails saying why, auto runs on the CPU engine with the same
# results, and gpu_info() says why.  The last line is tester.tcl's
# "N passed, M failed, K skipped".  GPUSTR_FAULT_IN says where the kernel
# faults: map (a gpu_map batch, the default), chunks (a batch in chunks of
# 997 rows on two streams) or join (a gpu_join kernel).
source [file join [file dirname [info script]] tester.tcl]

db eval {
  CREATE TABLE t(id INTEGER PRIMARY KEY, s, t);
  WITH RECURSIVE c(i) AS (SELECT 1 UNION ALL SELECT i+1 FROM c WHERE i < 3000)
  INSERT INTO t SELECT i,
    CASE i % 5 WHEN 0 THEN NULL WHEN 1 THEN i WHEN 2 THEN 'héllo wörld ' || i
               WHEN 3 THEN '' ELSE printf('%.*c', i % 300, 'x') END,
    CASE i % 3 WHEN 0 THEN 'o' WHEN 1 THEN NULL ELSE 2 END
  FROM c;
  CREATE TABLE w(a); INSERT INTO w VALUES ('kitten'), ('sitting'), ('mitten'), (NULL), ('');
}
proc stat {key} { db one "SELECT json_extract(gpu_stats(), '\$.$key')" }
proc info_of {key} { db one "SELECT json_extract(gpu_info(), '\$.$key')" }
set MAP {SELECT m.value AS got, upper(t.s)||t.s AS want
         FROM gpu_map('upper(s)||s', 'SELECT id, s FROM t') AS m JOIN t ON t.id = m.key}
proc mismatches {} {
  db one "SELECT count(*) FROM ($::MAP) WHERE want IS NOT got OR typeof(want) <> typeof(got)"
}
set JOIN {SELECT l, r, value FROM gpu_join('(a, b) -> levenshtein(a, b)', 'SELECT rowid, a FROM w',
                                           'SELECT rowid, a FROM w') ORDER BY 1, 2}
set JOINWANT [db eval {SELECT a.rowid, b.rowid, levenshtein(a.a, b.a) FROM w a, w b
                       WHERE levenshtein(a.a, b.a) IS NOT NULL ORDER BY 1, 2}]

set where [expr {[info exists env(GPUSTR_FAULT_IN)] ? $env(GPUSTR_FAULT_IN) : "map"}]
set chunks [expr {$where eq "chunks"}]
set FAULTY [expr {$where eq "join" ? $JOIN : $MAP}]
db eval {SELECT gpu_config('backend', 'gpu'), gpu_config('cache_dir', ''), gpu_config('gpu_min_rows', 1),
                gpu_config('gpu_chunk_rows', CASE WHEN $chunks THEN 997 ELSE 0 END), gpu_stats('reset')}
do_test fault-1.0 {
  list [mismatches] [expr {[db eval $JOIN] eq $JOINWANT}] [expr {[stat gpu_batches] > 1}] \
       [expr {[stat gpu_chunks] > 0}]
} [list 0 1 1 $chunks]
db eval {SELECT gpu_debug_fault(CASE WHEN $chunks THEN 3 ELSE 1 END)}
set rc [catch {db eval $FAULTY} msg]
db eval {SELECT gpu_debug_fault(0)}
do_test_glob fault-1.1 { list $rc $msg } {1 *CUDA_ERROR*}
set lost [string match "*lost for this process*" [info_of why]]
puts "mode: [expr {$lost ? "lost" : "recovered"}]"

if {!$lost} {
  # The context was reset: the next batch runs on the GPU, right.
  do_test fault-2.1 {
    db eval {SELECT gpu_stats('reset')}
    list [mismatches] [expr {[db eval $JOIN] eq $JOINWANT}] [expr {[stat gpu_batches] > 1}] \
         [expr {[stat gpu_chunks] > 0}]
  } [list 0 1 1 $chunks]
  db eval {SELECT gpu_config('backend', 'auto'), gpu_stats('reset')}
  do_test fault-2.2 {
    db eval {SELECT gpu_debug_fault(CASE WHEN $chunks THEN 3 ELSE 1 END)}
    set ok [expr {$where eq "join" ? [db eval $JOIN] eq $JOINWANT : [mismatches] == 0}]
    db eval {SELECT gpu_debug_fault(0)}
    list $ok [stat cpu_fallbacks] [stat gpu_batches]
  } {1 1 0}
  do_test fault-2.3 {
    list [mismatches] [expr {[db eval $JOIN] eq $JOINWANT}] [expr {[stat gpu_batches] > 1}]
  } {0 1 1}
  do_test fault-2.4 { info_of backend } gpu
} else {
  # The statement's error said so too.
  do_test_glob fault-3.1 { set msg } {*CUDA_ERROR*; the GPU is lost for this process*restart the process*}
  # backend gpu: every later statement fails, saying why.
  do_test_glob fault-3.2 {
    catchsql $MAP
  } {1 {backend is gpu, but the GPU cannot be used: the GPU is lost for this process*}}
  do_test_glob fault-3.3 { catchsql $JOIN } {1 {gpu_join: backend is gpu, but the GPU cannot be used: the GPU is lost*}}
  do_test_glob fault-3.4 { list [info_of backend] [info_of why] } {none {the GPU is lost for this process: *}}
  # auto: the CPU engine, the same results; nothing tries the GPU again.
  db eval {SELECT gpu_config('backend', 'auto'), gpu_stats('reset')}
  do_test fault-3.5 {
    list [mismatches] [stat gpu_batches] [expr {[stat cpu_batches] > 0}] [stat cpu_fallbacks]
  } {0 0 1 0}
  do_test fault-3.6 { expr {[db eval $JOIN] eq $JOINWANT} } 1
  do_test fault-3.7 {
    db eval "SELECT count(*) FROM t WHERE gpu_udf_row('(s, t) -> upper(s)||s', s, t) IS NOT upper(s)||s"
  } 0
  do_test_glob fault-3.8 { list [info_of backend] [info_of why] } {cpu {the GPU is lost for this process: *}}
  # Another connection of the process: the same.
  do_test_glob fault-3.9 {
    sqlite3 db2 :memory:
    load_gpustr db2
    db2 eval {SELECT gpu_config('backend', 'auto')}
    set r [list [db2 one {SELECT json_extract(gpu_info(), '$.backend')}] \
                [db2 one {SELECT upper('a') || gpu_udf_row('upper(s)', 'b')}]]
    db2 close
    set r
  } {cpu AB}
}
db eval {SELECT gpu_debug_fault(0)}
finish_test
