/*
** gpustr.c - the entry point of the gpustr SQLite extension.
**
**   sqlite> .load ./gpustr
**   sqlite> SELECT gpu_info();
**
** sqlite3_gpustr_init() gives the connection its own gp_conn (the knobs of
** gpu_config) and registers every SQL function on it, from one table
** (gp_registry) and the FT_SQLFN rows of the function table.  CUDA itself is
** touched lazily, on first use, never here.  It returns SQLITE_OK however it
** is called: by sqlite3_load_extension(), or as an automatic extension
** (sqlite3_auto_extension), where any other code makes sqlite3_open() fail.
**
** Two builds of this file:
**
**   The loadable module (gpustr.so).  The first load also registers the
**   entry point as an automatic extension, so every connection the process
**   opens afterwards gets the functions too.  Process-wide state (the CUDA
**   probe, the kernel cache, the statistics, that automatic extension)
**   outlives any one connection, so the module pins itself in the process
**   (RTLD_NODELETE) rather than answering SQLITE_OK_LOAD_PERMANENTLY, the
**   one code an automatic extension may not return.
**
**   Compiled into an application (-DSQLITE_CORE: libgpustr.a, gpustr.h,
**   docs/embedding.md).  SQLite is called directly; the application says
**   which connections get the functions, usually all of them:
**   sqlite3_auto_extension((void(*)(void))sqlite3_gpustr_init).
*/
#ifndef SQLITE_CORE
# define _GNU_SOURCE 1     /* dladdr, RTLD_NODELETE */
#endif
#include "gpustr_int.h"
#include "functab.h"
#include "sqlfn.h"
#include <pthread.h>
#include <stdlib.h>   /* getenv */
#include <string.h>
#ifndef SQLITE_CORE
# include <dlfcn.h>
#endif

SQLITE_EXTENSION_INIT1

/* conn is shared by every function registered on the connection, each of
** which holds a reference; SQLite drops one (xDestroy) when a function is
** replaced (a second load) or the connection closes. */
static pthread_mutex_t gp_init_mutex = PTHREAD_MUTEX_INITIALIZER;
static gp_conn *gp_conn_list = 0;       /* connections with the functions */

/* Is db one of the connections already set up?  Caller holds the mutex. */
static gp_conn *gp_conn_find(sqlite3 *db){
  gp_conn *p;
  for(p=gp_conn_list; p && p->db!=db; p=p->pNext){}
  return p;
}

static void gp_conn_unref(void *p){
  gp_conn *conn = (gp_conn*)p;
  if( --conn->nRef==0 ){
    gp_conn **pp;
    pthread_mutex_lock(&gp_init_mutex);
    for(pp=&gp_conn_list; *pp && *pp!=conn; pp=&(*pp)->pNext){}
    if( *pp ) *pp = conn->pNext;
    pthread_mutex_unlock(&gp_init_mutex);
    gp_prog_cache_clear(conn);
    gp_win_spare_free(conn);
    gp_udf_row_cache_free(conn);
    gp_config_clear(&conn->cfg);
    sqlite3_free(conn);
  }
}

