/*
** fuzz_program.c - the libFuzzer target of gpustr: arbitrary bytes as UDF
** program text, through everything a program meets before any GPU.
**
**   make fuzz FUZZ_SECONDS=60          (Makefile.am builds it with clang:
**                                       -fsanitize=fuzzer,address,undefined)
**   test/fuzz/fuzz_program crash-...   replays one input
**
** An input is a control byte, an optional fault byte, then the program text:
**   control bits 0-2  argument count: 0..3, 4 = inferred from the program
**                     (as gpu_explain does), 5..7 = 1..3
**           bit 3     tiny limits: 64 bytes of length (instead of 4096) and 8
**                     of LIKE pattern (instead of SQLite's 50,000), so that
**                     "string or blob too big" and "LIKE or GLOB pattern too
**                     complex" run too
**           bit 4     the next byte F arms allocation-failure injection
**                     (ext/alloc_fault.c): allocation F+1 fails
**           bit 5     ... and every allocation after it
** Each input is compiled twice, as gpu_explain('ast') does (fe_compile,
** fe_dump_ast, fe_unparse) and as gpu_udf does (ir_compile: parse, check,
** lower, refcount pruning), listed (ir_dump), printed as CUDA C
** (emit_cuda), and run by the CPU engine (ext/vm.c) on twelve fixed rows
** made of nasty values (NULL, empty, invalid UTF-8, embedded NUL, extreme
** numbers, blobs, a long multibyte string): row by row with vm_run_row, and
** as one batch with vm_run_batch, whose results must be the same values,
** types and errors.  Beyond the sanitizers' own reports, it aborts when an
** invariant fails: a compile error without a message, "out of memory" with
** no failure injected, a runtime error code other than SQL error / NOMEM /
** TOOBIG, a string the runtime allocated and did not free, or the two runs
** disagreeing.  Every crash it found is a test in test/hostile.test or
** test/udf.test; the seeds are in test/fuzz/corpus/.
*/
#include "gpustr_int.h"
#include "ir.h"
#include "vm.h"
#include "batch.h"
#include "emit_cuda.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* The values the rows are made of, as SQL (so they are SQLite's own). */
static const char *const azFuzzValue[] = {
  "NULL", "''", "'abc'", "'héllo wörld'",
  "CAST(x'fffec328a0a1e228a1f0288cbc' AS TEXT)",      /* invalid UTF-8 */
  "CAST(x'610062' AS TEXT)",                          /* 'a', NUL, 'b' */
  "9223372036854775807", "-9223372036854775808", "-1", "0",
  "1.5", "-0.0", "1e308", "x'00ff'",
  "printf('%.300c', 'x') || 'ß𝄞ǅ'",                   /* long, multibyte */
  "'  12abc '", "'%_[^a]*?\\'", "'ABC abc ǆ Σ'", "'0x1F'", "'1e5'",
};
#define NVALUE ((int)(sizeof(azFuzzValue)/sizeof(azFuzzValue[0])))
#define NROW 12
#define MAXARG 64

static sqlite3_value *apValue[NVALUE];

static void fuzz_die(const char *zWhat, const char *zSrc){
  fprintf(stderr, "fuzz_program: %s\n  program: %.500s\n", zWhat, zSrc);
  abort();
}

int LLVMFuzzerInitialize(int *pArgc, char ***pArgv){
  sqlite3 *db;
  int i;
  (void)pArgc; (void)pArgv;
  unsetenv("GPUSTR_PROGRAM_LOG");     /* ir.c would log every program */
  if( sqlite3_open(":memory:", &db)!=SQLITE_OK ) abort();
  for(i=0; i<NVALUE; i++){
    sqlite3_stmt *st;
    char *zSql = sqlite3_mprintf("SELECT %s", azFuzzValue[i]);
    if( zSql==0 || sqlite3_prepare_v2(db, zSql, -1, &st, 0)!=SQLITE_OK ) abort();
    if( sqlite3_step(st)!=SQLITE_ROW ) abort();
    apValue[i] = sqlite3_value_dup(sqlite3_column_value(st, 0));
    if( apValue[i]==0 ) abort();
    sqlite3_finalize(st);
    sqlite3_free(zSql);
  }
  sqlite3_close(db);
  return 0;
}

/* The value of argument j of row r. */
static sqlite3_value *fuzz_arg(int r, int j){
  return apValue[(r*7 + j*3 + r*j) % NVALUE];
}

