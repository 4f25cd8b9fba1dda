/*
** bulk_pages.c - bulk in without SQLite's bytecode: bulk.c's workers read
** the table's b-tree pages themselves and decode its records.
**
**   SELECT gpu_config('bulk_pages', 1);     -- the default; 0: step the query
**   SELECT gpu_explain('SELECT s FROM t', 'bulk');
**
** Each of bulk.c's workers holds a read transaction of a connection of its
** own, so the database file cannot change while they read it.  Stepping
** `SELECT cols FROM t WHERE rowid BETWEEN ?1 AND ?2` costs a worker some
** 850 instructions a row of a short text (the VM, the cursor, the values);
** reading the leaf pages through that connection's file (its VFS's xRead:
** the bytes its pager would read) and decoding the records straight into
** the chunk costs a fifth of that.
**
** What the query takes of a row comes from SQLite's own program for it:
** EXPLAIN SELECT cols FROM "table" NOT INDEXED on the worker's connection
** (whose program bulk.c has already compared with the statement's
** connection's) must be one OpenRead, a Rewind, then per result column
** an OP_Column of that cursor with no default value (its P4: a column that
** ALTER TABLE added with a DEFAULT) or an OP_Rowid, either one followed by
** OP_RealAffinity or not, then ResultRow and Next.  Anything else (a word
** in double quotes that names no column, a column an authorizer hides, an
** expression) and the workers step the query as before.  Also declined: a
** database whose first page is not SQLite's header (an encrypting codec),
** that is not UTF-8, or whose tree does not read as the file format says
** (the statement then meets the damage itself and says so).
**
** gp_bkpages_open walks the interior pages once to list the leaves in key
** order, which is rowid order; the parts of a run are ranges of leaves.  A
** record is decoded as OP_Column decodes it: fields past the record's end
** are NULL, a stored NaN is NULL, serial types 8 and 9 are 0 and 1, REAL
** affinity makes an integer a REAL, and a payload that spills is gathered
** from its overflow pages.  A TEXT or BLOB longer than the connection's
** length limit is SQLite's own error, "string or blob too big".  Every
** offset read from a page is checked against the page before it is used,
** so a damaged file gives "database disk image is malformed", never a read
** outside a buffer.
*/
#include "bulk.h"
#include <string.h>

#define BP_ROWID    (-1)      /* a column that is the rowid */
#define BP_MAXDEPTH 40        /* interior levels: SQLite's trees stay below 20 */
#define BP_LEAF     0x0d      /* a table b-tree's leaf page */
#define BP_INTERIOR 0x05      /* its interior page */
#define BP_WINDOW   65536     /* bytes of consecutive leaves read at once */

struct gp_bkpages {
  int szPage;              /* bytes of a page */
  int szUsable;            /* less the bytes reserved at each page's end */
  sqlite3_int64 nPage;     /* pages in the file */
  int nCol;                /* the query's columns */
  int *aField;             /* each one's record field, or BP_ROWID */
  unsigned char *aReal;    /* each one's REAL affinity */
  int nField;              /* fields a row needs decoded: the largest + 1 */
  uint32_t iRoot;          /* the table's root page */
  uint32_t *aLeaf;         /* the leaves, in key order */
  sqlite3_int64 nLeaf, nLeafAlloc;
  int nFirstCells;         /* rows on the first leaf: a part's size from it */
  int iLeafDepth;          /* the leaves' depth (the first one's), or -1 */
  int bRowid;              /* a column is the rowid */
  sqlite3_int64 nLimit;    /* the statement's connection's length limit */
};

static uint32_t bp_u16(const unsigned char *z){ return ((uint32_t)z[0]<<8) | z[1]; }
static uint32_t bp_u32(const unsigned char *z){
  return ((uint32_t)z[0]<<24) | ((uint32_t)z[1]<<16) | ((uint32_t)z[2]<<8) | z[3];
}

/* SQLite's varint at z (not past zEnd) into *pv: its bytes, 0 if cut off. */
static inline int bp_varint(const unsigned char *z, const unsigned char *zEnd, sqlite3_uint64 *pv){
  sqlite3_uint64 v = 0;
  int i;
  if( z<zEnd && z[0]<0x80 ){
    *pv = z[0];          /* most are one byte: a record's serial types */
    return 1;
  }
  for(i=0; i<8; i++){
    if( z+i>=zEnd ) return 0;
    v = (v<<7) | (z[i] & 0x7f);
    if( (z[i] & 0x80)==0 ){
      *pv = v;
      return i+1;
    }
  }
  if( z+8>=zEnd ) return 0;
  *pv = (v<<8) | z[8];
  return 9;
}

