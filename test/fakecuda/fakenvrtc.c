/*
** fakenvrtc.c - the test suite's fake NVRTC (libfakenvrtc.so): compiles a
** generated kernel as host C into a shared library, which the fake driver
** (fakecuda.c) loads as a module.  Built by make check; test/all.tcl points
** the extension at it with GPUSTR_LIBNVRTC, next to GPUSTR_LIBCUDA.
**
** It exports every NVRTC call ext/cuda_api.c looks up, and reports version
** 99.0, so the kernel cache never mixes its images with real CUBINs.  A
** compile writes the source and the headers given to nvrtcCreateProgram to
** a temporary directory and runs
**
**   ${FAKENVRTC_CC:-cc} -shared -fPIC -O1 -w -DGS_HOST_ARENA [-ffp-contract=off]
**                       -I DIR -x c DIR/kernel.c -o DIR/kernel.so -lm
**
** where runtime/gs_kernel.h's GS_KERNEL makes the kernel a host function
** over the rows of a launch, and GS_HOST_ARENA takes its strings from the
** launch's arena, as on a GPU.  The compiler runs without LD_PRELOAD (the
** suite may preload a sanitizer runtime), its output is the program log,
** and its failure is NVRTC_ERROR_COMPILATION.  The "CUBIN" is
**
**   "gpustr-fakecubin" (16 bytes) | size (8 bytes, host order) | the library
**
** There is no PTX: nvrtcGetPTXSize fails, and the log says why.
**
** With --relocatable-device-code=true the compile stops at an object file
** (cc -c), and the "CUBIN" is "gpustr-fakeobjct" | size | the object.  The
** library is also the fake nvJitLink (test/all.tcl names it in
** GPUSTR_LIBNVJITLINK too): nvJitLinkComplete links the objects added with
** nvJitLinkAddData into one shared library, a fake CUBIN as above, so the
** engine's split compile (ext/gpu_kernel.c) runs on the fake device as on a
** real one.  Neither reports registers or stack: there are none.
*/
#define _GNU_SOURCE 1
#include <nvrtc.h>
#include <errno.h>
#include <fcntl.h>
#include <spawn.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

extern char **environ;

static const char fn_magic[16] = { 'g','p','u','s','t','r','-','f','a','k','e','c','u','b','i','n' };
static const char fn_obj_magic[16] = { 'g','p','u','s','t','r','-','f','a','k','e','o','b','j','c','t' };

#define FN_MAX_ARGV 64

struct _nvrtcProgram {
  char *zSrc;
  int nHdr;
  char **azHdr, **azHdrName;
  char *zLog;                  /* the compiler's output; never 0 */
  unsigned char *aImg;         /* after a successful compile */
  size_t nImg;
};

nvrtcResult nvrtcVersion(int *pMajor, int *pMinor){
  if( pMajor==0 || pMinor==0 ) return NVRTC_ERROR_INVALID_INPUT;
  *pMajor = 99;
  *pMinor = 0;
  return NVRTC_SUCCESS;
}

const char *nvrtcGetErrorString(nvrtcResult rc){
  switch( rc ){
    case NVRTC_SUCCESS:                        return "NVRTC_SUCCESS";
    case NVRTC_ERROR_OUT_OF_MEMORY:            return "NVRTC_ERROR_OUT_OF_MEMORY";
    case NVRTC_ERROR_PROGRAM_CREATION_FAILURE: return "NVRTC_ERROR_PROGRAM_CREATION_FAILURE";
    case NVRTC_ERROR_INVALID_INPUT:            return "NVRTC_ERROR_INVALID_INPUT";
    case NVRTC_ERROR_INVALID_PROGRAM:          return "NVRTC_ERROR_INVALID_PROGRAM";
    case NVRTC_ERROR_INVALID_OPTION:           return "NVRTC_ERROR_INVALID_OPTION";
    case NVRTC_ERROR_COMPILATION:              return "NVRTC_ERROR_COMPILATION";
    case NVRTC_ERROR_INTERNAL_ERROR:           return "NVRTC_ERROR_INTERNAL_ERROR";
    default:                                   return "NVRTC_ERROR unknown";
  }
}

