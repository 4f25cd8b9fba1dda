/*
** gs_scores.h - the unrestricted Damerau-Levenshtein distance and
** RapidFuzz's scores for the gpustr runtime:
**
**   damerau_levenshtein(a,b)
**   fuzz_ratio(a,b)  fuzz_partial_ratio(a,b)
**   fuzz_token_sort_ratio(a,b)  fuzz_token_set_ratio(a,b)
**
** `SELECT damerau_levenshtein('ca', 'abc')` is 2 (osa_distance gives 3:
** it may not edit the swapped pair again), and `SELECT fuzz_ratio('this
** is a test', 'this is a test!')` is 96.55172413793103, RapidFuzz 3's
** fuzz.ratio to the last bit.  Like gs_fuzzy.h, whose characters, keys
** (gs_fz_key) and scratch (gs_fz_load) these functions share, the header
** is compiled by the host compiler into the CPU engine and by NVRTC into
** kernels; the functions are plain SQL functions too (FT_SQLFN), and
** docs/language.md ("Tier-2 functions") documents them for users.
**
** The scores are RapidFuzz 3's (rapidfuzz.fuzz, the compiled scorer, with
** its defaults: no processor, no score_cutoff), as REALs from 0 to 100
** computed with the same double operations, so that they are equal to the
** last bit:
**
**   fuzz_ratio: the normalized Indel similarity x 100, (1 - d / (n + m))
**     x 100, where d = n + m - 2 LCS is the insertions and deletions that
**     turn one string into the other; 100 for two empty strings.
**   fuzz_partial_ratio: the best fuzz_ratio of the shorter string against
**     a part of the longer: every window of its length, and the prefixes
**     and suffixes of the longer string shorter than it (the alignments
**     that run off either end); both ways round where the lengths are
**     equal; 100 for two empty strings, 0 where only one is.  (RapidFuzz
**     prunes the windows it scores with a bound that is exact, so the
**     best window is the best of them all, which is what is found here.)
**   fuzz_token_sort_ratio: fuzz_ratio of the two strings' words, sorted
**     and joined by one space.
**   fuzz_token_set_ratio: with the two sets of distinct words, their
**     intersection S and differences A - S, B - S (each sorted, joined by
**     a space), the best of the ratios of "S A-S" to "S B-S", of S to "S
**     A-S" and of S to "S B-S", in RapidFuzz's arithmetic: 100 - 100 d / l;
**     100 where S is not empty and one difference is; 0 where either string
**     has no word.
**
** Words.  A word is a run of characters between whitespace, the characters
** Python's str.isspace() is true of (RapidFuzz's table): U+0009 to U+000D,
** U+001C to U+0020, U+0085, U+00A0, U+1680, U+2000 to U+200A, U+2028,
** U+2029, U+202F, U+205F and U+3000, each as its valid UTF-8 encoding; no
** byte of invalid UTF-8 is whitespace.  (RapidFuzz's compiled scorer takes
** a Python string whose characters are all below U+0100 as bytes and then
** does not split at U+0085 and U+00A0; its pure-Python scorer and
** str.split() do, as these functions do.)  Words are sorted by their
** bytes, which is the order of their code points for valid UTF-8, and are
** equal where their bytes are.
**
** Algorithms.  LCS bit-parallel (Allison and Dix, Hyyro's form): where the
** shorter string has at most 64 characters, one word a character of the
** other (on the host with a cache, fuzz_ratio keeps the masks of such a
** string from call to call in gs_fuzzy.h's slot); longer, blockwise, a
** word every 64 characters, the masks of each distinct key found through
** a hash table; the dynamic program over one row only where those masks
** would be too big (GS_SC_BLOCKS_MAX).  partial_ratio scores the
** windows of the longer string as RapidFuzz does: the two ends of a range
** of starts first, and the inside only where it can beat the best so far
** (a shift of the window changes its distance by at most 2, and the
** distance of two strings of one length is even); its prefixes (and
** suffixes) shorter than the needle in one pass of the LCS, one a column.
** damerau_levenshtein is the dynamic program of Zhao and Sahni in linear
** space (as RapidFuzz's), its last-row table indexed by the place a key
** first occurs in the shorter string: found from its masks up to 64
** characters (all on the stack), through a hash table beyond.  Long rows
** are interruptible (gs_stopped).
*/
#ifndef GS_SCORES_H
#define GS_SCORES_H

#include "gs_fuzzy.h"

/* The bits set in x. */
GS_FN int64_t gs_sc_popcount(uint64_t x){
  x = x - ((x >> 1) & 0x5555555555555555ull);
  x = (x & 0x3333333333333333ull) + ((x >> 2) & 0x3333333333333333ull);
  x = (x + (x >> 4)) & 0x0f0f0f0f0f0f0f0full;
  return (int64_t)((x * 0x0101010101010101ull) >> 56);
}

/* ---- LCS and fuzz_ratio ---------------------------------------------------- */

