/*
** functab.h - the UDF function library as ONE table (functab.c), and the
** operators' table made from ops.def.
**
** The checker (check.c) reads a row to resolve a call, check its arity and
** compute its static result type; the CPU engine calls xImpl; the CUDA
** emitter writes a call to zSym, which names the same function in the
** runtime headers (runtime/gs_*.h).  Adding a SQL function is one row in
** functab.c plus its runtime code and tests.
**
** Built with -DFUNCTAB_NO_IMPL the xImpl column is compiled out (all 0), so
** the front end can be built and tested without the runtime.
*/
#ifndef GPUSTR_FUNCTAB_H
#define GPUSTR_FUNCTAB_H

#include "gs_core.h"

/* The host entry point of a runtime function: arguments are borrowed, the
** result carries its own reference (gs_core.h's ownership convention). */
typedef gs_val (*ft_impl)(gs_ctx*, int, const gs_val*);
/* The same with a collation, for FT_NEEDCOLL rows called under one. */
typedef gs_val (*ft_impl_coll)(gs_ctx*, int, const gs_val*, int coll);

/* Result type rules (ft_entry.eRule).  "NULL in" below means: the result
** may be NULL when some argument may be NULL (FT_NULLIN rows). */
enum ft_rule {
  FT_R_FIXED = 0,  /* tmask (+ NULL in) */
  FT_R_FMT,        /* tmask, + NULL when arg 0 may be NULL or is absent
                   ** (printf: a NULL format gives NULL) */
  FT_R_SUBSTR,     /* TEXT, or BLOB where arg 0 may be a BLOB (+ NULL in) */
  FT_R_REPLACE,    /* TEXT, or arg 0's own type where the pattern may be
                   ** empty, since replace(x,'',y) returns x as is (+ NULL in) */
  FT_R_ABS,        /* INT stays INT, anything else gives REAL (+ NULL in) */
  FT_R_UNION,      /* one of the arguments as is: union of their types */
  FT_R_ARG0,       /* arg 0 as is, or NULL (nullif) */
  FT_R_COALESCE,   /* first non-NULL argument (coalesce, ifnull) */
  FT_R_IIF         /* arg 1 or arg 2 (iif) */
};

/* Flags (ft_entry.flags). */
#define FT_SPECIAL  0x01  /* short-circuit: lowering branches; no runtime
                          ** symbol (iif, coalesce, ifnull) */
#define FT_NULLIN   0x02  /* a NULL argument gives NULL */
#define FT_NEEDCOLL 0x04  /* compares its arguments: the call node's coll is
                          ** the first argument's COLLATE (min, max, nullif) */
#define FT_TIER2    0x08  /* beyond SQLite (no oracle) */
#define FT_NONZERO3 0x10  /* argument 3 must not be 0 (split_part's field):
                          ** a literal 0 there is a compile error */
#define FT_SQLFN    0x20  /* ALSO A PLAIN SQL FUNCTION: gpustr.c registers
                          ** the row with SQLite under its name, for each
                          ** arity nMin..nMax (SQLITE_DETERMINISTIC,
                          ** SQLITE_INNOCUOUS).  One generic xFunc
                          ** (sqlfn.c) converts the arguments, calls xImpl
                          ** (or pPrep->xRun) on the connection's thread and
                          ** returns its value: the same types, NULLs and
                          ** errors as the function has in a program, under
                          ** the BINARY collation.  For the functions SQLite
                          ** does not have (the tier-2 rows but count:
                          ** regular expressions, fuzzy matching, Python's
                          ** str methods); never on a tier-1 row, whose
                          ** SQLite built-in it would replace.  Another
                          ** library's function of the same name: gpustr.c,
                          ** gp_register_sqlfn (docs/sql.md, "Names other
                          ** libraries define"). */
#define FT_REGEX    0x800 /* argument 1 is a regular expression (runtime/
                          ** gs_regex.h): where it is a TEXT literal, check.c
                          ** compiles it (its errors are compile errors) and
                          ** adds the program as one argument more, a BLOB */
#define FT_REGEX0   0x1000 /* ... argument 0 is (regexp(pattern, subject)) */
/* For the GPU engine (gpu_exec.c). */
#define FT_COLD     0x40  /* its runtime code calls into the runtime's cold
                          ** half (gs_num.h's GS_FN_CALL functions other than
                          ** gs_to_text, gs_atof, gs_atoi64): a kernel that
                          ** calls it is linked with the runtime object,
                          ** compiled once (else whole: slower to compile).
                          ** Not levenshtein, which spills nothing whole. */
#define FT_LEN_ARG0 0x80  /* a string result no longer than argument 0's
                          ** text (upper, substr, trim): the room a row
                          ** needs (gk_room_of) */
#define FT_LEN_HEX  0x100 /* ... no longer than twice argument 0's */
#define FT_SQLFN_ABSENT 0x200 /* with FT_SQLFN: registered only where the
                          ** connection has no function of the name yet,
                          ** for one that SQLite builds only with an option
                          ** (soundex, SQLITE_SOUNDEX) or only from some
                          ** version on (concat, concat_ws: 3.44;
                          ** octet_length: 3.43): SQLite's own stays */
