/*
** gs_tier2.h - the tier-2 string functions of the gpustr runtime: what
** Python's str methods and cuDF's string columns offer beyond SQLite.
**
**   startswith(s,p)  endswith(s,p)  contains(s,p)  count(s,p)
**   find(s,p[,start])  rfind(s,p[,start])  repeat(s,n)  reverse(s)
**   lpad(s,n[,fill])  rpad(s,n[,fill])  zfill(s,n)  split_part(s,sep,n)
**   title(s)  capitalize(s)  swapcase(s)  unicode_upper(s)  unicode_lower(s)
**   isalpha isdigit isalnum isspace isupper islower istitle isdecimal (s)
**   concat(x,...)  concat_ws(sep,x,...)  octet_length(x)
**
** (levenshtein and the other similarity functions: gs_fuzzy.h.)
**
** `SELECT gpu_udf_row('title(s) || repeat(''!'', 3)', 'hello world')` is
** 'Hello World!!!'.  Like gs_text.h, this header is compiled by the host
** compiler into the CPU engine and by NVRTC into kernels, every function is
**
**     gs_val gs_fn_NAME(gs_ctx *c, int argc, const gs_val *argv)
**
** with borrowed arguments and a result that carries its own reference, and
** results that are a piece of an argument share its owner.  The functions
** and their edge cases are documented for users in docs/language.md ("Tier-2
** functions"), whose examples test/tier2.test runs.  In short:
**
** - A NULL argument gives NULL (concat and concat_ws excepted: SQLite 3.44's
**   rules, NULLs skipped).  Numbers are read as their text, as SQLite's
**   functions read them (gs_text_arg); BLOBs as their bytes.  Results are
**   TEXT, or INTEGER for the predicates, positions and counts.
** - Positions and lengths count characters as length() and substr() do
**   (gs_unicode.h), 1-based; searches compare bytes, at character starts;
**   every byte counts (an embedded NUL is a character like any other).
** - Where Python has the method, the result is Python's: s.startswith(p),
**   s.count(p), s.find(p) + 1, s.zfill(n), s.title(), s.upper(), s.isalpha()
**   and the rest, with Unicode 15's tables; invalid UTF-8 stays as it is and
**   is in no character class.  lpad, rpad and split_part are PostgreSQL's.
** - A result longer than the connection's length limit is SQLite's
**   "string or blob too big", found before anything is allocated.
**
** The bigger bodies are GS_FN_CALL (gs_num.h): called, not inlined, on the
** device, so that a kernel calling them in several places stays small.
*/
#ifndef GS_TIER2_H
#define GS_TIER2_H

#include "gs_core.h"
#include "gs_num.h"
#include "gs_text.h"
#include "gs_unicode.h"

/* ---- helpers ----------------------------------------------------------- */

/* The text of argv[0..k) (gs_text_arg) into s[], the owned conversions into
** own[]; 0 with nothing held on failure. */
GS_FN int gs_t2_texts(gs_ctx *c, const gs_val *argv, int k, gs_str *s, gs_str *own){
  int i;
  for(i=0; i<k; i++){
    if( !gs_text_arg(c, argv[i], &s[i], &own[i]) ){
      while( i>0 ){ i--; gs_decref(c, own[i]); }
      return 0;
    }
  }
  return 1;
}
GS_FN void gs_t2_release(gs_ctx *c, gs_str *own, int k){
  int i;
  for(i=0; i<k; i++) gs_decref(c, own[i]);
}

/* Is any of the first k arguments NULL? */
GS_FN int gs_t2_anynull(const gs_val *argv, int k){
  int i;
  for(i=0; i<k; i++){ if( argv[i].type==GS_NULL ) return 1; }
  return 0;
}

/* Does p occur in s at byte i (i <= s.n)? */
GS_FN int gs_t2_match_at(gs_str s, int64_t i, gs_str p){
  return p.n<=s.n - i && (p.n==0 || (s.z[i]==p.z[0] && gs_memcmp(s.z + i, p.z, p.n)==0));
}

