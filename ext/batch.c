/*
** batch.c - columnar batches of argument rows (batch.h).
**
** Growth doubles the arrays, so appending is amortised O(1) per value and
** per byte; batch_reset keeps the memory for the next batch of the same
** statement.
*/
#include "batch.h"
#include "gs_kernel.h"
#include <string.h>

int batch_init(gp_batch *b, int nArg){
  memset(b, 0, sizeof(*b));
  b->nArg = nArg;
  if( nArg>0 ){
    b->aCol = (batch_col*)sqlite3_malloc64(sizeof(batch_col)*(sqlite3_uint64)nArg);
    if( b->aCol==0 ) return SQLITE_NOMEM;
    memset(b->aCol, 0, sizeof(batch_col)*(size_t)nArg);
  }
  return SQLITE_OK;
}

static int batch_grow_rows(gp_batch *b){
  int64_t n = b->nRowAlloc ? b->nRowAlloc*2 : 256;
  int i;
  for(i=0; i<b->nArg; i++){
    batch_col *c = &b->aCol[i];
    unsigned char *aType = (unsigned char*)sqlite3_realloc64(c->aType, (sqlite3_uint64)n);
    int64_t *aNum, *aLen;
    if( aType==0 ) return SQLITE_NOMEM;
    c->aType = aType;
    aNum = (int64_t*)sqlite3_realloc64(c->aNum, sizeof(int64_t)*(sqlite3_uint64)n);
    if( aNum==0 ) return SQLITE_NOMEM;
    c->aNum = aNum;
    aLen = (int64_t*)sqlite3_realloc64(c->aLen, sizeof(int64_t)*(sqlite3_uint64)n);
    if( aLen==0 ) return SQLITE_NOMEM;
    c->aLen = aLen;
  }
  b->nRowAlloc = n;
  return SQLITE_OK;
}

static int batch_reserve_bytes(gp_batch *b, int64_t n){
  if( b->nByte + n > b->nByteAlloc ){
    int64_t nNew = b->nByteAlloc ? b->nByteAlloc*2 : 4096;
    unsigned char *a;
    while( nNew < b->nByte + n ) nNew *= 2;
    a = (unsigned char*)sqlite3_realloc64(b->aByte, (sqlite3_uint64)nNew);
    if( a==0 ) return SQLITE_NOMEM;
    b->aByte = a;
    b->nByteAlloc = nNew;
  }
  return SQLITE_OK;
}

int batch_append(gp_batch *b, sqlite3_value **argv){
  int64_t r = b->nRow;
  int i;
  if( r>=b->nRowAlloc && batch_grow_rows(b)!=SQLITE_OK ) return SQLITE_NOMEM;
  for(i=0; i<b->nArg; i++){
    batch_col *c = &b->aCol[i];
    sqlite3_value *v = argv[i];
    int t = sqlite3_value_type(v);
    c->aLen[r] = 0;
    switch( t ){
      case SQLITE_INTEGER:
        c->aType[r] = GS_INT;
        c->aNum[r] = sqlite3_value_int64(v);
        break;
      case SQLITE_FLOAT: {
        double d = sqlite3_value_double(v);
        c->aType[r] = GS_REAL;
        memcpy(&c->aNum[r], &d, sizeof(d));
        break;
      }
      case SQLITE_TEXT:
      case SQLITE_BLOB: {
        const void *z = t==SQLITE_TEXT ? (const void*)sqlite3_value_text(v) : sqlite3_value_blob(v);
        int64_t n = sqlite3_value_bytes(v);
        if( batch_reserve_bytes(b, n)!=SQLITE_OK ) return SQLITE_NOMEM;
        c->aType[r] = t==SQLITE_TEXT ? GS_TEXT : GS_BLOB;
        c->aNum[r] = b->nByte;
        c->aLen[r] = n;
        if( n ) memcpy(b->aByte + b->nByte, z, (size_t)n);
        b->nByte += n;
        break;
      }
      default:
        c->aType[r] = GS_NULL;
        c->aNum[r] = 0;
        break;
    }
  }
  b->nRow++;
  return SQLITE_OK;
}

void batch_reset(gp_batch *b){
  b->nRow = 0;
  b->nByte = 0;
}

void batch_free(gp_batch *b){
  int i;
  for(i=0; i<b->nArg && b->aCol; i++){
    sqlite3_free(b->aCol[i].aType);
    sqlite3_free(b->aCol[i].aNum);
    sqlite3_free(b->aCol[i].aLen);
  }
  sqlite3_free(b->aCol);
  sqlite3_free(b->aByte);
  sqlite3_free(b->aRes);
  memset(b, 0, sizeof(*b));
}

/* A view of an SQL value, valid while the value is. */
gs_val gp_value_in(sqlite3_value *v){
  static const unsigned char zEmpty[1] = {0};
  switch( sqlite3_value_type(v) ){
    case SQLITE_INTEGER: return gs_int(sqlite3_value_int64(v));
    case SQLITE_FLOAT:   return gs_real(sqlite3_value_double(v));
    case SQLITE_TEXT: {
      const unsigned char *z = sqlite3_value_text(v);
      return gs_text(gs_view(z ? z : zEmpty, sqlite3_value_bytes(v)));
    }
    case SQLITE_BLOB: {
      const unsigned char *z = (const unsigned char*)sqlite3_value_blob(v);
      return gs_blob(gs_view(z ? z : zEmpty, sqlite3_value_bytes(v)));
    }
    default: return gs_null();
  }
}
