/*
** udf_window.c - gpu_udf(expr, arg, ...): the batch form, as an aggregate
** window function.
**
**   SELECT gpu_udf('upper(s)||s', s) OVER win FROM t
**   WINDOW win AS (ROWS BETWEEN UNBOUNDED PRECEDING AND UNBOUNDED FOLLOWING);
**
** With a ROWS frame the k-th value of a partition is the program applied to
** the k-th row.  xStep copies each row's arguments into the pending batch;
** the first xValue that needs a row not yet computed runs every pending row
** as one batch (on the CPU engine's worker threads), and an error in that
** batch surfaces there, before any of its rows goes out.  So a whole-
** partition frame makes one batch per partition, "CURRENT ROW AND 65535
** FOLLOWING" batches of 65,536 (xInverse only drops the oldest row), and
** "UNBOUNDED PRECEDING AND CURRENT ROW" one row at a time.
**
** RANGE frames make SQLite call xValue once per group of peers and copy the
** value to each peer: where that shows (an xValue after more than one new
** step, once values are being returned) it is an error naming the frame to
** write.  OVER () cannot be told from a one-row frame through these
** callbacks; docs/sql.md says so.  As a plain aggregate over exactly one row,
** gpu_udf returns that row's value; over more, an error.
*/
#include "gpustr_int.h"
#include "batch.h"
#include "prog.h"
#include "vm.h"
#include "engine.h"
#include <string.h>

#define GP_WIN_FRAME_HINT \
  "use a ROWS frame, e.g. OVER (ROWS BETWEEN UNBOUNDED PRECEDING AND UNBOUNDED FOLLOWING)"

typedef struct gp_win {
  gp_prog *pProg;          /* holds a reference */
  int nArg;
  sqlite3_int64 nStep;     /* rows stepped in this partition */
  sqlite3_int64 nValue;    /* xValue calls so far = rows returned */
  sqlite3_int64 nStepAtValue;  /* nStep at the last xValue */
  sqlite3_int64 nInverse;  /* xInverse calls: rows that left the frame */
  /* Pending rows: stepped, not yet computed (rows nDone .. nStep-1). */
  sqlite3_int64 nDone;
  gp_batch in;
  /* The input of the last batch computed: its results may be views of
  ** these bytes (s -> s, substr, trim...), so it lives until they have all
  ** been returned, which is always so before the next batch runs. */
  gp_batch held;
  /* Computed results not yet returned: rows nValue .. nDone-1, kept in
  ** aRes[iRes ..]. */
  gs_val *aRes;
  sqlite3_int64 iRes, nRes, nResAlloc;
  int bError;              /* an error was reported: return nothing more */
} gp_win;

static void gp_win_stats(const vm_stats *st){
  gp_stat_add(GP_STAT_STRINGS_ALLOCATED, st->nAlloc);
  gp_stat_add(GP_STAT_STRINGS_FREED, st->nFree);
  gp_stat_add(GP_STAT_REFCOUNT_OPS, st->nRefOps);
}

/* The memory of a finished partition, kept by the connection for the next
** one: fresh memory of this size costs more in page faults than the
** program costs to run. */
typedef struct gp_win_spare {
  gp_batch in, held;       /* emptied, memory kept */
  gs_val *aRes;
  sqlite3_int64 nResAlloc;
} gp_win_spare;

void gp_win_spare_free(gp_conn *conn){
  gp_win_spare *sp = conn->pSpare;
  if( sp ){
    batch_free(&sp->in);
    batch_free(&sp->held);
    sqlite3_free(sp->aRes);
    sqlite3_free(sp);
    conn->pSpare = 0;
  }
}

/* Set up w's buffers for nArg arguments, from the spare ones if they fit. */
static int gp_win_buffers(gp_conn *conn, gp_win *w, int nArg){
  gp_win_spare *sp = conn->pSpare;
  if( sp && sp->in.nArg==nArg ){
    w->in = sp->in;
    w->held = sp->held;
    w->aRes = sp->aRes;
    w->nResAlloc = sp->nResAlloc;
    sqlite3_free(sp);
    conn->pSpare = 0;
    return SQLITE_OK;
  }
  if( batch_init(&w->in, nArg)!=SQLITE_OK || batch_init(&w->held, nArg)!=SQLITE_OK ){
    /* Neither half may reach the spare (gp_win_clear keeps w->in's
    ** buffers when it has columns): a batch without its columns would be
    ** filled by the next partition. */
    batch_free(&w->in);
    batch_free(&w->held);
    return SQLITE_NOMEM;
  }
  return SQLITE_OK;
}

