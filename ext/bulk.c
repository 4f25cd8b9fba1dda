/*
** bulk.c - "bulk in": the inner query of gpu_map read on several threads.
**
**   SELECT count(*) FROM gpu_map('regexp_like(s, ''^ab'')', 'SELECT s FROM t') WHERE value = 1;
**
** Stepping the inner query row by row on SQLite's thread costs more than
** the program itself on a GPU.  Where the query is a plain read of one
** table,
**
**   SELECT col [, col ...] FROM [schema.]table      (or SELECT *, t.*)
**
** of an on-disk rowid table (not a view, a virtual table, a temp table or a
** WITHOUT ROWID table, and without generated columns), gpu_map reads it on
** `threads` worker threads instead: each opens its own read-only
** connection to the database file and reads its share of the table in
** parts of consecutive rowids, by the same column list, and SQLite's thread
** only copies the parts, in rowid order, into the batches.
**
** The rows must be exactly those that the statement's own connection sees
** at that moment.  gp_bulk_open guarantees it, or declines (the caller then
** steps its own statement, as before):
**   - the caller has stepped its own statement once, so its connection
**     holds a read transaction on the table's database (SQLite's SHARED
**     lock in rollback-journal modes);
**   - that connection has no uncommitted changes there (sqlite3_txn_state
**     is READ, not WRITE);
**   - the database is not in WAL mode: there a worker's new read
**     transaction may see commits made after the statement's own began,
**     and this SQLite has no way to read an older snapshot
**     (sqlite3_snapshot_open needs SQLITE_ENABLE_SNAPSHOT and a connection
**     out of autocommit);
**   - no `nolock` URI parameter, no VFS without locks (unix-none), no
**     memdb (nothing would keep writers out, or the database is private);
**   - every worker opens its read transaction (BEGIN, then a read of the
**     schema) while the caller's SHARED lock is held, without waiting: a
**     writer that already waits to commit (PENDING) makes that fail, and
**     gpu_map declines rather than waits.
** With SHARED locks held by the statement and the workers, no other
** connection of any process can commit until the run ends, so every worker
** reads the same committed database the statement sees.  The rows come in
** rowid order (a query without ORDER BY promises none; rowno numbers them
** in that order).
**
** Workers fill chunks (gp_batch) of at most a part's rows and nChunkBytes
** bytes, two per worker, so memory stays bounded whatever the table; part
** k is worker k % nWorker's, and gp_bulk_next takes the parts in order.
** With a compute (gp_bulk_compute: gpu_map's fused runs), a worker also
** computes each chunk it fills before handing it over, and gp_bulk_take
** hands rows and results over whole.
*/
#include "bulk.h"
#include "pool.h"
#include <pthread.h>
#include <string.h>
#include <time.h>

/* ---- the shape of the query -------------------------------------------------- */

#define BK_END   0
#define BK_ID    1     /* an identifier, bare or quoted */
#define BK_OP    2     /* one character: , . * ; */
#define BK_BAD   3

typedef struct bk_tok {
  const char *z;
  int n;
  int eType;
} bk_tok;

/* The token at *pz; *pz moves past it. */
static void bk_next(const char **pz, bk_tok *t){
  const char *z = gp_sql_skip_blank(*pz);
  t->z = z;
  t->n = 0;
  if( *z==0 ){
    t->eType = BK_END;
  }else if( *z=='"' || *z=='`' || *z=='[' ){
    char cEnd = *z=='[' ? ']' : *z;
    const char *p = z + 1;
    for(;;){
      if( *p==0 ){ t->eType = BK_BAD; break; }
      if( *p==cEnd ){
        if( cEnd!=']' && p[1]==cEnd ){ p += 2; continue; }
        p++;
        t->eType = BK_ID;
        break;
      }
      p++;
    }
    t->n = (int)(p - z);
  }else if( gp_sql_idchar((unsigned char)*z) && !(*z>='0' && *z<='9') ){
    const char *p = z;
    while( gp_sql_idchar((unsigned char)*p) ) p++;
    t->eType = BK_ID;
    t->n = (int)(p - z);
  }else if( *z==',' || *z=='.' || *z=='*' || *z==';' ){
    t->eType = BK_OP;
    t->n = 1;
  }else{
    t->eType = BK_BAD;
    t->n = 1;
  }
  *pz = t->z + t->n;
}

static int bk_is_word(const bk_tok *t, const char *zWord){
  return t->eType==BK_ID && gp_sql_is_word(t->z, t->n, zWord);
}
static int bk_is_op(const bk_tok *t, char c){ return t->eType==BK_OP && t->z[0]==c; }

/* The name a token stands for: quotes removed, doubled quotes made one. */
static char *bk_name(const bk_tok *t){
  char *z = (char*)sqlite3_malloc64((sqlite3_uint64)t->n + 1);
  int i, j = 0;
  if( z==0 ) return 0;
  if( t->z[0]=='"' || t->z[0]=='`' || t->z[0]=='[' ){
    char cEnd = t->z[0]=='[' ? ']' : t->z[0];
    for(i=1; i<t->n-1; i++){
      z[j++] = t->z[i];
      if( t->z[i]==cEnd && cEnd!=']' ) i++;
    }
  }else{
    memcpy(z, t->z, (size_t)t->n);
    j = t->n;
  }
  z[j] = 0;
  return z;
}

/* Keywords that end a column list or a FROM clause, or make a column
** something else than a column: a query with one of them is not bulk. */
static int bk_is_keyword(const bk_tok *t){
  static const char *const az[] = {
    "ALL", "DISTINCT", "FROM", "WHERE", "GROUP", "ORDER", "LIMIT", "AS", "JOIN", "UNION",
    "EXCEPT", "INTERSECT", "WINDOW", "HAVING", "NATURAL", "LEFT", "CROSS", "INNER", "ON",
    "USING", "INDEXED", "NOT", "SELECT", "VALUES", "WITH", "NULL", "CASE", "CAST",
  };
  int i;
  if( t->eType!=BK_ID || t->z[0]=='"' || t->z[0]=='`' || t->z[0]=='[' ) return 0;
  for(i=0; i<(int)(sizeof(az)/sizeof(az[0])); i++){
    if( bk_is_word(t, az[i]) ) return 1;
  }
  return 0;
}

struct gp_bulk_plan {
  char *zSchema;           /* "main" or the schema the query names */
  char *zTable;            /* the table's name, unquoted */
  char *zCols;             /* the column list, as the query writes it */
  char *zWhere;            /* the WHERE clause's expression, or 0 */
  char *zFile;             /* the database file */
  char *zVfs;              /* its VFS */
  const char *zRowid;      /* _rowid_, rowid or oid: one no column shadows */
};

void gp_bulk_plan_free(gp_bulk_plan *p){
  if( p==0 ) return;
  sqlite3_free(p->zSchema);
  sqlite3_free(p->zTable);
  sqlite3_free(p->zCols);
  sqlite3_free(p->zWhere);
  sqlite3_free(p->zFile);
  sqlite3_free(p->zVfs);
  sqlite3_free(p);
}

