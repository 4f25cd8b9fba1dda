/*
** gpu_exec.c - the GPU engine: compiles a program's kernel (emit_cuda.c,
** then NVRTC through the kernel cache, kcache.c) and runs batches on the
** device, one thread per row.
**
**   SELECT gpu_config('backend', 'gpu');
**   SELECT gpu_udf('upper(s)||s', s) OVER (ROWS BETWEEN UNBOUNDED PRECEDING
**                                          AND UNBOUNDED FOLLOWING) FROM t;
**
** In docs/design.md's flow this is the second engine.  One batch:
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
** A batch whose buffers do not fit in the device's free memory is split in
** two halves, each run as a batch of its own (its rows' columns and only
** their bytes go to the device), down to single rows: only a row that alone
** needs more than the device has is an error (gpu_stats' oom_splits).
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
**
** sqlite3_interrupt(): a running kernel cannot be stopped, but it need not
** be waited for.  The wait for a kernel polls the interrupt (the batch's
** gp_intr) and, once it is seen, leaves the kernel running and the batch
** fails with "interrupted" at once.  The kernel goes on writing the
** engine's buffers and runs its module's code, so gd.bBusy says that the
** stream still has work: the next batch, or the unload of a module, first
** waits for it (gd_settle), and nothing is freed or read before.
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
#include <time.h>

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
  int nOp = ir_count_ops(p);
  if( k==0 ) return 0;
  memset(k, 0, sizeof(*k));
  if( nOp>GPU_MAX_OPERATIONS ){
    /* Failed from the start: never emitted, never compiled. */
    k->zErr = sqlite3_mprintf("the program is too large for the GPU engine: "
                              "%d operations, at most %d (backend auto runs it on the CPU engine)",
                              nOp, GPU_MAX_OPERATIONS);
    k->eState = GK_FAILED;
  }else{
    k->zCuda = emit_cuda(p, zSrc, "gs_main", 1);
    k->eState = GK_IDLE;
  }
  if( k->zCuda==0 && k->zErr==0 ){
    sqlite3_free(k);
    return 0;
  }
  pthread_mutex_init(&k->mu, 0);
  pthread_cond_init(&k->cv, 0);
  k->nRef = 1;
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
  int bBusy;               /* an interrupted batch's kernel may still run */
  gd_buf in, out, bytes, arena;
} gd = { PTHREAD_MUTEX_INITIALIZER, 0, 0, 0, 0, 0, 0, {0,0,0}, {0,0,0}, {0,0,0}, {0,0,0} };

#ifdef GPUSTR_DEBUG_ALLOC
static int gd_debug_faults;    /* launches still to fault (gpu_debug_fault) */
void gpu_debug_fault(int n){ __atomic_store_n(&gd_debug_faults, n, __ATOMIC_SEQ_CST); }
static sqlite3_int64 gd_debug_mem;   /* gpu_debug_device_memory(); 0: no limit */
void gpu_debug_device_memory(sqlite3_int64 n){
  __atomic_store_n(&gd_debug_mem, n, __ATOMIC_SEQ_CST);
}
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

/* Drop every buffer of the engine: after a failure, or to make room. */
static void gd_bufs_free(const cu_api *api){
  gd_buf_free(api, &gd.in);
  gd_buf_free(api, &gd.out);
  gd_buf_free(api, &gd.bytes);
  gd_buf_free(api, &gd.arena);
}

#ifdef GPUSTR_DEBUG_ALLOC
/* Would the engine's buffers and nMore bytes pass gpu_debug_device_memory()'s
** limit? */
static int gd_debug_over_limit(size_t nMore){
  sqlite3_int64 nLimit = __atomic_load_n(&gd_debug_mem, __ATOMIC_SEQ_CST);
  return nLimit>0 && gd.in.n + gd.out.n + gd.bytes.n + gd.arena.n + nMore > (size_t)nLimit;
}
#endif

/* cuMemAlloc, or in debug builds CUDA_ERROR_OUT_OF_MEMORY where the
** engine's buffers would pass gpu_debug_device_memory()'s limit. */
static CUresult gd_mem_alloc(const cu_api *api, CUdeviceptr *pd, size_t n){
#ifdef GPUSTR_DEBUG_ALLOC
  if( gd_debug_over_limit(n) ) return CUDA_ERROR_OUT_OF_MEMORY;
#endif
  return api->xMemAlloc(pd, n);
}

