/*
** ir.c - lowering the typed AST to the IR (ir.h), naively, with every
** reference-count operation explicit; the IR's check and the CPU engine's
** plan of it; and the IR listing of gpu_explain(expr, 'ir').  compile.c
** runs lowering, pruning (refprune.c) and the plan in turn (ir_compile).
**
**   s -> let r = upper(s); r || r
** lowers to
**   0 ARG      r0 = arg0
**   1 CALL     r1 = upper(r0)
**   2 INCREF   r1            -- the let binding's reference
**   3 DECREF   r1            -- the temporary's, after its last use
**   4 BINOP    r2 = r1 || r1
**   5 DECREF   r1            -- end of the let's scope
**   6 RET      r2
** and refprune.c removes 2 and 3.
**
** Registers: the arguments are loaded into r0..r(nArg-1) once; each let has
** a register; each other node gets a fresh register.  Parameters and
** literals are views: they own nothing and get no refcount operations.
** Conditions (CASE WHEN, AND/OR inside them) branch with short-circuit
** evaluation as SQLite's sqlite3ExprIfFalse does; AND/OR as values evaluate
** both operands, as SQLite 3.40 does.
*/
#include "gpustr_int.h"
#include "ir.h"
#include "gs_runtime.h"
#include <assert.h>
#include <string.h>
#include <stdlib.h>

typedef struct ir_builder {
  ir_program *p;
  int *aLetReg;            /* register of each let slot */
  int nKAlloc, nFnAlloc;
  int oom;
} ir_builder;

static int ir_emit(ir_builder *b, int op, int a, int bb, int c, int d, int e){
  ir_program *p = b->p;
  ir_ins *pIns;
  if( p->nIns>=p->nAlloc ){
    int nNew = p->nAlloc ? p->nAlloc*2 : 64;
    ir_ins *aNew = (ir_ins*)sqlite3_realloc64(p->aIns, sizeof(ir_ins)*(sqlite3_uint64)nNew);
    if( aNew==0 ){ b->oom = 1; return -1; }
    p->aIns = aNew;
    p->nAlloc = nNew;
  }
  pIns = &p->aIns[p->nIns];
  memset(pIns, 0, sizeof(*pIns));
  pIns->op = (unsigned char)op;
  pIns->a = a; pIns->b = bb; pIns->c = c;
  pIns->d = (short)d; pIns->e = (unsigned char)e;
  return p->nIns++;
}

static int ir_new_reg(ir_builder *b){ return b->p->nReg++; }

/* Point the jump at index iJmp to the next instruction. */
static void ir_patch(ir_builder *b, int iJmp){
  if( iJmp>=0 ) b->p->aIns[iJmp].b = b->p->nIns;
}

static int ir_const(ir_builder *b, gs_val v){
  ir_program *p = b->p;
  if( p->nK>=b->nKAlloc ){
    int nNew = b->nKAlloc ? b->nKAlloc*2 : 16;
    gs_val *aNew = (gs_val*)sqlite3_realloc64(p->aK, sizeof(gs_val)*(sqlite3_uint64)nNew);
    if( aNew==0 ){ b->oom = 1; return 0; }
    p->aK = aNew;
    b->nKAlloc = nNew;
  }
  p->aK[p->nK] = v;
  return p->nK++;
}

static int ir_fn(ir_builder *b, const ft_entry *pFn){
  ir_program *p = b->p;
  int i;
  for(i=0; i<p->nFn; i++) if( p->aFn[i]==pFn ) return i;
  if( p->nFn>=b->nFnAlloc ){
    int nNew = b->nFnAlloc ? b->nFnAlloc*2 : 8;
    const ft_entry **aNew = (const ft_entry**)sqlite3_realloc64((void*)p->aFn, sizeof(*aNew)*(sqlite3_uint64)nNew);
    if( aNew==0 ){ b->oom = 1; return 0; }
    p->aFn = aNew;
    b->nFnAlloc = nNew;
  }
  p->aFn[p->nFn] = pFn;
  return p->nFn++;
}

/* A list of forward jumps waiting for their target. */
typedef struct ir_jlist { int *a; int n, nAlloc; } ir_jlist;

static void ir_jlist_add(ir_builder *b, ir_jlist *l, int iJmp){
  if( l->n>=l->nAlloc ){
    int nNew = l->nAlloc ? l->nAlloc*2 : 8;
    int *aNew = (int*)sqlite3_realloc64(l->a, sizeof(int)*(sqlite3_uint64)nNew);
    if( aNew==0 ){ b->oom = 1; return; }
    l->a = aNew;
    l->nAlloc = nNew;
  }
  l->a[l->n++] = iJmp;
}

/* Point every jump of l at the next instruction, and empty l. */
static void ir_jlist_patch(ir_builder *b, ir_jlist *l){
  int i;
  for(i=0; i<l->n; i++) ir_patch(b, l->a[i]);
  sqlite3_free(l->a);
  memset(l, 0, sizeof(*l));
}

static int ir_may_be_string(int tmask){ return (tmask & (FE_T_TEXT|FE_T_BLOB))!=0; }

/* An operand: the register holding it, and whether that register holds a
** reference the consumer must release after its use. */
typedef struct ir_opnd { int reg; int owned; } ir_opnd;

static int lower_into(ir_builder *b, fe_node *p, int dst);
static void lower_cond(ir_builder *b, fe_node *p, ir_jlist *pJmp, int jumpIf, int jumpIfNull);

