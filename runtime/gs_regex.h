/*
** gs_regex.h - regular expressions in linear time: a compiler from Python's
** re syntax (with re.ASCII) to a small program, and a Pike VM that runs it.
**
**   SELECT gpu_udf_row('regexp_substr(s, ''[0-9]+'')', 'abc 123 def');  -- '123'
**   SELECT regexp_replace('a-b-c', '-', '+');                            -- 'a+b+c'
**   SELECT 'hello' REGEXP 'l+o';                                         -- 1
**
** In docs/design.md's flow the compiler runs on the host: when a program
** is checked (check.c compiles a literal pattern, whose errors are then
** compile errors, and passes the program to the call as a BLOB argument
** after the user's: data in the generated CUDA), when a plain SQL function
** prepares its pattern (ext/regexp.c, kept as auxdata), and per row for a
** pattern from a column on the CPU engine.  The VM (gs_re_exec) runs on
** both engines; a lean GPU kernel leaves a row whose pattern is not a
** literal to the CPU engine (GS_CPU_ROW).
**
** Semantics are Python's re.search with re.ASCII: leftmost match, then the
** first alternative and the greedy or lazy choice as Python's backtracking
** takes them; the thread list of the Pike VM is kept in that priority
** order, so the first thread to reach MATCH is Python's match, and no
** input makes it slower than O(program x nesting of repeats x subject).
** An iteration beyond a repeat's minimum that matched empty ends the
** repeat and keeps that iteration's groups, as Python's does: `(a*)*`
** against 'b' gives group 1 ''; the iterations up to the minimum go on:
** `(|a){1,2}$` against 'a' gives group 1 'a' (an empty first iteration,
** then 'a'), at any depth of nested repeats.
**
** Characters are split as length() splits them (gs_unicode.h): a UTF-8
** sequence is one character with its code point; an invalid one (a stray
** continuation byte, an overlong or truncated sequence) is one character
** that no literal and no class matches, and that `.`, `[^...]`, \D, \W and
** \S match.  Positions are byte offsets inside the VM; the functions
** (gs_fn_regexp_*) report characters.
**
** The program is bytes, read byte by byte (no alignment needed), so the
** same compiled pattern is valid on host and device:
**
**   header (GS_RE_HDR bytes): total size u32, instructions u16, groups u8,
**   flags u8 (GS_RE_F_*), the loop table's offset u32, loops u8 (0: no
**   loop table), their deepest nesting u8, 1 spare, 1 when it can match
**   empty, then the set of bytes that can start a match (32 bytes, a
**   bitmap), the names table's offset u32 (0: no named group);
**   instructions, 8 bytes each: op u8, flag u8, y u16, x u32;
**   the loop table: each instruction's innermost loop + 1 (0: none), a
**   byte each, then each loop's parent loop + 1 (0: none), a byte each;
**   class records: ASCII bitmap (16 bytes), ranges u16, 2 spare, then
**   (lo u32, hi u32) per range of code points >= 0x80;
**   the names table, for regexp_replace's \g<name>: named groups u8, then
**   each one's group u8, name's bytes u32, and the name.
*/
#ifndef GS_REGEX_H
#define GS_REGEX_H

#include "gs_core.h"
#include "gs_text.h"
#include "gs_unicode.h"

/* Instructions. */
#define GS_RE_CHAR   1   /* x: code point; flag 1: ASCII case folded (x lower) */
#define GS_RE_ANY    2   /* any character but '\n' */
#define GS_RE_ANYNL  3   /* any character */
#define GS_RE_CLASS  4   /* x: offset of the class record; flag 1: negated */
#define GS_RE_SPLIT  5   /* go to x, then (lower priority) to y */
#define GS_RE_JMP    6   /* go to x */
#define GS_RE_SAVE   7   /* slot x = position */
#define GS_RE_ASSERT 8   /* flag: GS_RE_AT_* */
#define GS_RE_MATCH  9
#define GS_RE_MARK   10  /* loop slot x = position: an iteration starts */
#define GS_RE_EMPTYX 11  /* the iteration of loop slot x was empty: go to y */

/* Assertions. */
#define GS_RE_AT_BEGIN  1  /* \A, ^ */
#define GS_RE_AT_END    2  /* \Z */
#define GS_RE_AT_DOLLAR 3  /* $: the end, or before a final '\n' */
#define GS_RE_AT_MBOL   4  /* (?m)^ */
#define GS_RE_AT_MEOL   5  /* (?m)$ */
#define GS_RE_AT_WORDB  6  /* \b */
#define GS_RE_AT_NWORDB 7  /* \B */

#define GS_RE_HDR      52
#define GS_RE_INS      8
#define GS_RE_MAXINST  32767   /* instructions in one program */
#define GS_RE_MAXREP   1000    /* the largest repeat count */
#define GS_RE_MAXGROUP 99      /* capturing groups */
#define GS_RE_MAXLOOP  32      /* repeats whose body can match empty */
#define GS_RE_F_ANCHORED 1     /* header flag: every match starts at 0 */

GS_FN uint32_t gs_re_u16(const unsigned char *p){ return (uint32_t)p[0] | ((uint32_t)p[1]<<8); }
GS_FN uint32_t gs_re_u32(const unsigned char *p){
  return (uint32_t)p[0] | ((uint32_t)p[1]<<8) | ((uint32_t)p[2]<<16) | ((uint32_t)p[3]<<24);
}
GS_FN int gs_re_ninst(const unsigned char *prog){ return (int)gs_re_u16(prog + 4); }
GS_FN int gs_re_ngroups(const unsigned char *prog){ return prog[6]; }
GS_FN int gs_re_nloop(const unsigned char *prog){ return prog[12]; }
GS_FN int gs_re_loopdepth(const unsigned char *prog){ return prog[13]; }

/* ---- the VM ------------------------------------------------------------ */

GS_FN int gs_re_isword(const unsigned char *z, int64_t n, int64_t i){
  unsigned char ch;
  if( i<0 || i>=n ) return 0;
  ch = z[i];
  return (ch>='a' && ch<='z') || (ch>='A' && ch<='Z') || (ch>='0' && ch<='9') || ch=='_';
}

GS_FN int gs_re_assert(int kind, const unsigned char *z, int64_t n, int64_t i){
  switch( kind ){
    case GS_RE_AT_BEGIN:  return i==0;
    case GS_RE_AT_END:    return i==n;
    case GS_RE_AT_DOLLAR: return i==n || (i==n-1 && z[i]=='\n');
    case GS_RE_AT_MBOL:   return i==0 || z[i-1]=='\n';
    case GS_RE_AT_MEOL:   return i==n || z[i]=='\n';
    case GS_RE_AT_WORDB:  return gs_re_isword(z, n, i-1)!=gs_re_isword(z, n, i);
    default:              /* Python: \B never matches an empty string */
      return n>0 && gs_re_isword(z, n, i-1)==gs_re_isword(z, n, i);
  }
}

GS_FN int gs_re_class_has(const unsigned char *rec, uint32_t cp){
  uint32_t k, nr;
  if( cp<128 ) return (rec[cp>>3]>>(cp&7)) & 1;
  nr = gs_re_u16(rec + 16);
  for(k=0; k<nr; k++){
    if( cp>=gs_re_u32(rec + 20 + 8*k) && cp<=gs_re_u32(rec + 24 + 8*k) ) return 1;
  }
  return 0;
}

/* Whether instruction ins (CHAR, ANY, ANYNL or CLASS) takes code point cp. */
GS_FN int gs_re_takes(const unsigned char *prog, const unsigned char *ins, uint32_t cp){
  switch( ins[0] ){
    case GS_RE_CHAR: {
      uint32_t x = gs_re_u32(ins + 4);
      return cp==x || (ins[1] && cp>='A' && cp<='Z' && cp + 32==x);
    }
    case GS_RE_ANY:   return cp!='\n';
    case GS_RE_ANYNL: return 1;
    default:          return gs_re_class_has(prog + gs_re_u32(ins + 4), cp)!=ins[1];
  }
}

/* Scratch bytes gs_re_exec needs for ncap capture slots: the marks of
** the states (below), a stack, the slots of the thread being added, two
** thread lists (a thread an instruction at most, ncap slots and the
** loops' each). */
GS_FN int64_t gs_re_scratch_size(const unsigned char *prog, int ncap){
  int64_t ni = gs_re_ninst(prog), ns = ncap + gs_re_nloop(prog);
  int64_t nk = ni*(gs_re_loopdepth(prog) + 1);
  return 4*nk + 8*(nk + 1) + 4*(ns + 1) + 2*(4*ni + 4*ni*ns);
}

/* One thread list: program counters in priority order, ns slots each. */
typedef struct gs_re_list {
  int n;
  int32_t *pc;
  int32_t *cap;
} gs_re_list;

/* The state of instruction ins (at pc) at position i, for the marks of
** a walk (see gs_re_add): pc, plus ni for each loop around it whose
** iteration has consumed nothing yet. */
GS_FN int gs_re_state_key(const unsigned char *prog, const unsigned char *ins, int pc,
                          const int32_t *t, int ncap, int64_t i){
  const unsigned char *loops = prog + gs_re_u32(prog + 8);
  const unsigned char *parent = loops + gs_re_ninst(prog) - 1;   /* by loop + 1 */
  int key = pc;
  if( prog[12]!=0 && ins[0]>=GS_RE_SPLIT && ins[0]!=GS_RE_MATCH ){
    int lp = loops[pc];
    while( lp && t[ncap + lp - 1]==(int32_t)i ){ key += gs_re_ninst(prog); lp = parent[lp]; }
  }
  return key;
}

#define GS_RE_EPS_TAKE (-1)   /* the instruction consumes, or is MATCH: the walk's own */
#define GS_RE_EPS_FAIL (-2)   /* the path ends here: an assertion does not hold */
#define GS_RE_EPS_FULL (-3)   /* no room on the stack */

/* One step that consumes nothing, from instruction ins (at pc) at position
** i, for the walks with an explicit stack (gs_re_add, gs_re_backtrack):
** the next pc, or GS_RE_EPS_*.  A SPLIT pushes its second branch (its pc,
** i), a SAVE or MARK the slot it sets and the slot's old value (-slot-1,
** old) onto stack[*psp .. nstack). */
GS_FN int gs_re_eps(const unsigned char *ins, int pc, int ncap, int32_t *t, int32_t *stack,
                    int64_t *psp, int64_t nstack, const unsigned char *z, int64_t n, int64_t i){
  switch( ins[0] ){
    case GS_RE_JMP:
      return (int)gs_re_u32(ins + 4);
    case GS_RE_SPLIT:
      if( *psp + 2>nstack ) return GS_RE_EPS_FULL;
      stack[(*psp)++] = (int32_t)gs_re_u16(ins + 2);
      stack[(*psp)++] = (int32_t)i;
      return (int)gs_re_u32(ins + 4);
    case GS_RE_SAVE:
    case GS_RE_MARK: {
      int slot = (int)gs_re_u32(ins + 4);
      if( ins[0]==GS_RE_MARK ) slot += ncap;
      if( ins[0]==GS_RE_MARK || slot<ncap ){
        if( *psp + 2>nstack ) return GS_RE_EPS_FULL;
        stack[(*psp)++] = -slot-1;
        stack[(*psp)++] = t[slot];
        t[slot] = (int32_t)i;
      }
      return pc + 1;
    }
    case GS_RE_ASSERT:
      return gs_re_assert(ins[1], z, n, i) ? pc + 1 : GS_RE_EPS_FAIL;
    case GS_RE_EMPTYX:
      /* Python's rule: a repeat whose iteration matched empty stops. */
      return t[ncap + (int)gs_re_u32(ins + 4)]==(int32_t)i ? (int)gs_re_u16(ins + 2) : pc + 1;
  }
  return GS_RE_EPS_TAKE;
}

/* Add the thread at pc, with slots t (restored on return), at position
** i, and every thread it leads to without consuming a character, in
** priority order: an explicit stack, no recursion (device code).
**
** The first thread to reach a state wins; the others reaching it have
** the same future and lower priority.  Without loops a state is an
** instruction.  Inside loops, where it goes without consuming depends
** also on which of its loops' iterations have consumed nothing yet (at
** EMPTYX, now or after leaving inner loops); an iteration of a loop
** starts inside the iteration of the loop around it, so those empty
** ones are the innermost e of its loops, and (pc, e) is the state: key
** pc + ni*e, at most the depth of loops + 1 states an instruction.  An
** instruction that consumes is one state: once it has consumed, no
** iteration is empty. */
GS_FN void gs_re_add(const unsigned char *prog, gs_re_list *l, uint32_t *mark, uint32_t gen,
                     int32_t *stack, int32_t *t, int ncap, int ns, int pc0,
                     const unsigned char *z, int64_t n, int64_t i){
  const unsigned char *ins0 = prog + GS_RE_HDR;
  int sp = 0, k;
  stack[sp++] = pc0; stack[sp++] = 0;
  while( sp>0 ){
    int32_t v = stack[--sp], a = stack[--sp];
    int pc;
    if( a<0 ){ t[-a-1] = v; continue; }     /* a slot to restore */
    pc = a;
    for(;;){
      const unsigned char *ins = ins0 + GS_RE_INS*pc;
      int key = gs_re_state_key(prog, ins, pc, t, ncap, i);
      if( mark[key]==gen ) break;
      mark[key] = gen;
      /* gs_re_eps's steps written out: the VM's hottest loop, and 6 to 8
      ** registers fewer in a kernel (NVRTC, sm_90) than through it. */
      if( ins[0]==GS_RE_JMP ){ pc = (int)gs_re_u32(ins + 4); continue; }
      if( ins[0]==GS_RE_SPLIT ){
        stack[sp++] = (int32_t)gs_re_u16(ins + 2); stack[sp++] = 0;
        pc = (int)gs_re_u32(ins + 4);
        continue;
      }
      if( ins[0]==GS_RE_SAVE ){
        int slot = (int)gs_re_u32(ins + 4);
        if( slot<ncap ){
          stack[sp++] = -slot-1; stack[sp++] = t[slot];
          t[slot] = (int32_t)i;
        }
        pc++;
        continue;
      }
      if( ins[0]==GS_RE_ASSERT ){
        if( !gs_re_assert(ins[1], z, n, i) ) break;
        pc++;
        continue;
      }
      if( ins[0]==GS_RE_MARK ){
        int slot = ncap + (int)gs_re_u32(ins + 4);
        stack[sp++] = -slot-1; stack[sp++] = t[slot];
        t[slot] = (int32_t)i;
        pc++;
        continue;
      }
      if( ins[0]==GS_RE_EMPTYX ){
        /* Python's rule: a repeat whose iteration matched empty stops. */
        pc = t[ncap + (int)gs_re_u32(ins + 4)]==(int32_t)i ? (int)gs_re_u16(ins + 2) : pc + 1;
        continue;
      }
      l->pc[l->n] = pc;
      for(k=0; k<ns; k++) l->cap[l->n*ns + k] = t[k];
      l->n++;
      break;
    }
  }
}

/* Which threads can still match, per character of a subject (the host's
** reverse DFA, ext/regex_dfa.c): at position i the consuming pcs that can
** take the character there and still reach MATCH are
** pool[koff[at[i]] .. + klen[at[i]]), sorted. */
typedef struct gs_re_live {
  const unsigned short *at;
  const int32_t *koff, *klen, *pool;
} gs_re_live;

