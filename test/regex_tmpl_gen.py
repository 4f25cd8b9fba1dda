#!/usr/bin/python3
"""regex_tmpl_gen.py - random replacement templates for regexp_replace, with
Python's answers (re.sub, flags re.ASCII), for test/regex.test.

    python3 test/regex_tmpl_gen.py SEED COUNT

prints one case a line, fields separated by tabs, each hex-encoded UTF-8:

    pattern subject template R result
    pattern subject template E message position

Templates are made of pieces of Python's syntax (\\1 to \\99, \\g<n>,
\\g<name>, octal, the escapes Python keeps or refuses, a backslash at the
end, odd group names) and of gpustr's own $0..$9 and $$, run together at
random (\\1 then 2 is \\12).  The answer is Python's re.sub with the
template as Python reads it, gpustr's $ syntax first rewritten into
Python's (to_python: $5 is \\g<5>, $$ is $) and Python's error positions
mapped back to the template's.  An error is re.error's message and
position; "unknown group name", which Python raises without a position
(an IndexError), has '?' for it.  The names Python 3.11 takes with a
DeprecationWarning (\\g< 1>, \\g<+1>) are errors, as in Python 3.12: the
warning's words are the error's.
"""
import random
import re
import sys
import warnings

PATTERNS = [
    '(\\d+)',
    '(?P<num>\\d+)|(?P<word>[a-zé]+)',
    '(a)(b)?(c)?',
    '(?P<x>a)(?P<_y2>b)?',
    '(?P<é>é+)|(?P<名前>☃)',
    'x*',
    '(a)(b)(c)(d)(e)(f)(g)(h)(i)(j)(k)(l)?',
    '(?:(a)|(b))+',
    '\\b',
    '(a)?' * 99,
    '(?P<A>[^a])(?P<B>.)?',
    '$',
]
SUBJECTS = ['a', 'b', 'c', 'é', '☃', '😀', '1', '22', ' ', '\n', 'ab', 'abc', 'abcdefghijkl', 'x', '']

PLAIN = ['a', 'é', '☃', '名', '<', '>', ' ', '-', 'g', '0', '1', '7', '9', '{', "'", '"', '\t', '\n']
ESCAPES = ['\\' + c for c in 'abfnrtvgqzABNxuUdwsG0'] + [
    '\\\\', '\\$', '\\.', '\\<', '\\>', '\\é', '\\☃', '\\ ', '\\\n', "\\'", '\\"', '\\-', '\\_']
NUMBERS = ['\\00', '\\07', '\\012', '\\077', '\\1', '\\2', '\\3', '\\9', '\\10', '\\12', '\\13',
           '\\99', '\\100', '\\101', '\\141', '\\377', '\\400', '\\477', '\\777', '\\8', '\\18',
           '\\081', '\\19']
GROUPS = ['\\g<0>', '\\g<1>', '\\g<2>', '\\g<12>', '\\g<13>', '\\g<99>', '\\g<100>', '\\g<007>',
          '\\g<', '\\g', '\\g<>', '\\g<num>', '\\g<word>', '\\g<x>', '\\g<_y2>', '\\g<é>',
          '\\g<名前>', '\\g<A>', '\\g<B>', '\\g<nope>', '\\g<a>', '\\g< 1>', '\\g<+1>', '\\g<-1>',
          '\\g<1_0>', '\\g<1a>', '\\g<a b>', "\\g<a'b>", '\\g<a"b\'>', '\\g<\\>>', '\\g<a\\tb>',
          '\\g<99999999999999999999>', '\\g<٣>', '\\g<a\tb>', '\\g<\x01>', '\\g<\\\\>', '\\g<$1>',
          '\\g<x', '\\g<名', '\\g<\xa0>', '\\g<a>b']
DOLLARS = ['$0', '$1', '$2', '$9', '$$', '$', '$a', '$12']


def to_python(t):
    """t with gpustr's $0..$9 and $$ written as Python's \\g<n> and $, read
    token by token as regexp_replace reads it (a backslash and the character
    after it are one token; a \\g<...> name is copied as it is).  Returns
    the template and, for each of its positions (and its end), the
    position in t it came from."""
    out, pmap = [], []
    i, n = 0, len(t)

    def put(s, pos):
        for k, ch in enumerate(s):
            out.append(ch)
            pmap.append(pos[k] if isinstance(pos, list) else pos)

    while i < n:
        ch = t[i]
        if ch == '\\' and i + 2 < n and t[i + 1] == 'g' and t[i + 2] == '<':
            j = i + 3
            while j < n:
                if t[j] == '\\':
                    j += 2
                    continue
                j += 1
                if t[j - 1] == '>':
                    break
            j = min(j, n)
            put(t[i:j], list(range(i, j)))
            i = j
        elif ch == '\\':
            j = min(i + 2, n)
            put(t[i:j], list(range(i, j)))
            i = j
        elif ch == '$' and i + 1 < n and t[i + 1] == '$':
            put('$', i)
            i += 2
        elif ch == '$' and i + 1 < n and t[i + 1] in '0123456789':
            put('\\g<%s>' % t[i + 1], [i, i, i, i + 1, i + 1])
            i += 2
        else:
            put(ch, i)
            i += 1
    pmap.append(n)
    return ''.join(out), pmap


def answer(pat, subj, tmpl):
    py, pmap = to_python(tmpl)
    with warnings.catch_warnings():
        warnings.simplefilter('error', DeprecationWarning)
        try:
            return 'R', re.sub(pat, py, subj, flags=re.ASCII)
        except re.error as e:
            return 'E', e.msg, str(pmap[e.pos])
        except IndexError as e:
            return 'E', str(e.args[0]), '?'
        except DeprecationWarning as e:
            m = re.fullmatch('(.*) at position (\\d+)', str(e), re.S)
            return 'E', m.group(1), str(pmap[int(m.group(2))])


def main():
    seed, count = int(sys.argv[1]), int(sys.argv[2])
    rnd = random.Random(seed)
    kinds = [(PLAIN, 8), (ESCAPES, 2), (NUMBERS, 2), (GROUPS, 2), (DOLLARS, 2)]
    pool = [k for k, w in kinds for _ in range(w)]
    for _ in range(count):
        pat = rnd.choice(PATTERNS)
        subj = ''.join(rnd.choice(SUBJECTS) for _ in range(rnd.randint(0, 4)))
        tmpl = ''.join(rnd.choice(rnd.choice(pool)) for _ in range(rnd.randint(0, 5)))
        if rnd.random() < 0.05:
            tmpl += '\\'
        fields = [pat, subj, tmpl] + list(answer(pat, subj, tmpl))
        print('\t'.join(f.encode('utf-8').hex() if k in (0, 1, 2, 4) else f
                         for k, f in enumerate(fields)))


if __name__ == '__main__':
    main()
