/*
** refprune.c - removing reference-count operations that cancel, in the
** manner of Numba's refprune pass.  Lowering (ir.c) is naive on purpose;
** this pass takes out the pairs it can prove redundant:
**
**   per block   INCREF x ... DECREF y, same block, y is x or a MOVE in the
**               block made them the same value, nothing in between touches
**               that value's count;
**   diamond     a DECREF x at the top of a join block whose every
**               predecessor ends with INCREF x (a CASE whose arms all
**               borrow): the arms' INCREFs and the join's DECREF go;
**   fanout      INCREF x in block A and DECREF x in block B where A
**               dominates B and B post-dominates A: every path from the
**               INCREF reaches that DECREF and no other path does.
**
** Jumps in the IR only go forward (no loops), so blocks in index order are
** a topological order, dominators come from one forward sweep, and every
** path between two instructions stays inside their index range: "nothing in
** between touches the count" is a scan of that range.  Which registers may
** hold the same string is over-approximated by joining every MOVE's two
** registers into one class.
*/
#include "gpustr_int.h"
#include "ir.h"
#include <string.h>

/* A tree by parent links with Myers' skew-binary jump pointers, for
** ancestor and nearest-common-ancestor queries in O(log n) steps: walking
** parent links instead is quadratic on the dominator chains of a CASE with
** many arms (one link per arm).  aDepth -1 marks a node not in the tree. */
typedef struct rp_tree { int *aPar, *aDepth, *aJump; } rp_tree;

static void rp_tree_add(rp_tree *t, int v, int par){
  t->aPar[v] = par;
  if( par<0 ){
    t->aDepth[v] = 0;
    t->aJump[v] = v;
  }else{
    int j = t->aJump[par], jj = t->aJump[j];
    t->aDepth[v] = t->aDepth[par] + 1;
    t->aJump[v] = t->aDepth[par] - t->aDepth[j]==t->aDepth[j] - t->aDepth[jj] ? jj : par;
  }
}

/* The ancestor of v at depth d (<= v's depth). */
static int rp_tree_lift(const rp_tree *t, int v, int d){
  while( t->aDepth[v]>d ){
    v = t->aDepth[t->aJump[v]]>=d ? t->aJump[v] : t->aPar[v];
  }
  return v;
}

static int rp_tree_lca(const rp_tree *t, int u, int v){
  if( t->aDepth[u]>t->aDepth[v] ) u = rp_tree_lift(t, u, t->aDepth[v]);
  else v = rp_tree_lift(t, v, t->aDepth[u]);
  while( u!=v ){
    if( t->aJump[u]!=t->aJump[v] ){ u = t->aJump[u]; v = t->aJump[v]; }
    else{ u = t->aPar[u]; v = t->aPar[v]; }
  }
  return u;
}

/* Is a an ancestor of b, or b itself? */
static int rp_tree_above(const rp_tree *t, int a, int b){
  if( t->aDepth[a]<0 || t->aDepth[b]<t->aDepth[a] ) return 0;
  return rp_tree_lift(t, b, t->aDepth[a])==a;
}

typedef struct rp_state {
  ir_program *p;
  int *aBlock;      /* instruction -> block */
  int *aStart;      /* block -> first instruction (nBlock+1 entries) */
  int nBlock;
  int *aIdom;       /* immediate dominator (-1 for the entry, -2 unreachable) */
  int *aIpdom;      /* immediate post-dominator (nBlock for the exit) */
  rp_tree dom, pdom;  /* the same two trees, with jump pointers */
  int *aClass;      /* register -> union-find parent */
  char *aDead;      /* instruction removed */
} rp_state;

static int rp_find(rp_state *s, int r){
  while( s->aClass[r]!=r ){ s->aClass[r] = s->aClass[s->aClass[r]]; r = s->aClass[r]; }
  return r;
}

