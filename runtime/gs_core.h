/*
** gs_core.h - the core of the gpustr string runtime: values, strings, MemInfo,
** reference counting, allocation statistics and the per-thread context.
**
** This header (and every other header in runtime/) is compiled twice: by the
** host C compiler into the CPU engine (ext/vm.c), and by NVRTC, as CUDA C++,
** into every generated kernel.  So it is written in the common subset of C99
** and C++: no system headers under NVRTC, explicit casts from void*, no
** designated initializers, no function pointers in data.
**
** Strings.  A gs_str is (pointer, byte length, MemInfo).  With mi == 0 it is a
** view: it names bytes it does not own (an input row, a literal).  With
** mi != 0 the bytes belong to (or lie inside) an owned allocation whose
** gs_meminfo header and bytes are ONE allocation:
**
**     [ gs_meminfo | bytes ... ]
**       ^mi          ^mi+1
**
** A string that shares an owner (a substring of an owned string) carries the
** owner's mi with a z pointing inside the owner's bytes; it holds a reference.
**
** Ownership convention used by every runtime function and by the compiler:
** arguments are borrowed; a returned value holding an owned string carries one
** new reference that the caller must eventually gs_decref.
**
** Host memory.  A context may have a cache (gs_cache) of the allocations it
** freed, by size class: a worker that makes and drops strings row after row
** then reuses them instead of going to the host allocator each time (which,
** SQLite's, takes a process-wide mutex: two threads allocating at once
** would mostly wait for each other).
**
** Errors.  Functions never abort: they set ctx->rc (and ctx->zerr, a static
** message that matches SQLite's wording) and return NULL.  The engine checks
** ctx->rc after each instruction.
*/
#ifndef GS_CORE_H
#define GS_CORE_H

#ifdef __CUDACC_RTC__
typedef signed char        int8_t;
typedef unsigned char      uint8_t;
typedef int                int32_t;
typedef unsigned int       uint32_t;
typedef long long          int64_t;
typedef unsigned long long uint64_t;
# define GS_FN   static __device__ __forceinline__
# define GS_DATA static __device__ const
#else
# include <stdint.h>
# include <string.h>
# include <stdlib.h>
# define GS_FN   static inline
# define GS_DATA static const
#endif

/* GS_ARENA: strings come from the launch's arena, as on the device, rather
** than from the host allocator.  Host builds of a kernel get it with
** GS_HOST_ARENA (the test suite's fake device, test/fakecuda/, runs kernels
** so: then arena overflow and its re-runs happen off the GPU too). */
#if defined(__CUDACC_RTC__) || defined(GS_HOST_ARENA)
# define GS_ARENA 1
#endif

/* The runtime's invariants (reference counts): assert() on the host, where
** NDEBUG turns it off in release builds; nothing on the device. */
#ifdef __CUDACC_RTC__
# define GS_ASSERT(x)
#else
# include <assert.h>
# define GS_ASSERT(x) assert(x)
#endif

#ifndef GS_HOST_MALLOC
# define GS_HOST_MALLOC(n) malloc(n)
# define GS_HOST_FREE(p)   free(p)
#endif

/* Storage classes.  GS_NULL is 0 so that a zeroed gs_val is NULL. */
#define GS_NULL 0
#define GS_INT  1
#define GS_REAL 2
#define GS_TEXT 3
#define GS_BLOB 4

/* Collating sequences for comparisons (COLLATE BINARY|NOCASE|RTRIM). */
#define GS_COLL_BINARY 0
#define GS_COLL_NOCASE 1
#define GS_COLL_RTRIM  2

/* ctx->rc values. */
#define GS_OK         0
#define GS_ERROR      1   /* SQL error with ctx->zerr */
#define GS_NOMEM      7   /* same number as SQLITE_NOMEM */
#define GS_TOOBIG     18  /* same number as SQLITE_TOOBIG */
#define GS_ARENA_FULL 100 /* device arena exhausted: re-run the row with more room */
#define GS_CPU_ROW    102 /* a lean kernel (GS_LEAN) cannot do this row: the CPU engine runs it */