static ir_opnd lower_operand(ir_builder *b, fe_node *p){
  ir_opnd o;
  while( p->eKind==FE_COLLATE ) p = p->aKid[0];
  if( p->eKind==FE_PARAM ){ o.reg = p->u.iParam; o.owned = 0; return o; }
  if( p->eKind==FE_LET ){ o.reg = b->aLetReg[p->u.iLet]; o.owned = 0; return o; }
  o.reg = ir_new_reg(b);
  o.owned = lower_into(b, p, o.reg) && ir_may_be_string(p->tmask);
  return o;
}

static void ir_release(ir_builder *b, ir_opnd o){
  if( o.owned ) ir_emit(b, IR_DECREF, o.reg, 0, 0, 0, 0);
}

/* Copy operand o into register dst so that dst holds its own reference
** (CASE arms, coalesce). */
static void ir_copy_owned(ir_builder *b, int dst, ir_opnd o, int tmask){
  ir_emit(b, IR_MOVE, dst, o.reg, 0, 0, 0);
  if( ir_may_be_string(tmask) ) ir_emit(b, IR_INCREF, dst, 0, 0, 0, 0);
  ir_release(b, o);
}

/* dst = x cmp y */
static void lower_cmp(ir_builder *b, int dst, fe_node *x, fe_node *y, int gsop, int coll, int aff){
  ir_opnd ox = lower_operand(b, x);
  ir_opnd oy = lower_operand(b, y);
  int i = ir_emit(b, IR_CMP, dst, ox.reg, oy.reg, gsop, coll);
  if( i>=0 ) b->p->aIns[i].f = (unsigned char)aff;
  ir_release(b, ox);
  ir_release(b, oy);
}

/* dst = CASE ... END */
static void lower_case(ir_builder *b, fe_node *p, int dst){
  int nWhen = fe_case_nwhen(p), i;
  fe_node *pBase = fe_case_base(p), *pElse = fe_case_else(p);
  ir_jlist end = {0, 0, 0};
  ir_opnd ob = {0, 0};
  if( pBase ) ob = lower_operand(b, pBase);
  for(i=0; i<nWhen; i++){
    ir_jlist next = {0, 0, 0};
    fe_node *pThen = fe_case_then(p, i);
    if( pBase ){
      int r = ir_new_reg(b);
      ir_opnd ow = lower_operand(b, fe_case_when(p, i));
      int j = ir_emit(b, IR_CMP, r, ob.reg, ow.reg, GS_OP_EQ, p->u.cs.aColl[i]);
      if( j>=0 ) b->p->aIns[j].f = p->u.cs.aAff[i];
      ir_release(b, ow);
      ir_jlist_add(b, &next, ir_emit(b, IR_JNTRUTH, r, 0, 0, 1, 0));
    }else{
      lower_cond(b, fe_case_when(p, i), &next, 0, 1);
    }
    ir_copy_owned(b, dst, lower_operand(b, pThen), pThen->tmask);
    ir_jlist_add(b, &end, ir_emit(b, IR_JMP, 0, 0, 0, 0, 0));
    ir_jlist_patch(b, &next);
  }
  if( pElse ){
    ir_copy_owned(b, dst, lower_operand(b, pElse), pElse->tmask);
  }else{
    ir_emit(b, IR_LOADK, dst, ir_const(b, gs_null()), 0, 0, 0);
  }
  ir_jlist_patch(b, &end);
  ir_release(b, ob);
}

/* dst = coalesce(args...) / ifnull(a, b): the first non-NULL argument. */
static void lower_coalesce(ir_builder *b, fe_node *p, int dst){
  ir_jlist end = {0, 0, 0};
  int i;
  for(i=0; i<p->nKid; i++){
    ir_opnd o = lower_operand(b, p->aKid[i]);
    int iSkip = -1;
    if( i<p->nKid-1 ) iSkip = ir_emit(b, IR_JNULL, o.reg, 0, 0, 0, 0);
    ir_copy_owned(b, dst, o, p->aKid[i]->tmask);
    if( i<p->nKid-1 ){
      ir_jlist_add(b, &end, ir_emit(b, IR_JMP, 0, 0, 0, 0, 0));
      ir_patch(b, iSkip);   /* a NULL holds no reference: nothing to release */
    }
  }
  ir_jlist_patch(b, &end);
}

/* dst = iif(c, x, y) = CASE WHEN c THEN x ELSE y END */
static void lower_iif(ir_builder *b, fe_node *p, int dst){
  ir_jlist next = {0, 0, 0};
  int iEnd;
  lower_cond(b, p->aKid[0], &next, 0, 1);
  ir_copy_owned(b, dst, lower_operand(b, p->aKid[1]), p->aKid[1]->tmask);
  iEnd = ir_emit(b, IR_JMP, 0, 0, 0, 0, 0);
  ir_jlist_patch(b, &next);
  ir_copy_owned(b, dst, lower_operand(b, p->aKid[2]), p->aKid[2]->tmask);
  ir_patch(b, iEnd);
}

/* The jump of a condition held in register r: taken when its truth is
** jumpIf (1 true, 0 false), and when it is NULL if jumpIfNull. */
static void ir_jump_on(ir_builder *b, int r, ir_jlist *pJmp, int jumpIf, int jumpIfNull){
  int op = jumpIfNull ? IR_JNTRUTH : IR_JTRUTH;
  int want = jumpIfNull ? !jumpIf : jumpIf;   /* JNTRUTH: truth != want */
  ir_jlist_add(b, pJmp, ir_emit(b, op, r, 0, 0, want, 0));
}