GS_FN int gs_re_live_has(const gs_re_live *lv, int pc, int64_t i){
  int st = lv->at[i], lo = 0, hi = lv->klen[st] - 1;
  const int32_t *k = lv->pool + lv->koff[st];
  while( lo<=hi ){
    int mid = (lo + hi)/2;
    if( k[mid]==pc ) return 1;
    if( k[mid]<pc ) lo = mid + 1; else hi = mid - 1;
  }
  return 0;
}

/* Search z[0..n) from byte `start` for the first match (Python's
** re.search(p, z, pos=start)), with ncap slots (0: only whether there is
** one; 2: its bounds; 2k+2: groups up to k) into caps (-1: unset).
** must_advance: no empty match at start (re.finditer after an empty
** match).  scratch: gs_re_scratch_size bytes, 8-aligned.  1 if found.
** gs_re_search also takes the row's context c (0: none; its interrupt is
** asked as the search goes, and an interrupted search finds nothing),
** what can still match (lv, 0: not known) and sets *pEnd to where it
** stopped reading. */
GS_FN int gs_re_search(gs_ctx *c, const unsigned char *prog, const unsigned char *z, int64_t n,
                       int64_t start, int ncap, int must_advance, int32_t *caps,
                       unsigned char *scratch, const gs_re_live *lv, int64_t *pEnd);
GS_FN int gs_re_exec(const unsigned char *prog, const unsigned char *z, int64_t n, int64_t start,
                     int ncap, int must_advance, int32_t *caps, unsigned char *scratch){
  int64_t end;
  return gs_re_search(0, prog, z, n, start, ncap, must_advance, caps, scratch, 0, &end);
}
GS_FN int gs_re_search(gs_ctx *c, const unsigned char *prog, const unsigned char *z, int64_t n,
                       int64_t start, int ncap, int must_advance, int32_t *caps,
                       unsigned char *scratch, const gs_re_live *lv, int64_t *pEnd){
  const unsigned char *ins0 = prog + GS_RE_HDR;
  const unsigned char *first = prog + 16;
  int ni = gs_re_ninst(prog), anchored = prog[7] & GS_RE_F_ANCHORED;
  int ns = ncap + gs_re_nloop(prog);     /* slots: the caller's, then loops' */
  int nk = ni*(gs_re_loopdepth(prog) + 1);   /* states (gs_re_add) */
  int matched = 0, j, k;
  uint32_t gen = 1;
  uint32_t *mark = (uint32_t*)scratch;
  int32_t *stack = (int32_t*)(mark + nk);
  int32_t *t = stack + 2*(nk + 1);
  gs_re_list la, lb, *cl = &la, *nl = &lb;
  int64_t i = start;
  la.n = 0; la.pc = t + ns + 1; la.cap = la.pc + ni;
  lb.n = 0; lb.pc = la.cap + (int64_t)ni*ns; lb.cap = lb.pc + ni;
  for(j=0; j<nk; j++) mark[j] = 0;
  for(;;){
    uint32_t cp = 0;
    int64_t next = i;
    if( !matched && (!anchored || i==0) ){
      if( cl->n==0 && !anchored ){
        /* No thread alive: skip to a byte that can start a match.  Bytes
        ** skipped are ASCII or all bytes >= 0x80 are in the set, so where
        ** the skip stops is a character's start.  A program that cannot
        ** match empty (prog[15]) has no match at the end.  Past a skip,
        ** the marks of the threads that died before are not this place's. */
        int64_t i0 = i;
        while( i<n && !((first[z[i]>>3]>>(z[i]&7)) & 1) ) i++;
        if( i!=i0 ) gen++;
        if( i>=n && !(prog[15] & 1) ){ *pEnd = n; return 0; }
      }
      for(k=0; k<ns; k++) t[k] = -1;
      gs_re_add(prog, cl, mark, gen, stack, t, ncap, ns, 0, z, n, i);
    }
    if( cl->n==0 ){
      /* Nothing alive here: on to the next character, with fresh marks. */
      if( matched || anchored || i>=n ) break;
      gen++;
      i = gs_text_utf8_skip(z, n, i);
      continue;
    }
    if( i<n ) next = gs_uc_next(z, n, i, &cp);
    gen++;
    nl->n = 0;
    if( gs_stopped(c, cl->n + 1) ){ *pEnd = i; return 0; }
    for(j=0; j<cl->n; j++){
      const unsigned char *ins = ins0 + GS_RE_INS*cl->pc[j];
      int ok = 0;
      if( ins[0]==GS_RE_MATCH ){
        if( must_advance && i==start ) continue;
        matched = 1;
        for(k=0; k<ncap; k++) caps[k] = cl->cap[j*ns + k];
        if( ncap==0 ){ *pEnd = i; return 1; }
        break;               /* threads of lower priority are cut */
      }
      if( i>=n ) continue;
      ok = gs_re_takes(prog, ins, cp);
      if( ok && lv ) ok = gs_re_live_has(lv, cl->pc[j], i);
      if( ok ){
        for(k=0; k<ns; k++) t[k] = cl->cap[j*ns + k];
        gs_re_add(prog, nl, mark, gen, stack, t, ncap, ns, cl->pc[j] + 1, z, n, next);
      }
    }
    { gs_re_list *x = cl; cl = nl; nl = x; }
    if( i>=n ) break;
    i = next;
  }
  *pEnd = i;
  return matched;
}

/* The VM's groups (ncap slots into caps) of its match [s0, e) of z[0..n),
** once a DFA has said where that match starts and ends (RE2's BitState):
** the program's paths from s0, in the VM's order (a depth-first walk,
** each SPLIT's first branch first), each (state, place) tried once, as
** gs_re_add's marks do (a state: the instruction and which of its loops'
** iterations are empty yet), and no path past e nor a MATCH before it:
** the first to reach MATCH at e is the VM's thread (the DFA's match ends
** at e, so every path of higher priority fails).  Its cost is at most the
** states times the span's length, where the VM's is that times the
** threads alive at each place.
**
** t: ncap + the loops' slots; bits: nbits bits of visit marks (zeroed
** here); stack: nstack int32; merge: where visits are marked (0: every
** instruction; ext/regex_dfa.c marks only where paths meet).  1 with
** caps set; -1 where the marks would need more than nbits bits; -2 when
** the stack is full (the host grows it and calls again). */
GS_FN int gs_re_backtrack(const unsigned char *prog, const unsigned char *merge,
                          const unsigned char *z, int64_t n, int64_t s0, int64_t e,
                          int ncap, int32_t *caps, int32_t *t, unsigned char *bits, int64_t nbits,
                          int32_t *stack, int64_t nstack){
  const unsigned char *ins0 = prog + GS_RE_HDR;
  int k, nk = gs_re_ninst(prog)*(gs_re_loopdepth(prog) + 1), ns = ncap + gs_re_nloop(prog);
  int64_t w = e - s0 + 1, sp = 0, j;
  if( s0<0 || e<s0 || (int64_t)nk*w>nbits ) return -1;
  if( nstack<2 ) return -2;
  for(j=0; j<((int64_t)nk*w + 7)/8; j++) bits[j] = 0;
  for(k=0; k<ns; k++) t[k] = -1;
  stack[sp++] = 0; stack[sp++] = (int32_t)s0;
  while( sp>0 ){
    int32_t b = stack[--sp], a = stack[--sp];
    int pc;
    int64_t i;
    if( a<0 ){ t[-a-1] = b; continue; }     /* a slot to restore */
    pc = a;
    i = b;
    for(;;){
      const unsigned char *ins = ins0 + GS_RE_INS*pc;
      int nx;
      if( merge==0 || merge[pc] ){
        int64_t bit = (int64_t)gs_re_state_key(prog, ins, pc, t, ncap, i)*w + (i - s0);
        if( bits[bit>>3] & (1u<<(bit & 7)) ) break;
        bits[bit>>3] |= (unsigned char)(1u<<(bit & 7));
      }
      nx = gs_re_eps(ins, pc, ncap, t, stack, &sp, nstack, z, n, i);
      if( nx>=0 ){ pc = nx; continue; }
      if( nx==GS_RE_EPS_FULL ) return -2;
      if( nx==GS_RE_EPS_FAIL ) break;
      if( ins[0]==GS_RE_MATCH ){
        if( i!=e ) break;
        for(k=0; k<ncap; k++) caps[k] = t[k];
        return 1;
      }
      if( i>=e ) break;
      if( z[i]<0x80 ){
        if( !gs_re_takes(prog, ins, z[i]) ) break;
        i++;
      }else{
        uint32_t cp;
        int64_t nx2 = gs_uc_next(z, n, i, &cp);
        if( !gs_re_takes(prog, ins, cp) ) break;
        i = nx2;
      }
      pc++;
    }
  }
  return -1;
}

/* Group names, for the compiler and regexp_replace's template. */
GS_FN int gs_re_isalpha(int ch){ return (ch>='a' && ch<='z') || (ch>='A' && ch<='Z'); }
/* Can code point cp start (bStart) or go on with a group name?  Python
** takes a name that is an identifier (str.isidentifier); this takes '_',
** letters, and after the first, digits: the letters and digits of the
** Unicode tables (gs_unicode.h).  Python's identifiers also take a few
** more (combining marks, letter numbers, connector punctuation, U+00B7):
** those are refused here. */
GS_FN int gs_re_name_char(uint32_t cp, int bStart){
  if( cp<0x80 ){
    return cp=='_' || gs_re_isalpha((int)cp) || (!bStart && cp>='0' && cp<='9');
  }
  if( cp==GS_UC_INVALID ) return 0;
  return (gs_uc_flags(cp) & (bStart ? GS_UC_ALPHA : (GS_UC_ALPHA|GS_UC_DECIMAL)))!=0;
}

/* ---- the compiler (host only) ------------------------------------------ */
#if !defined(__CUDACC_RTC__) && !defined(GS_LEAN)

/* Why a pattern does not compile: a static text, and the position (0-based
** characters, as Python's re.error gives it). */
typedef struct gs_re_err {
  const char *zWhat;
  int64_t pos;
} gs_re_err;

/* Syntax tree nodes. */
#define GS_RE_N_EMPTY  1
#define GS_RE_N_CHAR   2   /* a: code point, b: folded */
#define GS_RE_N_ANY    3   /* a: 1 when (?s) */
#define GS_RE_N_CLASS  4   /* a: class index, b: negated */
#define GS_RE_N_ASSERT 5   /* a: GS_RE_AT_* */
#define GS_RE_N_GROUP  6   /* a: group number (0: not capturing) */
#define GS_RE_N_CAT    7
#define GS_RE_N_ALT    8
#define GS_RE_N_REP    9   /* a: min, b: max (-1: none), c: greedy */

typedef struct gs_re_node {
  int kind, a, b, c;
  int kid, last, next;     /* first child, last child, next sibling: -1 none */
} gs_re_node;

typedef struct gs_re_class {
  unsigned char bits[16];
  int nr, nalloc;
  uint32_t *r;             /* lo, hi pairs, code points >= 0x80 */
} gs_re_class;

typedef struct gs_re_comp {
  const unsigned char *z;  /* the pattern */
  int64_t n, i;
  int icase, dotall, multiline;
  int depth, ngroup;
  int64_t name_at[GS_RE_MAXGROUP + 1];   /* byte offset of each group's name, or -1 */
  int name_len[GS_RE_MAXGROUP + 1];
  gs_re_node *node; int nnode, nnodealloc;
  gs_re_class *cls; int ncls, nclsalloc;
  unsigned char *out; int64_t nout, noutalloc;
  unsigned char *loopof;   /* per instruction: its innermost loop + 1, or 0 */
  unsigned char loopparent[GS_RE_MAXLOOP];   /* per loop: the loop it is in + 1, or 0 */
  int ninst, nloop, curloop;
  int rc;
  gs_re_err *err;
} gs_re_comp;

GS_FN void *gs_re_grow(gs_re_comp *p, void *a, int64_t nbytes_old, int64_t nbytes_new){
  void *b;
  if( p->rc ) return 0;
  b = GS_HOST_MALLOC(nbytes_new);
  if( b==0 ){ p->rc = GS_NOMEM; return 0; }
  if( nbytes_old ) memcpy(b, a, (size_t)nbytes_old);
  GS_HOST_FREE(a);
  return b;
}

/* Fail at byte offset at with the static message zWhat. */
GS_FN int gs_re_fail(gs_re_comp *p, int64_t at, const char *zWhat){
  if( p->rc==GS_OK ){
    p->rc = GS_ERROR;
    p->err->zWhat = zWhat;
    p->err->pos = gs_text_nchars(p->z, at);
  }
  return -1;
}

GS_FN int gs_re_new(gs_re_comp *p, int kind, int a, int b){
  gs_re_node *x;
  if( p->rc ) return -1;
  if( p->nnode>=p->nnodealloc ){
    int m = p->nnodealloc ? 2*p->nnodealloc : 32;
    gs_re_node *nn = (gs_re_node*)gs_re_grow(p, p->node, (int64_t)sizeof(gs_re_node)*p->nnode,
                                              (int64_t)sizeof(gs_re_node)*m);
    if( nn==0 ) return -1;
    p->node = nn; p->nnodealloc = m;
  }
  x = &p->node[p->nnode];
  x->kind = kind; x->a = a; x->b = b; x->c = 0;
  x->kid = x->last = x->next = -1;
  return p->nnode++;
}

GS_FN void gs_re_append(gs_re_comp *p, int parent, int kid){
  gs_re_node *x;
  if( p->rc || parent<0 || kid<0 ) return;
  x = &p->node[parent];
  if( x->kid<0 ) x->kid = kid; else p->node[x->last].next = kid;
  x->last = kid;
}

/* ---- classes ---- */

GS_FN int gs_re_class_new(gs_re_comp *p){
  gs_re_class *c;
  if( p->rc ) return -1;
  if( p->ncls>=p->nclsalloc ){
    int m = p->nclsalloc ? 2*p->nclsalloc : 8;
    gs_re_class *nc = (gs_re_class*)gs_re_grow(p, p->cls, (int64_t)sizeof(gs_re_class)*p->ncls,
                                                (int64_t)sizeof(gs_re_class)*m);
    if( nc==0 ) return -1;
    p->cls = nc; p->nclsalloc = m;
  }
  c = &p->cls[p->ncls];
  memset(c, 0, sizeof *c);
  return p->ncls++;
}

GS_FN void gs_re_class_add(gs_re_comp *p, int ic, uint32_t lo, uint32_t hi){
  gs_re_class *c = &p->cls[ic];
  uint32_t k;
  for(k=lo; k<=hi && k<128; k++){
    c->bits[k>>3] |= (unsigned char)(1u<<(k&7));
    if( p->icase && ((k>='a' && k<='z') || (k>='A' && k<='Z')) ){
      uint32_t o = k ^ 32;
      c->bits[o>>3] |= (unsigned char)(1u<<(o&7));
    }
  }
  if( hi<128 ) return;
  if( lo<128 ) lo = 128;
  if( c->nr>=c->nalloc ){
    int m = c->nalloc ? 2*c->nalloc : 4;
    uint32_t *nr = (uint32_t*)gs_re_grow(p, c->r, 8*(int64_t)c->nr, 8*(int64_t)m);
    if( nr==0 ) return;
    c->r = nr; c->nalloc = m;
  }
  c->r[2*c->nr] = lo; c->r[2*c->nr + 1] = hi;
  c->nr++;
}

