/*
** map_vtab.c - gpu_map(expr, sql): the streaming form, a table-valued
** function (an eponymous-only virtual table, like SQLite's series.c).
**
**   SELECT key, value FROM gpu_map('upper(s)||s', 'SELECT id, s FROM t');
**   SELECT rowno, value FROM gpu_map('(a, b) -> a || b', 'SELECT x, y FROM u');
**   SELECT q.id, m.value FROM q, gpu_map(q.prog, q.sql) AS m;     -- per row of q
**   SELECT value FROM gpu_map('upper(s)', 'SELECT s FROM t WHERE id > ?', 10);
**
** Columns: value (the program's result, with SQLite's types), rowno (the
** 1-based position in the query's output), key (the query's first column
** when the query returns one column more than the program has parameters,
** else NULL), and the hidden arguments expr, sql and p1..pN.  The
** arguments after sql bind the query's parameters in SQLite's numbering
** (?1, ?2, ... ; a named one takes the next number); their count must be
** the query's sqlite3_bind_parameter_count exactly, so a parameter is never
** NULL by omission and no argument is ignored.
**
** The query runs on the calling connection.  It must be one statement
** (a tail of blanks and comments is allowed), read-only, and return
** columns: that refuses BEGIN, COMMIT, SAVEPOINT, ATTACH, DDL and writes.
** gpu_map inside the query of gpu_map nests at most GP_MAP_MAX_DEPTH deep.
** The virtual table is SQLITE_VTAB_DIRECTONLY: it runs SQL, so it is not
** for triggers and views.
**
** Inside, rows stream through two batches (gp_batch, batch.c) of at most
** batch_rows rows and batch_bytes bytes.  While one batch is computed on a
** background thread (map_compute_batch: the CPU engine's worker threads,
** later the GPU), the calling thread returns the rows of the batch before
** it and then fetches the batch after it; sqlite3_step never leaves the
** calling thread.  (gpu_config('map_overlap', 0) does the same one step
** after the other, to measure what the overlap gains.)  Values go out as
** copies.  The memory of a batch whose rows have all gone out takes the
** batch after next, and its results are released by that batch's compute,
** on the background thread, into per-worker caches of freed strings
** (gs_cache) from which the next strings are made: the two threads then
** seldom meet in SQLite's allocator, whose one process-wide mutex
** otherwise made the overlapped run slower than the two sides one after
** the other.  So memory stays bounded whatever the number of rows.
**
** An error in a batch (inner query, runtime) surfaces before any of its
** rows goes out; on an error, an interrupt, a LIMIT or a re-run by
** xFilter, the background compute is stopped between rows (its results
** are not wanted), its thread joined, and everything released at once.
*/
#include "gpustr_int.h"
#include "batch.h"
#include "prog.h"
#include "engine.h"
#include "vm.h"
#include "vfilter.h"
#include "bulk.h"
#include "pool.h"      /* gp_cond_init_mono */
#include <pthread.h>
#include <stdarg.h>
#include <string.h>
#include <time.h>

/* gpu_map in the query of gpu_map in the query of gpu_map: no deeper. */
#define GP_MAP_MAX_DEPTH 3

/* Column numbers, in the order of the CREATE TABLE below. */
#define MAP_COL_VALUE 0
#define MAP_COL_ROWNO 1
#define MAP_COL_KEY   2
#define MAP_COL_EXPR  3
#define MAP_COL_SQL   4
#define MAP_COL_P1    5      /* p1..pN: the query's parameters */

/* Hidden parameter columns, so at most this many parameters (more
** arguments are SQLite's own "too many arguments on gpu_map()"). */
#define GP_MAP_MAX_PARAMS 100

/* The virtual table: one per connection (it is eponymous). */
typedef struct map_vtab {
  sqlite3_vtab base;
  sqlite3 *db;
  gp_conn *conn;
  int nDepth;              /* gpu_map queries being stepped on this connection */
} map_vtab;

/* One batch: the rows fetched, then their results. */
typedef struct map_slot {
  gp_batch in;             /* the program's arguments */
  gp_batch keys;           /* the key column (one column), when there is one */
  /* Results.  Every entry is NULL or holds a reference; those past nHeld
  ** are NULL.  The results of a batch whose rows have all gone out are
  ** released by the compute of the slot's next batch, on the thread that
  ** made them (or when the run stops). */
  gs_val *aOut;
  sqlite3_int64 nOutAlloc;
  int nHeld;
  int nRow;                /* rows in the batch; 0 when it is empty */
  /* Under a filter on value (vfilter.c): the rows that go out, nKeep of
  ** them, made by the compute. */
  int *aKeep;
  int nKeep;
  sqlite3_int64 iRowno;    /* rowno of its first row */
  /* Its compute, written by the background thread until joined: */
  pthread_t tid;
  int bThread;             /* a thread computes it and is not joined yet */
  int bDone;               /* atomic: that thread has finished */
  int rc;                  /* GS_OK, or the engine's rc for the batch */
  int bTermed;             /* its packed texts have markers (vm_batch.bTermed) */
  int bShared;             /* a result went to SQLite by reference (gp_result_share) */
  char *zErr;              /* its message (sqlite3_malloc'd), or 0 */
  int iErrRow;             /* the row of the batch that failed, or -1 */
  vm_stats st;
} map_slot;

typedef struct map_cursor {
  sqlite3_vtab_cursor base;
  gp_prog *pProg;          /* the program (a reference), compiled for FE_NARG_INFER */
  int nArg;                /* its parameters = batch columns */
  sqlite3_stmt *pStmt;     /* the query, kept for a re-run with the same text */
  char *zSql;
  int bKey;                /* the query's first column is the key */
  sqlite3_value **apArg;   /* nArg column values of the current query row */
  int bStmtDone;           /* the query returned SQLITE_DONE */
  sqlite3_int64 nFetched;  /* rows fetched in this run */
  sqlite3_value **apParam; /* copies of the parameter arguments, for xColumn */
  int nParam;
  gp_vfilter filt;         /* the constraints on value SQLite passed (xBestIndex) */
  sqlite3_int64 nFetchMax; /* rows the query may give at most: a LIMIT's, else -1 */
  sqlite3_int64 nReturned; /* rows handed to SQLite in this run */
  gp_bulk *pBulk;          /* the query read on worker threads (bulk.c), or 0 */
  int bFused;              /* ... whose workers compute the rows they read too */
  /* Settings, read at xFilter: the compute runs on a thread of its own,
  ** so it reads this copy (cache_dir a copy too), never the connection's,
  ** which gpu_config may change meanwhile. */
  gp_config cfg;
  sqlite3_int64 nBatchRows, nBatchBytes, maxLen, nLikeMax;
  int nThread;
  int bOverlap;            /* compute on a background thread (map_overlap) */
  map_slot aSlot[2];
  /* Worker i of the compute allocates from and frees into aCache[i], and
  ** the results of a batch go back there when released: the compute
  ** reuses memory instead of contending with this thread for SQLite's
  ** allocator, whose mutex is process-wide. */
  gs_cache aCache[VM_MAX_THREADS];
  gp_intr intr;            /* sqlite3_interrupt(), polled while waiting for a compute */
  int iCur;                /* the slot whose rows go out */
  int iRow;                /* the row of it that is current */
  int bEof;
  /* A background compute says it is done (map_join waits on it) */
  pthread_mutex_t muDone;
  pthread_cond_t cvDone;
} map_cursor;

