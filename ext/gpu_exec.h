/*
** gpu_exec.h - the GPU engine (gpu_kernel.c, gpu_device.c, gpu_exec.c, gpu_pairs.c;
** gpu_int.h says which does what): a program's kernel, compiled
** in the background and cached, and the run of one batch on the device.
*/
#ifndef GPUSTR_GPU_EXEC_H
#define GPUSTR_GPU_EXEC_H

#include "ir.h"
#include "batch.h"
#include "vm.h"
#include "prog.h"

/* A program's kernel: its CUDA source, and once compiled its CUBIN and
** module.  Reference-counted and thread-safe (the background compile holds
** a reference). */
typedef struct gpu_kernel gpu_kernel;

/* NVRTC's time grows faster than a kernel's size, and most with its
** operations (ir_count_ops), every one of which inlines runtime code.  On
** the development machine, to PTX: a chain of 25 calls of upper() (49
** operations) 1.3 s, of 100 calls (199) 12 s; the 126 arguments of a
** function joined with '-' (250) 20 s; a CASE of 500 arms (500) 8 s.  A
** program of more operations than this never goes to the GPU: under
** backend=gpu that is the statement's error, under auto the CPU engine
** runs it. */
#define GPU_MAX_OPERATIONS 200

/* The kernel of IR p (program text zSrc), not yet compiled (or failed
** already, when p is too large); 0 when out of memory. */
gpu_kernel *gpu_kernel_new(const ir_program *p, const char *zSrc);
/* The same for gpu_join: the pair kernel (emit_cuda_join); no quick image. */
gpu_kernel *gpu_kernel_new_join(const ir_program *p, const char *zSrc);
void gpu_kernel_unref(gpu_kernel*);

/* Is the kernel compiled?  1: an image can run.  0: not yet, a background
** compile is under way (started now if need be; eWait GPU_WAIT_NO).  -1:
** it cannot be (*pzErr, sqlite3_malloc'd; 0 when out of memory, and then
** the next call compiles again).  zCacheDir is the kernel cache
** directory ('' for none).  The first image may be the quick one (the
** kernel of calls, gpu_kernel.c), which the lean one replaces when the
** background compile has made it; GPU_WAIT_IMAGE waits for an image,
** GPU_WAIT_FINAL for the lean one; bQuick 0 (gpu_config('gpu_quick')):
** no quick image, nor with GPU_WAIT_FINAL. */
#define GPU_WAIT_NO    0
#define GPU_WAIT_IMAGE 1
#define GPU_WAIT_FINAL 2
int gpu_kernel_ready(gpu_kernel*, const char *zCacheDir, int eWait, int bQuick, char **pzErr);

/* What the ready kernel k costs the device, as JSON: registers,
** local_bytes (stack), spill_bytes, shared_bytes (null where the compiler
** did not report them), compile_ms (0 when cached), cached, arch,
** occupancy (theoretical, in blocks of 256 threads), compile ("split":
** linked with the runtime object; "whole"), runtime_spill_bytes (split).
** sqlite3_malloc'd; 0 when out of memory. */
char *gpu_kernel_resources(gpu_kernel *k);

/* The same for k's quick image (the kernel of calls), compiled now through
** the kernel cache, with library_ms: the call library's compile in this
** call (0 when it was cached).  0 with *pzErr where there is none (no
** nvJitLink) or on failure; sqlite3_malloc'd. */
char *gpu_kernel_quick_resources(gpu_kernel *k, const char *zCacheDir, char **pzErr);

