/*
** join_vtab.c - gpu_join(expr, left_sql, right_sql [, options]): all pairs
** of two sets, a table-valued function (an eponymous-only virtual table,
** like gpu_map).
**
**   SELECT l, r, value FROM gpu_join(
**     '(a, b) -> CASE WHEN levenshtein(a, b) <= 2 THEN levenshtein(a, b) END',
**     'SELECT id, name FROM customers', 'SELECT id, name FROM leads');
**   SELECT * FROM gpu_join(p, q, q, 'distinct=1, top=3');
**
** Each query returns rows of (key, text).  The program takes two
** parameters, the left text and the right text, and runs on every pair;
** a row (l, r, value) comes out for every pair whose value is not NULL:
** the rows of the cross join through gpu_udf_row with the NULLs left out,
** as a set.  Options, a list of key=value separated by commas or blanks:
**
**   top=N        for each left key only the N pairs of lowest value (top=-N:
**                highest), ties broken by the right key (then by the rows'
**                positions, which give the same row either way)
**   distinct=1   the two queries give the same rows: each unordered pair
**                once, (i, j) for rows i before j, and no row with itself
**                (the right query is not run: it must be the left's text)
**   engine=E     auto, cpu or gpu: the backend for this join alone
**   threads=N    the CPU engine's worker threads for this join alone
**   step=N       pairs a step runs before its matches go out (default 2^20
**                on the CPU engine, 2^22 on the GPU): memory against overhead
**
** Inside, both sides are loaded once into columnar batches (batch.c: the
** texts, and the keys apart).  The pairs go in steps, each a run of left
** rows against every right row, of about JOIN_STEP_PAIRS pairs: on the CPU
** engine a step is cut into tiles that the worker threads take in turn, on
** the GPU engine it is launched as a 2-D grid over both sides, uploaded
** once (gpu_pairs.c, gpu_join_*).  Only the pairs whose value is not NULL
** are kept, a step's worth at a time: memory is the two inputs and one
** step's matches whatever n x m is (with top, the best N of the left keys
** whose rows are not all done).  Pairs that cannot pass are skipped where
** the program says so (join_filter): CASE WHEN levenshtein(a, b) <= K THEN
** ... END gives NULL for texts whose lengths differ by more than K
** characters, CASE WHEN jaro_winkler(a, b) > T ... for texts of lengths
** too far apart in ratio, so those pairs are never run.
** A program that is one score and its test runs without the VM
** (join_direct), and jaro and jaro_winkler with a left block of texts at
** once in vector lanes (join_tile_lanes, jaro_lanes.c).
**
** sqlite3_interrupt() stops a step between pairs (interrupt.c); an error of
** a pair is the statement's error.  SQLITE_VTAB_DIRECTONLY: it runs SQL.
*/
#include "gpustr_int.h"
#include "batch.h"
#include "prog.h"
#include "gpu_exec.h"
#include "vm.h"
#include "engine.h"
#include "vfilter.h"
#include "pool.h"
#include "jaro_lanes.h"
#include "gs_runtime.h"
#include <math.h>
#include <pthread.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

/* gpu_join in a query of gpu_join: no deeper. */
#define GP_JOIN_MAX_DEPTH 3

/* Pairs a step runs before its matches go out (CPU engine; the GPU's is
** bigger, a launch costing more). */
#define JOIN_STEP_PAIRS     (1<<20)
#define JOIN_GPU_STEP_PAIRS (1<<22)

/* Columns, in the order of the CREATE TABLE below. */
#define JOIN_COL_L       0
#define JOIN_COL_R       1
#define JOIN_COL_VALUE   2
#define JOIN_COL_EXPR    3
#define JOIN_COL_LEFT    4
#define JOIN_COL_RIGHT   5
#define JOIN_COL_OPTIONS 6

typedef struct join_vtab {
  sqlite3_vtab base;
  sqlite3 *db;
  gp_conn *conn;
  int nDepth;              /* gpu_join queries being loaded on this connection */
} join_vtab;

/* One side: the keys and the texts, one column each. */
typedef struct join_side {
  gp_batch keys, texts;
  int64_t *aChars;         /* characters of each text, for the length filter */
} join_side;

/* A pair whose value is not NULL: rows l and r, and the value, a string
** by its offset in the bytes of the list it is in (u.i, s.z 0). */
typedef struct join_match {
  int64_t l, r;
  gs_val v;
} join_match;

/* The matches of one tile (or one GPU step), in the order found. */
typedef struct join_list {
  join_match *a;
  int64_t n, nAlloc;
  unsigned char *aByte;
  int64_t nByte, nByteAlloc;
} join_list;

/* One tile of a step: left rows [l0, l1) x right rows [r0, r1). */
typedef struct join_tile {
  int64_t l0, l1, r0, r1;
} join_tile;

/* top: the best N matches of one left key so far (a heap, worst first),
** their strings copied (sqlite3_malloc'd, in v.s.z). */
typedef struct join_best {
  join_match *a;
  int n, nAlloc;
} join_best;

/* What the lengths of a pair's texts (in characters, as the similarity
** functions count them: gs_text_utf8_skip's) say about it: a pair whose
** lengths differ by more than nLenMax, or whose shorter length is less
** than rMin times the longer, cannot pass the program's test. */
typedef struct join_filt {
  int64_t nLenMax;         /* -1: no bound on the difference */
  double rMin;             /* 0: no bound on the ratio */
} join_filt;

/* A program that is one call of a score on the two texts and a test of
** it (join_direct_of):
**   (a, b) -> let d = F(a, b[, K2]); CASE WHEN d op K THEN d END
** (b, a as well; K op d too), or F(a, b[, K2]) alone, F one of
** jaro, jaro_winkler, levenshtein and osa_distance, K and K2 numbers:
** the CPU engine's workers call F and the test themselves, the same
** runtime functions the VM would run in the same order, without the VM's
** dispatch (a jw pair of the bench spent a quarter of its instructions
** there).  F's result is a number or NULL: no string to release. */
typedef struct join_direct {
  ft_impl xFn;             /* F; 0: the VM runs the pairs */
  int nArg;                /* F's arguments, 2 or 3 */
  int bSwap;               /* F's first argument is the right text */
  gs_val aLit;             /* its third, a number */
  int bTest;               /* CASE WHEN d op K THEN d END (else F alone) */
  int bKFirst;             /* written K op d */
  int op, coll, aff;       /* the comparison, as the IR's */
  gs_val k;
  int eJaro;               /* F is jaro (1) or jaro_winkler (2): gs_fz_jaro_of */
  double cut;              /* its cutoff, 0.0 for none */
} join_direct;

/* A worker's left row, for F = jaro or jaro_winkler: its text counted
** once, and the slot of the worker's cache with its masks (0 where it
** is not kept: more than 64 characters, not text). */
typedef struct join_dleft {
  int64_t l;               /* the row, -1: none yet */
  int bText;               /* its value is TEXT */
  gs_fz f;                 /* its text in f.s[bSwap], counted */
  const void *pSlot;
} join_dleft;

typedef struct join_cursor join_cursor;

/* A CPU worker of a step. */
typedef struct join_worker {
  join_cursor *c;
  gs_ctx ctx;
  gs_cache cache;
  int bPoll;               /* SQLite's thread: polls the interrupt */
  pthread_t tidCaller;     /* ... which is this one: the step's caller */
  int rc;                  /* GS_OK or the first failing pair's */
  int bIntr;               /* it stopped because the step was stopped */
  char *zErr;              /* its message, sqlite3_malloc'd */
  int64_t iErrL, iErrR;    /* the pair that failed (rows of the left and right) */
  int64_t nSkipped;        /* pairs the length filter left out */
  int64_t nDirect;         /* pairs run without the VM (join_direct) */
  int64_t nLanes;          /* of them, pairs scored in vector lanes */
} join_worker;

struct join_cursor {
  sqlite3_vtab_cursor base;
  gp_prog *pProg;          /* the program (a reference), two parameters */
  char *zLeft, *zRight, *zOptions;   /* the arguments, for xColumn */
  join_side L, R;
  join_side *pR;           /* &R, or &L with distinct */
  /* Options. */
  int nTop;                /* 0: all; N: the N lowest; -N: the N highest */
  int bDistinct;
  int nThread;
  sqlite3_int64 nStep;     /* pairs a step runs; 0: JOIN_STEP_PAIRS (CPU), JOIN_GPU_STEP_PAIRS */
  gp_config cfg;           /* the connection's, engine= applied */
  sqlite3_int64 maxLen, nLikeMax;
  join_filt filt;          /* the length filter */
  join_direct direct;      /* the pairs' call and test, where the VM is not needed */
  int eLanes;              /* jaro, jaro_winkler in lanes (jaro_lanes.c): its kernel, 0 none */
  unsigned char *aLaneMin; /* their fewest matches: join_lanes_table */
  gp_vfilter vfilt;        /* the constraints on value SQLite passed (xBestIndex) */
  /* Progress: left rows [0, iNext) are done. */
  int64_t iNext;
  int bGpuWanted;          /* the GPU is to run the steps once it can */
  int bUseGpu;             /* 1: the GPU runs the steps, 0: the CPU */
  struct gpu_join *pGpu;   /* both sides on the device */
  /* A step's tiles and their matches. */
  join_tile *aTile;
  join_list *aList;
  int nTile, nTileAlloc;
  int iNextTile;           /* atomic: the next tile a worker takes */
  join_worker aWorker[VM_MAX_THREADS];
  gp_intr intr;
  /* top: the groups of left keys (group of each left row, the last row of
  ** each group, ascending by key) and the best matches of each. */
  int64_t *aGroup, *aGroupLast, nGroup;
  join_best *aBest;
  int64_t iGroupOut;       /* groups [0, ..) whose last row is < iNext are out */
  int64_t *aGroupByLast;   /* groups ordered by their last row */
  join_list out;           /* top: the matches going out now */
  /* The rows going out: aList[iList].a[iRow] (or out.a[iRow] with top). */
  int iList;
  int64_t iRow;
  int bEof;
  sqlite3_int64 nRowid;
};

/* ---- errors ---------------------------------------------------------------- */

static int join_error(join_cursor *c, int rc, const char *zFormat, ...){
  sqlite3_vtab *pVtab = c->base.pVtab;
  va_list ap;
  va_start(ap, zFormat);
  sqlite3_free(pVtab->zErrMsg);
  pVtab->zErrMsg = sqlite3_vmprintf(zFormat, ap);
  va_end(ap);
  return pVtab->zErrMsg ? rc : SQLITE_NOMEM;
}

/* ---- values ----------------------------------------------------------------- */

/* SQLite's order of two non-NULL values of a result (or of two keys, NULL
** first): numbers by value, then TEXT (BINARY), then BLOB. */
static int join_type_rank(int t){
  return t==GS_NULL ? 0 : (t==GS_INT || t==GS_REAL) ? 1 : t==GS_TEXT ? 2 : 3;
}
static int join_compare(gs_val a, gs_val b){
  int ra = join_type_rank(a.type), rb = join_type_rank(b.type);
  if( ra!=rb ) return ra<rb ? -1 : 1;
  if( ra==0 ) return 0;
  if( ra==1 ){
    if( a.type==GS_INT && b.type==GS_INT ) return a.u.i<b.u.i ? -1 : a.u.i>b.u.i;
    if( a.type==GS_REAL && b.type==GS_REAL ) return a.u.r<b.u.r ? -1 : a.u.r>b.u.r;
    {
      /* An INTEGER against a REAL, as SQLite (sqlite3IntFloatCompare). */
      int bSwap = a.type==GS_REAL;
      int64_t i = bSwap ? b.u.i : a.u.i;
      double r = bSwap ? a.u.r : b.u.r, y;
      int cmp;
      if( r<-9223372036854775808.0 ) cmp = 1;
      else if( r>=9223372036854775808.0 ) cmp = -1;
      else{
        int64_t ri = (int64_t)r;
        if( i<ri ) cmp = -1;
        else if( i>ri ) cmp = 1;
        else{
          y = (double)i;
          cmp = y<r ? -1 : y>r;
        }
      }
      return bSwap ? -cmp : cmp;
    }
  }
  {
    int64_t n = a.s.n<b.s.n ? a.s.n : b.s.n;
    int cmp = n ? memcmp(a.s.z, b.s.z, (size_t)n) : 0;
    if( cmp ) return cmp<0 ? -1 : 1;
    return a.s.n<b.s.n ? -1 : a.s.n>b.s.n;
  }
}

static gs_val join_key(const join_side *s, int64_t i){
  gs_val v;
  batch_row(&s->keys, i, &v);
  return v;
}

/* ---- lists of matches ---------------------------------------------------------- */

static void join_list_free(join_list *p){
  sqlite3_free(p->a);
  sqlite3_free(p->aByte);
  memset(p, 0, sizeof(*p));
}

/* Append pair (l, r) with value v (a copy of its bytes, for a string). */
static int join_list_add(join_list *p, int64_t l, int64_t r, gs_val v){
  join_match *m;
  if( p->n>=p->nAlloc ){
    int64_t n = p->nAlloc ? p->nAlloc*2 : 64;
    join_match *a = (join_match*)sqlite3_realloc64(p->a, sizeof(join_match)*(sqlite3_uint64)n);
    if( a==0 ) return GS_NOMEM;
    p->a = a;
    p->nAlloc = n;
  }
  m = &p->a[p->n];
  m->l = l;
  m->r = r;
  m->v = v;
  if( gs_is_str(v) ){
    if( p->nByte + v.s.n > p->nByteAlloc ){
      int64_t n = p->nByteAlloc ? p->nByteAlloc*2 : 4096;
      unsigned char *a;
      while( n < p->nByte + v.s.n ) n *= 2;
      a = (unsigned char*)sqlite3_realloc64(p->aByte, (sqlite3_uint64)n);
      if( a==0 ) return GS_NOMEM;
      p->aByte = a;
      p->nByteAlloc = n;
    }
    if( v.s.n ) memcpy(p->aByte + p->nByte, v.s.z, (size_t)v.s.n);
    m->v.s.z = 0;
    m->v.u.i = p->nByte;
    p->nByte += v.s.n;
  }
  p->n++;
  return GS_OK;
}

