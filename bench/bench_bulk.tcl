# bench_bulk.tcl - make bench's bulk section: whole statements over an
# on-disk table, where SQLite's row pipe (the inner query stepped row by
# row, every result handed back) costs more than the program.  In one run,
# on the same rows:
#
#   SQLite   SQLite's own evaluation of the same expression
#   before   gpu_map as it was: the query stepped on SQLite's thread
#            (bulk_min_rows 0), the filter left to SQLite (WHERE +value ...)
#   after    bulk in (worker threads read the table) and results out (the
#            filter applied inside: WHERE value ...)
#
# for the three statements of issue 28: a regex filter, a fuzzy filter and a
# light aggregate, on the CPU engine and, where there is one, on the GPU;
# best of three, with gpu_stats' split of the last run (ms_gather: SQLite's
# thread waiting for rows; ms_kernel: the engine).  Optionally DuckDB on the
# same rows in memory (BENCH_DUCKDB_PYTHON names a Python with duckdb).
#
#   GPUSTR_EXT=.libs/gpustr tclsh bench/bench_bulk.tcl [rows]
package require sqlite3

set nRow [expr {[llength $argv] ? int([lindex $argv 0]) : 1000000}]
set ext [expr {[info exists env(GPUSTR_EXT)] ? $env(GPUSTR_EXT) : ".libs/gpustr"}]
set dbFile [file join [pwd] bench-bulk-$nRow.db]
set fresh [expr {![file exists $dbFile]}]
sqlite3 db $dbFile
db enable_load_extension 1
db eval {SELECT load_extension($ext)}
if {$fresh} {
  # Names and addresses: a name, a number, a street, a town.
  db eval {
    CREATE TABLE t(id INTEGER PRIMARY KEY, s TEXT);
    WITH RECURSIVE c(i) AS (SELECT 1 UNION ALL SELECT i+1 FROM c WHERE i < $nRow)
    INSERT INTO t(s) SELECT
      CASE i % 11 WHEN 0 THEN NULL ELSE
        substr('Anna  Bruno Carla David Elena Franz Greta Hanno Ida   Jonas ', 1 + (i % 10) * 6, 6) ||
        substr('Meyer Smith Klein Braun Wolf  Roth  Vogel Huber ', 1 + (i * 7 % 8) * 6, 6) ||
        (i % 997) || ' ' ||
        substr('Main St    Oak Avenue Hill Road  Lake Drive Park Lane  ', 1 + (i * 3 % 5) * 11, 11) ||
        substr('Berlin Munich Hamburg Cologne Bremen ', 1 + (i % 5) * 8, 7)
      END FROM c;
  }
}
set nRow [db one {SELECT count(*) FROM t}]

proc ms {sql} {
  set best 1e99
  for {set i 0} {$i < 3} {incr i} {
    set t0 [clock microseconds]
    set r [db eval $sql]
    set t [expr {([clock microseconds] - $t0) / 1000.0}]
    if {$t < $best} { set best $t }
  }
  list $best $r
}
proc stat {key} { db one "SELECT json_extract(gpu_stats(), '\$.$key')" }

set STMTS {
  regex
    {SELECT count(*) FROM t WHERE regexp_like(s, '^[A-Z][a-z]+ +[A-Z][a-z]+ *[0-9]+ Oak')}
    {SELECT count(*) FROM gpu_map('regexp_like(s, ''^[A-Z][a-z]+ +[A-Z][a-z]+ *[0-9]+ Oak'')', 'SELECT s FROM t') WHERE +value = 1}
    {SELECT count(*) FROM gpu_map('regexp_like(s, ''^[A-Z][a-z]+ +[A-Z][a-z]+ *[0-9]+ Oak'')', 'SELECT s FROM t') WHERE value = 1}
  fuzzy
    {SELECT count(*) FROM t WHERE levenshtein(s, 'Greta Wolf 17 Oak AvenueBremen', 3) <= 3}
    {SELECT count(*) FROM gpu_map('levenshtein(s, ''Greta Wolf 17 Oak AvenueBremen'', 3)', 'SELECT s FROM t') WHERE +value <= 3}
    {SELECT count(*) FROM gpu_map('levenshtein(s, ''Greta Wolf 17 Oak AvenueBremen'', 3)', 'SELECT s FROM t') WHERE value <= 3}
  aggregate
    {SELECT sum(length(upper(s) || s)) FROM t}
    {SELECT sum(length(value)) FROM gpu_map('upper(s) || s', 'SELECT s FROM t')}
    {SELECT sum(length(value)) FROM gpu_map('upper(s) || s', 'SELECT s FROM t')}
}

