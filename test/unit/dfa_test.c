/*
** dfa_test.c - the lazy DFA of ext/regex_dfa.c against the Pike VM of
** runtime/gs_regex.h, below the SQL layer, on what Python cannot hold:
** subjects with invalid UTF-8 (stray continuation bytes, truncated and
** over-long sequences, 0xff) among ASCII, newlines, word and non-word
** bytes and valid multibyte characters.
**
**   dfa_test        (make check runs it: "dfa_test: N passed, M failed")
**
** Random patterns are drawn from pieces (literals, classes, assertions,
** groups, repeats, flags) with a fixed seed; each is run over random
** subjects by the VM (gs_re_exec, no slots) and by the DFA
** (gp_regexp_dfa_match), whose answer, where it gives one, must be the
** VM's.  Then patterns whose DFA outgrows its cache (2^13 states) over
** subjects up to 200,000 bytes: the same answers, the cache dropped and,
** for the longest, the subject left to the VM.  And the search for the
** VM's matches by the DFAs (gp_regexp_dfa_find: where each match ends,
** where it starts, its groups): every match in turn (re.finditer) with
** every group, the bounds alone, or the ends alone, as the VM finds them.
*/
#include "gpustr_int.h"
#include "gs_runtime.h"
#include <stdio.h>

static int nPass, nFail, nLive, nFound;
/* The DFAs live in the thread's cache, or in a worker's (ctx.cache set). */
static gs_ctx ctx;
static gs_cache cache;
static uint64_t rngState = 0x9e3779b97f4a7c15ull;

static uint32_t rng(void){
  rngState ^= rngState<<13; rngState ^= rngState>>7; rngState ^= rngState<<17;
  return (uint32_t)(rngState>>11);
}
static const char *pick(const char *const *a, int n){ return a[rng() % (uint32_t)n]; }

static const char *const aAtom[] = {
  "a", "b", "ab", "\\n", "\xc3\xa9", "\xe2\x98\x83", ".", "[ab]", "[^a]", "\\w", "\\W", "\\d",
  "\\s", "\\S", "[\\x80-\\U0010ffff]", "[^\\n]", "_", " ", "(?i:A)", "(?s:.)", "[\xc3\xa9-\xe2\x98\x83]",
};
static const char *const aAssert[] = {
  "^", "$", "\\A", "\\Z", "\\b", "\\B", "(?m:^)", "(?m:$)",
};
static const char *const aRep[] = { "", "", "", "*", "+", "?", "{2}", "{0,2}", "{1,3}?", "*?" };
static const char *const aPiece[] = {
  "a", "b", "_", " ", "\n", "1", "\xc3\xa9", "\xe2\x98\x83", "\xf0\x9f\x98\x80",
  "\xff", "\x80", "\xc3", "\xe2\x98", "\xc3\xa9\xa9", "\xc0\xaf", "\xed\xa0\x80", "ab",
};

/* A random pattern into z (NUL-terminated). */
static void gen_pattern(char *z, int depth){
  int n = 1 + (int)(rng() % 4), k;
  for(k=0; k<n; k++){
    uint32_t r = rng() % 10;
    if( r<2 && depth<2 ){
      char inner[4096];
      inner[0] = 0;
      gen_pattern(inner, depth + 1);
      strcat(z, rng() % 2 ? "(" : "(?:");
      strcat(z, inner);
      if( rng() % 2 ){
        char alt[4096];
        alt[0] = 0;
        gen_pattern(alt, depth + 1);
        strcat(z, "|");
        strcat(z, alt);
      }
      strcat(z, ")");
      strcat(z, pick(aRep, 10));
    }else if( r<4 ){
      strcat(z, pick(aAssert, 8));
    }else{
      strcat(z, pick(aAtom, (int)(sizeof aAtom/sizeof aAtom[0])));
      strcat(z, pick(aRep, 10));
    }
  }
}

static int gen_subject(unsigned char *z, int maxPieces){
  int n = 0, k, np = (int)(rng() % (uint32_t)(maxPieces + 1));
  for(k=0; k<np; k++){
    const char *p = pick(aPiece, (int)(sizeof aPiece/sizeof aPiece[0]));
    memcpy(z + n, p, strlen(p));
    n += (int)strlen(p);
  }
  return n;
}

