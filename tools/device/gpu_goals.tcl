# gpu_goals.tcl - on a lent GPU (tools/device/gpu_goals.sh): the figures that
# issues 28 and 30 set goals for and that only a GPU can give, each printed
# with its goal, so that one call of a few minutes answers them all.
#
#   GPUSTR_EXT=.libs/gpustr SRCDIR=. tclsh tools/device/gpu_goals.tcl
#
# 1. issue 30: the GPU regexp_replace kernel, '(\w+) (\w+) (\d+)' -> '$2, $1
#    #$3', over 2x10^6 rows of bench_regex.tcl's names and numbers (gpu_stats
#    ms_kernel; goal at most 25 ms), and regexp_like's, beside the CPU engine.
# 2. issue 28 item 4: the first statement of a program never compiled (an
#    empty kernel cache), gpu_map and gpu_join, on the GPU (backend auto)
#    against the CPU engine's time for it (goal: at most 250 ms more).
# 3. issue 28 item 5: gpu_udf_row('upper(s)||s', s) over 10^6 rows against
#    SQLite's own upper(s)||s (goal: at most 1.3 times).
# Every result is compared with the CPU engine's; strings allocated and
# freed at the end.
package require sqlite3
set ext $env(GPUSTR_EXT)
sqlite3 db :memory:
db enable_load_extension 1
db eval {SELECT load_extension($ext)}
source [file join $env(SRCDIR) bench data.tcl]
puts "gpu_info: [db one {SELECT gpu_info()}]"

source [file join [file dirname [info script]] timing.tcl]

# ---- 1. regex kernels ----------------------------------------------------------------
set n [expr {[info exists env(GOALS_ROWS)] ? $env(GOALS_ROWS) : 2000000}]
db transaction { bench_make_calls_table $n }
db eval {SELECT gpu_config('batch_rows', 1048576), gpu_config('gpu_min_rows', 1)}
foreach {name prog goal} {
  regexp_replace {regexp_replace(s, '(\w+) (\w+) (\d+)', '$2, $1 #$3')} 25
  regexp_substr  {regexp_substr(s, '[a-z]+ \d+')} {}
  regexp_like    {regexp_like(s, '[a-z]+ \d+ [a-z]{4}')} {}
} {
  if {[catch {
    set q [string map {' ''} $prog]
    set sql "SELECT sum(length(value)) FROM gpu_map('$q', 'SELECT s FROM g')"
    db eval {SELECT gpu_config('backend', 'cpu')}
    set rc [db one $sql]
    set tc [best $sql]; set kc [L ms_kernel]
    db eval {SELECT gpu_config('backend', 'gpu')}
    set rg [db one $sql]
    set tg [best $sql]; set kg [L ms_kernel]
    puts [format "regex %-15s %d rows: GPU statement %7.1f ms, kernel %6.1f ms%s | CPU engine %7.1f ms (its compute %6.1f) | same %s" \
            $name $n $tg $kg [expr {$goal ne "" ? " (goal <= $goal)" : ""}] $tc $kc [expr {$rc eq $rg}]]
    puts "      [db one "SELECT gpu_explain('s -> $q', 'resources')"]"
  } err]} { puts "regex $name ERROR $err" }
}
db eval {SELECT gpu_config('batch_rows', 65536), gpu_config('backend', 'auto')}

# ---- 2. a new program's first statement ---------------------------------------------------
db transaction { bench_make_table 200000 }
db eval {
  CREATE TABLE l(id INTEGER PRIMARY KEY, s); CREATE TABLE r(id INTEGER PRIMARY KEY, s);
  INSERT INTO l(s) SELECT s FROM t WHERE s IS NOT NULL LIMIT 2000;
  INSERT INTO r(s) SELECT s FROM t WHERE s IS NOT NULL LIMIT 2000 OFFSET 2000;
}
set cacheDir [file join [expr {[info exists env(TMPDIR)] ? $env(TMPDIR) : "/tmp"}] gpustr-goals-[pid]]
foreach {form tmpl} {
  gpu_map  {SELECT count(value), sum(length(value)) FROM gpu_map('s -> CASE WHEN instr(s, ''%K'') > 0 THEN upper(s) ELSE lower(s) || ''%K'' END', 'SELECT s FROM t')}
  gpu_join {SELECT count(*), sum(value) FROM gpu_join('(a, b) -> let d = levenshtein(a, b, 3) + %K - %K; CASE WHEN d <= 3 THEN d END', 'SELECT id, s FROM l', 'SELECT id, s FROM r')}
} {
  if {[catch {
    # A key that makes the program new to the cache and to the process.
    set key [expr {int(rand() * 1e9)}]
    set sql [string map [list %K $key] $tmpl]
    file delete -force $cacheDir
    db eval {SELECT gpu_config('cache_dir', $cacheDir), gpu_config('backend', 'cpu')}
    set tcpu [best $sql]
    set rcpu [db eval $sql]
    incr key
    set sql [string map [list %K $key] $tmpl]
    set sqlcpu $sql
    db eval {SELECT gpu_config('backend', 'auto')}
    db eval {SELECT gpu_stats('reset')}
    set t0 [clock microseconds]; set rfirst [db eval $sql]; set tfirst [expr {([clock microseconds] - $t0) / 1000.0}]
    set st [db one {SELECT gpu_stats()}]
    # Wait for the background compile, then the same statement again.
    for {set w 0} {$w < 600 && [db one {SELECT json_extract(gpu_stats(), '$.kernel_jobs')}] > 0} {incr w} { after 100 }
    set tnext [best $sql]
    puts [format "first statement %-8s: %7.1f ms (CPU engine %7.1f, so %+7.1f; goal <= +250) | warm GPU %7.1f ms (gpu_batches %s) | same %s | first's stats: gpu_batches %s cpu_batches %s ms_compile %s" \
            $form $tfirst $tcpu [expr {$tfirst - $tcpu}] $tnext [L gpu_batches] \
            [expr {[lrange $rfirst 0 0] eq [lrange $rcpu 0 0]}] \
            [db one {SELECT json_extract($st, '$.gpu_batches')}] [db one {SELECT json_extract($st, '$.cpu_batches')}] \
            [db one {SELECT json_extract($st, '$.ms_compile')}]]
  } err]} { puts "first statement $form ERROR $err" }
}
file delete -force $cacheDir
db eval {SELECT gpu_config('cache_dir', $env(GPUSTR_CACHE_DIR))}

# ---- 3. gpu_udf_row against SQLite's own pipe --------------------------------------------
if {[catch {
  db transaction { bench_make_table [expr {$n / 2}] }
  set N [best {SELECT sum(length(upper(s) || s)) FROM t}]
  set R [best {SELECT sum(length(gpu_udf_row('upper(s)||s', s))) FROM t}]
  puts [format "gpu_udf_row %d rows: %7.1f ms, SQLite's own %7.1f ms: R/N %.2f (goal <= 1.3)" [expr {$n / 2}] $R $N [expr {$R / $N}]]
} err]} { puts "gpu_udf_row ERROR $err" }

set st [db one {SELECT gpu_stats()}]
puts "strings allocated [db one {SELECT json_extract($st, '$.strings_allocated')}] freed [db one {SELECT json_extract($st, '$.strings_freed')}]"
