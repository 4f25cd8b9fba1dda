/*
** fakecuda.c - the test suite's fake CUDA driver (libfakecuda.so): a device
** whose memory is host memory and whose kernels are host code, so that the
** GPU engine (ext/gpu_*.c) runs, faults and runs out of memory on
** machines without a GPU.  Built by make check; test/all.tcl runs gpu.test
** and fakegpu.test with the extension pointed at it:
**
**   GPUSTR_LIBCUDA=test/fakecuda/.libs/libfakecuda.so \
**   GPUSTR_LIBNVRTC=test/fakecuda/.libs/libfakenvrtc.so FAKECUDA_MEM=16777216 \
**     tclsh test/fakegpu.test
**
** It exports every driver entry point ext/cuda_api.c looks up, by its ABI
** name.  Its kernels come from the fake NVRTC (fakenvrtc.c): a module image
** is a host shared library, loaded with dlopen, and a kernel is the host
** form of runtime/gs_kernel.h's GS_KERNEL, one call running every row of
** the launch; the grid only bounds the rows, as threads do on a GPU.
**
** What a real device does that the engine must survive, it does too:
**
**   FAKECUDA_MEM=bytes    the device's memory (default 1 GiB): cuMemAlloc
**                         beyond it is CUDA_ERROR_OUT_OF_MEMORY.
**   FAKECUDA_DEVICES=n    devices (default 1; 0: none).
**   FAKECUDA_FAIL=NAME:N[,NAME:N...]  the N-th call of driver function NAME
**                         (cuMemAlloc, not cuMemAlloc_v2) fails with an error
**                         it could give (cuLaunchKernel:1: a launch failure).
**   FAKECUDA_FAULT_STICKS=1  a kernel fault breaks the device for the rest
**                         of the process, as on platforms that cannot
**                         recover a context (a GPU in pass-through
**                         virtualisation): reset and release still
**                         succeed, but every later retain of the primary
**                         context, and every call on it, fails with the
**                         fault's error (read at the fault).
**   FAKECUDA_KERNEL_MS=n  a launch keeps its context busy for n ms more (read
**                         at each launch, so a test may set it between
**                         statements): cuStreamQuery says CUDA_ERROR_NOT_READY
**                         and the syncs wait until then.  Freeing memory or
**                         unloading a module while busy breaks the context
**                         (CUDA_ERROR_ILLEGAL_ADDRESS): the running kernel
**                         could touch it.
**
** New device memory holds garbage, not zeros.  A copy, memset or launch
** that touches device memory outside a live allocation is an error; a
** launch that would (its buffers do not fit their allocations) or that the
** kernel arguments ask to fault (gs_kargs.debug_fault, gpu_debug_fault() of
** debug builds) breaks the context as a kernel fault does on a GPU: the
** launch itself succeeds, and every later call on the context fails with
** that error until cuDevicePrimaryCtxReset or the last release of the
** primary context, which also free everything it held.
**
** One mutex guards all the state; the current context is per thread.
*/
#define _GNU_SOURCE 1
#include <cuda.h>
#include "gs_kernel.h"
#include <dlfcn.h>
#include <fcntl.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#define FC_MAX_DEVICES 8
#define FC_MAX_FAULTS  8
#define FC_ALIGN       256          /* cuMemAlloc's alignment */
#define FC_GARBAGE     0xa5         /* what new memory holds */

/* The module image the fake NVRTC makes: magic, size, the shared library. */
static const char fc_magic[16] = { 'g','p','u','s','t','r','-','f','a','k','e','c','u','b','i','n' };

typedef void (*fc_kernel_fn)(const gs_kargs*);

struct CUctx_st {
  CUdevice dev;
  int nRef;                   /* primary context retains */
  CUresult sticky;            /* a kernel fault: every call fails with it */
  double msBusyUntil;         /* its last kernel "runs" until then (FAKECUDA_KERNEL_MS) */
};

struct CUfunc_st {
  fc_kernel_fn xKernel;
  struct CUfunc_st *pNext;    /* the module's functions */
};

struct CUmod_st {
  struct CUctx_st *ctx;
  void *hLib;
  struct CUfunc_st *pFunc;
  struct CUmod_st *pNext;
};

/* What streams and events are first: the context they belong to, in a list
** of the live ones of their kind. */
typedef struct fc_handle fc_handle;
struct fc_handle {
  struct CUctx_st *ctx;
  fc_handle *pNext;
};

struct CUstream_st {
  fc_handle h;
};

struct CUevent_st {
  fc_handle h;
  int bRecorded;
  double ms;                  /* when recorded, on a monotonic clock */
};

/* A device allocation (ctx set) or a pinned host one (ctx 0). */
typedef struct fc_alloc {
  unsigned char *p;
  size_t n;
  struct CUctx_st *ctx;
} fc_alloc;

typedef struct fc_fault {
  char zName[64];
  long nAt;                   /* the call that fails */
  long nCall;                 /* calls so far */
} fc_fault;

static struct {
  pthread_mutex_t mu;
  int bInit;                  /* cuInit was called */
  int nDevice;
  size_t nMem, nUsed;         /* device memory: all of it, allocated */
  struct CUctx_st aCtx[FC_MAX_DEVICES];
  fc_alloc *aAlloc;
  int nAlloc, nAllocMax;
  struct CUmod_st *pMod;
  fc_handle *pStream;         /* the live streams */
  fc_handle *pEvent;          /* the live events */
  fc_fault aFault[FC_MAX_FAULTS];
  int nFault;
  CUresult lost;              /* FAKECUDA_FAULT_STICKS: the fault that broke the device */
} fc;

static pthread_once_t fc_once = PTHREAD_ONCE_INIT;
static __thread struct CUctx_st *fc_current;

/* ---- set-up, and every call's way in and out ------------------------------ */

