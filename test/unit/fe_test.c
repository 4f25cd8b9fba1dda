/*
** fe_test.c - unit tests of the compiler front end (ext/ast.c, lex.c,
** parse.c, check.c, functab.c): the first box of docs/design.md's flow, tested alone,
** without the runtime (-DFUNCTAB_NO_IMPL) and without the extension.
**
**   gcc -std=c99 -O1 -g -Wall -Wextra -Werror -DGPUSTR_STANDALONE \
**       -DFUNCTAB_NO_IMPL -Iext -Iruntime ext/ast.c ext/lex.c ext/parse.c ext/check.c \
**       ext/functab.c test/unit/fe_test.c -lsqlite3 -o /tmp/fe_test
**
** Precedence is checked by printing the parse fully parenthesised
** (fe_unparse); errors by their exact text or a part of it; memory by
** sqlite3_memory_used() before and after, and by failing every allocation
** in turn (fault injection) on a few programs.  Last line:
** "fe_test: N passed, M failed".
*/
#include "gpustr_int.h"
#include "ast.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

static int nPass, nFail;

static void ok(int bOk, const char *zWhat, const char *zDetail){
  if( bOk ){
    nPass++;
  }else{
    nFail++;
    /* long sources are cut short in the report */
    printf("FAIL: %.200s\n%.2000s%s", zWhat, zDetail ? zDetail : "", zDetail ? "\n" : "");
  }
}

/* Compile with the parameter header "(a, b, c, d) -> " and compare the
** parenthesised body. */
static void t_parse(const char *zExpr, const char *zWant){
  char *zSrc = sqlite3_mprintf("(a, b, c, d) -> %s", zExpr);
  fe_program *prog = 0;
  char *zErr = 0, *zGot = 0, *zDetail;
  int rc = fe_compile(zSrc, 4, &prog, &zErr);
  if( rc==SQLITE_OK ) zGot = fe_unparse(prog, prog->pBody);
  zDetail = sqlite3_mprintf("  src:  %s\n  want: %s\n  got:  %s", zExpr, zWant,
                            zGot ? zGot : zErr);
  ok(rc==SQLITE_OK && zGot && strcmp(zGot, zWant)==0, zExpr, zDetail);
  sqlite3_free(zDetail); sqlite3_free(zGot); sqlite3_free(zErr); sqlite3_free(zSrc);
  fe_free(prog);
}

/* Compile zSrc with nArg arguments; expect failure with an error that
** contains zWant (or equals it when bExact). */
static void t_err2(const char *zSrc, int nArg, const char *zWant, int bExact){
  fe_program *prog = 0;
  char *zErr = 0, *zDetail;
  int rc = fe_compile(zSrc, nArg, &prog, &zErr);
  int bOk = rc==SQLITE_ERROR && prog==0 && zErr
         && (bExact ? strcmp(zErr, zWant)==0 : strstr(zErr, zWant)!=0);
  zDetail = sqlite3_mprintf("  src:  %s\n  want: %s\n  got:  rc=%d %s", zSrc, zWant, rc,
                            zErr ? zErr : "(no error)");
  ok(bOk, zSrc, zDetail);
  sqlite3_free(zDetail); sqlite3_free(zErr);
  fe_free(prog);
}
static void t_err(const char *zSrc, int nArg, const char *zWant){ t_err2(zSrc, nArg, zWant, 0); }

/* Compile; expect success and the body's type mask named zType. */
static void t_type(const char *zSrc, int nArg, const char *zType){
  fe_program *prog = 0;
  char *zErr = 0, *zDetail;
  int rc = fe_compile(zSrc, nArg, &prog, &zErr);
  const char *zGot = rc==SQLITE_OK ? fe_type_name(prog->pBody->tmask) : zErr;
  zDetail = sqlite3_mprintf("  src: %s\n  want: %s\n  got:  %s", zSrc, zType, zGot);
  ok(rc==SQLITE_OK && strcmp(zGot, zType)==0, zSrc, zDetail);
  sqlite3_free(zDetail); sqlite3_free(zErr);
  fe_free(prog);
}

/* Compile; return the program or record a failure. */
static fe_program *t_ok(const char *zSrc, int nArg){
  fe_program *prog = 0;
  char *zErr = 0;
  int rc = fe_compile(zSrc, nArg, &prog, &zErr);
  if( rc!=SQLITE_OK ){
    char *zDetail = sqlite3_mprintf("  src: %s\n  err: %s", zSrc, zErr);
    ok(0, "compiles", zDetail);
    sqlite3_free(zDetail);
  }
  sqlite3_free(zErr);
  return prog;
}

/* The body must be a literal of type eType; check its value. */
static void t_lit(const char *zSrc, int eType, sqlite3_int64 i, double r, const char *z, int n){
  fe_program *prog = t_ok(zSrc, 0);
  char *zDetail = sqlite3_mprintf("  src: %s", zSrc);
  int bOk = 0;
  if( prog ){
    const fe_node *e = prog->pBody;
    bOk = e->eKind==FE_LIT && e->u.lit.eType==eType && e->tmask==(1<<eType);
    if( bOk && eType==GS_INT ) bOk = e->u.lit.i==i;
    if( bOk && eType==GS_REAL ) bOk = e->u.lit.r==r;
    if( bOk && (eType==GS_TEXT || eType==GS_BLOB) ){
      bOk = e->u.lit.n==n && memcmp(e->u.lit.z, z, (size_t)n)==0 && e->u.lit.z[n]==0;
    }
  }
  ok(bOk, zSrc, zDetail);
  sqlite3_free(zDetail);
  fe_free(prog);
}

/* The body's comparison: its collation and affinity. */
static const fe_node *t_find_cmp(const fe_node *e){
  int i;
  if( e->eKind==FE_CMP || e->eKind==FE_IS || e->eKind==FE_IN || e->eKind==FE_BETWEEN ) return e;
  for(i=0; i<e->nKid; i++){
    const fe_node *r = t_find_cmp(e->aKid[i]);
    if( r ) return r;
  }
  return 0;
}
static void t_coll(const char *zExpr, int coll, int aff){
  char *zSrc = sqlite3_mprintf("%s%s", strstr(zExpr, "->") ? "" : "(a, b, c, d) -> ", zExpr);
  fe_program *prog = t_ok(zSrc, 4);
  const fe_node *e = prog ? t_find_cmp(prog->pBody) : 0;
  char *zDetail = sqlite3_mprintf("  src: %s\n  want coll=%s aff=%x\n  got  coll=%s aff=%x",
      zSrc, fe_coll_name(coll), aff, e ? fe_coll_name(e->coll) : "-", e ? e->aff : 0);
  ok(e && e->coll==coll && (aff<0 || e->aff==aff), zSrc, zDetail);
  sqlite3_free(zDetail);
  sqlite3_free(zSrc);
  fe_free(prog);
}

static double t_now(void){ return (double)clock()/CLOCKS_PER_SEC; }

