/*
** dqlite_client.c - the cluster test's client (test/cluster.test): sends
** statements to a dqlite cluster's leader, or runs the same statements on a
** plain SQLite database in this process, printing both the same way so that
** the test can compare them line by line.
**
**   dqlite_client [-t SECONDS] ADDR[,ADDR...] leader       # "ID ADDRESS" of the leader
**   dqlite_client [-t SECONDS] ADDR[,ADDR...] cluster      # "ID ADDRESS ROLE" a member
**   dqlite_client [-t SECONDS] ADDR[,ADDR...] transfer ID  # make node ID the leader
**   dqlite_client [-t SECONDS] ADDR[,ADDR...] sql DBNAME   < script
**   dqlite_client local FILE                               < script
**
** The script's statements (split where sqlite3_complete() says one ends)
** run in turn.  One that begins with SELECT or VALUES is a query
** (QUERY_SQL), any other is executed (EXEC_SQL): through the leader found
** from any of the addresses (it waits up to -t seconds, 30 by default, for
** the cluster to have one), or, with local, on FILE opened with gpustr
** registered as an automatic extension (libgpustr.a), as an application
** would.  For each statement the output is a line "> " and the statement on
** one line, then its rows, a line each, values separated by '|' (integers
** and reals in decimal, reals with 17 digits; text quoted as SQL quotes it,
** newlines and backslashes escaped; NULL; blobs as X'..'), or a line
** "error: " and SQLite's message.  With DQLITE_CLIENT_TIMES set in the
** environment, each statement's time (milliseconds, the round trip
** included) goes to stderr, a line "ms<TAB>statement" each.  Exit status: 0, or 2 where the cluster
** or the file could not be reached (a statement's error is output, not a
** failure of the program).
*/
#include <sqlite3.h>
#include <gpustr.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <ctype.h>
#include <time.h>
#include "dqlite-wire.h"

#define CL_REQUEST_MS 120000    /* one request at most; a statement's included */

static int cl_nWaitMs = 30000;  /* -t: how long to wait for a leader */

static double cl_now_ms(void){
  struct timespec ts;
  clock_gettime(CLOCK_MONOTONIC, &ts);
  return ts.tv_sec*1e3 + ts.tv_nsec/1e6;
}

/* The statement's time, where DQLITE_CLIENT_TIMES asks for it. */
static void cl_time(double t0, const char *zStmt){
  if( getenv("DQLITE_CLIENT_TIMES") ){
    fprintf(stderr, "%.1f\t%.*s\n", cl_now_ms() - t0, (int)strcspn(zStmt, "\n"), zStmt);
  }
}

static void cl_sleep_ms(int ms){
  struct timespec ts;
  ts.tv_sec = ms/1000;
  ts.tv_nsec = (long)(ms%1000)*1000000L;
  nanosleep(&ts, 0);
}

/* ---- output ------------------------------------------------------------- */

static void cl_print_value(const dqw_value *p){
  int i;
  switch( p->eType ){
    case SQLITE_INTEGER: printf("%lld", (long long)p->i); break;
    case SQLITE_FLOAT:   printf("%.17g", p->r); break;
    case SQLITE_TEXT:
      putchar('\'');
      for(i=0; i<p->n; i++){
        char ch = p->z[i];
        if( ch=='\'' ) fputs("''", stdout);
        else if( ch=='\n' ) fputs("\\n", stdout);
        else if( ch=='\\' ) fputs("\\\\", stdout);
        else putchar(ch);
      }
      putchar('\'');
      break;
    case SQLITE_BLOB:
      fputs("X'", stdout);
      for(i=0; i<p->n; i++) printf("%02X", (unsigned char)p->z[i]);
      putchar('\'');
      break;
    default: fputs("NULL", stdout); break;
  }
}

static int cl_print_row(void *pArg, int nCol, const dqw_value *aVal, char **azName){
  int i;
  (void)pArg; (void)azName;
  for(i=0; i<nCol; i++){
    if( i ) putchar('|');
    cl_print_value(&aVal[i]);
  }
  putchar('\n');
  return 0;
}

/* "> " and the statement on one line (runs of blanks as one space). */
static void cl_print_statement(const char *zSql){
  int bSpace = 0;
  fputs("> ", stdout);
  for(; *zSql; zSql++){
    if( isspace((unsigned char)*zSql) ){
      bSpace = 1;
    }else{
      if( bSpace ) putchar(' ');
      bSpace = 0;
      putchar(*zSql);
    }
  }
  putchar('\n');
}

/* ---- the script ----------------------------------------------------------- */

