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