static void fc_parse_faults(const char *z){
  while( z && *z && fc.nFault<FC_MAX_FAULTS ){
    const char *zColon = strchr(z, ':');
    const char *zEnd = strchr(z, ',');
    fc_fault *f = &fc.aFault[fc.nFault];
    size_t n;
    if( zEnd==0 ) zEnd = z + strlen(z);
    if( zColon && zColon<zEnd && (n = (size_t)(zColon - z))<sizeof f->zName ){
      memcpy(f->zName, z, n);
      f->zName[n] = 0;
      /* cuMemAlloc_v2 names the same function as cuMemAlloc. */
      if( n>3 && strcmp(f->zName + n - 3, "_v2")==0 ) f->zName[n-3] = 0;
      f->nAt = strtol(zColon + 1, 0, 10);
      f->nCall = 0;
      if( f->nAt>0 ) fc.nFault++;
    }
    z = *zEnd ? zEnd + 1 : zEnd;
  }
}

static void fc_setup(void){
  const char *z = getenv("FAKECUDA_DEVICES");
  int i;
  pthread_mutex_init(&fc.mu, 0);
  fc.nDevice = z && z[0] ? atoi(z) : 1;
  if( fc.nDevice<0 ) fc.nDevice = 0;
  if( fc.nDevice>FC_MAX_DEVICES ) fc.nDevice = FC_MAX_DEVICES;
  z = getenv("FAKECUDA_MEM");
  fc.nMem = z && z[0] ? (size_t)strtoull(z, 0, 10) : 0;
  if( fc.nMem==0 ) fc.nMem = (size_t)1 << 30;
  for(i=0; i<FC_MAX_DEVICES; i++) fc.aCtx[i].dev = i;
  fc_parse_faults(getenv("FAKECUDA_FAIL"));
}

/* The error FAKECUDA_FAIL makes function zName give. */
static CUresult fc_injected_error(const char *zName){
  static const struct { const char *zName; CUresult rc; } aErr[] = {
    { "cuInit",                CUDA_ERROR_NO_DEVICE },
    { "cuMemAlloc",            CUDA_ERROR_OUT_OF_MEMORY },
    { "cuMemAllocHost",        CUDA_ERROR_OUT_OF_MEMORY },
    { "cuDevicePrimaryCtxRetain", CUDA_ERROR_OUT_OF_MEMORY },
    { "cuStreamCreate",        CUDA_ERROR_OUT_OF_MEMORY },
    { "cuEventCreate",         CUDA_ERROR_OUT_OF_MEMORY },
    { "cuModuleLoadData",      CUDA_ERROR_INVALID_IMAGE },
    { "cuModuleGetFunction",   CUDA_ERROR_NOT_FOUND },
    { "cuLaunchKernel",        CUDA_ERROR_LAUNCH_FAILED },
    { "cuStreamSynchronize",   CUDA_ERROR_LAUNCH_FAILED },
    { "cuStreamQuery",         CUDA_ERROR_LAUNCH_FAILED },
    { "cuCtxSynchronize",      CUDA_ERROR_LAUNCH_FAILED },
    { "cuEventSynchronize",    CUDA_ERROR_LAUNCH_FAILED },
    { "cuMemcpyHtoDAsync",     CUDA_ERROR_ILLEGAL_ADDRESS },
    { "cuMemcpyDtoHAsync",     CUDA_ERROR_ILLEGAL_ADDRESS },
    { "cuMemcpyDtoDAsync",     CUDA_ERROR_ILLEGAL_ADDRESS },
    { "cuMemsetD8Async",       CUDA_ERROR_ILLEGAL_ADDRESS },
  };
  size_t i;
  for(i=0; i<sizeof aErr/sizeof aErr[0]; i++){
    if( strcmp(aErr[i].zName, zName)==0 ) return aErr[i].rc;
  }
  return CUDA_ERROR_UNKNOWN;
}

/* Errors that break the context on a GPU (a kernel fault). */
static int fc_is_sticky(CUresult rc){
  return rc==CUDA_ERROR_LAUNCH_FAILED || rc==CUDA_ERROR_ILLEGAL_ADDRESS;
}

enum { FC_ANY = 0, FC_INIT = 1, FC_CTX = 2 };

/* Every entry point starts here: takes fc.mu, counts the call against
** FAKECUDA_FAIL, and checks what the call needs (cuInit done, a sound
** current context).  fc_leave() gives the mutex back. */
static CUresult fc_enter(const char *zName, int eNeed){
  int i;
  pthread_once(&fc_once, fc_setup);
  pthread_mutex_lock(&fc.mu);
  for(i=0; i<fc.nFault; i++){
    if( strcmp(fc.aFault[i].zName, zName)==0 && ++fc.aFault[i].nCall==fc.aFault[i].nAt ){
      CUresult rc = fc_injected_error(zName);
      if( fc_is_sticky(rc) && fc_current && fc_current->nRef>0 ) fc_current->sticky = rc;
      return rc;
    }
  }
  if( eNeed>=FC_INIT && !fc.bInit ) return CUDA_ERROR_NOT_INITIALIZED;
  if( eNeed>=FC_CTX ){
    if( fc_current==0 ) return CUDA_ERROR_INVALID_CONTEXT;
    if( fc_current->nRef==0 ) return CUDA_ERROR_CONTEXT_IS_DESTROYED;
    if( fc_current->sticky ) return fc_current->sticky;
  }
  return CUDA_SUCCESS;
}

static CUresult fc_leave(CUresult rc){
  pthread_mutex_unlock(&fc.mu);
  return rc;
}

/* ---- memory ----------------------------------------------------------------- */

/* The live allocation of context ctx (0: pinned host memory) holding
** [p, p+n), or 0. */
static fc_alloc *fc_find(struct CUctx_st *ctx, const void *p, size_t n){
  const unsigned char *z = (const unsigned char*)p;
  int i;
  for(i=0; i<fc.nAlloc; i++){
    fc_alloc *a = &fc.aAlloc[i];
    if( a->ctx==ctx && z>=a->p && z<=a->p + a->n && n<=(size_t)(a->p + a->n - z) ) return a;
  }
  return 0;
}

