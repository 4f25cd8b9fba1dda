/*
** parse.c - the parser of the UDF language: tokens (lex.c) -> AST, the
** second step of the front end in docs/design.md; check.c types the tree next.
**
**   program := [ params '->' ] { 'let' NAME '=' expr ';' } expr [';']
**   params  := NAME | '(' [ NAME { ',' NAME } ] ')'
**
** Expressions are parsed the way Lua's lparser.c does: recursive descent for
** primaries and prefix operators, and ONE priority table (parse_priority,
** indexed by token) for the binary and postfix operators, whose levels are
** SQLite's (parse.y's %left/%right lines).  Where SQLite's parser rewrites
** the tree, so does this one, because the rewrite changes semantics:
**   x IS NULL      -> x ISNULL          (binaryToUnaryIfNull)
**   x IN ()        -> 0  (NOT IN: 1)    the left side is not evaluated
**   x IN (const)   -> x = +const        collation/affinity of x = +const
**   -<number>      -> a negative literal  (so -9223372036854775808 is INT)
**
** Names are bound while parsing, through one hash table: header parameters,
** then each let as it is completed (so 'let x = x + 1' sees the earlier x).
** A name bound to nothing stays an FE_NAME node; check.c applies the
** free-name rules of docs/language.md once the whole program is known.
**
** Errors longjmp back to parse_program() with a message that carries the
** position and a caret line (fe_error_text).  Recursion is bounded by
** FE_MAX_DEPTH and so is the height of the tree, so neither the parser nor
** any later recursive pass can overflow the stack.  Everything is linear in
** the size of the program.  The arena and the error formatter are ast.c's.
*/
#include "gpustr_int.h"
#include "ast.h"

#include <setjmp.h>
#include <string.h>

/* ---- the parser -------------------------------------------------------- */

/* What a name is bound to. */
enum { PN_EMPTY = 0, PN_PARAM, PN_LET };

typedef struct parse_name {
  const char *z;        /* dequoted, in the arena */
  unsigned h;           /* case-folded hash; 0 marks an empty slot */
  int eKind;            /* PN_* */
  int idx;              /* parameter or let slot */
} parse_name;

typedef struct parse_state {
  lex_state L;
  lex_token tok;        /* the current token */
  lex_token ahead;      /* one token of lookahead, when bAhead */
  int bAhead;
  fe_program *prog;
  fe_arena *A;
  int nArg;             /* SQL arguments, or FE_NARG_INFER */
  int nDepth;           /* parser recursion */
  jmp_buf jb;
  int rc;
  char *zErr;
  fe_node **aStack;     /* scratch for lists being parsed */
  int nStack, nStackAlloc;
  parse_name *aName;    /* hash table of bound names */
  int nName, nNameAlloc;
  fe_let *aLet;         /* lets so far */
  int nLetAlloc;
  fe_node *pFreeTail;
} parse_state;

/* Operator levels, lowest first, as SQLite's parse.y. */
enum {
  PRI_NONE = 0, PRI_OR, PRI_AND, PRI_NOT, PRI_EQ, PRI_CMP,
  PRI_ESCAPE,   /* SQLite's level of ESCAPE: LIKE operands parse above PRI_EQ */
  PRI_BIT, PRI_ADD, PRI_MUL, PRI_CONCAT, PRI_COLLATE, PRI_UNARY
};

/* THE priority table: binary and postfix operators by token.  left is the
** level at which the operator binds its left operand, right the limit for
** its right operand (equal: left-associative).  The operators come from
** ops.def; the rows written here are the syntax of their own (IS, IN,
** LIKE, BETWEEN, COLLATE, ...) that parse_subexpr builds itself. */
struct parse_binop {
  unsigned char left, right, eKind, eOp;
};
static const struct parse_binop parse_priority[TK_COUNT] = {
#define OP_BINARY(NAME, TK, SPELL, PRI, KIND, RULE, FN) [TK] = { PRI, PRI, KIND, FE_OP_##NAME },
#define OP_COMPARE(NAME, TK, SPELL, PRI, CODE)          [TK] = { PRI, PRI, FE_CMP, FE_OP_##NAME },
#include "ops.def"
  [TK_IS]      = { PRI_EQ,      PRI_EQ,     FE_IS,      0 },
  [TK_IN]      = { PRI_EQ,      0,          FE_IN,      0 },
  [TK_LIKE]    = { PRI_EQ,      PRI_EQ,     FE_LIKE,    0 },
  [TK_GLOB]    = { PRI_EQ,      PRI_EQ,     FE_LIKE,    0 },
  [TK_REGEXP]  = { PRI_EQ,      PRI_EQ,     FE_CALL,    0 },
  [TK_BETWEEN] = { PRI_EQ,      PRI_EQ,     FE_BETWEEN, 0 },
  [TK_ISNULL]  = { PRI_EQ,      0,          FE_ISNULL,  0 },
  [TK_NOTNULL] = { PRI_EQ,      0,          FE_ISNULL,  0 },
  [TK_NOT]     = { PRI_EQ,      0,          0,          0 }, /* NOT IN/LIKE/.. */
  [TK_COLLATE] = { PRI_COLLATE, 0,          FE_COLLATE, 0 }
};

/* The prefix operators by token (ops.def's OP_UNARY rows), with the level
** their operand is parsed at. */
static const struct parse_prefixop {
  unsigned char pri, eKind, eOp;
} parse_prefix[TK_COUNT] = {
#define OP_UNARY(NAME, TK, SPELL, PRI, KIND, RULE, FN) [TK] = { PRI, KIND, FE_OP_##NAME },
#include "ops.def"
};

static fe_pos parse_pos(const lex_token *t){
  fe_pos pos;
  pos.line = t->line; pos.col = t->col; pos.off = t->off;
  return pos;
}

static void parse_throw(parse_state *p, int rc){
  p->rc = rc;
  longjmp(p->jb, 1);
}

static void parse_nomem(parse_state *p){ parse_throw(p, SQLITE_NOMEM); }

/* Fail with zHead (sqlite3_malloc'd, consumed) shown over the caret at pos. */
static void parse_fail(parse_state *p, fe_pos pos, char *zHead){
  if( zHead==0 ) parse_nomem(p);
  p->zErr = fe_error_text(p->prog->zSrc, p->prog->nSrc, pos, zHead);
  sqlite3_free(zHead);
  parse_throw(p, p->zErr ? SQLITE_ERROR : SQLITE_NOMEM);
}