/* RapidFuzz's normalized Indel similarity x 100 of strings of n1 and n2
** characters with l in common (Indel::normalized_similarity: the distance
** over the sum, from 1, times 100). */
GS_FN double gs_sc_ratio_of(int64_t l, int64_t n1, int64_t n2){
  int64_t sum = n1 + n2;
  double nd = sum ? (double)(sum - 2*l) / (double)sum : 0.0;
  return (1.0 - nd) * 100;
}

/* token_set_ratio's other arithmetic (fuzz_detail::norm_distance). */
GS_FN double gs_sc_norm_distance(int64_t d, int64_t sum){
  return sum>0 ? 100.0 - 100.0 * (double)d / (double)sum : 100.0;
}

/* The slot of key x in a hash table (keys, vals; 2^bits entries, val 0:
** empty), where x is or would go. */
GS_FN int64_t gs_sc_hash_slot(const uint32_t *keys, const int64_t *vals, int bits, uint32_t x){
  uint64_t mask = ((uint64_t)1 << bits) - 1;
  uint64_t h = ((uint64_t)(x * 0x9e3779b1u) * 0x9e3779b97f4a7c15ull) >> (64 - bits);
  while( vals[h] && keys[h]!=x ) h = (h + 1) & mask;
  return (int64_t)h;
}

/* Scratch memory, not a result: outside the length limit (as gs_fz_load's). */
GS_FN gs_str gs_sc_scratch(gs_ctx *c, int64_t n){
  int64_t max_len = c->max_len;
  gs_str s;
  c->max_len = GS_I64_MAX;
  s = gs_alloc(c, n);
  c->max_len = max_len;
  return s;
}

/* The masks of a pattern of m > 64 keys for the blockwise LCS (Hyyro
** 2004): w words a distinct key, bit i of word i / 64 set where key i is
** that key, found through a hash table of the keys; and w words of state.
** Not built (w 0: the dynamic program instead) where the masks would take
** more than GS_SC_BLOCKS_MAX bytes (every key distinct in a long string). */
#ifdef GPUSTR_DEBUG
/* The test build's: 4 KB, so that a string of a few hundred distinct
** characters takes the dynamic program (scores.test). */
# define GS_SC_BLOCKS_MAX ((int64_t)1 << 12)
#else
# define GS_SC_BLOCKS_MAX ((int64_t)1 << 25)
#endif
typedef struct gs_sc_blocks {
  int64_t w;               /* 64-bit words a mask */
  int bits;                /* the table's 2^bits entries */
  gs_str tab, msk;         /* scratch: the table; the masks and the state */
  const uint32_t *hkeys;
  const int64_t *vals;     /* 1 + the key's number, 0: empty */
  uint64_t *mask, *state;
} gs_sc_blocks;

/* Build b for ka[0..m) (read backwards where rev); 0 on failure (c->rc). */
GS_FN int gs_sc_blocks_init(gs_ctx *c, gs_sc_blocks *b, const uint32_t *ka, int64_t m, int rev){
  int64_t i, h, nd = 0, p;
  uint32_t *hk;
  int64_t *vals;
  b->w = 0;
  b->tab = b->msk = gs_view(0, 0);
  b->bits = 1;
  while( ((int64_t)1 << b->bits)<2*m ) b->bits++;
  p = (int64_t)1 << b->bits;
  b->tab = gs_sc_scratch(c, p * (int64_t)(sizeof(int64_t) + sizeof(uint32_t)));
  if( b->tab.z==0 ) return 0;
  vals = (int64_t*)gs_mut(b->tab);
  hk = (uint32_t*)(vals + p);
  for(h=0; h<p; h++) vals[h] = 0;
  for(i=0; i<m; i++){
    uint32_t x = ka[rev ? m - 1 - i : i];
    h = gs_sc_hash_slot(hk, vals, b->bits, x);
    if( vals[h]==0 ){ hk[h] = x; vals[h] = ++nd; }
  }
  b->hkeys = hk;
  b->vals = vals;
  if( (nd + 1) * ((m + 63) / 64) * 8>GS_SC_BLOCKS_MAX ) return 1;   /* w 0 */
  b->w = (m + 63) / 64;
  b->msk = gs_sc_scratch(c, (nd + 1) * b->w * (int64_t)sizeof(uint64_t));
  if( b->msk.z==0 ){ b->w = 0; return 0; }
  b->mask = (uint64_t*)gs_mut(b->msk);
  b->state = b->mask + nd * b->w;
  for(i=0; i<nd * b->w; i++) b->mask[i] = 0;
  for(i=0; i<m; i++){
    uint32_t x = ka[rev ? m - 1 - i : i];
    h = gs_sc_hash_slot(hk, vals, b->bits, x);
    b->mask[(vals[h] - 1) * b->w + i / 64] |= (uint64_t)1 << (i % 64);
  }
  return 1;
}
GS_FN void gs_sc_blocks_free(gs_ctx *c, gs_sc_blocks *b){
  gs_decref(c, b->msk);
  gs_decref(c, b->tab);
}

