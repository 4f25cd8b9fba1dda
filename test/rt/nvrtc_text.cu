/*
** nvrtc_text.cu - proves that runtime/gs_text.h compiles under NVRTC as
** CUDA C++ (no system headers, no libc): one kernel calls every function
** of gs_text.h, as generated kernels will.  Needs no GPU:
**
**   /tmp/nvrtc_compile test/rt/nvrtc_text.cu sm_90 -Iruntime    # prints "ok"
*/
#include "gs_text.h"

/* Each thread evaluates every function on its row's value s and a few
** constants, and writes the lengths and integers it gets (so that nothing
** is optimised away), releasing every result as the compiled code does. */
extern "C" __global__ void gs_text_all(const unsigned char *bytes, const long long *offs,
                                       int nrows, unsigned char *arena,
                                       unsigned long long *arena_used,
                                       unsigned long long arena_cap, long long *out){
  int row = blockIdx.x * blockDim.x + threadIdx.x;
  gs_ctx c;
  gs_val s, a[3], v;
  long long acc = 0;
  if( row>=nrows ) return;
  gs_ctx_init(&c, 1000000000);
  c.arena = arena; c.arena_used = arena_used; c.arena_cap = arena_cap;
  s = gs_text(gs_view(bytes + offs[row], offs[row+1] - offs[row]));

#define GS_ACC(call) do{ v = (call); acc += gs_is_str(v) ? v.s.n : v.u.i; gs_val_decref(&c, v); }while(0)
  a[0] = s;
  GS_ACC(gs_fn_length(&c, 1, a));
  GS_ACC(gs_fn_lower(&c, 1, a));
  GS_ACC(gs_fn_upper(&c, 1, a));
  GS_ACC(gs_fn_hex(&c, 1, a));
  GS_ACC(gs_fn_unicode(&c, 1, a));
  GS_ACC(gs_fn_trim(&c, 1, a));
  GS_ACC(gs_fn_ltrim(&c, 1, a));
  GS_ACC(gs_fn_rtrim(&c, 1, a));
  a[1] = gs_int(2); a[2] = gs_real(-3.5);
  GS_ACC(gs_fn_substr(&c, 2, a));
  GS_ACC(gs_fn_substr(&c, 3, a));
  GS_ACC(gs_fn_substring(&c, 3, a));
  GS_ACC(gs_fn_char(&c, 3, a));
  a[1] = gs_text(gs_view((const unsigned char*)"b", 1));
  a[2] = gs_int(42);
  GS_ACC(gs_fn_replace(&c, 3, a));
  GS_ACC(gs_fn_trim(&c, 2, a));
  GS_ACC(gs_fn_ltrim(&c, 2, a));
  GS_ACC(gs_fn_rtrim(&c, 2, a));
  GS_ACC(gs_fn_instr(&c, 2, a));
  a[0] = gs_text(gs_view((const unsigned char*)"%b\\_[a-c]*", 11));
  a[1] = s;
  a[2] = gs_text(gs_view((const unsigned char*)"\\", 1));
  GS_ACC(gs_fn_like(&c, 2, a));
  GS_ACC(gs_fn_like(&c, 3, a));
  GS_ACC(gs_fn_glob(&c, 2, a));
  GS_ACC(gs_op_concat(&c, s, gs_int(7)));
  GS_ACC(gs_op_concat(&c, gs_real(1.5), s));
#undef GS_ACC
  out[row] = c.rc ? -(long long)c.rc : acc;
}
