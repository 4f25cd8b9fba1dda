/*
** regexp.c - the host's side of regular expressions (runtime/gs_regex.h):
** a pattern prepared once per statement for the plain SQL functions, and
** the text of a pattern's error.
**
**   SELECT regexp_count('a1b22c333', '[0-9]+');        -- 3
**   SELECT 'abc' REGEXP 'b';                           -- SQLite's operator: 1
**
** The plain SQL functions (FT_SQLFN rows of functab.c, made callable by
** sqlfn.c) compile their pattern with xPrepare once and keep the program as
** the pattern argument's auxdata: for a literal or a bound pattern, once
** per statement.  xRun then calls the runtime's function with the program
** as the extra last argument, exactly as a program does whose pattern is a
** literal (check.c compiles that one).  SQL's `X REGEXP Y` calls
** regexp(Y, X), the row whose pattern is argument 0.
**
** A pattern that does not compile is an error that names the function, the
** pattern and the position (0-based characters, as Python's re.error):
**
**   regexp_like: nothing to repeat at position 0 in pattern '*a'
**
** Where the runtime compiles a pattern itself (a pattern from a column, on
** the CPU engine) its message must outlive the worker thread that made
** it: gp_regexp_error_text keeps each distinct message for the life of the
** process, up to GP_RE_MAX_TEXTS of them, then a plainer shared one.
*/
#include "gpustr_int.h"
#include "functab.h"
#include "gs_runtime.h"
#include <pthread.h>
#include <string.h>

#define GP_RE_MAX_TEXTS 4096
#define GP_RE_NAMED     200

static pthread_mutex_t gp_re_mutex = PTHREAD_MUTEX_INITIALIZER;
static char *gp_re_texts[GP_RE_MAX_TEXTS];
static int gp_re_ntext;

/* "FN: WHAT at position POS in pattern 'PAT'" (malloc'd, or 0). */
static char *gp_regexp_error_message(const char *zFn, const char *zWhat, int64_t pos,
                                     const unsigned char *zPat, int64_t nPat){
  /* A long pattern is named by its first GP_RE_NAMED characters. */
  int64_t n = 0, k = 0;
  while( n<nPat && k<GP_RE_NAMED ){ n = gs_text_utf8_skip(zPat, nPat, n); k++; }
  return sqlite3_mprintf("%s: %s at position %lld in pattern '%.*s%s'", zFn, zWhat,
                         (long long)pos, (int)n, (const char*)zPat, n<nPat ? "..." : "");
}

/* z (sqlite3_malloc'd, freed here) as a text kept for the process: the
** same text twice is kept once; 0 beyond GP_RE_MAX_TEXTS of them. */
static const char *gp_re_keep(char *z){
  const char *zRet = 0;
  int i;
  if( z==0 ) return 0;
  pthread_mutex_lock(&gp_re_mutex);
  for(i=0; i<gp_re_ntext && zRet==0; i++){
    if( strcmp(gp_re_texts[i], z)==0 ) zRet = gp_re_texts[i];
  }
  if( zRet==0 && gp_re_ntext<GP_RE_MAX_TEXTS ){
    /* Kept for the process, outside SQLite's allocator (whose memory
    ** must be back when the library shuts down). */
    char *zKeep = strdup(z);
    if( zKeep ){ gp_re_texts[gp_re_ntext++] = zKeep; zRet = zKeep; }
  }
  pthread_mutex_unlock(&gp_re_mutex);
  sqlite3_free(z);
  return zRet;
}

const char *gp_regexp_error_text(const char *zFn, const char *zWhat, long long pos,
                                 const unsigned char *zPat, long long nPat){
  return gp_re_keep(gp_regexp_error_message(zFn, zWhat, pos, zPat, nPat));
}

/* ---- regexp_replace's template: its error --------------------------------
**
**   regexp_replace: bad escape \q at position 1 in replacement 'a\qb'
**   regexp_replace: unknown group name 'x' at position 3 in replacement '\g<x>'
**
** The part of the template the words show (runtime/gs_regex.h's
** gs_re_terr) is shown as Python shows it: a name as repr() quotes a str
** (the quote that the name does not hold, backslashes doubled, control
** characters escaped; of the characters beyond ASCII, the C1 controls,
** U+00A0, U+00AD and the spaces are escaped, the others shown as they are,
** where Python also escapes other format characters, private use and
** unassigned code points), a number without its leading zeros. */

