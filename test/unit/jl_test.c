/*
** jl_test.c - the kernels of ext/jaro_lanes.c against the scalar Jaro of
** runtime/gs_fuzzy.h (gs_fz_jaro_bits), below the SQL layer.
**
**   jl_test        (make check runs it: "jl_test: N passed, M failed")
**
** Random blocks of patterns (1 to 64 characters, lanes of 8 to 64 bits,
** every kernel this CPU runs: the portable one, and AVX2 where it has it)
** and random texts (1 to 64 characters, a pattern's copy or near copy at
** times) over small alphabets, some characters numbered beyond ASCII and
** some the block does not have (JL_NONE): each lane's matches and
** transpositions must give the scalar function's double, to the bit, and
** the lanes the kernel says may pass must be those with at least their
** fewest matches (random here), counted by the definition.  join.test checks the same through gpu_join.
*/
#include "gpustr_int.h"
#include "gs_runtime.h"
#include "jaro_lanes.h"
#include <stdio.h>

static int nPass, nFail;
static uint64_t rngState = 0x2545f4914f6cdd1dull;

static uint32_t jl_rand(void){
  rngState ^= rngState << 13;
  rngState ^= rngState >> 7;
  rngState ^= rngState << 17;
  return (uint32_t)(rngState >> 11);
}

/* A character of an alphabet of nAlpha: ASCII mostly, a number beyond
** ASCII at times. */
static unsigned char jl_char(int nAlpha, int nOther){
  if( nOther>0 && jl_rand()%5==0 ) return (unsigned char)(128 + jl_rand()%(uint32_t)nOther);
  return (unsigned char)('a' + jl_rand()%(uint32_t)nAlpha);
}

/* Jaro of a (na) and b (nb) by the scalar function, the characters as
** keys. */
static double jl_scalar(const unsigned char *a, int na, const unsigned char *b, int nb){
  uint32_t ka[JL_CHARS_MAX], kb[JL_CHARS_MAX];
  gs_fz f;
  int64_t w;
  int i;
  memset(&f, 0, sizeof(f));
  for(i=0; i<na; i++) ka[i] = a[i];
  for(i=0; i<nb; i++) kb[i] = b[i];
  f.k[0] = ka;
  f.k[1] = kb;
  f.n[0] = na;
  f.n[1] = nb;
  w = (na>nb ? na : nb)/2 - 1;
  if( w<0 ) w = 0;
  return gs_fz_jaro_bits(&f, w, 0);
}

/* The matches of a (na) and b (nb) by the definition: each character of
** b, in order, to the first unmatched equal one of a in its window. */
static int jl_matches(const unsigned char *a, int na, const unsigned char *b, int nb){
  int w = (na>nb ? na : nb)/2 - 1, used[JL_CHARS_MAX], i, j, m = 0;
  if( w<0 ) w = 0;
  memset(used, 0, sizeof(used));
  for(i=0; i<nb; i++){
    for(j=i>w ? i - w : 0; j<na && j<=i + w; j++){
      if( !used[j] && a[j]==b[i] ){ used[j] = 1; m++; break; }
    }
  }
  return m;
}

int main(void){
  static unsigned char aMlo[(JL_CHARS_MAX + 1)*(JL_CHARS_MAX + 1)];
  static jl_block b;
  int it, isa, nIsa = jl_isa_best();
  for(it=0; it<30000; it++){
    for(isa=JL_ISA_PORTABLE; isa<=nIsa; isa++){
      unsigned char pat[JL_LANES_MAX][JL_CHARS_MAX], txt[JL_CHARS_MAX], aM[JL_LANES_MAX], aT[JL_LANES_MAX];
      const unsigned char *az[JL_LANES_MAX];
      int an[JL_LANES_MAX], nz, k, i, nBits, nLane;
      int nAlpha = 1 + (int)(jl_rand()%8), nOther = (int)(jl_rand()%4), nLong = 1 + (int)(jl_rand()%64);
      uint32_t mask, want = 0;
      nBits = jl_bits_for(nLong);
      nLane = 1 + (int)(jl_rand()%(uint32_t)jl_lanes(isa, nBits));
      for(k=0; k<nLane; k++){
        an[k] = 1 + (int)(jl_rand()%(uint32_t)nLong);
        for(i=0; i<an[k]; i++) pat[k][i] = jl_char(nAlpha, nOther);
        az[k] = pat[k];
      }
      nz = 1 + (int)(jl_rand()%64);
      for(i=0; i<nz; i++) txt[i] = jl_char(nAlpha, nOther);
      if( jl_rand()%3==0 ){
        /* A copy of a pattern, a character changed or two swapped. */
        k = (int)(jl_rand()%(uint32_t)nLane);
        nz = an[k];
        memcpy(txt, pat[k], (size_t)nz);
        if( jl_rand()%2 ) txt[jl_rand()%(uint32_t)nz] = jl_char(nAlpha, nOther);
        if( nz>1 && jl_rand()%2 ){ i = (int)(jl_rand()%(uint32_t)(nz - 1)); txt[i] = pat[k][i+1]; txt[i+1] = pat[k][i]; }
      }
      /* A character the block does not have: JL_NONE. */
      if( jl_rand()%4==0 ) txt[jl_rand()%(uint32_t)nz] = JL_NONE;
      for(i=0; i<(int)sizeof(aMlo); i++) aMlo[i] = (unsigned char)(jl_rand()%(uint32_t)(JL_CHARS_MAX/4 + 2));
      jl_block_init(&b, isa, nBits, nLane, az, an, nOther, aMlo);
      mask = jl_block_score(&b, txt, nz, aM, aT);
      for(k=0; k<nLane; k++){
        double want0 = jl_scalar(pat[k], an[k], txt, nz);
        if( jl_matches(pat[k], an[k], txt, nz)>=aMlo[an[k]*(JL_CHARS_MAX + 1) + nz] ) want |= (uint32_t)1 << k;
        if( mask==0 ) continue;
        if( memcmp(&want0, &(double){gs_fz_jaro_sim(aM[k], aT[k]/2, an[k], nz)}, sizeof(double))==0 ){
          nPass++;
        }else{
          if( nFail<10 ) printf("! kernel %d, %d bits, lane %d: m %d t %d, %.17g for %.17g\n",
                                isa, nBits, k, aM[k], aT[k], gs_fz_jaro_sim(aM[k], aT[k]/2, an[k], nz), want0);
          nFail++;
        }
      }
      if( mask==want ){
        nPass++;
      }else{
        if( nFail<10 ) printf("! kernel %d, %d bits: lanes %x, %x wanted\n", isa, nBits, mask, want);
        nFail++;
      }
    }
  }
  printf("jl_test: kernels %s\n", nIsa==JL_ISA_AVX2 ? "portable and AVX2" : "portable (no AVX2 here)");
  printf("jl_test: %d passed, %d failed\n", nPass, nFail);
  return nFail!=0;
}
