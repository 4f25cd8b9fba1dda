/*
** kcache.h - the compiled-kernel cache (kcache.c): CUBIN images keyed by a
** hash of everything NVRTC sees, kept in memory (process-wide) and on disk
** (one file per key in the connection's cache_dir), so that only the first
** use of a program ever pays for NVRTC.  See docs/design.md, "The GPU engine".
**
** How the GPU engine uses it:
**
**   kc_key_input in = { zSrc, nHdr, azHdrSrc, azHdrName, nOpt, azOpt,
**                       nvrtcMajor, nvrtcMinor, arch };
**   char zKey[KC_KEY_SIZE];
**   kc_image *img = 0;
**   int where;
**   kc_key(zKey, &in);
**   rc = kc_lookup(conn->cfg.cache_dir, zKey, &img, &where);
**   if( rc==SQLITE_OK && where==KC_MISS ){
**     ... nvrtcCompileProgram, nvrtcGetCUBIN into (p, n) ...
**     rc = kc_store(conn->cfg.cache_dir, zKey, p, n, &img);
**   }
**   ... cuModuleLoadData(&mod, kc_image_data(img)) ...
**   kc_image_unref(img);
**
** Nothing here is an error for the query except running out of memory: a
** missing, unreadable, corrupt or foreign disk entry is a miss (counted in
** gpu_stats() as cache_corrupt unless the file simply does not exist), and a
** disk store that fails (read-only or uncreatable directory, full disk) is
** counted as cache_store_failures while the image is still cached in memory
** and handed back.  A directory or file that another user could write is
** not used (kc_dir_unsafe).  All functions are thread-safe.
*/
#ifndef GPUSTR_KCACHE_H
#define GPUSTR_KCACHE_H

#include <stddef.h>
#include <stdint.h>

#define KC_KEY_SIZE 65        /* 64 lower-case hex digits of SHA-256 + NUL */

/* Where kc_lookup found the image. */
#define KC_MISS   0
#define KC_MEMORY 1
#define KC_DISK   2

/* Everything that decides what NVRTC produces.  The headers are those
** passed to nvrtcCreateProgram (the runtime embedded in the extension): they
** are part of the key because the source only #includes them by name.
** nHdr may be 0 with both arrays NULL, likewise nOpt. */
typedef struct kc_key_input {
  const char *zSrc;                 /* the CUDA source */
  int nHdr;                         /* headers given to nvrtcCreateProgram */
  const char *const *azHdrSrc;      /*   their text */
  const char *const *azHdrName;     /*   their include names */
  int nOpt;                         /* options given to nvrtcCompileProgram */
  const char *const *azOpt;
  int nvrtcMajor, nvrtcMinor;       /* nvrtcVersion() */
  int arch;                         /* e.g. 90 for sm_90 */
} kc_key_input;

/* The cache key of in: SHA-256 over all its parts, each length-prefixed, so
** that moving bytes from one part to the next changes the key. */
void kc_key(char zKey[KC_KEY_SIZE], const kc_key_input *in);

/* A compiled image, shared and read-only, reference-counted: the memory
** cache holds one reference, each kc_lookup/kc_store caller another, so an
** image evicted from the cache stays valid until its last user drops it. */
typedef struct kc_image kc_image;
const void *kc_image_data(const kc_image *img);
size_t kc_image_size(const kc_image *img);
void kc_image_unref(kc_image *img);          /* NULL is a no-op */

/* Find zKey: in memory, else in zDir (a disk hit is then cached in memory
** too).  zDir NULL or "" means no disk cache.  On SQLITE_OK, *pWhere is
** KC_MEMORY, KC_DISK or KC_MISS and *ppImg the image (a new reference, the
** caller unrefs it) or NULL on a miss.  Returns SQLITE_NOMEM, with a miss,
** only when memory runs out. */
int kc_lookup(const char *zDir, const char *zKey, kc_image **ppImg, int *pWhere);

/* Cache n bytes at p under zKey: in memory (replacing an entry of the same
** key), and in zDir (created with its parents, mode 0700, if missing)
** written to a temporary file and renamed into place.  A failed disk write
** is counted (cache_store_failures), never returned.  If ppImg is not NULL
** it receives a reference to the cached image.  Returns SQLITE_OK, or
** SQLITE_NOMEM (nothing cached, *ppImg NULL). */
int kc_store(const char *zDir, const char *zKey, const void *p, size_t n, kc_image **ppImg);

/* Why zDir may not be the cache directory (sqlite3_malloc'd), or NULL when
** it may or does not exist yet: a directory not owned by this user or
** writable by group or others is never used (nor a cache file that is),
** as ssh treats its keys; kc_lookup and kc_store pass it by (counted as
** cache_refused, and logged through sqlite3_log). */
char *kc_dir_unsafe(const char *zDir);

/* The default cache directory: $XDG_CACHE_HOME/gpustr when XDG_CACHE_HOME is
** an absolute path, else $HOME/.cache/gpustr, else <home from the password
** database>/.cache/gpustr, else "" (no disk cache: never a shared directory
** such as /tmp, where another user could plant images).  sqlite3_malloc'd;
** NULL when out of memory. */
char *kc_default_dir(void);

/* The bounds of the memory cache, least recently used evicted first:
** entries and total image bytes.  An image larger than the byte bound is
** kept on disk only.  Defaults KC_MEM_ENTRIES and KC_MEM_BYTES; values < 1
** leave a bound unchanged.  Shrinking evicts at once. */
#define KC_MEM_ENTRIES 64
#define KC_MEM_BYTES   ((int64_t)64 << 20)
void kc_memory_limit(int nEntry, int64_t nByte);

/* What the memory cache holds now (for tests and gpu_stats). */
void kc_memory_usage(int *pnEntry, int64_t *pnByte);

/* Drop every entry of the memory cache (images still referenced survive
** until unref'd).  For tests, and to measure disk hits. */
void kc_clear_memory(void);

/* The checksum of a disk entry's payload: XXH64 with seed 0. */
uint64_t kc_checksum(const void *p, size_t n);

/* The disk format, for tests.  A file <key>.cubin holds a header of
** KC_HEADER_SIZE bytes, then the payload:
**   0  8  magic "GPUSTRKC"
**   8  4  format version (KC_FORMAT_VERSION), little-endian
**  12  4  header size (KC_HEADER_SIZE), little-endian
**  16 64  the key, hex
**  80  8  payload size, little-endian
**  88  8  kc_checksum of the payload, little-endian
** Temporary files are named .<key>.<pid>.<counter>.tmp. */
#define KC_MAGIC          "GPUSTRKC"
#define KC_FORMAT_VERSION 1
#define KC_HEADER_SIZE    96
#define KC_FILE_SUFFIX    ".cubin"

#endif /* GPUSTR_KCACHE_H */