/* Buffers held from before gpu_debug_device_memory() set a limit would let
** batches run without the splits the limit is there to cause: beyond it,
** they go.  Under gd.mu, the context current. */
#ifdef GPUSTR_DEBUG_ALLOC
static void gd_debug_limit_buffers(const cu_api *api){
  if( gd_debug_over_limit(0) ) gd_bufs_free(api);
}
#else
# define gd_debug_limit_buffers(api) ((void)(api))
#endif

/* Make b hold at least n bytes (pinned twin too when bHost): twice its
** size when it grows, or exactly n if that much cannot be had.  Out of
** device or pinned memory: SQLITE_FULL (with *pzErr), which the caller may
** answer by splitting the batch. */
static int gd_buf_reserve(const cu_api *api, gd_buf *b, size_t n, int bHost, char **pzErr){
  size_t nNew;
  CUresult rc;
  if( b->n>=n && (b->h || !bHost) ) return SQLITE_OK;
  nNew = b->n*2 > n ? b->n*2 : n;
  gd_buf_free(api, b);
  rc = gd_mem_alloc(api, &b->d, nNew);
  if( rc==CUDA_ERROR_OUT_OF_MEMORY && nNew>n ){
    nNew = n;
    rc = gd_mem_alloc(api, &b->d, nNew);
  }
  if( rc==CUDA_SUCCESS && bHost ){
    rc = api->xMemAllocHost(&b->h, nNew);
    if( rc!=CUDA_SUCCESS ){
      api->xMemFree(b->d);
      memset(b, 0, sizeof(*b));
      gd_fail("xMemAllocHost", rc, pzErr);
      return rc==CUDA_ERROR_OUT_OF_MEMORY ? SQLITE_FULL : SQLITE_ERROR;
    }
  }
  if( rc!=CUDA_SUCCESS ){
    memset(b, 0, sizeof(*b));
    gd_fail("xMemAlloc", rc, pzErr);
    return rc==CUDA_ERROR_OUT_OF_MEMORY ? SQLITE_FULL : SQLITE_ERROR;
  }
  b->n = nNew;
  return SQLITE_OK;
}

/* Wait for the work on the stream to end, looking at the interrupt
** between looks at the stream (pIntr 0: none; bPoll: this is SQLite's
** thread, which polls it, else another thread raises its stop flag).
** SQLITE_INTERRUPT (*pzErr "interrupted"): the work is left running, and
** gd.bBusy set until a later wait sees it end.  Under gd.mu, the context
** current. */
static int gd_wait(const cu_api *api, gp_intr *pIntr, int bPoll, char **pzErr){
  struct timespec ts = {0, 20000};
  for(;;){
    CUresult rc = api->xStreamQuery(gd.stream);
    if( rc==CUDA_SUCCESS ){
      gd.bBusy = 0;
      return SQLITE_OK;
    }
    if( rc!=CUDA_ERROR_NOT_READY ) return gd_fail("xStreamQuery", rc, pzErr);
    gd.bBusy = 1;
    if( pIntr && (bPoll ? gp_intr_poll(pIntr) : gp_intr_stopped(pIntr)) ){
      *pzErr = sqlite3_mprintf("interrupted");
      return SQLITE_INTERRUPT;
    }
    /* From 20 us (a short kernel is not kept waiting) to 1 ms. */
    nanosleep(&ts, 0);
    if( ts.tv_nsec<1000000 ) ts.tv_nsec *= 2;
  }
}

/* An interrupted batch's kernel, still running, is waited for: before its
** buffers are freed or reused, or its module unloaded.  A failure here is
** the kernel's, and the next call on the context reports it. */
static void gd_settle(const cu_api *api){
  if( gd.bBusy && api->xStreamSynchronize(gd.stream)==CUDA_SUCCESS ) gd.bBusy = 0;
}

