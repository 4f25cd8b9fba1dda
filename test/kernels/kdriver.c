/*
** kdriver.c - runs the generated kernels of the test suite's programs as
** host C, against the CPU engine.  Built and run by test/kernels.test.
**
**   cc -fsanitize=address,undefined -I runtime -I DIR kdriver.c kernels*.o -lsqlite3
**   ./kdriver ROWS.db path/to/gpustr
**
** The kernels*.o are the CUDA C that gpu_explain(P, 'cuda', nArg) gives for
** every program P, each kernel renamed, compiled as host C: there
** runtime/gs_kernel.h's GS_KERNEL makes each kernel a loop over the rows,
** and the strings it makes come from the host allocator, so the sanitizers
** see every byte the generated code touches.  DIR/kernels_gen.h (written by
** kernels.test too) declares them and holds the table kernel_list of
** (text, nArg, kernel).
**
** For each program, over every row of table `rows` of ROWS.db (a program of
** k arguments reads the first k columns): the kernel's result must be the
** value, type or error of gpu_udf_row(P, ...) on the same row; the output
** buffer starts tiny, so rows that overflow it are run again through
** row_idx with more room, as the GPU engine does; and every string the
** kernel allocates is freed.  Prints "N passed, M failed".
*/
#include <sqlite3.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "gs_runtime.h"

typedef struct kernel_entry {
  const char *zSrc;
  int nArg;
  void (*xKernel)(const gs_kargs*);
} kernel_entry;

#include "kernels_gen.h"

#define MAX_COL 16

/* The input rows in the columnar form the engine gives a kernel. */
typedef struct row_set {
  int nRow, nCol;
  unsigned char *aType[MAX_COL];
  int64_t *aNum[MAX_COL], *aLen[MAX_COL];
  gs_kcol col[MAX_COL];
  unsigned char *aByte;
  int64_t nByte;
  sqlite3_value **apVal;          /* nRow*nCol, for binding to gpu_udf_row */
} row_set;

static int nPass = 0, nFail = 0;

static void *xmalloc(size_t n){
  void *p = malloc(n ? n : 1);
  if( p==0 ){ fprintf(stderr, "kdriver: out of memory\n"); exit(2); }
  return p;
}

static void fail(const kernel_entry *k, int iRow, const char *zWhy){
  nFail++;
  if( nFail<=20 ) printf("! row %d of %s (%d args): %s\n", iRow, k->zSrc, k->nArg, zWhy);
}