/* THE registration table: every SQL function and module of the extension
** but the plain SQL functions of the function table (FT_SQLFN rows, below).
** The form files (admin.c, udf_row.c, udf_window.c, map_vtab.c, join_vtab.c) export
** the callbacks; only this file registers them, each holding a reference
** to the connection's gp_conn (its user data). */
enum gp_form {
  GP_SCALAR,       /* xFunc */
  GP_WINDOW,       /* an aggregate window function: xStep .. xInverse */
  GP_MODULE        /* an eponymous virtual table: pModule */
};
static const struct gp_registration {
  const char *zName;
  signed char nArg;          /* -1: any number */
  int flags;                 /* SQLITE_DETERMINISTIC, _INNOCUOUS, _DIRECTONLY */
  unsigned char eForm;       /* enum gp_form */
  void (*xFunc)(sqlite3_context*, int, sqlite3_value**);
  void (*xStep)(sqlite3_context*, int, sqlite3_value**);
  void (*xFinal)(sqlite3_context*);
  void (*xValue)(sqlite3_context*);
  void (*xInverse)(sqlite3_context*, int, sqlite3_value**);
  const sqlite3_module *pModule;
} gp_registry[] = {
#define DET_INN (SQLITE_DETERMINISTIC|SQLITE_INNOCUOUS)
#define SCALAR(xFunc)  GP_SCALAR, xFunc, 0, 0, 0, 0, 0
#define WINDOW(xStep, xFinal, xValue, xInverse) GP_WINDOW, 0, xStep, xFinal, xValue, xInverse, 0
#define MODULE(pModule) GP_MODULE, 0, 0, 0, 0, 0, pModule
  /* The flags say what is true (docs/sql.md, "Function flags", which the
  ** tests hold them to): DETERMINISTIC only when the same arguments always
  ** give the same result; INNOCUOUS only with no effect outside the result;
  ** DIRECTONLY for what changes or reveals the state of the process or
  ** the connection, which no view, trigger or other part of a schema may
  ** reach (the setters check more: guard.c). */
  /* name               nArg  flags               form and callbacks */
  { "gpustr_version",     0,  DET_INN,            SCALAR(gp_version_func) },
  /* the driver, the device, paths, settings: probes CUDA */
  { "gpu_info",           0,  SQLITE_DIRECTONLY,  SCALAR(gp_info_func) },
  { "gpu_config",         1,  SQLITE_DIRECTONLY,  SCALAR(gp_config_func) },
  { "gpu_config",         2,  SQLITE_DIRECTONLY,  SCALAR(gp_config_func) },
  { "gpu_stats",          0,  SQLITE_DIRECTONLY,  SCALAR(gp_stats_func) },
  { "gpu_stats",          1,  SQLITE_DIRECTONLY,  SCALAR(gp_stats_func) },
  /* compiles with NVRTC, writes the kernel cache, returns compile_ms and
  ** what the device's architecture makes of a kernel */
  { "gpu_explain",        1,  SQLITE_DIRECTONLY,  SCALAR(gp_explain_func) },
  { "gpu_explain",        2,  SQLITE_DIRECTONLY,  SCALAR(gp_explain_func) },
  { "gpu_explain",        3,  SQLITE_DIRECTONLY,  SCALAR(gp_explain_func) },
#ifdef GPUSTR_DEBUG_ALLOC
  { "gpu_debug_alloc",    0,  SQLITE_DIRECTONLY,  SCALAR(gp_debug_alloc_func) },
  { "gpu_debug_alloc",    1,  SQLITE_DIRECTONLY,  SCALAR(gp_debug_alloc_func) },
  { "gpu_debug_alloc",    2,  SQLITE_DIRECTONLY,  SCALAR(gp_debug_alloc_func) },
  { "gpu_debug_fault",    1,  SQLITE_DIRECTONLY,  SCALAR(gp_debug_fault_func) },
  { "gpu_debug_device_memory", 1, SQLITE_DIRECTONLY, SCALAR(gp_debug_device_memory_func) },
#endif
  /* the CPU engine, one row: its result is its arguments' */
  { "gpu_udf_row",       -1,  DET_INN,            SCALAR(gp_udf_row_func) },
  /* the same result on either engine, but a batch may compile a kernel
  ** with NVRTC, write it to the kernel cache and run on the GPU */
  { "gpu_udf",           -1,  SQLITE_DETERMINISTIC, WINDOW(gp_win_step, gp_win_final, gp_win_value, gp_win_inverse) },
  /* SQLITE_VTAB_DIRECTONLY: map_connect says so (it runs SQL). */
  { "gpu_map",            0,  0,                  MODULE(&gp_map_module) },
  /* SQLITE_VTAB_DIRECTONLY: join_connect says so (it runs SQL). */
  { "gpu_join",           0,  0,                  MODULE(&gp_join_module) },
#undef DET_INN
#undef SCALAR
#undef WINDOW
#undef MODULE
};

static int gp_register(sqlite3 *db, const struct gp_registration *r, gp_conn *conn){
  conn->nRef++;   /* SQLite calls gp_conn_unref even when registration fails */
  switch( r->eForm ){
    case GP_SCALAR:
      return sqlite3_create_function_v2(db, r->zName, r->nArg, SQLITE_UTF8|r->flags, conn,
                                        r->xFunc, 0, 0, gp_conn_unref);
    case GP_WINDOW:
      return sqlite3_create_window_function(db, r->zName, r->nArg, SQLITE_UTF8|r->flags, conn,
                                            r->xStep, r->xFinal, r->xValue, r->xInverse,
                                            gp_conn_unref);
    default:
      return sqlite3_create_module_v2(db, r->zName, r->pModule, conn, gp_conn_unref);
  }
}

