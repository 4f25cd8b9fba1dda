/*
** gpu_exec.c - the GPU engine: compiles a program's kernel (emit_cuda.c,
** then NVRTC through the kernel cache, kcache.c) and runs batches on the
** device, one thread per row.
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
#include "config.h"
#include "gpustr_int.h"
#include "gpu_exec.h"
#include "cuda_api.h"
#include "emit_cuda.h"
#include "kcache.h"
#include "gs_runtime.h"
#include <pthread.h>
#include <stdio.h>
#include <string.h>
#include <time.h>

enum { GK_IDLE, GK_COMPILING, GK_READY, GK_FAILED };

/* What a compiled kernel costs the device, from ptxas's and nvJitLink's
** reports (gpu_explain(p, 'resources')). */
typedef struct gk_resources {
  int arch;                /* e.g. 90 */
  int bSplit;              /* linked with the runtime object (else whole) */
  int bCached;             /* the image came from the kernel cache */
  int bKnown;              /* the figures below were reported (the test
                           ** suite's fake NVRTC reports none) */
  int nReg;                /* registers per thread */
  int nStack;              /* stack bytes per thread, what it calls included */
  int nSpill;              /* spill stores of the kernel function, bytes */
  int nShared;             /* shared memory per block, bytes */
  int nRtSpill;            /* split: spill stores of the runtime object's
                           ** functions, summed */
  sqlite3_int64 nsCompile; /* this compile's time; 0 when cached */
} gk_resources;

/* A bound on a string's bytes: at most a*L + b, L the bytes of the row's
** arguments. */
typedef struct gk_len { sqlite3_int64 a, b; } gk_len;

/* The room a row of a program needs on the device, from its IR
** (gk_room_of): the bytes of its result (output buffer) and of every
** string it makes (arena), or why no bound can be had. */
typedef struct gk_room {
  const char *zWhy;        /* 0: the bounds hold; else why there are none */
  const char *zFn;         /* or the function with no length rule */
  gk_len out, arena;
} gk_room;

struct gpu_kernel {
  pthread_mutex_t mu;
  pthread_cond_t cv;
  int nRef;
  int eState;              /* GK_* */
  char *zCuda;             /* the kernel's source */
  int bJoin;               /* a gpu_join kernel (GS_JOIN_KERNEL): no quick image */
  int bCold;               /* it calls into the runtime's cold half */
  gk_room room;            /* what its rows need */
  char *zErr;              /* GK_FAILED: why */
  int bRetry;              /* GK_FAILED for want of memory: the next use compiles again */
  kc_image *pImg;          /* GK_READY: the CUBIN */
  gk_resources res;        /* GK_READY: what it costs the device */
  /* The quick image (gs_calls.h): the kernel of calls that runs until the
  ** lean one is ready.  zQuick its prologue; 0 where there is none. */
  char *zQuick;
  kc_image *pImgQuick;     /* kept until the kernel goes: a module may
                           ** still be loaded from it */
  int bFinal;              /* pImg is the last image there will be */
  int nImage;              /* images published (under mu); gk_load loads
                           ** again when it moves */
  /* The module, loaded under gd.mu into context generation gen from
  ** image number nLoaded. */
  void *pMod;              /* CUmodule */
  void *pFn;               /* CUfunction */
  unsigned gen;
  int nLoaded;
};

/* A kernel that calls a function of the function table flagged FT_COLD
** (its runtime code calls into the runtime's cold half) is compiled split,
** where nvJitLink is there (see "the split compile" below); every other
** kernel is compiled whole, and then nothing but its own code runs on the
** device.  A flag missing costs only compile time, never a wrong result. */
static int gk_calls_cold_half(const ir_program *p){
  int i;
  for(i=0; i<p->nIns; i++){
    const ir_ins *x = &p->aIns[i];
    if( x->op==IR_CALL && (p->aFn[x->d]->flags & FT_COLD) ) return 1;
  }
  return 0;
}

/* ---- room from the program ------------------------------------------------
**
** The arena and output buffer of a batch are sized from the program, so
** that rows do not run out of room and run again: every register's string
** is bounded by a*L + b bytes (L, the row's argument bytes) instruction by
** instruction, a register written on several paths taking the largest,
** and the arena by the sum of every string the program may make, each with
** its MemInfo header.  Numbers in text take at most GK_NUM_TEXT bytes (an
** INTEGER's 20; a REAL's text is made on the CPU, GS_CPU_ROW).  A
** function not known here, or replace() whose replacement may be longer
** than its pattern by a factor not known when the program compiles, has no
** bound: the batch gets a guess and its rows may run again, as
** gpu_explain(p, 'resources') says. */
#define GK_NUM_TEXT       24
#define GK_ALLOC_OVERHEAD 64           /* MemInfo (48 bytes on the host) + alignment */
#define GK_MAX_FACTOR     4096         /* beyond this a bound is useless */

static gk_len gk_len_make(sqlite3_int64 a, sqlite3_int64 b){ gk_len x; x.a = a; x.b = b; return x; }
static gk_len gk_len_max(gk_len x, gk_len y){
  return gk_len_make(x.a>y.a ? x.a : y.a, x.b>y.b ? x.b : y.b);
}
static gk_len gk_len_add(gk_len x, gk_len y){ return gk_len_make(x.a + y.a, x.b + y.b); }

/* A string of bound n made in the arena. */
static void gk_room_alloc(gk_room *r, gk_len n){
  r->arena = gk_len_add(r->arena, gk_len_make(n.a, n.b + GK_ALLOC_OVERHEAD));
}

/* The bound of IR_CALL x's result into *pLen (aLen: the registers' bounds,
** aK: each register's constant, or <0), the strings it makes into r;
** 0 with r->zWhy where there is none. */
static int gk_room_call(const ir_program *p, const ir_ins *x, const gk_len *aLen,
                        const int *aK, gk_room *r, gk_len *pLen){
  const ft_entry *f = p->aFn[x->d];
  gk_len n = gk_len_make(0, GK_NUM_TEXT);
  int j;
  /* A number argument is made text first (gs_text_arg). */
  for(j=0; j<x->c; j++) gk_room_alloc(r, gk_len_make(0, GK_NUM_TEXT));
  if( f->flags & FT_LEN_ARG0 ){
    n = aLen[x->b];
    gk_room_alloc(r, n);
  }else if( f->eRule==FT_R_UNION || f->eRule==FT_R_ARG0 ){
    /* One of the arguments as it is (min, max, nullif). */
    for(j=0; j<x->c; j++) n = gk_len_max(n, aLen[x->b + j]);
  }else if( f->flags & FT_LEN_SHORT ){
    gk_room_alloc(r, n);
  }else if( f->flags & FT_LEN_HEX ){
    n = gk_len_make(2*aLen[x->b].a, 2*aLen[x->b].b);
    gk_room_alloc(r, n);
  }else if( f->eRule==FT_R_REPLACE ){
    /* Each match of the pattern (np bytes) gives way to the replacement
    ** (at most nr bytes): the result is at most ceil(nr/np) times s. */
    sqlite3_int64 np, nr = aLen[x->b + 2].b, k;
    if( aK[x->b + 1]<0 || !gs_is_str(p->aK[aK[x->b + 1]]) ){
      r->zWhy = "replace() with a pattern that is not a constant string";
      return 0;
    }
    if( aLen[x->b + 2].a!=0 ){
      r->zWhy = "replace() with a replacement whose length depends on the row";
      return 0;
    }
    np = p->aK[aK[x->b + 1]].s.n;
    k = np>0 && nr>np ? (nr + np - 1)/np : 1;
    if( k>GK_MAX_FACTOR ){
      r->zWhy = "replace() with a replacement too long for its pattern";
      return 0;
    }
    n = gk_len_make(aLen[x->b].a*k, aLen[x->b].b*k);
    gk_room_alloc(r, n);
  }else if( f->eRule==FT_R_FIXED && (f->tmask & (FE_T_TEXT|FE_T_BLOB))==0 ){
    /* A number (or NULL). */
  }else{
    r->zWhy = "no length rule for";
    r->zFn = f->zName;
    return 0;
  }
  *pLen = n;
  return 1;
}

