/*
** check.c - the checker: untyped AST (parse.c) -> typed AST, the last step
** of the front end in docs/design.md before lowering (ir.c).  Also the two views
** of the typed tree: fe_dump_ast() for gpu_explain(expr, 'ast') and
** fe_unparse() for tests and messages.
**
** The checker
**   - binds free names by docs/language.md's rules (one free name with one
**     argument is that argument; anything else is an error that says what
**     to write instead);
**   - resolves calls in the function table (functab.c) and checks arity,
**     with SQLite's wording ("no such function: foo", "wrong number of
**     arguments to function substr()"), and constant arguments a function
**     cannot take (FT_NONZERO3);
**   - computes each node's type mask: the storage classes it can produce,
**     a superset by SQLite's rules (REAL arithmetic can give NULL, since
**     SQLite turns NaN into NULL; x/0 is NULL; and so on);
**   - picks collations and affinities for comparisons exactly as SQLite's
**     sqlite3ExprCollSeq(), sqlite3BinaryCompareCollSeq() and
**     sqlite3CompareAffinity() do.  A let reads as its expression here
**     (textual substitution), so 'let r = s COLLATE nocase; r = ...' is
**     what 's COLLATE nocase = ...' is in SQLite.
** The tree height is at most FE_MAX_DEPTH (parse.c), so recursion is safe.
*/
#include "gpustr_int.h"
#include "ast.h"
#include "gs_regex.h"   /* gs_re_compile: a literal pattern */

#include <setjmp.h>
#include <string.h>

typedef struct check_state {
  fe_program *prog;
  jmp_buf jb;
  int rc;
  char *zErr;
} check_state;

static void check_fail(check_state *c, fe_pos pos, char *zHead){
  c->rc = SQLITE_NOMEM;
  if( zHead ){
    c->zErr = fe_error_text(c->prog->zSrc, c->prog->nSrc, pos, zHead);
    sqlite3_free(zHead);
    if( c->zErr ) c->rc = SQLITE_ERROR;
  }
  longjmp(c->jb, 1);
}

/* ---- binding free names ------------------------------------------------ */

/* "(a, b) -> ...": a header to suggest for n arguments. */
static char *check_header_hint(int n){
  sqlite3_str *s = sqlite3_str_new(0);
  int i;
  if( n==1 ){
    sqlite3_str_appendall(s, "s -> ...");
  }else if( n<=4 ){
    sqlite3_str_appendchar(s, 1, '(');
    for(i=0; i<n; i++) sqlite3_str_appendf(s, "%s%c", i ? ", " : "", 'a'+i);
    sqlite3_str_appendall(s, ") -> ...");
  }else{
    sqlite3_str_appendf(s, "(p1, p2, ..., p%d) -> ...", n);
  }
  return sqlite3_str_finish(s);
}

static void check_bind(check_state *c, int nArg){
  fe_program *prog = c->prog;
  fe_node *f = prog->pFree, *g;
  int nA = nArg;
  if( f==0 ){
    if( !prog->bHeader && nArg<0 ) prog->nArg = prog->nMaxVar;
    return;
  }
  if( prog->bHeader ){
    sqlite3_str *s = sqlite3_str_new(0);
    int i;
    char *zList;
    char *zHead;
    for(i=0; i<prog->nArg; i++) sqlite3_str_appendf(s, "%s%s", i ? ", " : "", prog->azParam[i]);
    zList = sqlite3_str_finish(s);
    /* (an empty sqlite3_str finishes as 0, so test nArg first) */
    zHead = prog->nArg==0
      ? sqlite3_mprintf("unknown name '%s' at %d:%d: the program declares no parameters",
                        f->u.name.z, f->pos.line, f->pos.col)
      : zList==0 ? 0
      : sqlite3_mprintf("unknown name '%s' at %d:%d: the parameters are (%s)",
                        f->u.name.z, f->pos.line, f->pos.col, zList);
    sqlite3_free(zList);
    check_fail(c, f->pos, zHead);
  }
  for(g=f->u.name.pNext; g && sqlite3_stricmp(g->u.name.z, f->u.name.z)==0; g=g->u.name.pNext){}
  if( nA<0 ) nA = prog->nMaxVar>1 ? prog->nMaxVar : 1;
  if( nA==1 && g==0 ){
    /* One argument, one free name: that name is the argument. */
    prog->nArg = 1;
    prog->azParam = (const char**)fe_arena_alloc(prog->pArena, sizeof(char*));
    if( prog->azParam==0 ) check_fail(c, f->pos, 0);
    prog->azParam[0] = f->u.name.z;
    for(g=f; g; ){
      fe_node *pNext = g->u.name.pNext;
      g->eKind = FE_PARAM;
      g->u.iParam = 0;
      g = pNext;
    }
    prog->pFree = 0;
    return;
  }
  if( nA==0 ){
    check_fail(c, f->pos, sqlite3_mprintf(
        "unknown name '%s' at %d:%d: the function has no arguments",
        f->u.name.z, f->pos.line, f->pos.col));
  }else if( nA==1 ){
    check_fail(c, g->pos, sqlite3_mprintf(
        "unknown name '%s' at %d:%d: with one argument the body may use one free name, "
        "and it already uses '%s'; declare the parameter with '%s -> ...' or use $1",
        g->u.name.z, g->pos.line, g->pos.col, f->u.name.z, f->u.name.z));
  }else{
    char *zHint = check_header_hint(nA);
    char *zHead = zHint==0 ? 0 : sqlite3_mprintf(
        "unknown name '%s' at %d:%d: declare parameters with '%s' or use $1..$%d",
        f->u.name.z, f->pos.line, f->pos.col, zHint, nA);
    sqlite3_free(zHint);
    check_fail(c, f->pos, zHead);
  }
}

/* ---- collation and affinity, as SQLite ---------------------------------- */

/* The child of e that SQLite's Expr keeps in pLeft, or 0. */
static fe_node *check_left(const fe_node *e){
  switch( e->eKind ){
    case FE_CALL: case FE_LIKE: return 0;
    case FE_CASE: return fe_case_base(e);
    default:      return e->nKid ? e->aKid[0] : 0;
  }
}

