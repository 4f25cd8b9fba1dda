/*
** sqlfn.h - runtime values back to SQLite (gp_result_*), and the plain SQL
** function of an FT_SQLFN row of the function table (sqlfn.c).
*/
#ifndef GPUSTR_SQLFN_H
#define GPUSTR_SQLFN_H

#include "gpustr_int.h"
#include "gs_core.h"

/* Set the result of ctx from a runtime value (copied). */
void gp_result_val(sqlite3_context *ctx, gs_val v);
/* Set the result of ctx to the text z[0..n) (copied). */
void gp_result_text(sqlite3_context *ctx, const unsigned char *z, int64_t n);
/* The same for a text followed by a marker byte z[n]: 0 when the text holds
** no NUL (vm.c's packed results, vm_batch.bTermed); it then goes to SQLite
** as it lies, with no copy and no search of ours. */
void gp_result_text_at(sqlite3_context *ctx, const unsigned char *z, int64_t n);
/* Set the result of ctx from v, taking over v's reference: an owned
** string SQLite takes without a copy when nobody else holds it. */
void gp_result_take(sqlite3_context *ctx, gs_val v);
/* v as the result without a copy, where it is a whole string of more than
** 1,024 bytes (a text without NUL): SQLite gets a reference of its own,
** dropped by its destructor.  1 if so, else 0 (the caller copies).  The
** refcount is not atomic: only where every other reference is dropped on
** the thread that holds the connection's mutex (gpu_map: map_slot_retire). */
int gp_result_share(sqlite3_context *ctx, gs_val v);
/* Report an error with a message made as sqlite3_mprintf(zFormat, ...)
** makes it, or out of memory when it cannot be made. */
void gp_result_errorf(sqlite3_context *ctx, const char *zFormat, ...);
/* Report a runtime error (GS_NOMEM, GS_TOOBIG or GS_ERROR with zErr). */
void gp_result_gs_error(sqlite3_context *ctx, int rc, const char *zErr);

/* The xFunc of every FT_SQLFN row; its user data is the row (const
** ft_entry*).  gpustr.c registers it. */
void gp_sqlfn_func(sqlite3_context *ctx, int argc, sqlite3_value **argv);

#endif /* GPUSTR_SQLFN_H */