/* Python's repr() of the str z[0..n) into p. */
static void gp_re_repr(sqlite3_str *p, const unsigned char *z, int64_t n){
  int64_t i;
  int bSingle = 0, bDouble = 0;
  char q;
  for(i=0; i<n; i++){
    if( z[i]=='\'' ) bSingle = 1;
    if( z[i]=='"' ) bDouble = 1;
  }
  q = bSingle && !bDouble ? '"' : '\'';
  sqlite3_str_appendchar(p, 1, q);
  for(i=0; i<n; ){
    uint32_t cp;
    int64_t e = gs_uc_next(z, n, i, &cp);
    if( cp==GS_UC_INVALID ){
      /* not a str's character: its bytes, as bytes' repr() shows them */
      for(; i<e; i++) sqlite3_str_appendf(p, "\\x%02x", z[i]);
      continue;
    }
    if( cp==(uint32_t)q || cp=='\\' ) sqlite3_str_appendf(p, "\\%c", (int)cp);
    else if( cp=='\t' ) sqlite3_str_appendall(p, "\\t");
    else if( cp=='\n' ) sqlite3_str_appendall(p, "\\n");
    else if( cp=='\r' ) sqlite3_str_appendall(p, "\\r");
    else if( cp<0x20 || (cp>=0x7f && cp<=0xa0) || cp==0xad ) sqlite3_str_appendf(p, "\\x%02x", (int)cp);
    else if( cp>=0x80 && (gs_uc_flags(cp) & GS_UC_SPACE) ){
      sqlite3_str_appendf(p, cp<0x10000 ? "\\u%04x" : "\\U%08x", (int)cp);
    }else sqlite3_str_append(p, (const char*)z + i, (int)(e - i));
    i = e;
  }
  sqlite3_str_appendchar(p, 1, q);
}

const char *gp_regexp_tmpl_error_text(const char *zFn, const struct gs_re_terr *e,
                                      const unsigned char *zT, long long nT){
  sqlite3_str *p = sqlite3_str_new(0);
  const char *zMsg;
  int64_t n = 0, k = 0;
  sqlite3_str_appendf(p, "%s: %s", zFn, e->zWhat);
  if( e->n>0 ){
    const unsigned char *z = zT + e->at;
    if( e->how==GS_RE_TQ_REPR ){
      gp_re_repr(p, z, e->n);
    }else if( e->how==GS_RE_TQ_NUM ){
      int64_t i = 0;
      while( i<e->n - 1 && z[i]=='0' ) i++;
      sqlite3_str_append(p, (const char*)z + i, (int)(e->n - i));
    }else{
      sqlite3_str_append(p, (const char*)z, (int)e->n);
    }
  }
  /* A long template is named by its first GP_RE_NAMED characters. */
  while( n<nT && k<GP_RE_NAMED ){ n = gs_text_utf8_skip(zT, nT, n); k++; }
  sqlite3_str_appendf(p, "%s at position %lld in replacement '%.*s%s'", e->zTail,
                      (long long)e->pos, (int)n, (const char*)zT, n<nT ? "..." : "");
  zMsg = gp_re_keep(sqlite3_str_finish(p));
  /* Beyond GP_RE_MAX_TEXTS distinct messages (or out of memory), words
  ** that hold for all. */
  return zMsg ? zMsg : "regexp_replace: bad replacement (the details of more than 4096 distinct errors are not kept)";
}

/* ---- a pattern from a column: a small cache a thread ---------------------
**
** The CPU engine's worker threads last one batch; the statement's own
** thread keeps its cache from batch to batch.  GP_RE_CACHE patterns a
** thread, the least recently used replaced; the memory is the C library's,
** released when the thread ends (a key's destructor). */
#define GP_RE_CACHE 8

typedef struct gp_re_entry {
  unsigned char *zPat;         /* malloc'd: the pattern, then its program */
  int64_t nPat;
  const unsigned char *aProg;  /* inside zPat's allocation */
  uint64_t iUsed;
} gp_re_entry;
typedef struct gp_re_cache {
  gp_re_entry a[GP_RE_CACHE];
  uint64_t iClock;
} gp_re_cache;

static pthread_key_t gp_re_key;
static pthread_once_t gp_re_once = PTHREAD_ONCE_INIT;
static int gp_re_key_ok;

static void gp_re_cache_free(void *p){
  gp_re_cache *c = (gp_re_cache*)p;
  int i;
  for(i=0; i<GP_RE_CACHE; i++) free(c->a[i].zPat);
  free(c);
}
static void gp_re_key_make(void){
  gp_re_key_ok = pthread_key_create(&gp_re_key, gp_re_cache_free)==0;
}

const unsigned char *gp_regexp_cached(const char *zFn, const unsigned char *zPat, long long nPat,
                                      int *pRc, const char **pzErr){
  gp_re_cache *c;
  gp_re_entry *e = 0;
  gs_re_err err;
  unsigned char *aProg = 0, *zKeep;
  int64_t nProg;
  int i, rc;
  pthread_once(&gp_re_once, gp_re_key_make);
  c = gp_re_key_ok ? (gp_re_cache*)pthread_getspecific(gp_re_key) : 0;
  if( c==0 && gp_re_key_ok ){
    c = (gp_re_cache*)calloc(1, sizeof(*c));
    if( c && pthread_setspecific(gp_re_key, c)!=0 ){ free(c); c = 0; }
  }
  if( c==0 ){ *pRc = GS_NOMEM; return 0; }
  c->iClock++;
  for(i=0; i<GP_RE_CACHE; i++){
    gp_re_entry *x = &c->a[i];
    if( x->zPat && x->nPat==nPat && memcmp(x->zPat, zPat, (size_t)nPat)==0 ){
      x->iUsed = c->iClock;
      *pRc = GS_OK;
      return x->aProg;
    }
    if( e==0 || x->iUsed<e->iUsed ) e = x;
  }
  rc = gs_re_compile(zPat, nPat, &aProg, &nProg, &err);
  *pRc = rc;
  if( rc==GS_ERROR ){
    *pzErr = gp_regexp_error_text(zFn, err.zWhat, err.pos, zPat, nPat);
    if( *pzErr==0 ) *pRc = GS_NOMEM;
  }
  if( rc!=GS_OK ) return 0;
  zKeep = (unsigned char*)malloc((size_t)(nPat + nProg + 1));
  if( zKeep==0 ){ sqlite3_free(aProg); *pRc = GS_NOMEM; return 0; }
  free(e->zPat);
  if( nPat ) memcpy(zKeep, zPat, (size_t)nPat);
  memcpy(zKeep + nPat, aProg, (size_t)nProg);
  sqlite3_free(aProg);
  e->zPat = zKeep;
  e->nPat = nPat;
  e->aProg = zKeep + nPat;
  e->iUsed = c->iClock;
  return e->aProg;
}

