/*
** embed_test.c - gpustr built into an application, as docs/embedding.md
** says: the program registers sqlite3_gpustr_init as an automatic extension
** and every connection it opens afterwards has every gpustr function.
**
**   test/unit/embed_test                  linked with libgpustr.a
**   test/unit/embed_dl_test [gpustr.so]   the loadable module (default:
**                                         $GPUSTR_EXT.so), opened with dlopen()
**                                         by the program itself
**
** Both check the same things (test/all.tcl runs them from embed.test):
**   - an automatic extension registered before gpustr's and one registered
**     after it run for every connection (a code other than SQLITE_OK from
**     gpustr's made sqlite3_open fail and stopped the later ones);
**   - connections opened with SQLITE_OPEN_EXRESCODE, on several threads at
**     once, all open;
**   - each has the same gpustr functions (printed once, sorted, for
**     embed.test to compare with what the loadable module registers) and
**     answers statements of every form with SQLite's own results;
**   - sqlite3_gpustr_init called directly on one connection works, twice;
**   - every runtime string is freed (gpu_stats()).
** The dlopen() variant also loads the module with sqlite3_load_extension()
** on a connection and closes it, then uses the functions on another: the
** module must stay in the process (it pins itself).
** Last line: "embed_test: N passed, M failed".
*/
#include <sqlite3.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#ifdef EMBED_DLOPEN
# include <dlfcn.h>
typedef int (*embed_init_fn)(sqlite3*, char**, const sqlite3_api_routines*);
static embed_init_fn embed_init;
#else
# include "gpustr.h"
# define embed_init sqlite3_gpustr_init
#endif

#define EMBED_THREADS 4
#define EMBED_CONN_PER_THREAD 3

static int nPass, nFail;
static pthread_mutex_t embed_mutex = PTHREAD_MUTEX_INITIALIZER;
static int nBefore, nAfter;     /* calls of the two other automatic extensions */

static void embed_check(int bOk, const char *zWhat, const char *zDetail){
  pthread_mutex_lock(&embed_mutex);
  if( bOk ){
    nPass++;
  }else{
    nFail++;
    printf("FAILED: %s%s%s\n", zWhat, zDetail ? ": " : "", zDetail ? zDetail : "");
  }
  pthread_mutex_unlock(&embed_mutex);
}

static int embed_auto_before(sqlite3 *db, char **pzErr, const sqlite3_api_routines *pApi){
  (void)db; (void)pzErr; (void)pApi;
  pthread_mutex_lock(&embed_mutex);
  nBefore++;
  pthread_mutex_unlock(&embed_mutex);
  return SQLITE_OK;
}
static int embed_auto_after(sqlite3 *db, char **pzErr, const sqlite3_api_routines *pApi){
  (void)db; (void)pzErr; (void)pApi;
  pthread_mutex_lock(&embed_mutex);
  nAfter++;
  pthread_mutex_unlock(&embed_mutex);
  return SQLITE_OK;
}

/* The first column of the first row of zSql as text (sqlite3_malloc'd), or
** "error: ..." */
static char *embed_one(sqlite3 *db, const char *zSql){
  sqlite3_stmt *st = 0;
  char *z;
  int rc = sqlite3_prepare_v2(db, zSql, -1, &st, 0);
  if( rc==SQLITE_OK ) rc = sqlite3_step(st);
  if( rc==SQLITE_ROW ){
    const unsigned char *t = sqlite3_column_text(st, 0);
    z = sqlite3_mprintf("%s", t ? (const char*)t : "NULL");
  }else{
    z = sqlite3_mprintf("error: %s", sqlite3_errmsg(db));
  }
  sqlite3_finalize(st);
  return z;
}

/* zGot (freed here) equal to the result of zWant on the same connection. */
static void embed_same(sqlite3 *db, const char *zWhat, const char *zGot, const char *zWant){
  char *a = embed_one(db, zGot), *b = embed_one(db, zWant);
  char *zDetail = sqlite3_mprintf("%s gave [%s], %s gave [%s]", zGot, a, zWant, b);
  embed_check(a && b && strncmp(a, "error", 5)!=0 && strcmp(a, b)==0, zWhat, zDetail);
  sqlite3_free(zDetail);
  sqlite3_free(a);
  sqlite3_free(b);
}

/* The functions of db that a plain connection lacks, one "name/nArg" a
** line, sorted: what gpustr gave it. */
static char *embed_functions(sqlite3 *db){
  return embed_one(db,
    "SELECT group_concat(x, char(10)) FROM (SELECT DISTINCT name || '/' || narg AS x"
    " FROM pragma_function_list WHERE name NOT IN (SELECT name FROM temp.embed_plain)"
    " UNION SELECT name || '/module' FROM pragma_module_list"
    " WHERE name NOT IN (SELECT name FROM temp.embed_plain) ORDER BY 1)");
}

/* The names a connection without gpustr has (functions and modules), kept
** in each connection's temp schema so that embed_functions can subtract
** them. */
static char *zPlainNames;      /* a VALUES list, made once */

