/*
** emit_cuda.h - the CUDA C emitter (emit_cuda.c).
*/
#ifndef GPUSTR_EMIT_CUDA_H
#define GPUSTR_EMIT_CUDA_H

#include "ir.h"

/* The CUDA C text of program p: a row function zName_row and a kernel
** zName (runtime/gs_kernel.h's GS_KERNEL), preceded by zSrc as a comment
** when zSrc is not 0, and by #include "gs_runtime.h" when bIncludes.
** sqlite3_malloc'd; 0 when out of memory. */
char *emit_cuda(const ir_program *p, const char *zSrc, const char *zName, int bIncludes);

/* The same for gpu_join: a pair function zName_pair, argument 0 from a
** left row and argument 1 from a right row, and a join kernel zName
** (GS_JOIN_KERNEL: a 2-D grid of pairs, the kept ones compacted). */
char *emit_cuda_join(const ir_program *p, const char *zSrc, const char *zName, int bIncludes);

#endif /* GPUSTR_EMIT_CUDA_H */
