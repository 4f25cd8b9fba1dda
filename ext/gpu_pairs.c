/*
** gpu_pairs.c - gpu_join's pairs on the GPU engine (gpu_int.h): the two
** sides uploaded once, the pairs cut into launches of the join kernel
** (emit_cuda_join), the pairs kept and their values brought back.
*/
#include "gpu_int.h"
#include <stdio.h>
#include <string.h>
#include <time.h>

#ifdef GPUSTR_HAVE_CUDA

/* ---- gpu_join ----------------------------------------------------------------
**
** The two sides go to the device once, in one buffer of their own (the
** engine's buffers serve batches of every connection between the join's
** launches): per side its column (storage classes, numbers or offsets,
** lengths), its bytes and its characters.  A run cuts its pairs into
** launches; each launch writes the pairs it keeps to jout, their string
** bytes to the output buffer and its strings to the arena, all three
** counted past their capacity, so a launch that overflows any of them
** knows by how much and runs again with that much room (or, beyond the
** GPU_JOIN_MAX_* limits, as two halves). */
#define GPU_JOIN_LAUNCH_PAIRS (1<<22)
#define GPU_JOIN_MAX_MATCHES  (1<<20)
#define GPU_JOIN_MAX_BYTES    ((unsigned long long)1<<26)

struct gpu_join {
  gpu_kernel *k;                     /* a reference */
  const ir_program *pIr;
  const gp_batch *apSide[2];
  const int64_t *apChars[2];
  sqlite3_int64 maxLen, nLikeMax;
  /* The sides on the device, in context generation gen. */
  int bUp;
  unsigned gen;
  gd_buf sides, out, bytes, arena;   /* out: jout then the counters (pinned twin) */
  size_t aoCol[2][3], aoBytes[2], aoChars[2], oKcol;
  unsigned long long cap, outCap, arenaCap;   /* matches, bytes, arena */
  /* The last run's pairs, on the host. */
  gpu_join_match *aM;
  int64_t nM, nMAlloc;
  unsigned char *aByte;
  int64_t nByte, nByteAlloc;
};

/* The device's copy of the sides: sizes, then the copy.  Under gd.mu. */
static int gj_upload(const cu_api *api, gpu_join *j, char **pzErr){
  size_t n = 0;
  unsigned char *h;
  gs_kcol akc[2];
  int s, rc;
  for(s=0; s<2; s++){
    size_t nRow = (size_t)j->apSide[s]->nRow;
    j->aoCol[s][0] = n;  n += GD_ALIGN(nRow ? nRow : 1);
    j->aoCol[s][1] = n;  n += GD_ALIGN(nRow*8 + 8);
    j->aoCol[s][2] = n;  n += GD_ALIGN(nRow*8 + 8);
    j->aoBytes[s] = n;   n += GD_ALIGN((size_t)j->apSide[s]->nByte + 1);
    j->aoChars[s] = n;   n += GD_ALIGN(nRow*8 + 8);
  }
  j->oKcol = n;
  n += GD_ALIGN(sizeof(akc));
  gd_buf_free(api, &j->sides);
  if( (rc = gd_buf_reserve(api, &j->sides, n, 0, pzErr))!=SQLITE_OK ) return rc;
  h = (unsigned char*)sqlite3_malloc64(n);
  if( h==0 ) return SQLITE_NOMEM;
  memset(h, 0, n);
  for(s=0; s<2; s++){
    const gp_batch *b = j->apSide[s];
    const batch_col *c = &b->aCol[0];
    size_t nRow = (size_t)b->nRow;
    if( nRow ){
      memcpy(h + j->aoCol[s][0], c->aType, nRow);
      memcpy(h + j->aoCol[s][1], c->aNum, nRow*8);
      memcpy(h + j->aoCol[s][2], c->aLen, nRow*8);
      if( j->apChars[s] ) memcpy(h + j->aoChars[s], j->apChars[s], nRow*8);
    }
    if( b->nByte ) memcpy(h + j->aoBytes[s], b->aByte, (size_t)b->nByte);
    akc[s].type = (const unsigned char*)(uintptr_t)(j->sides.d + j->aoCol[s][0]);
    akc[s].num = (const int64_t*)(uintptr_t)(j->sides.d + j->aoCol[s][1]);
    akc[s].len = (const int64_t*)(uintptr_t)(j->sides.d + j->aoCol[s][2]);
  }
  memcpy(h + j->oKcol, akc, sizeof(akc));
  {
    CUresult crc = api->xMemcpyHtoDAsync(j->sides.d, h, n, gd.aLane[0].stream);
    if( crc==CUDA_SUCCESS ) crc = api->xStreamSynchronize(gd.aLane[0].stream);
    sqlite3_free(h);
    if( crc!=CUDA_SUCCESS ) return gd_fail("xMemcpyHtoDAsync", crc, pzErr);
  }
  gp_stat_add(GP_STAT_BYTES_TO_DEVICE, (int64_t)n);
  j->bUp = 1;
  j->gen = gd.gen;
  return SQLITE_OK;
}

