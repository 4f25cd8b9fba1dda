/*
** kcache.c - the compiled-kernel cache: so that only the first use of a
** program pays for NVRTC (docs/design.md, "The GPU engine").  The interface and
** the disk format are in kcache.h.
**
**   SELECT gpu_config('cache_dir');                 -- ~/.cache/gpustr
**   SELECT gpu_config('cache_dir', '/var/tmp/kc');  -- another directory
**   SELECT gpu_config('cache_dir', '');             -- memory only
**   SELECT json_extract(gpu_stats(), '$.cache_hits_disk');
**
** The key is a SHA-256 over the generated source, the embedded headers, the
** NVRTC options, NVRTC's version and the target architecture, so a changed
** compiler or runtime never gets a stale image.
**
** In memory: one process-wide list, most recently used first, bounded in
** entries and bytes, under one mutex; shared by every connection and
** thread.  Images are reference-counted, so eviction never frees bytes a
** caller is loading into the driver.  64 entries are few enough that a
** linear search costs nothing next to a module load.
**
** On disk: <cache_dir>/<key>.cubin, a header (magic, format version, key,
** size, checksum of the payload) then the CUBIN.  A store writes a
** temporary file of a name unique to this process and call, then renames
** it over the entry, so a reader sees the old file or the new one, never
** half of one, and two writers of one key both leave a whole entry.  There
** is no fsync: an entry torn by a crash fails its checksum, is ignored, and
** the caller compiles and stores it again.  Any entry that does not check
** out is a miss, never an error: the cache can only cost a compilation.
*/
#define _GNU_SOURCE              /* pread, getpwuid_r, O_CLOEXEC under -std=c99 */
#include "gpustr_int.h"
#include "kcache.h"
#include "sha256.h"

#include <errno.h>
#include <fcntl.h>
#include <pthread.h>
#include <pwd.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

/* ---- the key ------------------------------------------------------------ */

static void kc_hash_u64(sha256_ctx *c, uint64_t v){
  unsigned char a[8];
  int i;
  for(i=0; i<8; i++) a[i] = (unsigned char)(v >> (8*i));
  sha256_update(c, a, 8);
}

/* A part of the key: its length, then its bytes (NULL hashes as ""). */
static void kc_hash_str(sha256_ctx *c, const char *z){
  size_t n = z ? strlen(z) : 0;
  kc_hash_u64(c, n);
  sha256_update(c, z, n);
}

void kc_key(char zKey[KC_KEY_SIZE], const kc_key_input *in){
  static const char zDomain[] = "gpustr kernel cache key 1";
  unsigned char digest[SHA256_SIZE];
  sha256_ctx c;
  int i;
  sha256_init(&c);
  kc_hash_str(&c, zDomain);
  kc_hash_str(&c, in->zSrc);
  kc_hash_u64(&c, (uint64_t)(in->nHdr>0 ? in->nHdr : 0));
  for(i=0; i<in->nHdr; i++){
    kc_hash_str(&c, in->azHdrName[i]);
    kc_hash_str(&c, in->azHdrSrc[i]);
  }
  kc_hash_u64(&c, (uint64_t)(in->nOpt>0 ? in->nOpt : 0));
  for(i=0; i<in->nOpt; i++) kc_hash_str(&c, in->azOpt[i]);
  kc_hash_u64(&c, (uint64_t)(int64_t)in->nvrtcMajor);
  kc_hash_u64(&c, (uint64_t)(int64_t)in->nvrtcMinor);
  kc_hash_u64(&c, (uint64_t)(int64_t)in->arch);
  sha256_final(&c, digest);
  sha256_hex(zKey, digest, SHA256_SIZE);
}

/* Is z a key as kc_key writes it?  Keys become file names: nothing else
** may reach the file system. */
static int kc_key_ok(const char *z){
  int i;
  if( z==0 ) return 0;
  for(i=0; i<KC_KEY_SIZE-1; i++){
    if( !((z[i]>='0' && z[i]<='9') || (z[i]>='a' && z[i]<='f')) ) return 0;
  }
  return z[i]==0;
}

