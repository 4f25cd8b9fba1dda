/*
** kc_test.c - unit tests of the compiled-kernel cache (ext/kcache.c,
** ext/sha256.c) without NVRTC or a GPU: the cache is keyed by bytes and
** stores bytes, so arbitrary payloads stand in for CUBIN images.
**
**   gcc -O1 -g -Wall -Wextra -Werror -DGPUSTR_STANDALONE -Iext \
**       ext/kcache.c ext/sha256.c ext/stats.c test/unit/kc_test.c \
**       -lsqlite3 -lpthread -o /tmp/kc_test
**
** Covered: SHA-256 and XXH64 against published vectors; the key changes
** with every input and with every re-split of the same bytes; miss, store,
** memory hit, disk hit; corrupt, truncated, foreign and unreadable entries
** (a miss, counted, repaired by the next store); unwritable cache
** directories (the store fails quietly, counted); eight threads on shared
** and private keys, and four writers replacing an entry that four readers
** read from disk; no temporary file ever left behind; the memory bound
** and LRU order; no memory leaked (sqlite3_memory_used).  Works in a fresh
** directory under $TMPDIR (or /tmp), removed at the end.  Last line:
** "kc_test: N passed, M failed".
*/
#define _GNU_SOURCE
#include "gpustr_int.h"
#include "kcache.h"
#include "sha256.h"

#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

static int nPass, nFail, nSkip;

static void ok(int bOk, const char *zWhat){
  if( bOk ){
    nPass++;
  }else{
    nFail++;
    printf("FAIL: %s\n", zWhat);
  }
}

static void skip(const char *zWhat){
  nSkip++;
  printf("skipped: %s\n", zWhat);
}

/* ---- hashes --------------------------------------------------------------- */

static void t_sha256(void){
  static const struct { const char *zIn; int nRepeat; const char *zHex; } aVec[] = {
    /* FIPS 180-4 examples and the NIST long-message vector */
    { "", 1, "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855" },
    { "abc", 1, "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad" },
    { "abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq", 1,
      "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1" },
    { "abcdefghbcdefghicdefghijdefghijkefghijklfghijklmghijklmnhijklmnoijklmnopjklmnopqklmnopqrlmnopqrsmnopqrstnopqrstu", 1,
      "cf5b16a778af8380036ce59e7b0492370b249b11e8f07a51afac45037afee9d1" },
    { "a", 1000000, "cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0" },
    /* padding around the block boundary (Python's hashlib) */
    { "a", 55, "9f4390f8d30c2dd92ec9f095b65e2b9ae9b0a925a5258e241c9f1e910f734318" },
    { "a", 56, "b35439a4ac6f0948b6d6f9e3c6af0f5f590ce20f1bde7090ef7970686ec6738a" },
    { "a", 63, "7d3e74a05d7db15bce4ad9ec0658ea98e3f06eeecf16b4c6fff2da457ddc2f34" },
    { "a", 64, "ffe054fe7ae0cb6dc65c3af9b61d5209f439851db43d0ba5997337df154668eb" },
    { "a", 65, "635361c48bb9eab14198e76ea8ab7f1a41685d6ad62aa9146d301d4f17eb0ae0" },
    { "a", 119, "31eba51c313a5c08226adf18d4a359cfdfd8d2e816b13f4af952f7ea6584dcfb" },
    { "a", 120, "2f3d335432c70b580af0e8e1b3674a7c020d683aa5f73aaaedfdc55af904c21c" },
  };
  int i;
  for(i=0; i<(int)(sizeof(aVec)/sizeof(aVec[0])); i++){
    size_t nIn = strlen(aVec[i].zIn), n = nIn * (size_t)aVec[i].nRepeat, k;
    unsigned char *a = (unsigned char*)malloc(n + 1), digest[SHA256_SIZE];
    char zHex[2*SHA256_SIZE+1], zWhat[200];
    sha256_ctx c;
    int j;
    for(j=0; j<aVec[i].nRepeat; j++) memcpy(a + (size_t)j*nIn, aVec[i].zIn, nIn);
    sha256(a, n, digest);
    sha256_hex(zHex, digest, SHA256_SIZE);
    snprintf(zWhat, sizeof(zWhat), "sha256 vector %d: got %s", i, zHex);
    ok(strcmp(zHex, aVec[i].zHex)==0, zWhat);
    /* The same bytes fed in uneven pieces. */
    sha256_init(&c);
    for(k=0, j=1; k<n; j = j*7 % 97 + 1){
      size_t m = (size_t)j < n-k ? (size_t)j : n-k;
      sha256_update(&c, a+k, m);
      k += m;
    }
    sha256_final(&c, digest);
    sha256_hex(zHex, digest, SHA256_SIZE);
    snprintf(zWhat, sizeof(zWhat), "sha256 vector %d in pieces: got %s", i, zHex);
    ok(strcmp(zHex, aVec[i].zHex)==0, zWhat);
    free(a);
  }
}

