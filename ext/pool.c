/*
** pool.c - the CPU engine's worker threads: one pool for the process,
** started as they are first needed and kept.
**
** gpu_map's batches (vm.c) and gpu_join's steps (join_vtab.c) each run a
** few jobs at once, one per worker, many times a statement.  A thread
** started for each job costs some 20 to 50 microseconds, a batch at a
** time: on 16 cores about as much as a light program's batch itself.  So
** the threads are started once, when a caller wants more than are idle (at
** most GP_MAX_THREADS in all), and then wait for jobs.  A caller queues its
** jobs but the first, runs the first itself, then runs any of its jobs that
** no thread has taken yet, and waits for the rest while it polls (the
** interrupt).  So every job runs even where no thread can start (SQLite
** single-threaded, no resources).  A child of fork() starts with an empty
** pool (pthread_atfork), since it has none of its parent's threads.
**
** The threads started for one job freed their thread-local caches (the
** regular expressions' DFAs and compiled patterns, for a caller without a
** string cache) as they ended; a pool thread frees them after each job, so
** memory is as before.
*/
#include "gpustr_int.h"
#include "pool.h"
#include <pthread.h>
#include <stdlib.h>
#include <time.h>

#ifdef GPUSTR_STANDALONE
/* The unit programs and the fuzzer link the engine without config.c and
** regexp.c: threads start plainly, and only the DFAs are the thread's. */
# define gp_pool_single()          0
# define gp_pool_start(pTid, pAttr) pthread_create(pTid, pAttr, gp_pool_main, 0)
# define gp_pool_thread_end()      gp_regexp_dfa_thread_free()
#else
# define gp_pool_single()          gp_single_thread()
# define gp_pool_start(pTid, pAttr) gp_thread_create(pTid, pAttr, gp_pool_main, 0)
# define gp_pool_thread_end()      gp_regexp_thread_free()
#endif

static pthread_once_t gp_pool_once = PTHREAD_ONCE_INIT;
static pthread_mutex_t gp_pool_mu;
static pthread_cond_t gp_pool_work;           /* a job queued */
static pthread_cond_t gp_pool_done;           /* a job done (monotonic timed waits) */
static gp_job *gp_pool_head, *gp_pool_tail;   /* queued, not yet taken */
static int gp_pool_nQueued;
static int gp_pool_nThread;                   /* started */
static int gp_pool_nBusy;                     /* running a job */
static int gp_pool_bStop;                     /* the process exits: threads end */
static pthread_t gp_pool_aTid[GP_MAX_THREADS];   /* the started threads, to join */

/* The pool as a child of fork() finds it: no thread, the lock and the
** condition variables new (the parent's waiters are not the child's: a
** broadcast on the inherited one would wait for them for ever). */
static void gp_pool_fresh(void){
  pthread_mutex_init(&gp_pool_mu, 0);
  pthread_cond_init(&gp_pool_work, 0);
  gp_cond_init_mono(&gp_pool_done);
  gp_pool_head = gp_pool_tail = 0;
  gp_pool_nQueued = gp_pool_nThread = gp_pool_nBusy = 0;
  gp_pool_bStop = 0;
}
static void gp_pool_fork_prepare(void){ pthread_mutex_lock(&gp_pool_mu); }
static void gp_pool_fork_parent(void){ pthread_mutex_unlock(&gp_pool_mu); }

/* At exit the idle threads end and are joined, so that the process ends
** with its own threads only: LeakSanitizer, which stops every thread to
** scan it at exit, crashed on the pool's (idle in a wait, with this
** module's thread-local storage).  Registered with atexit() after the
** sanitizer's own handler, so it runs first.  A thread still running a
** job after 2 s (exit() called while a statement runs on another thread)
** is left as it is. */
static void gp_pool_exit(void){
  pthread_t aTid[GP_MAX_THREADS];
  int i, n, k;
  pthread_mutex_lock(&gp_pool_mu);
  gp_pool_bStop = 1;
  pthread_cond_broadcast(&gp_pool_work);
  for(k=0; k<2000 && gp_pool_nBusy>0; k++){
    struct timespec ts;
    gp_cond_deadline_ms(&ts, 1);
    pthread_cond_timedwait(&gp_pool_done, &gp_pool_mu, &ts);
  }
  n = gp_pool_nBusy>0 ? 0 : gp_pool_nThread;
  for(i=0; i<n; i++) aTid[i] = gp_pool_aTid[i];
  if( n ) gp_pool_nThread = 0;
  pthread_mutex_unlock(&gp_pool_mu);
  for(i=0; i<n; i++) pthread_join(aTid[i], 0);
}