/* The room of p into *r (r->zWhy set where there is no bound). */
static void gk_room_of(const ir_program *p, gk_room *r){
  gk_len *aLen = (gk_len*)sqlite3_malloc64((sizeof(gk_len) + sizeof(int))*(size_t)(p->nReg + 1));
  int *aK, i;
  memset(r, 0, sizeof *r);
  if( aLen==0 ){
    r->zWhy = "out of memory";
    return;
  }
  aK = (int*)(aLen + p->nReg + 1);
  memset(aLen, 0, sizeof(gk_len)*(size_t)(p->nReg + 1));
  for(i=0; i<=p->nReg; i++) aK[i] = -1;
  for(i=0; i<p->nIns && r->zWhy==0; i++){
    const ir_ins *x = &p->aIns[i];
    gk_len n = gk_len_make(0, GK_NUM_TEXT);
    int k = -1;
    switch( x->op ){
      case IR_LOADK:
        if( gs_is_str(p->aK[x->b]) ) n = gk_len_make(0, p->aK[x->b].s.n);
        k = x->b;
        break;
      case IR_ARG:  n = gk_len_make(1, GK_NUM_TEXT); break;
      case IR_MOVE: n = aLen[x->b]; k = aK[x->b]; break;
      case IR_CALL:
        if( !gk_room_call(p, x, aLen, aK, r, &n) ) continue;
        break;
      case IR_BINOP:
        if( x->d==FE_OP_CONCAT ){
          n = gk_len_add(aLen[x->b], aLen[x->c]);
          gk_room_alloc(r, n);
          gk_room_alloc(r, gk_len_make(0, 2*GK_NUM_TEXT));
        }
        break;
      case IR_CAST:
        n = gk_len_max(aLen[x->b], n);
        if( x->d==GS_TEXT || x->d==GS_BLOB ) gk_room_alloc(r, n);
        break;
      case IR_UNOP: case IR_CMP:
        break;
      case IR_RET:
        r->out = gk_len_max(r->out, aLen[x->a]);
        continue;
      default:   /* jumps and reference counts: no register written */
        continue;
    }
    if( n.a>GK_MAX_FACTOR ){
      r->zWhy = "a result more than 4096 times its arguments";
      break;
    }
    /* A register written more than once (on several paths, or reused):
    ** the largest of its bounds; its constant is the last one written
    ** (replace()'s pattern is loaded just before the call; a wrong guess
    ** here costs a re-run, never a wrong result). */
    aLen[x->a] = gk_len_max(aLen[x->a], n);
    aK[x->a] = k;
  }
  sqlite3_free(aLen);
}

/* The prologue of p's kernel of calls (gs_calls.h): each runtime routine
** the program names, declared and renamed to its call; 0 when out of
** memory. */
static char *gk_quick_prologue(const ir_program *p){
  sqlite3_str *s = sqlite3_str_new(0);
  int i;
  sqlite3_str_appendall(s, "#define GS_LEAN 1\n#define GS_CALLS_KERNEL 1\n#include \"gs_calls.h\"\n");
  for(i=0; i<p->nIns; i++){
    const ir_ins *x = &p->aIns[i];
    const char *zShape, *zSym;
    char *zLine;
    if( x->op==IR_CALL ){
      const ft_entry *f = p->aFn[x->d];
      int bColl = x->e && f->zSymColl;
      zShape = bColl ? "GS_CALL_FNC" : "GS_CALL_FN";
      zSym = bColl ? f->zSymColl : f->zSym;
    }else if( x->op==IR_UNOP || x->op==IR_BINOP ){
      zShape = x->op==IR_UNOP ? "GS_CALL_UNOP" : "GS_CALL_BINOP";
      zSym = fe_op_table[x->d].zSym;
    }else{
      continue;
    }
    zLine = sqlite3_mprintf("%s(%s)\n#define %s %s_x\n", zShape, zSym, zSym, zSym);
    if( zLine==0 ) break;
    /* Once each (the text so far is short: a program's own routines). */
    if( sqlite3_str_length(s)>0 && strstr(sqlite3_str_value(s), zLine)==0 ){
      sqlite3_str_appendall(s, zLine);
    }
    sqlite3_free(zLine);
  }
  if( sqlite3_str_errcode(s) ){
    sqlite3_free(sqlite3_str_finish(s));
    return 0;
  }
  return sqlite3_str_finish(s);
}

static gpu_kernel *gk_new(const ir_program *p, const char *zSrc, int bJoin){
  gpu_kernel *k = (gpu_kernel*)sqlite3_malloc64(sizeof(*k));
  int nOp = ir_count_ops(p);
  if( k==0 ) return 0;
  memset(k, 0, sizeof(*k));
  k->bCold = gk_calls_cold_half(p);
  gk_room_of(p, &k->room);
  if( nOp>GPU_MAX_OPERATIONS ){
    /* Failed from the start: never emitted, never compiled. */
    k->zErr = sqlite3_mprintf("the program is too large for the GPU engine: "
                              "%d operations, at most %d (backend auto runs it on the CPU engine)",
                              nOp, GPU_MAX_OPERATIONS);
    k->eState = GK_FAILED;
  }else{
    k->zCuda = bJoin ? emit_cuda_join(p, zSrc, "gs_main", 1) : emit_cuda(p, zSrc, "gs_main", 1);
    k->zQuick = gk_quick_prologue(p);
    k->bJoin = bJoin;
    k->eState = GK_IDLE;
  }
  if( (k->zCuda==0 || k->zQuick==0) && k->zErr==0 ){
    sqlite3_free(k->zCuda);
    sqlite3_free(k->zQuick);
    sqlite3_free(k);
    return 0;
  }
  pthread_mutex_init(&k->mu, 0);
  pthread_cond_init(&k->cv, 0);
  k->nRef = 1;
  return k;
}

gpu_kernel *gpu_kernel_new(const ir_program *p, const char *zSrc){
  return gk_new(p, zSrc, 0);
}

gpu_kernel *gpu_kernel_new_join(const ir_program *p, const char *zSrc){
  return gk_new(p, zSrc, 1);
}

#ifdef GPUSTR_HAVE_CUDA

/* ---- the device ---------------------------------------------------------- */

/* A device buffer and its pinned host twin, grown as batches need. */
typedef struct gd_buf {
  CUdeviceptr d;
  void *h;                 /* pinned; 0 for device-only buffers */
  size_t n;
} gd_buf;

/* A lane's marks on its stream (gd_lane.aEv), for the device's own times
** of a launch's steps, which are not waited for one by one: the upload
** starts, the kernel starts, ends, the results are back. */
enum { GD_EV_UPLOAD, GD_EV_KERNEL, GD_EV_KERNEL_END, GD_EV_DOWNLOADED, GD_EV_COUNT };

/* A stream with its own buffers and marks.  A batch of at least two
** chunks (gpu_config('gpu_chunk_rows')) runs its chunks on the lanes in
** turn, so that while one lane's kernel runs the next chunk is packed and
** copied to the device on the other, and the last chunk's results come
** back (gd_run_chunks); a smaller batch runs on lane 0 alone. */
typedef struct gd_lane {
  CUstream stream;
  int bBusy;               /* work on the stream not waited for: an
                           ** interrupted or failed batch's */
  gd_buf in, out, bytes, arena;
  CUevent aEv[GD_EV_COUNT];
} gd_lane;
#define GD_LANES 2

static struct {
  pthread_mutex_t mu;      /* held for a whole batch, and for module loads */
  int bReady;
  CUdevice dev;
  CUcontext ctx;
  unsigned gen;            /* bumped at each context reset */
  gd_lane aLane[GD_LANES];
} gd = { PTHREAD_MUTEX_INITIALIZER, 0, 0, 0, 0, {{0}} };

#ifdef GPUSTR_DEBUG_ALLOC
static int gd_debug_faults;    /* launches still to fault (gpu_debug_fault) */
void gpu_debug_fault(int n){ __atomic_store_n(&gd_debug_faults, n, __ATOMIC_SEQ_CST); }
static sqlite3_int64 gd_debug_mem;   /* gpu_debug_device_memory(); 0: no limit */
void gpu_debug_device_memory(sqlite3_int64 n){
  __atomic_store_n(&gd_debug_mem, n, __ATOMIC_SEQ_CST);
}
#endif

/* Set *pzErr for a failed call (zCall as cu_api names it: "xMemAlloc" is
** cuMemAlloc); returns SQLITE_ERROR. */
static int gd_fail(const char *zCall, CUresult rc, char **pzErr){
  if( *pzErr==0 ){
    char zName[64];
    snprintf(zName, sizeof zName, "cu%s", zCall[0]=='x' ? zCall+1 : zCall);
    *pzErr = cu_error_text(zName, rc);
  }
  return SQLITE_ERROR;
}

