/*
** jaro_lanes.c - Jaro and Jaro-Winkler of one text against a block of up
** to 32 short patterns at once, each pattern in a lane of a vector
** (issue 30: RapidFuzz's cdist scores short strings so, and was
** 2.7 times faster than gpu_join's one pair at a time).  gpu_join's CPU
** workers (ext/join_vtab.c) pack a tile's left strings of up to 64
** characters into blocks of lanes as wide as the longest needs (8, 16,
** 32 or 64 bits: 32, 16, 8 or 4 lanes), build their masks once, and run
** every right string of the tile against each block.
**
** The kernel (jaro_lanes_k.h) is written with GCC's vector extensions
** (clang has them too), which compile on any target.  The portable
** kernel uses 128-bit vectors, which SSE2 (so any x86-64) and NEON have
** whole: GCC splits a wider operation piece by piece there.  On x86-64
** the same source is compiled a second time with 256-bit vectors for
** AVX2 (a function attribute, not a flag: the extension still runs on
** any x86-64), chosen at run time where the CPU has it: twice the lanes.
** Both give the same integers; the doubles are the caller's, computed
** outside this file with the scalar function's formula.
*/
#include "jaro_lanes.h"
#include <string.h>

#if (defined(__GNUC__) || defined(__clang__)) && defined(__x86_64__)
# define JL_HAVE_AVX2 1
#else
# define JL_HAVE_AVX2 0
#endif

#define JL_VB 16
#define JL_T uint8_t
#define JL_NAME jl_score8
#define JL_ATTR
#include "jaro_lanes_k.h"
#undef JL_T
#undef JL_NAME
#define JL_T uint16_t
#define JL_NAME jl_score16
#include "jaro_lanes_k.h"
#undef JL_T
#undef JL_NAME
#define JL_T uint32_t
#define JL_NAME jl_score32
#include "jaro_lanes_k.h"
#undef JL_T
#undef JL_NAME
#define JL_T uint64_t
#define JL_NAME jl_score64
#include "jaro_lanes_k.h"
#undef JL_T
#undef JL_NAME
#undef JL_ATTR
#undef JL_VB

#if JL_HAVE_AVX2
# define JL_VB 32
# define JL_ATTR __attribute__((target("avx2")))
# define JL_T uint8_t
# define JL_NAME jl_score8_avx2
# include "jaro_lanes_k.h"
# undef JL_T
# undef JL_NAME
# define JL_T uint16_t
# define JL_NAME jl_score16_avx2
# include "jaro_lanes_k.h"
# undef JL_T
# undef JL_NAME
# define JL_T uint32_t
# define JL_NAME jl_score32_avx2
# include "jaro_lanes_k.h"
# undef JL_T
# undef JL_NAME
# define JL_T uint64_t
# define JL_NAME jl_score64_avx2
# include "jaro_lanes_k.h"
# undef JL_T
# undef JL_NAME
# undef JL_ATTR
# undef JL_VB
#endif

/* The best kernel this CPU runs. */
int jl_isa_best(void){
#if JL_HAVE_AVX2
  __builtin_cpu_init();
  if( __builtin_cpu_supports("avx2") ) return JL_ISA_AVX2;
#endif
  return JL_ISA_PORTABLE;
}

/* The lanes of a block of kernel eIsa, lanes of nBits: 256 bits for
** AVX2, 128 for the portable kernel. */
int jl_lanes(int eIsa, int nBits){
  return (eIsa==JL_ISA_AVX2 ? 256 : 128) / nBits;
}

/* The narrowest lane that holds a pattern of nLongest characters. */
int jl_bits_for(int nLongest){
  if( nLongest<=8 ) return 8;
  if( nLongest<=16 ) return 16;
  if( nLongest<=32 ) return 32;
  return 64;
}

