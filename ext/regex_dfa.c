/*
** regex_dfa.c - lazy DFAs for the host's regular expressions: one that
** says whether a pattern matches (regexp_like, REGEXP), and, for the
** other regexp_* functions, one forwards that finds where the VM's first
** match ends, one backwards that finds where it starts, and a backtracker
** for its groups inside that span (see "where the first match is" below),
** so that the Pike VM runs only where these cannot say.
**
**   SELECT count(*) FROM t WHERE regexp_like(s, '(abc|mno|xyz)[a-f]+|q\d');
**
** runtime/gs_regex.h compiles a pattern to a program and runs it with a
** Pike VM, which steps every live thread at every character.  Whether there
** is a match at all needs no priorities and no groups: a set of program
** counters is enough, and the sets met are few.  So, on the host only
** (GS_RE_HOST_DFA in gpustr_int.h; the GPU's kernels keep the VM), the
** sets are made into the states of a DFA as the subjects need them
** (subset construction on the fly), and a subject is then one table look
** per byte.
**
** A state is the set of threads alive at a position before following
** their closure (the "kernel": program counters, sorted), with what the
** assertions need to know of the byte before (at the start, after '\n',
** after a word byte).  Its transition on a byte follows the closure knowing
** that byte too, so ^ $ \A \Z \b \B and (?m) are exact; the byte '\n' as
** the subject's last is an input of its own ($ matches before it), and so
** is the end.  A match is found when a closure reaches MATCH.  ASCII bytes
** are grouped into classes that no instruction tells apart; a character
** >= 0x80 (or an invalid sequence, one character as the VM splits them) is
** decoded, and its transition is kept in a one-entry slot per state.
** Python's rule that a repeat stops after an empty iteration changes the
** groups, never whether there is a match, so MARK and EMPTYX are plain
** jumps here.
**
** A pattern starting with a literal (after ^, \A or groups) rejects a
** subject without it by memchr and memcmp first (at 0 when anchored).
**
** Memory: each CPU worker keeps its GP_DFA_CACHE latest DFAs (a forward
** K_FIRST with the K_START it owns counts as one) in its string cache
** (gs_cache.re_dfa, freed with it by gs_cache_clear), a caller without one
** in its thread's (freed when the thread ends), with the backtracker's
** 32 KB of bits and its stack; the C library's memory.  Each DFA holds at most
** GP_DFA_MAXSTATE states (fewer when its transition table would pass
** GP_DFA_TABLE bytes) and GP_DFA_POOL kernel entries: about 1 MB at most.  When they are
** full the states are dropped and the search goes on; when that happens
** again and again within one subject (a pattern whose states outnumber the
** cache), the caller is told to run the VM (-1).  A program of more than
** GP_DFA_MAXINST instructions always goes to the VM.  Each byte costs at
** most one state's construction, O(p log p) for a program of p
** instructions, so time stays linear in the subject.
*/
#include "gpustr_int.h"
#include "gs_runtime.h"
#include "vm.h"
#include <pthread.h>
#include <stdlib.h>
#include <string.h>

#define GP_DFA_CACHE    8       /* DFAs a thread keeps */
#define GP_DFA_MAXINST  4000    /* larger programs: the VM */
#define GP_DFA_MAXSTATE 4096    /* states of one DFA ... */
#define GP_DFA_TABLE    (1<<19) /* ... fewer if its table would pass this (bytes) */
#define GP_DFA_POOL     65536   /* program counters of all its kernels */

/* Transitions: a state's row offset (state * ncol), or one of these. */
#define GP_DFA_UNKNOWN (-1)
#define GP_DFA_MATCH   (-2)
#define GP_DFA_DEAD    (-3)     /* no match from here (or: none at the end) */
#define GP_DFA_FULL    (-4)     /* the cache gave up: run the VM */

/* The kinds of DFA (gp_dfa.reverse). */
#define GP_DFA_K_MATCH  0       /* is there a match (a set of threads) */
#define GP_DFA_K_LIVE   1       /* backwards: which threads can still match */
#define GP_DFA_K_FIRST  2       /* where the VM's first match ends (threads in order) */
#define GP_DFA_K_START  3       /* backwards from that end: where it starts */

/* What is known of the byte before a position ... */
#define GP_DFA_BEGIN    1
#define GP_DFA_AFTERNL  2
#define GP_DFA_AFTERW   4
#define GP_DFA_NOSTART  8       /* K_FIRST: no thread starts any more */
#define GP_DFA_MUSTADV  16      /* K_FIRST: no empty match here (re.finditer) */
/* ... and of the input at it. */
#define GP_DFA_NEXTEOF  1
#define GP_DFA_NEXTNL   2
#define GP_DFA_NEXTW    4
#define GP_DFA_NEXTLAST 8       /* the '\n' is the subject's last byte */

typedef struct gp_dfa {
  unsigned char *prog;          /* a copy of the program: the key */
  int64_t nprog;
  uint64_t iUsed;
  int ni, anchored, flagmask, dollar;
  int reverse;                  /* its kind: GP_DFA_K_* */
  int hasword, hasnl, rmask;    /* ... the facts its states keep */
  int32_t *rpoff, *rpred;       /* ... each pc's predecessors by the moves
                                ** that consume nothing: rpred[rpoff[pc]..
                                ** rpoff[pc+1]) */
  int ncol, colHigh, colLastNl, colEof;  /* columns: ASCII classes, then
                                ** bytes >= 0x80 (always unknown), the final
                                ** '\n', the end, ... */
  int colBof, colPf0;           /* ... and K_START's start of the subject and
                                ** a character >= 0x80 before the search */
  unsigned char col[256];       /* byte -> its class (>= 0x80: colHigh) */
  unsigned char rep[128];       /* class -> a byte of it */
  unsigned char lit[32];        /* the literal every match starts with */
  int nlit;
  /* states */
  int nstate, nalloc, maxstate;
  int32_t *trans;               /* nalloc * ncol */
  uint32_t *ucp;                /* per state: a character >= 0x80 (0: none) */
  int32_t *unext;               /* ... and its transition */
  uint32_t *ucp2;               /* K_FIRST: a second slot */
  int32_t *unext2;
  int32_t *koff, *klen;         /* its kernel in pool */
  unsigned char *kflags;
  int32_t *pool;
  int npool, npoolalloc;
  int32_t *hash;                /* state + 1, 0 empty; nhash a power of 2 */
  int nhash;
  int start;                    /* the start state's row, or -1 */
  int32_t init[32];             /* K_FIRST, K_START: the rows of the start
                                ** states by their flags, -1 unknown */
  int nflushed;                 /* times its states were dropped */
  struct gp_dfa *pStart;        /* K_FIRST: its K_START, made when needed */
  unsigned char *merge;         /* K_FIRST: 1 for an instruction reached by
                                ** more than one move (or pc 0) */
  struct gp_op *op;             /* K_FIRST: the one-pass steps, made as met */
  int32_t *opT, *opPc, *opCap;  /* ... and their closure's arrays */
  int32_t *mpcs;                /* K_START: the MATCH instructions */
  int nm;
  /* K_FIRST: the VM's closure (gs_re_add) without groups */
  uint32_t *vmark, vgen;
  int32_t *vstack, *vt, *vpc, *vcap;
  /* scratch for a transition */
  uint32_t *mark, *inext, gen;
  int32_t *stack, *next;
  /* this search */
  int nflush, nbuilt;
} gp_dfa;

static void gp_dfa_free(gp_dfa *d){
  if( d==0 ) return;
  gp_dfa_free(d->pStart);
  free(d->prog); free(d->trans); free(d->ucp); free(d->unext); free(d->ucp2); free(d->unext2);
  free(d->koff);
  free(d->klen); free(d->kflags); free(d->pool); free(d->hash); free(d->mark);
  free(d->inext); free(d->stack); free(d->next); free(d->rpoff); free(d->rpred);
  free(d->mpcs); free(d->merge); free(d->op); free(d->opT); free(d->opPc); free(d->opCap);
  free(d->vmark); free(d->vstack); free(d->vt); free(d->vpc); free(d->vcap);
  free(d);
}

static int gp_dfa_isword(unsigned b){
  return (b>='a' && b<='z') || (b>='A' && b<='Z') || (b>='0' && b<='9') || b=='_';
}

/* Split the ASCII classes by the set of bytes for which in(b) holds. */
static void gp_dfa_refine(unsigned char *col, int *pncls, const unsigned char *in){
  int map[256], b, n = *pncls;
  for(b=0; b<256; b++) map[b] = -1;
  for(b=0; b<128; b++){
    int key = col[b]*2 + (in[b] ? 1 : 0);
    if( map[key]<0 ){
      /* the first side met keeps the old number, the other a new one */
      map[key] = map[col[b]*2 + !in[b]]<0 ? col[b] : n++;
    }
    col[b] = (unsigned char)map[key];
  }
  *pncls = n;
}

/* The program's analysis: byte classes, assertions used, the literal. */
static void gp_dfa_setup(gp_dfa *d){
  const unsigned char *prog = d->prog, *ins0 = prog + GS_RE_HDR;
  unsigned char in[128];
  int pc, b, ncls = 1, hasword = 0, hasnl = 0;
  memset(d->col, 0, sizeof d->col);
  for(pc=0; pc<d->ni; pc++){
    const unsigned char *ins = ins0 + GS_RE_INS*pc;
    switch( ins[0] ){
      case GS_RE_CHAR: case GS_RE_ANY: case GS_RE_ANYNL: case GS_RE_CLASS:
        for(b=0; b<128; b++) in[b] = (unsigned char)gs_re_takes(prog, ins, (uint32_t)b);
        gp_dfa_refine(d->col, &ncls, in);
        break;
      case GS_RE_ASSERT:
        switch( ins[1] ){
          case GS_RE_AT_BEGIN:  d->flagmask |= GP_DFA_BEGIN; break;
          case GS_RE_AT_DOLLAR: d->dollar = 1; hasnl = 1; break;
          case GS_RE_AT_MBOL:   d->flagmask |= GP_DFA_BEGIN | GP_DFA_AFTERNL; hasnl = 1; break;
          case GS_RE_AT_MEOL:   hasnl = 1; break;
          case GS_RE_AT_WORDB: case GS_RE_AT_NWORDB:
            d->flagmask |= GP_DFA_AFTERW; hasword = 1;
            break;
        }
        break;
    }
  }
  if( hasword ){
    for(b=0; b<128; b++) in[b] = (unsigned char)gp_dfa_isword((unsigned)b);
    gp_dfa_refine(d->col, &ncls, in);
  }
  if( hasnl ){
    for(b=0; b<128; b++) in[b] = b=='\n';
    gp_dfa_refine(d->col, &ncls, in);
  }
  d->hasword = hasword;
  d->hasnl = hasnl;
  for(b=127; b>=0; b--) d->rep[d->col[b]] = (unsigned char)b;
  d->colHigh = ncls;
  d->colLastNl = ncls + 1;
  d->colEof = ncls + 2;
  d->colBof = ncls + 3;
  d->colPf0 = ncls + 4;
  d->ncol = ncls + 5;
  for(b=128; b<256; b++) d->col[b] = (unsigned char)d->colHigh;
  d->anchored = prog[7] & GS_RE_F_ANCHORED;
  /* The literal: the CHARs (not folded) that every thread passes first. */
  pc = 0;
  while( pc<d->ni ){
    const unsigned char *ins = ins0 + GS_RE_INS*pc;
    if( ins[0]==GS_RE_SAVE || ins[0]==GS_RE_ASSERT ){ pc++; continue; }
    if( ins[0]==GS_RE_JMP ){
      if( (int)gs_re_u32(ins + 4)<=pc ) break;
      pc = (int)gs_re_u32(ins + 4);
      continue;
    }
    if( ins[0]==GS_RE_CHAR && ins[1]==0 ){
      uint32_t x = gs_re_u32(ins + 4);
      int len = gs_uc_len(x);
      if( d->nlit + len>(int)sizeof d->lit ) break;
      gs_uc_put(d->lit + d->nlit, x);
      d->nlit += len;
      pc++;
      continue;
    }
    break;
  }
  d->maxstate = GP_DFA_TABLE/(4*d->ncol);
  if( d->maxstate>GP_DFA_MAXSTATE ) d->maxstate = GP_DFA_MAXSTATE;
}

