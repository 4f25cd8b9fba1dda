/*
** gs_text.h - SQLite's tier-1 string functions for the gpustr runtime, with
** SQLite 3.40's exact behaviour (Debian bookworm build: no ICU, and
** SQLITE_LIKE_DOESNT_MATCH_BLOBS, so LIKE and GLOB never match a BLOB).
**
**   length(x)  lower(x)  upper(x)  substr(x,p[,n])  replace(x,y,z)
**   trim(x[,set])  ltrim(..)  rtrim(..)  instr(x,y)  hex(x)  unicode(x)
**   char(...)  like(pattern,x[,esc])  glob(pattern,x)  and  x || y
**
** A UDF body such as `upper(s) || substr(s, 2)` compiles to calls of
** gs_fn_upper, gs_fn_substr and gs_op_concat, made by the CPU engine
** (ext/vm.c) and by the generated CUDA kernels alike: this header is compiled
** by the host C compiler and by NVRTC (see gs_core.h for the rules).  Every
** SQL-callable function is
**
**     gs_val gs_fn_NAME(gs_ctx *c, int argc, const gs_val *argv)
**
** with borrowed arguments; a TEXT or BLOB result carries one new reference.
** Results that keep the bytes of an argument (substr, trim, an upper() that
** changes nothing, ...) share the argument's owner instead of copying.
**
** What "SQLite's behaviour" means here, in the places people get wrong:
** - A number argument is first turned into its text form (gs_to_text, the
**   same text SQLite makes), so length(1.5) is 3 and hex(10) is '3130'.
** - Functions that walk characters (length, substr, unicode, LIKE, GLOB and
**   the character set of trim) stop at the first NUL byte, as SQLite's C
**   loops do; hex, replace, instr, trim's input, upper, lower and || see
**   every byte.  Characters are split the way SQLITE_SKIP_UTF8 splits them:
**   a byte >= 0xc0 swallows the continuation bytes after it, any other byte
**   is a character of its own.  Decoding (unicode, LIKE, GLOB) is SQLite's
**   lenient sqlite3Utf8Read.
** - substr's positions go through sqlite3_value_int(), which truncates to 32
**   bits: substr('abcdef', 9223372036854775807) is 'f'.
** - Errors are SQLite's: "string or blob too big" wherever SQLite would find
**   a result (or a scratch buffer SQLite allocates, such as upper()'s n+1
**   bytes) longer than the connection's length limit, "LIKE or GLOB pattern
**   too complex" (a pattern longer than the connection's LIKE limit,
**   ctx->like_max), "ESCAPE expression must be a single character".
**
** LIKE and GLOB: SQLite's patternCompare recurses once per wildcard, but a
** recursive call that reaches a wildcard decides the whole match, so only the
** latest wildcard is ever resumed; gs_text_pattern_compare keeps that one
** resume point and runs in constant stack, in the same O(pattern * string)
** time.
*/
#ifndef GS_TEXT_H
#define GS_TEXT_H

#include "gs_core.h"
#include "gs_num.h"

/* ---- bytes, characters and numbers ----------------------------------- */

/* The value bits of a UTF-8 lead byte 0xc0..0xff (SQLite's
** sqlite3Utf8Trans1): what sqlite3Utf8Read starts from. */
GS_DATA unsigned char gs_text_utf8_trans1[64] = {
  0x00, 0x01, 0x02, 0x03, 0x04, 0x05, 0x06, 0x07,
  0x08, 0x09, 0x0a, 0x0b, 0x0c, 0x0d, 0x0e, 0x0f,
  0x10, 0x11, 0x12, 0x13, 0x14, 0x15, 0x16, 0x17,
  0x18, 0x19, 0x1a, 0x1b, 0x1c, 0x1d, 0x1e, 0x1f,
  0x00, 0x01, 0x02, 0x03, 0x04, 0x05, 0x06, 0x07,
  0x08, 0x09, 0x0a, 0x0b, 0x0c, 0x0d, 0x0e, 0x0f,
  0x00, 0x01, 0x02, 0x03, 0x04, 0x05, 0x06, 0x07,
  0x00, 0x01, 0x02, 0x03, 0x00, 0x01, 0x00, 0x00,
};

GS_DATA char gs_text_hexdigits[16] = {
  '0', '1', '2', '3', '4', '5', '6', '7',
  '8', '9', 'A', 'B', 'C', 'D', 'E', 'F'
};

GS_FN unsigned char gs_text_ascii_lower(unsigned char ch){
  return ch>='A' && ch<='Z' ? (unsigned char)(ch + 32) : ch;
}
GS_FN unsigned char gs_text_ascii_upper(unsigned char ch){
  return ch>='a' && ch<='z' ? (unsigned char)(ch - 32) : ch;
}