/* Lane k of vector image p, of nBits: get and set. */
static uint64_t jl_lane_get(const unsigned char *p, int nBits, int k){
  uint8_t a; uint16_t b; uint32_t c; uint64_t d;
  switch( nBits ){
    case 8:  memcpy(&a, p + k, 1); return a;
    case 16: memcpy(&b, p + 2*k, 2); return b;
    case 32: memcpy(&c, p + 4*k, 4); return c;
    default: memcpy(&d, p + 8*k, 8); return d;
  }
}
static void jl_lane_set(unsigned char *p, int nBits, int k, uint64_t x){
  uint8_t a = (uint8_t)x; uint16_t b = (uint16_t)x; uint32_t c = (uint32_t)x;
  switch( nBits ){
    case 8:  memcpy(p + k, &a, 1); break;
    case 16: memcpy(p + 2*k, &b, 2); break;
    case 32: memcpy(p + 4*k, &c, 4); break;
    default: memcpy(p + 8*k, &x, 8); break;
  }
}

/* Fill b with nUsed patterns az[k] of an[k] characters (1 to nBits
** each, at most jl_lanes(eIsa, nBits) of them, numbered from 0 to 254, those from 128 up the first time in
** order: nOther of them), lanes of nBits, the kernel eIsa.  aMlo[na * 65 + nb]: the fewest
** matches with which a pair of na and nb characters may pass (65: none);
** lanes without a pattern never pass. */
void jl_block_init(jl_block *b, int eIsa, int nBits, int nUsed, const unsigned char *const *az,
                   const int *an, int nOther, const unsigned char *aMlo){
  int k, i, nz;
  if( nOther>0 ) memset(b->aPM[128], 0, (size_t)nOther*sizeof(b->aPM[0]));
  memset(b->aPM, 0, 128*sizeof(b->aPM[0]));
  memset(b->aPM[JL_NONE], 0, sizeof(b->aPM[0]));
  memset(b->aMlo, 0xff, sizeof(b->aMlo));
  memset(b->aN, 0, sizeof(b->aN));
  memset(b->aWin, 0, sizeof(b->aWin));
  memset(b->aBound, 0, sizeof(b->aBound));
  b->nBits = nBits;
  b->nLane = jl_lanes(eIsa, nBits);
  b->nUsed = nUsed;
  b->eIsa = eIsa;
  for(k=0; k<nUsed; k++){
    int64_t w = an[k]/2 - 1;
    if( w<0 ) w = 0;
    for(i=0; i<an[k]; i++){
      unsigned char *p = b->aPM[az[k][i]];
      jl_lane_set(p, nBits, k, jl_lane_get(p, nBits, k) | ((uint64_t)1 << i));
    }
    jl_lane_set(b->aN, nBits, k, (uint64_t)an[k]);
    jl_lane_set(b->aWin, nBits, k, (uint64_t)w);
    jl_lane_set(b->aBound, nBits, k, ((uint64_t)1 << (w + 1)) - 1);
    for(nz=1; nz<=JL_CHARS_MAX; nz++){
      jl_lane_set(b->aMlo[nz], nBits, k, aMlo[an[k]*(JL_CHARS_MAX + 1) + nz]);
    }
  }
}

/* Score text z (nz numbered characters, 1 to 64) against b's lanes: each
** lane's matches and transpositions (not halved) into aM[] and aT[],
** where the result, the lanes that may pass, is not 0. */
uint32_t jl_block_score(const jl_block *b, const unsigned char *z, int nz,
                        unsigned char *aM, unsigned char *aT){
#if JL_HAVE_AVX2
  if( b->eIsa==JL_ISA_AVX2 ){
    switch( b->nBits ){
      case 8:  return jl_score8_avx2(b, z, nz, aM, aT);
      case 16: return jl_score16_avx2(b, z, nz, aM, aT);
      case 32: return jl_score32_avx2(b, z, nz, aM, aT);
      default: return jl_score64_avx2(b, z, nz, aM, aT);
    }
  }
#endif
  switch( b->nBits ){
    case 8:  return jl_score8(b, z, nz, aM, aT);
    case 16: return jl_score16(b, z, nz, aM, aT);
    case 32: return jl_score32(b, z, nz, aM, aT);
    default: return jl_score64(b, z, nz, aM, aT);
  }
}