/* The next statement of *pz (malloc'd, without leading blanks), or 0 at the
** end; *pz moves past it. */
static char *cl_next_statement(const char **pz){
  const char *z = *pz;
  size_t i, n;
  while( isspace((unsigned char)*z) ) z++;
  if( *z==0 ) return 0;
  n = strlen(z);
  for(i=0; i<n; i++){
    if( z[i]==';' || i==n-1 ){
      char *zStmt = malloc(i + 2);
      if( zStmt==0 ) return 0;
      memcpy(zStmt, z, i + 1);
      zStmt[i+1] = 0;
      if( sqlite3_complete(zStmt) || i==n-1 ){
        *pz = z + i + 1;
        return zStmt;
      }
      free(zStmt);
    }
  }
  return 0;
}

static int cl_is_query(const char *zSql){
  return sqlite3_strnicmp(zSql, "SELECT", 6)==0 || sqlite3_strnicmp(zSql, "VALUES", 6)==0;
}

static char *cl_read_stdin(void){
  size_t n = 0, nAlloc = 65536, k;
  char *z = malloc(nAlloc);
  while( z && (k = fread(z + n, 1, nAlloc - n - 1, stdin))>0 ){
    n += k;
    if( nAlloc - n < 4096 ){
      char *zNew = realloc(z, nAlloc*2);
      if( zNew==0 ){ free(z); return 0; }
      z = zNew;
      nAlloc *= 2;
    }
  }
  if( z ) z[n] = 0;
  return z;
}

/* ---- local: one process, plain SQLite ------------------------------------- */

static int cl_local(const char *zFile){
  char *zScript = cl_read_stdin(), *zStmt;
  const char *zRest = zScript;
  sqlite3 *db = 0;
  if( zScript==0 ) return 2;
  sqlite3_auto_extension((void(*)(void))sqlite3_gpustr_init);
  if( sqlite3_open(zFile, &db)!=SQLITE_OK ){
    fprintf(stderr, "dqlite_client: cannot open %s: %s\n", zFile, sqlite3_errmsg(db));
    sqlite3_close(db);
    free(zScript);
    return 2;
  }
  while( (zStmt = cl_next_statement(&zRest))!=0 ){
    sqlite3_stmt *pStmt = 0;
    int rc;
    double t0 = cl_now_ms();
    cl_print_statement(zStmt);
    rc = sqlite3_prepare_v2(db, zStmt, -1, &pStmt, 0);
    while( rc==SQLITE_OK && pStmt && (rc = sqlite3_step(pStmt))==SQLITE_ROW ){
      int i, nCol = sqlite3_column_count(pStmt);
      dqw_value aVal[64];
      if( nCol>64 ) nCol = 64;
      for(i=0; i<nCol; i++){
        dqw_value *p = &aVal[i];
        memset(p, 0, sizeof(*p));
        p->eType = sqlite3_column_type(pStmt, i);
        if( p->eType==SQLITE_INTEGER ) p->i = sqlite3_column_int64(pStmt, i);
        if( p->eType==SQLITE_FLOAT ) p->r = sqlite3_column_double(pStmt, i);
        if( p->eType==SQLITE_BLOB ) p->z = (const char*)sqlite3_column_blob(pStmt, i);
        /* Text as dqlite sends it: up to its first NUL. */
        if( p->eType==SQLITE_TEXT ) p->z = (const char*)sqlite3_column_text(pStmt, i);
        p->n = p->eType==SQLITE_TEXT ? (int)strlen(p->z) : sqlite3_column_bytes(pStmt, i);
      }
      if( cl_is_query(zStmt) ) cl_print_row(0, nCol, aVal, 0);
      rc = SQLITE_OK;
    }
    if( rc!=SQLITE_DONE && rc!=SQLITE_OK ) printf("error: %s\n", sqlite3_errmsg(db));
    sqlite3_finalize(pStmt);
    cl_time(t0, zStmt);
    free(zStmt);
  }
  fflush(stdout);
  sqlite3_close(db);
  free(zScript);
  return 0;
}

/* ---- the cluster ------------------------------------------------------------ */

