/*
** emit_cuda.c - the pruned IR printed as CUDA C: one row function and a
** kernel that runs it one thread per row.
**
**   SELECT gpu_explain('s -> upper(s)||s', 'cuda');
**
** In docs/design.md's flow this is the step IR' --emit--> CUDA C --NVRTC-->
** CUBIN.  The output is the common subset of C and CUDA C++ that the
** runtime headers are written in, so the same text compiles under NVRTC
** for the GPU and, with the host compiler, against the same headers for
** the test suite (runtime/gs_kernel.h's GS_KERNEL is the only difference).
**
** The translation is one statement per instruction, in the order vm.c
** executes them: registers become an array of gs_val, jumps become gotos,
** refcount instructions become gs_val_incref/gs_val_decref calls, and every
** instruction that can fail is followed by a check of the context's rc.
** Constants are printed as data: strings as byte arrays (they may hold
** NULs or invalid UTF-8), REALs by their bits (no decimal round trip).
*/
#include "gpustr_int.h"
#include "emit_cuda.h"
#include "gs_regex.h"   /* a regular expression's program and its DFA table */
#include <string.h>

/* Shared memory a kernel may take for its constants (GS_SMEM_DECL): of a
** block's 48 KB of static shared memory, the rest is the kernel's own. */
#define EMIT_SMEM_MAX 32768

/* Is constant v a regular expression's program (check.c), with or without
** its DFA table?  (A user's BLOB that looks like one only costs a copy.) */
static int emit_is_regex(const gs_val *v){
  return v->type==GS_BLOB && v->s.n>=GS_RE_HDR
      && (gs_re_tab_of(v->s.z, v->s.n)!=0 || (int64_t)gs_re_u32(v->s.z)==v->s.n);
}

/* Which constants go to shared memory: the programs of regular
** expressions, in order, while they fit in EMIT_SMEM_MAX (aShared[i] 1).
** Not in a join's kernel.  The number of them. */
static int emit_shared_set(const ir_program *p, int bJoin, unsigned char *aShared){
  int i, n = 0;
  int64_t used = 0;
  for(i=0; i<p->nK; i++){
    const gs_val *v = &p->aK[i];
    aShared[i] = 0;
    if( bJoin || !emit_is_regex(v) || used + v->s.n>EMIT_SMEM_MAX ) continue;
    used += (v->s.n + 15) & ~(int64_t)15;
    aShared[i] = 1;
    n++;
  }
  return n;
}

/* A comment on each regular expression's program: its DFA table's states
** (the GPU's search, runtime/gs_regex.h) or none (the Pike VM), and where
** the kernel reads it.  gpu_explain(p, 'cuda') shows it. */
static void emit_regex_comments(sqlite3_str *s, const ir_program *p, const char *zName,
                                const unsigned char *aShared){
  int i, k;
  for(i=0; i<p->nK; i++){
    const gs_val *v = &p->aK[i];
    const unsigned char *t;
    if( !emit_is_regex(v) ) continue;
    t = gs_re_tab_of(v->s.z, v->s.n);
    sqlite3_str_appendf(s, "/* %s_k%d: a regular expression's program", zName, i);
    if( t ){
      static const char *const azKind[3] = { "match", "first", "start" };
      sqlite3_str_appendf(s, " and its DFA table (%lld bytes; states:", (long long)gs_re_u32(t));
      for(k=0; k<3; k++){
        const unsigned char *d = gs_re_tab_dfa(t, k);
        sqlite3_str_appendf(s, "%s %s ", k ? "," : "", azKind[k]);
        if( d ) sqlite3_str_appendf(s, "%d", (int)gs_re_u16(d));
        else sqlite3_str_appendall(s, "none");
      }
      sqlite3_str_appendall(s, ")");
    }else{
      sqlite3_str_appendall(s, ", no DFA table (over the cap): the Pike VM");
    }
    sqlite3_str_appendf(s, ", in %s memory */\n", aShared[i] ? "shared" : "global");
  }
}