/* The rowids from iMin to iMax: how many at most (0: none). */
static sqlite3_int64 bk_range(sqlite3_int64 iMin, sqlite3_int64 iMax){
  if( iMax < iMin ) return 0;
  if( (sqlite3_uint64)iMax - (sqlite3_uint64)iMin >= (sqlite3_uint64)1<<62 ) return (sqlite3_int64)1<<62;
  return iMax - iMin + 1;
}

/* Run zSql (parameters ?1 = a, ?2 = b) on db; its first row's column 0 and
** 1 into *pz0 (sqlite3_malloc'd text, 0 for NULL) and *pi1.  SQLITE_ROW,
** SQLITE_DONE or an error. */
static int bk_query(sqlite3 *db, const char *zSql, const char *a, const char *b,
                    char **pz0, sqlite3_int64 *pi1){
  sqlite3_stmt *p = 0;
  int rc = sqlite3_prepare_v2(db, zSql, -1, &p, 0);
  if( rc!=SQLITE_OK ) return rc;
  if( a ) sqlite3_bind_text(p, 1, a, -1, SQLITE_STATIC);
  if( b ) sqlite3_bind_text(p, 2, b, -1, SQLITE_STATIC);
  rc = sqlite3_step(p);
  if( rc==SQLITE_ROW ){
    if( pz0 ){
      const unsigned char *z = sqlite3_column_text(p, 0);
      *pz0 = z ? sqlite3_mprintf("%s", z) : 0;
      if( z && *pz0==0 ) rc = SQLITE_NOMEM;
    }
    if( pi1 ) *pi1 = sqlite3_column_int64(p, 1);
  }
  sqlite3_finalize(p);
  return rc;
}

/* The schema SQLite finds an unqualified table name in: temp, main, then
** the attached databases in the order they were attached. */
static char *bk_schema_of(sqlite3 *db, const char *zTable){
  sqlite3_stmt *pList = 0;
  char *zFound = 0;
  int rc = sqlite3_prepare_v2(db, "SELECT name FROM pragma_database_list "
                                  "ORDER BY name<>'temp', name<>'main', seq", -1, &pList, 0);
  while( rc==SQLITE_OK && zFound==0 && sqlite3_step(pList)==SQLITE_ROW ){
    const char *zDb = (const char*)sqlite3_column_text(pList, 0);
    char *zQ = zDb ? sqlite3_mprintf("SELECT 1, 1 FROM \"%w\".sqlite_schema WHERE name = ?1 COLLATE NOCASE "
                                     "AND type IN ('table', 'view')", zDb) : 0;
    if( zQ && bk_query(db, zQ, zTable, 0, 0, 0)==SQLITE_ROW ) zFound = sqlite3_mprintf("%s", zDb);
    sqlite3_free(zQ);
  }
  sqlite3_finalize(pList);
  return zFound ? zFound : sqlite3_mprintf("main");
}

/* The end of a WHERE clause that bulk can read, from z: the expression
** then blanks, comments and ';' only.  0 where the clause goes on into
** what the workers' parts cannot do (GROUP BY, ORDER BY, LIMIT, a
** compound, a window) or reads other tables (a subquery, x IN table, a
** table-valued function), whose names a worker's connection might resolve
** otherwise.  Strings, quoted names and comments are skipped whole. */
static const char *bk_where_end(const char *z){
  static const char *const azStop[] = {
    "GROUP", "ORDER", "LIMIT", "HAVING", "WINDOW", "UNION", "EXCEPT", "INTERSECT", "RETURNING",
  };
  static const char *const azNever[] = { "SELECT", "VALUES", "EXISTS", "FROM" };
  const char *zEnd = z;
  int nDepth = 0, bIn = 0, i;
  for(;;){
    const char *zTok = gp_sql_skip_blank(z);
    char c = *zTok;
    if( c==0 ) return nDepth==0 ? zEnd : 0;
    if( c==';' ){
      const char *zRest = zTok;
      while( *zRest==';' ) zRest = gp_sql_skip_blank(zRest + 1);
      return *zRest==0 && nDepth==0 ? zEnd : 0;
    }
    if( bIn && c!='(' ) return 0;   /* x IN table, x IN 'table', x IN f(...) */
    bIn = 0;
    if( c=='$' || c=='@' || c==':' || c=='#' ){
      /* A parameter; TCL's $a(...) form holds what a scanner of SQL
      ** cannot follow. */
      z = zTok + 1;
      while( gp_sql_idchar((unsigned char)*z) || *z==':' ) z++;
      if( *z=='(' ) return 0;
    }else if( c=='\'' || c=='"' || c=='`' || c=='[' ){
      char cEnd = c=='[' ? ']' : c;
      z = zTok + 1;
      for(;;){
        if( *z==0 ) return 0;
        if( *z==cEnd ){
          if( cEnd!=']' && z[1]==cEnd ){ z += 2; continue; }
          z++;
          break;
        }
        z++;
      }
    }else if( gp_sql_idchar((unsigned char)c) ){
      int n;
      z = zTok;
      while( gp_sql_idchar((unsigned char)*z) ) z++;
      n = (int)(z - zTok);
      for(i=0; i<(int)(sizeof(azNever)/sizeof(azNever[0])); i++){
        if( gp_sql_is_word(zTok, n, azNever[i]) ) return 0;
      }
      for(i=0; nDepth==0 && i<(int)(sizeof(azStop)/sizeof(azStop[0])); i++){
        if( gp_sql_is_word(zTok, n, azStop[i]) ) return 0;
      }
      bIn = gp_sql_is_word(zTok, n, "IN");
    }else{
      if( c=='(' ) nDepth++;
      if( c==')' && --nDepth<0 ) return 0;
      z = zTok + 1;
    }
    zEnd = z;
  }
}

