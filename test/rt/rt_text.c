/*
** rt_text.c - tests runtime/gs_text.h (SQLite's tier-1 string functions and
** ||) against SQLite 3.40 itself, below the SQL layer, with rt_oracle.h.
**
**   gcc -std=c99 -O1 -Wall -Wextra -Werror -Iruntime -Itest/rt \
**       test/rt/rt_text.c -lsqlite3 -lm -o /tmp/rt_text && /tmp/rt_text
**
** What runs:
** - every function and arity over every combination of the harness's nasty
**   inputs, twice: with the arguments as views (as rows enter) and as owned
**   strings that the adapter releases right after the call, so that a
**   result sharing an argument's bytes must hold its own reference (ASan and
**   the leak count catch a missing incref; a result must hold exactly one);
** - targeted matrices: LIKE and GLOB patterns (wildcards, escapes, classes,
**   invalid UTF-8), huge and odd substr positions, the 50000-byte pattern
**   limit;
** - the length limit: SQLite with a lowered SQLITE_LIMIT_LENGTH (after the
**   arguments are bound) against a context with the same max_len;
** - out of memory: every allocation failing in turn gives GS_NOMEM and
**   leaks nothing (no oracle: SQLite's own answer is checked otherwise).
*/
#include <stdlib.h>

/* Host allocations through a hook, so that the nomem test can fail them. */
static long rt_malloc_countdown = -1;   /* fail when it reaches 0; -1: never */
static void *rt_test_malloc(size_t n){
  if( rt_malloc_countdown==0 ) return 0;
  if( rt_malloc_countdown>0 ) rt_malloc_countdown--;
  return malloc(n);
}
#define GS_HOST_MALLOC(n) rt_test_malloc(n)
#define GS_HOST_FREE(p)   free(p)

#include "rt_oracle.h"
#include "gs_text.h"

#define RT_COUNT(a) ((int)(sizeof(a)/sizeof((a)[0])))

/* ---- adapters -------------------------------------------------------- */

static gs_val rt_concat(gs_ctx *c, int argc, const gs_val *argv){
  (void)argc;
  return gs_op_concat(c, argv[0], argv[1]);
}

/* Calls rt_owned_target with every TEXT/BLOB argument copied into an owned
** string, which is released right after the call. */
static rt_fn rt_owned_target;
static gs_val rt_owned(gs_ctx *c, int argc, const gs_val *argv){
  gs_val own[16], v;
  int k;
  memset(own, 0, sizeof own);
  for(k=0; k<argc; k++){
    own[k] = argv[k];
    if( gs_is_str(argv[k]) ){
      gs_str s = gs_alloc(c, argv[k].s.n);
      if( s.z==0 ){ fprintf(stderr, "rt_owned: cannot copy\n"); exit(2); }
      if( s.n ) memcpy(gs_mut(s), argv[k].s.z, (size_t)s.n);
      own[k].s = s;
    }
  }
  v = rt_owned_target(c, argc, own);
  for(k=0; k<argc; k++) gs_val_decref(c, own[k]);
  if( gs_is_str(v) && v.s.mi && v.s.mi->refct!=1 ){
    fprintf(stderr, "! result holds %lld references, not 1\n", (long long)v.s.mi->refct);
    rt_nfail++;
  }
  return v;
}

static void rt_check_all_both(const char *zSql, rt_fn fn, int nArg){
  rt_check_all(zSql, fn, nArg);
  rt_owned_target = fn;
  rt_check_all(zSql, rt_owned, nArg);
}

/* ---- targeted inputs ------------------------------------------------- */

#define T(s)  { GS_TEXT, 0, 0, (s), (int)sizeof(s)-1 }
#define B(s)  { GS_BLOB, 0, 0, (s), (int)sizeof(s)-1 }
#define I(v)  { GS_INT, (v), 0, 0, 0 }
#define R(v)  { GS_REAL, 0, (v), 0, 0 }
#define N     { GS_NULL, 0, 0, 0, 0 }

