/*
** gpu_exec.c - the GPU engine's batches: the rows of a batch on the device,
** one thread a row, with the kernel of gpu_kernel.c on the device of
** gpu_device.c (gpu_int.h says which file does what).
**
**   SELECT gpu_config('backend', 'gpu');
**   SELECT value FROM gpu_map('upper(s)||s', 'SELECT s FROM t');
**
** In docs/design.md's flow this is the second engine.  One batch:
**
**   1. its columns (types, numbers/offsets, lengths per argument, and the
**      string bytes; ext/batch.h) are packed into pinned host memory and
**      copied to the device in one asynchronous copy on the engine's stream;
**   2. the kernel runs (runtime/gs_kernel.h): each row's new strings come
**      from an arena the host sized for the batch, and its result goes to
**      per-row arrays plus an output byte buffer at atomically reserved
**      space;
**   3. the per-row arrays, counters and used output bytes come back; rows
**      that ran out of arena or output room (out_rc) run again, through
**      row_idx, with four times the room: never truncated.
**
** A batch whose buffers do not fit in the device's free memory is split in
** two halves, each run as a batch of its own (its rows' columns and only
** their bytes go to the device), down to single rows: only a row that alone
** needs more than the device has is an error (gpu_stats' oom_splits).
**
** Rows that raise an SQL error are reported to the caller, which runs the
** batch on the CPU engine for SQLite's exact error.  Any CUDA failure is an
** error for the caller (a SQL error, or a CPU fallback under backend=auto);
** after one the context is reset, since a kernel fault leaves it unusable,
** and every module is loaded again into the new one.
**
** One device (device 0), its primary context, one stream; batches from
** different connections take turns (gd.mu).  Kernels compile in a thread
** of their own when asked to (backend=auto), so no query waits for NVRTC.
**
** sqlite3_interrupt(): a running kernel cannot be stopped, but it need not
** be waited for.  The wait for a kernel polls the interrupt (the batch's
** gp_intr) and, once it is seen, leaves the kernel running and the batch
** fails with "interrupted" at once.  The kernel goes on writing the
** engine's buffers and runs its module's code, so its lane's bBusy says
** that the stream still has work: the next batch, or the unload of a
** module, first waits for it (gd_settle), and nothing is freed or read
** before.
*/
#include "gpu_int.h"
#include <stdio.h>
#include <string.h>
#include <time.h>

#ifdef GPUSTR_HAVE_CUDA

/* ---- one batch ------------------------------------------------------------ */

/* Where each array of a batch lies in the input and output buffers. */
typedef struct gd_layout {
  size_t oType, oNum, oLen;          /* of argument 0; argument i adds i*szCol */
  size_t szCol, oKcol, oBytes, oIdx, nIn;
  size_t oOutType, oOutRc, oOutNum, oOutLen, oCounters, nOut;   /* gs_kcounters at oCounters */
} gd_layout;

static void gd_plan(gd_layout *L, int nArg, size_t nRow, size_t nByte){
  L->oType = 0;
  L->oNum = GD_ALIGN(nRow);
  L->oLen = L->oNum + GD_ALIGN(nRow*8);
  L->szCol = L->oLen + GD_ALIGN(nRow*8);
  L->oKcol = L->szCol*(size_t)nArg;
  L->oBytes = L->oKcol + GD_ALIGN(sizeof(gs_kcol)*(size_t)(nArg ? nArg : 1));
  L->oIdx = L->oBytes + GD_ALIGN(nByte ? nByte : 1);
  L->nIn = L->oIdx + GD_ALIGN(nRow*4);
  L->oOutType = 0;
  L->oOutRc = GD_ALIGN(nRow);
  L->oOutNum = L->oOutRc + GD_ALIGN(nRow);
  L->oOutLen = L->oOutNum + GD_ALIGN(nRow*8);
  L->oCounters = L->oOutLen + GD_ALIGN(nRow*8);
  L->nOut = L->oCounters + sizeof(gs_kcounters);
}