static void t_checksum(void){
  /* XXH64, seed 0: vectors of the reference implementation. */
  static const struct { const char *z; uint64_t h; } aVec[] = {
    { "", 0xef46db3751d8e999ULL },
    { "a", 0xd24ec4f1a98c6e5bULL },
    { "abc", 0x44bc2cf5ad770999ULL },
    { "hello", 0x26c7827d889f6da3ULL },
    { "Hello, world!", 0xf58336a78b6f9476ULL },
    { "message digest", 0x066ed728fceeb3beULL },
    { "1234567890123456789012345678901", 0x8f367cb873a5376eULL },
    { "12345678901234567890123456789012", 0x40fd1aa52d98274cULL },
    { "The quick brown fox jumps over the lazy dog", 0x0b242d361fda71bcULL },
  };
  int i;
  for(i=0; i<(int)(sizeof(aVec)/sizeof(aVec[0])); i++){
    char zWhat[200];
    uint64_t h = kc_checksum(aVec[i].z, strlen(aVec[i].z));
    snprintf(zWhat, sizeof(zWhat), "xxh64(\"%s\") = %016llx", aVec[i].z, (unsigned long long)h);
    ok(h==aVec[i].h, zWhat);
  }
}

/* ---- keys ------------------------------------------------------------------- */

static int key_is_hex(const char *z){
  int i;
  for(i=0; i<64; i++) if( !strchr("0123456789abcdef", z[i]) ) return 0;
  return z[64]==0;
}

static void t_key(void){
  const char *azOpt[] = { "--gpu-architecture=sm_90", "--fmad=false" };
  const char *azHdrSrc[] = { "int f(void);", "int g(void);" };
  const char *azHdrName[] = { "gs_core.h", "gs_text.h" };
  kc_key_input base = { "extern \"C\" __global__ void k(){}", 2, azHdrSrc, azHdrName,
                        2, azOpt, 12, 8, 90 };
  kc_key_input in;
  char zBase[KC_KEY_SIZE], zKey[KC_KEY_SIZE], zKey2[KC_KEY_SIZE];

  kc_key(zBase, &base);
  ok(key_is_hex(zBase), "a key is 64 lower-case hex digits");
  kc_key(zKey, &base);
  ok(strcmp(zKey, zBase)==0, "the same input gives the same key");

#define KEY_DIFFERS(what, change) \
  in = base; change; kc_key(zKey, &in); ok(strcmp(zKey, zBase)!=0, "key changes with " what)
  KEY_DIFFERS("the source", in.zSrc = "extern \"C\" __global__ void k(){ }");
  KEY_DIFFERS("the NVRTC major version", in.nvrtcMajor = 13);
  KEY_DIFFERS("the NVRTC minor version", in.nvrtcMinor = 9);
  KEY_DIFFERS("the architecture", in.arch = 80);
  KEY_DIFFERS("dropping an option", in.nOpt = 1);
  KEY_DIFFERS("dropping a header", in.nHdr = 1);
  {
    const char *az[] = { "--gpu-architecture=sm_90", "--fmad=true" };
    KEY_DIFFERS("an option's text", in.azOpt = az);
  }
  {
    const char *az[] = { "--fmad=false", "--gpu-architecture=sm_90" };
    KEY_DIFFERS("the order of options", in.azOpt = az);
  }
  {
    const char *az[] = { "int f(void);", "int g(void); " };
    KEY_DIFFERS("a header's text", in.azHdrSrc = az);
  }
  {
    const char *az[] = { "gs_core.h", "gs_ops.h" };
    KEY_DIFFERS("a header's name", in.azHdrName = az);
  }
#undef KEY_DIFFERS

  /* The same bytes split differently between the parts. */
  {
    const char *azA[] = { "ab", "c" }, *azB[] = { "a", "bc" }, *azC[] = { "abc" };
    const char *azY[] = { "y" };
    kc_key_input a = { "x", 0, 0, 0, 2, azA, 12, 8, 90 };
    kc_key_input b = { "x", 0, 0, 0, 2, azB, 12, 8, 90 };
    kc_key_input c = { "x", 0, 0, 0, 1, azC, 12, 8, 90 };
    kc_key_input d = { "x", 0, 0, 0, 1, azY, 12, 8, 90 };
    kc_key_input e = { "xy", 0, 0, 0, 0, 0, 12, 8, 90 };
    kc_key_input f = { "x", 1, azY, azC, 0, 0, 12, 8, 90 };   /* header "abc" -> "y" */
    kc_key_input g = { "x", 1, azC, azY, 0, 0, 12, 8, 90 };   /* header "y" -> "abc" */
    kc_key_input h = { "x", 0, 0, 0, 0, 0, 1, 28, 90 };        /* 1.28 vs 12.8 */
    kc_key_input i = { "x", 0, 0, 0, 0, 0, 12, 8, 90 };
    char zC[KC_KEY_SIZE];
    kc_key(zKey, &a); kc_key(zKey2, &b); kc_key(zC, &c);
    ok(strcmp(zKey, zKey2)!=0 && strcmp(zKey, zC)!=0 && strcmp(zKey2, zC)!=0,
       "options {ab,c}, {a,bc} and {abc} give three keys");
    kc_key(zKey, &d); kc_key(zKey2, &e);
    ok(strcmp(zKey, zKey2)!=0, "source x with option y differs from source xy");
    kc_key(zKey, &f); kc_key(zKey2, &g);
    ok(strcmp(zKey, zKey2)!=0, "a header's name and text are not interchangeable");
    kc_key(zKey, &h); kc_key(zKey2, &i);
    ok(strcmp(zKey, zKey2)!=0, "NVRTC 1.28 and 12.8 give different keys");
  }
}

/* ---- files ------------------------------------------------------------------ */

