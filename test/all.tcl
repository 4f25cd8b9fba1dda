# all.tcl - runs the whole test suite: every test/*.test file in its own
# tclsh, then the unit programs of the runtime and compiler that make check
# built (GPUSTR_UNIT_PROGRAMS), and adds up their "N passed, M failed" lines.  The
# last line printed is the total; the exit status is non-zero on any failure.
#
#   GPUSTR_EXT=.libs/gpustr tclsh test/all.tcl [file.test ...]
#
# GPUSTR_QUICK=1 (make check-quick): every file still runs, each with its
# core cases (a file that runs fewer says so in a line); the fake-device
# reruns are left out and the unit programs run their short modes, each
# said in a line here.

set testdir [file dirname [file normalize [info script]]]
set builddir [expr {[info exists env(GPUSTR_BUILDDIR)] ? $env(GPUSTR_BUILDDIR) : [file dirname $testdir]}]
set files $argv
if {[llength $files] == 0} {
  set files [lsort [glob -directory $testdir *.test]]
}
# kernels.test compiles the generated code of every program the files
# before it compiled (ext/ir.c appends each to GPUSTR_PROGRAM_LOG): last.
set k [lsearch -glob $files *kernels.test]
if {$k >= 0} {
  set files [concat [lreplace $files $k $k] [list [lindex $files $k]]]
}
if {![info exists env(GPUSTR_PROGRAM_LOG)]} {
  set env(GPUSTR_PROGRAM_LOG) [file join $builddir test-programs.log]
  file delete $env(GPUSTR_PROGRAM_LOG)
}

set quick [expr {[info exists env(GPUSTR_QUICK)] && $env(GPUSTR_QUICK) ne "" && $env(GPUSTR_QUICK) ne "0"}]

set total(pass) 0
set total(fail) 0
set total(skip) 0
set failed {}

# Run one command, echo its output, add up its closing line.
proc run_one {label cmd} {
  global total failed
  set t0 [clock milliseconds]
  set rc [catch {exec {*}$cmd 2>@1} out opts]
  set ms [expr {[clock milliseconds] - $t0}]
  puts -nonewline $out
  if {![string match *\n $out] && $out ne ""} { puts "" }
  set last ""
  foreach line [split [string trim $out] \n] {
    if {[regexp {(\d+) passed, (\d+) failed(?:, (\d+) skipped)?\s*$} $line]} { set last $line }
  }
  if {[regexp {(\d+) passed, (\d+) failed(?:, (\d+) skipped)?\s*$} $last -> p f s]} {
    incr total(pass) $p
    incr total(fail) $f
    if {$s ne ""} { incr total(skip) $s }
    if {$f > 0 || $rc} { lappend failed $label }
    if {$f == 0 && $rc} { incr total(fail) }
  } else {
    incr total(fail)
    lappend failed $label
    puts "! $label: no result line (exit status: [dict get $opts -code])"
  }
  puts "-- $label: ${ms} ms"
  if {[lindex $failed end] eq $label} { note_failure $label $out }
}

# What a failing file printed of its failures ("! name failed" and the
# lines under it; the end of its output where it printed no result line),
# repeated at the end of the run: a log cut to its last lines (CI's) still
# says what failed and why.
set details {}
proc note_failure {label out} {
  global details
  set lines [split [string trim $out] \n]
  set keep {}
  set in 0
  foreach line $lines {
    if {[string match "! *" $line]} {
      set in 1
    } elseif {![string match "  *" $line]} {
      set in 0
    }
    if {$in && [llength $keep] < 16} { lappend keep $line }
  }
  if {$keep eq ""} { set keep [lrange $lines end-7 end] }
  lappend details "== $label" {*}$keep
}

# Built with --enable-sanitizers, the extension needs the ASan runtime
# loaded first into the (uninstrumented) tclsh that loads it: make check
# names it in GPUSTR_SAN_PRELOAD (tester.tcl keeps it from other children).
set tclsh [list [info nameofexecutable]]
if {[info exists env(GPUSTR_SAN_PRELOAD)] && $env(GPUSTR_SAN_PRELOAD) ne ""} {
  set tclsh [list env LD_PRELOAD=$env(GPUSTR_SAN_PRELOAD) [info nameofexecutable]]
}
foreach f $files {
  run_one [file tail $f] [concat $tclsh [list $f]]
}