/* Make room for nNeed bytes of results in pIn->aRes. */
static int gd_res_reserve(gp_batch *pIn, int64_t nNeed){
  if( nNeed>pIn->nResAlloc ){
    int64_t n = pIn->nResAlloc*2 > nNeed ? pIn->nResAlloc*2 : nNeed;
    unsigned char *a = (unsigned char*)sqlite3_realloc64(pIn->aRes, (sqlite3_uint64)n);
    if( a==0 ) return SQLITE_NOMEM;
    pIn->aRes = a;
    pIn->nResAlloc = n;
  }
  return SQLITE_OK;
}

/* A row a lean kernel left to the CPU engine (GS_CPU_ROW), until
** gd_run_cpu_rows runs it: a NULL no result is (gs_null() has u.i 0). */
static gs_val gd_cpu_row_mark(void){
  gs_val v = gs_null();
  v.u.i = 1;
  return v;
}
static int gd_is_cpu_row_mark(const gs_val *v){
  return v->type==GS_NULL && v->u.i==1;
}

/* Rows [r0, r0+n) of a batch, run as a batch of their own: one part of a
** split batch, or the whole of it. */
typedef struct gd_part {
  gp_batch *pIn;
  vm_batch *b;
  size_t r0, n;
  sqlite3_int64 maxLen, room;
  int64_t nRes;                      /* result bytes in pIn->aRes, all parts */
  unsigned long long aStat[3];       /* strings allocated, freed; refcount ops */
  int bRowError;                     /* some row raised an SQL error */
} gd_part;

/* The rows of P that its lean kernel left to the CPU engine, run on it
** (pIr is the program the kernel was made from).  String results go into
** pIn->aRes after the device's, as the device's do, and their strings are
** freed at once; the counts go with the device's. */
static int gd_run_cpu_rows(const ir_program *pIr, gd_part *P){
  gp_batch *pIn = P->pIn;
  gs_val *aArg, *aReg;
  size_t i, nCpu = 0;
  int rc = SQLITE_OK;
  aArg = (gs_val*)sqlite3_malloc64(sizeof(gs_val)*(size_t)(pIn->nArg + pIr->nReg + 1));
  if( aArg==0 ) return SQLITE_NOMEM;
  aReg = aArg + pIn->nArg;
  for(i=P->r0; i<P->r0+P->n && rc==SQLITE_OK; i++){
    gs_val *pOut = &P->b->aOut[i], v;
    gs_ctx c;
    if( !gd_is_cpu_row_mark(pOut) ) continue;
    nCpu++;
    gs_ctx_init(&c, P->maxLen);
    gs_ctx_set_like_max(&c, P->b->nLikeMax);
    batch_row(pIn, (int64_t)i, aArg);
    if( vm_run_row(pIr, &c, aArg, aReg, &v)!=GS_OK ){
      /* The caller runs the batch on the CPU engine for SQLite's error. */
      P->bRowError = c.rc!=GS_NOMEM;
      rc = c.rc==GS_NOMEM ? SQLITE_NOMEM : SQLITE_ERROR;
      v = gs_null();
    }else if( gs_is_str(v) ){
      gs_val packed = v;
      if( gd_res_reserve(pIn, P->nRes + v.s.n)!=SQLITE_OK ){
        rc = SQLITE_NOMEM;
        packed = gs_null();
      }else{
        memcpy(pIn->aRes + P->nRes, v.s.z, (size_t)v.s.n);
        packed.s = gs_view(0, v.s.n);
        packed.u.i = P->nRes;
        P->nRes += v.s.n;
      }
      gs_val_decref(&c, v);
      v = packed;
    }
    *pOut = v;
    P->aStat[0] += (unsigned long long)c.n_alloc;
    P->aStat[1] += (unsigned long long)c.n_free;
    P->aStat[2] += (unsigned long long)c.n_refops;
  }
  sqlite3_free(aArg);
  gp_stat_add(GP_STAT_GPU_CPU_ROWS, (int64_t)nCpu);
  return rc;
}