#define GD_CHECK(call, args) do{                                      \
  CUresult rc_ = api->call args;                                      \
  if( rc_!=CUDA_SUCCESS ) return gd_fail(#call, rc_, pzErr);      \
}while(0)

static void gd_buf_free(const cu_api *api, gd_buf *b){
  if( b->d ) api->xMemFree(b->d);
  if( b->h ) api->xMemFreeHost(b->h);
  memset(b, 0, sizeof(*b));
}

/* Drop every buffer of the engine: after a failure, or to make room. */
static void gd_bufs_free(const cu_api *api){
  int i;
  for(i=0; i<GD_LANES; i++){
    gd_lane *Ln = &gd.aLane[i];
    gd_buf_free(api, &Ln->in);
    gd_buf_free(api, &Ln->out);
    gd_buf_free(api, &Ln->bytes);
    gd_buf_free(api, &Ln->arena);
  }
}

#ifdef GPUSTR_DEBUG_ALLOC
/* Would the engine's buffers and nMore bytes pass gpu_debug_device_memory()'s
** limit? */
static int gd_debug_over_limit(size_t nMore){
  sqlite3_int64 nLimit = __atomic_load_n(&gd_debug_mem, __ATOMIC_SEQ_CST);
  size_t nHeld = 0;
  int i;
  for(i=0; i<GD_LANES; i++){
    const gd_lane *Ln = &gd.aLane[i];
    nHeld += Ln->in.n + Ln->out.n + Ln->bytes.n + Ln->arena.n;
  }
  return nLimit>0 && nHeld + nMore > (size_t)nLimit;
}
#endif

/* cuMemAlloc, or in debug builds CUDA_ERROR_OUT_OF_MEMORY where the
** engine's buffers would pass gpu_debug_device_memory()'s limit. */
static CUresult gd_mem_alloc(const cu_api *api, CUdeviceptr *pd, size_t n){
#ifdef GPUSTR_DEBUG_ALLOC
  if( gd_debug_over_limit(n) ) return CUDA_ERROR_OUT_OF_MEMORY;
#endif
  return api->xMemAlloc(pd, n);
}

/* Buffers held from before gpu_debug_device_memory() set a limit would let
** batches run without the splits the limit is there to cause: beyond it,
** they go.  Under gd.mu, the context current. */
#ifdef GPUSTR_DEBUG_ALLOC
static void gd_debug_limit_buffers(const cu_api *api){
  if( gd_debug_over_limit(0) ) gd_bufs_free(api);
}
#else
# define gd_debug_limit_buffers(api) ((void)(api))
#endif

/* Make b hold at least n bytes (pinned twin too when bHost): twice its
** size when it grows, or exactly n if that much cannot be had.  Out of
** device or pinned memory: SQLITE_FULL (with *pzErr), which the caller may
** answer by splitting the batch. */
static int gd_buf_reserve(const cu_api *api, gd_buf *b, size_t n, int bHost, char **pzErr){
  size_t nNew;
  CUresult rc;
  if( b->n>=n && (b->h || !bHost) ) return SQLITE_OK;
  nNew = b->n*2 > n ? b->n*2 : n;
  gd_buf_free(api, b);
  rc = gd_mem_alloc(api, &b->d, nNew);
  if( rc==CUDA_ERROR_OUT_OF_MEMORY && nNew>n ){
    nNew = n;
    rc = gd_mem_alloc(api, &b->d, nNew);
  }
  if( rc==CUDA_SUCCESS && bHost ){
    rc = api->xMemAllocHost(&b->h, nNew);
    if( rc!=CUDA_SUCCESS ){
      api->xMemFree(b->d);
      memset(b, 0, sizeof(*b));
      gd_fail("xMemAllocHost", rc, pzErr);
      return rc==CUDA_ERROR_OUT_OF_MEMORY ? SQLITE_FULL : SQLITE_ERROR;
    }
  }
  if( rc!=CUDA_SUCCESS ){
    memset(b, 0, sizeof(*b));
    gd_fail("xMemAlloc", rc, pzErr);
    return rc==CUDA_ERROR_OUT_OF_MEMORY ? SQLITE_FULL : SQLITE_ERROR;
  }
  b->n = nNew;
  return SQLITE_OK;
}

static void gd_free_later_now(const cu_api *api);

/* Is any lane's work not waited for? */
static int gd_busy(void){
  int i;
  for(i=0; i<GD_LANES; i++) if( gd.aLane[i].bBusy ) return 1;
  return 0;
}

/* Wait for the work on lane Ln's stream to end, looking at the interrupt
** between looks at the stream (pIntr 0: none; bPoll: this is SQLite's
** thread, which polls it, else another thread raises its stop flag).
** SQLITE_INTERRUPT (*pzErr "interrupted"): the work is left running, and
** Ln->bBusy set until a later wait sees it end.  Under gd.mu, the context
** current. */
static int gd_wait(const cu_api *api, gd_lane *Ln, gp_intr *pIntr, int bPoll, char **pzErr){
  struct timespec ts = {0, 20000};
  for(;;){
    CUresult rc = api->xStreamQuery(Ln->stream);
    if( rc==CUDA_SUCCESS ){
      Ln->bBusy = 0;
      if( !gd_busy() ) gd_free_later_now(api);
      return SQLITE_OK;
    }
    if( rc!=CUDA_ERROR_NOT_READY ) return gd_fail("xStreamQuery", rc, pzErr);
    Ln->bBusy = 1;
    if( pIntr && (bPoll ? gp_intr_poll(pIntr) : gp_intr_stopped(pIntr)) ){
      *pzErr = sqlite3_mprintf("interrupted");
      return SQLITE_INTERRUPT;
    }
    /* From 20 us (a short kernel is not kept waiting) to 1 ms. */
    nanosleep(&ts, 0);
    if( ts.tv_nsec<1000000 ) ts.tv_nsec *= 2;
  }
}

/* Every lane's work left running (by an interrupted batch), waited for:
** before a batch reuses the buffers, or a module is unloaded.  A failure
** here is the kernel's, and the next call on the context reports it. */
static void gd_settle(const cu_api *api){
  int i;
  for(i=0; i<GD_LANES; i++){
    gd_lane *Ln = &gd.aLane[i];
    if( Ln->bBusy && api->xStreamSynchronize(Ln->stream)==CUDA_SUCCESS ) Ln->bBusy = 0;
  }
  if( !gd_busy() ) gd_free_later_now(api);
}

/* Buffers of a gpu_join stopped by an interrupt while its kernel still
** runs: freed once the stream is seen idle (gd_wait, gd_settle), so the
** statement need not wait for the kernel.  Under gd.mu. */
static gd_buf *gd_aLater;
static int gd_nLater, gd_nLaterAlloc;
static unsigned gd_genLater;

static void gd_free_later_now(const cu_api *api){
  int i;
  for(i=0; i<gd_nLater; i++){
    if( gd_genLater==gd.gen ) gd_buf_free(api, &gd_aLater[i]);
  }
  gd_nLater = 0;
}

/* Free b now, or once the stream is idle; 0 where it could not be kept
** (out of memory): then it is freed after a wait. */
static void gd_free_later(const cu_api *api, gd_buf *b){
  if( b->d==0 && b->h==0 ) return;
  if( gd_busy() && gd_nLater>=gd_nLaterAlloc ){
    int n = gd_nLaterAlloc ? gd_nLaterAlloc*2 : 16;
    gd_buf *a = (gd_buf*)sqlite3_realloc64(gd_aLater, sizeof(gd_buf)*(sqlite3_uint64)n);
    if( a ){
      gd_aLater = a;
      gd_nLaterAlloc = n;
    }
  }
  if( gd_busy() && gd_nLater<gd_nLaterAlloc ){
    if( gd_nLater==0 ) gd_genLater = gd.gen;
    if( gd_genLater==gd.gen ){
      gd_aLater[gd_nLater++] = *b;
      memset(b, 0, sizeof(*b));
      return;
    }
  }
  gd_settle(api);
  gd_buf_free(api, b);
}

/* The lanes' streams and events, those that were made. */
static void gd_lanes_destroy(const cu_api *api){
  int i, e;
  for(i=0; i<GD_LANES; i++){
    gd_lane *Ln = &gd.aLane[i];
    for(e=0; e<GD_EV_COUNT; e++){
      if( Ln->aEv[e] ) api->xEventDestroy(Ln->aEv[e]);
      Ln->aEv[e] = 0;
    }
    if( Ln->stream ) api->xStreamDestroy(Ln->stream);
    Ln->stream = 0;
    Ln->bBusy = 0;
  }
}

