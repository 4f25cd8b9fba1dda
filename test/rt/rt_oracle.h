/*
** rt_oracle.h - a small harness for testing runtime/ functions directly
** against SQLite, below the SQL layer.  Each test program (test/rt/rt_*.c)
** includes this once, evaluates an SQL expression with SQLite over a set of
** nasty input values, calls the runtime function on the same values, and
** compares storage class and value (REAL by value, NaN equal to NaN).
**
**   rt_open();                                // in-memory database
**   rt_check2("upper(?1)", gs_fn_upper_adapter, a, b);
**   return rt_finish("rt_text");             // prints "N passed, M failed"
**
** Leaks: rt_finish() also fails when the runtime allocated more strings than
** it freed.
*/
#ifndef RT_ORACLE_H
#define RT_ORACLE_H

#include <sqlite3.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <math.h>
#include "gs_core.h"

static sqlite3 *rt_db;
static int rt_npass, rt_nfail;
static int64_t rt_alloc, rt_free;
static int rt_verbose_limit = 30;   /* failures printed in full */

static void rt_open(void){
  if( sqlite3_open(":memory:", &rt_db)!=SQLITE_OK ){ fprintf(stderr, "cannot open db\n"); exit(2); }
}

/* The nasty input set: NULL, empty, ASCII, 2/3/4-byte UTF-8, invalid UTF-8,
** embedded NUL, numbers, numeric-looking text, blobs, a long string. */
typedef struct rt_input { int type; int64_t i; double r; const char *z; int n; } rt_input;

static unsigned char rt_long[70000];

static int rt_inputs(rt_input **pa){
  static rt_input a[64];
  int n = 0;
#define RT_T(s)    do{ a[n].type=GS_TEXT; a[n].z=(s); a[n].n=(int)sizeof(s)-1; n++; }while(0)
#define RT_B(s)    do{ a[n].type=GS_BLOB; a[n].z=(s); a[n].n=(int)sizeof(s)-1; n++; }while(0)
#define RT_I(v)    do{ a[n].type=GS_INT;  a[n].i=(v); n++; }while(0)
#define RT_R(v)    do{ a[n].type=GS_REAL; a[n].r=(v); n++; }while(0)
  a[n].type = GS_NULL; n++;
  RT_T(""); RT_T("a"); RT_T("abc"); RT_T("Hello, World"); RT_T("  pad  ");
  RT_T("x y\tz\n"); RT_T("%_[]*?^\\"); RT_T("aXbXc"); RT_T("ABCabc");
  RT_T("\xc3\xa9t\xc3\xa9");                 /* été: 2-byte */
  RT_T("\xe2\x82\xac" "100");                /* €100: 3-byte */
  RT_T("\xf0\x9f\x98\x80!");                 /* 😀!: 4-byte */
  RT_T("\x80" "abc");                        /* stray continuation byte */
  RT_T("ab\xc3");                            /* truncated sequence */
  RT_T("\xff\xfe" "z");                      /* bytes never valid in UTF-8 */
  RT_T("\xe2\x82" "x");                      /* lead byte swallowing ASCII? */
  RT_T("a\0b");                              /* embedded NUL */
  RT_T("\0");
  RT_T("12"); RT_T(" 12 "); RT_T("-7"); RT_T("1.5"); RT_T("1e3"); RT_T("0x1F");
  RT_T("1abc"); RT_T("9223372036854775808"); RT_T("-0"); RT_T(".5"); RT_T("1e400");
  RT_I(0); RT_I(1); RT_I(-1); RT_I(42); RT_I(9223372036854775807LL);
  RT_I(-9223372036854775807LL-1);
  RT_R(0.0); RT_R(-0.0); RT_R(1.5); RT_R(-2.5); RT_R(0.1); RT_R(1e15); RT_R(1e300);
  RT_R(123456789.123456789); RT_R(9.2233720368547758e18);
  RT_B(""); RT_B("\x00\x01\xff"); RT_B("abc");
  memset(rt_long, 'x', sizeof rt_long);
  rt_long[100] = 0xc3; rt_long[101] = 0xa9;
  a[n].type = GS_TEXT; a[n].z = (const char*)rt_long; a[n].n = (int)sizeof rt_long; n++;
#undef RT_T
#undef RT_B
#undef RT_I
#undef RT_R
  *pa = a;
  return n;
}