/* Does instruction x touch the count of a value of class cls, or write
** register reg? */
static int rp_interferes(rp_state *s, const ir_ins *x, int cls, int reg){
  if( (x->op==IR_INCREF || x->op==IR_DECREF) && rp_find(s, x->a)==cls ) return 1;
  if( !IR_IS_JUMP(x->op) && x->op!=IR_INCREF && x->op!=IR_DECREF && x->op!=IR_RET && x->a==reg ) return 1;
  return 0;
}

/* Successors of block k: up to two, -1 where absent; nBlock is the exit. */
static void rp_succ(rp_state *s, int k, int *a){
  const ir_ins *last = &s->p->aIns[s->aStart[k+1]-1];
  a[0] = a[1] = -1;
  if( last->op==IR_RET ){ a[0] = s->nBlock; return; }
  if( IR_IS_JUMP(last->op) ) a[0] = last->b<s->p->nIns ? s->aBlock[last->b] : s->nBlock;
  if( last->op!=IR_JMP ){
    int fall = k+1<s->nBlock ? k+1 : s->nBlock;
    if( a[0]<0 ) a[0] = fall; else if( a[0]!=fall ) a[1] = fall;
  }
}

static int rp_dominates(rp_state *s, int a, int b){
  return rp_tree_above(&s->dom, a, b);
}
static int rp_postdominates(rp_state *s, int a, int b){
  return rp_tree_above(&s->pdom, a, b);
}

static int rp_setup(rp_state *s, ir_program *p){
  int n = p->nIns, i, k, nb = 0;
  char *aLeader;
  memset(s, 0, sizeof(*s));
  s->p = p;
  s->aBlock = (int*)sqlite3_malloc64(sizeof(int)*(sqlite3_uint64)(8*n+8+p->nReg));
  aLeader = (char*)sqlite3_malloc64((sqlite3_uint64)n+1);
  s->aDead = (char*)sqlite3_malloc64((sqlite3_uint64)n+1);
  if( s->aBlock==0 || aLeader==0 || s->aDead==0 ){
    sqlite3_free(aLeader);
    return SQLITE_NOMEM;
  }
  memset(aLeader, 0, (size_t)n+1);
  memset(s->aDead, 0, (size_t)n+1);
  s->aStart = s->aBlock + n;
  s->aIdom = s->aStart + n + 1;
  s->aIpdom = s->aIdom + n + 1;
  s->dom.aPar = s->aIdom;
  s->dom.aDepth = s->aIpdom + n + 1;
  s->dom.aJump = s->dom.aDepth + n + 1;
  s->pdom.aPar = s->aIpdom;
  s->pdom.aDepth = s->dom.aJump + n + 1;
  s->pdom.aJump = s->pdom.aDepth + n + 1;
  s->aClass = s->pdom.aJump + n + 1;
  aLeader[0] = 1;
  for(i=0; i<n; i++){
    const ir_ins *x = &p->aIns[i];
    if( IR_IS_JUMP(x->op) || x->op==IR_RET ){
      if( i+1<n ) aLeader[i+1] = 1;
      if( IR_IS_JUMP(x->op) && x->b<n ) aLeader[x->b] = 1;
    }
  }
  for(i=0; i<n; i++){
    if( aLeader[i] ) s->aStart[nb++] = i;
    s->aBlock[i] = nb-1;
  }
  s->aStart[nb] = n;
  s->nBlock = nb;
  sqlite3_free(aLeader);

  /* Dominators: blocks in index order are topologically sorted, so a
  ** block's idom is final when the sweep reaches it; it then joins the
  ** tree, and later intersections are common-ancestor queries. */
  for(k=0; k<nb; k++){ s->aIdom[k] = -2; s->dom.aDepth[k] = -1; }
  s->aIdom[0] = -1;
  for(k=0; k<nb; k++){
    int a[2], j;
    if( s->aIdom[k]==-2 ) continue;            /* unreachable */
    rp_tree_add(&s->dom, k, s->aIdom[k]);
    rp_succ(s, k, a);
    for(j=0; j<2; j++){
      int t = a[j];
      if( t<0 || t>=nb ) continue;
      if( s->aIdom[t]==-2 ){ s->aIdom[t] = k; continue; }
      s->aIdom[t] = rp_tree_lca(&s->dom, s->aIdom[t], k);
    }
  }
  /* Post-dominators: the same sweep backwards over successors. */
  rp_tree_add(&s->pdom, nb, -1);
  for(k=nb-1; k>=0; k--){
    int a[2], j, x = -2;
    rp_succ(s, k, a);
    for(j=0; j<2; j++){
      int y = a[j];
      if( y<0 ) continue;
      x = x==-2 ? y : rp_tree_lca(&s->pdom, x, y);
    }
    rp_tree_add(&s->pdom, k, x==-2 ? nb : x);
  }

  for(i=0; i<p->nReg; i++) s->aClass[i] = i;
  for(i=0; i<n; i++){
    const ir_ins *x = &p->aIns[i];
    if( x->op==IR_MOVE ){
      int ra = rp_find(s, x->a), rb = rp_find(s, x->b);
      if( ra!=rb ) s->aClass[ra] = rb;
    }
  }
  return SQLITE_OK;
}

