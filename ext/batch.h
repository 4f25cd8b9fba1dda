/*
** batch.h - a batch of rows in columnar form (batch.c): per argument a
** column of storage classes, numbers (INTEGER value, REAL bits, or the byte
** offset of TEXT/BLOB) and byte lengths, and one byte buffer for all the
** strings, like Arrow's string columns.  gpu_map and gpu_join fill them
** from their queries, gpu_udf one row per xStep;
** an engine reads rows back as runtime values (views into the buffer), and
** the GPU engine copies the columns to the device as they are.
*/
#ifndef GPUSTR_BATCH_H
#define GPUSTR_BATCH_H

#include "gpustr_int.h"
#include "gs_kernel.h"

typedef struct batch_col {
  unsigned char *aType;    /* GS_NULL .. GS_BLOB per row */
  int64_t *aNum;           /* INTEGER, REAL bits, or byte offset */
  int64_t *aLen;           /* bytes of TEXT/BLOB */
} batch_col;

typedef struct gp_batch {
  int nArg;
  int64_t nRow, nRowAlloc;
  batch_col *aCol;         /* nArg columns */
  unsigned char *aByte;    /* string bytes of every column */
  int64_t nByte, nByteAlloc;
  /* The bytes of the GPU engine's TEXT/BLOB results for these rows (the
  ** results are views of them), so they live exactly as long as the
  ** batch's input, which results may also be views of. */
  unsigned char *aRes;
  int64_t nResAlloc;
} gp_batch;

int  batch_init(gp_batch *b, int nArg);                  /* SQLITE_OK or NOMEM */
int  batch_append(gp_batch *b, sqlite3_value **argv);    /* one row of nArg values */
void batch_reset(gp_batch *b);                           /* empty, memory kept */
/* Room for nRows more rows and nBytes more string bytes, for a caller
** that writes a row's columns itself (bulk_pages.c): SQLITE_OK or NOMEM. */
int  batch_reserve_grow(gp_batch *b, int64_t nRows, int64_t nBytes);
static inline int batch_reserve(gp_batch *b, int64_t nRows, int64_t nBytes){
  if( b->nRow + nRows<=b->nRowAlloc && b->nByte + nBytes<=b->nByteAlloc ) return SQLITE_OK;
  return batch_reserve_grow(b, nRows, nBytes);
}
/* Exchange the rows of a and b, memory and all (not the GPU's result
** bytes, aRes); both have the same nArg.  O(1): how a chunk of bulk.c's
** becomes a batch without a copy. */
void batch_swap_rows(gp_batch *a, gp_batch *b);
/* Append rows iRow .. iRow+nRow-1 of src, its columns iFirst ..
** iFirst + b->nArg - 1: columns copied whole, not value by value. */
int  batch_append_rows(gp_batch *b, const gp_batch *src, int iFirst, int64_t iRow, int64_t nRow);
void batch_free(gp_batch *b);

/* Argument iArg of row iRow as a view into the batch (inline, as the two
** below: the CPU engine reads every row so). */
static inline gs_val batch_value(const gp_batch *b, int iArg, int64_t iRow){
  const batch_col *c = &b->aCol[iArg];
  return gs_col_value(c->aType[iRow], c->aNum[iRow], c->aLen[iRow], b->aByte);
}

/* Row iRow's arguments, into aArg[0 .. nArg-1]. */
static inline void batch_row(const gp_batch *b, int64_t iRow, gs_val *aArg){
  int i;
  for(i=0; i<b->nArg; i++) aArg[i] = batch_value(b, i, iRow);
}

/* The same, argument i into aReg[aMap[i]]. */
static inline void batch_row_to(const gp_batch *b, int64_t iRow, gs_val *aReg, const int *aMap){
  int i;
  for(i=0; i<b->nArg; i++) aReg[aMap[i]] = batch_value(b, i, iRow);
}

/* A view of an SQL value, valid while the value is. */
gs_val gp_value_in(sqlite3_value *v);

#endif /* GPUSTR_BATCH_H */