/* Every combination of a[0..na) x b[0..nb) (x e[0..ne) when nArg==3), run
** both as views and as owned strings. */
static void rt_check_cross(const char *zSql, rt_fn fn, int nArg,
                           const rt_input *a, int na, const rt_input *b, int nb,
                           const rt_input *e, int ne){
  rt_input args[3];
  int i, j, k, pass;
  for(pass=0; pass<2; pass++){
    rt_owned_target = fn;
    for(i=0; i<na; i++){
      args[0] = a[i];
      for(j=0; j<nb; j++){
        args[1] = b[j];
        if( nArg==2 ){ rt_check(zSql, pass ? rt_owned : fn, 2, args); continue; }
        for(k=0; k<ne; k++){ args[2] = e[k]; rt_check(zSql, pass ? rt_owned : fn, 3, args); }
      }
    }
  }
}

static const rt_input rt_patterns[] = {
  T(""), T("%"), T("_"), T("a%"), T("%a"), T("%a%"), T("a_c"), T("A%C"), T("%%"),
  T("%_%"), T("_%_"), T("__"), T("\\%"), T("a\\"), T("%\\"), T("\\_"), T("%\\_"),
  T("%\\%"), T("\\\\%"), T("x%y%z"), T("%b%c"), T("a%c%"), T("%c"), T("%C"),
  T("[abc]"), T("[^abc]"), T("[a-c]*"), T("*[a-c]"), T("*[a-c]*"), T("*["), T("["),
  T("[]"), T("[]]"), T("[]a]*"), T("[^]]*"), T("[a-]"), T("[-a]"), T("[z-a]"),
  T("[^"), T("[a"), T("a[b"), T("*[^x]"), T("*?"), T("?*"), T("*a*b*"), T("a*"),
  T("*"), T("**"), T("?"), T("??"), T("*?*?*"), T("a?c"), T("[[]*"), T("*]"),
  T("*\xc3\xa9*"), T("\xc3\xa9%"), T("_t_"), T("%\xe2\x82\xac%"), T("%\xf0\x9f\x98\x80"),
  T("[\xc3\xa9]*"), T("*[\xc3\xa9-\xc3\xaa]*"), T("\xff%"), T("%\x80%"), T("*\x80*"),
  T("[\x80-\xbf]*"), T("%\xc3"), T("*\xc3"), T("%\xef\xbf\xbd%"), T("a%\0b"),
  T("%[%"), T("%]%"), T("%^%"), T("a%%c"), T("%%%_"), T("%aa"), T("*aa"), T("a*a*a"),
  T("%a%a%a%b"), T("[a-z][a-z]*"), T("\xc3\xa9t\xc3\xa9"), T("_\xc3\xa9"),
  T("%x"), T("x%"), T("%X%"), T("%z"),
  N, I(12), R(1.5), B("a%"),
};
static const rt_input rt_strings[] = {
  T(""), T("a"), T("abc"), T("ABC"), T("aXbXc"), T("a%c"), T("a_c"), T("a\\c"),
  T("[abc]"), T("]"), T("-"), T("^"), T("x\x80"), T("\x80"), T("\xc3\xa9"), T("\xc3"),
  T("\xc3\xa9t\xc3\xa9"), T("\xc3\x89t\xc3\x89"), T("aaaaaaaaaaaaab"), T("aaaaaaaaaaaaa"),
  T("xyz"), T("x y z"), T("\xf0\x9f\x98\x80"), T("a\0b"), T("\xef\xbf\xbd"),
  T("\xed\xa0\x80"), T("ab"), T("ba"), T("a[b"), T("abcabc"), T("%"), T("_"),
  N, I(12), R(1.5), B("abc"),
};
static const rt_input rt_escapes[] = {
  T("\\"), T("%"), T("_"), T("a"), T("x"), T("\xc3\xa9"), T("["), T("\x80"), T("\xc3"),
  T(""), T("ab"), T("\0"), T("a\0b"), T("\\\\"), N, I(1), I(12), R(1.5), B("\\"),
};

