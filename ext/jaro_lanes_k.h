/*
** jaro_lanes_k.h - the kernel of jaro_lanes.c, included once for each
** lane width and instruction set: JL_T the lane's type, JL_NAME the
** function, JL_ATTR its attributes (a target, or nothing).
**
** One text z of nz characters (1 to 64, numbered: jaro_lanes.h) against the block's
** patterns: the matching of gs_fz_jaro_slot (runtime/gs_fuzzy.h) in every
** lane at once, the pattern's masks, the window and the flags a lane's
** bits.  Each character of the text is matched to the first unmatched
** equal character of the pattern in its window: the window's mask starts
** as bits [0, win] and grows by one bit a character while j < win, then
** slides, win being max(na, nb) / 2 - 1 (at least 0) of each lane.  Then,
** only where some lane has at least its fewest matches that may pass
** (b->aMlo), the transpositions: the k-th matched character of the text
** against the k-th matched place of the pattern, by the pattern's mask of
** the text's character.  aM and aT get each lane's m and t (t not yet
** halved); the lanes that may pass come back as bits.
*/
JL_ATTR static uint32_t JL_NAME(const jl_block *b, const unsigned char *z, int nz,
                                unsigned char *aM, unsigned char *aT){
  typedef JL_T V __attribute__((vector_size(JL_VB)));
  enum { N = JL_VB / sizeof(JL_T) };
  V zero = {0}, one, pm, cand, low, pf, m, t, bound, win, nv, sel, jv, lo, ok;
  V aHit[JL_CHARS_MAX];
  JL_T am[N], at[N], aok[N];
  uint64_t any[JL_VB/8], bA, all = 0;
  int64_t wA;
  uint32_t mask = 0;
  int j, k;
  one = zero + 1;
  pf = zero;
  m = zero;
  t = zero;
  jv = zero;
  /* Each lane's window: its pattern's own where the pattern is not
  ** shorter than the text, else the text's (one for all such lanes). */
  wA = nz/2 - 1;
  if( wA<0 ) wA = 0;
  bA = ((uint64_t)1 << (wA + 1)) - 1;       /* wA + 1 <= 32; cut to the lane below */
  memcpy(&nv, b->aN, JL_VB);
  memcpy(&win, b->aWin, JL_VB);
  memcpy(&bound, b->aBound, JL_VB);
  sel = (V)(nv>=zero + (JL_T)nz);
  win = (sel & win) | (~sel & (zero + (JL_T)wA));
  bound = (sel & bound) | (~sel & (zero + (JL_T)bA));
  for(j=0; j<nz; j++){
    memcpy(&pm, b->aPM[z[j]], JL_VB);
    cand = pm & bound & ~pf;
    low = cand & -cand;
    pf |= low;
    aHit[j] = (V)(cand!=zero);
    m -= aHit[j];
    bound = (bound << 1) | ((V)(jv<win) & one);
    jv += one;
  }
  memcpy(&lo, b->aMlo[nz], JL_VB);
  ok = (V)(m>=lo);
  memcpy(any, &ok, JL_VB);
  for(k=0; k<JL_VB/8; k++) all |= any[k];
  if( all==0 ) return 0;
  for(j=0; j<nz; j++){
    low = pf & -pf;
    memcpy(&pm, b->aPM[z[j]], JL_VB);
    t -= (V)((pm & low)==zero) & aHit[j];
    pf ^= low & aHit[j];
  }
  memcpy(am, &m, JL_VB);
  memcpy(at, &t, JL_VB);
  memcpy(aok, &ok, JL_VB);
  for(k=0; k<N; k++){
    aM[k] = (unsigned char)am[k];
    aT[k] = (unsigned char)at[k];
    mask |= (uint32_t)(aok[k]!=0) << k;
  }
  return mask;
}
