/*
** rt_num.c - tests runtime/gs_num.h (number <-> text conversions, CAST,
** printf/format, quote, round, abs, typeof) against SQLite itself.
**
**   gcc -std=c99 -O1 -Wall -Wextra -Werror -Iruntime -Itest/rt \
**       test/rt/rt_num.c -lsqlite3 -lm -o /tmp/rt_num && /tmp/rt_num [SEED [N]]
**
** Part one runs each function over rt_oracle.h's nasty inputs (and a few
** more numbers) and printf over many format strings.  Part two replays
** SQLite's StrAccum limits with a small SQLITE_LIMIT_LENGTH.  Part three is
** randomized (seed printed, and taken from argv[1] when given): N random
** doubles (default 200,000) from every corner of the format - raw bit
** patterns, neighbours of powers of ten, decimal halfway cases, subnormals,
** integers near 2^53 and 2^63 - through CAST AS TEXT, printf('%.20e'),
** printf('%f'), printf('%.*g'), round(x, n) and quote(x); and N random
** decimal strings through CAST AS REAL/NUMERIC/INTEGER and arithmetic.
** RT_SKIP1=1 / RT_SKIP2=1 in the environment skip parts one and two.
*/
#include "rt_oracle.h"
#include "gs_num.h"
#include <time.h>

/* ---- adapters: the runtime side of each SQL expression ----------------- */

static gs_val ad_cast_text(gs_ctx *c, int n, const gs_val *a){ (void)n; return gs_cast(c, a[0], GS_TEXT); }
static gs_val ad_cast_int(gs_ctx *c, int n, const gs_val *a){ (void)n; return gs_cast(c, a[0], GS_INT); }
static gs_val ad_cast_real(gs_ctx *c, int n, const gs_val *a){ (void)n; return gs_cast(c, a[0], GS_REAL); }
static gs_val ad_cast_blob(gs_ctx *c, int n, const gs_val *a){ (void)n; return gs_cast(c, a[0], GS_BLOB); }
static gs_val ad_cast_num(gs_ctx *c, int n, const gs_val *a){ (void)n; return gs_cast(c, a[0], GS_CAST_NUMERIC); }
/* ?1 || '' */
static gs_val ad_concat(gs_ctx *c, int n, const gs_val *a){
  gs_str s;
  (void)n;
  if( a[0].type==GS_NULL ) return gs_null();
  s = gs_to_text(c, a[0]);
  return c->rc ? gs_null() : gs_text(s);
}
/* ?1 - 0: the numeric value arithmetic sees */
static gs_val ad_minus0(gs_ctx *c, int n, const gs_val *a){
  (void)c; (void)n;
  if( gs_is_str(a[0]) ) return gs_text_to_numeric(a[0].s);
  return a[0];
}
static gs_val ad_round(gs_ctx *c, int n, const gs_val *a){ return gs_fn_round(c, n, a); }
static gs_val ad_abs(gs_ctx *c, int n, const gs_val *a){ return gs_fn_abs(c, n, a); }
static gs_val ad_quote(gs_ctx *c, int n, const gs_val *a){ return gs_fn_quote(c, n, a); }
static gs_val ad_typeof(gs_ctx *c, int n, const gs_val *a){ return gs_fn_typeof(c, n, a); }
static gs_val ad_printf(gs_ctx *c, int n, const gs_val *a){ return gs_fn_printf(c, n, a); }
/* sqlite3_value_double / sqlite3_value_int64 of any value: abs() and CAST
** cover them through SQL; these check the entry points directly. */
static gs_val ad_val_real(gs_ctx *c, int n, const gs_val *a){ (void)c; (void)n; return gs_real(gs_val_to_real(a[0])); }
static gs_val ad_val_int(gs_ctx *c, int n, const gs_val *a){ (void)c; (void)n; return gs_int(gs_val_to_int(a[0])); }

