/*
** dqlite-wire.c - a small client of dqlite's wire protocol (dqlite-wire.h).
**
** One request at a time on a blocking TCP socket: write the message, read
** the reply.  A reply is held in the connection's buffer until the next
** request, so the values a query hands its callback point into it.
**
** Memory comes from malloc(), not sqlite3_malloc(): a dqlite node calls
** this on its main thread while the node's own thread runs SQLite, and a
** node whose SQLite is configured single-threaded (as go-dqlite does) must
** not have two threads in SQLite's allocator.
*/
#include "dqlite-wire.h"
#include <errno.h>
#include <netdb.h>
#include <netinet/in.h>
#include <netinet/tcp.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/socket.h>
#include <sys/time.h>
#include <unistd.h>

/* Request and response types of protocol version 1 (dqlite's
** src/protocol.h). */
#define DQW_REQ_LEADER    0
#define DQW_REQ_OPEN      3
#define DQW_REQ_EXEC_SQL  8
#define DQW_REQ_QUERY_SQL 9
#define DQW_REQ_ADD      12
#define DQW_REQ_ASSIGN   13
#define DQW_REQ_CLUSTER  16
#define DQW_REQ_TRANSFER 17

#define DQW_RES_FAILURE 0
#define DQW_RES_SERVER  1
#define DQW_RES_SERVERS 3
#define DQW_RES_DB      4
#define DQW_RES_RESULT  6
#define DQW_RES_ROWS    7
#define DQW_RES_EMPTY   8

/* The word that ends the rows of a reply: all of them, or a part (more
** replies follow). */
#define DQW_ROWS_DONE 0xffffffffffffffffULL
#define DQW_ROWS_PART 0xeeeeeeeeeeeeeeeeULL

/* The type codes of a row's values beyond SQLite's five. */
#define DQW_UNIXTIME 9
#define DQW_ISO8601 10
#define DQW_BOOLEAN 11

struct dqw_conn {
  int fd;
  unsigned char *a;         /* the request being built, then the reply */
  size_t n, nAlloc;         /* bytes used / allocated */
  size_t iRead;             /* read offset into the reply's body */
  char zErr[512];
};

/* ---- the buffer ------------------------------------------------------- */

static int dqw_grow(dqw_conn *c, size_t nMore){
  if( c->n + nMore > c->nAlloc ){
    size_t nNew = c->nAlloc ? c->nAlloc*2 : 4096;
    unsigned char *aNew;
    while( nNew < c->n + nMore ) nNew *= 2;
    aNew = realloc(c->a, nNew);
    if( aNew==0 ) return -1;
    c->a = aNew;
    c->nAlloc = nNew;
  }
  return 0;
}

static int dqw_error(dqw_conn *c, const char *zFmt, ...){
  va_list ap;
  va_start(ap, zFmt);
  vsnprintf(c->zErr, sizeof(c->zErr), zFmt, ap);
  va_end(ap);
  return -1;
}

static int dqw_put_u64(dqw_conn *c, uint64_t v){
  int i;
  if( dqw_grow(c, 8) ) return -1;
  for(i=0; i<8; i++) c->a[c->n++] = (unsigned char)(v >> (8*i));
  return 0;
}

static int dqw_put_text(dqw_conn *c, const char *z){
  size_t n = strlen(z) + 1, nPad = (n + 7) & ~(size_t)7;
  if( dqw_grow(c, nPad) ) return -1;
  memcpy(c->a + c->n, z, n);
  memset(c->a + c->n + n, 0, nPad - n);
  c->n += nPad;
  return 0;
}

/* ---- reading the reply ------------------------------------------------- */

static int dqw_get_u64(dqw_conn *c, uint64_t *pV){
  uint64_t v = 0;
  int i;
  if( c->iRead + 8 > c->n ) return dqw_error(c, "protocol error: the reply is too short");
  for(i=0; i<8; i++) v |= (uint64_t)c->a[c->iRead + i] << (8*i);
  c->iRead += 8;
  *pV = v;
  return 0;
}

static int dqw_get_text(dqw_conn *c, const char **pz){
  const unsigned char *z = c->a + c->iRead;
  const unsigned char *zEnd = memchr(z, 0, c->n - c->iRead);
  if( zEnd==0 ) return dqw_error(c, "protocol error: a text without its end");
  *pz = (const char*)z;
  c->iRead += ((size_t)(zEnd - z) + 1 + 7) & ~(size_t)7;
  if( c->iRead > c->n ) c->iRead = c->n;
  return 0;
}