static void embed_plain_table(sqlite3 *db){
  char *zSql = sqlite3_mprintf("CREATE TEMP TABLE embed_plain(name); INSERT INTO embed_plain VALUES %s;",
                               zPlainNames);
  int rc = sqlite3_exec(db, zSql, 0, 0, 0);
  embed_check(rc==SQLITE_OK, "temp table of plain names", sqlite3_errmsg(db));
  sqlite3_free(zSql);
}

static const char *zFirstList;  /* the first connection's functions */
static char *zFirstCopy;

/* Every form on db, against SQLite's own evaluation. */
static void embed_statements(sqlite3 *db){
  char *zList;
  int rc;
  embed_plain_table(db);
  zList = embed_functions(db);
  pthread_mutex_lock(&embed_mutex);
  if( zFirstList==0 ){ zFirstCopy = sqlite3_mprintf("%s", zList); zFirstList = zFirstCopy; }
  pthread_mutex_unlock(&embed_mutex);
  embed_check(zList && strcmp(zList, zFirstList)==0, "every connection has the same functions", zList);
  embed_check(zList && strstr(zList, "gpu_map/module") && strstr(zList, "gpu_udf_row/-1"),
              "the functions include gpu_map and gpu_udf_row", zList);
  sqlite3_free(zList);

  rc = sqlite3_exec(db,
    "CREATE TABLE t(s TEXT);"
    "INSERT INTO t VALUES ('abc'), ('Ünïcode'), (''), (NULL), ('martha'), ('x1y22z');", 0, 0, 0);
  embed_check(rc==SQLITE_OK, "a table", sqlite3_errmsg(db));
  embed_same(db, "gpu_udf_row",
    "SELECT gpu_udf_row('upper(s)||s', 'abc')", "SELECT upper('abc')||'abc'");
  embed_same(db, "gpu_map",
    "SELECT group_concat(coalesce(value, 'N'), ',') FROM gpu_map('upper(s)||s', 'SELECT s FROM t ORDER BY rowid')",
    "SELECT group_concat(coalesce(upper(s)||s, 'N'), ',') FROM (SELECT s FROM t ORDER BY rowid)");
  embed_same(db, "gpu_udf over a window",
    "SELECT group_concat(coalesce(v, 'N'), ',') FROM (SELECT gpu_udf('length(s)+1', s) OVER (ORDER BY rowid ROWS CURRENT ROW) AS v FROM t ORDER BY rowid)",
    "SELECT group_concat(coalesce(length(s)+1, 'N'), ',') FROM (SELECT s FROM t ORDER BY rowid)");
  embed_same(db, "gpu_join",
    "SELECT count(*) FROM gpu_join('(a, b) -> a = b', 'SELECT rowid, s FROM t', 'SELECT rowid, s FROM t') WHERE value",
    "SELECT count(*) FROM t a, t b WHERE a.s = b.s");
  embed_same(db, "regexp_like",
    "SELECT regexp_like('x1y22z', '[0-9]{2}')", "SELECT 1");
  embed_same(db, "jaro_winkler",
    "SELECT round(jaro_winkler('martha', 'marhta'), 6)", "SELECT 0.961111");
  embed_same(db, "gpustr_version",
    "SELECT gpustr_version() IS NOT NULL AND gpustr_version() <> ''", "SELECT 1");
}

static sqlite3 *embed_open(const char *zWhat){
  sqlite3 *db = 0;
  int rc = sqlite3_open_v2(":memory:", &db,
                           SQLITE_OPEN_READWRITE|SQLITE_OPEN_CREATE|SQLITE_OPEN_EXRESCODE, 0);
  char *zDetail = sqlite3_mprintf("rc %d: %s", rc, db ? sqlite3_errmsg(db) : "no connection");
  embed_check(rc==SQLITE_OK, zWhat, zDetail);
  sqlite3_free(zDetail);
  if( rc!=SQLITE_OK ){ sqlite3_close(db); return 0; }
  return db;
}

static void *embed_thread(void *p){
  int i;
  sqlite3 *aDb[EMBED_CONN_PER_THREAD];
  (void)p;
  for(i=0; i<EMBED_CONN_PER_THREAD; i++) aDb[i] = embed_open("open with the automatic extensions");
  for(i=0; i<EMBED_CONN_PER_THREAD; i++){
    if( aDb[i] ) embed_statements(aDb[i]);
  }
  for(i=0; i<EMBED_CONN_PER_THREAD; i++) sqlite3_close(aDb[i]);
  return 0;
}

/* The VALUES list of the names a connection has without gpustr. */
static void embed_plain_names(void){
  sqlite3 *db = embed_open("a plain connection");
  char *z = db ? embed_one(db,
    "SELECT group_concat('(' || quote(name) || ')', ',') FROM"
    " (SELECT name FROM pragma_function_list UNION SELECT name FROM pragma_module_list)") : 0;
  zPlainNames = z;
  sqlite3_close(db);
}