/* The value of match m of list p, as a view. */
static gs_val join_list_value(const join_list *p, const join_match *m){
  gs_val v = m->v;
  if( gs_is_str(v) && v.s.z==0 ){
    v.s.z = v.s.n ? p->aByte + v.u.i : (const unsigned char*)"";
    v.u.i = 0;
  }
  return v;
}

/* ---- the length filter ---------------------------------------------------------- */

/* Both bounds: the tighter of each. */
static void join_filt_and(join_filt *a, const join_filt *b){
  if( b->nLenMax>=0 && (a->nLenMax<0 || b->nLenMax<a->nLenMax) ) a->nLenMax = b->nLenMax;
  if( b->rMin>a->rMin ) a->rMin = b->rMin;
}

/* A call of zName on the two parameters (in either order) and 2 or
** 3 arguments in all; a let's name stands for its expression. */
static const fe_node *join_filt_call(const fe_program *pAst, const fe_node *p, const char *zName){
  if( p->eKind==FE_LET ) p = pAst->aLet[p->u.iLet].pExpr;
  if( p->eKind!=FE_CALL || strcmp(p->u.call.pFn->zName, zName)!=0 ) return 0;
  if( p->nKid<2 || p->aKid[0]->eKind!=FE_PARAM || p->aKid[1]->eKind!=FE_PARAM
   || p->aKid[0]->u.iParam==p->aKid[1]->u.iParam ) return 0;
  return p;
}

/* The bounds node p implies when it is a test that is false (or NULL) for
** every pair outside them:
**   levenshtein(a, b) <= K (or < K+1, K >= ..., and osa_distance), and
**   levenshtein(a, b, kb) <= K for K <= kb (it is min(d, kb + 1)): the
**   lengths differ by at most K, each edit changing them by one;
**   jaro(a, b) > T (or >=): jaro <= (2 + r)/3 for r the shorter length
**   over the longer, so r >= 3T - 2; jaro_winkler(a, b) > T: at most
**   jaro + 0.4 (1 - jaro), so r >= 5T - 4;
** or such a test ANDed with others. */
static join_filt join_filter_of(const fe_program *pAst, const fe_node *p){
  join_filt f = {-1, 0.0};
  const fe_node *pFn, *pK;
  int eOp, i;
  if( p->eKind==FE_AND ){
    join_filt b = join_filter_of(pAst, p->aKid[1]);
    f = join_filter_of(pAst, p->aKid[0]);
    join_filt_and(&f, &b);
    return f;
  }
  if( p->eKind!=FE_CMP ) return f;
  /* Written as fn <op> K, or as K <op'> fn. */
  for(i=0; i<2; i++){
    static const char *azDist[] = { "levenshtein", "osa_distance" };
    static const char *azSim[] = { "jaro", "jaro_winkler" };
    int j;
    eOp = p->eOp;
    pK = p->aKid[1-i];
    if( pK->eKind!=FE_LIT ) continue;
    if( i==1 ){
      if( eOp==FE_OP_GE ) eOp = FE_OP_LE;
      else if( eOp==FE_OP_GT ) eOp = FE_OP_LT;
      else if( eOp==FE_OP_LE ) eOp = FE_OP_GE;
      else if( eOp==FE_OP_LT ) eOp = FE_OP_GT;
      else continue;
    }
    for(j=0; j<2; j++){
      int64_t k;
      pFn = join_filt_call(pAst, p->aKid[i], azDist[j]);
      if( pFn==0 || pK->u.lit.eType!=GS_INT || pK->u.lit.i<0 ) continue;
      if( eOp==FE_OP_LE ) k = pK->u.lit.i;
      else if( eOp==FE_OP_LT && pK->u.lit.i>0 ) k = pK->u.lit.i - 1;
      else continue;
      if( pFn->nKid==3 ){
        const fe_node *pB = pFn->aKid[2];
        if( pB->eKind!=FE_LIT || pB->u.lit.eType!=GS_INT || pB->u.lit.i<k ) continue;
      }
      f.nLenMax = k;
      return f;
    }
    for(j=0; j<2; j++){
      double t, r;
      pFn = join_filt_call(pAst, p->aKid[i], azSim[j]);
      /* With a cutoff c (jaro_winkler(a, b, c), check.c's rewrite) the
      ** value is the similarity or 0.0, and 0.0 > T fails for T >= 0. */
      if( pFn==0 || (eOp!=FE_OP_GT && eOp!=FE_OP_GE) ) continue;
      if( pK->u.lit.eType==GS_INT ) t = (double)pK->u.lit.i;
      else if( pK->u.lit.eType==GS_REAL ) t = pK->u.lit.r;
      else continue;
      /* A hair below the bound: rounding never skips a pair that passes. */
      r = (j==0 ? 3*t - 2 : 5*t - 4) - 1e-9;
      if( r>0 ) f.rMin = r;
      return f;
    }
  }
  return f;
}

/* The filter of a whole program: CASE WHEN test THEN x END, no ELSE
** (after lets, whose names the test may use). */
static join_filt join_filter(const ir_program *pIr){
  const fe_program *pAst = pIr->pAst;
  const fe_node *p = pAst ? pAst->pBody : 0;
  join_filt f = {-1, 0.0};
  if( p==0 || p->eKind!=FE_CASE || fe_case_base(p) || fe_case_else(p) || fe_case_nwhen(p)!=1 ){
    return f;
  }
  return join_filter_of(pAst, fe_case_when(p, 0));
}

/* The bounds that WHERE terms on value imply when the program is a distance
** or similarity itself (levenshtein(a, b) with WHERE value <= 2, as a test
** inside the program gives: join_filter_of): value <= K, value < K + 1 and
** value = K bound a distance, value > T, value >= T and value = T a
** similarity.  Only numeric right sides: a text one compares as text. */
static join_filt join_filter_value(const ir_program *pIr, const gp_vfilter *pV){
  const fe_program *pAst = pIr->pAst;
  const fe_node *p = pAst ? pAst->pBody : 0;
  join_filt f = {-1, 0.0};
  int i, j;
  if( p==0 ) return f;
  for(i=0; i<pV->nTerm; i++){
    const gp_vfilter_term *t = &pV->aTerm[i];
    join_filt g = {-1, 0.0};
    double r;
    if( t->rhs.type!=GS_INT && t->rhs.type!=GS_REAL ) continue;
    r = t->rhs.type==GS_INT ? (double)t->rhs.u.i : t->rhs.u.r;
    for(j=0; j<2; j++){
      static const char *azDist[] = { "levenshtein", "osa_distance" };
      const fe_node *pFn = join_filt_call(pAst, p, azDist[j]);
      double k;
      if( pFn==0 ) continue;
      if( t->op==SQLITE_INDEX_CONSTRAINT_LE || t->op==SQLITE_INDEX_CONSTRAINT_EQ ) k = r;
      else if( t->op==SQLITE_INDEX_CONSTRAINT_LT ) k = ceil(r) - 1;
      else continue;
      if( !(k>=0) || k>1e15 ) continue;
      /* levenshtein(a, b, kb) is min(d, kb + 1): the bound holds for K <= kb. */
      if( pFn->nKid==3 ){
        const fe_node *pB = pFn->aKid[2];
        if( pB->eKind!=FE_LIT || pB->u.lit.eType!=GS_INT || (double)pB->u.lit.i<k ) continue;
      }
      g.nLenMax = (int64_t)floor(k);
    }
    for(j=0; j<2; j++){
      static const char *azSim[] = { "jaro", "jaro_winkler" };
      const fe_node *pFn = join_filt_call(pAst, p, azSim[j]);
      double m;
      if( pFn==0 ) continue;     /* with a cutoff too: see join_filter_of */
      if( t->op!=SQLITE_INDEX_CONSTRAINT_GT && t->op!=SQLITE_INDEX_CONSTRAINT_GE
       && t->op!=SQLITE_INDEX_CONSTRAINT_EQ ) continue;
      m = (j==0 ? 3*r - 2 : 5*r - 4) - 1e-9;
      if( m>0 ) g.rMin = m;
    }
    join_filt_and(&f, &g);
  }
  return f;
}

/* ---- pairs without the VM -------------------------------------------------------- */

/* A number literal as the VM loads it, or 0 where p is not one. */
static int join_direct_lit(const fe_node *p, gs_val *pV){
  if( p->eKind!=FE_LIT ) return 0;
  if( p->u.lit.eType==GS_INT ){ *pV = gs_int(p->u.lit.i); return 1; }
  if( p->u.lit.eType==GS_REAL ){ *pV = gs_real(p->u.lit.r); return 1; }
  return 0;
}

/* The call of join_direct: F of the two parameters and a number. */
static int join_direct_call(const fe_node *p, join_direct *d){
  static const char *azFn[] = { "jaro", "jaro_winkler", "levenshtein", "osa_distance" };
  const ft_entry *f;
  int j;
  if( p->eKind!=FE_CALL || (f = p->u.call.pFn)==0 || f->xImpl==0 ) return 0;
  for(j=0; j<4 && strcmp(f->zName, azFn[j])!=0; j++){}
  if( j==4 || p->nKid<2 || p->nKid>3 ) return 0;
  if( p->aKid[0]->eKind!=FE_PARAM || p->aKid[1]->eKind!=FE_PARAM
   || p->aKid[0]->u.iParam==p->aKid[1]->u.iParam ) return 0;
  if( p->nKid==3 && !join_direct_lit(p->aKid[2], &d->aLit) ) return 0;
  d->xFn = f->xImpl;
  d->nArg = p->nKid;
  d->bSwap = p->aKid[0]->u.iParam!=0;
  d->eJaro = j<2 ? j + 1 : 0;
  d->cut = p->nKid==3 ? gs_val_to_real(d->aLit) : 0.0;
  return 1;
}

/* Is the program one of join_direct's shapes?  d->xFn 0 where not. */
static void join_direct_of(const ir_program *pIr, join_direct *d){
  const fe_program *pAst = pIr->pAst;
  const fe_node *p = pAst ? pAst->pBody : 0, *pW, *pD;
  int i;
  memset(d, 0, sizeof(*d));
  if( p==0 ) return;
  if( pAst->nLet==0 ){
    if( !join_direct_call(p, d) ) memset(d, 0, sizeof(*d));
    return;
  }
  if( pAst->nLet!=1 || p->eKind!=FE_CASE || fe_case_base(p) || fe_case_else(p)
   || fe_case_nwhen(p)!=1 ) return;
  pW = fe_case_when(p, 0);
  pD = fe_case_then(p, 0);
  if( pD->eKind!=FE_LET || pW->eKind!=FE_CMP || pW->nKid!=2 ) return;
  for(i=0; i<2; i++){
    const fe_node *pX = pW->aKid[i];
    if( pX->eKind==FE_LET && pX->u.iLet==pD->u.iLet && join_direct_lit(pW->aKid[1-i], &d->k) ) break;
  }
  if( i==2 || pW->eOp<=FE_OP_NONE || pW->eOp>=FE_OP_COUNT ) return;
  if( !join_direct_call(pAst->aLet[pD->u.iLet].pExpr, d) ){
    memset(d, 0, sizeof(*d));
    return;
  }
  d->bTest = 1;
  d->bKFirst = i==1;
  d->op = fe_op_table[pW->eOp].eCmp;
  d->coll = pW->coll;
  d->aff = pW->aff;
}

/* ---- loading a side ------------------------------------------------------------ */

static void join_side_free(join_side *s){
  batch_free(&s->keys);
  batch_free(&s->texts);
  sqlite3_free(s->aChars);
  memset(s, 0, sizeof(*s));
}