/* Up to 40 bytes of a token's text, for "near '...'", cut between
** characters (the message must stay UTF-8). */
static char *parse_near(const parse_state *p, const lex_token *t){
  const char *z = p->prog->zSrc + t->off;
  int n = t->n, i;
  for(i=0; i<n; i++) if( z[i]=='\n' ){ n = i; break; }
  if( n>40 ){
    for(n=40; n>0 && ((unsigned char)z[n] & 0xc0)==0x80; n--){}
    return sqlite3_mprintf("%.*s...", n, z);
  }
  return sqlite3_mprintf("%.*s", n, z);
}

/* A syntax error at token t, with an optional hint ("expected ')'"). */
static void parse_syntax(parse_state *p, const lex_token *t, const char *zHint){
  char *zHead;
  if( t->eType==TK_ILLEGAL ){
    char *zNear = parse_near(p, t);
    zHead = zNear ? sqlite3_mprintf("unrecognized token: \"%s\" at %d:%d",
                                    zNear, t->line, t->col) : 0;
    sqlite3_free(zNear);
  }else if( t->eType==TK_EOF ){
    zHead = sqlite3_mprintf("syntax error at %d:%d: incomplete input%s%s",
                            t->line, t->col, zHint ? ", " : "", zHint ? zHint : "");
  }else{
    char *zNear = parse_near(p, t);
    zHead = zNear ? sqlite3_mprintf("syntax error at %d:%d near '%s'%s%s",
                                    t->line, t->col, zNear,
                                    zHint ? ": " : "", zHint ? zHint : "") : 0;
    sqlite3_free(zNear);
  }
  parse_fail(p, parse_pos(t), zHead);
}

static void parse_advance(parse_state *p){
  if( p->bAhead ){
    p->tok = p->ahead;
    p->bAhead = 0;
  }else{
    lex_next(&p->L, &p->tok);
  }
}

static const lex_token *parse_peek(parse_state *p){
  if( !p->bAhead ){
    lex_next(&p->L, &p->ahead);
    p->bAhead = 1;
  }
  return &p->ahead;
}

/* Consume a token of type eType, or fail saying it was expected. */
static void parse_expect(parse_state *p, int eType, const char *zHint){
  if( p->tok.eType!=eType ) parse_syntax(p, &p->tok, zHint);
  parse_advance(p);
}

static void *parse_alloc(parse_state *p, sqlite3_int64 n){
  void *pMem = fe_arena_alloc(p->A, n);
  if( pMem==0 ) parse_nomem(p);
  return pMem;
}

/* ---- names ------------------------------------------------------------- */

static unsigned parse_hash(const char *z){
  unsigned h = 2166136261u;
  for(; *z; z++){
    unsigned char c = (unsigned char)*z;
    if( c>='A' && c<='Z' ) c += 'a'-'A';
    h = (h ^ c) * 16777619u;
  }
  return h ? h : 1;
}

/* The slot for name z: its binding, or the empty slot where it would go. */
static parse_name *parse_name_slot(parse_state *p, const char *z, unsigned h){
  int mask = p->nNameAlloc - 1;
  int i = (int)(h & (unsigned)mask);
  while( p->aName[i].h ){
    if( p->aName[i].h==h && sqlite3_stricmp(p->aName[i].z, z)==0 ) break;
    i = (i+1) & mask;
  }
  return &p->aName[i];
}

static parse_name *parse_name_find(parse_state *p, const char *z){
  parse_name *e;
  if( p->nNameAlloc==0 ) return 0;
  e = parse_name_slot(p, z, parse_hash(z));
  return e->h ? e : 0;
}

/* Bind z (case-insensitive, like SQL names) to a parameter or let slot;
** a later binding of the same name replaces the earlier one. */
static void parse_name_bind(parse_state *p, const char *z, int eKind, int idx){
  unsigned h = parse_hash(z);
  parse_name *e;
  if( 2*(p->nName+1) > p->nNameAlloc ){
    int nNew = p->nNameAlloc ? 2*p->nNameAlloc : 64, i;
    parse_name *aOld = p->aName;
    int nOld = p->nNameAlloc;
    p->aName = (parse_name*)sqlite3_malloc64(sizeof(parse_name)*(sqlite3_uint64)nNew);
    if( p->aName==0 ){ p->aName = aOld; parse_nomem(p); }
    memset(p->aName, 0, sizeof(parse_name)*(size_t)nNew);
    p->nNameAlloc = nNew;
    for(i=0; i<nOld; i++){
      if( aOld[i].h ) *parse_name_slot(p, aOld[i].z, aOld[i].h) = aOld[i];
    }
    sqlite3_free(aOld);
  }
  e = parse_name_slot(p, z, h);
  if( e->h==0 ) p->nName++;
  e->z = z; e->h = h; e->eKind = eKind; e->idx = idx;
}

/* The text of a name token, dequoted ("a""b", [a b], `a``b`), in the arena. */
static const char *parse_name_text(parse_state *p, const lex_token *t){
  const char *z = p->prog->zSrc + t->off;
  int n = t->n, i, j = 0;
  char *zOut = (char*)parse_alloc(p, n+1);
  char q = z[0];
  if( q=='"' || q=='`' || q=='[' ){
    char cq = q=='[' ? ']' : q;
    for(i=1; i<n-1; i++){
      zOut[j++] = z[i];
      if( z[i]==cq && q!='[' ) i++;
    }
  }else{
    memcpy(zOut, z, (size_t)n);
    j = n;
  }
  zOut[j] = 0;
  return zOut;
}

/* ---- nodes ------------------------------------------------------------- */

static fe_node *parse_node(parse_state *p, int eKind, fe_pos pos, int nKid){
  fe_node *e = (fe_node*)parse_alloc(p, sizeof(fe_node) + sizeof(fe_node*)*(sqlite3_int64)nKid);
  e->eKind = (unsigned char)eKind;
  e->pos = pos;
  e->nKid = nKid;
  e->aKid = nKid ? (fe_node**)(e+1) : 0;
  e->nHeight = 1;
  p->prog->nNode++;
  return e;
}