/* Bytes before the first NUL: the string SQLite's NUL-terminated loops see. */
GS_FN int64_t gs_text_nul_len(gs_str s){
  int64_t i = 0;
  while( i<s.n && s.z[i]!=0 ) i++;
  return i;
}

/* The index after the character at z[i] (SQLITE_SKIP_UTF8): a lead byte
** >= 0xc0 takes the continuation bytes after it. */
GS_FN int64_t gs_text_utf8_skip(const unsigned char *z, int64_t n, int64_t i){
  if( z[i++]>=0xc0 ){
    while( i<n && (z[i]&0xc0)==0x80 ) i++;
  }
  return i;
}

/* Characters in z[0..n), n already cut at the first NUL. */
GS_FN int64_t gs_text_nchars(const unsigned char *z, int64_t n){
  int64_t i = 0, k = 0;
  while( i<n ){ i = gs_text_utf8_skip(z, n, i); k++; }
  return k;
}

/* Decode the character at z[*pi] as sqlite3Utf8Read does (overlong forms,
** surrogates and U+FFFE/U+FFFF become U+FFFD; a stray continuation byte is
** a character of its own value) and advance *pi.  The end of the string
** reads as 0 without advancing, like SQLite's terminator. */
GS_FN uint32_t gs_text_utf8_read(const unsigned char *z, int64_t n, int64_t *pi){
  int64_t i = *pi;
  uint32_t ch;
  if( i>=n ) return 0;
  ch = z[i++];
  if( ch>=0xc0 ){
    ch = gs_text_utf8_trans1[ch-0xc0];
    while( i<n && (z[i]&0xc0)==0x80 ){ ch = (ch<<6) + (uint32_t)(0x3f & z[i]); i++; }
    if( ch<0x80 || (ch&0xFFFFF800u)==0xD800 || (ch&0xFFFFFFFEu)==0xFFFE ) ch = 0xFFFD;
  }
  *pi = i;
  return ch;
}

/* sqlite3_value_int(): sqlite3_value_int64() (gs_val_to_int) truncated to
** 32 bits. */
GS_FN int64_t gs_text_value_int(gs_val v){
  uint32_t u = (uint32_t)(uint64_t)gs_val_to_int(v);
  return u>=0x80000000u ? (int64_t)u - (int64_t)4294967296LL : (int64_t)u;
}

/* The bytes sqlite3_value_text()/_blob() give for a non-NULL value: TEXT and
** BLOB lend their own bytes; a number is formatted, as SQLite formats it,
** into a new string held by *pown.  The caller releases *pown with
** gs_decref (nothing to do in the lent case).  0 on failure (ctx->rc set). */
GS_FN int gs_text_arg(gs_ctx *c, gs_val v, gs_str *ps, gs_str *pown){
  int64_t max_len = c->max_len;
  *pown = gs_view(0, 0);
  if( gs_is_str(v) ){ *ps = v.s; return 1; }
  /* SQLite formats a number without looking at the length limit
  ** (sqlite3VdbeMemStringify); only what a function makes of it is checked.
  ** The text of a number is a few dozen bytes at most. */
  c->max_len = GS_I64_MAX;
  *pown = gs_to_text(c, v);
  c->max_len = max_len;
  if( c->rc!=GS_OK ){
    gs_decref(c, *pown);
    *pown = gs_view(0, 0);
    return 0;
  }
  *ps = *pown;
  return 1;
}

/* The empty TEXT value, owning nothing. */
GS_FN gs_val gs_text_empty(void){
  return gs_text(gs_view((const unsigned char*)"", 0));
}

/* A TEXT result made of s[off..off+n), sharing s's owner; "too big" as
** sqlite3_result_text() says when n exceeds the length limit. */
GS_FN gs_val gs_text_result_slice(gs_ctx *c, gs_str s, int64_t off, int64_t n){
  if( n>c->max_len ){ gs_error_toobig(c); return gs_null(); }
  return gs_text(gs_slice(c, s, off, n));
}

/* ---- length, lower, upper -------------------------------------------- */

/* length(x): characters of TEXT up to the first NUL, counted by lead
** bytes; bytes of a BLOB; bytes of a number's text form. */
GS_FN gs_val gs_fn_length(gs_ctx *c, int argc, const gs_val *argv){
  gs_val x = argv[0];
  (void)argc;
  switch( x.type ){
    case GS_NULL: return gs_null();
    case GS_BLOB: return gs_int(x.s.n);
    case GS_TEXT: return gs_int(gs_text_nchars(x.s.z, gs_text_nul_len(x.s)));
    default: {
      gs_str s, own;
      int64_t n;
      if( !gs_text_arg(c, x, &s, &own) ) return gs_null();
      n = s.n;
      gs_decref(c, own);
      return gs_int(n);
    }
  }
}

