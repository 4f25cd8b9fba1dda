/*
** gs_fuzzy.h - string similarity for record linkage: the edit distances,
** Jaro and Jaro-Winkler, Hamming and Soundex of the gpustr runtime.
**
**   levenshtein(a,b[,k])  osa_distance(a,b[,k])  hamming(a,b)
**   jaro(a,b[,t])  jaro_winkler(a,b[,t])  soundex(s)
**
** `SELECT gpu_udf_row('(a, b) -> levenshtein(a, b, 2) <= 2', 'Jon', 'John')`
** is 1, and `SELECT jaro_winkler('martha', 'marhta')` (a plain SQL function
** too, FT_SQLFN) is 0.961111111111111.  Like gs_tier2.h, whose conventions
** these functions follow (NULL in, NULL out; numbers read as their text),
** the header is compiled by the host compiler into the CPU engine and by
** NVRTC into kernels; docs/language.md ("Tier-2 functions") documents the
** functions for users.
**
** Characters.  A string is split into characters as length() splits it
** (gs_text_utf8_skip); two characters are equal when their bytes are, so a
** multibyte character counts once and invalid UTF-8 is compared byte for
** byte.  Every routine works on characters as 32-bit keys (gs_fz_key): the
** bytes of a character of at most 4 bytes, packed; a longer one (only in
** invalid UTF-8) is numbered by its first occurrence.
**
** Algorithms.  The edit distances run bit-parallel, 64 cells of the
** matrix a word operation (Myers 1999 in Hyyro's formulation for
** levenshtein, Hyyro 2003 for the optimal string alignment): where the
** shorter string has at most 64 characters, one word a column, the bound
** k of levenshtein(a, b, k) stopping the scan as soon as the distance must
** exceed k; beyond, a column is a run of words with the carries between
** them (gs_fz_lev_block), only the words of the band that the bound, the
** length difference and the scores so far allow (so levenshtein(a, b, k)
** takes O(k x length / 64) time there, and two unrelated strings about
** three quarters of the matrix).  Jaro too runs on bit masks: the first
** free match in the window is one word operation up to 64 characters, a
** search word by word beyond (gs_fz_jaro_block).  The masks of a long
** pattern (gs_fz_bpm) are a row of words per distinct ASCII key and a
** small hash table per word for the others, O(m) memory whatever the
** alphabet; they, and the columns' words, live in a scratch string
** (outside the length limit, freed before return); short strings keep
** everything on the stack.  Results never depend on the path: each is
** the definition's (the tests compare every path with the plain dynamic
** programs).  The short pattern's masks (gs_fz_pm) come from a scan of
** its keys, and on the host, for a pattern of 8 characters or more, from
** a table of its ASCII keys too; an all-ASCII string skips the decoding.
** On the device, what only long strings need is called, not inlined, so
** the short path keeps 64 registers.  On the host, where the context has
** a cache (the CPU engine's workers, gpu_join's, gpu_udf_row's), the
** masks of a string of at most 64 characters are kept from call to call
** (gs_fz_slot, keyed by its bytes): gpu_join runs one left string against
** a tile of right ones, and jaro, jaro_winkler and levenshtein build its
** masks once for them all, the other string read once, not loaded as
** keys.
**
** soundex(s) is SQLite's soundexFunc (func.c, SQLITE_SOUNDEX), quirks
** included: NULL gives '?000', a byte >= 0x80 after the first letter is
** coded as its low 7 bits, and the text ends at its first NUL.
*/
#ifndef GS_FUZZY_H
#define GS_FUZZY_H

#include "gs_core.h"
#include "gs_num.h"
#include "gs_text.h"
#include "gs_tier2.h"

/* Strings of at most this many characters: keys on the stack, and the
** edit distances bit-parallel (a column of the matrix in one word). */
#define GS_FZ_SHORT 64

/* The per-character steps: inlined on the host too, where GCC would call
** them (the device inlines every GS_FN), and the rare multibyte path kept
** out of the loops. */
#if !defined(__CUDACC_RTC__) && defined(__GNUC__)
# define GS_FZ_STEP static inline __attribute__((always_inline))
# define GS_FZ_RARE static __attribute__((noinline))
#else
# define GS_FZ_STEP GS_FN
# define GS_FZ_RARE GS_FN
#endif

/* Keys of characters longer than 4 bytes: GS_FZ_LONG + a byte offset.  Every
** packed key of 1 to 3 bytes is below it, every one of 4 bytes (lead byte
** >= 0xc0) at or above GS_FZ_LONG_END. */
#define GS_FZ_LONG     0x01000000u
#define GS_FZ_LONG_END 0xc0000000u

/* ---- characters as keys ------------------------------------------------ */

/* The key of character z[i..j) of s[w] (w 0 or 1).  A character of at most
** 4 bytes is its bytes, packed big-endian: a lead byte of a multibyte
** character is >= 0xc0, so a key's magnitude gives its length and no two
** such characters share one.  A longer one is numbered by the first
** character with the same bytes in s[0], then s[1] (gs_fz_key_long): a
** scan, but only invalid UTF-8 has such characters. */
GS_FN uint32_t gs_fz_key_long(const gs_str *s, int w, int64_t i, int64_t j){
  int64_t p, q, end;
  int v;
  for(v=0; v<=w; v++){
    end = v==w ? i : s[v].n;
    for(p=0; p<end; p=q){
      q = gs_text_utf8_skip(s[v].z, s[v].n, p);
      if( q - p==j - i && gs_memcmp(s[v].z + p, s[w].z + i, j - i)==0 ){
        return GS_FZ_LONG + (uint32_t)(v ? s[0].n + p : p);
      }
    }
  }
  return GS_FZ_LONG + (uint32_t)(w ? s[0].n + i : i);
}
GS_FN uint32_t gs_fz_key(const gs_str *s, int w, int64_t i, int64_t j){
  uint32_t k = 0;
  int64_t p;
  if( j - i>4 ) return gs_fz_key_long(s, w, i, j);
  for(p=i; p<j; p++) k = (k<<8) | s[w].z[p];
  return k;
}

/* A pair of texts as the fuzzy functions take them. */
typedef struct gs_fz {
  gs_str s[2], own[2];     /* the texts (gs_text_arg), own[] to release */
  int64_t n[2];            /* their characters */
  int ascii[2];            /* all their bytes < 0x80: a key a byte */
  uint32_t *k[2];          /* keys, where loaded */
  gs_str scratch;          /* keys and rows of long strings, or a view */
  unsigned char *extra;    /* the caller's part of the scratch */
} gs_fz;

/* Count s[w]'s characters into f->n[w], noting whether it is all ASCII
** (then characters are bytes, and the loops below skip the decoding). */
GS_FN void gs_fz_count(gs_fz *f, int w){
  const unsigned char *z = f->s[w].z;
  int64_t i = 0, n = f->s[w].n;
  uint64_t any = 0;
#ifndef __CUDACC_RTC__
  /* A word at a time on the host. */
  for(; i + 8<=n; i+=8){ uint64_t x; memcpy(&x, z + i, 8); any |= x; }
  /* The rest: the last 8 bytes, again in part. */
  if( i<n && n>=8 ){ uint64_t x; memcpy(&x, z + n - 8, 8); any |= x; i = n; }
#endif
  for(; i<n; i++) any |= z[i];
  f->ascii[w] = (any & 0x8080808080808080ull)==0;
  f->n[w] = f->ascii[w] ? n : gs_text_nchars(z, n);
}

/* The key of the character of s[w] at byte *pi, and *pi moved past it: a
** byte below 0xc0 is a character alone (gs_text_utf8_skip), its own key. */
GS_FZ_RARE uint32_t gs_fz_next_multi(const gs_fz *f, int w, int64_t *pi){
  int64_t i = *pi, j = gs_text_utf8_skip(f->s[w].z, f->s[w].n, i);
  *pi = j;
  return gs_fz_key(f->s, w, i, j);
}
GS_FZ_STEP uint32_t gs_fz_next(const gs_fz *f, int w, int64_t *pi){
  uint32_t x = f->s[w].z[*pi];
  if( x<0xc0 ){ *pi += 1; return x; }
  return gs_fz_next_multi(f, w, pi);
}

/* The texts of argv[0] and argv[1] into f (0 on failure, nothing held),
** counted unless count is 0 (gs_fz_trim counts what it keeps). */
GS_FN int gs_fz_texts(gs_ctx *c, const gs_val *argv, gs_fz *f, int count){
  if( gs_is_str(argv[0]) && gs_is_str(argv[1]) ){
    /* Two strings (the usual case): views, nothing to own. */
    f->s[0] = argv[0].s;
    f->s[1] = argv[1].s;
    f->own[0] = f->own[1] = gs_view(0, 0);
  }else if( !gs_t2_texts(c, argv, 2, f->s, f->own) ){
    return 0;
  }
  if( count ){ gs_fz_count(f, 0); gs_fz_count(f, 1); }
  f->k[0] = f->k[1] = 0;
  f->scratch = gs_view(0, 0);
  f->extra = 0;
  return 1;
}

