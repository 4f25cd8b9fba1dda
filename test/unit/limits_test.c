/*
** limits_test.c - gpustr under a connection's own limits, which SQLite's Tcl
** package cannot set: SQLITE_LIMIT_LENGTH and SQLITE_LIMIT_LIKE_PATTERN_LENGTH
** lowered with sqlite3_limit(), and the program's results and errors compared
** with what SQLite itself gives for the same expression on the same
** connection: the same value, or the same error code and message.
**
**   GPUSTR_EXT=.libs/gpustr test/unit/limits_test     (test/all.tcl runs it)
**
** Each expression E over s and t runs as SQLite's own SELECT E, through
** gpu_udf_row('(s, t) -> E', s, t) and through gpu_udf over a whole-partition
** window; results that grow beyond the length limit must fail with
** SQLITE_TOOBIG "string or blob too big" exactly where SQLite's do, and
** LIKE/GLOB patterns longer than the LIKE limit with "LIKE or GLOB pattern
** too complex".  Last line: "limits_test: N passed, M failed".
*/
#include <sqlite3.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static int nPass, nFail;

/* The outcome of one statement: its result as text (with its type), or its
** error code and message. */
typedef struct outcome { int rc; char *z; } outcome;

static outcome run(sqlite3 *db, const char *zSql){
  outcome o;
  sqlite3_stmt *st = 0;
  o.rc = sqlite3_prepare_v2(db, zSql, -1, &st, 0);
  o.z = 0;
  if( o.rc==SQLITE_OK ){
    int rc = sqlite3_step(st);
    if( rc==SQLITE_ROW ){
      const unsigned char *z = sqlite3_column_text(st, 0);
      /* Type, length and the first bytes: long results compare by length. */
      o.z = sqlite3_mprintf("type %d, %d bytes: %.60s", sqlite3_column_type(st, 0),
                            sqlite3_column_bytes(st, 0), z ? (const char*)z : "NULL");
      rc = sqlite3_step(st);
      if( rc==SQLITE_DONE ) rc = SQLITE_OK;
    }
    if( rc!=SQLITE_OK && rc!=SQLITE_DONE ){
      sqlite3_free(o.z);
      o.rc = sqlite3_extended_errcode(db);
      o.z = sqlite3_mprintf("error %d: %s", o.rc, sqlite3_errmsg(db));
    }else{
      o.rc = SQLITE_OK;
    }
  }else{
    o.z = sqlite3_mprintf("error %d: %s", o.rc, sqlite3_errmsg(db));
  }
  sqlite3_finalize(st);
  return o;
}

static void check(const char *zName, outcome want, outcome got, const char *zSql){
  if( want.rc==got.rc && want.z && got.z && strcmp(want.z, got.z)==0 ){
    nPass++;
  }else{
    nFail++;
    printf("! %s\n  sql:  %s\n  want: %s\n  got:  %s\n", zName, zSql,
           want.z ? want.z : "?", got.z ? got.z : "?");
  }
}