static gs_val rt_val(const rt_input *x){
  switch( x->type ){
    case GS_INT:  return gs_int(x->i);
    case GS_REAL: return gs_real(x->r);
    case GS_TEXT: return gs_text(gs_view((const unsigned char*)x->z, x->n));
    case GS_BLOB: return gs_blob(gs_view((const unsigned char*)x->z, x->n));
    default:      return gs_null();
  }
}

static void rt_bind(sqlite3_stmt *st, int i, const rt_input *x){
  switch( x->type ){
    case GS_INT:  sqlite3_bind_int64(st, i, x->i); break;
    case GS_REAL: sqlite3_bind_double(st, i, x->r); break;
    case GS_TEXT: sqlite3_bind_text(st, i, x->z, x->n, SQLITE_STATIC); break;
    case GS_BLOB: sqlite3_bind_blob(st, i, x->z, x->n, SQLITE_STATIC); break;
    default:      sqlite3_bind_null(st, i); break;
  }
}

static void rt_describe_val(FILE *f, gs_val v){
  int64_t i;
  switch( v.type ){
    case GS_NULL: fprintf(f, "NULL"); break;
    case GS_INT:  fprintf(f, "INT %lld", (long long)v.u.i); break;
    case GS_REAL: fprintf(f, "REAL %.17g", v.u.r); break;
    default:
      fprintf(f, "%s(%lld) '", v.type==GS_TEXT ? "TEXT" : "BLOB", (long long)v.s.n);
      for(i=0; i<v.s.n && i<60; i++){
        unsigned char ch = v.s.z[i];
        if( ch>=0x20 && ch<0x7f ) fputc(ch, f); else fprintf(f, "\\x%02x", ch);
      }
      fprintf(f, "%s'", v.s.n>60 ? "..." : "");
  }
}

/* Is the first column of st's current row the same value as v? */
static int rt_same(sqlite3_stmt *st, gs_val v){
  int t = sqlite3_column_type(st, 0);
  switch( t ){
    case SQLITE_NULL:    return v.type==GS_NULL;
    case SQLITE_INTEGER: return v.type==GS_INT && v.u.i==sqlite3_column_int64(st, 0);
    case SQLITE_FLOAT: {
      double d = sqlite3_column_double(st, 0);
      if( v.type!=GS_REAL ) return 0;
      if( isnan(d) ) return isnan(v.u.r);
      return d==v.u.r && signbit(d)==signbit(v.u.r);
    }
    default: {
      const void *z = t==SQLITE_TEXT ? (const void*)sqlite3_column_text(st, 0) : sqlite3_column_blob(st, 0);
      int n = sqlite3_column_bytes(st, 0);
      if( v.type!=(t==SQLITE_TEXT ? GS_TEXT : GS_BLOB) || v.s.n!=n ) return 0;
      return n==0 || memcmp(z, v.s.z, (size_t)n)==0;
    }
  }
}

