/*
** gs_unicode.h - characters as the tier-2 functions see them: decoding
** UTF-8 into code points, Unicode properties and full case mapping, over the
** generated tables of gs_unicode_tables.h (tools/gen_unicode.py).
**
** Used by gs_tier2.h, on the host (CPU engine) and under NVRTC alike: the
** same tables answer on both.  What the tables hold is what CPython's
** str methods use, so that unicode_upper(s) is Python's s.upper(),
** isalpha(s) is s.isalpha(), and so on.
**
** Characters.  A string is split into characters as SQLite's length() splits
** it (gs_text_utf8_skip: a byte >= 0xc0 takes the continuation bytes after
** it, any other byte stands alone), so that tier-2 positions and lengths
** agree with length() and substr().  A character whose bytes are one
** well-formed UTF-8 sequence (shortest form, no surrogate, at most U+10FFFF)
** has its code point; any other (a stray continuation byte, a truncated or
** overlong sequence, a lead byte with too many continuation bytes) is
** GS_UC_INVALID: it belongs to no class and maps to itself, byte for byte.
*/
#ifndef GS_UNICODE_H
#define GS_UNICODE_H

#include "gs_core.h"
#include "gs_unicode_tables.h"

#define GS_UC_INVALID 0xffffffffu

/* The character at z[i] (i < n): sets *pcp to its code point or
** GS_UC_INVALID, returns the index after it (always > i, never > n). */
GS_FN int64_t gs_uc_next(const unsigned char *z, int64_t n, int64_t i, uint32_t *pcp){
  uint32_t lead = z[i++], cp, min;
  int need, k = 0;
  if( lead<0x80 ){ *pcp = lead; return i; }
  if( lead<0xc0 ){ *pcp = GS_UC_INVALID; return i; }
  if( lead<0xe0 ){ need = 1; cp = lead & 0x1f; min = 0x80; }
  else if( lead<0xf0 ){ need = 2; cp = lead & 0x0f; min = 0x800; }
  else{ need = 3; cp = lead & 0x07; min = 0x10000; }
  while( i<n && (z[i]&0xc0)==0x80 ){
    if( k<need ) cp = (cp<<6) | (uint32_t)(z[i] & 0x3f);
    k++; i++;
  }
  if( k!=need || lead>=0xf8 || cp<min || cp>0x10ffff || (cp>=0xd800 && cp<=0xdfff) ){
    cp = GS_UC_INVALID;
  }
  *pcp = cp;
  return i;
}

/* UTF-8 bytes of code point cp (valid, at most U+10FFFF). */
GS_FN int gs_uc_len(uint32_t cp){
  return cp<0x80 ? 1 : cp<0x800 ? 2 : cp<0x10000 ? 3 : 4;
}

/* Write cp as UTF-8 at d; returns the bytes written. */
GS_FN int gs_uc_put(unsigned char *d, uint32_t cp){
  if( cp<0x80 ){ d[0] = (unsigned char)cp; return 1; }
  if( cp<0x800 ){
    d[0] = (unsigned char)(0xc0 | (cp>>6));
    d[1] = (unsigned char)(0x80 | (cp & 0x3f));
    return 2;
  }
  if( cp<0x10000 ){
    d[0] = (unsigned char)(0xe0 | (cp>>12));
    d[1] = (unsigned char)(0x80 | ((cp>>6) & 0x3f));
    d[2] = (unsigned char)(0x80 | (cp & 0x3f));
    return 3;
  }
  d[0] = (unsigned char)(0xf0 | (cp>>18));
  d[1] = (unsigned char)(0x80 | ((cp>>12) & 0x3f));
  d[2] = (unsigned char)(0x80 | ((cp>>6) & 0x3f));
  d[3] = (unsigned char)(0x80 | (cp & 0x3f));
  return 4;
}