void gp_bkpages_free(gp_bkpages *p){
  if( p==0 ) return;
  sqlite3_free(p->aField);
  sqlite3_free(p->aReal);
  sqlite3_free(p->aLeaf);
  sqlite3_free(p);
}

/* ---- what the query reads: SQLite's program for it ------------------------ */

static int bp_op_is(sqlite3_stmt *pEx, const char *zOp){
  const char *z = (const char*)sqlite3_column_text(pEx, 1);
  return z && strcmp(z, zOp)==0;
}

/* Fill p's column map from EXPLAIN SELECT zCols FROM zSchema.zTable NOT
** INDEXED on db, a program of nCol columns (-1: any number).  SQLITE_OK; SQLITE_DONE and *pzWhy where the program is
** not the plain shape; SQLITE_NOMEM. */
static int bp_shape(gp_bkpages *p, sqlite3 *db, const char *zSchema, const char *zTable,
                    const char *zCols, int nCol, const char **pzWhy){
  char *zQ = sqlite3_mprintf("EXPLAIN SELECT %s FROM \"%w\".\"%w\" NOT INDEXED", zCols, zSchema, zTable);
  sqlite3_stmt *pEx = 0;
  int *aReg = 0;             /* per register 1..nReg: column kind (-2: none) */
  unsigned char *aRealReg = 0;
  int nReg = 0, iCur = -1, nOpen = 0, bLoop = 0, bDone = 0, rc, i;
  *pzWhy = "the query's program is not a plain read of the table's columns";
  if( zQ==0 ) return SQLITE_NOMEM;
  rc = sqlite3_prepare_v2(db, zQ, -1, &pEx, 0);
  sqlite3_free(zQ);
  if( rc!=SQLITE_OK ){
    sqlite3_finalize(pEx);
    return rc==SQLITE_NOMEM ? SQLITE_NOMEM : SQLITE_DONE;
  }
  rc = SQLITE_DONE;
  while( sqlite3_step(pEx)==SQLITE_ROW ){
    int p1 = sqlite3_column_int(pEx, 2), p2 = sqlite3_column_int(pEx, 3);
    /* Any P4 of an OP_Column is a default, '' too (no P4 shows as NULL). */
    int bDefault = sqlite3_column_type(pEx, 5)!=SQLITE_NULL;
    int iReg = -1, kind = 0;
    if( bp_op_is(pEx, "Init") || bp_op_is(pEx, "Transaction") || bp_op_is(pEx, "Goto")
     || bp_op_is(pEx, "TableLock") || bp_op_is(pEx, "Halt") ){
      continue;
    }else if( bp_op_is(pEx, "OpenRead") && !bLoop ){
      iCur = p1;
      p->iRoot = (uint32_t)p2;
      nOpen++;
      continue;
    }else if( bp_op_is(pEx, "Rewind") && nOpen==1 && p1==iCur && !bLoop ){
      bLoop = 1;
      continue;
    }else if( !bLoop || bDone ){
      if( bDone && bp_op_is(pEx, "Next") && p1==iCur ) continue;
      goto done;
    }else if( bp_op_is(pEx, "Column") && p1==iCur && !bDefault && p2>=0 ){
      iReg = sqlite3_column_int(pEx, 4);
      kind = p2;
    }else if( bp_op_is(pEx, "Rowid") && p1==iCur ){
      iReg = p2;
      kind = BP_ROWID;
    }else if( bp_op_is(pEx, "RealAffinity") ){
      if( p1<1 || p1>nReg || aReg[p1]==-2 ) goto done;
      aRealReg[p1] = 1;
      continue;
    }else if( bp_op_is(pEx, "ResultRow") && (p2==nCol || nCol<0) && p1>=1 && p1+p2-1<=nReg ){
      nCol = p2;
      p->aField = (int*)sqlite3_malloc64(sizeof(int)*(sqlite3_uint64)(nCol>0 ? nCol : 1));
      p->aReal = (unsigned char*)sqlite3_malloc64((sqlite3_uint64)(nCol>0 ? nCol : 1));
      if( p->aField==0 || p->aReal==0 ){ rc = SQLITE_NOMEM; goto done; }
      p->nCol = nCol;
      p->nField = 0;
      for(i=0; i<nCol; i++){
        int k = aReg[p1+i];
        if( k==-2 ) goto done;
        p->aField[i] = k;
        if( k==BP_ROWID ) p->bRowid = 1;
        p->aReal[i] = aRealReg[p1+i];
        if( k+1>p->nField ) p->nField = k+1;
      }
      bDone = 1;
      continue;
    }else{
      goto done;
    }
    /* A Column or Rowid into register iReg: each register once. */
    if( iReg<1 || iReg>100000 ) goto done;
    if( iReg>nReg ){
      int *aNew = (int*)sqlite3_realloc64(aReg, sizeof(int)*(sqlite3_uint64)(iReg+1));
      unsigned char *aNewReal = (unsigned char*)sqlite3_realloc64(aRealReg, (sqlite3_uint64)(iReg+1));
      if( aNew ) aReg = aNew;
      if( aNewReal ) aRealReg = aNewReal;
      if( aNew==0 || aNewReal==0 ){ rc = SQLITE_NOMEM; goto done; }
      for(i=nReg+1; i<=iReg; i++){ aReg[i] = -2; aRealReg[i] = 0; }
      aReg[0] = -2;
      nReg = iReg;
    }
    if( aReg[iReg]!=-2 ) goto done;
    aReg[iReg] = kind;
  }
  if( bDone && nOpen==1 && p->iRoot>1 ) rc = SQLITE_OK;
done:
  sqlite3_finalize(pEx);
  sqlite3_free(aReg);
  sqlite3_free(aRealReg);
  if( rc==SQLITE_OK ) *pzWhy = 0;
  return rc;
}