static char *fn_strdup(const char *z){
  size_t n = strlen(z) + 1;
  char *zNew = (char*)malloc(n);
  if( zNew ) memcpy(zNew, z, n);
  return zNew;
}

/* Replace the program's log with text z. */
static nvrtcResult fn_set_log(nvrtcProgram p, const char *z){
  char *zNew = fn_strdup(z);
  if( zNew==0 ) return NVRTC_ERROR_OUT_OF_MEMORY;
  free(p->zLog);
  p->zLog = zNew;
  return NVRTC_SUCCESS;
}

nvrtcResult nvrtcDestroyProgram(nvrtcProgram *pp){
  nvrtcProgram p;
  int i;
  if( pp==0 || *pp==0 ) return NVRTC_ERROR_INVALID_PROGRAM;
  p = *pp;
  for(i=0; i<p->nHdr; i++){
    free(p->azHdr[i]);
    free(p->azHdrName[i]);
  }
  free(p->azHdr);
  free(p->azHdrName);
  free(p->zSrc);
  free(p->zLog);
  free(p->aImg);
  free(p);
  *pp = 0;
  return NVRTC_SUCCESS;
}

nvrtcResult nvrtcCreateProgram(nvrtcProgram *pp, const char *zSrc, const char *zName, int nHdr,
                               const char *const *azHdr, const char *const *azHdrName){
  nvrtcProgram p;
  int i;
  (void)zName;
  if( pp==0 || zSrc==0 || nHdr<0 || (nHdr>0 && (azHdr==0 || azHdrName==0)) ){
    return NVRTC_ERROR_INVALID_INPUT;
  }
  *pp = 0;
  p = (nvrtcProgram)calloc(1, sizeof(*p));
  if( p==0 ) return NVRTC_ERROR_OUT_OF_MEMORY;
  p->zSrc = fn_strdup(zSrc);
  p->zLog = fn_strdup("");
  p->azHdr = (char**)calloc((size_t)nHdr + 1, sizeof(char*));
  p->azHdrName = (char**)calloc((size_t)nHdr + 1, sizeof(char*));
  if( p->zSrc==0 || p->zLog==0 || p->azHdr==0 || p->azHdrName==0 ){
    nvrtcDestroyProgram(&p);
    return NVRTC_ERROR_OUT_OF_MEMORY;
  }
  for(i=0; i<nHdr; i++){
    p->nHdr = i + 1;
    if( azHdr[i]==0 || azHdrName[i]==0 ){
      nvrtcDestroyProgram(&p);
      return NVRTC_ERROR_INVALID_INPUT;
    }
    p->azHdr[i] = fn_strdup(azHdr[i]);
    p->azHdrName[i] = fn_strdup(azHdrName[i]);
    if( p->azHdr[i]==0 || p->azHdrName[i]==0 ){
      nvrtcDestroyProgram(&p);
      return NVRTC_ERROR_OUT_OF_MEMORY;
    }
  }
  *pp = p;
  return NVRTC_SUCCESS;
}

/* ---- the compile ------------------------------------------------------------ */

static int fn_write_file(const char *zDir, const char *zName, const char *zText){
  char zPath[4096];
  size_t n = strlen(zText), nDone = 0;
  int fd;
  snprintf(zPath, sizeof zPath, "%s/%s", zDir, zName);
  fd = open(zPath, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0600);
  if( fd<0 ) return 0;
  while( nDone<n ){
    ssize_t k = write(fd, zText + nDone, n - nDone);
    if( k<=0 ) break;
    nDone += (size_t)k;
  }
  close(fd);
  return nDone==n;
}

