/*
** nvrtc_tier2.cu - proves that runtime/gs_tier2.h (with gs_unicode.h and
** the generated Unicode tables), gs_fuzzy.h and gs_scores.h compile under NVRTC as CUDA C++: one
** kernel calls every tier-2 function, as generated kernels will.  Needs no
** GPU:
**
**   tools/nvrtc_compile test/rt/nvrtc_tier2.cu sm_90 -Iruntime    # prints "ok"
*/
#include "gs_tier2.h"
#include "gs_fuzzy.h"
#include "gs_scores.h"
#include "gs_regex.h"

/* Each thread evaluates every function on its row's value s and a few
** constants, and writes the lengths and integers it gets (so that nothing
** is optimised away), releasing every result as the compiled code does. */
extern "C" __global__ void gs_tier2_all(const unsigned char *bytes, const long long *offs,
                                        int nrows, unsigned char *arena,
                                        unsigned long long *arena_used,
                                        unsigned long long arena_cap, long long *out){
  int row = blockIdx.x * blockDim.x + threadIdx.x;
  gs_ctx c;
  gs_val s, a[4], v;
  long long acc = 0;
  if( row>=nrows ) return;
  gs_ctx_init(&c, 1000000000);
  c.arena = arena; c.arena_used = arena_used; c.arena_cap = arena_cap;
  s = gs_text(gs_view(bytes + offs[row], offs[row+1] - offs[row]));

#define GS_ACC(call) do{ v = (call); acc += gs_is_str(v) ? v.s.n : v.u.i; gs_val_decref(&c, v); }while(0)
  a[0] = s;
  GS_ACC(gs_fn_reverse(&c, 1, a));
  GS_ACC(gs_fn_title(&c, 1, a));
  GS_ACC(gs_fn_capitalize(&c, 1, a));
  GS_ACC(gs_fn_swapcase(&c, 1, a));
  GS_ACC(gs_fn_unicode_upper(&c, 1, a));
  GS_ACC(gs_fn_unicode_lower(&c, 1, a));
  GS_ACC(gs_fn_isalpha(&c, 1, a));
  GS_ACC(gs_fn_isdigit(&c, 1, a));
  GS_ACC(gs_fn_isalnum(&c, 1, a));
  GS_ACC(gs_fn_isspace(&c, 1, a));
  GS_ACC(gs_fn_isupper(&c, 1, a));
  GS_ACC(gs_fn_islower(&c, 1, a));
  GS_ACC(gs_fn_istitle(&c, 1, a));
  GS_ACC(gs_fn_isdecimal(&c, 1, a));
  GS_ACC(gs_fn_octet_length(&c, 1, a));
  a[1] = gs_text(gs_view((const unsigned char*)"\xc3\x9f", 2));
  a[2] = gs_int(-2);
  GS_ACC(gs_fn_startswith(&c, 2, a));
  GS_ACC(gs_fn_endswith(&c, 2, a));
  GS_ACC(gs_fn_contains(&c, 2, a));
  GS_ACC(gs_fn_count(&c, 2, a));
  GS_ACC(gs_fn_find(&c, 2, a));
  GS_ACC(gs_fn_find(&c, 3, a));
  GS_ACC(gs_fn_rfind(&c, 3, a));
  GS_ACC(gs_fn_levenshtein(&c, 2, a));
  GS_ACC(gs_fn_levenshtein(&c, 3, a));
  GS_ACC(gs_fn_osa_distance(&c, 2, a));
  GS_ACC(gs_fn_hamming(&c, 2, a));
  GS_ACC(gs_fn_soundex(&c, 1, a));
  GS_ACC(gs_fn_jaro(&c, 2, a));
  GS_ACC(gs_fn_jaro_winkler(&c, 2, a));
  GS_ACC(gs_fn_damerau_levenshtein(&c, 2, a));
  GS_ACC(gs_fn_fuzz_ratio(&c, 2, a));
  GS_ACC(gs_fn_fuzz_partial_ratio(&c, 2, a));
  GS_ACC(gs_fn_fuzz_token_sort_ratio(&c, 2, a));
  GS_ACC(gs_fn_fuzz_token_set_ratio(&c, 2, a));
  GS_ACC(gs_fn_split_part(&c, 3, a));
  GS_ACC(gs_fn_concat(&c, 3, a));
  GS_ACC(gs_fn_concat_ws(&c, 3, a));
  a[1] = gs_int(12); a[2] = gs_text(gs_view((const unsigned char*)"-=", 2));
  GS_ACC(gs_fn_repeat(&c, 2, a));
  GS_ACC(gs_fn_zfill(&c, 2, a));
  GS_ACC(gs_fn_lpad(&c, 2, a));
  GS_ACC(gs_fn_lpad(&c, 3, a));
  GS_ACC(gs_fn_rpad(&c, 3, a));
  a[3] = gs_null();
  GS_ACC(gs_fn_concat(&c, 4, a));
  /* Regular expressions: a pattern not compiled (the row goes to the CPU
  ** engine), and one compiled on the host, as a BLOB after the arguments
  ** (here the row's bytes stand for it: compiled, not run). */
  a[1] = gs_text(gs_view((const unsigned char*)"(a+)|b", 6));
  a[2] = gs_text(gs_view((const unsigned char*)"<$1>", 4));
  GS_ACC(gs_fn_regexp_like(&c, 2, a));
  GS_ACC(gs_fn_regexp_count(&c, 2, a));
  GS_ACC(gs_fn_regexp_replace(&c, 3, a));
  a[3] = gs_blob(gs_view(bytes, offs[nrows]));
  a[2] = a[3];
  GS_ACC(gs_fn_regexp_like(&c, 3, a));
  GS_ACC(gs_fn_regexp(&c, 3, a));
  GS_ACC(gs_fn_regexp_substr(&c, 3, a));
  GS_ACC(gs_fn_regexp_instr(&c, 3, a));
  GS_ACC(gs_fn_regexp_count(&c, 3, a));
  a[2] = gs_int(1);
  GS_ACC(gs_fn_regexp_capture(&c, 4, a));
  a[2] = gs_text(gs_view((const unsigned char*)"<$1>", 4));
  GS_ACC(gs_fn_regexp_replace(&c, 4, a));
#undef GS_ACC
  out[row] = c.rc ? -(long long)c.rc : acc;
}
