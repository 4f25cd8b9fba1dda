/*
** guard.c - what SQL that the application did not write itself may do with
** gpustr: the inner queries of gpu_map and gpu_join, and a database's schema
** (docs/reliability.md, "Inner queries and schemas").
**
** An inner query is text that may come from data
** (SELECT ... FROM q, gpu_map(q.prog, q.sql)), and SQLite prepares it as
** top-level SQL: SQLITE_DIRECTONLY does not keep anything out of it, and a
** PRAGMA acts while it is prepared, before sqlite3_stmt_readonly can refuse
** it.  So gp_inner_sql_check reads the text before it is prepared: its first
** keyword must be SELECT, WITH or VALUES, and it may not name a pragma
** table-valued function that acts (SQLite 3.40's pragma_optimize runs
** ANALYZE; the name is checked against a list of those that only read, so
** one that a later SQLite adds is refused too).  While gpustr prepares or
** steps an inner query, gp_conn.nInner is not 0.
**
** A setting (gpu_config's setter, gpu_stats('reset'), the debug knobs)
** changes only from a statement that the application runs itself.
** gp_setter_allowed refuses it
**   - inside an inner query (nInner);
**   - while any busy statement of the connection writes: an INSERT, UPDATE
**     or DELETE runs the schema's CHECK constraints, DEFAULTs, triggers,
**     generated columns and index expressions, and SQLite 3.40 does not
**     apply SQLITE_DIRECTONLY inside a CHECK constraint;
**   - unless a busy statement's own text names the function: a function
**     that a view or any other part of a schema calls for a SELECT is not
**     in the text of the application's statement.  (SQLite 3.40 refuses
**     gpu_config in views, triggers and DEFAULTs by SQLITE_DIRECTONLY, and
**     in generated columns and indexes as not deterministic; this holds if
**     a build of SQLite does not.)
*/
#include "gpustr_int.h"
#include "sqlfn.h"    /* gp_result_errorf */
#include <string.h>

/* SQLite's own test for a character of an identifier: letters, digits,
** '_', '$' and every byte of a multi-byte UTF-8 character. */
int gp_sql_idchar(unsigned char c){
  return (c>='a' && c<='z') || (c>='A' && c<='Z') || (c>='0' && c<='9')
      || c=='_' || c=='$' || c>=0x80;
}

static int gp_guard_space(unsigned char c){
  return c==' ' || c=='\t' || c=='\n' || c=='\f' || c=='\r' || c=='\v';
}

int gp_sql_is_word(const char *z, int n, const char *zWord){
  return (int)strlen(zWord)==n && sqlite3_strnicmp(z, zWord, n)==0;
}

/* The pragma table-valued functions of SQLite 3.40 that only read: each
** runs "PRAGMA name" or "PRAGMA name=arg" where arg is a table, an index or
** a schema, which reads.  pragma_optimize, the one that acts, is not here,
** nor any that a later SQLite adds. */
static const char *const gp_guard_pragma_reads[] = {
  "analysis_limit", "application_id", "auto_vacuum", "automatic_index", "busy_timeout",
  "cache_size", "cache_spill", "cell_size_check", "checkpoint_fullfsync", "collation_list",
  "compile_options", "count_changes", "data_version", "database_list", "default_cache_size",
  "defer_foreign_keys", "empty_result_callbacks", "encoding", "foreign_key_check",
  "foreign_key_list", "foreign_keys", "freelist_count", "full_column_names", "fullfsync",
  "function_list", "hard_heap_limit", "ignore_check_constraints", "index_info", "index_list",
  "index_xinfo", "integrity_check", "journal_mode", "journal_size_limit", "legacy_alter_table",
  "legacy_file_format", "locking_mode", "max_page_count", "module_list", "page_count",
  "page_size", "pragma_list", "query_only", "quick_check", "read_uncommitted",
  "recursive_triggers", "reverse_unordered_selects", "schema_version", "secure_delete",
  "short_column_names", "soft_heap_limit", "synchronous", "table_info", "table_list",
  "table_xinfo", "temp_store", "threads", "trusted_schema", "user_version", "writable_schema",
};

/* Is the name z[0..n-1] a pragma function that may act? */
static int gp_guard_pragma_acts(const char *z, int n){
  int i;
  if( n<7 || sqlite3_strnicmp(z, "pragma_", 7)!=0 ) return 0;
  for(i=0; i<(int)(sizeof(gp_guard_pragma_reads)/sizeof(gp_guard_pragma_reads[0])); i++){
    if( gp_sql_is_word(z+7, n-7, gp_guard_pragma_reads[i]) ) return 0;
  }
  return 1;
}