/* Destructor kinds: an index, not a function pointer, so that the same
** MemInfo layout works on host and device. */
#define GS_DTOR_HOST  0   /* GS_HOST_FREE */
#define GS_DTOR_ARENA 1   /* device arena: nothing to release, only counted */

typedef struct gs_meminfo {
  int64_t  refct;
  int64_t  size;     /* bytes after the header */
  uint32_t dtor;     /* GS_DTOR_* */
  uint32_t pad;
#ifdef __CUDACC_RTC__
  int64_t  pad2;     /* keep the bytes 16-byte aligned */
#else
  /* On the host, the context's list of live strings, so that a row that
  ** stops on an error can release what it held (gs_release_all). */
  struct gs_meminfo *live_next, *live_prev;
  int64_t  pad2;
#endif
} gs_meminfo;

#ifndef __CUDACC_RTC__
/* Freed host allocations kept for reuse, one list per size class: blocks of
** GS_CACHE_MIN << (k-1) bytes for class k = 1 .. GS_CACHE_NCLASS, header
** included, chained through live_next.  A block's class is in its
** MemInfo's pad (0: an allocation of its own size, never cached).  One
** thread uses a cache at a time; its owner empties it with gs_cache_clear. */
#define GS_CACHE_MIN    64
#define GS_CACHE_NCLASS 8
typedef struct gs_cache {
  gs_meminfo *aFree[GS_CACHE_NCLASS];
  int64_t nByte;           /* bytes held */
  int64_t nMax;            /* beyond this, freed blocks go back to the host */
  struct gs_fz_slot *fz;   /* gs_fuzzy.h's pattern kept from call to call */
  void *re_dfa;            /* the host's regex DFAs (GS_RE_HOST_DFA_FREE) */
} gs_cache;
typedef struct gs_fz_slot gs_fz_slot;
#endif

typedef struct gs_str {
  const unsigned char *z;
  int64_t n;
  gs_meminfo *mi;    /* 0 for a view */
} gs_str;

typedef struct gs_val {
  int type;          /* GS_NULL, GS_INT, GS_REAL, GS_TEXT, GS_BLOB */
  union { int64_t i; double r; } u;
  gs_str s;          /* for GS_TEXT and GS_BLOB */
} gs_val;

/* One per executing thread (a CPU worker, or a GPU thread). */
typedef struct gs_ctx {
  int rc;
  const char *zerr;        /* static message when rc == GS_ERROR */
  int64_t max_len;         /* SQLITE_LIMIT_LENGTH of the connection */
  int64_t like_max;        /* its SQLITE_LIMIT_LIKE_PATTERN_LENGTH */
  int64_t n_alloc;         /* strings allocated */
  int64_t n_free;          /* strings freed */
  int64_t n_refops;        /* increfs + decrefs executed */
  /* Device arena (unused on the host): a bump allocator shared by all the
  ** threads of a batch; *arena_used is advanced atomically. */
  unsigned char *arena;
  unsigned long long *arena_used;
  unsigned long long arena_cap;
#ifndef __CUDACC_RTC__
  gs_meminfo *live;        /* strings allocated and not yet freed */
  gs_cache *cache;         /* freed allocations for reuse, or 0 */
  int re_pinned;           /* a CPU worker's batch: its constants stay put */
  /* The statement's interrupt, for work inside one long row (gs_stopped):
  ** xStop(pStop) is 1 once it is interrupted; 0 where nothing asks. */
  int (*xStop)(void*);
  void *pStop;
  int64_t n_work;          /* work since xStop was last asked */
#endif
} gs_ctx;

/* SQLITE_LIMIT_LIKE_PATTERN_LENGTH's default, until the engine sets the
** connection's own (gs_ctx_set_like_max). */
#define GS_LIKE_PATTERN_MAX 50000

