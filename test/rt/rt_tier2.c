/*
** rt_tier2.c - tests runtime/gs_tier2.h and gs_fuzzy.h below the SQL
** layer, where test/tier2.test and test/fuzzy.test cannot reach.  SQLite 3.40 has no tier-2 functions, so
** tier2.test holds the values; this program checks what must hold for every
** value:
**
**   gcc -std=c99 -O1 -Wall -Wextra -Werror -Iruntime -Itest/rt \
**       test/rt/rt_tier2.c -lsqlite3 -lm -o /tmp/rt_tier2 && /tmp/rt_tier2
**
** - every function over the harness's nasty inputs (rt_oracle.h: NULL, '',
**   2/3/4-byte and invalid UTF-8, NUL, numbers, BLOBs, 70,000 bytes) in
**   every argument position, with the arguments as views and as owned copies
**   released right after the call: the same result, holding exactly one
**   reference, and every string freed;
** - the length limit: a TEXT result of L > 0 bytes comes back the same with
**   max_len = L and is GS_TOOBIG with max_len = L - 1 (nothing larger than
**   the limit is ever made, nothing within it refused);
** - out of memory: each host allocation failing in turn gives GS_NOMEM and
**   NULL, or the right value, and leaks nothing;
** - and where SQLite 3.40 can say the same thing another way (octet_length,
**   concat, concat_ws), SQLite itself on every combination of inputs.
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
#include "gs_tier2.h"
#include "gs_fuzzy.h"
#include "gs_regex.h"

#define RT_COUNT(a) ((int)(sizeof(a)/sizeof((a)[0])))

#define T(s)  { GS_TEXT, 0, 0, (s), (int)sizeof(s)-1 }
#define I(v)  { GS_INT, (v), 0, 0, 0 }
#define N     { GS_NULL, 0, 0, 0, 0 }

typedef struct rt_t2fn {
  const char *zName;
  rt_fn x;
  int nArg;
  int bLongOnce;   /* quadratic: the long input in one position only */
} rt_t2fn;

static const rt_t2fn rt_fns[] = {
  { "startswith", gs_fn_startswith, 2, 0 }, { "endswith", gs_fn_endswith, 2, 0 },
  { "contains", gs_fn_contains, 2, 0 },     { "count", gs_fn_count, 2, 0 },
  { "find", gs_fn_find, 2, 0 },             { "find", gs_fn_find, 3, 0 },
  { "rfind", gs_fn_rfind, 2, 0 },           { "rfind", gs_fn_rfind, 3, 0 },
  { "repeat", gs_fn_repeat, 2, 0 },         { "reverse", gs_fn_reverse, 1, 0 },
  { "lpad", gs_fn_lpad, 2, 0 },             { "lpad", gs_fn_lpad, 3, 0 },
  { "rpad", gs_fn_rpad, 2, 0 },             { "rpad", gs_fn_rpad, 3, 0 },
  { "zfill", gs_fn_zfill, 2, 0 },           { "title", gs_fn_title, 1, 0 },
  { "capitalize", gs_fn_capitalize, 1, 0 }, { "swapcase", gs_fn_swapcase, 1, 0 },
  { "isalpha", gs_fn_isalpha, 1, 0 },       { "isdigit", gs_fn_isdigit, 1, 0 },
  { "isalnum", gs_fn_isalnum, 1, 0 },       { "isspace", gs_fn_isspace, 1, 0 },
  { "isupper", gs_fn_isupper, 1, 0 },       { "islower", gs_fn_islower, 1, 0 },
  { "istitle", gs_fn_istitle, 1, 0 },       { "isdecimal", gs_fn_isdecimal, 1, 0 },
  { "split_part", gs_fn_split_part, 3, 0 }, { "concat", gs_fn_concat, 1, 0 },
  { "concat", gs_fn_concat, 3, 0 },         { "concat_ws", gs_fn_concat_ws, 2, 0 },
  { "concat_ws", gs_fn_concat_ws, 3, 0 },   { "octet_length", gs_fn_octet_length, 1, 0 },
  { "unicode_upper", gs_fn_unicode_upper, 1, 0 },
  { "unicode_lower", gs_fn_unicode_lower, 1, 0 },
  { "levenshtein", gs_fn_levenshtein, 2, 1 },
  { "levenshtein", gs_fn_levenshtein, 3, 1 }, { "osa_distance", gs_fn_osa_distance, 2, 1 },
  { "hamming", gs_fn_hamming, 2, 0 },       { "jaro", gs_fn_jaro, 2, 1 },
  { "jaro_winkler", gs_fn_jaro_winkler, 2, 1 }, { "soundex", gs_fn_soundex, 1, 0 },
  /* gs_regex.h: every argument a pattern, most of them malformed */
  { "regexp_like", gs_fn_regexp_like, 2, 0 },     { "regexp", gs_fn_regexp, 2, 0 },
  { "regexp_substr", gs_fn_regexp_substr, 2, 0 }, { "regexp_instr", gs_fn_regexp_instr, 2, 0 },
  { "regexp_count", gs_fn_regexp_count, 2, 0 },   { "regexp_capture", gs_fn_regexp_capture, 3, 0 },
  { "regexp_replace", gs_fn_regexp_replace, 3, 0 },
};