/* ---- the background compute --------------------------------------------- */

/* Compute the results of the rows in s on the engine the settings pick
** (engine.c: the GPU or the CPU engine's workers).  Runs on the background
** thread; touches only s, the workers' caches, the copy of the settings
** and the program (whose kernel engine.c makes under its mutex). */
static void map_compute_batch(map_cursor *c, map_slot *s, int bPoll){
  vm_batch b;
  int i;
  /* The results of the slot's last batch, into the workers' caches. */
  for(i=0; i<c->nThread; i++){
    vm_release_cached(s->aOut, (int)((sqlite3_int64)s->nHeld*i/c->nThread),
                      (int)((sqlite3_int64)s->nHeld*(i+1)/c->nThread), &c->aCache[i], &s->st);
  }
  s->nHeld = s->nRow;
  memset(&b, 0, sizeof b);
  b.nRow = s->nRow;
  b.pIn = &s->in;
  b.aOut = s->aOut;
  b.nLikeMax = c->nLikeMax;
  b.pIntr = &c->intr;
  b.bPoll = bPoll;
  b.bTermed = 1;           /* (map_column hands the texts over as they lie) */
  sqlite3_free(s->zErr);
  s->zErr = 0;
  s->rc = gp_engine_run(&c->cfg, c->pProg, &s->in, &b, c->aCache, c->maxLen, &s->zErr, &s->iErrRow);
  s->bTermed = b.bTermed;
  if( s->rc==GS_OK && c->filt.nTerm>0 ){
    /* Results out: the rows SQLite would drop do not go out. */
    int n = gp_vfilter_keep(&c->filt, s->aOut, s->nRow, s->aKeep);
    s->nKeep = n;
    gp_stat_add(GP_STAT_ROWS_FILTERED, s->nRow - n);
  }
}

/* The rows of s that go out, and the batch row of the i-th of them. */
static int map_out_count(const map_cursor *c, const map_slot *s){
  return c->filt.nTerm>0 ? s->nKeep : s->nRow;
}
static int map_out_row(const map_cursor *c, const map_slot *s, int i){
  return c->filt.nTerm>0 ? s->aKeep[i] : i;
}

/* Row iRow's key (the query's first column): fused, the first column of
** the rows as the workers read them, else the keys apart. */
static gs_val map_key(const map_cursor *c, const map_slot *s, int iRow){
  return c->bFused ? batch_value(&s->in, 0, iRow) : batch_value(&s->keys, 0, iRow);
}

typedef struct map_job {
  map_cursor *c;
  map_slot *s;
} map_job;

static void *map_compute_thread(void *pArg){
  map_job *j = (map_job*)pArg;
  map_cursor *c = j->c;
  map_slot *s = j->s;
  map_compute_batch(c, s, 0);
  sqlite3_free(j);
  pthread_mutex_lock(&c->muDone);
  __atomic_store_n(&s->bDone, 1, __ATOMIC_RELEASE);
  pthread_cond_broadcast(&c->cvDone);
  pthread_mutex_unlock(&c->muDone);
  return 0;
}

/* Start computing slot s in the background (or here, when map_overlap is
** 0 or no thread can start). */
static void map_start(map_cursor *c, map_slot *s){
  map_job *j;
  if( c->bFused ) return;            /* (computed by the worker that read it) */
  j = c->bOverlap ? (map_job*)sqlite3_malloc64(sizeof(*j)) : 0;
  if( j ){
    j->c = c;
    j->s = s;
    s->bDone = 0;
    if( gp_thread_create(&s->tid, 0, map_compute_thread, j)==0 ){
      s->bThread = 1;
      return;
    }
    sqlite3_free(j);
  }
  map_compute_batch(c, s, 1);
}

/* Wait for the compute of s to finish; its results and rc are then ours.
** This is SQLite's thread: it polls for sqlite3_interrupt() meanwhile,
** and the compute stops between rows once it is seen. */
static void map_join(map_cursor *c, map_slot *s){
  if( s->bThread ){
    /* Woken as the compute ends (it had slept a millisecond at a time
    ** here: on average half of one lost a batch, a third of a light
    ** statement's time at 4,096 rows a batch); the interrupt polled
    ** meanwhile (gp_intr_poll looks every GP_INTR_POLL_NS). */
    pthread_mutex_lock(&c->muDone);
    while( !__atomic_load_n(&s->bDone, __ATOMIC_ACQUIRE) ){
      struct timespec ts;
      gp_cond_deadline_ms(&ts, 1);
      pthread_cond_timedwait(&c->cvDone, &c->muDone, &ts);
      if( __atomic_load_n(&s->bDone, __ATOMIC_ACQUIRE) ) break;
      pthread_mutex_unlock(&c->muDone);
      gp_intr_poll(&c->intr);
      pthread_mutex_lock(&c->muDone);
    }
    pthread_mutex_unlock(&c->muDone);
    pthread_join(s->tid, 0);
    s->bThread = 0;
  }
  gp_stat_add(GP_STAT_STRINGS_ALLOCATED, s->st.nAlloc);
  gp_stat_add(GP_STAT_STRINGS_FREED, s->st.nFree);
  gp_stat_add(GP_STAT_REFCOUNT_OPS, s->st.nRefOps);
  memset(&s->st, 0, sizeof(s->st));
}

/* The rows of s have all gone out: empty it for the next batch (memory
** kept, results left for its next compute to release). */
static void map_slot_retire(map_slot *s){
  if( s->bShared ){
    /* SQLite holds references to some of its results, and drops them on
    ** this thread: the slot's are dropped here too, not by the compute of
    ** its next batch on another thread (the count is not atomic). */
    vm_release_cached(s->aOut, 0, s->nHeld, 0, &s->st);
    s->nHeld = 0;
    s->bShared = 0;
  }
  batch_reset(&s->in);
  batch_reset(&s->keys);
  s->nRow = 0;
  s->nKeep = 0;
}

/* Release the results of s and empty it; no compute may be running. */
static void map_slot_clear(map_cursor *c, map_slot *s){
  /* (the caches are the fused workers', which may still run) */
  vm_release_cached(s->aOut, 0, s->nHeld, c->bFused ? 0 : &c->aCache[0], &s->st);
  s->nHeld = 0;
  s->bShared = 0;
  sqlite3_free(s->zErr);
  s->zErr = 0;
  s->rc = GS_OK;
  map_join(c, s);   /* (only counts what was released) */
  map_slot_retire(s);
}

static void map_slot_free(map_slot *s){
  batch_free(&s->in);
  batch_free(&s->keys);
  sqlite3_free(s->aOut);
  sqlite3_free(s->aKeep);
  memset(s, 0, sizeof(*s));
}

/* ---- the run of one query ------------------------------------------------- */

