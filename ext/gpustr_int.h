/*
** gpustr_int.h - the one header every file of ext/ includes first.
**
** Inside the loadable extension, SQLite's API is reached through the
** sqlite3_api table (sqlite3ext.h).  Compiled into an application
** (-DSQLITE_CORE, libgpustr.a) sqlite3ext.h leaves the calls direct, as do
** the standalone developer tools and unit programs (-DGPUSTR_STANDALONE),
** which link libsqlite3.
** Host memory for the runtime's strings goes through sqlite3_malloc64 so that
** SQLite's limits and accounting apply.
*/
#ifndef GPUSTR_INT_H
#define GPUSTR_INT_H

#ifdef GPUSTR_STANDALONE
# include <sqlite3.h>
#else
# include <sqlite3ext.h>
SQLITE_EXTENSION_INIT3
#endif

/* Debug builds (configure --enable-debug-alloc): every host allocation of
** the extension and of the runtime goes through alloc_fault.c, which can
** make the N-th one fail (gpu_debug_alloc(), test/nomem.test). */
#ifdef GPUSTR_DEBUG_ALLOC
void *gp_fault_malloc64(sqlite3_uint64 n);
void *gp_fault_realloc64(void *p, sqlite3_uint64 n);
char *gp_fault_mprintf(const char *zFormat, ...);
char *gp_fault_str_finish(sqlite3_str *s);
void gp_fault_arm(sqlite3_int64 nth, int bPersist);   /* nth 0: off */
sqlite3_int64 gp_fault_failed_count(void);
sqlite3_int64 gp_fault_seen_count(void);
# ifndef GP_ALLOC_FAULT_IMPL
#  undef sqlite3_malloc64
#  undef sqlite3_realloc64
#  undef sqlite3_mprintf
#  undef sqlite3_str_finish
#  define sqlite3_malloc64   gp_fault_malloc64
#  define sqlite3_realloc64  gp_fault_realloc64
#  define sqlite3_mprintf    gp_fault_mprintf
#  define sqlite3_str_finish gp_fault_str_finish
# endif
#endif

#define GS_HOST_MALLOC(n) sqlite3_malloc64((sqlite3_uint64)(n))
#define GS_HOST_FREE(p)   sqlite3_free(p)

/* regexp.c: the text of a pattern's error, kept for the process, for the
** runtime's regular expressions (runtime/gs_regex.h). */
#ifndef FUNCTAB_NO_IMPL
const char *gp_regexp_error_text(const char *zFn, const char *zWhat, long long pos,
                                 const unsigned char *zPat, long long nPat);
# define GS_RE_ERROR_TEXT(zFn, zWhat, pos, zPat, nPat) \
  gp_regexp_error_text(zFn, zWhat, (long long)(pos), zPat, (long long)(nPat))
/* ... and of regexp_replace's template (never 0). */
struct gs_re_terr;
const char *gp_regexp_tmpl_error_text(const char *zFn, const struct gs_re_terr *e,
                                      const unsigned char *zT, long long nT);
# define GS_RE_TMPL_ERROR_TEXT(zFn, e, zT, nT) gp_regexp_tmpl_error_text(zFn, e, zT, (long long)(nT))
/* ... and a pattern from a column, compiled once per thread and batch. */
const unsigned char *gp_regexp_cached(const char *zFn, const unsigned char *zPat, long long nPat,
                                      int *pRc, const char **pzErr);
# define GS_RE_HOST_CACHE(zFn, zPat, nPat, pRc, pzErr) \
  gp_regexp_cached(zFn, zPat, (long long)(nPat), pRc, pzErr)
/* regex_dfa.c: whether a program matches, by a lazy DFA: 1, 0, or -1
** when the VM must say.  The DFAs are kept in c's cache (a CPU worker's,
** kept from batch to batch), else in the thread's.  bStable: prog is a
** constant of the program that c's pinned worker runs, alive until it
** unpins. */
struct gs_ctx;
int gp_regexp_dfa_match(struct gs_ctx *c, const unsigned char *prog, int bStable,
                        const unsigned char *z, long long n);