/* gpu_stats()'s two counters agree: nothing the runtime allocated leaks. */
static void embed_strings_freed(void){
  sqlite3 *db = embed_open("a last connection");
  char *z;
  if( db==0 ) return;
  z = embed_one(db,
    "SELECT json_extract(gpu_stats(), '$.strings_allocated') = json_extract(gpu_stats(), '$.strings_freed')"
    " AND json_extract(gpu_stats(), '$.strings_allocated') > 0");
  embed_check(z && strcmp(z, "1")==0, "strings_allocated == strings_freed (and > 0)", z);
  sqlite3_free(z);
  sqlite3_close(db);
}

int main(int argc, char **argv){
  pthread_t aThread[EMBED_THREADS];
  sqlite3 *db;
  char *zErr = 0;
  int i, rc;
#ifdef EMBED_DLOPEN
  void *h;
  const char *zPath = argc>1 ? argv[1] : 0;
  char *zEnvPath = 0;
  if( zPath==0 && getenv("GPUSTR_EXT") ){
    zEnvPath = sqlite3_mprintf("%s.so", getenv("GPUSTR_EXT"));
    zPath = zEnvPath;
  }
  if( zPath==0 ){ fprintf(stderr, "usage: %s PATH-OF-gpustr.so (or GPUSTR_EXT)\n", argv[0]); return 2; }
  h = dlopen(zPath, RTLD_NOW|RTLD_LOCAL);
  if( h==0 ){ fprintf(stderr, "dlopen: %s\n", dlerror()); return 2; }
  embed_init = (embed_init_fn)dlsym(h, "sqlite3_gpustr_init");
  if( embed_init==0 ){ fprintf(stderr, "dlsym: %s\n", dlerror()); return 2; }
#else
  (void)argc; (void)argv;
#endif
  embed_plain_names();

  /* One connection of its own, twice: sqlite3_gpustr_init called directly
  ** (the module needs SQLite's routine table, which only SQLite can pass:
  ** sqlite3_load_extension() there). */
  db = embed_open("a connection before any automatic extension");
  if( db ){
    for(i=0; i<2; i++){
#ifdef EMBED_DLOPEN
      sqlite3_enable_load_extension(db, 1);
      rc = sqlite3_load_extension(db, zPath, 0, &zErr);
#else
      rc = embed_init(db, &zErr, 0);
#endif
      embed_check(rc==SQLITE_OK, i ? "gpustr's entry point on one connection, again"
                                   : "gpustr's entry point on one connection", zErr);
      sqlite3_free(zErr); zErr = 0;
    }
    embed_statements(db);
    sqlite3_close(db);
  }

  /* The application's automatic extensions, gpustr's between two others. */
  sqlite3_auto_extension((void(*)(void))embed_auto_before);
  sqlite3_auto_extension((void(*)(void))embed_init);
  sqlite3_auto_extension((void(*)(void))embed_auto_after);
  for(i=0; i<EMBED_THREADS; i++) pthread_create(&aThread[i], 0, embed_thread, 0);
  for(i=0; i<EMBED_THREADS; i++) pthread_join(aThread[i], 0);
  {
    char zDetail[100];
    snprintf(zDetail, sizeof zDetail, "before %d, after %d, of %d opens",
             nBefore, nAfter, EMBED_THREADS*EMBED_CONN_PER_THREAD);
    embed_check(nBefore==EMBED_THREADS*EMBED_CONN_PER_THREAD && nAfter==nBefore,
                "the other automatic extensions ran for every connection", zDetail);
  }

#ifdef EMBED_DLOPEN
  /* sqlite3_load_extension() on one connection, closed, and the program's
  ** own handle closed: the module stays (the automatic extension above
  ** points into it). */
  db = embed_open("a connection to load the module into");
  if( db ){
    sqlite3 *db2;
    sqlite3_enable_load_extension(db, 1);
    rc = sqlite3_load_extension(db, zPath, 0, &zErr);
    embed_check(rc==SQLITE_OK, "sqlite3_load_extension", zErr);
    sqlite3_free(zErr); zErr = 0;
    sqlite3_close(db);
    dlclose(h);                 /* the program's own reference too */
    db2 = embed_open("a connection after the loading one closed");
    if( db2 ){
      char *z = embed_one(db2, "SELECT gpu_udf_row('upper(s)', 'ok')");
      embed_check(z && strcmp(z, "OK")==0,
                  "the module stays loaded (its automatic extension runs)", z);
      sqlite3_free(z);
      sqlite3_close(db2);
    }
  }
#endif

  embed_strings_freed();
  printf("%s\n", zFirstList ? zFirstList : "(no function list)");
  sqlite3_free(zFirstCopy);
  sqlite3_free(zPlainNames);
#ifdef EMBED_DLOPEN
  sqlite3_free(zEnvPath);
#endif
  printf("embed_test: %d passed, %d failed\n", nPass, nFail);
  return nFail!=0;
}
