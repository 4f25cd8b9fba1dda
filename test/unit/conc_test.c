/*
** conc_test.c - eight threads, each with its own connection, run the same
** programs at once through every form the CPU engine has, while sharing
** everything that is process-wide (the statistics of ext/stats.c, the list
** of connections and the automatic extension of ext/gpustr.c, the CUDA
** probe, the compiled-kernel cache of ext/kcache.c).  Built twice:
**
**   test/unit/conc_test   make check: loads the extension (GPUSTR_EXT), so
**                         the sanitizer build runs it under ASan and UBSan
**   test/tsan/tsan_conc   make tsan: the sources of ext/ linked into the
**                         program (-DGPUSTR_CONC_STATIC), all built with
**                         -fsanitize=thread; make check-hardening runs it
**
** Linked in, sqlite3_gpustr_init runs as an automatic extension for the
** first connection (main thread); loaded, it runs for the first connection
** too.  Either way it registers gpustr's own automatic extension for every
** later connection.  Only the linked-in build also reaches the kernel cache
** directly (its symbols are hidden in gpustr.so; kc_test runs it from
** eight threads).  Each thread then, on its own connection with its
** own table of nasty rows and its own worker-thread setting (1 to 3, so the
** batch form runs batches on worker threads inside worker threads):
**   - compares gpu_udf_row, gpu_udf one row at a time, and gpu_map in
**     batches of 256 (overlapped), in one batch, and over an on-disk copy
**     of the table read by the bulk workers, with SQLite's own value
**     of the same expression on every row (the oracle of
**     docs/testing.md): 0 mismatches;
**   - for tier-2 programs (no SQLite oracle), the other forms with
**     gpu_udf_row;
**   - gpu_explain(P, 'ast' | 'ir' | 'cuda') must equal what the main thread
**     got before the threads started;
**   - reads gpu_stats() and gpu_info() while the others count;
**   - stores and looks up kernel images in the shared kernel cache, in
**     memory and in one shared disk directory.
** At the end every string the runtime allocated must be freed.
**
** "conc_test gpu" (test/all.tcl and make tsan run it so on the fake device,
** test/fakecuda/, where the CUDA headers are) runs it all with backend=gpu:
** the window form and gpu_map of eight connections share one device
** context, its buffers and the kernels, compiled once into a shared cache
** directory; every batch must run on the device (no CPU fallback).
**
** ThreadSanitizer
** ends the run with exit status 66 at the first data race (TSAN_OPTIONS
** halt_on_error=1, set by make tsan); otherwise the last line is
** "conc_test: N passed, M failed" and the status 0 only when M is 0.
*/
#include <sqlite3.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#ifdef GPUSTR_CONC_STATIC
# include "kcache.h"
int sqlite3_gpustr_init(sqlite3 *db, char **pzErrMsg, const sqlite3_api_routines *pApi);
#endif

#define NTHREAD 8
#define NROW 1500
#define NREP 3

static int nPass, nFail;
static pthread_mutex_t mutexReport = PTHREAD_MUTEX_INITIALIZER;

static void report(int bOk, int iThread, const char *zWhat, const char *zDetail){
  pthread_mutex_lock(&mutexReport);
  if( bOk ){
    nPass++;
  }else{
    nFail++;
    printf("FAIL (thread %d): %s%s%s\n", iThread, zWhat, zDetail ? ": " : "", zDetail ? zDetail : "");
  }
  pthread_mutex_unlock(&mutexReport);
}