/* ---- fault injection: fail the Nth allocation --------------------------- */
static sqlite3_mem_methods t_mem;
static int t_nFailAt = -1, t_nAlloc;
static void *t_malloc(int n){
  if( t_nFailAt>=0 && t_nAlloc++==t_nFailAt ) return 0;
  return t_mem.xMalloc(n);
}
static void *t_realloc(void *p, int n){
  if( t_nFailAt>=0 && t_nAlloc++==t_nFailAt ) return 0;
  return t_mem.xRealloc(p, n);
}

/* Fail allocation 0, 1, 2, ... of compiling zSrc (expected to give rcWant)
** until a run reaches its end without meeting the failure. */
static void t_oom(const char *zSrc, int nArg, int rcWant){
  int i, bAllOk = 1, bDone = 0;
  sqlite3_int64 nBefore = sqlite3_memory_used();
  for(i=0; i<2000 && !bDone; i++){
    fe_program *prog = 0;
    char *zErr = 0;
    int rc;
    t_nAlloc = 0;
    t_nFailAt = i;
    rc = fe_compile(zSrc, nArg, &prog, &zErr);
    if( rc==SQLITE_OK ){
      char *z1 = fe_dump_ast(prog);
      char *z2 = fe_unparse(prog, prog->pBody);
      sqlite3_free(z1); sqlite3_free(z2);
    }
    t_nFailAt = -1;
    if( t_nAlloc<=i ){                 /* nothing left to fail */
      bDone = 1;
      if( rc!=rcWant ) bAllOk = 0;
    }else if( rc!=SQLITE_NOMEM && rc!=rcWant ){
      bAllOk = 0;
    }
    if( rc!=SQLITE_OK && prog ) bAllOk = 0;
    sqlite3_free(zErr);
    fe_free(prog);
  }
  ok(bAllOk && bDone && sqlite3_memory_used()==nBefore, zSrc, "  out-of-memory handling");
}

static void test_precedence(void){
  t_parse("a||b = c", "((a || b) = c)");
  t_parse("NOT a = b", "(NOT (a = b))");
  t_parse("- a || b", "((-a) || b)");
  t_parse("a COLLATE nocase || b", "((a COLLATE NOCASE) || b)");
  t_parse("a || b COLLATE nocase", "(a || (b COLLATE NOCASE))");
  t_parse("-a COLLATE nocase", "((-a) COLLATE NOCASE)");
  t_parse("a + b * c", "(a + (b * c))");
  t_parse("a * b + c", "((a * b) + c)");
  t_parse("a - b - c", "((a - b) - c)");
  t_parse("a / b % c", "((a / b) % c)");
  t_parse("a || b || c", "((a || b) || c)");
  t_parse("a + b || c", "(a + (b || c))");
  t_parse("a * b || c", "(a * (b || c))");
  t_parse("a & b + c", "(a & (b + c))");
  t_parse("a << b | c", "((a << b) | c)");
  t_parse("a >> b >= c", "((a >> b) >= c)");
  t_parse("a < b = c", "((a < b) = c)");
  t_parse("a = b < c", "(a = (b < c))");
  t_parse("a & b < c", "((a & b) < c)");
  t_parse("a = b = c", "((a = b) = c)");
  t_parse("a = b AND c = d", "((a = b) AND (c = d))");
  t_parse("a OR b AND c", "(a OR (b AND c))");
  t_parse("a AND b OR c", "((a AND b) OR c)");
  t_parse("NOT a AND b", "((NOT a) AND b)");
  t_parse("NOT NOT a", "(NOT (NOT a))");
  t_parse("a = NOT b", "(a = (NOT b))");
  t_parse("- - a", "(-(-a))");
  t_parse("~a + b", "((~a) + b)");
  t_parse("-a * b", "((-a) * b)");
  t_parse("+a", "(+a)");
  t_parse("a == b", "(a = b)");
  t_parse("a <> b", "(a != b)");
  t_parse("a != b", "(a != b)");
  t_parse("a <= b", "(a <= b)");
  t_parse("a IS NULL", "(a ISNULL)");
  t_parse("a IS NOT NULL", "(a NOTNULL)");
  t_parse("a NOT NULL", "(a NOTNULL)");
  t_parse("a ISNULL = b", "((a ISNULL) = b)");
  t_parse("a NOTNULL", "(a NOTNULL)");
  t_parse("a IS b", "(a IS b)");
  t_parse("a IS NOT b", "(a IS NOT b)");
  t_parse("a IS DISTINCT FROM b", "(a IS NOT b)");
  t_parse("a IS NOT DISTINCT FROM b", "(a IS b)");
  t_parse("a IS b + 1", "(a IS (b + 1))");
  t_parse("a IN (b, c)", "(a IN (b, c))");
  t_parse("a NOT IN (b, c)", "(a NOT IN (b, c))");
  t_parse("a IN (1)", "(a = 1)");
  t_parse("a NOT IN (1)", "(NOT (a = 1))");
  t_parse("a IN (b)", "(a IN (b))");
  t_parse("a IN (1+2)", "(a = (+(1 + 2)))");
  t_parse("a IN ()", "0");
  t_parse("a NOT IN ()", "1");
  t_parse("a || b IN (c, d)", "((a || b) IN (c, d))");
  t_parse("a LIKE b", "(a LIKE b)");
  t_parse("a NOT LIKE b ESCAPE c", "(a NOT LIKE b ESCAPE c)");
  t_parse("a GLOB b", "(a GLOB b)");
  t_parse("a NOT GLOB b", "(a NOT GLOB b)");
  t_parse("a LIKE b || c", "(a LIKE (b || c))");
  t_parse("a || b LIKE c", "((a || b) LIKE c)");
  t_parse("a LIKE b AND c", "((a LIKE b) AND c)");
  t_parse("a BETWEEN b AND c", "(a BETWEEN b AND c)");
  t_parse("a NOT BETWEEN b AND c", "(a NOT BETWEEN b AND c)");
  t_parse("a BETWEEN b AND c AND d", "((a BETWEEN b AND c) AND d)");
  t_parse("a BETWEEN b + 1 AND c || d", "(a BETWEEN (b + 1) AND (c || d))");
  t_parse("a = b BETWEEN c AND d", "((a = b) BETWEEN c AND d)");
  t_parse("a BETWEEN b = c AND d", "(a BETWEEN (b = c) AND d)");
  t_parse("CASE WHEN a THEN b ELSE c END", "CASE WHEN a THEN b ELSE c END");
  t_parse("CASE a WHEN b THEN c WHEN d THEN 1 END", "CASE a WHEN b THEN c WHEN d THEN 1 END");
  t_parse("CASE WHEN a = b THEN c || d END || a", "(CASE WHEN (a = b) THEN (c || d) END || a)");
  t_parse("CAST(a AS INTEGER) + 1", "(CAST(a AS INTEGER) + 1)");
  t_parse("a COLLATE nocase = b", "((a COLLATE NOCASE) = b)");
  t_parse("a COLLATE \"rtrim\" = b", "((a COLLATE RTRIM) = b)");
  t_parse("upper(a) || lower(b)", "(upper(a) || lower(b))");
  t_parse("(a || b) || c", "((a || b) || c)");
  t_parse("a || (b || c)", "(a || (b || c))");
  t_parse("a % b * c", "((a % b) * c)");
  t_parse("substr(a, 1, 2) = b", "(substr(a, 1, 2) = b)");
  t_parse("like(a, b)", "like(a, b)");
  t_parse("GLOB(a, b)", "GLOB(a, b)");
  t_parse("char()", "char()");
  t_parse("-1", "-1");
  t_parse("- 1.5", "-1.5");
  t_parse("-(2)", "-2");
  t_parse("+1", "1");
  t_parse("-'a'", "(-'a')");
  t_parse("x'41' || 'it''s'", "(x'41' || 'it''s')");
  t_parse("a IS NOT NULL AND NOT b ISNULL", "((a NOTNULL) AND (NOT (b ISNULL)))");
  t_parse("a OR b OR c", "((a OR b) OR c)");
  t_parse("true AND FALSE", "(1 AND 0)");
}