static int fc_device_range(CUdeviceptr d, size_t n){
  return d!=0 && fc_find(fc_current, (const void*)(uintptr_t)d, n)!=0;
}

static CUresult fc_alloc_new(struct CUctx_st *ctx, size_t n, void **pp){
  void *p = 0;
  if( fc.nAlloc==fc.nAllocMax ){
    int nNew = fc.nAllocMax ? fc.nAllocMax*2 : 16;
    fc_alloc *a = (fc_alloc*)realloc(fc.aAlloc, sizeof(fc_alloc)*(size_t)nNew);
    if( a==0 ) return CUDA_ERROR_OUT_OF_MEMORY;
    fc.aAlloc = a;
    fc.nAllocMax = nNew;
  }
  if( posix_memalign(&p, FC_ALIGN, n)!=0 ) return CUDA_ERROR_OUT_OF_MEMORY;
  memset(p, FC_GARBAGE, n);
  fc.aAlloc[fc.nAlloc].p = (unsigned char*)p;
  fc.aAlloc[fc.nAlloc].n = n;
  fc.aAlloc[fc.nAlloc].ctx = ctx;
  fc.nAlloc++;
  if( ctx ) fc.nUsed += n;
  *pp = p;
  return CUDA_SUCCESS;
}

static void fc_alloc_free(fc_alloc *a){
  if( a->ctx ) fc.nUsed -= a->n;
  free(a->p);
  *a = fc.aAlloc[--fc.nAlloc];
}

/* Free a's allocation by its exact start, or CUDA_ERROR_INVALID_VALUE. */
static CUresult fc_free_at(struct CUctx_st *ctx, const void *p){
  int i;
  for(i=0; i<fc.nAlloc; i++){
    if( fc.aAlloc[i].ctx==ctx && fc.aAlloc[i].p==(const unsigned char*)p ){
      fc_alloc_free(&fc.aAlloc[i]);
      return CUDA_SUCCESS;
    }
  }
  return CUDA_ERROR_INVALID_VALUE;
}

static void fc_module_free(struct CUmod_st *m){
  while( m->pFunc ){
    struct CUfunc_st *f = m->pFunc;
    m->pFunc = f->pNext;
    free(f);
  }
  dlclose(m->hLib);
  free(m);
}

/* ---- handles: what streams and events share ------------------------------ */

/* A new handle of sz bytes (an fc_handle first) of the current context, in
** list *ppList. */
static CUresult fc_handle_new(fc_handle **ppList, size_t sz, void **pp){
  fc_handle *h;
  if( pp==0 ) return CUDA_ERROR_INVALID_VALUE;
  if( (h = (fc_handle*)calloc(1, sz))==0 ) return CUDA_ERROR_OUT_OF_MEMORY;
  h->ctx = fc_current;
  h->pNext = *ppList;
  *ppList = h;
  *pp = h;
  return CUDA_SUCCESS;
}

/* Whether p is a live handle of list pList and of the current context. */
static int fc_handle_ok(fc_handle *pList, const void *p){
  for(; pList; pList=pList->pNext){
    if( pList==p ) return pList->ctx==fc_current;
  }
  return 0;
}

static CUresult fc_handle_free(fc_handle **ppList, void *p){
  if( p==0 || !fc_handle_ok(*ppList, p) ) return CUDA_ERROR_INVALID_HANDLE;
  while( *ppList!=p ) ppList = &(*ppList)->pNext;
  *ppList = ((fc_handle*)p)->pNext;
  free(p);
  return CUDA_SUCCESS;
}

/* Every handle of context ctx in list *ppList goes. */
static void fc_handle_drop(fc_handle **ppList, struct CUctx_st *ctx){
  while( *ppList ){
    fc_handle *h = *ppList;
    if( h->ctx==ctx ){ *ppList = h->pNext; free(h); }
    else ppList = &h->pNext;
  }
}

/* Stream s is 0 (the default stream) or a live stream of the current
** context. */
static int fc_stream_ok(CUstream s){
  return s==0 || fc_handle_ok(fc.pStream, s);
}

static int fc_event_ok(CUevent e){
  return fc_handle_ok(fc.pEvent, e);
}

/* Everything context ctx holds goes, and its fault with it: a reset, or
** the primary context's last release. */
static void fc_ctx_destroy(struct CUctx_st *ctx){
  struct CUmod_st **ppMod = &fc.pMod;
  int i;
  for(i=fc.nAlloc-1; i>=0; i--){
    if( fc.aAlloc[i].ctx==ctx ) fc_alloc_free(&fc.aAlloc[i]);
  }
  while( *ppMod ){
    struct CUmod_st *m = *ppMod;
    if( m->ctx==ctx ){ *ppMod = m->pNext; fc_module_free(m); }
    else ppMod = &m->pNext;
  }
  fc_handle_drop(&fc.pStream, ctx);
  fc_handle_drop(&fc.pEvent, ctx);
  ctx->sticky = fc.lost;
  ctx->msBusyUntil = 0;
}

static double fc_now_ms(void){
  struct timespec t;
  clock_gettime(CLOCK_MONOTONIC, &t);
  return (double)t.tv_sec*1e3 + (double)t.tv_nsec/1e6;
}

/* Does a kernel of the current context still run?  Under fc.mu. */
static int fc_busy(void){
  return fc_current && fc_now_ms() < fc_current->msBusyUntil;
}

/* A kernel fault on the current context; under FAKECUDA_FAULT_STICKS, on
** the device for good.  Under fc.mu. */
static void fc_fault_now(CUresult rc){
  const char *z = getenv("FAKECUDA_FAULT_STICKS");
  fc_current->sticky = rc;
  if( z && atoi(z)>0 ) fc.lost = rc;
}