static int map_error(map_cursor *c, int rc, const char *zFormat, ...){
  sqlite3_vtab *pVtab = c->base.pVtab;
  va_list ap;
  va_start(ap, zFormat);
  sqlite3_free(pVtab->zErrMsg);
  pVtab->zErrMsg = sqlite3_vmprintf(zFormat, ap);
  va_end(ap);
  return rc;
}

/* Stop the run: join the background thread, release every result, reset
** the query.  The cursor is then at EOF. */
static void map_run_clear(map_cursor *c){
  /* A compute still running makes rows nobody will read: stop it. */
  gp_intr_stop(&c->intr);
  map_join(c, &c->aSlot[0]);
  map_join(c, &c->aSlot[1]);
  map_slot_clear(c, &c->aSlot[0]);
  map_slot_clear(c, &c->aSlot[1]);
  gp_intr_clear(&c->intr);
  gp_bulk_close(c->pBulk);
  c->pBulk = 0;
  c->bFused = 0;
  gp_stat_add(GP_STAT_ROWS_RETURNED, c->nReturned);
  c->nReturned = 0;
  if( c->pStmt ) sqlite3_reset(c->pStmt);
  c->bEof = 1;
  c->iRow = 0;
}

/* ---- fused: the bulk workers compute what they read -------------------------
**
** Where the workers read the table (bulk.c) and the CPU engine computes,
** each worker runs the program and the filter on the rows it has just
** read, on its own thread (one of the engine's caches its own), and hands
** over rows and results together: no batch waits for a compute of its
** own, the rows are still in the worker's cache, and the machine's cores
** are busy from the first chunk to the last.  A chunk becomes a slot
** whole. */

#define GP_MAP_FUSED_ROWS 4096

/* The statement's error for rc from the bulk workers (zErr, their message,
** freed here): out of memory as it is, else the message. */
static void map_bulk_error(map_cursor *c, int rc, char *zErr){
  if( rc==SQLITE_INTERRUPT ){
    map_error(c, rc, "gpu_map: interrupted");
  }else if( rc!=SQLITE_OK && rc!=SQLITE_NOMEM ){
    map_error(c, rc, "gpu_map: %s", zErr ? zErr : sqlite3_errstr(rc));
  }
  sqlite3_free(zErr);
}

static void map_chunk_compute(void *pArg, int iWorker, gp_batch *pRows, gp_bulk_res *r){
  map_cursor *c = (map_cursor*)pArg;
  gp_config cfg = c->cfg;
  gp_batch args, *pArgs = pRows;
  vm_batch b;
  int n = (int)pRows->nRow;
  r->rc = GS_OK;
  r->zErr = 0;
  r->iErrRow = -1;
  r->nKeep = 0;
  r->bTermed = 0;
  if( n>r->nAlloc ){
    gs_val *aOut = (gs_val*)sqlite3_realloc64(r->aOut, sizeof(gs_val)*(sqlite3_uint64)n);
    int *aKeep;
    if( aOut ){
      memset(&aOut[r->nAlloc], 0, sizeof(gs_val)*(size_t)(n - r->nAlloc));
      r->aOut = aOut;
    }
    aKeep = aOut ? (int*)sqlite3_realloc64(r->aKeep, sizeof(int)*(sqlite3_uint64)n) : 0;
    if( aKeep==0 ){
      r->rc = GS_NOMEM;
      return;
    }
    r->aKeep = aKeep;
    r->nAlloc = n;
  }
  if( c->bKey ){
    /* The program's arguments: the rows but their first column, the key. */
    args = *pRows;
    args.aCol = pRows->aCol + 1;
    args.nArg = pRows->nArg - 1;
    pArgs = &args;
  }
  memset(&b, 0, sizeof b);
  b.nRow = n;
  b.pIn = pArgs;
  b.aOut = r->aOut;
  b.nLikeMax = c->nLikeMax;
  b.pIntr = &c->intr;
  b.bTermed = 1;
  cfg.backend = GP_BACKEND_CPU;
  cfg.threads = 1;
  r->rc = gp_engine_run(&cfg, c->pProg, pArgs, &b, &c->aCache[iWorker], c->maxLen, &r->zErr, &r->iErrRow);
  if( pArgs!=pRows ){
    /* (the engine may have grown the room for packed results) */
    pRows->aRes = args.aRes;
    pRows->nResAlloc = args.nResAlloc;
  }
  r->bTermed = b.bTermed;
  if( r->rc==GS_OK && c->filt.nTerm>0 ){
    r->nKeep = gp_vfilter_keep(&c->filt, r->aOut, n, r->aKeep);
    gp_stat_add(GP_STAT_ROWS_FILTERED, n - r->nKeep);
  }
}

/* Results of a chunk no one took, the workers stopped. */
static void map_chunk_release(void *pArg, gp_bulk_res *r){
  vm_stats st = {0, 0, 0};
  (void)pArg;
  vm_release_cached(r->aOut, 0, (int)r->nAlloc, 0, &st);
  gp_stat_add(GP_STAT_STRINGS_FREED, st.nFree);
  gp_stat_add(GP_STAT_REFCOUNT_OPS, st.nRefOps);
}

/* The next chunk into s, rows and results. */
static int map_fetch_fused(map_cursor *c, map_slot *s, sqlite3_int64 t0){
  gp_bulk_res r;
  char *zErr = 0;
  int bDone = 0, rc;
  /* The slot's last results (SQLite's thread: no worker's cache). */
  vm_release_cached(s->aOut, 0, s->nHeld, 0, &s->st);
  s->nHeld = 0;
  sqlite3_free(s->zErr);
  s->zErr = 0;
  memset(&r, 0, sizeof r);
  r.aOut = s->aOut;
  r.aKeep = s->aKeep;
  r.nAlloc = s->nOutAlloc;
  r.iErrRow = -1;
  rc = gp_bulk_take(c->pBulk, &s->in, &r, &c->intr, &bDone, &zErr);
  s->aOut = r.aOut;
  s->aKeep = r.aKeep;
  s->nOutAlloc = r.nAlloc;
  map_bulk_error(c, rc, zErr);
  if( rc!=SQLITE_OK ){
    batch_reset(&s->in);
    return rc;
  }
  if( bDone ) c->bStmtDone = 1;
  s->rc = r.rc;
  s->zErr = r.zErr;
  s->iErrRow = r.iErrRow;
  s->bTermed = r.bTermed;
  s->nKeep = r.nKeep;
  s->nRow = (int)s->in.nRow;
  /* (a failed compute released its results) */
  s->nHeld = r.rc==GS_OK ? s->nRow : 0;
  c->nFetched += s->nRow;
  gp_stat_add(GP_STAT_NS_GATHER, gp_now_ns()-t0);
  return SQLITE_OK;
}