/* A connection to the leader, found through any of the comma-separated
** addresses; waits up to -t for one.  0 with a message on stderr. */
static dqw_conn *cl_leader(const char *zAddrs, uint64_t *pId, char *zLeader, int nLeader){
  char zErr[512] = "no address";
  int ms;
  for(ms=0; ms<=cl_nWaitMs; ms+=200){
    const char *z = zAddrs;
    while( *z ){
      char zAddr[256];
      size_t n = strcspn(z, ",");
      char *zConnErr = 0;
      dqw_conn *c;
      snprintf(zAddr, sizeof(zAddr), "%.*s", (int)n, z);
      z += n;
      if( *z==',' ) z++;
      c = dqw_connect(zAddr, CL_REQUEST_MS, &zConnErr);
      if( c==0 ){
        snprintf(zErr, sizeof(zErr), "%s", zConnErr ? zConnErr : "out of memory");
        free(zConnErr);
        continue;
      }
      if( dqw_leader(c, pId, zLeader, nLeader)==0 && *pId!=0 ){
        if( strcmp(zLeader, zAddr)==0 ) return c;
        dqw_close(c);
        c = dqw_connect(zLeader, CL_REQUEST_MS, &zConnErr);
        if( c ){
          /* The leader still, as seen from itself? */
          uint64_t idSelf = 0;
          char zSelf[256];
          if( dqw_leader(c, &idSelf, zSelf, sizeof(zSelf))==0 && idSelf==*pId ) return c;
          snprintf(zErr, sizeof(zErr), "%s is no longer the leader", zLeader);
          dqw_close(c);
          continue;
        }
        snprintf(zErr, sizeof(zErr), "%s", zConnErr ? zConnErr : "out of memory");
        free(zConnErr);
        continue;
      }
      snprintf(zErr, sizeof(zErr), "%s: %s", zAddr, *pId==0 ? "no leader known" : dqw_errmsg(c));
      dqw_close(c);
    }
    cl_sleep_ms(200);
  }
  fprintf(stderr, "dqlite_client: no leader in %d ms: %s\n", cl_nWaitMs, zErr);
  return 0;
}

static void cl_print_member(void *pArg, uint64_t id, const char *zAddr, int eRole){
  (void)pArg;
  printf("%llu %s %s\n", (unsigned long long)id, zAddr,
         eRole==0 ? "voter" : eRole==1 ? "standby" : "spare");
}

static int cl_sql(dqw_conn *c, const char *zDb){
  char *zScript = cl_read_stdin(), *zStmt;
  const char *zRest = zScript;
  uint32_t iDb;
  if( zScript==0 ) return 2;
  if( dqw_open(c, zDb, &iDb) ){
    fprintf(stderr, "dqlite_client: open %s: %s\n", zDb, dqw_errmsg(c));
    free(zScript);
    return 2;
  }
  while( (zStmt = cl_next_statement(&zRest))!=0 ){
    int rc;
    double t0 = cl_now_ms();
    cl_print_statement(zStmt);
    fflush(stdout);
    if( cl_is_query(zStmt) ){
      rc = dqw_query(c, iDb, zStmt, cl_print_row, 0);
    }else{
      uint64_t nChange;
      rc = dqw_exec(c, iDb, zStmt, &nChange);
    }
    if( rc ) printf("error: %s\n", dqw_errmsg(c));
    cl_time(t0, zStmt);
    free(zStmt);
  }
  fflush(stdout);
  free(zScript);
  return 0;
}

static void cl_usage(void){
  fprintf(stderr,
    "usage: dqlite_client [-t SECONDS] ADDR[,ADDR...] leader|cluster|transfer ID|sql DBNAME\n"
    "       dqlite_client local FILE\n");
  exit(2);
}

int main(int argc, char **argv){
  char zLeader[256];
  uint64_t idLeader = 0;
  dqw_conn *c;
  int i = 1, rc = 0;
  if( argc>2 && strcmp(argv[1], "-t")==0 ){
    cl_nWaitMs = atoi(argv[2])*1000;
    i = 3;
  }
  if( argc-i<2 ) cl_usage();
  if( strcmp(argv[i], "local")==0 ) return cl_local(argv[i+1]);
  c = cl_leader(argv[i], &idLeader, zLeader, sizeof(zLeader));
  if( c==0 ) return 2;
  if( strcmp(argv[i+1], "leader")==0 ){
    printf("%llu %s\n", (unsigned long long)idLeader, zLeader);
  }else if( strcmp(argv[i+1], "cluster")==0 ){
    if( dqw_cluster(c, cl_print_member, 0) ){
      fprintf(stderr, "dqlite_client: cluster: %s\n", dqw_errmsg(c));
      rc = 2;
    }
  }else if( strcmp(argv[i+1], "transfer")==0 && argc-i==3 ){
    if( dqw_transfer(c, strtoull(argv[i+2], 0, 10)) ){
      fprintf(stderr, "dqlite_client: transfer: %s\n", dqw_errmsg(c));
      rc = 2;
    }
  }else if( strcmp(argv[i+1], "sql")==0 && argc-i==3 ){
    rc = cl_sql(c, argv[i+2]);
  }else{
    dqw_close(c);
    cl_usage();
  }
  dqw_close(c);
  return rc;
}