/* Is byte k (< n) of z the start of a character, as length() splits them?
** Only a continuation byte that a lead byte >= 0xc0 swallows is not. */
GS_FN int gs_t2_char_start(const unsigned char *z, int64_t k){
  int64_t j = k;
  if( (z[k] & 0xc0)!=0x80 ) return 1;
  while( j>0 && (z[j-1] & 0xc0)==0x80 ) j--;
  return j==0 || z[j-1]<0xc0;
}

/* Byte offset of character position pos (1-based, >= 1) of s, or -1 when
** s has fewer than pos - 1 characters (pos - 1 == characters is s.n). */
GS_FN int64_t gs_t2_char_offset(gs_str s, int64_t pos){
  int64_t i = 0;
  while( pos>1 && i<s.n ){ i = gs_text_utf8_skip(s.z, s.n, i); pos--; }
  return pos>1 ? -1 : i;
}

/* The TEXT result s shared, under the length limit. */
GS_FN gs_val gs_t2_share(gs_ctx *c, gs_str s){
  return gs_text_result_slice(c, s, 0, s.n);
}

/* ---- startswith, endswith, contains, count --------------------------- */

/* which: 0 startswith, 1 endswith, 2 contains, 3 count. */
GS_FN gs_val gs_t2_search(gs_ctx *c, const gs_val *argv, int which){
  gs_str s[2], own[2];
  int64_t r = 0, i;
  if( gs_t2_anynull(argv, 2) ) return gs_null();
  if( !gs_t2_texts(c, argv, 2, s, own) ) return gs_null();
  switch( which ){
    case 0:
      r = gs_t2_match_at(s[0], 0, s[1]);
      break;
    case 1:
      i = s[0].n - s[1].n;
      r = i>=0 && gs_t2_match_at(s[0], i, s[1]) && (i==s[0].n || gs_t2_char_start(s[0].z, i));
      break;
    default:
      /* Non-overlapping, left to right, at character starts; the empty
      ** string occurs before each character and at the end (Python). */
      for(i=0; ; ){
        if( gs_t2_match_at(s[0], i, s[1]) ){
          r++;
          if( which==2 ) break;
          if( s[1].n>0 ){ i += s[1].n; continue; }
        }
        if( i>=s[0].n ) break;
        i = gs_text_utf8_skip(s[0].z, s[0].n, i);
      }
      break;
  }
  gs_t2_release(c, own, 2);
  return gs_int(r);
}
GS_FN gs_val gs_fn_startswith(gs_ctx *c, int argc, const gs_val *argv){
  (void)argc; return gs_t2_search(c, argv, 0);
}
GS_FN gs_val gs_fn_endswith(gs_ctx *c, int argc, const gs_val *argv){
  (void)argc; return gs_t2_search(c, argv, 1);
}
GS_FN gs_val gs_fn_contains(gs_ctx *c, int argc, const gs_val *argv){
  (void)argc; return gs_t2_search(c, argv, 2);
}
GS_FN gs_val gs_fn_count(gs_ctx *c, int argc, const gs_val *argv){
  (void)argc; return gs_t2_search(c, argv, 3);
}

/* ---- find, rfind --------------------------------------------------------- */

/* find(s, p [, start]): 1 + characters before the first occurrence of p at
** or after character position start, 0 if none: Python's s.find(p, start-1)
** + 1.  start defaults to 1; 0 is taken as 1; a negative start counts from
** the end (-1 is the last character), and one before the first character is
** 1.  rfind is the same with the last occurrence (s.rfind(p, start-1) + 1). */
GS_FN gs_val gs_t2_find(gs_ctx *c, int argc, const gs_val *argv, int last){
  gs_str s[2], own[2];
  int64_t start = 1, pos, i, found = 0;
  if( gs_t2_anynull(argv, argc) ) return gs_null();
  if( argc==3 ) start = gs_val_to_int(argv[2]);
  if( !gs_t2_texts(c, argv, 2, s, own) ) return gs_null();
  if( start<0 ){
    int64_t nchar = gs_text_nchars(s[0].z, s[0].n);
    start = start < -nchar ? 1 : nchar + start + 1;
  }
  if( start<1 ) start = 1;
  i = gs_t2_char_offset(s[0], start);
  for(pos=start; i>=0; pos++){
    if( gs_t2_match_at(s[0], i, s[1]) ){
      found = pos;
      if( !last ) break;
    }
    if( i>=s[0].n ) break;
    i = gs_text_utf8_skip(s[0].z, s[0].n, i);
  }
  gs_t2_release(c, own, 2);
  return gs_int(found);
}
GS_FN gs_val gs_fn_find(gs_ctx *c, int argc, const gs_val *argv){
  return gs_t2_find(c, argc, argv, 0);
}
GS_FN gs_val gs_fn_rfind(gs_ctx *c, int argc, const gs_val *argv){
  return gs_t2_find(c, argc, argv, 1);
}