/* Height, CONST and HASCOLL from the children (SQLite's exprSetHeight and
** EP_Collate propagation), and the height limit. */
static fe_node *parse_done(parse_state *p, fe_node *e){
  int i, bConst = 1;
  for(i=0; i<e->nKid; i++){
    fe_node *k = e->aKid[i];
    if( k->nHeight >= e->nHeight ) e->nHeight = k->nHeight + 1;
    if( (k->flags & FE_F_CONST)==0 ) bConst = 0;
    if( k->flags & FE_F_HASCOLL ) e->flags |= FE_F_HASCOLL;
  }
  if( e->eKind==FE_COLLATE ) e->flags |= FE_F_HASCOLL;
  if( e->eKind!=FE_CALL && e->eKind!=FE_LIKE && bConst ) e->flags |= FE_F_CONST;
  if( e->nHeight > FE_MAX_DEPTH ){
    parse_fail(p, e->pos, sqlite3_mprintf(
        "expression nested too deeply (limit %d) at %d:%d",
        FE_MAX_DEPTH, e->pos.line, e->pos.col));
  }
  return e;
}

static fe_node *parse_node1(parse_state *p, int eKind, int eOp, fe_pos pos, fe_node *x){
  fe_node *e = parse_node(p, eKind, pos, 1);
  e->eOp = (unsigned char)eOp;
  e->aKid[0] = x;
  return parse_done(p, e);
}

static fe_node *parse_node2(parse_state *p, int eKind, int eOp, fe_pos pos,
                            fe_node *x, fe_node *y){
  fe_node *e = parse_node(p, eKind, pos, 2);
  e->eOp = (unsigned char)eOp;
  e->aKid[0] = x;
  e->aKid[1] = y;
  return parse_done(p, e);
}

static fe_node *parse_lit_int(parse_state *p, fe_pos pos, sqlite3_int64 i){
  fe_node *e = parse_node(p, FE_LIT, pos, 0);
  e->u.lit.eType = GS_INT;
  e->u.lit.i = i;
  e->flags = FE_F_CONST;
  return e;
}

static fe_node *parse_lit_real(parse_state *p, fe_pos pos, double r){
  fe_node *e = parse_node(p, FE_LIT, pos, 0);
  e->u.lit.eType = GS_REAL;
  e->u.lit.r = r;
  e->flags = FE_F_CONST;
  return e;
}

/* The scratch stack holds the items of the lists being parsed (arguments,
** IN lists, CASE arms), nested lists above their parents. */
static void parse_push(parse_state *p, fe_node *e){
  if( p->nStack==p->nStackAlloc ){
    int nNew = p->nStackAlloc ? 2*p->nStackAlloc : 64;
    fe_node **aNew = (fe_node**)sqlite3_realloc64(p->aStack, sizeof(fe_node*)*(sqlite3_uint64)nNew);
    if( aNew==0 ) parse_nomem(p);
    p->aStack = aNew;
    p->nStackAlloc = nNew;
  }
  p->aStack[p->nStack++] = e;
}

/* A node whose children are the stack above iMark; pops them. */
static fe_node *parse_node_list(parse_state *p, int eKind, fe_pos pos, int iMark){
  fe_node *e = parse_node(p, eKind, pos, p->nStack - iMark);
  if( e->nKid ) memcpy(e->aKid, p->aStack + iMark, sizeof(fe_node*)*(size_t)e->nKid);
  p->nStack = iMark;
  return e;
}

/* ---- expressions ------------------------------------------------------- */

static fe_node *parse_subexpr(parse_state *p, int limit);
static fe_node *parse_expr(parse_state *p){ return parse_subexpr(p, PRI_NONE); }

static void parse_enter(parse_state *p){
  if( ++p->nDepth > FE_MAX_DEPTH ){
    parse_fail(p, parse_pos(&p->tok), sqlite3_mprintf(
        "expression nested too deeply (limit %d) at %d:%d",
        FE_MAX_DEPTH, p->tok.line, p->tok.col));
  }
}

/* -x and +x, folding numeric literals as SQLite's code generator does for
** TK_UMINUS over TK_INTEGER/TK_FLOAT: -9223372036854775808 is an INTEGER,
** and -0x8000000000000000 is "hex literal too big". */
static fe_node *parse_unary(parse_state *p, int eOp, fe_pos pos, fe_node *x){
  if( x->eKind==FE_LIT && (eOp==FE_OP_NEG || eOp==FE_OP_POS)
   && (x->u.lit.eType==GS_INT || x->u.lit.eType==GS_REAL) ){
    /* SQLite's TK_UPLUS and TK_UMINUS carry no constant truth: "+0 AND x"
    ** evaluates x, and "y IS -TRUE" compares. */
    x->flags &= (unsigned short)~(FE_F_ISTRUE|FE_F_ISFALSE|FE_F_KWBOOL|FE_F_TRUEFALSE);
    if( eOp==FE_OP_POS ) return x;
    if( x->flags & FE_F_BIGINT ){
      x->u.lit.eType = GS_INT;
      x->u.lit.i = (sqlite3_int64)(-0x7fffffffffffffffLL - 1);
    }else if( x->u.lit.eType==GS_REAL ){
      x->u.lit.r = -x->u.lit.r;
    }else if( x->u.lit.i == (sqlite3_int64)(-0x7fffffffffffffffLL - 1) ){
      if( x->flags & FE_F_HEX ){
        const char *z = p->prog->zSrc + x->pos.off;
        int n = 2;
        while( x->pos.off + n < p->prog->nSrc && z[n]
            && strchr("0123456789abcdefABCDEF", z[n]) ) n++;
        parse_fail(p, x->pos, sqlite3_mprintf("hex literal too big: -%.*s at %d:%d",
                   n, p->prog->zSrc + x->pos.off, x->pos.line, x->pos.col));
      }
      /* 0 - INT64_MIN overflows into REAL, as SQLite's OP_Subtract. */
      x->u.lit.eType = GS_REAL;
      x->u.lit.r = 9223372036854775808.0;
    }else{
      x->u.lit.i = -x->u.lit.i;
    }
    x->flags &= (unsigned short)~(FE_F_BIGINT|FE_F_HEX);
    x->pos = pos;
    return x;
  }
  return parse_node1(p, FE_UNARY, eOp, pos, x);
}

