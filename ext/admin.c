/*
** admin.c - the SQL functions that describe and steer the extension:
**
**   SELECT gpustr_version();                 -- the version: configure.ac's AC_INIT
**   SELECT gpu_info();                       -- JSON: build, driver, NVRTC, device, backend and why
**   SELECT gpu_config('threads');            -- read a knob of this connection
**   SELECT gpu_config('backend', 'cpu');     -- set one (returns the new value)
**   SELECT gpu_stats();  SELECT gpu_stats('reset');
**   SELECT gpu_explain('s -> upper(s)||s', 'ir');   -- the compiler's view
**
** The knobs themselves live in config.c, the counters in stats.c and the CUDA
** probe in cuda_api.c; this file only turns them into SQL values.
*/
#include "config.h"
#include "gpustr_int.h"
#include "bulk.h"
#include "ir.h"
#include "emit_cuda.h"
#include "cuda_api.h"
#include "gpu_exec.h"
#include "sqlfn.h"
#include <string.h>

/* The version is written in one place, configure.ac's AC_INIT, which
** config.h gives as PACKAGE_VERSION; test/load.test holds gpustr_version()
** to the version configure was given (GPUSTR_VERSION from make check). */
#ifndef PACKAGE_VERSION
# error "config.h must define PACKAGE_VERSION (configure.ac's AC_INIT)"
#endif
#define GPUSTR_VERSION PACKAGE_VERSION

/* Append z as a JSON string literal (or null). */
static void gp_json_string(sqlite3_str *s, const char *z){
  if( z==0 ){ sqlite3_str_appendall(s, "null"); return; }
  sqlite3_str_appendchar(s, 1, '"');
  for(; *z; z++){
    unsigned char c = (unsigned char)*z;
    if( c=='"' || c=='\\' ) sqlite3_str_appendf(s, "\\%c", c);
    else if( c<0x20 ) sqlite3_str_appendf(s, "\\u%04x", c);
    else sqlite3_str_appendchar(s, 1, (char)c);
  }
  sqlite3_str_appendchar(s, 1, '"');
}

static void gp_result_str(sqlite3_context *ctx, sqlite3_str *s){
  int rc = sqlite3_str_errcode(s);
  char *z = sqlite3_str_finish(s);
  if( rc!=SQLITE_OK || z==0 ){ sqlite3_free(z); sqlite3_result_error_nomem(ctx); return; }
  sqlite3_result_text(ctx, z, -1, sqlite3_free);
}

void gp_version_func(sqlite3_context *ctx, int argc, sqlite3_value **argv){
  (void)argc; (void)argv;
  sqlite3_result_text(ctx, GPUSTR_VERSION, -1, SQLITE_STATIC);
}