#ifndef __CUDACC_RTC__
/* Eight bytes at once on the host: the bytes of w from lo to hi (the
** ASCII letters of one case) get bit 0x20 flipped, no other byte changes
** (one >= 0x80 included).  Within each byte's low seven bits the sums
** cannot carry into the next byte: the high bit says b >= lo, b > hi. */
GS_FN uint64_t gs_text_fold8(uint64_t w, unsigned lo, unsigned hi){
  const uint64_t k01 = 0x0101010101010101ULL, k80 = k01*0x80;
  uint64_t h = w & ~k80;
  uint64_t m = (h + k01*(0x80 - lo)) & ~(h + k01*(0x7f - hi)) & ~w & k80;
  return w ^ (m >> 2);
}
#endif

/* upper(x), lower(x): ASCII letters only, every byte, result TEXT.  On the
** host eight bytes at a time; the device's thread takes them one by one. */
GS_FN gs_val gs_text_fold_case(gs_ctx *c, gs_val x, int to_upper){
  gs_str s, own, out;
  unsigned char *d;
  int64_t i = 0, n;
  gs_val r;
  unsigned lo = to_upper ? 'a' : 'A', hi = to_upper ? 'z' : 'Z';
  if( x.type==GS_NULL ) return gs_null();
  if( !gs_text_arg(c, x, &s, &own) ) return gs_null();
  n = s.n;
  /* SQLite allocates n+1 bytes for the result, under the length limit. */
  if( n+1>c->max_len ){ gs_decref(c, own); gs_error_toobig(c); return gs_null(); }
#ifndef __CUDACC_RTC__
  for(; i+8<=n; i+=8){
    uint64_t w;
    memcpy(&w, s.z + i, 8);
    if( gs_text_fold8(w, lo, hi)!=w ) break;
  }
#endif
  for(; i<n && !(s.z[i]>=lo && s.z[i]<=hi); i++){}
  if( i==n ){
    r = gs_text(gs_share(c, s));   /* nothing to change: share the bytes */
  }else{
    out = gs_alloc(c, n);
    if( out.z==0 ){ gs_decref(c, own); return gs_null(); }
    d = gs_mut(out);
    i = 0;
#ifndef __CUDACC_RTC__
    for(; i+8<=n; i+=8){
      uint64_t w;
      memcpy(&w, s.z + i, 8);
      w = gs_text_fold8(w, lo, hi);
      memcpy(d + i, &w, 8);
    }
#endif
    for(; i<n; i++){
      unsigned char ch = s.z[i];
      d[i] = ch>=lo && ch<=hi ? (unsigned char)(ch ^ 0x20) : ch;
    }
    r = gs_text(out);
  }
  gs_decref(c, own);
  return r;
}
GS_FN gs_val gs_fn_upper(gs_ctx *c, int argc, const gs_val *argv){
  (void)argc;
  return gs_text_fold_case(c, argv[0], 1);
}
GS_FN gs_val gs_fn_lower(gs_ctx *c, int argc, const gs_val *argv){
  (void)argc;
  return gs_text_fold_case(c, argv[0], 0);
}

/* ---- substr ---------------------------------------------------------- */

/* substr(x, p [, n]), also named substring.  Characters of TEXT (up to the
** first NUL), bytes of a BLOB.  p and n pass through sqlite3_value_int();
** the clamping below is substrFunc's, step by step. */
GS_FN gs_val gs_fn_substr(gs_ctx *c, int argc, const gs_val *argv){
  gs_val x = argv[0];
  gs_str s, own;
  int64_t p1, p2, len;
  int neg_p2 = 0;
  gs_val r;
  if( argv[1].type==GS_NULL || (argc==3 && argv[2].type==GS_NULL) ) return gs_null();
  p1 = gs_text_value_int(argv[1]);
  if( x.type==GS_NULL ) return gs_null();
  if( x.type==GS_BLOB ){
    /* sqlite3_value_blob() of an empty BLOB is a null pointer: NULL. */
    if( x.s.n==0 ) return gs_null();
    s = x.s;
    own = gs_view(0, 0);
    len = s.n;
  }else{
    if( !gs_text_arg(c, x, &s, &own) ) return gs_null();
    len = p1<0 ? gs_text_nchars(s.z, gs_text_nul_len(s)) : 0;
  }
  if( argc==3 ){
    p2 = gs_text_value_int(argv[2]);
    if( p2<0 ){ p2 = -p2; neg_p2 = 1; }
  }else{
    p2 = c->max_len;
  }
  if( p1<0 ){
    p1 += len;
    if( p1<0 ){
      p2 += p1;
      if( p2<0 ) p2 = 0;
      p1 = 0;
    }
  }else if( p1>0 ){
    p1--;
  }else if( p2>0 ){
    p2--;   /* position 0 lies before the first character */
  }
  if( neg_p2 ){
    p1 -= p2;
    if( p1<0 ){
      p2 += p1;
      p1 = 0;
    }
  }
  if( x.type!=GS_BLOB ){
    int64_t n = gs_text_nul_len(s), i = 0, start;
    while( i<n && p1 ){ i = gs_text_utf8_skip(s.z, n, i); p1--; }
    start = i;
    while( i<n && p2 ){ i = gs_text_utf8_skip(s.z, n, i); p2--; }
    r = gs_text_result_slice(c, s, start, i - start);
  }else{
    if( p1+p2>len ){
      p2 = len - p1;
      if( p2<0 ) p2 = 0;
    }
    r = p2==0 ? gs_blob(gs_view(s.z, 0)) : gs_blob(gs_slice(c, s, p1, p2));
  }
  gs_decref(c, own);
  return r;
}
GS_FN gs_val gs_fn_substring(gs_ctx *c, int argc, const gs_val *argv){
  return gs_fn_substr(c, argc, argv);
}