/* ---- repeat, reverse ------------------------------------------------- */

/* repeat(s, n): s n times; '' for n <= 0 (Python's s * n). */
GS_FN gs_val gs_fn_repeat(gs_ctx *c, int argc, const gs_val *argv){
  gs_str s, own, out;
  int64_t n, i;
  gs_val r;
  (void)argc;
  if( gs_t2_anynull(argv, 2) ) return gs_null();
  n = gs_val_to_int(argv[1]);
  if( !gs_text_arg(c, argv[0], &s, &own) ) return gs_null();
  if( n<=0 || s.n==0 ){
    r = gs_text_empty();
  }else if( n==1 ){
    r = gs_t2_share(c, s);
  }else if( n>c->max_len / s.n ){
    gs_error_toobig(c);
    r = gs_null();
  }else{
    out = gs_alloc(c, s.n * n);
    r = gs_null();
    if( out.z ){
      for(i=0; i<n; i++){
        gs_memcpy(gs_mut(out) + i*s.n, s.z, s.n);
        if( (i & 1023)==0 && gs_stopped(c, 1024*(s.n + 8)) ) break;
      }
      if( i<n ) gs_decref(c, out);
      else r = gs_text(out);
    }
  }
  gs_decref(c, own);
  return r;
}

/* reverse(s): the characters of s in reverse order (the bytes of each kept
** in order, invalid ones as length() splits them). */
GS_FN gs_val gs_fn_reverse(gs_ctx *c, int argc, const gs_val *argv){
  gs_str s, own, out;
  int64_t i, next;
  gs_val r;
  (void)argc;
  if( argv[0].type==GS_NULL ) return gs_null();
  if( !gs_text_arg(c, argv[0], &s, &own) ) return gs_null();
  if( s.n==0 || gs_text_utf8_skip(s.z, s.n, 0)==s.n ){
    r = gs_t2_share(c, s);      /* one character or none */
  }else{
    out = gs_alloc(c, s.n);
    r = gs_null();
    if( out.z ){
      for(i=0; i<s.n; i=next){
        next = gs_text_utf8_skip(s.z, s.n, i);
        gs_memcpy(gs_mut(out) + s.n - next, s.z + i, next - i);
      }
      r = gs_text(out);
    }
  }
  gs_decref(c, own);
  return r;
}

/* ---- lpad, rpad, zfill ----------------------------------------------- */

