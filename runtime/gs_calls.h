/*
** gs_calls.h - the runtime as calls: the first image of a program's kernel.
**
** NVRTC's time goes into the runtime code a kernel inlines (upper(s)||s:
** about 120 ms to read the headers and 400 ms to optimise what they
** inline).  So the GPU engine (ext/gpu_kernel.c, "the quick image") first
** compiles a kernel that inlines nothing: every runtime routine the
** program names is a call into the call library, an object made once per
** machine from this header and kept in the kernel cache, and the two are
** linked with nvJitLink.  The kernel's own source then reads only
** gs_core.h and gs_kernel.h, and compiles in about a fifth of the time.
** Its calls pass values through memory (more stack, fewer rows in
** flight), so the lean kernel, compiled whole, replaces it once ready.
**
** Two translation units include this header:
**
**   - the call library defines GS_CALLS_LIB, includes gs_runtime.h, and
**     names each routine once: GS_CALL_FN(gs_fn_upper) defines
**     gs_fn_upper_x, which calls gs_fn_upper;
**   - a kernel defines GS_CALLS_KERNEL (gs_runtime.h then includes only
**     this), names the routines its program calls the same way, which
**     declares them, and renames each (#define gs_fn_upper gs_fn_upper_x),
**     so that the program's text is the same as for the lean kernel.
**
** A routine has one of the shapes below: the function table's (argument
** count and array, with or without a collation), an operator's, or one of
** the fixed helpers every kernel may use (GS_CALLS_FIXED).
*/
#ifndef GS_CALLS_H
#define GS_CALLS_H

#include "gs_core.h"
#include "gs_kernel.h"

#ifdef __CUDACC_RTC__
# define GS_CALL_API __device__ __noinline__
#else
# define GS_CALL_API
#endif

#ifdef GS_CALLS_LIB
# define GS_CALL_DEF(ret, name, params, args) \
  GS_CALL_API ret name##_x params { return name args; }
#else
# define GS_CALL_DEF(ret, name, params, args) \
  GS_CALL_API ret name##_x params;
#endif

#define GS_CALL_FN(f) \
  GS_CALL_DEF(gs_val, f, (gs_ctx *c, int n, const gs_val *a), (c, n, a))
#define GS_CALL_FNC(f) \
  GS_CALL_DEF(gs_val, f, (gs_ctx *c, int n, const gs_val *a, int coll), (c, n, a, coll))
#define GS_CALL_UNOP(f) \
  GS_CALL_DEF(gs_val, f, (gs_ctx *c, gs_val x), (c, x))
#define GS_CALL_BINOP(f) \
  GS_CALL_DEF(gs_val, f, (gs_ctx *c, gs_val x, gs_val y), (c, x, y))

/* What ext/emit_cuda.c prints besides the tables' routines. */
GS_CALL_DEF(gs_val, gs_karg, (const gs_kargs *k, int i, int64_t row), (k, i, row))
GS_CALL_DEF(void, gs_kret, (const gs_kargs *k, gs_ctx *c, int64_t row, gs_val v), (k, c, row, v))
GS_CALL_DEF(void, gs_kfail, (const gs_kargs *k, gs_ctx *c, int64_t row), (k, c, row))
GS_CALL_DEF(void, gs_val_incref, (gs_ctx *c, gs_val v), (c, v))
GS_CALL_DEF(void, gs_val_decref, (gs_ctx *c, gs_val v), (c, v))
GS_CALL_DEF(gs_val, gs_cast, (gs_ctx *c, gs_val v, int to), (c, v, to))
GS_CALL_DEF(gs_val, gs_op_cmp_aff, (gs_ctx *c, int op, gs_val a, gs_val b, int coll, int aff),
            (c, op, a, b, coll, aff))
GS_CALL_DEF(int, gs_truth, (gs_val v), (v))

#ifdef GS_CALLS_KERNEL
# define gs_karg gs_karg_x
# define gs_kret gs_kret_x
# define gs_kfail gs_kfail_x
# define gs_val_incref gs_val_incref_x
# define gs_val_decref gs_val_decref_x
# define gs_cast gs_cast_x
# define gs_op_cmp_aff gs_op_cmp_aff_x
# define gs_truth gs_truth_x
#endif

#endif /* GS_CALLS_H */