#define FT_LEN_SHORT 0x400 /* a string result of at most a number's text
                          ** (GK_NUM_TEXT bytes, gpu_exec.c) whatever its
                          ** arguments: soundex's 4 */

/* An FT_SQLFN row's optional per-statement hook (ft_entry.pPrep), for an
** argument that is costly to take in on every row and usually constant
** across the statement, such as a regular expression's pattern.  The plain
** SQL function prepares argument iArg once (a compiled pattern) and keeps
** the object as that argument's auxdata (sqlite3_set_auxdata), which
** SQLite keeps for as long as the argument stays the same: for a literal or
** a bound parameter, the whole statement; for a column, one row.  Each call
** then runs xRun with the object instead of xImpl.  A NULL argument iArg is
** not prepared: xImpl gets the row, as in a program.  Host only, so the
** hook may use sqlite3_malloc; a program still calls xImpl. */
typedef struct ft_prep {
  int iArg;             /* 0-based */
  /* Make *ppObj from the argument's value (a view, valid for this call
  ** only).  Returns GS_OK, GS_NOMEM, or GS_ERROR with *pzErr, a
  ** sqlite3_malloc'd message such as "regexp: unbalanced ( at 3". */
  int (*xPrepare)(gs_val arg, void **ppObj, char **pzErr);
  void (*xFree)(void *pObj);
  /* xImpl with the prepared object (argv[iArg] is the value it was made
  ** from). */
  gs_val (*xRun)(gs_ctx*, int, const gs_val*, void *pObj);
  /* Or 0: the call straight from SQLite's values, where the object is
  ** kept (a later row of the statement) and the row is a common one: 1
  ** when it set the result, 0 to leave the row to xRun.  It must give
  ** what xRun gives. */
  int (*xFast)(struct sqlite3_context*, int, struct sqlite3_value**, void *pObj);
} ft_prep;

/* regexp.c: the regular expression functions' hooks. */
extern const ft_prep gp_prep_regexp, gp_prep_regexp_like, gp_prep_regexp_substr,
  gp_prep_regexp_instr, gp_prep_regexp_count, gp_prep_regexp_capture, gp_prep_regexp_replace;

typedef struct ft_entry {
  const char *zName;    /* lower case */
  signed char nMin;     /* fewest arguments */
  signed char nMax;     /* most arguments, -1 for any number */
  unsigned char tmask;  /* FE_T_* result types for FT_R_FIXED/FT_R_FMT etc. */
  unsigned char eRule;  /* enum ft_rule */
  unsigned int flags;   /* FT_* */
  const char *zSym;     /* runtime function, e.g. "gs_fn_upper"; 0 if special */
  ft_impl xImpl;        /* the same function on the host; 0 if special or
                        ** built with FUNCTAB_NO_IMPL */
  const char *zSymColl; /* FT_NEEDCOLL: the variant taking a collation */
  ft_impl_coll xColl;   /* and its host pointer */
  const ft_prep *pPrep; /* FT_SQLFN: the per-statement hook, or 0 */
} ft_entry;

extern const ft_entry ft_table[];
extern const int ft_count;

/* The row for function zName (n bytes, case-insensitive), or 0. */
const ft_entry *ft_find(const char *zName, int n);
/* The row whose runtime routine is zSym, or 0. */
const ft_entry *ft_find_sym(const char *zSym);

/* ---- operators -----------------------------------------------------------
** One row per operator in ops.def; fe_op_table[FE_OP_x] (functab.c) is
** that row as data, for the checker (eRule), lowering (eIr, eCmp), the
** listings (zSpell) and the CUDA emitter (zSym). */

/* Result type rules of operators (fe_op_entry.eRule), computed by check.c;
** "NULL in": NULL when an operand may be NULL. */
enum op_rule {
  OPR_SAME = 1,    /* the operand's own types (unary +) */
  OPR_NEG,         /* 0 - x: INT (-INT64_MIN becomes REAL) or REAL (+ NULL in) */
  OPR_INT,         /* INT (+ NULL in): the bit operators */
  OPR_TEXT,        /* TEXT (+ NULL in): || */
  OPR_ARITH,       /* + - *: INT, REAL on overflow, NULL for NaN (+ NULL in) */
  OPR_DIV,         /* / : as OPR_ARITH, and NULL for a zero divisor */
  OPR_MOD,         /* % : INT for integers, REAL when one is REAL, NULL
                   ** for a zero divisor, never NaN (+ NULL in) */
  OPR_BOOL         /* INT 1/0 (+ NULL in): comparisons and logic */
};

typedef struct fe_op_entry {
  const char *zSpell;   /* as written: "||", "<=", "NOT" */
  const char *zSym;     /* runtime routine, e.g. "gs_op_concat" */
  unsigned char eKind;  /* AST node kind (enum fe_kind); 0 for OP_INTERNAL */
  unsigned char eRule;  /* enum op_rule; 0 for OP_INTERNAL */
  unsigned char eIr;    /* IR_UNOP, IR_BINOP or IR_CMP (enum ir_opcode) */
  unsigned char eCmp;   /* IR_CMP: the runtime's comparison code GS_OP_* */
} fe_op_entry;

extern const fe_op_entry fe_op_table[];   /* indexed by enum fe_op */

#endif /* GPUSTR_FUNCTAB_H */
