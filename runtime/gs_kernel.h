/*
** gs_kernel.h - the contract between a generated kernel (ext/emit_cuda.c)
** and the engine that launches it (ext/gpu_exec.c): where a row's
** arguments come from, where its result goes, how a row that cannot finish
** says why.
**
** The emitter prints each program as one row function,
**
**     GS_FN void name_row(const gs_kargs *k, gs_ctx *c, int64_t row){ ... }
**     GS_KERNEL(name, name_row)
**
** and GS_KERNEL makes it a CUDA kernel, one thread per row (under NVRTC),
** or a plain loop over the rows (compiled as host C, which is how the test
** suite runs the generated code on machines without a GPU).
**
** Inputs are a batch's columns exactly as ext/batch.h lays them out (per
** argument: storage class, number or byte offset, byte length; one byte
** buffer).  Results go to per-row arrays of the same shape; the bytes of a
** TEXT or BLOB result are copied into out_bytes at space reserved
** atomically, so the host gets them back in one copy.  A row that stops
** writes its rc to out_rc: GS_ARENA_FULL and GS_OUT_FULL mean "run me again
** with more room"; other codes are SQL errors, whose message the host gets
** by running the row on the CPU engine (the reference).
*/
#ifndef GS_KERNEL_H
#define GS_KERNEL_H

#include "gs_core.h"
#include "gs_num.h"

#define GS_OUT_FULL 101   /* out_bytes exhausted: re-run the row with more room */

/* One argument column (ext/batch.h's batch_col). */
typedef struct gs_kcol {
  const unsigned char *type;  /* GS_NULL .. GS_BLOB per row */
  const int64_t *num;         /* INTEGER, REAL bits, or byte offset */
  const int64_t *len;         /* bytes of TEXT/BLOB */
} gs_kcol;

/* A launch's counters, in device memory, zeroed before it runs and read
** back with its results. */
typedef struct gs_kcounters {
  unsigned long long out_used;    /* bytes of out_bytes reserved (past
                                  ** out_cap when rows overflowed) */
  unsigned long long arena_used;  /* bytes of the arena reserved, likewise */
  unsigned long long n_alloc;     /* summed over the launch: strings allocated, */
  unsigned long long n_free;      /*   freed, */
  unsigned long long n_refops;    /*   refcount operations */
  unsigned long long n_leaked;    /* host builds: rows that left a string live */
  unsigned long long n_match;     /* gpu_join: pairs kept (past jcap when
                                  ** they overflowed) */
} gs_kcounters;

/* gpu_join (GS_JOIN_KERNEL): a pair whose value is not NULL, or that
** stopped (rc: GS_ARENA_FULL, GS_OUT_FULL, GS_CPU_ROW, an SQL error, which
** the host runs again or on the CPU engine). */
typedef struct gs_kmatch {
  int64_t l, r;                   /* the left and the right row */
  int64_t num, len;               /* as out_num and out_len */
  unsigned char type, rc;
} gs_kmatch;

typedef struct gs_kargs {
  int64_t n_row;                  /* rows of this launch */
  const int32_t *row_idx;         /* launch row i is batch row row_idx[i]; 0: i */
  const gs_kcol *col;             /* one per argument */
  const unsigned char *bytes;     /* the batch's string bytes */
  int64_t max_len;                /* SQLITE_LIMIT_LENGTH */
  int64_t like_max;               /* SQLITE_LIMIT_LIKE_PATTERN_LENGTH */
  int32_t debug_fault;            /* nonzero: the launch faults on purpose
                                  ** (debug builds' gpu_debug_fault(), for
                                  ** tests of the engine's recovery) */
  /* Results, indexed by batch row. */
  unsigned char *out_type;
  unsigned char *out_rc;          /* GS_OK or why the row stopped */
  int64_t *out_num;               /* INTEGER, REAL bits, or offset in out_bytes */
  int64_t *out_len;
  unsigned char *out_bytes;
  unsigned long long out_cap;
  /* Arena for the strings the rows make. */
  unsigned char *arena;
  unsigned long long arena_cap;
  gs_kcounters *counters;
  /* gpu_join kernels: the pairs of left rows [jl0, jl1) and right rows
  ** [jr0, jr1); col[0] and bytes are the left texts, col[1] and jbytes_r
  ** the right ones.  Pairs kept go to jout (jcap of them) at places
  ** reserved with one atomic a block; jdistinct: only pairs jl < jr;
  ** jlen_max >= 0: not the pairs of TEXT whose characters (jchars_*)
  ** differ by more. */
  int64_t jl0, jl1, jr0, jr1;
  const unsigned char *jbytes_r;
  const int64_t *jchars_l, *jchars_r;
  int64_t jlen_max;
  double jratio_min;              /* > 0: nor those whose shorter length is
                                  ** below jratio_min times the longer */
  int32_t jdistinct;
  gs_kmatch *jout;
  unsigned long long jcap;
} gs_kargs;