static void test_lexical(void){
  t_lit("'it''s'", GS_TEXT, 0, 0, "it's", 4);
  t_lit("''", GS_TEXT, 0, 0, "", 0);
  t_lit("'multi\nline'", GS_TEXT, 0, 0, "multi\nline", 10);
  t_lit("42", GS_INT, 42, 0, 0, 0);
  t_lit("0x2A", GS_INT, 42, 0, 0, 0);
  t_lit("0XfF", GS_INT, 255, 0, 0, 0);
  t_lit("0xffffffffffffffff", GS_INT, -1, 0, 0, 0);
  t_lit("0x8000000000000000", GS_INT, (sqlite3_int64)(-0x7fffffffffffffffLL-1), 0, 0, 0);
  t_lit("0x000000000000000001", GS_INT, 1, 0, 0, 0);
  t_lit("9223372036854775807", GS_INT, 0x7fffffffffffffffLL, 0, 0, 0);
  t_lit("9223372036854775808", GS_REAL, 0, 9223372036854775808.0, 0, 0);
  t_lit("-9223372036854775808", GS_INT, (sqlite3_int64)(-0x7fffffffffffffffLL-1), 0, 0, 0);
  t_lit("-9223372036854775809", GS_REAL, 0, -9223372036854775809.0, 0, 0);
  t_lit("- -9223372036854775808", GS_REAL, 0, 9223372036854775808.0, 0, 0);
  t_lit("99999999999999999999", GS_REAL, 0, 1e20, 0, 0);
  t_lit("1.5", GS_REAL, 0, 1.5, 0, 0);
  t_lit(".5", GS_REAL, 0, 0.5, 0, 0);
  t_lit("1.", GS_REAL, 0, 1.0, 0, 0);
  t_lit("1e3", GS_REAL, 0, 1000.0, 0, 0);
  t_lit("1.e2", GS_REAL, 0, 100.0, 0, 0);
  t_lit("2.5E+1", GS_REAL, 0, 25.0, 0, 0);
  t_lit("1e-2", GS_REAL, 0, 0.01, 0, 0);
  t_lit("x'4142'", GS_BLOB, 0, 0, "AB", 2);
  t_lit("X''", GS_BLOB, 0, 0, "", 0);
  t_lit("x'00fF'", GS_BLOB, 0, 0, "\x00\xff", 2);
  t_lit("NULL", GS_NULL, 0, 0, 0, 0);
  t_lit("nUlL", GS_NULL, 0, 0, 0, 0);
  t_lit("-- comment\n 7 -- trailing", GS_INT, 7, 0, 0, 0);
  t_lit("/* a\n b */ 8 /* open", GS_INT, 8, 0, 0, 0);
  t_lit("(((9)))", GS_INT, 9, 0, 0, 0);
  t_lit("7;", GS_INT, 7, 0, 0, 0);
  t_err("0x1ffffffffffffffff", 0, "hex literal too big: 0x1ffffffffffffffff at 1:1");
  t_err("-0x8000000000000000", 0, "hex literal too big: -0x8000000000000000");
  t_err("12abc", 0, "unrecognized token: \"12abc\" at 1:1");
  t_err("1e", 0, "unrecognized token: \"1e\"");
  t_err("0x", 0, "unrecognized token: \"0x\"");
  t_err("x'414'", 0, "unrecognized token: \"x'414'\"");
  t_err("x'4G'", 0, "unrecognized token: \"x'4G'\"");
  t_err("'abc", 0, "unrecognized token: \"'abc\"");
  t_err("$", 1, "unrecognized token: \"$\"");
  t_err("$1a", 1, "unrecognized token: \"$1a\"");
  t_err("1 @ 2", 0, "unrecognized token: \"@\" at 1:3");
  t_err("1 ! 2", 0, "unrecognized token: \"!\"");
  t_err("\"abc", 1, "unrecognized token");
  t_err("1.5.3", 0, "syntax error at 1:4 near '.3'");
  t_parse("a|b&c", "((a | b) & c)");
  t_parse("a<<b>>c", "((a << b) >> c)");
  t_parse("a<b", "(a < b)");
  t_parse("a>b", "(a > b)");
  t_parse("a>=b", "(a >= b)");
  t_err("1 ~ 2", 0, "syntax error at 1:3 near '~'");
}

