#!/usr/bin/env python3
"""check_unicode.py - compares the tier-2 Unicode functions of a built gpustr
with Python's own str methods: every code point alone, then random strings
of characters chosen to exercise title case, final sigma, one-to-many
mappings and the is* predicates.  A maintainer's check, run by hand after
regenerating runtime/gs_unicode_tables.h (make check never needs Python):

    python3 tools/check_unicode.py [.libs/gpustr] [N_RANDOM]

It drives the sqlite3 command-line shell (Python's sqlite3 module may lack
load_extension).  Code points that Python's Unicode version does not assign
are skipped, since the tables may come from a newer version; the few
properties a newer version gave to existing characters are reported as
differences, with the Unicode version of each side.
"""
import random
import subprocess
import sys
import unicodedata

CASE_FNS = ["unicode_upper", "unicode_lower", "title", "capitalize", "swapcase"]
IS_FNS = ["isalpha", "isdigit", "isdecimal", "isalnum", "isspace", "islower", "isupper", "istitle"]
PY = {
    "unicode_upper": str.upper, "unicode_lower": str.lower, "title": str.title,
    "capitalize": str.capitalize, "swapcase": str.swapcase,
    "isalpha": str.isalpha, "isdigit": str.isdigit, "isdecimal": str.isdecimal,
    "isalnum": str.isalnum, "isspace": str.isspace, "islower": str.islower,
    "isupper": str.isupper, "istitle": str.istitle,
}
# Characters that make case mapping interesting.
POOL = ("aAzZ ß ǅǆǄ ΣσςΑα ΐ ŉ ﬃ İı ᾳᾼ ǰ ' . : ^ ` \u0301\u0345\u00ad 1²½٣ "
        "Ǳǲǳ Ⅻⅻ ⓐⒶ 𐐀𐐨 ꭰ Ꭰ ᏸ ǈ dž K Å ℃ ﬀ ﬅ Ꞵꞵ ẞ \t\u2028\u3000")


def run_sql(ext, sql):
    out = subprocess.run(["sqlite3", "-cmd", ".load " + ext, ":memory:"], input=sql,
                         capture_output=True, text=True, check=True)
    return out.stdout


def expected(fn, s):
    r = PY[fn](s)
    return r.encode("utf-8").hex().upper() if isinstance(r, str) else str(int(r))


def main(argv):
    ext = argv[1] if len(argv) > 1 else ".libs/gpustr"
    nrandom = int(argv[2]) if len(argv) > 2 else 20000
    cols = ", ".join(["hex(gpu_udf_row('%s(s)', s))" % f for f in CASE_FNS]
                     + ["gpu_udf_row('%s(s)', s)" % f for f in IS_FNS])
    bad = 0
    checked = 0
    # Every code point alone.
    sql = ("WITH RECURSIVE c(cp) AS (SELECT 0 UNION ALL SELECT cp+1 FROM c WHERE cp < 1114111) "
           "SELECT cp, %s FROM (SELECT cp, char(cp) AS s FROM c WHERE cp NOT BETWEEN 55296 AND 57343);\n"
           % cols)
    for line in run_sql(ext, sql).splitlines():
        fld = line.split("|")
        cp = int(fld[0])
        ch = chr(cp)
        if unicodedata.category(ch) == "Cn":
            continue
        for fn, got in zip(CASE_FNS + IS_FNS, fld[1:]):
            checked += 1
            want = expected(fn, ch)
            if got != want:
                bad += 1
                if bad <= 30:
                    print("U+%04X %s: gpustr %s, Python %s" % (cp, fn, got, want))
    # Random strings.
    rnd = random.Random(7)
    pool = [c for c in POOL]
    strings = ["".join(rnd.choice(pool) for _ in range(rnd.randint(0, 8))) for _ in range(nrandom)]
    values = ",".join("(%d, x'%s')" % (i, s.encode("utf-8").hex()) for i, s in enumerate(strings))
    sql = ("CREATE TABLE t(i, b); INSERT INTO t VALUES %s;\n"
           "SELECT i, %s FROM (SELECT i, CAST(b AS TEXT) AS s FROM t) ORDER BY i;\n" % (values, cols))
    for line in run_sql(ext, sql).splitlines():
        fld = line.split("|")
        s = strings[int(fld[0])]
        for fn, got in zip(CASE_FNS + IS_FNS, fld[1:]):
            checked += 1
            want = expected(fn, s)
            if got != want:
                bad += 1
                if bad <= 30:
                    print("%r %s: gpustr %s, Python %s" % (s, fn, got, want))
    print("check_unicode: %d checks, %d differences (Python's Unicode %s)" % (
        checked, bad, unicodedata.unidata_version))
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