/* lpad(s, n [, fill]) and rpad, as PostgreSQL's: s cut or padded to n
** characters.  Longer than n: its first n characters (either function).
** Shorter: fill (default ' ') repeated, cut to the characters missing, on
** the left (lpad) or the right (rpad).  n <= 0 gives ''; an empty fill
** leaves s as it is. */
GS_FN_CALL gs_val gs_t2_pad(gs_ctx *c, int argc, const gs_val *argv, int left);
#ifndef GS_SPLIT_KERNEL
GS_FN_CALL gs_val gs_t2_pad(gs_ctx *c, int argc, const gs_val *argv, int left){
  gs_str s[3], own[3], out;
  int64_t n, nchar, cut, missing, nfill, whole, rest_bytes, room, i;
  unsigned char *d;
  gs_val r;
  if( gs_t2_anynull(argv, argc) ) return gs_null();
  n = gs_val_to_int(argv[1]);
  if( !gs_t2_texts(c, argv, 1, s, own) ) return gs_null();
  if( argc==3 ){
    if( !gs_text_arg(c, argv[2], &s[2], &own[2]) ){ gs_decref(c, own[0]); return gs_null(); }
  }else{
    s[2] = gs_view((const unsigned char*)" ", 1);
    own[2] = gs_view(0, 0);
  }
  own[1] = gs_view(0, 0);
  r = gs_null();
  if( n<=0 ){
    r = gs_text_empty();
    goto done;
  }
  /* (A string has no more characters than bytes.) */
  cut = n<=s[0].n ? gs_t2_char_offset(s[0], n + 1) : -1;
  if( cut>=0 ){                          /* at least n characters */
    r = gs_text_result_slice(c, s[0], 0, cut);
    goto done;
  }
  if( s[2].n==0 ){
    r = gs_t2_share(c, s[0]);
    goto done;
  }
  nchar = gs_text_nchars(s[0].z, s[0].n);
  missing = n - nchar;
  nfill = gs_text_nchars(s[2].z, s[2].n);
  whole = missing / nfill;               /* whole copies of fill */
  rest_bytes = gs_t2_char_offset(s[2], missing % nfill + 1);
  room = c->max_len - s[0].n - rest_bytes;
  if( room<0 || whole>room / s[2].n ){
    gs_error_toobig(c);
    goto done;
  }
  out = gs_alloc(c, s[0].n + whole * s[2].n + rest_bytes);
  if( out.z==0 ) goto done;
  d = gs_mut(out);
  if( !left ){ gs_memcpy(d, s[0].z, s[0].n); d += s[0].n; }
  for(i=0; i<whole; i++){ gs_memcpy(d, s[2].z, s[2].n); d += s[2].n; }
  gs_memcpy(d, s[2].z, rest_bytes);
  d += rest_bytes;
  if( left ) gs_memcpy(d, s[0].z, s[0].n);
  r = gs_text(out);
done:
  gs_t2_release(c, own, 3);
  return r;
}
#endif
GS_FN gs_val gs_fn_lpad(gs_ctx *c, int argc, const gs_val *argv){
  return gs_t2_pad(c, argc, argv, 1);
}
GS_FN gs_val gs_fn_rpad(gs_ctx *c, int argc, const gs_val *argv){
  return gs_t2_pad(c, argc, argv, 0);
}

/* zfill(s, n): Python's s.zfill(n): '0's on the left up to n characters,
** after a leading '+' or '-'; s itself when it has n characters or more. */
GS_FN gs_val gs_fn_zfill(gs_ctx *c, int argc, const gs_val *argv){
  gs_str s, own, out;
  int64_t n, nchar, missing, sign, i;
  unsigned char *d;
  gs_val r;
  (void)argc;
  if( gs_t2_anynull(argv, 2) ) return gs_null();
  n = gs_val_to_int(argv[1]);
  if( !gs_text_arg(c, argv[0], &s, &own) ) return gs_null();
  nchar = gs_text_nchars(s.z, s.n);
  missing = n<=nchar ? 0 : n - nchar;
  if( missing==0 ){
    r = gs_t2_share(c, s);
  }else if( missing>c->max_len - s.n ){
    gs_error_toobig(c);
    r = gs_null();
  }else{
    out = gs_alloc(c, s.n + missing);
    r = gs_null();
    if( out.z ){
      d = gs_mut(out);
      sign = s.n>0 && (s.z[0]=='+' || s.z[0]=='-');
      if( sign ) d[0] = s.z[0];
      for(i=0; i<missing; i++) d[sign + i] = '0';
      gs_memcpy(d + sign + missing, s.z + sign, s.n - sign);
      r = gs_text(out);
    }
  }
  gs_decref(c, own);
  return r;
}

/* ---- split_part ------------------------------------------------------ */

