/*
** vfilter.c - constraints on the `value` column of gpu_map, applied inside
** the engine ("results out").
**
**   SELECT count(*) FROM gpu_map('levenshtein(s, ''kitten'')', 'SELECT s FROM t')
**   WHERE value <= 2;
**
** SQLite tells xBestIndex of each term "value OP right-side" whose right
** side is known when the table is scanned (a constant, a parameter, a
** column of a table before it in the join): =, <>, <, <=, >, >=, IS NULL
** and IS NOT NULL.  gpu_map takes them with omit = 0, so SQLite still tests
** every row it is handed and the answer is SQLite's by construction; the
** engine only drops, after a batch is computed and before any of its rows
** goes out, the rows for which a term is sure to be false.  (A bare WHERE
** value is not such a term: SQLite keeps it to itself.)
**
** "Sure" follows SQLite's comparison (datatype3.html, 4.2 and 4.3): NULL
** on either side is never true; numbers sort before texts, texts before
** blobs; numbers compare by value (an integer against a real exactly, as
** sqlite3IntFloatCompare does); texts by their collation, here BINARY
** only (a term with another collation drops nothing from texts); blobs by
** memcmp.  The value column has BLOB affinity, so SQLite converts a value
** only when the right side has INTEGER, REAL or NUMERIC affinity (a
** column, a CAST), and then only a text that looks like a number: such a
** text, any text with a digit in it, is kept whenever its comparison as a
** number could pass.  IN lists (one xFilter per item) and IS / IS NOT
** against a value are left to SQLite.
*/
#include "vfilter.h"
#include <string.h>

/* The op letters of idxStr. */
static const struct { unsigned char op; char c; } vf_ops[] = {
  { SQLITE_INDEX_CONSTRAINT_EQ, '=' }, { SQLITE_INDEX_CONSTRAINT_NE, '!' },
  { SQLITE_INDEX_CONSTRAINT_LT, '<' }, { SQLITE_INDEX_CONSTRAINT_LE, '{' },
  { SQLITE_INDEX_CONSTRAINT_GT, '>' }, { SQLITE_INDEX_CONSTRAINT_GE, '}' },
  { SQLITE_INDEX_CONSTRAINT_ISNULL, 'N' }, { SQLITE_INDEX_CONSTRAINT_ISNOTNULL, 'n' },
};

static int vf_has_rhs(unsigned char op){
  return op!=SQLITE_INDEX_CONSTRAINT_ISNULL && op!=SQLITE_INDEX_CONSTRAINT_ISNOTNULL;
}

void gp_vfilter_plan(sqlite3_index_info *p, int iCol, int *pnArg, sqlite3_str *pStr){
  int i, k, nTerm = 0;
  for(i=0; i<p->nConstraint && nTerm<GP_VFILTER_MAX; i++){
    const struct sqlite3_index_constraint *c = &p->aConstraint[i];
    const char *zColl;
    if( c->iColumn!=iCol || !c->usable ) continue;
    for(k=0; k<(int)(sizeof(vf_ops)/sizeof(vf_ops[0])) && vf_ops[k].op!=c->op; k++){}
    if( k==(int)(sizeof(vf_ops)/sizeof(vf_ops[0])) ) continue;
    /* value IN (...): taking it would run the whole query once per item. */
    if( c->op==SQLITE_INDEX_CONSTRAINT_EQ && sqlite3_vtab_in(p, i, -1) ) continue;
    zColl = sqlite3_vtab_collation(p, i);
    if( vf_has_rhs(c->op) ) p->aConstraintUsage[i].argvIndex = ++*pnArg;
    p->aConstraintUsage[i].omit = 0;
    sqlite3_str_appendf(pStr, "%c%c", vf_ops[k].c,
                        zColl==0 || sqlite3_stricmp(zColl, "BINARY")==0 ? 'b' : 'x');
    nTerm++;
  }
}

void gp_vfilter_clear(gp_vfilter *f){
  int i;
  for(i=0; i<f->nTerm; i++){
    if( gs_is_str(f->aTerm[i].rhs) ) sqlite3_free((void*)f->aTerm[i].rhs.s.z);
  }
  f->nTerm = 0;
}

int gp_vfilter_init(gp_vfilter *f, const char *zPlan, sqlite3_value **apArg){
  int iArg = 0;
  f->nTerm = 0;
  for(; zPlan && zPlan[0] && zPlan[1] && f->nTerm<GP_VFILTER_MAX; zPlan+=2){
    gp_vfilter_term *t = &f->aTerm[f->nTerm];
    int k;
    for(k=0; k<(int)(sizeof(vf_ops)/sizeof(vf_ops[0])) && vf_ops[k].c!=zPlan[0]; k++){}
    if( k==(int)(sizeof(vf_ops)/sizeof(vf_ops[0])) ) break;
    memset(t, 0, sizeof(*t));
    t->op = vf_ops[k].op;
    t->bBinary = zPlan[1]=='b';
    if( vf_has_rhs(t->op) ){
      sqlite3_value *v = apArg[iArg++];
      switch( sqlite3_value_type(v) ){
        case SQLITE_INTEGER: t->rhs.type = GS_INT;  t->rhs.u.i = sqlite3_value_int64(v); break;
        case SQLITE_FLOAT:   t->rhs.type = GS_REAL; t->rhs.u.r = sqlite3_value_double(v); break;
        case SQLITE_NULL:    t->rhs.type = GS_NULL; break;
        default: {
          int bText = sqlite3_value_type(v)==SQLITE_TEXT;
          const void *z = bText ? (const void*)sqlite3_value_text(v) : sqlite3_value_blob(v);
          int n = sqlite3_value_bytes(v);
          unsigned char *zCopy = (unsigned char*)sqlite3_malloc64((sqlite3_uint64)n + 1);
          if( zCopy==0 ){
            gp_vfilter_clear(f);
            return SQLITE_NOMEM;
          }
          if( n ) memcpy(zCopy, z, (size_t)n);
          zCopy[n] = 0;
          t->rhs.type = bText ? GS_TEXT : GS_BLOB;
          t->rhs.s.z = zCopy;
          t->rhs.s.n = n;
          break;
        }
      }
    }
    f->nTerm++;
  }
  return SQLITE_OK;
}

