/*
** pool.h - the CPU engine's worker threads (pool.c).
*/
#ifndef GPUSTR_POOL_H
#define GPUSTR_POOL_H

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