/* sqlite3ExprCollSeq(): the collation an expression carries, or -1.  Walks
** down through CAST and unary +, and, where a COLLATE lies below
** (FE_F_HASCOLL), into the left operand if it has one, else into the first
** other child that has one, in SQLite's order (like(pattern, x, esc)).
** Arguments are columns and carry BINARY. */
static int check_coll_of(const fe_program *prog, const fe_node *e){
  while( e ){
    int i;
    const fe_node *pLeft, *pNext = 0;
    if( e->eKind==FE_COLLATE ) return e->coll;
    /* An argument stands for a column, whose collation (BINARY) counts as
    ** one: min(s, t COLLATE NOCASE) compares under BINARY in SQLite. */
    if( e->eKind==FE_PARAM ) return GS_COLL_BINARY;
    if( e->eKind==FE_CAST || (e->eKind==FE_UNARY && e->eOp==FE_OP_POS) ){
      e = e->aKid[0];
      continue;
    }
    if( e->eKind==FE_LET ){
      e = prog->aLet[e->u.iLet].pExpr;
      continue;
    }
    if( (e->flags & FE_F_HASCOLL)==0 ) return -1;
    pLeft = check_left(e);
    if( pLeft && (pLeft->flags & FE_F_HASCOLL) ){
      e = pLeft;
      continue;
    }
    if( e->eKind==FE_LIKE ){
      if( e->aKid[1]->flags & FE_F_HASCOLL ) pNext = e->aKid[1];
      else if( e->aKid[0]->flags & FE_F_HASCOLL ) pNext = e->aKid[0];
      else if( e->nKid>2 ) pNext = e->aKid[2];
    }else{
      for(i=0; i<e->nKid; i++){
        if( e->aKid[i]!=pLeft && (e->aKid[i]->flags & FE_F_HASCOLL) ){
          pNext = e->aKid[i];
          break;
        }
      }
    }
    e = pNext;
  }
  return -1;
}

/* sqlite3BinaryCompareCollSeq(): the left operand's COLLATE, else the
** right's, else BINARY (arguments are columns without a collation). */
static int check_cmp_coll(const fe_program *prog, const fe_node *x, const fe_node *y){
  int coll = -1;
  if( x->flags & FE_F_HASCOLL ) coll = check_coll_of(prog, x);
  else if( y && (y->flags & FE_F_HASCOLL) ) coll = check_coll_of(prog, y);
  return coll<0 ? GS_COLL_BINARY : coll;
}

/* sqlite3ExprAffinity(): CAST's type, through COLLATE; arguments are
** columns of no declared type (BLOB); anything else has none (0). */
static int check_aff_of(const fe_program *prog, const fe_node *e){
  for(;;){
    switch( e->eKind ){
      case FE_CAST:    return e->u.cast.eAff;
      case FE_COLLATE: e = e->aKid[0]; break;
      case FE_LET:     e = prog->aLet[e->u.iLet].pExpr; break;
      case FE_PARAM:   return FE_AFF_BLOB;
      default:         return 0;
    }
  }
}

/* sqlite3CompareAffinity(): the affinity applied to both operands. */
static int check_cmp_aff(const fe_program *prog, const fe_node *x, const fe_node *y){
  int a1 = check_aff_of(prog, x), a2 = check_aff_of(prog, y);
  if( a1>FE_AFF_NONE && a2>FE_AFF_NONE ){
    return (a1>=FE_AFF_NUMERIC || a2>=FE_AFF_NUMERIC) ? FE_AFF_NUMERIC : FE_AFF_BLOB;
  }
  return (a1<=FE_AFF_NONE ? a2 : a1) | FE_AFF_NONE;
}

/* ---- types ------------------------------------------------------------- */

/* NULL when some child may be NULL. */
static int check_nullin(const fe_node *e){
  int i;
  for(i=0; i<e->nKid; i++) if( e->aKid[i]->tmask & FE_T_NULL ) return FE_T_NULL;
  return 0;
}

/* The numeric classes an operand of arithmetic becomes (text and blobs
** convert to INTEGER or REAL). */
static int check_numeric(int m){
  int r = m & FE_T_NUM;
  if( m & (FE_T_TEXT|FE_T_BLOB) ) r |= FE_T_NUM;
  return r;
}

/* A literal that makes x/lit and x%lit safe from division by zero. */
static int check_nonzero_divisor(const fe_node *y, int eRule){
  if( y->eKind!=FE_LIT ) return 0;
  if( y->u.lit.eType==GS_INT ) return y->u.lit.i!=0;
  if( y->u.lit.eType==GS_REAL ){
    /* % works on integers: 0.5 becomes 0. */
    return eRule==OPR_MOD ? (y->u.lit.r>=1.0 || y->u.lit.r<=-1.0) : y->u.lit.r!=0.0;
  }
  return 0;
}

/* OPR_ARITH, OPR_DIV, OPR_MOD. */
static int check_arith(const fe_node *e, int eRule){
  int ma = e->aKid[0]->tmask, mb = e->aKid[1]->tmask;
  int ka = check_numeric(ma), kb = check_numeric(mb);
  int m = (ma|mb) & FE_T_NULL;
  if( (ka & FE_T_INT) && (kb & FE_T_INT) ){
    /* INT op INT overflows into REAL, except %. */
    m |= eRule==OPR_MOD ? FE_T_INT : FE_T_INT|FE_T_REAL;
  }
  if( ka && kb && ((ka|kb) & FE_T_REAL) ){
    m |= FE_T_REAL;
    /* inf-inf, 0*inf, inf/inf are NaN, which SQLite returns as NULL. */
    if( eRule!=OPR_MOD ) m |= FE_T_NULL;
  }
  if( eRule!=OPR_ARITH && ka && kb && !check_nonzero_divisor(e->aKid[1], eRule) ){
    m |= FE_T_NULL;
  }
  return m;
}

/* The type of an operator node, by its rule in ops.def. */
static int check_op_type(const fe_node *e){
  int a = e->aKid[0]->tmask;
  int eRule = fe_op_table[e->eOp].eRule;
  switch( eRule ){
    case OPR_SAME: return a;
    case OPR_NEG:
      /* -x is 0 - x: -INT64_MIN overflows into REAL. */
      return (a & (FE_T_NULL|FE_T_REAL))
           | ((a & (FE_T_INT|FE_T_TEXT|FE_T_BLOB)) ? FE_T_INT|FE_T_REAL : 0);
    case OPR_INT:  return FE_T_INT | check_nullin(e);
    case OPR_TEXT: return FE_T_TEXT | check_nullin(e);
    case OPR_BOOL: return FE_T_INT | check_nullin(e);
    default:       return check_arith(e, eRule);
  }
}