/* Start CUDA: device 0's primary context and a stream.  Under gd.mu. */
static int gd_init(char **pzErr){
  const cu_api *api = cu_driver();
  const char *zCall;
  CUresult rc;
  if( gd.bReady ) return SQLITE_OK;
  if( api==0 ){
    *pzErr = sqlite3_mprintf("no usable GPU: %s", gp_cuda_probe()->driver_why);
    return SQLITE_ERROR;
  }
  GD_CHECK(xDeviceGet, (&gd.dev, 0));
  GD_CHECK(xDevicePrimaryCtxRetain, (&gd.ctx, gd.dev));
  rc = api->xCtxSetCurrent(gd.ctx);
  zCall = "xCtxSetCurrent";
  if( rc==CUDA_SUCCESS ){
    rc = api->xStreamCreate(&gd.stream, CU_STREAM_NON_BLOCKING);
    zCall = "xStreamCreate";
  }
  if( rc!=CUDA_SUCCESS ){
    /* Give the hold back: a later statement retains it again. */
    api->xDevicePrimaryCtxRelease(gd.dev);
    return gd_fail(zCall, rc, pzErr);
  }
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
  gd.bBusy = 0;             /* the reset ends whatever ran */
  gd_bufs_free(api);
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
  CUresult rc;
  if( k->pMod && k->gen==gd.gen ) return SQLITE_OK;
  GD_CHECK(xModuleLoadData, (&mod, kc_image_data(k->pImg)));
  rc = api->xModuleGetFunction(&fn, mod, "gs_main");
  if( rc!=CUDA_SUCCESS ){
    api->xModuleUnload(mod);
    return gd_fail("xModuleGetFunction", rc, pzErr);
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
      gd_settle(api);
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

/* Rows [r0, r0+n) of a batch, run as a batch of their own: one part of a
** split batch, or the whole of it. */
typedef struct gd_part {
  gp_batch *pIn;
  vm_batch *b;
  size_t r0, n;
  sqlite3_int64 maxLen, room;
  int64_t nRes;                      /* result bytes in pIn->aRes, all parts */
  unsigned long long aStat[3];       /* strings allocated, freed; refcount ops */
  int bRowError;                     /* some row raised an SQL error */
} gd_part;

/* The bytes of P's strings: pIn->aByte[*pLo .. *pHi). */
static void gd_part_bytes(const gd_part *P, int64_t *pLo, int64_t *pHi){
  int64_t lo = P->pIn->nByte, hi = 0;
  size_t i;
  int a;
  for(a=0; a<P->pIn->nArg; a++){
    const batch_col *c = &P->pIn->aCol[a];
    for(i=P->r0; i<P->r0+P->n; i++){
      if( (c->aType[i]==GS_TEXT || c->aType[i]==GS_BLOB) && c->aLen[i]>0 ){
        if( c->aNum[i]<lo ) lo = c->aNum[i];
        if( c->aNum[i]+c->aLen[i]>hi ) hi = c->aNum[i] + c->aLen[i];
      }
    }
  }
  if( hi==0 ) lo = 0;
  *pLo = lo;
  *pHi = hi;
}

/* Run part P on the device.  SQLITE_FULL (with *pzErr): the device's memory
** ran out, and P's results are incomplete. */
static int gd_run_part(const cu_api *api, gpu_kernel *k, gd_part *P, char **pzErr){
  gp_batch *pIn = P->pIn;
  vm_batch *b = P->b;
  gd_layout L;
  size_t nRow = P->n, i;
  int nArg = pIn->nArg, a, nPass = 0, rc;
  unsigned char *h;
  int64_t nRes = P->nRes, lo, hi;
  size_t nLaunch = nRow;
  unsigned long long cap, arenaCap;
  sqlite3_int64 t0;
  gs_kargs ka;

  gd_part_bytes(P, &lo, &hi);
  gd_plan(&L, nArg, nRow, (size_t)(hi - lo));
  if( (rc = gd_buf_reserve(api, &gd.in, L.nIn, 1, pzErr))!=SQLITE_OK ) return rc;
  if( (rc = gd_buf_reserve(api, &gd.out, L.nOut, 1, pzErr))!=SQLITE_OK ) return rc;

  /* 1. The part's columns, packed, to the device; its strings' offsets
  ** stay those of the whole batch, so the kernel's byte pointer is set lo
  ** bytes before the copy of aByte[lo..hi). */
  t0 = gp_now_ns();
  h = (unsigned char*)gd.in.h;
  for(a=0; a<nArg; a++){
    const batch_col *c = &pIn->aCol[a];
    gs_kcol kc;
    size_t o = L.szCol*(size_t)a;
    memcpy(h + o + L.oType, c->aType + P->r0, nRow);
    memcpy(h + o + L.oNum, c->aNum + P->r0, nRow*8);
    memcpy(h + o + L.oLen, c->aLen + P->r0, nRow*8);
    kc.type = (const unsigned char*)(uintptr_t)(gd.in.d + o + L.oType);
    kc.num = (const int64_t*)(uintptr_t)(gd.in.d + o + L.oNum);
    kc.len = (const int64_t*)(uintptr_t)(gd.in.d + o + L.oLen);
    memcpy(h + L.oKcol + sizeof(gs_kcol)*(size_t)a, &kc, sizeof kc);
  }
  if( hi>lo ) memcpy(h + L.oBytes, pIn->aByte + lo, (size_t)(hi - lo));
  GD_CHECK(xMemcpyHtoDAsync, (gd.in.d, h, L.oIdx, gd.stream));
  GD_CHECK(xStreamSynchronize, (gd.stream));
  gp_stat_add(GP_STAT_BYTES_TO_DEVICE, (int64_t)L.oIdx);
  gp_stat_add(GP_STAT_NS_TO_DEVICE, gp_now_ns() - t0);

  /* Room: what the rows read, twice, and 64 bytes a row, unless told. */
  cap = P->room>0 ? (unsigned long long)P->room
                  : (unsigned long long)(hi - lo)*2 + 64*(unsigned long long)nRow + 4096;
  arenaCap = cap;
  memset(&ka, 0, sizeof ka);
  ka.col = (const gs_kcol*)(uintptr_t)(gd.in.d + L.oKcol);
  ka.bytes = (const unsigned char*)(uintptr_t)(gd.in.d + L.oBytes - (CUdeviceptr)lo);
  ka.max_len = P->maxLen;
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
    int32_t *aIdx = (int32_t*)((unsigned char*)gd.in.h + L.oIdx);
    void *apParam[1];
    size_t nRetry = 0;
    int bArena = 0, bOut = 0;

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
    if( (rc = gd_wait(api, b->pIntr, b->bPoll, pzErr))!=SQLITE_OK ) return rc;
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
    P->aStat[0] += hCounters[2];
    P->aStat[1] += hCounters[3];
    P->aStat[2] += hCounters[4];
    if( gd_res_reserve(pIn, nRes + (int64_t)used)!=SQLITE_OK ) return SQLITE_NOMEM;
    if( used ){
      GD_CHECK(xMemcpyDtoHAsync, (pIn->aRes + nRes, gd.bytes.d, (size_t)used, gd.stream));
      GD_CHECK(xStreamSynchronize, (gd.stream));
    }
    gp_stat_add(GP_STAT_BYTES_FROM_DEVICE, (int64_t)(L.nOut + used));
    gp_stat_add(GP_STAT_NS_FROM_DEVICE, gp_now_ns() - t0);

    /* The rows of this pass: values, or a re-run, or an SQL error.  The
    ** re-run list overwrites this pass's (aIdx[i] is read before aIdx[nRetry]
    ** is written, and nRetry <= i). */
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
          b->aOut[P->r0 + r] = v;
          break;
        }
        case GS_ARENA_FULL: bArena = 1; aIdx[nRetry++] = (int32_t)r; break;
        case GS_OUT_FULL:   bOut = 1;   aIdx[nRetry++] = (int32_t)r; break;
        default:            P->bRowError = 1; break;
      }
    }
    nRes += (int64_t)used;
    P->nRes = nRes;
    if( bArena ){ gp_stat_add(GP_STAT_ARENA_OVERFLOWS, 1); arenaCap *= 4; }
    if( bOut ){ gp_stat_add(GP_STAT_OUTPUT_OVERFLOWS, 1); cap *= 4; }
    if( P->bRowError || nRetry==0 ) break;
    if( ++nPass>24 ){
      *pzErr = sqlite3_mprintf("rows need more device memory than can be had");
      return SQLITE_ERROR;
    }
    /* The rows to run again, by their index in the part. */
    nLaunch = nRetry;
    GD_CHECK(xMemcpyHtoDAsync, (gd.in.d + L.oIdx, aIdx, nRetry*4, gd.stream));
  }
  return P->bRowError ? SQLITE_ERROR : SQLITE_OK;
}