/* Is e always false as SQLite's parser sees it (ExprAlwaysFalse when
** sqlite3ExprAnd runs, before TRUE and FALSE are known as such)? */
static int parse_always_false(const fe_node *e){
  return e->eKind==FE_LIT && (e->flags & (FE_F_ISFALSE|FE_F_KWBOOL))==FE_F_ISFALSE;
}

/* '(' [ expr { ',' expr } ] ')' onto the stack. */
static void parse_arglist(parse_state *p){
  lex_token open = p->tok;
  parse_expect(p, TK_LP, "expected '('");
  if( p->tok.eType==TK_RP ){ parse_advance(p); return; }
  for(;;){
    parse_push(p, parse_expr(p));
    if( p->tok.eType==TK_COMMA ){ parse_advance(p); continue; }
    if( p->tok.eType!=TK_RP ){
      char zHint[64];
      sqlite3_snprintf(sizeof(zHint), zHint, "expected ',' or ')' to close '(' at %d:%d",
                       open.line, open.col);
      parse_syntax(p, &p->tok, zHint);
    }
    parse_advance(p);
    return;
  }
}

/* SQLite's sqlite3AffinityType(): the affinity of a declared type name. */
static int parse_affinity_type(const char *z){
  unsigned h = 0;
  int aff = FE_AFF_NUMERIC;
  while( *z ){
    unsigned char c = (unsigned char)*z++;
    if( c>='A' && c<='Z' ) c += 'a'-'A';
    h = (h<<8) + c;
    if( h==(('c'<<24)+('h'<<16)+('a'<<8)+'r') ){
      aff = FE_AFF_TEXT;
    }else if( h==(('c'<<24)+('l'<<16)+('o'<<8)+'b') ){
      aff = FE_AFF_TEXT;
    }else if( h==(('t'<<24)+('e'<<16)+('x'<<8)+'t') ){
      aff = FE_AFF_TEXT;
    }else if( h==(('b'<<24)+('l'<<16)+('o'<<8)+'b')
           && (aff==FE_AFF_NUMERIC || aff==FE_AFF_REAL) ){
      aff = FE_AFF_BLOB;
    }else if( h==(('r'<<24)+('e'<<16)+('a'<<8)+'l') && aff==FE_AFF_NUMERIC ){
      aff = FE_AFF_REAL;
    }else if( h==(('f'<<24)+('l'<<16)+('o'<<8)+'a') && aff==FE_AFF_NUMERIC ){
      aff = FE_AFF_REAL;
    }else if( h==(('d'<<24)+('o'<<16)+('u'<<8)+'b') && aff==FE_AFF_NUMERIC ){
      aff = FE_AFF_REAL;
    }else if( (h&0x00FFFFFF)==(('i'<<16)+('n'<<8)+'t') ){
      aff = FE_AFF_INTEGER;
      break;
    }
  }
  return aff;
}

/* CAST '(' expr AS typename [ '(' signed [',' signed] ')' ] ')' */
static fe_node *parse_cast(parse_state *p){
  fe_pos pos = parse_pos(&p->tok);
  lex_token open;
  fe_node *x, *e;
  int iStart, iEnd;
  char *zType;
  parse_advance(p);
  open = p->tok;
  parse_expect(p, TK_LP, "expected '(' after CAST");
  x = parse_expr(p);
  parse_expect(p, TK_AS, "expected AS");
  if( p->tok.eType!=TK_ID && p->tok.eType!=TK_STRING ){
    parse_syntax(p, &p->tok, "expected a type name (TEXT, INTEGER, REAL, NUMERIC, BLOB)");
  }
  iStart = p->tok.off;
  iEnd = p->tok.off + p->tok.n;
  while( p->tok.eType==TK_ID || p->tok.eType==TK_STRING ){
    iEnd = p->tok.off + p->tok.n;
    parse_advance(p);
  }
  if( p->tok.eType==TK_LP ){
    int nNum = 0;
    parse_advance(p);
    for(;;){
      if( p->tok.eType==TK_PLUS || p->tok.eType==TK_MINUS ) parse_advance(p);
      if( p->tok.eType!=TK_INTEGER && p->tok.eType!=TK_FLOAT ){
        parse_syntax(p, &p->tok, "expected a number in the type's size");
      }
      parse_advance(p);
      if( ++nNum<2 && p->tok.eType==TK_COMMA ){ parse_advance(p); continue; }
      break;
    }
    iEnd = p->tok.off + p->tok.n;
    parse_expect(p, TK_RP, "expected ')'");
  }
  {
    char zHint[64];
    sqlite3_snprintf(sizeof(zHint), zHint, "expected ')' to close '(' at %d:%d",
                     open.line, open.col);
    parse_expect(p, TK_RP, zHint);
  }
  zType = (char*)parse_alloc(p, iEnd - iStart + 1);
  memcpy(zType, p->prog->zSrc + iStart, (size_t)(iEnd - iStart));
  if( zType[0]=='\'' || zType[0]=='"' || zType[0]=='`' || zType[0]=='[' ){
    /* A quoted type name is dequoted, as SQLite's sqlite3Dequote(). */
    char q = zType[0]=='[' ? ']' : zType[0];
    int i, j = 0;
    for(i=1; zType[i]; i++){
      if( zType[i]==q ){
        if( zType[i+1]==q ){ zType[j++] = q; i++; continue; }
        break;
      }
      zType[j++] = zType[i];
    }
    zType[j] = 0;
  }
  e = parse_node(p, FE_CAST, pos, 1);
  e->aKid[0] = x;
  e->u.cast.eAff = parse_affinity_type(zType);
  e->u.cast.zType = zType;
  return parse_done(p, e);
}

/* CASE [base] WHEN w THEN t {WHEN w THEN t} [ELSE e] END */
static fe_node *parse_case(parse_state *p){
  fe_pos pos = parse_pos(&p->tok);
  int iMark = p->nStack, flags = 0;
  fe_node *e;
  parse_advance(p);
  if( p->tok.eType!=TK_WHEN ){
    parse_push(p, parse_expr(p));
    flags |= FE_F_BASE;
  }
  if( p->tok.eType!=TK_WHEN ) parse_syntax(p, &p->tok, "expected WHEN");
  while( p->tok.eType==TK_WHEN ){
    parse_advance(p);
    parse_push(p, parse_expr(p));
    parse_expect(p, TK_THEN, "expected THEN");
    parse_push(p, parse_expr(p));
  }
  if( p->tok.eType==TK_ELSE ){
    parse_advance(p);
    parse_push(p, parse_expr(p));
    flags |= FE_F_ELSE;
  }
  {
    char zHint[64];
    sqlite3_snprintf(sizeof(zHint), zHint, "expected END for CASE at %d:%d",
                     pos.line, pos.col);
    parse_expect(p, TK_END, zHint);
  }
  e = parse_node_list(p, FE_CASE, pos, iMark);
  e->flags = (unsigned short)flags;
  return parse_done(p, e);
}