/* The VM's answer and the DFA's: 1 when they agree (or the DFA left it). */
static int check_one(const char *zPat, const unsigned char *prog, int bStable, const unsigned char *s,
                     int n, unsigned char *scratch){
  int32_t caps[2];
  int vm = gs_re_exec(prog, s, n, 0, 0, 0, caps, scratch);
  int dfa = gp_regexp_dfa_match(&ctx, prog, bStable, s, n);
  if( dfa>=0 && dfa!=vm ){
    if( nFail<10 ){
      int i;
      printf("! pattern '%s' subject x'", zPat);
      for(i=0; i<n && i<80; i++) printf("%02x", s[i]);
      printf("': VM %d, DFA %d\n", vm, dfa);
    }
    nFail++;
    return 0;
  }
  nPass++;
  return 1;
}

/* Every match of prog in s (re.finditer), all groups, with or without
** what can still match (lv): the slots of all matches in turn into out
** (at most nOut), their number; *pRead: bytes the searches read. */
static int find_all(const unsigned char *prog, const unsigned char *s, int n, const gs_re_live *lv,
                    unsigned char *scratch, int32_t *out, int nOut, int64_t *pRead){
  int ncap = 2*gs_re_ngroups(prog) + 2, nm = 0, ma = 0, k;
  int64_t pos = 0, end;
  int32_t caps[2*(GS_RE_MAXGROUP + 1)];
  *pRead = 0;
  while( pos<=n ){
    int m = gs_re_search(0, prog, s, n, pos, ncap, ma, caps, scratch, lv, &end);
    *pRead += end - pos;
    if( !m ) break;
    for(k=0; k<ncap && nm*ncap + k<nOut; k++) out[nm*ncap + k] = caps[k];
    nm++;
    ma = caps[1]==caps[0];
    pos = caps[1];
  }
  return nm;
}

/* The matches and groups with the reverse DFA's pruning must be the VM's
** own: 1 when they are (or when the DFA gave no answer). */
static int check_live(const char *zPat, const unsigned char *prog, const unsigned char *s, int n,
                      unsigned char *scratch, int64_t *pRead){
  static int32_t a[1<<16], b[1<<16];
  static uint16_t at[250001];
  gs_re_live lv;
  int64_t r0;
  int na, nb, ncap = 2*gs_re_ngroups(prog) + 2, k;
  *pRead = -1;
  if( gs_re_scratch_size(prog, ncap)>(int64_t)sizeof(int64_t)*(1<<18) ) return 1;
  if( !gp_regexp_dfa_live(&ctx, prog, s, n, at, &lv) ) return 1;
  nLive++;
  na = find_all(prog, s, n, 0, scratch, a, 1<<16, &r0);
  nb = find_all(prog, s, n, &lv, scratch, b, 1<<16, pRead);
  for(k=0; na==nb && k<na*ncap && k<(1<<16); k++){
    if( a[k]!=b[k] ) break;
  }
  if( na!=nb || (k<na*ncap && k<(1<<16)) ){
    if( nFail<10 ){
      int i;
      printf("! pattern '%s' subject x'", zPat);
      for(i=0; i<n && i<80; i++) printf("%02x", s[i]);
      printf("': %d matches, %d with the reverse DFA (slot %d)\n", na, nb, k);
    }
    nFail++;
    return 0;
  }
  nPass++;
  return 1;
}

/* Every match in turn by gp_regexp_dfa_find where it answers, else by the
** VM, as gs_re_next does, with ncap slots asked (1: the end alone); the
** slots that both fill into out. */
static int find_all_dfa(const unsigned char *prog, const unsigned char *s, int n, int ncap,
                        unsigned char *scratch, int32_t *out, int nOut){
  int nm = 0, ma = 0, k, m, ncmp = ncap<2 ? 2 : ncap;
  int64_t pos = 0, end;
  int32_t caps[2*(GS_RE_MAXGROUP + 1)];
  while( pos<=n ){
    long long rd;
    m = gp_regexp_dfa_find(&ctx, prog, s, n, pos, ma, ncap, caps, &rd);
    if( m>=0 ) nFound++;
    if( m<0 ) m = gs_re_search(0, prog, s, n, pos, ncmp, ma, caps, scratch, 0, &end);
    if( !m ) break;
    if( ncap<2 ){
      /* only the end, and whether the match was empty */
      caps[0] = caps[0]==caps[1] ? caps[1] : -1;
    }
    for(k=0; k<ncmp && nm*ncmp + k<nOut; k++) out[nm*ncmp + k] = caps[k];
    nm++;
    ma = caps[1]==caps[0];
    pos = caps[1];
  }
  return nm;
}

