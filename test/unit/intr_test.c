/*
** intr_test.c - sqlite3_interrupt() stops every form of gpustr within
** 0.5 s (issue 16): the row form, the window form (one row at a time),
** and gpu_map (overlapped and not, in one batch of every row), with 1 and
** 4 worker threads.  Each statement would run for seconds (levenshtein over 4,000
** rows of 8,000 characters; the estimate is printed); a second thread interrupts
** it after 1 s, and the statement must fail with SQLITE_INTERRUPT
** "interrupted" within 0.5 s of that, every string freed (gpu_stats), the
** connection usable after.  Latencies are printed.  And a gpu_map stopped
** by LIMIT stops the compute of the batch after (not waited for).  gpu_join
** (all pairs of big with itself: hours of work) on 1 and 4 threads, and on
** the GPU a join whose kernel runs 5 s, left running.  Last, a child of
** fork() runs gpu_map on four threads (the worker pool made new in it).
**
**   GPUSTR_EXT=.libs/gpustr test/unit/intr_test      (test/all.tcl runs it)
**   ... test/unit/intr_test gpu     (on the fake device, test/all.tcl)
**   ... test/unit/intr_test 1000x3000   (rows x characters: issue 16's
**                                        figure, 1,000 rows of 3,000)
**   ... test/unit/intr_test quick   (make check-quick: each statement
**                                    interrupted after 200 ms, not 1 s)
**
** With "gpu", backend=gpu: the window form over a sliding frame and gpu_map
** in GPU batches of 8 rows, the interrupt seen between batches; then a
** kernel that runs 5 s (the fake device's FAKECUDA_KERNEL_MS), not waited
** for once the interrupt is seen, and the statement after it, whose batch
** waits for that kernel before it touches the engine's buffers (the fake
** device breaks the context if memory is freed under a running kernel).
**
** Last line: "intr_test: N passed, M failed".
*/
#include <sqlite3.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <sys/wait.h>
#include <unistd.h>

#define INTR_MAX_MS   500

/* How long each statement runs before the interrupt: 1 s, or 200 ms with
** "quick" (make check-quick), still well inside statements of seconds. */
static int intrAfterMs = 1000;

/* The table: nRows rows of two strings of nLen characters. */
static int nRows = 4000, nLen = 8000;

static int nPass, nFail;

static double now_ms(void){
  struct timespec ts;
  clock_gettime(CLOCK_MONOTONIC, &ts);
  return ts.tv_sec*1e3 + ts.tv_nsec/1e6;
}

static void report(int ok, const char *zName, const char *zWhy){
  if( ok ){
    nPass++;
  }else{
    nFail++;
    printf("! %s failed: %s\n", zName, zWhy);
  }
}

static sqlite3_int64 one_int(sqlite3 *db, const char *zSql){
  sqlite3_stmt *st = 0;
  sqlite3_int64 v = -1;
  if( sqlite3_prepare_v2(db, zSql, -1, &st, 0)==SQLITE_OK && sqlite3_step(st)==SQLITE_ROW ){
    v = sqlite3_column_int64(st, 0);
  }else{
    printf("  %s: %s\n", zSql, sqlite3_errmsg(db));
  }
  sqlite3_finalize(st);
  return v;
}

/* The interrupting thread: waits intrAfterMs, interrupts, notes when. */
typedef struct intr_job {
  sqlite3 *db;
  double tAt;
} intr_job;

static void *intr_thread(void *p){
  intr_job *j = (intr_job*)p;
  struct timespec ts;
  ts.tv_sec = intrAfterMs/1000;
  ts.tv_nsec = (intrAfterMs%1000)*1000000L;
  nanosleep(&ts, 0);
  j->tAt = now_ms();
  sqlite3_interrupt(j->db);
  return 0;
}

