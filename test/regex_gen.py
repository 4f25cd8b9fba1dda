#!/usr/bin/python3
"""regex_gen.py - random regular expressions and subjects, with Python's
answers (re, flags re.ASCII), for test/regex.test's differential test.

    python3 test/regex_gen.py SEED COUNT [long|syntax]

prints one case a line, fields separated by tabs, each field hex-encoded
UTF-8 (so that newlines, tabs and NULs travel), NULL as '-':

    pattern subject like substr instr count n capture_n template replace

like/instr/count are integers (as hex of their decimal text); substr and
capture_n may be NULL; n is a group of the pattern (0 = whole match);
template uses $0..$9 and $$ as regexp_replace does, replace is re.sub's
result with the template made into a function.  With `long`, subjects of
300 to 3,000 characters (runs of a short one) and, among the random
patterns, ones that make a search of every match read far ahead.  With
`syntax`, odd group and flag syntax and Python's error for each (syntax()).
"""
import random
import re
import sys

ALPHA = ['a', 'b', 'c', 'é_a', 'ab', 'A', 'B', '1', '2', ' ', '_', '\n', '.', '-', 'é', '☃', '😀']
LITS = ['a', 'b', 'c', 'A', 'ab', 'é', '☃', '😀', ' ', '\\n', '\\.', '\\*', '\\(', '\\\\',
        '\\x41', '\\u00e9', '-', '_', '1', '\\t']
CLASSES = ['[abc]', '[^a]', '[a-c]', '[\\d\\s]', '[^\\w]', '[é☃]', '[^é]', '[A-Z_]', '[]a]',
           '[a\\-]', '[.]', '[^\\n]', '[\\W1]', '[😀-😀]', '[a-zA-Z0-9]']
ESC = ['\\d', '\\w', '\\s', '\\D', '\\W', '\\S']
ASSERTS = ['^', '$', '\\A', '\\Z', '\\b', '\\B']
QUANT = ['*', '+', '?', '{2}', '{1,}', '{0,2}', '{,2}', '{1,3}']


class Gen:
    def __init__(self, rnd):
        self.r = rnd
        self.ngroup = 0

    def atom(self, depth):
        r = self.r
        k = r.random()
        if depth < 3 and k < 0.22:
            self.ngroup += 1 if k < 0.14 else 0
            body = self.alt(depth + 1)
            if k < 0.10:
                return '(' + body + ')'
            if k < 0.14:
                return '(?P<g%d>%s)' % (self.ngroup, body)
            return '(?:' + body + ')'
        if k < 0.55:
            return r.choice(LITS)
        if k < 0.65:
            return '.'
        if k < 0.78:
            return r.choice(CLASSES)
        if k < 0.90:
            return r.choice(ESC)
        return r.choice(ASSERTS)

    def item(self, depth):
        a = self.atom(depth)
        if a in ASSERTS:
            return a
        if self.r.random() < 0.35:
            q = self.r.choice(QUANT)
            if self.r.random() < 0.3:
                q += '?'
            return a + q
        return a

    def cat(self, depth):
        return ''.join(self.item(depth) for _ in range(self.r.randint(0 if depth else 1, 4)))

    def alt(self, depth):
        n = 1 if self.r.random() < 0.7 else self.r.randint(2, 3)
        return '|'.join(self.cat(depth) for _ in range(n))

    def big(self):
        """A pattern of a few hundred instructions: the VM's scratch no
        longer fits on the stack."""
        r = self.r
        words = ['(%s)' % ''.join(r.choice('abcé_') for _ in range(r.randint(1, 3)))
                 for _ in range(r.randint(12, 30))]
        return '(?:%s){1,4}%s' % ('|'.join(words), r.choice(['', '(.)?', '$', '\\b']))

    def pattern(self):
        self.ngroup = 0
        if self.r.random() < 0.02:
            return self.big()
        p = self.alt(0)
        f = self.r.random()
        if f < 0.08:
            p = '(?i)' + p
        elif f < 0.12:
            p = '(?s)' + p
        elif f < 0.16:
            p = '(?m)' + p
        elif f < 0.18:
            p = '(?ims)' + p
        return p

    def subject(self):
        r = self.r
        k = r.random()
        if k < 0.05:
            return ''
        s = ''.join(r.choice(ALPHA) for _ in range(r.randint(1, 14)))
        return s


def hexs(s):
    return '-' if s is None else s.encode('utf-8').hex()


def expand(tmpl, m):
    out = []
    i = 0
    while i < len(tmpl):
        ch = tmpl[i]
        if ch == '$' and i + 1 < len(tmpl) and (tmpl[i + 1] == '$' or tmpl[i + 1].isdigit()):
            if tmpl[i + 1] == '$':
                out.append('$')
            else:
                g = m.group(int(tmpl[i + 1]))
                out.append(g or '')
            i += 2
            continue
        out.append(ch)
        i += 1
    return ''.join(out)