/* The DFAs' matches and groups against the VM's: 1 when they agree. */
static int check_find(const char *zPat, const unsigned char *prog, const unsigned char *s, int n,
                      unsigned char *scratch, int ncap){
  static int32_t a[1<<16], b[1<<16];
  int na = 0, nb, k, ncmp = ncap<2 ? 2 : ncap, nm = 0, ma = 0;
  int64_t pos = 0, end;
  int32_t caps[2*(GS_RE_MAXGROUP + 1)];
  if( gs_re_scratch_size(prog, ncmp)>(int64_t)sizeof(int64_t)*(1<<18) ) return 1;
  /* the VM's own */
  while( pos<=n ){
    int m = gs_re_search(0, prog, s, n, pos, ncmp, ma, caps, scratch, 0, &end);
    if( !m ) break;
    if( ncap<2 ) caps[0] = caps[0]==caps[1] ? caps[1] : -1;
    for(k=0; k<ncmp && nm*ncmp + k<(1<<16); k++) a[nm*ncmp + k] = caps[k];
    nm++;
    ma = caps[1]==caps[0] || (ncap<2 && caps[0]==caps[1]);
    pos = caps[1];
  }
  na = nm;
  nb = find_all_dfa(prog, s, n, ncap, scratch, b, 1<<16);
  for(k=0; na==nb && k<na*ncmp && k<(1<<16); k++){
    if( a[k]!=b[k] ) break;
  }
  if( na!=nb || (k<na*ncmp && k<(1<<16)) ){
    if( nFail<10 ){
      int i;
      printf("! pattern '%s' subject x'", zPat);
      for(i=0; i<n && i<80; i++) printf("%02x", s[i]);
      printf("' (%d slots): %d matches, %d by the DFAs (slot %d: %d, %d)\n", ncap, na, nb, k,
             k<na*ncmp ? a[k] : -9, k<nb*ncmp ? b[k] : -9);
    }
    nFail++;
    return 0;
  }
  nPass++;
  return 1;
}