/* Whether db's program for SELECT ... WHERE zWhere calls only SQLite's own
** deterministic functions (not ones the application or an extension
** defines on this connection, which a worker's connection lacks or has
** otherwise; not random() or the date functions, whose 'now' is the
** statement's) and compares text only under BINARY (a connection may
** define NOCASE otherwise).  SQLITE_OK, SQLITE_DONE, SQLITE_NOMEM. */
static int bk_where_calls_ok(sqlite3 *db, const gp_bulk_plan *p){
  static const char *const azTime[] = {
    "date", "time", "datetime", "julianday", "unixepoch", "strftime", "timediff",
    "current_date", "current_time", "current_timestamp",
  };
  char *zQ = sqlite3_mprintf("EXPLAIN SELECT %s FROM \"%w\".\"%w\" WHERE (%s)",
                             p->zCols, p->zSchema, p->zTable, p->zWhere);
  sqlite3_stmt *pEx = 0, *pFn = 0, *pColl = 0;
  int rc, i;
  if( zQ==0 ) return SQLITE_NOMEM;
  rc = sqlite3_prepare_v2(db, zQ, -1, &pEx, 0);
  sqlite3_free(zQ);
  if( rc==SQLITE_OK ){
    rc = sqlite3_prepare_v2(db, "SELECT count(*) FROM pragma_function_list "
                                "WHERE name = ?1 COLLATE NOCASE AND (builtin = 0 OR (flags & 2048) = 0)",
                            -1, &pFn, 0);
  }
  if( rc==SQLITE_OK ){
    /* Whether a P4 names a collation other than BINARY, as a word: in a
    ** comparison (NOCASE-8), OP_CollSeq (min, max, nullif), the key of an
    ** IN list's ephemeral index (k(1,NOCASE)). */
    rc = sqlite3_prepare_v2(db, "SELECT count(*) FROM pragma_collation_list WHERE name <> 'BINARY' "
                                "AND (' ' || upper(?1) || ' ') GLOB ('*[^A-Z0-9_]' || upper(name) || '[^A-Z0-9_]*')",
                            -1, &pColl, 0);
  }
  if( rc!=SQLITE_OK ){
    sqlite3_finalize(pEx);
    sqlite3_finalize(pFn);
    return rc==SQLITE_NOMEM ? rc : SQLITE_DONE;
  }
  while( rc==SQLITE_OK && sqlite3_step(pEx)==SQLITE_ROW ){
    const char *zOp = (const char*)sqlite3_column_text(pEx, 1);
    const char *zP4 = (const char*)sqlite3_column_text(pEx, 5);
    if( zOp==0 || zP4==0 ) continue;
    if( strcmp(zOp, "Function")==0 || strcmp(zOp, "PureFunc")==0 ){
      int n = 0;
      while( zP4[n] && zP4[n]!='(' ) n++;
      for(i=0; i<(int)(sizeof(azTime)/sizeof(azTime[0])); i++){
        if( (int)strlen(azTime[i])==n && sqlite3_strnicmp(zP4, azTime[i], n)==0 ) rc = SQLITE_DONE;
      }
      sqlite3_bind_text(pFn, 1, zP4, n, SQLITE_TRANSIENT);
      if( sqlite3_step(pFn)!=SQLITE_ROW || sqlite3_column_int(pFn, 0)!=0 ) rc = SQLITE_DONE;
      sqlite3_reset(pFn);
    }else if( (strcmp(zOp, "Eq")==0 || strcmp(zOp, "Ne")==0 || strcmp(zOp, "Lt")==0 || strcmp(zOp, "Le")==0
            || strcmp(zOp, "Gt")==0 || strcmp(zOp, "Ge")==0 || strcmp(zOp, "Compare")==0
            || strcmp(zOp, "CollSeq")==0)
            && zP4[0] && strncmp(zP4, "BINARY-", 7)!=0 ){
      rc = SQLITE_DONE;
    }
    if( rc==SQLITE_OK && zP4[0] ){
      sqlite3_bind_text(pColl, 1, zP4, -1, SQLITE_TRANSIENT);
      if( sqlite3_step(pColl)!=SQLITE_ROW || sqlite3_column_int(pColl, 0)!=0 ) rc = SQLITE_DONE;
      sqlite3_reset(pColl);
    }
  }
  sqlite3_finalize(pEx);
  sqlite3_finalize(pFn);
  sqlite3_finalize(pColl);
  return rc;
}

