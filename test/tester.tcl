# tester.tcl - gpustr's small test harness, in the style of SQLite's own.
#
#   source [file join [file dirname [info script]] tester.tcl]
#   do_execsql_test load-1.2 { SELECT length(gpustr_version()) > 0 } 1
#   do_catchsql_test cfg-2.1 { SELECT gpu_config('nope') } {1 {gpu_config: unknown ...}}
#   do_test misc-1.1 { expr {1+1} } 2
#   finish_test
#
# Each test file runs in its own tclsh (test/all.tcl starts them) with the
# extension loaded into the connection [db].  GPUSTR_EXT names the extension
# (without the .so suffix, as load_extension() takes it).  finish_test checks
# that the runtime freed every string it allocated, then prints the file's
# "N passed, M failed, K skipped" line, which all.tcl adds up.

package require sqlite3

# Under a sanitizer build (all.tcl), this tclsh runs with the ASan runtime
# preloaded; the programs a test starts do not inherit it (compilers would
# report their own leaks), except through san_exec for those that load the
# extension.
if {[info exists ::env(GPUSTR_SAN_PRELOAD)]} { unset -nocomplain ::env(LD_PRELOAD) }
proc san_exec {args} {
  if {[info exists ::env(GPUSTR_SAN_PRELOAD)] && $::env(GPUSTR_SAN_PRELOAD) ne ""} {
    set args [concat [list env LD_PRELOAD=$::env(GPUSTR_SAN_PRELOAD)] $args]
  }
  uplevel 1 [list exec {*}$args]
}

# The sanitizer flags of the build (make check's GPUSTR_SAN_CFLAGS): a
# program a test compiles against the build's objects (libgpustr.a) needs
# them to link.
set ::san_cflags [expr {[info exists ::env(GPUSTR_SAN_CFLAGS)] ? $::env(GPUSTR_SAN_CFLAGS) : ""}]

set ::testdir [file dirname [file normalize [info script]]]
set ::gpustr_ext [expr {[info exists ::env(GPUSTR_EXT)] ? $::env(GPUSTR_EXT) : [file join [file dirname $::testdir] .libs gpustr]}]
# The version configure was given (configure.ac's AC_INIT, the one place it
# is written): make check passes it in GPUSTR_VERSION; a file run by hand
# reads AC_INIT itself.  Tests compare gpustr_version() with this, never
# with a literal.
proc tester_version {} {
  if {[info exists ::env(GPUSTR_VERSION)] && $::env(GPUSTR_VERSION) ne ""} {
    return $::env(GPUSTR_VERSION)
  }
  set f [open [file join [file dirname $::testdir] configure.ac]]
  set text [read $f]
  close $f
  if {![regexp {AC_INIT\(\[[^\]]*\],\s*\[([^\]]+)\]} $text -> v]} {
    error "tester.tcl: no version in configure.ac's AC_INIT"
  }
  return $v
}
set ::gpustr_version [tester_version]

# GPUSTR_QUICK=1 (make check-quick): a file that runs fewer cases then says
# so in one line, through quick_note, so that nothing is skipped silently.
set ::quick [expr {[info exists ::env(GPUSTR_QUICK)] && $::env(GPUSTR_QUICK) ne "" && $::env(GPUSTR_QUICK) ne "0"}]
proc quick_note {msg} {
  puts "[file tail [info script]]: quick (GPUSTR_QUICK): $msg; make check runs it all"
}
set ::nPass 0
set ::nFail 0
set ::nSkip 0
set ::failList {}

# Load the extension into connection $db.
proc load_gpustr {db} {
  $db enable_load_extension 1
  $db eval {SELECT load_extension($::gpustr_ext)}
}

