/*
** gpu_exec.c - the GPU engine: compiles a program's kernel (emit_cuda.c,
** then NVRTC through the kernel cache, kcache.c) and runs batches on the
** device, one thread per row.
**
**   SELECT gpu_config('backend', 'gpu');
**   SELECT gpu_udf('upper(s)||s', s) OVER (ROWS BETWEEN UNBOUNDED PRECEDING
**                                          AND UNBOUNDED FOLLOWING) FROM t;
**
** In DESIGN.md's flow this is the second engine.  One batch:
**
**   1. its columns (types, numbers/offsets, lengths per argument, and the
**      string bytes; ext/batch.h) are packed into pinned host memory and
**      copied to the device in one asynchronous copy on the engine's stream;
**   2. the kernel runs (runtime/gs_kernel.h): each row's new strings come
**      from an arena the host sized for the batch, and its result goes to
**      per-row arrays plus an output byte buffer at atomically reserved
**      space;
**   3. the per-row arrays, counters and used output bytes come back; rows
**      that ran out of arena or output room (out_rc) run again, through
**      row_idx, with four times the room: never truncated.
**
** Rows that raise an SQL error are reported to the caller, which runs the
** batch on the CPU engine for SQLite's exact error.  Any CUDA failure is an
** error for the caller (a SQL error, or a CPU fallback under backend=auto);
** after one the context is reset, since a kernel fault leaves it unusable,
** and every module is loaded again into the new one.
**
** One device (device 0), its primary context, one stream; batches from
** different connections take turns (gd.mu).  Kernels compile in a thread
** of their own when asked to (backend=auto), so no query waits for NVRTC.
*/
#include "config.h"
#include "gpustr_int.h"
#include "gpu_exec.h"
#include "cuda_api.h"
#include "emit_cuda.h"
#include "kcache.h"
#include "gs_runtime.h"
#include <pthread.h>
#include <stdio.h>
#include <string.h>

enum { GK_IDLE, GK_COMPILING, GK_READY, GK_FAILED };

struct gpu_kernel {
  pthread_mutex_t mu;
  pthread_cond_t cv;
  int nRef;
  int eState;              /* GK_* */
  char *zCuda;             /* the kernel's source */
  char *zErr;              /* GK_FAILED: why */
  kc_image *pImg;          /* GK_READY: the CUBIN */
  /* The module, loaded under gd.mu into context generation gen. */
  void *pMod;              /* CUmodule */
  void *pFn;               /* CUfunction */
  unsigned gen;
};

gpu_kernel *gpu_kernel_new(const ir_program *p, const char *zSrc){
  gpu_kernel *k = (gpu_kernel*)sqlite3_malloc64(sizeof(*k));
  if( k==0 ) return 0;
  memset(k, 0, sizeof(*k));
  k->zCuda = emit_cuda(p, zSrc, "gs_main", 1);
  if( k->zCuda==0 ){
    sqlite3_free(k);
    return 0;
  }
  pthread_mutex_init(&k->mu, 0);
  pthread_cond_init(&k->cv, 0);
  k->nRef = 1;
  k->eState = GK_IDLE;
  return k;
}

#ifdef GPUSTR_HAVE_CUDA

/* ---- the device ---------------------------------------------------------- */

/* A device buffer and its pinned host twin, grown as batches need. */
typedef struct gd_buf {
  CUdeviceptr d;
  void *h;                 /* pinned; 0 for device-only buffers */
  size_t n;
} gd_buf;

static struct {
  pthread_mutex_t mu;      /* held for a whole batch, and for module loads */
  int bReady;
  CUdevice dev;
  CUcontext ctx;
  CUstream stream;
  unsigned gen;            /* bumped at each context reset */
  gd_buf in, out, bytes, arena;
} gd = { PTHREAD_MUTEX_INITIALIZER, 0, 0, 0, 0, 0, {0,0,0}, {0,0,0}, {0,0,0}, {0,0,0} };

#ifdef GPUSTR_DEBUG_ALLOC
static int gd_debug_faults;    /* launches still to fault (gpu_debug_fault) */
void gpu_debug_fault(int n){ __atomic_store_n(&gd_debug_faults, n, __ATOMIC_SEQ_CST); }
#endif

