/*
** gs_ops.h - SQLite's expression operators for the gpustr runtime, with
** SQLite 3.40's exact semantics: arithmetic (+ - * / % and unary - +), the
** bitwise operators (& | << >> ~), truth values and three-valued logic
** (NOT AND OR ISNULL NOTNULL), comparison (= <> < <= > >= IS IS NOT, under
** the BINARY, NOCASE and RTRIM collations), and the scalar functions built
** on comparison: min(), max() with two or more arguments, and nullif().
**
** For example, the UDF body  (a + b) / 2 > a COLLATE NOCASE  lowers to
**
**     t1 = gs_op_add(c, a, b);  t2 = gs_op_div(c, t1, two);
**     t3 = gs_op_cmp(c, GS_OP_GT, t2, a, GS_COLL_NOCASE);
**
** Every value that SQLite would give, these give: the storage class
** included (integer overflow turns into REAL, x/0 is NULL, '10' = 10 is
** false because no affinity applies between expression operands).  The
** SQLite source that defines each operator is named where it is
** implemented: OP_Add.. in vdbe.c, sqlite3MemCompare in vdbeaux.c,
** minmaxFunc and nullifFunc in func.c, the collations in main.c.
**
** Conventions are gs_core.h's: arguments are borrowed, a returned value
** is a new reference.  Only gs_op_pos, min(), max() and nullif() can
** return a string (one of their arguments, shared); every other operator
** returns NULL, INTEGER or REAL and never allocates.  AND, OR, iif(),
** coalesce() and CASE short-circuit in the compiler; gs_op_and and
** gs_op_or only combine two operands already evaluated.
**
** Text operands are converted to numbers by gs_num.h, which is SQLite's
** sqlite3AtoF / sqlite3Atoi64 (numericType, sqlite3VdbeRealValue and
** sqlite3VdbeIntValue in SQLite's terms).
**
** Portable C99 / C++ / NVRTC: no libc, no long double.  SQLite compares an
** integer with a real through a long double on x86; gs_int_real_compare
** gets the same exact answer with 64-bit arithmetic only.
*/
#ifndef GS_OPS_H
#define GS_OPS_H

#include "gs_core.h"
#include "gs_num.h"

#define GS_INT64_MAX ((int64_t)0x7fffffffffffffffLL)
#define GS_INT64_MIN ((int64_t)(-0x7fffffffffffffffLL - 1))

/* Comparison operators for gs_op_cmp. */
#define GS_OP_EQ    1
#define GS_OP_NE    2
#define GS_OP_LT    3
#define GS_OP_LE    4
#define GS_OP_GT    5
#define GS_OP_GE    6
#define GS_OP_IS    7
#define GS_OP_ISNOT 8

/* ---- arithmetic (vdbe.c OP_Add .. OP_Remainder) ---------------------- */

#define GS_ARITH_ADD 0
#define GS_ARITH_SUB 1
#define GS_ARITH_MUL 2
#define GS_ARITH_DIV 3
#define GS_ARITH_REM 4

/* Integer a+b, a-b, a*b: set *r and return 0, or return 1 on overflow
** (util.c sqlite3AddInt64 and friends).  Wrapping arithmetic is done on
** unsigned values, so no signed overflow ever happens here. */
GS_FN int gs_add_int64(int64_t a, int64_t b, int64_t *r){
  int64_t s = (int64_t)((uint64_t)a + (uint64_t)b);
  if( ((a ^ s) & (b ^ s)) < 0 ) return 1;   /* sign of both operands lost */
  *r = s; return 0;
}
GS_FN int gs_sub_int64(int64_t a, int64_t b, int64_t *r){
  int64_t s = (int64_t)((uint64_t)a - (uint64_t)b);
  if( ((a ^ b) & (a ^ s)) < 0 ) return 1;
  *r = s; return 0;
}
GS_FN int gs_mul_int64(int64_t a, int64_t b, int64_t *r){
  if( a>0 ){
    if( b>0 ){ if( a > GS_INT64_MAX / b ) return 1; }
    else if( b<0 ){ if( b < GS_INT64_MIN / a ) return 1; }
  }else if( a<0 ){
    if( b>0 ){ if( a < GS_INT64_MIN / b ) return 1; }
    else if( b<0 ){
      if( a==GS_INT64_MIN || b==GS_INT64_MIN ) return 1;
      if( -a > GS_INT64_MAX / -b ) return 1;
    }
  }
  *r = (int64_t)((uint64_t)a * (uint64_t)b);
  return 0;
}

