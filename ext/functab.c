/*
** functab.c - the UDF function library: one row per SQL function.
**
** In the flow of docs/design.md the table is read three times: by the checker
** (check.c: name, arity, result type rule), by the CPU engine (xImpl) and by
** the CUDA emitter (zSym).  So a function is added here once, next to its
** runtime code in runtime/, and nowhere else.
**
** Tier 1 rows follow SQLite 3.40's func.c: same names, same arities, same
** NULL behaviour (encoded in the type rule, see functab.h).  Tier 2 rows
** (FT_TIER2) are docs/language.md's functions beyond SQLite, in
** runtime/gs_tier2.h; concat and concat_ws take SQLite 3.44's arities and
** NULL rules.  The
** short-circuit functions (iif, coalesce, ifnull) are FT_SPECIAL: lowering
** turns them into branches, so they have no runtime symbol.
**
** The operators' table, fe_op_table, is made here too, from ops.def (at
** the end): operators are rows of that file, not of this one.
*/
#include "gpustr_int.h"
#include "ir.h"
#include "functab.h"
#include "gs_ops.h"   /* GS_OP_*, the comparison codes of ops.def */

#ifdef FUNCTAB_NO_IMPL
# define FT_IMPL(sym) 0
#else
# include "gs_runtime.h"
# define FT_IMPL(sym) sym
#endif

/* The symbol column twice: as text for the emitter, as a pointer for the VM. */
#define FT_FN(sym)  #sym, FT_IMPL(sym), 0, 0, 0
#define FT_NOFN     0, 0, 0, 0, 0
/* ... and for functions that compare their arguments under a collation. */
#define FT_FNC(sym) #sym, FT_IMPL(sym), #sym "_coll", FT_IMPL(sym##_coll), 0
/* ... and for FT_SQLFN rows with a per-statement hook (ft_prep, functab.h). */
#define FT_FNP(sym, prep) #sym, FT_IMPL(sym), 0, 0, FT_IMPL(&prep)

#define T_NULL FE_T_NULL
#define T_INT  FE_T_INT
#define T_REAL FE_T_REAL
#define T_TEXT FE_T_TEXT