void gp_info_func(sqlite3_context *ctx, int argc, sqlite3_value **argv){
  gp_conn *conn = (gp_conn*)sqlite3_user_data(ctx);
  const gp_cuda_info *p = gp_cuda_probe();
  const char *zWhy = 0;
  int backend = gp_backend_resolve(&conn->cfg, &zWhy);
  sqlite3_str *s = sqlite3_str_new(0);
  (void)argc; (void)argv;
  sqlite3_str_appendf(s, "{\"version\":\"%s\",\"build\":{\"cuda\":%s,\"cuda_dir\":",
                      GPUSTR_VERSION, p->built_with_cuda ? "true" : "false");
#ifdef GPUSTR_CUDA_DIR
  gp_json_string(s, GPUSTR_CUDA_DIR);
#else
  gp_json_string(s, 0);
#endif
  sqlite3_str_appendf(s, "},\"driver\":{\"found\":%s,\"version\":", p->driver_found ? "true" : "false");
  if( p->driver_found ){
    sqlite3_str_appendf(s, "\"%d.%d\",\"path\":", p->driver_version/1000, (p->driver_version%1000)/10);
    gp_json_string(s, p->driver_path);
    /* Found, but with no device: why says so. */
    sqlite3_str_appendall(s, ",\"why\":");
    gp_json_string(s, p->driver_why[0] ? p->driver_why : 0);
  }else{
    sqlite3_str_appendall(s, "null,\"path\":null,\"why\":");
    gp_json_string(s, p->driver_why);
  }
  sqlite3_str_appendf(s, "},\"nvrtc\":{\"found\":%s,\"version\":", p->nvrtc_found ? "true" : "false");
  if( p->nvrtc_found ){
    sqlite3_str_appendf(s, "\"%d.%d\",\"path\":", p->nvrtc_major, p->nvrtc_minor);
    gp_json_string(s, p->nvrtc_path);
    sqlite3_str_appendall(s, ",\"why\":null");
  }else{
    sqlite3_str_appendall(s, "null,\"path\":null,\"why\":");
    gp_json_string(s, p->nvrtc_why);
  }
  sqlite3_str_appendf(s, "},\"nvjitlink\":{\"found\":%s,\"version\":", p->nvjitlink_found ? "true" : "false");
  if( p->nvjitlink_found ){
    sqlite3_str_appendf(s, "\"%d.%d\",\"path\":", p->nvjitlink_major, p->nvjitlink_minor);
    gp_json_string(s, p->nvjitlink_path);
    sqlite3_str_appendall(s, ",\"why\":null");
  }else{
    sqlite3_str_appendall(s, "null,\"path\":null,\"why\":");
    gp_json_string(s, p->nvjitlink_why);
  }
  sqlite3_str_appendall(s, "},\"device\":");
  if( p->device_count>0 ){
    sqlite3_str_appendall(s, "{\"name\":");
    gp_json_string(s, p->device_name);
    sqlite3_str_appendf(s, ",\"compute_capability\":\"%d.%d\",\"memory_bytes\":%lld,\"count\":%d}",
                        p->cc_major, p->cc_minor, (long long)p->device_mem, p->device_count);
  }else{
    sqlite3_str_appendall(s, "null");
  }
  sqlite3_str_appendall(s, ",\"backend_setting\":");
  gp_json_string(s, gp_backend_name(conn->cfg.backend));
  sqlite3_str_appendall(s, ",\"backend\":");
  gp_json_string(s, backend<0 ? "none" : gp_backend_name(backend));
  sqlite3_str_appendall(s, ",\"why\":");
  gp_json_string(s, zWhy);
  /* The threads the CPU engine uses: one where SQLite is single-threaded
  ** (config.c), and threads_why says why; else the setting. */
  sqlite3_str_appendf(s, ",\"threads\":%d,\"threads_why\":", gp_single_thread() ? 1 : conn->cfg.threads);
  gp_json_string(s, gp_single_thread_why());
  sqlite3_str_appendall(s, "}");
  gp_result_str(ctx, s);
}

void gp_config_func(sqlite3_context *ctx, int argc, sqlite3_value **argv){
  gp_conn *conn = (gp_conn*)sqlite3_user_data(ctx);
  const char *zName = (const char*)sqlite3_value_text(argv[0]);
  if( zName && (int)strlen(zName)!=sqlite3_value_bytes(argv[0]) ){
    /* 'threads\0x' is not threads */
    gp_result_errorf(ctx, "gpu_config: the setting's name (argument 1) contains a NUL byte "
                     "(byte %d of %d)", (int)strlen(zName) + 1, sqlite3_value_bytes(argv[0]));
    return;
  }
  if( argc==2 ){
    char *zErr = 0;
    int rc;
    if( !gp_setter_allowed(ctx, "gpu_config") ) return;
    rc = gp_config_set(&conn->cfg, zName, argv[1], &zErr);
    if( rc!=SQLITE_OK ){
      if( rc==SQLITE_NOMEM || zErr==0 ){
        sqlite3_result_error_nomem(ctx);
      }else{
        gp_result_errorf(ctx, "gpu_config: %s", zErr);
      }
      sqlite3_free(zErr);
      return;
    }
  }
  gp_config_get(ctx, &conn->cfg, zName);
}

void gp_stats_func(sqlite3_context *ctx, int argc, sqlite3_value **argv){
  char *z;
  if( argc==1 ){
    const char *zArg = (const char*)sqlite3_value_text(argv[0]);
    if( zArg==0 || sqlite3_stricmp(zArg, "reset")!=0
     || (int)strlen(zArg)!=sqlite3_value_bytes(argv[0]) ){
      sqlite3_result_error(ctx, "gpu_stats: the only argument accepted is 'reset'", -1);
      return;
    }
    if( !gp_setter_allowed(ctx, "gpu_stats") ) return;
    gp_stats_reset();
  }
  z = gp_stats_json();
  if( z==0 ){ sqlite3_result_error_nomem(ctx); return; }
  sqlite3_result_text(ctx, z, -1, sqlite3_free);
}