static int dqw_io(dqw_conn *c, unsigned char *a, size_t n, int bWrite){
  while( n>0 ){
    ssize_t k = bWrite ? send(c->fd, a, n, MSG_NOSIGNAL) : recv(c->fd, a, n, 0);
    if( k<0 && errno==EINTR ) continue;
    if( k<=0 ){
      return dqw_error(c, "%s: %s", bWrite ? "send" : "receive",
                       k==0 ? "the server closed the connection"
                       : (errno==EAGAIN || errno==EWOULDBLOCK) ? "timed out" : strerror(errno));
    }
    a += k;
    n -= (size_t)k;
  }
  return 0;
}

/* Start a request of type eType: its header, filled in by dqw_send. */
static int dqw_begin(dqw_conn *c, int eType){
  c->n = 0;
  if( dqw_put_u64(c, 0) ) return dqw_error(c, "out of memory");
  c->a[4] = (unsigned char)eType;
  return 0;
}

/* Is the rest of the reply, from byte i, exactly a failure: a code and a
** message (its NUL, then zeros to the end)?  Sets the message if so. */
static int dqw_failure_at(dqw_conn *c, size_t i){
  const unsigned char *z, *zNul;
  size_t k;
  if( i + 16 > c->n ) return 0;
  z = c->a + i + 8;
  zNul = memchr(z, 0, c->n - i - 8);
  if( zNul==0 || ((size_t)(zNul - z) + 1 + 7)/8*8 != c->n - i - 8 ) return 0;
  for(k=(size_t)(zNul - c->a); k<c->n; k++){
    if( c->a[k] ) return 0;
  }
  dqw_error(c, "%s", (const char*)z);
  return 1;
}

/* Send the request built, read the reply: its type, or -1.  A FAILURE
** reply is -1 with the server's code and message in dqw_errmsg(), unless
** bRaw (then the type, the body unread). */
static int dqw_roundtrip(dqw_conn *c, int bSend, int bRaw){
  uint32_t nWord;
  unsigned char h[8];
  int eType;
  if( bSend ){
    nWord = (uint32_t)((c->n - 8)/8);
    c->a[0] = (unsigned char)nWord;
    c->a[1] = (unsigned char)(nWord >> 8);
    c->a[2] = (unsigned char)(nWord >> 16);
    c->a[3] = (unsigned char)(nWord >> 24);
    if( dqw_io(c, c->a, c->n, 1) ) return -1;
  }
  if( dqw_io(c, h, 8, 0) ) return -1;
  nWord = (uint32_t)h[0] | (uint32_t)h[1]<<8 | (uint32_t)h[2]<<16 | (uint32_t)h[3]<<24;
  eType = h[4];
  c->n = 0;
  c->iRead = 0;
  if( dqw_grow(c, (size_t)nWord*8) ) return dqw_error(c, "out of memory");
  if( dqw_io(c, c->a, (size_t)nWord*8, 0) ) return -1;
  c->n = (size_t)nWord*8;
  if( eType==DQW_RES_FAILURE && !bRaw ){
    uint64_t code;
    const char *zMsg;
    if( dqw_get_u64(c, &code) || dqw_get_text(c, &zMsg) ) return -1;
    return dqw_error(c, "%s", zMsg);
  }
  return eType;
}

static int dqw_expect(dqw_conn *c, int eWant){
  int eType = dqw_roundtrip(c, 1, 0);
  if( eType<0 ) return -1;
  if( eType!=eWant ) return dqw_error(c, "protocol error: reply of type %d, not %d", eType, eWant);
  return 0;
}

/* ---- the requests ---------------------------------------------------- */

dqw_conn *dqw_connect(const char *zAddr, int msTimeout, char **pzErr){
  char zHost[256];
  const char *zColon = strrchr(zAddr, ':');
  struct addrinfo hints, *pRes = 0;
  struct timeval tv;
  dqw_conn *c;
  int rc, one = 1;
  *pzErr = 0;
  if( zColon==0 || (size_t)(zColon - zAddr) >= sizeof(zHost) ){
    *pzErr = strdup("the address must be host:port");
    return 0;
  }
  memcpy(zHost, zAddr, (size_t)(zColon - zAddr));
  zHost[zColon - zAddr] = 0;
  memset(&hints, 0, sizeof(hints));
  hints.ai_family = AF_INET;
  hints.ai_socktype = SOCK_STREAM;
  rc = getaddrinfo(zHost, zColon + 1, &hints, &pRes);
  if( rc!=0 ){
    *pzErr = strdup(gai_strerror(rc));
    return 0;
  }
  c = calloc(1, sizeof(*c));
  if( c==0 ){
    freeaddrinfo(pRes);
    return 0;
  }
  c->fd = socket(AF_INET, SOCK_STREAM, 0);
  tv.tv_sec = msTimeout/1000;
  tv.tv_usec = (msTimeout%1000)*1000;
  /* On Linux the send timeout bounds connect() too. */
  if( c->fd<0
   || setsockopt(c->fd, SOL_SOCKET, SO_RCVTIMEO, &tv, sizeof(tv))
   || setsockopt(c->fd, SOL_SOCKET, SO_SNDTIMEO, &tv, sizeof(tv))
   || setsockopt(c->fd, IPPROTO_TCP, TCP_NODELAY, &one, sizeof(one))
   || connect(c->fd, pRes->ai_addr, pRes->ai_addrlen) ){
    char zMsg[300];
    snprintf(zMsg, sizeof(zMsg), "connect to %s: %s", zAddr, strerror(errno));
    *pzErr = strdup(zMsg);
    freeaddrinfo(pRes);
    dqw_close(c);
    return 0;
  }
  freeaddrinfo(pRes);
  /* The handshake: the protocol version, no reply. */
  if( dqw_put_u64(c, 1) || dqw_io(c, c->a, c->n, 1) ){
    *pzErr = strdup(c->zErr[0] ? c->zErr : "out of memory");
    dqw_close(c);
    return 0;
  }
  return c;
}