/* Run zSql (all its rows), interrupted after intrAfterMs. */
static void intr_case(sqlite3 *db, const char *zName, const char *zSql){
  sqlite3_stmt *st = 0;
  pthread_t tid;
  intr_job j;
  double tEnd, lat;
  int rc;
  char zWhy[512];
  if( sqlite3_prepare_v2(db, zSql, -1, &st, 0)!=SQLITE_OK ){
    snprintf(zWhy, sizeof zWhy, "prepare: %s", sqlite3_errmsg(db));
    report(0, zName, zWhy);
    return;
  }
  j.db = db;
  j.tAt = 0;
  pthread_create(&tid, 0, intr_thread, &j);
  while( (rc = sqlite3_step(st))==SQLITE_ROW ){}
  tEnd = now_ms();
  pthread_join(tid, 0);
  lat = tEnd - j.tAt;
  printf("intr_test: %-44s %s after %.0f ms from the interrupt\n", zName,
         rc==SQLITE_INTERRUPT ? "interrupted" : "ended", lat);
  snprintf(zWhy, sizeof zWhy, "rc %d (%s), %.0f ms after the interrupt", rc,
           sqlite3_errmsg(db), lat);
  report(rc==SQLITE_INTERRUPT && strstr(sqlite3_errmsg(db), "interrupted")!=0
         && j.tAt>0 && lat>=0 && lat<=INTR_MAX_MS, zName, zWhy);
  sqlite3_finalize(st);
  report(one_int(db, "SELECT json_extract(gpu_stats(), '$.strings_allocated') = "
                     "json_extract(gpu_stats(), '$.strings_freed')")==1, zName, "strings leaked");
  report(one_int(db, "SELECT gpu_udf_row('length(s)', 'abc')")==3, zName, "connection not usable after");
}

/* gpu_map under LIMIT 1: the first row goes out while the second batch
** (about a second's work on one thread) computes; the statement's reset
** must stop that compute, not wait for its end. */
static void limit_case(sqlite3 *db, double tRow){
  sqlite3_stmt *st = 0;
  int nBatch = tRow>0 ? (int)(1000/tRow) + 1 : 1000;
  double t0, tReset;
  char *zSql = sqlite3_mprintf("SELECT gpu_config('threads', 1), gpu_config('map_overlap', 1), "
                               "gpu_config('batch_rows', %d)", nBatch);
  char zWhy[256];
  one_int(db, zSql);
  sqlite3_free(zSql);
  if( sqlite3_prepare_v2(db, "SELECT value FROM gpu_map('(s, t) -> levenshtein(s, t)', "
                             "'SELECT s, t FROM big') LIMIT 1", -1, &st, 0)!=SQLITE_OK ){
    report(0, "gpu_map LIMIT 1", sqlite3_errmsg(db));
    return;
  }
  report(sqlite3_step(st)==SQLITE_ROW, "gpu_map LIMIT 1", sqlite3_errmsg(db));
  t0 = now_ms();
  report(sqlite3_step(st)==SQLITE_DONE, "gpu_map LIMIT 1", sqlite3_errmsg(db));
  sqlite3_reset(st);
  tReset = now_ms() - t0;
  sqlite3_finalize(st);
  printf("intr_test: %-44s %.0f ms after its row (a batch: %d rows, about %.0f ms)\n",
         "gpu_map LIMIT 1, the next batch stopped", tReset, nBatch, nBatch*tRow);
  snprintf(zWhy, sizeof zWhy, "the end took %.0f ms", tReset);
  report(tReset<=INTR_MAX_MS, "gpu_map LIMIT 1", zWhy);
  report(one_int(db, "SELECT json_extract(gpu_stats(), '$.strings_allocated') = "
                     "json_extract(gpu_stats(), '$.strings_freed')")==1, "gpu_map LIMIT 1", "strings leaked");
}

/* On the fake device: one batch whose kernel runs 5 s, interrupted after
** 1 s, is left running; the next statement's batch (larger, so its
** buffers are made anew) waits for it and is right. */
static void abandon_case(sqlite3 *db){
  double t0, tNext;
  sqlite3_int64 nWant = one_int(db, "SELECT sum(length(s||s) + length(t)) FROM (SELECT * FROM big LIMIT 100)");
  sqlite3_int64 nGot;
  one_int(db, "SELECT gpu_config('batch_rows', 65536)");
  /* Compiled first: a compile, once started, runs to its end. */
  one_int(db, "SELECT count(value) FROM gpu_map('(s, t) -> length(s) + length(t)', "
              "'SELECT s, t FROM big LIMIT 1')");
  setenv("FAKECUDA_KERNEL_MS", "5000", 1);
  intr_case(db, "GPU: a kernel of 5 s, left running",
            "SELECT count(value) FROM gpu_map('(s, t) -> length(s) + length(t)', "
            "'SELECT s, t FROM big LIMIT 20')");
  unsetenv("FAKECUDA_KERNEL_MS");
  t0 = now_ms();
  nGot = one_int(db, "SELECT sum(value) FROM gpu_map('(s, t) -> length(s) + length(t)', "
                     "'SELECT s||s, t FROM big LIMIT 100')");
  tNext = now_ms() - t0;
  printf("intr_test: %-44s %.0f ms (the kernel left running ends first)\n",
         "GPU: the next statement", tNext);
  report(nGot==nWant, "GPU: the statement after a kernel left running", "wrong result");
  report(tNext>=2000, "GPU: the statement after a kernel left running", "did not wait for it");
}