/* Keys of the strings w (0, 1, or 2 for both) into f->k[]: into the
** caller's kstack (GS_FZ_SHORT keys a string loaded, on its stack) where
** the strings loaded have at most GS_FZ_SHORT characters each and no extra
** bytes are asked for, else into a scratch string with nextra bytes more
** for the caller (f->extra, 8-byte aligned).  0 on failure (c->rc). */
GS_FN int gs_fz_load(gs_ctx *c, gs_fz *f, int w, int64_t nextra, uint32_t *kstack){
  int lo = w==2 ? 0 : w, hi = w==2 ? 1 : w, v;
  int64_t nkeys = 0, max_len, i, n;
  if( f->s[0].n + f->s[1].n>=(int64_t)(GS_FZ_LONG_END - GS_FZ_LONG) ){
    gs_error_toobig(c);
    return 0;
  }
  for(v=lo; v<=hi; v++) nkeys += f->n[v];
  if( nextra==0 && f->n[lo]<=GS_FZ_SHORT && f->n[hi]<=GS_FZ_SHORT ){
    f->k[lo] = kstack;
    f->k[hi] = kstack + (w==2 ? GS_FZ_SHORT : 0);
  }else{
    /* Scratch memory, not a result: outside the length limit. */
    max_len = c->max_len;
    c->max_len = GS_I64_MAX;
    f->scratch = gs_alloc(c, nextra + (nkeys + 2) * (int64_t)sizeof(uint32_t));
    c->max_len = max_len;
    if( f->scratch.z==0 ) return 0;
    f->extra = gs_mut(f->scratch);
    f->k[lo] = (uint32_t*)(f->extra + nextra);
    f->k[hi] = f->k[lo] + (w==2 ? f->n[0] : 0);
  }
  for(v=lo; v<=hi; v++){
    if( f->ascii[v] ){
      for(i=0; i<f->s[v].n; i++) f->k[v][i] = f->s[v].z[i];
    }else{
      for(i=0, n=0; i<f->s[v].n; ) f->k[v][n++] = gs_fz_next(f, v, &i);
    }
  }
  return 1;
}

/* Release what f holds; returns r, for `return gs_fz_done(c, &f, r)`. */
GS_FN gs_val gs_fz_done(gs_ctx *c, gs_fz *f, gs_val r){
  gs_decref(c, f->scratch);
  gs_t2_release(c, f->own, 2);
  return r;
}

/* Is byte p of z (n bytes) where a character starts, or the end? */
GS_FN int gs_fz_boundary(const unsigned char *z, int64_t n, int64_t p){
  return p>=n || gs_t2_char_start(z, p);
}

/* Set aside the characters the two strings share at the start and at the
** end (they change no edit distance), and count what is left.  Equal
** bytes up to a place where both strings start a character are the same
** characters: a character's end depends only on its own bytes and on
** whether the next byte continues it. */
GS_FN void gs_fz_trim(gs_fz *f){
  const unsigned char *za = f->s[0].z, *zb = f->s[1].z;
  int64_t na = f->s[0].n, nb = f->s[1].n, i, k;
  for(i=0; i<na && i<nb && za[i]==zb[i]; i++){}
  while( i>0 && (!gs_fz_boundary(za, na, i) || !gs_fz_boundary(zb, nb, i)) ) i--;
  za += i; na -= i; zb += i; nb -= i;
  for(k=0; k<na && k<nb && za[na-1-k]==zb[nb-1-k]; k++){}
  while( k>0 && (!gs_t2_char_start(za, na - k) || !gs_t2_char_start(zb, nb - k)) ) k--;
  f->s[0] = gs_view(za, na - k);
  f->s[1] = gs_view(zb, nb - k);
  gs_fz_count(f, 0);
  gs_fz_count(f, 1);
}

/* Make s[0] the string with fewer characters (the edit distances are
** symmetric).  The texts' owners stay where they are: only views move. */
GS_FN void gs_fz_shorter_first(gs_fz *f){
  if( f->n[1]<f->n[0] ){
    gs_str t = f->s[0]; int64_t m = f->n[0]; int a = f->ascii[0];
    f->s[0] = f->s[1]; f->n[0] = f->n[1]; f->ascii[0] = f->ascii[1];
    f->s[1] = t; f->n[1] = m; f->ascii[1] = a;
  }
}

/* The match masks of a pattern of m <= 64 keys: gs_fz_pm_get(p, x) has
** bit i set where key i is x.  A scan of the keys, m compares a lookup; on
** the host, a pattern of 8 characters or more also gets a table of its
** ASCII keys' masks (1 KB: too much stack for a GPU thread), valid where
** the bitmap seen says so, so that nothing is cleared but two words.  (The
** shorter patterns take the scan on the host too, so both paths run in
** the CPU engine's tests.) */
typedef struct gs_fz_pm {
  const uint32_t *k;
  int m;
#ifndef __CUDACC_RTC__
  int table;
  uint64_t seen[2];
  uint64_t ascii[128];
#endif
} gs_fz_pm;

GS_FN void gs_fz_pm_init(gs_fz_pm *p, const uint32_t *k, int64_t m){
  p->k = k;
  p->m = (int)m;
#ifndef __CUDACC_RTC__
  p->table = m>=8;
  if( p->table ){
    int i;
    p->seen[0] = p->seen[1] = 0;
    for(i=0; i<p->m; i++){
      uint32_t x = k[i];
      if( x>=128 ) continue;
      if( !((p->seen[x>>6] >> (x & 63)) & 1) ){
        p->seen[x>>6] |= (uint64_t)1 << (x & 63);
        p->ascii[x] = 0;
      }
      p->ascii[x] |= (uint64_t)1 << i;
    }
  }
#endif
}

GS_FZ_STEP uint64_t gs_fz_pm_get(const gs_fz_pm *p, uint32_t x){
  uint64_t eq = 0;
  int i;
#ifndef __CUDACC_RTC__
  if( p->table && x<128 ) return ((p->seen[x>>6] >> (x & 63)) & 1) ? p->ascii[x] : 0;
#else
# pragma unroll 1
#endif
  for(i=0; i<p->m; i++) eq |= (uint64_t)(p->k[i]==x) << i;
  return eq;
}

/* On the host, where the context has a cache (gs_cache: the CPU engine's
** workers, gpu_join's, gpu_udf_row's), two strings of at most 64
** characters take a path of their own: the masks of one of them (the
** pattern) are kept from call to call in the cache's slot (gs_fz_slot),
** keyed by the pattern's bytes, so that a run of calls with the same
** string on one side (a row of gpu_join, the outer row of a cross join)
** builds them once, and the other string is read once, its keys decoded
** as it goes.  The slot's ASCII table is always whole (the previous
** pattern's entries cleared on a change): a lookup is one load, or a scan
** of the pattern's other distinct keys.  A pattern with a character of
** more than 4 bytes (invalid UTF-8, keyed by position) is not kept.  The
** device, and a context without a cache, keep the path below. */
#if !defined(__CUDACC_RTC__) && !defined(GS_HOST_ARENA)
# define GS_FZ_SLOT 1
# define GS_FZ_SLOT_BYTES (4*GS_FZ_SHORT)
struct gs_fz_slot {
  int64_t n;               /* the pattern's bytes, or -1: none */
  int64_t nc;              /* its characters, at most GS_FZ_SHORT */
  int nx;                  /* its distinct keys >= 128 */
  unsigned char z[GS_FZ_SLOT_BYTES];
  uint64_t mask[128];      /* bit i of mask[x]: character i is x */
  uint32_t xk[GS_FZ_SHORT];  /* the keys >= 128, and their masks */
  uint64_t xm[GS_FZ_SHORT];
};

GS_FZ_STEP uint64_t gs_fz_slot_get(const gs_fz_slot *p, uint32_t x){
  int i;
  if( x<128 ) return p->mask[x];
  for(i=0; i<p->nx; i++){
    if( p->xk[i]==x ) return p->xm[i];
  }
  return 0;
}

