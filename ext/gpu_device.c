/*
** gpu_device.c - the device of the GPU engine (gpu_int.h): device 0, its
** primary context, two lanes (a stream each, with its buffers and event
** marks), taken in turn by batches of every connection (gd.mu).
**
** Any CUDA failure is an error for the caller (a SQL error, or a CPU
** fallback under backend=auto); after one the context is reset, since a
** kernel fault leaves it unusable, and every module is loaded again into
** the new one.  Where a reset cannot bring the device back (a fault a
** driver keeps for the process: gp_cuda_mark_lost), the GPU is lost for
** the process and the CPU engine runs everything.
**
** sqlite3_interrupt(): a running kernel cannot be stopped, but it need not
** be waited for.  The wait polls the interrupt and, once it is seen,
** leaves the kernel running; its lane's bBusy says that the stream still
** has work, and the next batch, or the unload of a module, first waits for
** it (gd_settle): nothing is freed or read before.
*/
#include "gpu_int.h"
#include <stdio.h>
#include <string.h>
#include <time.h>

#ifdef GPUSTR_HAVE_CUDA

gd_device gd = { PTHREAD_MUTEX_INITIALIZER, 0, 0, 0, 0, {{0}} };

#ifdef GPUSTR_DEBUG_ALLOC
int gd_debug_faults;    /* launches still to fault (gpu_debug_fault) */
void gpu_debug_fault(int n){ __atomic_store_n(&gd_debug_faults, n, __ATOMIC_SEQ_CST); }
static sqlite3_int64 gd_debug_mem;   /* gpu_debug_device_memory(); 0: no limit */
void gpu_debug_device_memory(sqlite3_int64 n){
  __atomic_store_n(&gd_debug_mem, n, __ATOMIC_SEQ_CST);
}
#endif

/* Set *pzErr for a failed call (zCall as cu_api names it: "xMemAlloc" is
** cuMemAlloc); returns SQLITE_ERROR. */
int gd_fail(const char *zCall, CUresult rc, char **pzErr){
  if( *pzErr==0 ){
    char zName[64];
    snprintf(zName, sizeof zName, "cu%s", zCall[0]=='x' ? zCall+1 : zCall);
    *pzErr = cu_error_text(zName, rc);
  }
  return SQLITE_ERROR;
}


void gd_buf_free(const cu_api *api, gd_buf *b){
  if( b->d ) api->xMemFree(b->d);
  if( b->h ) api->xMemFreeHost(b->h);
  memset(b, 0, sizeof(*b));
}

/* Drop every buffer of the engine: after a failure, or to make room. */
void gd_bufs_free(const cu_api *api){
  int i;
  for(i=0; i<GD_LANES; i++){
    gd_lane *Ln = &gd.aLane[i];
    gd_buf_free(api, &Ln->in);
    gd_buf_free(api, &Ln->out);
    gd_buf_free(api, &Ln->bytes);
    gd_buf_free(api, &Ln->arena);
  }
}