/* ---- names other libraries define ---------------------------------------
** The plain SQL functions (FT_SQLFN rows) have names other libraries use
** too: sqlean's regexp_like, levenshtein, reverse, lpad ..., the sqlite3
** shell's regexp.  The rule (docs/sql.md, "Names other libraries define"),
** the same however gpustr is loaded:
**
**   GPUSTR_FUNCTIONS unset or "replace": gpustr's functions take their
**     names, as sqlite3_create_function() replaces a function of the same
**     name and arity (the last library loaded wins).  SQLite refuses to
**     replace a function while a statement runs, which is the case when
**     load_extension() is called from SQL: the load then fails, before
**     anything is registered, naming the functions, rather than leaving
**     the other library's in place (the old, silent, difference between
**     the shell's .load and SELECT load_extension()).
**   GPUSTR_FUNCTIONS=keep: a name the connection can already call with
**     one of gpustr's arities stays as it is (all of gpustr's arities of it
**     left out).
**
** SQLite's own functions are never replaced either way (FT_SQLFN_ABSENT
** rows are always "keep").  An environment variable, read at each load,
** because the choice must be made before the functions exist: there is no
** gpu_config() to call yet. */

/* Does "SELECT zName(0, ...)" with nArg arguments compile?  1 yes, 0 no
** (no such function, or not with nArg arguments: *pbDirty set, see
** gp_err_clear), or an SQLite error code (negated) on out of memory. */
static int gp_fn_callable(sqlite3 *db, const char *zName, int nArg, int *pbDirty){
  sqlite3_str *pSql = sqlite3_str_new(db);
  sqlite3_stmt *pStmt = 0;
  char *zSql;
  int n, rc;
  sqlite3_str_appendf(pSql, "SELECT \"%w\"(", zName);
  for(n=0; n<nArg; n++) sqlite3_str_appendall(pSql, n ? ",0" : "0");
  sqlite3_str_appendall(pSql, ")");
  zSql = sqlite3_str_finish(pSql);
  if( zSql==0 ) return -SQLITE_NOMEM;
  rc = sqlite3_prepare_v2(db, zSql, -1, &pStmt, 0);
  sqlite3_free(zSql);
  sqlite3_finalize(pStmt);
  if( rc==SQLITE_NOMEM ) return -rc;
  if( rc!=SQLITE_ERROR ) return 1;
  *pbDirty = 1;
  return 0;
}

/* A failed prepare of gp_fn_callable left "no such function" as the
** connection's error, and sqlite3_open() fails with the error an automatic
** extension leaves, even one that returned SQLITE_OK: every connection
** opened after the load would fail on a SQLite built without
** SQLITE_SOUNDEX (most builds but Debian's).  A prepare that succeeds
** clears it: once, after the last probe (a prepare costs). */
static int gp_err_clear(sqlite3 *db, int bDirty){
  sqlite3_stmt *pStmt = 0;
  int rc;
  if( !bDirty ) return SQLITE_OK;
  rc = sqlite3_prepare_v2(db, "SELECT 1", -1, &pStmt, 0);
  sqlite3_finalize(pStmt);
  return rc;
}

/* Is a statement of the connection running (load_extension() from SQL)? */
static int gp_stmt_running(sqlite3 *db){
  sqlite3_stmt *p;
  for(p=sqlite3_next_stmt(db, 0); p; p=sqlite3_next_stmt(db, p)){
    if( sqlite3_stmt_busy(p) ) return 1;
  }
  return 0;
}

/* GPUSTR_FUNCTIONS: *pbKeep 1 for "keep", 0 for "replace" or unset. */
static int gp_sqlfn_mode(int *pbKeep, char **pzErrMsg){
  const char *z = getenv("GPUSTR_FUNCTIONS");
  *pbKeep = 0;
  if( z==0 || *z==0 || sqlite3_stricmp(z, "replace")==0 ) return SQLITE_OK;
  if( sqlite3_stricmp(z, "keep")==0 ){ *pbKeep = 1; return SQLITE_OK; }
  if( pzErrMsg ){
    *pzErrMsg = sqlite3_mprintf("gpustr: GPUSTR_FUNCTIONS is '%s': it takes 'replace' "
                                "(the default) or 'keep'", z);
  }
  return SQLITE_ERROR;
}