/* Fetch the next batch of the query into s (empty if the query is done). */
static int map_fetch(map_cursor *c, map_slot *s){
  map_vtab *pTab = (map_vtab*)c->base.pVtab;
  sqlite3_int64 t0 = gp_now_ns();
  int rc = SQLITE_OK, i;
  s->iRowno = c->nFetched + 1;
  if( c->bFused ) return map_fetch_fused(c, s, t0);
  if( c->pBulk ){
    /* Bulk in: the workers' rows, copied in rowid order. */
    sqlite3_int64 nMax = c->nBatchRows;
    char *zErr = 0;
    int bDone = 0;
    if( c->nFetchMax>=0 && c->nFetchMax - c->nFetched < nMax ) nMax = c->nFetchMax - c->nFetched;
    rc = gp_bulk_next(c->pBulk, &s->keys, c->bKey, &s->in, nMax, c->nBatchBytes, &c->intr, &bDone, &zErr);
    map_bulk_error(c, rc, zErr);
    if( bDone ) c->bStmtDone = 1;
  }
  pTab->nDepth++;
  pTab->conn->nInner++;
  while( !c->pBulk && !c->bStmtDone && s->in.nRow < c->nBatchRows
         && s->in.nByte + s->keys.nByte < c->nBatchBytes
         && (c->nFetchMax<0 || c->nFetched + s->in.nRow < c->nFetchMax) ){
    rc = sqlite3_step(c->pStmt);
    if( rc!=SQLITE_ROW ){
      if( rc==SQLITE_DONE ){
        c->bStmtDone = 1;
        rc = SQLITE_OK;
      }else{
        /* (an error of a gpu_map nested in the query has its prefix) */
        const char *zMsg = sqlite3_errmsg(pTab->db);
        map_error(c, rc, "%s%s", strncmp(zMsg, "gpu_map: ", 9)==0 ? "" : "gpu_map: ", zMsg);
      }
      break;
    }
    rc = SQLITE_OK;
    for(i=0; i<c->nArg; i++) c->apArg[i] = sqlite3_column_value(c->pStmt, i + c->bKey);
    if( batch_append(&s->in, c->apArg)!=SQLITE_OK ){ rc = SQLITE_NOMEM; break; }
    if( c->bKey ){
      sqlite3_value *pKey = sqlite3_column_value(c->pStmt, 0);
      if( batch_append(&s->keys, &pKey)!=SQLITE_OK ){ rc = SQLITE_NOMEM; break; }
    }
  }
  pTab->nDepth--;
  pTab->conn->nInner--;
  if( rc==SQLITE_OK && s->in.nRow > s->nOutAlloc ){
    gs_val *aNew = (gs_val*)sqlite3_realloc64(s->aOut, sizeof(gs_val)*(sqlite3_uint64)s->in.nRow);
    if( aNew==0 ){
      rc = SQLITE_NOMEM;
    }else{
      memset(&aNew[s->nOutAlloc], 0, sizeof(gs_val)*(size_t)(s->in.nRow - s->nOutAlloc));
      s->aOut = aNew;
      s->nOutAlloc = s->in.nRow;
      sqlite3_free(s->aKeep);
      s->aKeep = (int*)sqlite3_malloc64(sizeof(int)*(sqlite3_uint64)s->nOutAlloc);
      if( s->aKeep==0 ) rc = SQLITE_NOMEM;
    }
  }
  if( rc!=SQLITE_OK ){
    batch_reset(&s->in);
    batch_reset(&s->keys);
    return rc;
  }
  s->nRow = (int)s->in.nRow;
  c->nFetched += s->nRow;
  gp_stat_add(GP_STAT_NS_GATHER, gp_now_ns()-t0);
  return SQLITE_OK;
}

/* Join the compute of s and report its error, if any, as the error of the
** whole statement: gpu_udf_row's words (SQLite's), then, for a row's error
** (not a limit: SQLITE_TOOBIG is SQLite's words alone, as SQLite gives it),
** which row of the query and which program (gp_err_where_val). */
static int map_finish(map_cursor *c, map_slot *s){
  map_join(c, s);
  if( s->rc!=GS_OK ){
    int rc = s->rc;
    sqlite3_str *pMsg;
    char *z;
    if( gp_intr_stopped(&c->intr) ) return map_error(c, SQLITE_INTERRUPT, "gpu_map: interrupted");
    if( rc==GS_NOMEM ) return SQLITE_NOMEM;
    /* A limit, as SQLite's own: its words alone (limits_test). */
    if( rc==GS_TOOBIG ) return map_error(c, SQLITE_TOOBIG, "string or blob too big");
    pMsg = sqlite3_str_new(0);
    sqlite3_str_appendall(pMsg, s->zErr ? s->zErr : "runtime error");
    if( s->iErrRow>=0 && s->iErrRow<s->nRow ){
      sqlite3_str_appendf(pMsg, " (gpu_map: row %lld of the query", s->iRowno + s->iErrRow);
      if( c->bKey ){
        gs_val k = map_key(c, s, s->iErrRow);
        sqlite3_str_appendall(pMsg, ", key ");
        gp_err_where_val(pMsg, k, 40);
      }
      gp_err_program(pMsg, c->pProg);
      sqlite3_str_appendall(pMsg, ")");
    }
    z = sqlite3_str_finish(pMsg);
    if( z==0 ) return SQLITE_NOMEM;
    rc = map_error(c, SQLITE_ERROR, "%s", z);
    sqlite3_free(z);
    return rc;
  }
  return SQLITE_OK;
}

/* Go on from a batch whose rows have all gone out: fetch the batch after
** the next one into its slot while the next one is computed, then make the
** next one current and start computing the one fetched. */
static int map_advance(map_cursor *c){
  map_slot *pDone = &c->aSlot[c->iCur];
  map_slot *pNext = &c->aSlot[!c->iCur];
  int rc;
  map_slot_retire(pDone);
  if( pNext->nRow==0 ){
    c->bEof = 1;
    return SQLITE_OK;
  }
  rc = map_fetch(c, pDone);
  if( rc==SQLITE_OK ) rc = map_finish(c, pNext);
  if( rc!=SQLITE_OK ){
    map_run_clear(c);
    return rc;
  }
  if( pDone->nRow>0 ) map_start(c, pDone);
  c->iCur = !c->iCur;
  c->iRow = 0;
  return SQLITE_OK;
}

/* Make the current row one that goes out: past batches whose rows the
** filter dropped all of, or to EOF. */
static int map_settle(map_cursor *c){
  int rc = SQLITE_OK;
  while( rc==SQLITE_OK && !c->bEof && c->iRow>=map_out_count(c, &c->aSlot[c->iCur]) ){
    rc = map_advance(c);
  }
  if( rc==SQLITE_OK && !c->bEof ) c->nReturned++;
  return rc;
}