/* Set *pzErr for a failed call (zCall as cu_api names it: "xMemAlloc" is
** cuMemAlloc); returns SQLITE_ERROR. */
static int gd_fail(const char *zCall, CUresult rc, char **pzErr){
  if( *pzErr==0 ){
    char zName[64];
    snprintf(zName, sizeof zName, "cu%s", zCall[0]=='x' ? zCall+1 : zCall);
    *pzErr = cu_error_text(zName, rc);
  }
  return SQLITE_ERROR;
}

#define GD_CHECK(call, args) do{                                      \
  CUresult rc_ = api->call args;                                      \
  if( rc_!=CUDA_SUCCESS ) return gd_fail(#call, rc_, pzErr);      \
}while(0)

static void gd_buf_free(const cu_api *api, gd_buf *b){
  if( b->d ) api->xMemFree(b->d);
  if( b->h ) api->xMemFreeHost(b->h);
  memset(b, 0, sizeof(*b));
}

/* Make b hold at least n bytes (pinned twin too when bHost). */
static int gd_buf_reserve(const cu_api *api, gd_buf *b, size_t n, int bHost, char **pzErr){
  size_t nNew;
  if( b->n>=n && (b->h || !bHost) ) return SQLITE_OK;
  nNew = b->n*2 > n ? b->n*2 : n;
  gd_buf_free(api, b);
  GD_CHECK(xMemAlloc, (&b->d, nNew));
  if( bHost ){
    CUresult rc = api->xMemAllocHost(&b->h, nNew);
    if( rc!=CUDA_SUCCESS ){
      api->xMemFree(b->d);
      memset(b, 0, sizeof(*b));
      return gd_fail("xMemAllocHost", rc, pzErr);
    }
  }
  b->n = nNew;
  return SQLITE_OK;
}

/* Start CUDA: device 0's primary context and a stream.  Under gd.mu. */
static int gd_init(char **pzErr){
  const cu_api *api = cu_driver();
  if( gd.bReady ) return SQLITE_OK;
  if( api==0 ){
    *pzErr = sqlite3_mprintf("no usable GPU: %s", gp_cuda_probe()->driver_why);
    return SQLITE_ERROR;
  }
  GD_CHECK(xDeviceGet, (&gd.dev, 0));
  GD_CHECK(xDevicePrimaryCtxRetain, (&gd.ctx, gd.dev));
  GD_CHECK(xCtxSetCurrent, (gd.ctx));
  GD_CHECK(xStreamCreate, (&gd.stream, CU_STREAM_NON_BLOCKING));
  gd.bReady = 1;
  return SQLITE_OK;
}

/* After a failure that may have left the context unusable (a kernel
** fault): drop every buffer, reset the context, start again.  Modules of
** the old generation are loaded again on their next use. */
static void gd_reset(void){
  const cu_api *api = cu_driver();
  char *zErr = 0;
  if( api==0 || !gd.bReady ) return;
  gd_buf_free(api, &gd.in);
  gd_buf_free(api, &gd.out);
  gd_buf_free(api, &gd.bytes);
  gd_buf_free(api, &gd.arena);
  api->xStreamDestroy(gd.stream);
  api->xDevicePrimaryCtxRelease(gd.dev);
  api->xDevicePrimaryCtxReset(gd.dev);
  gd.bReady = 0;
  gd.gen++;
  gd_init(&zErr);
  sqlite3_free(zErr);
}

/* ---- compiling ------------------------------------------------------------ */

/* The device's architecture, e.g. 90. */
static int gd_arch(void){
  const gp_cuda_info *p = gp_cuda_probe();
  return p->cc_major*10 + p->cc_minor;
}