/* ---- the checksum: XXH64, seed 0 ---------------------------------------- */

#define XXH_P1 0x9E3779B185EBCA87ULL
#define XXH_P2 0xC2B2AE3D27D4EB4FULL
#define XXH_P3 0x165667B19E3779F9ULL
#define XXH_P4 0x85EBCA77C2B2AE63ULL
#define XXH_P5 0x27D4EB2F165667C5ULL

static uint64_t kc_rotl(uint64_t x, int r){ return (x << r) | (x >> (64 - r)); }

static uint64_t kc_get64(const unsigned char *p){
  uint64_t v = 0;
  int i;
  for(i=7; i>=0; i--) v = v<<8 | p[i];
  return v;
}

static uint32_t kc_get32(const unsigned char *p){
  return (uint32_t)p[0] | (uint32_t)p[1]<<8 | (uint32_t)p[2]<<16 | (uint32_t)p[3]<<24;
}

static uint64_t kc_xxh_round(uint64_t acc, uint64_t v){
  return kc_rotl(acc + v*XXH_P2, 31) * XXH_P1;
}

static uint64_t kc_xxh_merge(uint64_t h, uint64_t v){
  return (h ^ kc_xxh_round(0, v)) * XXH_P1 + XXH_P4;
}

uint64_t kc_checksum(const void *pData, size_t n){
  const unsigned char *p = (const unsigned char*)pData;
  const unsigned char *pEnd = p + n;
  uint64_t h;
  if( n>=32 ){
    uint64_t v1 = XXH_P1 + XXH_P2, v2 = XXH_P2, v3 = 0, v4 = 0 - XXH_P1;
    for(; pEnd-p>=32; p+=32){
      v1 = kc_xxh_round(v1, kc_get64(p));
      v2 = kc_xxh_round(v2, kc_get64(p+8));
      v3 = kc_xxh_round(v3, kc_get64(p+16));
      v4 = kc_xxh_round(v4, kc_get64(p+24));
    }
    h = kc_rotl(v1, 1) + kc_rotl(v2, 7) + kc_rotl(v3, 12) + kc_rotl(v4, 18);
    h = kc_xxh_merge(h, v1);
    h = kc_xxh_merge(h, v2);
    h = kc_xxh_merge(h, v3);
    h = kc_xxh_merge(h, v4);
  }else{
    h = XXH_P5;
  }
  h += (uint64_t)n;
  for(; pEnd-p>=8; p+=8){
    h ^= kc_xxh_round(0, kc_get64(p));
    h = kc_rotl(h, 27)*XXH_P1 + XXH_P4;
  }
  if( pEnd-p>=4 ){
    h ^= (uint64_t)kc_get32(p) * XXH_P1;
    h = kc_rotl(h, 23)*XXH_P2 + XXH_P3;
    p += 4;
  }
  for(; p<pEnd; p++){
    h ^= *p * XXH_P5;
    h = kc_rotl(h, 11)*XXH_P1;
  }
  h ^= h >> 33; h *= XXH_P2;
  h ^= h >> 29; h *= XXH_P3;
  h ^= h >> 32;
  return h;
}

/* ---- images and the memory cache ---------------------------------------- */

struct kc_image {
  int nRef;                      /* atomic: the cache's and the callers' */
  kc_image *pPrev, *pNext;       /* the list, most recently used first */
  char zKey[KC_KEY_SIZE];
  size_t nData;
  unsigned char aData[];         /* 8-byte aligned: follows a size_t */
};

static pthread_mutex_t kc_mutex = PTHREAD_MUTEX_INITIALIZER;
static kc_image *kc_first, *kc_last;
static int kc_nEntry;
static int64_t kc_nByte;
static int kc_maxEntry = KC_MEM_ENTRIES;
static int64_t kc_maxByte = KC_MEM_BYTES;

const void *kc_image_data(const kc_image *img){ return img->aData; }
size_t kc_image_size(const kc_image *img){ return img->nData; }