/* split_part(s, sep, n), as PostgreSQL's: the n-th field of s split at each
** sep (left to right, not overlapping), 1-based; a negative n counts from
** the last field (-1); '' when there is no such field.  An empty sep makes
** s one field; an empty s has no fields.  n = 0 is an error. */
GS_FN_CALL gs_val gs_fn_split_part(gs_ctx *c, int argc, const gs_val *argv);
#ifndef GS_SPLIT_KERNEL
GS_FN_CALL gs_val gs_fn_split_part(gs_ctx *c, int argc, const gs_val *argv){
  gs_str s[2], own[2];
  int64_t n, i, start, end, fields, k;
  gs_val r;
  (void)argc;
  if( gs_t2_anynull(argv, 3) ) return gs_null();
  n = gs_val_to_int(argv[2]);
  if( n==0 ){
    gs_error(c, "field position must not be zero");
    return gs_null();
  }
  if( !gs_t2_texts(c, argv, 2, s, own) ) return gs_null();
  r = gs_text_empty();
  if( s[0].n==0 ) goto done;
  if( s[1].n==0 ){
    if( n==1 || n==-1 ) r = gs_t2_share(c, s[0]);
    goto done;
  }
  if( n<0 ){
    fields = 1;
    for(i=0; i<s[0].n; ){
      if( gs_t2_match_at(s[0], i, s[1]) ){ fields++; i += s[1].n; }
      else i = gs_text_utf8_skip(s[0].z, s[0].n, i);
    }
    n += fields + 1;
    if( n<1 ) goto done;
  }
  /* Field k runs from start to the next sep (or the end). */
  start = 0; k = 1;
  for(i=0; ; ){
    if( i>=s[0].n || gs_t2_match_at(s[0], i, s[1]) ){
      end = i<s[0].n ? i : s[0].n;
      if( k==n ){ r = gs_text_result_slice(c, s[0], start, end - start); break; }
      if( i>=s[0].n ) break;
      k++;
      i += s[1].n;
      start = i;
      continue;
    }
    i = gs_text_utf8_skip(s[0].z, s[0].n, i);
  }
done:
  gs_t2_release(c, own, 2);
  return r;
}
#endif

/* ---- case mapping: unicode_upper, unicode_lower, title, capitalize,
** swapcase ------------------------------------------------------------- */

#define GS_T2_UPPER      0
#define GS_T2_LOWER      1
#define GS_T2_TITLE      2
#define GS_T2_CAPITALIZE 3
#define GS_T2_SWAPCASE   4

/* Python lowers U+03A3 (capital sigma) to U+03C2 (final sigma) when a cased
** character comes before it and none after it, skipping case-ignorable
** characters both ways (SpecialCasing's Final_Sigma).  prev_cased says
** whether the nearest character before i that is not case-ignorable is
** cased; the look ahead starts at next. */
GS_FN uint32_t gs_uc_lower_sigma(const unsigned char *z, int64_t n, int64_t next, int prev_cased){
  uint32_t cp, f;
  if( !prev_cased ) return 0x3c3;
  while( next<n ){
    next = gs_uc_next(z, n, next, &cp);
    f = gs_uc_flags(cp);
    if( (f & GS_UC_CASEIGN)==0 ) return (f & GS_UC_CASED) ? 0x3c3 : 0x3c2;
  }
  return 0x3c2;
}

/* One pass of a case mapping over s: writes to d unless d is 0, returns
** the bytes of the result; *pchanged says whether it differs from s.
** need_flags: whether the characters' properties matter (title and
** swapcase, and wherever a capital sigma may need its context); upper
** case needs none. */
GS_FN_CALL int64_t gs_t2_case_pass(gs_str s, int mode, int need_flags, unsigned char *d,
                                   int *pchanged);
