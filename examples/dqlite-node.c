/*
** dqlite-node.c - a dqlite node whose every SQLite connection has gpustr
** (docs/cluster.md).
**
**   dqlite-node ID ADDRESS DATA-DIR [JOIN-ADDRESS] [--latency-ms N] [--single-thread]
**
**   dqlite-node 1 127.0.0.1:9001 /tmp/n1                    # starts the cluster
**   dqlite-node 2 127.0.0.1:9002 /tmp/n2 127.0.0.1:9001     # joins it
**
** dqlite (Raft-replicated SQLite) opens its connections inside the node's
** own thread; a program that registers gpustr as an automatic extension
** before dqlite_node_start() gives all of them gpustr's functions, so every
** statement a client sends (EXEC_SQL, QUERY_SQL) may use them.
**
** Node 1 with an empty DATA-DIR starts a new cluster.  Any other node
** names a member to join: once started it asks the leader to add it and
** make it a voter (dqlite's ADD and ASSIGN requests, sent with the small
** client of dqlite-wire.c).  A node started again with its DATA-DIR is
** still a member; it catches up from the leader.  The node prints
** "ready" once it serves, and runs until SIGTERM or SIGINT, when it stops
** dqlite (in-flight requests finish) and exits 0.
**
** --latency-ms is dqlite's network latency (heartbeats every 1.5 times
** it, elections after 15 times it; dqlite's default is 200 ms a round).
** --single-thread configures SQLite as go-dqlite does
** (SQLITE_CONFIG_SINGLETHREAD): gpustr then runs its CPU engine on one
** thread (gpu_info() says why).
**
** Built by make where libdqlite-dev is installed:
**   cc dqlite-node.c dqlite-wire.c $(pkg-config --cflags --libs gpustr dqlite) -o dqlite-node
*/
#include <pthread.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <dqlite.h>
#include <sqlite3.h>
#include <gpustr.h>
#include "dqlite-wire.h"

/* Each client request waits at most this long; joining, in all, at most
** DQN_JOIN_MS (an election may be under way). */
#define DQN_TIMEOUT_MS 5000
#define DQN_JOIN_MS 60000

static void dqn_sleep_ms(int ms){
  struct timespec ts;
  ts.tv_sec = ms/1000;
  ts.tv_nsec = (long)(ms%1000)*1000000L;
  nanosleep(&ts, 0);
}

/* What the leader's configuration says of one node. */
typedef struct dqn_member {
  uint64_t id;
  int bFound;
  int eRole;
} dqn_member;

static void dqn_member_cb(void *pArg, uint64_t id, const char *zAddr, int eRole){
  dqn_member *p = (dqn_member*)pArg;
  (void)zAddr;
  if( id==p->id ){
    p->bFound = 1;
    p->eRole = eRole;
  }
}

/* One try at joining: find the leader through zJoin, then have it add this
** node (unless it already has) and make it a voter.  0: a voter now. */
static int dqn_join_once(uint64_t id, const char *zAddr, const char *zJoin, char *zErr, int nErr){
  char zLeader[256], *zConnErr = 0;
  uint64_t idLeader = 0;
  dqw_conn *c = dqw_connect(zJoin, DQN_TIMEOUT_MS, &zConnErr);
  dqn_member m;
  int rc = -1;
  if( c==0 ){
    snprintf(zErr, (size_t)nErr, "%s", zConnErr ? zConnErr : "out of memory");
    free(zConnErr);
    return -1;
  }
  if( dqw_leader(c, &idLeader, zLeader, sizeof(zLeader)) ){
    snprintf(zErr, (size_t)nErr, "leader: %s", dqw_errmsg(c));
    dqw_close(c);
    return -1;
  }
  dqw_close(c);
  if( idLeader==0 ){
    snprintf(zErr, (size_t)nErr, "%s knows no leader yet", zJoin);
    return -1;
  }
  c = dqw_connect(zLeader, DQN_TIMEOUT_MS, &zConnErr);
  if( c==0 ){
    snprintf(zErr, (size_t)nErr, "%s", zConnErr ? zConnErr : "out of memory");
    free(zConnErr);
    return -1;
  }
  memset(&m, 0, sizeof(m));
  m.id = id;
  if( dqw_cluster(c, dqn_member_cb, &m) ){
    snprintf(zErr, (size_t)nErr, "cluster: %s", dqw_errmsg(c));
  }else if( !m.bFound && dqw_add(c, id, zAddr) ){
    snprintf(zErr, (size_t)nErr, "add: %s", dqw_errmsg(c));
  }else if( (!m.bFound || m.eRole!=0) && dqw_assign(c, id, 0) ){
    snprintf(zErr, (size_t)nErr, "assign: %s", dqw_errmsg(c));
  }else{
    rc = 0;
  }
  dqw_close(c);
  return rc;
}