/* The slot of c's cache holding the masks of f->s[w] (at most
** GS_FZ_SHORT characters), or 0 where there is none (no cache, no memory,
** or a character of more than 4 bytes). */
GS_FN const gs_fz_slot *gs_fz_slot_get_for(gs_ctx *c, gs_fz *f, int w){
  gs_fz_slot *p;
  const unsigned char *z = f->s[w].z;
  int64_t n = f->s[w].n, i, k;
  int j;
  if( c->cache==0 || n>GS_FZ_SLOT_BYTES ) return 0;
  p = c->cache->fz;
  if( p==0 ){
    p = (gs_fz_slot*)GS_HOST_MALLOC(sizeof(gs_fz_slot));
    if( p==0 ) return 0;
    memset(p, 0, sizeof(*p));
    p->n = -1;
    c->cache->fz = p;
  }
  if( p->n==n && (n==0 || memcmp(p->z, z, (size_t)n)==0) ) return p;
  /* Clear the previous pattern's entries, then set this one's. */
  for(i=0; i<p->n; i++){
    if( p->z[i]<128 ) p->mask[p->z[i]] = 0;
  }
  p->nx = 0;
  p->n = -1;
  for(i=0, k=0; i<n; k++){
    uint32_t x;
    if( k==GS_FZ_SHORT ) x = GS_FZ_LONG;   /* too long: not kept */
    else x = gs_fz_next(f, w, &i);
    if( x<128 ){
      p->mask[x] |= (uint64_t)1 << k;
      continue;
    }
    if( x>=GS_FZ_LONG && x<GS_FZ_LONG_END ){
      /* Not kept (a long character, or more than 64): clear what was set. */
      for(i=0; i<n; i++){
        if( z[i]<128 ) p->mask[z[i]] = 0;
      }
      return 0;
    }
    for(j=0; j<p->nx && p->xk[j]!=x; j++){}
    if( j==p->nx ){ p->xk[j] = x; p->xm[j] = 0; p->nx++; }
    p->xm[j] |= (uint64_t)1 << k;
  }
  if( n ) memcpy(p->z, z, (size_t)n);
  p->n = n;
  p->nc = k;
  return p;
}
#endif

#ifdef GS_FZ_SLOT
/* Does the slot of c's cache hold the masks of s? */
GS_FN int gs_fz_slot_holds(const gs_ctx *c, gs_str s){
  const gs_fz_slot *p = c->cache ? c->cache->fz : 0;
  return p && p->n==s.n && (s.n==0 || memcmp(p->z, s.z, (size_t)s.n)==0);
}

/* One column of Myers' algorithm (as in gs_fz_lev_bits), x the match mask
** of the text's character: the change of the last row's count. */
GS_FZ_STEP int gs_fz_myers_col(uint64_t x, uint64_t *pvp, uint64_t *pvn, uint64_t top){
  uint64_t vp = *pvp, vn = *pvn, d0, hp, hn;
  int delta;
  x |= vn;
  d0 = (((x & vp) + vp) ^ vp) | x;
  hp = vn | ~(d0 | vp);
  hn = vp & d0;
  delta = (hp & top) ? 1 : (hn & top) ? -1 : 0;
  x = (hp << 1) | 1;
  *pvn = x & d0;
  *pvp = (hn << 1) | ~(x | d0);
  return delta;
}

/* levenshtein(a, b, bound) of f's strings, trimmed (gs_fz_trim), pa the
** masks of s[w] before the trim (p characters cut from its start): the
** pattern is s[w]'s m characters left, its masks pa's shifted by p and cut
** to m bits, s[1-w] the text, of any length.  As gs_fz_lev_bits, and the
** bound as gs_fn_levenshtein sets it. */
GS_FN int64_t gs_fz_lev_slot(const gs_fz_slot *pa, const gs_fz *f, int w, int64_t p, int64_t bound){
  int v = 1 - w;
  int64_t m = f->n[w], n = f->n[v], i, j, score, limit;
  uint64_t vp = ~(uint64_t)0, vn = 0, top, keep;
  const unsigned char *z = f->s[v].z;
  if( (m>n ? m : n)<bound ) bound = m>n ? m : n;
  if( m - n>bound || n - m>bound ) return bound + 1;
  if( m==0 ) return n;
  if( n==0 ) return m;
  top = (uint64_t)1 << (m - 1);
  keep = top | (top - 1);
  score = m;
  limit = bound + n;
  if( f->ascii[v] ){
    for(j=0; j<n; j++){
      score += gs_fz_myers_col((pa->mask[z[j]] >> p) & keep, &vp, &vn, top);
      if( score>--limit ) return bound + 1;
    }
  }else{
    for(i=0; i<f->s[v].n; ){
      score += gs_fz_myers_col((gs_fz_slot_get(pa, gs_fz_next(f, v, &i)) >> p) & keep, &vp, &vn, top);
      if( score>--limit ) return bound + 1;
    }
  }
  return score;
}
#endif

/* ---- levenshtein --------------------------------------------------------- */

/* The Levenshtein distance of f's strings (trimmed, s[0] the shorter, with
** its m <= 64 keys in f->k[0]), or bound + 1 if it is more than bound:
** Hyyro's bit-vector form of Myers' algorithm, one column per character of
** s[1], which stops once the distance can no longer come back to bound. */
GS_FN int64_t gs_fz_lev_bits(const gs_fz *f, int64_t bound){
  /* The distance is at least the score less the columns left: over bound
  ** once the score passes bound + columns left (limit). */
  int64_t m = f->n[0], limit = bound + f->n[1], score = m, i;
  uint64_t vp = ~(uint64_t)0, vn = 0, top = (uint64_t)1 << (m - 1);
  gs_fz_pm pm;
  gs_fz_pm_init(&pm, f->k[0], m);
  for(i=0; i<f->s[1].n; ){
    uint64_t x, d0, hp, hn;
    x = gs_fz_pm_get(&pm, gs_fz_next(f, 1, &i)) | vn;
    d0 = (((x & vp) + vp) ^ vp) | x;
    hp = vn | ~(d0 | vp);
    hn = vp & d0;
    if( hp & top ) score++;
    else if( hn & top ) score--;
    if( score>--limit ) return bound + 1;
    x = (hp << 1) | 1;
    vn = x & d0;
    vp = (hn << 1) | ~(x | d0);
  }
  return score;
}

/* ---- long strings: a column of the matrix in 64-bit words --------------- */

/* The match masks of a pattern of more than 64 characters, a word of 64
** characters at a time (nw words): bit r of word b of the mask of key x is
** set where character 64b + r of the pattern is x.  The masks of the ASCII
** keys are rows of nw words, row 0 all zero (for a key the pattern lacks),
** the others made and cleared as the pattern's keys come (row[x] is the
** row of key x: only the rows of the keys there are touched); a pattern
** with other keys has, besides, a hash table of 128 slots a word for them
** (a word has at most 64 distinct keys, so a probe always reaches an
** empty slot): O(m) memory whatever the alphabet, where one row of masks
** a distinct key would be O(m^2). */
#define GS_FZ_NOKEY 0xffffffffu   /* no key: a 4-byte one ends in a byte < 0xc0 */
typedef struct gs_fz_bpm {
  int64_t nw;              /* words */
  uint64_t *ascii;         /* a row of nw masks per ASCII key, and row 0 */
  unsigned char row[128];  /* the row of each ASCII key, 0 where none */
  int nrow;                /* rows made */
  uint32_t *hk;            /* 128 keys a word (GS_FZ_NOKEY: empty), or 0 */
  uint64_t *hm;            /* and their masks */
} gs_fz_bpm;

/* The rows of the masks of s[w] as the pattern: one for each distinct
** ASCII key (a byte below 0x80 is always a character alone), and the zero
** row. */
GS_FN int64_t gs_fz_bpm_rows(const gs_fz *f, int w){
  int64_t i, rows = 1;
  uint64_t seen[2];
  seen[0] = seen[1] = 0;
  for(i=0; i<f->s[w].n; i++){
    uint32_t x = f->s[w].z[i];
    if( x<128 && !((seen[x >> 6] >> (x & 63)) & 1) ){
      seen[x >> 6] |= (uint64_t)1 << (x & 63);
      rows++;
    }
  }
  return rows;
}

/* The bytes of those masks: the rows, and the hash tables unless s[w] is
** all ASCII. */
GS_FN int64_t gs_fz_bpm_bytes(const gs_fz *f, int w){
  int64_t nw = (f->n[w] + 63) >> 6;
  return nw * 8 * gs_fz_bpm_rows(f, w) + (f->ascii[w] ? 0 : nw * 128 * (8 + 4));
}

/* The first slot of key x in a word's hash table. */
GS_FZ_STEP uint32_t gs_fz_hash(uint32_t x){
  return (x * 2654435761u) >> 25;
}

/* A hash of key x for a table of any power of two slots. */
GS_FZ_STEP uint32_t gs_fz_hash_all(uint32_t x){
  x *= 2654435761u;
  return x ^ (x >> 15);
}