/* Errors after which a context is broken for good (a kernel fault): every
** later call on it fails with the same error until it is reset. */
static int gd_is_sticky(CUresult rc){
  switch( rc ){
    case CUDA_ERROR_LAUNCH_FAILED:
    case CUDA_ERROR_ILLEGAL_ADDRESS:
    case CUDA_ERROR_ILLEGAL_INSTRUCTION:
    case CUDA_ERROR_MISALIGNED_ADDRESS:
    case CUDA_ERROR_INVALID_ADDRESS_SPACE:
    case CUDA_ERROR_INVALID_PC:
    case CUDA_ERROR_HARDWARE_STACK_ERROR:
    case CUDA_ERROR_ASSERT:
    case CUDA_ERROR_LAUNCH_TIMEOUT:
    case CUDA_ERROR_ECC_UNCORRECTABLE:
      return 1;
    default:
      return 0;
  }
}

/* Retain device 0's primary context.  A context that a fault broke is
** reset and retained once more; where even that fails with the fault's
** error, the platform cannot recover it (the H100 lent on 2026-11-26, in
** pass-through virtualisation, answers every retain after a trap with
** CUDA_ERROR_LAUNCH_FAILED, reset or not) and the GPU is lost for the
** process. */
static CUresult gd_retain(const cu_api *api){
  CUresult rc = api->xDevicePrimaryCtxRetain(&gd.ctx, gd.dev);
  if( rc!=CUDA_SUCCESS && gd_is_sticky(rc) ){
    api->xDevicePrimaryCtxReset(gd.dev);
    rc = api->xDevicePrimaryCtxRetain(&gd.ctx, gd.dev);
    if( rc!=CUDA_SUCCESS && gd_is_sticky(rc) ){
      char *zCall = cu_error_text("cuDevicePrimaryCtxRetain", rc);
      char *zWhy = sqlite3_mprintf(
          "the GPU is lost for this process: a kernel fault broke its context and the driver "
          "could not make a new one (%s); restart the process to use the GPU again",
          zCall ? zCall : "out of memory");
      gp_cuda_mark_lost(zWhy ? zWhy : "the GPU is lost for this process");
      sqlite3_free(zWhy);
      sqlite3_free(zCall);
    }
  }
  return rc;
}

/* Start CUDA: device 0's primary context, the lanes' streams and events.
** Under gd.mu. */
static int gd_init(char **pzErr){
  const cu_api *api = cu_driver();
  const char *zCall;
  const char *zLost = gp_cuda_lost();
  CUresult rc;
  int i, e;
  if( gd.bReady ) return SQLITE_OK;
  if( api==0 ){
    *pzErr = sqlite3_mprintf("no usable GPU: %s", gp_cuda_probe()->driver_why);
    return SQLITE_ERROR;
  }
  if( zLost ){
    *pzErr = sqlite3_mprintf("%s", zLost);
    return SQLITE_ERROR;
  }
  GD_CHECK(xDeviceGet, (&gd.dev, 0));
  rc = gd_retain(api);
  if( rc!=CUDA_SUCCESS ){
    if( (zLost = gp_cuda_lost())!=0 ){
      *pzErr = sqlite3_mprintf("%s", zLost);
      return SQLITE_ERROR;
    }
    return gd_fail("xDevicePrimaryCtxRetain", rc, pzErr);
  }
  rc = api->xCtxSetCurrent(gd.ctx);
  zCall = "xCtxSetCurrent";
  for(i=0; i<GD_LANES && rc==CUDA_SUCCESS; i++){
    gd_lane *Ln = &gd.aLane[i];
    rc = api->xStreamCreate(&Ln->stream, CU_STREAM_NON_BLOCKING);
    zCall = "xStreamCreate";
    if( rc!=CUDA_SUCCESS ){ Ln->stream = 0; break; }
    for(e=0; e<GD_EV_COUNT && rc==CUDA_SUCCESS; e++){
      rc = api->xEventCreate(&Ln->aEv[e], 0);
      zCall = "xEventCreate";
      if( rc!=CUDA_SUCCESS ) Ln->aEv[e] = 0;
    }
  }
  if( rc!=CUDA_SUCCESS ){
    /* Give the hold back: a later statement retains it again. */
    gd_lanes_destroy(api);
    api->xDevicePrimaryCtxRelease(gd.dev);
    return gd_fail(zCall, rc, pzErr);
  }
  gd.bReady = 1;
  return SQLITE_OK;
}

/* After a failure that may have left the context unusable (a kernel
** fault): drop every buffer, reset the context, start again.  Modules of
** the old generation are loaded again on their next use.  Where the
** context cannot be made again, gd_retain marks the GPU lost. */
static void gd_reset(void){
  const cu_api *api = cu_driver();
  char *zErr = 0;
  if( api==0 || !gd.bReady ) return;
  gd_bufs_free(api);
  gd_lanes_destroy(api);     /* the reset ends whatever ran */
  api->xDevicePrimaryCtxRelease(gd.dev);
  api->xDevicePrimaryCtxReset(gd.dev);
  gd.bReady = 0;
  gd.gen++;
  gd_init(&zErr);
  sqlite3_free(zErr);
}

/* gd_reset() for a statement whose error is *pzErr: where the reset lost
** the GPU, the error says so. */
static void gd_reset_for(char **pzErr){
  const char *zLost;
  gd_reset();
  zLost = gp_cuda_lost();
  if( zLost && *pzErr && strstr(*pzErr, zLost)==0 ){
    char *z = sqlite3_mprintf("%s; %s", *pzErr, zLost);
    if( z ){
      sqlite3_free(*pzErr);
      *pzErr = z;
    }
  }
}

/* A batch's or a join's start, under gd.mu: CUDA started, the context
** current, and the work an interrupted one left running on any lane
** waited for (it writes the buffers). */
static int gd_begin(const cu_api *api, gp_intr *pIntr, int bPoll, char **pzErr){
  int i, rc = gd_init(pzErr);
  if( rc==SQLITE_OK ){
    CUresult crc = api->xCtxSetCurrent(gd.ctx);
    if( crc!=CUDA_SUCCESS ) rc = gd_fail("xCtxSetCurrent", crc, pzErr);
  }
  for(i=0; i<GD_LANES && rc==SQLITE_OK; i++){
    if( gd.aLane[i].bBusy ) rc = gd_wait(api, &gd.aLane[i], pIntr, bPoll, pzErr);
  }
  return rc;
}

/* ---- compiling ------------------------------------------------------------ */

/* The device's architecture, e.g. 90; sm_90 where there is no device
** (gpu_explain compiles for it). */
static int gd_arch(void){
  const gp_cuda_info *p = gp_cuda_probe();
  return p->device_count>0 ? p->cc_major*10 + p->cc_minor : 90;
}

/* ---- resources -------------------------------------------------------------- */

/* The kernel's launch: GD_BLOCK threads a block, one a row. */
#define GD_BLOCK 256

/* The number just before zAfter in the line that starts at z (64 in "Used
** 64 registers" for " registers"); -1 when the line has none. */
static int gk_log_number(const char *z, const char *zAfter){
  const char *zEnd = strchr(z, '\n'), *zAt = strstr(z, zAfter), *zNum;
  if( zAt==0 || (zEnd && zAt>zEnd) ) return -1;
  for(zNum=zAt; zNum>z && zNum[-1]>='0' && zNum[-1]<='9'; zNum--){}
  return zNum<zAt ? atoi(zNum) : -1;
}

/* Read ptxas's -v report in NVRTC's log: the kernel gs_main's registers,
** shared memory, spills and stack (bWhole: the whole program's cumulative
** stack; else its own frame, until the link reports the whole), and the
** spills of every other function, summed into nRtSpill (the runtime
** object's compile). */
static void gk_resources_from_log(gk_resources *r, const char *zLog, int bWhole){
  const char *z;
  if( zLog==0 ) return;
  for(z=strstr(zLog, "Function properties for "); z; z=strstr(z + 1, "Function properties for ")){
    const char *zName = z + 24, *zNext = strchr(zName, '\n');
    int nSpill;
    if( zNext==0 ) break;
    nSpill = gk_log_number(zNext + 1, " bytes spill stores");
    if( nSpill<0 ) continue;
    r->bKnown = 1;
    if( strncmp(zName, "gs_main\n", 8)==0 ){
      r->nSpill = nSpill;
      if( r->nStack==0 ) r->nStack = gk_log_number(zNext + 1, " bytes stack frame");
    }else{
      r->nRtSpill += nSpill;
    }
  }
  z = strstr(zLog, "Compiling entry function 'gs_main'");
  if( z && (z = strstr(z, "Used "))!=0 ){
    int n;
    r->nReg = gk_log_number(z, " registers");
    if( bWhole && (n = gk_log_number(z, " bytes cumulative stack size"))>=0 ) r->nStack = n;
    if( (n = gk_log_number(z, " bytes smem"))>=0 ) r->nShared = n;
  }
}

