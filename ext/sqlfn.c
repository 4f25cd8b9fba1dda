/*
** sqlfn.c - a function of the UDF language as a plain SQL function, and
** runtime values handed back to SQLite.
**
**   SELECT levenshtein('kitten', 'sitting');           -- 3
**   SELECT gpu_udf_row('levenshtein(a, b)', 'kitten', 'sitting');  -- the same
**
** gpustr.c registers every row of the function table flagged FT_SQLFN
** (functab.h) with SQLite, gp_sqlfn_func as its xFunc and the row as its
** user data: the function then needs no SQL code of its own.  A call
** converts its arguments to runtime values (views of SQLite's, as a
** program's arguments are), calls the row's host routine (xImpl) on this
** thread, and returns the value as gpu_udf_row would: the same storage
** class, NULL and error, with the connection's length limit and LIKE
** pattern limit applying, and the strings it makes counted in gpu_stats().
**
** A row may prepare an argument once per statement (ft_prep: a pattern
** compiled): the object rides on the argument as auxdata, which SQLite
** keeps while the argument stays the same, and drops with the statement.
*/
#include "gpustr_int.h"
#include "sqlfn.h"
#include "batch.h"     /* gp_value_in */
#include "functab.h"
#include "vm.h"        /* vm_row_done */
#include <stdarg.h>

/* A text result up to this many bytes is handed to SQLite with its
** terminator (gp_result_text). */
#define GP_RESULT_TERM 1024

/* Text z[0..n) as the result, with the NUL after it when it is short and
** holds none: SQLite then marks it terminated (only a length of -1 does),
** so whatever reads it as text next (sqlite3_column_text, length(), the
** next function's sqlite3_value_text) takes it as it is.  Handed over
** with its length, the text would be copied again by the first of those
** to add a terminator, into a buffer grown to its size, which the next
** row's result then finds too small: two reallocations a row. */
void gp_result_text(sqlite3_context *ctx, const unsigned char *z, int64_t n){
  if( n<=GP_RESULT_TERM && (n==0 || memchr(z, 0, (size_t)n)==0) ){
    char zBuf[GP_RESULT_TERM + 1];
    if( n ) memcpy(zBuf, z, (size_t)n);
    zBuf[n] = 0;
    sqlite3_result_text(ctx, zBuf, -1, SQLITE_TRANSIENT);
  }else{
    sqlite3_result_text64(ctx, n ? (const char*)z : "", (sqlite3_uint64)n, SQLITE_TRANSIENT, SQLITE_UTF8);
  }
}

void gp_result_text_at(sqlite3_context *ctx, const unsigned char *z, int64_t n){
  if( z[n]==0 ){
    /* Terminated where it lies and no NUL before: SQLite's own length. */
    sqlite3_result_text(ctx, (const char*)z, -1, SQLITE_TRANSIENT);
  }else{
    gp_result_text(ctx, z, n);
  }
}

void gp_result_val(sqlite3_context *ctx, gs_val v){
  switch( v.type ){
    case GS_INT:  sqlite3_result_int64(ctx, v.u.i); break;
    case GS_REAL: sqlite3_result_double(ctx, v.u.r); break;
    case GS_TEXT: gp_result_text(ctx, v.s.z, v.s.n); break;
    case GS_BLOB:
      sqlite3_result_blob64(ctx, v.s.n ? (const void*)v.s.z : "", (sqlite3_uint64)v.s.n,
                            SQLITE_TRANSIENT);
      break;
    default: sqlite3_result_null(ctx); break;
  }
}

/* SQLite's destructor for a string handed over by gp_result_take (the
** last reference) or gp_result_share (one of them). */
static void gp_unshare(void *z){
  gs_meminfo *mi = ((gs_meminfo*)z) - 1;
  if( --mi->refct==0 ){
    sqlite3_free(mi);
    gp_stat_add(GP_STAT_STRINGS_FREED, 1);
  }
}

/* gp_result_take, the string released in context c (its cache, if it
** has one, takes the allocation back). */
static void gp_result_take_in(sqlite3_context *ctx, gs_ctx *c, gs_val v){
  gs_meminfo *mi = gs_is_str(v) ? v.s.mi : 0;
  if( mi && mi->refct==1 && mi->dtor==GS_DTOR_HOST && v.s.z==(const unsigned char*)(mi+1)
   && (v.type==GS_BLOB || v.s.n>GP_RESULT_TERM) ){
    /* The only reference to a whole allocation: SQLite takes the bytes as
    ** they are, no copy.  (The row has released its list of live strings.)
    ** A short text is copied with its terminator instead (gp_result_text). */
    if( v.type==GS_TEXT ){
      sqlite3_result_text64(ctx, (const char*)v.s.z, (sqlite3_uint64)v.s.n, gp_unshare, SQLITE_UTF8);
    }else{
      sqlite3_result_blob64(ctx, v.s.z, (sqlite3_uint64)v.s.n, gp_unshare);
    }
    return;
  }
  gp_result_val(ctx, v);
  if( mi ) gs_decref(c, v.s);
}

int gp_result_share(sqlite3_context *ctx, gs_val v){
  gs_meminfo *mi = gs_is_str(v) ? v.s.mi : 0;
  unsigned char *z;
  int64_t n = v.s.n;
  /* The whole allocation (so the byte after it is its own spare, which no
  ** view of it covers), and long enough that a copy costs more than the
  ** look for a NUL. */
  if( mi==0 || mi->dtor!=GS_DTOR_HOST || v.s.z!=(const unsigned char*)(mi+1) || n!=mi->size
   || n<=GP_RESULT_TERM ){
    return 0;
  }
  z = (unsigned char*)(mi + 1);
  if( v.type==GS_TEXT ){
    if( memchr(z, 0, (size_t)n) ) return 0;
    /* Terminated, so that SQLite marks it so and whatever reads it as text
    ** takes it as it is (gp_result_text). */
    z[n] = 0;
    mi->refct++;
    sqlite3_result_text(ctx, (const char*)z, -1, gp_unshare);
  }else{
    mi->refct++;
    sqlite3_result_blob64(ctx, z, (sqlite3_uint64)n, gp_unshare);
  }
  return 1;
}