/* Run query zSql (argument iArg, the zWhich query) and load its rows into s. */
static int join_load(join_cursor *c, join_side *s, const char *zSql, int nSql,
                     int iArg, const char *zWhich){
  join_vtab *pTab = (join_vtab*)c->base.pVtab;
  sqlite3_stmt *pStmt = 0;
  const char *zTail = 0;
  char *zWhy = 0;
  int rc, i;
  if( (int)strlen(zSql)!=nSql ){
    return join_error(c, SQLITE_ERROR, "gpu_join: the %s query (argument %d) contains a NUL "
                      "byte (byte %d of %d)", zWhich, iArg, (int)strlen(zSql) + 1, nSql);
  }
  /* Before it is prepared: a PRAGMA acts then (guard.c). */
  rc = gp_inner_sql_check(zSql, &zWhy);
  if( rc!=SQLITE_OK ){
    if( rc==SQLITE_NOMEM ) return rc;
    rc = join_error(c, rc, "gpu_join: the %s query (argument %d) %s", zWhich, iArg, zWhy);
    sqlite3_free(zWhy);
    return rc;
  }
  pTab->conn->nInner++;
  rc = sqlite3_prepare_v3(pTab->db, zSql, -1, 0, &pStmt, &zTail);
  pTab->conn->nInner--;
  if( rc!=SQLITE_OK ){
    return join_error(c, rc, "gpu_join: the %s query (argument %d): %s", zWhich, iArg,
                      sqlite3_errmsg(pTab->db));
  }
  if( pStmt==0 ){
    rc = join_error(c, SQLITE_ERROR, "gpu_join: the %s query (argument %d) is empty", zWhich, iArg);
  }else if( zTail && !gp_sql_tail_is_blank(zTail) ){
    rc = join_error(c, SQLITE_ERROR, "gpu_join: the %s query (argument %d) must be a single "
                    "statement", zWhich, iArg);
  }else if( !sqlite3_stmt_readonly(pStmt) ){
    rc = join_error(c, SQLITE_ERROR, "gpu_join: the %s query (argument %d) must be read-only",
                    zWhich, iArg);
  }else if( sqlite3_column_count(pStmt)!=2 ){
    rc = join_error(c, SQLITE_ERROR, "gpu_join: the %s query (argument %d) must return two "
                    "columns, the key and the text; it returns %d", zWhich, iArg,
                    sqlite3_column_count(pStmt));
  }
  if( rc==SQLITE_OK && (batch_init(&s->keys, 1)!=SQLITE_OK || batch_init(&s->texts, 1)!=SQLITE_OK) ){
    rc = SQLITE_NOMEM;
  }
  pTab->nDepth++;
  pTab->conn->nInner++;
  while( rc==SQLITE_OK ){
    sqlite3_value *pKey, *pText;
    rc = sqlite3_step(pStmt);
    if( rc==SQLITE_DONE ){ rc = SQLITE_OK; break; }
    if( rc!=SQLITE_ROW ){
      const char *zMsg = sqlite3_errmsg(pTab->db);
      rc = join_error(c, rc, "%s%s", strncmp(zMsg, "gpu_join: ", 10)==0 ? "" : "gpu_join: ", zMsg);
      break;
    }
    if( s->texts.nRow>=0x7fffffff ){
      rc = join_error(c, SQLITE_TOOBIG, "gpu_join: the %s query (argument %d) returns too "
                      "many rows", zWhich, iArg);
      break;
    }
    pKey = sqlite3_column_value(pStmt, 0);
    pText = sqlite3_column_value(pStmt, 1);
    rc = SQLITE_OK;
    if( batch_append(&s->keys, &pKey)!=SQLITE_OK || batch_append(&s->texts, &pText)!=SQLITE_OK ){
      rc = SQLITE_NOMEM;
    }
  }
  pTab->nDepth--;
  pTab->conn->nInner--;
  sqlite3_finalize(pStmt);
  if( rc==SQLITE_OK && (c->filt.nLenMax>=0 || c->filt.rMin>0) ){
    int64_t n = s->texts.nRow;
    s->aChars = (int64_t*)sqlite3_malloc64(sizeof(int64_t)*(sqlite3_uint64)(n ? n : 1));
    if( s->aChars==0 ) return SQLITE_NOMEM;
    for(i=0; i<n; i++){
      const batch_col *col = &s->texts.aCol[0];
      /* -1: not TEXT, the filter does not apply */
      s->aChars[i] = col->aType[i]==GS_TEXT
                   ? gs_text_nchars(s->texts.aByte + col->aNum[i], col->aLen[i]) : -1;
    }
  }
  return rc;
}

/* ---- options -------------------------------------------------------------------- */

/* Parse "key=value, key=value" (commas or blanks between) into c. */
static int join_options(join_cursor *c, const char *z){
  if( z && strchr(z, ';') ){
    /* No value has one: the list was written as SQL or CSS is. */
    return join_error(c, SQLITE_ERROR, "gpu_join: the options (argument 4) are separated by "
                      "',' (or blanks), not ';': write 'engine=cpu, threads=2'");
  }
  while( z && *z ){
    char zKey[32], zVal[64];
    int nKey = 0, nVal = 0;
    while( *z==' ' || *z==',' || *z=='\t' || *z=='\n' ) z++;
    if( *z==0 ) break;
    while( *z && *z!='=' && *z!=',' && *z!=' ' && nKey<31 ) zKey[nKey++] = *z++;
    zKey[nKey] = 0;
    while( *z==' ' ) z++;
    if( *z!='=' ){
      return join_error(c, SQLITE_ERROR, "gpu_join: the options (argument 4) must be a list "
                        "of key=value (top=N, distinct=1, engine=auto|cpu|gpu, threads=N); "
                        "'%s' has no value", zKey);
    }
    z++;
    while( *z==' ' ) z++;
    while( *z && *z!=',' && *z!=' ' && nVal<63 ) zVal[nVal++] = *z++;
    zVal[nVal] = 0;
    if( sqlite3_stricmp(zKey, "top")==0 ){
      char *zEnd = 0;
      long n = strtol(zVal, &zEnd, 10);
      if( nVal==0 || *zEnd || n==0 || n>1000000 || n<-1000000 ){
        return join_error(c, SQLITE_ERROR, "gpu_join: option top (argument 4) must be a "
                          "non-zero integer N (the N lowest values per left key; -N the "
                          "highest), not '%s'", zVal);
      }
      c->nTop = (int)n;
    }else if( sqlite3_stricmp(zKey, "distinct")==0 ){
      if( strcmp(zVal, "0")!=0 && strcmp(zVal, "1")!=0 ){
        return join_error(c, SQLITE_ERROR, "gpu_join: option distinct (argument 4) must be "
                          "0 or 1, not '%s'", zVal);
      }
      c->bDistinct = zVal[0]=='1';
    }else if( sqlite3_stricmp(zKey, "engine")==0 ){
      if( sqlite3_stricmp(zVal, "auto")==0 ) c->cfg.backend = GP_BACKEND_AUTO;
      else if( sqlite3_stricmp(zVal, "cpu")==0 ) c->cfg.backend = GP_BACKEND_CPU;
      else if( sqlite3_stricmp(zVal, "gpu")==0 ) c->cfg.backend = GP_BACKEND_GPU;
      else{
        return join_error(c, SQLITE_ERROR, "gpu_join: option engine (argument 4) must be "
                          "auto, cpu or gpu, not '%s'", zVal);
      }
    }else if( sqlite3_stricmp(zKey, "step")==0 ){
      char *zEnd = 0;
      long long n = strtoll(zVal, &zEnd, 10);
      if( nVal==0 || *zEnd || n<1 || n>((sqlite3_int64)1<<40) ){
        return join_error(c, SQLITE_ERROR, "gpu_join: option step (argument 4) must be a "
                          "positive integer (pairs a step runs), not '%s'", zVal);
      }
      c->nStep = n;
    }else if( sqlite3_stricmp(zKey, "threads")==0 ){
      char *zEnd = 0;
      long n = strtol(zVal, &zEnd, 10);
      if( nVal==0 || *zEnd || n<1 || n>VM_MAX_THREADS ){
        return join_error(c, SQLITE_ERROR, "gpu_join: option threads (argument 4) must be "
                          "an integer from 1 to %d, not '%s'", VM_MAX_THREADS, zVal);
      }
      c->cfg.threads = (int)n;
    }else{
      return join_error(c, SQLITE_ERROR, "gpu_join: unknown option '%s' in the options "
                        "(argument 4); known: top, distinct, engine, threads, step", zKey);
    }
  }
  return SQLITE_OK;
}

/* ---- top: the best N of each left key ------------------------------------------------ */

/* Is match a better than b for the top N (value, then right key, then the
** rows)?  The right rows' keys come from side pR. */
static int join_better(const join_cursor *c, const join_match *a, const join_match *b){
  int cmp = join_compare(a->v, b->v);
  if( cmp ) return c->nTop>0 ? cmp<0 : cmp>0;
  cmp = join_compare(join_key(c->pR, a->r), join_key(c->pR, b->r));
  if( cmp ) return cmp<0;
  if( a->r!=b->r ) return a->r<b->r;
  return a->l<b->l;
}

/* Sort the left rows into groups of equal keys (ascending): aGroup[i] is
** row i's group, aGroupLast[g] group g's last row. */
static join_cursor *join_sort_cursor;   /* qsort has no context: under join_sort_mutex */
static pthread_mutex_t join_sort_mutex = PTHREAD_MUTEX_INITIALIZER;
static int join_sort_cmp(const void *pa, const void *pb){
  int64_t a = *(const int64_t*)pa, b = *(const int64_t*)pb;
  int cmp = join_compare(join_key(&join_sort_cursor->L, a), join_key(&join_sort_cursor->L, b));
  return cmp ? cmp : (a<b ? -1 : a>b);
}
static int join_group_cmp_last(const void *pa, const void *pb){
  int64_t a = join_sort_cursor->aGroupLast[*(const int64_t*)pa];
  int64_t b = join_sort_cursor->aGroupLast[*(const int64_t*)pb];
  return a<b ? -1 : a>b;
}
static int join_groups(join_cursor *c){
  int64_t n = c->L.keys.nRow, i, g = -1;
  int64_t *aOrder = (int64_t*)sqlite3_malloc64(sizeof(int64_t)*(sqlite3_uint64)(n+1));
  c->aGroup = (int64_t*)sqlite3_malloc64(sizeof(int64_t)*(sqlite3_uint64)(n+1));
  c->aGroupLast = (int64_t*)sqlite3_malloc64(sizeof(int64_t)*(sqlite3_uint64)(n+1));
  c->aGroupByLast = (int64_t*)sqlite3_malloc64(sizeof(int64_t)*(sqlite3_uint64)(n+1));
  c->aBest = (join_best*)sqlite3_malloc64(sizeof(join_best)*(sqlite3_uint64)(n+1));
  if( aOrder==0 || c->aGroup==0 || c->aGroupLast==0 || c->aGroupByLast==0 || c->aBest==0 ){
    sqlite3_free(aOrder);
    return SQLITE_NOMEM;
  }
  memset(c->aBest, 0, sizeof(join_best)*(size_t)(n+1));
  for(i=0; i<n; i++) aOrder[i] = i;
  pthread_mutex_lock(&join_sort_mutex);
  join_sort_cursor = c;
  qsort(aOrder, (size_t)n, sizeof(int64_t), join_sort_cmp);
  for(i=0; i<n; i++){
    if( i==0 || join_compare(join_key(&c->L, aOrder[i-1]), join_key(&c->L, aOrder[i]))!=0 ){
      g++;
      c->aGroupLast[g] = -1;
    }
    c->aGroup[aOrder[i]] = g;
    if( aOrder[i]>c->aGroupLast[g] ) c->aGroupLast[g] = aOrder[i];
  }
  c->nGroup = g+1;
  for(i=0; i<c->nGroup; i++) c->aGroupByLast[i] = i;
  qsort(c->aGroupByLast, (size_t)c->nGroup, sizeof(int64_t), join_group_cmp_last);
  join_sort_cursor = 0;
  pthread_mutex_unlock(&join_sort_mutex);
  sqlite3_free(aOrder);
  return SQLITE_OK;
}

static void join_best_free(join_best *b){
  int i;
  for(i=0; i<b->n; i++){
    if( gs_is_str(b->a[i].v) ) sqlite3_free((void*)b->a[i].v.s.z);
  }
  sqlite3_free(b->a);
  b->a = 0;
  b->n = b->nAlloc = 0;
}

/* Sift the worst of heap b (size n) to its top: b->a[0] is the worst. */
static void join_heap_down(const join_cursor *c, join_match *a, int n, int i){
  for(;;){
    int w = i, l = 2*i+1, r = 2*i+2;
    if( l<n && join_better(c, &a[w], &a[l]) ) w = l;
    if( r<n && join_better(c, &a[w], &a[r]) ) w = r;
    if( w==i ) return;
    { join_match t = a[i]; a[i] = a[w]; a[w] = t; }
    i = w;
  }
}

/* Offer match m (value v, a view) to its left key's best N. */
static int join_best_offer(join_cursor *c, int64_t l, int64_t r, gs_val v){
  join_best *b = &c->aBest[c->aGroup[l]];
  int nMax = c->nTop>0 ? c->nTop : -c->nTop, i;
  join_match m;
  m.l = l;
  m.r = r;
  m.v = v;
  if( b->n==nMax && !join_better(c, &m, &b->a[0]) ) return GS_OK;
  if( gs_is_str(v) ){
    unsigned char *z = (unsigned char*)sqlite3_malloc64((sqlite3_uint64)v.s.n + 1);
    if( z==0 ) return GS_NOMEM;
    if( v.s.n ) memcpy(z, v.s.z, (size_t)v.s.n);
    m.v.s.z = z;
  }
  if( b->n<nMax && b->n>=b->nAlloc ){
    /* Grown as it fills: a large N costs only the matches there are. */
    int n = b->nAlloc ? (b->nAlloc*2 < nMax ? b->nAlloc*2 : nMax) : (nMax<8 ? nMax : 8);
    join_match *a = (join_match*)sqlite3_realloc64(b->a, sizeof(join_match)*(sqlite3_uint64)n);
    if( a==0 ){
      if( gs_is_str(m.v) ) sqlite3_free((void*)m.v.s.z);
      return GS_NOMEM;
    }
    b->a = a;
    b->nAlloc = n;
  }
  if( b->n==nMax ){
    if( gs_is_str(b->a[0].v) ) sqlite3_free((void*)b->a[0].v.s.z);
    b->a[0] = m;
    join_heap_down(c, b->a, b->n, 0);
  }else{
    /* Up from the bottom: the worst rises. */
    i = b->n++;
    b->a[i] = m;
    while( i>0 && join_better(c, &b->a[(i-1)/2], &b->a[i]) ){
      join_match t = b->a[i]; b->a[i] = b->a[(i-1)/2]; b->a[(i-1)/2] = t;
      i = (i-1)/2;
    }
  }
  return GS_OK;
}