#ifndef GS_SPLIT_KERNEL
GS_FN_CALL int64_t gs_t2_case_pass(gs_str s, int mode, int need_flags, unsigned char *d,
                                   int *pchanged){
  int64_t i = 0, next, nout = 0;
  int prev_cased = 0;       /* Python's previous_is_cased (title) */
  int sigma_cased = 0;      /* for gs_uc_lower_sigma */
  int k, cnt, kind;
  uint32_t cp, f, m[3];
  *pchanged = 0;
  while( i<s.n ){
    next = gs_uc_next(s.z, s.n, i, &cp);
    if( cp==GS_UC_INVALID ){
      if( d ) gs_memcpy(d + nout, s.z + i, next - i);
      nout += next - i;
      prev_cased = sigma_cased = 0;
      i = next;
      continue;
    }
    f = need_flags ? gs_uc_flags(cp) : 0;
    switch( mode ){
      case GS_T2_UPPER: kind = GS_UC_MAP_UPPER; break;
      case GS_T2_LOWER: kind = GS_UC_MAP_LOWER; break;
      case GS_T2_TITLE: kind = prev_cased ? GS_UC_MAP_LOWER : GS_UC_MAP_TITLE; break;
      case GS_T2_CAPITALIZE: kind = i==0 ? GS_UC_MAP_TITLE : GS_UC_MAP_LOWER; break;
      default:
        kind = (f & GS_UC_UPPER) ? GS_UC_MAP_LOWER : (f & GS_UC_LOWER) ? GS_UC_MAP_UPPER : -1;
        break;
    }
    if( kind<0 ){
      m[0] = cp; cnt = 1;
    }else if( kind==GS_UC_MAP_LOWER && cp==0x3a3 ){
      m[0] = gs_uc_lower_sigma(s.z, s.n, next, sigma_cased); cnt = 1;
    }else{
      cnt = gs_uc_map(cp, kind, m);
    }
    if( cnt!=1 || m[0]!=cp ) *pchanged = 1;
    for(k=0; k<cnt; k++){
      if( d ) nout += gs_uc_put(d + nout, m[k]);
      else nout += gs_uc_len(m[k]);
    }
    prev_cased = (f & GS_UC_CASED)!=0;
    if( (f & GS_UC_CASEIGN)==0 ) sigma_cased = prev_cased;
    i = next;
  }
  return nout;
}
#endif

/* unicode_upper and unicode_lower of ASCII text, the common case, at the
** speed of upper() and lower(): *pchanged as gs_t2_case_pass's; 0 if s is
** not all ASCII. */
GS_FN int gs_t2_case_ascii(gs_str s, int mode, int *pchanged){
  int64_t i;
  *pchanged = 0;
  for(i=0; i<s.n; i++){
    unsigned char ch = s.z[i];
    if( ch>=0x80 ) return 0;
    if( (mode==GS_T2_UPPER ? gs_text_ascii_upper(ch) : gs_text_ascii_lower(ch))!=ch ) *pchanged = 1;
  }
  return 1;
}

GS_FN_CALL gs_val gs_t2_case(gs_ctx *c, gs_val x, int mode);
#ifndef GS_SPLIT_KERNEL
GS_FN_CALL gs_val gs_t2_case(gs_ctx *c, gs_val x, int mode){
  gs_str s, own, out;
  int64_t i, n;
  int changed, ascii = 0, need_flags = 0;
  gs_val r;
  if( x.type==GS_NULL ) return gs_null();
  if( !gs_text_arg(c, x, &s, &own) ) return gs_null();
  if( mode<=GS_T2_LOWER ) ascii = gs_t2_case_ascii(s, mode, &changed);
  if( !ascii ){
    need_flags = mode==GS_T2_TITLE || mode==GS_T2_SWAPCASE;
    for(i=0; !need_flags && mode!=GS_T2_UPPER && i+1<s.n; i++){
      need_flags = s.z[i]==0xce && s.z[i+1]==0xa3;      /* U+03A3 */
    }
    n = gs_t2_case_pass(s, mode, need_flags, 0, &changed);
  }else{
    n = s.n;
  }
  if( !changed ){
    r = gs_t2_share(c, s);
  }else if( n>c->max_len ){
    gs_error_toobig(c);
    r = gs_null();
  }else{
    out = gs_alloc(c, n);
    r = gs_null();
    if( out.z ){
      if( !ascii ){
        gs_t2_case_pass(s, mode, need_flags, gs_mut(out), &changed);
      }else{
        for(i=0; i<n; i++){
          gs_mut(out)[i] = mode==GS_T2_UPPER ? gs_text_ascii_upper(s.z[i]) : gs_text_ascii_lower(s.z[i]);
        }
      }
      r = gs_text(out);
    }
  }
  gs_decref(c, own);
  return r;
}
#endif
GS_FN gs_val gs_fn_unicode_upper(gs_ctx *c, int argc, const gs_val *argv){
  (void)argc; return gs_t2_case(c, argv[0], GS_T2_UPPER);
}
GS_FN gs_val gs_fn_unicode_lower(gs_ctx *c, int argc, const gs_val *argv){
  (void)argc; return gs_t2_case(c, argv[0], GS_T2_LOWER);
}
GS_FN gs_val gs_fn_title(gs_ctx *c, int argc, const gs_val *argv){
  (void)argc; return gs_t2_case(c, argv[0], GS_T2_TITLE);
}
GS_FN gs_val gs_fn_capitalize(gs_ctx *c, int argc, const gs_val *argv){
  (void)argc; return gs_t2_case(c, argv[0], GS_T2_CAPITALIZE);
}
GS_FN gs_val gs_fn_swapcase(gs_ctx *c, int argc, const gs_val *argv){
  (void)argc; return gs_t2_case(c, argv[0], GS_T2_SWAPCASE);
}