void dqw_close(dqw_conn *c){
  if( c ){
    if( c->fd>=0 ) close(c->fd);
    free(c->a);
    free(c);
  }
}

const char *dqw_errmsg(dqw_conn *c){ return c->zErr; }

int dqw_leader(dqw_conn *c, uint64_t *pId, char *zAddr, int nAddr){
  const char *z;
  if( dqw_begin(c, DQW_REQ_LEADER) || dqw_put_u64(c, 0) ) return -1;
  if( dqw_expect(c, DQW_RES_SERVER) || dqw_get_u64(c, pId) || dqw_get_text(c, &z) ) return -1;
  snprintf(zAddr, (size_t)nAddr, "%s", z);
  return 0;
}

int dqw_add(dqw_conn *c, uint64_t id, const char *zAddr){
  if( dqw_begin(c, DQW_REQ_ADD) || dqw_put_u64(c, id) || dqw_put_text(c, zAddr) ) return -1;
  return dqw_expect(c, DQW_RES_EMPTY);
}

int dqw_assign(dqw_conn *c, uint64_t id, int eRole){
  if( dqw_begin(c, DQW_REQ_ASSIGN) || dqw_put_u64(c, id) || dqw_put_u64(c, (uint64_t)eRole) ) return -1;
  return dqw_expect(c, DQW_RES_EMPTY);
}

int dqw_transfer(dqw_conn *c, uint64_t id){
  if( dqw_begin(c, DQW_REQ_TRANSFER) || dqw_put_u64(c, id) ) return -1;
  return dqw_expect(c, DQW_RES_EMPTY);
}

int dqw_cluster(dqw_conn *c, void (*xMember)(void*, uint64_t, const char*, int), void *pArg){
  uint64_t n, i, id, role;
  const char *z;
  /* Format 1: each member's id, address and role. */
  if( dqw_begin(c, DQW_REQ_CLUSTER) || dqw_put_u64(c, 1) ) return -1;
  if( dqw_expect(c, DQW_RES_SERVERS) || dqw_get_u64(c, &n) ) return -1;
  for(i=0; i<n; i++){
    if( dqw_get_u64(c, &id) || dqw_get_text(c, &z) || dqw_get_u64(c, &role) ) return -1;
    xMember(pArg, id, z, (int)role);
  }
  return 0;
}

int dqw_open(dqw_conn *c, const char *zName, uint32_t *pDb){
  uint64_t v;
  /* The name, flags (0: the server's own), the VFS (the server's). */
  if( dqw_begin(c, DQW_REQ_OPEN) || dqw_put_text(c, zName) || dqw_put_u64(c, 0)
   || dqw_put_text(c, "") ) return -1;
  if( dqw_expect(c, DQW_RES_DB) || dqw_get_u64(c, &v) ) return -1;
  *pDb = (uint32_t)v;       /* the id is the low 32 bits; then padding */
  return 0;
}

int dqw_exec(dqw_conn *c, uint32_t iDb, const char *zSql, uint64_t *pnChange){
  uint64_t iLast;
  if( dqw_begin(c, DQW_REQ_EXEC_SQL) || dqw_put_u64(c, iDb) || dqw_put_text(c, zSql) ) return -1;
  if( dqw_expect(c, DQW_RES_RESULT) || dqw_get_u64(c, &iLast) || dqw_get_u64(c, pnChange) ) return -1;
  return 0;
}

