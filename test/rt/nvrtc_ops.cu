/*
** nvrtc_ops.cu - proves that runtime/gs_ops.h compiles under NVRTC as CUDA
** C++: one kernel calls every operator and function of the header once per
** thread.  Not run, only compiled:
**
**   /tmp/nvrtc_compile test/rt/nvrtc_ops.cu sm_90 -Iruntime   # prints "ok"
*/
#include "gs_ops.h"

extern "C" __global__ void nvrtc_ops_kernel(const long long *in, long long *out,
                                            unsigned char *arena,
                                            unsigned long long *arena_used,
                                            unsigned long long arena_cap){
  gs_ctx ctx;
  gs_ctx *c = &ctx;
  int t = (int)(blockIdx.x * blockDim.x + threadIdx.x);
  gs_val a = gs_int(in[2*t]);
  gs_val b = gs_real((double)in[2*t+1]);
  gs_val s = gs_text(gs_view((const unsigned char*)" 12abc", 6));
  gs_val args[3];
  gs_val r;
  long long acc = 0;
  gs_ctx_init(c, 1000000000);
  c->arena = arena; c->arena_used = arena_used; c->arena_cap = arena_cap;
  args[0] = a; args[1] = b; args[2] = s;

#define NVRTC_ACC(v) do{ r = (v); acc += r.type + r.u.i; gs_val_decref(c, r); }while(0)
  NVRTC_ACC(gs_op_add(c, a, s));
  NVRTC_ACC(gs_op_sub(c, a, b));
  NVRTC_ACC(gs_op_mul(c, s, b));
  NVRTC_ACC(gs_op_div(c, a, b));
  NVRTC_ACC(gs_op_rem(c, b, a));
  NVRTC_ACC(gs_op_neg(c, s));
  NVRTC_ACC(gs_op_pos(c, s));
  NVRTC_ACC(gs_op_bitand(c, a, s));
  NVRTC_ACC(gs_op_bitor(c, a, b));
  NVRTC_ACC(gs_op_shl(c, a, b));
  NVRTC_ACC(gs_op_shr(c, a, s));
  NVRTC_ACC(gs_op_bitnot(c, s));
  NVRTC_ACC(gs_op_not(c, s));
  NVRTC_ACC(gs_op_and(c, a, s));
  NVRTC_ACC(gs_op_or(c, b, s));
  NVRTC_ACC(gs_op_isnull(c, a));
  NVRTC_ACC(gs_op_notnull(c, s));
  NVRTC_ACC(gs_op_cmp(c, GS_OP_LT, a, b, GS_COLL_BINARY));
  NVRTC_ACC(gs_op_cmp(c, GS_OP_IS, s, s, GS_COLL_NOCASE));
  NVRTC_ACC(gs_op_cmp(c, GS_OP_ISNOT, s, a, GS_COLL_RTRIM));
  NVRTC_ACC(gs_fn_min(c, 3, args));
  NVRTC_ACC(gs_fn_max(c, 3, args));
  NVRTC_ACC(gs_minmax(c, 2, args, GS_COLL_NOCASE, 1));
  NVRTC_ACC(gs_fn_nullif(c, 2, args));
  NVRTC_ACC(gs_nullif(c, s, a, GS_COLL_RTRIM));
#undef NVRTC_ACC
  acc += gs_truth(s) + gs_compare(a, s, GS_COLL_NOCASE) + c->rc;
  out[t] = acc;
}
