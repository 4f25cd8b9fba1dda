/*
** gs_num.h - numbers and text in the gpustr runtime: text -> number
** (sqlite3AtoF, sqlite3Atoi64), number -> text (SQLite's "%!.15g"), CAST,
** and the SQL functions printf/format, quote, round, abs and typeof.
**
**   SELECT 1e15||'', CAST(' 12abc' AS NUMERIC), printf('%5.2f|%-4d|%q', x, n, s),
**          quote(0.1), round(2.675, 2), abs(-3), typeof(x);
**
** The results must be SQLite 3.40's, bit for bit, on the CPU engine and on
** the GPU alike.  On x86-64 SQLite does its float <-> text arithmetic in
** `long double`, the x87 80-bit format (64-bit significand, round to nearest
** even).  A GPU has no such type, so this header carries a small soft-float,
** gs_xf, that performs exactly the 80-bit multiplications, divisions and
** additions of util.c's sqlite3AtoF/sqlite3Pow10 and of printf.c's float
** conversions (the normalising loops and et_getdigit), in the same order, with
** integer arithmetic only.  Plain `double` steps in that code (the rounder,
** `result /= 1e308`) stay plain double operations here: they are IEEE
** operations on both engines, and each is a single operation, so there is
** nothing for the device compiler to contract into an FMA.
**
** printf is run twice: once to measure the result (and to replay SQLite's
** StrAccum growth, which decides between a text result, NULL and "too big"),
** once to write the bytes into a string of exactly that size.  Fields of any
** width are written without temporary buffers.
**
** SQLite quirks kept on purpose (all checked against 3.40.1): printf('') and
** printf('%-') are NULL but printf('%n') is ''; an unknown conversion ends
** the output; a result over the length limit is NULL, not an error; '%.*f'
** takes a negative precision as positive; '%.4096f' rounds at 0.5 (the
** rounder uses precision & 0xfff); '%c' of NULL is a NUL byte; the '!' flag
** lets 26 digits be significant instead of 16; SQLite's AtoF is not
** correctly rounded (x87 double rounding) and neither is this one.
**
** Conventions are gs_core.h's: arguments are borrowed, a returned string
** carries one new reference, errors go to ctx->rc.  Everything is written in
** the common subset of C99 and C++, with no library calls, for NVRTC.
*/
#ifndef GS_NUM_H
#define GS_NUM_H

#include "gs_core.h"

/* CAST target for NUMERIC (GS_TEXT, GS_INT, GS_REAL and GS_BLOB are the
** storage classes of gs_core.h). */
#define GS_CAST_NUMERIC 5

/* The big conversion routines are called, not inlined, on the device: with
** gs_core.h's __forceinline__ every printf would carry a dozen copies of
** the soft-float and NVRTC's time and code size would explode.
**
** They are also the runtime's cold half, which the GPU engine compiles once
** per machine (ext/gpu_kernel.c, "the split compile"): a translation unit
** that defines GS_SPLIT_RUNTIME gives them external linkage, and a
** program's kernel, defining GS_SPLIT_KERNEL, sees only their prototypes
** (each definition below is under #ifndef GS_SPLIT_KERNEL) and is linked
** against that object, so NVRTC compiles only the program's own code. */
#if defined(GS_SPLIT_RUNTIME) || defined(GS_SPLIT_KERNEL)
# ifdef __CUDACC_RTC__
#  define GS_FN_CALL __device__ __noinline__
# else
#  define GS_FN_CALL
# endif
#elif defined(__CUDACC_RTC__)
# define GS_FN_CALL static __device__ __noinline__
#else
# define GS_FN_CALL static inline
#endif

#define GS_I64_MAX ((int64_t)0x7fffffffffffffffLL)
#define GS_I64_MIN (-GS_I64_MAX - 1)

/* ---- the bits of a double ------------------------------------------- */

GS_FN uint64_t gs_dbl_bits(double d){
#ifdef __CUDACC_RTC__
  return (uint64_t)__double_as_longlong(d);
#else
  uint64_t u; memcpy(&u, &d, sizeof u); return u;
#endif
}
GS_FN double gs_bits_dbl(uint64_t u){
#ifdef __CUDACC_RTC__
  return __longlong_as_double((long long)u);
#else
  double d; memcpy(&d, &u, sizeof d); return d;
#endif
}
GS_FN int gs_dbl_isnan(double d){ return d!=d; }

/* sqlite3Isspace and sqlite3Isdigit: ASCII only. */
GS_FN int gs_isspace(int c){ return c==' ' || (c>=0x09 && c<=0x0d); }
GS_FN int gs_isdigit(int c){ return c>='0' && c<='9'; }

/* ---- gs_xf: an x87 80-bit extended-precision number ------------------ */

#define GS_XF_ZERO 0
#define GS_XF_FIN  1
#define GS_XF_INF  2
#define GS_XF_NAN  3

typedef struct gs_xf {
  uint64_t m;     /* significand; bit 63 set when finite and non-zero */
  int32_t e;      /* value = m * 2^e */
  int32_t neg;
  int32_t cls;    /* GS_XF_* */
} gs_xf;

GS_FN gs_xf gs_xf_special(int cls, int neg){
  gs_xf r; r.m = 0; r.e = 0; r.neg = neg; r.cls = cls; return r;
}

GS_FN int gs_clz64(uint64_t u){
  int n = 0;
  if( (u>>32)==0 ){ n += 32; u <<= 32; }
  if( (u>>48)==0 ){ n += 16; u <<= 16; }
  if( (u>>56)==0 ){ n += 8;  u <<= 8; }
  if( (u>>60)==0 ){ n += 4;  u <<= 4; }
  if( (u>>62)==0 ){ n += 2;  u <<= 2; }
  if( (u>>63)==0 ){ n += 1; }
  return n;
}

/* The value (hi*2^64 + lo) * 2^e, not zero, rounded to a 64-bit significand,
** nearest even.  Bits below lo that were shifted out must have been "jammed"
** into bit 0 of lo: every rounding decision lies on bit 1 or above, so that
** one bit stands for all of them. */
GS_FN_CALL gs_xf gs_xf_round(int neg, uint64_t hi, uint64_t lo, int32_t e);
#ifndef GS_SPLIT_KERNEL
GS_FN_CALL gs_xf gs_xf_round(int neg, uint64_t hi, uint64_t lo, int32_t e){
  gs_xf r;
  int k;
  if( hi==0 ){ hi = lo; lo = 0; e -= 64; }
  k = gs_clz64(hi);
  if( k ){ hi = (hi<<k) | (lo>>(64-k)); lo <<= k; e -= k; }
  e += 64;
  if( lo>0x8000000000000000ULL || (lo==0x8000000000000000ULL && (hi&1)) ){
    hi++;
    if( hi==0 ){ hi = 0x8000000000000000ULL; e++; }
  }
  r.m = hi; r.e = e; r.neg = neg; r.cls = GS_XF_FIN;
  return r;
}
#endif

GS_FN_CALL gs_xf gs_xf_from_double(double d);
#ifndef GS_SPLIT_KERNEL
GS_FN_CALL gs_xf gs_xf_from_double(double d){
  uint64_t u = gs_dbl_bits(d);
  int neg = (int)(u>>63);
  int ef = (int)((u>>52) & 0x7ff);
  uint64_t f = u & 0xfffffffffffffULL;
  if( ef==0x7ff ) return gs_xf_special(f ? GS_XF_NAN : GS_XF_INF, neg);
  if( ef==0 ){
    if( f==0 ) return gs_xf_special(GS_XF_ZERO, neg);
    return gs_xf_round(neg, 0, f, -1074);
  }
  return gs_xf_round(neg, 0, f | 0x10000000000000ULL, ef - 1075);
}
#endif

GS_FN gs_xf gs_xf_from_i64(int64_t v){
  uint64_t u;
  if( v==0 ) return gs_xf_special(GS_XF_ZERO, 0);
  u = v<0 ? (uint64_t)0 - (uint64_t)v : (uint64_t)v;
  return gs_xf_round(v<0, 0, u, 0);
}