/* The rows of one ROWS reply; 1 where more replies follow, 0 at the end.
** bFail: the reply is a FAILURE that ends a query (see dqw_query); its rows
** go to xRow, and the failure after them is -1. */
static int dqw_rows(dqw_conn *c, dqw_row_cb xRow, void *pArg, int bFail){
  uint64_t nCol, v, i;
  char **azName;
  dqw_value *aVal;
  int rc = -1;
  if( bFail && dqw_failure_at(c, 0) ) return -1;
  if( dqw_get_u64(c, &nCol) ) return -1;
  if( nCol==0 || nCol>32767 ) return dqw_error(c, "protocol error: %llu columns", (unsigned long long)nCol);
  azName = calloc(nCol, sizeof(char*));
  aVal = calloc(nCol, sizeof(dqw_value));
  if( azName==0 || aVal==0 ){
    dqw_error(c, "out of memory");
    goto rows_done;
  }
  for(i=0; i<nCol; i++){
    if( dqw_get_text(c, (const char**)&azName[i]) ) goto rows_done;
  }
  while( 1 ){
    /* Each row: a header of 4 bits a value (its type), padded to a word,
    ** then the values, each in words. */
    const unsigned char *aType;
    size_t nHead = ((nCol + 1)/2 + 7) & ~(size_t)7;
    size_t iSave = c->iRead;
    if( bFail && dqw_failure_at(c, c->iRead) ) goto rows_done;
    if( dqw_get_u64(c, &v) ) goto rows_done;
    if( !bFail && (v==DQW_ROWS_DONE || v==DQW_ROWS_PART) ){
      rc = v==DQW_ROWS_PART;
      break;
    }
    c->iRead = iSave;
    if( c->iRead + nHead > c->n ){
      dqw_error(c, "protocol error: a row header past the reply's end");
      goto rows_done;
    }
    aType = c->a + c->iRead;
    c->iRead += nHead;
    for(i=0; i<nCol; i++){
      int eType = (aType[i/2] >> (i%2 ? 4 : 0)) & 0x0f;
      dqw_value *p = &aVal[i];
      memset(p, 0, sizeof(*p));
      switch( eType ){
        case 1: case DQW_UNIXTIME: case DQW_BOOLEAN:     /* integers */
          if( dqw_get_u64(c, &v) ) goto rows_done;
          p->eType = 1;
          p->i = (int64_t)v;
          break;
        case 2:                                          /* a double's bits */
          if( dqw_get_u64(c, &v) ) goto rows_done;
          p->eType = 2;
          memcpy(&p->r, &v, 8);
          break;
        case 3: case DQW_ISO8601:                        /* text */
          if( dqw_get_text(c, &p->z) ) goto rows_done;
          p->eType = 3;
          p->n = (int)strlen(p->z);
          break;
        case 4:                                          /* length, bytes */
          if( dqw_get_u64(c, &v) ) goto rows_done;
          if( v > c->n - c->iRead ){
            dqw_error(c, "protocol error: a blob past the reply's end");
            goto rows_done;
          }
          p->eType = 4;
          p->z = (const char*)c->a + c->iRead;
          p->n = (int)v;
          c->iRead += (v + 7) & ~(uint64_t)7;
          if( c->iRead > c->n ) c->iRead = c->n;
          break;
        case 5:                                          /* NULL: one word */
          if( dqw_get_u64(c, &v) ) goto rows_done;
          p->eType = 5;
          break;
        default:
          dqw_error(c, "protocol error: value type %d", eType);
          goto rows_done;
      }
    }
    if( xRow(pArg, (int)nCol, aVal, azName) ){
      dqw_error(c, "stopped by the caller");
      goto rows_done;
    }
  }
rows_done:
  free(azName);
  free(aVal);
  return rc;
}

int dqw_query(dqw_conn *c, uint32_t iDb, const char *zSql, dqw_row_cb xRow, void *pArg){
  int rc, bSend = 1;
  if( dqw_begin(c, DQW_REQ_QUERY_SQL) || dqw_put_u64(c, iDb) || dqw_put_text(c, zSql) ) return -1;
  do{
    /* A long result comes in several replies, each sent as soon as the
    ** one before it is written: no request between them.  dqlite 1.11
    ** writes the failure of a step after the rows it had put in the reply
    ** (the column count and names at least) and sends that as a FAILURE:
    ** its rows are read, then the failure at its end. */
    int eType = dqw_roundtrip(c, bSend, 1);
    bSend = 0;
    if( eType<0 ) return -1;
    if( eType!=DQW_RES_ROWS && eType!=DQW_RES_FAILURE ){
      return dqw_error(c, "protocol error: reply of type %d to a query", eType);
    }
    rc = dqw_rows(c, xRow, pArg, eType==DQW_RES_FAILURE);
    if( eType==DQW_RES_FAILURE && rc>=0 ){
      return dqw_error(c, "protocol error: a failure without its message");
    }
  }while( rc==1 );
  return rc;
}
