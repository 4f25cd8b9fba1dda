# oracle_data.tcl - the SQLite oracle's table, expressions and procedures,
# shared by oracle.test (gpu_udf_row and gpu_udf) and map.test (gpu_map).
# Sourced after tester.tcl: it fills the table x(s, t) of connection db with
# nasty inputs (NULL, '', multibyte and invalid UTF-8, embedded NUL, numbers
# and numeric-looking text, blobs, strings over 64 KiB), gathers every tier-1
# function with each arity, every operator, CASE, CAST, COLLATE, `let`
# programs, each trap of docs/language.md's list and expressions on which SQLite
# raises an error into ORACLE_GROUPS and ORACLE_LET, and defines `oracle`,
# which compares SQLite's value and type for an expression with gpustr's on
# every row (docs/testing.md).

# ---- the table x(s, t) ---------------------------------------------------
# Values are SQL literals.  x has no declared types (no affinity), so every
# value keeps its own storage class.  The long strings go in s only: LIKE and
# GLOB refuse patterns over 50,000 bytes, so t (often a pattern) stays short
# and `t LIKE s` is where that error is tested.
set S_VALUES {
  NULL {''} {'a'} {'abc'} {'AbC'} {'abcabc'} {'Hello, World!'} {'  padded  '}
  {' 12 '} {'12'} {'1e3'} {'0x1F'} {'1abc'} {'-7'} {' -2.5e1x'} {'0.0x'}
  {'a%b_c'} {'x\y'} {'it''s'} {'a'||char(9)||'b'||char(10)} {'ÄÖü straße'}
  {'日本語テキスト'} {'😀🎉x'} {'é'} {'ä'}
  {CAST(x'80' AS TEXT)} {CAST(x'C3' AS TEXT)} {CAST(x'E697' AS TEXT)}
  {CAST(x'E6978080' AS TEXT)} {CAST(x'FFFE41' AS TEXT)} {CAST(x'618062' AS TEXT)}
  {CAST(x'610062' AS TEXT)} {CAST(x'00' AS TEXT)} {CAST(x'C0AF' AS TEXT)}
  {CAST(x'EDA080' AS TEXT)} {CAST(x'F4908080' AS TEXT)}
  0 1 -1 42 9223372036854775807 -9223372036854775807
  0.0 -0.0 1e15 0.1 2.5 -2.5 1.0 123.456 1e308 -1e-300 4.5e-7
  {x''} {x'00ff'} {x'616263'} {x'E697A5'}
}
set T_VALUES {
  NULL {''} {'a'} {'b'} {'bc'} {'ABC'} {'é'} {'日'} {'%'} {'_'} {'a%'} {'%c'}
  {'%b%'} {'_b_'} {'A_C'} {'%Ö%'} {'*'} {'?'} {'a*'} {'[a-c]*'} {'[^a]*'}
  {'*['} {'*[]]*'} {'x\%'} {' '} {'xy'} {' 12 '} {'-1'} {'3'}
  0 1 2 -1 -2 3 100 9223372036854775807 -9223372036854775807 2.5 -0.0 1e15 0.1
  {x'62'} {CAST(x'80' AS TEXT)} {CAST(x'610062' AS TEXT)}
}
set LONG_X   {printf('%.*c', 70000, 'x')}
set LONG_MB  {replace(printf('%.*c', 30000, 'x'), 'x', 'é日')}
set LONG_NUL {printf('%.*c', 66000, 'y')||CAST(x'00' AS TEXT)||'tail'}
set LONG_ROWS [list \
  $LONG_X {'x'}  $LONG_X {'%'}  $LONG_X NULL  $LONG_X 2  $LONG_X -3  $LONG_X {'x%'} \
  $LONG_X {'%y%'}  $LONG_X {''}  $LONG_X 69999  $LONG_X {'xx'} \
  $LONG_MB {'é'}  $LONG_MB -5  $LONG_MB 59999  $LONG_MB {'%日'}  $LONG_MB {'日é'} \
  $LONG_NUL {'tail'}  $LONG_NUL 3  $LONG_NUL {'%tail'}  $LONG_NUL -4 \
  {printf('%.*c', 50000, 'a')} {'a%'} \
]

# Pairs for comparisons and collations: case, trailing spaces, the bytes
# between 'Z' and 'a', NUL under NOCASE, equal values of different types.
set PAIR_ROWS {
  {'AbC'} {'abc'}  {'abc'} {'ABD'}  {'ABC'} {'_b_'}  {'Hello, World!'} {'hello, world!'}
  {'abc  '} {'abc'}  {'ABC '} {'abc'}  {'a'} {'['}  {'Z'} {'a'}  {'é'} {'É'}
  {'a'||char(0)||'b'} {'A'||char(0)||'c'}  1 {'1'}  {'1'} 1  1 1.0  2 {'10'}
  -1 -1  NULL NULL  {''} {''}  {x'61'} {'a'}  {'abc'} {'abc'}  {'B'} {'a'}
}