/* Run the kernel of IR pIr on rows 0..b->nRow-1 of *pIn into b->aOut (NULL
** on entry); the rows the lean kernel leaves to the CPU engine (GS_CPU_ROW)
** run there (gpu_stats' gpu_cpu_rows).
** Results are views: of pIn's input bytes or of pIn->aRes, where this puts
** the bytes of TEXT/BLOB results.  room is the first size of the arena and
** the output buffer (0: sized from the batch); rows that overflow either
** run again with four times the room.  A batch that does not fit in the
** device's memory runs in parts, halved until they fit.  A batch of at
** least 2*nChunkRows rows (gpu_config('gpu_chunk_rows'); 0: never) runs in
** chunks of that many rows on two streams in turn, one chunk's copies
** overlapping the other's kernel.
**
** Returns SQLITE_OK; or SQLITE_ERROR with *pbRowError set when some row
** raised an SQL error (the caller runs the batch on the CPU engine for the
** exact error); or SQLITE_ERROR or SQLITE_NOMEM with *pzErr for a CUDA
** failure or want of memory; or SQLITE_INTERRUPT ("interrupted") when
** b->pIntr was seen interrupted while the kernel ran (the kernel is left to
** end on its own; the next batch waits for it). */
int gpu_run_batch(gpu_kernel*, const ir_program *pIr, gp_batch *pIn, vm_batch *b,
                  sqlite3_int64 maxLen, sqlite3_int64 room, sqlite3_int64 nChunkRows,
                  vm_stats *pStats, int *pbRowError, char **pzErr);

/* ---- gpu_join (join_vtab.c) ------------------------------------------------
**
** Both sides of a join on the device, uploaded once; each run launches its
** pairs as a 2-D grid (runtime/gs_kernel.h's GS_JOIN_KERNEL) in launches of
** at most GPU_JOIN_LAUNCH_PAIRS, and brings back only the pairs kept,
** compacted on the device.  A launch whose kept pairs, result bytes or
** arena overflow its buffers runs again with them grown to what it
** reported (up to fixed limits, past which it is split in halves): never
** truncated. */
typedef struct gpu_join gpu_join;
typedef struct gs_kmatch gpu_join_match;

/* Open a join of program pProg over the texts of pL and pR (one column
** each; aCharsL/aCharsR their characters for the length filter, or 0):
** SQLITE_OK with *pp the join, or with *pp 0 when the kernel is not
** compiled yet (its compile started; bWait: wait for it instead); else an
** error with *pzErr.  The kernel has no quick image: a join runs long
** enough for its lean kernel to be worth the wait.  pL, pR and the
** character arrays must live until gpu_join_close. */
int gpu_join_open(gp_prog *pProg, const char *zCacheDir, const gp_batch *pL,
                  const gp_batch *pR, const int64_t *aCharsL, const int64_t *aCharsR,
                  sqlite3_int64 maxLen, sqlite3_int64 nLikeMax, int bWait,
                  gpu_join **pp, char **pzErr);

/* Run the pairs of left rows [l0, l1) x right rows [r0, r1) (bDistinct:
** only l < r; nLenMax >= 0: not the TEXT pairs whose characters differ by
** more; rMin > 0: nor those whose shorter is less than rMin times the
** longer).  SQLITE_OK with *paM the *pnM pairs kept, their strings' bytes
** at *paByte + num, valid until the next run: rc 0 is a value, any other
** rc a pair the CPU engine must run (a REAL's text, an SQL error).
** SQLITE_INTERRUPT when pIntr was seen while the kernel ran; else an error
** with *pzErr (a CUDA failure: the context is reset). */
int gpu_join_run(gpu_join *j, int64_t l0, int64_t l1, int64_t r0, int64_t r1,
                 int bDistinct, int64_t nLenMax, double rMin, gp_intr *pIntr,
                 const gpu_join_match **paM, int64_t *pnM, const unsigned char **paByte,
                 char **pzErr);

void gpu_join_close(gpu_join *j);

#ifdef GPUSTR_DEBUG_ALLOC
/* Debug builds: the next n kernel launches fault on the device (__trap), as
** a kernel with a bug would (gpu_debug_fault(n), test/gpu.test). */
void gpu_debug_fault(int n);
/* Debug builds: the engine's device buffers fail as out of memory beyond n
** bytes in all (0: no limit), so that batches split as on a full device
** (gpu_debug_device_memory(n), test/gpu.test). */
void gpu_debug_device_memory(sqlite3_int64 n);
#endif

#endif /* GPUSTR_GPU_EXEC_H */