/* The jump of comparison x op y, x already in register rx. */
static void lower_cond_cmp(ir_builder *b, int rx, fe_node *y, int gsop, int coll, int aff,
                           ir_jlist *pJmp, int jumpIf, int jumpIfNull){
  int r = ir_new_reg(b);
  ir_opnd oy = lower_operand(b, y);
  int i = ir_emit(b, IR_CMP, r, rx, oy.reg, gsop, coll);
  if( i>=0 ) b->p->aIns[i].f = (unsigned char)aff;
  ir_release(b, oy);
  ir_jump_on(b, r, pJmp, jumpIf, jumpIfNull);
}

/* x BETWEEN lo AND hi as a condition: (x >= lo) AND (x <= hi), short-
** circuited as SQLite's exprCodeBetween does in a jump (hi is not
** evaluated when x >= lo settles it).  x is evaluated once; when it holds a
** reference, every way out goes through its release. */
static void lower_cond_between(ir_builder *b, fe_node *p, ir_jlist *pJmp, int jumpIf, int jumpIfNull){
  ir_opnd ox = lower_operand(b, p->aKid[0]);
  ir_jlist out = {0, 0, 0}, *pOut = ox.owned ? &out : pJmp;
  if( jumpIf ){
    /* Jump if both are true: x >= lo not true skips the rest. */
    ir_jlist skip = {0, 0, 0};
    lower_cond_cmp(b, ox.reg, p->aKid[1], GS_OP_GE, p->coll, p->aff, &skip, 0, !jumpIfNull);
    lower_cond_cmp(b, ox.reg, p->aKid[2], GS_OP_LE, p->coll2, p->aff2, pOut, 1, jumpIfNull);
    ir_jlist_patch(b, &skip);
  }else{
    /* Jump if either is false. */
    lower_cond_cmp(b, ox.reg, p->aKid[1], GS_OP_GE, p->coll, p->aff, pOut, 0, jumpIfNull);
    lower_cond_cmp(b, ox.reg, p->aKid[2], GS_OP_LE, p->coll2, p->aff2, pOut, 0, jumpIfNull);
  }
  if( ox.owned ){
    /* Fall through: release x and go on; jumped: release x, then jump. */
    int iOn;
    ir_release(b, ox);
    iOn = ir_emit(b, IR_JMP, 0, 0, 0, 0, 0);
    ir_jlist_patch(b, &out);
    ir_release(b, ox);
    ir_jlist_add(b, pJmp, ir_emit(b, IR_JMP, 0, 0, 0, 0, 0));
    ir_patch(b, iOn);
  }
}

/* The value, 1 or 0, of the TRUE, FALSE or x [NOT] IN () under p. */
static int fe_truth_lit(const fe_node *p){
  while( p->eKind==FE_COLLATE ) p = p->aKid[0];
  return p->u.lit.i!=0;
}

/* sqlite3ExprSimplifiedAndOr: in a condition, an AND or OR with an
** operand that is always true or always false (ast.h's FE_F_ISTRUE) is its
** other operand, or that one, and the operand left out is not evaluated:
** "x OR 1" never evaluates x there (in a value both sides are). */
static fe_node *fe_simplified_and_or(fe_node *p){
  if( p->eKind==FE_AND || p->eKind==FE_OR ){
    fe_node *pRight = fe_simplified_and_or(p->aKid[1]);
    fe_node *pLeft = fe_simplified_and_or(p->aKid[0]);
    int isAnd = p->eKind==FE_AND;
#define FE_ALWAYS(x, f) ((x)->eKind==FE_LIT && ((x)->flags & (f)))
    if( FE_ALWAYS(pLeft, FE_F_ISTRUE) || FE_ALWAYS(pRight, FE_F_ISFALSE) ){
      p = isAnd ? pRight : pLeft;
    }else if( FE_ALWAYS(pRight, FE_F_ISTRUE) || FE_ALWAYS(pLeft, FE_F_ISFALSE) ){
      p = isAnd ? pLeft : pRight;
    }
#undef FE_ALWAYS
  }
  return p;
}