/* Is there a MOVE between x and y in [from, to)? */
static int rp_moved_between(rp_state *s, int from, int to, int x, int y){
  int i;
  for(i=from; i<to; i++){
    const ir_ins *m = &s->p->aIns[i];
    if( m->op==IR_MOVE && ((m->a==x && m->b==y) || (m->a==y && m->b==x)) ) return 1;
  }
  return 0;
}

/* Per block and fanout: pair each INCREF with the first later operation
** on its value, when that is a DECREF that provably releases the same
** reference count. */
static void rp_pairs(rp_state *s){
  ir_program *p = s->p;
  int i, j;
  for(i=0; i<p->nIns; i++){
    const ir_ins *x = &p->aIns[i];
    int cls, bi;
    if( x->op!=IR_INCREF || s->aDead[i] ) continue;
    cls = rp_find(s, x->a);
    bi = s->aBlock[i];
    for(j=i+1; j<p->nIns && j-i<100000; j++){
      const ir_ins *y = &p->aIns[j];
      if( s->aDead[j] ) continue;
      if( y->op==IR_DECREF && rp_find(s, y->a)==cls ){
        int bj = s->aBlock[j];
        int ok;
        if( bj==bi ){
          ok = y->a==x->a || rp_moved_between(s, s->aStart[bi], i, x->a, y->a);
        }else{
          ok = y->a==x->a && rp_dominates(s, bi, bj) && rp_postdominates(s, bj, bi);
        }
        if( ok ){ s->aDead[i] = s->aDead[j] = 1; }
        break;
      }
      if( rp_interferes(s, y, cls, x->a) ) break;
    }
  }
}