# define GS_RE_HOST_DFA(c, prog, bStable, z, n) gp_regexp_dfa_match(c, prog, bStable, z, (long long)(n))
/* ... and, for a search of every match, which threads can still match
** at each character of z (at: n entries): 1, or 0 when it cannot say. */
struct gs_re_live;
int gp_regexp_dfa_live(struct gs_ctx *c, const unsigned char *prog, const unsigned char *z,
                       long long n, unsigned short *at, struct gs_re_live *pLive);
# define GS_RE_HOST_LIVE(c, prog, z, n, at, pLive) gp_regexp_dfa_live(c, prog, z, (long long)(n), at, pLive)
/* ... and the VM's first match in z from byte pos (ma: no empty match at
** pos): 1 with its bounds in caps[0..2) and groups up to ncap slots (ncap
** 1: only the end is needed, caps[0] -1 when no match can be empty), 0
** when there is none, -1 when the VM must say; *pRead: where the search
** stopped reading. */
int gp_regexp_dfa_find(struct gs_ctx *c, const unsigned char *prog, const unsigned char *z,
                       long long n, long long pos, int ma, int ncap, int *caps, long long *pRead);
# define GS_RE_HOST_FIND(c, prog, z, n, pos, ma, ncap, caps, pRead) \
  gp_regexp_dfa_find(c, prog, z, (long long)(n), (long long)(pos), ma, ncap, caps, pRead)
void gp_regexp_dfa_free(void *pDfas);
/* Free this thread's own regular-expression caches (compiled patterns,
** DFAs), as its end would: a pool thread's after each job (pool.c). */
void gp_regexp_dfa_thread_free(void);
void gp_regexp_thread_free(void);
/* The DFAs of one prepared pattern, kept by its owner (gs_cache.re_dfa of
** the context its calls run in) and found by prog's address. */
void *gp_regexp_dfa_own(const unsigned char *prog);
/* gp_regexp_dfa_match and gp_regexp_dfa_find with those DFAs, for their
** program (no interrupt is asked). */
int gp_regexp_dfa_match_own(void *pOwn, const unsigned char *z, long long n);
int gp_regexp_dfa_find_own(void *pOwn, const unsigned char *z, long long n, long long pos, int ma,
                           int ncap, int *caps, long long *pRead);
# define GS_RE_HOST_DFA_FREE(p) gp_regexp_dfa_free(p)
/* ... and for the GPU, prog's DFAs built whole (runtime/gs_regex.h's "the
** DFA tables of the GPU"), sqlite3_malloc'd into *ppTab (0 when none fits:
** the VM), with the states of each (anState[3]: K_MATCH, K_FIRST,
** K_START; 0 where left out); SQLITE_OK or SQLITE_NOMEM. */
int gp_regexp_dfa_table(const unsigned char *prog, unsigned char **ppTab, long long *pnTab,
                        int *anState);
/* A CPU worker's batch begins (1) or ends (0) with context c: in between,
** a stable program's DFA is found without comparing the program. */
void gp_regexp_dfa_pin(struct gs_ctx *c, int bOn);
#endif

/* ---- the extension's own internal interfaces ---------------------------- */
#include <pthread.h>
#include <stdint.h>

/* config.c: the per-connection knobs of gpu_config(), defaults from the
** environment (GPUSTR_BACKEND, GPUSTR_BATCH_ROWS, GPUSTR_BATCH_BYTES,
** GPUSTR_THREADS, GPUSTR_CACHE_DIR). */
#define GP_BACKEND_AUTO 0
#define GP_BACKEND_GPU  1
#define GP_BACKEND_CPU  2

typedef struct gp_config {
  int backend;                 /* GP_BACKEND_* */
  sqlite3_int64 batch_rows;    /* rows per batch (gpu_map) */
  sqlite3_int64 batch_bytes;   /* string bytes per batch */
  int threads;                 /* CPU engine worker threads */
  int map_overlap;             /* gpu_map fetches a batch while computing the last */
  sqlite3_int64 bulk_min_rows; /* gpu_map reads a table of this many rows on threads (bulk.c); 0: never */
  int bulk_pages;              /* ... decoding its pages themselves where they can (bulk_pages.c) */
  int gpu_quick;               /* a kernel of calls runs until the lean kernel is compiled (gpu_kernel.c) */
  char *cache_dir;             /* kernel cache directory (sqlite3_malloc'd) */
  sqlite3_int64 gpu_min_rows;  /* backend=auto: smallest batch for the GPU */
  sqlite3_int64 gpu_room;      /* first arena/output bytes of a GPU batch; 0: sized */
  sqlite3_int64 gpu_chunk_rows; /* a GPU batch of 2x this runs in chunks on two streams; 0: never */
} gp_config;

