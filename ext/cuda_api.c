/*
** cuda_api.c - finding the CUDA driver and NVRTC at run time.
**
** gpustr never links against CUDA: libcuda.so.1 and libnvrtc.so.{13,12} are
** opened with dlopen on first use, so the extension loads and runs (on its
** CPU engine) on machines with no GPU, no driver and no toolkit.  NVRTC is
** looked for on the loader's path and then under the CUDA directory given to
** ./configure.  The probe runs once per process; gpu_info() reports it.
**
** GPUSTR_LIBCUDA and GPUSTR_LIBNVRTC, when set in the environment, name the
** driver and NVRTC libraries to open instead (a driver outside the loader's
** path; the test suite's fake device, test/fakecuda/).
**
** The probe also loads every driver entry point the GPU engine calls
** (cu_driver(), by their _v2 ABI names), the NVRTC calls that compile a
** generated kernel (cu_nvrtc_compile) against the runtime headers embedded
** in the extension at build time, and nvJitLink (libnvJitLink.so.{13,12},
** or GPUSTR_LIBNVJITLINK), which links a program's small kernel with the
** runtime's precompiled half (cu_nvjitlink; without it the engine compiles
** each program whole).  Every call's result is checked and turned into
** readable text (cu_error_text).
**
** A CPU-only build (configure found no CUDA headers) probes nothing and says
** so.
*/
#ifndef _GNU_SOURCE
# define _GNU_SOURCE 1
#endif
#include "config.h"
#include "gpustr_int.h"
#include "cuda_api.h"
#include <dlfcn.h>
#include <link.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static gp_cuda_info gp_cuda;
static pthread_once_t gp_cuda_once = PTHREAD_ONCE_INIT;

#ifdef GPUSTR_HAVE_CUDA

/* NVRTC, by the calls a compile makes. */
static struct {
  nvrtcResult (*xCreateProgram)(nvrtcProgram*, const char*, const char*, int,
                                const char* const*, const char* const*);
  nvrtcResult (*xDestroyProgram)(nvrtcProgram*);
  nvrtcResult (*xCompileProgram)(nvrtcProgram, int, const char* const*);
  nvrtcResult (*xGetProgramLogSize)(nvrtcProgram, size_t*);
  nvrtcResult (*xGetProgramLog)(nvrtcProgram, char*);
  nvrtcResult (*xGetPTXSize)(nvrtcProgram, size_t*);
  nvrtcResult (*xGetPTX)(nvrtcProgram, char*);
  nvrtcResult (*xGetCUBINSize)(nvrtcProgram, size_t*);
  nvrtcResult (*xGetCUBIN)(nvrtcProgram, char*);
  const char *(*xGetErrorString)(nvrtcResult);
} gp_nvrtc;

/* nvJitLink, by the calls a link makes (nvJitLink.h's types, which only
** toolkits from 12.0 have, as their ABI: an enum is an int). */
typedef struct gp_jitlink_s *gp_jitlink_handle;
#define GP_JITLINK_SUCCESS 0
#define GP_JITLINK_INPUT_CUBIN 1
static struct {
  int (*xCreate)(gp_jitlink_handle*, uint32_t, const char**);
  int (*xDestroy)(gp_jitlink_handle*);
  int (*xAddData)(gp_jitlink_handle, int, const void*, size_t, const char*);
  int (*xComplete)(gp_jitlink_handle);
  int (*xGetLinkedCubinSize)(gp_jitlink_handle, size_t*);
  int (*xGetLinkedCubin)(gp_jitlink_handle, void*);
  int (*xGetErrorLogSize)(gp_jitlink_handle, size_t*);
  int (*xGetErrorLog)(gp_jitlink_handle, char*);
  int (*xGetInfoLogSize)(gp_jitlink_handle, size_t*);
  int (*xGetInfoLog)(gp_jitlink_handle, char*);
} gp_jitlink;

static cu_api gp_cu;
static int gp_cu_loaded;