/* The x87 store to a double: round to nearest even, with gradual underflow
** and overflow to infinity. */
GS_FN_CALL double gs_xf_to_double(gs_xf x);
#ifndef GS_SPLIT_KERNEL
GS_FN_CALL double gs_xf_to_double(gs_xf x){
  uint64_t q, rem, half, bits;
  int E, shift;
  if( x.cls==GS_XF_ZERO ) return gs_bits_dbl((uint64_t)x.neg<<63);
  if( x.cls==GS_XF_INF ) return gs_bits_dbl(((uint64_t)x.neg<<63) | 0x7ff0000000000000ULL);
  if( x.cls==GS_XF_NAN ) return gs_bits_dbl(0x7ff8000000000000ULL);
  E = x.e + 63;                          /* the exponent of the leading bit */
  if( E>1023 ) return gs_bits_dbl(((uint64_t)x.neg<<63) | 0x7ff0000000000000ULL);
  shift = E>=-1022 ? 11 : 11 + (-1022 - E);
  if( shift<64 ){
    q = x.m>>shift;
    rem = x.m & ((1ULL<<shift) - 1);
    half = 1ULL<<(shift-1);
  }else if( shift==64 ){
    q = 0; rem = x.m; half = 0x8000000000000000ULL;
  }else{
    q = 0; rem = 1; half = 2;            /* below half the smallest subnormal */
  }
  if( rem>half || (rem==half && (q&1)) ) q++;
  if( E>=-1022 ){
    bits = ((uint64_t)(E + 1022)<<52) + q;   /* a carry out of q bumps the exponent */
    if( bits>=0x7ff0000000000000ULL ) bits = 0x7ff0000000000000ULL;
  }else{
    bits = q;                            /* subnormal, or rounded up to the smallest normal */
  }
  return gs_bits_dbl(((uint64_t)x.neg<<63) | bits);
}
#endif

/* The 128-bit product of two 64-bit numbers. */
GS_FN void gs_mul128(uint64_t a, uint64_t b, uint64_t *phi, uint64_t *plo){
  uint64_t a0 = a & 0xffffffffULL, a1 = a>>32, b0 = b & 0xffffffffULL, b1 = b>>32;
  uint64_t p00 = a0*b0, p01 = a0*b1, p10 = a1*b0, p11 = a1*b1;
  uint64_t mid = (p00>>32) + (p01 & 0xffffffffULL) + (p10 & 0xffffffffULL);
  *plo = (mid<<32) | (p00 & 0xffffffffULL);
  *phi = p11 + (p01>>32) + (p10>>32) + (mid>>32);
}

GS_FN_CALL gs_xf gs_xf_mul(gs_xf a, gs_xf b);
#ifndef GS_SPLIT_KERNEL
GS_FN_CALL gs_xf gs_xf_mul(gs_xf a, gs_xf b){
  uint64_t hi, lo;
  int neg = a.neg ^ b.neg;
  if( a.cls==GS_XF_NAN || b.cls==GS_XF_NAN ) return gs_xf_special(GS_XF_NAN, 0);
  if( a.cls==GS_XF_INF || b.cls==GS_XF_INF ){
    if( a.cls==GS_XF_ZERO || b.cls==GS_XF_ZERO ) return gs_xf_special(GS_XF_NAN, 0);
    return gs_xf_special(GS_XF_INF, neg);
  }
  if( a.cls==GS_XF_ZERO || b.cls==GS_XF_ZERO ) return gs_xf_special(GS_XF_ZERO, neg);
  gs_mul128(a.m, b.m, &hi, &lo);
  return gs_xf_round(neg, hi, lo, a.e + b.e);
}
#endif

GS_FN_CALL gs_xf gs_xf_div(gs_xf a, gs_xf b);
#ifndef GS_SPLIT_KERNEL
GS_FN_CALL gs_xf gs_xf_div(gs_xf a, gs_xf b){
  uint64_t r, qhi = 0, qlo = 0, top;
  int neg = a.neg ^ b.neg, i;
  if( a.cls==GS_XF_NAN || b.cls==GS_XF_NAN ) return gs_xf_special(GS_XF_NAN, 0);
  if( a.cls==GS_XF_INF ){
    return b.cls==GS_XF_INF ? gs_xf_special(GS_XF_NAN, 0) : gs_xf_special(GS_XF_INF, neg);
  }
  if( b.cls==GS_XF_INF ) return gs_xf_special(GS_XF_ZERO, neg);
  if( b.cls==GS_XF_ZERO ){
    return a.cls==GS_XF_ZERO ? gs_xf_special(GS_XF_NAN, 0) : gs_xf_special(GS_XF_INF, neg);
  }
  if( a.cls==GS_XF_ZERO ) return gs_xf_special(GS_XF_ZERO, neg);
  /* q = floor(a.m * 2^67 / b.m), a 67- or 68-bit number, by long division */
  r = a.m;
  if( r>=b.m ){ r -= b.m; qlo = 1; }
  for(i=0; i<67; i++){
    top = r>>63;
    r <<= 1;
    qhi = (qhi<<1) | (qlo>>63);
    qlo <<= 1;
    if( top || r>=b.m ){ r -= b.m; qlo |= 1; }
  }
  if( r ) qlo |= 1;
  return gs_xf_round(neg, qhi, qlo, a.e - b.e - 67);
}
#endif

GS_FN_CALL gs_xf gs_xf_add(gs_xf a, gs_xf b);
#ifndef GS_SPLIT_KERNEL
GS_FN_CALL gs_xf gs_xf_add(gs_xf a, gs_xf b){
  gs_xf t;
  uint64_t hi, lo, bh, bl, s1, s2;
  int d, carry;
  if( a.cls==GS_XF_NAN || b.cls==GS_XF_NAN ) return gs_xf_special(GS_XF_NAN, 0);
  if( a.cls==GS_XF_INF ){
    if( b.cls==GS_XF_INF && a.neg!=b.neg ) return gs_xf_special(GS_XF_NAN, 0);
    return a;
  }
  if( b.cls==GS_XF_INF ) return b;
  if( a.cls==GS_XF_ZERO ){
    if( b.cls==GS_XF_ZERO ) return gs_xf_special(GS_XF_ZERO, a.neg & b.neg);
    return b;
  }
  if( b.cls==GS_XF_ZERO ) return a;
  if( b.e>a.e || (b.e==a.e && b.m>a.m) ){ t = a; a = b; b = t; }
  d = a.e - b.e;
  hi = a.m; lo = 0;
  if( d==0 ){ bh = b.m; bl = 0; }
  else if( d<64 ){ bh = b.m>>d; bl = b.m<<(64-d); }
  else if( d==64 ){ bh = 0; bl = b.m; }
  else if( d<128 ){ bh = 0; bl = b.m>>(d-64); if( b.m<<(128-d) ) bl |= 1; }
  else{ bh = 0; bl = 1; }
  if( a.neg==b.neg ){
    s1 = lo + bl;
    carry = s1<lo;
    s2 = hi + bh;
    d = s2<hi;
    s2 += (uint64_t)carry;
    if( carry && s2==0 ) d = 1;
    lo = s1; hi = s2;
    if( d ){
      lo = (lo>>1) | (hi<<63) | (lo&1);
      hi = (hi>>1) | 0x8000000000000000ULL;
      return gs_xf_round(a.neg, hi, lo, a.e - 63);
    }
    return gs_xf_round(a.neg, hi, lo, a.e - 64);
  }
  carry = lo<bl;
  lo = lo - bl;
  hi = hi - bh - (uint64_t)carry;
  if( hi==0 && lo==0 ) return gs_xf_special(GS_XF_ZERO, 0);
  return gs_xf_round(a.neg, hi, lo, a.e - 64);
}
#endif

GS_FN gs_xf gs_xf_neg(gs_xf a){ a.neg = !a.neg; return a; }
GS_FN gs_xf gs_xf_sub(gs_xf a, gs_xf b){ return gs_xf_add(a, gs_xf_neg(b)); }

