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

#endif /* GPUSTR_EMIT_CUDA_H */
