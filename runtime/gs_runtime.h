/*
** gs_runtime.h - the whole gpustr string runtime in one include.
**
** The CPU engine and the function table (ext/functab.c) include this on
** the host; the CUDA emitter embeds the same headers into every kernel.
** Each header includes what it needs itself; this file only names them all.
*/
#ifndef GS_RUNTIME_H
#define GS_RUNTIME_H

#ifdef GS_CALLS_KERNEL
/* A kernel of calls (gs_calls.h): the runtime is in the call library. */
# include "gs_calls.h"
#else
#include "gs_core.h"   /* values, strings, MemInfo, refcounts, context */
#include "gs_num.h"    /* numbers: printf, quote, round, abs, typeof, gs_cast */
#include "gs_ops.h"    /* operators: arithmetic, comparison, min, max, nullif */
#include "gs_text.h"   /* text functions, LIKE/GLOB, gs_op_concat */
#include "gs_affinity.h" /* comparison affinity */
#include "gs_tier2.h"   /* tier-2 functions (gs_unicode.h: Unicode tables) */
#include "gs_fuzzy.h"   /* string similarity: edit distances, Jaro, soundex */
#include "gs_scores.h"   /* Damerau-Levenshtein, RapidFuzz's scores */
#include "gs_regex.h"   /* regular expressions: compiler and Pike VM */
#include "gs_kernel.h"   /* the generated kernels' rows in and results out */
#endif

#endif /* GS_RUNTIME_H */
