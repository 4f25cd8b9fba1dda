/*
** sqlfn_test.c - unit tests of the plain SQL function of an FT_SQLFN row
** (ext/sqlfn.c), with rows of its own, so that the per-statement hook
** (ft_prep) is tested before any function of the table uses one:
**
**   gcc -O1 -g -Wall -Wextra -Werror -DGPUSTR_STANDALONE -Iext -Iruntime \
**       ext/sqlfn.c ext/batch.c ext/vm.c ext/stats.c test/unit/sqlfn_test.c \
**       -lsqlite3 -lpthread -lm -o /tmp/sqlfn_test
**
** The program registers its rows itself, as gpustr.c registers the table's
** (gp_sqlfn_func, the row as user data).  has(s, p) is contains() with p
** prepared: a copy of p made once and counted.  Covered: a literal, a bound
** parameter and a column as the prepared argument (prepared once per
** statement, once per row), a NULL one (not prepared: xImpl runs), the
** prepare's error, every object freed, results equal to xImpl's, fewer
** arguments than the row takes under nArg -1, runtime errors and NULLs,
** strings allocated == freed.  Last line: "sqlfn_test: N passed, M failed".
*/
#include "gpustr_int.h"
#include "ast.h"        /* FE_T_*, functab.h */
#include "sqlfn.h"
#include "gs_runtime.h"

#include <stdio.h>
#include <string.h>

static int nPass, nFail;

static void ok(int bOk, const char *zWhat){
  if( bOk ){
    nPass++;
  }else{
    nFail++;
    printf("FAIL: %s\n", zWhat);
  }
}

/* ---- the test rows ------------------------------------------------------- */

static int nPrepare, nRun, nFree;

typedef struct has_obj { int64_t n; unsigned char z[1]; } has_obj;

static int has_prepare(gs_val arg, void **ppObj, char **pzErr){
  has_obj *p;
  if( arg.type!=GS_TEXT ){
    *pzErr = sqlite3_mprintf("has: the pattern must be text");
    return GS_ERROR;
  }
  p = (has_obj*)sqlite3_malloc64(sizeof(*p) + (sqlite3_uint64)arg.s.n);
  if( p==0 ) return GS_NOMEM;
  p->n = arg.s.n;
  if( arg.s.n ) memcpy(p->z, arg.s.z, (size_t)arg.s.n);
  nPrepare++;
  *ppObj = p;
  return GS_OK;
}

static void has_free(void *p){
  nFree++;
  sqlite3_free(p);
}

/* contains(s, p) with p taken from the prepared copy, not the argument. */
static gs_val has_run(gs_ctx *c, int argc, const gs_val *argv, void *pObj){
  has_obj *p = (has_obj*)pObj;
  gs_val a[2];
  nRun++;
  a[0] = argv[0];
  a[1] = gs_text(gs_view(p->z, p->n));
  return gs_fn_contains(c, argc, a);
}

static const ft_prep has_prep = { 1, has_prepare, has_free, has_run, 0 };

static const ft_entry aRow[] = {
  { "has",    2,  2, FE_T_INT,  FT_R_FIXED, FT_NULLIN|FT_SQLFN, "gs_fn_contains",
    gs_fn_contains, 0, 0, &has_prep },
  /* any number of arguments, at least 1 */
  { "cat",    1, -1, FE_T_TEXT, FT_R_FIXED, FT_SQLFN, "gs_fn_concat",
    gs_fn_concat, 0, 0, 0 },
  { "rep",    2,  2, FE_T_TEXT, FT_R_FIXED, FT_NULLIN|FT_SQLFN, "gs_fn_repeat",
    gs_fn_repeat, 0, 0, 0 },
};

static sqlite3 *open_db(void){
  sqlite3 *db = 0;
  sqlite3_open(":memory:", &db);
  sqlite3_create_function_v2(db, "has", 2, SQLITE_UTF8|SQLITE_DETERMINISTIC, (void*)&aRow[0],
                             gp_sqlfn_func, 0, 0, 0);
  sqlite3_create_function_v2(db, "cat", -1, SQLITE_UTF8|SQLITE_DETERMINISTIC, (void*)&aRow[1],
                             gp_sqlfn_func, 0, 0, 0);
  sqlite3_create_function_v2(db, "rep", 2, SQLITE_UTF8|SQLITE_DETERMINISTIC, (void*)&aRow[2],
                             gp_sqlfn_func, 0, 0, 0);
  return db;
}

/* The one value of zSql as quote() text, or "error: <message>". */
static char *one(sqlite3 *db, const char *zSql){
  sqlite3_stmt *pStmt = 0;
  char *zRes;
  char *zQ = sqlite3_mprintf("SELECT quote((%s))", zSql);
  if( sqlite3_prepare_v2(db, zQ, -1, &pStmt, 0)!=SQLITE_OK ){
    zRes = sqlite3_mprintf("error: %s", sqlite3_errmsg(db));
  }else if( sqlite3_step(pStmt)==SQLITE_ROW ){
    zRes = sqlite3_mprintf("%s", (const char*)sqlite3_column_text(pStmt, 0));
  }else{
    zRes = sqlite3_mprintf("error: %s", sqlite3_errmsg(db));
  }
  sqlite3_finalize(pStmt);
  sqlite3_free(zQ);
  return zRes;
}