int gp_bkpages_shape_ok(sqlite3 *db, const char *zSchema, const char *zTable, const char *zCols,
                        int nCol, const char **pzWhy){
  gp_bkpages *p = (gp_bkpages*)sqlite3_malloc64(sizeof(*p));
  int rc;
  if( p==0 ) return SQLITE_NOMEM;
  memset(p, 0, sizeof(*p));
  rc = bp_shape(p, db, zSchema, zTable, zCols, nCol, pzWhy);
  gp_bkpages_free(p);
  return rc;
}

/* ---- the file ------------------------------------------------------------- */

sqlite3_file *gp_bkpages_file(sqlite3 *db){
  sqlite3_file *f = 0;
  if( sqlite3_file_control(db, "main", SQLITE_FCNTL_FILE_POINTER, &f)!=SQLITE_OK ) return 0;
  return f && f->pMethods && f->pMethods->xRead && f->pMethods->xFileSize ? f : 0;
}

/* Pages iPg .. iPg+nPg-1 into aBuf (nPg*p->szPage bytes). */
static int bp_read(const gp_bkpages *p, sqlite3_file *f, sqlite3_int64 iPg, sqlite3_int64 nPg,
                   unsigned char *aBuf){
  if( iPg<1 || iPg + nPg - 1>p->nPage ) return SQLITE_CORRUPT;
  return f->pMethods->xRead(f, aBuf, (int)(nPg*p->szPage), (iPg-1)*(sqlite3_int64)p->szPage);
}

/* The offset of page iPg's b-tree header (page 1 starts with the file's). */
static int bp_hdr(sqlite3_int64 iPg){ return iPg==1 ? 100 : 0; }

static int bp_leaf_add(gp_bkpages *p, uint32_t iPg){
  if( p->nLeaf>=p->nLeafAlloc ){
    sqlite3_int64 n = p->nLeafAlloc ? p->nLeafAlloc*2 : 1024;
    uint32_t *a = (uint32_t*)sqlite3_realloc64(p->aLeaf, sizeof(uint32_t)*(sqlite3_uint64)n);
    if( a==0 ) return SQLITE_NOMEM;
    p->aLeaf = a;
    p->nLeafAlloc = n;
  }
  p->aLeaf[p->nLeaf++] = iPg;
  return SQLITE_OK;
}