/* -1, 0 or 1 as a <, == or > b; 2 when unordered (a NaN). */
GS_FN_CALL int gs_xf_cmp(gs_xf a, gs_xf b);
#ifndef GS_SPLIT_KERNEL
GS_FN_CALL int gs_xf_cmp(gs_xf a, gs_xf b){
  int sa, sb, mag;
  if( a.cls==GS_XF_NAN || b.cls==GS_XF_NAN ) return 2;
  sa = a.cls==GS_XF_ZERO ? 0 : (a.neg ? -1 : 1);
  sb = b.cls==GS_XF_ZERO ? 0 : (b.neg ? -1 : 1);
  if( sa!=sb ) return sa<sb ? -1 : 1;
  if( sa==0 ) return 0;
  if( a.cls==GS_XF_INF || b.cls==GS_XF_INF ){
    mag = a.cls==b.cls ? 0 : (a.cls==GS_XF_INF ? 1 : -1);
  }else if( a.e!=b.e ){
    mag = a.e>b.e ? 1 : -1;
  }else{
    mag = a.m==b.m ? 0 : (a.m>b.m ? 1 : -1);
  }
  return sa<0 ? -mag : mag;
}
#endif
GS_FN int gs_xf_lt(gs_xf a, gs_xf b){ return gs_xf_cmp(a, b)==-1; }
GS_FN int gs_xf_ge(gs_xf a, gs_xf b){ int c = gs_xf_cmp(a, b); return c==0 || c==1; }

/* (int)x as the x87 does it: truncation, 0x80000000 when out of range. */
GS_FN int gs_xf_to_int(gs_xf x){
  int E;
  int64_t v;
  if( x.cls==GS_XF_ZERO ) return 0;
  if( x.cls!=GS_XF_FIN ) return (int)(-2147483647 - 1);
  E = x.e + 63;
  if( E<0 ) return 0;
  if( E>=31 ) return (int)(-2147483647 - 1);
  v = (int64_t)(x.m>>(63 - E));
  return (int)(x.neg ? -v : v);
}

/* sqlite3Pow10(): 10^E in long double, by repeated squaring (non-MSVC build). */
GS_FN_CALL gs_xf gs_xf_pow10(int E);
#ifndef GS_SPLIT_KERNEL
GS_FN_CALL gs_xf gs_xf_pow10(int E){
  gs_xf x = gs_xf_from_double(10.0);
  gs_xf r = gs_xf_from_double(1.0);
  for(;;){
    if( E & 1 ) r = gs_xf_mul(r, x);
    E >>= 1;
    if( E==0 ) break;
    x = gs_xf_mul(x, x);
  }
  return r;
}
#endif

/* ---- text -> number ---------------------------------------------------- */

/* sqlite3AtoF() for UTF-8: converts the longest numeric prefix into *pResult
** and returns 1 (a pure integer), 2+ (with a '.' or an exponent), 0 (not a
** number) or -1 (not a number, but a valid prefix with '.' or exponent). */
GS_FN_CALL int gs_atof(const unsigned char *z, int64_t n, double *pResult);
#ifndef GS_SPLIT_KERNEL
GS_FN_CALL int gs_atof(const unsigned char *z, int64_t n, double *pResult){
  const int64_t sBig = (GS_I64_MAX - 9)/10;
  int64_t i = 0, s = 0, d = 0, e = 0;
  int sign = 1, esign = 1, eValid = 1, nDigit = 0, eType = 1, done = 0;
  double result;
  gs_xf scale, prod;
  *pResult = 0.0;
  if( n<=0 ) return 0;
  while( i<n && gs_isspace(z[i]) ) i++;
  if( i>=n ) return 0;
  if( z[i]=='-' ){ sign = -1; i++; }
  else if( z[i]=='+' ){ i++; }
  while( i<n && gs_isdigit(z[i]) ){
    s = s*10 + (z[i] - '0');
    i++; nDigit++;
    if( s>=sBig ){
      while( i<n && gs_isdigit(z[i]) ){ i++; d++; }
    }
  }
  if( i>=n ) done = 1;
  if( !done && z[i]=='.' ){
    i++;
    eType++;
    while( i<n && gs_isdigit(z[i]) ){
      if( s<sBig ){ s = s*10 + (z[i] - '0'); d--; nDigit++; }
      i++;
    }
  }
  if( i>=n ) done = 1;
  if( !done && (z[i]=='e' || z[i]=='E') ){
    i++;
    eValid = 0;
    eType++;
    if( i>=n ) done = 1;
    if( !done ){
      if( z[i]=='-' ){ esign = -1; i++; }
      else if( z[i]=='+' ){ i++; }
      while( i<n && gs_isdigit(z[i]) ){
        e = e<10000 ? (e*10 + (z[i] - '0')) : 10000;
        i++;
        eValid = 1;
      }
    }
  }
  if( !done ){
    while( i<n && gs_isspace(z[i]) ) i++;
  }

  e = e*esign + d;
  if( e<0 ){ esign = -1; e = -e; }else{ esign = 1; }
  if( s==0 ){
    result = sign<0 ? gs_bits_dbl(0x8000000000000000ULL) : 0.0;
  }else{
    while( e>0 ){
      if( esign>0 ){
        if( s>=GS_I64_MAX/10 ) break;
        s *= 10;
      }else{
        if( s%10!=0 ) break;
        s /= 10;
      }
      e--;
    }
    s = sign<0 ? -s : s;
    if( e==0 ){
      result = (double)s;
    }else if( e>307 ){
      if( e<342 ){
        scale = gs_xf_pow10((int)e - 308);
        if( esign<0 ){
          prod = gs_xf_div(gs_xf_from_i64(s), scale);
          result = gs_xf_to_double(prod);
          result /= 1.0e+308;
        }else{
          prod = gs_xf_mul(gs_xf_from_i64(s), scale);
          result = gs_xf_to_double(prod);
          result *= 1.0e+308;
        }
      }else if( esign<0 ){
        result = gs_bits_dbl(s<0 ? 0x8000000000000000ULL : 0);           /* 0.0*s */
      }else{
        result = gs_bits_dbl((s<0 ? 0x8000000000000000ULL : 0) | 0x7ff0000000000000ULL);
      }
    }else{
      scale = gs_xf_pow10((int)e);
      prod = esign<0 ? gs_xf_div(gs_xf_from_i64(s), scale)
                     : gs_xf_mul(gs_xf_from_i64(s), scale);
      result = gs_xf_to_double(prod);
    }
  }
  *pResult = result;
  if( i==n && nDigit>0 && eValid && eType>0 ) return eType;
  if( eType>=2 && (eType==3 || eValid) && nDigit>0 ) return -1;
  return 0;
}
#endif

/* sqlite3Atoi64() for UTF-8: *pNum gets the value (saturated); returns -1 (no
** digits), 0 (fits), 1 (extra non-space text), 2 (too large) or 3 (exactly
** 9223372036854775808). */
GS_FN_CALL int gs_atoi64(const unsigned char *z, int64_t n, int64_t *pNum);
#ifndef GS_SPLIT_KERNEL
GS_FN_CALL int gs_atoi64(const unsigned char *z, int64_t n, int64_t *pNum){
  const char *pow63 = "922337203685477580";
  uint64_t u = 0;
  int64_t i = 0, start, k, nd;
  int neg = 0, rc, c = 0;
  while( i<n && gs_isspace(z[i]) ) i++;
  if( i<n ){
    if( z[i]=='-' ){ neg = 1; i++; }
    else if( z[i]=='+' ){ i++; }
  }
  start = i;
  while( i<n && z[i]=='0' ) i++;
  for(nd=0; i+nd<n && (c = z[i+nd])>='0' && c<='9'; nd++){
    u = u*10 + (uint64_t)(c - '0');
  }
  if( u>(uint64_t)GS_I64_MAX ) *pNum = neg ? GS_I64_MIN : GS_I64_MAX;
  else if( neg ) *pNum = -(int64_t)u;
  else *pNum = (int64_t)u;
  rc = 0;
  if( nd==0 && start==i ){
    rc = -1;
  }else if( i+nd<n ){
    k = nd;
    do{
      if( !gs_isspace(z[i+k]) ){ rc = 1; break; }
      k++;
    }while( i+k<n );
  }
  if( nd<19 ) return rc;
  if( nd>19 ){
    c = 1;
  }else{
    c = 0;
    for(k=0; c==0 && k<18; k++) c = (z[i+k] - pow63[k])*10;
    if( c==0 ) c = z[i+18] - '8';
  }
  if( c<0 ) return rc;
  *pNum = neg ? GS_I64_MIN : GS_I64_MAX;
  if( c>0 ) return 2;
  return neg ? rc : 3;
}
#endif

