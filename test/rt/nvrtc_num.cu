/*
** nvrtc_num.cu - proves that runtime/gs_num.h compiles under NVRTC as
** CUDA C++ (no system headers, no libc, no long double): one kernel calls
** every function of gs_num.h, as generated kernels will.  Needs no GPU:
**
**   /tmp/nvrtc_compile test/rt/nvrtc_num.cu sm_90 -Iruntime    # prints "ok"
*/
#include "gs_num.h"

/* Each thread evaluates every function on its row's value and a few
** constants, and accumulates lengths and integers (so that nothing is
** optimised away), releasing every result as the compiled code does. */
extern "C" __global__ void gs_num_all(const unsigned char *bytes, const long long *offs,
                                      const double *reals, int nrows, unsigned char *arena,
                                      unsigned long long *arena_used,
                                      unsigned long long arena_cap, long long *out){
  int row = blockIdx.x * blockDim.x + threadIdx.x;
  gs_ctx c;
  gs_val s, r, a[4], v;
  gs_str t;
  long long acc = 0;
  double d;
  int k;
  if( row>=nrows ) return;
  gs_ctx_init(&c, 1000000000);
  c.arena = arena; c.arena_used = arena_used; c.arena_cap = arena_cap;
  s = gs_text(gs_view(bytes + offs[row], offs[row+1] - offs[row]));
  r = gs_real(reals[row]);

#define GS_ACC(call) do{ v = (call); acc += gs_is_str(v) ? v.s.n : v.u.i; gs_val_decref(&c, v); }while(0)
  t = gs_to_text(&c, r);      acc += t.n; gs_decref(&c, t);
  t = gs_to_text(&c, gs_int(-42)); acc += t.n; gs_decref(&c, t);
  t = gs_to_text(&c, s);      acc += t.n; gs_decref(&c, t);
  d = gs_text_to_real(s.s);   acc += (long long)d;
  acc += gs_text_to_int(s.s);
  GS_ACC(gs_text_to_numeric(s.s));
  acc += (long long)gs_val_to_real(s) + gs_val_to_int(r);
  for(k=GS_INT; k<=GS_CAST_NUMERIC; k++){
    GS_ACC(gs_cast(&c, s, k));
    GS_ACC(gs_cast(&c, r, k));
  }
  a[0] = gs_text(gs_view((const unsigned char*)"%d|%5.2f|%-8s|%q|%Q|%w|%c|%.*g|%,x|%e|%%", 38));
  a[1] = gs_int(7); a[2] = r; a[3] = s;
  GS_ACC(gs_fn_printf(&c, 4, a));
  a[0] = s; a[1] = r;
  GS_ACC(gs_fn_printf(&c, 2, a));
  a[0] = r;
  GS_ACC(gs_fn_quote(&c, 1, a));
  GS_ACC(gs_fn_round(&c, 1, a));
  a[1] = gs_int(row % 31);
  GS_ACC(gs_fn_round(&c, 2, a));
  GS_ACC(gs_fn_abs(&c, 1, a));
  GS_ACC(gs_fn_typeof(&c, 1, a));
  a[0] = s;
  GS_ACC(gs_fn_quote(&c, 1, a));
  GS_ACC(gs_fn_abs(&c, 1, a));
#undef GS_ACC
  out[row] = acc + c.rc + (c.n_alloc - c.n_free);
}
