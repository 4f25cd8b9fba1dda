# data.tcl - the benchmarks' table, sourced by bench.tcl and bench_gpu.tcl
# so both measure the same rows: t(s) of n rows, one in seven NULL, one in
# seven empty, one in seven with a two-byte character, the rest ASCII of 6
# to 30 bytes.

proc bench_make_table {n} {
  # An integer, so SQLite binds one: text would compare greater than every i.
  set n [expr {int($n)}]
  db eval {
    DROP TABLE IF EXISTS t;
    CREATE TABLE t(s);
    WITH RECURSIVE c(i) AS (SELECT 1 UNION ALL SELECT i+1 FROM c WHERE i < $n)
    INSERT INTO t SELECT
      CASE i % 7
        WHEN 0 THEN NULL
        WHEN 1 THEN ''
        WHEN 2 THEN 'caf' || char(233) || ' ' || i
        ELSE printf('row %d %s', i, substr('abcdefghijklmnopqrstuvwxyz', i % 26, 1 + i % 17))
      END FROM c;
  }
}