/* Look up each (pointer, symbol) pair; 0 if any is missing. */
static int gp_dlsym_all(void *h, void **aPtr, const char *const *azSym, int n, char *zWhy, int nWhy){
  int i;
  for(i=0; i<n; i++){
    aPtr[i] = dlsym(h, azSym[i]);
    if( aPtr[i]==0 ){
      snprintf(zWhy, (size_t)nWhy, "%s lacks %s", "the CUDA library", azSym[i]);
      return 0;
    }
  }
  return 1;
}

static void *gp_dlopen_first(const char *const *azName, int n, char *zWhy, int nWhy){
  int i;
  zWhy[0] = 0;
  for(i=0; i<n; i++){
    void *h = dlopen(azName[i], RTLD_NOW | RTLD_LOCAL);
    if( h ) return h;
    if( i==0 ) snprintf(zWhy, (size_t)nWhy, "%s", dlerror());
  }
  return 0;
}

/* A library named by environment variable zVar, into azName[0]: 1 if set. */
static int gp_env_lib(const char *zVar, const char **azName){
  const char *z = getenv(zVar);
  if( z==0 || z[0]==0 ) return 0;
  azName[0] = z;
  return 1;
}

static void gp_dl_path(void *h, char *zOut, int nOut){
  struct link_map *lm = 0;
  if( dlinfo(h, RTLD_DI_LINKMAP, &lm)==0 && lm && lm->l_name ){
    snprintf(zOut, (size_t)nOut, "%s", lm->l_name);
  }
}

static void gp_probe_nvrtc(gp_cuda_info *p){
  char zDir1[512], zDir2[512], zDir3[512], zDir4[512];
  const char *azName[6];
  void *h;
  nvrtcResult (*xVersion)(int*, int*);
  snprintf(zDir1, sizeof zDir1, "%s/lib64/libnvrtc.so.13", GPUSTR_CUDA_DIR);
  snprintf(zDir2, sizeof zDir2, "%s/lib64/libnvrtc.so.12", GPUSTR_CUDA_DIR);
  snprintf(zDir3, sizeof zDir3, "%s/lib/libnvrtc.so.13", GPUSTR_CUDA_DIR);
  snprintf(zDir4, sizeof zDir4, "%s/lib/libnvrtc.so.12", GPUSTR_CUDA_DIR);
  azName[0] = "libnvrtc.so.13"; azName[1] = "libnvrtc.so.12";
  azName[2] = zDir1; azName[3] = zDir2; azName[4] = zDir3; azName[5] = zDir4;
  if( gp_env_lib("GPUSTR_LIBNVRTC", azName) ){
    h = gp_dlopen_first(azName, 1, p->nvrtc_why, (int)sizeof p->nvrtc_why);
  }else{
    h = gp_dlopen_first(azName, 6, p->nvrtc_why, (int)sizeof p->nvrtc_why);
  }
  if( h==0 ) return;
  *(void**)&xVersion = dlsym(h, "nvrtcVersion");
  if( xVersion==0 || xVersion(&p->nvrtc_major, &p->nvrtc_minor)!=NVRTC_SUCCESS ){
    snprintf(p->nvrtc_why, sizeof p->nvrtc_why, "nvrtcVersion failed");
    dlclose(h);
    return;
  }
  {
    static const char *const azSym[] = {
      "nvrtcCreateProgram", "nvrtcDestroyProgram", "nvrtcCompileProgram",
      "nvrtcGetProgramLogSize", "nvrtcGetProgramLog", "nvrtcGetPTXSize",
      "nvrtcGetPTX", "nvrtcGetCUBINSize", "nvrtcGetCUBIN", "nvrtcGetErrorString"
    };
    void *aPtr[10];
    if( !gp_dlsym_all(h, aPtr, azSym, 10, p->nvrtc_why, (int)sizeof p->nvrtc_why) ) return;
    memcpy(&gp_nvrtc, aPtr, sizeof aPtr);
  }
  gp_dl_path(h, p->nvrtc_path, (int)sizeof p->nvrtc_path);
  p->nvrtc_found = 1;
  p->nvrtc_why[0] = 0;
  /* The handle stays open for the life of the process: kernels compile
  ** through it later. */
}

