/*
** vm.c - the CPU engine: executes the pruned IR (ir.h), refcount
** operations included, one row at a time, and over a batch of rows split
** across worker threads.
**
** The engine is the reference: whatever the GPU engine computes must equal
** what this loop computes.  One switch over the opcodes, as Lua's lvm.c.
** Runtime functions come from the function table (functab.c) and the
** operators from ops.def; both name routines of runtime/gs_*.h, the same
** headers the GPU kernels compile.
**
** A row that stops on an error releases every string it still holds
** (gs_release_all), so allocated == freed holds after errors too.
*/
#include "gpustr_int.h"
#include "vm.h"
#include "pool.h"
#include "gs_runtime.h"
#include <assert.h>
#include <pthread.h>
#include <string.h>
#include <time.h>

/* The operators of IR_UNOP and IR_BINOP: ops.def's rows as cases that
** call each routine by name (the compiler inlines them, as it would a
** hand-written switch).  Lowering emits no other operator. */
static gs_val vm_unop(gs_ctx *c, int op, gs_val a){
  switch( op ){
#define OP_UNARY(NAME, TK, SPELL, PRI, KIND, RULE, FN) case FE_OP_##NAME: return FN(c, a);
#define OP_INTERNAL(NAME, SPELL, FN)                   case FE_OP_##NAME: return FN(c, a);
#include "ops.def"
  }
  assert( 0 );
  return gs_null();
}

static gs_val vm_binop(gs_ctx *c, int op, gs_val a, gs_val b){
  switch( op ){
#define OP_BINARY(NAME, TK, SPELL, PRI, KIND, RULE, FN) case FE_OP_##NAME: return FN(c, a, b);
#include "ops.def"
  }
  assert( 0 );
  return gs_null();
}

static inline int vm_row_end(gs_ctx *c, gs_val *pOut){
  if( c->rc ){
    gs_release_all(c);
    *pOut = gs_null();
    return c->rc;
  }
  /* The result now belongs to the caller, not to this row's list of live
  ** strings (which holds nothing else when the IR is right). */
  if( gs_is_str(*pOut) && pOut->s.mi ){
    pOut->s.mi->live_prev = pOut->s.mi->live_next = 0;
  }
  c->live = 0;
  return GS_OK;
}

/* Run the instructions aIns (p's own, or its aRun) from pc on one row. */
static inline int vm_exec(const ir_program *p, const ir_ins *aIns, int pc, gs_ctx *c,
                          const gs_val *aArg, gs_val *aReg, gs_val *pOut){
  for(;;){
    const ir_ins *x = &aIns[pc++];
    switch( x->op ){
      case IR_LOADK:  aReg[x->a] = p->aK[x->b]; break;
      case IR_ARG:    aReg[x->a] = aArg[x->b]; break;
      case IR_MOVE:   aReg[x->a] = aReg[x->b]; break;
      /* Only these can fail (set c->rc): the check is theirs. */
      case IR_CALL: {
        const ft_entry *f = p->aFn[x->d];
        aReg[x->a] = x->e && f->xColl ? f->xColl(c, x->c, &aReg[x->b], x->e)
                                      : f->xImpl(c, x->c, &aReg[x->b]);
        if( c->rc ) return vm_row_end(c, pOut);
        break;
      }
      case IR_UNOP:
        aReg[x->a] = vm_unop(c, x->d, aReg[x->b]);
        if( c->rc ) return vm_row_end(c, pOut);
        break;
      case IR_BINOP:
        aReg[x->a] = vm_binop(c, x->d, aReg[x->b], aReg[x->c]);
        if( c->rc ) return vm_row_end(c, pOut);
        break;
      case IR_CMP:
        aReg[x->a] = gs_op_cmp_aff(c, x->d, aReg[x->b], aReg[x->c], x->e, x->f);
        if( c->rc ) return vm_row_end(c, pOut);
        break;
      case IR_CAST:
        aReg[x->a] = gs_cast(c, aReg[x->b], x->d);
        if( c->rc ) return vm_row_end(c, pOut);
        break;
      case IR_JMP:    pc = x->b; break;
      case IR_JTRUTH:   if( gs_truth(aReg[x->a])==x->d ) pc = x->b; break;
      case IR_JNTRUTH:  if( gs_truth(aReg[x->a])!=x->d ) pc = x->b; break;
      case IR_JNULL:    if( aReg[x->a].type==GS_NULL ) pc = x->b; break;
      case IR_JNOTNULL: if( aReg[x->a].type!=GS_NULL ) pc = x->b; break;
      case IR_INCREF: gs_val_incref(c, aReg[x->a]); break;
      case IR_DECREF: gs_val_decref(c, aReg[x->a]); break;
      case IR_RET:
        *pOut = aReg[x->a];
        return vm_row_end(c, pOut);
    }
  }
}