/* Add to pJmp the jumps taken when the truth of p is jumpIf (1 true, 0
** false), or NULL if jumpIfNull; fall through otherwise.  This is SQLite's
** sqlite3ExprIfTrue / sqlite3ExprIfFalse, whose short-circuits decide which
** operands are evaluated (and so which errors are raised): AND and OR
** short-circuit, NOT swaps the sense, BETWEEN is the AND of its two
** comparisons. */
static void lower_cond(ir_builder *b, fe_node *p, ir_jlist *pJmp, int jumpIf, int jumpIfNull){
  ir_opnd o;
  int r;
  /* (A COLLATE above the condition makes it a value: sqlite3ExprIfTrue
  ** evaluates "(x AND y) COLLATE NOCASE" whole.) */
  if( p->eKind==FE_AND || p->eKind==FE_OR ){
    int isAnd = p->eKind==FE_AND;
    fe_node *q = fe_simplified_and_or(p);
    if( q!=p ){
      lower_cond(b, q, pJmp, jumpIf, jumpIfNull);
      return;
    }
    if( isAnd!=jumpIf ){
      /* AND, jump if false: either false.  OR, jump if true: either. */
      lower_cond(b, p->aKid[0], pJmp, jumpIf, jumpIfNull);
      lower_cond(b, p->aKid[1], pJmp, jumpIf, jumpIfNull);
    }else{
      /* AND, jump if true: x not true skips y.  OR, jump if false: x
      ** not false skips y.  A NULL x decides only when NULL does not
      ** jump: it then skips y. */
      ir_jlist skip = {0, 0, 0};
      lower_cond(b, p->aKid[0], &skip, !jumpIf, !jumpIfNull);
      lower_cond(b, p->aKid[1], pJmp, jumpIf, jumpIfNull);
      ir_jlist_patch(b, &skip);
    }
    return;
  }
  if( p->eKind==FE_IS && (p->flags & FE_F_TRUTH) ){
    /* x IS [NOT] TRUE|FALSE: a jump on x itself (sqlite3ExprIfTrue's
    ** TK_TRUTH), where a NULL x makes the test true only after NOT. */
    int isNot = (p->flags & FE_F_NOT)!=0;
    int bPos = fe_truth_lit(p->aKid[1]) ^ isNot;
    lower_cond(b, p->aKid[0], pJmp, bPos ? jumpIf : !jumpIf, isNot==jumpIf);
    return;
  }
  if( p->eKind==FE_NOT ){
    /* NOT x is true when x is false, and NULL when x is NULL. */
    lower_cond(b, p->aKid[0], pJmp, !jumpIf, jumpIfNull);
    return;
  }
  if( p->eKind==FE_BETWEEN ){
    lower_cond_between(b, p, pJmp, (p->flags & FE_F_NOT) ? !jumpIf : jumpIf, jumpIfNull);
    return;
  }
  o = lower_operand(b, p);
  r = o.reg;
  if( o.owned ){
    /* A string condition: take its truth, release it, branch on that. */
    r = ir_new_reg(b);
    ir_emit(b, IR_UNOP, r, o.reg, 0, FE_OP_TRUTH, 0);
    ir_release(b, o);
  }
  ir_jump_on(b, r, pJmp, jumpIf, jumpIfNull);
}

/* Does p name no parameter and no let binding (so SQLite, where the
** parameters are columns, would take it for a constant)? */
static int fe_is_constant(const fe_node *p){
  int i;
  if( p->eKind==FE_PARAM || p->eKind==FE_LET ) return 0;
  for(i=0; i<p->nKid; i++){
    if( p->aKid[i] && !fe_is_constant(p->aKid[i]) ) return 0;
  }
  return 1;
}

/* A unary or binary operator over evaluated operands. */
static void lower_op(ir_builder *b, int dst, int op, int eOp, fe_node *x, fe_node *y){
  ir_opnd ox = lower_operand(b, x);
  ir_opnd oy = {0, 0};
  if( y ) oy = lower_operand(b, y);
  ir_emit(b, op, dst, ox.reg, oy.reg, eOp, 0);
  ir_release(b, ox);
  if( y ) ir_release(b, oy);
}

