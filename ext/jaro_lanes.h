/*
** jaro_lanes.h - Jaro and Jaro-Winkler of one text against up to 32 short
** patterns at once, a pattern a lane of a 256-bit vector (issue 30): the
** CPU engine's gpu_join packs the short ASCII left strings of a tile into
** blocks and scores each right string against a block without a branch a
** pair.  The kernel gives the integer counts (matches m, transpositions
** t); the caller turns them into the double as the scalar function does
** (runtime/gs_fuzzy.h), so the values are the same to the bit.  The
** characters are numbered by the caller, so any text serves that has at
** most 64 of them and at most 127 other than ASCII in a block.
*/
#ifndef JARO_LANES_H
#define JARO_LANES_H

#include <stdint.h>

#define JL_LANES_MAX 32    /* lanes of 8 bits in 256 */
#define JL_CHARS_MAX 64    /* the longest pattern, the longest text */

/* Kernels: the portable one (GCC/clang vector extensions, what the target
** has), or one compiled for AVX2 (x86-64, chosen where the CPU has it). */
#define JL_ISA_PORTABLE 1
#define JL_ISA_AVX2     2

/* Characters are given as bytes that index the masks: the caller numbers
** them (an ASCII character as itself, the others of a block from 128 up),
** JL_NONE for one no pattern of the block has. */
#define JL_NONE 255

/* A block of patterns.  The vectors are kept as bytes (read and written
** with memcpy, which compiles to vector loads): lane k's element at byte
** k * nBits / 8 of each. */
typedef struct jl_block {
  unsigned char aPM[256][32];    /* per character: bit i of lane k where pattern k has it at i */
  unsigned char aMlo[JL_CHARS_MAX + 1][32];  /* per text length: the fewest matches that may pass */
  unsigned char aN[32];          /* the patterns' lengths */
  unsigned char aWin[32];        /* their own window (where not shorter than the text) */
  unsigned char aBound[32];      /* its first mask */
  int nBits;                     /* 8, 16, 32 or 64 */
  int nLane;                     /* jl_lanes(): 256 / nBits, or 128 / nBits */
  int nUsed;                     /* lanes holding a pattern */
  int eIsa;
} jl_block;

int jl_isa_best(void);
int jl_bits_for(int nLongest);
int jl_lanes(int eIsa, int nBits);
void jl_block_init(jl_block *b, int eIsa, int nBits, int nUsed, const unsigned char *const *az,
                   const int *an, int nOther, const unsigned char *aMlo);
uint32_t jl_block_score(const jl_block *b, const unsigned char *z, int nz,
                        unsigned char *aM, unsigned char *aT);

#endif