/* Run part P, or if the device's memory runs out, its two halves in turn,
** and so on down to single rows.  SQLITE_FULL: a row alone does not fit. */
static int gd_run_split(const cu_api *api, gpu_kernel *k, gd_part *P, char **pzErr){
  int64_t nRes0 = P->nRes;
  unsigned long long aStat0[3];
  gd_part half;
  int rc;
  memcpy(aStat0, P->aStat, sizeof aStat0);
  rc = gd_run_part(api, k, P, pzErr);
  if( rc!=SQLITE_FULL || P->n<2 ) return rc;
  /* Whatever of P did run is run again: its results are overwritten, and
  ** its counts are not counted. */
  sqlite3_free(*pzErr);
  *pzErr = 0;
  gd_bufs_free(api);
  gp_stat_add(GP_STAT_OOM_SPLITS, 1);
  half = *P;
  half.nRes = nRes0;
  memcpy(half.aStat, aStat0, sizeof aStat0);
  half.n = P->n/2;
  rc = gd_run_split(api, k, &half, pzErr);
  if( rc==SQLITE_OK ){
    half.r0 += half.n;
    half.n = P->n - half.n;
    rc = gd_run_split(api, k, &half, pzErr);
  }
  P->nRes = half.nRes;
  memcpy(P->aStat, half.aStat, sizeof P->aStat);
  P->bRowError = half.bRowError;
  return rc;
}

