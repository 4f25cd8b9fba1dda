/*
** rt_ops.c - tests runtime/gs_ops.h (SQLite's expression operators, min(),
** max(), nullif()) against SQLite itself, with the harness in rt_oracle.h:
** every operator over every pair of the harness's nasty inputs, then a set
** of numeric edge values (int64 limits, shift amounts, huge reals) that the
** nasty set only brushes.
**
**   gcc -std=c99 -O1 -Wall -Wextra -Werror -Iruntime -Itest/rt \
**       test/rt/rt_ops.c -lsqlite3 -lm -o /tmp/rt_ops && /tmp/rt_ops
**
** The functions that can return one of their arguments (unary +, min, max,
** nullif) are called on owned copies of their string arguments, released
** before the result is checked, so that a missing incref shows up as a
** use-after-free under AddressSanitizer and as a leak count otherwise.
*/
#include "rt_oracle.h"
#include "gs_ops.h"

/* ---- adapters: rt_fn signature over the operators ---------------------- */

#define RT_BINARY(NAME) \
  static gs_val rt_##NAME(gs_ctx *c, int argc, const gs_val *argv){ \
    (void)argc; return gs_op_##NAME(c, argv[0], argv[1]); }
#define RT_UNARY(NAME) \
  static gs_val rt_##NAME(gs_ctx *c, int argc, const gs_val *argv){ \
    (void)argc; return gs_op_##NAME(c, argv[0]); }

RT_BINARY(add) RT_BINARY(sub) RT_BINARY(mul) RT_BINARY(div) RT_BINARY(rem)
RT_BINARY(bitand) RT_BINARY(bitor) RT_BINARY(shl) RT_BINARY(shr)
RT_BINARY(and) RT_BINARY(or)
RT_UNARY(neg) RT_UNARY(bitnot) RT_UNARY(not) RT_UNARY(isnull) RT_UNARY(notnull)

/* CASE WHEN ?1 IS NULL THEN -1 WHEN ?1 THEN 1 ELSE 0 END */
static gs_val rt_truth(gs_ctx *c, int argc, const gs_val *argv){
  (void)c; (void)argc; return gs_int(gs_truth(argv[0]));
}
/* CASE WHEN ?1 THEN 1 ELSE 0 END: NULL is not true */
static gs_val rt_when(gs_ctx *c, int argc, const gs_val *argv){
  (void)c; (void)argc; return gs_int(gs_truth(argv[0])==1);
}

/* Comparisons: the operator and collation come from globals set by the
** loop that runs them. */
static int rt_cmp_op, rt_cmp_coll;
static gs_val rt_cmp(gs_ctx *c, int argc, const gs_val *argv){
  (void)argc; return gs_op_cmp(c, rt_cmp_op, argv[0], argv[1], rt_cmp_coll);
}
/* sign(compare(a, b)) as an INT, against SQLite's ORDER BY */
static gs_val rt_compare(gs_ctx *c, int argc, const gs_val *argv){
  (void)c; (void)argc; return gs_int(gs_compare(argv[0], argv[1], rt_cmp_coll));
}