static char zRoot[512];      /* the test's own directory */

static char *path_of(const char *zDir, const char *zKey){
  return sqlite3_mprintf("%s/%s" KC_FILE_SUFFIX, zDir, zKey);
}

/* Temporary files (".<key>.<pid>.<n>.tmp") left in zDir. */
static int count_tmp(const char *zDir){
  DIR *d = opendir(zDir);
  struct dirent *e;
  int n = 0;
  if( d==0 ) return 0;
  while( (e = readdir(d))!=0 ){
    size_t m = strlen(e->d_name);
    if( e->d_name[0]=='.' && m>4 && strcmp(e->d_name + m - 4, ".tmp")==0 ) n++;
  }
  closedir(d);
  return n;
}

static void rm_rf(const char *zPath){
  struct stat st;
  if( lstat(zPath, &st)!=0 ) return;
  if( S_ISDIR(st.st_mode) ){
    DIR *d;
    struct dirent *e;
    chmod(zPath, 0700);
    d = opendir(zPath);
    while( d && (e = readdir(d))!=0 ){
      char *z;
      if( strcmp(e->d_name, ".")==0 || strcmp(e->d_name, "..")==0 ) continue;
      z = sqlite3_mprintf("%s/%s", zPath, e->d_name);
      rm_rf(z);
      sqlite3_free(z);
    }
    if( d ) closedir(d);
    rmdir(zPath);
  }else{
    unlink(zPath);
  }
}

static int write_file(const char *zPath, const void *p, size_t n){
  FILE *f = fopen(zPath, "wb");
  int rc;
  if( f==0 ) return 1;
  rc = fwrite(p, 1, n, f)!=n;
  return fclose(f)!=0 || rc;
}

/* The whole file in a malloc'd buffer, its size in *pn; NULL if unreadable. */
static unsigned char *read_file(const char *zPath, size_t *pn){
  FILE *f = fopen(zPath, "rb");
  unsigned char *a;
  long n;
  if( f==0 ) return 0;
  fseek(f, 0, SEEK_END);
  n = ftell(f);
  fseek(f, 0, SEEK_SET);
  a = (unsigned char*)malloc((size_t)n + 1);
  *pn = fread(a, 1, (size_t)n, f);
  fclose(f);
  return a;
}

/* A payload for a key: its length and bytes follow from the key, so any
** thread can check any image. */
static void payload_of(const char *zKey, unsigned char *a, size_t *pn){
  unsigned h = 0;
  size_t i, n;
  for(i=0; zKey[i]; i++) h = h*31 + (unsigned char)zKey[i];
  n = 1 + h % 3000;
  for(i=0; i<n; i++) a[i] = (unsigned char)(h + i*7 + (i>>8));
  *pn = n;
}

static int image_is(const kc_image *img, const void *p, size_t n){
  return img && kc_image_size(img)==n && memcmp(kc_image_data(img), p, n)==0;
}

static void key_of(char zKey[KC_KEY_SIZE], const char *zSrc){
  kc_key_input in = { zSrc, 0, 0, 0, 0, 0, 12, 8, 90 };
  kc_key(zKey, &in);
}

/* ---- the cache --------------------------------------------------------------- */