/* Prepare the query zSql and check that gpu_map may run it. */
static int map_prepare(map_cursor *c, const char *zSql){
  map_vtab *pTab = (map_vtab*)c->base.pVtab;
  const char *zTail = 0;
  char *zWhy = 0;
  int rc;
  if( c->pStmt && c->zSql && strcmp(c->zSql, zSql)==0 ) return SQLITE_OK;
  sqlite3_finalize(c->pStmt);
  c->pStmt = 0;
  sqlite3_free(c->zSql);
  c->zSql = 0;
  /* Before it is prepared: a PRAGMA acts then (guard.c). */
  rc = gp_inner_sql_check(zSql, &zWhy);
  if( rc!=SQLITE_OK ){
    if( rc==SQLITE_NOMEM ) return rc;
    rc = map_error(c, rc, "gpu_map: the query (argument 2) %s", zWhy);
    sqlite3_free(zWhy);
    return rc;
  }
  pTab->conn->nInner++;
  rc = sqlite3_prepare_v3(pTab->db, zSql, -1, 0, &c->pStmt, &zTail);
  pTab->conn->nInner--;
  if( rc!=SQLITE_OK ){
    return map_error(c, rc, "gpu_map: %s", sqlite3_errmsg(pTab->db));
  }
  if( c->pStmt==0 ){
    rc = map_error(c, SQLITE_ERROR, "gpu_map: the query (argument 2) is empty");
  }else if( zTail && !gp_sql_tail_is_blank(zTail) ){
    int n = 0;
    while( *zTail==' ' || *zTail=='\t' || *zTail=='\n' || *zTail=='\r' ) zTail++;
    /* Its first 40 bytes, cut between characters (the message must stay
    ** UTF-8). */
    while( n<40 && zTail[n] ) n++;
    while( n>0 && zTail[n] && ((unsigned char)zTail[n] & 0xc0)==0x80 ) n--;
    rc = map_error(c, SQLITE_ERROR, "gpu_map: the query must be a single statement; "
                   "this follows it: %.*s", n, zTail);
  }else if( sqlite3_column_count(c->pStmt)==0 ){
    rc = map_error(c, SQLITE_ERROR, "gpu_map: the query must return rows (a SELECT, VALUES "
                   "or WITH ... SELECT); it returns no columns");
  }else if( !sqlite3_stmt_readonly(c->pStmt) ){
    rc = map_error(c, SQLITE_ERROR, "gpu_map: the query must be read-only");
  }else{
    c->zSql = sqlite3_mprintf("%s", zSql);
    if( c->zSql==0 ) rc = SQLITE_NOMEM;
  }
  if( rc!=SQLITE_OK ){
    sqlite3_finalize(c->pStmt);
    c->pStmt = 0;
  }
  return rc;
}

/* Make the slots' argument batches nCol columns wide (the program's
** arguments; fused with a key, the key too, as the workers read them). */
static int map_shape_slots(map_cursor *c, int nCol){
  int i;
  for(i=0; i<2; i++){
    map_slot *s = &c->aSlot[i];
    if( s->in.nArg==nCol && s->in.aCol ) continue;
    batch_free(&s->in);
    if( batch_init(&s->in, nCol)!=SQLITE_OK ) return SQLITE_NOMEM;
  }
  return SQLITE_OK;
}

/* Bulk in (bulk.c): read the query on worker threads where it is a plain
** read of a table and the rows are sure to be this connection's.  The
** statement's own query is stepped once first, so that the connection
** holds the read transaction the workers must match, then reset: where
** bulk declines, gpu_map steps it from the start as always. */
static int map_bulk_start(map_cursor *c, const char *zSql, int nParam, sqlite3_value **apParam){
  map_vtab *pTab = (map_vtab*)c->base.pVtab;
  const char *zWhy = 0;
  gp_bulk_plan *pPlan = gp_bulk_plan_new(pTab->db, zSql, &zWhy);
  gp_bulk_compute compute;
  int rc = SQLITE_OK;
  /* Fused (above) where every batch would be the CPU engine's, each row
  ** goes out once (no LIMIT to stop at) and the compute runs in the
  ** background anyway (map_overlap). */
  const char *zWhyCpu = 0;
  int bFuse = c->nFetchMax<0 && c->bOverlap
           && gp_backend_resolve(&c->cfg, &zWhyCpu)==GP_BACKEND_CPU;
  compute.xCompute = map_chunk_compute;
  compute.xRelease = map_chunk_release;
  compute.pArg = c;
  if( pPlan ){
    pTab->nDepth++;
    pTab->conn->nInner++;
    rc = sqlite3_step(c->pStmt);
    pTab->conn->nInner--;
    pTab->nDepth--;
    if( rc==SQLITE_ROW ){
      rc = gp_bulk_open(pTab->db, pPlan, sqlite3_column_count(c->pStmt), nParam, apParam,
                        c->cfg.bulk_min_rows, c->nThread,
                        c->cfg.bulk_pages, bFuse && c->nBatchRows>GP_MAP_FUSED_ROWS ? GP_MAP_FUSED_ROWS : c->nBatchRows,
                        c->nBatchBytes/c->nThread + 1, bFuse ? &compute : 0, &c->pBulk, &zWhy);
      if( rc==SQLITE_DONE ) rc = SQLITE_OK;
      c->bFused = bFuse && c->pBulk!=0;
      if( c->bFused ){
        gp_stat_add(GP_STAT_BULK_FUSED_RUNS, 1);
        /* A slot's rows are then a chunk's, the key among them. */
        if( rc==SQLITE_OK ) rc = map_shape_slots(c, sqlite3_column_count(c->pStmt));
      }
      if( c->pBulk ) gp_stat_add(GP_STAT_BULK_RUNS, 1);
      if( c->pBulk && gp_bulk_pages(c->pBulk) ) gp_stat_add(GP_STAT_BULK_PAGE_RUNS, 1);
    }else{
      rc = SQLITE_OK;       /* its error, or no rows: the usual way says so */
    }
    if( c->pBulk==0 ) sqlite3_reset(c->pStmt);
    gp_bulk_plan_free(pPlan);
  }
  return rc;
}

/* Make the slots' batches fit a program of nArg parameters. */
static int map_set_arity(map_cursor *c, int nArg){
  int i;
  if( nArg==c->nArg ) return SQLITE_OK;
  sqlite3_free(c->apArg);
  c->apArg = 0;
  c->nArg = -1;
  for(i=0; i<2; i++){
    map_slot *s = &c->aSlot[i];
    batch_free(&s->in);
    if( batch_init(&s->in, nArg)!=SQLITE_OK ) return SQLITE_NOMEM;
  }
  sqlite3_free(c->apArg);
  c->apArg = (sqlite3_value**)sqlite3_malloc64(sizeof(sqlite3_value*)*(sqlite3_uint64)(nArg+1));
  if( c->apArg==0 ) return SQLITE_NOMEM;
  c->nArg = nArg;
  return SQLITE_OK;
}

/* Start a run of gpu_map(argv[0], argv[1]): the first batch is computed and
** the second computing when this returns. */
/* Keep copies of the parameter arguments (xColumn shows them) and bind
** them to the query, whose parameters they must match one for one. */
static int map_bind(map_cursor *c, int nParam, sqlite3_value **apParam){
  int nWant = sqlite3_bind_parameter_count(c->pStmt), i, rc;
  if( nParam!=nWant ){
    if( nParam>nWant ){
      return map_error(c, SQLITE_ERROR, "gpu_map: %d parameter argument%s given, but the query "
                       "has %d parameter%s", nParam, nParam==1 ? "" : "s", nWant, nWant==1 ? "" : "s");
    }
    /* The first parameter left without a value: by name when it has one. */
    {
      const char *zName = sqlite3_bind_parameter_name(c->pStmt, nParam+1);
      return map_error(c, SQLITE_ERROR, "gpu_map: the query's parameter %d (%s) has no value: "
                       "pass it as argument %d (the query has %d parameter%s, %d given)",
                       nParam+1, zName ? zName : "?", nParam+3, nWant, nWant==1 ? "" : "s", nParam);
    }
  }
  sqlite3_clear_bindings(c->pStmt);
  for(i=0; i<nParam; i++){
    rc = sqlite3_bind_value(c->pStmt, i+1, apParam[i]);
    if( rc!=SQLITE_OK ){
      return map_error(c, rc, "gpu_map: parameter %d: %s", i+1, sqlite3_errmsg(sqlite3_db_handle(c->pStmt)));
    }
  }
  c->apParam = (sqlite3_value**)sqlite3_malloc64(sizeof(sqlite3_value*)*(sqlite3_uint64)(nParam+1));
  if( c->apParam==0 ) return SQLITE_NOMEM;
  for(i=0; i<nParam; i++){
    c->apParam[i] = sqlite3_value_dup(apParam[i]);
    if( c->apParam[i]==0 ) break;
    c->nParam = i+1;
  }
  return c->nParam==nParam ? SQLITE_OK : SQLITE_NOMEM;
}