db eval {CREATE TABLE x(s, t)}
set nS [llength $S_VALUES]
set nT [llength $T_VALUES]
for {set i 0} {$i < $nS} {incr i} {
  foreach j [list [expr {$i % $nT}] [expr {(3*$i + 7) % $nT}] [expr {(7*$i + 11) % $nT}]] {
    db eval "INSERT INTO x VALUES ([lindex $S_VALUES $i], [lindex $T_VALUES $j])"
  }
}
foreach {sv tv} [concat $PAIR_ROWS $LONG_ROWS] {
  db eval "INSERT INTO x VALUES ($sv, $tv)"
}

# ---- the oracle ------------------------------------------------------------
# One value for a failure message: its type, byte length and leading bytes.
proc disp {col} {
  string map [list @ $col] {(typeof(@) || CASE WHEN typeof(@) IN ('text','blob')
      THEN ' (' || length(CAST(@ AS BLOB)) || ' bytes) x''' || hex(substr(CAST(@ AS BLOB), 1, 24)) || ''' ' || substr(quote(@), 1, 40)
      ELSE ' ' || quote(@) END)}
}

# Failure messages stay printable ASCII whatever the bytes were.
proc printable {str} {
  set out ""
  foreach c [split $str ""] {
    scan $c %c n
    if {($n >= 32 && $n < 127) || $n == 10} { append out $c } else { append out [format {\u%04x} $n] }
  }
  return $out
}

# The ways of calling program $P on the row (s, t) of table $tbl.  grow is
# the window function, one row at a time; map the table-valued function
# over the rows of $tbl, their rowid as the key, in one batch (the table
# has fewer rows than batch_rows), and map7 the same in batches of 7 rows.
# (Until issue 27 the window function also ran whole-partition and
# sliding ROWS frames in batches, under the removed setting window_batch;
# map and map7 are those batches now.)
proc oracle_calls {P tbl} {
  set Pq [string map {' ''} $P]
  list \
    row   "gpu_udf_row('$Pq', s, t)" \
    grow  "gpu_udf('$Pq', s, t) OVER (ORDER BY rowid ROWS BETWEEN UNBOUNDED PRECEDING AND CURRENT ROW)" \
    map   "gpu_map('$Pq', 'SELECT rowid, s, t FROM $tbl')" \
    map7  "gpu_map('$Pq', 'SELECT rowid, s, t FROM $tbl')"
}

# The variants oracle runs unless told (map.test: gpu_map alone).
set ::oracle_variants {row grow map map7}

# oracle NAME E ?P? ?VARIANTS? ?TABLE?
#
# SQLite's (E) against program P (default "(s, t) -> E") on every row of the
# table: tests NAME.row, NAME.grow, NAME.map, NAME.map7.  Where
# SQLite raises an error for E, each call must raise the same error.  A
# mismatch reports the first differing rows.  Through gpu_map, every row must
# come back exactly once, with its rowid as the key and as the rowno.
proc oracle {name E {P ""} {variants ""} {tbl x}} {
  if {$P eq ""} { set P "(s, t) -> $E" }
  if {$variants eq ""} { set variants $::oracle_variants }
  set want [catchsql "SELECT ($E) FROM $tbl"]
  foreach {v call} [oracle_calls $P $tbl] {
    if {$v ni $variants} continue
    if {$v eq "map7"} {
      set batchRows [db one {SELECT gpu_config('batch_rows')}]
      db eval {SELECT gpu_config('batch_rows', 7)}
    }
    oracle_variant $name $E $P $tbl $want $v $call
    if {$v eq "map7"} { db eval {SELECT gpu_config('batch_rows', $batchRows)} }
  }
}

# gpu_map's runtime error is SQLite's message, then where:
#   MSG (gpu_map: row N of the query[, key K]; program 'P')
# Split into {MSG N K P} (K "" without a key; P with its quotes undone), or
# {} when the message has no such end.
proc map_error_split {msg} {
  set i [string last " (gpu_map: row " $msg]
  if {$i < 0} { return {} }
  set tail [string range $msg $i end]
  if {![regexp {^ \(gpu_map: row (\d+) of the query(?:, key (.*?))?; program '(.*)'\)$} $tail -> n k p]} {
    return {}
  }
  list [string range $msg 0 [expr {$i - 1}]] $n $k [string map {'' '} $p]
}

# Through gpu_map, SQLite's error $want for ($E) over the query $q must come
# with the row where SQLite first fails: row N of $q fails with that
# message on its own, and the N-1 rows before it do not fail; and the
# program shown is $P (its first 60 bytes and "..." when longer).
proc map_error_ok {got want E P q} {
  if {[lindex $got 0] != 1} { return 0 }
  set parts [map_error_split [lindex $got 1]]
  if {$parts eq ""} { return 0 }
  lassign $parts msg n k p
  if {$msg ne [lindex $want 1]} { return 0 }
  if {[string match *... $p]} {
    if {[string first [string range $p 0 end-3] $P] != 0} { return 0 }
  } elseif {$p ne $P} { return 0 }
  set one [catchsql "SELECT ($E) FROM ($q LIMIT 1 OFFSET [expr {$n - 1}])"]
  set before [catchsql "SELECT count(($E)) FROM ($q LIMIT [expr {$n - 1}])"]
  expr {$one eq $want && [lindex $before 0] == 0}
}

# One call of oracle: variant $v, through $call.
proc oracle_variant {name E P tbl want v call} {
  if {$v eq "map7"} { set v1 map } else { set v1 $v }
  foreach _ once {
    if {[lindex $want 0]} {
      if {$v1 eq "map"} {
        set got [catchsql "SELECT value FROM [string map {{rowid, } {}} $call]"]
        set ok [map_error_ok $got $want $E $P "SELECT s, t FROM $tbl"]
      } else {
        set got [catchsql "SELECT $call FROM $tbl"]
        set ok [expr {$got eq $want}]
      }
      test_result $name.$v $ok \
        [printable "E: $E\n  P: $P\n  SQLite: $want\n  gpustr: [string range $got 0 300]"]
      continue
    }
    set where "WHERE want IS NOT got OR typeof(want) <> typeof(got)"
    if {$v1 eq "map"} {
      set inner "SELECT $tbl.rowid AS r, s, t, ($E) AS want, m.value AS got, m.rowno AS rowno
                 FROM $call AS m JOIN $tbl ON $tbl.rowid = m.key"
      append where " OR rowno IS NOT r"
      set count "SELECT count(*) - (SELECT count(*) FROM $tbl), count(*) FILTER ($where) FROM ($inner)"
    } else {
      set inner "SELECT $tbl.rowid AS r, s, t, ($E) AS want, $call AS got FROM $tbl"
      set count "SELECT 0, count(*) FROM ($inner) $where"
    }
    if {[catch {db eval $count} res]} {
      test_result $name.$v 0 [printable "E: $E\n  P: $P\n  SQLite: no error\n  gpustr: $res"]
      continue
    }
    lassign $res nExtra n
    if {$nExtra != 0} {
      test_result $name.$v 0 [printable "E: $E\n  P: $P\n  $nExtra rows more than the table has"]
      continue
    }
    if {$n == 0} {
      test_result $name.$v 1 ""
      continue
    }
    set rows ""
    db eval "SELECT r, [disp s] AS ds, [disp t] AS dt, [disp want] AS dw, [disp got] AS dg
             FROM ($inner) $where ORDER BY r LIMIT 4" {
      append rows "\n    rowid $r: s=$ds t=$dt\n      want=$dw\n      got =$dg"
    }
    test_result $name.$v 0 [printable "E: $E\n  P: $P\n  $n rows differ, first ones:$rows"]
  }
}

# Number the tests of a group: oracle_list GROUP {E E ...} ?PREFIX?
proc oracle_list {group exprs {prefix oracle}} {
  set i 0
  foreach E $exprs {
    set E [string trim $E]
    if {$E eq ""} continue
    oracle $prefix-$group.[incr i] $E
  }
}

# Every group of expressions, then every let program, as tests
# PREFIX-GROUP.N and PREFIX-let.N.
proc oracle_all {prefix} {
  foreach {group exprs} $::ORACLE_GROUPS { oracle_list $group $exprs $prefix }
  set i 0
  foreach {E P} $::ORACLE_LET { oracle $prefix-let.[incr i] $E $P }
}

# The lists below are gathered by oracle_group into ORACLE_GROUPS.
set ::ORACLE_GROUPS {}
proc oracle_group {group exprs} { lappend ::ORACLE_GROUPS $group $exprs }

# ---- length, lower, upper ---------------------------------------------------
oracle_group length {
  {length(s)}
  {length(t)}
  {length(s||t)}
  {length(CAST(s AS BLOB))}
  {lower(s)}
  {upper(s)}
  {upper(s)||s}
  {lower(t)||upper(t)}
  {upper(lower(s)) = upper(s)}
}

# ---- substr / substring -------------------------------------------------------
oracle_group substr {
  {substr(s, t)}
  {substr(s, 2)}
  {substr(s, 0)}
  {substr(s, -1)}
  {substr(s, -3)}
  {substr(s, 9223372036854775807)}
  {substr(s, -9223372036854775807)}
  {substr(s, t, 2)}
  {substr(s, 2, t)}
  {substr(s, 0, 2)}
  {substr(s, 0, 1)}
  {substr(s, 0, -1)}
  {substr(s, 1, -1)}
  {substr(s, 3, -2)}
  {substr(s, -2, -5)}
  {substr(s, -9223372036854775807, 9223372036854775807)}
  {substr(s, 2, 9223372036854775807)}
  {substr(s, 9223372036854775807, -9223372036854775807)}
  {substr(s, 2, -9223372036854775807)}
  {substr(s, 1, 0)}
  {substr(s, 2.7, 1.9)}
  {substr(s, '2', '3')}
  {substr(s, NULL)}
  {substring(s, t)}
  {substring(s, 1, t)}
  {substr(s, t, t)}
  {substr(t, s)}
  {substr(s, -t, 3)}
  {substr(t, 2, 1)}
}

# ---- replace ------------------------------------------------------------------
oracle_group replace {
  {replace(s, t, 'XY')}
  {replace(s, 'a', t)}
  {replace(s, '', 'z')}
  {replace(s, t, NULL)}
  {replace(t, s, '')}
  {replace(s, 'x', 'yz')}
  {replace(s, s, t)}
  {replace(s, char(0), '0')}
  {replace(s, 1, 2)}
  {replace(s, t, t)}
}

# ---- trim, ltrim, rtrim -----------------------------------------------------------
oracle_group trim {
  {trim(s)}
  {ltrim(s)}
  {rtrim(s)}
  {trim(s, t)}
  {ltrim(s, t)}
  {rtrim(s, t)}
  {trim(s, 'x ')}
  {trim(t, s)}
  {ltrim(s, 'éa')}
  {rtrim(s, '')}
  {trim(s, NULL)}
  {trim(t)}
  {rtrim(s, char(0))}
}

# ---- instr, hex, unicode, char --------------------------------------------------
oracle_group instr {
  {instr(s, t)}
  {instr(t, s)}
  {instr(s, '')}
  {instr(s, 'b')}
  {instr(s, char(0))}
  {instr(s, 'é')}
  {instr(s, 1)}
}
oracle_group hex {
  {hex(s)}
  {hex(t)}
  {hex(s||t)}
  {hex(NULL)}
  {hex(s + 0)}
}
oracle_group unicode {
  {unicode(s)}
  {unicode(t)}
  {char(unicode(s))}
  {char(unicode(s), unicode(t))}
}
oracle_group char {
  {char(65, 0x1F600, 233)}
  {char(s)}
  {char(t, s)}
  {char(NULL)}
  {char(-1, 1114112, 1114111, 55296)}
  {char()}
  {length(char(0, 65))}
  {hex(char(s, 0, t))}
}

# ---- like, glob ---------------------------------------------------------------
oracle_group like {
  {s LIKE t}
  {s NOT LIKE t}
  {s LIKE 'a%'}
  {s LIKE '%C'}
  {s LIKE '_b_'}
  {s LIKE t ESCAPE '\'}
  {s LIKE 'a\%' ESCAPE '\'}
  {s LIKE 'x\' ESCAPE '\'}
  {s NOT LIKE t ESCAPE 'b'}
  {s LIKE t ESCAPE NULL}
  {like(t, s)}
  {like(t, s, 'b')}
  {like('%' || t || '%', s)}
  {s LIKE 'ä%'}
  {upper(s) LIKE lower(s)}
  {s LIKE '%'}
  {s LIKE s}
  {s LIKE t COLLATE NOCASE}
  {s NOT LIKE t = 0}
  {s NOT LIKE 'a%' AND t}
  {s NOT LIKE t ESCAPE '\' IS NULL}
}
oracle_group glob {
  {s GLOB t}
  {s NOT GLOB t}
  {glob(t, s)}
  {s GLOB '*[a-c]*'}
  {s GLOB '[^a]*'}
  {s GLOB '[!a]*'}
  {s GLOB '*['}
  {s GLOB '?*'}
  {s GLOB '*[]x]*'}
  {s GLOB '[a-]*'}
  {s NOT GLOB t IS NULL}
  {s NOT GLOB '*' || t}
}

# ---- iif, coalesce, ifnull, nullif ------------------------------------------------
oracle_group cond {
  {iif(s, 'yes', 'no')}
  {iif(t > s, s, t)}
  {iif(s IS NULL, 1, 2.5)}
  {coalesce(s, t)}
  {coalesce(NULL, t, s)}
  {coalesce(s, t, 'z')}
  {ifnull(s, t)}
  {ifnull(t, 0)}
  {nullif(s, t)}
  {nullif(s, 'abc')}
  {nullif(s COLLATE NOCASE, t)}
  {nullif(t, 1)}
}

# ---- abs, min, max, typeof, quote, round -------------------------------------------
oracle_group num {
  {abs(s)}
  {abs(t)}
  {abs(-s)}
  {min(s, t)}
  {max(s, t)}
  {min(s, t, 'm')}
  {max(s, 1, t)}
  {min(s COLLATE NOCASE, t)}
  {max(s, t COLLATE NOCASE)}
  {min(s, NULL)}
  {max(s COLLATE RTRIM, t)}
  {max(t, substr(s, 1) COLLATE NOCASE)}
  {min(substr(s, 1), t COLLATE NOCASE)}
  {nullif(s, t COLLATE RTRIM)}
  {typeof(s)}
  {typeof(t)}
  {typeof(s + t)}
  {quote(s)}
  {quote(t)}
  {quote(s || t)}
  {quote(s + 0)}
  {round(s)}
  {round(s, t)}
  {round(s, 2)}
  {round(t, -1)}
  {round(2.5)}
  {round(-2.5)}
  {round(s, 40)}
  {round(s * 1.0, 1)}
  {round(t, 1) || ''}
}

# ---- printf / format ------------------------------------------------------------
oracle_group printf {
  {printf('%s|%s', s, t)}
  {printf('%d', s)}
  {printf('%i', t)}
  {printf('%5d|%-5d|%05d|%+d|% d', s, s, s, s, s)}
  {printf('%x %X %o', s, s, s)}
  {printf('%#x %#X %#o', t, t, t)}
  {printf('%08x|%-8X|%.3o', s, s, s)}
  {printf('%c', s)}
  {printf('%5c|%-3c|', t, t)}
  {printf('%f', s)}
  {printf('%.2f|%10.3f|%-10.1f|%+.0f|%010.2f', s, s, s, s, s)}
  {printf('%e', s)}
  {printf('%.3e|%12.2e|%-+12.1e', t, t, t)}
  {printf('%g', s)}
  {printf('%.3g|%10g|%#g|%-12.8g', s, s, s, s)}
  {printf('%%|%s%%', s)}
  {printf('%q', s)}
  {printf('%Q', s)}
  {printf('%Q', t)}
  {printf('%.3s|%10s|%-10s|', s, s, s)}
  {printf('%.*s', t, s)}
  {printf('%*d', t % 30, s)}
  {printf('%s', s)}
  {printf('%.5s', s)}
  {printf('%d %s')}
  {printf('%c', '')}
  {printf('%.20f', 0.1)}
  {printf('%d|%x|%o', 9223372036854775807, -1, -1)}
  {printf('%5.1s|', s)}
  {printf('%.0e|%.0g|%.0f', s, s, s)}
  {printf('%s %d %f', t, t, t)}
  {format('%d-%s', s, t)}
  {format('%q', t)}
  {printf(NULL, s)}
  {printf('%s')}
  {printf(t, s)}
  {printf('%-*s|', -5, s)}
  {printf('%.3q|%.2Q', s, s)}
}

# ---- operators ----------------------------------------------------------------
oracle_group concat {
  {s || t}
  {s || 1.0}
  {t || -0.0}
  {s || NULL}
  {1e15 || ''}
  {-0.0 || ''}
  {1.0 || ''}
  {s || s || t}
  {(s + 0) || ''}
  {(t * 1.0) || ''}
}
oracle_group arith {
  {s * t}
  {s / t}
  {s % t}
  {s + t}
  {s - t}
  {s * 2}
  {s + 0}
  {s - 1}
  {s / 2}
  {s / 0}
  {s % 0}
  {s % 2.5}
  {s % -3}
  {9223372036854775807 + s}
  {s * 9223372036854775807}
  {-9223372036854775807 - s}
  {9223372036854775807 + 1}
  {(s - 1) / t}
  {(s - 1) % t}
  {s / 2.0}
  {s + t * 2 - 1}
  {s * 1.0 / 3}
}
oracle_group bits {
  {s & t}
  {s | t}
  {s << t}
  {s >> t}
  {s << 63}
  {s >> 70}
  {s << -1}
  {~s}
  {~t}
  {s & 1 | 2}
  {s << 1 >> 1}
}
oracle_group unary {
  {-s}
  {+s}
  {-t}
  {- - s}
  {-(s - 1)}
  {+t || ''}
}
oracle_group cmp {
  {s < t}
  {s <= t}
  {s > t}
  {s >= t}
  {s = t}
  {s == t}
  {s != t}
  {s <> t}
  {s IS t}
  {s IS NOT t}
  {s = 12}
  {s = '12'}
  {s > 5}
  {s < 'b'}
  {'10' = 10}
  {s || t = t || s}
  {1 < 2 = 1}
  {s || t < t}
  {s = s}
  {s < x'00'}
  {s > 1e308}
}
oracle_group in {
  {s IN (t, 'abc', 1)}
  {s NOT IN (t, 'abc', 1)}
  {s IN (1, '1', 1.0)}
  {t IN (s)}
  {s IN (NULL, 'a')}
  {s NOT IN (NULL, 'a')}
  {s COLLATE NOCASE IN (t, 'ABC')}
}
oracle_group between {
  {s BETWEEN t AND 'm'}
  {s NOT BETWEEN 1 AND t}
  {s BETWEEN 'a' AND 'z'}
  {s BETWEEN t AND 'z' COLLATE NOCASE}
  {s COLLATE NOCASE BETWEEN t AND 'z'}
  {s BETWEEN -1 AND 1}
  {s NOT BETWEEN 1 AND t = 0}
  {s NOT BETWEEN 'a' AND 'z' AND t}
}
oracle_group null {
  {s ISNULL}
  {s NOTNULL}
  {s NOT NULL}
  {s IS NULL OR t IS NOT NULL}
  {(s || t) ISNULL}
}
oracle_group logic {
  {NOT s}
  {s AND t}
  {s OR t}
  {NOT (s AND t)}
  {NOT s OR NOT t}
  {s AND NULL}
  {s OR NULL}
  {NOT NOT t}
}
oracle_group collate {
  {s = t COLLATE NOCASE}
  {s COLLATE NOCASE = t}
  {s COLLATE RTRIM = t}
  {s < t COLLATE NOCASE}
  {s COLLATE RTRIM < t}
  {s COLLATE NOCASE <> t COLLATE BINARY}
  {s COLLATE BINARY = t COLLATE NOCASE}
  {s = 'ABC' COLLATE NOCASE}
  {s COLLATE RTRIM IS t}
}

# ---- CASE ------------------------------------------------------------------------
oracle_group case {
  {CASE s WHEN t THEN 1 ELSE 0 END}
  {CASE s COLLATE NOCASE WHEN 'abc' THEN 'hit' WHEN t THEN 't' ELSE 'miss' END}
  {CASE WHEN s THEN 'truthy' WHEN t THEN 't' END}
  {CASE WHEN s < t THEN s ELSE t END}
  {CASE WHEN s IS NULL THEN t ELSE length(s) END}
  {CASE t WHEN 1 THEN 'one' WHEN '1' THEN 'text one' WHEN NULL THEN 'never' END}
  {CASE typeof(s) WHEN 'text' THEN upper(s) WHEN 'integer' THEN s + 1 ELSE quote(s) END}
  {CASE s WHEN 12 THEN 'int' WHEN '12' THEN 'text' ELSE 'none' END}
  {CASE WHEN length(s) > 2 THEN upper(s) ELSE s || s END || 'abc'}
}

# ---- CAST ------------------------------------------------------------------------
oracle_group cast {
  {CAST(s AS TEXT)}
  {CAST(s AS INTEGER)}
  {CAST(s AS REAL)}
  {CAST(s AS NUMERIC)}
  {CAST(s AS BLOB)}
  {CAST(t AS INTEGER) + 1}
  {CAST(s AS INTEGER) = t}
  {CAST(s AS TEXT) = t}
  {CAST(s AS REAL) < t}
  {CAST(s AS NUMERIC) = t}
  {CAST(CAST(s AS BLOB) AS TEXT)}
  {typeof(CAST(s AS NUMERIC))}
  {CAST(s AS NUMERIC) || ''}
  {CAST(t AS REAL) || ''}
  {CAST(s AS TEXT) IN (t, 1)}
  {CAST(t AS INTEGER) BETWEEN s AND 100}
  {CAST(t AS REAL) = s || s}
  {CAST(s AS INTEGER) < upper(t)}
  {CAST(s AS TEXT) > t + 1}
}

# ---- the traps of docs/language.md------------------------------------------------------
oracle_group trap {
  {length(CAST(x'610062' AS TEXT))}
  {length(CAST(x'E6978080' AS TEXT)) || length(CAST(x'80' AS TEXT))}
  {substr(CAST(x'610062' AS TEXT), 1, 3)}
  {quote(CAST(x'610062' AS TEXT))}
  {hex(CAST(x'610062' AS TEXT))}
  {replace(CAST(x'610062' AS TEXT), char(0), '-')}
  {CAST(x'610062' AS TEXT) = CAST(x'610063' AS TEXT)}
  {CAST(x'610062' AS TEXT) LIKE 'a'}
  {trim(CAST(x'20610020' AS TEXT))}
  {substr('abc', 0, 2)}
  {substr('abcdef', 4, -2)}
  {replace('abc', '', 'x')}
  {replace('abc', 'z', NULL)}
  {trim('  a  b  ')}
  {trim('xaxbx', 'x')}
  {trim('abcba', 'ab')}
  {instr('', '')}
  {instr(s, '') = 1}
  {hex(NULL)}
  {hex(char(NULL))}
  {char(NULL) = char(0)}
  {unicode(CAST(x'C3' AS TEXT))}
  {unicode(CAST(x'80' AS TEXT))}
  {unicode('')}
  {'a' LIKE 'A'}
  {'ä' LIKE 'Ä'}
  {'abc' LIKE 'abc\' ESCAPE '\'}
  {'abc' GLOB '[^a]bc'}
  {'abc' GLOB '[!a]bc'}
  {'abc' GLOB 'a[bc'}
  {'1abc' AND 1}
  {' 1' AND 1}
  {iif('0.0x', 1, 0)}
  {CASE WHEN ' 1' THEN 1 ELSE 0 END}
  {NOT '1abc'}
  {1 || 2 < 3}
  {1e15 || ''}
  {-0.0 || ''}
  {9223372036854775807 + 1}
  {1.0 || ''}
  {'10' = 10}
  {s = 12 OR s = '12'}
  {CASE WHEN s THEN 1 ELSE 0 END}
  {iif(t, 'T', 'F')}
}

# ---- errors: SQLite raises one on some row, gpustr must raise the same --------------
oracle_group error {
  {abs(s - 1)}
  {abs(t - 1)}
  {t LIKE s}
  {s GLOB s}
  {like(s, t)}
  {s LIKE t ESCAPE 'ab'}
  {like(t, s, '')}
  {CASE WHEN s IS NULL THEN (s LIKE t ESCAPE 'ab') END}
  {CASE WHEN t IS NULL THEN (t LIKE s) END}
  {CASE WHEN s = 'a' THEN abs(-9223372036854775807 - 1) END}
}

# ---- evaluation order: which operands SQLite evaluates decides whether an
# error is raised.  abs(-9223372036854775808) always fails; abs(-length(s) -
# 9223372036854775807) fails on the rows where s has one character (longer
# ones overflow the subtraction into a REAL).  In a condition, AND, OR, NOT
# and BETWEEN short-circuit (sqlite3ExprIfTrue/IfFalse); in a value, AND, OR
# and BETWEEN evaluate both sides; IN stops at the first item equal to x,
# unless its list is more than two constants (evaluated whole, first).
oracle_group evalorder {
  {s IN (s, abs(-9223372036854775808))}
  {s IN ('a', abs(-9223372036854775808))}
  {s IN (t, s, upper(s), abs(-length(s) - 9223372036854775807))}
  {NULL IN (s, abs(-length(s) - 9223372036854775807))}
  {s NOT IN ('a', 'b', abs(-9223372036854775808))}
  {s IN ('a', 'b', abs(-length(t) - 9223372036854775807))}
  {t IN (1, 2, 3, abs(-length(s) - 9223372036854775807))}
  {CASE WHEN NOT (s IS NULL OR abs(-length(s) - 9223372036854775807)) THEN 1 ELSE 2 END}
  {CASE WHEN NOT (s IS NOT NULL AND abs(-length(s) - 9223372036854775807)) THEN 1 ELSE 2 END}
  {CASE WHEN NOT (NOT s OR abs(-length(s) - 9223372036854775807)) THEN 'y' ELSE 'n' END}
  {CASE WHEN length(s) BETWEEN 2 AND abs(-length(s) - 9223372036854775807) THEN 1 ELSE 2 END}
  {CASE WHEN length(s) NOT BETWEEN 2 AND abs(-length(s) - 9223372036854775807) THEN 1 ELSE 2 END}
  {CASE WHEN s || 'q' BETWEEN 'a' AND 'b' || abs(-length(s) - 9223372036854775807) THEN 1 ELSE 2 END}
  {CASE WHEN upper(s) NOT BETWEEN t AND abs(-length(t) - 9223372036854775807) THEN s END}
  {iif(s NOT BETWEEN 'a' AND abs(-length(s) - 9223372036854775807), 'a', 'b')}
  {length(s) BETWEEN 2 AND abs(-length(s) - 9223372036854775807)}
  {s IS NULL OR abs(-length(s) - 9223372036854775807)}
  {CASE WHEN (length(s) > 3 OR s = t) AND NOT (length(t) BETWEEN 2 AND 6) THEN 'y' ELSE 'n' END}
  {CASE WHEN NOT (s > t) AND NOT (s IS NULL) OR t IS NULL THEN s ELSE t END}
}

oracle_group corners {
  {1.5 IS (NULL NOT IN ())}
  {s IS (t IN ())}
  {s IS NOT (s NOT IN ())}
  {(s IN ()) + 1}
  {s IS TRUE}
  {s IS FALSE}
  {s IS NOT TRUE}
  {t IS NOT FALSE}
  {s IS -TRUE}
  {s IS NOT DISTINCT FROM FALSE}
  {0 AND (s LIKE t ESCAPE 'ab')}
  {(s LIKE t ESCAPE 'ab') AND 0}
  {(s LIKE t ESCAPE 'ab') AND s AND 00}
  {(s IN ()) AND (s LIKE t ESCAPE 'ab')}
  {0x0 AND abs(-9223372036854775807 - 1)}
  {+0 AND (s LIKE t ESCAPE 'ab')}
  {FALSE AND (s LIKE t ESCAPE 'ab')}
  {s AND (s LIKE t ESCAPE 'ab')}
  {s LIKE t ESCAPE t}
  {s LIKE 'a%' ESCAPE s}
  {CASE WHEN (s LIKE t ESCAPE 'ab') OR 1 THEN 1 ELSE 2 END}
  {CASE WHEN (s LIKE t ESCAPE 'ab') OR TRUE THEN s ELSE t END}
  {CASE WHEN (s LIKE t ESCAPE 'ab') AND FALSE THEN 1 ELSE 2 END}
  {CASE WHEN s AND (s LIKE t ESCAPE 'ab') THEN 1 ELSE 2 END}
  {CASE WHEN (s AND (s LIKE t ESCAPE 'ab')) COLLATE NOCASE THEN 1 ELSE 2 END}
  {CASE WHEN (0 AND (s LIKE t ESCAPE 'ab')) IS NOT TRUE THEN 1 ELSE 2 END}
  {CASE WHEN 0 THEN 'a' LIKE 'b' ESCAPE 'ab' ELSE s END}
  {iif(s IS NOT FALSE, 1, 'a' LIKE 'b' ESCAPE 'ab')}
  {CAST(0 AS TEXT) IS replace(0, '', NULL)}
  {CAST(s AS TEXT) IS replace(s, '', NULL)}
  {CAST(s AS TEXT) = coalesce(replace(s, '', t), 1)}
  {CAST(s AS TEXT) < replace(s, '', t)}
  {CAST(s AS TEXT) BETWEEN replace(s, '', t) AND 'z'}
  {CAST(t AS TEXT) IN (replace(0, '', NULL), 5, '7')}
  {CAST(t AS TEXT) IN (replace(0, '', NULL), s)}
  {CASE CAST(s AS TEXT) WHEN replace(s, '', 1) THEN 'same' ELSE 'not' END}
  {typeof(replace(s, '', t)) || (replace(s, '', t) + 1)}
}

# oracle_data.tcl - the SQLite oracle's table, expressions and procedures,
# shared by oracle.test (gpu_udf_row and gpu_udf) and map.test (gpu_map).

# ---- let programs: SQLite's E against the program P ----------------------------
set ORACLE_LET {
  {upper(s) || upper(s)}
  {(s, t) -> let u = upper(s); u || u}
  {length((s || t) || (s || t))}
  {(s, t) -> let a = s || t; let a = a || a; length(a)}
  {CASE WHEN length(s) > 2 THEN substr(s, length(s) - 1) ELSE s || s END}
  {(s, t) -> let n = length(s); CASE WHEN n > 2 THEN substr(s, n - 1) ELSE s || s END}
  {CASE WHEN length(s) > 2 THEN upper(s) ELSE s || s END || 'abc'}
  {(s, t) -> let r = CASE WHEN length(s) > 2 THEN upper(s) ELSE s || s END; r || 'abc'}
  {replace(coalesce(s, t), 'a', 'A') || '-' || coalesce(s, t)}
  {(s, t) -> let x = coalesce(s, t); let y = replace(x, 'a', 'A'); y || '-' || x}
  {iif(trim(s) = trim(t), 'same', trim(s) || trim(t))}
  {(s, t) -> let p = trim(s); let q = trim(t); iif(p = q, 'same', p || q)}
  {typeof(s + 0) || (s + 0)}
  {(s, t) -> let v = s + 0; typeof(v) || v}
  {s || t}
  {(a, b) -> let s = b; let t = a; t || s}
}