/* Wrong arity: "takes 2 or 3 arguments" and the like. */
static void check_arity(check_state *c, const fe_node *e, const ft_entry *f){
  char *zTakes, *zHead;
  if( e->nKid>=f->nMin && (f->nMax<0 || e->nKid<=f->nMax) ) return;
  if( f->nMin==f->nMax && f->nMin<=1 ){
    zTakes = sqlite3_mprintf(f->nMin==0 ? "takes no arguments" : "takes 1 argument");
  }else if( f->nMin==f->nMax ) zTakes = sqlite3_mprintf("takes %d arguments", f->nMin);
  else if( f->nMax<0 ) zTakes = sqlite3_mprintf("takes %d or more arguments", f->nMin);
  else if( f->nMax==f->nMin+1 ) zTakes = sqlite3_mprintf("takes %d or %d arguments", f->nMin, f->nMax);
  else zTakes = sqlite3_mprintf("takes %d to %d arguments", f->nMin, f->nMax);
  zHead = zTakes==0 ? 0 : sqlite3_mprintf(
      "wrong number of arguments to function %s() at %d:%d: %s%s",
      e->u.call.zName, e->pos.line, e->pos.col, zTakes,
      e->eKind==FE_LIKE ? " (GLOB has no ESCAPE)" : "");
  sqlite3_free(zTakes);
  check_fail(c, e->pos, zHead);
}

/* A wrong constant argument (FT_NONZERO3: a literal 0 or 0.x as split_part's
** field number) is a compile error, not a runtime one. */
static void check_const_args(check_state *c, const fe_node *e, const ft_entry *f){
  const fe_node *k;
  if( (f->flags & FT_NONZERO3)==0 || e->nKid<3 ) return;
  k = e->aKid[2];
  if( k->eKind==FE_LIT && ((k->u.lit.eType==GS_INT && k->u.lit.i==0)
   || (k->u.lit.eType==GS_REAL && k->u.lit.r>-1.0 && k->u.lit.r<1.0)) ){
    check_fail(c, k->pos, sqlite3_mprintf(
        "wrong constant argument to function %s() at %d:%d: the field position "
        "(argument 3) must not be zero: "
        "1 is the first field, -1 the last", e->u.call.zName, k->pos.line, k->pos.col));
  }
}

/* A regular expression given as a TEXT literal (FT_REGEX, FT_REGEX0) is
** compiled now: its errors are compile errors, and the program goes to the
** call as one argument more, a BLOB literal, which both engines pass to the
** runtime function (runtime/gs_regex.h) and the CUDA emitter prints as data. */
static void check_regex_literal(check_state *c, fe_node *e, const ft_entry *f){
  fe_program *prog = c->prog;
  fe_node *k, *b, **aKid;
  unsigned char *aProg = 0, *aCopy, *aTab = 0;
  int64_t nProg = 0;
  long long nTab = 0;
  gs_re_err err;
  int rc, i;
  if( (f->flags & (FT_REGEX|FT_REGEX0))==0 ) return;
  k = e->aKid[(f->flags & FT_REGEX0) ? 0 : 1];
  if( k->eKind!=FE_LIT || k->u.lit.eType!=GS_TEXT ) return;
  rc = gs_re_compile((const unsigned char*)k->u.lit.z, k->u.lit.n, &aProg, &nProg, &err);
  if( rc==GS_ERROR ){
    check_fail(c, k->pos, sqlite3_mprintf(
        "bad regular expression in %s() at %d:%d: %s at position %lld in pattern '%s'",
        e->u.call.zName, k->pos.line, k->pos.col, err.zWhat, (long long)err.pos, k->u.lit.z));
  }
  if( rc!=GS_OK ) check_fail(c, k->pos, 0);
#ifndef FUNCTAB_NO_IMPL
  {
    /* The GPU's DFA tables, after the program (runtime/gs_regex.h). */
    int anState[3];
    if( gp_regexp_dfa_table(aProg, &aTab, &nTab, anState)!=SQLITE_OK ){
      sqlite3_free(aProg);
      check_fail(c, k->pos, 0);
    }
  }
#endif
  aCopy = (unsigned char*)fe_arena_alloc(prog->pArena, nProg + nTab + 1);
  b = (fe_node*)fe_arena_alloc(prog->pArena, sizeof(fe_node));
  aKid = (fe_node**)fe_arena_alloc(prog->pArena, sizeof(fe_node*)*(sqlite3_int64)(e->nKid + 1));
  if( aCopy==0 || b==0 || aKid==0 ){
    sqlite3_free(aProg);
    sqlite3_free(aTab);
    check_fail(c, k->pos, 0);
  }
  memcpy(aCopy, aProg, (size_t)nProg);
  if( nTab ) memcpy(aCopy + nProg, aTab, (size_t)nTab);
  nProg += nTab;
  aCopy[nProg] = 0;
  sqlite3_free(aProg);
  sqlite3_free(aTab);
  memset(b, 0, sizeof *b);
  b->eKind = FE_LIT;
  b->tmask = FE_T_BLOB;
  b->flags = FE_F_CONST;
  b->nHeight = 1;
  b->pos = k->pos;
  b->u.lit.eType = GS_BLOB;
  b->u.lit.n = (int)nProg;
  b->u.lit.z = (const char*)aCopy;
  for(i=0; i<e->nKid; i++) aKid[i] = e->aKid[i];
  aKid[e->nKid] = b;
  e->aKid = aKid;
  e->nKid++;
  prog->nNode++;
}

/* The known function nearest to the unknown name z, for the error's hint:
** at most one edit (insert, delete, change, or swap of neighbours, case
** ignored) from a name of up to 4 letters, two from a longer one; 0 where
** none is that near. */
static const char *check_nearest_fn(const char *z){
  int n = (int)strlen(z), i, best = 3;
  const char *zBest = 0;
  if( n>32 ) return 0;
  for(i=0; i<ft_count; i++){
    const char *y = ft_table[i].zName;
    int m = (int)strlen(y), a, b, d[34][34] = {{0}};
    if( m>32 || m-n>2 || n-m>2 ) continue;
    for(a=0; a<=n; a++) d[a][0] = a;
    for(b=0; b<=m; b++) d[0][b] = b;
    for(a=1; a<=n; a++){
      for(b=1; b<=m; b++){
        int cost = sqlite3_strnicmp(&z[a-1], &y[b-1], 1)!=0;
        int v = d[a-1][b-1] + cost;
        if( d[a-1][b] + 1 < v ) v = d[a-1][b] + 1;
        if( d[a][b-1] + 1 < v ) v = d[a][b-1] + 1;
        if( a>1 && b>1 && sqlite3_strnicmp(&z[a-1], &y[b-2], 1)==0
            && sqlite3_strnicmp(&z[a-2], &y[b-1], 1)==0 && d[a-2][b-2] + 1 < v ){
          v = d[a-2][b-2] + 1;
        }
        d[a][b] = v;
      }
    }
    if( d[n][m] < best && d[n][m] <= (n<=4 ? 1 : 2) ){
      best = d[n][m];
      zBest = y;
    }
  }
  return zBest;
}