/* Call fn on owned copies of the string arguments, released before
** returning: the result must hold its own reference. */
static gs_val rt_on_owned(gs_ctx *c, int argc, const gs_val *argv, rt_fn fn){
  gs_val own[16], v;
  int k;
  for(k=0; k<16; k++) own[k] = gs_null();
  for(k=0; k<argc; k++){
    own[k] = argv[k];
    if( gs_is_str(argv[k]) ){
      gs_str s = gs_alloc(c, argv[k].s.n);
      if( s.z ) gs_memcpy(gs_mut(s), argv[k].s.z, argv[k].s.n);
      own[k].s = s;
    }
  }
  v = c->rc ? gs_null() : fn(c, argc, own);
  for(k=0; k<argc; k++) gs_val_decref(c, own[k]);
  return v;
}
static gs_val rt_pos_1(gs_ctx *c, int argc, const gs_val *argv){
  (void)argc; return gs_op_pos(c, argv[0]);
}
static gs_val rt_pos(gs_ctx *c, int argc, const gs_val *argv){
  return rt_on_owned(c, argc, argv, rt_pos_1);
}
static gs_val rt_min(gs_ctx *c, int argc, const gs_val *argv){
  return rt_on_owned(c, argc, argv, gs_fn_min);
}
static gs_val rt_max(gs_ctx *c, int argc, const gs_val *argv){
  return rt_on_owned(c, argc, argv, gs_fn_max);
}
static gs_val rt_nullif(gs_ctx *c, int argc, const gs_val *argv){
  return rt_on_owned(c, argc, argv, gs_fn_nullif);
}
static gs_val rt_min_coll_1(gs_ctx *c, int argc, const gs_val *argv){
  return gs_minmax(c, argc, argv, rt_cmp_coll, 0);
}
static gs_val rt_max_coll_1(gs_ctx *c, int argc, const gs_val *argv){
  return gs_minmax(c, argc, argv, rt_cmp_coll, 1);
}
static gs_val rt_nullif_coll_1(gs_ctx *c, int argc, const gs_val *argv){
  (void)argc; return gs_nullif(c, argv[0], argv[1], rt_cmp_coll);
}
static gs_val rt_min_coll(gs_ctx *c, int argc, const gs_val *argv){
  return rt_on_owned(c, argc, argv, rt_min_coll_1);
}
static gs_val rt_max_coll(gs_ctx *c, int argc, const gs_val *argv){
  return rt_on_owned(c, argc, argv, rt_max_coll_1);
}
static gs_val rt_nullif_coll(gs_ctx *c, int argc, const gs_val *argv){
  return rt_on_owned(c, argc, argv, rt_nullif_coll_1);
}

/* ---- numeric edge values ---------------------------------------------- */

static rt_input rt_edges[64];
static int rt_nedge;

static void rt_edge_int(int64_t i){ rt_edges[rt_nedge].type = GS_INT; rt_edges[rt_nedge].i = i; rt_nedge++; }
static void rt_edge_real(double r){ rt_edges[rt_nedge].type = GS_REAL; rt_edges[rt_nedge].r = r; rt_nedge++; }
static void rt_edge_text(const char *z){
  rt_edges[rt_nedge].type = GS_TEXT; rt_edges[rt_nedge].z = z;
  rt_edges[rt_nedge].n = (int)strlen(z); rt_nedge++;
}

static void rt_make_edges(void){
  rt_edge_int(GS_INT64_MAX); rt_edge_int(GS_INT64_MAX - 1);
  rt_edge_int(GS_INT64_MIN); rt_edge_int(GS_INT64_MIN + 1);
  rt_edge_int(-1); rt_edge_int(0); rt_edge_int(1); rt_edge_int(2); rt_edge_int(-2);
  rt_edge_int(3); rt_edge_int(10); rt_edge_int(-7);
  rt_edge_int(63); rt_edge_int(64); rt_edge_int(65); rt_edge_int(62);
  rt_edge_int(-63); rt_edge_int(-64); rt_edge_int(-65);
  rt_edge_int(4294967296LL); rt_edge_int(3037000500LL); rt_edge_int(-3037000500LL);
  rt_edge_int(9007199254740993LL); rt_edge_int(9007199254740992LL);
  rt_edge_real(9223372036854775807.0);          /* = 2^63 */
  rt_edge_real(-9223372036854775808.0);         /* = -2^63 */
  rt_edge_real(9223372036854774784.0);          /* largest double below 2^63 */
  rt_edge_real(9007199254740992.0); rt_edge_real(9007199254740994.0);
  rt_edge_real(1e308); rt_edge_real(-1e308); rt_edge_real(1e-308); rt_edge_real(4.9e-324);
  rt_edge_real(0.5); rt_edge_real(-0.5); rt_edge_real(-0.0); rt_edge_real(2.5); rt_edge_real(-1.0);
  rt_edge_real(1e19); rt_edge_real(-1e19); rt_edge_real(63.9); rt_edge_real(64.0);
  rt_edge_text("9223372036854775807"); rt_edge_text("-9223372036854775808");
  rt_edge_text("9223372036854775808"); rt_edge_text("1e400"); rt_edge_text("-1e400");
  rt_edge_text("0.5"); rt_edge_text("  -3  "); rt_edge_text("0x10"); rt_edge_text("1.0");
  rt_edge_text("abc"); rt_edge_text("-"); rt_edge_text("1e"); rt_edge_text("64");
  rt_edge_text("9007199254740993"); rt_edge_text("-0.0");
}