/* Release every result still held and the pending rows; the buffers go to
** the connection's spare (replacing a smaller one) or are freed. */
static void gp_win_clear(gp_conn *conn, gp_win *w){
  vm_stats st = {0, 0, 0};
  gp_win_spare *sp;
  if( w->aRes ){
    vm_release(w->aRes, (int)w->iRes, (int)w->nRes, &st);
    gp_win_stats(&st);
  }
  if( w->in.aCol && (conn->pSpare==0 || conn->pSpare->nResAlloc<=w->nResAlloc)
   && (sp = (gp_win_spare*)sqlite3_malloc64(sizeof(*sp)))!=0 ){
    gp_win_spare_free(conn);
    batch_reset(&w->in);
    batch_reset(&w->held);
    /* The larger one first: it is the one the next partition fills. */
    if( w->held.nRowAlloc>w->in.nRowAlloc ){
      sp->in = w->held;
      sp->held = w->in;
    }else{
      sp->in = w->in;
      sp->held = w->held;
    }
    sp->aRes = w->aRes;
    sp->nResAlloc = w->nResAlloc;
    conn->pSpare = sp;
  }else{
    sqlite3_free(w->aRes);
    batch_free(&w->in);
    batch_free(&w->held);
  }
  gp_prog_unref(w->pProg);
  memset(w, 0, sizeof(*w));
}

static int gp_grow(void **pa, sqlite3_int64 *pnAlloc, sqlite3_int64 nNeed, sqlite3_int64 szElem){
  if( nNeed>*pnAlloc ){
    sqlite3_int64 n = *pnAlloc ? *pnAlloc*2 : 64;
    void *aNew;
    while( n<nNeed ) n *= 2;
    aNew = sqlite3_realloc64(*pa, (sqlite3_uint64)(n*szElem));
    if( aNew==0 ) return SQLITE_NOMEM;
    *pa = aNew;
    *pnAlloc = n;
  }
  return SQLITE_OK;
}

void gp_win_step(sqlite3_context *ctx, int argc, sqlite3_value **argv){
  gp_win *w = (gp_win*)sqlite3_aggregate_context(ctx, sizeof(gp_win));
  if( w==0 ){ sqlite3_result_error_nomem(ctx); return; }
  if( w->bError ) return;
  if( w->pProg==0 ){
    gp_prog *p;
    if( argc<1 ){
      sqlite3_result_error(ctx, "gpu_udf: takes the program text, then its arguments", -1);
      w->bError = 1;
      return;
    }
    p = gp_prog_get(ctx, argv[0], argc-1, "gpu_udf");
    if( p==0 ){ w->bError = 1; return; }
    p->nRef++;
    w->pProg = p;
    w->nArg = argc-1;
    if( gp_win_buffers((gp_conn*)sqlite3_user_data(ctx), w, w->nArg)!=SQLITE_OK ){
      sqlite3_result_error_nomem(ctx);
      w->bError = 1;
      return;
    }
  }else if( !gp_prog_is(w->pProg, argv[0]) ){
    /* One partition runs one program: the rows of a batch share it.  (A
    ** text that SQLite could not make is out of memory.) */
    if( sqlite3_value_type(argv[0])==SQLITE_NULL || sqlite3_value_text(argv[0])!=0 ){
      gp_result_errorf(ctx, "gpu_udf: every row of a partition must have the same "
                       "program (argument 1); its row %lld has another", w->nStep + 1);
    }else{
      sqlite3_result_error_nomem(ctx);
    }
    w->bError = 1;
    return;
  }
  if( batch_append(&w->in, &argv[1])!=SQLITE_OK ){
    sqlite3_result_error_nomem(ctx);
    w->bError = 1;
    return;
  }
  w->nStep++;
}

void gp_win_inverse(sqlite3_context *ctx, int argc, sqlite3_value **argv){
  /* The oldest row leaves the frame.  Its value was returned already and
  ** the frame's rows are not otherwise needed: only count it, to check the
  ** frame's shape in xValue. */
  gp_win *w = (gp_win*)sqlite3_aggregate_context(ctx, sizeof(gp_win));
  (void)argc; (void)argv;
  if( w ) w->nInverse++;
}