/* Move the best N of every group whose rows are all done into c->out,
** best first. */
static int join_best_emit(join_cursor *c){
  c->out.n = 0;
  c->out.nByte = 0;
  while( c->iGroupOut<c->nGroup && c->aGroupLast[c->aGroupByLast[c->iGroupOut]]<c->iNext ){
    join_best *b = &c->aBest[c->aGroupByLast[c->iGroupOut]];
    int n = b->n, i;
    /* Pop the worst until empty, filling from the end. */
    int64_t iFirst = c->out.n;
    for(i=0; i<n; i++){
      if( join_list_add(&c->out, 0, 0, gs_null())!=GS_OK ) return SQLITE_NOMEM;
    }
    for(i=n-1; i>=0; i--){
      join_match m = b->a[0];
      int rc;
      b->a[0] = b->a[i];
      join_heap_down(c, b->a, i, 0);
      /* Its value into the list (a string by offset). */
      c->out.n = iFirst + i;
      rc = join_list_add(&c->out, m.l, m.r, m.v);
      if( gs_is_str(m.v) ) sqlite3_free((void*)m.v.s.z);
      if( rc!=GS_OK ){ b->n = i; return SQLITE_NOMEM; }
    }
    c->out.n = iFirst + n;
    b->n = 0;
    join_best_free(b);
    c->iGroupOut++;
  }
  return SQLITE_OK;
}

/* ---- a step on the CPU engine ----------------------------------------------------- */

/* A pair's runtime error: SQLite's words, then which pair (rows counted
** from 1 in each query's order, and their keys) and which program. */
static int join_pair_error(join_cursor *c, int rc, const char *zMsg, int64_t l, int64_t r){
  sqlite3_str *pMsg = sqlite3_str_new(0);
  char *z;
  sqlite3_str_appendf(pMsg, "%s (gpu_join: left row %lld, key ", zMsg, (long long)l+1);
  gp_err_where_val(pMsg, join_key(&c->L, l), 40);
  sqlite3_str_appendf(pMsg, "; right row %lld, key ", (long long)r+1);
  gp_err_where_val(pMsg, join_key(c->pR, r), 40);
  gp_err_program(pMsg, c->pProg);
  sqlite3_str_appendall(pMsg, ")");
  z = sqlite3_str_finish(pMsg);
  if( z==0 ) return SQLITE_NOMEM;
  rc = join_error(c, rc, "%s", z);
  sqlite3_free(z);
  return rc;
}

/* Run one pair into list p; GS_OK, or the rc with *pzErr. */
static int join_pair(join_cursor *c, gs_ctx *ctx, gs_val *aReg, int64_t l, int64_t r,
                     join_list *p){
  const batch_col *pL = &c->L.texts.aCol[0], *pR = &c->pR->texts.aCol[0];
  gs_val aArg[2], v;
  int rc;
  aArg[0] = gs_col_value(pL->aType[l], pL->aNum[l], pL->aLen[l], c->L.texts.aByte);
  aArg[1] = gs_col_value(pR->aType[r], pR->aNum[r], pR->aLen[r], c->pR->texts.aByte);
  rc = vm_run_row(c->pProg->pIr, ctx, aArg, aReg, &v);
  if( rc!=GS_OK ) return rc;
  if( v.type!=GS_NULL && gp_vfilter_may_pass(&c->vfilt, v) ) rc = join_list_add(p, l, r, v);
  gs_val_decref(ctx, v);
  return rc;
}

/* Run one pair of a join_direct program into list p: F, then the test,
** as the VM runs them (vm_row_done ends the pair as IR_RET does). */
static int join_pair_direct(join_cursor *c, gs_ctx *ctx, join_dleft *pDl, int64_t l, int64_t r,
                            join_list *p){
  const batch_col *pL = &c->L.texts.aCol[0], *pR = &c->pR->texts.aCol[0];
  const join_direct *d = &c->direct;
  gs_val aArg[3], v;
  int rc;
  aArg[d->bSwap] = gs_col_value(pL->aType[l], pL->aNum[l], pL->aLen[l], c->L.texts.aByte);
  aArg[!d->bSwap] = gs_col_value(pR->aType[r], pR->aNum[r], pR->aLen[r], c->pR->texts.aByte);
  aArg[2] = d->aLit;
  if( d->eJaro && pDl->l!=l ){
    /* A new left row: count its text, keep its masks (the slot). */
    pDl->l = l;
    pDl->bText = aArg[d->bSwap].type==GS_TEXT;
    pDl->pSlot = 0;
    if( pDl->bText ){
      memset(&pDl->f, 0, sizeof(pDl->f));
      pDl->f.s[d->bSwap] = aArg[d->bSwap].s;
      gs_fz_count(&pDl->f, d->bSwap);
      if( pDl->f.n[d->bSwap]<=GS_FZ_SHORT ) pDl->pSlot = gs_fz_slot_get_for(ctx, &pDl->f, d->bSwap);
    }
  }
  if( d->eJaro && pDl->pSlot && aArg[!d->bSwap].type==GS_TEXT ){
    /* What gs_fz_jaro_fn does for two texts, the left one counted and its
    ** masks found once for its row; the right one longer than 64
    ** characters takes the blockwise path there (the slot unchanged). */
    gs_fz f = pDl->f;
    double sim;
    f.s[!d->bSwap] = aArg[!d->bSwap].s;
    gs_fz_count(&f, !d->bSwap);
    sim = gs_fz_jaro_of(ctx, &f, d->eJaro==2, d->cut, pDl->pSlot, d->bSwap);
    v = gs_fz_done(ctx, &f, ctx->rc ? gs_null() : gs_real(sim));
  }else{
    v = d->xFn(ctx, d->nArg, aArg);
    /* The call may have kept another string's masks in the slot. */
    if( pDl->pSlot ) pDl->l = -1;
  }
  if( d->bTest && ctx->rc==GS_OK ){
    gs_val t = d->bKFirst ? gs_op_cmp_aff(ctx, d->op, d->k, v, d->coll, d->aff)
                          : gs_op_cmp_aff(ctx, d->op, v, d->k, d->coll, d->aff);
    if( !gs_truth(t) ) v = gs_null();
  }
  rc = vm_row_done(ctx, &v);
  if( rc!=GS_OK ) return rc;
  if( v.type!=GS_NULL && gp_vfilter_may_pass(&c->vfilt, v) ) rc = join_list_add(p, l, r, v);
  return rc;
}

/* Can a pair of texts of a and b characters pass the length filter? */
static int join_len_wanted(const join_cursor *c, int64_t a, int64_t b){
  if( c->filt.nLenMax>=0 && (a - b>c->filt.nLenMax || b - a>c->filt.nLenMax) ) return 0;
  if( a<b ){ int64_t t = a; a = b; b = t; }
  if( c->filt.rMin>0 && (double)b < c->filt.rMin*(double)a ) return 0;
  return 1;
}

/* Does this pair need to run (distinct, the length filter)? */
static int join_pair_wanted(const join_cursor *c, int64_t l, int64_t r){
  if( c->bDistinct && l>=r ) return 0;
  if( c->L.aChars ){
    int64_t a = c->L.aChars[l], b = c->pR->aChars[r];
    if( a>=0 && b>=0 && !join_len_wanted(c, a, b) ) return 0;
  }
  return 1;
}

/* Stop before the next pair?  The workers read the stop flag at every
** pair; SQLite's thread polls the interrupt, reading the clock every
** *pnEvery pairs, which adapts so that it reads it about every
** millisecond (a pair takes from nanoseconds to milliseconds). */
static int join_worker_stopped(join_worker *w, int64_t *pnSince, int64_t *pnEvery, int64_t *ptLast){
  int64_t t;
  if( !w->bPoll ) return gp_intr_stopped(&w->c->intr);
  if( ++*pnSince<*pnEvery ) return gp_intr_stopped(&w->c->intr);
  *pnSince = 0;
  t = gp_now_ns();
  if( t - *ptLast < 1000000 ){
    if( *pnEvery<4096 ) *pnEvery *= 2;
  }else if( *pnEvery>1 ){
    *pnEvery /= 2;
  }
  *ptLast = t;
  return gp_intr_poll_at(&w->c->intr, t);
}

/* A worker's run of a step: what its pairs share. */
typedef struct join_run {
  join_worker *w;
  join_cursor *c;
  gs_ctx *ctx;
  gs_val *aReg;
  join_dleft *pDl;
  int64_t nSince, nEvery, tLast;   /* join_worker_stopped's */
  int64_t nSkipped, nDirect, nLanes;
  int bIntr;
} join_run;

/* Pair (l, r) failed with rc: the worker's error, and the others stop
** too (the step has failed). */
static void join_pair_failed(join_run *u, int rc, int64_t l, int64_t r){
  join_worker *w = u->w;
  if( rc!=GS_NOMEM && w->zErr==0 ){
    w->zErr = sqlite3_mprintf("%s", u->ctx->zerr ? u->ctx->zerr : "runtime error");
  }
  w->iErrL = l;
  w->iErrR = r;
  gp_intr_stop(&u->c->intr);
}

/* Run pair (l, r) into list p where it is wanted: GS_OK, or the step's
** error (GS_ERROR with u->bIntr where it was stopped). */
static int join_pair_one(join_run *u, int64_t l, int64_t r, join_list *p){
  join_cursor *c = u->c;
  int rc;
  if( !join_pair_wanted(c, l, r) ){
    u->nSkipped += !(c->bDistinct && l>=r);
    return GS_OK;
  }
  if( join_worker_stopped(u->w, &u->nSince, &u->nEvery, &u->tLast) ){
    u->bIntr = 1;
    return GS_ERROR;
  }
  if( c->direct.xFn ){
    rc = join_pair_direct(c, u->ctx, u->pDl, l, r, p);
    u->nDirect++;
  }else{
    rc = join_pair(c, u->ctx, u->aReg, l, r, p);
  }
  if( rc!=GS_OK ) join_pair_failed(u, rc, l, r);
  return rc;
}

/* ---- jaro and jaro_winkler in lanes ------------------------------------------------ */

/* Where the program is jaro or jaro_winkler and a test that 0.0 fails
** (`jaro_winkler(a, b, 0.9) > 0.9`), a tile's left texts of 1 to 64
** characters (of at most 4 bytes each) go into blocks of vector lanes
** (jaro_lanes.c), sorted by length so that the lanes are as narrow as
** they can be, and each right text of 1 to 64 characters is scored
** against a block at once.  Their characters are numbered for the block:
** an ASCII one is itself, the others (keys, as gs_fz_key) from 128 up, at
** most 127 a block (a lane that would bring more starts the next block).
** The kernel gives each lane's matches and transpositions, and where some
** lane may pass, the double comes from them here as gs_fz_jaro_of
** computes it (gs_fz_jaro_sim, Winkler's prefix, the cutoff's fewest
** matches from the same gs_fz_jaro_mmin), so the same value to the bit.
** The pairs that pass wait in a list, and go out in the order of the
** pairs, left row by left row, merged with the pairs of the other texts
** (longer, not TEXT, a character of invalid UTF-8 longer than 4 bytes),
** which run one at a time as before; an empty text's values are known
** (1.0 with another, else 0.0).  The length filter acts on
** a block's lanes at once (a mask for each length of the right text), and
** a right text whose length lets no lane reach the cutoff is not scored. */
#define JOIN_LN (JL_CHARS_MAX + 1)

/* A pair that passed, before it goes out: its left row (from the tile's
** first), right row and value. */
typedef struct join_lent {
  int64_t o, r;
  double v;
} join_lent;

/* A text that lanes take: 1 to 64 characters of at most 4 bytes each.
** An ASCII one is its bytes; the others' characters are keys (the bytes
** packed, as gs_fz_key), kept in join_lanes.aKey. */
typedef struct join_ltext {
  const unsigned char *z;  /* an ASCII text's bytes, else 0 */
  int64_t iKey;            /* else its keys, at aKey[iKey] */
  int n;                   /* characters, 0: lanes do not take it */
  int bEmpty;              /* an empty text (n 0): its values are known */
} join_ltext;

/* A worker's room for its tiles in lanes, grown as needed. */
typedef struct join_lanes {
  jl_block blk;
  int64_t nRAlloc, nLAlloc, nEAlloc, nKeyAlloc;
  /* The tile's right rows: the texts lanes take, the empty texts, and
  ** the other rows. */
  int64_t *aR, nR;
  join_ltext *aTR;
  int64_t *aRE, nRE;
  int64_t *aRX, nRX;
  int64_t aHistR[JL_CHARS_MAX + 1];    /* the texts lanes take by length */
  /* Its left rows, by their offset o in the tile (n 0 for a text lanes do
  ** not take); aL, those in lanes by length. */
  join_ltext *aTL;
  int64_t *aL, *aOff;
  uint32_t *aKey;          /* the keys of the texts that are not ASCII */
  int64_t nKey;
  /* A block's characters beyond ASCII: a hash table of their keys (0:
  ** free) and the numbers given them (128 up); the patterns numbered. */
  uint32_t aHKey[256];
  unsigned char aHNum[256];
  int nOther;
  unsigned char aPat[JL_LANES_MAX][JL_CHARS_MAX];
  /* The pairs that passed, by right row then by left row. */
  join_lent *aE, *aE2;
  int64_t nE;
} join_lanes;