static void gp_probe_nvjitlink(gp_cuda_info *p){
  static const char *const azSym[] = {
    "nvJitLinkCreate", "nvJitLinkDestroy", "nvJitLinkAddData", "nvJitLinkComplete",
    "nvJitLinkGetLinkedCubinSize", "nvJitLinkGetLinkedCubin", "nvJitLinkGetErrorLogSize",
    "nvJitLinkGetErrorLog", "nvJitLinkGetInfoLogSize", "nvJitLinkGetInfoLog"
  };
  char zDir1[512], zDir2[512];
  const char *azName[4];
  void *aPtr[sizeof(azSym)/sizeof(azSym[0])];
  int (*xVersion)(unsigned*, unsigned*);
  unsigned major = 0, minor = 0;
  void *h;
  snprintf(zDir1, sizeof zDir1, "%s/lib64/libnvJitLink.so.13", GPUSTR_CUDA_DIR);
  snprintf(zDir2, sizeof zDir2, "%s/lib64/libnvJitLink.so.12", GPUSTR_CUDA_DIR);
  azName[0] = "libnvJitLink.so.13"; azName[1] = "libnvJitLink.so.12";
  azName[2] = zDir1; azName[3] = zDir2;
  if( gp_env_lib("GPUSTR_LIBNVJITLINK", azName) ){
    h = gp_dlopen_first(azName, 1, p->nvjitlink_why, (int)sizeof p->nvjitlink_why);
  }else{
    h = gp_dlopen_first(azName, 4, p->nvjitlink_why, (int)sizeof p->nvjitlink_why);
  }
  if( h==0 ) return;
  *(void**)&xVersion = dlsym(h, "nvJitLinkVersion");
  if( xVersion==0 || xVersion(&major, &minor)!=GP_JITLINK_SUCCESS ){
    snprintf(p->nvjitlink_why, sizeof p->nvjitlink_why, "nvJitLinkVersion failed");
    dlclose(h);
    return;
  }
  if( !gp_dlsym_all(h, aPtr, azSym, (int)(sizeof(azSym)/sizeof(azSym[0])),
                    p->nvjitlink_why, (int)sizeof p->nvjitlink_why) ){
    dlclose(h);
    return;
  }
  memcpy(&gp_jitlink, aPtr, sizeof aPtr);
  gp_dl_path(h, p->nvjitlink_path, (int)sizeof p->nvjitlink_path);
  p->nvjitlink_major = (int)major;
  p->nvjitlink_minor = (int)minor;
  p->nvjitlink_found = 1;
  p->nvjitlink_why[0] = 0;
}

