/*
** engine.h - which engine runs a batch (engine.c).
*/
#ifndef GPUSTR_ENGINE_H
#define GPUSTR_ENGINE_H

#include "prog.h"
#include "vm.h"

/* Run rows 0..b->nRow-1 of *pIn (b->pIn == pIn) through program p on the
** engine that the connection's backend setting picks (DESIGN.md: auto, gpu,
** cpu).  Results as vm_run_batch's; they may be views of pIn's bytes and
** results, so pIn lives until they are all handed back.  Returns GS_OK, or
** GS_ERROR / GS_NOMEM / GS_TOOBIG with *pzErr (sqlite3_malloc'd, the
** message of the first failing row or why the GPU failed).  On error no
** result is left held. */
int gp_engine_run(gp_conn *conn, gp_prog *p, gp_batch *pIn, vm_batch *b,
                  sqlite3_int64 maxLen, char **pzErr);

#endif /* GPUSTR_ENGINE_H */
