#!/usr/bin/env python3
"""gen_unicode.py - writes runtime/gs_unicode_tables.h, the Unicode tables of
the tier-2 functions (unicode_upper, unicode_lower, title, capitalize,
swapcase and the is* family), from the Unicode Character Database that
Debian's unicode-data package installs under /usr/share/unicode:

    UnicodeData.txt            categories, simple case mappings, digit values
    SpecialCasing.txt          one-to-many case mappings ('ß' -> 'SS')
    DerivedCoreProperties.txt  Lowercase, Uppercase, Cased, Case_Ignorable

    python3 tools/gen_unicode.py [UCD_DIR] > runtime/gs_unicode_tables.h

The properties are the ones CPython's makeunicodedata.py derives for its
str methods, so that the runtime agrees with Python's str.upper(),
str.isalpha() and friends:

    ALPHA    general category Lu, Ll, Lt, Lm or Lo          (str.isalpha)
    DECIMAL  a decimal digit value (field 6)                (str.isdecimal)
    DIGIT    a digit value (field 7)                        (str.isdigit)
    ALNUM    ALPHA, or a numeric value (field 8)            (str.isalnum)
    SPACE    category Zs, or bidi class WS, B or S          (str.isspace)
    LOWER    Lowercase   UPPER Uppercase   TITLE category Lt
    CASEIGN  Case_Ignorable (for the Final_Sigma context of 'Σ')

Cased is LOWER, UPPER or TITLE (asserted below), so it needs no bit.

(CPython also counts the CJK numerals of Unihan as numeric; all of them are
letters (Lo), so ALNUM is the same without Unihan.)

The tables are kept small because NVRTC compiles them into every kernel:

  gs_uc_prop_flags[]  the few distinct combinations of flags (uint16).
  gs_uc_props[]    the code space cut into runs, each one uint32: first code
                   point << 10 | a << 5 | b, where a and b index
                   gs_uc_prop_flags: a for the run's even offsets, b for its
                   odd ones (so the alternating capital/small pairs of Latin
                   Extended, Greek and Cyrillic are one run each).
  gs_uc_prop_ascii[]  a and b's index for each ASCII code point, a shortcut.
  gs_uc_upper[], gs_uc_lower[], gs_uc_title[]
                   case mappings as runs, two uint32 per run: first code
                   point << 11 | (last - first) << 1 | (stride - 1), and the
                   value: the delta added to the code point (modulo 2^32), or
                   0x40000000 | offset << 2 | count, a one-to-many mapping
                   into gs_uc_special[] (no delta between code points comes
                   near 0x40000000 either way).  gs_uc_title[] lists only the code points
                   whose title case differs from their upper case.
  gs_uc_special[]  the code points of the one-to-many mappings (all in the
                   BMP, checked below).
  gs_uc_*_page[]   for each 256 code points of the BMP (and 0x10000), the
                   last run of the table that starts at or before the first
                   of them: the binary search for a BMP code point is then
                   among a few runs only.

--check compares the tables with the running Python's own str methods on
every code point that Python's Unicode version also assigns, and exits
non-zero on a difference (a maintainer's check; the build never runs Python).
"""
import os
import sys

UCD = "/usr/share/unicode"

F_ALPHA, F_DECIMAL, F_DIGIT, F_ALNUM, F_SPACE = 0x001, 0x002, 0x004, 0x008, 0x010
F_LOWER, F_UPPER, F_TITLE, F_CASEIGN = 0x020, 0x040, 0x080, 0x100
FLAG_NAMES = ["ALPHA", "DECIMAL", "DIGIT", "ALNUM", "SPACE",
              "LOWER", "UPPER", "TITLE", "CASEIGN"]
MAX_CP = 0x10FFFF
RUN_MAX = 1 << 10          # (last - first) of a case run has 10 bits