/* The value of a string literal ('' is one quote), in the arena. */
static fe_node *parse_string(parse_state *p){
  const char *z = p->prog->zSrc + p->tok.off;
  int n = p->tok.n, i, j = 0;
  fe_node *e = parse_node(p, FE_LIT, parse_pos(&p->tok), 0);
  char *zOut = (char*)parse_alloc(p, n);
  for(i=1; i<n-1; i++){
    zOut[j++] = z[i];
    if( z[i]=='\'' ) i++;
  }
  zOut[j] = 0;
  e->u.lit.eType = GS_TEXT;
  e->u.lit.z = zOut;
  e->u.lit.n = j;
  e->flags = FE_F_CONST;
  parse_advance(p);
  return e;
}

static int parse_hexval(int c){
  return c<='9' ? c-'0' : (c|0x20)-'a'+10;
}

static fe_node *parse_blob(parse_state *p){
  const char *z = p->prog->zSrc + p->tok.off + 2;
  int n = (p->tok.n - 3)/2, i;
  fe_node *e = parse_node(p, FE_LIT, parse_pos(&p->tok), 0);
  char *zOut = (char*)parse_alloc(p, n+1);
  for(i=0; i<n; i++){
    zOut[i] = (char)(parse_hexval((unsigned char)z[2*i])*16 + parse_hexval((unsigned char)z[2*i+1]));
  }
  e->u.lit.eType = GS_BLOB;
  e->u.lit.z = zOut;
  e->u.lit.n = n;
  e->flags = FE_F_CONST;
  parse_advance(p);
  return e;
}

static fe_node *parse_number(parse_state *p){
  const char *z = p->prog->zSrc + p->tok.off;
  fe_pos pos = parse_pos(&p->tok);
  fe_node *e;
  if( p->tok.eType==TK_FLOAT ){
    e = parse_lit_real(p, pos, lex_real(z, p->tok.n));
  }else{
    sqlite3_int64 i = 0;
    double r = 0.0;
    int bExact = 0;
    int eType = lex_integer(z, p->tok.n, &i, &r, &bExact);
    if( eType<0 ){
      parse_fail(p, pos, sqlite3_mprintf("hex literal too big: %.*s at %d:%d",
                 p->tok.n, z, pos.line, pos.col));
    }
    if( eType==GS_INT ){
      e = parse_lit_int(p, pos, i);
      if( z[0]=='0' && p->tok.n>1 && (z[1]=='x' || z[1]=='X') ) e->flags |= FE_F_HEX;
      /* sqlite3ExprAlloc marks an integer token that sqlite3GetInt32 reads
      ** (decimal or hex, 0 to 2147483647) always true or always false. */
      if( i>=0 && i<=0x7fffffff ) e->flags |= (i ? FE_F_ISTRUE : FE_F_ISFALSE);
    }else{
      e = parse_lit_real(p, pos, r);
      if( bExact ) e->flags |= FE_F_BIGINT;
    }
  }
  parse_advance(p);
  return e;
}

/* $N: argument N, 1-based in the text, 0-based in the tree. */
static fe_node *parse_variable(parse_state *p){
  const char *z = p->prog->zSrc + p->tok.off + 1;
  fe_pos pos = parse_pos(&p->tok);
  int n = p->tok.n - 1, i;
  sqlite3_int64 v = 0;
  fe_node *e;
  for(i=0; i<n && v<=1000000; i++) v = v*10 + (z[i]-'0');
  if( v==0 ){
    parse_fail(p, pos, sqlite3_mprintf(
        "no parameter $0 at %d:%d: arguments are numbered from $1", pos.line, pos.col));
  }
  if( p->nArg>=0 && v>p->nArg ){
    parse_fail(p, pos, p->nArg==0
      ? sqlite3_mprintf("parameter $%.*s out of range at %d:%d: the function has no arguments",
                        n, z, pos.line, pos.col)
      : sqlite3_mprintf("parameter $%.*s out of range at %d:%d: the function has %d argument%s "
                        "($1..$%d)", n, z, pos.line, pos.col, p->nArg,
                        p->nArg==1 ? "" : "s", p->nArg));
  }
  if( v>FE_MAX_DEPTH*100 ){
    parse_fail(p, pos, sqlite3_mprintf("parameter $%.*s out of range at %d:%d",
                                       n, z, pos.line, pos.col));
  }
  e = parse_node(p, FE_PARAM, pos, 0);
  e->u.iParam = (int)v - 1;
  if( (int)v > p->prog->nMaxVar ) p->prog->nMaxVar = (int)v;
  parse_advance(p);
  return e;
}

/* A name: a parameter, a let, TRUE/FALSE (as SQLite, when nothing else has
** that name and it is not quoted), or a free name for check.c to bind. */
static fe_node *parse_name_ref(parse_state *p){
  fe_pos pos = parse_pos(&p->tok);
  const char *z = parse_name_text(p, &p->tok);
  char c0 = p->prog->zSrc[p->tok.off];
  int bQuoted = c0=='"' || c0=='`' || c0=='[';
  parse_name *b = parse_name_find(p, z);
  fe_node *e;
  if( b && b->eKind==PN_PARAM ){
    e = parse_node(p, FE_PARAM, pos, 0);
    e->u.iParam = b->idx;
  }else if( b && b->eKind==PN_LET ){
    fe_node *x = p->aLet[b->idx].pExpr;
    e = parse_node(p, FE_LET, pos, 0);
    e->u.iLet = b->idx;
    /* A let reads as its expression (substitution), for constness and
    ** collation alike. */
    e->flags = (unsigned short)(x->flags & (FE_F_CONST|FE_F_HASCOLL));
  }else if( !bQuoted && (sqlite3_stricmp(z, "true")==0 || sqlite3_stricmp(z, "false")==0) ){
    e = parse_lit_int(p, pos, (z[0]|0x20)=='t');
    e->flags |= FE_F_KWBOOL | FE_F_TRUEFALSE | ((z[0]|0x20)=='t' ? FE_F_ISTRUE : FE_F_ISFALSE);
  }else{
    e = parse_node(p, FE_NAME, pos, 0);
    e->u.name.z = z;
    if( bQuoted ) e->flags |= FE_F_QUOTED;
    if( p->pFreeTail ) p->pFreeTail->u.name.pNext = e;
    else p->prog->pFree = e;
    p->pFreeTail = e;
  }
  parse_advance(p);
  return e;
}