/* NVRTC through the kernel cache: the CUBIN of k for this device. */
static int gk_compile(gpu_kernel *k, const char *zCacheDir, kc_image **ppImg, char **pzErr){
  const gp_cuda_info *p = gp_cuda_probe();
  kc_key_input in;
  char zKey[KC_KEY_SIZE], zArch[CU_ARCH_OPTION_SIZE];
  const char *azOpt[CU_MAX_OPTIONS];
  int arch = gd_arch(), where = KC_MISS, rc;
  sqlite3_int64 t0 = gp_now_ns();
  memset(&in, 0, sizeof in);
  in.zSrc = k->zCuda;
  in.nHdr = gp_rt_nheader;
  in.azHdrSrc = gp_rt_header_text;
  in.azHdrName = gp_rt_header_name;
  in.nOpt = cu_nvrtc_options(arch, 0, zArch, azOpt);
  in.azOpt = azOpt;
  in.nvrtcMajor = p->nvrtc_major;
  in.nvrtcMinor = p->nvrtc_minor;
  in.arch = arch;
  kc_key(zKey, &in);
  rc = kc_lookup(zCacheDir, zKey, ppImg, &where);
  if( rc==SQLITE_OK && where==KC_MISS ){
    void *pCubin = 0;
    size_t nCubin = 0;
    rc = cu_nvrtc_compile(k->zCuda, arch, 0, &pCubin, &nCubin, pzErr);
    if( rc==SQLITE_OK ){
      rc = kc_store(zCacheDir, zKey, pCubin, nCubin, ppImg);
      gp_stat_add(GP_STAT_KERNELS_COMPILED, 1);
    }
    sqlite3_free(pCubin);
  }
  gp_stat_add(GP_STAT_NS_COMPILE, gp_now_ns() - t0);
  if( rc==SQLITE_NOMEM && *pzErr==0 ) *pzErr = sqlite3_mprintf("out of memory");
  return rc;
}

/* Compile k and record the outcome; k->mu is not held. */
static void gk_compile_and_publish(gpu_kernel *k, const char *zCacheDir){
  kc_image *pImg = 0;
  char *zErr = 0;
  int rc = gk_compile(k, zCacheDir, &pImg, &zErr);
  pthread_mutex_lock(&k->mu);
  if( rc==SQLITE_OK ){
    k->pImg = pImg;
    k->eState = GK_READY;
    sqlite3_free(zErr);
  }else{
    k->zErr = zErr ? zErr : sqlite3_mprintf("cannot compile the kernel");
    k->eState = GK_FAILED;
  }
  pthread_cond_broadcast(&k->cv);
  pthread_mutex_unlock(&k->mu);
}

typedef struct gk_job {
  gpu_kernel *k;           /* holds a reference */
  char *zCacheDir;         /* a copy: the connection may change its own */
} gk_job;

static void *gk_compile_thread(void *pArg){
  gk_job *j = (gk_job*)pArg;
  gk_compile_and_publish(j->k, j->zCacheDir);
  gpu_kernel_unref(j->k);
  sqlite3_free(j->zCacheDir);
  sqlite3_free(j);
  return 0;
}

int gpu_kernel_ready(gpu_kernel *k, const char *zCacheDir, int bWait, char **pzErr){
  int eState;
  pthread_mutex_lock(&k->mu);
  if( k->eState==GK_IDLE ){
    gk_job *j = bWait ? 0 : (gk_job*)sqlite3_malloc64(sizeof(*j));
    pthread_t tid;
    pthread_attr_t attr;
    k->eState = GK_COMPILING;
    if( j ){
      j->k = k;
      j->zCacheDir = sqlite3_mprintf("%s", zCacheDir ? zCacheDir : "");
      k->nRef++;
      pthread_attr_init(&attr);
      pthread_attr_setdetachstate(&attr, PTHREAD_CREATE_DETACHED);
      if( j->zCacheDir==0 || pthread_create(&tid, &attr, gk_compile_thread, j)!=0 ){
        k->nRef--;
        sqlite3_free(j->zCacheDir);
        sqlite3_free(j);
        j = 0;
      }
      pthread_attr_destroy(&attr);
    }
    if( j==0 ){
      /* Asked to wait, or no thread to spare: compile here. */
      pthread_mutex_unlock(&k->mu);
      gk_compile_and_publish(k, zCacheDir ? zCacheDir : "");
      pthread_mutex_lock(&k->mu);
    }
  }
  while( bWait && k->eState==GK_COMPILING ) pthread_cond_wait(&k->cv, &k->mu);
  eState = k->eState;
  if( eState==GK_FAILED ) *pzErr = sqlite3_mprintf("%s", k->zErr);
  pthread_mutex_unlock(&k->mu);
  return eState==GK_READY ? 1 : eState==GK_FAILED ? -1 : 0;
}