/* Programs over (s, t) with the same expression for SQLite (oracle) or, for
** tier-2 functions, no oracle (0). */
static const struct { const char *zExpr; int bOracle; } aProg[] = {
  { "upper(s)||s", 1 },
  { "replace(s, t, upper(t))", 1 },
  { "CASE WHEN instr(s, 'o') > 0 THEN substr(s, 2, 5) || trim(s) ELSE s || t END", 1 },
  { "s + 1.5", 1 },
  { "printf('%s|%5.2f|%d', s, t, length(s))", 1 },
  { "quote(s) || hex(t)", 1 },
  { "coalesce(nullif(s, ''), t, 'none') LIKE '%o%'", 1 },
  { "reverse(s) || lpad(t, 5, 'xy') || count(s, 'l')", 0 },
  { "title(s) || split_part(s, ' ', -1) || levenshtein(s, t)", 0 },
  /* regular expressions: each thread's lazy DFAs (ext/regex_dfa.c) */
  { "regexp_like(s, '[lo]{2}|\\bw') || regexp_count(t, '[a-z]+\\d?$') || (s REGEXP '(?i)^H')", 1 },
  /* results over 1,024 bytes: gpu_map hands them to SQLite by reference
  ** (gp_result_share), dropped on each connection's own thread */
  { "printf('%.1100c', s) || s", 1 },
};
#define NPROG ((int)(sizeof(aProg)/sizeof(aProg[0])))

/* What the main thread's gpu_explain gave, per program and kind. */
static const char *const azKind[] = { "ast", "ir", "cuda" };
static char *azExplain[NPROG][3];
static char zCacheDir[64];
static char zTmpDir[64];     /* the run's directory: each thread's on-disk table */
static int bGpu;           /* "conc_test gpu": backend=gpu */

/* The single integer result of zSql, or -1 (and a failure) on error. */
static long long one_int(sqlite3 *db, int iThread, const char *zSql){
  sqlite3_stmt *st = 0;
  long long v = -1;
  if( sqlite3_prepare_v2(db, zSql, -1, &st, 0)!=SQLITE_OK ){
    report(0, iThread, zSql, sqlite3_errmsg(db));
    return -1;
  }
  if( sqlite3_step(st)==SQLITE_ROW ){
    v = sqlite3_column_int64(st, 0);
  }else{
    report(0, iThread, zSql, sqlite3_errmsg(db));
  }
  sqlite3_finalize(st);
  return v;
}

/* The text result of zSql (sqlite3_malloc'd), or 0. */
static char *one_text(sqlite3 *db, const char *zSql){
  sqlite3_stmt *st = 0;
  char *z = 0;
  if( sqlite3_prepare_v2(db, zSql, -1, &st, 0)!=SQLITE_OK ) return 0;
  if( sqlite3_step(st)==SQLITE_ROW && sqlite3_column_text(st, 0) ){
    z = sqlite3_mprintf("%s", sqlite3_column_text(st, 0));
  }
  sqlite3_finalize(st);
  return z;
}

static sqlite3 *open_conn(void){
  sqlite3 *db = 0;
  if( sqlite3_open(":memory:", &db)!=SQLITE_OK ){
    fprintf(stderr, "conc_test: cannot open a connection\n");
    exit(1);
  }
  return db;
}

static void make_table(sqlite3 *db, int iThread){
  char *zSql = sqlite3_mprintf(
    "CREATE TABLE t(id INTEGER PRIMARY KEY, s, t);"
    "WITH RECURSIVE c(i) AS (SELECT 1 UNION ALL SELECT i+1 FROM c WHERE i < %d)"
    "INSERT INTO t SELECT i,"
    "  CASE (i + %d) %% 8 WHEN 0 THEN NULL WHEN 1 THEN i WHEN 2 THEN i * 0.5"
    "    WHEN 3 THEN 'héllo wörld ' || i WHEN 4 THEN x'00ff' || i"
    "    WHEN 5 THEN '' WHEN 6 THEN CAST(x'c3286162' AS TEXT) || i"
    "    ELSE printf('%%.*c', i %% 300, 'o') END,"
    "  CASE i %% 4 WHEN 0 THEN 'o' WHEN 1 THEN NULL WHEN 2 THEN 2 ELSE 'lo wo' END"
    "  FROM c;", NROW, iThread);
  char *zErr = 0;
  if( sqlite3_exec(db, zSql, 0, 0, &zErr)!=SQLITE_OK ){
    report(0, iThread, "make the table", zErr);
  }
  sqlite3_free(zErr);
  sqlite3_free(zSql);
}