/* doubleToInt64() / sqlite3RealToI64(): truncation, saturating. */
GS_FN int64_t gs_real_to_i64(double r){
  if( gs_dbl_isnan(r) ) return GS_I64_MIN;          /* what x86's cvttsd2si gives */
  if( r<=-9223372036854775808.0 ) return GS_I64_MIN;
  if( r>=9223372036854775807.0 ) return GS_I64_MAX;
  return (int64_t)r;
}

/* sqlite3RealSameAsInt() */
GS_FN int gs_real_same_as_int(double r1, int64_t i){
  double r2 = (double)i;
  return r1==0.0
      || (gs_dbl_bits(r1)==gs_dbl_bits(r2)
          && i>=-2251799813685248LL && i<2251799813685248LL);
}

/* sqlite3VdbeRealValue() of a TEXT (or BLOB) value. */
GS_FN double gs_text_to_real(gs_str s){
  double r;
  gs_atof(s.z, s.n, &r);
  return r;
}

/* sqlite3VdbeIntValue() of a TEXT (or BLOB) value. */
GS_FN int64_t gs_text_to_int(gs_str s){
  int64_t v = 0;
  gs_atoi64(s.z, s.n, &v);
  return v;
}

/* What arithmetic makes of a TEXT (or BLOB) operand: vdbe.c's
** computeNumericType().  INT when the text is an integer that fits. */
GS_FN gs_val gs_text_to_numeric(gs_str s){
  double r;
  int64_t ix = 0;
  int rc = gs_atof(s.z, s.n, &r);
  if( rc<=0 ){
    if( rc==0 && gs_atoi64(s.z, s.n, &ix)<=1 ) return gs_int(ix);
    return gs_real(r);
  }
  if( rc==1 && gs_atoi64(s.z, s.n, &ix)==0 ) return gs_int(ix);
  return gs_real(r);
}

/* sqlite3VdbeMemNumerify(): CAST(text AS NUMERIC). */
GS_FN gs_val gs_text_numerify(gs_str s){
  double r;
  int64_t ix = 0;
  int rc = gs_atof(s.z, s.n, &r);
  if( (rc==0 || rc==1) && gs_atoi64(s.z, s.n, &ix)<=1 ) return gs_int(ix);
  ix = gs_real_to_i64(r);
  if( gs_real_same_as_int(r, ix) ) return gs_int(ix);
  return gs_real(r);
}

/* sqlite3VdbeRealValue(): NULL is 0.0. */
GS_FN double gs_val_to_real(gs_val v){
  switch( v.type ){
    case GS_INT:  return (double)v.u.i;
    case GS_REAL: return v.u.r;
    case GS_TEXT: case GS_BLOB: return gs_text_to_real(v.s);
    default:      return 0.0;
  }
}

/* sqlite3VdbeIntValue(): NULL is 0, REAL truncates and saturates. */
GS_FN int64_t gs_val_to_int(gs_val v){
  switch( v.type ){
    case GS_INT:  return v.u.i;
    case GS_REAL: return gs_real_to_i64(v.u.r);
    case GS_TEXT: case GS_BLOB: return gs_text_to_int(v.s);
    default:      return 0;
  }
}

/* ---- the output accumulator (SQLite's StrAccum, replayed) -------------- */

/* SQLite builds printf/quote results in a StrAccum whose growth decides the
** outcome at the edges: a result that never received an append is NULL, and
** one that outgrows the length limit (mxAlloc) is abandoned.  gs_acc replays
** that growth, with nAlloc as sqlite3DbMallocSize() reports it (the request
** rounded up to 8: SQLite's own size header, checked against the Debian
** build), while measuring (z==0) and while writing (z!=0). */
typedef struct gs_acc {
  unsigned char *z;   /* where bytes go, or 0 while measuring */
  int64_t n;          /* bytes so far (StrAccum.nChar) */
  int64_t nalloc;     /* StrAccum.nAlloc */
  int64_t mx;         /* StrAccum.mxAlloc: the connection's length limit */
  int err;            /* GS_TOOBIG once SQLite would have given up */
} gs_acc;

GS_FN void gs_acc_init(gs_acc *a, unsigned char *z, int64_t mx){
  a->z = z; a->n = 0; a->nalloc = 0; a->mx = mx; a->err = 0;
}

/* sqlite3DbMallocSize() after sqlite3Realloc(p, n): ROUND8(n). */
GS_FN int64_t gs_acc_usable(int64_t n){
  return (n + 7) & ~(int64_t)7;
}

GS_FN void gs_acc_fail(gs_acc *a){ a->err = GS_TOOBIG; a->n = 0; a->nalloc = 0; }

/* Room for N more bytes? (the test in sqlite3_str_append and
** sqlite3StrAccumEnlarge()). */
GS_FN_CALL int gs_acc_room(gs_acc *a, int64_t N);
#ifndef GS_SPLIT_KERNEL
GS_FN_CALL int gs_acc_room(gs_acc *a, int64_t N){
  int64_t sz;
  if( a->n + N < a->nalloc ) return 1;
  if( a->err ) return 0;
  sz = a->n + N + 1;
  if( sz + a->n<=a->mx ) sz += a->n;
  if( sz>a->mx ){ gs_acc_fail(a); return 0; }
  a->nalloc = gs_acc_usable(sz);
  return 1;
}
#endif

/* sqlite3_str_append() of N bytes that the caller then writes at the returned
** address (0 while measuring or after an error). */
GS_FN unsigned char *gs_acc_reserve(gs_acc *a, int64_t N){
  unsigned char *p;
  if( !gs_acc_room(a, N) || N<=0 ) return 0;
  p = a->z ? a->z + a->n : 0;
  a->n += N;
  return p;
}
GS_FN void gs_acc_put(gs_acc *a, const unsigned char *z, int64_t N){
  unsigned char *p = gs_acc_reserve(a, N);
  if( p ) gs_memcpy(p, z, N);
}
/* sqlite3_str_appendchar() */
GS_FN void gs_acc_fill(gs_acc *a, int64_t N, int ch){
  unsigned char *p = gs_acc_reserve(a, N);
  int64_t i;
  if( p ) for(i=0; i<N; i++) p[i] = (unsigned char)ch;
}
/* count appends of the same L bytes, in O(log count) steps. */
GS_FN void gs_acc_put_repeat(gs_acc *a, const unsigned char *z, int64_t L, int64_t count){
  int64_t k, j;
  while( count>0 && !a->err ){
    if( a->n + L < a->nalloc ){
      k = (a->nalloc - 1 - a->n - L)/L + 1;
      if( k>count ) k = count;
      if( a->z ){
        for(j=0; j<k; j++) gs_memcpy(a->z + a->n + j*L, z, L);
      }
      a->n += k*L;
      count -= k;
    }else{
      gs_acc_put(a, z, L);
      count--;
    }
  }
}
/* The end of each conversion in sqlite3_str_vappendf(): the field of length
** bytes, padded with spaces to width.  Returns where the field's bytes go. */
GS_FN unsigned char *gs_acc_field(gs_acc *a, int64_t length, int64_t width, int left){
  unsigned char *p;
  width -= length;
  if( width>0 ){
    if( !left ) gs_acc_fill(a, width, ' ');
    p = gs_acc_reserve(a, length);
    if( left ) gs_acc_fill(a, width, ' ');
    return p;
  }
  return gs_acc_reserve(a, length);
}
/* printfTempBuf(): SQLite allocates a scratch buffer of n bytes before some
** conversions and gives up (TOOBIG) when n is over the limit.  Returns 0 when
** the whole printf stops there. */
GS_FN int gs_acc_tempbuf(gs_acc *a, int64_t n){
  if( a->err ) return 0;
  if( n>a->nalloc && n>a->mx ){ gs_acc_fail(a); return 0; }
  return 1;
}

/* ---- printf's conversions ---------------------------------------------- */