/* Compute p into register dst.  Returns 1 when dst may hold a reference
** (the caller releases it), 0 when it holds a view or a number. */
static int lower_into(ir_builder *b, fe_node *p, int dst){
  switch( p->eKind ){
    case FE_LIT: {
      gs_val v = gs_null();
      switch( p->u.lit.eType ){
        case GS_INT:  v = gs_int(p->u.lit.i); break;
        case GS_REAL: v = gs_real(p->u.lit.r); break;
        case GS_TEXT: v = gs_text(gs_view((const unsigned char*)p->u.lit.z, p->u.lit.n)); break;
        case GS_BLOB: v = gs_blob(gs_view((const unsigned char*)p->u.lit.z, p->u.lit.n)); break;
      }
      ir_emit(b, IR_LOADK, dst, ir_const(b, v), 0, 0, 0);
      return 0;
    }
    case FE_COLLATE:
      return lower_into(b, p->aKid[0], dst);
    case FE_PARAM:
      ir_emit(b, IR_MOVE, dst, p->u.iParam, 0, 0, 0);
      return 0;
    case FE_LET:
      /* A borrowed value that now needs a reference of its own. */
      ir_emit(b, IR_MOVE, dst, b->aLetReg[p->u.iLet], 0, 0, 0);
      if( !ir_may_be_string(p->tmask) ) return 0;
      ir_emit(b, IR_INCREF, dst, 0, 0, 0, 0);
      return 1;
    case FE_CALL: {
      const ft_entry *pFn = p->u.call.pFn;
      if( pFn->flags & FT_SPECIAL ){
        if( strcmp(pFn->zName, "iif")==0 ) lower_iif(b, p, dst);
        else lower_coalesce(b, p, dst);
        return 1;
      }else{
        int i, base = b->p->nReg, n = p->nKid;
        ir_opnd *ao = (ir_opnd*)sqlite3_malloc64(sizeof(ir_opnd)*(sqlite3_uint64)(n+1));
        if( ao==0 ){ b->oom = 1; return 0; }
        /* Arguments go into consecutive registers. */
        b->p->nReg += n;
        for(i=0; i<n; i++){
          fe_node *k = p->aKid[i];
          while( k->eKind==FE_COLLATE ) k = k->aKid[0];
          if( k->eKind==FE_PARAM || k->eKind==FE_LET ){
            ir_emit(b, IR_MOVE, base+i, k->eKind==FE_PARAM ? k->u.iParam : b->aLetReg[k->u.iLet], 0, 0, 0);
            ao[i].owned = 0;
          }else{
            ao[i].owned = lower_into(b, k, base+i) && ir_may_be_string(k->tmask);
          }
          ao[i].reg = base+i;
        }
        ir_emit(b, IR_CALL, dst, base, n, ir_fn(b, pFn), p->coll);
        for(i=0; i<n; i++) ir_release(b, ao[i]);
        sqlite3_free(ao);
        return 1;
      }
    }
    case FE_UNARY:
    case FE_BINARY:
      lower_op(b, dst, fe_op_table[p->eOp].eIr, p->eOp, p->aKid[0], p->nKid>1 ? p->aKid[1] : 0);
      return 1;
    case FE_NOT:
      lower_op(b, dst, IR_UNOP, FE_OP_NOT, p->aKid[0], 0);
      return 0;
    case FE_ISNULL:
      lower_op(b, dst, IR_UNOP, (p->flags & FE_F_NOT) ? FE_OP_NOTNULL : FE_OP_ISNULL, p->aKid[0], 0);
      return 0;
    case FE_AND:
    case FE_OR:
      lower_op(b, dst, IR_BINOP, p->eKind==FE_AND ? FE_OP_AND : FE_OP_OR, p->aKid[0], p->aKid[1]);
      return 0;
    case FE_CMP:
      lower_cmp(b, dst, p->aKid[0], p->aKid[1], fe_op_table[p->eOp].eCmp, p->coll, p->aff);
      return 0;
    case FE_IS:
      if( p->flags & FE_F_TRUTH ){
        /* x IS [NOT] TRUE|FALSE: the truth of x (1, 0 or NULL) IS [NOT]
        ** 1 or 0, as OP_IsTrue computes it. */
        int r = ir_new_reg(b), rk = ir_new_reg(b);
        lower_op(b, r, IR_UNOP, FE_OP_TRUTH, p->aKid[0], 0);
        ir_emit(b, IR_LOADK, rk, ir_const(b, gs_int(fe_truth_lit(p->aKid[1]))), 0, 0, 0);
        ir_emit(b, IR_CMP, dst, r, rk, (p->flags & FE_F_NOT) ? GS_OP_ISNOT : GS_OP_IS, 0);
        return 0;
      }
      lower_cmp(b, dst, p->aKid[0], p->aKid[1], (p->flags & FE_F_NOT) ? GS_OP_ISNOT : GS_OP_IS, p->coll, p->aff);
      return 0;
    case FE_BETWEEN: {
      /* x >= lo AND x <= hi, both sides evaluated (value context). */
      int r1 = ir_new_reg(b), r2 = ir_new_reg(b);
      lower_cmp(b, r1, p->aKid[0], p->aKid[1], GS_OP_GE, p->coll, p->aff);
      lower_cmp(b, r2, p->aKid[0], p->aKid[2], GS_OP_LE, p->coll2, p->aff2);
      if( p->flags & FE_F_NOT ){
        int r3 = ir_new_reg(b);
        ir_emit(b, IR_BINOP, r3, r1, r2, FE_OP_AND, 0);
        ir_emit(b, IR_UNOP, dst, r3, 0, FE_OP_NOT, 0);
      }else{
        ir_emit(b, IR_BINOP, dst, r1, r2, FE_OP_AND, 0);
      }
      return 0;
    }
    case FE_IN: {
      /* x IN (v1..vn) is (x=v1) OR .. OR (x=vn) in three-valued logic,
      ** evaluated as SQLite does (sqlite3ExprCodeIN), which decides the
      ** errors raised: a list of more than two constants is evaluated
      ** whole, first (it becomes an index); any other list item by item
      ** after x, stopping at the first that equals it. */
      int i, n = p->nKid - 1, acc = ir_new_reg(b);
      int bWhole = n>2;
      ir_opnd ox, *aov = 0;
      ir_jlist done = {0, 0, 0};
      for(i=1; bWhole && i<=n; i++) bWhole = fe_is_constant(p->aKid[i]);
      if( bWhole ){
        aov = (ir_opnd*)sqlite3_malloc64(sizeof(ir_opnd)*(sqlite3_uint64)n);
        if( aov==0 ){ b->oom = 1; return 0; }
        for(i=0; i<n; i++) aov[i] = lower_operand(b, p->aKid[i+1]);
      }
      ox = lower_operand(b, p->aKid[0]);
      for(i=1; i<=n; i++){
        int r = ir_new_reg(b), j;
        ir_opnd ov = aov ? aov[i-1] : lower_operand(b, p->aKid[i]);
        j = ir_emit(b, IR_CMP, i==1 ? acc : r, ox.reg, ov.reg, GS_OP_EQ, p->coll);
        if( j>=0 ) b->p->aIns[j].f = (unsigned char)(p->aff | (bWhole ? GS_AFF_RECORD : 0));
        if( !aov ) ir_release(b, ov);
        if( i>1 ) ir_emit(b, IR_BINOP, acc, acc, r, FE_OP_OR, 0);
        if( !aov && i<n ) ir_jlist_add(b, &done, ir_emit(b, IR_JTRUTH, acc, 0, 0, 1, 0));
      }
      ir_jlist_patch(b, &done);
      if( aov ){
        for(i=0; i<n; i++) ir_release(b, aov[i]);
        sqlite3_free(aov);
      }
      ir_release(b, ox);
      if( p->flags & FE_F_NOT ) ir_emit(b, IR_UNOP, dst, acc, 0, FE_OP_NOT, 0);
      else ir_emit(b, IR_MOVE, dst, acc, 0, 0, 0);
      return 0;
    }
    case FE_LIKE: {
      /* like(pattern, x [, escape]), as SQLite's own like() takes them. */
      int base = b->p->nReg, n = (p->flags & FE_F_ESCAPE) ? 3 : 2, i;
      ir_opnd ao[3];
      fe_node *aArg[3];
      aArg[0] = p->aKid[1]; aArg[1] = p->aKid[0]; aArg[2] = n==3 ? p->aKid[2] : 0;
      b->p->nReg += n;
      for(i=0; i<n; i++){
        ir_opnd o = lower_operand(b, aArg[i]);
        ir_emit(b, IR_MOVE, base+i, o.reg, 0, 0, 0);
        ao[i] = o;
      }
      if( p->flags & FE_F_NOT ){
        int r = ir_new_reg(b);
        ir_emit(b, IR_CALL, r, base, n, ir_fn(b, p->u.call.pFn), 0);
        ir_emit(b, IR_UNOP, dst, r, 0, FE_OP_NOT, 0);
      }else{
        ir_emit(b, IR_CALL, dst, base, n, ir_fn(b, p->u.call.pFn), 0);
      }
      for(i=0; i<n; i++) ir_release(b, ao[i]);
      return 0;
    }
    case FE_CASE:
      lower_case(b, p, dst);
      return 1;
    case FE_CAST: {
      int to;
      switch( p->u.cast.eAff ){
        case FE_AFF_TEXT:    to = GS_TEXT; break;
        case FE_AFF_INTEGER: to = GS_INT; break;
        case FE_AFF_REAL:    to = GS_REAL; break;
        case FE_AFF_NUMERIC: to = GS_CAST_NUMERIC; break;
        default:             to = GS_BLOB; break;
      }
      lower_op(b, dst, IR_CAST, to, p->aKid[0], 0);
      return 1;
    }
    default:
      ir_emit(b, IR_LOADK, dst, ir_const(b, gs_null()), 0, 0, 0);
      return 0;
  }
}

