/*
** engine.h - which engine runs a batch (engine.c).
*/
#ifndef GPUSTR_ENGINE_H
#define GPUSTR_ENGINE_H

#include "prog.h"
#include "vm.h"

/* Run rows 0..b->nRow-1 of *pIn (b->pIn == pIn) through program p on the
** engine that the backend setting of cfg picks (docs/design.md: auto, gpu, cpu);
** cfg is the connection's settings, or a copy of them taken by a caller
** that runs on a thread of its own (gpu_map).  aCache, if not 0, holds
** cfg->threads caches of freed strings, one for each CPU worker
** (vm_run_batch_cached).  Results as vm_run_batch's; they may be views of pIn's bytes and
** results, so pIn lives until they are all handed back.  Returns GS_OK, or
** GS_ERROR / GS_NOMEM / GS_TOOBIG with *pzErr (sqlite3_malloc'd, the
** message of the first failing row or why the GPU failed), and *piErrRow
** the index in the batch of that row (-1 when no row failed: the GPU, an
** interrupt).  On error no result is left held. */
int gp_engine_run(const gp_config *cfg, gp_prog *p, gp_batch *pIn, vm_batch *b,
                  gs_cache *aCache, sqlite3_int64 maxLen, char **pzErr, int *piErrRow);

/* Where a row's runtime error happened, appended to its message (SQLite's
** own words, which come first and stay as they are):
**
**   integer overflow (gpu_map: row 55 of the query, key 'k55'; program 's -> abs(s)')
**
** gp_err_where_val appends one value as such a message shows it: NULL, a
** number, or text in quotes (quotes doubled), cut between characters after
** nMax bytes with "...".  gp_err_program appends "; program '...'" with the
** program's source cut the same way. */
void gp_err_where_val(sqlite3_str *s, gs_val v, int nMax);
void gp_err_program(sqlite3_str *s, const gp_prog *p);

#endif /* GPUSTR_ENGINE_H */