/* Empty masks for m characters in mem (gs_fz_bpm_bytes, 8-byte aligned:
** the rows first, the hash tables after the last row of nrow). */
GS_FN void gs_fz_bpm_init(gs_fz_bpm *p, int64_t m, int ascii, int64_t nrow, unsigned char *mem){
  int64_t nw = (m + 63) >> 6, i;
  p->nw = nw;
  p->ascii = (uint64_t*)mem;
  for(i=0; i<nw; i++) p->ascii[i] = 0;
  for(i=0; i<128; i++) p->row[i] = 0;
  p->nrow = 1;
  p->hk = 0;
  p->hm = 0;
  if( !ascii ){
    p->hm = p->ascii + nrow*nw;
    p->hk = (uint32_t*)(p->hm + 128*nw);
    for(i=0; i<128*nw; i++) p->hk[i] = GS_FZ_NOKEY;
  }
}

/* Character i of the pattern is x. */
GS_FZ_STEP void gs_fz_bpm_add(gs_fz_bpm *p, int64_t i, uint32_t x){
  int64_t b = i >> 6;
  uint64_t bit = (uint64_t)1 << (i & 63);
  uint32_t *hk;
  uint32_t q;
  if( x<128 ){
    int64_t k;
    if( p->row[x]==0 ){
      p->row[x] = (unsigned char)p->nrow++;
      for(k=0; k<p->nw; k++) p->ascii[p->row[x]*p->nw + k] = 0;
    }
    p->ascii[p->row[x]*p->nw + b] |= bit;
    return;
  }
  hk = p->hk + b*128;
  for(q=gs_fz_hash(x); hk[q]!=GS_FZ_NOKEY && hk[q]!=x; q=(q + 1) & 127){}
  if( hk[q]!=x ){ hk[q] = x; p->hm[b*128 + q] = 0; }
  p->hm[b*128 + q] |= bit;
}

/* The mask of word b for a key x >= 128, h its gs_fz_hash. */
GS_FZ_STEP uint64_t gs_fz_bpm_hget(const gs_fz_bpm *p, int64_t b, uint32_t x, uint32_t h){
  const uint32_t *hk = p->hk + b*128;
  while( hk[h]!=x ){
    if( hk[h]==GS_FZ_NOKEY ) return 0;
    h = (h + 1) & 127;
  }
  return p->hm[b*128 + h];
}

/* The masks of text character x for words first..last: a row of the ASCII
** table, or tmp filled from the hash tables, or the zero row. */
GS_FZ_STEP const uint64_t *gs_fz_bpm_row(const gs_fz_bpm *p, uint32_t x, int64_t first, int64_t last,
                                         uint64_t *tmp){
  int64_t b;
  uint32_t h;
  if( x<128 ) return p->ascii + p->row[x]*p->nw;
  if( p->hk==0 ) return p->ascii;
  h = gs_fz_hash(x);
  for(b=first; b<=last; b++) tmp[b] = gs_fz_bpm_hget(p, b, x, h);
  return tmp;
}

/* Scratch memory of nbytes for the caller (f->extra, 8-byte aligned), not
** a result: outside the length limit.  0 on failure (c->rc). */
GS_FN int gs_fz_scratch(gs_ctx *c, gs_fz *f, int64_t nbytes){
  int64_t max_len = c->max_len;
  if( f->s[0].n + f->s[1].n>=(int64_t)(GS_FZ_LONG_END - GS_FZ_LONG) ){
    gs_error_toobig(c);
    return 0;
  }
  c->max_len = GS_I64_MAX;
  f->scratch = gs_alloc(c, nbytes);
  c->max_len = max_len;
  if( f->scratch.z==0 ) return 0;
  f->extra = gs_mut(f->scratch);
  return 1;
}

/* The bytes gs_fz_lev_block needs in f->extra for a pattern of m > 64
** characters: the masks, and per word VP, VN, a column of masks (and for
** osa, D0 and the previous column's masks). */

/* The bits set in x. */
GS_FZ_STEP int gs_fz_popc(uint64_t x){
#ifdef __CUDACC_RTC__
  return __popcll(x);
#else
  x = x - ((x >> 1) & 0x5555555555555555ull);
  x = (x & 0x3333333333333333ull) + ((x >> 2) & 0x3333333333333333ull);
  x = (x + (x >> 4)) & 0x0f0f0f0f0f0f0f0full;
  return (int)((x * 0x0101010101010101ull) >> 56);
#endif
}

/* The change of D down a word's rows 0..top (VP, VN of its column): its
** last row's score less the one above the word. */
GS_FZ_STEP int64_t gs_fz_word_delta(uint64_t vp, uint64_t vn, int top){
  uint64_t mask = top==63 ? ~(uint64_t)0 : ((uint64_t)2 << top) - 1;
  return (int64_t)gs_fz_popc(vp & mask) - (int64_t)gs_fz_popc(vn & mask);
}
GS_FN int64_t gs_fz_lev_block_bytes(const gs_fz *f, int osa){
  int64_t nw = (f->n[0] + 63) >> 6;
  return nw * 8 * (osa ? 5 : 3) + gs_fz_bpm_bytes(f, 0);
}