static void load_rows(sqlite3 *db, row_set *r){
  sqlite3_stmt *st;
  int nAlloc = 256, i;
  int64_t nByteAlloc = 1<<16;
  if( sqlite3_prepare_v2(db, "SELECT * FROM rows", -1, &st, 0)!=SQLITE_OK ){
    fprintf(stderr, "kdriver: %s\n", sqlite3_errmsg(db));
    exit(2);
  }
  memset(r, 0, sizeof(*r));
  r->nCol = sqlite3_column_count(st);
  if( r->nCol>MAX_COL ) r->nCol = MAX_COL;
  for(i=0; i<r->nCol; i++){
    r->aType[i] = xmalloc((size_t)nAlloc);
    r->aNum[i] = xmalloc(sizeof(int64_t)*(size_t)nAlloc);
    r->aLen[i] = xmalloc(sizeof(int64_t)*(size_t)nAlloc);
  }
  r->apVal = xmalloc(sizeof(sqlite3_value*)*(size_t)nAlloc*(size_t)r->nCol);
  r->aByte = xmalloc((size_t)nByteAlloc);
  while( sqlite3_step(st)==SQLITE_ROW ){
    if( r->nRow==nAlloc ){
      nAlloc *= 2;
      for(i=0; i<r->nCol; i++){
        r->aType[i] = realloc(r->aType[i], (size_t)nAlloc);
        r->aNum[i] = realloc(r->aNum[i], sizeof(int64_t)*(size_t)nAlloc);
        r->aLen[i] = realloc(r->aLen[i], sizeof(int64_t)*(size_t)nAlloc);
        if( !r->aType[i] || !r->aNum[i] || !r->aLen[i] ) exit(2);
      }
      r->apVal = realloc(r->apVal, sizeof(sqlite3_value*)*(size_t)nAlloc*(size_t)r->nCol);
      if( r->apVal==0 ) exit(2);
    }
    for(i=0; i<r->nCol; i++){
      sqlite3_value *v = sqlite3_column_value(st, i);
      int t = sqlite3_value_type(v);
      int64_t num = 0, len = 0;
      r->apVal[r->nRow*r->nCol + i] = sqlite3_value_dup(v);
      switch( t ){
        case SQLITE_INTEGER: r->aType[i][r->nRow] = GS_INT; num = sqlite3_value_int64(v); break;
        case SQLITE_FLOAT: {
          double d = sqlite3_value_double(v);
          r->aType[i][r->nRow] = GS_REAL;
          memcpy(&num, &d, sizeof num);
          break;
        }
        case SQLITE_TEXT:
        case SQLITE_BLOB: {
          const void *z = t==SQLITE_TEXT ? (const void*)sqlite3_value_text(v) : sqlite3_value_blob(v);
          len = sqlite3_value_bytes(v);
          r->aType[i][r->nRow] = t==SQLITE_TEXT ? GS_TEXT : GS_BLOB;
          while( r->nByte + len > nByteAlloc ){
            nByteAlloc *= 2;
            r->aByte = realloc(r->aByte, (size_t)nByteAlloc);
            if( r->aByte==0 ) exit(2);
          }
          if( len ) memcpy(r->aByte + r->nByte, z, (size_t)len);
          num = r->nByte;
          r->nByte += len;
          break;
        }
        default: r->aType[i][r->nRow] = GS_NULL; break;
      }
      r->aNum[i][r->nRow] = num;
      r->aLen[i][r->nRow] = len;
    }
    r->nRow++;
  }
  sqlite3_finalize(st);
  for(i=0; i<r->nCol; i++){
    r->col[i].type = r->aType[i];
    r->col[i].num = r->aNum[i];
    r->col[i].len = r->aLen[i];
  }
}

/* Run kernel k over all rows, re-running the rows that overflow the
** output buffer with four times the room, as gpu_exec.c does. */
typedef struct kernel_out {
  unsigned char *aType, *aRc;
  int64_t *aNum, *aLen;
  unsigned char *aByte;
  unsigned long long cap;
  gs_kcounters counters;
  int nRerun;
} kernel_out;

static void run_kernel(const kernel_entry *k, const row_set *r, int64_t maxLen, int64_t likeMax,
                       kernel_out *o){
  gs_kargs a;
  int32_t *aIdx = xmalloc(sizeof(int32_t)*(size_t)r->nRow);
  /* Argument j reads column j of the rows, or j modulo their number for a
  ** program of more arguments than the table has columns (the suite's
  ** programs take up to 127). */
  gs_kcol *aCol = xmalloc(sizeof(gs_kcol)*(size_t)(k->nArg>0 ? k->nArg : 1));
  int i, nIdx;
  memset(o, 0, sizeof(*o));
  o->aType = xmalloc((size_t)r->nRow);
  o->aRc = xmalloc((size_t)r->nRow);
  o->aNum = xmalloc(sizeof(int64_t)*(size_t)r->nRow);
  o->aLen = xmalloc(sizeof(int64_t)*(size_t)r->nRow);
  o->cap = 16;
  o->aByte = xmalloc((size_t)o->cap);
  memset(&a, 0, sizeof a);
  a.n_row = r->nRow;
  a.row_idx = 0;
  for(i=0; i<k->nArg; i++) aCol[i] = r->col[i % r->nCol];
  a.col = aCol;
  a.bytes = r->aByte;
  a.max_len = maxLen;
  a.like_max = likeMax;
  a.out_type = o->aType;
  a.out_rc = o->aRc;
  a.out_num = o->aNum;
  a.out_len = o->aLen;
  a.counters = &o->counters;
  for(;;){
    a.out_bytes = o->aByte;
    a.out_cap = o->cap;
    k->xKernel(&a);
    for(i=nIdx=0; i<r->nRow; i++){
      if( o->aRc[i]==GS_OUT_FULL ) aIdx[nIdx++] = i;
    }
    if( nIdx==0 ) break;
    /* Rows of earlier passes keep their bytes below the old capacity; the
    ** re-run rows reserve space after it (what the failed reservations
    ** counted past it was never written). */
    o->nRerun++;
    o->counters.out_used = o->cap;
    o->cap *= 4;
    o->aByte = realloc(o->aByte, (size_t)o->cap);
    if( o->aByte==0 ) exit(2);
    a.row_idx = aIdx;
    a.n_row = nIdx;
  }
  free(aIdx);
  free(aCol);
}