/* A conversion's flags, width and precision. */
typedef struct gs_spec {
  int64_t width;      /* >= 0 */
  int64_t precision;  /* -1 when absent */
  int left;           /* '-' */
  int prefix;         /* '+', ' ' or 0 */
  int alt;            /* '#' */
  int alt2;           /* '!' */
  int zeropad;        /* '0' */
  int thousand;       /* ',' or 0 */
} gs_spec;

GS_FN void gs_spec_init(gs_spec *sp){
  sp->width = 0; sp->precision = -1; sp->left = 0; sp->prefix = 0;
  sp->alt = 0; sp->alt2 = 0; sp->zeropad = 0; sp->thousand = 0;
}

#define GS_ET_FLOAT   1
#define GS_ET_EXP     2
#define GS_ET_GENERIC 3

GS_DATA double gs_ar_round[10] = {
  5.0e-01, 5.0e-02, 5.0e-03, 5.0e-04, 5.0e-05,
  5.0e-06, 5.0e-07, 5.0e-08, 5.0e-09, 5.0e-10,
};

/* et_getdigit() */
GS_FN_CALL int gs_xf_getdigit(gs_xf *val, int *cnt);
#ifndef GS_SPLIT_KERNEL
GS_FN_CALL int gs_xf_getdigit(gs_xf *val, int *cnt){
  int digit;
  if( *cnt<=0 ) return '0';
  (*cnt)--;
  digit = gs_xf_to_int(*val);
  *val = gs_xf_mul(gs_xf_sub(*val, gs_xf_from_i64(digit)), gs_xf_from_double(10.0));
  return digit + '0';
}
#endif

/* %f %e %E %g %G of rv: printf.c's etFLOAT/etEXP/etGENERIC, with realvalue
** as a gs_xf.  Returns 0 when SQLite would abandon the printf. */
GS_FN_CALL int gs_fmt_real(gs_acc *a, double rv, int xtype, int upper, const gs_spec *sp);
#ifndef GS_SPLIT_KERNEL
GS_FN_CALL int gs_fmt_real(gs_acc *a, double rv, int xtype, int upper, const gs_spec *sp){
  unsigned char dig[32];
  unsigned char *p;
  int64_t precision = sp->precision, width = sp->width, length, nInt, nZero, nFrac;
  int64_t nKeep, nPad, k, j, idx, e2, exp = 0, ex;
  int prefix, flag_dp, flag_rtz, nsd, ncomp, showDot, extraZero, expv, nExp;
  double rounder;
  gs_xf R, scale, t;
  if( precision<0 ) precision = 6;
  if( precision>100000000 ) precision = 100000000;
  if( rv<0.0 ){ rv = -rv; prefix = '-'; }else{ prefix = sp->prefix; }
  if( xtype==GS_ET_GENERIC && precision>0 ) precision--;
  idx = precision & 0xfff;
  rounder = gs_ar_round[idx%10];
  while( idx>=10 ){ rounder *= 1.0e-10; idx -= 10; }
  R = gs_xf_from_double(rv);
  if( xtype==GS_ET_FLOAT ){
    ex = -1023 + (int64_t)((gs_dbl_bits(rv)>>52) & 0x7ff);
    if( precision + ex/3 < 15 ){
      rounder = gs_xf_to_double(gs_xf_add(gs_xf_from_double(rounder),
                                          gs_xf_mul(R, gs_xf_from_double(3e-16))));
    }
    R = gs_xf_add(R, gs_xf_from_double(rounder));
  }
  if( R.cls==GS_XF_NAN ){
    p = gs_acc_field(a, 3, width, sp->left);
    if( p ){ p[0] = 'N'; p[1] = 'a'; p[2] = 'N'; }
    return 1;
  }
  if( R.cls!=GS_XF_ZERO && !R.neg ){
    scale = gs_xf_from_double(1.0);
    for(;;){
      t = gs_xf_mul(gs_xf_from_double(1e100), scale);
      if( !(gs_xf_ge(R, t) && exp<=350) ) break;
      scale = t; exp += 100;
    }
    for(;;){
      t = gs_xf_mul(gs_xf_from_double(1e10), scale);
      if( !(gs_xf_ge(R, t) && exp<=350) ) break;
      scale = t; exp += 10;
    }
    for(;;){
      t = gs_xf_mul(gs_xf_from_double(10.0), scale);
      if( !(gs_xf_ge(R, t) && exp<=350) ) break;
      scale = t; exp += 1;
    }
    R = gs_xf_div(R, scale);
    while( gs_xf_lt(R, gs_xf_from_double(1e-8)) ){ R = gs_xf_mul(R, gs_xf_from_double(1e8)); exp -= 8; }
    while( gs_xf_lt(R, gs_xf_from_double(1.0)) ){ R = gs_xf_mul(R, gs_xf_from_double(10.0)); exp--; }
    if( exp>350 ){
      length = 3 + (prefix!=0);
      p = gs_acc_field(a, length, width, sp->left);
      if( p ){
        k = 0;
        if( prefix ) p[k++] = (unsigned char)prefix;
        p[k++] = 'I'; p[k++] = 'n'; p[k] = 'f';
      }
      return 1;
    }
  }
  if( xtype!=GS_ET_FLOAT ){
    R = gs_xf_add(R, gs_xf_from_double(rounder));
    if( gs_xf_ge(R, gs_xf_from_double(10.0)) ){ R = gs_xf_mul(R, gs_xf_from_double(0.1)); exp++; }
  }
  if( xtype==GS_ET_GENERIC ){
    flag_rtz = !sp->alt;
    if( exp<-4 || exp>precision ){
      xtype = GS_ET_EXP;
    }else{
      precision = precision - exp;
      xtype = GS_ET_FLOAT;
    }
  }else{
    flag_rtz = sp->alt2;
  }
  e2 = xtype==GS_ET_EXP ? 0 : exp;
  if( (e2>0 ? e2 : 0) + precision + width + 15 > 70 ){
    if( !gs_acc_tempbuf(a, (e2>0 ? e2 : 0) + precision + width + 15) ) return 0;
  }
  nsd = 16 + sp->alt2*10;
  flag_dp = (precision>0 ? 1 : 0) | sp->alt | sp->alt2;

  /* The digits: nInt before the point (or a lone "0"), then nZero zeros
  ** and nFrac digits after it.  et_getdigit() is called nInt+nFrac times
  ** and gives '0' after its first nsd calls. */
  nInt = e2>=0 ? e2 + 1 : 0;
  nZero = e2<0 ? -e2 - 1 : 0;
  nFrac = precision - nZero;
  if( nFrac<0 ) nFrac = 0;
  ncomp = nInt + nFrac < nsd ? (int)(nInt + nFrac) : nsd;
  for(k=0; k<ncomp; k++) dig[k] = (unsigned char)gs_xf_getdigit(&R, &nsd);

  /* Trailing zeros of the fraction go when flag_rtz && flag_dp. */
  nKeep = nZero + nFrac;
  showDot = flag_dp;
  extraZero = 0;
  if( flag_rtz && flag_dp ){
    nKeep = 0;
    for(j=nInt; j<ncomp; j++){
      if( dig[j]!='0' ) nKeep = nZero + (j - nInt) + 1;
    }
    if( nKeep==0 ){
      if( sp->alt2 ) extraZero = 1; else showDot = 0;
    }
  }
  expv = (int)exp;
  nExp = 0;
  if( xtype==GS_ET_EXP ){
    if( expv<0 ) expv = -expv;
    nExp = expv>=100 ? 5 : 4;
  }
  length = (prefix!=0) + (e2<0 ? 1 : nInt) + showDot + nKeep + extraZero + nExp;
  nPad = 0;
  if( sp->zeropad && !sp->left && length<width ){
    nPad = width - length;
    length = width;
  }
  p = gs_acc_field(a, length, width, sp->left);
  if( p==0 ) return 1;
  k = 0;
  if( prefix ) p[k++] = (unsigned char)prefix;
  for(j=0; j<nPad; j++) p[k++] = '0';
  if( e2<0 ){
    p[k++] = '0';
  }else{
    for(j=0; j<nInt; j++) p[k++] = j<ncomp ? dig[j] : '0';
  }
  if( showDot ) p[k++] = '.';
  for(j=0; j<nKeep; j++){
    int64_t at = nInt + (j - nZero);
    p[k++] = (j<nZero || at>=ncomp) ? '0' : dig[at];
  }
  if( extraZero ) p[k++] = '0';
  if( nExp ){
    p[k++] = upper ? 'E' : 'e';
    p[k++] = exp<0 ? '-' : '+';
    if( expv>=100 ){ p[k++] = (unsigned char)(expv/100 + '0'); expv %= 100; }
    p[k++] = (unsigned char)(expv/10 + '0');
    p[k++] = (unsigned char)(expv%10 + '0');
  }
  return 1;
}
#endif