void kc_image_unref(kc_image *img){
  if( img && __atomic_sub_fetch(&img->nRef, 1, __ATOMIC_ACQ_REL)==0 ) sqlite3_free(img);
}

/* A new image of n bytes (uninitialised) with one reference, or NULL. */
static kc_image *kc_image_new(const char *zKey, size_t n){
  kc_image *img = (kc_image*)sqlite3_malloc64(sizeof(kc_image) + n);
  if( img==0 ) return 0;
  memset(img, 0, sizeof(*img));
  img->nRef = 1;
  memcpy(img->zKey, zKey, KC_KEY_SIZE);
  img->nData = n;
  return img;
}

/* Take img out of the list and drop the list's reference.  Holds kc_mutex. */
static void kc_unlink(kc_image *img){
  if( img->pPrev ) img->pPrev->pNext = img->pNext; else kc_first = img->pNext;
  if( img->pNext ) img->pNext->pPrev = img->pPrev; else kc_last = img->pPrev;
  img->pPrev = img->pNext = 0;
  kc_nEntry--;
  kc_nByte -= (int64_t)img->nData;
  kc_image_unref(img);
}

static void kc_link_first(kc_image *img){
  img->pPrev = 0;
  img->pNext = kc_first;
  if( kc_first ) kc_first->pPrev = img; else kc_last = img;
  kc_first = img;
}

/* Evict the least recently used until within the bounds.  Holds kc_mutex. */
static void kc_evict(void){
  while( kc_last && (kc_nEntry>kc_maxEntry || kc_nByte>kc_maxByte) ) kc_unlink(kc_last);
}

static kc_image *kc_find(const char *zKey){
  kc_image *p;
  for(p=kc_first; p && memcmp(p->zKey, zKey, KC_KEY_SIZE)!=0; p=p->pNext){}
  return p;
}

/* Cache img (the caller keeps its own reference), replacing any entry of the
** same key.  An image over the byte bound is not kept. */
static void kc_insert(kc_image *img){
  kc_image *pOld;
  pthread_mutex_lock(&kc_mutex);
  pOld = kc_find(img->zKey);
  if( pOld ) kc_unlink(pOld);
  if( (int64_t)img->nData <= kc_maxByte ){
    __atomic_add_fetch(&img->nRef, 1, __ATOMIC_RELAXED);
    kc_link_first(img);
    kc_nEntry++;
    kc_nByte += (int64_t)img->nData;
    kc_evict();
  }
  pthread_mutex_unlock(&kc_mutex);
}

void kc_memory_limit(int nEntry, int64_t nByte){
  pthread_mutex_lock(&kc_mutex);
  if( nEntry>0 ) kc_maxEntry = nEntry;
  if( nByte>0 ) kc_maxByte = nByte;
  kc_evict();
  pthread_mutex_unlock(&kc_mutex);
}

void kc_memory_usage(int *pnEntry, int64_t *pnByte){
  pthread_mutex_lock(&kc_mutex);
  if( pnEntry ) *pnEntry = kc_nEntry;
  if( pnByte ) *pnByte = kc_nByte;
  pthread_mutex_unlock(&kc_mutex);
}

void kc_clear_memory(void){
  pthread_mutex_lock(&kc_mutex);
  while( kc_first ) kc_unlink(kc_first);
  pthread_mutex_unlock(&kc_mutex);
}

/* ---- the disk cache ------------------------------------------------------ */

static void kc_put32(unsigned char *p, uint32_t v){
  int i;
  for(i=0; i<4; i++) p[i] = (unsigned char)(v >> (8*i));
}
static void kc_put64(unsigned char *p, uint64_t v){
  int i;
  for(i=0; i<8; i++) p[i] = (unsigned char)(v >> (8*i));
}