/* Does the connection have, of the function table's FT_SQLFN rows but the
** FT_SQLFN_ABSENT ones, a function of the same name and exactly the same
** arity and encoding (UTF-8: what sqlite3_create_function would replace;
** ours win over a UTF-16 one anyway)?  aHit[i] gets bit
** n - nFirst for row i's arity n (bit 0 for any number).  One scan of
** pragma_function_list (a scan per row took milliseconds); where SQLite
** is built without it, whether a call compiles (which a function of any
** number of arguments also answers yes). */
static int gp_sqlfn_defined(sqlite3 *db, unsigned char *aHit, int *pbDirty){
  sqlite3_stmt *pStmt = 0;
  int i, n, rc;
  rc = sqlite3_prepare_v2(db, "SELECT name, narg FROM pragma_function_list WHERE enc='utf8'",
                          -1, &pStmt, 0);
  if( rc==SQLITE_NOMEM ) return rc;
  if( rc!=SQLITE_OK ){
    sqlite3_finalize(pStmt);
    *pbDirty = 1;
    for(i=0; i<ft_count; i++){
      const ft_entry *f = &ft_table[i];
      int nFirst = f->nMax<0 ? -1 : f->nMin, nLast = f->nMax<0 ? -1 : f->nMax;
      if( (f->flags & FT_SQLFN)==0 || (f->flags & FT_SQLFN_ABSENT) ) continue;
      for(n=nFirst; n<=nLast; n++){
        rc = gp_fn_callable(db, f->zName, n, pbDirty);
        if( rc<0 ) return -rc;
        if( rc ) aHit[i] |= (unsigned char)(1<<(n-nFirst));
      }
    }
    return SQLITE_OK;
  }
  while( sqlite3_step(pStmt)==SQLITE_ROW ){
    const char *zName = (const char*)sqlite3_column_text(pStmt, 0);
    int nArg = sqlite3_column_int(pStmt, 1);
    if( zName==0 ) continue;
    for(i=0; i<ft_count; i++){
      const ft_entry *f = &ft_table[i];
      int nFirst = f->nMax<0 ? -1 : f->nMin, nLast = f->nMax<0 ? -1 : f->nMax;
      if( (f->flags & FT_SQLFN)==0 || (f->flags & FT_SQLFN_ABSENT) ) continue;
      if( nArg<nFirst || nArg>nLast || sqlite3_stricmp(zName, f->zName)!=0 ) continue;
      aHit[i] |= (unsigned char)(1<<(nArg-nFirst));
    }
  }
  return sqlite3_finalize(pStmt);
}

/* Before anything is registered, under "replace": a function gpustr would
** replace while a statement runs is an error that names them all. */
static int gp_sqlfn_precheck(sqlite3 *db, int bKeep, char **pzErrMsg){
  sqlite3_str *pList;
  unsigned char *aHit;
  char *zList;
  int i, n, rc, nHit = 0, bDirty = 0;
  if( bKeep || !gp_stmt_running(db) ) return SQLITE_OK;
  aHit = (unsigned char*)sqlite3_malloc64((sqlite3_uint64)ft_count);
  if( aHit==0 ) return SQLITE_NOMEM;
  memset(aHit, 0, (size_t)ft_count);
  rc = gp_sqlfn_defined(db, aHit, &bDirty);
  if( rc!=SQLITE_OK ){ sqlite3_free(aHit); return rc; }
  pList = sqlite3_str_new(0);
  for(i=0; i<ft_count; i++){
    const ft_entry *f = &ft_table[i];
    int nFirst = f->nMax<0 ? -1 : f->nMin, nLast = f->nMax<0 ? -1 : f->nMax;
    for(n=nFirst; n<=nLast; n++){
      if( aHit[i] & (1<<(n-nFirst)) ){
        sqlite3_str_appendf(pList, "%s%s/%d", nHit++ ? ", " : "", f->zName, n);
      }
    }
  }
  sqlite3_free(aHit);
  zList = sqlite3_str_finish(pList);
  if( nHit==0 ){ sqlite3_free(zList); return gp_err_clear(db, bDirty); }
  if( zList==0 ) return SQLITE_NOMEM;
  if( pzErrMsg ){
    *pzErrMsg = sqlite3_mprintf(
      "gpustr: the connection has functions of gpustr's names already (%s), and SQLite "
      "replaces no function while a statement runs, as when load_extension() is called "
      "from SQL: load gpustr through sqlite3_load_extension() (the shell's .load, "
      "Python's conn.load_extension()), or set GPUSTR_FUNCTIONS=keep to keep those",
      zList);
  }
  sqlite3_free(zList);
  return SQLITE_ERROR;
}