/* sqlite3Int64ToText(): into z (at least 21 bytes); returns the length. */
GS_FN int gs_i64_to_text(int64_t v, unsigned char *z){
  unsigned char tmp[24];
  uint64_t u = v<0 ? (uint64_t)0 - (uint64_t)v : (uint64_t)v;
  int n = 0, k = 0;
  do{ tmp[n++] = (unsigned char)('0' + (int)(u%10)); u /= 10; }while( u );
  if( v<0 ) z[k++] = '-';
  while( n>0 ) z[k++] = tmp[--n];
  return k;
}

/* SQLite's text for a REAL ("%!.15g", as sqlite3VdbeMemStringify) into z (at
** least 32 bytes); returns the length. */
GS_FN_CALL int gs_real_to_text_buf(double r, unsigned char *z);
#ifndef GS_SPLIT_KERNEL
GS_FN_CALL int gs_real_to_text_buf(double r, unsigned char *z){
  gs_acc a;
  gs_spec sp;
  gs_acc_init(&a, z, 1000);
  gs_spec_init(&sp);
  sp.precision = 15; sp.alt2 = 1;
  gs_fmt_real(&a, r, GS_ET_GENERIC, 0, &sp);
  return (int)a.n;
}
#endif

/* The bytes of v as sqlite3_value_text() sees them for printf: a C string,
** so up to the first NUL.  0 for NULL.  buf (32 bytes) holds a number's text. */
GS_FN const unsigned char *gs_printf_text(gs_val v, unsigned char *buf, int64_t *pn){
  int64_t i;
  switch( v.type ){
    case GS_INT:  *pn = gs_i64_to_text(v.u.i, buf); return buf;
    case GS_REAL: *pn = gs_real_to_text_buf(v.u.r, buf); return buf;
    case GS_TEXT: case GS_BLOB:
      if( v.s.n<=0 || v.s.z==0 ){ buf[0] = 0; *pn = 0; return buf; }
      for(i=0; i<v.s.n && v.s.z[i]; i++){}
      *pn = i;
      return v.s.z;
    default: *pn = 0; return 0;
  }
}

/* z[i] of a C string of length n (its terminator and beyond read as 0). */
GS_FN int gs_zat(const unsigned char *z, int64_t n, int64_t i){
  return i<n ? z[i] : 0;
}

/* The C int that SQLite takes from a 64-bit argument: its low 32 bits. */
GS_FN int64_t gs_to_c_int(int64_t v){
  uint32_t u = (uint32_t)(uint64_t)v;
  return u>=0x80000000u ? (int64_t)u - 4294967296LL : (int64_t)u;
}

/* sqlite3_str_vappendf() with SQLITE_PRINTF_SQLFUNC: the format fmt (n bytes,
** no NUL) with arguments argv[0..nArg-1], into a. */
GS_FN_CALL void gs_printf_run(gs_acc *a, const unsigned char *fmt, int64_t nfmt,
                         int nArg, const gs_val *argv);