/* Literal text that is certainly not empty (for replace()'s rule). */
static int check_nonempty_lit(const fe_node *e){
  if( e->eKind!=FE_LIT ) return 0;
  switch( e->u.lit.eType ){
    case GS_INT: case GS_REAL: return 1;
    case GS_TEXT: case GS_BLOB: return e->u.lit.n>0 && e->u.lit.z[0]!=0;
    default: return 0;
  }
}

static int check_call_type(const fe_node *e, const ft_entry *f){
  int m = 0, i;
  switch( f->eRule ){
    case FT_R_FIXED:
      m = f->tmask | ((f->flags & FT_NULLIN) ? check_nullin(e) : 0);
      break;
    case FT_R_FMT:
      m = f->tmask | ((e->nKid==0 || (e->aKid[0]->tmask & FE_T_NULL)) ? FE_T_NULL : 0);
      break;
    case FT_R_SUBSTR:
      m = FE_T_TEXT | (e->aKid[0]->tmask & FE_T_BLOB) | check_nullin(e);
      break;
    case FT_R_REPLACE:
      m = FE_T_TEXT | check_nullin(e);
      if( !check_nonempty_lit(e->aKid[1]) ) m |= e->aKid[0]->tmask;
      break;
    case FT_R_ABS: {
      int a = e->aKid[0]->tmask;
      m = (a & (FE_T_NULL|FE_T_INT)) | ((a & (FE_T_REAL|FE_T_TEXT|FE_T_BLOB)) ? FE_T_REAL : 0);
      break;
    }
    case FT_R_UNION:
      for(i=0; i<e->nKid; i++) m |= e->aKid[i]->tmask;
      break;
    case FT_R_ARG0:
      m = e->aKid[0]->tmask | FE_T_NULL;
      break;
    case FT_R_COALESCE:
      /* The first argument that cannot be NULL ends the search. */
      m = FE_T_NULL;
      for(i=0; i<e->nKid; i++){
        m |= e->aKid[i]->tmask & ~FE_T_NULL;
        if( (e->aKid[i]->tmask & FE_T_NULL)==0 ){ m &= ~FE_T_NULL; break; }
      }
      break;
    case FT_R_IIF:
      m = e->aKid[1]->tmask | e->aKid[2]->tmask;
      break;
  }
  return m;
}

/* Comparison e read with its side i as the left one: its operator, for
** `K op x` the mirrored one (K >= x is x <= K); -1 for one that has none
** here (only <, <=, >, >= are rewritten). */
static int check_cmp_op_from(const fe_node *e, int i){
  int eOp = e->eOp;
  if( i==0 ) return eOp;
  switch( eOp ){
    case FE_OP_LT: return FE_OP_GT;
    case FE_OP_LE: return FE_OP_GE;
    case FE_OP_GT: return FE_OP_LT;
    case FE_OP_GE: return FE_OP_LE;
  }
  return -1;
}

/* Call pFn (of two arguments) given pArg as its third.  0 where memory
** ran out (the call stays as written: the same result, slower). */
static int check_append_arg(check_state *c, fe_node *pFn, fe_node *pArg){
  fe_node **aKid = (fe_node**)fe_arena_alloc(c->prog->pArena, sizeof(fe_node*)*3);
  if( aKid==0 ) return 0;
  aKid[0] = pFn->aKid[0];
  aKid[1] = pFn->aKid[1];
  aKid[2] = pArg;
  pFn->aKid = aKid;
  pFn->nKid = 3;
  c->prog->nNode++;
  return 1;
}

/* levenshtein(a, b) <= K (or < K + 1, or K >= ..., K a non-negative
** integer literal; osa_distance the same) runs as the bounded form
** levenshtein(a, b, K), whose
** scan stops as soon as the distance must pass K: it is min(d, K + 1), so
** the comparison is true, false or NULL for the same pairs.  gpu_explain
** shows the third argument ('ast', 'ir').  Out of memory here leaves the
** call as written (the same result, slower). */
static void check_bound_distance(check_state *c, fe_node *e){
  int i;
  for(i=0; i<2; i++){
    fe_node *pFn = e->aKid[i], *pK = e->aKid[1-i], *pB;
    int eOp = check_cmp_op_from(e, i);
    sqlite3_int64 k;
    if( pFn->eKind!=FE_CALL || pFn->nKid!=2 || pFn->u.call.pFn==0
     || (strcmp(pFn->u.call.pFn->zName, "levenshtein")!=0
         && strcmp(pFn->u.call.pFn->zName, "osa_distance")!=0) ) continue;
    if( pK->eKind!=FE_LIT || pK->u.lit.eType!=GS_INT ) continue;
    if( eOp==FE_OP_LE ) k = pK->u.lit.i;
    else if( eOp==FE_OP_LT && pK->u.lit.i>0 ) k = pK->u.lit.i - 1;
    else continue;
    if( k<0 ) continue;
    pB = (fe_node*)fe_arena_alloc(c->prog->pArena, sizeof(fe_node));
    if( pB==0 ) return;
    memset(pB, 0, sizeof(*pB));
    pB->eKind = FE_LIT;
    pB->tmask = 1 << GS_INT;
    pB->flags = FE_F_CONST;
    pB->nHeight = 1;
    pB->pos = pK->pos;
    pB->u.lit.eType = GS_INT;
    pB->u.lit.i = k;
    check_append_arg(c, pFn, pB);
    return;
  }
}

/* jaro(a, b) > T and jaro_winkler(a, b) > T (or >=, T < ..., T <= ...; T
** a numeric literal) run as jaro_winkler(a, b, T) > T: the third argument
** is RapidFuzz's score_cutoff, the same double where it is at least T and
** 0.0 below, found as soon as T is out of reach (runtime/gs_fuzzy.h).  The
** comparison cannot change: only a similarity below T changes, to 0.0,
** and both are below T or at 0; where T <= 0 no similarity is below it.
** gpu_explain shows the third argument.  Out of memory here leaves the
** call as written. */
static int check_is_sim(const fe_node *p){
  return p->eKind==FE_CALL && p->nKid==2 && p->u.call.pFn
      && (strcmp(p->u.call.pFn->zName, "jaro")==0
          || strcmp(p->u.call.pFn->zName, "jaro_winkler")==0);
}