int gpu_run_batch(gpu_kernel *k, gp_batch *pIn, vm_batch *b, sqlite3_int64 maxLen,
                  sqlite3_int64 room, vm_stats *pStats, int *pbRowError, char **pzErr){
  const cu_api *api = cu_driver();
  gd_part P;
  size_t i;
  int rc;
  *pbRowError = 0;
  *pzErr = 0;
  if( api==0 ){
    *pzErr = sqlite3_mprintf("no usable GPU: %s", gp_cuda_probe()->driver_why);
    return SQLITE_ERROR;
  }
  memset(&P, 0, sizeof P);
  P.pIn = pIn;
  P.b = b;
  P.n = (size_t)b->nRow;
  P.maxLen = maxLen;
  P.room = room;
  pthread_mutex_lock(&gd.mu);
  rc = gd_init(pzErr);
  if( rc==SQLITE_OK ){
    CUresult crc = api->xCtxSetCurrent(gd.ctx);
    if( crc!=CUDA_SUCCESS ) rc = gd_fail("xCtxSetCurrent", crc, pzErr);
    /* An interrupted batch's kernel first (it writes the buffers). */
    if( rc==SQLITE_OK && gd.bBusy ) rc = gd_wait(api, b->pIntr, b->bPoll, pzErr);
    if( rc==SQLITE_OK ) gd_debug_limit_buffers(api);
    if( rc==SQLITE_OK ) rc = gk_load(api, k, pzErr);
    if( rc==SQLITE_OK ) rc = gd_run_split(api, k, &P, pzErr);
    if( rc==SQLITE_FULL ){
      /* One row needs more than the device has free: a failure like any
      ** other, but the context is sound; the memory goes back. */
      char *z = sqlite3_mprintf("a row needs more GPU memory than is free: %s", *pzErr);
      sqlite3_free(*pzErr);
      *pzErr = z;
      gd_bufs_free(api);
      rc = z ? SQLITE_ERROR : SQLITE_NOMEM;
    }else if( rc==SQLITE_ERROR && !P.bRowError ){
      /* A CUDA failure may have left the context unusable. */
      gd_reset();
    }
  }
  pthread_mutex_unlock(&gd.mu);
  *pbRowError = P.bRowError;
  if( rc!=SQLITE_OK ){
    /* Nothing half-done goes back: the caller sees NULLs or runs the CPU. */
    memset(b->aOut, 0, sizeof(gs_val)*(size_t)b->nRow);
    return rc;
  }
  for(i=0; i<(size_t)b->nRow; i++){
    gs_val *v = &b->aOut[i];
    if( gs_is_str(*v) && v->s.z==0 ){
      v->s.z = v->s.n ? pIn->aRes + v->u.i : (const unsigned char*)"";
      v->u.i = 0;
    }
  }
  pStats->nAlloc += (sqlite3_int64)P.aStat[0];
  pStats->nFree += (sqlite3_int64)P.aStat[1];
  pStats->nRefOps += (sqlite3_int64)P.aStat[2];
  return SQLITE_OK;
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
  sqlite3_free(k->zErr);
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
void gpu_debug_device_memory(sqlite3_int64 n){ (void)n; }
#endif

#endif