/* A pattern, ka[0..m) (read backwards where rev), as the LCS takes it: its
** masks in one word (pm, m <= 64), in blocks (bl, bl->w > 0), or else
** the dynamic program over row[0..m]. */
typedef struct gs_sc_pat {
  const uint32_t *ka;
  int64_t m;
  int rev;
  const gs_fz_pm *pm;
  gs_sc_blocks *bl;
  int64_t *row;
} gs_sc_pat;

/* The LCS of the pattern p and kb[0..n) (read backwards where rev).  With
** pbest, also the best ratio of the pattern against each prefix of the
** text read (of 1 to n characters): the LCS after each character. */
GS_FN int64_t gs_sc_lcs(gs_ctx *c, const gs_sc_pat *p, const uint32_t *kb, int64_t n, int rev,
                        double *pbest){
  int64_t m = p->m, i, j, l = 0;
  if( m==0 || n==0 ) return 0;
  if( p->pm ){
    uint64_t s = ~(uint64_t)0, u, keep = m==64 ? ~(uint64_t)0 : (((uint64_t)1 << m) - 1);
    for(j=0; j<n; j++){
      u = s & gs_fz_pm_get(p->pm, kb[rev ? n - 1 - j : j]);
      s = (s + u) | (s - u);
      if( pbest ){
        double r = gs_sc_ratio_of(gs_sc_popcount(~s & keep), m, j + 1);
        if( r>*pbest ) *pbest = r;
      }
    }
    return gs_sc_popcount(~s & keep);
  }
  if( p->bl && p->bl->w ){
    const gs_sc_blocks *b = p->bl;
    uint64_t *st = b->state, last = m % 64 ? (((uint64_t)1 << (m % 64)) - 1) : ~(uint64_t)0;
    int64_t w = b->w, k;
    for(k=0; k<w; k++) st[k] = ~(uint64_t)0;
    for(j=0; j<n; j++){
      uint32_t x = kb[rev ? n - 1 - j : j];
      int64_t h = gs_sc_hash_slot(b->hkeys, b->vals, b->bits, x);
      if( b->vals[h] ){
        const uint64_t *mk = b->mask + (b->vals[h] - 1) * w;
        uint64_t carry = 0;
        for(k=0; k<w; k++){
          uint64_t sw = st[k], u = sw & mk[k], x1 = sw + carry, x2;
          uint64_t c1 = x1<sw;
          x2 = x1 + u;
          carry = c1 | (x2<x1);
          st[k] = x2 | (sw - u);
        }
      }
      if( pbest || j==n - 1 ){
        for(k=0, l=0; k<w; k++) l += gs_sc_popcount(~st[k] & (k==w - 1 ? last : ~(uint64_t)0));
        if( pbest ){
          double r = gs_sc_ratio_of(l, m, j + 1);
          if( r>*pbest ) *pbest = r;
        }
      }
      if( gs_stopped(c, w) ) return 0;   /* the row fails */
    }
    return l;
  }
  for(i=0; i<=m; i++) p->row[i] = 0;
  for(j=0; j<n; j++){
    int64_t diag = 0, up, *row = p->row;
    uint32_t x = kb[rev ? n - 1 - j : j];
    for(i=1; i<=m; i++){
      up = row[i];
      if( p->ka[p->rev ? m - i : i - 1]==x ) row[i] = diag + 1;
      else if( row[i-1]>up ) row[i] = row[i-1];
      diag = up;
    }
    if( pbest ){
      double r = gs_sc_ratio_of(row[m], m, j + 1);
      if( r>*pbest ) *pbest = r;
    }
    if( gs_stopped(c, m) ) return 0;   /* the row fails */
  }
  return p->row[m];
}

/* The scratch of an LCS of strings of m and n keys: one row of the
** shorter's counts where it has more than 64 (for the dynamic program, if
** the blocks are not built), 8-byte aligned. */
GS_FN int64_t gs_sc_lcs_room(int64_t m, int64_t n){
  int64_t s = m<n ? m : n;
  return s>GS_FZ_SHORT ? (s + 1) * (int64_t)sizeof(int64_t) : 0;
}

/* The LCS of two key arrays, whichever is shorter taken as the pattern. */
GS_FN int64_t gs_sc_lcs2(gs_ctx *c, const uint32_t *ka, int64_t m, const uint32_t *kb, int64_t n, int64_t *row){
  gs_fz_pm pm;
  gs_sc_blocks bl;
  gs_sc_pat p;
  int64_t l;
  if( n<m ){
    const uint32_t *t = ka; int64_t tn = m;
    ka = kb; m = n; kb = t; n = tn;
  }
  p.ka = ka; p.m = m; p.rev = 0; p.pm = 0; p.bl = 0; p.row = row;
  if( m<=GS_FZ_SHORT ){
    gs_fz_pm_init(&pm, ka, m);
    p.pm = &pm;
    return gs_sc_lcs(c, &p, kb, n, 0, 0);
  }
  if( !gs_sc_blocks_init(c, &bl, ka, m, 0) ){ gs_sc_blocks_free(c, &bl); return 0; }
  p.bl = &bl;
  l = gs_sc_lcs(c, &p, kb, n, 0, 0);
  gs_sc_blocks_free(c, &bl);
  return l;
}