/* The literal T of node e, a comparison `x > T` or `x >= T` (or T < x, T <=
** x) whose other side is *ppX; 0 where e is no such test. */
static fe_node *check_sim_test(fe_node *e, fe_node **ppX){
  int i;
  if( e->eKind!=FE_CMP ) return 0;
  for(i=0; i<2; i++){
    fe_node *pK = e->aKid[1-i];
    int eOp = check_cmp_op_from(e, i);
    if( pK->eKind!=FE_LIT || (pK->u.lit.eType!=GS_INT && pK->u.lit.eType!=GS_REAL) ) continue;
    if( eOp!=FE_OP_GT && eOp!=FE_OP_GE ) continue;
    *ppX = e->aKid[i];
    return pK;
  }
  return 0;
}

/* Give call pFn (jaro or jaro_winkler of two arguments) the cutoff pK. */
static void check_add_cutoff(check_state *c, fe_node *pFn, const fe_node *pK){
  fe_node *pT = (fe_node*)fe_arena_alloc(c->prog->pArena, sizeof(fe_node));
  if( pT==0 ) return;
  *pT = *pK;
  pT->nKid = 0;
  pT->aKid = 0;
  check_append_arg(c, pFn, pT);
}

static void check_sim_cutoff(check_state *c, fe_node *e){
  fe_node *pX = 0, *pK = check_sim_test(e, &pX);
  if( pK && check_is_sim(pX) ) check_add_cutoff(c, pX, pK);
}

/* The FE_LET nodes of let iLet in e. */
static int check_let_uses(const fe_node *e, int iLet){
  int i, n = e->eKind==FE_LET && e->u.iLet==iLet;
  for(i=0; i<e->nKid; i++) n += check_let_uses(e->aKid[i], iLet);
  return n;
}

/* The same for `let d = jaro_winkler(a, b); CASE WHEN d > T THEN x END`
** (the form gpu_join's programs take): d's call gets the cutoff where
** every use of d is that test or inside x, which runs only when the test
** holds; the value of d below T is then never seen. */
static void check_let_cutoff(check_state *c){
  fe_program *prog = c->prog;
  fe_node *p = prog->pBody;
  int i;
  if( p==0 || p->eKind!=FE_CASE || fe_case_base(p) ) return;
  for(i=0; i<fe_case_nwhen(p); i++){
    fe_node *pX = 0, *pK = check_sim_test(fe_case_when(p, i), &pX), *pFn;
    int iLet;
    if( pK==0 || pX->eKind!=FE_LET ) continue;
    iLet = pX->u.iLet;
    pFn = prog->aLet[iLet].pExpr;
    if( !check_is_sim(pFn) ) continue;
    if( prog->aLet[iLet].nUse!=1 + check_let_uses(fe_case_then(p, i), iLet) ) continue;
    check_add_cutoff(c, pFn, pK);
  }
}

static void check_expr(check_state *c, fe_node *e){
  fe_program *prog = c->prog;
  int i, m = 0;
  for(i=0; i<e->nKid; i++) check_expr(c, e->aKid[i]);
  switch( e->eKind ){
    case FE_LIT:
      m = 1 << e->u.lit.eType;
      break;
    case FE_PARAM:
      m = FE_T_ANY;
      prog->anParamUse[e->u.iParam]++;
      break;
    case FE_LET:
      m = prog->aLet[e->u.iLet].pExpr->tmask;
      prog->aLet[e->u.iLet].nUse++;
      break;
    case FE_CALL: {
      const ft_entry *f = ft_find(e->u.call.zName, (int)strlen(e->u.call.zName));
      if( f==0 ){
        const char *zNear = check_nearest_fn(e->u.call.zName);
        check_fail(c, e->pos, sqlite3_mprintf("no such function: %s at %d:%d%s%s%s",
                   e->u.call.zName, e->pos.line, e->pos.col,
                   zNear ? " (did you mean " : "", zNear ? zNear : "", zNear ? "?)" : ""));
      }
      check_arity(c, e, f);
      check_const_args(c, e, f);
      e->u.call.pFn = f;
      m = check_call_type(e, f);
      check_regex_literal(c, e, f);
      e->coll = GS_COLL_BINARY;
      if( f->flags & FT_NEEDCOLL ){
        for(i=0; i<e->nKid; i++){
          int coll = check_coll_of(prog, e->aKid[i]);
          if( coll>=0 ){ e->coll = (unsigned char)coll; break; }
        }
      }
      break;
    }
    case FE_LIKE: {
      const ft_entry *f = ft_find(e->u.call.zName, (int)strlen(e->u.call.zName));
      check_arity(c, e, f);
      e->u.call.pFn = f;
      m = FE_T_INT | check_nullin(e);
      break;
    }
    case FE_UNARY:
    case FE_BINARY:
      m = check_op_type(e);
      break;
    case FE_CMP:
      m = check_op_type(e);
      e->coll = (unsigned char)check_cmp_coll(prog, e->aKid[0], e->aKid[1]);
      e->aff = (unsigned char)check_cmp_aff(prog, e->aKid[0], e->aKid[1]);
      check_bound_distance(c, e);
      check_sim_cutoff(c, e);
      break;
    case FE_IS:
      m = FE_T_INT;
      e->coll = (unsigned char)check_cmp_coll(prog, e->aKid[0], e->aKid[1]);
      e->aff = (unsigned char)check_cmp_aff(prog, e->aKid[0], e->aKid[1]);
      break;
    case FE_AND: case FE_OR: case FE_NOT: case FE_BETWEEN:
      m = FE_T_INT | check_nullin(e);
      if( e->eKind==FE_BETWEEN ){
        /* SQLite codes x BETWEEN lo AND hi as x>=lo AND x<=hi. */
        e->coll  = (unsigned char)check_cmp_coll(prog, e->aKid[0], e->aKid[1]);
        e->aff   = (unsigned char)check_cmp_aff(prog, e->aKid[0], e->aKid[1]);
        e->coll2 = (unsigned char)check_cmp_coll(prog, e->aKid[0], e->aKid[2]);
        e->aff2  = (unsigned char)check_cmp_aff(prog, e->aKid[0], e->aKid[2]);
      }
      break;
    case FE_IN: {
      /* The list compares under the left operand's collation and
      ** affinity alone (sqlite3ExprCodeIN, exprINAffinity). */
      int coll = check_coll_of(prog, e->aKid[0]);
      m = FE_T_INT | check_nullin(e);
      e->coll = (unsigned char)(coll<0 ? GS_COLL_BINARY : coll);
      e->aff = (unsigned char)(check_aff_of(prog, e->aKid[0]) | FE_AFF_NONE);
      break;
    }
    case FE_ISNULL:
      m = FE_T_INT;
      break;
    case FE_CASE: {
      int nWhen = fe_case_nwhen(e);
      fe_node *pBase = fe_case_base(e);
      for(i=0; i<nWhen; i++) m |= fe_case_then(e, i)->tmask;
      m |= (e->flags & FE_F_ELSE) ? fe_case_else(e)->tmask : FE_T_NULL;
      if( pBase ){
        e->u.cs.aColl = (unsigned char*)fe_arena_alloc(prog->pArena, 2*(sqlite3_int64)nWhen);
        if( e->u.cs.aColl==0 ) check_fail(c, e->pos, 0);
        e->u.cs.aAff = e->u.cs.aColl + nWhen;
        for(i=0; i<nWhen; i++){
          e->u.cs.aColl[i] = (unsigned char)check_cmp_coll(prog, pBase, fe_case_when(e, i));
          e->u.cs.aAff[i] = (unsigned char)check_cmp_aff(prog, pBase, fe_case_when(e, i));
        }
      }
      break;
    }
    case FE_CAST: {
      int a = e->aKid[0]->tmask & FE_T_NULL;
      switch( e->u.cast.eAff ){
        case FE_AFF_TEXT:    m = FE_T_TEXT; break;
        case FE_AFF_BLOB:    m = FE_T_BLOB; break;
        case FE_AFF_INTEGER: m = FE_T_INT; break;
        case FE_AFF_REAL:    m = FE_T_REAL; break;
        default:             m = FE_T_NUM; break;
      }
      m |= a;
      break;
    }
    case FE_COLLATE:
      m = e->aKid[0]->tmask;
      break;
    default:
      break;
  }
  e->tmask = (unsigned char)m;
}

