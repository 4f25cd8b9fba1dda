/*
** gs_affinity.h - the type affinity SQLite applies to the operands of a
** comparison (vdbe.c's OP_Eq..OP_Ge with an affinity in p5).
**
**   x = CAST(y AS INTEGER)    -- numeric affinity: text that is wholly a
**                             -- number compares as that number
**   x = CAST(y AS TEXT)       -- text affinity: numbers compare as text
**
** The compiler (ext/ir.c) records the affinity on each comparison; both
** engines call gs_apply_affinity on each operand before gs_op_cmp.
*/
#ifndef GS_AFFINITY_H
#define GS_AFFINITY_H

#include "gs_core.h"
#include "gs_num.h"
#include "gs_ops.h"

/* Affinity codes, as SQLite's SQLITE_AFF_* (and ext/ast.h's FE_AFF_*). */
#define GS_AFF_NONE    0x40
#define GS_AFF_BLOB    0x41
#define GS_AFF_TEXT    0x42
#define GS_AFF_NUMERIC 0x43
/* Or'ed in: the affinity of a record (an IN list of more than two
** constants, which SQLite makes an index): applyAffinity() makes text of
** a number read as text too (gs_num_as_read_text). */
#define GS_AFF_RECORD  0x80

/* applyNumericAffinity(): TEXT that is entirely a number (surrounding
** spaces allowed) becomes INTEGER when exactly an integer, else REAL.
** Other values are returned as they are.  Never allocates. */
GS_FN gs_val gs_numeric_affinity(gs_val v){
  double r;
  int64_t ix;
  int rc;
  if( v.type!=GS_TEXT ) return v;
  rc = gs_atof(v.s.z, v.s.n, &r);
  if( rc<=0 ) return v;
  if( rc==1 ){
    ix = gs_real_to_i64(r);
    if( gs_real_same_as_int(r, ix) ) return gs_int(ix);
    if( gs_atoi64(v.s.z, v.s.n, &ix)==0 ) return gs_int(ix);
  }
  return gs_real(r);
}

/* Apply affinity aff to v for a comparison.  The result is a new reference
** (text affinity on a number makes a string), released by the caller: so
** TEXT that numeric affinity leaves as it is gets its reference too. */
GS_FN gs_val gs_apply_affinity(gs_ctx *c, gs_val v, int aff){
  int bRecord = (aff & GS_AFF_RECORD)!=0;
  aff &= ~GS_AFF_RECORD;
  if( aff>=GS_AFF_NUMERIC ) return gs_val_share(c, gs_numeric_affinity(v));
  if( aff==GS_AFF_TEXT && (v.type==GS_INT || v.type==GS_REAL)
   && (bRecord || !gs_num_was_read_text(v)) ){
    gs_str s = gs_to_text(c, v);
    return s.z ? gs_text(s) : gs_null();
  }
  return gs_val_share(c, v);
}

/* A comparison with its affinity applied to both operands first: IR_CMP,
** as both engines execute it.  Affinity BLOB and NONE change nothing. */
GS_FN gs_val gs_op_cmp_aff(gs_ctx *c, int op, gs_val a, gs_val b, int coll, int aff){
  gs_val a2, b2, r;
  int a0 = aff & ~GS_AFF_RECORD;
  if( a0!=GS_AFF_TEXT && a0<GS_AFF_NUMERIC ) return gs_op_cmp(c, op, a, b, coll);
  a2 = gs_apply_affinity(c, a, aff);
  b2 = gs_apply_affinity(c, b, aff);
  r = c->rc ? gs_null() : gs_op_cmp(c, op, a2, b2, coll);
  gs_val_decref(c, a2);
  gs_val_decref(c, b2);
  return r;
}

#endif /* GS_AFFINITY_H */