/* The CPU engine's worker threads at most: the threads setting and
** gpu_join's threads option accept 1 to this (a default from the number of
** cores stops here too); VM_MAX_THREADS is it. */
#define GP_MAX_THREADS 64
#define GP_MAX_THREADS_TEXT "64"

/* gpu_map reads a plain table of at least this many rowids on worker
** threads (bulk_min_rows; bulk.c): below, opening their connections costs
** more than it saves. */
#define GP_BULK_MIN_ROWS 131072

/* backend=auto sends a batch to the GPU from this many rows (gpu_min_rows).
** A first guess, to be measured on a GPU (docs/performance.md). */
#define GP_GPU_MIN_ROWS 8192
/* gpu_chunk_rows' default: the default batch (65536 rows) in four chunks,
** two a stream. */
#define GP_GPU_CHUNK_ROWS 16384

/* config.c: whether SQLite in this process is single-threaded
** (SQLITE_CONFIG_SINGLETHREAD, as go-dqlite configures it, or built with
** SQLITE_THREADSAFE=0): its allocator is then unguarded, and gpustr runs
** everything on the calling thread.  gp_single_thread_why() says so in
** words, or is 0.  gp_thread_create() is pthread_create(), refused (EAGAIN)
** there: every caller already runs the work itself when no thread starts. */
int gp_single_thread(void);
const char *gp_single_thread_why(void);
int gp_thread_create(pthread_t *pTid, const pthread_attr_t *pAttr, void *(*xRun)(void*), void *pArg);

int  gp_config_init(gp_config *cfg, char **pzErr);
void gp_config_clear(gp_config *cfg);
void gp_config_get(sqlite3_context *ctx, const gp_config *cfg, const char *zName);
int  gp_config_set(gp_config *cfg, const char *zName, sqlite3_value *pVal, char **pzErr);
const char *gp_backend_name(int backend);

/* gpustr.c: what one connection owns (the user data of its functions). */
#define GP_PROG_CACHE 32
typedef struct gp_prog gp_prog;
typedef struct gp_conn {
  gp_config cfg;
  gp_prog *aProg[GP_PROG_CACHE];   /* compiled programs, most recent first */
  int nRef;                    /* one per registered function */
  sqlite3 *db;                 /* the connection */
  struct gp_conn *pNext;       /* list of set-up connections (gpustr.c) */
  struct gp_win_spare *pSpare; /* buffers of a finished gpu_udf (udf_window.c) */
  struct gs_cache *pRowCache;  /* gpu_udf_row's freed strings, for reuse (udf_row.c) */
  int nInner;                  /* inner queries of gpu_map/gpu_join being prepared or stepped */
} gp_conn;

/* guard.c: what SQL that the application did not write may do.  The inner
** query zSql of gpu_map or gpu_join may be prepared: SQLITE_OK, or
** SQLITE_ERROR with *pzWhy (sqlite3_malloc'd, "must be a SELECT ...") or
** SQLITE_NOMEM.  gp_setter_allowed: may the function zFn, called through
** ctx, change a setting now?  1, or 0 with the error reported on ctx. */
int gp_inner_sql_check(const char *zSql, char **pzWhy);
/* SQL text: z past blanks and comments; is z only blanks, comments and
** semicolons (the tail after a statement)? */
const char *gp_sql_skip_blank(const char *z);
int gp_sql_tail_is_blank(const char *z);
/* A byte of an identifier, as SQLite reads one (letters, digits, '_', '$',
** every byte of a multi-byte character); is z[0..n-1] the word zWord, ASCII
** case folded as SQLite compares names? */
int gp_sql_idchar(unsigned char c);
int gp_sql_is_word(const char *z, int n, const char *zWord);
int gp_setter_allowed(sqlite3_context *ctx, const char *zFn);

/* udf_row.c: free conn's pRowCache. */
void gp_udf_row_cache_free(gp_conn *conn);