GS_FN void gs_ctx_init(gs_ctx *c, int64_t max_len){
  c->rc = GS_OK; c->zerr = 0; c->max_len = max_len; c->like_max = GS_LIKE_PATTERN_MAX;
  c->n_alloc = 0; c->n_free = 0; c->n_refops = 0;
  c->arena = 0; c->arena_used = 0; c->arena_cap = 0;
#ifndef __CUDACC_RTC__
  c->live = 0;
  c->cache = 0;
  c->re_pinned = 0;
  c->xStop = 0;
  c->pStop = 0;
  c->n_work = 0;
#endif
}

/* The connection's LIKE/GLOB pattern limit; a negative one keeps the
** default. */
GS_FN void gs_ctx_set_like_max(gs_ctx *c, int64_t like_max){
  if( like_max>=0 ) c->like_max = like_max;
}

GS_FN void gs_error(gs_ctx *c, const char *zmsg){
  if( c->rc==GS_OK ){ c->rc = GS_ERROR; c->zerr = zmsg; }
}
GS_FN void gs_error_nomem(gs_ctx *c){
  if( c->rc==GS_OK ){ c->rc = GS_NOMEM; c->zerr = "out of memory"; }
}
GS_FN void gs_error_toobig(gs_ctx *c){
  if( c->rc==GS_OK ){ c->rc = GS_TOOBIG; c->zerr = "string or blob too big"; }
}

/* Work inside one row that can be long (a regular expression over a long
** subject, a distance of long strings, a long repeat or replace) calls
** this as it goes, with the work done since its last call (about a
** nanosecond a unit): every GS_STOP_EVERY units the statement's interrupt
** is asked (a CPU worker: a flag; SQLite's thread: sqlite3_interrupt's,
** ext/interrupt.c), and once it is, the row fails with "interrupted" and
** this returns 1.  Rows end on their own on the GPU (kernels are not
** stopped inside). */
#define GS_STOP_EVERY 262144
GS_FN int gs_stopped(gs_ctx *c, int64_t units){
#ifdef __CUDACC_RTC__
  (void)c; (void)units;
  return 0;
#else
  if( c==0 ) return 0;
  if( c->rc!=GS_OK ) return 1;
  if( c->xStop==0 ) return 0;
  c->n_work += units;
  if( c->n_work<GS_STOP_EVERY ) return 0;
  c->n_work = 0;
  if( c->xStop(c->pStop) ){
    if( c->rc==GS_OK ){ c->rc = GS_ERROR; c->zerr = "interrupted"; }
    return 1;
  }
  return 0;
#endif
}

/* ---- values ---------------------------------------------------------- */

GS_FN gs_str gs_view(const unsigned char *z, int64_t n){
  gs_str s; s.z = z; s.n = n; s.mi = 0; return s;
}
GS_FN gs_val gs_null(void){
  gs_val v; v.type = GS_NULL; v.u.i = 0; v.s = gs_view(0, 0); return v;
}
GS_FN gs_val gs_int(int64_t i){
  gs_val v = gs_null(); v.type = GS_INT; v.u.i = i; return v;
}
GS_FN gs_val gs_real(double r){
  gs_val v = gs_null(); v.type = GS_REAL; v.u.r = r; return v;
}
/* A text or blob value from a string; takes over the reference s holds. */
GS_FN gs_val gs_text(gs_str s){
  gs_val v = gs_null(); v.type = GS_TEXT; v.s = s; return v;
}
GS_FN gs_val gs_blob(gs_str s){
  gs_val v = gs_null(); v.type = GS_BLOB; v.s = s; return v;
}
GS_FN int gs_is_str(gs_val v){ return v.type==GS_TEXT || v.type==GS_BLOB; }

/* A number that SQLite has also read as text: a Mem with MEM_Str besides
** MEM_Int or MEM_Real, as replace(x, '', y) returns its x.  It is still a
** number (typeof, arithmetic, output), but text affinity in a comparison
** leaves it one (vdbe.c's OP_Eq converts only values without MEM_Str), so
** CAST(0 AS TEXT) = replace(0, '', NULL) is 0.  A record's affinity (an IN
** list of constants made an index, GS_AFF_RECORD) still makes it text.
** The mark is s.n, which numbers do not otherwise use; copies keep it, and
** every operation that makes a number makes one without it. */
GS_FN gs_val gs_num_as_read_text(gs_val v){
  if( v.type==GS_INT || v.type==GS_REAL ) v.s.n = 1;
  return v;
}
GS_FN int gs_num_was_read_text(gs_val v){
  return (v.type==GS_INT || v.type==GS_REAL) && v.s.n!=0;
}

