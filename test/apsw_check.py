#!/usr/bin/env python3
# apsw_check.py - gpustr under SQLite builds other than the system's: the
# newest SQLite (the one apsw bundles, from PyPI) and, where installed,
# sqlean.py's (PyPI `sqlean.py`).  Neither has SQLITE_SOUNDEX, as most builds
# outside Debian; test/builds.test runs this with the Python that
# GPUSTR_APSW_PYTHON names.
#
#   python3 test/apsw_check.py EXT [apsw|sqlean.py]
#
# (EXT: the extension, without the .so suffix; exit status 77 where the
# build's module is not installed.)
#
# For each build: the extension is loaded into one connection, then several
# more are opened (the automatic extension sets each one up; the load once
# left "no such function: soundex" on each, failing every sqlite3_open), and
# on one opened after the load:
#   - SQLite's own functions and operators, through gpu_udf_row, gpu_udf (a
#     frame that ends at the current row), gpu_map and gpu_join, against
#     the same build evaluating the same expression;
#   - gpustr's regular expressions against Python's re (re.ASCII), its
#     similarity functions against references written here from the
#     definitions in docs/language.md (and test/scores_ref.py's for
#     damerau_levenshtein and the fuzz_* scores), through the plain SQL
#     function and the forms.
# Prints a line for each failure and, last, "N passed, M failed".
import os
import re
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import scores_ref as scores_ref_mod  # noqa: E402 (test/scores_ref.py)

EXT = sys.argv[1]
npass = nfail = 0


def check(name, got, want):
    global npass, nfail
    if errors_as_one(got) == errors_as_one(want):
        npass += 1
    else:
        nfail += 1
        # The first row that differs, where both are lists of rows.
        if isinstance(got, list) and isinstance(want, list):
            for i, (g, w) in enumerate(zip(got + [None] * len(want), want + [None] * len(got))):
                if g != w:
                    got, want = f"row {i}: {g!r}", f"row {i}: {w!r}"
                    break
        print(f"! {name} failed\n  expected: {want}\n  got:      {got}")


def errors_as_one(v):
    """A failure is a failure: the forms' messages name the form."""
    if isinstance(v, list):
        return [errors_as_one(x) for x in v]
    if isinstance(v, tuple) and v[:1] == ("error",):
        return ("error",)
    if isinstance(v, tuple):
        return tuple(errors_as_one(x) for x in v)
    return v


def typed(rows):
    """Rows with each value's type beside it: 1 and 1.0 and '1' differ."""
    return [tuple((type(v).__name__, v) for v in r) for r in rows]


def run(conn, sql, params=()):
    """The rows, or ('error',) when the statement fails."""
    try:
        return typed(conn.execute(sql, params).fetchall())
    except Exception as e:  # each build's own exception classes
        return [("error", str(e))]


def cell(conn, sql, params=()):
    """The one value of a one-row, one-column statement, or its error."""
    r = run(conn, sql, params)
    return r[0] if r[0][:1] == ("error",) else r[0][0]


def sqlq(s):
    return "'" + s.replace("'", "''") + "'"


# ---- data -------------------------------------------------------------------
# Rows of (a, b, c): ASCII, Latin and CJK text, empty, NULL, LIKE's
# wildcards, numbers in text's place.
ROWS = [
    ("hello world", "o", 3),
    ("Ærø Straße", "ß", -2),
    ("日本語テキスト", "本", 2),
    ("", "", 0),
    (None, "x", 1),
    ("a%b_c", "%", 1),
    ("ABC abc", "b", 10),
    (42, "4", 1),
    (3.5, ".", 2),
    ("  padded  ", " d", -1),
    ("mixed CASE Text", None, None),
]

# SQLite's functions and operators over a, b, c: gpustr must give what this
# SQLite gives, value and type, or fail where it fails.
SQLITE_EXPRS = [
    "upper(a)", "lower(a)", "length(a)", "length(b)",
    "substr(a, c)", "substr(a, c, 2)", "substr(a, -3)", "substring(a, 2, c)",
    "replace(a, b, 'XY')", "replace(a, 'l', '')", "instr(a, b)",
    "trim(a)", "trim(a, b)", "ltrim(a, b)", "rtrim(a, ' de')",
    "a LIKE '%' || b || '%'", "a NOT LIKE 'h%'", "like(b, a)", "a LIKE 'a\\%%' ESCAPE '\\'",
    "a GLOB '*' || b || '*'", "glob('[A-Z]*', a)",
    "printf('%s|%d|%x|%-6s|%q|%5.1f', a, c, c, b, a, c)", "format('%3d:%s', c, upper(b))",
    "hex(a)", "quote(a)", "unicode(a)", "char(c + 64, 0x65e5)",
    "coalesce(a, b, 'none')", "ifnull(b, 'null')", "nullif(a, b)", "typeof(a)", "typeof(c)",
    "abs(c)", "round(c / 3.0, 2)", "a || b || c", "min(a, b)", "max(b, 'm')",
    "iif(c > 0, a, b)", "CASE WHEN length(a) > c THEN upper(a) ELSE lower(b) END",
    "a = b", "a < b", "a IS b", "c * 2 + 1", "c / 2", "c % 3", "CAST(a AS INTEGER)",
    "CAST(c AS TEXT) || '!'", "a IN (b, 'hello world')", "length(b) BETWEEN 0 AND c",
]