/* zSql counts the rows where a form of program i is wrong (and takes
** ownership of zSql): that count must be 0. */
static void expect_none_wrong(sqlite3 *db, int iThread, int iProg, char *zSql, const char *zWhat){
  long long n = one_int(db, iThread, zSql);
  char *zDetail = sqlite3_mprintf("%s: %lld rows wrong (%s)", aProg[iProg].zExpr, n, zWhat);
  report(n==0, iThread, "results exact", zDetail);
  sqlite3_free(zDetail);
  sqlite3_free(zSql);
}

/* Rows where form A of program i differs from form B (SQL expressions over
** t, each naming its value). */
static void compare_forms(sqlite3 *db, int iThread, int iProg, const char *zWant, const char *zGot,
                          const char *zWhat){
  expect_none_wrong(db, iThread, iProg, sqlite3_mprintf(
    "SELECT count(*) FROM (SELECT %s AS want, %s AS got FROM t)"
    " WHERE want IS NOT got OR typeof(want) <> typeof(got)", zWant, zGot), zWhat);
}

/* gpu_map of program i over the table (batches of 256 rows, computed on
** its background thread while the next are fetched), joined back to the
** table by its key: rows whose value differs from zWant's, or are missing. */
static void compare_map_of(sqlite3 *db, int iThread, int iProg, const char *zP, const char *zWant,
                           const char *zTable, const char *zWhat){
  expect_none_wrong(db, iThread, iProg, sqlite3_mprintf(
    "SELECT (SELECT count(*) FROM t) - count(*)"
    "     + count(*) FILTER (WHERE %s IS NOT m.value OR typeof(%s) <> typeof(m.value))"
    " FROM t JOIN gpu_map(%s, 'SELECT id, s, t FROM %s') AS m ON m.key = t.id",
    zWant, zWant, zP, zTable), zWhat);
}
static void compare_map(sqlite3 *db, int iThread, int iProg, const char *zP, const char *zWant,
                        const char *zWhat){
  compare_map_of(db, iThread, iProg, zP, zWant, "t", zWhat);
}

static void run_programs(sqlite3 *db, int iThread){
  int i, k;
  for(i=0; i<NPROG; i++){
    const char *E = aProg[i].zExpr;
    char *zP = sqlite3_mprintf("'(s, t) -> %q'", E);
    char *zRow = sqlite3_mprintf("gpu_udf_row(%s, s, t)", zP);
    char *zWin = sqlite3_mprintf("gpu_udf(%s, s, t) OVER (ORDER BY id ROWS CURRENT ROW)", zP);
    char *zWant = sqlite3_mprintf("(%s)", E);
    const char *zCmp = aProg[i].bOracle ? zWant : zRow;
    if( aProg[i].bOracle ){
      compare_forms(db, iThread, i, zWant, zRow, "gpu_udf_row against SQLite");
    }
    compare_forms(db, iThread, i, zCmp, zWin, "gpu_udf, one row at a time");
    compare_map(db, iThread, i, zP, zCmp, "gpu_map, batches of 256, overlapped");
    /* The whole table in one batch, computed on this connection's thread
    ** (over the worker threads, or on the device). */
    one_int(db, iThread, "SELECT gpu_config('batch_rows', 65536) + gpu_config('map_overlap', 0)");
    compare_map(db, iThread, i, zP, zCmp, "gpu_map, one batch");
    one_int(db, iThread, "SELECT gpu_config('batch_rows', 256) + gpu_config('map_overlap', 1)");
    /* The same rows in an on-disk table, read by the bulk workers (bulk.c),
    ** in parts of 256 / threads rows. */
    one_int(db, iThread, "SELECT gpu_config('bulk_min_rows', 1)");
    compare_map_of(db, iThread, i, zP, zCmp, "d.t", "gpu_map, bulk in");
    one_int(db, iThread, "SELECT gpu_config('bulk_min_rows', 0)");
    for(k=0; k<3; k++){
      char *zSql = sqlite3_mprintf("SELECT gpu_explain(%s, '%s')", zP, azKind[k]);
      char *z = one_text(db, zSql);
      report(z && azExplain[i][k] && strcmp(z, azExplain[i][k])==0, iThread,
             "gpu_explain is the same in every thread", zSql);
      sqlite3_free(z);
      sqlite3_free(zSql);
    }
    sqlite3_free(zWant); sqlite3_free(zWin);
    sqlite3_free(zRow); sqlite3_free(zP);
  }
  {
    char *z = one_text(db, "SELECT gpu_stats()");
    report(z && strstr(z, "\"strings_allocated\":"), iThread, "gpu_stats() while others count", z);
    sqlite3_free(z);
    z = one_text(db, "SELECT gpu_info()");
    report(z && strstr(z, bGpu ? "\"backend\":\"gpu\"" : "\"backend\":\"cpu\""), iThread, "gpu_info()", z);
    sqlite3_free(z);
  }
}