int vm_run_row(const ir_program *p, gs_ctx *c, const gs_val *aArg, gs_val *aReg, gs_val *pOut){
  return vm_exec(p, p->aIns, 0, c, aArg, aReg, pOut);
}

int vm_row_done(gs_ctx *c, gs_val *pOut){
  return vm_row_end(c, pOut);
}

/* ---- batches ----------------------------------------------------------- */

typedef struct vm_job {
  const ir_program *p;
  vm_batch *pBatch;
  int iFirst, iLast;       /* rows [iFirst, iLast) */
  unsigned char *zPack, *zPackEnd;  /* this job's slice of aPack */
  gs_ctx ctx;
  int iErrRow;             /* first row that failed, or -1 */
  int bPoll;               /* runs on SQLite's thread: polls the interrupt */
  pthread_t tidCaller;     /* the thread that may poll (the caller of the batch) */
} vm_job;

/* The poller reads the clock every nEvery rows, nEvery adapting so that
** it reads it about every millisecond: a read on every row costs a light
** program a tenth of its time, a read every 16 rows of a heavy one
** (levenshtein of 3,000 characters, 10 to 150 ms a row) seconds. */
typedef struct vm_poll {
  int nEvery, nLeft;
  int64_t tLast;
} vm_poll;

/* Stop before this row? */
static int vm_job_interrupted(const vm_job *j, vm_poll *pp){
  gp_intr *pIntr = j->pBatch->pIntr;
  int64_t t;
  if( pIntr==0 ) return 0;
  if( !j->bPoll ) return gp_intr_stopped(pIntr);
  if( --pp->nLeft>0 ) return 0;
  t = gp_now_ns();
  if( t - pp->tLast < 1000000 ){
    if( pp->nEvery<4096 ) pp->nEvery *= 2;
  }else if( pp->nEvery>1 ){
    pp->nEvery /= 2;
  }
  pp->nLeft = pp->nEvery;
  pp->tLast = t;
  return gp_intr_poll_at(pIntr, t);
}

/* ---- calls over a column ----------------------------------------------------
**
** A program that is one call, whose one argument is a column of the batch
** and whose others are constants (regexp_like(s, 'pattern'), as a filter
** over a table has it), runs that call over a run of rows at once where
** the function has such a loop: the setup that the call repeats on every
** row (finding the pattern's DFA) is done once, and the loop stays in the
** function's own code.  A loop computes numbers or NULL, never strings,
** and may leave a row to the call (vm_rows_fn). */

/* Rows [i0, i1) of column iCol of pIn, the call's constants in argv
** (argv[iArg], the column's place, unset), results into aOut; returns the
** first row not done (the engine runs the call itself on that row), or
** i1. */
typedef int64_t (*vm_rows_fn)(gs_ctx *c, const gs_val *argv, const gp_batch *pIn, int iCol,
                              int64_t i0, int64_t i1, gs_val *aOut);

/* regexp_like(s, p) and regexp(p, s) with p a literal pattern: the third
** argument is its program (gp_prep_regexp_like). */
static int64_t vm_rows_regexp(gs_ctx *c, const gs_val *argv, const gp_batch *pIn, int iCol,
                              int64_t i0, int64_t i1, gs_val *aOut){
  const batch_col *col = &pIn->aCol[iCol];
  return gp_regexp_dfa_like_rows(c, argv[2].s.z, col->aType, col->aNum, col->aLen, pIn->aByte,
                                 i0, i1, aOut);
}

/* The loop for f called with argc arguments, argument iArg the column and
** the others the constants in argv; 0 where there is none. */
static vm_rows_fn vm_rows_of(const ft_entry *f, int argc, int iArg, const gs_val *argv){
  int iPat = iArg==0 ? 1 : 0;
  if( argc==3 && iArg<2 && argv[iPat].type!=GS_NULL && gs_is_str(argv[2])
   && strcmp(f->zName, iArg==0 ? "regexp_like" : "regexp")==0 ){
    return vm_rows_regexp;
  }
  return 0;
}

/* For the one call x of program p (its constants already in aReg): the
** loop over a column that can run it, *piCol the batch column, or 0. */
static vm_rows_fn vm_rows_plan(const ir_program *p, const ir_ins *x, const gs_val *aReg, int *piCol){
  int k, h, i, iArg = -1;
  if( p->aArgReg==0 ) return 0;
  *piCol = -1;
  for(k=0; k<x->c; k++){
    int r = x->b + k, bConst = 0;
    for(i=0; i<p->nArg && p->aArgReg[i]!=r; i++){}
    if( i<p->nArg ){
      if( iArg>=0 ) return 0;
      iArg = k;
      *piCol = i;
      continue;
    }
    for(h=0; h<p->nHoist && !bConst; h++) bConst = p->aRun[h].a==r;
    if( !bConst ) return 0;
  }
  if( iArg<0 ) return 0;
  return vm_rows_of(p->aFn[x->d], x->c, iArg, &aReg[x->b]);
}