# Patterns whose highest-priority thread lives long without matching, so
# that a search for every match reads the subject again for each one
# unless the engine knows which threads can still match (issue 27).
RESCAN = ['a*b|a', '(a|b)*c|a', '\\w+x|\\w', '(?:a|ab)*c|b', '.*x|.', '(\\w+)\\s*=|(\\w)',
          '(a*)*b|(a)', '[ab]*c|(?i:B)|a', '(?m)^a*$|a', '\\ba+\\b|a', '(?s).*\\Z|\\n',
          'a+?b|a*?', '(?:a|é)*z|é|a', '(a+)(b+)c|ab?']


class Slow(Exception):
    pass


def on_alarm(signum, frame):
    raise Slow()


# Odd group and flag syntax, for the errors: pieces after '(?'.
SYNTAX = ['(', '(?', '?', 'P', '<', '>', '=', '!', ':', '-', 'i', 'm', 's', 'a', 'x', 'u', 'L', 't',
          'q', '1', ')', 'n', 'é', '名', '€', '\\N', '{', '}', 'A', '#', ' ', '_', '|', '*']


def syntax(seed, count):
    """Patterns of odd group and flag syntax, each with Python's verdict:
    hex(pattern) TAB ok, or hex(pattern) TAB position TAB message, or
    hex(pattern) TAB E (an error that is not re.error)."""
    rnd = random.Random(seed)
    seen = set()
    while len(seen) < count:
        p = '(?' + ''.join(rnd.choice(SYNTAX) for _ in range(rnd.randint(0, 6)))
        if rnd.random() < 0.3:
            p = 'a' + p
        if p in seen:
            continue
        seen.add(p)
        try:
            re.compile(p, re.ASCII)
            r = 'ok'
        except re.error as e:
            # (Python's own internal errors have no position)
            r = 'E' if e.pos is None else '%d\t%s' % (e.pos, e.msg)
        except (ValueError, OverflowError, RecursionError):
            r = 'E'
        print(p.encode('utf-8').hex() + '\t' + r)


def main():
    seed, count = int(sys.argv[1]), int(sys.argv[2])
    if len(sys.argv) > 3 and sys.argv[3] == 'syntax':
        syntax(seed, count)
        return
    long_mode = len(sys.argv) > 3 and sys.argv[3] == 'long'
    rnd = random.Random(seed)
    g = Gen(rnd)
    made = 0
    if long_mode:
        # Subjects of 300 to 3,000 characters, made of a short subject
        # repeated (runs, as real text has) with a few changes.  Python's
        # backtracking can take a random pattern exponential time over
        # them: a case that takes it more than a second is left out.
        import signal
        signal.signal(signal.SIGALRM, on_alarm)
    while made < count:
        pat = rnd.choice(RESCAN) if long_mode and rnd.random() < 0.4 else g.pattern()
        try:
            rx = re.compile(pat, re.ASCII)
        except (re.error, OverflowError, RecursionError):
            continue
        if long_mode:
            unit = g.subject() or 'a'
            parts = list(unit * (rnd.randint(300, 3000) // len(unit) + 1))
            for _ in range(rnd.randint(0, 4)):
                parts[rnd.randrange(len(parts))] = rnd.choice(ALPHA)
            subj = ''.join(parts)
            n = rnd.randint(0, rx.groups)
            tmpl = rnd.choice(['<$0>', '[$%d]' % n, '$$', 'x', '', '{$%d|$0}' % n])
            try:
                signal.alarm(1)
                m = rx.search(subj)
                cnt = sum(1 for _ in rx.finditer(subj))
                rep = rx.sub(lambda mm: expand(tmpl, mm), subj)
                signal.alarm(0)
            except Slow:
                continue
            fields = [pat, subj, str(1 if m else 0), m.group(0) if m else None,
                      str(m.start() + 1 if m else 0), str(cnt), str(n),
                      (m.group(n) if m else None), tmpl, rep]
            print('\t'.join(hexs(f) for f in fields))
            made += 1
            continue
        subj = g.subject()
        if rnd.random() < 0.3:
            # a subject that has a match in it
            m = None
            for _ in range(3):
                s2 = g.subject()
                m = rx.search(s2)
                if m:
                    subj = s2
                    break
        m = rx.search(subj)
        n = rnd.randint(0, rx.groups)
        tmpl = rnd.choice(['<$0>', '[$%d]' % n, '$$', 'x', '', '$0$0', '{$%d|$0}' % n])
        cnt = sum(1 for _ in rx.finditer(subj))
        rep = rx.sub(lambda mm: expand(tmpl, mm), subj)
        fields = [pat, subj, str(1 if m else 0), m.group(0) if m else None,
                  str(m.start() + 1 if m else 0), str(cnt), str(n),
                  (m.group(n) if m else None), tmpl, rep]
        print('\t'.join(hexs(f) for f in fields))
        made += 1


if __name__ == '__main__':
    main()