/* nvJitLink's -verbose report of the linked kernel: registers, stack and
** shared memory of gs_main with everything it calls; the runtime object's
** spills from its own compile (pRt). */
static void gk_resources_from_link_log(gk_resources *r, const char *zLog, const gk_resources *pRt){
  const char *z = zLog ? strstr(zLog, "Function properties for 'gs_main'") : 0;
  r->nRtSpill = pRt->nRtSpill;
  if( z && (z = strstr(z, "used "))!=0 ){
    int n;
    r->bKnown = 1;
    r->nReg = gk_log_number(z, " registers");
    if( (n = gk_log_number(z, " stack"))>=0 ) r->nStack = n;
    if( (n = gk_log_number(z, " bytes smem"))>=0 ) r->nShared = n;
  }
}

/* An image in the kernel cache carries its resources after it, so that a
** cached kernel still reports what it costs: the image's own consumers
** (cuModuleLoadData, which reads a CUBIN by its headers; nvJitLink, given
** the size less the trailer) never see them. */
#define GK_TRAILER_MAGIC "GSRES01"
typedef struct gk_trailer {
  char zMagic[8];
  int32_t a[6];            /* bKnown, nReg, nStack, nSpill, nShared, nRtSpill */
} gk_trailer;

/* Store image p[0..n) with r's figures after it under zKey. */
static int gk_store(const char *zDir, const char *zKey, const void *p, size_t n,
                    const gk_resources *r, kc_image **ppImg){
  gk_trailer tr;
  unsigned char *a = (unsigned char*)sqlite3_malloc64(n + sizeof tr);
  int rc;
  if( a==0 ) return SQLITE_NOMEM;
  memset(&tr, 0, sizeof tr);
  memcpy(tr.zMagic, GK_TRAILER_MAGIC, sizeof tr.zMagic);
  tr.a[0] = r->bKnown; tr.a[1] = r->nReg; tr.a[2] = r->nStack;
  tr.a[3] = r->nSpill; tr.a[4] = r->nShared; tr.a[5] = r->nRtSpill;
  memcpy(a, p, n);
  memcpy(a + n, &tr, sizeof tr);
  rc = kc_store(zDir, zKey, a, n + sizeof tr, ppImg);
  sqlite3_free(a);
  return rc;
}

/* The size of a cached image without its trailer; its figures into r. */
static size_t gk_image_size(const kc_image *pImg, gk_resources *r){
  size_t n = kc_image_size(pImg);
  gk_trailer tr;
  if( n<sizeof tr ) return n;
  memcpy(&tr, (const unsigned char*)kc_image_data(pImg) + n - sizeof tr, sizeof tr);
  if( memcmp(tr.zMagic, GK_TRAILER_MAGIC, sizeof tr.zMagic)!=0 ) return n;
  if( r ){
    r->bKnown = tr.a[0]; r->nReg = tr.a[1]; r->nStack = tr.a[2];
    r->nSpill = tr.a[3]; r->nShared = tr.a[4]; r->nRtSpill = tr.a[5];
  }
  return n - sizeof tr;
}

/* The theoretical occupancy of a kernel of nReg registers a thread and
** nShared bytes of shared memory a block, in blocks of GD_BLOCK threads on
** architecture arch: the fraction of an SM's warp slots its resident
** blocks fill (the CUDA occupancy calculator's rule: registers are given
** out per warp in units of 256, each block also holds 1 KB of shared
** memory for the system). */
static double gk_occupancy(int arch, int nReg, int nShared){
  int maxWarps = 64, maxBlocks = 32, nSmem = 228*1024, nBlock, n;
  int warps = GD_BLOCK/32;
  if( arch==86 || arch==87 || arch==89 ){
    maxWarps = 48;
    maxBlocks = arch==89 ? 24 : 16;
    nSmem = 100*1024;
  }else if( arch<90 ){
    nSmem = 164*1024;
  }
  nBlock = maxWarps/warps;
  if( maxBlocks<nBlock ) nBlock = maxBlocks;
  if( nReg>0 ){
    n = 65536/(((nReg*32 + 255)/256)*256*warps);
    if( n<nBlock ) nBlock = n;
  }
  n = nSmem/(nShared + 1024);
  if( n<nBlock ) nBlock = n;
  return (double)(nBlock*warps)/maxWarps;
}

/* ---- the split compile ---------------------------------------------------
**
** NVRTC's time goes into the code it optimises, and most of a kernel's code
** is the runtime's cold half (runtime/gs_num.h's GS_FN_CALL functions: REAL
** to text, printf, the soft float, levenshtein), which even upper(s)||s
** reaches (|| turns a REAL into text).  So where nvJitLink is there, that
** half is compiled once per machine, as a relocatable CUBIN kept in the
** kernel cache (its key: the runtime headers, NVRTC's version and options,
** the architecture), each program's kernel is compiled alone against its
** prototypes (GS_SPLIT_KERNEL) and the two are linked.  Without nvJitLink,
** or when the program calls nothing of the cold half (FT_COLD), the
** program is compiled whole, as one translation unit.
**
** Either way the kernel is lean (GS_LEAN, runtime/gs_num.h's gs_to_text): a
** row that needs a REAL's text stops with GS_CPU_ROW and runs on the CPU
** engine, so that no kernel carries the soft-float formatter for it. */
#define GK_RUNTIME_SRC "#define GS_SPLIT_RUNTIME 1\n#include \"gs_runtime.h\"\n"
#define GK_WHOLE_PREFIX "#define GS_LEAN 1\n"
#define GK_SPLIT_PREFIX "#define GS_LEAN 1\n#define GS_SPLIT_KERNEL 1\n"

/* The digest of the runtime headers, made once a process: every key covers
** them, and hashing their 290 KB at each lookup cost 1.4 ms of a cache hit. */
static pthread_once_t gk_hdr_once = PTHREAD_ONCE_INIT;
static char gk_hdr_digest[KC_KEY_SIZE];
static void gk_hdr_digest_once(void){
  kc_key_input in;
  memset(&in, 0, sizeof in);
  in.zSrc = "gpustr runtime headers";
  in.nHdr = gp_rt_nheader;
  in.azHdrSrc = gp_rt_header_text;
  in.azHdrName = gp_rt_header_name;
  kc_key(gk_hdr_digest, &in);
}

/* Everything that decides an image: source, headers, options, versions. */
static void gk_key(char zKey[KC_KEY_SIZE], const char *zSrc, int arch, int eOut,
                   const char *zLinker){
  static const char *const azHdrName[1] = { "runtime headers (digest)" };
  const char *azHdrSrc[1];
  const gp_cuda_info *p = gp_cuda_probe();
  kc_key_input in;
  char zArch[CU_ARCH_OPTION_SIZE];
  const char *azOpt[CU_MAX_OPTIONS + 1];
  pthread_once(&gk_hdr_once, gk_hdr_digest_once);
  azHdrSrc[0] = gk_hdr_digest;
  memset(&in, 0, sizeof in);
  in.zSrc = zSrc;
  in.nHdr = 1;
  in.azHdrSrc = azHdrSrc;
  in.azHdrName = azHdrName;
  in.nOpt = cu_nvrtc_options(arch, eOut, zArch, azOpt);
  if( zLinker ) azOpt[in.nOpt++] = zLinker;
  in.azOpt = azOpt;
  in.nvrtcMajor = p->nvrtc_major;
  in.nvrtcMinor = p->nvrtc_minor;
  in.arch = arch;
  kc_key(zKey, &in);
}