/* ---- replace --------------------------------------------------------- */

/* replace(x, y, z): every non-overlapping occurrence of the bytes of y in
** the bytes of x, left to right, becomes z.  A y that is empty or starts
** with a NUL returns x itself (but a BLOB x comes back as TEXT, because
** SQLite has already read it as text). */
GS_FN gs_val gs_fn_replace(gs_ctx *c, int argc, const gs_val *argv){
  gs_str s, sown, pat, pown, rep, rown, out;
  int64_t ns, np, nr, i, j, k;
  unsigned char *d;
  gs_val r;
  (void)argc;
  if( argv[0].type==GS_NULL || argv[1].type==GS_NULL ) return gs_null();
  if( !gs_text_arg(c, argv[1], &pat, &pown) ) return gs_null();
  if( pat.n==0 || pat.z[0]==0 ){
    /* sqlite3_result_value(x) checks x's length, and x has been read as
    ** text by then: even a number's text form counts.  Numbers have at
    ** most a few dozen bytes of text, so only a tiny limit needs them. */
    int64_t nx = argv[0].s.n;
    gs_decref(c, pown);
    if( !gs_is_str(argv[0]) ){
      nx = 0;
      if( c->max_len<64 ){
        if( !gs_text_arg(c, argv[0], &s, &sown) ) return gs_null();
        nx = s.n;
        gs_decref(c, sown);
      }
    }
    if( nx>c->max_len ){ gs_error_toobig(c); return gs_null(); }
    if( argv[0].type==GS_BLOB ) return gs_text(gs_share(c, argv[0].s));
    return gs_num_as_read_text(gs_val_share(c, argv[0]));
  }
  if( argv[2].type==GS_NULL ){ gs_decref(c, pown); return gs_null(); }
  if( !gs_text_arg(c, argv[0], &s, &sown) ){ gs_decref(c, pown); return gs_null(); }
  if( !gs_text_arg(c, argv[2], &rep, &rown) ){
    gs_decref(c, pown); gs_decref(c, sown); return gs_null();
  }
  ns = s.n; np = pat.n; nr = rep.n;
  r = gs_null();
  j = 0;
  if( ns+1>c->max_len ){         /* SQLite's first buffer is ns+1 bytes */
    gs_error_toobig(c);
    goto done;
  }
  k = 0;
  for(i=0; i<=ns-np; ){
    if( s.z[i]==pat.z[0] && gs_memcmp(s.z+i, pat.z, np)==0 ){ k++; i += np; }
    else i++;
    /* A long subject, or a long pattern that nearly matches often: the
    ** interrupt asked every 4096 places (at most np bytes compared each). */
    if( (++j & 4095)==0 && gs_stopped(c, 4096*(np + 1)) ) goto done;
  }
  if( k==0 ){
    r = gs_text(gs_share(c, s));
    goto done;
  }
  if( nr>np && k>(c->max_len - ns)/(nr - np) ){
    gs_error_toobig(c);
    goto done;
  }
  out = gs_alloc(c, ns + k*(nr - np));
  if( out.z==0 ) goto done;
  d = gs_mut(out);
  for(i=j=0; i<=ns-np; ){
    if( s.z[i]==pat.z[0] && gs_memcmp(s.z+i, pat.z, np)==0 ){
      gs_memcpy(d+j, rep.z, nr);
      j += nr; i += np;
    }else{
      d[j++] = s.z[i++];
    }
  }
  gs_memcpy(d+j, s.z+i, ns-i);
  r = gs_text(out);
done:
  gs_decref(c, pown);
  gs_decref(c, sown);
  gs_decref(c, rown);
  return r;
}

