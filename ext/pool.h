/*
** pool.h - the CPU engine's worker threads (pool.c).
*/
#ifndef GPUSTR_POOL_H
#define GPUSTR_POOL_H
#include <pthread.h>
#include <time.h>

/* A condition variable whose timed waits run on CLOCK_MONOTONIC, and a
** deadline ms milliseconds from now on that clock: a wall clock set back
** does not stretch a 1 ms poll (pool.c, bulk.c). */
static inline int gp_cond_init_mono(pthread_cond_t *pCond){
  pthread_condattr_t a;
  int rc;
  if( pthread_condattr_init(&a)!=0 ) return pthread_cond_init(pCond, 0);
  pthread_condattr_setclock(&a, CLOCK_MONOTONIC);
  rc = pthread_cond_init(pCond, &a);
  pthread_condattr_destroy(&a);
  return rc;
}
static inline void gp_cond_deadline_ms(struct timespec *ts, long ms){
  clock_gettime(CLOCK_MONOTONIC, ts);
  ts->tv_nsec += ms*1000000L;
  while( ts->tv_nsec>=1000000000L ){ ts->tv_sec++; ts->tv_nsec -= 1000000000L; }
}

typedef struct gp_job gp_job;
struct gp_job {
  void (*xRun)(void*);     /* the job, and its argument: set by the caller */
  void *pArg;
  gp_job *pNext;           /* the rest: gp_pool_run's */
  int bTaken, bDone;
};

/* Run the nJob jobs of aJob at once: aJob[0] on this thread, the others
** on the pool's threads or, those no thread takes first, here after it;
** return when all have returned.  While waiting, xPoll(pPollArg) (if not
** 0) is called every millisecond.  aJob stays the caller's. */
void gp_pool_run(gp_job *aJob, int nJob, void (*xPoll)(void*), void *pPollArg);

/* Threads the pool has started in this process (gpu_info). */
int gp_pool_threads(void);

#endif