/* An object compiled once per machine for arch (eOut: CU_OUT_LIB or
** CU_OUT_RELOC), from the cache or compiled now; zKey gets its key. */
static int gk_object(const char *zSrc, int eOut, const char *zCacheDir, int arch,
                     char zKey[KC_KEY_SIZE], kc_image **ppImg, gk_resources *pRes,
                     char **pzErr){
  int where = KC_MISS, rc;
  gk_key(zKey, zSrc, arch, eOut, 0);
  rc = kc_lookup(zCacheDir, zKey, ppImg, &where);
  if( rc==SQLITE_OK && where==KC_MISS ){
    void *pObj = 0;
    size_t nObj = 0;
    char *zLog = 0;
    sqlite3_int64 t0 = gp_now_ns();
    rc = cu_nvrtc_compile(zSrc, arch, eOut, &pObj, &nObj, &zLog, pzErr);
    pRes->nsCompile = gp_now_ns() - t0;
    if( rc==SQLITE_OK ){
      gk_resources_from_log(pRes, zLog, 0);
      rc = gk_store(zCacheDir, zKey, pObj, nObj, pRes, ppImg);
    }
    sqlite3_free(zLog);
    sqlite3_free(pObj);
  }else if( rc==SQLITE_OK ){
    gk_image_size(*ppImg, pRes);
  }
  return rc;
}

/* The runtime's cold half for arch, from the cache or compiled now. */
static int gk_runtime_object(const char *zCacheDir, int arch, kc_image **ppImg,
                             gk_resources *pRes, char **pzErr){
  char zKey[KC_KEY_SIZE];
  return gk_object(GK_RUNTIME_SRC, CU_OUT_LIB, zCacheDir, arch, zKey, ppImg, pRes, pzErr);
}

/* Compile zSrc as a relocatable object and link it with pObj (the runtime
** object or the call library, whose own figures are in *pObjRes) into a
** loadable image; the resources of the image into *pRes. */
static int gk_link_build(const char *zSrc, kc_image *pObj, const gk_resources *pObjRes,
                         int arch, void **ppImg, size_t *pnImg, gk_resources *pRes,
                         char **pzErr){
  void *pKer = 0;
  size_t nKer = 0;
  char *zLog = 0;
  int rc = cu_nvrtc_compile(zSrc, arch, CU_OUT_RELOC, &pKer, &nKer, &zLog, pzErr);
  if( rc==SQLITE_OK ){
    const void *aImg[2];
    size_t anImg[2];
    aImg[0] = kc_image_data(pObj);
    anImg[0] = gk_image_size(pObj, 0);
    aImg[1] = pKer;
    anImg[1] = nKer;
    gk_resources_from_log(pRes, zLog, 0);
    sqlite3_free(zLog);
    zLog = 0;
    rc = cu_nvjitlink(arch, 2, aImg, anImg, ppImg, pnImg, &zLog, pzErr);
    if( rc==SQLITE_OK ) gk_resources_from_link_log(pRes, zLog, pObjRes);
  }
  sqlite3_free(zLog);
  sqlite3_free(pKer);
  return rc;
}

/* Compile zSrc, k's source with its prefix, into a loadable image: split
** (the kernel alone, then linked with the runtime object) or whole.  The
** resources of the image into *pRes. */
static int gk_build(const char *zSrc, const char *zCacheDir, int arch, int bSplit,
                    void **ppImg, size_t *pnImg, gk_resources *pRes, char **pzErr){
  kc_image *pRt = 0;
  gk_resources rt;
  int rc;
  if( !bSplit ){
    char *zLog = 0;
    rc = cu_nvrtc_compile(zSrc, arch, CU_OUT_CUBIN, ppImg, pnImg, &zLog, pzErr);
    if( rc==SQLITE_OK ) gk_resources_from_log(pRes, zLog, 1);
    sqlite3_free(zLog);
    return rc;
  }
  memset(&rt, 0, sizeof rt);
  rc = gk_runtime_object(zCacheDir, arch, &pRt, &rt, pzErr);
  if( rc==SQLITE_OK ) rc = gk_link_build(zSrc, pRt, &rt, arch, ppImg, pnImg, pRes, pzErr);
  kc_image_unref(pRt);
  return rc;
}

/* Look zKey up in the kernel cache, or (bBuild) build the image and store
** it: split compiles zSrc against the runtime object, whole alone, and
** pLib, when given, is the call library to link with.  *ppImg stays 0 when
** it is not cached and !bBuild.  The resources into *pRes. */
static int gk_image(const char *zKey, const char *zSrc, const char *zCacheDir, int arch,
                    int bSplit, kc_image *pLib, const gk_resources *pLibRes, int bBuild,
                    kc_image **ppImg, gk_resources *pRes, char **pzErr){
  sqlite3_int64 t0 = gp_now_ns();
  int where = KC_MISS, rc;
  memset(pRes, 0, sizeof *pRes);
  rc = kc_lookup(zCacheDir, zKey, ppImg, &where);
  if( rc==SQLITE_OK && where==KC_MISS && bBuild ){
    void *pImg = 0;
    size_t nImg = 0;
    if( pLib ){
      rc = gk_link_build(zSrc, pLib, pLibRes, arch, &pImg, &nImg, pRes, pzErr);
    }else{
      rc = gk_build(zSrc, zCacheDir, arch, bSplit, &pImg, &nImg, pRes, pzErr);
    }
    if( rc==SQLITE_OK ) rc = gk_store(zCacheDir, zKey, pImg, nImg, pRes, ppImg);
    sqlite3_free(pImg);
    pRes->nsCompile = gp_now_ns() - t0;
  }else if( rc==SQLITE_OK && where!=KC_MISS ){
    pRes->bCached = 1;
    gk_image_size(*ppImg, pRes);
  }
  pRes->arch = arch;
  pRes->bSplit = bSplit || pLib!=0;
  if( rc==SQLITE_NOMEM && *pzErr==0 ) *pzErr = sqlite3_mprintf("out of memory");
  return rc;
}

/* The lean image of k for this device (sm_90 where there is none),
** through the kernel cache (bBuild 0: only if it is there); its resources
** into *pRes. */
static int gk_compile(gpu_kernel *k, const char *zCacheDir, int bBuild, kc_image **ppImg,
                      gk_resources *pRes, char **pzErr){
  const gp_cuda_info *p = gp_cuda_probe();
  char zKey[KC_KEY_SIZE], zLinker[48], *zSrc;
  int arch = gd_arch(), bSplit = k->bCold && cu_have_nvjitlink(), rc;
  sqlite3_int64 t0 = gp_now_ns();
  snprintf(zLinker, sizeof zLinker, "nvJitLink %d.%d", p->nvjitlink_major, p->nvjitlink_minor);
  zSrc = sqlite3_mprintf("%s%s", bSplit ? GK_SPLIT_PREFIX : GK_WHOLE_PREFIX, k->zCuda);
  if( zSrc==0 ){
    *pzErr = sqlite3_mprintf("out of memory");
    return SQLITE_NOMEM;
  }
  gk_key(zKey, zSrc, arch, bSplit ? CU_OUT_RELOC : CU_OUT_CUBIN, bSplit ? zLinker : 0);
  rc = gk_image(zKey, zSrc, zCacheDir, arch, bSplit, 0, 0, bBuild, ppImg, pRes, pzErr);
  if( rc==SQLITE_OK && *ppImg && !pRes->bCached ) gp_stat_add(GP_STAT_KERNELS_COMPILED, 1);
  sqlite3_free(zSrc);
  gp_stat_add(GP_STAT_NS_COMPILE, gp_now_ns() - t0);
  return rc;
}

/* ---- the quick image ------------------------------------------------------
**
** A program's first image is its kernel of calls (runtime/gs_calls.h):
** the kernel's own code, about 120 ms of NVRTC where the lean kernel takes
** 500 ms or more, linked with the call library, compiled once per machine
** (about 11 s of NVRTC) and kept in the kernel cache.  It runs while the
** lean kernel compiles, in the same background job, and gk_load loads the
** lean one at the first batch after it is ready.  Where nvJitLink is
** missing, or the lean kernel is cached already, there is no quick image. */

/* The call library's routines, by ops.def's rows and (gk_calls_lib_source)
** the function table's. */
static const char gk_calls_ops[] =
#define OP_UNARY(NAME, TK, SPELL, PRI, KIND, RULE, FN) "GS_CALL_UNOP(" #FN ")\n"
#define OP_INTERNAL(NAME, SPELL, FN)                   "GS_CALL_UNOP(" #FN ")\n"
#define OP_BINARY(NAME, TK, SPELL, PRI, KIND, RULE, FN) "GS_CALL_BINOP(" #FN ")\n"
#include "ops.def"
  "";

/* Has an earlier row of the function table the routine zSym? */
static int gk_sym_seen(int n, const char *zSym){
  int i;
  for(i=0; i<n; i++){
    const ft_entry *f = &ft_table[i];
    if( (f->zSym && strcmp(f->zSym, zSym)==0) || (f->zSymColl && strcmp(f->zSymColl, zSym)==0) ){
      return 1;
    }
  }
  return 0;
}