/* On the fake device: a gpu_join whose kernel runs 5 s, interrupted after
** 1 s, is left running (its buffers go when it ends); the next join is
** right. */
static void join_abandon_case(sqlite3 *db){
  static const char zJoin[] =
    "SELECT count(*) FROM gpu_join('(s, t) -> length(s) + length(t)', "
    "'SELECT rowid, substr(s, 1, 5) FROM big LIMIT %d', 'SELECT rowid, t FROM big LIMIT %d')";
  char *zSql = sqlite3_mprintf(zJoin, 2, 2);
  one_int(db, zSql);     /* compiled first */
  sqlite3_free(zSql);
  setenv("FAKECUDA_KERNEL_MS", "5000", 1);
  zSql = sqlite3_mprintf(zJoin, 50, 50);
  intr_case(db, "GPU: gpu_join, a kernel of 5 s, left running", zSql);
  sqlite3_free(zSql);
  unsetenv("FAKECUDA_KERNEL_MS");
  zSql = sqlite3_mprintf(zJoin, 30, 40);
  report(one_int(db, zSql)==1200, "GPU: the gpu_join after a kernel left running", "wrong result");
  sqlite3_free(zSql);
}

/* Inside one long row (issue 27): each statement below is one row or a
** few, each of seconds' work (distances of two 400,000-character strings,
** bit-parallel but still 2.5 x 10^9 word operations; regular expressions
** over 30,000,000 characters), and must stop as the others do, the
** runtime's loops asking for the interrupt as they go.  jaro is linear in
** its strings (each character's search resumes where the last one for it
** ended): its statement is many rows of 600,000 characters instead. */
static void long_rows(sqlite3 *db){
  static const char *const aCase[] = {
    "plain osa_distance", "SELECT osa_distance(a, b) FROM long1",
    "plain levenshtein", "SELECT levenshtein(a, b) FROM long1",
    "plain damerau_levenshtein", "SELECT damerau_levenshtein(a, b) FROM long1",
    "plain fuzz_ratio", "SELECT fuzz_ratio(b || a, substr(c, 1, 3000000)) FROM long1",
    "plain jaro, many rows", "SELECT jaro(d, d || x) FROM long1, (WITH RECURSIVE c(x) AS (SELECT 1"
                            " UNION ALL SELECT x + 1 FROM c WHERE x < 100000) SELECT x FROM c)",
    "plain regexp_replace", "SELECT length(regexp_replace(c, 'a', 'bb')) FROM long1",
    "plain regexp_count", "SELECT regexp_count(c, '(a|b)*c|a') FROM long1",
    "row form osa_distance", "SELECT gpu_udf_row('(a, b) -> osa_distance(a, b)', a, b) FROM long1",
    "row form regexp_replace", "SELECT length(gpu_udf_row('s -> regexp_replace(s, ''a'', ''bb'')', c)) FROM long1",
    "window, one long row", "SELECT gpu_udf('(a, b) -> osa_distance(a, b)', a, b) OVER "
                            "(ROWS CURRENT ROW) FROM long1",
    "gpu_map, 4 long rows, 4 threads", "SELECT value FROM gpu_map('(a, b) -> levenshtein(a, b)', "
                            "'SELECT a, b FROM long4')",
  };
  int i;
  one_int(db, "SELECT gpu_config('threads', 4), gpu_config('batch_rows', 8)");
  sqlite3_exec(db,
    "CREATE TABLE long1(a, b, c, d);"
    "INSERT INTO long1 SELECT printf('%.*c', 400000, 'a') || 'x', printf('%.*c', 400000, 'b'),"
    " printf('%.*c', 30000000, 'a'), printf('%.*c', 600000, 'a');"
    "CREATE TABLE long4(a, b);"
    "INSERT INTO long4 SELECT a || x, b FROM long1, (SELECT 1 AS x UNION ALL SELECT 2 UNION ALL"
    " SELECT 3 UNION ALL SELECT 4);", 0, 0, 0);
  if( one_int(db, "SELECT count(*) FROM long4")!=4 ){
    report(0, "long rows", "cannot make the tables");
    return;
  }
  for(i=0; i<(int)(sizeof aCase/sizeof aCase[0]); i+=2) intr_case(db, aCase[i], aCase[i+1]);
}