#ifdef GS_FZ_SLOT
/* The LCS of the pattern whose masks the slot pa holds (1 to 64
** characters) and f's string s[v], read once, bit-parallel. */
GS_FN int64_t gs_sc_lcs_slot(const gs_fz_slot *pa, const gs_fz *f, int v){
  int64_t m = pa->nc, i;
  uint64_t s = ~(uint64_t)0, u, keep = m==64 ? ~(uint64_t)0 : (((uint64_t)1 << m) - 1);
  const unsigned char *z = f->s[v].z;
  if( f->ascii[v] ){
    for(i=0; i<f->s[v].n; i++){
      u = s & pa->mask[z[i]];
      s = (s + u) | (s - u);
    }
  }else{
    for(i=0; i<f->s[v].n; ){
      u = s & gs_fz_slot_get(pa, gs_fz_next(f, v, &i));
      s = (s + u) | (s - u);
    }
  }
  return gs_sc_popcount(~s & keep);
}
#endif

/* fuzz_ratio(a, b). */
GS_FN_CALL gs_val gs_fn_fuzz_ratio(gs_ctx *c, int argc, const gs_val *argv);
#ifndef GS_SPLIT_KERNEL
GS_FN_CALL gs_val gs_fn_fuzz_ratio(gs_ctx *c, int argc, const gs_val *argv){
  gs_fz f;
  uint32_t keys[2*GS_FZ_SHORT];
  int64_t n0, n1, l, room;
  (void)argc;
  if( gs_t2_anynull(argv, 2) ) return gs_null();
  if( !gs_fz_texts(c, argv, &f, 1) ) return gs_null();
  n0 = f.n[0]; n1 = f.n[1];
#ifdef GS_FZ_SLOT
  /* On the host with a cache (gs_fuzzy.h's slot): the masks of a string of
  ** 1 to 64 characters kept from call to call (the left string of a
  ** gpu_join tile), the other read once. */
  if( c->cache && n0 && n1 ){
    int w = gs_fz_slot_holds(c, f.s[1]);
    const gs_fz_slot *pa = 0;
    if( f.n[w]>GS_FZ_SHORT ) w = 1 - w;
    if( f.n[w]<=GS_FZ_SHORT && f.s[w].n<=GS_FZ_SLOT_BYTES ) pa = gs_fz_slot_get_for(c, &f, w);
    if( pa ) return gs_fz_done(c, &f, gs_real(gs_sc_ratio_of(gs_sc_lcs_slot(pa, &f, 1 - w), n0, n1)));
  }
#endif
  /* The characters the strings share at both ends are common to them. */
  gs_fz_trim(&f);
  l = n0 - f.n[0];
  room = gs_sc_lcs_room(f.n[0], f.n[1]);
  if( !gs_fz_load(c, &f, 2, room, keys) ) return gs_fz_done(c, &f, gs_null());
  l += gs_sc_lcs2(c, f.k[0], f.n[0], f.k[1], f.n[1], (int64_t*)f.extra);
  if( c->rc!=GS_OK ) return gs_fz_done(c, &f, gs_null());
  return gs_fz_done(c, &f, gs_real(gs_sc_ratio_of(l, n0, n1)));
}
#endif

/* ---- fuzz_partial_ratio ------------------------------------------------------ */

/* The best ratio of the needle p (m >= 1 characters; pr: the same read
** backwards) against kb[0..n), n >= m: the windows of m characters,
** searched as RapidFuzz searches them, then the prefixes and the suffixes
** of kb of 1 to m - 1 characters, each in one pass of the LCS over kb's
** first (last) m - 1 characters, a prefix a column (a suffix of kb read
** backwards against the needle read backwards: the same LCS). */
GS_FN double gs_sc_partial(gs_ctx *c, const gs_sc_pat *p, const gs_sc_pat *pr, const uint32_t *kb, int64_t n){
  /* Ranges of window starts still to look inside: lo, hi, and their
  ** distances; one range a halving (starts < 2^31), and the right half
  ** followed at once, so the stack holds at most one a level. */
  int64_t st[40][4];
  int sp = 0;
  int64_t m = p->m, lo = 0, hi = n - m, dlo, dhi, best;
  double score, edge = 0.0;
  dlo = 2*m - 2*gs_sc_lcs(c, p, kb, m, 0, 0);
  dhi = hi==lo ? dlo : 2*m - 2*gs_sc_lcs(c, p, kb + hi, m, 0, 0);
  best = dlo<dhi ? dlo : dhi;
  for(;;){
    if( hi - lo>=2 && c->rc==GS_OK ){
      int64_t span = hi - lo, known = dlo>dhi ? dlo - dhi : dhi - dlo;
      int64_t floor_d = (dlo<dhi ? dlo : dhi) - (span - known/2)/2*2;
      if( floor_d<best && sp<40 ){
        int64_t mid = lo + span/2;
        int64_t dm = 2*m - 2*gs_sc_lcs(c, p, kb + mid, m, 0, 0);
        if( dm<best ) best = dm;
        st[sp][0] = lo; st[sp][1] = mid; st[sp][2] = dlo; st[sp][3] = dm;
        sp++;
        lo = mid; dlo = dm;
        continue;
      }
    }
    if( sp==0 ) break;
    sp--;
    lo = st[sp][0]; hi = st[sp][1]; dlo = st[sp][2]; dhi = st[sp][3];
  }
  score = (1.0 - (double)best / (double)(2*m)) * 100;
  /* The alignments that run off an end. */
  if( m>1 ){
    (void)gs_sc_lcs(c, p, kb, m - 1, 0, &edge);
    if( edge>score ) score = edge;
    (void)gs_sc_lcs(c, pr, kb + n - (m - 1), m - 1, 1, &edge);
    if( edge>score ) score = edge;
  }
  return score;
}