/* Diamond: a DECREF at the top of a join block, INCREFs ending every
** predecessor.  The predecessor lists are made once (in index order), so
** the pass is linear in the blocks: a CASE of 50,000 arms is 100,000. */
static int rp_diamonds(rp_state *s){
  ir_program *p = s->p;
  int nb = s->nBlock, k, j, q;
  /* aFirst[k] .. aFirst[k+1]-1 index the predecessors of k in aList;
  ** aCond[k]: some predecessor of k has two successors. */
  int *aFirst = (int*)sqlite3_malloc64(sizeof(int)*(sqlite3_uint64)(4*nb+4));
  char *aCond = (char*)sqlite3_malloc64((sqlite3_uint64)nb+1);
  int *aList, *aInc, *aFill;
  if( aFirst==0 || aCond==0 ){ sqlite3_free(aFirst); sqlite3_free(aCond); return SQLITE_NOMEM; }
  aList = aFirst + nb + 1;           /* 2*nb edges at most */
  aInc = aList + 2*nb;               /* nb+1 */
  aFill = aInc;                      /* used before aInc is */
  memset(aFirst, 0, sizeof(int)*(size_t)(nb+1));
  memset(aCond, 0, (size_t)nb+1);
  for(q=0; q<nb; q++){
    int a[2];
    rp_succ(s, q, a);
    for(j=0; j<2; j++){
      if( a[j]<0 || a[j]>=nb ) continue;
      aFirst[a[j]+1]++;
      if( a[1]>=0 ) aCond[a[j]] = 1;
    }
  }
  for(k=0; k<nb; k++) aFirst[k+1] += aFirst[k];
  for(k=0; k<nb; k++) aFill[k] = aFirst[k];
  for(q=0; q<nb; q++){
    int a[2];
    rp_succ(s, q, a);
    for(j=0; j<2; j++){
      if( a[j]>=0 && a[j]<nb ) aList[aFill[a[j]]++] = q;
    }
  }
  for(k=1; k<nb; k++){
    int jDec = -1, cls, reg;
    int nPred = aFirst[k+1] - aFirst[k];
    const int *aPred = &aList[aFirst[k]];
    /* Every predecessor of k must have k as its only successor. */
    if( aCond[k] || nPred<2 ) continue;
    /* The first refcount operation in k. */
    for(j=s->aStart[k]; j<s->aStart[k+1]; j++){
      int op = p->aIns[j].op;
      if( s->aDead[j] ) continue;
      if( op==IR_INCREF ) break;
      if( op==IR_DECREF ){ jDec = j; break; }
    }
    if( jDec<0 ) continue;
    reg = p->aIns[jDec].a;
    cls = rp_find(s, reg);
    for(j=s->aStart[k]; j<jDec; j++){
      if( !s->aDead[j] && rp_interferes(s, &p->aIns[j], cls, reg) ){ jDec = -1; break; }
    }
    if( jDec<0 ) continue;
    for(q=0; q<nPred; q++){
      int b = aPred[q];
      aInc[q] = -1;
      for(j=s->aStart[b+1]-1; j>=s->aStart[b]; j--){
        const ir_ins *x = &p->aIns[j];
        if( s->aDead[j] || x->op==IR_JMP ) continue;
        if( x->op==IR_INCREF && x->a==reg ) aInc[q] = j;
        break;
      }
      if( aInc[q]<0 ) break;
    }
    if( q<nPred ) continue;
    s->aDead[jDec] = 1;
    for(q=0; q<nPred; q++) s->aDead[aInc[q]] = 1;
  }
  sqlite3_free(aFirst);
  sqlite3_free(aCond);
  return SQLITE_OK;
}

int ir_refprune(ir_program *p){
  rp_state s;
  int i, n = 0, *aMap, rc;
  if( p->nIns==0 ) return SQLITE_OK;
  /* Out of memory leaves the IR as it was: correct, only not pruned. */
  rc = rp_setup(&s, p);
  if( rc!=SQLITE_OK ) goto done;
  rp_pairs(&s);
  rc = rp_diamonds(&s);
  if( rc!=SQLITE_OK ) goto done;
  /* Compact, renumbering jump targets. */
  aMap = s.aStart;     /* reuse: old index -> new index (n+1 entries) */
  for(i=0; i<p->nIns; i++){ aMap[i] = n; if( !s.aDead[i] ) n++; }
  aMap[p->nIns] = n;
  for(i=0; i<p->nIns; i++){
    if( s.aDead[i] ) continue;
    p->aIns[aMap[i]] = p->aIns[i];
    if( IR_IS_JUMP(p->aIns[aMap[i]].op) ) p->aIns[aMap[i]].b = aMap[p->aIns[aMap[i]].b];
  }
  p->nIns = n;
done:
  sqlite3_free(s.aBlock);
  sqlite3_free(s.aDead);
  return rc;
}
