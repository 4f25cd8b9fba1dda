"""regex_peers.py - the peers of make bench's regular expressions
(bench/bench_regex.tcl): the same strings and patterns through Python's re,
RE2 (google-re2), sqlean's regexp (PCRE2 inside SQLite, sqlean.py) and
DuckDB's regexp_matches (on 1 thread and on its default).  These are
benchmark tools only, never needed by gpustr or its tests: a peer that is
not installed is skipped with a message.

    PYTHON bench/regex_peers.py DB_FILE PATTERN...

reads t(s) from the SQLite file DB_FILE and prints, per pattern and peer,
one line "peer<TAB>pattern index<TAB>best of 3 in ms<TAB>matching rows",
or "skip<TAB>peer<TAB>why".
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


if __name__ == '__main__':
    main()