/* printf with a fixed format in front of the bound arguments */
static const char *ad_fmt;
static gs_val ad_printf_fmt(gs_ctx *c, int n, const gs_val *a){
  gs_val argv[8];
  int k;
  argv[0] = gs_text(gs_view((const unsigned char*)ad_fmt, (int64_t)strlen(ad_fmt)));
  for(k=0; k<n; k++) argv[k+1] = a[k];
  return gs_fn_printf(c, n + 1, argv);
}

/* ---- extra inputs ------------------------------------------------------ */

static rt_input in_text(const char *z){ rt_input x; memset(&x, 0, sizeof x); x.type = GS_TEXT; x.z = z; x.n = (int)strlen(z); return x; }
static rt_input in_int(int64_t i){ rt_input x; memset(&x, 0, sizeof x); x.type = GS_INT; x.i = i; return x; }
static rt_input in_real(double r){ rt_input x; memset(&x, 0, sizeof x); x.type = GS_REAL; x.r = r; return x; }
static rt_input in_null(void){ rt_input x; memset(&x, 0, sizeof x); return x; }

static int more_numbers(rt_input *a){
  static const double r[] = {
    0.5, 1.5, 2.5, 3.5, -0.5, 0.05, 0.15, 0.25, 0.35, 1.005, 2.675, 1e-5, 1e-4, 123456.789,
    99999.5, 999999.5, 9.9999999999999995, 1e14, 1e15, 1e16, 1e17, 123456789012345678.0,
    1e100, 1e-100, 1e308, 1.7976931348623157e308, 2.2250738585072014e-308,
    4.9406564584124654e-324, 1e-320, 4503599627370496.5, 4503599627370495.5,
    9007199254740993.0, 0.1+0.2, 1.0/3.0, 2.0/3.0, 100.0, 1000000.0, 1e21, 1e22,
    -1e-7, 5e-7, 9.5, 0.95, 0.095, 9.9999996e-5
  };
  int n = 0;
  size_t k;
  for(k=0; k<sizeof r/sizeof r[0]; k++){ a[n++] = in_real(r[k]); a[n++] = in_real(-r[k]); }
  a[n++] = in_real(HUGE_VAL); a[n++] = in_real(-HUGE_VAL);
  a[n++] = in_int(100); a[n++] = in_int(-12345678); a[n++] = in_int(255); a[n++] = in_int(3);
  a[n++] = in_int(11); a[n++] = in_int(12); a[n++] = in_int(13); a[n++] = in_int(21); a[n++] = in_int(112);
  a[n++] = in_text("3.14159"); a[n++] = in_text("-2.5e-3"); a[n++] = in_text("  42  ");
  a[n++] = in_text("it's"); a[n++] = in_text("\"q\""); a[n++] = in_text("\xc3\xa9\xc3\xa9\xc3\xa9");
  a[n++] = in_text("1e308"); a[n++] = in_text("1e-400"); a[n++] = in_text("0x10");
  return n;
}

/* ---- part one: fixed inputs -------------------------------------------- */

static const char *azFmt[] = {
  "%d", "%5d", "%-5d|", "%05d", "%+d", "% d", "%,d", "%+,012d", "%.3d", "%10.5d", "%-+8d|",
  "%i", "%u", "%ld", "%lld", "%lli", "%x", "%X", "%#x", "%#X", "%o", "%#o", "%08x", "%#010x",
  "%p", "%#p", "%r", "%5r", "%.4r", "%c", "%5c|", "%-5c|", "%.3c", "%5.3c|", "%-5.3c|", "%!5c|",
  "%s", "%10s|", "%-10s|", "%.2s", "%!.2s", "%!10s|", "%!-10.3s|", "%z", "%.0s",
  "%q", "%Q", "%w", "%.3q", "%!.3Q", "%10Q|", "%!10q|",
  "%f", "%.0f", "%.1f", "%.2f", "%.10f", "%.20f", "%12.4f|", "%-12.4f|", "%012.4f", "%+.3f",
  "% .3f", "%#.0f", "%!.3f", "%!f", "%,f",
  "%e", "%E", "%.0e", "%#.0e", "%.3e", "%.17e", "%.20e", "%!.20e", "%15.3e|", "%015.3e", "%+e",
  "%g", "%G", "%.0g", "%.1g", "%.3g", "%.10g", "%.15g", "%!.15g", "%.17g", "%#g", "%#.3g",
  "%!g", "%!.3g", "%20.10g|", "%-020g|", "%020g",
  "%%", "%5%|", "abc", "", "%", "a%", "%-", "%5", "%.", "%.5", "%l", "%ll", "%T", "%S", "%y",
  "%n", "x%ny", "%s %s %s", "%d%d", "%.*f", "%*d", "%-*d|", "%*.*f", "%.*s", "%.*c", "%*c|",
  "%.200f", "%.400f", "%.4096f", "%.50e", "%.40g", "%300d|", "%.100d", "%,.50d", "%099.3f",
  "%.3%", "%#%", "%5.3d|", "%l5d", "%5ld", "%.3ld", "%*ld", "%!d", "%#d", "%#s", "%0s",
};