/* List the leaves under page iPg, in order.  *pnSeen counts the pages
** read, so that a damaged tree with a cycle ends.  Only the interior pages
** and the first leaf are read: a b-tree's leaves are all at one depth, so
** once the first is found the children of the level above it are leaves,
** listed unread (a worker reading one checks that it is a leaf, and not an
** empty one below the root: gp_bkpages_leaf).  Reading each leaf here as
** well had SQLite's thread read the whole table once before the workers
** began. */
static int bp_walk(gp_bkpages *p, sqlite3_file *f, uint32_t iPg, int iDepth, unsigned char *aBuf,
                   sqlite3_int64 *pnSeen){
  const unsigned char *h;
  uint32_t nCell, i, iRight, *aChild;
  int rc;
  if( iDepth>BP_MAXDEPTH || ++*pnSeen>p->nPage ) return SQLITE_CORRUPT;
  rc = bp_read(p, f, iPg, 1, aBuf);
  if( rc!=SQLITE_OK ) return rc;
  h = aBuf + bp_hdr(iPg);
  nCell = bp_u16(h+3);
  /* A page below the root holds a cell, and so does an interior root,
  ** or SQLite calls the file damaged (btree.c: getAndInitPage, for a
  ** cursor's child page; moveToRoot). */
  if( nCell==0 && (iDepth>0 || h[0]==BP_INTERIOR) ) return SQLITE_CORRUPT;
  if( h[0]==BP_LEAF ){
    /* (the first leaf: every other is listed unread) */
    if( p->nLeaf>0 ) return SQLITE_CORRUPT;
    p->nFirstCells = (int)nCell;
    p->iLeafDepth = iDepth;
    return bp_leaf_add(p, iPg);
  }
  if( h[0]!=BP_INTERIOR ) return SQLITE_CORRUPT;
  iRight = bp_u32(h+8);
  if( (sqlite3_int64)(h - aBuf) + 12 + 2*(sqlite3_int64)nCell > p->szUsable ) return SQLITE_CORRUPT;
  /* The children first, since aBuf is read again below. */
  aChild = (uint32_t*)sqlite3_malloc64(sizeof(uint32_t)*((sqlite3_uint64)nCell+1));
  if( aChild==0 ) return SQLITE_NOMEM;
  for(i=0; i<nCell; i++){
    uint32_t off = bp_u16(h + 12 + 2*i);
    if( off+4>(uint32_t)p->szUsable ){
      sqlite3_free(aChild);
      return SQLITE_CORRUPT;
    }
    aChild[i] = bp_u32(aBuf + off);
  }
  aChild[nCell] = iRight;
  for(i=0; i<=nCell && rc==SQLITE_OK; i++){
    if( p->iLeafDepth==iDepth+1 ){
      rc = p->nLeaf<p->nPage ? bp_leaf_add(p, aChild[i]) : SQLITE_CORRUPT;
    }else if( p->iLeafDepth>=0 && p->iLeafDepth<=iDepth ){
      rc = SQLITE_CORRUPT;      /* a leaf above this level: not a b-tree */
    }else{
      rc = bp_walk(p, f, aChild[i], iDepth+1, aBuf, pnSeen);
    }
  }
  sqlite3_free(aChild);
  return rc;
}

int gp_bkpages_open(sqlite3 *db, const char *zTable, const char *zCols, int nCol, sqlite3_int64 nLimit,
                    gp_bkpages **pp, const char **pzWhy){
  static const char zMagic[] = "SQLite format 3";
  gp_bkpages *p;
  sqlite3_file *f = gp_bkpages_file(db);
  unsigned char aHdr[100], *aBuf = 0;
  sqlite3_int64 szFile = 0, nSeen = 0;
  int rc;
  *pp = 0;
  if( f==0 ){
    *pzWhy = "the database's VFS gives no file to read";
    return SQLITE_DONE;
  }
  p = (gp_bkpages*)sqlite3_malloc64(sizeof(*p));
  if( p==0 ) return SQLITE_NOMEM;
  memset(p, 0, sizeof(*p));
  p->nLimit = nLimit;
  rc = bp_shape(p, db, "main", zTable, zCols, nCol, pzWhy);
  if( rc!=SQLITE_OK ) goto fail;

  /* Bytes reserved at each page's end are a VFS's or a codec's (checksums,
  ** an encrypting codec's nonces, whose pages the pager decrypts and xRead
  ** does not): declined, since such a codec may leave the header plain. */
  *pzWhy = "the file does not begin with SQLite's header, reserves bytes on its pages (a codec?) "
           "or its text is not UTF-8";
  rc = f->pMethods->xRead(f, aHdr, (int)sizeof(aHdr), 0);
  if( rc!=SQLITE_OK || memcmp(aHdr, zMagic, sizeof(zMagic))!=0 || bp_u32(aHdr+56)!=1 || aHdr[20]!=0 ){
    rc = SQLITE_DONE;
    goto fail;
  }
  p->szPage = (int)bp_u16(aHdr+16);
  if( p->szPage==1 ) p->szPage = 65536;
  p->szUsable = p->szPage - aHdr[20];
  if( p->szPage<512 || (p->szPage & (p->szPage-1))!=0 || p->szUsable<480
   || f->pMethods->xFileSize(f, &szFile)!=SQLITE_OK ){
    rc = SQLITE_DONE;
    goto fail;
  }
  p->nPage = szFile/p->szPage;
  p->iLeafDepth = -1;

  aBuf = (unsigned char*)sqlite3_malloc64((sqlite3_uint64)p->szPage);
  if( aBuf==0 ){ rc = SQLITE_NOMEM; goto fail; }
  rc = bp_walk(p, f, p->iRoot, 0, aBuf, &nSeen);
  sqlite3_free(aBuf);
  if( rc!=SQLITE_OK ){
    if( rc!=SQLITE_NOMEM ){
      *pzWhy = "the table's pages do not read as a table b-tree";
      rc = SQLITE_DONE;
    }
    goto fail;
  }
  *pzWhy = 0;
  *pp = p;
  return SQLITE_OK;

fail:
  gp_bkpages_free(p);
  return rc;
}