/* Arguments after the first: text to search for or to pad with, and small
** numbers for counts, widths, positions and fields (as numbers and text). */
static const rt_input rt_more[] = {
  N, T(""), T("a"), T("l"), T(","), T("xy"), T("\xc3\xa9"), T("\xce\xa3"), T("\x80"),
  T("\0"), I(0), I(1), I(-1), I(2), I(-3), I(7), I(40), T("3"),
};

static int rt_same_val(gs_val a, gs_val b){
  if( a.type!=b.type ) return 0;
  if( gs_is_str(a) ) return a.s.n==b.s.n && (a.s.n==0 || memcmp(a.s.z, b.s.z, (size_t)a.s.n)==0);
  if( a.type==GS_INT ) return a.u.i==b.u.i;
  if( a.type==GS_REAL ) return a.u.r==b.u.r;
  return 1;
}

static void rt_fail(const rt_t2fn *f, const char *zWhat, int nArg, const rt_input *args, gs_val got){
  int k;
  rt_nfail++;
  if( rt_verbose_limit-- <= 0 ) return;
  fprintf(stderr, "! %s/%d: %s  args:", f->zName, nArg, zWhat);
  for(k=0; k<nArg; k++){ fputc(' ', stderr); rt_describe_val(stderr, rt_val(&args[k])); }
  fprintf(stderr, "\n    got ");
  rt_describe_val(stderr, got);
  fputc('\n', stderr);
}

/* fn on args with each TEXT/BLOB argument copied into an owned string that
** is released right after the call. */
static gs_val rt_call_owned(gs_ctx *c, rt_fn fn, int nArg, const gs_val *argv){
  gs_val own[4], v;
  int k;
  for(k=0; k<nArg; k++){
    own[k] = argv[k];
    if( gs_is_str(argv[k]) ){
      gs_str s = gs_alloc(c, argv[k].s.n);
      if( s.z==0 ){ fprintf(stderr, "rt_call_owned: cannot copy\n"); exit(2); }
      if( s.n ) memcpy(gs_mut(s), argv[k].s.z, (size_t)s.n);
      own[k].s = s;
    }
  }
  v = fn(c, nArg, own);
  for(k=0; k<nArg; k++) gs_val_decref(c, own[k]);
  return v;
}

