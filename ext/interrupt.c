/*
** interrupt.c - sqlite3_interrupt() reaches the batches that gpu_udf (one row
** each), gpu_map and gpu_join compute, within a few milliseconds, and so does
** an application's progress handler, whatever its N.
**
**   SELECT value FROM gpu_map('levenshtein(s, t)', 'SELECT s, t FROM big');
**   -- Ctrl-C in the shell, or Connection.interrupt(): "interrupted"
**
** SQLite looks at its interrupt flag only while its own bytecode runs; a
** batch runs for seconds inside one call of ours.  So the thread SQLite
** called us on (which holds the connection's mutex) polls the flag every
** GP_INTR_POLL_NS while a batch runs, and on seeing it raises a stop flag
** that the worker threads read between rows (vm.c) and the engine reads
** between GPU batches (engine.c); the batch then fails with "interrupted"
** and frees everything it made.  Inside one long row the runtime's own
** loops ask too (gs_stopped in gs_core.h, through a gs_ctx's xStop: the
** stop flag on a worker, gp_intr_poll on SQLite's thread, gp_row_intr_stop
** for a plain function's row), so a statement stops within a few
** milliseconds even while one row would run for seconds.
**
** Polling: SQLite 3.41 and later have sqlite3_is_interrupted(); 3.40
** (Debian 12's) does not, but a statement stepped on an interrupted
** connection fails with SQLITE_INTERRUPT while another statement is active
** (ours is), without clearing the flag.  The extension is built against
** whichever header the system has: with a 3.40 header the newer routine is
** found at run time, after the 3.40 members of the sqlite3_api_routines
** table the entry point was given (gp_host_api: SQLite passes it to an
** automatic extension compiled into the application too), when
** sqlite3_libversion_number() says it is there.
**
** The progress handler.  SQLite calls an application's handler (set with
** sqlite3_progress_handler(db, N, ...)) every N bytecode instructions of a
** statement, and a handler that returns non-zero interrupts it; a batch
** runs no bytecode, so the handler would wait for the batch's end.  So
** each poll also steps a small statement of our own, the probe (a cross
** join of a counted CTE with itself: bytecode at some 50 million
** instructions a second), for as many instructions as GP_INTR_PROBE_RATE a
** second of the batch.  SQLite counts them as any statement's, across the
** probe's steps (its counter survives sqlite3_reset), and calls the handler
** after every N: one that returns non-zero makes the step fail with
** SQLITE_INTERRUPT, and the batch stops as for sqlite3_interrupt().  At 3
** million a second, a handler of N up to 1,000,000 is called within a third
** of a second; the probe costs the thread SQLite called 2.5 to 7.5% of its
** time (SQLite runs 40 to 120 million such instructions a second) while a
** batch runs longer than one poll, none in shorter ones.  On
** 3.40 the probe is also the interrupt check.  It is prepared at the first
** poll of a batch and finalized at its end (a statement kept longer would
** make sqlite3_close() fail).
*/
#include "gpustr_int.h"
#include <string.h>

/* How often the SQLite thread looks at the interrupt flag. */
#define GP_INTR_POLL_NS 5000000

/* The probe's bytecode instructions a second of a batch, for the progress
** handler; one step runs at most half a second's worth (after a long row). */
#define GP_INTR_PROBE_RATE 3000000
#define GP_INTR_PROBE_SQL \
  "WITH RECURSIVE gpustr_probe(x) AS (VALUES(1) UNION ALL SELECT x+1 FROM gpustr_probe WHERE x<?1) " \
  "SELECT count(*) FROM gpustr_probe a, gpustr_probe b"

const sqlite3_api_routines *gp_host_api = 0;   /* set by sqlite3_gpustr_init */