/* Load k's module into the current context generation.  Under gd.mu. */
static int gk_load(const cu_api *api, gpu_kernel *k, char **pzErr){
  CUmodule mod;
  CUfunction fn;
  if( k->pMod && k->gen==gd.gen ) return SQLITE_OK;
  GD_CHECK(xModuleLoadData, (&mod, kc_image_data(k->pImg)));
  if( api->xModuleGetFunction(&fn, mod, "gs_main")!=CUDA_SUCCESS ){
    api->xModuleUnload(mod);
    *pzErr = sqlite3_mprintf("cuModuleGetFunction: the kernel has no gs_main");
    return SQLITE_ERROR;
  }
  k->pMod = (void*)mod;
  k->pFn = (void*)fn;
  k->gen = gd.gen;
  return SQLITE_OK;
}

void gpu_kernel_unref(gpu_kernel *k){
  int nRef;
  if( k==0 ) return;
  pthread_mutex_lock(&k->mu);
  nRef = --k->nRef;
  pthread_mutex_unlock(&k->mu);
  if( nRef>0 ) return;
  if( k->pMod ){
    const cu_api *api = cu_driver();
    pthread_mutex_lock(&gd.mu);
    if( api && gd.bReady && k->gen==gd.gen ){
      api->xCtxSetCurrent(gd.ctx);
      api->xModuleUnload((CUmodule)k->pMod);
    }
    pthread_mutex_unlock(&gd.mu);
  }
  kc_image_unref(k->pImg);
  sqlite3_free(k->zCuda);
  sqlite3_free(k->zErr);
  pthread_cond_destroy(&k->cv);
  pthread_mutex_destroy(&k->mu);
  sqlite3_free(k);
}

/* ---- one batch ------------------------------------------------------------ */

#define GD_ALIGN(n) (((n) + 15) & ~(size_t)15)

/* Where each array of a batch lies in the input and output buffers. */
typedef struct gd_layout {
  size_t oType, oNum, oLen;          /* of argument 0; argument i adds i*szCol */
  size_t szCol, oKcol, oBytes, oIdx, nIn;
  size_t oOutType, oOutRc, oOutNum, oOutLen, oCounters, nOut;
} gd_layout;

static void gd_plan(gd_layout *L, int nArg, size_t nRow, size_t nByte){
  L->oType = 0;
  L->oNum = GD_ALIGN(nRow);
  L->oLen = L->oNum + GD_ALIGN(nRow*8);
  L->szCol = L->oLen + GD_ALIGN(nRow*8);
  L->oKcol = L->szCol*(size_t)nArg;
  L->oBytes = L->oKcol + GD_ALIGN(sizeof(gs_kcol)*(size_t)(nArg ? nArg : 1));
  L->oIdx = L->oBytes + GD_ALIGN(nByte ? nByte : 1);
  L->nIn = L->oIdx + GD_ALIGN(nRow*4);
  L->oOutType = 0;
  L->oOutRc = GD_ALIGN(nRow);
  L->oOutNum = L->oOutRc + GD_ALIGN(nRow);
  L->oOutLen = L->oOutNum + GD_ALIGN(nRow*8);
  L->oCounters = L->oOutLen + GD_ALIGN(nRow*8);
  L->nOut = L->oCounters + 8*6;     /* out_used, arena_used, stats[4] */
}

/* Make room for nNeed bytes of results in pIn->aRes. */
static int gd_res_reserve(gp_batch *pIn, int64_t nNeed){
  if( nNeed>pIn->nResAlloc ){
    int64_t n = pIn->nResAlloc*2 > nNeed ? pIn->nResAlloc*2 : nNeed;
    unsigned char *a = (unsigned char*)sqlite3_realloc64(pIn->aRes, (sqlite3_uint64)n);
    if( a==0 ) return SQLITE_NOMEM;
    pIn->aRes = a;
    pIn->nResAlloc = n;
  }
  return SQLITE_OK;
}