sqlite3_int64 gp_bkpages_nleaf(const gp_bkpages *p){ return p->nLeaf; }
int gp_bkpages_first_rows(const gp_bkpages *p){ return p->nFirstCells; }

/* ---- a leaf's rows ------------------------------------------------------------ */

void gp_bkpages_scratch_free(gp_bkpages_scratch *s){
  sqlite3_free(s->aOvfl);
  sqlite3_free(s->aPay);
  sqlite3_free(s->aSt);
  sqlite3_free(s->aWin);
  memset(s, 0, sizeof(*s));
}

/* Make s fit p. */
static int bp_scratch(const gp_bkpages *p, gp_bkpages_scratch *s){
  if( s->aOvfl==0 ){
    s->aOvfl = (unsigned char*)sqlite3_malloc64((sqlite3_uint64)p->szPage);
    s->aSt = (sqlite3_uint64*)sqlite3_malloc64(sizeof(sqlite3_uint64)*2*(sqlite3_uint64)(p->nField+1));
    if( s->aOvfl==0 || s->aSt==0 ){
      return SQLITE_NOMEM;
    }
  }
  if( s->aWin==0 ){
    int n = p->szPage<BP_WINDOW ? BP_WINDOW/p->szPage : 1;
    s->aWin = (unsigned char*)sqlite3_malloc64((sqlite3_uint64)n*(sqlite3_uint64)p->szPage);
    if( s->aWin==0 ) return SQLITE_NOMEM;
    s->nWinAlloc = n;
    s->nWin = 0;
  }
  return SQLITE_OK;
}

/* The payload of nPay bytes whose first nLocal are at z and the rest on the
** overflow pages from iOvfl: gathered into s->aPay. */
static int bp_gather(const gp_bkpages *p, sqlite3_file *f, gp_bkpages_scratch *s,
                     const unsigned char *z, sqlite3_int64 nLocal, sqlite3_int64 nPay, uint32_t iOvfl){
  sqlite3_int64 nHave = nLocal, nPages = 0;
  /* No more than the file's pages could hold: a damaged size is not an
  ** allocation of up to 2 GB. */
  if( nPay - nLocal > p->nPage*(sqlite3_int64)(p->szUsable - 4) ) return SQLITE_CORRUPT;
  if( nPay>s->nPayAlloc ){
    unsigned char *a = (unsigned char*)sqlite3_realloc64(s->aPay, (sqlite3_uint64)nPay);
    if( a==0 ) return SQLITE_NOMEM;
    s->aPay = a;
    s->nPayAlloc = nPay;
  }
  memcpy(s->aPay, z, (size_t)nLocal);
  while( nHave<nPay ){
    sqlite3_int64 n = p->szUsable - 4;
    int rc;
    if( iOvfl==0 || ++nPages>p->nPage ) return SQLITE_CORRUPT;
    rc = bp_read(p, f, iOvfl, 1, s->aOvfl);
    if( rc!=SQLITE_OK ) return rc;
    if( n>nPay-nHave ) n = nPay-nHave;
    memcpy(s->aPay + nHave, s->aOvfl + 4, (size_t)n);
    nHave += n;
    iOvfl = bp_u32(s->aOvfl);
  }
  return SQLITE_OK;
}

