/*
** onethread_test.c - gpustr where SQLite is single-threaded
** (SQLITE_CONFIG_SINGLETHREAD, as go-dqlite configures it; docs/cluster.md).
**
** There SQLite's allocator has no mutex, so gpustr must not allocate
** through it on a second thread while the statement's thread runs SQLite:
** it runs everything on the calling thread (config.c, gp_single_thread).
** This program, linked with libgpustr.a, puts an allocator of its own in
** front of SQLite's (SQLITE_CONFIG_MALLOC) that counts the calls made on
** any thread but the main one and the most calls in flight at once, and
** runs the same statements twice, with threads=4 and map_overlap=1:
**
**   1. SQLite serialized (the default): the count must be above zero, so
**      the allocator does see gpustr's workers (the control);
**   2. configured SQLITE_CONFIG_SINGLETHREAD before SQLite's first
**      initialization, as go-dqlite does: the count must be zero, never two
**      calls in flight, and gpu_info() must say one thread and why.
**
** Each run is a child process of its own (fork), as SQLite's threading
** mode is chosen once, before it first initializes.
** Each run checks gpu_map (an in-memory table, and a plain table of an
** on-disk database that bulk reads on worker threads where it may),
** gpu_join with the threads=4 option, and gpu_udf_row against SQLite's own
** evaluation of the same expressions, and that every runtime string was
** freed.  Its last line: "onethread_test: N passed, M failed".
**
**   onethread_test        the CPU engine (backend 'cpu')
**   onethread_test gpu    the GPU engine (backend 'gpu'): test/all.tcl runs
**                         it on the fake device, where the kernels are
**                         compiled on the statement's thread when SQLite
**                         is single-threaded, not in the background
*/
#include <sqlite3.h>
#include <gpustr.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/wait.h>
#include <unistd.h>

/* The counts, in memory the child processes share with the parent. */
static int *aCount;      /* [0] passed, [1] failed */
static const char *zBackend = "cpu";

static void ot_check(const char *zName, int bOk, const char *zGot){
  if( bOk ){
    aCount[0]++;
  }else{
    aCount[1]++;
    printf("FAILED %s: got %s\n", zName, zGot ? zGot : "(null)");
  }
}

/* ---- the counting allocator -------------------------------------------- */

static sqlite3_mem_methods otDefault;    /* SQLite's own, wrapped */
static pthread_t otMain;
static int otOther = 0;                  /* calls on other threads */
static int otInFlight = 0, otMaxInFlight = 0;

static void ot_enter(void){
  int n = __atomic_add_fetch(&otInFlight, 1, __ATOMIC_SEQ_CST);
  int m = __atomic_load_n(&otMaxInFlight, __ATOMIC_SEQ_CST);
  while( n>m && !__atomic_compare_exchange_n(&otMaxInFlight, &m, n, 0, __ATOMIC_SEQ_CST, __ATOMIC_SEQ_CST) ){}
  if( !pthread_equal(pthread_self(), otMain) ) __atomic_add_fetch(&otOther, 1, __ATOMIC_SEQ_CST);
}
static void ot_leave(void){ __atomic_sub_fetch(&otInFlight, 1, __ATOMIC_SEQ_CST); }

static void *ot_malloc(int n){
  void *p;
  ot_enter();
  p = otDefault.xMalloc(n);
  ot_leave();
  return p;
}
static void ot_free(void *p){
  ot_enter();
  otDefault.xFree(p);
  ot_leave();
}
static void *ot_realloc(void *p, int n){
  void *q;
  ot_enter();
  q = otDefault.xRealloc(p, n);
  ot_leave();
  return q;
}
static int ot_size(void *p){ return otDefault.xSize(p); }
static int ot_roundup(int n){ return otDefault.xRoundup(n); }
static int ot_init(void *p){ return otDefault.xInit(p); }
static void ot_shutdown(void *p){ otDefault.xShutdown(p); }

static const sqlite3_mem_methods otMethods = {
  ot_malloc, ot_free, ot_realloc, ot_size, ot_roundup, ot_init, ot_shutdown, 0
};

/* ---- the statements ------------------------------------------------------ */

/* The first column of the first row of zSql as text ("" for NULL, an
** "error: ..." text on error); sqlite3_free() it. */
static char *ot_one(sqlite3 *db, const char *zSql){
  sqlite3_stmt *pStmt = 0;
  char *z;
  int rc = sqlite3_prepare_v2(db, zSql, -1, &pStmt, 0);
  if( rc==SQLITE_OK ) rc = sqlite3_step(pStmt);
  if( rc==SQLITE_ROW ){
    const char *zVal = (const char*)sqlite3_column_text(pStmt, 0);
    z = sqlite3_mprintf("%s", zVal ? zVal : "");
  }else{
    z = sqlite3_mprintf("error: %s", sqlite3_errmsg(db));
  }
  sqlite3_finalize(pStmt);
  return z;
}