static void kc_header(unsigned char a[KC_HEADER_SIZE], const char *zKey,
                      const void *p, size_t n){
  memset(a, 0, KC_HEADER_SIZE);
  memcpy(a, KC_MAGIC, 8);
  kc_put32(a+8, KC_FORMAT_VERSION);
  kc_put32(a+12, KC_HEADER_SIZE);
  memcpy(a+16, zKey, 64);
  kc_put64(a+80, (uint64_t)n);
  kc_put64(a+88, kc_checksum(p, n));
}

/* Read exactly n bytes at offset off; 0 on success. */
static int kc_read_all(int fd, void *p, size_t n, off_t off){
  unsigned char *a = (unsigned char*)p;
  while( n ){
    ssize_t k = pread(fd, a, n, off);
    if( k<0 && errno==EINTR ) continue;
    if( k<=0 ) return 1;
    a += k; n -= (size_t)k; off += k;
  }
  return 0;
}

static int kc_write_all(int fd, const void *p, size_t n){
  const unsigned char *a = (const unsigned char*)p;
  while( n ){
    ssize_t k = write(fd, a, n);
    if( k<0 && errno==EINTR ) continue;
    if( k<=0 ) return 1;
    a += k; n -= (size_t)k;
  }
  return 0;
}

/* ---- who may write the cache -------------------------------------------- */

/* Why zWhat (a directory or a cache file) of these modes and owner is not
** to be trusted, as ssh treats its keys: another user could plant kernels
** in it.  sqlite3_malloc'd; NULL when it is trusted (or out of memory). */
static char *kc_stat_unsafe(const struct stat *st, const char *zWhat, const char *zPath){
  if( st->st_uid!=geteuid() ){
    return sqlite3_mprintf("the kernel cache %s %s is not used: it belongs to uid %ld, not to "
                           "this user (uid %ld)", zWhat, zPath, (long)st->st_uid, (long)geteuid());
  }
  if( st->st_mode & (S_IWGRP|S_IWOTH) ){
    return sqlite3_mprintf("the kernel cache %s %s is not used: it is writable by group or "
                           "others (mode %04o); chmod go-w it, or choose another", zWhat, zPath,
                           (unsigned)(st->st_mode & 07777));
  }
  return 0;
}

char *kc_dir_unsafe(const char *zDir){
  struct stat st;
  if( stat(zDir, &st)!=0 ) return 0;        /* made 0700 when first used */
  if( !S_ISDIR(st.st_mode) ){
    return sqlite3_mprintf("the kernel cache directory %s is not used: it is not a directory", zDir);
  }
  return kc_stat_unsafe(&st, "directory", zDir);
}

/* A refused directory or file: counted (cache_refused) and logged
** (sqlite3_log, SQLITE_WARNING) with the reason; never the query's error. */
static void kc_refuse(char *zWhy){
  gp_stat_add(GP_STAT_CACHE_REFUSED, 1);
  if( zWhy ) sqlite3_log(SQLITE_WARNING, "gpustr: %s", zWhy);
  sqlite3_free(zWhy);
}

/* zDir opened as a directory (O_DIRECTORY, so the checks and the files
** opened relative to it are the same directory whatever is renamed
** meanwhile), or -1: absent (errno ENOENT), unusable, or refused. */
static int kc_dir_open(const char *zDir){
  struct stat st;
  char *zWhy;
  int fd = open(zDir, O_RDONLY | O_DIRECTORY | O_CLOEXEC);
  if( fd<0 ) return -1;
  if( fstat(fd, &st)!=0 ){
    close(fd);
    errno = EIO;
    return -1;
  }
  zWhy = kc_stat_unsafe(&st, "directory", zDir);
  if( zWhy ){
    kc_refuse(zWhy);
    close(fd);
    errno = EPERM;
    return -1;
  }
  return fd;
}