/* Memory or a module going while a kernel may use it: a fault, as on a
** GPU.  Under fc.mu, in an entry point that fc_enter admitted. */
static CUresult fc_free_check(void){
  if( fc_busy() ) fc_current->sticky = CUDA_ERROR_ILLEGAL_ADDRESS;
  return fc_current->sticky;
}

/* The entry points that wait: fc.mu given back, then the wait for the
** current context's kernel. */
static CUresult fc_leave_waiting(CUresult rc){
  double ms = rc==CUDA_SUCCESS && fc_busy() ? fc_current->msBusyUntil - fc_now_ms() : 0;
  pthread_mutex_unlock(&fc.mu);
  if( ms>0 ){
    struct timespec ts;
    ts.tv_sec = (time_t)(ms/1e3);
    ts.tv_nsec = (long)((ms - (double)ts.tv_sec*1e3)*1e6);
    nanosleep(&ts, 0);
  }
  return rc;
}

/* ---- errors ------------------------------------------------------------------ */

static const struct { CUresult rc; const char *zName, *zText; } fc_errors[] = {
  { CUDA_SUCCESS,                    "CUDA_SUCCESS", "no error" },
  { CUDA_ERROR_INVALID_VALUE,        "CUDA_ERROR_INVALID_VALUE", "invalid argument" },
  { CUDA_ERROR_OUT_OF_MEMORY,        "CUDA_ERROR_OUT_OF_MEMORY", "out of memory" },
  { CUDA_ERROR_NOT_INITIALIZED,      "CUDA_ERROR_NOT_INITIALIZED", "initialization error" },
  { CUDA_ERROR_NO_DEVICE,            "CUDA_ERROR_NO_DEVICE", "no CUDA-capable device is detected" },
  { CUDA_ERROR_INVALID_DEVICE,       "CUDA_ERROR_INVALID_DEVICE", "invalid device ordinal" },
  { CUDA_ERROR_INVALID_IMAGE,        "CUDA_ERROR_INVALID_IMAGE", "device kernel image is invalid" },
  { CUDA_ERROR_INVALID_CONTEXT,      "CUDA_ERROR_INVALID_CONTEXT", "invalid device context" },
  { CUDA_ERROR_CONTEXT_IS_DESTROYED, "CUDA_ERROR_CONTEXT_IS_DESTROYED", "context is destroyed" },
  { CUDA_ERROR_INVALID_HANDLE,       "CUDA_ERROR_INVALID_HANDLE", "invalid resource handle" },
  { CUDA_ERROR_NOT_FOUND,            "CUDA_ERROR_NOT_FOUND", "named symbol not found" },
  { CUDA_ERROR_NOT_READY,            "CUDA_ERROR_NOT_READY", "device not ready" },
  { CUDA_ERROR_ILLEGAL_ADDRESS,      "CUDA_ERROR_ILLEGAL_ADDRESS", "an illegal memory access was encountered" },
  { CUDA_ERROR_LAUNCH_OUT_OF_RESOURCES, "CUDA_ERROR_LAUNCH_OUT_OF_RESOURCES", "too many resources requested for launch" },
  { CUDA_ERROR_LAUNCH_FAILED,        "CUDA_ERROR_LAUNCH_FAILED", "unspecified launch failure" },
  { CUDA_ERROR_UNKNOWN,              "CUDA_ERROR_UNKNOWN", "unknown error" },
};

static CUresult fc_error_lookup(CUresult rc, const char **pz, int bText){
  size_t i;
  for(i=0; i<sizeof fc_errors/sizeof fc_errors[0]; i++){
    if( fc_errors[i].rc==rc ){
      *pz = bText ? fc_errors[i].zText : fc_errors[i].zName;
      return CUDA_SUCCESS;
    }
  }
  *pz = 0;
  return CUDA_ERROR_INVALID_VALUE;
}

CUresult cuGetErrorName(CUresult rc, const char **pz){ return fc_error_lookup(rc, pz, 0); }
CUresult cuGetErrorString(CUresult rc, const char **pz){ return fc_error_lookup(rc, pz, 1); }

/* ---- driver and device ---------------------------------------------------------- */

CUresult cuInit(unsigned int flags){
  CUresult rc = fc_enter("cuInit", FC_ANY);
  if( rc==CUDA_SUCCESS ){
    if( flags!=0 ) rc = CUDA_ERROR_INVALID_VALUE;
    else fc.bInit = 1;
  }
  return fc_leave(rc);
}

CUresult cuDriverGetVersion(int *pVersion){
  CUresult rc = fc_enter("cuDriverGetVersion", FC_ANY);
  if( rc==CUDA_SUCCESS ){
    if( pVersion==0 ) rc = CUDA_ERROR_INVALID_VALUE;
    else *pVersion = CUDA_VERSION;
  }
  return fc_leave(rc);
}

CUresult cuDeviceGetCount(int *pCount){
  CUresult rc = fc_enter("cuDeviceGetCount", FC_INIT);
  if( rc==CUDA_SUCCESS ){
    if( pCount==0 ) rc = CUDA_ERROR_INVALID_VALUE;
    else *pCount = fc.nDevice;
  }
  return fc_leave(rc);
}

CUresult cuDeviceGet(CUdevice *pDev, int ordinal){
  CUresult rc = fc_enter("cuDeviceGet", FC_INIT);
  if( rc==CUDA_SUCCESS ){
    if( pDev==0 ) rc = CUDA_ERROR_INVALID_VALUE;
    else if( ordinal<0 || ordinal>=fc.nDevice ) rc = CUDA_ERROR_INVALID_DEVICE;
    else *pDev = ordinal;
  }
  return fc_leave(rc);
}

static int fc_device_ok(CUdevice dev){ return dev>=0 && dev<fc.nDevice; }