/* One call, checked as the header says, under length limit max_len. */
static void rt_check_one(const rt_t2fn *f, int nArg, const rt_input *args, int64_t max_len){
  gs_val argv[4], v, w;
  gs_ctx c, d;
  int k;
  for(k=0; k<nArg; k++) argv[k] = rt_val(&args[k]);
  gs_ctx_init(&c, max_len);
  v = f->x(&c, nArg, argv);
  /* The errors there may be: too big (huge widths and counts),
  ** split_part's field 0, levenshtein's negative bound, hamming's
  ** strings of different lengths, a malformed regular expression or group. */
  if( c.rc!=GS_OK && c.rc!=GS_TOOBIG && !(c.rc==GS_ERROR && (strcmp(f->zName, "split_part")==0
      || strcmp(f->zName, "levenshtein")==0 || strcmp(f->zName, "hamming")==0
      || strncmp(f->zName, "regexp", 6)==0)) ){
    rt_fail(f, "unexpected error", nArg, args, v);
  }
  /* Owned arguments: the same result, with one reference of its own. */
  gs_ctx_init(&d, max_len);
  w = rt_call_owned(&d, f->x, nArg, argv);
  if( d.rc!=c.rc || !rt_same_val(v, w) ) rt_fail(f, "owned arguments differ", nArg, args, w);
  else if( gs_is_str(w) && w.s.mi && w.s.mi->refct!=1 ) rt_fail(f, "result refcount", nArg, args, w);
  else rt_npass++;
  gs_val_decref(&d, w);
  if( d.n_alloc!=d.n_free ) rt_fail(f, "leak (owned)", nArg, args, gs_null());
  /* The length limit, exactly. */
  if( v.type==GS_TEXT && v.s.n>0 ){
    gs_ctx_init(&d, v.s.n);
    w = f->x(&d, nArg, argv);
    if( d.rc!=GS_OK || !rt_same_val(v, w) ) rt_fail(f, "refused at max_len = its length", nArg, args, w);
    else rt_npass++;
    gs_val_decref(&d, w);
    gs_ctx_init(&d, v.s.n - 1);
    w = f->x(&d, nArg, argv);
    if( d.rc!=GS_TOOBIG || w.type!=GS_NULL ) rt_fail(f, "not too big at max_len = its length - 1", nArg, args, w);
    else rt_npass++;
    gs_val_decref(&d, w);
  }
  gs_val_decref(&c, v);
  if( c.n_alloc!=c.n_free ) rt_fail(f, "leak", nArg, args, gs_null());
  rt_alloc += c.n_alloc; rt_free += c.n_free;
}

/* The first argument from the input set, the others from rt_more, and the
** input set in each other position too (where its numbers are widths and
** counts of up to 10^300: under a limit of 10^6, so that the ones that fit
** stay cheap and the others are "too big"). */
static void rt_test_all(void){
  rt_input *in, args[3];
  int n = rt_inputs(&in), i, j, k, pos, fi;
  for(fi=0; fi<RT_COUNT(rt_fns); fi++){
    const rt_t2fn *f = &rt_fns[fi];
    for(i=0; i<n; i++){
      args[0] = in[i];
      if( f->nArg==1 ){ rt_check_one(f, 1, args, 1000000000); continue; }
      for(j=0; j<RT_COUNT(rt_more); j++){
        args[1] = rt_more[j];
        if( f->nArg==2 ){ rt_check_one(f, 2, args, 1000000000); continue; }
        for(k=0; k<RT_COUNT(rt_more); k++){ args[2] = rt_more[k]; rt_check_one(f, 3, args, 1000000000); }
      }
    }
    /* Every input in the later positions, with a plain first argument. */
    for(pos=1; pos<f->nArg; pos++){
      for(i=0; i<n; i++){
        args[0] = rt_more[5]; args[1] = rt_more[13]; args[2] = rt_more[2];
        if( f->bLongOnce && in[i].n>1000 ) continue;
        args[pos] = in[i];
        rt_check_one(f, f->nArg, args, 1000000);
      }
    }
  }
}