/* An FT_SQLFN row of the function table as a plain SQL function, for each
** of its arities (any number when it has no most); the row is the user
** data, so these hold no reference to the connection.  bKeep: leave a
** name the connection can call already with one of the row's arities. */
static int gp_register_sqlfn(sqlite3 *db, const ft_entry *f, int bKeep, int *pbDirty){
  int n, rc = SQLITE_OK;
  int nFirst = f->nMax<0 ? -1 : f->nMin, nLast = f->nMax<0 ? -1 : f->nMax;
  if( bKeep || (f->flags & FT_SQLFN_ABSENT) ){
    /* SQLite's own (FT_SQLFN_ABSENT), or any (keep): where a call
    ** compiles, that function stays.  Only "no such function" lets ours
    ** in: on any other failure one may be there, and it is never
    ** replaced. */
    for(n=f->nMin; n<=(f->nMax<0 ? f->nMin : f->nMax); n++){
      rc = gp_fn_callable(db, f->zName, n, pbDirty);
      if( rc<0 ) return -rc;
      if( rc ) return SQLITE_OK;
    }
    rc = SQLITE_OK;
  }
  for(n=nFirst; rc==SQLITE_OK && n<=nLast; n++){
    rc = sqlite3_create_function_v2(db, f->zName, n,
                                    SQLITE_UTF8|SQLITE_DETERMINISTIC|SQLITE_INNOCUOUS,
                                    (void*)f, gp_sqlfn_func, 0, 0, 0);
    /* Not after gp_sqlfn_precheck: "unable to delete/modify user-function
    ** due to active statements" (a function it did not see).  Not an error
    ** here, with functions registered already: an error would make SQLite
    ** unload the library under them. */
    if( rc==SQLITE_BUSY ) rc = SQLITE_OK;
  }
  return rc;
}

static int gp_register_all(sqlite3 *db, gp_conn *conn, int bKeep){
  int i, rc = SQLITE_OK, bDirty = 0;
  for(i=0; rc==SQLITE_OK && i<(int)(sizeof(gp_registry)/sizeof(gp_registry[0])); i++){
    rc = gp_register(db, &gp_registry[i], conn);
  }
  for(i=0; rc==SQLITE_OK && i<ft_count; i++){
    if( ft_table[i].flags & FT_SQLFN ) rc = gp_register_sqlfn(db, &ft_table[i], bKeep, &bDirty);
  }
  if( rc==SQLITE_OK ) rc = gp_err_clear(db, bDirty);
  return rc;
}

/* Give db its gp_conn and functions, unless it has them already: a second
** load_extension() runs inside a statement, when SQLite refuses to replace
** functions ("unable to delete/modify user-function due to active
** statements"), and there is nothing to replace anyway. */
static int gp_init_connection(sqlite3 *db, char **pzErrMsg){
  gp_conn *conn;
  int rc, bKeep;
  pthread_mutex_lock(&gp_init_mutex);
  conn = gp_conn_find(db);
  pthread_mutex_unlock(&gp_init_mutex);
  if( conn ) return SQLITE_OK;
  rc = gp_sqlfn_mode(&bKeep, pzErrMsg);
  if( rc==SQLITE_OK ) rc = gp_sqlfn_precheck(db, bKeep, pzErrMsg);
  if( rc!=SQLITE_OK ) return rc;

  conn = (gp_conn*)sqlite3_malloc64(sizeof(*conn));
  if( conn==0 ) return SQLITE_NOMEM;
  memset(conn, 0, sizeof(*conn));
  rc = gp_config_init(&conn->cfg, pzErrMsg);
  if( rc!=SQLITE_OK ){ sqlite3_free(conn); return rc; }
  conn->db = db;
  conn->nRef = 1;                  /* this function's own, dropped below */
  pthread_mutex_lock(&gp_init_mutex);
  conn->pNext = gp_conn_list;
  gp_conn_list = conn;
  pthread_mutex_unlock(&gp_init_mutex);
  rc = gp_register_all(db, conn, bKeep);
  gp_conn_unref(conn);
  return rc;
}