static void map_params_free(map_cursor *c){
  int i;
  for(i=0; i<c->nParam; i++) sqlite3_value_free(c->apParam[i]);
  sqlite3_free(c->apParam);
  c->apParam = 0;
  c->nParam = 0;
}

static int map_run_start(map_cursor *c, sqlite3_value *pExpr, sqlite3_value *pSql,
                         int nParamArg, sqlite3_value **apParamArg){
  map_vtab *pTab = (map_vtab*)c->base.pVtab;
  gp_conn *conn = pTab->conn;
  const char *zExpr, *zSql;
  gp_prog *pProg = 0;
  char *zErr = 0;
  int rc, nCol, nParam, i;

  if( pTab->nDepth>=GP_MAP_MAX_DEPTH ){
    return map_error(c, SQLITE_ERROR, "gpu_map: nested more than %d deep "
                     "(gpu_map in the query of gpu_map)", GP_MAP_MAX_DEPTH);
  }
  zExpr = (const char*)sqlite3_value_text(pExpr);
  if( zExpr==0 ){
    if( sqlite3_value_type(pExpr)!=SQLITE_NULL ) return SQLITE_NOMEM;
    return map_error(c, SQLITE_ERROR, "gpu_map: the program (argument 1) is NULL");
  }
  zSql = (const char*)sqlite3_value_text(pSql);
  if( zSql==0 ){
    if( sqlite3_value_type(pSql)!=SQLITE_NULL ) return SQLITE_NOMEM;
    return map_error(c, SQLITE_ERROR, "gpu_map: the query (argument 2) is NULL");
  }
  if( (int)strlen(zSql)!=sqlite3_value_bytes(pSql) ){
    /* SQLite's parser stops at the first NUL: what follows would be dropped
    ** without a word, past the check that refuses a second statement. */
    return map_error(c, SQLITE_ERROR, "gpu_map: the query (argument 2) contains a NUL byte "
                     "(byte %d of %d)", (int)strlen(zSql) + 1, sqlite3_value_bytes(pSql));
  }

  /* The program, its parameter count inferred. */
  if( c->pProg==0 || c->pProg->nSrc!=sqlite3_value_bytes(pExpr)
      || memcmp(c->pProg->zSrc, zExpr, (size_t)c->pProg->nSrc)!=0 ){
    rc = gp_prog_lookup(conn, zExpr, sqlite3_value_bytes(pExpr), FE_NARG_INFER, &pProg, &zErr);
    if( rc!=SQLITE_OK ){
      if( rc!=SQLITE_NOMEM ){
        rc = map_error(c, rc, "gpu_map: %s", zErr ? zErr : "cannot compile");
      }
      sqlite3_free(zErr);
      return rc;
    }
    gp_prog_unref(c->pProg);
    c->pProg = pProg;
  }
  nParam = c->pProg->pIr->nArg;

  rc = map_prepare(c, zSql);
  if( rc==SQLITE_OK ) rc = map_bind(c, nParamArg, apParamArg);
  if( rc!=SQLITE_OK ) return rc;
  nCol = sqlite3_column_count(c->pStmt);
  if( nCol!=nParam && nCol!=nParam+1 ){
    return map_error(c, SQLITE_ERROR, "gpu_map: the program takes %d argument%s, so the query "
                     "must return %d column%s (or %d, the first being the key); it returns %d",
                     nParam, nParam==1 ? "" : "s", nParam, nParam==1 ? "" : "s", nParam+1, nCol);
  }
  c->bKey = nCol==nParam+1;
  rc = map_set_arity(c, nParam);
  if( rc==SQLITE_OK ) rc = map_shape_slots(c, nParam);
  if( rc!=SQLITE_OK ) return rc;

  sqlite3_free(c->cfg.cache_dir);
  c->cfg = conn->cfg;
  c->cfg.cache_dir = sqlite3_mprintf("%s", conn->cfg.cache_dir);
  if( c->cfg.cache_dir==0 ) return SQLITE_NOMEM;
  c->nBatchRows = conn->cfg.batch_rows;
  c->nBatchBytes = conn->cfg.batch_bytes;
  c->nThread = conn->cfg.threads < VM_MAX_THREADS ? conn->cfg.threads : VM_MAX_THREADS;
  for(i=0; i<c->nThread; i++){
    /* About a batch's worth of strings, spread over the workers. */
    c->aCache[i].nMax = c->nBatchBytes/c->nThread + (1<<20);
  }
  c->bOverlap = conn->cfg.map_overlap;
  c->maxLen = sqlite3_limit(pTab->db, SQLITE_LIMIT_LENGTH, -1);
  c->nLikeMax = sqlite3_limit(pTab->db, SQLITE_LIMIT_LIKE_PATTERN_LENGTH, -1);
  c->bStmtDone = 0;
  c->nFetched = 0;
  gp_intr_init(&c->intr, pTab->db);
  c->iCur = 0;
  c->iRow = 0;
  c->bEof = 0;
  if( conn->cfg.bulk_min_rows>0 ){
    rc = map_bulk_start(c, zSql, nParamArg, apParamArg);
    if( rc!=SQLITE_OK ) return rc;
  }

  /* Batch 0 is computed while batch 1 is fetched. */
  rc = map_fetch(c, &c->aSlot[0]);
  if( rc!=SQLITE_OK ) return rc;
  if( c->aSlot[0].nRow==0 ){
    c->bEof = 1;
    return SQLITE_OK;
  }
  map_start(c, &c->aSlot[0]);
  rc = map_fetch(c, &c->aSlot[1]);
  if( rc==SQLITE_OK ) rc = map_finish(c, &c->aSlot[0]);
  if( rc!=SQLITE_OK ) return rc;
  if( c->aSlot[1].nRow>0 ) map_start(c, &c->aSlot[1]);
  return map_settle(c);
}

/* ---- the virtual table methods --------------------------------------------- */

/* sqlite3_declare_vtab() under any SQLITE_LIMIT_LENGTH.  SQLite builds
** strings of the declaration's size and more while it reads it, within the
** limit, and fails ("string or blob too big", which gpu_map reported as
** "out of memory") below about 1,360 bytes for gpu_map's (1,250 bytes, with
** its 100 hidden parameters).  The limit bounds the application's values,
** not gpustr's schema: it is lifted to the library's own maximum for the
** call and put back. */
int gp_declare_vtab(sqlite3 *db, const char *zDecl){
  int nLimit = sqlite3_limit(db, SQLITE_LIMIT_LENGTH, 0x7fffffff);
  int rc = sqlite3_declare_vtab(db, zDecl);
  sqlite3_limit(db, SQLITE_LIMIT_LENGTH, nLimit);
  return rc;
}

