/*
** alloc_fault.c - allocation-failure injection, compiled into debug builds
** only (./configure --enable-debug-alloc, which defines GPUSTR_DEBUG_ALLOC).
**
**   SELECT gpu_debug_alloc(5);      -- the 5th host allocation from now fails
**   SELECT ... ;                    -- the statement under test
**   SELECT gpu_debug_alloc(0);      -- disarm; returns how many failed (0 or 1)
**   SELECT gpu_debug_alloc(5, 1);   -- the 5th and every later one fail
**
** In such a build gpustr_int.h turns every host allocation of the extension
** and of the string runtime (GS_HOST_MALLOC is sqlite3_malloc64) into a call
** here: sqlite3_malloc64, sqlite3_realloc64, sqlite3_mprintf and
** sqlite3_str_finish (which stands for every sqlite3_str the extension
** builds: the string is thrown away and 0 returned, as when SQLite runs out
** of memory while the string grows).  SQLite's own allocations are left
** alone: only the extension's handling of a failure is under test, and
** SQLite's is SQLite's.  test/nomem.test walks N over every allocation of
** representative statements and checks that each failure gives "out of
** memory" or a clean error, frees everything, and leaves the connection
** working.  The counters are process-wide and atomic: worker threads of the
** CPU engine count too (the test runs them with threads=1, so that the
** N-th allocation is the same one every time).
*/
#define GP_ALLOC_FAULT_IMPL   /* the real allocators, not the wrappers */
#include "gpustr_int.h"

#ifdef GPUSTR_DEBUG_ALLOC
#include <stdarg.h>

static sqlite3_int64 gp_fault_nth;       /* the allocation that fails (1-based); 0: off */
static sqlite3_int64 gp_fault_seen;      /* allocations counted since armed */
static sqlite3_int64 gp_fault_failed;    /* allocations failed since armed */
static int gp_fault_persist;       /* every allocation after the nth fails too */

void gp_fault_arm(sqlite3_int64 nth, int bPersist){
  __atomic_store_n(&gp_fault_nth, 0, __ATOMIC_SEQ_CST);
  __atomic_store_n(&gp_fault_seen, 0, __ATOMIC_SEQ_CST);
  __atomic_store_n(&gp_fault_failed, 0, __ATOMIC_SEQ_CST);
  __atomic_store_n(&gp_fault_persist, bPersist, __ATOMIC_SEQ_CST);
  __atomic_store_n(&gp_fault_nth, nth, __ATOMIC_SEQ_CST);
}

sqlite3_int64 gp_fault_failed_count(void){ return __atomic_load_n(&gp_fault_failed, __ATOMIC_SEQ_CST); }
sqlite3_int64 gp_fault_seen_count(void){ return __atomic_load_n(&gp_fault_seen, __ATOMIC_SEQ_CST); }

/* Does this allocation fail? */
static int gp_fault_now(void){
  sqlite3_int64 nth = __atomic_load_n(&gp_fault_nth, __ATOMIC_SEQ_CST), k;
  if( nth<=0 ) return 0;
  k = __atomic_add_fetch(&gp_fault_seen, 1, __ATOMIC_SEQ_CST);
  if( k==nth || (k>nth && __atomic_load_n(&gp_fault_persist, __ATOMIC_SEQ_CST)) ){
    __atomic_add_fetch(&gp_fault_failed, 1, __ATOMIC_SEQ_CST);
    return 1;
  }
  return 0;
}

void *gp_fault_malloc64(sqlite3_uint64 n){
  return gp_fault_now() ? 0 : sqlite3_malloc64(n);
}

void *gp_fault_realloc64(void *p, sqlite3_uint64 n){
  return gp_fault_now() ? 0 : sqlite3_realloc64(p, n);
}

char *gp_fault_mprintf(const char *zFormat, ...){
  va_list ap;
  char *z;
  if( gp_fault_now() ) return 0;
  va_start(ap, zFormat);
  z = sqlite3_vmprintf(zFormat, ap);
  va_end(ap);
  return z;
}

char *gp_fault_str_finish(sqlite3_str *s){
  char *z = sqlite3_str_finish(s);
  if( gp_fault_now() ){
    sqlite3_free(z);
    return 0;
  }
  return z;
}

#endif /* GPUSTR_DEBUG_ALLOC */