static pthread_mutex_t gj_kernel_mutex = PTHREAD_MUTEX_INITIALIZER;

int gpu_join_open(gp_prog *pProg, const char *zCacheDir, const gp_batch *pL,
                  const gp_batch *pR, const int64_t *aCharsL, const int64_t *aCharsR,
                  sqlite3_int64 maxLen, sqlite3_int64 nLikeMax, int bWait,
                  gpu_join **pp, char **pzErr){
  gpu_kernel *k;
  gpu_join *j;
  int rc;
  *pp = 0;
  *pzErr = 0;
  pthread_mutex_lock(&gj_kernel_mutex);
  if( pProg->pJoinKernel==0 ) pProg->pJoinKernel = gk_new(pProg->pIr, pProg->zSrc, 1);
  k = pProg->pJoinKernel;
  pthread_mutex_unlock(&gj_kernel_mutex);
  if( k==0 ) return SQLITE_NOMEM;
  rc = gpu_kernel_ready(k, zCacheDir, bWait ? GPU_WAIT_IMAGE : GPU_WAIT_NO, 0, pzErr);
  if( rc<0 ) return *pzErr ? SQLITE_ERROR : SQLITE_NOMEM;
  if( rc==0 ) return SQLITE_OK;
  j = (gpu_join*)sqlite3_malloc64(sizeof(*j));
  if( j==0 ) return SQLITE_NOMEM;
  memset(j, 0, sizeof(*j));
  pthread_mutex_lock(&k->mu);
  k->nRef++;
  pthread_mutex_unlock(&k->mu);
  j->k = k;
  j->pIr = pProg->pIr;
  j->apSide[0] = pL;
  j->apSide[1] = pR;
  j->apChars[0] = aCharsL;
  j->apChars[1] = aCharsR;
  j->maxLen = maxLen;
  j->nLikeMax = nLikeMax;
  j->cap = 1<<16;
  j->outCap = 1<<20;
  j->arenaCap = 1<<20;
  *pp = j;
  return SQLITE_OK;
}

void gpu_join_close(gpu_join *j){
  const cu_api *api = cu_driver();
  if( j==0 ) return;
  pthread_mutex_lock(&gd.mu);
  if( api && gd.bReady && j->gen==gd.gen ){
    api->xCtxSetCurrent(gd.ctx);
    /* An interrupted launch may still write the buffers: they go when it
    ** has ended, not waited for here. */
    gd_free_later(api, &j->sides);
    gd_free_later(api, &j->out);
    gd_free_later(api, &j->bytes);
    gd_free_later(api, &j->arena);
  }
  pthread_mutex_unlock(&gd.mu);
  gpu_kernel_unref(j->k);
  sqlite3_free(j->aM);
  sqlite3_free(j->aByte);
  sqlite3_free(j);
}