static void rt_test_patterns(void){
  rt_check_cross("SELECT like(?1, ?2)", gs_fn_like, 2,
                 rt_patterns, RT_COUNT(rt_patterns), rt_strings, RT_COUNT(rt_strings), 0, 0);
  rt_check_cross("SELECT glob(?1, ?2)", gs_fn_glob, 2,
                 rt_patterns, RT_COUNT(rt_patterns), rt_strings, RT_COUNT(rt_strings), 0, 0);
  rt_check_cross("SELECT like(?1, ?2, ?3)", gs_fn_like, 3,
                 rt_patterns, RT_COUNT(rt_patterns), rt_strings, RT_COUNT(rt_strings),
                 rt_escapes, RT_COUNT(rt_escapes));
  /* Patterns are also strings, and strings patterns. */
  rt_check_cross("SELECT like(?1, ?2)", gs_fn_like, 2,
                 rt_strings, RT_COUNT(rt_strings), rt_patterns, RT_COUNT(rt_patterns), 0, 0);
  rt_check_cross("SELECT glob(?1, ?2)", gs_fn_glob, 2,
                 rt_strings, RT_COUNT(rt_strings), rt_patterns, RT_COUNT(rt_patterns), 0, 0);
}

/* The 50000-byte pattern limit, at and around the boundary, and long
** matches that would recurse deeply in a naive matcher. */
static void rt_test_pattern_limit(void){
  static char pat[50002], str[60000];
  rt_input p, s[4], e[3], args[3];
  int sizes[] = { 49999, 50000, 50001 };
  int i, j, k, fill;
  const char fills[] = "%*a_?";
  memset(str, 'a', sizeof str);
  str[sizeof str - 1] = 'b';
  s[0].type = GS_TEXT; s[0].z = str; s[0].n = (int)sizeof str;
  s[1].type = GS_TEXT; s[1].z = str; s[1].n = 50000;
  s[2].type = GS_NULL;
  s[3].type = GS_BLOB; s[3].z = str; s[3].n = 10;
  e[0].type = GS_TEXT; e[0].z = "\\"; e[0].n = 1;
  e[1].type = GS_TEXT; e[1].z = ""; e[1].n = 0;
  e[2].type = GS_NULL;
  for(fill=0; fills[fill]; fill++){
    for(i=0; i<RT_COUNT(sizes); i++){
      memset(pat, fills[fill], sizeof pat);
      pat[sizes[i]-1] = 'b';        /* ends in the string's last character */
      p.type = GS_TEXT; p.z = pat; p.n = sizes[i];
      for(j=0; j<RT_COUNT(s); j++){
        args[0] = p; args[1] = s[j];
        rt_check("SELECT like(?1, ?2)", gs_fn_like, 2, args);
        rt_check("SELECT glob(?1, ?2)", gs_fn_glob, 2, args);
        for(k=0; k<RT_COUNT(e); k++){
          args[2] = e[k];
          rt_check("SELECT like(?1, ?2, ?3)", gs_fn_like, 3, args);
        }
      }
    }
  }
  /* Many wildcards against a long near-miss: O(pattern * string) work. */
  for(i=0; i<2000; i+=2){ pat[i] = fills[0]; pat[i+1] = 'a'; }
  pat[2000] = 'c';
  p.type = GS_TEXT; p.z = pat; p.n = 2001;
  args[0] = p; args[1] = s[0];
  rt_check("SELECT like(?1, ?2)", gs_fn_like, 2, args);
  for(i=0; i<2000; i+=2){ pat[i] = '*'; }
  rt_check("SELECT glob(?1, ?2)", gs_fn_glob, 2, args);
}

/* Random strings over a small alphabet of troublesome pieces: wildcards,
** class syntax, escapes, case pairs, multibyte and broken UTF-8, NUL. */
static unsigned rt_rand_state = 12345;
static unsigned rt_rand(void){
  rt_rand_state = rt_rand_state*1103515245u + 12345u;
  return (rt_rand_state >> 16) & 0x7fff;
}
static void rt_random_text(rt_input *x, char *buf, int maxpieces){
  static const char *pieces[] = {
    "a", "b", "A", "B", "%", "_", "*", "?", "[", "]", "^", "-", "\\",
    "\xc3\xa9", "\xc3\x89", "\xc3", "\x80", "\xe2\x82\xac", " ", "ab",
  };
  int k = (int)(rt_rand() % (unsigned)(maxpieces + 1)), i, n = 0;
  for(i=0; i<k; i++){
    const char *p = rt_rand() % 40 ? pieces[rt_rand() % RT_COUNT(pieces)] : "";
    if( *p==0 ){ buf[n++] = 0; continue; }   /* now and then an embedded NUL */
    while( *p ) buf[n++] = *p++;
  }
  x->type = GS_TEXT; x->z = buf; x->n = n;
}

