# timing.tcl - the timer of the device scripts (gpu_extra.tcl, gpu_goals.tcl),
# sourced by both: best SQL runs its statement $::reps times (default 3) and
# returns the best time in ms, keeping that run's gpu_stats() in ::last;
# L KEY reads a counter of it.
if {![info exists ::reps]} { set ::reps 3 }
proc best {sql} {
  set best ""
  for {set k 0} {$k < $::reps} {incr k} {
    db eval {SELECT gpu_stats('reset')}
    set t0 [clock microseconds]; db eval $sql
    set t [expr {([clock microseconds] - $t0) / 1000.0}]
    if {$best eq "" || $t < $best} { set best $t; set ::last [db one {SELECT gpu_stats()}] }
  }
  return $best
}
proc L {k} { db one {SELECT json_extract($::last, '$.' || $k)} }