static void test_names(void){
  fe_program *prog;
  char *z;
  /* quoted identifiers and case-insensitive names */
  prog = t_ok("(\"a b\", [c d], `e``f`) -> \"a b\" || [c d] || `e``f` || \"A B\"", 3);
  if( prog ){
    z = fe_unparse(prog, prog->pBody);
    ok(strcmp(z, "(((a b || c d) || e`f) || a b)")==0, "quoted identifiers", z);
    sqlite3_free(z);
    fe_free(prog);
  }
  t_parse("A || B", "(a || b)");
  t_type("S -> upper(s)", 1, "TEXT|NULL");
  t_type("concat(s, NULL)", 1, "TEXT");
  t_type("concat_ws(s, 1)", 1, "TEXT|NULL");
  t_type("concat_ws('-', s)", 1, "TEXT");
  t_type("isalpha('a')", 0, "INT");
  t_type("levenshtein(s, 'a')", 1, "INT|NULL");
  /* $N */
  prog = t_ok("$1 || $2", 2);
  ok(prog && prog->nArg==2 && prog->pBody->aKid[1]->eKind==FE_PARAM
     && prog->pBody->aKid[1]->u.iParam==1, "$2 is parameter 1", 0);
  fe_free(prog);
  t_err("$3", 2, "parameter $3 out of range at 1:1: the function has 2 arguments ($1..$2)");
  t_err("$1", 0, "the function has no arguments");
  t_err("$0", 1, "no parameter $0");
  /* header binding */
  prog = t_ok("s -> upper(s)", 1);
  ok(prog && prog->bHeader && prog->nArg==1 && strcmp(prog->azParam[0], "s")==0,
     "header s", 0);
  fe_free(prog);
  prog = t_ok("(a, b) -> a || b", 2);
  ok(prog && prog->nArg==2 && strcmp(prog->azParam[1], "b")==0
     && prog->anParamUse[0]==1 && prog->anParamUse[1]==1, "header (a, b)", 0);
  fe_free(prog);
  prog = t_ok("() -> 'x'", 0);
  ok(prog && prog->bHeader && prog->nArg==0, "empty header", 0);
  fe_free(prog);
  t_err("s -> upper(s)", 2,
        "parameter count mismatch at 1:1: the program declares 1 parameter (s) "
        "but the function is called with 2 arguments");
  t_err("(a, b) -> a", 3, "declares 2 parameters (a, b) but the function is called with 3");
  t_err("(a, a) -> a", 2, "duplicate parameter name 'a' at 1:5");
  t_err("(a) -> b", 1, "unknown name 'b' at 1:8: the parameters are (a)");
  t_err("(a, b) -> a || c", 2, "unknown name 'c' at 1:16: the parameters are (a, b)");
  t_parse("(a)", "a");   /* parenthesised, not a header */
  t_err("() -> x", 0, "unknown name 'x' at 1:7: the program declares no parameters");
  t_err("() -> 1", 1, "the program declares 0 parameters () but the function is called with 1 argument");
  /* the implicit single argument */
  prog = t_ok("upper(s) || s", 1);
  ok(prog && !prog->bHeader && prog->nArg==1 && strcmp(prog->azParam[0], "s")==0
     && prog->anParamUse[0]==2, "one free name is the argument", 0);
  fe_free(prog);
  t_err("upper(s) || t", 1,
        "unknown name 't' at 1:13: with one argument the body may use one free name, "
        "and it already uses 's'; declare the parameter with 's -> ...' or use $1");
  t_err2("upper(s) || t", 2,
         "unknown name 's' at 1:7: declare parameters with '(a, b) -> ...' or use $1..$2\n"
         "  upper(s) || t\n"
         "        ^", 1);
  t_err("x", 0, "unknown name 'x' at 1:1: the function has no arguments");
  t_err("x || y || z", 3, "declare parameters with '(a, b, c) -> ...' or use $1..$3");
  t_err("x", 6, "'(p1, p2, ..., p6) -> ...' or use $1..$6");
  t_type("$1 || s", 1, "TEXT|NULL");
  /* TRUE and FALSE, unless something has that name */
  t_parse("true", "1");
  prog = t_ok("true -> true", 1);
  ok(prog && prog->pBody->eKind==FE_PARAM, "a parameter named true wins", 0);
  fe_free(prog);
  prog = t_ok("upper(\"true\")", 1);
  ok(prog && prog->pBody->aKid[0]->eKind==FE_PARAM, "quoted \"true\" is a name", 0);
  fe_free(prog);
  /* inferred argument count */
  prog = t_ok("upper(s)", FE_NARG_INFER);
  ok(prog && prog->nArg==1, "infer: one free name", 0);
  fe_free(prog);
  prog = t_ok("$1 || $3", FE_NARG_INFER);
  ok(prog && prog->nArg==3 && prog->anParamUse[1]==0, "infer: highest $N", 0);
  fe_free(prog);
  prog = t_ok("(a, b) -> a", FE_NARG_INFER);
  ok(prog && prog->nArg==2, "infer: header", 0);
  fe_free(prog);
  prog = t_ok("1 + 2", FE_NARG_INFER);
  ok(prog && prog->nArg==0, "infer: none", 0);
  fe_free(prog);
  t_err("x || y", FE_NARG_INFER, "unknown name 'y'");
}

static void test_lets(void){
  fe_program *prog;
  prog = t_ok("s -> let s = upper(s); let s = s || s; s", 1);
  ok(prog && prog->nLet==2 && prog->pBody->eKind==FE_LET && prog->pBody->u.iLet==1,
     "let shadows: body reads slot 1", 0);
  ok(prog && prog->aLet[1].pExpr->aKid[0]->eKind==FE_LET
     && prog->aLet[1].pExpr->aKid[0]->u.iLet==0, "let s = s || s reads slot 0", 0);
  ok(prog && prog->aLet[0].pExpr->aKid[0]->eKind==FE_PARAM, "first let reads the param", 0);
  ok(prog && prog->aLet[0].nUse==2 && prog->aLet[1].nUse==1, "let use counts", 0);
  ok(prog && prog->pBody->tmask==(FE_T_TEXT|FE_T_NULL), "let type flows", 0);
  fe_free(prog);
  prog = t_ok("s -> let r = CASE WHEN length(s) > 2 THEN upper(s) ELSE s || s END; r || 'abc'", 1);
  ok(prog && prog->nLet==1 && strcmp(prog->aLet[0].zName, "r")==0, "docs/language.md example", 0);
  fe_free(prog);
  prog = t_ok("let x = y; x", 1);
  ok(prog && prog->nArg==1 && strcmp(prog->azParam[0], "y")==0, "free name inside a let", 0);
  fe_free(prog);
  prog = t_ok("let upper = 'a'; upper(upper)", 0);
  ok(prog && prog->pBody->eKind==FE_CALL && prog->pBody->aKid[0]->eKind==FE_LET,
     "functions and names are apart", 0);
  fe_free(prog);
  t_type("let r = upper('a'); r", 0, "TEXT");
  t_err("let x = 1; let y = 2;", 0, "syntax error at 1:22: incomplete input");
  t_err("let x = 1 x", 0, "syntax error at 1:11 near 'x': expected ';' after the let's expression");
  t_err("let 1 = 2; 3", 0, "expected a name after LET");
  t_err("1; let x = 2; x", 0, "syntax error at 1:4 near 'let': LET must come before");
  t_err("s -> let r = r; r", 1, "unknown name 'r' at 1:14: the parameters are (s)");
}