static void ot_expect(sqlite3 *db, const char *zName, const char *zSql, const char *zWant){
  char *z = ot_one(db, zSql);
  ot_check(zName, z && strcmp(z, zWant)==0, z);
  sqlite3_free(z);
}

/* zSql1 and zSql2 give the same first value (not an error). */
static void ot_same(sqlite3 *db, const char *zName, const char *zSql1, const char *zSql2){
  char *z1 = ot_one(db, zSql1), *z2 = ot_one(db, zSql2);
  int bOk = z1 && z2 && strcmp(z1, z2)==0 && strncmp(z1, "error", 5)!=0 && z1[0];
  char *zGot = sqlite3_mprintf("%s, SQLite: %s", z1, z2);
  ot_check(zName, bOk, zGot);
  sqlite3_free(zGot);
  sqlite3_free(z1);
  sqlite3_free(z2);
}

static void ot_exec(sqlite3 *db, const char *zName, const char *zSql){
  char *zErr = 0;
  int rc = sqlite3_exec(db, zSql, 0, 0, &zErr);
  ot_check(zName, rc==SQLITE_OK, zErr);
  sqlite3_free(zErr);
}

#define OT_ROWS 60000
#define OT_TEXT "printf('%s-%d %s', substr('abcdefghijklmnopqrstuvwxyzÀÉÎõü', i % 31 + 1, 1 + i % 7), i, " \
                "CASE WHEN i % 3 = 0 THEN 'Zeta' ELSE 'eta' END)"