int check_program(fe_program *prog, int nArg, char **pzErr){
  check_state *c = (check_state*)sqlite3_malloc64(sizeof(check_state));
  int rc, i;
  if( c==0 ) return SQLITE_NOMEM;
  memset(c, 0, sizeof(*c));
  c->prog = prog;
  if( setjmp(c->jb)==0 ){
    fe_pos pos0;
    memset(&pos0, 0, sizeof(pos0));
    pos0.line = 1; pos0.col = 1;
    check_bind(c, nArg);
    if( prog->azParam==0 && prog->nArg>0 ){
      prog->azParam = (const char**)fe_arena_alloc(prog->pArena, sizeof(char*)*(sqlite3_int64)prog->nArg);
      if( prog->azParam==0 ) check_fail(c, pos0, 0);
    }
    prog->anParamUse = (int*)fe_arena_alloc(prog->pArena, sizeof(int)*(sqlite3_int64)(prog->nArg+1));
    if( prog->anParamUse==0 ) check_fail(c, pos0, 0);
    for(i=0; i<prog->nLet; i++) check_expr(c, prog->aLet[i].pExpr);
    check_expr(c, prog->pBody);
    check_let_cutoff(c);
    rc = SQLITE_OK;
  }else{
    rc = c->rc;
    if( pzErr ) *pzErr = c->zErr; else sqlite3_free(c->zErr);
  }
  sqlite3_free(c);
  return rc;
}

/* ---- views of the tree ------------------------------------------------- */

const char *fe_type_name(int tmask){
  static const char *az[32] = {
    "NONE", "NULL", "INT", "INT|NULL",
    "REAL", "REAL|NULL", "INT|REAL", "INT|REAL|NULL",
    "TEXT", "TEXT|NULL", "INT|TEXT", "INT|TEXT|NULL",
    "REAL|TEXT", "REAL|TEXT|NULL", "INT|REAL|TEXT", "INT|REAL|TEXT|NULL",
    "BLOB", "BLOB|NULL", "INT|BLOB", "INT|BLOB|NULL",
    "REAL|BLOB", "REAL|BLOB|NULL", "INT|REAL|BLOB", "INT|REAL|BLOB|NULL",
    "TEXT|BLOB", "TEXT|BLOB|NULL", "INT|TEXT|BLOB", "INT|TEXT|BLOB|NULL",
    "REAL|TEXT|BLOB", "REAL|TEXT|BLOB|NULL", "INT|REAL|TEXT|BLOB", "ANY",
  };
  return az[tmask & 31];
}

const char *fe_op_name(int eOp){
  return eOp>0 && eOp<FE_OP_COUNT ? fe_op_table[eOp].zSpell : "?";
}

const char *fe_coll_name(int coll){
  switch( coll ){
    case GS_COLL_NOCASE: return "NOCASE";
    case GS_COLL_RTRIM:  return "RTRIM";
    default:             return "BINARY";
  }
}

static const char *fe_aff_name(int aff){
  static const char *az[] = { "NONE", "BLOB", "TEXT", "NUMERIC", "INTEGER", "REAL" };
  if( aff<FE_AFF_NONE || aff>FE_AFF_REAL ) return "NONE";
  return az[aff - FE_AFF_NONE];
}

static void fe_put_lit(sqlite3_str *s, const fe_node *e, int nMax){
  int i, n;
  switch( e->u.lit.eType ){
    case GS_NULL: sqlite3_str_appendall(s, "NULL"); break;
    case GS_INT:  sqlite3_str_appendf(s, "%lld", e->u.lit.i); break;
    case GS_REAL: sqlite3_str_appendf(s, "%!.15g", e->u.lit.r); break;
    case GS_TEXT:
      n = e->u.lit.n;
      sqlite3_str_appendchar(s, 1, '\'');
      for(i=0; i<n && (nMax<=0 || i<nMax); i++){
        if( e->u.lit.z[i]=='\'' ) sqlite3_str_appendchar(s, 1, '\'');
        sqlite3_str_appendchar(s, 1, e->u.lit.z[i]);
      }
      sqlite3_str_appendchar(s, 1, '\'');
      if( nMax>0 && n>nMax ) sqlite3_str_appendf(s, "... (%d bytes)", n);
      break;
    default:
      sqlite3_str_appendall(s, "x'");
      for(i=0; i<e->u.lit.n && (nMax<=0 || i<nMax); i++){
        sqlite3_str_appendf(s, "%02x", (unsigned char)e->u.lit.z[i]);
      }
      sqlite3_str_appendchar(s, 1, '\'');
      if( nMax>0 && e->u.lit.n>nMax ) sqlite3_str_appendf(s, "... (%d bytes)", e->u.lit.n);
      break;
  }
}