#ifndef GS_SPLIT_KERNEL
GS_FN_CALL void gs_printf_run(gs_acc *a, const unsigned char *fmt, int64_t nfmt,
                         int nArg, const gs_val *argv){
  unsigned char tbuf[32], buf[8];
  const unsigned char *t;
  unsigned char *p;
  int64_t i = 0, j, k, n, nt, length, ii;
  int nUsed = 0, c, done, xtype, base, isSigned, upper, pfx, isOrd;
  gs_spec sp;
  while( i<nfmt ){
    c = fmt[i];
    if( c!='%' ){
      j = i;
      do{ i++; }while( i<nfmt && fmt[i]!='%' );
      gs_acc_put(a, fmt + j, i - j);
      if( i>=nfmt ) break;
    }
    c = gs_zat(fmt, nfmt, ++i);
    if( c==0 ){
      gs_acc_put(a, (const unsigned char*)"%", 1);
      break;
    }
    gs_spec_init(&sp);
    done = 0;
    do{
      switch( c ){
        case '-': sp.left = 1; break;
        case '+': sp.prefix = '+'; break;
        case ' ': sp.prefix = ' '; break;
        case '#': sp.alt = 1; break;
        case '!': sp.alt2 = 1; break;
        case '0': sp.zeropad = 1; break;
        case ',': sp.thousand = ','; break;
        default:  done = 1; break;
        case 'l':
          c = gs_zat(fmt, nfmt, ++i);
          if( c=='l' ) c = gs_zat(fmt, nfmt, ++i);
          done = 1;
          break;
        case '1': case '2': case '3': case '4': case '5':
        case '6': case '7': case '8': case '9': {
          uint32_t wx = (uint32_t)(c - '0');
          while( (c = gs_zat(fmt, nfmt, ++i))>='0' && c<='9' ) wx = wx*10 + (uint32_t)(c - '0');
          sp.width = wx & 0x7fffffff;
          if( c!='.' && c!='l' ) done = 1; else i--;
          break;
        }
        case '*': {
          int64_t w = gs_to_c_int(nUsed<nArg ? gs_val_to_int(argv[nUsed++]) : 0);
          if( w<0 ){
            sp.left = 1;
            w = w>=-2147483647 ? -w : 0;
          }
          sp.width = w;
          if( (c = gs_zat(fmt, nfmt, i+1))!='.' && c!='l' ){
            c = gs_zat(fmt, nfmt, ++i);
            done = 1;
          }
          break;
        }
        case '.': {
          c = gs_zat(fmt, nfmt, ++i);
          if( c=='*' ){
            int64_t pr = gs_to_c_int(nUsed<nArg ? gs_val_to_int(argv[nUsed++]) : 0);
            if( pr<0 ) pr = pr>=-2147483647 ? -pr : -1;
            sp.precision = pr;
            c = gs_zat(fmt, nfmt, ++i);
          }else{
            uint32_t px = 0;
            while( c>='0' && c<='9' ){
              px = px*10 + (uint32_t)(c - '0');
              c = gs_zat(fmt, nfmt, ++i);
            }
            sp.precision = px & 0x7fffffff;
          }
          if( c=='l' ) --i; else done = 1;
          break;
        }
      }
    }while( !done && (c = gs_zat(fmt, nfmt, ++i))!=0 );

    switch( c ){
      case 'd': case 'i': case 'u': case 'r': case 'x': case 'X': case 'o': case 'p': {
        uint64_t lv;
        int prefix;
        int64_t nDig, C, nn, altlen;
        unsigned char d[32];
        base = (c=='x' || c=='X' || c=='p') ? 16 : (c=='o' ? 8 : 10);
        isSigned = c=='d' || c=='i' || c=='r';
        isOrd = c=='r';
        upper = c!='x';
        pfx = c=='x' || c=='p' ? 1 : (c=='o' ? 2 : (c=='X' ? 4 : 0));
        if( c!='d' && c!='i' && c!='u' ) sp.thousand = 0;
        if( isSigned ){
          int64_t v = nUsed<nArg ? gs_val_to_int(argv[nUsed++]) : 0;
          if( v<0 ){ lv = (uint64_t)0 - (uint64_t)v; prefix = '-'; }
          else{ lv = (uint64_t)v; prefix = sp.prefix; }
        }else{
          lv = (uint64_t)(nUsed<nArg ? gs_val_to_int(argv[nUsed++]) : 0);
          prefix = 0;
        }
        if( lv==0 ) sp.alt = 0;
        if( sp.zeropad && sp.precision<sp.width - (prefix!=0) ){
          sp.precision = sp.width - (prefix!=0);
        }
        if( sp.precision>=70-10-70/3 ){
          n = sp.precision + 10;
          if( sp.thousand ) n += sp.precision/3;
          if( !gs_acc_tempbuf(a, n) ) return;
        }
        /* digits, least significant first, then the ordinal suffix */
        nDig = 0;
        if( isOrd ){
          int x = (int)(lv % 10);
          if( x>=4 || (lv/10)%10==1 ) x = 0;
          d[nDig++] = (unsigned char)"thstndrd"[x*2+1];
          d[nDig++] = (unsigned char)"thstndrd"[x*2];
        }
        do{
          int dv = (int)(lv % (uint64_t)base);
          d[nDig++] = (unsigned char)(dv<10 ? '0' + dv : (upper ? 'A' : 'a') + dv - 10);
          lv /= (uint64_t)base;
        }while( lv>0 );
        C = sp.precision>nDig ? sp.precision : nDig;
        nn = sp.thousand ? (C - 1)/3 : 0;
        altlen = (sp.alt && pfx) ? (pfx==2 ? 1 : 2) : 0;
        length = altlen + (prefix!=0) + C + nn;
        p = gs_acc_field(a, length, sp.width, sp.left);
        if( p ){
          int64_t grp;
          k = 0;
          if( altlen ){
            p[k++] = '0';
            if( pfx!=2 ) p[k++] = (unsigned char)(pfx==4 ? 'X' : 'x');
          }
          if( prefix ) p[k++] = (unsigned char)prefix;
          grp = (C - 1)%3 + 1;
          for(j=0; j<C; j++){
            p[k++] = j<C - nDig ? '0' : d[C - 1 - j];
            if( nn && --grp==0 && j<C-1 ){ p[k++] = ','; grp = 3; }
          }
        }
        break;
      }
      case 'f': case 'e': case 'E': case 'g': case 'G': {
        double r = nUsed<nArg ? gs_val_to_real(argv[nUsed++]) : 0.0;
        xtype = c=='f' ? GS_ET_FLOAT : (c=='e' || c=='E') ? GS_ET_EXP : GS_ET_GENERIC;
        if( !gs_fmt_real(a, r, xtype, c=='E' || c=='G', &sp) ) return;
        break;
      }
      case 'n':
        gs_acc_field(a, 0, 0, 0);
        break;
      case '%':
        p = gs_acc_field(a, 1, sp.width, sp.left);
        if( p ) p[0] = '%';
        break;
      case 'c': {
        t = nUsed<nArg ? gs_printf_text(argv[nUsed++], tbuf, &nt) : 0;
        length = 1;
        if( t ){
          buf[0] = (unsigned char)gs_zat(t, nt, 0);
          if( (buf[0]&0xc0)==0xc0 ){
            while( length<4 && (gs_zat(t, nt, length)&0xc0)==0x80 ){
              buf[length] = (unsigned char)gs_zat(t, nt, length);
              length++;
            }
          }
        }else{
          buf[0] = 0;
        }
        if( sp.precision>1 ){
          sp.width -= sp.precision - 1;
          if( sp.width>1 && !sp.left ){
            gs_acc_fill(a, sp.width - 1, ' ');
            sp.width = 0;
          }
          gs_acc_put_repeat(a, buf, length, sp.precision - 1);
        }
        if( sp.width>0 ){
          for(ii=length-1; ii>=0; ii--) if( (buf[ii]&0xc0)==0x80 ) sp.width++;
        }
        p = gs_acc_field(a, length, sp.width, sp.left);
        if( p ) gs_memcpy(p, buf, length);
        break;
      }
      case 's': case 'z': {
        t = nUsed<nArg ? gs_printf_text(argv[nUsed++], tbuf, &nt) : 0;
        if( t==0 ){ t = tbuf; nt = 0; }
        if( sp.precision>=0 ){
          if( sp.alt2 ){
            int64_t pr = sp.precision;
            j = 0;
            while( pr-- > 0 && gs_zat(t, nt, j) ){
              if( gs_zat(t, nt, j++)>=0xc0 ){
                while( (gs_zat(t, nt, j)&0xc0)==0x80 ) j++;
              }
            }
            length = j;
          }else{
            length = sp.precision<nt ? sp.precision : nt;
          }
        }else{
          length = nt & 0x7fffffff;
        }
        if( sp.alt2 && sp.width>0 ){
          for(ii=length-1; ii>=0; ii--) if( (t[ii]&0xc0)==0x80 ) sp.width++;
        }
        p = gs_acc_field(a, length, sp.width, sp.left);
        if( p ) gs_memcpy(p, t, length);
        break;
      }
      case 'q': case 'Q': case 'w': {
        int q = c=='w' ? '"' : '\'';
        int isnull, needQuote, ch;
        int64_t nq;
        t = nUsed<nArg ? gs_printf_text(argv[nUsed++], tbuf, &nt) : 0;
        isnull = t==0;
        if( isnull ){
          t = (const unsigned char*)(c=='Q' ? "NULL" : "(NULL)");
          nt = c=='Q' ? 4 : 6;
        }
        k = sp.precision;
        nq = 0;
        for(j=0; k!=0 && (ch = gs_zat(t, nt, j))!=0; j++, k--){
          if( ch==q ) nq++;
          if( sp.alt2 && (ch&0xc0)==0xc0 ){
            while( (gs_zat(t, nt, j+1)&0xc0)==0x80 ) j++;
          }
        }
        needQuote = !isnull && c=='Q';
        n = nq + j + 3;
        if( n>70 && !gs_acc_tempbuf(a, n) ) return;
        length = j + nq + (needQuote ? 2 : 0);
        if( sp.alt2 && sp.width>0 ){
          for(ii=j-1; ii>=0; ii--) if( (t[ii]&0xc0)==0x80 ) sp.width++;
        }
        p = gs_acc_field(a, length, sp.width, sp.left);
        if( p ){
          int64_t o = 0;
          if( needQuote ) p[o++] = (unsigned char)q;
          for(ii=0; ii<j; ii++){
            p[o++] = t[ii];
            if( t[ii]==q ) p[o++] = (unsigned char)q;
          }
          if( needQuote ) p[o++] = (unsigned char)q;
        }
        break;
      }
      default:
        /* An unknown conversion (and SQLite's internal %T and %S) ends the
        ** output right there. */
        return;
    }
    i++;
  }
}
#endif

/* printf(FORMAT, ...) and format(FORMAT, ...). */
GS_FN_CALL gs_val gs_fn_printf(gs_ctx *c, int argc, const gs_val *argv);
#ifndef GS_SPLIT_KERNEL
GS_FN_CALL gs_val gs_fn_printf(gs_ctx *c, int argc, const gs_val *argv){
  unsigned char fbuf[32];
  const unsigned char *fmt;
  int64_t nfmt;
  gs_acc a;
  gs_str s;
  if( argc<1 ) return gs_null();
  fmt = gs_printf_text(argv[0], fbuf, &nfmt);
  if( fmt==0 ) return gs_null();
  gs_acc_init(&a, 0, c->max_len);
  gs_printf_run(&a, fmt, nfmt, argc - 1, argv + 1);
  if( a.err || a.nalloc==0 ) return gs_null();
  s = gs_alloc(c, a.n);
  if( s.z==0 ) return gs_null();
  gs_acc_init(&a, gs_mut(s), c->max_len);
  gs_printf_run(&a, fmt, nfmt, argc - 1, argv + 1);
  return gs_text(s);
}
#endif

/* ---- values to text, CAST ---------------------------------------------- */

