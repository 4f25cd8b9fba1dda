/*
** gpu_kernel.c - a program's kernel for the GPU engine (gpu_int.h): the
** room its rows need on the device (from its IR), its CUDA source
** (emit_cuda.c), and the compile to an image: NVRTC through the kernel
** cache (kcache.c), whole or split (linked by nvJitLink with the runtime
** object), and the quick image of calls that runs until the lean kernel is
** ready; in a thread of its own when asked to (backend=auto), so no query
** waits for NVRTC.  gpu_explain(p, 'resources') reads what ptxas and
** nvJitLink report of it.
*/
#include "gpu_int.h"
#include <stdio.h>
#include <string.h>
#include <time.h>

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

gpu_kernel *gk_new(const ir_program *p, const char *zSrc, int bJoin){
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


/* What every build's kernel holds of its own, freed with it (the images
** and the module, a GPU build's, go first). */
static void gk_free(gpu_kernel *k){
  sqlite3_free(k->zCuda);
  sqlite3_free(k->zQuick);
  sqlite3_free(k->zErr);
  pthread_cond_destroy(&k->cv);
  pthread_mutex_destroy(&k->mu);
  sqlite3_free(k);
}

#ifdef GPUSTR_HAVE_CUDA

/* ---- resources -------------------------------------------------------------- */

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
int gk_load(const cu_api *api, gpu_kernel *k, char **pzErr){
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
  gk_free(k);
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
  gk_free(k);
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

#endif /* GPUSTR_HAVE_CUDA */