/* The needle ka[0..m) into p and, read backwards, pr: masks in a word
** (pm, pmr; rk the reversed keys) where m <= 64, else in blocks (bl, blr),
** else the dynamic program over row.  0 on failure (c->rc). */
GS_FN int gs_sc_needle(gs_ctx *c, const uint32_t *ka, int64_t m, gs_sc_pat *p, gs_sc_pat *pr,
                       gs_fz_pm *pm, gs_fz_pm *pmr, uint32_t *rk,
                       gs_sc_blocks *bl, gs_sc_blocks *blr, int64_t *row){
  int64_t i;
  p->ka = pr->ka = ka; p->m = pr->m = m;
  p->rev = 0; pr->rev = 1;
  p->pm = pr->pm = 0;
  p->bl = pr->bl = 0;
  p->row = pr->row = row;
  if( m<=GS_FZ_SHORT ){
    for(i=0; i<m; i++) rk[i] = ka[m - 1 - i];
    gs_fz_pm_init(pm, ka, m);
    gs_fz_pm_init(pmr, rk, m);
    p->pm = pm; pr->pm = pmr;
    return 1;
  }
  p->bl = bl; pr->bl = blr;
  return gs_sc_blocks_init(c, bl, ka, m, 0) && gs_sc_blocks_init(c, blr, ka, m, 1);
}

/* fuzz_partial_ratio(a, b). */
GS_FN_CALL gs_val gs_fn_fuzz_partial_ratio(gs_ctx *c, int argc, const gs_val *argv);
#ifndef GS_SPLIT_KERNEL
GS_FN_CALL gs_val gs_fn_fuzz_partial_ratio(gs_ctx *c, int argc, const gs_val *argv){
  gs_fz f;
  gs_fz_pm pm, pmr;
  gs_sc_pat p, pr;
  gs_sc_blocks bl, blr;
  uint32_t keys[2*GS_FZ_SHORT], rk[GS_FZ_SHORT];
  int64_t m, n, room;
  int s, k;
  double score = 0.0;
  (void)argc;
  if( gs_t2_anynull(argv, 2) ) return gs_null();
  if( !gs_fz_texts(c, argv, &f, 1) ) return gs_null();
  if( f.n[0]==0 || f.n[1]==0 ) return gs_fz_done(c, &f, gs_real(f.n[0]==f.n[1] ? 100.0 : 0.0));
  s = f.n[1]<f.n[0];          /* the shorter: the needle */
  m = f.n[s]; n = f.n[1-s];
  room = m>GS_FZ_SHORT ? (m + 1) * (int64_t)sizeof(int64_t) : 0;
  if( !gs_fz_load(c, &f, 2, room, keys) ) return gs_fz_done(c, &f, gs_null());
  /* Equal lengths: the other string as the needle too. */
  for(k=0; k<(m==n ? 2 : 1) && score!=100.0; k++){
    double r;
    int w = k ? 1 - s : s;
    bl.tab = bl.msk = blr.tab = blr.msk = gs_view(0, 0);
    if( gs_sc_needle(c, f.k[w], m, &p, &pr, &pm, &pmr, rk, &bl, &blr, (int64_t*)f.extra) ){
      r = gs_sc_partial(c, &p, &pr, f.k[1-w], n);
      if( r>score ) score = r;
    }
    if( m>GS_FZ_SHORT ){ gs_sc_blocks_free(c, &bl); gs_sc_blocks_free(c, &blr); }
  }
  if( c->rc!=GS_OK ) return gs_fz_done(c, &f, gs_null());
  return gs_fz_done(c, &f, gs_real(score));
}
#endif

/* ---- words: fuzz_token_sort_ratio, fuzz_token_set_ratio ------------------------ */

/* Is key x whitespace (Python's str.isspace(), RapidFuzz's is_space)?  A
** key of at most 4 bytes is the character's bytes, so these are the
** characters' valid UTF-8 encodings. */
GS_FN int gs_sc_space(uint32_t x){
  if( x<0x80 ) return (x>=0x09 && x<=0x0d) || (x>=0x1c && x<=0x20);
  switch( x ){
    case 0xc285: case 0xc2a0: case 0xe19a80: case 0xe280a8: case 0xe280a9:
    case 0xe280af: case 0xe2819f: case 0xe38080:
      return 1;
  }
  return x>=0xe28080 && x<=0xe2808a;
}

