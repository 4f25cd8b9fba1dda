/*
** gpu_int.h - what the files of the GPU engine share, and nothing else
** includes (the rest of the extension sees gpu_exec.h):
**
**   gpu_kernel.c   a program's kernel: the room its rows need, its CUDA
**                  source, the compile (whole, split, quick image) through
**                  NVRTC, nvJitLink and the kernel cache, its resources
**   gpu_device.c   the device: context, lanes (streams), buffers, waits,
**                  resets, a GPU lost for the process
**   gpu_exec.c     one batch of rows on the device (gpu_map, gpu_udf)
**   gpu_pairs.c    gpu_join's pairs on the device
**
** The functions declared here are the files' own to one another (gk_ for
** kernels, gd_ for the device, gj_ for pairs), hidden from the application
** like every other name of the extension.
*/
#ifndef GPUSTR_GPU_INT_H
#define GPUSTR_GPU_INT_H

#include "config.h"
#include "gpustr_int.h"
#include "gpu_exec.h"
#include "cuda_api.h"
#include "emit_cuda.h"
#include "kcache.h"
#include "gs_runtime.h"
#include <pthread.h>

enum { GK_IDLE, GK_COMPILING, GK_READY, GK_FAILED };

/* What a compiled kernel costs the device, from ptxas's and nvJitLink's
** reports (gpu_explain(p, 'resources')). */
typedef struct gk_resources {
  int arch;                /* e.g. 90 */
  int bSplit;              /* linked with the runtime object (else whole) */
  int bCached;             /* the image came from the kernel cache */
  int bKnown;              /* the figures below were reported (the test
                           ** suite's fake NVRTC reports none) */
  int nReg;                /* registers per thread */
  int nStack;              /* stack bytes per thread, what it calls included */
  int nSpill;              /* spill stores of the kernel function, bytes */
  int nShared;             /* shared memory per block, bytes */
  int nRtSpill;            /* split: spill stores of the runtime object's
                           ** functions, summed */
  sqlite3_int64 nsCompile; /* this compile's time; 0 when cached */
} gk_resources;

/* A bound on a string's bytes: at most a*L + b, L the bytes of the row's
** arguments. */
typedef struct gk_len { sqlite3_int64 a, b; } gk_len;

/* The room a row of a program needs on the device, from its IR
** (gk_room_of): the bytes of its result (output buffer) and of every
** string it makes (arena), or why no bound can be had. */
typedef struct gk_room {
  const char *zWhy;        /* 0: the bounds hold; else why there are none */
  const char *zFn;         /* or the function with no length rule */
  gk_len out, arena;
} gk_room;

struct gpu_kernel {
  pthread_mutex_t mu;
  pthread_cond_t cv;
  int nRef;
  int eState;              /* GK_* */
  char *zCuda;             /* the kernel's source */
  int bJoin;               /* a gpu_join kernel (GS_JOIN_KERNEL): no quick image */
  int bCold;               /* it calls into the runtime's cold half */
  gk_room room;            /* what its rows need */
  char *zErr;              /* GK_FAILED: why */
  int bRetry;              /* GK_FAILED for want of memory: the next use compiles again */
  kc_image *pImg;          /* GK_READY: the CUBIN */
  gk_resources res;        /* GK_READY: what it costs the device */
  /* The quick image (gs_calls.h): the kernel of calls that runs until the
  ** lean one is ready.  zQuick its prologue; 0 where there is none. */
  char *zQuick;
  kc_image *pImgQuick;     /* kept until the kernel goes: a module may
                           ** still be loaded from it */
  int bFinal;              /* pImg is the last image there will be */
  int nImage;              /* images published (under mu); gk_load loads
                           ** again when it moves */
  /* The module, loaded under gd.mu into context generation gen from
  ** image number nLoaded. */
  void *pMod;              /* CUmodule */
  void *pFn;               /* CUfunction */
  unsigned gen;
  int nLoaded;
};


/* The kernel's launch: GD_BLOCK threads a block, one a row. */
#define GD_BLOCK 256
/* Arrays in the engine's buffers start at 16-byte boundaries. */
#define GD_ALIGN(n) (((n) + 15) & ~(size_t)15)

#ifdef GPUSTR_HAVE_CUDA