static void test_errors(void){
  char *zBig;
  int i;
  t_err2("upper(s||)", 1,
         "syntax error at 1:10 near ')'\n"
         "  upper(s||)\n"
         "           ^", 1);
  t_err2("s ->\nlet r = s;\nr +* 2", 1,
         "syntax error at 3:4 near '*'\n"
         "  r +* 2\n"
         "     ^", 1);
  t_err2("\tupper(s||)", 1,
         "syntax error at 1:11 near ')'\n"
         "  \tupper(s||)\n"
         "  \t         ^", 1);
  t_err2("'\xc3\xa9t\xc3\xa9' ||", 0,
         "syntax error at 1:11: incomplete input\n"
         "  '\xc3\xa9t\xc3\xa9' ||\n"
         "          ^", 1);
  t_err("upper(s", 1, "syntax error at 1:8: incomplete input, expected ',' or ')' to close '(' at 1:6");
  t_err2("split_part(s, ',', 0)", 1,
         "wrong constant argument to function split_part() at 1:20: the field position "
         "(argument 3) must not be zero: 1 is the first field, -1 the last\n"
         "  split_part(s, ',', 0)\n"
         "                     ^", 1);
  t_err("split_part(s, ',', -0.5)", 1, "wrong constant argument to function split_part() at 1:20");
  t_err("(s || 'a'", 1, "expected ')' to close '(' at 1:1");
  t_err("", 0, "syntax error at 1:1: incomplete input");
  t_err("1 2", 0, "syntax error at 1:3 near '2'");
  t_err("s -> ", 1, "incomplete input");
  t_err("a NOT b", 1, "syntax error at 1:3 near 'NOT'");
  t_err("a -> b", 2, "parameter count mismatch");
  t_err("a -> a -> a", 1, "syntax error at 1:8 near '->'");
  t_err("CASE END", 0, "syntax error at 1:6 near 'END'");
  t_err("CASE 1 END", 0, "syntax error at 1:8 near 'END': expected WHEN");
  t_err("CASE WHEN 1 THEN 2", 0, "expected END for CASE at 1:1");
  t_err("CASE WHEN 1 2 END", 0, "expected THEN");
  t_err("CAST(1)", 0, "syntax error at 1:7 near ')': expected AS");
  t_err("CAST(1 AS)", 0, "expected a type name");
  t_err("CAST(1 AS INT", 0, "expected ')' to close '(' at 1:5");
  t_err("1 IN 2", 0, "expected '(' after IN");
  t_err("1 BETWEEN 2 OR 3", 0, "expected AND in BETWEEN");
  t_err("1 COLLATE foo", 0, "no such collation sequence: foo at 1:3");
  t_err("1 COLLATE 2", 0, "expected a collation name");
  t_err("foo(s)", 1, "no such function: foo at 1:1");
  t_err("upper(nosuch(s))", 1, "no such function: nosuch at 1:7");
  /* The nearest known name, within one edit of a short name, two of a longer. */
  t_err("lenght(s)", 1, "no such function: lenght at 1:1 (did you mean length?)");
  t_err("uper(s)", 1, "no such function: uper at 1:1 (did you mean upper?)");
  t_err("jarowinkler(s, 'a')", 1, "no such function: jarowinkler at 1:1 (did you mean jaro_winkler?)");
  t_err("xyz(s)", 1, "no such function: xyz at 1:1\n");   /* no hint */
  t_err("substr(s)", 1, "wrong number of arguments to function substr() at 1:1: takes 2 or 3 arguments");
  t_err("SUBSTR(s, 1, 2, 3)", 1, "wrong number of arguments to function SUBSTR()");
  t_err("upper()", 0, "wrong number of arguments to function upper() at 1:1: takes 1 argument");
  t_err("coalesce(s)", 1, "takes 2 or more arguments");
  t_err("iif(1, 2)", 0, "wrong number of arguments to function iif() at 1:1: takes 3 arguments");
  t_err("min(1)", 0, "takes 2 or more arguments");
  t_err("like(1)", 0, "takes 2 or 3 arguments");
  t_err("glob(1, 2, 3)", 0, "wrong number of arguments to function glob()");
  t_err("'a' GLOB 'b' ESCAPE 'c'", 0, "wrong number of arguments to function GLOB() at 1:5");
  t_err("'a' NOT glob 'b' ESCAPE 'c'", 0, "wrong number of arguments to function glob() at 1:9");
  t_err("typeof(1, 2)", 0, "takes 1 argument");
  t_err("startswith_x(s, 'a')", 1, "no such function: startswith_x");
  t_err("upper(s,)", 1, "syntax error at 1:9 near ')'");
  t_err("f(", 0, "incomplete input");
  /* a long line is shown as a window around the error */
  zBig = sqlite3_mprintf("'%0*d' || ) || 'x'", 500, 0);
  {
    fe_program *prog = 0;
    char *zErr = 0;
    fe_compile(zBig, 0, &prog, &zErr);
    ok(zErr && strstr(zErr, "syntax error at 1:507 near ')'") && strstr(zErr, "...")
       && strlen(zErr) < 300, "long line window", zErr);
    /* the caret sits under the ')' of the window */
    if( zErr ){
      char *zLine2 = strchr(zErr, '\n') + 1;
      char *zLine3 = strchr(zLine2, '\n') + 1;
      int iParen = (int)(strstr(zLine2, " ) ") - zLine2) + 1;
      int iCaret = (int)(strchr(zLine3, '^') - zLine3);
      ok(iParen==iCaret, "caret under the error in the window", zErr);
    }
    sqlite3_free(zErr);
    fe_free(prog);
  }
  sqlite3_free(zBig);
  /* A '\r' before the error on a long line (the lexer counts lines at '\n'
  ** only): the window used to start past its own end, a memcpy of negative
  ** size (found by test/fuzz). */
  zBig = sqlite3_mprintf("'x' ||\r'%0*d' || ) || 'x'", 500, 0);
  {
    fe_program *prog = 0;
    char *zErr = 0;
    fe_compile(zBig, 0, &prog, &zErr);
    ok(zErr && strstr(zErr, "syntax error at 1:514 near ')'") && strstr(zErr, " || ) || 'x'\n")
       && strchr(zErr, '\r')==0 && strlen(zErr) < 300, "long line with a CR: window", zErr);
    sqlite3_free(zErr);
    fe_free(prog);
  }
  sqlite3_free(zBig);
  /* hex blob too odd in the middle of a program */
  t_err("s -> s || x'abc'", 1, "unrecognized token: \"x'abc'\" at 1:11");
  (void)i;
}