static int map_connect(sqlite3 *db, void *pAux, int argc, const char *const *argv,
                       sqlite3_vtab **ppVtab, char **pzErr){
  map_vtab *pTab;
  int rc;
  /* Not sqlite3_str_new(db): the declaration (1,300 bytes with its 100
  ** hidden parameters) is no value of the application's, and a string of
  ** the connection's would be refused under an SQLITE_LIMIT_LENGTH below
  ** that, and gpu_map with it, as "out of memory". */
  sqlite3_str *pDecl = sqlite3_str_new(0);
  char *zDecl;
  int i;
  (void)argc; (void)argv; (void)pzErr;
  sqlite3_str_appendall(pDecl, "CREATE TABLE x(value, rowno, key, expr HIDDEN, sql HIDDEN");
  for(i=1; i<=GP_MAP_MAX_PARAMS; i++) sqlite3_str_appendf(pDecl, ", p%d HIDDEN", i);
  sqlite3_str_appendall(pDecl, ")");
  zDecl = sqlite3_str_finish(pDecl);
  if( zDecl==0 ) return SQLITE_NOMEM;
  rc = gp_declare_vtab(db, zDecl);
  sqlite3_free(zDecl);
  if( rc!=SQLITE_OK ) return rc;
  pTab = (map_vtab*)sqlite3_malloc64(sizeof(*pTab));
  if( pTab==0 ) return SQLITE_NOMEM;
  memset(pTab, 0, sizeof(*pTab));
  pTab->db = db;
  pTab->conn = (gp_conn*)pAux;
  sqlite3_vtab_config(db, SQLITE_VTAB_DIRECTONLY);
  *ppVtab = &pTab->base;
  return SQLITE_OK;
}

static int map_disconnect(sqlite3_vtab *pVtab){
  sqlite3_free(pVtab);
  return SQLITE_OK;
}

static int map_open(sqlite3_vtab *pVtab, sqlite3_vtab_cursor **ppCursor){
  map_cursor *c = (map_cursor*)sqlite3_malloc64(sizeof(*c));
  (void)pVtab;
  if( c==0 ) return SQLITE_NOMEM;
  memset(c, 0, sizeof(*c));
  c->nArg = -1;
  c->bEof = 1;
  if( batch_init(&c->aSlot[0].keys, 1)!=SQLITE_OK || batch_init(&c->aSlot[1].keys, 1)!=SQLITE_OK ){
    batch_free(&c->aSlot[0].keys);
    sqlite3_free(c);
    return SQLITE_NOMEM;
  }
  pthread_mutex_init(&c->muDone, 0);
  gp_cond_init_mono(&c->cvDone);
  *ppCursor = &c->base;
  return SQLITE_OK;
}

static int map_close(sqlite3_vtab_cursor *pCursor){
  map_cursor *c = (map_cursor*)pCursor;
  int i;
  map_run_clear(c);
  map_params_free(c);
  gp_vfilter_clear(&c->filt);
  map_slot_free(&c->aSlot[0]);
  map_slot_free(&c->aSlot[1]);
  for(i=0; i<VM_MAX_THREADS; i++) gs_cache_clear(&c->aCache[i]);
  sqlite3_free(c->cfg.cache_dir);
  sqlite3_finalize(c->pStmt);
  sqlite3_free(c->zSql);
  sqlite3_free(c->apArg);
  gp_prog_unref(c->pProg);
  pthread_cond_destroy(&c->cvDone);
  pthread_mutex_destroy(&c->muDone);
  sqlite3_free(c);
  return SQLITE_OK;
}

/* idxStr (map_best_index): "F:PLAN:L:O", F the arguments of the function
** (expr, sql, p1..pN) first in argv, PLAN the constraints on value
** (vfilter.c) whose right sides follow, L and O the positions in argv
** (1-based, 0: none) of the LIMIT and OFFSET to stop fetching after. */
static int map_filter(sqlite3_vtab_cursor *pCursor, int idxNum, const char *idxStr,
                      int argc, sqlite3_value **argv){
  map_cursor *c = (map_cursor*)pCursor;
  int rc, nFunc = argc, iLimit = 0, iOffset = 0;
  const char *zPlan = "";
  map_run_clear(c);
  map_params_free(c);
  gp_vfilter_clear(&c->filt);
  c->nFetchMax = -1;
  if( idxStr ){
    const char *z = strchr(idxStr, ':');
    nFunc = atoi(idxStr);
    zPlan = z ? z+1 : "";
    z = strchr(zPlan, ':');
    if( z ){
      iLimit = atoi(z+1);
      z = strchr(z+1, ':');
      if( z ) iOffset = atoi(z+1);
    }
    if( nFunc>argc || iLimit>argc || iOffset>argc ) nFunc = iLimit = iOffset = 0;
  }
  if( nFunc>=2 && nFunc<argc ){
    rc = gp_vfilter_init(&c->filt, zPlan, argv+nFunc);
    if( rc!=SQLITE_OK ) return rc;
  }
  if( iLimit>0 && sqlite3_value_numeric_type(argv[iLimit-1])==SQLITE_INTEGER ){
    /* LIMIT n OFFSET m: the statement reads at most n + m rows (SQLite
    ** still applies both itself; a negative n is no limit). */
    sqlite3_int64 n = sqlite3_value_int64(argv[iLimit-1]), m = 0;
    if( iOffset>0 && sqlite3_value_numeric_type(argv[iOffset-1])==SQLITE_INTEGER ){
      m = sqlite3_value_int64(argv[iOffset-1]);
    }
    if( n>=0 ) c->nFetchMax = n + (m>0 && m<((sqlite3_int64)1<<62) ? m : 0);
    if( m>=((sqlite3_int64)1<<62) ) c->nFetchMax = -1;
  }
  if( idxNum==0 || nFunc<2 ){
    return map_error(c, SQLITE_ERROR, "gpu_map: takes gpu_map(expr, sql, param, ...): "
                     "the program, the query, and a value for each parameter of the query");
  }
  if( idxNum==2 ){
    return map_error(c, SQLITE_ERROR, "gpu_map: the parameter columns given are not "
                     "p1 to pN (one is left out before another)");
  }
  rc = map_run_start(c, argv[0], argv[1], nFunc-2, argv+2);
  if( rc!=SQLITE_OK ) map_run_clear(c);
  return rc;
}

static int map_next(sqlite3_vtab_cursor *pCursor){
  map_cursor *c = (map_cursor*)pCursor;
  if( ++c->iRow < map_out_count(c, &c->aSlot[c->iCur]) ){
    c->nReturned++;
    return SQLITE_OK;
  }
  return map_settle(c);
}

static int map_eof(sqlite3_vtab_cursor *pCursor){
  return ((map_cursor*)pCursor)->bEof;
}

