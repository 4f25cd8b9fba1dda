#!/usr/bin/env python3
# names_check.py - the rule for names other libraries define (docs/sql.md,
# "Names other libraries define"), under sqlean.py's SQLite with sqlean's
# extensions, which define regexp, regexp_like, levenshtein, reverse, lpad
# and more.  test/names.test runs it once per case, each in a process of its
# own (the first load of gpustr, its automatic extension and the
# environment are the process's):
#
#   python3 test/names_check.py EXT CASE FUNCS
#
#   EXT    the extension, without the .so suffix
#   CASE   capi       sqlean's, then gpustr through sqlite3_load_extension():
#                     gpustr's functions take the names
#          sql        the same through SELECT load_extension(): the load
#                     fails, naming the functions, and changes nothing
#          keep-capi, keep-sql  GPUSTR_FUNCTIONS=keep (set by names.test):
#                     sqlean's stay, the rest are gpustr's; prints the
#                     connection's function list, which names.test compares
#                     between the two
#          auto, keep-auto  a connection opened after the load: sqlean.py
#                     registers its extensions as automatic extensions when
#                     imported, gpustr at its first load, so gpustr's run
#                     last on it, and it gets what the first one got
#   FUNCS  gpustr's plain functions, "name/narg" (narg -1: any number), one
#          with a "*" after it registered only where SQLite has none
#
# A function is told to be gpustr's when it gives, on every argument list
# drawn from a set of values (NULL, empty, multibyte, numbers, patterns; no
# invalid UTF-8, which crashes sqlean's reverse()), what gpu_udf_row gives;
# the other library's when it gives what it gave before gpustr was loaded.
# Exit status 77 where sqlean.py is not installed; last line "N passed, M
# failed".
import hashlib
import itertools
import sys

try:
    import sqlean
except ImportError:
    print("sqlean.py is not installed (pip install sqlean.py)")
    sys.exit(77)

EXT, CASE = sys.argv[1], sys.argv[2]
FUNCS = []
for item in sys.argv[3].split(","):
    absent = item.endswith("*")
    name, narg = item.rstrip("*").split("/")
    FUNCS.append((name, int(narg), absent))

VALUES = ["NULL", "''", "'a'", "'ab'", "'café'", "'日本語'", "'a,b,,c'", "'Ab Cd'",
          "12", "-1", "0", "1.5", "'(b)'", "'\\w+'", "'a{,2}'", "'$0'"]
npass = nfail = 0


def check(name, ok, detail=""):
    global npass, nfail
    if ok:
        npass += 1
    else:
        nfail += 1
        print(f"! {CASE}: {name} failed {detail}")


def value(conn, sql, args=()):
    try:
        return ("ok", conn.execute(sql, args).fetchone()[0])
    except sqlean.Error as e:
        return ("error", str(e).removeprefix("gpu_udf_row: "))


def arglists(narg):
    return itertools.product(VALUES, repeat=narg if narg >= 0 else 2)


def results(conn, name, narg):
    """The plain function's value for every argument list."""
    return [value(conn, f"SELECT {name}({', '.join(a)})") for a in arglists(narg)]


def programs(conn, name, narg):
    """gpu_udf_row's value of the same call, for every argument list."""
    out = []
    for a in arglists(narg):
        params = ", ".join(f"${i + 1}" for i in range(len(a)))
        out.append(value(conn, f"SELECT gpu_udf_row('{name}({params})', {', '.join(a)})"))
    return out


def defined(conn):
    return {(n, a) for n, a in conn.execute(
        "SELECT name, narg FROM pragma_function_list WHERE builtin = 0")}


def connect():
    conn = sqlean.connect(":memory:")
    conn.enable_load_extension(True)
    return conn


def callable_(conn, name, narg):
    """Does a call compile (EXPLAIN: compiled, not run)?"""
    args = ", ".join(["0"] * (narg if narg >= 0 else 2))
    return value(conn, f"EXPLAIN SELECT {name}({args})")[0] == "ok"


def theirs(conn):
    """The names of gpustr's functions that sqlean's connection can call
    already with one of gpustr's arities, with its results for each of
    gpustr's arities of them (an error where sqlean's has not that one):
    (name, narg) -> results.  An FT_SQLFN_ABSENT name is never replaced (it
    stands for SQLite's own), so it is left out."""
    names = {name for name, narg, absent in FUNCS if not absent and callable_(conn, name, narg)}
    return {(name, narg): results(conn, name, narg)
            for name, narg, absent in FUNCS if name in names}


if CASE in ("auto", "keep-auto"):
    sqlean.extensions.enable_all()
    c1 = connect()
    before = theirs(c1)
    c1.load_extension(EXT)
    conn = connect()
    check("gpustr there too", value(conn, "SELECT gpustr_version()")[0] == "ok")
    for name, narg, absent in FUNCS:
        got = results(conn, name, narg)
        check(f"{name}/{narg}: as on the first connection", got == results(c1, name, narg))
        if (name, narg) in before and (CASE == "keep-auto" or absent):
            check(f"{name}/{narg} is still sqlean's", got == before[(name, narg)])
        elif not absent:
            check(f"{name}/{narg} is gpustr's", got == programs(conn, name, narg))
else:
    sqlean.extensions.enable_all()
    conn = connect()
    before = theirs(conn)
    exact = {(n, a) for n, a, absent in FUNCS if not absent} & defined(conn)
    check("sqlean defines some of the names", len(exact) >= 10, str(sorted(exact)))
    load_error = None
    try:
        if CASE.endswith("capi"):
            conn.load_extension(EXT)
        else:
            conn.execute("SELECT load_extension(?)", (EXT,)).fetchall()
    except sqlean.Error as e:
        load_error = str(e)
    if CASE == "sql":
        check("the load fails", load_error is not None)
        listed = set()
        if load_error:
            check("the error says how", "GPUSTR_FUNCTIONS=keep" in load_error, load_error)
            inside = load_error[load_error.index("(") + 1:load_error.index(")")]
            listed = {(f.split("/")[0], int(f.split("/")[1])) for f in inside.split(", ")}
        check("the error names each function of both", listed == exact,
              f"{sorted(listed)} vs {sorted(exact)}")
        check("nothing of gpustr's registered", value(conn, "SELECT gpustr_version()")[0] == "error")
        for (name, narg), want in before.items():
            check(f"{name}/{narg} is still sqlean's", results(conn, name, narg) == want)
    else:
        check("the load succeeds", load_error is None, str(load_error))
        told = 0
        for name, narg, absent in FUNCS:
            got = results(conn, name, narg)
            if (name, narg) in before and (CASE.startswith("keep") or absent):
                check(f"{name}/{narg} is still sqlean's", got == before[(name, narg)])
            elif (name, narg) in before:
                # A name gpustr takes: told apart where sqlean's gave
                # something else for some argument list.
                told += got != before[(name, narg)]
                check(f"{name}/{narg} is gpustr's", got == programs(conn, name, narg))
            elif not absent:
                check(f"{name}/{narg} is gpustr's", got == programs(conn, name, narg))
        if CASE == "capi":
            # Not a test of nothing: most of sqlean's gave other results.
            check("sqlean's told apart from gpustr's", told >= 10, f"{told} of {len(before)}")
        rows = conn.execute("SELECT name, narg, flags FROM pragma_function_list "
                            "ORDER BY name, narg, flags").fetchall()
        print("functions", hashlib.sha256(repr(rows).encode()).hexdigest())

print(f"{npass} passed, {nfail} failed")
sys.exit(1 if nfail else 0)