static void fe_put_param(sqlite3_str *s, const fe_program *prog, int i){
  if( prog->azParam && i<prog->nArg && prog->azParam[i] ){
    sqlite3_str_appendall(s, prog->azParam[i]);
  }else{
    sqlite3_str_appendf(s, "$%d", i+1);
  }
}

static void fe_unparse_to(sqlite3_str *s, const fe_program *prog, const fe_node *e){
  int i;
  switch( e->eKind ){
    case FE_LIT:   fe_put_lit(s, e, 0); break;
    case FE_PARAM: fe_put_param(s, prog, e->u.iParam); break;
    case FE_LET:   sqlite3_str_appendall(s, prog->aLet[e->u.iLet].zName); break;
    case FE_NAME:  sqlite3_str_appendall(s, e->u.name.z); break;
    case FE_CALL:
      sqlite3_str_appendf(s, "%s(", e->u.call.zName);
      for(i=0; i<e->nKid; i++){
        if( i ) sqlite3_str_appendall(s, ", ");
        fe_unparse_to(s, prog, e->aKid[i]);
      }
      sqlite3_str_appendchar(s, 1, ')');
      break;
    case FE_UNARY:
      sqlite3_str_appendf(s, "(%s", fe_op_name(e->eOp));
      fe_unparse_to(s, prog, e->aKid[0]);
      sqlite3_str_appendchar(s, 1, ')');
      break;
    case FE_NOT:
      sqlite3_str_appendall(s, "(NOT ");
      fe_unparse_to(s, prog, e->aKid[0]);
      sqlite3_str_appendchar(s, 1, ')');
      break;
    case FE_ISNULL:
      sqlite3_str_appendchar(s, 1, '(');
      fe_unparse_to(s, prog, e->aKid[0]);
      sqlite3_str_appendall(s, (e->flags & FE_F_NOT) ? " NOTNULL)" : " ISNULL)");
      break;
    case FE_COLLATE:
      sqlite3_str_appendchar(s, 1, '(');
      fe_unparse_to(s, prog, e->aKid[0]);
      sqlite3_str_appendf(s, " COLLATE %s)", fe_coll_name(e->coll));
      break;
    case FE_CAST:
      sqlite3_str_appendall(s, "CAST(");
      fe_unparse_to(s, prog, e->aKid[0]);
      sqlite3_str_appendf(s, " AS %s)", e->u.cast.zType);
      break;
    case FE_IN:
      sqlite3_str_appendchar(s, 1, '(');
      fe_unparse_to(s, prog, e->aKid[0]);
      sqlite3_str_appendall(s, (e->flags & FE_F_NOT) ? " NOT IN (" : " IN (");
      for(i=1; i<e->nKid; i++){
        if( i>1 ) sqlite3_str_appendall(s, ", ");
        fe_unparse_to(s, prog, e->aKid[i]);
      }
      sqlite3_str_appendall(s, "))");
      break;
    case FE_BETWEEN:
      sqlite3_str_appendchar(s, 1, '(');
      fe_unparse_to(s, prog, e->aKid[0]);
      sqlite3_str_appendall(s, (e->flags & FE_F_NOT) ? " NOT BETWEEN " : " BETWEEN ");
      fe_unparse_to(s, prog, e->aKid[1]);
      sqlite3_str_appendall(s, " AND ");
      fe_unparse_to(s, prog, e->aKid[2]);
      sqlite3_str_appendchar(s, 1, ')');
      break;
    case FE_LIKE:
      sqlite3_str_appendchar(s, 1, '(');
      fe_unparse_to(s, prog, e->aKid[0]);
      sqlite3_str_appendf(s, " %s%s ", (e->flags & FE_F_NOT) ? "NOT " : "",
                          (e->u.call.zName[0]|0x20)=='l' ? "LIKE" : "GLOB");
      fe_unparse_to(s, prog, e->aKid[1]);
      if( e->flags & FE_F_ESCAPE ){
        sqlite3_str_appendall(s, " ESCAPE ");
        fe_unparse_to(s, prog, e->aKid[2]);
      }
      sqlite3_str_appendchar(s, 1, ')');
      break;
    case FE_CASE: {
      int n = fe_case_nwhen(e);
      sqlite3_str_appendall(s, "CASE ");
      if( fe_case_base(e) ){
        fe_unparse_to(s, prog, fe_case_base(e));
        sqlite3_str_appendchar(s, 1, ' ');
      }
      for(i=0; i<n; i++){
        sqlite3_str_appendall(s, "WHEN ");
        fe_unparse_to(s, prog, fe_case_when(e, i));
        sqlite3_str_appendall(s, " THEN ");
        fe_unparse_to(s, prog, fe_case_then(e, i));
        sqlite3_str_appendchar(s, 1, ' ');
      }
      if( fe_case_else(e) ){
        sqlite3_str_appendall(s, "ELSE ");
        fe_unparse_to(s, prog, fe_case_else(e));
        sqlite3_str_appendchar(s, 1, ' ');
      }
      sqlite3_str_appendall(s, "END");
      break;
    }
    default: {
      const char *zOp = e->eKind==FE_AND ? "AND" : e->eKind==FE_OR ? "OR"
                      : e->eKind==FE_IS ? ((e->flags & FE_F_NOT) ? "IS NOT" : "IS")
                      : fe_op_name(e->eOp);
      sqlite3_str_appendchar(s, 1, '(');
      fe_unparse_to(s, prog, e->aKid[0]);
      sqlite3_str_appendf(s, " %s ", zOp);
      fe_unparse_to(s, prog, e->aKid[1]);
      sqlite3_str_appendchar(s, 1, ')');
      break;
    }
  }
}

char *fe_unparse(const fe_program *prog, const fe_node *e){
  sqlite3_str *s = sqlite3_str_new(0);
  fe_unparse_to(s, prog, e);
  return sqlite3_str_finish(s);
}