/* The whole of file zDir/zName, malloc'd, NUL-terminated, or 0. */
static unsigned char *fn_read_file(const char *zDir, const char *zName, size_t *pn){
  char zPath[4096];
  struct stat st;
  unsigned char *a = 0;
  size_t nDone = 0;
  int fd;
  snprintf(zPath, sizeof zPath, "%s/%s", zDir, zName);
  fd = open(zPath, O_RDONLY | O_CLOEXEC);
  if( fd<0 ) return 0;
  if( fstat(fd, &st)==0 && (a = (unsigned char*)malloc((size_t)st.st_size + 1))!=0 ){
    while( nDone<(size_t)st.st_size ){
      ssize_t k = read(fd, a + nDone, (size_t)st.st_size - nDone);
      if( k<=0 ) break;
      nDone += (size_t)k;
    }
    if( nDone<(size_t)st.st_size ){
      free(a);
      a = 0;
    }else{
      a[nDone] = 0;
      *pn = nDone;
    }
  }
  close(fd);
  return a;
}

/* Remove the temporary directory and the files a compile left in it. */
static void fn_remove_dir(const char *zDir, nvrtcProgram p){
  static const char *const azOwn[] = { "kernel.c", "kernel.so", "kernel.o", "compile.log" };
  char zPath[4096];
  size_t i;
  int j;
  for(i=0; i<sizeof azOwn/sizeof azOwn[0]; i++){
    snprintf(zPath, sizeof zPath, "%s/%s", zDir, azOwn[i]);
    unlink(zPath);
  }
  for(j=0; j<p->nHdr; j++){
    snprintf(zPath, sizeof zPath, "%s/%s", zDir, p->azHdrName[j]);
    unlink(zPath);
  }
  rmdir(zDir);
}

/* The environment without LD_PRELOAD (a sanitizer runtime preloaded into
** the test's tclsh would run, and complain, in the compiler too). */
static char **fn_environ(void){
  char **az;
  int n = 0, i, j = 0;
  while( environ[n] ) n++;
  az = (char**)malloc(sizeof(char*)*((size_t)n + 1));
  if( az==0 ) return 0;
  for(i=0; i<n; i++){
    if( strncmp(environ[i], "LD_PRELOAD=", 11)!=0 ) az[j++] = environ[i];
  }
  az[j] = 0;
  return az;
}

/* Run the compiler as argv azArg, its output to zLog.  1 if it exits 0. */
static int fn_run(char *const *azArg, const char *zLog, char *zWhy, size_t nWhy){
  posix_spawn_file_actions_t fa;
  char **azEnv = fn_environ();
  pid_t pid;
  int rc, status = 0;
  if( azEnv==0 ){
    snprintf(zWhy, nWhy, "out of memory");
    return 0;
  }
  posix_spawn_file_actions_init(&fa);
  posix_spawn_file_actions_addopen(&fa, 0, "/dev/null", O_RDONLY, 0);
  posix_spawn_file_actions_addopen(&fa, 1, zLog, O_WRONLY | O_CREAT | O_TRUNC, 0600);
  posix_spawn_file_actions_adddup2(&fa, 1, 2);
  rc = posix_spawnp(&pid, azArg[0], &fa, 0, azArg, azEnv);
  posix_spawn_file_actions_destroy(&fa);
  free(azEnv);
  if( rc!=0 ){
    snprintf(zWhy, nWhy, "cannot run %s: %s", azArg[0], strerror(rc));
    return 0;
  }
  while( waitpid(pid, &status, 0)<0 ){
    if( errno!=EINTR ){
      snprintf(zWhy, nWhy, "waitpid: %s", strerror(errno));
      return 0;
    }
  }
  if( WIFEXITED(status) && WEXITSTATUS(status)==0 ) return 1;
  if( WIFEXITED(status) ) snprintf(zWhy, nWhy, "%s exited with status %d", azArg[0], WEXITSTATUS(status));
  else snprintf(zWhy, nWhy, "%s was killed by signal %d", azArg[0], WTERMSIG(status));
  return 0;
}