#ifndef SQLITE_CORE
static int gp_auto_registered = 0;

/* The automatic extension: every connection opened after the first load. */
static int gp_auto_init(sqlite3 *db, char **pzErrMsg, const sqlite3_api_routines *pApi){
  (void)pApi;
  return gp_init_connection(db, pzErrMsg);
}

/* Keep the module in the process for good: SQLite dlclose()s what
** sqlite3_load_extension() opened when that connection closes, and the
** automatic extension above, the kernel cache's state and any worker
** thread point into it.  dlopen() of the module's own path with
** RTLD_NOLOAD finds the copy already there, and RTLD_NODELETE makes every
** later dlclose() leave it.  0 when that fails. */
static int gp_pin_module(void){
  Dl_info info;
  void *h;
  if( dladdr((void*)gp_pin_module, &info)==0 || info.dli_fname==0 ) return 0;
  h = dlopen(info.dli_fname, RTLD_LAZY | RTLD_NOLOAD | RTLD_NODELETE);
  return h!=0;    /* the reference is never dropped: that is the point */
}

/* The only symbol the module exports (-fvisibility=hidden elsewhere). */
__attribute__((visibility("default")))
int sqlite3_gpustr_init(sqlite3 *db, char **pzErrMsg, const sqlite3_api_routines *pApi){
  static int bPinned = 0;
  int rc;
  if( pApi==0 ) return SQLITE_MISUSE;   /* only SQLite can call it: it passes its routines */
  /* The extension calls SQLite through one routine table, the first
  ** library's: a second SQLite library in the process (apsw's beside
  ** Python's sqlite3) gets the same copy of gpustr from the loader, and
  ** its connections would be driven through the first library's
  ** routines.  Refused, in the second library's words and memory. */
  pthread_mutex_lock(&gp_init_mutex);
  if( sqlite3_api!=0 && sqlite3_api!=pApi ){
    pthread_mutex_unlock(&gp_init_mutex);
    if( pzErrMsg ){
      *pzErrMsg = pApi->mprintf("gpustr is loaded into another SQLite library in this process "
                                "(SQLite %s); it serves one library a process",
                                sqlite3_libversion());
    }
    return SQLITE_ERROR;
  }
  SQLITE_EXTENSION_INIT2(pApi);
  gp_host_api = pApi;
  if( !bPinned ) bPinned = gp_pin_module();
  pthread_mutex_unlock(&gp_init_mutex);
  rc = gp_init_connection(db, pzErrMsg);
  if( rc!=SQLITE_OK ) return rc;
  pthread_mutex_lock(&gp_init_mutex);
  if( !gp_auto_registered ){
    gp_auto_registered = 1;
    rc = sqlite3_auto_extension((void(*)(void))gp_auto_init);
  }
  pthread_mutex_unlock(&gp_init_mutex);
  if( rc!=SQLITE_OK ) return rc;
  /* Not pinned (no dladdr): the old way, which sqlite3_load_extension()
  ** understands; an automatic extension of the application's own
  ** registering would then fail, as it did before. */
  return bPinned ? SQLITE_OK : SQLITE_OK_LOAD_PERMANENTLY;
}

#else  /* SQLITE_CORE */

/* Compiled into the application: gpustr.h declares this.  It registers no
** automatic extension of its own; the application decides (see above). */
__attribute__((visibility("default")))
int sqlite3_gpustr_init(sqlite3 *db, char **pzErrMsg, const sqlite3_api_routines *pApi){
  if( pApi ){   /* 0 from a direct call, or a SQLite without extension loading */
    pthread_mutex_lock(&gp_init_mutex);
    gp_host_api = pApi;
    pthread_mutex_unlock(&gp_init_mutex);
  }
  return gp_init_connection(db, pzErrMsg);
}

#endif /* SQLITE_CORE */
