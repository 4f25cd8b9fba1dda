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

# The regular-expression calls' table g(s) of n rows (bench_regex.tcl, and
# tools/device/gpu_goals.tcl on a GPU): a capitalised word, a word, a
# number and a street; one in ten without a digit, one in ten with a
# two-byte character.
proc bench_make_calls_table {n} {
  set nCallRow [expr {int($n)}]
  db eval {
    DROP TABLE IF EXISTS g;
    CREATE TABLE g(s);
    WITH RECURSIVE c(i) AS (SELECT 1 UNION ALL SELECT i+1 FROM c WHERE i < $nCallRow),
    w(l) AS (SELECT 'abcdefghijklmnopqrstuvwxyz')
    INSERT INTO g SELECT
      CASE i % 10
        WHEN 0 THEN 'no number in row ' || substr(l, 1 + i % 19, 3 + i % 7)
        WHEN 5 THEN printf('caf%s cr%sme %d rue %s', char(233), char(232), i % 1000, substr(l, 1 + i % 17, 4))
        ELSE printf('%s%s %s %d %s street', upper(substr(l, 1 + i % 23, 1)), substr(l, 2 + i % 19, 2 + i % 6),
                    substr(l, 1 + (i * 7) % 19, 3 + i % 5), i % 100000, substr(l, 1 + (i * 3) % 17, 4 + i % 4))
      END FROM c, w;
  }
}