static void gp_probe_driver(gp_cuda_info *p){
  const char *azName[1] = { "libcuda.so.1" };
  CUresult (*xInit)(unsigned int);
  CUresult (*xDriverGetVersion)(int*);
  CUresult (*xDeviceGetCount)(int*);
  CUresult (*xDeviceGet)(CUdevice*, int);
  CUresult (*xDeviceGetName)(char*, int, CUdevice);
  CUresult (*xDeviceGetAttribute)(int*, CUdevice_attribute, CUdevice);
  CUresult (*xDeviceTotalMem)(size_t*, CUdevice);
  CUresult rc;
  CUdevice dev;
  size_t mem = 0;
  void *h;
  gp_env_lib("GPUSTR_LIBCUDA", azName);
  h = gp_dlopen_first(azName, 1, p->driver_why, (int)sizeof p->driver_why);
  if( h==0 ) return;
  *(void**)&xInit = dlsym(h, "cuInit");
  *(void**)&xDriverGetVersion = dlsym(h, "cuDriverGetVersion");
  *(void**)&xDeviceGetCount = dlsym(h, "cuDeviceGetCount");
  *(void**)&xDeviceGet = dlsym(h, "cuDeviceGet");
  *(void**)&xDeviceGetName = dlsym(h, "cuDeviceGetName");
  *(void**)&xDeviceGetAttribute = dlsym(h, "cuDeviceGetAttribute");
  *(void**)&xDeviceTotalMem = dlsym(h, "cuDeviceTotalMem_v2");
  if( !xInit || !xDriverGetVersion || !xDeviceGetCount || !xDeviceGet
   || !xDeviceGetName || !xDeviceGetAttribute || !xDeviceTotalMem ){
    snprintf(p->driver_why, sizeof p->driver_why, "%s lacks the driver API entry points", azName[0]);
    return;
  }
  rc = xInit(0);
  if( rc!=CUDA_SUCCESS ){
    snprintf(p->driver_why, sizeof p->driver_why, "cuInit failed (CUresult %d)", (int)rc);
    return;
  }
  xDriverGetVersion(&p->driver_version);
  gp_dl_path(h, p->driver_path, (int)sizeof p->driver_path);
  if( xDeviceGetCount(&p->device_count)!=CUDA_SUCCESS || p->device_count<1 ){
    p->device_count = 0;
    snprintf(p->driver_why, sizeof p->driver_why, "the CUDA driver reports no device");
    p->driver_found = 1;
    return;
  }
  p->driver_found = 1;
  if( xDeviceGet(&dev, 0)==CUDA_SUCCESS ){
    xDeviceGetName(p->device_name, (int)sizeof p->device_name, dev);
    xDeviceGetAttribute(&p->cc_major, CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MAJOR, dev);
    xDeviceGetAttribute(&p->cc_minor, CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MINOR, dev);
    if( xDeviceTotalMem(&mem, dev)==CUDA_SUCCESS ) p->device_mem = (int64_t)mem;
  }
  {
    /* In the order of cu_api's fields. */
    static const char *const azSym[] = {
      "cuGetErrorName", "cuGetErrorString", "cuDevicePrimaryCtxRetain",
      "cuDevicePrimaryCtxRelease_v2", "cuDevicePrimaryCtxReset_v2", "cuCtxSetCurrent",
      "cuCtxSynchronize", "cuModuleLoadData", "cuModuleUnload", "cuModuleGetFunction",
      "cuMemAlloc_v2", "cuMemFree_v2", "cuMemAllocHost_v2", "cuMemFreeHost",
      "cuMemGetInfo_v2", "cuMemcpyHtoDAsync_v2", "cuMemcpyDtoHAsync_v2",
      "cuMemcpyDtoDAsync_v2", "cuMemsetD8Async", "cuStreamCreate", "cuStreamDestroy_v2",
      "cuStreamSynchronize", "cuEventCreate", "cuEventDestroy_v2", "cuEventRecord",
      "cuEventSynchronize", "cuEventElapsedTime", "cuLaunchKernel", "cuDeviceGet",
      "cuStreamQuery"
    };
    void *aPtr[sizeof(azSym)/sizeof(azSym[0])];
    if( sizeof(aPtr)!=sizeof(gp_cu) ){
      snprintf(p->driver_why, sizeof p->driver_why, "internal: cu_api and its symbol list differ");
      p->device_count = 0;
      return;
    }
    if( !gp_dlsym_all(h, aPtr, azSym, (int)(sizeof(azSym)/sizeof(azSym[0])),
                      p->driver_why, (int)sizeof p->driver_why) ){
      p->device_count = 0;
      return;
    }
    memcpy(&gp_cu, aPtr, sizeof aPtr);
    gp_cu_loaded = 1;
    p->driver_why[0] = 0;
  }
}

const cu_api *cu_driver(void){
  const gp_cuda_info *p = gp_cuda_probe();
  return gp_cu_loaded && p->device_count>0 ? &gp_cu : 0;
}