/* ---- the is* family -------------------------------------------------- */

#define GS_T2_IS_ALL    0   /* every character has the flags, and one at least */
#define GS_T2_IS_LOWER  1
#define GS_T2_IS_UPPER  2
#define GS_T2_IS_TITLE  3

/* Python's str.isalpha() and friends: 0 for ''.  islower: no upper or
** title case character and one lower case at least (isupper the other
** way); istitle: upper and title case characters only after uncased ones,
** lower case only after cased ones, and one cased at least. */
GS_FN gs_val gs_t2_is(gs_ctx *c, gs_val x, int how, uint32_t want){
  gs_str s, own;
  int64_t i = 0;
  int ok = 1, seen = 0, prev_cased = 0;
  uint32_t cp, f;
  if( x.type==GS_NULL ) return gs_null();
  if( !gs_text_arg(c, x, &s, &own) ) return gs_null();
  while( ok && i<s.n ){
    i = gs_uc_next(s.z, s.n, i, &cp);
    f = gs_uc_flags(cp);
    switch( how ){
      case GS_T2_IS_ALL:
        ok = (f & want)!=0;
        seen = 1;
        break;
      case GS_T2_IS_LOWER:
      case GS_T2_IS_UPPER: {
        uint32_t yes = how==GS_T2_IS_LOWER ? GS_UC_LOWER : GS_UC_UPPER;
        if( f & ((GS_UC_LOWER|GS_UC_UPPER|GS_UC_TITLE) & ~yes) ) ok = 0;
        else if( f & yes ) seen = 1;
        break;
      }
      default:
        if( f & (GS_UC_UPPER|GS_UC_TITLE) ){
          if( prev_cased ) ok = 0;
          prev_cased = seen = 1;
        }else if( f & GS_UC_LOWER ){
          if( !prev_cased ) ok = 0;
          prev_cased = seen = 1;
        }else{
          prev_cased = 0;
        }
        break;
    }
  }
  gs_decref(c, own);
  return gs_int(ok && seen);
}
GS_FN gs_val gs_fn_isalpha(gs_ctx *c, int argc, const gs_val *argv){
  (void)argc; return gs_t2_is(c, argv[0], GS_T2_IS_ALL, GS_UC_ALPHA);
}
GS_FN gs_val gs_fn_isdigit(gs_ctx *c, int argc, const gs_val *argv){
  (void)argc; return gs_t2_is(c, argv[0], GS_T2_IS_ALL, GS_UC_DIGIT);
}
GS_FN gs_val gs_fn_isdecimal(gs_ctx *c, int argc, const gs_val *argv){
  (void)argc; return gs_t2_is(c, argv[0], GS_T2_IS_ALL, GS_UC_DECIMAL);
}
GS_FN gs_val gs_fn_isalnum(gs_ctx *c, int argc, const gs_val *argv){
  (void)argc; return gs_t2_is(c, argv[0], GS_T2_IS_ALL, GS_UC_ALNUM);
}
GS_FN gs_val gs_fn_isspace(gs_ctx *c, int argc, const gs_val *argv){
  (void)argc; return gs_t2_is(c, argv[0], GS_T2_IS_ALL, GS_UC_SPACE);
}
GS_FN gs_val gs_fn_islower(gs_ctx *c, int argc, const gs_val *argv){
  (void)argc; return gs_t2_is(c, argv[0], GS_T2_IS_LOWER, 0);
}
GS_FN gs_val gs_fn_isupper(gs_ctx *c, int argc, const gs_val *argv){
  (void)argc; return gs_t2_is(c, argv[0], GS_T2_IS_UPPER, 0);
}
GS_FN gs_val gs_fn_istitle(gs_ctx *c, int argc, const gs_val *argv){
  (void)argc; return gs_t2_is(c, argv[0], GS_T2_IS_TITLE, 0);
}

