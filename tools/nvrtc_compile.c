/*
** nvrtc_compile - compile one CUDA C++ file with NVRTC to CUBIN (sm_XX) or
** PTX (compute_XX), the way the extension compiles its kernels (no FMA
** contraction), and report the log.
** A developer tool for checking that runtime/ headers compile under NVRTC.
**
**   cc -o nvrtc_compile tools/nvrtc_compile.c -I/usr/local/cuda/include -ldl
**   ./nvrtc_compile file.cu [sm_90] [-Iruntime] [--other-nvrtc-option ...]
*/
#include <dlfcn.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <nvrtc.h>

int main(int argc, char **argv){
  if( argc<2 ){ fprintf(stderr, "usage: %s file.cu [sm_XX] [-Idir] [-option...]\n", argv[0]); return 2; }
  int ptx = argc>2 && strncmp(argv[2],"compute_",8)==0;
  void *h = dlopen("libnvrtc.so.13", RTLD_NOW);
  if( !h ) h = dlopen("/usr/local/cuda/lib64/libnvrtc.so.13", RTLD_NOW);
  if( !h ){ fprintf(stderr, "no NVRTC: %s\n", dlerror()); return 2; }
  nvrtcResult (*create)(nvrtcProgram*, const char*, const char*, int, const char* const*, const char* const*) = dlsym(h, "nvrtcCreateProgram");
  nvrtcResult (*compile)(nvrtcProgram, int, const char* const*) = dlsym(h, "nvrtcCompileProgram");
  nvrtcResult (*logsz)(nvrtcProgram, size_t*) = dlsym(h, "nvrtcGetProgramLogSize");
  nvrtcResult (*getlog)(nvrtcProgram, char*) = dlsym(h, "nvrtcGetProgramLog");
  nvrtcResult (*cubinsz)(nvrtcProgram, size_t*) = dlsym(h, ptx ? "nvrtcGetPTXSize" : "nvrtcGetCUBINSize");
  FILE *f = fopen(argv[1], "rb"); if( !f ){ perror(argv[1]); return 2; }
  static char src[1<<26]; size_t n = fread(src, 1, sizeof(src)-1, f); src[n] = 0; fclose(f);
  char arch[64]; snprintf(arch, sizeof arch, "--gpu-architecture=%s", argc>2 && (ptx || strncmp(argv[2],"sm_",3)==0) ? argv[2] : "sm_90");
  const char *opts[32]; int nopt = 0;
  opts[nopt++] = arch; opts[nopt++] = "--fmad=false"; opts[nopt++] = "--std=c++17";  /* as ext/cuda_api.c */
  for(int i=2; i<argc && nopt<30; i++) if( argv[i][0]=='-' ) opts[nopt++] = argv[i];
  nvrtcProgram p;
  if( create(&p, src, argv[1], 0, 0, 0)!=NVRTC_SUCCESS ){ fprintf(stderr, "create failed\n"); return 1; }
  nvrtcResult rc = compile(p, nopt, opts);
  size_t ls = 0; logsz(p, &ls); char *log = malloc(ls+1); getlog(p, log); log[ls] = 0;
  if( ls>1 ) fprintf(stderr, "%s\n", log);
  free(log);
  size_t cb = 0; if( rc==NVRTC_SUCCESS ) cubinsz(p, &cb);
  printf("%s: %s, %s %zu bytes\n", argv[1], rc==NVRTC_SUCCESS ? "ok" : "FAILED", ptx ? "ptx" : "cubin", cb);
  return rc==NVRTC_SUCCESS ? 0 : 1;
}
