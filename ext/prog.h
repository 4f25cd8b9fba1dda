/*
** prog.h - compiled programs shared by gpu_udf_row, gpu_udf and gpu_map
** (prog.c).
*/
#ifndef GPUSTR_PROG_H
#define GPUSTR_PROG_H

#include "ir.h"
#include "batch.h"   /* gp_value_in */
#include "sqlfn.h"   /* gp_result_* */

struct gp_prog {
  char *zSrc;              /* program text */
  int nSrc;
  int nArg;                /* SQL arguments it was compiled for, or
                           ** FE_NARG_INFER (pIr->nArg has the count) */
  int mOpt;                /* IR_LIKE_CASE: compiled with case-sensitive LIKE */
  ir_program *pIr;         /* pruned IR */
  struct gpu_kernel *pKernel;  /* its GPU kernel, made on first GPU use */
  struct gpu_kernel *pJoinKernel;  /* its gpu_join kernel, likewise */
  int nRef;
};

/* The program zSrc (nSrc bytes) for nArg arguments (or FE_NARG_INFER, for
** gpu_map) from conn's cache, or compiled now and cached.  Returns SQLITE_OK
** with *pp holding a new reference (drop it with gp_prog_unref),
** SQLITE_NOMEM, or SQLITE_ERROR with *pzErr (sqlite3_malloc'd, without a
** function-name prefix). */
int gp_prog_lookup(gp_conn *conn, const char *zSrc, int nSrc, int nArg,
                   gp_prog **pp, char **pzErr);

/* The program named by pSrc for nArg arguments, from the statement's
** auxdata, the connection's cache, or compiled now.  On failure sets an
** error on ctx ("<zFunc>: ...") and returns 0.  The program stays valid for
** the rest of this call. */
gp_prog *gp_prog_get(sqlite3_context *ctx, sqlite3_value *pSrc, int nArg, const char *zFunc);

/* The same for a scalar function (gpu_udf_row), called for every row: a
** scalar's auxdata outlives the call only while its argument is a constant
** of the statement (SQLite drops it after each call otherwise), so the
** auxdata found is the program of this very text, not compared again. */
gp_prog *gp_prog_get_scalar(sqlite3_context *ctx, sqlite3_value *pSrc, int nArg, const char *zFunc);

/* Is pSrc the text p was compiled from? */
int gp_prog_is(const gp_prog *p, sqlite3_value *pSrc);

/* Drop a reference to p (freed with the last). */
void gp_prog_unref(gp_prog *p);

#endif /* GPUSTR_PROG_H */
