"""regex_cpu.py - the regexp_* plain SQL functions against DuckDB on one
thread by CPU time: each statement run in turn with DuckDB's, in one
process, best of N of time.process_time() (and of the wall clock), so that
the load of a shared machine weighs on both alike (make bench's
bench_regex.tcl measures the wall clock, gpustr and the peers minutes
apart).  The tables are bench_regex.tcl's: t (bench/data.tcl's, ROWS rows)
and g (names, a number and a street, ROWS rows).

    PYTHON bench/regex_cpu.py GPUSTR_EXT [ROWS [N]]

PYTHON needs the duckdb module (GPUSTR_PEER_PYTHON's venv) and a sqlite3
module that can load extensions.  Prints a line a statement: gpustr's and
DuckDB's ms, wall then CPU, and gpustr / DuckDB.
"""
import sqlite3
import sys
import time

ext = sys.argv[1]
rows = int(sys.argv[2]) if len(sys.argv) > 2 else 200000
N = int(sys.argv[3]) if len(sys.argv) > 3 else 5

db = sqlite3.connect(':memory:')
db.enable_load_extension(True)
db.load_extension(ext)
# bench/data.tcl's t and bench_regex.tcl's g
db.executescript('''
CREATE TABLE t(s);
WITH RECURSIVE c(i) AS (SELECT 1 UNION ALL SELECT i+1 FROM c WHERE i < %d)
INSERT INTO t SELECT CASE i %% 7 WHEN 0 THEN NULL WHEN 1 THEN '' WHEN 2 THEN 'caf' || char(233) || ' ' || i
  ELSE printf('row %%d %%s', i, substr('abcdefghijklmnopqrstuvwxyz', i %% 26, 1 + i %% 17)) END FROM c;
CREATE TABLE g(s);
WITH RECURSIVE c(i) AS (SELECT 1 UNION ALL SELECT i+1 FROM c WHERE i < %d),
w(l) AS (SELECT 'abcdefghijklmnopqrstuvwxyz')
INSERT INTO g SELECT CASE i %% 10
  WHEN 0 THEN 'no number in row ' || substr(l, 1 + i %% 19, 3 + i %% 7)
  WHEN 5 THEN printf('caf%%s cr%%sme %%d rue %%s', char(233), char(232), i %% 1000, substr(l, 1 + i %% 17, 4))
  ELSE printf('%%s%%s %%s %%d %%s street', upper(substr(l, 1 + i %% 23, 1)), substr(l, 2 + i %% 19, 2 + i %% 6),
              substr(l, 1 + (i * 7) %% 19, 3 + i %% 5), i %% 100000, substr(l, 1 + (i * 3) %% 17, 4 + i %% 4))
  END FROM c, w;
''' % (rows, rows))

import duckdb
con = duckdb.connect()
con.execute('SET threads=1')
for tab in ('t', 'g'):
    con.execute('CREATE TABLE %s(s VARCHAR)' % tab)
    con.executemany('INSERT INTO %s VALUES (?)' % tab, db.execute('SELECT s FROM %s' % tab).fetchall())

# name, gpustr's SQL, DuckDB's (None: no peer)
Q = [
    ('scan t', "SELECT count(*) FROM t WHERE s IS NOT NULL", None),
    ("SQLite's instr", "SELECT count(*) FROM t WHERE instr(s, 'caf')", None),
    ('like 1', r"SELECT count(*) FROM t WHERE regexp_like(s, 'caf. 1\d*7')",
     r"SELECT count(*) FROM t WHERE regexp_matches(s, 'caf. 1\d*7')"),
    ('like 2', r"SELECT count(*) FROM t WHERE regexp_like(s, '(abc|mno|xyz)[a-f]+|q\d')",
     r"SELECT count(*) FROM t WHERE regexp_matches(s, '(abc|mno|xyz)[a-f]+|q\d')"),
    ('like 3', r"SELECT count(*) FROM t WHERE regexp_like(s, '^row \d+ [a-z]{4,9}$')",
     r"SELECT count(*) FROM t WHERE regexp_matches(s, '^row \d+ [a-z]{4,9}$')"),
    ('replace', r"SELECT coalesce(sum(length(regexp_replace(s, '(\w+) (\w+) (\d+)', '$2, $1 #$3'))), 0) FROM g",
     r"SELECT coalesce(sum(length(regexp_replace(s, '(\w+) (\w+) (\d+)', '\2, \1 #\3', 'g'))), 0) FROM g"),
    ('substr', r"SELECT coalesce(sum(length(regexp_substr(s, '[a-z]+ \d+'))), 0) FROM g",
     r"SELECT coalesce(sum(length(regexp_extract(s, '[a-z]+ \d+'))), 0) FROM g"),
    ('capture', r"SELECT coalesce(sum(length(regexp_capture(s, '(\w+) (\d+)', 2))), 0) FROM g",
     r"SELECT coalesce(sum(length(regexp_extract(s, '(\w+) (\d+)', 2))), 0) FROM g"),
    ('count', r"SELECT coalesce(sum(regexp_count(s, '[a-z]+')), 0) FROM g",
     r"SELECT coalesce(sum(len(regexp_extract_all(s, '[a-z]+'))), 0) FROM g"),
    ('instr', r"SELECT coalesce(sum(regexp_instr(s, '[a-z]+ \d+')), 0) FROM g", None),
]


def timed(run):
    w, c = time.perf_counter(), time.process_time()
    r = run()
    return (time.perf_counter() - w) * 1000, (time.process_time() - c) * 1000, r


print('regexp_* plain SQL functions against DuckDB on 1 thread, %d rows, best of %d (ms: wall, CPU)' % (rows, N))
for name, qg, qd in Q:
    best = {}
    res = {}
    for _ in range(N):
        for who, q, cur in (('g', qg, db), ('d', qd, con)):
            if q is None:
                continue
            w, c, r = timed(lambda: cur.execute(q).fetchone()[0])
            bw, bc = best.get(who, (w, c))
            best[who] = (min(bw, w), min(bc, c))
            res[who] = r
    line = '  %-15s gpustr %7.1f %7.1f' % (name, best['g'][0], best['g'][1])
    if qd is not None:
        line += '   duckdb %7.1f %7.1f   gpustr/duckdb CPU %.2f' % (
            best['d'][0], best['d'][1], best['g'][1] / max(best['d'][1], 0.001))
        # (the rows went in as they are, '' apart from NULL: the counts agree)
        if res['g'] != res['d']:
            line += '  (results differ: %s, %s)' % (res['g'], res['d'])
    print(line, flush=True)