static void join_lanes_free(join_lanes *J){
  if( J==0 ) return;
  sqlite3_free(J->aR);
  sqlite3_free(J->aTR);
  sqlite3_free(J->aRE);
  sqlite3_free(J->aRX);
  sqlite3_free(J->aTL);
  sqlite3_free(J->aL);
  sqlite3_free(J->aOff);
  sqlite3_free(J->aKey);
  sqlite3_free(J->aE);
  sqlite3_free(J->aE2);
  sqlite3_free(J);
}

/* Grow array p to n elements: 0, or 1 where memory ran out (q: a void*). */
#define JOIN_GROW(p, n, q) \
  (((q) = sqlite3_realloc64((p), (sqlite3_uint64)(sizeof(*(p))*(size_t)((n)>0 ? (n) : 1))))==0 \
   ? 1 : ((p) = (q), 0))

/* Room in J for a tile of nL left and nR right rows. */
static int join_lanes_reserve(join_lanes *J, int64_t nL, int64_t nR){
  void *q;
  if( nR>J->nRAlloc ){
    if( JOIN_GROW(J->aR, nR, q) || JOIN_GROW(J->aTR, nR, q) || JOIN_GROW(J->aRE, nR, q)
     || JOIN_GROW(J->aRX, nR, q) ) return GS_NOMEM;
    J->nRAlloc = nR;
  }
  if( nL>J->nLAlloc ){
    if( JOIN_GROW(J->aTL, nL, q) || JOIN_GROW(J->aL, nL, q) || JOIN_GROW(J->aOff, nL + 1, q) ){
      return GS_NOMEM;
    }
    J->nLAlloc = nL;
  }
  return GS_OK;
}

/* Does v go into lanes?  *pT set: 1 to 64 characters of at most 4 bytes
** (so each a key of its bytes: gs_fz_key), their keys into J->aKey where
** it is not all ASCII; n 0 where not (not TEXT, empty, longer, a
** character of invalid UTF-8 longer than 4 bytes).  GS_NOMEM, or GS_OK. */
static int join_lane_text(join_lanes *J, gs_val v, join_ltext *pT){
  const unsigned char *z = v.s.z;
  int64_t i, j, n = v.s.n, k = 0;
  unsigned char any = 0;
  pT->n = 0;
  pT->z = 0;
  pT->iKey = 0;
  pT->bEmpty = v.type==GS_TEXT && n==0;
  if( v.type!=GS_TEXT || n<1 || n>4*JL_CHARS_MAX ) return GS_OK;
  for(i=0; i<n; i++) any |= z[i];
  if( (any & 0x80)==0 ){
    if( n>JL_CHARS_MAX ) return GS_OK;
    pT->z = z;
    pT->n = (int)n;
    return GS_OK;
  }
  if( J->nKey + n>J->nKeyAlloc ){
    int64_t nNew = 2*(J->nKey + n) + 1024;
    void *q;
    if( JOIN_GROW(J->aKey, nNew, q) ) return GS_NOMEM;
    J->nKeyAlloc = nNew;
  }
  for(i=0; i<n; i=j){
    uint32_t x = 0;
    j = gs_text_utf8_skip(z, n, i);
    if( j - i>4 || k==JL_CHARS_MAX ) return GS_OK;
    for(; i<j; i++) x = (x << 8) | z[i];
    J->aKey[J->nKey + k++] = x;
  }
  pT->iKey = J->nKey;
  pT->n = (int)k;
  J->nKey += k;
  return GS_OK;
}

/* The bits set in x. */
static int join_popcount32(uint32_t x){
  x = x - ((x >> 1) & 0x55555555u);
  x = (x & 0x33333333u) + ((x >> 2) & 0x33333333u);
  x = (x + (x >> 4)) & 0x0f0f0f0fu;
  return (int)((x * 0x01010101u) >> 24);
}

/* The kernel for the step, 0 where lanes do not serve it: the program is
** jaro or jaro_winkler and a test that 0.0 fails (else every pair's value
** goes out: nothing to gain).  GPUSTR_JARO_LANES=off, or =portable, is
** for the tests (test/join.test): the pairs one at a time, or the
** portable kernel where the CPU has AVX2. */
static int join_lanes_kernel(join_cursor *c){
  const join_direct *d = &c->direct;
  const char *z = getenv("GPUSTR_JARO_LANES");
  gs_ctx ctx;
  gs_val t;
  if( d->xFn==0 || d->eJaro==0 || !d->bTest ) return 0;
  if( z && strcmp(z, "off")==0 ) return 0;
  gs_ctx_init(&ctx, c->maxLen);
  t = d->bKFirst ? gs_op_cmp_aff(&ctx, d->op, d->k, gs_real(0.0), d->coll, d->aff)
                 : gs_op_cmp_aff(&ctx, d->op, gs_real(0.0), d->k, d->coll, d->aff);
  if( ctx.rc!=GS_OK || gs_truth(t) ) return 0;
  if( z && strcmp(z, "portable")==0 ) return JL_ISA_PORTABLE;
  return jl_isa_best();
}

/* c->aLaneMin: the fewest matches with which a pair of texts of na and
** nb characters (1 to 64) may pass F's cutoff, as gs_fz_jaro_of finds it:
** at [(l*65 + na)*65 + nb] for Winkler's prefix l (0 to 4), then at
** [(5*65 + na)*65 + nb] the least of the five (the kernel's test, before
** the prefix is known).  Once a statement. */
static int join_lanes_table(join_cursor *c){
  const join_direct *d = &c->direct;
  unsigned char *a;
  int64_t x, lo;
  int l, na, nb;
  if( c->aLaneMin ) return SQLITE_OK;
  a = (unsigned char*)sqlite3_malloc64(6*JOIN_LN*JOIN_LN);
  if( a==0 ) return SQLITE_NOMEM;
  memset(a, 0, 6*JOIN_LN*JOIN_LN);
  for(na=1; na<JOIN_LN; na++){
    for(nb=1; nb<JOIN_LN; nb++){
      lo = JOIN_LN;
      for(l=0; l<=4; l++){
        x = d->cut>0.0 ? gs_fz_jaro_mmin(gs_fz_jaro_need(d->cut, d->eJaro==2, l), na, nb) : 0;
        a[(l*JOIN_LN + na)*JOIN_LN + nb] = (unsigned char)x;
        if( x<lo ) lo = x;
      }
      a[(5*JOIN_LN + na)*JOIN_LN + nb] = (unsigned char)lo;
    }
  }
  c->aLaneMin = a;
  return SQLITE_OK;
}

/* The value of F for a pair of texts of na characters (the left, pattern
** za as the block numbers them) and nb (text zb, numbered so) with m
** matches and t transpositions, both all ASCII or not (bAscii): what
** gs_fz_jaro_of gives for them (gs_fz_jaro_slot's double, and the
** cutoff's fewest matches, whose prefix is 4 unless both are ASCII). */
static double join_lane_value(const join_cursor *c, const unsigned char *za, int na,
                              const unsigned char *zb, int nb, int bAscii, int m, int t){
  const join_direct *d = &c->direct;
  int winkler = d->eJaro==2, l, n = na<nb ? na : nb;
  double sim;
  for(l=0; l<4 && l<n && za[l]==zb[l]; l++){}
  if( d->cut>0.0 && m<c->aLaneMin[((winkler && bAscii ? l : 4)*JOIN_LN + na)*JOIN_LN + nb] ) return 0.0;
  sim = gs_fz_jaro_sim(m, t / 2, na, nb);
  if( winkler && sim>0.7 ) sim += (double)l * 0.1 * (1.0 - sim);
  return sim<d->cut ? 0.0 : sim;
}

/* Does value v pass the program's test? */
static int join_direct_passes(const join_cursor *c, gs_ctx *ctx, gs_val v){
  const join_direct *d = &c->direct;
  gs_val t = d->bKFirst ? gs_op_cmp_aff(ctx, d->op, d->k, v, d->coll, d->aff)
                        : gs_op_cmp_aff(ctx, d->op, v, d->k, d->coll, d->aff);
  return gs_truth(t);
}

/* The number of key x (>= 128) in the block: its place in the hash
** table; a new one is numbered where bAdd (JL_NONE where the block has
** 127 already), else JL_NONE where the block has none. */
static int join_lanes_num(join_lanes *J, uint32_t x, int bAdd){
  uint32_t h = (x * 0x9e3779b1u) >> 24;
  while( J->aHKey[h]!=0 && J->aHKey[h]!=x ) h = (h + 1) & 255;
  if( J->aHKey[h]==x ) return J->aHNum[h];
  if( !bAdd || J->nOther>=JL_NONE - 128 ) return JL_NONE;
  J->aHKey[h] = x;
  J->aHNum[h] = (unsigned char)(128 + J->nOther++);
  return J->aHNum[h];
}

/* Text T numbered as the block numbers its characters: its bytes where
** it is ASCII, else into zBuf. */
static const unsigned char *join_lanes_numbered(join_lanes *J, const join_ltext *T,
                                                unsigned char *zBuf){
  const uint32_t *aK = J->aKey + T->iKey;
  int i;
  if( T->z ) return T->z;
  for(i=0; i<T->n; i++){
    zBuf[i] = aK[i]<128 ? (unsigned char)aK[i] : (unsigned char)join_lanes_num(J, aK[i], 0);
  }
  return zBuf;
}

/* Score the tile's right texts against up to nUsed left rows J->aL[i0..]
** in lanes of nBits (fewer where their characters beyond ASCII would be
** more than 127); the pairs that pass into J->aE.  The lanes taken into
** *pnDone. */
static int join_block_lanes(join_run *u, join_lanes *J, const join_tile *T, int64_t i0,
                            int nUsed, int nBits, int *pnDone){
  join_cursor *c = u->c;
  jl_block *b = &J->blk;
  const unsigned char *az[JL_LANES_MAX], *aMlo = c->aLaneMin + 5*JOIN_LN*JOIN_LN, *zb;
  int an[JL_LANES_MAX], aAsc[JL_LANES_MAX], k, nb, n, i;
  int64_t al[JL_LANES_MAX], q, r;
  uint32_t aWant[JOIN_LN], aFeas[JOIN_LN], used, dm, go, hit;
  unsigned char aM[JL_LANES_MAX], aT[JL_LANES_MAX], zBuf[JL_CHARS_MAX];
  memset(J->aHKey, 0, sizeof(J->aHKey));
  J->nOther = 0;
  for(k=0; k<nUsed; k++){
    int64_t o = J->aL[i0 + k];
    const join_ltext *pT = &J->aTL[o];
    if( pT->z ){
      az[k] = pT->z;
    }else{
      /* Number its characters beyond ASCII; a lane short of numbers ends
      ** the block (the first has room: 64 characters at most). */
      const uint32_t *aK = J->aKey + pT->iKey;
      int nOther = J->nOther;
      for(i=0; i<pT->n; i++){
        int x = aK[i]<128 ? (int)aK[i] : join_lanes_num(J, aK[i], 1);
        if( x==JL_NONE ) break;
        J->aPat[k][i] = (unsigned char)x;
      }
      if( i<pT->n ){
        /* Forget the numbers this lane gave. */
        int h;
        for(h=0; h<256; h++){
          if( J->aHKey[h] && J->aHNum[h]>=128 + nOther ) J->aHKey[h] = 0;
        }
        J->nOther = nOther;
        /* A hash table with holes: rebuild it from what is left. */
        {
          uint32_t aKey[256];
          unsigned char aNum[256];
          memcpy(aKey, J->aHKey, sizeof(aKey));
          memcpy(aNum, J->aHNum, sizeof(aNum));
          memset(J->aHKey, 0, sizeof(J->aHKey));
          for(h=0; h<256; h++){
            if( aKey[h] ){
              uint32_t g = (aKey[h] * 0x9e3779b1u) >> 24;
              while( J->aHKey[g]!=0 ) g = (g + 1) & 255;
              J->aHKey[g] = aKey[h];
              J->aHNum[g] = aNum[h];
            }
          }
        }
        break;
      }
      az[k] = J->aPat[k];
    }
    an[k] = pT->n;
    aAsc[k] = pT->z!=0;
    al[k] = T->l0 + o;
  }
  nUsed = k;
  *pnDone = nUsed;
  used = nUsed>=32 ? 0xffffffffu : ((uint32_t)1 << nUsed) - 1;
  jl_block_init(b, c->eLanes, nBits, nUsed, az, an, J->nOther, aMlo);
  /* For each length of the right text: the lanes the length filter lets
  ** through, and those whose fewest matches the lengths allow. */
  for(nb=1; nb<JOIN_LN; nb++){
    aWant[nb] = aFeas[nb] = 0;
    for(k=0; k<nUsed; k++){
      n = an[k]<nb ? an[k] : nb;
      if( c->L.aChars==0 || join_len_wanted(c, an[k], nb) ) aWant[nb] |= (uint32_t)1 << k;
      if( aMlo[an[k]*JOIN_LN + nb]<=n ) aFeas[nb] |= (uint32_t)1 << k;
    }
  }
  for(q=0; q<J->nR; q++){
    const join_ltext *pR = &J->aTR[q];
    r = J->aR[q];
    nb = pR->n;
    dm = used;
    if( c->bDistinct ){
      for(dm=0, k=0; k<nUsed; k++) dm |= (uint32_t)(al[k]<r) << k;
    }
    u->nSkipped += join_popcount32(dm & ~aWant[nb]);
    dm &= aWant[nb];
    n = join_popcount32(dm);
    u->nDirect += n;
    u->nLanes += n;
    go = dm & aFeas[nb];
    if( go==0 ) continue;
    if( join_worker_stopped(u->w, &u->nSince, &u->nEvery, &u->tLast) ){
      u->bIntr = 1;
      return GS_ERROR;
    }
    zb = join_lanes_numbered(J, pR, zBuf);
    hit = jl_block_score(b, zb, nb, aM, aT) & go;
    while( hit ){
      double v;
      k = __builtin_ctz(hit);
      hit &= hit - 1;
      v = join_lane_value(c, az[k], an[k], zb, nb, aAsc[k] && pR->z!=0, aM[k], aT[k]);
      if( v==0.0 || !join_direct_passes(c, u->ctx, gs_real(v)) ) continue;
      if( J->nE>=J->nEAlloc ){
        int64_t n2 = J->nEAlloc ? 2*J->nEAlloc : 1024;
        void *pq;
        if( JOIN_GROW(J->aE, n2, pq) || JOIN_GROW(J->aE2, n2, pq) ) return GS_NOMEM;
        J->nEAlloc = n2;
      }
      J->aE[J->nE].o = al[k] - T->l0;
      J->aE[J->nE].r = r;
      J->aE[J->nE].v = v;
      J->nE++;
    }
  }
  return GS_OK;
}

