/* made by test/kernels.test */
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

/* program: s -> let r = CASE WHEN length(s) > 2 THEN upper(s) ELSE s || s END; r || 'abc' */

GS_DATA unsigned char k2_k1[3] = {
  97,98,99
};
GS_FN void k2_row(const gs_kargs *k, gs_ctx *c, int64_t row){
  gs_val R[11];
  R[0] = gs_karg(k, 0, row);
  R[4] = R[0];
  R[3] = gs_fn_length(c, 1, &R[4]); if( c->rc ) goto fail;
  R[5] = gs_int(2LL);
  R[2] = gs_op_cmp_aff(c, 5, R[3], R[5], 0, 64); if( c->rc ) goto fail;
  if( gs_truth(R[2])!=1 ) goto L10;
  R[7] = R[0];
  R[6] = gs_fn_upper(c, 1, &R[7]); if( c->rc ) goto fail;
  R[1] = R[6];
  goto L12;
L10:
  R[8] = gs_op_concat(c, R[0], R[0]); if( c->rc ) goto fail;
  R[1] = R[8];
L12:
  R[10] = gs_text(gs_view(k2_k1, 3));
  R[9] = gs_op_concat(c, R[1], R[10]); if( c->rc ) goto fail;
  gs_val_decref(c, R[1]);
  gs_kret(k, c, row, R[9]); return;
fail:
  gs_kfail(k, c, row);
}
GS_KERNEL(k2, k2_row)

/* program: (s, t) -> s < t COLLATE NOCASE */

GS_FN void k3_row(const gs_kargs *k, gs_ctx *c, int64_t row){
  gs_val R[3];
  R[0] = gs_karg(k, 0, row);
  R[1] = gs_karg(k, 1, row);
  R[2] = gs_op_cmp_aff(c, 3, R[0], R[1], 1, 65); if( c->rc ) goto fail;
  gs_kret(k, c, row, R[2]); return;
fail:
  gs_kfail(k, c, row);
}
GS_KERNEL(k3, k3_row)

/* program: (s, t) -> coalesce(nullif(s, t), printf('%5.2f|%q', t, s)) */

GS_DATA unsigned char k4_k0[8] = {
  37,53,46,50,102,124,37,113
};
GS_FN void k4_row(const gs_kargs *k, gs_ctx *c, int64_t row){
  gs_val R[10];
  R[0] = gs_karg(k, 0, row);
  R[1] = gs_karg(k, 1, row);
  R[4] = R[0];
  R[5] = R[1];
  R[3] = gs_fn_nullif(c, 2, &R[4]); if( c->rc ) goto fail;
  if( R[3].type==GS_NULL ) goto L8;
  R[2] = R[3];
  goto L13;
L8:
  R[7] = gs_text(gs_view(k4_k0, 8));
  R[8] = R[1];
  R[9] = R[0];
  R[6] = gs_fn_printf(c, 3, &R[7]); if( c->rc ) goto fail;
  R[2] = R[6];
L13:
  gs_kret(k, c, row, R[2]); return;
fail:
  gs_kfail(k, c, row);
}
GS_KERNEL(k4, k4_row)

/* program: s -> CAST(s AS INTEGER) + 1.5 * 2 */

GS_FN void k5_row(const gs_kargs *k, gs_ctx *c, int64_t row){
  gs_val R[6];
  R[0] = gs_karg(k, 0, row);
  R[2] = gs_cast(c, R[0], 1); if( c->rc ) goto fail;
  R[4] = gs_real(gs_bits_dbl(0x3ff8000000000000ULL));
  R[5] = gs_int(2LL);
  R[3] = gs_op_mul(c, R[4], R[5]); if( c->rc ) goto fail;
  R[1] = gs_op_add(c, R[2], R[3]); if( c->rc ) goto fail;
  gs_kret(k, c, row, R[1]); return;
fail:
  gs_kfail(k, c, row);
}
GS_KERNEL(k5, k5_row)

/* program: char(0, 65, 0x1F600) || x'00ff' || -0.0 || 1e15 */

GS_DATA unsigned char k6_k3[2] = {
  0,255
};
GS_FN void k6_row(const gs_kargs *k, gs_ctx *c, int64_t row){
  gs_val R[10];
  R[4] = gs_int(0LL);
  R[5] = gs_int(65LL);
  R[6] = gs_int(128512LL);
  R[3] = gs_fn_char(c, 3, &R[4]); if( c->rc ) goto fail;
  R[7] = gs_blob(gs_view(k6_k3, 2));
  R[2] = gs_op_concat(c, R[3], R[7]); if( c->rc ) goto fail;
  gs_val_decref(c, R[3]);
  R[8] = gs_real(gs_bits_dbl(0x8000000000000000ULL));
  R[1] = gs_op_concat(c, R[2], R[8]); if( c->rc ) goto fail;
  gs_val_decref(c, R[2]);
  R[9] = gs_real(gs_bits_dbl(0x430c6bf526340000ULL));
  R[0] = gs_op_concat(c, R[1], R[9]); if( c->rc ) goto fail;
  gs_val_decref(c, R[1]);
  gs_kret(k, c, row, R[0]); return;
fail:
  gs_kfail(k, c, row);
}
GS_KERNEL(k6, k6_row)


static const kernel_entry kernel_list[] = {
  { "upper(s)||s", 1, k0 },
  { "(s, t) -> CASE WHEN instr(s, t) > 0 THEN replace(s, t, upper(t)) ELSE trim(substr(s, 2, 3)) END", 2, k1 },
  { "s -> let r = CASE WHEN length(s) > 2 THEN upper(s) ELSE s || s END; r || 'abc'", 1, k2 },
  { "(s, t) -> s < t COLLATE NOCASE", 2, k3 },
  { "(s, t) -> coalesce(nullif(s, t), printf('%5.2f|%q', t, s))", 2, k4 },
  { "s -> CAST(s AS INTEGER) + 1.5 * 2", 1, k5 },
  { "char(0, 65, 0x1F600) || x'00ff' || -0.0 || 1e15", 0, k6 },
};
