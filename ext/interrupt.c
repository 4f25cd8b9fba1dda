/*
** interrupt.c - sqlite3_interrupt() reaches the batches that gpu_udf (one row
** each) and gpu_map compute, within a few milliseconds.
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
** and frees everything it made.
**
** Polling: SQLite 3.41 and later have sqlite3_is_interrupted(); 3.40
** (Debian 12's) does not, but a statement stepped on an interrupted
** connection fails with SQLITE_INTERRUPT while another statement is active
** (ours is), without clearing the flag.  So on older libraries a prepared
** "SELECT 1" is stepped, prepared at the first poll of a batch (a batch
** shorter than one poll interval prepares nothing) and finalized at its end
** (a statement kept longer would make sqlite3_close() fail).  The extension
** is built against whichever header the system has: with a 3.40 header the
** newer routine is found at run time, after the 3.40 members of the
** sqlite3_api_routines table, when sqlite3_libversion_number() says it is
** there.
*/
#include "gpustr_int.h"
#include <string.h>

/* How often the SQLite thread looks at the interrupt flag. */
#define GP_INTR_POLL_NS 5000000

/* sqlite3_is_interrupted() where the library has it, else 0. */
typedef int (*gp_is_interrupted_fn)(sqlite3*);
static gp_is_interrupted_fn gp_intr_native(void){
#if SQLITE_VERSION_NUMBER>=3041000
  return sqlite3_is_interrupted;
#elif defined(GPUSTR_STANDALONE)
  return 0;
#else
  /* The first routine added after the table this header describes. */
  if( sqlite3_libversion_number()>=3041000 ){
    gp_is_interrupted_fn f;
    memcpy(&f, (const char*)sqlite3_api + sizeof(sqlite3_api_routines), sizeof(f));
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

/* Is the connection interrupted?  On the SQLite thread only. */
static int gp_intr_check(gp_intr *p){
  gp_is_interrupted_fn f = gp_intr_native();
  int rc;
  if( f ) return f(p->db)!=0;
  if( p->pProbe==0 ){
    rc = sqlite3_prepare_v2(p->db, "SELECT 1", -1, &p->pProbe, 0);
    if( rc!=SQLITE_OK ){
      /* An interrupted connection refuses to prepare too. */
      sqlite3_finalize(p->pProbe);
      p->pProbe = 0;
      return rc==SQLITE_INTERRUPT;
    }
  }
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
  if( gp_intr_check(p) ){
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