/* The statements of one run; bSingle: SQLite is single-threaded. */
static void ot_run(const char *zRun, int bSingle, const char *zFile){
  sqlite3 *db = 0;
  char zName[64], *zSql;
  int rc;
#define NAME(x) (snprintf(zName, sizeof(zName), "%s-%s", zRun, x), zName)

  otOther = 0;
  otMaxInFlight = 0;
  sqlite3_auto_extension((void(*)(void))sqlite3_gpustr_init);
  unlink(zFile);
  rc = sqlite3_open(zFile, &db);
  ot_check(NAME("open"), rc==SQLITE_OK, sqlite3_errmsg(db));
  if( rc!=SQLITE_OK ){
    sqlite3_close(db);
    return;
  }
  zSql = sqlite3_mprintf("SELECT gpu_config('backend', '%s')", zBackend);
  ot_exec(db, NAME("backend"), zSql);
  sqlite3_free(zSql);
  ot_exec(db, NAME("setup"),
    "SELECT gpu_config('threads', 4), gpu_config('map_overlap', 1),"
    "  gpu_config('batch_rows', 4096), gpu_config('bulk_min_rows', 1000);"
    "CREATE TABLE t(id INTEGER PRIMARY KEY, s TEXT);"
    "WITH RECURSIVE c(i) AS (SELECT 1 UNION ALL SELECT i+1 FROM c WHERE i < 60000)"
    "  INSERT INTO t SELECT i, " OT_TEXT " FROM c;"
    "CREATE TEMP TABLE m(id INTEGER PRIMARY KEY, s TEXT);"
    "INSERT INTO m SELECT * FROM t;");

  /* What gpu_info() says of the threads. */
  ot_expect(db, NAME("info-threads"), "SELECT json_extract(gpu_info(), '$.threads')", bSingle ? "1" : "4");
  ot_expect(db, NAME("info-why"),
            "SELECT coalesce(instr(json_extract(gpu_info(), '$.threads_why'), 'SQLITE_CONFIG_SINGLETHREAD') > 0, 'null')",
            bSingle ? "1" : "null");
  /* The setting keeps what was asked. */
  ot_expect(db, NAME("config-threads"), "SELECT gpu_config('threads')", "4");

  /* gpu_map on an in-memory (temp) table: every row against SQLite. */
  ot_expect(db, NAME("map-mem"),
    "SELECT count(*) || ' ' || sum(v.value IS NOT upper(m.s) || lower(m.s) || length(m.s))"
    "  FROM gpu_map('upper(s) || lower(s) || length(s)', 'SELECT id, s FROM m') AS v JOIN m ON m.id = v.key",
    "60000 0");

  /* gpu_map reading a plain table of a file: bulk (worker threads with
  ** their own connections) only where SQLite is not single-threaded. */
  {
    char *z = ot_one(db, "SELECT gpu_explain('SELECT id, s FROM t', 'bulk')");
    ot_check(NAME("bulk-explain"),
             z && (bSingle ? strstr(z, "not bulk: SQLite is single-threaded")!=0 : strncmp(z, "bulk:", 5)==0), z);
    sqlite3_free(z);
  }
  ot_expect(db, NAME("map-file"),
    "SELECT count(*) || ' ' || sum(v.value IS NOT substr(t.s, 2) || '|' || replace(t.s, 'eta', 'ETA'))"
    "  FROM gpu_map('substr(s, 2) || ''|'' || replace(s, ''eta'', ''ETA'')', 'SELECT id, s FROM t') AS v"
    "  JOIN t ON t.id = v.key",
    "60000 0");

  /* gpu_join with its own threads option, against the cross join. */
  ot_same(db, NAME("join"),
    "SELECT count(*) || ' ' || sum(value) FROM gpu_join("
    "  '(a, b) -> CASE WHEN levenshtein(a, b) <= 3 THEN levenshtein(a, b) END',"
    "  'SELECT id, s FROM t WHERE id <= 400', 'SELECT id, s FROM t WHERE id <= 400', 'threads=4')",
    "SELECT count(*) || ' ' || sum(levenshtein(a.s, b.s)) FROM t AS a, t AS b"
    "  WHERE a.id <= 400 AND b.id <= 400 AND levenshtein(a.s, b.s) <= 3");

  /* The row form, for good measure. */
  ot_expect(db, NAME("udf-row"),
    "SELECT sum(gpu_udf_row('length(s) * 2', s) IS NOT length(s) * 2) FROM t", "0");

  /* With backend 'gpu', the batches ran on the (fake) device. */
  if( strcmp(zBackend, "gpu")==0 ){
    ot_expect(db, NAME("gpu-batches"), "SELECT json_extract(gpu_stats(), '$.gpu_batches') > 0", "1");
  }

  /* Every runtime string freed. */
  ot_expect(db, NAME("leak"),
    "SELECT json_extract(gpu_stats(), '$.strings_allocated') = json_extract(gpu_stats(), '$.strings_freed')", "1");

  sqlite3_close(db);
  unlink(zFile);

  if( bSingle ){
    zSql = sqlite3_mprintf("%d calls on other threads, %d at once", otOther, otMaxInFlight);
    ot_check(NAME("one-thread"), otOther==0 && otMaxInFlight<=1, zSql);
  }else{
    zSql = sqlite3_mprintf("%d calls on other threads", otOther);
    ot_check(NAME("workers-seen"), otOther>0, zSql);
  }
  sqlite3_free(zSql);
#undef NAME
}

/* Run one configuration in a child process: SQLite's threading mode is
** set before its first initialization there. */
static void ot_child(const char *zRun, int bSingle){
  pid_t pid;
  int status = 0;
  fflush(stdout);
  pid = fork();
  if( pid==0 ){
    char zFile[64];
    otMain = pthread_self();
    snprintf(zFile, sizeof(zFile), "onethread-%d.db", (int)getpid());
    sqlite3_config(SQLITE_CONFIG_GETMALLOC, &otDefault);
    if( bSingle ){
      ot_check("config-single", sqlite3_config(SQLITE_CONFIG_SINGLETHREAD)==SQLITE_OK, "refused");
    }
    ot_check("config-malloc", sqlite3_config(SQLITE_CONFIG_MALLOC, &otMethods)==SQLITE_OK, "refused");
    ot_run(zRun, bSingle, zFile);
    fflush(stdout);
    _exit(0);
  }
  if( pid<0 || waitpid(pid, &status, 0)!=pid || !WIFEXITED(status) || WEXITSTATUS(status)!=0 ){
    ot_check(zRun, 0, "the child process did not exit normally");
  }
}

int main(int argc, char **argv){
  if( argc>1 && strcmp(argv[1], "gpu")==0 ) zBackend = "gpu";
  aCount = mmap(0, 2*sizeof(int), PROT_READ|PROT_WRITE, MAP_SHARED|MAP_ANONYMOUS, -1, 0);
  if( aCount==MAP_FAILED ) return 1;
  /* 1: serialized, SQLite's default; 2: single-threaded, as go-dqlite
  ** configures SQLite. */
  ot_child("serialized", 0);
  ot_child("single", 1);
  printf("onethread_test: %d passed, %d failed\n", aCount[0], aCount[1]);
  return aCount[1]>0;
}
