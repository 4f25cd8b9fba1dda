# linebuf.tcl - run a Tcl script with stdout line-buffered, so that a run
# stopped by timeout keeps what it printed:  tclsh linebuf.tcl script.tcl args...
fconfigure stdout -buffering line
set argv0 [lindex $argv 0]; set argv [lrange $argv 1 end]; set argc [llength $argv]
source $argv0