static fe_node *parse_primary(parse_state *p){
  switch( p->tok.eType ){
    case TK_INTEGER:
    case TK_FLOAT:    return parse_number(p);
    case TK_STRING:   return parse_string(p);
    case TK_BLOB:     return parse_blob(p);
    case TK_VARIABLE: return parse_variable(p);
    case TK_CASE:     return parse_case(p);
    case TK_CAST:     return parse_cast(p);
    case TK_NULL: {
      fe_node *e = parse_node(p, FE_LIT, parse_pos(&p->tok), 0);
      e->u.lit.eType = GS_NULL;
      e->flags = FE_F_CONST;
      parse_advance(p);
      return e;
    }
    case TK_LP: {
      lex_token open = p->tok;
      fe_node *e;
      char zHint[64];
      parse_advance(p);
      e = parse_expr(p);
      sqlite3_snprintf(sizeof(zHint), zHint, "expected ')' to close '(' at %d:%d",
                       open.line, open.col);
      parse_expect(p, TK_RP, zHint);
      return e;
    }
    case TK_LIKE:
    case TK_GLOB:
    case TK_REGEXP:
      /* like(...), glob(...) and regexp(...) are functions too, as in SQLite. */
      if( parse_peek(p)->eType!=TK_LP ) break;
      /* fall through */
    case TK_ID:
      if( parse_peek(p)->eType==TK_LP ){
        lex_token name = p->tok;
        int iMark = p->nStack;
        fe_node *e;
        const char *zName = parse_name_text(p, &name);
        parse_advance(p);
        parse_arglist(p);
        e = parse_node_list(p, FE_CALL, parse_pos(&name), iMark);
        e->u.call.zName = zName;
        return parse_done(p, e);
      }
      return parse_name_ref(p);
    default:
      break;
  }
  parse_syntax(p, &p->tok, 0);
  return 0;
}

/* The postfix and infix forms of SQLite's equality level (PRI_EQ) that
** build a tree of their own, each called after its operator token with
** the left operand e; flags is FE_F_NOT after NOT (x NOT IN, ...). */

/* x IS [NOT] y, x IS [NOT] DISTINCT FROM y; x IS [NOT] NULL is ISNULL. */
static fe_node *parse_is(parse_state *p, fe_node *e, fe_pos pos, int right){
  int flags = 0;
  fe_node *y;
  if( p->tok.eType==TK_NOT ){ parse_advance(p); flags = FE_F_NOT; }
  if( p->tok.eType==TK_ID && sqlite3_strnicmp(p->prog->zSrc+p->tok.off, "distinct", 8)==0
   && p->tok.n==8 && parse_peek(p)->eType==TK_ID && p->ahead.n==4
   && sqlite3_strnicmp(p->prog->zSrc+p->ahead.off, "from", 4)==0 ){
    /* x IS [NOT] DISTINCT FROM y (SQLite 3.39+) */
    parse_advance(p);
    parse_advance(p);
    flags ^= FE_F_NOT;
  }
  y = parse_subexpr(p, right);
  if( y->eKind==FE_LIT && y->u.lit.eType==GS_NULL ){
    e = parse_node1(p, FE_ISNULL, 0, pos, e);
  }else{
    fe_node *t = y;
    while( t->eKind==FE_COLLATE ) t = t->aKid[0];
    e = parse_node2(p, FE_IS, 0, pos, e, y);
    /* x IS TRUE (FALSE, or x NOT IN ()...): resolve.c makes it TK_TRUTH,
    ** the truth of x, not a comparison with 1 or 0. */
    if( t->eKind==FE_LIT && (t->flags & FE_F_TRUEFALSE) ) e->flags |= FE_F_TRUTH;
  }
  e->flags |= (unsigned short)flags;
  return e;
}

/* x [NOT] IN (list), rewritten as SQLite's parser does for () and (const). */
static fe_node *parse_in(parse_state *p, fe_node *e, fe_pos pos, int flags){
  int iMark = p->nStack;
  if( p->tok.eType!=TK_LP ) parse_syntax(p, &p->tok, "expected '(' after IN");
  parse_push(p, e);
  parse_arglist(p);
  if( p->nStack==iMark+1 ){
    /* x IN () is false (NOT IN: true) whatever x is, and x is never
    ** evaluated: SQLite's parser makes it the keyword FALSE (TRUE), so
    ** "y IS (x NOT IN ())" is the truth of y, and it folds AND. */
    fe_node *r = parse_lit_int(p, pos, flags ? 1 : 0);
    r->flags |= FE_F_TRUEFALSE | (flags ? FE_F_ISTRUE : FE_F_ISFALSE);
    p->nStack = iMark;
    return r;
  }
  if( p->nStack==iMark+2 && (p->aStack[iMark+1]->flags & FE_F_CONST) ){
    fe_node *y = parse_unary(p, FE_OP_POS, p->aStack[iMark+1]->pos, p->aStack[iMark+1]);
    p->nStack = iMark;
    e = parse_node2(p, FE_CMP, FE_OP_EQ, pos, e, y);
    return flags ? parse_node1(p, FE_NOT, FE_OP_NOT, pos, e) : e;
  }
  e = parse_done(p, parse_node_list(p, FE_IN, pos, iMark));
  e->flags |= (unsigned short)flags;
  return e;
}

