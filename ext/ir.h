/*
** ir.h - the intermediate representation shared by both engines.
**
** In docs/design.md's flow:  typed AST --ir.c (lower)--> IR --refprune.c--> IR'
** and IR' is what the CPU engine (vm.c) executes and what the CUDA emitter
** prints.  The IR is a register machine in the manner of Lua's: opcodes are
** defined once here and executed by one switch in vm.c.
**
** Registers hold gs_val.  Every register is written by one instruction on
** any path (CASE results are written once per arm).  Ownership: a register
** written by IR_CALL/IR_UNOP/IR_BINOP/IR_CMP/IR_CAST holds one new
** reference (for strings; numbers and NULL hold none); IR_LOADK and IR_ARG
** load views that hold nothing.  Lowering makes every reference-count
** operation explicit:
**   - a let binding takes a reference (IR_INCREF) and gives it back at the
**     end of the program (IR_DECREF);
**   - a value copied into a CASE/coalesce result register takes a
**     reference; the result register is then an ordinary temporary;
**   - a temporary is released (IR_DECREF) right after its last use.
** refprune.c then removes the pairs that cancel.  Both engines execute
** exactly the remaining operations, so the CPU engine's leak checks hold
** for the GPU too.
*/
#ifndef GPUSTR_IR_H
#define GPUSTR_IR_H

#include "ast.h"

/* The opcodes, once: enum ir_opcode (IR_LOADK = 1, ...) and the names of
** ir_dump's listing are both made from this list.  The jumps stay
** together, JMP to JNOTNULL (IR_IS_JUMP). */
#define IR_OPCODE_LIST(X) \
  X(LOADK)     /* R[a] = K[b]                     (a view for TEXT/BLOB) */ \
  X(ARG)       /* R[a] = argument b               (a view) */ \
  X(MOVE)      /* R[a] = R[b]                     (no reference taken) */ \
  X(CALL)      /* R[a] = fn(R[b] .. R[b+c-1])     fn = aFn[d], coll = e */ \
  X(UNOP)      /* R[a] = op(R[b])                 op = d (FE_OP_*: ops.def) */ \
  X(BINOP)     /* R[a] = R[b] op R[c]             op = d (FE_OP_*: ops.def) */ \
  X(CMP)       /* R[a] = R[b] cmp R[c]            cmp = d (GS_OP_*), coll = e, \
               **                                 affinity f (FE_AFF_*) */ \
  X(CAST)      /* R[a] = CAST(R[b] AS d)          d = GS_TEXT.., GS_CAST_NUMERIC */ \
  X(JMP)       /* goto b */ \
  X(JTRUTH)    /* if truth(R[a]) == d goto b      (d: -1 NULL, 0 false, 1 true) */ \
  X(JNTRUTH)   /* if truth(R[a]) != d goto b */ \
  X(JNULL)     /* if R[a] is NULL goto b */ \
  X(JNOTNULL)  /* if R[a] is not NULL goto b */ \
  X(INCREF)    /* take a reference to R[a]'s string */ \
  X(DECREF)    /* release one */ \
  X(RET)       /* the result is R[a]; its reference passes to the caller */

enum ir_opcode {
  IR_NONE = 0,
#define IR_OPCODE_ENUM(NAME) IR_##NAME,
  IR_OPCODE_LIST(IR_OPCODE_ENUM)
#undef IR_OPCODE_ENUM
  IR_OPCODE_COUNT
};

/* A jump: its target is instruction b. */
#define IR_IS_JUMP(op) ((op)>=IR_JMP && (op)<=IR_JNOTNULL)

typedef struct ir_ins {
  unsigned char op;        /* enum ir_opcode */
  unsigned char e;         /* collation (GS_COLL_*) */
  unsigned char f;         /* IR_CMP: affinity applied to both operands */
  short d;                 /* operator, jump truth value, cast target... */
  int a, b, c;
} ir_ins;

typedef struct ir_program {
  int nIns, nAlloc;
  ir_ins *aIns;
  int nReg;                /* registers used */
  int nK;
  gs_val *aK;              /* constants; TEXT/BLOB are views of the AST's bytes */
  int nFn;
  const ft_entry **aFn;    /* functions called (IR_CALL's d indexes this) */
  int nArg;                /* SQL arguments */
  int bLike;               /* calls LIKE, whose case rule is the connection's */
  fe_program *pAst;        /* owned */
  /* The CPU engine's batch order (ir_plan_cpu), or 0: the instructions
  ** with the constants hoisted out of the row, nHoist LOADKs first, run
  ** once per batch worker; with aArgReg the ARGs are gone too, argument i
  ** landing in register aArgReg[i] (which nothing else writes; a spare,
  ** nReg + i, for an argument no ARG loads).  One allocation. */
  ir_ins *aRun;
  int nRun, nHoist;
  int *aArgReg;
} ir_program;

/* Lower a checked program; takes ownership of pAst (freed with the IR, or
** on failure).  Returns SQLITE_OK or SQLITE_NOMEM. */
int ir_lower(fe_program *pAst, ir_program **ppIr);

/* The CPU engine's plan of p (ir.c; compile.c runs it last). */
void ir_plan_cpu(ir_program *p);
#ifndef NDEBUG
/* Is p well formed (every register, constant, function and jump target in
** range, the last instruction a RET)?  For assert(). */
int ir_is_valid(const ir_program *p);
#endif
void ir_free(ir_program*);

/* An operation: a call, operator, comparison or cast, what does work (and
** may fail), as opposed to moves, jumps and refcounts. */
#define IR_IS_OPERATION(op) \
  ((op)==IR_CALL || (op)==IR_UNOP || (op)==IR_BINOP || (op)==IR_CMP || (op)==IR_CAST)

/* Static counts of refcount instructions, and of operations. */
int ir_count_refops(const ir_program*);
int ir_count_ops(const ir_program*);

/* A readable listing (gpu_explain(expr, 'ir')): sqlite3_malloc'd. */
char *ir_dump(const ir_program*);

/* refprune.c: remove redundant INCREF/DECREF pairs in place.  SQLITE_OK,
** or SQLITE_NOMEM with the IR unchanged (still correct, not pruned). */
int ir_refprune(ir_program*);

/* Compile program text for nArg arguments: front end, lowering and
** pruning.  On error returns non-OK with *pzErr (no function-name prefix). */
#define IR_LIKE_CASE 0x01   /* LIKE is case-sensitive (PRAGMA case_sensitive_like) */
int ir_compile(const char *zSrc, int nArg, int mOpt, ir_program **ppIr, char **pzErr);

#endif /* GPUSTR_IR_H */
