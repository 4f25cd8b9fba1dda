/*
** cuda_api.c - finding the CUDA driver and NVRTC at run time.
**
** gpustr never links against CUDA: libcuda.so.1 and libnvrtc.so.{13,12} are
** opened with dlopen on first use, so the extension loads and runs (on its
** CPU engine) on machines with no GPU, no driver and no toolkit.  NVRTC is
** looked for on the loader's path and then under the CUDA directory given to
** ./configure.  The probe runs once per process; gpu_info() reports it.
**
** A CPU-only build (configure found no CUDA headers) probes nothing and says
** so.
*/
#ifndef _GNU_SOURCE
# define _GNU_SOURCE 1
#endif
#include "config.h"
#include "gpustr_int.h"
#include <dlfcn.h>
#include <link.h>
#include <pthread.h>
#include <stdio.h>
#include <string.h>

#ifdef GPUSTR_HAVE_CUDA
# include <cuda.h>
# include <nvrtc.h>
#endif

static gp_cuda_info gp_cuda;
static pthread_once_t gp_cuda_once = PTHREAD_ONCE_INIT;

#ifdef GPUSTR_HAVE_CUDA

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
  h = gp_dlopen_first(azName, 6, p->nvrtc_why, (int)sizeof p->nvrtc_why);
  if( h==0 ) return;
  *(void**)&xVersion = dlsym(h, "nvrtcVersion");
  if( xVersion==0 || xVersion(&p->nvrtc_major, &p->nvrtc_minor)!=NVRTC_SUCCESS ){
    snprintf(p->nvrtc_why, sizeof p->nvrtc_why, "nvrtcVersion failed");
    dlclose(h);
    return;
  }
  gp_dl_path(h, p->nvrtc_path, (int)sizeof p->nvrtc_path);
  p->nvrtc_found = 1;
  p->nvrtc_why[0] = 0;
  /* The handle stays open for the life of the process: kernels compile
  ** through it later. */
}

static void gp_probe_driver(gp_cuda_info *p){
  static const char *const azName[] = { "libcuda.so.1" };
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
  void *h = gp_dlopen_first(azName, 1, p->driver_why, (int)sizeof p->driver_why);
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
    snprintf(p->driver_why, sizeof p->driver_why, "libcuda.so.1 lacks the driver API entry points");
    return;
  }
  rc = xInit(0);
  if( rc!=CUDA_SUCCESS ){
    snprintf(p->driver_why, sizeof p->driver_why, "cuInit failed (CUresult %d)", (int)rc);
    return;
  }
  xDriverGetVersion(&p->driver_version);
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
}

static void gp_cuda_probe_once(void){
  gp_cuda.built_with_cuda = 1;
  gp_probe_driver(&gp_cuda);
  gp_probe_nvrtc(&gp_cuda);
}

#else  /* !GPUSTR_HAVE_CUDA */

static void gp_cuda_probe_once(void){
  gp_cuda.built_with_cuda = 0;
  snprintf(gp_cuda.driver_why, sizeof gp_cuda.driver_why, "CPU-only build (no CUDA headers at configure time)");
  snprintf(gp_cuda.nvrtc_why, sizeof gp_cuda.nvrtc_why, "CPU-only build (no CUDA headers at configure time)");
}

#endif

const gp_cuda_info *gp_cuda_probe(void){
  pthread_once(&gp_cuda_once, gp_cuda_probe_once);
  return &gp_cuda;
}

int gp_backend_resolve(const gp_config *cfg, const char **pzWhy){
  const gp_cuda_info *p;
  if( cfg->backend==GP_BACKEND_CPU ){
    *pzWhy = "backend is set to cpu";
    return GP_BACKEND_CPU;
  }
  p = gp_cuda_probe();
  if( !p->built_with_cuda ) *pzWhy = "CPU-only build";
  else if( !p->driver_found ) *pzWhy = "no CUDA driver";
  else if( p->device_count<1 ) *pzWhy = "no CUDA device";
  else if( !p->nvrtc_found ) *pzWhy = "NVRTC not found";
  else *pzWhy = "the GPU engine is not part of this version yet";
  /* No usable GPU: auto falls back to the CPU engine, gpu is an error. */
  return cfg->backend==GP_BACKEND_GPU ? -1 : GP_BACKEND_CPU;
}