/* The Levenshtein (osa 0) or optimal string alignment (osa 1) distance of
** f's strings (trimmed, s[0] the shorter with m > 64 characters, s[1] n
** with n - m <= bound), or bound + 1 if it is more than bound: Myers'
** algorithm over words of 64 rows (Hyyro 2003: the carries of the
** horizontal deltas from word to word; with his transposition term for
** osa, its shift carried too), the n columns one character of s[1] each.
**
** Only the words of a band are computed, in the manner of Ukkonen (and of
** RapidFuzz, whose bounds differ).  A cell (i, j) matters only if
** D(i, j) + |(n - j) - (m - i)| <= k (no path through it costs more; a
** path's next step from a cell that matters leads from one that matters),
** k the bound, at most n, lowered as the columns come by the cost of a
** path through a computed cell: D(r, j) + max(n - j, m - r) for the last
** row r of the last word, and of the word on the last diagonal.  As
** D(i, j) >= |i - j|, rows j - L..j + U matter in column j, L and U half
** k plus or less n - m; a word above them (or with scores that say its
** cells are over k, once row 0 is too) is dropped for good, and a word
** below is added with VP all ones when the band reaches it (D one more a
** row down from the last computed row).  Every value the words hold is
** then an upper bound of the true one (what is not computed is replaced by
** more), and exact where the cell matters, its best predecessors mattering
** too: the transposition's middle cell included, so that the carry of the
** transposition term into the first word, and into a new word, can be 0.
** Once no cell of a column matters, the distance is over bound. */
GS_FN_CALL int64_t gs_fz_lev_block(gs_ctx *c, const gs_fz *f, int64_t bound, int osa);
#ifndef GS_SPLIT_KERNEL
GS_FN_CALL int64_t gs_fz_lev_block(gs_ctx *c, const gs_fz *f, int64_t bound, int osa){
  int64_t m = f->n[0], n = f->n[1], nw = (m + 63) >> 6, diff = n - m;
  int64_t k = bound<n ? bound : n, up, lo, first, last, i, j, ib, b, r, bot, ub, pi, pk;
  int lastbit = (int)((m - 1) & 63);
  int64_t sf, sl;           /* the scores of the first and the last word */
  gs_fz_bpm pm;
  uint64_t *vp, *vn, *tmp, *d0s = 0, *eqp = 0;
  const unsigned char *zt = f->s[1].z;
  const uint64_t *eq;
  uint32_t x;

  vp = (uint64_t*)f->extra;
  vn = vp + nw;
  tmp = vn + nw;
  if( osa ){ d0s = tmp + nw; eqp = d0s + nw; }
  gs_fz_bpm_init(&pm, m, f->ascii[0], gs_fz_bpm_rows(f, 0), f->extra + nw * 8 * (osa ? 5 : 3));

  /* Column 0: D(i, 0) = i.  The pattern's masks are made a word at a
  ** time, as the band reaches it (pi its next byte, pk character). */
  up = (k - diff) >> 1;
  lo = (k + diff) >> 1;
  first = 0;
  bot = 1 + up<m ? 1 + up : m;
  last = (bot - 1) >> 6;
  for(pi=0, pk=0; pk<m && (pk >> 6)<=last; pk++){
    x = f->ascii[0] ? f->s[0].z[pi++] : gs_fz_next(f, 0, &pi);
    gs_fz_bpm_add(&pm, pk, x);
  }
  for(b=0; b<=last; b++){
    vp[b] = ~(uint64_t)0;
    vn[b] = 0;
    if( osa ){ d0s[b] = 0; eqp[b] = 0; }
  }
  sf = 64 < m ? 64 : m;
  sl = last==nw - 1 ? m : (last + 1) * 64;
  for(ib=0, j=1; j<=n; j++){
    uint64_t hpc = 1, hnc = 0, trc = 0, hpf = 0, hnf = 0, hpl = 0, hnl = 0;
    x = f->ascii[1] ? zt[ib++] : gs_fz_next(f, 1, &ib);
    eq = gs_fz_bpm_row(&pm, x, first, last, tmp);
    if( !osa ){
      for(b=first; b<=last; b++){
        uint64_t v_p = vp[b], v_n = vn[b], e = eq[b] | hnc, d0, hp, hn, hpo, hno;
        d0 = (((e & v_p) + v_p) ^ v_p) | e | v_n;
        hp = v_n | ~(d0 | v_p);
        hn = d0 & v_p;
        if( b==first ){ hpf = hp; hnf = hn; }
        hpl = hp;
        hnl = hn;
        hpo = hp >> 63;
        hno = hn >> 63;
        hp = (hp << 1) | hpc;
        hn = (hn << 1) | hnc;
        hpc = hpo;
        hnc = hno;
        vp[b] = hn | ~(d0 | hp);
        vn[b] = hp & d0;
      }
    }else{
      for(b=first; b<=last; b++){
        uint64_t v_p = vp[b], v_n = vn[b], e = eq[b], t0, tr, xx, d0, hp, hn, hpo, hno;
        t0 = ~d0s[b] & e;
        tr = ((t0 << 1) | trc) & eqp[b];
        trc = t0 >> 63;
        xx = e | hnc;
        d0 = (((xx & v_p) + v_p) ^ v_p) | xx | v_n | tr;
        hp = v_n | ~(d0 | v_p);
        hn = d0 & v_p;
        if( b==first ){ hpf = hp; hnf = hn; }
        hpl = hp;
        hnl = hn;
        hpo = hp >> 63;
        hno = hn >> 63;
        hp = (hp << 1) | hpc;
        hn = (hn << 1) | hnc;
        hpc = hpo;
        hnc = hno;
        vp[b] = hn | ~(d0 | hp);
        vn[b] = hp & d0;
        d0s[b] = d0;
        eqp[b] = e;
      }
    }
    /* The scores: the last row of the first and of the last word. */
    b = first==nw - 1 ? lastbit : 63;
    sf += (int64_t)((hpf >> b) & 1) - (int64_t)((hnf >> b) & 1);
    b = last==nw - 1 ? lastbit : 63;
    sl += (int64_t)((hpl >> b) & 1) - (int64_t)((hnl >> b) & 1);
    if( j==n ) break;
    if( gs_stopped(c, 2*(last - first + 1)) ) return bound + 1;   /* the row fails */

    /* Lower k by the paths through the last row of the last word and
    ** through the word that holds the last diagonal's cell. */
    r = last==nw - 1 ? m : (last + 1) * 64;
    ub = sl + (n - j>m - r ? n - j : m - r);
    if( ub<k ) k = ub;
    i = j - diff;
    if( i>=1 && (j & 63)==0 ){
      /* Every 64 columns: its score, the last's less the vertical deltas
      ** of the words between. */
      int64_t bd = (i - 1) >> 6;
      if( bd>=first && bd<last ){
        for(ub=sl, b=last; b>bd; b--) ub -= gs_fz_word_delta(vp[b], vn[b], b==nw - 1 ? lastbit : 63);
        ub += n - j;
        if( ub<k ) k = ub;
      }
    }
    up = (k - diff) >> 1;
    lo = (k + diff) >> 1;

    /* The band of column j + 1: words below it dropped, a word added. */
    bot = j + 1 + up<m ? j + 1 + up : m;
    while( last>first && (last << 6)>=bot ){
      sl -= gs_fz_word_delta(vp[last], vn[last], last==nw - 1 ? lastbit : 63);
      last--;
    }
    while( last<nw - 1 && ((last + 1) << 6)<bot ){
      last++;
      vp[last] = ~(uint64_t)0;
      vn[last] = 0;
      r = last==nw - 1 ? m : (last + 1) * 64;
      sl += r - (last << 6);
      if( osa ){ d0s[last] = 0; eqp[last] = 0; }
      for(; pk<m && (pk >> 6)<=last; pk++){
        x = f->ascii[0] ? f->s[0].z[pi++] : gs_fz_next(f, 0, &pi);
        gs_fz_bpm_add(&pm, pk, x);
      }
    }
    /* Words above it, or (row 0 no longer mattering) whose cells in
    ** column j are all over k, dropped for good: D(i, j) is at least the
    ** score less the rows below i in the word. */
    while( first<=last ){
      int64_t r0 = (first << 6) + 1, cc = j - diff, lb;
      r = first==nw - 1 ? m : (first + 1) * 64;
      if( r>=j - lo ){
        if( j - lo<1 ) break;
        lb = sf - r + (r0<=cc ? cc : 2*r0 - cc);
        if( lb<=k ) break;
      }
      first++;
      if( first<=last ) sf += gs_fz_word_delta(vp[first], vn[first], first==nw - 1 ? lastbit : 63);
    }
    if( first>last ) return bound + 1;
  }
  return sl<=bound ? sl : bound + 1;
}
#endif

/* levenshtein(a, b) and levenshtein(a, b, k): the fewest insertions,
** deletions and substitutions of characters that turn a into b; with k,
** min(that, k + 1), found in O(k x length) time.  A negative k is an
** error. */
GS_FN_CALL gs_val gs_fn_levenshtein(gs_ctx *c, int argc, const gs_val *argv);
#ifndef GS_SPLIT_KERNEL
GS_FN_CALL gs_val gs_fn_levenshtein(gs_ctx *c, int argc, const gs_val *argv){
  gs_fz f;
  uint32_t keys[GS_FZ_SHORT];
  int64_t bound, d;
  if( gs_t2_anynull(argv, argc) ) return gs_null();
  bound = argc>2 ? gs_val_to_int(argv[2]) : GS_I64_MAX;
  if( bound<0 ){ gs_error(c, "levenshtein: the bound k is negative"); return gs_null(); }
  if( !gs_fz_texts(c, argv, &f, 0) ) return gs_null();
#ifdef GS_FZ_SLOT
  /* A string of at most 64 characters kept (or to keep) in the slot: the
  ** pattern, the other the text, whatever their lengths. */
  if( c->cache ){
    int w = gs_fz_slot_holds(c, f.s[1]);
    const gs_fz_slot *pa = 0;
    gs_str o = f.s[w];
    if( o.n<=GS_FZ_SLOT_BYTES ) pa = gs_fz_slot_get_for(c, &f, w);
    if( pa ){
      gs_fz_trim(&f);
      d = gs_fz_lev_slot(pa, &f, w, gs_text_nchars(o.z, f.s[w].z - o.z), bound);
      return gs_fz_done(c, &f, gs_int(d));
    }
  }
#endif
  gs_fz_trim(&f);
  gs_fz_shorter_first(&f);
  /* No distance is more than the longer string: bound + 1 is then never
  ** returned, and where it is, it is k + 1. */
  if( f.n[1]<bound ) bound = f.n[1];
  if( f.n[1] - f.n[0]>bound ){
    d = bound + 1;
  }else if( f.n[0]==0 ){
    d = f.n[1];
  }else if( f.n[0]<=GS_FZ_SHORT ){
    if( !gs_fz_load(c, &f, 0, 0, keys) ) return gs_fz_done(c, &f, gs_null());
    d = gs_fz_lev_bits(&f, bound);
  }else{
    if( !gs_fz_scratch(c, &f, gs_fz_lev_block_bytes(&f, 0)) ) return gs_fz_done(c, &f, gs_null());
    d = gs_fz_lev_block(c, &f, bound, 0);
  }
  return gs_fz_done(c, &f, gs_int(d));
}
#endif

/* ---- osa_distance ------------------------------------------------------- */

/* The optimal string alignment distance of f's strings (trimmed, s[0] the
** shorter with its m <= 64 keys in f->k[0]): Hyyro's 2003 bit-vector
** algorithm, Myers' with the transpositions of adjacent characters. */
GS_FN int64_t gs_fz_osa_bits(const gs_fz *f){
  int64_t m = f->n[0], score = m, i;
  uint64_t vp = ~(uint64_t)0, vn = 0, d0 = 0, eq_prev = 0, top = (uint64_t)1 << (m - 1);
  gs_fz_pm pm;
  gs_fz_pm_init(&pm, f->k[0], m);
  for(i=0; i<f->s[1].n; ){
    uint64_t eq, tr, hp, hn;
    eq = gs_fz_pm_get(&pm, gs_fz_next(f, 1, &i));
    tr = (((~d0) & eq) << 1) & eq_prev;
    d0 = ((((eq & vp) + vp) ^ vp) | eq | vn) | tr;
    hp = vn | ~(d0 | vp);
    hn = d0 & vp;
    if( hp & top ) score++;
    else if( hn & top ) score--;
    hp = (hp << 1) | 1;
    hn = hn << 1;
    vp = hn | ~(d0 | hp);
    vn = hp & d0;
    eq_prev = eq;
  }
  return score;
}