int ir_lower(fe_program *pAst, ir_program **ppIr){
  ir_builder b;
  ir_program *p;
  int i, rRes;
  int *aOwned;
  memset(&b, 0, sizeof(b));
  *ppIr = 0;
  p = (ir_program*)sqlite3_malloc64(sizeof(*p));
  if( p==0 ){ fe_free(pAst); return SQLITE_NOMEM; }
  memset(p, 0, sizeof(*p));
  p->pAst = pAst;
  p->nArg = pAst->nArg;
  b.p = p;
  b.aLetReg = (int*)sqlite3_malloc64(sizeof(int)*2*(sqlite3_uint64)(pAst->nLet+1));
  if( b.aLetReg==0 ){ ir_free(p); return SQLITE_NOMEM; }
  aOwned = b.aLetReg + pAst->nLet + 1;

  for(i=0; i<pAst->nArg; i++) ir_emit(&b, IR_ARG, ir_new_reg(&b), i, 0, 0, 0);
  for(i=0; i<pAst->nLet; i++){
    fe_node *e = pAst->aLet[i].pExpr;
    int r = ir_new_reg(&b);
    b.aLetReg[i] = r;
    aOwned[i] = lower_into(&b, e, r) && ir_may_be_string(e->tmask);
    if( aOwned[i] ){
      /* The binding's own reference; the temporary's is released at once. */
      ir_emit(&b, IR_INCREF, r, 0, 0, 0, 0);
      ir_emit(&b, IR_DECREF, r, 0, 0, 0, 0);
    }
  }
  /* The result holds its own reference (or is a view) for the caller. */
  rRes = ir_new_reg(&b);
  lower_into(&b, pAst->pBody, rRes);
  for(i=pAst->nLet-1; i>=0; i--){
    if( aOwned[i] ) ir_emit(&b, IR_DECREF, b.aLetReg[i], 0, 0, 0, 0);
  }
  ir_emit(&b, IR_RET, rRes, 0, 0, 0, 0);
  sqlite3_free(b.aLetReg);
  if( b.oom ){ ir_free(p); return SQLITE_NOMEM; }
  *ppIr = p;
  return SQLITE_OK;
}

void ir_free(ir_program *p){
  if( p==0 ) return;
  sqlite3_free(p->aIns);
  sqlite3_free(p->aRun);
  sqlite3_free(p->aK);
  sqlite3_free((void*)p->aFn);
  fe_free(p->pAst);
  sqlite3_free(p);
}

int ir_count_refops(const ir_program *p){
  int i, n = 0;
  for(i=0; i<p->nIns; i++){
    if( p->aIns[i].op==IR_INCREF || p->aIns[i].op==IR_DECREF ) n++;
  }
  return n;
}

int ir_count_ops(const ir_program *p){
  int i, n = 0;
  for(i=0; i<p->nIns; i++){
    if( IR_IS_OPERATION(p->aIns[i].op) ) n++;
  }
  return n;
}