/* NVRTC's options as the compiler's: the architecture is checked (an
** NVRTC would refuse a bad one), --fmad=false is -ffp-contract=off. */
static nvrtcResult fn_options(nvrtcProgram p, int nOpt, const char *const *azOpt,
                              const char **pzContract, int *pbObject){
  int i;
  char zBad[512];
  *pzContract = "-ffp-contract=fast";
  *pbObject = 0;
  for(i=0; i<nOpt; i++){
    const char *z = azOpt[i];
    const char *zArch = 0;
    if( strncmp(z, "--gpu-architecture=", 19)==0 ) zArch = z + 19;
    else if( strncmp(z, "-arch=", 6)==0 ) zArch = z + 6;
    if( zArch ){
      if( (strncmp(zArch, "sm_", 3)==0 || strncmp(zArch, "compute_", 8)==0) ) continue;
    }else if( strcmp(z, "--fmad=false")==0 || strcmp(z, "-fmad=false")==0 ){
      *pzContract = "-ffp-contract=off";
      continue;
    }else if( strcmp(z, "--fmad=true")==0 || strcmp(z, "-fmad=true")==0 ){
      continue;
    }else if( strncmp(z, "--std=", 6)==0 || strncmp(z, "-std=", 5)==0 ){
      continue;      /* the kernel is compiled as C */
    }else if( strcmp(z, "--ptxas-options=-v")==0 || strncmp(z, "--maxrregcount=", 15)==0 ){
      continue;      /* no ptxas, no registers */
    }else if( strcmp(z, "--relocatable-device-code=true")==0 || strcmp(z, "-rdc=true")==0 ){
      *pbObject = 1;
      continue;
    }
    snprintf(zBad, sizeof zBad, "fake NVRTC: unsupported option '%s'\n", z);
    if( fn_set_log(p, zBad)!=NVRTC_SUCCESS ) return NVRTC_ERROR_OUT_OF_MEMORY;
    return NVRTC_ERROR_INVALID_OPTION;
  }
  return NVRTC_SUCCESS;
}

/* The image of a[0..n) (a library or an object): magic, size, bytes;
** malloc'd, 0 when out of memory. */
static unsigned char *fn_image(const char *zMagic, const unsigned char *a, size_t n, size_t *pnImg){
  uint64_t n64 = n;
  unsigned char *aImg = (unsigned char*)malloc(16 + sizeof n64 + n);
  if( aImg==0 ) return 0;
  memcpy(aImg, zMagic, 16);
  memcpy(aImg + 16, &n64, sizeof n64);
  memcpy(aImg + 16 + sizeof n64, a, n);
  *pnImg = 16 + sizeof n64 + n;
  return aImg;
}

static nvrtcResult fn_make_image(nvrtcProgram p, const char *zMagic, const unsigned char *a, size_t n){
  free(p->aImg);
  p->nImg = 0;
  p->aImg = fn_image(zMagic, a, n, &p->nImg);
  return p->aImg ? NVRTC_SUCCESS : NVRTC_ERROR_OUT_OF_MEMORY;
}