const char *gp_sql_skip_blank(const char *z){
  for(;;){
    if( gp_guard_space((unsigned char)*z) ){
      z++;
    }else if( z[0]=='-' && z[1]=='-' ){
      while( *z && *z!='\n' ) z++;
    }else if( z[0]=='/' && z[1]=='*' ){
      for(z+=2; *z && !(z[0]=='*' && z[1]=='/'); z++){}
      if( *z ) z += 2;
    }else{
      return z;
    }
  }
}

int gp_sql_tail_is_blank(const char *z){
  while( *(z = gp_sql_skip_blank(z))==';' ) z++;
  return *z==0;
}

int gp_inner_sql_check(const char *zSql, char **pzWhy){
  const char *z = zSql;
  int bFirst = 1;
  *pzWhy = 0;
  while( *z ){
    unsigned char c = (unsigned char)*z;
    const char *zTok;
    int nTok;
    if( gp_guard_space(c) || (c=='-' && z[1]=='-') || (c=='/' && z[1]=='*') ){
      z = gp_sql_skip_blank(z);
      continue;
    }
    if( c=='\'' || c=='"' || c=='`' || c=='[' ){
      /* A string or a quoted identifier; a doubled quote is one quote
      ** (a name with a quote in it is none of those looked for). */
      char cEnd = c=='[' ? ']' : (char)c;
      int bQuote = 0;
      zTok = ++z;
      while( *z ){
        if( *z==cEnd ){
          if( cEnd!=']' && z[1]==cEnd ){ bQuote = 1; z += 2; continue; }
          break;
        }
        z++;
      }
      nTok = (int)(z - zTok);
      if( *z ) z++;
      if( bFirst ){ z = zTok - 1; break; }   /* not a keyword */
      if( c!='\'' && !bQuote && gp_guard_pragma_acts(zTok, nTok) ) goto pragma_acts;
      continue;
    }
    if( !gp_sql_idchar(c) ){
      if( bFirst ) break;
      z++;
      continue;
    }
    zTok = z;
    while( gp_sql_idchar((unsigned char)*z) ) z++;
    nTok = (int)(z - zTok);
    if( bFirst ){
      if( !gp_sql_is_word(zTok, nTok, "select") && !gp_sql_is_word(zTok, nTok, "with")
       && !gp_sql_is_word(zTok, nTok, "values") ){
        *pzWhy = sqlite3_mprintf("must be a SELECT, VALUES or WITH ... SELECT; it begins "
                                 "with %.*s", nTok>40 ? 40 : nTok, zTok);
        return *pzWhy ? SQLITE_ERROR : SQLITE_NOMEM;
      }
      bFirst = 0;
    }else if( gp_guard_pragma_acts(zTok, nTok) ){
      goto pragma_acts;
    }
    continue;
  pragma_acts:
    *pzWhy = sqlite3_mprintf("may not use %.*s: only the pragma functions that read are "
                             "allowed", nTok>40 ? 40 : nTok, zTok);
    return *pzWhy ? SQLITE_ERROR : SQLITE_NOMEM;
  }
  if( bFirst && *z ){
    *pzWhy = sqlite3_mprintf("must be a SELECT, VALUES or WITH ... SELECT; it begins "
                             "with %.20s", z);
    return *pzWhy ? SQLITE_ERROR : SQLITE_NOMEM;
  }
  /* Empty, or blanks and comments: prepare says so. */
  return SQLITE_OK;
}

/* Does zSql name zFn (ASCII case folded)? */
static int gp_guard_names(const char *zSql, const char *zFn){
  int n = (int)strlen(zFn);
  if( zSql==0 ) return 0;
  for(; *zSql; zSql++){
    if( sqlite3_strnicmp(zSql, zFn, n)==0 ) return 1;
  }
  return 0;
}

int gp_setter_allowed(sqlite3_context *ctx, const char *zFn){
  gp_conn *conn = (gp_conn*)sqlite3_user_data(ctx);
  sqlite3 *db = sqlite3_context_db_handle(ctx);
  sqlite3_stmt *p;
  int bNamed = 0;
  if( conn->nInner>0 ){
    gp_result_errorf(ctx, "%s: a setting cannot change from the query of gpu_map or "
                     "gpu_join", zFn);
    return 0;
  }
  for(p=sqlite3_next_stmt(db, 0); p; p=sqlite3_next_stmt(db, p)){
    if( !sqlite3_stmt_busy(p) ) continue;
    if( !sqlite3_stmt_readonly(p) ){
      gp_result_errorf(ctx, "%s: a setting changes only from a read-only statement (a "
                       "SELECT), never while a statement that writes runs: it runs the "
                       "schema's CHECK constraints, defaults and triggers", zFn);
      return 0;
    }
    if( gp_guard_names(sqlite3_sql(p), zFn) ) bNamed = 1;
  }
  if( !bNamed ){
    gp_result_errorf(ctx, "%s: a setting changes only from a statement whose own text "
                     "calls %s, never from a view, trigger or other part of a schema",
                     zFn, zFn);
    return 0;
  }
  return 1;
}