# ---- references for gpustr's own functions ----------------------------------
def levenshtein(a, b):
    prev = list(range(len(b) + 1))
    for i, x in enumerate(a, 1):
        cur = [i]
        for j, y in enumerate(b, 1):
            cur.append(min(prev[j] + 1, cur[j - 1] + 1, prev[j - 1] + (x != y)))
        prev = cur
    return prev[-1]


def osa(a, b):
    d = [[0] * (len(b) + 1) for _ in range(len(a) + 1)]
    for i in range(len(a) + 1):
        d[i][0] = i
    for j in range(len(b) + 1):
        d[0][j] = j
    for i in range(1, len(a) + 1):
        for j in range(1, len(b) + 1):
            cost = a[i - 1] != b[j - 1]
            d[i][j] = min(d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + cost)
            if i > 1 and j > 1 and a[i - 1] == b[j - 2] and a[i - 2] == b[j - 1]:
                d[i][j] = min(d[i][j], d[i - 2][j - 2] + 1)
    return d[-1][-1]


def jaro(a, b):
    if not a and not b:
        return 1.0
    if not a or not b:
        return 0.0
    w = max(max(len(a), len(b)) // 2 - 1, 0)
    used = [False] * len(b)
    ma = []
    for i, x in enumerate(a):
        for j in range(max(0, i - w), min(len(b), i + w + 1)):
            if not used[j] and b[j] == x:
                used[j] = True
                ma.append(x)
                break
    m = len(ma)
    if m == 0:
        return 0.0
    mb = [b[j] for j in range(len(b)) if used[j]]
    t = sum(x != y for x, y in zip(ma, mb)) // 2
    return (m / len(a) + m / len(b) + (m - t) / m) / 3


def jaro_winkler(a, b):
    j = jaro(a, b)
    if j <= 0.7:
        return j
    p = 0
    while p < min(4, len(a), len(b)) and a[p] == b[p]:
        p += 1
    return j + p * 0.1 * (1 - j)


WORDS = ["kitten", "sitting", "martha", "marhta", "crate", "trace", "héllo", "hlélo",
         "日本語", "日本", "", "Jon Smith", "John Smith", "dwayne", "duane"]


def scores_ref(f, real=True):
    """damerau_levenshtein's and the fuzz_* scores' reference f of
    test/scores_ref.py, over str (its characters as length() splits the
    UTF-8)."""
    def g(a, b):
        r = f(scores_ref_mod.chars(a.encode()), scores_ref_mod.chars(b.encode()))
        return float(r) if real else r
    return g


def fuzzy_cases():
    """(SQL expression over a and b, reference function) pairs."""
    return [("levenshtein(a, b)", levenshtein), ("osa_distance(a, b)", osa),
            ("jaro(a, b)", jaro), ("jaro_winkler(a, b)", jaro_winkler),
            ("levenshtein(a, b, 2)", lambda a, b: min(levenshtein(a, b), 3)),
            ("damerau_levenshtein(a, b)", scores_ref(scores_ref_mod.dl, False)),
            ("fuzz_ratio(a, b)", scores_ref(scores_ref_mod.ratio)),
            ("fuzz_partial_ratio(a, b)", scores_ref(scores_ref_mod.partial)),
            ("fuzz_token_sort_ratio(a, b)", scores_ref(scores_ref_mod.token_sort)),
            ("fuzz_token_set_ratio(a, b)", scores_ref(scores_ref_mod.token_set))]


SUBJECTS = ["hello world", "a1b22c333", "joe@x.org mail ann@y.net", "", "aaa", "héllo wörld",
            "Key=Value; k2=v2", "abcABC123", "x\ny\nz"]
PATTERNS = [r"l+o", r"[0-9]+", r"(\w+)@(\w+)", r"x*", r"^a", r"(?i)[aeiou]", r"(\w+)=(\w+)",
            r"\bw", r"[^a-z]+", r"(a|b)(c)?", r"^y$", r"(?m)^y$", r"\d{2,3}", r"o\b"]


def regex_cases():
    """(SQL expression over s and p, reference over the str subject and pattern)."""
    def search(p, s):
        return re.search(p, s, re.ASCII)

    def capture(n):
        def f(s, p):
            m = search(p, s)
            if n > re.compile(p, re.ASCII).groups:
                raise IndexError("no such group")
            return None if m is None else m.group(n)
        return f
    return [
        ("regexp_like(s, p)", lambda s, p: int(search(p, s) is not None)),
        ("s REGEXP p", lambda s, p: int(search(p, s) is not None)),
        ("regexp_substr(s, p)", lambda s, p: (lambda m: m.group() if m else None)(search(p, s))),
        ("regexp_instr(s, p)", lambda s, p: (lambda m: m.start() + 1 if m else 0)(search(p, s))),
        ("regexp_count(s, p)", lambda s, p: len(re.findall(p, s, re.ASCII))),
        ("regexp_capture(s, p, 1)", capture(1)),
        # $1 of a pattern without groups is an error, as Python's \\1.
        ("regexp_replace(s, p, '<$0|$1>')", lambda s, p: re.sub(p, r"<\g<0>|\g<1>>", s, flags=re.ASCII)),
    ]


# ---- one build --------------------------------------------------------------
def check_build(label, connect):
    c0 = connect()
    c0.enable_load_extension(True)
    c0.load_extension(EXT)
    version = run(c0, "SELECT sqlite_version()")[0][0][1]
    print(f"apsw_check: {label}: SQLite {version}")
    check(f"{label}-load", run(c0, "SELECT gpustr_version() IS NOT NULL"), [(("int", 1),)])

    # Connections opened after the load: each opens, has the functions, and
    # keeps working while the others come and go.
    conns = []
    for i in range(8):
        try:
            conns.append(connect())
        except Exception as e:
            check(f"{label}-open-{i}", f"{type(e).__name__}: {e}", "opened")
            return
    for i, c in enumerate(conns):
        check(f"{label}-open-{i}", run(c, "SELECT upper('x'), soundex('Robert'), gpu_udf_row('upper(s)', 'y')"),
              [(("str", "X"), ("str", "R163"), ("str", "Y"))])
    for c in conns[::2]:
        c.close()
    conns = conns[1::2]
    for i in range(4):
        conns.append(connect())
        check(f"{label}-reopen-{i}", run(conns[-1], "SELECT gpu_udf_row('s -> length(s)', 'abc')"),
              [(("int", 3),)])
    db = conns[-1]
    run(db, "CREATE TABLE t(id INTEGER PRIMARY KEY, a, b, c)")
    for r in ROWS:
        run(db, "INSERT INTO t(a, b, c) VALUES (?, ?, ?)", r)

    # SQLite's functions: each form against this SQLite's own answer.
    for k, e in enumerate(SQLITE_EXPRS):
        prog = sqlq("(a, b, c) -> " + e)
        for i, r in enumerate(ROWS):
            want = run(db, f"SELECT {e} FROM (SELECT ?1 AS a, ?2 AS b, ?3 AS c)", r)
            got = run(db, f"SELECT gpu_udf_row({prog}, ?1, ?2, ?3)", r)
            check(f"{label}-row-{k}.{i} {e} {r!r}", got, want)
        want = run(db, f"SELECT id, {e} FROM t ORDER BY id")
        # A statement that fails on some row fails in every form; the
        # forms' messages name the form.
        if want and want[0][0] == "error":
            continue
        # A frame that ends at the current row: one value asked per row
        # (whole frames are refused since issue 27 item 7; gpu_map batches).
        got = run(db, f"SELECT id, gpu_udf({prog}, a, b, c) OVER (ORDER BY id ROWS UNBOUNDED PRECEDING) FROM t ORDER BY id")
        check(f"{label}-window-{k} {e}", got, want)
        got = run(db, f"SELECT key, value FROM gpu_map({prog}, 'SELECT id, a, b, c FROM t') ORDER BY rowno")
        check(f"{label}-map-{k} {e}", got, want)

    # gpu_join: the pairs of a cross join SQLite evaluates itself.
    je = "CASE WHEN substr(x, 1, 1) = substr(y, 1, 1) OR instr(x, y) THEN x || '|' || y END"
    want = run(db, f"SELECT lid, rid, v FROM (SELECT L.id AS lid, R.id AS rid, "
                   f"{je.replace('x', 'L.a').replace('y', 'R.a')} AS v FROM t AS L, t AS R) "
                   "WHERE v IS NOT NULL ORDER BY lid, rid")
    got = run(db, f"SELECT l, r, value FROM gpu_join({sqlq('(x, y) -> ' + je)}, "
                  "'SELECT id, a FROM t', 'SELECT id, a FROM t') ORDER BY l, r")
    check(f"{label}-join-sqlite", got, want)
    check(f"{label}-join-rows", len(want) > len(ROWS), True)

    # Regular expressions against Python's re, every form.
    for k, (e, ref) in enumerate(regex_cases()):
        for j, p in enumerate(PATTERNS):
            want = []
            for i, s in enumerate(SUBJECTS):
                try:
                    v = ref(s, p)
                    want.append(((type(i + 1).__name__, i + 1), (type(v).__name__, v)))
                except (IndexError, re.error):
                    want.append((("int", i + 1), ("error", "Python: no such group")))
            got = [(("int", i + 1), cell(db, f"SELECT {e} FROM (SELECT ?1 AS s, ?2 AS p)", (s, p)))
                   for i, s in enumerate(SUBJECTS)]
            check(f"{label}-regex-{k}.{j} {e} {p!r}", got, want)
            prog = sqlq("(s, p) -> " + e)
            got = [(("int", i + 1), cell(db, f"SELECT gpu_udf_row({prog}, ?1, ?2)", (s, p)))
                   for i, s in enumerate(SUBJECTS)]
            check(f"{label}-regex-row-{k}.{j} {e} {p!r}", got, want)
        # The streaming form over all the subjects at once, one pattern.
        p = PATTERNS[2]
        want = [((type(i + 1).__name__, i + 1), (type(v).__name__, v))
                for i, v in enumerate(ref(s, p) for s in SUBJECTS)]
        values = " UNION ALL ".join(f"SELECT {i + 1}, {sqlq(s)}, {sqlq(p)}" for i, s in enumerate(SUBJECTS))
        got = run(db, f"SELECT key, value FROM gpu_map({sqlq('(s, p) -> ' + e)}, "
                      f"{sqlq(values)}) ORDER BY rowno")
        check(f"{label}-regex-map-{k} {e}", got, want)

    # Similarity functions against the references: the plain function,
    # gpu_udf_row, gpu_map, and gpu_join.
    run(db, "CREATE TABLE w(id INTEGER PRIMARY KEY, a, b)")
    pairs = [(x, y) for x in WORDS for y in WORDS[::3]]
    for x, y in pairs:
        run(db, "INSERT INTO w(a, b) VALUES (?, ?)", (x, y))
    for k, (e, ref) in enumerate(fuzzy_cases()):
        want = [((type(i + 1).__name__, i + 1), (type(ref(x, y)).__name__, ref(x, y))) for i, (x, y) in enumerate(pairs)]
        got = run(db, f"SELECT id, {e} FROM w ORDER BY id")
        check(f"{label}-fuzzy-{k} {e}", got, want)
        got = run(db, f"SELECT id, gpu_udf_row({sqlq('(a, b) -> ' + e)}, a, b) FROM w ORDER BY id")
        check(f"{label}-fuzzy-row-{k} {e}", got, want)
        got = run(db, f"SELECT key, value FROM gpu_map({sqlq('(a, b) -> ' + e)}, 'SELECT id, a, b FROM w') ORDER BY rowno")
        check(f"{label}-fuzzy-map-{k} {e}", got, want)
    want = sorted((i + 1, j + 1, levenshtein(x, y)) for i, x in enumerate(WORDS) for j, y in enumerate(WORDS)
                  if levenshtein(x, y) <= 2)
    values = " UNION ALL ".join(f"SELECT {i + 1}, {sqlq(x)}" for i, x in enumerate(WORDS))
    got = run(db, "SELECT l, r, value FROM gpu_join("
                  "'(a, b) -> CASE WHEN levenshtein(a, b) <= 2 THEN levenshtein(a, b) END', "
                  f"{sqlq(values)}, {sqlq(values)}) ORDER BY l, r")
    check(f"{label}-fuzzy-join", got, typed(want))
    for c in conns:
        c.close()
    c0.close()


# One build a process: the extension serves one SQLite library per process
# (a second library's load is refused: gpustr.c).
build = sys.argv[2] if len(sys.argv) > 2 else "apsw"
try:
    if build == "apsw":
        import apsw
        connect = lambda: apsw.Connection(":memory:")
    elif build == "sqlean.py":
        import sqlean
        connect = lambda: sqlean.connect(":memory:", isolation_level=None)
    else:
        sys.exit(f"apsw_check.py: unknown build {build!r} (apsw or sqlean.py)")
except ImportError as e:
    # test/builds.test says whether a missing module is a skip or a failure.
    print(f"apsw_check: {build} is not installed in {sys.executable}: {e}")
    sys.exit(77)
check_build(build, connect)
print(f"{npass} passed, {nfail} failed")
sys.exit(1 if nfail else 0)
