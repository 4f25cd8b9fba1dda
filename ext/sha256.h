/*
** sha256.h - SHA-256 (FIPS 180-4), used by the kernel cache (kcache.c) for
** its keys and for the checksum of the images it keeps on disk.
**
**   sha256_ctx c;
**   unsigned char digest[SHA256_SIZE];
**   sha256_init(&c);
**   sha256_update(&c, "abc", 3);
**   sha256_final(&c, digest);
**
** Self-contained (no OpenSSL in the extension), byte-oriented, endian-neutral.
*/
#ifndef GPUSTR_SHA256_H
#define GPUSTR_SHA256_H

#include <stddef.h>
#include <stdint.h>

#define SHA256_SIZE 32            /* bytes in a digest */

typedef struct sha256_ctx {
  uint32_t h[8];                  /* chaining state */
  uint64_t nByte;                 /* bytes hashed so far */
  unsigned char buf[64];          /* a partial block */
  unsigned nBuf;                  /* bytes in buf */
} sha256_ctx;

void sha256_init(sha256_ctx *c);
void sha256_update(sha256_ctx *c, const void *p, size_t n);
void sha256_final(sha256_ctx *c, unsigned char digest[SHA256_SIZE]);

/* One call: the digest of n bytes at p. */
void sha256(const void *p, size_t n, unsigned char digest[SHA256_SIZE]);

/* Lower-case hex of n bytes into z (2*n+1 bytes with the terminating NUL). */
void sha256_hex(char *z, const unsigned char *p, size_t n);

#endif /* GPUSTR_SHA256_H */