const ft_entry ft_table[] = {
  /* name        min max  types       rule           flags                    symbol */
  { "length",     1,  1, T_INT,      FT_R_FIXED,    FT_NULLIN,               FT_FN(gs_fn_length)  },
  { "lower",      1,  1, T_TEXT,     FT_R_FIXED,    FT_NULLIN|FT_LEN_ARG0,   FT_FN(gs_fn_lower)   },
  { "upper",      1,  1, T_TEXT,     FT_R_FIXED,    FT_NULLIN|FT_LEN_ARG0,   FT_FN(gs_fn_upper)   },
  { "substr",     2,  3, T_TEXT,     FT_R_SUBSTR,   FT_NULLIN|FT_LEN_ARG0,   FT_FN(gs_fn_substr)  },
  { "substring",  2,  3, T_TEXT,     FT_R_SUBSTR,   FT_NULLIN|FT_LEN_ARG0,   FT_FN(gs_fn_substr)  },
  { "replace",    3,  3, T_TEXT,     FT_R_REPLACE,  FT_NULLIN,               FT_FN(gs_fn_replace) },
  { "trim",       1,  2, T_TEXT,     FT_R_FIXED,    FT_NULLIN|FT_LEN_ARG0,   FT_FN(gs_fn_trim)    },
  { "ltrim",      1,  2, T_TEXT,     FT_R_FIXED,    FT_NULLIN|FT_LEN_ARG0,   FT_FN(gs_fn_ltrim)   },
  { "rtrim",      1,  2, T_TEXT,     FT_R_FIXED,    FT_NULLIN|FT_LEN_ARG0,   FT_FN(gs_fn_rtrim)   },
  { "instr",      2,  2, T_INT,      FT_R_FIXED,    FT_NULLIN,               FT_FN(gs_fn_instr)   },
  { "hex",        1,  1, T_TEXT,     FT_R_FIXED,    FT_LEN_HEX,              FT_FN(gs_fn_hex)     },
  { "unicode",    1,  1, T_INT|T_NULL, FT_R_FIXED,  0,                       FT_FN(gs_fn_unicode) },
  { "char",       0, -1, T_TEXT,     FT_R_FIXED,    0,                       FT_FN(gs_fn_char)    },
  { "like",       2,  3, T_INT,      FT_R_FIXED,    FT_NULLIN,               FT_FN(gs_fn_like)    },
  /* LIKE under PRAGMA case_sensitive_like=1: never found by name (ft_find
  ** stops at the row above); ir_compile puts it in the row's place. */
  { "like",       2,  3, T_INT,      FT_R_FIXED,    FT_NULLIN,               FT_FN(gs_fn_like_cs) },
  { "glob",       2,  2, T_INT,      FT_R_FIXED,    FT_NULLIN,               FT_FN(gs_fn_glob)    },
  { "iif",        3,  3, 0,          FT_R_IIF,      FT_SPECIAL,              FT_NOFN              },
  { "coalesce",   2, -1, 0,          FT_R_COALESCE, FT_SPECIAL,              FT_NOFN              },
  { "ifnull",     2,  2, 0,          FT_R_COALESCE, FT_SPECIAL,              FT_NOFN              },
  { "nullif",     2,  2, 0,          FT_R_ARG0,     FT_NEEDCOLL,             FT_FNC(gs_fn_nullif) },
  { "abs",        1,  1, 0,          FT_R_ABS,      FT_NULLIN,               FT_FN(gs_fn_abs)     },
  { "min",        2, -1, 0,          FT_R_UNION,    FT_NULLIN|FT_NEEDCOLL,   FT_FNC(gs_fn_min)    },
  { "max",        2, -1, 0,          FT_R_UNION,    FT_NULLIN|FT_NEEDCOLL,   FT_FNC(gs_fn_max)    },
  { "typeof",     1,  1, T_TEXT,     FT_R_FIXED,    0,                       FT_FN(gs_fn_typeof)  },
  { "quote",      1,  1, T_TEXT,     FT_R_FIXED,    FT_COLD,                 FT_FN(gs_fn_quote)   },
  { "round",      1,  2, T_REAL,     FT_R_FIXED,    FT_NULLIN|FT_COLD,       FT_FN(gs_fn_round)   },
  { "printf",     0, -1, T_TEXT,     FT_R_FMT,      FT_COLD,                 FT_FN(gs_fn_printf)  },
  { "format",     0, -1, T_TEXT,     FT_R_FMT,      FT_COLD,                 FT_FN(gs_fn_printf)  },
  /* Tier 2 (runtime/gs_tier2.h): beyond SQLite, no oracle.  Plain SQL
  ** functions too (FT_SQLFN), but count, whose name is SQLite's aggregate
  ** (count(a, b) would be ours, count(a) SQLite's: one name, two meanings);
  ** concat, concat_ws and octet_length are SQLite's own from 3.43/3.44 on,
  ** so registered only where SQLite lacks them (FT_SQLFN_ABSENT). */
  { "startswith", 2,  2, T_INT,      FT_R_FIXED,    FT_NULLIN|FT_TIER2|FT_SQLFN,      FT_FN(gs_fn_startswith) },
  { "endswith",   2,  2, T_INT,      FT_R_FIXED,    FT_NULLIN|FT_TIER2|FT_SQLFN,      FT_FN(gs_fn_endswith) },
  { "contains",   2,  2, T_INT,      FT_R_FIXED,    FT_NULLIN|FT_TIER2|FT_SQLFN,      FT_FN(gs_fn_contains) },
  { "count",      2,  2, T_INT,      FT_R_FIXED,    FT_NULLIN|FT_TIER2,      FT_FN(gs_fn_count)   },
  { "find",       2,  3, T_INT,      FT_R_FIXED,    FT_NULLIN|FT_TIER2|FT_SQLFN,      FT_FN(gs_fn_find)    },
  { "rfind",      2,  3, T_INT,      FT_R_FIXED,    FT_NULLIN|FT_TIER2|FT_SQLFN,      FT_FN(gs_fn_rfind)   },
  { "repeat",     2,  2, T_TEXT,     FT_R_FIXED,    FT_NULLIN|FT_TIER2|FT_SQLFN,      FT_FN(gs_fn_repeat)  },
  { "reverse",    1,  1, T_TEXT,     FT_R_FIXED,    FT_NULLIN|FT_TIER2|FT_SQLFN,      FT_FN(gs_fn_reverse) },
  { "lpad",       2,  3, T_TEXT,     FT_R_FIXED,    FT_NULLIN|FT_TIER2|FT_SQLFN|FT_COLD, FT_FN(gs_fn_lpad)    },
  { "rpad",       2,  3, T_TEXT,     FT_R_FIXED,    FT_NULLIN|FT_TIER2|FT_SQLFN|FT_COLD, FT_FN(gs_fn_rpad)    },
  { "zfill",      2,  2, T_TEXT,     FT_R_FIXED,    FT_NULLIN|FT_TIER2|FT_SQLFN,      FT_FN(gs_fn_zfill)   },
  { "title",      1,  1, T_TEXT,     FT_R_FIXED,    FT_NULLIN|FT_TIER2|FT_SQLFN|FT_COLD, FT_FN(gs_fn_title)   },
  { "capitalize", 1,  1, T_TEXT,     FT_R_FIXED,    FT_NULLIN|FT_TIER2|FT_SQLFN|FT_COLD, FT_FN(gs_fn_capitalize) },
  { "swapcase",   1,  1, T_TEXT,     FT_R_FIXED,    FT_NULLIN|FT_TIER2|FT_SQLFN|FT_COLD, FT_FN(gs_fn_swapcase) },
  { "isalpha",    1,  1, T_INT,      FT_R_FIXED,    FT_NULLIN|FT_TIER2|FT_SQLFN,      FT_FN(gs_fn_isalpha) },
  { "isdigit",    1,  1, T_INT,      FT_R_FIXED,    FT_NULLIN|FT_TIER2|FT_SQLFN,      FT_FN(gs_fn_isdigit) },
  { "isalnum",    1,  1, T_INT,      FT_R_FIXED,    FT_NULLIN|FT_TIER2|FT_SQLFN,      FT_FN(gs_fn_isalnum) },
  { "isspace",    1,  1, T_INT,      FT_R_FIXED,    FT_NULLIN|FT_TIER2|FT_SQLFN,      FT_FN(gs_fn_isspace) },
  { "isupper",    1,  1, T_INT,      FT_R_FIXED,    FT_NULLIN|FT_TIER2|FT_SQLFN,      FT_FN(gs_fn_isupper) },
  { "islower",    1,  1, T_INT,      FT_R_FIXED,    FT_NULLIN|FT_TIER2|FT_SQLFN,      FT_FN(gs_fn_islower) },
  { "istitle",    1,  1, T_INT,      FT_R_FIXED,    FT_NULLIN|FT_TIER2|FT_SQLFN,      FT_FN(gs_fn_istitle) },
  { "isdecimal",  1,  1, T_INT,      FT_R_FIXED,    FT_NULLIN|FT_TIER2|FT_SQLFN,      FT_FN(gs_fn_isdecimal) },
  { "split_part", 3,  3, T_TEXT,     FT_R_FIXED,    FT_NULLIN|FT_TIER2|FT_SQLFN|FT_NONZERO3|FT_COLD, FT_FN(gs_fn_split_part) },
  { "concat",     1, -1, T_TEXT,     FT_R_FIXED,    FT_TIER2|FT_SQLFN|FT_SQLFN_ABSENT|FT_COLD,        FT_FN(gs_fn_concat)  },
  { "concat_ws",  2, -1, T_TEXT,     FT_R_FMT,      FT_TIER2|FT_SQLFN|FT_SQLFN_ABSENT|FT_COLD,        FT_FN(gs_fn_concat_ws) },
  { "octet_length", 1, 1, T_INT,     FT_R_FIXED,    FT_NULLIN|FT_TIER2|FT_SQLFN|FT_SQLFN_ABSENT,      FT_FN(gs_fn_octet_length) },
  { "unicode_upper", 1, 1, T_TEXT,   FT_R_FIXED,    FT_NULLIN|FT_TIER2|FT_SQLFN|FT_COLD, FT_FN(gs_fn_unicode_upper) },
  { "unicode_lower", 1, 1, T_TEXT,   FT_R_FIXED,    FT_NULLIN|FT_TIER2|FT_SQLFN|FT_COLD, FT_FN(gs_fn_unicode_lower) },
  /* String similarity (runtime/gs_fuzzy.h), also plain SQL functions. */
  { "levenshtein", 2, 3, T_INT,      FT_R_FIXED,    FT_NULLIN|FT_TIER2|FT_SQLFN, FT_FN(gs_fn_levenshtein) },
  { "osa_distance", 2, 3, T_INT,     FT_R_FIXED,    FT_NULLIN|FT_TIER2|FT_SQLFN, FT_FN(gs_fn_osa_distance) },
  { "hamming",    2,  2, T_INT,      FT_R_FIXED,    FT_NULLIN|FT_TIER2|FT_SQLFN, FT_FN(gs_fn_hamming) },
  { "jaro",       2,  3, T_REAL,     FT_R_FIXED,    FT_NULLIN|FT_TIER2|FT_SQLFN, FT_FN(gs_fn_jaro)    },
  { "jaro_winkler", 2, 3, T_REAL,    FT_R_FIXED,    FT_NULLIN|FT_TIER2|FT_SQLFN, FT_FN(gs_fn_jaro_winkler) },
  /* ... and runtime/gs_scores.h: the scores REALs from 0 to 100, as RapidFuzz's. */
  { "damerau_levenshtein", 2, 2, T_INT, FT_R_FIXED, FT_NULLIN|FT_TIER2|FT_SQLFN, FT_FN(gs_fn_damerau_levenshtein) },
  { "fuzz_ratio", 2, 2, T_REAL,      FT_R_FIXED,    FT_NULLIN|FT_TIER2|FT_SQLFN, FT_FN(gs_fn_fuzz_ratio) },
  { "fuzz_partial_ratio", 2, 2, T_REAL, FT_R_FIXED, FT_NULLIN|FT_TIER2|FT_SQLFN, FT_FN(gs_fn_fuzz_partial_ratio) },
  { "fuzz_token_sort_ratio", 2, 2, T_REAL, FT_R_FIXED, FT_NULLIN|FT_TIER2|FT_SQLFN, FT_FN(gs_fn_fuzz_token_sort_ratio) },
  { "fuzz_token_set_ratio", 2, 2, T_REAL, FT_R_FIXED, FT_NULLIN|FT_TIER2|FT_SQLFN, FT_FN(gs_fn_fuzz_token_set_ratio) },
  /* SQLite's own where it is built with SQLITE_SOUNDEX (FT_SQLFN_ABSENT):
  ** NULL gives '?000'. */
  { "soundex",    1,  1, T_TEXT,     FT_R_FIXED,    FT_TIER2|FT_SQLFN|FT_SQLFN_ABSENT|FT_LEN_SHORT, FT_FN(gs_fn_soundex) },
  /* Regular expressions (runtime/gs_regex.h), plain SQL functions too,
  ** the pattern prepared once per statement there (regexp.c). */
#define FT_RE (FT_NULLIN|FT_TIER2|FT_SQLFN|FT_REGEX)
  { "regexp_like",    2, 2, T_INT,        FT_R_FIXED, FT_RE, FT_FNP(gs_fn_regexp_like, gp_prep_regexp_like) },
  { "regexp_substr",  2, 2, T_TEXT|T_NULL, FT_R_FIXED, FT_RE, FT_FNP(gs_fn_regexp_substr, gp_prep_regexp_substr) },
  { "regexp_instr",   2, 2, T_INT,        FT_R_FIXED, FT_RE, FT_FNP(gs_fn_regexp_instr, gp_prep_regexp_instr) },
  { "regexp_count",   2, 2, T_INT,        FT_R_FIXED, FT_RE, FT_FNP(gs_fn_regexp_count, gp_prep_regexp_count) },
  { "regexp_capture", 3, 3, T_TEXT|T_NULL, FT_R_FIXED, FT_RE, FT_FNP(gs_fn_regexp_capture, gp_prep_regexp_capture) },
  { "regexp_replace", 3, 3, T_TEXT,       FT_R_FIXED, FT_RE, FT_FNP(gs_fn_regexp_replace, gp_prep_regexp_replace) },
  /* SQL's X REGEXP Y calls regexp(Y, X): the pattern first. */
  { "regexp",         2, 2, T_INT,        FT_R_FIXED, FT_NULLIN|FT_TIER2|FT_SQLFN|FT_REGEX0,
    FT_FNP(gs_fn_regexp, gp_prep_regexp) },
#undef FT_RE
};