/* Forget every state (the cache is full). */
static void gp_dfa_flush(gp_dfa *d){
  int k;
  d->nstate = 0;
  d->npool = 0;
  d->start = -1;
  for(k=0; k<32; k++) d->init[k] = -1;
  d->nflushed++;
  memset(d->hash, 0, sizeof(int32_t)*(size_t)d->nhash);
}

static uint32_t gp_dfa_hashkey(const int32_t *k, int n, int flags){
  uint32_t h = 2166136261u ^ (uint32_t)flags;
  int i;
  for(i=0; i<n; i++) h = (h ^ (uint32_t)k[i])*16777619u;
  return h ^ (h>>15);
}

/* Room for twice the states: 0 when memory ran out (the arrays grown so
** far are only larger). */
static int gp_dfa_grow(gp_dfa *d){
  size_t na = 2*(size_t)d->nalloc;
  void *p;
  if( (p = realloc(d->trans, sizeof(int32_t)*na*(size_t)d->ncol))==0 ) return 0;
  d->trans = (int32_t*)p;
  if( (p = realloc(d->ucp2, sizeof(uint32_t)*na))==0 ) return 0;
  d->ucp2 = (uint32_t*)p;
  if( (p = realloc(d->unext2, sizeof(int32_t)*na))==0 ) return 0;
  d->unext2 = (int32_t*)p;
  if( (p = realloc(d->ucp, sizeof(uint32_t)*na))==0 ) return 0;
  d->ucp = (uint32_t*)p;
  if( (p = realloc(d->unext, sizeof(int32_t)*na))==0 ) return 0;
  d->unext = (int32_t*)p;
  if( (p = realloc(d->koff, sizeof(int32_t)*na))==0 ) return 0;
  d->koff = (int32_t*)p;
  if( (p = realloc(d->klen, sizeof(int32_t)*na))==0 ) return 0;
  d->klen = (int32_t*)p;
  if( (p = realloc(d->kflags, na))==0 ) return 0;
  d->kflags = (unsigned char*)p;
  d->nalloc = (int)na;
  return 1;
}

/* The state of kernel k[0..n) (sorted) and flags: its row, or
** GP_DFA_FULL when the cache has no room (nothing changed then), or
** GP_DFA_UNKNOWN when memory ran out. */
static int gp_dfa_state(gp_dfa *d, const int32_t *k, int n, int flags){
  uint32_t h = gp_dfa_hashkey(k, n, flags), m = (uint32_t)d->nhash - 1;
  int s, c;
  for(h&=m; d->hash[h]; h=(h+1)&m){
    s = d->hash[h] - 1;
    /* (n 0: the empty set, whose k is 0; memcmp may not be given 0.) */
    if( d->kflags[s]==flags && d->klen[s]==n
     && (n==0 || memcmp(d->pool + d->koff[s], k, sizeof(int32_t)*(size_t)n)==0) ){
      return s*d->ncol;
    }
  }
  if( d->nstate>=d->maxstate || d->npool + n>GP_DFA_POOL ) return GP_DFA_FULL;
  if( d->nstate>=d->nalloc && !gp_dfa_grow(d) ) return GP_DFA_UNKNOWN;
  if( d->npool + n>d->npoolalloc ){
    int np = d->npoolalloc;
    int32_t *p;
    while( np<d->npool + n ) np *= 2;
    p = (int32_t*)realloc(d->pool, sizeof(int32_t)*(size_t)np);
    if( p==0 ) return GP_DFA_UNKNOWN;
    d->pool = p; d->npoolalloc = np;
  }
  s = d->nstate++;
  if( n ) memcpy(d->pool + d->npool, k, sizeof(int32_t)*(size_t)n);   /* k is 0 for the empty set */
  d->koff[s] = d->npool; d->klen[s] = n; d->kflags[s] = (unsigned char)flags;
  d->npool += n;
  for(c=0; c<d->ncol; c++) d->trans[s*d->ncol + c] = GP_DFA_UNKNOWN;
  d->ucp[s] = 0;
  d->unext[s] = GP_DFA_UNKNOWN;
  d->ucp2[s] = 0;
  d->unext2[s] = GP_DFA_UNKNOWN;
  d->hash[h] = s + 1;
  d->nbuilt++;
  gp_stat_add(GP_STAT_REGEX_DFA_STATES, 1);
  return s*d->ncol;
}

/* Does assertion kind hold between the byte before (flags) and the input
** (next)?  (\B in an empty subject never comes here: n>0.) */
static int gp_dfa_assert(int kind, int flags, int next){
  switch( kind ){
    case GS_RE_AT_BEGIN:  return (flags & GP_DFA_BEGIN)!=0;
    case GS_RE_AT_END:    return (next & GP_DFA_NEXTEOF)!=0;
    case GS_RE_AT_DOLLAR: return (next & (GP_DFA_NEXTEOF|GP_DFA_NEXTLAST))!=0;
    case GS_RE_AT_MBOL:   return (flags & (GP_DFA_BEGIN|GP_DFA_AFTERNL))!=0;
    case GS_RE_AT_MEOL:   return (next & (GP_DFA_NEXTEOF|GP_DFA_NEXTNL))!=0;
    case GS_RE_AT_WORDB:  return ((flags & GP_DFA_AFTERW)!=0)!=((next & GP_DFA_NEXTW)!=0);
    default:              return ((flags & GP_DFA_AFTERW)!=0)==((next & GP_DFA_NEXTW)!=0);
  }
}

static int gp_dfa_cmp(const void *a, const void *b){
  int32_t x = *(const int32_t*)a, y = *(const int32_t*)b;
  return (x>y) - (x<y);
}

/* Sort a kernel: by insertion when short, else by qsort (a long kernel
** sorted by insertion would cost the square of its length a state). */
static void gp_dfa_sort(int32_t *a, int n){
  int i, j;
  if( n>32 ){ qsort(a, (size_t)n, sizeof(int32_t), gp_dfa_cmp); return; }
  for(i=1; i<n; i++){
    int32_t v = a[i];
    for(j=i; j>0 && a[j-1]>v; j--) a[j] = a[j-1];
    a[j] = v;
  }
}

/* The transition of the state at row s on character cp with input facts
** next (cp unused at the end): a row, GP_DFA_MATCH, GP_DFA_DEAD,
** GP_DFA_FULL (give up) or GP_DFA_UNKNOWN (out of memory).  *pFlushed is
** set when the states were dropped (s is gone then). */
static int gp_dfa_build(gp_dfa *d, int s, uint32_t cp, int next, int64_t done, int *pFlushed){
  const unsigned char *prog = d->prog, *ins0 = prog + GS_RE_HDR;
  int st = s/d->ncol, flags = d->kflags[st], sp = 0, nn = 0, k, r, nflags;
  const int32_t *kern = d->pool + d->koff[st];
  uint32_t gen;
  *pFlushed = 0;
  if( ++d->gen==0 ){
    memset(d->mark, 0, sizeof(uint32_t)*(size_t)d->ni);
    memset(d->inext, 0, sizeof(uint32_t)*(size_t)(d->ni + 1));
    d->gen = 1;
  }
  gen = d->gen;
  for(k=d->klen[st]-1; k>=0; k--) d->stack[sp++] = kern[k];
  while( sp>0 ){
    int pc = d->stack[--sp];
    const unsigned char *ins;
    if( d->mark[pc]==gen ) continue;
    d->mark[pc] = gen;
    ins = ins0 + GS_RE_INS*pc;
    switch( ins[0] ){
      case GS_RE_JMP: d->stack[sp++] = (int32_t)gs_re_u32(ins + 4); break;
      case GS_RE_SPLIT: case GS_RE_EMPTYX:
        d->stack[sp++] = (int32_t)gs_re_u16(ins + 2);
        d->stack[sp++] = ins[0]==GS_RE_SPLIT ? (int32_t)gs_re_u32(ins + 4) : pc + 1;
        break;
      case GS_RE_SAVE: case GS_RE_MARK: d->stack[sp++] = pc + 1; break;
      case GS_RE_ASSERT:
        if( gp_dfa_assert(ins[1], flags, next) ) d->stack[sp++] = pc + 1;
        break;
      case GS_RE_MATCH: return GP_DFA_MATCH;
      default:
        if( !(next & GP_DFA_NEXTEOF) && gs_re_takes(prog, ins, cp) && d->inext[pc + 1]!=gen ){
          d->inext[pc + 1] = gen;
          d->next[nn++] = pc + 1;
        }
        break;
    }
  }
  if( next & GP_DFA_NEXTEOF ) return GP_DFA_DEAD;
  if( !d->anchored && d->inext[0]!=gen ) d->next[nn++] = 0;
  if( nn==0 ) return GP_DFA_DEAD;
  gp_dfa_sort(d->next, nn);
  nflags = ((next & GP_DFA_NEXTNL) ? GP_DFA_AFTERNL : 0) | ((next & GP_DFA_NEXTW) ? GP_DFA_AFTERW : 0);
  nflags &= d->flagmask;
  r = gp_dfa_state(d, d->next, nn, nflags);
  if( r==GP_DFA_FULL ){
    /* Drop the states and go on, unless this subject keeps filling the
    ** cache: more than a state every 8 bytes, twice over. */
    if( d->nflush>=2 && done<8*(int64_t)d->nbuilt ){
      gp_stat_add(GP_STAT_REGEX_DFA_GIVEUPS, 1);
      return GP_DFA_FULL;
    }
    gp_stat_add(GP_STAT_REGEX_DFA_FLUSHES, 1);
    d->nflush++;
    gp_dfa_flush(d);
    *pFlushed = 1;
    r = gp_dfa_state(d, d->next, nn, nflags);
  }
  return r;
}

/* The input facts of ASCII byte b. */
static int gp_dfa_next_of(unsigned b){
  return (b=='\n' ? GP_DFA_NEXTNL : 0) | (gp_dfa_isword(b) ? GP_DFA_NEXTW : 0);
}

