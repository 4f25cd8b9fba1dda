/*
** ast.c - what the front end's steps share: the arena that holds a
** program's tree and the error text with its caret line (ast.h).
** parse.c builds the tree in the arena and check.c types it; neither calls
** the other, and both report errors through fe_error_text().  compile.c
** runs the steps in turn (fe_compile).
*/
#include "gpustr_int.h"
#include "ast.h"

#include <assert.h>
#include <string.h>

/* ---- arena ------------------------------------------------------------- */

typedef struct fe_chunk fe_chunk;
struct fe_chunk {
  fe_chunk *pNext;
  sqlite3_int64 nUsed, nSize;
  sqlite3_int64 aPad;          /* keeps the payload 8-aligned */
};
struct fe_arena {
  fe_chunk *pHead;
};

#define FE_CHUNK 65536

fe_arena *fe_arena_new(void){
  fe_arena *a = (fe_arena*)sqlite3_malloc64(sizeof(fe_arena));
  if( a ) a->pHead = 0;
  return a;
}

void *fe_arena_alloc(fe_arena *a, sqlite3_int64 n){
  fe_chunk *c = a->pHead;
  void *pRet;
  n = (n + 7) & ~(sqlite3_int64)7;
  if( c==0 || c->nSize - c->nUsed < n ){
    sqlite3_int64 nSize = n > FE_CHUNK/2 ? n : FE_CHUNK;
    c = (fe_chunk*)sqlite3_malloc64(sizeof(fe_chunk) + (sqlite3_uint64)nSize);
    if( c==0 ) return 0;
    c->nUsed = 0;
    c->nSize = nSize;
    /* A big block goes behind the current chunk so its free room is kept. */
    if( n > FE_CHUNK/2 && a->pHead ){
      c->pNext = a->pHead->pNext;
      a->pHead->pNext = c;
    }else{
      c->pNext = a->pHead;
      a->pHead = c;
    }
  }
  assert( n>=0 && c->nUsed + n <= c->nSize );
  pRet = (char*)(c+1) + c->nUsed;
  c->nUsed += n;
  memset(pRet, 0, (size_t)n);
  return pRet;
}

void fe_arena_free(fe_arena *a){
  if( a ){
    while( a->pHead ){
      fe_chunk *c = a->pHead;
      a->pHead = c->pNext;
      sqlite3_free(c);
    }
    sqlite3_free(a);
  }
}

/* ---- error text -------------------------------------------------------- */

/* zHead, then the source line of pos (a window of it when long) and a caret
** under pos.  Tabs are copied into the caret line and UTF-8 continuation
** bytes skipped, so the caret lines up in a terminal. */
char *fe_error_text(const char *zSrc, int nSrc, fe_pos pos, const char *zHead){
  sqlite3_str *s = sqlite3_str_new(0);
  int ls = pos.off - (pos.col - 1), le, start, end, i;
  const int W = 76;
  if( pos.off>nSrc ) pos.off = nSrc;
  if( ls<0 ) ls = 0;
  /* The lexer counts lines at '\n' only; on screen a '\r' ends one too, so
  ** the line shown starts after the last '\r' before pos (else a long
  ** line with a '\r' before pos would put pos outside the window). */
  for(i=ls; i<pos.off; i++) if( zSrc[i]=='\r' ) ls = i+1;
  for(le=pos.off; le<nSrc && zSrc[le]!='\n' && zSrc[le]!='\r'; le++){}
  start = ls;
  end = le;
  if( le - ls > W ){
    start = pos.off - W/2;
    if( start<ls ) start = ls;
    while( start>ls && start<nSrc && ((unsigned char)zSrc[start] & 0xc0)==0x80 ) start--;
    end = start + W;
    if( end>le ) end = le;
    /* Cut between characters: a message cut inside one is not UTF-8, and
    ** Python's sqlite3 then raises UnicodeDecodeError instead of it. */
    while( end>start && end<le && ((unsigned char)zSrc[end] & 0xc0)==0x80 ) end--;
  }
  sqlite3_str_appendf(s, "%s\n  %s", zHead, start>ls ? "..." : "");
  sqlite3_str_append(s, zSrc+start, end-start);
  if( end<le ) sqlite3_str_append(s, "...", 3);
  sqlite3_str_appendf(s, "\n  %s", start>ls ? "   " : "");
  for(i=start; i<pos.off && i<end; i++){
    unsigned char c = (unsigned char)zSrc[i];
    if( c=='\t' ) sqlite3_str_appendchar(s, 1, '\t');
    else if( (c & 0xc0)!=0x80 ) sqlite3_str_appendchar(s, 1, ' ');
  }
  sqlite3_str_appendchar(s, 1, '^');
  return sqlite3_str_finish(s);
}

void fe_free(fe_program *prog){
  if( prog ) fe_arena_free(prog->pArena);
}