/* The number an arithmetic operand stands for (vdbe.c numericType):
** INTEGER and REAL as they are, TEXT and BLOB by their numeric prefix. */
GS_FN gs_val gs_numeric_operand(gs_val v){
  if( gs_is_str(v) ) return gs_text_to_numeric(v.s);
  return v;
}

/* a OP b for the five arithmetic operators.  Never allocates. */
GS_FN gs_val gs_arith(int op, gs_val a, gs_val b){
  gs_val na, nb;
  double ra, rb, r;
  if( a.type==GS_NULL || b.type==GS_NULL ) return gs_null();
  na = gs_numeric_operand(a);
  nb = gs_numeric_operand(b);
  if( na.type==GS_INT && nb.type==GS_INT ){
    int64_t x = na.u.i, y = nb.u.i, z = 0;
    switch( op ){
      case GS_ARITH_ADD: if( gs_add_int64(x, y, &z) ) goto real_math; break;
      case GS_ARITH_SUB: if( gs_sub_int64(x, y, &z) ) goto real_math; break;
      case GS_ARITH_MUL: if( gs_mul_int64(x, y, &z) ) goto real_math; break;
      case GS_ARITH_DIV:
        if( y==0 ) return gs_null();
        if( y==-1 && x==GS_INT64_MIN ) goto real_math;
        z = x / y;          /* C99 and C++ truncate toward zero, as SQLite */
        break;
      default:
        if( y==0 ) return gs_null();
        if( y==-1 ) y = 1;  /* INT64_MIN % -1 would trap; the answer is 0 */
        z = x % y;
        break;
    }
    return gs_int(z);
  }
real_math:
  /* SQLite re-reads the operands here (sqlite3VdbeRealValue), so text is
  ** converted from its original bytes, not from the integer found above. */
  ra = gs_val_to_real(a);
  rb = gs_val_to_real(b);
  switch( op ){
    case GS_ARITH_ADD: r = ra + rb; break;
    case GS_ARITH_SUB: r = ra - rb; break;
    case GS_ARITH_MUL: r = ra * rb; break;
    case GS_ARITH_DIV:
      if( rb==0.0 ) return gs_null();
      r = ra / rb;
      break;
    default: {
      /* % on reals is % on their integer values, giving a REAL. */
      int64_t x = gs_val_to_int(a), y = gs_val_to_int(b);
      if( y==0 ) return gs_null();
      if( y==-1 ) y = 1;
      r = (double)(x % y);
      break;
    }
  }
  if( r!=r ) return gs_null();   /* NaN (inf-inf, inf*0, inf/inf) is NULL */
  return gs_real(r);
}

GS_FN gs_val gs_op_add(gs_ctx *c, gs_val a, gs_val b){ (void)c; return gs_arith(GS_ARITH_ADD, a, b); }
GS_FN gs_val gs_op_sub(gs_ctx *c, gs_val a, gs_val b){ (void)c; return gs_arith(GS_ARITH_SUB, a, b); }
GS_FN gs_val gs_op_mul(gs_ctx *c, gs_val a, gs_val b){ (void)c; return gs_arith(GS_ARITH_MUL, a, b); }
GS_FN gs_val gs_op_div(gs_ctx *c, gs_val a, gs_val b){ (void)c; return gs_arith(GS_ARITH_DIV, a, b); }
GS_FN gs_val gs_op_rem(gs_ctx *c, gs_val a, gs_val b){ (void)c; return gs_arith(GS_ARITH_REM, a, b); }

/* Unary minus: SQLite codes -x as 0 - x (expr.c TK_UMINUS), which is why
** -(-9223372036854775808) is REAL, -(0.0) is +0.0 and -'abc' is 0. */
GS_FN gs_val gs_op_neg(gs_ctx *c, gs_val a){
  (void)c; return gs_arith(GS_ARITH_SUB, gs_int(0), a);
}

/* Unary plus does nothing at all, not even make text numeric. */
GS_FN gs_val gs_op_pos(gs_ctx *c, gs_val a){ return gs_val_share(c, a); }

/* ---- bitwise (vdbe.c OP_BitAnd .. OP_ShiftRight, OP_BitNot) ----------- */