/* osa_distance(a, b): the fewest insertions, deletions, substitutions and
** transpositions of two adjacent characters that turn a into b, no
** substring edited twice (the restricted Damerau-Levenshtein distance). */
GS_FN_CALL gs_val gs_fn_osa_distance(gs_ctx *c, int argc, const gs_val *argv);
#ifndef GS_SPLIT_KERNEL
GS_FN_CALL gs_val gs_fn_osa_distance(gs_ctx *c, int argc, const gs_val *argv){
  gs_fz f;
  uint32_t keys[GS_FZ_SHORT];
  int64_t bound, d;
  /* osa_distance(a, b, k): min(d, k + 1), as levenshtein(a, b, k); the
  ** long path's band and its end follow the bound. */
  if( gs_t2_anynull(argv, argc) ) return gs_null();
  bound = argc>2 ? gs_val_to_int(argv[2]) : GS_I64_MAX;
  if( bound<0 ){ gs_error(c, "osa_distance: the bound k is negative"); return gs_null(); }
  if( !gs_fz_texts(c, argv, &f, 0) ) return gs_null();
  gs_fz_trim(&f);
  gs_fz_shorter_first(&f);
  if( f.n[1]<bound ) bound = f.n[1];
  if( f.n[1] - f.n[0]>bound ){
    d = bound + 1;
  }else if( f.n[0]==0 ){
    d = f.n[1];
  }else if( f.n[0]<=GS_FZ_SHORT ){
    if( !gs_fz_load(c, &f, 0, 0, keys) ) return gs_fz_done(c, &f, gs_null());
    d = gs_fz_osa_bits(&f);
    if( d>bound ) d = bound + 1;
  }else{
    if( !gs_fz_scratch(c, &f, gs_fz_lev_block_bytes(&f, 1)) ) return gs_fz_done(c, &f, gs_null());
    d = gs_fz_lev_block(c, &f, bound, 1);
  }
  return gs_fz_done(c, &f, gs_int(d));
}
#endif

/* ---- jaro, jaro_winkler ---------------------------------------------------- */

/* Jaro, in the order of Winkler's strcmp95 (and jellyfish's and
** RapidFuzz's, so the same double): m matches, t half-transpositions. */
GS_FN double gs_fz_jaro_sim(int64_t m, int64_t t, int64_t na, int64_t nb){
  if( m==0 ) return 0.0;
  return ((double)m / (double)na + (double)m / (double)nb + (double)(m - t) / (double)m) / 3.0;
}

/* The score cutoff of jaro(a, b, t) and jaro_winkler(a, b, t) (RapidFuzz's
** score_cutoff): the Jaro similarity that jaro_winkler >= t needs, l the
** characters the strings share at their start (up to 4; 4 where not
** known).  Jaro-Winkler is Jaro up to 0.7 and j + 0.1 l (1 - j) above,
** so for t > 0.7 it needs j > 0.7 and j >= (t - 0.1 l)/(1 - 0.1 l). */
GS_FN double gs_fz_jaro_need(double t, int winkler, int64_t l){
  double p;
  if( !winkler || !(t>0.7) ) return t;
  p = (double)l * 0.1;
  t = (t - p) / (1.0 - p);
  return t>0.7 ? t : 0.7;
}

/* The fewest matches m with which strings of na and nb characters (both
** > 0) can reach a Jaro similarity of j: jaro <= (m/na + m/nb + 1)/3, so
** m >= (3j - 1) na nb / (na + nb); more than min(na, nb) where no m can.
** A hair low (a relative 1e-12): rounding never cuts a pair that reaches
** j, and cutting a little less only costs time. */
GS_FN int64_t gs_fz_jaro_mmin(double j, int64_t na, int64_t nb){
  int64_t lo = na<nb ? na : nb, k;
  double x;
  if( !(j>0.0) ) return 0;
  x = (3.0*j - 1.0) * ((double)na * (double)nb / (double)(na + nb));
  x = x*(1.0 - 1e-12) - 1e-9;
  if( x<=0.0 ) return 0;
  if( x>(double)lo ) return lo + 1;
  k = (int64_t)x;
  return (double)k<x ? k + 1 : k;
}

/* The Jaro similarity of f's strings (keys of both loaded; na, nb > 0),
** or -1 as soon as fewer than mmin matches are certain (the cutoff):
** each character of a matched, in order, to the first unmatched equal
** character of b no further than w = max(na, nb) / 2 - 1 (at least 0)
** away; t, half the matched pairs that differ in order, rounded down.
** Both strings of at most 64 characters: the matches as bits, b's masks
** from gs_fz_pm, one word operation a character of a. */
GS_FN double gs_fz_jaro_bits(const gs_fz *f, int64_t w, int64_t mmin){
  int64_t na = f->n[0], nb = f->n[1], i, j, lo, hi, m = 0, t = 0, miss = na - mmin;
  const uint32_t *ka = f->k[0], *kb = f->k[1];
  uint64_t ma = 0, mb = 0, win, cand;
  gs_fz_pm pm;
  gs_fz_pm_init(&pm, kb, nb);
  for(i=0; i<na; i++){
    lo = i>w ? i - w : 0;
    hi = i + w<nb - 1 ? i + w : nb - 1;
    if( lo>hi ) break;
    /* At most 2w + 1 <= 63 bits: w <= 31 for strings of 64 characters. */
    win = (((uint64_t)1 << (hi - lo + 1)) - 1) << lo;
    cand = gs_fz_pm_get(&pm, ka[i]) & win & ~mb;
    if( cand ){
      mb |= cand & (~cand + 1);
      ma |= (uint64_t)1 << i;
      m++;
    }else if( --miss<0 ){
      return -1.0;          /* the rest cannot bring m up to mmin */
    }
  }
  if( m<mmin ) return -1.0;
  for(i=0, j=0; i<na; i++){
    if( !((ma >> i) & 1) ) continue;
    while( !((mb >> j) & 1) ) j++;
    t += ka[i]!=kb[j];
    j++;
  }
  return gs_fz_jaro_sim(m, t / 2, na, nb);
}

/* The lowest set bit's place in x (not 0). */
GS_FZ_STEP int gs_fz_ctz(uint64_t x){
#ifdef __CUDACC_RTC__
  return __ffsll((long long)x) - 1;
#else
  return __builtin_ctzll(x);
#endif
}

/* The slots of gs_fz_jaro_block's table of b's keys >= 128: a power of
** two at least twice b's characters, or 0 where b is all ASCII. */
GS_FN int64_t gs_fz_jaro_slots(const gs_fz *f){
  int64_t g = 1;
  if( f->ascii[1] ) return 0;
  while( g<2*f->n[1] ) g <<= 1;
  return g;
}

/* The bytes gs_fz_jaro_block needs in f->extra: a bit a character of each
** string (its matched flag), where each ASCII key's search resumes, the
** table of the other keys (where their searches resume), and the masks of
** s[1]. */
GS_FN int64_t gs_fz_jaro_block_bytes(const gs_fz *f){
  return 8 * (((f->n[0] + 63) >> 6) + ((f->n[1] + 63) >> 6) + 128)
       + gs_fz_jaro_slots(f) * (8 + 4) + gs_fz_bpm_bytes(f, 1);
}