char *cu_error_text(const char *zCall, CUresult rc){
  const char *zName = 0, *zText = 0;
  if( gp_cu_loaded ){
    gp_cu.xGetErrorName(rc, &zName);
    gp_cu.xGetErrorString(rc, &zText);
  }
  if( zName==0 ) return sqlite3_mprintf("%s: CUDA error %d", zCall, (int)rc);
  return sqlite3_mprintf("%s: %s (%s)", zCall, zName, zText ? zText : "no description");
}

/* Why an NVRTC call failed, with the compile log when there is one. */
static int gp_nvrtc_fail(nvrtcProgram prog, const char *zCall, nvrtcResult rc, char **pzErr){
  size_t nLog = 0;
  char *zLog = 0;
  if( rc==NVRTC_ERROR_OUT_OF_MEMORY ) return SQLITE_NOMEM;
  if( prog && gp_nvrtc.xGetProgramLogSize(prog, &nLog)==NVRTC_SUCCESS && nLog>1 ){
    zLog = (char*)sqlite3_malloc64(nLog + 1);
    if( zLog && gp_nvrtc.xGetProgramLog(prog, zLog)==NVRTC_SUCCESS ) zLog[nLog] = 0;
    else if( zLog ) zLog[0] = 0;
  }
  *pzErr = sqlite3_mprintf("%s: %s%s%s", zCall, gp_nvrtc.xGetErrorString(rc),
                           zLog && zLog[0] ? "\n" : "", zLog ? zLog : "");
  sqlite3_free(zLog);
  return *pzErr ? SQLITE_ERROR : SQLITE_NOMEM;
}

/* The program's log, sqlite3_malloc'd ("" when it has none), or 0. */
static char *gp_nvrtc_log(nvrtcProgram prog){
  size_t nLog = 0;
  char *zLog;
  if( gp_nvrtc.xGetProgramLogSize(prog, &nLog)!=NVRTC_SUCCESS ) nLog = 0;
  zLog = (char*)sqlite3_malloc64(nLog + 1);
  if( zLog==0 ) return 0;
  if( nLog==0 || gp_nvrtc.xGetProgramLog(prog, zLog)!=NVRTC_SUCCESS ) nLog = 0;
  zLog[nLog] = 0;
  return zLog;
}