/* A child of fork() runs gpu_map on four threads, three times.  The pool
** of worker threads (ext/pool.c) it inherits has none of the parent's
** threads, and a condition variable they waited on: before the pool was
** made new in the child (pthread_atfork), its second statement hung in a
** broadcast to them.  An alarm ends a child that hangs. */
static void fork_case(const char *zExt){
  pid_t pid;
  int status = 0;
  fflush(stdout);
  pid = fork();
  if( pid==0 ){
    sqlite3 *db2 = 0;
    int k, ok = 1;
    alarm(60);
    if( sqlite3_open(":memory:", &db2)!=SQLITE_OK ) _exit(3);
    sqlite3_enable_load_extension(db2, 1);
    if( sqlite3_load_extension(db2, zExt, 0, 0)!=SQLITE_OK ) _exit(4);
    one_int(db2, "SELECT gpu_config('backend', 'cpu') IS NOT NULL AND gpu_config('threads', 4) IS NOT NULL "
                 "AND gpu_config('batch_rows', 1000) IS NOT NULL");
    for(k=0; k<3; k++){
      ok &= one_int(db2, "SELECT count(value) FROM gpu_map('upper(s)', 'WITH RECURSIVE c(i) AS "
                         "(SELECT 1 UNION ALL SELECT i+1 FROM c WHERE i < 20000) "
                         "SELECT printf(''row %d'', i) FROM c')")==20000;
    }
    sqlite3_close(db2);
    _exit(ok ? 0 : 5);
  }
  if( pid<0 ){
    report(0, "fork", "fork() failed");
    return;
  }
  waitpid(pid, &status, 0);
  report(WIFEXITED(status) && WEXITSTATUS(status)==0, "fork: gpu_map on 4 threads in a child, 3 times",
         WIFSIGNALED(status) ? "the child hung (killed by its alarm) or crashed" : "the child's statements failed");
}