nvrtcResult nvrtcCompileProgram(nvrtcProgram p, int nOpt, const char *const *azOpt){
  const char *zTmp = getenv("TMPDIR");
  const char *zCc = getenv("FAKENVRTC_CC");
  const char *zContract;
  char zDir[4096], zSrc[4200], zSo[4200], zLogPath[4200], zWhy[512];
  int bObject;
  char *zCcCopy, *zTok, *zSave = 0;
  char *azArg[FN_MAX_ARGV];
  int nArg = 0, i, bOk;
  unsigned char *aLib, *aLog;
  size_t nLib = 0, nLog = 0;
  nvrtcResult rc;
  if( p==0 ) return NVRTC_ERROR_INVALID_PROGRAM;
  if( nOpt<0 || (nOpt>0 && azOpt==0) ) return NVRTC_ERROR_INVALID_INPUT;
  rc = fn_options(p, nOpt, azOpt, &zContract, &bObject);
  if( rc!=NVRTC_SUCCESS ) return rc;
  for(i=0; i<p->nHdr; i++){
    if( p->azHdrName[i][0]==0 || strchr(p->azHdrName[i], '/') || strcmp(p->azHdrName[i], "kernel.c")==0 ){
      snprintf(zWhy, sizeof zWhy, "fake NVRTC: unsupported header name '%s'\n", p->azHdrName[i]);
      return fn_set_log(p, zWhy)==NVRTC_SUCCESS ? NVRTC_ERROR_INVALID_INPUT : NVRTC_ERROR_OUT_OF_MEMORY;
    }
  }

  snprintf(zDir, sizeof zDir, "%s/fakenvrtc-XXXXXX", zTmp && zTmp[0] ? zTmp : "/tmp");
  if( mkdtemp(zDir)==0 ){
    snprintf(zWhy, sizeof zWhy, "fake NVRTC: cannot make a directory %.400s: %s\n", zDir, strerror(errno));
    return fn_set_log(p, zWhy)==NVRTC_SUCCESS ? NVRTC_ERROR_INTERNAL_ERROR : NVRTC_ERROR_OUT_OF_MEMORY;
  }
  bOk = fn_write_file(zDir, "kernel.c", p->zSrc);
  for(i=0; bOk && i<p->nHdr; i++) bOk = fn_write_file(zDir, p->azHdrName[i], p->azHdr[i]);
  if( !bOk ){
    fn_remove_dir(zDir, p);
    return fn_set_log(p, "fake NVRTC: cannot write the sources\n")==NVRTC_SUCCESS
             ? NVRTC_ERROR_INTERNAL_ERROR : NVRTC_ERROR_OUT_OF_MEMORY;
  }
  snprintf(zSrc, sizeof zSrc, "%s/kernel.c", zDir);
  snprintf(zSo, sizeof zSo, "%s/%s", zDir, bObject ? "kernel.o" : "kernel.so");
  snprintf(zLogPath, sizeof zLogPath, "%s/compile.log", zDir);

  /* FAKENVRTC_CC may carry options of its own ("gcc -m64"). */
  zCcCopy = fn_strdup(zCc && zCc[0] ? zCc : "cc");
  if( zCcCopy==0 ){
    fn_remove_dir(zDir, p);
    return NVRTC_ERROR_OUT_OF_MEMORY;
  }
  for(zTok=strtok_r(zCcCopy, " \t", &zSave); zTok && nArg<FN_MAX_ARGV-16; zTok=strtok_r(0, " \t", &zSave)){
    azArg[nArg++] = zTok;
  }
  azArg[nArg++] = (char*)(bObject ? "-c" : "-shared");
  azArg[nArg++] = (char*)"-fPIC";
  azArg[nArg++] = (char*)"-O1";
  azArg[nArg++] = (char*)"-w";
  azArg[nArg++] = (char*)"-DGS_HOST_ARENA";
  azArg[nArg++] = (char*)zContract;
  azArg[nArg++] = (char*)"-I";
  azArg[nArg++] = zDir;
  azArg[nArg++] = (char*)"-x";
  azArg[nArg++] = (char*)"c";
  azArg[nArg++] = zSrc;
  azArg[nArg++] = (char*)"-o";
  azArg[nArg++] = zSo;
  if( !bObject ) azArg[nArg++] = (char*)"-lm";
  azArg[nArg] = 0;
  zWhy[0] = 0;
  bOk = fn_run(azArg, zLogPath, zWhy, sizeof zWhy);
  free(zCcCopy);

  aLog = fn_read_file(zDir, "compile.log", &nLog);
  if( aLog && zWhy[0] ){
    /* The log, then why the compile failed. */
    size_t nWhy = strlen(zWhy);
    unsigned char *a = (unsigned char*)realloc(aLog, nLog + nWhy + 2);
    if( a ){
      aLog = a;
      memcpy(aLog + nLog, zWhy, nWhy);
      aLog[nLog + nWhy] = '\n';
      aLog[nLog + nWhy + 1] = 0;
    }
  }
  rc = fn_set_log(p, aLog ? (const char*)aLog : zWhy);
  free(aLog);
  if( rc==NVRTC_SUCCESS && bOk ){
    aLib = fn_read_file(zDir, bObject ? "kernel.o" : "kernel.so", &nLib);
    rc = aLib ? fn_make_image(p, bObject ? fn_obj_magic : fn_magic, aLib, nLib)
              : NVRTC_ERROR_INTERNAL_ERROR;
    free(aLib);
  }else if( rc==NVRTC_SUCCESS ){
    rc = NVRTC_ERROR_COMPILATION;
  }
  fn_remove_dir(zDir, p);
  return rc;
}