static void rt_test_random(void){
  static char b0[64], b1[64], b2[64];
  static const rt_input escs[] = { T("\\"), T("a"), T("%"), T("_"), T("["), T("\xc3\xa9"), T("\x80") };
  rt_input args[3];
  int i;
  for(i=0; i<40000; i++){
    rt_random_text(&args[0], b0, 8);
    rt_random_text(&args[1], b1, 8);
    args[2] = escs[i % RT_COUNT(escs)];
    rt_check("SELECT like(?1, ?2)", gs_fn_like, 2, args);
    rt_check("SELECT glob(?1, ?2)", gs_fn_glob, 2, args);
    rt_check("SELECT like(?1, ?2, ?3)", gs_fn_like, 3, args);
  }
  for(i=0; i<10000; i++){
    rt_random_text(&args[0], b0, 8);
    rt_random_text(&args[1], b1, 3);
    rt_random_text(&args[2], b2, 3);
    rt_check("SELECT replace(?1, ?2, ?3)", gs_fn_replace, 3, args);
    rt_check("SELECT instr(?1, ?2)", gs_fn_instr, 2, args);
    rt_check("SELECT trim(?1, ?2)", gs_fn_trim, 2, args);
    rt_check("SELECT rtrim(?1, ?2)", gs_fn_rtrim, 2, args);
    rt_check("SELECT length(?1)", gs_fn_length, 1, args);
    rt_check("SELECT unicode(?1)", gs_fn_unicode, 1, args);
    args[1].type = GS_INT; args[1].i = (int)(rt_rand() % 13) - 6;
    args[2].type = GS_INT; args[2].i = (int)(rt_rand() % 13) - 6;
    rt_check("SELECT substr(?1, ?2, ?3)", gs_fn_substr, 3, args);
    rt_check("SELECT substr(?1, ?2)", gs_fn_substr, 2, args);
  }
}

static void rt_test_substr(void){
  static const rt_input xs[] = {
    T("abcdef"), T("\xc3\xa9t\xc3\xa9\xe2\x82\xac\xf0\x9f\x98\x80"), B("\x01\x02\x03\x04"),
    T("a\0bc"), T(""), B(""), I(12345), R(1.5), T("\x80\x80\xc3"), N,
  };
  static const rt_input ps[] = {
    I(9223372036854775807LL), I(-9223372036854775807LL-1), I(2147483647), I(2147483648LL),
    I(-2147483647-1), I(-2147483649LL), I(4294967296LL), I(4294967297LL), I(4294967295LL),
    I(4294967294LL), I(-4294967295LL), I(0), I(1), I(-1), I(2), I(-2), I(3), I(-3), I(6),
    I(7), I(-6), I(-7), I(100), I(-100),
    R(1e10), R(-1e19), R(1e19), R(2.5), R(-0.5), R(-2.9), R(1e300), R(-1e300),
    T(" 3"), T("2abc"), T("99999999999999999999"), T("-99999999999999999999"),
    T("9223372036854775808"), T("-9223372036854775808"), T("0x10"), T(""), T("+4"),
    T("\t-2 "), T("00000000000000000000003"), B("3"), N,
  };
  rt_check_cross("SELECT substr(?1, ?2)", gs_fn_substr, 2, xs, RT_COUNT(xs), ps, RT_COUNT(ps), 0, 0);
  rt_check_cross("SELECT substr(?1, ?2, ?3)", gs_fn_substr, 3, xs, RT_COUNT(xs), ps, RT_COUNT(ps),
                 ps, RT_COUNT(ps));
  rt_check_cross("SELECT substring(?1, ?2, ?3)", gs_fn_substring, 3, xs, 3, ps, 8, ps, 8);
  /* char() reads its arguments the same way, as 64-bit integers. */
  rt_check_cross("SELECT char(?1, ?2)", gs_fn_char, 2, ps, RT_COUNT(ps), ps, RT_COUNT(ps), 0, 0);
}