/* Pairs (l, r) for the n right rows a[] whose value is known to fail the
** test (0.0: an empty text and one that is not): counted as they would
** be run, no more.  Their texts' lengths: aHist[b] of them of b
** characters (1 to 64), or all empty (aHist 0); the length filter needs
** no more than them where each left row meets every right one. */
static void join_lanes_count(join_run *u, int64_t l, const int64_t *a, int64_t n,
                             const int64_t *aHist){
  join_cursor *c = u->c;
  int64_t i;
  int b;
  if( c->bDistinct ){
    for(i=0; i<n; i++){
      if( join_pair_wanted(c, l, a[i]) ) u->nDirect++;
      else u->nSkipped += l<a[i];
    }
  }else if( c->L.aChars==0 ){
    u->nDirect += n;
  }else if( aHist==0 ){
    if( join_len_wanted(c, c->L.aChars[l], 0) ) u->nDirect += n;
    else u->nSkipped += n;
  }else{
    for(b=1; b<JOIN_LN; b++){
      if( aHist[b]==0 ) continue;
      if( join_len_wanted(c, c->L.aChars[l], b) ) u->nDirect += aHist[b];
      else u->nSkipped += aHist[b];
    }
  }
}

/* Pair (l, r) of value v, which passed the test, into list p: what
** join_pair_direct does after the test. */
static int join_lane_out(join_run *u, int64_t l, int64_t r, double x, join_list *p){
  gs_val v = gs_real(x);
  int rc = vm_row_done(u->ctx, &v);
  if( rc==GS_OK && gp_vfilter_may_pass(&u->c->vfilt, v) ) rc = join_list_add(p, l, r, v);
  if( rc!=GS_OK ) join_pair_failed(u, rc, l, r);
  return rc;
}

/* Run tile T with lanes (above) into list p. */
static int join_tile_lanes(join_run *u, join_lanes *J, const join_tile *T, join_list *p){
  join_cursor *c = u->c;
  const batch_col *pL = &c->L.texts.aCol[0], *pR = &c->pR->texts.aCol[0];
  int64_t nL = T->l1 - T->l0, aCnt[JOIN_LN], i, o, l, r, e, eEnd, x, nLane;
  int rc, n, nBits, nUsed, nDone;
  rc = join_lanes_reserve(J, nL, T->r1 - T->r0);
  J->nR = J->nRE = J->nRX = J->nE = J->nKey = 0;
  memset(J->aHistR, 0, sizeof(J->aHistR));
  for(r=T->r0; r<T->r1 && rc==GS_OK; r++){
    gs_val v = gs_col_value(pR->aType[r], pR->aNum[r], pR->aLen[r], c->pR->texts.aByte);
    rc = join_lane_text(J, v, &J->aTR[J->nR]);
    if( J->aTR[J->nR].n>0 ){
      J->aHistR[J->aTR[J->nR].n]++;
      J->aR[J->nR++] = r;
    }else if( J->aTR[J->nR].bEmpty ){
      J->aRE[J->nRE++] = r;
    }else{
      J->aRX[J->nRX++] = r;
    }
  }
  /* The left rows in lanes by length: a counting sort. */
  memset(aCnt, 0, sizeof(aCnt));
  for(o=0; o<nL && rc==GS_OK; o++){
    l = T->l0 + o;
    rc = join_lane_text(J, gs_col_value(pL->aType[l], pL->aNum[l], pL->aLen[l], c->L.texts.aByte),
                        &J->aTL[o]);
    aCnt[J->aTL[o].n]++;
  }
  if( rc!=GS_OK ){
    join_pair_failed(u, rc, T->l0, T->r0);
    return rc;
  }
  for(n=1, nLane=0; n<JOIN_LN; n++){ x = aCnt[n]; aCnt[n] = nLane; nLane += x; }
  for(o=0; o<nL; o++){
    if( J->aTL[o].n ) J->aL[aCnt[J->aTL[o].n]++] = o;
  }
  /* The blocks: as many lanes as the longest of them allows. */
  for(i=0; i<nLane; i+=nDone){
    for(nBits=8; ; nBits*=2){
      nUsed = jl_lanes(c->eLanes, nBits);
      if( nUsed>nLane - i ) nUsed = (int)(nLane - i);
      if( nBits==64 || J->aTL[J->aL[i + nUsed - 1]].n<=nBits ) break;
    }
    rc = join_block_lanes(u, J, T, i, nUsed, nBits, &nDone);
    if( rc!=GS_OK ){
      if( rc==GS_NOMEM ) join_pair_failed(u, rc, T->l0, T->r0);
      return rc;
    }
  }
  /* The pairs that passed by left row (a counting sort: by right row
  ** within each, as they came). */
  for(o=0; o<=nL; o++) J->aOff[o] = 0;
  for(e=0; e<J->nE; e++) J->aOff[J->aE[e].o + 1]++;
  for(o=0; o<nL; o++) J->aOff[o + 1] += J->aOff[o];
  for(e=0; e<J->nE; e++) J->aE2[J->aOff[J->aE[e].o]++] = J->aE[e];
  for(o=nL; o>0; o--) J->aOff[o] = J->aOff[o - 1];
  J->aOff[0] = 0;
  /* Out in the order of the pairs.  An empty text and one that is not
  ** make 0.0, which fails the test; two empty texts 1.0 (gs_fz_jaro_of). */
  for(o=0; o<nL; o++){
    l = T->l0 + o;
    if( J->aTL[o].bEmpty ){
      double one = 1.0<c->direct.cut ? 0.0 : 1.0;
      join_lanes_count(u, l, J->aR, J->nR, J->aHistR);
      e = x = 0;
      while( e<J->nRE || x<J->nRX ){
        if( x<J->nRX && (e==J->nRE || J->aRX[x]<J->aRE[e]) ){
          rc = join_pair_one(u, l, J->aRX[x++], p);
        }else{
          r = J->aRE[e++];
          if( !join_pair_wanted(c, l, r) ){
            u->nSkipped += !(c->bDistinct && l>=r);
            continue;
          }
          u->nDirect++;
          if( one==0.0 || !join_direct_passes(c, u->ctx, gs_real(one)) ) continue;
          rc = join_lane_out(u, l, r, one, p);
        }
        if( rc!=GS_OK ) return rc;
      }
      continue;
    }
    if( J->aTL[o].n==0 ){
      for(r=T->r0; r<T->r1; r++){
        if( (rc = join_pair_one(u, l, r, p))!=GS_OK ) return rc;
      }
      continue;
    }
    join_lanes_count(u, l, J->aRE, J->nRE, 0);
    e = J->aOff[o];
    eEnd = J->aOff[o + 1];
    x = 0;
    while( e<eEnd || x<J->nRX ){
      if( x<J->nRX && (e==eEnd || J->aRX[x]<J->aE2[e].r) ){
        rc = join_pair_one(u, l, J->aRX[x++], p);
      }else{
        rc = join_lane_out(u, l, J->aE2[e].r, J->aE2[e].v, p);
        e++;
      }
      if( rc!=GS_OK ) return rc;
    }
  }
  return GS_OK;
}

static void *join_worker_run(void *pArg){
  join_worker *w = (join_worker*)pArg;
  join_cursor *c = w->c;
  gs_val *aReg = (gs_val*)sqlite3_malloc64(sizeof(gs_val)*(sqlite3_uint64)(c->pProg->pIr->nReg + 1));
  join_lanes *pJ = 0;
  join_dleft dl;
  join_run u;
  /* What is written at every pair (the context, the string cache, the
  ** tile's list) is a copy on this thread's stack, put back after: the
  ** workers' entries lie side by side in their arrays, and threads writing
  ** one cache line in turn ran no faster than one thread. */
  gs_ctx ctx = w->ctx;
  gs_cache cache = w->cache;
  int rc = GS_OK;
  if( c->eLanes ){
    pJ = (join_lanes*)sqlite3_malloc64(sizeof(join_lanes));
    if( pJ ) memset(pJ, 0, sizeof(*pJ));
  }
  if( aReg==0 || (c->eLanes && pJ==0) ){
    sqlite3_free(aReg);
    sqlite3_free(pJ);
    w->rc = GS_NOMEM;
    return 0;
  }
  /* Whichever worker the caller runs polls, on SQLite's thread only: the
  ** first, and any the pool's threads had not taken (pool.c). */
  if( w->bPoll && !pthread_equal(pthread_self(), w->tidCaller) ) w->bPoll = 0;
  ctx.cache = &cache;
  dl.l = -1;
  memset(&u, 0, sizeof(u));
  u.w = w;
  u.c = c;
  u.ctx = &ctx;
  u.aReg = aReg;
  u.pDl = &dl;
  u.nEvery = 1;
  while( rc==GS_OK ){
    int t = __atomic_fetch_add(&c->iNextTile, 1, __ATOMIC_RELAXED);
    join_tile T;
    join_list list;
    int64_t l, r;
    if( t>=c->nTile ) break;
    T = c->aTile[t];
    list = c->aList[t];
    if( pJ ){
      rc = join_tile_lanes(&u, pJ, &T, &list);
    }else{
      for(l=T.l0; l<T.l1 && rc==GS_OK; l++){
        for(r=T.r0; r<T.r1 && rc==GS_OK; r++) rc = join_pair_one(&u, l, r, &list);
      }
    }
    c->aList[t] = list;
  }
  sqlite3_free(aReg);
  join_lanes_free(pJ);
  ctx.cache = &w->cache;
  w->ctx = ctx;
  w->cache = cache;
  w->rc = rc;
  w->bIntr = u.bIntr;
  w->nSkipped = u.nSkipped;
  w->nDirect = u.nDirect;
  w->nLanes = u.nLanes;
  return 0;
}

/* While SQLite's thread waits for the pool's workers: the interrupt, whose
** flag they read between pairs. */
static void join_wait_poll(void *pArg){
  gp_intr_poll((gp_intr*)pArg);
}
static void join_worker_main(void *pArg){
  join_worker_run(pArg);
}

/* Cut left rows [l0, l1) x all right rows into tiles for n workers. */
static int join_make_tiles(join_cursor *c, int64_t l0, int64_t l1, int nWorker){
  int64_t nR = c->pR->texts.nRow, nL = l1 - l0;
  int nWant = nWorker*4, i;
  int64_t nLeftCut, nRightCut, a, b;
  if( nWant<1 ) nWant = 1;
  nLeftCut = nL>=nWant ? nWant : nL;
  nRightCut = (nWant + nLeftCut - 1)/nLeftCut;
  if( nRightCut>nR ) nRightCut = nR>0 ? nR : 1;
  c->nTile = 0;
  if( nLeftCut*nRightCut>c->nTileAlloc ){
    int n = (int)(nLeftCut*nRightCut);
    join_tile *aT = (join_tile*)sqlite3_realloc64(c->aTile, sizeof(join_tile)*(sqlite3_uint64)n);
    join_list *aL;
    if( aT==0 ) return SQLITE_NOMEM;
    c->aTile = aT;
    aL = (join_list*)sqlite3_realloc64(c->aList, sizeof(join_list)*(sqlite3_uint64)n);
    if( aL==0 ) return SQLITE_NOMEM;
    memset(&aL[c->nTileAlloc], 0, sizeof(join_list)*(size_t)(n - c->nTileAlloc));
    c->aList = aL;
    c->nTileAlloc = n;
  }
  for(a=0; a<nLeftCut; a++){
    for(b=0; b<nRightCut; b++){
      join_tile *pT = &c->aTile[c->nTile];
      pT->l0 = l0 + nL*a/nLeftCut;
      pT->l1 = l0 + nL*(a+1)/nLeftCut;
      pT->r0 = nR*b/nRightCut;
      pT->r1 = nR*(b+1)/nRightCut;
      c->aList[c->nTile].n = 0;
      c->aList[c->nTile].nByte = 0;
      c->nTile++;
    }
  }
  for(i=c->nTile; i<c->nTileAlloc; i++){ c->aList[i].n = 0; c->aList[i].nByte = 0; }
  return SQLITE_OK;
}