/* A word of s[w]: its bytes, and its keys in f->k[w]. */
typedef struct gs_sc_word {
  int64_t b, nb;     /* bytes: offset, count */
  int64_t k, nk;     /* keys: index, count */
} gs_sc_word;

/* Words in byte order: <0, 0, >0. */
GS_FN int gs_sc_word_cmp(const unsigned char *z, const gs_sc_word *x, const unsigned char *y0, const gs_sc_word *y){
  int64_t n = x->nb<y->nb ? x->nb : y->nb;
  int r = n ? gs_memcmp(z + x->b, y0 + y->b, n) : 0;
  if( r ) return r;
  return x->nb<y->nb ? -1 : x->nb>y->nb;
}

/* Sort w[0..n) of string z by their bytes: a heapsort (no recursion, no
** memory, as on the device). */
GS_FN void gs_sc_sift(const unsigned char *z, gs_sc_word *w, int64_t i, int64_t n){
  for(;;){
    int64_t c = 2*i + 1;
    gs_sc_word t;
    if( c>=n ) return;
    if( c + 1<n && gs_sc_word_cmp(z, &w[c], z, &w[c+1])<0 ) c++;
    if( gs_sc_word_cmp(z, &w[i], z, &w[c])>=0 ) return;
    t = w[i]; w[i] = w[c]; w[c] = t;
    i = c;
  }
}
GS_FN void gs_sc_sort(const unsigned char *z, gs_sc_word *w, int64_t n){
  int64_t i;
  for(i=n/2; i>0; i--) gs_sc_sift(z, w, i - 1, n);
  for(i=n-1; i>0; i--){
    gs_sc_word t = w[0]; w[0] = w[i]; w[i] = t;
    gs_sc_sift(z, w, 0, i);
  }
}

/* The words of s[w] into out[], sorted; their count. */
GS_FN int64_t gs_sc_words(const gs_fz *f, int w, gs_sc_word *out){
  int64_t i = 0, j, k = 0, nw = 0;
  while( i<f->s[w].n ){
    j = i;
    if( gs_sc_space(f->k[w][k]) ){ (void)gs_fz_next(f, w, &i); k++; continue; }
    out[nw].b = i; out[nw].k = k;
    while( i<f->s[w].n && !gs_sc_space(f->k[w][k]) ){ (void)gs_fz_next(f, w, &i); k++; }
    out[nw].nb = i - j; out[nw].nk = k - out[nw].k;
    nw++;
  }
  gs_sc_sort(f->s[w].z, out, nw);
  return nw;
}

/* The keys of words w[0..n) of s[v] joined by a space into out; the count. */
GS_FN int64_t gs_sc_join(const gs_fz *f, int v, const gs_sc_word *w, int64_t n, uint32_t *out){
  int64_t i, j, o = 0;
  for(i=0; i<n; i++){
    if( i ) out[o++] = 0x20;
    for(j=0; j<w[i].nk; j++) out[o++] = f->k[v][w[i].k + j];
  }
  return o;
}