/* The reverse DFA's predecessor lists: for each pc, the pcs that go to
** it without consuming (an ASSERT's move is taken only where it holds).
** 0 when memory ran out. */
static int gp_dfa_preds(gp_dfa *d){
  const unsigned char *ins0 = d->prog + GS_RE_HDR;
  int ni = d->ni, pc, pass, k;
  d->rpoff = (int32_t*)calloc((size_t)ni + 2, sizeof(int32_t));
  d->rpred = (int32_t*)malloc(sizeof(int32_t)*(size_t)(2*ni + 1));
  if( d->rpoff==0 || d->rpred==0 ) return 0;
  /* pass 0 counts each target's edges, pass 1 places them */
  for(pass=0; pass<2; pass++){
    for(pc=0; pc<ni; pc++){
      const unsigned char *ins = ins0 + GS_RE_INS*pc;
      int to[2], nto = 0;
      switch( ins[0] ){
        case GS_RE_JMP: to[nto++] = (int)gs_re_u32(ins + 4); break;
        case GS_RE_SPLIT:
          to[nto++] = (int)gs_re_u32(ins + 4);
          to[nto++] = (int)gs_re_u16(ins + 2);
          break;
        case GS_RE_EMPTYX:
          to[nto++] = pc + 1;
          to[nto++] = (int)gs_re_u16(ins + 2);
          break;
        case GS_RE_SAVE: case GS_RE_MARK: case GS_RE_ASSERT: to[nto++] = pc + 1; break;
      }
      for(k=0; k<nto; k++){
        if( to[k]<0 || to[k]>=ni ) continue;
        if( pass==0 ) d->rpoff[to[k] + 2]++;
        else d->rpred[d->rpoff[to[k] + 1]++] = pc;
      }
    }
    if( pass==0 ){
      /* rpoff[t+2] counts; after these sums rpoff[t+1] is where t's list
      ** starts, and pass 1's increments leave rpoff[t+1] at its end, that
      ** is rpoff[t] of the finished table is its start. */
      for(pc=0; pc<=ni; pc++) d->rpoff[pc + 1] += d->rpoff[pc];
    }
  }
  return 1;
}

static gp_dfa *gp_dfa_new(const unsigned char *prog, int64_t nprog, int reverse){
  gp_dfa *d = (gp_dfa*)calloc(1, sizeof(*d));
  int ni = gs_re_ninst(prog), i;
  if( d==0 ) return 0;
  d->ni = ni;
  d->reverse = reverse;
  d->nprog = nprog;
  d->prog = (unsigned char*)malloc((size_t)nprog);
  d->nalloc = 16;
  d->npoolalloc = 256;
  d->nhash = 2*GP_DFA_MAXSTATE;
  d->start = -1;
  for(i=0; i<32; i++) d->init[i] = -1;
  if( d->prog ){
    memcpy(d->prog, prog, (size_t)nprog);
    gp_dfa_setup(d);
  }
  d->trans = (int32_t*)malloc(sizeof(int32_t)*(size_t)d->nalloc*(size_t)d->ncol);
  d->ucp = (uint32_t*)malloc(sizeof(uint32_t)*(size_t)d->nalloc);
  d->unext = (int32_t*)malloc(sizeof(int32_t)*(size_t)d->nalloc);
  d->ucp2 = (uint32_t*)malloc(sizeof(uint32_t)*(size_t)d->nalloc);
  d->unext2 = (int32_t*)malloc(sizeof(int32_t)*(size_t)d->nalloc);
  d->koff = (int32_t*)malloc(sizeof(int32_t)*(size_t)d->nalloc);
  d->klen = (int32_t*)malloc(sizeof(int32_t)*(size_t)d->nalloc);
  d->kflags = (unsigned char*)malloc((size_t)d->nalloc);
  d->pool = (int32_t*)malloc(sizeof(int32_t)*(size_t)d->npoolalloc);
  d->hash = (int32_t*)calloc((size_t)d->nhash, sizeof(int32_t));
  d->mark = (uint32_t*)calloc((size_t)ni, sizeof(uint32_t));
  d->inext = (uint32_t*)calloc((size_t)ni + 1, sizeof(uint32_t));
  d->stack = (int32_t*)malloc(sizeof(int32_t)*(size_t)(3*ni + 4));
  d->rmask = GP_DFA_NEXTEOF | (d->hasnl ? GP_DFA_NEXTNL|GP_DFA_NEXTLAST : 0)
           | (d->hasword ? GP_DFA_NEXTW : 0);
  d->next = (int32_t*)malloc(sizeof(int32_t)*(size_t)(ni + 2));
  if( !d->prog || !d->trans || !d->ucp || !d->unext || !d->ucp2 || !d->unext2 || !d->koff || !d->klen || !d->kflags
   || !d->pool || !d->hash || !d->mark || !d->inext || !d->stack || !d->next
   || ((reverse & 1) && !gp_dfa_preds(d)) ){
    gp_dfa_free(d);
    return 0;
  }
  if( reverse==GP_DFA_K_START ){
    const unsigned char *ins0 = prog + GS_RE_HDR;
    d->mpcs = (int32_t*)malloc(sizeof(int32_t)*(size_t)(ni + 1));
    if( d->mpcs==0 ){ gp_dfa_free(d); return 0; }
    for(i=0; i<ni; i++){
      if( ins0[GS_RE_INS*i]==GS_RE_MATCH ) d->mpcs[d->nm++] = i;
    }
  }
  if( reverse==GP_DFA_K_FIRST ){
    /* gs_re_add's arrays, as gs_re_search lays them out, for no slots
    ** but the loops' */
    int nl = gs_re_nloop(prog), nk = ni*(gs_re_loopdepth(prog) + 1);
    d->vmark = (uint32_t*)calloc((size_t)nk, sizeof(uint32_t));
    d->vstack = (int32_t*)malloc(sizeof(int32_t)*2*(size_t)(nk + 1));
    d->vt = (int32_t*)malloc(sizeof(int32_t)*(size_t)(nl + 1));
    d->vpc = (int32_t*)malloc(sizeof(int32_t)*(size_t)(ni + 1));
    d->vcap = (int32_t*)malloc(sizeof(int32_t)*(size_t)(ni*nl + 1));
    d->merge = (unsigned char*)calloc((size_t)ni + 1, 1);
    if( !d->vmark || !d->vstack || !d->vt || !d->vpc || !d->vcap || !d->merge ){ gp_dfa_free(d); return 0; }
    /* Each instruction's moves in (counted to 2); a consuming move comes
    ** from one place only, so it counts as one. */
    {
      const unsigned char *ins0 = prog + GS_RE_HDR;
      for(i=0; i<ni; i++){
        const unsigned char *ins = ins0 + GS_RE_INS*i;
        int to[2], nto = 0, k2;
        switch( ins[0] ){
          case GS_RE_JMP: to[nto++] = (int)gs_re_u32(ins + 4); break;
          case GS_RE_SPLIT: to[nto++] = (int)gs_re_u32(ins + 4); to[nto++] = (int)gs_re_u16(ins + 2); break;
          case GS_RE_EMPTYX: to[nto++] = i + 1; to[nto++] = (int)gs_re_u16(ins + 2); break;
          case GS_RE_MATCH: break;
          default: to[nto++] = i + 1; break;
        }
        for(k2=0; k2<nto; k2++){
          if( to[k2]>=0 && to[k2]<ni && d->merge[to[k2]]<2 ) d->merge[to[k2]]++;
        }
      }
      for(i=0; i<ni; i++) d->merge[i] = d->merge[i]>=2 || i==0;
    }
  }
  return d;
}

/* ---- a thread's DFAs ---------------------------------------------------- */

typedef struct gp_dfa_cache {
  gp_dfa *a[GP_DFA_CACHE];
  uint64_t iClock;
  /* While a CPU worker's batch runs (gp_regexp_dfa_pin), the DFA of the
  ** last stable program met, found by its address: a constant of the
  ** worker's program, its address is no other program's until the
  ** batch ends, when the pin is dropped. */
  const unsigned char *pinProg;
  gp_dfa *pinDfa;
  /* A cache of one prepared pattern (gp_regexp_dfa_own): its program,
  ** alive as long as the cache, and its DFAs by kind, found by address. */
  const unsigned char *ownProg;
  gp_dfa *own[4];
  /* gp_dfa_groups' visited bits and its stack */
  unsigned char *btBits;
  int64_t nBtBits;
  int32_t *btStack;
  int64_t nBtStack;
} gp_dfa_cache;

static pthread_key_t gp_dfa_key;
static pthread_once_t gp_dfa_once = PTHREAD_ONCE_INIT;
static int gp_dfa_key_ok;
/* The thread's cache, quicker to reach than by the key (which frees it). */
static __thread gp_dfa_cache *gp_dfa_mine;

static void gp_dfa_cache_free(void *p){
  gp_dfa_cache *c = (gp_dfa_cache*)p;
  int i;
  for(i=0; i<GP_DFA_CACHE; i++) gp_dfa_free(c->a[i]);
  free(c->btBits);
  free(c->btStack);
  free(c);
}
void gp_regexp_dfa_free(void *pDfas){
  if( pDfas ) gp_dfa_cache_free(pDfas);
}
void gp_regexp_dfa_thread_free(void){
  gp_dfa_cache *c = gp_dfa_mine;
  if( c==0 ) return;
  gp_dfa_mine = 0;
  pthread_setspecific(gp_dfa_key, 0);
  gp_dfa_cache_free(c);
}
/* The DFAs of one prepared pattern (ext/regexp.c's gp_re_obj, a plain SQL
** function's compiled argument): put in the cache of the context that
** runs its calls, they are found by the program's address, without the
** comparison of the whole program that the shared caches need (prog, the
** object's, lives as long as the cache, so no other program can have its
** address meanwhile).  0 when memory ran out. */
void *gp_regexp_dfa_own(const unsigned char *prog){
  gp_dfa_cache *c = (gp_dfa_cache*)calloc(1, sizeof(*c));
  if( c ) c->ownProg = prog;
  return c;
}
static void gp_dfa_key_make(void){
  gp_dfa_key_ok = pthread_key_create(&gp_dfa_key, gp_dfa_cache_free)==0;
}

/* The DFAs of context x: its worker's cache's, kept from batch to batch
** (a worker may run on a new thread each batch), else this thread's.  Made
** if need be; 0 when there are none. */
static gp_dfa_cache *gp_dfa_cache_of(gs_ctx *x){
  gp_dfa_cache *c;
  if( x && x->cache ){
    if( x->cache->re_dfa==0 ) x->cache->re_dfa = calloc(1, sizeof(gp_dfa_cache));
    return (gp_dfa_cache*)x->cache->re_dfa;
  }
  c = gp_dfa_mine;
  if( c==0 ){
    pthread_once(&gp_dfa_once, gp_dfa_key_make);
    if( !gp_dfa_key_ok ) return 0;
    c = (gp_dfa_cache*)calloc(1, sizeof(*c));
    if( c==0 ) return 0;
    if( pthread_setspecific(gp_dfa_key, c)!=0 ){ free(c); return 0; }
    gp_dfa_mine = c;
  }
  return c;
}