#ifdef GPUSTR_CONC_STATIC
/* The kernel cache, shared by all threads: every thread stores images
** under the same keys (the same program compiled twice lands on the same
** key) and looks them up, in memory and in the shared directory. */
static void use_kernel_cache(int iThread, int iRep){
  int i;
  for(i=0; i<16; i++){
    kc_key_input in;
    char zKey[KC_KEY_SIZE];
    char zSrc[64], aImage[512];
    kc_image *img = 0;
    int where = -1, rc;
    memset(&in, 0, sizeof(in));
    snprintf(zSrc, sizeof(zSrc), "kernel %d", i);
    in.zSrc = zSrc;
    in.nvrtcMajor = 12;
    in.arch = 90;
    kc_key(zKey, &in);
    memset(aImage, 'A' + i, sizeof(aImage));
    rc = kc_lookup((i & 1) ? zCacheDir : "", zKey, &img, &where);
    report(rc==SQLITE_OK, iThread, "kc_lookup", 0);
    if( img ){
      report(kc_image_size(img)==sizeof(aImage)
             && memcmp(kc_image_data(img), aImage, sizeof(aImage))==0, iThread, "the cached image", zKey);
      kc_image_unref(img);
      img = 0;
    }
    if( where==KC_MISS || (iThread + iRep + i) % 5==0 ){
      rc = kc_store((i & 1) ? zCacheDir : "", zKey, aImage, sizeof(aImage), &img);
      report(rc==SQLITE_OK && img, iThread, "kc_store", 0);
      kc_image_unref(img);
    }
    if( (iThread + i) % 7==0 ) kc_clear_memory();
  }
}
#endif

static void *thread_main(void *pArg){
  int iThread = (int)(long)pArg;
  sqlite3 *db = open_conn();
  char *zSql;
  int iRep;
  zSql = sqlite3_mprintf("SELECT gpu_config('threads', %d)", 1 + iThread % 3);
  report(one_int(db, iThread, zSql)==1 + iThread % 3, iThread, "gpu_config threads", 0);
  sqlite3_free(zSql);
  report(one_int(db, iThread, "SELECT gpu_config('batch_rows', 256)")==256, iThread, "gpu_config batch_rows", 0);
  make_table(db, iThread);
  zSql = sqlite3_mprintf("ATTACH '%q/t%d.db' AS d; CREATE TABLE d.t AS SELECT * FROM t;", zTmpDir, iThread);
  if( sqlite3_exec(db, zSql, 0, 0, 0)!=SQLITE_OK ) report(0, iThread, "make the on-disk table", sqlite3_errmsg(db));
  sqlite3_free(zSql);
  for(iRep=0; iRep<NREP; iRep++){
    run_programs(db, iThread);
#ifdef GPUSTR_CONC_STATIC
    use_kernel_cache(iThread, iRep);
#endif
  }
  sqlite3_close(db);
  return 0;
}