/* gpu_explain(expr [, what]): the compiler's view of a program.  'ast' is
** the typed tree; 'ir' the IR before and after refcount pruning, with the
** counts of instructions and refcount operations; 'cuda' the kernel source
** the GPU engine compiles; 'ptx' what NVRTC makes of it, for the device's
** own architecture (sm_90 where there is no device); 'resources' what
** the compiled kernel costs the device, as JSON (gp_explain_resources);
** 'quick' the same for its quick image; 'join' and 'join_resources' the
** same two for its gpu_join kernel (join_vtab.c).  A third argument
** compiles the program for that many SQL arguments (default: as many as
** it names). */
/* 0 when out of memory (a listing with a part missing would be wrong). */
static char *gp_explain_ir(ir_program *pIr){
  sqlite3_str *s = sqlite3_str_new(0);
  char *zList = ir_dump(pIr);
  char *z;
  int bOk = zList!=0;
  sqlite3_str_appendf(s, "-- IR as lowered: %d instructions, %d refcount operations\n%s",
                      pIr->nIns, ir_count_refops(pIr), zList ? zList : "");
  sqlite3_free(zList);
  zList = 0;
  if( bOk && ir_refprune(pIr)==SQLITE_OK ) zList = ir_dump(pIr);
  bOk = zList!=0;
  sqlite3_str_appendf(s, "-- IR after refcount pruning: %d instructions, %d refcount operations\n%s",
                      pIr->nIns, ir_count_refops(pIr), zList ? zList : "");
  sqlite3_free(zList);
  z = sqlite3_str_finish(s);
  if( !bOk ){
    sqlite3_free(z);
    z = 0;
  }
  return z;
}

/* 'resources': compile p's kernel through the kernel cache (for the
** device's architecture, sm_90 where there is none) and say what it costs
** the device (gpu_exec.h's gpu_kernel_resources). */
static char *gp_explain_resources(gp_conn *conn, const ir_program *pIr, const char *zSrc,
                                  int bQuick, int bJoin, char **pzErr){
  gpu_kernel *k = bJoin ? gpu_kernel_new_join(pIr, zSrc) : gpu_kernel_new(pIr, zSrc);
  char *z = 0;
  if( k==0 ) return 0;
  if( bQuick ){
    z = gpu_kernel_quick_resources(k, conn->cfg.cache_dir, pzErr);
  }else if( gpu_kernel_ready(k, conn->cfg.cache_dir, GPU_WAIT_FINAL, 0, pzErr)==1 ){
    z = gpu_kernel_resources(k);
  }
  gpu_kernel_unref(k);
  return z;
}