gp_bulk_plan *gp_bulk_plan_new(sqlite3 *db, const char *zSql, const char **pzWhy){
  static const char *const azRowid[] = { "_rowid_", "rowid", "oid" };
  const char *z = zSql, *zColStart, *zColEnd, *zWhere = 0, *zWhereEnd = 0;
  bk_tok t, tName, tSchema;
  gp_bulk_plan *p;
  char *zType = 0, *zQ;
  sqlite3_int64 n = 0;
  int i, rc, bSchema = 0;
  const char *zFile;

  /* SELECT item [, item] FROM [schema .] table [WHERE expr] [;] */
  *pzWhy = "the query is not SELECT col, ... FROM table [WHERE ...] (no join, expression, alias, "
           "ORDER BY, LIMIT or subquery)";
  bk_next(&z, &t);
  if( !bk_is_word(&t, "SELECT") ) return 0;
  zColStart = gp_sql_skip_blank(z);
  for(;;){
    bk_next(&z, &t);
    if( bk_is_op(&t, '*') ){
      /* SELECT * */
    }else if( t.eType==BK_ID && !bk_is_keyword(&t) ){
      const char *zSave = z;
      bk_tok t2;
      bk_next(&z, &t2);
      if( bk_is_op(&t2, '.') ){
        bk_next(&z, &t2);     /* t.col or t.* */
        if( !(bk_is_op(&t2, '*') || (t2.eType==BK_ID && !bk_is_keyword(&t2))) ) return 0;
      }else{
        z = zSave;
      }
    }else{
      return 0;
    }
    zColEnd = z;
    bk_next(&z, &t);
    if( bk_is_op(&t, ',') ) continue;
    if( bk_is_word(&t, "FROM") ) break;
    return 0;
  }
  bk_next(&z, &tName);
  if( tName.eType!=BK_ID || bk_is_keyword(&tName) ) return 0;
  bk_next(&z, &t);
  if( bk_is_op(&t, '.') ){
    tSchema = tName;
    bSchema = 1;
    bk_next(&z, &tName);
    if( tName.eType!=BK_ID || bk_is_keyword(&tName) ) return 0;
    bk_next(&z, &t);
  }
  if( bk_is_word(&t, "WHERE") ){
    zWhere = gp_sql_skip_blank(z);
    zWhereEnd = bk_where_end(zWhere);
    if( zWhereEnd==0 || zWhereEnd==zWhere ) return 0;
  }else{
    while( bk_is_op(&t, ';') ) bk_next(&z, &t);
    if( t.eType!=BK_END ) return 0;
  }

  p = (gp_bulk_plan*)sqlite3_malloc64(sizeof(*p));
  if( p==0 ){ *pzWhy = "out of memory"; return 0; }
  memset(p, 0, sizeof(*p));
  p->zTable = bk_name(&tName);
  p->zSchema = bSchema ? bk_name(&tSchema) : (p->zTable ? bk_schema_of(db, p->zTable) : 0);
  p->zCols = sqlite3_mprintf("%.*s", (int)(zColEnd - zColStart), zColStart);
  if( zWhere ) p->zWhere = sqlite3_mprintf("%.*s", (int)(zWhereEnd - zWhere), zWhere);
  if( p->zSchema==0 || p->zTable==0 || p->zCols==0 || (zWhere && p->zWhere==0) ){
    *pzWhy = "out of memory";
    goto not_bulk;
  }

  /* An on-disk database, its file and VFS. */
  *pzWhy = "the table is not in an on-disk database (temp, :memory:, or no such schema)";
  if( sqlite3_stricmp(p->zSchema, "temp")==0 ) goto not_bulk;
  zFile = sqlite3_db_filename(db, p->zSchema);
  if( zFile==0 || zFile[0]==0 ) goto not_bulk;
  *pzWhy = "the database was opened with nolock=1";
  if( sqlite3_uri_boolean(zFile, "nolock", 0) ) goto not_bulk;
  p->zFile = sqlite3_mprintf("%s", zFile);
  {
    sqlite3_vfs *pVfs = 0;
    sqlite3_file_control(db, p->zSchema, SQLITE_FCNTL_VFS_POINTER, &pVfs);
    p->zVfs = pVfs && pVfs->zName ? sqlite3_mprintf("%s", pVfs->zName) : 0;
  }
  if( p->zFile==0 ){ *pzWhy = "out of memory"; goto not_bulk; }
  /* A VFS without locks keeps no writer out; a memdb database is private
  ** to its connection. */
  *pzWhy = "the database's VFS takes no locks or is in memory (memdb, *-none)";
  if( p->zVfs && (strcmp(p->zVfs, "memdb")==0 || strstr(p->zVfs, "-none")!=0) ) goto not_bulk;

  /* An ordinary table: not a view or a virtual table. */
  zQ = sqlite3_mprintf("SELECT type, sql LIKE 'CREATE VIRTUAL%%' FROM \"%w\".sqlite_schema "
                       "WHERE name = ?1 COLLATE NOCASE AND type IN ('table', 'view')", p->zSchema);
  rc = zQ ? bk_query(db, zQ, p->zTable, 0, &zType, &n) : SQLITE_NOMEM;
  sqlite3_free(zQ);
  *pzWhy = "the query does not read a table (a view, a virtual table, or no such table)";
  if( rc!=SQLITE_ROW || zType==0 || strcmp(zType, "table")!=0 || n!=0 ) goto not_bulk;

  /* No generated column (it would run its expression on the worker's
  ** connection, whose functions and pragmas are not the statement's). */
  rc = bk_query(db, "SELECT count(*), count(*) FROM pragma_table_xinfo(?1, ?2) WHERE hidden IN (2, 3)",
                p->zTable, p->zSchema, 0, &n);
  *pzWhy = "the table has generated columns";
  if( rc!=SQLITE_ROW || n!=0 ) goto not_bulk;

  /* A rowid no column shadows, and that the table has (not WITHOUT ROWID). */
  *pzWhy = "the table has no rowid (WITHOUT ROWID), or columns named _rowid_, rowid and oid";
  for(i=0; i<3 && p->zRowid==0; i++){
    zQ = sqlite3_mprintf("SELECT count(*), count(*) FROM pragma_table_xinfo(?1, ?2) "
                         "WHERE name = '%s' COLLATE NOCASE", azRowid[i]);
    rc = zQ ? bk_query(db, zQ, p->zTable, p->zSchema, 0, &n) : SQLITE_NOMEM;
    sqlite3_free(zQ);
    if( rc==SQLITE_ROW && n==0 ) p->zRowid = azRowid[i];
  }
  if( p->zRowid==0 ) goto not_bulk;
  zQ = sqlite3_mprintf("SELECT %s FROM \"%w\".\"%w\" LIMIT 0", p->zRowid, p->zSchema, p->zTable);
  if( zQ==0 ){ *pzWhy = "out of memory"; goto not_bulk; }
  {
    sqlite3_stmt *pStmt = 0;
    rc = sqlite3_prepare_v2(db, zQ, -1, &pStmt, 0);
    sqlite3_finalize(pStmt);
  }
  sqlite3_free(zQ);
  if( rc!=SQLITE_OK ) goto not_bulk;
  if( p->zWhere ){
    rc = bk_where_calls_ok(db, p);
    *pzWhy = rc==SQLITE_NOMEM ? "out of memory"
           : "the WHERE clause calls a function that is not SQLite's own and deterministic (random(), "
             "'now', one defined on this connection) or compares text under a collation other than BINARY";
    if( rc!=SQLITE_OK ) goto not_bulk;
  }
  sqlite3_free(zType);
  *pzWhy = 0;
  return p;

not_bulk:
  sqlite3_free(zType);
  gp_bulk_plan_free(p);
  return 0;
}

/* ---- the workers ---------------------------------------------------------------- */

typedef struct bk_chunk {
  gp_batch rows;           /* every column of the query */
  sqlite3_int64 iPart;     /* the part it belongs to */
  int bLast;               /* the part's last chunk */
  int bFull;               /* written, not yet taken */
  sqlite3_int64 nTaken;    /* rows gp_bulk_next took of it */
  gp_bulk_res res;         /* with a compute: the rows' results */
} bk_chunk;

typedef struct bk_worker {
  gp_bulk *pBulk;
  int iWorker;
  sqlite3 *db;
  sqlite3_stmt *pStmt;
  pthread_t tid;
  int bThread;
  sqlite3_file *pFile;     /* its connection's file, read directly (bulk_pages.c) */
  gp_bkpages_scratch scratch;
  bk_chunk aChunk[2];
  int iFill;               /* the chunk it fills next */
  int iTake;               /* the chunk gp_bulk_next takes next */
} bk_worker;

struct gp_bulk {
  sqlite3 *db;             /* the statement's connection */
  int nWorker, nCol;
  bk_worker *aWorker;
  sqlite3_int64 iMin, iMax, nPartRows, nPart;
  sqlite3_int64 nChunkBytes;
  sqlite3_int64 iPart;     /* the part gp_bulk_next takes from */
  gp_bkpages *pPages;      /* the workers decode the pages (bulk_pages.c), or 0 */
  sqlite3_value **apParam; /* the query's parameters' values (copies) */
  int nParam;
  int iRange;              /* the workers' rowid range is ?iRange and ?iRange+1 */
  gp_bulk_compute compute; /* xCompute 0: none */
  sqlite3_int64 nLeafPart; /* ... a part is this many leaves */
  pthread_mutex_t mu;
  pthread_cond_t cv;       /* a chunk filled or taken, or stop */
  int bStop;               /* atomic; set under mu, so waiters see it */
  int rc;                  /* the first worker error, under mu */
  char *zErr;
};

static int bk_stopped(gp_bulk *b){ return __atomic_load_n(&b->bStop, __ATOMIC_ACQUIRE); }

/* Publish w's chunk being filled and wait for its other one to be free.
** Under no lock; 0 when the run stops. */
static int bk_publish(bk_worker *w, sqlite3_int64 iPart, int bLast){
  gp_bulk *b = w->pBulk;
  bk_chunk *k = &w->aChunk[w->iFill];
  int bGo;
  if( b->compute.xCompute && k->rows.nRow>0 && !bk_stopped(b) ){
    b->compute.xCompute(b->compute.pArg, w->iWorker, &k->rows, &k->res);
  }
  pthread_mutex_lock(&b->mu);
  k->iPart = iPart;
  k->bLast = bLast;
  k->nTaken = 0;
  k->bFull = 1;
  w->iFill = !w->iFill;
  pthread_cond_broadcast(&b->cv);
  while( !bk_stopped(b) && w->aChunk[w->iFill].bFull ) pthread_cond_wait(&b->cv, &b->mu);
  bGo = !bk_stopped(b);
  pthread_mutex_unlock(&b->mu);
  if( bGo ) batch_reset(&w->aChunk[w->iFill].rows);
  return bGo;
}