/* The bytes of P's strings: pIn->aByte[*pLo .. *pHi). */
static void gd_part_bytes(const gd_part *P, int64_t *pLo, int64_t *pHi){
  int64_t lo = P->pIn->nByte, hi = 0;
  size_t i;
  int a;
  for(a=0; a<P->pIn->nArg; a++){
    const batch_col *c = &P->pIn->aCol[a];
    for(i=P->r0; i<P->r0+P->n; i++){
      if( (c->aType[i]==GS_TEXT || c->aType[i]==GS_BLOB) && c->aLen[i]>0 ){
        if( c->aNum[i]<lo ) lo = c->aNum[i];
        if( c->aNum[i]+c->aLen[i]>hi ) hi = c->aNum[i] + c->aLen[i];
      }
    }
  }
  if( hi==0 ) lo = 0;
  *pLo = lo;
  *pHi = hi;
}

/* One launch of a part: its layout, its arguments, the room it has. */
typedef struct gd_launch {
  gd_layout L;
  gs_kargs ka;
  int64_t lo;                        /* the part's bytes are pIn->aByte[lo..) */
  size_t nRow;                       /* rows launched: all, or the re-runs */
  int nPass;                         /* 0: the first launch; then re-runs */
  unsigned long long cap, arenaCap;  /* output and arena bytes */
} gd_launch;

/* Step 1: P's columns, packed, to the device.  Its strings' offsets stay
** those of the whole batch, so the kernel's byte pointer is set lo bytes
** before the copy of aByte[lo..hi). */
static int gd_upload(const cu_api *api, gd_lane *Ln, const gd_part *P, gd_launch *G,
                     int64_t hi, char **pzErr){
  const gp_batch *pIn = P->pIn;
  const gd_layout *L = &G->L;
  unsigned char *h = (unsigned char*)Ln->in.h;
  sqlite3_int64 t0 = gp_now_ns();
  int a;
  for(a=0; a<pIn->nArg; a++){
    const batch_col *c = &pIn->aCol[a];
    gs_kcol kc;
    size_t o = L->szCol*(size_t)a;
    memcpy(h + o + L->oType, c->aType + P->r0, P->n);
    memcpy(h + o + L->oNum, c->aNum + P->r0, P->n*8);
    memcpy(h + o + L->oLen, c->aLen + P->r0, P->n*8);
    kc.type = (const unsigned char*)(uintptr_t)(Ln->in.d + o + L->oType);
    kc.num = (const int64_t*)(uintptr_t)(Ln->in.d + o + L->oNum);
    kc.len = (const int64_t*)(uintptr_t)(Ln->in.d + o + L->oLen);
    memcpy(h + L->oKcol + sizeof(gs_kcol)*(size_t)a, &kc, sizeof kc);
  }
  if( hi>G->lo ) memcpy(h + L->oBytes, pIn->aByte + G->lo, (size_t)(hi - G->lo));
  /* Not waited for: the kernel follows on the same stream. */
  GD_CHECK(xEventRecord, (Ln->aEv[GD_EV_UPLOAD], Ln->stream));
  GD_CHECK(xMemcpyHtoDAsync, (Ln->in.d, h, L->oIdx, Ln->stream));
  gp_stat_add(GP_STAT_BYTES_TO_DEVICE, (int64_t)L->oIdx);
  /* The packing here; the copy's own time once it is done (gd_download). */
  gp_stat_add(GP_STAT_NS_TO_DEVICE, gp_now_ns() - t0);
  return SQLITE_OK;
}

/* The kernel's arguments that stay the same over a part's launches. */
static void gd_kargs_init(const gd_lane *Ln, const gd_part *P, gd_launch *G){
  const gd_layout *L = &G->L;
  gs_kargs *ka = &G->ka;
  memset(ka, 0, sizeof *ka);
  ka->col = (const gs_kcol*)(uintptr_t)(Ln->in.d + L->oKcol);
  ka->bytes = (const unsigned char*)(uintptr_t)(Ln->in.d + L->oBytes - (CUdeviceptr)G->lo);
  ka->max_len = P->maxLen;
  ka->like_max = P->b->nLikeMax;
#ifdef GPUSTR_DEBUG_ALLOC
  if( __atomic_load_n(&gd_debug_faults, __ATOMIC_SEQ_CST)>0 ){
    __atomic_sub_fetch(&gd_debug_faults, 1, __ATOMIC_SEQ_CST);
    ka->debug_fault = 1;
  }
#endif
  ka->out_type = (unsigned char*)(uintptr_t)(Ln->out.d + L->oOutType);
  ka->out_rc = (unsigned char*)(uintptr_t)(Ln->out.d + L->oOutRc);
  ka->out_num = (int64_t*)(uintptr_t)(Ln->out.d + L->oOutNum);
  ka->out_len = (int64_t*)(uintptr_t)(Ln->out.d + L->oOutLen);
  ka->counters = (gs_kcounters*)(uintptr_t)(Ln->out.d + L->oCounters);
}