static void free_out(kernel_out *o){
  free(o->aType); free(o->aRc); free(o->aNum); free(o->aLen); free(o->aByte);
}

/* Compare row iRow of the kernel's output with gpu_udf_row's. */
static void check_row(const kernel_entry *k, int iRow, const kernel_out *o, sqlite3 *db,
                      sqlite3_stmt *st){
  int rc = sqlite3_step(st);
  int t = o->aType[iRow];
  char zWhy[200];
  if( rc!=SQLITE_ROW ){
    int e = sqlite3_errcode(db);
    int want = e==SQLITE_TOOBIG ? GS_TOOBIG : e==SQLITE_NOMEM ? GS_NOMEM : GS_ERROR;
    if( o->aRc[iRow]!=want ){
      snprintf(zWhy, sizeof zWhy, "CPU engine error \"%s\" (%d), kernel rc %d",
               sqlite3_errmsg(db), e, o->aRc[iRow]);
      fail(k, iRow, zWhy);
    }else{
      nPass++;
    }
    return;
  }
  if( o->aRc[iRow]!=GS_OK ){
    snprintf(zWhy, sizeof zWhy, "kernel rc %d, CPU engine gave a value", o->aRc[iRow]);
    fail(k, iRow, zWhy);
    return;
  }
  /* A NaN result reaches SQLite as NULL (sqlite3_result_double). */
  if( t==GS_REAL ){
    double d;
    memcpy(&d, &o->aNum[iRow], sizeof d);
    if( isnan(d) ) t = GS_NULL;
  }
  {
    sqlite3_value *v = sqlite3_column_value(st, 0);
    int tw = sqlite3_value_type(v);
    int ok = 0;
    static const int aMap[] = { 0, GS_INT, GS_REAL, GS_TEXT, GS_BLOB, GS_NULL };
    if( aMap[tw]==t ){
      switch( t ){
        case GS_INT:  ok = sqlite3_value_int64(v)==o->aNum[iRow]; break;
        case GS_REAL: {
          double d = sqlite3_value_double(v), g;
          memcpy(&g, &o->aNum[iRow], sizeof g);
          ok = memcmp(&d, &g, sizeof d)==0;
          break;
        }
        case GS_TEXT:
        case GS_BLOB: {
          const void *z = t==GS_TEXT ? (const void*)sqlite3_value_text(v) : sqlite3_value_blob(v);
          ok = sqlite3_value_bytes(v)==o->aLen[iRow]
            && (o->aLen[iRow]==0 || memcmp(z, o->aByte + o->aNum[iRow], (size_t)o->aLen[iRow])==0);
          break;
        }
        default: ok = 1; break;
      }
    }
    if( ok ){
      nPass++;
    }else{
      snprintf(zWhy, sizeof zWhy, "CPU engine gave type %d, kernel type %d (or a different value)",
               tw, t);
      fail(k, iRow, zWhy);
    }
  }
}