/* ---- trim, ltrim, rtrim ---------------------------------------------- */

/* Does a character of the set (each as SQLITE_SKIP_UTF8 splits it, up to
** the set's first NUL) match z at its start (at_end==0) or at its end?
** Returns the matched character's byte length of the first one that does,
** in set order, or 0. */
GS_FN int64_t gs_text_trim_match(const unsigned char *z, int64_t n, gs_str set,
                                 int64_t nset, int at_end){
  int64_t i = 0, next, len;
  while( i<nset ){
    next = gs_text_utf8_skip(set.z, nset, i);
    len = next - i;
    if( len<=n && gs_memcmp(at_end ? z+n-len : z, set.z+i, len)==0 ) return len;
    i = next;
  }
  return 0;
}

/* flags: 1 trims the left, 2 the right, 3 both. */
GS_FN gs_val gs_text_trim(gs_ctx *c, int argc, const gs_val *argv, int flags){
  gs_str s, own, set, setown;
  int64_t off, n, nset, len;
  gs_val r;
  if( argv[0].type==GS_NULL ) return gs_null();
  if( argc==2 && argv[1].type==GS_NULL ) return gs_null();
  if( !gs_text_arg(c, argv[0], &s, &own) ) return gs_null();
  if( argc==2 ){
    if( !gs_text_arg(c, argv[1], &set, &setown) ){ gs_decref(c, own); return gs_null(); }
  }else{
    set = gs_view((const unsigned char*)" ", 1);
    setown = gs_view(0, 0);
  }
  nset = gs_text_nul_len(set);
  /* SQLite allocates a pointer and a length (12 bytes on the 64-bit
  ** reference build) per character of an explicit set, under the limit. */
  if( argc==2 && nset>0 && 12*gs_text_nchars(set.z, nset)>c->max_len ){
    gs_decref(c, setown);
    gs_decref(c, own);
    gs_error_toobig(c);
    return gs_null();
  }
  off = 0; n = s.n;
  if( nset>0 ){
    if( flags & 1 ){
      while( n>0 && (len = gs_text_trim_match(s.z+off, n, set, nset, 0))>0 ){ off += len; n -= len; }
    }
    if( flags & 2 ){
      while( n>0 && (len = gs_text_trim_match(s.z+off, n, set, nset, 1))>0 ){ n -= len; }
    }
  }
  r = gs_text_result_slice(c, s, off, n);
  gs_decref(c, setown);
  gs_decref(c, own);
  return r;
}
GS_FN gs_val gs_fn_trim(gs_ctx *c, int argc, const gs_val *argv){
  return gs_text_trim(c, argc, argv, 3);
}
GS_FN gs_val gs_fn_ltrim(gs_ctx *c, int argc, const gs_val *argv){
  return gs_text_trim(c, argc, argv, 1);
}
GS_FN gs_val gs_fn_rtrim(gs_ctx *c, int argc, const gs_val *argv){
  return gs_text_trim(c, argc, argv, 2);
}

/* ---- instr ----------------------------------------------------------- */

/* instr(x, y): 1 + the characters before the first occurrence of y in x,
** 0 if none, 1 for an empty y.  Two BLOBs are searched by bytes; otherwise
** both are text and the search steps whole characters (but compares every
** byte, NULs included). */
GS_FN gs_val gs_fn_instr(gs_ctx *c, int argc, const gs_val *argv){
  gs_str h, hown, ndl, nown;
  int64_t nh, nn, pos = 1, at = 0;
  int is_text;
  (void)argc;
  if( argv[0].type==GS_NULL || argv[1].type==GS_NULL ) return gs_null();
  if( !gs_text_arg(c, argv[0], &h, &hown) ) return gs_null();
  if( !gs_text_arg(c, argv[1], &ndl, &nown) ){ gs_decref(c, hown); return gs_null(); }
  nh = h.n; nn = ndl.n;
  is_text = !(argv[0].type==GS_BLOB && argv[1].type==GS_BLOB);
  if( nn>0 ){
    while( nn<=nh && (h.z[at]!=ndl.z[0] || gs_memcmp(h.z+at, ndl.z, nn)!=0) ){
      pos++;
      do{ nh--; at++; }while( is_text && nh>0 && (h.z[at]&0xc0)==0x80 );
    }
    if( nn>nh ) pos = 0;
  }
  gs_decref(c, hown);
  gs_decref(c, nown);
  return gs_int(pos);
}

/* ---- hex, unicode, char ---------------------------------------------- */