/* The call library's source; 0 when out of memory. */
static char *gk_calls_lib_source(void){
  sqlite3_str *s = sqlite3_str_new(0);
  int i;
  sqlite3_str_appendall(s, "#define GS_LEAN 1\n#define GS_CALLS_LIB 1\n"
                           "#include \"gs_runtime.h\"\n#include \"gs_calls.h\"\n");
  sqlite3_str_appendall(s, gk_calls_ops);
  for(i=0; i<ft_count; i++){
    const ft_entry *f = &ft_table[i];
    if( f->zSym && !gk_sym_seen(i, f->zSym) ) sqlite3_str_appendf(s, "GS_CALL_FN(%s)\n", f->zSym);
    if( f->zSymColl && !gk_sym_seen(i, f->zSymColl) ){
      sqlite3_str_appendf(s, "GS_CALL_FNC(%s)\n", f->zSymColl);
    }
  }
  if( sqlite3_str_errcode(s) ){
    sqlite3_free(sqlite3_str_finish(s));
    return 0;
  }
  return sqlite3_str_finish(s);
}

/* k's quick image, through the kernel cache: its resources into *pRes,
** the call library's compile time into *pnsLib (0 when cached). */
static int gk_compile_quick(gpu_kernel *k, const char *zCacheDir, kc_image **ppImg,
                            gk_resources *pRes, sqlite3_int64 *pnsLib, char **pzErr){
  const gp_cuda_info *p = gp_cuda_probe();
  char zLibKey[KC_KEY_SIZE], zKey[KC_KEY_SIZE], zLinker[48 + KC_KEY_SIZE];
  char *zLib = gk_calls_lib_source();
  char *zSrc = sqlite3_mprintf("%s%s", k->zQuick, k->zCuda);
  kc_image *pLib = 0;
  gk_resources lib;
  int arch = gd_arch(), rc;
  memset(&lib, 0, sizeof lib);
  *pnsLib = 0;
  if( zLib==0 || zSrc==0 ){
    rc = SQLITE_NOMEM;
    *pzErr = sqlite3_mprintf("out of memory");
  }else{
    rc = gk_object(zLib, CU_OUT_RELOC, zCacheDir, arch, zLibKey, &pLib, &lib, pzErr);
    *pnsLib = lib.nsCompile;
  }
  if( rc==SQLITE_OK ){
    /* The image is the kernel linked with this library: its key is part. */
    snprintf(zLinker, sizeof zLinker, "nvJitLink %d.%d with %s", p->nvjitlink_major,
             p->nvjitlink_minor, zLibKey);
    gk_key(zKey, zSrc, arch, CU_OUT_RELOC, zLinker);
    rc = gk_image(zKey, zSrc, zCacheDir, arch, 1, pLib, &lib, 1, ppImg, pRes, pzErr);
  }
  kc_image_unref(pLib);
  sqlite3_free(zLib);
  sqlite3_free(zSrc);
  return rc;
}

/* The background job of a kernel (bQuick) or its compile on the caller's
** thread: the lean image, after the quick one where that is worth it.
** Each image is published as it comes (k->mu is not held). */
static void gk_compile_and_publish(gpu_kernel *k, const char *zCacheDir, int bQuick){
  kc_image *pImg = 0;
  gk_resources r;
  char *zErr = 0;
  int rc = gk_compile(k, zCacheDir, 0, &pImg, &r, &zErr);
  if( rc==SQLITE_OK && pImg==0 && bQuick && k->zQuick && cu_have_nvjitlink() ){
    sqlite3_int64 nsLib, t0 = gp_now_ns();
    kc_image *pQuick = 0;
    int rcQuick = gk_compile_quick(k, zCacheDir, &pQuick, &r, &nsLib, &zErr);
    gp_stat_add(GP_STAT_NS_COMPILE, gp_now_ns() - t0);
    if( rcQuick==SQLITE_OK ){
      if( !r.bCached ) gp_stat_add(GP_STAT_KERNELS_QUICK, 1);
      pthread_mutex_lock(&k->mu);
      k->pImgQuick = k->pImg = pQuick;
      k->res = r;
      k->nImage++;
      k->eState = GK_READY;
      pthread_cond_broadcast(&k->cv);
      pthread_mutex_unlock(&k->mu);
    }
    /* A quick image that cannot be had only delays the batches. */
    sqlite3_free(zErr);
    zErr = 0;
  }
  if( rc==SQLITE_OK && pImg==0 ) rc = gk_compile(k, zCacheDir, 1, &pImg, &r, &zErr);
  pthread_mutex_lock(&k->mu);
  if( rc==SQLITE_OK ){
    k->pImg = pImg;
    k->res = r;
    k->nImage++;
    k->eState = GK_READY;
    sqlite3_free(zErr);
  }else if( k->eState==GK_READY ){
    /* The quick image stays: it computes the same values. */
    sqlite3_free(zErr);
  }else{
    k->zErr = zErr ? zErr : sqlite3_mprintf("cannot compile the kernel");
    k->eState = GK_FAILED;
    /* Memory may be had later: that failure is this use's alone. */
    k->bRetry = rc==SQLITE_NOMEM;
  }
  k->bFinal = 1;
  pthread_cond_broadcast(&k->cv);
  pthread_mutex_unlock(&k->mu);
}

typedef struct gk_job {
  gpu_kernel *k;           /* holds a reference */
  char *zCacheDir;         /* a copy: the connection may change its own */
  int bQuick;              /* a quick image first */
} gk_job;

static void *gk_compile_thread(void *pArg){
  gk_job *j = (gk_job*)pArg;
  gk_compile_and_publish(j->k, j->zCacheDir, j->bQuick);
  gpu_kernel_unref(j->k);
  gp_kernel_jobs_add(-1);
  sqlite3_free(j->zCacheDir);
  sqlite3_free(j);
  return 0;
}

/* Start k's background job; 0 where no thread could be had.  Under k->mu. */
static int gk_start_job(gpu_kernel *k, const char *zCacheDir, int bQuick){
  gk_job *j = (gk_job*)sqlite3_malloc64(sizeof(*j));
  pthread_t tid;
  pthread_attr_t attr;
  int bOk = 0;
  if( j==0 ) return 0;
  j->k = k;
  j->zCacheDir = sqlite3_mprintf("%s", zCacheDir ? zCacheDir : "");
  j->bQuick = bQuick;
  k->nRef++;
  gp_kernel_jobs_add(1);
  pthread_attr_init(&attr);
  pthread_attr_setdetachstate(&attr, PTHREAD_CREATE_DETACHED);
  bOk = j->zCacheDir && gp_thread_create(&tid, &attr, gk_compile_thread, j)==0;
  pthread_attr_destroy(&attr);
  if( !bOk ){
    gp_kernel_jobs_add(-1);
    k->nRef--;
    sqlite3_free(j->zCacheDir);
    sqlite3_free(j);
  }
  return bOk;
}

int gpu_kernel_ready(gpu_kernel *k, const char *zCacheDir, int eWait, int bQuick,
                     char **pzErr){
  int eState;
  if( k->bJoin ) bQuick = 0;
  pthread_mutex_lock(&k->mu);
  if( k->eState==GK_FAILED && k->bRetry ){
    sqlite3_free(k->zErr);
    k->zErr = 0;
    k->bRetry = 0;
    k->bFinal = 0;
    k->eState = GK_IDLE;
  }
  if( k->eState==GK_IDLE ){
    k->eState = GK_COMPILING;
    /* Waiting for the lean image: no quick one first.  Otherwise the job
    ** runs in the background; where no thread can be had, here. */
    if( eWait==GPU_WAIT_FINAL || !gk_start_job(k, zCacheDir, bQuick) ){
      pthread_mutex_unlock(&k->mu);
      gk_compile_and_publish(k, zCacheDir ? zCacheDir : "", 0);
      pthread_mutex_lock(&k->mu);
    }
  }
  while( (eWait==GPU_WAIT_IMAGE && k->eState==GK_COMPILING)
      || (eWait==GPU_WAIT_FINAL && !k->bFinal && k->eState!=GK_FAILED) ){
    pthread_cond_wait(&k->cv, &k->mu);
  }
  eState = k->eState;
  /* Out of memory: no message (the callers' sign of SQLITE_NOMEM). */
  if( eState==GK_FAILED && !k->bRetry ) *pzErr = sqlite3_mprintf("%s", k->zErr);
  pthread_mutex_unlock(&k->mu);
  return eState==GK_READY ? 1 : eState==GK_FAILED ? -1 : 0;
}

