/*
** config.c - the knobs of gpu_config(name [, value]), one set per connection.
**
**   SELECT gpu_config('backend');            -- 'auto'
**   SELECT gpu_config('backend', 'cpu');     -- set it; returns 'cpu'
**   SELECT gpu_config('batch_rows', 65536);
**
** Defaults come from the environment when the extension is loaded into a
** connection (each knob's variable in the table below: GPUSTR_BACKEND,
** GPUSTR_BATCH_ROWS, ...), else from gp_config_init.  Every value is
** validated the same way whichever way it arrives; a bad name or value is an
** error that lists what is valid.
**
** cache_dir is where the kernel cache (kcache.c) keeps compiled kernels:
** by default $XDG_CACHE_HOME/gpustr or ~/.cache/gpustr (kc_default_dir),
** resolved when the connection is set up; '' keeps them in memory only.
**
** gpu_min_rows is the smallest batch that backend=auto sends to the GPU
** (smaller ones run on the CPU engine); gpu_room, when not 0, is the first
** size in bytes of a GPU batch's string arena and output buffer, instead of
** one sized from the batch (tests make it tiny to force the re-runs);
** gpu_chunk_rows: a GPU batch of at least twice that many rows runs in
** chunks of it on two streams, one chunk's copies overlapping the other's
** kernel (0: never).
**
** threads is what the CPU engine may use, not always what it does: where
** SQLite is single-threaded (gp_single_thread) every thread gpustr would
** start runs its work on the calling thread instead.
*/
#include "gpustr_int.h"
#include "kcache.h"
#include "sqlfn.h"    /* gp_result_errorf */
#include <errno.h>
#include <pthread.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#define GP_KNOB_ENUM 0   /* one of a list of words */
#define GP_KNOB_INT  1   /* an integer in [lo, hi] */
#define GP_KNOB_PATH 2   /* a string; '' turns the feature off */

typedef struct gp_knob {
  const char *zName;
  const char *zEnv;
  int kind;
  sqlite3_int64 lo, hi;
  const char *zHelp;
} gp_knob;

static const char *const gp_backend_words[] = { "auto", "gpu", "cpu" };

static const gp_knob gp_knobs[] = {
  { "backend",     "GPUSTR_BACKEND",     GP_KNOB_ENUM, 0, 2,
    "one of auto, gpu, cpu" },
  { "batch_rows",  "GPUSTR_BATCH_ROWS",  GP_KNOB_INT, 1, (sqlite3_int64)1<<30,
    "an integer from 1 to 1073741824" },
  { "batch_bytes", "GPUSTR_BATCH_BYTES", GP_KNOB_INT, 1024, (sqlite3_int64)1<<40,
    "an integer from 1024 to 1099511627776" },
  { "threads",     "GPUSTR_THREADS",     GP_KNOB_INT, 1, GP_MAX_THREADS,
    "an integer from 1 to " GP_MAX_THREADS_TEXT },
  { "cache_dir",   "GPUSTR_CACHE_DIR",   GP_KNOB_PATH, 0, 0,
    "a directory path, or '' for no disk cache" },
  { "gpu_min_rows", "GPUSTR_GPU_MIN_ROWS", GP_KNOB_INT, 1, (sqlite3_int64)1<<30,
    "an integer from 1 to 1073741824" },
  { "gpu_room",    "GPUSTR_GPU_ROOM",    GP_KNOB_INT, 0, (sqlite3_int64)1<<40,
    "an integer from 0 to 1099511627776" },
  { "map_overlap", "GPUSTR_MAP_OVERLAP", GP_KNOB_INT, 0, 1,
    "0 or 1" },
  { "bulk_min_rows", "GPUSTR_BULK_MIN_ROWS", GP_KNOB_INT, 0, (sqlite3_int64)1<<40,
    "an integer from 0 to 1099511627776" },
  { "bulk_pages",  "GPUSTR_BULK_PAGES",  GP_KNOB_INT, 0, 1,
    "0 or 1" },
  { "gpu_quick",   "GPUSTR_GPU_QUICK",   GP_KNOB_INT, 0, 1,
    "0 or 1" },
  { "gpu_chunk_rows", "GPUSTR_GPU_CHUNK_ROWS", GP_KNOB_INT, 0, (sqlite3_int64)1<<30,
    "an integer from 0 to 1073741824" },
};
#define GP_NKNOB (int)(sizeof(gp_knobs)/sizeof(gp_knobs[0]))