void gp_regexp_dfa_pin(gs_ctx *x, int bOn){
  gp_dfa_cache *c = x->cache ? (gp_dfa_cache*)x->cache->re_dfa : gp_dfa_mine;
  x->re_pinned = bOn;
  if( c ){
    c->pinProg = 0;
    c->pinDfa = 0;
  }
}

/* Cache c's DFA of prog, made if need be; 0 when there is none.  bPin:
** prog is a pinned worker's constant, to be found by its address. */
static gp_dfa *gp_dfa_get(gp_dfa_cache *c, const unsigned char *prog, int bPin, int reverse){
  gp_dfa **pe = 0;
  int64_t nprog;
  int i;
  if( prog==c->ownProg && c->own[reverse] ) return c->own[reverse];
  if( c->pinProg==prog && !reverse ) return c->pinDfa;
  nprog = gs_re_u32(prog);
  if( reverse ) bPin = 0;
  c->iClock++;
  for(i=0; i<GP_DFA_CACHE; i++){
    gp_dfa *d = c->a[i];
    if( d && d->reverse==reverse && d->nprog==nprog && memcmp(d->prog, prog, (size_t)nprog)==0 ){
      d->iUsed = c->iClock;
      if( bPin ){ c->pinProg = prog; c->pinDfa = d; }
      if( prog==c->ownProg ) c->own[reverse] = d;
      return d;
    }
    /* the slot to fill: an empty one, else the least recently used */
    if( pe==0 || (*pe && (d==0 || d->iUsed<(*pe)->iUsed)) ) pe = &c->a[i];
  }
  if( gs_re_ninst(prog)>GP_DFA_MAXINST ) return 0;
  if( *pe && *pe==c->pinDfa ){ c->pinProg = 0; c->pinDfa = 0; }
  for(i=0; i<4; i++){
    if( *pe && c->own[i]==*pe ) c->own[i] = 0;
  }
  gp_dfa_free(*pe);
  *pe = gp_dfa_new(prog, nprog, reverse);
  if( *pe ){
    (*pe)->iUsed = c->iClock;
    if( bPin ){ c->pinProg = prog; c->pinDfa = *pe; }
    if( prog==c->ownProg ) c->own[reverse] = *pe;
  }
  return *pe;
}

/* Where lit[0..nlit) is first in z[0..n), or -1. */
static int64_t gp_dfa_find(const unsigned char *z, int64_t n, const unsigned char *lit, int nlit){
  const unsigned char *p = z, *e = z + n - nlit + 1;
  while( p<e && (p = (const unsigned char*)memchr(p, lit[0], (size_t)(e - p)))!=0 ){
    if( memcmp(p + 1, lit + 1, (size_t)(nlit - 1))==0 ) return p - z;
    p++;
  }
  return -1;
}

/* 1 when d's program matches somewhere in z[0..n), n > 0; 0 when not, -1
** when the DFA cannot say (the caller runs the VM). */
static int gp_dfa_match_d(gp_dfa *d, const unsigned char *z, long long n){
  int s, t, flushed;
  int64_t i = 0, nfast;
  if( d->nlit ){
    if( n<d->nlit ) return 0;
    if( d->anchored ){
      int k;
      for(k=0; k<d->nlit; k++){
        if( z[k]!=d->lit[k] ) return 0;
      }
    }else{
      int64_t at = gp_dfa_find(z, n, d->lit, d->nlit);
      if( at<0 ) return 0;
      /* Every match starts with the literal, so none starts before it;
      ** without assertions the start state is the same there. */
      if( d->flagmask==0 ) i = at;
    }
  }
  d->nflush = 0;
  d->nbuilt = 0;
  if( d->start<0 ){
    int32_t k0 = 0;
    d->start = gp_dfa_state(d, &k0, 1, GP_DFA_BEGIN & d->flagmask);
    if( d->start<0 ){ d->start = -1; return -1; }
  }
  s = d->start;
  /* A final '\n' is an input of its own where $ is used. */
  nfast = d->dollar && z[n-1]=='\n' ? n - 1 : n;
  if( !d->anchored ){
    /* The bytes on which the start state stays (they start nothing):
    ** these looks do not wait for each other, as the hot loop's do. */
    const int32_t *trans = d->trans;
    while( i<nfast && trans[s + d->col[z[i]]]==s ) i++;
  }
  while( i<n ){
    const int32_t *trans = d->trans;   /* moves when the states grow */
    const unsigned char *col = d->col;
    uint32_t cp;
    int64_t e;
    int next;
    /* The hot loop: known transitions.  A byte >= 0x80 is in a column
    ** that stays unknown. */
    {
      /* (the row as a pointer-sized integer, the byte by a pointer: no
      ** widening of either in the loop) */
      const unsigned char *p = z + i, *pe = z + nfast;
      int64_t r = s;
      while( p<pe && (t = trans[r + col[*p]])>=0 ){ r = t; p++; }
      s = (int)r;
      i = p - z;
    }
    if( i>=n ) break;
    if( z[i]<0x80 ){
      int c = i<nfast ? col[z[i]] : d->colLastNl;
      t = trans[s + c];
      if( t==GP_DFA_UNKNOWN ){
        next = gp_dfa_next_of(z[i]) | (i<nfast ? 0 : GP_DFA_NEXTLAST);
        t = gp_dfa_build(d, s, i<nfast ? d->rep[c] : '\n', next, i, &flushed);
        if( t==GP_DFA_UNKNOWN || t==GP_DFA_FULL ) return -1;
        if( !flushed ) d->trans[s + c] = t;
      }
      e = i + 1;
    }else{
      /* A character >= 0x80: its transition in the state's one slot. */
      int st = s/d->ncol;
      e = gs_uc_next(z, n, i, &cp);
      if( d->ucp[st]==cp ){
        t = d->unext[st];
      }else{
        t = gp_dfa_build(d, s, cp, 0, i, &flushed);
        if( t==GP_DFA_UNKNOWN || t==GP_DFA_FULL ) return -1;
        if( !flushed ){ d->ucp[st] = cp; d->unext[st] = t; }
      }
    }
    if( t==GP_DFA_MATCH ) return 1;
    if( t==GP_DFA_DEAD ) return 0;
    s = t;
    i = e;
  }
  t = d->trans[s + d->colEof];
  if( t==GP_DFA_UNKNOWN ){
    t = gp_dfa_build(d, s, 0, GP_DFA_NEXTEOF, i, &flushed);
    if( t==GP_DFA_UNKNOWN || t==GP_DFA_FULL ) return -1;
    d->trans[s + d->colEof] = t;
  }
  return t==GP_DFA_MATCH;
}

/* 1 when prog matches somewhere in z[0..n), 0 when not, -1 when the DFA
** cannot say (the caller runs the VM). */
static int gp_dfa_match_in(gp_dfa_cache *c, const unsigned char *prog, int bPin,
                           const unsigned char *z, long long n){
  gp_dfa *d;
  /* The empty subject: \B's special case is the VM's. */
  if( n==0 ) return (prog[15] & 1) ? -1 : 0;
  if( c==0 ) return -1;
  if( prog==c->ownProg && c->own[0] ) d = c->own[0];
  else if( (d = gp_dfa_get(c, prog, bPin, 0))==0 ) return -1;
  return gp_dfa_match_d(d, z, n);
}

int gp_regexp_dfa_match(gs_ctx *x, const unsigned char *prog, int bStable,
                        const unsigned char *z, long long n){
  return gp_dfa_match_in(gp_dfa_cache_of(x), prog, bStable && x && x->re_pinned, z, n);
}

int64_t gp_regexp_dfa_like_rows(gs_ctx *x, const unsigned char *prog, const unsigned char *aType,
                                const int64_t *aNum, const int64_t *aLen, const unsigned char *aByte,
                                int64_t i0, int64_t i1, gs_val *aOut){
  gp_dfa_cache *c = gp_dfa_cache_of(x);
  gp_dfa *d;
  int64_t i;
  int bEmpty = (prog[15] & 1) ? -1 : 0;
  /* The DFA found once for all the rows (a DFA lives in its cache until
  ** another pattern's takes its place). */
  if( c==0 || (d = gp_dfa_get(c, prog, x->re_pinned, 0))==0 ) return i0;
  for(i=i0; i<i1; i++){
    int m;
    if( aType[i]==GS_NULL ){
      aOut[i] = gs_null();
      continue;
    }
    if( aType[i]!=GS_TEXT && aType[i]!=GS_BLOB ) break;
    m = aLen[i]==0 ? bEmpty : gp_dfa_match_d(d, aByte + aNum[i], aLen[i]);
    if( m<0 ) break;
    aOut[i] = gs_int(m);
  }
  return i;
}
/* ... with the DFAs of a prepared pattern (gp_regexp_dfa_own), for its
** program. */
int gp_regexp_dfa_match_own(void *pOwn, const unsigned char *z, long long n){
  gp_dfa_cache *c = (gp_dfa_cache*)pOwn;
  return gp_dfa_match_in(c, c->ownProg, 0, z, n);
}

/* ---- which threads can still match: the reverse DFA ----------------------
**
** A search for every match (regexp_count, regexp_replace) starts the VM
** again after each match.  Where the thread of highest priority never
** matches but lives long (`a*b|a` on a run of a's: `a*b` reads to the end
** before it dies, each time, for a match `a` one character long), the
** searches read the subject again and again: quadratic.  RE2 and Rust's
** regex find where matches end with a DFA run forwards and where they
** start with one run backwards; here, one pass backwards over the subject
** says for each character which consuming instructions, taking it, can
** still reach MATCH; the VM then drops every other thread at once.  A
** thread dropped so could never have matched, and no thread it would have
** kept out (the states it would have taken first) could either (the same
** state at the same place has the same future), so the matches and their
** groups are the VM's own; and every thread left is one that will match,
** so a search reads no further than the end of its match.
**
** The state at position j is the sorted set K(j) of consuming pcs that
** take the character at j and from whose next pc MATCH is reached, with
** the facts of that character the assertions at j need (word, '\n', the
** last '\n', the end).  Going from j to i, the character before: the pcs
** that reach K(j) or MATCH at j without consuming (a walk back along the
** predecessor lists, each ASSERT judged between the character at i and
** the facts of j), and of those, the consuming pcs before them that take
** the character at i.  MARK and EMPTYX are plain moves here, as in the
** forward DFA: Python's rule on empty iterations takes paths away, so a
** thread this keeps may still die, but one it drops is dead. */