CUresult cuDeviceGetName(char *zName, int nName, CUdevice dev){
  CUresult rc = fc_enter("cuDeviceGetName", FC_INIT);
  if( rc==CUDA_SUCCESS ){
    if( zName==0 || nName<1 ) rc = CUDA_ERROR_INVALID_VALUE;
    else if( !fc_device_ok(dev) ) rc = CUDA_ERROR_INVALID_DEVICE;
    else snprintf(zName, (size_t)nName, "%s", "gpustr fake device");
  }
  return fc_leave(rc);
}

/* An H100's figures, for what a caller may ask. */
CUresult cuDeviceGetAttribute(int *pValue, CUdevice_attribute attr, CUdevice dev){
  CUresult rc = fc_enter("cuDeviceGetAttribute", FC_INIT);
  if( rc==CUDA_SUCCESS ){
    if( pValue==0 || attr<1 || attr>=CU_DEVICE_ATTRIBUTE_MAX ) rc = CUDA_ERROR_INVALID_VALUE;
    else if( !fc_device_ok(dev) ) rc = CUDA_ERROR_INVALID_DEVICE;
  }
  if( rc==CUDA_SUCCESS ){
    switch( attr ){
      case CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MAJOR: *pValue = 9; break;
      case CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MINOR: *pValue = 0; break;
      case CU_DEVICE_ATTRIBUTE_MULTIPROCESSOR_COUNT:     *pValue = 132; break;
      case CU_DEVICE_ATTRIBUTE_MAX_THREADS_PER_BLOCK:    *pValue = 1024; break;
      case CU_DEVICE_ATTRIBUTE_MAX_BLOCK_DIM_X:
      case CU_DEVICE_ATTRIBUTE_MAX_BLOCK_DIM_Y:          *pValue = 1024; break;
      case CU_DEVICE_ATTRIBUTE_MAX_BLOCK_DIM_Z:          *pValue = 64; break;
      case CU_DEVICE_ATTRIBUTE_MAX_GRID_DIM_X:           *pValue = 2147483647; break;
      case CU_DEVICE_ATTRIBUTE_MAX_GRID_DIM_Y:
      case CU_DEVICE_ATTRIBUTE_MAX_GRID_DIM_Z:           *pValue = 65535; break;
      case CU_DEVICE_ATTRIBUTE_WARP_SIZE:                *pValue = 32; break;
      case CU_DEVICE_ATTRIBUTE_MAX_SHARED_MEMORY_PER_BLOCK: *pValue = 49152; break;
      case CU_DEVICE_ATTRIBUTE_MAX_THREADS_PER_MULTIPROCESSOR: *pValue = 2048; break;
      case CU_DEVICE_ATTRIBUTE_CLOCK_RATE:               *pValue = 1755000; break;
      case CU_DEVICE_ATTRIBUTE_UNIFIED_ADDRESSING:       *pValue = 1; break;
      default:                                           *pValue = 0; break;
    }
  }
  return fc_leave(rc);
}

CUresult cuDeviceTotalMem_v2(size_t *pBytes, CUdevice dev){
  CUresult rc = fc_enter("cuDeviceTotalMem", FC_INIT);
  if( rc==CUDA_SUCCESS ){
    if( pBytes==0 ) rc = CUDA_ERROR_INVALID_VALUE;
    else if( !fc_device_ok(dev) ) rc = CUDA_ERROR_INVALID_DEVICE;
    else *pBytes = fc.nMem;
  }
  return fc_leave(rc);
}

/* ---- contexts ----------------------------------------------------------------------- */

CUresult cuDevicePrimaryCtxRetain(CUcontext *pCtx, CUdevice dev){
  CUresult rc = fc_enter("cuDevicePrimaryCtxRetain", FC_INIT);
  if( rc==CUDA_SUCCESS ){
    if( pCtx==0 ) rc = CUDA_ERROR_INVALID_VALUE;
    else if( fc.lost ) rc = fc.lost;
    else if( !fc_device_ok(dev) ) rc = CUDA_ERROR_INVALID_DEVICE;
    else{
      fc.aCtx[dev].nRef++;
      *pCtx = &fc.aCtx[dev];
    }
  }
  return fc_leave(rc);
}

CUresult cuDevicePrimaryCtxRelease_v2(CUdevice dev){
  CUresult rc = fc_enter("cuDevicePrimaryCtxRelease", FC_INIT);
  if( rc==CUDA_SUCCESS ){
    if( !fc_device_ok(dev) ) rc = CUDA_ERROR_INVALID_DEVICE;
    else if( fc.aCtx[dev].nRef==0 ) rc = CUDA_ERROR_INVALID_CONTEXT;
    else if( --fc.aCtx[dev].nRef==0 ) fc_ctx_destroy(&fc.aCtx[dev]);
  }
  return fc_leave(rc);
}

CUresult cuDevicePrimaryCtxReset_v2(CUdevice dev){
  CUresult rc = fc_enter("cuDevicePrimaryCtxReset", FC_INIT);
  if( rc==CUDA_SUCCESS ){
    if( !fc_device_ok(dev) ) rc = CUDA_ERROR_INVALID_DEVICE;
    else fc_ctx_destroy(&fc.aCtx[dev]);
  }
  return fc_leave(rc);
}

CUresult cuCtxSetCurrent(CUcontext ctx){
  CUresult rc = fc_enter("cuCtxSetCurrent", FC_INIT);
  if( rc==CUDA_SUCCESS ){
    if( ctx && (ctx<&fc.aCtx[0] || ctx>=&fc.aCtx[fc.nDevice]) ) rc = CUDA_ERROR_INVALID_CONTEXT;
    else if( ctx && ctx->nRef==0 ) rc = CUDA_ERROR_CONTEXT_IS_DESTROYED;
    else fc_current = ctx;
  }
  return fc_leave(rc);
}

/* Work is synchronous (its end delayed by FAKECUDA_KERNEL_MS): a sync
** reports a fault, or waits for that end. */
CUresult cuCtxSynchronize(void){
  return fc_leave_waiting(fc_enter("cuCtxSynchronize", FC_CTX));
}

/* ---- modules -------------------------------------------------------------------------- */