def read_unicode_data(ucd):
    """Per code point: (category, bidi, decimal, digit, numeric, upper,
    lower, title) with ranges (<..., First>/<..., Last>) expanded."""
    recs = {}
    first = None
    with open(os.path.join(ucd, "UnicodeData.txt"), encoding="utf-8") as f:
        for line in f:
            fld = line.rstrip("\n").split(";")
            cp = int(fld[0], 16)
            name = fld[1]
            rec = (fld[2], fld[4], fld[6], fld[7], fld[8],
                   int(fld[12], 16) if fld[12] else cp,
                   int(fld[13], 16) if fld[13] else cp,
                   int(fld[14], 16) if fld[14] else None)
            if name.endswith(", First>"):
                first = cp
                continue
            if name.endswith(", Last>"):
                for c in range(first, cp + 1):
                    recs[c] = rec[:5] + (c, c, None)
                first = None
                continue
            recs[cp] = rec
    return recs


def read_core_properties(ucd, wanted):
    props = {w: set() for w in wanted}
    with open(os.path.join(ucd, "DerivedCoreProperties.txt"), encoding="utf-8") as f:
        for line in f:
            line = line.split("#", 1)[0].strip()
            if not line:
                continue
            rng, prop = [x.strip() for x in line.split(";")[:2]]
            if prop not in props:
                continue
            lo, _, hi = rng.partition("..")
            props[prop].update(range(int(lo, 16), int(hi or lo, 16) + 1))
    return props


def read_special_casing(ucd):
    """Unconditional one-to-many mappings: cp -> (lower, title, upper).
    Conditional ones are skipped, as CPython does; Final_Sigma is handled
    in the runtime's code (gs_uc_lower_sigma)."""
    sc = {}
    with open(os.path.join(ucd, "SpecialCasing.txt"), encoding="utf-8") as f:
        for line in f:
            line = line.split("#", 1)[0].strip()
            if not line:
                continue
            fld = [x.strip() for x in line.split(";")]
            if fld[4]:
                continue
            sc[int(fld[0], 16)] = tuple([int(x, 16) for x in fld[i].split()] for i in (1, 2, 3))
    return sc


def build(ucd):
    recs = read_unicode_data(ucd)
    core = read_core_properties(ucd, ["Lowercase", "Uppercase", "Cased", "Case_Ignorable"])
    sc = read_special_casing(ucd)
    flags = [0] * (MAX_CP + 1)
    lower, upper, title = {}, {}, {}
    for cp, (cat, bidi, dec, dig, num, up, lo, ti) in recs.items():
        f = 0
        if cat in ("Lu", "Ll", "Lt", "Lm", "Lo"):
            f |= F_ALPHA | F_ALNUM
        if dec:
            f |= F_DECIMAL
        if dig:
            f |= F_DIGIT
        if num:
            f |= F_ALNUM
        if cat == "Zs" or bidi in ("WS", "B", "S"):
            f |= F_SPACE
        if cat == "Lt":
            f |= F_TITLE
        flags[cp] = f
        full = sc.get(cp)
        if full is None:
            full = ([lo], [ti if ti is not None else up], [up])
        if full[0] != [cp]:
            lower[cp] = full[0]
        if full[2] != [cp]:
            upper[cp] = full[2]
        if full[1] != full[2]:
            title[cp] = full[1]
    for name, bit in (("Lowercase", F_LOWER), ("Uppercase", F_UPPER),
                      ("Case_Ignorable", F_CASEIGN)):
        for cp in core[name]:
            flags[cp] |= bit
    for cp in range(MAX_CP + 1):
        assert (cp in core["Cased"]) == bool(flags[cp] & (F_LOWER | F_UPPER | F_TITLE))
    return flags, lower, upper, title


def prop_runs(flags):
    """[first, flags at even offsets, flags at odd offsets]: greedy, a run
    of one takes the next code point's flags as its odd ones."""
    runs = []
    length = 0
    for cp, f in enumerate(flags):
        if runs:
            r = runs[-1]
            if length == 1:
                r[2] = f
                length = 2
                continue
            if f == (r[1] if (cp - r[0]) % 2 == 0 else r[2]):
                length += 1
                continue
        runs.append([cp, f, f])
        length = 1
    return runs