void gp_explain_func(sqlite3_context *ctx, int argc, sqlite3_value **argv){
  static const char *const azWhat[] = { "ast", "ir", "cuda", "ptx", "resources", "quick",
                                        "join", "join_resources", "bulk" };
  const char *zSrc = (const char*)sqlite3_value_text(argv[0]);
  const char *zWhat = argc>1 ? (const char*)sqlite3_value_text(argv[1]) : "ir";
  fe_program *pAst = 0;
  ir_program *pIr = 0;
  char *zErr = 0, *z = 0;
  int rc, eWhat, nArg;
  for(eWhat=0; eWhat<9 && (zWhat==0 || sqlite3_stricmp(zWhat, azWhat[eWhat])!=0); eWhat++){}
  if( argc>1 && zWhat && (int)strlen(zWhat)!=sqlite3_value_bytes(argv[1]) ) eWhat = 9;
  if( eWhat==9 ){
    sqlite3_result_error(ctx, "gpu_explain: the second argument must be one of ast, ir, cuda, ptx, "
                         "resources, quick, join, join_resources, bulk", -1);
    return;
  }
  if( zSrc==0 ){
    if( sqlite3_value_type(argv[0])==SQLITE_NULL ){
      sqlite3_result_error(ctx, "gpu_explain: the program (argument 1) is NULL", -1);
    }else{
      sqlite3_result_error_nomem(ctx);
    }
    return;
  }
  if( (int)strlen(zSrc)!=sqlite3_value_bytes(argv[0]) ){
    gp_result_errorf(ctx, "gpu_explain: the program text contains a NUL byte (byte %d of %d)",
                     (int)strlen(zSrc) + 1, sqlite3_value_bytes(argv[0]));
    return;
  }
  if( eWhat==8 ){
    /* gpu_explain(sql, 'bulk'): whether gpu_map reads the query on worker
    ** threads (bulk.c), and if not why. */
    gp_conn *conn = (gp_conn*)sqlite3_user_data(ctx);
    z = gp_bulk_explain(sqlite3_context_db_handle(ctx), zSrc, conn->cfg.bulk_min_rows, conn->cfg.bulk_pages);
    if( z==0 ){
      sqlite3_result_error_nomem(ctx);
    }else{
      sqlite3_result_text(ctx, z, -1, sqlite3_free);
    }
    return;
  }
  nArg = argc>2 ? sqlite3_value_int(argv[2]) : FE_NARG_INFER;
  if( argc>2 && (nArg<0 || nArg>127) ){
    sqlite3_result_error(ctx, "gpu_explain: the argument count (argument 3) must be 0 to 127", -1);
    return;
  }
  rc = fe_compile(zSrc, nArg, &pAst, &zErr);
  if( rc!=SQLITE_OK ) goto explain_error;
  if( eWhat==0 ){
    z = fe_dump_ast(pAst);
    fe_free(pAst);
    goto explain_done;
  }
  rc = ir_lower(pAst, &pIr);
  if( rc!=SQLITE_OK ) goto explain_error;
  if( eWhat==1 ){
    z = gp_explain_ir(pIr);
  }else if( ir_refprune(pIr)!=SQLITE_OK ){
    ir_free(pIr);
    rc = SQLITE_NOMEM;
    goto explain_error;
  }else if( eWhat==6 ){
    z = emit_cuda_join(pIr, zSrc, "gs_main", 1);
  }else if( eWhat>=4 ){
    z = gp_explain_resources((gp_conn*)sqlite3_user_data(ctx), pIr, zSrc, eWhat==5, eWhat==7, &zErr);
    if( z==0 && zErr ){
      ir_free(pIr);
      rc = SQLITE_ERROR;
      goto explain_error;
    }
  }else{
    z = emit_cuda(pIr, zSrc, "gs_main", 1);
    if( z && eWhat==3 ){
      const gp_cuda_info *p = gp_cuda_probe();
      void *pPtx = 0;
      size_t nPtx = 0;
      rc = cu_nvrtc_compile(z, p->device_count>0 ? p->cc_major*10 + p->cc_minor : 90, CU_OUT_PTX,
                            &pPtx, &nPtx, 0, &zErr);
      sqlite3_free(z);
      z = (char*)pPtx;
      if( rc!=SQLITE_OK ){
        ir_free(pIr);
        goto explain_error;
      }
    }
  }
  ir_free(pIr);
explain_done:
  if( z==0 ){ sqlite3_result_error_nomem(ctx); return; }
  sqlite3_result_text(ctx, z, -1, sqlite3_free);
  return;
explain_error:
  if( rc==SQLITE_NOMEM ){
    sqlite3_result_error_nomem(ctx);
  }else{
    if( zErr ) gp_result_errorf(ctx, "gpu_explain: %s", zErr);
    else sqlite3_result_error_nomem(ctx);
  }
  sqlite3_free(zErr);
}

#ifdef GPUSTR_DEBUG_ALLOC
/* gpu_debug_alloc(n [, persist]) (debug builds only, alloc_fault.c): the
** n-th host allocation from now fails (and, with persist, every later one);
** n = 0 disarms.  Returns how many allocations failed since the previous
** call armed it; gpu_debug_alloc() returns how many were counted. */
void gp_debug_alloc_func(sqlite3_context *ctx, int argc, sqlite3_value **argv){
  sqlite3_int64 nFailed = gp_fault_failed_count();
  if( argc==0 ){
    sqlite3_result_int64(ctx, gp_fault_seen_count());
    return;
  }
  if( !gp_setter_allowed(ctx, "gpu_debug_alloc") ) return;
  gp_fault_arm(sqlite3_value_int64(argv[0]), argc>1 && sqlite3_value_int(argv[1]));
  sqlite3_result_int64(ctx, nFailed);
}

/* gpu_debug_fault(n) (debug builds only): the next n kernel launches on the
** GPU fault on the device, as a kernel with a bug would (gpu_exec.c);
** test/gpu.test checks the engine's recovery.  Returns n. */
void gp_debug_fault_func(sqlite3_context *ctx, int argc, sqlite3_value **argv){
  (void)argc;
  if( !gp_setter_allowed(ctx, "gpu_debug_fault") ) return;
  gpu_debug_fault(sqlite3_value_int(argv[0]));
  sqlite3_result_int(ctx, sqlite3_value_int(argv[0]));
}

/* gpu_debug_device_memory(n) (debug builds only): the GPU engine's device
** buffers fail as out of memory beyond n bytes in all (0: no limit), so a
** batch splits as on a full device (gpu_exec.c, test/gpu.test).  Returns n. */
void gp_debug_device_memory_func(sqlite3_context *ctx, int argc, sqlite3_value **argv){
  (void)argc;
  if( !gp_setter_allowed(ctx, "gpu_debug_device_memory") ) return;
  gpu_debug_device_memory(sqlite3_value_int64(argv[0]));
  sqlite3_result_int64(ctx, sqlite3_value_int64(argv[0]));
}
#endif