/* ---- prepared once per statement ---------------------------------------- */

/* The strings a call makes and drops (regexp_replace's result) are kept
** for the next row's, up to this many bytes. */
#define GP_RE_OBJ_CACHE (1<<16)

typedef struct gp_re_obj {
  int64_t nProg;
  unsigned char *aProg;       /* GS_HOST_MALLOC'd */
  /* The context's cache while its calls run, from the second call on
  ** (SQLite keeps the object for a constant pattern; a pattern from a
  ** column makes one a row, whose DFAs the thread's cache keeps): the
  ** allocations they free, and the program's DFAs (re_dfa:
  ** gp_regexp_dfa_own, found by aProg's address rather than by comparing
  ** the program each row). */
  gs_cache cache;
  int nCall;
} gp_re_obj;

static void gp_re_free(void *p){
  gp_re_obj *o = (gp_re_obj*)p;
  if( o ){
    gs_cache_clear(&o->cache);
    sqlite3_free(o->aProg);
    sqlite3_free(o);
  }
}

static int gp_re_prepare(const char *zFn, gs_val arg, void **ppObj, char **pzErr){
  gs_ctx c;
  gs_str pat, own;
  gs_re_err err;
  gp_re_obj *o;
  int rc;
  gs_ctx_init(&c, GS_I64_MAX);
  if( !gs_text_arg(&c, arg, &pat, &own) ) return c.rc;
  o = (gp_re_obj*)sqlite3_malloc64(sizeof(*o));
  if( o==0 ){ gs_decref(&c, own); return GS_NOMEM; }
  memset(&o->cache, 0, sizeof(o->cache));
  o->cache.nMax = GP_RE_OBJ_CACHE;
  o->nCall = 0;
  rc = gs_re_compile(pat.z, pat.n, &o->aProg, &o->nProg, &err);
  if( rc==GS_ERROR ) *pzErr = gp_regexp_error_message(zFn, err.zWhat, err.pos, pat.z, pat.n);
  gs_decref(&c, own);
  if( rc!=GS_OK ){
    sqlite3_free(o);
    return rc;
  }
  *ppObj = o;
  return GS_OK;
}

/* The function with the program as one argument more: argv has at most 3.
** From the object's second call on, the call runs with the object's cache
** (made then), which stays the context's until the caller (sqlfn.c) has
** released the result. */
static gs_val gp_re_run(gs_ctx *c, int argc, const gs_val *argv, void *pObj, ft_impl xImpl){
  gp_re_obj *o = (gp_re_obj*)pObj;
  gs_val a[4];
  int i;
  for(i=0; i<argc && i<3; i++) a[i] = argv[i];
  a[i] = gs_blob(gs_view(o->aProg, o->nProg));
  if( o->nCall>0 ){
    if( o->cache.re_dfa || (o->cache.re_dfa = gp_regexp_dfa_own(o->aProg))!=0 ) c->cache = &o->cache;
  }else{
    o->nCall = 1;
  }
  return xImpl(c, i + 1, a);
}

#define GP_RE_PREP(NAME, IARG)                                                     \
  static int gp_re_prepare_##NAME(gs_val arg, void **ppObj, char **pzErr){        \
    return gp_re_prepare(#NAME, arg, ppObj, pzErr);                               \
  }                                                                              \
  static gs_val gp_re_run_##NAME(gs_ctx *c, int argc, const gs_val *argv, void *pObj){ \
    return gp_re_run(c, argc, argv, pObj, gs_fn_##NAME);                          \
  }                                                                              \
  const ft_prep gp_prep_##NAME = { IARG, gp_re_prepare_##NAME, gp_re_free, gp_re_run_##NAME };

GP_RE_PREP(regexp, 0)
GP_RE_PREP(regexp_like, 1)
GP_RE_PREP(regexp_substr, 1)
GP_RE_PREP(regexp_instr, 1)
GP_RE_PREP(regexp_count, 1)
GP_RE_PREP(regexp_capture, 1)
GP_RE_PREP(regexp_replace, 1)
