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

int batch_reserve_grow(gp_batch *b, int64_t nRows, int64_t nBytes){
  while( b->nRow + nRows > b->nRowAlloc ){
    if( batch_grow_rows(b)!=SQLITE_OK ) return SQLITE_NOMEM;
  }
  return batch_reserve_bytes(b, nBytes);
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

/* Where row i's strings begin (bEnd 0: the offset of its first) or end (1:
** past its last) in the batch's bytes; -1 for a row of no string. */
static int64_t batch_str_edge(const gp_batch *b, int64_t i, int bEnd){
  int c;
  for(c=0; c<b->nArg; c++){
    const batch_col *bc = &b->aCol[bEnd ? b->nArg-1-c : c];
    if( bc->aType[i]==GS_TEXT || bc->aType[i]==GS_BLOB ) return bc->aNum[i] + (bEnd ? bc->aLen[i] : 0);
  }
  return -1;
}

int batch_append_rows(gp_batch *b, const gp_batch *src, int iFirst, int64_t iRow, int64_t nRow){
  int64_t r0 = b->nRow, nByte0 = -1, nByte = 0, i;
  int c;
  if( nRow<=0 ) return SQLITE_OK;
  while( b->nRow + nRow > b->nRowAlloc ){
    if( batch_grow_rows(b)!=SQLITE_OK ) return SQLITE_NOMEM;
  }
  /* The rows' strings are one run of src's bytes, in row order, each
  ** column's after the one before: from the first string to the end of
  ** the last. */
  for(i=iRow; i<iRow+nRow && (nByte0 = batch_str_edge(src, i, 0))<0; i++){}
  for(i=iRow+nRow-1; nByte0>=0 && i>=iRow && (nByte = batch_str_edge(src, i, 1))<0; i--){}
  if( nByte0<0 ){ nByte0 = 0; nByte = 0; }
  if( batch_reserve_bytes(b, nByte - nByte0)!=SQLITE_OK ) return SQLITE_NOMEM;
  if( nByte>nByte0 ) memcpy(b->aByte + b->nByte, src->aByte + nByte0, (size_t)(nByte - nByte0));
  for(c=0; c<b->nArg; c++){
    const batch_col *sc = &src->aCol[iFirst + c];
    batch_col *dc = &b->aCol[c];
    int64_t d = b->nByte - nByte0;
    memcpy(dc->aType + r0, sc->aType + iRow, (size_t)nRow);
    memcpy(dc->aLen + r0, sc->aLen + iRow, sizeof(int64_t)*(size_t)nRow);
    for(i=0; i<nRow; i++){
      unsigned char t = sc->aType[iRow + i];
      dc->aNum[r0 + i] = (t==GS_TEXT || t==GS_BLOB) ? sc->aNum[iRow + i] + d : sc->aNum[iRow + i];
    }
  }
  b->nRow += nRow;
  b->nByte += nByte - nByte0;
  return SQLITE_OK;
}

void batch_reset(gp_batch *b){
  b->nRow = 0;
  b->nByte = 0;
}

void batch_swap_rows(gp_batch *a, gp_batch *b){
  gp_batch t = *a;
  a->aCol = b->aCol;  a->nRow = b->nRow;  a->nRowAlloc = b->nRowAlloc;
  a->aByte = b->aByte;  a->nByte = b->nByte;  a->nByteAlloc = b->nByteAlloc;
  b->aCol = t.aCol;  b->nRow = t.nRow;  b->nRowAlloc = t.nRowAlloc;
  b->aByte = t.aByte;  b->nByte = t.nByte;  b->nByteAlloc = t.nByteAlloc;
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