static void test_types(void){
  t_type("1", 0, "INT");
  t_type("1.5", 0, "REAL");
  t_type("'a'", 0, "TEXT");
  t_type("x'00'", 0, "BLOB");
  t_type("NULL", 0, "NULL");
  t_type("s", 1, "ANY");
  t_type("upper(s)", 1, "TEXT|NULL");
  t_type("upper('a')", 0, "TEXT");
  t_type("length(s)", 1, "INT|NULL");
  t_type("hex(s)", 1, "TEXT");
  t_type("typeof(s)", 1, "TEXT");
  t_type("quote(s)", 1, "TEXT");
  t_type("s || 'a'", 1, "TEXT|NULL");
  t_type("'a' || 1", 0, "TEXT");
  t_type("1 + 2", 0, "INT|REAL");
  t_type("1.5 + 1", 0, "REAL|NULL");
  t_type("1 / 2", 0, "INT|REAL");
  t_type("1 / s", 1, "INT|REAL|NULL");
  t_type("1 % 2", 0, "INT");
  t_type("1 % 0.5", 0, "REAL|NULL");
  t_type("s % 2", 1, "INT|REAL|NULL");
  t_type("NULL + 1", 0, "NULL");
  t_type("'3' * 2", 0, "INT|REAL|NULL");
  t_type("-s", 1, "INT|REAL|NULL");
  t_type("-'a'", 0, "INT|REAL");
  t_type("-1.5", 0, "REAL");
  t_type("~s", 1, "INT|NULL");
  t_type("1 & 2", 0, "INT");
  t_type("s = 1", 1, "INT|NULL");
  t_type("1 < 2", 0, "INT");
  t_type("s IS 1", 1, "INT");
  t_type("s ISNULL", 1, "INT");
  t_type("s AND 1", 1, "INT|NULL");
  t_type("NOT 1", 0, "INT");
  t_type("s LIKE 'a'", 1, "INT|NULL");
  t_type("'a' LIKE 'b'", 0, "INT");
  t_type("s IN (1, 2)", 1, "INT|NULL");
  t_type("1 IN (2, 3)", 0, "INT");
  t_type("s IN ()", 1, "INT");
  t_type("s BETWEEN 1 AND 2", 1, "INT|NULL");
  t_type("CAST(s AS TEXT)", 1, "TEXT|NULL");
  t_type("CAST(1 AS TEXT)", 0, "TEXT");
  t_type("CAST('1' AS NUMERIC)", 0, "INT|REAL");
  t_type("CAST(s AS BLOB)", 1, "BLOB|NULL");
  t_type("CAST(s AS REAL)", 1, "REAL|NULL");
  t_type("CASE WHEN s THEN 1 ELSE 2 END", 1, "INT");
  t_type("CASE WHEN s THEN 1 END", 1, "INT|NULL");
  t_type("CASE WHEN s THEN 1 ELSE 'a' END", 1, "INT|TEXT");
  t_type("coalesce(s, 1)", 1, "INT|REAL|TEXT|BLOB");
  t_type("coalesce(NULL, 1, s)", 1, "INT");
  t_type("ifnull(s, NULL)", 1, "ANY");
  t_type("iif(s, 1, 'a')", 1, "INT|TEXT");
  t_type("nullif(1, s)", 1, "INT|NULL");
  t_type("abs(1)", 0, "INT");
  t_type("abs(s)", 1, "INT|REAL|NULL");
  t_type("abs('1')", 0, "REAL");
  t_type("min(1, 2.5)", 0, "INT|REAL");
  t_type("max(s, 1)", 1, "ANY");
  t_type("substr(s, 1)", 1, "TEXT|BLOB|NULL");
  t_type("substr('abc', 1)", 0, "TEXT");
  t_type("replace(s, 'a', 'b')", 1, "TEXT|NULL");
  t_type("replace(1, '', 'b')", 0, "INT|TEXT");
  t_type("round(1.5)", 0, "REAL");
  t_type("printf('%d', 1)", 0, "TEXT");
  t_type("printf(s)", 1, "TEXT|NULL");
  t_type("format()", 0, "TEXT|NULL");
  t_type("char(65, 66)", 0, "TEXT");
  t_type("unicode('a')", 0, "INT|NULL");
  t_type("trim(s, 'x')", 1, "TEXT|NULL");
  t_type("instr('a', 'b')", 0, "INT");
  t_type("s COLLATE nocase", 1, "ANY");
}

static void test_collation(void){
  t_coll("a COLLATE nocase = b", GS_COLL_NOCASE, FE_AFF_BLOB);
  t_coll("a = b COLLATE rtrim", GS_COLL_RTRIM, -1);
  t_coll("a COLLATE nocase = b COLLATE rtrim", GS_COLL_NOCASE, -1);
  t_coll("a = b", GS_COLL_BINARY, FE_AFF_BLOB);
  t_coll("(a COLLATE nocase || b) = c", GS_COLL_NOCASE, -1);
  t_coll("upper(a COLLATE nocase) = b", GS_COLL_NOCASE, -1);
  t_coll("a IN (b COLLATE nocase, c)", GS_COLL_BINARY, -1);
  t_coll("a COLLATE nocase IN (b, c)", GS_COLL_NOCASE, -1);
  t_coll("a IN ('A' COLLATE nocase)", GS_COLL_NOCASE, -1);
  t_coll("a IS b COLLATE nocase", GS_COLL_NOCASE, -1);
  t_coll("CAST(a COLLATE nocase AS TEXT) = b", GS_COLL_NOCASE, FE_AFF_BLOB);
  t_coll("+a COLLATE rtrim < b", GS_COLL_RTRIM, -1);
  t_coll("(a, b, c, d) -> let r = a COLLATE nocase; r = b", GS_COLL_NOCASE, -1);
  /* affinity */
  t_coll("CAST(a AS INTEGER) = b", GS_COLL_BINARY, FE_AFF_NUMERIC);
  t_coll("CAST(a AS TEXT) = 5", GS_COLL_BINARY, FE_AFF_TEXT);
  t_coll("CAST(a AS TEXT) = b", GS_COLL_BINARY, FE_AFF_BLOB);
  t_coll("'5' = 5", GS_COLL_BINARY, FE_AFF_NONE);
  t_coll("5 = CAST(a AS REAL)", GS_COLL_BINARY, FE_AFF_REAL);
  t_coll("CAST(a AS REAL) IN (1, b)", GS_COLL_BINARY, FE_AFF_REAL);
  t_coll("1 IN (a, b)", GS_COLL_BINARY, FE_AFF_NONE);
  {
    fe_program *prog = t_ok("(a, b, c, d) -> a BETWEEN b COLLATE nocase AND CAST(c AS INT)", 4);
    const fe_node *e = prog ? prog->pBody : 0;
    ok(e && e->eKind==FE_BETWEEN && e->coll==GS_COLL_NOCASE && e->coll2==GS_COLL_BINARY
       && e->aff==FE_AFF_BLOB && e->aff2==FE_AFF_NUMERIC, "BETWEEN: each side on its own", 0);
    fe_free(prog);
    prog = t_ok("(a, b, c, d) -> max(lower(a), b COLLATE nocase, c COLLATE rtrim)", 4);
    ok(prog && prog->pBody->coll==GS_COLL_NOCASE, "max() takes the first COLLATE", 0);
    fe_free(prog);
    /* An argument is a column, whose BINARY counts (as in SQLite). */
    prog = t_ok("(a, b, c, d) -> max(a, b COLLATE nocase)", 4);
    ok(prog && prog->pBody->coll==GS_COLL_BINARY, "max() takes a column's BINARY first", 0);
    fe_free(prog);
    prog = t_ok("(a, b, c, d) -> CASE a COLLATE nocase WHEN b THEN 1 WHEN CAST(c AS TEXT) THEN 2 END", 4);
    e = prog ? prog->pBody : 0;
    ok(e && e->u.cs.aColl[0]==GS_COLL_NOCASE && e->u.cs.aColl[1]==GS_COLL_NOCASE
       && e->u.cs.aAff[0]==FE_AFF_BLOB && e->u.cs.aAff[1]==FE_AFF_BLOB, "CASE base compares", 0);
    fe_free(prog);
  }
  /* CAST type names by SQLite's affinity rules */
  {
    static const struct { const char *z; int aff; } aType[] = {
      { "TEXT", FE_AFF_TEXT }, { "VARCHAR(10)", FE_AFF_TEXT }, { "INT", FE_AFF_INTEGER },
      { "INTEGER", FE_AFF_INTEGER }, { "BIGINT", FE_AFF_INTEGER }, { "REAL", FE_AFF_REAL },
      { "DOUBLE PRECISION", FE_AFF_REAL }, { "FLOATING POINT", FE_AFF_INTEGER },
      { "NUMERIC", FE_AFF_NUMERIC }, { "DECIMAL(10, 2)", FE_AFF_NUMERIC },
      { "BLOB", FE_AFF_BLOB }, { "foo", FE_AFF_NUMERIC }, { "\"text\"", FE_AFF_TEXT },
      { "'int'", FE_AFF_INTEGER }, { "CLOB", FE_AFF_TEXT },
    };
    int i;
    for(i=0; i<(int)(sizeof(aType)/sizeof(aType[0])); i++){
      char *zSrc = sqlite3_mprintf("CAST(1 AS %s)", aType[i].z);
      fe_program *prog = t_ok(zSrc, 0);
      ok(prog && prog->pBody->eKind==FE_CAST && prog->pBody->u.cast.eAff==aType[i].aff,
         zSrc, 0);
      sqlite3_free(zSrc);
      fe_free(prog);
    }
  }
}