int main(int argc, char **argv){
  sqlite3 *db;
  row_set r;
  char *zErr = 0;
  int iK, i, j;
  if( argc!=3 ){
    fprintf(stderr, "usage: %s ROWS.db EXTENSION\n", argv[0]);
    return 2;
  }
  if( sqlite3_open(argv[1], &db)!=SQLITE_OK ) return 2;
  sqlite3_enable_load_extension(db, 1);
  if( sqlite3_load_extension(db, argv[2], 0, &zErr)!=SQLITE_OK ){
    fprintf(stderr, "kdriver: %s\n", zErr);
    return 2;
  }
  /* 16 MiB of result at most, for the kernels and gpu_udf_row alike: the
  ** test programs include results just under SQLite's default limit
  ** (repeat(s, 500000001) of a one-byte s is 500 MB), which the driver,
  ** built at -O0 under ASan, would make again at every re-run of a row
  ** that overflows the output buffer (hours); the engines' behaviour at
  ** the limit is tier2.test's and rt_tier2's to test. */
  sqlite3_limit(db, SQLITE_LIMIT_LENGTH, 1<<24);
  load_rows(db, &r);
  for(iK=0; iK<(int)(sizeof(kernel_list)/sizeof(kernel_list[0])); iK++){
    const kernel_entry *k = &kernel_list[iK];
    kernel_out o;
    sqlite3_stmt *st;
    char *zSql;
    run_kernel(k, &r, sqlite3_limit(db, SQLITE_LIMIT_LENGTH, -1),
               sqlite3_limit(db, SQLITE_LIMIT_LIKE_PATTERN_LENGTH, -1), &o);
    /* Every string the generated code allocated was freed, by its own
    ** decrefs (n_leaked counts rows that left one behind). */
    if( o.counters.n_alloc!=o.counters.n_free || o.counters.n_leaked!=0 ){
      char zWhy[120];
      snprintf(zWhy, sizeof zWhy, "leak: %llu allocated, %llu freed, %llu rows left strings live",
               o.counters.n_alloc, o.counters.n_free, o.counters.n_leaked);
      fail(k, -1, zWhy);
    }else{
      nPass++;
    }
    {
      sqlite3_str *s = sqlite3_str_new(0);
      sqlite3_str_appendall(s, "SELECT gpu_udf_row(?1");
      for(j=0; j<k->nArg; j++) sqlite3_str_appendf(s, ", ?%d", j+2);
      sqlite3_str_appendall(s, ")");
      zSql = sqlite3_str_finish(s);
    }
    if( sqlite3_prepare_v2(db, zSql, -1, &st, 0)!=SQLITE_OK ){
      fail(k, -1, sqlite3_errmsg(db));
      sqlite3_free(zSql);
      free_out(&o);
      continue;
    }
    sqlite3_free(zSql);
    for(i=0; i<r.nRow; i++){
      sqlite3_bind_text(st, 1, k->zSrc, -1, SQLITE_STATIC);
      for(j=0; j<k->nArg; j++) sqlite3_bind_value(st, j+2, r.apVal[i*r.nCol + j % r.nCol]);
      check_row(k, i, &o, db, st);
      sqlite3_reset(st);
    }
    sqlite3_finalize(st);
    free_out(&o);
  }
  for(i=0; i<r.nRow*r.nCol; i++) sqlite3_value_free(r.apVal[i]);
  for(i=0; i<r.nCol; i++){ free(r.aType[i]); free(r.aNum[i]); free(r.aLen[i]); }
  free(r.apVal);
  free(r.aByte);
  sqlite3_close(db);
  printf("kdriver: %d kernels, %d rows each\n", (int)(sizeof(kernel_list)/sizeof(kernel_list[0])), r.nRow);
  printf("%d passed, %d failed\n", nPass, nFail);
  return nFail>0;
}