/* Record one comparison: SQLite ran expression zSql (already stepped to its
** row, or failed with rcSql), the runtime gave v with context c. */
static void rt_record(const char *zSql, sqlite3_stmt *st, int rcSql, gs_ctx *c, gs_val v,
                      int nArg, const rt_input *args){
  int ok;
  if( rcSql!=SQLITE_ROW ){
    ok = c->rc!=GS_OK;    /* SQLite raised an error: so must we */
    if( ok && c->rc==GS_ERROR && c->zerr
     && strcmp(c->zerr, sqlite3_errmsg(rt_db))!=0 ) ok = 0;
  }else{
    ok = c->rc==GS_OK && rt_same(st, v);
  }
  if( ok ){ rt_npass++; return; }
  rt_nfail++;
  if( rt_verbose_limit-- > 0 ){
    int k;
    fprintf(stderr, "! %s  args:", zSql);
    for(k=0; k<nArg; k++){ fputc(' ', stderr); rt_describe_val(stderr, rt_val(&args[k])); }
    if( rcSql==SQLITE_ROW ){
      gs_val want = gs_null();
      int t = sqlite3_column_type(st, 0);
      if( t==SQLITE_INTEGER ) want = gs_int(sqlite3_column_int64(st, 0));
      else if( t==SQLITE_FLOAT ) want = gs_real(sqlite3_column_double(st, 0));
      else if( t==SQLITE_TEXT ) want = gs_text(gs_view(sqlite3_column_text(st, 0), sqlite3_column_bytes(st, 0)));
      else if( t==SQLITE_BLOB ) want = gs_blob(gs_view((const unsigned char*)sqlite3_column_blob(st, 0), sqlite3_column_bytes(st, 0)));
      fprintf(stderr, "\n    want ");
      rt_describe_val(stderr, want);
    }else{
      fprintf(stderr, "\n    want error '%s'", sqlite3_errmsg(rt_db));
    }
    fprintf(stderr, "\n    got  ");
    if( c->rc ) fprintf(stderr, "error rc=%d '%s'", c->rc, c->zerr ? c->zerr : "");
    else rt_describe_val(stderr, v);
    fputc('\n', stderr);
  }
}

/* The runtime side of one check: call fn on argv and return its value. */
typedef gs_val (*rt_fn)(gs_ctx*, int, const gs_val*);

/* Evaluate zSql (with ?1..?nArg bound to args) in SQLite and fn(args) in the
** runtime; compare; release the runtime's result. */
static void rt_check(const char *zSql, rt_fn fn, int nArg, const rt_input *args){
  sqlite3_stmt *st = 0;
  gs_val argv[16], v;
  gs_ctx c;
  int k, rc;
  if( sqlite3_prepare_v2(rt_db, zSql, -1, &st, 0)!=SQLITE_OK ){
    fprintf(stderr, "cannot prepare %s: %s\n", zSql, sqlite3_errmsg(rt_db)); exit(2);
  }
  for(k=0; k<nArg; k++){ rt_bind(st, k+1, &args[k]); argv[k] = rt_val(&args[k]); }
  rc = sqlite3_step(st);
  gs_ctx_init(&c, sqlite3_limit(rt_db, SQLITE_LIMIT_LENGTH, -1));
  v = fn(&c, nArg, argv);
  rt_record(zSql, st, rc, &c, v, nArg, args);
  gs_val_decref(&c, v);
  rt_alloc += c.n_alloc; rt_free += c.n_free;
  sqlite3_finalize(st);
}

/* Every combination of the input set over nArg positions (nArg <= 3). */
static void rt_check_all(const char *zSql, rt_fn fn, int nArg){
  rt_input *in, args[3];
  int n = rt_inputs(&in), i, j, k;
  for(i=0; i<n; i++){
    args[0] = in[i];
    if( nArg==1 ){ rt_check(zSql, fn, 1, args); continue; }
    for(j=0; j<n; j++){
      args[1] = in[j];
      if( nArg==2 ){ rt_check(zSql, fn, 2, args); continue; }
      for(k=0; k<n; k++){ args[2] = in[k]; rt_check(zSql, fn, 3, args); }
    }
  }
}

static int rt_finish(const char *zName){
  if( rt_alloc!=rt_free ){
    fprintf(stderr, "! %s: leak: %lld strings allocated, %lld freed\n", zName,
            (long long)rt_alloc, (long long)rt_free);
    rt_nfail++;
  }
  sqlite3_close(rt_db);
  printf("%s: %d passed, %d failed\n", zName, rt_npass, rt_nfail);
  return rt_nfail ? 1 : 0;
}

#endif /* RT_ORACLE_H */