static void test_functab(void){
  static const char *azTier1[] = {
    "length", "lower", "upper", "substr", "substring", "replace", "trim", "ltrim",
    "rtrim", "instr", "hex", "unicode", "char", "like", "glob", "iif", "coalesce",
    "ifnull", "nullif", "abs", "min", "max", "typeof", "quote", "round", "printf",
    "format"
  };
  int i, bAll = 1;
  const ft_entry *f;
  for(i=0; i<(int)(sizeof(azTier1)/sizeof(azTier1[0])); i++){
    f = ft_find(azTier1[i], (int)strlen(azTier1[i]));
    if( f==0 || ((f->flags & FT_SPECIAL)==0) != (f->zSym!=0) ) bAll = 0;
  }
  ok(bAll, "every tier-1 function has a row, special rows no symbol", 0);
  f = ft_find("SUBSTRING", 9);
  ok(f && strcmp(f->zSym, "gs_fn_substr")==0 && f->nMin==2 && f->nMax==3, "substring row", 0);
  f = ft_find("format", 6);
  ok(f && strcmp(f->zSym, "gs_fn_printf")==0 && f->nMax==-1, "format row", 0);
  f = ft_find("coalesce", 8);
  ok(f && (f->flags & FT_SPECIAL) && f->zSym==0 && f->xImpl==0, "coalesce is special", 0);
  ok(ft_find("iif", 3) && (ft_find("iif", 3)->flags & FT_SPECIAL), "iif is special", 0);
  ok(ft_find("upp", 3)==0 && ft_find("upperx", 6)==0, "no prefix matches", 0);
  ok(ft_find("min", 3)->flags & FT_NEEDCOLL, "min needs the collation", 0);
  {
    static const char *azTier2[] = {
      "startswith", "endswith", "contains", "count", "find", "rfind", "repeat", "reverse",
      "lpad", "rpad", "zfill", "title", "capitalize", "swapcase", "isalpha", "isdigit",
      "isalnum", "isspace", "isupper", "islower", "istitle", "isdecimal", "split_part",
      "concat", "concat_ws", "octet_length", "unicode_upper", "unicode_lower", "levenshtein",
      "osa_distance", "hamming", "jaro", "jaro_winkler", "soundex", "damerau_levenshtein",
      "fuzz_ratio", "fuzz_partial_ratio", "fuzz_token_sort_ratio", "fuzz_token_set_ratio",
      "regexp_like", "regexp_substr", "regexp_instr", "regexp_count", "regexp_capture",
      "regexp_replace", "regexp"
    };
    int nTier2 = 0;
    bAll = 1;
    for(i=0; i<(int)(sizeof(azTier2)/sizeof(azTier2[0])); i++){
      f = ft_find(azTier2[i], (int)strlen(azTier2[i]));
      if( f==0 || (f->flags & FT_TIER2)==0 || f->zSym==0 || strncmp(f->zSym, "gs_fn_", 6)!=0 ) bAll = 0;
    }
    for(i=0; i<ft_count; i++) nTier2 += (ft_table[i].flags & FT_TIER2)!=0;
    ok(bAll && nTier2==(int)(sizeof(azTier2)/sizeof(azTier2[0])),
       "every tier-2 function has a FT_TIER2 row with a runtime symbol, and no other row is tier 2", 0);
    f = ft_find("split_part", 10);
    ok(f && (f->flags & FT_NONZERO3) && (f->flags & FT_NULLIN), "split_part's field must not be 0", 0);
    f = ft_find("concat", 6);
    ok(f && (f->flags & FT_NULLIN)==0 && f->nMin==1 && f->nMax==-1, "concat skips NULLs, takes 1 or more", 0);
  }
}

static void test_dump(void){
  fe_program *prog = t_ok("s -> let r = upper(s); CASE WHEN r LIKE 'A%' THEN r || 'abc' END", 1);
  char *z = prog ? fe_dump_ast(prog) : 0;
  ok(z && strstr(z, "program: 1 argument ($1 s), 1 let")
       && strstr(z, "let r (slot 0, 2 uses)\n  CALL upper -> gs_fn_upper  [TEXT|NULL]\n"
                    "    PARAM $1 s  [ANY]\n")
       && strstr(z, "body\n  CASE  [TEXT|NULL]\n    when: LIKE -> gs_fn_like  [INT|NULL]\n"
                    "      LET r (slot 0)  [TEXT|NULL]\n      pattern: 'A%'  [TEXT]\n")
       && strstr(z, "    then: BINARY ||  [TEXT|NULL]\n"),
     "fe_dump_ast", z);
  sqlite3_free(z);
  fe_free(prog);
  prog = t_ok("(a, b) -> coalesce(a, b) = b COLLATE nocase", 2);
  z = prog ? fe_dump_ast(prog) : 0;
  ok(z && strstr(z, "CMP = coll=NOCASE aff=BLOB  [INT|NULL]")
       && strstr(z, "CALL coalesce (short-circuit)  [ANY]"), "dump of a comparison", z);
  sqlite3_free(z);
  fe_free(prog);
}

