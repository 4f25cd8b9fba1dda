/*
** compile.c - the compiler's drivers: fe_compile() runs the front end's
** steps (parse.c, check.c; ast.h) on a program's text, ir_compile() lowers
** the typed tree to the IR (ir.c), prunes its reference counts
** (refprune.c) and plans it for the CPU engine (ir.h):
**
**     fe_compile(text) = check_program(parse_program(text))
**     ir_compile(text) = ir_plan_cpu(ir_refprune(ir_lower(fe_compile(text))))
**
** The drivers live here, apart from the data they drive, so that no file
** of the compiler calls back into a file that calls it: ast.c (the arena,
** error texts) and ir.c (lowering, listing) are called by the steps, never
** the other way round.
*/
#include "gpustr_int.h"
#include "ast.h"
#include "ir.h"
#include <assert.h>
#include <fcntl.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

/* ---- the front end ----------------------------------------------------- */

int fe_compile(const char *zSrc, int nArg, fe_program **ppProg, char **pzErr){
  fe_program *prog;
  fe_arena *A;
  size_t n = zSrc ? strlen(zSrc) : 0;
  char *zCopy;
  int rc;
  *ppProg = 0;
  if( pzErr ) *pzErr = 0;
  if( n > 0x3fffffff ){
    if( pzErr ) *pzErr = sqlite3_mprintf("program too big");
    return SQLITE_TOOBIG;
  }
  A = fe_arena_new();
  if( A==0 ) return SQLITE_NOMEM;
  prog = (fe_program*)fe_arena_alloc(A, sizeof(fe_program));
  zCopy = (char*)fe_arena_alloc(A, (sqlite3_int64)n + 1);
  if( prog==0 || zCopy==0 ){ fe_arena_free(A); return SQLITE_NOMEM; }
  memcpy(zCopy, zSrc ? zSrc : "", n);
  prog->pArena = A;
  prog->zSrc = zCopy;
  prog->nSrc = (int)n;
  prog->nArg = nArg;
  rc = parse_program(prog, nArg, pzErr);
  if( rc==SQLITE_OK ) rc = check_program(prog, nArg, pzErr);
  if( rc!=SQLITE_OK ){
    fe_arena_free(A);
    return rc;
  }
  *ppProg = prog;
  return SQLITE_OK;
}

/* ---- to the IR --------------------------------------------------------- */

#ifdef GPUSTR_DEBUG
/* The test suite's record of every program compiled (GPUSTR_PROGRAM_LOG
** names a file): test/kernels.test compiles each one's generated CUDA with
** NVRTC and runs it as host C against the CPU engine.  One record per
** compile, "nArg nBytes\n<text>\n", written with one append.  A test hook:
** only in debug builds (GPUSTR_DEBUG: --enable-debug, make check's copy). */
static void compile_log_program(const char *zSrc, int nArg){
  const char *zLog = getenv("GPUSTR_PROGRAM_LOG");
  char *zRec;
  int fd;
  if( zLog==0 || zLog[0]==0 ) return;
  zRec = sqlite3_mprintf("%d %d\n%s\n", nArg, (int)strlen(zSrc), zSrc);
  if( zRec==0 ) return;
  fd = open(zLog, O_WRONLY|O_APPEND|O_CREAT, 0644);
  if( fd>=0 ){
    if( write(fd, zRec, strlen(zRec))<0 ){ /* a test aid: nothing to do */ }
    close(fd);
  }
  sqlite3_free(zRec);
}
#endif

int ir_compile(const char *zSrc, int nArg, int mOpt, ir_program **ppIr, char **pzErr){
  fe_program *pAst = 0;
  int rc = fe_compile(zSrc, nArg, &pAst, pzErr);
  int i;
  if( rc!=SQLITE_OK ) return rc;
  rc = ir_lower(pAst, ppIr);
  if( rc!=SQLITE_OK ){
    if( pzErr ) *pzErr = sqlite3_mprintf("out of memory");
    return rc;
  }
  /* LIKE (the operator and like()) follows the connection's
  ** case_sensitive_like, which the caller read (prog.c). */
  for(i=0; i<(*ppIr)->nFn; i++){
    if( (*ppIr)->aFn[i]->zSym && strcmp((*ppIr)->aFn[i]->zSym, "gs_fn_like")==0 ){
      (*ppIr)->bLike = 1;
      if( mOpt & IR_LIKE_CASE ) (*ppIr)->aFn[i] = ft_find_sym("gs_fn_like_cs");
    }
  }
  /* Out of memory in pruning fails the compile, as anywhere else: the
  ** program would run, but not as gpu_explain shows it. */
  rc = ir_refprune(*ppIr);
  if( rc!=SQLITE_OK ){
    ir_free(*ppIr);
    *ppIr = 0;
    return rc;
  }
  assert( ir_is_valid(*ppIr) );
  ir_plan_cpu(*ppIr);
#ifdef GPUSTR_DEBUG
  compile_log_program(zSrc, nArg);
#endif
  return SQLITE_OK;
}