/* \d \w \s (neg 0) or \D \W \S (neg 1) into class ic. */
GS_FN void gs_re_class_escape(gs_re_comp *p, int ic, int ch, int neg){
  static const uint32_t d[] = { '0','9' };
  static const uint32_t w[] = { '0','9', 'A','Z', '_','_', 'a','z' };
  static const uint32_t s[] = { '\t','\r', ' ',' ' };
  const uint32_t *r = ch=='d' ? d : ch=='w' ? w : s;
  int nr = ch=='d' ? 1 : ch=='w' ? 4 : 2, k;
  uint32_t at = 0;
  int icase = p->icase;
  p->icase = 0;
  for(k=0; k<nr; k++){
    if( !neg ) gs_re_class_add(p, ic, r[2*k], r[2*k+1]);
    else{
      if( r[2*k]>at ) gs_re_class_add(p, ic, at, r[2*k] - 1);
      at = r[2*k+1] + 1;
    }
  }
  if( neg ) gs_re_class_add(p, ic, at, 0x10ffff);
  p->icase = icase;
}

/* ---- the parser ---- */

GS_FN int gs_re_hex(int ch){
  if( ch>='0' && ch<='9' ) return ch - '0';
  if( ch>='a' && ch<='f' ) return ch - 'a' + 10;
  if( ch>='A' && ch<='F' ) return ch - 'A' + 10;
  return -1;
}

/* The character at p->i, advanced past: its code point, or -1 after an
** error (invalid UTF-8 in the pattern). */
GS_FN int64_t gs_re_char(gs_re_comp *p){
  uint32_t cp;
  int64_t at = p->i;
  p->i = gs_uc_next(p->z, p->n, p->i, &cp);
  if( cp==GS_UC_INVALID ) return gs_re_fail(p, at, "invalid UTF-8 in the pattern");
  return cp;
}

/* An escape's character after the backslash at `at` (p->i is past the
** backslash): its code point, or -2 for a class escape (\d ..., in *pcls
** as the letter, upper case for the negated ones), -3 for an assertion
** outside a class (*pcls: GS_RE_AT_*), -1 on error. */
GS_FN int64_t gs_re_escape(gs_re_comp *p, int64_t at, int inclass, int *pcls){
  int ch, k, nd;
  uint32_t v = 0;
  if( p->i>=p->n ) return gs_re_fail(p, at, "bad escape (end of pattern)");
  ch = p->z[p->i];
  if( ch>=0x80 ) return gs_re_char(p);
  p->i++;
  switch( ch ){
    case 'd': case 'w': case 's': case 'D': case 'W': case 'S':
      *pcls = ch; return -2;
    case 'n': return '\n';
    case 't': return '\t';
    case 'r': return '\r';
    case 'f': return '\f';
    case 'v': return '\v';
    case 'a': return 7;
    case 'b':
      if( inclass ) return 8;
      *pcls = GS_RE_AT_WORDB; return -3;
    case 'B': case 'A': case 'Z':
      if( inclass ) return gs_re_fail(p, at, "bad escape in a class");
      *pcls = ch=='B' ? GS_RE_AT_NWORDB : ch=='A' ? GS_RE_AT_BEGIN : GS_RE_AT_END;
      return -3;
    case 'N': {
      /* \N{NAME}: Python's named character, which would need the names
      ** of the Unicode database; its syntax errors are Python's. */
      int64_t s;
      if( p->i>=p->n || p->z[p->i]!='{' ) return gs_re_fail(p, p->i, "missing {");
      s = ++p->i;
      while( p->i<p->n && p->z[p->i]!='}' ) p->i++;
      if( p->i>=p->n ){
        return gs_re_fail(p, p->i==s ? p->i : s, p->i==s ? "missing character name" : "missing }, unterminated name");
      }
      if( p->i==s ) return gs_re_fail(p, s, "missing character name");
      return gs_re_fail(p, at, "named characters (\\N{...}) are not supported");
    }
    case 'x': case 'u': case 'U':
      nd = ch=='x' ? 2 : ch=='u' ? 4 : 8;
      for(k=0; k<nd; k++){
        int h = p->i<p->n ? gs_re_hex(p->z[p->i]) : -1;
        if( h<0 ) return gs_re_fail(p, at, "bad escape: too few hex digits");
        v = v*16 + (uint32_t)h;
        p->i++;
      }
      if( v>0x10ffff ) return gs_re_fail(p, at, "bad escape: code point above U+10FFFF");
      return v;
    case '0':
      for(k=0; k<2 && p->i<p->n && p->z[p->i]>='0' && p->z[p->i]<='7'; k++){
        v = v*8 + (uint32_t)(p->z[p->i++] - '0');
      }
      return v;
    default:
      break;
  }
  if( ch>='1' && ch<='9' ){
    /* Three octal digits are a character (Python's rule); else a group
    ** reference, which a linear-time engine cannot have. */
    if( ch<='7' && p->i + 1<p->n && p->z[p->i]>='0' && p->z[p->i]<='7'
     && p->z[p->i+1]>='0' && p->z[p->i+1]<='7' ){
      v = (uint32_t)(ch - '0')*64 + (uint32_t)(p->z[p->i] - '0')*8 + (uint32_t)(p->z[p->i+1] - '0');
      if( v>0377 ) return gs_re_fail(p, at, "octal escape above \\377");
      p->i += 2;
      return v;
    }
    return gs_re_fail(p, at, "backreferences are not supported");
  }
  if( (ch>='a' && ch<='z') || (ch>='A' && ch<='Z') ){
    return gs_re_fail(p, at, "bad escape");
  }
  return ch;
}

GS_FN int gs_re_parse_alt(gs_re_comp *p, int top);

/* [...] at p->i (past the '['). */
GS_FN int gs_re_parse_class(gs_re_comp *p, int64_t at){
  int ic = gs_re_class_new(p), neg = 0, first = 1;
  if( ic<0 ) return -1;
  if( p->i<p->n && p->z[p->i]=='^' ){ neg = 1; p->i++; }
  for(;;){
    int64_t lo, hi, cat = p->i;
    int cls = 0;
    if( p->i>=p->n ) return gs_re_fail(p, at, "unterminated character set");
    if( p->z[p->i]==']' && !first ){ p->i++; break; }
    first = 0;
    if( p->z[p->i]=='\\' ){
      p->i++;
      lo = gs_re_escape(p, cat, 1, &cls);
      if( lo==-2 ){
        int c = cls | 0x20;
        gs_re_class_escape(p, ic, c, cls!=c);
        if( p->i + 1<p->n && p->z[p->i]=='-' && p->z[p->i+1]!=']' ){
          return gs_re_fail(p, cat, "bad character range");
        }
        continue;
      }
    }else{
      lo = gs_re_char(p);
    }
    if( lo<0 ) return -1;
    hi = lo;
    if( p->i + 1<p->n && p->z[p->i]=='-' && p->z[p->i+1]!=']' ){
      int64_t hat = ++p->i;
      if( p->z[p->i]=='\\' ){
        p->i++;
        hi = gs_re_escape(p, hat, 1, &cls);
        if( hi==-2 ) return gs_re_fail(p, cat, "bad character range");
      }else{
        hi = gs_re_char(p);
      }
      if( hi<0 ) return -1;
      if( hi<lo ) return gs_re_fail(p, cat, "bad character range");
    }
    gs_re_class_add(p, ic, (uint32_t)lo, (uint32_t)hi);
  }
  return gs_re_new(p, GS_RE_N_CLASS, ic, neg);
}

/* {n}, {n,}, {,m}, {n,m} at p->i (on the '{'): 1 with *pmin, *pmax (-1:
** no most), 0 when it is not a count (then '{' is a literal), -1 error. */
GS_FN int gs_re_parse_count(gs_re_comp *p, int *pmin, int *pmax){
  int64_t i = p->i + 1, at = p->i;
  int64_t lo = -1, hi = -1;
  int comma = 0;
  while( i<p->n && p->z[i]>='0' && p->z[i]<='9' ){
    lo = (lo<0 ? 0 : lo)*10 + (p->z[i++] - '0');
    if( lo>GS_RE_MAXREP ) lo = GS_RE_MAXREP + 1;
  }
  if( i<p->n && p->z[i]==',' ){
    comma = 1; i++;
    while( i<p->n && p->z[i]>='0' && p->z[i]<='9' ){
      hi = (hi<0 ? 0 : hi)*10 + (p->z[i++] - '0');
      if( hi>GS_RE_MAXREP ) hi = GS_RE_MAXREP + 1;
    }
  }
  if( i>=p->n || p->z[i]!='}' || (lo<0 && !comma) ) return 0;
  p->i = i + 1;
  if( lo<0 ) lo = 0;
  if( !comma ) hi = lo;
  /* Python places these after the '{'. */
  if( lo>GS_RE_MAXREP || hi>GS_RE_MAXREP ){
    gs_re_fail(p, at + 1, "repeat count above 1000");
    return -1;
  }
  if( hi>=0 && hi<lo ){
    gs_re_fail(p, at + 1, "min repeat greater than max repeat");
    return -1;
  }
  *pmin = (int)lo; *pmax = (int)hi;
  return 1;
}

/* Python's inline flags, and the bit of each that the engine takes (i, m,
** s, a); 0: a flag it does not take (x, u, t), -1: not a flag. */
GS_FN int gs_re_flag_bit(int ch){
  switch( ch ){
    case 'i': return 1;
    case 'm': return 2;
    case 's': return 4;
    case 'a': return 8;
    case 'x': case 'u': case 't': case 'L': return 0;
    default:  return -1;
  }
}
/* Is the character at p->i a letter (Python's str.isalpha, which decides
** between "unknown flag" and "missing ...")? */
GS_FN int gs_re_alpha_at(gs_re_comp *p){
  uint32_t cp;
  if( p->z[p->i]<0x80 ) return gs_re_isalpha(p->z[p->i]);
  gs_uc_next(p->z, p->n, p->i, &cp);
  return cp!=GS_UC_INVALID && (gs_uc_flags(cp) & GS_UC_ALPHA)!=0;
}

/* Inline flags at p->i (past "(?", on a flag or '-'): global ones "(?ims)"
** (returns 1) or scoped ones "(?i-s:...)" (returns 2, *pon and *poff
** set).  The errors and their positions are Python's (sre_parse's
** _parse_flags, for a str pattern): at the character that is wrong, or
** just past the flag that is. */
GS_FN int gs_re_parse_flags(gs_re_comp *p, int64_t at, int *pon, int *poff){
  int on = 0, off = 0, ch, bit;
  ch = p->z[p->i];
  if( ch!='-' ){
    for(;;){
      bit = gs_re_flag_bit(ch);
      p->i++;
      if( ch=='L' ){
        return gs_re_fail(p, p->i, "bad inline flags: cannot use 'L' flag with a str pattern");
      }
      if( bit==0 ) return gs_re_fail(p, at, "unsupported inline flag (i, m, s and a are)");
      on |= bit;
      if( p->i>=p->n ) return gs_re_fail(p, p->i, "missing -, : or )");
      ch = p->z[p->i];
      if( ch==')' || ch=='-' || ch==':' ) break;
      if( gs_re_flag_bit(ch)<0 ){
        return gs_re_fail(p, p->i, gs_re_alpha_at(p) ? "unknown flag" : "missing -, : or )");
      }
    }
  }
  p->i++;
  if( ch==')' ){ *pon = on; return 1; }
  if( ch=='-' ){
    if( p->i>=p->n ) return gs_re_fail(p, p->i, "missing flag");
    ch = p->z[p->i];
    if( gs_re_flag_bit(ch)<0 ){
      return gs_re_fail(p, p->i, gs_re_alpha_at(p) ? "unknown flag" : "missing flag");
    }
    for(;;){
      bit = gs_re_flag_bit(ch);
      p->i++;
      if( ch=='a' || ch=='u' || ch=='L' ){
        return gs_re_fail(p, p->i, "bad inline flags: cannot turn off flags 'a', 'u' and 'L'");
      }
      if( bit==0 ) return gs_re_fail(p, at, "unsupported inline flag (i, m, s and a are)");
      off |= bit;
      if( p->i>=p->n ) return gs_re_fail(p, p->i, "missing :");
      ch = p->z[p->i];
      if( ch==':' ){ p->i++; break; }
      if( gs_re_flag_bit(ch)<0 ){
        return gs_re_fail(p, p->i, gs_re_alpha_at(p) ? "unknown flag" : "missing :");
      }
    }
  }
  if( on & off ) return gs_re_fail(p, p->i - 1, "bad inline flags: flag turned on and off");
  *pon = on; *poff = off;
  return 2;
}

GS_FN void gs_re_set_flags(gs_re_comp *p, int on, int off){
  if( on & 1 ) p->icase = 1;
  if( on & 2 ) p->multiline = 1;
  if( on & 4 ) p->dotall = 1;
  if( off & 1 ) p->icase = 0;
  if( off & 2 ) p->multiline = 0;
  if( off & 4 ) p->dotall = 0;
}

/* A group at p->i (past the '('). */
GS_FN int gs_re_parse_group(gs_re_comp *p, int64_t at, int top_first, int *pglobal){
  int g = 0, e, x;
  *pglobal = 0;
  if( p->i<p->n && p->z[p->i]=='?' ){
    int ch;
    p->i++;
    /* The errors and their positions are Python's (sre_parse's _parse). */
    if( p->i>=p->n ) return gs_re_fail(p, p->i, "unexpected end of pattern");
    ch = p->z[p->i];
    if( ch==':' ){
      p->i++;
      g = -1;
    }else if( ch=='P' && p->i + 1<p->n && p->z[p->i+1]=='<' ){
      /* The name runs to the '>', whatever it holds; then it must be an
      ** identifier.  Its errors are placed at its start. */
      int64_t s, k;
      int bad = 0;
      p->i += 2;
      s = p->i;
      while( p->i<p->n && p->z[p->i]!='>' ) p->i++;
      if( p->i>=p->n ){
        return gs_re_fail(p, p->i==s ? p->i : s, p->i==s ? "missing group name" : "missing >, unterminated name");
      }
      if( p->i==s ) return gs_re_fail(p, s, "missing group name");
      for(k=s; k<p->i && !bad; ){
        uint32_t cp;
        int64_t e = gs_uc_next(p->z, p->i, k, &cp);
        bad = !gs_re_name_char(cp, k==s);
        k = e;
      }
      if( bad ) return gs_re_fail(p, s, "bad character in group name");
      if( p->ngroup>=GS_RE_MAXGROUP ) return gs_re_fail(p, at, "too many groups (at most 99)");
      for(k=1; k<=p->ngroup; k++){
        if( p->name_at[k]>=0 && p->name_len[k]==(int)(p->i - s)
         && memcmp(p->z + p->name_at[k], p->z + s, (size_t)(p->i - s))==0 ){
          return gs_re_fail(p, s, "redefinition of group name");
        }
      }
      g = ++p->ngroup;
      p->name_at[g] = s; p->name_len[g] = (int)(p->i - s);
      p->i++;
    }else if( ch=='P' && p->i + 1<p->n && p->z[p->i+1]=='=' ){
      return gs_re_fail(p, at, "backreferences are not supported");
    }else if( ch=='P' ){
      if( p->i + 1>=p->n ) return gs_re_fail(p, p->n, "unexpected end of pattern");
      return gs_re_fail(p, p->i - 1, "unknown extension");
    }else if( ch=='<' && p->i + 1>=p->n ){
      return gs_re_fail(p, p->n, "unexpected end of pattern");
    }else if( ch=='<' && p->z[p->i+1]!='=' && p->z[p->i+1]!='!' ){
      return gs_re_fail(p, p->i - 1, "unknown extension");
    }else if( ch=='=' || ch=='!' || ch=='<' ){
      return gs_re_fail(p, at, "lookahead and lookbehind are not supported");
    }else if( ch=='#' ){
      while( p->i<p->n && p->z[p->i]!=')' ) p->i++;
      if( p->i>=p->n ) return gs_re_fail(p, at, "missing ), unterminated comment");
      p->i++;
      *pglobal = 1;      /* no item: a repeat after it has nothing to repeat */
      return gs_re_new(p, GS_RE_N_EMPTY, 0, 0);
    }else if( ch=='>' ){
      return gs_re_fail(p, at, "atomic groups are not supported");
    }else if( ch=='(' ){
      return gs_re_fail(p, at, "conditional groups are not supported");
    }else if( gs_re_flag_bit(ch)<0 && ch!='-' ){
      return gs_re_fail(p, p->i - 1, "unknown extension");
    }else{
      int on = 0, off = 0, r, ic = p->icase, ml = p->multiline, da = p->dotall;
      r = gs_re_parse_flags(p, at, &on, &off);
      if( r<0 ) return -1;
      if( r==1 ){
        if( !top_first ) return gs_re_fail(p, at, "global flags not at the start of the expression");
        gs_re_set_flags(p, on, 0);
        *pglobal = 1;
        return gs_re_new(p, GS_RE_N_EMPTY, 0, 0);
      }
      gs_re_set_flags(p, on, off);
      e = gs_re_parse_alt(p, 0);
      p->icase = ic; p->multiline = ml; p->dotall = da;
      if( e<0 ) return -1;
      if( p->i>=p->n ) return gs_re_fail(p, at, "missing ), unterminated subpattern");
      p->i++;
      x = gs_re_new(p, GS_RE_N_GROUP, 0, 0);
      gs_re_append(p, x, e);
      return x;
    }
  }else{
    if( p->ngroup>=GS_RE_MAXGROUP ) return gs_re_fail(p, at, "too many groups (at most 99)");
    g = ++p->ngroup;
    p->name_at[g] = -1;
  }
  e = gs_re_parse_alt(p, 0);
  if( e<0 ) return -1;
  if( p->i>=p->n ) return gs_re_fail(p, at, "missing ), unterminated subpattern");
  p->i++;
  x = gs_re_new(p, GS_RE_N_GROUP, g<0 ? 0 : g, 0);
  gs_re_append(p, x, e);
  return x;
}