/* The program text as a C comment (with any comment terminator broken). */
static void emit_source_comment(sqlite3_str *s, const char *zSrc){
  sqlite3_str_appendall(s, "/* program: ");
  for(; *zSrc; zSrc++){
    if( zSrc[0]=='*' && zSrc[1]=='/' ){ sqlite3_str_appendall(s, "* /"); zSrc++; continue; }
    if( zSrc[0]=='\n' ){ sqlite3_str_appendall(s, "\n**          "); continue; }
    sqlite3_str_appendchar(s, 1, *zSrc);
  }
  sqlite3_str_appendall(s, " */\n");
}

static void emit_string_constants(sqlite3_str *s, const ir_program *p, const char *zName){
  int i;
  int64_t j;
  for(i=0; i<p->nK; i++){
    const gs_val *v = &p->aK[i];
    if( !gs_is_str(*v) ) continue;
    sqlite3_str_appendf(s, "GS_DATA unsigned char %s_k%d[%lld] = {", zName, i,
                        (long long)(v->s.n ? v->s.n : 1));
    for(j=0; j<v->s.n; j++){
      sqlite3_str_appendf(s, "%s%s%d", j ? "," : "", j%24==0 ? "\n  " : "", v->s.z[j]);
    }
    sqlite3_str_appendall(s, v->s.n ? "\n};\n" : "0};\n");
  }
}

static void emit_constant(sqlite3_str *s, const ir_program *p, int iK, const char *zName,
                          const unsigned char *aShared){
  const gs_val *v = &p->aK[iK];
  if( aShared && aShared[iK] ){
    sqlite3_str_appendf(s, "gs_blob(gs_view(GS_SMEM(%s_k%d, %s_s%d), %lld))",
                        zName, iK, zName, iK, (long long)v->s.n);
    return;
  }
  switch( v->type ){
    case GS_INT:
      if( v->u.i==INT64_MIN ) sqlite3_str_appendall(s, "gs_int(-9223372036854775807LL-1)");
      else sqlite3_str_appendf(s, "gs_int(%lldLL)", (long long)v->u.i);
      break;
    case GS_REAL: {
      uint64_t u;
      memcpy(&u, &v->u.r, sizeof u);
      sqlite3_str_appendf(s, "gs_real(gs_bits_dbl(0x%016llxULL))", (unsigned long long)u);
      break;
    }
    case GS_TEXT:
    case GS_BLOB:
      sqlite3_str_appendf(s, "%s(gs_view(%s_k%d, %lld))", v->type==GS_TEXT ? "gs_text" : "gs_blob",
                          zName, iK, (long long)v->s.n);
      break;
    default:
      sqlite3_str_appendall(s, "gs_null()");
      break;
  }
}

