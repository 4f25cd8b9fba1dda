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
#include "sqlfn.h"     /* gp_result_text */
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

void gp_regexp_thread_free(void){
  gp_re_cache *c;
  pthread_once(&gp_re_once, gp_re_key_make);
  c = gp_re_key_ok ? (gp_re_cache*)pthread_getspecific(gp_re_key) : 0;
  if( c ){
    pthread_setspecific(gp_re_key, 0);
    gp_re_cache_free(c);
  }
  gp_regexp_dfa_thread_free();
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

/* The calls straight from SQLite's values (see below) take subjects up to
** GP_RE_FAST_MAX bytes and make results up to GP_RE_FAST_OUT, and keep
** a template of GP_RE_FAST_TMPL bytes and GP_RE_FAST_NPC pieces. */
#define GP_RE_FAST_MAX  65536
#define GP_RE_FAST_OUT  1024
#define GP_RE_FAST_TMPL 256
#define GP_RE_FAST_NPC  32

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
  /* regexp_replace's template, read as pieces, for the calls straight
  ** from SQLite (gp_re_fast_replace): the last one met, if it had at
  ** most GP_RE_FAST_NPC pieces and GP_RE_FAST_TMPL bytes. */
  int bTmpl, nTmpl, nPc, nTmplCap;
  unsigned char zTmpl[GP_RE_FAST_TMPL];
  gs_re_piece aPc[GP_RE_FAST_NPC];
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
  o->bTmpl = 0;
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

/* ---- straight from SQLite's values ----------------------------------------
**
** A later row of a statement whose pattern SQLite keeps (the object is
** its auxdata), of a text subject up to GP_RE_FAST_MAX bytes: the
** object's DFAs say where the matches are, and the result goes to SQLite
** without the runtime's values and context, which in a short row cost
** more than the search.  What these do not take (a subject of another
** type, a search the DFAs cannot finish or that reads more than twice the
** subject, a result over GP_RE_FAST_OUT bytes, anything that is an error)
** is left to xRun, which gives the same answer for every row these take:
** they are its steps on the host (gs_re_find, gs_re_next,
** gs_fn_regexp_replace) for the rows where no VM is needed. */

/* The subject: text, not too long; 0 otherwise, with the result NULL set
** and *pn -1 where it is NULL (every regexp_* function is NULL then: the
** runtime's FT_NULLIN). */
static const unsigned char *gp_re_fast_text(sqlite3_context *ctx, sqlite3_value *v, int *pn){
  const unsigned char *z;
  int t = sqlite3_value_type(v);
  if( t!=SQLITE_TEXT ){
    if( t==SQLITE_NULL ){ sqlite3_result_null(ctx); *pn = -1; }
    else *pn = 0;
    return 0;
  }
  z = sqlite3_value_text(v);
  *pn = sqlite3_value_bytes(v);
  return *pn<=GP_RE_FAST_MAX ? z : 0;
}

/* The object's DFAs (gp_regexp_dfa_own), made if need be; 0 on no memory. */
static void *gp_re_fast_dfas(gp_re_obj *o){
  if( o->cache.re_dfa==0 ) o->cache.re_dfa = gp_regexp_dfa_own(o->aProg);
  return o->cache.re_dfa;
}

/* Characters in z[0..k): those of an ASCII head by eight bytes at a time. */
static int64_t gp_re_nchars(const unsigned char *z, int64_t k){
  int64_t i = 0;
  uint64_t w;
  while( i + 8<=k ){
    memcpy(&w, z + i, 8);
    if( w & 0x8080808080808080ull ) break;
    i += 8;
  }
  while( i<k && z[i]<0x80 ) i++;
  return i + gs_text_nchars(z + i, k - i);
}

/* Every match from the start, as gs_re_next finds them (re.finditer:
** after an empty match the next may not be empty at the same place),
** ncap slots each; calls xEach(pArg, caps) for each: 1, or 0 when the
** row is xRun's (xEach returned 0, the DFAs cannot say, or they read more
** than twice the subject, where gs_re_next goes on with the VM). */
static int gp_re_fast_each(void *pD, const unsigned char *z, int n, int ncap, int *caps,
                           int (*xEach)(void*, const int*), void *pArg){
  long long pos = 0, rd, work = 0;
  int ma = 0, m;
  while( pos<=n ){
    m = gp_regexp_dfa_find_own(pD, z, n, pos, ma, ncap, caps, &rd);
    if( m<0 ) return 0;
    work += rd - pos;
    if( work>2*(long long)n + 1024 ) return 0;
    if( m==0 ) break;
    if( !xEach(pArg, caps) ) return 0;
    ma = caps[1]==caps[0];
    pos = caps[1];
  }
  return 1;
}

/* regexp_like(s, p) (is 0) and regexp(p, s) (is 1). */
static int gp_re_fast_like(sqlite3_context *ctx, sqlite3_value **argv, int is, gp_re_obj *o){
  const unsigned char *z;
  void *pD;
  int n, m;
  if( (z = gp_re_fast_text(ctx, argv[is], &n))==0 ) return n<0;
  if( (pD = gp_re_fast_dfas(o))==0 || (m = gp_regexp_dfa_match_own(pD, z, n))<0 ) return 0;
  sqlite3_result_int(ctx, m);
  return 1;
}
static int gp_re_fast_regexp(sqlite3_context *ctx, int argc, sqlite3_value **argv, void *pObj){
  (void)argc;
  return gp_re_fast_like(ctx, argv, 1, (gp_re_obj*)pObj);
}
static int gp_re_fast_regexp_like(sqlite3_context *ctx, int argc, sqlite3_value **argv, void *pObj){
  (void)argc;
  return gp_re_fast_like(ctx, argv, 0, (gp_re_obj*)pObj);
}

/* regexp_substr (group 0, bInstr 0), regexp_capture (group g) and
** regexp_instr (bInstr 1): the first match. */
static int gp_re_fast_first(sqlite3_context *ctx, sqlite3_value **argv, gp_re_obj *o, int g, int bInstr){
  int caps[2*(GS_RE_MAXGROUP + 1)];
  const unsigned char *z;
  void *pD;
  long long rd;
  int n, m;
  if( (z = gp_re_fast_text(ctx, argv[0], &n))==0 ) return n<0;
  if( (pD = gp_re_fast_dfas(o))==0 || (m = gp_regexp_dfa_find_own(pD, z, n, 0, 0, 2*g + 2, caps, &rd))<0 ){
    return 0;
  }
  if( bInstr ){
    sqlite3_result_int64(ctx, m ? gp_re_nchars(z, caps[0]) + 1 : 0);
  }else if( m==0 || caps[2*g]<0 ){
    sqlite3_result_null(ctx);
  }else{
    if( caps[2*g+1] - caps[2*g]>GP_RE_FAST_OUT ) return 0;
    gp_result_text(ctx, z + caps[2*g], caps[2*g+1] - caps[2*g]);
  }
  return 1;
}
static int gp_re_fast_regexp_substr(sqlite3_context *ctx, int argc, sqlite3_value **argv, void *pObj){
  (void)argc;
  return gp_re_fast_first(ctx, argv, (gp_re_obj*)pObj, 0, 0);
}
static int gp_re_fast_regexp_instr(sqlite3_context *ctx, int argc, sqlite3_value **argv, void *pObj){
  (void)argc;
  return gp_re_fast_first(ctx, argv, (gp_re_obj*)pObj, 0, 1);
}
static int gp_re_fast_regexp_capture(sqlite3_context *ctx, int argc, sqlite3_value **argv, void *pObj){
  gp_re_obj *o = (gp_re_obj*)pObj;
  sqlite3_int64 g;
  (void)argc;
  /* an integer group of the pattern (else xRun converts or fails) */
  if( sqlite3_value_type(argv[2])!=SQLITE_INTEGER ) return 0;
  g = sqlite3_value_int64(argv[2]);
  if( g<0 || g>gs_re_ngroups(o->aProg) ) return 0;
  return gp_re_fast_first(ctx, argv, o, (int)g, 0);
}

/* regexp_count(s, p). */
static int gp_re_fast_counted(void *pArg, const int *caps){
  (void)caps;
  (*(sqlite3_int64*)pArg)++;
  return 1;
}
static int gp_re_fast_regexp_count(sqlite3_context *ctx, int argc, sqlite3_value **argv, void *pObj){
  gp_re_obj *o = (gp_re_obj*)pObj;
  const unsigned char *z;
  void *pD;
  int caps[2], n;
  sqlite3_int64 cnt = 0;
  (void)argc;
  if( (z = gp_re_fast_text(ctx, argv[0], &n))==0 ) return n<0;
  if( (pD = gp_re_fast_dfas(o))==0 ) return 0;
  /* only where each match ends (the slots' 1) */
  if( !gp_re_fast_each(pD, z, n, 1, caps, gp_re_fast_counted, &cnt) ) return 0;
  sqlite3_result_int64(ctx, cnt);
  return 1;
}

/* regexp_replace(s, p, r): the text so far, in a buffer of GP_RE_FAST_OUT. */
typedef struct gp_re_out {
  const gp_re_obj *o;
  gs_str t, s;                 /* the template, the subject */
  int64_t n, last;             /* bytes written; the end of the last match */
  unsigned char z[GP_RE_FAST_OUT + 1];
} gp_re_out;
static int gp_re_fast_put(void *pArg, const int *caps){
  gp_re_out *p = (gp_re_out*)pArg;
  int64_t nGap = caps[0] - p->last;
  int64_t nRep = gs_re_expand(p->o->aPc, p->o->nPc, p->t, p->s, caps, 0);
  if( p->n + nGap + nRep>GP_RE_FAST_OUT ) return 0;
  memcpy(p->z + p->n, p->s.z + p->last, (size_t)nGap);
  gs_re_expand(p->o->aPc, p->o->nPc, p->t, p->s, caps, p->z + p->n + nGap);
  p->n += nGap + nRep;
  p->last = caps[1];
  return 1;
}
static int gp_re_fast_regexp_replace(sqlite3_context *ctx, int argc, sqlite3_value **argv, void *pObj){
  gp_re_obj *o = (gp_re_obj*)pObj;
  int caps[2*(GS_RE_MAXGROUP + 1)];
  const unsigned char *z, *t;
  void *pD;
  int n, nt;
  gp_re_out out;
  (void)argc;
  if( sqlite3_value_type(argv[2])!=SQLITE_TEXT ) return 0;
  if( (z = gp_re_fast_text(ctx, argv[0], &n))==0 ) return n<0;
  t = sqlite3_value_text(argv[2]);
  nt = sqlite3_value_bytes(argv[2]);
  if( t==0 || (pD = gp_re_fast_dfas(o))==0 ) return 0;
  if( !o->bTmpl || o->nTmpl!=nt || memcmp(o->zTmpl, t, (size_t)nt)!=0 ){
    /* Read the template as gs_fn_regexp_replace does: a bad one is xRun's
    ** error, one of too many pieces its to expand. */
    gs_re_terr err;
    int mx, npc;
    o->bTmpl = 0;
    if( nt>GP_RE_FAST_TMPL ) return 0;
    if( !gs_re_template(gs_view(t, nt), o->aProg, gs_view(0, 0), 0, 0, 0, &mx, &err, o->aPc,
                        GP_RE_FAST_NPC, &npc) || npc<0 ){
      return 0;
    }
    if( nt ) memcpy(o->zTmpl, t, (size_t)nt);
    o->nTmpl = nt;
    o->nPc = npc;
    o->nTmplCap = mx>0 ? 2*mx + 2 : 2;
    o->bTmpl = 1;
  }
  out.o = o;
  out.t = gs_view(t, nt);
  out.s = gs_view(z, n);
  out.n = 0;
  out.last = 0;
  if( !gp_re_fast_each(pD, z, n, o->nTmplCap, caps, gp_re_fast_put, &out) ) return 0;
  if( out.last==0 && out.n==0 ){
    /* no match, or only empty ones at 0 that put nothing: the subject
    ** as it is either way */
    gp_result_text(ctx, z, n);
    return 1;
  }
  if( out.n + (n - out.last)>GP_RE_FAST_OUT ) return 0;
  memcpy(out.z + out.n, z + out.last, (size_t)(n - out.last));
  gp_result_text(ctx, out.z, out.n + (n - out.last));
  return 1;
}

#define GP_RE_PREP(NAME, IARG)                                                     \
  static int gp_re_prepare_##NAME(gs_val arg, void **ppObj, char **pzErr){        \
    return gp_re_prepare(#NAME, arg, ppObj, pzErr);                               \
  }                                                                              \
  static gs_val gp_re_run_##NAME(gs_ctx *c, int argc, const gs_val *argv, void *pObj){ \
    return gp_re_run(c, argc, argv, pObj, gs_fn_##NAME);                          \
  }                                                                              \
  const ft_prep gp_prep_##NAME = { IARG, gp_re_prepare_##NAME, gp_re_free, gp_re_run_##NAME, \
                                   gp_re_fast_##NAME };

GP_RE_PREP(regexp, 0)
GP_RE_PREP(regexp_like, 1)
GP_RE_PREP(regexp_substr, 1)
GP_RE_PREP(regexp_instr, 1)
GP_RE_PREP(regexp_count, 1)
GP_RE_PREP(regexp_capture, 1)
GP_RE_PREP(regexp_replace, 1)