/* A sequence of items up to '|', ')' or the end. */
GS_FN int gs_re_parse_cat(gs_re_comp *p, int top_first){
  int cat = gs_re_new(p, GS_RE_N_CAT, 0, 0);
  int nitem = 0;
  while( cat>=0 && p->rc==GS_OK && p->i<p->n && p->z[p->i]!='|' && p->z[p->i]!=')' ){
    int64_t at = p->i;
    int ch = p->z[p->i], x = -1, cls = 0, global = 0, rep = 0;
    int64_t cp;
    switch( ch ){
      case '(':
        p->i++;
        x = gs_re_parse_group(p, at, top_first && nitem==0, &global);
        break;
      case '[':
        p->i++;
        x = gs_re_parse_class(p, at);
        break;
      case '.':
        p->i++;
        x = gs_re_new(p, GS_RE_N_ANY, p->dotall, 0);
        break;
      case '^':
        p->i++;
        x = gs_re_new(p, GS_RE_N_ASSERT, p->multiline ? GS_RE_AT_MBOL : GS_RE_AT_BEGIN, 0);
        break;
      case '$':
        p->i++;
        x = gs_re_new(p, GS_RE_N_ASSERT, p->multiline ? GS_RE_AT_MEOL : GS_RE_AT_DOLLAR, 0);
        break;
      case '*': case '+': case '?':
        return gs_re_fail(p, at, "nothing to repeat");
      case '{': {
        int mn, mx, r = gs_re_parse_count(p, &mn, &mx);
        if( r<0 ) return -1;
        if( r>0 ) return gs_re_fail(p, at, "nothing to repeat");
        p->i++;
        x = gs_re_new(p, GS_RE_N_CHAR, '{', 0);
        break;
      }
      case '\\':
        p->i++;
        cp = gs_re_escape(p, at, 0, &cls);
        if( cp==-2 ){
          int c = cls | 0x20, ic = gs_re_class_new(p);
          if( ic<0 ) return -1;
          gs_re_class_escape(p, ic, c, 0);
          x = gs_re_new(p, GS_RE_N_CLASS, ic, cls!=c);
        }else if( cp==-3 ){
          x = gs_re_new(p, GS_RE_N_ASSERT, cls, 0);
        }else if( cp>=0 ){
          x = gs_re_new(p, GS_RE_N_CHAR, (int)cp, 0);
        }
        break;
      default:
        cp = gs_re_char(p);
        if( cp>=0 ) x = gs_re_new(p, GS_RE_N_CHAR, (int)cp, 0);
        break;
    }
    if( x<0 ) return -1;
    if( global ) continue;          /* (?i) at the start, a comment: no item */
    if( p->node[x].kind==GS_RE_N_CHAR ){
      int c = p->node[x].a;
      if( p->icase && ((c>='a' && c<='z') || (c>='A' && c<='Z')) ){
        p->node[x].a = c | 0x20;
        p->node[x].b = 1;
      }
    }
    /* Quantifiers: one, then '?' (lazy); a second one is an error.  A
    ** comment between is not there (Python's: `a(?#x)*` is `a*`). */
    while( p->i<p->n ){
      int64_t qat = p->i;
      int mn, mx, lazy = 0, r;
      if( p->i + 2<p->n && p->z[p->i]=='(' && p->z[p->i+1]=='?' && p->z[p->i+2]=='#' ){
        while( p->i<p->n && p->z[p->i]!=')' ) p->i++;
        if( p->i>=p->n ) return gs_re_fail(p, qat, "missing ), unterminated comment");
        p->i++;
        continue;
      }
      ch = p->z[p->i];
      if( ch=='*' ){ mn = 0; mx = -1; p->i++; }
      else if( ch=='+' ){ mn = 1; mx = -1; p->i++; }
      else if( ch=='?' ){ mn = 0; mx = 1; p->i++; }
      else if( ch=='{' ){
        r = gs_re_parse_count(p, &mn, &mx);
        if( r<0 ) return -1;
        if( r==0 ) break;
      }else break;
      if( rep ) return gs_re_fail(p, qat, "multiple repeat");
      if( p->node[x].kind==GS_RE_N_ASSERT ) return gs_re_fail(p, qat, "nothing to repeat");
      if( p->i<p->n && p->z[p->i]=='?' ){ lazy = 1; p->i++; }
      else if( p->i<p->n && p->z[p->i]=='+' ){
        return gs_re_fail(p, qat, "possessive quantifiers are not supported");
      }
      r = gs_re_new(p, GS_RE_N_REP, mn, mx);
      if( r<0 ) return -1;
      p->node[r].c = !lazy;
      gs_re_append(p, r, x);
      x = r;
      rep = 1;
    }
    gs_re_append(p, cat, x);
    nitem++;
  }
  return p->rc ? -1 : cat;
}

GS_FN int gs_re_parse_alt(gs_re_comp *p, int top){
  int alt, x, first = 1;
  if( ++p->depth>200 ) return gs_re_fail(p, p->i, "too deeply nested");
  alt = gs_re_new(p, GS_RE_N_ALT, 0, 0);
  for(;;){
    x = gs_re_parse_cat(p, top && first);
    if( x<0 ) return -1;
    gs_re_append(p, alt, x);
    first = 0;
    if( p->i<p->n && p->z[p->i]=='|' ){ p->i++; continue; }
    break;
  }
  p->depth--;
  return alt;
}

/* ---- code ---- */

GS_FN int gs_re_emit(gs_re_comp *p, int op, int flag, uint32_t x, uint32_t y){
  unsigned char *ins;
  if( p->rc ) return -1;
  if( p->ninst>=GS_RE_MAXINST ) return gs_re_fail(p, p->n, "pattern too large (more than 32767 instructions)");
  if( GS_RE_HDR + GS_RE_INS*(int64_t)(p->ninst + 1)>p->noutalloc ){
    int64_t m = p->noutalloc ? 2*p->noutalloc : 512;
    unsigned char *o = (unsigned char*)gs_re_grow(p, p->out, p->noutalloc, m);
    unsigned char *l;
    if( o==0 ) return -1;
    p->out = o;
    l = (unsigned char*)gs_re_grow(p, p->loopof, p->noutalloc/GS_RE_INS, m/GS_RE_INS);
    if( l==0 ) return -1;
    p->loopof = l;
    p->noutalloc = m;
  }
  p->loopof[p->ninst] = (unsigned char)p->curloop;
  ins = p->out + GS_RE_HDR + GS_RE_INS*(int64_t)p->ninst;
  ins[0] = (unsigned char)op; ins[1] = (unsigned char)flag;
  ins[2] = (unsigned char)(y & 0xff); ins[3] = (unsigned char)(y>>8);
  ins[4] = (unsigned char)(x & 0xff); ins[5] = (unsigned char)((x>>8) & 0xff);
  ins[6] = (unsigned char)((x>>16) & 0xff); ins[7] = (unsigned char)(x>>24);
  return p->ninst++;
}

/* Set the targets of SPLIT/JMP at pc. */
GS_FN void gs_re_patch(gs_re_comp *p, int pc, uint32_t x, uint32_t y){
  unsigned char *ins;
  if( p->rc || pc<0 ) return;
  ins = p->out + GS_RE_HDR + GS_RE_INS*(int64_t)pc;
  ins[2] = (unsigned char)(y & 0xff); ins[3] = (unsigned char)(y>>8);
  ins[4] = (unsigned char)(x & 0xff); ins[5] = (unsigned char)((x>>8) & 0xff);
  ins[6] = (unsigned char)((x>>16) & 0xff); ins[7] = (unsigned char)(x>>24);
}

/* A SPLIT to a (first) and b, or b first when !greedy. */
GS_FN void gs_re_split_to(gs_re_comp *p, int pc, int a, int b, int greedy){
  if( greedy ) gs_re_patch(p, pc, (uint32_t)a, (uint32_t)b);
  else gs_re_patch(p, pc, (uint32_t)b, (uint32_t)a);
}

/* Can node ix match the empty string? */
GS_FN int gs_re_nullable(gs_re_comp *p, int ix){
  gs_re_node *x = &p->node[ix];
  int k;
  switch( x->kind ){
    case GS_RE_N_CHAR: case GS_RE_N_ANY: case GS_RE_N_CLASS: return 0;
    case GS_RE_N_GROUP: return gs_re_nullable(p, x->kid);
    case GS_RE_N_REP: return x->a==0 || gs_re_nullable(p, x->kid);
    case GS_RE_N_CAT:
      for(k=x->kid; k>=0; k=p->node[k].next){ if( !gs_re_nullable(p, k) ) return 0; }
      return 1;
    case GS_RE_N_ALT:
      for(k=x->kid; k>=0; k=p->node[k].next){ if( gs_re_nullable(p, k) ) return 1; }
      return 0;
    default: return 1;    /* EMPTY, ASSERT */
  }
}

GS_FN void gs_re_gen(gs_re_comp *p, int ix){
  gs_re_node *x;
  int k, pc;
  if( p->rc ) return;
  x = &p->node[ix];
  switch( x->kind ){
    case GS_RE_N_EMPTY: break;
    case GS_RE_N_CHAR:  gs_re_emit(p, GS_RE_CHAR, x->b, (uint32_t)x->a, 0); break;
    case GS_RE_N_ANY:   gs_re_emit(p, x->a ? GS_RE_ANYNL : GS_RE_ANY, 0, 0, 0); break;
    case GS_RE_N_CLASS: gs_re_emit(p, GS_RE_CLASS, x->b, (uint32_t)x->a, 0); break;
    case GS_RE_N_ASSERT: gs_re_emit(p, GS_RE_ASSERT, x->a, 0, 0); break;
    case GS_RE_N_GROUP:
      if( x->a ) gs_re_emit(p, GS_RE_SAVE, 0, (uint32_t)(2*x->a), 0);
      gs_re_gen(p, x->kid);
      if( p->node[ix].a ) gs_re_emit(p, GS_RE_SAVE, 0, (uint32_t)(2*p->node[ix].a + 1), 0);
      break;
    case GS_RE_N_CAT:
      for(k=x->kid; k>=0; k=p->node[k].next) gs_re_gen(p, k);
      break;
    case GS_RE_N_ALT: {
      /* SPLIT L1, next; L1: a; JMP end; next: SPLIT L2, next2; ... last */
      int ajmp[64], njmp = 0, kid = x->kid;
      int jchain = -1;   /* JMPs beyond ajmp, chained through y */
      if( p->node[kid].next<0 ){ gs_re_gen(p, kid); break; }
      for(k=kid; k>=0; k=p->node[k].next){
        if( p->node[k].next>=0 ){
          int sp = gs_re_emit(p, GS_RE_SPLIT, 0, 0, 0), j;
          gs_re_gen(p, k);
          j = gs_re_emit(p, GS_RE_JMP, 0, 0, 0);
          if( njmp<64 ) ajmp[njmp++] = j;
          else{ gs_re_patch(p, j, 0, (uint32_t)(jchain<0 ? 0xffff : jchain)); jchain = j; }
          gs_re_patch(p, sp, (uint32_t)(sp + 1), (uint32_t)p->ninst);
        }else{
          gs_re_gen(p, k);
        }
      }
      for(k=0; k<njmp; k++) gs_re_patch(p, ajmp[k], (uint32_t)p->ninst, 0);
      while( jchain>=0 && p->rc==GS_OK ){
        int nx = (int)gs_re_u16(p->out + GS_RE_HDR + GS_RE_INS*(int64_t)jchain + 2);
        gs_re_patch(p, jchain, (uint32_t)p->ninst, 0);
        jchain = nx==0xffff ? -1 : nx;
      }
      break;
    }
    case GS_RE_N_REP: {
      /* Python's rule (sre's MAX_UNTIL, MIN_UNTIL): an iteration beyond
      ** the minimum that matched empty ends the repeat, keeping its groups;
      ** the iterations up to the minimum never do.  So the iterations
      ** beyond the minimum of a body that can match empty are code of
      ** their own, a loop: MARK at the start of each, EMPTYX at its end,
      ** and the loop's slot.
      **   {m,n}: m plain copies, then n-m optional ones
      **          (SPLIT to the next or out; [MARK] body [EMPTYX out]);
      **          the last one needs no EMPTYX (both ways lead out).
      **   {m,}:  a body that cannot match empty: m-1 plain copies, then
      **          B: body; SPLIT B, out (none for m=0: L: SPLIT B, out;
      **          B: body; JMP L).  One that can: m plain copies, then
      **          L: SPLIT B, out; B: MARK body EMPTYX out; JMP L. */
      int mn = x->a, mx = x->b, greedy = x->c, kid = x->kid, loop = 0, outer = p->curloop;
      int nfix, *aexit = 0, nexit = 0, nullable = gs_re_nullable(p, kid);
      if( nullable && (mx<0 || mx - mn>=2) ){
        if( p->nloop>=GS_RE_MAXLOOP ){
          gs_re_fail(p, p->n, "too many repeats whose body can match empty (at most 32)");
          return;
        }
        loop = ++p->nloop;
        p->loopparent[loop - 1] = (unsigned char)outer;
      }
      /* Room for the exits to patch: EMPTYX and SPLIT of each iteration. */
      aexit = (int*)GS_HOST_MALLOC(8*(int64_t)((mx<0 ? 1 : mx - mn) + 2));
      if( aexit==0 ){ p->rc = GS_NOMEM; return; }
      nfix = mn - (mx<0 && mn>0 && !nullable ? 1 : 0);
      for(k=0; k<nfix && p->rc==GS_OK; k++) gs_re_gen(p, kid);
      if( mx<0 ){
        int l = -1, b;
        if( mn==0 || nullable ) l = gs_re_emit(p, GS_RE_SPLIT, 0, 0, 0);
        b = p->ninst;
        if( loop ) gs_re_emit(p, GS_RE_MARK, 0, (uint32_t)(loop - 1), 0);
        p->curloop = loop ? loop : outer;
        gs_re_gen(p, kid);
        if( loop ) aexit[nexit++] = gs_re_emit(p, GS_RE_EMPTYX, 0, (uint32_t)(loop - 1), 0);
        p->curloop = outer;
        if( l>=0 ){
          gs_re_emit(p, GS_RE_JMP, 0, (uint32_t)l, 0);
          gs_re_split_to(p, l, l + 1, p->ninst, greedy);
        }else{
          pc = gs_re_emit(p, GS_RE_SPLIT, 0, 0, 0);
          gs_re_split_to(p, pc, b, p->ninst, greedy);
        }
      }else{
        for(k=mn; k<mx && p->rc==GS_OK; k++){
          int guard = loop && k<mx - 1;
          aexit[nexit++] = gs_re_emit(p, GS_RE_SPLIT, 0, 0, 0);
          if( guard ) gs_re_emit(p, GS_RE_MARK, 0, (uint32_t)(loop - 1), 0);
          p->curloop = guard ? loop : outer;
          gs_re_gen(p, kid);
          if( guard ) aexit[nexit++] = gs_re_emit(p, GS_RE_EMPTYX, 0, (uint32_t)(loop - 1), 0);
          p->curloop = outer;
        }
      }
      for(k=0; k<nexit && p->rc==GS_OK; k++){
        const unsigned char *ins = p->out + GS_RE_HDR + GS_RE_INS*(int64_t)aexit[k];
        if( ins[0]==GS_RE_EMPTYX ) gs_re_patch(p, aexit[k], (uint32_t)(loop - 1), (uint32_t)p->ninst);
        else gs_re_split_to(p, aexit[k], aexit[k] + 1, p->ninst, greedy);
      }
      GS_HOST_FREE(aexit);
      break;
    }
  }
}

