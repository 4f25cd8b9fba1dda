/*
** vfilter.h - the constraints on a table-valued function's `value` column
** that SQLite passes to xBestIndex (WHERE value > 3, value IS NOT NULL,
** ...), applied inside the engine so that rows the statement drops never
** reach SQLite's row loop.  See vfilter.c.
*/
#ifndef GPUSTR_VFILTER_H
#define GPUSTR_VFILTER_H

#include "gpustr_int.h"
#include "gs_core.h"

#define GP_VFILTER_MAX 8         /* constraints on value taken at most */

typedef struct gp_vfilter_term {
  unsigned char op;              /* SQLITE_INDEX_CONSTRAINT_EQ ... ISNOTNULL */
  unsigned char bBinary;         /* compared with the BINARY collation */
  gs_val rhs;                    /* its right side (a copy; texts own z) */
} gp_vfilter_term;

typedef struct gp_vfilter {
  int nTerm;
  gp_vfilter_term aTerm[GP_VFILTER_MAX];
} gp_vfilter;

/* xBestIndex: take the usable constraints on column iCol of p: argvIndex
** from *pnArg + 1 on (omit stays 0: SQLite checks each row it gets
** again), and their description appended to idxStr's text in *pStr. */
void gp_vfilter_plan(sqlite3_index_info *p, int iCol, int *pnArg, sqlite3_str *pStr);

/* xFilter: the filter described by zPlan (what gp_vfilter_plan appended),
** with the right sides in apArg.  SQLITE_OK or SQLITE_NOMEM. */
int gp_vfilter_init(gp_vfilter *f, const char *zPlan, sqlite3_value **apArg);
void gp_vfilter_clear(gp_vfilter *f);

/* Could SQLite keep a row whose value is v?  0 only when every term is
** sure to be false for it, whatever affinity SQLite applies. */
int gp_vfilter_may_pass(const gp_vfilter *f, gs_val v);

/* The rows of a[0..n) that may pass (gp_vfilter_may_pass), their indexes
** in order into aKeep; returns how many. */
int gp_vfilter_keep(const gp_vfilter *f, const gs_val *a, int n, int *aKeep);

#endif