/* Where to look for the last run of a table (n runs, page[] its BMP page
** index) that starts at or before cp: runs [*plo, *phi). */
GS_FN void gs_uc_range(const unsigned short *page, int n, uint32_t cp, int *plo, int *phi){
  if( cp<0x10000 ){
    *plo = page[cp>>8];
    *phi = page[(cp>>8) + 1] + 1;
  }else{
    *plo = page[256];
    *phi = n;
  }
}

/* The GS_UC_* flags of cp; 0 for GS_UC_INVALID.  Binary search in the
** property runs: the last run that starts at or before cp. */
GS_FN uint32_t gs_uc_flags(uint32_t cp){
  uint32_t key, e;
  int lo, hi;
  if( cp<0x80 ) return gs_uc_prop_flags[gs_uc_prop_ascii[cp]];
  if( cp>0x10ffff ) return 0;
  gs_uc_range(gs_uc_props_page, GS_UC_NPROPS, cp, &lo, &hi);
  key = (cp + 1) << 10;
  while( hi - lo>1 ){
    int mid = (lo + hi) / 2;
    if( gs_uc_props[mid]<key ) lo = mid; else hi = mid;
  }
  e = gs_uc_props[lo];
  return gs_uc_prop_flags[((cp - (e>>10)) & 1) ? (e & 31) : ((e>>5) & 31)];
}

/* Look cp up in a case table of n runs (gs_unicode_tables.h) with page
** index page; on a hit write the mapping to out[] and return its length
** (1 to 3), else 0. */
GS_FN int gs_uc_case_lookup(const uint32_t *tab, const unsigned short *page, int n,
                            uint32_t cp, uint32_t *out){
  uint32_t key = (cp + 1) << 11, k, v, off;
  int lo, hi, i;
  gs_uc_range(page, n, cp, &lo, &hi);
  if( tab[2*lo]>=key ) return 0;
  while( hi - lo>1 ){
    int mid = (lo + hi) / 2;
    if( tab[2*mid]<key ) lo = mid; else hi = mid;
  }
  k = tab[2*lo];
  v = tab[2*lo + 1];
  off = cp - (k>>11);
  if( off>((k>>1) & 0x3ff) || (off & k & 1)!=0 ) return 0;
  if( (v & 0xc0000000u)==0x40000000u ){
    int cnt = (int)(v & 3);
    for(i=0; i<cnt; i++) out[i] = gs_uc_special[((v & 0x3fffffffu)>>2) + (uint32_t)i];
    return cnt;
  }
  out[0] = cp + v;    /* the delta, modulo 2^32 */
  return 1;
}

#define GS_UC_MAP_UPPER 0
#define GS_UC_MAP_LOWER 1
#define GS_UC_MAP_TITLE 2

/* The full case mapping of valid code point cp (SpecialCasing's
** unconditional rows, else UnicodeData's simple mapping): written to
** out[0..3), returns how many code points.  Final sigma is the caller's. */
GS_FN int gs_uc_map(uint32_t cp, int kind, uint32_t *out){
  int n;
  if( cp<0x80 ){
    if( kind==GS_UC_MAP_LOWER ) out[0] = cp>='A' && cp<='Z' ? cp + 32 : cp;
    else out[0] = cp>='a' && cp<='z' ? cp - 32 : cp;
    return 1;
  }
  switch( kind ){
    case GS_UC_MAP_LOWER:
      n = gs_uc_case_lookup(gs_uc_lower, gs_uc_lower_page, GS_UC_NLOWER, cp, out);
      break;
    case GS_UC_MAP_TITLE:
      /* The title table lists only where title case is not upper case. */
      n = gs_uc_case_lookup(gs_uc_title, gs_uc_title_page, GS_UC_NTITLE, cp, out);
      if( n==0 ) n = gs_uc_case_lookup(gs_uc_upper, gs_uc_upper_page, GS_UC_NUPPER, cp, out);
      break;
    default:
      n = gs_uc_case_lookup(gs_uc_upper, gs_uc_upper_page, GS_UC_NUPPER, cp, out);
      break;
  }
  if( n==0 ){ out[0] = cp; n = 1; }
  return n;
}

#endif /* GS_UNICODE_H */