static int vm_stop_flag(void *pIntr){
  return gp_intr_stopped((const gp_intr*)pIntr);
}

static void *vm_job_run(void *pArg){
  vm_job *j = (vm_job*)pArg;
  vm_batch *b = j->pBatch;
  gs_val *aReg = (gs_val*)sqlite3_malloc64(sizeof(gs_val)*(sqlite3_uint64)(j->p->nReg + b->pIn->nArg + 1));
  gs_val *aArg;
  /* The context and the cache this job writes on every row are copies on
  ** its own stack, put back at the end: the jobs' entries lie side by side
  ** in their arrays, and workers writing to one cache line in turn ran at
  ** half the speed of one thread alone. */
  gs_ctx c = j->ctx;
  gs_cache cache;
  unsigned char *zPack = j->zPack;
  vm_poll poll = {1, 1, 0};
  const ir_ins *aRun = j->p->aRun, *xCall = 0;
  const ft_entry *fCall = 0;
  vm_rows_fn xRows = 0;
  int i, rc, pc0 = 0, iRowsCol = 0;
  int64_t nLoopRows = 0;
  if( j->ctx.cache ){
    cache = *j->ctx.cache;
    c.cache = &cache;
  }
  /* Whichever job the caller runs polls, on SQLite's thread only: the
  ** first, and any the pool's threads had not taken (pool.c). */
  if( j->bPoll && !pthread_equal(pthread_self(), j->tidCaller) ) j->bPoll = 0;
  if( b->pIntr ){
    /* A long row asks too (gs_stopped): SQLite's thread polls, the
    ** workers read the flag it raises. */
    c.xStop = j->bPoll ? gp_intr_poll : vm_stop_flag;
    c.pStop = b->pIntr;
  }
  j->iErrRow = -1;
  if( aReg==0 ){
    gs_error_nomem(&j->ctx);
    j->iErrRow = j->iFirst;
    for(i=j->iFirst; i<j->iLast; i++) b->aOut[i] = gs_null();
    return 0;
  }
  aArg = aReg + j->p->nReg;
  /* The program's constants, regular expressions' among them, live until
  ** the batch ends: their DFAs may be found by address till then. */
  gp_regexp_dfa_pin(&c, 1);
  if( aRun ){
    /* ir_plan_cpu's order: the constants loaded once for all the rows. */
    for(i=0; i<j->p->nHoist; i++) aReg[aRun[i].a] = j->p->aK[aRun[i].b];
    pc0 = j->p->nHoist;
    /* A program that is one call and its result, as most are that a
    ** query maps over a column: the call without the interpreter. */
    if( j->p->nRun==pc0 + 2 && aRun[pc0].op==IR_CALL && aRun[pc0+1].op==IR_RET
     && aRun[pc0+1].a==aRun[pc0].a
     && !(aRun[pc0].e && j->p->aFn[aRun[pc0].d]->xColl) ){
      xCall = &aRun[pc0];
      fCall = j->p->aFn[xCall->d];
      xRows = vm_rows_plan(j->p, xCall, aReg, &iRowsCol);
      if( iRowsCol>=b->pIn->nArg ) xRows = 0;
    }
  }else{
    aRun = j->p->aIns;
  }
  for(i=j->iFirst; i<j->iLast; i++){
    if( vm_job_interrupted(j, &poll) ){
      gs_error(&c, "interrupted");
      j->iErrRow = i;
      break;
    }
    if( xRows ){
      /* A run of rows by the function's loop (64: the interrupt is still
      ** looked at as often as the poller asks), then the row it left, if
      ** any, by the call. */
      int64_t e = xRows(&c, &aReg[xCall->b], b->pIn, iRowsCol, i, i + 64<j->iLast ? i + 64 : j->iLast,
                        b->aOut);
      if( e>i ){
        nLoopRows += e - i;
        i = (int)e - 1;
        continue;
      }
    }
    if( j->p->aArgReg ) batch_row_to(b->pIn, i, aReg, j->p->aArgReg);
    else batch_row(b->pIn, i, aArg);
    if( xCall ){
      b->aOut[i] = fCall->xImpl(&c, xCall->c, &aReg[xCall->b]);
      rc = vm_row_end(&c, &b->aOut[i]);
    }else{
      rc = vm_exec(j->p, aRun, pc0, &c, aArg, aReg, &b->aOut[i]);
    }
    if( rc!=GS_OK ){
      j->iErrRow = i;
      break;
    }
    if( gs_is_str(b->aOut[i]) && b->aOut[i].s.mi && b->aOut[i].s.n<j->zPackEnd - zPack ){
      gs_str s = b->aOut[i].s;
      if( s.n ) memcpy(zPack, s.z, (size_t)s.n);
      b->aOut[i].s = gs_view(s.n ? zPack : (const unsigned char*)"", s.n);
      zPack += s.n;
      if( b->bTermed && b->aOut[i].type==GS_TEXT ){
        /* The text's marker (vm_batch.bTermed): the NUL it is handed to
        ** SQLite with, found here on the worker, not on SQLite's thread. */
        *zPack++ = s.n && memchr(s.z, 0, (size_t)s.n) ? 1 : 0;
      }
      gs_decref(&c, s);
    }
  }
  /* Rows not run (after an error) hold NULL, so vm_release may walk all. */
  for(; i<j->iLast; i++) b->aOut[i] = gs_null();
  gp_stat_add(GP_STAT_ROWS_COLUMN_LOOP, nLoopRows);
  gp_regexp_dfa_pin(&c, 0);
  sqlite3_free(aReg);
  if( j->ctx.cache ){
    *j->ctx.cache = cache;
    c.cache = j->ctx.cache;
  }
  j->ctx = c;
  j->zPack = zPack;
  return 0;
}

