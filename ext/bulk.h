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

/* The results of a chunk's rows, computed by the worker that read them
** (gp_bulk_compute): the caller's layout, which bulk.c only keeps with the
** chunk and hands over with it (gp_bulk_take). */
typedef struct gp_bulk_res {
  gs_val *aOut;            /* a result per row, each NULL or holding a reference */
  int *aKeep;              /* the rows a filter keeps, nKeep of them */
  int nKeep;
  sqlite3_int64 nAlloc;    /* entries of aOut and aKeep */
  int rc;                  /* GS_OK, or the compute's error for the chunk: */
  char *zErr;              /* its message (sqlite3_malloc'd), or 0 */
  int iErrRow;             /* the row that failed, or -1 */
  int bTermed;             /* packed texts have markers (vm_batch.bTermed) */
} gp_bulk_res;

/* Where given to gp_bulk_open, each worker computes the rows it read
** before it hands their chunk over ("fused": the decode, the program and
** the filter on one thread, the rows still in its cache): xCompute(pArg,
** iWorker, rows, res) fills res for the rows (res's arrays as the last
** chunk left them, every entry NULL); xRelease(pArg, res) releases
** results no one took, after the workers stopped. */
typedef struct gp_bulk_compute {
  void (*xCompute)(void *pArg, int iWorker, gp_batch *pRows, gp_bulk_res *pRes);
  void (*xRelease)(void *pArg, gp_bulk_res *pRes);
  void *pArg;
} gp_bulk_compute;

/* With a compute: the next chunk of rows (not empty) in rowid order,
** exchanged whole with *pIn (same columns, rows, bytes and result bytes)
** and its results with *pRes (which must hold no reference); *pbDone when
** the table has ended instead.  Waits for the workers, polling pIntr.
** SQLITE_OK, SQLITE_INTERRUPT or a worker's read error (*pzErr). */
int gp_bulk_take(gp_bulk *b, gp_batch *pIn, gp_bulk_res *pRes, gp_intr *pIntr, int *pbDone,
                 char **pzErr);

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
** where the table spans at least nMinRows rowids.  The query's WHERE
** clause, if it has one, is the workers' too, with the nParam values of
** apParam bound to its parameters (copied: the caller's may go).  With
** bPages (and no WHERE clause) the workers
** read the table's pages and decode its records themselves where the
** query and the file allow it (bulk_pages.c), parts then of about
** nPartRows rows.  The
** caller has stepped its own statement of the query once, so that db
** holds the read transaction whose rows the workers must see.  SQLITE_OK
** and *pp; or SQLITE_DONE and *pzWhy (static text) when the rows cannot be
** guaranteed to be the connection's own at this moment (the caller steps
** its own statement instead); or SQLITE_NOMEM. */
int gp_bulk_open(sqlite3 *db, const gp_bulk_plan *pPlan, int nCol, int nParam, sqlite3_value **apParam,
                 sqlite3_int64 nMinRows, int nWorker, int bPages, sqlite3_int64 nPartRows,
                 sqlite3_int64 nChunkBytes, const struct gp_bulk_compute *pCompute,
                 gp_bulk **pp, const char **pzWhy);

/* Whether b's workers decode the table's pages themselves (bulk_pages.c:
** bPages was set and the table allows it) rather than step the query. */
int gp_bulk_pages(const gp_bulk *b);

/* Append the next rows in rowid order to pKeys (the first nKey columns,
** 0 or 1) and pIn (the rest), until nMaxRows rows or nMaxBytes bytes are
** there or the table ends (*pbDone).  Waits for the workers, polling pIntr.
** SQLITE_OK, SQLITE_INTERRUPT, SQLITE_NOMEM or a worker's error (*pzErr). */
int gp_bulk_next(gp_bulk *b, gp_batch *pKeys, int nKey, gp_batch *pIn, sqlite3_int64 nMaxRows,
                 sqlite3_int64 nMaxBytes, gp_intr *pIntr, int *pbDone, char **pzErr);

/* gpu_explain(sql, 'bulk'): whether gpu_map would read zSql in bulk on db
** now, and if not why ("bulk: ..." or "not bulk: ..."; sqlite3_malloc'd,
** 0 on out of memory). */
char *gp_bulk_explain(sqlite3 *db, const char *zSql, sqlite3_int64 nMinRows, int bPages);

/* ---- bulk_pages.c: a worker reads the table's pages itself ---------------- */

typedef struct gp_bkpages gp_bkpages;

/* A worker's buffers for gp_bkpages_leaf. */
typedef struct gp_bkpages_scratch {
  unsigned char *aOvfl;            /* an overflow page */
  unsigned char *aPay;             /* a payload gathered from overflow pages */
  sqlite3_int64 nPayAlloc;
  sqlite3_uint64 *aSt;             /* a record's serial types, then body offsets */
  /* Consecutive leaves read at once: leaves iWin .. iWin+nWin-1, their
  ** pages side by side in aWin (nWinAlloc pages). */
  unsigned char *aWin;
  sqlite3_int64 iWin, nWin;
  int nWinAlloc;
} gp_bkpages_scratch;

/* Whether SQLite's program for SELECT zCols FROM zSchema.zTable on db is
** the plain read that bulk_pages.c decodes itself: SQLITE_OK, SQLITE_DONE
** and *pzWhy (static text), or SQLITE_NOMEM. */
int gp_bkpages_shape_ok(sqlite3 *db, const char *zSchema, const char *zTable, const char *zCols,
                        int nCol, const char **pzWhy);

/* For a worker's connection db (its read transaction open): the query's
** columns, the file's layout and the table's leaves, into *pp.  nLimit is
** the statement's connection's length limit.  SQLITE_OK; SQLITE_DONE and
** *pzWhy where the pages cannot be read so; SQLITE_NOMEM. */
int gp_bkpages_open(sqlite3 *db, const char *zTable, const char *zCols, int nCol, sqlite3_int64 nLimit,
                    gp_bkpages **pp, const char **pzWhy);
void gp_bkpages_free(gp_bkpages *p);
sqlite3_int64 gp_bkpages_nleaf(const gp_bkpages *p);
int gp_bkpages_first_rows(const gp_bkpages *p);      /* rows on the first leaf */

/* The main database file of connection db, 0 if its VFS gives none. */
sqlite3_file *gp_bkpages_file(sqlite3 *db);

/* Append leaf iLeaf's rows (in rowid order) to pOut, read through f (a
** worker's own file, so several threads read at once), with those of the
** leaves after it up to iLeafEnd (not included) that lie on the pages after
** its page, up to 64 KiB in one read, for the calls that follow.  SQLITE_OK,
** SQLITE_CORRUPT, SQLITE_TOOBIG, SQLITE_NOMEM or the VFS's I/O error. */
int gp_bkpages_leaf(const gp_bkpages *p, sqlite3_file *f, gp_bkpages_scratch *s, sqlite3_int64 iLeaf,
                    sqlite3_int64 iLeafEnd, gp_batch *pOut);
void gp_bkpages_scratch_free(gp_bkpages_scratch *s);

/* Stop the workers, close their connections, free b (0 allowed). */
void gp_bulk_close(gp_bulk *b);

#endif