int cu_nvrtc_compile(const char *zSrc, int arch, int eOut,
                     void **ppOut, size_t *pnOut, char **pzLog, char **pzErr){
  const gp_cuda_info *p = gp_cuda_probe();
  nvrtcProgram prog = 0;
  nvrtcResult rc;
  char zArch[CU_ARCH_OPTION_SIZE];
  const char *azOpt[CU_MAX_OPTIONS];
  const char *zSizeCall = eOut==CU_OUT_PTX ? "nvrtcGetPTXSize" : "nvrtcGetCUBINSize";
  int nOpt;
  size_t n = 0;
  char *zOut;
  int rcOut;
  *ppOut = 0;
  *pnOut = 0;
  *pzErr = 0;
  if( pzLog ) *pzLog = 0;
  if( !p->nvrtc_found ){
    *pzErr = sqlite3_mprintf("NVRTC not found: %s", p->nvrtc_why);
    return *pzErr ? SQLITE_ERROR : SQLITE_NOMEM;
  }
  nOpt = cu_nvrtc_options(arch, eOut, zArch, azOpt);
  rc = gp_nvrtc.xCreateProgram(&prog, zSrc, "gpustr_kernel.cu", gp_rt_nheader,
                               gp_rt_header_text, gp_rt_header_name);
  if( rc!=NVRTC_SUCCESS ) return gp_nvrtc_fail(0, "nvrtcCreateProgram", rc, pzErr);
  rc = gp_nvrtc.xCompileProgram(prog, nOpt, azOpt);
  if( rc!=NVRTC_SUCCESS ){
    rcOut = gp_nvrtc_fail(prog, "nvrtcCompileProgram", rc, pzErr);
    gp_nvrtc.xDestroyProgram(&prog);
    return rcOut;
  }
  rc = eOut==CU_OUT_PTX ? gp_nvrtc.xGetPTXSize(prog, &n) : gp_nvrtc.xGetCUBINSize(prog, &n);
  if( rc!=NVRTC_SUCCESS ){
    rcOut = gp_nvrtc_fail(prog, zSizeCall, rc, pzErr);
    gp_nvrtc.xDestroyProgram(&prog);
    return rcOut;
  }
  zOut = (char*)sqlite3_malloc64(n + 1);
  if( zOut==0 || (pzLog && (*pzLog = gp_nvrtc_log(prog))==0) ){
    sqlite3_free(zOut);
    gp_nvrtc.xDestroyProgram(&prog);
    return SQLITE_NOMEM;
  }
  rc = eOut==CU_OUT_PTX ? gp_nvrtc.xGetPTX(prog, zOut) : gp_nvrtc.xGetCUBIN(prog, zOut);
  if( rc!=NVRTC_SUCCESS ){
    rcOut = gp_nvrtc_fail(prog, eOut==CU_OUT_PTX ? "nvrtcGetPTX" : "nvrtcGetCUBIN", rc, pzErr);
    sqlite3_free(zOut);
    if( pzLog ){ sqlite3_free(*pzLog); *pzLog = 0; }
    gp_nvrtc.xDestroyProgram(&prog);
    return rcOut;
  }
  zOut[n] = 0;
  gp_nvrtc.xDestroyProgram(&prog);
  *ppOut = zOut;
  *pnOut = n;
  return SQLITE_OK;
}

int cu_have_nvjitlink(void){
  return gp_cuda_probe()->nvjitlink_found;
}

/* Why a link failed: the call, its result and the linker's error log. */
static int gp_jitlink_fail(gp_jitlink_handle h, const char *zCall, int rc, char **pzErr){
  size_t nLog = 0;
  char *zLog = 0;
  if( h && gp_jitlink.xGetErrorLogSize(h, &nLog)==GP_JITLINK_SUCCESS && nLog>1 ){
    zLog = (char*)sqlite3_malloc64(nLog + 1);
    if( zLog && gp_jitlink.xGetErrorLog(h, zLog)==GP_JITLINK_SUCCESS ) zLog[nLog] = 0;
    else if( zLog ) zLog[0] = 0;
  }
  *pzErr = sqlite3_mprintf("%s: nvJitLink error %d%s%s", zCall, rc,
                           zLog && zLog[0] ? "\n" : "", zLog ? zLog : "");
  sqlite3_free(zLog);
  return *pzErr ? SQLITE_ERROR : SQLITE_NOMEM;
}