static void t_roundtrip(void){
  char *zDir = sqlite3_mprintf("%s/new/a/b", zRoot);   /* does not exist yet */
  char zKey[KC_KEY_SIZE], *zPath;
  unsigned char a[4096];
  size_t n, nFile = 0;
  kc_image *img = 0;
  struct stat st;
  int where = -1, rc;
  int64_t nMem0 = gp_stat_get(GP_STAT_CACHE_HITS_MEMORY);
  int64_t nDisk0 = gp_stat_get(GP_STAT_CACHE_HITS_DISK);
  unsigned char *aFile;

  key_of(zKey, "roundtrip");
  payload_of(zKey, a, &n);
  rc = kc_lookup(zDir, zKey, &img, &where);
  ok(rc==SQLITE_OK && where==KC_MISS && img==0, "roundtrip: first lookup misses");
  ok(stat(zDir, &st)!=0, "roundtrip: a lookup creates no directory");

  rc = kc_store(zDir, zKey, a, n, &img);
  ok(rc==SQLITE_OK && image_is(img, a, n), "roundtrip: store hands back the image");
  kc_image_unref(img); img = 0;
  ok(stat(zDir, &st)==0 && S_ISDIR(st.st_mode) && (st.st_mode & 0777)==0700,
     "roundtrip: store creates the directory and its parents, mode 0700");
  zPath = sqlite3_mprintf("%s/new", zRoot);
  ok(stat(zPath, &st)==0 && (st.st_mode & 0777)==0700, "roundtrip: parents are mode 0700 too");
  sqlite3_free(zPath);
  zPath = path_of(zDir, zKey);
  ok(stat(zPath, &st)==0 && (st.st_mode & 0077)==0, "roundtrip: the entry is private to its owner");
  aFile = read_file(zPath, &nFile);
  ok(aFile && nFile==KC_HEADER_SIZE + n && memcmp(aFile, KC_MAGIC, 8)==0
     && memcmp(aFile+16, zKey, 64)==0 && memcmp(aFile+KC_HEADER_SIZE, a, n)==0,
     "roundtrip: the file is header + payload");
  free(aFile);
  sqlite3_free(zPath);

  rc = kc_lookup(zDir, zKey, &img, &where);
  ok(rc==SQLITE_OK && where==KC_MEMORY && image_is(img, a, n), "roundtrip: memory hit");
  kc_image_unref(img); img = 0;
  ok(gp_stat_get(GP_STAT_CACHE_HITS_MEMORY)==nMem0+1, "roundtrip: cache_hits_memory counted");

  kc_clear_memory();
  rc = kc_lookup(zDir, zKey, &img, &where);
  ok(rc==SQLITE_OK && where==KC_DISK && image_is(img, a, n), "roundtrip: disk hit after clearing memory");
  kc_image_unref(img); img = 0;
  ok(gp_stat_get(GP_STAT_CACHE_HITS_DISK)==nDisk0+1, "roundtrip: cache_hits_disk counted");

  rc = kc_lookup(zDir, zKey, &img, &where);
  ok(rc==SQLITE_OK && where==KC_MEMORY && image_is(img, a, n), "roundtrip: a disk hit fills memory");
  kc_image_unref(img); img = 0;

  /* Memory hits do not depend on the directory: the key says it all. */
  rc = kc_lookup(0, zKey, &img, &where);
  ok(rc==SQLITE_OK && where==KC_MEMORY, "roundtrip: memory hit without a directory");
  kc_image_unref(img); img = 0;

  /* Storing again replaces the entry in memory and on disk. */
  rc = kc_store(zDir, zKey, "other", 5, 0);
  kc_clear_memory();
  rc = kc_lookup(zDir, zKey, &img, &where);
  ok(rc==SQLITE_OK && where==KC_DISK && image_is(img, "other", 5), "roundtrip: a second store replaces the entry");
  kc_image_unref(img); img = 0;

  /* An empty image is an image. */
  key_of(zKey, "empty");
  rc = kc_store(zDir, zKey, "", 0, 0);
  kc_clear_memory();
  rc = kc_lookup(zDir, zKey, &img, &where);
  ok(rc==SQLITE_OK && where==KC_DISK && img && kc_image_size(img)==0, "roundtrip: an empty image");
  kc_image_unref(img); img = 0;

  ok(count_tmp(zDir)==0, "roundtrip: no temporary file left");
  sqlite3_free(zDir);
}

static void t_memory_only(void){
  char zKey[KC_KEY_SIZE];
  kc_image *img = 0;
  int where = -1, rc;
  int64_t nFail0 = gp_stat_get(GP_STAT_CACHE_STORE_FAILURES);
  key_of(zKey, "memory only");
  rc = kc_store("", zKey, "abc", 3, 0);
  ok(rc==SQLITE_OK, "memory only: store with cache_dir ''");
  rc = kc_lookup("", zKey, &img, &where);
  ok(rc==SQLITE_OK && where==KC_MEMORY && image_is(img, "abc", 3), "memory only: hit");
  kc_image_unref(img); img = 0;
  kc_clear_memory();
  rc = kc_lookup(0, zKey, &img, &where);
  ok(rc==SQLITE_OK && where==KC_MISS && img==0, "memory only: gone with the memory");
  ok(gp_stat_get(GP_STAT_CACHE_STORE_FAILURES)==nFail0, "memory only: not a store failure");
}

static void t_bad_key(void){
  kc_image *img = (kc_image*)1;
  int where = -1;
  const char *azBad[] = {
    "../../etc/passwd", "", "E3B0C44298FC1C149AFBF4C8996FB92427AE41E4649B934CA495991B7852B855",
    "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b85",
    "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b8555",
  };
  int i;
  for(i=0; i<(int)(sizeof(azBad)/sizeof(azBad[0])); i++){
    ok(kc_lookup(zRoot, azBad[i], &img, &where)==SQLITE_MISUSE && img==0 && where==KC_MISS,
       "a malformed key is refused by lookup");
    ok(kc_store(zRoot, azBad[i], "x", 1, &img)==SQLITE_MISUSE && img==0,
       "a malformed key is refused by store");
  }
  ok(kc_lookup(zRoot, 0, &img, &where)==SQLITE_MISUSE, "a NULL key is refused");
}

/* Damage the entry of zKey in zDir in one of several ways; 0 on success. */
static int corrupt(const char *zDir, const char *zKey, int how, const char *zOtherKey){
  char *zPath = path_of(zDir, zKey);
  size_t n = 0;
  unsigned char *a = read_file(zPath, &n);
  int rc = a==0 || n<=KC_HEADER_SIZE;
  if( rc==0 ){
    switch( how ){
      case 0: a[n-1] ^= 0x01; break;                  /* a payload bit */
      case 1: a[KC_HEADER_SIZE] ^= 0x80; break;       /* the first payload byte */
      case 2: a[88] ^= 0x01; break;                   /* the checksum */
      case 3: n -= 1; break;                          /* truncated by a byte */
      case 4: n = 10; break;                          /* shorter than a header */
      case 5: n = 0; break;                           /* empty */
      case 6: a = realloc(a, n+1); a[n++] = 0; break; /* a byte too many */
      case 7: a[0] = 'X'; break;                      /* magic */
      case 8: a[8] = KC_FORMAT_VERSION + 1; break;    /* format version */
      case 9: a[12] ^= 0x01; break;                   /* header size */
      case 10: a[80] ^= 0x04; break;                  /* payload size */
      case 11: a[16] = a[16]=='0' ? '1' : '0'; break; /* the key in the header */
      case 12: {                                      /* another key's entry */
        char *zOther = path_of(zDir, zOtherKey);
        free(a);
        a = read_file(zOther, &n);
        sqlite3_free(zOther);
        if( a==0 ) rc = 1;
        break;
      }
    }
    if( rc==0 ){
      unlink(zPath);
      rc = write_file(zPath, a, n);
    }
  }
  free(a);
  sqlite3_free(zPath);
  return rc;
}