/* hex(x): upper-case hex of every byte (of a number's text form); hex(NULL)
** is ''. */
GS_FN gs_val gs_fn_hex(gs_ctx *c, int argc, const gs_val *argv){
  gs_str s, own, out;
  unsigned char *d;
  int64_t i;
  (void)argc;
  if( argv[0].type==GS_NULL ){
    s = gs_view(0, 0);
    own = s;
  }else if( !gs_text_arg(c, argv[0], &s, &own) ){
    return gs_null();
  }
  /* SQLite allocates 2n+1 bytes, under the length limit. */
  if( 2*s.n+1>c->max_len ){ gs_decref(c, own); gs_error_toobig(c); return gs_null(); }
  if( s.n==0 ){ gs_decref(c, own); return gs_text_empty(); }
  out = gs_alloc(c, 2*s.n);
  if( out.z==0 ){ gs_decref(c, own); return gs_null(); }
  d = gs_mut(out);
  for(i=0; i<s.n; i++){
    d[2*i]   = (unsigned char)gs_text_hexdigits[s.z[i]>>4];
    d[2*i+1] = (unsigned char)gs_text_hexdigits[s.z[i]&0xf];
  }
  gs_decref(c, own);
  return gs_text(out);
}

/* unicode(x): the code point of the first character, decoded leniently;
** NULL for NULL, '' and a string starting with NUL. */
GS_FN gs_val gs_fn_unicode(gs_ctx *c, int argc, const gs_val *argv){
  gs_str s, own;
  int64_t i = 0;
  uint32_t ch;
  (void)argc;
  if( argv[0].type==GS_NULL ) return gs_null();
  if( !gs_text_arg(c, argv[0], &s, &own) ) return gs_null();
  ch = gs_text_utf8_read(s.z, gs_text_nul_len(s), &i);
  gs_decref(c, own);
  return ch==0 ? gs_null() : gs_int((int64_t)ch);
}

/* The UTF-8 length of code point ch as char() writes it. */
GS_FN int gs_text_utf8_len(uint32_t ch){
  return ch<0x80 ? 1 : ch<0x800 ? 2 : ch<0x10000 ? 3 : 4;
}

/* char(x, ...): each argument's integer value (NULL is 0, which writes a NUL
** byte) as a character; outside 0..0x10ffff gives U+FFFD.  Surrogates are
** written as they are, as SQLite writes them. */
GS_FN gs_val gs_fn_char(gs_ctx *c, int argc, const gs_val *argv){
  int64_t total = 0, j = 0;
  int i;
  gs_str out;
  unsigned char *d;
  for(i=0; i<argc; i++){
    int64_t x = gs_val_to_int(argv[i]);
    total += gs_text_utf8_len(x<0 || x>0x10ffff ? 0xfffd : (uint32_t)x);
  }
  if( total>c->max_len ){ gs_error_toobig(c); return gs_null(); }
  if( total==0 ) return gs_text_empty();
  out = gs_alloc(c, total);
  if( out.z==0 ) return gs_null();
  d = gs_mut(out);
  for(i=0; i<argc; i++){
    int64_t x = gs_val_to_int(argv[i]);
    uint32_t ch = x<0 || x>0x10ffff ? 0xfffd : (uint32_t)x;
    if( ch<0x80 ){
      d[j++] = (unsigned char)ch;
    }else if( ch<0x800 ){
      d[j++] = (unsigned char)(0xc0 + ((ch>>6) & 0x1f));
      d[j++] = (unsigned char)(0x80 + (ch & 0x3f));
    }else if( ch<0x10000 ){
      d[j++] = (unsigned char)(0xe0 + ((ch>>12) & 0x0f));
      d[j++] = (unsigned char)(0x80 + ((ch>>6) & 0x3f));
      d[j++] = (unsigned char)(0x80 + (ch & 0x3f));
    }else{
      d[j++] = (unsigned char)(0xf0 + ((ch>>18) & 0x07));
      d[j++] = (unsigned char)(0x80 + ((ch>>12) & 0x3f));
      d[j++] = (unsigned char)(0x80 + ((ch>>6) & 0x3f));
      d[j++] = (unsigned char)(0x80 + (ch & 0x3f));
    }
  }
  return gs_text(out);
}

/* ---- LIKE and GLOB --------------------------------------------------- */

#define GS_LIKE_MATCH     0
#define GS_LIKE_NOMATCH   1
#define GS_LIKE_NOWILD    2   /* no match, and no other placement of an earlier wildcard can help */