/* sqlite3_is_interrupted() where the library has it, else 0. */
typedef int (*gp_is_interrupted_fn)(sqlite3*);
static gp_is_interrupted_fn gp_intr_native(void){
#if SQLITE_VERSION_NUMBER>=3041000
  return sqlite3_is_interrupted;
#elif defined(GPUSTR_STANDALONE)
  return 0;
#else
  /* The first routine added after the table this header describes. */
  if( gp_host_api && sqlite3_libversion_number()>=3041000 ){
    gp_is_interrupted_fn f;
    memcpy(&f, (const char*)gp_host_api + sizeof(sqlite3_api_routines), sizeof(f));
    return f;
  }
  return 0;
#endif
}

void gp_intr_init(gp_intr *p, sqlite3 *db){
  memset(p, 0, sizeof(*p));
  p->db = db;
  p->tNext = gp_now_ns() + GP_INTR_POLL_NS;
}

/* Is the connection interrupted, or does its progress handler say stop?
** At time t, on the SQLite thread only. */
static int gp_intr_check(gp_intr *p, int64_t t){
  gp_is_interrupted_fn f = gp_intr_native();
  int64_t nIns;
  int rc, k;
  if( f && f(p->db) ) return 1;
  if( p->pProbe==0 ){
    rc = sqlite3_prepare_v2(p->db, GP_INTR_PROBE_SQL, -1, &p->pProbe, 0);
    if( rc!=SQLITE_OK ){
      /* An interrupted connection refuses to prepare too. */
      sqlite3_finalize(p->pProbe);
      p->pProbe = 0;
      return rc==SQLITE_INTERRUPT;
    }
    p->tProbe = t - GP_INTR_POLL_NS;
  }
  /* The instructions owed since the last step; the cross join of k rows
  ** runs about 2k^2 + 17k. */
  nIns = (t - p->tProbe) * (int64_t)GP_INTR_PROBE_RATE / 1000000000;
  if( nIns>GP_INTR_PROBE_RATE/2 ) nIns = GP_INTR_PROBE_RATE/2;
  p->tProbe = t;
  for(k=1; 2*(int64_t)(k+1)*(k+1)<=nIns; k++){}
  sqlite3_bind_int(p->pProbe, 1, k);
  rc = sqlite3_step(p->pProbe);
  sqlite3_reset(p->pProbe);
  return rc==SQLITE_INTERRUPT;
}

int gp_intr_poll(void *pArg){
  return gp_intr_poll_at((gp_intr*)pArg, gp_now_ns());
}

int gp_intr_poll_at(gp_intr *p, int64_t t){
  if( gp_intr_stopped(p) ) return 1;
  if( t<p->tNext ) return 0;
  p->tNext = t + GP_INTR_POLL_NS;
  if( gp_intr_check(p, t) ){
    gp_intr_stop(p);
    return 1;
  }
  return 0;
}

void gp_intr_stop(gp_intr *p){
  __atomic_store_n(&p->bStop, 1, __ATOMIC_RELEASE);
}

int gp_intr_stopped(const gp_intr *p){
  return __atomic_load_n(&p->bStop, __ATOMIC_ACQUIRE)!=0;
}

void gp_intr_clear(gp_intr *p){
  sqlite3_finalize(p->pProbe);
  p->pProbe = 0;
}

/* ---- inside one row, on SQLite's thread -----------------------------------
** A plain function's row (regexp_count over a long text, an osa_distance of
** two long strings) runs for seconds inside one call: gs_stopped asks this
** every GS_STOP_EVERY units of its work, and this looks at the connection
** every GP_INTR_POLL_NS.  Most rows never ask: the gp_intr (a clock read)
** is set up on the first question. */
int gp_row_intr_stop(void *pArg){
  gp_row_intr *p = (gp_row_intr*)pArg;
  if( !p->bInit ){
    gp_intr_init(&p->intr, p->db);
    p->bInit = 1;
  }
  return gp_intr_poll(&p->intr);
}

int gp_row_intr_end(gp_row_intr *p){
  int bStopped = 0;
  if( p->bInit ){
    bStopped = gp_intr_stopped(&p->intr);
    gp_intr_clear(&p->intr);
    p->bInit = 0;
  }
  return bStopped;
}