/* E over (s, t) by SQLite, gpu_udf_row and gpu_udf; with zWantErr, SQLite's
** own error must contain it (a check of the test itself). */
static void t_expr(sqlite3 *db, const char *zName, const char *zS, const char *zT,
                   const char *zExpr, const char *zWantErr){
  char *zWant = sqlite3_mprintf("SELECT %s FROM (SELECT %s AS s, %s AS t)", zExpr, zS, zT);
  char *zRow = sqlite3_mprintf("SELECT gpu_udf_row('(s, t) -> %q', s, t) FROM (SELECT %s AS s, %s AS t)",
                               zExpr, zS, zT);
  char *zWin = sqlite3_mprintf("SELECT gpu_udf('(s, t) -> %q', s, t) OVER (ROWS CURRENT ROW) "
                               "FROM (SELECT %s AS s, %s AS t)", zExpr, zS, zT);
  /* A window function's rows are records SQLite stores, with every
  ** argument (the program text too): a row that does not fit the length
  ** limit is SQLite's own "string or blob too big" before gpustr sees it,
  ** as for max() over the same arguments. */
  char *zStore = sqlite3_mprintf("SELECT max(s) OVER w, max(t) OVER w, max('(s, t) -> %q') OVER w "
                                 "FROM (SELECT %s AS s, %s AS t) "
                                 "WINDOW w AS (ROWS CURRENT ROW)",
                                 zExpr, zS, zT);
  /* gpu_map and gpu_join: their table declarations are longer than a low
  ** limit (gpu_map's 1,250 bytes), which once failed them as "out of
  ** memory"; a runtime error of the program is SQLite's own message, and
  ** where it happened. */
  char *zMap = sqlite3_mprintf("SELECT value FROM gpu_map('(s, t) -> %q', 'SELECT %q, %q')",
                               zExpr, zS, zT);
  char *zJoin = sqlite3_mprintf("SELECT value FROM gpu_join('(s, t) -> %q', 'SELECT 1, %q', 'SELECT 2, %q')",
                                zExpr, zS, zT);
  outcome w = run(db, zWant), r = run(db, zRow), u = run(db, zWin), st = run(db, zStore);
  outcome m = run(db, zMap), j = run(db, zJoin);
  char *zN;
  outcome ww = w;
  if( st.rc!=SQLITE_OK ) ww = st;
  if( zWantErr ){
    zN = sqlite3_mprintf("%s: SQLite's own error", zName);
    if( w.z && strstr(w.z, zWantErr) ){ nPass++; }
    else{ nFail++; printf("! %s\n  sql:  %s\n  got:  %s\n", zN, zWant, w.z ? w.z : "?"); }
    sqlite3_free(zN);
  }
  zN = sqlite3_mprintf("%s: gpu_udf_row", zName);
  check(zN, w, r, zRow);
  sqlite3_free(zN);
  zN = sqlite3_mprintf("%s: gpu_udf", zName);
  check(zN, ww, u, zWin);
  sqlite3_free(zN);
  /* A row's error (not "too big", a limit of SQLite's own words) says
  ** where: the row, its keys, the program. */
  zN = sqlite3_mprintf("%s: gpu_map", zName);
  if( w.rc==SQLITE_ERROR ){
    outcome wm = w;
    wm.z = sqlite3_mprintf("%s (gpu_map: row 1 of the query; program '(s, t) -> %q')", w.z, zExpr);
    check(zN, wm, m, zMap);
    sqlite3_free(wm.z);
  }else{
    check(zN, w, m, zMap);
  }
  sqlite3_free(zN);
  /* gpu_join gives no row for a NULL value. */
  if( j.rc==SQLITE_OK && j.z==0 ) j.z = sqlite3_mprintf("type %d, 0 bytes: NULL", SQLITE_NULL);
  zN = sqlite3_mprintf("%s: gpu_join", zName);
  if( w.rc==SQLITE_ERROR ){
    outcome wj = w;
    wj.z = sqlite3_mprintf("%s (gpu_join: left row 1, key 1; right row 1, key 2; "
                           "program '(s, t) -> %q')", w.z, zExpr);
    check(zN, wj, j, zJoin);
    sqlite3_free(wj.z);
  }else{
    check(zN, w, j, zJoin);
  }
  sqlite3_free(zN);
  sqlite3_free(w.z); sqlite3_free(r.z); sqlite3_free(u.z); sqlite3_free(st.z);
  sqlite3_free(m.z); sqlite3_free(j.z);
  sqlite3_free(zWant); sqlite3_free(zRow); sqlite3_free(zWin); sqlite3_free(zStore);
  sqlite3_free(zMap); sqlite3_free(zJoin);
}