set backends {cpu}
if {[db one {SELECT json_extract(gpu_info(), '$.device') IS NOT NULL}]} { lappend backends gpu }
set threads [db one {SELECT gpu_config('threads')}]
puts "bulk: $nRow rows on disk ([file size $dbFile] bytes), $threads threads, [exec uname -n]"
puts [format "%-10s %-4s %10s %10s %10s %8s %8s %10s %10s" statement eng SQLite before after \
        bef/SQL aft/SQL gather_ms kernel_ms]
foreach {name own before after} $STMTS {
  lassign [ms $own] tOwn rOwn
  foreach be $backends {
    db eval {SELECT gpu_config('backend', $be), gpu_config('gpu_min_rows', 1)}
    # First runs compile (and on a GPU load) the kernel: not measured.
    db eval {SELECT gpu_config('bulk_min_rows', 0)}
    db eval $before
    lassign [ms $before] tBefore rBefore
    db eval {SELECT gpu_config('bulk_min_rows', 131072)}
    db eval $after
    db eval {SELECT gpu_stats('reset')}
    lassign [ms $after] tAfter rAfter
    set g [expr {[stat ms_gather] / 3.0}]
    set k [expr {[stat ms_kernel] / 3.0}]
    set ok [expr {$rOwn eq $rBefore && $rOwn eq $rAfter ? "" : "  DIFFERENT: $rOwn $rBefore $rAfter"}]
    puts [format "%-10s %-4s %10.1f %10.1f %10.1f %8.2f %8.2f %10.1f %10.1f%s" $name $be $tOwn $tBefore \
            $tAfter [expr {$tBefore/$tOwn}] [expr {$tAfter/$tOwn}] $g $k $ok]
  }
}
if {[info exists env(BENCH_DUCKDB_PYTHON)] && $env(BENCH_DUCKDB_PYTHON) ne ""} {
  set py {
import sys, time, sqlite3, duckdb
rows = sqlite3.connect(sys.argv[1]).execute("SELECT s FROM t").fetchall()
con = duckdb.connect()
con.execute("SET enable_progress_bar = false")
con.execute("CREATE TABLE t(s VARCHAR)")
# Through a CSV file (pandas may be absent; executemany is slow): the
# strings quoted, NULL an empty unquoted field (the table has no empty string).
import os, tempfile
fd, path = tempfile.mkstemp(suffix=".csv")
with os.fdopen(fd, "w", newline="") as f:
    for (v,) in rows:
        f.write('\n' if v is None else '"' + v.replace('"', '""') + '"\n')
con.execute("INSERT INTO t SELECT * FROM read_csv(?, header=false, columns={'s': 'VARCHAR'}, quote='\"', escape='\"')", [path])
os.unlink(path)
n = con.execute("SELECT count(*), count(s) FROM t").fetchone()
assert n[0] == len(rows) and n[1] == sum(1 for (v,) in rows if v is not None), n
for name, q in [("regex", "SELECT count(*) FROM t WHERE regexp_matches(s, '^[A-Z][a-z]+ +[A-Z][a-z]+ *[0-9]+ Oak')"),
                ("fuzzy", "SELECT count(*) FROM t WHERE levenshtein(s, 'Greta Wolf 17 Oak AvenueBremen') <= 3"),
                ("aggregate", "SELECT sum(length(upper(s) || s)) FROM t")]:
    best = 1e99
    for i in range(3):
        t0 = time.perf_counter(); r = con.execute(q).fetchall(); best = min(best, time.perf_counter() - t0)
    print("%-10s duckdb %10.1f ms  %s" % (name, best * 1000, r[0][0]))
}
  if {[catch {exec $env(BENCH_DUCKDB_PYTHON) -c $py $dbFile} out]} { puts "duckdb: $out" } else { puts $out }
}
db close