static int fuzz_same(gs_val a, gs_val b){
  if( a.type!=b.type ) return 0;
  switch( a.type ){
    case GS_INT:  return a.u.i==b.u.i;
    case GS_REAL: return memcmp(&a.u.r, &b.u.r, sizeof(double))==0;
    case GS_TEXT:
    case GS_BLOB: return a.s.n==b.s.n && (a.s.n==0 || memcmp(a.s.z, b.s.z, (size_t)a.s.n)==0);
    default:      return 1;
  }
}

/* One result per row, and the first error. */
typedef struct fuzz_rows {
  gs_val aRes[NROW];
  int iErrRow, rc;
  const char *zErr;
} fuzz_rows;

/* Run p on every row, one at a time.  Results are kept (owned strings
** hold their reference) for the comparison with the batch. */
static void fuzz_run_rows(const ir_program *p, sqlite3_int64 maxLen, sqlite3_int64 likeMax, int bFault,
                          fuzz_rows *pOut, const char *zSrc){
  gs_val aArg[MAXARG], *aReg;
  int r, j;
  pOut->iErrRow = -1;
  pOut->rc = GS_OK;
  pOut->zErr = 0;
  for(r=0; r<NROW; r++) pOut->aRes[r] = gs_null();
  aReg = (gs_val*)sqlite3_malloc64(sizeof(gs_val)*(sqlite3_uint64)(p->nReg+1));
  if( aReg==0 ){
    if( !bFault ) fuzz_die("out of memory with no failure injected", zSrc);
    pOut->iErrRow = 0;
    pOut->rc = GS_NOMEM;
    return;
  }
  for(r=0; r<NROW; r++){
    gs_ctx c;
    int rc;
    for(j=0; j<p->nArg; j++) aArg[j] = gp_value_in(fuzz_arg(r, j));
    gs_ctx_init(&c, maxLen);
    gs_ctx_set_like_max(&c, likeMax);
    rc = vm_run_row(p, &c, aArg, aReg, &pOut->aRes[r]);
    if( rc!=GS_OK ){
      if( rc!=GS_ERROR && rc!=GS_NOMEM && rc!=GS_TOOBIG ) fuzz_die("unexpected runtime error code", zSrc);
      if( c.zerr==0 ) fuzz_die("runtime error without a message", zSrc);
      if( rc==GS_NOMEM && !bFault ) fuzz_die("out of memory with no failure injected", zSrc);
      if( c.n_alloc!=c.n_free ) fuzz_die("a row that failed left strings allocated", zSrc);
      if( pOut->aRes[r].type!=GS_NULL ) fuzz_die("a row that failed has a result", zSrc);
      pOut->iErrRow = r;
      pOut->rc = rc;
      pOut->zErr = c.zerr;
      break;
    }
    /* Every string the row made is freed, but the result's own. */
    {
      int64_t nHeld = gs_is_str(pOut->aRes[r]) && pOut->aRes[r].s.mi ? 1 : 0;
      if( c.n_alloc - c.n_free != nHeld ) fuzz_die("a row leaked strings", zSrc);
    }
  }
  sqlite3_free(aReg);
}

/* The same rows as one batch on one thread, with room for 64 bytes of
** packed results (so some are packed and some stay owned). */
static void fuzz_run_batch(const ir_program *p, sqlite3_int64 maxLen, sqlite3_int64 likeMax, int bFault,
                           const fuzz_rows *pRows, const char *zSrc){
  gp_batch in;
  vm_batch b;
  vm_stats st = {0, 0, 0};
  gs_val aOut[NROW];
  unsigned char aPack[64];
  sqlite3_value *apArg[MAXARG];
  const char *zErr = 0;
  int r, j, rc, iErrRow = -1;
  if( batch_init(&in, p->nArg)!=SQLITE_OK ){
    if( !bFault ) fuzz_die("out of memory with no failure injected", zSrc);
    batch_free(&in);
    return;
  }
  for(r=0; r<NROW; r++){
    for(j=0; j<p->nArg; j++) apArg[j] = fuzz_arg(r, j);
    if( batch_append(&in, apArg)!=SQLITE_OK ){
      if( !bFault ) fuzz_die("out of memory with no failure injected", zSrc);
      batch_free(&in);
      return;
    }
  }
  memset(&b, 0, sizeof(b));
  b.nRow = NROW;
  b.pIn = &in;
  b.aOut = aOut;
  b.aPack = aPack;
  b.nPack = sizeof(aPack);
  b.nLikeMax = likeMax;
  rc = vm_run_batch(p, &b, 1, maxLen, &st, &zErr, &iErrRow);
  if( !bFault ){
    if( rc!=pRows->rc || iErrRow!=pRows->iErrRow ){
      fuzz_die("the batch and the rows fail differently", zSrc);
    }
    if( rc!=GS_OK && strcmp(zErr, pRows->zErr)!=0 ){
      fuzz_die("the batch and the rows give different errors", zSrc);
    }
    for(r=0; r<NROW && (iErrRow<0 || r<iErrRow); r++){
      if( !fuzz_same(aOut[r], pRows->aRes[r]) ) fuzz_die("the batch and the rows give different results", zSrc);
    }
  }
  vm_release(aOut, 0, NROW, &st);
  if( st.nAlloc!=st.nFree ) fuzz_die("the batch leaked strings", zSrc);
  batch_free(&in);
}