/* Step 2: the kernel, over G->nRow rows (the re-runs through row_idx),
** with the room G has, and after it on the stream the copy of the per-row
** arrays and counters back: nothing waited for. */
static int gd_launch_kernel(const cu_api *api, gd_lane *Ln, gpu_kernel *k, gd_launch *G,
                            char **pzErr){
  gs_kargs *ka = &G->ka;
  void *apParam[1];
  int rc;
  if( (rc = gd_buf_reserve(api, &Ln->bytes, (size_t)G->cap, 0, pzErr))!=SQLITE_OK ) return rc;
  if( (rc = gd_buf_reserve(api, &Ln->arena, (size_t)G->arenaCap, 0, pzErr))!=SQLITE_OK ) return rc;
  ka->n_row = (int64_t)G->nRow;
  ka->row_idx = G->nPass ? (const int32_t*)(uintptr_t)(Ln->in.d + G->L.oIdx) : 0;
  ka->out_bytes = (unsigned char*)(uintptr_t)Ln->bytes.d;
  ka->out_cap = G->cap;
  ka->arena = (unsigned char*)(uintptr_t)Ln->arena.d;
  ka->arena_cap = G->arenaCap;
  GD_CHECK(xEventRecord, (Ln->aEv[GD_EV_KERNEL], Ln->stream));
  GD_CHECK(xMemsetD8Async, (Ln->out.d + G->L.oCounters, 0, sizeof(gs_kcounters), Ln->stream));
  apParam[0] = ka;
  GD_CHECK(xLaunchKernel, ((CUfunction)k->pFn, (unsigned)((G->nRow + GD_BLOCK - 1)/GD_BLOCK),
                           1, 1, GD_BLOCK, 1, 1, 0, Ln->stream, apParam, 0));
  GD_CHECK(xEventRecord, (Ln->aEv[GD_EV_KERNEL_END], Ln->stream));
  GD_CHECK(xMemcpyDtoHAsync, (Ln->out.h, Ln->out.d, G->L.nOut, Ln->stream));
  GD_CHECK(xEventRecord, (Ln->aEv[GD_EV_DOWNLOADED], Ln->stream));
  return SQLITE_OK;
}

/* Add the device's time between events e0 and e1 to counter which. */
void gd_stat_elapsed(const gd_lane *Ln, gp_stat which, int e0, int e1){
  float ms = 0;
  if( cu_driver()->xEventElapsedTime(&ms, Ln->aEv[e0], Ln->aEv[e1])==CUDA_SUCCESS && ms>0 ){
    gp_stat_add(which, (sqlite3_int64)(ms*1e6));
  }
}