/* Every pair (or single) of the edge values. */
static void rt_check_edges(const char *zSql, rt_fn fn, int nArg){
  rt_input args[2];
  int i, j;
  for(i=0; i<rt_nedge; i++){
    args[0] = rt_edges[i];
    if( nArg==1 ){ rt_check(zSql, fn, 1, args); continue; }
    for(j=0; j<rt_nedge; j++){ args[1] = rt_edges[j]; rt_check(zSql, fn, 2, args); }
  }
}

/* One targeted case: gs op on (a, b) must give the value of zSql. */
static void rt_check_pair(const char *zSql, rt_fn fn, rt_input a, rt_input b){
  rt_input args[2];
  args[0] = a; args[1] = b;
  rt_check(zSql, fn, 2, args);
}
static rt_input rt_i(int64_t i){ rt_input x; memset(&x, 0, sizeof x); x.type = GS_INT; x.i = i; return x; }
static rt_input rt_r(double r){ rt_input x; memset(&x, 0, sizeof x); x.type = GS_REAL; x.r = r; return x; }
static rt_input rt_t(const char *z, int n){ rt_input x; memset(&x, 0, sizeof x); x.type = GS_TEXT; x.z = z; x.n = n; return x; }

/* Direct expectations that do not go through SQLite, as documentation of
** the traps (the oracle checks them too). */
static void rt_expect(int ok, const char *zWhat){
  if( ok ){ rt_npass++; return; }
  rt_nfail++;
  fprintf(stderr, "! expectation failed: %s\n", zWhat);
}

static void rt_direct_checks(void){
  gs_ctx c;
  gs_val v;
  gs_ctx_init(&c, 1000000000);
  v = gs_op_add(&c, gs_int(GS_INT64_MAX), gs_int(1));
  rt_expect(v.type==GS_REAL && v.u.r==9223372036854775808.0, "INT64_MAX + 1 is REAL 2^63");
  v = gs_op_div(&c, gs_int(GS_INT64_MIN), gs_int(-1));
  rt_expect(v.type==GS_REAL && v.u.r==9223372036854775808.0, "INT64_MIN / -1 is REAL 2^63");
  v = gs_op_rem(&c, gs_int(GS_INT64_MIN), gs_int(-1));
  rt_expect(v.type==GS_INT && v.u.i==0, "INT64_MIN % -1 is 0");
  v = gs_op_neg(&c, gs_int(GS_INT64_MIN));
  rt_expect(v.type==GS_REAL && v.u.r==9223372036854775808.0, "-INT64_MIN is REAL 2^63");
  v = gs_op_div(&c, gs_int(-7), gs_int(2));
  rt_expect(v.type==GS_INT && v.u.i==-3, "-7 / 2 is -3");
  v = gs_op_div(&c, gs_int(1), gs_int(0));
  rt_expect(v.type==GS_NULL, "1 / 0 is NULL");
  v = gs_op_shl(&c, gs_int(1), gs_int(64));
  rt_expect(v.type==GS_INT && v.u.i==0, "1 << 64 is 0");
  v = gs_op_shr(&c, gs_int(-8), gs_int(65));
  rt_expect(v.type==GS_INT && v.u.i==-1, "-8 >> 65 is -1");
  v = gs_op_shl(&c, gs_int(-8), gs_int(-1));
  rt_expect(v.type==GS_INT && v.u.i==-4, "-8 << -1 is -4");
  rt_expect(gs_compare(gs_int(GS_INT64_MAX), gs_real(9223372036854775807.0), 0) < 0,
            "9223372036854775807 < 9223372036854775807.0 (which is 2^63)");
  rt_expect(gs_compare(gs_int(9007199254740993LL), gs_real(9007199254740992.0), 0) > 0,
            "2^53+1 > 2^53 as a real");
  v = gs_op_cmp(&c, GS_OP_EQ, gs_text(gs_view((const unsigned char*)"10", 2)), gs_int(10), 0);
  rt_expect(v.type==GS_INT && v.u.i==0, "'10' = 10 is false");
  rt_expect(gs_compare(gs_text(gs_view((const unsigned char*)"a\0b", 3)),
                       gs_text(gs_view((const unsigned char*)"A\0c", 3)), GS_COLL_NOCASE)==0,
            "NOCASE stops at a NUL: 'a\\0b' = 'A\\0c'");
  rt_expect(gs_truth(gs_text(gs_view((const unsigned char*)" 1", 2)))==1, "' 1' is true");
  rt_expect(gs_truth(gs_text(gs_view((const unsigned char*)"abc", 3)))==0, "'abc' is false");
  rt_expect(c.n_alloc==0, "operators do not allocate");
}

