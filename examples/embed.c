/*
** embed.c - an application with gpustr built in (docs/embedding.md).
**
**   cc embed.c $(pkg-config --cflags --libs gpustr) -o embed
**   ./embed data.db "SELECT value FROM gpu_map('upper(s)', 'SELECT name FROM people')"
**
** sqlite3_auto_extension() before the first sqlite3_open() gives every
** connection the program opens all of gpustr's functions; the statement
** (by default a small demonstration) prints one row a line, columns
** separated by '|'.
*/
#include <stdio.h>
#include <sqlite3.h>
#include <gpustr.h>

static int embed_row(void *pArg, int nCol, char **azVal, char **azCol){
  int i;
  (void)pArg; (void)azCol;
  for(i=0; i<nCol; i++) printf("%s%s", i ? "|" : "", azVal[i] ? azVal[i] : "");
  printf("\n");
  return 0;
}

int main(int argc, char **argv){
  const char *zDb = argc>1 ? argv[1] : ":memory:";
  const char *zSql = argc>2 ? argv[2] :
    "SELECT gpustr_version(), gpu_udf_row('upper(s) || s', 'abc'), "
    "regexp_replace('2026-11-26', '(\\d+)-(\\d+)-(\\d+)', '$3.$2.$1'), "
    "round(jaro_winkler('martha', 'marhta'), 4)";
  sqlite3 *db;
  char *zErr = 0;
  int rc;

  sqlite3_auto_extension((void(*)(void))sqlite3_gpustr_init);
  rc = sqlite3_open(zDb, &db);
  if( rc!=SQLITE_OK ){
    fprintf(stderr, "cannot open %s: %s\n", zDb, sqlite3_errmsg(db));
    sqlite3_close(db);
    return 1;
  }
  rc = sqlite3_exec(db, zSql, embed_row, 0, &zErr);
  if( rc!=SQLITE_OK ){
    fprintf(stderr, "error: %s\n", zErr);
    sqlite3_free(zErr);
  }
  sqlite3_close(db);
  return rc!=SQLITE_OK;
}