/* x [NOT] LIKE|GLOB y [ESCAPE z] */
static fe_node *parse_like(parse_state *p, fe_node *x, fe_pos pos, int flags, int right){
  fe_node *y = parse_subexpr(p, right), *z = 0, *e;
  char *zOp;
  if( p->tok.eType==TK_ESCAPE ){
    parse_advance(p);
    z = parse_subexpr(p, right);
  }
  e = parse_node(p, FE_LIKE, pos, z ? 3 : 2);
  e->aKid[0] = x;
  e->aKid[1] = y;
  if( z ) e->aKid[2] = z;
  e->flags = (unsigned short)(flags | (z ? FE_F_ESCAPE : 0));
  /* The operator as written names it in messages, as SQLite. */
  zOp = (char*)parse_alloc(p, 5);
  memcpy(zOp, p->prog->zSrc + pos.off, 4);
  e->u.call.zName = zOp;
  return parse_done(p, e);
}

/* x [NOT] REGEXP y: the call regexp_like(x, y), as SQLite's X REGEXP Y is
** regexp(Y, X).  A call, not an operator of ops.def: a literal pattern is
** then compiled with the program (check.c, FT_REGEX). */
static fe_node *parse_regexp(parse_state *p, fe_node *x, fe_pos pos, int flags, int right){
  fe_node *y = parse_subexpr(p, right), *e;
  e = parse_node(p, FE_CALL, pos, 2);
  e->aKid[0] = x;
  e->aKid[1] = y;
  e->u.call.zName = "regexp_like";
  e = parse_done(p, e);
  return flags ? parse_node1(p, FE_NOT, FE_OP_NOT, pos, e) : e;
}

/* x [NOT] BETWEEN lo AND hi */
static fe_node *parse_between(parse_state *p, fe_node *x, fe_pos pos, int flags, int right){
  fe_node *lo, *hi, *e;
  /* lo may hold '=' and the like, not AND (SQLite's grammar). */
  lo = parse_subexpr(p, PRI_NOT);
  parse_expect(p, TK_AND, "expected AND in BETWEEN");
  hi = parse_subexpr(p, right);
  e = parse_node(p, FE_BETWEEN, pos, 3);
  e->aKid[0] = x; e->aKid[1] = lo; e->aKid[2] = hi;
  e->flags = (unsigned short)flags;
  return parse_done(p, e);
}

/* x COLLATE name (PRI_COLLATE): BINARY, NOCASE or RTRIM. */
static fe_node *parse_collate(parse_state *p, fe_node *e, fe_pos pos){
  static const char *azColl[] = { "binary", "nocase", "rtrim" };
  const char *zColl;
  int i;
  if( p->tok.eType!=TK_ID && p->tok.eType!=TK_STRING ){
    parse_syntax(p, &p->tok, "expected a collation name (BINARY, NOCASE, RTRIM)");
  }
  if( p->tok.eType==TK_STRING ){
    fe_node *s = parse_string(p);
    zColl = s->u.lit.z;
  }else{
    zColl = parse_name_text(p, &p->tok);
    parse_advance(p);
  }
  for(i=0; i<3 && sqlite3_stricmp(zColl, azColl[i])!=0; i++){}
  if( i==3 ){
    parse_fail(p, pos, sqlite3_mprintf(
        "no such collation sequence: %s at %d:%d: use BINARY, NOCASE or RTRIM",
        zColl, pos.line, pos.col));
  }
  e = parse_node1(p, FE_COLLATE, 0, pos, e);
  e->coll = (unsigned char)(i==0 ? GS_COLL_BINARY : i==1 ? GS_COLL_NOCASE : GS_COLL_RTRIM);
  return e;
}

/* An expression whose operators all bind tighter than limit: a prefix
** operator or a primary, then binary and postfix operators by the priority
** table (Lua's subexpr).  The operators of ops.def build their node here;
** the forms of their own have the functions above. */
static fe_node *parse_subexpr(parse_state *p, int limit){
  fe_node *e;
  fe_pos pos = parse_pos(&p->tok);
  parse_enter(p);
  if( parse_prefix[p->tok.eType].eKind ){
    const struct parse_prefixop *u = &parse_prefix[p->tok.eType];
    fe_node *x;
    parse_advance(p);
    x = parse_subexpr(p, u->pri);
    e = u->eKind==FE_UNARY ? parse_unary(p, u->eOp, pos, x) : parse_node1(p, u->eKind, u->eOp, pos, x);
  }else{
    e = parse_primary(p);
  }
  for(;;){
    int t = p->tok.eType, flags = 0;
    const struct parse_binop *b = &parse_priority[t];
    if( b->left==0 || b->left<=limit ) break;
    if( t==TK_NOT ){
      int t2 = parse_peek(p)->eType;
      if( t2!=TK_IN && t2!=TK_LIKE && t2!=TK_GLOB && t2!=TK_REGEXP && t2!=TK_BETWEEN
       && t2!=TK_NULL ) break;
      parse_advance(p);
      t = t2;
      b = &parse_priority[t];   /* the operator's own priority, not NOT's */
      flags = FE_F_NOT;
    }
    pos = parse_pos(&p->tok);
    parse_advance(p);
    switch( t ){
      case TK_NULL:       /* x NOT NULL */
      case TK_NOTNULL:
        e = parse_node1(p, FE_ISNULL, 0, pos, e);
        e->flags |= FE_F_NOT;
        break;
      case TK_ISNULL:  e = parse_node1(p, FE_ISNULL, 0, pos, e); break;
      case TK_IS:      e = parse_is(p, e, pos, b->right); break;
      case TK_IN:      e = parse_in(p, e, pos, flags); break;
      case TK_LIKE:
      case TK_GLOB:    e = parse_like(p, e, pos, flags, b->right); break;
      case TK_REGEXP:  e = parse_regexp(p, e, pos, flags, b->right); break;
      case TK_BETWEEN: e = parse_between(p, e, pos, flags, b->right); break;
      case TK_COLLATE: e = parse_collate(p, e, pos); break;
      default: {
        fe_node *y = parse_subexpr(p, b->right);
        if( b->eKind==FE_AND && (parse_always_false(e) || parse_always_false(y)) ){
          /* sqlite3ExprAnd: "x AND 0" is the constant 0, neither side
          ** evaluated (so neither raises an error). */
          e = parse_lit_int(p, pos, 0);
          e->flags |= FE_F_ISFALSE;
        }else{
          e = parse_node2(p, b->eKind, b->eOp, pos, e, y);
        }
        break;
      }
    }
  }
  p->nDepth--;
  return e;
}

/* ---- the program ------------------------------------------------------- */