/* The transition of the reverse state at row s over character cp before
** it (facts cf of cp): a row, GP_DFA_FULL or GP_DFA_UNKNOWN.  For K_START
** (where every thread must reach MATCH at one end, so MATCH is not added
** at each character), the row times 2, plus 1 when a match can start
** here (pc 0 reaches the state), or GP_DFA_MATCH (it can, and nothing
** goes on before) or GP_DFA_DEAD (neither); with pfOnly>=0 (the facts
** before this place, which is where the search begins), only whether
** a match can start here: GP_DFA_MATCH or GP_DFA_DEAD. */
static int gp_dfa_rbuild(gp_dfa *d, int s, uint32_t cp, int cf, int pfOnly){
  const unsigned char *prog = d->prog, *ins0 = prog + GS_RE_HDR;
  int st = s/d->ncol, jf = d->kflags[st], sp = 0, nn = 0, k, pc, pf, sb = 0, r;
  const int32_t *kern = d->pool + d->koff[st];
  uint32_t gen;
  if( ++d->gen==0 ){
    memset(d->mark, 0, sizeof(uint32_t)*(size_t)d->ni);
    d->gen = 1;
  }
  gen = d->gen;
  /* the facts before j for the assertions at j: never the start (i<j) */
  pf = ((cf & GP_DFA_NEXTNL) ? GP_DFA_AFTERNL : 0) | ((cf & GP_DFA_NEXTW) ? GP_DFA_AFTERW : 0);
  if( pfOnly>=0 ) pf = pfOnly;
  for(k=0; k<d->klen[st]; k++){
    if( d->mark[kern[k]]!=gen ){ d->mark[kern[k]] = gen; d->stack[sp++] = kern[k]; }
  }
  for(pc=0; pc<d->ni && d->reverse==GP_DFA_K_LIVE; pc++){
    if( ins0[GS_RE_INS*pc]==GS_RE_MATCH && d->mark[pc]!=gen ){
      d->mark[pc] = gen; d->stack[sp++] = pc;
    }
  }
  while( sp>0 ){
    int q = d->stack[--sp], e;
    for(e=d->rpoff[q]; e<d->rpoff[q + 1]; e++){
      int p = d->rpred[e];
      const unsigned char *ins = ins0 + GS_RE_INS*p;
      if( d->mark[p]==gen ) continue;
      if( ins[0]==GS_RE_ASSERT && !gp_dfa_assert(ins[1], pf, jf) ) continue;
      d->mark[p] = gen;
      d->stack[sp++] = p;
    }
  }
  if( d->reverse==GP_DFA_K_START ){
    sb = d->mark[0]==gen;
    if( pfOnly>=0 ) return sb ? GP_DFA_MATCH : GP_DFA_DEAD;
  }
  for(pc=0; pc + 1<d->ni; pc++){
    const unsigned char *ins = ins0 + GS_RE_INS*pc;
    if( ins[0]<=GS_RE_CLASS && d->mark[pc + 1]==gen && gs_re_takes(prog, ins, cp) ){
      d->next[nn++] = pc;
    }
  }
  if( d->reverse!=GP_DFA_K_START ) return gp_dfa_state(d, d->next, nn, cf & d->rmask);
  if( nn==0 ) return sb ? GP_DFA_MATCH : GP_DFA_DEAD;
  r = gp_dfa_state(d, d->next, nn, cf & d->rmask);
  if( r==GP_DFA_FULL ){
    /* Start afresh: a search backwards builds at most a state a
    ** character, and the one it stands on is rebuilt here. */
    gp_stat_add(GP_STAT_REGEX_DFA_FLUSHES, 1);
    gp_dfa_flush(d);
    r = gp_dfa_state(d, d->next, nn, cf & d->rmask);
  }
  return r<0 ? r : 2*r + sb;
}

int gp_regexp_dfa_live(gs_ctx *x, const unsigned char *prog, const unsigned char *z,
                       long long n, unsigned short *at, gs_re_live *pLive){
  gp_dfa_cache *c;
  gp_dfa *d;
  int64_t i, e;
  int s, t, high = 0;
  if( (c = gp_dfa_cache_of(x))==0 ) return 0;
  if( (d = gp_dfa_get(c, prog, 0, 1))==0 ) return 0;
  for(i=0; i<n && !high; i++) high = z[i]>=0x80;
  if( high ){
    /* Where characters start, as the VM splits them: the pass backwards
    ** skips the other bytes (0xffff, never a state: GP_DFA_MAXSTATE). */
    for(i=0; i<n; i=e){
      uint32_t cp;
      e = gs_uc_next(z, n, i, &cp);
      at[i] = 0;
      while( ++i<e ) at[i] = 0xffff;
    }
  }
  if( d->start<0 ){
    d->start = gp_dfa_state(d, 0, 0, GP_DFA_NEXTEOF & d->rmask);
    if( d->start<0 ){ d->start = -1; return 0; }
  }
  s = d->start;
  for(i=n-1; i>=0; i--){
    if( (i & 0xffff)==0 && gs_stopped(x, 0x10000) ) return 0;
    if( z[i]<0x80 ){
      int col = d->dollar && i==n-1 && z[i]=='\n' ? d->colLastNl : d->col[z[i]];
      t = d->trans[s + col];
      if( t==GP_DFA_UNKNOWN ){
        int cf = gp_dfa_next_of(z[i]) | (col==d->colLastNl ? GP_DFA_NEXTLAST : 0);
        t = gp_dfa_rbuild(d, s, col==d->colLastNl ? '\n' : d->rep[col], cf, -1);
        if( t<0 ) return 0;
        d->trans[s + col] = t;
      }
    }else{
      int st = s/d->ncol;
      uint32_t cp;
      if( at[i]==0xffff ) continue;
      gs_uc_next(z, n, i, &cp);
      if( d->ucp[st]==cp && d->unext[st]>=0 ){
        t = d->unext[st];
      }else{
        t = gp_dfa_rbuild(d, s, cp, 0, -1);
        if( t<0 ) return 0;
        d->ucp[st] = cp;
        d->unext[st] = t;
      }
    }
    at[i] = (uint16_t)(t/d->ncol);
    s = t;
  }
  gp_stat_add(GP_STAT_REGEX_LIVE_PASSES, 1);
  pLive->at = at;
  pLive->koff = d->koff;
  pLive->klen = d->klen;
  pLive->pool = d->pool;
  return 1;
}

/* ---- where the first match is, and its groups ----------------------------
**
** regexp_substr, regexp_instr, regexp_capture, regexp_count and
** regexp_replace need the match that the VM would find, not only whether
** there is one.  As RE2 does, three steps: a DFA run forwards says where
** that match ends, a DFA run backwards from there where it starts, and
** only then are its groups found, inside that span, by a backtracker that
** remembers what it has tried (RE2's BitState); the VM is left for what
** these cannot do (gs_re_search).
**
** The forward DFA (K_FIRST) keeps Python's priorities: a state is the
** list of the consuming instructions alive, in the VM's order (the order
** of gs_re_search's thread list), not a set.  Its transition follows
** each one's closure in that order with gs_re_add itself, over a subject
** of two or three bytes that has the facts the assertions need (the byte
** before, the byte at this place, whether it is the last '\n' or the
** end), then the thread that starts here (the lowest priority, as in the
** VM) unless a match was found before; the first MATCH met ends the list
** (the VM cuts the threads after it) and marks the transition "a match
** ends here".  Threads do not carry their groups from state to state, and
** need not: after a character is consumed no loop's iteration is empty,
** so a thread's future is its instruction's.  The VM's last match is then
** the last transition so marked before the state dies: where its match
** ends, exactly.
**
** The backward DFA (K_START) is the reverse DFA of regexp_count's pass
** (K_LIVE above) with MATCH only at the end found: at each character
** backwards it knows which instructions reach MATCH there, and whether the
** start (pc 0) is among them: the leftmost such place, not before the
** search began, is where the VM's match starts (a match starting further
** left would be the VM's, as threads that start earlier come first).
**
** The groups (gp_dfa_groups): the program's paths from the start, in the
** VM's order (a depth-first walk, each SPLIT's first branch first), each
** (state, place) tried once, as gs_re_add's marks do, and no path past the
** end nor a MATCH before it: the first to reach MATCH at the end is the
** VM's thread.  Its cost is at most the states (instructions times the
** nesting of loops + 1) times the span's length: larger spans (over
** GP_BT_MAXBITS) go to the VM. */

#define GP_BT_MAXBITS (1<<18)

/* The facts of the byte before position i of z, as the states keep them. */
static int gp_dfa_before(const unsigned char *z, int64_t i){
  if( i==0 ) return GP_DFA_BEGIN;
  return (z[i-1]=='\n' ? GP_DFA_AFTERNL : 0) | (gp_dfa_isword(z[i-1]) ? GP_DFA_AFTERW : 0);
}

/* The little subject a transition's closure (gs_re_add) reads, from the
** facts of a state (flags) and of the input (next): the byte before (none
** at the start; *pzi is where "here" is in it), then the byte here and
** one after it, unless this is the end or the last '\n'.  Its length.
** Also a fresh generation of the visit marks (nk of them). */
static int64_t gp_dfa_little_subject(gp_dfa *d, int flags, int next, int nk,
                                     unsigned char zf[3], int64_t *pzi){
  int64_t zi = 0, zn;
  if( !(flags & GP_DFA_BEGIN) ){
    zf[0] = (flags & GP_DFA_AFTERNL) ? '\n' : (flags & GP_DFA_AFTERW) ? 'a' : ' ';
    zi = 1;
  }
  zn = zi;
  if( !(next & GP_DFA_NEXTEOF) ){
    zf[zn++] = (next & GP_DFA_NEXTNL) ? '\n' : (next & GP_DFA_NEXTW) ? 'a' : ' ';
    if( !(next & GP_DFA_NEXTLAST) ) zf[zn++] = ' ';
  }
  if( ++d->vgen==0 ){
    memset(d->vmark, 0, sizeof(uint32_t)*(size_t)nk);
    d->vgen = 1;
  }
  *pzi = zi;
  return zn;
}