static void part_one(void){
  static rt_input extra[160];
  rt_input *in, args[4], all[256];
  int nIn, nEx, nAll, i, j, k;
  size_t f;
  /* A 1 MB limit keeps widths taken from large inputs (printf('%*d', 123456789))
  ** quick: they hit the limit instead of building 100 MB strings. */
  sqlite3_limit(rt_db, SQLITE_LIMIT_LENGTH, 1000000);
  nIn = rt_inputs(&in);
  nEx = more_numbers(extra);
  nAll = 0;
  for(i=0; i<nIn; i++) all[nAll++] = in[i];
  for(i=0; i<nEx; i++) all[nAll++] = extra[i];

  rt_check_all("SELECT CAST(?1 AS TEXT)", ad_cast_text, 1);
  rt_check_all("SELECT CAST(?1 AS INTEGER)", ad_cast_int, 1);
  rt_check_all("SELECT CAST(?1 AS REAL)", ad_cast_real, 1);
  rt_check_all("SELECT CAST(?1 AS BLOB)", ad_cast_blob, 1);
  rt_check_all("SELECT CAST(?1 AS NUMERIC)", ad_cast_num, 1);
  rt_check_all("SELECT ?1 || ''", ad_concat, 1);
  rt_check_all("SELECT ?1 - 0", ad_minus0, 1);
  rt_check_all("SELECT round(?1)", ad_round, 1);
  rt_check_all("SELECT round(?1, ?2)", ad_round, 2);
  rt_check_all("SELECT abs(?1)", ad_abs, 1);
  rt_check_all("SELECT quote(?1)", ad_quote, 1);
  rt_check_all("SELECT typeof(?1)", ad_typeof, 1);
  rt_check_all("SELECT printf(?1)", ad_printf, 1);
  rt_check_all("SELECT format(?1, ?2)", ad_printf, 2);
  for(i=0; i<nEx; i++){
    args[0] = extra[i];
    rt_check("SELECT CAST(?1 AS TEXT)", ad_cast_text, 1, args);
    rt_check("SELECT CAST(?1 AS NUMERIC)", ad_cast_num, 1, args);
    rt_check("SELECT CAST(?1 AS INTEGER)", ad_cast_int, 1, args);
    rt_check("SELECT ?1 - 0", ad_minus0, 1, args);
    rt_check("SELECT abs(?1)", ad_abs, 1, args);
    rt_check("SELECT quote(?1)", ad_quote, 1, args);
    rt_check("SELECT round(?1)", ad_round, 1, args);
    rt_check("SELECT CAST(?1 AS REAL) + 0.0", ad_val_real, 1, args);
    if( extra[i].type!=GS_REAL ) rt_check("SELECT CAST(?1 AS INTEGER)", ad_val_int, 1, args);
    for(k=-1; k<=32; k+=(k<4 ? 1 : 7)){
      args[1] = in_int(k);
      rt_check("SELECT round(?1, ?2)", ad_round, 2, args);
    }
  }

  /* printf: every format over every input, then the '*' forms */
  for(f=0; f<sizeof azFmt/sizeof azFmt[0]; f++){
    args[0] = in_text(azFmt[f]);
    rt_check("SELECT printf(?1)", ad_printf, 1, args);
    for(i=0; i<nAll; i++){
      args[1] = all[i];
      /* SQLite's %.Nc loops N times even past the limit: keep N small */
      if( strstr(azFmt[f], ".*c") && llabs((long long)gs_to_c_int(gs_val_to_int(rt_val(&all[i]))))>100000 ) continue;
      rt_check("SELECT printf(?1, ?2)", ad_printf, 2, args);
    }
  }
  {
    static const char *azStar[] = { "%*.*f", "%*.*e", "%*.*g", "%-*.*s|", "%*.*d", "%*.*c|", "%!*.*s|", "%0*.*f", "%*.*q", "%.*.*d" };
    static const int64_t aw[] = { 0, 1, 5, 12, -7, -2147483648LL, 4294967301LL, 40 };
    rt_input xs[8];
    int nx = 0;
    xs[nx++] = in_real(3.14159265358979); xs[nx++] = in_real(-1e-10); xs[nx++] = in_int(-42);
    xs[nx++] = in_text("\xc3\xa9t\xc3\xa9 it's"); xs[nx++] = in_real(1e300); xs[nx++] = in_null();
    for(f=0; f<sizeof azStar/sizeof azStar[0]; f++){
      args[0] = in_text(azStar[f]);
      for(i=0; i<8; i++) for(j=0; j<8; j++) for(k=0; k<nx; k++){
        args[1] = in_int(aw[i]); args[2] = in_int(aw[j]); args[3] = xs[k];
        rt_check("SELECT printf(?1, ?2, ?3, ?4)", ad_printf, 4, args);
      }
    }
  }
  /* a non-text format, and too few arguments */
  args[0] = in_int(42);     rt_check("SELECT printf(?1)", ad_printf, 1, args);
  args[0] = in_real(2.5);   rt_check("SELECT printf(?1)", ad_printf, 1, args);
  args[0] = in_text("%d|%s|%f|%c|%q|%Q|%w|%x"); rt_check("SELECT printf(?1)", ad_printf, 1, args);
  args[0] = in_null(); args[1] = in_int(1); rt_check("SELECT printf(?1, ?2)", ad_printf, 2, args);
}