static void gp_pool_init(void){
  gp_pool_fresh();
  pthread_atfork(gp_pool_fork_prepare, gp_pool_fork_parent, gp_pool_fresh);
  atexit(gp_pool_exit);
}

static void *gp_pool_main(void *pArg);

static void gp_pool_unlink(gp_job *j){
  gp_job **pp = &gp_pool_head, *pPrev = 0;
  while( *pp && *pp!=j ){ pPrev = *pp; pp = &(*pp)->pNext; }
  if( *pp==0 ) return;
  *pp = j->pNext;
  if( gp_pool_tail==j ) gp_pool_tail = pPrev;
  j->pNext = 0;
  gp_pool_nQueued--;
}

static void *gp_pool_main(void *pArg){
  (void)pArg;
  pthread_mutex_lock(&gp_pool_mu);
  for(;;){
    gp_job *j;
    while( gp_pool_head==0 && !gp_pool_bStop ) pthread_cond_wait(&gp_pool_work, &gp_pool_mu);
    if( gp_pool_head==0 ) break;       /* the process exits (gp_pool_exit) */
    j = gp_pool_head;
    gp_pool_unlink(j);
    j->bTaken = 1;
    gp_pool_nBusy++;
    pthread_mutex_unlock(&gp_pool_mu);
    j->xRun(j->pArg);
    gp_pool_thread_end();
    pthread_mutex_lock(&gp_pool_mu);
    gp_pool_nBusy--;
    j->bDone = 1;
    pthread_cond_broadcast(&gp_pool_done);
  }
  pthread_mutex_unlock(&gp_pool_mu);
  return 0;
}

/* Start threads until the queue has one idle thread a job, or none more
** can start.  Under the mutex. */
static void gp_pool_grow(void){
  if( gp_pool_bStop ) return;         /* after gp_pool_exit: the caller runs its jobs */
  while( gp_pool_nThread - gp_pool_nBusy < gp_pool_nQueued && gp_pool_nThread < GP_MAX_THREADS ){
    if( gp_pool_start(&gp_pool_aTid[gp_pool_nThread], 0)!=0 ) break;
    gp_pool_nThread++;
  }
}

void gp_pool_run(gp_job *aJob, int nJob, void (*xPoll)(void*), void *pPollArg){
  int i;
  if( nJob<=0 ) return;
  for(i=0; i<nJob; i++){
    aJob[i].pNext = 0;
    aJob[i].bTaken = 0;
    aJob[i].bDone = 0;
  }
  pthread_once(&gp_pool_once, gp_pool_init);
  pthread_mutex_lock(&gp_pool_mu);
  if( nJob>1 && !gp_pool_single() ){
    for(i=1; i<nJob; i++){
      if( gp_pool_tail ) gp_pool_tail->pNext = &aJob[i];
      else gp_pool_head = &aJob[i];
      gp_pool_tail = &aJob[i];
      gp_pool_nQueued++;
    }
    gp_pool_grow();
    pthread_cond_broadcast(&gp_pool_work);
  }
  aJob[0].bTaken = 1;
  pthread_mutex_unlock(&gp_pool_mu);
  aJob[0].xRun(aJob[0].pArg);

  /* The rest: what no thread has taken runs here; the others are waited
  ** for, polling every millisecond. */
  pthread_mutex_lock(&gp_pool_mu);
  aJob[0].bDone = 1;
  for(;;){
    gp_job *pMine = 0;
    int bAll = 1;
    for(i=1; i<nJob; i++){
      if( !aJob[i].bTaken ){ pMine = &aJob[i]; break; }
      if( !aJob[i].bDone ) bAll = 0;
    }
    if( pMine ){
      gp_pool_unlink(pMine);
      pMine->bTaken = 1;
      pthread_mutex_unlock(&gp_pool_mu);
      pMine->xRun(pMine->pArg);
      pthread_mutex_lock(&gp_pool_mu);
      pMine->bDone = 1;
      continue;
    }
    if( bAll ) break;
    {
      struct timespec ts;
      gp_cond_deadline_ms(&ts, 1);
      pthread_cond_timedwait(&gp_pool_done, &gp_pool_mu, &ts);
    }
    if( xPoll ){
      pthread_mutex_unlock(&gp_pool_mu);
      xPoll(pPollArg);
      pthread_mutex_lock(&gp_pool_mu);
    }
  }
  pthread_mutex_unlock(&gp_pool_mu);
}

int gp_pool_threads(void){
  int n;
  pthread_once(&gp_pool_once, gp_pool_init);
  pthread_mutex_lock(&gp_pool_mu);
  n = gp_pool_nThread;
  pthread_mutex_unlock(&gp_pool_mu);
  return n;
}