static int gd_run_locked(const cu_api *api, gpu_kernel *k, gp_batch *pIn, vm_batch *b,
                         sqlite3_int64 maxLen, sqlite3_int64 room, vm_stats *pStats,
                         int *pbRowError, char **pzErr){
  gd_layout L;
  size_t nRow = (size_t)b->nRow, i;
  int nArg = pIn->nArg, a, nPass = 0, rc;
  unsigned char *h;
  int64_t nRes = 0;                    /* result bytes in pIn->aRes */
  size_t nLaunch = nRow;
  unsigned long long cap, arenaCap, stats[4] = {0, 0, 0, 0};
  sqlite3_int64 t0;
  gs_kargs ka;

  GD_CHECK(xCtxSetCurrent, (gd.ctx));
  if( (rc = gk_load(api, k, pzErr))!=SQLITE_OK ) return rc;
  gd_plan(&L, nArg, nRow, (size_t)pIn->nByte);
  if( (rc = gd_buf_reserve(api, &gd.in, L.nIn, 1, pzErr))!=SQLITE_OK ) return rc;
  if( (rc = gd_buf_reserve(api, &gd.out, L.nOut, 1, pzErr))!=SQLITE_OK ) return rc;

  /* 1. The batch's columns, packed, to the device. */
  t0 = gp_now_ns();
  h = (unsigned char*)gd.in.h;
  for(a=0; a<nArg; a++){
    const batch_col *c = &pIn->aCol[a];
    gs_kcol kc;
    size_t o = L.szCol*(size_t)a;
    memcpy(h + o + L.oType, c->aType, nRow);
    memcpy(h + o + L.oNum, c->aNum, nRow*8);
    memcpy(h + o + L.oLen, c->aLen, nRow*8);
    kc.type = (const unsigned char*)(uintptr_t)(gd.in.d + o + L.oType);
    kc.num = (const int64_t*)(uintptr_t)(gd.in.d + o + L.oNum);
    kc.len = (const int64_t*)(uintptr_t)(gd.in.d + o + L.oLen);
    memcpy(h + L.oKcol + sizeof(gs_kcol)*(size_t)a, &kc, sizeof kc);
  }
  if( pIn->nByte ) memcpy(h + L.oBytes, pIn->aByte, (size_t)pIn->nByte);
  GD_CHECK(xMemcpyHtoDAsync, (gd.in.d, h, L.oIdx, gd.stream));
  GD_CHECK(xStreamSynchronize, (gd.stream));
  gp_stat_add(GP_STAT_BYTES_TO_DEVICE, (int64_t)L.oIdx);
  gp_stat_add(GP_STAT_NS_TO_DEVICE, gp_now_ns() - t0);

  /* Room: what the rows read, twice, and 64 bytes a row, unless told. */
  cap = room>0 ? (unsigned long long)room
               : (unsigned long long)pIn->nByte*2 + 64*(unsigned long long)nRow + 4096;
  arenaCap = cap;
  memset(&ka, 0, sizeof ka);
  ka.col = (const gs_kcol*)(uintptr_t)(gd.in.d + L.oKcol);
  ka.bytes = (const unsigned char*)(uintptr_t)(gd.in.d + L.oBytes);
  ka.max_len = maxLen;
  ka.like_max = b->nLikeMax;
#ifdef GPUSTR_DEBUG_ALLOC
  if( __atomic_load_n(&gd_debug_faults, __ATOMIC_SEQ_CST)>0 ){
    __atomic_sub_fetch(&gd_debug_faults, 1, __ATOMIC_SEQ_CST);
    ka.debug_fault = 1;
  }
#endif
  ka.out_type = (unsigned char*)(uintptr_t)(gd.out.d + L.oOutType);
  ka.out_rc = (unsigned char*)(uintptr_t)(gd.out.d + L.oOutRc);
  ka.out_num = (int64_t*)(uintptr_t)(gd.out.d + L.oOutNum);
  ka.out_len = (int64_t*)(uintptr_t)(gd.out.d + L.oOutLen);
  ka.out_used = (unsigned long long*)(uintptr_t)(gd.out.d + L.oCounters);
  ka.arena_used = (unsigned long long*)(uintptr_t)(gd.out.d + L.oCounters + 8);
  ka.stats = (unsigned long long*)(uintptr_t)(gd.out.d + L.oCounters + 16);

  for(;;){
    unsigned char *hType, *hRc;
    int64_t *hNum, *hLen;
    unsigned long long *hCounters, used;
    int32_t *aIdx = (int32_t*)(h + L.oIdx);
    void *apParam[1];
    size_t nRetry = 0;

    if( (rc = gd_buf_reserve(api, &gd.bytes, (size_t)cap, 0, pzErr))!=SQLITE_OK ) return rc;
    if( (rc = gd_buf_reserve(api, &gd.arena, (size_t)arenaCap, 0, pzErr))!=SQLITE_OK ) return rc;
    ka.n_row = (int64_t)nLaunch;
    ka.row_idx = nPass ? (const int32_t*)(uintptr_t)(gd.in.d + L.oIdx) : 0;
    ka.out_bytes = (unsigned char*)(uintptr_t)gd.bytes.d;
    ka.out_cap = cap;
    ka.arena = (unsigned char*)(uintptr_t)gd.arena.d;
    ka.arena_cap = arenaCap;

    /* 2. The kernel. */
    t0 = gp_now_ns();
    GD_CHECK(xMemsetD8Async, (gd.out.d + L.oCounters, 0, 8*6, gd.stream));
    apParam[0] = &ka;
    GD_CHECK(xLaunchKernel, ((CUfunction)k->pFn, (unsigned)((nLaunch + 255)/256), 1, 1,
                             256, 1, 1, 0, gd.stream, apParam, 0));
    GD_CHECK(xStreamSynchronize, (gd.stream));
    gp_stat_add(GP_STAT_NS_KERNEL, gp_now_ns() - t0);

    /* 3. Results back. */
    t0 = gp_now_ns();
    h = (unsigned char*)gd.out.h;
    GD_CHECK(xMemcpyDtoHAsync, (h, gd.out.d, L.nOut, gd.stream));
    GD_CHECK(xStreamSynchronize, (gd.stream));
    hType = h + L.oOutType;
    hRc = h + L.oOutRc;
    hNum = (int64_t*)(h + L.oOutNum);
    hLen = (int64_t*)(h + L.oOutLen);
    hCounters = (unsigned long long*)(h + L.oCounters);
    used = hCounters[0] < cap ? hCounters[0] : cap;
    stats[0] += hCounters[2];
    stats[1] += hCounters[3];
    stats[2] += hCounters[4];
    if( gd_res_reserve(pIn, nRes + (int64_t)used)!=SQLITE_OK ) return SQLITE_NOMEM;
    if( used ){
      GD_CHECK(xMemcpyDtoHAsync, (pIn->aRes + nRes, gd.bytes.d, (size_t)used, gd.stream));
      GD_CHECK(xStreamSynchronize, (gd.stream));
    }
    gp_stat_add(GP_STAT_BYTES_FROM_DEVICE, (int64_t)(L.nOut + used));
    gp_stat_add(GP_STAT_NS_FROM_DEVICE, gp_now_ns() - t0);

    /* The rows of this pass: values, or a re-run, or an SQL error. */
    {
      int32_t *aRetry = (int32_t*)((unsigned char*)gd.in.h + L.oIdx);
      int bArena = 0, bOut = 0;
      for(i=0; i<nLaunch; i++){
        size_t r = nPass ? (size_t)aIdx[i] : i;
        switch( hRc[r] ){
          case GS_OK: {
            /* Strings by their offset in pIn->aRes until it stops moving. */
            gs_val v = gs_null();
            if( hType[r]==GS_INT ){
              v = gs_int(hNum[r]);
            }else if( hType[r]==GS_REAL ){
              v = gs_real(gs_bits_dbl((uint64_t)hNum[r]));
            }else if( hType[r]==GS_TEXT || hType[r]==GS_BLOB ){
              v.type = hType[r];
              v.s.n = hLen[r];
              v.u.i = nRes + hNum[r];
            }
            b->aOut[r] = v;
            break;
          }
          case GS_ARENA_FULL: bArena = 1; aRetry[nRetry++] = (int32_t)r; break;
          case GS_OUT_FULL:   bOut = 1;   aRetry[nRetry++] = (int32_t)r; break;
          default:            *pbRowError = 1; break;
        }
      }
      nRes += (int64_t)used;
      if( bArena ){ gp_stat_add(GP_STAT_ARENA_OVERFLOWS, 1); arenaCap *= 4; }
      if( bOut ){ gp_stat_add(GP_STAT_OUTPUT_OVERFLOWS, 1); cap *= 4; }
    }
    if( *pbRowError || nRetry==0 ) break;
    if( ++nPass>24 ){
      *pzErr = sqlite3_mprintf("rows need more device memory than can be had");
      return SQLITE_ERROR;
    }
    /* The rows to run again, by their index in the batch. */
    nLaunch = nRetry;
    h = (unsigned char*)gd.in.h;
    GD_CHECK(xMemcpyHtoDAsync, (gd.in.d + L.oIdx, h + L.oIdx, nRetry*4, gd.stream));
  }
  for(i=0; i<nRow; i++){
    gs_val *v = &b->aOut[i];
    if( gs_is_str(*v) && v->s.z==0 ){
      v->s.z = v->s.n ? pIn->aRes + v->u.i : (const unsigned char*)"";
      v->u.i = 0;
    }
  }
  pStats->nAlloc += (sqlite3_int64)stats[0];
  pStats->nFree += (sqlite3_int64)stats[1];
  pStats->nRefOps += (sqlite3_int64)stats[2];
  return *pbRowError ? SQLITE_ERROR : SQLITE_OK;
}