/* ---- part two: the length limit ---------------------------------------- */

static void part_two(void){
  static const int aLim[] = { 30, 64, 100, 129, 256, 1000 };
  static const char *azFmt2[] = {
    "%*d", "%.*d", "%,.*d", "%-*s", "%.*f", "%*.1f", "%*c", "%.*c", "%-*.3c", "%*q", "ab%*Qcd",
    "%*%", "%*.0e", "%*n", "%s%*s", "%.*s", "%.*x", "%*g",
  };
  static char big[3000];
  rt_input args[4];
  size_t f;
  int l, w, saved = sqlite3_limit(rt_db, SQLITE_LIMIT_LENGTH, -1);
  memset(big, 'y', sizeof big - 1);
  for(l=0; l<(int)(sizeof aLim/sizeof aLim[0]); l++){
    int lim = aLim[l];
    sqlite3_limit(rt_db, SQLITE_LIMIT_LENGTH, lim);
    for(f=0; f<sizeof azFmt2/sizeof azFmt2[0]; f++){
      for(w=lim-40; w<=lim+40; w++){
        args[0] = in_text(azFmt2[f]);
        args[1] = in_int(w);
        args[2] = in_text("x'\xc3\xa9z");
        args[3] = in_text("abc");
        if( strcmp(azFmt2[f], "%*d")==0 || strcmp(azFmt2[f], "%.*d")==0 ) args[2] = in_int(-12345);
        if( strchr(azFmt2[f], 'f') || strchr(azFmt2[f], 'e') || strchr(azFmt2[f], 'g') ) args[2] = in_real(-3.25);
        rt_check("SELECT printf(?1, ?2, ?3, ?4)", ad_printf, 4, args);
      }
    }
    for(w=lim-12; w<=lim && w<(int)sizeof big; w++){  /* longer ones cannot be bound */
      if( w<0 ) continue;
      big[w] = 0;
      args[0] = in_text(big); rt_check("SELECT quote(?1)", ad_quote, 1, args);
      args[0].type = GS_BLOB; rt_check("SELECT quote(?1)", ad_quote, 1, args);
      ad_fmt = "%s"; rt_check("SELECT printf('%s', ?1)", ad_printf_fmt, 1, args);
      args[0] = in_text(big); ad_fmt = "%s"; rt_check("SELECT printf('%s', ?1)", ad_printf_fmt, 1, args);
      ad_fmt = "%Q"; rt_check("SELECT printf('%Q', ?1)", ad_printf_fmt, 1, args);
      args[0] = in_text(big + 5); ad_fmt = "12345%s"; rt_check("SELECT printf('12345%s', ?1)", ad_printf_fmt, 1, args);
      big[w] = 'y';
    }
  }
  sqlite3_limit(rt_db, SQLITE_LIMIT_LENGTH, saved);
}

