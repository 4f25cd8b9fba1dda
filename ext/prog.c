/*
** prog.c - compiled programs for gpu_udf_row and gpu_udf: compile once per
** statement (the program hangs on the statement as auxdata) and once per
** connection (a small cache keyed by program text and argument count).
** The results go back to SQLite through sqlfn.c's gp_result_*.
**
** A gp_prog is reference-counted: the connection's cache holds one
** reference, each statement that uses it another, so evicting an entry
** never pulls a program from under a running statement.
*/
#include "gpustr_int.h"
#include "prog.h"
#include "gpu_exec.h"
#include <string.h>

void gp_prog_unref(gp_prog *p){
  if( p && --p->nRef==0 ){
    gpu_kernel_unref(p->pKernel);
    gpu_kernel_unref(p->pJoinKernel);
    ir_free(p->pIr);
    sqlite3_free(p->zSrc);
    sqlite3_free(p);
  }
}

static void gp_prog_unref_void(void *p){ gp_prog_unref((gp_prog*)p); }

void gp_prog_cache_clear(gp_conn *conn){
  int i;
  for(i=0; i<GP_PROG_CACHE; i++){
    gp_prog_unref(conn->aProg[i]);
    conn->aProg[i] = 0;
  }
}

/* Is LIKE case-sensitive on db now (PRAGMA case_sensitive_like=1)?  SQLite
** 3.40 cannot read the pragma back, so ask the operator itself.  The
** pragma registers like() again, which expires every prepared statement:
** what a statement learnt here holds until it is prepared again. */
static int gp_like_case_sensitive(sqlite3 *db){
  sqlite3_stmt *pStmt = 0;
  int bCase = 0;
  if( sqlite3_prepare_v2(db, "SELECT 'a' LIKE 'A'", -1, &pStmt, 0)==SQLITE_OK
   && sqlite3_step(pStmt)==SQLITE_ROW ){
    bCase = sqlite3_column_type(pStmt, 0)==SQLITE_INTEGER && sqlite3_column_int(pStmt, 0)==0;
  }
  sqlite3_finalize(pStmt);
  return bCase;
}

static int gp_prog_lookup_opt(gp_conn *conn, const char *zSrc, int nSrc, int nArg,
                              int mOpt, gp_prog **pp, char **pzErr);

int gp_prog_lookup(gp_conn *conn, const char *zSrc, int nSrc, int nArg,
                   gp_prog **pp, char **pzErr){
  int rc = gp_prog_lookup_opt(conn, zSrc, nSrc, nArg, 0, pp, pzErr);
  /* Only a program that calls LIKE asks the connection for its case rule
  ** (a statement of its own), and is compiled again for it. */
  if( rc==SQLITE_OK && (*pp)->pIr->bLike && gp_like_case_sensitive(conn->db) ){
    gp_prog_unref(*pp);
    *pp = 0;
    rc = gp_prog_lookup_opt(conn, zSrc, nSrc, nArg, IR_LIKE_CASE, pp, pzErr);
  }
  return rc;
}

