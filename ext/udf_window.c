/*
** udf_window.c - gpu_udf(expr, arg, ...): the program over each row, as an
** aggregate window function whose every value is checked to be its own
** row's.
**
**   SELECT gpu_udf('upper(s)||s', s) OVER (ROWS CURRENT ROW) FROM t
**
** The k-th xValue of a partition returns the program applied to its k-th
** row.  That is each row's own value only when SQLite asks one value per
** row, and through the window callbacks a frame cannot be seen, only the
** order of the calls (SQLite 3.40, window.c; "out" is a row going out):
**
**   OVER (), PARTITION BY k     S1 S2 .. Sn V out out .. out   one value, copied
**   GROUPS/RANGE, all peers     S1 S2 .. Sn V out out .. out   the same
**   ROWS UNBOUNDED..UNBOUNDED   S1 S2 .. Sn V out V out .. V out
**   ROWS CURRENT ROW AND 2 FOL. S1 S2 S3 V out I1 S4 V out ..
**   ROWS UNBOUNDED..CURRENT ROW S1 V out S2 V out ..
**   ROWS 1 FOLLOWING AND 1 FOL. S2 V out I2 S3 V out ..   row k gets row k+1's
**
** A first xValue after several steps is the same call sequence for OVER ()
** (one value for every row: wrong unless it is each row's) and for a ROWS
** frame that looks ahead (right), and the difference shows only after rows
** have gone out; an error in xFinal is dropped in window mode, and nothing
** at prepare time shows the frame.  So batching a frame (the removed
** setting window_batch) could not be made safe, and every value is checked:
** an xValue is answered only when exactly one row was stepped since the
** previous one (that row is the current row, the frame ends at it and it
** has no peer), and anything else is an error before the row goes out.
** The statement then fails on OVER () and PARTITION BY over several rows,
** on ties under RANGE or GROUPS, on frames reaching past the current row,
** and (at the latest at the end of the partition, where the frame runs
** out) on frames that leave it out.  Each row is computed alone, when
** SQLite asks for it; gpu_map is the batch form.  xFinal without xValue
** (a plain aggregate, or a frame with EXCLUDE, which SQLite evaluates
** through xFinal) is an error too.
*/
#include "gpustr_int.h"
#include "batch.h"
#include "prog.h"
#include "vm.h"
#include "engine.h"
#include <string.h>

/* The frames that work, and where batches are. */
#define GP_WIN_CHECKED_HINT \
  "gpu_udf needs one value asked per row, so a frame that ends at the current row " \
  "without peers: OVER (ROWS CURRENT ROW), OVER (ORDER BY key ROWS UNBOUNDED PRECEDING); " \
  "for batches use gpu_map(expr, sql)"

typedef struct gp_win {
  gp_prog *pProg;          /* holds a reference */
  int nArg;
  sqlite3_int64 nStep;     /* rows stepped in this partition */
  sqlite3_int64 nValue;    /* xValue calls so far = rows returned */
  /* The pending row: stepped, not yet computed (rows nDone .. nStep-1; a
  ** value is answered only when that is one row). */
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
  /* The oldest row leaves the frame.  Its value was returned already (or
  ** xValue refused the frame), and the frame's rows are not otherwise
  ** needed. */
  (void)ctx; (void)argc; (void)argv;
}

/* Run every pending row as one batch.  Returns SQLITE_OK or reports the
** error on ctx. */
static int gp_win_compute(sqlite3_context *ctx, gp_win *w){
  gp_conn *conn = (gp_conn*)sqlite3_user_data(ctx);
  sqlite3_int64 nRow = w->nStep - w->nDone;
  vm_batch b;
  gp_intr intr;
  char *zErr = 0;
  int iErrRow;             /* one row a call: its own */
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
  /* This is SQLite's thread: it polls for sqlite3_interrupt(). */
  gp_intr_init(&intr, sqlite3_context_db_handle(ctx));
  b.pIntr = &intr;
  b.bPoll = 1;
  rc = gp_engine_run(&conn->cfg, w->pProg, &w->in, &b, 0,
                     sqlite3_limit(sqlite3_context_db_handle(ctx), SQLITE_LIMIT_LENGTH, -1),
                     &zErr, &iErrRow);
  gp_intr_clear(&intr);
  if( rc!=GS_OK ){
    if( gp_intr_stopped(&intr) ){
      sqlite3_result_error(ctx, "interrupted", -1);
      sqlite3_result_error_code(ctx, SQLITE_INTERRUPT);
    }else{
      gp_result_gs_error(ctx, rc, zErr);
    }
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
  if( w==0 ){
    /* A value asked of an empty frame: the frame leaves out the current row. */
    sqlite3_result_error(ctx, "gpu_udf: the frame does not contain the current row: "
                         GP_WIN_CHECKED_HINT, -1);
    return;
  }
  if( w->bError ) return;
  if( w->nStep!=w->nValue+1 ){
    if( w->nStep>w->nValue+1 ){
      gp_result_errorf(ctx, "gpu_udf: SQLite asked one value after %lld new rows (OVER (), "
                       "PARTITION BY without ORDER BY, ties under RANGE or GROUPS, or a "
                       "frame that reaches past the current row): " GP_WIN_CHECKED_HINT,
                       (long long)(w->nStep - w->nValue));
    }else{
      sqlite3_result_error(ctx, "gpu_udf: the frame does not contain the current row: "
                           GP_WIN_CHECKED_HINT, -1);
    }
    w->bError = 1;
    return;
  }
  /* The one row stepped since the last value is the current row. */
  if( gp_win_compute(ctx, w)!=SQLITE_OK ){
    w->bError = 1;
    return;
  }
  gp_result_take(ctx, w->aRes[w->iRes]);
  w->aRes[w->iRes++] = gs_null();
  w->nValue++;
}

void gp_win_final(sqlite3_context *ctx){
  gp_win *w = (gp_win*)sqlite3_aggregate_context(ctx, 0);
  if( w==0 ){
    /* No row stepped: a plain aggregate over no rows, or a frame that
    ** EXCLUDE left empty, whose value would be NULL, not the row's. */
    sqlite3_result_error(ctx, "gpu_udf: used without a window, or with EXCLUDE: "
                         GP_WIN_CHECKED_HINT "; for one value use gpu_udf_row", -1);
    return;
  }
  if( w->nValue==0 && !w->bError ){
    /* A plain aggregate, or a frame with EXCLUDE (xValue never called):
    ** the two cannot be told apart, and the EXCLUDE frame's one row need
    ** not be the current one. */
    sqlite3_result_error(ctx, "gpu_udf: used without a window, or with EXCLUDE: "
                         GP_WIN_CHECKED_HINT "; for one value use gpu_udf_row", -1);
  }
  gp_win_clear((gp_conn*)sqlite3_user_data(ctx), w);
}