void gp_result_take(sqlite3_context *ctx, gs_val v){
  gs_ctx c;
  gs_ctx_init(&c, 0);
  gp_result_take_in(ctx, &c, v);
  gp_stat_add(GP_STAT_STRINGS_FREED, c.n_free);
  gp_stat_add(GP_STAT_REFCOUNT_OPS, c.n_refops);
}

void gp_result_errorf(sqlite3_context *ctx, const char *zFormat, ...){
  sqlite3_str *s = sqlite3_str_new(0);
  char *z;
  va_list ap;
  va_start(ap, zFormat);
  sqlite3_str_vappendf(s, zFormat, ap);
  va_end(ap);
  z = sqlite3_str_finish(s);
  if( z ) sqlite3_result_error(ctx, z, -1);
  else sqlite3_result_error_nomem(ctx);
  sqlite3_free(z);
}

void gp_result_gs_error(sqlite3_context *ctx, int rc, const char *zErr){
  if( rc==GS_NOMEM ) sqlite3_result_error_nomem(ctx);
  else if( rc==GS_TOOBIG ) sqlite3_result_error_toobig(ctx);
  else sqlite3_result_error(ctx, zErr ? zErr : "runtime error", -1);
}

/* The call through the runtime: its values, its context, its result.
** pObj: the prepared object where the caller has found it already. */
static void __attribute__((noinline)) gp_sqlfn_run(sqlite3_context *ctx, const ft_entry *f, int argc,
                                                   sqlite3_value **argv, void *pObj){
  const ft_prep *pPrep = f->pPrep;
  sqlite3 *db = sqlite3_context_db_handle(ctx);
  gs_val aArgStack[8], *aArg = aArgStack;
  gs_val res;
  gs_ctx c;
  gp_row_intr ri;
  int bMade = 0, i, rc;
  if( argc>8 ){
    aArg = (gs_val*)sqlite3_malloc64(sizeof(gs_val)*(sqlite3_uint64)argc);
    if( aArg==0 ){ sqlite3_result_error_nomem(ctx); return; }
  }
  for(i=0; i<argc; i++){
    aArg[i] = gp_value_in(argv[i]);
    /* NULL in, NULL out, before a pattern is prepared: as in a program,
    ** whose routine looks at its NULLs first. */
    if( aArg[i].type==GS_NULL && (f->flags & FT_NULLIN) ){
      sqlite3_result_null(ctx);
      goto done;
    }
  }
  gs_ctx_init(&c, sqlite3_limit(db, SQLITE_LIMIT_LENGTH, -1));
  gs_ctx_set_like_max(&c, sqlite3_limit(db, SQLITE_LIMIT_LIKE_PATTERN_LENGTH, -1));
  ri.db = db;
  ri.bInit = 0;
  c.xStop = gp_row_intr_stop;
  c.pStop = &ri;
  if( pPrep && pPrep->iArg<argc && aArg[pPrep->iArg].type!=GS_NULL ){
    if( pObj==0 ) pObj = sqlite3_get_auxdata(ctx, pPrep->iArg);
    if( pObj==0 ){
      char *zErr = 0;
      rc = pPrep->xPrepare(aArg[pPrep->iArg], &pObj, &zErr);
      if( rc!=GS_OK ){
        gp_row_intr_end(&ri);
        gp_result_gs_error(ctx, rc, zErr);
        sqlite3_free(zErr);
        goto done;
      }
      bMade = 1;
    }
    res = pPrep->xRun(&c, argc, aArg, pObj);
  }else{
    res = f->xImpl(&c, argc, aArg);
  }
  rc = vm_row_done(&c, &res);
  if( rc==GS_OK ) gp_result_take_in(ctx, &c, res);
  else gp_result_gs_error(ctx, rc, c.zerr);
  if( gp_row_intr_end(&ri) && rc!=GS_OK ) sqlite3_result_error_code(ctx, SQLITE_INTERRUPT);
  gp_stat_add(GP_STAT_STRINGS_ALLOCATED, c.n_alloc);
  gp_stat_add(GP_STAT_STRINGS_FREED, c.n_free);
  gp_stat_add(GP_STAT_REFCOUNT_OPS, c.n_refops);
  /* Last: SQLite may free the object at once (out of memory). */
  if( bMade ) sqlite3_set_auxdata(ctx, pPrep->iArg, pObj, pPrep->xFree);
done:
  if( aArg!=aArgStack ) sqlite3_free(aArg);
}

void gp_sqlfn_func(sqlite3_context *ctx, int argc, sqlite3_value **argv){
  const ft_entry *f = (const ft_entry*)sqlite3_user_data(ctx);
  const ft_prep *pPrep = f->pPrep;
  void *pObj = 0;
  if( argc<f->nMin ){
    /* Registered for any number (nMax -1), SQLite checks not the least. */
    gp_result_errorf(ctx, "wrong number of arguments to function %s()", f->zName);
    return;
  }
  if( pPrep && pPrep->xFast && pPrep->iArg<argc
   && (pObj = sqlite3_get_auxdata(ctx, pPrep->iArg))!=0 && pPrep->xFast(ctx, argc, argv, pObj) ){
    return;
  }
  gp_sqlfn_run(ctx, f, argc, argv, pObj);
}