static void rt_test_misc(void){
  static const rt_input strs[] = {
    T("aaaa"), T("abab"), T("a\0a\0"), T("\0\0"), T("\xc3\xa9\xc3\xa9"), T("  x  "),
    T("xxyxx"), T("\xa9\xc3\xa9"), T("\xc3\xa9\xa9"), B("\0a\0"), B("\xc3\xa9\xa9" "a"),
    B("\xe2\x82\xac\x80"), I(1001), R(-0.0), R(100.0),
  };
  static const rt_input pats[] = {
    T("a"), T("aa"), T("ab"), T("\0"), T("a\0"), T("\0a"), T("\xc3"), T("\xa9"),
    T("\xc3\xa9"), T(" "), T("x"), T("xy"), T("yx"), T("\xc3\xa9\xa9"), T("\xa9\xc3"),
    B("\0"), B("a"), B(""), B("\xa9"), B("\x82\xac"), B("\x80"), I(0), I(1), R(0.0),
    T("1"), T("0"), T("\x80"), N,
  };
  static const rt_input reps[] = { T(""), T("XYZW"), T("\0"), I(7), R(2.5), B("\xff"), N };
  rt_check_cross("SELECT replace(?1, ?2, ?3)", gs_fn_replace, 3, strs, RT_COUNT(strs),
                 pats, RT_COUNT(pats), reps, RT_COUNT(reps));
  rt_check_cross("SELECT trim(?1, ?2)", gs_fn_trim, 2, strs, RT_COUNT(strs), pats, RT_COUNT(pats), 0, 0);
  rt_check_cross("SELECT ltrim(?1, ?2)", gs_fn_ltrim, 2, strs, RT_COUNT(strs), pats, RT_COUNT(pats), 0, 0);
  rt_check_cross("SELECT rtrim(?1, ?2)", gs_fn_rtrim, 2, strs, RT_COUNT(strs), pats, RT_COUNT(pats), 0, 0);
  rt_check_cross("SELECT instr(?1, ?2)", gs_fn_instr, 2, strs, RT_COUNT(strs), pats, RT_COUNT(pats), 0, 0);
  rt_check_cross("SELECT instr(?1, ?2)", gs_fn_instr, 2, pats, RT_COUNT(pats), strs, RT_COUNT(strs), 0, 0);
  rt_check_cross("SELECT ?1 || ?2", rt_concat, 2, strs, RT_COUNT(strs), pats, RT_COUNT(pats), 0, 0);
}

/* char() with no arguments, and with many. */
static void rt_test_char_arity(void){
  static const struct { int n; const char *zSql; } calls[] = {
    { 0,  "SELECT char()" },
    { 1,  "SELECT char(?1)" },
    { 5,  "SELECT char(?1,?2,?3,?4,?5)" },
    { 16, "SELECT char(?1,?2,?3,?4,?5,?6,?7,?8,?9,?10,?11,?12,?13,?14,?15,?16)" },
  };
  static const rt_input vals[] = { I(97), I(0x10ffff), I(0xd800), N, T("233"), R(8364.9) };
  rt_input args[16];
  int i, k;
  for(i=0; i<RT_COUNT(calls); i++){
    for(k=0; k<calls[i].n; k++) args[k] = vals[(k*5 + i) % RT_COUNT(vals)];
    rt_check(calls[i].zSql, gs_fn_char, calls[i].n, args);
  }
}

/* ---- the length limit ------------------------------------------------ */

/* rt_check with SQLITE_LIMIT_LENGTH lowered to lim after binding (a bound
** TEXT or BLOB longer than lim is an error of its own, so callers skip
** those) and a context with max_len lim. */
static void rt_check_limit(const char *zSql, rt_fn fn, int nArg, const rt_input *args, int lim){
  sqlite3_stmt *st = 0;
  gs_val argv[16], v;
  gs_ctx c;
  int k, rc, old;
  if( sqlite3_prepare_v2(rt_db, zSql, -1, &st, 0)!=SQLITE_OK ){
    fprintf(stderr, "cannot prepare %s: %s\n", zSql, sqlite3_errmsg(rt_db)); exit(2);
  }
  for(k=0; k<nArg; k++){ rt_bind(st, k+1, &args[k]); argv[k] = rt_val(&args[k]); }
  old = sqlite3_limit(rt_db, SQLITE_LIMIT_LENGTH, lim);
  rc = sqlite3_step(st);
  gs_ctx_init(&c, lim);
  v = fn(&c, nArg, argv);
  rt_record(zSql, st, rc, &c, v, nArg, args);
  gs_val_decref(&c, v);
  rt_alloc += c.n_alloc; rt_free += c.n_free;
  sqlite3_finalize(st);
  sqlite3_limit(rt_db, SQLITE_LIMIT_LENGTH, old);
}

