/*
** ast.h - the front end of the gpustr compiler: the typed AST and its API.
**
** In the flow of docs/design.md this is the first box:
**
**     program text --lex.c--> tokens --parse.c--> AST --check.c--> typed AST
**                                                                    |
**                                              ir.c (lowering) <-----+
**
**     fe_program *prog; char *zErr;
**     if( fe_compile("s -> upper(s)||s", 1, &prog, &zErr)!=SQLITE_OK ){
**       ... report "gpu_udf: %s", zErr; sqlite3_free(zErr); ...
**     }
**     ... lower prog->aLet[0..nLet-1].pExpr, then prog->pBody ...
**     fe_free(prog);
**
** After fe_compile() succeeds every node is final: names are resolved (to a
** parameter or a let slot), functions point at their row of the function
** table (functab.h), and every node carries
**
**   tmask  the set of storage classes it can produce (FE_T_* bits, bit
**          1<<GS_NULL ... 1<<GS_BLOB); a single bit means "statically typed";
**   coll   for comparisons, the collating sequence SQLite would pick;
**   aff    for comparisons, the affinity SQLite applies to the operands.
**
** Walking: every node has nKid children in aKid[]; the kinds below say what
** each child means.  A let is a slot: FE_LET nodes do not own the let's
** expression, which is prog->aLet[iLet].pExpr, evaluated once, before the
** body, in slot order.  The tree height is at most FE_MAX_DEPTH, so a
** recursive walk is safe.
**
** Memory: all nodes and strings live in one arena per program, freed by
** fe_free(); nothing in the tree is freed separately.
*/
#ifndef GPUSTR_AST_H
#define GPUSTR_AST_H

#include "gs_core.h"
#include "functab.h"

/* Nesting limit for expressions (tree height and parser recursion), as
** SQLite's SQLITE_MAX_EXPR_DEPTH. */
#define FE_MAX_DEPTH 1000

/* nArg value for fe_compile(): infer the number of arguments from the
** program (header, highest $N, or one free name).  For gpu_explain() and
** for gpu_map(), which must know the parameter count before binding. */
#define FE_NARG_INFER (-1)

/* ---- static types ------------------------------------------------------ */
#define FE_T_NULL (1<<GS_NULL)
#define FE_T_INT  (1<<GS_INT)
#define FE_T_REAL (1<<GS_REAL)
#define FE_T_TEXT (1<<GS_TEXT)
#define FE_T_BLOB (1<<GS_BLOB)
#define FE_T_NUM  (FE_T_INT|FE_T_REAL)
#define FE_T_ANY  (FE_T_NULL|FE_T_INT|FE_T_REAL|FE_T_TEXT|FE_T_BLOB)

/* ---- affinities --------------------------------------------------------
** SQLite's own codes (SQLITE_AFF_*), so the rules read as in its source.
** A comparison node's aff is one of these, applied to BOTH operands when
** the comparison runs (SQLite's OP_Eq/OP_Lt with p5):
**   aff >= FE_AFF_NUMERIC: a TEXT operand that looks like a number becomes
**                          INTEGER or REAL (applyNumericAffinity);
**   aff == FE_AFF_TEXT:    an INTEGER or REAL operand becomes TEXT;
**   otherwise:             no conversion.
** Arguments have BLOB affinity (columns without a declared type, as in the
** SQLite oracle); CAST(x AS t) has t's affinity; other expressions none. */
#define FE_AFF_NONE    0x40
#define FE_AFF_BLOB    0x41
#define FE_AFF_TEXT    0x42
#define FE_AFF_NUMERIC 0x43
#define FE_AFF_INTEGER 0x44
#define FE_AFF_REAL    0x45