/* A device buffer and its pinned host twin, grown as batches need. */
typedef struct gd_buf {
  CUdeviceptr d;
  void *h;                 /* pinned; 0 for device-only buffers */
  size_t n;
} gd_buf;

/* A lane's marks on its stream (gd_lane.aEv), for the device's own times
** of a launch's steps, which are not waited for one by one: the upload
** starts, the kernel starts, ends, the results are back. */
enum { GD_EV_UPLOAD, GD_EV_KERNEL, GD_EV_KERNEL_END, GD_EV_DOWNLOADED, GD_EV_COUNT };

/* A stream with its own buffers and marks.  A batch of at least two
** chunks (gpu_config('gpu_chunk_rows')) runs its chunks on the lanes in
** turn, so that while one lane's kernel runs the next chunk is packed and
** copied to the device on the other, and the last chunk's results come
** back (gd_run_chunks); a smaller batch runs on lane 0 alone. */
typedef struct gd_lane {
  CUstream stream;
  int bBusy;               /* work on the stream not waited for: an
                           ** interrupted or failed batch's */
  gd_buf in, out, bytes, arena;
  CUevent aEv[GD_EV_COUNT];
} gd_lane;
#define GD_LANES 2

/* The device, its context and lanes: one for the process. */
typedef struct gd_device {
  pthread_mutex_t mu;      /* held for a whole batch, and for module loads */
  int bReady;
  CUdevice dev;
  CUcontext ctx;
  unsigned gen;            /* bumped at each context reset */
  gd_lane aLane[GD_LANES];
} gd_device;
extern gd_device gd;

#define GD_CHECK(call, args) do{                                      \
  CUresult rc_ = api->call args;                                      \
  if( rc_!=CUDA_SUCCESS ) return gd_fail(#call, rc_, pzErr);      \
}while(0)

/* ---- gpu_device.c ---- */

/* Set *pzErr for a failed call (zCall as cu_api names it: "xMemAlloc" is
** cuMemAlloc); returns SQLITE_ERROR. */
int gd_fail(const char *zCall, CUresult rc, char **pzErr);
/* A buffer freed now, or (gd_free_later) once the lanes' work is done. */
void gd_buf_free(const cu_api *api, gd_buf *b);
void gd_free_later(const cu_api *api, gd_buf *b);
/* Every lane's buffers freed.  Under gd.mu, the context current. */
void gd_bufs_free(const cu_api *api);
/* b holds at least n bytes (and a pinned host twin when bHost). */
int gd_buf_reserve(const cu_api *api, gd_buf *b, size_t n, int bHost, char **pzErr);
/* Wait for lane Ln's stream, polling pIntr (bPoll: on SQLite's thread). */
int gd_wait(const cu_api *api, gd_lane *Ln, gp_intr *pIntr, int bPoll, char **pzErr);
/* Wait for work left on the lanes by an interrupted or failed batch. */
void gd_settle(const cu_api *api);
/* Take the device for a batch: gd.mu held, the context current, the lanes
** settled; SQLITE_OK or an error (*pzErr). */
int gd_begin(const cu_api *api, gp_intr *pIntr, int bPoll, char **pzErr);
/* After a CUDA failure: the context reset, or the GPU marked lost for the
** process; *pzErr says which. */
void gd_reset_for(char **pzErr);
/* The device's architecture, e.g. 90; sm_90 where there is no device. */
int gd_arch(void);
#ifdef GPUSTR_DEBUG_ALLOC
extern int gd_debug_faults;        /* launches still to fault (gpu_debug_fault) */
void gd_debug_limit_buffers(const cu_api *api);
#else
# define gd_debug_limit_buffers(api) ((void)(api))
#endif

/* ---- gpu_kernel.c ---- */

/* A kernel of IR p, not yet compiled (bJoin: gpu_join's pair kernel). */
gpu_kernel *gk_new(const ir_program *p, const char *zSrc, int bJoin);
/* Load k's module into the current context generation.  Under gd.mu. */
int gk_load(const cu_api *api, gpu_kernel *k, char **pzErr);

/* ---- gpu_exec.c ---- */

/* Add the device's time between marks e0 and e1 of lane Ln to a counter. */
void gd_stat_elapsed(const gd_lane *Ln, gp_stat which, int e0, int e1);
#endif /* GPUSTR_HAVE_CUDA */

#endif /* GPUSTR_GPU_INT_H */