static int rt_fits(const rt_input *x, int lim){
  return !(x->type==GS_TEXT || x->type==GS_BLOB) || x->n<=lim;
}

/* Every combination of the nasty inputs that bind under the limit. */
static void rt_check_all_limit(const char *zSql, rt_fn fn, int nArg, int lim){
  rt_input *in, args[3];
  int n = rt_inputs(&in), i, j, k;
  for(i=0; i<n; i++){
    if( !rt_fits(&in[i], lim) ) continue;
    args[0] = in[i];
    if( nArg==1 ){ rt_check_limit(zSql, fn, 1, args, lim); continue; }
    for(j=0; j<n; j++){
      if( !rt_fits(&in[j], lim) ) continue;
      args[1] = in[j];
      if( nArg==2 ){ rt_check_limit(zSql, fn, 2, args, lim); continue; }
      for(k=0; k<n; k++){
        if( !rt_fits(&in[k], lim) ) continue;
        args[2] = in[k];
        rt_check_limit(zSql, fn, 3, args, lim);
      }
    }
  }
}

static void rt_test_limits(void){
  static const int lims[] = { 1, 2, 3, 4, 5, 7, 8, 12, 13, 20, 24 };
  static const rt_input rs[] = {
    T("aaaa"), T("a"), T("bbb"), T("bbbb"), T("bbbbbbbb"), T("abcabc"), I(123456789), R(0.1),
  };
  rt_input args[16];
  int i, j, k, m;
  for(i=0; i<RT_COUNT(lims); i++){
    int lim = lims[i];
    rt_check_all_limit("SELECT length(?1)", gs_fn_length, 1, lim);
    rt_check_all_limit("SELECT upper(?1)", gs_fn_upper, 1, lim);
    rt_check_all_limit("SELECT lower(?1)", gs_fn_lower, 1, lim);
    rt_check_all_limit("SELECT hex(?1)", gs_fn_hex, 1, lim);
    rt_check_all_limit("SELECT unicode(?1)", gs_fn_unicode, 1, lim);
    rt_check_all_limit("SELECT trim(?1)", gs_fn_trim, 1, lim);
    rt_check_all_limit("SELECT char(?1)", gs_fn_char, 1, lim);
    rt_check_all_limit("SELECT substr(?1, ?2)", gs_fn_substr, 2, lim);
    rt_check_all_limit("SELECT ltrim(?1, ?2)", gs_fn_ltrim, 2, lim);
    rt_check_all_limit("SELECT instr(?1, ?2)", gs_fn_instr, 2, lim);
    rt_check_all_limit("SELECT like(?1, ?2)", gs_fn_like, 2, lim);
    rt_check_all_limit("SELECT ?1 || ?2", rt_concat, 2, lim);
    rt_check_all_limit("SELECT char(?1, ?2)", gs_fn_char, 2, lim);
    /* replace's growth check, around each boundary. */
    for(j=0; j<RT_COUNT(rs); j++){
      for(k=0; k<RT_COUNT(rs); k++){
        for(m=0; m<RT_COUNT(rs); m++){
          if( !rt_fits(&rs[j], lim) || !rt_fits(&rs[k], lim) || !rt_fits(&rs[m], lim) ) continue;
          args[0] = rs[j]; args[1] = rs[k]; args[2] = rs[m];
          rt_check_limit("SELECT replace(?1, ?2, ?3)", gs_fn_replace, 3, args, lim);
        }
      }
    }
  }
  rt_check_all_limit("SELECT replace(?1, ?2, ?3)", gs_fn_replace, 3, 3);
  rt_check_all_limit("SELECT substr(?1, ?2, ?3)", gs_fn_substr, 3, 5);
  /* char() of many arguments against small limits. */
  for(i=0; i<RT_COUNT(lims); i++){
    for(k=0; k<16; k++){ args[k].type = GS_INT; args[k].i = k%3 ? 0x20ac : 0x61; }
    rt_check_limit("SELECT char(?1,?2,?3,?4,?5,?6,?7,?8,?9,?10,?11,?12,?13,?14,?15,?16)",
                   gs_fn_char, 16, args, lims[i]);
  }
}