/* ---- allocation ------------------------------------------------------ */

#ifdef __CUDACC_RTC__
/* Reserve need bytes at *p for each lane of the warp that calls this
** together, with one atomic for all of them (the lanes' sizes summed; each
** lane gets its offset in the warp's block): the arena's and the output's
** counters are one address for the whole launch. */
GS_FN unsigned long long gs_warp_reserve(unsigned long long *p, unsigned long long need){
  unsigned mask = __activemask(), m = mask;
  int lane = (int)(threadIdx.x & 31), leader = __ffs(mask) - 1;
  unsigned long long before = 0, total = 0, base = 0;
  while( m ){
    int src = __ffs(m) - 1;
    unsigned long long v = __shfl_sync(mask, need, src);
    if( src<lane ) before += v;
    total += v;
    m &= m - 1;
  }
  if( lane==leader ) base = atomicAdd(p, total);
  return __shfl_sync(mask, base, leader) + before;
}
#endif

/* A new owned string of n bytes (uninitialised) with one reference.  Returns
** a string with z == 0 and sets ctx->rc on failure or when n exceeds the
** connection's length limit.  The bytes are writable through gs_mut(). */
GS_FN gs_str gs_alloc(gs_ctx *c, int64_t n){
  gs_str s = gs_view(0, 0);
  gs_meminfo *mi;
  if( n<0 || n>c->max_len ){ gs_error_toobig(c); return s; }
#ifdef GS_ARENA
  {
    unsigned long long need = (sizeof(gs_meminfo) + (unsigned long long)n + 15) & ~15ull;
# ifdef __CUDACC_RTC__
    unsigned long long at = gs_warp_reserve(c->arena_used, need);
# else
    unsigned long long at = __atomic_fetch_add(c->arena_used, need, __ATOMIC_RELAXED);
# endif
    if( at + need > c->arena_cap ){
      if( c->rc==GS_OK ){ c->rc = GS_ARENA_FULL; c->zerr = "device arena full"; }
      return s;
    }
    mi = (gs_meminfo*)(c->arena + at);
    mi->dtor = GS_DTOR_ARENA;
    mi->pad = 0;
  }
#else
  {
    uint64_t need = sizeof(gs_meminfo) + (uint64_t)n + 1;
    uint32_t k = 0;
    if( c->cache && need <= ((uint64_t)GS_CACHE_MIN << (GS_CACHE_NCLASS-1)) ){
      uint64_t sz = GS_CACHE_MIN;
      for(k=1; sz<need; k++) sz <<= 1;
      mi = c->cache->aFree[k-1];
      if( mi ){
        c->cache->aFree[k-1] = mi->live_next;
        c->cache->nByte -= (int64_t)sz;
      }else{
        mi = (gs_meminfo*)GS_HOST_MALLOC(sz);
      }
    }else{
      mi = (gs_meminfo*)GS_HOST_MALLOC(need);
    }
    if( mi==0 ){ gs_error_nomem(c); return s; }
    mi->pad = k;
  }
  mi->dtor = GS_DTOR_HOST;
  mi->live_prev = 0;
  mi->live_next = c->live;
  if( c->live ) c->live->live_prev = mi;
  c->live = mi;
#endif
  mi->refct = 1;
  mi->size = n;
  mi->pad2 = 0;
  c->n_alloc++;
  s.z = (const unsigned char*)(mi + 1);
  s.n = n;
  s.mi = mi;
  return s;
}

/* The writable bytes of a string just made by gs_alloc. */
GS_FN unsigned char *gs_mut(gs_str s){ return (unsigned char*)s.z; }

/* Shrink the visible length of a freshly allocated string (when the exact
** output size was only bounded in advance).  The allocation is unchanged. */
GS_FN gs_str gs_trunc(gs_str s, int64_t n){ s.n = n; return s; }

