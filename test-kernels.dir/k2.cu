#include "gs_runtime.h"

/* program: upper(s)||s */

GS_FN void k0_row(const gs_kargs *k, gs_ctx *c, int64_t row){
  gs_val R[4];
  R[0] = gs_karg(k, 0, row);
  R[3] = R[0];
  R[2] = gs_fn_upper(c, 1, &R[3]); if( c->rc ) goto fail;
  R[1] = gs_op_concat(c, R[2], R[0]); if( c->rc ) goto fail;
  gs_val_decref(c, R[2]);
  gs_kret(k, c, row, R[1]); return;
fail:
  gs_kfail(k, c, row);
}
GS_KERNEL(k0, k0_row)

/* program: (s, t) -> CASE WHEN instr(s, t) > 0 THEN replace(s, t, upper(t)) ELSE trim(substr(s, 2, 3)) END */

GS_FN void k1_row(const gs_kargs *k, gs_ctx *c, int64_t row){
  gs_val R[18];
  R[0] = gs_karg(k, 0, row);
  R[1] = gs_karg(k, 1, row);
  R[5] = R[0];
  R[6] = R[1];
  R[4] = gs_fn_instr(c, 2, &R[5]); if( c->rc ) goto fail;
  R[7] = gs_int(0LL);
  R[3] = gs_op_cmp_aff(c, 5, R[4], R[7], 0, 64); if( c->rc ) goto fail;
  if( gs_truth(R[3])!=1 ) goto L16;
  R[9] = R[0];
  R[10] = R[1];
  R[12] = R[1];
  R[11] = gs_fn_upper(c, 1, &R[12]); if( c->rc ) goto fail;
  R[8] = gs_fn_replace(c, 3, &R[9]); if( c->rc ) goto fail;
  gs_val_decref(c, R[11]);
  R[2] = R[8];
  goto L23;
L16:
  R[15] = R[0];
  R[16] = gs_int(2LL);
  R[17] = gs_int(3LL);
  R[14] = gs_fn_substr(c, 3, &R[15]); if( c->rc ) goto fail;
  R[13] = gs_fn_trim(c, 1, &R[14]); if( c->rc ) goto fail;
  gs_val_decref(c, R[14]);
  R[2] = R[13];
L23:
  gs_kret(k, c, row, R[2]); return;
fail:
  gs_kfail(k, c, row);
}
GS_KERNEL(k1, k1_row)