static const char *rt_coll_name(int coll){
  return coll==GS_COLL_NOCASE ? "NOCASE" : coll==GS_COLL_RTRIM ? "RTRIM" : "BINARY";
}

int main(void){
  static const struct { const char *zSql; rt_fn fn; int nArg; } aCase[] = {
    { "SELECT ?1 + ?2",  rt_add,    2 },
    { "SELECT ?1 - ?2",  rt_sub,    2 },
    { "SELECT ?1 * ?2",  rt_mul,    2 },
    { "SELECT ?1 / ?2",  rt_div,    2 },
    { "SELECT ?1 % ?2",  rt_rem,    2 },
    { "SELECT ?1 & ?2",  rt_bitand, 2 },
    { "SELECT ?1 | ?2",  rt_bitor,  2 },
    { "SELECT ?1 << ?2", rt_shl,    2 },
    { "SELECT ?1 >> ?2", rt_shr,    2 },
    { "SELECT -?1",      rt_neg,    1 },
    { "SELECT +?1",      rt_pos,    1 },
    { "SELECT ~?1",      rt_bitnot, 1 },
    { "SELECT NOT ?1",   rt_not,    1 },
    { "SELECT ?1 AND ?2", rt_and,   2 },
    { "SELECT ?1 OR ?2", rt_or,     2 },
    { "SELECT ?1 ISNULL", rt_isnull, 1 },
    { "SELECT ?1 NOTNULL", rt_notnull, 1 },
    { "SELECT ?1 IS NULL", rt_isnull, 1 },
    { "SELECT ?1 NOT NULL", rt_notnull, 1 },
    { "SELECT CASE WHEN ?1 THEN 1 ELSE 0 END", rt_when, 1 },
    { "SELECT CASE WHEN ?1 IS NULL THEN -1 WHEN ?1 THEN 1 ELSE 0 END", rt_truth, 1 },
    { "SELECT iif(?1, 1, 0)", rt_when, 1 },
    { "SELECT min(?1, ?2)", rt_min, 2 },
    { "SELECT max(?1, ?2)", rt_max, 2 },
    { "SELECT nullif(?1, ?2)", rt_nullif, 2 },
  };
  static const struct { const char *zOp; int op; } aCmp[] = {
    { "=", GS_OP_EQ }, { "==", GS_OP_EQ }, { "<>", GS_OP_NE }, { "!=", GS_OP_NE },
    { "<", GS_OP_LT }, { "<=", GS_OP_LE }, { ">", GS_OP_GT }, { ">=", GS_OP_GE },
    { "IS", GS_OP_IS }, { "IS NOT", GS_OP_ISNOT },
  };
  static const char *aArith[] = { "+", "-", "*", "/", "%", "&", "|", "<<", ">>" };
  static const rt_fn aArithFn[] = { rt_add, rt_sub, rt_mul, rt_div, rt_rem,
                                    rt_bitand, rt_bitor, rt_shl, rt_shr };
  char zSql[200];
  unsigned k;
  int coll;

  rt_open();
  rt_make_edges();

  /* Every operator over the nasty input set. */
  for(k=0; k<sizeof aCase/sizeof aCase[0]; k++){
    rt_check_all(aCase[k].zSql, aCase[k].fn, aCase[k].nArg);
  }
  for(coll=GS_COLL_BINARY; coll<=GS_COLL_RTRIM; coll++){
    rt_cmp_coll = coll;
    for(k=0; k<sizeof aCmp/sizeof aCmp[0]; k++){
      rt_cmp_op = aCmp[k].op;
      /* COLLATE on either operand of a bound-parameter comparison applies
      ** (neither side has a column's default collation to compete). */
      snprintf(zSql, sizeof zSql, "SELECT ?1 %s ?2 COLLATE %s", aCmp[k].zOp, rt_coll_name(coll));
      rt_check_all(zSql, rt_cmp, 2);
      snprintf(zSql, sizeof zSql, "SELECT ?1 COLLATE %s %s ?2", rt_coll_name(coll), aCmp[k].zOp);
      rt_check_all(zSql, rt_cmp, 2);
    }
    /* gs_compare's sign against SQLite's own ordering of two values */
    snprintf(zSql, sizeof zSql,
             "SELECT CASE WHEN ?1 IS ?2 COLLATE %s THEN 0 WHEN ?1 < ?2 COLLATE %s THEN -1 "
             "WHEN ?1 IS NULL THEN -1 WHEN ?2 IS NULL THEN 1 ELSE 1 END",
             rt_coll_name(coll), rt_coll_name(coll));
    rt_check_all(zSql, rt_compare, 2);
    snprintf(zSql, sizeof zSql, "SELECT min(?1, ?2 COLLATE %s)", rt_coll_name(coll));
    rt_check_all(zSql, rt_min_coll, 2);
    snprintf(zSql, sizeof zSql, "SELECT max(?1 COLLATE %s, ?2)", rt_coll_name(coll));
    rt_check_all(zSql, rt_max_coll, 2);
    snprintf(zSql, sizeof zSql, "SELECT nullif(?1, ?2 COLLATE %s)", rt_coll_name(coll));
    rt_check_all(zSql, rt_nullif_coll, 2);
  }
  rt_check_all("SELECT min(?1, ?2, ?3)", rt_min, 3);
  rt_check_all("SELECT max(?1, ?2, ?3)", rt_max, 3);

  /* Numeric edges: every arithmetic and bitwise operator, every
  ** comparison, unary minus and ~, truth. */
  for(k=0; k<sizeof aArith/sizeof aArith[0]; k++){
    snprintf(zSql, sizeof zSql, "SELECT ?1 %s ?2", aArith[k]);
    rt_check_edges(zSql, aArithFn[k], 2);
  }
  rt_cmp_coll = GS_COLL_BINARY;
  for(k=0; k<sizeof aCmp/sizeof aCmp[0]; k++){
    rt_cmp_op = aCmp[k].op;
    snprintf(zSql, sizeof zSql, "SELECT ?1 %s ?2", aCmp[k].zOp);
    rt_check_edges(zSql, rt_cmp, 2);
  }
  rt_check_edges("SELECT -?1", rt_neg, 1);
  rt_check_edges("SELECT ~?1", rt_bitnot, 1);
  rt_check_edges("SELECT NOT ?1", rt_not, 1);
  rt_check_edges("SELECT min(?1, ?2)", rt_min, 2);
  rt_check_edges("SELECT max(?1, ?2)", rt_max, 2);

  /* Targeted cases named in the design notes. */
  rt_cmp_op = GS_OP_EQ;
  rt_check_pair("SELECT ?1 * ?2", rt_mul, rt_r(1e308), rt_i(10));
  rt_check_pair("SELECT ?1 - ?2", rt_sub, rt_t("1e400", 5), rt_t("1e400", 5));
  rt_check_pair("SELECT ?1 * ?2", rt_mul, rt_t("1e400", 5), rt_i(0));
  rt_check_pair("SELECT ?1 / ?2", rt_div, rt_i(GS_INT64_MIN), rt_i(-1));
  rt_check_pair("SELECT ?1 % ?2", rt_rem, rt_i(GS_INT64_MIN), rt_i(-1));
  rt_check_pair("SELECT ?1 % ?2", rt_rem, rt_r(5.5), rt_r(2.5));
  rt_check_pair("SELECT ?1 % ?2", rt_rem, rt_r(-7.9), rt_i(3));
  rt_check_pair("SELECT ?1 / ?2", rt_div, rt_i(1), rt_r(0.0));
  rt_check_pair("SELECT ?1 = ?2", rt_cmp, rt_i(GS_INT64_MAX), rt_r(9223372036854775807.0));
  rt_check_pair("SELECT ?1 = ?2", rt_cmp, rt_i(GS_INT64_MAX - 1), rt_r(9223372036854775807.0));
  rt_check_pair("SELECT ?1 + ?2", rt_add, rt_t("9223372036854775807", 19), rt_i(1));
  rt_check_pair("SELECT ?1 + ?2", rt_add, rt_t("a\0" "1", 3), rt_i(1));
  rt_check_pair("SELECT ?1 << ?2", rt_shl, rt_i(1), rt_i(GS_INT64_MIN));
  rt_check_pair("SELECT ?1 >> ?2", rt_shr, rt_i(-5), rt_i(GS_INT64_MIN));
  /* NOCASE stops at a NUL in the left string (sqlite3_strnicmp) */
  rt_cmp_coll = GS_COLL_NOCASE;
  rt_check_pair("SELECT ?1 = ?2 COLLATE NOCASE", rt_cmp, rt_t("a\0b", 3), rt_t("A\0c", 3));
  rt_check_pair("SELECT ?1 = ?2 COLLATE NOCASE", rt_cmp, rt_t("a\0b", 3), rt_t("A\0bc", 4));
  rt_check_pair("SELECT ?1 = ?2 COLLATE NOCASE", rt_cmp, rt_t("a\0", 2), rt_t("A\x01", 2));
  rt_check_pair("SELECT ?1 = ?2 COLLATE NOCASE", rt_cmp, rt_t("a\x01", 2), rt_t("A\0", 2));
  rt_cmp_op = GS_OP_LT;
  rt_check_pair("SELECT ?1 < ?2 COLLATE NOCASE", rt_cmp, rt_t("a\0z", 3), rt_t("A\0b", 3));
  rt_check_pair("SELECT ?1 < ?2 COLLATE NOCASE", rt_cmp, rt_t("[", 1), rt_t("a", 1));
  rt_check_pair("SELECT ?1 < ?2 COLLATE NOCASE", rt_cmp, rt_t("\xc3\xa9", 2), rt_t("\xc3\x89", 2));
  rt_cmp_coll = GS_COLL_RTRIM;
  rt_check_pair("SELECT ?1 < ?2 COLLATE RTRIM", rt_cmp, rt_t("a \t", 3), rt_t("a  ", 3));
  rt_check_pair("SELECT ?1 < ?2 COLLATE RTRIM", rt_cmp, rt_t("a\0 ", 3), rt_t("a", 1));

  rt_direct_checks();
  return rt_finish("rt_ops");
}