static int dqn_join(uint64_t id, const char *zAddr, const char *zJoin){
  char zErr[512] = "";
  int ms;
  for(ms=0; ms<DQN_JOIN_MS; ms+=200){
    if( dqn_join_once(id, zAddr, zJoin, zErr, sizeof(zErr))==0 ) return 0;
    dqn_sleep_ms(200);
  }
  fprintf(stderr, "dqlite-node: could not join through %s: %s\n", zJoin, zErr);
  return -1;
}

static void dqn_usage(void){
  fprintf(stderr, "usage: dqlite-node ID ADDRESS DATA-DIR [JOIN-ADDRESS] [--latency-ms N] [--single-thread]\n");
  exit(2);
}

int main(int argc, char **argv){
  const char *azPos[4] = {0, 0, 0, 0};
  int nPos = 0, i, sig, rc;
  unsigned msLatency = 0;
  int bSingle = 0;
  unsigned long long id;
  const char *zStep;
  dqlite_node *pNode = 0;
  sigset_t mask;

  for(i=1; i<argc; i++){
    if( strcmp(argv[i], "--latency-ms")==0 && i+1<argc ){
      msLatency = (unsigned)strtoul(argv[++i], 0, 10);
    }else if( strcmp(argv[i], "--single-thread")==0 ){
      bSingle = 1;
    }else if( argv[i][0]=='-' || nPos==4 ){
      dqn_usage();
    }else{
      azPos[nPos++] = argv[i];
    }
  }
  if( nPos<3 ) dqn_usage();
  id = strtoull(azPos[0], 0, 10);
  if( id==0 ) dqn_usage();

  /* SQLite's configuration comes before anything initializes it. */
  if( bSingle && sqlite3_config(SQLITE_CONFIG_SINGLETHREAD)!=SQLITE_OK ){
    fprintf(stderr, "dqlite-node: SQLite refused SQLITE_CONFIG_SINGLETHREAD\n");
    return 1;
  }
  /* gpustr for every connection dqlite opens from now on. */
  sqlite3_auto_extension((void(*)(void))sqlite3_gpustr_init);

  /* A peer that goes away must not kill the node: dqlite writes to
  ** sockets whose other end may be closed, and does not ignore SIGPIPE
  ** itself (without this, stopping one node killed the others).  SIGTERM
  ** and SIGINT are taken by sigwait() below: blocked before dqlite's
  ** thread starts, which inherits the mask and so never gets them. */
  signal(SIGPIPE, SIG_IGN);
  sigemptyset(&mask);
  sigaddset(&mask, SIGTERM);
  sigaddset(&mask, SIGINT);
  pthread_sigmask(SIG_BLOCK, &mask, 0);

  rc = dqlite_node_create(id, azPos[1], azPos[2], &pNode);
  zStep = "dqlite_node_create";
  if( rc==0 ){
    zStep = "dqlite_node_set_bind_address";
    rc = dqlite_node_set_bind_address(pNode, azPos[1]);
  }
  if( rc==0 && msLatency>0 ){
    zStep = "dqlite_node_set_network_latency_ms";
    rc = dqlite_node_set_network_latency_ms(pNode, msLatency);
  }
  if( rc==0 ){
    zStep = "dqlite_node_start";
    rc = dqlite_node_start(pNode);
  }
  if( rc!=0 ){
    /* The message may be empty (a bind that failed, for one). */
    const char *zMsg = pNode ? dqlite_node_errmsg(pNode) : 0;
    fprintf(stderr, "dqlite-node: %s failed (%d)%s%s\n", zStep, rc,
            zMsg && zMsg[0] ? ": " : "", zMsg ? zMsg : "");
    if( pNode ) dqlite_node_destroy(pNode);
    return 1;
  }
  if( azPos[3] && dqn_join(id, azPos[1], azPos[3]) ){
    dqlite_node_stop(pNode);
    dqlite_node_destroy(pNode);
    return 1;
  }
  printf("dqlite-node: %llu at %s ready\n", id, azPos[1]);
  fflush(stdout);

  sigwait(&mask, &sig);
  rc = dqlite_node_stop(pNode);
  dqlite_node_destroy(pNode);
  printf("dqlite-node: %llu stopped (%s)\n", id, sig==SIGTERM ? "SIGTERM" : "SIGINT");
  return rc!=0;
}