int main(int argc, char **argv){
  pthread_t aThread[NTHREAD];
  sqlite3 *db;
  char zTmpl[] = "/tmp/gpustr-tsan-XXXXXX";
  char zKernels[64];
  long long nAlloc, nFree;
  int i, k;
  bGpu = argc>1 && strcmp(argv[1], "gpu")==0;
  unsetenv("GPUSTR_PROGRAM_LOG");
  setenv("GPUSTR_BACKEND", bGpu ? "gpu" : "cpu", 1);
  if( mkdtemp(zTmpl)==0 ){ perror("mkdtemp"); return 1; }
  snprintf(zCacheDir, sizeof(zCacheDir), "%s/kc", zTmpl);
  snprintf(zTmpDir, sizeof(zTmpDir), "%s", zTmpl);
  snprintf(zKernels, sizeof(zKernels), "%s/kernels", zTmpl);
  setenv("GPUSTR_CACHE_DIR", zKernels, 1);

  /* The first connection loads gpustr; later ones get it automatically. */
#ifdef GPUSTR_CONC_STATIC
  sqlite3_auto_extension((void(*)(void))sqlite3_gpustr_init);
  db = open_conn();
  sqlite3_cancel_auto_extension((void(*)(void))sqlite3_gpustr_init);
#else
  {
    const char *zExt = getenv("GPUSTR_EXT");
    char *zErr = 0;
    db = open_conn();
    sqlite3_enable_load_extension(db, 1);
    if( zExt==0 || sqlite3_load_extension(db, zExt, 0, &zErr)!=SQLITE_OK ){
      fprintf(stderr, "conc_test: cannot load the extension (GPUSTR_EXT): %s\n", zErr ? zErr : "not set");
      return 2;
    }
  }
#endif
  for(i=0; i<NPROG; i++){
    for(k=0; k<3; k++){
      char *zSql = sqlite3_mprintf("SELECT gpu_explain('(s, t) -> %q', '%s')", aProg[i].zExpr, azKind[k]);
      azExplain[i][k] = one_text(db, zSql);
      if( azExplain[i][k]==0 ) report(0, -1, "gpu_explain in the main thread", zSql);
      sqlite3_free(zSql);
    }
  }

  for(i=0; i<NTHREAD; i++){
    if( pthread_create(&aThread[i], 0, thread_main, (void*)(long)i)!=0 ){
      fprintf(stderr, "conc_test: pthread_create failed\n");
      return 1;
    }
  }
  for(i=0; i<NTHREAD; i++) pthread_join(aThread[i], 0);

  nAlloc = one_int(db, -1, "SELECT json_extract(gpu_stats(), '$.strings_allocated')");
  nFree = one_int(db, -1, "SELECT json_extract(gpu_stats(), '$.strings_freed')");
  report(nAlloc==nFree && nAlloc>0, -1, "every string freed", 0);
  printf("conc_test: %d threads, %d rows each, %d programs x 4 forms x %d rounds; "
         "%lld strings allocated and freed\n", NTHREAD, NROW, NPROG, NREP, nAlloc);
  if( bGpu ){
    long long nGpu = one_int(db, -1, "SELECT json_extract(gpu_stats(), '$.gpu_batches')");
    long long nFallback = one_int(db, -1, "SELECT json_extract(gpu_stats(), '$.cpu_fallbacks')");
    report(nGpu>0 && nFallback==0, -1, "every batch on the device", 0);
    printf("conc_test: %lld batches on the device, %lld CPU fallbacks\n", nGpu, nFallback);
  }
  for(i=0; i<NPROG; i++) for(k=0; k<3; k++) sqlite3_free(azExplain[i][k]);
  sqlite3_close(db);
  {
    char *zCmd = sqlite3_mprintf("rm -rf '%s'", zTmpl);
    if( system(zCmd)!=0 ) fprintf(stderr, "conc_test: could not remove %s\n", zTmpl);
    sqlite3_free(zCmd);
  }
  printf("conc_test: %d passed, %d failed\n", nPass, nFail);
  return nFail ? 1 : 0;
}