const char *gp_backend_name(int backend){
  return backend>=0 && backend<3 ? gp_backend_words[backend] : "?";
}

static const gp_knob *gp_knob_find(const char *zName){
  int i;
  for(i=0; zName && i<GP_NKNOB; i++){
    if( sqlite3_stricmp(zName, gp_knobs[i].zName)==0 ) return &gp_knobs[i];
  }
  return 0;
}

static char *gp_knob_names(void){
  sqlite3_str *s = sqlite3_str_new(0);
  int i;
  for(i=0; i<GP_NKNOB; i++) sqlite3_str_appendf(s, "%s%s", i ? ", " : "", gp_knobs[i].zName);
  return sqlite3_str_finish(s);
}

/* Parse an integer the way a user types it: optional sign, digits, nothing
** else.  Returns 0 on success. */
static int gp_parse_int(const char *z, sqlite3_int64 *pOut){
  sqlite3_int64 v = 0;
  int neg = 0;
  if( *z=='-' || *z=='+' ){ neg = *z=='-'; z++; }
  if( *z==0 ) return 1;
  for(; *z; z++){
    if( *z<'0' || *z>'9' ) return 1;
    if( v > ((sqlite3_int64)1<<50) ) return 1;   /* far beyond any knob's range */
    v = v*10 + (*z-'0');
  }
  *pOut = neg ? -v : v;
  return 0;
}

/* Store one knob from text (the environment) or from an SQL value. */
static int gp_knob_store(gp_config *cfg, const gp_knob *k, sqlite3_value *pVal,
                         const char *zText, char **pzErr){
  sqlite3_int64 v = 0;
  int bad = 0;
  if( pVal ){
    int t = sqlite3_value_type(pVal);
    if( k->kind==GP_KNOB_INT && t==SQLITE_INTEGER ){
      v = sqlite3_value_int64(pVal);
      zText = 0;
    }else if( t==SQLITE_TEXT ){
      zText = (const char*)sqlite3_value_text(pVal);
      if( zText==0 ) return SQLITE_NOMEM;
      if( (int)strlen(zText)!=sqlite3_value_bytes(pVal) ){
        /* '/tmp/\0x/' is not /tmp/: never cut a value short */
        *pzErr = sqlite3_mprintf("%s: the value contains a NUL byte (byte %d of %d)", k->zName,
                                 (int)strlen(zText) + 1, sqlite3_value_bytes(pVal));
        return *pzErr ? SQLITE_ERROR : SQLITE_NOMEM;
      }
    }else{
      bad = 1;
    }
  }
  if( !bad ){
    switch( k->kind ){
      case GP_KNOB_ENUM: {
        int i;
        bad = 1;
        for(i=0; i<3; i++){
          if( zText && sqlite3_stricmp(zText, gp_backend_words[i])==0 ){ v = i; bad = 0; }
        }
        break;
      }
      case GP_KNOB_INT:
        if( zText ) bad = gp_parse_int(zText, &v);
        if( !bad && (v<k->lo || v>k->hi) ) bad = 1;
        break;
      case GP_KNOB_PATH:
        bad = zText==0;
        /* A directory that others can write is refused now, with kcache's
        ** reason; one that does not exist yet is made 0700 when used. */
        if( !bad && pVal && zText[0] ){
          char *zWhy = kc_dir_unsafe(zText);
          if( zWhy ){
            *pzErr = sqlite3_mprintf("%s", zWhy);
            sqlite3_free(zWhy);
            return *pzErr ? SQLITE_ERROR : SQLITE_NOMEM;
          }
        }
        break;
    }
  }
  if( bad ){
    *pzErr = sqlite3_mprintf("%s must be %s", k->zName, k->zHelp);
    return SQLITE_ERROR;
  }
  if( strcmp(k->zName, "backend")==0 ) cfg->backend = (int)v;
  else if( strcmp(k->zName, "batch_rows")==0 ) cfg->batch_rows = v;
  else if( strcmp(k->zName, "batch_bytes")==0 ) cfg->batch_bytes = v;
  else if( strcmp(k->zName, "threads")==0 ) cfg->threads = (int)v;
  else if( strcmp(k->zName, "gpu_min_rows")==0 ) cfg->gpu_min_rows = v;
  else if( strcmp(k->zName, "gpu_room")==0 ) cfg->gpu_room = v;
  else if( strcmp(k->zName, "map_overlap")==0 ) cfg->map_overlap = (int)v;
  else if( strcmp(k->zName, "bulk_min_rows")==0 ) cfg->bulk_min_rows = v;
  else if( strcmp(k->zName, "gpu_quick")==0 ) cfg->gpu_quick = (int)v;
  else if( strcmp(k->zName, "bulk_pages")==0 ) cfg->bulk_pages = (int)v;
  else if( strcmp(k->zName, "gpu_chunk_rows")==0 ) cfg->gpu_chunk_rows = v;
  else{
    char *zNew = sqlite3_mprintf("%s", zText);
    if( zNew==0 ) return SQLITE_NOMEM;
    sqlite3_free(cfg->cache_dir);
    cfg->cache_dir = zNew;
  }
  return SQLITE_OK;
}