/* ---- part three: randomized -------------------------------------------- */

static uint64_t rng_state;
static uint64_t rng(void){            /* splitmix64 */
  uint64_t z = (rng_state += 0x9e3779b97f4a7c15ULL);
  z = (z ^ (z>>30)) * 0xbf58476d1ce4e5b9ULL;
  z = (z ^ (z>>27)) * 0x94d049bb133111ebULL;
  return z ^ (z>>31);
}
static int rng_int(int lo, int hi){ return lo + (int)(rng() % (uint64_t)(hi - lo + 1)); }
static double bits_dbl(uint64_t u){ double d; memcpy(&d, &u, sizeof d); return d; }
static uint64_t dbl_bits(double d){ uint64_t u; memcpy(&u, &d, sizeof u); return u; }
/* d moved by k units in the last place (d finite, same sign) */
static double ulp_step(double d, int k){
  uint64_t u = dbl_bits(d);
  if( (int64_t)(u & 0x7fffffffffffffffULL) + k < 0 ) return d;
  u += (uint64_t)(int64_t)k;
  d = bits_dbl(u);
  return d;
}

static double random_double_raw(void);
/* SQLite turns a bound NaN into NULL: no NaNs */
static double random_double(void){
  double d;
  do{ d = random_double_raw(); }while( isnan(d) );
  return d;
}
static double random_double_raw(void){
  char buf[64];
  double d = 0.0;
  switch( rng_int(0, 8) ){
    case 0: case 1:                                   /* any bit pattern */
      do{ d = bits_dbl(rng()); }while( isnan(d) );
      return d;
    case 2: {                                         /* near a power of ten */
      snprintf(buf, sizeof buf, "1e%d", rng_int(-324, 308));
      d = ulp_step(strtod(buf, 0), rng_int(-3, 3));
      break;
    }
    case 3: {                                         /* decimal halfway cases */
      int nd = rng_int(1, 17), k;
      char *p = buf;
      *p++ = (char)('1' + rng_int(0, 8));
      for(k=1; k<nd; k++) *p++ = (char)('0' + rng_int(0, 9));
      *p++ = '5';
      snprintf(p, 16, "e%d", rng_int(-330, 300));
      d = ulp_step(strtod(buf, 0), rng_int(-1, 1));
      break;
    }
    case 4:                                           /* subnormals */
      d = bits_dbl(rng() & 0x000fffffffffffffULL);
      break;
    case 5: {                                         /* integers near 2^53, 2^63, 10^15.. */
      static const double base[] = { 9007199254740992.0, 9223372036854775808.0,
        4503599627370496.0, 1e15, 1e16, 1e17, 18446744073709551616.0, 1e14 };
      d = base[rng_int(0, 7)];
      d = rng_int(0, 1) ? ulp_step(d, rng_int(-40, 40)) : d + (double)rng_int(-1000, 1000);
      break;
    }
    case 6: {                                         /* short decimals: 2.675, 0.125 */
      snprintf(buf, sizeof buf, "%d.%0*d", rng_int(0, 99999), rng_int(1, 9), rng_int(0, 999999999));
      d = strtod(buf, 0);
      break;
    }
    case 7:                                           /* moderate: round()'s printf path */
      d = ldexp((double)(rng() >> 11), rng_int(-60, -1)) * (rng_int(0, 1) ? 1 : 1e6);
      break;
    default:                                          /* uniform in a random decade */
      d = ((double)(rng() >> 11) / 9007199254740992.0) * pow(10.0, rng_int(-30, 30));
      break;
  }
  return rng_int(0, 1) ? -d : d;
}