static void test_limits(void){
  sqlite3_str *s;
  char *z;
  int i;
  double t0;
  /* nesting: 999 parentheses fit, 1000 do not */
  s = sqlite3_str_new(0);
  sqlite3_str_appendchar(s, 999, '(');
  sqlite3_str_appendall(s, "s");
  sqlite3_str_appendchar(s, 999, ')');
  z = sqlite3_str_finish(s);
  fe_free(t_ok(z, 1));
  sqlite3_free(z);
  s = sqlite3_str_new(0);
  sqlite3_str_appendchar(s, 1000, '(');
  sqlite3_str_appendall(s, "s");
  sqlite3_str_appendchar(s, 1000, ')');
  z = sqlite3_str_finish(s);
  t_err(z, 1, "expression nested too deeply (limit 1000) at 1:1001");
  sqlite3_free(z);
  /* 10^5 parentheses, 10^5 minus signs, 10^5 NOTs: an error, quickly */
  t0 = t_now();
  s = sqlite3_str_new(0);
  sqlite3_str_appendchar(s, 100000, '(');
  sqlite3_str_appendall(s, "s");
  z = sqlite3_str_finish(s);
  t_err(z, 1, "expression nested too deeply (limit 1000)");
  sqlite3_free(z);
  s = sqlite3_str_new(0);
  for(i=0; i<100000; i++) sqlite3_str_appendall(s, "- ");   /* "--" is a comment */
  sqlite3_str_appendall(s, "s");
  z = sqlite3_str_finish(s);
  t_err(z, 1, "expression nested too deeply (limit 1000)");
  sqlite3_free(z);
  s = sqlite3_str_new(0);
  for(i=0; i<100000; i++) sqlite3_str_appendall(s, "NOT ");
  sqlite3_str_appendall(s, "s");
  z = sqlite3_str_finish(s);
  t_err(z, 1, "expression nested too deeply (limit 1000)");
  sqlite3_free(z);
  s = sqlite3_str_new(0);
  for(i=0; i<100000; i++) sqlite3_str_appendall(s, "upper(");
  z = sqlite3_str_finish(s);
  t_err(z, 1, "expression nested too deeply (limit 1000)");
  sqlite3_free(z);
  ok(t_now()-t0 < 1.0, "deep nesting fails fast", 0);
  /* the tree height counts too: a chain of 1000 terms fits, 1001 do not */
  s = sqlite3_str_new(0);
  sqlite3_str_appendall(s, "s");
  for(i=1; i<1000; i++) sqlite3_str_appendall(s, "||s");
  z = sqlite3_str_finish(s);
  fe_free(t_ok(z, 1));
  sqlite3_free(z);
  s = sqlite3_str_new(0);
  sqlite3_str_appendall(s, "s");
  for(i=1; i<1001; i++) sqlite3_str_appendall(s, "||s");
  z = sqlite3_str_finish(s);
  t_err(z, 1, "expression nested too deeply (limit 1000) at 1:2999");
  sqlite3_free(z);
  /* 1 MB programs compile, in linear time */
  {
    fe_program *prog;
    double t1, t2;
    s = sqlite3_str_new(0);
    sqlite3_str_appendall(s, "s -> ");
    for(i=0; i<20000; i++){
      if( i==0 ) sqlite3_str_appendall(s, "let v0 = upper(s) || s || 'xxxxxxxxxx';\n");
      else sqlite3_str_appendf(s, "let v%d = upper(s) || v%d || substr(s, %d, 2) || 'xxxxxxxxxx';\n",
                               i, i-1, i);
    }
    sqlite3_str_appendall(s, "v19999 || v0");
    z = sqlite3_str_finish(s);
    t1 = t_now();
    prog = t_ok(z, 1);
    t1 = t_now()-t1;
    ok(prog && prog->nLet==20000 && strlen(z)>1000000 && prog->aLet[19998].nUse==1
       && prog->aLet[0].nUse==2, "1 MB of lets", 0);
    fe_free(prog);
    sqlite3_free(z);
    /* half the size must take about half the time (linear) */
    s = sqlite3_str_new(0);
    sqlite3_str_appendall(s, "s -> ");
    for(i=0; i<10000; i++){
      if( i==0 ) sqlite3_str_appendall(s, "let v0 = upper(s) || s || 'xxxxxxxxxx';\n");
      else sqlite3_str_appendf(s, "let v%d = upper(s) || v%d || substr(s, %d, 2) || 'xxxxxxxxxx';\n",
                               i, i-1, i);
    }
    sqlite3_str_appendall(s, "v9999 || 's'");
    z = sqlite3_str_finish(s);
    t2 = t_now();
    fe_free(t_ok(z, 1));
    t2 = t_now()-t2;
    sqlite3_free(z);
    {
      char zT[100];
      sqlite3_snprintf(sizeof(zT), zT, "1 MB in %.3fs, 0.5 MB in %.3fs", t1, t2);
      ok(t1 < 1.0 && t1 < 4*t2 + 0.05, "linear time", zT);
    }
    /* a 1 MB string literal, a 100k-item IN list, 100k arguments, a CASE
    ** of 50k arms */
    s = sqlite3_str_new(0);
    sqlite3_str_appendall(s, "s || '");
    sqlite3_str_appendchar(s, 1000000, 'q');
    sqlite3_str_appendall(s, "''x'");
    z = sqlite3_str_finish(s);
    prog = t_ok(z, 1);
    ok(prog && prog->pBody->aKid[1]->u.lit.n==1000002
       && prog->pBody->aKid[1]->u.lit.z[1000000]=='\'', "1 MB literal", 0);
    fe_free(prog);
    sqlite3_free(z);
    s = sqlite3_str_new(0);
    sqlite3_str_appendall(s, "s IN (0");
    for(i=1; i<100000; i++) sqlite3_str_appendf(s, ",%d", i);
    sqlite3_str_appendall(s, ") AND char(0");
    for(i=1; i<100000; i++) sqlite3_str_appendf(s, ",%d", i);
    sqlite3_str_appendall(s, ") = CASE s");
    for(i=1; i<50000; i++) sqlite3_str_appendf(s, " WHEN %d THEN 'x'", i);
    sqlite3_str_appendall(s, " END");
    z = sqlite3_str_finish(s);
    t1 = t_now();
    prog = t_ok(z, 1);
    t1 = t_now()-t1;
    ok(prog && prog->pBody->aKid[0]->nKid==100001 && t1<1.0, "wide lists", 0);
    fe_free(prog);
    sqlite3_free(z);
  }
}

int main(void){
  sqlite3_int64 nStart;
  sqlite3_mem_methods m;
  setvbuf(stdout, 0, _IONBF, 0);
  sqlite3_config(SQLITE_CONFIG_GETMALLOC, &t_mem);
  m = t_mem;
  m.xMalloc = t_malloc;
  m.xRealloc = t_realloc;
  sqlite3_config(SQLITE_CONFIG_MALLOC, &m);
  sqlite3_config(SQLITE_CONFIG_MEMSTATUS, 1);
  sqlite3_initialize();
  nStart = sqlite3_memory_used();

  test_precedence();
  test_lexical();
  test_names();
  test_lets();
  test_errors();
  test_types();
  test_collation();
  test_functab();
  test_dump();
  test_limits();
  t_oom("s -> let r = CASE WHEN length(s) > 2 THEN upper(s) ELSE s || s END; r || 'abc'", 1, SQLITE_OK);
  t_oom("(a, b) -> a IN (b, 1, 2) AND a BETWEEN 1 AND b COLLATE nocase", 2, SQLITE_OK);
  t_oom("upper(s) || t", 1, SQLITE_ERROR);
  t_oom("upper(s||)", 1, SQLITE_ERROR);
  t_oom("(a, b) -> a || c", 2, SQLITE_ERROR);

  {
    char zMem[80];
    sqlite3_snprintf(sizeof(zMem), zMem, "%lld bytes still allocated",
                     sqlite3_memory_used() - nStart);
    ok(sqlite3_memory_used()==nStart, "no leaks", zMem);
  }
  printf("fe_test: %d passed, %d failed\n", nPass, nFail);
  return nFail ? 1 : 0;
}