GS_FN gs_val gs_op_bitand(gs_ctx *c, gs_val a, gs_val b){
  (void)c;
  if( a.type==GS_NULL || b.type==GS_NULL ) return gs_null();
  return gs_int(gs_val_to_int(a) & gs_val_to_int(b));
}
GS_FN gs_val gs_op_bitor(gs_ctx *c, gs_val a, gs_val b){
  (void)c;
  if( a.type==GS_NULL || b.type==GS_NULL ) return gs_null();
  return gs_int(gs_val_to_int(a) | gs_val_to_int(b));
}

/* x << n (left != 0) or x >> n: a negative n shifts the other way, a
** shift by 64 or more gives 0 (or -1 for a negative x shifted right), and
** >> is arithmetic. */
GS_FN int64_t gs_shift_int64(int64_t x, int64_t n, int left){
  uint64_t u;
  if( n==0 ) return x;
  if( n<0 ){ left = !left; n = n > -64 ? -n : 64; }
  if( n>=64 ) return (x>=0 || left) ? 0 : -1;
  u = (uint64_t)x;
  if( left ){
    u <<= n;
  }else{
    u >>= n;
    if( x<0 ) u |= ~(uint64_t)0 << (64 - n);
  }
  return (int64_t)u;
}
GS_FN gs_val gs_op_shl(gs_ctx *c, gs_val a, gs_val b){
  (void)c;
  if( a.type==GS_NULL || b.type==GS_NULL ) return gs_null();
  return gs_int(gs_shift_int64(gs_val_to_int(a), gs_val_to_int(b), 1));
}
GS_FN gs_val gs_op_shr(gs_ctx *c, gs_val a, gs_val b){
  (void)c;
  if( a.type==GS_NULL || b.type==GS_NULL ) return gs_null();
  return gs_int(gs_shift_int64(gs_val_to_int(a), gs_val_to_int(b), 0));
}
GS_FN gs_val gs_op_bitnot(gs_ctx *c, gs_val a){
  (void)c;
  if( a.type==GS_NULL ) return gs_null();
  return gs_int(~gs_val_to_int(a));
}

/* ---- truth and three-valued logic (vdbemem.c sqlite3VdbeBooleanValue,
** vdbe.c OP_If, OP_Not, OP_And, OP_Or) -------------------------------- */

/* -1 for NULL, else whether the value's number is non-zero: text counts
** by its numeric prefix, so '1abc', ' 1' and '0.5' are true, 'abc' false. */
GS_FN int gs_truth(gs_val v){
  switch( v.type ){
    case GS_NULL: return -1;
    case GS_INT:  return v.u.i!=0;
    case GS_REAL: return v.u.r!=0.0;
    default:      return gs_text_to_real(v.s)!=0.0;
  }
}

/* An SQL boolean result: -1 is NULL, else INTEGER 0 or 1. */
GS_FN gs_val gs_bool(int t){ return t<0 ? gs_null() : gs_int(t); }
/* IR_U_TRUTH: the truth of a value as INTEGER 1/0, or NULL. */
GS_FN gs_val gs_op_truth(gs_ctx *c, gs_val a){ (void)c; return gs_bool(gs_truth(a)); }

GS_FN gs_val gs_op_not(gs_ctx *c, gs_val a){
  int t = gs_truth(a);
  (void)c;
  return gs_bool(t<0 ? -1 : !t);
}
GS_FN gs_val gs_op_and(gs_ctx *c, gs_val a, gs_val b){
  int x = gs_truth(a), y = gs_truth(b);
  (void)c;
  if( x==0 || y==0 ) return gs_int(0);   /* false wins over NULL */
  return gs_bool(x<0 || y<0 ? -1 : 1);
}
GS_FN gs_val gs_op_or(gs_ctx *c, gs_val a, gs_val b){
  int x = gs_truth(a), y = gs_truth(b);
  (void)c;
  if( x==1 || y==1 ) return gs_int(1);   /* true wins over NULL */
  return gs_bool(x<0 || y<0 ? -1 : 0);
}
GS_FN gs_val gs_op_isnull(gs_ctx *c, gs_val a){ (void)c; return gs_int(a.type==GS_NULL); }
GS_FN gs_val gs_op_notnull(gs_ctx *c, gs_val a){ (void)c; return gs_int(a.type!=GS_NULL); }

/* ---- comparison (vdbeaux.c sqlite3MemCompare, main.c collations) ----- */