/* One launch's pairs: [l0, l1) x [r0, r1). */
typedef struct gj_tile { int64_t l0, l1, r0, r1; } gj_tile;

/* Launch tile t with the room j has; the counters into *pCount.  Under
** gd.mu. */
static int gj_launch(const cu_api *api, gpu_join *j, const gj_tile *t, int bDistinct,
                     int64_t nLenMax, double rMin, gp_intr *pIntr, gs_kcounters *pCount,
                     char **pzErr){
  gs_kargs ka;
  void *apParam[1];
  size_t oCounters = GD_ALIGN(sizeof(gs_kmatch)*(size_t)j->cap);
  int rc;
  if( (rc = gd_buf_reserve(api, &j->out, oCounters + sizeof(gs_kcounters), 1, pzErr))!=SQLITE_OK ) return rc;
  if( (rc = gd_buf_reserve(api, &j->bytes, (size_t)j->outCap, 0, pzErr))!=SQLITE_OK ) return rc;
  if( (rc = gd_buf_reserve(api, &j->arena, (size_t)j->arenaCap, 0, pzErr))!=SQLITE_OK ) return rc;
  memset(&ka, 0, sizeof ka);
  ka.col = (const gs_kcol*)(uintptr_t)(j->sides.d + j->oKcol);
  ka.bytes = (const unsigned char*)(uintptr_t)(j->sides.d + j->aoBytes[0]);
  ka.jbytes_r = (const unsigned char*)(uintptr_t)(j->sides.d + j->aoBytes[1]);
  ka.jchars_l = (const int64_t*)(uintptr_t)(j->sides.d + j->aoChars[0]);
  ka.jchars_r = (const int64_t*)(uintptr_t)(j->sides.d + j->aoChars[1]);
  ka.jlen_max = j->apChars[0] && j->apChars[1] ? nLenMax : -1;
  ka.jratio_min = j->apChars[0] && j->apChars[1] ? rMin : 0;
  ka.jdistinct = bDistinct;
  ka.jl0 = t->l0; ka.jl1 = t->l1; ka.jr0 = t->r0; ka.jr1 = t->r1;
  ka.jout = (gs_kmatch*)(uintptr_t)j->out.d;
  ka.jcap = j->cap;
  ka.max_len = j->maxLen;
  ka.like_max = j->nLikeMax;
#ifdef GPUSTR_DEBUG_ALLOC
  if( __atomic_load_n(&gd_debug_faults, __ATOMIC_SEQ_CST)>0 ){
    __atomic_sub_fetch(&gd_debug_faults, 1, __ATOMIC_SEQ_CST);
    ka.debug_fault = 1;
  }
#endif
  ka.out_bytes = (unsigned char*)(uintptr_t)j->bytes.d;
  ka.out_cap = j->outCap;
  ka.arena = (unsigned char*)(uintptr_t)j->arena.d;
  ka.arena_cap = j->arenaCap;
  ka.counters = (gs_kcounters*)(uintptr_t)(j->out.d + oCounters);
  GD_CHECK(xMemsetD8Async, (j->out.d + oCounters, 0, sizeof(gs_kcounters), gd.aLane[0].stream));
  GD_CHECK(xEventRecord, (gd.aLane[0].aEv[GD_EV_KERNEL], gd.aLane[0].stream));
  apParam[0] = &ka;
  GD_CHECK(xLaunchKernel, ((CUfunction)j->k->pFn,
                           (unsigned)((t->r1 - t->r0 + GS_JTILE - 1)/GS_JTILE),
                           (unsigned)((t->l1 - t->l0 + GS_JTILE - 1)/GS_JTILE), 1,
                           GS_JTILE*GS_JTILE, 1, 1, 0, gd.aLane[0].stream, apParam, 0));
  GD_CHECK(xEventRecord, (gd.aLane[0].aEv[GD_EV_KERNEL_END], gd.aLane[0].stream));
  GD_CHECK(xMemcpyDtoHAsync, ((unsigned char*)j->out.h + oCounters, j->out.d + oCounters,
                              sizeof(gs_kcounters), gd.aLane[0].stream));
  if( (rc = gd_wait(api, &gd.aLane[0], pIntr, 1, pzErr))!=SQLITE_OK ) return rc;
  gd_stat_elapsed(&gd.aLane[0], GP_STAT_NS_KERNEL, GD_EV_KERNEL, GD_EV_KERNEL_END);
  memcpy(pCount, (unsigned char*)j->out.h + oCounters, sizeof(gs_kcounters));
  gp_stat_add(GP_STAT_BYTES_FROM_DEVICE, (int64_t)sizeof(gs_kcounters));
  return SQLITE_OK;
}