# The end gpu_map gives a row's runtime error (after SQLite's message):
#   " (gpu_map: row N of the query[, key K]; program 'P')"
# with K as SQL writes it (text quoted and cut after 40 bytes) and P cut
# after 60 bytes, each between characters, "..." marking a cut, a NUL \0.
proc err_quote {text nmax} {
  set b [encoding convertto utf-8 $text]
  set more ""
  if {[string length $b] > $nmax} {
    set k $nmax
    while {$k > 0 && ([scan [string index $b $k] %c] & 0xc0) == 0x80} { incr k -1 }
    set text [encoding convertfrom utf-8 [string range $b 0 [expr {$k - 1}]]]
    set more ...
  }
  return "'[string map [list ' '' \0 {\0}] $text]$more'"
}
proc map_where {rowno key prog} {
  set k ""
  if {$key ne ""} {
    set k ", key [expr {[string is entier -strict $key] ? $key : [err_quote $key 40]}]"
  }
  return " (gpu_map: row $rowno of the query$k; program [err_quote $prog 60])"
}

proc open_db {} {
  catch {db close}
  sqlite3 db :memory:
  load_gpustr db
}

proc test_result {name ok detail} {
  if {$ok} {
    incr ::nPass
  } else {
    incr ::nFail
    lappend ::failList $name
    puts "! $name failed"
    puts "  $detail"
  }
}

proc do_test {name script expected} {
  if {[catch {uplevel 1 $script} got]} {
    test_result $name 0 "error: $got"
    return
  }
  test_result $name [expr {$got eq $expected}] "expected: \[$expected\]\n  got:      \[$got\]"
}

proc execsql {sql {dbh db}} { uplevel 1 [list $dbh eval $sql] }

proc catchsql {sql {dbh db}} {
  set rc [catch {uplevel 1 [list $dbh eval $sql]} msg]
  list $rc $msg
}

proc do_execsql_test {name sql expected} {
  uplevel 1 [list do_test $name [list execsql $sql] [list {*}$expected]]
}

proc do_catchsql_test {name sql expected} {
  uplevel 1 [list do_test $name [list catchsql $sql] $expected]
}

# A test whose result must match a glob pattern.
proc do_test_glob {name script pattern} {
  if {[catch {uplevel 1 $script} got]} {
    test_result $name 0 "error: $got"
    return
  }
  test_result $name [string match $pattern $got] "expected to match: \[$pattern\]\n  got: \[$got\]"
}

proc skip_test {name why} {
  incr ::nSkip
  puts "  skipped $name: $why"
}

# Is there a GPU the extension can use?  (GPU tests skip, and say so, when not.)
proc have_gpu {} {
  expr {[db one {SELECT json_extract(gpu_info(), '$.device') IS NOT NULL}]}
}

# Wait (up to 2 minutes) for the kernels compiling in the background, after
# their quick images ran, to end: a lean kernel loaded in the middle of a
# measurement counts in it.  The jobs left, 0 when all ended.
proc wait_kernel_jobs {} {
  set q {SELECT json_extract(gpu_stats(), '$.kernel_jobs')}
  for {set i 0} {$i < 1200 && [db one $q] > 0} {incr i} { after 100 }
  db one $q
}

# Every string the runtime allocated so far has been freed.
proc check_no_leak {name} {
  set s [db one {SELECT gpu_stats()}]
  set a [db one {SELECT json_extract($s, '$.strings_allocated')}]
  set f [db one {SELECT json_extract($s, '$.strings_freed')}]
  test_result $name [expr {$a == $f}] "strings_allocated=$a strings_freed=$f"
}

proc finish_test {} {
  check_no_leak [file rootname [file tail [info script]]]-leak
  # Kernels still compiling in the background (a lean kernel after its
  # quick image ran) are let finish before the process exits: at exit
  # LeakSanitizer stops every thread to scan it, and the fake NVRTC's
  # compiles are child processes that would outlive the test and load the
  # next one (regex.test on the fake device ended with 5 running).
  catch {wait_kernel_jobs}
  catch {db close}
  puts "$::nPass passed, $::nFail failed, $::nSkip skipped"
  exit [expr {$::nFail ? 1 : 0}]
}

open_db