/* ---- concat, concat_ws, octet_length --------------------------------- */

/* concat(x, ...) and concat_ws(sep, x, ...), as SQLite 3.44.1 and later:
** the text of every non-NULL x, with sep between two of them; '' when all
** are NULL; concat_ws is NULL when sep is.  (3.44.0 also skipped empty
** strings in concat_ws; 3.44.1 made them count, as MySQL and PostgreSQL do.) */
GS_FN_CALL gs_val gs_t2_concat(gs_ctx *c, int argc, const gs_val *argv, gs_str sep);
#ifndef GS_SPLIT_KERNEL
GS_FN_CALL gs_val gs_t2_concat(gs_ctx *c, int argc, const gs_val *argv, gs_str sep){
  gs_str s, own, out;
  int64_t total = 0;
  int i, pieces = 0, last = -1;
  unsigned char *d;
  for(i=0; i<argc; i++){
    if( argv[i].type==GS_NULL ) continue;
    if( !gs_text_arg(c, argv[i], &s, &own) ) return gs_null();
    total += s.n + (pieces>0 ? sep.n : 0);
    gs_decref(c, own);
    pieces++;
    last = i;
    if( total>c->max_len ){ gs_error_toobig(c); return gs_null(); }
  }
  if( pieces==1 ){
    if( !gs_text_arg(c, argv[last], &s, &own) ) return gs_null();
    {
      gs_val r = gs_t2_share(c, s);
      gs_decref(c, own);
      return r;
    }
  }
  if( total==0 ) return gs_text_empty();
  out = gs_alloc(c, total);
  if( out.z==0 ) return gs_null();
  d = gs_mut(out);
  pieces = 0;
  for(i=0; i<argc; i++){
    if( argv[i].type==GS_NULL ) continue;
    if( !gs_text_arg(c, argv[i], &s, &own) ){ gs_decref(c, out); return gs_null(); }
    if( pieces++>0 ){ gs_memcpy(d, sep.z, sep.n); d += sep.n; }
    gs_memcpy(d, s.z, s.n);
    d += s.n;
    gs_decref(c, own);
  }
  return gs_text(out);
}
#endif
GS_FN gs_val gs_fn_concat(gs_ctx *c, int argc, const gs_val *argv){
  return gs_t2_concat(c, argc, argv, gs_view(0, 0));
}
GS_FN gs_val gs_fn_concat_ws(gs_ctx *c, int argc, const gs_val *argv){
  gs_str sep, own;
  gs_val r;
  if( argv[0].type==GS_NULL ) return gs_null();
  if( !gs_text_arg(c, argv[0], &sep, &own) ) return gs_null();
  r = gs_t2_concat(c, argc - 1, argv + 1, sep);
  gs_decref(c, own);
  return r;
}

/* octet_length(x): the bytes of x (of a number's text), every byte. */
GS_FN gs_val gs_fn_octet_length(gs_ctx *c, int argc, const gs_val *argv){
  gs_str s, own;
  int64_t n;
  (void)argc;
  if( argv[0].type==GS_NULL ) return gs_null();
  if( gs_is_str(argv[0]) ) return gs_int(argv[0].s.n);
  if( !gs_text_arg(c, argv[0], &s, &own) ) return gs_null();
  n = s.n;
  gs_decref(c, own);
  return gs_int(n);
}

#endif /* GS_TIER2_H */