#ifndef NDEBUG
/* Is p well formed: every register, constant, function and jump target in
** range, every operator one its opcode runs, and the last instruction a
** RET?  Lowering and pruning keep it so; both engines rely on it. */
int ir_is_valid(const ir_program *p){
  int i;
  if( p->nIns<1 || p->aIns[p->nIns-1].op!=IR_RET ) return 0;
  for(i=0; i<p->nIns; i++){
    const ir_ins *x = &p->aIns[i];
    int bReg = x->a>=0 && x->a<p->nReg;
    switch( x->op ){
      case IR_LOADK:  if( x->b<0 || x->b>=p->nK ) return 0; break;
      case IR_ARG:    if( x->b<0 || x->b>=p->nArg ) return 0; break;
      case IR_CALL:
        if( x->b<0 || x->c<0 || x->b + x->c > p->nReg || x->d<0 || x->d>=p->nFn ) return 0;
        break;
      case IR_BINOP:
        if( x->c<0 || x->c>=p->nReg ) return 0;
        /* fall through */
      case IR_UNOP:
        if( x->d<=FE_OP_NONE || x->d>=FE_OP_COUNT || fe_op_table[x->d].eIr!=x->op ) return 0;
        /* fall through */
      case IR_MOVE: case IR_CAST:
        if( x->b<0 || x->b>=p->nReg ) return 0;
        break;
      case IR_CMP:
        if( x->b<0 || x->b>=p->nReg || x->c<0 || x->c>=p->nReg ) return 0;
        break;
      case IR_JMP:
        bReg = 1;
        /* fall through */
      case IR_JTRUTH: case IR_JNTRUTH: case IR_JNULL: case IR_JNOTNULL:
        if( x->b<0 || x->b>=p->nIns ) return 0;
        break;
      case IR_INCREF: case IR_DECREF: case IR_RET:
        break;
      default:
        return 0;
    }
    if( !bReg ) return 0;
  }
  return 1;
}
#endif

/* ---- the CPU engine's order -------------------------------------------- */

/* The register an instruction writes, or -1. */
static int ir_dest(const ir_ins *x){
  switch( x->op ){
    case IR_LOADK: case IR_ARG: case IR_MOVE: case IR_CALL:
    case IR_UNOP: case IR_BINOP: case IR_CMP: case IR_CAST:
      return x->a;
  }
  return -1;
}

/* Run STMT with r set to each register that instruction x reads. */
#define IR_FOR_READS(x, r, STMT) do{ \
  int r##_k; \
  switch( (x)->op ){ \
    case IR_MOVE: case IR_UNOP: case IR_CAST: { int r = (x)->b; STMT; break; } \
    case IR_BINOP: case IR_CMP: { int r = (x)->b; STMT; } { int r = (x)->c; STMT; break; } \
    case IR_CALL: for(r##_k=0; r##_k<(x)->c; r##_k++){ int r = (x)->b + r##_k; STMT; } break; \
    case IR_JTRUTH: case IR_JNTRUTH: case IR_JNULL: case IR_JNOTNULL: \
    case IR_INCREF: case IR_DECREF: case IR_RET: { int r = (x)->a; STMT; break; } \
  } \
}while(0)

/* Make p->aRun: the same program for a CPU worker that runs many rows with
** one register file.
**   - A LOADK whose register no other instruction writes loads the same
**     view on every row: it goes first, into the nHoist instructions the
**     worker runs once.
**   - An argument's register that nothing else writes is filled by the
**     worker from the batch (p->aArgReg), and its ARG goes; when its one
**     reader is a MOVE to a register nothing else writes (an argument
**     copied into a call's arguments), the argument lands there and the
**     MOVE goes too.  Argument values are views: loading them earlier, or
**     into the MOVE's register, changes nothing a row can see.
** Jumps are renumbered.  Out of memory leaves aRun 0: the worker then runs
** aIns, row by row, as before. */
void ir_plan_cpu(ir_program *p){
  int nInt = 2*p->nReg + 2*p->nIns + p->nArg + 1;
  int *aWrites = (int*)sqlite3_malloc64(sizeof(int)*(sqlite3_uint64)nInt);
  int *aReads, *aGone, *aNew, *aArgReg;
  ir_ins *aRun;
  int i, n = 0, bArgRegs = 1;
  if( aWrites==0 ) return;
  memset(aWrites, 0, sizeof(int)*(size_t)nInt);
  aReads = aWrites + p->nReg;
  aGone = aReads + p->nReg;
  aNew = aGone + p->nIns;
  aArgReg = aNew + p->nIns;
  for(i=0; i<p->nIns; i++){
    const ir_ins *x = &p->aIns[i];
    int r = ir_dest(x);
    if( r>=0 ) aWrites[r]++;
    IR_FOR_READS(x, rr, aReads[rr]++);
  }
  /* An argument without an ARG lands in a spare register past nReg. */
  for(i=0; i<p->nArg; i++) aArgReg[i] = p->nReg + i;
  for(i=0; i<p->nIns; i++){
    const ir_ins *x = &p->aIns[i];
    if( x->op==IR_ARG && aWrites[x->a]!=1 ) bArgRegs = 0;
  }
  /* aGone: 1 hoisted, 2 dropped. */
  for(i=0; i<p->nIns; i++){
    const ir_ins *x = &p->aIns[i];
    if( x->op==IR_LOADK && aWrites[x->a]==1 ){
      aGone[i] = 1;
    }else if( x->op==IR_ARG && bArgRegs ){
      int j;
      aGone[i] = 2;
      aArgReg[x->b] = x->a;
      if( aReads[x->a]!=1 ) continue;
      for(j=0; j<p->nIns; j++){
        const ir_ins *m = &p->aIns[j];
        if( m->op==IR_MOVE && m->b==x->a && aWrites[m->a]==1 ){
          aArgReg[x->b] = m->a;
          aGone[j] = 2;
        }
      }
    }
  }
  aRun = (ir_ins*)sqlite3_malloc64(sizeof(ir_ins)*(sqlite3_uint64)p->nIns + sizeof(int)*(sqlite3_uint64)(p->nArg + 1));
  if( aRun==0 ){ sqlite3_free(aWrites); return; }
  n = 0;
  for(i=0; i<p->nIns; i++){
    if( aGone[i]==1 ) aRun[n++] = p->aIns[i];
  }
  p->nHoist = n;
  /* aNew[i]: where instruction i, or the first kept one after it, runs
  ** (the last, RET, is always kept). */
  for(i=0; i<p->nIns; i++){
    if( aGone[i]==0 ){ aNew[i] = n; aRun[n++] = p->aIns[i]; }
  }
  for(i=p->nIns-1; i>=0; i--){
    if( aGone[i] ) aNew[i] = aNew[i+1];
  }
  for(i=p->nHoist; i<n; i++){
    if( IR_IS_JUMP(aRun[i].op) ) aRun[i].b = aNew[aRun[i].b];
  }
  p->aRun = aRun;
  p->nRun = n;
  if( bArgRegs ){
    p->aArgReg = (int*)&aRun[p->nIns];
    memcpy(p->aArgReg, aArgReg, sizeof(int)*(size_t)p->nArg);
  }
  sqlite3_free(aWrites);
}