static void check_one(sqlite3 *db, const char *zSql, const char *zWant){
  char *z = one(db, zSql);
  char zWhat[256];
  snprintf(zWhat, sizeof(zWhat), "%s: got %s, want %s", zSql, z, zWant);
  ok(z && strcmp(z, zWant)==0, zWhat);
  sqlite3_free(z);
}

/* Rows 1..n of t(s, p): s = 'row <i>', p = '<i % 10>' or NULL for i % 7 == 0. */
static void make_table(sqlite3 *db, int n){
  char *z = sqlite3_mprintf(
    "CREATE TABLE t(s, p);"
    "WITH RECURSIVE c(i) AS (SELECT 1 UNION ALL SELECT i+1 FROM c WHERE i<%d)"
    "INSERT INTO t SELECT 'row ' || i, CASE WHEN i%%7 THEN CAST(i%%10 AS TEXT) END FROM c;", n);
  sqlite3_exec(db, z, 0, 0, 0);
  sqlite3_free(z);
}

/* The sum of has(s, <zArg>) over t, and the count of rows where it differs
** from SQLite's instr(s, p)>0 (the same test, NULL in, NULL out). */
static void run_has(sqlite3 *db, const char *zArg, const char *zBind, int64_t *pSum, int64_t *pDiff){
  sqlite3_stmt *pStmt = 0;
  char *z = sqlite3_mprintf("SELECT has(s, %s), instr(s, %s)>0 FROM t", zArg, zArg);
  *pSum = 0; *pDiff = 0;
  sqlite3_prepare_v2(db, z, -1, &pStmt, 0);
  if( zBind ) sqlite3_bind_text(pStmt, 1, zBind, -1, SQLITE_TRANSIENT);
  while( sqlite3_step(pStmt)==SQLITE_ROW ){
    *pSum += sqlite3_column_int64(pStmt, 0);
    if( sqlite3_column_type(pStmt, 0)!=sqlite3_column_type(pStmt, 1)
     || sqlite3_column_int64(pStmt, 0)!=sqlite3_column_int64(pStmt, 1) ) (*pDiff)++;
  }
  sqlite3_finalize(pStmt);
  sqlite3_free(z);
}

static void t_prepare(void){
  sqlite3 *db = open_db();
  int64_t sum, diff;
  make_table(db, 1000);

  /* A literal: prepared once for the statement, freed with it. */
  nPrepare = nRun = nFree = 0;
  run_has(db, "'7'", 0, &sum, &diff);
  ok(nPrepare==1, "a literal pattern is prepared once per statement");
  ok(nRun==1000, "xRun runs for every row");
  ok(nFree==1, "the prepared object is freed with the statement");
  ok(diff==0 && sum==271, "has(s, '7') is instr(s, '7')>0 on every row");

  /* A bound parameter: the same. */
  nPrepare = nRun = nFree = 0;
  run_has(db, "?1", "99", &sum, &diff);
  ok(nPrepare==1 && nFree==1, "a bound pattern is prepared once per statement");
  ok(diff==0 && sum==19, "has(s, ?) is right");

  /* A column: prepared on every row where it is not NULL; NULL rows run
  ** xImpl (NULL in, NULL out) and prepare nothing. */
  nPrepare = nRun = nFree = 0;
  run_has(db, "p", 0, &sum, &diff);
  ok(nPrepare==858 && nRun==858, "a column pattern is prepared on each non-NULL row");
  ok(nFree==nPrepare, "every prepared object is freed");
  ok(diff==0, "has(s, p) is instr(s, p)>0 on every row, NULL rows included");
  sqlite3_close(db);
}

static void t_values(void){
  sqlite3 *db = open_db();
  nPrepare = nFree = 0;
  check_one(db, "has('abc', 'b')", "1");
  check_one(db, "has('abc', 'x')", "0");
  check_one(db, "has(NULL, 'b')", "NULL");
  check_one(db, "has('abc', NULL)", "NULL");
  check_one(db, "has('abc', 5)", "error: has: the pattern must be text");
  check_one(db, "has('caf\xc3\xa9', '\xc3\xa9')", "1");
  ok(nFree==nPrepare, "objects of single calls are freed");
  /* Registered for any number of arguments: the least is checked here. */
  check_one(db, "cat('a', NULL, 2, x'41')", "'a2A'");
  check_one(db, "cat()", "error: wrong number of arguments to function cat()");
  check_one(db, "cat('a','b','c','d','e','f','g','h','i','j')", "'abcdefghij'");
  /* The language's NULL rule and runtime errors, as SQLite reports them. */
  check_one(db, "rep('ab', 3)", "'ababab'");
  check_one(db, "rep(NULL, 3)", "NULL");
  check_one(db, "rep('ab', 1e12)", "error: string or blob too big");
  sqlite3_close(db);
}

int main(void){
  t_prepare();
  t_values();
  ok(gp_stat_get(GP_STAT_STRINGS_ALLOCATED)==gp_stat_get(GP_STAT_STRINGS_FREED),
     "strings allocated == strings freed");
  ok(sqlite3_memory_used()==0, "no memory left allocated");
  printf("sqlfn_test: %d passed, %d failed\n", nPass, nFail);
  return nFail ? 1 : 0;
}