/* The signed big-endian integer of n bytes at z. */
static sqlite3_int64 bp_int(const unsigned char *z, int n){
  sqlite3_uint64 v = (z[0] & 0x80) ? ~(sqlite3_uint64)0 : 0;
  int i;
  for(i=0; i<n; i++) v = (v<<8) | z[i];
  return (sqlite3_int64)v;
}

/* One row: the record aRec of nRec bytes, rowid iRowid, onto pOut, each
** column written where it goes (no row of values in between). */
static int bp_row(const gp_bkpages *p, gp_bkpages_scratch *s, const unsigned char *aRec,
                  sqlite3_int64 nRec, sqlite3_int64 iRowid, gp_batch *pOut){
  static const int aIntBytes[] = { 0, 1, 2, 3, 4, 6, 8 };
  const unsigned char *zEnd = aRec + nRec;
  sqlite3_uint64 nHdr, iOff, *aSt = s->aSt, *aAt = s->aSt + p->nField + 1;
  const unsigned char *z;
  int64_t r = pOut->nRow, nByte0 = pOut->nByte;
  int n, i, nHave = 0;
  n = bp_varint(aRec, zEnd, &nHdr);
  if( n==0 || nHdr<(sqlite3_uint64)n || nHdr>(sqlite3_uint64)nRec ) return SQLITE_CORRUPT;
  /* The serial types of fields 0 .. nField-1 and where each one's body is. */
  z = aRec + n;
  iOff = nHdr;
  while( nHave<p->nField && z<aRec+nHdr ){
    sqlite3_uint64 st, nBody;
    n = bp_varint(z, aRec+nHdr, &st);
    if( n==0 ) return SQLITE_CORRUPT;
    z += n;
    /* 10 and 11 (reserved) have no body and read as NULL, as OP_Column reads them. */
    nBody = st>=12 ? (st-12)/2 : st==7 ? 8 : st<=6 ? (sqlite3_uint64)aIntBytes[st] : 0;
    aSt[nHave] = st;
    aAt[nHave] = iOff;
    iOff += nBody;
    if( iOff>(sqlite3_uint64)nRec ) return SQLITE_CORRUPT;
    nHave++;
  }
  if( batch_reserve(pOut, 1, 0)!=SQLITE_OK ) return SQLITE_NOMEM;
  for(i=0; i<p->nCol; i++){
    batch_col *c = &pOut->aCol[i];
    int k = p->aField[i];
    sqlite3_uint64 st = k==BP_ROWID ? 0 : k<nHave ? aSt[k] : 0;
    const unsigned char *zBody = k>=0 && k<nHave ? aRec + aAt[k] : 0;
    unsigned char eType = GS_NULL;
    int64_t iNum = 0, nLen = 0;
    if( k==BP_ROWID ){
      eType = GS_INT;
      iNum = iRowid;
    }else if( st>=12 ){
      nLen = (int64_t)((st-12)/2);
      if( nLen>p->nLimit || batch_reserve(pOut, 0, nLen)!=SQLITE_OK ){
        pOut->nByte = nByte0;
        return nLen>p->nLimit ? SQLITE_TOOBIG : SQLITE_NOMEM;
      }
      eType = (st & 1) ? GS_TEXT : GS_BLOB;
      iNum = pOut->nByte;
      if( nLen ) memcpy(pOut->aByte + pOut->nByte, zBody, (size_t)nLen);
      pOut->nByte += nLen;
    }else if( st>=1 && st<=6 ){
      eType = GS_INT;
      iNum = bp_int(zBody, aIntBytes[st]);
    }else if( st==7 ){
      double d;
      sqlite3_uint64 u = (sqlite3_uint64)bp_int(zBody, 8);
      memcpy(&d, &u, sizeof(d));
      if( d==d ){                 /* (SQLite reads a stored NaN as NULL) */
        eType = GS_REAL;
        memcpy(&iNum, &d, sizeof(d));
      }
    }else if( st==8 || st==9 ){
      eType = GS_INT;
      iNum = st==9;
    }                             /* 0, 10, 11: NULL */
    if( p->aReal[i] && eType==GS_INT ){
      double d = (double)iNum;
      eType = GS_REAL;
      memcpy(&iNum, &d, sizeof(d));
    }
    c->aType[r] = eType;
    c->aNum[r] = iNum;
    c->aLen[r] = nLen;
  }
  pOut->nRow++;
  return SQLITE_OK;
}