/* ---- out of memory --------------------------------------------------- */

/* Call fn(args) with the k-th host allocation failing, for k = 0, 1, ...
** until a call makes no more than k allocations: each must give either
** the right value or GS_NOMEM with NULL, and leave nothing allocated. */
static void rt_check_nomem(const char *zName, rt_fn fn, int nArg, const rt_input *args){
  gs_val argv[16], want, v;
  gs_ctx c;
  long k;
  int i;
  for(i=0; i<nArg; i++) argv[i] = rt_val(&args[i]);
  gs_ctx_init(&c, 1000000000);
  want = fn(&c, nArg, argv);
  if( c.rc!=GS_OK ){ fprintf(stderr, "! nomem %s: fails without a failure\n", zName); rt_nfail++; return; }
  for(k=0; ; k++){
    gs_ctx d;
    int ok, done;
    gs_ctx_init(&d, 1000000000);
    rt_malloc_countdown = k;
    v = fn(&d, nArg, argv);
    done = rt_malloc_countdown>0;      /* the failure was never reached */
    rt_malloc_countdown = -1;
    if( d.rc==GS_NOMEM ){
      ok = v.type==GS_NULL && strcmp(d.zerr, "out of memory")==0;
    }else{
      ok = d.rc==GS_OK && v.type==want.type
        && (!gs_is_str(v) || (v.s.n==want.s.n && gs_memcmp(v.s.z, want.s.z, v.s.n)==0))
        && (v.type!=GS_INT || v.u.i==want.u.i);
    }
    gs_val_decref(&d, v);
    if( d.n_alloc!=d.n_free ) ok = 0;
    if( ok ) rt_npass++;
    else{ rt_nfail++; fprintf(stderr, "! nomem %s: failing allocation %ld: rc=%d\n", zName, k, d.rc); }
    if( done || k>8 ) break;
  }
  gs_val_decref(&c, want);
  if( c.n_alloc!=c.n_free ){ rt_nfail++; fprintf(stderr, "! nomem %s: leak\n", zName); }
}

static void rt_test_nomem(void){
  static const rt_input s1[] = { T("abc") };
  static const rt_input i1[] = { I(-42) };
  static const rt_input r1[] = { R(2.5) };
  static const rt_input rep[] = { I(1212), I(1), R(0.5) };
  static const rt_input rep2[] = { T("abcb"), I(2), T("b") };
  static const rt_input cat[] = { I(5), R(2.5) };
  static const rt_input like3[] = { I(12), R(12.0), I(1) };
  static const rt_input ins[] = { R(12.5), I(2) };
  static const rt_input tr[] = { I(1001), I(1) };
  static const rt_input ch[] = { I(233), T("8364") };
  static const rt_input sub3[] = { R(-2.5), I(2), I(3) };
  rt_check_nomem("upper(text)", gs_fn_upper, 1, s1);
  rt_check_nomem("upper(int)", gs_fn_upper, 1, i1);
  rt_check_nomem("lower(real)", gs_fn_lower, 1, r1);
  rt_check_nomem("length(real)", gs_fn_length, 1, r1);
  rt_check_nomem("hex(int)", gs_fn_hex, 1, i1);
  rt_check_nomem("unicode(int)", gs_fn_unicode, 1, i1);
  rt_check_nomem("substr(int)", gs_fn_substr, 2, rep + 1);
  rt_check_nomem("substr(real)", gs_fn_substr, 3, sub3);
  rt_check_nomem("replace(ints)", gs_fn_replace, 3, rep);
  rt_check_nomem("replace(text)", gs_fn_replace, 3, rep2);
  rt_check_nomem("concat", rt_concat, 2, cat);
  rt_check_nomem("like3", gs_fn_like, 3, like3);
  rt_check_nomem("glob", gs_fn_glob, 2, like3);
  rt_check_nomem("instr", gs_fn_instr, 2, ins);
  rt_check_nomem("trim2", gs_fn_trim, 2, tr);
  rt_check_nomem("char", gs_fn_char, 2, ch);
}