nvrtcResult nvrtcGetProgramLogSize(nvrtcProgram p, size_t *pn){
  if( p==0 ) return NVRTC_ERROR_INVALID_PROGRAM;
  if( pn==0 ) return NVRTC_ERROR_INVALID_INPUT;
  *pn = strlen(p->zLog) + 1;
  return NVRTC_SUCCESS;
}

nvrtcResult nvrtcGetProgramLog(nvrtcProgram p, char *zOut){
  if( p==0 ) return NVRTC_ERROR_INVALID_PROGRAM;
  if( zOut==0 ) return NVRTC_ERROR_INVALID_INPUT;
  memcpy(zOut, p->zLog, strlen(p->zLog) + 1);
  return NVRTC_SUCCESS;
}

nvrtcResult nvrtcGetCUBINSize(nvrtcProgram p, size_t *pn){
  if( p==0 ) return NVRTC_ERROR_INVALID_PROGRAM;
  if( pn==0 ) return NVRTC_ERROR_INVALID_INPUT;
  if( p->aImg==0 ) return NVRTC_ERROR_INVALID_PROGRAM;
  *pn = p->nImg;
  return NVRTC_SUCCESS;
}

nvrtcResult nvrtcGetCUBIN(nvrtcProgram p, char *aOut){
  if( p==0 ) return NVRTC_ERROR_INVALID_PROGRAM;
  if( aOut==0 ) return NVRTC_ERROR_INVALID_INPUT;
  if( p->aImg==0 ) return NVRTC_ERROR_INVALID_PROGRAM;
  memcpy(aOut, p->aImg, p->nImg);
  return NVRTC_SUCCESS;
}

/* No PTX: the kernel became host code. */
static nvrtcResult fn_no_ptx(nvrtcProgram p){
  if( p==0 ) return NVRTC_ERROR_INVALID_PROGRAM;
  if( fn_set_log(p, "fake NVRTC (test/fakecuda): kernels are compiled as host code; there is no PTX\n")
      !=NVRTC_SUCCESS ){
    return NVRTC_ERROR_OUT_OF_MEMORY;
  }
  return NVRTC_ERROR_INVALID_INPUT;
}

nvrtcResult nvrtcGetPTXSize(nvrtcProgram p, size_t *pn){
  (void)pn;
  return fn_no_ptx(p);
}

nvrtcResult nvrtcGetPTX(nvrtcProgram p, char *zOut){
  (void)zOut;
  return fn_no_ptx(p);
}

/* ---- the fake nvJitLink -------------------------------------------------------
** nvJitLink.h maps each call to a versioned symbol with static inline
** wrappers, so it is not included: these are the plain names the engine
** looks up, with the ABI's types (an enum is an int). */

#define FJ_SUCCESS          0
#define FJ_ERROR_UNRECOGNIZED_OPTION 1
#define FJ_ERROR_INVALID_INPUT 4
#define FJ_ERROR_INTERNAL   6
#define FJ_INPUT_CUBIN      1
#define FJ_MAX_INPUTS       8

typedef struct fj_link {
  unsigned char *aObj[FJ_MAX_INPUTS];    /* the objects added, bytes */
  size_t anObj[FJ_MAX_INPUTS];
  int nObj;
  char *zErrLog;                         /* never 0 */
  unsigned char *aImg;                   /* after nvJitLinkComplete */
  size_t nImg;
} fj_link;

int nvJitLinkVersion(unsigned int *pMajor, unsigned int *pMinor){
  if( pMajor==0 || pMinor==0 ) return FJ_ERROR_INVALID_INPUT;
  *pMajor = 99;
  *pMinor = 0;
  return FJ_SUCCESS;
}

