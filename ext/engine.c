/*
** engine.c - picks the engine for each batch and keeps the books.
**
**   SELECT gpu_config('backend', 'auto');   -- the GPU when it pays, else CPU
**   SELECT gpu_config('backend', 'gpu');    -- the GPU, or an error
**   SELECT gpu_config('backend', 'cpu');    -- never touches CUDA
**
** Under auto, a batch goes to the GPU when there is one, the batch has at
** least gpu_min_rows rows, and the program's kernel is compiled; the first
** such batch starts the compile in a background thread and runs on the CPU
** engine, so no query waits for NVRTC.  A GPU failure under auto is a
** counted CPU fallback (gpu_stats().cpu_fallbacks); under gpu it is the
** statement's error.  A GPU batch in which some row raised an SQL error is
** run again on the CPU engine, the reference, for SQLite's own error.
**
** gpu_udf (udf_window.c) and gpu_map (map_vtab.c) run their batches here;
** gpu_udf_row runs single rows on the CPU engine directly.
*/
#include "gpustr_int.h"
#include "engine.h"
#include "gpu_exec.h"
#include <pthread.h>
#include <string.h>

/* What each CPU worker keeps of the strings it freed, when the caller has
** no caches of its own. */
#define GP_ENGINE_CACHE_BYTES (1<<20)

static void gp_engine_stats(const vm_stats *st){
  gp_stat_add(GP_STAT_STRINGS_ALLOCATED, st->nAlloc);
  gp_stat_add(GP_STAT_STRINGS_FREED, st->nFree);
  gp_stat_add(GP_STAT_REFCOUNT_OPS, st->nRefOps);
}

static int gp_engine_cpu(const gp_config *cfg, gp_prog *p, gp_batch *pIn, vm_batch *b,
                         gs_cache *aCache, sqlite3_int64 maxLen, char **pzErr, int *piErrRow){
  vm_stats st = {0, 0, 0};
  const char *zErr = 0;
  int iErrRow = -1, rc;
  sqlite3_int64 t0 = gp_now_ns();
  gs_cache aLocal[VM_MAX_THREADS], *aUse = aCache;
  /* One worker where SQLite is single-threaded (config.c): the workers
  ** allocate through SQLite, unguarded there. */
  int nThread = gp_single_thread() ? 1 : cfg->threads;
  /* Room for results twice the size of the input, and 16 bytes a row: the
  ** rest stay owned strings. */
  int64_t nPack = 2*pIn->nByte + 16*(int64_t)b->nRow;
  if( pIn->nResAlloc<nPack ){
    unsigned char *a = (unsigned char*)sqlite3_realloc64(pIn->aRes, (sqlite3_uint64)nPack);
    if( a ){
      pIn->aRes = a;
      pIn->nResAlloc = nPack;
    }
  }
  b->aPack = pIn->aRes;
  b->nPack = pIn->nResAlloc;
  if( aCache==0 ){
    /* Caches for this batch alone: a worker's strings, packed and freed
    ** row after row, are then made again from what it freed, and the
    ** workers do not meet in SQLite's allocator (one mutex for the
    ** process) for each of them. */
    int i, n = nThread<VM_MAX_THREADS ? nThread : VM_MAX_THREADS;
    memset(aLocal, 0, sizeof(gs_cache)*(size_t)n);
    for(i=0; i<n; i++) aLocal[i].nMax = GP_ENGINE_CACHE_BYTES;
    aUse = aLocal;
  }
  rc = vm_run_batch_cached(p->pIr, b, nThread, maxLen, aUse, &st, &zErr, &iErrRow);
  gp_stat_add(GP_STAT_NS_KERNEL, gp_now_ns() - t0);
  gp_stat_add(GP_STAT_CPU_BATCHES, 1);
  if( rc!=GS_OK ){
    vm_release_cached(b->aOut, 0, b->nRow, aUse, &st);
    if( rc!=GS_NOMEM ) *pzErr = sqlite3_mprintf("%s", zErr ? zErr : "runtime error");
    *piErrRow = iErrRow;
  }
  if( aUse==aLocal ){
    int i;
    for(i=0; i<nThread && i<VM_MAX_THREADS; i++) gs_cache_clear(&aLocal[i]);
  }
  gp_engine_stats(&st);
  return rc;
}

/* 1: run this batch on the GPU; 0: on the CPU engine; -1: error (*pzErr). */
/* p->pKernel is made once, under this mutex: gpu_map computes on a
** thread of its own while the statement's thread may run the same program. */
static pthread_mutex_t gp_engine_mutex = PTHREAD_MUTEX_INITIALIZER;