def case_runs(mapping, special):
    """Runs of code points whose mapping is one code point at a constant
    delta, with a stride of 1 or 2 (the alternating upper/lower pairs of
    Latin Extended); one-to-many mappings are runs of one pointing into
    special (a list, extended here)."""
    runs = []      # [first, last, stride, value]
    for cp in sorted(mapping):
        seq = mapping[cp]
        if len(seq) > 1:
            for x in seq:
                assert x <= 0xFFFF, "one-to-many mapping outside the BMP"
            value = 0x40000000 | (len(special) << 2) | len(seq)
            special.extend(seq)
            runs.append([cp, cp, 1, value])
            continue
        delta = seq[0] - cp
        if runs and runs[-1][3] == delta and runs[-1][1] - runs[-1][0] < (RUN_MAX - 2):
            r = runs[-1]
            if r[0] == r[1] and cp - r[1] in (1, 2):
                r[2] = cp - r[1]
                r[1] = cp
                continue
            if r[0] != r[1] and cp - r[1] == r[2]:
                r[1] = cp
                continue
        runs.append([cp, cp, 1, delta])
    return runs


def page_index(firsts):
    """For p in 0..256: the last index i with firsts[i] <= p * 256, or 0."""
    pages = []
    i = 0
    for p in range(257):
        while i + 1 < len(firsts) and firsts[i + 1] <= p * 256:
            i += 1
        pages.append(i)
    return pages


def emit_array(out, ctype, name, values, per_line, comment):
    out.append("/* %s */" % comment)
    out.append("GS_DATA %s %s[%d] = {" % (ctype, name, len(values)))
    for i in range(0, len(values), per_line):
        out.append("  " + ", ".join(values[i:i + per_line]) + ",")
    out.append("};")
    out.append("")


def generate(ucd):
    flags, lower, upper, title = build(ucd)
    pruns = prop_runs(flags)
    distinct = sorted(set(flags))
    assert len(distinct) <= 32
    rec = {f: i for i, f in enumerate(distinct)}
    special = []
    tables = [(name, case_runs(m, special)) for name, m in
              (("upper", upper), ("lower", lower), ("title", title))]
    with open(os.path.join(ucd, "DerivedCoreProperties.txt"), encoding="utf-8") as f:
        version = f.readline().strip("# \n")    # DerivedCoreProperties-15.0.0.txt
    out = []
    out.append("/*")
    out.append("** gs_unicode_tables.h - GENERATED by tools/gen_unicode.py from the Unicode")
    out.append("** Character Database (Debian's unicode-data package, %s)." % version)
    out.append("** Do not edit; to regenerate:")
    out.append("**")
    out.append("**   apt-get install unicode-data")
    out.append("**   python3 tools/gen_unicode.py > runtime/gs_unicode_tables.h")
    out.append("**")
    out.append("** Layout and meaning: tools/gen_unicode.py; lookups: runtime/gs_unicode.h.")
    size = (2 * len(distinct) + 4 * len(pruns) + 128 + sum(8 * len(r) for _, r in tables)
            + 2 * len(special) + 4 * 2 * 257)
    out.append("** %d property runs, %s case runs, %d special code points: %d bytes." % (
        len(pruns), " + ".join("%d %s" % (len(r), n) for n, r in tables), len(special), size))
    out.append("*/")
    out.append("#ifndef GS_UNICODE_TABLES_H")
    out.append("#define GS_UNICODE_TABLES_H")
    out.append("")
    out.append('#include "gs_core.h"')
    out.append("")
    for i, n in enumerate(FLAG_NAMES):
        out.append("#define GS_UC_%-8s 0x%03x" % (n, 1 << i))
    out.append("")
    out.append("#define GS_UC_CASED    (GS_UC_LOWER|GS_UC_UPPER|GS_UC_TITLE)")
    out.append("")
    out.append("#define GS_UC_NPROPS %d" % len(pruns))
    for name, runs in tables:
        out.append("#define GS_UC_N%s %d" % (name.upper(), len(runs)))
    out.append("")
    emit_array(out, "unsigned short", "gs_uc_prop_flags", ["0x%03x" % f for f in distinct], 8,
               "the distinct combinations of GS_UC_* flags")
    emit_array(out, "uint32_t", "gs_uc_props",
               ["0x%08x" % (cp << 10 | rec[a] << 5 | rec[b]) for cp, a, b in pruns], 8,
               "runs: first code point << 10 | flags index at even offsets << 5 | at odd ones")
    emit_array(out, "unsigned short", "gs_uc_props_page",
               ["%d" % x for x in page_index([r[0] for r in pruns])], 12,
               "per 256 code points of the BMP: the run of gs_uc_props to search from")
    emit_array(out, "unsigned char", "gs_uc_prop_ascii", ["%d" % rec[flags[cp]] for cp in range(128)], 16,
               "the flags index of each ASCII code point")
    for name, runs in tables:
        vals = []
        for first, last, stride, value in runs:
            length = (last - first) // stride + 1 if stride else 1
            key = first << 11 | (last - first) << 1 | (stride - 1)
            assert (last - first) < RUN_MAX and length >= 1
            vals.append("0x%08x" % key)
            vals.append("0x%08x" % (value & 0xFFFFFFFF))
        emit_array(out, "uint32_t", "gs_uc_" + name, vals, 8,
                   "%s case: pairs (first << 11 | (last - first) << 1 | (stride - 1), delta or "
                   "0x40000000 | offset << 2 | count)" % name)
        emit_array(out, "unsigned short", "gs_uc_%s_page" % name,
                   ["%d" % x for x in page_index([r[0] for r in runs])], 12,
                   "per 256 code points of the BMP: the run of gs_uc_%s to search from" % name)
    emit_array(out, "unsigned short", "gs_uc_special", ["0x%04x" % x for x in special], 10,
               "the code points of the one-to-many mappings")
    out.append("#endif /* GS_UNICODE_TABLES_H */")
    return "\n".join(out) + "\n"