/* ---- node kinds ---------------------------------------------------------
** Children, by kind ("x" = aKid[0] and so on): */
enum fe_kind {
  FE_LIT = 1,  /* literal: u.lit; no children */
  FE_PARAM,    /* SQL argument u.iParam (0-based); no children */
  FE_LET,      /* reference to let slot u.iLet; no children */
  FE_CALL,     /* u.call.pFn(aKid[0..nKid-1]); coll for FT_NEEDCOLL rows */
  FE_UNARY,    /* eOp: an OP_UNARY row of ops.def; x */
  FE_BINARY,   /* eOp: an OP_BINARY row; x, y */
  FE_CMP,      /* eOp: an OP_COMPARE row; x, y; coll, aff */
  FE_IS,       /* x IS y, or x IS NOT y with FE_F_NOT; coll, aff */
  FE_AND,      /* x AND y (short-circuit) */
  FE_OR,       /* x OR y (short-circuit) */
  FE_NOT,      /* NOT x */
  FE_LIKE,     /* x LIKE pattern [ESCAPE e]: x, pattern[, e if FE_F_ESCAPE];
               ** u.call.pFn is the "like" or "glob" row (its runtime takes
               ** (pattern, x[, e]) as SQLite's like() does); FE_F_NOT */
  FE_BETWEEN,  /* x BETWEEN lo AND hi: x, lo, hi; coll/aff for x>=lo,
               ** coll2/aff2 for x<=hi (SQLite compares each side on its
               ** own); FE_F_NOT */
  FE_IN,       /* x IN (v1, ...): x, v1..; coll, aff (x's); FE_F_NOT; the
               ** list has 2+ items or 1 non-constant item (x IN (const) is
               ** x = +const, and x IN () is 0, as SQLite's parser does) */
  FE_ISNULL,   /* x ISNULL, or NOTNULL with FE_F_NOT (also x IS [NOT] NULL) */
  FE_CASE,     /* CASE [base] WHEN w THEN t ... [ELSE e] END: see fe_case_*;
               ** with a base, u.cs holds coll/aff for each base = w test */
  FE_CAST,     /* CAST(x AS type): u.cast */
  FE_COLLATE,  /* x COLLATE name: coll is the named GS_COLL_*; value is x's */
  FE_NAME      /* internal to the front end: a name not yet bound */
};

/* Operators (eOp) of FE_UNARY, FE_BINARY and FE_CMP, and the operator of
** an IR_UNOP/IR_BINOP: one per row of ops.def, whose fe_op_table[eOp]
** (functab.h) says everything else about it. */
enum fe_op {
  FE_OP_NONE = 0,
#define OP_UNARY(NAME, TK, SPELL, PRI, KIND, RULE, FN)  FE_OP_##NAME,
#define OP_INTERNAL(NAME, SPELL, FN)                    FE_OP_##NAME,
#define OP_BINARY(NAME, TK, SPELL, PRI, KIND, RULE, FN) FE_OP_##NAME,
#define OP_COMPARE(NAME, TK, SPELL, PRI, CODE)          FE_OP_##NAME,
#include "ops.def"
  FE_OP_COUNT
};

/* Node flags. */
#define FE_F_NOT      0x0001  /* NOT LIKE/GLOB/BETWEEN/IN, IS NOT, NOTNULL */
#define FE_F_BASE     0x0002  /* FE_CASE: aKid[0] is the base operand */
#define FE_F_ELSE     0x0004  /* FE_CASE: the last kid is the ELSE arm */
#define FE_F_ESCAPE   0x0008  /* FE_LIKE: aKid[2] is the ESCAPE operand */
#define FE_F_HASCOLL  0x0010  /* a COLLATE lies below (SQLite's EP_Collate) */
#define FE_F_CONST    0x0020  /* no argument, no function call below */
#define FE_F_QUOTED   0x0040  /* FE_NAME: written as a quoted identifier */
#define FE_F_HEX      0x0080  /* FE_LIT: an integer written in hex */
#define FE_F_BIGINT   0x0100  /* FE_LIT: 9223372036854775808 as written */
/* SQLite's constant truth (EP_IsTrue, EP_IsFalse), which decides what it
** folds: an integer literal that fits 32 bits, TRUE or FALSE, x [NOT] IN ()
** and the 0 that "0 AND x" folds to.  The parser folds "x AND 0" (and so
** never evaluates x) on these, but not on TRUE and FALSE, which SQLite
** only knows as keywords once the statement is resolved (FE_F_KWBOOL);
** conditions (ir.c's lower_cond) simplify AND and OR on all of them. */
#define FE_F_ISTRUE   0x0200  /* FE_LIT: always true */
#define FE_F_ISFALSE  0x0400  /* FE_LIT: always false */
#define FE_F_KWBOOL   0x0800  /* FE_LIT: the keyword TRUE or FALSE */
#define FE_F_TRUEFALSE 0x1000 /* FE_LIT: TRUE, FALSE or x [NOT] IN (): SQLite's TK_TRUEFALSE */
#define FE_F_TRUTH    0x2000  /* FE_IS: x IS [NOT] TRUE|FALSE (a TK_TRUEFALSE right
                              ** operand): the truth of x, SQLite's TK_TRUTH */