/* The bytes that can start a match into first[32], by following the
** program from pc 0 without consuming; 1 when it can match empty. */
GS_FN int gs_re_first_bytes(gs_re_comp *p, unsigned char *first){
  int32_t *stack;
  unsigned char *seen;
  int sp = 0, empty = 0, k;
  int ni = p->ninst;
  const unsigned char *ins0 = p->out + GS_RE_HDR;
  memset(first, 0, 32);
  stack = (int32_t*)GS_HOST_MALLOC(4*(int64_t)ni + ni + 8);
  if( stack==0 ){ p->rc = GS_NOMEM; return 1; }
  seen = (unsigned char*)(stack + ni + 1);
  memset(seen, 0, (size_t)ni);
  stack[sp++] = 0;
  while( sp>0 && !empty ){
    int pc = stack[--sp];
    const unsigned char *ins;
    if( seen[pc] ) continue;
    seen[pc] = 1;
    ins = ins0 + GS_RE_INS*pc;
    switch( ins[0] ){
      case GS_RE_JMP: stack[sp++] = (int32_t)gs_re_u32(ins + 4); break;
      case GS_RE_SPLIT:
        stack[sp++] = (int32_t)gs_re_u32(ins + 4);
        stack[sp++] = (int32_t)gs_re_u16(ins + 2);
        break;
      case GS_RE_SAVE: case GS_RE_ASSERT: case GS_RE_MARK: stack[sp++] = pc + 1; break;
      case GS_RE_EMPTYX:
        stack[sp++] = pc + 1;
        stack[sp++] = (int32_t)gs_re_u16(ins + 2);
        break;
      case GS_RE_MATCH: empty = 1; break;
      case GS_RE_CHAR: {
        uint32_t x = gs_re_u32(ins + 4);
        unsigned char b[4];
        gs_uc_put(b, x);
        first[b[0]>>3] |= (unsigned char)(1u<<(b[0]&7));
        if( ins[1] ){ uint32_t u = x ^ 32; first[u>>3] |= (unsigned char)(1u<<(u&7)); }
        break;
      }
      case GS_RE_CLASS: {
        const gs_re_class *c = &p->cls[gs_re_u32(ins + 4)];
        for(k=0; k<16; k++) first[k] |= ins[1] ? (unsigned char)~c->bits[k] : c->bits[k];
        if( ins[1] || c->nr ) memset(first + 16, 0xff, 16);
        break;
      }
      default:   /* ANY, ANYNL */
        memset(first, 0xff, 32);
        break;
    }
  }
  GS_HOST_FREE(stack);
  if( empty ) memset(first, 0xff, 32);
  else for(k=16; k<32; k++){ if( first[k] ){ memset(first + 16, 0xff, 16); break; } }
  return empty;
}

GS_FN void gs_re_comp_free(gs_re_comp *p){
  int k;
  for(k=0; k<p->ncls; k++) GS_HOST_FREE(p->cls[k].r);
  GS_HOST_FREE(p->cls);
  GS_HOST_FREE(p->node);
  GS_HOST_FREE(p->out);
  GS_HOST_FREE(p->loopof);
}

/* Compile zPat[0..nPat) into *ppProg (GS_HOST_MALLOC'd, *pnProg bytes).
** GS_OK, GS_NOMEM, or GS_ERROR with *pErr. */
GS_FN int gs_re_compile(const unsigned char *zPat, int64_t nPat, unsigned char **ppProg,
                        int64_t *pnProg, gs_re_err *pErr){
  gs_re_comp comp, *p = &comp;
  int root, k, empty, anchored = 0;
  int64_t ncls = 0, nnames = 0, at, total, nloopt;
  unsigned char *prog;
  memset(p, 0, sizeof *p);
  p->z = zPat; p->n = nPat; p->err = pErr;
  pErr->zWhat = 0; pErr->pos = 0;
  *ppProg = 0; *pnProg = 0;
  root = gs_re_parse_alt(p, 1);
  if( root>=0 && p->i<p->n ) gs_re_fail(p, p->i, "unbalanced parenthesis");
  if( p->rc==GS_OK ){
    /* SAVE 0; the pattern; SAVE 1; MATCH */
    gs_re_emit(p, GS_RE_SAVE, 0, 0, 0);
    gs_re_gen(p, root);
    gs_re_emit(p, GS_RE_SAVE, 0, 1, 0);
    gs_re_emit(p, GS_RE_MATCH, 0, 0, 0);
  }
  for(k=0; k<p->ncls; k++) ncls += 20 + 8*(int64_t)p->cls[k].nr;
  /* the loop table, where there are loops: each instruction's innermost
  ** loop, then each loop's parent (a byte each, loop + 1 or 0) */
  nloopt = p->nloop ? p->ninst + p->nloop : 0;
  for(k=1; k<=p->ngroup; k++){
    if( p->name_at[k]>=0 ) nnames += 5 + (int64_t)p->name_len[k];
  }
  if( nnames ) nnames++;
  total = GS_RE_HDR + GS_RE_INS*(int64_t)p->ninst + nloopt + ncls + nnames;
  prog = p->rc ? 0 : (unsigned char*)GS_HOST_MALLOC(total);
  if( p->rc==GS_OK && prog==0 ) p->rc = GS_NOMEM;
  if( p->rc ){
    int rc = p->rc;
    gs_re_comp_free(p);
    GS_HOST_FREE(prog);
    return rc;
  }
  memset(prog, 0, GS_RE_HDR);
  memcpy(prog + GS_RE_HDR, p->out + GS_RE_HDR, (size_t)(GS_RE_INS*(int64_t)p->ninst));
  /* Class records, and CLASS instructions pointed at them. */
  at = GS_RE_HDR + GS_RE_INS*(int64_t)p->ninst;
  if( nloopt ){
    int depth[GS_RE_MAXLOOP + 1], maxdepth = 0;
    memcpy(prog + at, p->loopof, (size_t)p->ninst);
    memcpy(prog + at + p->ninst, p->loopparent, (size_t)p->nloop);
    prog[8] = (unsigned char)(at & 0xff); prog[9] = (unsigned char)((at>>8) & 0xff);
    prog[10] = (unsigned char)((at>>16) & 0xff); prog[11] = (unsigned char)(at>>24);
    prog[12] = (unsigned char)p->nloop;
    /* a loop's parent is made before it: depths in one pass */
    depth[0] = 0;
    for(k=1; k<=p->nloop; k++){
      depth[k] = depth[p->loopparent[k - 1]] + 1;
      if( depth[k]>maxdepth ) maxdepth = depth[k];
    }
    prog[13] = (unsigned char)maxdepth;
    at += nloopt;
  }
  {
    int64_t off = at;
    int64_t *aoff = (int64_t*)GS_HOST_MALLOC(8*(int64_t)(p->ncls + 1));
    if( aoff==0 ){ gs_re_comp_free(p); GS_HOST_FREE(prog); return GS_NOMEM; }
    for(k=0; k<p->ncls; k++){
      gs_re_class *c = &p->cls[k];
      int r;
      aoff[k] = off;
      memcpy(prog + off, c->bits, 16);
      prog[off+16] = (unsigned char)(c->nr & 0xff); prog[off+17] = (unsigned char)(c->nr>>8);
      prog[off+18] = prog[off+19] = 0;
      for(r=0; r<2*c->nr; r++){
        uint32_t v = c->r[r];
        prog[off+20+4*r] = (unsigned char)(v & 0xff); prog[off+21+4*r] = (unsigned char)((v>>8) & 0xff);
        prog[off+22+4*r] = (unsigned char)((v>>16) & 0xff); prog[off+23+4*r] = (unsigned char)(v>>24);
      }
      off += 20 + 8*(int64_t)c->nr;
    }
    if( nnames ){
      /* The names table, after the class records. */
      unsigned char *q = prog + off;
      prog[48] = (unsigned char)(off & 0xff); prog[49] = (unsigned char)((off>>8) & 0xff);
      prog[50] = (unsigned char)((off>>16) & 0xff); prog[51] = (unsigned char)(off>>24);
      *q++ = 0;
      for(k=1; k<=p->ngroup; k++){
        uint32_t len = (uint32_t)p->name_len[k];
        if( p->name_at[k]<0 ) continue;
        prog[off]++;
        q[0] = (unsigned char)k;
        q[1] = (unsigned char)(len & 0xff); q[2] = (unsigned char)((len>>8) & 0xff);
        q[3] = (unsigned char)((len>>16) & 0xff); q[4] = (unsigned char)(len>>24);
        memcpy(q + 5, p->z + p->name_at[k], len);
        q += 5 + len;
      }
    }
    /* the first-bytes pass reads class indexes: before they become offsets */
    empty = gs_re_first_bytes(p, prog + 16);
    if( p->rc ){ GS_HOST_FREE(aoff); gs_re_comp_free(p); GS_HOST_FREE(prog); return GS_NOMEM; }
    for(k=0; k<p->ninst; k++){
      unsigned char *ins = prog + GS_RE_HDR + GS_RE_INS*(int64_t)k;
      if( ins[0]==GS_RE_CLASS ){
        uint32_t v = (uint32_t)aoff[gs_re_u32(ins + 4)];
        ins[4] = (unsigned char)(v & 0xff); ins[5] = (unsigned char)((v>>8) & 0xff);
        ins[6] = (unsigned char)((v>>16) & 0xff); ins[7] = (unsigned char)(v>>24);
      }
    }
    GS_HOST_FREE(aoff);
  }
  /* Anchored: every path from the start meets \A before consuming. */
  {
    const unsigned char *ins = prog + GS_RE_HDR + GS_RE_INS;   /* after SAVE 0 */
    if( p->ninst>1 && ins[0]==GS_RE_ASSERT && ins[1]==GS_RE_AT_BEGIN ) anchored = 1;
  }
  prog[0] = (unsigned char)(total & 0xff); prog[1] = (unsigned char)((total>>8) & 0xff);
  prog[2] = (unsigned char)((total>>16) & 0xff); prog[3] = (unsigned char)(total>>24);
  prog[4] = (unsigned char)(p->ninst & 0xff); prog[5] = (unsigned char)(p->ninst>>8);
  prog[6] = (unsigned char)p->ngroup;
  prog[7] = (unsigned char)(anchored ? GS_RE_F_ANCHORED : 0);
  prog[15] = (unsigned char)(empty ? 1 : 0);
  gs_re_comp_free(p);
  *ppProg = prog;
  *pnProg = total;
  return GS_OK;
}
#endif /* the compiler */

/* ---- the DFA tables of the GPU --------------------------------------------
**
** On the host, ext/regex_dfa.c builds its DFAs lazily, as subjects need
** their states.  A kernel cannot: so for a literal pattern check.c has
** the host build them whole when the program is compiled (every state
** reachable over the pattern's ASCII byte classes, the final '\n' and the
** end), up to GS_RE_TAB_MAXSTATE states a DFA and GS_RE_TAB_MAX bytes in
** all, and appends them to the program's BLOB (after its total size, so
** the program itself, and every cache keyed by it, is unchanged; the
** generated CUDA prints the BLOB as data, so the kernel cache's key, the
** source, covers the table).  A pattern beyond the cap has no table (or
** only the DFAs that fit), and the VM does what they would.
**
** The three DFAs are regex_dfa.c's: whether there is a match (K_MATCH:
** regexp_like, REGEXP), where the VM's first match ends (K_FIRST: states
** are the VM's threads in priority order) and, backwards from there,
** where it starts (K_START); groups are then the VM's, run from that
** start (no thread starting before it can match), so it reads the span
** and what its threads of higher priority read past it.  A table is
** read, as the program, byte by byte:
**
**   header (GS_RE_TAB_HDR bytes): the table's size u32, GS_RE_TAB_MAGIC
**   u8, columns u8, the facts of the byte before that the states keep u8
**   (GP_DFA_BEGIN ...), 1 when $ treats a final '\n' apart u8, the facts
**   of the byte after that K_START keeps u8, the ASCII classes u8, 2
**   spare, the three DFAs' offsets u32 each (0: none), then the class of
**   each ASCII byte (128 bytes);
**   a DFA: states u16, 2 spare, its start states by the facts of the
**   place u16 x GS_RE_TAB_NINIT, then each state's row of transitions,
**   u16 a column: the ASCII classes, then the final '\n' (where $ is
**   used), then the end (K_START: the start of the subject).  A K_FIRST
**   or K_START transition is twice the state, plus 1 where a match ends
**   (K_START: can start) there; or GS_RE_TAB_MATCH, GS_RE_TAB_DEAD,
**   GS_RE_TAB_NONE (not built: the VM).
**
** A byte >= 0x80 has no column: a subject with one goes to the VM from
** there (its search, and the row's next ones).  Where the table lives on
** the GPU: ext/emit_cuda.c copies each program BLOB (with its table) into
** shared memory when the block starts (transitions are read at random,
** each thread in its own state: constant memory would serialise them). */
#define GS_RE_TAB_MAGIC    0xdf
#define GS_RE_TAB_HDR      152
#define GS_RE_TAB_NINIT    32
#define GS_RE_TAB_SEC      (4 + 2*GS_RE_TAB_NINIT)
#define GS_RE_TAB_MAXSTATE 4096      /* states of one DFA (2x + 1 < 0xfffd) */
#define GS_RE_TAB_MAX      24576     /* bytes of the table */
#define GS_RE_TAB_NONE     0xffff
#define GS_RE_TAB_MATCH    0xfffe
#define GS_RE_TAB_DEAD     0xfffd
/* The facts (regex_dfa.c's GP_DFA_*): of the byte before a place ... */
#define GS_RE_TF_BEGIN   1
#define GS_RE_TF_AFTERNL 2
#define GS_RE_TF_AFTERW  4
#define GS_RE_TF_MUSTADV 16
/* ... and of the byte at it. */
#define GS_RE_TN_EOF     1
#define GS_RE_TN_NL      2
#define GS_RE_TN_W       4
#define GS_RE_TN_LAST    8
/* The DFAs in the header's order. */
#define GS_RE_TAB_K_MATCH 0
#define GS_RE_TAB_K_FIRST 1
#define GS_RE_TAB_K_START 2