/* The same where a string has more than 64 characters: b's masks a word
** of 64 characters at a time (gs_fz_bpm), the window of each character of
** a a run of words, searched for the first unmatched equal character, one
** word operation a word; the matches as bits, and t from the k-th set bit
** of each.  A key's search resumes where its last one ended: its matches
** in b come in order (each is the first free one at or after the window's
** start, which only moves on), so the places before the last match, or
** before the end of a window searched in vain, never hold a free equal
** character again.  Each key's searches pass over b's words about once.
** -1 where there are fewer than mmin matches (the cutoff). */
GS_FN_CALL double gs_fz_jaro_block(gs_ctx *c, const gs_fz *f, int64_t w, int64_t mmin);
#ifndef GS_SPLIT_KERNEL
GS_FN_CALL double gs_fz_jaro_block(gs_ctx *c, const gs_fz *f, int64_t w, int64_t mmin){
  int64_t na = f->n[0], nb = f->n[1], nwa = (na + 63) >> 6, nwb = (nb + 63) >> 6;
  int64_t i, j, b, lo, hi, wlo, whi, m = 0, t = 0;
  int64_t g = gs_fz_jaro_slots(f), start, *nxa, *gn = 0;
  const uint32_t *ka = f->k[0], *kb = f->k[1];
  uint32_t *gk = 0, q;
  uint64_t *fa, *fb, e, bits, fbits;
  gs_fz_bpm pm;
  fb = (uint64_t*)f->extra;
  fa = fb + nwb;
  nxa = (int64_t*)(fa + nwa);
  if( g ){
    gn = nxa + 128;
    gk = (uint32_t*)(gn + g);
    for(q=0; q<(uint32_t)g; q++) gk[q] = GS_FZ_NOKEY;
  }
  gs_fz_bpm_init(&pm, nb, f->ascii[1], gs_fz_bpm_rows(f, 1),
                 (unsigned char*)(gk ? gk + g : (uint32_t*)(nxa + 128)));
  for(j=0; j<nb; j++){
    uint32_t x = kb[j];
    gs_fz_bpm_add(&pm, j, x);
    if( x>=128 ){
      q = gs_fz_hash_all(x) & (uint32_t)(g - 1);
      while( gk[q]!=GS_FZ_NOKEY && gk[q]!=x ) q = (q + 1) & (uint32_t)(g - 1);
      if( gk[q]!=x ){ gk[q] = x; gn[q] = 0; }
    }
  }
  for(b=0; b<nwb; b++) fb[b] = 0;
  for(b=0; b<nwa; b++) fa[b] = 0;
  for(b=0; b<128; b++) nxa[b] = 0;
  for(i=0; i<na; i++){
    const uint64_t *row = 0;
    uint32_t x = ka[i], h = 0;
    int64_t *pnx;
    lo = i>w ? i - w : 0;
    hi = i + w<nb - 1 ? i + w : nb - 1;
    if( lo>hi ) break;
    if( x<128 ){
      if( pm.row[x]==0 ) continue;      /* not in b */
      row = pm.ascii + pm.row[x]*nwb;
      pnx = nxa + x;
    }else{
      if( g==0 ) continue;
      for(q=gs_fz_hash_all(x) & (uint32_t)(g - 1); gk[q]!=x; q=(q + 1) & (uint32_t)(g - 1)){
        if( gk[q]==GS_FZ_NOKEY ) break;
      }
      if( gk[q]!=x ) continue;          /* not in b */
      pnx = gn + q;
      h = gs_fz_hash(x);
    }
    start = *pnx>lo ? *pnx : lo;
    if( start>hi ) continue;
    wlo = start >> 6;
    whi = hi >> 6;
    for(b=wlo; b<=whi; b++){
      e = (row ? row[b] : gs_fz_bpm_hget(&pm, b, x, h)) & ~fb[b];
      if( b==wlo ) e &= ~(uint64_t)0 << (start & 63);
      if( b==whi && (hi & 63)!=63 ) e &= ((uint64_t)2 << (hi & 63)) - 1;
      if( e ){
        e &= ~e + 1;
        fb[b] |= e;
        fa[i >> 6] |= (uint64_t)1 << (i & 63);
        *pnx = (b << 6) + gs_fz_ctz(e) + 1;
        m++;
        break;
      }
    }
    if( b>whi ) *pnx = hi + 1;
    if( gs_stopped(c, 2 + (b - wlo)) ) return 0;   /* the row fails */
  }
  if( m<mmin ) return -1.0;    /* the cutoff: t is not needed */
  /* t: the k-th match of a against the k-th of b. */
  for(b=0, j=-1, fbits=0; b<nwa; b++){
    for(bits=fa[b]; bits; bits&=bits - 1){
      while( fbits==0 ) fbits = fb[++j];
      t += ka[(b << 6) + gs_fz_ctz(bits)]!=kb[(j << 6) + gs_fz_ctz(fbits)];
      fbits &= fbits - 1;
    }
  }
  return gs_fz_jaro_sim(m, t / 2, na, nb);
}
#endif

#ifdef GS_FZ_SLOT
/* One character of the text, pm its mask in the pattern, j its place:
** matched to the first unmatched one of pm in the window (bound), if any. */
GS_FZ_STEP int gs_fz_jaro_step(uint64_t pm, uint64_t bound, int64_t j, uint64_t *pma, uint64_t *pmb){
  uint64_t cand = pm & bound & ~*pma;
  *pma |= cand & (~cand + 1);
  *pmb |= (uint64_t)(cand!=0) << j;
  return cand!=0;
}

/* The bits set in x (no call to libgcc's, without -mpopcnt). */
GS_FZ_STEP int64_t gs_fz_popcount(uint64_t x){
  x = x - ((x >> 1) & 0x5555555555555555ull);
  x = (x & 0x3333333333333333ull) + ((x >> 2) & 0x3333333333333333ull);
  x = (x + (x >> 4)) & 0x0f0f0f0f0f0f0f0full;
  return (int64_t)((x * 0x0101010101010101ull) >> 56);
}

/* Jaro (winkler 0) or Jaro-Winkler (1) of f's strings (1 to 64
** characters each), pa the masks of one (the pattern), s[v] the other (the
** text), win the window: as gs_fz_jaro_bits with the roles swapped, each
** character of the text matched to the first unmatched equal character of
** the pattern in its window, the window a mask that slides.  That is the
** same matching: for one character, both scans are the same merge of the
** two lists of its positions (a position on either side more than win
** before the other's next one is passed over by both), and Jaro is
** symmetric (one matching, and m/na + m/nb = m/nb + m/na exactly).  t:
** the k-th matched character of the text against the k-th of the
** pattern, by its mask; Winkler's prefix by the masks too, keys being
** equal where the bytes are.  -1 as soon as fewer than mmin characters of
** the text can match (the cutoff): each one without a match is one less
** (counted without a branch: whether a character matches is a coin toss
** to the branch predictor, whether the count ran out is not). */
GS_FN double gs_fz_jaro_slot(const gs_fz_slot *pa, const gs_fz *f, int v, int64_t win, int winkler,
                             int64_t mmin){
  int64_t na = pa->nc, nb = f->n[v], i, j, m, t = 0, lim, miss;
  uint64_t ma = 0, mb = 0, bound = ((uint64_t)1 << (win + 1)) - 1;
  uint32_t kb[GS_FZ_SHORT];
  double sim;
  const unsigned char *zb = f->s[v].z;
  lim = na + win<nb ? na + win : nb;
  miss = lim - mmin;
  if( miss<0 ) return -1.0;
  if( f->ascii[v] ){
    /* A byte a character, every one below 128: one load a lookup; the
    ** window grows (to 2 win + 1 bits), then slides. */
    int64_t grow = win<lim ? win : lim;
    for(j=0; j<grow; j++){
      miss -= 1 - gs_fz_jaro_step(pa->mask[zb[j]], bound, j, &ma, &mb);
      if( miss<0 ) return -1.0;
      bound = (bound << 1) | 1;
    }
    for(; j<lim; j++){
      miss -= 1 - gs_fz_jaro_step(pa->mask[zb[j]], bound, j, &ma, &mb);
      if( miss<0 ) return -1.0;
      bound <<= 1;
    }
    m = gs_fz_popcount(ma);
    while( mb ){
      j = __builtin_ctzll(mb);
      t += (pa->mask[zb[j]] & ma & (~ma + 1))==0;
      ma &= ma - 1;
      mb &= mb - 1;
    }
    sim = gs_fz_jaro_sim(m, t / 2, na, nb);
    if( winkler && sim>0.7 ){
      lim = na<nb ? na : nb;
      for(i=0; i<lim && i<4 && (pa->mask[zb[i]] >> i) & 1; i++){}
      sim += (double)i * 0.1 * (1.0 - sim);
    }
    return sim;
  }
  for(i=0, j=0; j<lim; j++){
    uint32_t x = gs_fz_next(f, v, &i);
    kb[j] = x;
    miss -= 1 - gs_fz_jaro_step(gs_fz_slot_get(pa, x), bound, j, &ma, &mb);
    if( miss<0 ) return -1.0;
    bound = (bound << 1) | (uint64_t)(j<win);
  }
  m = gs_fz_popcount(ma);
  while( mb ){
    j = __builtin_ctzll(mb);
    t += (gs_fz_slot_get(pa, kb[j]) & ma & (~ma + 1))==0;
    ma &= ma - 1;
    mb &= mb - 1;
  }
  sim = gs_fz_jaro_sim(m, t / 2, na, nb);
  if( winkler && sim>0.7 ){
    /* Winkler's prefix: kb[] has the first min(na, nb) keys at least. */
    lim = na<nb ? na : nb;
    for(i=0; i<lim && i<4 && (gs_fz_slot_get(pa, kb[i]) >> i) & 1; i++){}
    sim += (double)i * 0.1 * (1.0 - sim);
  }
  return sim;
}
#endif