static const char *const azCorrupt[] = {
  "last payload bit flipped", "first payload byte flipped", "checksum flipped",
  "truncated by a byte", "truncated inside the header", "empty file",
  "a byte appended", "wrong magic", "wrong format version", "wrong header size",
  "wrong payload size", "wrong key in the header", "another key's entry renamed",
};

static void t_corrupt(void){
  char *zDir = sqlite3_mprintf("%s/corrupt", zRoot);
  char zKey[KC_KEY_SIZE], zOther[KC_KEY_SIZE], zWhat[200];
  unsigned char a[4096], b[4096];
  size_t n, nb;
  int how;
  key_of(zKey, "victim");
  key_of(zOther, "neighbour");
  payload_of(zKey, a, &n);
  payload_of(zOther, b, &nb);
  for(how=0; how<(int)(sizeof(azCorrupt)/sizeof(azCorrupt[0])); how++){
    kc_image *img = 0;
    int where = -1, rc;
    int64_t nBad0;
    kc_store(zDir, zKey, a, n, 0);
    kc_store(zDir, zOther, b, nb, 0);
    kc_clear_memory();
    if( corrupt(zDir, zKey, how, zOther) ){
      snprintf(zWhat, sizeof(zWhat), "corrupt: could not damage the entry (%s)", azCorrupt[how]);
      ok(0, zWhat);
      continue;
    }
    nBad0 = gp_stat_get(GP_STAT_CACHE_CORRUPT);
    rc = kc_lookup(zDir, zKey, &img, &where);
    snprintf(zWhat, sizeof(zWhat), "corrupt: %s is a miss", azCorrupt[how]);
    ok(rc==SQLITE_OK && where==KC_MISS && img==0, zWhat);
    snprintf(zWhat, sizeof(zWhat), "corrupt: %s is counted", azCorrupt[how]);
    ok(gp_stat_get(GP_STAT_CACHE_CORRUPT)==nBad0+1, zWhat);
    kc_image_unref(img); img = 0;
    kc_store(zDir, zKey, a, n, 0);
    kc_clear_memory();
    rc = kc_lookup(zDir, zKey, &img, &where);
    snprintf(zWhat, sizeof(zWhat), "corrupt: %s is repaired by a store", azCorrupt[how]);
    ok(rc==SQLITE_OK && where==KC_DISK && image_is(img, a, n), zWhat);
    kc_image_unref(img); img = 0;
  }

  /* A directory where the entry should be: a miss, and a store that cannot
  ** replace it fails quietly without leaving its temporary file. */
  {
    char *zPath = path_of(zDir, zKey);
    kc_image *img = 0;
    int where = -1, rc;
    int64_t nBad0, nFail0;
    unlink(zPath);
    mkdir(zPath, 0700);
    kc_clear_memory();
    nBad0 = gp_stat_get(GP_STAT_CACHE_CORRUPT);
    rc = kc_lookup(zDir, zKey, &img, &where);
    ok(rc==SQLITE_OK && where==KC_MISS && gp_stat_get(GP_STAT_CACHE_CORRUPT)==nBad0+1,
       "corrupt: a directory named like the entry is a counted miss");
    nFail0 = gp_stat_get(GP_STAT_CACHE_STORE_FAILURES);
    rc = kc_store(zDir, zKey, a, n, &img);
    ok(rc==SQLITE_OK && image_is(img, a, n) && gp_stat_get(GP_STAT_CACHE_STORE_FAILURES)==nFail0+1,
       "corrupt: a store over a directory fails quietly, counted, image still usable");
    kc_image_unref(img); img = 0;
    rmdir(zPath);
    sqlite3_free(zPath);
  }

  /* An unreadable entry (meaningless for root, who reads anything). */
  {
    char *zPath = path_of(zDir, zKey);
    int fd;
    kc_store(zDir, zKey, a, n, 0);
    kc_clear_memory();
    chmod(zPath, 0);
    fd = open(zPath, O_RDONLY);
    if( fd>=0 ){
      close(fd);
      skip("corrupt: unreadable entry (running as root: mode 000 does not stop reads)");
    }else{
      kc_image *img = 0;
      int where = -1, rc;
      int64_t nBad0 = gp_stat_get(GP_STAT_CACHE_CORRUPT);
      rc = kc_lookup(zDir, zKey, &img, &where);
      ok(rc==SQLITE_OK && where==KC_MISS && gp_stat_get(GP_STAT_CACHE_CORRUPT)==nBad0+1,
         "corrupt: an unreadable entry is a counted miss");
      kc_store(zDir, zKey, a, n, 0);   /* rename replaces it: the directory is writable */
      kc_clear_memory();
      rc = kc_lookup(zDir, zKey, &img, &where);
      ok(rc==SQLITE_OK && where==KC_DISK && image_is(img, a, n), "corrupt: an unreadable entry is replaced");
      kc_image_unref(img);
    }
    sqlite3_free(zPath);
  }
  ok(count_tmp(zDir)==0, "corrupt: no temporary file left");
  sqlite3_free(zDir);
}

