/*
** dqlite-wire.h - a small client of dqlite's wire protocol (version 1),
** enough for examples/dqlite-node.c to join a cluster and for the cluster
** test (test/cluster/dqlite_client.c) to drive one.
**
** dqlite 1.11 has no C client library: clients speak its protocol over
** TCP.  A connection starts with the protocol version (a uint64, 1); then
** each request and each response is a message: an 8-byte header (the
** body's size in 8-byte words, uint32; the type, uint8; a revision,
** uint8; two unused bytes) and a body of 8-byte words.  Integers are
** little-endian; a text is its bytes and a NUL, padded with zeros to a
** word.  Only the leader of the cluster answers ADD, ASSIGN, EXEC_SQL and
** QUERY_SQL; any voter says who the leader is (LEADER).
*/
#ifndef DQLITE_WIRE_H
#define DQLITE_WIRE_H
#include <stdint.h>

typedef struct dqw_conn dqw_conn;

/* A value of a row; zText/aBlob point into the message being read. */
typedef struct dqw_value {
  int eType;                /* SQLITE_INTEGER .. SQLITE_NULL */
  int64_t i;
  double r;
  const char *z;            /* text, or blob bytes */
  int n;                    /* bytes of z */
} dqw_value;

/* Called once for each row of a query: nCol values, and the names. */
typedef int (*dqw_row_cb)(void *pArg, int nCol, const dqw_value *aVal, char **azName);

/* Connect to "host:port" (IPv4) and say the protocol version; every read
** and write then waits at most msTimeout.  NULL on failure, with *pzErr
** (free() it). */
dqw_conn *dqw_connect(const char *zAddr, int msTimeout, char **pzErr);
void dqw_close(dqw_conn*);

/* The message of the last failure on the connection (the server's, or a
** local one). */
const char *dqw_errmsg(dqw_conn*);

/* Each returns 0, or -1 with dqw_errmsg() set. */
int dqw_leader(dqw_conn*, uint64_t *pId, char *zAddr, int nAddr); /* id 0: none known */
int dqw_add(dqw_conn*, uint64_t id, const char *zAddr);
int dqw_assign(dqw_conn*, uint64_t id, int eRole);                 /* 0 voter, 1 standby, 2 spare */
int dqw_transfer(dqw_conn*, uint64_t id);
/* The members: xMember once each with id, address and role. */
int dqw_cluster(dqw_conn*, void (*xMember)(void*, uint64_t, const char*, int), void *pArg);
int dqw_open(dqw_conn*, const char *zName, uint32_t *pDb);
int dqw_exec(dqw_conn*, uint32_t iDb, const char *zSql, uint64_t *pnChange);
int dqw_query(dqw_conn*, uint32_t iDb, const char *zSql, dqw_row_cb xRow, void *pArg);

#endif