#ifdef GPUSTR_DEBUG_ALLOC
/* Would the engine's buffers and nMore bytes pass gpu_debug_device_memory()'s
** limit? */
static int gd_debug_over_limit(size_t nMore){
  sqlite3_int64 nLimit = __atomic_load_n(&gd_debug_mem, __ATOMIC_SEQ_CST);
  size_t nHeld = 0;
  int i;
  for(i=0; i<GD_LANES; i++){
    const gd_lane *Ln = &gd.aLane[i];
    nHeld += Ln->in.n + Ln->out.n + Ln->bytes.n + Ln->arena.n;
  }
  return nLimit>0 && nHeld + nMore > (size_t)nLimit;
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
void gd_debug_limit_buffers(const cu_api *api){
  if( gd_debug_over_limit(0) ) gd_bufs_free(api);
}
#endif

/* Make b hold at least n bytes (pinned twin too when bHost): twice its
** size when it grows, or exactly n if that much cannot be had.  Out of
** device or pinned memory: SQLITE_FULL (with *pzErr), which the caller may
** answer by splitting the batch. */
int gd_buf_reserve(const cu_api *api, gd_buf *b, size_t n, int bHost, char **pzErr){
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

static void gd_free_later_now(const cu_api *api);

/* Is any lane's work not waited for? */
static int gd_busy(void){
  int i;
  for(i=0; i<GD_LANES; i++) if( gd.aLane[i].bBusy ) return 1;
  return 0;
}

/* Wait for the work on lane Ln's stream to end, looking at the interrupt
** between looks at the stream (pIntr 0: none; bPoll: this is SQLite's
** thread, which polls it, else another thread raises its stop flag).
** SQLITE_INTERRUPT (*pzErr "interrupted"): the work is left running, and
** Ln->bBusy set until a later wait sees it end.  Under gd.mu, the context
** current. */
int gd_wait(const cu_api *api, gd_lane *Ln, gp_intr *pIntr, int bPoll, char **pzErr){
  struct timespec ts = {0, 20000};
  for(;;){
    CUresult rc = api->xStreamQuery(Ln->stream);
    if( rc==CUDA_SUCCESS ){
      Ln->bBusy = 0;
      if( !gd_busy() ) gd_free_later_now(api);
      return SQLITE_OK;
    }
    if( rc!=CUDA_ERROR_NOT_READY ) return gd_fail("xStreamQuery", rc, pzErr);
    Ln->bBusy = 1;
    if( pIntr && (bPoll ? gp_intr_poll(pIntr) : gp_intr_stopped(pIntr)) ){
      *pzErr = sqlite3_mprintf("interrupted");
      return SQLITE_INTERRUPT;
    }
    /* From 20 us (a short kernel is not kept waiting) to 160 us: a look
    ** at the stream costs a microsecond or two, and a batch whose work
    ** ends just after a look of 1 ms (as it was) waited half of one on
    ** average, a batch after batch. */
    nanosleep(&ts, 0);
    if( ts.tv_nsec<160000 ) ts.tv_nsec *= 2;
  }
}

/* Every lane's work left running (by an interrupted batch), waited for:
** before a batch reuses the buffers, or a module is unloaded.  A failure
** here is the kernel's, and the next call on the context reports it. */
void gd_settle(const cu_api *api){
  int i;
  for(i=0; i<GD_LANES; i++){
    gd_lane *Ln = &gd.aLane[i];
    if( Ln->bBusy && api->xStreamSynchronize(Ln->stream)==CUDA_SUCCESS ) Ln->bBusy = 0;
  }
  if( !gd_busy() ) gd_free_later_now(api);
}

/* Buffers of a gpu_join stopped by an interrupt while its kernel still
** runs: freed once the stream is seen idle (gd_wait, gd_settle), so the
** statement need not wait for the kernel.  Under gd.mu. */
static gd_buf *gd_aLater;
static int gd_nLater, gd_nLaterAlloc;
static unsigned gd_genLater;

static void gd_free_later_now(const cu_api *api){
  int i;
  for(i=0; i<gd_nLater; i++){
    if( gd_genLater==gd.gen ) gd_buf_free(api, &gd_aLater[i]);
  }
  gd_nLater = 0;
}

/* Free b now, or once the stream is idle; 0 where it could not be kept
** (out of memory): then it is freed after a wait. */
void gd_free_later(const cu_api *api, gd_buf *b){
  if( b->d==0 && b->h==0 ) return;
  if( gd_busy() && gd_nLater>=gd_nLaterAlloc ){
    int n = gd_nLaterAlloc ? gd_nLaterAlloc*2 : 16;
    gd_buf *a = (gd_buf*)sqlite3_realloc64(gd_aLater, sizeof(gd_buf)*(sqlite3_uint64)n);
    if( a ){
      gd_aLater = a;
      gd_nLaterAlloc = n;
    }
  }
  if( gd_busy() && gd_nLater<gd_nLaterAlloc ){
    if( gd_nLater==0 ) gd_genLater = gd.gen;
    if( gd_genLater==gd.gen ){
      gd_aLater[gd_nLater++] = *b;
      memset(b, 0, sizeof(*b));
      return;
    }
  }
  gd_settle(api);
  gd_buf_free(api, b);
}

/* The lanes' streams and events, those that were made. */
static void gd_lanes_destroy(const cu_api *api){
  int i, e;
  for(i=0; i<GD_LANES; i++){
    gd_lane *Ln = &gd.aLane[i];
    for(e=0; e<GD_EV_COUNT; e++){
      if( Ln->aEv[e] ) api->xEventDestroy(Ln->aEv[e]);
      Ln->aEv[e] = 0;
    }
    if( Ln->stream ) api->xStreamDestroy(Ln->stream);
    Ln->stream = 0;
    Ln->bBusy = 0;
  }
}

/* Errors after which a context is broken for good (a kernel fault): every
** later call on it fails with the same error until it is reset. */
static int gd_is_sticky(CUresult rc){
  switch( rc ){
    case CUDA_ERROR_LAUNCH_FAILED:
    case CUDA_ERROR_ILLEGAL_ADDRESS:
    case CUDA_ERROR_ILLEGAL_INSTRUCTION:
    case CUDA_ERROR_MISALIGNED_ADDRESS:
    case CUDA_ERROR_INVALID_ADDRESS_SPACE:
    case CUDA_ERROR_INVALID_PC:
    case CUDA_ERROR_HARDWARE_STACK_ERROR:
    case CUDA_ERROR_ASSERT:
    case CUDA_ERROR_LAUNCH_TIMEOUT:
    case CUDA_ERROR_ECC_UNCORRECTABLE:
      return 1;
    default:
      return 0;
  }
}

/* Retain device 0's primary context.  A context that a fault broke is
** reset and retained once more; where even that fails with the fault's
** error, the platform cannot recover it (the H100 lent on 2026-11-26, in
** pass-through virtualisation, answers every retain after a trap with
** CUDA_ERROR_LAUNCH_FAILED, reset or not) and the GPU is lost for the
** process. */
static CUresult gd_retain(const cu_api *api){
  CUresult rc = api->xDevicePrimaryCtxRetain(&gd.ctx, gd.dev);
  if( rc!=CUDA_SUCCESS && gd_is_sticky(rc) ){
    api->xDevicePrimaryCtxReset(gd.dev);
    rc = api->xDevicePrimaryCtxRetain(&gd.ctx, gd.dev);
    if( rc!=CUDA_SUCCESS && gd_is_sticky(rc) ){
      char *zCall = cu_error_text("cuDevicePrimaryCtxRetain", rc);
      char *zWhy = sqlite3_mprintf(
          "the GPU is lost for this process: a kernel fault broke its context and the driver "
          "could not make a new one (%s); restart the process to use the GPU again",
          zCall ? zCall : "out of memory");
      gp_cuda_mark_lost(zWhy ? zWhy : "the GPU is lost for this process");
      sqlite3_free(zWhy);
      sqlite3_free(zCall);
    }
  }
  return rc;
}

/* Start CUDA: device 0's primary context, the lanes' streams and events.
** Under gd.mu. */
static int gd_init(char **pzErr){
  const cu_api *api = cu_driver();
  const char *zCall;
  const char *zLost = gp_cuda_lost();
  CUresult rc;
  int i, e;
  if( gd.bReady ) return SQLITE_OK;
  if( api==0 ){
    *pzErr = sqlite3_mprintf("no usable GPU: %s", gp_cuda_probe()->driver_why);
    return SQLITE_ERROR;
  }
  if( zLost ){
    *pzErr = sqlite3_mprintf("%s", zLost);
    return SQLITE_ERROR;
  }
  GD_CHECK(xDeviceGet, (&gd.dev, 0));
  rc = gd_retain(api);
  if( rc!=CUDA_SUCCESS ){
    if( (zLost = gp_cuda_lost())!=0 ){
      *pzErr = sqlite3_mprintf("%s", zLost);
      return SQLITE_ERROR;
    }
    return gd_fail("xDevicePrimaryCtxRetain", rc, pzErr);
  }
  rc = api->xCtxSetCurrent(gd.ctx);
  zCall = "xCtxSetCurrent";
  for(i=0; i<GD_LANES && rc==CUDA_SUCCESS; i++){
    gd_lane *Ln = &gd.aLane[i];
    rc = api->xStreamCreate(&Ln->stream, CU_STREAM_NON_BLOCKING);
    zCall = "xStreamCreate";
    if( rc!=CUDA_SUCCESS ){ Ln->stream = 0; break; }
    for(e=0; e<GD_EV_COUNT && rc==CUDA_SUCCESS; e++){
      rc = api->xEventCreate(&Ln->aEv[e], 0);
      zCall = "xEventCreate";
      if( rc!=CUDA_SUCCESS ) Ln->aEv[e] = 0;
    }
  }
  if( rc!=CUDA_SUCCESS ){
    /* Give the hold back: a later statement retains it again. */
    gd_lanes_destroy(api);
    api->xDevicePrimaryCtxRelease(gd.dev);
    return gd_fail(zCall, rc, pzErr);
  }
  gd.bReady = 1;
  return SQLITE_OK;
}

/* After a failure that may have left the context unusable (a kernel
** fault): drop every buffer, reset the context, start again.  Modules of
** the old generation are loaded again on their next use.  Where the
** context cannot be made again, gd_retain marks the GPU lost. */
static void gd_reset(void){
  const cu_api *api = cu_driver();
  char *zErr = 0;
  if( api==0 || !gd.bReady ) return;
  gd_bufs_free(api);
  gd_lanes_destroy(api);     /* the reset ends whatever ran */
  api->xDevicePrimaryCtxRelease(gd.dev);
  api->xDevicePrimaryCtxReset(gd.dev);
  gd.bReady = 0;
  gd.gen++;
  gd_init(&zErr);
  sqlite3_free(zErr);
}

/* gd_reset() for a statement whose error is *pzErr: where the reset lost
** the GPU, the error says so. */
void gd_reset_for(char **pzErr){
  const char *zLost;
  gd_reset();
  zLost = gp_cuda_lost();
  if( zLost && *pzErr && strstr(*pzErr, zLost)==0 ){
    char *z = sqlite3_mprintf("%s; %s", *pzErr, zLost);
    if( z ){
      sqlite3_free(*pzErr);
      *pzErr = z;
    }
  }
}

/* A batch's or a join's start, under gd.mu: CUDA started, the context
** current, and the work an interrupted one left running on any lane
** waited for (it writes the buffers). */
int gd_begin(const cu_api *api, gp_intr *pIntr, int bPoll, char **pzErr){
  int i, rc = gd_init(pzErr);
  if( rc==SQLITE_OK ){
    CUresult crc = api->xCtxSetCurrent(gd.ctx);
    if( crc!=CUDA_SUCCESS ) rc = gd_fail("xCtxSetCurrent", crc, pzErr);
  }
  for(i=0; i<GD_LANES && rc==SQLITE_OK; i++){
    if( gd.aLane[i].bBusy ) rc = gd_wait(api, &gd.aLane[i], pIntr, bPoll, pzErr);
  }
  return rc;
}


/* The device's architecture, e.g. 90; sm_90 where there is no device
** (gpu_explain compiles for it). */
int gd_arch(void){
  const gp_cuda_info *p = gp_cuda_probe();
  return p->device_count>0 ? p->cc_major*10 + p->cc_minor : 90;
}


#else  /* !GPUSTR_HAVE_CUDA */

#ifdef GPUSTR_DEBUG_ALLOC
void gpu_debug_fault(int n){ (void)n; }
void gpu_debug_device_memory(sqlite3_int64 n){ (void)n; }
#endif

#endif /* GPUSTR_HAVE_CUDA */