const int ft_count = (int)(sizeof(ft_table)/sizeof(ft_table[0]));

const ft_entry *ft_find(const char *zName, int n){
  int i;
  for(i=0; i<ft_count; i++){
    if( sqlite3_strnicmp(ft_table[i].zName, zName, n)==0
     && ft_table[i].zName[n]==0 ){
      return &ft_table[i];
    }
  }
  return 0;
}

const ft_entry *ft_find_sym(const char *zSym){
  int i;
  for(i=0; i<ft_count; i++){
    if( ft_table[i].zSym && strcmp(ft_table[i].zSym, zSym)==0 ) return &ft_table[i];
  }
  return 0;
}

/* ops.def as data: one entry per operator, at its FE_OP_ index. */
const fe_op_entry fe_op_table[FE_OP_COUNT] = {
  [FE_OP_NONE] = { "?", 0, 0, 0, 0, 0 },
#define OP_UNARY(NAME, TK, SPELL, PRI, KIND, RULE, FN) \
  [FE_OP_##NAME] = { SPELL, #FN, KIND, RULE, IR_UNOP, 0 },
#define OP_INTERNAL(NAME, SPELL, FN) \
  [FE_OP_##NAME] = { SPELL, #FN, 0, 0, IR_UNOP, 0 },
#define OP_BINARY(NAME, TK, SPELL, PRI, KIND, RULE, FN) \
  [FE_OP_##NAME] = { SPELL, #FN, KIND, RULE, IR_BINOP, 0 },
#define OP_COMPARE(NAME, TK, SPELL, PRI, CODE) \
  [FE_OP_##NAME] = { SPELL, "gs_op_cmp_aff", FE_CMP, OPR_BOOL, IR_CMP, CODE },
#include "ops.def"
};