/* One line per node: role, what it is, [type], and what lowering needs. */
static void fe_dump_node(sqlite3_str *s, const fe_program *prog, const fe_node *e,
                         int nIndent, const char *zRole){
  static const char *azKind[] = {
    "?", "LIT", "PARAM", "LET", "CALL", "UNARY", "BINARY", "CMP", "IS", "AND",
    "OR", "NOT", "LIKE", "BETWEEN", "IN", "ISNULL", "CASE", "CAST", "COLLATE", "NAME"
  };
  int i, bNot = (e->flags & FE_F_NOT)!=0;
  sqlite3_str_appendchar(s, nIndent, ' ');
  if( zRole ) sqlite3_str_appendf(s, "%s: ", zRole);
  switch( e->eKind ){
    case FE_LIT:
      fe_put_lit(s, e, 40);
      break;
    case FE_PARAM:
      sqlite3_str_appendf(s, "PARAM $%d", e->u.iParam+1);
      if( prog->azParam && prog->azParam[e->u.iParam] ){
        sqlite3_str_appendf(s, " %s", prog->azParam[e->u.iParam]);
      }
      break;
    case FE_LET:
      sqlite3_str_appendf(s, "LET %s (slot %d)", prog->aLet[e->u.iLet].zName, e->u.iLet);
      break;
    case FE_CALL:
      sqlite3_str_appendf(s, "CALL %s", e->u.call.pFn ? e->u.call.pFn->zName : e->u.call.zName);
      if( e->u.call.pFn && e->u.call.pFn->zSym ) sqlite3_str_appendf(s, " -> %s", e->u.call.pFn->zSym);
      if( e->u.call.pFn && (e->u.call.pFn->flags & FT_SPECIAL) ) sqlite3_str_appendall(s, " (short-circuit)");
      if( e->u.call.pFn && (e->u.call.pFn->flags & FT_NEEDCOLL) ){
        sqlite3_str_appendf(s, " coll=%s", fe_coll_name(e->coll));
      }
      break;
    case FE_UNARY: case FE_BINARY:
      sqlite3_str_appendf(s, "%s %s", azKind[e->eKind], fe_op_name(e->eOp));
      break;
    case FE_CMP:
      sqlite3_str_appendf(s, "CMP %s coll=%s aff=%s", fe_op_name(e->eOp),
                          fe_coll_name(e->coll), fe_aff_name(e->aff));
      break;
    case FE_IS:
      sqlite3_str_appendf(s, "%s coll=%s aff=%s", bNot ? "IS NOT" : "IS",
                          fe_coll_name(e->coll), fe_aff_name(e->aff));
      break;
    case FE_LIKE:
      sqlite3_str_appendf(s, "%s%s -> %s", bNot ? "NOT " : "",
                          (e->u.call.zName[0]|0x20)=='l' ? "LIKE" : "GLOB",
                          e->u.call.pFn ? e->u.call.pFn->zSym : "?");
      break;
    case FE_BETWEEN:
      sqlite3_str_appendf(s, "%sBETWEEN coll=%s,%s aff=%s,%s", bNot ? "NOT " : "",
                          fe_coll_name(e->coll), fe_coll_name(e->coll2),
                          fe_aff_name(e->aff), fe_aff_name(e->aff2));
      break;
    case FE_IN:
      sqlite3_str_appendf(s, "%sIN coll=%s aff=%s", bNot ? "NOT " : "",
                          fe_coll_name(e->coll), fe_aff_name(e->aff));
      break;
    case FE_ISNULL:
      sqlite3_str_appendall(s, bNot ? "NOTNULL" : "ISNULL");
      break;
    case FE_CAST:
      sqlite3_str_appendf(s, "CAST AS %s (%s)", e->u.cast.zType, fe_aff_name(e->u.cast.eAff));
      break;
    case FE_COLLATE:
      sqlite3_str_appendf(s, "COLLATE %s", fe_coll_name(e->coll));
      break;
    case FE_NAME:
      sqlite3_str_appendf(s, "NAME %s", e->u.name.z);
      break;
    default:
      sqlite3_str_appendall(s, azKind[e->eKind]);
      break;
  }
  sqlite3_str_appendf(s, "  [%s]\n", fe_type_name(e->tmask));
  if( e->eKind==FE_CASE ){
    int n = fe_case_nwhen(e);
    if( fe_case_base(e) ) fe_dump_node(s, prog, fe_case_base(e), nIndent+2, "base");
    for(i=0; i<n; i++){
      char zRole[64];
      if( fe_case_base(e) ){
        sqlite3_snprintf(sizeof(zRole), zRole, "when (coll=%s aff=%s)",
                         fe_coll_name(e->u.cs.aColl[i]), fe_aff_name(e->u.cs.aAff[i]));
      }else{
        sqlite3_snprintf(sizeof(zRole), zRole, "when");
      }
      fe_dump_node(s, prog, fe_case_when(e, i), nIndent+2, zRole);
      fe_dump_node(s, prog, fe_case_then(e, i), nIndent+2, "then");
    }
    if( fe_case_else(e) ) fe_dump_node(s, prog, fe_case_else(e), nIndent+2, "else");
  }else{
    for(i=0; i<e->nKid; i++){
      const char *zKid = 0;
      if( e->eKind==FE_LIKE ) zKid = i==1 ? "pattern" : i==2 ? "escape" : 0;
      fe_dump_node(s, prog, e->aKid[i], nIndent+2, zKid);
    }
  }
}

char *fe_dump_ast(const fe_program *prog){
  sqlite3_str *s = sqlite3_str_new(0);
  int i;
  sqlite3_str_appendf(s, "program: %d argument%s", prog->nArg, prog->nArg==1 ? "" : "s");
  for(i=0; i<prog->nArg; i++){
    sqlite3_str_appendf(s, "%s$%d", i ? ", " : " (", i+1);
    if( prog->azParam && prog->azParam[i] ) sqlite3_str_appendf(s, " %s", prog->azParam[i]);
    if( i==prog->nArg-1 ) sqlite3_str_appendchar(s, 1, ')');
  }
  sqlite3_str_appendf(s, ", %d let%s, %d nodes\n", prog->nLet, prog->nLet==1 ? "" : "s", prog->nNode);
  for(i=0; i<prog->nLet; i++){
    sqlite3_str_appendf(s, "let %s (slot %d, %d use%s)\n", prog->aLet[i].zName, i,
                        prog->aLet[i].nUse, prog->aLet[i].nUse==1 ? "" : "s");
    fe_dump_node(s, prog, prog->aLet[i].pExpr, 2, 0);
  }
  sqlite3_str_appendall(s, "body\n");
  fe_dump_node(s, prog, prog->pBody, 2, 0);
  return sqlite3_str_finish(s);
}