/* The shared library in image pImg, loaded: written to a temporary file,
** opened, unlinked. */
static CUresult fc_load_image(const void *pImg, void **phLib){
  const unsigned char *a = (const unsigned char*)pImg;
  const char *zTmp = getenv("TMPDIR");
  char zPath[4096];
  uint64_t n;
  size_t nDone = 0;
  int fd;
  if( a==0 || memcmp(a, fc_magic, sizeof fc_magic)!=0 ) return CUDA_ERROR_INVALID_IMAGE;
  memcpy(&n, a + sizeof fc_magic, sizeof n);
  if( n==0 ) return CUDA_ERROR_INVALID_IMAGE;
  a += sizeof fc_magic + sizeof n;
  snprintf(zPath, sizeof zPath, "%s/fakecuda-module-XXXXXX.so", zTmp && zTmp[0] ? zTmp : "/tmp");
  fd = mkstemps(zPath, 3);
  if( fd<0 ) return CUDA_ERROR_OUT_OF_MEMORY;
  while( nDone<n ){
    ssize_t k = write(fd, a + nDone, (size_t)(n - nDone));
    if( k<=0 ) break;
    nDone += (size_t)k;
  }
  close(fd);
  *phLib = nDone==n ? dlopen(zPath, RTLD_NOW | RTLD_LOCAL) : 0;
  unlink(zPath);
  return *phLib ? CUDA_SUCCESS : CUDA_ERROR_INVALID_IMAGE;
}

CUresult cuModuleLoadData(CUmodule *pMod, const void *pImg){
  CUresult rc = fc_enter("cuModuleLoadData", FC_CTX);
  void *hLib = 0;
  if( rc==CUDA_SUCCESS && pMod==0 ) rc = CUDA_ERROR_INVALID_VALUE;
  if( rc==CUDA_SUCCESS ) rc = fc_load_image(pImg, &hLib);
  if( rc==CUDA_SUCCESS ){
    struct CUmod_st *m = (struct CUmod_st*)calloc(1, sizeof(*m));
    if( m==0 ){
      dlclose(hLib);
      rc = CUDA_ERROR_OUT_OF_MEMORY;
    }else{
      m->ctx = fc_current;
      m->hLib = hLib;
      m->pNext = fc.pMod;
      fc.pMod = m;
      *pMod = m;
    }
  }
  return fc_leave(rc);
}

/* The live module m of the current context, or 0. */
static struct CUmod_st *fc_module(CUmodule m){
  struct CUmod_st *p;
  for(p=fc.pMod; p; p=p->pNext){
    if( p==m ) return p->ctx==fc_current ? p : 0;
  }
  return 0;
}

CUresult cuModuleUnload(CUmodule mod){
  CUresult rc = fc_enter("cuModuleUnload", FC_CTX);
  if( rc==CUDA_SUCCESS ){
    struct CUmod_st **pp = &fc.pMod;
    while( *pp && *pp!=mod ) pp = &(*pp)->pNext;
    if( *pp==0 || (*pp)->ctx!=fc_current ) rc = CUDA_ERROR_INVALID_HANDLE;
    else if( (rc = fc_free_check())!=CUDA_SUCCESS ){}
    else{
      *pp = mod->pNext;
      fc_module_free(mod);
    }
  }
  return fc_leave(rc);
}

CUresult cuModuleGetFunction(CUfunction *pFn, CUmodule mod, const char *zName){
  CUresult rc = fc_enter("cuModuleGetFunction", FC_CTX);
  struct CUmod_st *m = rc==CUDA_SUCCESS ? fc_module(mod) : 0;
  if( rc==CUDA_SUCCESS ){
    if( pFn==0 || zName==0 ) rc = CUDA_ERROR_INVALID_VALUE;
    else if( m==0 ) rc = CUDA_ERROR_INVALID_HANDLE;
  }
  if( rc==CUDA_SUCCESS ){
    void *pSym = dlsym(m->hLib, zName);
    struct CUfunc_st *f;
    if( pSym==0 ){
      rc = CUDA_ERROR_NOT_FOUND;
    }else if( (f = (struct CUfunc_st*)calloc(1, sizeof(*f)))==0 ){
      rc = CUDA_ERROR_OUT_OF_MEMORY;
    }else{
      *(void**)&f->xKernel = pSym;
      f->pNext = m->pFunc;
      m->pFunc = f;
      *pFn = f;
    }
  }
  return fc_leave(rc);
}

/* The function f of a live module of the current context, or 0. */
static struct CUfunc_st *fc_function(CUfunction f){
  struct CUmod_st *m;
  struct CUfunc_st *p;
  for(m=fc.pMod; m; m=m->pNext){
    if( m->ctx!=fc_current ) continue;
    for(p=m->pFunc; p; p=p->pNext){
      if( p==f ) return p;
    }
  }
  return 0;
}

/* ---- memory ------------------------------------------------------------------------------ */

CUresult cuMemAlloc_v2(CUdeviceptr *pd, size_t n){
  CUresult rc = fc_enter("cuMemAlloc", FC_CTX);
  void *p = 0;
  if( rc==CUDA_SUCCESS ){
    if( pd==0 || n==0 ) rc = CUDA_ERROR_INVALID_VALUE;
    else if( n>fc.nMem - fc.nUsed ) rc = CUDA_ERROR_OUT_OF_MEMORY;
    else rc = fc_alloc_new(fc_current, n, &p);
  }
  if( rc==CUDA_SUCCESS ) *pd = (CUdeviceptr)(uintptr_t)p;
  return fc_leave(rc);
}

CUresult cuMemFree_v2(CUdeviceptr d){
  CUresult rc = fc_enter("cuMemFree", FC_CTX);
  if( rc==CUDA_SUCCESS ) rc = fc_free_check();
  if( rc==CUDA_SUCCESS && d!=0 ) rc = fc_free_at(fc_current, (const void*)(uintptr_t)d);
  return fc_leave(rc);
}