#ifdef __CUDACC_RTC__
# define gs_atomic_add(p, v) gs_warp_reserve((p), (unsigned long long)(v))
#else
GS_FN unsigned long long gs_atomic_add(unsigned long long *p, unsigned long long v){
  return __atomic_fetch_add(p, v, __ATOMIC_RELAXED);
}
#endif

/* A column value as a runtime value: strings are views into the bytes (an
** empty one into a literal, so that no view has a null pointer). */
GS_FN gs_val gs_col_value(int type, int64_t num, int64_t len, const unsigned char *bytes){
  if( (type==GS_TEXT || type==GS_BLOB) && len==0 ){
    bytes = (const unsigned char*)"";
    num = 0;
  }
  switch( type ){
    case GS_INT:  return gs_int(num);
    case GS_REAL: return gs_real(gs_bits_dbl((uint64_t)num));
    case GS_TEXT: return gs_text(gs_view(bytes + num, len));
    case GS_BLOB: return gs_blob(gs_view(bytes + num, len));
    default:      return gs_null();
  }
}

GS_FN gs_val gs_karg(const gs_kargs *k, int iArg, int64_t row){
  const gs_kcol *cl = &k->col[iArg];
  return gs_col_value(cl->type[row], cl->num[row], cl->len[row], k->bytes);
}

/* A row's context: its own counters, the launch's arena. */
GS_FN void gs_kctx_init(const gs_kargs *k, gs_ctx *c){
  gs_ctx_init(c, k->max_len);
  gs_ctx_set_like_max(c, k->like_max);
  c->arena = k->arena;
  c->arena_cap = k->arena_cap;
  c->arena_used = &k->counters->arena_used;
}

/* The row stopped with c->rc.  In an arena its strings die with the arena;
** from the host allocator they are freed here.  Either way they count as
** freed. */
GS_FN void gs_kfail(const gs_kargs *k, gs_ctx *c, int64_t row){
#ifdef GS_ARENA
  c->n_free = c->n_alloc;
#else
  gs_release_all(c);
#endif
  k->out_type[row] = GS_NULL;
  k->out_rc[row] = (unsigned char)c->rc;
}

/* The row's result v (holding one reference, which this releases). */
GS_FN void gs_kret(const gs_kargs *k, gs_ctx *c, int64_t row, gs_val v){
  int64_t num = 0, len = 0;
  if( gs_is_str(v) ){
    unsigned long long at = gs_atomic_add(&k->counters->out_used, (unsigned long long)v.s.n);
    if( at + (unsigned long long)v.s.n > k->out_cap ){
      gs_val_decref(c, v);
      c->rc = GS_OUT_FULL;
      gs_kfail(k, c, row);
      return;
    }
    gs_memcpy(k->out_bytes + at, v.s.z, v.s.n);
    num = (int64_t)at;
    len = v.s.n;
  }else if( v.type==GS_INT ){
    num = v.u.i;
  }else if( v.type==GS_REAL ){
    num = (int64_t)gs_dbl_bits(v.u.r);
  }
  k->out_type[row] = (unsigned char)v.type;
  k->out_num[row] = num;
  k->out_len[row] = len;
  k->out_rc[row] = GS_OK;
  gs_val_decref(c, v);
}

/* ---- gpu_join: pair functions ----------------------------------------
**
**     GS_FN void name_pair(const gs_kargs *k, gs_ctx *c, int64_t li, int64_t ri,
**                          gs_val *pRes){ ... }
**     GS_JOIN_KERNEL(name, name_pair)
**
** A pair function reads argument 0 from left row li and argument 1 from
** right row ri, and leaves its result in *pRes (holding a reference), or
** stops with c->rc. */
GS_FN gs_val gs_kjarg(const gs_kargs *k, int iArg, int64_t row){
  const gs_kcol *cl = &k->col[iArg];
  return gs_col_value(cl->type[row], cl->num[row], cl->len[row], iArg ? k->jbytes_r : k->bytes);
}

/* The pair stopped with c->rc: its strings are freed (or die with the
** arena), *pRes stays NULL. */
GS_FN void gs_kjfail(gs_ctx *c){
#ifdef GS_ARENA
  c->n_free = c->n_alloc;
#else
  gs_release_all(c);
#endif
}