typedef struct fe_pos {
  int line;      /* 1-based */
  int col;       /* 1-based, in bytes */
  int off;       /* byte offset in the source */
} fe_pos;

typedef struct fe_node fe_node;
struct fe_node {
  unsigned char eKind;   /* enum fe_kind */
  unsigned char eOp;     /* enum fe_op */
  unsigned char tmask;   /* FE_T_* set the node can produce */
  unsigned char coll;    /* GS_COLL_*: comparisons, FE_COLLATE, FE_CALL */
  unsigned char coll2;   /* GS_COLL_*: FE_BETWEEN's upper bound */
  unsigned char aff;     /* FE_AFF_*: comparison affinity */
  unsigned char aff2;    /* FE_AFF_*: FE_BETWEEN's upper bound */
  unsigned short flags;  /* FE_F_* */
  int nHeight;           /* 1 for a leaf */
  fe_pos pos;            /* the operator, or the start of a primary */
  int nKid;
  fe_node **aKid;
  union {
    struct {             /* FE_LIT */
      int eType;         /* GS_NULL .. GS_BLOB */
      int n;             /* bytes of z (TEXT, BLOB) */
      sqlite3_int64 i;   /* GS_INT */
      double r;          /* GS_REAL */
      const char *z;     /* GS_TEXT, GS_BLOB: decoded, NUL-terminated */
    } lit;
    int iParam;          /* FE_PARAM */
    int iLet;            /* FE_LET */
    struct {             /* FE_CALL, FE_LIKE */
      const ft_entry *pFn;
      const char *zName; /* as written */
    } call;
    struct {             /* FE_CAST */
      int eAff;          /* FE_AFF_TEXT .. FE_AFF_REAL, or FE_AFF_BLOB */
      const char *zType; /* the type name as written */
    } cast;
    struct {             /* FE_CASE with FE_F_BASE: per WHEN i */
      unsigned char *aColl;  /* collation of base = when_i */
      unsigned char *aAff;   /* affinity of base = when_i */
    } cs;
    struct {             /* FE_NAME (internal) */
      const char *z;
      fe_node *pNext;    /* the program's list of free names */
    } name;
  } u;
};

/* CASE layout helpers: aKid = [base] w1 t1 w2 t2 ... [else]. */
static inline fe_node *fe_case_base(const fe_node *p){
  return (p->flags & FE_F_BASE) ? p->aKid[0] : 0;
}
static inline int fe_case_nwhen(const fe_node *p){
  return (p->nKid - ((p->flags & FE_F_BASE)!=0) - ((p->flags & FE_F_ELSE)!=0))/2;
}
static inline fe_node *fe_case_when(const fe_node *p, int i){
  return p->aKid[((p->flags & FE_F_BASE)!=0) + 2*i];
}
static inline fe_node *fe_case_then(const fe_node *p, int i){
  return p->aKid[((p->flags & FE_F_BASE)!=0) + 2*i + 1];
}
static inline fe_node *fe_case_else(const fe_node *p){
  return (p->flags & FE_F_ELSE) ? p->aKid[p->nKid-1] : 0;
}

/* One 'let NAME = expr;'.  The slot is the index in fe_program.aLet. */
typedef struct fe_let {
  const char *zName;
  fe_pos pos;           /* of the name */
  fe_node *pExpr;
  int nUse;             /* FE_LET nodes that refer to this slot */
} fe_let;

typedef struct fe_arena fe_arena;

typedef struct fe_program {
  const char *zSrc;     /* a copy of the program text */
  int nSrc;
  int nArg;             /* SQL arguments (resolved when FE_NARG_INFER) */
  int bHeader;          /* the program has a 'params ->' header */
  const char **azParam; /* nArg names; NULL where only $N names it */
  int *anParamUse;      /* nArg counts of FE_PARAM nodes */
  int nLet;
  fe_let *aLet;
  fe_node *pBody;
  int nNode;            /* nodes in the tree, for sizing the IR */
  fe_arena *pArena;     /* owns everything above */
  /* Internal, between parse.c and check.c: */
  fe_node *pFree;       /* FE_NAME nodes, in source order */
  int nMaxVar;          /* highest $N used */
} fe_program;

/* ---- API --------------------------------------------------------------- */