# The GPU engine on the fake device (test/fakecuda/: a CUDA driver whose
# device memory is host memory and an NVRTC that compiles kernels as host C
# and is nvJitLink too,
# built by make check, which names their directory in GPUSTR_FAKECUDA_DIR):
# gpu.test's GPU part, join.test's GPU engine, regex.test's kernels (every
# group against Python's on the GPU engine, regex-7.5), scores.test's
# functions through gpu_map and gpu_join on the GPU engine, security.test's
# inner queries on the GPU engine and fakegpu.test,
# with the device's memory cut to
# 16 MiB for the latter, so the engine's code runs on machines without a
# GPU.  A missing library is a failure, never a silent skip.
if {$quick && [info exists env(GPUSTR_FAKECUDA_DIR)] && $env(GPUSTR_FAKECUDA_DIR) ne ""} {
  puts "all.tcl: quick (GPUSTR_QUICK): the fake-device reruns (gpu, fakegpu, join, nomem, regex,\
        scores, security, conc_test gpu, intr_test gpu, onethread_test gpu) left out; make check runs them"
} elseif {[info exists env(GPUSTR_FAKECUDA_DIR)] && $env(GPUSTR_FAKECUDA_DIR) ne ""} {
  # Fake kernels go to a cache of their own, emptied before and after,
  # never ~/.cache/gpustr; the fake NVRTC compiles with the build's compiler.
  set fakeCache [file join $builddir test-fakecuda-cache]
  file delete -force $fakeCache
  set fakeEnv [list env \
    GPUSTR_LIBCUDA=[file join $env(GPUSTR_FAKECUDA_DIR) libfakecuda.so] \
    GPUSTR_LIBNVRTC=[file join $env(GPUSTR_FAKECUDA_DIR) libfakenvrtc.so] \
    GPUSTR_CACHE_DIR=$fakeCache \
    FAKENVRTC_CC=[expr {[info exists env(GPUSTR_CC)] && $env(GPUSTR_CC) ne "" ? $env(GPUSTR_CC) : "cc"}]]
  if {![file exists [file join $env(GPUSTR_FAKECUDA_DIR) libfakecuda.so]]
      || ![file exists [file join $env(GPUSTR_FAKECUDA_DIR) libfakenvrtc.so]]} {
    incr total(fail)
    lappend failed "the fake device"
    puts "! the fake device is not built in $env(GPUSTR_FAKECUDA_DIR)"
  } else {
    # gpu.test compiles split (the fake nvJitLink links each kernel with
    # the runtime object), fakegpu.test whole, as where nvJitLink is absent.
    set fakeLink [file join $env(GPUSTR_FAKECUDA_DIR) libfakenvrtc.so]
    set noLink [file join $env(GPUSTR_FAKECUDA_DIR) no-nvjitlink.so]
    foreach {f mem link} [list gpu.test 1073741824 $fakeLink fakegpu.test 16777216 $noLink \
                                join.test 1073741824 $fakeLink nomem.test 1073741824 $fakeLink \
                                regex.test 1073741824 $fakeLink security.test 1073741824 $fakeLink \
                                scores.test 1073741824 $fakeLink] {
      set path [file join $testdir $f]
      if {$argv ne "" && [lsearch -exact [lmap x $files {file tail $x}] $f] < 0} continue
      # nomem.test: its GPU part alone (the rest ran above).
      set only [expr {$f eq "nomem.test" ? [list GPUSTR_NOMEM_GPU=1] : {}}]
      run_one "$f (fake device)" [concat $fakeEnv FAKECUDA_MEM=$mem GPUSTR_LIBNVJITLINK=$link \
                                    $only $tclsh [list $path]]
    }
    # Eight connections on eight threads sharing the device (conc_test.c).
    set conc [file join $builddir test unit conc_test]
    if {$argv eq "" && [info exists env(GPUSTR_UNIT_PROGRAMS)]
        && [lsearch -exact $env(GPUSTR_UNIT_PROGRAMS) test/unit/conc_test] >= 0} {
      run_one "conc_test gpu (fake device)" [concat $fakeEnv GPUSTR_LIBNVJITLINK=$fakeLink [list $conc gpu]]
    }
    # sqlite3_interrupt() between GPU batches (intr_test.c).
    if {$argv eq "" && [info exists env(GPUSTR_UNIT_PROGRAMS)]
        && [lsearch -exact $env(GPUSTR_UNIT_PROGRAMS) test/unit/intr_test] >= 0} {
      run_one "intr_test gpu (fake device)" [concat $fakeEnv [list [file join $builddir test unit intr_test] gpu]]
    }
    # SQLite single-threaded: kernels compiled on the statement's thread,
    # no allocation on another (onethread_test.c).
    if {$argv eq "" && [info exists env(GPUSTR_UNIT_PROGRAMS)]
        && [lsearch -exact $env(GPUSTR_UNIT_PROGRAMS) test/unit/onethread_test] >= 0} {
      run_one "onethread_test gpu (fake device)" [concat $fakeEnv GPUSTR_LIBNVJITLINK=$fakeLink \
                                                    [list [file join $builddir test unit onethread_test] gpu]]
    }
  }
  file delete -force $fakeCache
}

# Unit programs of the runtime and the front end (C, linked with libsqlite3),
# named by make check; a missing one is a failure, never a silent skip.
if {[info exists env(GPUSTR_UNIT_PROGRAMS)] && $argv eq ""} {
  # Their short modes under GPUSTR_QUICK: rt_num's random part on 20,000
  # doubles and strings, not 200,000 (its default seed); intr_test's
  # interrupts after 200 ms, not 1 s.
  set quickArgs [dict create test/rt/rt_num {20240611 20000} test/unit/intr_test quick]
  foreach prog $env(GPUSTR_UNIT_PROGRAMS) {
    set path [file join $builddir $prog]
    set args {}
    if {$quick && [dict exists $quickArgs $prog]} {
      set args [dict get $quickArgs $prog]
      puts "all.tcl: quick (GPUSTR_QUICK): [file tail $prog] $args; make check runs [file tail $prog] in full"
    }
    if {[file executable $path]} {
      run_one [file tail $prog] [concat [list $path] $args]
    } else {
      incr total(fail)
      lappend failed [file tail $prog]
      puts "! $prog: not built"
    }
  }
}

if {[llength $details]} { puts "Failure details (the first lines of each):\n[join $details \n]" }
if {[llength $failed]} { puts "Failures in: $failed" }
if {$total(skip)} {
  puts "$total(pass) passed, $total(fail) failed, $total(skip) skipped"
} else {
  puts "$total(pass) passed, $total(fail) failed"
}
exit [expr {$total(fail) ? 1 : 0}]