/* Store into a directory that cannot take it: quietly counted, the image
** still handed back and cached in memory, later lookups a plain miss. */
static void unwritable(const char *zDir, const char *zWhat){
  char zKey[KC_KEY_SIZE], zMsg[300];
  unsigned char a[4096];
  size_t n;
  kc_image *img = 0;
  int where = -1, rc;
  int64_t nFail0 = gp_stat_get(GP_STAT_CACHE_STORE_FAILURES);
  key_of(zKey, zWhat);
  payload_of(zKey, a, &n);
  rc = kc_lookup(zDir, zKey, &img, &where);
  snprintf(zMsg, sizeof(zMsg), "%s: lookup misses", zWhat);
  ok(rc==SQLITE_OK && where==KC_MISS && img==0, zMsg);
  rc = kc_store(zDir, zKey, a, n, &img);
  snprintf(zMsg, sizeof(zMsg), "%s: store succeeds in memory", zWhat);
  ok(rc==SQLITE_OK && image_is(img, a, n), zMsg);
  kc_image_unref(img); img = 0;
  snprintf(zMsg, sizeof(zMsg), "%s: the failed disk store is counted", zWhat);
  ok(gp_stat_get(GP_STAT_CACHE_STORE_FAILURES)==nFail0+1, zMsg);
  rc = kc_lookup(zDir, zKey, &img, &where);
  snprintf(zMsg, sizeof(zMsg), "%s: memory hit", zWhat);
  ok(rc==SQLITE_OK && where==KC_MEMORY && image_is(img, a, n), zMsg);
  kc_image_unref(img); img = 0;
  kc_clear_memory();
  rc = kc_lookup(zDir, zKey, &img, &where);
  snprintf(zMsg, sizeof(zMsg), "%s: a miss once memory is cleared", zWhat);
  ok(rc==SQLITE_OK && where==KC_MISS && img==0, zMsg);
}

static void t_unwritable(void){
  char *zRo = sqlite3_mprintf("%s/readonly", zRoot);
  char *zFile = sqlite3_mprintf("%s/a-file", zRoot);
  char *zUnder = sqlite3_mprintf("%s/a-file/sub/dir", zRoot);
  char *zProbe = sqlite3_mprintf("%s/readonly/probe", zRoot);
  int fd;

  mkdir(zRo, 0700);
  chmod(zRo, 0500);
  fd = open(zProbe, O_WRONLY | O_CREAT | O_EXCL, 0600);
  if( fd>=0 ){
    close(fd);
    unlink(zProbe);
    skip("read-only directory (running as root: mode 0500 does not stop writes)");
  }else{
    unwritable(zRo, "read-only directory");
    ok(count_tmp(zRo)==0, "read-only directory: no temporary file");
  }
  chmod(zRo, 0700);

  write_file(zFile, "not a directory", 15);
  unwritable(zFile, "cache_dir is a regular file");
  unwritable(zUnder, "cache_dir below a regular file");
  if( access("/proc/self", F_OK)==0 ){
    unwritable("/proc/gpustr-kc-test", "cache_dir in /proc");
  }else{
    skip("cache_dir in /proc (no /proc)");
  }
  sqlite3_free(zRo); sqlite3_free(zFile); sqlite3_free(zUnder); sqlite3_free(zProbe);
}

static void t_eviction(void){
  char *zDir = sqlite3_mprintf("%s/evict", zRoot);
  char zKey[10][KC_KEY_SIZE], zName[32];
  unsigned char a[4096];
  kc_image *img = 0, *pHeld = 0;
  int64_t nByte;
  int i, nEntry, where, rc, bOk;

  kc_clear_memory();
  kc_memory_limit(4, 0);
  for(i=0; i<10; i++){
    snprintf(zName, sizeof(zName), "evict %d", i);
    key_of(zKey[i], zName);
    memset(a, i, 100);
    kc_store(zDir, zKey[i], a, 100, 0);
    if( i==7 ){
      /* Touch key 4, the least recently used: keys 5 and 6 go next instead. */
      kc_lookup(0, zKey[4], &pHeld, &where);
    }
  }
  kc_memory_usage(&nEntry, &nByte);
  ok(nEntry==4 && nByte==400, "eviction: at most 4 entries");
  for(i=0, bOk=1; i<10; i++){
    rc = kc_lookup(0, zKey[i], &img, &where);
    if( rc!=SQLITE_OK || where!=(i>=7 || i==4 ? KC_MEMORY : KC_MISS) ) bOk = 0;
    kc_image_unref(img); img = 0;
  }
  ok(bOk, "eviction: least recently used first (a lookup counts as a use)");

  /* An evicted image stays valid for whoever holds it. */
  kc_clear_memory();
  memset(a, 4, 100);
  ok(image_is(pHeld, a, 100), "eviction: a held image survives its eviction");
  kc_image_unref(pHeld);

  /* The byte bound. */
  kc_memory_limit(KC_MEM_ENTRIES, 1000);
  for(i=0; i<10; i++){
    memset(a, i, 400);
    kc_store(zDir, zKey[i], a, 400, 0);
  }
  kc_memory_usage(&nEntry, &nByte);
  ok(nEntry==2 && nByte==800, "eviction: at most 1000 bytes");

  /* Too big for memory: kept on disk only, still handed back. */
  memset(a, 0x5a, 2000);
  rc = kc_store(zDir, zKey[0], a, 2000, &img);
  ok(rc==SQLITE_OK && image_is(img, a, 2000), "eviction: an image over the bound is handed back");
  kc_image_unref(img); img = 0;
  kc_memory_usage(&nEntry, &nByte);
  ok(nEntry==2 && nByte==800, "eviction: an image over the bound is not kept in memory");
  rc = kc_lookup(zDir, zKey[0], &img, &where);
  ok(rc==SQLITE_OK && where==KC_DISK && image_is(img, a, 2000), "eviction: ... but it is on disk");
  kc_image_unref(img); img = 0;

  /* Shrinking the bound evicts at once. */
  kc_memory_limit(1, KC_MEM_BYTES);
  kc_memory_usage(&nEntry, &nByte);
  ok(nEntry==1, "eviction: lowering the bound evicts");
  kc_memory_limit(KC_MEM_ENTRIES, KC_MEM_BYTES);
  kc_clear_memory();
  kc_memory_usage(&nEntry, &nByte);
  ok(nEntry==0 && nByte==0, "eviction: clear empties the cache");
  sqlite3_free(zDir);
}