/* Step 3: once the launch is done, the used output bytes after P's
** earlier results in pIn->aRes; *pUsed is how many. */
static int gd_download(const cu_api *api, gd_lane *Ln, gd_part *P, const gd_launch *G,
                       unsigned long long *pUsed, char **pzErr){
  const gs_kcounters *pCount;
  unsigned long long used;
  sqlite3_int64 t0;
  int rc;
  /* The launch's one wait before its results are known: for the upload
  ** (on a first pass), the kernel and the copy of the per-row arrays
  ** together, looking at the interrupt while it lasts. */
  if( (rc = gd_wait(api, Ln, P->b->pIntr, P->b->bPoll, pzErr))!=SQLITE_OK ) return rc;
  if( G->nPass==0 ) gd_stat_elapsed(Ln, GP_STAT_NS_TO_DEVICE, GD_EV_UPLOAD, GD_EV_KERNEL);
  gd_stat_elapsed(Ln, GP_STAT_NS_KERNEL, GD_EV_KERNEL, GD_EV_KERNEL_END);
  gd_stat_elapsed(Ln, GP_STAT_NS_FROM_DEVICE, GD_EV_KERNEL_END, GD_EV_DOWNLOADED);
  t0 = gp_now_ns();
  pCount = (const gs_kcounters*)((unsigned char*)Ln->out.h + G->L.oCounters);
  used = pCount->out_used < G->cap ? pCount->out_used : G->cap;
  P->aStat[0] += pCount->n_alloc;
  P->aStat[1] += pCount->n_free;
  P->aStat[2] += pCount->n_refops;
  if( gd_res_reserve(P->pIn, P->nRes + (int64_t)used)!=SQLITE_OK ) return SQLITE_NOMEM;
  if( used ){
    GD_CHECK(xMemcpyDtoHAsync, (P->pIn->aRes + P->nRes, Ln->bytes.d, (size_t)used, Ln->stream));
    GD_CHECK(xStreamSynchronize, (Ln->stream));
  }
  gp_stat_add(GP_STAT_BYTES_FROM_DEVICE, (int64_t)(G->L.nOut + used));
  gp_stat_add(GP_STAT_NS_FROM_DEVICE, gp_now_ns() - t0);
  *pUsed = used;
  return SQLITE_OK;
}

/* Step 4: the rows of this launch: values, or a re-run, or an SQL error.
** The re-run list overwrites this launch's (aIdx[i] is read before
** aIdx[nRetry] is written, and nRetry <= i); how many into *pnRetry, and
** which room ran out into *pbArena and *pbOut. */
static void gd_collect(const gd_lane *Ln, gd_part *P, const gd_launch *G, size_t *pnRetry,
                       int *pbArena, int *pbOut){
  const unsigned char *h = (const unsigned char*)Ln->out.h;
  const unsigned char *hType = h + G->L.oOutType, *hRc = h + G->L.oOutRc;
  const int64_t *hNum = (const int64_t*)(h + G->L.oOutNum);
  const int64_t *hLen = (const int64_t*)(h + G->L.oOutLen);
  int32_t *aIdx = (int32_t*)((unsigned char*)Ln->in.h + G->L.oIdx);
  size_t i, nRetry = 0;
  for(i=0; i<G->nRow; i++){
    size_t r = G->nPass ? (size_t)aIdx[i] : i;
    switch( hRc[r] ){
      case GS_OK: {
        /* Strings by their offset in pIn->aRes until it stops moving. */
        gs_val v = gs_null();
        if( hType[r]==GS_INT ){
          v = gs_int(hNum[r]);
        }else if( hType[r]==GS_REAL ){
          v = gs_real(gs_bits_dbl((uint64_t)hNum[r]));
        }else if( hType[r]==GS_TEXT || hType[r]==GS_BLOB ){
          v.type = hType[r];
          v.s.n = hLen[r];
          v.u.i = P->nRes + hNum[r];
        }
        P->b->aOut[P->r0 + r] = v;
        break;
      }
      case GS_ARENA_FULL: *pbArena = 1; aIdx[nRetry++] = (int32_t)r; break;
      case GS_OUT_FULL:   *pbOut = 1;   aIdx[nRetry++] = (int32_t)r; break;
      case GS_CPU_ROW:    P->b->aOut[P->r0 + r] = gd_cpu_row_mark(); break;
      default:            P->bRowError = 1; break;
    }
  }
  *pnRetry = nRetry;
}