static int fj_error(fj_link *h, int rc, const char *zWhy){
  char *z = fn_strdup(zWhy);
  if( z ){
    free(h->zErrLog);
    h->zErrLog = z;
  }
  return rc;
}

int nvJitLinkDestroy(fj_link **ph){
  int i;
  if( ph==0 || *ph==0 ) return FJ_ERROR_INVALID_INPUT;
  for(i=0; i<(*ph)->nObj; i++) free((*ph)->aObj[i]);
  free((*ph)->zErrLog);
  free((*ph)->aImg);
  free(*ph);
  *ph = 0;
  return FJ_SUCCESS;
}

/* Options as the engine passes them: the architecture and -verbose. */
int nvJitLinkCreate(fj_link **ph, unsigned int nOpt, const char **azOpt){
  unsigned int i;
  if( ph==0 ) return FJ_ERROR_INVALID_INPUT;
  for(i=0; i<nOpt; i++){
    if( strncmp(azOpt[i], "-arch=sm_", 9)!=0 && strcmp(azOpt[i], "-verbose")!=0 ){
      return FJ_ERROR_UNRECOGNIZED_OPTION;
    }
  }
  *ph = (fj_link*)calloc(1, sizeof(fj_link));
  if( *ph==0 ) return FJ_ERROR_INTERNAL;
  (*ph)->zErrLog = fn_strdup("");
  if( (*ph)->zErrLog==0 ){
    nvJitLinkDestroy(ph);
    return FJ_ERROR_INTERNAL;
  }
  return FJ_SUCCESS;
}

/* Only the fake NVRTC's objects ("gpustr-fakeobjct" images). */
int nvJitLinkAddData(fj_link *h, int eType, const void *pData, size_t n, const char *zName){
  const unsigned char *a = (const unsigned char*)pData;
  uint64_t n64;
  (void)zName;
  if( h==0 || pData==0 ) return FJ_ERROR_INVALID_INPUT;
  if( eType!=FJ_INPUT_CUBIN || n<16 + sizeof n64 || memcmp(a, fn_obj_magic, 16)!=0 ){
    return fj_error(h, FJ_ERROR_INVALID_INPUT, "fake nvJitLink: not an object of the fake NVRTC\n");
  }
  memcpy(&n64, a + 16, sizeof n64);
  if( n64!=n - 16 - sizeof n64 ) return fj_error(h, FJ_ERROR_INVALID_INPUT, "fake nvJitLink: truncated object\n");
  if( h->nObj>=FJ_MAX_INPUTS ) return fj_error(h, FJ_ERROR_INVALID_INPUT, "fake nvJitLink: too many inputs\n");
  h->aObj[h->nObj] = (unsigned char*)malloc((size_t)n64 + 1);
  if( h->aObj[h->nObj]==0 ) return FJ_ERROR_INTERNAL;
  memcpy(h->aObj[h->nObj], a + 16 + sizeof n64, (size_t)n64);
  h->aObj[h->nObj][n64] = 0;
  h->anObj[h->nObj++] = (size_t)n64;
  return FJ_SUCCESS;
}