/* The pairs a launch kept, and their bytes, after those of the run so
** far.  Under gd.mu. */
static int gj_collect(const cu_api *api, gpu_join *j, const gs_kcounters *pCount, char **pzErr){
  int64_t n = (int64_t)pCount->n_match, i;
  unsigned long long nByte = pCount->out_used;
  sqlite3_int64 t0 = gp_now_ns();
  if( j->nM + n > j->nMAlloc ){
    int64_t nNew = j->nMAlloc*2 > j->nM + n ? j->nMAlloc*2 : j->nM + n;
    gpu_join_match *a = (gpu_join_match*)sqlite3_realloc64(j->aM, sizeof(gs_kmatch)*(sqlite3_uint64)nNew);
    if( a==0 ) return SQLITE_NOMEM;
    j->aM = a;
    j->nMAlloc = nNew;
  }
  if( j->nByte + (int64_t)nByte + 1 > j->nByteAlloc ){
    int64_t nNew = j->nByteAlloc*2 > j->nByte + (int64_t)nByte + 1 ? j->nByteAlloc*2 : j->nByte + (int64_t)nByte + 1;
    unsigned char *a = (unsigned char*)sqlite3_realloc64(j->aByte, (sqlite3_uint64)nNew);
    if( a==0 ) return SQLITE_NOMEM;
    j->aByte = a;
    j->nByteAlloc = nNew;
  }
  if( n>0 ) GD_CHECK(xMemcpyDtoHAsync, (j->aM + j->nM, j->out.d, sizeof(gs_kmatch)*(size_t)n, gd.aLane[0].stream));
  if( nByte>0 ) GD_CHECK(xMemcpyDtoHAsync, (j->aByte + j->nByte, j->bytes.d, (size_t)nByte, gd.aLane[0].stream));
  if( n>0 || nByte>0 ) GD_CHECK(xStreamSynchronize, (gd.aLane[0].stream));
  for(i=j->nM; i<j->nM + n; i++){
    if( j->aM[i].rc==GS_OK && (j->aM[i].type==GS_TEXT || j->aM[i].type==GS_BLOB) ){
      j->aM[i].num += j->nByte;
    }
  }
  j->nM += n;
  j->nByte += (int64_t)nByte;
  gp_stat_add(GP_STAT_BYTES_FROM_DEVICE, (int64_t)(sizeof(gs_kmatch)*(size_t)n + nByte));
  gp_stat_add(GP_STAT_NS_FROM_DEVICE, gp_now_ns() - t0);
  return SQLITE_OK;
}

/* Grow *pCap to need, up to nMax: 1 if it grew, 0 if need is past nMax. */
static int gj_grow(unsigned long long *pCap, unsigned long long need, unsigned long long nMax){
  if( need<=*pCap ) return 1;
  if( need>nMax ) return 0;
  *pCap = need;
  return 1;
}