/* stats.c: process-wide counters behind gpu_stats(). */
typedef enum gp_stat {
  GP_STAT_ROWS, GP_STAT_BATCHES, GP_STAT_GPU_BATCHES, GP_STAT_CPU_BATCHES,
  GP_STAT_BYTES_TO_DEVICE, GP_STAT_BYTES_FROM_DEVICE,
  GP_STAT_NS_GATHER, GP_STAT_NS_TO_DEVICE, GP_STAT_NS_KERNEL,
  GP_STAT_NS_FROM_DEVICE, GP_STAT_NS_RETURN, GP_STAT_NS_COMPILE,
  GP_STAT_KERNELS_COMPILED, GP_STAT_CACHE_HITS_MEMORY, GP_STAT_CACHE_HITS_DISK,
  GP_STAT_CACHE_CORRUPT, GP_STAT_CACHE_STORE_FAILURES,
  GP_STAT_STRINGS_ALLOCATED, GP_STAT_STRINGS_FREED, GP_STAT_REFCOUNT_OPS,
  GP_STAT_ARENA_OVERFLOWS, GP_STAT_OUTPUT_OVERFLOWS, GP_STAT_CPU_FALLBACKS,
  GP_STAT_PROGRAMS_COMPILED, GP_STAT_PROGRAM_CACHE_HITS, GP_STAT_OOM_SPLITS,
  GP_STAT_GPU_RERUNS, GP_STAT_GPU_CPU_ROWS, GP_STAT_KERNELS_QUICK, GP_STAT_GPU_CHUNKS,
  GP_STAT_JOIN_PAIRS_SKIPPED, GP_STAT_REGEX_DFA_STATES, GP_STAT_REGEX_DFA_FLUSHES,
  GP_STAT_REGEX_DFA_GIVEUPS, GP_STAT_REGEX_LIVE_PASSES, GP_STAT_CACHE_REFUSED, GP_STAT_ROWS_RETURNED, GP_STAT_ROWS_FILTERED,
  GP_STAT_BULK_RUNS,
  GP_STAT_BULK_PAGE_RUNS,
  GP_STAT_JOIN_PAIRS_DIRECT,
  GP_STAT_JOIN_PAIRS_LANES,
  GP_STAT_ROWS_COLUMN_LOOP,
  GP_STAT_BULK_FUSED_RUNS,
  GP_STAT_COUNT
} gp_stat;

void gp_stat_add(gp_stat which, int64_t n);
/* One row of a plain call: rows + 1 and the strings of its gs_ctx, with no
** atomic add for the counts that are 0 (most rows of most programs). */
void gp_stat_add_nz(gp_stat which, int64_t n);
#define gp_stat_row(nAlloc, nFree, nRefOps) do{ \
  gp_stat_add_nz(GP_STAT_ROWS, 1); \
  if( (nAlloc) ) gp_stat_add_nz(GP_STAT_STRINGS_ALLOCATED, (nAlloc)); \
  if( (nFree) ) gp_stat_add_nz(GP_STAT_STRINGS_FREED, (nFree)); \
  if( (nRefOps) ) gp_stat_add_nz(GP_STAT_REFCOUNT_OPS, (nRefOps)); \
}while(0)
void gp_stats_reset(void);
void gp_kernel_jobs_add(int n);   /* gpu_stats' kernel_jobs */
int64_t gp_stat_get(gp_stat which);
char *gp_stats_json(void);        /* sqlite3_malloc'd */
int64_t gp_now_ns(void);          /* monotonic clock */

/* cuda_api.c: run-time discovery of the CUDA driver, NVRTC and nvJitLink
** (dlopen). */
typedef struct gp_cuda_info {
  int built_with_cuda;         /* configure found the CUDA headers */
  int driver_found;            /* libcuda loaded and cuInit succeeded */
  char driver_why[256];        /* why not, when !driver_found */
  int driver_version;          /* e.g. 13000 */
  char driver_path[256];       /* the library loaded, when driver_found */
  int nvrtc_found;
  char nvrtc_why[256];
  char nvrtc_path[256];
  int nvrtc_major, nvrtc_minor;
  int nvjitlink_found;         /* the split compile's linker (gpu_kernel.c) */
  char nvjitlink_why[256];
  char nvjitlink_path[256];
  int nvjitlink_major, nvjitlink_minor;
  int device_count;
  char device_name[256];
  int cc_major, cc_minor;      /* compute capability of device 0 */
  int64_t device_mem;          /* bytes */
} gp_cuda_info;