/* Eight threads on 4 shared and 4 private keys each, under a memory bound
** small enough to evict constantly and with memory cleared now and then,
** so lookups hit memory, hit disk and miss, and stores race on one key. */
#define NTHREAD 8
#define NITER   1500
typedef struct worker { int id; const char *zDir; int nBad; int nHit[3]; } worker;

static void *worker_main(void *pArg){
  worker *w = (worker*)pArg;
  char zKey[8][KC_KEY_SIZE], zName[64];
  unsigned char a[4096];
  int i;
  for(i=0; i<8; i++){
    if( i<4 ) snprintf(zName, sizeof(zName), "shared %d", i);
    else snprintf(zName, sizeof(zName), "thread %d key %d", w->id, i);
    key_of(zKey[i], zName);
  }
  for(i=0; i<NITER; i++){
    const char *zK = zKey[(i*5 + w->id) % 8];
    kc_image *img = 0;
    size_t n;
    int where = -1, rc;
    payload_of(zK, a, &n);
    rc = kc_lookup(w->zDir, zK, &img, &where);
    if( rc!=SQLITE_OK ){ w->nBad++; continue; }
    w->nHit[where]++;
    if( where==KC_MISS ){
      rc = kc_store(w->zDir, zK, a, n, &img);
      if( rc!=SQLITE_OK ){ w->nBad++; continue; }
    }
    if( !image_is(img, a, n) ) w->nBad++;
    kc_image_unref(img);
    if( w->id==0 && i%100==99 ) kc_clear_memory();
  }
  return 0;
}

static void t_threads(void){
  char *zDir = sqlite3_mprintf("%s/threads", zRoot);
  pthread_t aTid[NTHREAD];
  worker aW[NTHREAD];
  int i, nBad = 0, nHit[3] = {0, 0, 0}, nEntry;
  int64_t nBad0 = gp_stat_get(GP_STAT_CACHE_CORRUPT), nByte;
  char zWhat[200];
  kc_clear_memory();
  kc_memory_limit(6, 0);
  for(i=0; i<NTHREAD; i++){
    memset(&aW[i], 0, sizeof(aW[i]));
    aW[i].id = i;
    aW[i].zDir = zDir;
    pthread_create(&aTid[i], 0, worker_main, &aW[i]);
  }
  for(i=0; i<NTHREAD; i++){
    pthread_join(aTid[i], 0);
    nBad += aW[i].nBad;
    nHit[0] += aW[i].nHit[0]; nHit[1] += aW[i].nHit[1]; nHit[2] += aW[i].nHit[2];
  }
  snprintf(zWhat, sizeof(zWhat), "threads: every image right (%d wrong; %d misses, %d memory, %d disk)",
           nBad, nHit[KC_MISS], nHit[KC_MEMORY], nHit[KC_DISK]);
  ok(nBad==0, zWhat);
  ok(nHit[KC_MISS]>0 && nHit[KC_MEMORY]>0 && nHit[KC_DISK]>0, "threads: misses, memory hits and disk hits all happened");
  ok(gp_stat_get(GP_STAT_CACHE_CORRUPT)==nBad0, "threads: no reader ever saw a partial entry");
  kc_memory_usage(&nEntry, &nByte);
  ok(nEntry<=6, "threads: the bound held");
  ok(count_tmp(zDir)==0, "threads: no temporary file left");
  kc_memory_limit(KC_MEM_ENTRIES, 0);
  kc_clear_memory();
  sqlite3_free(zDir);
}

/* Writers replacing one entry while readers read it from disk (the memory
** bound is below the image size, so every lookup goes to the file): a
** reader must always find a whole entry, never a missing or partial one. */
#define RACE_SIZE (64*1024)
#define RACE_STORES 100
typedef struct racer { const char *zDir; const char *zKey; const unsigned char *a; int bWriter;
                       int nBad; int nRead; int *pStop; } racer;