/* Exact comparison of an integer with a real: <0, 0, >0 as i <, =, > r
** (vdbeaux.c sqlite3IntFloatCompare).  A real out of int64 range lies
** beyond every integer; otherwise compare with its truncation first, and
** only then (i equal to trunc(r), so i is exact as a double whenever r has
** a fraction) as doubles.  NaN compares equal, as SQLite's long double
** comparison leaves it. */
GS_FN int gs_int_real_compare(int64_t i, double r){
  int64_t y;
  double s;
  if( r!=r ) return 0;
  if( r < -9223372036854775808.0 ) return +1;
  if( r >= 9223372036854775808.0 ) return -1;
  y = (int64_t)r;
  if( i<y ) return -1;
  if( i>y ) return +1;
  s = (double)i;
  if( s<r ) return -1;
  if( s>r ) return +1;
  return 0;
}

GS_FN int gs_sign64(int64_t d){ return d<0 ? -1 : d>0; }

/* BINARY: memcmp over the common length, then the shorter is less. */
GS_FN int gs_binary_compare(const unsigned char *a, int64_t na,
                            const unsigned char *b, int64_t nb){
  int r = gs_memcmp(a, b, na<nb ? na : nb);
  return r ? (r<0 ? -1 : 1) : gs_sign64(na - nb);
}

GS_FN unsigned char gs_ascii_lower(unsigned char ch){
  return (ch>='A' && ch<='Z') ? (unsigned char)(ch + 32) : ch;
}

/* NOCASE (main.c nocaseCollatingFunc over util.c sqlite3_strnicmp): ASCII
** case folding over the common length, but the scan STOPS at a NUL in the
** first string, where the difference of the two current bytes decides: so
** 'a\0b' and 'a\0c' are equal under NOCASE, and only then does the
** longer string win. */
GS_FN int gs_nocase_compare(const unsigned char *a, int64_t na,
                            const unsigned char *b, int64_t nb){
  int64_t n = na<nb ? na : nb, i;
  for(i=0; i<n; i++){
    unsigned char x = gs_ascii_lower(a[i]), y = gs_ascii_lower(b[i]);
    if( a[i]==0 || x!=y ){
      int d = (int)x - (int)y;
      if( d ) return d<0 ? -1 : 1;
      break;      /* NUL against NUL: equal as far as SQLite looks */
    }
  }
  return gs_sign64(na - nb);
}

/* RTRIM: trailing spaces (0x20 only) do not count, then BINARY. */
GS_FN int gs_rtrim_compare(const unsigned char *a, int64_t na,
                           const unsigned char *b, int64_t nb){
  while( na>0 && a[na-1]==' ' ) na--;
  while( nb>0 && b[nb-1]==' ' ) nb--;
  return gs_binary_compare(a, na, b, nb);
}

/* sqlite3MemCompare: <0, 0 or >0 (always -1, 0 or +1 here).  NULL first,
** then numbers by value, then TEXT by collation coll, then BLOB by bytes. */
GS_FN int gs_compare(gs_val a, gs_val b, int coll){
  if( a.type==GS_NULL || b.type==GS_NULL ){
    return (b.type==GS_NULL) - (a.type==GS_NULL);
  }
  if( a.type==GS_INT || a.type==GS_REAL || b.type==GS_INT || b.type==GS_REAL ){
    if( a.type==GS_INT ){
      if( b.type==GS_INT ) return a.u.i<b.u.i ? -1 : a.u.i>b.u.i;
      if( b.type==GS_REAL ) return gs_int_real_compare(a.u.i, b.u.r);
      return -1;
    }
    if( a.type==GS_REAL ){
      if( b.type==GS_REAL ) return a.u.r<b.u.r ? -1 : a.u.r>b.u.r;
      if( b.type==GS_INT ) return -gs_int_real_compare(b.u.i, a.u.r);
      return -1;
    }
    return +1;
  }
  if( a.type==GS_TEXT && b.type==GS_TEXT ){
    switch( coll ){
      case GS_COLL_NOCASE: return gs_nocase_compare(a.s.z, a.s.n, b.s.z, b.s.n);
      case GS_COLL_RTRIM:  return gs_rtrim_compare(a.s.z, a.s.n, b.s.z, b.s.n);
      default:             return gs_binary_compare(a.s.z, a.s.n, b.s.z, b.s.n);
    }
  }
  if( a.type==GS_TEXT ) return -1;   /* TEXT sorts before BLOB */
  if( b.type==GS_TEXT ) return +1;
  return gs_binary_compare(a.s.z, a.s.n, b.s.z, b.s.n);
}