/* The K_FIRST transition of the state at row s on character cp with input
** facts next (cp unused at the end): twice the row, plus 1 when a match
** ends here; GP_DFA_MATCH (a match ends here and no thread goes on),
** GP_DFA_DEAD (none ends here, none goes on), GP_DFA_FULL or
** GP_DFA_UNKNOWN.  *pFlushed as for gp_dfa_build. */
static int gp_dfa_fbuild(gp_dfa *d, int s, uint32_t cp, int next, int64_t done, int *pFlushed){
  const unsigned char *prog = d->prog, *ins0 = prog + GS_RE_HDR;
  int st = s/d->ncol, flags = d->kflags[st], nn = 0, m = 0, k, j, r, nflags;
  int nl = gs_re_nloop(prog), nk = d->ni*(gs_re_loopdepth(prog) + 1);
  const int32_t *kern = d->pool + d->koff[st];
  unsigned char zf[3];
  int64_t zi, zn;
  gs_re_list l;
  *pFlushed = 0;
  /* The little subject: the byte before (none at the start), then the
  ** byte here and one after it, unless this is the end or the last '\n'. */
  zn = gp_dfa_little_subject(d, flags, next, nk, zf, &zi);
  l.n = 0; l.pc = d->vpc; l.cap = d->vcap;
  for(k=0; k<=d->klen[st]; k++){
    int pc0;
    if( k<d->klen[st] ) pc0 = kern[k];
    else if( !(flags & GP_DFA_NOSTART) ) pc0 = 0;
    else break;
    for(j=0; j<nl; j++) d->vt[j] = -1;
    gs_re_add(prog, &l, d->vmark, d->vgen, d->vstack, d->vt, 0, nl, pc0, zf, zn, zi);
  }
  for(k=0; k<l.n; k++){
    const unsigned char *ins = ins0 + GS_RE_INS*l.pc[k];
    if( ins[0]==GS_RE_MATCH ){
      if( flags & GP_DFA_MUSTADV ) continue;   /* as the VM: no empty match at the start */
      m = 1;
      break;                                   /* the threads after it are cut */
    }
    if( !(next & GP_DFA_NEXTEOF) && gs_re_takes(prog, ins, cp) ) d->next[nn++] = l.pc[k] + 1;
  }
  if( next & GP_DFA_NEXTEOF ) return m ? GP_DFA_MATCH : GP_DFA_DEAD;
  nflags = (((next & GP_DFA_NEXTNL) ? GP_DFA_AFTERNL : 0) | ((next & GP_DFA_NEXTW) ? GP_DFA_AFTERW : 0))
         & d->flagmask;
  if( m || d->anchored || (flags & GP_DFA_NOSTART) ) nflags |= GP_DFA_NOSTART;
  if( nn==0 && (nflags & GP_DFA_NOSTART) ) return m ? GP_DFA_MATCH : GP_DFA_DEAD;
  r = gp_dfa_state(d, d->next, nn, nflags);
  if( r==GP_DFA_FULL ){
    if( d->nflush>=2 && done<8*(int64_t)d->nbuilt ){
      gp_stat_add(GP_STAT_REGEX_DFA_GIVEUPS, 1);
      return GP_DFA_FULL;
    }
    gp_stat_add(GP_STAT_REGEX_DFA_FLUSHES, 1);
    d->nflush++;
    gp_dfa_flush(d);
    *pFlushed = 1;
    r = gp_dfa_state(d, d->next, nn, nflags);
  }
  return r<0 ? r : 2*r + m;
}

/* The end of the VM's first match in z[0..n) from pos (must advance: ma):
** 1 (*pEnd), 0 (none), -1 (the DFA cannot say).  *pRead: where it
** stopped reading. */
static int gp_dfa_first(gs_ctx *x, gp_dfa *d, const unsigned char *z, int64_t n, int64_t pos,
                        int ma, int64_t *pEnd, int64_t *pRead){
  int s, t = 0, flushed, f0;
  int64_t i = pos, last = -1, nfast, e;
  *pRead = pos;
  if( d->anchored && pos>0 ) return 0;
  if( d->nlit && !d->anchored ){
    /* Every match starts with the literal: none without it, and none
    ** before it, where (without assertions) the search can begin. */
    int64_t at = n - pos<d->nlit ? -1 : gp_dfa_find(z + pos, n - pos, d->lit, d->nlit);
    if( at<0 ){ *pRead = n; return 0; }
    if( d->flagmask==0 && at>0 ){ i = pos = pos + at; ma = 0; }
  }
  f0 = (gp_dfa_before(z, pos) & d->flagmask) | (ma ? GP_DFA_MUSTADV : 0);
  if( (s = d->init[f0])<0 ){
    s = gp_dfa_state(d, 0, 0, f0);
    if( s==GP_DFA_FULL ){ gp_dfa_flush(d); s = gp_dfa_state(d, 0, 0, f0); }
    if( s<0 ) return -1;
    d->init[f0] = s;
  }
  d->nflush = 0;
  d->nbuilt = 0;
  nfast = d->dollar && z[n-1]=='\n' ? n - 1 : n;
  for(;;){
    const int32_t *trans = d->trans;   /* moves when the states grow */
    const unsigned char *col = d->col;
    uint32_t cp;
    int64_t lim = nfast - i>65536 ? i + 65536 : nfast;
    /* The hot loop: known transitions (bytes >= 0x80 stay unknown); the
    ** row as a pointer-sized integer and the byte by a pointer, so that
    ** neither is widened in the loop. */
    {
      const unsigned char *p = z + i, *pe = z + lim, *pLast = 0;
      int64_t r = s;
      while( p<pe ){
        t = trans[r + col[*p]];
        if( t<0 ) break;
        if( t & 1 ) pLast = p;
        r = t>>1;
        p++;
      }
      if( pLast ) last = pLast - z;
      s = (int)r;
      i = p - z;
    }
    if( i==lim && lim<nfast ){
      /* a long subject: the row's interrupt, each 64 KB (the VM says) */
      if( gs_stopped(x, 65536) ) return -1;
      continue;
    }
    if( i>=n ) break;
    if( z[i]<0x80 ){
      int c = i<nfast ? col[z[i]] : d->colLastNl;
      t = trans[s + c];
      if( t==GP_DFA_UNKNOWN ){
        int next = gp_dfa_next_of(z[i]) | (i<nfast ? 0 : GP_DFA_NEXTLAST);
        t = gp_dfa_fbuild(d, s, i<nfast ? d->rep[c] : '\n', next, i - pos, &flushed);
        if( t==GP_DFA_UNKNOWN || t==GP_DFA_FULL ) return -1;
        if( !flushed ) d->trans[s + c] = t;
      }
      e = i + 1;
    }else{
      int st = s/d->ncol;
      e = gs_uc_next(z, n, i, &cp);
      if( d->ucp[st]==cp ){
        t = d->unext[st];
      }else if( d->ucp2[st]==cp ){
        t = d->unext2[st];
      }else{
        t = gp_dfa_fbuild(d, s, cp, 0, i - pos, &flushed);
        if( t==GP_DFA_UNKNOWN || t==GP_DFA_FULL ) return -1;
        if( !flushed ){
          /* two slots, the older dropped: 'café crème' in one state */
          d->ucp2[st] = d->ucp[st]; d->unext2[st] = d->unext[st];
          d->ucp[st] = cp; d->unext[st] = t;
        }
      }
    }
    if( t==GP_DFA_MATCH ){ last = i; goto done; }
    if( t==GP_DFA_DEAD ) goto done;
    if( t & 1 ) last = i;
    s = t>>1;
    i = e;
  }
  t = d->trans[s + d->colEof];
  if( t==GP_DFA_UNKNOWN ){
    t = gp_dfa_fbuild(d, s, 0, GP_DFA_NEXTEOF, i - pos, &flushed);
    if( t==GP_DFA_UNKNOWN || t==GP_DFA_FULL ) return -1;
    d->trans[s + d->colEof] = t;
  }
  if( t==GP_DFA_MATCH ) last = n;
done:
  *pRead = i;
  if( last<0 ) return 0;
  *pEnd = last;
  return 1;
}

/* Where the VM's match that ends at e starts, the search having begun at
** pos: the leftmost place, not before pos, from which the program reaches
** MATCH at e; -1 when the DFA cannot say. */
static int64_t gp_dfa_start(gp_dfa *d, const unsigned char *z, int64_t n, int64_t pos, int64_t e){
  int f, s, t;
  int64_t i = e, s0 = -1, j, nfast, stray = -1;
  if( e==n ) f = GP_DFA_NEXTEOF;
  else if( z[e]>=0x80 ) f = 0;
  else f = gp_dfa_next_of(z[e]) | (d->dollar && e==n-1 && z[e]=='\n' ? GP_DFA_NEXTLAST : 0);
  f &= d->rmask;
  if( (s = d->init[f])<0 ){
    s = gp_dfa_state(d, d->mpcs, d->nm, f);
    if( s==GP_DFA_FULL ){ gp_dfa_flush(d); s = gp_dfa_state(d, d->mpcs, d->nm, f); }
    if( s<0 ) return -1;
    d->init[f] = s;
  }
  /* below nfast, z[i-1] is not the final '\n' that $ treats apart */
  nfast = d->dollar && z[n-1]=='\n' ? n - 1 : n;
  for(;;){
    const int32_t *trans = d->trans;
    const unsigned char *col = d->col;
    int nf = d->nflushed;
    if( i<=nfast ){
      /* Known transitions (a byte >= 0x80 is in a column that stays
      ** unknown here); below nfast from now on. */
      const unsigned char *p = z + i, *pe = z + pos, *p0 = 0;
      int64_t r = s;
      while( p>pe ){
        t = trans[r + col[p[-1]]];
        if( t<0 ) break;
        if( t & 1 ) p0 = p;
        r = t>>1;
        p--;
      }
      if( p0 ) s0 = p0 - z;
      s = (int)r;
      i = p - z;
    }
    if( i==0 || (i==pos && z[i-1]>=0x80) ){
      /* Only whether a match can start here, with what is before it. */
      int c = i==0 ? d->colBof : d->colPf0;
      t = trans[s + c];
      if( t==GP_DFA_UNKNOWN ){
        t = gp_dfa_rbuild(d, s, 0, 0, i==0 ? GP_DFA_BEGIN : 0);
        d->trans[s + c] = t;
      }
      if( t==GP_DFA_MATCH ) s0 = i;
      break;
    }
    if( z[i-1]<0x80 ){
      int lastnl = i>nfast, c = lastnl ? d->colLastNl : col[z[i-1]];
      t = trans[s + c];
      if( t==GP_DFA_UNKNOWN ){
        int cf = gp_dfa_next_of(z[i-1]) | (lastnl ? GP_DFA_NEXTLAST : 0);
        t = gp_dfa_rbuild(d, s, lastnl ? '\n' : d->rep[c], cf, -1);
        if( t==GP_DFA_UNKNOWN || t==GP_DFA_FULL ) return -1;
        if( d->nflushed==nf ) d->trans[s + c] = t;
      }
      j = i - 1;
    }else{
      /* The character that ends at i, as gs_uc_next splits them: a lead
      ** byte takes every continuation byte after it; continuation bytes
      ** after anything else are a character each (stray: the byte
      ** before such a run, so that it is looked back over once). */
      uint32_t cp;
      int st = s/d->ncol;
      j = i - 1;
      if( stray>=0 && j>stray ){
        cp = GS_UC_INVALID;
      }else{
        while( j>pos && (z[j] & 0xc0)==0x80 ) j--;
        if( z[j]>=0xc0 ){
          gs_uc_next(z, n, j, &cp);
        }else{
          stray = j;
          j = i - 1;
          cp = GS_UC_INVALID;
        }
      }
      if( d->ucp[st]==cp && d->unext[st]!=GP_DFA_UNKNOWN ){
        t = d->unext[st];
      }else{
        t = gp_dfa_rbuild(d, s, cp, 0, -1);
        if( t==GP_DFA_UNKNOWN || t==GP_DFA_FULL ) return -1;
        if( d->nflushed==nf ){ d->ucp[st] = cp; d->unext[st] = t; }
      }
    }
    if( t==GP_DFA_MATCH ){ s0 = i; break; }
    if( t==GP_DFA_DEAD ) break;
    if( t & 1 ) s0 = i;
    if( i==pos ) break;
    s = t>>1;
    i = j;
  }
  return s0;
}

/* The backtracker's stack twice as large (gs_re_backtrack found it full):
** 0 when memory ran out. */
static int gp_bt_grow(gp_dfa_cache *c){
  int64_t m = c->nBtStack ? 2*c->nBtStack : 256;
  int32_t *p = (int32_t*)realloc(c->btStack, sizeof(int32_t)*(size_t)m);
  if( p==0 ) return 0;
  c->btStack = p;
  c->nBtStack = m;
  return 1;
}