/* Run left rows [l0, l1) against every right row on the CPU engine's
** workers; the matches into c->aList[0 .. nTile-1]. */
static int join_step_cpu(join_cursor *c, int64_t l0, int64_t l1){
  gp_job aJob[VM_MAX_THREADS];
  int nWorker = c->nThread, i, rc = SQLITE_OK;
  vm_stats st = {0, 0, 0};
  int64_t nPair = (l1 - l0)*c->pR->texts.nRow;
  sqlite3_int64 t0 = gp_now_ns();
  if( nPair<4096 ) nWorker = 1;
  rc = join_make_tiles(c, l0, l1, nWorker);
  if( rc!=SQLITE_OK ) return rc;
  c->eLanes = join_lanes_kernel(c);
  if( c->eLanes && (rc = join_lanes_table(c))!=SQLITE_OK ) return rc;
  c->iNextTile = 0;
  for(i=0; i<nWorker; i++){
    join_worker *w = &c->aWorker[i];
    gs_ctx_init(&w->ctx, c->maxLen);
    gs_ctx_set_like_max(&w->ctx, c->nLikeMax);
    w->c = c;
    w->rc = GS_OK;
    w->zErr = 0;
    w->bPoll = 1;
    w->tidCaller = pthread_self();
    w->bIntr = 0;
    w->nSkipped = 0;
    w->nDirect = 0;
    w->nLanes = 0;
    aJob[i].xRun = join_worker_main;
    aJob[i].pArg = w;
  }
  /* Worker 0 here, the others on the pool's threads (pool.c). */
  gp_pool_run(aJob, nWorker, join_wait_poll, &c->intr);
  {
    /* The step's error: a pair's, before the stops it caused; of two
    ** pairs', the first in left-then-right order. */
    join_worker *pErr = 0;
    for(i=0; i<nWorker; i++){
      join_worker *w = &c->aWorker[i];
      st.nAlloc += w->ctx.n_alloc;
      st.nFree += w->ctx.n_free;
      st.nRefOps += w->ctx.n_refops;
      gp_stat_add(GP_STAT_JOIN_PAIRS_SKIPPED, w->nSkipped);
      gp_stat_add(GP_STAT_JOIN_PAIRS_DIRECT, w->nDirect);
      gp_stat_add(GP_STAT_JOIN_PAIRS_LANES, w->nLanes);
      if( w->rc==GS_OK ) continue;
      if( pErr==0 || (pErr->bIntr && !w->bIntr)
       || (!pErr->bIntr && !w->bIntr
           && (w->iErrL<pErr->iErrL || (w->iErrL==pErr->iErrL && w->iErrR<pErr->iErrR))) ){
        pErr = w;
      }
    }
    if( pErr==0 ){
      rc = SQLITE_OK;
    }else if( pErr->bIntr ){
      rc = join_error(c, SQLITE_INTERRUPT, "gpu_join: interrupted");
    }else if( pErr->rc==GS_NOMEM ){
      rc = SQLITE_NOMEM;
    }else if( pErr->rc==GS_TOOBIG ){
      rc = join_error(c, SQLITE_TOOBIG, "string or blob too big");
    }else{
      rc = join_pair_error(c, SQLITE_ERROR, pErr->zErr ? pErr->zErr : "runtime error",
                           pErr->iErrL, pErr->iErrR);
    }
  }
  for(i=0; i<nWorker; i++){
    sqlite3_free(c->aWorker[i].zErr);
    c->aWorker[i].zErr = 0;
  }
  gp_stat_add(GP_STAT_STRINGS_ALLOCATED, st.nAlloc);
  gp_stat_add(GP_STAT_STRINGS_FREED, st.nFree);
  gp_stat_add(GP_STAT_REFCOUNT_OPS, st.nRefOps);
  gp_stat_add(GP_STAT_CPU_BATCHES, 1);
  gp_stat_add(GP_STAT_NS_KERNEL, gp_now_ns() - t0);
  return rc;
}

/* ---- a step on the GPU engine ------------------------------------------------------ */

/* The matches of a GPU step into c->aList[0]; pairs the device left to
** the CPU engine (a REAL's text, an SQL error) run here. */
static int join_step_gpu(join_cursor *c, int64_t l0, int64_t l1){
  const gpu_join_match *aM = 0;
  const unsigned char *aByte = 0;
  int64_t nM = 0, i;
  char *zErr = 0;
  gs_val *aReg;
  int rc;
  rc = join_make_tiles(c, l0, l1, 0);
  if( rc!=SQLITE_OK ) return rc;
  c->nTile = 1;
  c->aTile[0].l0 = l0;
  c->aTile[0].l1 = l1;
  c->aTile[0].r0 = 0;
  c->aTile[0].r1 = c->pR->texts.nRow;
  rc = gpu_join_run(c->pGpu, l0, l1, 0, c->pR->texts.nRow, c->bDistinct, c->filt.nLenMax, c->filt.rMin,
                    &c->intr, &aM, &nM, &aByte, &zErr);
  if( rc!=SQLITE_OK && rc!=SQLITE_INTERRUPT && rc!=SQLITE_NOMEM && c->cfg.backend!=GP_BACKEND_GPU ){
    /* auto: a CUDA failure sends the rest of the join to the CPU engine. */
    sqlite3_free(zErr);
    gpu_join_close(c->pGpu);
    c->pGpu = 0;
    c->bUseGpu = 0;
    c->bGpuWanted = 0;
    gp_stat_add(GP_STAT_CPU_FALLBACKS, 1);
    return join_step_cpu(c, l0, l1);
  }
  if( rc!=SQLITE_OK ){
    if( rc==SQLITE_INTERRUPT ) rc = join_error(c, rc, "gpu_join: interrupted");
    else if( zErr && rc!=SQLITE_NOMEM ) rc = join_error(c, rc, "gpu_join: %s", zErr);
    sqlite3_free(zErr);
    return rc;
  }
  aReg = (gs_val*)sqlite3_malloc64(sizeof(gs_val)*(sqlite3_uint64)(c->pProg->pIr->nReg + 1));
  if( aReg==0 ) return SQLITE_NOMEM;
  for(i=0; i<nM && rc==SQLITE_OK; i++){
    const gpu_join_match *m = &aM[i];
    if( m->rc==GS_OK ){
      gs_val v = gs_col_value(m->type, m->num, m->len, aByte);
      if( !gp_vfilter_may_pass(&c->vfilt, v) ) continue;
      if( join_list_add(&c->aList[0], m->l, m->r, v)!=GS_OK ) rc = SQLITE_NOMEM;
    }else{
      gs_ctx ctx;
      int rcPair;
      gs_ctx_init(&ctx, c->maxLen);
      gs_ctx_set_like_max(&ctx, c->nLikeMax);
      rcPair = join_pair(c, &ctx, aReg, m->l, m->r, &c->aList[0]);
      gp_stat_add(GP_STAT_GPU_CPU_ROWS, 1);
      gp_stat_add(GP_STAT_STRINGS_ALLOCATED, ctx.n_alloc);
      gp_stat_add(GP_STAT_STRINGS_FREED, ctx.n_free);
      gp_stat_add(GP_STAT_REFCOUNT_OPS, ctx.n_refops);
      if( rcPair==GS_NOMEM ) rc = SQLITE_NOMEM;
      else if( rcPair==GS_TOOBIG ) rc = join_error(c, SQLITE_TOOBIG, "string or blob too big");
      else if( rcPair!=GS_OK ){
        rc = join_pair_error(c, SQLITE_ERROR, ctx.zerr ? ctx.zerr : "runtime error", m->l, m->r);
      }
    }
  }
  sqlite3_free(aReg);
  gp_stat_add(GP_STAT_GPU_BATCHES, 1);
  return rc;
}

/* ---- steps ---------------------------------------------------------------------- */

/* Which engine runs the join: c->bGpuWanted when the GPU is to run it,
** or an error (backend gpu without a GPU). */
static int join_pick_engine(join_cursor *c){
  const char *zWhy = 0;
  int backend = gp_backend_resolve(&c->cfg, &zWhy);
  int64_t nPair = c->L.texts.nRow*c->pR->texts.nRow;
  c->bGpuWanted = 0;
  if( backend<0 ){
    return join_error(c, SQLITE_ERROR, "gpu_join: backend is gpu, but the GPU cannot be used: %s", zWhy);
  }
  if( backend!=GP_BACKEND_GPU || nPair==0 ) return SQLITE_OK;
  if( c->cfg.backend!=GP_BACKEND_GPU && nPair<c->cfg.gpu_min_rows ) return SQLITE_OK;
  c->bGpuWanted = 1;
  return SQLITE_OK;
}

/* Before a step: the GPU takes over once its kernel is compiled (backend
** auto: the CPU engine runs the steps until then; gpu waits for it). */
static int join_try_gpu(join_cursor *c){
  int bWait = c->cfg.backend==GP_BACKEND_GPU, rc;
  char *zErr = 0;
  rc = gpu_join_open(c->pProg, c->cfg.cache_dir, &c->L.texts, &c->pR->texts, c->L.aChars,
                     c->pR->aChars, c->maxLen, c->nLikeMax, bWait, &c->pGpu, &zErr);
  if( rc==SQLITE_OK ){
    c->bUseGpu = c->pGpu!=0;
    return SQLITE_OK;
  }
  if( !bWait && rc!=SQLITE_NOMEM ){
    /* auto: the CPU engine runs it. */
    sqlite3_free(zErr);
    c->bGpuWanted = 0;
    gp_stat_add(GP_STAT_CPU_FALLBACKS, 1);
    return SQLITE_OK;
  }
  rc = zErr && rc!=SQLITE_NOMEM ? join_error(c, rc, "gpu_join: %s", zErr) : SQLITE_NOMEM;
  sqlite3_free(zErr);
  return rc;
}

/* Compute steps until some rows are ready to go out, or none are left. */
static int join_fill(join_cursor *c){
  int64_t nL = c->L.texts.nRow, nR = c->pR->texts.nRow;
  int rc = SQLITE_OK;
  c->iList = 0;
  c->iRow = 0;
  c->nTile = 0;
  c->out.n = 0;
  for(;;){
    int64_t nStep = c->nStep ? c->nStep : c->bUseGpu ? JOIN_GPU_STEP_PAIRS : JOIN_STEP_PAIRS, l1;
    int i;
    if( c->iNext>=nL || nR==0 ){
      c->bEof = 1;
      return SQLITE_OK;
    }
    if( c->bGpuWanted && c->pGpu==0 ){
      rc = join_try_gpu(c);
      if( rc!=SQLITE_OK ) return rc;
      if( c->nStep==0 ) nStep = c->bUseGpu ? JOIN_GPU_STEP_PAIRS : JOIN_STEP_PAIRS;
    }
    l1 = c->iNext + (nStep + nR - 1)/nR;
    if( l1>nL || l1<=c->iNext ) l1 = nL;
    gp_stat_add(GP_STAT_BATCHES, 1);
    gp_stat_add(GP_STAT_ROWS, (l1 - c->iNext)*nR);
    rc = c->bUseGpu ? join_step_gpu(c, c->iNext, l1) : join_step_cpu(c, c->iNext, l1);
    if( rc!=SQLITE_OK ) return rc;
    c->iNext = l1;
    if( c->nTop ){
      for(i=0; i<c->nTile; i++){
        const join_list *p = &c->aList[i];
        int64_t k;
        for(k=0; k<p->n; k++){
          if( join_best_offer(c, p->a[k].l, p->a[k].r, join_list_value(p, &p->a[k]))!=GS_OK ){
            return SQLITE_NOMEM;
          }
        }
      }
      rc = join_best_emit(c);
      if( rc!=SQLITE_OK ) return rc;
      if( c->out.n>0 ) return SQLITE_OK;
    }else{
      for(i=0; i<c->nTile && c->aList[i].n==0; i++){}
      if( i<c->nTile ){
        c->iList = i;
        return SQLITE_OK;
      }
    }
    /* Between steps: stopped by sqlite3_interrupt()? */
    if( gp_intr_poll(&c->intr) ) return join_error(c, SQLITE_INTERRUPT, "gpu_join: interrupted");
  }
}

/* The match going out now, and the list it is in. */
static const join_match *join_current(join_cursor *c, const join_list **pp){
  const join_list *p = c->nTop ? &c->out : &c->aList[c->iList];
  *pp = p;
  return &p->a[c->iRow];
}

/* ---- the run ----------------------------------------------------------------------- */

static void join_run_clear(join_cursor *c){
  int i;
  gpu_join_close(c->pGpu);
  c->pGpu = 0;
  join_side_free(&c->L);
  join_side_free(&c->R);
  c->pR = &c->R;
  sqlite3_free(c->aLaneMin);
  c->aLaneMin = 0;
  c->eLanes = 0;
  for(i=0; i<c->nTileAlloc; i++) join_list_free(&c->aList[i]);
  sqlite3_free(c->aList);
  sqlite3_free(c->aTile);
  c->aList = 0;
  c->aTile = 0;
  c->nTile = c->nTileAlloc = 0;
  for(i=0; i<VM_MAX_THREADS; i++) gs_cache_clear(&c->aWorker[i].cache);
  if( c->aBest ){
    for(i=0; i<c->nGroup; i++) join_best_free(&c->aBest[i]);
  }
  sqlite3_free(c->aBest);
  sqlite3_free(c->aGroup);
  sqlite3_free(c->aGroupLast);
  sqlite3_free(c->aGroupByLast);
  c->aBest = 0;
  c->aGroup = c->aGroupLast = c->aGroupByLast = 0;
  c->nGroup = c->iGroupOut = 0;
  join_list_free(&c->out);
  gp_intr_clear(&c->intr);
  sqlite3_free(c->cfg.cache_dir);
  c->cfg.cache_dir = 0;
  sqlite3_free(c->zLeft);
  sqlite3_free(c->zRight);
  sqlite3_free(c->zOptions);
  c->zLeft = c->zRight = c->zOptions = 0;
  c->bEof = 1;
  c->iNext = 0;
  c->nRowid = 0;
}