/* ---- listing ----------------------------------------------------------- */

static const char *ir_op_name(int op){
  static const char *const az[] = { "?",
#define IR_OPCODE_NAME(NAME) #NAME,
    IR_OPCODE_LIST(IR_OPCODE_NAME)
#undef IR_OPCODE_NAME
  };
  return op>0 && op<IR_OPCODE_COUNT ? az[op] : "?";
}

static const char *ir_cmp_name(int d){
  static const char *const az[] = { "?", "=", "<>", "<", "<=", ">", ">=", "IS", "IS NOT" };
  return d>=1 && d<=8 ? az[d] : "?";
}

static void ir_dump_const(sqlite3_str *s, gs_val v){
  switch( v.type ){
    case GS_NULL: sqlite3_str_appendall(s, "NULL"); break;
    case GS_INT:  sqlite3_str_appendf(s, "%lld", (long long)v.u.i); break;
    case GS_REAL: sqlite3_str_appendf(s, "%!.15g", v.u.r); break;
    case GS_TEXT: sqlite3_str_appendf(s, "'%.*q'", (int)(v.s.n<40 ? v.s.n : 40), (const char*)v.s.z); break;
    default:      sqlite3_str_appendf(s, "blob(%lld bytes)", (long long)v.s.n); break;
  }
}

char *ir_dump(const ir_program *p){
  sqlite3_str *s = sqlite3_str_new(0);
  int i;
  for(i=0; i<p->nIns; i++){
    const ir_ins *x = &p->aIns[i];
    sqlite3_str_appendf(s, "%3d %-8s ", i, ir_op_name(x->op));
    switch( x->op ){
      case IR_LOADK: sqlite3_str_appendf(s, "r%d = ", x->a); ir_dump_const(s, p->aK[x->b]); break;
      case IR_ARG:   sqlite3_str_appendf(s, "r%d = arg%d", x->a, x->b); break;
      case IR_MOVE:  sqlite3_str_appendf(s, "r%d = r%d", x->a, x->b); break;
      case IR_CALL: {
        int k;
        sqlite3_str_appendf(s, "r%d = %s(", x->a, p->aFn[x->d]->zName);
        for(k=0; k<x->c; k++) sqlite3_str_appendf(s, "%sr%d", k ? ", " : "", x->b+k);
        sqlite3_str_appendall(s, ")");
        break;
      }
      case IR_UNOP:  sqlite3_str_appendf(s, "r%d = %s r%d", x->a, fe_op_name(x->d), x->b); break;
      case IR_BINOP: sqlite3_str_appendf(s, "r%d = r%d %s r%d", x->a, x->b, fe_op_name(x->d), x->c); break;
      case IR_CMP:
        sqlite3_str_appendf(s, "r%d = r%d %s r%d", x->a, x->b, ir_cmp_name(x->d), x->c);
        if( x->e ) sqlite3_str_appendf(s, " COLLATE %s", fe_coll_name(x->e));
        if( (x->f & ~GS_AFF_RECORD)==FE_AFF_TEXT ) sqlite3_str_appendall(s, " (text affinity)");
        else if( (x->f & ~GS_AFF_RECORD)>=FE_AFF_NUMERIC ) sqlite3_str_appendall(s, " (numeric affinity)");
        if( x->f & GS_AFF_RECORD ) sqlite3_str_appendall(s, " (as an index)");
        break;
      case IR_CAST: {
        static const char *const az[] = { "?", "INTEGER", "REAL", "TEXT", "BLOB", "NUMERIC" };
        sqlite3_str_appendf(s, "r%d = CAST(r%d AS %s)", x->a, x->b, x->d>=1 && x->d<=5 ? az[x->d] : "?");
        break;
      }
      case IR_JMP:   sqlite3_str_appendf(s, "-> %d", x->b); break;
      case IR_JTRUTH:  sqlite3_str_appendf(s, "if truth(r%d) == %d -> %d", x->a, x->d, x->b); break;
      case IR_JNTRUTH: sqlite3_str_appendf(s, "if truth(r%d) != %d -> %d", x->a, x->d, x->b); break;
      case IR_JNULL:   sqlite3_str_appendf(s, "if r%d IS NULL -> %d", x->a, x->b); break;
      case IR_JNOTNULL:sqlite3_str_appendf(s, "if r%d NOT NULL -> %d", x->a, x->b); break;
      default:       sqlite3_str_appendf(s, "r%d", x->a); break;
    }
    sqlite3_str_appendchar(s, 1, '\n');
  }
  return sqlite3_str_finish(s);
}