/* The table after the program in a BLOB of n bytes, or 0. */
GS_FN const unsigned char *gs_re_tab_of(const unsigned char *prog, int64_t n){
  const unsigned char *t;
  int64_t np;
  if( prog==0 || n<GS_RE_HDR ) return 0;
  np = (int64_t)gs_re_u32(prog);
  if( np<GS_RE_HDR || np + GS_RE_TAB_HDR>n ) return 0;
  t = prog + np;
  if( t[4]!=GS_RE_TAB_MAGIC || (int64_t)gs_re_u32(t)!=n - np ) return 0;
  return t;
}

/* DFA k of table t, or 0. */
GS_FN const unsigned char *gs_re_tab_dfa(const unsigned char *t, int k){
  uint32_t off = gs_re_u32(t + 12 + 4*k);
  return off ? t + off : 0;
}

/* The transition of state s on column col of DFA d (ncol columns). */
GS_FN uint32_t gs_re_tab_next(const unsigned char *d, int ncol, uint32_t s, int col){
  return gs_re_u16(d + GS_RE_TAB_SEC + 2*((int64_t)s*ncol + col));
}

GS_FN int gs_re_tab_isword(unsigned b){
  return (b>='a' && b<='z') || (b>='A' && b<='Z') || (b>='0' && b<='9') || b=='_';
}

/* Whether prog (table t) matches in z[0..n): 1, 0, or -1 (the VM). */
GS_FN int gs_re_tab_match(const unsigned char *t, const unsigned char *prog,
                          const unsigned char *z, int64_t n){
  const unsigned char *d = t ? gs_re_tab_dfa(t, GS_RE_TAB_K_MATCH) : 0, *col = t ? t + 24 : 0;
  int ncol = t ? t[5] : 0, ncls = t ? t[9] : 0;
  uint32_t s, x;
  int64_t i, nfast;
  if( d==0 ) return -1;
  /* The empty subject: \B's special case is the VM's. */
  if( n==0 ) return (prog[15] & 1) ? -1 : 0;
  s = gs_re_u16(d + 4);
  if( s==GS_RE_TAB_NONE ) return -1;
  nfast = t[7] && z[n-1]=='\n' ? n - 1 : n;
  for(i=0; i<n; i++){
    unsigned b = z[i];
    if( b>=0x80 ) return -1;
    x = gs_re_tab_next(d, ncol, s, i<nfast ? col[b] : ncls);
    if( x<GS_RE_TAB_DEAD ){ s = x; continue; }
    if( x==GS_RE_TAB_MATCH ) return 1;
    if( x==GS_RE_TAB_DEAD ) return 0;
    return -1;
  }
  x = gs_re_tab_next(d, ncol, s, ncls + 1);
  if( x==GS_RE_TAB_NONE ) return -1;
  return x==GS_RE_TAB_MATCH;
}

/* Where the VM's first match in z[0..n) from pos ends (ma: none empty at
** pos): 1 (*pEnd), 0 (none), -1 (the VM).  *pRead: where it stopped. */
GS_FN int gs_re_tab_first(gs_ctx *c, const unsigned char *t, const unsigned char *prog,
                          const unsigned char *z, int64_t n, int64_t pos, int ma,
                          int64_t *pEnd, int64_t *pRead){
  const unsigned char *d = t ? gs_re_tab_dfa(t, GS_RE_TAB_K_FIRST) : 0, *col = t ? t + 24 : 0;
  int ncol = t ? t[5] : 0, ncls = t ? t[9] : 0, f0;
  uint32_t s, x;
  int64_t i = pos, last = -1, nfast;
  *pRead = pos;
  if( d==0 || n==0 || pos>n ) return -1;
  if( (prog[7] & GS_RE_F_ANCHORED) && pos>0 ) return 0;
  if( pos==0 ) f0 = GS_RE_TF_BEGIN;
  else f0 = (z[pos-1]=='\n' ? GS_RE_TF_AFTERNL : 0) | (gs_re_tab_isword(z[pos-1]) ? GS_RE_TF_AFTERW : 0);
  f0 = (f0 & t[6]) | (ma ? GS_RE_TF_MUSTADV : 0);
  s = gs_re_u16(d + 4 + 2*f0);
  if( s==GS_RE_TAB_NONE ) return -1;
  nfast = t[7] && z[n-1]=='\n' ? n - 1 : n;
  for(; i<n; i++){
    unsigned b = z[i];
    if( b>=0x80 ) return -1;
    if( ((i - pos) & 0xffff)==0xffff && gs_stopped(c, 65536) ) return -1;
    x = gs_re_tab_next(d, ncol, s, i<nfast ? col[b] : ncls);
    if( x<GS_RE_TAB_DEAD ){
      if( x & 1 ) last = i;
      s = x>>1;
      continue;
    }
    if( x==GS_RE_TAB_NONE ) return -1;
    if( x==GS_RE_TAB_MATCH ) last = i;
    *pRead = i;
    goto done;
  }
  x = gs_re_tab_next(d, ncol, s, ncls + 1);
  if( x==GS_RE_TAB_NONE ) return -1;
  if( x==GS_RE_TAB_MATCH ) last = n;
  *pRead = n;
done:
  if( last<0 ) return 0;
  *pEnd = last;
  return 1;
}

/* Where the VM's match that ends at e starts, the search having begun at
** pos: the leftmost place, not before pos, from which the program reaches
** MATCH at e; -1 for the VM. */
GS_FN int64_t gs_re_tab_start(const unsigned char *t, const unsigned char *z, int64_t n,
                              int64_t pos, int64_t e){
  const unsigned char *d = t ? gs_re_tab_dfa(t, GS_RE_TAB_K_START) : 0, *col = t ? t + 24 : 0;
  int ncol = t ? t[5] : 0, ncls = t ? t[9] : 0, f;
  uint32_t s, x;
  int64_t i = e, s0 = -1, nfast;
  if( d==0 ) return -1;
  if( e==n ) f = GS_RE_TN_EOF;
  else if( z[e]>=0x80 ) f = 0;
  else f = (z[e]=='\n' ? GS_RE_TN_NL : 0) | (gs_re_tab_isword(z[e]) ? GS_RE_TN_W : 0)
         | (t[7] && e==n-1 && z[e]=='\n' ? GS_RE_TN_LAST : 0);
  f &= t[8];
  s = gs_re_u16(d + 4 + 2*f);
  if( s==GS_RE_TAB_NONE ) return -1;
  nfast = t[7] && z[n-1]=='\n' ? n - 1 : n;
  for(;;){
    if( i==0 ){
      /* Only whether a match can start at the subject's start. */
      x = gs_re_tab_next(d, ncol, s, ncls + 1);
      if( x==GS_RE_TAB_NONE ) return -1;
      if( x==GS_RE_TAB_MATCH ) s0 = 0;
      break;
    }
    if( z[i-1]>=0x80 ) return -1;
    x = gs_re_tab_next(d, ncol, s, i>nfast ? ncls : col[z[i-1]]);
    if( x==GS_RE_TAB_NONE ) return -1;
    if( x==GS_RE_TAB_MATCH ){ s0 = i; break; }
    if( x==GS_RE_TAB_DEAD ) break;
    if( x & 1 ) s0 = i;
    if( i==pos ) break;
    s = x>>1;
    i--;
  }
  return s0;
}

/* ---- the functions ------------------------------------------------------
**
** regexp_like(s, p)  regexp(p, s)  regexp_substr(s, p)  regexp_instr(s, p)
** regexp_count(s, p)  regexp_capture(s, p, n)  regexp_replace(s, p, r)
**
** A call from a program whose pattern is a literal has one argument more
** than the user wrote: the program compiled by check.c, a BLOB (users
** cannot pass it: the arity is checked).  Otherwise the pattern is
** compiled here, on the host; a lean GPU kernel leaves such a row to the
** CPU engine.  The pattern's error, on the host, is GS_RE_ERROR_TEXT's
** (ext/regexp.c: a message that names the pattern and the position, kept
** for the process), or the bare static text in a build without it. */

/* Scratch for the VM on the stack up to this many bytes, beyond in a
** scratch string. */
#ifdef __CUDACC_RTC__
# define GS_RE_LOCAL 1024
#else
# define GS_RE_LOCAL 4096
#endif

typedef struct gs_re_call {
  gs_str s, sown;              /* the subject's text */
  const unsigned char *prog;
  unsigned char *progown;      /* compiled here (host), GS_HOST_FREE'd */
  int stable;                  /* prog is the call's constant argument */
  const unsigned char *tab;    /* its DFA table (GPU), or 0 */
  unsigned char *scratch;
  int64_t nscratch;            /* bytes of scratch (0: none yet) */
  gs_str scratchown;
  int64_t local[GS_RE_LOCAL/8];
} gs_re_call;

GS_FN void gs_re_close(gs_ctx *c, gs_re_call *k){
  gs_decref(c, k->sown);
  gs_decref(c, k->scratchown);
#if !defined(__CUDACC_RTC__) && !defined(GS_LEAN)
  GS_HOST_FREE(k->progown);
#endif
}

/* The subject argv[is] and the program for pattern argv[ip] of a call
** with nUser arguments as written; 0 with nothing held on failure. */
GS_FN int gs_re_open(gs_ctx *c, int argc, const gs_val *argv, int nUser, int is, int ip,
                     const char *zFn, gs_re_call *k){
  k->sown = gs_view(0, 0);
  k->scratchown = gs_view(0, 0);
  k->progown = 0;
  k->prog = 0;
  k->tab = 0;
  k->scratch = 0;
  k->nscratch = 0;
  k->stable = argc>nUser;
  if( argc>nUser ){
    k->prog = argv[argc-1].s.z;
    k->tab = gs_re_tab_of(k->prog, argv[argc-1].s.n);
  }else{
#if defined(__CUDACC_RTC__) || defined(GS_LEAN)
    (void)ip; (void)zFn;
    if( c->rc==GS_OK ){ c->rc = GS_CPU_ROW; c->zerr = "a pattern that is not a literal is compiled on the CPU"; }
    return 0;
#else
    gs_str pat, pown;
    int rc;
    if( !gs_text_arg(c, argv[ip], &pat, &pown) ) return 0;
# ifdef GS_RE_HOST_CACHE
    {
      /* The host's cache of this thread's recent patterns (ext/regexp.c):
      ** the program stays valid until this thread's next call of it. */
      const char *zMsg = 0;
      k->prog = GS_RE_HOST_CACHE(zFn, pat.z, pat.n, &rc, &zMsg);
      if( rc==GS_ERROR ) gs_error(c, zMsg);
    }
# else
    {
      gs_re_err err;
      int64_t nprog;
      rc = gs_re_compile(pat.z, pat.n, &k->progown, &nprog, &err);
      if( rc==GS_ERROR ){
#  ifdef GS_RE_ERROR_TEXT
        const char *zMsg = GS_RE_ERROR_TEXT(zFn, err.zWhat, err.pos, pat.z, pat.n);
#  else
        const char *zMsg = err.zWhat;
        (void)zFn;
#  endif
        gs_error(c, zMsg ? zMsg : err.zWhat);
      }
      k->prog = k->progown;
    }
# endif
    if( rc==GS_NOMEM ) gs_error_nomem(c);
    gs_decref(c, pown);
    if( rc!=GS_OK ) return 0;
#endif
  }
  if( !gs_text_arg(c, argv[is], &k->s, &k->sown) ){
    gs_re_close(c, k);
    return 0;
  }
  return 1;
}

/* Whether the program matches the subject, where the host has a quicker
** way than the VM (GS_RE_HOST_DFA: ext/regex_dfa.c's lazy DFA): 1, 0, or
** -1 when the VM must say (always on the GPU). */
GS_FN int gs_re_quick_match(gs_ctx *c, gs_re_call *k){
#ifdef GS_RE_HOST_DFA
  return GS_RE_HOST_DFA(c, k->prog, k->stable, k->s.z, k->s.n);
#else
  (void)c;
  return k->tab ? gs_re_tab_match(k->tab, k->prog, k->s.z, k->s.n) : -1;
#endif
}

/* The first match, with ncap slots, by the host's DFAs (GS_RE_HOST_FIND):
** 1, 0, or -1 when the VM must say (always on the GPU). */
GS_FN int gs_re_tab_find(gs_ctx *c, gs_re_call *k, int64_t pos, int ma, int ncap, int32_t *caps,
                         int64_t *pRead);
GS_FN int gs_re_host_find(gs_ctx *c, gs_re_call *k, int ncap, int32_t *caps){
#ifdef GS_RE_HOST_FIND
  long long rd;
  int m = GS_RE_HOST_FIND(c, k->prog, k->s.z, k->s.n, 0, 0, ncap, caps, &rd);
  return m<0 && c->rc!=GS_OK ? 0 : m;    /* interrupted: no more work */
#else
  /* The GPU: the program's DFA table, where it has one. */
  int64_t rd;
  int m = gs_re_tab_find(c, k, 0, 0, ncap, caps, &rd);
  return m<0 && c->rc!=GS_OK ? 0 : m;
#endif
}

/* Whether the host's DFAs search first (then a search that finds nothing
** is as quick as gs_re_quick_match). */
GS_FN int gs_re_host_finds(void){
#ifdef GS_RE_HOST_FIND
  return 1;
#else
  return 0;
#endif
}

/* Scratch for ncap slots; 0 on failure (k still to be closed). */
GS_FN int gs_re_scratch(gs_ctx *c, gs_re_call *k, int ncap){
  int64_t need = gs_re_scratch_size(k->prog, ncap);
  if( k->scratch && need<=k->nscratch ) return 1;    /* made for a search before */
  gs_decref(c, k->scratchown);
  k->scratchown = gs_view(0, 0);
  k->scratch = 0;
  k->nscratch = need;
  if( need<=GS_RE_LOCAL ){
    k->scratch = (unsigned char*)k->local;
  }else{
    /* Scratch memory, not a result: outside the length limit. */
    int64_t max_len = c->max_len;
    c->max_len = GS_I64_MAX;
    k->scratchown = gs_alloc(c, need);
    c->max_len = max_len;
    if( k->scratchown.z==0 ) return 0;
    k->scratch = gs_mut(k->scratchown);
  }
  return 1;
}