static int join_run_start(join_cursor *c, int argc, sqlite3_value **argv){
  join_vtab *pTab = (join_vtab*)c->base.pVtab;
  gp_conn *conn = pTab->conn;
  const char *zExpr, *zLeft, *zRight, *zOpt = 0;
  char *zErr = 0;
  int rc, i;

  if( pTab->nDepth>=GP_JOIN_MAX_DEPTH ){
    return join_error(c, SQLITE_ERROR, "gpu_join: nested more than %d deep", GP_JOIN_MAX_DEPTH);
  }
  for(i=0; i<3; i++){
    static const char *azName[] = { "the program", "the left query", "the right query" };
    if( sqlite3_value_type(argv[i])==SQLITE_NULL ){
      return join_error(c, SQLITE_ERROR, "gpu_join: %s (argument %d) is NULL", azName[i], i+1);
    }
  }
  zExpr = (const char*)sqlite3_value_text(argv[0]);
  zLeft = (const char*)sqlite3_value_text(argv[1]);
  zRight = (const char*)sqlite3_value_text(argv[2]);
  if( argc>3 && sqlite3_value_type(argv[3])!=SQLITE_NULL ){
    zOpt = (const char*)sqlite3_value_text(argv[3]);
    if( zOpt==0 ) return SQLITE_NOMEM;
    if( (int)strlen(zOpt)!=sqlite3_value_bytes(argv[3]) ){
      /* 'top=1\0...' is not top=1: never cut the options short */
      return join_error(c, SQLITE_ERROR, "gpu_join: the options (argument 4) contain a NUL byte "
                        "(byte %d of %d)", (int)strlen(zOpt) + 1, sqlite3_value_bytes(argv[3]));
    }
  }
  if( zExpr==0 || zLeft==0 || zRight==0 ) return SQLITE_NOMEM;

  c->cfg = conn->cfg;
  c->cfg.cache_dir = sqlite3_mprintf("%s", conn->cfg.cache_dir);
  if( c->cfg.cache_dir==0 ) return SQLITE_NOMEM;
  c->nTop = 0;
  c->bDistinct = 0;
  c->nStep = 0;
  rc = join_options(c, zOpt);
  if( rc!=SQLITE_OK ) return rc;
  c->nThread = c->cfg.threads<VM_MAX_THREADS ? c->cfg.threads : VM_MAX_THREADS;
  if( c->nThread<1 ) c->nThread = 1;
  if( c->bDistinct && strcmp(zLeft, zRight)!=0 ){
    return join_error(c, SQLITE_ERROR, "gpu_join: distinct=1 joins a set with itself: the right "
                      "query (argument 3) must be the left query's text (argument 2)");
  }

  /* The program, two parameters. */
  if( c->pProg==0 || !gp_prog_is(c->pProg, argv[0]) ){
    gp_prog *pProg = 0;
    rc = gp_prog_lookup(conn, zExpr, sqlite3_value_bytes(argv[0]), FE_NARG_INFER, &pProg, &zErr);
    if( rc!=SQLITE_OK ){
      if( rc!=SQLITE_NOMEM ) rc = join_error(c, rc, "gpu_join: the program (argument 1): %s",
                                             zErr ? zErr : "cannot compile");
      sqlite3_free(zErr);
      return rc;
    }
    gp_prog_unref(c->pProg);
    c->pProg = pProg;
  }
  if( c->pProg->pIr->nArg!=2 ){
    int n = c->pProg->pIr->nArg;
    return join_error(c, SQLITE_ERROR, "gpu_join: the program (argument 1) takes %d parameter%s; "
                      "it must take two, the left text and the right text: write (a, b) -> ...",
                      n, n==1 ? "" : "s");
  }
  c->filt = join_filter(c->pProg->pIr);
  join_direct_of(c->pProg->pIr, &c->direct);
  /* With top=N the statement keeps the best N of each left key, which the
  ** terms on value then filter: they cannot act before (value >= 1 would
  ** bring in rows past the N best). */
  if( c->nTop ) gp_vfilter_clear(&c->vfilt);
  if( c->vfilt.nTerm>0 ){
    join_filt fv = join_filter_value(c->pProg->pIr, &c->vfilt);
    join_filt_and(&c->filt, &fv);
  }

  c->zLeft = sqlite3_mprintf("%s", zLeft);
  c->zRight = sqlite3_mprintf("%s", zRight);
  c->zOptions = zOpt ? sqlite3_mprintf("%s", zOpt) : 0;
  if( c->zLeft==0 || c->zRight==0 || (zOpt && c->zOptions==0) ) return SQLITE_NOMEM;
  c->maxLen = sqlite3_limit(pTab->db, SQLITE_LIMIT_LENGTH, -1);
  c->nLikeMax = sqlite3_limit(pTab->db, SQLITE_LIMIT_LIKE_PATTERN_LENGTH, -1);
  gp_intr_init(&c->intr, pTab->db);

  rc = join_load(c, &c->L, zLeft, sqlite3_value_bytes(argv[1]), 2, "left");
  if( rc!=SQLITE_OK ) return rc;
  if( c->bDistinct ){
    c->pR = &c->L;
  }else{
    rc = join_load(c, &c->R, zRight, sqlite3_value_bytes(argv[2]), 3, "right");
    if( rc!=SQLITE_OK ) return rc;
    c->pR = &c->R;
  }
  if( c->nTop ){
    rc = join_groups(c);
    if( rc!=SQLITE_OK ) return rc;
  }
  rc = join_pick_engine(c);
  if( rc!=SQLITE_OK ) return rc;
  c->bUseGpu = 0;
  c->bEof = 0;
  c->iNext = 0;
  return join_fill(c);
}

/* ---- the virtual table methods --------------------------------------------------- */

static int join_connect(sqlite3 *db, void *pAux, int argc, const char *const *argv,
                        sqlite3_vtab **ppVtab, char **pzErr){
  join_vtab *pTab;
  int rc;
  (void)argc; (void)argv; (void)pzErr;
  rc = gp_declare_vtab(db, "CREATE TABLE x(l, r, value, expr HIDDEN, left_sql HIDDEN, "
                                "right_sql HIDDEN, options HIDDEN)");
  if( rc!=SQLITE_OK ) return rc;
  pTab = (join_vtab*)sqlite3_malloc64(sizeof(*pTab));
  if( pTab==0 ) return SQLITE_NOMEM;
  memset(pTab, 0, sizeof(*pTab));
  pTab->db = db;
  pTab->conn = (gp_conn*)pAux;
  sqlite3_vtab_config(db, SQLITE_VTAB_DIRECTONLY);
  *ppVtab = &pTab->base;
  return SQLITE_OK;
}

static int join_disconnect(sqlite3_vtab *pVtab){
  sqlite3_free(pVtab);
  return SQLITE_OK;
}

static int join_open(sqlite3_vtab *pVtab, sqlite3_vtab_cursor **ppCursor){
  join_cursor *c = (join_cursor*)sqlite3_malloc64(sizeof(*c));
  int i;
  (void)pVtab;
  if( c==0 ) return SQLITE_NOMEM;
  memset(c, 0, sizeof(*c));
  c->pR = &c->R;
  c->bEof = 1;
  for(i=0; i<VM_MAX_THREADS; i++) c->aWorker[i].cache.nMax = 1<<20;
  *ppCursor = &c->base;
  return SQLITE_OK;
}

static int join_close(sqlite3_vtab_cursor *pCursor){
  join_cursor *c = (join_cursor*)pCursor;
  join_run_clear(c);
  gp_vfilter_clear(&c->vfilt);
  gp_prog_unref(c->pProg);
  sqlite3_free(c);
  return SQLITE_OK;
}

static int join_filter_method(sqlite3_vtab_cursor *pCursor, int idxNum, const char *idxStr,
                              int argc, sqlite3_value **argv){
  join_cursor *c = (join_cursor*)pCursor;
  int rc, nFunc = argc;
  join_run_clear(c);
  gp_vfilter_clear(&c->vfilt);
  if( idxStr ){
    const char *z = strchr(idxStr, ':');
    nFunc = atoi(idxStr);
    if( nFunc<3 || nFunc>argc ) nFunc = argc;
    else if( nFunc<argc && z ){
      rc = gp_vfilter_init(&c->vfilt, z+1, argv+nFunc);
      if( rc!=SQLITE_OK ) return rc;
    }
  }
  if( idxNum==0 || nFunc<3 ){
    return join_error(c, SQLITE_ERROR, "gpu_join: takes gpu_join(expr, left_sql, right_sql "
                      "[, options]): the program, the two queries, and the options");
  }
  rc = join_run_start(c, nFunc, argv);
  if( rc!=SQLITE_OK ) join_run_clear(c);
  return rc;
}

static int join_next(sqlite3_vtab_cursor *pCursor){
  join_cursor *c = (join_cursor*)pCursor;
  int rc;
  c->nRowid++;
  if( c->nTop ){
    if( ++c->iRow < c->out.n ) return SQLITE_OK;
  }else{
    if( ++c->iRow < c->aList[c->iList].n ) return SQLITE_OK;
    /* The next tile of this step with matches. */
    while( ++c->iList < c->nTile ){
      if( c->aList[c->iList].n>0 ){
        c->iRow = 0;
        return SQLITE_OK;
      }
    }
  }
  rc = join_fill(c);
  if( rc!=SQLITE_OK ) join_run_clear(c);
  return rc;
}

static int join_eof(sqlite3_vtab_cursor *pCursor){
  return ((join_cursor*)pCursor)->bEof;
}

static int join_column(sqlite3_vtab_cursor *pCursor, sqlite3_context *ctx, int iCol){
  join_cursor *c = (join_cursor*)pCursor;
  const join_list *p;
  const join_match *m = join_current(c, &p);
  switch( iCol ){
    case JOIN_COL_L:     gp_result_val(ctx, join_key(&c->L, m->l)); break;
    case JOIN_COL_R:     gp_result_val(ctx, join_key(c->pR, m->r)); break;
    case JOIN_COL_VALUE: gp_result_val(ctx, join_list_value(p, m)); break;
    case JOIN_COL_EXPR:
      sqlite3_result_text(ctx, c->pProg->zSrc, c->pProg->nSrc, SQLITE_TRANSIENT);
      break;
    case JOIN_COL_LEFT:  sqlite3_result_text(ctx, c->zLeft, -1, SQLITE_TRANSIENT); break;
    case JOIN_COL_RIGHT: sqlite3_result_text(ctx, c->zRight, -1, SQLITE_TRANSIENT); break;
    default:
      if( c->zOptions ) sqlite3_result_text(ctx, c->zOptions, -1, SQLITE_TRANSIENT);
      break;
  }
  return SQLITE_OK;
}

static int join_rowid(sqlite3_vtab_cursor *pCursor, sqlite_int64 *pRowid){
  *pRowid = ((join_cursor*)pCursor)->nRowid + 1;
  return SQLITE_OK;
}

/* expr, left_sql and right_sql must be known, options may be: xFilter
** gets them in that order.  A plan without the three costs too much to be
** chosen unless there is no other, and then xFilter says what is missing;
** a plan where one is not yet available (it comes from a table joined
** after) is refused, so that gpu_join is the inner loop. */
static int join_best_index(sqlite3_vtab *pVtab, sqlite3_index_info *p){
  int aIdx[4] = {-1, -1, -1, -1};
  int i, n = 0, pass;
  (void)pVtab;
  for(pass=0; pass<2; pass++){
    for(i=0; i<p->nConstraint; i++){
      const struct sqlite3_index_constraint *k = &p->aConstraint[i];
      int j = k->iColumn - JOIN_COL_EXPR;
      if( j<0 || k->op!=SQLITE_INDEX_CONSTRAINT_EQ || (pass==0)!=(k->usable!=0) ) continue;
      if( pass==1 && aIdx[j]<0 ) return SQLITE_CONSTRAINT;
      if( aIdx[j]<0 ) aIdx[j] = i;
    }
  }
  if( aIdx[0]<0 || aIdx[1]<0 || aIdx[2]<0 ){
    p->idxNum = 0;
    p->estimatedCost = 1e99;
    return SQLITE_OK;
  }
  for(i=0; i<4; i++){
    if( aIdx[i]<0 ) continue;
    p->aConstraintUsage[aIdx[i]].argvIndex = ++n;
    p->aConstraintUsage[aIdx[i]].omit = 1;
  }
  p->idxNum = 1;
  p->estimatedCost = 1e6;
  p->estimatedRows = 1000;
  {
    /* Results out (vfilter.c): the constraints on value, applied to each
    ** pair's value before it is kept (and, for a distance or similarity,
    ** as a length filter: join_filter_value); SQLite checks them again. */
    sqlite3_str *pStr = sqlite3_str_new(0);
    int nFunc = n;
    char *z;
    gp_vfilter_plan(p, JOIN_COL_VALUE, &n, pStr);
    if( n>nFunc ) p->estimatedCost = 5e5;
    z = sqlite3_str_finish(pStr);
    p->idxStr = sqlite3_mprintf("%d:%s", nFunc, z ? z : "");
    sqlite3_free(z);
    if( p->idxStr==0 ) return SQLITE_NOMEM;
    p->needToFreeIdxStr = 1;
  }
  return SQLITE_OK;
}

const sqlite3_module gp_join_module = {
  0,                 /* iVersion */
  0,                 /* xCreate: eponymous only */
  join_connect,
  join_best_index,
  join_disconnect,
  0,                 /* xDestroy */
  join_open,
  join_close,
  join_filter_method,
  join_next,
  join_eof,
  join_column,
  join_rowid,
  0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0      /* xUpdate .. xShadowName: none */
};
