/*
** stats.c - the process-wide counters behind gpu_stats().
**
**   SELECT gpu_stats();          -- {"rows":0,"batches":0,...}
**   SELECT gpu_stats('reset');   -- zero them, then report
**
** Every engine adds to these with gp_stat_add() (atomic, from any thread).
** Times are kept in nanoseconds and reported in milliseconds (keys ms_*).
** cache_corrupt and cache_store_failures count kernel-cache files ignored as
** damaged or foreign and kernels that could not be written to cache_dir
** (kcache.c), cache_refused directories and files of the cache that another
** user could write, not used (kc_dir_unsafe): none is an error for the query.
** strings_allocated and strings_freed are the runtime's allocation counts:
** after every statement they must be equal, and the test suite checks that.
** kernel_jobs is the kernel compiles running in the background now.
** memory_used and memory_highwater are SQLite's own accounting of the heap
** (sqlite3_memory_used/_highwater), which holds every host allocation of the
** extension: the test suite checks with them that gpu_map streams in bounded
** memory.  'reset' restarts the high-water mark from the memory in use.
*/
#include "gpustr_int.h"
#include <time.h>

static int64_t gp_stat_counter[GP_STAT_COUNT];

/* Kernel compiles running in the background now (gpu_kernel.c): a level,
** not a count, so 'reset' leaves it; tests wait for it to reach 0. */
static int gp_kernel_jobs;
void gp_kernel_jobs_add(int n){ __atomic_fetch_add(&gp_kernel_jobs, n, __ATOMIC_RELAXED); }

/* Key names in the order of enum gp_stat.  A name starting with "ms_" is a
** nanosecond counter shown in milliseconds. */
static const char *const gp_stat_names[GP_STAT_COUNT] = {
  "rows", "batches", "gpu_batches", "cpu_batches",
  "bytes_to_device", "bytes_from_device",
  "ms_gather", "ms_to_device", "ms_kernel", "ms_from_device", "ms_return", "ms_compile",
  "kernels_compiled", "cache_hits_memory", "cache_hits_disk",
  "cache_corrupt", "cache_store_failures",
  "strings_allocated", "strings_freed", "refcount_ops",
  "arena_overflows", "output_overflows", "cpu_fallbacks",
  "programs_compiled", "program_cache_hits", "oom_splits",
  "gpu_reruns", "gpu_cpu_rows", "kernels_quick", "gpu_chunks", "join_pairs_skipped",
  "regex_dfa_states", "regex_dfa_flushes", "regex_dfa_giveups", "regex_live_passes", "cache_refused", "rows_returned",
  "rows_filtered", "bulk_runs", "bulk_page_runs", "join_pairs_direct",
  "join_pairs_lanes", "rows_column_loop", "bulk_fused_runs",
};

void gp_stat_add(gp_stat which, int64_t n){
  if( n ) __atomic_fetch_add(&gp_stat_counter[which], n, __ATOMIC_RELAXED);
}

void gp_stat_add_nz(gp_stat which, int64_t n){
  __atomic_fetch_add(&gp_stat_counter[which], n, __ATOMIC_RELAXED);
}

int64_t gp_stat_get(gp_stat which){
  return __atomic_load_n(&gp_stat_counter[which], __ATOMIC_RELAXED);
}

void gp_stats_reset(void){
  int i;
  for(i=0; i<GP_STAT_COUNT; i++) __atomic_store_n(&gp_stat_counter[i], 0, __ATOMIC_RELAXED);
  sqlite3_memory_highwater(1);
}

char *gp_stats_json(void){
  sqlite3_str *s = sqlite3_str_new(0);
  int i;
  sqlite3_str_appendchar(s, 1, '{');
  for(i=0; i<GP_STAT_COUNT; i++){
    int64_t v = __atomic_load_n(&gp_stat_counter[i], __ATOMIC_RELAXED);
    const char *z = gp_stat_names[i];
    if( z[0]=='m' && z[1]=='s' && z[2]=='_' ){
      sqlite3_str_appendf(s, "%s\"%s\":%.3f", i ? "," : "", z, (double)v/1e6);
    }else{
      sqlite3_str_appendf(s, "%s\"%s\":%lld", i ? "," : "", z, (long long)v);
    }
  }
  sqlite3_str_appendf(s, ",\"kernel_jobs\":%d,\"memory_used\":%lld,\"memory_highwater\":%lld}",
                      __atomic_load_n(&gp_kernel_jobs, __ATOMIC_RELAXED),
                      (long long)sqlite3_memory_used(), (long long)sqlite3_memory_highwater(0));
  return sqlite3_str_finish(s);
}

int64_t gp_now_ns(void){
  struct timespec ts;
  clock_gettime(CLOCK_MONOTONIC, &ts);
  return (int64_t)ts.tv_sec*1000000000 + ts.tv_nsec;
}