static void *racer_main(void *pArg){
  racer *r = (racer*)pArg;
  int i;
  for(i=0; i<RACE_STORES || (!r->bWriter && !__atomic_load_n(r->pStop, __ATOMIC_ACQUIRE)); i++){
    kc_image *img = 0;
    int where = -1;
    if( r->bWriter ){
      if( kc_store(r->zDir, r->zKey, r->a, RACE_SIZE, 0)!=SQLITE_OK ) r->nBad++;
      if( i>=RACE_STORES ) break;
    }else{
      if( kc_lookup(r->zDir, r->zKey, &img, &where)!=SQLITE_OK || where!=KC_DISK
       || !image_is(img, r->a, RACE_SIZE) ) r->nBad++;
      r->nRead++;
      kc_image_unref(img);
    }
  }
  return 0;
}

static void t_disk_race(void){
  char *zDir = sqlite3_mprintf("%s/race", zRoot);
  unsigned char *a = (unsigned char*)malloc(RACE_SIZE);
  char zKey[KC_KEY_SIZE], zWhat[200];
  pthread_t aTid[8];
  racer aR[8];
  int bStop = 0;
  int i, nBad = 0, nRead = 0;
  int64_t nBad0 = gp_stat_get(GP_STAT_CACHE_CORRUPT);
  key_of(zKey, "race");
  for(i=0; i<RACE_SIZE; i++) a[i] = (unsigned char)(i*13 + (i>>10));
  kc_clear_memory();
  kc_memory_limit(0, RACE_SIZE-1);
  kc_store(zDir, zKey, a, RACE_SIZE, 0);
  for(i=0; i<8; i++){
    aR[i].zDir = zDir; aR[i].zKey = zKey; aR[i].a = a; aR[i].bWriter = i<4;
    aR[i].nBad = 0; aR[i].nRead = 0; aR[i].pStop = &bStop;
    pthread_create(&aTid[i], 0, racer_main, &aR[i]);
  }
  for(i=0; i<4; i++) pthread_join(aTid[i], 0);
  __atomic_store_n(&bStop, 1, __ATOMIC_RELEASE);
  for(i=4; i<8; i++) pthread_join(aTid[i], 0);
  for(i=0; i<8; i++){ nBad += aR[i].nBad; nRead += aR[i].nRead; }
  snprintf(zWhat, sizeof(zWhat), "disk race: every read found the whole entry (%d of %d bad)", nBad, nRead);
  ok(nBad==0 && gp_stat_get(GP_STAT_CACHE_CORRUPT)==nBad0, zWhat);
  ok(count_tmp(zDir)==0, "disk race: no temporary file left");
  kc_memory_limit(0, KC_MEM_BYTES);
  free(a);
  sqlite3_free(zDir);
}

static void t_default_dir(void){
  char *zSave[2], *z;
  const char *azVar[2] = { "XDG_CACHE_HOME", "HOME" };
  int i;
  for(i=0; i<2; i++){ z = getenv(azVar[i]); zSave[i] = z ? strdup(z) : 0; }

  setenv("XDG_CACHE_HOME", "/xdg/cache", 1);
  setenv("HOME", "/home/u", 1);
  z = kc_default_dir();
  ok(z && strcmp(z, "/xdg/cache/gpustr")==0, "default dir: $XDG_CACHE_HOME/gpustr");
  sqlite3_free(z);
  setenv("XDG_CACHE_HOME", "relative/cache", 1);
  z = kc_default_dir();
  ok(z && strcmp(z, "/home/u/.cache/gpustr")==0, "default dir: a relative XDG_CACHE_HOME is ignored");
  sqlite3_free(z);
  unsetenv("XDG_CACHE_HOME");
  z = kc_default_dir();
  ok(z && strcmp(z, "/home/u/.cache/gpustr")==0, "default dir: $HOME/.cache/gpustr");
  sqlite3_free(z);
  unsetenv("HOME");
  z = kc_default_dir();
  ok(z && (z[0]==0 || (z[0]=='/' && strstr(z, "/.cache/gpustr")!=0)),
     "default dir: without HOME, the password database's home or none");
  sqlite3_free(z);

  for(i=0; i<2; i++){
    if( zSave[i] ) setenv(azVar[i], zSave[i], 1); else unsetenv(azVar[i]);
    free(zSave[i]);
  }
}

int main(void){
  const char *zTmp = getenv("TMPDIR");
  sqlite3_int64 nMem0;
  snprintf(zRoot, sizeof(zRoot), "%s/kc_test.XXXXXX", zTmp && zTmp[0] ? zTmp : "/tmp");
  if( mkdtemp(zRoot)==0 ){
    printf("kc_test: cannot create a directory under %s: %s\n", zTmp ? zTmp : "/tmp", strerror(errno));
    printf("kc_test: 0 passed, 1 failed\n");
    return 1;
  }
  sqlite3_initialize();
  nMem0 = sqlite3_memory_used();

  t_sha256();
  t_checksum();
  t_key();
  t_roundtrip();
  t_memory_only();
  t_bad_key();
  t_corrupt();
  t_unwritable();
  t_eviction();
  t_threads();
  t_disk_race();
  t_default_dir();

  kc_clear_memory();
  ok(sqlite3_memory_used()==nMem0, "no memory leaked");
  rm_rf(zRoot);

  if( nSkip ) printf("kc_test: %d passed, %d failed, %d skipped\n", nPass, nFail, nSkip);
  else printf("kc_test: %d passed, %d failed\n", nPass, nFail);
  return nFail ? 1 : 0;
}