static int gp_prog_lookup_opt(gp_conn *conn, const char *zSrc, int nSrc, int nArg,
                              int mOpt, gp_prog **pp, char **pzErr){
  gp_prog *p = 0;
  ir_program *pIr = 0;
  sqlite3_int64 t0;
  int i, rc;
  *pp = 0;
  if( (int)strlen(zSrc)!=nSrc ){
    /* The compiler reads up to the first NUL: the rest would be dropped
    ** without a word. */
    *pzErr = sqlite3_mprintf("the program text contains a NUL byte (byte %d of %d)",
                             (int)strlen(zSrc) + 1, nSrc);
    return *pzErr ? SQLITE_ERROR : SQLITE_NOMEM;
  }
  /* The connection's cache, most recently used first. */
  for(i=0; i<GP_PROG_CACHE; i++){
    gp_prog *q = conn->aProg[i];
    if( q && q->nArg==nArg && q->mOpt==mOpt && q->nSrc==nSrc
     && memcmp(q->zSrc, zSrc, (size_t)nSrc)==0 ){
      if( i>0 ){ memmove(&conn->aProg[1], &conn->aProg[0], sizeof(gp_prog*)*(size_t)i); conn->aProg[0] = q; }
      gp_stat_add(GP_STAT_PROGRAM_CACHE_HITS, 1);
      q->nRef++;
      *pp = q;
      return SQLITE_OK;
    }
  }
  t0 = gp_now_ns();
  rc = ir_compile(zSrc, nArg, mOpt, &pIr, pzErr);
  gp_stat_add(GP_STAT_NS_COMPILE, gp_now_ns()-t0);
  if( rc!=SQLITE_OK ) return rc==SQLITE_NOMEM ? SQLITE_NOMEM : SQLITE_ERROR;
  p = (gp_prog*)sqlite3_malloc64(sizeof(*p));
  if( p ) p->zSrc = (char*)sqlite3_malloc64((sqlite3_uint64)nSrc+1);
  if( p==0 || p->zSrc==0 ){
    sqlite3_free(p);
    ir_free(pIr);
    return SQLITE_NOMEM;
  }
  memcpy(p->zSrc, zSrc, (size_t)nSrc);
  p->zSrc[nSrc] = 0;
  p->nSrc = nSrc;
  p->nArg = nArg;
  p->mOpt = mOpt;
  p->pIr = pIr;
  p->pKernel = 0;
  p->pJoinKernel = 0;
  p->nRef = 2;                                   /* the cache's and the caller's */
  gp_stat_add(GP_STAT_PROGRAMS_COMPILED, 1);
  gp_prog_unref(conn->aProg[GP_PROG_CACHE-1]);
  memmove(&conn->aProg[1], &conn->aProg[0], sizeof(gp_prog*)*(GP_PROG_CACHE-1));
  conn->aProg[0] = p;
  *pp = p;
  return SQLITE_OK;
}

int gp_prog_is(const gp_prog *p, sqlite3_value *pSrc){
  const char *zSrc = (const char*)sqlite3_value_text(pSrc);
  return zSrc!=0 && sqlite3_value_bytes(pSrc)==p->nSrc
      && memcmp(zSrc, p->zSrc, (size_t)p->nSrc)==0;
}

gp_prog *gp_prog_get_scalar(sqlite3_context *ctx, sqlite3_value *pSrc, int nArg, const char *zFunc){
  gp_prog *p = (gp_prog*)sqlite3_get_auxdata(ctx, 0);
  if( p && p->nArg==nArg ) return p;
  return gp_prog_get(ctx, pSrc, nArg, zFunc);
}

/* The program for argument 0 of this call, compiled for nArg arguments. */
gp_prog *gp_prog_get(sqlite3_context *ctx, sqlite3_value *pSrc, int nArg, const char *zFunc){
  gp_conn *conn = (gp_conn*)sqlite3_user_data(ctx);
  gp_prog *p = (gp_prog*)sqlite3_get_auxdata(ctx, 0);
  const char *zSrc;
  char *zErr = 0;
  int rc;
  /* The auxdata of an aggregate (gpu_udf) outlives the row, and the
  ** group or partition, that set it: the text is checked every time. */
  if( p && p->nArg==nArg && gp_prog_is(p, pSrc) ) return p;
  zSrc = (const char*)sqlite3_value_text(pSrc);
  if( zSrc==0 ){
    if( sqlite3_value_type(pSrc)==SQLITE_NULL ){
      gp_result_errorf(ctx, "%s: the program (argument 1) is NULL", zFunc);
    }else{
      sqlite3_result_error_nomem(ctx);
    }
    return 0;
  }
  rc = gp_prog_lookup(conn, zSrc, sqlite3_value_bytes(pSrc), nArg, &p, &zErr);
  if( rc!=SQLITE_OK ){
    if( rc==SQLITE_NOMEM ){
      sqlite3_result_error_nomem(ctx);
    }else{
      /* (no message means it could not be made: out of memory) */
      if( zErr ) gp_result_errorf(ctx, "%s: %s", zFunc, zErr);
      else sqlite3_result_error_nomem(ctx);
    }
    sqlite3_free(zErr);
    return 0;
  }
  /* The lookup's reference becomes the statement's.  Should SQLite fail to
  ** keep it (out of memory) it drops it at once; the cache's keeps p valid
  ** for this call. */
  sqlite3_set_auxdata(ctx, 0, p, gp_prog_unref_void);
  return p;
}