GS_FN void gs_meminfo_destroy(gs_ctx *c, gs_meminfo *mi){
  c->n_free++;
  switch( mi->dtor ){
#ifndef __CUDACC_RTC__
    case GS_DTOR_HOST:
      if( mi->live_prev ) mi->live_prev->live_next = mi->live_next;
      else c->live = mi->live_next;
      if( mi->live_next ) mi->live_next->live_prev = mi->live_prev;
      if( mi->pad && c->cache ){
        int64_t sz = (int64_t)GS_CACHE_MIN << (mi->pad-1);
        if( c->cache->nByte + sz <= c->cache->nMax ){
          mi->live_next = c->cache->aFree[mi->pad-1];
          c->cache->aFree[mi->pad-1] = mi;
          c->cache->nByte += sz;
          break;
        }
      }
      GS_HOST_FREE(mi);
      break;
#endif
    default: break;   /* arena memory is released with the whole arena */
  }
}

#ifndef __CUDACC_RTC__
/* Free every string still live in c, whatever its count: the clean-up of a
** row that stopped on an error with references still held. */
GS_FN void gs_release_all(gs_ctx *c){
  while( c->live ) gs_meminfo_destroy(c, c->live);
}

/* Return every block of a cache to the host allocator. */
GS_FN void gs_cache_clear(gs_cache *p){
  int k;
  for(k=0; k<GS_CACHE_NCLASS; k++){
    while( p->aFree[k] ){
      gs_meminfo *mi = p->aFree[k];
      p->aFree[k] = mi->live_next;
      GS_HOST_FREE(mi);
    }
  }
  p->nByte = 0;
  if( p->fz ){ GS_HOST_FREE(p->fz); p->fz = 0; }
#ifdef GS_RE_HOST_DFA_FREE
  if( p->re_dfa ){ GS_RE_HOST_DFA_FREE(p->re_dfa); p->re_dfa = 0; }
#endif
}
#endif

GS_FN void gs_incref(gs_ctx *c, gs_str s){
  if( s.mi ){ GS_ASSERT( s.mi->refct>0 ); s.mi->refct++; c->n_refops++; }
}
GS_FN void gs_decref(gs_ctx *c, gs_str s){
  if( s.mi ){
    GS_ASSERT( s.mi->refct>0 );
    c->n_refops++;
    if( --s.mi->refct==0 ) gs_meminfo_destroy(c, s.mi);
  }
}
GS_FN void gs_val_incref(gs_ctx *c, gs_val v){ if( gs_is_str(v) ) gs_incref(c, v.s); }
GS_FN void gs_val_decref(gs_ctx *c, gs_val v){ if( gs_is_str(v) ) gs_decref(c, v.s); }

/* A new reference to part of s: shares s's owner (if any), no copy. */
GS_FN gs_str gs_slice(gs_ctx *c, gs_str s, int64_t off, int64_t n){
  gs_str r; r.z = s.z + off; r.n = n; r.mi = s.mi;
  gs_incref(c, r);
  return r;
}

/* A new reference to the whole of s. */
GS_FN gs_str gs_share(gs_ctx *c, gs_str s){ gs_incref(c, s); return s; }
GS_FN gs_val gs_val_share(gs_ctx *c, gs_val v){ gs_val_incref(c, v); return v; }

GS_FN void gs_memcpy(unsigned char *d, const unsigned char *s, int64_t n){
#ifdef __CUDACC_RTC__
  int64_t i; for(i=0; i<n; i++) d[i] = s[i];
#else
  /* The C library's copy (the CPU engine's row form spends its time here). */
  if( n>0 ) memcpy(d, s, (size_t)n);
#endif
}
GS_FN int gs_memcmp(const unsigned char *a, const unsigned char *b, int64_t n){
  int64_t i;
  for(i=0; i<n; i++){ if( a[i]!=b[i] ) return (int)a[i] - (int)b[i]; }
  return 0;
}

#endif /* GS_CORE_H */