static void bk_fail(gp_bulk *b, int rc, const char *zMsg){
  pthread_mutex_lock(&b->mu);
  if( b->rc==SQLITE_OK ){
    b->rc = rc;
    b->zErr = sqlite3_mprintf("%s", zMsg);
  }
  __atomic_store_n(&b->bStop, 1, __ATOMIC_RELEASE);
  pthread_cond_broadcast(&b->cv);
  pthread_mutex_unlock(&b->mu);
}

/* A worker that decodes the pages: part k is leaves k*nLeafPart onwards. */
static void bk_worker_pages(bk_worker *w){
  gp_bulk *b = w->pBulk;
  sqlite3_int64 nLeaf = gp_bkpages_nleaf(b->pPages), k, l;
  for(k=w->iWorker; k<b->nPart; k+=b->nWorker){
    sqlite3_int64 l1 = (k+1)*b->nLeafPart;
    if( l1>nLeaf ) l1 = nLeaf;
    for(l=k*b->nLeafPart; l<l1; l++){
      gp_batch *pRows = &w->aChunk[w->iFill].rows;
      int rc;
      if( bk_stopped(b) ) return;
      rc = gp_bkpages_leaf(b->pPages, w->pFile, &w->scratch, l, l1, pRows);
      if( rc!=SQLITE_OK ){
        bk_fail(b, rc, sqlite3_errstr(rc));
        return;
      }
      if( l+1<l1 && (pRows->nRow>=b->nPartRows || pRows->nByte>=b->nChunkBytes) && !bk_publish(w, k, 0) ){
        return;
      }
    }
    if( !bk_publish(w, k, 1) ) return;
  }
}

static void *bk_worker_run(void *pArg){
  bk_worker *w = (bk_worker*)pArg;
  gp_bulk *b = w->pBulk;
  sqlite3_value **apVal = (sqlite3_value**)sqlite3_malloc64(sizeof(sqlite3_value*)*(sqlite3_uint64)b->nCol);
  sqlite3_int64 k;
  int i;
  if( b->pPages ){
    sqlite3_free(apVal);
    bk_worker_pages(w);
    return 0;
  }
  if( apVal==0 ){
    bk_fail(b, SQLITE_NOMEM, "out of memory");
    return 0;
  }
  for(k=w->iWorker; k<b->nPart; k+=b->nWorker){
    sqlite3_int64 lo = b->iMin + k*b->nPartRows;
    int rc;
    sqlite3_bind_int64(w->pStmt, b->iRange, lo);
    sqlite3_bind_int64(w->pStmt, b->iRange + 1, k==b->nPart-1 ? b->iMax : lo + b->nPartRows - 1);
    while( (rc = sqlite3_step(w->pStmt))==SQLITE_ROW ){
      gp_batch *pRows = &w->aChunk[w->iFill].rows;
      if( bk_stopped(b) ) break;
      for(i=0; i<b->nCol; i++) apVal[i] = sqlite3_column_value(w->pStmt, i);
      if( batch_append(pRows, apVal)!=SQLITE_OK ){
        rc = SQLITE_NOMEM;
        break;
      }
      if( (pRows->nRow>=b->nPartRows || pRows->nByte>=b->nChunkBytes) && !bk_publish(w, k, 0) ) break;
    }
    sqlite3_reset(w->pStmt);
    if( rc==SQLITE_NOMEM ){
      bk_fail(b, rc, "out of memory");
      break;
    }
    if( rc!=SQLITE_DONE ){
      if( rc!=SQLITE_ROW ) bk_fail(b, rc, sqlite3_errmsg(w->db));
      break;
    }
    if( !bk_publish(w, k, 1) ) break;
  }
  sqlite3_free(apVal);
  return 0;
}

static void bk_worker_close(bk_worker *w){
  int i;
  sqlite3_finalize(w->pStmt);
  w->pStmt = 0;
  if( w->db ) sqlite3_close(w->db);    /* ends its read transaction */
  w->db = 0;
  w->pFile = 0;
  gp_bkpages_scratch_free(&w->scratch);
  for(i=0; i<2; i++){
    gp_bulk_res *r = &w->aChunk[i].res;
    batch_free(&w->aChunk[i].rows);
    if( w->pBulk->compute.xRelease && r->aOut ) w->pBulk->compute.xRelease(w->pBulk->compute.pArg, r);
    sqlite3_free(r->aOut);
    sqlite3_free(r->aKeep);
    sqlite3_free(r->zErr);
    memset(r, 0, sizeof(*r));
  }
}

void gp_bulk_close(gp_bulk *b){
  int i;
  if( b==0 ) return;
  pthread_mutex_lock(&b->mu);
  __atomic_store_n(&b->bStop, 1, __ATOMIC_RELEASE);
  pthread_cond_broadcast(&b->cv);
  pthread_mutex_unlock(&b->mu);
  for(i=0; i<b->nWorker; i++){
    if( b->aWorker[i].db ) sqlite3_interrupt(b->aWorker[i].db);
  }
  for(i=0; i<b->nWorker; i++){
    if( b->aWorker[i].bThread ) pthread_join(b->aWorker[i].tid, 0);
    bk_worker_close(&b->aWorker[i]);
  }
  pthread_cond_destroy(&b->cv);
  pthread_mutex_destroy(&b->mu);
  gp_bkpages_free(b->pPages);
  for(i=0; i<b->nParam && b->apParam; i++) sqlite3_value_free(b->apParam[i]);
  sqlite3_free(b->apParam);
  sqlite3_free(b->zErr);
  sqlite3_free(b->aWorker);
  sqlite3_free(b);
}

/* The opcodes of zSql's bytecode on db, one name after another
** (sqlite3_malloc'd; 0 where it cannot be prepared).  The statement's own
** connection and a worker's make the same program of the same query unless
** the connection reads differently: an authorizer that answers
** SQLITE_IGNORE makes a column an OP_Null. */
static char *bk_opcodes(sqlite3 *db, const char *zSql){
  sqlite3_str *pStr = sqlite3_str_new(0);
  char *zQ = sqlite3_mprintf("EXPLAIN %s", zSql);
  sqlite3_stmt *pStmt = 0;
  int rc = zQ ? sqlite3_prepare_v2(db, zQ, -1, &pStmt, 0) : SQLITE_NOMEM;
  while( rc==SQLITE_OK && sqlite3_step(pStmt)==SQLITE_ROW ){
    sqlite3_str_appendf(pStr, "%s %d,", (const char*)sqlite3_column_text(pStmt, 1),
                        sqlite3_column_int(pStmt, 3));
  }
  sqlite3_finalize(pStmt);
  sqlite3_free(zQ);
  if( rc!=SQLITE_OK ){
    sqlite3_free(sqlite3_str_finish(pStr));
    return 0;
  }
  return sqlite3_str_finish(pStr);
}