/* Start part P on lane Ln: its layout, the upload, the room, the first
** launch.  Nothing is waited for; gd_part_finish takes the results. */
static int gd_part_start(const cu_api *api, gd_lane *Ln, gpu_kernel *k, gd_part *P,
                         gd_launch *G, char **pzErr){
  int64_t hi;
  int rc;

  memset(G, 0, sizeof *G);
  gd_part_bytes(P, &G->lo, &hi);
  gd_plan(&G->L, P->pIn->nArg, P->n, (size_t)(hi - G->lo));
  if( (rc = gd_buf_reserve(api, &Ln->in, G->L.nIn, 1, pzErr))!=SQLITE_OK ) return rc;
  if( (rc = gd_buf_reserve(api, &Ln->out, G->L.nOut, 1, pzErr))!=SQLITE_OK ) return rc;
  if( (rc = gd_upload(api, Ln, P, G, hi, pzErr))!=SQLITE_OK ) return rc;

  /* Room: as told (gpu_room), or the program's bounds (gk_room_of) for
  ** these rows' bytes, or where it has none, what the rows read, twice,
  ** and 64 bytes a row. */
  if( P->room>0 ){
    G->cap = G->arenaCap = (unsigned long long)P->room;
  }else if( k->room.zWhy==0 ){
    unsigned long long nByte = (unsigned long long)(hi - G->lo), n = P->n;
    G->cap = (unsigned long long)k->room.out.a*nByte + (unsigned long long)k->room.out.b*n + 4096;
    G->arenaCap = (unsigned long long)k->room.arena.a*nByte
                + (unsigned long long)k->room.arena.b*n + 4096;
  }else{
    G->cap = G->arenaCap = (unsigned long long)(hi - G->lo)*2 + 64*(unsigned long long)P->n + 4096;
  }
  G->nRow = P->n;
  gd_kargs_init(Ln, P, G);
  return gd_launch_kernel(api, Ln, k, G, pzErr);
}

/* Finish part P started on lane Ln: its results, then launches until no
** row is left to run again (rows that ran out of room run again with four
** times it).  SQLITE_FULL (with *pzErr): the device's memory ran out, and
** P's results are incomplete. */
static int gd_part_finish(const cu_api *api, gd_lane *Ln, gpu_kernel *k, gd_part *P,
                          gd_launch *G, char **pzErr){
  int rc;
  for(;;){
    unsigned long long used = 0;   /* (set by gd_download when it succeeds) */
    size_t nRetry;
    int bArena = 0, bOut = 0;
    if( (rc = gd_download(api, Ln, P, G, &used, pzErr))!=SQLITE_OK ) return rc;
    gd_collect(Ln, P, G, &nRetry, &bArena, &bOut);
    P->nRes += (int64_t)used;
    if( bArena ){ gp_stat_add(GP_STAT_ARENA_OVERFLOWS, 1); G->arenaCap *= 4; }
    if( bOut ){ gp_stat_add(GP_STAT_OUTPUT_OVERFLOWS, 1); G->cap *= 4; }
    if( P->bRowError || nRetry==0 ) break;
    gp_stat_add(GP_STAT_GPU_RERUNS, 1);
    if( ++G->nPass>24 ){
      *pzErr = sqlite3_mprintf("rows need more device memory than can be had");
      return SQLITE_ERROR;
    }
    /* The rows to run again, by their index in the part. */
    G->nRow = nRetry;
    GD_CHECK(xMemcpyHtoDAsync, (Ln->in.d + G->L.oIdx, (unsigned char*)Ln->in.h + G->L.oIdx,
                                nRetry*4, Ln->stream));
    if( (rc = gd_launch_kernel(api, Ln, k, G, pzErr))!=SQLITE_OK ) return rc;
  }
  return P->bRowError ? SQLITE_ERROR : SQLITE_OK;
}

/* Run part P on lane 0, start to finish. */
static int gd_run_part(const cu_api *api, gpu_kernel *k, gd_part *P, char **pzErr){
  gd_launch G;
  int rc = gd_part_start(api, &gd.aLane[0], k, P, &G, pzErr);
  if( rc==SQLITE_OK ) rc = gd_part_finish(api, &gd.aLane[0], k, P, &G, pzErr);
  return rc;
}

