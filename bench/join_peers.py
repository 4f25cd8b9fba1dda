"""join_peers.py - make bench's peers for gpu_join (bench/bench_join.tcl runs
this with the Python named by GPUSTR_PEER_PYTHON): the same all-pairs
matches by other tools, on the same two sets of strings.

    python join_peers.py SETS.json

SETS.json holds {"left": [...], "right": [...], "cases": [[name, k], ...]};
each case is "lev" (Levenshtein distance <= k), "dl" (Damerau-Levenshtein
distance <= k), or a similarity > k: "jw" (Jaro-Winkler), "ratio",
"partial", "tsort", "tset" (RapidFuzz's fuzz.ratio, partial_ratio,
token_sort_ratio, token_set_ratio; RapidFuzz alone has these).  For each tool and case it prints one line

    peer <tool> <case> <ms> <matches>

or, where a tool is missing, "skip <tool>: <why>".  Tools: sqlean's fuzzy
functions in SQLite's cross join (ASCII strings only: they refuse others;
the time scaled to all the pairs); DuckDB's cross join (threads 1 and its
default); RapidFuzz's process.cdist with a score cutoff (workers 1 and -1),
or where numpy (which cdist needs) is absent, process.extract per left
string (one thread).  Best of two runs each.
"""
import json
import sys
import time


def best(fn, n=2):
    out = None
    ms = None
    for _ in range(n):
        t0 = time.perf_counter()
        out = fn()
        t = (time.perf_counter() - t0) * 1e3
        ms = t if ms is None or t < ms else ms
    return ms, out


def say(tool, case, ms, count):
    print("peer %s %s %.1f %d" % (tool, case, ms, count), flush=True)


def run_sqlean(left, right, cases):
    try:
        import sqlean
    except ImportError as e:
        print("skip sqlean: %s" % e, flush=True)
        return
    sqlean.extensions.enable_all()
    db = sqlean.connect(":memory:")
    db.execute("CREATE TABLE l(s)")
    db.execute("CREATE TABLE r(s)")
    # sqlean's fuzzy functions refuse text that is not ASCII ("arguments
    # should be ASCII strings"): they run on the ASCII strings alone, and
    # the time is scaled up to all the pairs.
    al = [s for s in left if s.isascii()]
    ar = [s for s in right if s.isascii()]
    scale = (len(left) * len(right)) / max(1, len(al) * len(ar))
    tool = "sqlean(ascii-only:%dx%d,time-scaled)" % (len(al), len(ar))
    db.executemany("INSERT INTO l VALUES (?)", [(s,) for s in al])
    db.executemany("INSERT INTO r VALUES (?)", [(s,) for s in ar])
    for name, k in cases:
        if name not in ("lev", "jw"):
            continue   # sqlean has no Damerau-Levenshtein, no RapidFuzz score
        if name == "lev":
            sql = "SELECT count(*) FROM l, r WHERE fuzzy_leven(l.s, r.s) <= %d" % k
        else:
            sql = "SELECT count(*) FROM l, r WHERE fuzzy_jarowin(l.s, r.s) > %r" % k
        ms, n = best(lambda: db.execute(sql).fetchone()[0])
        say(tool, name, ms * scale, n)


def run_duckdb(left, right, cases):
    try:
        import duckdb
    except ImportError as e:
        print("skip duckdb: %s" % e, flush=True)
        return
    for threads in ("1", "default"):
        db = duckdb.connect(":memory:")
        if threads == "1":
            db.execute("SET threads = 1")
        db.execute("CREATE TABLE l(s VARCHAR)")
        db.execute("CREATE TABLE r(s VARCHAR)")
        db.executemany("INSERT INTO l VALUES (?)", [(s,) for s in left])
        db.executemany("INSERT INTO r VALUES (?)", [(s,) for s in right])
        for name, k in cases:
            if name not in ("lev", "jw", "dl"):
                continue   # DuckDB has no RapidFuzz score
            if name == "lev":
                sql = "SELECT count(*) FROM l, r WHERE levenshtein(l.s, r.s) <= %d" % k
            elif name == "dl":
                sql = "SELECT count(*) FROM l, r WHERE damerau_levenshtein(l.s, r.s) <= %d" % k
            else:
                sql = "SELECT count(*) FROM l, r WHERE jaro_winkler_similarity(l.s, r.s) > %r" % k
            ms, n = best(lambda: db.execute(sql).fetchone()[0])
            say("duckdb-threads-" + threads, name, ms, n)


def run_rapidfuzz(left, right, cases):
    try:
        from rapidfuzz import fuzz, process
        from rapidfuzz.distance import DamerauLevenshtein, JaroWinkler, Levenshtein
    except ImportError as e:
        print("skip rapidfuzz: %s" % e, flush=True)
        return
    try:
        import numpy  # noqa: F401  (process.cdist returns a numpy matrix)
        have_numpy = True
    except ImportError:
        have_numpy = False
        print("skip rapidfuzz process.cdist: numpy is not installed (cdist needs it); "
              "process.extract per left string instead, one thread", flush=True)
    # Distances (at most k counted) and similarities (below the cutoff they
    # come back as 0; more than k is counted).
    scorers = {"lev": Levenshtein.distance, "dl": DamerauLevenshtein.distance,
               "jw": JaroWinkler.similarity, "ratio": fuzz.ratio, "partial": fuzz.partial_ratio,
               "tsort": fuzz.token_sort_ratio, "tset": fuzz.token_set_ratio}
    for name, k in cases:
        scorer, cutoff = scorers[name], k
        dist = name in ("lev", "dl")
        if have_numpy:
            for workers in (1, -1):
                def cdist():
                    m = process.cdist(left, right, scorer=scorer, score_cutoff=cutoff,
                                      workers=workers)
                    return int((m <= k).sum()) if dist else int((m > k).sum())
                ms, n = best(cdist)
                say("rapidfuzz-cdist-workers-%d" % workers, name, ms, n)
        else:
            def extract():
                n = 0
                for s in left:
                    for _, score, _ in process.extract(s, right, scorer=scorer,
                                                       score_cutoff=cutoff, limit=None):
                        if (dist and score <= k) or (not dist and score > k):
                            n += 1
                return n
            ms, n = best(extract)
            say("rapidfuzz-extract-1", name, ms, n)


def main():
    with open(sys.argv[1], encoding="utf-8") as f:
        sets = json.load(f)
    left, right, cases = sets["left"], sets["right"], sets["cases"]
    for tool, run in (("sqlean", run_sqlean), ("duckdb", run_duckdb), ("rapidfuzz", run_rapidfuzz)):
        try:
            run(left, right, cases)
        except Exception as e:  # a peer's failure is that peer's, not the bench's
            print("skip %s: %s: %s" % (tool, type(e).__name__, e), flush=True)


if __name__ == "__main__":
    main()