static void parse_add_param(parse_state *p, const lex_token *t, int iParam){
  const char *z = parse_name_text(p, t);
  parse_name *b = parse_name_find(p, z);
  if( b ){
    parse_fail(p, parse_pos(t), sqlite3_mprintf(
        "duplicate parameter name '%s' at %d:%d", z, t->line, t->col));
  }
  parse_name_bind(p, z, PN_PARAM, iParam);
  parse_push(p, (fe_node*)z);   /* names ride on the scratch stack */
}

/* [ params '->' ]: returns the number of parameters, or -1 for no header.
** A '(' that does not start a header is left to the expression parser. */
static int parse_header(parse_state *p){
  int n = 0;
  if( p->tok.eType==TK_ID && parse_peek(p)->eType==TK_ARROW ){
    parse_add_param(p, &p->tok, 0);
    parse_advance(p);
    parse_advance(p);
    return 1;
  }
  if( p->tok.eType==TK_LP ){
    lex_state L = p->L;
    lex_token tok = p->tok, ahead = p->ahead;
    int bAhead = p->bAhead, bHeader = 0, iMark = p->nStack;
    parse_advance(p);
    if( p->tok.eType==TK_RP ){
      parse_advance(p);
      bHeader = p->tok.eType==TK_ARROW;
    }else{
      while( p->tok.eType==TK_ID ){
        n++;
        parse_advance(p);
        if( p->tok.eType==TK_COMMA ){ parse_advance(p); continue; }
        if( p->tok.eType==TK_RP ){
          parse_advance(p);
          bHeader = p->tok.eType==TK_ARROW;
        }
        break;
      }
    }
    /* Rescan the header for real, binding the names, or back off. */
    p->L = L; p->tok = tok; p->ahead = ahead; p->bAhead = bAhead;
    p->nStack = iMark;
    if( !bHeader ) return -1;
    parse_advance(p);
    n = 0;
    while( p->tok.eType==TK_ID ){
      parse_add_param(p, &p->tok, n++);
      parse_advance(p);
      if( p->tok.eType==TK_COMMA ) parse_advance(p);
    }
    parse_advance(p);   /* ')' */
    parse_advance(p);   /* '->' */
    return n;
  }
  return -1;
}

static void parse_let(parse_state *p){
  fe_let *pLet;
  lex_token name;
  fe_node *x;
  parse_advance(p);
  name = p->tok;
  if( name.eType!=TK_ID ) parse_syntax(p, &name, "expected a name after LET");
  parse_advance(p);
  parse_expect(p, TK_EQ, "expected '=' after the let's name");
  x = parse_expr(p);
  parse_expect(p, TK_SEMI, "expected ';' after the let's expression");
  if( p->prog->nLet==p->nLetAlloc ){
    int nNew = p->nLetAlloc ? 2*p->nLetAlloc : 16;
    fe_let *aNew = (fe_let*)sqlite3_realloc64(p->aLet, sizeof(fe_let)*(sqlite3_uint64)nNew);
    if( aNew==0 ) parse_nomem(p);
    p->aLet = aNew;
    p->nLetAlloc = nNew;
  }
  pLet = &p->aLet[p->prog->nLet];
  memset(pLet, 0, sizeof(*pLet));
  pLet->zName = parse_name_text(p, &name);
  pLet->pos = parse_pos(&name);
  pLet->pExpr = x;
  /* Bound after its expression: 'let x = x + 1' reads the earlier x. */
  parse_name_bind(p, pLet->zName, PN_LET, p->prog->nLet);
  p->prog->nLet++;
}

int parse_program(fe_program *prog, int nArg, char **pzErr){
  parse_state *p = (parse_state*)sqlite3_malloc64(sizeof(parse_state));
  int rc, nParam;
  if( p==0 ) return SQLITE_NOMEM;
  memset(p, 0, sizeof(*p));
  p->prog = prog;
  p->A = prog->pArena;
  p->nArg = nArg;
  lex_init(&p->L, prog->zSrc, prog->nSrc);
  if( setjmp(p->jb)==0 ){
    parse_advance(p);
    nParam = parse_header(p);
    if( nParam>=0 ){
      int i;
      prog->bHeader = 1;
      if( nArg>=0 && nParam!=nArg ){
        fe_pos pos; pos.line = 1; pos.col = 1; pos.off = 0;
        sqlite3_str *s = sqlite3_str_new(0);
        for(i=0; i<nParam; i++){
          sqlite3_str_appendf(s, "%s%s", i ? ", " : "", (const char*)p->aStack[i]);
        }
        {
          char *zList = sqlite3_str_finish(s);
          char *zHead = (zList || nParam==0) ? sqlite3_mprintf(
              "parameter count mismatch at 1:1: the program declares %d parameter%s (%s) "
              "but the function is called with %d argument%s",
              nParam, nParam==1 ? "" : "s", zList ? zList : "", nArg, nArg==1 ? "" : "s") : 0;
          sqlite3_free(zList);
          parse_fail(p, pos, zHead);
        }
      }
      prog->nArg = nParam;
      prog->azParam = (const char**)parse_alloc(p, sizeof(char*)*(sqlite3_int64)(nParam+1));
      for(i=0; i<nParam; i++) prog->azParam[i] = (const char*)p->aStack[i];
      p->nArg = nParam;
      p->nStack = 0;
    }
    while( p->tok.eType==TK_LET ) parse_let(p);
    prog->pBody = parse_expr(p);
    if( p->tok.eType==TK_SEMI ) parse_advance(p);
    if( p->tok.eType!=TK_EOF ){
      parse_syntax(p, &p->tok, p->tok.eType==TK_LET
                   ? "LET must come before the final expression" : 0);
    }
    if( prog->nLet ){
      prog->aLet = (fe_let*)parse_alloc(p, sizeof(fe_let)*(sqlite3_int64)prog->nLet);
      memcpy(prog->aLet, p->aLet, sizeof(fe_let)*(size_t)prog->nLet);
    }
    rc = SQLITE_OK;
  }else{
    rc = p->rc;
    if( pzErr ) *pzErr = p->zErr; else sqlite3_free(p->zErr);
  }
  sqlite3_free(p->aStack);
  sqlite3_free(p->aName);
  sqlite3_free(p->aLet);
  sqlite3_free(p);
  return rc;
}