CUresult cuMemAllocHost_v2(void **pp, size_t n){
  CUresult rc = fc_enter("cuMemAllocHost", FC_CTX);
  if( rc==CUDA_SUCCESS ){
    if( pp==0 || n==0 ) rc = CUDA_ERROR_INVALID_VALUE;
    else rc = fc_alloc_new(0, n, pp);
  }
  return fc_leave(rc);
}

CUresult cuMemFreeHost(void *p){
  CUresult rc = fc_enter("cuMemFreeHost", FC_CTX);
  if( rc==CUDA_SUCCESS ) rc = fc_free_check();
  if( rc==CUDA_SUCCESS ) rc = fc_free_at(0, p);
  return fc_leave(rc);
}

CUresult cuMemGetInfo_v2(size_t *pFree, size_t *pTotal){
  CUresult rc = fc_enter("cuMemGetInfo", FC_CTX);
  if( rc==CUDA_SUCCESS ){
    if( pFree==0 || pTotal==0 ) rc = CUDA_ERROR_INVALID_VALUE;
    else{
      *pFree = fc.nMem - fc.nUsed;
      *pTotal = fc.nMem;
    }
  }
  return fc_leave(rc);
}

CUresult cuMemcpyHtoDAsync_v2(CUdeviceptr d, const void *p, size_t n, CUstream s){
  CUresult rc = fc_enter("cuMemcpyHtoDAsync", FC_CTX);
  if( rc==CUDA_SUCCESS ){
    if( !fc_stream_ok(s) ) rc = CUDA_ERROR_INVALID_HANDLE;
    else if( n>0 && (p==0 || !fc_device_range(d, n)) ) rc = CUDA_ERROR_INVALID_VALUE;
    else if( n>0 ) memcpy((void*)(uintptr_t)d, p, n);
  }
  return fc_leave(rc);
}

CUresult cuMemcpyDtoHAsync_v2(void *p, CUdeviceptr d, size_t n, CUstream s){
  CUresult rc = fc_enter("cuMemcpyDtoHAsync", FC_CTX);
  if( rc==CUDA_SUCCESS ){
    if( !fc_stream_ok(s) ) rc = CUDA_ERROR_INVALID_HANDLE;
    else if( n>0 && (p==0 || !fc_device_range(d, n)) ) rc = CUDA_ERROR_INVALID_VALUE;
    else if( n>0 ) memcpy(p, (const void*)(uintptr_t)d, n);
  }
  return fc_leave(rc);
}

CUresult cuMemcpyDtoDAsync_v2(CUdeviceptr dDst, CUdeviceptr dSrc, size_t n, CUstream s){
  CUresult rc = fc_enter("cuMemcpyDtoDAsync", FC_CTX);
  if( rc==CUDA_SUCCESS ){
    if( !fc_stream_ok(s) ) rc = CUDA_ERROR_INVALID_HANDLE;
    else if( n>0 && (!fc_device_range(dDst, n) || !fc_device_range(dSrc, n)) ) rc = CUDA_ERROR_INVALID_VALUE;
    else if( n>0 ) memmove((void*)(uintptr_t)dDst, (const void*)(uintptr_t)dSrc, n);
  }
  return fc_leave(rc);
}

CUresult cuMemsetD8Async(CUdeviceptr d, unsigned char c, size_t n, CUstream s){
  CUresult rc = fc_enter("cuMemsetD8Async", FC_CTX);
  if( rc==CUDA_SUCCESS ){
    if( !fc_stream_ok(s) ) rc = CUDA_ERROR_INVALID_HANDLE;
    else if( n>0 && !fc_device_range(d, n) ) rc = CUDA_ERROR_INVALID_VALUE;
    else if( n>0 ) memset((void*)(uintptr_t)d, c, n);
  }
  return fc_leave(rc);
}

/* ---- streams and events ------------------------------------------------------------------- */

CUresult cuStreamCreate(CUstream *ps, unsigned int flags){
  CUresult rc = fc_enter("cuStreamCreate", FC_CTX);
  (void)flags;
  if( rc==CUDA_SUCCESS ) rc = fc_handle_new(&fc.pStream, sizeof(struct CUstream_st), (void**)ps);
  return fc_leave(rc);
}

CUresult cuStreamDestroy_v2(CUstream s){
  CUresult rc = fc_enter("cuStreamDestroy", FC_CTX);
  if( rc==CUDA_SUCCESS ) rc = fc_handle_free(&fc.pStream, s);
  return fc_leave(rc);
}

CUresult cuStreamSynchronize(CUstream s){
  CUresult rc = fc_enter("cuStreamSynchronize", FC_CTX);
  if( rc==CUDA_SUCCESS && !fc_stream_ok(s) ) rc = CUDA_ERROR_INVALID_HANDLE;
  return fc_leave_waiting(rc);
}

CUresult cuStreamQuery(CUstream s){
  CUresult rc = fc_enter("cuStreamQuery", FC_CTX);
  if( rc==CUDA_SUCCESS && !fc_stream_ok(s) ) rc = CUDA_ERROR_INVALID_HANDLE;
  if( rc==CUDA_SUCCESS && fc_busy() ) rc = CUDA_ERROR_NOT_READY;
  return fc_leave(rc);
}

CUresult cuEventCreate(CUevent *pe, unsigned int flags){
  CUresult rc = fc_enter("cuEventCreate", FC_CTX);
  (void)flags;
  if( rc==CUDA_SUCCESS ) rc = fc_handle_new(&fc.pEvent, sizeof(struct CUevent_st), (void**)pe);
  return fc_leave(rc);
}

CUresult cuEventDestroy_v2(CUevent e){
  CUresult rc = fc_enter("cuEventDestroy", FC_CTX);
  if( rc==CUDA_SUCCESS ) rc = fc_handle_free(&fc.pEvent, e);
  return fc_leave(rc);
}