int gpu_run_batch(gpu_kernel *k, gp_batch *pIn, vm_batch *b, sqlite3_int64 maxLen,
                  sqlite3_int64 room, vm_stats *pStats, int *pbRowError, char **pzErr){
  const cu_api *api = cu_driver();
  int rc;
  *pbRowError = 0;
  *pzErr = 0;
  if( api==0 ){
    *pzErr = sqlite3_mprintf("no usable GPU: %s", gp_cuda_probe()->driver_why);
    return SQLITE_ERROR;
  }
  pthread_mutex_lock(&gd.mu);
  rc = gd_init(pzErr);
  if( rc==SQLITE_OK ){
    rc = gd_run_locked(api, k, pIn, b, maxLen, room, pStats, pbRowError, pzErr);
    /* A CUDA failure may have left the context unusable. */
    if( rc==SQLITE_ERROR && !*pbRowError ) gd_reset();
  }
  pthread_mutex_unlock(&gd.mu);
  if( rc!=SQLITE_OK ){
    /* Nothing half-done goes back: the caller sees NULLs or runs the CPU. */
    memset(b->aOut, 0, sizeof(gs_val)*(size_t)b->nRow);
  }
  return rc;
}

#else  /* !GPUSTR_HAVE_CUDA */

int gpu_kernel_ready(gpu_kernel *k, const char *zCacheDir, int bWait, char **pzErr){
  (void)k; (void)zCacheDir; (void)bWait;
  *pzErr = sqlite3_mprintf("CPU-only build (no CUDA headers at configure time)");
  return -1;
}

void gpu_kernel_unref(gpu_kernel *k){
  if( k==0 || --k->nRef>0 ) return;
  sqlite3_free(k->zCuda);
  pthread_cond_destroy(&k->cv);
  pthread_mutex_destroy(&k->mu);
  sqlite3_free(k);
}

int gpu_run_batch(gpu_kernel *k, gp_batch *pIn, vm_batch *b, sqlite3_int64 maxLen,
                  sqlite3_int64 room, vm_stats *pStats, int *pbRowError, char **pzErr){
  (void)k; (void)pIn; (void)b; (void)maxLen; (void)room; (void)pStats;
  *pbRowError = 0;
  *pzErr = sqlite3_mprintf("CPU-only build (no CUDA headers at configure time)");
  return SQLITE_ERROR;
}

#ifdef GPUSTR_DEBUG_ALLOC
void gpu_debug_fault(int n){ (void)n; }
#endif

#endif