/* Run part P, or if the device's memory runs out, its two halves in turn,
** and so on down to single rows.  SQLITE_FULL: a row alone does not fit. */
static int gd_run_split(const cu_api *api, gpu_kernel *k, gd_part *P, char **pzErr){
  int64_t nRes0 = P->nRes;
  unsigned long long aStat0[3];
  gd_part half;
  int rc;
  memcpy(aStat0, P->aStat, sizeof aStat0);
  rc = gd_run_part(api, k, P, pzErr);
  if( rc!=SQLITE_FULL || P->n<2 ) return rc;
  /* Whatever of P did run is run again: its results are overwritten, and
  ** its counts are not counted. */
  sqlite3_free(*pzErr);
  *pzErr = 0;
  gd_bufs_free(api);
  gp_stat_add(GP_STAT_OOM_SPLITS, 1);
  half = *P;
  half.nRes = nRes0;
  memcpy(half.aStat, aStat0, sizeof aStat0);
  half.n = P->n/2;
  rc = gd_run_split(api, k, &half, pzErr);
  if( rc==SQLITE_OK ){
    half.r0 += half.n;
    half.n = P->n - half.n;
    rc = gd_run_split(api, k, &half, pzErr);
  }
  P->nRes = half.nRes;
  memcpy(P->aStat, half.aStat, sizeof P->aStat);
  P->bRowError = half.bRowError;
  return rc;
}

/* One chunk of a batch run on the lanes: its part and its launch. */
typedef struct gd_chunk {
  gd_part part;
  gd_launch G;
} gd_chunk;

/* Chunk c, started on lane Ln, finished: its results go after those of
** the chunks before it (they are finished in order), its counts into P. */
static int gd_chunk_finish(const cu_api *api, gd_lane *Ln, gpu_kernel *k, gd_chunk *c,
                           gd_part *P, char **pzErr){
  int rc, i;
  c->part.nRes = P->nRes;
  rc = gd_part_finish(api, Ln, k, &c->part, &c->G, pzErr);
  P->nRes = c->part.nRes;
  for(i=0; i<3; i++) P->aStat[i] += c->part.aStat[i];
  P->bRowError |= c->part.bRowError;
  return rc;
}

/* Run P in chunks of nChunkRows rows on the lanes in turn: chunk i starts
** on lane i%2 once chunk i-2 there is finished, so the device has the
** next chunk's upload queued on one lane while the other's kernel runs,
** and the host packs a chunk while the device works.  Out of device memory
** (SQLITE_FULL), the batch runs again on lane 0 alone, in halves if it
** must (gd_run_split).  Under gd.mu, the context current. */
static int gd_run_chunks(const cu_api *api, gpu_kernel *k, gd_part *P, size_t nChunkRows,
                         char **pzErr){
  gd_chunk aC[GD_LANES];
  size_t nChunk = (P->n + nChunkRows - 1)/nChunkRows, i, iDone = 0;
  int64_t nRes0 = P->nRes;
  unsigned long long aStat0[3];
  int rc = SQLITE_OK;
  memcpy(aStat0, P->aStat, sizeof aStat0);
  for(i=0; i<nChunk && rc==SQLITE_OK; i++){
    gd_chunk *c = &aC[i%GD_LANES];
    gd_lane *Ln = &gd.aLane[i%GD_LANES];
    if( i>=GD_LANES ){
      rc = gd_chunk_finish(api, Ln, k, c, P, pzErr);
      iDone++;
      if( rc!=SQLITE_OK ) break;
    }
    c->part = *P;
    c->part.r0 = P->r0 + i*nChunkRows;
    c->part.n = P->n - i*nChunkRows < nChunkRows ? P->n - i*nChunkRows : nChunkRows;
    memset(c->part.aStat, 0, sizeof c->part.aStat);
    c->part.bRowError = 0;
    rc = gd_part_start(api, Ln, k, &c->part, &c->G, pzErr);
    if( rc==SQLITE_OK ) gp_stat_add(GP_STAT_GPU_CHUNKS, 1);
  }
  for(; iDone<nChunk && rc==SQLITE_OK; iDone++){
    rc = gd_chunk_finish(api, &gd.aLane[iDone%GD_LANES], k, &aC[iDone%GD_LANES], P, pzErr);
  }
  if( rc!=SQLITE_OK ){
    /* The other lane's work may still be queued: waited for before its
    ** buffers are touched again (gd_settle). */
    for(i=0; i<GD_LANES; i++) gd.aLane[i].bBusy = 1;
  }
  if( rc==SQLITE_FULL ){
    sqlite3_free(*pzErr);
    *pzErr = 0;
    gd_settle(api);
    gd_bufs_free(api);
    gp_stat_add(GP_STAT_OOM_SPLITS, 1);
    P->nRes = nRes0;
    memcpy(P->aStat, aStat0, sizeof aStat0);
    P->bRowError = 0;
    rc = gd_run_split(api, k, P, pzErr);
  }
  return rc;
}