int gp_bkpages_leaf(const gp_bkpages *p, sqlite3_file *f, gp_bkpages_scratch *s, sqlite3_int64 iLeaf,
                    sqlite3_int64 iLeafEnd, gp_batch *pOut){
  const unsigned char *h, *aPg;
  uint32_t nCell, i, iPg;
  sqlite3_int64 nMaxLocal = p->szUsable - 35;
  sqlite3_int64 nMinLocal = ((sqlite3_int64)(p->szUsable - 12)*32/255) - 23;
  int rc = bp_scratch(p, s);
  if( rc!=SQLITE_OK ) return rc;
  if( iLeaf<0 || iLeaf>=p->nLeaf ) return SQLITE_CORRUPT;
  iPg = p->aLeaf[iLeaf];
  if( iLeaf<s->iWin || iLeaf>=s->iWin + s->nWin ){
    /* This leaf and those on the pages after it: one read (a table
    ** written in rowid order lies mostly so), not a call of the VFS for
    ** each page. */
    sqlite3_int64 k = 1;
    while( k<s->nWinAlloc && iLeaf + k<iLeafEnd && iLeaf + k<p->nLeaf
        && p->aLeaf[iLeaf + k]==iPg + k && iPg + k<=p->nPage ){
      k++;
    }
    s->nWin = 0;
    rc = bp_read(p, f, iPg, k, s->aWin);
    if( rc!=SQLITE_OK ) return rc;
    s->iWin = iLeaf;
    s->nWin = k;
  }
  aPg = s->aWin + (iLeaf - s->iWin)*p->szPage;
  h = aPg + bp_hdr(iPg);
  if( h[0]!=BP_LEAF ) return SQLITE_CORRUPT;
  nCell = bp_u16(h+3);
  if( (sqlite3_int64)(h - aPg) + 8 + 2*(sqlite3_int64)nCell > p->szUsable ) return SQLITE_CORRUPT;
  /* A page below the root holds a cell, or SQLite calls the file damaged
  ** (bp_walk). */
  if( nCell==0 && iPg!=p->iRoot ) return SQLITE_CORRUPT;
  for(i=0; i<nCell; i++){
    const unsigned char *zEnd = aPg + p->szUsable;
    /* Cell pointers count from the page's start, page 1's header included. */
    const unsigned char *z = aPg + bp_u16(h + 8 + 2*i);
    sqlite3_uint64 nPay, uRowid;
    sqlite3_int64 nLocal;
    int n;
    if( z>=zEnd ) return SQLITE_CORRUPT;
    n = bp_varint(z, zEnd, &nPay);
    if( n==0 || nPay>((sqlite3_uint64)1<<31) ) return SQLITE_CORRUPT;
    z += n;
    if( p->bRowid ){
      n = bp_varint(z, zEnd, &uRowid);
    }else{
      /* (only its length: up to 8 bytes with the high bit set, then one) */
      for(n=0; n<8 && z + n<zEnd && (z[n] & 0x80); n++){}
      n = z + n<zEnd ? n + 1 : 0;
      uRowid = 0;
    }
    if( n==0 ) return SQLITE_CORRUPT;
    z += n;
    /* The bytes on this page: the file format's rule. */
    if( (sqlite3_int64)nPay<=nMaxLocal ){
      nLocal = (sqlite3_int64)nPay;
    }else{
      sqlite3_int64 k = nMinLocal + ((sqlite3_int64)nPay - nMinLocal) % (p->szUsable - 4);
      nLocal = k<=nMaxLocal ? k : nMinLocal;
    }
    if( z + nLocal + (nLocal<(sqlite3_int64)nPay ? 4 : 0) > zEnd ) return SQLITE_CORRUPT;
    if( nLocal<(sqlite3_int64)nPay ){
      rc = bp_gather(p, f, s, z, nLocal, (sqlite3_int64)nPay, bp_u32(z + nLocal));
      if( rc!=SQLITE_OK ) return rc;
      z = s->aPay;
    }
    rc = bp_row(p, s, z, (sqlite3_int64)nPay, (sqlite3_int64)uRowid, pOut);
    if( rc!=SQLITE_OK ) return rc;
  }
  return SQLITE_OK;
}