/* Is pair (li, ri) to be run at all? */
GS_FN int gs_kjwanted(const gs_kargs *k, int64_t li, int64_t ri){
  if( k->jdistinct && li>=ri ) return 0;
  if( k->jlen_max>=0 || k->jratio_min>0 ){
    int64_t a = k->jchars_l[li], b = k->jchars_r[ri];
    if( a>=0 && b>=0 ){
      if( k->jlen_max>=0 && (a - b>k->jlen_max || b - a>k->jlen_max) ) return 0;
      if( a<b ){ int64_t t = a; a = b; b = t; }
      if( k->jratio_min>0 && (double)b < k->jratio_min*(double)a ) return 0;
    }
  }
  return 1;
}

/* The pair's match record from its result v (whose reference this
** releases): 1 when it is kept (a value that is not NULL, or a stop). */
GS_FN int gs_kjmatch(const gs_kargs *k, gs_ctx *c, gs_val v, gs_kmatch *m){
  m->type = GS_NULL;
  m->num = 0;
  m->len = 0;
  m->rc = (unsigned char)c->rc;
  if( c->rc ) return 1;
  if( v.type==GS_NULL ) return 0;
  if( gs_is_str(v) ){
    unsigned long long at = gs_atomic_add(&k->counters->out_used, (unsigned long long)v.s.n);
    if( at + (unsigned long long)v.s.n > k->out_cap ){
      gs_val_decref(c, v);
      m->rc = GS_OUT_FULL;
      return 1;
    }
    gs_memcpy(k->out_bytes + at, v.s.z, v.s.n);
    m->num = (int64_t)at;
    m->len = v.s.n;
  }else if( v.type==GS_INT ){
    m->num = v.u.i;
  }else if( v.type==GS_REAL ){
    m->num = (int64_t)gs_dbl_bits(v.u.r);
  }
  m->type = (unsigned char)v.type;
  gs_val_decref(c, v);
  return 1;
}

/* Pairs a block of GS_JOIN_KERNEL covers: GS_JTILE x GS_JTILE, the block's
** GS_JTILE^2 threads; the grid is (right tiles, left tiles). */
#define GS_JTILE 16

/* GS_JOIN_KERNEL(name, pairfn): the launchable form of a pair function.
** The pairs kept are compacted in the block (shared counter) and given
** their places in jout by one atomic a block. */
#ifdef __CUDACC_RTC__
# define GS_JOIN_KERNEL(name, pairfn)                                        \
extern "C" __global__ void name(gs_kargs k){                                 \
  __shared__ unsigned long long st[3];                                       \
  __shared__ unsigned int nKeep;                                             \
  __shared__ unsigned long long base;                                        \
  int64_t li = k.jl0 + (int64_t)blockIdx.y*GS_JTILE + threadIdx.x/GS_JTILE;  \
  int64_t ri = k.jr0 + (int64_t)blockIdx.x*GS_JTILE + threadIdx.x%GS_JTILE;  \
  gs_kmatch m;                                                               \
  int keep = 0;                                                              \
  unsigned int my = 0;                                                       \
  if( k.debug_fault ) __trap();                                              \
  if( threadIdx.x==0 ){ st[0] = 0; st[1] = 0; st[2] = 0; nKeep = 0; }       \
  __syncthreads();                                                           \
  if( li<k.jl1 && ri<k.jr1 && gs_kjwanted(&k, li, ri) ){                     \
    gs_ctx c;                                                                \
    gs_val v = gs_null();                                                    \
    gs_kctx_init(&k, &c);                                                    \
    pairfn(&k, &c, li, ri, &v);                                              \
    keep = gs_kjmatch(&k, &c, v, &m);                                        \
    atomicAdd(&st[0], (unsigned long long)c.n_alloc);                        \
    atomicAdd(&st[1], (unsigned long long)c.n_free);                         \
    atomicAdd(&st[2], (unsigned long long)c.n_refops);                       \
  }                                                                          \
  if( keep ) my = atomicAdd(&nKeep, 1u);                                     \
  __syncthreads();                                                           \
  if( threadIdx.x==0 ){                                                      \
    base = nKeep ? atomicAdd(&k.counters->n_match, (unsigned long long)nKeep) : 0; \
    atomicAdd(&k.counters->n_alloc, st[0]);                                  \
    atomicAdd(&k.counters->n_free, st[1]);                                   \
    atomicAdd(&k.counters->n_refops, st[2]);                                 \
  }                                                                          \
  __syncthreads();                                                           \
  if( keep && base + my<k.jcap ){                                            \
    m.l = li;                                                                \
    m.r = ri;                                                                \
    k.jout[base + my] = m;                                                   \
  }                                                                          \
}
#else
# define GS_JOIN_KERNEL(name, pairfn)                                        \
void name(const gs_kargs *k){                                                \
  int64_t li, ri;                                                            \
  for(li=k->jl0; li<k->jl1; li++){                                           \
    for(ri=k->jr0; ri<k->jr1; ri++){                                         \
      gs_ctx c;                                                              \
      gs_val v = gs_null();                                                  \
      gs_kmatch m;                                                           \
      if( !gs_kjwanted(k, li, ri) ) continue;                                \
      gs_kctx_init(k, &c);                                                   \
      pairfn(k, &c, li, ri, &v);                                             \
      if( gs_kjmatch(k, &c, v, &m) ){                                        \
        unsigned long long at = k->counters->n_match++;                      \
        m.l = li;                                                            \
        m.r = ri;                                                            \
        if( at<k->jcap ) k->jout[at] = m;                                    \
      }                                                                      \
      if( c.live ){ k->counters->n_leaked++; gs_release_all(&c); }           \
      k->counters->n_alloc += (unsigned long long)c.n_alloc;                 \
      k->counters->n_free += (unsigned long long)c.n_free;                   \
      k->counters->n_refops += (unsigned long long)c.n_refops;               \
    }                                                                        \
  }                                                                          \
}
#endif