/* Under SQLITE_CONFIG_SINGLETHREAD SQLite installs its no-op mutexes
** (mutex_noop.c) when it first initializes: in a release build of SQLite
** every sqlite3_mutex_alloc() then gives the same pointer, where the real
** implementations give each static mutex its own.  No mutex, then, guards
** SQLite's allocator (nor its statistics, nor the page cache of other
** connections), so gpustr's worker threads, which allocate strings through
** it while the statement's thread runs SQLite, would meet there unguarded.
** Not seen: a debug build of SQLite (its no-op static mutexes have
** distinct addresses), and SINGLETHREAD set after sqlite3_shutdown() in a
** process whose SQLite had run with mutexes (SQLite keeps the mutexes it
** chose first, and just stops using them).  go-dqlite, and any program,
** sets it before SQLite's first initialization.  Two calls, so asked at
** each use rather than remembered. */
int gp_single_thread(void){
  if( sqlite3_threadsafe()==0 ) return 1;
  return sqlite3_mutex_alloc(SQLITE_MUTEX_STATIC_MEM)==sqlite3_mutex_alloc(SQLITE_MUTEX_STATIC_OPEN);
}

const char *gp_single_thread_why(void){
  if( sqlite3_threadsafe()==0 ){
    return "SQLite is built single-threaded (SQLITE_THREADSAFE=0): gpustr runs on the calling thread";
  }
  if( gp_single_thread() ){
    return "SQLite is configured single-threaded (SQLITE_CONFIG_SINGLETHREAD): "
           "gpustr runs on the calling thread";
  }
  return 0;
}

int gp_thread_create(pthread_t *pTid, const pthread_attr_t *pAttr, void *(*xRun)(void*), void *pArg){
  if( gp_single_thread() ) return EAGAIN;
  return pthread_create(pTid, pAttr, xRun, pArg);
}

static int gp_default_threads(void){
  long n = sysconf(_SC_NPROCESSORS_ONLN);
  if( n<1 ) n = 1;
  if( n>GP_MAX_THREADS ) n = GP_MAX_THREADS;
  return (int)n;
}

int gp_config_init(gp_config *cfg, char **pzErr){
  int i;
  memset(cfg, 0, sizeof(*cfg));
  cfg->backend = GP_BACKEND_AUTO;
  cfg->batch_rows = 65536;
  cfg->batch_bytes = (sqlite3_int64)64 << 20;
  cfg->threads = gp_default_threads();
  cfg->gpu_min_rows = GP_GPU_MIN_ROWS;
  cfg->gpu_room = 0;
  cfg->map_overlap = 1;
  cfg->bulk_min_rows = GP_BULK_MIN_ROWS;
  cfg->gpu_quick = 1;
  cfg->bulk_pages = 1;
  cfg->gpu_chunk_rows = GP_GPU_CHUNK_ROWS;
  cfg->cache_dir = kc_default_dir();
  if( cfg->cache_dir==0 ) return SQLITE_NOMEM;
  for(i=0; i<GP_NKNOB; i++){
    const char *zEnv = getenv(gp_knobs[i].zEnv);
    if( zEnv ){
      char *zWhy = 0;
      int rc = gp_knob_store(cfg, &gp_knobs[i], 0, zEnv, &zWhy);
      if( rc!=SQLITE_OK ){
        *pzErr = sqlite3_mprintf("gpustr: %s=\"%s\": %s", gp_knobs[i].zEnv, zEnv,
                                 zWhy ? zWhy : "out of memory");
        sqlite3_free(zWhy);
        gp_config_clear(cfg);
        return rc;
      }
    }
  }
  return SQLITE_OK;
}