static int gp_engine_pick_gpu(const gp_config *cfg, gp_prog *p, int nRow, char **pzErr){
  const char *zWhy = 0;
  int backend = gp_backend_resolve(cfg, &zWhy);
  int bGpu = cfg->backend==GP_BACKEND_GPU;
  int rc;
  if( backend<0 ){
    *pzErr = sqlite3_mprintf("backend is gpu, but the GPU cannot be used: %s", zWhy);
    return -1;
  }
  if( backend!=GP_BACKEND_GPU ) return 0;
  if( !bGpu && nRow<cfg->gpu_min_rows ) return 0;
  pthread_mutex_lock(&gp_engine_mutex);
  if( p->pKernel==0 ) p->pKernel = gpu_kernel_new(p->pIr, p->zSrc);
  pthread_mutex_unlock(&gp_engine_mutex);
  if( p->pKernel==0 ) return bGpu ? -1 : 0;
  rc = gpu_kernel_ready(p->pKernel, cfg->cache_dir, bGpu ? GPU_WAIT_IMAGE : GPU_WAIT_NO,
                        cfg->gpu_quick, pzErr);
  if( rc<0 && !bGpu ){
    /* auto: the program stays on the CPU engine. */
    sqlite3_free(*pzErr);
    *pzErr = 0;
    gp_stat_add(GP_STAT_CPU_FALLBACKS, 1);
    return 0;
  }
  return rc;
}

int gp_engine_run(const gp_config *cfg, gp_prog *p, gp_batch *pIn, vm_batch *b,
                  gs_cache *aCache, sqlite3_int64 maxLen, char **pzErr, int *piErrRow){
  int use, rc = GS_OK;
  *pzErr = 0;
  *piErrRow = -1;
  gp_stat_add(GP_STAT_BATCHES, 1);
  gp_stat_add(GP_STAT_ROWS, b->nRow);
  use = gp_engine_pick_gpu(cfg, p, b->nRow, pzErr);
  if( use<0 ){
    if( *pzErr==0 ) return GS_NOMEM;
    return GS_ERROR;
  }
  if( use ){
    vm_stats st = {0, 0, 0};
    int bRowError = 0;
    /* The interrupt is looked at before the batch, and while its kernel
    ** runs (gpu_exec.c: not waited for once seen). */
    if( b->pIntr && (b->bPoll ? gp_intr_poll(b->pIntr) : gp_intr_stopped(b->pIntr)) ){
      *pzErr = sqlite3_mprintf("interrupted");
      return *pzErr ? GS_ERROR : GS_NOMEM;
    }
    rc = gpu_run_batch(p->pKernel, p->pIr, pIn, b, maxLen, cfg->gpu_room, cfg->gpu_chunk_rows,
                       &st, &bRowError, pzErr);
    gp_engine_stats(&st);
    if( rc==SQLITE_OK && st.nAlloc!=st.nFree ){
      /* Checked after every batch: the kernel's own decrefs must free
      ** every string it made, as the CPU engine's do. */
      *pzErr = sqlite3_mprintf("the GPU batch freed %lld of the %lld strings it made",
                               (long long)st.nFree, (long long)st.nAlloc);
      rc = SQLITE_ERROR;
    }
    if( rc==SQLITE_OK ){
      gp_stat_add(GP_STAT_GPU_BATCHES, 1);
      b->bTermed = 0;      /* (the device's results have no markers) */
      return GS_OK;
    }
    if( rc==SQLITE_INTERRUPT ) return *pzErr ? GS_ERROR : GS_NOMEM;
    if( !bRowError ){
      if( cfg->backend==GP_BACKEND_GPU ){
        if( rc==SQLITE_NOMEM ){
          sqlite3_free(*pzErr);
          *pzErr = 0;
          return GS_NOMEM;
        }
        return GS_ERROR;
      }
      gp_stat_add(GP_STAT_CPU_FALLBACKS, 1);
    }
    /* A row error (for SQLite's own message) or auto's fallback. */
    sqlite3_free(*pzErr);
    *pzErr = 0;
  }
  return gp_engine_cpu(cfg, p, pIn, b, aCache, maxLen, pzErr, piErrRow);
}

/* ---- where a row's error happened ------------------------------------------ */

/* The first n bytes of z, or fewer, ending between characters. */
static int64_t gp_err_cut(const unsigned char *z, int64_t n, int nMax){
  int64_t k = n;
  if( k<=nMax ) return k;
  k = nMax;
  while( k>0 && (z[k] & 0xc0)==0x80 ) k--;
  return k;
}

static void gp_err_quoted(sqlite3_str *s, const unsigned char *z, int64_t n, int nMax){
  int64_t k = gp_err_cut(z, n, nMax), i, i0 = 0;
  sqlite3_str_appendchar(s, 1, '\'');
  for(i=0; i<k; i++){
    if( z[i]=='\'' || z[i]==0 ){
      sqlite3_str_append(s, (const char*)z+i0, (int)(i-i0));
      sqlite3_str_appendall(s, z[i] ? "''" : "\\0");
      i0 = i+1;
    }
  }
  sqlite3_str_append(s, (const char*)z+i0, (int)(k-i0));
  sqlite3_str_appendall(s, k<n ? "...'" : "'");
}

void gp_err_where_val(sqlite3_str *s, gs_val v, int nMax){
  switch( v.type ){
    case GS_NULL: sqlite3_str_appendall(s, "NULL"); break;
    case GS_INT:  sqlite3_str_appendf(s, "%lld", (long long)v.u.i); break;
    case GS_REAL: sqlite3_str_appendf(s, "%!.15g", v.u.r); break;
    default:      gp_err_quoted(s, v.s.z, v.s.n, nMax); break;
  }
}

void gp_err_program(sqlite3_str *s, const gp_prog *p){
  sqlite3_str_appendall(s, "; program ");
  gp_err_quoted(s, (const unsigned char*)p->zSrc, p->nSrc, 60);
}