/* Open worker w's connection and its read transaction, and prepare its
** query.  SQLITE_OK; SQLITE_DONE (with *pzWhy) where it could not read
** without waiting; or an error. */
static int bk_worker_open(gp_bulk *b, bk_worker *w, const gp_bulk_plan *p, int nCol, const char **pzWhy){
  char *zQ;
  int rc, i;
  w->pBulk = b;
  for(i=0; i<2; i++){
    if( batch_init(&w->aChunk[i].rows, nCol)!=SQLITE_OK ) return SQLITE_NOMEM;
  }
  /* A private cache: in the statement's shared cache a worker would hold
  ** no lock of its own. */
  rc = sqlite3_open_v2(p->zFile, &w->db, SQLITE_OPEN_READONLY | SQLITE_OPEN_NOMUTEX | SQLITE_OPEN_PRIVATECACHE,
                       p->zVfs);
  if( rc!=SQLITE_OK ){
    *pzWhy = "a worker could not open the database file";
    return SQLITE_DONE;
  }
  sqlite3_busy_timeout(w->db, 0);
  /* The statement's connection's limits (a value too long, a LIKE pattern
  ** too complex there is its error here too). */
  for(i=0; i<=SQLITE_LIMIT_WORKER_THREADS; i++) sqlite3_limit(w->db, i, sqlite3_limit(b->db, i, -1));
  rc = sqlite3_exec(w->db, "BEGIN; SELECT count(*) FROM (SELECT 1 FROM sqlite_schema LIMIT 1)", 0, 0, 0);
  if( rc!=SQLITE_OK ){
    *pzWhy = rc==SQLITE_BUSY ? "another connection is about to commit to the database"
                             : "a worker could not read the database file";
    return SQLITE_DONE;
  }
  if( w->iWorker==0 ){
    /* The worker's program for the query must be the statement's own. */
    char *zMine = sqlite3_mprintf("SELECT %s FROM \"%w\" NOT INDEXED%s%s%s", p->zCols, p->zTable,
                                  p->zWhere ? " WHERE (" : "", p->zWhere ? p->zWhere : "", p->zWhere ? ")" : "");
    char *zOwn = sqlite3_mprintf("SELECT %s FROM \"%w\".\"%w\" NOT INDEXED%s%s%s", p->zCols, p->zSchema, p->zTable,
                                 p->zWhere ? " WHERE (" : "", p->zWhere ? p->zWhere : "", p->zWhere ? ")" : "");
    char *zA = zMine ? bk_opcodes(w->db, zMine) : 0;
    char *zB = zOwn ? bk_opcodes(b->db, zOwn) : 0;
    int bSame = zA && zB && strcmp(zA, zB)==0;
    sqlite3_free(zA); sqlite3_free(zB); sqlite3_free(zMine); sqlite3_free(zOwn);
    if( !bSame ){
      *pzWhy = "the connection reads the table otherwise than a new one would (an authorizer?)";
      return SQLITE_DONE;
    }
  }
  /* The rowid range: ?1 and ?2, or after the WHERE clause's parameters,
  ** whose numbers are then the query's own (the column list has none). */
  if( p->zWhere ){
    /* NOT INDEXED: in rowid order, not an index's (the rowid range is a seek). */
    zQ = sqlite3_mprintf("SELECT %s FROM \"%w\" NOT INDEXED WHERE (%s) AND %s BETWEEN ?%d AND ?%d",
                         p->zCols, p->zTable, p->zWhere, p->zRowid, b->iRange, b->iRange + 1);
  }else{
    zQ = sqlite3_mprintf("SELECT %s FROM \"%w\" NOT INDEXED WHERE %s BETWEEN ?1 AND ?2",
                         p->zCols, p->zTable, p->zRowid);
  }
  if( zQ==0 ) return SQLITE_NOMEM;
  rc = sqlite3_prepare_v2(w->db, zQ, -1, &w->pStmt, 0);
  sqlite3_free(zQ);
  if( rc!=SQLITE_OK || sqlite3_column_count(w->pStmt)!=nCol
   || sqlite3_bind_parameter_count(w->pStmt)!=b->iRange + 1 ){
    *pzWhy = "a worker could not prepare the query";
    return SQLITE_DONE;
  }
  for(i=0; i<b->nParam; i++){
    if( sqlite3_bind_value(w->pStmt, i+1, b->apParam[i])!=SQLITE_OK ){
      *pzWhy = "a worker could not bind the query's parameters";
      return SQLITE_DONE;
    }
  }
  return SQLITE_OK;
}

/* What the connection's state says of reading p's table in bulk now: not
** in WAL mode, and at least nMinRows rowids (*piMin .. *piMax).  SQLITE_OK;
** SQLITE_DONE and *pzWhy; or SQLITE_NOMEM. */
static int bk_connection_why(sqlite3 *db, const gp_bulk_plan *p, sqlite3_int64 nMinRows,
                             sqlite3_int64 *piMin, sqlite3_int64 *piMax, const char **pzWhy){
  char *zMode = 0;
  char *zQ = sqlite3_mprintf("PRAGMA \"%w\".journal_mode", p->zSchema);
  sqlite3_stmt *pStmt = 0;
  sqlite3_int64 nRange;
  int i, rc;
  if( gp_single_thread() ){
    /* Worker threads with connections of their own: not where SQLite is
    ** single-threaded (config.c). */
    sqlite3_free(zQ);
    *pzWhy = "SQLite is single-threaded in this process (SQLITE_CONFIG_SINGLETHREAD)";
    return SQLITE_DONE;
  }
  rc = zQ ? bk_query(db, zQ, 0, 0, &zMode, 0) : SQLITE_NOMEM;
  sqlite3_free(zQ);
  if( rc==SQLITE_NOMEM ) return rc;
  if( rc!=SQLITE_ROW || zMode==0 || sqlite3_stricmp(zMode, "wal")==0 ){
    sqlite3_free(zMode);
    *pzWhy = "the database is in WAL mode: a worker cannot read the statement's snapshot";
    return SQLITE_DONE;
  }
  sqlite3_free(zMode);
  /* The rowids now (the read transaction keeps them).  Two queries: SQLite
  ** finds a lone min() or max() of the rowid by a seek, both at once by a
  ** scan of the table. */
  *piMin = 1;
  *piMax = 0;
  for(i=0; i<2 && rc!=SQLITE_NOMEM; i++){
    zQ = sqlite3_mprintf("SELECT %s(%s) FROM \"%w\".\"%w\"", i ? "max" : "min",
                         p->zRowid, p->zSchema, p->zTable);
    if( zQ==0 ) return SQLITE_NOMEM;
    rc = sqlite3_prepare_v2(db, zQ, -1, &pStmt, 0);
    sqlite3_free(zQ);
    if( rc==SQLITE_OK && sqlite3_step(pStmt)==SQLITE_ROW && sqlite3_column_type(pStmt, 0)==SQLITE_INTEGER ){
      if( i ) *piMax = sqlite3_column_int64(pStmt, 0);
      else *piMin = sqlite3_column_int64(pStmt, 0);
    }else{
      *piMin = 1;
      *piMax = 0;
    }
    sqlite3_finalize(pStmt);
    pStmt = 0;
  }
  nRange = bk_range(*piMin, *piMax);
  if( nMinRows<=0 ){
    *pzWhy = "bulk_min_rows is 0";
    return SQLITE_DONE;
  }
  if( nRange<nMinRows || nRange==0 ){
    *pzWhy = "the table has fewer rowids than bulk_min_rows";
    return SQLITE_DONE;
  }
  return SQLITE_OK;
}