static void emit_instruction(sqlite3_str *s, const ir_program *p, const ir_ins *x, const char *zName,
                             int bJoin, const unsigned char *aShared){
  switch( x->op ){
    case IR_LOADK:
      sqlite3_str_appendf(s, "r%d = ", x->a);
      emit_constant(s, p, x->b, zName, aShared);
      sqlite3_str_appendall(s, ";");
      break;
    case IR_ARG:
      if( bJoin ) sqlite3_str_appendf(s, "r%d = gs_kjarg(k, %d, %s);", x->a, x->b, x->b ? "ri" : "li");
      else sqlite3_str_appendf(s, "r%d = gs_karg(k, %d, row);", x->a, x->b);
      break;
    case IR_MOVE:  sqlite3_str_appendf(s, "r%d = r%d;", x->a, x->b); break;
    case IR_CALL: {
      /* The arguments R[b] .. R[b+c-1] in an array of their own (the
      ** runtime's functions only read it), or the one register itself. */
      const ft_entry *f = p->aFn[x->d];
      int bColl = x->e && f->zSymColl, j;
      if( x->c>1 ){
        sqlite3_str_appendall(s, "{ const gs_val A[] = { ");
        for(j=0; j<x->c; j++) sqlite3_str_appendf(s, "%sr%d", j ? ", " : "", x->b + j);
        sqlite3_str_appendall(s, " }; ");
      }
      sqlite3_str_appendf(s, "r%d = %s(c, %d, ", x->a, bColl ? f->zSymColl : f->zSym, x->c);
      if( x->c>1 ) sqlite3_str_appendall(s, "A");
      else if( x->c==1 ) sqlite3_str_appendf(s, "&r%d", x->b);
      else sqlite3_str_appendall(s, "0");
      if( bColl ) sqlite3_str_appendf(s, ", %d", x->e);
      sqlite3_str_appendall(s, x->c>1 ? "); }" : ");");
      break;
    }
    case IR_UNOP:
      sqlite3_str_appendf(s, "r%d = %s(c, r%d);", x->a, fe_op_table[x->d].zSym, x->b);
      break;
    case IR_BINOP:
      sqlite3_str_appendf(s, "r%d = %s(c, r%d, r%d);", x->a, fe_op_table[x->d].zSym, x->b, x->c);
      break;
    case IR_CMP:
      sqlite3_str_appendf(s, "r%d = gs_op_cmp_aff(c, %d, r%d, r%d, %d, %d);",
                          x->a, x->d, x->b, x->c, x->e, x->f);
      break;
    case IR_CAST:  sqlite3_str_appendf(s, "r%d = gs_cast(c, r%d, %d);", x->a, x->b, x->d); break;
    case IR_JMP:   sqlite3_str_appendf(s, "goto L%d;", x->b); break;
    case IR_JTRUTH:   sqlite3_str_appendf(s, "if( gs_truth(r%d)==%d ) goto L%d;", x->a, x->d, x->b); break;
    case IR_JNTRUTH:  sqlite3_str_appendf(s, "if( gs_truth(r%d)!=%d ) goto L%d;", x->a, x->d, x->b); break;
    case IR_JNULL:    sqlite3_str_appendf(s, "if( r%d.type==GS_NULL ) goto L%d;", x->a, x->b); break;
    case IR_JNOTNULL: sqlite3_str_appendf(s, "if( r%d.type!=GS_NULL ) goto L%d;", x->a, x->b); break;
    case IR_INCREF: sqlite3_str_appendf(s, "gs_val_incref(c, r%d);", x->a); break;
    case IR_DECREF: sqlite3_str_appendf(s, "gs_val_decref(c, r%d);", x->a); break;
    case IR_RET:
      if( bJoin ) sqlite3_str_appendf(s, "*pRes = r%d; return;", x->a);
      else sqlite3_str_appendf(s, "gs_kret(k, c, row, r%d); return;", x->a);
      break;
  }
  if( IR_IS_OPERATION(x->op) ) sqlite3_str_appendall(s, " if( c->rc ) goto fail;");
}