/* The first match from pos (ma: none empty there) by the program's DFA
** table (the GPU): where it ends, where it starts, then its groups (ncap
** over 2) by the VM from that start.  1, 0, or -1 when the VM must search
** from pos (no table, a byte >= 0x80, a state not built); *pRead: where
** the table's search stopped reading.  ncap 1: only the end is needed
** (caps[0] -1 when no match can be empty). */
GS_FN int gs_re_tab_find(gs_ctx *c, gs_re_call *k, int64_t pos, int ma, int ncap, int32_t *caps,
                         int64_t *pRead){
  int64_t e = 0, s0, end;
  int m;
  *pRead = pos;
  if( k->tab==0 ) return -1;
  m = gs_re_tab_first(c, k->tab, k->prog, k->s.z, k->s.n, pos, ma, &e, pRead);
  if( m<=0 ) return m;
  caps[1] = (int32_t)e;
  if( ncap<2 && !(k->prog[15] & 1) ){
    caps[0] = -1;
    return 1;
  }
  s0 = gs_re_tab_start(k->tab, k->s.z, k->s.n, pos, e);
  if( s0<0 ) return -1;
  caps[0] = (int32_t)s0;
  if( ncap<=2 ) return 1;
  if( !gs_re_scratch(c, k, ncap) ) return 0;
  {
    /* The groups inside the span by the backtracker, in the scratch the
    ** VM would use: the slots, a third of the rest for the visit marks,
    ** the stack (a span too long for them goes to the VM). */
    int ns = ncap + gs_re_nloop(k->prog);
    int32_t *t = (int32_t*)k->scratch;
    unsigned char *bits = (unsigned char*)(t + ns + 1);
    int64_t room = k->nscratch - 4*((int64_t)ns + 1);
    int64_t nb = (room/3) & ~(int64_t)7;
    m = gs_re_backtrack(k->prog, 0, k->s.z, k->s.n, s0, e, ncap, caps, t, bits, 8*nb,
                        (int32_t*)(bits + nb), (room - nb)/4);
    if( m==1 ) return 1;
    caps[0] = (int32_t)s0;
    caps[1] = (int32_t)e;
  }
  /* The VM: no thread that starts before s0 matches, so the VM from s0
  ** finds this match, reading its span and what the threads of higher
  ** priority read past it. */
  m = gs_re_search(c, k->prog, k->s.z, k->s.n, s0, ncap, ma && s0==pos, caps, k->scratch, 0, &end);
  if( c->rc!=GS_OK ) return 0;
  if( m!=1 || caps[0]!=s0 || caps[1]!=e ) return -1;   /* (never) the VM from pos */
  return 1;
}

/* regexp_like(s, p) and regexp(p, s): 1 when p matches somewhere in s. */
GS_FN gs_val gs_re_like(gs_ctx *c, int argc, const gs_val *argv, int is, int ip, const char *zFn){
  gs_re_call k;
  int32_t caps[2];
  int m;
  gs_val r = gs_null();
  if( argv[0].type==GS_NULL || argv[1].type==GS_NULL ) return gs_null();
#ifdef GS_RE_HOST_DFA
  if( argc>2 && gs_is_str(argv[is]) ){
    /* A literal pattern and a string: the DFA straight away, without the
    ** call's setup, which it needs only when the VM must say. */
    m = GS_RE_HOST_DFA(c, argv[argc-1].s.z, 1, argv[is].s.z, argv[is].s.n);
    if( m>=0 ) return gs_int(m);
  }
#endif
  if( !gs_re_open(c, argc, argv, 2, is, ip, zFn, &k) ) return gs_null();
  m = gs_re_quick_match(c, &k);
  if( m>=0 ){
    r = gs_int(m);
  }else if( gs_re_scratch(c, &k, 0) ){
    int64_t end;
    m = gs_re_search(c, k.prog, k.s.z, k.s.n, 0, 0, 0, caps, k.scratch, 0, &end);
    if( c->rc==GS_OK ) r = gs_int(m);
  }
  gs_re_close(c, &k);
  return r;
}
GS_FN gs_val gs_fn_regexp_like(gs_ctx *c, int argc, const gs_val *argv){
  return gs_re_like(c, argc, argv, 0, 1, "regexp_like");
}
GS_FN gs_val gs_fn_regexp(gs_ctx *c, int argc, const gs_val *argv){
  return gs_re_like(c, argc, argv, 1, 0, "regexp");
}

/* Every match in turn, as re.finditer: after an empty match the next may
** not be empty at the same place.  On the host each search is first the
** DFAs' (GS_RE_HOST_FIND: ext/regex_dfa.c finds where the match ends and
** starts, and its groups inside it, without the VM).  Where the searches
** have read more than twice the subject (a thread of high priority that
** lives long and never matches, read again by each search), the rest is
** the VM's, and the host learns once which threads can still match
** (GS_RE_HOST_LIVE) and the VM drops the others: then each search reads
** no further than its match, and the whole stays linear in the subject. */
typedef struct gs_re_iter {
  int64_t pos, work;
  int ma, tried;
  int nodfa;               /* the VM from now on */
  int endonly;             /* only where each match ends is needed */
  const gs_re_live *lv;
  gs_re_live live;
  unsigned short *at;
} gs_re_iter;

GS_FN void gs_re_iter_start(gs_re_iter *it){
  it->pos = 0;
  it->ma = 0;
}
GS_FN void gs_re_iter_init(gs_re_iter *it){
  gs_re_iter_start(it);
  it->work = 0;
  it->tried = 0;
  it->nodfa = 0;
  it->endonly = 0;
  it->lv = 0;
  it->at = 0;
}
GS_FN void gs_re_iter_end(gs_re_iter *it){
#if !defined(__CUDACC_RTC__) && !defined(GS_LEAN)
  GS_HOST_FREE(it->at);
#endif
  it->at = 0;
}

/* The next match into caps (ncap slots): 1, or 0 when there is none more
** (or the row failed: c->rc). */
GS_FN int gs_re_next(gs_ctx *c, gs_re_call *k, gs_re_iter *it, int ncap, int32_t *caps){
  int64_t end;
  int m = -1;
  if( it->pos>k->s.n ) return 0;
#ifdef GS_RE_HOST_FIND
  if( !it->nodfa ){
    long long rd;
    m = GS_RE_HOST_FIND(c, k->prog, k->s.z, k->s.n, it->pos, it->ma, it->endonly ? 1 : ncap, caps, &rd);
    if( m<0 ){
      if( c->rc!=GS_OK ) return 0;       /* interrupted */
      it->nodfa = 1;
    }else{
      it->work += rd - it->pos;
      if( it->work>2*k->s.n + 1024 ) it->nodfa = 1;
    }
  }
#else
  if( !it->nodfa && k->tab ){
    /* The GPU: the program's DFA table, as the host's DFAs above. */
    int64_t rd;
    m = gs_re_tab_find(c, k, it->pos, it->ma, it->endonly ? 1 : ncap, caps, &rd);
    if( m<0 ){
      if( c->rc!=GS_OK ) return 0;
      it->nodfa = 1;
    }else{
      it->work += rd - it->pos;
      if( it->work>2*k->s.n + 1024 ) it->nodfa = 1;
    }
  }
#endif
  if( m<0 ){
    m = gs_re_search(c, k->prog, k->s.z, k->s.n, it->pos, ncap, it->ma, caps, k->scratch, it->lv, &end);
#ifdef GS_RE_HOST_LIVE
    it->work += end - it->pos;
    if( !it->tried && it->work>2*k->s.n + 1024 && c->rc==GS_OK ){
      it->tried = 1;
      it->at = (unsigned short*)GS_HOST_MALLOC(2*k->s.n + 2);
      if( it->at && GS_RE_HOST_LIVE(c, k->prog, k->s.z, k->s.n, it->at, &it->live) ){
        it->lv = &it->live;
      }
    }
#else
    (void)end;
#endif
  }
  if( m ){
    it->ma = caps[1]==caps[0];
    it->pos = caps[1];
  }
  return m && c->rc==GS_OK;
}

/* which: 0 substr, 1 instr, 2 count. */
GS_FN gs_val gs_re_find(gs_ctx *c, int argc, const gs_val *argv, int which, const char *zFn){
  gs_re_call k;
  int32_t caps[2];
  gs_val r = gs_null();
  if( argv[0].type==GS_NULL || argv[1].type==GS_NULL ) return gs_null();
  if( !gs_re_open(c, argc, argv, 2, 0, 1, zFn, &k) ) return gs_null();
  if( which<2 ){
    int m = gs_re_host_find(c, &k, 2, caps);
    if( m<0 ){
      if( gs_re_quick_match(c, &k)==0 ){
        m = 0;
      }else if( gs_re_scratch(c, &k, 2) ){
        int64_t end;
        m = gs_re_search(c, k.prog, k.s.z, k.s.n, 0, 2, 0, caps, k.scratch, 0, &end);
      }
    }
    if( c->rc==GS_OK && m>0 ){
      r = which==0 ? gs_text_result_slice(c, k.s, caps[0], caps[1] - caps[0])
                   : gs_int(gs_text_nchars(k.s.z, caps[0]) + 1);
    }else if( c->rc==GS_OK && m==0 ){
      r = which==0 ? gs_null() : gs_int(0);
    }
  }else if( gs_re_scratch(c, &k, 2) ){
    /* As re.finditer: after an empty match the next may not be empty
    ** at the same place. */
    gs_re_iter it;
    int64_t cnt = 0;
    gs_re_iter_init(&it);
    it.endonly = 1;
    while( gs_re_next(c, &k, &it, 2, caps) ) cnt++;
    gs_re_iter_end(&it);
    if( c->rc==GS_OK ) r = gs_int(cnt);
  }
  gs_re_close(c, &k);
  return r;
}
GS_FN gs_val gs_fn_regexp_substr(gs_ctx *c, int argc, const gs_val *argv){
  return gs_re_find(c, argc, argv, 0, "regexp_substr");
}
GS_FN gs_val gs_fn_regexp_instr(gs_ctx *c, int argc, const gs_val *argv){
  return gs_re_find(c, argc, argv, 1, "regexp_instr");
}
GS_FN gs_val gs_fn_regexp_count(gs_ctx *c, int argc, const gs_val *argv){
  return gs_re_find(c, argc, argv, 2, "regexp_count");
}

/* regexp_capture(s, p, n): group n of the first match. */
GS_FN gs_val gs_fn_regexp_capture(gs_ctx *c, int argc, const gs_val *argv){
  gs_re_call k;
  int32_t caps[2*(GS_RE_MAXGROUP + 1)];
  int64_t g;
  gs_val r = gs_null();
  if( argv[0].type==GS_NULL || argv[1].type==GS_NULL || argv[2].type==GS_NULL ) return gs_null();
  if( !gs_re_open(c, argc, argv, 3, 0, 1, "regexp_capture", &k) ) return gs_null();
  g = gs_val_to_int(argv[2]);
  if( g<0 || g>gs_re_ngroups(k.prog) ){
    gs_error(c, "regexp_capture: no such group in the pattern");
  }else{
    int m = gs_re_host_find(c, &k, 2*(int)g + 2, caps);
    if( m<0 && gs_re_quick_match(c, &k)!=0 && gs_re_scratch(c, &k, 2*(int)g + 2) ){
      int64_t end;
      m = gs_re_search(c, k.prog, k.s.z, k.s.n, 0, 2*(int)g + 2, 0, caps, k.scratch, 0, &end);
    }
    if( m>0 && c->rc==GS_OK && caps[2*g]>=0 ){
      r = gs_text_result_slice(c, k.s, caps[2*g], caps[2*g+1] - caps[2*g]);
    }
  }
  gs_re_close(c, &k);
  return r;
}

/* ---- regexp_replace's template ------------------------------------------
**
** Python's re.sub syntax (re/_parser.py's parse_template, Python 3.11 and
** 3.12): \1 to \99 and \g<n> are groups by number, \g<name> by name;
** \0, \0o, \0oo and \ooo (three octal digits, the first not 0; over \377
** an error) are characters by their octal code; \a \b \f \n \r \t \v
** \\ the control characters and a backslash; a backslash before another
** ASCII letter is an error (\q: "bad escape \q"), before anything else it
** stays, with what follows it (\$ is \$).  Besides, as before this
** syntax, $0 to $9 are groups and $$ is $.  A group that took no part in
** the match puts nothing.
**
** The template is read as Python's Tokenizer reads it: a token is one
** character or a backslash with the character after it, and the token
** after the current one is always read ahead, so that a backslash at the
** end is the error as soon as the token before it is taken (`\q\` is "bad
** escape (end of pattern)" at 2, as in Python).  Errors are Python's words
** at Python's positions (characters); "unknown group name", which Python
** gives without one, is placed at the name.  The names of groups are in
** the program's names table.  A name that is not an identifier and not
** ASCII digits (`\g< 1>`, `\g<+1>`, `\g<1_0>`: Python 3.11 takes them
** with a DeprecationWarning) is "bad character in group name", as in
** Python 3.12. */

/* Where the message of a template's error shows part of the template. */
#define GS_RE_TQ_RAW  0   /* as it is: "bad escape \q" */
#define GS_RE_TQ_REPR 1   /* quoted as Python's repr() quotes a str: 'x y' */
#define GS_RE_TQ_NUM  2   /* ASCII digits, less their leading zeros */

typedef struct gs_re_terr {
  const char *zWhat;       /* Python's words, or their head */
  int64_t pos;             /* characters into the template */
  int64_t at, n;           /* bytes of the template shown after zWhat (n: 0, none) */
  int how;                 /* GS_RE_TQ_* */
  const char *zTail;       /* words after them */
} gs_re_terr;

GS_FN int gs_re_terr_set(gs_re_terr *e, const char *zWhat, int64_t pos, int64_t at, int64_t n,
                         int how, const char *zTail){
  e->zWhat = zWhat; e->pos = pos; e->at = at; e->n = n; e->how = how; e->zTail = zTail;
  return 0;
}

/* Python's Tokenizer over the template: the token read ahead is at..i
** (at -1: the end), nc characters (2: a backslash and one more). */
typedef struct gs_re_tok {
  const unsigned char *z;
  int64_t n, i, at;
  int64_t ci;              /* characters up to i */
  int nc;
} gs_re_tok;

/* Read the next token ahead (Tokenizer.__next); 0 on a backslash at the
** end. */
GS_FN int gs_re_tok_next(gs_re_tok *k, gs_re_terr *e){
  if( k->i>=k->n ){ k->at = -1; k->nc = 0; return 1; }
  k->at = k->i;
  if( k->z[k->i]=='\\' ){
    if( k->i + 1>=k->n ) return gs_re_terr_set(e, "bad escape (end of pattern)", k->ci, 0, 0, 0, "");
    k->i = gs_text_utf8_skip(k->z, k->n, k->i + 1);
    k->nc = 2;
  }else{
    k->i = gs_text_utf8_skip(k->z, k->n, k->i);
    k->nc = 1;
  }
  k->ci += k->nc;
  return 1;
}

/* The token read ahead is the one character ch (lo..hi: any of them). */
GS_FN int gs_re_tok_in(const gs_re_tok *k, int lo, int hi){
  return k->nc==1 && k->z[k->at]>=lo && k->z[k->at]<=hi;
}
/* Python's tell(): the characters before the token read ahead. */
GS_FN int64_t gs_re_tok_tell(const gs_re_tok *k){ return k->ci - k->nc; }