static void random_decimal(char *z){
  char *p = z;
  int k, n;
  switch( rng_int(0, 5) ){
    case 0: {                                        /* a double's own digits */
      static const char *af[] = { "%.17g", "%.16g", "%.15g", "%.20e", "%.25g", "%.3e", "%.40f" };
      double d = random_double();
      snprintf(z, 400, af[rng_int(0, 6)], d);
      return;
    }
    case 1: {                                        /* halfway between doubles */
      double d = random_double(), e = ulp_step(d, 1);
      snprintf(z, 400, "%.30e", d/2 + e/2);
      if( isinf(e) ) snprintf(z, 400, "%.30e", d);
      return;
    }
    default: break;
  }
  if( rng_int(0, 9)==0 ){ n = rng_int(1, 3); for(k=0; k<n; k++) *p++ = " \t\n"[rng_int(0, 2)]; }
  k = rng_int(0, 3);
  if( k==0 ) *p++ = '-'; else if( k==1 ) *p++ = '+';
  n = rng_int(0, 4)==0 ? rng_int(0, 40) : rng_int(0, 20);
  for(k=0; k<n; k++) *p++ = (char)('0' + (k==0 && rng_int(0, 3) ? rng_int(1, 9) : rng_int(0, 9)));
  if( rng_int(0, 2) ){
    *p++ = '.';
    n = rng_int(0, 3)==0 ? rng_int(0, 40) : rng_int(0, 20);
    for(k=0; k<n; k++) *p++ = (char)('0' + rng_int(0, 9));
  }
  if( rng_int(0, 1) ){
    *p++ = rng_int(0, 1) ? 'e' : 'E';
    k = rng_int(0, 3);
    if( k==0 ) *p++ = '-'; else if( k==1 ) *p++ = '+';
    switch( rng_int(0, 4) ){
      case 0: p += sprintf(p, "%d", rng_int(0, 30)); break;
      case 1: p += sprintf(p, "%d", rng_int(280, 360)); break;
      case 2: p += sprintf(p, "%d", rng_int(0, 99999)); break;
      case 3: break;
      default: p += sprintf(p, "%d", rng_int(0, 400)); break;
    }
  }
  if( rng_int(0, 9)==0 ){ n = rng_int(1, 2); for(k=0; k<n; k++) *p++ = " \r\f"[rng_int(0, 2)]; }
  if( rng_int(0, 19)==0 ){ *p++ = "x.e-+ 9"[rng_int(0, 6)]; *p++ = 'z'; }
  *p = 0;
}

typedef struct rt_fast { const char *zSql; sqlite3_stmt *st; rt_fn fn; } rt_fast;

static void fast_prepare(rt_fast *f, const char *zSql, rt_fn fn){
  f->zSql = zSql; f->fn = fn;
  if( sqlite3_prepare_v2(rt_db, zSql, -1, &f->st, 0)!=SQLITE_OK ){
    fprintf(stderr, "cannot prepare %s: %s\n", zSql, sqlite3_errmsg(rt_db)); exit(2);
  }
}
/* rt_check() with a statement prepared once */
static void fast_check(rt_fast *f, int nArg, const rt_input *args){
  gs_val argv[4], v;
  gs_ctx c;
  int k, rc;
  sqlite3_reset(f->st);
  for(k=0; k<nArg; k++){ rt_bind(f->st, k+1, &args[k]); argv[k] = rt_val(&args[k]); }
  rc = sqlite3_step(f->st);
  gs_ctx_init(&c, sqlite3_limit(rt_db, SQLITE_LIMIT_LENGTH, -1));
  v = f->fn(&c, nArg, argv);
  rt_record(f->zSql, f->st, rc, &c, v, nArg, args);
  gs_val_decref(&c, v);
  rt_alloc += c.n_alloc; rt_free += c.n_free;
}

