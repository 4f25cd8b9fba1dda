/*
** gpu_bandwidth - the device's memory and host-link bandwidth, measured the
** way make bench needs them as yardsticks for the GPU engine: a
** device-to-device copy (bytes read + bytes written per second) and pinned
** host-to-device and device-to-host copies.  Needs a GPU; loads libcuda with
** dlopen like the extension.
**
**   ./gpu_bandwidth [MiB]        (default 256)
**   d2d_gbps=2510.3 h2d_gbps=25.1 d2h_gbps=26.0
*/
#include <dlfcn.h>
#include <stdio.h>
#include <stdlib.h>
#include <cuda.h>

#define LOAD(var, name) do{ *(void**)&var = dlsym(h, name); \
  if( !var ){ fprintf(stderr, "gpu_bandwidth: no %s\n", name); return 2; } }while(0)
#define CHECK(x) do{ CUresult rc_ = (x); \
  if( rc_!=CUDA_SUCCESS ){ fprintf(stderr, "gpu_bandwidth: %s failed (%d)\n", #x, (int)rc_); return 1; } }while(0)

int main(int argc, char **argv){
  size_t n = (size_t)(argc>1 ? atoi(argv[1]) : 256) << 20;
  void *h = dlopen("libcuda.so.1", RTLD_NOW);
  CUresult (*xInit)(unsigned), (*xDeviceGet)(CUdevice*, int);
  CUresult (*xRetain)(CUcontext*, CUdevice), (*xSetCurrent)(CUcontext);
  CUresult (*xMemAlloc)(CUdeviceptr*, size_t), (*xMemAllocHost)(void**, size_t);
  CUresult (*xD2D)(CUdeviceptr, CUdeviceptr, size_t, CUstream);
  CUresult (*xH2D)(CUdeviceptr, const void*, size_t, CUstream);
  CUresult (*xD2H)(void*, CUdeviceptr, size_t, CUstream);
  CUresult (*xEventCreate)(CUevent*, unsigned), (*xEventRecord)(CUevent, CUstream);
  CUresult (*xEventSync)(CUevent), (*xElapsed)(float*, CUevent, CUevent);
  CUdevice dev; CUcontext ctx; CUdeviceptr a, b; void *host; CUevent e0, e1;
  float ms[3];
  int k, rep = 10;
  if( !h ){ fprintf(stderr, "gpu_bandwidth: %s\n", dlerror()); return 2; }
  LOAD(xInit, "cuInit"); LOAD(xDeviceGet, "cuDeviceGet");
  LOAD(xRetain, "cuDevicePrimaryCtxRetain"); LOAD(xSetCurrent, "cuCtxSetCurrent");
  LOAD(xMemAlloc, "cuMemAlloc_v2"); LOAD(xMemAllocHost, "cuMemAllocHost_v2");
  LOAD(xD2D, "cuMemcpyDtoDAsync_v2"); LOAD(xH2D, "cuMemcpyHtoDAsync_v2");
  LOAD(xD2H, "cuMemcpyDtoHAsync_v2"); LOAD(xEventCreate, "cuEventCreate");
  LOAD(xEventRecord, "cuEventRecord"); LOAD(xEventSync, "cuEventSynchronize");
  LOAD(xElapsed, "cuEventElapsedTime");
  CHECK(xInit(0)); CHECK(xDeviceGet(&dev, 0)); CHECK(xRetain(&ctx, dev)); CHECK(xSetCurrent(ctx));
  CHECK(xMemAlloc(&a, n)); CHECK(xMemAlloc(&b, n)); CHECK(xMemAllocHost(&host, n));
  CHECK(xEventCreate(&e0, 0)); CHECK(xEventCreate(&e1, 0));
  for(k=0; k<3; k++){
    int i;
    /* One warm-up copy, then rep timed ones. */
    for(i=0; i<=rep; i++){
      if( i==1 ) CHECK(xEventRecord(e0, 0));
      if( k==0 ) CHECK(xD2D(b, a, n, 0));
      else if( k==1 ) CHECK(xH2D(a, host, n, 0));
      else CHECK(xD2H(host, a, n, 0));
    }
    CHECK(xEventRecord(e1, 0));
    CHECK(xEventSync(e1));
    CHECK(xElapsed(&ms[k], e0, e1));
  }
  printf("d2d_gbps=%.1f h2d_gbps=%.1f d2h_gbps=%.1f\n",
         2.0*n*rep/ms[0]/1e6, 1.0*n*rep/ms[1]/1e6, 1.0*n*rep/ms[2]/1e6);
  return 0;
}