/* The JSON of gpu_kernel_resources for figures r; nsLib >= 0: the call
** library's compile (the quick image). */
static char *gk_resources_json(gpu_kernel *k, gk_resources r, sqlite3_int64 nsLib){
  sqlite3_str *s = sqlite3_str_new(0);
  if( r.bKnown ){
    sqlite3_str_appendf(s, "{\"registers\":%d,\"local_bytes\":%d,\"spill_bytes\":%d,"
                        "\"shared_bytes\":%d,", r.nReg, r.nStack, r.nSpill, r.nShared);
  }else{
    /* No report (the test suite's fake NVRTC): unknown, not zero. */
    sqlite3_str_appendall(s, "{\"registers\":null,\"local_bytes\":null,\"spill_bytes\":null,"
                             "\"shared_bytes\":null,");
  }
  if( r.bCached ) sqlite3_str_appendall(s, "\"compile_ms\":0,");
  else sqlite3_str_appendf(s, "\"compile_ms\":%.1f,", r.nsCompile/1e6);
  sqlite3_str_appendf(s, "\"cached\":%d,\"arch\":\"sm_%d\",\"occupancy\":", r.bCached, r.arch);
  if( r.bKnown ) sqlite3_str_appendf(s, "%.3f", gk_occupancy(r.arch, r.nReg, r.nShared));
  else sqlite3_str_appendall(s, "null");
  sqlite3_str_appendf(s, ",\"compile\":\"%s\"", r.bSplit ? "split" : "whole");
  /* The room a row needs, a*L + b bytes for L bytes of arguments. */
  if( k->room.zWhy==0 ){
    sqlite3_str_appendf(s, ",\"room\":{\"out\":[%lld,%lld],\"arena\":[%lld,%lld]}",
                        k->room.out.a, k->room.out.b, k->room.arena.a, k->room.arena.b);
  }else{
    sqlite3_str_appendf(s, ",\"room\":null,\"room_unknown\":\"%s%s%s%s\"", k->room.zWhy,
                        k->room.zFn ? " " : "", k->room.zFn ? k->room.zFn : "", k->room.zFn ? "()" : "");
  }
  if( r.bSplit && r.bKnown ) sqlite3_str_appendf(s, ",\"runtime_spill_bytes\":%d", r.nRtSpill);
  if( nsLib==0 ) sqlite3_str_appendall(s, ",\"library_ms\":0");
  else if( nsLib>0 ) sqlite3_str_appendf(s, ",\"library_ms\":%.1f", nsLib/1e6);
  sqlite3_str_appendall(s, ",\"block\":" );
  sqlite3_str_appendf(s, "%d}", GD_BLOCK);
  if( sqlite3_str_errcode(s) ){
    sqlite3_free(sqlite3_str_finish(s));
    return 0;
  }
  return sqlite3_str_finish(s);
}

char *gpu_kernel_resources(gpu_kernel *k){
  gk_resources r;
  pthread_mutex_lock(&k->mu);
  r = k->res;
  pthread_mutex_unlock(&k->mu);
  return gk_resources_json(k, r, -1);
}

char *gpu_kernel_quick_resources(gpu_kernel *k, const char *zCacheDir, char **pzErr){
  kc_image *pImg = 0;
  gk_resources r;
  sqlite3_int64 nsLib = 0;
  char *z = 0;
  *pzErr = 0;
  if( k->zQuick==0 ){
    *pzErr = sqlite3_mprintf("%s", k->zErr ? k->zErr : "no quick image for this kernel");
  }else if( !cu_have_nvjitlink() ){
    *pzErr = sqlite3_mprintf("no quick image without nvJitLink: %s", gp_cuda_probe()->nvjitlink_why);
  }else if( gk_compile_quick(k, zCacheDir ? zCacheDir : "", &pImg, &r, &nsLib, pzErr)==SQLITE_OK ){
    z = gk_resources_json(k, r, r.bCached ? 0 : nsLib);
  }
  kc_image_unref(pImg);
  return z;
}

/* Load k's module into the current context generation.  Under gd.mu. */
static int gk_load(const cu_api *api, gpu_kernel *k, char **pzErr){
  CUmodule mod;
  CUfunction fn;
  CUresult rc;
  kc_image *pImg;
  int nImage;
  pthread_mutex_lock(&k->mu);
  pImg = k->pImg;
  nImage = k->nImage;
  pthread_mutex_unlock(&k->mu);
  if( k->pMod && k->gen==gd.gen ){
    if( k->nLoaded==nImage ) return SQLITE_OK;
    /* The lean image has come: the quick one's module goes (once its
    ** last kernel, if interrupted and still running, has ended). */
    gd_settle(api);
    api->xModuleUnload((CUmodule)k->pMod);
    k->pMod = 0;
  }
  GD_CHECK(xModuleLoadData, (&mod, kc_image_data(pImg)));
  rc = api->xModuleGetFunction(&fn, mod, "gs_main");
  if( rc!=CUDA_SUCCESS ){
    api->xModuleUnload(mod);
    return gd_fail("xModuleGetFunction", rc, pzErr);
  }
  k->pMod = (void*)mod;
  k->pFn = (void*)fn;
  k->gen = gd.gen;
  k->nLoaded = nImage;
  return SQLITE_OK;
}

void gpu_kernel_unref(gpu_kernel *k){
  int nRef;
  if( k==0 ) return;
  pthread_mutex_lock(&k->mu);
  nRef = --k->nRef;
  pthread_mutex_unlock(&k->mu);
  if( nRef>0 ) return;
  if( k->pMod ){
    const cu_api *api = cu_driver();
    pthread_mutex_lock(&gd.mu);
    if( api && gd.bReady && k->gen==gd.gen ){
      api->xCtxSetCurrent(gd.ctx);
      gd_settle(api);
      api->xModuleUnload((CUmodule)k->pMod);
    }
    pthread_mutex_unlock(&gd.mu);
  }
  if( k->pImg!=k->pImgQuick ) kc_image_unref(k->pImg);
  kc_image_unref(k->pImgQuick);
  sqlite3_free(k->zCuda);
  sqlite3_free(k->zQuick);
  sqlite3_free(k->zErr);
  pthread_cond_destroy(&k->cv);
  pthread_mutex_destroy(&k->mu);
  sqlite3_free(k);
}

/* ---- one batch ------------------------------------------------------------ */

#define GD_ALIGN(n) (((n) + 15) & ~(size_t)15)

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
static void gd_stat_elapsed(const gd_lane *Ln, gp_stat which, int e0, int e1){
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
    unsigned long long used;
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

int gpu_kernel_ready(gpu_kernel *k, const char *zCacheDir, int eWait, int bQuick,
                     char **pzErr){
  (void)k; (void)zCacheDir; (void)eWait; (void)bQuick;
  *pzErr = sqlite3_mprintf("CPU-only build (no CUDA headers at configure time)");
  return -1;
}

void gpu_kernel_unref(gpu_kernel *k){
  if( k==0 || --k->nRef>0 ) return;
  sqlite3_free(k->zCuda);
  sqlite3_free(k->zQuick);
  sqlite3_free(k->zErr);
  pthread_cond_destroy(&k->cv);
  pthread_mutex_destroy(&k->mu);
  sqlite3_free(k);
}

char *gpu_kernel_resources(gpu_kernel *k){
  (void)k;
  return sqlite3_mprintf("{}");
}

char *gpu_kernel_quick_resources(gpu_kernel *k, const char *zCacheDir, char **pzErr){
  (void)k; (void)zCacheDir;
  *pzErr = sqlite3_mprintf("CPU-only build (no CUDA headers at configure time)");
  return 0;
}

int gpu_run_batch(gpu_kernel *k, const ir_program *pIr, gp_batch *pIn, vm_batch *b,
                  sqlite3_int64 maxLen, sqlite3_int64 room, sqlite3_int64 nChunkRows,
                  vm_stats *pStats, int *pbRowError, char **pzErr){
  (void)k; (void)pIr; (void)pIn; (void)b; (void)maxLen; (void)room; (void)nChunkRows;
  (void)pStats;
  *pbRowError = 0;
  *pzErr = sqlite3_mprintf("CPU-only build (no CUDA headers at configure time)");
  return SQLITE_ERROR;
}

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

#ifdef GPUSTR_DEBUG_ALLOC
void gpu_debug_fault(int n){ (void)n; }
void gpu_debug_device_memory(sqlite3_int64 n){ (void)n; }
#endif

#endif