/* jaro(a, b) (winkler 0) and jaro_winkler(a, b) (1): the Jaro similarity,
** for Jaro-Winkler raised, where it is above 0.7, by l x 0.1 x (1 - jaro),
** l the characters a and b share at their start, up to 4.  With a third
** argument t, RapidFuzz's score_cutoff: the same double where it is at
** least t, else 0.0, found as soon as the lengths, then the matches, show
** that t is out of reach (gs_fz_jaro_mmin): a program's
** `jaro_winkler(a, b) > t` runs as `jaro_winkler(a, b, t) > t` (check.c). */
GS_FN_CALL gs_val gs_fz_jaro_fn(gs_ctx *c, int argc, const gs_val *argv, int winkler);
#ifndef GS_SPLIT_KERNEL
/* The value of jaro(a, b[, cut]) (winkler 0) or jaro_winkler (1) of f's
** texts (counted: n[] and ascii[] set), cut 0.0 where there is none; 0.0
** with c->rc set on failure, f's scratch to release (gs_fz_done).  pslot,
** where not 0, is the slot of c's cache holding the masks of s[pat]
** (gpu_join's left string, looked up once for its row: gs_fz_slot_get_for);
** 0: looked up here. */
GS_FN double gs_fz_jaro_of(gs_ctx *c, gs_fz *f, int winkler, double cut, const void *pslot, int pat){
  uint32_t keys[2*GS_FZ_SHORT];
  double sim;
  int64_t l, n, w, mmin = 0;
  /* Two empty strings are alike (1.0, as RapidFuzz; jellyfish: 0.0). */
  if( f->n[0]==0 || f->n[1]==0 ){
    sim = f->n[0]==f->n[1] ? 1.0 : 0.0;
    return sim<cut ? 0.0 : sim;
  }
  w = (f->n[0]>f->n[1] ? f->n[0] : f->n[1]) / 2 - 1;
  if( w<0 ) w = 0;
  if( cut>0.0 ){
    /* The length bound, Winkler's prefix from the bytes of two ASCII
    ** strings (else up to 4). */
    l = 4;
    if( winkler && f->ascii[0] && f->ascii[1] ){
      for(l=0; l<4 && l<f->n[0] && l<f->n[1] && f->s[0].z[l]==f->s[1].z[l]; l++){}
    }
    mmin = gs_fz_jaro_mmin(gs_fz_jaro_need(cut, winkler, l), f->n[0], f->n[1]);
    if( mmin>f->n[0] || mmin>f->n[1] ) return 0.0;
  }
#ifdef GS_FZ_SLOT
  if( f->n[0]<=GS_FZ_SHORT && f->n[1]<=GS_FZ_SHORT ){
    /* The pattern: whichever string the slot holds, else a. */
    const gs_fz_slot *pa = (const gs_fz_slot*)pslot;
    if( pa==0 ){
      pat = gs_fz_slot_holds(c, f->s[1]);
      pa = gs_fz_slot_get_for(c, f, pat);
    }
    if( pa ){
      sim = gs_fz_jaro_slot(pa, f, 1 - pat, w, winkler, mmin);
      return sim<cut ? 0.0 : sim;
    }
  }
#else
  (void)pslot; (void)pat;
#endif
  if( f->n[0]<=GS_FZ_SHORT && f->n[1]<=GS_FZ_SHORT ){
    if( !gs_fz_load(c, f, 2, 0, keys) ) return 0.0;
    sim = gs_fz_jaro_bits(f, w, mmin);
  }else{
    if( !gs_fz_load(c, f, 2, gs_fz_jaro_block_bytes(f), 0) ) return 0.0;
    sim = gs_fz_jaro_block(c, f, w, mmin);
  }
  if( winkler && sim>0.7 ){
    n = f->n[0]<f->n[1] ? f->n[0] : f->n[1];
    for(l=0; l<n && l<4 && f->k[0][l]==f->k[1][l]; l++){}
    sim += (double)l * 0.1 * (1.0 - sim);
  }
  return sim<cut ? 0.0 : sim;
}

GS_FN_CALL gs_val gs_fz_jaro_fn(gs_ctx *c, int argc, const gs_val *argv, int winkler){
  gs_fz f;
  double sim, cut = 0.0;
  if( gs_t2_anynull(argv, argc) ) return gs_null();
  if( argc>2 ) cut = gs_val_to_real(argv[2]);
  if( !gs_fz_texts(c, argv, &f, 1) ) return gs_null();
  sim = gs_fz_jaro_of(c, &f, winkler, cut, 0, 0);
  return gs_fz_done(c, &f, c->rc ? gs_null() : gs_real(sim));
}
#endif
GS_FN gs_val gs_fn_jaro(gs_ctx *c, int argc, const gs_val *argv){
  return gs_fz_jaro_fn(c, argc, argv, 0);
}
GS_FN gs_val gs_fn_jaro_winkler(gs_ctx *c, int argc, const gs_val *argv){
  return gs_fz_jaro_fn(c, argc, argv, 1);
}

/* ---- hamming ----------------------------------------------------------------- */

/* hamming(a, b): the positions at which a and b have different characters;
** strings of different lengths (in characters) are an error. */
GS_FN gs_val gs_fn_hamming(gs_ctx *c, int argc, const gs_val *argv){
  gs_str s[2], own[2];
  int64_t i, j, ia, ja, d = 0;
  gs_val r;
  (void)argc;
  if( gs_t2_anynull(argv, 2) ) return gs_null();
  if( !gs_t2_texts(c, argv, 2, s, own) ) return gs_null();
  for(i=0, j=0; i<s[0].n && j<s[1].n; i=ia, j=ja){
    ia = gs_text_utf8_skip(s[0].z, s[0].n, i);
    ja = gs_text_utf8_skip(s[1].z, s[1].n, j);
    d += ia - i!=ja - j || gs_memcmp(s[0].z + i, s[1].z + j, ia - i)!=0;
  }
  if( i<s[0].n || j<s[1].n ){
    gs_error(c, "hamming: the strings differ in length");
    r = gs_null();
  }else{
    r = gs_int(d);
  }
  gs_t2_release(c, own, 2);
  return r;
}

/* ---- soundex ---------------------------------------------------------------- */

/* soundex(s): SQLite's soundex() (func.c, built with SQLITE_SOUNDEX): the
** first ASCII letter of s, upper case, then the codes of the letters after
** it, a code not repeated unless a letter without one (or any other byte,
** whose low 7 bits are read as an ASCII character) comes between, padded
** with '0' to 4 characters; '?000' when s is NULL or has no ASCII letter
** before its first NUL. */
GS_FN gs_val gs_fn_soundex(gs_ctx *c, int argc, const gs_val *argv){
  /* The codes of 'A'..'Z' (and 'a'..'z'): 0 for A E H I O U W Y. */
  const char *codes = "01230120022455012623010202";
  gs_str s, own, out;
  unsigned char *d;
  int64_t i, n;
  int j, code, prev;
  (void)argc;
  /* Four bytes, even '?000', are more than a length limit below 4. */
  if( c->max_len<4 ){ gs_error_toobig(c); return gs_null(); }
  if( argv[0].type==GS_NULL ) return gs_text(gs_view((const unsigned char*)"?000", 4));
  if( !gs_text_arg(c, argv[0], &s, &own) ) return gs_null();
  n = gs_text_nul_len(s);
  for(i=0; i<n && !((s.z[i]|0x20)>='a' && (s.z[i]|0x20)<='z'); i++){}
  if( i==n ){
    gs_decref(c, own);
    return gs_text(gs_view((const unsigned char*)"?000", 4));
  }
  out = gs_alloc(c, 4);
  if( out.z==0 ){ gs_decref(c, own); return gs_null(); }
  d = gs_mut(out);
  d[0] = gs_text_ascii_upper(s.z[i]);
  prev = codes[(s.z[i]|0x20) - 'a'] - '0';
  for(j=1; j<4 && i<n; i++){
    int ch = s.z[i] & 0x7f;
    code = ((ch|0x20)>='a' && (ch|0x20)<='z') ? codes[(ch|0x20) - 'a'] - '0' : 0;
    if( code>0 ){
      if( code!=prev ){ prev = code; d[j++] = (unsigned char)('0' + code); }
    }else{
      prev = 0;
    }
  }
  while( j<4 ) d[j++] = '0';
  gs_decref(c, own);
  return gs_text(out);
}

#endif /* GS_FUZZY_H */