char *gp_bulk_explain(sqlite3 *db, const char *zSql, sqlite3_int64 nMinRows, int bPages){
  const char *zWhy = 0;
  gp_bulk_plan *p = gp_bulk_plan_new(db, zSql, &zWhy);
  sqlite3_int64 iMin = 1, iMax = 0;
  char *z;
  int rc;
  if( p==0 ) return sqlite3_mprintf("not bulk: %s", zWhy);
  if( sqlite3_txn_state(db, p->zSchema)==SQLITE_TXN_WRITE ){
    zWhy = "the connection has uncommitted changes in the table's database";
    rc = SQLITE_DONE;
  }else{
    rc = bk_connection_why(db, p, nMinRows, &iMin, &iMax, &zWhy);
  }
  if( rc==SQLITE_NOMEM ) z = 0;
  else if( rc!=SQLITE_OK ) z = sqlite3_mprintf("not bulk: %s", zWhy);
  else{
    /* How the workers read: the pages themselves, or the query stepped. */
    const char *zHow = "by stepping the query";
    const char *zWhyNot = !bPages ? "bulk_pages is 0" : p->zWhere ? "the query has a WHERE clause" : 0;
    if( zWhyNot==0 ){
      rc = gp_bkpages_shape_ok(db, p->zSchema, p->zTable, p->zCols, -1, &zWhyNot);
      if( rc==SQLITE_OK ) zHow = "decoding its pages";
    }
    z = rc==SQLITE_NOMEM ? 0 :
        sqlite3_mprintf("bulk: worker threads read %s.%s by %s, %lld to %lld, %s%s%s "
                        "(unless, at the run, another connection waits to commit)",
                        p->zSchema, p->zTable, p->zRowid, iMin, iMax, zHow,
                        zWhyNot ? ": " : "", zWhyNot ? zWhyNot : "");
  }
  gp_bulk_plan_free(p);
  return z;
}

int gp_bulk_open(sqlite3 *db, const gp_bulk_plan *p, int nCol, int nParam, sqlite3_value **apParam,
                 sqlite3_int64 nMinRows, int nWorker, int bPages, sqlite3_int64 nPartRows,
                 sqlite3_int64 nChunkBytes, const gp_bulk_compute *pCompute,
                 gp_bulk **pp, const char **pzWhy){
  gp_bulk *b;
  sqlite3_int64 nRange, iMin = 1, iMax = 0;
  int rc, i;
  *pp = 0;
  if( sqlite3_txn_state(db, p->zSchema)!=SQLITE_TXN_READ ){
    *pzWhy = "the connection has uncommitted changes in the table's database";
    return SQLITE_DONE;
  }
  rc = bk_connection_why(db, p, nMinRows, &iMin, &iMax, pzWhy);
  if( rc!=SQLITE_OK ) return rc;
  nRange = bk_range(iMin, iMax);
  if( nPartRows<1 ) nPartRows = 1;
  if( nWorker<1 ) nWorker = 1;
  b = (gp_bulk*)sqlite3_malloc64(sizeof(*b));
  if( b==0 ) return SQLITE_NOMEM;
  memset(b, 0, sizeof(*b));
  pthread_mutex_init(&b->mu, 0);
  gp_cond_init_mono(&b->cv);
  b->db = db;
  if( pCompute ) b->compute = *pCompute;
  b->iMin = iMin;
  b->iMax = iMax;
  b->nChunkBytes = nChunkBytes>4096 ? nChunkBytes : 4096;
  b->iRange = p->zWhere ? nParam + 1 : 1;
  if( nParam>0 ){
    if( p->zWhere==0 ){
      gp_bulk_close(b);
      *pzWhy = "the query has parameters but no WHERE clause";
      return SQLITE_DONE;
    }
    b->apParam = (sqlite3_value**)sqlite3_malloc64(sizeof(sqlite3_value*)*(sqlite3_uint64)nParam);
    if( b->apParam==0 ){
      gp_bulk_close(b);
      return SQLITE_NOMEM;
    }
    for(i=0; i<nParam; i++){
      b->apParam[i] = sqlite3_value_dup(apParam[i]);
      b->nParam = i+1;
      if( b->apParam[i]==0 ){
        gp_bulk_close(b);
        return SQLITE_NOMEM;
      }
    }
  }
  b->aWorker = (bk_worker*)sqlite3_malloc64(sizeof(bk_worker)*(sqlite3_uint64)nWorker);
  if( b->aWorker==0 ){
    gp_bulk_close(b);
    return SQLITE_NOMEM;
  }
  memset(b->aWorker, 0, sizeof(bk_worker)*(size_t)nWorker);
  b->nWorker = nWorker;
  b->nCol = nCol;
  for(i=0; i<nWorker; i++){
    b->aWorker[i].pBulk = b;
    b->aWorker[i].iWorker = i;
  }

  /* The first worker's connection shows whether its pages can be read
  ** directly (bulk_pages.c), which decides what a part is. */
  rc = bk_worker_open(b, &b->aWorker[0], p, b->nCol, pzWhy);
  if( rc==SQLITE_OK && bPages && p->zWhere==0 ){
    const char *zWhyNot = 0;
    rc = gp_bkpages_open(b->aWorker[0].db, p->zTable, p->zCols, nCol,
                         sqlite3_limit(db, SQLITE_LIMIT_LENGTH, -1), &b->pPages, &zWhyNot);
    if( rc==SQLITE_DONE ) rc = SQLITE_OK;
  }
  if( rc!=SQLITE_OK ){
    gp_bulk_close(b);
    return rc;
  }
  if( b->pPages ){
    /* Parts of about nPartRows rows, by the first leaf's; at most 4096. */
    sqlite3_int64 nLeaf = gp_bkpages_nleaf(b->pPages);
    int nFirst = gp_bkpages_first_rows(b->pPages);
    b->nPartRows = nPartRows;
    b->nLeafPart = nPartRows/(nFirst>0 ? nFirst : 1);
    if( b->nLeafPart<1 ) b->nLeafPart = 1;
    if( nLeaf/b->nLeafPart > 4096 ) b->nLeafPart = nLeaf/4096 + 1;
    b->nPart = (nLeaf + b->nLeafPart - 1)/b->nLeafPart;
  }else{
    /* At most 4096 parts: a sparse table has wide parts, of few rows each. */
    if( nRange/nPartRows > 4096 ) nPartRows = nRange/4096 + 1;
    b->nPartRows = nPartRows;
    b->nPart = (nRange + nPartRows - 1)/nPartRows;
  }
  if( b->nPart<1 ) b->nPart = 1;
  if( b->nWorker>b->nPart ) b->nWorker = (int)b->nPart;
  for(i=1; i<b->nWorker; i++){
    rc = bk_worker_open(b, &b->aWorker[i], p, b->nCol, pzWhy);
    if( rc!=SQLITE_OK ){
      gp_bulk_close(b);
      return rc;
    }
  }
  for(i=0; i<b->nWorker && b->pPages; i++){
    bk_worker *w = &b->aWorker[i];
    w->pFile = gp_bkpages_file(w->db);
    if( w->pFile==0 ){
      gp_bulk_close(b);
      *pzWhy = "a worker's connection gives no file to read";
      return SQLITE_DONE;
    }
  }
  for(i=0; i<b->nWorker; i++){
    bk_worker *w = &b->aWorker[i];
    w->bThread = gp_thread_create(&w->tid, 0, bk_worker_run, w)==0;
    if( !w->bThread ){
      gp_bulk_close(b);
      *pzWhy = "no thread could start";
      return SQLITE_DONE;
    }
  }
  *pp = b;
  return SQLITE_OK;
}