/* An integer against a real, exactly. */
static int vf_int_real(int64_t i, double r){
  int64_t y;
  if( r < -9223372036854775808.0 ) return 1;
  if( r >= 9223372036854775808.0 ) return -1;
  y = (int64_t)r;               /* r toward zero; exact where |r| >= 2^53 */
  if( i<y ) return -1;
  if( i>y ) return 1;
  return r > (double)y ? -1 : r < (double)y ? 1 : 0;
}

static int vf_num_cmp(gs_val a, gs_val b){
  if( a.type==GS_INT && b.type==GS_INT ) return a.u.i<b.u.i ? -1 : a.u.i>b.u.i;
  if( a.type==GS_REAL && b.type==GS_REAL ) return a.u.r<b.u.r ? -1 : a.u.r>b.u.r;
  if( a.type==GS_INT ) return vf_int_real(a.u.i, b.u.r);
  return -vf_int_real(b.u.i, a.u.r);
}

static int vf_mem_cmp(gs_str a, gs_str b){
  int64_t n = a.n<b.n ? a.n : b.n;
  int c = n ? memcmp(a.z, b.z, (size_t)n) : 0;
  if( c ) return c<0 ? -1 : 1;
  return a.n<b.n ? -1 : a.n>b.n;
}

static int vf_op_holds(unsigned char op, int c){
  switch( op ){
    case SQLITE_INDEX_CONSTRAINT_EQ: return c==0;
    case SQLITE_INDEX_CONSTRAINT_NE: return c!=0;
    case SQLITE_INDEX_CONSTRAINT_LT: return c<0;
    case SQLITE_INDEX_CONSTRAINT_LE: return c<=0;
    case SQLITE_INDEX_CONSTRAINT_GT: return c>0;
    default:                         return c>=0;
  }
}

/* Could a text with these bytes become a number under NUMERIC affinity?
** Every number SQLite reads has a digit. */
static int vf_may_be_number(gs_str s){
  int64_t i;
  for(i=0; i<s.n; i++){
    if( s.z[i]>='0' && s.z[i]<='9' ) return 1;
  }
  return 0;
}

static int vf_is_num(gs_val v){ return v.type==GS_INT || v.type==GS_REAL; }

static int vf_term_may_pass(const gp_vfilter_term *t, gs_val v){
  gs_val r = t->rhs;
  if( t->op==SQLITE_INDEX_CONSTRAINT_ISNULL ) return v.type==GS_NULL;
  if( t->op==SQLITE_INDEX_CONSTRAINT_ISNOTNULL ) return v.type!=GS_NULL;
  if( v.type==GS_NULL || r.type==GS_NULL ) return 0;
  if( vf_is_num(v) ){
    /* Numbers sort before texts and blobs; affinity never changes them. */
    return vf_op_holds(t->op, vf_is_num(r) ? vf_num_cmp(v, r) : -1);
  }
  if( v.type==GS_BLOB ){
    return vf_op_holds(t->op, r.type==GS_BLOB ? vf_mem_cmp(v.s, r.s) : 1);
  }
  /* A text: as it is, or maybe as a number (NUMERIC affinity of the right
  ** side), which sorts before texts and blobs, and compares unknown with
  ** numbers. */
  if( vf_may_be_number(v.s) ){
    if( vf_is_num(r) ) return 1;
    if( vf_op_holds(t->op, -1) ) return 1;
  }
  if( vf_is_num(r) ) return vf_op_holds(t->op, 1);
  if( r.type==GS_BLOB ) return vf_op_holds(t->op, -1);
  if( !t->bBinary ) return 1;
  return vf_op_holds(t->op, vf_mem_cmp(v.s, r.s));
}

int gp_vfilter_may_pass(const gp_vfilter *f, gs_val v){
  int i;
  for(i=0; i<f->nTerm; i++){
    if( !vf_term_may_pass(&f->aTerm[i], v) ) return 0;
  }
  return 1;
}

int gp_vfilter_keep(const gp_vfilter *f, const gs_val *a, int n, int *aKeep){
  int i, k = 0;
  if( f->nTerm==1 && f->aTerm[0].rhs.type==GS_INT && vf_has_rhs(f->aTerm[0].op) ){
    /* The usual term, value OP integer (value = 1 of a match, value <= k of
    ** a distance): an integer value compared here, without the general
    ** walk's copies of both values (a fifth of a light program's time). */
    const gp_vfilter_term *t = &f->aTerm[0];
    int64_t r = t->rhs.u.i;
    for(i=0; i<n; i++){
      if( a[i].type==GS_INT ){
        if( vf_op_holds(t->op, a[i].u.i<r ? -1 : a[i].u.i>r) ) aKeep[k++] = i;
      }else if( vf_term_may_pass(t, a[i]) ){
        aKeep[k++] = i;
      }
    }
    return k;
  }
  for(i=0; i<n; i++){
    if( gp_vfilter_may_pass(f, a[i]) ) aKeep[k++] = i;
  }
  return k;
}