int main(int argc, char **argv){
  const char *zExt = argc>1 ? argv[1] : getenv("GPUSTR_EXT");
  sqlite3 *db;
  char *zErr = 0;
  if( zExt==0 ){
    fprintf(stderr, "limits_test: GPUSTR_EXT names the extension\n");
    return 2;
  }
  if( sqlite3_open(":memory:", &db)!=SQLITE_OK ) return 2;
  sqlite3_enable_load_extension(db, 1);
  if( sqlite3_load_extension(db, zExt, 0, &zErr)!=SQLITE_OK ){
    fprintf(stderr, "limits_test: %s\n", zErr);
    return 2;
  }

  /* ---- SQLITE_LIMIT_LENGTH = 1000 ---------------------------------------- */
  sqlite3_limit(db, SQLITE_LIMIT_LENGTH, 1000);
  t_expr(db, "len-1 concat at the limit", "printf('%.*c', 500, 'a')", "'b'", "s || s", 0);
  t_expr(db, "len-2 concat past it", "printf('%.*c', 500, 'a')", "'b'", "s || s || t", "string or blob too big");
  t_expr(db, "len-3 upper at the limit", "printf('%.*c', 1000, 'a')", "NULL", "upper(s)", 0);
  t_expr(db, "len-4 replace past it", "printf('%.*c', 600, 'a')", "'bb'", "replace(s, 'a', t)", "string or blob too big");
  /* SQLite's printf() gives NULL for a result over the limit. */
  t_expr(db, "len-5 printf width", "1", "2", "printf('%2000d', s)", 0);
  t_expr(db, "len-6 printf width under", "1", "2", "printf('%999d', s)", 0);
  t_expr(db, "len-7 hex past it", "printf('%.*c', 600, 'a')", "1", "hex(s)", "string or blob too big");
  t_expr(db, "len-8 quote past it", "printf('%.*c', 999, 'a')", "1", "quote(s)", "string or blob too big");
  t_expr(db, "len-9 char", "1", "2", "length(char(65, 66))", 0);
  t_expr(db, "len-10 cast", "printf('%.*c', 999, 'a')", "x'00'", "CAST(s || t AS BLOB)", 0);
  t_expr(db, "len-11 blob and text", "x'00'", "printf('%.*c', 999, 'z')", "s || t || s", "string or blob too big");
  {
    /* Tier 2 has no SQLite oracle: the same error as SQLite's concat. */
    static const char *const az[] = {
      "repeat(s, 1001)", "lpad(s, 1001)", "rpad(s, 1001, 'xy')", "zfill(s, 1001)",
      "concat(s, s, printf('%.*c', 999, 'q'))", "concat_ws(printf('%.*c', 999, 'q'), s, s)",
      "unicode_upper(printf('%.*c', 400, 'ΐ'))",     /* 800 bytes in, 2400 out */
    };
    int i;
    for(i=0; i<(int)(sizeof(az)/sizeof(az[0])); i++){
      char *zSql = sqlite3_mprintf("SELECT gpu_udf_row('(s, t) -> %q', 'a', 1)", az[i]);
      outcome w, g = run(db, zSql);
      w.rc = SQLITE_TOOBIG;
      w.z = sqlite3_mprintf("error %d: string or blob too big", SQLITE_TOOBIG);
      check(az[i], w, g, zSql);
      sqlite3_free(w.z); sqlite3_free(g.z); sqlite3_free(zSql);
    }
  }
  /* regexp_replace on a later row of a statement, which ext/regexp.c
  ** answers from SQLite's values (a kept pattern, a result up to 1,024
  ** bytes), as on the first: the same error as where the pattern comes
  ** from a column (the runtime's answer every row), and SQLite's concat's. */
  {
    static const struct { const char *zName; int n; const char *zErr; } aRep[] = {
      { "len-12 regexp_replace, a later row, at the limit", 500, 0 },
      { "len-13 regexp_replace, a later row, past it", 501, "string or blob too big" },
      { "len-14 regexp_replace, a later row, 1,024 bytes", 512, "string or blob too big" },
    };
    int i;
    for(i=0; i<(int)(sizeof(aRep)/sizeof(aRep[0])); i++){
      const char *zRows = "SELECT 'a' AS s UNION ALL SELECT 'ab' UNION ALL SELECT printf('%%.*c', %d, 'a')";
      char *zFrom = sqlite3_mprintf(zRows, aRep[i].n);
      char *zWant = sqlite3_mprintf("SELECT max(length(replace(s, 'a', 'bb'))) FROM (%s)", zFrom);
      char *zLit = sqlite3_mprintf("SELECT max(length(regexp_replace(s, 'a', 'bb'))) FROM (%s)", zFrom);
      char *zCol = sqlite3_mprintf("SELECT max(length(regexp_replace(s, p, 'bb'))) FROM (%s), "
                                   "(SELECT 'a' AS p UNION ALL SELECT 'a' WHERE 0)", zFrom);
      outcome w = run(db, zWant), a = run(db, zLit), b = run(db, zCol);
      char *zN = sqlite3_mprintf("%s: the literal pattern", aRep[i].zName);
      if( aRep[i].zErr && !(w.z && strstr(w.z, aRep[i].zErr)) ){
        nFail++; printf("! %s: SQLite's own error\n  got:  %s\n", aRep[i].zName, w.z ? w.z : "?");
      }
      check(zN, w, a, zLit);
      sqlite3_free(zN);
      zN = sqlite3_mprintf("%s: the pattern from a column", aRep[i].zName);
      check(zN, w, b, zCol);
      sqlite3_free(zN);
      sqlite3_free(w.z); sqlite3_free(a.z); sqlite3_free(b.z);
      sqlite3_free(zFrom); sqlite3_free(zWant); sqlite3_free(zLit); sqlite3_free(zCol);
    }
  }
  sqlite3_limit(db, SQLITE_LIMIT_LENGTH, 1000000000);

  /* ---- SQLITE_LIMIT_LIKE_PATTERN_LENGTH = 10 ----------------------------- */
  sqlite3_limit(db, SQLITE_LIMIT_LIKE_PATTERN_LENGTH, 10);
  t_expr(db, "like-1 at the limit", "'abcdefghij'", "'%%%%%%%%%j'", "s LIKE t", 0);
  t_expr(db, "like-2 past it", "'abcdefghij'", "'%%%%%%%%%%j'", "s LIKE t", "LIKE or GLOB pattern too complex");
  t_expr(db, "like-3 glob past it", "'abcdefghij'", "'*?*?*?*?*?*'", "s GLOB t", "LIKE or GLOB pattern too complex");
  t_expr(db, "like-4 like() past it", "'abc'", "'abcdefghijk'", "like(t, s)", "LIKE or GLOB pattern too complex");
  t_expr(db, "like-5 escape", "'a%'", "'a\\%%%%%%%%%'", "s LIKE t ESCAPE '\\'", "LIKE or GLOB pattern too complex");
  t_expr(db, "like-6 NULL pattern", "'a'", "NULL", "s LIKE t", 0);
  sqlite3_limit(db, SQLITE_LIMIT_LIKE_PATTERN_LENGTH, 0);
  t_expr(db, "like-7 limit 0, empty pattern", "''", "''", "s LIKE t", 0);
  t_expr(db, "like-8 limit 0", "'a'", "'a'", "s LIKE t", "LIKE or GLOB pattern too complex");
  sqlite3_limit(db, SQLITE_LIMIT_LIKE_PATTERN_LENGTH, 50000);
  t_expr(db, "like-9 the default again", "'a'", "printf('%.*c', 50000, '%')", "s LIKE t", 0);
  t_expr(db, "like-10 the default, past it", "'a'", "printf('%.*c', 50001, '%')", "s LIKE t",
         "LIKE or GLOB pattern too complex");

  /* Every string freed. */
  {
    outcome a = run(db, "SELECT json_extract(gpu_stats(), '$.strings_allocated') = "
                        "json_extract(gpu_stats(), '$.strings_freed')");
    if( a.z && strcmp(a.z, "type 1, 1 bytes: 1")==0 ) nPass++;
    else{ nFail++; printf("! strings allocated and freed: %s\n", a.z ? a.z : "?"); }
    sqlite3_free(a.z);
  }
  sqlite3_close(db);
  printf("limits_test: %d passed, %d failed\n", nPass, nFail);
  return nFail ? 1 : 0;
}