static void fuzz_release_rows(fuzz_rows *pRows){
  vm_stats st = {0, 0, 0};
  vm_release(pRows->aRes, 0, NROW, &st);
}

int LLVMFuzzerTestOneInput(const uint8_t *aData, size_t nData){
  int ctl, nArg, bFault = 0, rc;
  sqlite3_int64 maxLen, likeMax;
  size_t iText = 1;
  char *zSrc;
  fe_program *pAst = 0;
  ir_program *pIr = 0;
  char *zErr = 0, *z;
  if( nData<1 ) return 0;
  ctl = aData[0];
  nArg = ctl & 7;
  nArg = nArg<4 ? nArg : nArg==4 ? FE_NARG_INFER : nArg-4;
  maxLen = (ctl & 8) ? 64 : 4096;
  likeMax = (ctl & 8) ? 8 : -1;
  zSrc = (char*)malloc(nData + 1);     /* not counted: the input itself */
  if( zSrc==0 ) return 0;
  if( (ctl & 16) && nData>=2 ){
    gp_fault_arm((sqlite3_int64)aData[1] + 1, (ctl & 32)!=0);
    bFault = 1;
    iText = 2;
  }
  memcpy(zSrc, aData + iText, nData - iText);
  zSrc[nData - iText] = 0;

  /* gpu_explain('ast') */
  rc = fe_compile(zSrc, nArg, &pAst, &zErr);
  if( rc==SQLITE_OK ){
    z = fe_dump_ast(pAst);
    if( z==0 && !bFault ) fuzz_die("fe_dump_ast failed", zSrc);
    sqlite3_free(z);
    z = fe_unparse(pAst, pAst->pBody);
    if( z==0 && !bFault ) fuzz_die("fe_unparse failed", zSrc);
    sqlite3_free(z);
    fe_free(pAst);
  }else{
    if( rc==SQLITE_ERROR && zErr==0 && !bFault ) fuzz_die("compile error without a message", zSrc);
    if( rc==SQLITE_NOMEM && !bFault ) fuzz_die("out of memory with no failure injected", zSrc);
  }
  sqlite3_free(zErr);
  zErr = 0;

  /* gpu_udf: compile, list, print as CUDA C, run. */
  if( nArg==FE_NARG_INFER ){
    /* Run with as many arguments as the program names, when few. */
    if( rc!=SQLITE_OK ) goto done;
    rc = fe_compile(zSrc, nArg, &pAst, 0);
    if( rc!=SQLITE_OK ) goto done;
    nArg = pAst->nArg;
    fe_free(pAst);
    if( nArg>MAXARG ) goto done;
  }
  /* Half the inputs as under PRAGMA case_sensitive_like=1. */
  rc = ir_compile(zSrc, nArg, (nData>0 && (aData[0] & 1)) ? IR_LIKE_CASE : 0, &pIr, &zErr);
  if( rc==SQLITE_OK ){
    fuzz_rows rows;
    z = ir_dump(pIr);
    if( z==0 && !bFault ) fuzz_die("ir_dump failed", zSrc);
    sqlite3_free(z);
    z = emit_cuda(pIr, zSrc, "gs_main", 1);
    if( z==0 && !bFault ) fuzz_die("emit_cuda failed", zSrc);
    sqlite3_free(z);
    fuzz_run_rows(pIr, maxLen, likeMax, bFault, &rows, zSrc);
    fuzz_run_batch(pIr, maxLen, likeMax, bFault, &rows, zSrc);
    fuzz_release_rows(&rows);
    ir_free(pIr);
  }else{
    if( rc==SQLITE_ERROR && zErr==0 && !bFault ) fuzz_die("compile error without a message", zSrc);
    if( rc==SQLITE_NOMEM && !bFault ) fuzz_die("out of memory with no failure injected", zSrc);
  }
  sqlite3_free(zErr);
done:
  gp_fault_arm(0, 0);
  free(zSrc);
  return 0;
}