/* ---- the GPU's tables (gp_regexp_dfa_table, read by gs_regex.h's
** gs_re_tab_*): whether there is a match, and every match in turn with
** ncap slots (1: the end alone), as gs_re_next does on the GPU, against
** the VM. */
static int nTab;
static int check_tab(const char *zPat, const unsigned char *blob, int64_t nblob,
                     const unsigned char *s, int n, unsigned char *scratch, int ncap){
  static int32_t a[1<<14], b[1<<14];
  int ncmp = ncap<2 ? 2 : ncap, na = 0, nb = 0, k, ma = 0, m, vm, tm, nodfa = 0;
  int64_t pos = 0, end;
  int32_t caps[2*(GS_RE_MAXGROUP + 1)];
  gs_re_call kc;
  if( gs_re_scratch_size(blob, ncmp)>(int64_t)sizeof(int64_t)*(1<<18) ) return 1;
  vm = gs_re_exec(blob, s, n, 0, 0, 0, caps, scratch);
  tm = gs_re_tab_match(gs_re_tab_of(blob, nblob), blob, s, n);
  if( tm>=0 ) nTab++;
  /* the VM's matches */
  while( pos<=n ){
    if( !gs_re_search(0, blob, s, n, pos, ncmp, ma, caps, scratch, 0, &end) ) break;
    if( ncap<2 ) caps[0] = caps[0]==caps[1] ? caps[1] : -1;
    for(k=0; k<ncmp && na*ncmp + k<(1<<14); k++) a[na*ncmp + k] = caps[k];
    na++;
    ma = caps[1]==caps[0];
    pos = caps[1];
  }
  /* the table's, the VM where it cannot say */
  memset(&kc, 0, sizeof kc);
  kc.s = gs_view(s, n);
  kc.sown = gs_view(0, 0);
  kc.scratchown = gs_view(0, 0);
  kc.prog = blob;
  kc.tab = gs_re_tab_of(blob, nblob);
  pos = 0; ma = 0;
  while( pos<=n ){
    int64_t rd;
    m = nodfa ? -1 : gs_re_tab_find(&ctx, &kc, pos, ma, ncap, caps, &rd);
    if( m>=0 ) nTab++; else nodfa = 1;
    if( m<0 ) m = gs_re_search(0, blob, s, n, pos, ncmp, ma, caps, scratch, 0, &end);
    if( !m ) break;
    if( ncap<2 ) caps[0] = caps[0]==caps[1] ? caps[1] : -1;
    for(k=0; k<ncmp && nb*ncmp + k<(1<<14); k++) b[nb*ncmp + k] = caps[k];
    nb++;
    ma = caps[1]==caps[0];
    pos = caps[1];
  }
  gs_re_close(&ctx, &kc);
  for(k=0; na==nb && k<na*ncmp && k<(1<<14); k++){
    if( a[k]!=b[k] ) break;
  }
  if( (tm>=0 && tm!=vm) || na!=nb || (k<na*ncmp && k<(1<<14)) ){
    if( nFail<10 ){
      int i;
      printf("! table: pattern '%s' subject x'", zPat);
      for(i=0; i<n && i<80; i++) printf("%02x", s[i]);
      printf("' (%d slots): match %d, %d by the table; %d matches, %d by the table (slot %d)\n",
             ncap, vm, tm, na, nb, k);
    }
    nFail++;
    return 0;
  }
  nPass++;
  return 1;
}

/* prog with its table, as check.c passes it to a kernel: *pn bytes. */
static unsigned char *with_table(const unsigned char *prog, int64_t *pn, int *anState){
  unsigned char *aTab = 0, *p;
  long long nTab2 = 0;
  int64_t np = gs_re_u32(prog);
  if( gp_regexp_dfa_table(prog, &aTab, &nTab2, anState)!=SQLITE_OK ) return 0;
  p = (unsigned char*)sqlite3_malloc64((sqlite3_uint64)(np + nTab2 + 1));
  if( p ){
    memcpy(p, prog, (size_t)np);
    if( nTab2 ) memcpy(p + np, aTab, (size_t)nTab2);
    *pn = np + nTab2;
  }
  sqlite3_free(aTab);
  return p;
}

static unsigned char *compile(const char *zPat){
  unsigned char *prog = 0;
  int64_t nprog;
  gs_re_err err;
  if( gs_re_compile((const unsigned char*)zPat, (int64_t)strlen(zPat), &prog, &nprog, &err)!=GS_OK ){
    return 0;
  }
  return prog;
}