static int map_column(sqlite3_vtab_cursor *pCursor, sqlite3_context *ctx, int iCol){
  map_cursor *c = (map_cursor*)pCursor;
  map_slot *s = &c->aSlot[c->iCur];
  int iRow = map_out_row(c, s, c->iRow);
  switch( iCol ){
    case MAP_COL_VALUE: {
      gs_val v = s->aOut[iRow];
      if( s->bTermed && v.type==GS_TEXT && v.s.mi==0 && v.s.n>0
       && v.s.z>=s->in.aRes && v.s.z + v.s.n<s->in.aRes + s->in.nResAlloc ){
        /* Packed by the CPU engine, its marker after it. */
        gp_result_text_at(ctx, v.s.z, v.s.n);
      }else if( gp_result_share(ctx, v) ){
        /* (then every reference to the slot's results is dropped on this
        ** thread, as SQLite drops its own: map_slot_retire) */
        s->bShared = 1;
      }else{
        gp_result_val(ctx, v);
      }
      break;
    }
    case MAP_COL_ROWNO:
      sqlite3_result_int64(ctx, s->iRowno + iRow);
      break;
    case MAP_COL_KEY:
      if( c->bKey ){
        gs_val k = map_key(c, s, iRow);
        gp_result_val(ctx, k);
      }
      break;
    case MAP_COL_EXPR:
      sqlite3_result_text(ctx, c->pProg->zSrc, c->pProg->nSrc, SQLITE_TRANSIENT);
      break;
    case MAP_COL_SQL:
      sqlite3_result_text(ctx, c->zSql, -1, SQLITE_TRANSIENT);
      break;
    default:
      if( iCol-MAP_COL_P1 < c->nParam ) sqlite3_result_value(ctx, c->apParam[iCol-MAP_COL_P1]);
      break;
  }
  return SQLITE_OK;
}

static int map_rowid(sqlite3_vtab_cursor *pCursor, sqlite_int64 *pRowid){
  map_cursor *c = (map_cursor*)pCursor;
  map_slot *s = &c->aSlot[c->iCur];
  *pRowid = s->iRowno + map_out_row(c, s, c->iRow);
  return SQLITE_OK;
}

/* Every argument must be known: a plan where expr, sql or a parameter is
** not yet available (gpu_map before the table its arguments come from) is
** refused, so that in a join gpu_map is the inner loop and xFilter runs
** once per outer row.  A plan without expr or sql at all (an argument left
** out, or one of the planner's partial plans for an OR) costs too much to
** be chosen unless there is no other, and then xFilter says what is
** missing.  xFilter gets expr, sql, then p1..pN; idxNum is 1, or 2 when
** the parameter columns given are not p1..pN (WHERE p2=... without p1). */
static int map_best_index(sqlite3_vtab *pVtab, sqlite3_index_info *p){
  int aIdx[2+GP_MAP_MAX_PARAMS];
  int i, n = 0, pass;
  (void)pVtab;
  for(i=0; i<2+GP_MAP_MAX_PARAMS; i++) aIdx[i] = -1;
  /* Pass 0 finds the usable arguments, pass 1 an argument with none. */
  for(pass=0; pass<2; pass++){
    for(i=0; i<p->nConstraint; i++){
      const struct sqlite3_index_constraint *k = &p->aConstraint[i];
      int j = k->iColumn - MAP_COL_EXPR;
      if( j<0 || k->op!=SQLITE_INDEX_CONSTRAINT_EQ || (pass==0)!=(k->usable!=0) ) continue;
      if( pass==1 && aIdx[j]<0 ) return SQLITE_CONSTRAINT;
      if( aIdx[j]<0 ) aIdx[j] = i;
    }
  }
  if( aIdx[0]<0 || aIdx[1]<0 ){
    p->idxNum = 0;
    p->estimatedCost = 1e99;
    return SQLITE_OK;
  }
  p->idxNum = 1;
  for(i=0; i<2+GP_MAP_MAX_PARAMS; i++){
    if( aIdx[i]<0 ) continue;
    if( n<i ) p->idxNum = 2;
    p->aConstraintUsage[aIdx[i]].argvIndex = ++n;
    p->aConstraintUsage[aIdx[i]].omit = 1;
  }
  p->estimatedCost = 100000.0;
  p->estimatedRows = 100000;
  /* Rows come out in rowno order. */
  if( p->nOrderBy==1 && p->aOrderBy[0].iColumn==MAP_COL_ROWNO && !p->aOrderBy[0].desc ){
    p->orderByConsumed = 1;
  }
  if( sqlite3_libversion_number()>=3038000 ){
    /* Results out (vfilter.c): constraints on value, then a LIMIT where
    ** every other term is an argument and the rows need no sorting
    ** (SQLite passes LIMIT and OFFSET only when the WHERE has no term on
    ** another table; a term on value, key or rowno counts rows the limit
    ** does not, and an ORDER BY that SQLite sorts counts them all). */
    sqlite3_str *pStr = sqlite3_str_new(0);
    int nFunc = n, iLimit = 0, iOffset = 0;
    int bOnlyArgs = p->nOrderBy==0 || p->orderByConsumed;
    char *z;
    gp_vfilter_plan(p, MAP_COL_VALUE, &n, pStr);
    for(i=0; i<p->nConstraint; i++){
      const struct sqlite3_index_constraint *k = &p->aConstraint[i];
      if( k->op==SQLITE_INDEX_CONSTRAINT_LIMIT || k->op==SQLITE_INDEX_CONSTRAINT_OFFSET ) continue;
      if( k->iColumn<MAP_COL_EXPR || p->aConstraintUsage[i].omit==0 ) bOnlyArgs = 0;
    }
    for(i=0; i<p->nConstraint && bOnlyArgs; i++){
      const struct sqlite3_index_constraint *k = &p->aConstraint[i];
      if( !k->usable ) continue;
      if( k->op==SQLITE_INDEX_CONSTRAINT_LIMIT && iLimit==0 ){
        p->aConstraintUsage[i].argvIndex = iLimit = ++n;
      }else if( k->op==SQLITE_INDEX_CONSTRAINT_OFFSET && iOffset==0 ){
        p->aConstraintUsage[i].argvIndex = iOffset = ++n;
      }
    }
    if( n>nFunc ){
      /* The filter's rows cost the statement less than all of them. */
      if( n - nFunc > (iLimit>0) + (iOffset>0) ) p->estimatedCost = 50000.0;
    }
    z = sqlite3_str_finish(pStr);
    p->idxStr = sqlite3_mprintf("%d:%s:%d:%d", nFunc, z ? z : "", iLimit, iOffset);
    sqlite3_free(z);
    if( p->idxStr==0 ) return SQLITE_NOMEM;
    p->needToFreeIdxStr = 1;
  }
  return SQLITE_OK;
}

const sqlite3_module gp_map_module = {
  0,                 /* iVersion */
  0,                 /* xCreate: eponymous only */
  map_connect,
  map_best_index,
  map_disconnect,
  0,                 /* xDestroy */
  map_open,
  map_close,
  map_filter,
  map_next,
  map_eof,
  map_column,
  map_rowid,
  0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0      /* xUpdate .. xShadowName: none */
};