int main(int argc, char **argv){
  const char *zExt = getenv("GPUSTR_EXT");
  sqlite3 *db;
  char *zErr = 0, *zSql;
  double t0, tRow;
  static const int aThreads[] = {1, 4};
  int bGpu = 0;
  int i;
  for(i=1; i<argc; i++){
    char cExtra;
    if( strcmp(argv[i], "gpu")==0 ) bGpu = 1;
    else if( strcmp(argv[i], "quick")==0 ) intrAfterMs = 200;
    else if( sscanf(argv[i], "%dx%d%c", &nRows, &nLen, &cExtra)==2 && nRows>0 && nLen>0 ){}
    else zExt = argv[i];
  }
  if( zExt==0 ){
    fprintf(stderr, "intr_test: GPUSTR_EXT names the extension\n");
    return 2;
  }
  if( sqlite3_open(":memory:", &db)!=SQLITE_OK ) return 2;
  sqlite3_enable_load_extension(db, 1);
  if( sqlite3_load_extension(db, zExt, 0, &zErr)!=SQLITE_OK ){
    fprintf(stderr, "intr_test: %s\n", zErr);
    return 2;
  }
  /* Rows of two different 8,000-character strings: levenshtein does most
  ** of the 8,000 x 8,000 table for each, 64 cells a word operation, about
  ** a millisecond (a row is never cut short, so a heavier one would
  ** measure the row, not the interrupt). */
  zSql = sqlite3_mprintf(
    "SELECT gpu_config('backend', 'cpu');"
    "CREATE TABLE big(s, t);"
    "WITH RECURSIVE c(i) AS (SELECT 1 UNION ALL SELECT i+1 FROM c WHERE i < %d)"
    " INSERT INTO big SELECT printf('%%.*c', %d, char(97 + i %% 7)) || i,"
    " printf('%%.*c', %d, char(98 + i %% 5)) FROM c;", nRows, nLen, nLen);
  sqlite3_exec(db, zSql, 0, 0, 0);
  sqlite3_free(zSql);
  if( one_int(db, "SELECT count(*) FROM big")!=nRows ){
    fprintf(stderr, "intr_test: cannot make the table\n");
    return 2;
  }
  if( bGpu ){
    one_int(db, "SELECT gpu_config('backend', 'gpu') IS NOT NULL, "
                "gpu_config('batch_rows', 8), gpu_config('threads', 2)");
    /* The kernel is compiled first: a compile, once started, runs to its end. */
    one_int(db, "SELECT count(value) FROM gpu_map('(s, t) -> levenshtein(s, t)', "
                "'SELECT s, t FROM big LIMIT 8')");
    intr_case(db, "GPU: window, one row at a time",
              "SELECT count(v) FROM (SELECT gpu_udf('(s, t) -> levenshtein(s, t)', s, t) OVER "
              "(ROWS CURRENT ROW) AS v FROM big)");
    intr_case(db, "GPU: gpu_map, batches of 8",
              "SELECT count(value) FROM gpu_map('(s, t) -> levenshtein(s, t)', 'SELECT s, t FROM big')");
    report(one_int(db, "SELECT json_extract(gpu_stats(), '$.gpu_batches') > 0")==1, "GPU", "no GPU batch ran");
    abandon_case(db);
    join_abandon_case(db);
    sqlite3_close(db);
    printf("intr_test gpu: %d passed, %d failed\n", nPass, nFail);
    return nFail ? 1 : 0;
  }
  t0 = now_ms();
  one_int(db, "SELECT count(gpu_udf_row('(s, t) -> levenshtein(s, t)', s, t)) FROM (SELECT * FROM big LIMIT 20)");
  tRow = (now_ms() - t0)/20;
  printf("intr_test: %.1f ms a row, about %.1f s a statement on one thread "
         "(%d rows of %d characters; interrupted after %d ms)\n", tRow, tRow*nRows/1e3,
         nRows, nLen, intrAfterMs);

  intr_case(db, "row form", "SELECT count(gpu_udf_row('(s, t) -> levenshtein(s, t)', s, t)) FROM big");
  intr_case(db, "window, checked, one row at a time",
            "SELECT count(v) FROM (SELECT gpu_udf('(s, t) -> levenshtein(s, t)', s, t) OVER (ROWS CURRENT ROW) AS v FROM big)");
  for(i=0; i<2; i++){
    char zName[64];
    zSql = sqlite3_mprintf("SELECT gpu_config('threads', %d), gpu_config('map_overlap', 0)", aThreads[i]);
    one_int(db, zSql);
    sqlite3_free(zSql);
    /* Every row in one batch, computed on the statement's thread. */
    snprintf(zName, sizeof zName, "gpu_map, one batch, not overlapped, %d thread%s", aThreads[i], aThreads[i]>1 ? "s" : "");
    intr_case(db, zName, "SELECT count(value) FROM gpu_map('(s, t) -> levenshtein(s, t)', 'SELECT s, t FROM big')");
    one_int(db, "SELECT gpu_config('map_overlap', 1)");
    snprintf(zName, sizeof zName, "gpu_map, %d thread%s", aThreads[i], aThreads[i]>1 ? "s" : "");
    intr_case(db, zName, "SELECT count(value) FROM gpu_map('(s, t) -> levenshtein(s, t)', 'SELECT s, t FROM big')");
    snprintf(zName, sizeof zName, "gpu_join, %d thread%s", aThreads[i], aThreads[i]>1 ? "s" : "");
    intr_case(db, zName, "SELECT count(*) FROM gpu_join('(s, t) -> levenshtein(s, t)', "
                         "'SELECT rowid, s FROM big', 'SELECT rowid, t FROM big')");
  }
  limit_case(db, tRow);
  long_rows(db);
  fork_case(zExt);
  sqlite3_close(db);
  printf("intr_test: %d passed, %d failed\n", nPass, nFail);
  return nFail ? 1 : 0;
}