static int gj_run(const cu_api *api, gpu_join *j, gj_tile *aStack, int nStack, int bDistinct,
                  int64_t nLenMax, double rMin, gp_intr *pIntr, char **pzErr){
  int rc = SQLITE_OK;
  while( nStack>0 && rc==SQLITE_OK ){
    gj_tile t = aStack[--nStack];
    gs_kcounters cnt;
    int bFit, bOne;
    if( t.l0>=t.l1 || t.r0>=t.r1 || (bDistinct && t.l0>=t.r1-1) ) continue;
    rc = gj_launch(api, j, &t, bDistinct, nLenMax, rMin, pIntr, &cnt, pzErr);
    if( rc!=SQLITE_OK ) break;
    bFit = cnt.n_match<=j->cap && cnt.out_used<=j->outCap && cnt.arena_used<=j->arenaCap;
    if( bFit ){
      gp_stat_add(GP_STAT_STRINGS_ALLOCATED, (int64_t)cnt.n_alloc);
      gp_stat_add(GP_STAT_STRINGS_FREED, (int64_t)cnt.n_free);
      gp_stat_add(GP_STAT_REFCOUNT_OPS, (int64_t)cnt.n_refops);
      rc = gj_collect(api, j, &cnt, pzErr);
      continue;
    }
    /* Too little room: more, or two halves, and this launch again. */
    if( cnt.n_match>j->cap ) gp_stat_add(GP_STAT_OUTPUT_OVERFLOWS, 1);
    if( cnt.out_used>j->outCap ) gp_stat_add(GP_STAT_OUTPUT_OVERFLOWS, 1);
    if( cnt.arena_used>j->arenaCap ) gp_stat_add(GP_STAT_ARENA_OVERFLOWS, 1);
    gp_stat_add(GP_STAT_GPU_RERUNS, 1);
    bOne = t.l1 - t.l0==1 && t.r1 - t.r0==1;
    if( gj_grow(&j->cap, cnt.n_match, bOne ? ~0ull : GPU_JOIN_MAX_MATCHES)
     && gj_grow(&j->outCap, cnt.out_used, bOne ? ~0ull : GPU_JOIN_MAX_BYTES)
     && gj_grow(&j->arenaCap, cnt.arena_used, bOne ? ~0ull : GPU_JOIN_MAX_BYTES) ){
      aStack[nStack++] = t;
    }else if( t.l1 - t.l0 >= t.r1 - t.r0 ){
      gj_tile h = t;
      h.l1 = t.l0 + (t.l1 - t.l0)/2;
      t.l0 = h.l1;
      aStack[nStack++] = t;
      aStack[nStack++] = h;
    }else{
      gj_tile h = t;
      h.r1 = t.r0 + (t.r1 - t.r0)/2;
      t.r0 = h.r1;
      aStack[nStack++] = t;
      aStack[nStack++] = h;
    }
  }
  return rc;
}