/* The entry of zKey in zDir as a new image in *ppImg, or NULL: absent (not
** counted), refused (cache_refused) or not a valid entry of zKey (counted as
** cache_corrupt). */
static int kc_disk_read(const char *zDir, const char *zKey, kc_image **ppImg){
  unsigned char aHdr[KC_HEADER_SIZE];
  char *zName, *zWhy;
  struct stat st;
  kc_image *img = 0;
  uint64_t n;
  int fd, dfd, rc = SQLITE_OK, bBad = 1;
  *ppImg = 0;
  dfd = kc_dir_open(zDir);
  if( dfd<0 ){
    if( errno!=ENOENT && errno!=ENOTDIR && errno!=EPERM ) gp_stat_add(GP_STAT_CACHE_CORRUPT, 1);
    return SQLITE_OK;
  }
  zName = sqlite3_mprintf("%s" KC_FILE_SUFFIX, zKey);
  if( zName==0 ){ close(dfd); return SQLITE_NOMEM; }
  fd = openat(dfd, zName, O_RDONLY | O_CLOEXEC | O_NOFOLLOW);
  close(dfd);
  if( fd<0 ){
    if( errno!=ENOENT && errno!=ENOTDIR ) gp_stat_add(GP_STAT_CACHE_CORRUPT, 1);
    sqlite3_free(zName);
    return SQLITE_OK;
  }
  if( fstat(fd, &st)==0 && (zWhy = kc_stat_unsafe(&st, "file", zName))!=0 ){
    sqlite3_free(zName);
    close(fd);
    kc_refuse(zWhy);
    return SQLITE_OK;
  }
  sqlite3_free(zName);
  if( fstat(fd, &st)==0 && S_ISREG(st.st_mode) && st.st_size>=KC_HEADER_SIZE
   && kc_read_all(fd, aHdr, KC_HEADER_SIZE, 0)==0
   && memcmp(aHdr, KC_MAGIC, 8)==0
   && kc_get32(aHdr+8)==KC_FORMAT_VERSION
   && kc_get32(aHdr+12)==KC_HEADER_SIZE
   && memcmp(aHdr+16, zKey, 64)==0
   && (n = kc_get64(aHdr+80))==(uint64_t)(st.st_size - KC_HEADER_SIZE) ){
    img = kc_image_new(zKey, (size_t)n);
    if( img==0 ){
      rc = SQLITE_NOMEM;
      bBad = 0;
    }else if( kc_read_all(fd, img->aData, (size_t)n, KC_HEADER_SIZE)==0
           && kc_checksum(img->aData, (size_t)n)==kc_get64(aHdr+88) ){
      bBad = 0;
    }else{
      kc_image_unref(img);
      img = 0;
    }
  }
  close(fd);
  if( bBad ) gp_stat_add(GP_STAT_CACHE_CORRUPT, 1);
  *ppImg = img;
  return rc;
}

/* mkdir -p zDir, each missing component mode 0700; 0 on success. */
static int kc_mkdirs(const char *zDir){
  char *z = sqlite3_mprintf("%s", zDir);
  char *p;
  int rc = 0;
  if( z==0 ) return 1;
  for(p=z+1; *p && rc==0; p++){
    if( *p=='/' ){
      *p = 0;
      if( mkdir(z, 0700)!=0 && errno!=EEXIST ) rc = 1;
      *p = '/';
    }
  }
  if( rc==0 && mkdir(z, 0700)!=0 && errno!=EEXIST ) rc = 1;
  sqlite3_free(z);
  return rc;
}