/* Constants in shared memory (ext/emit_cuda.c: a regular expression's
** program and DFA table, read at random by every thread of the block):
** GS_SMEM_DECL(s, n) declares the block's copy s of n bytes, the row
** function reads GS_SMEM(k, s) (on the host: the constant k itself), and
** the kernel's setup function (GS_KERNEL_SM) copies them, all the block's
** threads together, before any row runs. */
#ifdef __CUDACC_RTC__
# define GS_SMEM(k, s) (s)
# define GS_SMEM_DECL(s, n) __shared__ __align__(16) unsigned char s[n];
# define GS_SMEM_COPY(s, k, n) gs_smem_copy(s, k, n)
GS_FN void gs_smem_copy(unsigned char *d, const unsigned char *s, int64_t n){
  int64_t j;
  for(j=threadIdx.x; j<n; j+=blockDim.x) d[j] = s[j];
}
#else
# define GS_SMEM(k, s) (k)
# define GS_SMEM_DECL(s, n)
# define GS_SMEM_COPY(s, k, n) ((void)0)
#endif
GS_FN void gs_ksetup_none(void){}

/* GS_KERNEL(name, rowfn): the launchable form of a row function;
** GS_KERNEL_SM(name, rowfn, setupfn) with setupfn() run by every thread
** of a block first (GS_SMEM_COPY). */
#define GS_KERNEL(name, rowfn) GS_KERNEL_SM(name, rowfn, gs_ksetup_none)
#ifdef __CUDACC_RTC__
# define GS_KERNEL_SM(name, rowfn, setupfn)                                  \
extern "C" __global__ void name(gs_kargs k){                                 \
  __shared__ unsigned long long st[3];                                       \
  int64_t i = (int64_t)blockIdx.x*blockDim.x + threadIdx.x;                  \
  if( k.debug_fault ) __trap();                                              \
  if( threadIdx.x==0 ){ st[0] = 0; st[1] = 0; st[2] = 0; }                  \
  setupfn();                                                                 \
  __syncthreads();                                                           \
  if( i<k.n_row ){                                                           \
    gs_ctx c;                                                                \
    gs_kctx_init(&k, &c);                                                    \
    rowfn(&k, &c, k.row_idx ? (int64_t)k.row_idx[i] : i);                    \
    atomicAdd(&st[0], (unsigned long long)c.n_alloc);                        \
    atomicAdd(&st[1], (unsigned long long)c.n_free);                         \
    atomicAdd(&st[2], (unsigned long long)c.n_refops);                       \
  }                                                                          \
  __syncthreads();                                                           \
  if( threadIdx.x==0 ){                                                      \
    atomicAdd(&k.counters->n_alloc, st[0]);                                  \
    atomicAdd(&k.counters->n_free, st[1]);                                   \
    atomicAdd(&k.counters->n_refops, st[2]);                                 \
  }                                                                          \
}
#else
/* On the host a leftover live string after a finished row is a refcount
** bug in the generated code: it is freed and counted in n_leaked. */
# define GS_KERNEL_SM(name, rowfn, setupfn)                                  \
void name(const gs_kargs *k){                                                \
  int64_t i;                                                                 \
  setupfn();                                                                 \
  for(i=0; i<k->n_row; i++){                                                 \
    gs_ctx c;                                                                \
    gs_kctx_init(k, &c);                                                     \
    rowfn(k, &c, k->row_idx ? (int64_t)k->row_idx[i] : i);                   \
    if( c.live ){ k->counters->n_leaked++; gs_release_all(&c); }             \
    k->counters->n_alloc += (unsigned long long)c.n_alloc;                   \
    k->counters->n_free += (unsigned long long)c.n_free;                     \
    k->counters->n_refops += (unsigned long long)c.n_refops;                 \
  }                                                                          \
}
#endif

#endif /* GS_KERNEL_H */