int gpu_join_run(gpu_join *j, int64_t l0, int64_t l1, int64_t r0, int64_t r1,
                 int bDistinct, int64_t nLenMax, double rMin, gp_intr *pIntr,
                 const gpu_join_match **paM, int64_t *pnM, const unsigned char **paByte,
                 char **pzErr){
  const cu_api *api = cu_driver();
  /* Halves are pushed two at a time and popped one: a level deeper each. */
  gj_tile aStack[160];
  int64_t nPerLaunch, nL = l1 - l0, nR = r1 - r0, a;
  int rc;
  *pzErr = 0;
  *paM = 0;
  *pnM = 0;
  *paByte = 0;
  if( api==0 ){
    *pzErr = sqlite3_mprintf("no usable GPU: %s", gp_cuda_probe()->driver_why);
    return SQLITE_ERROR;
  }
  j->nM = 0;
  j->nByte = 0;
  pthread_mutex_lock(&gd.mu);
  rc = gd_begin(api, pIntr, 1, pzErr);
  if( rc==SQLITE_OK ) rc = gk_load(api, j->k, pzErr);
  if( rc==SQLITE_OK && (!j->bUp || j->gen!=gd.gen) ){
    /* A reset freed the old buffers with the context. */
    memset(&j->sides, 0, sizeof(gd_buf));
    memset(&j->out, 0, sizeof(gd_buf));
    memset(&j->bytes, 0, sizeof(gd_buf));
    memset(&j->arena, 0, sizeof(gd_buf));
    rc = gj_upload(api, j, pzErr);
  }
  if( rc==SQLITE_OK && nL>0 && nR>0 ){
    /* Launches of at most GPU_JOIN_LAUNCH_PAIRS, in left bands, pushed
    ** last first so that they run in order. */
    nPerLaunch = GPU_JOIN_LAUNCH_PAIRS/nR;
    if( nPerLaunch<1 ) nPerLaunch = 1;
    if( nPerLaunch>65535*GS_JTILE ) nPerLaunch = 65535*GS_JTILE;
    for(a=l0; a<l1 && rc==SQLITE_OK; a+=nPerLaunch){
      int64_t c0, nWide = nR>GPU_JOIN_LAUNCH_PAIRS ? GPU_JOIN_LAUNCH_PAIRS : nR;
      /* A band of left rows; a right side wider than a launch in pieces. */
      for(c0=r0; c0<r1 && rc==SQLITE_OK; c0+=nWide){
        aStack[0].l0 = a;
        aStack[0].l1 = a + nPerLaunch < l1 ? a + nPerLaunch : l1;
        aStack[0].r0 = c0;
        aStack[0].r1 = c0 + nWide < r1 ? c0 + nWide : r1;
        rc = gj_run(api, j, aStack, 1, bDistinct, nLenMax, rMin, pIntr, pzErr);
      }
    }
  }
  if( rc==SQLITE_FULL ){
    char *z = sqlite3_mprintf("a pair needs more GPU memory than is free: %s", *pzErr);
    sqlite3_free(*pzErr);
    *pzErr = z;
    rc = SQLITE_ERROR;
  }else if( rc!=SQLITE_OK && rc!=SQLITE_INTERRUPT && rc!=SQLITE_NOMEM ){
    gd_reset_for(pzErr);
    j->bUp = 0;
  }
  pthread_mutex_unlock(&gd.mu);
  if( rc!=SQLITE_OK ) return rc;
  *paM = j->aM;
  *pnM = j->nM;
  *paByte = j->aByte;
  return SQLITE_OK;
}


#else  /* !GPUSTR_HAVE_CUDA */

int gpu_join_open(gp_prog *pProg, const char *zCacheDir, const gp_batch *pL,
                  const gp_batch *pR, const int64_t *aCharsL, const int64_t *aCharsR,
                  sqlite3_int64 maxLen, sqlite3_int64 nLikeMax, int bWait,
                  gpu_join **pp, char **pzErr){
  (void)pProg; (void)zCacheDir; (void)pL; (void)pR; (void)aCharsL; (void)aCharsR;
  (void)maxLen; (void)nLikeMax; (void)bWait;
  *pp = 0;
  *pzErr = sqlite3_mprintf("CPU-only build (no CUDA headers at configure time)");
  return SQLITE_ERROR;
}

int gpu_join_run(gpu_join *j, int64_t l0, int64_t l1, int64_t r0, int64_t r1,
                 int bDistinct, int64_t nLenMax, double rMin, gp_intr *pIntr,
                 const gpu_join_match **paM, int64_t *pnM, const unsigned char **paByte,
                 char **pzErr){
  (void)j; (void)l0; (void)l1; (void)r0; (void)r1; (void)bDistinct; (void)nLenMax; (void)rMin;
  (void)pIntr;
  *paM = 0; *pnM = 0; *paByte = 0;
  *pzErr = sqlite3_mprintf("CPU-only build (no CUDA headers at configure time)");
  return SQLITE_ERROR;
}

void gpu_join_close(gpu_join *j){ (void)j; }

#endif /* GPUSTR_HAVE_CUDA */