CUresult cuEventRecord(CUevent e, CUstream s){
  CUresult rc = fc_enter("cuEventRecord", FC_CTX);
  if( rc==CUDA_SUCCESS ){
    if( !fc_event_ok(e) || !fc_stream_ok(s) ) rc = CUDA_ERROR_INVALID_HANDLE;
    else{
      e->bRecorded = 1;
      e->ms = fc_now_ms();
    }
  }
  return fc_leave(rc);
}

CUresult cuEventSynchronize(CUevent e){
  CUresult rc = fc_enter("cuEventSynchronize", FC_CTX);
  if( rc==CUDA_SUCCESS && !fc_event_ok(e) ) rc = CUDA_ERROR_INVALID_HANDLE;
  return fc_leave(rc);
}

static CUresult fc_elapsed(const char *zName, float *pMs, CUevent e0, CUevent e1){
  CUresult rc = fc_enter(zName, FC_CTX);
  if( rc==CUDA_SUCCESS ){
    if( pMs==0 ) rc = CUDA_ERROR_INVALID_VALUE;
    else if( !fc_event_ok(e0) || !fc_event_ok(e1) ) rc = CUDA_ERROR_INVALID_HANDLE;
    else if( !e0->bRecorded || !e1->bRecorded ) rc = CUDA_ERROR_INVALID_HANDLE;
    else *pMs = (float)(e1->ms - e0->ms);
  }
  return fc_leave(rc);
}

/* cuda.h maps the old name onto the _v2 one; the driver exports both. */
#undef cuEventElapsedTime
CUresult cuEventElapsedTime(float *pMs, CUevent e0, CUevent e1){
  return fc_elapsed("cuEventElapsedTime", pMs, e0, e1);
}
CUresult cuEventElapsedTime_v2(float *pMs, CUevent e0, CUevent e1){
  return fc_elapsed("cuEventElapsedTime", pMs, e0, e1);
}

/* ---- launches ---------------------------------------------------------------------------- */

/* Whether every buffer launch k touches lies in a live allocation (a kernel
** that reads or writes past one faults on a GPU, or worse). */
static int fc_kargs_ok(const gs_kargs *k){
  size_t nRow = (size_t)k->n_row, nOut = nRow, i;
  if( k->n_row<0 ) return 0;
  if( k->row_idx ){
    if( !fc_device_range((CUdeviceptr)(uintptr_t)k->row_idx, nRow*4) ) return 0;
    for(nOut=0, i=0; i<nRow; i++){
      if( k->row_idx[i]<0 ) return 0;
      if( (size_t)k->row_idx[i]>=nOut ) nOut = (size_t)k->row_idx[i] + 1;
    }
  }
  if( !fc_device_range((CUdeviceptr)(uintptr_t)k->counters, sizeof(gs_kcounters)) ) return 0;
  if( k->out_cap>0 && !fc_device_range((CUdeviceptr)(uintptr_t)k->out_bytes, (size_t)k->out_cap) ) return 0;
  if( k->arena_cap>0 && !fc_device_range((CUdeviceptr)(uintptr_t)k->arena, (size_t)k->arena_cap) ) return 0;
  /* A join kernel's pairs kept (GS_JOIN_KERNEL). */
  if( k->jout && k->jcap>0
   && !fc_device_range((CUdeviceptr)(uintptr_t)k->jout, (size_t)k->jcap*sizeof(gs_kmatch)) ) return 0;
  if( nOut>0 ){
    if( !fc_device_range((CUdeviceptr)(uintptr_t)k->out_type, nOut)
     || !fc_device_range((CUdeviceptr)(uintptr_t)k->out_rc, nOut)
     || !fc_device_range((CUdeviceptr)(uintptr_t)k->out_num, nOut*8)
     || !fc_device_range((CUdeviceptr)(uintptr_t)k->out_len, nOut*8) ) return 0;
  }
  return 1;
}

CUresult cuLaunchKernel(CUfunction f, unsigned gx, unsigned gy, unsigned gz,
                        unsigned bx, unsigned by, unsigned bz, unsigned nShared,
                        CUstream s, void **apParam, void **apExtra){
  CUresult rc = fc_enter("cuLaunchKernel", FC_CTX);
  struct CUfunc_st *fn = rc==CUDA_SUCCESS ? fc_function(f) : 0;
  (void)apExtra;
  if( rc==CUDA_SUCCESS ){
    if( fn==0 || !fc_stream_ok(s) ) rc = CUDA_ERROR_INVALID_HANDLE;
    else if( gx==0 || gy==0 || gz==0 || bx==0 || by==0 || bz==0 || apParam==0 || apParam[0]==0 ){
      rc = CUDA_ERROR_INVALID_VALUE;
    }else if( (unsigned long long)bx*by*bz>1024 || nShared>49152 || gy>65535 || gz>65535 ){
      rc = CUDA_ERROR_INVALID_VALUE;
    }
  }
  if( rc==CUDA_SUCCESS ){
    /* The kernel's one parameter, gs_kargs, by value; the grid's threads
    ** bound the rows that run, as on a GPU. */
    gs_kargs k;
    unsigned long long nThread = (unsigned long long)gx*gy*gz*bx*by*bz;
    memcpy(&k, apParam[0], sizeof k);
    if( (unsigned long long)k.n_row>nThread ) k.n_row = (int64_t)nThread;
    if( k.debug_fault ) fc_fault_now(CUDA_ERROR_LAUNCH_FAILED);
    else if( !fc_kargs_ok(&k) ) fc_fault_now(CUDA_ERROR_ILLEGAL_ADDRESS);
    else{
      const char *zMs = getenv("FAKECUDA_KERNEL_MS");
      double t = fc_now_ms();
      fn->xKernel(&k);
      if( zMs && atoi(zMs)>0 ){
        if( fc_current->msBusyUntil > t ) t = fc_current->msBusyUntil;
        fc_current->msBusyUntil = t + atoi(zMs);
      }
    }
  }
  return fc_leave(rc);
}