/* GLOB's [...] class, the pattern at *pp just after the '[', against the
** string's character ch: 1 when the class is closed and (after ^) admits ch.
** ']' first in the class is a member; a-z is a range; '-' last is itself. */
GS_FN int gs_text_glob_class(const unsigned char *zp, int64_t np, int64_t *pp, uint32_t ch){
  uint32_t prior = 0, c2;
  int seen = 0, invert = 0;
  c2 = gs_text_utf8_read(zp, np, pp);
  if( c2=='^' ){ invert = 1; c2 = gs_text_utf8_read(zp, np, pp); }
  if( c2==']' ){
    if( ch==']' ) seen = 1;
    c2 = gs_text_utf8_read(zp, np, pp);
  }
  while( c2 && c2!=']' ){
    if( c2=='-' && *pp<np && zp[*pp]!=']' && prior>0 ){
      c2 = gs_text_utf8_read(zp, np, pp);
      if( ch>=prior && ch<=c2 ) seen = 1;
      prior = 0;
    }else{
      if( ch==c2 ) seen = 1;
      prior = c2;
    }
    c2 = gs_text_utf8_read(zp, np, pp);
  }
  return c2!=0 && (seen ^ invert)!=0;
}

/* SQLite's patternCompare, without recursion.  zp/np and zs/ns are cut at
** their first NUL.  match_all is '%' or '*', match_one '_' or '?' (either
** 0 when it is the LIKE escape), match_other the LIKE escape (0 for none)
** or '[' for GLOB.
**
** When a wildcard is met, SQLite tries each candidate position of the
** string for the rest of the pattern, recursively, and the first answer
** other than NOMATCH is final: and the rest of the pattern, when it meets
** the next wildcard, never answers NOMATCH.  So only the most recent
** wildcard can ever be resumed, and one resume point (star_*) suffices. */
GS_FN int gs_text_pattern_compare(const unsigned char *zp, int64_t np,
                                  const unsigned char *zs, int64_t ns,
                                  uint32_t match_all, uint32_t match_one,
                                  int is_glob, int no_case, uint32_t match_other){
  int64_t p = 0, s = 0;
  int64_t escaped = -1;     /* pattern index just after an escaped character */
  int star = 0;             /* resume kind: 0 none, 1 '[' after the wildcard,
                            ** 2 an ASCII character, 3 any other character */
  int64_t star_p = 0;       /* where the pattern resumes */
  int64_t star_s = 0;       /* where the search for the next candidate goes on */
  uint32_t star_c = 0;
  unsigned char stop_a = 0, stop_b = 0;
  uint32_t ch, c2;
  for(;;){
    ch = gs_text_utf8_read(zp, np, &p);
    if( ch==0 ){
      if( s>=ns ) return GS_LIKE_MATCH;
      /* else: no match from here */
    }else if( ch==match_all ){
      for(;;){
        ch = gs_text_utf8_read(zp, np, &p);
        if( ch==match_all ) continue;
        if( ch==match_one && match_one!=0 ){
          if( gs_text_utf8_read(zs, ns, &s)==0 ) return GS_LIKE_NOWILD;
          continue;
        }
        break;
      }
      if( ch==0 ) return GS_LIKE_MATCH;
      if( is_glob && ch==match_other ){
        star = 1;
        star_p = p - 1;           /* back on the '[' */
      }else{
        if( ch==match_other ){
          ch = gs_text_utf8_read(zp, np, &p);
          if( ch==0 ) return GS_LIKE_NOWILD;
        }
        if( ch<0x80 ){
          star = 2;
          stop_a = no_case ? gs_text_ascii_upper((unsigned char)ch) : (unsigned char)ch;
          stop_b = no_case ? gs_text_ascii_lower((unsigned char)ch) : (unsigned char)ch;
        }else{
          star = 3;
          star_c = ch;
        }
        star_p = p;
      }
      star_s = s;
    }else if( ch==match_other && is_glob ){
      c2 = gs_text_utf8_read(zs, ns, &s);
      if( c2!=0 && gs_text_glob_class(zp, np, &p, c2) ) continue;
    }else{
      int literal = 1;      /* ch is a character to compare (not a dangling escape) */
      if( ch==match_other ){
        ch = gs_text_utf8_read(zp, np, &p);
        literal = ch!=0;
        escaped = p;
      }
      if( literal ){
        c2 = gs_text_utf8_read(zs, ns, &s);
        if( ch==c2 ) continue;
        if( no_case && ch<0x80 && c2<0x80
         && gs_text_ascii_lower((unsigned char)ch)==gs_text_ascii_lower((unsigned char)c2) ) continue;
        if( ch==match_one && p!=escaped && c2!=0 ) continue;
      }
    }
    /* No match from here (or a new wildcard): resume at the next candidate
    ** of the latest wildcard. */
    switch( star ){
      case 0:
        return GS_LIKE_NOMATCH;
      case 1:
        if( star_s>=ns ) return GS_LIKE_NOWILD;
        s = star_s;
        star_s = gs_text_utf8_skip(zs, ns, star_s);
        break;
      case 2:
        while( star_s<ns && zs[star_s]!=stop_a && zs[star_s]!=stop_b ) star_s++;
        if( star_s>=ns ) return GS_LIKE_NOWILD;
        s = ++star_s;
        break;
      default:
        do{
          if( star_s>=ns ) return GS_LIKE_NOWILD;
        }while( gs_text_utf8_read(zs, ns, &star_s)!=star_c );
        s = star_s;
        break;
    }
    p = star_p;
    escaped = -1;
  }
}