/* Compile zSrc for a function called with nArg SQL arguments (or
** FE_NARG_INFER).  On success *ppProg is the typed program and SQLITE_OK
** is returned.  On failure *ppProg is 0, the code is SQLITE_ERROR (or
** SQLITE_NOMEM, SQLITE_TOOBIG) and *pzErr, when pzErr is not 0, is a
** sqlite3_malloc'd message such as
**     syntax error at 1:10 near ')'
**       upper(s||)
**                ^
** without the SQL function's name: the caller prepends "gpu_udf: ". */
int fe_compile(const char *zSrc, int nArg, fe_program **ppProg, char **pzErr);
void fe_free(fe_program*);

/* gpu_explain(expr, 'ast'): an indented tree with types, sqlite3_malloc'd. */
char *fe_dump_ast(const fe_program*);

/* One expression fully parenthesised, e.g. "((a || b) = c)"; for tests and
** messages.  sqlite3_malloc'd; 0 when out of memory. */
char *fe_unparse(const fe_program*, const fe_node*);

/* "NULL", "INT", "REAL|NULL", ..., "ANY" for a type mask (static text). */
const char *fe_type_name(int tmask);
/* Operator spelling ("||", "<=", ...) and collation name ("NOCASE"). */
const char *fe_op_name(int eOp);
const char *fe_coll_name(int coll);

/* ======================================================================
** Internal to the front end (ast.c, lex.c, parse.c, check.c).
** ==================================================================== */

/* Tokens. */
enum lex_tk {
  TK_EOF = 0, TK_ILLEGAL,
  TK_INTEGER, TK_FLOAT, TK_STRING, TK_BLOB, TK_ID, TK_VARIABLE,
  /* keywords */
  TK_CASE, TK_WHEN, TK_THEN, TK_ELSE, TK_END, TK_CAST, TK_AS, TK_AND, TK_OR,
  TK_NOT, TK_IS, TK_IN, TK_LIKE, TK_GLOB, TK_ESCAPE, TK_BETWEEN, TK_ISNULL,
  TK_NOTNULL, TK_NULL, TK_COLLATE, TK_LET, TK_REGEXP,
  /* punctuation */
  TK_LP, TK_RP, TK_COMMA, TK_SEMI, TK_ARROW, TK_CONCAT, TK_STAR, TK_SLASH,
  TK_REM, TK_PLUS, TK_MINUS, TK_BITAND, TK_BITOR, TK_LSHIFT, TK_RSHIFT,
  TK_LT, TK_LE, TK_GT, TK_GE, TK_EQ, TK_NE, TK_BITNOT,
  TK_COUNT
};

typedef struct lex_token {
  int eType;            /* enum lex_tk */
  int off, n;           /* the token's bytes in the source */
  int line, col;
} lex_token;

typedef struct lex_state {
  const char *z;        /* NUL-terminated source */
  int n;
  int i;                /* next byte to scan */
  int line;             /* line of z[i] */
  int lineStart;        /* offset of the first byte of that line */
} lex_state;

void lex_init(lex_state*, const char *z, int n);
void lex_next(lex_state*, lex_token*);
/* Value of a TK_INTEGER token: GS_INT with *pI, GS_REAL with *pR (a
** decimal too big for 64 bits, as SQLite; *pExact2p63 set when it is
** exactly 2^63, which -x turns back into an integer), or -1 when a hex
** literal is too big. */
int lex_integer(const char *z, int n, sqlite3_int64 *pI, double *pR, int *pExact2p63);
/* Value of a TK_FLOAT token as SQLite reads it (sqlite3AtoF), not strtod. */
double lex_real(const char *z, int n);

/* Arena (ast.c). */
void *fe_arena_alloc(fe_arena*, sqlite3_int64 n);   /* 8-aligned, 0 on OOM */
fe_arena *fe_arena_new(void);
void fe_arena_free(fe_arena*);

/* Errors (ast.c): format the message with the source line and a caret under pos.
** Returns a sqlite3_malloc'd string (0 on OOM). */
char *fe_error_text(const char *zSrc, int nSrc, fe_pos pos, const char *zHead);

/* parse.c: build the untyped tree (names bound to params/lets or left as
** FE_NAME), or fail with *pzErr set.  check.c: bind free names, resolve
** functions, compute types, collations and affinities. */
int parse_program(fe_program*, int nArg, char **pzErr);
int check_program(fe_program*, int nArg, char **pzErr);

#endif /* GPUSTR_AST_H */