int gp_bulk_pages(const gp_bulk *b){ return b->pPages!=0; }

/* Wait for chunk k (the next to take) to be written, polling pIntr; then
** it is the caller's until given back (bk_give_back).  SQLITE_OK,
** SQLITE_INTERRUPT, or a worker's error (*pzErr). */
static int bk_wait(gp_bulk *b, bk_chunk *k, gp_intr *pIntr, char **pzErr){
  pthread_mutex_lock(&b->mu);
  while( !k->bFull && b->rc==SQLITE_OK ){
    struct timespec ts;
    gp_cond_deadline_ms(&ts, 1);
    pthread_cond_timedwait(&b->cv, &b->mu, &ts);
    if( !k->bFull && pIntr && gp_intr_poll(pIntr) ){
      pthread_mutex_unlock(&b->mu);
      return SQLITE_INTERRUPT;
    }
  }
  if( b->rc!=SQLITE_OK ){
    int rc = b->rc;
    *pzErr = b->zErr ? sqlite3_mprintf("%s", b->zErr) : 0;
    pthread_mutex_unlock(&b->mu);
    return rc;
  }
  pthread_mutex_unlock(&b->mu);
  return SQLITE_OK;
}

/* The chunk to take next (the part iPart's worker's), waited for: then
** *ppW and *ppK; or *pbDone when every part has been taken.  bk_wait's
** codes. */
static int bk_next_chunk(gp_bulk *b, gp_intr *pIntr, bk_worker **ppW, bk_chunk **ppK, int *pbDone,
                         char **pzErr){
  if( b->iPart>=b->nPart ){
    *pbDone = 1;
    return SQLITE_OK;
  }
  *ppW = &b->aWorker[b->iPart % b->nWorker];
  *ppK = &(*ppW)->aChunk[(*ppW)->iTake];
  return bk_wait(b, *ppK, pIntr, pzErr);
}

/* Give worker w's chunk k back to it, all its rows taken. */
static void bk_give_back(gp_bulk *b, bk_worker *w, bk_chunk *k){
  int bLast = k->bLast;
  pthread_mutex_lock(&b->mu);
  k->bFull = 0;
  w->iTake = !w->iTake;
  pthread_cond_broadcast(&b->cv);
  pthread_mutex_unlock(&b->mu);
  if( bLast ) b->iPart++;
}

int gp_bulk_take(gp_bulk *b, gp_batch *pIn, gp_bulk_res *pRes, gp_intr *pIntr, int *pbDone,
                 char **pzErr){
  *pbDone = 0;
  for(;;){
    bk_worker *w = 0;
    bk_chunk *k = 0;
    sqlite3_int64 nRow;
    int rc = bk_next_chunk(b, pIntr, &w, &k, pbDone, pzErr);
    if( rc!=SQLITE_OK || *pbDone ) return rc;
    nRow = k->rows.nRow;
    if( nRow>0 ){
      /* Rows and results change hands whole: what the caller had (rows
      ** and results it is done with) is the chunk's to fill again. */
      gp_batch t = *pIn;
      gp_bulk_res r = *pRes;
      *pIn = k->rows;
      k->rows = t;
      *pRes = k->res;
      k->res = r;
      k->res.rc = GS_OK;
      k->res.zErr = 0;
      k->res.iErrRow = -1;
      k->res.nKeep = 0;
    }
    bk_give_back(b, w, k);
    if( nRow>0 ) return SQLITE_OK;
  }
}

int gp_bulk_next(gp_bulk *b, gp_batch *pKeys, int nKey, gp_batch *pIn, sqlite3_int64 nMaxRows,
                 sqlite3_int64 nMaxBytes, gp_intr *pIntr, int *pbDone, char **pzErr){
  *pbDone = 0;
  while( pIn->nRow < nMaxRows && pIn->nByte + (pKeys ? pKeys->nByte : 0) < nMaxBytes ){
    bk_worker *w = 0;
    bk_chunk *k = 0;
    sqlite3_int64 nTake;
    int rc = bk_next_chunk(b, pIntr, &w, &k, pbDone, pzErr);
    if( rc!=SQLITE_OK || *pbDone ) return rc;
    /* The chunk is ours until it is given back. */
    nTake = k->rows.nRow - k->nTaken;
    if( nTake > nMaxRows - pIn->nRow ) nTake = nMaxRows - pIn->nRow;
    if( nTake>0 && nKey==0 && pIn->nRow==0 && k->nTaken==0 && nTake==k->rows.nRow ){
      /* A whole chunk into an empty batch: its memory becomes the batch's
      ** and the batch's (empty) the chunk's, without copying a row. */
      batch_swap_rows(pIn, &k->rows);
      k->nTaken = nTake;
    }else if( nTake>0 ){
      rc = batch_append_rows(pIn, &k->rows, nKey, k->nTaken, nTake);
      if( rc==SQLITE_OK && nKey>0 ) rc = batch_append_rows(pKeys, &k->rows, 0, k->nTaken, nTake);
      if( rc!=SQLITE_OK ) return rc;
      k->nTaken += nTake;
    }
    if( k->nTaken>=k->rows.nRow ) bk_give_back(b, w, k);
  }
  return SQLITE_OK;
}
