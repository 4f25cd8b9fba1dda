#!/usr/bin/python3
# scores_ref.py - the references of test/scores.test: damerau_levenshtein
# and the four RapidFuzz scores written plainly from their definitions
# (runtime/gs_scores.h's header comment), with no bit-parallel tricks, no
# pruning of windows and no common prefix set aside; and, with "peer",
# RapidFuzz itself.
#
# stdin: lines "id:hexa:hexb", the two strings' bytes in hex.
# stdout: lines "id dl ratio partial token_sort token_set", the scores as
# Python's repr() of their doubles.
#
#   python3 test/scores_ref.py ref    # the plain references (any bytes)
#   python3 test/scores_ref.py peer   # rapidfuzz 3 (valid UTF-8 pairs only)
#
# test/apsw_check.py imports it for the same references.
import sys


def chars(b):
    """The characters of bytes b as length() splits them: a byte >= 0xc0
    takes the continuation bytes after it, any other byte stands alone."""
    out = []
    i = 0
    while i < len(b):
        j = i + 1
        if b[i] >= 0xC0:
            while j < len(b) and (b[j] & 0xC0) == 0x80:
                j += 1
        out.append(b[i:j])
        i = j
    return out


def is_space(ch):
    """Whitespace: a character that is valid UTF-8 for one code point that
    str.isspace() is true of."""
    try:
        s = ch.decode('utf-8')
    except UnicodeDecodeError:
        return False
    return len(s) == 1 and s.isspace()


def dl(a, b):
    """The unrestricted Damerau-Levenshtein distance: Lowrance and Wagner's
    full matrix (the textbook algorithm with the last row of each
    character)."""
    m, n = len(a), len(b)
    big = m + n
    d = [[0] * (n + 2) for _ in range(m + 2)]
    d[0][0] = big
    for i in range(m + 1):
        d[i + 1][0] = big
        d[i + 1][1] = i
    for j in range(n + 1):
        d[0][j + 1] = big
        d[1][j + 1] = j
    last_row = {}
    for i in range(1, m + 1):
        last_col = 0
        for j in range(1, n + 1):
            k = last_row.get(b[j - 1], 0)
            l = last_col
            cost = 0 if a[i - 1] == b[j - 1] else 1
            if cost == 0:
                last_col = j
            d[i + 1][j + 1] = min(d[i][j] + cost, d[i + 1][j] + 1, d[i][j + 1] + 1,
                                  d[k][l] + (i - k - 1) + 1 + (j - l - 1))
        last_row[a[i - 1]] = i
    return d[m + 1][n + 1]


def lcs(a, b):
    row = [0] * (len(b) + 1)
    for x in a:
        prev = 0
        for j, y in enumerate(b, 1):
            cur = row[j]
            row[j] = prev + 1 if x == y else max(row[j], row[j - 1])
            prev = cur
    return row[len(b)]


def ratio(a, b):
    """The normalized Indel similarity x 100, as RapidFuzz computes it."""
    s = len(a) + len(b)
    d = s - 2 * lcs(a, b)
    return (1.0 - (d / s if s else 0.0)) * 100


def lcs_prefixes(s, t):
    """[lcs(s, t[:j]) for j in 0..len(t)]: the last cell of each column of
    one dynamic program."""
    row = [0] * (len(s) + 1)
    out = [0]
    for y in t:
        diag = 0
        for i, x in enumerate(s, 1):
            up = row[i]
            row[i] = diag + 1 if x == y else max(up, row[i - 1])
            diag = up
        out.append(row[len(s)])
    return out


def partial(a, b):
    """The best ratio of the shorter against every window of its length in
    the longer and every prefix and suffix of the longer shorter than it;
    both ways where the lengths are equal."""
    if not a or not b:
        return 100.0 if len(a) == len(b) else 0.0
    pairs = [(a, b)] if len(a) < len(b) else [(b, a)] if len(b) < len(a) else [(a, b), (b, a)]
    best = 0.0
    for s, l in pairs:
        m, n = len(s), len(l)
        for i in range(n - m + 1):
            best = max(best, ratio(s, l[i:i + m]))
        pre = lcs_prefixes(s, l[:m - 1])
        suf = lcs_prefixes(s[::-1], l[::-1][:m - 1])
        for k in range(1, m):
            best = max(best, (1.0 - (m + k - 2 * pre[k]) / (m + k)) * 100,
                       (1.0 - (m + k - 2 * suf[k]) / (m + k)) * 100)
    return best


def words(cs):
    out, cur = [], []
    for c in cs:
        if is_space(c):
            if cur:
                out.append(b''.join(cur))
            cur = []
        else:
            cur.append(c)
    if cur:
        out.append(b''.join(cur))
    return out


def joined(ws):
    return chars(b' '.join(ws))


def token_sort(a, b):
    return ratio(joined(sorted(words(a))), joined(sorted(words(b))))


def norm_distance(d, s):
    return 100 - 100 * d / s if s else 100


def token_set(a, b):
    wa, wb = set(words(a)), set(words(b))
    if not wa or not wb:
        return 0
    sect = sorted(wa & wb)
    ab, ba = sorted(wa - wb), sorted(wb - wa)
    if sect and (not ab or not ba):
        return 100
    jab, jba = joined(ab), joined(ba)
    sect_len = len(joined(sect)) if sect else 0
    sab = sect_len + (sect_len != 0) + len(jab)
    sba = sect_len + (sect_len != 0) + len(jba)
    dist = len(jab) + len(jba) - 2 * lcs(jab, jba)
    result = norm_distance(dist, sab + sba)
    if not sect_len:
        return result
    return max(result, norm_distance(1 + len(jab), sect_len + sab),
               norm_distance(1 + len(jba), sect_len + sba))


def main():
    peer = len(sys.argv) > 1 and sys.argv[1] == 'peer'
    if peer:
        from rapidfuzz import fuzz, fuzz_py
        from rapidfuzz.distance import DamerauLevenshtein
    out = []
    for line in sys.stdin:
        line = line.strip()
        if not line:
            continue
        i, ha, hb = line.split(':')
        ba_, bb_ = bytes.fromhex(ha), bytes.fromhex(hb)
        if peer:
            try:
                a, b = ba_.decode('utf-8'), bb_.decode('utf-8')
            except UnicodeDecodeError:
                continue
            # The compiled scorer takes a string of characters below
            # U+0100 as bytes, and then does not split at U+0085 and
            # U+00A0; its pure-Python scorer does, as str.split() does.
            tok = fuzz
            for x in (a, b):
                if ('\x85' in x or '\xa0' in x) and max(map(ord, x)) < 0x100:
                    tok = fuzz_py
            r = [DamerauLevenshtein.distance(a, b), fuzz.ratio(a, b), fuzz.partial_ratio(a, b),
                 tok.token_sort_ratio(a, b), tok.token_set_ratio(a, b)]
        else:
            a, b = chars(ba_), chars(bb_)
            r = [dl(a, b), ratio(a, b), partial(a, b), token_sort(a, b), token_set(a, b)]
        out.append(' '.join([i] + [repr(float(x)) if k else repr(x) for k, x in enumerate(r)]))
    print('\n'.join(out))


if __name__ == "__main__":
    main()