int main(void){
  static int64_t scratch[1<<18];
  static unsigned char s[250000];
  int k, j, nPat = 0;
  gs_ctx_init(&ctx, 1000000000);
  /* Random patterns over random subjects. */
  for(k=0; k<3000; k++){
    char zPat[16384];
    unsigned char *prog;
    zPat[0] = 0;
    gen_pattern(zPat, 0);
    prog = compile(zPat);
    if( prog==0 ) continue;
    if( gs_re_scratch_size(prog, 0)<=(int64_t)sizeof scratch ){
      /* Every other pattern as a CPU worker's constant: pinned, found by
      ** its address, which the next pattern's program is likely to reuse
      ** once this one is freed after the pin. */
      int bStable = k & 1;
      ctx.cache = (k & 2) ? &cache : 0;
      nPat++;
      if( bStable ) gp_regexp_dfa_pin(&ctx, 1);
      for(j=0; j<12; j++){
        int n = gen_subject(s, j<10 ? 8 : 60);
        check_one(zPat, prog, bStable, s, n, (unsigned char*)scratch);
      }
      if( bStable ) gp_regexp_dfa_pin(&ctx, 0);
    }
    sqlite3_free(prog);
  }
  /* The reverse DFA's pruning (gp_regexp_dfa_live) keeps every match and
  ** group as the VM finds them, over random patterns and subjects. */
  for(k=0; k<1500; k++){
    char zPat[16384];
    unsigned char *prog;
    int64_t nRead;
    zPat[0] = 0;
    gen_pattern(zPat, 0);
    prog = compile(zPat);
    if( prog==0 ) continue;
    ctx.cache = (k & 2) ? &cache : 0;
    for(j=0; j<8; j++){
      int n = gen_subject(s, j<6 ? 12 : 400);
      check_live(zPat, prog, s, n, (unsigned char*)scratch, &nRead);
    }
    sqlite3_free(prog);
  }
  /* The VM's matches and groups by the DFAs and the backtracker. */
  for(k=0; k<3000; k++){
    char zPat[16384];
    unsigned char *prog;
    int ncap;
    zPat[0] = 0;
    gen_pattern(zPat, 0);
    prog = compile(zPat);
    if( prog==0 ) continue;
    ctx.cache = (k & 2) ? &cache : 0;
    ncap = k % 3==0 ? 1 : k % 3==1 ? 2 : 2*gs_re_ngroups(prog) + 2;
    for(j=0; j<10; j++){
      int n = gen_subject(s, j<8 ? 12 : 300);
      check_find(zPat, prog, s, n, (unsigned char*)scratch, ncap);
    }
    sqlite3_free(prog);
  }
  if( nFound<40000 ){ printf("! only %d searches answered by the DFAs\n", nFound); nFail++; }
  ctx.cache = 0;
  if( nLive<8000 ){ printf("! only %d subjects compared with the reverse DFA\n", nLive); nFail++; }
  /* ... and makes a search of every match read the subject about once:
  ** `a*b|a` over a's reads it all for each match without (issue 27). */
  {
    static const char *const aLin[] = { "a*b|a", "(a|b)*c|a", "\\w+x|\\w", "(?:a+)+b|a|\\b" };
    for(k=0; k<4; k++){
      unsigned char *prog = compile(aLin[k]);
      int64_t nRead = -1;
      memset(s, 'a', 4000);
      if( prog && check_live(aLin[k], prog, s, 4000, (unsigned char*)scratch, &nRead)
       && nRead>=0 && nRead<=3*4000 ){
        nPass++;
      }else{
        printf("! '%s' over 4,000 a's: the searches read %lld bytes\n", aLin[k], (long long)nRead);
        nFail++;
      }
      sqlite3_free(prog);
    }
  }
  /* More states than a cache holds. */
  {
    static const char *const aBig[] = { "a[ab]{12}$", "(?m)a(a|b){12}$", "\\ba[ab\xc3\xa9]{11}\\Z" };
    static const int aLen[] = { 20, 300, 3000, 9000, 20000, 200000 };
    int64_t flush0 = gp_stat_get(GP_STAT_REGEX_DFA_FLUSHES), give0 = gp_stat_get(GP_STAT_REGEX_DFA_GIVEUPS);
    for(k=0; k<3; k++){
      unsigned char *prog = compile(aBig[k]);
      if( prog==0 ){ printf("! '%s' does not compile\n", aBig[k]); nFail++; continue; }
      for(j=0; j<(int)(sizeof aLen/sizeof aLen[0])*4; j++){
        int n = 0, len = aLen[j % 6];
        while( n<len ){
          uint32_t r = rng() % 9;
          if( r<4 ) s[n++] = 'a';
          else if( r<8 ) s[n++] = 'b';
          else if( k==2 ){ s[n++] = 0xc3; s[n++] = 0xa9; }
          else s[n++] = '\n';
        }
        check_one(aBig[k], prog, 0, s, n, (unsigned char*)scratch);
        /* and their matches, by DFAs that drop their states as they go */
        if( len<=3000 ) check_find(aBig[k], prog, s, n, (unsigned char*)scratch, j & 1 ? 2 : 4);
      }
      sqlite3_free(prog);
    }
    if( gp_stat_get(GP_STAT_REGEX_DFA_FLUSHES)>flush0 && gp_stat_get(GP_STAT_REGEX_DFA_GIVEUPS)>give0 ){
      nPass++;
    }else{
      printf("! the cache was never dropped, or no subject left to the VM\n");
      nFail++;
    }
  }
  /* Pinned, more stable programs in turn than a thread keeps DFAs (8):
  ** each DFA dropped must leave the pin too. */
  {
    static const char *const aPat[] = { "ab", "a[0-9]", "^b+", "c|d", "x\\d", "[a-c]{2}$",
                                        "b\\b", "a|bc", "(?m)^a", "\\Bb", "ca*", "[^a]b" };
    unsigned char *aProg[12];
    gp_regexp_dfa_pin(&ctx, 1);
    for(k=0; k<12; k++) aProg[k] = compile(aPat[k]);
    for(j=0; j<1200; j++){
      int n = gen_subject(s, 10);
      k = (int)(rng() % 12);
      if( aProg[k] ) check_one(aPat[k], aProg[k], 1, s, n, (unsigned char*)scratch);
    }
    gp_regexp_dfa_pin(&ctx, 0);
    for(k=0; k<12; k++) sqlite3_free(aProg[k]);
  }
  /* The GPU's tables over random patterns and subjects, ASCII alone
  ** (where the table answers) or not (where it leaves the VM). */
  {
    int nWith = 0, anState[3];
    ctx.cache = 0;
    for(k=0; k<2000; k++){
      char zPat[16384];
      unsigned char *prog, *blob;
      int64_t nblob = 0;
      int ncap;
      zPat[0] = 0;
      gen_pattern(zPat, 0);
      prog = compile(zPat);
      if( prog==0 ) continue;
      blob = with_table(prog, &nblob, anState);
      sqlite3_free(prog);
      if( blob==0 ) continue;
      if( gs_re_tab_of(blob, nblob) ) nWith++;
      ncap = k % 3==0 ? 1 : k % 3==1 ? 2 : 2*gs_re_ngroups(blob) + 2;
      for(j=0; j<10; j++){
        int n = gen_subject(s, j<8 ? 12 : 200), i2;
        if( j & 1 ){
          for(i2=0; i2<n; i2++) if( s[i2]>=0x80 ) s[i2] = (unsigned char)"ab \n_1"[s[i2] % 6];
        }
        check_tab(zPat, blob, nblob, s, n, (unsigned char*)scratch, ncap);
      }
      sqlite3_free(blob);
    }
    if( nWith<1500 || nTab<20000 ){
      printf("! tables: %d patterns with one, %d answers by them\n", nWith, nTab);
      nFail++;
    }
    /* The cap: a pattern whose DFA passes GS_RE_TAB_MAXSTATE states (2^15
    ** sets of the last 15 characters) has no "matches" DFA, and the VM
    ** answers (the table's reader says -1); a small one has all three. */
    {
      unsigned char *prog = compile("(a|b)*a(a|b){14}"), *blob;
      int64_t nblob = 0;
      blob = prog ? with_table(prog, &nblob, anState) : 0;
      if( blob && anState[0]==0
       && gs_re_tab_match(gs_re_tab_of(blob, nblob), blob, (const unsigned char*)"ab", 2)<0 ){
        nPass++;
      }else{
        printf("! '(a|b)*a(a|b){14}': a table of %d states\n", anState[0]);
        nFail++;
      }
      sqlite3_free(prog);
      sqlite3_free(blob);
      prog = compile("(\\w+) (\\w+) (\\d+)");
      blob = prog ? with_table(prog, &nblob, anState) : 0;
      if( blob && anState[0]>0 && anState[1]>0 && anState[2]>0 ){
        nPass++;
      }else{
        printf("! '(\\w+) (\\w+) (\\d+)': no table\n");
        nFail++;
      }
      sqlite3_free(prog);
      sqlite3_free(blob);
    }
  }
  gs_cache_clear(&cache);
  if( nPat<2000 ){ printf("! only %d patterns compiled\n", nPat); nFail++; }
  printf("dfa_test: %d passed, %d failed\n", nPass, nFail);
  return nFail!=0;
}