/* Write the entry of zKey into zDir: a temporary file, renamed into place.
** 0 on success; on failure no file is left behind. */
static int kc_disk_write(const char *zDir, const char *zKey, const void *p, size_t n){
  static unsigned kc_tmp_counter = 0;
  unsigned char aHdr[KC_HEADER_SIZE];
  char *zTmp = 0, *zName;
  int fd = -1, dfd, nTry, rc = 1;
  dfd = kc_dir_open(zDir);
  if( dfd<0 && errno==ENOENT ){
    /* first store into a new directory */
    if( kc_mkdirs(zDir)==0 ) dfd = kc_dir_open(zDir);
  }
  if( dfd<0 ) return 1;
  zName = sqlite3_mprintf("%s" KC_FILE_SUFFIX, zKey);
  if( zName==0 ){ close(dfd); return 1; }
  for(nTry=0; fd<0 && nTry<8; nTry++){
    unsigned iTmp = __atomic_add_fetch(&kc_tmp_counter, 1, __ATOMIC_RELAXED);
    sqlite3_free(zTmp);
    zTmp = sqlite3_mprintf(".%s.%ld.%u.tmp", zKey, (long)getpid(), iTmp);
    if( zTmp==0 ) break;
    fd = openat(dfd, zTmp, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC | O_NOFOLLOW, 0600);
    if( fd<0 && errno!=EEXIST ) break;   /* EEXIST: a process of the same pid elsewhere */
  }
  if( fd>=0 ){
    kc_header(aHdr, zKey, p, n);
    rc = kc_write_all(fd, aHdr, KC_HEADER_SIZE) || kc_write_all(fd, p, n);
    rc = close(fd)!=0 || rc;
    if( rc==0 ) rc = renameat(dfd, zTmp, dfd, zName)!=0;
    if( rc ) unlinkat(dfd, zTmp, 0);
  }
  close(dfd);
  sqlite3_free(zTmp);
  sqlite3_free(zName);
  return rc;
}

/* ---- the interface ------------------------------------------------------- */

int kc_lookup(const char *zDir, const char *zKey, kc_image **ppImg, int *pWhere){
  kc_image *img;
  int rc;
  *ppImg = 0;
  *pWhere = KC_MISS;
  if( !kc_key_ok(zKey) ) return SQLITE_MISUSE;
  pthread_mutex_lock(&kc_mutex);
  img = kc_find(zKey);
  if( img ){
    __atomic_add_fetch(&img->nRef, 1, __ATOMIC_RELAXED);
    if( img!=kc_first ){
      img->pPrev->pNext = img->pNext;
      if( img->pNext ) img->pNext->pPrev = img->pPrev; else kc_last = img->pPrev;
      kc_link_first(img);
    }
  }
  pthread_mutex_unlock(&kc_mutex);
  if( img ){
    gp_stat_add(GP_STAT_CACHE_HITS_MEMORY, 1);
    *ppImg = img;
    *pWhere = KC_MEMORY;
    return SQLITE_OK;
  }
  if( zDir==0 || zDir[0]==0 ) return SQLITE_OK;
  rc = kc_disk_read(zDir, zKey, &img);
  if( img ){
    kc_insert(img);
    gp_stat_add(GP_STAT_CACHE_HITS_DISK, 1);
    *ppImg = img;
    *pWhere = KC_DISK;
  }
  return rc;
}

int kc_store(const char *zDir, const char *zKey, const void *p, size_t n, kc_image **ppImg){
  kc_image *img;
  if( ppImg ) *ppImg = 0;
  if( !kc_key_ok(zKey) ) return SQLITE_MISUSE;
  img = kc_image_new(zKey, n);
  if( img==0 ) return SQLITE_NOMEM;
  memcpy(img->aData, p, n);
  kc_insert(img);
  if( zDir && zDir[0] && kc_disk_write(zDir, zKey, p, n) ){
    gp_stat_add(GP_STAT_CACHE_STORE_FAILURES, 1);
  }
  if( ppImg ) *ppImg = img; else kc_image_unref(img);
  return SQLITE_OK;
}

char *kc_default_dir(void){
  const char *z = getenv("XDG_CACHE_HOME");
  struct passwd pw, *pPw = 0;
  char aBuf[4096];
  /* The XDG base directory spec: a relative XDG_CACHE_HOME is invalid. */
  if( z && z[0]=='/' ) return sqlite3_mprintf("%s/gpustr", z);
  z = getenv("HOME");
  if( z && z[0] ) return sqlite3_mprintf("%s/.cache/gpustr", z);
  if( getpwuid_r(geteuid(), &pw, aBuf, sizeof(aBuf), &pPw)==0 && pPw
   && pPw->pw_dir && pPw->pw_dir[0] ){
    return sqlite3_mprintf("%s/.cache/gpustr", pPw->pw_dir);
  }
  return sqlite3_mprintf("");
}