const gp_cuda_info *gp_cuda_probe(void);   /* once, lazily, thread-safe */

/* The GPU lost for the rest of the process: a kernel fault left the
** device's context broken and the driver could not make a new one (some
** platforms, virtualised GPUs among them, cannot).  From then on auto runs
** on the CPU engine and gpu fails, both saying why.  gp_cuda_lost() is that
** reason, or 0 while the GPU is usable; the first reason given stays. */
void gp_cuda_mark_lost(const char *zWhy);
const char *gp_cuda_lost(void);

/* The backend that a batch with this configuration runs on (GP_BACKEND_CPU
** or GP_BACKEND_GPU) and why; -1 when backend=gpu and no GPU can be used. */
int gp_backend_resolve(const gp_config *cfg, const char **pzWhy);

/* interrupt.c: sqlite3_interrupt() seen while a batch runs.  The thread
** SQLite called (holding the connection's mutex) polls; workers read the
** stop flag between rows. */
typedef struct gp_intr {
  sqlite3 *db;
  sqlite3_stmt *pProbe;        /* bytecode for the progress handler (interrupt.c) */
  int64_t tNext;               /* when to poll next (gp_now_ns) */
  int64_t tProbe;              /* when the probe last ran */
  int bStop;                   /* atomic: interrupted, stop the batch */
} gp_intr;
/* The routine table of the SQLite that called the entry point (also under
** SQLITE_CORE, where SQLite passes its own, or 0 when it was built without
** extension loading): routines newer than the header are found in it. */
extern const sqlite3_api_routines *gp_host_api;
void gp_intr_init(gp_intr *p, sqlite3 *db);
int  gp_intr_poll(void *pIntr);            /* SQLite's thread: 1 when interrupted */
int  gp_intr_poll_at(gp_intr *p, int64_t tNow);   /* the same, the clock read */
int  gp_intr_stopped(const gp_intr *p);    /* any thread */
void gp_intr_stop(gp_intr *p);             /* stop the batch (its results are not wanted) */
void gp_intr_clear(gp_intr *p);            /* finalizes the probe */
/* A row that a plain function computes on SQLite's thread (sqlfn.c,
** udf_row.c): its long work asks the interrupt through gp_row_intr_stop
** (a gs_ctx's xStop), which sets up the gp_intr when first asked. */
typedef struct gp_row_intr {
  gp_intr intr;
  sqlite3 *db;
  int bInit;
} gp_row_intr;
int  gp_row_intr_stop(void *pRowIntr);
int  gp_row_intr_end(gp_row_intr *p);      /* 1 when the row was interrupted */

/* The callbacks of the SQL functions and of the gpu_map module, which
** gpustr.c's table (gp_registry) registers; their user data is the
** connection's gp_conn.  admin.c: */
void gp_version_func(sqlite3_context*, int, sqlite3_value**);
void gp_info_func(sqlite3_context*, int, sqlite3_value**);
void gp_config_func(sqlite3_context*, int, sqlite3_value**);
void gp_stats_func(sqlite3_context*, int, sqlite3_value**);
void gp_explain_func(sqlite3_context*, int, sqlite3_value**);
#ifdef GPUSTR_DEBUG_ALLOC
void gp_debug_alloc_func(sqlite3_context*, int, sqlite3_value**);
void gp_debug_fault_func(sqlite3_context*, int, sqlite3_value**);
void gp_debug_device_memory_func(sqlite3_context*, int, sqlite3_value**);
#endif
/* udf_row.c */
void gp_udf_row_func(sqlite3_context*, int, sqlite3_value**);
/* udf_window.c */
void gp_win_step(sqlite3_context*, int, sqlite3_value**);
void gp_win_inverse(sqlite3_context*, int, sqlite3_value**);
void gp_win_value(sqlite3_context*);
void gp_win_final(sqlite3_context*);
/* map_vtab.c */
extern const sqlite3_module gp_map_module;
int gp_declare_vtab(sqlite3 *db, const char *zDecl);   /* whatever SQLITE_LIMIT_LENGTH */
/* join_vtab.c */
extern const sqlite3_module gp_join_module;

/* What a connection's gp_conn holds besides its knobs, freed with it. */
void gp_prog_cache_clear(gp_conn *conn);
void gp_win_spare_free(gp_conn *conn);

#endif /* GPUSTR_INT_H */