/* fuzz_token_sort_ratio (set 0) and fuzz_token_set_ratio (1). */
GS_FN_CALL gs_val gs_sc_token_fn(gs_ctx *c, const gs_val *argv, int set);
#ifndef GS_SPLIT_KERNEL
GS_FN_CALL gs_val gs_sc_token_fn(gs_ctx *c, const gs_val *argv, int set){
  gs_fz f;
  gs_sc_word *wa, *wb;
  uint32_t *ja, *jb;
  int64_t *row, room, off, na, nb, la, lb, l, i, j, n;
  double score;
  if( gs_t2_anynull(argv, 2) ) return gs_null();
  if( !gs_fz_texts(c, argv, &f, 1) ) return gs_null();
  /* Scratch: the LCS row, the words, the joined keys (then the keys). */
  room = gs_sc_lcs_room(f.n[0] + 1, f.n[1] + 1) + (int64_t)sizeof(int64_t);
  off = room;
  room += (f.n[0] + f.n[1] + 2) * (int64_t)sizeof(gs_sc_word);
  room += ((f.n[0] + f.n[1] + 2) * (int64_t)sizeof(uint32_t) + 7) & ~(int64_t)7;
  if( !gs_fz_load(c, &f, 2, room, 0) ) return gs_fz_done(c, &f, gs_null());
  row = (int64_t*)f.extra;
  wa = (gs_sc_word*)(f.extra + off);
  wb = wa + f.n[0] + 1;
  ja = (uint32_t*)(wb + f.n[1] + 1);
  jb = ja + f.n[0] + 1;
  na = gs_sc_words(&f, 0, wa);
  nb = gs_sc_words(&f, 1, wb);
  if( !set ){
    la = gs_sc_join(&f, 0, wa, na, ja);
    lb = gs_sc_join(&f, 1, wb, nb, jb);
    l = gs_sc_lcs2(c, ja, la, jb, lb, row);
    score = gs_sc_ratio_of(l, la, lb);
  }else if( na==0 || nb==0 ){
    score = 0.0;   /* RapidFuzz, as FuzzyWuzzy */
  }else{
    /* Distinct words: the intersection's length (its words and the
    ** spaces between), the two differences, sorted, in ja and jb. */
    int64_t ns = 0, sect = 0, da = 0, db = 0, dist, ab, ba;
    gs_sc_word *ua = wa, *ub = wb;
    int64_t nua = 0, nub = 0;
    for(i=0; i<na; i++){
      if( i==0 || gs_sc_word_cmp(f.s[0].z, &wa[i-1], f.s[0].z, &wa[i])!=0 ) ua[nua++] = wa[i];
    }
    for(i=0; i<nb; i++){
      if( i==0 || gs_sc_word_cmp(f.s[1].z, &wb[i-1], f.s[1].z, &wb[i])!=0 ) ub[nub++] = wb[i];
    }
    la = lb = 0;
    for(i=0, j=0; i<nua || j<nub; ){
      int r = i==nua ? 1 : j==nub ? -1 : gs_sc_word_cmp(f.s[0].z, &ua[i], f.s[1].z, &ub[j]);
      if( r==0 ){
        sect += (ns ? 1 : 0) + ua[i].nk;
        ns++; i++; j++;
      }else if( r<0 ){
        if( da ) ja[la++] = 0x20;
        for(n=0; n<ua[i].nk; n++) ja[la++] = f.k[0][ua[i].k + n];
        da++; i++;
      }else{
        if( db ) jb[lb++] = 0x20;
        for(n=0; n<ub[j].nk; n++) jb[lb++] = f.k[1][ub[j].k + n];
        db++; j++;
      }
    }
    if( ns && (da==0 || db==0) ){
      score = 100.0;   /* one set of words holds the other */
    }else{
      ab = sect + (sect!=0) + la;
      ba = sect + (sect!=0) + lb;
      dist = la + lb - 2*gs_sc_lcs2(c, ja, la, jb, lb, row);
      score = gs_sc_norm_distance(dist, ab + ba);
      if( sect ){
        double r1 = gs_sc_norm_distance(1 + la, sect + ab);
        double r2 = gs_sc_norm_distance(1 + lb, sect + ba);
        if( r1>score ) score = r1;
        if( r2>score ) score = r2;
      }
    }
  }
  if( c->rc!=GS_OK ) return gs_fz_done(c, &f, gs_null());
  return gs_fz_done(c, &f, gs_real(score));
}
#endif
GS_FN gs_val gs_fn_fuzz_token_sort_ratio(gs_ctx *c, int argc, const gs_val *argv){
  (void)argc; return gs_sc_token_fn(c, argv, 0);
}
GS_FN gs_val gs_fn_fuzz_token_set_ratio(gs_ctx *c, int argc, const gs_val *argv){
  (void)argc; return gs_sc_token_fn(c, argv, 1);
}

/* ---- damerau_levenshtein --------------------------------------------------------- */

/* The unrestricted Damerau-Levenshtein distance of f's strings (trimmed,
** s[0] the shorter, n >= 1 keys in f->k[0], the columns; s[1] m >= 1
** characters, the rows, read once).  Zhao and Sahni's recurrence: a cell
** is the least of a substitution (or match), an insertion, a deletion, and
** a transposition of a[k] = b[j] and a[i] = b[l] (k < i, l < j the last
** such places), with the characters between them deleted or inserted,
** H(k-1, l-1) + (i - k - 1) + 1 + (j - l - 1); only the cases i - k = 1
** (tt: H(i-2, l-1) kept from the match of this row) and j - l = 1 (fr[j]:
** H(k-1, j-2) kept from the row of the match) can be the least.
**
** The caller's memory: rows r, r1 and fr of n + 2 cells (cell -1 first:
** the pointers are to cell 0), last[] the last row of each distinct key of
** the columns (by the place it first occurs), id[] that place for each
** column; a row's key finds its place through pm (n <= 64: the lowest bit
** of its mask) or else the hash table (hkeys, vals, 2^bits entries). */
GS_FN_CALL int64_t gs_sc_dl_rows(gs_ctx *c, const gs_fz *f, int64_t *r, int64_t *r1, int64_t *fr,
                                 int64_t *last, const int64_t *id, const gs_fz_pm *pm,
                                 const uint32_t *hkeys, const int64_t *vals, int bits);
