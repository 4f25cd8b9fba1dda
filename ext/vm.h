/*
** vm.h - the CPU engine's interface (vm.c): one row, or a batch of rows
** split across worker threads.
*/
#ifndef GPUSTR_VM_H
#define GPUSTR_VM_H

#include "ir.h"
#include "batch.h"

/* The end of a row (or of one call of a runtime function): on error
** (c->rc) every string the row still holds is freed, *pOut is NULL and
** the rc returned; else *pOut, the row's result, becomes the caller's
** alone and GS_OK is returned. */
int vm_row_done(gs_ctx *c, gs_val *pOut);

/* A batch to run: the argument rows, and one result per row.  The run
** writes every aOut[i] (NULL for rows it did not reach after an error);
** each computed result holds a reference until vm_release. */
typedef struct vm_batch {
  int nRow;
  const gp_batch *pIn;     /* rows 0 .. nRow-1 */
  gs_val *aOut;            /* nRow */
  /* Optional room for the bytes of string results: a result that fits is
  ** copied here and its string freed at once, so the result is a view and
  ** the strings a batch makes die while they are in cache.  Each worker
  ** thread gets an equal slice; results that do not fit stay owned. */
  unsigned char *aPack;
  int64_t nPack;
  /* Asked by the caller (gpu_map), cleared where the engine was the GPU's:
  ** a text packed there is followed by one byte, 0 when the text holds no
  ** NUL (1 when it does), so that it can go to SQLite as a terminated
  ** string as it lies (gp_result_text_at). */
  int bTermed;
  /* The connection's SQLITE_LIMIT_LIKE_PATTERN_LENGTH (negative: SQLite's
  ** default, 50,000). */
  int64_t nLikeMax;
  /* Interrupts (interrupt.c), when pIntr is set: every worker stops between
  ** rows once it is stopped, the batch failing with "interrupted"; with
  ** bPoll (the calling thread is the one SQLite called) that thread also
  ** polls it, while it runs its rows and while it waits for the others. */
  gp_intr *pIntr;
  int bPoll;
} vm_batch;

typedef struct vm_stats {
  sqlite3_int64 nAlloc, nFree, nRefOps;
} vm_stats;

/* Run p on one row; aReg has p->nReg slots.  On error returns the gs_ctx
** rc (c->zerr says why), *pOut is NULL and nothing is left allocated. */
int vm_run_row(const ir_program *p, gs_ctx *c, const gs_val *aArg, gs_val *aReg, gs_val *pOut);

/* A batch runs on at most this many threads (the threads setting's most). */
#define VM_MAX_THREADS GP_MAX_THREADS

/* Run p over a batch on up to nThread threads.  Returns GS_OK, or the rc of
** the first failing row (*piErrRow, *pzErr). */
int vm_run_batch(const ir_program *p, vm_batch *b, int nThread, sqlite3_int64 maxLen,
                 vm_stats *pStats, const char **pzErr, int *piErrRow);

/* vm_run_batch where worker i allocates from and frees into aCache[i]
** (nThread caches, kept by the caller from one batch to the next, so that
** a worker reuses what the last batch freed rather than calling the host
** allocator, and the caller's thread does not contend with it there). */
int vm_run_batch_cached(const ir_program *p, vm_batch *b, int nThread, sqlite3_int64 maxLen,
                        gs_cache *aCache, vm_stats *pStats, const char **pzErr, int *piErrRow);

/* Release results a[iFirst .. iLast-1] and set them to NULL. */
void vm_release(gs_val *a, int iFirst, int iLast, vm_stats *pStats);
/* The same, the memory freed going into pCache (if not 0). */
void vm_release_cached(gs_val *a, int iFirst, int iLast, gs_cache *pCache, vm_stats *pStats);

/* regex_dfa.c: regexp_like over rows [i0, i1) of a batch column (aType,
** aNum, aLen, the bytes aByte), the pattern's program prog a constant of
** c's pinned batch: aOut[i] as the call gives it, 1, 0 or NULL, up to the
** first row the DFA leaves to the call (a number to be read as text, a
** pattern the DFA cannot decide); returns that row, or i1. */
int64_t gp_regexp_dfa_like_rows(gs_ctx *c, const unsigned char *prog, const unsigned char *aType,
                                const int64_t *aNum, const int64_t *aLen, const unsigned char *aByte,
                                int64_t i0, int64_t i1, gs_val *aOut);

#endif /* GPUSTR_VM_H */
