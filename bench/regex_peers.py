"""regex_peers.py - the peers of make bench's regular expressions
(bench/bench_regex.tcl): the same strings and patterns through Python's re,
RE2 (google-re2), sqlean's regexp (PCRE2 inside SQLite, sqlean.py) and
DuckDB's regexp_matches (on 1 thread and on its default).  These are
benchmark tools only, never needed by gpustr or its tests: a peer that is
not installed is skipped with a message.

    PYTHON bench/regex_peers.py DB_FILE PATTERN...
    PYTHON bench/regex_peers.py --calls DB_FILE

reads t(s) from the SQLite file DB_FILE and prints, per pattern and peer,
one line "peer<TAB>pattern index<TAB>best of 3 in ms<TAB>matching rows",
or "skip<TAB>peer<TAB>why".  With --calls, it reads g(s) instead and runs
the functions that say where a match is or give its groups (CALLS below:
the same work as bench_regex.tcl's calls), each line then "peer<TAB>call
name<TAB>best of 3 in ms<TAB>the sum of the results' lengths" (of the
count itself for a count), through Python's re and DuckDB.
"""
import os
import sqlite3
import sys
import tempfile
import time


def best(fn):
    t, n = None, None
    for _ in range(3):
        t0 = time.perf_counter()
        n = fn()
        ms = (time.perf_counter() - t0) * 1000.0
        t = ms if t is None or ms < t else t
    return t, n


def main():
    path, pats = sys.argv[1], sys.argv[2:]
    with sqlite3.connect(path) as db:
        rows = [r[0] for r in db.execute('SELECT s FROM t')]
    strs = [s for s in rows if s is not None]

    def report(peer, i, fn):
        ms, n = best(fn)
        print('%s\t%d\t%.1f\t%d' % (peer, i, ms, n), flush=True)

    import re
    for i, p in enumerate(pats):
        rx = re.compile(p, re.ASCII)
        report('python_re', i, lambda: sum(1 for s in strs if rx.search(s)))

    try:
        import re2
    except ImportError as e:
        print('skip\tre2\t%s' % e)
    else:
        for i, p in enumerate(pats):
            rx = re2.compile(p)
            report('re2', i, lambda: sum(1 for s in strs if rx.search(s)))

    try:
        import sqlean
        sqlean.extensions.enable_all()
        con = sqlean.connect(path)
        con.execute("SELECT regexp_like('a', 'a')").fetchone()
    except Exception as e:
        print('skip\tsqlean\t%s' % e)
    else:
        for i, p in enumerate(pats):
            report('sqlean', i, lambda: con.execute(
                'SELECT count(*) FROM t WHERE regexp_like(s, ?)', (p,)).fetchone()[0])
        con.close()

    try:
        import duckdb
    except ImportError as e:
        print('skip\tduckdb\t%s' % e)
    else:
        with tempfile.TemporaryDirectory() as d:
            f = os.path.join(d, 't.tsv')
            with open(f, 'w', encoding='utf-8') as out:
                for s in rows:
                    out.write('\\N\n' if s is None else s + '\n')
            con = duckdb.connect()
            con.execute("CREATE TABLE t AS SELECT * FROM read_csv(?, columns={'s': 'VARCHAR'}, "
                        "header=false, delim='\t', quote='', escape='', nullstr='\\N')", [f])
            default = con.execute("SELECT current_setting('threads')").fetchone()[0]
            for threads in (1, default):
                con.execute('SET threads=%d' % threads)
                for i, p in enumerate(pats):
                    report('duckdb_t%d' % threads, i, lambda: con.execute(
                        'SELECT count(*) FROM t WHERE regexp_matches(s, ?)', [p]).fetchone()[0])
            con.close()


# name: DuckDB's SQL of the call over s, and Python's function of s (its
# result's length, or the count), with re.ASCII as gpustr's patterns.
CALLS = [
    ('replace', r"length(regexp_replace(s, '(\w+) (\w+) (\d+)', '\2, \1 #\3', 'g'))",
     r'(\w+) (\w+) (\d+)', lambda rx, s: len(rx.sub(r'\2, \1 #\3', s))),
    ('substr', r"length(regexp_extract(s, '[a-z]+ \d+'))",
     r'[a-z]+ \d+', lambda rx, s: len(m.group()) if (m := rx.search(s)) else 0),
    ('capture', r"length(regexp_extract(s, '(\w+) (\d+)', 2))",
     r'(\w+) (\d+)', lambda rx, s: len(m.group(2)) if (m := rx.search(s)) else 0),
    ('count', r"len(regexp_extract_all(s, '[a-z]+'))",
     r'[a-z]+', lambda rx, s: len(rx.findall(s))),
]


def calls(path):
    with sqlite3.connect(path) as db:
        rows = [r[0] for r in db.execute('SELECT s FROM g')]
    strs = [s for s in rows if s is not None]

    def report(peer, name, fn):
        ms, n = best(fn)
        print('%s\t%s\t%.1f\t%d' % (peer, name, ms, n), flush=True)

    import re
    for name, _, pat, fn in CALLS:
        rx = re.compile(pat, re.ASCII)
        report('python_re', name, lambda: sum(fn(rx, s) for s in strs))
    try:
        import duckdb
    except ImportError as e:
        print('skip\tduckdb\t%s' % e)
        return
    with tempfile.TemporaryDirectory() as d:
        f = os.path.join(d, 'g.tsv')
        with open(f, 'w', encoding='utf-8') as out:
            for s in rows:
                out.write('\\N\n' if s is None else s + '\n')
        con = duckdb.connect()
        con.execute("CREATE TABLE g AS SELECT * FROM read_csv(?, columns={'s': 'VARCHAR'}, "
                    "header=false, delim='\t', quote='', escape='', nullstr='\\N')", [f])
        default = con.execute("SELECT current_setting('threads')").fetchone()[0]
        for threads in (1, default):
            con.execute('SET threads=%d' % threads)
            for name, sql, _, _ in CALLS:
                report('duckdb_t%d' % threads, name, lambda: con.execute(
                    'SELECT coalesce(sum(%s), 0) FROM g' % sql).fetchone()[0])
        con.close()


if __name__ == '__main__':
    if len(sys.argv) > 1 and sys.argv[1] == '--calls':
        calls(sys.argv[2])
    else:
        main()
