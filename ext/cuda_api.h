/*
** cuda_api.h - the CUDA driver, NVRTC and nvJitLink entry points that
** gpustr uses, loaded at run time by cuda_api.c (dlopen, never linked), and
** the NVRTC compile and nvJitLink link of a generated kernel.
**
** Only files that talk to CUDA include this, and only in a build that found
** the CUDA headers (GPUSTR_HAVE_CUDA).
*/
#ifndef GPUSTR_CUDA_API_H
#define GPUSTR_CUDA_API_H

#include "gpustr_int.h"
#include <stddef.h>
#ifdef GPUSTR_HAVE_CUDA
#include <cuda.h>
#include <nvrtc.h>

/* The driver API by its ABI names (the _v2 entry points where cuda.h maps
** a name to one).  Loaded all or nothing: when cu_api() returns non-zero
** every pointer is set. */
typedef struct cu_api {
  CUresult (*xGetErrorName)(CUresult, const char**);
  CUresult (*xGetErrorString)(CUresult, const char**);
  CUresult (*xDevicePrimaryCtxRetain)(CUcontext*, CUdevice);
  CUresult (*xDevicePrimaryCtxRelease)(CUdevice);            /* _v2 */
  CUresult (*xDevicePrimaryCtxReset)(CUdevice);              /* _v2 */
  CUresult (*xCtxSetCurrent)(CUcontext);
  CUresult (*xCtxSynchronize)(void);
  CUresult (*xModuleLoadData)(CUmodule*, const void*);
  CUresult (*xModuleUnload)(CUmodule);
  CUresult (*xModuleGetFunction)(CUfunction*, CUmodule, const char*);
  CUresult (*xMemAlloc)(CUdeviceptr*, size_t);               /* _v2 */
  CUresult (*xMemFree)(CUdeviceptr);                         /* _v2 */
  CUresult (*xMemAllocHost)(void**, size_t);                 /* _v2 */
  CUresult (*xMemFreeHost)(void*);
  CUresult (*xMemGetInfo)(size_t*, size_t*);                 /* _v2 */
  CUresult (*xMemcpyHtoDAsync)(CUdeviceptr, const void*, size_t, CUstream);   /* _v2 */
  CUresult (*xMemcpyDtoHAsync)(void*, CUdeviceptr, size_t, CUstream);         /* _v2 */
  CUresult (*xMemcpyDtoDAsync)(CUdeviceptr, CUdeviceptr, size_t, CUstream);   /* _v2 */
  CUresult (*xMemsetD8Async)(CUdeviceptr, unsigned char, size_t, CUstream);
  CUresult (*xStreamCreate)(CUstream*, unsigned int);
  CUresult (*xStreamDestroy)(CUstream);                      /* _v2 */
  CUresult (*xStreamSynchronize)(CUstream);
  CUresult (*xEventCreate)(CUevent*, unsigned int);
  CUresult (*xEventDestroy)(CUevent);                        /* _v2 */
  CUresult (*xEventRecord)(CUevent, CUstream);
  CUresult (*xEventSynchronize)(CUevent);
  CUresult (*xEventElapsedTime)(float*, CUevent, CUevent);
  CUresult (*xLaunchKernel)(CUfunction, unsigned, unsigned, unsigned, unsigned, unsigned,
                            unsigned, unsigned, CUstream, void**, void**);
  CUresult (*xDeviceGet)(CUdevice*, int);
  CUresult (*xStreamQuery)(CUstream);
} cu_api;

/* The driver entry points, or 0 when there is no usable GPU (see
** gp_cuda_probe()'s driver_why). */
const cu_api *cu_driver(void);

/* "cuMemAlloc: CUDA_ERROR_OUT_OF_MEMORY (out of memory)": sqlite3_malloc'd. */
char *cu_error_text(const char *zCall, CUresult rc);

#endif /* GPUSTR_HAVE_CUDA */

/* What an NVRTC compile makes. */
#define CU_OUT_CUBIN 0    /* a loadable CUBIN for sm_<arch> */
#define CU_OUT_PTX   1    /* PTX text for compute_<arch> (NUL-terminated) */
#define CU_OUT_RELOC 2    /* a relocatable CUBIN for sm_<arch>, for nvJitLink */
#define CU_OUT_LIB   3    /* the same of library code, every function held
                          ** to CU_LIB_MAX_REGISTERS */
#define CU_LIB_MAX_REGISTERS 64

/* The NVRTC options of every kernel (the architecture, no FMA contraction
** so that REAL arithmetic equals the CPU engine's bit for bit; for CUBINs
** ptxas's resource report in the log): fills azOpt, with zArch as the
** storage of the first, and returns how many. */
#define CU_ARCH_OPTION_SIZE 48
#define CU_MAX_OPTIONS 6
int cu_nvrtc_options(int arch, int eOut, char zArch[CU_ARCH_OPTION_SIZE],
                     const char *azOpt[CU_MAX_OPTIONS]);

/* Compile CUDA C text with NVRTC for compute capability arch (e.g. 90),
** with the runtime headers embedded in the extension, into eOut (CU_OUT_*).
** On success ppOut and pnOut receive the image and, when pzLog is not 0,
** *pzLog the compile log (both sqlite3_malloc'd).  On failure returns
** SQLITE_ERROR with *pzErr (the NVRTC log, sqlite3_malloc'd), or
** SQLITE_NOMEM. */
int cu_nvrtc_compile(const char *zSrc, int arch, int eOut,
                     void **ppOut, size_t *pnOut, char **pzLog, char **pzErr);

/* Is nvJitLink there (gp_cuda_probe()'s nvjitlink_found)? */
int cu_have_nvjitlink(void);

/* Link nImg relocatable CUBINs (CU_OUT_RELOC) with nvJitLink into one
** loadable CUBIN for sm_<arch>: *ppOut, *pnOut, and when pzLog is not 0
** the linker's report of the kernel's resources (sqlite3_malloc'd).
** Errors as cu_nvrtc_compile's. */
int cu_nvjitlink(int arch, int nImg, const void *const *aImg, const size_t *anImg,
                 void **ppOut, size_t *pnOut, char **pzLog, char **pzErr);

/* The runtime headers as text (rt_embed.c, made at build time by
** tools/embed_headers.sh). */
extern const int gp_rt_nheader;
extern const char *const gp_rt_header_name[];
extern const char *const gp_rt_header_text[];

#endif /* GPUSTR_CUDA_API_H */