/* like(pattern, x [, escape]) and glob(pattern, x), as likeFunc runs them. */
GS_FN gs_val gs_text_like(gs_ctx *c, int argc, const gs_val *argv, int is_glob, int no_case){
  gs_str pat, pown, str, sown;
  uint32_t match_all = is_glob ? '*' : '%';
  uint32_t match_one = is_glob ? '?' : '_';
  uint32_t match_other = is_glob ? '[' : 0;
  int rc;
  /* Debian builds SQLite with SQLITE_LIKE_DOESNT_MATCH_BLOBS. */
  if( argv[0].type==GS_BLOB || argv[1].type==GS_BLOB ) return gs_int(0);
  pat = gs_view(0, 0);
  pown = pat;
  if( argv[0].type!=GS_NULL && !gs_text_arg(c, argv[0], &pat, &pown) ) return gs_null();
  if( pat.n>c->like_max ){
    gs_decref(c, pown);
    gs_error(c, "LIKE or GLOB pattern too complex");
    return gs_null();
  }
  if( argc==3 ){
    gs_str esc, eown;
    int64_t nesc, i = 0;
    if( argv[2].type==GS_NULL ){ gs_decref(c, pown); return gs_null(); }
    if( !gs_text_arg(c, argv[2], &esc, &eown) ){ gs_decref(c, pown); return gs_null(); }
    nesc = gs_text_nul_len(esc);
    if( gs_text_nchars(esc.z, nesc)!=1 ){
      gs_decref(c, eown);
      gs_decref(c, pown);
      gs_error(c, "ESCAPE expression must be a single character");
      return gs_null();
    }
    match_other = gs_text_utf8_read(esc.z, nesc, &i);
    gs_decref(c, eown);
    if( match_other==match_all ) match_all = 0;
    if( match_other==match_one ) match_one = 0;
  }
  if( argv[0].type==GS_NULL || argv[1].type==GS_NULL ){ gs_decref(c, pown); return gs_null(); }
  if( !gs_text_arg(c, argv[1], &str, &sown) ){ gs_decref(c, pown); return gs_null(); }
  rc = gs_text_pattern_compare(pat.z, gs_text_nul_len(pat), str.z, gs_text_nul_len(str),
                               match_all, match_one, is_glob, no_case, match_other);
  gs_decref(c, sown);
  gs_decref(c, pown);
  return gs_int(rc==GS_LIKE_MATCH);
}
GS_FN gs_val gs_fn_like(gs_ctx *c, int argc, const gs_val *argv){
  return gs_text_like(c, argc, argv, 0, 1);
}
/* LIKE after PRAGMA case_sensitive_like=1 (SQLite's likeInfoAlt): the
** compiler calls it where the connection has it at compile time. */
GS_FN gs_val gs_fn_like_cs(gs_ctx *c, int argc, const gs_val *argv){
  return gs_text_like(c, argc, argv, 0, 0);
}
GS_FN gs_val gs_fn_glob(gs_ctx *c, int argc, const gs_val *argv){
  return gs_text_like(c, argc, argv, 1, 0);
}

/* ---- || -------------------------------------------------------------- */

/* a || b: NULL if either is NULL, else TEXT of both byte strings (numbers
** in their text form). */
GS_FN gs_val gs_op_concat(gs_ctx *c, gs_val a, gs_val b){
  gs_str sa, aown, sb, bown, out;
  gs_val r;
  if( a.type==GS_NULL || b.type==GS_NULL ) return gs_null();
  if( !gs_text_arg(c, a, &sa, &aown) ) return gs_null();
  if( !gs_text_arg(c, b, &sb, &bown) ){ gs_decref(c, aown); return gs_null(); }
  if( sa.n+sb.n>c->max_len ){
    gs_error_toobig(c);
    r = gs_null();
  }else if( sa.n==0 ){
    r = gs_text(gs_share(c, sb));
  }else if( sb.n==0 ){
    r = gs_text(gs_share(c, sa));
  }else{
    out = gs_alloc(c, sa.n + sb.n);
    if( out.z==0 ){
      r = gs_null();
    }else{
      gs_memcpy(gs_mut(out), sa.z, sa.n);
      gs_memcpy(gs_mut(out) + sa.n, sb.z, sb.n);
      r = gs_text(out);
    }
  }
  gs_decref(c, aown);
  gs_decref(c, bown);
  return r;
}

#endif /* GS_TEXT_H */