void gp_config_clear(gp_config *cfg){
  sqlite3_free(cfg->cache_dir);
  cfg->cache_dir = 0;
}

/* window_batch let gpu_udf trust its frame and batch; SQLite's window
** callbacks cannot show a frame before its first value goes out, so OVER ()
** got one row's value on every row (udf_window.c).  The setting was
** removed; whoever still names it learns where batches went. */
#define GP_WINDOW_BATCH_GONE \
  "the setting window_batch was removed: gpu_udf checks that each value is " \
  "its own row's, one row at a time; gpu_map(expr, sql) is the batch form"

static int gp_unknown_knob(const char *zName, char **pzErr){
  char *zNames;
  if( zName && sqlite3_stricmp(zName, "window_batch")==0 ){
    *pzErr = sqlite3_mprintf("%s", GP_WINDOW_BATCH_GONE);
    return *pzErr ? SQLITE_ERROR : SQLITE_NOMEM;
  }
  zNames = gp_knob_names();
  *pzErr = zNames ? sqlite3_mprintf("unknown setting '%s'; valid settings: %s",
                                    zName ? zName : "NULL", zNames) : 0;
  sqlite3_free(zNames);
  return *pzErr ? SQLITE_ERROR : SQLITE_NOMEM;
}

void gp_config_get(sqlite3_context *ctx, const gp_config *cfg, const char *zName){
  const gp_knob *k = gp_knob_find(zName);
  if( k==0 ){
    char *zErr = 0;
    gp_unknown_knob(zName, &zErr);
    if( zErr ) gp_result_errorf(ctx, "gpu_config: %s", zErr);
    else sqlite3_result_error_nomem(ctx);
    sqlite3_free(zErr);
    return;
  }
  if( strcmp(k->zName, "backend")==0 ){
    sqlite3_result_text(ctx, gp_backend_name(cfg->backend), -1, SQLITE_STATIC);
  }else if( strcmp(k->zName, "batch_rows")==0 ){
    sqlite3_result_int64(ctx, cfg->batch_rows);
  }else if( strcmp(k->zName, "batch_bytes")==0 ){
    sqlite3_result_int64(ctx, cfg->batch_bytes);
  }else if( strcmp(k->zName, "threads")==0 ){
    sqlite3_result_int64(ctx, cfg->threads);
  }else if( strcmp(k->zName, "gpu_min_rows")==0 ){
    sqlite3_result_int64(ctx, cfg->gpu_min_rows);
  }else if( strcmp(k->zName, "gpu_room")==0 ){
    sqlite3_result_int64(ctx, cfg->gpu_room);
  }else if( strcmp(k->zName, "map_overlap")==0 ){
    sqlite3_result_int64(ctx, cfg->map_overlap);
  }else if( strcmp(k->zName, "bulk_min_rows")==0 ){
    sqlite3_result_int64(ctx, cfg->bulk_min_rows);
  }else if( strcmp(k->zName, "gpu_quick")==0 ){
    sqlite3_result_int64(ctx, cfg->gpu_quick);
  }else if( strcmp(k->zName, "bulk_pages")==0 ){
    sqlite3_result_int64(ctx, cfg->bulk_pages);
  }else if( strcmp(k->zName, "gpu_chunk_rows")==0 ){
    sqlite3_result_int64(ctx, cfg->gpu_chunk_rows);
  }else{
    sqlite3_result_text(ctx, cfg->cache_dir, -1, SQLITE_TRANSIENT);
  }
}

int gp_config_set(gp_config *cfg, const char *zName, sqlite3_value *pVal, char **pzErr){
  const gp_knob *k = gp_knob_find(zName);
  if( k==0 ) return gp_unknown_knob(zName, pzErr);
  return gp_knob_store(cfg, k, pVal, 0, pzErr);
}