def check(ucd):
    """Compare with Python's str methods where Python's UCD assigns the code
    point too."""
    import unicodedata
    flags, lower, upper, title = build(ucd)
    bad = 0
    for cp in range(MAX_CP + 1):
        if 0xD800 <= cp <= 0xDFFF or unicodedata.category(chr(cp)) == "Cn":
            continue
        ch = chr(cp)
        f = flags[cp]
        want = {
            "upper": ch.upper(), "lower": ch.lower() if cp != 0x3A3 else "\u03c3",
            "title": ch.title(),
            "isalpha": ch.isalpha(), "isdecimal": ch.isdecimal(), "isdigit": ch.isdigit(),
            "isalnum": ch.isalnum(), "isspace": ch.isspace(), "islower": ch.islower(),
            "isupper": ch.isupper(), "istitle": ch.istitle(),
        }
        got = {
            "upper": "".join(map(chr, upper.get(cp, [cp]))),
            "lower": "".join(map(chr, lower.get(cp, [cp]))),
            "title": "".join(map(chr, title.get(cp, upper.get(cp, [cp])))),
            "isalpha": bool(f & F_ALPHA), "isdecimal": bool(f & F_DECIMAL),
            "isdigit": bool(f & F_DIGIT), "isalnum": bool(f & F_ALNUM),
            "isspace": bool(f & F_SPACE), "islower": bool(f & F_LOWER),
            "isupper": bool(f & F_UPPER),
            "istitle": bool(f & (F_UPPER | F_TITLE)),
        }
        for k in want:
            if want[k] != got[k]:
                bad += 1
                if bad <= 20:
                    print("U+%04X %s: python %r, tables %r" % (cp, k, want[k], got[k]))
    print("check: %d differences (Python's UCD %s); a property that a later Unicode version"
          " gave an existing character shows here when Python's UCD is older" % (
              bad, unicodedata.unidata_version))
    return bad == 0


def main(argv):
    args = [a for a in argv[1:] if not a.startswith("--")]
    ucd = args[0] if args else UCD
    if "--check" in argv:
        return 0 if check(ucd) else 1
    sys.stdout.write(generate(ucd))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