/* While SQLite's thread waits for the pool's workers: the interrupt, whose
** flag they read between rows. */
static void vm_wait_poll(void *pArg){
  gp_intr_poll((gp_intr*)pArg);
}
static void vm_job_main(void *pArg){
  vm_job_run(pArg);
}

int vm_run_batch(const ir_program *p, vm_batch *b, int nThread, sqlite3_int64 maxLen,
                 vm_stats *pStats, const char **pzErr, int *piErrRow){
  return vm_run_batch_cached(p, b, nThread, maxLen, 0, pStats, pzErr, piErrRow);
}

int vm_run_batch_cached(const ir_program *p, vm_batch *b, int nThread, sqlite3_int64 maxLen,
                        gs_cache *aCache, vm_stats *pStats, const char **pzErr, int *piErrRow){
  vm_job aJob[VM_MAX_THREADS];
  gp_job aRun[VM_MAX_THREADS];
  int nJob, i, rc = GS_OK;
  if( nThread>VM_MAX_THREADS ) nThread = VM_MAX_THREADS;
  /* A thread is worth starting only for a few hundred rows. */
  nJob = b->nRow/256;
  if( nJob>nThread ) nJob = nThread;
  if( nJob<1 ) nJob = 1;
  for(i=0; i<nJob; i++){
    aJob[i].p = p;
    aJob[i].pBatch = b;
    aJob[i].iFirst = (int)((sqlite3_int64)b->nRow*i/nJob);
    aJob[i].iLast = (int)((sqlite3_int64)b->nRow*(i+1)/nJob);
    aJob[i].zPack = b->aPack ? b->aPack + b->nPack*i/nJob : 0;
    aJob[i].zPackEnd = b->aPack ? b->aPack + b->nPack*(i+1)/nJob : 0;
    gs_ctx_init(&aJob[i].ctx, maxLen);
    aJob[i].ctx.cache = aCache ? &aCache[i] : 0;
    gs_ctx_set_like_max(&aJob[i].ctx, b->nLikeMax);
    aJob[i].bPoll = b->bPoll;
    aJob[i].tidCaller = pthread_self();
  }
  for(i=0; i<nJob; i++){
    aRun[i].xRun = vm_job_main;
    aRun[i].pArg = &aJob[i];
  }
  /* Job 0 here, the others on the pool's threads (pool.c). */
  gp_pool_run(aRun, nJob, b->pIntr && b->bPoll ? vm_wait_poll : 0, b->pIntr);
  *piErrRow = -1;
  for(i=0; i<nJob; i++){
    pStats->nAlloc += aJob[i].ctx.n_alloc;
    pStats->nFree += aJob[i].ctx.n_free;
    pStats->nRefOps += aJob[i].ctx.n_refops;
    if( aJob[i].iErrRow>=0 && *piErrRow<0 ){
      *piErrRow = aJob[i].iErrRow;
      rc = aJob[i].ctx.rc;
      *pzErr = aJob[i].ctx.zerr;
    }
  }
  return rc;
}

void vm_release(gs_val *a, int iFirst, int iLast, vm_stats *pStats){
  vm_release_cached(a, iFirst, iLast, 0, pStats);
}

void vm_release_cached(gs_val *a, int iFirst, int iLast, gs_cache *pCache, vm_stats *pStats){
  gs_ctx c;
  int i;
  gs_ctx_init(&c, 0);
  c.cache = pCache;
  for(i=iFirst; i<iLast; i++){
    gs_val_decref(&c, a[i]);
    a[i] = gs_null();
  }
  pStats->nFree += c.n_free;
  pStats->nRefOps += c.n_refops;
}