/* Call fn(args) with the k-th host allocation failing, for k = 0, 1, ...
** until a call makes no more than k allocations. */
static void rt_check_nomem(const char *zName, rt_fn fn, int nArg, const rt_input *args){
  gs_val argv[4], want, v;
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
    done = rt_malloc_countdown>0;
    rt_malloc_countdown = -1;
    if( d.rc==GS_NOMEM ) ok = v.type==GS_NULL && strcmp(d.zerr, "out of memory")==0;
    else ok = d.rc==GS_OK && rt_same_val(v, want);
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
  static char long_a[200], long_b[150];
  static const rt_input up[] = { T("stra\xc3\x9f" "e") }, num[] = { I(-42) };
  static const rt_input pad[] = { T("hi"), I(6), T("xy") };
  static const rt_input cat[] = { I(12), T("ab"), { GS_REAL, 0, 2.5, 0, 0 } };
  static const rt_input rep[] = { I(7), I(3) };
  static const rt_input split[] = { { GS_REAL, 0, 1.25, 0, 0 }, T("."), I(-1) };
  static const rt_input fnd[] = { I(12345), I(34), T("2") };
  rt_input lev[2], lev3[3];
  memset(long_a, 'a', sizeof long_a);
  memset(long_b, 'b', sizeof long_b);
  lev[0].type = GS_TEXT; lev[0].z = long_a; lev[0].n = (int)sizeof long_a;
  lev[1].type = GS_TEXT; lev[1].z = long_b; lev[1].n = (int)sizeof long_b;
  lev3[0] = lev[0]; lev3[1] = lev[1]; lev3[2] = rep[0];
  rt_check_nomem("unicode_upper(text)", gs_fn_unicode_upper, 1, up);
  rt_check_nomem("title(int)", gs_fn_title, 1, num);
  rt_check_nomem("reverse(int)", gs_fn_reverse, 1, num);
  rt_check_nomem("isdigit(int)", gs_fn_isdigit, 1, num);
  rt_check_nomem("lpad", gs_fn_lpad, 3, pad);
  rt_check_nomem("rpad", gs_fn_rpad, 3, pad);
  rt_check_nomem("concat", gs_fn_concat, 3, cat);
  rt_check_nomem("concat_ws", gs_fn_concat_ws, 3, cat);
  rt_check_nomem("repeat(int)", gs_fn_repeat, 2, rep);
  rt_check_nomem("zfill(int)", gs_fn_zfill, 2, rep);
  rt_check_nomem("split_part(real)", gs_fn_split_part, 3, split);
  rt_check_nomem("find(int)", gs_fn_find, 3, fnd);
  rt_check_nomem("levenshtein(long)", gs_fn_levenshtein, 2, lev);
  rt_check_nomem("levenshtein(int)", gs_fn_levenshtein, 2, rep);
  rt_check_nomem("levenshtein(long, k)", gs_fn_levenshtein, 3, lev3);
  rt_check_nomem("osa_distance(long)", gs_fn_osa_distance, 2, lev);
  rt_check_nomem("osa_distance(int)", gs_fn_osa_distance, 2, rep);
  rt_check_nomem("jaro(long)", gs_fn_jaro, 2, lev);
  rt_check_nomem("jaro_winkler(int)", gs_fn_jaro_winkler, 2, rep);
  rt_check_nomem("hamming(int)", gs_fn_hamming, 2, rep);
  rt_check_nomem("soundex(int)", gs_fn_soundex, 1, rep);
  rt_check_nomem("soundex(text)", gs_fn_soundex, 1, up);
  {
    /* The pattern compiled on every call: each of the compiler's
    ** allocations fails in turn; a pattern of hundreds of instructions
    ** takes the VM's scratch from a string. */
    static const rt_input re[] = { T("ab\xc3\xa9 12 x@y.org"), T("(\\w+)@(\\w+)|\\d+|[^a-c]"), T("<$2|$1>") };
    static char big[900];
    rt_input reb[3];
    int k;
    for(k=0; k<100; k++) memcpy(big + 9*k, k<99 ? "(?:a|bc)|" : "(x)(\\w)z", 9);
    reb[0] = re[0];
    reb[1].type = GS_TEXT; reb[1].z = big; reb[1].n = (int)sizeof big;
    reb[2] = re[2];
    rt_check_nomem("regexp_replace", gs_fn_regexp_replace, 3, re);
    rt_check_nomem("regexp_count", gs_fn_regexp_count, 2, re);
    rt_check_nomem("regexp_capture(big)", gs_fn_regexp_capture, 3, (rt_input[]){ reb[0], reb[1], I(2) });
    rt_check_nomem("regexp_replace(big)", gs_fn_regexp_replace, 3, reb);
  }
}

/* Tier-2 functions that SQLite 3.40 can spell with its own. */
static void rt_test_oracle(void){
  rt_check_all("SELECT length(CAST(?1 AS BLOB))", gs_fn_octet_length, 1);
  rt_check_all("SELECT coalesce(CAST(?1 AS TEXT), '')", gs_fn_concat, 1);
  rt_check_all("SELECT coalesce(CAST(?1 AS TEXT), '') || coalesce(CAST(?2 AS TEXT), '')", gs_fn_concat, 2);
  rt_check_all("SELECT CASE WHEN ?1 IS NOT NULL THEN coalesce(CAST(?2 AS TEXT), '') END", gs_fn_concat_ws, 2);
}

int main(void){
  rt_open();
  rt_test_oracle();
  rt_test_all();
  rt_test_nomem();
  return rt_finish("rt_tier2");
}