/* ---- sharing --------------------------------------------------------- */

/* Results that keep an argument's bytes share its owner: no copy, one more
** reference. */
static void rt_test_sharing(void){
  gs_ctx c;
  gs_str s;
  gs_val a, v, argv[3];
  int ok;
  gs_ctx_init(&c, 1000000000);
  s = gs_alloc(&c, 8);
  memcpy(gs_mut(s), "  ABCD  ", 8);
  a = gs_text(s);
  argv[0] = a; argv[1] = gs_int(3); argv[2] = gs_int(2);
  v = gs_fn_substr(&c, 3, argv);
  ok = v.s.mi==s.mi && v.s.z==s.z+2 && s.mi->refct==2;
  gs_val_decref(&c, v);
  v = gs_fn_trim(&c, 1, argv);
  ok = ok && v.s.mi==s.mi && v.s.n==4 && s.mi->refct==2;
  gs_val_decref(&c, v);
  v = gs_fn_upper(&c, 1, argv);
  ok = ok && v.s.mi==s.mi && v.s.n==8;
  gs_val_decref(&c, v);
  v = gs_fn_lower(&c, 1, argv);
  ok = ok && v.s.mi!=s.mi && v.s.mi->refct==1 && memcmp(v.s.z, "  abcd  ", 8)==0;
  gs_val_decref(&c, v);
  gs_val_decref(&c, a);
  ok = ok && c.n_alloc==2 && c.n_free==2;
  if( ok ) rt_npass++; else{ rt_nfail++; fprintf(stderr, "! sharing\n"); }
  rt_alloc += c.n_alloc; rt_free += c.n_free;
}

int main(void){
  rt_open();
  rt_check_all_both("SELECT length(?1)", gs_fn_length, 1);
  rt_check_all_both("SELECT lower(?1)", gs_fn_lower, 1);
  rt_check_all_both("SELECT upper(?1)", gs_fn_upper, 1);
  rt_check_all_both("SELECT hex(?1)", gs_fn_hex, 1);
  rt_check_all_both("SELECT unicode(?1)", gs_fn_unicode, 1);
  rt_check_all_both("SELECT char(?1)", gs_fn_char, 1);
  rt_check_all_both("SELECT trim(?1)", gs_fn_trim, 1);
  rt_check_all_both("SELECT ltrim(?1)", gs_fn_ltrim, 1);
  rt_check_all_both("SELECT rtrim(?1)", gs_fn_rtrim, 1);
  rt_check_all_both("SELECT substr(?1, ?2)", gs_fn_substr, 2);
  rt_check_all_both("SELECT substring(?1, ?2)", gs_fn_substring, 2);
  rt_check_all_both("SELECT trim(?1, ?2)", gs_fn_trim, 2);
  rt_check_all_both("SELECT ltrim(?1, ?2)", gs_fn_ltrim, 2);
  rt_check_all_both("SELECT rtrim(?1, ?2)", gs_fn_rtrim, 2);
  rt_check_all_both("SELECT instr(?1, ?2)", gs_fn_instr, 2);
  rt_check_all_both("SELECT char(?1, ?2)", gs_fn_char, 2);
  rt_check_all_both("SELECT like(?1, ?2)", gs_fn_like, 2);
  rt_check_all_both("SELECT glob(?1, ?2)", gs_fn_glob, 2);
  rt_check_all_both("SELECT ?1 || ?2", rt_concat, 2);
  rt_check_all_both("SELECT substr(?1, ?2, ?3)", gs_fn_substr, 3);
  rt_check_all_both("SELECT replace(?1, ?2, ?3)", gs_fn_replace, 3);
  rt_check_all_both("SELECT like(?1, ?2, ?3)", gs_fn_like, 3);
  rt_check_all("SELECT char(?1, ?2, ?3)", gs_fn_char, 3);
  rt_test_patterns();
  rt_test_random();
  rt_test_pattern_limit();
  rt_test_substr();
  rt_test_misc();
  rt_test_char_arity();
  rt_test_limits();
  rt_test_nomem();
  rt_test_sharing();
  return rt_finish("rt_text");
}