/* The group named z[0..n) in prog's names table, or -1. */
GS_FN int gs_re_group_named(const unsigned char *prog, const unsigned char *z, int64_t n){
  uint32_t off = gs_re_u32(prog + 48);
  const unsigned char *q;
  int k, cnt;
  if( off==0 ) return -1;
  q = prog + off;
  cnt = *q++;
  for(k=0; k<cnt; k++){
    int64_t len = (int64_t)gs_re_u32(q + 1);
    if( len==n && gs_memcmp(q + 5, z, n)==0 ) return q[0];
    q += 5 + len;
  }
  return -1;
}

/* Is z[0..n) an identifier, as a group's name must be? */
GS_FN int gs_re_is_name(const unsigned char *z, int64_t n){
  int64_t i = 0;
  if( n==0 ) return 0;
  while( i<n ){
    uint32_t cp;
    int64_t e = gs_uc_next(z, n, i, &cp);
    if( !gs_re_name_char(cp, i==0) ) return 0;
    i = e;
  }
  return 1;
}

/* A template read once, as pieces (regexp_replace on the host): bytes of
** the template (g -1: n bytes at off), a character (g -2: n bytes in ch),
** or group g. */
typedef struct gs_re_piece {
  int32_t g, n;
  int64_t off;
  unsigned char ch[4];
} gs_re_piece;

/* Read the template t of a call whose program is prog.  Without caps,
** check it: *pmax is the highest group it puts (-1: none), and, given
** aPc, its pieces into aPc (at most nPcMax; *pnPc their number, -1 when
** more).  With caps, put its expansion for the match caps of s at d (0:
** only measure), *pn its length: the template was checked.  0 on an
** error (*e). */
GS_FN int gs_re_template(gs_str t, const unsigned char *prog, gs_str s, const int32_t *caps,
                         unsigned char *d, int64_t *pn, int *pmax, gs_re_terr *e,
                         gs_re_piece *aPc, int nPcMax, int *pnPc){
  gs_re_tok k;
  int64_t n = 0, j;
  int ngroup = gs_re_ngroups(prog), npc = 0;
  k.z = t.z; k.n = t.n; k.i = 0; k.ci = 0;
  if( pmax ) *pmax = -1;
  for(j=0; j<t.n && t.z[j]!='\\' && t.z[j]!='$'; j++){}
  if( j==t.n ){
    /* No backslash and no '$': the template is its text, byte for byte
    ** (nothing else is read as more than itself), one piece. */
    if( d ) gs_memcpy(d, t.z, t.n);
    if( pn ) *pn = t.n;
    if( aPc ){
      if( t.n==0 ){
        npc = 0;
      }else if( nPcMax>=1 ){
        aPc[0].g = -1; aPc[0].off = 0; aPc[0].n = (int32_t)t.n;
        npc = 1;
      }else{
        npc = -1;
      }
    }
    if( pnPc ) *pnPc = npc;
    return 1;
  }
  if( !gs_re_tok_next(&k, e) ) return 0;
  while( k.at>=0 ){
    int64_t at = k.at, end = k.i;
    int64_t gpos = 0, gat = 0, gn = 0;   /* a group's digits, for its error */
    int g = -1, put = 0;                 /* the group to put; 1: the character cp */
    uint32_t cp = 0;
    if( !gs_re_tok_next(&k, e) ) return 0;
    if( t.z[at]=='\\' ){
      unsigned char ch = t.z[at + 1];
      if( ch=='g' ){
        int64_t nb, ne, nch = 0, tell;
        if( !gs_re_tok_in(&k, '<', '<') ) return gs_re_terr_set(e, "missing <", gs_re_tok_tell(&k), 0, 0, 0, "");
        if( !gs_re_tok_next(&k, e) ) return 0;
        /* the name: tokens up to a '>' (Tokenizer.getuntil) */
        nb = k.at;
        for(;;){
          int64_t cat = k.at;
          int cnc = k.nc;
          if( !gs_re_tok_next(&k, e) ) return 0;
          if( cat<0 ){
            if( nch==0 ) return gs_re_terr_set(e, "missing group name", gs_re_tok_tell(&k), 0, 0, 0, "");
            return gs_re_terr_set(e, "missing >, unterminated name", gs_re_tok_tell(&k) - nch, 0, 0, 0, "");
          }
          if( cnc==1 && t.z[cat]=='>' ){
            if( nch==0 ) return gs_re_terr_set(e, "missing group name", gs_re_tok_tell(&k) - 1, 0, 0, 0, "");
            ne = cat;
            break;
          }
          nch += cnc;
        }
        tell = gs_re_tok_tell(&k) - nch - 1;   /* the name's first character */
        if( gs_re_is_name(t.z + nb, ne - nb) ){
          g = gs_re_group_named(prog, t.z + nb, ne - nb);
          if( g<0 ) return gs_re_terr_set(e, "unknown group name ", tell, nb, ne - nb, GS_RE_TQ_REPR, "");
        }else{
          int64_t j;
          for(j=nb; j<ne && t.z[j]>='0' && t.z[j]<='9'; j++){}
          if( j<ne ){
            return gs_re_terr_set(e, "bad character in group name ", tell, nb, ne - nb, GS_RE_TQ_REPR, "");
          }
          for(j=nb, g=0; j<ne; j++){
            g = 10*g + (t.z[j] - '0');
            if( g>GS_RE_MAXGROUP ) g = GS_RE_MAXGROUP + 1;
          }
          gpos = tell; gat = nb; gn = ne - nb;
        }
      }else if( ch=='0' ){
        /* \0, \0o, \0oo: octal, as many as follow, up to two */
        put = 1;
        if( gs_re_tok_in(&k, '0', '7') ){
          cp = (uint32_t)(k.z[k.at] - '0');
          if( !gs_re_tok_next(&k, e) ) return 0;
          if( gs_re_tok_in(&k, '0', '7') ){
            cp = 8*cp + (uint32_t)(k.z[k.at] - '0');
            if( !gs_re_tok_next(&k, e) ) return 0;
          }
        }
      }else if( ch>='1' && ch<='9' ){
        /* \d and \dd are groups, \ooo an octal character */
        g = ch - '0';
        gat = at + 1; gn = 1;
        if( gs_re_tok_in(&k, '0', '9') ){
          unsigned char c2 = k.z[k.at];
          if( !gs_re_tok_next(&k, e) ) return 0;
          if( ch<='7' && c2<='7' && gs_re_tok_in(&k, '0', '7') ){
            cp = (uint32_t)(64*(ch - '0') + 8*(c2 - '0') + (k.z[k.at] - '0'));
            if( !gs_re_tok_next(&k, e) ) return 0;
            if( cp>0377 ){
              return gs_re_terr_set(e, "octal escape value ", gs_re_tok_tell(&k) - 4, at, 4, GS_RE_TQ_RAW,
                                    " outside of range 0-0o377");
            }
            put = 1;
            g = -1;
          }else{
            g = 10*g + (c2 - '0');
            gn = 2;
          }
        }
        gpos = gs_re_tok_tell(&k) - gn;
      }else{
        switch( ch ){
          case 'a':  put = 1; cp = 7;  break;
          case 'b':  put = 1; cp = 8;  break;
          case 'f':  put = 1; cp = 12; break;
          case 'n':  put = 1; cp = 10; break;
          case 'r':  put = 1; cp = 13; break;
          case 't':  put = 1; cp = 9;  break;
          case 'v':  put = 1; cp = 11; break;
          case '\\': put = 1; cp = '\\'; break;
          default:
            if( (ch>='a' && ch<='z') || (ch>='A' && ch<='Z') ){
              return gs_re_terr_set(e, "bad escape ", gs_re_tok_tell(&k) - 2, at, 2, GS_RE_TQ_RAW, "");
            }
            /* anything else stays, with its backslash */
            break;
        }
      }
    }else if( t.z[at]=='$' && gs_re_tok_in(&k, '$', '$') ){
      /* $$: a $ */
      if( !gs_re_tok_next(&k, e) ) return 0;
      end = at + 1;
    }else if( t.z[at]=='$' && gs_re_tok_in(&k, '0', '9') ){
      /* $0 to $9: a group */
      g = k.z[k.at] - '0';
      gat = k.at; gn = 1;
      if( !gs_re_tok_next(&k, e) ) return 0;
      gpos = gs_re_tok_tell(&k) - 1;
    }
    if( g>=0 ){
      if( g>ngroup ){
        return gs_re_terr_set(e, "invalid group reference ", gpos, gat, gn, GS_RE_TQ_NUM, "");
      }
      if( pmax && g>*pmax ) *pmax = g;
      if( caps && caps[2*g]>=0 ){
        int64_t len = caps[2*g+1] - caps[2*g];
        if( d ) gs_memcpy(d + n, s.z + caps[2*g], len);
        n += len;
      }
      if( aPc && npc>=0 ){
        if( npc<nPcMax ){ aPc[npc].g = g; aPc[npc].n = 0; aPc[npc].off = 0; npc++; }
        else npc = -1;
      }
    }else if( put ){
      if( d ) gs_uc_put(d + n, cp);
      n += gs_uc_len(cp);
      if( aPc && npc>=0 ){
        if( npc<nPcMax ){
          aPc[npc].g = -2; aPc[npc].off = 0;
          aPc[npc].n = gs_uc_put(aPc[npc].ch, cp);
          npc++;
        }else{
          npc = -1;
        }
      }
    }else{
      if( d ) gs_memcpy(d + n, t.z + at, end - at);
      n += end - at;
      if( aPc && npc>0 && aPc[npc-1].g==-1 && aPc[npc-1].off + aPc[npc-1].n==at ){
        aPc[npc-1].n += (int32_t)(end - at);   /* the bytes go on */
      }else if( aPc && npc>=0 ){
        if( npc<nPcMax ){ aPc[npc].g = -1; aPc[npc].off = at; aPc[npc].n = (int32_t)(end - at); npc++; }
        else npc = -1;
      }
    }
  }
  if( pn ) *pn = n;
  if( pnPc ) *pnPc = npc;
  return 1;
}

/* The expansion of a template read as pieces (gs_re_template's aPc) for
** the match caps of s, at d (0: only measure): its length. */
GS_FN int64_t gs_re_expand(const gs_re_piece *aPc, int npc, gs_str t, gs_str s, const int32_t *caps,
                           unsigned char *d){
  int64_t n = 0;
  int j;
  for(j=0; j<npc; j++){
    const gs_re_piece *q = &aPc[j];
    if( q->g>=0 ){
      if( caps[2*q->g]>=0 ){
        int64_t len = caps[2*q->g+1] - caps[2*q->g];
        if( d ) gs_memcpy(d + n, s.z + caps[2*q->g], len);
        n += len;
      }
    }else if( q->g==-1 ){
      if( d ) gs_memcpy(d + n, t.z + q->off, q->n);
      n += q->n;
    }else{
      if( d ) gs_memcpy(d + n, q->ch, q->n);
      n += q->n;
    }
  }
  return n;
}

/* regexp_replace(s, p, r): every match replaced, as re.sub.  The template
** is checked before any match (as Python's is), so a bad one is an error
** whether or not p matches.  Its error, on the host, is
** GS_RE_TMPL_ERROR_TEXT's (ext/regexp.c: the words, the position and the
** template); on the GPU, the words alone: a row's error runs its batch
** again on the CPU engine, which says it in full. */
#ifdef GS_RE_HOST_FIND
# define GS_RE_NPIECE 32  /* the host reads the template once, as pieces */
#else
# define GS_RE_NPIECE 0
#endif
GS_FN gs_val gs_fn_regexp_replace(gs_ctx *c, int argc, const gs_val *argv){
  gs_re_call k;
  int32_t caps[2*(GS_RE_MAXGROUP + 1)];
  gs_str t, town, out = gs_view(0, 0);
  gs_val r = gs_null();
  gs_re_terr err;
  gs_re_piece aPc[GS_RE_NPIECE + 1];
  int ok, ncap, pass, mx, nmatch = 0, npc = -1;
  int64_t total = 0;
  if( argv[0].type==GS_NULL || argv[1].type==GS_NULL || argv[2].type==GS_NULL ) return gs_null();
  if( !gs_re_open(c, argc, argv, 3, 0, 1, "regexp_replace", &k) ) return gs_null();
  if( !gs_text_arg(c, argv[2], &t, &town) ){ gs_re_close(c, &k); return gs_null(); }
  ok = gs_re_template(t, k.prog, k.s, 0, 0, 0, &mx, &err, aPc, GS_RE_NPIECE, &npc);
  ncap = ok && mx>0 ? 2*mx + 2 : 2;
  if( !ok ){
#ifdef GS_RE_TMPL_ERROR_TEXT
    gs_error(c, GS_RE_TMPL_ERROR_TEXT("regexp_replace", &err, t.z, t.n));
#else
    gs_error(c, err.zWhat);
#endif
  }else if( !gs_re_host_finds() && gs_re_quick_match(c, &k)==0 ){
    r = gs_text_result_slice(c, k.s, 0, k.s.n);
  }else if( gs_re_scratch(c, &k, ncap) ){
    /* Pass 0 measures, pass 1 writes.  Pass 0 keeps the matches' slots
    ** where they are few (GS_RE_KEEP slots in all: fewer on the GPU), and
    ** pass 1 reads them instead of searching again. */
    gs_re_iter it;
#ifdef GS_RE_HOST_FIND
# define GS_RE_KEEP 256
#else
# define GS_RE_KEEP 64    /* the GPU: 256 bytes of the thread's local memory */
#endif
    int32_t keep[GS_RE_KEEP];
    int kept = GS_RE_KEEP>1, nkept = 0;
    gs_re_iter_init(&it);
    for(pass=0; pass<2; pass++){
      int64_t last = 0, n = 0;
      unsigned char *d = pass ? gs_mut(out) : 0;
      int j = 0;
      gs_re_iter_start(&it);
      for(;;){
        int64_t m = 0;
        const int32_t *cm = caps;
        if( pass==1 && kept ){
          if( j>=nkept ) break;
          cm = keep + (j++)*ncap;
        }else{
          if( !gs_re_next(c, &k, &it, ncap, caps) ) break;
          if( pass==0 && kept ){
            if( (nkept + 1)*ncap<=GS_RE_KEEP ){
              for(j=0; j<ncap; j++) keep[nkept*ncap + j] = caps[j];
              nkept++;
            }else{
              kept = 0;
            }
          }
        }
        if( d ) gs_memcpy(d + n, k.s.z + last, cm[0] - last);
        n += cm[0] - last;
        if( npc>=0 ){
          m = gs_re_expand(aPc, npc, t, k.s, cm, d ? d + n : 0);
        }else{
          gs_re_template(t, k.prog, k.s, cm, d ? d + n : 0, &m, 0, &err, 0, 0, 0);
        }
        n += m;
        if( gs_stopped(c, cm[1] - last) ) break;
        nmatch++;
        last = cm[1];
      }
      if( c->rc!=GS_OK ) break;
      if( d ) gs_memcpy(d + n, k.s.z + last, k.s.n - last);
      n += k.s.n - last;
      if( pass==0 ){
        if( nmatch==0 ){ r = gs_text_result_slice(c, k.s, 0, k.s.n); break; }
        total = n;
        out = gs_alloc(c, total);
        if( out.z==0 ) break;
      }else{
        r = gs_text(out);
        out = gs_view(0, 0);
      }
    }
    gs_re_iter_end(&it);
    gs_decref(c, out);
  }
  gs_decref(c, town);
  gs_re_close(c, &k);
  return r;
}

#endif /* GS_REGEX_H */