#ifndef GS_SPLIT_KERNEL
GS_FN_CALL int64_t gs_sc_dl_rows(gs_ctx *c, const gs_fz *f, int64_t *r, int64_t *r1, int64_t *fr,
                                 int64_t *last, const int64_t *id, const gs_fz_pm *pm,
                                 const uint32_t *hkeys, const int64_t *vals, int bits){
  int64_t n = f->n[0], m = f->n[1], big = (m>n ? m : n) + 1;
  const uint32_t *kb = f->k[0];
  int64_t i, j, ib, *t;
  for(j=-1; j<=n; j++){ r[j] = j<0 ? big : j; r1[j] = big; fr[j] = big; }
  for(j=0; j<n; j++) last[j] = -1;
  for(ib=0, i=1; i<=m; i++){
    uint32_t x = gs_fz_next(f, 1, &ib);
    int64_t lastcol = -1, diag2, tt = big, xid;
    t = r1; r1 = r; r = t;     /* r1: row i-1; r: row i-2, to become row i */
    diag2 = r[0];              /* H(i-2, j-1) as j goes */
    r[0] = i;
    if( pm ){
      uint64_t eq = gs_fz_pm_get(pm, x);
      xid = eq ? gs_sc_popcount((eq & (~eq + 1)) - 1) : -1;
    }else{
      int64_t h = gs_sc_hash_slot(hkeys, vals, bits, x);
      xid = vals[h] ? vals[h] - 1 : -1;
    }
    for(j=1; j<=n; j++){
      int64_t v = r1[j-1] + (kb[j-1]!=x), up = r1[j] + 1, left = r[j-1] + 1;
      if( up<v ) v = up;
      if( left<v ) v = left;
      if( kb[j-1]==x ){
        lastcol = j;
        fr[j] = r1[j-2];
        tt = diag2;
      }else{
        int64_t k = last[id[j-1]];
        if( j - lastcol==1 ){
          if( fr[j] + (i - k)<v ) v = fr[j] + (i - k);
        }else if( i - k==1 ){
          if( tt + (j - lastcol)<v ) v = tt + (j - lastcol);
        }
      }
      diag2 = r[j];
      r[j] = v;
    }
    if( xid>=0 ) last[xid] = i;
    if( gs_stopped(c, n + 1) ) return 0;   /* the row fails */
  }
  return r[n];
}
#endif

/* damerau_levenshtein(a, b): the fewest insertions, deletions,
** substitutions and transpositions of two adjacent characters that turn a
** into b, characters between a swapped pair free to be edited too.  The
** shorter string of at most 64 characters: everything on the stack, its
** keys' places from its masks; longer: a scratch string, and a hash
** table of its keys. */
GS_FN_CALL gs_val gs_fn_damerau_levenshtein(gs_ctx *c, int argc, const gs_val *argv);
#ifndef GS_SPLIT_KERNEL
GS_FN_CALL gs_val gs_fn_damerau_levenshtein(gs_ctx *c, int argc, const gs_val *argv){
  gs_fz f;
  int64_t d, n, room, j, h, *rows, *id, *vals;
  uint32_t *hkeys;
  int bits = 1;
  (void)argc;
  if( gs_t2_anynull(argv, 2) ) return gs_null();
  if( !gs_fz_texts(c, argv, &f, 0) ) return gs_null();
  gs_fz_trim(&f);
  gs_fz_shorter_first(&f);
  n = f.n[0];
  if( n==0 ) return gs_fz_done(c, &f, gs_int(f.n[1]));
  if( n<=GS_FZ_SHORT ){
    uint32_t keys[GS_FZ_SHORT];
    int64_t srows[3*(GS_FZ_SHORT + 2)], slast[GS_FZ_SHORT], sid[GS_FZ_SHORT];
    gs_fz_pm pm;
    if( !gs_fz_load(c, &f, 0, 0, keys) ) return gs_fz_done(c, &f, gs_null());
    gs_fz_pm_init(&pm, f.k[0], n);
    for(j=0; j<n; j++){
      uint64_t eq = gs_fz_pm_get(&pm, f.k[0][j]);
      sid[j] = gs_sc_popcount((eq & (~eq + 1)) - 1);
    }
    d = gs_sc_dl_rows(c, &f, srows + 1, srows + (n + 3), srows + 2*(n + 2) + 1, slast, sid, &pm, 0, 0, 0);
  }else{
    while( ((int64_t)1 << bits)<2*n ) bits++;
    /* Three rows of n + 2, last[], id[], the table's values (8 bytes
    ** each) and keys (4). */
    room = (3*(n + 2) + 2*n + ((int64_t)1 << bits)) * (int64_t)sizeof(int64_t)
         + ((((int64_t)1 << bits) * (int64_t)sizeof(uint32_t) + 7) & ~(int64_t)7);
    if( !gs_fz_load(c, &f, 0, room, 0) ) return gs_fz_done(c, &f, gs_null());
    rows = (int64_t*)f.extra;
    id = rows + 3*(n + 2) + n;
    vals = id + n;
    hkeys = (uint32_t*)(vals + ((int64_t)1 << bits));
    for(h=0; h<((int64_t)1 << bits); h++) vals[h] = 0;
    for(j=0; j<n; j++){
      h = gs_sc_hash_slot(hkeys, vals, bits, f.k[0][j]);
      if( vals[h]==0 ){ hkeys[h] = f.k[0][j]; vals[h] = j + 1; }
      id[j] = vals[h] - 1;
    }
    d = gs_sc_dl_rows(c, &f, rows + 1, rows + (n + 3), rows + 2*(n + 2) + 1, rows + 3*(n + 2), id,
                      0, hkeys, vals, bits);
  }
  if( c->rc!=GS_OK ) return gs_fz_done(c, &f, gs_null());
  return gs_fz_done(c, &f, gs_int(d));
}
#endif

#endif /* GS_SCORES_H */