/* ---- one-pass groups ----
**
** Most patterns with groups leave the VM one thread at a time inside the
** match: at each character only one thread can take it ('(\w+) (\d+)').
** Then the groups need no search at all, only the closure of that one
** thread at each character, in the VM's order (gs_re_add), which depends
** on its instruction, the facts of the byte before and the class of the
** byte at that place: a step (RE2's OnePass, built as met here, as the
** DFAs' states are).  A step says which thread goes on (the only one that
** takes the byte; none may reach MATCH before it, which would cut it) and
** which slots its closure set at this place; at the end of the span, which
** slots the closure of the first thread to reach MATCH set.  A step where
** two threads take the byte, a character >= 0x80, or a pattern with more
** than 31 groups is the backtracker's. */
typedef struct gp_op {
  int32_t nx;                   /* 0 unknown, -1 not one thread, -2 MATCH,
                                ** else the instruction after the one that
                                ** takes the byte */
  int32_t nxrow;                /* nx > 0: where nx's steps start in op[]
                                ** (nx*8*ncol*2: at most GP_OP_MAXENT) */
  uint64_t mask;                /* the slots set here */
} gp_op;

#define GP_OP_MAXENT (1<<16)

/* The step of node pc (pc 0, or the instruction after a consuming one)
** with flags f of the byte before, over the byte class col (at the end of
** the span: bEnd, col then the class of what follows it). */
static gp_op *gp_op_get(gp_dfa *d, int pc, int f, int col, int bEnd){
  const unsigned char *prog = d->prog, *ins0 = prog + GS_RE_HDR;
  int ncol = d->ncol, nl = gs_re_nloop(prog), ncap = 2*gs_re_ngroups(prog) + 2, ns = ncap + nl;
  int nk = d->ni*(gs_re_loopdepth(prog) + 1), k, j, found = -1;
  int next;
  gp_op *o;
  unsigned char zf[3];
  int64_t zi, zn;
  gs_re_list l;
  if( d->op==0 ){
    if( (int64_t)(d->ni + 1)*8*ncol*2>GP_OP_MAXENT || ncap>64 ) return 0;
    d->op = (gp_op*)calloc((size_t)(d->ni + 1)*8*(size_t)ncol*2, sizeof(gp_op));
    d->opT = (int32_t*)malloc(sizeof(int32_t)*(size_t)(ns + 1));
    d->opPc = (int32_t*)malloc(sizeof(int32_t)*(size_t)(d->ni + 1));
    d->opCap = (int32_t*)malloc(sizeof(int32_t)*(size_t)(d->ni*ns + 1));
    if( !d->op || !d->opT || !d->opPc || !d->opCap ){
      free(d->op); free(d->opT); free(d->opPc); free(d->opCap);
      d->op = 0; d->opT = d->opPc = d->opCap = 0;
      return 0;
    }
  }
  o = &d->op[(((int64_t)pc*8 + f)*ncol + col)*2 + bEnd];
  if( o->nx!=0 ) return o;
  /* the facts of what is at this place: a class's byte, the last '\n', the end */
  if( col==d->colEof ) next = GP_DFA_NEXTEOF;
  else if( col==d->colLastNl ) next = GP_DFA_NEXTNL | GP_DFA_NEXTLAST;
  else next = gp_dfa_next_of(d->rep[col]);
  zn = gp_dfa_little_subject(d, f, next, nk, zf, &zi);
  l.n = 0; l.pc = d->opPc; l.cap = d->opCap;
  for(j=0; j<ns; j++) d->opT[j] = j<ncap ? -2 : -1;   /* -2: not set here */
  gs_re_add(prog, &l, d->vmark, d->vgen, d->vstack, d->opT, ncap, ns, pc, zf, zn, zi);
  o->nx = -1;
  for(k=0; k<l.n; k++){
    const unsigned char *ins = ins0 + GS_RE_INS*l.pc[k];
    if( ins[0]==GS_RE_MATCH ){
      if( bEnd ) found = k;
      break;                    /* the threads after it are cut */
    }
    if( !bEnd && col<d->colHigh && gs_re_takes(prog, ins, d->rep[col]) ){
      if( found>=0 ){ found = -1; break; }   /* two threads: not one-pass */
      found = k;
    }
    if( !bEnd && col==d->colLastNl && gs_re_takes(prog, ins, '\n') ){
      if( found>=0 ){ found = -1; break; }
      found = k;
    }
  }
  if( found>=0 && (bEnd || k==l.n || ins0[GS_RE_INS*l.pc[k]]==GS_RE_MATCH || found<k) ){
    uint64_t m = 0;
    for(j=0; j<ncap; j++){
      if( l.cap[found*ns + j]==(int32_t)zi ) m |= (uint64_t)1<<j;
    }
    o->mask = m;
    o->nx = bEnd ? -2 : l.pc[found] + 1;
    o->nxrow = bEnd ? 0 : (l.pc[found] + 1)*8*ncol*2;
  }
  return o;
}

/* The groups of the match [s0, e) one thread at a time: 1, or 0 when a
** step is not one thread's (or not ASCII), -1 when there is no table. */
static int gp_dfa_onepass(gp_dfa *d, const unsigned char *z, int64_t n, int64_t s0, int64_t e,
                          int ncap, int32_t *caps){
  int pc = 0, k, ncol = d->ncol, fm = d->flagmask;
  int64_t i = s0;
  uint64_t keepmask = ncap>=64 ? ~(uint64_t)0 : (((uint64_t)1<<ncap) - 1);
  for(k=0; k<ncap; k++) caps[k] = -1;
  for(;;){
    int f, col, bEnd;
    gp_op *o;
    uint64_t m;
    if( i<e && fm==0 && d->op ){
      /* Inside the span, no assertions: the byte's class alone, the
      ** known steps in a loop of their own (what it reads of d in
      ** locals: the slots it writes might be any int). */
      const gp_op *op = d->op;
      const unsigned char *cl = d->col;
      int64_t row = (int64_t)pc*8*ncol*2;
      /* (at the last byte where $ is used: the slow way, which knows it) */
      int64_t eFast = d->dollar && n - 1<e ? n - 1 : e;
      while( i<eFast ){
        unsigned b = z[i];
        if( b>=0x80 ) return 0;
        o = (gp_op*)&op[row + 2*cl[b]];
        if( o->nx<=0 ) break;
        m = o->mask & keepmask;
        while( m ){
          caps[__builtin_ctzll(m)] = (int32_t)i;
          m &= m - 1;
        }
        pc = o->nx;
        row = o->nxrow;
        i++;
      }
    }
    f = fm ? gp_dfa_before(z, i) & fm : 0;
    bEnd = i==e;
    if( i<n && z[i]>=0x80 ) return 0;
    if( i==n ) col = d->colEof;
    else if( d->dollar && i==n-1 && z[i]=='\n' ) col = d->colLastNl;
    else col = d->col[z[i]];
    if( d->op==0 || (o = &d->op[(((int64_t)pc*8 + f)*ncol + col)*2 + bEnd])->nx==0 ){
      o = gp_op_get(d, pc, f, col, bEnd);
      if( o==0 ) return -1;
    }
    if( o->nx==-1 ) return 0;
    m = o->mask & keepmask;
    while( m ){
      int b = __builtin_ctzll(m);
      caps[b] = (int32_t)i;
      m &= m - 1;
    }
    if( o->nx==-2 ) return 1;
    pc = o->nx;
    i++;
  }
}

/* The VM's groups (ncap slots into caps) of its match [s0, e) of z[0..n):
** 1, or -1 when this cannot say (too long a span, no memory). */
static int gp_dfa_groups(gp_dfa_cache *c, const unsigned char *prog, const unsigned char *merge,
                         const unsigned char *z, int64_t n, int64_t s0, int64_t e, int ncap,
                         int32_t *caps){
  int nk = gs_re_ninst(prog)*(gs_re_loopdepth(prog) + 1);
  int64_t nbits = (int64_t)nk*(e - s0 + 1);
  int32_t t[2*(GS_RE_MAXGROUP + 1) + GS_RE_MAXLOOP];
  int r;
  if( nbits>GP_BT_MAXBITS ) return -1;
  if( c->nBtBits<nbits ){
    free(c->btBits);
    c->nBtBits = 0;
    if( (c->btBits = (unsigned char*)malloc(GP_BT_MAXBITS/8))==0 ) return -1;
    c->nBtBits = GP_BT_MAXBITS;
  }
  /* (a stack found too small is grown and the walk made again) */
  while( (r = gs_re_backtrack(prog, merge, z, n, s0, e, ncap, caps, t, c->btBits, c->nBtBits,
                              c->btStack, c->nBtStack))==-2 ){
    if( !gp_bt_grow(c) ) return -1;
  }
  return r;
}

static int gp_dfa_find_in(gp_dfa_cache *c, gs_ctx *x, const unsigned char *prog,
                          const unsigned char *z, long long n, long long pos, int ma, int ncap,
                          int *caps, long long *pRead){
  gp_dfa *d;
  int64_t e = 0, rd = pos, s0;
  int r;
  *pRead = pos;
  /* The empty subject: \B's special case is the VM's. */
  if( n==0 || pos>n ) return -1;
  if( c==0 ) return -1;
  if( prog==c->ownProg && c->own[GP_DFA_K_FIRST] ) d = c->own[GP_DFA_K_FIRST];
  else if( (d = gp_dfa_get(c, prog, 0, GP_DFA_K_FIRST))==0 ) return -1;
  r = gp_dfa_first(x, d, z, n, pos, ma, &e, &rd);
  *pRead = rd;
  if( r<=0 ) return r;
  caps[1] = (int32_t)e;
  if( ncap<2 && !(prog[15] & 1) ){
    /* Only the end is asked, and no match is empty. */
    caps[0] = -1;
    return 1;
  }
  if( d->pStart==0 && (d->pStart = gp_dfa_new(prog, gs_re_u32(prog), GP_DFA_K_START))==0 ) return -1;
  s0 = gp_dfa_start(d->pStart, z, n, pos, e);
  if( s0<0 ) return -1;
  caps[0] = (int32_t)s0;
  if( ncap>2 ){
    int32_t caps0 = caps[0], caps1 = caps[1];
    r = gp_dfa_onepass(d, z, n, s0, e, ncap, caps);
    if( r<=0 ){
      caps[0] = caps0; caps[1] = caps1;
      if( gp_dfa_groups(c, prog, d->merge, z, n, s0, e, ncap, caps)<0 ) return -1;
    }
  }
  return 1;
}
int gp_regexp_dfa_find(gs_ctx *x, const unsigned char *prog, const unsigned char *z, long long n,
                       long long pos, int ma, int ncap, int *caps, long long *pRead){
  return gp_dfa_find_in(gp_dfa_cache_of(x), x, prog, z, n, pos, ma, ncap, caps, pRead);
}
/* ... with the DFAs of a prepared pattern (gp_regexp_dfa_own), for its
** program; nothing asks to interrupt a long subject. */
int gp_regexp_dfa_find_own(void *pOwn, const unsigned char *z, long long n, long long pos, int ma,
                           int ncap, int *caps, long long *pRead){
  gp_dfa_cache *c = (gp_dfa_cache*)pOwn;
  return gp_dfa_find_in(c, 0, c->ownProg, z, n, pos, ma, ncap, caps, pRead);
}

