/*
** bulk.h - reading the inner query of gpu_map on several threads at once
** ("bulk in"), when it reads one table of an on-disk database whole.  See
** bulk.c.
*/
#ifndef GPUSTR_BULK_H
#define GPUSTR_BULK_H

#include "gpustr_int.h"
#include "batch.h"

typedef struct gp_bulk gp_bulk;

/* Is zSql a query gp_bulk can read, and how: 0 and *pzWhy (static text)
** when it cannot be; else an sqlite3_malloc'd plan for gp_bulk_open.  Only
** the shape and the table are checked here; the connection's state at the
** run is checked by gp_bulk_open. */
typedef struct gp_bulk_plan gp_bulk_plan;
gp_bulk_plan *gp_bulk_plan_new(sqlite3 *db, const char *zSql, const char **pzWhy);
void gp_bulk_plan_free(gp_bulk_plan *p);

/* Start reading the plan's query (nCol columns, as the caller's statement
** of it has) on nWorker threads, each with its own read-only connection,
** in parts of nPartRows rowids and chunks of at most nChunkBytes bytes,
** where the table spans at least nMinRows rowids.  The
** caller has stepped its own statement of the query once, so that db
** holds the read transaction whose rows the workers must see.  SQLITE_OK
** and *pp; or SQLITE_DONE and *pzWhy (static text) when the rows cannot be
** guaranteed to be the connection's own at this moment (the caller steps
** its own statement instead); or SQLITE_NOMEM. */
int gp_bulk_open(sqlite3 *db, const gp_bulk_plan *pPlan, int nCol, sqlite3_int64 nMinRows, int nWorker,
                 sqlite3_int64 nPartRows, sqlite3_int64 nChunkBytes, gp_bulk **pp,
                 const char **pzWhy);

/* Append the next rows in rowid order to pKeys (the first nKey columns,
** 0 or 1) and pIn (the rest), until nMaxRows rows or nMaxBytes bytes are
** there or the table ends (*pbDone).  Waits for the workers, polling pIntr.
** SQLITE_OK, SQLITE_INTERRUPT, SQLITE_NOMEM or a worker's error (*pzErr). */
int gp_bulk_next(gp_bulk *b, gp_batch *pKeys, int nKey, gp_batch *pIn, sqlite3_int64 nMaxRows,
                 sqlite3_int64 nMaxBytes, gp_intr *pIntr, int *pbDone, char **pzErr);

/* gpu_explain(sql, 'bulk'): whether gpu_map would read zSql in bulk on db
** now, and if not why ("bulk: ..." or "not bulk: ..."; sqlite3_malloc'd,
** 0 on out of memory). */
char *gp_bulk_explain(sqlite3 *db, const char *zSql, sqlite3_int64 nMinRows);

/* Stop the workers, close their connections, free b (0 allowed). */
void gp_bulk_close(gp_bulk *b);

#endif