/* The row function and its kernel, or with bJoin the pair function and
** its join kernel (gs_kernel.h's GS_JOIN_KERNEL: argument 0 from the left
** row li, argument 1 from the right row ri, the result into *pRes). */
static char *emit_program(const ir_program *p, const char *zSrc, const char *zName,
                          int bIncludes, int bJoin){
  sqlite3_str *s = sqlite3_str_new(0);
  unsigned char *aTarget, *aShared;
  int i, bFail = 0, nShared;
  aTarget = (unsigned char*)sqlite3_malloc64((sqlite3_uint64)p->nIns + 1);
  aShared = (unsigned char*)sqlite3_malloc64((sqlite3_uint64)p->nK + 1);
  if( aTarget==0 || aShared==0 ){
    sqlite3_free(aTarget);
    sqlite3_free(aShared);
    sqlite3_free(sqlite3_str_finish(s));
    return 0;
  }
  nShared = emit_shared_set(p, bJoin, aShared);
  memset(aTarget, 0, (size_t)p->nIns + 1);
  for(i=0; i<p->nIns; i++){
    const ir_ins *x = &p->aIns[i];
    if( IR_IS_JUMP(x->op) ) aTarget[x->b] = 1;
    if( IR_IS_OPERATION(x->op) ) bFail = 1;
  }
  if( zSrc ) emit_source_comment(s, zSrc);
  if( bIncludes ) sqlite3_str_appendall(s, "#include \"gs_runtime.h\"\n\n");
  emit_string_constants(s, p, zName);
  emit_regex_comments(s, p, zName, aShared);
  if( nShared ){
    /* The block's copies, and the setup that fills them (GS_KERNEL_SM). */
    for(i=0; i<p->nK; i++){
      if( aShared[i] ) sqlite3_str_appendf(s, "GS_SMEM_DECL(%s_s%d, %lld)\n", zName, i, (long long)p->aK[i].s.n);
    }
    sqlite3_str_appendf(s, "GS_FN void %s_setup(void){\n", zName);
    for(i=0; i<p->nK; i++){
      if( aShared[i] ){
        sqlite3_str_appendf(s, "  GS_SMEM_COPY(%s_s%d, %s_k%d, %lld);\n", zName, i, zName, i,
                            (long long)p->aK[i].s.n);
      }
    }
    sqlite3_str_appendall(s, "}\n");
  }
  if( bJoin ){
    sqlite3_str_appendf(s, "GS_FN void %s_pair(const gs_kargs *k, gs_ctx *c, int64_t li, int64_t ri, "
                        "gs_val *pRes){\n", zName);
  }else{
    sqlite3_str_appendf(s, "GS_FN void %s_row(const gs_kargs *k, gs_ctx *c, int64_t row){\n", zName);
  }
  /* One variable a register, not an array: NVRTC keeps them apart (a CASE
  ** of 500 arms compiled in 46 s over an array, 8 s so). */
  for(i=0; i<p->nReg; i++){
    sqlite3_str_appendf(s, "%s r%d", i%16==0 ? (i ? ";\n  gs_val" : "  gs_val") : ",", i);
  }
  if( p->nReg>0 ) sqlite3_str_appendall(s, ";\n");
  for(i=0; i<p->nIns; i++){
    if( aTarget[i] ) sqlite3_str_appendf(s, "L%d:\n", i);
    sqlite3_str_appendall(s, "  ");
    emit_instruction(s, p, &p->aIns[i], zName, bJoin, aShared);
    sqlite3_str_appendchar(s, 1, '\n');
  }
  if( bJoin ){
    if( bFail ) sqlite3_str_appendall(s, "fail:\n  gs_kjfail(c);\n");
    sqlite3_str_appendf(s, "}\nGS_JOIN_KERNEL(%s, %s_pair)\n", zName, zName);
  }else{
    if( bFail ) sqlite3_str_appendall(s, "fail:\n  gs_kfail(k, c, row);\n");
    if( nShared ) sqlite3_str_appendf(s, "}\nGS_KERNEL_SM(%s, %s_row, %s_setup)\n", zName, zName, zName);
    else sqlite3_str_appendf(s, "}\nGS_KERNEL(%s, %s_row)\n", zName, zName);
  }
  sqlite3_free(aTarget);
  sqlite3_free(aShared);
  if( sqlite3_str_errcode(s) ){
    sqlite3_free(sqlite3_str_finish(s));
    return 0;
  }
  return sqlite3_str_finish(s);
}

char *emit_cuda(const ir_program *p, const char *zSrc, const char *zName, int bIncludes){
  return emit_program(p, zSrc, zName, bIncludes, 0);
}

char *emit_cuda_join(const ir_program *p, const char *zSrc, const char *zName, int bIncludes){
  return emit_program(p, zSrc, zName, bIncludes, 1);
}