int cu_nvjitlink(int arch, int nImg, const void *const *aImg, const size_t *anImg,
                 void **ppOut, size_t *pnOut, char **pzLog, char **pzErr){
  gp_jitlink_handle h = 0;
  char zArch[CU_ARCH_OPTION_SIZE];
  const char *azOpt[2];
  size_t n = 0, nLog = 0;
  char *zOut = 0;
  int rc, i;
  *ppOut = 0;
  *pnOut = 0;
  *pzErr = 0;
  if( pzLog ) *pzLog = 0;
  if( !cu_have_nvjitlink() ){
    *pzErr = sqlite3_mprintf("nvJitLink not found: %s", gp_cuda_probe()->nvjitlink_why);
    return *pzErr ? SQLITE_ERROR : SQLITE_NOMEM;
  }
  snprintf(zArch, sizeof zArch, "-arch=sm_%d", arch);
  azOpt[0] = zArch;
  azOpt[1] = "-verbose";       /* the linked kernel's resources, in the info log */
  rc = gp_jitlink.xCreate(&h, 2, azOpt);
  if( rc!=GP_JITLINK_SUCCESS ) return gp_jitlink_fail(0, "nvJitLinkCreate", rc, pzErr);
  for(i=0; i<nImg && rc==GP_JITLINK_SUCCESS; i++){
    rc = gp_jitlink.xAddData(h, GP_JITLINK_INPUT_CUBIN, aImg[i], anImg[i], i ? "kernel" : "runtime");
  }
  if( rc!=GP_JITLINK_SUCCESS ){
    rc = gp_jitlink_fail(h, "nvJitLinkAddData", rc, pzErr);
  }else if( (rc = gp_jitlink.xComplete(h))!=GP_JITLINK_SUCCESS ){
    rc = gp_jitlink_fail(h, "nvJitLinkComplete", rc, pzErr);
  }else if( (rc = gp_jitlink.xGetLinkedCubinSize(h, &n))!=GP_JITLINK_SUCCESS ){
    rc = gp_jitlink_fail(h, "nvJitLinkGetLinkedCubinSize", rc, pzErr);
  }else if( (zOut = (char*)sqlite3_malloc64(n + 1))==0 ){
    rc = SQLITE_NOMEM;
  }else if( (rc = gp_jitlink.xGetLinkedCubin(h, zOut))!=GP_JITLINK_SUCCESS ){
    rc = gp_jitlink_fail(h, "nvJitLinkGetLinkedCubin", rc, pzErr);
  }else{
    rc = SQLITE_OK;
    if( pzLog ){
      if( gp_jitlink.xGetInfoLogSize(h, &nLog)!=GP_JITLINK_SUCCESS ) nLog = 0;
      *pzLog = (char*)sqlite3_malloc64(nLog + 1);
      if( *pzLog==0 ){
        rc = SQLITE_NOMEM;
      }else{
        if( nLog==0 || gp_jitlink.xGetInfoLog(h, *pzLog)!=GP_JITLINK_SUCCESS ) nLog = 0;
        (*pzLog)[nLog] = 0;
      }
    }
  }
  gp_jitlink.xDestroy(&h);
  if( rc!=SQLITE_OK ){
    sqlite3_free(zOut);
    return rc;
  }
  *ppOut = zOut;
  *pnOut = n;
  return SQLITE_OK;
}

static void gp_cuda_probe_once(void){
  gp_cuda.built_with_cuda = 1;
  gp_probe_driver(&gp_cuda);
  gp_probe_nvrtc(&gp_cuda);
  gp_probe_nvjitlink(&gp_cuda);
}

#else  /* !GPUSTR_HAVE_CUDA */

int cu_nvrtc_compile(const char *zSrc, int arch, int eOut,
                     void **ppOut, size_t *pnOut, char **pzLog, char **pzErr){
  (void)zSrc; (void)arch; (void)eOut;
  *ppOut = 0;
  *pnOut = 0;
  if( pzLog ) *pzLog = 0;
  *pzErr = sqlite3_mprintf("NVRTC not available: CPU-only build (no CUDA headers at configure time)");
  return *pzErr ? SQLITE_ERROR : SQLITE_NOMEM;
}

int cu_have_nvjitlink(void){ return 0; }

int cu_nvjitlink(int arch, int nImg, const void *const *aImg, const size_t *anImg,
                 void **ppOut, size_t *pnOut, char **pzLog, char **pzErr){
  (void)arch; (void)nImg; (void)aImg; (void)anImg;
  *ppOut = 0;
  *pnOut = 0;
  if( pzLog ) *pzLog = 0;
  *pzErr = sqlite3_mprintf("nvJitLink not available: CPU-only build (no CUDA headers at configure time)");
  return *pzErr ? SQLITE_ERROR : SQLITE_NOMEM;
}

