/*
** gpustr.c - the entry point of the gpustr SQLite extension.
**
**   sqlite> .load ./gpustr
**   sqlite> SELECT gpu_info();
**
** sqlite3_gpustr_init() gives the connection its own gp_conn (the knobs of
** gpu_config) and registers every SQL function on it.  The first load also
** registers the entry point as an automatic extension, so every connection
** the process opens afterwards gets the functions too, and returns
** SQLITE_OK_LOAD_PERMANENTLY: process-wide state (the CUDA probe, the kernel
** cache, the statistics) outlives any one connection.  CUDA itself is touched
** lazily, on first use, never here.
*/
#include "gpustr_int.h"
#include <pthread.h>
#include <string.h>

SQLITE_EXTENSION_INIT1

/* conn is shared by every function registered on the connection, each of
** which holds a reference; SQLite drops one (xDestroy) when a function is
** replaced (a second load) or the connection closes. */
static pthread_mutex_t gp_init_mutex = PTHREAD_MUTEX_INITIALIZER;
static gp_conn *gp_conn_list = 0;       /* connections with the functions */
static int gp_auto_registered = 0;

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

int gp_create_function(sqlite3 *db, const char *zName, int nArg, int flags, gp_conn *conn,
                       void (*xFunc)(sqlite3_context*, int, sqlite3_value**),
                       void (*xStep)(sqlite3_context*, int, sqlite3_value**),
                       void (*xFinal)(sqlite3_context*),
                       void (*xValue)(sqlite3_context*),
                       void (*xInverse)(sqlite3_context*, int, sqlite3_value**)){
  conn->nRef++;   /* SQLite calls gp_conn_unref even when registration fails */
  if( xFunc ){
    return sqlite3_create_function_v2(db, zName, nArg, SQLITE_UTF8|flags, conn,
                                      xFunc, 0, 0, gp_conn_unref);
  }
  return sqlite3_create_window_function(db, zName, nArg, SQLITE_UTF8|flags, conn,
                                        xStep, xFinal, xValue, xInverse, gp_conn_unref);
}

int gp_create_module(sqlite3 *db, const char *zName, const sqlite3_module *pModule, gp_conn *conn){
  conn->nRef++;   /* SQLite calls gp_conn_unref even when registration fails */
  return sqlite3_create_module_v2(db, zName, pModule, conn, gp_conn_unref);
}

/* The one place that says which functions the extension has. */
static int gp_register_all(sqlite3 *db, gp_conn *conn){
  int rc = gp_register_admin(db, conn);
  if( rc==SQLITE_OK ) rc = gp_register_udf_row(db, conn);
  if( rc==SQLITE_OK ) rc = gp_register_udf_window(db, conn);
  if( rc==SQLITE_OK ) rc = gp_register_map(db, conn);
  return rc;
}

/* Give db its gp_conn and functions, unless it has them already: a second
** load_extension() runs inside a statement, when SQLite refuses to replace
** functions ("unable to delete/modify user-function due to active
** statements"), and there is nothing to replace anyway. */
static int gp_init_connection(sqlite3 *db, char **pzErrMsg){
  gp_conn *conn;
  int rc;
  pthread_mutex_lock(&gp_init_mutex);
  conn = gp_conn_find(db);
  pthread_mutex_unlock(&gp_init_mutex);
  if( conn ) return SQLITE_OK;

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
  rc = gp_register_all(db, conn);
  gp_conn_unref(conn);
  return rc;
}

/* The automatic extension: every connection opened after the first load.
** (An automatic extension must return SQLITE_OK, not ..._LOAD_PERMANENTLY.) */
static int gp_auto_init(sqlite3 *db, char **pzErrMsg, const sqlite3_api_routines *pApi){
  (void)pApi;
  return gp_init_connection(db, pzErrMsg);
}

/* The only symbol the module exports (-fvisibility=hidden elsewhere). */
__attribute__((visibility("default")))
int sqlite3_gpustr_init(sqlite3 *db, char **pzErrMsg, const sqlite3_api_routines *pApi){
  int rc;
  SQLITE_EXTENSION_INIT2(pApi);
  rc = gp_init_connection(db, pzErrMsg);
  if( rc!=SQLITE_OK ) return rc;
  pthread_mutex_lock(&gp_init_mutex);
  if( !gp_auto_registered ){
    gp_auto_registered = 1;
    rc = sqlite3_auto_extension((void(*)(void))gp_auto_init);
  }
  pthread_mutex_unlock(&gp_init_mutex);
  return rc==SQLITE_OK ? SQLITE_OK_LOAD_PERMANENTLY : rc;
}
