/*
** rt_cache.c - tests the runtime's cache of freed host strings (gs_cache in
** runtime/gs_core.h): blocks are reused within their size class, large
** strings bypass it, its bound holds, strings released by gs_release_all go
** back to it, a worker that makes and drops strings row after row stops
** calling the host allocator, results are the same with and without it,
** and gs_cache_clear gives everything back.
**
**   gcc -std=c99 -O1 -Wall -Wextra -Werror -Iruntime test/rt/rt_cache.c \
**       -lm -o /tmp/rt_cache && /tmp/rt_cache
*/
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* Count the host allocator's calls. */
static long rt_nmalloc, rt_nfree;
#define GS_HOST_MALLOC(n) (rt_nmalloc++, malloc(n))
#define GS_HOST_FREE(p)   (rt_nfree++, free(p))
#include "gs_runtime.h"

static int rt_npass, rt_nfail;

static void rt_expect(int ok, const char *zWhat){
  if( ok ){ rt_npass++; return; }
  rt_nfail++;
  fprintf(stderr, "! %s\n", zWhat);
}

static gs_val rt_text(const char *z){
  return gs_text(gs_view((const unsigned char*)z, (int64_t)strlen(z)));
}

/* upper(s)||s, releasing the temporary, as the CPU engine runs it. */
static gs_val rt_upper_concat(gs_ctx *c, gs_val s){
  gs_val u = gs_fn_upper(c, 1, &s);
  gs_val r = gs_op_concat(c, u, s);
  gs_val_decref(c, u);
  return r;
}

int main(void){
  gs_cache cache;
  gs_ctx c;
  gs_str a, b, d;
  gs_meminfo *mi;
  long n0;
  int i;

  memset(&cache, 0, sizeof(cache));
  cache.nMax = 1 << 20;
  gs_ctx_init(&c, 1000000000);
  c.cache = &cache;

  /* A block goes back to its class and comes out again. */
  a = gs_alloc(&c, 10);
  mi = a.mi;
  rt_expect(mi->pad==1, "10 bytes: the 64-byte class");
  gs_decref(&c, a);
  rt_expect(cache.nByte==64 && cache.aFree[0]==mi, "freed into the cache");
  n0 = rt_nmalloc;
  b = gs_alloc(&c, 15);
  rt_expect(b.mi==mi && rt_nmalloc==n0 && cache.nByte==0, "reused, no host call");
  gs_decref(&c, b);

  /* Size classes: 48 + 100 + 1 and 48 + 200 + 1 bytes share 256; 48 + 300
  ** + 1 needs 512. */
  a = gs_alloc(&c, 100);
  rt_expect(a.mi->pad==3, "100 bytes: the 256-byte class");
  mi = a.mi;
  gs_decref(&c, a);
  b = gs_alloc(&c, 200);
  rt_expect(b.mi==mi, "200 bytes reuse the 256-byte block");
  d = gs_alloc(&c, 300);
  rt_expect(d.mi!=mi && d.mi->pad==4, "300 bytes: the 512-byte class");
  gs_decref(&c, b);
  gs_decref(&c, d);

  /* Large strings are their own allocations, never cached. */
  n0 = rt_nfree;
  a = gs_alloc(&c, 10000);
  rt_expect(a.mi->pad==0, "10000 bytes: no class");
  gs_decref(&c, a);
  rt_expect(rt_nfree==n0+1, "10000 bytes go back to the host");

  /* The bound: beyond nMax, freed blocks go back to the host. */
  gs_cache_clear(&cache);
  cache.nMax = 100;
  a = gs_alloc(&c, 1);
  b = gs_alloc(&c, 1);
  n0 = rt_nfree;
  gs_decref(&c, a);
  gs_decref(&c, b);
  rt_expect(cache.nByte==64 && rt_nfree==n0+1, "nMax 100 keeps one 64-byte block");
  cache.nMax = 1 << 20;

  /* A row that stops on an error: gs_release_all frees into the cache. */
  a = gs_alloc(&c, 1);
  b = gs_alloc(&c, 1);
  gs_release_all(&c);
  rt_expect(c.live==0 && cache.nByte==2*64, "gs_release_all returns to the cache");

  /* Row after row: the same results as without a cache, and the host
  ** allocator is called only while the cache warms up. */
  n0 = 0;
  for(i=0; i<100000; i++){
    char z[40];
    gs_ctx plain;
    gs_val s, r1, r2;
    long m = rt_nmalloc;
    snprintf(z, sizeof(z), "row %d %.*s", i, i % 20, "abcdefghijklmnopqrst");
    s = rt_text(z);
    r1 = rt_upper_concat(&c, s);
    n0 += rt_nmalloc - m;
    gs_ctx_init(&plain, 1000000000);
    r2 = rt_upper_concat(&plain, s);
    if( r1.s.n!=r2.s.n || memcmp(r1.s.z, r2.s.z, (size_t)r1.s.n)!=0 ){
      rt_expect(0, "upper(s)||s with a cache");
      break;
    }
    gs_val_decref(&c, r1);
    gs_val_decref(&plain, r2);
    if( plain.n_alloc!=plain.n_free ) rt_expect(0, "upper(s)||s frees what it allocates");
  }
  rt_npass++;
  rt_expect(n0 <= 8, "the cache serves upper(s)||s after warming up");

  /* Everything allocated was freed, logically and, after the clear, for real. */
  rt_expect(c.n_alloc==c.n_free, "allocated == freed");
  gs_cache_clear(&cache);
  rt_expect(cache.nByte==0 && rt_nmalloc==rt_nfree, "gs_cache_clear returns every block");

  printf("rt_cache: %d passed, %d failed\n", rt_npass, rt_nfail);
  return rt_nfail ? 1 : 0;
}