/* ---- the GPU's tables: the DFAs built whole ------------------------------
**
** A kernel cannot build states as it meets them, so for a literal pattern
** (ext/check.c) the three DFAs the GPU reads (K_MATCH, K_FIRST, K_START)
** are built here whole: from every start state, every transition over the
** ASCII classes, the final '\n' and the end (the start of the subject for
** K_START), by the builders above, until no state is left unexplored.  A
** DFA that passes GS_RE_TAB_MAXSTATE states, or the table GS_RE_TAB_MAX
** bytes, is left out (the VM does its work on the GPU).  Characters >= 0x80
** have no column: the kernel gives such a subject to the VM.  The layout
** is runtime/gs_regex.h's ("the DFA tables of the GPU"), which reads it. */

#define GP_TAB_MAXINST 2000     /* larger programs: no table (the time to build it) */

/* The facts the table's readers compute are the builders' own. */
typedef char gp_dfa_tab_facts[(GP_DFA_BEGIN==GS_RE_TF_BEGIN && GP_DFA_AFTERNL==GS_RE_TF_AFTERNL
  && GP_DFA_AFTERW==GS_RE_TF_AFTERW && GP_DFA_MUSTADV==GS_RE_TF_MUSTADV
  && GP_DFA_NEXTEOF==GS_RE_TN_EOF && GP_DFA_NEXTNL==GS_RE_TN_NL && GP_DFA_NEXTW==GS_RE_TN_W
  && GP_DFA_NEXTLAST==GS_RE_TN_LAST && GS_RE_TAB_NINIT==32) ? 1 : -1];

/* A transition as the table keeps it: the state's number (K_FIRST,
** K_START: twice, plus the mark), or one of GS_RE_TAB_*; -1 when d
** cannot be built whole (a state too many, memory). */
static int gp_tab_code(const gp_dfa *d, int t){
  if( t==GP_DFA_MATCH ) return GS_RE_TAB_MATCH;
  if( t==GP_DFA_DEAD ) return GS_RE_TAB_DEAD;
  if( t<0 || d->nflushed ) return -1;
  if( d->reverse==GP_DFA_K_MATCH ) return t/d->ncol;
  return 2*((t>>1)/d->ncol) + (t & 1);
}

/* Build DFA d whole, from its start states (made already): each state's
** transitions on the table's columns, into aTrans (GS_RE_TAB_MAXSTATE x
** the table's columns).  The states, or -1 when d is too large. */
static int gp_tab_explore(gp_dfa *d, uint16_t *aTrans, int ncolTab){
  int st, c, ncls = d->colHigh;
  d->nflush = 2;              /* a full cache gives up, no flush */
  for(st=0; st<d->nstate; st++){
    int s = st*d->ncol;
    if( (int64_t)(st + 1)*ncolTab*2>GS_RE_TAB_MAX ) return -1;
    for(c=0; c<ncolTab; c++){
      int t, fl = 0, code;
      int last = c==ncls, end = c==ncls + 1;
      unsigned b = last ? '\n' : end ? 0 : d->rep[c];
      int next = end ? GP_DFA_NEXTEOF : gp_dfa_next_of(b) | (last ? GP_DFA_NEXTLAST : 0);
      if( last && !d->dollar ){
        aTrans[st*ncolTab + c] = GS_RE_TAB_NONE;    /* never read */
        continue;
      }
      d->nbuilt = 1;
      switch( d->reverse ){
        case GP_DFA_K_MATCH: t = gp_dfa_build(d, s, b, next, 0, &fl); break;
        case GP_DFA_K_FIRST: t = gp_dfa_fbuild(d, s, b, next, 0, &fl); break;
        default:
          t = end ? gp_dfa_rbuild(d, s, 0, 0, GP_DFA_BEGIN)
                  : gp_dfa_rbuild(d, s, b, next & ~GP_DFA_NEXTEOF, -1);
          break;
      }
      if( fl || (code = gp_tab_code(d, t))<0 ) return -1;
      aTrans[st*ncolTab + c] = (uint16_t)code;
    }
  }
  return d->nstate;
}

/* One DFA of prog's table, of kind `reverse`, appended to s: its offset
** in the table, or 0 when it is left out. */
static int gp_tab_one(const unsigned char *prog, int reverse, int ncolTab, sqlite3_str *s,
                      int64_t at){
  gp_dfa *d = gp_dfa_new(prog, gs_re_u32(prog), reverse);
  int32_t aInit[32];
  uint16_t *aTrans = 0;
  int k, n = -1, off = 0;
  if( d==0 ) return 0;
  /* no more states than the table's bytes can hold */
  d->maxstate = GS_RE_TAB_MAX/(2*ncolTab) + 1;
  if( d->maxstate>GS_RE_TAB_MAXSTATE ) d->maxstate = GS_RE_TAB_MAXSTATE;
  for(k=0; k<32; k++) aInit[k] = -1;
  /* The start states: K_MATCH's at the subject's start; K_FIRST's by the
  ** byte before the search and whether it must advance; K_START's by the
  ** byte after the match's end. */
  for(k=0; k<32; k++){
    int f = -1, r;
    if( reverse==GP_DFA_K_MATCH ){
      if( k==0 ){
        int32_t k0 = 0;
        r = gp_dfa_state(d, &k0, 1, GP_DFA_BEGIN & d->flagmask);
        if( r<0 ) goto out;
        aInit[0] = r;
      }
      continue;
    }
    if( reverse==GP_DFA_K_FIRST ){
      int before = k & 15;
      if( before!=GP_DFA_BEGIN && before!=GP_DFA_AFTERNL && before!=GP_DFA_AFTERW && before!=0 ) continue;
      if( k & 8 ) continue;
      f = (before & d->flagmask) | (k & GP_DFA_MUSTADV);
      r = gp_dfa_state(d, 0, 0, f);
    }else{
      if( k!=GP_DFA_NEXTEOF && k!=0 && k!=GP_DFA_NEXTNL && k!=GP_DFA_NEXTW
       && k!=(GP_DFA_NEXTNL|GP_DFA_NEXTLAST) ) continue;
      f = k & d->rmask;
      r = gp_dfa_state(d, d->mpcs, d->nm, f);
    }
    if( r<0 ) goto out;
    aInit[k] = r;
  }
  aTrans = (uint16_t*)sqlite3_malloc64(sizeof(uint16_t)*(sqlite3_uint64)GS_RE_TAB_MAXSTATE*(sqlite3_uint64)ncolTab);
  if( aTrans==0 ) goto out;
  n = gp_tab_explore(d, aTrans, ncolTab);
  if( n>0 && at + GS_RE_TAB_SEC + 2*(int64_t)n*ncolTab<=GS_RE_TAB_MAX ){
    unsigned char h[GS_RE_TAB_SEC];
    int j;
    memset(h, 0, sizeof h);
    h[0] = (unsigned char)(n & 0xff); h[1] = (unsigned char)(n>>8);
    for(k=0; k<32; k++){
      int v = aInit[k]<0 ? GS_RE_TAB_NONE : aInit[k]/d->ncol;
      h[4 + 2*k] = (unsigned char)(v & 0xff); h[5 + 2*k] = (unsigned char)(v>>8);
    }
    sqlite3_str_append(s, (const char*)h, GS_RE_TAB_SEC);
    for(j=0; j<n*ncolTab; j++){
      unsigned char b2[2];
      b2[0] = (unsigned char)(aTrans[j] & 0xff); b2[1] = (unsigned char)(aTrans[j]>>8);
      sqlite3_str_append(s, (const char*)b2, 2);
    }
    off = (int)at;
  }
out:
  sqlite3_free(aTrans);
  gp_dfa_free(d);
  return off;
}

int gp_regexp_dfa_table(const unsigned char *prog, unsigned char **ppTab, long long *pnTab,
                        int *anState){
  unsigned char h[GS_RE_TAB_HDR];
  sqlite3_str *s;
  gp_dfa *d;
  int k, ncolTab, off[3];
  int64_t n;
  *ppTab = 0;
  *pnTab = 0;
  for(k=0; k<3; k++) anState[k] = 0;
  if( gs_re_ninst(prog)>GP_TAB_MAXINST ) return SQLITE_OK;
  /* The header, from the analysis every kind shares. */
  if( (d = gp_dfa_new(prog, gs_re_u32(prog), GP_DFA_K_MATCH))==0 ) return SQLITE_NOMEM;
  memset(h, 0, sizeof h);
  h[4] = GS_RE_TAB_MAGIC;
  ncolTab = d->colHigh + 2;
  h[5] = (unsigned char)ncolTab;
  h[6] = (unsigned char)d->flagmask;
  h[7] = (unsigned char)d->dollar;
  h[8] = (unsigned char)d->rmask;
  h[9] = (unsigned char)d->colHigh;
  memcpy(h + 24, d->col, 128);
  gp_dfa_free(d);
  if( ncolTab>255 ) return SQLITE_OK;
  s = sqlite3_str_new(0);
  sqlite3_str_append(s, (const char*)h, GS_RE_TAB_HDR);
  n = GS_RE_TAB_HDR;
  for(k=0; k<3; k++){
    static const int aKind[3] = { GP_DFA_K_MATCH, GP_DFA_K_FIRST, GP_DFA_K_START };
    off[k] = gp_tab_one(prog, aKind[k], ncolTab, s, n);
    if( off[k] ){
      anState[k] = (int)((sqlite3_str_length(s) - n - GS_RE_TAB_SEC)/(2*ncolTab));
      n = sqlite3_str_length(s);
    }
  }
  if( sqlite3_str_errcode(s) ){
    sqlite3_free(sqlite3_str_finish(s));
    return SQLITE_NOMEM;
  }
  if( off[0]==0 && off[1]==0 && off[2]==0 ){
    sqlite3_free(sqlite3_str_finish(s));
    return SQLITE_OK;
  }
  *ppTab = (unsigned char*)sqlite3_str_finish(s);
  if( *ppTab==0 ) return SQLITE_NOMEM;
  (*ppTab)[0] = (unsigned char)(n & 0xff); (*ppTab)[1] = (unsigned char)((n>>8) & 0xff);
  (*ppTab)[2] = (unsigned char)((n>>16) & 0xff); (*ppTab)[3] = (unsigned char)((n>>24) & 0xff);
  for(k=0; k<3; k++){
    unsigned char *p = *ppTab + 12 + 4*k;
    p[0] = (unsigned char)(off[k] & 0xff); p[1] = (unsigned char)((off[k]>>8) & 0xff);
    p[2] = (unsigned char)((off[k]>>16) & 0xff); p[3] = (unsigned char)((off[k]>>24) & 0xff);
  }
  *pnTab = n;
  return SQLITE_OK;
}