/* A NEW reference to the text form of a non-NULL value (NULL gives an empty
** view).
**
** GS_LEAN (the GPU engine's kernels, ext/gpu_exec.c): a REAL's text needs
** the soft-float formatter, whose call chain alone would give every kernel
** that may meet a REAL (upper(s)||s does) some 500 bytes of stack; a lean
** kernel instead stops the row with GS_CPU_ROW and the engine runs that row
** on the CPU engine.  An INTEGER's digits are written straight into the new
** string, with no buffer on the stack. */
#ifdef GS_LEAN
GS_FN gs_str gs_to_text(gs_ctx *c, gs_val v){
  uint64_t u;
  int64_t n = 0, neg = v.type==GS_INT && v.u.i<0;
  gs_str s;
  if( v.type==GS_TEXT || v.type==GS_BLOB ) return gs_share(c, v.s);
  if( v.type==GS_REAL ){
    if( c->rc==GS_OK ){ c->rc = GS_CPU_ROW; c->zerr = "a REAL's text is made on the CPU"; }
    return gs_view(0, 0);
  }
  if( v.type!=GS_INT ) return gs_view(0, 0);
  u = neg ? (uint64_t)0 - (uint64_t)v.u.i : (uint64_t)v.u.i;
  do{ n++; u /= 10; }while( u );
  s = gs_alloc(c, n + neg);
  if( s.z==0 ) return s;
  u = neg ? (uint64_t)0 - (uint64_t)v.u.i : (uint64_t)v.u.i;
  if( neg ) gs_mut(s)[0] = '-';
  do{ gs_mut(s)[neg + --n] = (unsigned char)('0' + (int)(u%10)); u /= 10; }while( u );
  return s;
}
#else
GS_FN_CALL gs_str gs_to_text(gs_ctx *c, gs_val v);
#endif
#if !defined(GS_SPLIT_KERNEL) && !defined(GS_LEAN)
GS_FN_CALL gs_str gs_to_text(gs_ctx *c, gs_val v){
  unsigned char buf[32];
  int n;
  gs_str s;
  if( v.type==GS_TEXT || v.type==GS_BLOB ) return gs_share(c, v.s);
  if( v.type==GS_INT ) n = gs_i64_to_text(v.u.i, buf);
  else if( v.type==GS_REAL ) n = gs_real_to_text_buf(v.u.r, buf);
  else return gs_view(0, 0);
  s = gs_alloc(c, n);
  if( s.z==0 ) return s;
  gs_memcpy(gs_mut(s), buf, n);
  return s;
}
#endif

/* CAST(v AS TEXT|INTEGER|REAL|BLOB|NUMERIC): sqlite3VdbeMemCast(). */
GS_FN gs_val gs_cast(gs_ctx *c, gs_val v, int to){
  gs_str s;
  if( v.type==GS_NULL ) return v;
  switch( to ){
    case GS_TEXT:
    case GS_BLOB:
      s = gs_to_text(c, v);
      if( s.z==0 && c->rc ) return gs_null();
      return to==GS_TEXT ? gs_text(s) : gs_blob(s);
    case GS_INT:
      return gs_int(gs_val_to_int(v));
    case GS_REAL:
      return gs_real(gs_val_to_real(v));
    default:
      if( gs_is_str(v) ) return gs_text_numerify(v.s);
      return v;
  }
}

/* ---- quote, round, abs, typeof ---------------------------------------- */

/* quote(X): sqlite3QuoteValue() into a StrAccum limited to max_len. */
GS_FN_CALL gs_val gs_fn_quote(gs_ctx *c, int argc, const gs_val *argv);
#ifndef GS_SPLIT_KERNEL
GS_FN_CALL gs_val gs_fn_quote(gs_ctx *c, int argc, const gs_val *argv){
  unsigned char buf[48];
  gs_val v = argv[0];
  gs_str s;
  gs_acc a;
  int64_t n, i, nq;
  (void)argc;
  switch( v.type ){
    case GS_REAL: {
      double r2;
      gs_spec sp;
      n = gs_real_to_text_buf(v.u.r, buf);
      gs_atof(buf, n, &r2);
      if( r2!=v.u.r ){
        gs_acc_init(&a, buf, 1000);
        gs_spec_init(&sp);
        sp.precision = 20; sp.alt2 = 1;
        gs_fmt_real(&a, v.u.r, GS_ET_EXP, 0, &sp);
        n = a.n;
      }
      break;
    }
    case GS_INT:
      n = gs_i64_to_text(v.u.i, buf);
      break;
    case GS_BLOB:
      n = v.s.n*2 + 3;
      if( n + 2>c->max_len ){ gs_error_toobig(c); return gs_null(); }
      s = gs_alloc(c, n);
      if( s.z==0 ) return gs_null();
      {
        unsigned char *p = gs_mut(s);
        p[0] = 'X'; p[1] = '\'';
        for(i=0; i<v.s.n; i++){
          p[i*2+2] = (unsigned char)"0123456789ABCDEF"[v.s.z[i]>>4];
          p[i*2+3] = (unsigned char)"0123456789ABCDEF"[v.s.z[i]&0x0f];
        }
        p[n-1] = '\'';
      }
      return gs_text(s);
    case GS_TEXT: {
      unsigned char *p;
      int64_t m;
      for(m=0; m<v.s.n && v.s.z[m]; m++){}
      for(i=0, nq=0; i<m; i++) if( v.s.z[i]=='\'' ) nq++;
      n = m + nq + 2;
      if( n>=c->max_len ){ gs_error_toobig(c); return gs_null(); }
      s = gs_alloc(c, n);
      if( s.z==0 ) return gs_null();
      p = gs_mut(s);
      p[0] = '\'';
      for(i=0, nq=1; i<m; i++){
        p[nq++] = v.s.z[i];
        if( v.s.z[i]=='\'' ) p[nq++] = '\'';
      }
      p[nq] = '\'';
      return gs_text(s);
    }
    default:
      buf[0] = 'N'; buf[1] = 'U'; buf[2] = 'L'; buf[3] = 'L';
      n = 4;
      break;
  }
  if( n>=c->max_len ){ gs_error_toobig(c); return gs_null(); }
  s = gs_alloc(c, n);
  if( s.z==0 ) return gs_null();
  gs_memcpy(gs_mut(s), buf, n);
  return gs_text(s);
}
#endif

/* round(X) and round(X, N): roundFunc() in func.c. */
GS_FN_CALL gs_val gs_fn_round(gs_ctx *c, int argc, const gs_val *argv);
#ifndef GS_SPLIT_KERNEL
GS_FN_CALL gs_val gs_fn_round(gs_ctx *c, int argc, const gs_val *argv){
  int64_t n = 0;
  double r;
  (void)c;
  if( argc==2 ){
    if( argv[1].type==GS_NULL ) return gs_null();
    n = gs_to_c_int(gs_val_to_int(argv[1]));
    if( n>30 ) n = 30;
    if( n<0 ) n = 0;
  }
  if( argv[0].type==GS_NULL ) return gs_null();
  r = gs_val_to_real(argv[0]);
  if( r<-4503599627370496.0 || r>+4503599627370496.0 ){
    /* no fractional part: nothing to round */
  }else if( n==0 ){
    r = (double)gs_real_to_i64(r + (r<0 ? -0.5 : +0.5));
  }else{
    unsigned char buf[80];
    gs_acc a;
    gs_spec sp;
    gs_acc_init(&a, buf, 1000);
    gs_spec_init(&sp);
    sp.precision = n;
    gs_fmt_real(&a, r, GS_ET_FLOAT, 0, &sp);
    gs_atof(buf, a.n, &r);
  }
  return gs_real(r);
}
#endif

/* abs(X): absFunc() in func.c. */
GS_FN gs_val gs_fn_abs(gs_ctx *c, int argc, const gs_val *argv){
  double r;
  (void)argc;
  switch( argv[0].type ){
    case GS_NULL: return gs_null();
    case GS_INT:
      if( argv[0].u.i<0 ){
        if( argv[0].u.i==GS_I64_MIN ){ gs_error(c, "integer overflow"); return gs_null(); }
        return gs_int(-argv[0].u.i);
      }
      return argv[0];
    default:
      r = gs_val_to_real(argv[0]);
      if( r<0 ) r = -r;
      return gs_real(r);
  }
}

/* typeof(X): a view of a static name. */
GS_FN gs_val gs_fn_typeof(gs_ctx *c, int argc, const gs_val *argv){
  const char *z;
  int64_t n;
  (void)c; (void)argc;
  switch( argv[0].type ){
    case GS_INT:  z = "integer"; n = 7; break;
    case GS_REAL: z = "real";    n = 4; break;
    case GS_TEXT: z = "text";    n = 4; break;
    case GS_BLOB: z = "blob";    n = 4; break;
    default:      z = "null";    n = 4; break;
  }
  return gs_text(gs_view((const unsigned char*)z, n));
}

#endif /* GS_NUM_H */