/* Run every pending row as one batch.  Returns SQLITE_OK or reports the
** error on ctx. */
static int gp_win_compute(sqlite3_context *ctx, gp_win *w){
  gp_conn *conn = (gp_conn*)sqlite3_user_data(ctx);
  sqlite3_int64 nRow = w->nStep - w->nDone;
  vm_batch b;
  char *zErr = 0;
  int rc;
  memset(&b, 0, sizeof b);
  if( nRow>0x7fffffff ){
    sqlite3_result_error(ctx, "gpu_udf: too many rows in one batch", -1);
    return SQLITE_ERROR;
  }
  /* Results not yet returned move to the front of aRes. */
  if( w->iRes>0 ){
    memmove(w->aRes, w->aRes + w->iRes, sizeof(gs_val)*(size_t)(w->nRes - w->iRes));
    w->nRes -= w->iRes;
    w->iRes = 0;
  }
  if( gp_grow((void**)&w->aRes, &w->nResAlloc, w->nRes + nRow, sizeof(gs_val)) ){
    sqlite3_result_error_nomem(ctx);
    return SQLITE_NOMEM;
  }
  b.nRow = (int)nRow;
  b.pIn = &w->in;
  b.nLikeMax = sqlite3_limit(sqlite3_context_db_handle(ctx), SQLITE_LIMIT_LIKE_PATTERN_LENGTH, -1);
  b.aOut = &w->aRes[w->nRes];
  rc = gp_engine_run(&conn->cfg, w->pProg, &w->in, &b, 0,
                     sqlite3_limit(sqlite3_context_db_handle(ctx), SQLITE_LIMIT_LENGTH, -1),
                     &zErr);
  if( rc!=GS_OK ){
    gp_result_gs_error(ctx, rc, zErr);
    sqlite3_free(zErr);
    return SQLITE_ERROR;
  }
  w->nRes += nRow;
  w->nDone = w->nStep;
  {
    /* The computed rows' input is held for their results; the previous
    ** held batch (all its results returned) takes the new rows. */
    gp_batch t = w->held;
    w->held = w->in;
    w->in = t;
    batch_reset(&w->in);
  }
  return SQLITE_OK;
}

void gp_win_value(sqlite3_context *ctx){
  gp_win *w = (gp_win*)sqlite3_aggregate_context(ctx, 0);
  sqlite3_int64 k;
  if( w==0 ){
    /* A value asked of an empty frame: the frame leaves out the current row. */
    sqlite3_result_error(ctx, "gpu_udf: the frame does not contain the current row: " GP_WIN_FRAME_HINT, -1);
    return;
  }
  if( w->bError ) return;
  if( w->nInverse!=0 && w->nInverse!=w->nValue ){
    /* Rows leave the frame before they are current: it starts before the
    ** current row without starting at UNBOUNDED PRECEDING. */
    sqlite3_result_error(ctx, "gpu_udf: the frame must start at UNBOUNDED PRECEDING or CURRENT ROW: " GP_WIN_FRAME_HINT, -1);
    w->bError = 1;
    return;
  }
  if( w->nValue>0 && w->nStep - w->nStepAtValue > 1 ){
    sqlite3_result_error(ctx, "gpu_udf: SQLite returned one value for several rows "
                         "(a RANGE frame with peers): " GP_WIN_FRAME_HINT, -1);
    w->bError = 1;
    return;
  }
  k = w->nValue;
  if( k>=w->nStep ){
    sqlite3_result_error(ctx, "gpu_udf: the frame ends before the current row: " GP_WIN_FRAME_HINT, -1);
    w->bError = 1;
    return;
  }
  if( k>=w->nDone && gp_win_compute(ctx, w)!=SQLITE_OK ){
    w->bError = 1;
    return;
  }
  gp_result_take(ctx, w->aRes[w->iRes]);
  w->aRes[w->iRes++] = gs_null();
  w->nValue++;
  w->nStepAtValue = w->nStep;
}

void gp_win_final(sqlite3_context *ctx){
  gp_win *w = (gp_win*)sqlite3_aggregate_context(ctx, 0);
  if( w==0 ) return;                         /* no rows: NULL */
  if( w->nValue==0 && !w->bError ){
    /* A plain aggregate (xValue never called). */
    if( w->nStep==1 ){
      gp_win_value(ctx);
    }else if( w->nStep>1 ){
      gp_result_errorf(ctx, "gpu_udf: used as an aggregate over %lld rows; "
                       "add a window: OVER (ROWS BETWEEN UNBOUNDED PRECEDING "
                       "AND UNBOUNDED FOLLOWING)", (long long)w->nStep);
    }
  }
  gp_win_clear((gp_conn*)sqlite3_user_data(ctx), w);
}