static gs_val ad_e20(gs_ctx *c, int n, const gs_val *a){ ad_fmt = "%.20e"; return ad_printf_fmt(c, n, a); }
static gs_val ad_f(gs_ctx *c, int n, const gs_val *a){ ad_fmt = "%f"; return ad_printf_fmt(c, n, a); }
static gs_val ad_starg(gs_ctx *c, int n, const gs_val *a){ ad_fmt = "%.*g"; return ad_printf_fmt(c, n, a); }

static void part_three(uint64_t seed, int nRand){
  rt_fast fText, fE20, fF, fG, fRound, fQuote, fReal, fNum, fMinus, fInt;
  rt_input args[2];
  static char zDec[512];
  int i;
  rng_state = seed;
  fast_prepare(&fText, "SELECT CAST(?1 AS TEXT)", ad_cast_text);
  fast_prepare(&fE20, "SELECT printf('%.20e', ?1)", ad_e20);
  fast_prepare(&fF, "SELECT printf('%f', ?1)", ad_f);
  fast_prepare(&fG, "SELECT printf('%.*g', ?1, ?2)", ad_starg);
  fast_prepare(&fRound, "SELECT round(?1, ?2)", ad_round);
  fast_prepare(&fQuote, "SELECT quote(?1)", ad_quote);
  fast_prepare(&fReal, "SELECT CAST(?1 AS REAL)", ad_cast_real);
  fast_prepare(&fNum, "SELECT CAST(?1 AS NUMERIC)", ad_cast_num);
  fast_prepare(&fMinus, "SELECT ?1 - 0", ad_minus0);
  fast_prepare(&fInt, "SELECT CAST(?1 AS INTEGER)", ad_cast_int);
  for(i=0; i<nRand; i++){
    args[0] = in_real(random_double());
    fast_check(&fText, 1, args);
    fast_check(&fE20, 1, args);
    fast_check(&fF, 1, args);
    fast_check(&fQuote, 1, args);
    args[1] = in_int(rng_int(0, 4)==0 ? rng_int(-3, 40) : rng_int(0, 32));
    fast_check(&fRound, 2, args);
    args[1] = args[0];
    args[0] = in_int(rng_int(0, 4)==0 ? rng_int(-3, 40) : rng_int(0, 20));
    fast_check(&fG, 2, args);

    random_decimal(zDec);
    args[0] = in_text(zDec);
    fast_check(&fReal, 1, args);
    fast_check(&fNum, 1, args);
    fast_check(&fMinus, 1, args);
    fast_check(&fInt, 1, args);
  }
  sqlite3_finalize(fText.st); sqlite3_finalize(fE20.st); sqlite3_finalize(fF.st);
  sqlite3_finalize(fG.st); sqlite3_finalize(fRound.st); sqlite3_finalize(fQuote.st);
  sqlite3_finalize(fReal.st); sqlite3_finalize(fNum.st); sqlite3_finalize(fMinus.st);
  sqlite3_finalize(fInt.st);
}

int main(int argc, char **argv){
  uint64_t seed = argc>1 ? strtoull(argv[1], 0, 0) : (uint64_t)20240611;
  int nRand = argc>2 ? atoi(argv[2]) : 200000;
  rt_open();
  if( !getenv("RT_SKIP1") ) part_one();
  if( !getenv("RT_SKIP2") ) part_two();
  printf("rt_num: random test: seed %llu, %d doubles, %d decimal strings\n",
         (unsigned long long)seed, nRand, nRand);
  part_three(seed, nRand);
  return rt_finish("rt_num");
}