int gpu_run_batch(gpu_kernel *k, const ir_program *pIr, gp_batch *pIn, vm_batch *b,
                  sqlite3_int64 maxLen, sqlite3_int64 room, sqlite3_int64 nChunkRows,
                  vm_stats *pStats, int *pbRowError, char **pzErr){
  const cu_api *api = cu_driver();
  gd_part P;
  size_t i;
  int rc;
  *pbRowError = 0;
  *pzErr = 0;
  if( api==0 ){
    *pzErr = sqlite3_mprintf("no usable GPU: %s", gp_cuda_probe()->driver_why);
    return SQLITE_ERROR;
  }
  memset(&P, 0, sizeof P);
  P.pIn = pIn;
  P.b = b;
  P.n = (size_t)b->nRow;
  P.maxLen = maxLen;
  P.room = room;
  pthread_mutex_lock(&gd.mu);
  rc = gd_begin(api, b->pIntr, b->bPoll, pzErr);
  if( rc==SQLITE_OK ){
    gd_debug_limit_buffers(api);
    rc = gk_load(api, k, pzErr);
  }
  if( rc==SQLITE_OK ){
    if( nChunkRows>0 && P.n>=2*(size_t)nChunkRows ){
      rc = gd_run_chunks(api, k, &P, (size_t)nChunkRows, pzErr);
    }else{
      rc = gd_run_split(api, k, &P, pzErr);
    }
  }
  if( rc==SQLITE_FULL ){
    /* One row needs more than the device has free: a failure like any
    ** other, but the context is sound; the memory goes back. */
    char *z = sqlite3_mprintf("a row needs more GPU memory than is free: %s", *pzErr);
    sqlite3_free(*pzErr);
    *pzErr = z;
    gd_bufs_free(api);
    rc = z ? SQLITE_ERROR : SQLITE_NOMEM;
  }else if( rc==SQLITE_ERROR && !P.bRowError ){
    /* A CUDA failure may have left the context unusable (a no-op where
    ** CUDA did not start). */
    gd_reset_for(pzErr);
  }
  pthread_mutex_unlock(&gd.mu);
  if( rc==SQLITE_OK ) rc = gd_run_cpu_rows(pIr, &P);
  *pbRowError = P.bRowError;
  if( rc!=SQLITE_OK ){
    /* Nothing half-done goes back: the caller sees NULLs or runs the CPU. */
    memset(b->aOut, 0, sizeof(gs_val)*(size_t)b->nRow);
    return rc;
  }
  for(i=0; i<(size_t)b->nRow; i++){
    gs_val *v = &b->aOut[i];
    if( gs_is_str(*v) && v->s.z==0 ){
      v->s.z = v->s.n ? pIn->aRes + v->u.i : (const unsigned char*)"";
      v->u.i = 0;
    }
  }
  pStats->nAlloc += (sqlite3_int64)P.aStat[0];
  pStats->nFree += (sqlite3_int64)P.aStat[1];
  pStats->nRefOps += (sqlite3_int64)P.aStat[2];
  return SQLITE_OK;
}


#else  /* !GPUSTR_HAVE_CUDA */

int gpu_run_batch(gpu_kernel *k, const ir_program *pIr, gp_batch *pIn, vm_batch *b,
                  sqlite3_int64 maxLen, sqlite3_int64 room, sqlite3_int64 nChunkRows,
                  vm_stats *pStats, int *pbRowError, char **pzErr){
  (void)k; (void)pIr; (void)pIn; (void)b; (void)maxLen; (void)room; (void)nChunkRows;
  (void)pStats;
  *pbRowError = 0;
  *pzErr = sqlite3_mprintf("CPU-only build (no CUDA headers at configure time)");
  return SQLITE_ERROR;
}

#endif /* GPUSTR_HAVE_CUDA */