/* a OP b for the comparison operators (vdbe.c OP_Eq..OP_Ge and the
** OP_ZeroOrNull that follows them in value context): INTEGER 0 or 1; NULL
** when an operand is NULL, except for IS and IS NOT, which treat two
** NULLs as equal and a NULL as different from everything else. */
GS_FN gs_val gs_op_cmp(gs_ctx *c, int op, gs_val a, gs_val b, int coll){
  int r;
  (void)c;
  if( a.type==GS_NULL || b.type==GS_NULL ){
    int same = a.type==b.type;
    if( op==GS_OP_IS ) return gs_int(same);
    if( op==GS_OP_ISNOT ) return gs_int(!same);
    return gs_null();
  }
  /* Two numbers of one type, gs_compare's first cases, inline. */
  if( a.type==GS_REAL && b.type==GS_REAL ) r = a.u.r<b.u.r ? -1 : a.u.r>b.u.r;
  else if( a.type==GS_INT && b.type==GS_INT ) r = a.u.i<b.u.i ? -1 : a.u.i>b.u.i;
  else r = gs_compare(a, b, coll);
  switch( op ){
    case GS_OP_EQ: case GS_OP_IS:    return gs_int(r==0);
    case GS_OP_NE: case GS_OP_ISNOT: return gs_int(r!=0);
    case GS_OP_LT: return gs_int(r<0);
    case GS_OP_LE: return gs_int(r<=0);
    case GS_OP_GT: return gs_int(r>0);
    default:       return gs_int(r>=0);
  }
}

/* ---- min(), max(), nullif() (func.c minmaxFunc, nullifFunc) ---------- */

/* min(a, b, ...) or max(...) under collation coll (the first explicit
** COLLATE among the arguments, else BINARY): NULL if any argument is NULL,
** else a new reference to the best argument.  On ties min() takes the
** later argument and max() keeps the earlier one, as SQLite's loop does:
** min(1, 1.0) is 1.0 but max(1, 1.0) is 1. */
GS_FN gs_val gs_minmax(gs_ctx *c, int argc, const gs_val *argv, int coll, int is_max){
  int i, best = 0;
  if( argc<1 || argv[0].type==GS_NULL ) return gs_null();
  for(i=1; i<argc; i++){
    int r;
    if( argv[i].type==GS_NULL ) return gs_null();
    r = gs_compare(argv[best], argv[i], coll);
    if( is_max ? r<0 : r>=0 ) best = i;
  }
  return gs_val_share(c, argv[best]);
}
GS_FN gs_val gs_fn_min(gs_ctx *c, int argc, const gs_val *argv){
  return gs_minmax(c, argc, argv, GS_COLL_BINARY, 0);
}
GS_FN gs_val gs_fn_max(gs_ctx *c, int argc, const gs_val *argv){
  return gs_minmax(c, argc, argv, GS_COLL_BINARY, 1);
}

/* nullif(a, b): NULL when a and b compare equal under coll (two NULLs
** included), else a new reference to a. */
GS_FN gs_val gs_nullif(gs_ctx *c, gs_val a, gs_val b, int coll){
  if( gs_compare(a, b, coll)==0 ) return gs_null();
  return gs_val_share(c, a);
}
GS_FN gs_val gs_fn_nullif(gs_ctx *c, int argc, const gs_val *argv){
  (void)argc;
  return gs_nullif(c, argv[0], argv[1], GS_COLL_BINARY);
}

/* The same three under a collation other than BINARY (the first argument's
** COLLATE, as SQLite picks it): the function table's xColl column. */
GS_FN gs_val gs_fn_min_coll(gs_ctx *c, int argc, const gs_val *argv, int coll){
  return gs_minmax(c, argc, argv, coll, 0);
}
GS_FN gs_val gs_fn_max_coll(gs_ctx *c, int argc, const gs_val *argv, int coll){
  return gs_minmax(c, argc, argv, coll, 1);
}
GS_FN gs_val gs_fn_nullif_coll(gs_ctx *c, int argc, const gs_val *argv, int coll){
  (void)argc;
  return gs_nullif(c, argv[0], argv[1], coll);
}

#endif /* GS_OPS_H */