/* Write the objects to a temporary directory and link them into one shared
** library with the compiler: the fake CUBIN. */
int nvJitLinkComplete(fj_link *h){
  const char *zTmp = getenv("TMPDIR");
  const char *zCc = getenv("FAKENVRTC_CC");
  char zDir[4096], azObj[FJ_MAX_INPUTS][4200], zSo[4200], zLog[4200], zWhy[512];
  char *azArg[FN_MAX_ARGV], *zCcCopy, *zTok, *zSave = 0;
  unsigned char *aLib = 0;
  size_t nLib = 0;
  int i, nArg = 0, bOk = 1, rc;
  if( h==0 ) return FJ_ERROR_INVALID_INPUT;
  snprintf(zDir, sizeof zDir, "%s/fakejitlink-XXXXXX", zTmp && zTmp[0] ? zTmp : "/tmp");
  if( mkdtemp(zDir)==0 ) return fj_error(h, FJ_ERROR_INTERNAL, "fake nvJitLink: cannot make a directory\n");
  zCcCopy = fn_strdup(zCc && zCc[0] ? zCc : "cc");
  if( zCcCopy==0 ){
    rmdir(zDir);
    return FJ_ERROR_INTERNAL;
  }
  for(zTok=strtok_r(zCcCopy, " \t", &zSave); zTok && nArg<FN_MAX_ARGV-FJ_MAX_INPUTS-8; zTok=strtok_r(0, " \t", &zSave)){
    azArg[nArg++] = zTok;
  }
  azArg[nArg++] = (char*)"-shared";
  for(i=0; i<h->nObj; i++){
    int fd;
    snprintf(azObj[i], sizeof azObj[i], "%s/in%d.o", zDir, i);
    fd = open(azObj[i], O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0600);
    if( fd<0 || write(fd, h->aObj[i], h->anObj[i])!=(ssize_t)h->anObj[i] ) bOk = 0;
    if( fd>=0 ) close(fd);
    azArg[nArg++] = azObj[i];
  }
  snprintf(zSo, sizeof zSo, "%s/kernel.so", zDir);
  snprintf(zLog, sizeof zLog, "%s/link.log", zDir);
  azArg[nArg++] = (char*)"-o";
  azArg[nArg++] = zSo;
  azArg[nArg++] = (char*)"-lm";
  azArg[nArg] = 0;
  zWhy[0] = 0;
  if( bOk ) bOk = fn_run(azArg, zLog, zWhy, sizeof zWhy);
  free(zCcCopy);
  if( bOk ) aLib = fn_read_file(zDir, "kernel.so", &nLib);
  if( aLib ){
    free(h->aImg);
    h->aImg = fn_image(fn_magic, aLib, nLib, &h->nImg);
    rc = h->aImg ? FJ_SUCCESS : FJ_ERROR_INTERNAL;
  }else{
    size_t nLog = 0;
    unsigned char *aLog = fn_read_file(zDir, "link.log", &nLog);
    rc = fj_error(h, FJ_ERROR_INTERNAL, aLog ? (const char*)aLog : zWhy[0] ? zWhy : "fake nvJitLink: link failed\n");
    free(aLog);
  }
  free(aLib);
  for(i=0; i<h->nObj; i++) unlink(azObj[i]);
  unlink(zSo);
  unlink(zLog);
  rmdir(zDir);
  return rc;
}

int nvJitLinkGetLinkedCubinSize(fj_link *h, size_t *pn){
  if( h==0 || pn==0 || h->aImg==0 ) return FJ_ERROR_INVALID_INPUT;
  *pn = h->nImg;
  return FJ_SUCCESS;
}

int nvJitLinkGetLinkedCubin(fj_link *h, void *pOut){
  if( h==0 || pOut==0 || h->aImg==0 ) return FJ_ERROR_INVALID_INPUT;
  memcpy(pOut, h->aImg, h->nImg);
  return FJ_SUCCESS;
}

int nvJitLinkGetErrorLogSize(fj_link *h, size_t *pn){
  if( h==0 || pn==0 ) return FJ_ERROR_INVALID_INPUT;
  *pn = strlen(h->zErrLog) + 1;
  return FJ_SUCCESS;
}

int nvJitLinkGetErrorLog(fj_link *h, char *zOut){
  if( h==0 || zOut==0 ) return FJ_ERROR_INVALID_INPUT;
  memcpy(zOut, h->zErrLog, strlen(h->zErrLog) + 1);
  return FJ_SUCCESS;
}

/* No resource report: a host library has no registers. */
int nvJitLinkGetInfoLogSize(fj_link *h, size_t *pn){
  if( h==0 || pn==0 ) return FJ_ERROR_INVALID_INPUT;
  *pn = 1;
  return FJ_SUCCESS;
}

int nvJitLinkGetInfoLog(fj_link *h, char *zOut){
  if( h==0 || zOut==0 ) return FJ_ERROR_INVALID_INPUT;
  zOut[0] = 0;
  return FJ_SUCCESS;
}
