/*
** udf_row.c - gpu_udf_row(expr, arg, ...): the program applied to one row
** per call, on the CPU engine (one row is too little work for a GPU launch).
**
**   SELECT gpu_udf_row('upper(s)||s', s) FROM t;
**   SELECT gpu_udf_row('(a, b) -> a || ''-'' || b', x, y) FROM t;
**
** The program is compiled once per statement (auxdata) and cached per
** connection (prog.c).  Runtime errors are SQLite's own messages
** ("integer overflow", "string or blob too big"); compile errors start
** with "gpu_udf_row: ".
**
** A call's temporaries (upper(s) in upper(s)||s) come from, and go back
** to, a cache of freed strings kept with the connection (one thread uses a
** connection at a time), not the host allocator; the result's bytes pass
** to SQLite without a copy (gp_result_take).
*/
#include "gpustr_int.h"
#include "prog.h"
#include "vm.h"

/* What the connection keeps of the strings its calls freed. */
#define GP_ROW_CACHE_BYTES (64*1024)

void gp_udf_row_cache_free(gp_conn *conn){
  if( conn->pRowCache ){
    gs_cache_clear(conn->pRowCache);
    sqlite3_free(conn->pRowCache);
    conn->pRowCache = 0;
  }
}

static gs_cache *gp_udf_row_cache(gp_conn *conn){
  if( conn->pRowCache==0 ){
    conn->pRowCache = (gs_cache*)sqlite3_malloc64(sizeof(gs_cache));
    if( conn->pRowCache ){
      memset(conn->pRowCache, 0, sizeof(gs_cache));
      conn->pRowCache->nMax = GP_ROW_CACHE_BYTES;
    }
  }
  return conn->pRowCache;
}

void gp_udf_row_func(sqlite3_context *ctx, int argc, sqlite3_value **argv){
  gs_val aArgStack[8], *aArg = aArgStack;
  gs_val aRegStack[32], *aReg = aRegStack;
  gs_val res;
  gs_ctx c;
  gp_row_intr ri;
  sqlite3 *db;
  gp_prog *p;
  const ir_program *pIr;
  int i, rc;
  if( argc<1 ){
    sqlite3_result_error(ctx, "gpu_udf_row: takes the program text, then its arguments", -1);
    return;
  }
  /* This runs once a row: what SQLite is asked for is asked once. */
  p = gp_prog_get_scalar(ctx, argv[0], argc-1, "gpu_udf_row");
  if( p==0 ) return;
  pIr = p->pIr;
  if( argc-1>8 || pIr->nReg>32 ){
    aArg = (gs_val*)sqlite3_malloc64(sizeof(gs_val)*(sqlite3_uint64)(argc + pIr->nReg + 1));
    if( aArg==0 ){ sqlite3_result_error_nomem(ctx); return; }
    aReg = aArg + argc;
  }
  for(i=1; i<argc; i++) aArg[i-1] = gp_value_in(argv[i]);
  db = sqlite3_context_db_handle(ctx);
  gs_ctx_init(&c, sqlite3_limit(db, SQLITE_LIMIT_LENGTH, -1));
  gs_ctx_set_like_max(&c, sqlite3_limit(db, SQLITE_LIMIT_LIKE_PATTERN_LENGTH, -1));
  c.cache = gp_udf_row_cache((gp_conn*)sqlite3_user_data(ctx));
  ri.db = db;
  ri.bInit = 0;
  c.xStop = gp_row_intr_stop;
  c.pStop = &ri;
  rc = vm_run_row(pIr, &c, aArg, aReg, &res);
  if( rc==GS_OK ){
    gp_result_take(ctx, res);
  }else{
    gp_result_gs_error(ctx, rc, c.zerr);
  }
  /* (Only a row that ran long enough to poll has an interrupt to end.) */
  if( ri.bInit && gp_row_intr_end(&ri) && rc!=GS_OK ) sqlite3_result_error_code(ctx, SQLITE_INTERRUPT);
  gp_stat_row(c.n_alloc, c.n_free, c.n_refops);
  if( aArg!=aArgStack ) sqlite3_free(aArg);
}