static void gp_cuda_probe_once(void){
  gp_cuda.built_with_cuda = 0;
  snprintf(gp_cuda.driver_why, sizeof gp_cuda.driver_why, "CPU-only build (no CUDA headers at configure time)");
  snprintf(gp_cuda.nvrtc_why, sizeof gp_cuda.nvrtc_why, "CPU-only build (no CUDA headers at configure time)");
  snprintf(gp_cuda.nvjitlink_why, sizeof gp_cuda.nvjitlink_why, "CPU-only build (no CUDA headers at configure time)");
}

#endif

#define GP_STR2(x) #x
#define GP_STR(x) GP_STR2(x)

int cu_nvrtc_options(int arch, int eOut, char zArch[CU_ARCH_OPTION_SIZE],
                     const char *azOpt[CU_MAX_OPTIONS]){
  int n = 0;
  snprintf(zArch, CU_ARCH_OPTION_SIZE, "--gpu-architecture=%s_%d",
           eOut==CU_OUT_PTX ? "compute" : "sm", arch);
  azOpt[n++] = zArch;
  azOpt[n++] = "--fmad=false";   /* REAL arithmetic bit for bit the CPU engine's */
  azOpt[n++] = "--std=c++17";
  if( eOut!=CU_OUT_PTX ){
    /* ptxas's report of registers, stack and spills goes to the log
    ** (gpu_explain(p, 'resources')). */
    azOpt[n++] = "--ptxas-options=-v";
  }
  if( eOut==CU_OUT_RELOC || eOut==CU_OUT_LIB ){
    azOpt[n++] = "--relocatable-device-code=true";
  }
  if( eOut==CU_OUT_LIB ){
    /* Calls into the runtime's cold half are real calls, and a kernel
    ** holds the registers of the largest function it may call: each fits
    ** the budget of a kernel that keeps half the SM's warps resident. */
    azOpt[n++] = "--maxrregcount=" GP_STR(CU_LIB_MAX_REGISTERS);
  }
  return n;
}

const gp_cuda_info *gp_cuda_probe(void){
  pthread_once(&gp_cuda_once, gp_cuda_probe_once);
  return &gp_cuda;
}

static char gp_cuda_lost_why[400];
static int gp_cuda_lost_set;       /* 1 once gp_cuda_lost_why is written */
static pthread_mutex_t gp_cuda_lost_mu = PTHREAD_MUTEX_INITIALIZER;

void gp_cuda_mark_lost(const char *zWhy){
  pthread_mutex_lock(&gp_cuda_lost_mu);
  if( !gp_cuda_lost_set ){
    sqlite3_snprintf(sizeof gp_cuda_lost_why, gp_cuda_lost_why, "%s", zWhy);
    __atomic_store_n(&gp_cuda_lost_set, 1, __ATOMIC_RELEASE);
  }
  pthread_mutex_unlock(&gp_cuda_lost_mu);
}

const char *gp_cuda_lost(void){
  return __atomic_load_n(&gp_cuda_lost_set, __ATOMIC_ACQUIRE) ? gp_cuda_lost_why : 0;
}

int gp_backend_resolve(const gp_config *cfg, const char **pzWhy){
  const gp_cuda_info *p;
  const char *zLost;
  if( cfg->backend==GP_BACKEND_CPU ){
    *pzWhy = "backend is set to cpu";
    return GP_BACKEND_CPU;
  }
  p = gp_cuda_probe();
  if( !p->built_with_cuda ) *pzWhy = "CPU-only build";
  else if( !p->driver_found ) *pzWhy = "no CUDA driver";
  else if( p->device_count<1 ) *pzWhy = "no CUDA device";
  else if( !p->nvrtc_found ) *pzWhy = "NVRTC not found";
  else if( (zLost = gp_cuda_lost())!=0 ) *pzWhy = zLost;
  else{
    *pzWhy = "a CUDA device, its driver and NVRTC are present";
    return GP_BACKEND_GPU;
  }
  /* No usable GPU: auto falls back to the CPU engine, gpu is an error. */
  return cfg->backend==GP_BACKEND_GPU ? -1 : GP_BACKEND_CPU;
}
